"""Fake value generators and the placeholder engine for heldout-v39.

Standard library only. Every generator takes the shared random.Random instance
so that the output depends only on the seed and on the order of placeholders.

Placeholder syntax inside a hand-written template:
    {{gen|arg|arg}}          insert a generated value
    {{name=gen|arg|arg}}     insert it and remember it under `name`
    {{=name}}                insert a remembered value again
    a trailing arg `cut=N`   put a TAB after the N-th character of the value
                             (used for the *_split_kv cases).
Each generator returns (display, checks); checks are tuples
(check_type, canonical_value, display) that check.py re-validates with its own
validators.
"""
import base64
import re
import string
import urllib.parse

# ---------------------------------------------------------------- digits
_ZERO = {
    "arab": 0x660, "fa": 0x6F0, "deva": 0x966, "beng": 0x9E6, "guru": 0xA66,
    "gujr": 0xAE6, "orya": 0xB66, "taml": 0xBE6, "telu": 0xC66, "knda": 0xCE6,
    "mlym": 0xD66, "thai": 0xE50, "lao": 0xED0, "tibt": 0xF20, "mymr": 0x1040,
    "khmr": 0x17E0, "mong": 0x1810, "fw": 0xFF10,
}


def to_script(s, script):
    if not script or script == "latn":
        return s
    if script == "spaced":
        return " ".join(ch for ch in s if ch != " ")
    z = _ZERO[script]
    out = []
    for ch in s:
        if "0" <= ch <= "9":
            out.append(chr(z + ord(ch) - 48))
        elif script == "fw" and ch == "-":
            out.append("\uff0d")
        elif script == "fw" and ch == "+":
            out.append("\uff0b")
        else:
            out.append(ch)
    return "".join(out)


def rdigits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def fill_pattern(rng, pat):
    out = []
    for ch in pat:
        if ch == "X":
            out.append(rng.choice(string.digits))
        elif ch == "N":
            out.append(rng.choice("23456789"))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- number words
WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam".split(),
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ".split(),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
    "yo": "òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán".split(),
}

# Chinese-character and hangul digit styles
CJK = {
    "lower": "零一二三四五六七八九",
    "lower_o": "〇一二三四五六七八九",
    "yao": "零幺二三四五六七八九",
    "daxie": "零壹贰叁肆伍陆柒捌玖",
    "trad_daxie": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "ko": "공일이삼사오육칠팔구",
}


def cjk_phone(rng, style, pat):
    raw = fill_pattern(rng, pat)
    groups = raw.split(" ")
    if style in ("lower", "yao", "daxie", "trad_daxie", "radio", "trad_lower"):
        tab = CJK["lower" if style == "trad_lower" else style]
        disp = "".join("".join(tab[int(c)] for c in g) for g in groups)
    elif style == "spaced_lower":
        tab = CJK["lower"]
        disp = " ".join("".join(tab[int(c)] for c in g) for g in groups)
    elif style == "yue":
        tab = CJK["lower"]
        disp = "".join("".join(tab[int(c)] for c in g) for g in groups)
    elif style == "mixed":
        tab = CJK["lower"]
        disp = "".join("".join(tab[int(c)] if rng.random() < 0.5 else c for c in g) for g in groups)
    elif style == "yue_mixed":
        tab = CJK["lower"]
        disp = " ".join("".join(tab[int(c)] if i % 2 else c for i, c in enumerate(g)) for g in groups)
    elif style == "ja":
        tab = CJK["lower_o"]
        disp = "の".join("".join(tab[int(c)] for c in g) for g in groups)
    elif style == "ja_dash":
        tab = CJK["lower_o"]
        disp = "ー".join("".join(tab[int(c)] for c in g) for g in groups)
    elif style == "ko":
        tab = CJK["ko"]
        disp = "에 ".join("".join(tab[int(c)] for c in g) for g in groups)
    else:
        raise ValueError(style)
    return disp, [("phone", raw.replace(" ", ""), disp)]


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


CARD_SPECS = {
    "visa": (["4"], 16), "mc5": (["51", "52", "53", "54", "55"], 16),
    "mc2": ([str(x) for x in range(2221, 2721)], 16), "amex": (["34", "37"], 15),
    "disc": (["6011"], 16), "jcb": ([str(x) for x in range(3528, 3590)], 16),
    "mir": (["2200", "2201", "2202", "2203", "2204"], 16), "up19": (["62"], 19),
    "rupay": (["6521", "6522"], 16), "elo": (["636368"], 16), "troy": (["9792"], 16),
    "verve": (["5061"], 19), "uzcard": (["8600"], 16), "humo": (["9860"], 16),
    "hiper": (["606282"], 16),
}


def card(rng, kind, fmt, script=None):
    prefixes, n = CARD_SPECS[kind]
    assert fmt.count("X") == n, (kind, fmt)
    pre = rng.choice(prefixes)
    body = pre + rdigits(rng, n - 1 - len(pre))
    num = body + luhn_digit(body)
    it = iter(num)
    disp = "".join(next(it) if c == "X" else c for c in fmt)
    disp = to_script(disp, script)
    return disp, [("card", num, disp)]


CN_REGIONS = ["110105", "310104", "440305", "510107", "330106", "420106", "610113",
              "500103", "350203", "210102", "320102", "370202", "650102", "540102"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_raw(rng, want_x=False):
    while True:
        y = rng.randint(1958, 2006)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        body = rng.choice(CN_REGIONS) + f"{y:04d}{m:02d}{d:02d}" + rdigits(rng, 3)
        s = sum(int(a) * w for a, w in zip(body, CN_W))
        c = "10X98765432"[s % 11]
        if want_x == (c == "X"):
            return body + c


def cnid(rng, style):
    raw = cnid_raw(rng, want_x=(style == "X"))
    if style == "space":
        disp = raw[:6] + " " + raw[6:14] + " " + raw[14:]
    elif style == "dash":
        disp = raw[:6] + "-" + raw[6:14] + "-" + raw[14:]
    elif style == "fw":
        disp = "".join(chr(0xFF10 + int(c)) if c.isdigit() else "Ｘ" for c in raw)
    else:
        disp = raw
    return disp, [("cn_id", raw, disp)]


# IBAN: BBAN patterns, n = digit, a = capital letter
IBAN_BBAN = {
    "DE": "n" * 18, "GB": "aaaa" + "n" * 14, "MT": "aaaa" + "n" * 23,
    "AL": "n" * 24, "LV": "aaaa" + "n" * 13, "GE": "aa" + "n" * 16,
    "AZ": "aaaa" + "n" * 20, "LT": "n" * 16, "EE": "n" * 16, "LU": "n" * 16,
    "KZ": "n" * 16, "UA": "n" * 25, "PK": "aaaa" + "n" * 16, "RO": "aaaa" + "n" * 16,
    "NL": "aaaa" + "n" * 10, "FR": "n" * 23, "IE": "aaaa" + "n" * 14,
    "SA": "n" * 20, "TR": "n" * 22, "BE": "n" * 12,
}


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return f"{98 - int(num) % 97:02d}"


def iban(rng, cc, grouped="4", cut=None):
    pat = IBAN_BBAN[cc]
    bban = "".join(rng.choice(string.ascii_uppercase) if p == "a" else rng.choice(string.digits) for p in pat)
    if cc == "TR":
        bban = bban[:5] + "0" + bban[6:]
    raw = cc + iban_check(cc, bban) + bban
    disp = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4)) if grouped == "4" else raw
    return disp, [("iban", raw, disp)]


def _date(rng, y0, y1):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    s = "".join(map(str, d))
    return s, [("tckn", s, s)]


def zaid(rng):
    y, m, dd = _date(rng, 1950, 2004)
    body = f"{y % 100:02d}{m:02d}{dd:02d}" + rdigits(rng, 4) + "0" + "8"
    s = body + luhn_digit(body)
    return s, [("za_id", s, s)]


def cnp(rng):
    y, m, dd = _date(rng, 1955, 2004)
    sx = rng.choice("12") if y < 2000 else rng.choice("56")
    county = rng.choice(["01", "04", "12", "13", "22", "32", "35", "40"])
    body = f"{sx}{y % 100:02d}{m:02d}{dd:02d}{county}" + rdigits(rng, 3)
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
    s = body + ("1" if c == 10 else str(c))
    return s, [("ro_cnp", s, s)]


def jmbg(rng, region="71"):
    while True:
        y, m, dd = _date(rng, 1955, 2003)
        body = f"{dd:02d}{m:02d}{y % 1000:03d}{region}" + rdigits(rng, 3)
        a = [int(c) for c in body]
        s = 7 * (a[0] + a[6]) + 6 * (a[1] + a[7]) + 5 * (a[2] + a[8]) + 4 * (a[3] + a[9]) + 3 * (a[4] + a[10]) + 2 * (a[5] + a[11])
        k = 11 - s % 11
        if k == 10:
            continue
        if k == 11:
            k = 0
        v = body + str(k)
        return v, [("jmbg", v, v)]


def eeik(rng):
    while True:
        y, m, dd = _date(rng, 1950, 2004)
        g = rng.choice("34") if y < 2000 else rng.choice("56")
        body = f"{g}{y % 100:02d}{m:02d}{dd:02d}" + rdigits(rng, 3)
        a = [int(c) for c in body]
        r = sum(x * w for x, w in zip(a, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
        if r == 10:
            r = sum(x * w for x, w in zip(a, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
            if r == 10:
                r = 0
        v = body + str(r)
        return v, [("ee_ik", v, v)]


def oib(rng):
    body = rdigits(rng, 10, first_nonzero=True)
    a = 10
    for ch in body:
        a = (a + int(ch)) % 10
        if a == 0:
            a = 10
        a = (a * 2) % 11
    c = 11 - a
    if c == 10:
        c = 0
    v = body + str(c)
    return v, [("hr_oib", v, v)]


def krrrn(rng):
    y, m, dd = _date(rng, 1960, 1999)
    body = f"{y % 100:02d}{m:02d}{dd:02d}" + rng.choice("12") + rdigits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    v = body[:6] + "-" + body[6:] + str(c)
    return v, [("kr_rrn", v.replace("-", ""), v)]


def kennitala(rng):
    while True:
        y, m, dd = _date(rng, 1950, 1999)
        body = f"{dd:02d}{m:02d}{y % 100:02d}" + rdigits(rng, 2)
        s = sum(int(a) * w for a, w in zip(body, [3, 2, 7, 6, 5, 4, 3, 2]))
        c = 11 - s % 11
        if c == 10:
            continue
        if c == 11:
            c = 0
        v = body[:6] + "-" + body[6:] + str(c) + "9"
        return v, [("is_kt", v.replace("-", ""), v)]


def fnr(rng, cut=None):
    while True:
        y, m, dd = _date(rng, 1950, 1999)
        ind = f"{rng.randint(0, 499):03d}"
        body = f"{dd:02d}{m:02d}{y % 100:02d}" + ind
        a = [int(c) for c in body]
        k1 = 11 - sum(x * w for x, w in zip(a, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        if k1 == 10:
            continue
        k1 = 0 if k1 == 11 else k1
        a.append(k1)
        k2 = 11 - sum(x * w for x, w in zip(a, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if k2 == 10:
            continue
        k2 = 0 if k2 == 11 else k2
        v = body + str(k1) + str(k2)
        disp = v[:6] + " " + v[6:]
        return disp, [("no_fnr", v, disp)]


def rut(rng):
    n = rng.randint(8_000_000, 24_999_999)
    s, mul = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * mul
        mul = 2 if mul == 7 else mul + 1
    dv = 11 - s % 11
    dv = "0" if dv == 11 else ("K" if dv == 10 else str(dv))
    disp = f"{n:,}".replace(",", ".") + "-" + dv
    return disp, [("cl_rut", f"{n}{dv}", disp)]


def bsn(rng):
    while True:
        body = rdigits(rng, 8, first_nonzero=True)
        s = sum(int(a) * w for a, w in zip(body, [9, 8, 7, 6, 5, 4, 3, 2]))
        c = s % 11
        if c == 10:
            continue
        v = body + str(c)
        disp = v[:4] + "." + v[4:6] + "." + v[6:]
        return disp, [("nl_bsn", v, disp)]


def pesel(rng):
    y, m, dd = _date(rng, 1950, 2008)
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{dd:02d}" + rdigits(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    v = body + str(c)
    return v, [("pl_pesel", v, v)]


def pnr_se(rng):
    y, m, dd = _date(rng, 1950, 2004)
    body = f"{y % 100:02d}{m:02d}{dd:02d}" + rdigits(rng, 3)
    # Luhn over the 9 digits with weights 2,1,2,... from the left
    total = 0
    for i, ch in enumerate(body):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d // 10 + d % 10
    c = (10 - total % 10) % 10
    v = body + str(c)
    disp = v[:6] + "-" + v[6:]
    return disp, [("se_pnr", v, disp)]


def kziin(rng):
    while True:
        y, m, dd = _date(rng, 1950, 2004)
        c7 = rng.choice("34") if y < 2000 else rng.choice("56")
        body = f"{y % 100:02d}{m:02d}{dd:02d}{c7}" + rdigits(rng, 4)
        a = [int(c) for c in body]
        r = sum(x * w for x, w in zip(a, range(1, 12))) % 11
        if r == 10:
            r = sum(x * w for x, w in zip(a, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2])) % 11
            if r == 10:
                continue
        v = body + str(r)
        return v, [("kz_iin", v, v)]


def ilid(rng):
    body = rdigits(rng, 8)
    v = body + luhn_digit(body)
    return v, [("il_id", v, v)]


# Verhoeff tables
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng, script=None):
    body = rng.choice("23456789") + rdigits(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    v = body + str(_VINV[c])
    disp = to_script(v[:4] + " " + v[4:8] + " " + v[8:], script)
    return disp, [("aadhaar", v, disp)]


def hetu(rng):
    y, m, dd = _date(rng, 1950, 2005)
    sign = "-" if y < 2000 else "A"
    n = rng.randint(2, 899)
    base = f"{dd:02d}{m:02d}{y % 100:02d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + f"{n:03d}") % 31]
    v = f"{base}{sign}{n:03d}{c}"
    return v, [("fi_hetu", v, v)]


def cpf(rng):
    d = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    disp = f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"
    return disp, [("br_cpf", s, disp)]


def dni(rng):
    n = rng.randint(10_000_000, 79_999_999)
    v = f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"
    return v, [("es_dni", v, v)]


def benn(rng):
    y, m, dd = _date(rng, 1950, 1999)
    body = f"{y % 100:02d}{m:02d}{dd:02d}" + f"{rng.randint(1, 997):03d}"
    c = 97 - int(body) % 97
    disp = f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{c:02d}"
    return disp, [("be_nn", body + f"{c:02d}", disp)]


def passport(rng, cc):
    L = string.ascii_uppercase
    if cc == "IN":
        v = rng.choice("JKLMNPRSTUVWZ") + rdigits(rng, 7, True)
    elif cc == "BR":
        v = rng.choice(L) + rng.choice(L) + rdigits(rng, 6)
    elif cc == "NG":
        v = "A" + rdigits(rng, 8)
    elif cc == "JP":
        v = rng.choice("MT") + rng.choice(L) + rdigits(rng, 7)
    elif cc == "CN":
        v = "E" + rdigits(rng, 8)
    else:
        v = rdigits(rng, 9, True)
    return v, [("passport", v, v)]


# ---------------------------------------------------------------- passwords & codes
def pin(rng, n, script=None):
    while True:
        s = rdigits(rng, n)
        if len(set(s)) < n - 1:
            continue
        if any(s[i] == s[i + 1] for i in range(n - 1)):
            continue
        steps = {int(s[i + 1]) - int(s[i]) for i in range(n - 1)}
        if steps in ({1}, {-1}):
            continue
        if s.startswith(("19", "20")) and n == 4:
            continue
        break
    disp = to_script(s, script)
    return disp, [("pin", s, disp)]


def pinw(rng, lang, n, sep=" "):
    s, _ = pin(rng, n)
    disp = sep.join(WORDS[lang][int(c)] for c in s)
    return disp, [("pin_words:" + lang, s, disp)]


def phone(rng, pat, script=None):
    raw = fill_pattern(rng, pat)
    disp = to_script(raw, script)
    return disp, [("phone", re.sub(r"[^0-9]", "", raw), disp)]


def phonew(rng, lang, pat):
    raw = fill_pattern(rng, pat).replace(" ", "")
    disp = " ".join(WORDS[lang][int(c)] for c in raw)
    return disp, [("phone_words:" + lang, raw, disp)]


_SYMS = "!#$%&*+-=?@^_~"


def pw(rng, kind, n=12):
    if kind == "rand":
        alphabet = string.ascii_letters + string.digits + "!#%&*+-=?@^_"
        while True:
            s = "".join(rng.choice(alphabet) for _ in range(int(n)))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                break
    elif kind == "randu":  # safe inside a URL userinfo part
        alphabet = string.ascii_letters + string.digits + "-_.~!*"
        while True:
            s = "".join(rng.choice(alphabet) for _ in range(int(n)))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                break
    elif kind == "words":
        w = ["Kiwi", "Lantern", "Otter", "Maple", "Cobalt", "Falcon", "Pepper", "Harbor", "Tundra",
             "Violet", "Mango", "Quartz", "Walrus", "Saffron", "Ember", "Juniper", "Pebble", "Orbit"]
        s = rng.choice(w) + rng.choice("!#%&*-_.") + rng.choice(w).lower() + rdigits(rng, 2)
    elif kind == "leet":
        w = ["s4nd3r", "m0nk3y", "p1ckl3", "c0ff33", "dr4g0n", "b4n4n4", "w1nt3r", "t1g3r"]
        s = rng.choice(w).capitalize() + rng.choice(["!", "$", "#"]) + rdigits(rng, 4)
    elif kind == "wifi":
        w = ["blue", "lemon", "river", "casa", "sol", "moana", "pilau", "nyumba", "kahawa", "hoa", "mango"]
        s = rng.choice(w) + rng.choice(w).capitalize() + rdigits(rng, 4)
    elif kind == "pinyin":
        w = ["woaini", "xiaomao", "tiantian", "kuaile", "pingan", "dabao", "meimei", "laohu"]
        s = rng.choice(w) + rdigits(rng, 6)
    elif kind == "phrase":
        w = ["correct", "purple", "saddle", "ginger", "rocket", "meadow", "velvet", "anchor", "cider",
             "pickle", "lagoon", "thimble", "cactus", "waffle", "gravel", "nectar"]
        s = "-".join(rng.choice(w) for _ in range(4))
    else:
        raise ValueError(kind)
    return s, [("secret", s, s)]


def otp(rng, n=6):
    s = rdigits(rng, int(n))
    return s, [("otp", s, s)]


def backup(rng):
    s = rdigits(rng, 4) + "-" + rdigits(rng, 4)
    return s, [("otp", s, s)]


SEED_WORDS = ("ladder orbit velvet humble cradle spoon timber glance onion shallow ribbon noble "
              "pumpkin harvest gentle casual wagon laptop shiver motion cousin bamboo tiny fossil "
              "artist vacuum quarter piano eager silent gravity jungle lemon cable frost habit").split()


def seed(rng, n=12):
    s = " ".join(rng.sample(SEED_WORDS, int(n)))
    return s, [("secret", s, s)]


def digicode(rng):
    s = rdigits(rng, 2) + rng.choice("ABCD") + rdigits(rng, 2)
    return s, [("secret", s, s)]


def combo3(rng):
    a, b, c = rng.sample(range(1, 40), 3)
    s = f"{a}-{b}-{c}"
    return s, [("secret", s, s)]


# ---------------------------------------------------------------- key formats
AN = string.ascii_letters + string.digits
URLSAFE = AN + "-_"
B64 = AN + "+/"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(int(n)))


def key(rng, kind):
    if kind == "ghp":
        v = "ghp_" + rs(rng, AN, 36)
    elif kind == "github_pat":
        v = "github_pat_11" + rs(rng, string.ascii_uppercase + string.digits, 20) + "_" + rs(rng, AN, 59)
    elif kind == "aws_id":
        v = "AKIA" + rs(rng, string.ascii_uppercase + "234567", 16)
    elif kind == "aws_secret":
        v = rs(rng, B64, 40)
    elif kind == "slack":
        v = "xoxb-" + rdigits(rng, 12, True) + "-" + rdigits(rng, 13, True) + "-" + rs(rng, AN, 24)
    elif kind == "stripe":
        v = "sk_live_" + rs(rng, AN, 24)
    elif kind == "google":
        v = "AIza" + rs(rng, URLSAFE, 35)
    elif kind == "openai":
        v = "sk-proj-" + rs(rng, URLSAFE, 56)
    elif kind == "gitlab":
        v = "glpat-" + rs(rng, URLSAFE, 20)
    elif kind == "npm":
        v = "npm_" + rs(rng, AN, 36)
    elif kind == "sendgrid":
        v = "SG." + rs(rng, URLSAFE, 22) + "." + rs(rng, URLSAFE, 43)
    elif kind == "telegram":
        v = rdigits(rng, 10, True) + ":AA" + rs(rng, URLSAFE, 33)
    elif kind == "hf":
        v = "hf_" + rs(rng, string.ascii_letters, 34)
    elif kind == "anthropic":
        v = "sk-ant-api03-" + rs(rng, URLSAFE, 93) + "AA"
    elif kind == "azure":
        v = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()
    elif kind == "twilio":
        v = "SK" + rs(rng, "0123456789abcdef", 32)
    elif kind == "doppler":
        v = "dp.st.prd." + rs(rng, AN, 43)
    elif kind == "shopify":
        v = "shpat_" + rs(rng, "0123456789abcdef", 32)
    else:
        raise ValueError(kind)
    return v, [("key:" + kind, v, v)]


def jwt(rng, sub_name):
    def b64u(b):
        return base64.urlsafe_b64encode(b).decode().rstrip("=")
    head = b64u(b'{"alg":"HS256","typ":"JWT"}')
    payload = ('{"sub":"%s","name":"%s","iat":%d}' % (rdigits(rng, 8, True), sub_name, rng.randint(1_760_000_000, 1_790_000_000)))
    body = b64u(payload.encode())
    sig = b64u(bytes(rng.getrandbits(8) for _ in range(32)))
    v = f"{head}.{body}.{sig}"
    return v, [("key:jwt", v, v)]


def pem(rng, kind="openssh"):
    raw = b"openssh-key-v1\x00" + bytes(rng.getrandbits(8) for _ in range(300))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    v = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return v, [("key:pem", v, v)]


# ---------------------------------------------------------------- look-alike numbers
def order16(rng, fmt="XXXXXXXXXXXXXXXX"):
    while True:
        s = rdigits(rng, 16, True)
        if not luhn_ok(s):
            break
    it = iter(s)
    disp = "".join(next(it) if c == "X" else c for c in fmt)
    return disp, [("not_luhn", s, disp)]


def ean_digit(body12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
    return str((10 - s % 10) % 10)


def isbn(rng, hyph=True):
    grp = rng.choice(["0", "1", "2", "3", "84", "85", "88", "91", "92"])
    pub = rdigits(rng, 3, True)
    tit = rdigits(rng, 12 - 3 - len(grp) - 3 - 1 + 1)
    body = "978" + grp + pub + tit
    body = body[:12]
    v = body + ean_digit(body)
    if hyph:
        disp = f"{v[:3]}-{grp}-{pub}-{v[3 + len(grp) + 3:12]}-{v[12]}"
    else:
        disp = v
    return disp, [("isbn13", v, disp)]


def ean13(rng, prefix="40"):
    body = prefix + rdigits(rng, 12 - len(prefix))
    v = body + ean_digit(body)
    return v, [("ean13", v, v)]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    org = rdigits(rng, 8)
    c9 = 11 - sum(int(a) * w for a, w in zip(org, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    org += "X" if c9 == 10 else ("0" if c9 == 11 else str(c9))
    body = "91" + rng.choice(CN_REGIONS) + org
    s = sum(USCC_CH.index(c) * w for c, w in zip(body, USCC_W))
    c = (31 - s % 31) % 31
    v = body + USCC_CH[c]
    return v, [("uscc", v, v)]


def epoch(rng):
    s = str(rng.randint(1_767_000_000, 1_799_000_000))
    return s, []


def ups(rng):
    v = "1Z" + rs(rng, string.ascii_uppercase + string.digits, 6) + rdigits(rng, 10)
    return v, []


def s10(rng, cc, svc="EF"):
    body = rdigits(rng, 8)
    s = sum(int(a) * w for a, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    v = f"{svc}{body}{c}{cc}"
    return v, [("s10", v, v)]


def fi_ref(rng):
    body = rdigits(rng, rng.randint(6, 12), True)
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(body)))
    v = body + str((10 - s % 10) % 10)
    disp = " ".join(v[max(0, i - 5):i] for i in range(len(v), 0, -5)[::-1])
    return disp, [("fi_ref", v, disp)]


def hexs(rng, n):
    return rs(rng, "0123456789abcdef", n), []


def uuid4(rng):
    h = rs(rng, "0123456789abcdef", 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}", []


def digits(rng, n, script=None, first=None):
    s = rdigits(rng, int(n), True)
    if first:
        s = first + s[len(first):]
    return to_script(s, script), []


# ---------------------------------------------------------------- obfuscation encoders
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443", "i": "\u0456"}
MORSE = {"A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....",
         "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.",
         "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
         "Y": "-.--", "Z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
         "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----."}


def encode(rng, kind, sentence):
    if kind == "b64":
        v = base64.b64encode(sentence.encode()).decode()
    elif kind == "b32":
        v = base64.b32encode(sentence.encode()).decode()
    elif kind == "rot13":
        v = sentence.translate(str.maketrans(
            string.ascii_lowercase + string.ascii_uppercase,
            string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))
    elif kind == "leet":
        v = "".join(LEET.get(c, c) for c in sentence)
    elif kind == "zw":
        v = "\u200b".join(sentence)
    elif kind == "homo":
        v = "".join(HOMO.get(c, c) for c in sentence)
    elif kind == "rev":
        v = sentence[::-1]
    elif kind == "spaced":
        v = "   ".join(" ".join(w) for w in sentence.split(" "))
    elif kind == "hex":
        v = " ".join(f"{b:02x}" for b in sentence.encode())
    elif kind == "fw":
        v = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in sentence)
    elif kind == "url":
        v = urllib.parse.quote(sentence, safe="")
    elif kind == "tags":
        v = "".join(chr(0xE0000 + ord(c)) for c in sentence)
    elif kind == "morse":
        v = " / ".join(" ".join(MORSE[c] for c in w) for w in sentence.upper().split(" "))
    else:
        raise ValueError(kind)
    return v, [("enc:" + kind, sentence, v)]


# ---------------------------------------------------------------- engine
GENS = {
    "phone": lambda r, pat, script=None: phone(r, pat, script),
    "cnphone": lambda r, style, pat: cjk_phone(r, style, pat),
    "phonew": lambda r, lang, pat: phonew(r, lang, pat),
    "card": card, "cnid": cnid, "iban": iban, "tckn": tckn, "zaid": zaid, "cnp": cnp,
    "jmbg": jmbg, "eeik": eeik, "oib": oib, "krrrn": krrrn, "kt": kennitala, "fnr": fnr,
    "rut": rut, "bsn": bsn, "pesel": pesel, "pnr": pnr_se, "kziin": kziin, "ilid": ilid,
    "aadhaar": aadhaar, "hetu": hetu, "cpf": cpf, "dni": dni, "benn": benn,
    "passport": passport,
    "pin": lambda r, n, script=None: pin(r, int(n), script),
    "pinw": lambda r, lang, n: pinw(r, lang, int(n)),
    "pw": pw, "otp": otp, "backup": backup, "seed": seed, "digicode": digicode, "combo3": combo3,
    "key": key, "jwt": jwt, "pem": pem,
    "order16": order16, "isbn": lambda r, h="1": isbn(r, h == "1"), "ean13": ean13, "uscc": uscc,
    "epoch": epoch, "ups": ups, "s10": s10, "firef": fi_ref, "hex": lambda r, n: hexs(r, int(n)),
    "uuid": uuid4, "d": digits, "rs": lambda r, kind, n: (rs(r, {"an": AN, "url": URLSAFE, "up": string.ascii_uppercase + string.digits, "hexu": "0123456789ABCDEF"}[kind], n), []),
    "enc": encode,
}

PH = re.compile(r"\{\{(.+?)\}\}", re.S)


def render(template, rng, ctx=None):
    """Return (text, checks, cuts) for one hand-written template."""
    ctx = {} if ctx is None else ctx
    checks = []
    out = []
    pos = 0
    for m in PH.finditer(template):
        out.append(template[pos:m.start()])
        pos = m.end()
        spec = m.group(1)
        if spec.startswith("="):
            out.append(ctx[spec[1:]])
            continue
        name = None
        head = spec.split("|", 1)[0]
        if "=" in head:
            name, spec = spec.split("=", 1)
        parts = spec.split("|")
        cut = None
        if parts[-1].startswith("cut="):
            cut = int(parts[-1][4:])
            parts = parts[:-1]
        gen = GENS[parts[0]]
        disp, ch = gen(rng, *parts[1:])
        checks.extend(ch)
        if name:
            ctx[name] = disp
        if cut is not None:
            disp = disp[:cut] + "\t" + disp[cut:]
        out.append(disp)
    out.append(template[pos:])
    return "".join(out), checks
