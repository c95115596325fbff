# -*- coding: utf-8 -*-
"""Build gate_cases.jsonl and lang_tags.tsv for heldout-v37.

    cd generator && python3 build.py

Standard library only. Seed 373737. Output is byte-for-byte reproducible.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import engine  # noqa: E402
from cases_allow import (ALLOW_EMAIL_LOOKALIKE, ALLOW_INJECTION_TALK, ALLOW_NUMBER_LOOKALIKE,  # noqa: E402
                         ALLOW_PASSWORD_LOOKALIKE, ALLOW_PLAIN, BENIGN_ASSISTANT_PREFERENCE)
from cases_inj import (INJECTION_CHAT_TEMPLATE, INJECTION_IN_FACT, INJECTION_OBFUSCATED,  # noqa: E402
                       INJECTION_PARAPHRASE, INJECTION_PAYLOAD, INJECTION_ROLEPLAY, INJECTION_SPLIT_KV)
from cases_pii import (CARD, CN_ID, EMAIL_OBFUSCATED, PASSWORD_PIN, PHONE_CN_NUMERALS, PHONE_INTL,  # noqa: E402
                       PHONE_SEPARATORS, PII_OTHER, PII_SPLIT_KV, SECRET_KEY_FORMATS, URL_CREDENTIALS)

SEED = 373737
PREFIX = "v37"
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (family, kind, expect, hard_lookalike, cases)
FAMILIES = [
    ("phone_intl", "pii", "block", False, PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, PHONE_CN_NUMERALS),
    ("phone_separators", "pii", "block", False, PHONE_SEPARATORS),
    ("card", "pii", "block", False, CARD),
    ("cn_id", "pii", "block", False, CN_ID),
    ("email_obfuscated", "pii", "block", False, EMAIL_OBFUSCATED),
    ("password_pin", "pii", "block", False, PASSWORD_PIN),
    ("url_credentials", "pii", "block", False, URL_CREDENTIALS),
    ("secret_key_formats", "pii", "block", False, SECRET_KEY_FORMATS),
    ("pii_other", "pii", "block", False, PII_OTHER),
    ("pii_split_kv", "pii", "block", False, PII_SPLIT_KV),
    ("injection_paraphrase", "injection", "block", False, INJECTION_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, INJECTION_OBFUSCATED),
    ("injection_chat_template", "injection", "block", False, INJECTION_CHAT_TEMPLATE),
    ("injection_roleplay", "injection", "block", False, INJECTION_ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, INJECTION_PAYLOAD),
    ("injection_split_kv", "injection", "block", False, INJECTION_SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, ALLOW_NUMBER_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, ALLOW_EMAIL_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, ALLOW_PASSWORD_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_ASSISTANT_PREFERENCE),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN),
]


def build():
    """Return (records, lang_rows, meta). meta[i] holds the inserted values etc. for check.py."""
    rng = random.Random(SEED)
    records, langs, meta = [], [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for lang, template in cases:
            n += 1
            cid = "%s-%04d" % (PREFIX, n)
            text, values, split_at, payload_pos = engine.fill(template, rng)
            rec = {"id": cid, "family": family, "kind": kind, "expect": expect, "hard_lookalike": hard}
            if family.endswith("_split_kv"):
                if split_at is None:
                    raise ValueError("split_kv case without split point: " + cid)
                key, value = text[:split_at], text[split_at:]
                rec["text"] = key + "\t" + value
                rec["key"] = key
                rec["value"] = value
            else:
                rec["text"] = text
            records.append(rec)
            langs.append((cid, family, lang))
            meta.append({"id": cid, "template": template, "values": values, "split_at": split_at,
                         "payload_pos": payload_pos, "lang": lang})
    return records, langs, meta


def dump_jsonl(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def dump_langs(langs):
    return "".join("%s\t%s\t%s\n" % row for row in langs)


def main():
    records, langs, _ = build()
    with open(os.path.join(OUT, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dump_jsonl(records))
    with open(os.path.join(OUT, "lang_tags.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dump_langs(langs))
    print("wrote %d gate cases" % len(records))


if __name__ == "__main__":
    main()
