"""Build gate_cases.jsonl (and lang_tags.tsv) for heldout-v36 from the hand-written case files.

Usage: python3 build.py            (writes ../gate_cases.jsonl and ../lang_tags.tsv)
Standard library only. Seed: random.Random(363636).
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cases_allow as A  # noqa: E402
import cases_inj as I  # noqa: E402
import cases_pii as P  # noqa: E402
from nums import Gen, fill  # noqa: E402

SEED = 363636
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# (family, kind, expect, hard_lookalike, cases) in output order
FAMILIES = [
    ("phone_intl", "pii", "block", False, P.PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, P.PHONE_CN_NUMERALS),
    ("phone_separators", "pii", "block", False, P.PHONE_SEPARATORS),
    ("card", "pii", "block", False, P.CARD),
    ("cn_id", "pii", "block", False, P.CN_ID),
    ("email_obfuscated", "pii", "block", False, P.EMAIL_OBFUSCATED),
    ("password_pin", "pii", "block", False, P.PASSWORD_PIN),
    ("url_credentials", "pii", "block", False, P.URL_CREDENTIALS),
    ("secret_key_formats", "pii", "block", False, P.SECRET_KEYS),
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


def build():
    """Return (records, langs, metas). metas[i] = list of (generator, arg, raw, rendered) for record i."""
    gen = Gen(random.Random(SEED))
    records, langs, metas = [], [], []
    n = 0
    for fam, kind, expect, hard, cases in FAMILIES:
        for lang, tpl in cases:
            n += 1
            env, meta = {}, []
            text = fill(tpl, gen, env, meta)
            rec = {"id": f"v36-{n:04d}", "family": fam, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if fam.endswith("_split_kv"):
                key, value = text.split("\t")
                rec["key"] = key
                rec["value"] = value
            records.append(rec)
            langs.append(lang)
            metas.append(meta)
    return records, langs, metas


def render(records, langs):
    jl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    tsv = "id\tfamily\tlang\n" + "".join(f"{r['id']}\t{r['family']}\t{l}\n" for r, l in zip(records, langs))
    return jl, tsv


def main():
    records, langs, _ = build()
    jl, tsv = render(records, langs)
    with open(os.path.join(OUT, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(jl)
    with open(os.path.join(OUT, "lang_tags.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(tsv)
    print(f"wrote {len(records)} gate cases")


if __name__ == "__main__":
    main()
