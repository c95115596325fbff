"""Random fake values for heldout_v16 (standard library only).

Every function takes a random.Random instance so the output is reproducible.
Nothing here is a real person's data: phones use fiction ranges where they exist,
hosts are example.com/.net/.org, IPs are documentation ranges, checksums are valid
only so that the shape is realistic.
"""

import base64
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG


def d(r, n):
    return "".join(r.choice(DG) for _ in range(n))


def d1(r, n):
    """n digits, first not zero."""
    return r.choice("123456789") + d(r, n - 1)


def s(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- PINs / codes
def _bad_pin(p):
    if len(set(p)) <= 2:
        return True
    steps = {int(b) - int(a) for a, b in zip(p, p[1:])}
    if steps in ({1}, {-1}, {0}):
        return True
    for i in range(len(p) - 2):
        if p[i] == p[i + 1] == p[i + 2]:
            return True
    if len(p) >= 4 and p[:2] in ("19", "20"):
        return True  # avoid things that look like years
    return False


def pin(r, n=4):
    while True:
        p = d(r, n)
        if not _bad_pin(p):
            return p


def pw_mixed(r, n=12):
    sym = "!#$%&*+-=?@^_~"
    while True:
        p = "".join(r.choice(AN + sym) for _ in range(n))
        if any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p) and any(c in sym for c in p):
            return p


WORDS = [
    "maple",
    "orbit",
    "cactus",
    "lantern",
    "pebble",
    "walrus",
    "saffron",
    "tundra",
    "quiver",
    "falcon",
    "marble",
    "nectar",
    "oyster",
    "plume",
    "rhubarb",
    "sprocket",
    "thimble",
    "velvet",
    "willow",
    "zephyr",
    "bramble",
    "copper",
    "dynamo",
    "ember",
    "fjord",
    "gazebo",
    "harbor",
    "igloo",
    "jasper",
    "kettle",
    "lagoon",
    "mango",
    "nimbus",
    "otter",
    "pickle",
    "quartz",
    "raven",
    "sonnet",
    "tulip",
    "umber",
    "vortex",
    "wombat",
    "yonder",
    "zinnia",
    "anchor",
    "biscuit",
    "comet",
    "dahlia",
]
WORDS_XX = [
    "Schmetterling",
    "Kuchenblech",
    "mariposa",
    "girasol",
    "papillon",
    "citrouille",
    "gattino",
    "pomodoro",
    "saudade",
    "cachorro",
    "appelflap",
    "kanelbulle",
    "sisu",
    "pierogi",
    "lokum",
    "matryoshka",
    "sakura",
    "hanabi",
    "kimchi",
    "xiaolongbao",
]
PINYIN = [
    "xiaoming",
    "wangfang",
    "lili",
    "chenchen",
    "zhangwei",
    "huanghe",
    "beijing",
    "dandan",
    "tiantian",
    "xiaomao",
    "liuyang",
    "meimei",
]
SYM = "!#$%&*+-=?@_~."


def pw_words(r):
    return r.choice(WORDS).capitalize() + r.choice(SYM) + r.choice(WORDS) + d(r, r.choice([2, 3, 4]))


def pw_foreign(r):
    return r.choice(WORDS_XX) + d(r, r.choice([2, 3, 4])) + r.choice(SYM)


def pw_leet(r):
    w = r.choice(WORDS)
    tr = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    w = "".join(tr.get(c, c) if r.random() < 0.7 else c for c in w)
    return w[0].upper() + w[1:] + r.choice("!?#@") + d(r, 2)


def pw_pinyin(r):
    return r.choice(PINYIN) + d(r, r.choice([4, 6])) + r.choice(["", "!", "@", "."])


def pw_any(r):
    return r.choice([pw_mixed, pw_words, pw_foreign, pw_leet])(r)


def passphrase(r, k=4, sep="-"):
    return sep.join(r.sample(WORDS, k))


def wifi_key(r):
    return s(r, UP + DG, r.choice([10, 12, 16]))


def recovery_codes(r, k=3):
    return [s(r, LO + DG, 4) + "-" + s(r, LO + DG, 4) for _ in range(k)]


def bitlocker(r):
    # real BitLocker recovery key groups are multiples of 11
    return "-".join("%06d" % (11 * r.randint(1, 65535)) for _ in range(8))


BIP = [
    "abandon",
    "garlic",
    "orchard",
    "velvet",
    "tribe",
    "canyon",
    "echo",
    "sugar",
    "flame",
    "jungle",
    "oxygen",
    "puzzle",
    "ramp",
    "stereo",
    "vacuum",
    "window",
    "anchor",
    "blossom",
    "cradle",
    "domain",
    "fossil",
    "glance",
    "humble",
    "island",
    "kidney",
    "ladder",
    "mercy",
    "noodle",
    "outdoor",
    "pledge",
    "quarter",
    "rescue",
    "silent",
    "thunder",
    "unveil",
    "wisdom",
]


def seed_words(r, k=12):
    return " ".join(r.sample(BIP, k))


def otp(r):
    return pin(r, 6)


# ---------------------------------------------------------------- digit words
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "sv": "noll ett två tre fyra fem sex sju åtta nio".split(),
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan".split(),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα".split(),
    "ja": list("〇一二三四五六七八九"),
    "zh": list("零一二三四五六七八九"),
    "zh_yao": list("零幺二三四五六七八九"),
    "zh_da": list("零壹贰叁肆伍陆柒捌玖"),
    "zh_Hant_da": list("零壹貳參肆伍陸柒捌玖"),
    "yue": list("零一二三四五六七八九"),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
    "ar": list("٠١٢٣٤٥٦٧٨٩"),
    "fa": list("۰۱۲۳۴۵۶۷۸۹"),
    "hi": list("०१२३४५६७८९"),
    "bn": list("০১২৩৪৫৬৭৮৯"),
    "th": list("๐๑๒๓๔๕๖๗๘๙"),
    "fw": list("０１２３４５６７８９"),
}
NATO = {
    "A": "Alfa",
    "B": "Bravo",
    "C": "Charlie",
    "D": "Delta",
    "E": "Echo",
    "F": "Foxtrot",
    "G": "Golf",
    "H": "Hotel",
    "I": "India",
    "J": "Juliett",
    "K": "Kilo",
    "L": "Lima",
    "M": "Mike",
    "N": "November",
    "O": "Oscar",
    "P": "Papa",
    "Q": "Quebec",
    "R": "Romeo",
    "S": "Sierra",
    "T": "Tango",
    "U": "Uniform",
    "V": "Victor",
    "W": "Whiskey",
    "X": "X-ray",
    "Y": "Yankee",
    "Z": "Zulu",
}


def spell(digs, lang, sep=" "):
    w = DIGIT_WORDS[lang]
    return sep.join(w[int(c)] if c.isdigit() else c for c in digs)


def nato(word):
    out = []
    for c in word:
        if c.upper() in NATO:
            out.append(("capital " if c.isupper() else "") + NATO[c.upper()])
        elif c.isdigit():
            out.append(DIGIT_WORDS["en"][int(c)])
        else:
            out.append(
                {
                    "-": "dash",
                    "!": "exclamation mark",
                    "#": "hash",
                    "_": "underscore",
                    ".": "dot",
                    "@": "at sign",
                    "$": "dollar",
                    "?": "question mark",
                }.get(c, c)
            )
    return ", ".join(out)


# ---------------------------------------------------------------- checksums
def luhn_ok(num):
    num = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, v in enumerate(reversed(num)):
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def card(r, brand):
    pre, ln = {
        "visa": ("4", 16),
        "mc": (r.choice(["51", "52", "53", "54", "55"]), 16),
        "mc2": ("2221", 16),
        "amex": (r.choice(["34", "37"]), 15),
        "disc": ("6011", 16),
        "jcb": ("35" + str(r.randint(28, 89)), 16),
        "unionpay": ("62" + d(r, 2), 16),
        "unionpay19": ("62" + d(r, 2), 19),
        "maestro": ("6759", 16),
        "mir": ("220" + str(r.randint(0, 4)), 16),
    }[brand]
    while True:
        c = luhn_complete(pre + d(r, ln - len(pre) - 1))
        if len(set(c[len(pre) :])) > 4:
            return c


def group(num, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(num[i : i + n])
        i += n
    return sep.join(out)


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id_check(first17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, CN_W)) % 11]


def cn_id_ok(x):
    return len(x) == 18 and x[:17].isdigit() and cn_id_check(x[:17]) == x[17].upper()


CN_REGIONS = [
    "110105",
    "110108",
    "310115",
    "310104",
    "440305",
    "440106",
    "330106",
    "320102",
    "510107",
    "420106",
    "610113",
    "350203",
    "370202",
    "500103",
    "210102",
    "430104",
]


def cn_id(r, region=None):
    reg = region or r.choice(CN_REGIONS)
    y = r.randint(1962, 2004)
    m = r.randint(1, 12)
    dd = r.randint(1, 28)
    body = "%s%04d%02d%02d%s" % (reg, y, m, dd, d(r, 3))
    return body + cn_id_check(body)


IBAN_FMT = {  # country: list of (kind, n); kind d=digit, U=upper letter, A=upper alnum
    "DE": [("d", 18)],
    "GB": [("U", 4), ("d", 14)],
    "FR": [("d", 23)],
    "ES": [("d", 20)],
    "NL": [("U", 4), ("d", 10)],
    "IT": [("U", 1), ("d", 22)],
    "BE": [("d", 12)],
    "AT": [("d", 16)],
    "CH": [("d", 17)],
    "PL": [("d", 24)],
    "SE": [("d", 20)],
    "TR": [("d", 5), ("0", 1), ("d", 16)],
    "SA": [("d", 2), ("d", 18)],
    "AE": [("d", 19)],
    "PT": [("d", 21)],
    "NO": [("d", 11)],
    "DK": [("d", 14)],
    "FI": [("d", 14)],
    "IE": [("U", 4), ("d", 14)],
    "RO": [("U", 4), ("A", 16)],
    "HU": [("d", 24)],
    "CZ": [("d", 20)],
    "GR": [("d", 23)],
}


def _iban_num(x):
    return int("".join(str(int(c, 36)) for c in x))


def iban_ok(x):
    x = x.replace(" ", "")
    return len(x) > 4 and _iban_num(x[4:] + x[:4]) % 97 == 1


def iban(r, cc):
    bban = ""
    for kind, n in IBAN_FMT[cc]:
        bban += {"d": lambda: d(r, n), "U": lambda: s(r, UP, n), "A": lambda: s(r, UP + DG, n), "0": lambda: "0"}[
            kind
        ]()
    chk = 98 - _iban_num(bban + cc + "00") % 97
    out = cc + "%02d" % chk + bban
    assert iban_ok(out)
    return out


def iban_spaced(x):
    return " ".join(x[i : i + 4] for i in range(0, len(x), 4))


# national numbers ------------------------------------------------------------
def pesel(r):
    y = r.randint(50, 99)
    m = r.randint(1, 12)
    dd = r.randint(1, 28)
    body = "%02d%02d%02d%s" % (y, m, dd, d(r, 4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def pesel_ok(x):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(x) == 11 and (10 - sum(int(a) * b for a, b in zip(x, w)) % 10) % 10 == int(x[10])


def tckn(r):
    while True:
        b = d1(r, 9)
        dg = [int(c) for c in b]
        d10 = ((dg[0] + dg[2] + dg[4] + dg[6] + dg[8]) * 7 - (dg[1] + dg[3] + dg[5] + dg[7])) % 10
        d11 = (sum(dg) + d10) % 10
        return b + str(d10) + str(d11)


def tckn_ok(x):
    dg = [int(c) for c in x]
    return (
        len(x) == 11
        and dg[0] != 0
        and ((dg[0] + dg[2] + dg[4] + dg[6] + dg[8]) * 7 - (dg[1] + dg[3] + dg[5] + dg[7])) % 10 == dg[9]
        and sum(dg[:10]) % 10 == dg[10]
    )


_VD = [
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
_VP = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(x):
    c = 0
    for i, ch in enumerate(reversed(x)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(r):
    b = r.choice("23456789") + d(r, 10)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    out = b + str(_VINV[c])
    assert verhoeff_ok(out)
    return out


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu(r):
    dd, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(55, 99)
    n = r.randint(2, 899)
    core = "%02d%02d%02d" % (dd, m, y)
    return core + "-" + "%03d" % n + HETU_CH[int(core + "%03d" % n) % 31]


def hetu_ok(x):
    return len(x) == 11 and HETU_CH[int(x[:6] + x[7:10]) % 31] == x[10]


def personnummer(r):
    y, m, dd = r.randint(50, 99), r.randint(1, 12), r.randint(1, 28)
    b = "%02d%02d%02d%s" % (y, m, dd, d(r, 3))
    full = luhn_complete(b)
    return full[:6] + "-" + full[6:]


def fnr(r):
    while True:
        dd, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(55, 99)
        b = "%02d%02d%02d%03d" % (dd, m, y, r.randint(0, 499))
        v = [int(c) for c in b]
        k1 = 11 - sum(a * w for a, w in zip(v, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - sum(a * w for a, w in zip(v + [k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k1) + str(k2)


def fnr_ok(x):
    v = [int(c) for c in x]
    k1 = 11 - sum(a * w for a, w in zip(v[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * w for a, w in zip(v[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    return len(x) == 11 and k1 == v[9] and k2 == v[10]


def bsn(r):
    while True:
        b = d1(r, 8)
        t = sum(int(c) * w for c, w in zip(b, range(9, 1, -1))) % 11
        if t < 10:
            return b + str(t)


def bsn_ok(x):
    return len(x) == 9 and (sum(int(c) * w for c, w in zip(x[:8], range(9, 1, -1))) - int(x[8])) % 11 == 0


def dni(r):
    n = d1(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def dni_ok(x):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(x[:8]) % 23] == x[8]


def cpf(r):
    b = [int(c) for c in d(r, 9)]
    for n in (10, 11):
        v = sum(a * w for a, w in zip(b, range(n, 1, -1))) * 10 % 11 % 10
        b.append(v)
    x = "".join(map(str, b))
    return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])


def cpf_ok(x):
    x = x.replace(".", "").replace("-", "")
    b = [int(c) for c in x]
    return (
        sum(a * w for a, w in zip(b, range(10, 1, -1))) * 10 % 11 % 10 == b[9]
        and sum(a * w for a, w in zip(b, range(11, 1, -1))) * 10 % 11 % 10 == b[10]
    )


def rrn(r):
    y, m, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    b = "%02d%02d%02d%s%s" % (y, m, dd, r.choice("12"), d(r, 5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b_ for a, b_ in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def rrn_ok(x):
    x = x.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b_ for a, b_ in zip(x, w)) % 11) % 10 == int(x[12])


def za_id(r):
    y, m, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    return luhn_complete("%02d%02d%02d%s08" % (y, m, dd, d(r, 4)))


def sin_ca(r):
    return luhn_complete(r.choice("12345679") + d(r, 7))


def ssn_us(r):
    while True:
        a = r.randint(100, 665)
        if a != 666:
            return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def nino(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    return r.choice(first) + r.choice(second) + d(r, 6) + r.choice("ABCD")


# passports (shape only)
def passport(r, cc):
    return {
        "US": lambda: d1(r, 9),
        "GB": lambda: d1(r, 9),
        "DE": lambda: "C" + s(r, "CFGHJKLMNPRTVWXYZ" + DG, 8),
        "CN": lambda: "E" + d(r, 8),
        "IN": lambda: r.choice("JKLMNPRSTUVWZ") + d1(r, 7),
        "BR": lambda: s(r, UP, 2) + d(r, 6),
        "KR": lambda: "M" + d(r, 8),
        "MX": lambda: "G" + d(r, 8),
        "FR": lambda: d(r, 2) + s(r, UP, 2) + d(r, 5),
        "JP": lambda: s(r, "TM", 1) + s(r, UP, 1) + d(r, 7),
        "IT": lambda: s(r, UP, 2) + d(r, 7),
        "TR": lambda: "U" + d(r, 8),
        "ID": lambda: s(r, "ABCX", 1) + d(r, 7),
        "PH": lambda: "P" + d(r, 7) + s(r, UP, 1),
    }[cc]()


# ---------------------------------------------------------------- phones
FR_FICTION = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98", "09 77 42"]


def phone(r, kind):
    """Returns a phone string in the national/intl shape named by kind."""
    if kind == "us":
        return "(%s) 555-01%02d" % (r.choice(["212", "415", "312", "617", "206", "503", "720"]), r.randint(0, 99))
    if kind == "us_intl":
        return "+1 %s 555 01%02d" % (r.choice(["646", "213", "305", "512"]), r.randint(0, 99))
    if kind == "uk_mob":
        return "07700 900%03d" % r.randint(0, 999)
    if kind == "uk_mob_intl":
        return "+44 7700 900%03d" % r.randint(0, 999)
    if kind == "uk_london":
        return "020 7946 0%03d" % r.randint(0, 999)
    if kind == "uk_city":
        return "%s 496 0%03d" % (r.choice(["0113", "0117", "0121", "0131", "0161"]), r.randint(0, 999))
    if kind == "fr":
        return "%s %02d %02d" % (r.choice(FR_FICTION), r.randint(0, 99), r.randint(0, 99))
    if kind == "fr_intl":
        p = r.choice(FR_FICTION)
        return "+33 %s %02d %02d" % (p[1:], r.randint(0, 99), r.randint(0, 99))
    if kind == "au_mob":
        return "0491 57%d %03d" % (r.randint(0, 9), r.randint(0, 999))
    if kind == "au_intl":
        return "+61 491 57%d %03d" % (r.randint(0, 9), r.randint(0, 999))
    if kind == "de":
        return r.choice(["030 23125", "069 90009", "040 66969"]) + " %03d" % r.randint(0, 999)
    if kind == "de_intl":
        return r.choice(["+49 30 23125", "+49 69 90009", "+49 40 66969"]) + " %03d" % r.randint(0, 999)
    if kind == "cn":
        return r.choice(["13", "15", "18", "17", "19"]) + str(r.randint(0, 9)) + d(r, 8)
    if kind == "cn_intl":
        c = phone(r, "cn")
        return "+86 %s %s %s" % (c[:3], c[3:7], c[7:])
    if kind == "hk":
        return r.choice("569") + d(r, 3) + " " + d(r, 4)
    if kind == "tw":
        return "09" + d(r, 2) + "-" + d(r, 3) + "-" + d(r, 3)
    if kind == "jp":
        return "0" + r.choice("789") + "0-" + d(r, 4) + "-" + d(r, 4)
    if kind == "kr":
        return "010-" + d1(r, 4) + "-" + d(r, 4)
    if kind == "in":
        return "+91 " + r.choice("6789") + d(r, 4) + " " + d(r, 5)
    if kind == "br":
        return "+55 11 9" + d(r, 4) + "-" + d(r, 4)
    if kind == "mx":
        return "+52 55 " + d(r, 4) + " " + d(r, 4)
    if kind == "es":
        return "+34 6" + d(r, 2) + " " + d(r, 3) + " " + d(r, 3)
    if kind == "it":
        return "+39 3" + d(r, 2) + " " + d(r, 3) + " " + d(r, 4)
    if kind == "nl":
        return "+31 6 " + d(r, 4) + " " + d(r, 4)
    if kind == "pl":
        return "+48 " + r.choice("5678") + d(r, 2) + " " + d(r, 3) + " " + d(r, 3)
    if kind == "tr":
        return "+90 5" + d(r, 2) + " " + d(r, 3) + " " + d(r, 2) + " " + d(r, 2)
    if kind == "ru":
        return "+7 9" + d(r, 2) + " " + d(r, 3) + "-" + d(r, 2) + "-" + d(r, 2)
    if kind == "ua":
        return "+380 " + r.choice(["50", "67", "93"]) + " " + d(r, 3) + " " + d(r, 2) + " " + d(r, 2)
    if kind == "eg":
        return "+20 10 " + d(r, 4) + " " + d(r, 4)
    if kind == "sa":
        return "+966 5" + d(r, 1) + " " + d(r, 3) + " " + d(r, 4)
    if kind == "ng":
        return "+234 80" + d(r, 1) + " " + d(r, 3) + " " + d(r, 4)
    if kind == "ke":
        return "+254 7" + d(r, 2) + " " + d(r, 3) + " " + d(r, 3)
    if kind == "id":
        return "+62 812-" + d(r, 4) + "-" + d(r, 4)
    if kind == "vn":
        return "+84 9" + d(r, 1) + " " + d(r, 3) + " " + d(r, 2) + " " + d(r, 2)
    if kind == "th":
        return "+66 8" + d(r, 1) + " " + d(r, 3) + " " + d(r, 4)
    if kind == "ph":
        return "+63 917 " + d(r, 3) + " " + d(r, 4)
    if kind == "se":
        return "+46 70 " + d(r, 3) + " " + d(r, 2) + " " + d(r, 2)
    if kind == "il":
        return "+972 52-" + d(r, 3) + "-" + d(r, 4)
    if kind == "gr":
        return "+30 69" + d(r, 1) + " " + d(r, 3) + " " + d(r, 4)
    if kind == "ir":
        return "+98 912 " + d(r, 3) + " " + d(r, 4)
    if kind == "pk":
        return "+92 3" + d(r, 2) + " " + d(r, 7)
    if kind == "bd":
        return "+880 1" + r.choice("3456789") + d(r, 2) + "-" + d(r, 6)
    if kind == "my":
        return "+60 12-" + d(r, 3) + " " + d(r, 4)
    raise KeyError(kind)


def digits_only(x):
    return "".join(c for c in x if c.isdigit())


# ---------------------------------------------------------------- keys & tokens
def b64(r, n):
    return base64.b64encode(bytes(r.getrandbits(8) for _ in range(n))).decode()


def b64url(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def aws_pair(r):
    return "AKIA" + s(r, UP + "234567", 16), s(r, AN + "/+", 40)


def gh_pat(r):
    return "ghp_" + s(r, AN, 36)


def gh_fine(r):
    return "github_pat_" + s(r, AN, 22) + "_" + s(r, AN, 59)


def glpat(r):
    return "glpat-" + s(r, AN + "-_", 20)


def slack_bot(r):
    return "xoxb-" + d(r, 12) + "-" + d(r, 13) + "-" + s(r, AN, 24)


def stripe_live(r):
    return "sk_live_" + s(r, AN, 24)


def google_api(r):
    return "AIza" + s(r, AN + "-_", 35)


def sendgrid(r):
    return "SG." + s(r, AN + "-_", 22) + "." + s(r, AN + "-_", 43)


def telegram_bot(r):
    return d1(r, 10) + ":AA" + s(r, AN + "-_", 33)


def npm_tok(r):
    return "npm_" + s(r, AN, 36)


def hf_tok(r):
    return "hf_" + s(r, AN, 34)


def azure_conn(r, account):
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.example.net" % (
        account,
        b64(r, 64),
    )


def jwt(r, sub, name):
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(('{"sub":"%s","name":"%s","iat":%d}' % (sub, name, r.randint(1700000000, 1760000000))).encode())
    sig = b64url(bytes(r.getrandbits(8) for _ in range(32)))
    return h + "." + p + "." + sig


def pem_key(r, lines=4):
    body = b64(r, 48 * lines)
    rows = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rows) + "\n-----END OPENSSH PRIVATE KEY-----"


def hexs(r, n):
    return s(r, "0123456789abcdef", n)


def ip_doc(r):
    return r.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(r.randint(2, 254))


# ---------------------------------------------------------------- misc
def plate(r, cc):
    return {
        "DE": lambda: r.choice(["B", "M", "HH", "K", "F"]) + "-" + s(r, UP, 2) + " " + d1(r, 4),
        "FR": lambda: s(r, UP, 2) + "-" + d(r, 3) + "-" + s(r, UP, 2),
        "NL": lambda: s(r, UP, 2) + "-" + d(r, 3) + "-" + s(r, UP, 1),
    }[cc]()
