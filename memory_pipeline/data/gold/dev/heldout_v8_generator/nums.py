"""Random-value helpers for heldout-v8 (stdlib only).

Every function takes the caller's random.Random instance, so the output depends
only on the seed set in build.py / turns.py. Nothing here writes sentences; it
only produces numbers, keys and character-level transformations of text that was
written by hand in build.py / turns.py.
"""
import base64
import string

DIG = "0123456789"
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def d(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def d_nz(r, n):
    """n digits, first one non-zero."""
    return r.choice("123456789") + d(r, n - 1)


def alnum(r, n, alphabet=ALNUM):
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r, n):
    return "".join(r.choice(HEX) for _ in range(n))


def rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


def b64(r, nbytes):
    return base64.b64encode(rbytes(r, nbytes)).decode("ascii")


def b64url(r, nbytes):
    return base64.urlsafe_b64encode(rbytes(r, nbytes)).decode("ascii").rstrip("=")


def b64url_text(s):
    return base64.urlsafe_b64encode(s.encode("utf-8")).decode("ascii").rstrip("=")


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- phones
CN_PREFIXES = ["130", "131", "132", "133", "135", "136", "137", "138", "139",
               "150", "151", "152", "155", "156", "157", "158", "159", "166",
               "173", "176", "177", "180", "181", "182", "185", "186", "187",
               "188", "189", "191", "198", "199"]


def cn_mobile(r):
    return r.choice(CN_PREFIXES) + d(r, 8)


def intl_groups(r, cc):
    """National-significant-number groups for a mobile number of country code cc."""
    if cc == "1":
        area = r.choice(["415", "617", "206", "312", "512", "303", "646", "404", "718", "213"])
        while True:
            ex = r.choice("23456789") + d(r, 2)
            if ex[1:] != "11" and ex != "555":
                break
        return [area, ex, d(r, 4)]
    if cc == "44":
        return ["7" + r.choice("789") + d(r, 2), d(r, 6)]
    if cc == "81":
        return [r.choice(["90", "80", "70"]), r.choice("123456789") + d(r, 3), d(r, 4)]
    if cc == "852":
        return [r.choice("69") + d(r, 3), d(r, 4)]
    if cc == "65":
        return [r.choice("89") + d(r, 3), d(r, 4)]
    if cc == "33":
        return ["6", d(r, 2), d(r, 2), d(r, 2), d(r, 2)]
    if cc == "49":
        return [r.choice(["151", "176", "160", "172"]), d(r, 8)]
    if cc == "61":
        return ["4" + d(r, 2), d(r, 3), d(r, 3)]
    if cc == "91":
        return [r.choice("9876") + d(r, 4), d(r, 5)]
    if cc == "86":
        m = cn_mobile(r)
        return [m[:3], m[3:7], m[7:]]
    if cc == "82":
        return ["10", r.choice("23456789") + d(r, 3), d(r, 4)]
    if cc == "34":
        return ["6" + d(r, 2), d(r, 2), d(r, 2), d(r, 2)]
    if cc == "39":
        return ["3" + r.choice("2345") + d(r, 1), d(r, 3), d(r, 4)]
    if cc == "7":
        return ["9" + r.choice("0123456") + d(r, 1), d(r, 3), d(r, 2), d(r, 2)]
    if cc == "971":
        return ["5" + r.choice("024568"), d(r, 3), d(r, 4)]
    if cc == "886":
        return ["9" + d(r, 2), d(r, 3), d(r, 3)]
    if cc == "353":
        return ["8" + r.choice("35679"), d(r, 3), d(r, 4)]
    if cc == "55":
        return ["11", "9" + r.choice("6789") + d(r, 3), d(r, 4)]
    raise ValueError(cc)


# ---------------------------------------------------------------- numerals
SCRIPTS = {
    "cn": "〇一二三四五六七八九",
    "cn_ling": "零一二三四五六七八九",
    "cn_yao": "〇幺二三四五六七八九",
    "cn_yao_ling": "零幺二三四五六七八九",
    "cn_upper": "零壹贰叁肆伍陆柒捌玖",
    "cn_upper_t": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "fw": "０１２３４５６７８９",
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "deva": "०१२३४५६७८९",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "circled": "⓪①②③④⑤⑥⑦⑧⑨",
    "hangul": "공일이삼사오육칠팔구",
}
PINYIN = ["ling", "yao", "er", "san", "si", "wu", "liu", "qi", "ba", "jiu"]
EN_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def conv(s, script):
    tbl = SCRIPTS[script]
    return "".join(tbl[int(c)] if c in DIG else c for c in s)


def words(s, table, sep=" "):
    return sep.join(table[int(c)] for c in s)


def mixed_scripts(r, s, scripts):
    return "".join(SCRIPTS[r.choice(scripts)][int(c)] if c in DIG else c for c in s)


# ---------------------------------------------------------------- text transforms
CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
       "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К",
       "M": "М", "B": "В", "X": "Х", "s": "ѕ", "j": "ј"}
GRK = {"o": "ο", "a": "α", "i": "ι", "v": "ν", "u": "υ", "A": "Α", "E": "Ε", "I": "Ι",
       "O": "Ο", "T": "Τ", "H": "Η", "K": "Κ", "M": "Μ", "N": "Ν", "P": "Ρ", "X": "Χ",
       "Y": "Υ", "Z": "Ζ", "B": "Β"}


def homoglyph(s, table):
    return "".join(table.get(c, c) for c in s)


def fullwidth(s):
    out = []
    for c in s:
        o = ord(c)
        if c == " ":
            out.append("\u3000")
        elif 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def zero_width(s, zw="\u200b"):
    """Insert a zero-width char between letters of each word (not at spaces)."""
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i + 1 < len(s) and c != " " and s[i + 1] != " ":
            out.append(zw)
    return "".join(out)


def spaced(s, sep=" "):
    return sep.join(s)


def rot13(s):
    import codecs
    return codecs.encode(s, "rot_13")


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(s):
    return "".join(LEET.get(c.lower(), c) for c in s)


# ---------------------------------------------------------------- cards
def luhn_digit(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(r, prefix, length, valid=True):
    body = prefix + d(r, length - len(prefix) - 1)
    c = luhn_digit(body)
    if not valid:
        c = str((int(c) + r.randint(1, 9)) % 10)
    return body + c


# ---------------------------------------------------------------- CN resident ID
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_M = "10X98765432"
REGIONS = ["110105", "310115", "440305", "330106", "510107", "420106", "320102",
           "370202", "610113", "500103", "430104", "350203", "210102", "120101",
           "440106", "530102", "330203", "410105", "220104", "450103"]


def id_check(b17):
    return ID_M[sum(int(a) * w for a, w in zip(b17, ID_W)) % 11]


def _days(y, m):
    if m == 2:
        return 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28
    return 30 if m in (4, 6, 9, 11) else 31


def cn_id(r, valid=True, want_x=False):
    while True:
        region = r.choice(REGIONS)
        y = r.randint(1956, 2004)
        m = r.randint(1, 12)
        dd = r.randint(1, _days(y, m))
        body = f"{region}{y:04d}{m:02d}{dd:02d}{d(r, 3)}"
        c = id_check(body)
        if want_x and c != "X":
            continue
        if not want_x and c == "X":
            continue
        if not valid:
            c = r.choice([x for x in "0123456789X" if x != c])
        return body + c


def id_ok(s):
    return len(s) == 18 and id_check(s[:17]) == s[17].upper()


# ---------------------------------------------------------------- IBAN / EAN
def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def ean_digit(body12):
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
    return str((10 - t % 10) % 10)


# ---------------------------------------------------------------- passwords
PW_WORDS = ["maple", "lantern", "orchid", "harbor", "kumquat", "nimbus", "pebble",
            "willow", "cobalt", "saffron", "tundra", "juniper", "quokka", "bramble",
            "zephyr", "mosaic", "lychee", "marlin", "teacup", "granite"]
PHRASE_WORDS = ["copper", "violin", "meadow", "rocket", "pickle", "glacier", "tangerine",
                "walrus", "lantern", "saddle", "orbit", "mango", "thimble", "canyon",
                "feather", "biscuit", "harbor", "plume", "ginger", "tractor"]
SYMS = "!#$%&*?_-+"
URL_SYMS = "_-.~!*"


def password(r, urlsafe=False):
    syms = URL_SYMS if urlsafe else SYMS
    style = r.randrange(4)
    if style == 0:
        return r.choice(PW_WORDS).capitalize() + r.choice(syms) + d(r, 4)
    if style == 1:
        core = alnum(r, 11)
        pos = r.randrange(len(core))
        return core[:pos] + r.choice(syms) + core[pos:]
    if style == 2:
        return r.choice(PW_WORDS) + d(r, 2) + r.choice(PW_WORDS).upper() + r.choice(syms)
    w = leet(r.choice(PW_WORDS)).capitalize()
    return w + r.choice(syms) + w[::-1].lower() + d(r, 2)


def passphrase(r, n=4, sep="-"):
    return sep.join(r.sample(PHRASE_WORDS, n))
