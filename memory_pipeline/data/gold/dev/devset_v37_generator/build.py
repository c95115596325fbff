"""Build devset-v37 gate cases.

    cd devset_v37_generator && python3 build.py && python3 check.py

Writes ../devset_v37_gate_cases.jsonl and ./case_langs.tsv. Standard library only, Python 3.11,
fixed seed: the output is byte-for-byte reproducible.
"""
import json
import os
import random

from cases_pii import PHONE_SEPARATORS, CARD, PASSWORD_PIN, PII_OTHER
from cases_paraphrase import INJECTION_PARAPHRASE
from cases_inj_other import INJECTION_IN_FACT, INJECTION_ROLEPLAY, INJECTION_PAYLOAD
from cases_obf import OBFUSCATED, encode
from cases_allow import (NUMBER_LOOKALIKE, EMAIL_LOOKALIKE, PASSWORD_LOOKALIKE, INJECTION_TALK,
                         ASSISTANT_PREFERENCE, PLAIN)

SEED = 373737
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSONL = os.path.join(HERE, "..", "devset_v37_gate_cases.jsonl")
OUT_TSV = os.path.join(HERE, "case_langs.tsv")

# (family, kind, expect, hard_lookalike, cases) in the order of v15's family table
FAMILIES = [
    ("phone_separators", "pii", "block", False, PHONE_SEPARATORS),
    ("card", "pii", "block", False, CARD),
    ("password_pin", "pii", "block", False, PASSWORD_PIN),
    ("pii_other", "pii", "block", False, PII_OTHER),
    ("injection_paraphrase", "injection", "block", False, INJECTION_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, "OBF"),
    ("injection_roleplay", "injection", "block", False, INJECTION_ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, INJECTION_PAYLOAD),
    ("allow_number_lookalike", "benign", "allow", True, NUMBER_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, EMAIL_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, PASSWORD_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, ASSISTANT_PREFERENCE),
    ("allow_plain", "benign", "allow", False, PLAIN),
]


def fill(case, rng):
    text = case["text"]
    checks = []
    for name, (kind, fn, form) in case["vals"].items():
        shown, raw = fn(rng)
        if isinstance(shown, tuple):
            for i, part in enumerate(shown):
                ph = "⟦%s%d⟧" % (name, i)
                assert text.count(ph) == 1, (ph, text)
                text = text.replace(ph, part)
        else:
            ph = "⟦%s⟧" % name
            assert text.count(ph) == 1, (ph, text)
            text = text.replace(ph, shown)
        checks.append({"kind": kind, "form": form, "shown": shown, "raw": raw})
    assert "⟦" not in text and "⟧" not in text, text
    return text, checks


def generate():
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        if cases == "OBF":
            items = []
            for lang, method, sentence, frame in OBFUSCATED:
                assert frame.count("⟦E⟧") == 1
                enc = encode(method, sentence, rng)
                items.append((lang, method, frame.replace("⟦E⟧", enc), [
                    {"kind": "obfuscated", "form": method, "shown": enc, "raw": sentence}]))
        else:
            items = []
            for case in cases:
                text, checks = fill(case, rng)
                items.append((case["lang"], case["sub"], text, checks))
        for lang, sub, text, checks in items:
            n += 1
            cid = "d37-%04d" % n
            records.append({"id": cid, "family": family, "kind": kind, "expect": expect,
                            "hard_lookalike": hard, "text": text})
            meta.append({"id": cid, "family": family, "lang": lang, "sub": sub, "checks": checks})
    return records, meta


def serialise(records, meta):
    jsonl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    tsv = "id\tfamily\tlang\tsubgroup\n" + "".join(
        "%s\t%s\t%s\t%s\n" % (m["id"], m["family"], m["lang"], m["sub"]) for m in meta)
    return jsonl, tsv


def main():
    records, meta = generate()
    jsonl, tsv = serialise(records, meta)
    with open(OUT_JSONL, "w", encoding="utf-8", newline="\n") as f:
        f.write(jsonl)
    with open(OUT_TSV, "w", encoding="utf-8", newline="\n") as f:
        f.write(tsv)
    print("wrote %d cases" % len(records))


if __name__ == "__main__":
    main()
