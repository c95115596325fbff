"""Fake value generators for heldout_v28. Standard library only.

Every generator takes the shared random.Random instance `r` plus an optional string argument.
Templates reference them as ⟪name⟫ or ⟪name:arg⟫ (see fill()).
"""
import base64
import json
import re
import string

DIGITS = {
    "arab": 0x0660, "fa": 0x06F0, "deva": 0x0966, "beng": 0x09E6, "thai": 0x0E50,
    "khmr": 0x17E0, "laoo": 0x0ED0, "mymr": 0x1040, "tibt": 0x0F20, "fw": 0xFF10,
    "taml": 0x0BE6, "telu": 0x0C66, "mong": 0x1810, "gujr": 0x0AE6,
}


def conv_digits(s, script):
    base = DIGITS[script]
    return "".join(chr(base + int(c)) if c.isdigit() and c.isascii() else c for c in s)


def rd(r, n):
    return "".join(r.choice(string.digits) for _ in range(n))


# ---------- phones ----------
def g_d(r, arg):
    """pattern: every 'x' becomes a random digit; optional '|script' converts all digits."""
    pat, _, script = arg.partition("|")
    out = "".join(r.choice(string.digits) if c == "x" else c for c in pat)
    if script:
        out = conv_digits(out, script)
    return out


def cn_mobile(r):
    return "1" + r.choice("35789") + rd(r, 9)


LOW = "零一二三四五六七八九"
LING0 = "〇一二三四五六七八九"
DAXS = "零壹贰叁肆伍陆柒捌玖"
DAXT = "零壹貳參肆伍陸柒捌玖"
RADIO = "洞幺两三四五六拐八勾"


def g_cnm(r, style):
    n = cn_mobile(r)
    if style == "low":
        return "".join(LOW[int(c)] for c in n)
    if style == "ling0":
        return "".join(LING0[int(c)] for c in n)
    if style == "yao":
        return "".join("幺" if c == "1" else LOW[int(c)] for c in n)
    if style == "daxs":
        return "".join(DAXS[int(c)] for c in n)
    if style == "daxt":
        return "".join(DAXT[int(c)] for c in n)
    if style == "mix":
        return "".join(c if i % 2 else LOW[int(c)] for i, c in enumerate(n))
    if style == "spaced":
        return " ".join(LOW[int(c)] for c in n)
    if style == "radio":
        return "".join(RADIO[int(c)] for c in n)
    if style == "yue":
        s = "".join(LOW[int(c)] for c in n)
        return s[:3] + "，" + s[3:7] + "，" + s[7:]
    if style == "liang":
        return "".join("两" if c == "2" else LOW[int(c)] for c in n)
    raise ValueError(style)


def g_jpk(r, _=""):
    n = "090" + rd(r, 8)
    k = "".join(LING0[int(c)] for c in n)
    return k[:3] + "の" + k[3:7] + "の" + k[7:]


def g_kor(r, _=""):
    hk = "공일이삼사오육칠팔구"
    n = "010" + rd(r, 8)
    k = "".join(hk[int(c)] for c in n)
    return k[:3] + " " + k[3:7] + " " + k[7:]


# ---------- cards ----------
def luhn_ok(num):
    s = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(r, prefix, length):
    body = prefix + rd(r, length - len(prefix) - 1)
    for c in string.digits:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    return sep.join(out)


def g_card(r, kind):
    if kind in ("visa", "visa_nospace"):
        n = luhn_complete(r, "4", 16)
        return n if kind == "visa_nospace" else grp(n, [4, 4, 4, 4])
    if kind == "visa_dash":
        return grp(luhn_complete(r, "4", 16), [4, 4, 4, 4], "-")
    if kind == "mc":
        return grp(luhn_complete(r, "5" + r.choice("12345"), 16), [4, 4, 4, 4])
    if kind == "mc2":
        return grp(luhn_complete(r, str(r.randint(2221, 2720)), 16), [4, 4, 4, 4])
    if kind == "amex":
        return grp(luhn_complete(r, r.choice(["34", "37"]), 15), [4, 6, 5])
    if kind == "disc":
        return grp(luhn_complete(r, "6011", 16), [4, 4, 4, 4])
    if kind == "jcb":
        return grp(luhn_complete(r, "35" + str(r.randint(28, 89)), 16), [4, 4, 4, 4])
    if kind == "mir":
        return grp(luhn_complete(r, "220" + r.choice("01234"), 16), [4, 4, 4, 4])
    if kind == "up19":
        return grp(luhn_complete(r, "62", 19), [4, 4, 4, 4, 3])
    raise ValueError(kind)


def g_nonluhn16(r, arg=""):
    while True:
        n = r.choice("3456") + rd(r, 15)
        if not luhn_ok(n):
            return grp(n, [4, 4, 4, 4]) if arg == "sp" else n


# ---------- Chinese resident ID (GB 11643) ----------
CNW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
REGIONS = ["110101", "310104", "440305", "510107", "330106", "420102", "540102", "650102", "150102", "630104"]


def cnid_check(body17):
    return "10X98765432"[sum(int(a) * w for a, w in zip(body17, CNW)) % 11]


def _cnid(r):
    body = r.choice(REGIONS) + "%04d%02d%02d" % (r.randint(1960, 2004), r.randint(1, 12), r.randint(1, 28)) + rd(r, 3)
    return body + cnid_check(body)


def g_cnid(r, arg=""):
    while True:
        n = _cnid(r)
        if arg == "x" and n[-1] != "X":
            continue
        if arg != "x" and n[-1] == "X":
            continue
        if arg == "sp":
            return grp(n, [6, 8, 4])
        return n


# ---------- IBAN ----------
IBAN_SHAPES = {"DE": "n18", "GB": "a4n14", "NL": "a4n10", "ES": "n20", "NO": "n11", "BE": "n12", "PL": "n24", "TR": "n22", "FR": "n23", "MT": "a4n23"}


def iban_check(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in t)
    return int(num) % 97 == 1


def g_iban(r, cc):
    shape = IBAN_SHAPES[cc]
    bban = ""
    for m in re.finditer(r"([an])(\d+)", shape):
        k = int(m.group(2))
        bban += "".join(r.choice(string.ascii_uppercase) for _ in range(k)) if m.group(1) == "a" else rd(r, k)
    t = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in t)
    cd = 98 - int(num) % 97
    s = cc + "%02d" % cd + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------- national numbers ----------
def g_cpf(r, _=""):
    while True:
        d = [r.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    d1 = (sum(d[i] * (10 - i) for i in range(9)) * 10 % 11) % 10
    d.append(d1)
    d2 = (sum(d[i] * (11 - i) for i in range(10)) * 10 % 11) % 10
    d.append(d2)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def g_dni(r, _=""):
    n = r.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def g_bsn(r, _=""):
    while True:
        d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(7)]
        c = sum(d[i] * (9 - i) for i in range(8)) % 11
        if c < 10:
            return "".join(map(str, d + [c]))


def g_pesel(r, _=""):
    y = r.randint(1950, 2005)
    m = r.randint(1, 12) + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, m, r.randint(1, 28)) + rd(r, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c)


def g_pnr(r, _=""):
    body = "%02d%02d%02d" % (r.randint(40, 99), r.randint(1, 12), r.randint(1, 28)) + rd(r, 3)
    s = 0
    for i, c in enumerate(body):
        d = int(c) * (2 if i % 2 == 0 else 1)
        s += d - 9 if d > 9 else d
    return body[:6] + "-" + body[6:] + str((10 - s % 10) % 10)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VP.append([_VP[1][_VP[_i - 1][j]] for j in range(10)])
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def g_aadhaar(r, _=""):
    body = str(r.randint(2, 9)) + rd(r, 10)
    n = body + verhoeff_check(body)
    return grp(n, [4, 4, 4])


def g_kennitala(r, _=""):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y = r.randint(1950, 2004)
        body = "%02d%02d%02d" % (r.randint(1, 28), r.randint(1, 12), y % 100) + str(r.randint(20, 99))
        c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        return body[:6] + "-" + body[6:] + str(c) + ("9" if y < 2000 else "0")


def g_passport(r, cc):
    if cc == "US":
        return str(r.randint(5, 6)) + rd(r, 8)
    if cc == "IN":
        return r.choice("JKLMNPRSTVWZ") + rd(r, 7)
    if cc == "CN":
        return "E" + rd(r, 8)
    raise ValueError(cc)


# ---------- passwords / pins ----------
WORDS = ["Kestrel", "Mango", "Harbor", "Quartz", "Lantern", "Cobalt", "Juniper", "Falcon", "Saffron", "Meadow",
         "Orchid", "Pebble", "Tundra", "Walnut", "Zephyr", "Basalt", "Cinder", "Ember", "Fjord", "Gingko"]
PINYIN = ["xiaoyu", "lanhua", "tianxin", "chenmo", "haiyang", "mingyue", "qiuyu", "fenghua"]
SYMS = "!$*-_.+=~^"


def g_pw(r, kind):
    if kind == "mixed":
        while True:
            s = "".join(r.choice(string.ascii_letters + string.digits + SYMS) for _ in range(r.randint(11, 14)))
            if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                    and any(c in SYMS for c in s)):
                return s
    if kind == "wordsym":
        a, b = r.sample(WORDS, 2)
        return a + r.choice(SYMS) + b + rd(r, r.randint(2, 4))
    if kind == "wordnum":
        return r.choice(WORDS).lower() + rd(r, 4)
    if kind == "leet":
        w = r.choice(WORDS) + r.choice(WORDS)
        t = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})
        return w.translate(t) + r.choice("!?#") + rd(r, 2)
    if kind == "pinyin":
        return r.choice(PINYIN) + rd(r, 4) + r.choice(SYMS)
    if kind == "phrase":
        return "-".join(w.lower() for w in r.sample(WORDS, 4))
    if kind == "pet":
        return r.choice(["Snuffie", "Bolletje", "Mimsy", "Tarzan", "Pluisje"]) + str(r.randint(1998, 2015))
    raise ValueError(kind)


def _pin_ok(p):
    if len(set(p)) == 1:
        return False
    for i in range(len(p) - 1):
        if p[i] == p[i + 1]:
            return False
    for i in range(len(p) - 2):
        a, b, c = int(p[i]), int(p[i + 1]), int(p[i + 2])
        if b - a == c - b and abs(b - a) == 1:
            return False
    return True


def g_pin(r, n):
    while True:
        p = rd(r, int(n))
        if _pin_ok(p):
            return p


def g_otp(r, _=""):
    return g_pin(r, 6)


def g_digicode(r, _=""):
    return g_pin(r, 4) + r.choice("AB")


NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "J": "Juliett", "K": "Kilo", "M": "Mike", "N": "November", "P": "Papa", "Q": "Quebec",
        "R": "Romeo", "S": "Sierra", "T": "Tango", "W": "Whiskey", "X": "X-ray", "Z": "Zulu"}
DWORD = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def g_nato(r, _=""):
    out = []
    for i in range(9):
        if i % 3 == 2:
            out.append(DWORD[r.randint(0, 9)])
        else:
            k = r.choice(sorted(NATO))
            out.append(("capital " if r.random() < 0.4 else "small ") + NATO[k])
    return ", ".join(out)


def g_backup(r, _=""):
    return "  ".join(rd(r, 4) + "-" + rd(r, 4) for _ in range(5))


SEED = ["orbit", "velvet", "canyon", "ladder", "pilot", "glimpse", "rhythm", "anchor", "tissue", "marble",
        "frost", "hazard", "jungle", "kitten", "lumber", "oyster", "puzzle", "salmon", "tobacco", "walnut"]


def g_seed12(r, _=""):
    return " ".join(r.sample(SEED, 12))


# ---------- keys ----------
AN = string.ascii_letters + string.digits


def rs(r, n, alphabet=AN):
    return "".join(r.choice(alphabet) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def g_key(r, kind):
    if kind == "aws_id":
        return "AKIA" + rs(r, 16, string.ascii_uppercase + "234567")
    if kind == "aws_secret":
        return rs(r, 40, AN + "/+")
    if kind == "github":
        return "ghp_" + rs(r, 36)
    if kind == "slack":
        return "xoxb-" + rd(r, 11) + "-" + rd(r, 13) + "-" + rs(r, 24)
    if kind == "stripe":
        return "sk_live_" + rs(r, 24)
    if kind == "google":
        return "AIza" + rs(r, 35, AN + "_-")
    if kind == "openai":
        return "sk-proj-" + rs(r, 20) + "T3BlbkFJ" + rs(r, 20)
    if kind == "gitlab":
        return "glpat-" + rs(r, 20, AN + "_-")
    if kind == "npm":
        return "npm_" + rs(r, 36)
    if kind == "sendgrid":
        return "SG." + rs(r, 22, AN + "_-") + "." + rs(r, 43, AN + "_-")
    if kind == "hf":
        return "hf_" + rs(r, 34, string.ascii_letters)
    if kind == "telegram":
        return str(r.randint(1000000000, 7999999999)) + ":AA" + rs(r, 33, AN + "_-")
    if kind == "twilio_sid":
        return "AC" + rs(r, 32, "0123456789abcdef")
    if kind == "hex32":
        return rs(r, 32, "0123456789abcdef")
    if kind == "jwt":
        h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        p = b64u(json.dumps({"sub": "u" + rd(r, 6), "role": "admin", "iat": 1764900000 + r.randint(0, 99999)},
                            separators=(",", ":")).encode())
        return h + "." + p + "." + rs(r, 43, AN + "_-")
    if kind == "pem":
        lines = ["MIIEow" + rs(r, 58, AN + "+/")] + [rs(r, 64, AN + "+/") for _ in range(3)]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "azure":
        return rs(r, 86, AN + "+/") + "=="
    raise ValueError(kind)


# ---------- look-alike numbers ----------
def g_isbn(r, _=""):
    body = "978" + rd(r, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    n = body + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def g_ups(r, _=""):
    return "1Z" + rs(r, 6, string.ascii_uppercase + string.digits) + rd(r, 10)


USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_check(body17):
    s = sum(USCC_CS.index(c) * w for c, w in zip(body17, USCC_W))
    return USCC_CS[(31 - s % 31) % 31]


def g_uscc(r, _=""):
    body = "91" + r.choice(REGIONS) + rs(r, 8, string.digits + "ABCDEFGHJKLMNPQRTUWXY")
    body = body[:17] if len(body) >= 17 else body + rs(r, 17 - len(body), string.digits)
    return body + uscc_check(body)


def g_ts(r, _=""):
    return str(1765000000000 + r.randint(0, 9_999_999_999))


def g_ip(r, net):
    return {"a": "192.0.2.", "b": "198.51.100.", "c": "203.0.113."}[net] + str(r.randint(2, 254))


GENS = {k[2:]: v for k, v in globals().items() if k.startswith("g_")}


def fill(r, template):
    """Replace ⟪name⟫ / ⟪name:arg⟫ placeholders. ⟪cut:K|name:arg⟫ inserts a TAB after K chars of the value."""
    def rep(m):
        body = m.group(1)
        if body.startswith("cut:"):
            k, _, rest = body[4:].partition("|")
            v = rep_body(rest)
            k = int(k)
            return v[:k] + "\t" + v[k:]
        return rep_body(body)

    def rep_body(body):
        name, _, arg = body.partition(":")
        return GENS[name](r, arg)

    return re.sub(r"⟪(.+?)⟫", rep, template, flags=re.S)
