"""Build heldout-v29 gate_cases.jsonl from the hand-written case lists.

Run: python3 build.py   (writes ../gate_cases.jsonl)
"""
import json
import os
import random

import cases_allow
import cases_inj
import cases_pii
from fill import fill

SEED = 292929

# (family, kind, expect, hard_lookalike, expected count), in output order
ORDER = [
    ("phone_intl", "pii", "block", False, 16),
    ("phone_cn_numerals", "pii", "block", False, 12),
    ("phone_separators", "pii", "block", False, 14),
    ("card", "pii", "block", False, 12),
    ("cn_id", "pii", "block", False, 8),
    ("email_obfuscated", "pii", "block", False, 18),
    ("password_pin", "pii", "block", False, 32),
    ("url_credentials", "pii", "block", False, 10),
    ("secret_key_formats", "pii", "block", False, 12),
    ("pii_other", "pii", "block", False, 20),
    ("pii_split_kv", "pii", "block", False, 10),
    ("injection_paraphrase", "injection", "block", False, 42),
    ("injection_obfuscated", "injection", "block", False, 16),
    ("injection_chat_template", "injection", "block", False, 10),
    ("injection_roleplay", "injection", "block", False, 12),
    ("injection_in_fact", "injection", "block", False, 22),
    ("injection_payload", "injection", "block", False, 22),
    ("injection_split_kv", "injection", "block", False, 10),
    ("allow_number_lookalike", "benign", "allow", True, 28),
    ("allow_email_lookalike", "benign", "allow", True, 14),
    ("allow_password_lookalike", "benign", "allow", True, 28),
    ("allow_injection_talk", "benign", "allow", True, 30),
    ("benign_assistant_preference", "benign", "allow", True, 28),
    ("allow_plain", "benign", "allow", False, 10),
]

ALL = {}
for mod in (cases_pii, cases_inj, cases_allow):
    for k, v in mod.FAMILIES.items():
        assert k not in ALL
        ALL[k] = v


def build_cases():
    rng = random.Random(SEED)
    out = []
    meta = []
    n = 0
    for fam, kind, expect, hard, count in ORDER:
        items = ALL[fam]
        assert len(items) == count, (fam, len(items), count)
        for lang, template in items:
            n += 1
            rec = []
            text = fill(template, rng, {}, rec)
            row = {
                "id": f"v29-{n:04d}",
                "family": fam,
                "kind": kind,
                "expect": expect,
                "hard_lookalike": hard,
                "text": text,
            }
            if fam.endswith("_split_kv"):
                assert text.count("\t") == 1, template
                key, value = text.split("\t")
                row["key"] = key
                row["value"] = value
            out.append(row)
            meta.append({"lang": lang, "template": template, "record": rec})
    return out, meta


def render_cases():
    out, _ = build_cases()
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "gate_cases.jsonl"), "w", encoding="utf-8") as f:
        f.write(render_cases())
