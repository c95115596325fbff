# -*- coding: utf-8 -*-
"""heldout_v31: fake value generators (valid check digits where the real format has one),
digit-script renderers, injection encoders and the placeholder filler.

Standard library only (Python 3.11). Every generator takes a random.Random instance.
Nothing here is real: numbers are random, phone numbers use fiction ranges where they exist,
every host is example.com/.net/.org.

Placeholders in templates look like  ⟦name⟧, ⟦name:arg⟧, ⟦name:arg#tag⟧, ⟦name:arg|a⟧ / ⟦name:arg|b⟧.
The same name+arg+tag inside one case gives the same value; |a and |b give the two halves of
one value (used for *_split_kv)."""
import base64
import codecs
import re
import string
import urllib.parse

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def pick(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def shape(rng, pat):
    """X -> digit, N -> digit 2-9, L -> Latin capital, C -> Cyrillic capital, anything else literal."""
    out = []
    for ch in pat:
        if ch == "X":
            out.append(rng.choice(DIG))
        elif ch == "N":
            out.append(rng.choice("23456789"))
        elif ch == "L":
            out.append(rng.choice(UP))
        elif ch == "C":
            out.append(rng.choice("АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ"))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- digit scripts
SCRIPT_ZERO = {
    "arab": 0x0660, "fa": 0x06F0, "deva": 0x0966, "beng": 0x09E6, "thai": 0x0E50,
    "mymr": 0x1040, "khmr": 0x17E0, "fw": 0xFF10, "lao": 0x0ED0, "taml": 0x0BE6,
}


def to_script(s, script):
    z = SCRIPT_ZERO[script]
    return "".join(chr(z + int(c)) if c in DIG else c for c in s)


def phone(rng, pat):
    return shape(rng, pat)


def phone_script(script):
    return lambda rng, pat: to_script(shape(rng, pat), script)


# ---------------------------------------------------------------- Chinese / CJK numerals
def _map(s, table):
    return "".join(table[int(c)] for c in s)


def cnnum(rng, style):
    n = "1" + rng.choice("3456789") + digits(rng, 9)
    g = [n[:3], n[3:7], n[7:]]
    plain = "零一二三四五六七八九"
    if style == "zero":
        return "".join(_map(x, plain) for x in g)
    if style == "ling_o":
        return " ".join(_map(x, "〇一二三四五六七八九") for x in g)
    if style == "yao":
        return "-".join(_map(x, "零幺二三四五六七八九") for x in g)
    if style == "daxie":
        return _map(n, "零壹贰叁肆伍陆柒捌玖")
    if style == "daxie_t":
        return _map(n, "零壹貳參肆伍陸柒捌玖")
    if style == "mixed":
        return g[0] + _map(g[1], plain) + g[2]
    if style == "spaced":
        return " ".join(_map(n, plain))
    if style == "radio":
        return " ".join(_map(x, "洞幺两三四五六拐八勾") for x in g)
    raise ValueError(style)


def jpnum(rng, _arg):
    n = "0" + rng.choice("789") + "0" + digits(rng, 8)
    t = "〇一二三四五六七八九"
    return "の".join([_map(n[:3], t), _map(n[3:7], t), _map(n[7:], t)])


def konum(rng, _arg):
    n = "010" + digits(rng, 8)
    t = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
    return " ".join(["".join(t[int(c)] for c in n[:3]), "".join(t[int(c)] for c in n[3:7]),
                     "".join(t[int(c)] for c in n[7:])])


# ---------------------------------------------------------------- cards (Luhn)
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def card(rng, arg):
    brand, _, style = arg.partition("/")
    if brand == "visa":
        body = "4" + digits(rng, 14)
    elif brand == "mc":
        body = "5" + rng.choice("12345") + digits(rng, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + digits(rng, 11)
    elif brand == "amex":
        body = "3" + rng.choice("47") + digits(rng, 12)
    elif brand == "disc":
        body = "6011" + digits(rng, 11)
    elif brand == "jcb":
        body = str(rng.randint(3528, 3589)) + digits(rng, 11)
    elif brand == "mir":
        body = "220" + rng.choice("01234") + digits(rng, 11)
    elif brand == "cup":
        body = "62" + digits(rng, 16)
    else:
        raise ValueError(brand)
    num = body + luhn_digit(body)
    if style == "plain":
        return num
    sep = "-" if style == "dash" else " "
    if brand == "amex":
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, len(num), 4)]
    return sep.join(parts)


def nonluhn16(rng, arg=""):
    n = rng.choice("123456789") + digits(rng, 15)
    if luhn_digit(n[:-1]) == n[-1]:
        n = n[:-1] + str((int(n[-1]) + 1) % 10)
    if arg == "grouped":
        return "-".join(n[i:i + 4] for i in range(0, 16, 4))
    return n


# ---------------------------------------------------------------- national numbers
CN_REGIONS = ["110101", "110105", "310104", "310115", "440305", "440106", "510107", "330106",
              "420102", "320102", "370102", "610113", "500103", "210102", "350203", "650102"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _ymd(rng, y0, y1):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def cn_id(rng, arg=""):
    while True:
        y, m, d = _ymd(rng, 1958, 2004)
        body = rng.choice(CN_REGIONS) + f"{y:04d}{m:02d}{d:02d}" + digits(rng, 3)
        c = "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]
        if arg == "X" and c != "X":
            continue
        v = body + c
        if arg == "spaced":
            v = f"{v[:6]} {v[6:14]} {v[14:]}"
        return v


def _iban_int(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban(rng, cc):
    if cc == "DE":
        bban = digits(rng, 18)
    elif cc == "NL":
        bban = pick(rng, UP, 4) + digits(rng, 10)
    elif cc == "ES":
        bban = digits(rng, 20)
    elif cc == "LU":
        bban = digits(rng, 3) + pick(rng, UP + DIG, 13)
    elif cc == "FO":
        bban = digits(rng, 14)
    elif cc == "GB":
        bban = pick(rng, UP, 4) + digits(rng, 14)
    elif cc == "FR":
        bban = digits(rng, 23)
    elif cc == "TR":
        bban = digits(rng, 5) + "0" + digits(rng, 16)
    elif cc == "NO":  # national mod-11 digit on the last position
        while True:
            b = digits(rng, 10)
            r = 11 - sum(int(x) * w for x, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            if r == 10:
                continue
            bban = b + ("0" if r == 11 else str(r))
            break
    elif cc == "BA":  # national ISO 7064 mod 97-10 pair: whole BBAN = 1 mod 97
        b = digits(rng, 14)
        bban = b + f"{98 - (int(b) * 100) % 97:02d}"
    else:
        raise ValueError(cc)
    chk = 98 - _iban_int(bban + cc + "00") % 97
    v = f"{cc}{chk:02d}{bban}"
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


def cpf(rng, _arg=""):
    while True:
        b = digits(rng, 9)
        if len(set(b)) > 1:
            break
    for n in (9, 10):
        s = sum(int(d) * w for d, w in zip(b, range(n + 1, 1, -1)))
        r = s % 11
        b += "0" if r < 2 else str(11 - r)
    return f"{b[:3]}.{b[3:6]}.{b[6:9]}-{b[9:]}"


def dni(rng, _arg=""):
    n = digits(rng, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def bsn(rng, _arg=""):
    while True:
        b = rng.choice("123456789") + digits(rng, 7)
        r = sum(int(d) * w for d, w in zip(b, range(9, 1, -1))) % 11
        if r < 10:
            return b + str(r)


def personnummer(rng, _arg=""):
    y, m, d = _ymd(rng, 1950, 2005)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + digits(rng, 3)
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def pesel(rng, _arg=""):
    y, m, d = _ymd(rng, 1950, 2008)
    mm = m + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{mm:02d}{d:02d}" + digits(rng, 4)
    s = sum(int(x) * w for x, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return b + str((10 - s % 10) % 10)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng, _arg=""):
    b = rng.choice("23456789") + digits(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    n = b + str(_VINV[c])
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def hetu(rng, _arg=""):
    y, m, d = _ymd(rng, 1950, 2006)
    ind = f"{rng.randint(2, 899):03d}"
    base = f"{d:02d}{m:02d}{y % 100:02d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + ind) % 31]
    return base + ("A" if y >= 2000 else "-") + ind + c


def isbn13(rng, _arg=""):
    b = "978" + digits(rng, 9)
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    n = b + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def ean13(rng, prefix="869"):
    b = prefix + digits(rng, 12 - len(prefix))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    return b + str((10 - s % 10) % 10)


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng, _arg=""):
    while True:
        org8 = pick(rng, UP.replace("I", "").replace("O", "") + DIG, 8)
        s = sum((int(ch, 36)) * w for ch, w in zip(org8, [3, 7, 9, 10, 5, 8, 4, 2]))
        r = 11 - s % 11
        org = org8 + ("X" if r == 10 else "0" if r == 11 else str(r))
        body = "91" + rng.choice(CN_REGIONS) + org
        if any(ch not in USCC_CHARS for ch in body):
            continue
        s2 = sum(USCC_CHARS.index(ch) * w for ch, w in zip(body, USCC_W))
        c = (31 - s2 % 31) % 31
        return body + USCC_CHARS[c]


def rut(rng, _arg=""):
    body = str(rng.randint(6_000_000, 24_999_999))
    s = sum(int(d) * w for d, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 2))
    r = 11 - s % 11
    c = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{int(body):,}".replace(",", ".") + "-" + c


def tckn(rng, _arg=""):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def za_id(rng, _arg=""):
    y, m, d = _ymd(rng, 1955, 2004)
    b = f"{y % 100:02d}{m:02d}{d:02d}" + digits(rng, 4) + "08"
    return b + luhn_digit(b)


def no_fnr(rng, _arg=""):
    while True:
        y, m, d = _ymd(rng, 1950, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}" + f"{rng.randint(0, 499):03d}"
        k1 = 11 - sum(int(x) * w for x, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        if k1 == 10:
            continue
        b += "0" if k1 == 11 else str(k1)
        k2 = 11 - sum(int(x) * w for x, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if k2 == 10:
            continue
        return b + ("0" if k2 == 11 else str(k2))


def jmbg(rng, _arg=""):
    while True:
        y, m, d = _ymd(rng, 1950, 1999)
        b = f"{d:02d}{m:02d}{y % 1000:03d}" + rng.choice(["71", "72", "73", "80", "85"]) + f"{rng.randint(0, 999):03d}"
        a = [int(x) for x in b]
        s = sum(w * (a[i] + a[i + 6]) for i, w in enumerate([7, 6, 5, 4, 3, 2]))
        k = 11 - s % 11
        if k >= 10:
            continue
        return b + str(k)


def mn_rd(rng, _arg=""):
    y, m, d = _ymd(rng, 1960, 1999)
    return pick(rng, "АБВГДЕЗИКЛМНОПРСТУФХЦЧШЭЮЯӨҮ", 2) + f"{y % 100:02d}{m:02d}{d:02d}" + digits(rng, 2)


# ---------------------------------------------------------------- passwords, PINs, codes
WORDS = ["Maple", "River", "Falcon", "Copper", "Mango", "Velvet", "Harbor", "Tundra", "Pepper", "Lantern",
         "Orchid", "Basalt", "Comet", "Walnut", "Sierra", "Quartz", "Meadow", "Ember", "Pixel", "Saffron",
         "Juniper", "Cobalt", "Thistle", "Marble", "Heron", "Tamarind", "Glacier", "Cactus"]
PINYIN = ["wangxiaoming", "zhangwei", "liuyang", "chenjing", "huanglei", "zhaomin", "woaini", "xiaobao"]
SEED_WORDS = ["orbit", "canvas", "lemon", "shadow", "velvet", "arrow", "timber", "crisp", "almond", "harvest",
              "pony", "ribbon", "sugar", "wagon", "fossil", "lunar", "mosaic", "pencil", "quiet", "saddle",
              "tonic", "umbrella", "violin", "walnut", "yellow", "zebra", "anchor", "bronze", "cliff", "dwarf"]
SYMS = "!#$%*+-=?_~"
NATO = ["alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo",
        "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform",
        "victor", "whiskey", "xray", "yankee", "zulu"]
EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
PT_DIGITS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]


def pw(rng, kind):
    if kind.startswith("rand"):
        n = int(kind[4:])
        while True:
            s = pick(rng, ALNUM + SYMS, n)
            if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                    and any(c in SYMS for c in s)):
                return s
    if kind.startswith("url"):
        n = int(kind[3:])
        while True:
            s = pick(rng, ALNUM + "-_.", n)
            if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s):
                return s
    if kind == "words":
        a, b = rng.sample(WORDS, 2)
        return a + rng.choice(SYMS) + b + digits(rng, 2)
    if kind == "leet":
        w = rng.choice(WORDS).lower().translate(str.maketrans("aeio", "4310"))
        return w[0].upper() + w[1:] + rng.choice("!?#") + digits(rng, 2)
    if kind == "word_digits":
        return rng.choice(WORDS) + digits(rng, 4)
    if kind == "pinyin":
        y, m, d = _ymd(rng, 1975, 2002)
        return rng.choice(PINYIN) + f"{y}{m:02d}{d:02d}"
    if kind == "wifi":
        a, b = rng.sample(WORDS, 2)
        return a.lower() + "-" + b.lower() + "-" + digits(rng, 4)
    raise ValueError(kind)


def pin(rng, n):
    n = int(n)
    while True:
        s = [rng.randint(0, 9)]
        while len(s) < n:
            x = rng.randint(0, 9)
            if abs(x - s[-1]) > 1:
                s.append(x)
        if s[0] != 0 or n > 4:
            return "".join(map(str, s))


def otp(rng, _arg=""):
    return pin(rng, 6)


def backup(rng, _arg=""):
    a = LO.replace("l", "").replace("o", "") + "23456789"
    return pick(rng, a, 4) + "-" + pick(rng, a, 4)


def seed(rng, _arg=""):
    return " ".join(rng.sample(SEED_WORDS, 12))


def digicode(rng, _arg=""):
    return rng.choice("ABC") + pin(rng, 4)


def combo(rng, _arg=""):
    a = rng.sample(range(1, 40), 3)
    return " - ".join(f"{x:02d}" for x in a)


def nato(rng, _arg=""):
    s = pick(rng, UP, 3) + pick(rng, LO, 3) + digits(rng, 2)
    s = "".join(rng.sample(s, len(s)))
    out = []
    for c in s:
        if c in DIG:
            out.append(EN_DIGITS[int(c)])
        elif c in UP:
            out.append(NATO[UP.index(c)].upper())
        else:
            out.append(NATO[LO.index(c)])
    return " ".join(out)


def digitwords_pt(rng, _arg=""):
    return ", ".join(PT_DIGITS[int(c)] for c in pin(rng, 6))


# ---------------------------------------------------------------- key formats (random, none real)
def _b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng, _arg=""):
    head = _b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = _b64url(('{"sub":"%s","name":"user%s","iat":%d}' % (digits(rng, 8), digits(rng, 3),
                                                                  rng.randint(1_700_000_000, 1_790_000_000))).encode())
    return head + "." + body + "." + pick(rng, B64URL, 43)


def pem(rng, _arg=""):
    lines = ["MIIEpAIBAAKCAQEA" + pick(rng, B64, 48)] + [pick(rng, B64, 64) for _ in range(5)] + [pick(rng, B64, 36) + "=="]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


KEYS = {
    "aws_id": lambda r, a: "AKIA" + pick(r, UP + "234567", 16),
    "aws_secret": lambda r, a: pick(r, UP + LO + DIG + "/+", 40),
    "gh_pat": lambda r, a: "ghp_" + pick(r, ALNUM, 36),
    "slack": lambda r, a: "xoxb-" + digits(r, 12) + "-" + digits(r, 13) + "-" + pick(r, ALNUM, 24),
    "stripe": lambda r, a: "sk_live_" + pick(r, ALNUM, 34),
    "google_api": lambda r, a: "AIza" + pick(r, B64URL, 35),
    "openai": lambda r, a: "sk-proj-" + pick(r, B64URL, 56),
    "gitlab": lambda r, a: "glpat-" + pick(r, B64URL, 20),
    "npm": lambda r, a: "npm_" + pick(r, ALNUM, 36),
    "sendgrid": lambda r, a: "SG." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
    "jwt": jwt,
    "pem": pem,
    "azure": lambda r, a: ("DefaultEndpointsProtocol=https;AccountName=stfotos" + digits(r, 3) + ";AccountKey="
                           + pick(r, B64, 86) + "==;EndpointSuffix=core.example.net"),
    "telegram": lambda r, a: str(r.randint(5_000_000_000, 7_999_999_999)) + ":AA" + pick(r, B64URL, 33),
    "hf": lambda r, a: "hf_" + pick(r, UP + LO, 34),
}


# ---------------------------------------------------------------- injection encoders
def encode(method, s):
    if method == "base64":
        return base64.b64encode(s.encode("utf-8")).decode()
    if method == "base32":
        return base64.b32encode(s.encode("utf-8")).decode()
    if method == "rot13":
        return codecs.encode(s, "rot13")
    if method == "leet":
        return s.translate(str.maketrans("aeiost", "431057"))
    if method == "zwsp":
        return "\u200b".join(s)
    if method == "homoglyph":
        return s.translate(str.maketrans("aceopxy", "асеорху"))
    if method == "reversed":
        return s[::-1]
    if method == "spaced":
        return " / ".join(" ".join(w) for w in s.split(" "))
    if method == "hex":
        return " ".join(f"{b:02x}" for b in s.encode("utf-8"))
    if method == "fullwidth":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)
    if method == "urlenc":
        return urllib.parse.quote(s, safe="")
    if method == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    raise ValueError(method)


# ---------------------------------------------------------------- registry and filler
# name -> (generator(rng, arg), kind used by check.py)
GEN = {
    "ph": (phone, "phone"),
    "ph_arab": (phone_script("arab"), "phone"),
    "ph_fa": (phone_script("fa"), "phone"),
    "ph_deva": (phone_script("deva"), "phone"),
    "ph_beng": (phone_script("beng"), "phone"),
    "ph_thai": (phone_script("thai"), "phone"),
    "ph_mymr": (phone_script("mymr"), "phone"),
    "ph_khmr": (phone_script("khmr"), "phone"),
    "ph_fw": (phone_script("fw"), "phone"),
    "cnnum": (cnnum, "phone_cjk"),
    "jpnum": (jpnum, "phone_cjk"),
    "konum": (konum, "phone_cjk"),
    "card": (card, "card"),
    "cnid": (cn_id, "cnid"),
    "iban": (iban, "iban"),
    "cpf": (cpf, "cpf"),
    "dni": (dni, "dni"),
    "bsn": (bsn, "bsn"),
    "pnr": (personnummer, "pnr"),
    "pesel": (pesel, "pesel"),
    "aadhaar": (aadhaar, "aadhaar"),
    "hetu": (hetu, "hetu"),
    "isbn": (isbn13, "isbn"),
    "ean": (lambda r, a: ean13(r, a or "869"), "ean"),
    "uscc": (uscc, "uscc"),
    "rut": (rut, "rut"),
    "tckn": (tckn, "tckn"),
    "zaid": (za_id, "zaid"),
    "nofnr": (no_fnr, "nofnr"),
    "jmbg": (jmbg, "jmbg"),
    "mnrd": (mn_rd, "misc"),
    "nonluhn16": (nonluhn16, "nonluhn"),
    "digits": (shape, "misc"),
    "alnum": (shape, "misc"),
    "pw": (pw, "pw"),
    "pin": (pin, "pin"),
    "otp": (otp, "pin"),
    "backup": (backup, "misc"),
    "seed": (seed, "misc"),
    "digicode": (digicode, "misc"),
    "combo": (combo, "misc"),
    "nato": (nato, "misc"),
    "digitwords_pt": (digitwords_pt, "misc"),
}
for _k, _f in KEYS.items():
    GEN[_k] = (_f, "key")

PH_RE = re.compile(r"⟦([a-z0-9_]+)(?::([^⟧#|]*))?(?:#(\w+))?(?:\|([ab]))?⟧")


def split_value(v):
    """Cut a value in two for *_split_kv: at the space nearest the middle (the space is dropped),
    otherwise in the middle."""
    mid = len(v) // 2
    spaces = [i for i, c in enumerate(v) if c == " "]
    if spaces:
        i = min(spaces, key=lambda j: (abs(j - mid), j))
        return v[:i], v[i + 1:], " "
    return v[:mid], v[mid:], ""


def fill(tpl, rng, cache, meta):
    """Replace placeholders in tpl. cache is shared by all strings of one case; meta collects
    (kind, value) for every generated value and ('split', value, a, b) for split values."""
    def rep(m):
        name, arg, tag, part = m.group(1), m.group(2) or "", m.group(3) or "", m.group(4)
        key = (name, arg, tag)
        if key not in cache:
            fn, kind = GEN[name]
            v = fn(rng, arg)
            cache[key] = v
            meta.append((kind, v))
        v = cache[key]
        if part:
            a, b, sep = split_value(v)
            rec = ("split", v, a, b)
            if rec not in meta:
                meta.append(rec)
            return a if part == "a" else b
        return v
    out = PH_RE.sub(rep, tpl)
    if "⟦" in out or "⟧" in out:
        raise ValueError("unfilled placeholder in " + tpl)
    return out
