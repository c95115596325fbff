"""Fake value generators for devset v21 (standard library only).

Every function takes the shared random.Random instance as first argument, so the
whole corpus is reproducible from one seed.  Nothing here is real data: phone
numbers are fiction ranges where those are commonly listed (UK 07700 900xxx,
AU 0491 57x xxx) and random digits in the right national shape otherwise.
"""
import string

# ---------------------------------------------------------------- digits
SCRIPT_ZERO = {
    "ascii": 0x30, "khmer": 0x17E0, "lao": 0x0ED0, "burmese": 0x1040,
    "tibetan": 0x0F20, "gujarati": 0x0AE6, "gurmukhi": 0x0A66, "odia": 0x0B66,
    "telugu": 0x0C66, "kannada": 0x0CE6, "malayalam": 0x0D66, "bengali": 0x09E6,
    "extarabic": 0x06F0, "arabic": 0x0660, "devanagari": 0x0966, "thai": 0x0E50,
    "fullwidth": 0xFF10,
}


def to_script(s, script):
    base = SCRIPT_ZERO[script]
    return "".join(chr(base + int(c)) if c.isdigit() and c.isascii() else c for c in s)


# ---------------------------------------------------------------- number words
DIGIT_WORDS = {
    "km": "សូន្យ មួយ ពីរ បី បួន ប្រាំ ប្រាំមួយ ប្រាំពីរ ប្រាំបី ប្រាំបួន",
    "lo": "ສູນ ໜຶ່ງ ສອງ ສາມ ສີ່ ຫ້າ ຫົກ ເຈັດ ແປດ ເກົ້າ",
    "my": "သုည တစ် နှစ် သုံး လေး ငါး ခြောက် ခုနစ် ရှစ် ကိုး",
    "te": "సున్నా ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది",
    "kn": "ಸೊನ್ನೆ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು",
    "pa": "ਸਿਫ਼ਰ ਇੱਕ ਦੋ ਤਿੰਨ ਚਾਰ ਪੰਜ ਛੇ ਸੱਤ ਅੱਠ ਨੌਂ",
    "tg": "сифр як ду се чор панҷ шаш ҳафт ҳашт нӯҳ",
    "tt": "нуль бер ике өч дүрт биш алты җиде сигез тугыз",
    "am": "ዜሮ አንድ ሁለት ሶስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ",
    "rw": "zeru rimwe kabiri gatatu kane gatanu gatandatu karindwi umunani icyenda",
    "qu": "ch'usaq huk iskay kimsa tawa pichqa suqta qanchis pusaq isqun",
    "fo": "null ein tvey trý fýra fimm seks sjey átta níggju",
    "lv": "nulle viens divi trīs četri pieci seši septiņi astoņi deviņi",
    "sl": "nič ena dve tri štiri pet šest sedem osem devet",
    "eo": "nul unu du tri kvar kvin ses sep ok naŭ",
    "mi": "kore tahi rua toru whā rima ono whitu waru iwa",
    "hmn": "xoom ib ob peb plaub tsib rau xya yim cuaj",
    "bo": "ཀླད་ཀོར་ གཅིག་ གཉིས་ གསུམ་ བཞི་ ལྔ་ དྲུག་ བདུན་ བརྒྱད་ དགུ་",
    "ln": "zéro moko mibale misato minei mitano motoba nsambo mwambe libwa",
    "ht": "zewo en de twa kat senk sis sèt uit nèf",
    "sq": "zero një dy tre katër pesë gjashtë shtatë tetë nëntë",
    "zh": "零 一 二 三 四 五 六 七 八 九",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
}
DIGIT_WORDS = {k: v.split(" ") for k, v in DIGIT_WORDS.items()}
WORD_SEP = {"zh": "", "bo": " "}


def digits_as_words(s, lang, sep=None):
    words = DIGIT_WORDS[lang]
    if sep is None:
        sep = WORD_SEP.get(lang, " ")
    return sep.join(words[int(c)] for c in s)


# ---------------------------------------------------------------- PINs / passwords
def pin(rng, n):
    """n distinct digits, no ascending/descending neighbours (no 1234, 9876)."""
    while True:
        d = rng.sample(range(10), n)
        if all(abs(a - b) != 1 for a, b in zip(d, d[1:])):
            return "".join(map(str, d))


SYMBOLS = "!#$%&*?@-_+="


def pw_mixed(rng):
    n = rng.randint(10, 13)
    while True:
        s = "".join(rng.choice(string.ascii_letters + string.digits + SYMBOLS) for _ in range(n))
        if (any(c.islower() for c in s) and any(c.isupper() for c in s)
                and any(c.isdigit() for c in s) and any(c in SYMBOLS for c in s)):
            return s


def pw_word(rng, word):
    """word + symbol + digits in some order; at least 8 characters."""
    w = word[0].upper() + word[1:] if word[0].isascii() else word
    while True:
        digits = "".join(rng.choice(string.digits) for _ in range(rng.randint(2, 4)))
        sym = rng.choice("!#$%&*?@.")
        s = rng.choice([w + sym + digits, w + digits + sym, digits + w + sym])
        if len(s) >= 8:
            return s


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def pw_leet(rng, word):
    out = "".join(LEET.get(c, c) if rng.random() < 0.8 else c for c in word.lower())
    return out + rng.choice("!#$?") + str(rng.randint(10, 99))


def pw_phrase(rng, words):
    ws = rng.sample(words, 4)
    return rng.choice("-.") .join(ws) + str(rng.randint(1, 99))


def combo(rng):
    a = rng.sample(range(1, 40), 3)
    return "-".join("%02d" % x for x in a)


# ---------------------------------------------------------------- phones
def _d(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def _group(s, sizes, sep):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def phone(rng, cc, style="intl", sep=" "):
    """Return a formatted phone number.  style: 'intl' or 'local'."""
    if cc == "kh":
        nsn = rng.choice(["12", "17", "92", "97", "77", "89", "96"]) + _d(rng, 6)
        return ("+855 " + _group(nsn, [2, 3, 3], sep)) if style == "intl" else _group("0" + nsn, [3, 3, 3], sep)
    if cc == "la":
        nsn = "20" + rng.choice("5729") + _d(rng, 7)
        return ("+856 " + _group(nsn, [2, 4, 4], sep)) if style == "intl" else _group("0" + nsn, [3, 4, 4], sep)
    if cc == "mm":
        nsn = "9" + rng.choice("47962") + _d(rng, 8)
        return ("+95 " + _group(nsn, [1, 3, 3, 3], sep)) if style == "intl" else _group("0" + nsn, [2, 3, 3, 3], sep)
    if cc == "in":
        nsn = rng.choice("6789") + _d(rng, 9)
        return ("+91 " + _group(nsn, [5, 5], sep)) if style == "intl" else _group(nsn, [5, 5], sep)
    if cc == "bd":
        nsn = "1" + rng.choice("3456789") + _d(rng, 8)
        return ("+880 " + _group(nsn, [4, 6], sep)) if style == "intl" else _group("0" + nsn, [5, 6], sep)
    if cc == "cn":
        nsn = "1" + rng.choice("3456789") + _d(rng, 9)
        return ("+86 " + _group(nsn, [3, 4, 4], sep)) if style == "intl" else _group(nsn, [3, 4, 4], sep)
    if cc == "af":
        nsn = "7" + rng.choice("0289") + _d(rng, 7)
        return ("+93 " + _group(nsn, [2, 3, 4], sep)) if style == "intl" else _group("0" + nsn, [3, 3, 4], sep)
    if cc == "pk":
        nsn = "3" + rng.choice("01234") + _d(rng, 8)
        return ("+92 " + _group(nsn, [3, 7], sep)) if style == "intl" else _group("0" + nsn, [4, 7], sep)
    if cc == "mv":
        nsn = rng.choice("79") + _d(rng, 6)
        return "+960 " + _group(nsn, [3, 4], sep)
    if cc == "et":
        nsn = "9" + _d(rng, 8)
        return ("+251 " + _group(nsn, [2, 3, 4], sep)) if style == "intl" else _group("0" + nsn, [4, 2, 2, 2], sep)
    if cc == "lu":
        nsn = "6" + rng.choice(["21", "61", "91", "28", "51"]) + _d(rng, 6)
        return "+352 " + _group(nsn, [3, 3, 3], sep)
    if cc == "fo":
        nsn = rng.choice("259") + _d(rng, 5)
        return "+298 " + _group(nsn, [2, 2, 2], sep)
    if cc == "al":
        nsn = "6" + rng.choice("789") + _d(rng, 7)
        return "+355 " + _group(nsn, [2, 3, 4], sep)
    if cc == "ht":
        nsn = rng.choice("34") + _d(rng, 7)
        return "+509 " + _group(nsn, [2, 2, 4], sep)
    if cc == "pe":
        nsn = "9" + _d(rng, 8)
        return "+51 " + _group(nsn, [3, 3, 3], sep)
    if cc == "py":
        nsn = "9" + rng.choice("6789") + _d(rng, 7)
        return "+595 " + _group(nsn, [3, 3, 3], sep)
    if cc == "rw":
        nsn = "7" + rng.choice("2389") + _d(rng, 7)
        return "+250 " + _group(nsn, [3, 3, 3], sep)
    if cc == "nz":
        nsn = "2" + rng.choice("127") + _d(rng, 7)
        return "+64 " + _group(nsn, [2, 3, 4], sep)
    if cc == "ws":
        nsn = "7" + rng.choice("2567") + _d(rng, 5)
        return "+685 " + _group(nsn, [2, 5], sep)
    if cc == "au_fiction":
        nsn = "49157" + _d(rng, 4)
        return "+61 " + _group(nsn, [3, 3, 3], sep)
    if cc == "uk_fiction":
        return _group("07700900" + _d(rng, 3), [5, 6], sep)
    raise KeyError(cc)


# ---------------------------------------------------------------- Chinese numerals
CN_LOWER = "零一二三四五六七八九"
CN_LOWER0 = "〇一二三四五六七八九"
CN_DAXIE = "零壹贰叁肆伍陆柒捌玖"
CN_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
CN_RADIO = "洞幺两三四五六拐八勾"
KO_SINO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def cn_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


def cn_phone(rng, region, style):
    """Phone numbers written with Chinese / CJK numerals."""
    if region == "cn":
        raw = "1" + rng.choice("3456789") + _d(rng, 9)
        groups = [raw[:3], raw[3:7], raw[7:]]
    elif region == "tw":
        raw = "09" + _d(rng, 8)
        groups = [raw[:4], raw[4:7], raw[7:]]
    elif region == "hk":
        raw = "852" + rng.choice("569") + _d(rng, 7)
        groups = [raw[:3], raw[3:7], raw[7:]]
    elif region == "mo":
        raw = "853" + "6" + _d(rng, 7)
        groups = [raw[:3], raw[3:7], raw[7:]]
    elif region == "jp":
        raw = rng.choice(["090", "080", "070"]) + _d(rng, 8)
        groups = [raw[:3], raw[3:7], raw[7:]]
    elif region == "kr":
        raw = "010" + _d(rng, 8)
        groups = [raw[:3], raw[3:7], raw[7:]]
    else:
        raise KeyError(region)
    if style == "lower":
        return cn_digits(raw, CN_LOWER)
    if style == "lower0":
        return cn_digits(raw, CN_LOWER0)
    if style == "yao":
        return cn_digits(raw, CN_LOWER0.replace("一", "幺"))
    if style == "liang":
        return cn_digits(raw, CN_LOWER.replace("一", "幺").replace("二", "两"))
    if style == "daxie":
        return cn_digits(raw, CN_DAXIE)
    if style == "daxie_t":
        return cn_digits(raw, CN_DAXIE_T)
    if style == "radio":
        return cn_digits(raw, CN_RADIO)
    if style == "spoken":  # grouped, comma-separated, 幺 for one
        t = CN_LOWER0.replace("一", "幺")
        return "，".join(cn_digits(g, t) for g in groups)
    if style == "spaced":
        return " ".join(cn_digits(g, CN_LOWER) for g in groups)
    if style == "dash_t":
        return "-".join(cn_digits(g, CN_LOWER) for g in groups)
    if style == "mixed":  # digits and numerals mixed at random
        return "".join(CN_LOWER[int(c)] if rng.random() < 0.5 else c for c in raw)
    if style == "mixed_daxie":  # first group digits, rest daxie
        return groups[0] + "-" + cn_digits(groups[1], CN_DAXIE) + "-" + cn_digits(groups[2], CN_DAXIE)
    if style == "fw_mixed":  # full-width digits + numerals
        return to_script(groups[0], "fullwidth") + cn_digits(groups[1], CN_LOWER0) + to_script(groups[2], "fullwidth")
    if style == "kanji_no":  # Japanese, の between groups
        return "の".join(cn_digits(g, CN_LOWER0) for g in groups)
    if style == "hangul":
        return "-".join("".join(KO_SINO[int(c)] for c in g) for g in groups)
    raise KeyError(style)


# ---------------------------------------------------------------- check-digit identifiers
def luhn_complete(partial):
    total = 0
    for i, c in enumerate(reversed(partial)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return partial + str((10 - total % 10) % 10)


def card_visa(rng):
    return luhn_complete("4" + _d(rng, 14))


def iban(rng, cc):
    if cc == "EE":
        bban = "22" + _d(rng, 14)
    elif cc == "LV":
        bban = rng.choice(["HABA", "UNLA", "RIKO", "PARX"]) + _d(rng, 13)
    elif cc == "LU":
        bban = rng.choice(["001", "002", "014", "019"]) + _d(rng, 13)
    elif cc == "SI":
        # national account carries its own ISO 7064 mod 97-10 check, so the
        # IBAN check digits come out as 56 for every Slovenian account.
        body = rng.choice(["02010", "03100", "04302", "06000"]) + _d(rng, 8)
        chk = 98 - (int(body) * 100) % 97
        bban = body + "%02d" % chk
    else:
        raise KeyError(cc)
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    s = cc + "%02d" % check + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng):
    body = rng.choice("23456789") + _d(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    s = body + str(_VINV[c])
    return s[:4] + " " + s[4:8] + " " + s[8:]


def isikukood(rng):
    g = rng.choice("3456")
    yy = "%02d" % rng.randint(0, 99)
    mm = "%02d" % rng.randint(1, 12)
    dd = "%02d" % rng.randint(1, 28)
    body = g + yy + mm + dd + _d(rng, 3)
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    r = sum(int(a) * b for a, b in zip(body, w1)) % 11
    if r == 10:
        r = sum(int(a) * b for a, b in zip(body, w2)) % 11
        if r == 10:
            r = 0
    return body + str(r)


def cn_id(rng, region="650102"):
    y = rng.randint(1975, 2012)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = region + "%04d%02d%02d" % (y, m, d) + _d(rng, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def jmbg(rng):
    while True:
        dd = "%02d" % rng.randint(1, 28)
        mm = "%02d" % rng.randint(1, 12)
        yyy = "%03d" % rng.randint(960, 999)
        rr = str(rng.randint(10, 19))
        bbb = "%03d" % rng.randint(0, 999)
        b = dd + mm + yyy + rr + bbb
        a = [int(c) for c in b]
        s = (7 * (a[0] + a[6]) + 6 * (a[1] + a[7]) + 5 * (a[2] + a[8]) + 4 * (a[3] + a[9])
             + 3 * (a[4] + a[10]) + 2 * (a[5] + a[11]))
        k = 11 - s % 11
        if 1 <= k <= 9:
            return b + str(k)


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def otp(rng, n=6):
    return _d(rng, n)


def non_luhn(rng, n):
    while True:
        s = rng.choice("123456789") + _d(rng, n - 1)
        if luhn_complete(s[:-1]) != s:
            return s
