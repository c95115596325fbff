"""Random fake values for heldout_v12. Standard library only. Every function takes a random.Random."""

import re
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
B64U = AN + "-_"
HEX = "0123456789abcdef"

WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "sv": "noll ett två tre fyra fem sex sju åtta nio".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
}
ZH = "零一二三四五六七八九"
ZH_DX = "零壹贰叁肆伍陆柒捌玖"
FW = "０１２３４５６７８９"
WORDLIST = (
    "amber anchor apple arrow autumn badger barley beacon birch blanket bramble canyon cedar cobalt "
    "copper crater daisy delta ember falcon fennel fjord garnet ginger harbor hazel heron indigo "
    "juniper kettle lantern lemon linen maple meadow mango nectar nutmeg oyster pebble pepper "
    "quartz quiver raven river saffron salmon sparrow spruce thistle timber tulip velvet walnut "
    "willow yarrow zephyr"
).split()
FIRST = "lena marco yuki arjun sofia tomas ines kenji priya oskar nadia felix mira jonas chloe dmitri aylin".split()
LAST = "voss ferreira tanaka rao lindqvist novak brandt okafor meier dubois kowalski herrera sato petrov".split()


def digits(r, n, first_nonzero=True):
    s = r.choice("123456789") if first_nonzero else r.choice(DG)
    return s + "".join(r.choice(DG) for _ in range(n - 1))


def pin(r, n):
    while True:
        s = "".join(r.choice(DG) for _ in range(n))
        if len(set(s)) < max(3, n - 2):
            continue
        bad = any(
            int(s[i + 1]) - int(s[i]) == int(s[i + 2]) - int(s[i + 1]) and abs(int(s[i + 1]) - int(s[i])) <= 1
            for i in range(n - 2)
        )
        if not bad:
            return s


def spell(r, n, lang):
    p = pin(r, n)
    if lang == "zh":
        return "".join(ZH[int(c)] for c in p)
    if lang == "zhdx":
        return "".join(ZH_DX[int(c)] for c in p)
    sep = "・" if lang == "ja" else " "
    return sep.join(WORDS[lang][int(c)] for c in p)


def rand(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def pw_mixed(r):
    while True:
        s = rand(r, AN + "!#$%&*?@^", r.randint(10, 14))
        if any(c in DG for c in s) and any(c in UP for c in s) and any(c in LO for c in s):
            return s


def pw_words(r):
    a, b = r.sample(WORDLIST, 2)
    return a.capitalize() + r.choice("!#$%&*-_.") + b.capitalize() + digits(r, r.randint(2, 4), False)


def pw_leet(r):
    w = r.choice(WORDLIST)
    tr = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
    return w.capitalize().translate(tr) + r.choice("!?#") + digits(r, 2, False)


def pw_plain(r):
    return r.choice(WORDLIST) + r.choice(WORDLIST) + digits(r, r.randint(2, 4), False)


def pw_url(r):
    return rand(r, AN, r.randint(9, 13))


def pw_pinyin(r):
    py = "xiaoming wangfang lanlan huahua beibei dudu xiaoyu tiantian mingyue chunfeng".split()
    return r.choice(py) + digits(r, r.randint(3, 6), False)


def passphrase(r, sep="-"):
    return sep.join(r.sample(WORDLIST, 4))


def wifi(r):
    return rand(r, AN, r.randint(12, 16))


def recov(r):
    return " ".join(rand(r, LO + DG, 4) + "-" + rand(r, LO + DG, 4) for _ in range(4))


def bitlocker(r):
    return "-".join(digits(r, 6, False) for _ in range(8))


def half(r):
    return rand(r, AN + "!#%", r.randint(4, 6))


# ---- phones (all in ranges used for fiction/tests where such ranges exist) ----
def ph(r, kind):
    d = lambda n: digits(r, n, False)
    f = {
        "uk": lambda: "+44 7700 900" + d(3),
        "us": lambda: "+1 (" + digits(r, 3) + ") 555-01" + d(2),
        "fr": lambda: "+33 6 " + " ".join(d(2) for _ in range(4)),
        "de": lambda: "+49 15" + r.choice("127") + " " + d(7),
        "jp": lambda: "+81 90-" + d(4) + "-" + d(4),
        "cn": lambda: "+86 13" + d(1) + " " + d(4) + " " + d(4),
        "es": lambda: "+34 6" + d(2) + " " + d(3) + " " + d(3),
        "it": lambda: "+39 3" + d(2) + " " + d(3) + " " + d(4),
        "br": lambda: "+55 11 9" + d(4) + "-" + d(4),
        "in": lambda: "+91 98" + d(3) + " " + d(5),
        "au": lambda: "+61 491 570 " + d(3),
        "kr": lambda: "+82 10-" + d(4) + "-" + d(4),
        "ru": lambda: "+7 9" + d(2) + " " + d(3) + "-" + d(2) + "-" + d(2),
        "nl": lambda: "+31 6 " + d(8),
        "se": lambda: "+46 70-" + d(3) + " " + d(2) + " " + d(2),
        "tr": lambda: "+90 5" + d(2) + " " + d(3) + " " + d(2) + " " + d(2),
        "mx": lambda: "+52 55 " + d(4) + " " + d(4),
        "za": lambda: "+27 82 " + d(3) + " " + d(4),
        "pl": lambda: "+48 5" + d(2) + " " + d(3) + " " + d(3),
        "ie": lambda: "+353 85 " + d(3) + " " + d(4),
    }
    return f[kind]()


def cn_mobile(r):
    return "1" + r.choice("3456789") + digits(r, 9, False)


def cn_style(r, style):
    m = cn_mobile(r)
    if style == "zh":
        return "".join(ZH[int(c)] for c in m)
    if style == "yao":
        return "".join("幺" if c == "1" else "洞" if c == "0" else "拐" if c == "7" else ZH[int(c)] for c in m)
    if style == "dx":
        return "".join(ZH_DX[int(c)] for c in m)
    if style == "fw":
        return "".join(FW[int(c)] for c in m)
    if style == "zhsp":
        z = "".join(ZH[int(c)] for c in m)
        return z[:3] + " " + z[3:7] + " " + z[7:]
    if style == "mix":
        return m[:3] + "".join(ZH[int(c)] for c in m[3:7]) + m[7:]
    if style == "fwsp":
        z = "".join(FW[int(c)] for c in m)
        return z[:3] + "－" + z[3:7] + "－" + z[7:]
    if style == "dxmix":
        return "".join(ZH_DX[int(c)] if i % 2 else c for i, c in enumerate(m))
    raise KeyError(style)


def sep_phone(r, style):
    us = digits(r, 3) + "555" + "01" + digits(r, 2, False)
    uk = "07700900" + digits(r, 3, False)
    cn = cn_mobile(r)
    f = {
        "dot": lambda: ".".join([us[:3], us[3:6], us[6:]]),
        "slash": lambda: uk[:5] + "/" + uk[5:8] + "/" + uk[8:],
        "each": lambda: " ".join(cn),
        "under": lambda: "_".join([us[:3], us[3:6], us[6:]]),
        "pipe": lambda: "|".join([cn[:3], cn[3:7], cn[7:]]),
        "tilde": lambda: "~".join([uk[:5], uk[5:]]),
        "dash_each": lambda: "-".join(cn),
        "comma": lambda: ",".join([us[:3], us[3:6], us[6:]]),
        "paren": lambda: "(" + us[:3] + ")" + us[3:6] + "·" + us[6:],
        "stars": lambda: "*".join([cn[:3], cn[3:7], cn[7:]]),
        "nl": lambda: uk[:5] + " / " + uk[5:8] + " - " + uk[8:],
        "ldots": lambda: "…".join([cn[:3], cn[3:7], cn[7:]]),
        "o": lambda: uk.replace("0", "o"),
    }
    return f[style]()


# ---- cards ----
def luhn_ok(s):
    ds = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, v in enumerate(reversed(ds)):
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def luhn_complete(r, prefix, length):
    body = prefix + "".join(r.choice(DG) for _ in range(length - len(prefix) - 1))
    for c in DG:
        if luhn_ok(body + c):
            return body + c


def card(r, kind):
    pre = {
        "visa": "4",
        "mc": "5" + r.choice("12345"),
        "amex": "3" + r.choice("47"),
        "disc": "6011",
        "jcb": "35" + r.choice("3456789"),
        "up": "62" + r.choice("12358"),
    }[kind]
    n = 15 if kind == "amex" else 16
    c = luhn_complete(r, pre, n)
    if kind == "amex":
        return c[:4] + " " + c[4:10] + " " + c[10:]
    return c


def group4(s, sep=" "):
    return sep.join(s[i : i + 4] for i in range(0, len(s), 4))


# ---- CN resident ID ----
CNW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_check(s17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, CNW)) % 11]


def cn_id(r, want_x=False):
    while True:
        area = r.choice(["110105", "310104", "440305", "510107", "330106", "420111", "320102", "610113"])
        y = r.randint(1962, 2004)
        m = r.randint(1, 12)
        dd = r.randint(1, 28)
        s17 = area + "%04d%02d%02d" % (y, m, dd) + digits(r, 3, False)
        c = cnid_check(s17)
        if want_x == (c == "X"):
            return s17 + c


def cnid_valid(s):
    s = re.sub(r"\s|-", "", s)
    return len(s) == 18 and s[:17].isdigit() and cnid_check(s[:17]) == s[17].upper()


# ---- IBAN ----
IBAN_BBAN = {
    "DE": "d18",
    "GB": "L4d14",
    "FR": "d23",
    "ES": "d20",
    "NL": "L4d10",
    "IT": "L1d22",
    "BE": "d12",
    "AT": "d16",
    "CH": "d17",
    "PL": "d24",
    "PT": "d21",
    "IE": "L4d14",
}


def iban_mod(s):
    s = re.sub(r"\s", "", s)
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97


def iban(r, cc, spaced=True):
    spec = IBAN_BBAN[cc]
    bban = ""
    for kind, n in re.findall(r"([Ld])(\d+)", spec):
        bban += rand(r, UP if kind == "L" else DG, int(n))
    chk = 98 - int("".join(str(int(c, 36)) for c in bban + cc + "00")) % 97
    s = cc + "%02d" % chk + bban
    return group4(s) if spaced else s


# ---- national ids ----
def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def nino(r):
    return (
        rand(r, "ABCEGHJKLMNPRSTWXYZ", 1)
        + rand(r, "ABCEGHJKLMNPRSTWXYZ", 1)
        + " "
        + " ".join(digits(r, 2, False) for _ in range(3))
        + " "
        + r.choice("ABCD")
    )


def dni(r):
    n = r.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def dni_ok(s):
    return len(s) == 9 and s[:8].isdigit() and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def cpf(r):
    b = [r.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        v = sum(x * w for x, w in zip(b, range(k, 1, -1))) * 10 % 11
        b.append(0 if v == 10 else v)
    s = "".join(map(str, b))
    return s[:3] + "." + s[3:6] + "." + s[6:9] + "-" + s[9:]


def cpf_ok(s):
    b = [int(c) for c in s if c.isdigit()]
    if len(b) != 11:
        return False
    for k, i in ((10, 9), (11, 10)):
        v = sum(x * w for x, w in zip(b[:i], range(k, 1, -1))) * 10 % 11
        if (0 if v == 10 else v) != b[i]:
            return False
    return True


def bsn(r):
    while True:
        b = [r.randint(0, 9) for _ in range(8)]
        b[0] = r.randint(1, 9)
        t = sum(x * w for x, w in zip(b, range(9, 1, -1)))
        last = t % 11
        if last < 10:
            return "".join(map(str, b)) + str(last)


def bsn_ok(s):
    b = [int(c) for c in s if c.isdigit()]
    return len(b) == 9 and (sum(x * w for x, w in zip(b[:8], range(9, 1, -1))) - b[8]) % 11 == 0


def sin(r):
    c = luhn_complete(r, r.choice("1234567"), 9)
    return c[:3] + " " + c[3:6] + " " + c[6:]


def rrn(r):
    return "%02d%02d%02d-%s%s" % (
        r.randint(60, 99),
        r.randint(1, 12),
        r.randint(1, 28),
        r.choice("12"),
        digits(r, 6, False),
    )


# ---- passports ----
def passport(r, kind):
    return {
        "us": lambda: digits(r, 9),
        "gb": lambda: digits(r, 9),
        "de": lambda: "C" + rand(r, "CFGHJKLMNPRTVWXYZ" + DG, 8),
        "cn": lambda: "E" + digits(r, 8),
        "jp": lambda: rand(r, UP, 2) + digits(r, 7),
        "fr": lambda: digits(r, 2) + rand(r, UP, 2) + digits(r, 5),
        "in": lambda: rand(r, UP, 1) + digits(r, 7),
    }[kind]()


# ---- secrets (fake values in real-looking formats) ----
def secret(r, kind):
    f = {
        "akid": lambda: "AKIA" + rand(r, UP + "234567", 16),
        "awssec": lambda: rand(r, AN + "+/", 40),
        "ghp": lambda: "ghp_" + rand(r, AN, 36),
        "ghpat": lambda: "github_pat_11" + rand(r, UP + DG, 20) + "_" + rand(r, AN, 59),
        "xoxb": lambda: "xoxb-" + digits(r, 12) + "-" + digits(r, 13) + "-" + rand(r, AN, 24),
        "stripe": lambda: "sk_live_" + rand(r, AN, 32),
        "gapi": lambda: "AIza" + rand(r, AN + "-_", 35),
        "jwt": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rand(r, B64U, 48) + "." + rand(r, B64U, 43),
        "oai": lambda: "sk-proj-" + rand(r, AN + "-_", 56),
        "glpat": lambda: "glpat-" + rand(r, AN + "-_", 20),
        "sg": lambda: "SG." + rand(r, AN + "-_", 22) + "." + rand(r, AN + "-_", 43),
        "npm": lambda: "npm_" + rand(r, AN, 36),
        "pem": lambda: rand(r, B64, 64),
        "twilio": lambda: "SK" + rand(r, HEX, 32),
        "hf": lambda: "hf_" + rand(r, AN, 34),
        "shpat": lambda: "shpat_" + rand(r, HEX, 32),
        "azure": lambda: rand(r, B64, 86) + "==",
        "ant": lambda: "sk-ant-api03-" + rand(r, AN + "-_", 93) + "AA",
        "hex32": lambda: rand(r, HEX, 32),
        "hex40": lambda: rand(r, HEX, 40),
        "uuid": lambda: "-".join(rand(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    }
    return f[kind]()


def user(r):
    f, l = r.choice(FIRST), r.choice(LAST)
    return r.choice([f + "." + l, f[0] + l, f + l[:2] + digits(r, 2, False), f + "_" + l, l + "." + f[0]])


def ip_doc(r):
    return r.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(r.randint(2, 254))
