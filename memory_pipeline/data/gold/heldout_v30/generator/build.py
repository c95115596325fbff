"""Build gate_cases.jsonl for heldout_v30.

    python3 build.py          # writes ../gate_cases.jsonl and prints counts

Every text is a hand-written template from cases_*.py (one template per case); this script only fills
placeholders ⟦generator|arg...⟧ with fake random values from nums.py. Seed fixed, standard library only.
"""
import json
import os
import random
import re

import cases_allow as A
import cases_inj as I
import cases_pii as P
from nums import GEN

SEED = 303030
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")

# (family, kind, expect, hard_lookalike, cases) in file order
FAMILIES = [
    ("phone_intl", "pii", "block", False, P.PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, P.PHONE_CN_NUMERALS),
    ("phone_separators", "pii", "block", False, P.PHONE_SEPARATORS),
    ("card", "pii", "block", False, P.CARD),
    ("cn_id", "pii", "block", False, P.CN_ID),
    ("email_obfuscated", "pii", "block", False, P.EMAIL_OBFUSCATED),
    ("password_pin", "pii", "block", False, P.PASSWORD_PIN),
    ("url_credentials", "pii", "block", False, P.URL_CREDENTIALS),
    ("secret_key_formats", "pii", "block", False, P.SECRET_KEY_FORMATS),
    ("pii_other", "pii", "block", False, P.PII_OTHER),
    ("pii_split_kv", "pii", "block", False, P.PII_SPLIT_KV),
    ("injection_paraphrase", "injection", "block", False, I.INJECTION_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, I.INJECTION_OBFUSCATED),
    ("injection_chat_template", "injection", "block", False, I.INJECTION_CHAT_TEMPLATE),
    ("injection_roleplay", "injection", "block", False, I.INJECTION_ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, I.INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, I.INJECTION_PAYLOAD),
    ("injection_split_kv", "injection", "block", False, I.INJECTION_SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, A.ALLOW_NUMBER_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, A.ALLOW_EMAIL_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, A.ALLOW_PASSWORD_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, A.ALLOW_INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, A.BENIGN_ASSISTANT_PREFERENCE),
    ("allow_plain", "benign", "allow", False, A.ALLOW_PLAIN),
]

PH = re.compile(r"⟦([^⟧]+)⟧")


def split_value(r, val):
    """Insert a TAB inside val, between two alphanumeric characters, near the middle."""
    n = len(val)
    spots = [i for i in range(max(1, n // 3), max(2, 2 * n // 3 + 1))
             if i < n and val[i - 1].isalnum() and val[i].isalnum()]
    i = r.choice(spots)
    return val[:i] + "\t" + val[i:]


def fill(template, r):
    """Fill placeholders; return (text, checks)."""
    checks = []

    def rep(m):
        parts = m.group(1).split("|")
        name, args = parts[0], parts[1:]
        split = "split" in args
        args = [a for a in args if a != "split"]
        val, ch = GEN[name](r, args)
        checks.extend(ch)
        if split:
            val = split_value(r, val)
            checks.append(("split", val))
        return val

    return PH.sub(rep, template), checks


def build_records():
    """Return list of (record, lang, template, checks)."""
    r = random.Random(SEED)
    out = []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for lang, template in cases:
            n += 1
            text, checks = fill(template, r)
            rec = {"id": f"v30-{n:04d}", "family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if family.endswith("_split_kv"):
                key, value = text.split("\t")
                rec["key"] = key
                rec["value"] = value
            out.append((rec, lang, template, checks))
    return out


def dumps(records):
    return "".join(json.dumps(rec, ensure_ascii=False) + "\n" for rec in records)


def main():
    built = build_records()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(dumps([b[0] for b in built]))
    fam = {}
    langs = {}
    for rec, lang, _, _ in built:
        fam.setdefault(rec["family"], set()).add(lang.split("+")[0].split("-")[0])
        langs[lang] = langs.get(lang, 0) + 1
    for family, kind, expect, hard, cases in FAMILIES:
        print(f"{family:30s} {kind:10s} {expect:6s} {str(hard):6s} {len(cases):3d}  langs={len(fam[family])}")
    print("total", len(built))
    base = sorted({l.split("+")[0].split("-")[0] for l in langs})
    print("base languages", len(base))
    print(" ".join(f"{k}:{v}" for k, v in sorted(langs.items())))


if __name__ == "__main__":
    main()
