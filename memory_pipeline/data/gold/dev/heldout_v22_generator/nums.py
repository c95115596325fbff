"""Fake value generators for heldout_v22 (standard library only).

Every function takes a random.Random instance and returns a string. Nothing here is a
real person's data: phones use fiction ranges where those exist (or random digits in the
local shape), cards/IDs/IBANs are random numbers with valid check digits.
"""

import base64
import json
import string

DIGIT_SCRIPTS = {
    "fa": "۰۱۲۳۴۵۶۷۸۹",  # Persian / Urdu
    "ar": "٠١٢٣٤٥٦٧٨٩",  # Arabic-Indic
    "deva": "०१२३४५६७८९",  # Devanagari (hi, ne)
    "beng": "০১২৩৪৫৬৭৮৯",  # Bengali
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "khmer": "០១២៣៤៥៦៧៨៩",
    "mymr": "၀၁၂၃၄၅၆၇၈၉",  # Burmese
    "tamil": "௦௧௨௩௪௫௬௭௮௯",
    "fw": "０１２３４５６７８９",  # full-width
}

CN_STYLES = {
    "lower": "零一二三四五六七八九",
    "circle": "〇一二三四五六七八九",
    "yao": "零幺二三四五六七八九",
    "upper": "零壹贰叁肆伍陆柒捌玖",
    "tupper": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "kanji": "〇一二三四五六七八九",
    "hangul": "공일이삼사오육칠팔구",
}


def pattern(rng, pat):
    """'#' -> any digit, 'N' -> 1-9; everything else is copied."""
    out = []
    for ch in pat:
        if ch == "#":
            out.append(str(rng.randrange(10)))
        elif ch == "N":
            out.append(str(rng.randrange(1, 10)))
        else:
            out.append(ch)
    return "".join(out)


def to_script(s, script):
    table = DIGIT_SCRIPTS[script]
    return "".join(table[int(c)] if c in "0123456789" else c for c in s)


def cn_mobile(rng):
    return rng.choice(["138", "139", "186", "152", "177", "135", "189", "158"]) + pattern(rng, "########")


def cn_numerals(s, style, sep=""):
    table = CN_STYLES[style]
    return sep.join(table[int(c)] for c in s if c.isdigit())


def cn_mixed(rng, s):
    table = CN_STYLES["lower"]
    return "".join(table[int(c)] if rng.random() < 0.5 else c for c in s)


# ---------------------------------------------------------------- cards
CARD_SPECS = {
    "visa": (["4"], 16),
    "mc": (["51", "53", "55"], 16),
    "mc2": (["2221", "2500", "2701"], 16),
    "amex": (["34", "37"], 15),
    "disc": (["6011"], 16),
    "jcb": (["3528", "3589"], 16),
    "mir": (["2200", "2204"], 16),
    "unionpay": (["62"], 19),
    "maestro": (["6759"], 16),
}


def luhn_digit(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    total = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def card(rng, kind, sep=" "):
    prefixes, length = CARD_SPECS[kind]
    p = rng.choice(prefixes)
    body = p + "".join(str(rng.randrange(10)) for _ in range(length - 1 - len(p)))
    num = body + luhn_digit(body)
    if kind == "amex":
        groups = [num[:4], num[4:10], num[10:]]
    elif length == 19:
        groups = [num[:6], num[6:]]
    else:
        groups = [num[i : i + 4] for i in range(0, 16, 4)]
    return sep.join(groups)


def non_luhn16(rng, sep=""):
    while True:
        n = str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(15))
        if not luhn_ok(n):
            break
    return sep.join(n[i : i + 4] for i in range(0, 16, 4)) if sep else n


# ---------------------------------------------------------------- CN resident ID (GB 11643)
REGIONS = ["110105", "310104", "440305", "510107", "330106", "420106", "610113", "230102"]
W11643 = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id(rng, want_x=False):
    while True:
        y = rng.randrange(1958, 2004)
        m = rng.randrange(1, 13)
        d = rng.randrange(1, 29)
        body = rng.choice(REGIONS) + "%04d%02d%02d" % (y, m, d) + "%03d" % rng.randrange(1, 999)
        chk = "10X98765432"[sum(int(a) * w for a, w in zip(body, W11643)) % 11]
        if (chk == "X") == want_x:
            return body + chk


# ---------------------------------------------------------------- IBAN
IBAN_BBAN = {
    "DE": "##################",
    "ES": "####################",
    "TR": "#####0################",
    "SK": "####################",
    "HR": "#################",
    "LT": "################",
    "LV": "@@@@#############",
    "EE": "################",
    "RS": "##################",
    "GE": "@@################",
    "FR": "#######################",
    "IT": "@######################", "NL": "@@@@##########",
}


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(rng, cc, grouped=True):
    pat = IBAN_BBAN[cc]
    bban = "".join(rng.choice(string.ascii_uppercase) if c == "@" else str(rng.randrange(10)) for c in pat)
    check = 98 - int(_iban_num(bban + cc + "00")) % 97
    s = cc + "%02d" % check + bban
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4)) if grouped else s


# ---------------------------------------------------------------- national numbers
def cpf(rng):
    d = [rng.randrange(10) for _ in range(9)]
    for n in (10, 11):
        s = sum(a * w for a, w in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def dni(rng):
    n = rng.randrange(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def bsn(rng):
    while True:
        d = [rng.randrange(10) for _ in range(8)]
        s = sum(a * w for a, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10 and d[0] != 0:
            return "".join(map(str, d)) + str(last)


def pesel(rng):
    y = rng.randrange(1960, 2000)
    m = rng.randrange(1, 13)
    dd = rng.randrange(1, 29)
    body = "%02d%02d%02d%04d" % (y % 100, m, dd, rng.randrange(10000))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def tckn(rng):
    while True:
        d = [rng.randrange(1, 10)] + [rng.randrange(10) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d.append(d10)
        d.append(sum(d) % 10)
        return "".join(map(str, d))


def isikukood(rng):
    """Estonian / Lithuanian personal code (same check algorithm)."""
    body = (
        str(rng.choice([3, 4, 5, 6]))
        + "%02d%02d%02d" % (rng.randrange(100), rng.randrange(1, 13), rng.randrange(1, 29))
        + "%03d" % rng.randrange(1000)
    )
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    r = sum(int(a) * b for a, b in zip(body, w1)) % 11
    if r == 10:
        r = sum(int(a) * b for a, b in zip(body, w2)) % 11
        if r == 10:
            r = 0
    return body + str(r)


def egn(rng):
    body = "%02d%02d%02d%03d" % (
        rng.randrange(60, 100),
        rng.randrange(1, 13),
        rng.randrange(1, 29),
        rng.randrange(1000),
    )
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + str(0 if r == 10 else r)


def isbn13(rng):
    body = "978" + "".join(str(rng.randrange(10)) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    c = str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (body[:3], body[3], body[4:8], body[8:], c)


def cas(rng):
    digits = str(rng.randrange(50, 99999)) + "%02d" % rng.randrange(100)
    s = sum(int(c) * (i + 1) for i, c in enumerate(reversed(digits)))
    return "%s-%s-%d" % (digits[:-2], digits[-2:], s % 10)


def passport(rng, shape):
    shapes = {
        "us": "N########",
        "in": "@#######",
        "cn": "E########",
        "jp": "@@#######",
        "ge": "##@@#####",
        "kz": "N########",
        "de": "C@@###@@#",
    }
    pat = shapes[shape]
    out = []
    for c in pat:
        if c == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif c == "#":
            out.append(str(rng.randrange(10)))
        elif c == "N":
            out.append(str(rng.randrange(1, 10)))
        else:
            out.append(c)
    return "".join(out)


# ---------------------------------------------------------------- passwords and PINs
WORDS = [
    "Kormoran",
    "sipuli",
    "Zirkel",
    "mango",
    "tembo",
    "kanela",
    "pelikan",
    "Jahoda",
    "narancs",
    "Mavi",
    "lupin",
    "Tigre",
    "kiwi",
    "Sakura",
    "orzo",
    "Bambus",
    "rebus",
    "Fjord",
]
SYMS = "!#$%&*?@+=-_"


def pw_mixed(rng, n=12):
    pool = string.ascii_letters + string.digits + SYMS
    while True:
        s = "".join(rng.choice(pool) for _ in range(n))
        if (
            any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and any(c.isdigit() for c in s)
            and any(c in SYMS for c in s)
        ):
            return s


def pw_words(rng):
    a, b = rng.sample(WORDS, 2)
    return a + rng.choice(SYMS) + b.capitalize() + str(rng.randrange(10, 100))


def pw_leet(rng):
    w = rng.choice(WORDS).lower()
    t = w.translate(str.maketrans("aeios", "4310$"))
    return t[0].upper() + t[1:] + str(rng.randrange(100, 1000)) + rng.choice("!?#")


def pw_wordnum(rng):
    return rng.choice(WORDS).lower() + str(rng.randrange(1970, 2010))


def pin(rng, n=4):
    while True:
        d = [rng.randrange(10) for _ in range(n)]
        bad = any(d[i] == d[i + 1] for i in range(n - 1))
        bad = bad or any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(n - 2))
        if not bad:
            return "".join(map(str, d))


def otp(rng):
    return pattern(rng, "######")


def backup_codes(rng, k=3):
    return " ".join(pattern(rng, "####-####") for _ in range(k))


# ---------------------------------------------------------------- key formats
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"


def rstr(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def key(rng, kind):
    if kind == "aws_id":
        return "AKIA" + rstr(rng, 16, string.ascii_uppercase + "234567")
    if kind == "aws_secret":
        return rstr(rng, 40, B64)
    if kind == "github":
        return "ghp_" + rstr(rng, 36)
    if kind == "slack":
        return "xoxb-" + pattern(rng, "N##########") + "-" + pattern(rng, "N###########") + "-" + rstr(rng, 24)
    if kind == "stripe":
        return "sk_live_" + rstr(rng, 24)
    if kind == "google":
        return "AIza" + rstr(rng, 35, ALNUM + "-_")
    if kind == "openai":
        return "sk-proj-" + rstr(rng, 48, ALNUM + "-_")
    if kind == "gitlab":
        return "glpat-" + rstr(rng, 20, ALNUM + "-_")
    if kind == "npm":
        return "npm_" + rstr(rng, 36)
    if kind == "sendgrid":
        return "SG." + rstr(rng, 22, ALNUM + "-_") + "." + rstr(rng, 43, ALNUM + "-_")
    if kind == "telegram":
        return pattern(rng, "N#########") + ":AA" + rstr(rng, 33, ALNUM + "-_")
    if kind == "hf":
        return "hf_" + rstr(rng, 34, string.ascii_letters)
    if kind == "jwt":

        def b64u(obj):
            return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

        head = b64u({"alg": "HS256", "typ": "JWT"})
        body = b64u({"sub": pattern(rng, "user-#####"), "role": "admin", "exp": 1800000000 + rng.randrange(10**6)})
        return head + "." + body + "." + rstr(rng, 43, ALNUM + "-_")
    if kind == "pem":
        lines = ["MIIEow" + rstr(rng, 58, B64)] + [rstr(rng, 64, B64) for _ in range(3)]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "hex32":
        return rstr(rng, 32, "0123456789abcdef")
    raise KeyError(kind)


# ---------------------------------------------------------------- obfuscation of hand-written sentences
def obfuscate(rng, s, how):
    if how == "b64":
        return base64.b64encode(s.encode()).decode()
    if how == "rot13":
        return s.translate(
            str.maketrans(
                string.ascii_lowercase + string.ascii_uppercase,
                string.ascii_lowercase[13:]
                + string.ascii_lowercase[:13]
                + string.ascii_uppercase[13:]
                + string.ascii_uppercase[:13],
            )
        )
    if how == "leet":
        return s.translate(str.maketrans("aeiostAEIOST", "4310$74310$7"))
    if how == "zwsp":
        return "\u200b".join(s)
    if how == "homoglyph":
        return s.translate(str.maketrans("aceopxyAEOPCTHK", "асеорхуАЕОРСТНК"))
    if how == "reverse":
        return s[::-1]
    if how == "spaced":
        return " ".join(s)
    if how == "hex":
        return s.encode().hex()
    if how == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)
    if how == "urlenc":
        return (
            "".join(c if c.isalnum() and c.isascii() else "%%%02X" % b for c in s for b in [ord(c)] if ord(c) < 128)
            if all(ord(c) < 128 for c in s)
            else "".join("%%%02X" % b for b in s.encode())
        )
    if how == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)
    if how == "dots":
        return "·".join(s)
    raise KeyError(how)
