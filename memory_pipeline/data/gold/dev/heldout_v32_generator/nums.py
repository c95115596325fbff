"""Fake value generators for heldout_v32 (standard library only).

Every generator takes a random.Random and returns (rendered, kind, canonical):
  rendered  - the string inserted into the hand-written template
  kind      - what check.py re-validates (with validators written separately)
  canonical - the value in a normal form (digits only for phones, etc.)
All values are random; none is meant to be real.
"""
import base64
import string

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits


def rd(rng, n, alphabet=DIG):
    return "".join(rng.choice(alphabet) for _ in range(n))


def fill(rng, pattern):
    """'#' -> random digit, everything else kept."""
    return "".join(rng.choice(DIG) if c == "#" else c for c in pattern)


def only_digits(s):
    return "".join(c for c in s if c.isdigit())


# ---------------------------------------------------------------- phones
def _phone(pattern):
    def g(rng):
        r = fill(rng, pattern)
        return r, "phone", only_digits(r)
    return g


PHONE_PATTERNS = {
    "ph_uk_mob_intl": "+44 7700 900###",
    "ph_uk_mob": "07700 900###",
    "ph_uk_london": "020 7946 0###",
    "ph_au_mob": "0491 57# ###",
    "ph_au_land": "(02) 5550 ####",
    "ph_fr_intl": "+33 6 39 98 ## ##",
    "ph_fr_land": "01 99 00 ## ##",
    "ph_us": "+1 (3#2) 555-01##",
    "ph_ke": "+254 7## ### ###",
    "ph_ng": "+234 803 ### ####",
    "ph_ph": "+63 917 ### ####",
    "ph_id": "+62 812-####-####",
    "ph_br": "+55 11 9####-####",
    "ph_in": "+91 98### #####",
    "ph_et": "+251 91 ### ####",
    "ph_mn": "+976 88## ####",
    "ph_uz": "+998 90 ### ## ##",
    "ph_pe": "+51 984 ### ###",
    "ph_fj": "+679 92# ####",
    "ph_vn": "+84 91 ### ## ##",
    "ph_gh": "+233 24 ### ####",
    "ph_tz": "+255 754 ### ###",
    "ph_sn": "+221 77 ### ## ##",
    "ph_kz": "+7 701 ### ## ##",
    "ph_nz": "+64 21 ### ####",
    "ph_ws": "+685 72#####",
    "ph_ie_land": "+353 1 ### ####",
    "ph_de_land": "+49 30 ########",
    "ph_jp": "090-####-####",
}


def _with_seps(pattern, sep):
    def g(rng):
        r = fill(rng, pattern).replace(" ", sep)
        return r, "phone", only_digits(r)
    return g


def _translit(pattern, digits):
    def g(rng):
        r = fill(rng, pattern)
        canon = only_digits(r)
        out = "".join(digits[int(c)] if c.isdigit() else c for c in r)
        return out, "phone", canon
    return g


ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
PERSIAN = "۰۱۲۳۴۵۶۷۸۹"
DEVANAGARI = "०१२३४५६७८९"
BENGALI = "০১২৩৪৫৬৭৮৯"
THAI = "๐๑๒๓๔๕๖๗๘๙"
BURMESE = "၀၁၂၃၄၅၆၇၈၉"
KHMER = "០១២៣៤៥៦៧៨៩"
LAO = "໐໑໒໓໔໕໖໗໘໙"
FULLWIDTH = "０１２３４５６７８９"
GUJARATI = "૦૧૨૩૪૫૬૭૮૯"
TIBETAN = "༠༡༢༣༤༥༦༧༨༩"

SEP_GENS = {
    "ph_sa_arabic": _translit("+966 5# ### ####", ARABIC_INDIC),
    "ph_ir_persian": _translit("0912 ### ####", PERSIAN),
    "ph_in_deva": _translit("+91 97### #####", DEVANAGARI),
    "ph_bd_beng": _translit("+880 171#-######", BENGALI),
    "ph_th_thai": _translit("08#-###-####", THAI),
    "ph_mm_burmese": _translit("09 ### ### ###", BURMESE),
    "ph_kh_khmer": _translit("+855 12 ### ###", KHMER),
    "ph_la_lao": _translit("+856 20 ## ### ###", LAO),
    "ph_jp_full": _translit("090-####-####", FULLWIDTH),
    "ph_in_guj": _translit("+91 99### #####", GUJARATI),
    "ph_de_dots": _with_seps("0151 #### ####", "."),
    "ph_us_slash": _with_seps("4#1 555 01##", "/"),
    "ph_pl_endash": _with_seps("+48 5## ### ###", "\u2013"),
    "ph_nl_nbsp": _with_seps("+31 6 #### ####", "\u00a0"),
    "ph_es_nbhyph": _with_seps("+34 6## ## ## ##", "\u2011"),
    "ph_it_bullet": _with_seps("+39 3## ### ####", " \u2022 "),
    "ph_cz_under": _with_seps("+420 6## ### ###", "_"),
}


def ph_spaced_digits(rng):
    r = fill(rng, "07700900###")
    return " ".join(r), "phone", r


SEP_GENS["ph_uk_spaced"] = ph_spaced_digits

# ---- Chinese / Japanese / Korean numerals
ZH = "零一二三四五六七八九"
ZH_YAO = "零幺二三四五六七八九"
ZH_DAXIE = "零壹贰叁肆伍陆柒捌玖"
ZH_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
ZH_RADIO = "洞幺两三四五六拐八勾"
ZH_CIRCLE = "〇一二三四五六七八九"
KO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def _cn_mobile(rng):
    return rng.choice(["13", "15", "18", "17", "19"]) + rd(rng, 9)


def _cn_conv(digits_map, groups=(3, 4, 4), sep=""):
    def g(rng):
        d = _cn_mobile(rng)
        conv = [digits_map[int(c)] for c in d]
        parts, i = [], 0
        for n in groups:
            parts.append("".join(conv[i:i + n]))
            i += n
        return sep.join(parts), "phone", d
    return g


def cn_mixed(rng):
    d = _cn_mobile(rng)
    out = "".join(ZH[int(c)] if i % 2 else c for i, c in enumerate(d))
    return out, "phone", d


def cn_spaced(rng):
    d = _cn_mobile(rng)
    return " ".join(ZH[int(c)] for c in d), "phone", d


def jp_kanji(rng):
    d = "090" + rd(rng, 8)
    k = "".join(ZH_CIRCLE[int(c)] for c in d)
    return k[:3] + "の" + k[3:7] + "の" + k[7:], "phone", d


def kr_hangul(rng):
    d = "010" + rd(rng, 8)
    k = [KO[int(c)] for c in d]
    return "".join(k[:3]) + " " + "".join(k[3:7]) + " " + "".join(k[7:]), "phone", d


CN_GENS = {
    "cn_lower": _cn_conv(ZH, sep=" "),
    "cn_yao": _cn_conv(ZH_YAO),
    "cn_daxie": _cn_conv(ZH_DAXIE, sep="-"),
    "cn_daxie_t": _cn_conv(ZH_DAXIE_T),
    "cn_radio": _cn_conv(ZH_RADIO, sep="，"),
    "cn_circle": _cn_conv(ZH_CIRCLE),
    "cn_mixed": cn_mixed,
    "cn_spaced": cn_spaced,
    "jp_kanji": jp_kanji,
    "kr_hangul": kr_hangul,
}


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


def luhn_full(prefix, length, rng):
    body = prefix + rd(rng, length - 1 - len(prefix))
    return body + luhn_digit(body)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def _card(prefix_choices, length, sizes, sep=" "):
    def g(rng):
        p = rng.choice(prefix_choices)
        n = luhn_full(p, length, rng)
        return group(n, sizes, sep), "card", n
    return g


CARD_GENS = {
    "card_visa": _card(["4"], 16, (4, 4, 4, 4)),
    "card_visa_dash": _card(["4"], 16, (4, 4, 4, 4), "-"),
    "card_visa_plain": _card(["4"], 16, (16,)),
    "card_mc": _card(["51", "52", "53", "54", "55"], 16, (4, 4, 4, 4)),
    "card_mc2": _card(["2221", "2300", "2555", "2720"], 16, (4, 4, 4, 4)),
    "card_amex": _card(["34", "37"], 15, (4, 6, 5)),
    "card_disc": _card(["6011"], 16, (4, 4, 4, 4)),
    "card_jcb": _card(["3530", "3566", "3589"], 16, (4, 4, 4, 4), "-"),
    "card_mir": _card(["2200", "2202", "2204"], 16, (4, 4, 4, 4)),
    "card_unionpay": _card(["6212", "6228", "6217"], 19, (4, 4, 4, 4, 3)),
    "card_elo_dots": _card(["5067", "6362"], 16, (4, 4, 4, 4), "."),
    "card_verve": _card(["5061"], 19, (19,)),
}


def nonluhn16(rng):
    while True:
        n = rd(rng, 1, "123456789") + rd(rng, 15)
        if luhn_digit(n[:-1]) != n[-1]:
            return n, "nonluhn", n


# ---------------------------------------------------------------- CN ID
CN_AREAS = ["110105", "310115", "440106", "510104", "330102", "420111",
            "610103", "370203", "320106", "500103", "210102", "350203"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _date(rng, y0, y1):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def cnid(rng, want_x=False):
    while True:
        y, m, d = _date(rng, 1958, 2004)
        body = rng.choice(CN_AREAS) + "%04d%02d%02d" % (y, m, d) + rd(rng, 3)
        s = sum(int(c) * w for c, w in zip(body, CN_W)) % 11
        chk = "10X98765432"[s]
        if want_x == (chk == "X"):
            return body + chk, "cnid", body + chk


def cnid_x(rng):
    return cnid(rng, True)


def cnid_spaced(rng):
    r, k, c = cnid(rng)
    return group(r, (6, 8, 4)), k, c


# ---------------------------------------------------------------- IBAN
IBAN_FORMATS = {
    "DE": "##################",
    "GB": "AAAA##############",
    "FR": "#######################",
    "NL": "AAAA##########",
    "ES": "####################",
    "BE": "############",
    "PT": "#####################",
    "AT": "################",
    "IE": "AAAA##############",
    "NO": "###########",
    "PL": "########################",
    "FI": "##############",
}


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def _iban(country):
    def g(rng):
        bban = "".join(rng.choice(UP) if c == "A" else
                       rng.choice(DIG) if c == "#" else c
                       for c in IBAN_FORMATS[country])
        full = country + iban_check(country, bban) + bban
        pretty = " ".join(full[i:i + 4] for i in range(0, len(full), 4))
        return pretty, "iban", full
    return g


IBAN_GENS = {"iban_" + c.lower(): _iban(c) for c in IBAN_FORMATS}


# ---------------------------------------------------------------- national numbers
def cpf(rng):
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]), "cpf", s


def dni(rng):
    n = rng.randint(10000000, 99999999)
    letter = "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]
    return "%d%s" % (n, letter), "dni", "%d%s" % (n, letter)


def bsn(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            v = "".join(map(str, d)) + str(last)
            return v, "bsn", v


def pnr_se(rng):
    y, m, d = _date(rng, 1950, 2003)
    body = "%02d%02d%02d" % (y % 100, m, d) + rd(rng, 3)
    chk = luhn_digit(body)
    return body[:6] + "-" + body[6:] + chk, "pnr_se", body + chk


def pesel(rng):
    y, m, d = _date(rng, 1950, 2008)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + rd(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    chk = (10 - sum(int(c) * x for c, x in zip(body, w)) % 10) % 10
    return body + str(chk), "pesel", body + str(chk)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar(rng):
    body = rd(rng, 1, "23456789") + rd(rng, 10)
    v = body + verhoeff_digit(body)
    return group(v, (4, 4, 4)), "aadhaar", v


def hetu(rng):
    y, m, d = _date(rng, 1950, 2005)
    sep = "-" if y < 2000 else "A"
    ind = "%03d" % rng.randint(2, 899)
    n = int("%02d%02d%02d" % (d, m, y % 100) + ind)
    chk = "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]
    v = "%02d%02d%02d%s%s%s" % (d, m, y % 100, sep, ind, chk)
    return v, "hetu", v


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    v = "".join(map(str, d))
    return v, "tckn", v


def zaid(rng):
    y, m, d = _date(rng, 1955, 2004)
    body = "%02d%02d%02d" % (y % 100, m, d) + rd(rng, 4) + rng.choice("01") + "8"
    v = body + luhn_digit(body)
    return v, "zaid", v


def rut(rng):
    n = rng.randint(6000000, 24999999)
    s, w = 0, 2
    for c in reversed(str(n)):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    body = "{:,}".format(n).replace(",", ".")
    return body + "-" + dv, "rut", str(n) + dv


def benn(rng):
    y, m, d = _date(rng, 1950, 1999)
    body = "%02d%02d%02d" % (y % 100, m, d) + "%03d" % rng.randint(1, 997)
    cc = 97 - int(body) % 97
    v = body + "%02d" % cc
    return "%s.%s.%s-%s.%s" % (v[:2], v[2:4], v[4:6], v[6:9], v[9:]), "benn", v


def nofnr(rng):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = _date(rng, 1950, 1999)
        body = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % rng.randint(0, 499)
        k1 = 11 - sum(int(c) * w for c, w in zip(body, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = body + str(k1)
        k2 = 11 - sum(int(c) * w for c, w in zip(b2, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        v = b2 + str(k2)
        return v[:6] + " " + v[6:], "nofnr", v


def isbn13(rng):
    body = rng.choice(["978", "979"]) + rd(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:8], v[8:12], v[12]), "isbn13", v


# passports: shape only
def pass_us(rng):
    v = rd(rng, 1, "56789") + rd(rng, 8)
    return v, "none", v


def pass_in(rng):
    v = rng.choice("JKLMNPRSTUVWZ") + rd(rng, 7)
    return v, "none", v


def pass_jp(rng):
    v = rng.choice(["TK", "TR", "MZ"]) + rd(rng, 7)
    return v, "none", v


def pass_cn(rng):
    v = "E" + rd(rng, 8)
    return v, "none", v


def pass_ng(rng):
    v = "A" + rd(rng, 8)
    return v, "none", v


# ---------------------------------------------------------------- passwords, pins
WORDS = ["mango", "kereta", "tiger", "nyota", "falcon", "mawimbi", "copper", "lantern",
         "ahiri", "pohutukawa", "marlin", "zebra", "kestrel", "baobab", "orchid", "tundra",
         "saffron", "kowhai", "jaguar", "monsoon", "papaya", "glacier", "ember", "sisal"]
SEED = ["abandon", "garden", "river", "orbit", "tissue", "salad", "legend", "vivid",
        "harbor", "pepper", "rocket", "museum", "velvet", "cable", "doctor", "emerge",
        "fossil", "hazard", "island", "jungle", "kitten", "ladder", "marble", "noble",
        "oyster", "planet", "quantum", "random", "silver", "timber", "unique", "wagon"]
SYM = "!#$%&*?@+-_=."


def pw_random(rng):
    while True:
        v = rd(rng, 14, ALNUM + "!#$%&*?")
        if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c in "!#$%&*?" for c in v):
            return v, "none", v


def pw_words(rng):
    v = rng.choice(WORDS).capitalize() + rng.choice(SYM) + rng.choice(WORDS) + rd(rng, 2)
    return v, "none", v


def pw_leet(rng):
    w = rng.choice(WORDS)
    t = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
    v = t.capitalize() + rng.choice("!$#") + rd(rng, 4)
    return v, "none", v


def pw_worddigits(rng):
    v = rng.choice(WORDS) + rd(rng, 4)
    return v, "none", v


def pw_pinyin(rng):
    v = rng.choice(["wangxiao", "lihua", "zhangwei", "chenjing"]) + rd(rng, 6)
    return v, "none", v


def pw_phrase(rng):
    v = "-".join(rng.choice(SEED) for _ in range(4))
    return v, "none", v


def pw_wifi(rng):
    v = rd(rng, 4, UP) + rd(rng, 4) + rd(rng, 4, LO) + rd(rng, 2)
    return v, "none", v


def pin(rng, n=4):
    while True:
        v = rd(rng, n)
        if len(set(v)) < n - 1:
            continue
        runs = any(int(v[i + 1]) - int(v[i]) == 1 and int(v[i + 2]) - int(v[i + 1]) == 1 for i in range(n - 2))
        down = any(int(v[i]) - int(v[i + 1]) == 1 and int(v[i + 1]) - int(v[i + 2]) == 1 for i in range(n - 2))
        if not runs and not down:
            return v, "none", v


def pin6(rng):
    return pin(rng, 6)


def pin_spaced(rng):
    v, k, c = pin(rng)
    return " ".join(v), k, c


DIGIT_WORDS = {
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "sw": ["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
}


def _pin_words(lang):
    def g(rng):
        v, k, c = pin(rng)
        return " ".join(DIGIT_WORDS[lang][int(x)] for x in v), k, c
    return g


NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot",
        "G": "Golf", "H": "Hotel", "K": "Kilo", "M": "Mike", "P": "Papa", "R": "Romeo",
        "S": "Sierra", "T": "Tango", "X": "X-ray", "Z": "Zulu"}


def pw_nato(rng):
    letters = "".join(rng.choice(list(NATO)) for _ in range(4))
    digits = rd(rng, 2)
    v = letters + digits
    spoken = " ".join(NATO[c] for c in letters) + " " + " ".join(DIGIT_WORDS["en"][int(d)] for d in digits)
    return spoken, "none", v


def otp6(rng):
    v = rd(rng, 6)
    return v, "none", v


def backup_codes(rng):
    v = "  ".join(rd(rng, 4) + "-" + rd(rng, 4) for _ in range(4))
    return v, "none", v


def seed12(rng):
    v = " ".join(rng.choice(SEED) for _ in range(12))
    return v, "none", v


def digicode(rng):
    v = rd(rng, 1, "AB") + rd(rng, 4)
    return v, "none", v


# ---------------------------------------------------------------- keys
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def _k(fn):
    def g(rng):
        v = fn(rng)
        return v, "none", v
    return g


def _b64url(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def jwt(rng):
    head = _b64url('{"alg":"HS256","typ":"JWT"}')
    body = _b64url('{"sub":"%s","name":"%s","iat":%d}' % (rd(rng, 8), rng.choice(["Adaeze Okafor", "Tamar Vardanyan", "Sione Latu"]), 1760000000 + rng.randint(0, 9999999)))
    return head + "." + body + "." + rd(rng, 43, B64URL), "none", ""


def pem(rng):
    lines = [rd(rng, 64, B64) for _ in range(4)] + [rd(rng, 40, B64) + "=="]
    v = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    return v, "none", v


KEY_GENS = {
    "aws_akid": _k(lambda r: "AKIA" + rd(r, 16, UP + "234567")),
    "aws_secret": _k(lambda r: rd(r, 40, string.ascii_letters + string.digits + "/+")),
    "gh_pat": _k(lambda r: "ghp_" + rd(r, 36, ALNUM)),
    "gh_fine": _k(lambda r: "github_pat_11" + rd(r, 20, UP + DIG) + "_" + rd(r, 59, ALNUM)),
    "slack_bot": _k(lambda r: "xoxb-" + rd(r, 12) + "-" + rd(r, 13) + "-" + rd(r, 24, ALNUM)),
    "stripe_live": _k(lambda r: "sk_live_" + rd(r, 24, ALNUM)),
    "google_api": _k(lambda r: "AIza" + rd(r, 35, ALNUM + "-_")),
    "openai": _k(lambda r: "sk-proj-" + rd(r, 48, ALNUM + "-_")),
    "anthropic": _k(lambda r: "sk-ant-api03-" + rd(r, 86, ALNUM + "-_") + "-" + rd(r, 6, ALNUM) + "AA"),
    "gitlab": _k(lambda r: "glpat-" + rd(r, 20, ALNUM + "-_")),
    "npm": _k(lambda r: "npm_" + rd(r, 36, ALNUM)),
    "sendgrid": _k(lambda r: "SG." + rd(r, 22, ALNUM + "-_") + "." + rd(r, 43, ALNUM + "-_")),
    "telegram": _k(lambda r: rd(r, 10) + ":AA" + rd(r, 33, ALNUM + "-_")),
    "hf": _k(lambda r: "hf_" + rd(r, 34, string.ascii_letters)),
    "twilio": _k(lambda r: "SK" + rd(r, 32, HEX)),
    "shopify": _k(lambda r: "shpat_" + rd(r, 32, HEX)),
    "do_token": _k(lambda r: "dop_v1_" + rd(r, 64, HEX)),
    "mailgun": _k(lambda r: "key-" + rd(r, 32, HEX)),
    "databricks": _k(lambda r: "dapi" + rd(r, 32, HEX)),
    "azure_key": _k(lambda r: rd(r, 86, B64) + "=="),
    "jwt": jwt,
    "pem": pem,
}

# ---------------------------------------------------------------- registry
GENS = {}
GENS.update({k: _phone(p) for k, p in PHONE_PATTERNS.items()})
GENS.update(SEP_GENS)
GENS.update(CN_GENS)
GENS.update(CARD_GENS)
GENS.update(IBAN_GENS)
GENS.update(KEY_GENS)
GENS.update({
    "nonluhn16": nonluhn16,
    "cnid": cnid, "cnid_x": cnid_x, "cnid_spaced": cnid_spaced,
    "cpf": cpf, "dni": dni, "bsn": bsn, "pnr_se": pnr_se, "pesel": pesel,
    "aadhaar": aadhaar, "hetu": hetu, "tckn": tckn, "zaid": zaid, "rut": rut,
    "benn": benn, "nofnr": nofnr, "isbn13": isbn13,
    "pass_us": pass_us, "pass_in": pass_in, "pass_jp": pass_jp, "pass_cn": pass_cn,
    "pass_ng": pass_ng,
    "pw_random": pw_random, "pw_words": pw_words, "pw_leet": pw_leet,
    "pw_worddigits": pw_worddigits, "pw_pinyin": pw_pinyin, "pw_phrase": pw_phrase,
    "pw_wifi": pw_wifi, "pin": pin, "pin6": pin6, "pin_spaced": pin_spaced,
    "pin_words_en": _pin_words("en"), "pin_words_sw": _pin_words("sw"),
    "pin_words_es": _pin_words("es"), "pw_nato": pw_nato, "otp6": otp6,
    "backup_codes": backup_codes, "seed12": seed12, "digicode": digicode,
})
