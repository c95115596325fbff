"""Value generators and text transforms for heldout-v40.

Every value is random and fake: phones use fiction ranges where they are commonly
listed (US/CA 555-01xx, UK 07700 900xxx / 020 7946 0xxx, AU 0491 57x xxx /
(02) 5550 xxxx, FR 06 39 98 xx xx / 01 99 00 xx xx), other countries are random
digits in a realistic national shape. Cards are Luhn-valid (or deliberately
not, for the *_bad kinds), IDs and IBANs carry correct check digits (or a
deliberately wrong one for cnid:bad), keys are random strings in the public
format of each provider. Standard library only.
"""
import base64
import codecs
import hashlib
import json
import re
import string
import unicodedata
import urllib.parse

DIG = string.digits
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"


def rd(rng, n, alphabet=DIG):
    return "".join(rng.choice(alphabet) for _ in range(n))


# --------------------------------------------------------------------------- Luhn
def luhn_digit(partial):
    s = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


# --------------------------------------------------------------------------- cards
CARD_BRANDS = {
    "visa": (["4"], 16, (4, 4, 4, 4)),
    "mc": (["51", "52", "53", "54", "55"], 16, (4, 4, 4, 4)),
    "mc2": ([str(x) for x in range(2221, 2721)], 16, (4, 4, 4, 4)),
    "amex": (["34", "37"], 15, (4, 6, 5)),
    "discover": (["6011", "644", "65"], 16, (4, 4, 4, 4)),
    "jcb": ([str(x) for x in range(3528, 3590)], 16, (4, 4, 4, 4)),
    "unionpay": (["62"], 16, (4, 4, 4, 4)),
    "unionpay19": (["62"], 19, (4, 4, 4, 4, 3)),
    "mir": (["2200", "2201", "2202", "2203", "2204"], 16, (4, 4, 4, 4)),
    "diners": (["36"], 14, (4, 6, 4)),
    "maestro": (["6759", "5018", "5020"], 16, (4, 4, 4, 4)),
    "troy": (["9792"], 16, (4, 4, 4, 4)),
    "rupay": (["6521", "6522", "6070", "5085"], 16, (4, 4, 4, 4)),
    "elo": (["636368", "438935", "504175", "451416", "636297"], 16, (4, 4, 4, 4)),
}


def group(s, groups, sep=" "):
    out, i = [], 0
    for g in groups:
        out.append(s[i:i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def card(rng, brand, good=True):
    pre, n, _ = CARD_BRANDS[brand]
    p = rng.choice(pre)
    body = p + rd(rng, n - 1 - len(p))
    full = body + luhn_digit(body)
    if not good:
        full = full[:-1] + str((int(full[-1]) + rng.randint(1, 9)) % 10)
    return full


# --------------------------------------------------------------------------- phones
# code: (country calling code, national pattern, trunk prefix)
# pattern: x = any digit, N = 2-9, {a|b} = choice; spaces/hyphens are the usual grouping
PHONES = {
    "us": ("1", "{212|312|415|503|617|702|808|919|206|305} 555 01xx", "1"),
    "ca": ("1", "{416|604|514|613|403} 555 01xx", "1"),
    "gb": ("44", "7700 900xxx", "0"),
    "gbl": ("44", "20 7946 0xxx", "0"),
    "au": ("61", "491 57x xxx", "0"),
    "aul": ("61", "2 5550 xxxx", "0"),
    "fr": ("33", "6 39 98 xx xx", "0"),
    "frl": ("33", "1 99 00 xx xx", "0"),
    "de": ("49", "1{51|52|57|59|60|62|63|70|71|72|73|74|75|76|77|78|79} xxxx xxxx", "0"),
    "del": ("49", "{30|40|89|221|69|711} xxxxxxx", "0"),
    "at": ("43", "6{50|60|64|76|99} xxx xxxx", "0"),
    "ch": ("41", "7{6|7|8|9} xxx xx xx", "0"),
    "es": ("34", "6xx xxx xxx", ""),
    "esl": ("34", "9{1|3|5|6} xxx xx xx", ""),
    "it": ("39", "3{20|28|33|35|38|40|47|49} xxx xxxx", ""),
    "pt": ("351", "9{1|2|3|6}x xxx xxx", ""),
    "br": ("55", "{11|21|31|41|51|61|71|81} 9xxxx-xxxx", "0"),
    "mx": ("52", "{55|33|81} xxxx xxxx", ""),
    "ar": ("54", "9 11 xxxx-xxxx", ""),
    "co": ("57", "3{00|01|10|11|12|13|15|16|17|18|20|21|50} xxx xxxx", ""),
    "cl": ("56", "9 xxxx xxxx", ""),
    "pe": ("51", "9xx xxx xxx", ""),
    "bo": ("591", "{6|7}xxx xxxx", ""),
    "py": ("595", "9{61|71|81|82|83|84|85} xxx xxx", "0"),
    "ht": ("509", "{3|4}x xx xxxx", ""),
    "in": ("91", "{9|8|7}xxxx xxxxx", "0"),
    "jp": ("81", "{90|80|70}-xxxx-xxxx", "0"),
    "jpl": ("81", "3-xxxx-xxxx", "0"),
    "kr": ("82", "10-xxxx-xxxx", "0"),
    "cn": ("86", "1{39|38|37|36|35|50|58|86|87|88|77|76|99|91} xxxx xxxx", ""),
    "cnl": ("86", "10 xxxx xxxx", "0"),
    "tw": ("886", "9xx xxx xxx", "0"),
    "hk": ("852", "{5|6|9}xxx xxxx", ""),
    "ru": ("7", "9xx xxx-xx-xx", "8"),
    "kz": ("7", "7{01|02|05|07|08|47|75|76|77|78} xxx xx xx", "8"),
    "by": ("375", "{29|33|44} xxx-xx-xx", "80"),
    "ua": ("380", "{50|63|66|67|68|73|93|95|96|97|98|99} xxx xx xx", "0"),
    "tr": ("90", "5{30|32|33|42|44|05|06|07|52|55} xxx xx xx", "0"),
    "sa": ("966", "5x xxx xxxx", "0"),
    "ae": ("971", "5{0|2|4|5|6|8} xxx xxxx", "0"),
    "eg": ("20", "1{0|1|2|5} xxxx xxxx", "0"),
    "ma": ("212", "6xx-xxxxxx", "0"),
    "dz": ("213", "{5|6|7}xx xx xx xx", "0"),
    "iq": ("964", "7{50|70|80|90} xxx xxxx", "0"),
    "ng": ("234", "{803|806|813|816|703|706|805|807|815|905} xxx xxxx", "0"),
    "gh": ("233", "{20|24|26|27|50|54|55|59} xxx xxxx", "0"),
    "ke": ("254", "7xx xxx xxx", "0"),
    "tz": ("255", "7{1|5|6|7|8}x xxx xxx", "0"),
    "ug": ("256", "7{0|5|7|8}x xxx xxx", "0"),
    "rw": ("250", "7{2|3|8}x xxx xxx", "0"),
    "et": ("251", "9x xxx xxxx", "0"),
    "so": ("252", "6{1|3|5|8} xxx xxxx", "0"),
    "sn": ("221", "7{0|6|7|8} xxx xx xx", ""),
    "cd": ("243", "{81|82|84|85|89|97|99} xxx xxxx", "0"),
    "za": ("27", "{82|83|84|72|73|71|76|79} xxx xxxx", "0"),
    "zw": ("263", "7{1|3|7|8} xxx xxxx", "0"),
    "mw": ("265", "{88|99} xxx xxxx", "0"),
    "bw": ("267", "7{1|2|3|4|5|6|7} xxx xxx", ""),
    "ls": ("266", "{5|6}xxx xxxx", ""),
    "mg": ("261", "3{2|3|4|8} xx xxx xx", "0"),
    "id": ("62", "8{11|12|13|21|22|52|53|57|77|78|95|96}-xxxx-xxxx", "0"),
    "ph": ("63", "9{17|18|27|28|39|45|55|66|77|98} xxx xxxx", "0"),
    "vn": ("84", "{90|91|93|94|96|97|98|86|88|32|33|34|35|36|37|38|39} xxx xx xx", "0"),
    "th": ("66", "{8|9|6}x xxx xxxx", "0"),
    "my": ("60", "1{2|3|6|7|9}-xxx xxxx", "0"),
    "sg": ("65", "{8|9}xxx xxxx", ""),
    "mm": ("95", "9 {4|7|9}xx xxx xxx", "0"),
    "kh": ("855", "{12|15|16|17|69|70|77|78|85|89|92|93|95|96|97|98} xxx xxx", "0"),
    "la": ("856", "20 {2|5|7|9}x xxx xxx", "0"),
    "np": ("977", "98{0|1|4|5|6}-xxxxxxx", ""),
    "lk": ("94", "7{0|1|2|5|6|7|8} xxx xxxx", "0"),
    "bd": ("880", "1{3|5|6|7|8|9}xx-xxxxxx", "0"),
    "pk": ("92", "3{00|01|03|11|21|33|45} xxxxxxx", "0"),
    "af": ("93", "7{0|2|8|9} xxx xxxx", "0"),
    "ir": ("98", "9{12|13|19|35|36|01|02|21} xxx xxxx", "0"),
    "mn": ("976", "{88|99|95|91}xx xxxx", ""),
    "ge": ("995", "5{55|57|58|68|91|93|95|98} xx xx xx", "0"),
    "am": ("374", "{77|91|93|94|95|96|98|99} xxx xxx", "0"),
    "az": ("994", "{50|51|55|70|77} xxx xx xx", "0"),
    "uz": ("998", "{90|91|93|94|97|99} xxx xx xx", ""),
    "kg": ("996", "{55|70|77|99}x xxx xxx", "0"),
    "tj": ("992", "{90|91|92|93|98} xxx xxxx", ""),
    "is": ("354", "{6|7|8}xx xxxx", ""),
    "ie": ("353", "8{3|5|6|7|9} xxx xxxx", "0"),
    "nl": ("31", "6 xxxx xxxx", "0"),
    "be": ("32", "4{70|71|72|73|74|75|76|77|78|79|84|85|86|87|88|89|90|91|92|93|94|95|96|97|98|99} xx xx xx", "0"),
    "lu": ("352", "6{21|28|61|91} xxx xxx", ""),
    "se": ("46", "7{0|2|3|6|9}-xxx xx xx", "0"),
    "no": ("47", "{4|9}xx xx xxx", ""),
    "dk": ("45", "Nx xx xx xx", ""),
    "fi": ("358", "4{0|1|4|5|6|9} xxx xxxx", "0"),
    "ee": ("372", "5xxx xxxx", ""),
    "lv": ("371", "2x xxx xxx", ""),
    "lt": ("370", "6xx xxxxx", "8"),
    "pl": ("48", "{5|6|7|8}xx xxx xxx", ""),
    "cz": ("420", "{6|7}xx xxx xxx", ""),
    "sk": ("421", "9{01|02|03|04|05|06|07|08|10|11|14|15|17|40|44|48|49} xxx xxx", "0"),
    "hu": ("36", "{20|30|70} xxx xxxx", "06"),
    "ro": ("40", "7{2|3|4|5|6|8}x xxx xxx", "0"),
    "bg": ("359", "8{7|8|9} xxx xxxx", "0"),
    "rs": ("381", "6x xxx xxxx", "0"),
    "hr": ("385", "9{1|2|5|7|8} xxx xxxx", "0"),
    "si": ("386", "{30|31|40|41|51|64|68|70} xxx xxx", "0"),
    "ba": ("387", "6{1|2|3|5|6} xxx xxx", "0"),
    "mk": ("389", "7{0|1|2|5|6|7|8} xxx xxx", "0"),
    "al": ("355", "6{7|8|9} xxx xxxx", "0"),
    "gr": ("30", "69{4|7|8|9} xxx xxxx", ""),
    "cy": ("357", "9{6|7|9} xxxxxx", ""),
    "mt": ("356", "{79|99} xx xx xx", ""),
    "il": ("972", "5{0|2|3|4|8}-xxx-xxxx", "0"),
    "nz": ("64", "2{1|2|7} xxx xxxx", "0"),
    "fj": ("679", "{7|9}xx xxxx", ""),
    "ws": ("685", "7x xxxxx", ""),
    "to": ("676", "{7|8}7x xxxx", ""),
    "pg": ("675", "7xxx xxxx", ""),
}

PHONE_SEPS = {
    "slash": "/", "underscore": "_", "comma": ",", "middot": "·", "wave": "～",
    "spdash": " - ", "dots": ".", "nbsp": "\u00a0", "nbhyphen": "\u2011", "endash": "\u2013",
    "tilde": "~", "bullet": "•", "pipe": "|", "semicolon": ";", "colon": ":", "plus": "+",
    "doublespace": "  ", "none": "",
}

DIGIT_SCRIPTS = {
    "arab": 0x0660, "fa": 0x06F0, "deva": 0x0966, "beng": 0x09E6, "guru": 0x0A66,
    "guj": 0x0AE6, "odia": 0x0B66, "tamil": 0x0BE6, "telugu": 0x0C66, "kannada": 0x0CE6,
    "mlym": 0x0D66, "thai": 0x0E50, "lao": 0x0ED0, "tib": 0x0F20, "mym": 0x1040,
    "khmer": 0x17E0, "mong": 0x1810, "fw": 0xFF10, "mathbold": 0x1D7CE, "nko": 0x07C0,
}
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"

DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "hu": "nulla egy kettő három négy öt hat hét nyolc kilenc",
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
}


def expand_pattern(rng, pat):
    pat = re.sub(r"\{([^}]*)\}", lambda m: rng.choice(m.group(1).split("|")), pat)
    out = []
    for ch in pat:
        if ch == "x":
            out.append(rng.choice(DIG))
        elif ch == "N":
            out.append(rng.choice("23456789"))
        else:
            out.append(ch)
    return "".join(out)


def to_script(s, script):
    if script == "circled":
        return "".join(CIRCLED[int(c)] if c.isdigit() and c.isascii() else c for c in s)
    if script == "keycap":
        return "".join(c + "\ufe0f\u20e3" if c.isdigit() and c.isascii() else c for c in s)
    base = DIGIT_SCRIPTS[script]
    out = "".join(chr(base + int(c)) if c.isdigit() and c.isascii() else c for c in s)
    if script == "fw":
        out = out.replace("+", "＋").replace("-", "－").replace(" ", "\u3000")
    return out


def spell_digits(s, lang, joiner=" "):
    words = DIGIT_WORDS[lang].split()
    out = [words[int(c)] if c.isdigit() else c for c in s if c.isdigit() or c == "+"]
    return joiner.join(out).replace("+ ", "+")


def phone(rng, code, mods=()):
    """Return (canonical '+<cc><nsn>', rendered)."""
    cc, pat, trunk = PHONES[code]
    filled = expand_pattern(rng, pat)
    nsn = re.sub(r"\D", "", filled)
    canonical = "+" + cc + nsn
    mods = list(mods)
    base = "intl"
    for b in ("nat", "00", "paren", "intl", "bare"):
        if b in mods:
            base = b
    groups = [g for g in re.split(r"[ \-]+", filled) if g]
    if base == "nat":
        groups[0] = trunk + groups[0]
        head = None
        default = trunk + filled
    elif base == "bare":
        head = None
        default = filled
    else:
        head = {"intl": "+" + cc, "00": "00" + cc, "paren": "(+" + cc + ")"}[base]
        default = head + " " + filled
    sep = next((PHONE_SEPS[m] for m in mods if m in PHONE_SEPS), None)
    if sep is not None:
        parts = ([head] if head else []) + groups
        rendered = sep.join(parts)
    else:
        rendered = default
    if "lO" in mods:
        rendered = rendered.replace("1", "l").replace("0", "O")
    for m in mods:
        if m in DIGIT_SCRIPTS or m in ("circled", "keycap"):
            rendered = to_script(rendered, m)
        if m.startswith("words_"):
            rendered = spell_digits(rendered, m[6:], joiner=", " if "commawords" in mods else " ")
    return canonical, rendered


# Chinese-mobile renderings ---------------------------------------------------
CN_LOWER = "〇一二三四五六七八九"
CN_LING = "零一二三四五六七八九"
CN_UPPER = "零壹贰叁肆伍陆柒捌玖"
CN_UPPER_T = "零壹貳參肆伍陸柒捌玖"
CN_RADIO = "洞幺两三四五六拐八勾"
KO_SINO = "공일이삼사오육칠팔구"


CN_MOBILE_PREFIXES = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
                      "155", "156", "158", "159", "166", "173", "176", "177", "178", "180", "181", "182",
                      "183", "185", "186", "187", "188", "189", "191", "198", "199"]


def cn_mobile(rng):
    return rng.choice(CN_MOBILE_PREFIXES) + rd(rng, 8)


def render_cn(num, style, rng):
    styles = style.split(",")
    s = styles[0]
    if s == "lower":
        out = [CN_LOWER[int(c)] for c in num]
    elif s == "ling":
        out = [CN_LING[int(c)] for c in num]
    elif s == "upper":
        out = [CN_UPPER[int(c)] for c in num]
    elif s == "upper_t":
        out = [CN_UPPER_T[int(c)] for c in num]
    elif s == "yao":
        out = [("幺" if c == "1" else CN_LING[int(c)]) for c in num]
    elif s == "radio":
        out = [CN_RADIO[int(c)] for c in num]
    elif s == "mixed":
        out = []
        for i, c in enumerate(num):
            kind = rng.random()
            out.append(c if kind < 0.45 else (CN_LING[int(c)] if kind < 0.8 else CN_UPPER[int(c)]))
        if all(x.isdigit() for x in out):
            out[3] = CN_UPPER[int(num[3])]
    elif s == "mixed2":  # digits and lower-case numerals in blocks
        out = [c for c in num[:3]] + [CN_LOWER[int(c)] for c in num[3:7]] + [c for c in num[7:]]
    elif s == "kanji":
        out = [CN_LOWER[int(c)] for c in num]
    elif s == "hangul":
        out = [KO_SINO[int(c)] for c in num]
    elif s in DIGIT_SCRIPTS or s in ("circled", "keycap"):
        out = [to_script(c, s) for c in num]
    else:
        raise ValueError(style)
    if len(num) == 11:
        cuts = (3, 7)
    else:
        cuts = (3, 7)
    if "g" in styles or "gd" in styles or "no" in styles:
        sep = " " if "g" in styles else ("-" if "gd" in styles else "の")
        out = out[:cuts[0]] + [sep] + out[cuts[0]:cuts[1]] + [sep] + out[cuts[1]:]
    if "sp" in styles:
        return " ".join(out)
    return "".join(out)


# --------------------------------------------------------------------------- Chinese ID
CN_REGIONS = ["110101", "110105", "310104", "310115", "440305", "440106", "510107", "330106",
              "420106", "610113", "500103", "320102", "370202", "210102", "230103", "350203",
              "430104", "450103", "530102", "620102", "650102", "140105", "120101", "460105"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"


def cn_id_check(first17):
    return CN_MAP[sum(int(a) * b for a, b in zip(first17, CN_W)) % 11]


def cn_id(rng, good=True, want_x=None):
    while True:
        y = rng.randint(1958, 2006)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        body = rng.choice(CN_REGIONS) + "%04d%02d%02d" % (y, m, d) + rd(rng, 3)
        c = cn_id_check(body)
        if want_x is True and c != "X":
            continue
        if want_x is False and c == "X":
            continue
        break
    if good:
        return body + c
    wrong = rng.choice([ch for ch in "0123456789X" if ch != c and ch != "X"])
    return body + wrong


# --------------------------------------------------------------------------- IBAN
IBAN_FMT = {  # country: list of (count, type) n=digit a=upper c=alnum upper
    "DE": [(18, "n")], "GB": [(4, "a"), (14, "n")], "FR": [(10, "n"), (11, "n"), (2, "n")],
    "ES": [(20, "n")], "IT": [(1, "a"), (10, "n"), (12, "n")], "NL": [(4, "a"), (10, "n")],
    "BE": [(12, "n")], "PL": [(24, "n")], "PT": [(21, "n")], "AT": [(16, "n")],
    "CH": [(5, "n"), (12, "n")], "SA": [(2, "n"), (18, "n")], "AE": [(3, "n"), (16, "n")],
    "TR": [(5, "n"), (1, "0"), (16, "n")], "NO": [(11, "n")], "IE": [(4, "a"), (14, "n")],
    "GR": [(7, "n"), (16, "n")], "RO": [(4, "a"), (16, "n")], "SE": [(20, "n")],
    "DK": [(14, "n")], "FI": [(14, "n")], "HU": [(24, "n")], "CZ": [(20, "n")],
    "HR": [(17, "n")], "LT": [(16, "n")], "LV": [(4, "a"), (13, "n")], "EE": [(16, "n")],
    "SK": [(20, "n")], "SI": [(15, "n")], "BG": [(4, "a"), (6, "n"), (8, "n")],
    "IS": [(22, "n")], "LU": [(3, "n"), (13, "n")], "MT": [(4, "a"), (5, "n"), (18, "n")],
    "BR": [(23, "n"), (1, "a"), (1, "c")], "EG": [(25, "n")], "AZ": [(4, "a"), (20, "n")],
    "GE": [(2, "a"), (16, "n")], "UA": [(6, "n"), (19, "n")], "KZ": [(3, "n"), (13, "n")],
    "IL": [(19, "n")], "JO": [(4, "a"), (4, "n"), (18, "n")], "QA": [(4, "a"), (21, "n")],
}


def iban_digits(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(rng, cc):
    bban = ""
    for n, t in IBAN_FMT[cc]:
        if t == "n":
            bban += rd(rng, n)
        elif t == "a":
            bban += rd(rng, n, UPP)
        elif t == "c":
            bban += rd(rng, n, UPP + DIG)
        else:
            bban += t * n
    check = 98 - int(iban_digits(bban + cc + "00")) % 97
    return cc + "%02d" % check + bban


# --------------------------------------------------------------------------- national numbers
def _date(rng, y0=1950, y1=2004):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def cpf(rng):
    while True:
        n = [int(c) for c in rd(rng, 9)]
        if len(set(n)) > 1:
            break
    for k in (10, 11):
        s = sum(d * w for d, w in zip(n, range(k, 1, -1)))
        r = (s * 10) % 11
        n.append(0 if r == 10 else r)
    s = "".join(map(str, n))
    return s, "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def dni(rng):
    n = rng.randint(10000000, 99999999)
    s = "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
    return s, s


def bsn(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        d[0] = rng.randint(1, 9)
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            n = "".join(map(str, d)) + str(last)
            return n, n


def pnr_se(rng):
    y, m, d = _date(rng)
    body = "%02d%02d%02d%s" % (y % 100, m, d, rd(rng, 3))
    full = body + luhn_digit(body)
    return full, "%04d%02d%02d-%s" % (y, m, d, full[6:])


def pesel(rng):
    y, m, d = _date(rng, 1950, 2008)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%s" % (y % 100, mm, d, rd(rng, 4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c), body + str(c)


VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return str(VERH_INV[c])


def aadhaar(rng):
    body = rng.choice("23456789") + rd(rng, 10)
    n = body + verhoeff_digit(body)
    return n, "%s %s %s" % (n[:4], n[4:8], n[8:])


def hetu(rng):
    y, m, d = _date(rng, 1950, 2005)
    ind = "%03d" % rng.randint(2, 899)
    sign = "-" if y < 2000 else "A"
    num = int("%02d%02d%02d%s" % (d, m, y % 100, ind))
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31]
    s = "%02d%02d%02d%s%s%s" % (d, m, y % 100, sign, ind, c)
    return s, s


def nir(rng):
    sex = rng.choice("12")
    y, m, _ = _date(rng)
    dep = "%02d" % rng.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 76, 92, 93])
    body = sex + "%02d%02d" % (y % 100, m) + dep + rd(rng, 3) + rd(rng, 3)
    key = 97 - int(body) % 97
    full = body + "%02d" % key
    r = "%s %s %s %s %s %s %s" % (full[0], full[1:3], full[3:5], full[5:7], full[7:10], full[10:13], full[13:])
    return full, r


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    s = "".join(map(str, d))
    return s, s


def rut(rng):
    body = str(rng.randint(5000000, 25999999))
    s, w = 0, 2
    for ch in reversed(body):
        s += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else ("K" if r == 10 else str(r))
    b = "{:,}".format(int(body)).replace(",", ".")
    return body + dv, b + "-" + dv


def rrn(rng):
    y, m, d = _date(rng, 1950, 2005)
    g = rng.choice("12") if y < 2000 else rng.choice("34")
    body = "%02d%02d%02d%s%s" % (y % 100, m, d, g, rd(rng, 5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    full = body + str(c)
    return full, full[:6] + "-" + full[6:]


def hkid(rng):
    letter = rng.choice("ACDEHKPRVYZ")
    digits = rd(rng, 6)
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
    r = s % 11
    chk = "0" if r == 0 else ("A" if r == 1 else str(11 - r))
    return letter + digits + chk, "%s%s(%s)" % (letter, digits, chk)


def nric(rng):
    pre = rng.choice("ST")
    digits = rd(rng, 7)
    s = sum(int(c) * w for c, w in zip(digits, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre == "T" else 0)
    chk = "JZIHGFEDCBA"[s % 11]
    v = pre + digits + chk
    return v, v


TW_LETTERS = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34,
              "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25,
              "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}


def twid(rng):
    L = rng.choice("ABDEFHJKMNPQRSTU")
    v = TW_LETTERS[L]
    body = rng.choice("12") + rd(rng, 7)
    s = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    chk = (10 - s % 10) % 10
    x = L + body + str(chk)
    return x, x


def ilid(rng):
    body = rd(rng, 8)
    full = body + luhn_digit(body)
    return full, full


def zaid(rng):
    y, m, d = _date(rng, 1955, 2004)
    body = "%02d%02d%02d%s%s%s" % (y % 100, m, d, rd(rng, 4), "0", rng.choice("89"))
    full = body + luhn_digit(body)
    return full, full


def fnr_no(rng):
    while True:
        y, m, d = _date(rng, 1950, 1999)
        ind = "%03d" % rng.randint(0, 499)
        b = [int(c) for c in "%02d%02d%02d%s" % (d, m, y % 100, ind)]
        k1 = 11 - sum(x * w for x, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b.append(k1)
        k2 = 11 - sum(x * w for x, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        b.append(k2)
        s = "".join(map(str, b))
        return s, s[:6] + " " + s[6:]


def isikukood(rng):
    y, m, d = _date(rng, 1950, 2005)
    g = (rng.choice("34") if y < 2000 else rng.choice("56"))
    body = "%s%02d%02d%02d%s" % (g, y % 100, m, d, rd(rng, 3))
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    r = sum(int(a) * b for a, b in zip(body, w1)) % 11
    if r == 10:
        r = sum(int(a) * b for a, b in zip(body, w2)) % 11
        if r == 10:
            r = 0
    return body + str(r), body + str(r)


def mynumber(rng):
    body = rd(rng, 11)
    p = [int(c) for c in reversed(body)]
    s = sum(pn * (n + 1 if n <= 6 else n - 5) for n, pn in enumerate(p, start=1))
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    full = body + str(c)
    return full, "%s %s %s" % (full[:4], full[4:8], full[8:])


def ssn(rng):
    a = rng.randint(1, 665)
    while a == 666:
        a = rng.randint(1, 665)
    s = "%03d%02d%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))
    return s, "%s-%s-%s" % (s[:3], s[3:5], s[5:])


def cpr_dk(rng):
    y, m, d = _date(rng, 1950, 1999)
    s = "%02d%02d%02d%s" % (d, m, y % 100, rd(rng, 4))
    return s, s[:6] + "-" + s[6:]


NATIONAL = {"cpf": cpf, "dni": dni, "bsn": bsn, "pnr": pnr_se, "pesel": pesel, "aadhaar": aadhaar,
            "hetu": hetu, "nir": nir, "tckn": tckn, "rut": rut, "rrn": rrn, "hkid": hkid,
            "nric": nric, "twid": twid, "ilid": ilid, "zaid": zaid, "fnr": fnr_no,
            "isikukood": isikukood, "mynumber": mynumber, "ssn": ssn, "cpr": cpr_dk}


# --------------------------------------------------------------------------- passports / postcodes
def passport(rng, cc):
    if cc == "us":
        return rd(rng, 9)
    if cc == "gb":
        return rd(rng, 9)
    if cc == "de":
        return rng.choice("CFGHJK") + rd(rng, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    if cc == "fr":
        return rd(rng, 2) + rd(rng, 2, UPP) + rd(rng, 5)
    if cc == "in":
        return rng.choice("JKLMNPRSTUVWZ") + rd(rng, 7)
    if cc == "cn":
        return "E" + rd(rng, 8)
    if cc == "jp":
        return rng.choice(["TK", "TR", "TZ", "MU", "MZ"]) + rd(rng, 7)
    if cc == "br":
        return rd(rng, 2, UPP) + rd(rng, 6)
    if cc == "ru":
        return "%s %s" % (rd(rng, 2), rd(rng, 7))
    if cc == "kr":
        return "M" + rd(rng, 8)
    if cc == "ng":
        return "A" + rd(rng, 8)
    if cc == "mx":
        return "G" + rd(rng, 8)
    if cc == "ph":
        return "P" + rd(rng, 7) + rng.choice(UPP)
    if cc == "it":
        return rd(rng, 2, UPP) + rd(rng, 7)
    if cc == "ua":
        return rd(rng, 2, UPP) + rd(rng, 6)
    raise ValueError(cc)


def postcode(rng, cc):
    if "_" in cc:  # country_prefix: keep the area of a named city
        cc, pre = cc.split("_", 1)
        if cc in ("de", "fr", "it", "es"):
            return pre + rd(rng, 5 - len(pre))
        if cc in ("cn", "ru", "in"):
            return pre + rd(rng, 6 - len(pre))
        if cc == "nl":
            return pre + rd(rng, 4 - len(pre)) + " " + rd(rng, 2, "ABCDEGHJKLMNPRSTVWXZ")
        if cc == "jp":
            d = pre + rd(rng, 7 - len(pre))
            return d[:3] + "-" + d[3:]
        if cc == "gb":
            return pre + str(rng.randint(1, 20)) + " " + str(rng.randint(1, 9)) + rd(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
        raise ValueError(cc)
    f = {
        "de": lambda: rd(rng, 5), "fr": lambda: rng.choice(["13", "31", "33", "44", "69", "75"]) + rd(rng, 3),
        "nl": lambda: str(rng.randint(1000, 9999)) + " " + rd(rng, 2, "ABCDEGHJKLMNPRSTVWXZ"),
        "gb": lambda: rng.choice(["LS", "M", "B", "EH", "BS", "CF"]) + str(rng.randint(1, 20)) + " " + str(rng.randint(1, 9)) + rd(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"),
        "jp": lambda: rd(rng, 3) + "-" + rd(rng, 4), "br": lambda: rd(rng, 5) + "-" + rd(rng, 3),
        "ca": lambda: rng.choice("KLMNPT") + rng.choice(DIG) + rng.choice("ABCEGHJ") + " " + rng.choice(DIG) + rng.choice("ABCEGHJ") + rng.choice(DIG),
        "in": lambda: rng.choice("1245678") + rd(rng, 5), "pl": lambda: rd(rng, 2) + "-" + rd(rng, 3),
        "se": lambda: rd(rng, 3) + " " + rd(rng, 2), "us": lambda: rd(rng, 5), "it": lambda: rd(rng, 5),
        "es": lambda: rng.choice(["08", "28", "41", "46", "29"]) + rd(rng, 3), "kr": lambda: rd(rng, 5),
        "cn": lambda: rng.choice(["100", "200", "510", "610", "310"]) + rd(rng, 3), "ru": lambda: rd(rng, 6),
        "tr": lambda: rd(rng, 5), "pt": lambda: rd(rng, 4) + "-" + rd(rng, 3), "cz": lambda: rd(rng, 3) + " " + rd(rng, 2),
        "at": lambda: rng.choice("123456789") + rd(rng, 3), "dk": lambda: rng.choice("123456789") + rd(rng, 3),
        "ie": lambda: rng.choice(["D02", "D04", "D08", "T12", "H91"]) + " " + rd(rng, 4, "ACDEFHKNPRTVWXY0123456789"),
        "au": lambda: rng.choice("234567") + rd(rng, 3), "mx": lambda: rd(rng, 5), "gr": lambda: rd(rng, 3) + " " + rd(rng, 2),
        "ke": lambda: rd(rng, 5), "hu": lambda: rng.choice("123456789") + rd(rng, 3), "ro": lambda: rd(rng, 6),
        "fi": lambda: rd(rng, 5), "no": lambda: rd(rng, 4), "be": lambda: rng.choice("123456789") + rd(rng, 3),
        "ar": lambda: rng.choice(UPP) + rd(rng, 4) + rd(rng, 3, UPP), "vn": lambda: rd(rng, 6), "id": lambda: rd(rng, 5),
        "ua": lambda: rd(rng, 5),
    }
    return f[cc]()


# --------------------------------------------------------------------------- passwords / PINs
WORDS_EN = ("harbor maple cobalt lantern pickle orbit velvet thistle gravel walrus juniper saffron "
            "copper meadow ember falcon quartz tundra biscuit sparrow nectar pylon marble cactus").split()
WORDS = {
    "en": WORDS_EN,
    "de": "Kiesel Hummel Laterne Zwieback Brombeere Leuchtturm Maulwurf Kupfer Wolke Heuboden Nebel Igel".split(),
    "es": "tortuga limonero brasero cometa girasol alcazaba pimiento lechuza torrija almendra farol".split(),
    "fr": "bruine citrouille marmotte falaise caramel hirondelle brioche lavande gouttiere".split(),
    "pt": "jabuticaba caramujo goiabada varanda pipoca tamanduá jangada cajueiro".split(),
    "it": "gelsomino pozzanghera ciliegia lucertola ombrello castagna girandola".split(),
    "nl": "stroopwafel regenjas knikker duinpan eekhoorn vuurtoren".split(),
    "fi": "mustikka revontuli saunakivi lumikko pulla kanootti jäkälä".split(),
    "sv": "blåbär kanelbulle fyrtorn myrstack vassrugg älgko".split(),
    "pl": "pierogi wiewiórka kasztan latarnia bursztyn sikorka".split(),
    "tr": "simit martı lale boğaz fındık kestane".split(),
    "sw": "embe kobe mvua jabali simba pwani".split(),
    "id": "rambutan kecapi layangan angklung cendrawasih".split(),
}
PINYIN = "wo ai ni hao xiao ming hua long tian yu xue mei li zhang wang chen lin feng".split()
KO2EN = ["dkssud", "tkfkd", "gksrmf", "dnfl", "qkqh", "wjdgns", "ahfmrp", "zjvl"]
SYMS = "!#$%&*+-=?@^_~"
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
SEED_WORDS = ("absorb canvas decade elbow fringe gallery hazard island jungle kettle lobster mirror "
              "noodle oyster pepper quiz rhythm salmon ticket umbrella vessel wagon yellow zebra "
              "anchor bridge cradle donkey eagle frost glove hover insect jacket").split()


def pin(rng, n):
    while True:
        d = rng.sample(range(10), n)
        if all(abs(a - b) != 1 for a, b in zip(d, d[1:])) and d[0] != 0:
            return "".join(map(str, d))


def password(rng, kind):
    lang = "en"
    if "_" in kind:
        kind, lang = kind.split("_", 1)
    if kind == "mixed":
        while True:
            s = rd(rng, rng.randint(12, 16), ALNUM + SYMS)
            if (any(c in LOW for c in s) and any(c in UPP for c in s) and any(c in DIG for c in s)
                    and any(c in SYMS for c in s)):
                return s
    if kind == "words":
        w = WORDS[lang]
        a, b = rng.sample(w, 2)
        return a.capitalize() + rng.choice(SYMS) + b.capitalize() + rd(rng, rng.randint(2, 4))
    if kind == "leet":
        w = rng.choice(WORDS[lang])
        return "".join(LEET.get(c, c) for c in w.capitalize()) + rd(rng, 2) + rng.choice(SYMS)
    if kind == "pinyin":
        return "".join(rng.sample(PINYIN, 3)) + rd(rng, rng.randint(4, 6))
    if kind == "phrase":
        return "-".join(rng.sample(WORDS[lang], 4)).lower()
    if kind == "phrasesp":
        return " ".join(rng.sample(WORDS[lang], 4)).lower()
    if kind == "wifi":
        return rd(rng, rng.randint(10, 14), ALNUM)
    if kind == "wordsdigits":
        return rng.choice(WORDS[lang]).capitalize() + str(rng.randint(1961, 2019))
    if kind == "ko2en":
        return rng.choice(KO2EN) + rd(rng, 4) + rng.choice(SYMS)
    if kind == "hexish":
        return rd(rng, 20, HEXL)
    raise ValueError(kind)


NATO = dict(zip(LOW, ("Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November "
                      "Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu").split()))
NATO_DIG = "Zero One Two Three Four Five Six Seven Eight Nine".split()


def nato(rng):
    pw = rd(rng, 3, LOW) + rd(rng, 1, UPP) + rd(rng, 3)
    words = []
    for c in pw:
        if c.isdigit():
            words.append(NATO_DIG[int(c)])
        elif c.isupper():
            words.append("capital " + NATO[c.lower()])
        else:
            words.append(NATO[c])
    return pw, " ".join(words)


def backup_codes(rng, n=4):
    return "  ".join(rd(rng, 4) + "-" + rd(rng, 4) for _ in range(n))


# --------------------------------------------------------------------------- keys
def _b64(rng, nbytes):
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(nbytes))).decode()


def _b64url(rng, nbytes):
    return base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")


def _pem_body(rng, prefix, nbytes, width=64):
    body = prefix + _b64(rng, nbytes)
    body = body[: len(body) - len(body) % 4] if len(body) % 4 else body
    return "\n".join(body[i:i + width] for i in range(0, len(body), width))


def _uuid(rng):
    h = rd(rng, 32, HEXL)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def key(rng, kind):
    if kind == "stripe":
        return "sk_live_" + rd(rng, 24, ALNUM)
    if kind == "stripe_long":
        return "sk_live_51" + rd(rng, 97, ALNUM)
    if kind == "stripe_rk":
        return "rk_live_" + rd(rng, 24, ALNUM)
    if kind == "google":
        return "AIza" + rd(rng, 35, B64URL)
    if kind == "hf":
        return "hf_" + rd(rng, 34, string.ascii_letters)
    if kind == "glpat":
        return "glpat-" + rd(rng, 20, B64URL)
    if kind == "npm":
        return "npm_" + rd(rng, 36, ALNUM)
    if kind == "ghp":
        return "ghp_" + rd(rng, 36, ALNUM)
    if kind == "gho":
        return "gho_" + rd(rng, 36, ALNUM)
    if kind == "ghpat":
        return "github_pat_11" + rd(rng, 20, UPP + DIG) + "_" + rd(rng, 59, ALNUM)
    if kind == "xoxb":
        return "xoxb-%s-%s-%s" % (rd(rng, 12), rd(rng, 13), rd(rng, 24, ALNUM))
    if kind == "xoxp":
        return "xoxp-%s-%s-%s-%s" % (rd(rng, 12), rd(rng, 12), rd(rng, 13), rd(rng, 32, HEXL))
    if kind == "xapp":
        return "xapp-1-A%s-%s-%s" % (rd(rng, 10, UPP + DIG), rd(rng, 13), rd(rng, 64, HEXL))
    if kind == "aws_id":
        return "AKIA" + rd(rng, 16, UPP + "234567")
    if kind == "aws_tmp_id":
        return "ASIA" + rd(rng, 16, UPP + "234567")
    if kind == "aws_secret":
        return rd(rng, 40, B64)
    if kind == "jwt":
        hdr = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
        pl = {"sub": rd(rng, 8), "name": rng.choice(["ops", "svc-billing", "m.okafor", "lin"]),
              "iat": rng.randint(1760000000, 1790000000), "scope": "admin"}
        pb = base64.urlsafe_b64encode(json.dumps(pl, separators=(",", ":")).encode()).decode().rstrip("=")
        return hdr + "." + pb + "." + _b64url(rng, 32)
    if kind == "pem_rsa":
        return "-----BEGIN RSA PRIVATE KEY-----\n" + _pem_body(rng, "MIIEow", 330) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "pem_pkcs8":
        return "-----BEGIN PRIVATE KEY-----\n" + _pem_body(rng, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 300) + "\n-----END PRIVATE KEY-----"
    if kind == "pem_ec":
        return "-----BEGIN EC PRIVATE KEY-----\n" + _pem_body(rng, "MHcCAQEEI", 108) + "\n-----END EC PRIVATE KEY-----"
    if kind == "pem_openssh":
        return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + _pem_body(rng, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 270, 70)
                + "\n-----END OPENSSH PRIVATE KEY-----")
    if kind == "pgp_priv":
        body = _pem_body(rng, "lQOYBG", 360)
        return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + body + "\n=" + _b64(rng, 3)
                + "\n-----END PGP PRIVATE KEY BLOCK-----")
    if kind == "slack_hook":
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rd(rng, 8, UPP + DIG), rd(rng, 10, UPP + DIG), rd(rng, 24, ALNUM))
    if kind == "discord_hook":
        return "https://discord.com/api/webhooks/%s/%s" % (rd(rng, 19), rd(rng, 68, B64URL))
    if kind == "dingtalk_hook":
        return "https://oapi.dingtalk.com/robot/send?access_token=" + rd(rng, 64, HEXL)
    if kind == "wecom_hook":
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(rng)
    if kind == "feishu_hook":
        return "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(rng)
    if kind == "teams_hook":
        return "https://contoso7.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (_uuid(rng), _uuid(rng), rd(rng, 32, HEXL), _uuid(rng))
    if kind == "telegram":
        return "%s:AA%s" % (rd(rng, 10), rd(rng, 33, B64URL))
    if kind == "sendgrid":
        return "SG.%s.%s" % (rd(rng, 22, B64URL), rd(rng, 43, B64URL))
    if kind == "openai":
        return "sk-proj-" + rd(rng, 64, B64URL) + "T3BlbkFJ" + rd(rng, 64, B64URL)
    if kind == "anthropic":
        return "sk-ant-api03-" + rd(rng, 93, B64URL) + "AA"
    if kind == "aliyun_id":
        return "LTAI5t" + rd(rng, 18, ALNUM)
    if kind == "aliyun_secret":
        return rd(rng, 30, ALNUM)
    if kind == "tencent_id":
        return "AKID" + rd(rng, 32, ALNUM)
    if kind == "age":
        return "AGE-SECRET-KEY-1" + rd(rng, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper())
    if kind == "azure_conn":
        return ("DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net"
                % (rd(rng, 8, LOW + DIG), _b64(rng, 64)))
    if kind == "twilio_sid":
        return "AC" + rd(rng, 32, HEXL)
    if kind == "twilio_token":
        return rd(rng, 32, HEXL)
    if kind == "databricks":
        return "dapi" + rd(rng, 32, HEXL)
    if kind == "vault":
        return "hvs." + rd(rng, 24, ALNUM)
    if kind == "mailgun":
        return "key-" + rd(rng, 32, HEXL)
    if kind == "shopify":
        return "shpat_" + rd(rng, 32, HEXL)
    if kind == "doppler":
        return "dp.st.prd." + rd(rng, 40, ALNUM)
    if kind == "linear":
        return "lin_api_" + rd(rng, 40, ALNUM)
    if kind == "notion":
        return "ntn_" + rd(rng, 46, ALNUM)
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rd(rng, 60, B64URL)
    if kind == "sentry_dsn":
        return "https://%s@o%s.ingest.sentry.io/%s" % (rd(rng, 32, HEXL), rd(rng, 6), rd(rng, 7))
    if kind == "b64_stripe":
        return base64.b64encode(key(rng, "stripe").encode()).decode()
    if kind == "b64_awspair":
        return base64.b64encode(("%s:%s" % (key(rng, "aws_id"), key(rng, "aws_secret"))).encode()).decode()
    if kind == "hex_ghp":
        return key(rng, "ghp").encode().hex()
    if kind == "hex32":
        return rd(rng, 64, HEXL)
    if kind == "fernet":
        return base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode()
    if kind == "django":
        return rd(rng, 50, LOW + DIG + "!@#$%^&*(-_=+)")
    if kind == "gcp_sa":
        kid = rd(rng, 40, HEXL)
        pk = "-----BEGIN PRIVATE KEY-----\\n" + _b64(rng, 90) + "\\n-----END PRIVATE KEY-----\\n"
        return ('{"type": "service_account", "project_id": "billing-etl-%s", "private_key_id": "%s", '
                '"private_key": "%s", "client_email": "etl@billing-etl-%s.iam.gserviceaccount.com"}'
                % (rd(rng, 4), kid, pk, rd(rng, 4)))
    raise ValueError(kind)


# --------------------------------------------------------------------------- look-alike values
def order16(rng):
    while True:
        s = rng.choice("123456789") + rd(rng, 15)
        if not luhn_ok(s):
            return s


def isbn13(rng):
    body = rng.choice(["978", "979"]) + rd(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    body = "91" + rng.choice(CN_REGIONS) + rd(rng, 9, DIG + "ABCDEFGHJKLMNPQRTUWXY")
    s = sum(USCC_CHARS.index(c) * w for c, w in zip(body, USCC_W))
    c = (31 - s % 31) % 31
    return body + USCC_CHARS[c]


def ups(rng):
    return "1Z" + rd(rng, 6, UPP + DIG) + rd(rng, 2) + rd(rng, 8)


def pubssh(rng):
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rd(rng, 43, ALNUM + "+/")


def pubpem(rng):
    return "-----BEGIN PUBLIC KEY-----\n" + _pem_body(rng, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 150) + "\n-----END PUBLIC KEY-----"


def pk_live(rng):
    return "pk_live_" + rd(rng, 24, ALNUM)


def doc_ip(rng):
    return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 250))


SYL = "ka ri no ve lu ta mi so pe da zo fu hi ne ra ko yu be".split()


def local_part(rng, base=None):
    if base:
        return base + rng.choice(["", ".", "_"]) + rd(rng, rng.randint(2, 3)) if rng.random() < 0.7 else base + rd(rng, 2)
    a = "".join(rng.sample(SYL, 2))
    b = "".join(rng.sample(SYL, rng.randint(1, 2)))
    return a + rng.choice([".", "_", ""]) + b + (rd(rng, 2) if rng.random() < 0.5 else "")


# --------------------------------------------------------------------------- text transforms
CYR_H = {"a": "а", "c": "с", "e": "е", "i": "і", "j": "ј", "o": "о", "p": "р", "s": "ѕ", "x": "х",
         "y": "у", "h": "һ", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "I": "І", "J": "Ј",
         "K": "К", "M": "М", "O": "О", "P": "Р", "S": "Ѕ", "T": "Т", "X": "Х", "Y": "Ү"}
GREEK_H = {"A": "Α", "B": "Β", "E": "Ε", "Z": "Ζ", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν",
           "O": "Ο", "P": "Ρ", "T": "Τ", "Y": "Υ", "X": "Χ", "o": "ο", "v": "ν", "u": "υ", "i": "ι",
           "k": "κ", "p": "ρ", "a": "α", "y": "γ", "n": "η"}
LAT_FOR_CYR = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "А": "A",
               "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
               "Т": "T", "Х": "X", "і": "i"}
SMALLCAPS = dict(zip(LOW, "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡxʏᴢ"))
KO_L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
KO_V = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
KO_T = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ",
        "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
AR_NONJOIN = set("اأإآدذرزوؤةء")


def _kangxi_map():
    m = {}
    for cp in range(0x2F00, 0x2FD6):
        t = unicodedata.normalize("NFKC", chr(cp))
        if len(t) == 1 and t not in m:
            m[t] = chr(cp)
    return m


KANGXI = _kangxi_map()


def transform(rng, kind, text):
    if kind == "spaced":
        return " ".join(ch for ch in text)
    if kind == "dotted":
        return " ".join(".".join(w) for w in text.split())
    if kind == "midsep":
        return "·".join(ch for ch in text if ch != " ")
    if kind == "hyphsep":
        return "-".join(ch for ch in text if ch != " ")
    if kind == "slashsep":
        return "/".join(ch for ch in text if ch != " ")
    if kind == "cyr":
        return "".join(CYR_H[c] if c in CYR_H and rng.random() < 0.75 else c for c in text)
    if kind == "greek":
        return "".join(GREEK_H.get(c, c) for c in text)
    if kind == "latcyr":
        return "".join(LAT_FOR_CYR.get(c, c) for c in text)
    if kind == "kangxi":
        return "".join(KANGXI.get(c, c) for c in text)
    if kind == "fw":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in text)
    if kind == "zw":
        return "\u200b".join(text)
    if kind == "b64":
        return base64.b64encode(text.encode()).decode()
    if kind == "rot13":
        return codecs.encode(text, "rot13")
    if kind == "rev":
        return text[::-1]
    if kind == "leet":
        return "".join({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}.get(c, c) for c in text)
    if kind == "mathbold":
        out = []
        for c in text:
            if "A" <= c <= "Z":
                out.append(chr(0x1D400 + ord(c) - 65))
            elif "a" <= c <= "z":
                out.append(chr(0x1D41A + ord(c) - 97))
            else:
                out.append(c)
        return "".join(out)
    if kind == "circled":
        out = []
        for c in text:
            if "A" <= c <= "Z":
                out.append(chr(0x24B6 + ord(c) - 65))
            elif "a" <= c <= "z":
                out.append(chr(0x24D0 + ord(c) - 97))
            else:
                out.append(c)
        return "".join(out)
    if kind == "smallcaps":
        return "".join(SMALLCAPS.get(c, c) for c in text.lower())
    if kind == "jamo":
        out = []
        for c in text:
            o = ord(c) - 0xAC00
            if 0 <= o < 11172:
                out.append(KO_L[o // 588] + KO_V[(o % 588) // 28] + KO_T[o % 28])
            else:
                out.append(c)
        return "".join(out)
    if kind == "tatweel":
        out = []
        for i, c in enumerate(text):
            out.append(c)
            nxt = text[i + 1] if i + 1 < len(text) else " "
            if "\u0620" <= c <= "\u064a" and "\u0620" <= nxt <= "\u064a" and c not in AR_NONJOIN:
                out.append("\u0640")
        return "".join(out)
    if kind == "hex":
        return text.encode().hex()
    if kind == "urlenc":
        return urllib.parse.quote(text, safe="")
    if kind == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in text if ord(c) < 128)
    if kind == "dashsp":
        return " - ".join(text.split())
    raise ValueError(kind)


TRANSFORMS = {"spaced", "dotted", "midsep", "hyphsep", "slashsep", "cyr", "greek", "latcyr", "kangxi",
              "fw", "zw", "b64", "rot13", "rev", "leet", "mathbold", "circled", "smallcaps", "jamo",
              "tatweel", "hex", "urlenc", "tags", "dashsp"}


def sha(rng, n=64):
    return hashlib.sha256(str(rng.random()).encode()).hexdigest()[:n]


# --------------------------------------------------------------------------- extra small generators
def cnpj(rng):
    n = [int(c) for c in rd(rng, 8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(a * b for a, b in zip(n, w)) % 11
        n.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, n))
    return s, "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def track_br(rng):
    return rd(rng, 2, UPP) + rd(rng, 9) + "BR"


def fingerprint(rng):
    h = rd(rng, 40, "0123456789ABCDEF")
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


SURNAMES = {
    "es": ["Zubizarreta", "Olmedilla", "Carrasquedo", "Villaverde", "Echeandía"],
    "en": ["Featherstonehaugh", "Pendlebury", "Okonkwo-Barlow", "Ashcombe"],
    "pt": ["Albuquerque", "Vasconcelos", "Figueiredo", "Magalhães"],
    "de": ["Obermeier", "Wolkenstein", "Hufnagel", "Brückner"],
}


def surname(rng, lang):
    return rng.choice(SURNAMES[lang])


def combo(rng):
    return "-".join("%02d" % x for x in rng.sample(range(1, 40), 3))


def digicode(rng):
    return rng.choice([rng.choice("AB") + pin(rng, 4), pin(rng, 4) + rng.choice("AB")])


def otp(rng, n):
    return rd(rng, n)


def seed_phrase(rng, n=12):
    return " ".join(rng.sample(SEED_WORDS, n))


def email_styled(rng, style):
    local = local_part(rng)
    dom = rng.choice(["example.com", "example.net", "example.org", "mail.example.com", "post.example.net"])
    e = local + "@" + dom
    if style == "rev":
        r = e[::-1]
    elif style == "b64":
        r = base64.b64encode(e.encode()).decode()
    elif style == "html":
        r = e.replace("@", "&#64;").replace(".", "&#46;")
    elif style == "zw":
        r = e.replace("@", "\u200b@\u200b").replace(".", "\u200b.\u200b")
    elif style == "fwall":
        r = transform(rng, "fw", e)
    elif style == "spaced":
        r = " ".join(e)
    elif style == "plain":
        r = e
    else:
        raise ValueError(style)
    return e, r
