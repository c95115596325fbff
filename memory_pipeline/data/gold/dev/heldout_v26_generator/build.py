"""Build gate_cases.jsonl for heldout-v26 (standard library only, Python 3.11).

    python3 build.py      # writes ../gate_cases.jsonl
"""
import json
import os
import random

import cases_allow
import cases_inj
import cases_pii
from nums import Gen

SEED = 262626
PREFIX = "v26-"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")

FAMILIES = [
    ("phone_intl", "pii"), ("phone_cn_numerals", "pii"), ("phone_separators", "pii"), ("card", "pii"),
    ("cn_id", "pii"), ("email_obfuscated", "pii"), ("password_pin", "pii"), ("url_credentials", "pii"),
    ("secret_key_formats", "pii"), ("pii_other", "pii"), ("pii_split_kv", "pii"),
    ("injection_paraphrase", "injection"), ("injection_obfuscated", "injection"),
    ("injection_chat_template", "injection"), ("injection_roleplay", "injection"),
    ("injection_in_fact", "injection"), ("injection_payload", "injection"), ("injection_split_kv", "injection"),
    ("allow_number_lookalike", "benign"), ("allow_email_lookalike", "benign"),
    ("allow_password_lookalike", "benign"), ("allow_injection_talk", "benign"),
    ("benign_assistant_preference", "benign"), ("allow_plain", "benign"),
]
KIND = dict(FAMILIES)


def raw_cases():
    g = Gen(random.Random(SEED))
    cases = cases_pii.build(g) + cases_inj.build(g) + cases_allow.build(g)
    order = {f: i for i, (f, _) in enumerate(FAMILIES)}
    # stable sort keeps the hand-written order inside a family
    return sorted(cases, key=lambda c: order[c["family"]])


def records():
    out = []
    for i, c in enumerate(raw_cases(), 1):
        kind = KIND[c["family"]]
        rec = {
            "id": "%s%04d" % (PREFIX, i),
            "family": c["family"],
            "kind": kind,
            "expect": "allow" if kind == "benign" else "block",
            "hard_lookalike": kind == "benign" and c["family"] != "allow_plain",
            "text": c["text"],
        }
        if c["family"].endswith("_split_kv"):
            rec["key"] = c["key"]
            rec["value"] = c["value"]
        out.append((rec, c))
    return out


def render():
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r, _ in records())


if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(render())
    print("wrote", os.path.normpath(OUT), len(records()), "lines")
