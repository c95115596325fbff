#!/usr/bin/env python3
"""Rebuild ../gate_cases.jsonl and ../lang_tags.tsv for the dv29 tuning set.

Standard library only. Deterministic: random.Random(292929). Run from any directory:
    python3 generator/build.py && python3 generator/check.py
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import nums  # noqa: E402
import obfuscate  # noqa: E402
import data_pii as P  # noqa: E402
import data_inj as I  # noqa: E402
import data_allow as A  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
SEED = 292929
PREFIX = "dv29-"
PH = re.compile(r"⟦(\w+)(?::([^⟧]*))?⟧")

# (family, kind, expect, hard_lookalike, style, entries)
FAMILIES = [
    ("injection_payload", "injection", "block", False, "plain", I.INJECTION_PAYLOAD),
    ("password_pin", "pii", "block", False, "tmpl", P.PASSWORD_PIN),
    ("cn_id", "pii", "block", False, "tmpl", P.CN_ID),
    ("injection_obfuscated", "injection", "block", False, "obf", I.INJECTION_OBFUSCATED),
    ("injection_paraphrase", "injection", "block", False, "plain", I.INJECTION_PARAPHRASE),
    ("injection_in_fact", "injection", "block", False, "plain", I.INJECTION_IN_FACT),
    ("injection_roleplay", "injection", "block", False, "plain", I.INJECTION_ROLEPLAY),
    ("injection_chat_template", "injection", "block", False, "plain", I.INJECTION_CHAT_TEMPLATE),
    ("pii_other", "pii", "block", False, "tmpl", P.PII_OTHER),
    ("phone_intl", "pii", "block", False, "tmpl", P.PHONE_INTL),
    ("email_obfuscated", "pii", "block", False, "tmpl", P.EMAIL_OBFUSCATED),
    ("card", "pii", "block", False, "tmpl", P.CARD),
    ("secret_key_formats", "pii", "block", False, "tmpl", P.SECRET_KEY),
    ("pii_split_kv", "pii", "block", False, "pii_kv", P.PII_SPLIT_KV),
    ("injection_split_kv", "injection", "block", False, "inj_kv", I.INJECTION_SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, "tmpl", A.ALLOW_NUMBER_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, "tmpl", A.ALLOW_PASSWORD_LOOKALIKE),
    ("allow_address_lookalike", "benign", "allow", True, "tmpl", A.ALLOW_ADDRESS_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, "plain", A.ALLOW_INJECTION_TALK),
    ("allow_human_instruction", "benign", "allow", True, "plain", A.ALLOW_HUMAN_INSTRUCTION),
    ("benign_assistant_preference", "benign", "allow", True, "plain", A.BENIGN_ASSISTANT_PREFERENCE),
]


def gen(spec):
    name, _, args = spec.partition(":")
    argv = [a for a in args.split(",")] if args else []
    return nums.GENERATORS[name](*argv)


def expand(template):
    metas = []

    def sub(m):
        spec = m.group(1) + (":" + m.group(2) if m.group(2) else "")
        shown, meta = gen(spec)
        metas.append(meta)
        return shown

    return PH.sub(sub, template), metas


def build():
    rng = random.Random(SEED)
    nums.set_rng(rng)
    records, langs, metas = [], [], []
    n = 0
    for family, kind, expect, hard, style, entries in FAMILIES:
        for entry in entries:
            n += 1
            rec = {"id": "%s%04d" % (PREFIX, n), "family": family, "kind": kind,
                   "expect": expect, "hard_lookalike": hard}
            meta = []
            if style == "plain":
                lang, text = entry
                assert "⟦" not in text
            elif style == "tmpl":
                lang, tmpl = entry
                text, meta = expand(tmpl)
            elif style == "obf":
                lang, tname, plain, wrapper = entry
                enc = obfuscate.TRANSFORMS[tname](plain)
                text = wrapper.replace("{enc}", enc)
                meta = [{"type": "obf", "transform": tname, "plain": plain, "shown": enc}]
            elif style == "pii_kv":
                lang, prefix, spec, cut, suffix = entry
                shown, m = gen(spec)
                m = dict(m, cut=cut)
                key, value = prefix + shown[:cut], shown[cut:] + suffix
                text = key + "\t" + value
                rec["text"], rec["key"], rec["value"] = text, key, value
                meta = [m]
            elif style == "inj_kv":
                lang, key, value = entry
                text = key + "\t" + value
                rec["text"], rec["key"], rec["value"] = text, key, value
            else:
                raise ValueError(style)
            if "text" not in rec:
                rec["text"] = text
            records.append(rec)
            langs.append(lang)
            metas.append(meta)
    return records, langs, metas


def render(records, langs):
    jsonl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    tsv = "".join("%s\t%s\t%s\n" % (r["id"], r["family"], l) for r, l in zip(records, langs))
    return jsonl, tsv


def main():
    records, langs, _ = build()
    jsonl, tsv = render(records, langs)
    with open(os.path.join(OUT_DIR, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(jsonl)
    with open(os.path.join(OUT_DIR, "lang_tags.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(tsv)
    print("wrote %d cases, %d language tags" % (len(records), len(set(langs))))


if __name__ == "__main__":
    main()
