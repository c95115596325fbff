"""Fake-value generators for devset_v12 (Python 3.11 stdlib only).

Every generator takes a ``random.Random`` instance and a list of string
arguments (from a placeholder such as ``{{iban:DE}}`` -> ``["DE"]``) and
returns a string. Nothing here is a real person's data: digits are random,
check digits are computed so that the value has the shape of a valid number.
"""

from __future__ import annotations

import random
import string

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase


# --------------------------------------------------------------------------
# checksum helpers (also used by check.py)
# --------------------------------------------------------------------------

def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def luhn_digit(partial: str) -> str:
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CNID_C = "10X98765432"


def cnid_check(first17: str) -> str:
    return CNID_C[sum(int(a) * b for a, b in zip(first17, CNID_W)) % 11]


def cnid_ok(s: str) -> bool:
    s = s.upper()
    if len(s) != 18 or not s[:17].isdigit():
        return False
    return cnid_check(s[:17]) == s[17]


def _alnum_to_num(s: str) -> str:
    out = []
    for ch in s:
        if ch.isdigit():
            out.append(ch)
        else:
            out.append(str(ord(ch.upper()) - 55))
    return "".join(out)


def iban_check(cc: str, bban: str) -> str:
    n = int(_alnum_to_num(bban + cc + "00"))
    return f"{98 - n % 97:02d}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return int(_alnum_to_num(s[4:] + s[:4])) % 97 == 1


VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def steuerid_check(first10: str) -> str:
    product = 10
    for ch in first10:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def bsn_ok(s: str) -> bool:
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def pesel_check(first10: str) -> str:
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(first10, w)) % 10) % 10)


def cpf_digits(first9: str) -> str:
    d = [int(c) for c in first9]
    s1 = sum(v * w for v, w in zip(d, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d.append(c1)
    s2 = sum(v * w for v, w in zip(d, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    return f"{c1}{c2}"


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"

CF_ODD = {
    **dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
    **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
               [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                12, 14, 16, 10, 22, 25, 24, 23])),
}


def cf_check(first15: str) -> str:
    total = 0
    for i, ch in enumerate(first15):
        if i % 2 == 0:  # 1-based odd position
            total += CF_ODD[ch]
        else:
            total += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(total % 26 + 65)


def mynumber_check(first11: str) -> str:
    digits = [int(c) for c in reversed(first11)]
    total = 0
    for n, p in enumerate(digits, start=1):
        q = n + 1 if n <= 6 else n - 5
        total += p * q
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def tckn_digits(first9: str) -> str:
    d = [int(c) for c in first9]
    c10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    c11 = (sum(d) + c10) % 10
    return f"{c10}{c11}"


def rrn_check(first12: str) -> str:
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return str((11 - sum(int(a) * b for a, b in zip(first12, w)) % 11) % 10)


def mod11_weighted(digits: str, weights: list[int]) -> int | None:
    """11 - (sum % 11); 11 -> 0; 10 -> None (no valid digit)."""
    c = 11 - sum(int(a) * b for a, b in zip(digits, weights)) % 11
    if c == 11:
        return 0
    if c == 10:
        return None
    return c


# --------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------

def _d(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(DIG) for _ in range(n))


def _nz(rng: random.Random, n: int) -> str:
    return rng.choice("123456789") + _d(rng, n - 1)


def _date(rng: random.Random, y0: int, y1: int) -> tuple[int, int, int]:
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


# --------------------------------------------------------------------------
# generators
# --------------------------------------------------------------------------

def g_d(rng, args):
    return _d(rng, int(args[0]))


def g_nz(rng, args):
    return _nz(rng, int(args[0]))


def g_hex(rng, args):
    return "".join(rng.choice("0123456789abcdef") for _ in range(int(args[0])))


def g_AN(rng, args):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(int(args[0])))


def g_L(rng, args):
    return "".join(rng.choice(UP) for _ in range(int(args[0])))


def g_l(rng, args):
    return "".join(rng.choice(LOW) for _ in range(int(args[0])))


def g_range(rng, args):
    return str(rng.randint(int(args[0]), int(args[1])))


def g_lod(rng, args):
    """n digits, at least two of them written as the letters l / O."""
    n = int(args[0])
    while True:
        s = _d(rng, n)
        if s.count("0") + s.count("1") >= 2:
            break
    return s.replace("0", "O").replace("1", "l")


FW = "０１２３４５６７８９"
AR = "٠١٢٣٤٥٦٧٨٩"
FA = "۰۱۲۳۴۵۶۷۸۹"
DEVA = "०१२३४५६७८९"


def g_fw(rng, args):
    return "".join(FW[int(c)] for c in _d(rng, int(args[0])))


def g_ar(rng, args):
    return "".join(AR[int(c)] for c in _d(rng, int(args[0])))


def g_fa(rng, args):
    return "".join(FA[int(c)] for c in _d(rng, int(args[0])))


def g_deva(rng, args):
    return "".join(DEVA[int(c)] for c in _d(rng, int(args[0])))


SPELL = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "zh": "零 一 二 三 四 五 六 七 八 九",
    "zhy": "洞 幺 两 三 四 五 六 拐 八 九",
    "ja": "ゼロ イチ ニ サン ヨン ゴ ロク ナナ ハチ キュウ",
    "ko": "공 일 이 삼 사 오 육 칠 팔 구",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
    "cs": "nula jedna dva tři čtyři pět šest sedm osm devět",
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ",
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα",
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "da": "nul en to tre fire fem seks syv otte ni",
    "hu": "nulla egy kettő három négy öt hat hét nyolc kilenc",
    "ro": "zero unu doi trei patru cinci șase șapte opt nouă",
}
NOSPACE = {"zh", "zhy"}


def g_spell(rng, args):
    lang, n = args[0], int(args[1])
    words = SPELL[lang].split()
    sep = "" if lang in NOSPACE else " "
    if lang == "ja":
        sep = "・"
    return sep.join(words[int(c)] for c in _d(rng, n))


# ---- passwords and codes --------------------------------------------------

SYL = ["ka", "lo", "mi", "ru", "te", "sa", "no", "vi", "ze", "po", "ba", "fi",
       "du", "re", "ma", "to", "li", "ne", "go", "xu"]
WORDS = ["maple", "otter", "copper", "lantern", "pebble", "harbor", "velvet",
         "thistle", "cobalt", "meadow", "walnut", "saffron", "glacier", "tundra",
         "falcon", "juniper", "marble", "orchid", "quartz", "raven", "sorrel",
         "timber", "willow", "yonder", "cactus", "biscuit", "ember", "fjord",
         "nectar", "pylon", "ripple", "sprocket", "tangle", "umber", "wobble"]
CAPWORDS = ["Tulpe", "Sommer", "Kiwi", "Bruno", "Luna", "Sirius", "Mango",
            "Paloma", "Nordlicht", "Zebra", "Oskar", "Pepper", "Kaktus",
            "Gizmo", "Bella", "Rocky", "Fuji", "Merlin", "Tiger", "Amber"]
SYMS = "!#$%&*?@+-_."


def g_pw(rng, args):
    """A strong random password, 10-16 chars, letters+digits+symbols."""
    n = rng.randint(10, 16)
    pool = string.ascii_letters + DIG + "!#$%&*?@+-_"
    while True:
        s = "".join(rng.choice(pool) for _ in range(n))
        if (any(c.isdigit() for c in s) and any(c.islower() for c in s)
                and any(c.isupper() for c in s) and any(c in SYMS for c in s)):
            return s


def g_pwmem(rng, args):
    """A memorable human password: Word + digits + symbol, in some order."""
    w = rng.choice(CAPWORDS)
    num = str(rng.randint(1, 99)) if rng.random() < 0.5 else str(rng.randint(1960, 2019))
    sym = rng.choice("!?#$*.")
    shape = rng.randint(0, 3)
    if shape == 0:
        return f"{w}{num}{sym}"
    if shape == 1:
        return f"{w}{sym}{num}"
    if shape == 2:
        return f"{w.lower()}_{num}{sym}"
    return f"{sym}{w}{num}"


def g_pwsyl(rng, args):
    """Pronounceable lowercase password with digits, e.g. 'kalomiru47'."""
    return "".join(rng.choice(SYL) for _ in range(rng.randint(3, 4))) + _d(rng, 2)


def g_phrase(rng, args):
    n = int(args[0]) if args else 4
    sep = args[1] if len(args) > 1 else "-"
    return sep.join(rng.sample(WORDS, n))


def g_wifi(rng, args):
    shape = rng.randint(0, 2)
    if shape == 0:
        return "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(16))
    if shape == 1:
        return f"{rng.choice(WORDS)}{rng.choice(WORDS).capitalize()}{_d(rng, 4)}"
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(12))


def g_recov(rng, args):
    groups = int(args[0]) if args else 4
    return "-".join(g_AN(rng, ["4"]) for _ in range(groups))


def g_backup(rng, args):
    """Several 8-digit backup codes separated by spaces."""
    n = int(args[0]) if args else 3
    return " ".join(_d(rng, 4) + "-" + _d(rng, 4) for _ in range(n))


# ---- IBANs ----------------------------------------------------------------

def _bban(rng: random.Random, cc: str) -> str:
    if cc == "DE":
        return _nz(rng, 8) + _d(rng, 10)
    if cc == "FR":
        bank, branch, acct = _nz(rng, 5), _d(rng, 5), _d(rng, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return f"{bank}{branch}{acct}{key:02d}"
    if cc == "ES":
        bank, branch, acct = _nz(rng, 4), _d(rng, 4), _d(rng, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s: str) -> str:
            v = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
            return "0" if v == 11 else ("1" if v == 10 else str(v))
        return bank + branch + dc("00" + bank + branch) + dc(acct) + acct
    if cc == "NL":
        bank = rng.choice(["ABNA", "RABO", "INGB", "SNSB", "TRIO", "BUNQ", "KNAB"])
        while True:
            acct = _d(rng, 10)
            if sum(int(a) * b for a, b in zip(acct, range(10, 0, -1))) % 11 == 0 and acct != "0" * 10:
                return bank + acct
    if cc == "BE":
        first = _d(rng, 10)
        chk = int(first) % 97 or 97
        return f"{first}{chk:02d}"
    if cc == "AT":
        return _nz(rng, 5) + _d(rng, 11)
    if cc == "CH":
        return "00" + _nz(rng, 3) + "".join(rng.choice(DIG) for _ in range(12))
    if cc == "PL":
        while True:
            sort7 = _nz(rng, 7)
            w = [3, 9, 7, 1, 3, 9, 7]
            c = (10 - sum(int(a) * b for a, b in zip(sort7, w)) % 10) % 10
            return sort7 + str(c) + _d(rng, 16)
    if cc == "PT":
        first = _d(rng, 4) + _d(rng, 4) + _d(rng, 11)
        chk = 98 - (int(first) * 100) % 97
        return f"{first}{chk:02d}"
    if cc == "GB":
        bank = rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "MONZ", "HLFX"])
        return bank + _d(rng, 6) + _d(rng, 8)
    if cc == "NO":
        while True:
            first = _nz(rng, 10)
            c = mod11_weighted(first, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
            if c is not None:
                return first + str(c)
    if cc == "TR":
        return _nz(rng, 5) + "0" + _d(rng, 16)
    if cc == "IE":
        bank = rng.choice(["AIBK", "BOFI"])
        return bank + _d(rng, 6) + _d(rng, 8)
    if cc == "FI":
        return _nz(rng, 14)
    if cc == "DK":
        return _nz(rng, 4) + _d(rng, 10)
    raise KeyError(cc)


def g_iban(rng, args):
    cc = args[0]
    bban = _bban(rng, cc)
    return cc + iban_check(cc, bban) + bban


def g_ibang(rng, args):
    s = g_iban(rng, args)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---- national IDs ----------------------------------------------------------

CN_REGIONS = ["110105", "110108", "310104", "310115", "440305", "440106",
              "510107", "330106", "320102", "420111", "610113", "370202"]


def g_cnid(rng, args):
    y, m, d = _date(rng, 1958, 2003)
    first = rng.choice(CN_REGIONS) + f"{y:04d}{m:02d}{d:02d}" + _d(rng, 3)
    return first + cnid_check(first)


def g_dni(rng, args):
    n = _nz(rng, 8)
    return n + DNI_LETTERS[int(n) % 23]


def g_nie(rng, args):
    p = rng.choice("XYZ")
    n = _d(rng, 7)
    return f"{p}{n}{DNI_LETTERS[int(str('XYZ'.index(p)) + n) % 23]}"


def g_cpf(rng, args):
    f = _d(rng, 9)
    c = cpf_digits(f)
    return f"{f[:3]}.{f[3:6]}.{f[6:9]}-{c}"


def g_nir(rng, args):
    sex = rng.choice("12")
    y, m, _ = _date(rng, 1955, 2002)
    dep = f"{rng.randint(1, 95):02d}"
    if dep == "20":
        dep = "21"
    commune = f"{rng.randint(1, 899):03d}"
    order = f"{rng.randint(1, 999):03d}"
    base = f"{sex}{y % 100:02d}{m:02d}{dep}{commune}{order}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def g_steuerid(rng, args):
    while True:
        digits = rng.sample(DIG, 9)
        if digits[0] == "0":
            continue
        dup = rng.choice(digits)
        lst = digits + [dup]
        first = lst[0]
        rest = lst[1:]
        rng.shuffle(rest)
        s = first + "".join(rest)
        if s[0] == "0":
            continue
        return s + steuerid_check(s)


def g_bsn(rng, args):
    while True:
        s = _nz(rng, 9)
        if bsn_ok(s):
            return s


def g_pesel(rng, args):
    y, m, d = _date(rng, 1950, 2006)
    mm = m + (20 if y >= 2000 else 0)
    first = f"{y % 100:02d}{mm:02d}{d:02d}" + _d(rng, 4)
    return first + pesel_check(first)


def g_pnr(rng, args):
    y, m, d = _date(rng, 1950, 2003)
    base = f"{y % 100:02d}{m:02d}{d:02d}" + _d(rng, 3)
    c = luhn_digit(base)
    return f"{base[:6]}-{base[6:]}{c}"


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def g_hetu(rng, args):
    y, m, d = _date(rng, 1950, 1999)
    ind = f"{rng.randint(2, 899):03d}"
    base = f"{d:02d}{m:02d}{y % 100:02d}"
    return f"{base}-{ind}{HETU_C[int(base + ind) % 31]}"


def g_fnr(rng, args):
    while True:
        y, m, d = _date(rng, 1950, 1999)
        ind = f"{rng.randint(0, 499):03d}"
        first = f"{d:02d}{m:02d}{y % 100:02d}{ind}"
        k1 = mod11_weighted(first, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = mod11_weighted(first + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return f"{first}{k1}{k2}"


def g_aadhaar(rng, args):
    first = rng.choice("23456789") + _d(rng, 10)
    s = first + verhoeff_digit(first)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def g_rrn(rng, args):
    y, m, d = _date(rng, 1955, 1999)
    first = f"{y % 100:02d}{m:02d}{d:02d}" + rng.choice("12") + _d(rng, 5)
    return f"{first[:6]}-{first[6:]}{rrn_check(first)}"


def g_mynum(rng, args):
    first = _d(rng, 11)
    s = first + mynumber_check(first)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def g_tckn(rng, args):
    first = _nz(rng, 9)
    return first + tckn_digits(first)


def g_ssn(rng, args):
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def g_nino(rng, args):
    a = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    b = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    if a + b in {"GB", "NK", "TN", "ZZ", "BG", "KN", "NT"}:
        b = "A"
    return f"{a}{b} {_d(rng, 2)} {_d(rng, 2)} {_d(rng, 2)} {rng.choice('ABCD')}"


def g_sin(rng, args):
    first = rng.choice("12345679") + _d(rng, 7)
    s = first + luhn_digit(first)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


CF_MONTHS = "ABCDEHLMPRST"
CF_TOWNS = ["H501", "F205", "L219", "F839", "A944", "D612", "G273", "C351", "L736"]


def g_cf(rng, args):
    cons = "BCDFGLMNPRSTVZ"
    vow = "AEIOU"
    sur = rng.choice(cons) + rng.choice(cons) + rng.choice(cons)
    nam = rng.choice(cons) + rng.choice(vow) + rng.choice(cons)
    y, m, d = _date(rng, 1955, 2002)
    if rng.random() < 0.5:
        d += 40
    first = f"{sur}{nam}{y % 100:02d}{CF_MONTHS[m - 1]}{d:02d}{rng.choice(CF_TOWNS)}"
    return first + cf_check(first)


def g_rut(rng, args):
    n = rng.randint(8_000_000, 24_999_999)
    s = str(n)
    total = 0
    f = 2
    for ch in reversed(s):
        total += int(ch) * f
        f = 2 if f == 7 else f + 1
    v = 11 - total % 11
    c = "0" if v == 11 else ("K" if v == 10 else str(v))
    return f"{s[:-6]}.{s[-6:-3]}.{s[-3:]}-{c}"


def g_nif(rng, args):
    while True:
        first = rng.choice("12") + _d(rng, 7)
        c = 11 - sum(int(a) * b for a, b in zip(first, range(9, 1, -1))) % 11
        c = 0 if c >= 10 else c
        return first + str(c)


def g_tfn(rng, args):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        s = _nz(rng, 9)
        if sum(int(a) * b for a, b in zip(s, w)) % 11 == 0:
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def g_pan(rng, args):
    return g_L(rng, ["3"]) + "P" + g_L(rng, ["1"]) + _d(rng, 4) + g_L(rng, ["1"])


def g_aba(rng, args):
    while True:
        s = rng.choice("0123") + _d(rng, 8)
        d = [int(c) for c in s]
        if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0:
            return s


def g_ilid(rng, args):
    first = _d(rng, 8)
    for c in DIG:
        s = first + c
        tot = 0
        for i, ch in enumerate(s):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            tot += v - 9 if v > 9 else v
        if tot % 10 == 0:
            return s
    raise AssertionError


def g_benr(rng, args):
    y, m, d = _date(rng, 1955, 2004)
    first = f"{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 997):03d}"
    base = int(("2" + first) if y >= 2000 else first)
    chk = 97 - base % 97
    return f"{first[:2]}.{first[2:4]}.{first[4:6]}-{first[6:9]}.{chk:02d}"


def g_cpr(rng, args):
    y, m, d = _date(rng, 1950, 1999)
    return f"{d:02d}{m:02d}{y % 100:02d}-{_d(rng, 4)}"


def g_curp_like(rng, args):  # Mexican CURP shape (check digit not computed)
    y, m, d = _date(rng, 1960, 2002)
    return (g_L(rng, ["4"]) + f"{y % 100:02d}{m:02d}{d:02d}" + rng.choice("HM")
            + rng.choice(["DF", "JC", "NL", "PL", "VZ"]) + g_L(rng, ["3"]) + "0" + _d(rng, 1))


# ---- passports, plates ----------------------------------------------------

def g_pass(rng, args):
    cc = args[0]
    if cc == "DE":
        return "C" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if cc == "FR":
        return _d(rng, 2) + g_L(rng, ["2"]) + _d(rng, 5)
    if cc == "CN":
        return "E" + _nz(rng, 8)
    if cc == "US":
        return _nz(rng, 9)
    if cc == "GB":
        return _nz(rng, 9)
    if cc == "IN":
        return rng.choice("JKLMNPRSTUVWZ") + _nz(rng, 7)
    if cc == "JP":
        return rng.choice(["TK", "TR", "MU", "TZ"]) + _d(rng, 7)
    if cc == "RU":
        return f"{_nz(rng, 2)} {_d(rng, 7)}"
    if cc == "IT":
        return g_L(rng, ["2"]) + _d(rng, 7)
    if cc == "ES":
        return g_L(rng, ["3"]) + _d(rng, 6)
    if cc == "KR":
        return "M" + _d(rng, 8)
    if cc == "BR":
        return g_L(rng, ["2"]) + _d(rng, 6)
    if cc == "NL":
        return g_L(rng, ["2"]) + g_AN(rng, ["6"]) + _d(rng, 1)
    if cc == "PL":
        return g_L(rng, ["2"]) + _d(rng, 7)
    raise KeyError(cc)


def g_plate(rng, args):
    cc = args[0]
    if cc == "DE":
        city = rng.choice(["M", "HH", "K", "F", "S", "DO", "B", "HB"])
        return f"{city}-{g_L(rng, [str(rng.randint(1, 2))])} {rng.randint(1, 9999)}"
    if cc == "FR":
        return f"{g_L(rng, ['2'])}-{_d(rng, 3)}-{g_L(rng, ['2'])}"
    if cc == "GB":
        return f"{g_L(rng, ['2'])}{rng.randint(51, 74)} {g_L(rng, ['3'])}"
    if cc == "NL":
        return f"{g_L(rng, ['2'])}-{_d(rng, 3)}-{g_L(rng, ['1'])}"
    if cc == "PL":
        return f"{rng.choice(['WA', 'KR', 'PO', 'GD', 'WR'])} {_nz(rng, 5)}"
    if cc == "CN":
        return f"{rng.choice('京沪粤浙苏川鄂')}{rng.choice('ABCDE')}·{g_AN(rng, ['5'])}"
    if cc == "IT":
        return f"{g_L(rng, ['2'])} {_d(rng, 3)}{g_L(rng, ['2'])}"
    if cc == "ES":
        return f"{_d(rng, 4)} {''.join(rng.choice('BCDFGHJKLMNPRSTVWXYZ') for _ in range(3))}"
    if cc == "US":
        return f"{rng.randint(1, 9)}{g_L(rng, ['3'])}{_d(rng, 3)}"
    if cc == "JP":
        return f"品川 {rng.randint(300, 599)} {rng.choice('あいうえかきくけこさ')} {_nz(rng, 2)}-{_d(rng, 2)}"
    if cc == "KR":
        return f"{_nz(rng, 2)}{rng.choice('가나다라마거너더러머')} {_d(rng, 4)}"
    if cc == "RU":
        lat = "АВЕКМНОРСТУХ"
        return f"{rng.choice(lat)}{_nz(rng, 3)}{rng.choice(lat)}{rng.choice(lat)} {rng.choice(['77', '97', '177', '78', '50'])}"
    if cc == "BR":
        return f"{g_L(rng, ['3'])}{_d(rng, 1)}{g_L(rng, ['1'])}{_d(rng, 2)}"
    if cc == "SE":
        return f"{g_L(rng, ['3'])} {_d(rng, 2)}{rng.choice(UP + DIG)}"
    raise KeyError(cc)


# ---- dates ------------------------------------------------------------------

def _fmt_date(y: int, m: int, d: int, fmt: str) -> str:
    if fmt == "iso":
        return f"{y:04d}-{m:02d}-{d:02d}"
    if fmt == "dot":
        return f"{d:02d}.{m:02d}.{y:04d}"
    if fmt == "us":
        return f"{m:02d}/{d:02d}/{y:04d}"
    if fmt == "eu":
        return f"{d:02d}/{m:02d}/{y:04d}"
    if fmt == "nl":
        return f"{d:02d}-{m:02d}-{y:04d}"
    if fmt == "cjk":
        return f"{y}年{m}月{d}日"
    if fmt == "ko":
        return f"{y}년 {m}월 {d}일"
    if fmt == "en":
        mon = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"][m - 1]
        return f"{d} {mon} {y}"
    raise KeyError(fmt)


def g_dob(rng, args):
    y, m, d = _date(rng, 1948, 2004)
    return _fmt_date(y, m, d, args[0])


def g_date(rng, args):
    y, m, d = _date(rng, 2024, 2025)
    return _fmt_date(y, m, d, args[0])


def g_time(rng, args):
    """A daytime clock time such as 14:30."""
    return f"{rng.randint(7, 20):02d}:{rng.choice(['00', '05', '10', '15', '20', '30', '40', '45', '50'])}"


def g_ts(rng, args):
    y, m, d = _date(rng, 2024, 2025)
    return (f"{y:04d}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:"
            f"{rng.randint(0, 59):02d}Z")


def g_ean(rng, args):
    first = rng.choice(["40", "50", "69", "76", "80", "87", "49", "30"]) + _d(rng, 10)
    tot = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(first))
    return first + str((10 - tot % 10) % 10)


def g_isbn(rng, args):
    first = "978" + rng.choice("0123") + _d(rng, 8)
    tot = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(first))
    s = first + str((10 - tot % 10) % 10)
    return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


def g_ipdoc(rng, args):
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(1, 254)}"


def g_ver(rng, args):
    return f"{rng.randint(1, 9)}.{rng.randint(0, 24)}.{rng.randint(0, 19)}"


def g_siren(rng, args):
    """French SIREN (company number, 9 digits, Luhn check)."""
    first = _nz(rng, 8)
    return first + luhn_digit(first)


def g_s10(rng, args):
    """UPU S10 parcel id, e.g. EF123456785TH (mod-11 check digit)."""
    body = _nz(rng, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return f"{args[0]}{body}{c}{args[1]}"


GENERATORS = {
    "d": g_d, "nz": g_nz, "hex": g_hex, "AN": g_AN, "L": g_L, "l": g_l,
    "range": g_range, "lod": g_lod, "fw": g_fw, "ar": g_ar, "fa": g_fa,
    "deva": g_deva, "spell": g_spell,
    "pw": g_pw, "pwmem": g_pwmem, "pwsyl": g_pwsyl, "phrase": g_phrase,
    "wifi": g_wifi, "recov": g_recov, "backup": g_backup,
    "iban": g_iban, "ibang": g_ibang,
    "cnid": g_cnid, "dni": g_dni, "nie": g_nie, "cpf": g_cpf, "nir": g_nir,
    "steuerid": g_steuerid, "bsn": g_bsn, "pesel": g_pesel, "pnr": g_pnr,
    "hetu": g_hetu, "fnr": g_fnr, "aadhaar": g_aadhaar, "rrn": g_rrn,
    "mynum": g_mynum, "tckn": g_tckn, "ssn": g_ssn, "nino": g_nino,
    "sin": g_sin, "cf": g_cf, "rut": g_rut, "nif": g_nif, "tfn": g_tfn,
    "pan": g_pan, "aba": g_aba, "ilid": g_ilid, "benr": g_benr, "cpr": g_cpr,
    "curp": g_curp_like,
    "pass": g_pass, "plate": g_plate,
    "dob": g_dob, "date": g_date, "time": g_time, "ts": g_ts,
    "ean": g_ean, "siren": g_siren, "s10": g_s10, "isbn": g_isbn, "ipdoc": g_ipdoc, "ver": g_ver,
}


def generate(rng: random.Random, spec: str) -> str:
    """spec is the placeholder body without braces, e.g. 'iban:DE#2'."""
    body = spec.split("#", 1)[0]
    name, *args = body.split(":")
    return GENERATORS[name](rng, args)
