"""Random-but-well-formed numbers and key bodies for heldout_v7.

Only the *numbers* come from here; every sentence around them is written by hand
in build.py.  All values are fake: random digits that are valid in shape only.
"""

import base64
import random
import string

SEED = 7043
R = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"


def d(n):
    """n random decimal digits."""
    return "".join(str(R.randrange(10)) for _ in range(n))


def s(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def grp(num, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(num[i : i + k])
        i += k
    if i < len(num):
        out.append(num[i:])
    return sep.join(out)


# ---------------------------------------------------------------- Luhn cards
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(prefix, n=16):
    body = prefix + d(n - len(prefix) - 1)
    return body + luhn_digit(body)


def card_bad(prefix, n=16):
    c = card(prefix, n)
    last = (int(c[-1]) + R.randrange(1, 10)) % 10
    return c[:-1] + str(last)


# ------------------------------------------------------------ CN mobiles
MOB_PREF = [
    "130",
    "131",
    "133",
    "135",
    "136",
    "137",
    "138",
    "139",
    "147",
    "150",
    "151",
    "152",
    "155",
    "156",
    "157",
    "158",
    "159",
    "166",
    "173",
    "176",
    "177",
    "180",
    "181",
    "182",
    "183",
    "185",
    "186",
    "187",
    "188",
    "189",
    "191",
    "193",
    "195",
    "198",
    "199",
]


def mob(pref=None):
    return (pref or R.choice(MOB_PREF)) + d(8)


# ------------------------------------------------------------ CN resident ID
_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_C = "10X98765432"


def id_check(body17):
    return _C[sum(int(a) * w for a, w in zip(body17, _W)) % 11]


def cnid(region, y0=1958, y1=2013, want_x=False, bad=False):
    while True:
        y = R.randint(y0, y1)
        m = R.randint(1, 12)
        dd = R.randint(1, 28)
        body = f"{region}{y:04d}{m:02d}{dd:02d}{d(3)}"
        chk = id_check(body)
        if want_x and chk != "X":
            continue
        if bad:
            chk = R.choice([c for c in "0123456789" if c != chk])
        return body + chk


# ------------------------------------------------------------ numerals
ZH_LOW = "〇一二三四五六七八九"
ZH_LING = "零一二三四五六七八九"
ZH_CAP = "零壹贰叁肆伍陆柒捌玖"
ZH_TCAP = "零壹貳參肆伍陸柒捌玖"
FW = "０１２３４５６７８９"
ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
DEVANAGARI = "०१२३४५६७८९"
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"
HANGUL = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def conv(num, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in num)


def yao(num):
    """Spoken style: 1 -> 幺, 0 -> 零."""
    return "".join({"1": "幺", "0": "零"}.get(c, ZH_LOW[int(c)]) if c.isdigit() else c for c in num)


def mixzh(num, p=0.5, table=ZH_LOW):
    return "".join(table[int(c)] if c.isdigit() and R.random() < p else c for c in num)


def lo(num):
    """l for 1 and O for 0."""
    return num.replace("1", "l").replace("0", "O")


# ------------------------------------------------------------ homoglyphs
CYR = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "y": "у",
    "i": "і",
    "A": "А",
    "E": "Е",
    "O": "О",
    "P": "Р",
    "C": "С",
    "T": "Т",
    "H": "Н",
    "I": "І",
    "K": "К",
    "M": "М",
    "B": "В",
    "X": "Х",
    "s": "ѕ",
}
GRK = {
    "o": "ο",
    "O": "Ο",
    "I": "Ι",
    "A": "Α",
    "E": "Ε",
    "T": "Τ",
    "K": "Κ",
    "N": "Ν",
    "M": "Μ",
    "X": "Χ",
    "Y": "Υ",
    "v": "ν",
    "i": "ι",
    "H": "Η",
    "B": "Β",
    "Z": "Ζ",
}


def glyph(text, table, p=0.7):
    return "".join(table[c] if c in table and R.random() < p else c for c in text)


def fullwidth(text):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in text)


def b64(text):
    return base64.b64encode(text.encode()).decode()


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def pem_body(lines=6):
    out = [s(64, B64) for _ in range(lines)]
    out.append(s(R.randrange(20, 60), B64) + "==")
    return "\n".join(out)
