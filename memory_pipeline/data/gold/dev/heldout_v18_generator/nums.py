"""Random fake values for heldout_v18 (standard library only).

Every sentence lives in build.py / turns.py; this module only produces the random
values that are inserted into the hand-written templates. A template field is
written as ⟦name⟧ and `make(name, rng)` returns the value.

All data is fake: phone numbers use the published fiction ranges where they exist
(US 555-01xx, UK 07700 900xxx / 020 7946 0xxx, AU 0491 570 xxx list / 0x 5550 xxxx,
FR 06 39 98 / 01 99 00), mail domains are example.com/.net/.org, and the
identifiers only have valid check digits, they belong to nobody.
"""
import base64
import datetime
import json
import re
import string

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
PW_SYM = "!$*-_.~+=^&"


def rd(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def rdn(r, n):
    return r.choice("123456789") + rd(r, n - 1)


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def grp(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# --------------------------------------------------------------------------- Luhn
def luhn_ok(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def non_luhn(r, n):
    while True:
        s = rdn(r, n)
        if not luhn_ok(s):
            return s


# --------------------------------------------------------------------------- cards
CARD = {
    "visa": (["4"], 16, [4, 4, 4, 4]),
    "mc": (["51", "52", "53", "54", "55", "2221", "2720"], 16, [4, 4, 4, 4]),
    "amex": (["34", "37"], 15, [4, 6, 5]),
    "up": (["62"], 16, [4, 4, 4, 4]),
    "up19": (["62"], 19, [6, 13]),
    "jcb": (["3528", "3530", "3589"], 16, [4, 4, 4, 4]),
    "disc": (["6011", "65"], 16, [4, 4, 4, 4]),
}
SEPS = {"sp": " ", "dash": "-", "plain": "", "none": "", "slash": "/", "us": "_",
        "comma": ",", "dot": ".", "mid": "·", "tilde": "～", "apos": "'", "pipe": "|",
        "sdash": " - "}


def card(r, brand, fmt, valid=True):
    prefixes, n, sizes = CARD[brand]
    p = r.choice(prefixes)
    full = luhn_complete(p + rd(r, n - len(p) - 1))
    if not valid:
        full = full[:-1] + str((int(full[-1]) + r.randint(1, 9)) % 10)
        assert not luhn_ok(full)
    if brand == "up19" and fmt == "sp":
        sizes = [4, 4, 4, 4, 3]
    return grp(full, sizes, SEPS[fmt])


def expiry(r):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(27, 31))


# --------------------------------------------------------------------------- Chinese resident ID
CN_REGIONS = ["110105", "310104", "440305", "510107", "330106", "420106", "320102",
              "610113", "500103", "120101", "370202", "350203", "430104", "210102"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cn_check(s17):
    return CN_C[sum(int(a) * w for a, w in zip(s17, CN_W)) % 11]


def rdate(r, y0, y1):
    start = datetime.date(y0, 1, 1)
    span = (datetime.date(y1, 12, 31) - start).days
    return start + datetime.timedelta(days=r.randint(0, span))


def cnid(r, kind):
    while True:
        b = rdate(r, 1958, 2004)
        s17 = r.choice(CN_REGIONS) + b.strftime("%Y%m%d") + rd(r, 3)
        c = cn_check(s17)
        if kind == "x" and c != "X":
            continue
        if kind == "bad":
            wrong = [x for x in CN_C if x != c]
            c = r.choice(wrong)
        return s17 + c


# --------------------------------------------------------------------------- IBAN
IBAN = {"de": "n18", "gb": "a4n14", "fr": "n10c11n2", "es": "n20", "nl": "a4n10", "no": "n11",
        "hr": "n17", "lt": "n16", "lv": "a4c13", "ee": "n16", "sk": "n20", "bg": "a4n6c8",
        "rs": "n18", "is": "n22", "pt": "n21", "fi": "n14"}


def iban(r, cc, fmt):
    bban = ""
    for kind, n in re.findall(r"([anc])(\d+)", IBAN[cc]):
        alpha = {"a": UP, "n": DIG, "c": UP + DIG}[kind]
        bban += rs(r, alpha, int(n))
    code = cc.upper()
    num = "".join(str(int(ch, 36)) for ch in bban + code + "00")
    cd = "%02d" % (98 - int(num) % 97)
    s = code + cd + bban
    if fmt == "plain":
        return s
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# --------------------------------------------------------------------------- national numbers
def est_check(d10):
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    s = sum(int(a) * b for a, b in zip(d10, w1)) % 11
    if s < 10:
        return str(s)
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    s = sum(int(a) * b for a, b in zip(d10, w2)) % 11
    return str(s if s < 10 else 0)


VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def nid(r, cc):
    while True:
        if cc in ("ee", "lt"):
            b = rdate(r, 1950, 2004)
            g = r.choice("34") if b.year < 2000 else r.choice("56")
            d10 = g + b.strftime("%y%m%d") + rd(r, 3)
            return d10 + est_check(d10)
        if cc == "no":
            b = rdate(r, 1950, 1999)
            d = b.strftime("%d%m%y") + "%03d" % r.randint(0, 499)
            x = [int(c) for c in d]
            k1 = 11 - sum(a * w for a, w in zip(x, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
            k1 = 0 if k1 == 11 else k1
            if k1 == 10:
                continue
            x.append(k1)
            k2 = 11 - sum(a * w for a, w in zip(x, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            k2 = 0 if k2 == 11 else k2
            if k2 == 10:
                continue
            return d[:6] + " " + d[6:] + str(k1) + str(k2)
        if cc == "hr":
            d = rdn(r, 10)
            a = 10
            for ch in d:
                a = (a + int(ch)) % 10
                if a == 0:
                    a = 10
                a = (a * 2) % 11
            c = 11 - a
            return d + str(0 if c == 10 else c)
        if cc == "bg":
            b = rdate(r, 1950, 2004)
            mm = b.month + (40 if b.year >= 2000 else 0)
            d = "%02d%02d%02d" % (b.year % 100, mm, b.day) + rd(r, 3)
            c = sum(int(a) * w for a, w in zip(d, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
            return d + str(0 if c == 10 else c)
        if cc == "rs":
            b = rdate(r, 1950, 1999)
            d = b.strftime("%d%m") + "%03d" % (b.year % 1000) + r.choice(["71", "80", "21", "10", "91"]) + rd(r, 3)
            w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            m = sum(int(a) * b_ for a, b_ in zip(d, w)) % 11
            if m == 1:
                continue
            return d + str(0 if m == 0 else 11 - m)
        if cc == "is":
            b = rdate(r, 1950, 1999)
            d = b.strftime("%d%m%y") + str(r.randint(20, 99))
            c = 11 - sum(int(a) * w for a, w in zip(d, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
            if c == 10:
                continue
            c = 0 if c == 11 else c
            return d[:6] + "-" + d[6:] + str(c) + "9"
        if cc == "za":
            b = rdate(r, 1950, 2004)
            body = b.strftime("%y%m%d") + rd(r, 4) + "08"
            return luhn_complete(body)
        if cc == "in":
            d = r.choice("23456789") + rd(r, 10)
            d += verhoeff_digit(d)
            return d[0:4] + " " + d[4:8] + " " + d[8:12]
        if cc == "ir":
            d = rdn(r, 9)
            s = sum(int(a) * (10 - i) for i, a in enumerate(d)) % 11
            c = s if s < 2 else 11 - s
            return d[:3] + "-" + d[3:] + "-" + str(c)
        if cc == "lv":
            b = rdate(r, 1950, 1999)
            d = b.strftime("%d%m%y") + "1" + rd(r, 3)
            x = (1101 - sum(int(a) * w for a, w in zip(d, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))) % 11
            if x == 10:
                continue
            return d[:6] + "-" + d[6:] + str(x)
        if cc == "sk":
            b = rdate(r, 1955, 1999)
            mm = b.month + r.choice([0, 50])
            d = "%02d%02d%02d" % (b.year % 100, mm, b.day) + rd(r, 3)
            c = (-int(d) * 10) % 11
            if c == 10:
                continue
            return d[:6] + "/" + d[6:] + str(c)
        if cc == "es":
            n = rd(r, 8)
            return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
        raise KeyError(cc)


PASSPORT = {
    "ph": lambda r: "P" + rd(r, 7) + r.choice(UP),
    "in": lambda r: r.choice("JKLMNPRSTUVWZ") + rd(r, 7),
    "ng": lambda r: "A" + rd(r, 8),
    "my": lambda r: r.choice("AH") + rd(r, 8),
    "bd": lambda r: rs(r, UP, 2) + rd(r, 7),
    "za": lambda r: "A" + rd(r, 8),
    "ir": lambda r: r.choice(UP) + rd(r, 8),
    "no": lambda r: rs(r, "BCDFHJKLNPRSTVWXYZ", 2) + rd(r, 7),
}

# --------------------------------------------------------------------------- phones
AU_MOBILE = ["0491 570 006", "0491 570 156", "0491 570 157", "0491 570 158", "0491 570 159",
             "0491 570 110", "0491 570 313", "0491 570 737", "0491 571 266", "0491 571 491",
             "0491 571 804", "0491 572 549", "0491 572 665", "0491 572 983", "0491 573 770",
             "0491 573 087", "0491 574 118", "0491 574 632", "0491 575 254", "0491 575 789",
             "0491 576 398", "0491 576 801", "0491 577 426", "0491 577 644", "0491 578 957",
             "0491 578 148", "0491 578 888", "0491 579 212", "0491 579 760", "0491 579 455"]
US_AREAS = ["206", "312", "415", "503", "512", "617", "702", "919", "303", "612"]
CN_PREFIX = ["135", "136", "138", "139", "150", "158", "159", "186", "187", "188", "177", "199"]


def phone_parts(r, cc):
    """(country code, trunk prefix, national groups without trunk)"""
    c = r.choice
    table = {
        "us": lambda: ("+1", "", [c(US_AREAS), "555", "01" + rd(r, 2)]),
        "uk": lambda: ("+44", "0", ["7700", "900" + rd(r, 3)]),
        "ukland": lambda: ("+44", "0", ["20", "7946", "0" + rd(r, 3)]),
        "au": lambda: ("+61", "0", c(AU_MOBILE)[1:].split(" ")),
        "auland": lambda: ("+61", "0", [c("2378"), "5550", rd(r, 4)]),
        "fr": lambda: ("+33", "0", ["6", "39", "98", rd(r, 2), rd(r, 2)]),
        "frland": lambda: ("+33", "0", ["1", "99", "00", rd(r, 2), rd(r, 2)]),
        "ph": lambda: ("+63", "0", ["9" + c(["17", "18", "27", "55", "95", "98"]), rd(r, 3), rd(r, 4)]),
        "my": lambda: ("+60", "0", ["1" + c("23679"), rd(r, 3), rd(r, 4)]),
        "bd": lambda: ("+880", "0", ["1" + c("3456789") + rd(r, 2), rd(r, 6)]),
        "in": lambda: ("+91", "", [c("6789") + rd(r, 4), rd(r, 5)]),
        "pk": lambda: ("+92", "0", ["3" + rd(r, 2), rd(r, 7)]),
        "ir": lambda: ("+98", "0", ["9" + c("0123") + rd(r, 1), rd(r, 3), rd(r, 4)]),
        "et": lambda: ("+251", "0", ["9" + rd(r, 2), rd(r, 3), rd(r, 3)]),
        "ng": lambda: ("+234", "0", ["80" + c("3567"), rd(r, 3), rd(r, 4)]),
        "za": lambda: ("+27", "0", ["8" + c("1234"), rd(r, 3), rd(r, 4)]),
        "es": lambda: ("+34", "", ["6" + rd(r, 2), rd(r, 2), rd(r, 2), rd(r, 2)]),
        "no": lambda: ("+47", "", ["4" + rd(r, 2), rd(r, 2), rd(r, 3)]),
        "is": lambda: ("+354", "", ["6" + rd(r, 2), rd(r, 4)]),
        "ee": lambda: ("+372", "", ["5" + rd(r, 3), rd(r, 4)]),
        "lt": lambda: ("+370", "8", ["6" + rd(r, 2), rd(r, 5)]),
        "lv": lambda: ("+371", "", ["2" + rd(r, 3), rd(r, 4)]),
        "sk": lambda: ("+421", "0", ["9" + rd(r, 2), rd(r, 3), rd(r, 3)]),
        "bg": lambda: ("+359", "0", ["8" + c("789"), rd(r, 3), rd(r, 4)]),
        "rs": lambda: ("+381", "0", ["6" + c("0123456"), rd(r, 3), rd(r, 4)]),
        "hr": lambda: ("+385", "0", ["9" + c("12589"), rd(r, 3), rd(r, 4)]),
        "de": lambda: ("+49", "0", ["15" + c("12579") + rd(r, 1), rd(r, 7)]),
        "jp": lambda: ("+81", "0", ["90", rd(r, 4), rd(r, 4)]),
        "kr": lambda: ("+82", "0", ["10", rd(r, 4), rd(r, 4)]),
        "cn": lambda: ("+86", "", [c(CN_PREFIX), rd(r, 4), rd(r, 4)]),
        "ru": lambda: ("+7", "8", ["9" + rd(r, 2), rd(r, 3), rd(r, 2), rd(r, 2)]),
        "br": lambda: ("+55", "", ["11", "9" + rd(r, 4), rd(r, 4)]),
        "sa": lambda: ("+966", "0", ["5" + c("0345"), rd(r, 3), rd(r, 4)]),
        "ae": lambda: ("+971", "0", ["5" + c("0256"), rd(r, 3), rd(r, 4)]),
    }
    return table[cc]()


SCRIPT_DIGITS = {
    "bn": "০১২৩৪৫৬৭৮৯", "fa": "۰۱۲۳۴۵۶۷۸۹", "ar": "٠١٢٣٤٥٦٧٨٩", "hi": "०१२३४५६७८९",
    "ta": "௦௧௨௩௪௫௬௭௮௯", "th": "๐๑๒๓๔๕๖๗๘๙", "fw": "０１２３４５６７８９",
}


def phone(r, cc, style, sep, transform=None):
    code, trunk, groups = phone_parts(r, cc)
    if style == "n":
        parts = [trunk + groups[0]] + groups[1:]
    else:
        parts = [code] + groups
    if sep == "usparen":
        s = "(%s) %s-%s" % tuple(parts)
    elif sep == "mix":
        choices = [" ", "-", ".", " - ", "/"]
        s = parts[0]
        for i, p in enumerate(parts[1:]):
            s += (" " if (style == "i" and i == 0) else r.choice(choices)) + p
    else:
        s = SEPS[sep].join(parts)
    if transform == "lo":
        s = s.replace("1", "l").replace("0", "O")
    elif transform:
        table = SCRIPT_DIGITS[transform]
        s = "".join(table[int(ch)] if ch.isdigit() and ch in DIG else ch for ch in s)
    return s


CN_NUM = {
    "ling": "零一二三四五六七八九",
    "o": "〇一二三四五六七八九",
    "yao": "零幺二三四五六七八九",
    "liang": "零一两三四五六七八九",
    "mil": "洞幺两三四五六拐八勾",
    "daxie": "零壹贰叁肆伍陆柒捌玖",
    "daxiet": "零壹貳參肆伍陸柒捌玖",
}


def cn_phone_words(r, style, sep):
    _, _, groups = phone_parts(r, "cn")
    s = SEPS[sep]
    if style == "fw":
        return s.join("".join(SCRIPT_DIGITS["fw"][int(x)] for x in g) for g in groups)
    if style == "mix":
        o = CN_NUM["o"]
        g0 = groups[0]
        g1 = "".join(o[int(x)] for x in groups[1])
        g2 = "".join((o[int(x)] if i % 2 else x) for i, x in enumerate(groups[2]))
        return s.join([g0, g1, g2])
    t = CN_NUM[style]
    return s.join("".join(t[int(x)] for x in g) for g in groups)


# --------------------------------------------------------------------------- passwords, PINs
WORDS_EN = ["mango", "ferry", "copper", "lantern", "walrus", "cactus", "harbor", "violet", "pepper",
            "glacier", "thimble", "orchid", "biscuit", "falcon", "marble", "nutmeg", "saddle", "willow",
            "quartz", "tundra", "pickle", "meadow", "cobalt", "otter", "juniper", "ember", "sparrow"]
PP = {
    "en": WORDS_EN,
    "ca": ["taronja", "finestra", "gavina", "castanya", "rellotge", "muntanya", "pluja", "formatge",
           "barca", "cirera", "llibreta", "estel"],
    "bg": ["ябълка", "прозорец", "лодка", "планина", "часовник", "сирене", "звезда", "облак",
           "мост", "кестен", "фенер", "гора"],
    "ru": ["берёза", "самовар", "чайник", "сугроб", "лодка", "пряник", "фонарь", "ветер",
           "калина", "глобус", "ромашка", "тропа"],
    "no": ["fjell", "brygge", "måke", "kanel", "lykt", "skog", "sjø", "hytte", "bjørk", "elg",
           "tåke", "fyrstikk"],
    "is": ["jökull", "hraun", "lundi", "fjara", "kaffi", "steinn", "vindur", "hestur", "bátur",
           "ljós", "snjór", "mosi"],
    "af": ["koedoe", "vlakte", "rooibos", "sambreel", "lemoen", "berg", "donderweer", "kraal",
           "perske", "bobbejaan", "duin", "skilpad"],
}
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam".split(),
    "ms": "kosong satu dua tiga empat lima enam tujuh lapan sembilan".split(),
    "bn": "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয়".split(),
    "ta": "பூஜ்யம் ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது".split(),
    "fa": "صفر یک دو سه چهار پنج شش هفت هشت نه".split(),
    "ur": "صفر ایک دو تین چار پانچ چھ سات آٹھ نو".split(),
    "am": "ዜሮ አንድ ሁለት ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ".split(),
    "yo": "òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán".split(),
    "sk": "nula jeden dva tri štyri päť šesť sedem osem deväť".split(),
    "hr": "nula jedan dva tri četiri pet šest sedam osam devet".split(),
    "lv": "nulle viens divi trīs četri pieci seši septiņi astoņi deviņi".split(),
    "is": "núll einn tveir þrír fjórir fimm sex sjö átta níu".split(),
    "zu": "iqanda kunye kubili kuthathu kune kuhlanu isithupha isikhombisa isishiyagalombili isishiyagalolunye".split(),
    "af": "nul een twee drie vier vyf ses sewe agt nege".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "zh": list("零一二三四五六七八九"),
    "zhdx": list("零壹貳參肆伍陸柒捌玖"),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
}
NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}


def pin(r, n):
    while True:
        s = rd(r, n)
        if len(set(s)) < 3:
            continue
        if s in "01234567890123" or s in "98765432109876":
            continue
        return s


def pw(r, kind):
    if kind == "mixed":
        n = r.randint(10, 14)
        while True:
            s = rs(r, ALNUM + PW_SYM, n)
            if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s) \
                    and any(c in PW_SYM for c in s) and s[0] not in PW_SYM:
                return s
    if kind == "word":
        a, b = r.sample(WORDS_EN, 2)
        return a.capitalize() + r.choice("!$*.~+") + b.capitalize() + rd(r, r.randint(2, 3))
    if kind == "leet":
        w = r.choice(WORDS_EN)
        w = w.replace("a", "4").replace("e", "3").replace("i", "1").replace("o", "0")
        return w.capitalize() + r.choice("!$*&") + r.choice(WORDS_EN).capitalize() + rd(r, 2)
    if kind == "simple":
        return r.choice(WORDS_EN) + r.choice([rd(r, 2), str(r.randint(1975, 2009))])
    raise KeyError(kind)


def wifi(r):
    return rs(r, UP + DIG, r.randint(12, 14))


def spelled(r, lang, n):
    ds = pin(r, n)
    words = [DIGIT_WORDS[lang][int(c)] for c in ds]
    if lang in ("zh", "zhdx"):
        return "".join(words)
    if lang == "ja":
        return "・".join(words)
    return " ".join(words)


def nato(r):
    s = rs(r, LO, 5) + rd(r, 3)
    s = "".join(r.sample(s, len(s)))
    out = []
    for ch in s:
        out.append(NATO[ch] if ch in NATO else DIGIT_WORDS["en"][int(ch)])
    return " ".join(out)


# --------------------------------------------------------------------------- e-mail
FIRST = ["amihan", "bayu", "chiamaka", "darius", "elin", "farhana", "gudrun", "hamza", "ilona",
         "jurgis", "kalinda", "liepa", "marit", "nomvula", "oluwaseun", "priit", "quirina", "rahim",
         "sigrun", "tamar", "uchenna", "vesna", "wanjiru", "ximena", "yusuf", "zoran", "aigerim",
         "bongani", "carys", "dovile", "emeka", "freyja", "goran", "hiroko", "inti", "jelena"]
LAST = ["abellera", "barzani", "cvetkovski", "dlamuzi", "eiriksen", "fonoti", "gashimov", "haldorsen",
        "ivanauskaite", "jovancic", "kasemets", "lindquvist", "mahlabela", "nwachuku", "okonta",
        "pavlovska", "quispehuaman", "rahmatullah", "sandovalo", "tammekivi", "ullorava", "vrbanek",
        "wijayakusuma", "xolanibe", "yilmazer", "zemaityte", "kalejs", "ozolina", "hrafnkels", "tshabangu"]
MAIL_DOMAINS = ["example.com", "example.net", "example.org", "mail.example.com", "post.example.net",
                "inbox.example.org"]


def email_user(r):
    f, l = r.choice(FIRST), r.choice(LAST)
    k = r.randint(0, 3)
    if k == 0:
        return f + "." + l
    if k == 1:
        return f + l[:4] + rd(r, 2)
    if k == 2:
        return f + "_" + l
    return f[0] + l


# --------------------------------------------------------------------------- secret key formats
def jwt(r):
    head = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    body = json.dumps({"sub": rd(r, 8), "name": r.choice(FIRST).capitalize(), "iat": 1700000000 + r.randint(0, 9 ** 8)},
                      separators=(",", ":"))
    b = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return head + "." + b + "." + rs(r, B64URL, 43)


def pem(r):
    lines = ["-----BEGIN OPENSSH PRIVATE KEY-----", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    for _ in range(3):
        lines.append(rs(r, B64, 70))
    lines.append(rs(r, B64, 36) + "=")
    lines.append("-----END OPENSSH PRIVATE KEY-----")
    return "\n".join(lines)


SECRETS = {
    "aws.id": lambda r: "AKIA" + rs(r, UP + DIG, 16),
    "aws.secret": lambda r: rs(r, B64, 40),
    "ghp": lambda r: "ghp_" + rs(r, ALNUM, 36),
    "glpat": lambda r: "glpat-" + rs(r, ALNUM + "_-", 20),
    "slack": lambda r: "xoxb-" + rdn(r, 11) + "-" + rdn(r, 13) + "-" + rs(r, ALNUM, 24),
    "stripe": lambda r: "sk_live_" + rs(r, ALNUM, 24),
    "gapi": lambda r: "AIza" + rs(r, ALNUM + "_-", 35),
    "openai": lambda r: "sk-proj-" + rs(r, ALNUM + "_-", 48),
    "sendgrid": lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43),
    "npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "tg": lambda r: rdn(r, 10) + ":AA" + rs(r, ALNUM + "_-", 33),
    "hf": lambda r: "hf_" + rs(r, ALNUM, 34),
    "azkey": lambda r: rs(r, B64, 86) + "==",
    "twilio": lambda r: "SK" + rs(r, "0123456789abcdef", 32),
    "sshpub": lambda r: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(r, B64, 43),
    "jwt": jwt,
    "pem": pem,
}


# --------------------------------------------------------------------------- allowed look-alike numbers
def isbn13_nonluhn(r):
    while True:
        b = "978" + rd(r, 9)
        c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
        s = b + str(c)
        if not luhn_ok(s):
            return s[:3] + "-" + s[3] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12]


def ean13_nonluhn(r):
    while True:
        b = r.choice(["40", "50", "73", "76", "80", "84", "87", "93"]) + rd(r, 10)
        c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
        s = b + str(c)
        if not luhn_ok(s):
            return s


def uuid4(r):
    h = rs(r, "0123456789abcdef", 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "-".join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]])


# --------------------------------------------------------------------------- dispatcher
def make(name, r):
    m = re.fullmatch(r"d(\d+)", name)
    if m:
        return rd(r, int(m.group(1)))
    m = re.fullmatch(r"D(\d+)", name)
    if m:
        return rdn(r, int(m.group(1)))
    m = re.fullmatch(r"L(\d+)", name)
    if m:
        return rs(r, UP, int(m.group(1)))
    m = re.fullmatch(r"A(\d+)", name)
    if m:
        return rs(r, UP + DIG, int(m.group(1)))
    m = re.fullmatch(r"x(\d+)", name)
    if m:
        return rs(r, "0123456789abcdef", int(m.group(1)))
    m = re.fullmatch(r"m(\d+)", name)
    if m:
        return rs(r, ALNUM, int(m.group(1)))
    m = re.fullmatch(r"r(\d+)-(\d+)", name)
    if m:
        return str(r.randint(int(m.group(1)), int(m.group(2))))
    m = re.fullmatch(r"pin(\d)", name)
    if m:
        return pin(r, int(m.group(1)))
    m = re.fullmatch(r"nl\.([\d-]+)", name)       # non-Luhn digit groups joined by '-'
    if m:
        sizes = [int(x) for x in m.group(1).split("-")]
        return grp(non_luhn(r, sum(sizes)), sizes, "-")
    m = re.fullmatch(r"nls\.([\d-]+)", name)      # same, joined by spaces
    if m:
        sizes = [int(x) for x in m.group(1).split("-")]
        return grp(non_luhn(r, sum(sizes)), sizes, " ")
    parts = name.split(".")
    head = parts[0]
    if head == "card":
        return card(r, parts[1], parts[2])
    if head == "cardbad":
        return card(r, parts[1], parts[2], valid=False)
    if head == "exp":
        return expiry(r)
    if head == "cvv":
        return rd(r, 3)
    if head in ("cnid", "cnidbad"):
        kind = "bad" if head == "cnidbad" else ("x" if "x" in parts[1:] else "ok")
        s = cnid(r, kind)
        return grp(s, [6, 8, 4], " ") if "sp" in parts[1:] else s
    if head == "iban":
        return iban(r, parts[1], parts[2] if len(parts) > 2 else "sp")
    if head == "nid":
        return nid(r, parts[1])
    if head == "pp":
        return PASSPORT[parts[1]](r)
    if head == "phr":
        sep = " " if parts[1] in ("bg", "ru") else "-"
        return sep.join(r.sample(PP[parts[1]], 4))
    if head == "ph":
        return phone(r, parts[1], parts[2], parts[3], parts[4] if len(parts) > 4 else None)
    if head == "cnp":
        return cn_phone_words(r, parts[1], parts[2])
    if head == "pw":
        return pw(r, parts[1])
    if head == "wifi":
        return wifi(r)
    if head == "pinw":
        return spelled(r, parts[1], 4)
    if head == "pinw6":
        return spelled(r, parts[1], 6)
    if head == "nato":
        return nato(r)
    if head == "otp":
        return rd(r, 6)
    if head == "eu":
        u = email_user(r)
        return " ".join(u) if "spaced" in parts[1:] else u
    if head == "em":
        return email_user(r) + "@" + r.choice(MAIL_DOMAINS)
    if name in SECRETS:
        return SECRETS[name](r)
    if head == "isbn13":
        return isbn13_nonluhn(r)
    if head == "ean13":
        return ean13_nonluhn(r)
    if head == "epochms":
        while True:
            s = "17" + rd(r, 11)
            if not luhn_ok(s):
                return s
    if head == "uuid":
        return uuid4(r)
    raise KeyError(name)
