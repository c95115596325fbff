"""Build devset_v24_gate_cases.jsonl (DEVELOPMENT set) from the hand-written templates.

    python3 build.py          # writes ../devset_v24_gate_cases.jsonl

Standard library only (Python 3.11). Seed: random.Random(242424).
"""
import json
import random
import re
import sys
from pathlib import Path

import cases_allow
import cases_inj
import cases_pii
import nums

SEED = 242424
PREFIX = "dv24"
OUT = Path(__file__).resolve().parent.parent / "devset_v24_gate_cases.jsonl"
PLACEHOLDER = re.compile(r"⟦([^⟧]+)⟧")

KIND_EXPECT_HARD = {
    "pii": ("pii", "block", False),
    "injection": ("injection", "block", False),
    "benign_hard": ("benign", "allow", True),
    "benign": ("benign", "allow", False),
}


def family_table():
    """(family, kind, expect, hard_lookalike, templates) in output order."""
    out = []
    for fam, tmpls in cases_pii.FAMILIES:
        out.append((fam, *KIND_EXPECT_HARD["pii"], tmpls))
    for fam, tmpls in cases_inj.FAMILIES:
        out.append((fam, *KIND_EXPECT_HARD["injection"], tmpls))
    for fam, tmpls in cases_allow.FAMILIES:
        key = "benign" if fam == "allow_plain" else "benign_hard"
        out.append((fam, *KIND_EXPECT_HARD[key], tmpls))
    return out


def fill(rng, text, values):
    def sub(m):
        v = nums.generate(rng, m.group(1))
        values.append(v)
        return v.display
    return PLACEHOLDER.sub(sub, text)


def build():
    """Return (jsonl_text, meta). meta[i] describes case i for check.py."""
    rng = random.Random(SEED)
    records, meta = [], []
    for fam, kind, expect, hard, tmpls in family_table():
        for t_index, tmpl in enumerate(tmpls):
            lang, body = tmpl[0], tmpl[1]
            extra = tmpl[2] if len(tmpl) > 2 else {}
            values = []
            info = {"family": fam, "lang": lang, "template": (fam, t_index), "values": values,
                    "emails": extra.get("emails", [])}
            rec = {"id": None, "family": fam, "kind": kind, "expect": expect, "hard_lookalike": hard}
            if fam == "pii_split_kv":
                secret = nums.generate(rng, body["secret"])
                s = secret.display
                cut = rng.randint(2, len(s) - 2)
                key = body["key"] + s[:cut]
                value = s[cut:] + body["value"]
                rec.update(text=key + "\t" + value, key=key, value=value)
                info.update(split_secret=secret, split_cut=cut)
                values.append(secret)
            elif fam == "injection_split_kv":
                key, value = body.split("|")
                rec.update(text=key + "\t" + value, key=key, value=value)
            elif fam == "injection_obfuscated":
                encoded = nums.ENCODERS[body["enc"]](body["plain"])
                text = body["wrap"].replace("⟦enc⟧", encoded)
                rec["text"] = text
                info.update(encoding=body["enc"], plain=body["plain"], encoded=encoded)
            else:
                rec["text"] = fill(rng, body, values)
            records.append(rec)
            meta.append(info)
    for i, rec in enumerate(records, 1):
        rec["id"] = f"{PREFIX}-{i:04d}"
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    return "\n".join(lines) + "\n", meta


def main():
    text, _ = build()
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({text.count(chr(10))} lines)", file=sys.stderr)


if __name__ == "__main__":
    main()
