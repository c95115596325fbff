"""Fake value generators for heldout_v27 (standard library only).

Every generator takes a random.Random instance plus string arguments and returns
(display_string, checks) where checks is a list of (kind, value) pairs that
check.py re-validates with its own, separately written validators.
All values are random; none is a real person's, account's or service's.
"""
import base64
import binascii
import json
import string
import urllib.parse

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEXL = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"

SCRIPTS = {
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९",
    "bengali": "০১২৩৪৫৬৭৮৯",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "khmer": "០១២៣៤៥៦៧៨៩",
    "lao": "໐໑໒໓໔໕໖໗໘໙",
    "myanmar": "၀၁၂၃၄၅၆၇၈၉",
    "tibetan": "༠༡༢༣༤༥༦༧༨༩",
    "gujarati": "૦૧૨૩૪૫૬૭૮૯",
    "gurmukhi": "੦੧੨੩੪੫੬੭੮੯",
    "odia": "୦୧୨୩୪୫୬୭୮୯",
    "telugu": "౦౧౨౩౪౫౬౭౮౯",
    "kannada": "೦೧೨೩೪೫೬೭೮೯",
    "malayalam": "൦൧൨൩൪൫൬൭൮൯",
    "fullwidth": "０１２３４５６７８９",
}


def to_script(s, script):
    table = SCRIPTS[script]
    out = []
    for ch in s:
        if ch in DG:
            out.append(table[int(ch)])
        elif script == "fullwidth" and ch == "+":
            out.append("＋")
        else:
            out.append(ch)
    return "".join(out)


def rchars(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rdigits(rng, n, first_nonzero=False):
    s = rchars(rng, DG, n)
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


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


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


CARD_BRANDS = {
    # brand: (prefixes, length, grouping)
    "visa": (["4"], 16, (4, 4, 4, 4)),
    "mc": (["51", "52", "53", "54", "55"], 16, (4, 4, 4, 4)),
    "mc2": (["2221", "2310", "2470", "2619", "2703"], 16, (4, 4, 4, 4)),
    "amex": (["34", "37"], 15, (4, 6, 5)),
    "disc": (["6011", "644", "65"], 16, (4, 4, 4, 4)),
    "jcb": (["3528", "3541", "3589"], 16, (4, 4, 4, 4)),
    "mir": (["2200", "2202", "2204"], 16, (4, 4, 4, 4)),
    "up19": (["62"], 19, (4, 4, 4, 4, 3)),
    "verve": (["5061", "6500"], 19, (4, 4, 4, 4, 3)),
    "rupay": (["6071", "6522", "8172"], 16, (4, 4, 4, 4)),
    "troy": (["9792"], 16, (4, 4, 4, 4)),
    "elo": (["6362", "5067", "4576"], 16, (4, 4, 4, 4)),
}
SEPS = {"sp": " ", "dash": "-", "none": "", "dot": ".", "nbsp": "\u00a0"}


def _group(num, grouping, sep):
    out, i = [], 0
    for g in grouping:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def card_digits(rng, brand, valid=True):
    prefixes, length, _ = CARD_BRANDS[brand]
    p = rng.choice(prefixes)
    body = p + rdigits(rng, length - len(p) - 1)
    good = luhn_digit(body)
    if valid:
        return body + good
    bad = rng.choice([d for d in DG if d != good])
    return body + bad


def g_card(rng, brand="visa", sep="sp"):
    num = card_digits(rng, brand, True)
    return _group(num, CARD_BRANDS[brand][2], SEPS[sep]), [("luhn", num)]


def g_cardbad(rng, brand="visa", sep="sp"):
    num = card_digits(rng, brand, False)
    return _group(num, CARD_BRANDS[brand][2], SEPS[sep]), [("nonluhn", num)]


def g_order16(rng, sep="none"):
    while True:
        num = rdigits(rng, 16, True)
        if not luhn_ok(num):
            break
    return _group(num, (4, 4, 4, 4), SEPS[sep]), [("nonluhn", num)]


# ---------------------------------------------------------------- CN resident ID
CN_AREAS = ["110105", "310104", "440305", "510107", "650102", "540102", "330106",
            "420111", "610113", "210202", "370202", "500103", "530102", "150102"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cn_check(body17):
    return CN_C[sum(int(c) * w for c, w in zip(body17, CN_W)) % 11]


def g_cnid(rng, want="any", fmt="plain"):
    while True:
        y = rng.randint(1958, 2004)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        body = rng.choice(CN_AREAS) + "%04d%02d%02d" % (y, m, d) + rdigits(rng, 3)
        c = cn_check(body)
        if want == "X" and c != "X":
            continue
        if want == "digit" and c == "X":
            continue
        break
    full = body + c
    shown = full if fmt == "plain" else full[:6] + " " + full[6:14] + " " + full[14:]
    return shown, [("cnid", full)]


# ---------------------------------------------------------------- IBAN
IBAN_SHAPES = {
    # country: list of (alphabet, n)
    "AT": [(DG, 16)],
    "IT": [(UP, 1), (DG, 10), (DG, 12)],
    "AL": [(DG, 8), (DG, 16)],
    "HR": [(DG, 17)],
    "AE": [(DG, 19)],
    "PK": [(UP, 4), (DG, 16)],
    "CH": [(DG, 17)],
    "LT": [(DG, 16)],
}


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(num) % 97)


def g_iban(rng, country, fmt="sp"):
    bban = "".join(rchars(rng, a, n) for a, n in IBAN_SHAPES[country])
    full = country + iban_check(country, bban) + bban
    shown = " ".join(full[i:i + 4] for i in range(0, len(full), 4)) if fmt == "sp" else full
    return shown, [("iban", full)]


# ---------------------------------------------------------------- national numbers
def g_nid(rng, kind):
    if kind == "za":  # South African ID: YYMMDD SSSS C A Z (Luhn)
        body = "%02d%02d%02d" % (rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28))
        body += "%04d" % rng.randint(0, 9999) + "0" + "8"
        full = body + luhn_digit(body)
        return full, [("za", full)]
    if kind == "tr":  # T.C. Kimlik No
        d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d.append(d10)
        d.append(sum(d) % 10)
        full = "".join(map(str, d))
        return full, [("tr", full)]
    if kind == "cl":  # RUT 12.345.678-K
        n = rng.randint(8_000_000, 24_999_999)
        s, w = 0, 2
        for ch in reversed(str(n)):
            s += int(ch) * w
            w = 2 if w == 7 else w + 1
        r = 11 - s % 11
        dv = "0" if r == 11 else "K" if r == 10 else str(r)
        t = "{:,}".format(n).replace(",", ".")
        return t + "-" + dv, [("cl", t + "-" + dv)]
    if kind == "no":  # fødselsnummer
        while True:
            dd, mm, yy = rng.randint(1, 28), rng.randint(1, 12), rng.randint(0, 99)
            ind = rng.randint(0, 499)
            b = [int(c) for c in "%02d%02d%02d%03d" % (dd, mm, yy, ind)]
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
            full = "".join(map(str, b))
            return full[:6] + " " + full[6:], [("no", full)]
    if kind == "be":  # rijksregisternummer, born 19xx
        yy, mm, dd = rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)
        ser = rng.randint(1, 997)
        base = int("%02d%02d%02d%03d" % (yy, mm, dd, ser))
        cc = 97 - base % 97
        shown = "%02d.%02d.%02d-%03d.%02d" % (yy, mm, dd, ser, cc)
        return shown, [("be", shown)]
    if kind == "kr":  # 주민등록번호
        yy, mm, dd = rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28)
        body = "%02d%02d%02d" % (yy, mm, dd) + rng.choice("12") + rdigits(rng, 5)
        w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        c = (11 - sum(int(x) * y for x, y in zip(body, w)) % 11) % 10
        full = body + str(c)
        return full[:6] + "-" + full[6:], [("kr", full)]
    if kind == "fr":  # NIR + clé
        body = rng.choice("12") + "%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12))
        body += "%02d" % rng.randint(1, 95) + rdigits(rng, 3) + rdigits(rng, 3)
        key = 97 - int(body) % 97
        shown = "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
        return shown, [("fr", body + "%02d" % key)]
    if kind == "ro":  # CNP
        body = rng.choice("12") + "%02d%02d%02d" % (rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28))
        body += "%02d" % rng.randint(1, 40) + rdigits(rng, 3)
        w = "279146358279"
        c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
        c = 1 if c == 10 else c
        full = body + str(c)
        return full, [("ro", full)]
    if kind == "pt":  # NIF
        body = rng.choice("123") + rdigits(rng, 7)
        c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(body)) % 11
        c = 0 if c >= 10 else c
        full = body + str(c)
        return full[:3] + " " + full[3:6] + " " + full[6:], [("pt", full)]
    if kind == "ssn":
        area = rng.choice([a for a in range(1, 900) if a != 666])
        full = "%03d-%02d-%04d" % (area, rng.randint(1, 99), rng.randint(1, 9999))
        return full, [("ssn", full)]
    raise KeyError(kind)


def g_passport(rng, kind):
    if kind == "fr":
        return rdigits(rng, 2) + rchars(rng, UP, 2) + rdigits(rng, 5), []
    if kind == "de":
        return "C" + rchars(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8), []
    if kind == "kr":
        return "M" + rdigits(rng, 8, True), []
    if kind == "ru":
        return rdigits(rng, 2, True) + " " + rdigits(rng, 7), []
    if kind == "ng":
        return "A" + rdigits(rng, 8, True), []
    if kind == "in":
        return rng.choice("JKLMNPRSTUVWZ") + rdigits(rng, 7, True), []
    raise KeyError(kind)


# ---------------------------------------------------------------- ISBN, EAN, USCC
def ean_digit(body12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
    return str((10 - s % 10) % 10)


def g_isbn(rng, fmt="dash"):
    body = "978" + rng.choice("0123459") + rdigits(rng, 8)
    full = body + ean_digit(body)
    shown = full if fmt == "plain" else "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:7], full[7:12], full[12])
    return shown, [("isbn13", full)]


def g_ean(rng):
    body = rng.choice(["400", "590", "690", "871", "800", "880"]) + rdigits(rng, 9)
    full = body + ean_digit(body)
    return full, [("ean13", full)]


USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def g_uscc(rng):
    org8 = rdigits(rng, 2) + rchars(rng, UP.replace("I", "").replace("O", "").replace("S", "").replace("V", "").replace("Z", "") + DG, 6)
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c, 36) * wi for c, wi in zip(org8, w))
    c9 = 11 - s % 11
    c9 = "X" if c9 == 10 else "0" if c9 == 11 else str(c9)
    body = "91" + rng.choice(CN_AREAS) + org8 + c9
    s = sum(USCC_CS.index(c) * wi for c, wi in zip(body, USCC_W))
    c = (31 - s % 31) % 31
    full = body + USCC_CS[c]
    return full, [("uscc", full)]


def g_ups(rng):
    return "1Z" + rchars(rng, UP + DG, 6) + rdigits(rng, 10), []


# ---------------------------------------------------------------- phones
def g_ph(rng, pattern, script=None):
    s = "".join(rng.choice(DG) if ch == "#" else ch for ch in pattern)
    if script:
        s = to_script(s, script)
    return s, [("phone", s)]


CN_PLAIN = "零一二三四五六七八九"
CN_LING_O = "〇一二三四五六七八九"
CN_DAXIE = "零壹贰叁肆伍陆柒捌玖"
CN_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
CN_YAO = "零幺两三四五六七八九"
CN_RADIO = "洞幺两三四五六拐八勾"
JA_KANJI = "〇一二三四五六七八九"
KO_SINO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def _cn_mobile(rng):
    return "1" + rng.choice("3456789") + rdigits(rng, 9)


def _map(num, table):
    return "".join(table[int(c)] for c in num)


def g_cnph(rng, style):
    if style == "daxie":
        n = _cn_mobile(rng)
        return _map(n, CN_DAXIE), [("phone", n)]
    if style == "tw_daxie":
        n = "09" + rdigits(rng, 8)
        s = _map(n[:4], CN_DAXIE_T) + "-" + _map(n[4:7], CN_DAXIE_T) + "-" + _map(n[7:], CN_DAXIE_T)
        return s, [("phone", n)]
    if style == "yao":
        n = _cn_mobile(rng)
        if "1" not in n[2:] and "2" not in n:
            n = n[:5] + "2" + n[6:]
        return _map(n, CN_YAO), [("phone", n)]
    if style == "hk":
        n = rng.choice("569") + rdigits(rng, 7)
        s = "+852 " + _map(n[:4], CN_PLAIN) + " " + _map(n[4:], CN_PLAIN)
        return s, [("phone", "852" + n)]
    if style == "hk_mix":
        n = rng.choice("569") + rdigits(rng, 7)
        s = "852-" + n[:4] + _map(n[4:], CN_PLAIN)
        return s, [("phone", "852" + n)]
    if style == "mixed":
        n = _cn_mobile(rng)
        s = n[:3] + " " + _map(n[3:7], CN_PLAIN) + " " + n[7:]
        return s, [("phone", n)]
    if style == "radio":
        n = _cn_mobile(rng)
        return _map(n[:3], CN_RADIO) + " " + _map(n[3:7], CN_RADIO) + " " + _map(n[7:], CN_RADIO), [("phone", n)]
    if style == "ja":
        n = rng.choice(["090", "080", "070"]) + rdigits(rng, 8)
        s = _map(n[:3], JA_KANJI) + "の" + _map(n[3:7], JA_KANJI) + "の" + _map(n[7:], JA_KANJI)
        return s, [("phone", n)]
    if style == "ko":
        n = "010" + rdigits(rng, 8)
        s = " ".join("".join(KO_SINO[int(c)] for c in part) for part in (n[:3], n[3:7], n[7:]))
        return s, [("phone", n)]
    if style == "landline":
        n = "021" + rng.choice("3456") + rdigits(rng, 7)
        s = _map(n[:3], CN_PLAIN) + "-" + _map(n[3:7], CN_PLAIN) + _map(n[7:], CN_PLAIN)
        return s, [("phone", n)]
    if style == "ling_o":
        n = _cn_mobile(rng)
        if "0" not in n[3:]:
            n = n[:8] + "0" + n[9:]
        return _map(n, CN_LING_O), [("phone", n)]
    if style == "spaced":
        n = _cn_mobile(rng)
        return "\u3000".join(_map(n, CN_PLAIN)), [("phone", n)]
    if style == "daxie_mix":
        n = _cn_mobile(rng)
        s = n[:3] + _map(n[3:7], CN_DAXIE) + n[7:]
        return s, [("phone", n)]
    raise KeyError(style)


# ---------------------------------------------------------------- passwords / PINs
SYMS = "!#$%&*?@-_.+"
EN_WORDS = ["maple", "harbor", "pickle", "violet", "tractor", "lantern", "otter", "copper",
            "meadow", "rocket", "walnut", "cobalt", "thistle", "badger", "saffron", "quartz",
            "juniper", "falcon", "biscuit", "glacier", "pepper", "tundra", "mango", "velvet"]
PINYIN = ["xiao", "ming", "hua", "wei", "lin", "yu", "tian", "long", "fei", "jing", "mei", "chen", "hao"]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def g_pw(rng, style="mix", words=None):
    if style == "mix":
        while True:
            s = rchars(rng, ALNUM + SYMS, rng.randint(12, 16))
            if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                    and any(c in SYMS for c in s)):
                return s, []
    if style == "w":
        pool = words.split(",") if words else EN_WORDS
        a, b = rng.sample(pool, 2)
        return a.capitalize() + rng.choice("!#$%&*?-.") + b.lower() + rdigits(rng, rng.randint(2, 4)), []
    if style == "wd":
        pool = words.split(",") if words else EN_WORDS
        return rng.choice(pool).capitalize() + str(rng.randint(1975, 2019)), []
    if style == "leet":
        w = rng.choice(EN_WORDS) + rng.choice(EN_WORDS)
        w = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in w)
        return w[0].upper() + w[1:] + rng.choice("!#$%") + rdigits(rng, 2), []
    if style == "py":
        return "".join(rng.sample(PINYIN, 2)) + rdigits(rng, rng.randint(4, 6)), []
    if style == "phrase":
        pool = words.split(",") if words else EN_WORDS
        return "-".join(rng.sample(pool, 4)), []
    if style == "wifi":
        return rchars(rng, ALNUM, 12), []
    if style == "usafe":  # safe inside the user-info part of a URL
        while True:
            s = rchars(rng, ALNUM + "-_.~!*", rng.randint(12, 16))
            if any(c in DG for c in s) and any(c in "-_.~!*" for c in s) and any(c in UP for c in s):
                return s, []
    if style == "wu":  # word + word + digits, URL-safe separator
        pool = words.split(",") if words else EN_WORDS
        a, b = rng.sample(pool, 2)
        return a.capitalize() + rng.choice("-_.!*") + b.lower() + rdigits(rng, 3), []
    if style == "hexkey":
        return rchars(rng, HEXL, 20), []
    raise KeyError(style)


def _pin_ok(p):
    if len(set(p)) < max(2, len(p) - 2):
        return False
    for i in range(len(p) - 1):
        if p[i] == p[i + 1]:
            return False
    for i in range(len(p) - 2):
        a, b, c = int(p[i]), int(p[i + 1]), int(p[i + 2])
        if b - a == c - b and abs(b - a) == 1:
            return False
    return True


def g_pin(rng, n="4", fmt="plain"):
    n = int(n)
    while True:
        p = rdigits(rng, n)
        if _pin_ok(p):
            break
    if fmt == "spaced":
        return " ".join(p), []
    if fmt == "dash":
        return "-".join(p), []
    return p, []


SEED_WORDS = ["orbit", "canvas", "velvet", "harvest", "puzzle", "timber", "nephew", "absorb",
              "garlic", "ribbon", "lunar", "frost", "pilot", "chimney", "ozone", "wisdom",
              "tackle", "humble", "salmon", "ripple", "vacant", "glory", "mosquito", "drift"]


def g_seed(rng, n="12"):
    return " ".join(rng.sample(SEED_WORDS, int(n))), []


# ---------------------------------------------------------------- key formats
def _b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def g_key(rng, kind):
    if kind == "aws_id":
        return "AKIA" + rchars(rng, UP + "234567", 16), []
    if kind == "aws_secret":
        return rchars(rng, ALNUM + "/+", 40), []
    if kind == "ant":
        return "sk-ant-api03-" + rchars(rng, B64URL, 93) + "AA", []
    if kind == "twilio_sk":
        return "SK" + rchars(rng, HEXL, 32), []
    if kind == "twilio_ac":
        return "AC" + rchars(rng, HEXL, 32), []
    if kind == "hex32":
        return rchars(rng, HEXL, 32), []
    if kind == "do":
        return "dop_v1_" + rchars(rng, HEXL, 64), []
    if kind == "shpat":
        return "shpat_" + rchars(rng, HEXL, 32), []
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rchars(rng, B64URL, 64), []
    if kind == "ali_id":
        return "LTAI5t" + rchars(rng, ALNUM, 18), []
    if kind == "ali_secret":
        return rchars(rng, ALNUM, 30), []
    if kind == "ghpat":
        return "github_pat_11" + rchars(rng, UP + DG, 20) + "_" + rchars(rng, ALNUM, 59), []
    if kind == "ghp":
        return "ghp_" + rchars(rng, ALNUM, 36), []
    if kind == "discord":
        uid = str(rng.randint(10 ** 17, 10 ** 18 - 1)).encode()
        return (_b64url_nopad(uid) + "." + rchars(rng, B64URL, 6) + "."
                + rchars(rng, B64URL, 38)), []
    if kind == "xendit":
        return "xnd_production_" + rchars(rng, ALNUM, 50), []
    if kind == "age":
        return "AGE-SECRET-KEY-1" + rchars(rng, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), []
    if kind == "mailgun":
        return "key-" + rchars(rng, HEXL, 32), []
    if kind == "rzp_id":
        return "rzp_live_" + rchars(rng, ALNUM, 14), []
    if kind == "rzp_secret":
        return rchars(rng, ALNUM, 24), []
    if kind == "rk":
        return "rk_live_51" + rchars(rng, ALNUM, 96), []
    if kind == "glpat":
        return "glpat-" + rchars(rng, B64URL, 20), []
    if kind == "slack_app":
        return "xapp-1-A0" + rchars(rng, UP + DG, 9) + "-" + rdigits(rng, 13) + "-" + rchars(rng, HEXL, 64), []
    if kind == "ssh":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rchars(rng, B64, 2)
        lines = [body] + [rchars(rng, B64, 70) for _ in range(4)] + [rchars(rng, B64, 36) + "=="]
        return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines)
                + "\n-----END OPENSSH PRIVATE KEY-----"), []
    if kind == "pem_inline":
        return ("-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rchars(rng, B64, 64)
                + "\\n" + rchars(rng, B64, 64) + "\\n-----END PRIVATE KEY-----\\n"), []
    if kind == "azure_sig":
        return urllib.parse.quote(base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode(), safe=""), []
    if kind == "jwt":
        h = _b64url_nopad(b'{"alg":"HS256","typ":"JWT"}')
        p = _b64url_nopad(json.dumps({"sub": rdigits(rng, 8), "role": "admin",
                                       "iat": 1735000000 + rng.randint(0, 9999999)}, separators=(",", ":")).encode())
        return h + "." + p + "." + rchars(rng, B64URL, 43), []
    if kind == "hex40":
        return rchars(rng, HEXL, 40), []
    if kind == "hex64":
        return rchars(rng, HEXL, 64), []
    raise KeyError(kind)


# ---------------------------------------------------------------- misc
def g_d(rng, n, first="nz"):
    return rdigits(rng, int(n), first == "nz"), []


def g_hex(rng, n):
    return rchars(rng, HEXL, int(n)), []


def g_alnum(rng, n, case="mixed"):
    alpha = {"mixed": ALNUM, "upper": UP + DG, "lower": LO + DG}[case]
    return rchars(rng, alpha, int(n)), []


def g_uuid(rng):
    h = rchars(rng, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:]), []


def g_script(rng, digits, script):
    """A literal number written in another script (for look-alikes)."""
    return to_script(digits, script), []


GENERATORS = {
    "ph": g_ph, "cnph": g_cnph, "card": g_card, "cardbad": g_cardbad, "order16": g_order16,
    "cnid": g_cnid, "iban": g_iban, "nid": g_nid, "passport": g_passport, "isbn": g_isbn,
    "ean": g_ean, "uscc": g_uscc, "ups": g_ups, "pw": g_pw, "pin": g_pin, "seed": g_seed,
    "key": g_key, "d": g_d, "hex": g_hex, "alnum": g_alnum, "uuid": g_uuid, "script": g_script,
}


# ---------------------------------------------------------------- obfuscation encoders
CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
       "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М", "K": "К", "B": "В"}
GRK = {"o": "ο", "v": "ν", "i": "ι", "A": "Α", "E": "Ε", "I": "Ι", "N": "Ν", "O": "Ο", "T": "Τ", "u": "υ"}


def encode(kind, s):
    if kind == "b64":
        return base64.b64encode(s.encode()).decode()
    if kind == "b32":
        return base64.b32encode(s.encode()).decode()
    if kind == "rot13":
        return s.translate(str.maketrans(LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13]))
    if kind == "leet":
        return "".join(LEET.get(c.lower(), c) for c in s)
    if kind == "zwsp":
        return "\u200b".join(s)
    if kind == "zwj_words":
        return " ".join("\u200d".join(w) if len(w) > 3 else w for w in s.split(" "))
    if kind == "cyr":
        return "".join(CYR.get(c, c) for c in s)
    if kind == "mixed":
        out = []
        for i, c in enumerate(s):
            if i % 2 == 0 and c in GRK:
                out.append(GRK[c])
            elif c in CYR:
                out.append(CYR[c])
            else:
                out.append(c)
        return "".join(out)
    if kind == "rev":
        return s[::-1]
    if kind == "spaced":
        return " ".join(s.replace(" ", "  ")).replace("     ", "   ")
    if kind == "hex":
        return binascii.hexlify(s.encode()).decode()
    if kind == "full":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
    if kind == "url":
        return "".join("%%%02X" % b for b in s.encode())
    if kind == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if kind == "html":
        return "".join("&#%d;" % ord(c) for c in s)
    if kind == "uesc":
        return "".join("\\u%04x" % ord(c) for c in s)
    if kind == "dots":
        return "·".join(s)
    raise KeyError(kind)


# ---------------------------------------------------------------- template filling
import re  # noqa: E402

PLACEHOLDER = re.compile(r"\u27e6([^\u27e7]*)\u27e7")


def _gen(spec, rng):
    parts = spec.split("|")
    if parts[0] == "enc":
        kind, sentence = spec.split("|", 2)[1:]
        return encode(kind, sentence), []
    return GENERATORS[parts[0]](rng, *parts[1:])


def fill(template, rng, labels=None):
    """Replace each ⟦spec⟧ in template. spec: 'gen|arg|…', 'label=gen|arg|…' or '=label'.

    Returns (text, checks, spans) where spans are (start, end) of inserted values."""
    labels = {} if labels is None else labels
    checks, spans, out = [], [], []
    pos, length = 0, 0
    for m in PLACEHOLDER.finditer(template):
        lit = template[pos:m.start()]
        out.append(lit)
        length += len(lit)
        spec = m.group(1)
        if spec.startswith("="):
            value = labels[spec[1:]][0]
            c = []
        else:
            name = None
            head = spec.split("|", 1)[0]
            if "=" in head:
                name, spec = spec.split("=", 1)
            value, c = _gen(spec, rng)
            if name:
                labels[name] = (value, c)
        checks.extend(c)
        spans.append((length, length + len(value)))
        out.append(value)
        length += len(value)
        pos = m.end()
    out.append(template[pos:])
    return "".join(out), checks, spans
