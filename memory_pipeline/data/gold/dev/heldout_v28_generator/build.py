"""Build heldout_v28/gate_cases.jsonl from the hand-written templates. Standard library only."""
import json
import os
import random

import cases_allow as A
import cases_inj as I
import cases_pii as P
import encode
import nums

nums.GENS["enc"] = encode.g_enc

SEED = 282828
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")

# (family, kind, expect, hard_lookalike, templates, expected count)
FAMILIES = [
    ("phone_intl", "pii", "block", False, P.PHONE_INTL, 16),
    ("phone_cn_numerals", "pii", "block", False, P.PHONE_CN_NUMERALS, 12),
    ("phone_separators", "pii", "block", False, P.PHONE_SEPARATORS, 14),
    ("card", "pii", "block", False, P.CARD, 12),
    ("cn_id", "pii", "block", False, P.CN_ID, 8),
    ("email_obfuscated", "pii", "block", False, P.EMAIL_OBFUSCATED, 18),
    ("password_pin", "pii", "block", False, P.PASSWORD_PIN, 32),
    ("url_credentials", "pii", "block", False, P.URL_CREDENTIALS, 10),
    ("secret_key_formats", "pii", "block", False, P.SECRET_KEY_FORMATS, 12),
    ("pii_other", "pii", "block", False, P.PII_OTHER, 20),
    ("pii_split_kv", "pii", "block", False, P.PII_SPLIT_KV, 10),
    ("injection_paraphrase", "injection", "block", False, I.INJECTION_PARAPHRASE, 40),
    ("injection_obfuscated", "injection", "block", False, I.INJECTION_OBFUSCATED, 16),
    ("injection_chat_template", "injection", "block", False, I.INJECTION_CHAT_TEMPLATE, 10),
    ("injection_roleplay", "injection", "block", False, I.INJECTION_ROLEPLAY, 12),
    ("injection_in_fact", "injection", "block", False, I.INJECTION_IN_FACT, 20),
    ("injection_payload", "injection", "block", False, I.INJECTION_PAYLOAD, 22),
    ("injection_split_kv", "injection", "block", False, I.INJECTION_SPLIT_KV, 10),
    ("allow_number_lookalike", "benign", "allow", True, A.ALLOW_NUMBER_LOOKALIKE, 30),
    ("allow_email_lookalike", "benign", "allow", True, A.ALLOW_EMAIL_LOOKALIKE, 14),
    ("allow_password_lookalike", "benign", "allow", True, A.ALLOW_PASSWORD_LOOKALIKE, 28),
    ("allow_injection_talk", "benign", "allow", True, A.ALLOW_INJECTION_TALK, 28),
    ("benign_assistant_preference", "benign", "allow", True, A.BENIGN_ASSISTANT_PREFERENCE, 28),
    ("allow_plain", "benign", "allow", False, A.ALLOW_PLAIN, 10),
]


def build():
    """Return (list of records, list of (lang, template) in the same order)."""
    r = random.Random(SEED)
    recs, meta = [], []
    n = 0
    for fam, kind, expect, hard, templates, want in FAMILIES:
        assert len(templates) == want, (fam, len(templates), want)
        for lang, tpl in templates:
            n += 1
            text = nums.fill(r, tpl)
            rec = {"id": "v28-%04d" % n, "family": fam, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if fam.endswith("_split_kv"):
                assert text.count("\t") == 1, (fam, text)
                k, v = text.split("\t")
                rec["key"], rec["value"] = k, v
            recs.append(rec)
            meta.append((lang, tpl))
    return recs, meta


def dumps(recs):
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in recs)


if __name__ == "__main__":
    recs, meta = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(dumps(recs))
    print(len(recs), "cases,", len({l for l, _ in meta}), "language tags")
