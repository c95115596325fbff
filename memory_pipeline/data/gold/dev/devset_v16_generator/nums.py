"""Fake identifiers with valid check digits, and independent validators.

Standard library only. Every generator takes a random.Random instance, so the
output is fully determined by the seed in build.py. Validators recompute the
check digits from scratch and are used by check.py.
"""
import string

DIGITS = string.digits
UPPER = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits


# ---------------------------------------------------------------- helpers
def _date(rng, y0=1962, y1=1999):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def _rand(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(body):
    for c in DIGITS:
        if luhn_ok(body + c):
            return c
    raise AssertionError


# ---------------------------------------------------------------- IBAN
# (kind, length) groups of the BBAN; n = digit, a = upper-case letter
IBAN_SPEC = {
    "GB": [("a", 4), ("n", 6), ("n", 8)],
    "LT": [("n", 5), ("n", 11)],
    "GE": [("a", 2), ("n", 16)],
    "SA": [("n", 2), ("n", 18)],
    "UA": [("n", 6), ("n", 19)],
}
IBAN_LEN = {"GB": 22, "LT": 20, "GE": 22, "SA": 24, "UA": 29}


def _iban_num(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban(rng, cc):
    bban = "".join(_rand(rng, DIGITS if k == "n" else UPPER, n)
                   for k, n in IBAN_SPEC[cc])
    cd = 98 - _iban_num(bban + cc + "00") % 97
    raw = "%s%02d%s" % (cc, cd, bban)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def iban_ok(value):
    s = value.replace(" ", "")
    cc = s[:2]
    if cc not in IBAN_LEN or len(s) != IBAN_LEN[cc]:
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


# ---------------------------------------------------------------- national ids
def egn(rng):
    """Bulgarian EGN: YYMMDD (month +40 after 1999) + 3 digits + check."""
    y, m, d = _date(rng)
    body = "%02d%02d%02d%03d" % (y % 100, m, d, rng.randint(0, 999))
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + str(0 if c == 10 else c)


def egn_ok(v):
    if len(v) != 10 or not v.isdigit():
        return False
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * b for a, b in zip(v, w)) % 11
    return int(v[9]) == (0 if c == 10 else c)


def _iin_check(body):
    c = sum(int(a) * b for a, b in zip(body, range(1, 12))) % 11
    if c == 10:
        w2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]
        c = sum(int(a) * b for a, b in zip(body, w2)) % 11
    return c


def iin(rng):
    """Kazakh IIN: YYMMDD + century/sex digit (3/4 = 1900s) + 4 + check."""
    while True:
        y, m, d = _date(rng)
        body = "%02d%02d%02d%d%04d" % (y % 100, m, d, rng.choice([3, 4]),
                                       rng.randint(0, 9999))
        c = _iin_check(body)
        if c != 10:
            return body + str(c)


def iin_ok(v):
    return len(v) == 12 and v.isdigit() and _iin_check(v[:11]) == int(v[11])


def _kt_check(body8):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    r = 11 - sum(int(a) * b for a, b in zip(body8, w)) % 11
    return 0 if r == 11 else r


def kennitala(rng):
    """Icelandic kennitala DDMMYY-RRCK (K = 9 for the 1900s)."""
    while True:
        y, m, d = _date(rng)
        body = "%02d%02d%02d%02d" % (d, m, y % 100, rng.randint(20, 99))
        c = _kt_check(body)
        if c != 10:
            return "%s-%s%d9" % (body[:6], body[6:], c)


def kennitala_ok(v):
    s = v.replace("-", "")
    return (len(s) == 10 and s.isdigit() and s[9] in "890"
            and _kt_check(s[:8]) == int(s[8]))


def za_id(rng):
    """South African ID: YYMMDD SSSS C A Z, Luhn over 13 digits."""
    y, m, d = _date(rng)
    body = "%02d%02d%02d%04d08" % (y % 100, m, d, rng.randint(0, 9999))
    return body + luhn_digit(body)


def za_id_ok(v):
    return len(v) == 13 and v.isdigit() and luhn_ok(v)


def _ee_check(body10):
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    c = sum(int(a) * b for a, b in zip(body10, w1)) % 11
    if c == 10:
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        c = sum(int(a) * b for a, b in zip(body10, w2)) % 11
        if c == 10:
            c = 0
    return c


def isikukood(rng):
    """Estonian personal code: G YYMMDD SSS C (G = 3/4 for the 1900s)."""
    y, m, d = _date(rng)
    body = "%d%02d%02d%02d%03d" % (rng.choice([3, 4]), y % 100, m, d,
                                   rng.randint(0, 999))
    return body + str(_ee_check(body))


def isikukood_ok(v):
    return len(v) == 11 and v.isdigit() and _ee_check(v[:10]) == int(v[10])


def _lv_check(body10):
    w = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return (1101 - sum(int(a) * b for a, b in zip(body10, w))) % 11


def lv_pk(rng):
    """Latvian personas kods, old format DDMMYY-CNNNK (C = 1 for 1900s)."""
    while True:
        y, m, d = _date(rng)
        body = "%02d%02d%02d1%03d" % (d, m, y % 100, rng.randint(0, 999))
        c = _lv_check(body)
        if c != 10:
            return "%s-%s%d" % (body[:6], body[6:], c)


def lv_pk_ok(v):
    s = v.replace("-", "")
    return len(s) == 11 and s.isdigit() and _lv_check(s[:10]) == int(s[10])


def cnic(rng):
    """Pakistani CNIC 5-7-1; there is no public check digit."""
    return "3%04d-%07d-%d" % (rng.randint(0, 9999), rng.randint(0, 9999999),
                              rng.randint(1, 9))


def cnic_ok(v):
    p = v.split("-")
    return [len(x) for x in p] == [5, 7, 1] and all(x.isdigit() for x in p)


# ---------------------------------------------------------------- ISBN
def isbn13(rng):
    """ISBN-13 on the 978-0 stem; redrawn until the 13 digits fail Luhn."""
    while True:
        body = "9780" + _rand(rng, DIGITS, 8)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        full = body + str((10 - s % 10) % 10)
        if not luhn_ok(full):
            return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8],
                                       full[8:12], full[12])


def isbn13_ok(v):
    s = v.replace("-", "")
    if len(s) != 13 or not s.isdigit():
        return False
    return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0


# ---------------------------------------------------------------- MRZ (ICAO 9303)
def _mrz_val(ch):
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - 55


def mrz_cd(s):
    w = [7, 3, 1]
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def _bsn(rng):
    while True:
        body = str(rng.randint(1, 6)) + _rand(rng, DIGITS, 7)
        s = sum(int(c) * w for c, w in zip(body, range(9, 1, -1)))
        last = s % 11
        if last != 10:
            return body + str(last)


def bsn_ok(v):
    if len(v) != 9 or not v.isdigit():
        return False
    s = sum(int(c) * w for c, w in zip(v[:8], range(9, 1, -1))) - int(v[8])
    return s % 11 == 0


def mrz_nld(rng):
    """TD3 line 2 of a fake Dutch passport; BSN (11-proof) in optional data."""
    letters = "ABCDEFGHIJKLMNPQRSTUVWXYZ"  # no O in Dutch document numbers
    doc = _rand(rng, letters, 2) + _rand(rng, letters + DIGITS, 6) + rng.choice(DIGITS)
    y, m, d = _date(rng, 1970, 1999)
    dob = "%02d%02d%02d" % (y % 100, m, d)
    ey, em, ed = rng.randint(2027, 2034), rng.randint(1, 12), rng.randint(1, 28)
    exp = "%02d%02d%02d" % (ey % 100, em, ed)
    opt = _bsn(rng) + "<<<<<"
    line = (doc + mrz_cd(doc) + "NLD" + dob + mrz_cd(dob) + "F" + exp
            + mrz_cd(exp) + opt + mrz_cd(opt))
    comp = line[0:10] + line[13:20] + line[21:43]
    return line + mrz_cd(comp)


def mrz_line2_ok(line):
    if len(line) != 44:
        return False
    doc, dob, exp, opt = line[0:9], line[13:19], line[21:27], line[28:42]
    ok = (mrz_cd(doc) == line[9] and mrz_cd(dob) == line[19]
          and mrz_cd(exp) == line[27] and mrz_cd(opt) == line[42])
    comp = line[0:10] + line[13:20] + line[21:43]
    return ok and mrz_cd(comp) == line[43] and bsn_ok(opt[:9])


# ---------------------------------------------------------------- secrets (no check digits)
def sklive(rng):
    return "sk_live_" + _rand(rng, ALNUM, 24)


def skproj(rng):
    return "sk-proj-" + _rand(rng, ALNUM, 48)


def akia(rng):
    return "AKIA" + _rand(rng, UPPER + "234567", 16)


def awssecret(rng):
    return _rand(rng, ALNUM + "+/", 40)


# ---------------------------------------------------------------- registry
GEN = {
    "iban": lambda rng, arg: iban(rng, arg),
    "egn": lambda rng, arg: egn(rng),
    "iin": lambda rng, arg: iin(rng),
    "kennitala": lambda rng, arg: kennitala(rng),
    "za_id": lambda rng, arg: za_id(rng),
    "isikukood": lambda rng, arg: isikukood(rng),
    "lv_pk": lambda rng, arg: lv_pk(rng),
    "cnic": lambda rng, arg: cnic(rng),
    "isbn13": lambda rng, arg: isbn13(rng),
    "mrz_nld": lambda rng, arg: mrz_nld(rng),
    "sklive": lambda rng, arg: sklive(rng),
    "skproj": lambda rng, arg: skproj(rng),
    "akia": lambda rng, arg: akia(rng),
    "awssecret": lambda rng, arg: awssecret(rng),
}

VALIDATE = {
    "iban": iban_ok,
    "egn": egn_ok,
    "iin": iin_ok,
    "kennitala": kennitala_ok,
    "za_id": za_id_ok,
    "isikukood": isikukood_ok,
    "lv_pk": lv_pk_ok,
    "cnic": cnic_ok,
    "isbn13": isbn13_ok,
    "mrz_nld": mrz_line2_ok,
    "sklive": lambda v: v.startswith("sk_live_") and len(v) == 32 and v[8:].isalnum(),
    "skproj": lambda v: v.startswith("sk-proj-") and len(v) == 56 and v[8:].isalnum(),
    "akia": lambda v: v.startswith("AKIA") and len(v) == 20
    and all(c in UPPER + "234567" for c in v[4:]),
    "awssecret": lambda v: len(v) == 40 and all(c in ALNUM + "+/" for c in v),
}
