"""Fake value generators for devset v23 (standard library only).

Every value is random and fake. Where a format has a check digit, the digit is computed
so that the value is well-formed (Luhn, GB 11643, IBAN mod-97, CPF, PESEL, Verhoeff, ...).
Obfuscation encoders turn hand-written sentences into encoded strings.
"""
import base64
import codecs
import string
import urllib.parse

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
B62 = UP + LO + DG
B64URL = B62 + "-_"
B64 = B62 + "+/"
HEXL = "0123456789abcdef"

# ----------------------------------------------------------------- patterns
CLASSES = {"#": DG, "%": UP, "&": LO, "^": UP + DG, "~": B62, "$": HEXL, "!": B64URL, "+": B64}


def pattern(rng, pat):
    """'#' digit, '%' upper, '&' lower, '^' upper/digit, '~' base62, '$' hex,
    '!' base64url, '+' base64; a class char may be followed by {n}. Others literal."""
    out = []
    i = 0
    while i < len(pat):
        ch = pat[i]
        if ch in CLASSES:
            n = 1
            if i + 1 < len(pat) and pat[i + 1] == "{":
                j = pat.index("}", i)
                n = int(pat[i + 2:j])
                i = j
            out.extend(rng.choice(CLASSES[ch]) for _ in range(n))
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def phone(rng, pat):
    return "".join(rng.choice(DG) if c == "#" else c for c in pat)


SCRIPT_DIGITS = {
    "deva": "०१२३४५६७८९", "beng": "০১২৩৪৫৬৭৮৯", "orya": "୦୧୨୩୪୫୬୭୮୯",
    "mymr": "၀၁၂၃၄၅၆၇၈၉", "khmr": "០១២៣៤៥៦៧៨៩", "tibt": "༠༡༢༣༤༥༦༧༨༩",
    "arab": "٠١٢٣٤٥٦٧٨٩", "pers": "۰۱۲۳۴۵۶۷۸۹", "thai": "๐๑๒๓๔๕๖๗๘๙",
    "laoo": "໐໑໒໓໔໕໖໗໘໙", "fw": "０１２３４５６７８９", "mong": "᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙",
    "taml": "௦௧௨௩௪௫௬௭௮௯", "telu": "౦౧౨౩౪౫౬౭౮౯", "gujr": "૦૧૨૩૪૫૬૭૮૯",
    "guru": "੦੧੨੩੪੫੬੭੮੯", "knda": "೦೧೨೩೪೫೬೭೮೯", "mlym": "൦൧൨൩൪൫൬൭൮൯",
}


def to_script(s, script):
    digs = SCRIPT_DIGITS[script]
    return "".join(digs[int(c)] if c in DG else c for c in s)


CN_STYLES = {
    "lower": "零一二三四五六七八九",
    "lower_o": "〇一二三四五六七八九",
    "yao": "零幺二三四五六七八九",
    "upper_s": "零壹贰叁肆伍陆柒捌玖",
    "upper_t": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "trad_lower": "〇一二三四五六七八九",
    "ko": ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"],
}


def cn_numerals(rng, style, pat):
    """Return (spoken form, plain digit string)."""
    plain = phone(rng, pat)
    if style == "mixed":
        while True:
            out = [c if (c not in DG or rng.random() < 0.45) else CN_STYLES["lower"][int(c)] for c in plain]
            n_ar = sum(c in DG for c in out)
            n_cn = sum(c in CN_STYLES["lower"] for c in out)
            if n_ar >= 2 and n_cn >= 2:
                return "".join(out), plain
    if style == "ja":
        digs = CN_STYLES["lower_o"]
        return "の".join("".join(digs[int(c)] for c in g) for g in plain.split("-")), plain
    if style == "ko":
        digs = CN_STYLES["ko"]
        return "-".join("".join(digs[int(c)] for c in g) for g in plain.split("-")), plain
    if style == "spaced":
        digs = CN_STYLES["lower"]
        return " ".join(digs[int(c)] for c in plain if c in DG), plain
    digs = CN_STYLES[style]
    return "".join(digs[int(c)] if c in DG else c for c in plain), plain


# ----------------------------------------------------------------- Luhn cards
def luhn_digit(partial):
    total = 0
    for i, c in enumerate(reversed(partial)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def _rand_digits(rng, n):
    return "".join(rng.choice(DG) for _ in range(n))


CARD_SPECS = {
    "visa": (lambda r: "4", 16), "mc": (lambda r: str(r.randint(51, 55)), 16),
    "mc2": (lambda r: str(r.randint(2221, 2720)), 16),
    "amex": (lambda r: r.choice(["34", "37"]), 15),
    "discover": (lambda r: "6011", 16), "jcb": (lambda r: str(r.randint(3528, 3589)), 16),
    "mir": (lambda r: "220" + str(r.randint(0, 4)), 16),
    "unionpay": (lambda r: "62" + str(r.randint(2126, 2925)), 19),
    "troy": (lambda r: "9792", 16),
}


def card_digits(rng, kind):
    pre_f, length = CARD_SPECS[kind]
    pre = pre_f(rng)
    partial = pre + _rand_digits(rng, length - len(pre) - 1)
    return partial + luhn_digit(partial)


def card(rng, kind, sep=" "):
    d = card_digits(rng, kind)
    if sep == "raw":
        return d
    if kind == "amex":
        groups = [d[:4], d[4:10], d[10:]]
    elif len(d) == 19:
        groups = [d[:6], d[6:]]
    else:
        groups = [d[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(groups)


def nonluhn(rng, n=16):
    while True:
        d = str(rng.randint(1, 9)) + _rand_digits(rng, n - 1)
        if not luhn_ok(d):
            return d


# ----------------------------------------------------------------- Chinese resident ID
CN_AREAS = ["110105", "310104", "440305", "540102", "650102", "150102", "510107", "630104",
            "530102", "220104", "330106", "420111", "620102", "640104"]
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_M = "10X98765432"


def cnid(rng, force_x=False):
    while True:
        y = rng.randint(1955, 2004)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        body = rng.choice(CN_AREAS) + f"{y:04d}{m:02d}{d:02d}" + _rand_digits(rng, 3)
        c = GB_M[sum(int(a) * w for a, w in zip(body, GB_W)) % 11]
        if force_x == (c == "X"):
            return body + c


# ----------------------------------------------------------------- IBAN
IBAN_BBAN = {
    "DE": "#{18}", "GB": "%{4}#{14}", "NL": "%{4}#{10}", "ES": "#{20}", "FR": "#{10}^{11}#{2}",
    "GE": "%{2}#{16}", "MT": "%{4}#{5}^{18}", "FO": "#{14}", "AL": "#{8}^{16}", "AZ": "%{4}^{20}",
    "CH": "#{5}^{12}", "IS": "#{22}", "EE": "#{16}", "LT": "#{16}", "PT": "#{21}",
}


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(rng, cc, spaced=True):
    bban = pattern(rng, IBAN_BBAN[cc])
    check = 98 - int(_iban_num(bban + cc + "00")) % 97
    raw = f"{cc}{check:02d}{bban}"
    if not spaced:
        return raw
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


# ----------------------------------------------------------------- national numbers
def cpf(rng):
    while True:
        b = [rng.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1:
            break
    for n in (10, 11):
        s = sum(d * w for d, w in zip(b, range(n, 1, -1)))
        r = s * 10 % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def pesel(rng):
    y = rng.randint(1950, 2015)
    m = rng.randint(1, 12) + (20 if y >= 2000 else 0)
    d = rng.randint(1, 28)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + _rand_digits(rng, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c)


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


def aadhaar(rng):
    body = str(rng.randint(2, 9)) + _rand_digits(rng, 10)
    a = body + verhoeff_digit(body)
    return f"{a[:4]} {a[4:8]} {a[8:]}"


def za_id(rng):
    y = rng.randint(55, 99)
    body = f"{y:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + _rand_digits(rng, 4) + "0" + "8"
    return body + luhn_digit(body)


def kennitala(rng):
    while True:
        body = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}" + str(rng.randint(2, 9)) + str(rng.randint(0, 9))
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        if r == 11:
            r = 0
        if r == 10:
            continue
        k = body + str(r) + "9"
        return k[:6] + "-" + k[6:]


def kz_iin(rng):
    while True:
        y = rng.randint(50, 99)
        body = f"{y:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + str(rng.choice([3, 4])) + _rand_digits(rng, 4)
        d = [int(c) for c in body]
        c = sum(a * b for a, b in zip(d, range(1, 12))) % 11
        if c == 10:
            c = sum(a * b for a, b in zip(d, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2])) % 11
            if c == 10:
                continue
        return body + str(c)


def thai_id(rng):
    body = str(rng.randint(1, 8)) + _rand_digits(rng, 11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(body)) % 11) % 10
    s = body + str(c)
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def kr_rrn(rng):
    y = rng.randint(60, 99)
    body = f"{y:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + str(rng.choice([1, 2])) + _rand_digits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def cl_rut(rng):
    n = rng.randint(6_000_000, 24_999_999)
    s = 0
    m = 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else ("K" if r == 10 else str(r))
    return f"{n:,}".replace(",", ".") + "-" + dv


def ro_cnp(rng):
    y = rng.randint(1950, 2005)
    s = "1" if y < 2000 else "5"
    s = str(int(s) + rng.randint(0, 1))
    body = s + f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + f"{rng.randint(1, 40):02d}" + _rand_digits(rng, 3)
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
    return body + ("1" if c == 10 else str(c))


def il_tz(rng):
    body = _rand_digits(rng, 8)
    return body + luhn_digit(body)


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def no_fnr(rng):
    while True:
        body = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(50, 99):02d}" + _rand_digits(rng, 3)
        d = [int(c) for c in body]
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


def ee_ik(rng):
    while True:
        body = str(rng.choice([3, 4])) + f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + _rand_digits(rng, 3)
        d = [int(c) for c in body]
        c = sum(a * b for a, b in zip(d, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
        if c == 10:
            c = sum(a * b for a, b in zip(d, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
            if c == 10:
                c = 0
        return body + str(c)


# ----------------------------------------------------------------- public look-alike numbers
def ean13_digit(d12):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def isbn13(rng):
    body = "978" + str(rng.randint(0, 9)) + _rand_digits(rng, 8)
    s = body + ean13_digit(body)
    return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


def ean13(rng):
    body = rng.choice(["400", "590", "690", "858", "480", "600"]) + _rand_digits(rng, 9)
    return body + ean13_digit(body)


def issn(rng):
    body = _rand_digits(rng, 7)
    c = (11 - sum(int(a) * w for a, w in zip(body, range(8, 1, -1))) % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    body = "91" + rng.choice(CN_AREAS) + "".join(rng.choice(USCC_CH) for _ in range(9))
    s = sum(USCC_CH.index(c) * w for c, w in zip(body, USCC_W))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]


def cas(rng):
    body = str(rng.randint(50, 99999)) + _rand_digits(rng, 2)
    c = sum(int(ch) * (i + 1) for i, ch in enumerate(reversed(body))) % 10
    return f"{body[:-2]}-{body[-2:]}-{c}"


def isin(rng, cc):
    body = cc + _rand_digits(rng, 9)
    digits = "".join(str(int(c, 36)) for c in body)
    return body + luhn_digit(digits)


def imo(rng):
    body = str(rng.randint(1, 9)) + _rand_digits(rng, 5)
    c = sum(int(a) * w for a, w in zip(body, range(7, 1, -1))) % 10
    return body + str(c)


def ups(rng):
    return "1Z" + "".join(rng.choice(UP + DG) for _ in range(6)) + _rand_digits(rng, 10)


def uuid4(rng):
    h = "".join(rng.choice(HEXL) for _ in range(32))
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ----------------------------------------------------------------- passwords, PINs
WORDS = ["Mango", "Kiwi", "Tundra", "Baobab", "Lagoon", "Falcon", "Cedar", "Monsoon", "Yak", "Oasis",
         "Pebble", "Tamarind", "Glacier", "Harbor", "Lotus", "Quokka", "Saffron", "Ember", "Fjord",
         "Marimba", "Papaya", "Zephyr", "Cobalt", "Nomad", "Orchid", "Steppe"]
SYMS = "!#$%&*?@+=-_."
PINYIN = ["xiaomao", "dabai", "huahua", "tiantian", "laohu", "pingguo", "yueliang", "xingxing"]
SEED = ["apple", "river", "cotton", "lunar", "bright", "canvas", "eagle", "timber", "velvet", "orbit",
        "marble", "pilot", "sugar", "harvest", "noble", "quartz", "raven", "spice", "tunnel", "wonder",
        "garden", "hollow", "jungle", "kettle", "ladder", "meadow", "nectar", "oyster", "planet", "rescue"]


def pw_random(rng, n):
    pools = [UP, LO, DG, "!#$%&*?@+="]
    while True:
        s = [rng.choice(rng.choice(pools)) for _ in range(n)]
        if all(any(c in p for c in s) for p in pools):
            return "".join(s)


def pw_url(rng, n):
    """URL-safe password (no characters that would have to be percent-encoded in user:pass@)."""
    pools = [UP, LO, DG, "-_.~"]
    while True:
        s = [rng.choice(rng.choice(pools)) for _ in range(n)]
        if all(any(c in p for c in s) for p in pools):
            return "".join(s)


def pw_words(rng):
    a, b = rng.sample(WORDS, 2)
    return a + rng.choice(SYMS) + b + _rand_digits(rng, rng.randint(2, 4))


def pw_leet(rng):
    w = rng.choice(WORDS) + rng.choice(WORDS).lower()
    tr = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})
    return w[0] + w[1:].translate(tr) + rng.choice("!?#") + _rand_digits(rng, 2)


def pw_word_digits(rng):
    return rng.choice(WORDS).lower() + _rand_digits(rng, 4)


def pw_wifi(rng):
    if rng.random() < 0.5:
        return "".join(rng.choice(LO + DG) for _ in range(rng.randint(12, 16)))
    return "-".join(w.lower() for w in rng.sample(WORDS, 3)) + _rand_digits(rng, 2)


def pw_pinyin(rng):
    return rng.choice(PINYIN) + _rand_digits(rng, 4) + rng.choice("!.@")


def pw_passphrase(rng):
    return "-".join(rng.sample(SEED, 4))


def pin(rng, n):
    while True:
        d = _rand_digits(rng, n)
        if any(d[i] == d[i + 1] for i in range(n - 1)):
            continue
        if any(int(d[i + 1]) - int(d[i]) == int(d[i + 2]) - int(d[i + 1]) and abs(int(d[i + 1]) - int(d[i])) == 1
               for i in range(n - 2)):
            continue
        return d


NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
PT_DIG = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]


def nato(rng):
    pwd = pw_random(rng, 8)
    out = []
    for c in pwd:
        if c.isalpha():
            out.append(("lowercase " if c.islower() else "capital ") + NATO[c.upper()])
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append({"!": "exclamation mark", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand",
                        "*": "star", "?": "question mark", "@": "at sign", "+": "plus", "=": "equals"}[c])
    return ", ".join(out)


def digits_pt(rng):
    return "-".join(PT_DIG[int(c)] for c in pin(rng, 6))


def backup_codes(rng):
    return "  ".join(_rand_digits(rng, 4) + " " + _rand_digits(rng, 4) for _ in range(5))


def seed12(rng):
    return " ".join(rng.sample(SEED, 12))


def combo(rng):
    a, b, c = rng.sample(range(1, 40), 3)
    return f"{a:02d} – {b:02d} – {c:02d}"


def digicode(rng):
    return pin(rng, 4) + rng.choice("AB")


# ----------------------------------------------------------------- names, keys
SYL = ["ka", "lo", "mi", "tu", "sa", "ne", "ri", "ba", "do", "ya", "ze", "fo", "wa", "ku", "li", "ma", "no", "te"]


def local_part(rng):
    first = "".join(rng.choice(SYL) for _ in range(rng.randint(2, 3)))
    last = "".join(rng.choice(SYL) for _ in range(2))
    sep = rng.choice([".", "_", ""])
    tail = str(rng.randint(1, 99)) if rng.random() < 0.4 else ""
    return first + sep + last + tail


def username(rng):
    return rng.choice(["deploy", "svc_", "backup", "ops", "admin_", "ci"]) + "".join(rng.choice(SYL) for _ in range(2))


def spaced_email(rng):
    addr = local_part(rng) + "@" + rng.choice(["example.com", "example.net", "example.org"])
    return " ".join(addr)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng):
    name = "".join(rng.choice(SYL) for _ in range(3)).title()
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(('{"sub":"%s","name":"%s","role":"admin","iat":%d}' % (_rand_digits(rng, 8), name,
                rng.randint(1_700_000_000, 1_790_000_000))).encode())
    s = "".join(rng.choice(B64URL) for _ in range(43))
    return f"{h}.{p}.{s}"


def pem(rng):
    lines = ["MIIEow" + "".join(rng.choice(B64) for _ in range(58))]
    lines += ["".join(rng.choice(B64) for _ in range(64)) for _ in range(5)]
    lines.append("".join(rng.choice(B64) for _ in range(24)) + "=")
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


# ----------------------------------------------------------------- obfuscation encoders
HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
                      "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
                      "I": "1", "O": "0", "S": "5", "T": "7"})
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
         "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
         "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
         "y": "-.--", "z": "--.."}


def encode(kind, text):
    if kind == "b64":
        return base64.b64encode(text.encode()).decode()
    if kind == "b32":
        return base64.b32encode(text.encode()).decode()
    if kind == "rot13":
        return codecs.encode(text, "rot13")
    if kind == "leet":
        return text.translate(LEET)
    if kind == "zw":
        return "\u200b".join(text)
    if kind == "homo":
        return text.translate(HOMO)
    if kind == "rev":
        return text[::-1]
    if kind == "spaced":
        return " / ".join(" ".join(w) for w in text.split())
    if kind == "hex":
        return " ".join(f"{b:02x}" for b in text.encode())
    if kind == "fw":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in text)
    if kind == "url":
        return urllib.parse.quote(text, safe="")
    if kind == "tag":
        return "".join(chr(0xE0000 + ord(c)) for c in text)
    if kind == "sepzh":
        return "*".join(text)
    if kind == "morse":
        return " / ".join(" ".join(MORSE[c] for c in w if c in MORSE) for w in text.lower().split())
    if kind == "dots":
        return ".".join(text)
    raise ValueError(kind)
