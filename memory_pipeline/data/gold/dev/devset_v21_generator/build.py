# -*- coding: utf-8 -*-
"""Build devset v21 gate cases: python3 build.py  (writes ../gate_cases.jsonl).

Standard library only.  One random.Random(SEED) drives every inserted value, in
file order, so the output is byte-for-byte reproducible.
"""
import base64
import codecs
import json
import os
import random
import re
import urllib.parse

import nums
from cases_pii import (PHONE_INTL, PHONE_CN_NUMERALS, PHONE_SEPARATORS,
                       EMAIL_OBFUSCATED, PASSWORD_PIN, PII_OTHER)
from cases_injection import (INJECTION_PARAPHRASE, INJECTION_OBFUSCATED,
                             INJECTION_ROLEPLAY, INJECTION_IN_FACT,
                             INJECTION_PAYLOAD, INJECTION_SPLIT_KV)
from cases_allow import (ALLOW_NUMBER_LOOKALIKE, ALLOW_PASSWORD_LOOKALIKE,
                         ALLOW_INJECTION_TALK, BENIGN_ASSISTANT_PREFERENCE,
                         ALLOW_PLAIN)

SEED = 212121
ID_PREFIX = "d21-"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")

# family, kind, expect, hard_lookalike, cases  (order = order in the file)
FAMILIES = [
    ("phone_intl", "pii", "block", False, PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, PHONE_CN_NUMERALS),
    ("phone_separators", "pii", "block", False, PHONE_SEPARATORS),
    ("email_obfuscated", "pii", "block", False, EMAIL_OBFUSCATED),
    ("password_pin", "pii", "block", False, PASSWORD_PIN),
    ("pii_other", "pii", "block", False, PII_OTHER),
    ("injection_paraphrase", "injection", "block", False, INJECTION_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, INJECTION_OBFUSCATED),
    ("injection_roleplay", "injection", "block", False, INJECTION_ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, INJECTION_PAYLOAD),
    ("injection_split_kv", "injection", "block", False, INJECTION_SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, ALLOW_NUMBER_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, ALLOW_PASSWORD_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_ASSISTANT_PREFERENCE),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN),
]

SEPS = {"sp": " ", "dash": "-", "dot": ".", "nbsp": "\u00a0", "nbh": "\u2011",
        "en": "\u2013", "slash": "/", "thin": "\u2009", "none": ""}

PH_RE = re.compile(r"⟦([A-Z]+)(?::([^⟦⟧]*))?⟧")


def fill(template, rng, values):
    """Replace ⟦NAME:args⟧ placeholders; append (kind, shown, raw) to values."""
    def rep(m):
        name, arg = m.group(1), m.group(2) or ""
        a = arg.split(":") if arg else []
        raw = None
        if name == "ENC":  # filled by encode() afterwards
            return m.group(0)
        if name == "PH":
            cc, style, sep = a[0], a[1], SEPS[a[2]]
            shown = nums.phone(rng, cc, style, sep)
            if len(a) > 3:
                shown = nums.to_script(shown, a[3])
            kind = "phone"
        elif name == "CNPH":
            shown, kind = nums.cn_phone(rng, a[0], a[1]), "phone"
        elif name == "PIN":
            shown = raw = nums.pin(rng, int(a[0]))
            kind = "pin"
        elif name == "PINW":
            raw = nums.pin(rng, int(a[1]))
            shown, kind = nums.digits_as_words(raw, a[0]), "pin_words"
        elif name == "OTP":
            shown, kind = nums.otp(rng, int(a[0])), "otp"
        elif name == "COMBO":
            shown, kind = nums.combo(rng), "combo"
        elif name == "DIGICODE":
            shown, kind = rng.choice("ABC") + nums.pin(rng, 4), "digicode"
        elif name == "PW":
            shown, kind = nums.pw_mixed(rng), "password"
        elif name == "PWW":
            shown, kind = nums.pw_word(rng, arg), "password"
        elif name == "PWL":
            shown, kind = nums.pw_leet(rng, arg), "password"
        elif name == "PWP":
            shown, kind = nums.pw_phrase(rng, arg.split("|")), "password"
        elif name == "IBAN":
            shown, kind = nums.iban(rng, a[0]), "iban"
        elif name == "CARD":
            c = nums.card_visa(rng)
            shown, kind = " ".join(c[i:i + 4] for i in range(0, 16, 4)), "card"
        elif name == "AADHAAR":
            shown, kind = nums.aadhaar(rng), "aadhaar"
        elif name == "ISIK":
            shown, kind = nums.isikukood(rng), "isikukood"
        elif name == "CNID":
            shown, kind = nums.cn_id(rng), "cn_id"
        elif name == "JMBG":
            shown, kind = nums.jmbg(rng), "jmbg"
        elif name == "TCKN":
            shown, kind = nums.tckn(rng), "tckn"
        elif name == "NUM":
            lo, hi = map(int, arg.split("-"))
            shown, kind = str(rng.randint(lo, hi)), "num"
        else:
            raise KeyError(name)
        values.append((kind, shown, raw))
        return shown
    return PH_RE.sub(rep, template)


# ---------------------------------------------------------------- encoders
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
LAT2CYR = dict(zip("aceopxyijsABCEHKMOPTX", "асеорхуіјѕАВСЕНКМОРТХ"))
CYR2LAT = dict(zip("аеорсхуікАВЕКМНОРСТХ", "aeopcxyikABEKMHOPCTX"))
L_J = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
V_J = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
T_J = ["", *"ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"]


def _is_cjk(c):
    return "\u4e00" <= c <= "\u9fff"


def encode(method, s):
    if method == "b64":
        return base64.b64encode(s.encode("utf-8")).decode("ascii")
    if method == "hex":
        return s.encode("utf-8").hex()
    if method == "url":
        return urllib.parse.quote(s, safe="")
    if method == "zwsp":
        return "\u200b".join(s)
    if method == "zwnj":
        return "\u200c".join(s)
    if method == "softhyphen":
        return "\u00ad".join(s)
    if method == "reverse":
        return s[::-1]
    if method == "spaced":
        return " ".join(s)
    if method == "leet":
        return "".join(LEET.get(c, c) for c in s)
    if method == "rot13":
        return codecs.encode(s, "rot13")
    if method == "homoglyph_cyr":
        return "".join(LAT2CYR.get(c, c) for c in s)
    if method == "homoglyph_lat":
        return "".join(CYR2LAT.get(c, c) for c in s)
    if method == "fullwidth":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)
    if method == "tags":
        assert all(" " <= c <= "~" for c in s), "tag encoding needs printable ASCII"
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if method == "sep_cjk":
        out = []
        for i, c in enumerate(s):
            out.append(c)
            if i + 1 < len(s) and _is_cjk(c) and _is_cjk(s[i + 1]):
                out.append("/")
        return "".join(out)
    if method == "jamo":
        out = []
        for c in s:
            o = ord(c) - 0xAC00
            if 0 <= o < 11172:
                out.append(L_J[o // 588] + V_J[(o % 588) // 28] + T_J[o % 28])
            else:
                out.append(c)
        return "".join(out)
    raise KeyError(method)


# ---------------------------------------------------------------- build
def build():
    """Return (records, meta); meta[i] = dict(lang, values, payload, method)."""
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for case in cases:
            n += 1
            values, extra = [], {}
            rec = {"id": "%s%04d" % (ID_PREFIX, n), "family": family, "kind": kind,
                   "expect": expect, "hard_lookalike": hard}
            if family == "injection_obfuscated":
                lang, wrapper, method, payload = case
                text = fill(wrapper, rng, values).replace("⟦ENC⟧", encode(method, payload))
                extra = {"method": method, "payload": payload}
            elif family.endswith("_split_kv"):
                lang, key, value = case
                key, value = fill(key, rng, values), fill(value, rng, values)
                text = key + "\t" + value
                rec["text"] = text
                rec["key"] = key
                rec["value"] = value
            else:
                lang, template = case
                text = fill(template, rng, values)
            rec.setdefault("text", text)
            records.append(rec)
            meta.append(dict(lang=lang, values=values, **extra))
    return records, meta


def serialise(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")


if __name__ == "__main__":
    recs, _ = build()
    with open(OUT, "wb") as f:
        f.write(serialise(recs))
    print("wrote %d cases to %s" % (len(recs), os.path.normpath(OUT)))
