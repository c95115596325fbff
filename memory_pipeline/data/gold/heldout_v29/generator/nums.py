"""Fake value generators for heldout-v29.

Every value is random (seeded by the caller's random.Random). Where a real format has a check digit,
the generator computes a valid one. Nothing here is a real person's data.
"""
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def pick(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_complete(prefix, length, rng):
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + luhn_digit(body)


CARD_PREFIX = {
    "visa": (lambda r: "4", 16),
    "mc": (lambda r: "5" + r.choice("12345"), 16),
    "mc2": (lambda r: str(r.randint(2221, 2720)), 16),
    "amex": (lambda r: r.choice(["34", "37"]), 15),
    "discover": (lambda r: "6011", 16),
    "jcb": (lambda r: str(r.randint(3528, 3589)), 16),
    "mir": (lambda r: "220" + r.choice("01234"), 16),
    "unionpay": (lambda r: "62" + r.choice("2358"), 19),
    "troy": (lambda r: "9792", 16),
    "rupay": (lambda r: r.choice(["6521", "6522"]), 16),
    "maestro": (lambda r: "6759", 16),
    "verve": (lambda r: "5061" + r.choice("01"), 19),
    "diners": (lambda r: "36", 14),
}


def card(rng, arg):
    brand, _, sep = arg.partition(",")
    sep = {"": " ", "space": " ", "dash": "-", "none": "", "dot": ".", "nbsp": "\u00a0"}[sep]
    pfx, length = CARD_PREFIX[brand]
    num = luhn_complete(pfx(rng), length, rng)
    if length == 15:
        groups = [num[:4], num[4:10], num[10:]]
    elif length == 14:
        groups = [num[:4], num[4:10], num[10:]]
    elif length == 19:
        groups = [num[0:4], num[4:8], num[8:12], num[12:16], num[16:]]
    else:
        groups = [num[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(groups)


def not_luhn(rng, n):
    while True:
        s = digits(rng, n, first_nonzero=True)
        if luhn_digit(s[:-1]) != s[-1]:
            return s


# ---------------------------------------------------------------- CN resident ID (GB 11643)
CN_AREAS = {
    "bj": "110105", "sh": "310104", "gz": "440106", "sz": "440305", "cd": "510107", "hz": "330106",
    "urumqi": "650102", "kashgar": "653101", "lhasa": "540102", "hohhot": "150102", "yanbian": "222401",
    "harbin": "230103", "xm": "350203", "km": "530102", "nanning": "450103", "xining": "630102",
}
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"


def date_parts(rng, y0=1955, y1=2004):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def cn_id(rng, arg):
    area, _, want = arg.partition(",")
    while True:
        y, m, d = date_parts(rng)
        body = CN_AREAS[area] + f"{y:04d}{m:02d}{d:02d}" + digits(rng, 3)
        chk = CN_MAP[sum(int(c) * w for c, w in zip(body, CN_W)) % 11]
        if want == "X" and chk != "X":
            continue
        if want != "X" and chk == "X":
            continue
        return body + chk


# ---------------------------------------------------------------- IBAN
IBAN_SPEC = {
    "DE": "18n", "MT": "4a5n18c", "AL": "8n16c", "AZ": "4a20c", "GE": "2a16n", "LU": "3n13c",
    "ES": "20n", "UA": "6n19c", "KZ": "3n13c", "LT": "16n", "LV": "4a13c", "EE": "16n", "IS": "22n",
    "FO": "14n", "RO": "4a16c", "HU": "24n", "BA": "16n", "MK": "3n10c2n", "RS": "18n", "PK": "4a16c",
    "BG": "4a6n8c", "FI": "14n", "IE": "4a14n", "SI": "15n", "SK": "20n", "BY": "4c4n16c",
}


def _bban(rng, spec):
    out = []
    num = ""
    for ch in spec:
        if ch.isdigit():
            num += ch
            continue
        n = int(num)
        num = ""
        if ch == "n":
            out.append(digits(rng, n))
        elif ch == "a":
            out.append(pick(rng, UP, n))
        else:
            out.append(pick(rng, UP + DIG * 3, n))
    return "".join(out)


def iban_check(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{98 - n % 97:02d}"


def iban(rng, arg):
    cc, _, fmt = arg.partition(",")
    bban = _bban(rng, IBAN_SPEC[cc])
    raw = cc + iban_check(cc, bban) + bban
    if fmt == "compact":
        return raw
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


# ---------------------------------------------------------------- national numbers
def cpf(rng, arg=""):
    while True:
        b = [int(c) for c in digits(rng, 9)]
        if len(set(b)) > 1:
            break
    for k in (10, 11):
        s = sum(d * w for d, w in zip(b, range(k, 1, -1)))
        r = s * 10 % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def dni(rng, arg=""):
    n = rng.randint(10000000, 79999999)
    return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def bsn(rng, arg=""):
    while True:
        d = [int(c) for c in digits(rng, 8, first_nonzero=True)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            return "".join(map(str, d)) + str(last)


def pesel(rng, arg=""):
    y, m, d = date_parts(rng, 1960, 2006)
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}" + digits(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


V_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar(rng, arg=""):
    body = rng.choice("23456789") + digits(rng, 10)
    n = body + verhoeff_digit(body)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def tckn(rng, arg=""):
    d = [int(c) for c in digits(rng, 9, first_nonzero=True)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def cnp(rng, arg=""):
    y, m, d = date_parts(rng, 1950, 2004)
    s = (1 if y < 2000 else 5) + rng.randint(0, 1)
    body = f"{s}{y % 100:02d}{m:02d}{d:02d}" + f"{rng.randint(1, 46):02d}" + digits(rng, 3)
    w = "279146358279"
    r = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
    return body + ("1" if r == 10 else str(r))


def _ee_check(body):
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    r = sum(int(c) * w for c, w in zip(body, w1)) % 11
    if r == 10:
        r = sum(int(c) * w for c, w in zip(body, w2)) % 11
        if r == 10:
            r = 0
    return str(r)


def isikukood(rng, arg=""):
    """Estonian / Lithuanian personal code (same algorithm)."""
    y, m, d = date_parts(rng, 1950, 2004)
    g = (3 if y < 2000 else 5) + rng.randint(0, 1)
    body = f"{g}{y % 100:02d}{m:02d}{d:02d}" + digits(rng, 3)
    return body + _ee_check(body)


def kennitala(rng, arg=""):
    while True:
        y, m, d = date_parts(rng, 1950, 1999)
        body = f"{d:02d}{m:02d}{y % 100:02d}" + f"{rng.randint(20, 99):02d}"
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        return f"{body[:6]}-{body[6:]}{c}9"


def fodselsnummer(rng, arg=""):
    while True:
        y, m, d = date_parts(rng, 1955, 1999)
        ind = f"{rng.randint(0, 499):03d}"
        b = [int(c) for c in f"{d:02d}{m:02d}{y % 100:02d}{ind}"]
        k1 = 11 - sum(x * w for x, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b.append(k1)
        k2 = 11 - sum(x * w for x, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        b.append(k2)
        s = "".join(map(str, b))
        return f"{s[:6]} {s[6:]}"


def egn(rng, arg=""):
    y, m, d = date_parts(rng, 1955, 2005)
    mm = m + (40 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}" + digits(rng, 3)
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + ("0" if r == 10 else str(r))


def jmbg(rng, arg):
    """arg = two-digit region (71 Belgrade, 17 Sarajevo, 45 Skopje, 50 Slovenia)."""
    while True:
        y, m, d = date_parts(rng, 1950, 2004)
        body = f"{d:02d}{m:02d}{y % 1000:03d}{arg}" + digits(rng, 3)
        a = [int(c) for c in body]
        s = 7 * (a[0] + a[6]) + 6 * (a[1] + a[7]) + 5 * (a[2] + a[8]) + 4 * (a[3] + a[9]) \
            + 3 * (a[4] + a[10]) + 2 * (a[5] + a[11])
        k = 11 - s % 11
        if k == 10:
            continue
        return body + ("0" if k == 11 else str(k))


def iran_melli(rng, arg=""):
    while True:
        body = digits(rng, 9)
        if len(set(body)) < 3:
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(body))
        r = s % 11
        return body + str(r if r < 2 else 11 - r)


def thai_id(rng, arg=""):
    body = rng.choice("12345678") + digits(rng, 11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(body))
    n = body + str((11 - s % 11) % 10)
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"


def oib(rng, arg=""):
    body = digits(rng, 10, first_nonzero=True)
    a = 10
    for c in body:
        a = (a + int(c)) % 10
        if a == 0:
            a = 10
        a = (a * 2) % 11
    k = 11 - a
    return body + ("0" if k == 10 else str(k))


def rnokpp(rng, arg=""):
    """Ukrainian taxpayer number (ІПН / РНОКПП)."""
    body = f"{rng.randint(20000, 38000):05d}" + digits(rng, 4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    c = (sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body + str(c)


def kz_iin(rng, arg=""):
    while True:
        y, m, d = date_parts(rng, 1955, 2004)
        cent = (3 if y < 2000 else 5) + rng.randint(0, 1)
        body = f"{y % 100:02d}{m:02d}{d:02d}{cent}" + digits(rng, 4)
        w1 = list(range(1, 12))
        r = sum(int(a) * b for a, b in zip(body, w1)) % 11
        if r == 10:
            w2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]
            r = sum(int(a) * b for a, b in zip(body, w2)) % 11
            if r == 10:
                continue
        return body + str(r)


def za_id(rng, arg=""):
    y, m, d = date_parts(rng, 1955, 2004)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + digits(rng, 4) + rng.choice("01") + "8"
    return body + luhn_digit(body)


def il_id(rng, arg=""):
    body = digits(rng, 8, first_nonzero=True)
    return body + luhn_digit(body)


def kr_rrn(rng, arg=""):
    y, m, d = date_parts(rng, 1960, 1999)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + rng.choice("12") + digits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def hu_taj(rng, arg=""):
    body = digits(rng, 8, first_nonzero=True)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body))
    n = body + str(s % 10)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def gr_amka(rng, arg=""):
    y, m, d = date_parts(rng, 1950, 2004)
    body = f"{d:02d}{m:02d}{y % 100:02d}" + digits(rng, 4)
    return body + luhn_digit(body)


def ie_pps(rng, arg=""):
    body = digits(rng, 7)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    r = s % 23
    return body + ("W" if r == 0 else chr(64 + r))


def fi_hetu(rng, arg=""):
    y, m, d = date_parts(rng, 1955, 2004)
    z = rng.randint(2, 899)
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{z:03d}")
    sign = "-" if y < 2000 else "A"
    return f"{d:02d}{m:02d}{y % 100:02d}{sign}{z:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def cz_rc(rng, arg=""):
    while True:
        y, m, d = date_parts(rng, 1955, 1999)
        mm = m + (50 if rng.random() < 0.5 else 0)
        body = f"{y % 100:02d}{mm:02d}{d:02d}" + digits(rng, 3)
        c = int(body) % 11
        if c == 10:
            continue
        return f"{body[:6]}/{body[6:]}{c}"


def pan(rng, arg=""):
    return pick(rng, UP, 3) + "P" + pick(rng, UP, 1) + digits(rng, 4) + pick(rng, UP, 1)


def cnic(rng, arg=""):
    return f"{rng.choice('34')}{digits(rng, 4)}-{digits(rng, 7)}-{rng.choice('13579')}"


def passport(rng, arg):
    shapes = {
        "et": ("EP", 7), "vn": ("C", 7), "id": ("X", 7), "mn": ("E", 7), "kz": ("N", 8),
        "np": ("PA", 7), "lk": ("N", 7), "bd": ("EF", 7), "pk": ("AB", 7), "ng": ("B", 8),
        "ke": ("AK", 7), "ua": ("FA", 6), "by": ("MP", 7), "ge": ("15", 7), "am": ("AU", 7),
        "pe": ("1", 8), "ht": ("RD", 7),
    }
    if arg == "ph":
        return "P" + digits(rng, 7) + pick(rng, UP, 1)
    p, n = shapes[arg]
    return p + digits(rng, n)


def nino(rng, arg=""):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    return f"{rng.choice(first)}{rng.choice(second)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}"


# ---------------------------------------------------------------- phones
PHONE = {
    # fiction / drama ranges where widely listed
    "uk": "+44 7700 900XXX", "uk_local": "07700 900XXX", "au": "+61 491 570 XXX",
    "us": "+1 AXX 555 01XX", "fr": "+33 6 39 98 XX XX",
    # other countries: random digits in the right shape
    "et": "+251 9X XXX XXXX", "so": "+252 61 XXX XXXX", "ng": "+234 80X XXX XXXX",
    "rw": "+250 78X XXX XXX", "mg": "+261 34 XX XXX XX", "pe": "+51 9XX XXX XXX",
    "py": "+595 98X XXX XXX", "ht": "+509 3X XX XXXX", "kh": "+855 12 XXX XXX",
    "la": "+856 20 XX XXX XXX", "mn": "+976 99XX XXXX", "kg": "(+996) 55X XXX XXX",
    "ge": "+995 59X XX XX XX", "fo": "+298 XX XX XX", "to": "+676 7XX XXXX",
    "lu": "00352 621 XXX XXX", "np": "98XX XXX XXX", "bd": "01XXX-XXXXXX", "lk": "+94 77 XXX XXXX",
    "mm": "09 XXX XXX XXX", "th": "08X-XXX-XXXX", "in": "+91 9XXXX XXXXX", "af": "+93 7X XXX XXXX",
    "pk": "03XX XXXXXXX", "mt": "+356 79XX XXXX", "il": "+972 5X-XXX-XXXX", "sk": "+421 9XX XXX XXX",
    "ke": "+254 7XX XXX XXX", "za": "+27 8X XXX XXXX", "gh": "+233 24 XXX XXXX", "bo": "+591 7XXX XXXX",
    "mx": "+52 55 XXXX XXXX", "ph": "+63 9XX XXX XXXX", "idn": "+62 812 XXXX XXXX", "vn": "+84 9X XXX XX XX",
    "uz": "+998 9X XXX XX XX", "tj": "+992 9X XXX XXXX", "az": "+994 50 XXX XX XX", "am": "+374 9X XXXXXX",
    "ir": "+98 912 XXX XXXX", "ee": "+372 5XXX XXXX", "lv": "+371 2XXX XXXX", "lt": "+370 6XX XXXXX",
    "al": "+355 6X XXX XXXX", "mk": "+389 7X XXX XXX", "bg": "+359 8X XXX XXXX", "rs": "+381 6X XXX XXXX",
    "si": "+386 4X XXX XXX", "by": "+375 29 XXX XX XX", "ua": "+380 6X XXX XX XX", "ro": "+40 7XX XXX XXX",
    "hu": "+36 30 XXX XXXX", "fi": "+358 40 XXX XXXX", "ie": "+353 8X XXX XXXX", "nz": "+64 21 XXX XXXX",
    "ws": "+685 7X XXXXX", "fj": "+679 9XX XXXX", "is": "+354 6XX XXXX", "kz": "+7 70X XXX XX XX",
    "tr": "+90 5XX XXX XX XX", "eg": "+20 10 XXXX XXXX", "ma": "+212 6XX-XXXXXX", "cn": "1AX XXXX XXXX",
    "in_local": "9XXXX XXXXX", "hk": "9XXX XXXX", "tw": "09XX-XXX-XXX", "jp": "090-XXXX-XXXX",
    "kr": "010-XXXX-XXXX", "my": "01X-XXX XXXX", "br": "+55 11 9XXXX-XXXX", "ar": "+54 9 11 XXXX-XXXX",
    "cl": "+56 9 XXXX XXXX", "co": "+57 3XX XXX XXXX", "gt": "+502 5XXX XXXX",
}

NATIVE = {
    "deva": "०१२३४५६७८९", "beng": "০১২৩৪৫৬৭৮৯", "thai": "๐๑๒๓๔๕๖๗๘๙", "mymr": "၀၁၂၃၄၅၆၇၈၉",
    "tibt": "༠༡༢༣༤༥༦༧༨༩", "arab": "٠١٢٣٤٥٦٧٨٩", "pers": "۰۱۲۳۴۵۶۷۸۹", "gujr": "૦૧૨૩૪૫૬૭૮૯",
    "khmr": "០១២៣៤៥៦៧៨៩", "orya": "୦୧୨୩୪୫୬୭୮୯", "laoo": "໐໑໒໓໔໕໖໗໘໙", "fw": "０１２３４５６７８９",
    "knda": "೦೧೨೩೪೫೬೭೮೯", "mlym": "൦൧൨൩൪൫൬൭൮൯", "guru": "੦੧੨੩੪੫੬੭੮੯", "mong": "᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙",
    "telu": "౦౧౨౩౪౫౬౭౮౯", "taml": "௦௧௨௩௪௫௬௭௮௯",
}


def phone_raw(rng, country):
    out = []
    for ch in PHONE[country]:
        if ch == "X":
            out.append(rng.choice(DIG))
        elif ch == "A":
            out.append(rng.choice("23456789"))
        else:
            out.append(ch)
    s = "".join(out)
    if country == "cn":
        s = s[0] + rng.choice("3456789") + s[2:]
    return s


def phone(rng, arg):
    return phone_raw(rng, arg)


def phone_x(rng, arg):
    """arg = country,script,sep ; script 'latn' keeps ASCII digits; sep replaces spaces and hyphens.
    sep names: dot, slash, nbhy (non-breaking hyphen), endash, nbsp, us (underscore), bullet, spaced, mid, none."""
    country, script, sep = arg.split(",")
    s = phone_raw(rng, country)
    seps = {"dot": ".", "slash": "/", "nbhy": "\u2011", "endash": "\u2013", "nbsp": "\u00a0", "us": "_",
            "bullet": "\u2022", "mid": "\u00b7", "none": "", "dash": "-", "space": " ", "keep": None}
    if sep == "spaced":
        s = " ".join(c for c in s if c != " " and c != "-")
    elif seps[sep] is not None:
        s = s.replace(" ", seps[sep]).replace("-", seps[sep])
    if script != "latn":
        s = "".join(NATIVE[script][int(c)] if c.isdigit() else c for c in s)
    return s


CN_NUM = "零一二三四五六七八九"
CN_O = "〇一二三四五六七八九"
CN_DAXIE = "零壹贰叁肆伍陆柒捌玖"
CN_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
CN_RADIO = "洞幺两三四五六拐八勾"
KO_NUM = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def cn_phone(rng, arg):
    if arg == "hk":
        raw = phone_raw(rng, "hk")
    elif arg == "tw":
        raw = phone_raw(rng, "tw")
    elif arg == "jp":
        raw = phone_raw(rng, "jp")
    elif arg == "kr":
        raw = phone_raw(rng, "kr")
    elif arg == "my":
        raw = phone_raw(rng, "my")
    else:
        raw = phone_raw(rng, "cn")
    if arg in ("ling", "hk", "my"):
        return "".join(CN_NUM[int(c)] if c.isdigit() else c for c in raw)
    if arg == "ling_nospace":
        return "".join(CN_NUM[int(c)] for c in raw if c.isdigit())
    if arg in ("o", "tw"):
        return "".join(CN_O[int(c)] if c.isdigit() else c for c in raw)
    if arg == "yao":
        return "".join(("幺" if c == "1" else CN_NUM[int(c)]) if c.isdigit() else c for c in raw)
    if arg == "daxie":
        return "".join(CN_DAXIE[int(c)] for c in raw if c.isdigit())
    if arg == "daxie_t":
        return "".join(CN_DAXIE_T[int(c)] if c.isdigit() else c for c in raw)
    if arg == "radio":
        return "".join(CN_RADIO[int(c)] if c.isdigit() else c for c in raw)
    if arg == "mixed":
        return "".join((CN_NUM[int(c)] if rng.random() < 0.5 else c) if c.isdigit() else c for c in raw)
    if arg == "jp":
        return "".join(CN_O[int(c)] if c.isdigit() else "の" for c in raw)
    if arg == "kr":
        return "".join(KO_NUM[int(c)] if c.isdigit() else c for c in raw)
    if arg == "spaced":
        return " ".join(CN_NUM[int(c)] for c in raw if c.isdigit())
    raise KeyError(arg)


# ---------------------------------------------------------------- secrets
def pin(rng, n):
    n = int(n)
    while True:
        s = digits(rng, n)
        if any(s[i] == s[i + 1] for i in range(n - 1)):
            continue
        if any(int(s[i + 1]) - int(s[i]) == int(s[i + 2]) - int(s[i + 1]) and abs(int(s[i + 1]) - int(s[i])) == 1
               for i in range(n - 2)):
            continue
        if s[:2] in ("19", "20"):
            continue
        return s


DIGIT_WORDS = {
    "ha": "sifili ɗaya biyu uku huɗu biyar shida bakwai takwas tara",
    "qu": "ch'usaq huk iskay kimsa tawa pichqa suqta qanchis pusaq isqun",
    "lv": "nulle viens divi trīs četri pieci seši septiņi astoņi deviņi",
    "yo": "òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán",
    "mg": "aotra iray roa telo efatra dimy enina fito valo sivy",
    "rw": "zeru rimwe kabiri gatatu kane gatanu gatandatu karindwi umunani icyenda",
    "cy": "dim un dau tri pedwar pump chwech saith wyth naw",
    "eu": "zero bat bi hiru lau bost sei zazpi zortzi bederatzi",
    "ka": "ნული ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა",
    "mn": "тэг нэг хоёр гурав дөрөв тав зургаа долоо найм ес",
    "km": "សូន្យ មួយ ពីរ បី បួន ប្រាំ ប្រាំមួយ ប្រាំពីរ ប្រាំបី ប្រាំបួន",
    "so": "eber kow laba saddex afar shan lix toddoba siddeed sagaal",
    "gn": "mba'eve peteĩ mokõi mbohapy irundy po poteĩ pokõi poapy porundy",
    "haw": "ʻole ʻekahi ʻelua ʻekolu ʻehā ʻelima ʻeono ʻehiku ʻewalu ʻeiwa",
    "mi": "kore tahi rua toru whā rima ono whitu waru iwa",
    "fa": "صفر یک دو سه چهار پنج شش هفت هشت نه",
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "eo": "nul unu du tri kvar kvin ses sep ok naŭ",
    "lt": "nulis vienas du trys keturi penki šeši septyni aštuoni devyni",
    "is": "núll einn tveir þrír fjórir fimm sex sjö átta níu",
    "hy": "զրո մեկ երկու երեք չորս հինգ վեց յոթ ութ ինը",
    "ne": "शून्य एक दुई तीन चार पाँच छ सात आठ नौ",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
}


def pin_words(rng, arg):
    lang, _, n = arg.partition(",")
    p = pin(rng, n or "4")
    words = DIGIT_WORDS[lang].split(" ")
    return " ".join(words[int(c)] for c in p)


def password(rng, n="12"):
    n = int(n)
    sym = "!#%&*+-=?@^_~."
    while True:
        s = pick(rng, ALNUM + sym, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and any(c in sym for c in s)):
            return s


def password_urlsafe(rng, n="14"):
    n = int(n)
    while True:
        s = pick(rng, ALNUM, n - 2) + rng.choice("-_~.") + rng.choice(DIG)
        if any(c in UP for c in s) and any(c in LO for c in s):
            return s


NATO = ["Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett",
        "Kilo", "Lima", "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango",
        "Uniform", "Victor", "Whiskey", "X-ray", "Yankee", "Zulu"]
EN_DIG = "zero one two three four five six seven eight nine".split()


def spelled(rng, arg):
    """arg = n ; returns letter-by-letter spelling with hyphens of a random lowercase+digit secret."""
    n = int(arg)
    s = pick(rng, LO + DIG, n)
    return "-".join(s)


def nato(rng, arg):
    n = int(arg)
    out = []
    for _ in range(n):
        if rng.random() < 0.3:
            out.append(EN_DIG[rng.randint(0, 9)])
        else:
            out.append(rng.choice(NATO))
    return " ".join(out)


def aws_key(rng, arg=""):
    return "AKIA" + pick(rng, UP + "234567", 16)


def aws_secret(rng, arg=""):
    return pick(rng, B64, 40)


def gh_pat(rng, arg=""):
    return "ghp_" + pick(rng, ALNUM, 36)


def slack_bot(rng, arg=""):
    return f"xoxb-{digits(rng, 12, True)}-{digits(rng, 13, True)}-{pick(rng, ALNUM, 24)}"


def stripe_live(rng, arg=""):
    return "sk_live_" + pick(rng, ALNUM, 34)


def openai_key(rng, arg=""):
    return "sk-proj-" + pick(rng, URLSAFE, 74)


def anthropic_key(rng, arg=""):
    return "sk-ant-api03-" + pick(rng, URLSAFE, 93) + "AA"


def google_key(rng, arg=""):
    return "AIza" + pick(rng, URLSAFE, 35)


def pem_key(rng, arg=""):
    lines = ["MIIEpAIBAAKCAQEA" + pick(rng, B64, 48)]
    for _ in range(5):
        lines.append(pick(rng, B64, 64))
    lines.append(pick(rng, B64, 28) + "==")
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def hf_token(rng, arg=""):
    return "hf_" + pick(rng, UP + LO, 34)


def telegram_token(rng, arg=""):
    return f"{digits(rng, 10, True)}:AA{pick(rng, URLSAFE, 33)}"


def gitlab_pat(rng, arg=""):
    return "glpat-" + pick(rng, URLSAFE, 20)


def do_token(rng, arg=""):
    return "dop_v1_" + pick(rng, "0123456789abcdef", 64)


def jwt(rng, arg=""):
    import base64
    import json
    head = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps({"sub": digits(rng, 8, True), "name": "Test User", "iat": rng.randint(1700000000, 1790000000)}, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{head}.{body}.{pick(rng, URLSAFE, 43)}"


def sendgrid(rng, arg=""):
    return f"SG.{pick(rng, URLSAFE, 22)}.{pick(rng, URLSAFE, 43)}"


def twilio_sk(rng, arg=""):
    return "SK" + pick(rng, "0123456789abcdef", 32)


def otp(rng, n="6"):
    return digits(rng, int(n))


def backup_codes(rng, arg="4"):
    return " ".join(f"{digits(rng, 4)}-{digits(rng, 4)}" for _ in range(int(arg)))


# ---------------------------------------------------------------- look-alike numbers (public / non-secret)
def isbn13(rng, arg=""):
    body = "978" + digits(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    n = body + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def ean13(rng, arg=""):
    body = rng.choice(["590", "869", "616", "628", "480"]) + digits(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(rng, arg=""):
    body = digits(rng, 7)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}" + ("X" if c == 10 else str(c))


def imo(rng, arg=""):
    body = digits(rng, 6, first_nonzero=True)
    c = sum(int(d) * w for d, w in zip(body, range(7, 1, -1))) % 10
    return "IMO " + body + str(c)


def ups(rng, arg=""):
    return "1Z" + pick(rng, UP + DIG, 6) + digits(rng, 10)


def order16(rng, arg=""):
    return not_luhn(rng, 16)


def order_n(rng, arg):
    return not_luhn(rng, int(arg))


def uuid4(rng, arg=""):
    h = pick(rng, "0123456789abcdef", 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def sha256(rng, arg=""):
    return pick(rng, "0123456789abcdef", 64)


def hexn(rng, arg):
    return pick(rng, "0123456789abcdef", int(arg))


def upn(rng, arg):
    return pick(rng, UP + DIG, int(arg))


def rint(rng, arg):
    a, b = arg.split("-")
    w = len(a)
    v = rng.randint(int(a), int(b))
    return f"{v:0{w}d}" if a.startswith("0") else str(v)


GEN = {
    "CARD": card, "CNID": cn_id, "IBAN": iban, "CPF": cpf, "DNI": dni, "BSN": bsn, "PESEL": pesel,
    "AADHAAR": aadhaar, "TCKN": tckn, "CNP": cnp, "ISIKUKOOD": isikukood, "KENNITALA": kennitala,
    "FNR": fodselsnummer, "EGN": egn, "JMBG": jmbg, "MELLI": iran_melli, "THAIID": thai_id, "OIB": oib,
    "RNOKPP": rnokpp, "IIN": kz_iin, "ZAID": za_id, "ILID": il_id, "RRN": kr_rrn, "TAJ": hu_taj,
    "AMKA": gr_amka, "PPS": ie_pps, "HETU": fi_hetu, "RC": cz_rc, "PAN": pan, "CNIC": cnic,
    "PASS": passport, "NINO": nino,
    "PH": phone, "PHX": phone_x, "CNPH": cn_phone,
    "PIN": lambda r, a: pin(r, a), "PINW": pin_words, "PW": lambda r, a: password(r, a or "12"),
    "PWU": lambda r, a: password_urlsafe(r, a or "14"), "SPELL": spelled, "NATO": nato,
    "OTP": lambda r, a: otp(r, a or "6"), "BACKUP": lambda r, a: backup_codes(r, a or "4"),
    "D": lambda r, a: digits(r, int(a)), "N": rint, "UPN": upn, "HEX": hexn,
    "AWSKEY": aws_key, "AWSSECRET": aws_secret, "GHPAT": gh_pat, "SLACK": slack_bot, "STRIPE": stripe_live,
    "OPENAI": openai_key, "ANTHROPIC": anthropic_key, "GOOGLE": google_key, "PEM": pem_key, "HF": hf_token,
    "TELEGRAM": telegram_token, "GITLAB": gitlab_pat, "DOTOKEN": do_token, "JWT": jwt, "SENDGRID": sendgrid,
    "TWILIO": twilio_sk,
    "ISBN": isbn13, "EAN": ean13, "ISSN": issn, "IMO": imo, "UPS": ups, "ORDER16": order16,
    "ORDERN": order_n, "UUID": uuid4, "SHA256": sha256,
}
