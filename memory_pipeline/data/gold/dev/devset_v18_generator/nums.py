"""Fake value generators for devset v18 (standard library only).

Every generator takes a random.Random and returns (value, check_kind). check_kind names the
validator in check.py that must accept the value (None = shape only, nothing to validate).
All values are random; none is copied from a real person, account or key.
"""
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
SYM = "!#%&*+-?@_$"


def _digits(rng, n, first_nonzero=False):
    s = [rng.choice(DG) for _ in range(n)]
    if first_nonzero and s[0] == "0":
        s[0] = rng.choice("123456789")
    return "".join(s)


def _group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- passwords / PINs

def _pin(rng, n):
    while True:
        d = [rng.choice(DG) for _ in range(n)]
        if len(set(d)) < n - 1:
            continue
        bad = False
        for i in range(n - 1):
            if d[i] == d[i + 1]:
                bad = True
        for i in range(n - 2):
            a, b, c = int(d[i]), int(d[i + 1]), int(d[i + 2])
            if (b - a == 1 and c - b == 1) or (a - b == 1 and b - c == 1):
                bad = True
        if not bad:
            return "".join(d)


def pin4(rng):
    return _pin(rng, 4), "pin"


def pin5(rng):
    return _pin(rng, 5), "pin"


def pin6(rng):
    return _pin(rng, 6), "pin"


def pin4_spaced(rng):
    return " ".join(_pin(rng, 4)), "pin"


def door(rng):
    style = rng.randrange(3)
    if style == 0:
        return _pin(rng, 4) + "#", "pin"
    if style == 1:
        return "*" + _pin(rng, 5), "pin"
    return rng.choice("ABCD") + _pin(rng, 4), "pin"


def pw_mixed(rng):
    n = rng.randrange(11, 15)
    while True:
        s = [rng.choice(UP + LO + DG + SYM) for _ in range(n)]
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and any(c in SYM for c in s)):
            return "".join(s), "password"


_WORDS_EN = ["Maple", "Copper", "Falcon", "Turnip", "Velvet", "Harbor", "Quartz", "Pepper", "Willow",
             "Lantern", "Basalt", "Cobalt", "Marzipan", "Otter", "Juniper", "Saffron"]


def pw_words(rng):
    a, b = rng.sample(_WORDS_EN, 2)
    return a + rng.choice("!#%&*?") + b + _digits(rng, rng.choice((2, 3, 4))), "password"


def pw_leet(rng):
    base = rng.choice(["sunflower", "dragonfly", "snowboard", "pinecone", "blackbird", "moonlight"])
    table = {"o": "0", "e": "3", "a": "@", "i": "1", "s": "$"}
    out = "".join(table.get(c, c) if rng.random() < 0.7 else c for c in base)
    out = out[0].upper() + out[1:]
    return out + _digits(rng, 2) + rng.choice("!?#"), "password"


def wifi(rng):
    style = rng.randrange(2)
    if style == 0:
        n = rng.randrange(12, 17)
        return "".join(rng.choice(UP + LO + DG) for _ in range(n)), "password"
    a, b = rng.sample(_WORDS_EN, 2)
    return a.lower() + b + _digits(rng, 4) + rng.choice("!#?"), "password"


_PP_UK = ["соняшник", "ліхтар", "бурштин", "калина", "черешня", "вітрило", "журавель", "острів",
          "полуниця", "каштан", "хвиля", "глечик"]
_PP_ES = ["tortuga", "membrillo", "faro", "cebolla", "zapato", "nube", "alcachofa", "pingüino",
          "ventana", "guitarra", "naranja", "molino"]


def pp_uk(rng):
    return "-".join(rng.sample(_PP_UK, 4)) + "-" + _digits(rng, 2), "password"


def pp_es(rng):
    return "-".join(rng.sample(_PP_ES, 3)) + _digits(rng, 2), "password"


# ---------------------------------------------------------------- IBAN

def _iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def _iban(rng, cc, bban, spaced=None):
    raw = cc + _iban_check(cc, bban) + bban
    if spaced is None:
        spaced = rng.random() < 0.6
    return (_group4(raw) if spaced else raw), "iban"


def _rib_key(bank, branch, acct):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def _es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(digits):
        r = 11 - sum(int(d) * x for d, x in zip(digits, w)) % 11
        return {11: 0, 10: 1}.get(r, r)
    return "%d%d" % (one("00" + bank + branch), one(acct))


def iban_DE(rng):
    return _iban(rng, "DE", _digits(rng, 8, True) + _digits(rng, 10))


def iban_FR(rng):
    bank, branch, acct = _digits(rng, 5, True), _digits(rng, 5), _digits(rng, 11)
    return _iban(rng, "FR", bank + branch + acct + _rib_key(bank, branch, acct), spaced=True)


def iban_ES(rng):
    bank, branch, acct = _digits(rng, 4, True), _digits(rng, 4), _digits(rng, 10)
    return _iban(rng, "ES", bank + branch + _es_dc(bank, branch, acct) + acct)


def iban_NL(rng):
    return _iban(rng, "NL", rng.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO"]) + _digits(rng, 10))


def iban_TR(rng):
    return _iban(rng, "TR", _digits(rng, 5, True) + "0" + _digits(rng, 16), spaced=True)


def iban_PT(rng):
    bank, branch, acct = _digits(rng, 4, True), _digits(rng, 4), _digits(rng, 11)
    nib = "%02d" % (98 - int(bank + branch + acct + "00") % 97)
    return _iban(rng, "PT", bank + branch + acct + nib, spaced=True)


def iban_BE(rng):
    first = _digits(rng, 10, True)
    c = int(first) % 97 or 97
    return _iban(rng, "BE", first + "%02d" % c, spaced=True)


def iban_AT(rng):
    return _iban(rng, "AT", _digits(rng, 5, True) + _digits(rng, 11))


def iban_CH(rng):
    return _iban(rng, "CH", _digits(rng, 5) + _digits(rng, 12), spaced=True)


def iban_LU(rng):
    return _iban(rng, "LU", _digits(rng, 3) + _digits(rng, 13), spaced=True)


def iban_SA(rng):
    return _iban(rng, "SA", rng.choice(["10", "15", "20", "45", "55", "80"]) + _digits(rng, 18))


def iban_PL(rng):
    return _iban(rng, "PL", _digits(rng, 8, True) + _digits(rng, 16), spaced=True)


# ---------------------------------------------------------------- passports (shape only)

def pass_US(rng):
    return _digits(rng, 9, True), None


def pass_IN(rng):
    return rng.choice("ABCDEFGHJKLMNPRSTUVWZ") + _digits(rng, 7, True), None


def pass_JP(rng):
    return rng.choice(["TK", "TR", "TZ", "MU", "TS"]) + _digits(rng, 7), None


def pass_DE(rng):
    return "C" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)), None


# ---------------------------------------------------------------- national numbers

def _date(rng, y0, y1):
    y = rng.randrange(y0, y1 + 1)
    m = rng.randrange(1, 13)
    d = rng.randrange(1, 29)
    return y, m, d


def dni(rng):
    n = rng.randrange(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]), "dni"


def bsn(rng):
    while True:
        d = [int(c) for c in _digits(rng, 8, True)]
        r = sum(x * w for x, w in zip(d, range(9, 1, -1))) % 11
        if r < 10:
            return "".join(map(str, d)) + str(r), "bsn"


def _luhn_check(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        x = int(c)
        if i % 2 == 0:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return str((10 - total % 10) % 10)


def pnr(rng):
    y, m, d = _date(rng, 1950, 2015)
    body = "%02d%02d%02d%03d" % (y % 100, m, d, rng.randrange(0, 1000))
    sep = "-" if y >= 1915 else "+"
    return body[:6] + sep + body[6:] + _luhn_check(body), "pnr"


def pesel(rng):
    y, m, d = _date(rng, 1950, 2015)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%04d" % (y % 100, mm, d, rng.randrange(0, 10000))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c), "pesel"


def hetu(rng):
    y, m, d = _date(rng, 1950, 2015)
    n = rng.randrange(2, 900)
    base = "%02d%02d%02d" % (d, m, y % 100)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + "%03d" % n) % 31]
    return base + ("A" if y >= 2000 else "-") + "%03d" % n + c, "hetu"


def cpf(rng):
    b = [int(c) for c in _digits(rng, 9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(b, range(k, 1, -1)))
        r = s % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]), "cpf"


def rrn(rng):
    y, m, d = _date(rng, 1955, 2012)
    g = rng.choice("12") if y < 2000 else rng.choice("34")
    body = "%02d%02d%02d" % (y % 100, m, d) + g + _digits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c), "rrn"


def za_id(rng):
    y, m, d = _date(rng, 1955, 2005)
    body = "%02d%02d%02d%04d08" % (y % 100, m, d, rng.randrange(0, 10000))
    return body + _luhn_check(body), "za_id"


def aadhaar(rng):
    dt = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    pt = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
    body = rng.choice("23456789") + _digits(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = dt[c][pt[(i + 1) % 8][int(ch)]]
    s = body + str(inv[c])
    return "%s %s %s" % (s[:4], s[4:8], s[8:]), "aadhaar"


def cnp(rng):
    y, m, d = _date(rng, 1955, 2010)
    s = rng.choice("12") if y < 2000 else rng.choice("56")
    body = s + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % rng.randrange(1, 47) + "%03d" % rng.randrange(1, 1000)
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
    return body + str(1 if c == 10 else c), "cnp"


def rut(rng):
    n = rng.randrange(6000000, 24000000)
    s, f = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * f
        f = 2 if f == 7 else f + 1
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    t = "{:,}".format(n).replace(",", ".")
    return t + "-" + dv, "rut"


def il_id(rng):
    body = _digits(rng, 8)
    s = 0
    for i, ch in enumerate(body):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x - 9 if x > 9 else x
    return body + str((10 - s % 10) % 10), "il_id"


def oib(rng):
    body = _digits(rng, 10, True)
    a = 10
    for ch in body:
        a = (a + int(ch)) % 10
        if a == 0:
            a = 10
        a = (a * 2) % 11
    c = 11 - a
    return body + str(0 if c == 10 else c), "oib"


def tckn(rng):
    d = [int(c) for c in _digits(rng, 9, True)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d)), "tckn"


def cn_id(rng):
    region = rng.choice(["110105", "310104", "440305", "330106", "510107", "420102", "320102"])
    y, m, d = _date(rng, 1960, 2008)
    body = region + "%04d%02d%02d" % (y, m, d) + _digits(rng, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11], "cn_id"


def th_id(rng):
    body = rng.choice("12345678") + _digits(rng, 11)
    s = sum(int(ch) * (13 - i) for i, ch in enumerate(body))
    c = (11 - s % 11) % 10
    t = body + str(c)
    return "%s-%s-%s-%s-%s" % (t[0], t[1:5], t[5:10], t[10:12], t[12]), "th_id"


_TW = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "J": 18, "K": 19, "L": 20,
       "M": 21, "N": 22, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "X": 30, "Y": 31,
       "W": 32, "Z": 33, "I": 34, "O": 35}


def tw_id(rng):
    L = rng.choice("ABCDEFHKNPT")
    body = rng.choice("12") + _digits(rng, 7)
    v = _TW[L]
    s = v // 10 + (v % 10) * 9 + sum(int(ch) * w for ch, w in zip(body, range(8, 0, -1)))
    return L + body + str((10 - s % 10) % 10), "tw_id"


def nric(rng):
    p = rng.choice("ST")
    body = _digits(rng, 7)
    s = sum(int(ch) * w for ch, w in zip(body, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + body + "JZIHGFEDCBA"[s % 11], "nric"


def nir(rng):
    sex = rng.choice("12")
    y, m, _ = _date(rng, 1950, 2005)
    dept = "%02d" % rng.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93])
    body = sex + "%02d%02d" % (y % 100, m) + dept + "%03d" % rng.randrange(1, 990) + "%03d" % rng.randrange(1, 999)
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key), "nir"


def fnr(rng):
    while True:
        y, m, d = _date(rng, 1950, 1999)
        body = [int(c) for c in "%02d%02d%02d%03d" % (d, m, y % 100, rng.randrange(0, 500))]
        k1 = 11 - sum(a * b for a, b in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        body.append(k2)
        return "".join(map(str, body)), "fnr"


def sin(rng):
    body = rng.choice("1234567") + _digits(rng, 7)
    t = body + _luhn_check(body)
    return "%s %s %s" % (t[:3], t[3:6], t[6:]), "sin"


def mynumber(rng):
    body = _digits(rng, 11, True)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    t = body + str(0 if r <= 1 else 11 - r)
    return "%s %s %s" % (t[:4], t[4:8], t[8:]), "mynumber"


# ---------------------------------------------------------------- other PII

def hn(rng):
    return str(rng.randrange(2, 120)), None


def plate_DE(rng):
    return "%s-%s %s" % (rng.choice(["HH", "M", "K", "F", "S", "DD", "HB", "KI", "OS"]),
                         "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(rng.choice((1, 2)))),
                         rng.randrange(10, 9999)), None


def plate_FR(rng):
    L = "ABCDEFGHJKLMNPQRSTVWXYZ"
    return "%s%s-%03d-%s%s" % (rng.choice(L), rng.choice(L), rng.randrange(1, 1000), rng.choice(L), rng.choice(L)), None


def mrn_en(rng):
    return "AV-" + _digits(rng, 8), None


def mrn_es(rng):
    return _digits(rng, 8, True), None


_MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]


def dob_en(rng):
    y, m, d = _date(rng, 1948, 2012)
    return "%s %d, %d" % (_MONTHS_EN[m - 1], d, y), None


def dob_dot(rng):
    y, m, d = _date(rng, 1948, 2012)
    return "%02d.%02d.%d" % (d, m, y), None


def phone_uk(rng):
    return "07700 900%03d" % rng.randrange(0, 1000), "phone"


def phone_fr(rng):
    return "06 39 98 %02d %02d" % (rng.randrange(0, 100), rng.randrange(0, 100)), "phone"


def phone_au(rng):
    return "0491 57%d %03d" % (rng.randrange(0, 10), rng.randrange(0, 1000)), "phone"


def card_visa(rng):
    body = "4" + _digits(rng, 14)
    return _group4(body + _luhn_check(body)), "luhn"


def email_gl(rng):
    return rng.choice(["uxia.fernandez", "brais.lousada", "antia.rial"]) + _digits(rng, 2) + "@example.org", "email"


# ---------------------------------------------------------------- allowed look-alikes

def tracking_ups(rng):
    return "1Z" + "".join(rng.choice(UP + DG) for _ in range(6)) + _digits(rng, 10), None


def _non_luhn(rng, n, first="2"):
    while True:
        body = first + _digits(rng, n - 1)
        if _luhn_check(body[:-1]) != body[-1]:
            return body


def order_kr(rng):
    return _non_luhn(rng, 16), "non_luhn"


def tracking_cn(rng):
    return "SF" + _digits(rng, 12, True), None


def order_ru(rng):
    return "%08d-%04d" % (rng.randrange(10 ** 7, 10 ** 8), rng.randrange(1, 10000)), None


def case_pl(rng):
    return "WA-IV.%d.%d.2026" % (rng.randrange(1000, 9999), rng.randrange(1, 99)), None


def resi(rng):
    return "CGK" + _digits(rng, 13, True), None


def ex_aws(rng):
    return "AKIA" + "".join(rng.choice(UP + "234567") for _ in range(9)) + "EXAMPLE", None


def ex_github(rng):
    return "ghp_" + "".join(rng.choice(UP + LO + DG) for _ in range(36)), None


def ex_stripe(rng):
    return "sk_test_" + "".join(rng.choice(UP + LO + DG) for _ in range(24)), None


GEN = {name: fn for name, fn in globals().items() if callable(fn) and not name.startswith("_")
       and fn.__module__ == __name__}
