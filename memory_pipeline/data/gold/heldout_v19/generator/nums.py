"""Fake value generators for heldout-v19 (standard library only).

Every function takes a random.Random and returns a string. Nothing here is real data:
phones are random digits in the national shape (fiction ranges where they exist),
check-digit values are computed so that they are *valid in shape*, keys are random.
"""
import base64
import string

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
UPNUM = UP + DIG


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def rand(rng, alphabet, n):
    return "".join(pick(rng, alphabet) for _ in range(n))


def pattern(rng, pat):
    """X -> any digit, N -> 1-9, A -> upper letter, a -> lower letter, H -> hex lower."""
    out = []
    for ch in pat:
        if ch == "X":
            out.append(pick(rng, DIG))
        elif ch == "N":
            out.append(pick(rng, "123456789"))
        elif ch == "A":
            out.append(pick(rng, UP))
        elif ch == "a":
            out.append(pick(rng, LOW))
        elif ch == "H":
            out.append(pick(rng, "0123456789abcdef"))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- phones
PHONE_INTL = {
    "gb": "+44 7700 900XXX", "de": "+49 15N XXXX XXXX", "fr": "+33 6 39 98 XX XX",
    "au": "+61 491 57X XXX", "us": "+1 (NXX) 555-01XX", "in": "+91 9XXXX XXXXX",
    "br": "+55 21 9XXXX-XXXX", "jp": "+81 90-XXXX-XXXX", "kr": "+82 10-XXXX-XXXX",
    "ph": "+63 917 XXX XXXX", "pk": "+92 30X XXXXXXX", "za": "+27 82 XXX XXXX",
    "ke": "+254 7NX XXX XXX", "tz": "+255 7NX XXX XXX", "et": "+251 91 XXX XXXX",
    "lt": "+370 6XX XXXXX", "lv": "+371 2XXX XXXX", "ee": "+372 5XXX XXXX",
    "rs": "+381 6N XXX XXXX", "hr": "+385 9N XXX XXXX", "bg": "+359 8N XXX XXXX",
    "si": "+386 4N XXX XXX", "al": "+355 6N XXX XXXX", "se": "+46 70 XXX XX XX",
    "no": "+47 4XX XX XXX", "dk": "+45 NX XX XX XX", "vn": "+84 9N XXX XX XX",
    "bd": "+880 17XX-XXXXXX", "ir": "+98 912 XXX XXXX", "tr": "+90 5NX XXX XX XX",
    "ru": "+7 9NX XXX-XX-XX", "eg": "+20 10 XXXX XXXX", "sa": "+966 5N XXX XXXX",
    "es": "+34 6NX XX XX XX", "it": "+39 3NX XXX XXXX", "pt": "+351 91N XXX XXX",
    "cn": "+86 13N XXXX XXXX", "tw": "+886 9NX XXX XXX", "lk": "+94 77 XXX XXXX",
    "ua": "+380 67 XXX XX XX", "pl": "+48 5NX XXX XXX", "nl": "+31 6 XXXX XXXX",
    "id": "+62 812-XXXX-XXXX",
}

PHONE_LOCAL = {
    "gb": "07700 900XXX", "gb_land": "020 7946 0XXX", "au_land": "(02) 5550 XXXX",
    "fr_land": "01 99 00 XX XX", "fr": "06 39 98 XX XX", "de": "015N XXXXXXXX",
    "cn": "13NXXXXXXXX", "tw": "09NXXXXXXX", "in": "9XXXX XXXXX", "ru": "89NXXXXXXXX",
    "lt_land": "(8 5) 2XX XXXX", "se_land": "08-XXX XX XX", "hr_land": "01 4XX XXXX",
    "tr": "05NX XXX XX XX", "ir": "0912XXXXXXX", "vn": "09NXXXXXXX", "bd": "017XX XXXXXX",
    "ph": "0917XXXXXXX", "ke": "07NXXXXXXX", "za": "082XXXXXXX", "ar_eg": "010XXXXXXXX",
    "ee": "5XXXXXXX", "sa": "05NXXXXXXX", "lk": "077 XXX XXXX",
}


def phone(rng, cc):
    return pattern(rng, PHONE_INTL[cc])


def phone_local(rng, cc):
    return pattern(rng, PHONE_LOCAL[cc])


DIGIT_SETS = {
    "fw": "０１２３４５６７８９", "arabic": "٠١٢٣٤٥٦٧٨٩", "persian": "۰۱۲۳۴۵۶۷۸۹",
    "deva": "०१२३४५६७८९", "beng": "০১২৩৪৫৬৭৮৯", "thai": "๐๑๒๓๔๕๖๗๘๙", "tamil": "௦௧௨௩௪௫௬௭௮௯",
}

SEPS = {
    "dot": ".", "nbhy": "\u2011", "endash": "\u2013", "nbsp": "\u00a0", "slash": "/",
    "under": "_", "bullet": "\u2022", "middot": "\u00b7", "space": " ", "thin": "\u2009",
    "emdash": "\u2014", "tilde": "~", "colon": ":",
}


def phone_sep(rng, cc, style, digits="ascii"):
    """Local-shape number whose groups are joined with an unusual separator,
    optionally transliterated into another digit set. style 'each' puts the separator
    between every digit."""
    raw = pattern(rng, PHONE_LOCAL[cc])
    groups = [g for g in raw.replace("(", " ").replace(")", " ").replace("-", " ").split() if g]
    if style.startswith("each_"):
        sep = SEPS[style[5:]]
        out = sep.join("".join(groups))
    else:
        out = SEPS[style].join(groups)
    if digits != "ascii":
        table = str.maketrans(DIG, DIGIT_SETS[digits])
        out = out.translate(table)
    return out


def phone_sep_intl(rng, cc, style, digits="ascii"):
    raw = pattern(rng, PHONE_INTL[cc])
    groups = raw.replace("(", " ").replace(")", " ").replace("-", " ").split()
    out = SEPS[style].join(groups)
    if digits != "ascii":
        out = out.translate(str.maketrans(DIG, DIGIT_SETS[digits]))
    return out


CN_NUM = {
    "plain": "零一二三四五六七八九", "o": "〇一二三四五六七八九", "yao": "零幺二三四五六七八九",
    "daxie": "零壹贰叁肆伍陆柒捌玖", "daxie_t": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾", "ja": "〇一二三四五六七八九", "ko": "공일이삼사오육칠팔구",
    "yue": "零一二三四五六七八九",
}


def cn_mobile_digits(rng):
    return pick(rng, ["13", "15", "17", "18", "19"]) + pattern(rng, "XXXXXXXXX")


def cn_numerals(rng, style, sep=""):
    """China mobile (or TW/KR/JP mobile for some styles) spelled in numerals."""
    if style == "ko":
        d = "010" + pattern(rng, "XXXXXXXX")
        t = "".join(CN_NUM["ko"][int(c)] for c in d)
        return t[:3] + " " + t[3:7] + " " + t[7:]
    if style == "ja":
        d = "090" + pattern(rng, "XXXXXXXX")
        t = "".join(CN_NUM["ja"][int(c)] for c in d)
        return t[:3] + "の" + t[3:7] + "の" + t[7:]
    if style == "tw":
        d = "09" + pattern(rng, "NXXXXXXX")
        return "".join(CN_NUM["daxie_t"][int(c)] for c in d)
    d = cn_mobile_digits(rng)
    if style == "mixed":
        return "".join(c if i % 2 == 0 else CN_NUM["plain"][int(c)] for i, c in enumerate(d))
    t = [CN_NUM[style][int(c)] for c in d]
    if sep:
        return "".join(t[:3]) + sep + "".join(t[3:7]) + sep + "".join(t[7:])
    return "".join(t)


# ---------------------------------------------------------------- Luhn cards
def luhn_check_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


CARD_PREFIX = {
    "visa": (["4"], 16), "mc": (["51", "52", "53", "54", "55"], 16), "mc2": (["2221", "2300", "2540", "2720"], 16),
    "amex": (["34", "37"], 15), "disc": (["6011", "65"], 16), "jcb": (["3528", "3589"], 16),
    "up": (["62"], 16), "up19": (["62"], 19), "mir": (["2200", "2201", "2202", "2204"], 16),
    "maestro": (["6759", "5018"], 16), "troy": (["9792"], 16), "rupay": (["6521", "6522"], 16),
}


def card_raw(rng, brand):
    prefixes, n = CARD_PREFIX[brand]
    p = pick(rng, prefixes)
    body = p + pattern(rng, "X" * (n - 1 - len(p)))
    return body + luhn_check_digit(body)


def card(rng, brand, sep=" "):
    d = card_raw(rng, brand)
    if len(d) == 15:
        return d[:4] + sep + d[4:10] + sep + d[10:]
    if len(d) == 19:
        return sep.join([d[0:4], d[4:8], d[8:12], d[12:16], d[16:]])
    return sep.join(d[i:i + 4] for i in range(0, 16, 4))


def order16(rng):
    """16 digits that fail Luhn (order / tracking numbers)."""
    while True:
        d = pick(rng, "3789") + pattern(rng, "X" * 15)
        if luhn_check_digit(d[:-1]) != d[-1]:
            return d


# ---------------------------------------------------------------- CN resident ID
CN_AREAS = ["110105", "310115", "440304", "510107", "330106", "420106", "320102", "610113",
            "500103", "350203", "210202", "430104", "370202", "120104", "530102", "450103"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def date_parts(rng, y0, y1):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def cn_id(rng, want_x=False):
    while True:
        y, m, d = date_parts(rng, 1958, 2004)
        body = pick(rng, CN_AREAS) + "%04d%02d%02d" % (y, m, d) + pattern(rng, "XXX")
        c = "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]
        if want_x == (c == "X"):
            return body + c


# ---------------------------------------------------------------- IBAN
IBAN_BBAN = {
    "de": "XXXXXXXXXXXXXXXXXX", "gb": "AAAAXXXXXXXXXXXXXX", "fr": "XXXXXXXXXXXXXXXXXXXXXXX",
    "nl": "AAAAXXXXXXXXXX", "es": "XXXXXXXXXXXXXXXXXXXX", "it": "AXXXXXXXXXXXXXXXXXXXXXX",
    "lt": "XXXXXXXXXXXXXXXX", "lv": "AAAAXXXXXXXXXXXXX", "ee": "XXXXXXXXXXXXXXXX",
    "hr": "XXXXXXXXXXXXXXXXX", "rs": "XXXXXXXXXXXXXXXXXX", "bg": "AAAAXXXXXXXXXXXXXX",
    "al": "XXXXXXXXXXXXXXXXXXXXXXXX", "tr": "XXXXX0XXXXXXXXXXXXXXXX", "se": "XXXXXXXXXXXXXXXXXXXX",
    "no": "XXXXXXXXXXX", "dk": "XXXXXXXXXXXXXX", "pt": "XXXXXXXXXXXXXXXXXXXXX",
    "pk": "AAAAXXXXXXXXXXXXXXXX", "sa": "XXXXXXXXXXXXXXXXXXXXXX", "ua": "XXXXXXXXXXXXXXXXXXXXXXXXX",
    "pl": "XXXXXXXXXXXXXXXXXXXXXXXX",
}


def _alnum_to_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_raw(rng, cc):
    bban = pattern(rng, IBAN_BBAN[cc])
    cc = cc.upper()
    chk = 98 - _alnum_to_int(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban(rng, cc):
    r = iban_raw(rng, cc)
    return " ".join(r[i:i + 4] for i in range(0, len(r), 4))


# ---------------------------------------------------------------- national numbers
def ee_ik(rng):
    """Estonian/Lithuanian personal code (same algorithm)."""
    while True:
        y, m, d = date_parts(rng, 1950, 2005)
        g = (3 if y < 2000 else 5) + rng.randint(0, 1)
        body = "%d%02d%02d%02d%s" % (g, y % 100, m, d, pattern(rng, "XXX"))
        w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        s = sum(int(a) * b for a, b in zip(body, w1)) % 11
        if s == 10:
            s = sum(int(a) * b for a, b in zip(body, w2)) % 11
            if s == 10:
                s = 0
        return body + str(s)


def lv_pk(rng):
    while True:
        y, m, d = date_parts(rng, 1950, 1999)
        body = "%02d%02d%02d1%s" % (d, m, y % 100, pattern(rng, "XXX"))
        w = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        c = (1101 - sum(int(a) * b for a, b in zip(body, w))) % 11
        if c < 10:
            return body[:6] + "-" + body[6:] + str(c)


def bg_egn(rng):
    y, m, d = date_parts(rng, 1950, 2005)
    mm = m + 40 if y >= 2000 else m
    body = "%02d%02d%02d%s" % (y % 100, mm, d, pattern(rng, "XXX"))
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + str(0 if c == 10 else c)


def hr_oib(rng):
    body = pattern(rng, "NXXXXXXXXX")
    a = 10
    for ch in body:
        a = (a + int(ch)) % 10
        if a == 0:
            a = 10
        a = (a * 2) % 11
    c = 11 - a
    return body + str(0 if c == 10 else c)


def jmbg(rng, region):
    """Serbian JMBG / Slovenian EMSO: DDMMYYY RR BBB K."""
    while True:
        y, m, d = date_parts(rng, 1950, 2003)
        body = "%02d%02d%03d%s%s" % (d, m, y % 1000, region, pattern(rng, "XXX"))
        w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        if k <= 9:
            return body + str(k)


def tr_tckn(rng):
    d = [int(c) for c in pattern(rng, "NXXXXXXXX")]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def za_id(rng):
    y, m, d = date_parts(rng, 1955, 2004)
    body = "%02d%02d%02d%s08" % (y % 100, m, d, pattern(rng, "XXXX"))
    return body + luhn_check_digit(body)


def ir_melli(rng):
    while True:
        body = pattern(rng, "XXXXXXXXX")
        if len(set(body)) < 3:
            continue
        s = sum(int(body[i]) * (10 - i) for i in range(9)) % 11
        c = s if s < 2 else 11 - s
        return body + str(c)


def kr_rrn(rng):
    y, m, d = date_parts(rng, 1960, 1999)
    body = "%02d%02d%02d%d%s" % (y % 100, m, d, rng.randint(1, 2), pattern(rng, "XXXXX"))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def no_fnr(rng):
    while True:
        y, m, d = date_parts(rng, 1950, 1999)
        body = "%02d%02d%02d%s" % (d, m, y % 100, pattern(rng, "4XX"))
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(body, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = body + str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(b2, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def se_pnr(rng):
    y, m, d = date_parts(rng, 1950, 2004)
    body = "%02d%02d%02d%s" % (y % 100, m, d, pattern(rng, "XXX"))
    return body[:6] + "-" + body[6:] + luhn_check_digit(body)


def dk_cpr(rng):
    while True:
        y, m, d = date_parts(rng, 1950, 1999)
        body = "%02d%02d%02d%s" % (d, m, y % 100, pattern(rng, "XXXX"))
        w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
        if sum(int(a) * b for a, b in zip(body, w)) % 11 == 0:
            return body[:6] + "-" + body[6:]


VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng):
    body = pick(rng, "23456789") + pattern(rng, "X" * 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    full = body + str(VERHOEFF_INV[c])
    return full[:4] + " " + full[4:8] + " " + full[8:]


def cpf(rng):
    d = [int(c) for c in pattern(rng, "XXXXXXXXX")]
    for n in (10, 11):
        s = sum(a * b for a, b in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def pesel(rng):
    y, m, d = date_parts(rng, 1950, 2005)
    mm = m + 20 if y >= 2000 else m
    body = "%02d%02d%02d%s" % (y % 100, mm, d, pattern(rng, "XXXX"))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def cnic(rng):
    return pattern(rng, "3520N-XXXXXXX-X")


# ---------------------------------------------------------------- passports / MRZ
def mrz_check(s):
    vals = []
    for ch in s:
        if ch.isdigit():
            vals.append(int(ch))
        elif ch == "<":
            vals.append(0)
        else:
            vals.append(ord(ch) - 55)
    return str(sum(v * (7, 3, 1)[i % 3] for i, v in enumerate(vals)) % 10)


def mrz_line2(rng, nat):
    num = pattern(rng, "AAXXXXXXX")
    y, m, d = date_parts(rng, 1960, 2000)
    dob = "%02d%02d%02d" % (y % 100, m, d)
    ey = rng.randint(27, 34)
    exp = "%02d%02d%02d" % (ey, rng.randint(1, 12), rng.randint(1, 28))
    sex = pick(rng, "MF")
    opt = "<" * 14
    part = num + mrz_check(num) + nat + dob + mrz_check(dob) + sex + exp + mrz_check(exp) + opt + mrz_check(opt)
    comp = num + mrz_check(num) + dob + mrz_check(dob) + exp + mrz_check(exp) + opt + mrz_check(opt)
    return part + mrz_check(comp)


PASSPORT = {"us": "NXXXXXXXX", "in": "AXXXXXXX", "ph": "PXXXXXXXA", "pk": "AAXXXXXXX",
            "bd": "AXXXXXXXX", "ke": "AKXXXXXXX", "de": "CAAXXXXXX", "ua": "AAXXXXXX",
            "vn": "CXXXXXXX", "et": "EPXXXXXXX", "gb": "NXXXXXXXX", "tz": "TAEXXXXXX"}


def passport(rng, cc):
    return pattern(rng, PASSPORT[cc])


# ---------------------------------------------------------------- passwords / PINs / codes
WORDS = ["mango", "Kalabaw", "tamarind", "Lantern", "ubuntu", "Saule", "kiwi", "Bahari",
         "Pingvin", "ruusu", "Kikombe", "jasmin", "Mbuzi", "oblak", "Tigru", "nandi", "Kofi",
         "Lumiere", "sakura", "Hanok", "Radu", "zvezda", "Dhow", "pilipili", "Hygge"]
SYMS = "!#$%&*+-=?@^_~."


def pw_mix(rng, n=12):
    while True:
        s = rand(rng, ALNUM + "!#$%&*?@^", n)
        if (any(c.isupper() for c in s) and any(c.islower() for c in s)
                and any(c.isdigit() for c in s) and any(not c.isalnum() for c in s)):
            return s


def pw_url(rng, n=12):
    """Password that can sit in the userinfo part of a URL without escaping."""
    while True:
        s = rand(rng, ALNUM + "-_.~!*", n)
        if (any(c.isupper() for c in s) and any(c.islower() for c in s)
                and any(c.isdigit() for c in s) and any(not c.isalnum() for c in s)):
            return s


def pw_words(rng):
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    while b == a:
        b = pick(rng, WORDS)
    return a.capitalize() + pick(rng, SYMS) + b + pattern(rng, "XX")


def pw_leet(rng):
    w = pick(rng, ["Sunflower", "Kilimanjaro", "Baltica", "Mariposa", "Tallinn", "Adriatik", "Saigon"])
    t = str.maketrans({"a": "@", "o": "0", "i": "1", "e": "3", "s": "$"})
    return w[0] + w[1:].translate(t) + pattern(rng, "XX") + pick(rng, "!?#")


def pw_wordnum(rng, word):
    return word + pattern(rng, "XXXX")


def passphrase(rng, lang):
    banks = {
        "sw": ["ndizi", "mvua", "kesho", "jua", "mlima", "samaki", "kalamu", "upepo"],
        "tl": ["ulan", "bahay", "kape", "bituin", "dagat", "lapis", "ibon", "bundok"],
        "lt": ["obuolys", "lietus", "kalnas", "upe", "duona", "vilkas", "saule", "medis"],
        "en": ["copper", "whistle", "marble", "harbor", "velvet", "orchid", "pebble", "falcon"],
        "sq": ["mali", "deti", "buka", "dielli", "lumi", "guri", "ylli", "zogu"],
        "zu": ["inja", "imvula", "intaba", "ilanga", "inkomo", "umfula", "isihlahla", "inyoni"],
    }
    ws = rng.sample(banks[lang], 4)
    return "-".join(ws) + "-" + pattern(rng, "XX")


def pin(rng, n=4):
    while True:
        s = pattern(rng, "X" * n)
        if len(set(s)) < n - 1:
            continue
        runs = any(abs(int(s[i + 1]) - int(s[i])) == 1 and abs(int(s[i + 2]) - int(s[i + 1])) == 1
                   for i in range(n - 2))
        if not runs and s[0] != "0":
            return s


def spaced(rng, n=6):
    return " ".join(pin(rng, n))


def otp(rng, n=6):
    return pin(rng, n)


def backup_codes(rng, k=3):
    return ", ".join(pattern(rng, "XXXX-XXXX") for _ in range(k))


def nato(rng):
    alph = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot",
            "G": "Golf", "H": "Hotel", "K": "Kilo", "M": "Mike", "P": "Papa", "R": "Romeo",
            "T": "Tango", "X": "X-ray", "Z": "Zulu"}
    keys = list(alph)
    parts = [alph[pick(rng, keys)] for _ in range(4)] + [pick(rng, ["seven", "three", "niner", "five"])
                                                        for _ in range(2)]
    return " ".join(parts)


def wifi(rng):
    return pattern(rng, "aaaaXXXXaaaX").upper()[:4] + pattern(rng, "aXaXaX")


def digit_words(rng, lang):
    names = {
        "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
        "sw": ["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"],
        "hr": ["nula", "jedan", "dva", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet"],
        "ta": ["பூஜ்யம்", "ஒன்று", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு", "ஏழு", "எட்டு", "ஒன்பது"],
    }
    p = pin(rng, 4)
    return " ".join(names[lang][int(c)] for c in p)


# ---------------------------------------------------------------- secret keys (random, none real)
def b64url(rng, n):
    return rand(rng, ALNUM + "-_", n)


def key(rng, kind):
    if kind == "aws_id":
        return "AKIA" + rand(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    if kind == "aws_secret":
        return rand(rng, ALNUM + "/+", 40)
    if kind == "github_fg":
        return "github_pat_" + rand(rng, UPNUM, 22) + "_" + rand(rng, ALNUM, 59)
    if kind == "ghs":
        return "ghs_" + rand(rng, ALNUM, 36)
    if kind == "slack_user":
        return "xoxp-" + pattern(rng, "NXXXXXXXXXX-NXXXXXXXXXXX-NXXXXXXXXXXXX-") + rand(rng, "0123456789abcdef", 32)
    if kind == "slack_hook":
        return ("https://hooks.slack.example.com/services/T" + rand(rng, UPNUM, 10) + "/B"
                + rand(rng, UPNUM, 10) + "/" + rand(rng, ALNUM, 24))
    if kind == "stripe_rk":
        return "rk_live_" + rand(rng, ALNUM, 99)[:58]
    if kind == "anthropic":
        return "sk-ant-api03-" + b64url(rng, 93) + "AA"
    if kind == "do":
        return "dop_v1_" + rand(rng, "0123456789abcdef", 64)
    if kind == "shopify":
        return "shpat_" + rand(rng, "0123456789abcdef", 32)
    if kind == "twilio":
        return "SK" + rand(rng, "0123456789abcdef", 32)
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + b64url(rng, 70)
    if kind == "mailchimp":
        return rand(rng, "0123456789abcdef", 32) + "-us" + str(rng.randint(2, 21))
    if kind == "postman":
        return "PMAK-" + rand(rng, "0123456789abcdef", 24) + "-" + rand(rng, "0123456789abcdef", 34)
    if kind == "databricks":
        return "dapi" + rand(rng, "0123456789abcdef", 32)
    if kind == "linear":
        return "lin_api_" + rand(rng, ALNUM, 40)
    if kind == "gcp_sa":
        return rand(rng, "0123456789abcdef", 40)
    if kind == "pem_ec":
        body = base64.b64encode(bytes(rng.randrange(256) for _ in range(121))).decode()
        return "-----BEGIN EC PRIVATE KEY-----\n" + body[:64] + "\n" + body[64:] + "\n-----END EC PRIVATE KEY-----"
    if kind == "discord":
        return rand(rng, "MN", 1) + rand(rng, ALNUM, 23) + "." + b64url(rng, 6) + "." + b64url(rng, 38)
    if kind == "huggingface":
        return "hf_" + rand(rng, ALNUM, 34)
    if kind == "openai":
        return "sk-proj-" + b64url(rng, 48) + "T3BlbkFJ" + b64url(rng, 48)
    if kind == "alnum32":
        return rand(rng, ALNUM, 32)
    if kind == "azure_sas":
        return ("sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2031-01-01T00:00:00Z&sig="
                + rand(rng, ALNUM, 43) + "%3D")
    raise KeyError(kind)


# ---------------------------------------------------------------- look-alike public identifiers
def ean13_check(body12):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body12))
    return str((10 - s % 10) % 10)


def isbn13(rng, hyphen=True):
    body = "978" + pick(rng, "0123489") + pattern(rng, "XXXXXXXX")
    full = body + ean13_check(body)
    if hyphen:
        return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])
    return full


def ean13(rng):
    body = pick(rng, ["40", "50", "76", "80", "84", "87", "89", "47", "69", "77"]) + pattern(rng, "X" * 10)
    return body + ean13_check(body)


def issn(rng):
    body = pattern(rng, "NXXXXXX")
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


def isin(rng, cc):
    body = cc.upper() + rand(rng, UPNUM, 9)
    digits = "".join(str(int(c, 36)) for c in body)
    return body + luhn_check_digit(digits)


def lei(rng):
    body = rand(rng, UPNUM, 4) + "00" + rand(rng, UPNUM, 12)
    c = 98 - _alnum_to_int(body + "00") % 97
    return body + "%02d" % c


def cas(rng):
    a = pattern(rng, "NXXX")
    b = pattern(rng, "XX")
    digits = a + b
    c = sum(int(ch) * (i + 1) for i, ch in enumerate(reversed(digits))) % 10
    return "%s-%s-%d" % (a, b, c)


def imo(rng):
    body = pattern(rng, "9XXXXX")
    c = sum(int(ch) * w for ch, w in zip(body, range(7, 1, -1))) % 10
    return body + str(c)


def kr_brn(rng):
    """Korean business registration number (public, with check digit)."""
    body = pattern(rng, "NXXXXXXXX")
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    full = body + str(c)
    return full[:3] + "-" + full[3:5] + "-" + full[5:]


def ups(rng):
    return "1Z" + rand(rng, UPNUM, 6) + pattern(rng, "XX") + pattern(rng, "XXXXXXXX")


def sha(rng, n=40):
    return rand(rng, "0123456789abcdef", n)


def uuid4(rng):
    h = rand(rng, "0123456789abcdef", 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick(rng, "89ab"), h[17:20], h[20:])


def template_pattern(rng, pat):
    """For templates: ? -> digit, % -> 1-9, @ -> upper letter; everything else literal."""
    out = []
    for ch in pat:
        if ch == "?":
            out.append(pick(rng, DIG))
        elif ch == "%":
            out.append(pick(rng, "123456789"))
        elif ch == "@":
            out.append(pick(rng, UP))
        else:
            out.append(ch)
    return "".join(out)


def cn_id_spaced(rng):
    v = cn_id(rng)
    return v[:6] + " " + v[6:14] + " " + v[14:]


def digits(rng, n):
    return pattern(rng, "N" + "X" * (n - 1))


def ip(rng, net):
    return "%s.%d" % ({"a": "192.0.2", "b": "198.51.100", "c": "203.0.113"}[net], rng.randint(2, 254))


# ---------------------------------------------------------------- dispatch table
def _sep(style, digs="ascii"):
    return lambda rng, cc: phone_sep(rng, cc, style, digs)


GEN = {
    "PH": phone, "PHL": phone_local, "PHS": lambda rng, cc, style, digs="ascii": phone_sep(rng, cc, style, digs),
    "PHSI": lambda rng, cc, style, digs="ascii": phone_sep_intl(rng, cc, style, digs),
    "CNNUM": lambda rng, style, sep="": cn_numerals(rng, style, sep),
    "CARD": lambda rng, brand, sep=" ": card(rng, brand, {"sp": " ", "dash": "-", "none": "", "dot": "."}.get(sep, sep)),
    "CNID": lambda rng, x="": cn_id(rng, x == "x"),
    "IBAN": iban, "IBANRAW": iban_raw,
    "EEIK": ee_ik, "LVPK": lv_pk, "BGEGN": bg_egn, "HROIB": hr_oib,
    "JMBG": lambda rng, region: jmbg(rng, region), "TCKN": tr_tckn, "ZAID": za_id, "IRMELLI": ir_melli,
    "KRRRN": kr_rrn, "NOFNR": no_fnr, "SEPNR": se_pnr, "DKCPR": dk_cpr, "AADHAAR": aadhaar, "CPF": cpf,
    "PESEL": pesel, "CNIC": cnic, "MRZ": mrz_line2, "PASS": passport,
    "PWMIX": lambda rng, n="12": pw_mix(rng, int(n)), "PWWORDS": pw_words, "PWURL": lambda rng, n="12": pw_url(rng, int(n)), "PWLEET": pw_leet,
    "PWWN": pw_wordnum, "PHRASE": passphrase, "PIN": lambda rng, n="4": pin(rng, int(n)),
    "SPACED": lambda rng, n="6": spaced(rng, int(n)), "OTP": lambda rng, n="6": otp(rng, int(n)),
    "BACKUP": lambda rng, k="3": backup_codes(rng, int(k)), "NATO": nato, "WIFI": wifi, "DWORDS": digit_words,
    "KEY": key, "ORDER16": order16, "ISBN": isbn13, "EAN": ean13, "ISSN": issn, "ISIN": isin, "LEI": lei,
    "CAS": cas, "IMO": imo, "KRBRN": kr_brn, "UPS": ups, "SHA": lambda rng, n="40": sha(rng, int(n)),
    "UUID": uuid4, "NUM": lambda rng, n: digits(rng, int(n)), "IP": ip, "PAT": template_pattern,
    "CNIDSP": cn_id_spaced,
}
