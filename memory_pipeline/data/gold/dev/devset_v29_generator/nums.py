"""Fake value generators for the dv29 tuning set (standard library only).

Every generator takes the shared random.Random instance `R` (set with set_rng) and returns
(display_string, meta) where meta is a dict {"type": ..., "value": ..., "shown": ...} that
check.py re-validates with its own, separately written validators.
"""
import random
import string

R = random.Random(0)


def set_rng(rng):
    global R
    R = rng


def _m(typ, value, shown, **extra):
    d = {"type": typ, "value": value, "shown": shown}
    d.update(extra)
    return shown, d


# ---------------------------------------------------------------- digits in other scripts
DIGIT_ZERO = {
    "ascii": 0x30, "fullwidth": 0xFF10, "arabic": 0x0660, "persian": 0x06F0,
    "devanagari": 0x0966, "bengali": 0x09E6, "gurmukhi": 0x0A66, "gujarati": 0x0AE6,
    "odia": 0x0B66, "tamil": 0x0BE6, "telugu": 0x0C66, "kannada": 0x0CE6,
    "malayalam": 0x0D66, "thai": 0x0E50, "lao": 0x0ED0, "tibetan": 0x0F20,
    "myanmar": 0x1040, "khmer": 0x17E0, "mongolian": 0x1810, "sinhala": 0x0DE6,
    "nko": 0x07C0, "adlam": 0x1E950,
}


def to_script(digits, script):
    z = DIGIT_ZERO[script]
    return "".join(chr(z + int(c)) if c.isdigit() else c for c in digits)


# hand-entered digit words (0..9)
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
    "ha": "sifili ɗaya biyu uku huɗu biyar shida bakwai takwas tara".split(),
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam".split(),
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα".split(),
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän".split(),
    "he": "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע".split(),
    "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة".split(),
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
    "zh": list("零一二三四五六七八九"),
    "zh_yao": list("零幺二三四五六七八九"),
    "zh_daxie": list("零壹贰叁肆伍陆柒捌玖"),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
}
DIGIT_JOIN = {"zh": "", "zh_yao": "", "zh_daxie": "", "ja": "・"}

NATO = {
    "a": "Alfa", "b": "Bravo", "c": "Charlie", "d": "Delta", "e": "Echo", "f": "Foxtrot",
    "g": "Golf", "h": "Hotel", "i": "India", "j": "Juliett", "k": "Kilo", "l": "Lima",
    "m": "Mike", "n": "November", "o": "Oscar", "p": "Papa", "q": "Quebec", "r": "Romeo",
    "s": "Sierra", "t": "Tango", "u": "Uniform", "v": "Victor", "w": "Whiskey", "x": "X-ray",
    "y": "Yankee", "z": "Zulu",
}


def _pin_digits(n):
    while True:
        s = "".join(R.choice(string.digits) for _ in range(n))
        if len(set(s)) < max(2, n - 2):
            continue
        steps = {int(s[i + 1]) - int(s[i]) for i in range(n - 1)}
        if steps in ({1}, {-1}, {0}):
            continue
        if any(s[i] == s[i + 1] == s[i + 2] for i in range(n - 2)):
            continue
        if n >= 4 and s[:4] in ("1234", "0000", "1111", "1212", "2580", "0852", "1004", "2000"):
            continue
        return s


def pin(n="4"):
    s = _pin_digits(int(n))
    return _m("pin", s, s)


def pin_spaced(n="4"):
    s = _pin_digits(int(n))
    return _m("pin", s, " ".join(s))


def pin_digits(script, n="4"):
    s = _pin_digits(int(n))
    return _m("pin", s, to_script(s, script), script=script)


def pin_words(lang, n="4"):
    s = _pin_digits(int(n))
    words = DIGIT_WORDS[lang]
    shown = DIGIT_JOIN.get(lang, " ").join(words[int(c)] for c in s)
    return _m("pin_words", s, shown, lang=lang)


def digicode():
    s = R.choice("ABCD") + _pin_digits(4)
    return _m("digicode", s, s)


def otp(n="6"):
    s = _pin_digits(int(n))
    return _m("otp", s, s)


def recovery(n="6"):
    codes = []
    for _ in range(int(n)):
        codes.append(_pin_digits(4) + " " + _pin_digits(4))
    shown = ", ".join(codes)
    return _m("recovery", shown, shown)


WORDS = [
    "Tangerine", "Kolibri", "Mariposa", "Bergamotte", "Sakura", "Pelikan", "Quokka", "Lantern",
    "Tamarindo", "Zitrone", "Falcon", "Graniet", "Kestrel", "Mandolin", "Saffron", "Nebula",
    "Otter", "Gazelle", "Papaya", "Cobalt", "Juniper", "Walrus", "Marmelade", "Harbour",
    "Volcano", "Cactus", "Narwhal", "Pistachio", "Tundra", "Meteor", "Biscuit", "Lagoon",
]
LOWER_WORDS = [w.lower() for w in WORDS] + [
    "ferry", "pepper", "violet", "anchor", "walnut", "comet", "ember", "copper", "marble", "thistle",
]
PINYIN = ["xiaoyu", "wangfei", "lanmao", "huoguo", "tianxin", "mingyue", "jiejie", "dabai"]
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"})
SYMS = "!#$%&*+-=?@^_~"


def pw(style="mixed"):
    if style == "mixed":
        while True:
            s = "".join(R.choice(string.ascii_letters + string.digits + SYMS) for _ in range(R.randint(11, 15)))
            if (any(c.islower() for c in s) and any(c.isupper() for c in s)
                    and any(c.isdigit() for c in s) and any(c in SYMS for c in s)):
                break
    elif style == "word":
        s = R.choice(WORDS) + R.choice(SYMS) + R.choice(WORDS).lower() + str(R.randint(10, 99))
    elif style == "leet":
        w = R.choice(WORDS)
        s = w[0] + w[1:].lower().translate(LEET) + R.choice("!?#") + str(R.randint(1, 9))
    elif style == "phrase":
        s = "-".join(R.sample(LOWER_WORDS, 4)) + "-" + str(R.randint(10, 99))
    elif style == "pinyin":
        s = R.choice(PINYIN) + str(R.randint(1970, 2009)) + R.choice(["", "!", ".", "@"])
    elif style == "simple":
        s = R.choice(WORDS) + str(R.randint(100, 9999))
    else:
        raise ValueError(style)
    return _m("password", s, s, style=style)


def pw_nato(style="word"):
    s = R.choice(WORDS).lower()[:6] + str(R.randint(10, 99))
    parts = []
    for c in s:
        parts.append(NATO[c] if c.isalpha() else DIGIT_WORDS["en"][int(c)])
    return _m("password_nato", s, " ".join(parts))


def wifi(style=None):
    style = style or R.choice(["words", "random", "digits20", "mixed"])
    if style == "words":
        s = R.choice(WORDS) + R.choice(["-", "_", "."]) + R.choice(WORDS) + R.choice(["-", "_", ""]) + str(R.randint(100, 9999))
    elif style == "random":
        s = "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(16))
    elif style == "digits20":
        s = " ".join(_pin_digits(4) for _ in range(5))
    else:
        s = "".join(R.choice(string.ascii_letters + string.digits) for _ in range(10)) + R.choice(SYMS) + str(R.randint(1, 9))
    return _m("wifi_key", s, s, style=style)


# ---------------------------------------------------------------- Luhn / cards
def luhn_digit(payload):
    total = 0
    for i, c in enumerate(reversed(payload)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _card_number(brand):
    if brand == "visa":
        prefix, length = "4" + str(R.randint(10000, 99999)), 16
    elif brand == "mc":
        prefix, length = str(R.randint(51, 55)), 16
    elif brand == "mc2":
        prefix, length = str(R.randint(2221, 2720)), 16
    elif brand == "amex":
        prefix, length = R.choice(["34", "37"]), 15
    elif brand == "discover":
        prefix, length = "6011", 16
    elif brand == "jcb":
        prefix, length = str(R.randint(3528, 3589)), 16
    elif brand == "mir":
        prefix, length = "220" + str(R.randint(0, 4)), 16
    elif brand == "unionpay":
        prefix, length = "62" + str(R.randint(2126, 2925)), 19
    else:
        raise ValueError(brand)
    body = prefix + "".join(R.choice(string.digits) for _ in range(length - 1 - len(prefix)))
    return body + luhn_digit(body)


def card(brand="visa", fmt="spaced"):
    n = _card_number(brand)
    if brand == "amex":
        groups = [n[:4], n[4:10], n[10:]]
    elif len(n) == 19:
        groups = [n[:4], n[4:8], n[8:12], n[12:16], n[16:]]
    else:
        groups = [n[i:i + 4] for i in range(0, len(n), 4)]
    shown = {"spaced": " ".join(groups), "dashed": "-".join(groups), "plain": n,
             "dots": ".".join(groups), "nbsp": "\u00a0".join(groups)}[fmt]
    return _m("card", n, shown, brand=brand)


def expiry():
    s = "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))
    return _m("none", s, s)


def cvv(n="3"):
    s = _pin_digits(int(n))
    return _m("none", s, s)


# ---------------------------------------------------------------- CN resident ID (GB 11643-1999)
CN_REGIONS = ["110105", "310104", "440305", "510107", "330106", "420111", "320102", "610113",
              "370202", "210203", "500103", "350203", "430104", "120101", "530102", "450103"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cn_check(body17):
    return CN_C[sum(int(a) * b for a, b in zip(body17, CN_W)) % 11]


def _date(y0=1950, y1=2005):
    y = R.randint(y0, y1)
    mth = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, mth, d


def cnid(fmt="plain"):
    want_x = fmt in ("X", "xlower")
    while True:
        y, mth, d = _date()
        body = R.choice(CN_REGIONS) + "%04d%02d%02d" % (y, mth, d) + "%03d" % R.randint(1, 999)
        c = cn_check(body)
        if want_x and c != "X":
            continue
        if fmt == "bad":
            wrong = R.choice([x for x in "0123456789X" if x != c])
            full = body + wrong
            return _m("cnid_bad", full, full)
        break
    full = body + c
    if fmt in ("plain", "X"):
        shown = full
    elif fmt == "xlower":
        shown = full.lower()
    elif fmt == "spaced":
        shown = "%s %s %s" % (full[:6], full[6:14], full[14:])
    elif fmt == "dashed":
        shown = "%s-%s-%s" % (full[:6], full[6:14], full[14:])
    elif fmt == "fullwidth":
        shown = "".join(chr(ord(c) + 0xFEE0) for c in full)
    elif fmt == "hanzi":
        shown = "".join("零幺二三四五六七八九"[int(c)] if c.isdigit() else c for c in full)
    elif fmt == "grouped4":
        shown = " ".join(full[i:i + 4] for i in range(0, 18, 4))
    else:
        raise ValueError(fmt)
    return _m("cnid", full, shown, fmt=fmt)


# ---------------------------------------------------------------- IBAN (ISO 13616, mod 97)
def _alnum_to_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def _digits(n):
    return "".join(R.choice(string.digits) for _ in range(n))


def _letters(n):
    return "".join(R.choice(string.ascii_uppercase) for _ in range(n))


def _fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {10: 1, 11: 0}.get(v, v)


def _no_mod11(body):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(body, w)) % 11
    return None if r == 1 else str((11 - r) % 11)


def iban(cc="DE", fmt="spaced"):
    while True:
        if cc == "DE":
            bban = _digits(8) + _digits(10)
        elif cc == "GB":
            bban = R.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + _digits(6) + _digits(8)
        elif cc == "FR":
            bank, branch, acct = _digits(5), _digits(5), _digits(11)
            bban = bank + branch + acct + _fr_rib_key(bank, branch, acct)
        elif cc == "NL":
            bban = R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + _digits(10)
        elif cc == "ES":
            bank, branch, acct = _digits(4), _digits(4), _digits(10)
            bban = bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
        elif cc == "BE":
            first = _digits(10)
            chk = int(first) % 97 or 97
            bban = first + "%02d" % chk
        elif cc == "PL":
            bban = _digits(24)
        elif cc == "NO":
            body = _digits(10)
            k = _no_mod11(body)
            if k is None or k == "10":
                continue
            bban = body + k
        elif cc == "TR":
            bban = _digits(5) + "0" + _digits(16)
        elif cc == "CH":
            bban = _digits(5) + _digits(12)
        elif cc == "AT":
            bban = _digits(16)
        elif cc == "IE":
            bban = R.choice(["AIBK", "BOFI"]) + _digits(6) + _digits(8)
        else:
            raise ValueError(cc)
        break
    check = 98 - _alnum_to_int(bban + cc + "00") % 97
    full = cc + "%02d" % check + bban
    shown = " ".join(full[i:i + 4] for i in range(0, len(full), 4)) if fmt == "spaced" else full
    return _m("iban", full, shown, cc=cc)


# ---------------------------------------------------------------- national numbers
def dni():
    n = R.randint(10000000, 99999999)
    s = "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
    return _m("es_dni", s, s)


def bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        s = sum(a * b for a, b in zip(d, range(9, 1, -1))) % 11
        if s == 10:
            continue
        d.append(s)
        v = "".join(map(str, d))
        return _m("nl_bsn", v, v)


def pesel():
    y, mth, d = _date(1950, 2008)
    mm = mth + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + _digits(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    v = body + str(c)
    return _m("pl_pesel", v, v)


def cpf(fmt="dotted"):
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    for n in (10, 11):
        s = sum(a * b for a, b in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    v = "".join(map(str, d))
    shown = "%s.%s.%s-%s" % (v[:3], v[3:6], v[6:9], v[9:]) if fmt == "dotted" else v
    return _m("br_cpf", v, shown)


def personnummer():
    y, mth, d = _date(1950, 2004)
    body = "%02d%02d%02d" % (y % 100, mth, d) + _digits(3)
    v = body + luhn_digit_plain(body)
    shown = "%d%s-%s" % (y // 100, v[:6], v[6:])
    return _m("se_pnr", v, shown)


def luhn_digit_plain(payload):
    # Luhn where the first (leftmost) digit of a 9-digit payload is doubled
    total = 0
    for i, c in enumerate(payload):
        dd = int(c) * (2 if i % 2 == 0 else 1)
        total += dd - 9 if dd > 9 else dd
    return str((10 - total % 10) % 10)


def hetu():
    y, mth, d = _date(1950, 2005)
    sep = "-" if y < 2000 else "A"
    ind = "%03d" % R.randint(2, 899)
    num = int("%02d%02d%02d" % (d, mth, y % 100) + ind)
    v = "%02d%02d%02d%s%s%s" % (d, mth, y % 100, sep, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31])
    return _m("fi_hetu", v, v)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar():
    body = str(R.randint(2, 9)) + _digits(10)
    v = body + verhoeff_digit(body)
    return _m("in_aadhaar", v, "%s %s %s" % (v[:4], v[4:8], v[8:]))


_CF_ODD = {}
for _ch, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    _CF_ODD[_ch] = _v
for _ch, _v in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    _CF_ODD[_ch] = _v


def _cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def codice_fiscale():
    cons = "BCDFGLMNPRSTVZ"
    vow = "AEIOU"
    sur = R.choice(cons) + R.choice(cons) + R.choice(cons)
    nam = R.choice(cons) + R.choice(cons) + R.choice(vow)
    y, mth, d = _date(1950, 2003)
    if R.random() < 0.5:
        d += 40
    body = sur + nam + "%02d" % (y % 100) + "ABCDEHLMPRST"[mth - 1] + "%02d" % d + R.choice("ACFHLM") + "%03d" % R.randint(1, 999)
    s = sum(_CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(body))
    v = body + chr(65 + s % 26)
    return _m("it_cf", v, v)


def fodselsnummer():
    while True:
        y, mth, d = _date(1950, 1999)
        body = "%02d%02d%02d" % (d, mth, y % 100) + "%03d" % R.randint(0, 499)
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(body, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(body, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        v = body + str(k2)
        return _m("no_fnr", v, v)


def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    v = "".join(map(str, d))
    return _m("tr_tckn", v, v)


def kr_rrn():
    y, mth, d = _date(1960, 1999)
    body = "%02d%02d%02d" % (y % 100, mth, d) + str(R.choice([1, 2])) + _digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    v = body + str(c)
    return _m("kr_rrn", v, v[:6] + "-" + v[6:])


def cl_rut():
    n = R.randint(8000000, 24999999)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    v = "%d-%s" % (n, dv)
    shown = "{:,}".format(n).replace(",", ".") + "-" + dv
    return _m("cl_rut", v, shown)


def za_id():
    y, mth, d = _date(1960, 2000)
    body = "%02d%02d%02d" % (y % 100, mth, d) + "%04d" % R.randint(0, 9999) + "08"
    v = body + luhn_digit(body)
    return _m("za_id", v, v)


def fr_nir():
    y, mth, _ = _date(1950, 2000)
    body = str(R.choice([1, 2])) + "%02d%02d" % (y % 100, mth) + "%02d" % R.randint(1, 95) + "%03d" % R.randint(1, 990) + "%03d" % R.randint(1, 999)
    key = 97 - int(body) % 97
    v = body + "%02d" % key
    shown = "%s %s %s %s %s %s %s" % (v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:])
    return _m("fr_nir", v, shown)


# ---------------------------------------------------------------- passports
def passport(cc="US"):
    if cc == "US":
        s = R.choice("ACEFHKLMN") + _digits(8)
    elif cc == "IN":
        s = R.choice("JKLMNPRSTUVWZ") + _digits(7)
    elif cc == "CN":
        s = "E" + _digits(8)
    elif cc == "FR":
        s = _digits(2) + _letters(2) + _digits(5)
    elif cc == "JP":
        s = R.choice(["TK", "TR", "TZ", "MU"]) + _digits(7)
    elif cc == "BR":
        s = _letters(2) + _digits(6)
    elif cc == "UK":
        s = _digits(9)
    else:
        raise ValueError(cc)
    return _m("passport", s, s, cc=cc)


def _mrz_check(s):
    vals = {c: i for i, c in enumerate("0123456789")}
    vals.update({c: i + 10 for i, c in enumerate(string.ascii_uppercase)})
    vals["<"] = 0
    return str(sum(vals[c] * [7, 3, 1][i % 3] for i, c in enumerate(s)) % 10)


def mrz(cc="NLD"):
    """Line 2 of a TD3 machine-readable zone with valid check digits."""
    num = _letters(2) + _digits(7)
    y, mth, d = _date(1960, 2000)
    dob = "%02d%02d%02d" % (y % 100, mth, d)
    exp = "%02d%02d%02d" % (R.randint(28, 34), R.randint(1, 12), R.randint(1, 28))
    sex = R.choice("MF")
    pers = "<" * 14
    l2 = num + _mrz_check(num) + cc + dob + _mrz_check(dob) + sex + exp + _mrz_check(exp) + pers + _mrz_check(pers)
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += _mrz_check(comp)
    return _m("mrz2", l2, l2)


# ---------------------------------------------------------------- phones (fiction ranges where they exist)
def phone(kind="uk_mobile"):
    if kind == "uk_mobile":
        d = "07700 900" + _digits(3)
    elif kind == "uk_intl":
        d = "+44 7700 900" + _digits(3)
    elif kind == "uk_london":
        d = "020 7946 0" + _digits(3)
    elif kind == "us":
        d = "(%s) 555-01%s" % (R.choice(["212", "312", "415", "617", "503"]), _digits(2))
    elif kind == "us_dots":
        d = "%s.555.01%s" % (R.choice(["206", "512", "720"]), _digits(2))
    elif kind == "au":
        d = "0491 570 " + str(R.randint(156, 159))
    elif kind == "fr":
        d = "06 39 98 %s %s" % (_digits(2), _digits(2))
    elif kind == "fr_intl":
        d = "+33 6 39 98 %s %s" % (_digits(2), _digits(2))
    elif kind == "de":
        d = "+49 15%s %s %s" % (R.randint(1, 9), _digits(3), _digits(5))
    elif kind == "in":
        d = "+91 9%s %s" % (_digits(4), _digits(5))
    elif kind == "jp_fw":
        d = to_script("090-%s-%s" % (_digits(4), _digits(4)), "fullwidth").replace("-", "－")
    elif kind == "eg_arabic":
        d = to_script("010 %s %s" % (_digits(4), _digits(4)), "arabic")
    elif kind == "cn_hanzi":
        d = "".join("零幺二三四五六七八九"[int(c)] for c in "13" + _digits(9))
    elif kind == "br":
        d = "+55 11 9%s-%s" % (_digits(4), _digits(4))
    elif kind == "ng":
        d = "+234 80%s %s %s" % (R.randint(2, 9), _digits(3), _digits(4))
    elif kind == "ke":
        d = "+254 7%s %s %s" % (_digits(2), _digits(3), _digits(3))
    else:
        raise ValueError(kind)
    return _m("phone", d, d, kind=kind)


# ---------------------------------------------------------------- secret key formats (random, none real)
B62 = string.ascii_letters + string.digits


def _rand(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def key(kind="github"):
    if kind == "aws_id":
        s = "AKIA" + _rand(string.ascii_uppercase + "234567", 16)
    elif kind == "aws_secret":
        s = _rand(B62 + "/+", 40)
    elif kind == "github":
        s = "ghp_" + _rand(B62, 36)
    elif kind == "github_pat":
        s = "github_pat_" + _rand(B62, 22) + "_" + _rand(B62, 59)
    elif kind == "slack":
        s = "xoxb-%s-%s-%s" % (_digits(12), _digits(13), _rand(B62, 24))
    elif kind == "stripe":
        s = "sk_live_" + _rand(B62, 24)
    elif kind == "google":
        s = "AIza" + _rand(B62 + "-_", 35)
    elif kind == "openai":
        s = "sk-proj-" + _rand(B62 + "-_", 48)
    elif kind == "gitlab":
        s = "glpat-" + _rand(B62 + "-_", 20)
    elif kind == "sendgrid":
        s = "SG." + _rand(B62 + "-_", 22) + "." + _rand(B62 + "-_", 43)
    elif kind == "telegram":
        s = "%s:%s" % (R.randint(5000000000, 7999999999), "AA" + _rand(B62 + "-_", 33))
    elif kind == "hf":
        s = "hf_" + _rand(B62, 34)
    elif kind == "npm":
        s = "npm_" + _rand(B62, 36)
    elif kind == "jwt":
        import base64, json
        def b(o):
            return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
        s = b({"alg": "HS256", "typ": "JWT"}) + "." + b({"sub": _digits(7), "role": "admin", "iat": 1796000000 + R.randint(0, 99999)}) + "." + _rand(B62 + "-_", 43)
    else:
        raise ValueError(kind)
    return _m("key", s, s, kind=kind)


# ---------------------------------------------------------------- look-alike numbers (allow)
def order16():
    while True:
        s = _digits(16)
        if luhn_digit(s[:-1]) != s[-1]:
            return _m("not_luhn", s, s)


def ups():
    s = "1Z" + _rand(string.ascii_uppercase + string.digits, 6) + _digits(10)
    return _m("none", s, s)


def isbn13():
    body = "978" + R.choice("0123") + _digits(8)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(body)) % 10) % 10
    v = body + str(c)
    return _m("isbn13", v, "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:8], v[8:12], v[12]))


def ean13():
    body = R.choice(["400", "590", "690", "871", "560"]) + _digits(9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(body)) % 10) % 10
    v = body + str(c)
    return _m("ean13", v, v)


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc():
    body = "91" + R.choice(CN_REGIONS) + _rand("0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    s = sum(USCC_CH.index(c) * w for c, w in zip(body, USCC_W))
    c = USCC_CH[(31 - s % 31) % 31]
    v = body + c
    return _m("uscc", v, v)


def issn():
    body = _digits(7)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    v = body + ("X" if c == 10 else str(c))
    return _m("issn", v, v[:4] + "-" + v[4:])


def hexid(n="40"):
    s = _rand("0123456789abcdef", int(n))
    return _m("none", s, s)


def uuid4():
    h = _rand("0123456789abcdef", 32)
    s = "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])
    return _m("none", s, s)


def last4():
    s = _digits(4)
    return _m("none", s, s)


def digits(n="6"):
    s = _digits(int(n))
    return _m("none", s, s)


def inpin():
    # Indian postal PIN code (public, 6 digits, first digit 1-8)
    s = str(R.randint(1, 8)) + _digits(5)
    return _m("none", s, s)


def correios():
    s = _letters(2) + _digits(9) + "BR"
    return _m("none", s, s)


def alnum(n="6"):
    s = _rand(string.ascii_uppercase + string.digits, int(n))
    return _m("none", s, s)


GENERATORS = {
    "pin": pin, "pin_spaced": pin_spaced, "pin_digits": pin_digits, "pin_words": pin_words,
    "digicode": digicode, "otp": otp, "recovery": recovery, "pw": pw, "pw_nato": pw_nato, "wifi": wifi,
    "card": card, "expiry": expiry, "cvv": cvv, "cnid": cnid, "iban": iban, "dni": dni, "bsn": bsn,
    "pesel": pesel, "cpf": cpf, "personnummer": personnummer, "hetu": hetu, "aadhaar": aadhaar,
    "codice_fiscale": codice_fiscale, "fodselsnummer": fodselsnummer, "tckn": tckn, "kr_rrn": kr_rrn,
    "cl_rut": cl_rut, "za_id": za_id, "fr_nir": fr_nir, "passport": passport, "mrz": mrz, "phone": phone,
    "key": key, "order16": order16, "ups": ups, "isbn13": isbn13, "ean13": ean13, "uscc": uscc,
    "issn": issn, "hexid": hexid, "inpin": inpin, "correios": correios, "alnum": alnum, "uuid4": uuid4, "last4": last4, "digits": digits,
}
