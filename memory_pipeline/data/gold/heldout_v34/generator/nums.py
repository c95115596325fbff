"""Fake value generators for heldout-v34 (standard library only).

Every generator takes a random.Random instance and returns (value, tag).
tag names the validator that check.py applies (None = only "occurs in text").
All values are random; none is a real account, card, person or key.
"""
import base64
import json
import string

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"


def rnd(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n):
    return rnd(rng, DIG, n)


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        x = int(ch)
        if i % 2 == 0:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return str((10 - total % 10) % 10)


def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


SEPS = {"sp": " ", "dash": "-", "plain": "", "dot": "."}

# ---------------------------------------------------------------- cards
CARD = {
    "visa": (["4"], 16),
    "mc": (["51", "52", "53", "54", "55"], 16),
    "mc2": ([str(x) for x in range(2221, 2721)], 16),
    "amex": (["34", "37"], 15),
    "jcb": ([str(x) for x in range(3528, 3590)], 16),
    "unionpay": (["622", "625", "628"], 19),
    "mir": (["2200", "2201", "2202", "2203", "2204"], 16),
    "rupay": (["6522", "6073", "6080", "8172"], 16),
    "troy": (["9792"], 16),
    "humo": (["9860"], 16),
    "uzcard": (["8600"], 16),
    "verve": ([str(x) for x in range(506099, 506199)], 19),
    "elo": (["636368", "438935", "504175", "451416", "636297"], 16),
    "diners": (["36"], 14),
}


def card(rng, brand, fmt="sp"):
    prefixes, length = CARD[brand]
    p = rng.choice(prefixes)
    body = p + digits(rng, length - len(p) - 1)
    num = body + luhn_digit(body)
    sizes = {16: [4, 4, 4, 4], 15: [4, 6, 5], 14: [4, 6, 4], 19: [4, 4, 4, 4, 3]}[length]
    return group(num, sizes, SEPS[fmt]), "card"


def nonluhn(rng, n, fmt="plain"):
    n = int(n)
    while True:
        s = str(rng.randint(1, 9)) + digits(rng, n - 1)
        if not luhn_ok(s):
            break
    if fmt == "sp":
        s = group(s, [4] * (n // 4), " ")
    return s, "nonluhn"


def nonverhoeff(rng, n):
    n = int(n)
    while True:
        s = str(rng.randint(2, 9)) + digits(rng, n - 1)
        if not verhoeff_ok(s):
            return s, "nonverhoeff"


# ---------------------------------------------------------------- China resident id
CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid(rng, region, mode=""):
    while True:
        y = rng.randint(1956, 2004)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        seq = rng.randint(1, 999)
        s17 = f"{region}{y:04d}{m:02d}{d:02d}{seq:03d}"
        chk = "10X98765432"[sum(int(a) * b for a, b in zip(s17, CNID_W)) % 11]
        if mode == "X" and chk != "X":
            continue
        if mode != "X" and chk == "X":
            continue
        s = s17 + chk
        if mode == "sp":
            s = group(s, [6, 8, 4], " ")
        return s, "cnid"


# ---------------------------------------------------------------- IBAN
IBAN_SPEC = {
    "MT": "a4n5c18", "IS": "n22", "AL": "n8c16", "GE": "a2n16", "AZ": "a4c20",
    "KZ": "n3c13", "IE": "a4n14", "LT": "n16", "LV": "a4c13", "EE": "n16",
    "BA": "n16", "MK": "n3c10n2", "SI": "n15", "PT": "n21", "UA": "n6c19",
    "NL": "a4n10", "RO": "a4c16", "FO": "n14",
}


def _bban(rng, spec):
    out, i = [], 0
    while i < len(spec):
        kind = spec[i]
        j = i + 1
        while j < len(spec) and spec[j].isdigit():
            j += 1
        n = int(spec[i + 1:j])
        if kind == "n":
            out.append(digits(rng, n))
        elif kind == "a":
            out.append(rnd(rng, UP, n))
        else:
            out.append("".join(rng.choice(UP) if rng.random() < 0.25 else rng.choice(DIG)
                               for _ in range(n)))
        i = j
    return "".join(out)


def _to_num(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban(rng, cc, fmt="sp"):
    bban = _bban(rng, IBAN_SPEC[cc])
    chk = 98 - int(_to_num(bban + cc + "00")) % 97
    s = f"{cc}{chk:02d}{bban}"
    if fmt == "sp":
        s = group(s, [4] * (len(s) // 4), " ")
    return s, "iban"


# ---------------------------------------------------------------- national numbers
def _date(rng, y0, y1):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def za_id(rng):
    y, m, d = _date(rng, 1958, 2004)
    s = f"{y % 100:02d}{m:02d}{d:02d}{rng.randint(0, 9999):04d}08"
    return s + luhn_digit(s), "za_id"


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + f"{d10}{d11}", "tckn"


def kennitala(rng, fmt="dash"):
    while True:
        y, m, d = _date(rng, 1950, 2004)
        s = f"{d:02d}{m:02d}{y % 100:02d}{rng.randint(20, 99):02d}"
        r = 11 - sum(int(a) * b for a, b in zip(s, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if r == 11:
            r = 0
        if r == 10:
            continue
        full = s + str(r) + ("9" if y < 2000 else "0")
        return (full[:6] + "-" + full[6:]) if fmt == "dash" else full, "kennitala"


def _baltic(rng):
    y, m, d = _date(rng, 1950, 2006)
    g = rng.choice("34") if y < 2000 else rng.choice("56")
    s = f"{g}{y % 100:02d}{m:02d}{d:02d}{rng.randint(0, 999):03d}"
    r = sum(int(a) * b for a, b in zip(s, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if r == 10:
        r = sum(int(a) * b for a, b in zip(s, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        if r == 10:
            r = 0
    return s + str(r)


def ee_id(rng):
    return _baltic(rng), "ee_id"


def lt_id(rng):
    return _baltic(rng), "lt_id"


def cl_rut(rng):
    body = rng.randint(6_000_000, 24_999_999)
    s, m = 0, 2
    for ch in reversed(str(body)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{body:,}".replace(",", ".") + "-" + dv, "cl_rut"


def no_fnr(rng):
    while True:
        y, m, d = _date(rng, 1940, 1999)
        s = f"{d:02d}{m:02d}{y % 100:02d}{rng.randint(0, 499):03d}"
        k1 = 11 - sum(int(a) * b for a, b in zip(s, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2), "no_fnr"


def aadhaar(rng, fmt="sp"):
    body = str(rng.randint(2, 9)) + digits(rng, 10)
    s = body + verhoeff_digit(body)
    return (group(s, [4, 4, 4], " ") if fmt == "sp" else s), "aadhaar"


def _mrz_cd(s):
    w = [7, 3, 1]
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        t += v * w[i % 3]
    return str(t % 10)


def mrz(rng, country, surname, given, sex):
    line1 = ("P<" + country + surname + "<<" + given).ljust(44, "<")
    num = rnd(rng, UP, 2) + digits(rng, 7)
    y, m, d = _date(rng, 1960, 2000)
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    ey, em, ed = _date(rng, 2029, 2035)
    exp = f"{ey % 100:02d}{em:02d}{ed:02d}"
    l2 = num + _mrz_cd(num) + country + dob + _mrz_cd(dob) + sex + exp + _mrz_cd(exp) + "<" * 14 + "0"
    l2 += _mrz_cd(l2[0:10] + l2[13:20] + l2[21:43])
    return line1 + "\n" + l2, "mrz"


# ---------------------------------------------------------------- public codes (look-alikes)
def isbn13(rng):
    body = "978" + digits(rng, 9)
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    s = body + str((10 - t % 10) % 10)
    return f"{s[:3]}-{s[3:5]}-{s[5:9]}-{s[9:12]}-{s[12]}", "isbn13"


def ean13(rng, prefix):
    body = prefix + digits(rng, 12 - len(prefix))
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - t % 10) % 10), "ean13"


def imo(rng):
    body = "9" + digits(rng, 5)
    return body + str(sum(int(c) * w for c, w in zip(body, [7, 6, 5, 4, 3, 2])) % 10), "imo"


def issn(rng):
    body = digits(rng, 7)
    r = (11 - sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if r == 10 else str(r)), "issn"


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng, region):
    org8 = digits(rng, 8)
    c9 = 11 - sum(int(a) * b for a, b in zip(org8, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    c9 = "X" if c9 == 10 else "0" if c9 == 11 else str(c9)
    s17 = "91" + region + org8 + c9
    c = (31 - sum(USCC_CH.index(a) * b for a, b in zip(s17, USCC_W)) % 31) % 31
    return s17 + USCC_CH[c], "uscc"


def s10(rng, service, country):
    body = digits(rng, 8)
    r = 11 - sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    r = 0 if r == 10 else 5 if r == 11 else r
    return f"{service}{body}{r}{country}", "s10"


def uuid(rng):
    h = rnd(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}", None


# ---------------------------------------------------------------- secrets
SYM = "!#$%&*+-=?@_"


def pw_mixed(rng, n):
    n = int(n)
    while True:
        s = rnd(rng, ALNUM + SYM, n)
        if (any(c in UP for c in s) and any(c in LOW for c in s)
                and any(c in DIG for c in s) and any(c in SYM for c in s)):
            return s, "secret"


URLSAFE_SYM = "-_.~!*"


def pw_url(rng, n):
    """password that is legal unescaped in the userinfo part of a URL"""
    n = int(n)
    while True:
        s = rnd(rng, ALNUM + URLSAFE_SYM, n)
        if (any(c in UP for c in s) and any(c in LOW for c in s)
                and any(c in DIG for c in s) and any(c in URLSAFE_SYM for c in s)):
            return s, "secret"


def pin(rng, n):
    n = int(n)
    while True:
        s = "".join(rng.sample(DIG, n))
        bad = any(
            (int(s[i + 1]) - int(s[i]) == int(s[i + 2]) - int(s[i + 1])
             and abs(int(s[i + 1]) - int(s[i])) == 1)
            for i in range(n - 2))
        if not bad and s[0] != "0":
            return s, "secret"


def otp(rng, n):
    return digits(rng, int(n)), "secret"


def codes(rng, n):
    return "  ".join(rnd(rng, LOW + DIG, 4) + "-" + rnd(rng, LOW + DIG, 4)
                     for _ in range(int(n))), "secret"


def _b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


OPENSSH_HEAD = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"


def key(rng, kind):
    if kind == "akia":
        v = "AKIA" + rnd(rng, UP + "234567", 16)
    elif kind == "awssecret":
        v = rnd(rng, B64, 40)
    elif kind == "ghp":
        v = "ghp_" + rnd(rng, ALNUM, 36)
    elif kind == "github_pat":
        v = "github_pat_11" + rnd(rng, UP + DIG, 20) + "_" + rnd(rng, ALNUM, 59)
    elif kind == "rk_live":
        v = "rk_live_51" + rnd(rng, ALNUM, 60)
    elif kind == "telegram":
        v = str(rng.randint(6, 7)) + digits(rng, 9) + ":AA" + rnd(rng, B64URL, 33)
    elif kind == "aiza":
        v = "AIza" + rnd(rng, B64URL, 35)
    elif kind == "openssh":
        body = OPENSSH_HEAD + "QyNTUxOQAAACA" + rnd(rng, B64, 70 * 4 - len(OPENSSH_HEAD) - 13 + 40)
        v = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    elif kind == "shpat":
        v = "shpat_" + rnd(rng, HEX, 32)
    elif kind == "dop":
        v = "dop_v1_" + rnd(rng, HEX, 64)
    elif kind == "jwt":
        head = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        body = _b64url(json.dumps({"sub": digits(rng, 8), "role": "user",
                                   "iat": rng.randint(1767000000, 1769000000)},
                                  separators=(",", ":")).encode())
        v = head + "." + body + "." + rnd(rng, B64URL, 43)
    elif kind == "glpat":
        v = "glpat-" + rnd(rng, B64URL, 20)
    elif kind == "npm":
        v = "npm_" + rnd(rng, ALNUM, 36)
    elif kind == "anthropic":
        v = "sk-ant-api03-" + rnd(rng, B64URL, 93) + "AA"
    elif kind == "twilio_ac":
        v = "AC" + rnd(rng, HEX, 32)
    elif kind == "hex32":
        v = rnd(rng, HEX, 32)
    elif kind == "pypi":
        v = "pypi-AgEIcHlwaS5vcmc" + rnd(rng, B64URL, 60)
    elif kind == "mailgun":
        v = "key-" + rnd(rng, HEX, 32)
    elif kind == "hf":
        v = "hf_" + rnd(rng, string.ascii_letters, 34)
    elif kind == "slack":
        v = "xoxb-" + digits(rng, 12) + "-" + digits(rng, 13) + "-" + rnd(rng, ALNUM, 24)
    else:
        raise KeyError(kind)
    return v, "secret"


# ---------------------------------------------------------------- digit scripts
SCRIPT_ZERO = {
    "deva": 0x966, "beng": 0x9E6, "guru": 0xA66, "gujr": 0xAE6, "orya": 0xB66,
    "taml": 0xBE6, "telu": 0xC66, "knda": 0xCE6, "mlym": 0xD66, "thai": 0xE50,
    "lao": 0xED0, "tibt": 0xF20, "mymr": 0x1040, "khmr": 0x17E0, "mong": 0x1810,
    "arab": 0x660, "pers": 0x6F0, "full": 0xFF10,
}
SCRIPT_CHARS = {
    "cn": "零一二三四五六七八九",
    "cnO": "〇一二三四五六七八九",
    "daxie": "零壹贰叁肆伍陆柒捌玖",
    "daxie_t": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "ko": "공일이삼사오육칠팔구",
}
SCRIPT_WORDS = {
    "swwords": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
    "jvwords": "nol siji loro telu papat lima enem pitu wolu sanga".split(),
}


def convert(s, script):
    if not script:
        return s
    if script in SCRIPT_ZERO:
        z = SCRIPT_ZERO[script]
        return "".join(chr(z + int(c)) if c in DIG else c for c in s)
    if script in SCRIPT_CHARS:
        t = SCRIPT_CHARS[script]
        return "".join(t[int(c)] if c in DIG else c for c in s)
    if script in SCRIPT_WORDS:
        w = SCRIPT_WORDS[script]
        return " ".join(w[int(c)] for c in s if c in DIG)
    raise KeyError(script)


# ---------------------------------------------------------------- placeholder dispatch
def generate(rng, spec):
    """spec is the text inside {{...}}: name[:arg[:arg...]]"""
    parts = spec.split(":")
    name, args = parts[0], parts[1:]
    if name[0] == "d" and name[1:].isdigit():
        return digits(rng, int(name[1:])), None
    if name == "ip":
        return str(rng.randint(2, 254)), None
    if name == "hex":
        return rnd(rng, HEX, int(args[0])), None
    table = {
        "card": card, "nonluhn": nonluhn, "nonverhoeff": nonverhoeff, "cnid": cnid,
        "iban": iban, "za_id": za_id, "tckn": tckn, "kennitala": kennitala,
        "ee_id": ee_id, "lt_id": lt_id, "cl_rut": cl_rut, "no_fnr": no_fnr,
        "aadhaar": aadhaar, "mrz": mrz, "isbn13": isbn13, "ean13": ean13, "imo": imo,
        "issn": issn, "uscc": uscc, "s10": s10, "uuid": uuid, "pw": pw_mixed, "upw": pw_url, "pin": pin,
        "otp": otp, "codes": codes, "key": key,
    }
    return table[name](rng, *args)
