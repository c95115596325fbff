"""Random fake values and the small template engine used by build.py and turns.py.

Standard library only. Every value is produced from the random.Random instance passed in,
so a fixed seed gives byte-identical output.

Template markers (inside hand-written sentences):
    §gen§              insert a value from generator `gen` (see GEN below); `gen:arg` passes an argument
    §#:PATTERN§        PATTERN with '#' -> digit, '%' -> digit 1-9, '&' -> A-Z, everything else literal
    §«literal»|f§      a hand-written literal passed through filters
    §@slot§            re-insert a stored value, optionally sliced: §@a[3:7]§
    ...|f1|f2          apply filters in order (see FILTERS below); `f:arg` passes an argument
    ...>slot           store the (filtered) value under `slot`
    §!...§             generate/store but do not insert
"""
import base64
import re
import string

DIGITS = "0123456789"
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def pattern(rng, p):
    out = []
    for ch in p:
        if ch == "#":
            out.append(rng.choice(DIGITS))
        elif ch == "%":
            out.append(rng.choice("123456789"))
        elif ch == "&":
            out.append(rng.choice(UPPER))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- check digits

def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(partial):
    for c in DIGITS:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def iban_numeric(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_ok(iban):
    iban = iban.replace(" ", "")
    r = iban[4:] + iban[:4]
    return int(iban_numeric(r)) % 97 == 1


def iban_make(country, bban):
    chk = 98 - int(iban_numeric(bban + country + "00")) % 97
    return "%s%02d%s" % (country, chk, bban)


CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CNID_MAP = "10X98765432"


def cnid_check(first17):
    return CNID_MAP[sum(int(a) * b for a, b in zip(first17, CNID_W)) % 11]


def cnid_ok(s):
    s = s.upper()
    return len(s) == 18 and s[:17].isdigit() and cnid_check(s[:17]) == s[17]


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    return len(s) == 9 and s[:8].isdigit() and DNI_LETTERS[int(s[:8]) % 23] == s[8]


def cpf_digits(nine):
    d = [int(c) for c in nine]
    s1 = sum(v * w for v, w in zip(d, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d.append(c1)
    s2 = sum(v * w for v, w in zip(d, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    return "%d%d" % (c1, c2)


def cpf_ok(s):
    s = re.sub(r"\D", "", s)
    return len(s) == 11 and cpf_digits(s[:9]) == s[9:]


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_check(first12):
    return (11 - sum(int(a) * b for a, b in zip(first12, RRN_W)) % 11) % 10


def rrn_ok(s):
    s = re.sub(r"\D", "", s)
    return len(s) == 13 and rrn_check(s[:12]) == int(s[12])


# Verhoeff (Aadhaar)
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    s = re.sub(r"\D", "", s)
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(partial):
    for ch in DIGITS:
        if verhoeff_ok(partial + ch):
            return partial + ch
    raise AssertionError


def fr_rib_key(bank, branch, account):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - sum(int(a) * b for a, b in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


# ---------------------------------------------------------------- phones

CN_MOBILE_PREFIX = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
                    "155", "156", "157", "158", "159", "166", "170", "173", "176", "177", "180", "181",
                    "182", "183", "185", "186", "187", "188", "189", "191", "193", "195", "198", "199"]


def cnmob(rng, arg=None):
    return rng.choice(CN_MOBILE_PREFIX) + rs(rng, DIGITS, 8)


def cnmob0(rng, arg=None):
    """a mobile with at least one 0 and at least two 1s (for l/O substitutions)"""
    while True:
        v = cnmob(rng)
        if "0" in v and v.count("1") >= 2:
            return v


# ---------------------------------------------------------------- cards

def visa(rng, arg=None):
    return luhn_complete("4" + rs(rng, DIGITS, 14))


def mc(rng, arg=None):
    if rng.random() < 0.75:
        pre = "5" + rng.choice("12345")
    else:
        pre = str(rng.randint(2221, 2720))
    return luhn_complete(pre + rs(rng, DIGITS, 15 - len(pre)))


def amex(rng, arg=None):
    return luhn_complete(rng.choice(["34", "37"]) + rs(rng, DIGITS, 12))


def card_bad(rng, arg=None):
    while True:
        v = rng.choice(["4", "5" + rng.choice("12345")])
        v = v + rs(rng, DIGITS, 16 - len(v))
        if not luhn_ok(v):
            return v


def exp(rng, arg=None):
    return "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 32))


def cvv(rng, arg=None):
    return pattern(rng, "%##")


# ---------------------------------------------------------------- Chinese ID

CN_REGIONS = ["110101", "110105", "310104", "310115", "440305", "440106", "510107", "330106", "420106",
              "320102", "370202", "610113", "500103", "350203", "430104", "210102", "120103", "530102"]


def _cnid17(rng):
    y = rng.randint(1958, 2004)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return "%s%04d%02d%02d%s" % (rng.choice(CN_REGIONS), y, m, d, rs(rng, DIGITS, 3))


def cnid(rng, arg=None):
    while True:
        f = _cnid17(rng)
        c = cnid_check(f)
        if c != "X":
            return f + c


def cnid_x(rng, arg=None):
    while True:
        f = _cnid17(rng)
        if cnid_check(f) == "X":
            return f + "X"


def cnid_bad(rng, arg=None):
    f = _cnid17(rng)
    good = cnid_check(f)
    return f + rng.choice([c for c in DIGITS if c != good])


# ---------------------------------------------------------------- IBAN / bank

def iban(rng, cc):
    if cc == "DE":
        bban = rs(rng, DIGITS, 18)
    elif cc == "GB":
        bban = rs(rng, UPPER, 4) + rs(rng, DIGITS, 14)
    elif cc == "IE":
        bban = rs(rng, UPPER, 4) + rs(rng, DIGITS, 14)
    elif cc == "FR":
        bank, branch, acct = rs(rng, DIGITS, 5), rs(rng, DIGITS, 5), rs(rng, DIGITS, 11)
        bban = bank + branch + acct + fr_rib_key(bank, branch, acct)
    elif cc == "ES":
        bank, branch, acct = rs(rng, DIGITS, 4), rs(rng, DIGITS, 4), rs(rng, DIGITS, 10)
        bban = bank + branch + "%d%d" % (es_dc("00" + bank + branch), es_dc(acct)) + acct
    elif cc == "NL":
        bban = rs(rng, UPPER, 4) + rs(rng, DIGITS, 10)
    elif cc == "IT":
        bban = rng.choice(UPPER) + rs(rng, DIGITS, 10) + rs(rng, DIGITS, 12)
    elif cc == "BE":
        ten = rs(rng, DIGITS, 10)
        k = int(ten) % 97 or 97
        bban = ten + "%02d" % k
    elif cc == "AT":
        bban = rs(rng, DIGITS, 16)
    elif cc == "CH":
        bban = rs(rng, DIGITS, 17)
    elif cc == "PL":
        bban = rs(rng, DIGITS, 24)
    else:
        raise KeyError(cc)
    return iban_make(cc, bban)


# ---------------------------------------------------------------- national numbers / passports

def ukpc_in(rng, arg=None):
    """inward part of a UK postcode: digit + two letters (no C I K M O V)"""
    return rng.choice(DIGITS) + rs(rng, "ABDEFGHJLNPQRSTUWXYZ", 2)


def ssn(rng, arg=None):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def nino(rng, arg=None):
    while True:
        p = rng.choice(NINO_FIRST) + rng.choice(NINO_SECOND)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(rng, DIGITS, 6)
    return "%s %s %s %s %s" % (p, d[0:2], d[2:4], d[4:6], rng.choice("ABCD"))


def dni(rng, arg=None):
    n = rs(rng, DIGITS, 8)
    return n + DNI_LETTERS[int(n) % 23]


def cpf(rng, arg=None):
    n = rs(rng, DIGITS, 9)
    c = n + cpf_digits(n)
    return "%s.%s.%s-%s" % (c[0:3], c[3:6], c[6:9], c[9:11])


def aadhaar(rng, arg=None):
    v = verhoeff_complete(rng.choice("23456789") + rs(rng, DIGITS, 10))
    return "%s %s %s" % (v[0:4], v[4:8], v[8:12])


def rrn(rng, arg=None):
    y = rng.randint(60, 99)
    first = "%02d%02d%02d%s%s" % (y, rng.randint(1, 12), rng.randint(1, 28), rng.choice("12"), rs(rng, DIGITS, 5))
    return "%s-%s%d" % (first[:6], first[6:], rrn_check(first))


def sin(rng, arg=None):
    v = luhn_complete(rng.choice("1234567") + rs(rng, DIGITS, 7))
    return "%s %s %s" % (v[0:3], v[3:6], v[6:9])


def passport(rng, kind):
    if kind == "US":
        return rng.choice("56") + rs(rng, DIGITS, 8)
    if kind == "GB":
        return rs(rng, "12345", 1) + rs(rng, DIGITS, 8)
    if kind == "DE":
        while True:
            v = "C" + rs(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8)
            if sum(c.isdigit() for c in v) >= 3:
                return v
    if kind == "CN":
        return "E" + rs(rng, DIGITS, 8)
    if kind == "JP":
        return "T" + rng.choice("KRZ") + rs(rng, DIGITS, 7)
    if kind == "IN":
        return rng.choice("JKLMNPRSTUVZ") + rs(rng, DIGITS, 7)
    if kind == "FR":
        return rs(rng, DIGITS, 2) + rs(rng, UPPER, 2) + rs(rng, DIGITS, 5)
    raise KeyError(kind)


# ---------------------------------------------------------------- e-mail local parts, users

FIRST = ["mara", "tovah", "ksenia", "bruno", "ilse", "oren", "priya", "dario", "hanne", "yusuf", "leontine",
         "calder", "noemi", "fenna", "rafe", "sunniva", "teodor", "wiebke", "anouk", "bastian", "marisol",
         "greta", "idris", "juno", "kasimir", "lioba", "matteo", "nadira", "osku", "perrine"]
LAST = ["quint", "renner", "voskuijl", "okonedo", "marchetti", "haverkamp", "dunmore", "achterberg",
        "castellan", "pryce", "oyelaran", "brandvold", "moreaux", "szabelski", "tanaquil", "ferrandez",
        "lindqvist", "ruzicka", "halloran", "ebbesen"]


def elocal(rng, arg=None):
    f, l = rng.choice(FIRST), rng.choice(LAST)
    form = rng.randint(0, 4)
    if form == 0:
        return f + "." + l
    if form == 1:
        return f + l + pattern(rng, "%#")
    if form == 2:
        return f[0] + "." + l
    if form == 3:
        return f + "_" + l
    return l + "." + f + pattern(rng, "##")


def elocal_plain(rng, arg=None):
    """local part without dots (for spoken/spelled forms)"""
    return rng.choice(FIRST) + rng.choice(LAST) + pattern(rng, "%#")


def email(rng, arg=None):
    return elocal(rng) + "@" + rng.choice(["example.com", "example.org", "example.net", "mail.example.com"])


DBUSERS = ["app_rw", "svc_reporting", "deploy", "etl_user", "grafana", "backup_ro", "orders_svc", "crm_app",
           "billing", "analytics", "jenkins", "ingest"]


def dbuser(rng, arg=None):
    return rng.choice(DBUSERS)


# ---------------------------------------------------------------- passwords and codes

WORDS = ["lantern", "moss", "quill", "harbor", "cobalt", "thistle", "ember", "walnut", "falcon", "juniper",
         "marble", "pepper", "saffron", "tundra", "velvet", "willow", "zephyr", "orchid", "pebble", "cinder",
         "maple", "raven", "sorrel", "tidal", "umber", "basil", "copper", "dune", "fjord", "glacier", "hazel",
         "indigo", "jasper", "kettle", "lichen", "meadow", "nutmeg", "otter", "parsnip", "quartz", "rook",
         "spruce", "tinder", "vortex", "wren", "yarrow", "badger", "clover", "drizzle", "fennel"]
PINYIN = ["xiaoyu", "chenjie", "wanglei", "liuyang", "zhaomin", "sunhao", "zhoufang", "huanglin", "linxue",
          "guoqiang", "tangtang", "dabai", "mimi", "laohu", "xingxing"]
SYMS = "!#$%&*+-=?^_~"


def pin(rng, n):
    n = int(n)
    while True:
        v = rs(rng, DIGITS, n)
        if len(set(v)) < max(2, n // 2):
            continue
        if v in "01234567890123456789" or v in "98765432109876543210":
            continue
        return v


def pw_mixed(rng, n=None):
    n = int(n) if n else rng.randint(10, 14)
    while True:
        v = rs(rng, ALNUM + SYMS, n)
        if (any(c in UPPER for c in v) and any(c in LOWER for c in v) and any(c in DIGITS for c in v)
                and any(c in SYMS for c in v)):
            return v


def pw_alnum(rng, n=None):
    n = int(n) if n else rng.randint(10, 14)
    while True:
        v = rs(rng, ALNUM, n)
        if any(c in UPPER for c in v) and any(c in LOWER for c in v) and any(c in DIGITS for c in v):
            return v


def pw_words(rng, arg=None):
    a, b = rng.sample(WORDS, 2)
    return a.capitalize() + rng.choice("!#$%&*+-=?") + b.capitalize() + pattern(rng, "%" + "#" * rng.randint(1, 3))


def pw_leet(rng, arg=None):
    w = rng.choice(WORDS)
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    out = "".join(table.get(c, c) if rng.random() < 0.7 else c for c in w)
    return out[0].upper() + out[1:] + pattern(rng, "##") + rng.choice("!?#")


def pw_pinyin(rng, arg=None):
    return rng.choice(PINYIN) + pattern(rng, "19##") if rng.random() < 0.5 else rng.choice(PINYIN) + pattern(rng, "%#####")


def passphrase(rng, sep=" "):
    sep = sep or " "
    return sep.join(rng.sample(WORDS, 4))


def wifi(rng, arg=None):
    if rng.random() < 0.5:
        return pw_alnum(rng, rng.randint(12, 16))
    return rng.choice(WORDS).capitalize() + rng.choice(WORDS) + pattern(rng, "%###")


def otp(rng, n="6"):
    return rs(rng, DIGITS, int(n))


def urlpw(rng, arg=None):
    return pw_alnum(rng, rng.randint(8, 12)) + rs(rng, "-_~", 1) + rs(rng, ALNUM, rng.randint(3, 6))


def recovery(rng, n="1"):
    return " ".join("%s-%s" % (rs(rng, LOWER + DIGITS, 5), rs(rng, LOWER + DIGITS, 5)) for _ in range(int(n)))


def bitlocker(rng, arg=None):
    return "-".join(rs(rng, DIGITS, 6) for _ in range(8))


def apple_rk(rng, arg=None):
    return "-".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))


def seed_words(rng, n="12"):
    pool = WORDS + ["absorb", "brick", "canyon", "doctor", "eager", "fossil", "gadget", "humble", "island",
                    "jungle", "kidney", "ladder", "mirror", "napkin", "oyster", "pistol", "ribbon", "saddle",
                    "tunnel", "useful", "vessel", "wisdom"]
    return " ".join(rng.sample(pool, int(n)))


def puk(rng, arg=None):
    return rs(rng, DIGITS, 8)


def ean13(rng, prefix=None):
    body = (prefix or rng.choice(["400", "690", "471", "880", "590", "800"])) 
    body = body + rs(rng, DIGITS, 12 - len(body))
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def isbn13(rng, arg=None):
    v = ean13(rng, "978" + rng.choice("0123"))
    return "%s-%s-%s-%s-%s" % (v[0:3], v[3], v[4:8], v[8:12], v[12])


# ---------------------------------------------------------------- API keys and tokens

def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng, arg=None):
    header = b64url_nopad(b'{"alg":"HS256","typ":"JWT"}')
    name = rng.choice(FIRST).capitalize() + " " + rng.choice(LAST).capitalize()
    payload = '{"sub":"%s","name":"%s","role":"admin","iat":%d}' % (rs(rng, DIGITS, 8), name,
                                                                       rng.randint(1760000000, 1790000000))
    return header + "." + b64url_nopad(payload.encode()) + "." + rs(rng, B64URL, 43)


def _rand_bytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def _b64_lines(rng, nbytes):
    s = base64.b64encode(_rand_bytes(rng, nbytes)).decode()
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def pem_rsa(rng, arg=None):
    return "-----BEGIN RSA PRIVATE KEY-----\n" + _b64_lines(rng, 336) + "\n-----END RSA PRIVATE KEY-----"


def pem_pkcs8(rng, arg=None):
    return "-----BEGIN PRIVATE KEY-----\n" + _b64_lines(rng, 240) + "\n-----END PRIVATE KEY-----"


def pem_openssh(rng, arg=None):
    body = base64.b64encode(b"openssh-key-v1\x00" + _rand_bytes(rng, 250)).decode()
    body = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"


def pem_ec(rng, arg=None):
    return "-----BEGIN EC PRIVATE KEY-----\n" + _b64_lines(rng, 121) + "\n-----END EC PRIVATE KEY-----"


def pgp_priv(rng, arg=None):
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + _b64_lines(rng, 300) + "\n=" + rs(rng, ALNUM + "+/", 4)
            + "\n-----END PGP PRIVATE KEY BLOCK-----")


def b64key(rng, n="32"):
    return base64.b64encode(_rand_bytes(rng, int(n))).decode()


def b64pw(rng, arg=None):
    return base64.b64encode(pw_mixed(rng).encode()).decode()


def hexkey(rng, n="32"):
    return rs(rng, HEX, 2 * int(n))


KEYGEN = {
    "sk_live": lambda r: "sk_live_" + rs(r, ALNUM, 24),
    "rk_live": lambda r: "rk_live_" + rs(r, ALNUM, 24),
    "sk": lambda r: "sk-" + rs(r, ALNUM, 48),
    "sk_proj": lambda r: "sk-proj-" + rs(r, B64URL, 64),
    "sk_ant": lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA",
    "aiza": lambda r: "AIza" + rs(r, B64URL, 35),
    "hf": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "glpat": lambda r: "glpat-" + rs(r, B64URL, 20),
    "npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "ghp": lambda r: "ghp_" + rs(r, ALNUM, 36),
    "ghpat": lambda r: "github_pat_11" + rs(r, UPPER + DIGITS, 20) + "_" + rs(r, ALNUM, 59),
    "xoxb": lambda r: "xoxb-" + rs(r, DIGITS, 12) + "-" + rs(r, DIGITS, 13) + "-" + rs(r, ALNUM, 24),
    "xoxp": lambda r: "xoxp-" + rs(r, DIGITS, 12) + "-" + rs(r, DIGITS, 12) + "-" + rs(r, DIGITS, 13) + "-" + rs(r, HEX, 32),
    "akia": lambda r: "AKIA" + rs(r, UPPER + "234567", 16),
    "aws_secret": lambda r: rs(r, ALNUM + "/+", 40),
    "slack_hook": lambda r: "https://hooks.slack.com/services/T" + rs(r, UPPER + DIGITS, 8) + "/B" + rs(r, UPPER + DIGITS, 10) + "/" + rs(r, ALNUM, 24),
    "discord_hook": lambda r: "https://discord.com/api/webhooks/" + rs(r, DIGITS, 18) + "/" + rs(r, B64URL, 68),
    "tg_bot": lambda r: rs(r, "123456789", 1) + rs(r, DIGITS, 9) + ":AA" + rs(r, B64URL, 33),
    "gocspx": lambda r: "GOCSPX-" + rs(r, B64URL, 28),
    "sendgrid": lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43),
    "twilio_sid": lambda r: "AC" + rs(r, HEX, 32),
}


def key(rng, kind):
    return KEYGEN[kind](rng)


# ---------------------------------------------------------------- filters

ZH = dict(zip(DIGITS, "〇一二三四五六七八九"))
ZH_LING = dict(zip(DIGITS, "零一二三四五六七八九"))
ZHCAP = dict(zip(DIGITS, "零壹贰叁肆伍陆柒捌玖"))
ZHCAPT = dict(zip(DIGITS, "零壹貳參肆伍陸柒捌玖"))
YAO = dict(zip(DIGITS, "零幺二三四五六七八九"))
JUNYONG = dict(zip(DIGITS, "洞幺两三四五六拐八勾"))
SCRIPTS = {
    "arab": "٠١٢٣٤٥٦٧٨٩",
    "pers": "۰۱۲۳۴۵۶۷۸۹",
    "deva": "०१२३४५६७८९",
    "beng": "০১২৩৪৫৬৭৮৯",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "khmer": "០១២៣៤៥៦៧៨៩",
    "mymr": "၀၁၂၃၄၅၆၇၈၉",
}
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
}
NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu", "0": "Zero", "1": "One",
        "2": "Two", "3": "Tree", "4": "Four", "5": "Fife", "6": "Six", "7": "Seven", "8": "Eight", "9": "Niner"}
CYR = dict(zip("aceopxyisjABCEHIKMOPTXY", "асеорхуіѕјАВСЕНІКМОРТХУ"))
GRK = dict(zip("ABEHIKMNOPTXYZovu", "ΑΒΕΗΙΚΜΝΟΡΤΧΥΖονυ"))
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def _map(table, s):
    return "".join(table.get(c, c) for c in s)


def _fw(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def _mix(rng, s, table):
    idx = [i for i, c in enumerate(s) if c in DIGITS]
    while True:
        pick = [rng.random() < 0.5 for _ in idx]
        if 2 <= sum(pick) <= len(idx) - 2:
            break
    chars = list(s)
    for i, p in zip(idx, pick):
        if p:
            chars[i] = table[chars[i]]
    return "".join(chars)


def _grp(s, arg):
    sizes, sep = arg.split(":", 1)
    out, i = [], 0
    for n in sizes.split(","):
        out.append(s[i:i + int(n)])
        i += int(n)
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def _dots(s):
    return " ".join(".".join(w) for w in s.split(" "))


def _leet(s):
    return _map({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1",
                 "O": "0", "S": "5", "T": "7"}, s)


def _rot13(s):
    return s.translate(str.maketrans(LOWER + UPPER, LOWER[13:] + LOWER[:13] + UPPER[13:] + UPPER[:13]))


def _zw(s):
    return "".join(c + ZW[i % 4] for i, c in enumerate(s[:-1])) + s[-1]


def _words(s, lang, sep=" "):
    return sep.join(DIGIT_WORDS[lang][int(c)] if c in DIGITS else c for c in s)


FILTERS = {
    "zh": lambda r, s, a: _map(ZH, s),
    "zh_ling": lambda r, s, a: _map(ZH_LING, s),
    "zhcap": lambda r, s, a: _map(ZHCAP, s),
    "zhcapt": lambda r, s, a: _map(ZHCAPT, s),
    "yao": lambda r, s, a: _map(YAO, s),
    "junyong": lambda r, s, a: _map(JUNYONG, s),
    "mixzh": lambda r, s, a: _mix(r, s, ZH_LING),
    "mixcap": lambda r, s, a: _mix(r, s, ZHCAP),
    "mixfw": lambda r, s, a: _mix(r, s, {c: _fw(c) for c in DIGITS}),
    "fw": lambda r, s, a: _fw(s),
    "grp": lambda r, s, a: _grp(s, a),
    "sp": lambda r, s, a: (a or " ").join(s),
    "lO": lambda r, s, a: s.replace("1", "l").replace("0", "O"),
    "Io": lambda r, s, a: s.replace("1", "I").replace("0", "o"),
    "rev": lambda r, s, a: s[::-1],
    "upper": lambda r, s, a: s.upper(),
    "lower": lambda r, s, a: s.lower(),
    "words": lambda r, s, a: _words(s, a),
    "wordsj": lambda r, s, a: _words(s, a, ""),
    "nato": lambda r, s, a: " ".join(NATO.get(c.upper(), c) for c in s),
    "cyr": lambda r, s, a: _map(CYR, s),
    "grk": lambda r, s, a: _map(GRK, s),
    "zw": lambda r, s, a: _zw(s),
    "b64": lambda r, s, a: base64.b64encode(s.encode()).decode(),
    "hex": lambda r, s, a: s.encode().hex(),
    "leet": lambda r, s, a: _leet(s),
    "dots": lambda r, s, a: _dots(s),
    "rot13": lambda r, s, a: _rot13(s),
    "ent": lambda r, s, a: "".join("&#%d;" % ord(c) if c in "@." else c for c in s),
    "uesc": lambda r, s, a: "".join("\\u%04x" % ord(c) for c in s),
    "pct": lambda r, s, a: "".join("%%%02X" % ord(c) if c in " @:/?&=" else c for c in s),
}
for _k in SCRIPTS:
    FILTERS[_k] = (lambda t: (lambda r, s, a: _map(dict(zip(DIGITS, t)), s)))(SCRIPTS[_k])


GEN = {
    "cnmob": cnmob, "cnmob0": cnmob0,
    "visa": visa, "mc": mc, "amex": amex, "card_bad": card_bad, "exp": exp, "cvv": cvv,
    "cnid": cnid, "cnid_x": cnid_x, "cnid_bad": cnid_bad,
    "iban": iban, "ukpc_in": ukpc_in, "ssn": ssn, "nino": nino, "dni": dni, "cpf": cpf, "aadhaar": aadhaar, "rrn": rrn, "sin": sin,
    "passport": passport,
    "elocal": elocal, "elocal_plain": elocal_plain, "email": email, "dbuser": dbuser,
    "pin": pin, "pw": pw_mixed, "pw_alnum": pw_alnum, "pw_words": pw_words, "pw_leet": pw_leet,
    "pw_pinyin": pw_pinyin, "passphrase": passphrase, "wifi": wifi, "otp": otp, "urlpw": urlpw,
    "recovery": recovery, "bitlocker": bitlocker, "apple_rk": apple_rk, "seed": seed_words, "puk": puk,
    "ean13": ean13, "isbn13": isbn13,
    "jwt": jwt, "pem_rsa": pem_rsa, "pem_pkcs8": pem_pkcs8, "pem_openssh": pem_openssh, "pem_ec": pem_ec,
    "pgp": pgp_priv, "b64key": b64key, "b64pw": b64pw, "hexkey": hexkey, "key": key,
}

# generators whose raw value check.py re-validates
CHECKED = {"visa", "mc", "amex", "card_bad", "cnid", "cnid_x", "cnid_bad", "iban", "ssn", "nino", "dni", "cpf",
           "aadhaar", "rrn", "sin"}


# ---------------------------------------------------------------- template engine

MARK = re.compile(r"§([^§]+)§")
SLOT = re.compile(r">([A-Za-z_]\w*)$")
REF = re.compile(r"^@(\w+)(?:\[(-?\d*):(-?\d*)\])?$")


def _apply(rng, spec, slots, meta):
    hide = spec.startswith("!")
    if hide:
        spec = spec[1:]
    if spec.startswith("«"):
        end = spec.index("»")
        body, rest = spec[:end + 1], spec[end + 1:]
    else:
        body, rest = "", spec
    slot = None
    m = SLOT.search(rest)
    if m:
        slot = m.group(1)
        rest = rest[:m.start()]
    parts = rest.split("|")
    if body:
        if parts[0] != "":
            raise ValueError(spec)
        filters = parts[1:]
    else:
        body, filters = parts[0], parts[1:]
    gen = None
    if body.startswith("«"):
        raw = body[1:-1]
    elif body.startswith("#:"):
        raw = pattern(rng, body[2:])
        gen = "pattern"
    elif body.startswith("@"):
        r = REF.match(body)
        v = slots[r.group(1)]
        a = int(r.group(2)) if r.group(2) else None
        b = int(r.group(3)) if r.group(3) else None
        raw = v[a:b] if "[" in body else v
    else:
        name, _, arg = body.partition(":")
        raw = GEN[name](rng, arg) if arg else GEN[name](rng)
        gen = name
    out = raw
    for f in filters:
        fname, _, farg = f.partition(":")
        out = FILTERS[fname](rng, out, farg)
    if slot:
        slots[slot] = out
    if gen is not None:
        meta.append({"gen": gen, "raw": raw, "out": out, "hidden": hide})
    return "" if hide else out


def render(rng, template, slots, meta):
    return MARK.sub(lambda m: _apply(rng, m.group(1), slots, meta), template)
