# -*- coding: utf-8 -*-
"""Build gate_cases.jsonl, lang_tags.tsv and case_langs.tsv for heldout-v39.

    python3 build.py      (run turns.py afterwards; it appends turn ids to case_langs.tsv)
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cases_allow as A  # noqa: E402
import cases_inj as I  # noqa: E402
import cases_pii as P  # noqa: E402
from langs import LANGS  # noqa: E402
from nums import render  # noqa: E402

SEED = 393939
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (family, kind, expect, hard_lookalike, cases) in the order of the SOURCE.md table
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


def unbrace(s):
    return s.replace("\u2983", "{").replace("\u2984", "}")


def build_gate():
    """Return (jsonl_text, meta); meta has one dict per case for check.py."""
    rng = random.Random(SEED)
    lines, meta = [], []
    n = 0
    for fam, kind, expect, hard, cases in FAMILIES:
        for langs, tmpl in cases:
            n += 1
            cid = f"v39-{n:04d}"
            text, checks = render(tmpl, rng)
            text = unbrace(text)
            rec = {"id": cid, "family": fam, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if fam.endswith("_split_kv"):
                k, v = text.split("\t")
                rec["key"] = k
                rec["value"] = v
            lines.append(json.dumps(rec, ensure_ascii=False))
            meta.append({"id": cid, "family": fam, "langs": langs.split(","), "template": tmpl,
                         "checks": checks, "text": text})
    return "\n".join(lines) + "\n", meta


def lang_tables(gate_meta, turn_meta):
    used = []
    for m in gate_meta + turn_meta:
        for t in m["langs"]:
            if t not in used:
                used.append(t)
    names = dict(LANGS)
    tags = "".join(f"{t}\t{names[t]}\n" for t, _ in LANGS if t in used)
    per_case = "".join(f"{m['id']}\t{','.join(m['langs'])}\n" for m in gate_meta + turn_meta)
    return tags, per_case


def write(name, content):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
        f.write(content)


def main():
    import turns
    gate, gmeta = build_gate()
    tjsonl, tmeta = turns.build_turns()
    write("gate_cases.jsonl", gate)
    write("extraction_turns.jsonl", tjsonl)
    tags, per_case = lang_tables(gmeta, tmeta)
    write("lang_tags.tsv", tags)
    write("case_langs.tsv", per_case)
    print(f"gate cases: {len(gmeta)}  turns: {len(tmeta)}  language tags: {tags.count(chr(10))}")


if __name__ == "__main__":
    main()
