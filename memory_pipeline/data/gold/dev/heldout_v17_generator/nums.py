"""Random fake values for heldout_v17. Standard library only; every function takes the caller's rng."""
import json
import re
import string

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
HEX = "0123456789abcdef"
B62 = string.ascii_letters + DIG


def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def pin(rng, n):
    """PIN without repeats of adjacent digits and without +1/-1 runs."""
    while True:
        s = digits(rng, n)
        ok = all(s[i] != s[i + 1] and abs(int(s[i]) - int(s[i + 1])) != 1 for i in range(n - 1))
        if ok:
            return s


def rand(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


WORDS = ["maple", "harbor", "copper", "violet", "tundra", "pebble", "saffron", "walrus", "orbit", "lantern",
         "quartz", "meadow", "falcon", "cobalt", "juniper", "marble", "thistle", "canyon", "ember", "glacier"]
PINYIN = ["xiaomao", "dabai", "huahua", "tiantian", "mengmeng", "qingshan", "yueliang", "haitang"]


def password(rng):
    k = rng.randrange(5)
    if k == 0:
        return rng.choice(WORDS).capitalize() + rng.choice("!#$%&*?") + rng.choice(WORDS) + digits(rng, 2)
    if k == 1:
        while True:
            s = rand(rng, B62 + "!#%*+-_", 12)
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s
    if k == 2:
        w = rng.choice(WORDS)
        return w.replace("a", "4").replace("e", "3").replace("o", "0").capitalize() + digits(rng, 3) + "!"
    if k == 3:
        return rng.choice(PINYIN) + digits(rng, 4)
    return rand(rng, UP, 2) + digits(rng, 2) + rand(rng, LO, 4) + rng.choice("@#$") + digits(rng, 2)


def passphrase(rng):
    return "-".join(rng.sample(WORDS, 4))


# ---- phones -------------------------------------------------------------
AU_FICTION = ["0491 570 006", "0491 570 156", "0491 570 157", "0491 570 158", "0491 570 159", "0491 570 110",
              "0491 570 313", "0491 570 737", "0491 571 266", "0491 571 491", "0491 571 804", "0491 572 549"]


def uk_mobile(rng):
    return "07700 900" + digits(rng, 3)


def uk_mobile_intl(rng):
    return "+44 7700 900" + digits(rng, 3)


def us_555(rng):
    return rng.choice(["202", "312", "415", "617", "206", "512"]) + "-555-01" + digits(rng, 2)


def au_mobile(rng):
    return rng.choice(AU_FICTION)


def fr_mobile(rng):
    return "06 39 98 " + digits(rng, 2) + " " + digits(rng, 2)


def cn_mobile(rng):
    return "1" + rng.choice("3456789") + digits(rng, 9)


CN_NUM = dict(zip(DIG, "零一二三四五六七八九"))
CN_NUM_SPOKEN = dict(zip(DIG, "洞幺两三四五六拐八勾"))
CN_DAXIE = dict(zip(DIG, "零壹贰叁肆伍陆柒捌玖"))
CN_DAXIE_T = dict(zip(DIG, "零壹貳參肆伍陸柒捌玖"))
FW = dict(zip(DIG, "０１２３４５６７８９"))


def cn_words(s, table):
    return "".join(table.get(c, c) for c in s)


# ---- cards / ids ----------------------------------------------------------
def luhn_check(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    num = "".join(c for c in num if c.isdigit())
    return luhn_check(num[:-1]) == num[-1]


def card(rng, prefix, length):
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + luhn_check(body)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"
CN_REGIONS = ["110105", "310104", "440305", "510107", "330106", "420111", "320102", "610113", "350203", "210202"]


def cn_id(rng):
    y = rng.randrange(1960, 2004)
    m = rng.randrange(1, 13)
    d = rng.randrange(1, 29)
    body = rng.choice(CN_REGIONS) + "%04d%02d%02d" % (y, m, d) + digits(rng, 3)
    return body + CN_MAP[sum(int(c) * w for c, w in zip(body, CN_W)) % 11]


def cn_id_ok(s):
    return len(s) == 18 and CN_MAP[sum(int(c) * w for c, w in zip(s[:17], CN_W)) % 11] == s[17]


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(rng, cc):
    shapes = {
        "DE": lambda: digits(rng, 18),
        "GB": lambda: rand(rng, UP, 4) + digits(rng, 14),
        "FR": lambda: digits(rng, 23),
        "ES": lambda: digits(rng, 20),
        "NL": lambda: rand(rng, UP, 4) + digits(rng, 10),
        "IT": lambda: rand(rng, UP, 1) + digits(rng, 22),
        "BE": lambda: digits(rng, 12),
        "AT": lambda: digits(rng, 16),
    }
    bban = shapes[cc]()
    chk = 98 - int(_iban_num(bban + cc + "00")) % 97
    return cc + "%02d" % chk + bban


def iban_ok(s):
    s = s.replace(" ", "")
    return int(_iban_num(s[4:] + s[:4])) % 97 == 1


def ssn(rng):
    return "%03d-%02d-%04d" % (rng.randrange(101, 665), rng.randrange(10, 99), rng.randrange(1000, 9999))


def nino(rng):
    return rng.choice(["AB", "CE", "JK", "PR", "ST", "WZ"]) + " " + " ".join(digits(rng, 2) for _ in range(3)) + " " + rng.choice("ABCD")


def cpf(rng):
    b = [int(c) for c in digits(rng, 9)]
    d1 = (sum(v * w for v, w in zip(b, range(10, 1, -1))) * 10) % 11 % 10
    b.append(d1)
    d2 = (sum(v * w for v, w in zip(b, range(11, 1, -1))) * 10) % 11 % 10
    b.append(d2)
    s = "".join(map(str, b))
    return s[:3] + "." + s[3:6] + "." + s[6:9] + "-" + s[9:]


def cpf_ok(s):
    b = [int(c) for c in s if c.isdigit()]
    d1 = (sum(v * w for v, w in zip(b[:9], range(10, 1, -1))) * 10) % 11 % 10
    d2 = (sum(v * w for v, w in zip(b[:10], range(11, 1, -1))) * 10) % 11 % 10
    return b[9] == d1 and b[10] == d2


def bsn(rng):
    while True:
        s = digits(rng, 8, True)
        t = sum(int(c) * w for c, w in zip(s, range(9, 1, -1)))
        for last in range(10):
            if (t - last) % 11 == 0:
                return s + str(last)


def bsn_ok(s):
    return len(s) == 9 and (sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni(rng):
    n = rng.randrange(10000000, 99999999)
    return "%08d%s" % (n, DNI_L[n % 23])


def dni_ok(s):
    return DNI_L[int(s[:8]) % 23] == s[8]


def sin_ca(rng):
    s = card(rng, rng.choice("1234567"), 9)
    return s[:3] + " " + s[3:6] + " " + s[6:]


# ---- secrets --------------------------------------------------------------
def aws_key_id(rng):
    return "AKIA" + rand(rng, UP + "234567", 16)


def aws_secret(rng):
    return rand(rng, B62 + "/+", 40)


def gh_token(rng):
    return "ghp_" + rand(rng, B62, 36)


def hex_(rng, n):
    return rand(rng, HEX, n)


def b64url(rng, n):
    return rand(rng, B62 + "-_", n)


# ---- placeholder filling (shared by build.py and turns.py) ----

EN = "zero one two three four five six seven eight nine".split()
ES = "cero uno dos tres cuatro cinco seis siete ocho nueve".split()
DE = "null eins zwei drei vier fünf sechs sieben acht neun".split()
NATO = {c: w for c, w in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (
    "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec "
    "Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu").split())}
KJ = dict(zip(DIG, "〇一二三四五六七八九"))


def _nato(s):
    out = []
    for c in s:
        if c.isalpha():
            out.append(("capital " if c.isupper() else "") + NATO[c.upper()])
        elif c.isdigit():
            out.append(EN[int(c)])
        else:
            out.append(repr(c)[1:-1] if c != " " else "space")
    return ", ".join(out)


TRANSFORMS = {
    "g4": lambda s: group(s, [4] * (len(s) // 4) + ([len(s) % 4] if len(s) % 4 else [])),
    "g4d": lambda s: group(s, [4] * (len(s) // 4) + ([len(s) % 4] if len(s) % 4 else []), "-"),
    "amex": lambda s: group(s, [4, 6, 5]),
    "id3": lambda s: group(s, [6, 8, 4]),
    "c344": lambda s: group(s, [3, 4, 4], "-"),
    "cn": lambda s: cn_words(s, CN_NUM),
    "cnsp": lambda s: " ".join(CN_NUM.get(c, c) for c in s),
    "cn3": lambda s: "-".join(cn_words(p, CN_NUM) for p in (s[:3], s[3:7], s[7:])),
    "spk": lambda s: cn_words(s, CN_NUM_SPOKEN),
    "dx": lambda s: cn_words(s, CN_DAXIE),
    "dxt": lambda s: cn_words(s, CN_DAXIE_T),
    "fw": lambda s: cn_words(s, FW),
    "kj": lambda s: cn_words(s, KJ),
    "mix": lambda s: "".join(CN_NUM[c] if i % 2 else c for i, c in enumerate(s)),
    "h1": lambda s: s[: len(s) // 2],
    "h2": lambda s: s[len(s) // 2:],
    "sp": lambda s: " ".join(s),
    "dash": lambda s: "-".join(s),
    "en": lambda s: " ".join(EN[int(c)] for c in s),
    "es": lambda s: " ".join(ES[int(c)] for c in s),
    "de": lambda s: " ".join(DE[int(c)] for c in s),
    "nato": _nato,
    "ibsp": lambda s: " ".join(s[i:i + 4] for i in range(0, len(s), 4)),
    "rev": lambda s: s[::-1],
}

BASE = [
    (r"hn[a-z]?", lambda r, m: str(r.randrange(2, 99))),
    (r"hs[a-z]?", lambda r, m: str(r.randrange(1, 10))),
    (r"pin(\d)[a-z]?", lambda r, m: pin(r, int(m.group(1)))),
    (r"d(\d+)[a-z]?", lambda r, m: digits(r, int(m.group(1)))),
    (r"upw[a-z]?", lambda r, m: r.choice(WORDS).capitalize() + r.choice("!-_.~*") + rand(r, B62, 6) + digits(r, 2)),
    (r"pw[a-z]?", lambda r, m: password(r)),
    (r"phrase[a-z]?", lambda r, m: passphrase(r)),
    (r"up(\d+)[a-z]?", lambda r, m: rand(r, UP, int(m.group(1)))),
    (r"an(\d+)[a-z]?", lambda r, m: rand(r, UP + DIG, int(m.group(1)))),
    (r"b62_(\d+)[a-z]?", lambda r, m: rand(r, B62, int(m.group(1)))),
    (r"hex(\d+)[a-z]?", lambda r, m: hex_(r, int(m.group(1)))),
    (r"cnm[a-z]?", lambda r, m: cn_mobile(r)),
    (r"jpm", lambda r, m: "090" + digits(r, 8)),
    (r"ukm", lambda r, m: uk_mobile(r)),
    (r"ukmi", lambda r, m: uk_mobile_intl(r)),
    (r"us", lambda r, m: us_555(r)),
    (r"au", lambda r, m: au_mobile(r)),
    (r"aui", lambda r, m: "+61 " + au_mobile(r)[1:]),
    (r"frm", lambda r, m: fr_mobile(r)),
    (r"visa[a-z]?", lambda r, m: card(r, "4", 16)),
    (r"mc", lambda r, m: card(r, r.choice(["51", "52", "53", "54", "55"]), 16)),
    (r"amex", lambda r, m: card(r, r.choice(["34", "37"]), 15)),
    (r"cup", lambda r, m: card(r, "62", 16)),
    (r"mir", lambda r, m: card(r, "220" + r.choice("01234"), 16)),
    (r"cnid[a-z]?", lambda r, m: cn_id(r)),
    (r"ib_([A-Z]{2})", lambda r, m: iban(r, m.group(1))),
    (r"ssn", lambda r, m: ssn(r)),
    (r"nino", lambda r, m: nino(r)),
    (r"cpf", lambda r, m: cpf(r)),
    (r"bsn", lambda r, m: bsn(r)),
    (r"dni", lambda r, m: dni(r)),
    (r"sin", lambda r, m: sin_ca(r)),
    (r"aws", lambda r, m: aws_key_id(r)),
    (r"awss", lambda r, m: aws_secret(r)),
    (r"ghp", lambda r, m: gh_token(r)),
    (r"ip[a-z]?", lambda r, m: r.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(r.randrange(2, 254))),
]
BASE = [(re.compile(p + "$"), f) for p, f in BASE]


class Values(dict):
    """Fills {name} or {name__transform}; the same name gets the same value within one case."""

    def __init__(self, rng):
        super().__init__()
        self.rng = rng

    def __missing__(self, key):
        if "__" in key:
            base, t = key.split("__", 1)
            val = TRANSFORMS[t](self[base])
        else:
            for pat, fn in BASE:
                m = pat.match(key)
                if m:
                    val = fn(self.rng, m)
                    break
            else:
                raise KeyError(key)
        self[key] = val
        return val


def fill(rng, template, vals=None):
    vals = vals if vals is not None else Values(rng)
    return template.format_map(vals), vals


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)
