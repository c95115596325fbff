"""Fake value generators and encoders for heldout_v30 (standard library only).

Every value is random and fake. Where a format has a check digit, it is computed here;
check.py re-validates every inserted value with validators written separately.
Each generator takes the shared random.Random and a list of string arguments and returns
(value, checks) where checks is a list of (kind, value) pairs for check.py.
"""
import base64
import codecs
import json
import re
import string
import urllib.parse

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def d(r, n):
    return "".join(r.choice(DG) for _ in range(n))


def dn(r, n):
    return r.choice("123456789") + d(r, n - 1)


def pick(r, chars, n):
    return "".join(r.choice(chars) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        x = int(ch)
        if i % 2 == 0:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return str((10 - s % 10) % 10)


CARD_PREFIX = {
    "visa": (lambda r: "4", 16),
    "mc": (lambda r: "5" + r.choice("12345"), 16),
    "mc2": (lambda r: str(r.randint(2221, 2720)), 16),
    "amex": (lambda r: r.choice(["34", "37"]), 15),
    "jcb": (lambda r: str(r.randint(3528, 3589)), 16),
    "mir": (lambda r: "220" + str(r.randint(0, 4)), 16),
    "unionpay19": (lambda r: "62" + r.choice("2458"), 19),
    "rupay": (lambda r: r.choice(["6521", "6522", "6070", "6081"]), 16),
    "troy": (lambda r: "9792", 16),
    "verve": (lambda r: "506" + str(r.randint(99, 198)).zfill(3), 19),
    "dankort": (lambda r: "5019", 16),
    "elo": (lambda r: r.choice(["636368", "504175", "506699", "509048"]), 16),
    "uzcard": (lambda r: "8600", 16),
}


def card_number(r, brand):
    pf, n = CARD_PREFIX[brand]
    p = pf(r)
    body = p + d(r, n - len(p) - 1)
    return body + luhn_digit(body)


def fmt_card(num, sep):
    if len(num) == 15:
        groups = [num[:4], num[4:10], num[10:]]
    elif len(num) == 19:
        groups = [num[i:i + 4] for i in range(0, 16, 4)] + [num[16:]]
    else:
        groups = [num[i:i + 4] for i in range(0, len(num), 4)]
    return {"space": " ", "dash": "-", "none": "", "dot": "."}[sep].join(groups)


def g_card(r, a):
    num = card_number(r, a[0])
    sep = a[1] if len(a) > 1 else "space"
    return fmt_card(num, sep), [("luhn_card", num)]


def g_exp(r, a):
    return f"{r.randint(1, 12):02d}/{r.randint(27, 31)}", []


def g_cvv(r, a):
    return d(r, 3), []


# ---------------------------------------------------------------- China resident ID (GB 11643)
CN_REGIONS = ["110101", "310104", "440305", "510107", "650102", "540102", "150102",
              "450103", "530102", "420106", "330106", "210102"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id(r, want_x):
    while True:
        y = r.randint(1955, 2008)
        s = r.choice(CN_REGIONS) + f"{y:04d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + d(r, 3)
        c = "10X98765432"[sum(int(a) * w for a, w in zip(s, CN_W)) % 11]
        if (c == "X") == want_x:
            return s + c


def g_cnid(r, a):
    v = cn_id(r, "x" in a)
    out = f"{v[:6]} {v[6:14]} {v[14:]}" if "grouped" in a else v
    return out, [("cn_id", v)]


# ---------------------------------------------------------------- IBAN (mod 97)
IBAN_SPEC = {"DE": "8n10n", "GB": "4a6n8n", "AL": "8n16c", "MT": "4a5n18c", "GE": "2a16n",
             "AZ": "4a20c", "LU": "3n13c", "NO": "4n6n1n", "IS": "4n2n6n10n", "PK": "4a16c",
             "KZ": "3n13c", "LT": "5n11n", "EE": "2n2n11n1n", "FO": "4n9n1n"}


def iban(r, cc):
    bban = ""
    for n, t in re.findall(r"(\d+)([anc])", IBAN_SPEC[cc]):
        bban += pick(r, UP, int(n)) if t == "a" else d(r, int(n))
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def g_iban(r, a):
    v = iban(r, a[0])
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4)), [("iban", v)]


# ---------------------------------------------------------------- national numbers
def g_cpf(r, a):
    while True:
        b = [r.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1:
            break
    b.append((sum(x * w for x, w in zip(b, range(10, 1, -1))) * 10) % 11 % 10)
    b.append((sum(x * w for x, w in zip(b, range(11, 1, -1))) * 10) % 11 % 10)
    t = "".join(map(str, b))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}", [("cpf", t)]


def g_dni(r, a):
    n = r.randint(10000000, 99999999)
    v = f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]
    return v, [("dni", v)]


def g_bsn(r, a):
    while True:
        b = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(7)]
        last = sum(x * w for x, w in zip(b, range(9, 1, -1))) % 11
        if last < 10:
            v = "".join(map(str, b)) + str(last)
            return v, [("bsn", v)]


def g_pesel(r, a):
    y = r.randint(1950, 2012)
    mm = r.randint(1, 12) + (20 if y >= 2000 else 0)
    s = f"{y % 100:02d}{mm:02d}{r.randint(1, 28):02d}" + d(r, 4)
    c = (10 - sum(int(x) * w for x, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
    return s + str(c), [("pesel", s + str(c))]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def g_aadhaar(r, a):
    b = r.choice("23456789") + d(r, 10)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    t = b + str(V_INV[c])
    return f"{t[:4]} {t[4:8]} {t[8:]}", [("aadhaar", t)]


def g_tckn(r, a):
    b = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    b.append(((b[0] + b[2] + b[4] + b[6] + b[8]) * 7 - (b[1] + b[3] + b[5] + b[7])) % 10)
    b.append(sum(b) % 10)
    v = "".join(map(str, b))
    return v, [("tckn", v)]


def _baltic_check(s10):
    c = sum(int(x) * w for x, w in zip(s10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if c == 10:
        c = sum(int(x) * w for x, w in zip(s10, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        if c == 10:
            c = 0
    return str(c)


def g_ee_ik(r, a):
    y = r.randint(1950, 2010)
    first = (3 if y < 2000 else 5) + r.randint(0, 1)
    s = f"{first}{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + d(r, 3)
    v = s + _baltic_check(s)
    return v, [("ee_ik", v)]


def g_ro_cnp(r, a):
    y = r.randint(1955, 2015)
    sx = r.randint(1, 2) + (0 if y < 2000 else 4)
    s = f"{sx}{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(1, 40):02d}{r.randint(1, 999):03d}"
    c = sum(int(x) * w for x, w in zip(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    v = s + ("1" if c == 10 else str(c))
    return v, [("ro_cnp", v)]


def g_hr_oib(r, a):
    s = dn(r, 10)
    acc = 10
    for ch in s:
        acc = (acc + int(ch)) % 10
        if acc == 0:
            acc = 10
        acc = (acc * 2) % 11
    c = 11 - acc
    v = s + ("0" if c == 10 else str(c))
    return v, [("hr_oib", v)]


def g_is_kt(r, a):
    while True:
        y = r.randint(1950, 2005)
        s = f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{y % 100:02d}" + str(r.randint(2, 9)) + d(r, 1)
        c = 11 - sum(int(x) * w for x, w in zip(s, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        t = s + str(c) + ("9" if y < 2000 else "0")
        return t[:6] + "-" + t[6:], [("is_kt", t)]


def g_no_fnr(r, a):
    while True:
        y = r.randint(1950, 1999)
        s = f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{y % 100:02d}{r.randint(0, 499):03d}"
        k1 = 11 - sum(int(x) * w for x, w in zip(s, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s2 = s + str(k1)
        k2 = 11 - sum(int(x) * w for x, w in zip(s2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s2 + str(k2), [("no_fnr", s2 + str(k2))]


def g_kr_rrn(r, a):
    y = r.randint(1955, 2012)
    g = r.randint(1, 2) + (0 if y < 2000 else 2)
    s = f"{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{g}" + d(r, 5)
    c = (11 - sum(int(x) * w for x, w in zip(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10
    v = s + str(c)
    return v[:6] + "-" + v[6:], [("kr_rrn", v)]


def g_kr_dl(r, a):
    return f"{r.randint(11, 28)}-{d(r, 2)}-{d(r, 6)}-{d(r, 2)}", []


def g_th_id(r, a):
    s = r.choice("12345678") + d(r, 11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(s)) % 11) % 10
    t = s + str(c)
    return f"{t[0]}-{t[1:5]}-{t[5:10]}-{t[10:12]}-{t[12]}", [("th_id", t)]


def g_za_id(r, a):
    y = r.randint(1955, 2004)
    s = f"{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 9999):04d}" + r.choice("01") + "8"
    v = s + luhn_digit(s)
    return v, [("za_id", v)]


def g_il_id(r, a):
    s = dn(r, 8)
    tot = 0
    for i, ch in enumerate(s):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x - 9 if x > 9 else x
    v = s + str((10 - tot % 10) % 10)
    return v, [("il_id", v)]


def g_rut(r, a):
    n = r.randint(8_000_000, 25_999_999)
    tot, m = 0, 2
    for ch in reversed(str(n)):
        tot += int(ch) * m
        m = 2 if m == 7 else m + 1
    v = 11 - tot % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    out = f"{n:,}".replace(",", ".") + "-" + dv
    return out, [("rut", out)]


def g_cuil(r, a):
    while True:
        s = r.choice(["20", "27", "23"]) + str(r.randint(10_000_000, 45_999_999))
        v = 11 - sum(int(x) * w for x, w in zip(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        v = 0 if v == 11 else v
        if v == 10:
            continue
        return f"{s[:2]}-{s[2:]}-{v}", [("cuil", s + str(v))]


def g_be_nn(r, a):
    y = r.randint(1950, 2010)
    s = f"{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(1, 997):03d}"
    c = 97 - int(("2" + s) if y >= 2000 else s) % 97
    return f"{s[:2]}.{s[2:4]}.{s[4:6]}-{s[6:9]}.{c:02d}", [("be_nn", s + f"{c:02d}")]


def g_hk_id(r, a):
    letter = r.choice("ACDEGHKMPRVWYZ")
    ds = d(r, 6)
    tot = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(x) * w for x, w in zip(ds, range(7, 1, -1)))
    c = (11 - tot % 11) % 11
    v = f"{letter}{ds}({'A' if c == 10 else c})"
    return v, [("hk_id", v)]


def _mrz_cd(s):
    tot = 0
    for i, ch in enumerate(s):
        v = 0 if ch == "<" else int(ch) if ch.isdigit() else ord(ch) - 55
        tot += v * [7, 3, 1][i % 3]
    return str(tot % 10)


def g_mrz(r, a):
    country, surname, given = a[0], a[1], a[2]
    l1 = (f"P<{country}{surname}<<{given}" + "<" * 44)[:44]
    num = pick(r, UP, 2) + d(r, 7)
    dob = f"{r.randint(1960, 2004) % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    exp = f"{r.randint(2027, 2034) % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    pers = d(r, 11) + "<<<"
    l2 = num + _mrz_cd(num) + country + dob + _mrz_cd(dob) + r.choice("MF") + exp + _mrz_cd(exp) + pers + _mrz_cd(pers)
    l2 += _mrz_cd(l2[0:10] + l2[13:20] + l2[21:43])
    return l1 + "\n" + l2, [("mrz", l2)]


def g_passport(r, a):
    if a[0] == "in":
        return r.choice("JKLMNPRSTUVWZ") + dn(r, 7), []
    raise ValueError(a)


def g_nino(r, a):
    while True:
        x, y = r.choice(UP), r.choice(UP)
        if x in "DFIQUV" or y in "DFIOQUV" or x + y in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            continue
        n = d(r, 6)
        v = f"{x}{y} {n[:2]} {n[2:4]} {n[4:]} {r.choice('ABCD')}"
        return v, [("nino", v)]


def g_pk_cnic(r, a):
    return f"{r.choice('1234567')}{d(r, 4)}-{d(r, 7)}-{r.randint(1, 9)}", []


def g_dob(r, a):
    y, m, dd = r.randint(1948, 2004), r.randint(1, 12), r.randint(1, 28)
    f = a[0] if a else "dmy."
    if f == "dmy.":
        return f"{dd:02d}.{m:02d}.{y}", []
    if f == "dmy/":
        return f"{dd:02d}/{m:02d}/{y}", []
    return f"{y}-{m:02d}-{dd:02d}", []


# ---------------------------------------------------------------- phones
# country: (calling code, trunk prefix, national groups)
PHONES = {
    "gb": ("44", "0", lambda r: ["7700", "900" + d(r, 3)]),
    "ng": ("234", "0", lambda r: ["80" + r.choice("36"), d(r, 3), d(r, 4)]),
    "ke": ("254", "0", lambda r: ["7" + r.choice("0129") + d(r, 1), d(r, 3), d(r, 3)]),
    "tz": ("255", "0", lambda r: ["7" + r.choice("1456") + d(r, 1), d(r, 3), d(r, 3)]),
    "gh": ("233", "0", lambda r: [r.choice(["24", "54", "20", "27"]), d(r, 3), d(r, 4)]),
    "et": ("251", "0", lambda r: ["9" + r.choice("1234"), d(r, 3), d(r, 4)]),
    "ph": ("63", "0", lambda r: ["9" + r.choice("12") + d(r, 1), d(r, 3), d(r, 4)]),
    "id": ("62", "0", lambda r: ["81" + r.choice("1235"), d(r, 4), d(r, 4)]),
    "np": ("977", "", lambda r: ["98" + r.choice("0146") + d(r, 1), d(r, 6)]),
    "mn": ("976", "", lambda r: ["9" + r.choice("159") + d(r, 2), d(r, 4)]),
    "ge": ("995", "", lambda r: ["5" + r.choice(["55", "57", "58", "93", "99"]), d(r, 2), d(r, 2), d(r, 2)]),
    "am": ("374", "0", lambda r: ["9" + r.choice("134589"), d(r, 3), d(r, 3)]),
    "pe": ("51", "", lambda r: ["9" + d(r, 2), d(r, 3), d(r, 3)]),
    "py": ("595", "0", lambda r: ["9" + r.choice("6789") + d(r, 1), d(r, 3), d(r, 3)]),
    "fj": ("679", "", lambda r: [r.choice("79") + d(r, 2), d(r, 4)]),
    "ws": ("685", "", lambda r: ["7" + r.choice("2567"), d(r, 5)]),
    "is": ("354", "", lambda r: [r.choice("678") + d(r, 2), d(r, 4)]),
    "mt": ("356", "", lambda r: ["79" + d(r, 2), d(r, 4)]),
    "bd": ("880", "0", lambda r: ["1" + r.choice("3789") + d(r, 2), d(r, 6)]),
    "kh": ("855", "0", lambda r: [r.choice(["12", "17", "96", "89", "77"]), d(r, 3), d(r, 3)]),
    "la": ("856", "0", lambda r: ["20", r.choice("579") + d(r, 1), d(r, 3), d(r, 3)]),
    "mm": ("95", "0", lambda r: ["9", r.choice("4567") + d(r, 2), d(r, 3), d(r, 3)]),
    "in": ("91", "", lambda r: [r.choice("9876") + d(r, 4), d(r, 5)]),
    "pk": ("92", "0", lambda r: ["3" + r.choice("0124") + d(r, 1), d(r, 7)]),
    "eg": ("20", "0", lambda r: ["1" + r.choice("0125"), d(r, 4), d(r, 4)]),
    "cn": ("86", "", lambda r: ["1" + r.choice("3589") + d(r, 1), d(r, 4), d(r, 4)]),
    "si": ("386", "0", lambda r: [r.choice(["31", "40", "41", "51", "70"]), d(r, 3), d(r, 3)]),
    "lu": ("352", "", lambda r: [r.choice(["621", "661", "691"]), d(r, 3), d(r, 3)]),
    "jp": ("81", "0", lambda r: [r.choice(["90", "80", "70"]), d(r, 4), d(r, 4)]),
    "pg": ("675", "", lambda r: ["7" + r.choice("0123") + d(r, 2), d(r, 4)]),
    "vn": ("84", "0", lambda r: ["9" + r.choice("0136"), d(r, 3), d(r, 4)]),
    "fr": ("33", "0", lambda r: ["6", "39", "98", d(r, 2), d(r, 2)]),
}
SCRIPT_ZERO = {"beng": 0x09E6, "khmr": 0x17E0, "laoo": 0x0ED0, "mymr": 0x1040, "gujr": 0x0AE6,
               "guru": 0x0A66, "pers": 0x06F0, "arab": 0x0660, "tibt": 0x0F20, "deva": 0x0966,
               "thai": 0x0E50, "fullwidth": 0xFF10}
SEPS = {"dots": ".", "dash": "-", "nbhy": "\u2011", "endash": "\u2013", "nbsp": "\u00a0",
        "underscore": "_", "bullet": "\u2022"}


def phone(r, cc, opts):
    code, trunk, gen = PHONES[cc]
    groups = gen(r)
    if "nat" in opts:
        groups = [trunk + groups[0]] + groups[1:]
        prefix = ""
    else:
        prefix = "+" + code + " "
    sep = " "
    for o in opts:
        if o in SEPS:
            sep = SEPS[o]
    if "fullwidth" in opts and sep == " ":
        sep = "\uff0d"
    if "slash" in opts:
        body = groups[0] + "/" + " ".join(groups[1:])
    elif "spaced" in opts:
        body = "  ".join(" ".join(g) for g in groups)
    else:
        body = sep.join(groups)
    out = prefix + body
    for o in opts:
        if o in SCRIPT_ZERO:
            z = SCRIPT_ZERO[o]
            out = "".join(chr(z + int(c)) if c in DG else c for c in out)
            if o == "fullwidth":
                out = out.replace("+", "\uff0b")
    return out


def g_phone(r, a):
    v = phone(r, a[0], a[1:])
    return v, [("phone", v)]


# ---------------------------------------------------------------- Chinese / CJK numerals
ZH_LOWER = "零一二三四五六七八九"
ZH_CIRCLE = "〇一二三四五六七八九"
ZH_YAO = "〇幺二三四五六七八九"
ZH_DAXIE = "零壹贰叁肆伍陆柒捌玖"
ZH_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
ZH_RADIO = "洞幺两三四五六拐八勾"
KO_SINO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
POJ = ["khòng", "it", "jī", "saⁿ", "sì", "gō͘", "la̍k", "chhit", "peh", "káu"]
PINYIN = ["ling", "yao", "er", "san", "si", "wu", "liu", "qi", "ba", "jiu"]


def _cjk_groups(r, kind):
    if kind == "cn_mob":
        s = "1" + r.choice("3589") + d(r, 9)
        return s, [s[:3], s[3:7], s[7:]]
    if kind == "tw_mob":
        s = "09" + d(r, 8)
        return s, [s[:4], s[4:7], s[7:]]
    if kind == "hk_mob":
        s = r.choice("569") + d(r, 7)
        return s, [s[:4], s[4:]]
    if kind == "jp_mob":
        s = "0" + r.choice("987") + "0" + d(r, 8)
        return s, [s[:3], s[3:7], s[7:]]
    if kind == "kr_mob":
        s = "010" + d(r, 8)
        return s, [s[:3], s[3:7], s[7:]]
    raise ValueError(kind)


def g_cnnum(r, a):
    kind, style = a[0], a[1]
    s, groups = _cjk_groups(r, kind)
    tr = lambda table, t: "".join(table[int(c)] for c in t)
    if style == "lower":
        out = tr(ZH_LOWER, s)
    elif style == "yao":
        out = tr(ZH_YAO, s)
    elif style == "daxie":
        out = tr(ZH_DAXIE, s)
    elif style == "daxie_t":
        out = tr(ZH_DAXIE_T, s)
    elif style == "radio":
        out = tr(ZH_RADIO, s)
    elif style == "spaced":
        out = " ".join(tr(ZH_LOWER, s))
    elif style == "mixed":
        while True:
            mask = [r.random() < 0.5 for _ in s]
            if 3 <= sum(mask) <= len(s) - 3:
                break
        out = "".join(ZH_LOWER[int(c)] if m else c for c, m in zip(s, mask))
    elif style == "kanji_no":
        out = "の".join(tr(ZH_CIRCLE, g) for g in groups)
    elif style == "hangul":
        out = " ".join("".join(KO_SINO[int(c)] for c in g) for g in groups)
    elif style == "poj":
        out = ", ".join("-".join(POJ[int(c)] for c in g) for g in groups)
    elif style == "pinyin":
        out = ", ".join(" ".join(PINYIN[int(c)] for c in g) for g in groups)
    else:
        raise ValueError(style)
    return out, [("cjk_phone", out + "\x00" + s)]


# ---------------------------------------------------------------- secrets
PW_SYM = "!*-_.~+$"


def g_pw(r, a):
    if a[0] == "rand":
        n = int(a[1])
        while True:
            s = pick(r, UP + LO + DG + PW_SYM, n)
            if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) and any(c in PW_SYM for c in s):
                return s, []
    words = a[1].split(",")
    w = r.sample(words, 2)
    w = [x[:1].upper() + x[1:] if r.random() < 0.6 else x.lower() for x in w]
    return w[0] + r.choice(PW_SYM) + w[1] + d(r, r.randint(2, 4)), []


def pin(r, n):
    while True:
        s = d(r, n)
        if len(set(s)) < n - 1 or any(s[i] == s[i + 1] for i in range(n - 1)):
            continue
        if any(abs(int(s[i + 1]) - int(s[i])) == 1 and int(s[i + 1]) - int(s[i]) == int(s[i + 2]) - int(s[i + 1])
               for i in range(n - 2)):
            continue
        return s


def g_pin(r, a):
    return pin(r, int(a[0])), []


PIN_WORDS = {"sw": ["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"],
             "hi": ["shunya", "ek", "do", "teen", "char", "paanch", "chhe", "saat", "aath", "nau"]}


def g_pinwords(r, a):
    return " ".join(PIN_WORDS[a[0]][int(c)] for c in pin(r, 4)), []


def g_otp(r, a):
    return d(r, 6), []


def g_digicode(r, a):
    return r.choice("AB") + pin(r, 4), []


def g_combo(r, a):
    return " ".join(pin(r, 4)), []


def g_backup(r, a):
    return ", ".join(f"{d(r, 4)} {d(r, 4)}" for _ in range(5)), []


# ---------------------------------------------------------------- key formats (random, none real)
def g_aws_id(r, a):
    return "AKIA" + pick(r, UP + "234567", 16), []


def g_aws_secret(r, a):
    return pick(r, B64, 40), []


def g_github_pat(r, a):
    return "github_pat_11" + pick(r, UP + DG, 20) + "_" + pick(r, ALNUM, 59), []


def g_glpat(r, a):
    return "glpat-" + pick(r, ALNUM + "-_", 20), []


def g_slack(r, a):
    return f"xoxb-{dn(r, 11)}-{dn(r, 13)}-{pick(r, ALNUM, 24)}", []


def g_stripe_rk(r, a):
    return "rk_live_51" + pick(r, ALNUM, 97), []


def g_google(r, a):
    return "AIza" + pick(r, ALNUM + "-_", 35), []


def g_anthropic(r, a):
    return "sk-ant-api03-" + pick(r, ALNUM + "-_", 93) + "AA", []


def g_hf(r, a):
    return "hf_" + pick(r, UP + LO, 34), []


def g_telegram(r, a):
    return f"{r.choice('1234567')}{d(r, 9)}:AA{pick(r, ALNUM + '-_', 33)}", []


def g_do_token(r, a):
    return "dop_v1_" + pick(r, HEX, 64), []


def g_pem(r, a):
    body = "b3BlbnNzaC1rZXktdjEAAAAA" + pick(r, B64, 70 * 5 - 24 + 12)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----", []


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def g_jwt(r, a):
    h = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64url(json.dumps({"sub": d(r, 8), "name": r.choice(["Nimal Gunasekara", "Kumari Wijesooriya"]),
                            "iat": r.randint(1700000000, 1760000000)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{pick(r, B64URL, 43)}", []


def g_pypi(r, a):
    return "pypi-AgEIcHlwaS5vcmcCJ" + pick(r, B64URL, 160), []


# ---------------------------------------------------------------- small fillers and look-alikes
def g_n2(r, a):
    return str(r.randint(10, 99)), []


def g_octet(r, a):
    return str(r.randint(2, 254)), []


def g_digits(r, a):
    return dn(r, int(a[0])), []


def g_alnum(r, a):
    return pick(r, UP + DG, int(a[0])), []


def _ean_digit(s12):
    return str((10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s12)) % 10) % 10)


def g_isbn(r, a):
    s = "978" + r.choice("0123") + d(r, 8)
    t = s + _ean_digit(s)
    return f"{t[:3]}-{t[3]}-{t[4:8]}-{t[8:12]}-{t[12]}", [("isbn", t)]


def g_ean13(r, a):
    s = "477" + d(r, 9)
    return s + _ean_digit(s), [("ean13", s + _ean_digit(s))]


def g_isin(r, a):
    body = a[0] + pick(r, UP + DG, 9)
    v = body + luhn_digit("".join(str(int(c, 36)) for c in body))
    return v, [("isin", v)]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def g_uscc(r, a):
    org8 = d(r, 8)
    c = 11 - sum(int(x) * w for x, w in zip(org8, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    s = "91" + r.choice(CN_REGIONS) + org8 + ("X" if c == 10 else "0" if c == 11 else str(c))
    cc = (31 - sum(USCC_CH.index(ch) * w for ch, w in zip(s, USCC_W)) % 31) % 31
    return s + USCC_CH[cc], [("uscc", s + USCC_CH[cc])]


def g_bic(r, a):
    return pick(r, UP, 4) + a[0] + pick(r, UP, 2), []


def g_order16(r, a):
    while True:
        s = dn(r, 16)
        if luhn_digit(s[:-1]) != s[-1]:
            return s, [("not_luhn", s)]


def g_flight(r, a):
    return f"{a[0]} {r.randint(300, 3999)}", []


def g_train(r, a):
    return f"IC {r.randint(1100, 8999)}", []


def g_postal(r, a):
    if a[0] == "pt":
        return f"{r.randint(1000, 9999)}-{r.randint(100, 999)}", []
    if a[0] == "in":
        return r.choice("1234567") + d(r, 5), []
    raise ValueError(a)


def g_invoice(r, a):
    return "HD" + dn(r, 8), []


def g_promo(r, a):
    return r.choice(["MANGO", "KARIBU", "LUNA", "FIESTA"]) + str(r.randint(10, 40)), []


def g_sha256(r, a):
    return pick(r, HEX, 64), []


def g_uuid(r, a):
    h = pick(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}", []


def g_sha1short(r, a):
    return pick(r, HEX, 7), []


def g_email(r, a):
    first = r.choice(["zsofia", "levente", "emese", "bence", "reka"])
    last = r.choice(["halasz", "farkasvolgyi", "kertesz", "szabo"])
    return f"{first}.{last}{r.randint(1, 99)}@{r.choice(['example.com', 'example.net', 'example.org'])}", []


# ---------------------------------------------------------------- encoders for obfuscated injections / e-mails
LEET = str.maketrans({"a": "4", "A": "4", "e": "3", "E": "3", "i": "1", "I": "1", "o": "0", "O": "0",
                      "s": "5", "S": "5", "t": "7", "T": "7"})
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ", "j": "ј",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}


def g_b64(r, a):
    return base64.b64encode(a[0].encode()).decode(), [("enc", "b64\x00" + a[0])]


def g_b32(r, a):
    return base64.b32encode(a[0].encode()).decode(), [("enc", "b32\x00" + a[0])]


def g_rot13(r, a):
    return codecs.encode(a[0], "rot_13"), [("enc", "rot13\x00" + a[0])]


def g_leet(r, a):
    return a[0].translate(LEET), []


def g_zw(r, a):
    return "".join(ch + ("" if ch == " " else r.choice(ZW)) for ch in a[0]), [("enc", "zw\x00" + a[0])]


def g_homo(r, a):
    return "".join(HOMO.get(c, c) for c in a[0]), []


def g_rev(r, a):
    return a[0][::-1], [("enc", "rev\x00" + a[0])]


def g_spaced(r, a):
    return "   ".join(" ".join(w) for w in a[0].split(" ")), []


def g_hex(r, a):
    return a[0].encode().hex(), [("enc", "hex\x00" + a[0])]


def g_fw(r, a):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else "\u3000" if c == " " else c for c in a[0]), \
        [("enc", "fw\x00" + a[0])]


def g_url(r, a):
    return urllib.parse.quote(a[0], safe=""), [("enc", "url\x00" + a[0])]


def g_tags(r, a):
    assert all(" " <= c <= "~" for c in a[0])
    return "".join(chr(0xE0000 + ord(c)) for c in a[0]), [("enc", "tags\x00" + a[0])]


GEN = {name[2:]: fn for name, fn in globals().items() if name.startswith("g_") and callable(fn)}
