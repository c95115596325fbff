"""Build ../devset_v20_gate_cases.jsonl byte-for-byte (Python 3.11, standard library only).

    cd memory_pipeline/data/gold/dev/devset_v20_generator && python3 build.py && python3 check.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import nums  # noqa: E402
from cases_allow import (ALLOW_INJECTION_TALK, ALLOW_NUMBER_LOOKALIKE, ALLOW_PASSWORD_LOOKALIKE,  # noqa: E402
                         ALLOW_PLAIN, BENIGN_ASSISTANT_PREFERENCE)
from cases_inj import (INJECTION_IN_FACT, INJECTION_OBFUSCATED, INJECTION_PARAPHRASE,  # noqa: E402
                       INJECTION_PAYLOAD, INJECTION_SPLIT_KV)
from cases_pii import PASSWORD_PIN, PHONE_INTL, PHONE_SEPARATORS, PII_SPLIT_KV  # noqa: E402

SEED = 202020
OUT = os.path.normpath(os.path.join(HERE, "..", "devset_v20_gate_cases.jsonl"))

# (family, kind, expect, hard_lookalike, cases) in the order of the v15 family table
FAMILIES = [
    ("phone_intl", "pii", "block", False, PHONE_INTL),
    ("phone_separators", "pii", "block", False, PHONE_SEPARATORS),
    ("password_pin", "pii", "block", False, PASSWORD_PIN),
    ("pii_split_kv", "pii", "block", False, PII_SPLIT_KV),
    ("injection_paraphrase", "injection", "block", False, INJECTION_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, INJECTION_OBFUSCATED),
    ("injection_in_fact", "injection", "block", False, INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, INJECTION_PAYLOAD),
    ("injection_split_kv", "injection", "block", False, INJECTION_SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, ALLOW_NUMBER_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, ALLOW_PASSWORD_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_ASSISTANT_PREFERENCE),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN),
]


def build():
    """Return (records, meta); meta holds language, template and inserted values per record."""
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for lang, template in cases:
            n += 1
            text, values = nums.render(template, rng)
            rid = f"d20-{n:04d}"
            rec = {"id": rid, "family": family, "kind": kind, "expect": expect, "hard_lookalike": hard, "text": text}
            if family.endswith("_split_kv"):
                key, value = text.split("\t")
                rec["key"] = key
                rec["value"] = value
            records.append(rec)
            meta.append({"id": rid, "family": family, "lang": lang, "template": template, "values": values})
    return records, meta


def serialize(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")


def stats(meta):
    """Markdown rows: family, kind, expect, hard, n, number of languages."""
    rows = []
    for family, kind, expect, hard, _ in FAMILIES:
        ms = [m for m in meta if m["family"] == family]
        langs = sorted({m["lang"] for m in ms})
        rows.append((family, kind, expect, hard, len(ms), langs))
    return rows


if __name__ == "__main__":
    recs, meta = build()
    data = serialize(recs)
    with open(OUT, "wb") as f:
        f.write(data)
    print(f"wrote {OUT}: {len(recs)} lines")
    if "--stats" in sys.argv:
        all_langs = set()
        for family, kind, expect, hard, n, langs in stats(meta):
            all_langs.update(langs)
            print(f"| {family} | {kind} | {expect} | {'yes' if hard else 'no'} | {n} | {len(langs)} | {', '.join(langs)} |")
        print(len(all_langs), ", ".join(sorted(all_langs)))
