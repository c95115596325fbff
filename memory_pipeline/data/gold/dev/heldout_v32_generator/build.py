# -*- coding: utf-8 -*-
"""Build gate_cases.jsonl for heldout_v32.

All sentences are hand-written in t_pii.py, t_inj_fact.py, t_inj_other.py and
t_allow.py (one template per case). This script only inserts fake values from
nums.py at the ⟦...⟧ placeholders and, for injection_obfuscated, encodes the
hand-written sentence with the named method. Seed: random.Random(323232).
Python 3.11, standard library only.
"""
import base64
import codecs
import json
import os
import random
import re
import urllib.parse

import nums
import t_allow
import t_inj_fact
import t_inj_other
import t_pii

SEED = 323232
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")
PH = re.compile(r"⟦([^⟧]+)⟧")

# (family, kind, expect, hard_lookalike, templates)
FAMILIES = [
    ("phone_intl", "pii", "block", False, t_pii.PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, t_pii.PHONE_CN),
    ("phone_separators", "pii", "block", False, t_pii.PHONE_SEP),
    ("card", "pii", "block", False, t_pii.CARD),
    ("cn_id", "pii", "block", False, t_pii.CN_ID),
    ("email_obfuscated", "pii", "block", False, t_pii.EMAIL_OBF),
    ("password_pin", "pii", "block", False, t_pii.PASSWORD_PIN),
    ("url_credentials", "pii", "block", False, t_pii.URL_CRED),
    ("secret_key_formats", "pii", "block", False, t_pii.SECRET_KEYS),
    ("pii_other", "pii", "block", False, t_pii.PII_OTHER),
    ("pii_split_kv", "pii", "block", False, t_pii.PII_SPLIT_KV),
    ("injection_paraphrase", "injection", "block", False, t_inj_other.PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, t_inj_other.OBFUSCATED),
    ("injection_chat_template", "injection", "block", False, t_inj_other.CHAT_TEMPLATE),
    ("injection_roleplay", "injection", "block", False, t_inj_fact.ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, t_inj_fact.IN_FACT),
    ("injection_payload", "injection", "block", False, t_inj_other.PAYLOAD),
    ("injection_split_kv", "injection", "block", False, t_inj_other.SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, t_allow.NUMBER_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, t_allow.EMAIL_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, t_allow.PASSWORD_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, t_allow.INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, t_allow.PREFERENCE),
    ("allow_plain", "benign", "allow", False, t_allow.PLAIN),
]

# ------------------------------------------------------------ obfuscation
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х",
                      "i": "і", "y": "у", "s": "ѕ", "h": "һ"})


def encode(method, s):
    if method == "base64":
        return base64.b64encode(s.encode("utf-8")).decode("ascii")
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
    if method == "hex":
        return s.encode("utf-8").hex()
    if method == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if method == "urlenc":
        return urllib.parse.quote(s, safe="")
    raise ValueError(method)


def render(template, rng, inserted):
    split_at = [None]

    def sub(m):
        spec = m.group(1)
        name, _, opt = spec.partition("|")
        rendered, kind, canon = nums.GENS[name](rng)
        inserted.append({"name": name, "kind": kind, "rendered": rendered, "canonical": canon})
        if opt:
            n = int(opt.split(":")[1])
            return rendered[:n] + "\t" + rendered[n:]
        return rendered

    return PH.sub(sub, template)


def build():
    """Return (jsonl_text, meta). meta: one dict per case (lang, template, inserted...)."""
    rng = random.Random(SEED)
    lines, meta = [], []
    n = 0
    for family, kind, expect, hard, templates in FAMILIES:
        for entry in templates:
            n += 1
            inserted = []
            obf = None
            if family == "injection_obfuscated":
                lang, wrapper, method, plain = entry
                template = wrapper
                text = wrapper.replace("⟦ENC⟧", encode(method, plain))
                obf = {"method": method, "plain": plain}
            else:
                lang, template = entry
                text = render(template, rng, inserted)
            rec = {"id": "v32-%04d" % n, "family": family, "kind": kind,
                   "expect": expect, "hard_lookalike": hard, "text": text}
            if family.endswith("_split_kv"):
                assert text.count("\t") == 1, (family, text)
                k, v = text.split("\t")
                rec["key"] = k
                rec["value"] = v
            lines.append(json.dumps(rec, ensure_ascii=False))
            meta.append({"id": rec["id"], "family": family, "lang": lang,
                         "template": template, "inserted": inserted, "obf": obf})
    return "\n".join(lines) + "\n", meta


def base_langs(lang):
    return {p.split("-")[0] for p in lang.split("+")}


if __name__ == "__main__":
    text, meta = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print("wrote", len(meta), "cases ->", os.path.normpath(OUT))
