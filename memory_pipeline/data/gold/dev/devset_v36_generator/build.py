"""Build ../gate_cases.jsonl from the hand-written case files.

    cd generator && python3 build.py && python3 check.py

Case files: cases_pii.txt, cases_injection.txt, cases_allow.txt. One case per line, "lang | text";
"== family ==" opens a family, "-- sub --" a sub-group; "#" lines are comments. In a text,
⟦name⟧ is replaced by a fresh fake value from nums.GEN and a literal backslash-n by a newline.
Also writes case_langs.tsv (id, family, sub, lang) next to this script; records keep v15's fields.
"""
import json
import os
import random
import re

import nums

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")
LANGS = os.path.join(HERE, "case_langs.tsv")
SEED = 363636

FAMILY_ORDER = [
    "phone_intl", "phone_separators", "pii_other", "password_pin",
    "injection_paraphrase", "injection_roleplay", "injection_in_fact",
    "allow_number_lookalike", "allow_password_lookalike", "allow_injection_talk",
]
FAMILY_META = {  # family -> (kind, expect, hard_lookalike)
    "phone_intl": ("pii", "block", False),
    "phone_separators": ("pii", "block", False),
    "pii_other": ("pii", "block", False),
    "password_pin": ("pii", "block", False),
    "injection_paraphrase": ("injection", "block", False),
    "injection_roleplay": ("injection", "block", False),
    "injection_in_fact": ("injection", "block", False),
    "allow_number_lookalike": ("benign", "allow", True),
    "allow_password_lookalike": ("benign", "allow", True),
    "allow_injection_talk": ("benign", "allow", True),
}
FILES = ["cases_pii.txt", "cases_injection.txt", "cases_allow.txt"]
PH = re.compile(r"⟦(\w+)⟧")


def parse():
    """Return list of (family, sub, lang, template) in file order."""
    out = []
    for fn in FILES:
        fam = sub = None
        with open(os.path.join(HERE, fn), encoding="utf-8") as f:
            for lineno, raw in enumerate(f, 1):
                line = raw.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                m = re.fullmatch(r"== (\w+) ==", line)
                if m:
                    fam, sub = m.group(1), None
                    continue
                m = re.fullmatch(r"-- (\w+) --", line)
                if m:
                    sub = m.group(1)
                    continue
                lang, sep, text = line.partition(" | ")
                if not sep or not fam or not sub or " " in lang:
                    raise SystemExit(f"{fn}:{lineno}: bad line: {line[:60]}")
                out.append((fam, sub, lang, text))
    return out


def fill(template, r):
    values = []

    def rep(m):
        v = nums.GEN[m.group(1)](r)
        values.append((m.group(1), v))
        return v

    text = PH.sub(rep, template).replace("\\n", "\n")
    return text, values


def build():
    r = random.Random(SEED)
    cases = parse()
    by_fam = {f: [] for f in FAMILY_ORDER}
    for c in cases:
        by_fam[c[0]].append(c)
    records, meta = [], []
    n = 0
    for fam in FAMILY_ORDER:
        kind, expect, hard = FAMILY_META[fam]
        for _, sub, lang, tpl in by_fam[fam]:
            n += 1
            text, values = fill(tpl, r)
            rid = f"d36-{n:04d}"
            records.append({"id": rid, "family": fam, "kind": kind, "expect": expect,
                            "hard_lookalike": hard, "text": text})
            meta.append({"id": rid, "family": fam, "sub": sub, "lang": lang, "template": tpl,
                         "values": values})
    return records, meta


def main():
    records, meta = build()
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write("id\tfamily\tsub\tlang\n")
        for m in meta:
            f.write(f"{m['id']}\t{m['family']}\t{m['sub']}\t{m['lang']}\n")
    print(f"wrote {len(records)} records")


if __name__ == "__main__":
    main()
