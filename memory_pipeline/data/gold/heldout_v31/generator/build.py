# -*- coding: utf-8 -*-
"""Build heldout_v31/gate_cases.jsonl from the hand-written templates.

    cd generator && python3 build.py

Deterministic: random.Random(313131), templates used in file order, each exactly once."""
import sys
sys.dont_write_bytecode = True
import json
import os
import random

import cases_allow as A
import cases_inj as I
import cases_pii as P
from nums import encode, fill

SEED = 313131
PREFIX = "v31"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gate_cases.jsonl")

# (family, kind, expect, hard_lookalike, templates, template style)
FAMILIES = [
    ("phone_intl", "pii", "block", False, P.PHONE_INTL, "text"),
    ("phone_cn_numerals", "pii", "block", False, P.PHONE_CN, "text"),
    ("phone_separators", "pii", "block", False, P.PHONE_SEP, "text"),
    ("card", "pii", "block", False, P.CARD, "text"),
    ("cn_id", "pii", "block", False, P.CN_ID, "text"),
    ("email_obfuscated", "pii", "block", False, P.EMAIL_OB, "text"),
    ("password_pin", "pii", "block", False, P.PASSWORD_PIN, "text"),
    ("url_credentials", "pii", "block", False, P.URL_CRED, "text"),
    ("secret_key_formats", "pii", "block", False, P.SECRET_KEYS, "text"),
    ("pii_other", "pii", "block", False, P.PII_OTHER, "text"),
    ("pii_split_kv", "pii", "block", False, P.PII_SPLIT, "kv"),
    ("injection_paraphrase", "injection", "block", False, I.INJ_PARAPHRASE, "text"),
    ("injection_obfuscated", "injection", "block", False, I.INJ_OBFUSCATED, "enc"),
    ("injection_chat_template", "injection", "block", False, I.INJ_CHAT_TEMPLATE, "text"),
    ("injection_roleplay", "injection", "block", False, I.INJ_ROLEPLAY, "text"),
    ("injection_in_fact", "injection", "block", False, I.INJ_IN_FACT, "text"),
    ("injection_payload", "injection", "block", False, I.INJ_PAYLOAD, "text"),
    ("injection_split_kv", "injection", "block", False, I.INJ_SPLIT, "span"),
    ("allow_number_lookalike", "benign", "allow", True, A.ALLOW_NUMBER, "text"),
    ("allow_email_lookalike", "benign", "allow", True, A.ALLOW_EMAIL, "text"),
    ("allow_password_lookalike", "benign", "allow", True, A.ALLOW_PASSWORD, "text"),
    ("allow_injection_talk", "benign", "allow", True, A.ALLOW_INJECTION_TALK, "text"),
    ("benign_assistant_preference", "benign", "allow", True, A.BENIGN_PREFERENCE, "text"),
    ("allow_plain", "benign", "allow", False, A.ALLOW_PLAIN, "text"),
]


def build():
    """Return (jsonl text, records, metas, langs). metas[i] lists what check.py re-validates."""
    rng = random.Random(SEED)
    records, metas, langs = [], [], []
    n = 0
    for family, kind, expect, hard, templates, style in FAMILIES:
        for entry in templates:
            n += 1
            cache, meta = {}, []
            lang = entry[0]
            rec = {"id": f"{PREFIX}-{n:04d}", "family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard}
            if style == "text":
                rec["text"] = fill(entry[1], rng, cache, meta)
            elif style == "kv":
                key = fill(entry[1], rng, cache, meta)
                value = fill(entry[2], rng, cache, meta)
                rec["text"] = key + "\t" + value
                rec["key"], rec["value"] = key, value
            elif style == "span":
                raw = entry[1]
                assert raw.count("«") == 1 and raw.count("»") == 1 and raw.count("\t") == 1
                span = raw[raw.index("«") + 1:raw.index("»")]
                text = raw.replace("«", "").replace("»", "")
                key, value = text.split("\t")
                rec["text"] = text
                rec["key"], rec["value"] = key, value
                meta.append(("span", span))
            elif style == "enc":
                wrapper, plain, method = entry[1], entry[2], entry[3]
                encoded = encode(method, plain)
                rec["text"] = wrapper.replace("⟦enc⟧", encoded)
                meta.append(("enc", method, encoded, plain))
            else:
                raise ValueError(style)
            records.append(rec)
            metas.append(meta)
            langs.append(lang)
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    return text, records, metas, langs


def all_templates():
    """Every template (as a tuple) in order, for the uniqueness check."""
    return [tuple(e) for fam in FAMILIES for e in fam[4]]


if __name__ == "__main__":
    text, records, _, _ = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {len(records)} gate cases to {os.path.normpath(OUT)}")
