"""Fake random values for the heldout_v15 generators (Python 3.11 standard library only).

Every function takes a random.Random instance first, so the output is fully determined by the seed.
Nothing here is a real person's data: phones use drama/fiction ranges where they exist, hosts are
example.com/.net/.org, IPs are documentation ranges, identifiers only have valid check digits.
"""
import base64
import json
import string

DIGITS = "0123456789"
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = UPPER + LOWER + DIGITS
SYMS = "!#$%&*+=?^_~-"
URLSAFE_SYMS = "-_.~!*"


# ---------------------------------------------------------------- basic digit / char groups
def d(r, k):
    """k digits, first one non-zero."""
    return r.choice("123456789") + "".join(r.choice(DIGITS) for _ in range(k - 1))


def n(r, k):
    """k digits, any."""
    return "".join(r.choice(DIGITS) for _ in range(k))


def chars(r, alphabet, k):
    return "".join(r.choice(alphabet) for _ in range(k))


def hexs(r, k):
    return chars(r, "0123456789abcdef", k)


def pin(r, k):
    """PIN without neighbouring repeats and without 3-step runs like 123 / 987."""
    while True:
        s = n(r, k)
        if any(s[i] == s[i + 1] for i in range(k - 1)):
            continue
        bad = False
        for i in range(k - 2):
            a, b, c = int(s[i]), int(s[i + 1]), int(s[i + 2])
            if b - a == c - b and abs(b - a) == 1:
                bad = True
        if not bad:
            return s


def group(s, sizes, sep):
    out, i = [], 0
    for size in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + size])
        i += size
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def uuid4(r):
    h = hexs(r, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ---------------------------------------------------------------- Luhn / cards
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
    return len(num) > 1 and luhn_digit(num[:-1]) == num[-1]


def card_number(r, brand):
    length = 16
    if brand == "visa":
        prefix = "4"
    elif brand == "mc":
        prefix = "5" + r.choice("12345")
    elif brand == "mc2":
        prefix = str(r.randint(2221, 2720))
    elif brand == "amex":
        prefix, length = r.choice(["34", "37"]), 15
    elif brand == "disc":
        prefix = "6011"
    elif brand == "jcb":
        prefix = str(r.randint(3528, 3589))
    elif brand == "mir":
        prefix = "220" + str(r.randint(0, 4))
    elif brand == "unionpay":
        prefix, length = "62" + r.choice(["12", "22", "28", "58"]), 19
    else:
        raise ValueError(brand)
    body = prefix + n(r, length - 1 - len(prefix))
    return body + luhn_digit(body)


CARD_SEPS = {"space": " ", "dash": "-", "none": "", "dot": ".", "slash": " / "}


def card_display(r, brand, sep):
    num = card_number(r, brand)
    if len(num) == 15:
        sizes = [4, 6, 5]
    elif len(num) == 19:
        sizes = [4, 4, 4, 4, 3]
    else:
        sizes = [4, 4, 4, 4]
    return group(num, sizes, CARD_SEPS[sep])


def nonluhn(r, k):
    while True:
        s = d(r, k)
        if not luhn_ok(s):
            return s


def expiry(r):
    return f"{r.randint(1, 12):02d}/{r.randint(27, 31)}"


# ---------------------------------------------------------------- Chinese resident ID (GB 11643)
CN_AREAS = ["110105", "110108", "310104", "310115", "440305", "440106", "510107", "330106",
            "320102", "420106", "610113", "210102", "370202", "500103", "350203", "430104"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_CK = "10X98765432"


def cn_id_check(body17):
    return CN_CK[sum(int(a) * b for a, b in zip(body17, CN_W)) % 11]


def cn_id(r, want_x=False):
    while True:
        y, m, dd = r.randint(1958, 2004), r.randint(1, 12), r.randint(1, 28)
        body = r.choice(CN_AREAS) + f"{y:04d}{m:02d}{dd:02d}" + n(r, 3)
        c = cn_id_check(body)
        if (c == "X") == want_x:
            return body + c


# ---------------------------------------------------------------- Chinese unified social credit code (companies, public)
USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_check(body17):
    s = sum(USCC_CHARS.index(c) * w for c, w in zip(body17, USCC_W))
    return USCC_CHARS[(31 - s % 31) % 31]


def uscc(r):
    body = "91" + r.choice(["110000", "310000", "440300", "330100", "510100"]) + chars(r, USCC_CHARS, 9)
    return body + uscc_check(body)


# ---------------------------------------------------------------- IBAN (ISO 13616, mod 97)
IBAN_SPEC = {
    "DE": [("n", 8), ("n", 10)],
    "GB": [("a", 4), ("n", 6), ("n", 8)],
    "FR": [("n", 5), ("n", 5), ("n", 11), ("n", 2)],
    "NL": [("a", 4), ("n", 10)],
    "TR": [("n", 5), ("z", 1), ("n", 16)],
    "ES": [("n", 4), ("n", 4), ("n", 2), ("n", 10)],
    "DK": [("n", 4), ("n", 10)],
    "PL": [("n", 8), ("n", 16)],
    "IT": [("a", 1), ("n", 5), ("n", 5), ("n", 12)],
}


def iban_numeric(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_check_digits(cc, bban):
    return f"{98 - int(iban_numeric(bban + cc + '00')) % 97:02d}"


def iban_valid(s):
    s = s.replace(" ", "")
    return len(s) > 4 and int(iban_numeric(s[4:] + s[:4])) % 97 == 1


def iban(r, cc):
    parts = []
    for kind, k in IBAN_SPEC[cc]:
        if kind == "n":
            parts.append(n(r, k))
        elif kind == "a":
            parts.append(chars(r, UPPER, k))
        else:
            parts.append("0" * k)
    bban = "".join(parts)
    return cc + iban_check_digits(cc, bban) + bban


# ---------------------------------------------------------------- national numbers
def cpf(r):
    while True:
        b = [r.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 2:
            break
    s = sum(v * (10 - i) for i, v in enumerate(b))
    b.append((s * 10) % 11 % 10)
    s = sum(v * (11 - i) for i, v in enumerate(b))
    b.append((s * 10) % 11 % 10)
    x = "".join(map(str, b))
    return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}"


def cpf_valid(s):
    x = [int(c) for c in s if c.isdigit()]
    if len(x) != 11:
        return False
    s1 = sum(v * (10 - i) for i, v in enumerate(x[:9]))
    s2 = sum(v * (11 - i) for i, v in enumerate(x[:10]))
    return x[9] == (s1 * 10) % 11 % 10 and x[10] == (s2 * 10) % 11 % 10


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni(r):
    num = d(r, 8)
    return num + DNI_LETTERS[int(num) % 23]


def bsn(r):
    while True:
        b = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(7)]
        last = sum(v * (9 - i) for i, v in enumerate(b)) % 11
        if last < 10:
            return "".join(map(str, b)) + str(last)


def bsn_valid(s):
    x = [int(c) for c in s if c.isdigit()]
    return len(x) == 9 and (sum(v * (9 - i) for i, v in enumerate(x[:8])) - x[8]) % 11 == 0


def se_pnr(r):
    y, m, dd = r.randint(1950, 2005), r.randint(1, 12), r.randint(1, 28)
    body = f"{y % 100:02d}{m:02d}{dd:02d}" + n(r, 3)
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def pesel(r):
    y, m, dd = r.randint(1960, 2005), r.randint(1, 12), r.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{dd:02d}" + n(r, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


def pesel_valid(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(s) == 11 and s.isdigit() and (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(r):
    body = r.choice("23456789") + n(r, 10)
    x = body + verhoeff_digit(body)
    return group(x, [4, 4, 4], " ")


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu(r):
    y, m, dd = r.randint(1950, 2005), r.randint(1, 12), r.randint(1, 28)
    ind = f"{r.randint(2, 899):03d}"
    base = f"{dd:02d}{m:02d}{y % 100:02d}"
    sign = "-" if y < 2000 else "A"
    return base + sign + ind + HETU_CH[int(base + ind) % 31]


def hetu_valid(s):
    return len(s) == 11 and HETU_CH[int(s[:6] + s[7:10]) % 31] == s[10]


def isbn13(r):
    body = "97884" + n(r, 7)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    x = body + str((10 - s % 10) % 10)
    return f"{x[:3]}-{x[3:5]}-{x[5:9]}-{x[9:12]}-{x[12]}"


def isbn13_valid(s):
    x = s.replace("-", "")
    return len(x) == 13 and sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(x)) % 10 == 0


# ---------------------------------------------------------------- passports, landlines
PP_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def passport(r, cc):
    if cc == "US":
        return d(r, 9)
    if cc == "IN":
        return r.choice(PP_LETTERS) + d(r, 7)
    if cc == "CN":
        return "E" + d(r, 8)
    if cc == "BR":
        return chars(r, PP_LETTERS, 2) + d(r, 6)
    if cc == "JP":
        return r.choice("MT") + r.choice("KRSZ") + d(r, 7)
    raise ValueError(cc)


def landline(r, city):
    if city == "LON":   # Ofcom drama range
        return "020 7946 0" + n(r, 3)
    if city == "SYD":   # ACMA fiction range
        return "(02) 5550 " + n(r, 4)
    if city == "PAR":   # ARCEP fiction range
        return "01 99 00 " + n(r, 2) + " " + n(r, 2)
    raise ValueError(city)


# ---------------------------------------------------------------- phones
FW = {c: chr(ord(c) + 0xFEE0) for c in "0123456789"}
AR_INDIC = "٠١٢٣٤٥٦٧٨٩"
FA_DIG = "۰۱۲۳۴۵۶۷۸۹"
DEVA = "०१२३४५६७८९"
THAI = "๐๑๒๓๔๕๖๗๘๙"


def tr_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


def phone(r, kind):
    if kind == "uk":
        return "+44 7700 900" + n(r, 3)
    if kind == "de":
        return "+49 1" + r.choice(["51", "52", "60", "62", "70", "71", "76"]) + " " + n(r, 4) + " " + n(r, 4)
    if kind == "fr":
        return "+33 6 39 98 " + n(r, 2) + " " + n(r, 2)
    if kind == "es":
        return "+34 6" + n(r, 2) + " " + n(r, 3) + " " + n(r, 3)
    if kind == "br":
        return "+55 11 9" + n(r, 4) + "-" + n(r, 4)
    if kind == "it":
        return "+39 3" + r.choice(["20", "28", "33", "35", "39", "47", "49"]) + " " + n(r, 3) + " " + n(r, 4)
    if kind == "jp":
        return "+81 " + r.choice(["90", "80", "70"]) + "-" + n(r, 4) + "-" + n(r, 4)
    if kind == "kr":
        return "+82 10-" + n(r, 4) + "-" + n(r, 4)
    if kind == "in":
        return "+91 " + r.choice("6789") + n(r, 4) + " " + n(r, 5)
    if kind == "tr":
        return "+90 5" + r.choice(["32", "33", "35", "42", "44", "05", "06"]) + " " + n(r, 3) + " " + n(r, 2) + " " + n(r, 2)
    if kind == "sa":
        return "+966 5" + r.choice("0345") + " " + n(r, 3) + " " + n(r, 4)
    if kind == "id":
        return "+62 81" + r.choice("23") + "-" + n(r, 4) + "-" + n(r, 4)
    if kind == "ke":
        return "+254 7" + n(r, 2) + " " + n(r, 3) + " " + n(r, 3)
    if kind == "au":
        return "+61 491 57" + r.choice(DIGITS) + " " + n(r, 3)
    if kind == "us_dots":
        return "+1." + r.choice("2345678") + n(r, 2) + ".555.01" + n(r, 2)
    if kind == "ro_dots":
        return "+40 7" + n(r, 2) + "." + n(r, 3) + "." + n(r, 3)
    if kind == "nl_nbh":
        return "06\u2011" + n(r, 4) + " " + n(r, 4)
    if kind == "vn_dots":
        return "09" + n(r, 2) + "." + n(r, 3) + "." + n(r, 3)
    if kind == "pl_endash":
        return "+48 5" + n(r, 2) + "\u2013" + n(r, 3) + "\u2013" + n(r, 3)
    if kind == "cz_nbsp":
        return "+420\u00a06" + n(r, 2) + "\u00a0" + n(r, 3) + "\u00a0" + n(r, 3)
    if kind == "jp_fw":
        s = "0" + r.choice("987") + "0-" + n(r, 4) + "-" + n(r, 4)
        return "".join(FW.get(c, "\uff0d" if c == "-" else c) for c in s)
    if kind == "ar_indic":
        return tr_digits("01" + r.choice("0125") + " " + n(r, 4) + " " + n(r, 4), AR_INDIC)
    if kind == "fa":
        return tr_digits("09" + r.choice("0123") + n(r, 1) + " " + n(r, 3) + " " + n(r, 4), FA_DIG)
    if kind == "deva":
        return tr_digits(r.choice("6789") + n(r, 4) + " " + n(r, 5), DEVA)
    if kind == "th":
        return tr_digits("08" + r.choice("12345689") + "-" + n(r, 3) + "-" + n(r, 4), THAI)
    if kind == "uk_spaced":
        s = "07700 900" + n(r, 3)
        return "   ".join(" ".join(part) for part in s.split(" "))
    if kind == "de_slash":
        return r.choice(["0151", "0160", "0171", "0176"]) + " / " + n(r, 3) + " " + n(r, 2) + " " + n(r, 2)
    if kind == "pt_bullets":
        return "+351 9" + r.choice("1236") + n(r, 1) + " \u2022 " + n(r, 3) + " \u2022 " + n(r, 3)
    if kind == "se_us":
        return "07" + r.choice("0236") + "_" + n(r, 3) + "_" + n(r, 2) + "_" + n(r, 2)
    raise ValueError(kind)


# Chinese / Japanese / Korean numerals
CN_LOWER = "零一二三四五六七八九"
CN_LOWER_O = "〇一二三四五六七八九"
CN_YAO = "零幺二三四五六七八九"
CN_DAXIE = "零壹贰叁肆伍陆柒捌玖"
TW_DAXIE = "零壹貳參肆伍陸柒捌玖"
CN_MIL = "洞幺两三四五六拐八勾"
KR_SINO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def cnmob(r):
    return "1" + r.choice("3456789") + n(r, 9)


def numeral_phone(r, kind):
    if kind == "cn_lower":
        return tr_digits(cnmob(r), CN_LOWER)
    if kind == "cn_yao":
        return tr_digits(cnmob(r), CN_YAO)
    if kind == "cn_daxie":
        return tr_digits(cnmob(r), CN_DAXIE)
    if kind == "tw_daxie":
        return tr_digits(group("09" + n(r, 8), [4, 3, 3], " "), TW_DAXIE)
    if kind == "hk_yue":
        return tr_digits("852 " + r.choice("569") + n(r, 3) + " " + n(r, 4), CN_LOWER)
    if kind == "cn_mixed":
        while True:
            s = cnmob(r)
            flags = [r.random() < 0.5 for _ in s]
            if 4 <= sum(flags) <= 7:
                return "".join(CN_LOWER[int(c)] if f else c for c, f in zip(s, flags))
    if kind == "cn_spaced":
        return " ".join(tr_digits(cnmob(r), CN_LOWER))
    if kind == "cn_mil":
        return tr_digits(cnmob(r), CN_MIL)
    if kind == "jp_kanji":
        return tr_digits(group("0" + r.choice("987") + "0" + n(r, 8), [3, 4, 4], "の"), CN_LOWER_O)
    if kind == "kr_hangul":
        return "".join(KR_SINO[int(c)] if c.isdigit() else c for c in "010-" + d(r, 4) + "-" + n(r, 4))
    if kind == "cn_dash":
        return tr_digits(group(cnmob(r), [3, 4, 4], "-"), CN_LOWER)
    if kind == "tw_lower":
        return tr_digits(group("09" + n(r, 8), [4, 3, 3], " "), CN_LOWER_O)
    raise ValueError(kind)


# ---------------------------------------------------------------- passwords and codes
WORDS = ["maple", "orbit", "canyon", "pepper", "violet", "harbor", "juniper", "falcon", "ember", "willow",
         "quartz", "tundra", "saffron", "cobalt", "meadow", "lantern", "glacier", "thimble", "marigold",
         "pelican", "basil", "comet", "walnut", "sparrow", "nimbus", "biscuit", "tangerine", "gravel"]
PINYIN = ["xiaoyu", "chunfeng", "dabaozi", "meihua", "haitang", "xingxing", "yueliang", "taozi"]
SEED = ["ability", "absorb", "acoustic", "actress", "almond", "anchor", "badge", "bamboo", "blanket",
        "cactus", "canvas", "cherry", "clinic", "dolphin", "eagle", "elbow", "fabric", "fossil", "garlic",
        "gospel", "harvest", "hockey", "island", "jungle", "kitten", "ladder", "lemon", "magnet", "mercy",
        "napkin", "oyster", "paddle", "quarter", "rabbit", "saddle", "shrimp", "tennis", "trophy",
        "velvet", "wisdom", "yellow", "zebra"]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def pw(r, style):
    if style in ("mixed", "url"):
        syms = SYMS if style == "mixed" else URLSAFE_SYMS
        k = r.randint(10, 14)
        while True:
            s = chars(r, ALNUM + syms, k)
            if (any(c in UPPER for c in s) and any(c in LOWER for c in s) and any(c in DIGITS for c in s)
                    and any(c in syms for c in s) and s[0] not in syms):
                return s
    if style == "words":
        a, b = r.sample(WORDS, 2)
        return a.capitalize() + r.choice("!#%&*+=?") + b + n(r, r.randint(2, 4))
    if style == "leet":
        w = r.choice(WORDS)
        return "".join(LEET.get(c, c) for c in w).capitalize() + n(r, 2) + r.choice("!#%&?")
    if style == "wordnum":
        return r.choice(WORDS).capitalize() + d(r, 4)
    if style == "pinyin":
        return r.choice(PINYIN) + n(r, 4) + r.choice(["", "!", "."])
    if style == "phrase":
        return "-".join(r.sample(WORDS, 4))
    if style == "wifi":
        return chars(r, UPPER + "23456789", 12)
    raise ValueError(style)


WORD_DIGITS = {
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
}
NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November", "P": "Papa",
        "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform", "V": "Victor",
        "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu", "0": "Zero", "1": "One", "2": "Two",
        "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Niner"}


def pin_words(r, lang, k=4):
    return "-".join(WORD_DIGITS[lang][int(c)] for c in pin(r, k))


def nato(r):
    s = chars(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
    return " ".join(NATO[c] for c in s)


def recovery_code(r):
    return chars(r, LOWER + DIGITS, 5) + "-" + chars(r, LOWER + DIGITS, 5)


def seed_phrase(r):
    return " ".join(r.sample(SEED, 12))


def digicode(r):
    return r.choice("ABCD") + pin(r, 4)


# ---------------------------------------------------------------- e-mail handles
FIRST = ["lena", "tomas", "mirela", "kofi", "anouk", "ravi", "sune", "yuki", "ines", "bartek", "oluwa",
         "hana", "dario", "nadia", "pieter", "selin", "joao", "marta", "aziz", "freja"]
LAST = ["vorhees", "kaplan", "duarte", "mensah", "brandt", "iyer", "holm", "tanaka", "ferro", "nowak",
        "okafor", "sato", "rossi", "haddad", "jansen", "yilmaz"]
DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "post.example.org"]


def email_user(r):
    f, l = r.choice(FIRST), r.choice(LAST)
    form = r.randint(0, 3)
    if form == 0:
        return f"{f}.{l}"
    if form == 1:
        return f"{f}{l[0]}{n(r, 2)}"
    if form == 2:
        return f"{f}_{l}"
    return f"{f[0]}{l}{d(r, 2)}"


def email(r):
    return email_user(r) + "@" + r.choice(DOMAINS)


# ---------------------------------------------------------------- secret formats
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def secret(r, kind):
    if kind == "aws_id":
        return "AKIA" + chars(r, UPPER + "234567", 16)
    if kind == "aws_secret":
        return chars(r, B64, 40)
    if kind == "ghp":
        return "ghp_" + chars(r, ALNUM, 36)
    if kind == "xoxb":
        return f"xoxb-{d(r, 11)}-{d(r, 13)}-{chars(r, ALNUM, 24)}"
    if kind == "sk_live":
        return "sk_live_" + chars(r, ALNUM, 34)
    if kind == "aiza":
        return "AIza" + chars(r, B64URL, 35)
    if kind == "sk_proj":
        return "sk-proj-" + chars(r, B64URL, 56)
    if kind == "glpat":
        return "glpat-" + chars(r, B64URL, 20)
    if kind == "npm":
        return "npm_" + chars(r, ALNUM, 36)
    if kind == "sendgrid":
        return "SG." + chars(r, B64URL, 22) + "." + chars(r, B64URL, 43)
    if kind == "jwt":
        head = b64url_json({"alg": "HS256", "typ": "JWT"})
        body = b64url_json({"sub": d(r, 7), "role": "admin", "iat": r.randint(1780000000, 1799999999)})
        return f"{head}.{body}.{chars(r, B64URL, 43)}"
    if kind == "pem":
        lines = ["MIIEpAIBAAKCAQEA" + chars(r, B64, 48)] + [chars(r, B64, 64) for _ in range(4)] + [chars(r, B64, 36) + "=="]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "azure_key":
        return chars(r, B64, 86) + "=="
    if kind == "acct":
        return "st" + chars(r, LOWER + DIGITS, 10)
    if kind == "tg":
        return d(r, 10) + ":AA" + chars(r, B64URL, 33)
    if kind == "hf":
        return "hf_" + chars(r, ALNUM, 34)
    raise ValueError(kind)
