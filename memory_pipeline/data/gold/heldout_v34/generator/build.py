# -*- coding: utf-8 -*-
"""Builds ../gate_cases.jsonl for heldout-v34 from the hand-written templates.

    python3 build.py        (standard library only, Python 3.11)

Seed: random.Random(343434). Output is byte-for-byte reproducible.
"""
import base64
import codecs
import json
import os
import random
import re

import nums
from cases_pii import (PHONE_INTL, PHONE_CN, PHONE_SEP, CARD, CN_ID, EMAIL_OBF,
                       PASSWORD_PIN, URL_CRED, SECRET_KEYS, PII_OTHER, PII_SPLIT)
from cases_inj import (INJ_PARAPHRASE, INJ_OBF, INJ_TEMPLATE, INJ_ROLEPLAY,
                       INJ_IN_FACT, INJ_PAYLOAD, INJ_SPLIT)
from cases_allow import (ALLOW_NUMBER, ALLOW_EMAIL, ALLOW_PASSWORD, ALLOW_INJ_TALK,
                         BENIGN_PREF, ALLOW_PLAIN)

SEED = 343434
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "gate_cases.jsonl")

# (family, kind, expect, hard_lookalike, cases) in table order
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
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJ_TALK),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_PREF),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN),
]

SPAN = re.compile(r"⟦(\w+)(?:/(\w+))?:(.*?)⟧", re.S)
PH = re.compile(r"\{\{([A-Za-z0-9_]+(?::[^{}]*)?)\}\}")
INSTR = re.compile(r"⟪(.*?)⟫", re.S)
TAB = "⇥"

# ---------------------------------------------------------------- obfuscation encoders
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9"})
HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "i": "і",
                      "y": "у", "x": "х", "s": "ѕ", "I": "І"})
MORSE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
}


def encode(method, s):
    if method == "b64":
        return base64.b64encode(s.encode("utf-8")).decode()
    if method == "rot13":
        return codecs.encode(s, "rot13")
    if method == "leet":
        return s.translate(LEET)
    if method == "zwsp":
        return "\u200b".join(s)
    if method == "homoglyph":
        return s.translate(HOMO)
    if method == "reverse":
        return s[::-1]
    if method == "spaced":
        return " ".join(s)
    if method == "hex":
        return s.encode("utf-8").hex()
    if method == "url":
        return "".join("%%%02X" % b for b in s.encode("utf-8"))
    if method == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if method == "morse":
        return " / ".join(" ".join(MORSE[c] for c in w) for w in s.split(" "))
    raise KeyError(method)


# ---------------------------------------------------------------- template filling
def fill(rng, template, checks):
    """Fill one template; append {tag, value[, split]} dicts to checks."""

    def ph(m):
        spec = m.group(1)
        if spec.startswith("split:"):
            parts = spec.split(":")
            pos = int(parts[-1])
            v, tag = nums.generate(rng, ":".join(parts[1:-1]))
            checks.append({"tag": tag, "value": v, "split": True})
            return v[:pos] + TAB + v[pos:]
        v, tag = nums.generate(rng, spec)
        if tag:
            checks.append({"tag": tag, "value": v})
        return v

    def span(m):
        tag, script, content = m.groups()
        out = nums.convert(PH.sub(ph, content), script)
        c = {"tag": tag, "value": out.replace(TAB, "")}
        if TAB in out:
            c["split"] = True
        checks.append(c)
        return out

    def instr(m):
        checks.append({"tag": "instr", "value": m.group(1).replace(TAB, "\t")})
        return m.group(1)

    s = SPAN.sub(span, template)
    s = PH.sub(ph, s)
    s = INSTR.sub(instr, s)
    return s.replace(TAB, "\t")


def build():
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for case in cases:
            n += 1
            checks = []
            if family == "injection_obfuscated":
                lang, wrapper, method, sentence = case
                template = wrapper + "\x00" + method + "\x00" + sentence
                text = wrapper.replace("<<ENC>>", encode(method, sentence))
                checks.append({"tag": "obf", "value": sentence, "method": method})
            else:
                lang, template = case
                text = fill(rng, template, checks)
            rec = {"id": f"v34-{n:04d}", "family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if family.endswith("_split_kv"):
                key, value = text.split("\t")
                rec["key"] = key
                rec["value"] = value
            records.append(rec)
            meta.append({"id": rec["id"], "family": family, "lang": lang,
                         "template": template, "checks": checks})
    return records, meta


def render(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")


if __name__ == "__main__":
    records, _ = build()
    with open(OUT, "wb") as f:
        f.write(render(records))
    print(f"wrote {len(records)} cases to {OUT}")
