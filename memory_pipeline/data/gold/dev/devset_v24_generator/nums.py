"""Fake value generators and encoders for devset v24 (Python 3.11 standard library only).

Every value is random and fake. Check digits are computed so that the values are
*structurally* valid (Luhn, GB 11643, mod-97, CPF, DNI, BSN, personnummer, PESEL,
Verhoeff, HETU, ZA ID, TC Kimlik, RUT, fødselsnummer, ISBN-13, USCC, ICAO 9303 MRZ).
check.py re-validates them with validators written separately from this file.
"""
import base64
import codecs
import string
import urllib.parse
from dataclasses import dataclass


@dataclass(frozen=True)
class Value:
    display: str  # how the value appears in the text
    raw: str      # canonical form that check.py validates
    vtype: str    # which validator check.py applies


DIGITS = "0123456789"
ALNUM = string.ascii_letters + DIGITS
UPPER_ALNUM = string.ascii_uppercase + DIGITS


def rdig(rng, n):
    return "".join(rng.choice(DIGITS) for _ in range(n))


def rchars(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
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


def luhn_valid(number):
    return luhn_digit(number[:-1]) == number[-1]


CARD_PREFIX = {
    "visa": (lambda r: "4", 16),
    "mc5": (lambda r: "5" + r.choice("12345"), 16),
    "mc2": (lambda r: str(r.randint(2221, 2720)), 16),
    "amex": (lambda r: r.choice(["34", "37"]), 15),
    "disc": (lambda r: "6011", 16),
    "jcb": (lambda r: str(r.randint(3528, 3589)), 16),
    "mir": (lambda r: "220" + r.choice("01234"), 16),
    "up": (lambda r: "62" + r.choice("2345678"), 19),
}


def card(rng, kind="visa", sep="space"):
    pfun, length = CARD_PREFIX[kind]
    body = pfun(rng)
    body += rdig(rng, length - len(body) - 1)
    num = body + luhn_digit(body)
    if length == 15:
        groups = [num[:4], num[4:10], num[10:]]
    else:
        groups = [num[i:i + 4] for i in range(0, length, 4)]
    joiner = {"space": " ", "dash": "-", "none": ""}[sep]
    return Value(joiner.join(groups), num, "card")


def order16(rng, sep="none"):
    """16-digit order/tracking number that is deliberately NOT Luhn-valid."""
    num = rng.choice("123456789") + rdig(rng, 15)
    if luhn_valid(num):
        num = num[:-1] + str((int(num[-1]) + 1) % 10)
    disp = num if sep == "none" else " ".join(num[i:i + 4] for i in range(0, 16, 4))
    return Value(disp, num, "nonluhn")


def ups(rng):
    num = "1Z" + rchars(rng, 6, UPPER_ALNUM) + rdig(rng, 10)
    return Value(num, num, "plain")


# ---------------------------------------------------------------- CN resident ID
CN_REGIONS = ["110105", "310115", "440305", "510107", "330106", "420102",
              "320102", "610113", "210202", "350203", "500103", "370202"]
CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id(rng, mode="plain"):
    while True:
        s17 = (rng.choice(CN_REGIONS) + f"{rng.randint(1958, 2004):04d}"
               f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + rdig(rng, 3))
        chk = "10X98765432"[sum(int(c) * w for c, w in zip(s17, CNID_W)) % 11]
        if (mode == "x") == (chk == "X"):
            break
    raw = s17 + chk
    if mode == "spaced":
        disp = f"{raw[:6]} {raw[6:14]} {raw[14:]}"
    elif mode == "fullwidth":
        disp = "".join(chr(ord(c) + 0xFEE0) for c in raw)
    else:
        disp = raw
    return Value(disp, raw, "cnid")


# ---------------------------------------------------------------- IBAN
IBAN_BBAN = {
    "DE": [("n", 18)],
    "IS": [("n", 22)],
    "MT": [("a", 4), ("n", 5), ("c", 18)],
    "EE": [("n", 16)],
    "GE": [("a", 2), ("n", 16)],
    "LU": [("n", 3), ("c", 13)],
    "KZ": [("n", 3), ("c", 13)],
    "GB": [("a", 4), ("n", 14)],
}


def iban(rng, country="DE", sep="space"):
    bban = ""
    for kind, n in IBAN_BBAN[country]:
        alpha = {"n": DIGITS, "a": string.ascii_uppercase, "c": UPPER_ALNUM}[kind]
        bban += rchars(rng, n, alpha)
    rearranged = bban + country + "00"
    num = int("".join(str(int(ch, 36)) for ch in rearranged))
    raw = f"{country}{98 - num % 97:02d}{bban}"
    disp = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4)) if sep == "space" else raw
    return Value(disp, raw, "iban")


# ---------------------------------------------------------------- national numbers
def cpf(rng):
    while True:
        base = rdig(rng, 9)
        if len(set(base)) > 1:
            break
    d1 = sum(int(base[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
    b2 = base + str(d1)
    d2 = sum(int(b2[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
    raw = b2 + str(d2)
    return Value(f"{raw[:3]}.{raw[3:6]}.{raw[6:9]}-{raw[9:]}", raw, "cpf")


def dni(rng):
    n = rng.randint(10000000, 99999999)
    raw = f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    return Value(raw, raw, "dni")


def bsn(rng):
    while True:
        first8 = rng.choice("123456789") + rdig(rng, 7)
        s = sum(int(d) * w for d, w in zip(first8, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            raw = first8 + str(last)
            return Value(f"{raw[:4]}.{raw[4:6]}.{raw[6:]}", raw, "bsn")


def _date(rng, y0, y1):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def pnr_se(rng):
    y, m, d = _date(rng, 1950, 2012)
    nine = f"{y % 100:02d}{m:02d}{d:02d}" + rdig(rng, 3)
    raw = nine + luhn_digit(nine)
    return Value(f"{raw[:6]}-{raw[6:]}", raw, "pnr_se")


def pesel(rng):
    y, m, d = _date(rng, 1955, 2009)
    mm = m + (20 if y >= 2000 else 0)
    ten = f"{y % 100:02d}{mm:02d}{d:02d}" + rdig(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    chk = (10 - sum(int(c) * x for c, x in zip(ten, w)) % 10) % 10
    raw = ten + str(chk)
    return Value(raw, raw, "pesel")


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar(rng):
    body = rng.choice("23456789") + rdig(rng, 10)
    raw = body + verhoeff_digit(body)
    return Value(f"{raw[:4]} {raw[4:8]} {raw[8:]}", raw, "aadhaar")


def hetu(rng):
    y, m, d = _date(rng, 1950, 2008)
    sign = "-" if y < 2000 else "A"
    nnn = f"{rng.randint(2, 899):03d}"
    dd = f"{d:02d}{m:02d}{y % 100:02d}"
    chk = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(dd + nnn) % 31]
    raw = f"{dd}{sign}{nnn}{chk}"
    return Value(raw, raw, "hetu")


def za_id(rng):
    y, m, d = _date(rng, 1955, 2005)
    twelve = f"{y % 100:02d}{m:02d}{d:02d}" + f"{rng.randint(0, 9999):04d}" + "08"
    raw = twelve + luhn_digit(twelve)
    return Value(raw, raw, "za_id")


def tr_tc(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    raw = "".join(map(str, d))
    return Value(raw, raw, "tr_tc")


def cl_rut(rng):
    body = str(rng.randint(6000000, 24999999))
    s = sum(int(c) * w for c, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 2))
    r = 11 - s % 11
    chk = "0" if r == 11 else "K" if r == 10 else str(r)
    b = f"{int(body):,}".replace(",", ".")
    return Value(f"{b}-{chk}", body + chk, "cl_rut")


def no_fnr(rng):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = _date(rng, 1945, 1999)
        nine = f"{d:02d}{m:02d}{y % 100:02d}" + f"{rng.randint(0, 499):03d}"
        k1 = 11 - sum(int(c) * w for c, w in zip(nine, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        ten = nine + str(k1)
        k2 = 11 - sum(int(c) * w for c, w in zip(ten, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        raw = ten + str(k2)
        return Value(f"{raw[:6]} {raw[6:]}", raw, "no_fnr")


# ---------------------------------------------------------------- passports / MRZ
def passport(rng, kind="in"):
    if kind == "in":
        raw = rng.choice("JKLMNPRSTUVWZ") + rng.choice("123456789") + rdig(rng, 6)
    elif kind == "nz":
        raw = rchars(rng, 2, "LMNR") + rdig(rng, 6)
    else:
        raise ValueError(kind)
    return Value(raw, raw, "plain")


def _mrz_char(c):
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def mrz_check(s):
    return str(sum(_mrz_char(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def mrz(rng, country="PHL", surname="MALAYANG", given="ROSALINDA<ANN", sex="F"):
    pn = "P" + rdig(rng, 7) + rng.choice("ABC")
    y, m, d = _date(rng, 1970, 1999)
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    ey, em, ed = _date(rng, 2027, 2033)
    exp = f"{ey % 100:02d}{em:02d}{ed:02d}"
    pers = "<" * 14
    part_pn = pn + mrz_check(pn)
    part_dob = dob + mrz_check(dob)
    part_exp = exp + mrz_check(exp)
    part_pers = pers + "0"
    comp = mrz_check(part_pn + part_dob + part_exp + part_pers)
    line2 = part_pn + country + part_dob + sex + part_exp + part_pers + comp
    line1 = ("P<" + country + surname + "<<" + given).ljust(44, "<")
    return Value(line1 + "\n" + line2, line2, "mrz")


# ---------------------------------------------------------------- ISBN / USCC
def isbn13(rng, group="7"):
    body = "978" + group + rdig(rng, 12 - 3 - len(group))
    chk = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    raw = body + str(chk)
    g = len(group)
    rest = raw[3 + g:12]
    half = len(rest) // 2
    disp = f"978-{group}-{rest[:half]}-{rest[half:]}-{chk}"
    return Value(disp, raw, "isbn13")


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    # 9 = industry & commerce, 1 = enterprise, then region code, then org code (GB 11714)
    org8 = rdig(rng, 8)
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    c = 11 - sum(int(x) * y for x, y in zip(org8, w)) % 11
    org = org8 + ("X" if c == 10 else "0" if c == 11 else str(c))
    s17 = "91" + rng.choice(["110108", "310115", "440300", "330100", "510100"]) + org
    total = sum(USCC_CHARS.index(ch) * wt for ch, wt in zip(s17, USCC_W))
    raw = s17 + USCC_CHARS[(31 - total % 31) % 31]
    return Value(raw, raw, "uscc")


# ---------------------------------------------------------------- phones
# Each entry: function(rng) -> list of digit groups; the first group may start with "+".
def _g(*parts):
    return list(parts)


PHONES = {
    "uk_intl": lambda r: _g("+44", "7700", "900" + rdig(r, 3)),
    "uk_local": lambda r: _g("07700", "900" + rdig(r, 3)),
    "uk_london": lambda r: _g("020", "7946", "0" + rdig(r, 3)),
    "au_mob": lambda r: _g("0491", "57" + rdig(r, 1), rdig(r, 3)),
    "fr_mob": lambda r: _g("06", "39", "98", rdig(r, 2), rdig(r, 2)),
    "fr_intl": lambda r: _g("+33", "6", "39", "98", rdig(r, 2), rdig(r, 2)),
    "ke": lambda r: _g("+254", "7" + rdig(r, 2), rdig(r, 3), rdig(r, 3)),
    "ng": lambda r: _g("+234", "80" + r.choice("3689"), rdig(r, 3), rdig(r, 4)),
    "za": lambda r: _g("+27", "8" + r.choice("234"), rdig(r, 3), rdig(r, 4)),
    "mn": lambda r: _g("+976", "99" + rdig(r, 2), rdig(r, 4)),
    "kz": lambda r: _g("+7", "70" + r.choice("157"), rdig(r, 3), rdig(r, 2), rdig(r, 2)),
    "pe": lambda r: _g("+51", "9" + rdig(r, 2), rdig(r, 3), rdig(r, 3)),
    "nz": lambda r: _g("+64", "21", rdig(r, 3), rdig(r, 4)),
    "is": lambda r: _g("+354", "6" + rdig(r, 2), rdig(r, 4)),
    "np": lambda r: _g("+977", "98" + rdig(r, 2), rdig(r, 6)),
    "ph": lambda r: _g("+63", "9" + rdig(r, 2), rdig(r, 3), rdig(r, 4)),
    "eg": lambda r: _g("+20", "10" + rdig(r, 1), rdig(r, 3), rdig(r, 4)),
    "ir": lambda r: _g("+98", "912", rdig(r, 3), rdig(r, 4)),
    "in": lambda r: _g("+91", "9" + rdig(r, 4), rdig(r, 5)),
    "bd": lambda r: _g("+880", "17" + rdig(r, 2), rdig(r, 6)),
    "mm": lambda r: _g("+95", "9", rdig(r, 3), rdig(r, 3), rdig(r, 3)),
    "kh": lambda r: _g("+855", "12", rdig(r, 3), rdig(r, 3)),
    "la": lambda r: _g("+856", "20", rdig(r, 4), rdig(r, 4)),
    "jp": lambda r: _g("090", rdig(r, 4), rdig(r, 4)),
    "hr": lambda r: _g("+385", "91", rdig(r, 3), rdig(r, 4)),
    "ee": lambda r: _g("+372", "5" + rdig(r, 3), rdig(r, 4)),
    "my": lambda r: _g("+60", "12", rdig(r, 3), rdig(r, 4)),
    "cn": lambda r: _g("1" + r.choice("35789") + rdig(r, 1), rdig(r, 4), rdig(r, 4)),
    "tw": lambda r: _g("09" + rdig(r, 2), rdig(r, 3), rdig(r, 3)),
    "hk": lambda r: _g("852", r.choice("569") + rdig(r, 3), rdig(r, 4)),
    "kr": lambda r: _g("010", rdig(r, 4), rdig(r, 4)),
    "de": lambda r: _g("+49", "15" + r.choice("1279") + rdig(r, 1), rdig(r, 3), rdig(r, 4)),
    "us": lambda r: _g("+1", str(r.randint(201, 989)), "555", "01" + rdig(r, 2)),
}

SCRIPT_ZERO = {
    "arabic": 0x0660, "persian": 0x06F0, "deva": 0x0966, "beng": 0x09E6,
    "thai": 0x0E50, "mymr": 0x1040, "khmr": 0x17E0, "laoo": 0x0ED0, "fullwidth": 0xFF10,
}
SEPS = {"plain": " ", "dots": ".", "nbsp": "\u00a0", "endash": "\u2013", "nbhyphen": "\u2011",
        "slash": "/", "under": "_", "bullet": "\u2022", "dash": "-"}
ZH_STYLES = {
    "zh_ling": "零一二三四五六七八九",
    "zh_circle": "〇一二三四五六七八九",
    "zh_yao": "零幺二三四五六七八九",
    "daxie_s": "零壹贰叁肆伍陆柒捌玖",
    "daxie_t": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "ja_no": "〇一二三四五六七八九",
    "ko": "공일이삼사오육칠팔구",
}


def phone(rng, country, style="plain"):
    groups = PHONES[country](rng)
    raw = "".join(groups).lstrip("+")
    if style in SEPS:
        disp = SEPS[style].join(groups)
    elif style in SCRIPT_ZERO:
        z = SCRIPT_ZERO[style]
        disp = " ".join(groups)
        disp = "".join(chr(z + int(c)) if c.isdigit() else c for c in disp)
    elif style == "spaced":
        disp = "  ".join(" ".join(g) for g in groups)
    elif style in ("zh_ling", "zh_circle", "zh_yao", "daxie_s", "daxie_t", "radio"):
        table = ZH_STYLES[style]
        disp = "".join(table[int(c)] for c in raw)
    elif style == "zh_spaced":
        disp = " ".join(ZH_STYLES["zh_ling"][int(c)] for c in raw)
    elif style == "zh_mixed":
        table = ZH_STYLES["zh_ling"]
        disp = "".join(table[int(c)] if rng.random() < 0.5 else c for c in raw)
    elif style == "yue":
        table = ZH_STYLES["zh_ling"]
        disp = " ".join("".join(table[int(c)] for c in g) for g in groups)
    elif style == "ja_no":
        table = ZH_STYLES["ja_no"]
        disp = "の".join("".join(table[int(c)] for c in g) for g in groups)
    elif style == "ko":
        table = ZH_STYLES["ko"]
        disp = " ".join("".join(table[int(c)] for c in g) for g in groups)
    else:
        raise ValueError(style)
    return Value(disp, raw, "phone")


# ---------------------------------------------------------------- passwords, PINs, codes
WORDS = {
    "en": ["Larch", "Copper", "Harbor", "Falcon", "Meadow", "Lantern", "Pebble", "Quartz", "Thistle", "Orbit"],
    "de": ["Kastanie", "Hafen", "Wolke", "Ampel", "Zimtstern", "Laterne", "Eichhorn", "Gletscher"],
    "sw": ["Simba", "Mvua", "Tembo", "Pwani", "Nyota", "Chui", "Embe", "Kisiwa"],
    "ha": ["Zaki", "Rana", "Kogi", "Tauraro", "Gida", "Doki"],
    "mg": ["Vorona", "Rano", "Voninkazo", "Lanitra", "Tanety"],
    "ceb": ["Bulak", "Dagat", "Bituon", "Saging", "Baybayon"],
    "tr": ["Pamuk", "Karabas", "Boncuk", "Tarcin", "Minnos"],
    "ga": ["sionnach", "farraige", "crann", "solas", "bradan", "sliabh", "ceol", "duilleog"],
}
PINYIN = ["xiaoyu", "tianlan", "meihua", "qingshan", "baiyun", "haitang", "yueliang"]
SEED_WORDS = ["orbit", "velvet", "kettle", "canyon", "mosaic", "harvest", "lemon", "glacier", "pioneer",
              "ribbon", "saddle", "tunnel", "whisper", "anchor", "bamboo", "cactus", "dolphin", "ember",
              "fabric", "gravity", "hollow", "island", "jacket", "lizard", "marble", "nectar", "oyster",
              "pepper", "quiver", "rocket", "silver", "timber", "umbrella", "valley", "walnut", "yellow"]
SYMS = "!#$%&*?@+-_."
LEET_PW = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
PT_DIG = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]
NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}


def _pw(display, raw=None):
    return Value(display, display if raw is None else raw, "secret")


def pw_rand(rng, n="14"):
    n = int(n)
    while True:
        s = rchars(rng, n, ALNUM + SYMS)
        if (any(c.islower() for c in s) and any(c.isupper() for c in s)
                and any(c.isdigit() for c in s) and any(c in SYMS for c in s)):
            return _pw(s)


def pw_url(rng):
    while True:
        s = rchars(rng, 18, ALNUM + "-_~")
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return _pw(s)


def pw_words(rng, lang="en"):
    a, b = rng.sample(WORDS[lang], 2)
    return _pw(f"{a}{rng.choice(SYMS)}{b}{rdig(rng, 2)}")


def pw_wd(rng, lang="en"):
    return _pw(f"{rng.choice(WORDS[lang])}{rng.randint(1960, 2011)}")


def pw_leet(rng):
    a, b = rng.sample(WORDS["en"], 2)
    word = "".join(LEET_PW.get(c, c) for c in (a + b))
    return _pw(word + rng.choice("!?#") + rdig(rng, 2))


def pw_pinyin(rng):
    return _pw(rng.choice(PINYIN) + rdig(rng, 6))


def pw_phrase(rng, lang="ga"):
    return _pw("-".join(rng.sample(WORDS[lang], 4)))


def wifi(rng):
    return _pw(rchars(rng, 16, ALNUM))


def _no_runs(s):
    if len(set(s)) != len(s):
        return False
    for i in range(len(s) - 2):
        a, b, c = int(s[i]), int(s[i + 1]), int(s[i + 2])
        if b - a == c - b and abs(b - a) == 1:
            return False
    return True


def pin(rng, n="4"):
    n = int(n)
    while True:
        s = rdig(rng, n)
        if _no_runs(s):
            return _pw(s)


def otp(rng):
    return _pw(rdig(rng, 6))


def puk(rng):
    return _pw(rdig(rng, 8))


def backup_codes(rng):
    codes = [f"{rdig(rng, 4)} {rdig(rng, 4)}" for _ in range(5)]
    return _pw(", ".join(codes))


def seed12(rng):
    return _pw(" ".join(rng.sample(SEED_WORDS, 12)))


def sec_answer(rng, lang="tr"):
    return _pw(rng.choice(WORDS[lang]))


def digicode(rng):
    return _pw(rng.choice("AB") + pin(rng, "4").raw)


def combo(rng):
    return _pw("-".join(f"{rng.randint(0, 39):02d}" for _ in range(3)))


def pin_words(rng, lang="en"):
    p = pin(rng, "4").raw
    table = EN_DIG if lang == "en" else PT_DIG
    sep = " " if lang == "en" else ", "
    return _pw(sep.join(table[int(c)] for c in p), p)


def nato_pw(rng):
    while True:
        s = rchars(rng, 7, string.ascii_uppercase + DIGITS)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            break
    disp = " – ".join(NATO[c] if c.isalpha() else EN_DIG[int(c)] for c in s)
    return _pw(disp, s)


# ---------------------------------------------------------------- key formats (random, none real)
B64URL = ALNUM + "-_"


def key_aws(rng):
    kid = "AKIA" + rchars(rng, 16, string.ascii_uppercase + "234567")
    sec = rchars(rng, 40, ALNUM + "/+")
    return _pw(f"aws_access_key_id = {kid}\naws_secret_access_key = {sec}")


def key_github(rng):
    return _pw("ghp_" + rchars(rng, 36))


def key_slack(rng):
    return _pw(f"xoxb-{rdig(rng, 12)}-{rdig(rng, 13)}-{rchars(rng, 24)}")


def key_stripe(rng):
    return _pw("sk_live_" + rchars(rng, 32))


def key_google(rng):
    return _pw("AIza" + rchars(rng, 35, B64URL))


def key_openai(rng):
    return _pw("sk-proj-" + rchars(rng, 48, B64URL))


def key_gitlab(rng):
    return _pw("glpat-" + rchars(rng, 20, B64URL))


def key_npm(rng):
    return _pw("npm_" + rchars(rng, 36))


def key_sendgrid(rng):
    return _pw(f"SG.{rchars(rng, 22, B64URL)}.{rchars(rng, 43, B64URL)}")


def key_telegram(rng):
    return _pw(f"{rng.randint(5000000000, 7999999999)}:AA{rchars(rng, 33, B64URL)}")


def key_hf(rng):
    return _pw("hf_" + rchars(rng, 34, string.ascii_letters))


def key_jwt(rng):
    def b64u(b):
        return base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    head = b64u(b'{"alg":"HS256","typ":"JWT"}')
    body = b64u(('{"sub":"' + rdig(rng, 8) + '","role":"admin","iat":' + str(rng.randint(1760000000, 1790000000)) + "}").encode())
    return _pw(f"{head}.{body}.{rchars(rng, 43, B64URL)}")


def key_pem(rng):
    blob = base64.b64encode(bytes(rng.randrange(256) for _ in range(240))).decode()
    lines = [blob[i:i + 64] for i in range(0, len(blob), 64)]
    return _pw("-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----")


# ---------------------------------------------------------------- registry
GEN = {
    "card": card, "order16": order16, "ups": ups, "cnid": cn_id, "iban": iban,
    "cpf": cpf, "dni": dni, "bsn": bsn, "pnr_se": pnr_se, "pesel": pesel, "aadhaar": aadhaar,
    "hetu": hetu, "za_id": za_id, "tr_tc": tr_tc, "cl_rut": cl_rut, "no_fnr": no_fnr,
    "passport": passport, "mrz": mrz, "isbn13": isbn13, "uscc": uscc, "ph": phone,
    "pw_rand": pw_rand, "pw_url": pw_url, "pw_words": pw_words, "pw_wd": pw_wd, "pw_leet": pw_leet,
    "pw_pinyin": pw_pinyin, "pw_phrase": pw_phrase, "wifi": wifi, "pin": pin, "otp": otp, "puk": puk,
    "backup_codes": backup_codes, "seed12": seed12, "sec_answer": sec_answer, "digicode": digicode,
    "combo": combo, "pin_words": pin_words, "nato_pw": nato_pw,
    "key_aws": key_aws, "key_github": key_github, "key_slack": key_slack, "key_stripe": key_stripe,
    "key_google": key_google, "key_openai": key_openai, "key_gitlab": key_gitlab, "key_npm": key_npm,
    "key_sendgrid": key_sendgrid, "key_telegram": key_telegram, "key_hf": key_hf, "key_jwt": key_jwt,
    "key_pem": key_pem,
}


def generate(rng, spec):
    """spec is 'name' or 'name:arg1:arg2' as written inside a ⟦…⟧ placeholder."""
    name, *args = spec.split(":")
    return GEN[name](rng, *args)


# ---------------------------------------------------------------- injection encoders
LEET_ENC = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
HOMOGLYPH = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
             "x": "\u0445", "y": "\u0443", "i": "\u0456"}


def enc_b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def enc_rot13(s):
    return codecs.encode(s, "rot_13")


def enc_leet(s):
    assert not any(c.isdigit() for c in s)
    return "".join(LEET_ENC.get(c, c) for c in s)


def enc_zw(s):
    return "\u200b".join(s)


def enc_homoglyph(s):
    return "".join(HOMOGLYPH.get(c, c) for c in s)


def enc_reverse(s):
    return s[::-1]


def enc_spaced(s):
    assert "/" not in s
    return " / ".join(" ".join(w) for w in s.split(" "))


def enc_hex(s):
    return " ".join(f"{b:02x}" for b in s.encode("utf-8"))


def enc_fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def enc_url(s):
    return urllib.parse.quote(s, safe="")


def enc_zhsep(s):
    return "★".join(s)


def enc_tags(s):
    assert all(0x20 <= ord(c) <= 0x7E for c in s)
    return "".join(chr(0xE0000 + ord(c)) for c in s)


ENCODERS = {
    "base64": enc_b64, "rot13": enc_rot13, "leet": enc_leet, "zero_width": enc_zw,
    "homoglyph": enc_homoglyph, "reversed": enc_reverse, "spaced": enc_spaced, "hex": enc_hex,
    "fullwidth": enc_fullwidth, "urlencode": enc_url, "zh_symbol_sep": enc_zhsep, "unicode_tags": enc_tags,
}
