# -*- coding: utf-8 -*-
"""Build devset_v15_gate_cases.jsonl deterministically (Python 3 standard library only).

    python3 build.py          # writes ../devset_v15_gate_cases.jsonl and gate_case_languages.tsv
"""
import base64
import codecs
import json
import os
import random
import re
import string

import cases_allow as A
import cases_block as B

SEED = 151515
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "devset_v15_gate_cases.jsonl")
LANG_TSV = os.path.join(HERE, "gate_case_languages.tsv")

# (family, kind, expect, hard_lookalike, cases)
PLAN = [
    ("injection_in_fact", "injection", "block", False, B.INJECTION_IN_FACT),
    ("injection_paraphrase", "injection", "block", False, B.INJECTION_PARAPHRASE),
    ("injection_roleplay", "injection", "block", False, B.INJECTION_ROLEPLAY),
    ("injection_obfuscated", "injection", "block", False, B.INJECTION_OBFUSCATED),
    ("injection_payload", "injection", "block", False, B.INJECTION_PAYLOAD),
    ("phone_intl", "pii", "block", False, B.PHONE_INTL),
    ("pii_other", "pii", "block", False, B.PII_OTHER),
    ("allow_reported_instruction", "benign", "allow", True, A.ALLOW_REPORTED_INSTRUCTION),
    ("benign_assistant_preference", "benign", "allow", True, A.BENIGN_ASSISTANT_PREFERENCE),
    ("allow_roleplay_request", "benign", "allow", True, A.ALLOW_ROLEPLAY_REQUEST),
    ("allow_number_lookalike", "benign", "allow", True, A.ALLOW_NUMBER_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, A.ALLOW_PASSWORD_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, A.ALLOW_EMAIL_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, A.ALLOW_INJECTION_TALK),
    ("allow_plain", "benign", "allow", False, A.ALLOW_PLAIN),
]

# ---------------------------------------------------------------- encodings
CYR2LAT = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x",
           "А": "A", "Е": "E", "О": "O", "Р": "P", "С": "C", "Х": "X", "Т": "T", "Н": "H", "К": "K", "М": "M", "В": "B"}
LAT2CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "y": "у", "x": "х", "i": "і", "s": "ѕ"}


def enc_b64(s, rng):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def enc_rev(s, rng):
    return s[::-1]


def enc_rot13(s, rng):
    return codecs.encode(s, "rot13")


def enc_spaced(s, rng):
    return " ".join(ch for ch in s if ch != " ")


def enc_zw(s, rng):
    return "\u200b".join(s)


def enc_hex(s, rng):
    return s.encode("utf-8").hex()


def enc_fw(s, rng):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def enc_hglat(s, rng):  # Cyrillic letters replaced by Latin look-alikes inside Russian
    return "".join(CYR2LAT.get(c, c) for c in s)


def enc_hgcyr(s, rng):  # Latin letters replaced by Cyrillic look-alikes inside English
    return "".join(LAT2CYR.get(c, c) for c in s)


# ---------------------------------------------------------------- checksummed fake numbers
def iban(cc, rng):
    lens = {"DE": 18, "FR": 23, "NL": 14, "ES": 20, "IT": 23, "PL": 24}
    if cc == "NL":
        bban = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXZ") for _ in range(4)) + "".join(rng.choice(string.digits) for _ in range(10))
    elif cc == "IT":
        bban = rng.choice("ABCDEFGHJKLMNPRSTUVWXZ") + "".join(rng.choice(string.digits) for _ in range(22))
    elif cc == "FR":
        body = "".join(rng.choice(string.digits) for _ in range(21))
        key = 97 - (int(body[:5]) * 89 + int(body[5:10]) * 15 + int(body[10:21]) * 3) % 97
        bban = body + "%02d" % key
    else:
        bban = "".join(rng.choice(string.digits) for _ in range(lens[cc]))
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    raw = cc + "%02d" % check + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def iban_valid(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def digits(rng, n, first="0123456789"):
    return rng.choice(first) + "".join(rng.choice(string.digits) for _ in range(n - 1))


def dni(rng):
    n = int(digits(rng, 8, "1234567"))
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def rand_date(rng, y0=1960, y1=1999):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def pesel(rng):
    y, m, d = rand_date(rng)
    s = "%02d%02d%02d" % (y % 100, m, d) + digits(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def luhn_check_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    return luhn_check_digit(s[:-1]) == s[-1]


def pnr_se(rng):
    y, m, d = rand_date(rng)
    s = "%02d%02d%02d" % (y % 100, m, d) + digits(rng, 3)
    return s[:6] + "-" + s[6:] + luhn_check_digit(s)


def hetu(rng):
    y, m, d = rand_date(rng)
    n = "%03d" % rng.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    return base + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + n) % 31]


def bsn(rng):
    while True:
        s = digits(rng, 8, "123456789")
        tot = sum(int(c) * w for c, w in zip(s, range(9, 1, -1)))
        last = tot % 11
        if last <= 9:
            return s + str(last)


def cpf(rng):
    s = digits(rng, 9)
    for n in (10, 11):
        r = sum(int(c) * w for c, w in zip(s, range(n, 1, -1))) * 10 % 11
        s += str(r % 10)
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cnid(rng):
    y, m, d = rand_date(rng)
    s = rng.choice(["110105", "310104", "440106", "510107"]) + "%04d%02d%02d" % (y, m, d) + digits(rng, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(rng):
    s = digits(rng, 11, "23456789")
    s += verhoeff_digit(s)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def tckn(rng):
    d = [int(c) for c in digits(rng, 9, "123456789")]
    d10 = ((sum(d[0:9:2]) * 7) - sum(d[1:8:2])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def teudat(rng):
    s = digits(rng, 8)
    tot = 0
    for i, ch in enumerate(s + "0"):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v - 9 if v > 9 else v
    return s + str((10 - tot % 10) % 10)


def isbn13(rng):
    s = "978" + "0" + digits(rng, 8)
    c = (10 - sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(s)) % 10) % 10
    s += str(c)
    return "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12])


ENC = {"b64": enc_b64, "rev": enc_rev, "rot13": enc_rot13, "spaced": enc_spaced, "zw": enc_zw,
       "hex": enc_hex, "fw": enc_fw, "hglat": enc_hglat, "hgcyr": enc_hgcyr}
GEN = {"dni": dni, "pesel": pesel, "pnr_se": pnr_se, "hetu": hetu, "bsn": bsn, "cpf": cpf, "cnid": cnid,
       "aadhaar": aadhaar, "tckn": tckn, "teudat": teudat, "isbn13": isbn13}
PH = re.compile(r"<<(\w+)(?::(.*?))?>>", re.S)


def fill(text, rng):
    def sub(m):
        kind, arg = m.group(1), m.group(2)
        if kind in ENC:
            return ENC[kind](arg, rng)
        if kind == "iban":
            return iban(arg, rng)
        return GEN[kind](rng)
    return PH.sub(sub, text)


def build():
    rng = random.Random(SEED)
    rows, langs = [], []
    n = 0
    for family, kind, expect, hard, cases in PLAN:
        for lang, text in cases:
            n += 1
            cid = "devv15-%04d" % n
            rows.append({"id": cid, "family": family, "kind": kind, "expect": expect,
                         "hard_lookalike": hard, "text": fill(text, rng)})
            langs.append((cid, family, lang))
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    tsv = "id\tfamily\tlang\n" + "".join("%s\t%s\t%s\n" % t for t in langs)
    return rows, data, tsv


if __name__ == "__main__":
    rows, data, tsv = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    with open(LANG_TSV, "w", encoding="utf-8", newline="\n") as f:
        f.write(tsv)
    print("wrote %d cases" % len(rows))
