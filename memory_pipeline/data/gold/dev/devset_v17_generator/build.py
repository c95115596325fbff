#!/usr/bin/env python3
"""Build devset_v17_gate_cases.jsonl (+ gate_case_languages.tsv) from the hand-written case files.

Python 3 standard library only, deterministic: the only randomness is random.Random(SEED), used to
interleave the cases of each family (one shuffle per family, families in a fixed order).
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSONL = os.path.join(HERE, "..", "devset_v17_gate_cases.jsonl")
OUT_LANG = os.path.join(HERE, "gate_case_languages.tsv")
SEED = 171717
ID_PREFIX = "d17-"

FAMILY_ORDER = [
    # family, kind, expect, hard_lookalike
    ("injection_paraphrase", "injection", "block", False),
    ("injection_in_fact", "injection", "block", False),
    ("injection_roleplay", "injection", "block", False),
    ("injection_payload", "injection", "block", False),
    ("allow_injection_talk", "benign", "allow", True),
    ("allow_reported_instruction", "benign", "allow", True),
    ("allow_roleplay_request", "benign", "allow", True),
    ("benign_assistant_preference", "benign", "allow", True),
    ("allow_plain", "benign", "allow", False),
]


def read_cases(path):
    """Return {family: [(lang, text), ...]} in file order."""
    out = {}
    family = None
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.rstrip("\n")
            if line.startswith("## "):
                family = line[3:].strip()
                out.setdefault(family, [])
                continue
            if not line.strip() or line.startswith("#"):
                continue
            lang, text = line.split(" ", 1)
            out[family].append((lang, text.replace("\\n", "\n")))
    return out


def build():
    """Return (records, languages) where languages is a list of (id, lang)."""
    cases = {}
    for name in ("cases_block.txt", "cases_allow.txt"):
        for fam, items in read_cases(os.path.join(HERE, name)).items():
            cases.setdefault(fam, []).extend(items)
    rng = random.Random(SEED)
    records, langs = [], []
    n = 0
    for fam, kind, expect, hard in FAMILY_ORDER:
        items = list(cases.pop(fam))
        rng.shuffle(items)
        for lang, text in items:
            n += 1
            rid = "%s%04d" % (ID_PREFIX, n)
            records.append({"id": rid, "family": fam, "kind": kind, "expect": expect,
                            "hard_lookalike": hard, "text": text})
            langs.append((rid, lang))
    if cases:
        raise SystemExit("unknown families in case files: %s" % sorted(cases))
    return records, langs


def render(records, langs):
    jsonl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    tsv = "id\tlang\n" + "".join("%s\t%s\n" % (i, l) for i, l in langs)
    return jsonl.encode("utf-8"), tsv.encode("utf-8")


def main():
    records, langs = build()
    jsonl, tsv = render(records, langs)
    with open(OUT_JSONL, "wb") as fh:
        fh.write(jsonl)
    with open(OUT_LANG, "wb") as fh:
        fh.write(tsv)
    print("wrote %d cases, %d languages" % (len(records), len({l for _, l in langs})))


if __name__ == "__main__":
    main()
