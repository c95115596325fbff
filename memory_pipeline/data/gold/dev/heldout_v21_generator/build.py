"""Build heldout_v21/gate_cases.jsonl from the hand-written templates in cases_*.py.

The script only fills placeholders with fake random values (see nums.py / render.py).
Run:  python3 build.py   (writes ../gate_cases.jsonl; deterministic, seed 212121)
"""
import json
import os
import random

from cases_allow import ALLOW
from cases_inj import INJ
from cases_pii import PII
from render import Renderer

SEED = 212121
ORDER = ["phone_intl", "phone_cn_numerals", "phone_separators", "card", "cn_id", "email_obfuscated",
         "password_pin", "url_credentials", "secret_key_formats", "pii_other", "pii_split_kv",
         "injection_paraphrase", "injection_obfuscated", "injection_chat_template", "injection_roleplay",
         "injection_in_fact", "injection_payload", "injection_split_kv",
         "allow_number_lookalike", "allow_email_lookalike", "allow_password_lookalike", "allow_injection_talk",
         "benign_assistant_preference", "allow_plain"]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")


def kind_of(fam):
    if fam.startswith("injection_"):
        return "injection"
    if fam.startswith("allow_") or fam.startswith("benign_"):
        return "benign"
    return "pii"


def build():
    allc = PII + INJ + ALLOW
    fams = {f for f, _, _ in allc}
    assert fams <= set(ORDER), fams - set(ORDER)
    ordered = [c for f in ORDER for c in allc if c[0] == f]
    rnd = Renderer(random.Random(SEED))
    rows, meta = [], []
    for i, (fam, lang, tpl) in enumerate(ordered, 1):
        rec = []
        text = rnd.render(tpl, record=rec)
        kind = kind_of(fam)
        row = {
            "id": f"v21-{i:04d}",
            "family": fam,
            "kind": kind,
            "expect": "allow" if kind == "benign" else "block",
            "hard_lookalike": kind == "benign" and fam != "allow_plain",
            "text": text,
        }
        if fam.endswith("_split_kv"):
            k, v = text.split("\t")
            row["key"], row["value"] = k, v
        rows.append(row)
        meta.append({"id": row["id"], "lang": lang, "template": tpl, "values": rec})
    return rows, meta


def dump(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


if __name__ == "__main__":
    rows, _ = build()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(dump(rows))
    print(len(rows), "gate cases ->", os.path.normpath(OUT))
