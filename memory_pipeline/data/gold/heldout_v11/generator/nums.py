"""Random value generators for heldout_v11 (standard library only).

Every value is fake: numbers are valid in shape (and in check digit where a
scheme has one) but were drawn at random. Templates in build.py / turns.py
refer to generators as  ⟦name:arg:arg#tag⟧ ; within one case the same
placeholder string always yields the same value.
"""
import base64
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
B64URL = ALNUM + "-_"

# ---------------------------------------------------------------- helpers

def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def chars(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _has_run(s):
    for i in range(len(s) - 2):
        a, b, c = int(s[i]), int(s[i + 1]), int(s[i + 2])
        if b - a == c - b and abs(b - a) <= 1:
            return True
    return False


def pin(rng, n=4):
    while True:
        s = digits(rng, n)
        if len(set(s)) >= n - 1 and not _has_run(s) and not s.startswith(("19", "20")):
            return s


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


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


# ---------------------------------------------------------------- passwords

WORDS = [
    "maple", "harbor", "cobalt", "pepper", "lantern", "quartz", "meadow", "falcon", "saffron", "tundra",
    "orchid", "glacier", "walnut", "ember", "juniper", "velvet", "thistle", "copper", "mango", "nimbus",
    "otter", "prairie", "raven", "sorrel", "tango", "umber", "violet", "willow", "yonder", "zephyr",
    "basil", "cinder", "dune", "fjord", "gecko", "hazel", "indigo", "jasper", "kestrel", "lagoon",
    "mistral", "nutmeg", "onyx", "pylon", "quill", "rustle", "sprocket", "tinsel", "undertow", "vesper",
]
PINYIN = ["xiaoyu", "huanhuan", "dabai", "mingming", "tiantian", "laowang", "pangpang", "yueliang",
          "xingxing", "doudou", "guaiguai", "haitang", "qiuqiu", "niuniu", "baobei", "xiaomao"]
SYMS = "!#$%&*?@+=-_."


def pw(rng, kind="mixed"):
    if kind == "mixed":
        while True:
            s = chars(rng, ALNUM + "!#$%&*?", rng.randrange(10, 15))
            if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s):
                return s
    if kind == "words":
        return (rng.choice(WORDS).capitalize() + rng.choice(SYMS) + rng.choice(WORDS)
                + digits(rng, rng.choice([2, 3, 4])))
    if kind == "leet":
        w = rng.choice(WORDS) + rng.choice(WORDS)
        table = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}
        out = "".join(table.get(ch, ch) if rng.random() < 0.7 else ch.upper() if rng.random() < 0.3 else ch
                      for ch in w)
        return out + rng.choice("!?#*")
    if kind == "pinyin":
        return rng.choice(PINYIN) + digits(rng, rng.choice([4, 6])) + rng.choice(["", "!", "@", "."])
    if kind == "lowerdig":
        return rng.choice(WORDS) + rng.choice(WORDS) + digits(rng, 2)
    if kind == "short":
        return chars(rng, LO, 3) + digits(rng, 2) + chars(rng, UP, 2) + rng.choice("!#%")
    if kind == "hex":
        return chars(rng, "0123456789abcdef", 16)
    raise ValueError(kind)


def phrase(rng, n=4, sep="-"):
    ws = rng.sample(WORDS, n)
    return sep.join(ws)


def wifi(rng):
    k = rng.choice(["a", "b", "c"])
    if k == "a":
        return chars(rng, UP + DG, 10)
    if k == "b":
        return rng.choice(WORDS) + digits(rng, 4) + rng.choice(WORDS).capitalize()
    return chars(rng, "0123456789abcdef", 26)


def rcodes(rng, n=3):
    al = "abcdefghjkmnpqrstuvwxyz23456789"
    return " ".join(chars(rng, al, 4) + "-" + chars(rng, al, 4) for _ in range(n))


def bitlocker(rng):
    groups = []
    for _ in range(8):
        v = rng.randrange(0, 65536) * 11
        groups.append("%06d" % v)
    return "-".join(groups)


# ---------------------------------------------------------------- digit scripts

SCRIPT = {
    "cn": "〇一二三四五六七八九",
    "ling": "零一二三四五六七八九",
    "upper": "零壹贰叁肆伍陆柒捌玖",
    "uppertw": "零壹貳參肆伍陸柒捌玖",
    "full": "０１２３４５６７８９",
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "deva": "०१२३४५६७८९",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "bengali": "০১২৩৪৫৬৭৮৯",
}
MILITARY = {"0": "洞", "1": "幺", "2": "两", "3": "三", "4": "四", "5": "五", "6": "六", "7": "拐", "8": "八", "9": "勾"}

WORDS_BY_LANG = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
    "zh": "零 一 二 三 四 五 六 七 八 九".split(),
}
NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}


def to_script(s, script):
    if script == "mil":
        return "".join(MILITARY.get(ch, ch) for ch in s)
    tab = SCRIPT[script]
    return "".join(tab[int(ch)] if ch.isdigit() else ch for ch in s)


def to_words(s, lang, sep=" "):
    ws = WORDS_BY_LANG[lang]
    return sep.join(ws[int(ch)] for ch in s)


def mixed_cn(rng, s):
    out = []
    for i, ch in enumerate(s):
        r = rng.random()
        if i < 3 or r < 0.45:
            out.append("〇一二三四五六七八九"[int(ch)] if ch != "1" or r < 0.2 else "幺")
        elif r < 0.7:
            out.append(ch)
        else:
            out.append(SCRIPT["full"][int(ch)])
    return "".join(out)


def nato(s):
    out = []
    for ch in s:
        if ch.upper() in NATO:
            w = NATO[ch.upper()]
            out.append(("capital " if ch.isupper() else "") + w)
        elif ch.isdigit():
            out.append(WORDS_BY_LANG["en"][int(ch)])
        else:
            out.append({"!": "exclamation mark", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand",
                        "*": "star", "?": "question mark", "@": "at", "-": "dash", "_": "underscore",
                        ".": "dot", "+": "plus", "=": "equals"}.get(ch, ch))
    return ", ".join(out)


# ---------------------------------------------------------------- phones

CN_PREFIX = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "145", "147", "150", "151",
             "152", "153", "155", "156", "157", "158", "159", "166", "173", "175", "176", "177", "178", "180",
             "181", "182", "183", "184", "185", "186", "187", "188", "189", "191", "193", "195", "198", "199"]


def cnmob(rng):
    return rng.choice(CN_PREFIX) + digits(rng, 8)


def tel(rng, cc, fmt="std"):
    if cc == "us":
        area = rng.choice(["212", "415", "312", "617", "206", "303", "512", "404", "718", "503"])
        last = "01" + digits(rng, 2)
        return {"std": f"+1 {area} 555 {last}", "dash": f"+1-{area}-555-{last}",
                "paren": f"+1 ({area}) 555-{last}", "e164": f"+1{area}555{last}",
                "dot": f"+1.{area}.555.{last}", "00": f"001 {area} 555 {last}"}[fmt]
    if cc == "ukmob":
        t = digits(rng, 3)
        return {"std": f"+44 7700 900{t}", "paren": f"+44 (0)7700 900{t}", "e164": f"+447700900{t}",
                "00": f"0044 7700 900 {t}"}[fmt]
    if cc == "uklon":
        t = digits(rng, 3)
        return {"std": f"+44 20 7946 0{t}", "paren": f"+44 (0)20 7946 0{t}"}[fmt]
    if cc == "jp":
        p = rng.choice(["90", "80", "70"])
        a, b = digits(rng, 4), digits(rng, 4)
        return {"std": f"+81 {p}-{a}-{b}", "sp": f"+81 {p} {a} {b}", "paren": f"+81 (0){p}-{a}-{b}"}[fmt]
    if cc == "hk":
        a = rng.choice("569") + digits(rng, 3)
        b = digits(rng, 4)
        return {"std": f"+852 {a} {b}", "dash": f"(852) {a}-{b}", "e164": f"+852{a}{b}"}[fmt]
    if cc == "sg":
        a = rng.choice("89") + digits(rng, 3)
        b = digits(rng, 4)
        return {"std": f"+65 {a} {b}", "dash": f"+65-{a}-{b}"}[fmt]
    if cc == "de":
        p = rng.choice(["151", "152", "160", "170", "171", "176"])
        r = digits(rng, 8)
        return {"std": f"+49 {p} {r}", "sp": f"+49 {p} {r[:4]} {r[4:]}", "paren": f"+49 (0){p} {r}",
                "slash": f"+49 {p}/{r}"}[fmt]
    if cc == "fr":
        p = rng.choice("67")
        d = digits(rng, 8)
        return {"std": f"+33 {p} {group(d, [2, 2, 2, 2])}", "dot": f"+33 {p}.{group(d, [2, 2, 2, 2], '.')}",
                "paren": f"+33 (0){p} {group(d, [2, 2, 2, 2])}"}[fmt]
    if cc == "au":
        t = digits(rng, 3)
        return {"std": f"+61 491 570 {t}", "e164": f"+61491570{t}", "paren": f"+61 (0)491 570 {t}"}[fmt]
    if cc == "kr":
        a, b = digits(rng, 4, True), digits(rng, 4)
        return {"std": f"+82 10-{a}-{b}", "sp": f"+82 10 {a} {b}", "paren": f"+82 (0)10-{a}-{b}"}[fmt]
    if cc == "in":
        a = rng.choice("6789") + digits(rng, 4)
        b = digits(rng, 5)
        return {"std": f"+91 {a} {b}", "dash": f"+91-{a}-{b}", "e164": f"+91{a}{b}"}[fmt]
    if cc == "cn":
        m = cnmob(rng)
        return {"std": f"+86 {m[:3]} {m[3:7]} {m[7:]}", "dash": f"+86-{m[:3]}-{m[3:7]}-{m[7:]}",
                "e164": f"+86{m}", "00": f"0086 {m}"}[fmt]
    if cc == "es":
        d = rng.choice("67") + digits(rng, 8)
        return {"std": f"+34 {d[:3]} {d[3:6]} {d[6:]}", "pair": f"+34 {d[:3]} {d[3:5]} {d[5:7]} {d[7:]}"}[fmt]
    if cc == "it":
        d = "3" + rng.choice("234589") + digits(rng, 8)
        return {"std": f"+39 {d[:3]} {d[3:6]} {d[6:]}", "e164": f"+39{d}"}[fmt]
    if cc == "br":
        ddd = rng.choice(["11", "21", "31", "41", "51", "61", "71", "81"])
        a, b = "9" + digits(rng, 4), digits(rng, 4)
        return {"std": f"+55 {ddd} {a}-{b}", "paren": f"+55 ({ddd}) {a}-{b}"}[fmt]
    if cc == "nl":
        d = digits(rng, 8)
        return {"std": f"+31 6 {d}", "sp": f"+31 6 {d[:2]} {d[2:4]} {d[4:6]} {d[6:]}"}[fmt]
    if cc == "ch":
        d = rng.choice(["76", "77", "78", "79"])
        r = digits(rng, 7)
        return {"std": f"+41 {d} {r[:3]} {r[3:5]} {r[5:]}"}[fmt]
    if cc == "ru":
        p = "9" + digits(rng, 2)
        r = digits(rng, 7)
        return {"std": f"+7 {p} {r[:3]}-{r[3:5]}-{r[5:]}", "paren": f"+7 ({p}) {r[:3]}-{r[3:5]}-{r[5:]}"}[fmt]
    if cc == "tw":
        r = digits(rng, 8)
        return {"std": f"+886 9{r[:2]} {r[2:5]} {r[5:]}", "dash": f"+886-9{r[:2]}-{r[2:5]}-{r[5:]}"}[fmt]
    if cc == "ae":
        r = digits(rng, 7)
        p = rng.choice(["50", "52", "55", "56"])
        return {"std": f"+971 {p} {r[:3]} {r[3:]}"}[fmt]
    if cc == "mx":
        r = digits(rng, 8)
        return {"std": f"+52 55 {r[:4]} {r[4:]}", "one": f"+52 1 55 {r[:4]} {r[4:]}"}[fmt]
    if cc == "ie":
        r = digits(rng, 7)
        return {"std": f"+353 8{rng.choice('3567')} {r[:3]} {r[3:]}"}[fmt]
    if cc == "nz":
        r = digits(rng, 7)
        return {"std": f"+64 21 {r[:3]} {r[3:]}"}[fmt]
    if cc == "za":
        r = digits(rng, 7)
        return {"std": f"+27 8{rng.choice('234')} {r[:3]} {r[3:]}"}[fmt]
    if cc == "ph":
        r = digits(rng, 7)
        return {"std": f"+63 9{digits(rng, 2)} {r[:3]} {r[3:]}"}[fmt]
    if cc == "se":
        r = digits(rng, 7)
        return {"std": f"+46 7{rng.choice('0236')} {r[:3]} {r[3:5]} {r[5:]}"}[fmt]
    if cc == "pl":
        r = digits(rng, 8)
        return {"std": f"+48 {rng.choice('5678')}{r[:2]} {r[2:5]} {r[5:]}"}[fmt]
    raise ValueError(cc)


def landline(rng, cc):
    if cc == "uk":
        return "020 7946 0" + digits(rng, 3)
    if cc == "us":
        return "(" + rng.choice(["212", "312", "617", "415"]) + ") 555-01" + digits(rng, 2)
    if cc == "bj":
        return "010-" + rng.choice("68") + digits(rng, 7)
    if cc == "sh":
        return "021-" + rng.choice("56") + digits(rng, 7)
    if cc == "berlin":
        return "030 " + digits(rng, 8, True)
    if cc == "paris":
        return "01 " + group(digits(rng, 8), [2, 2, 2, 2])
    if cc == "tokyo":
        return "03-" + digits(rng, 4, True) + "-" + digits(rng, 4)
    if cc == "madrid":
        return "91 " + digits(rng, 3) + " " + digits(rng, 2) + " " + digits(rng, 2)
    if cc == "sydney":
        return "(02) 5550 " + digits(rng, 4)
    if cc == "tpe":
        return "(02) 2" + digits(rng, 3) + "-" + digits(rng, 4)
    raise ValueError(cc)


# ---------------------------------------------------------------- cards

def card(rng, brand="visa", fmt="plain", bad=False):
    if brand == "visa":
        body = "4" + digits(rng, 14)
    elif brand == "mc":
        body = rng.choice(["51", "52", "53", "54", "55"]) + digits(rng, 13)
    elif brand == "mc2":
        body = str(rng.randrange(2221, 2721)) + digits(rng, 11)
    elif brand == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
    elif brand == "unionpay":
        body = "62" + digits(rng, 13)
    elif brand == "unionpay19":
        body = "62" + rng.choice(["28", "22", "17", "14"]) + digits(rng, 14)
    elif brand == "disc":
        body = "6011" + digits(rng, 11)
    else:
        raise ValueError(brand)
    cd = luhn_digit(body)
    if bad:
        cd = str((int(cd) + rng.randrange(1, 10)) % 10)
    num = body + cd
    if fmt == "plain":
        return num
    if brand == "amex":
        sizes = [4, 6, 5]
    elif len(num) == 19:
        sizes = [4, 4, 4, 4, 3]
    else:
        sizes = [4, 4, 4, 4]
    return group(num, sizes, {"space": " ", "dash": "-", "dot": ".", "dspace": " - "}[fmt])


def luhnfail(rng, n):
    body = digits(rng, n - 1, True)
    cd = str((int(luhn_digit(body)) + rng.randrange(1, 10)) % 10)
    return body + cd


def expiry(rng):
    return "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(27, 32))


# ---------------------------------------------------------------- Chinese ID

CN_REGIONS = ["110101", "110105", "310104", "310115", "440305", "440106", "510107", "330106", "420106",
              "320102", "500103", "610113", "120101", "370202", "210102", "350203", "430104", "230103",
              "530102", "450103", "410105", "340104", "360102", "220104", "130102", "140105", "620102"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cnid_check(body17):
    return CN_C[sum(int(a) * b for a, b in zip(body17, CN_W)) % 11]


def _birth(rng, lo=1955, hi=2006):
    y = rng.randrange(lo, hi)
    m = rng.randrange(1, 13)
    d = rng.randrange(1, 29)
    return "%04d%02d%02d" % (y, m, d)


def cnid(rng, variant="ok"):
    while True:
        body = rng.choice(CN_REGIONS) + _birth(rng) + digits(rng, 3)
        c = cnid_check(body)
        if variant == "x" and c != "X":
            continue
        if variant == "ok" and c == "X":
            continue
        if variant == "bad":
            wrong = [x for x in CN_C if x != c]
            c = wrong[rng.randrange(len(wrong))]
        return body + c


# ---------------------------------------------------------------- IBAN

IBAN_SPEC = {
    "DE": [("n", 8), ("n", 10)], "GB": [("a", 4), ("n", 6), ("n", 8)], "FR": [("n", 5), ("n", 5), ("n", 11), ("n", 2)],
    "ES": [("n", 20)], "NL": [("a", 4), ("n", 10)], "IT": [("a", 1), ("n", 10), ("n", 12)], "BE": [("n", 12)],
    "AT": [("n", 16)], "CH": [("n", 5), ("n", 12)], "PL": [("n", 24)], "PT": [("n", 21)], "IE": [("a", 4), ("n", 14)],
    "SE": [("n", 20)], "NO": [("n", 11)], "DK": [("n", 14)], "FI": [("n", 14)], "LU": [("n", 3), ("n", 13)],
}


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(num) % 97)


def iban(rng, cc, fmt="plain"):
    bban = ""
    for k, n in IBAN_SPEC[cc]:
        bban += chars(rng, UP, n) if k == "a" else digits(rng, n)
    ib = cc + iban_check(cc, bban) + bban
    if fmt == "plain":
        return ib
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


# ---------------------------------------------------------------- national numbers / passports

def ssn(rng):
    while True:
        a = rng.randrange(1, 900)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, rng.randrange(1, 100), rng.randrange(1, 10000))


def nino(rng):
    p = rng.choice(["AB", "CE", "JK", "PR", "SN", "TW", "HJ", "MA"])
    d = digits(rng, 6)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


def dni(rng):
    n = rng.randrange(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def nie(rng):
    p = rng.choice("XYZ")
    n = rng.randrange(1000000, 9999999)
    full = int(str("XYZ".index(p)) + "%07d" % n)
    return "%s%07d%s" % (p, n, "TRWAGMYFPDXBNJZSQVHLCKE"[full % 23])


def cpf(rng):
    b = [rng.randrange(10) for _ in range(9)]
    d1 = (sum(v * w for v, w in zip(b, range(10, 1, -1))) * 10) % 11 % 10
    b2 = b + [d1]
    d2 = (sum(v * w for v, w in zip(b2, range(11, 1, -1))) * 10) % 11 % 10
    s = "".join(map(str, b2 + [d2]))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def bsn(rng):
    while True:
        d = [rng.randrange(10) for _ in range(8)]
        if d[0] == 0:
            continue
        t = sum(v * w for v, w in zip(d, range(9, 1, -1)))
        last = t % 11
        if last <= 9:
            return "".join(map(str, d + [last]))


def sin(rng):
    body = rng.choice("1234567") + digits(rng, 7)
    s = body + luhn_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def rrn(rng):
    b = _birth(rng, 1960, 1999)[2:]
    body = b + rng.choice("12") + digits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(body, w)) % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def mynumber(rng):
    body = digits(rng, 11, True)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    s = body + str(c)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def pnr(rng):
    b = _birth(rng, 1960, 2000)[2:]
    body = b + digits(rng, 3)
    return f"{b}-{body[6:]}{luhn_digit(body)}"


def aadhaar(rng):
    s = rng.choice("23456789") + digits(rng, 11)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def passport(rng, cc):
    if cc == "us":
        return digits(rng, 9, True)
    if cc == "gb":
        return digits(rng, 9, True)
    if cc == "de":
        return "C" + chars(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    if cc == "cn":
        if rng.random() < 0.5:
            return "E" + digits(rng, 8)
        return "E" + rng.choice("ABCDEG") + digits(rng, 7)
    if cc == "jp":
        return rng.choice(["TK", "TR", "MZ", "TH"]) + digits(rng, 7)
    if cc == "fr":
        return digits(rng, 2) + chars(rng, UP, 2) + digits(rng, 5)
    if cc == "in":
        return rng.choice("JKLMNPRSTUVZ") + digits(rng, 7)
    if cc == "kr":
        return "M" + digits(rng, 8)
    if cc == "es":
        return chars(rng, UP, 3) + digits(rng, 6)
    raise ValueError(cc)


# ---------------------------------------------------------------- secret key shapes

def key(rng, kind):
    if kind == "sk_live":
        return "sk_live_" + chars(rng, ALNUM, 24)
    if kind == "rk_live":
        return "rk_live_" + chars(rng, ALNUM, 24)
    if kind == "openai":
        return "sk-proj-" + chars(rng, B64URL, 48)
    if kind == "sk":
        return "sk-" + chars(rng, ALNUM, 48)
    if kind == "anthropic":
        return "sk-ant-api03-" + chars(rng, B64URL, 86) + "AA"
    if kind == "aiza":
        return "AIza" + chars(rng, B64URL, 35)
    if kind == "hf":
        return "hf_" + chars(rng, UP + LO, 34)
    if kind == "glpat":
        return "glpat-" + chars(rng, ALNUM + "-_", 20)
    if kind == "npm":
        return "npm_" + chars(rng, ALNUM, 36)
    if kind == "ghp":
        return "ghp_" + chars(rng, ALNUM, 36)
    if kind == "ghpat":
        return "github_pat_11" + chars(rng, UP + DG, 20) + "_" + chars(rng, ALNUM, 59)
    if kind == "xoxb":
        return "xoxb-" + digits(rng, 12, True) + "-" + digits(rng, 13, True) + "-" + chars(rng, ALNUM, 24)
    if kind == "xoxp":
        return ("xoxp-" + digits(rng, 12, True) + "-" + digits(rng, 12, True) + "-" + digits(rng, 13, True)
                + "-" + chars(rng, "0123456789abcdef", 32))
    if kind == "akia":
        return "AKIA" + chars(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    if kind == "awssecret":
        return chars(rng, ALNUM + "+/", 40)
    if kind == "sendgrid":
        return "SG." + chars(rng, B64URL, 22) + "." + chars(rng, B64URL, 43)
    if kind == "twilio":
        return "SK" + chars(rng, "0123456789abcdef", 32)
    if kind == "hex32":
        return chars(rng, "0123456789abcdef", 32)
    if kind == "hex64":
        return chars(rng, "0123456789abcdef", 64)
    if kind == "b64":
        raw = bytes(rng.randrange(256) for _ in range(32))
        return base64.b64encode(raw).decode()
    if kind == "jwt":
        head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        body = ('{"sub":"%s","name":"%s","iat":%d}' % (digits(rng, 8, True), rng.choice(
            ["Mira Okonkwo", "Tomas Lindqvist", "Aiko Bernard", "Rafael Duarte"]), 1790000000 + rng.randrange(10 ** 7)))
        body = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
        return head + "." + body + "." + chars(rng, B64URL, 43)
    if kind == "pem":
        lines = [chars(rng, ALNUM + "+/", 64) for _ in range(5)] + [chars(rng, ALNUM + "+/", 36) + "=="]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(["MIIEow" + lines[0][6:]] + lines[1:]) + \
            "\n-----END RSA PRIVATE KEY-----"
    if kind == "pemec":
        lines = [chars(rng, ALNUM + "+/", 64) for _ in range(2)] + [chars(rng, ALNUM + "+/", 40) + "=="]
        return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(["MHcCAQEE" + lines[0][8:]] + lines[1:]) + \
            "\n-----END EC PRIVATE KEY-----"
    if kind == "opensshkey":
        lines = [chars(rng, ALNUM + "+/", 70) for _ in range(4)]
        return ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
                + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----")
    if kind == "slackhook":
        return ("https://hooks.slack.com/services/T" + chars(rng, UP + DG, 8) + "/B" + chars(rng, UP + DG, 10)
                + "/" + chars(rng, ALNUM, 24))
    if kind == "discordhook":
        return ("https://discord.com/api/webhooks/" + digits(rng, 18, True) + "/" + chars(rng, B64URL, 68))
    if kind == "tgbot":
        return digits(rng, 10, True) + ":AA" + chars(rng, B64URL, 33)
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + chars(rng, B64URL, 60)
    if kind == "doppler":
        return "dp.st.prd." + chars(rng, ALNUM, 40)
    raise ValueError(kind)


# ---------------------------------------------------------------- misc shapes

LOCALS = ["lin.hao", "m.okafor", "ana_ruiz", "jtakeda", "weiwei.zhou", "k.brandt", "sofia.marin", "p.nowak",
          "dvdmeyer", "haruka.i", "leo.santos", "mkovacs", "rosa.bellini", "yj.park", "t.vandam", "ines.faure",
          "olu.adeyemi", "niamh.k", "svetlana.o", "chen.yue"]


def user(rng):
    return rng.choice(LOCALS) + rng.choice(["", digits(rng, 2), digits(rng, 4)])


def hno(rng, lo=1, hi=240):
    return str(rng.randrange(lo, hi))


def isbn13(rng):
    while True:
        body = "978" + digits(rng, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        code = body + str((10 - s % 10) % 10)
        if not luhn_ok(code):
            return code


def ip(rng, net="192.0.2"):
    return net + "." + str(rng.randrange(2, 254))


# ---------------------------------------------------------------- transforms

SEPS = {"sp": " ", "dash": "-", "slash": "/", "us": "_", "comma": ",", "dot": ".", "mdot": "·", "tilde": "～",
        "pipe": " | ", "sdash": " - ", "nl": "\n", "none": "", "wave": "~", "colon": ":", "sslash": " / ",
        "star": "*", "plus": "+", "ssp": "  ", "ideo": "　", "fdash": "－", "bullet": "•", "comma2": "，"}


def transform(rng, val, t):
    name, *a = t.split(":")
    if name == "s":
        return to_script(val, a[0])
    if name == "w":
        return to_words(val, a[0], SEPS[a[1]] if len(a) > 1 else " ")
    if name == "nato":
        return nato(val)
    if name == "mixcn":
        return mixed_cn(rng, val)
    if name == "g":
        return group(val, [int(x) for x in a[0].split("-")], SEPS[a[1]])
    if name == "each":
        return SEPS[a[0]].join(val)
    if name == "lo":
        return "".join({"1": "l", "0": "O"}.get(ch, ch) if rng.random() < 0.5 else ch for ch in val)
    if name == "plain":
        return "".join(ch for ch in val if ch.isalnum())
    if name == "up":
        return val.upper()
    raise ValueError(t)


# ---------------------------------------------------------------- placeholder engine

class Ctx:
    """Per-case value cache. checks collects (kind, value) pairs for check.py."""

    def __init__(self, rng):
        self.rng = rng
        self.cache = {}
        self.checks = []

    def v(self, spec):
        if spec not in self.cache:
            base, *tr = spec.split("|")
            if tr:
                val = self.v(base)
                for t in tr:
                    val = transform(self.rng, val, t)
                self.cache[spec] = val
            else:
                self.cache[spec] = self._gen(base.split("#")[0])
        return self.cache[spec]

    def _gen(self, spec):
        rng = self.rng
        name, *a = spec.split(":")
        if name == "d":
            return digits(rng, int(a[0]), len(a) > 1)
        if name == "pin":
            return pin(rng, int(a[0]) if a else 4)
        if name == "pw":
            return pw(rng, a[0] if a else "mixed")
        if name == "phrase":
            return phrase(rng, int(a[0]), {"sp": " ", "dash": "-", "dot": ".", "none": ""}[a[1]] if len(a) > 1 else "-")
        if name == "wifi":
            return wifi(rng)
        if name == "rc":
            return rcodes(rng, int(a[0]) if a else 3)
        if name == "bitlocker":
            return bitlocker(rng)
        if name == "word":
            return rng.choice(WORDS)
        if name == "cnmob":
            return cnmob(rng)
        if name == "tel":
            return tel(rng, a[0], a[1] if len(a) > 1 else "std")
        if name == "land":
            return landline(rng, a[0])
        if name == "card":
            bad = len(a) > 2 and a[2] == "bad"
            c = card(rng, a[0], a[1] if len(a) > 1 else "plain", bad)
            self.checks.append(("luhn_bad" if bad else "luhn_ok", c))
            return c
        if name == "exp":
            return expiry(rng)
        if name == "luhnfail":
            c = luhnfail(rng, int(a[0]))
            self.checks.append(("luhn_bad", c))
            return c
        if name == "cnid":
            c = cnid(rng, a[0] if a else "ok")
            self.checks.append(("cnid_bad" if a and a[0] == "bad" else "cnid_ok", c))
            return c
        if name == "iban":
            c = iban(rng, a[0], a[1] if len(a) > 1 else "plain")
            self.checks.append(("iban", c))
            return c
        if name == "ssn":
            c = ssn(rng)
            self.checks.append(("ssn", c))
            return c
        if name == "nino":
            c = nino(rng)
            self.checks.append(("nino", c))
            return c
        if name in ("dni", "nie", "cpf", "bsn", "sin", "rrn", "mynumber", "pnr", "aadhaar"):
            c = globals()[name](rng)
            self.checks.append((name, c))
            return c
        if name == "passport":
            return passport(rng, a[0])
        if name == "key":
            return key(rng, a[0])
        if name == "user":
            return user(rng)
        if name == "hno":
            return hno(rng, *(int(x) for x in a))
        if name == "isbn":
            c = isbn13(rng)
            self.checks.append(("isbn", c))
            return c
        if name == "ip":
            return ip(rng, a[0] if a else "192.0.2")
        if name == "n":
            return str(rng.randrange(int(a[0]), int(a[1])))
        if name == "hexs":
            return chars(rng, "0123456789abcdef", int(a[0]))
        if name == "up":
            return chars(rng, UP, int(a[0]))
        if name == "alnum":
            return chars(rng, UP + DG, int(a[0]))
        raise ValueError(spec)


def fill(ctx, tpl):
    out, i = [], 0
    while True:
        j = tpl.find("⟦", i)
        if j < 0:
            out.append(tpl[i:])
            return "".join(out)
        k = tpl.index("⟧", j)
        out.append(tpl[i:j])
        out.append(ctx.v(tpl[j + 1:k]))
        i = k + 1
