"""Build devset_v19_gate_cases.jsonl (development / tuning set, hard look-alikes + mixed attacks).

Usage:  cd memory_pipeline/data/gold/dev/devset_v19_generator && python3 build.py
Standard library only; seeded, byte-for-byte reproducible.
"""
import json
import os
import random
import re

import cases_a
import cases_b
import cases_c
import cases_d
from nums import Gen

VALUE_SEED = 191919
ORDER_SEED = 1919190
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "devset_v19_gate_cases.jsonl")
PH = re.compile(r"@@([a-z][a-z0-9_]*)@@")

# (family, kind, expect, hard_lookalike, templates)
FAMILIES = [
    ("allow_injection_talk", "benign", "allow", True, cases_a.ALLOW_INJECTION_TALK),
    ("allow_reported_instruction", "benign", "allow", True, cases_a.ALLOW_REPORTED_INSTRUCTION),
    ("allow_roleplay_persona", "benign", "allow", True, cases_a.ALLOW_ROLEPLAY_PERSONA),
    ("benign_assistant_preference", "benign", "allow", True, cases_b.BENIGN_ASSISTANT_PREFERENCE),
    ("allow_game_rules", "benign", "allow", True, cases_b.ALLOW_GAME_RULES),
    ("allow_technical_phrase", "benign", "allow", True, cases_b.ALLOW_TECHNICAL_PHRASE),
    ("allow_number_lookalike", "benign", "allow", True, cases_c.ALLOW_NUMBER_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, cases_c.ALLOW_PASSWORD_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, cases_c.ALLOW_EMAIL_LOOKALIKE),
    ("injection_paraphrase", "injection", "block", False, cases_d.INJECTION_PARAPHRASE),
    ("injection_in_fact", "injection", "block", False, cases_d.INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, cases_d.INJECTION_PAYLOAD),
    ("injection_roleplay", "injection", "block", False, cases_d.INJECTION_ROLEPLAY),
    ("pii_phone", "pii", "block", False, cases_d.PII_PHONE),
    ("pii_password", "pii", "block", False, cases_d.PII_PASSWORD),
    ("pii_other", "pii", "block", False, cases_d.PII_OTHER),
    ("allow_plain", "benign", "allow", False, cases_d.ALLOW_PLAIN),
]

KEYS = ("id", "family", "kind", "expect", "hard_lookalike", "text")


def build():
    """Return (records, meta). meta[i] = {lang, template, values: [(name, value)]} for records[i]."""
    gen = Gen(random.Random(VALUE_SEED))
    items = []
    for family, kind, expect, hard, templates in FAMILIES:
        for lang, tpl in templates:
            start = len(gen.log)
            text = PH.sub(lambda m: gen.fill(m.group(1)), tpl)
            items.append((
                {"family": family, "kind": kind, "expect": expect, "hard_lookalike": hard, "text": text},
                {"lang": lang, "template": tpl, "values": list(gen.log[start:])},
            ))
    random.Random(ORDER_SEED).shuffle(items)
    records, meta = [], []
    for i, (rec, m) in enumerate(items, 1):
        full = {"id": "d19-%04d" % i}
        full.update(rec)
        records.append({k: full[k] for k in KEYS})
        meta.append(m)
    return records, meta


def serialize(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def main():
    records, _ = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(serialize(records))
    print("wrote %d records to %s" % (len(records), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
