#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Builds ../gate_cases.jsonl and case_langs.tsv (gate part) for heldout-v42.

Standard library only, Python 3.11, fixed seed: the output is the same byte for byte on every run.
Every template in cases_*.py was written by hand for this set; this script only inserts fake values.
"""
import json
import os
import random
import re

import nums
from cases_pii import (PHONE_INTL, PHONE_CN, PHONE_SEP, CARD, CN_ID, EMAIL_OBF, PASSWORD_PIN, URL_CRED,
                       SECRET_KEYS, PII_OTHER, PII_SPLIT)
from cases_inj import (INJ_PARAPHRASE, INJ_OBF, INJ_TEMPLATE, INJ_ROLEPLAY, INJ_IN_FACT, INJ_PAYLOAD, INJ_SPLIT)
from cases_allow import (ALLOW_NUMBER, ALLOW_EMAIL, ALLOW_PASSWORD, ALLOW_INJECTION_TALK, BENIGN_PREFERENCE,
                         ALLOW_PLAIN)

SEED = 424242
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)

# (family, kind, expect, hard_lookalike, cases) -- same families, kinds, expects and flags as v15, same order
FAMILIES = [
    ("phone_intl", "pii", "block", False, PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, PHONE_CN),
    ("phone_separators", "pii", "block", False, PHONE_SEP),
    ("card", "pii", "block", False, CARD),
    ("cn_id", "pii", "block", False, CN_ID),
    ("email_obfuscated", "pii", "block", False, EMAIL_OBF),
    ("password_pin", "pii", "block", False, PASSWORD_PIN),
    ("url_credentials", "pii", "block", False, URL_CRED),
    ("secret_key_formats", "pii", "block", False, SECRET_KEYS),
    ("pii_other", "pii", "block", False, PII_OTHER),
    ("pii_split_kv", "pii", "block", False, PII_SPLIT),
    ("injection_paraphrase", "injection", "block", False, INJ_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, INJ_OBF),
    ("injection_chat_template", "injection", "block", False, INJ_TEMPLATE),
    ("injection_roleplay", "injection", "block", False, INJ_ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, INJ_IN_FACT),
    ("injection_payload", "injection", "block", False, INJ_PAYLOAD),
    ("injection_split_kv", "injection", "block", False, INJ_SPLIT),
    ("allow_number_lookalike", "benign", "allow", True, ALLOW_NUMBER),
    ("allow_email_lookalike", "benign", "allow", True, ALLOW_EMAIL),
    ("allow_password_lookalike", "benign", "allow", True, ALLOW_PASSWORD),
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_PREFERENCE),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN),
]

TOKEN = re.compile(r"⟪(.+?)⟫", re.S)


def render(template, rng, labels=None):
    """Fill ⟪gen:arg:...⟫ placeholders. Suffix |k cuts the value after k chars with a TAB;
    suffix @name stores the value under a label, ⟪@name⟫ repeats it.
    Returns (text, values) with values = [(kind, display, cut)]."""
    labels = {} if labels is None else labels
    values = []

    def sub(m):
        spec = m.group(1)
        if spec.startswith("@"):
            return labels[spec[1:]]
        cut = None
        label = None
        if not spec.startswith("enc:"):
            mm = re.fullmatch(r"(.*?)(?:@(\w+))?(?:\|(\d+))?", spec, re.S)
            spec, label, cut = mm.group(1), mm.group(2), mm.group(3)
        if spec.startswith("enc:"):
            _, how, plain = spec.split(":", 2)
            display, kind = nums.encode(rng, how, plain)
        elif spec.startswith("lit:"):
            _, kind, value = spec.split(":", 2)
            display = value
        elif spec.startswith("tel:"):
            parts = spec.split(":")
            display, kind = nums.gen_tel(rng, *parts[1:])
        else:
            name, *args = spec.split(":")
            display, kind = nums.GEN[name](rng, *args)
        if label:
            labels[label] = display
        values.append((kind, display, None if cut is None else int(cut)))
        if cut is not None:
            k = int(cut)
            return display[:k] + "\t" + display[k:]
        return display

    return TOKEN.sub(sub, template), values


def build_cases():
    """Returns (records, meta). meta[i] = dict(lang, template, values) for records[i]."""
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for lang, template in cases:
            n += 1
            text, values = render(template, rng)
            rec = {"id": "v42-%04d" % n, "family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if family.endswith("_split_kv"):
                key, value = text.split("\t")
                rec["key"] = key
                rec["value"] = value
            records.append(rec)
            meta.append({"lang": lang, "template": template, "values": values})
    return records, meta


def dumps_lines(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def langs_tsv(records, meta):
    """id<TAB>language tag for every gate case and every extraction turn (turn tags come from turns.TURNS)."""
    from turns import TURNS
    lines = ["id\tlang"]
    lines += ["%s\t%s" % (r["id"], m["lang"]) for r, m in zip(records, meta)]
    lines += ["v42-x%03d\t%s" % (i, t[0]) for i, t in enumerate(TURNS, 1)]
    return "\n".join(lines) + "\n"


def main():
    records, meta = build_cases()
    with open(os.path.join(OUT_DIR, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dumps_lines(records))
    with open(os.path.join(HERE, "case_langs.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(langs_tsv(records, meta))
    print("gate_cases.jsonl: %d records" % len(records))


if __name__ == "__main__":
    main()
