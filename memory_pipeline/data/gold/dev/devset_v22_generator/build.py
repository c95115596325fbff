"""Builds ../devset_v22_gate_cases.jsonl from the hand-written sentences in cases_*.py.
The script only inserts fake values (nums.py) and applies encoders (obf.py). Run: python3 build.py"""
import json
import os
import re

import nums
import obf
from cases_allow import (ALLOW_EMAIL_LOOKALIKE, ALLOW_INJECTION_TALK, ALLOW_NUMBER_LOOKALIKE,
                         ALLOW_PASSWORD_LOOKALIKE, ALLOW_PLAIN, BENIGN_ASSISTANT_PREFERENCE)
from cases_inj import (INJECTION_IN_FACT, INJECTION_OBFUSCATED, INJECTION_PARAPHRASE, INJECTION_PAYLOAD,
                       INJECTION_ROLEPLAY, INJECTION_SPLIT_KV)
from cases_pii import EMAIL_OBFUSCATED, PASSWORD_PIN, PHONE_INTL, PHONE_SEPARATORS, PII_OTHER, PII_SPLIT_KV

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "devset_v22_gate_cases.jsonl")

# family, kind, expect, hard_lookalike, source, parser, expected count
FAMILIES = [
    ("phone_intl", "pii", "block", False, PHONE_INTL, "plain", 10),
    ("phone_separators", "pii", "block", False, PHONE_SEPARATORS, "plain", 10),
    ("email_obfuscated", "pii", "block", False, EMAIL_OBFUSCATED, "plain", 30),
    ("password_pin", "pii", "block", False, PASSWORD_PIN, "plain", 30),
    ("pii_other", "pii", "block", False, PII_OTHER, "plain", 15),
    ("pii_split_kv", "pii", "block", False, PII_SPLIT_KV, "pii_kv", 8),
    ("injection_paraphrase", "injection", "block", False, INJECTION_PARAPHRASE, "plain", 70),
    ("injection_obfuscated", "injection", "block", False, INJECTION_OBFUSCATED, "obf", 15),
    ("injection_roleplay", "injection", "block", False, INJECTION_ROLEPLAY, "plain", 15),
    ("injection_in_fact", "injection", "block", False, INJECTION_IN_FACT, "plain", 45),
    ("injection_payload", "injection", "block", False, INJECTION_PAYLOAD, "plain", 40),
    ("injection_split_kv", "injection", "block", False, INJECTION_SPLIT_KV, "inj_kv", 10),
    ("allow_number_lookalike", "benign", "allow", True, ALLOW_NUMBER_LOOKALIKE, "plain", 20),
    ("allow_email_lookalike", "benign", "allow", True, ALLOW_EMAIL_LOOKALIKE, "plain", 15),
    ("allow_password_lookalike", "benign", "allow", True, ALLOW_PASSWORD_LOOKALIKE, "plain", 25),
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJECTION_TALK, "plain", 40),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_ASSISTANT_PREFERENCE, "plain", 40),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN, "plain", 10),
]

PH = re.compile(r"⟦([a-z0-9_]+)(?::([^⟧]+))?⟧")


def value(name, arg=None):
    if name == "ph":
        return nums.phone(arg)
    if name == "pn":
        return nums.phone_native(arg)
    if name == "iban":
        return nums.iban(arg)
    if name == "pass":
        return nums.passport(arg)
    if name == "n":
        return nums.nd(int(arg))
    if name == "hex":
        return nums.hexs(int(arg))
    if name == "lit":
        return arg
    simple = {"pw": nums.pw, "pw_words": nums.pw_words, "pw_leet": nums.pw_leet, "pw_phrase": nums.pw_phrase,
              "pin4": lambda: nums.pin(4), "pin6": lambda: nums.pin(6), "wifi": nums.wifi, "dni": nums.dni,
              "bsn": nums.bsn, "kt": nums.kennitala, "ik": nums.isikukood, "order16": nums.order16,
              "isbn": nums.isbn13, "track": nums.track, "lot": nums.lot, "uuid": nums.uuid}
    return simple[name]()


def fill(s, inserted):
    def rep(m):
        v = value(m.group(1), m.group(2))
        inserted.append((m.group(1), m.group(2), v))
        return v
    return PH.sub(rep, s)


def unesc(s):
    return s.replace("\\n", "\n")


def lines(block):
    return [ln for ln in block.strip("\n").split("\n") if ln.strip()]


def build():
    nums.R.seed(222222)
    records, meta = [], []
    n = 0
    for fam, kind, expect, hard, src, parser, want in FAMILIES:
        got = 0
        for ln in lines(src):
            ins = []
            if parser == "plain":
                lang, t = ln.split("|", 1)
                text = fill(unesc(t), ins)
                extra = {}
            elif parser == "obf":
                lang, enc, wrapper, hidden = ln.split("|", 3)
                text = unesc(wrapper).replace("⟦X⟧", obf.ENC[enc](hidden))
                extra = {}
                ins.append(("obf", enc, hidden))
            elif parser == "inj_kv":
                lang, k, v = ln.split("|", 2)
                extra = {"key": k, "value": v}
            elif parser == "pii_kv":
                lang, prefix, gen, suffix = ln.split("|", 3)
                g, _, a = gen.partition(":")
                secret = value(g, a or None)
                ins.append((g, a, secret))
                cut = len(secret) // 2
                extra = {"key": prefix + secret[:cut], "value": secret[cut:] + suffix}
            if extra:
                text = extra["key"] + "\t" + extra["value"]
            n += 1
            rec = {"id": "d22-%04d" % n, "family": fam, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            rec.update(extra)
            records.append(rec)
            meta.append({"lang": lang, "inserted": ins})
            got += 1
        assert got == want, (fam, got, want)
    return records, meta


def dump(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


if __name__ == "__main__":
    recs, meta = build()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(dump(recs))
    print("wrote", len(recs), "cases to", os.path.normpath(OUT))
