"""Fake value generators for devset v34 (standard library only, Python 3.11).

Every function takes a random.Random instance and returns a string in ASCII
(transforms in render.py turn it into native digits, number words, etc.).
Nothing here is a real person's number, account or key: phones are in
drama/fiction ranges or random digits in the right shape, check digits are
computed so the values *look* valid, keys are random characters in the
public formats.
"""
import base64
import datetime
import json
import string
import uuid
import zlib

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
URLSAFE = string.ascii_letters + string.digits + "-_.~"
SYMBOLS = "!#$%&*?^+="


# ---------------------------------------------------------------- patterns
def fill(rng, pattern):
    """'#' -> any digit, '%' -> 1-9; every other character is kept."""
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(rng.randrange(10)))
        elif ch == "%":
            out.append(str(rng.randint(1, 9)))
        else:
            out.append(ch)
    return "".join(out)


def digits_of(s):
    return "".join(ch for ch in s if ch in "0123456789")


def rand_date(rng, y0, y1):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


# ---------------------------------------------------------------- luhn
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


def non_luhn(rng, pattern):
    """Digits in the given shape that fail Luhn (and, at 18 digits, GB 11643)."""
    while True:
        v = fill(rng, pattern)
        d = digits_of(v)
        if luhn_ok(d):
            continue
        if len(d) == 18 and cnid_check(d[:17]) == d[17]:
            continue
        return v


# ---------------------------------------------------------------- PINs
def pin(rng, n):
    """n digits, no two equal neighbours, no ascending/descending run of 3."""
    while True:
        d = [rng.randrange(10) for _ in range(n)]
        if any(d[i] == d[i + 1] for i in range(n - 1)):
            continue
        if any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1
               for i in range(n - 2)):
            continue
        return "".join(map(str, d))


# ---------------------------------------------------------------- cards
CARD_BRANDS = {
    "visa": (["4"], 16),
    "mc": (["51", "52", "53", "54", "55"], 16),
    "mc2": ([str(x) for x in range(2221, 2721)], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011"], 16),
    "jcb": ([str(x) for x in range(3528, 3590)], 16),
    "mir": (["2200", "2201", "2202", "2203", "2204"], 16),
    "unionpay19": (["62"], 19),
    "rupay": (["6521", "6522"], 16),
    "troy": (["9792"], 16),
    "elo": (["636368", "504175", "451416"], 16),
    "verve": (["506099", "506100", "506150"], 19),
}


def card(rng, brand):
    prefixes, length = CARD_BRANDS[brand]
    body = rng.choice(prefixes)
    while len(body) < length - 1:
        body += str(rng.randrange(10))
    return body + luhn_digit(body)


def group_card(num, sep):
    if sep == "none":
        return num
    if len(num) == 15:
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, len(num), 4)]
    return {"sp": " ", "dash": "-", "dot": "."}[sep].join(parts)


# ---------------------------------------------------------------- CN resident ID
CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_REGIONS = ["110105", "310115", "440106", "510104", "330102", "420106",
              "350102", "130102", "530102", "610113", "370202", "210102"]


def cnid_check(body17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(body17, CNID_W)) % 11]


def cnid(rng, region=None, force_x=False):
    while True:
        reg = region or rng.choice(CN_REGIONS)
        dt = rand_date(rng, 1952, 2007)
        body = reg + dt.strftime("%Y%m%d") + fill(rng, "##%")
        c = cnid_check(body)
        if force_x and c != "X":
            continue
        if not force_x and c == "X":
            continue
        return body + c


# ---------------------------------------------------------------- IBAN
def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(c) * x for c, x in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def _bban(rng, cc):
    if cc == "LT":
        return fill(rng, "7####") + fill(rng, "###########")
    if cc == "SK":
        return rng.choice(["0900", "1100", "0200", "7500", "5600"]) + fill(rng, "######") + fill(rng, "##########")
    if cc == "AL":
        return fill(rng, "2#######") + fill(rng, "################")
    if cc == "GE":
        return rng.choice(["TB", "BG", "NB", "LB"]) + fill(rng, "################")
    if cc == "ES":
        bank, branch, acct = fill(rng, "%###"), fill(rng, "####"), fill(rng, "##########")
        return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
    if cc == "DE":
        return fill(rng, "%#######") + fill(rng, "##########")
    if cc == "EE":
        return fill(rng, "%###############")
    raise KeyError(cc)


def iban(rng, cc):
    bban = _bban(rng, cc)
    s = bban + cc + "00"
    n = int("".join(str(int(ch, 36)) for ch in s))
    return cc + "%02d" % (98 - n % 97) + bban


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- national numbers
def cpf(rng):
    while True:
        d = [rng.randrange(10) for _ in range(9)]
        if len(set(d)) > 1:
            break
    for n in (9, 10):
        s = sum(d[i] * (n + 1 - i) for i in range(n))
        d.append(s * 10 % 11 % 10)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def pesel(rng, y0="1950", y1="2012"):
    dt = rand_date(rng, int(y0), int(y1))
    m = dt.month + (20 if dt.year >= 2000 else 0)
    s = f"{dt.year % 100:02d}{m:02d}{dt.day:02d}" + fill(rng, "####")
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randrange(10) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def hetu(rng):
    dt = rand_date(rng, 1950, 2008)
    sign = "-" if dt.year < 2000 else "A"
    ind = rng.randint(2, 899)
    ddmmyy = dt.strftime("%d%m") + f"{dt.year % 100:02d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + f"{ind:03d}") % 31]
    return f"{ddmmyy}{sign}{ind:03d}{c}"


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


def aadhaar(rng):
    body = str(rng.randint(2, 9)) + fill(rng, "##########")
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    s = body + str(_VINV[c])
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def rut(rng):
    body = rng.randint(6_000_000, 24_999_999)
    s, m = 0, 2
    for ch in reversed(str(body)):
        s += int(ch) * m
        m = m + 1 if m < 7 else 2
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{body:,}".replace(",", ".") + "-" + dv


def za_id(rng):
    dt = rand_date(rng, 1955, 2004)
    s = dt.strftime("%y%m%d") + fill(rng, "####") + "08"
    return s + luhn_digit(s)


def ee_ik(rng):
    dt = rand_date(rng, 1950, 2008)
    g = (3 if dt.year < 2000 else 5) + rng.randrange(2)
    s = f"{g}" + dt.strftime("%y%m%d") + fill(rng, "###")
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    r = sum(int(a) * b for a, b in zip(s, w1)) % 11
    if r == 10:
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        r = sum(int(a) * b for a, b in zip(s, w2)) % 11
        if r == 10:
            r = 0
    return s + str(r)


def kennitala(rng):
    while True:
        dt = rand_date(rng, 1950, 2006)
        base = dt.strftime("%d%m%y") + str(rng.randint(20, 99))
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(a) * b for a, b in zip(base, w)) % 11
        if r == 11:
            r = 0
        if r == 10:
            continue
        cent = "9" if dt.year < 2000 else "0"
        return f"{base[:6]}-{base[6:]}{r}{cent}"


def cnp(rng, sex=None, y0="1940", y1="2008"):
    dt = rand_date(rng, int(y0), int(y1))
    sx = (int(sex) if sex else rng.choice([1, 2])) + (4 if dt.year >= 2000 else 0)
    s = f"{sx}" + dt.strftime("%y%m%d") + f"{rng.randint(1, 46):02d}" + f"{rng.randint(1, 999):03d}"
    r = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return s + ("1" if r == 10 else str(r))


def se_pnr(rng):
    dt = rand_date(rng, 1950, 2008)
    body = dt.strftime("%y%m%d") + fill(rng, "###")
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def egn(rng):
    dt = rand_date(rng, 1950, 2015)
    m = dt.month + (40 if dt.year >= 2000 else 0)
    s = f"{dt.year % 100:02d}{m:02d}{dt.day:02d}" + fill(rng, "###")
    r = sum(int(a) * b for a, b in zip(s, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return s + ("0" if r == 10 else str(r))


def oib(rng):
    s = fill(rng, "%#########")
    a = 10
    for ch in s:
        a = (a + int(ch)) % 10
        if a == 0:
            a = 10
        a = (a * 2) % 11
    c = 11 - a
    return s + ("0" if c == 10 else str(c))


NATIONAL = {"cpf": cpf, "pesel": pesel, "tckn": tckn, "hetu": hetu, "aadhaar": aadhaar,
            "rut": rut, "za": za_id, "ee": ee_ik, "kt": kennitala, "cnp": cnp,
            "pnr": se_pnr, "egn": egn, "oib": oib}


def passport(rng, kind):
    if kind == "us":
        return fill(rng, "%########")
    if kind == "in":
        return rng.choice("JKLMNPRSTUVW") + fill(rng, "%######")
    if kind == "jp":
        return rng.choice(["TK", "TZ", "MU", "TR"]) + fill(rng, "#######")
    raise KeyError(kind)


# ---------------------------------------------------------------- look-alike codes
def isbn13(rng):
    body = "978" + fill(rng, "#########")
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ean13(rng, prefix):
    body = prefix + fill(rng, "#" * (12 - len(prefix)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


USCC_AL = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    org8 = fill(rng, "%#######")
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    c9 = 11 - sum(int(a) * b for a, b in zip(org8, w)) % 11
    org = org8 + ("X" if c9 == 10 else "0" if c9 == 11 else str(c9))
    body = "91" + rng.choice(["110108", "310104", "440305", "330106"]) + org
    c = 31 - sum(USCC_AL.index(ch) * x for ch, x in zip(body, USCC_W)) % 31
    return body + USCC_AL[0 if c == 31 else c]


def ups(rng):
    return "1Z" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(6)) + "03" + fill(rng, "########")


def lotto(rng, k, n, sep="comma"):
    nums = sorted(rng.sample(range(1, n + 1), k))
    return {"comma": ", ", "dash": " – ", "space": " ", "slash": " / "}[sep].join(str(x) for x in nums)


def upper(rng, n):
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(n))


def alnum_upper(rng, n):
    return "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid4(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


# ---------------------------------------------------------------- passwords
SEED_WORDS = ("amber orbit canyon ladder velvet pigeon harvest lunar fossil garlic "
              "meadow tunnel crystal anchor bamboo cactus dolphin ember falcon glacier "
              "hammock island jungle kettle lemon marble nectar olive paddle quarry "
              "raven saddle timber umbrella vapor walnut yellow zebra basket candle "
              "drift engine fabric gravel hollow insect jacket kidney lobster mirror "
              "noodle oyster pepper rocket silver throne unusual violin window young").split()
PINYIN = ["zhang", "wei", "li", "na", "xiao", "ming", "hua", "long", "fang", "jun",
          "yu", "ting", "hao", "lei", "mei", "qiang", "xin", "yan"]


def pw_mixed(rng, n, alphabet_extra=SYMBOLS):
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, alphabet_extra]
    while True:
        s = "".join(rng.choice("".join(pools)) for _ in range(n))
        if all(any(c in p for c in s) for p in pools):
            return s


def password(rng, kind, arg=None):
    if kind == "mixed":
        return pw_mixed(rng, int(arg))
    if kind == "urlsafe":
        return pw_mixed(rng, int(arg), "-_.~")
    if kind == "wifi":
        while True:
            s = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(16))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
                return s
    if kind == "lowdig":
        while True:
            s = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(int(arg)))
            if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
                return s
    if kind == "wordnum":
        return arg + fill(rng, "####") + rng.choice("!#$*")
    if kind in ("phrase", "phrase_sp"):
        words = rng.sample(arg.split(","), 4)
        return ("-" if kind == "phrase" else " ").join(words)
    if kind == "pinyin":
        return "".join(rng.sample(PINYIN, 2)) + fill(rng, "####")
    if kind == "seed":
        return " ".join(rng.sample(SEED_WORDS, int(arg)))
    if kind == "backup":
        return "  ".join(fill(rng, "#### ####") for _ in range(int(arg)))
    raise KeyError(kind)


# ---------------------------------------------------------------- key formats
def _pick(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def key(rng, kind):
    az09 = string.ascii_letters + string.digits
    if kind == "aws_id":
        return "AKIA" + _pick(rng, string.ascii_uppercase + "234567", 16)
    if kind == "aws_secret":
        return _pick(rng, az09 + "/+", 40)
    if kind == "ghp":
        body = _pick(rng, az09, 30)
        return "ghp_" + body + _b62(zlib.crc32(body.encode()), 6)
    if kind == "slack_bot":
        return f"xoxb-{fill(rng, '%##########')}-{fill(rng, '%############')}-{_pick(rng, az09, 24)}"
    if kind == "stripe_sk":
        return "sk_live_51" + _pick(rng, az09, 46)
    if kind == "google":
        return "AIza" + _pick(rng, az09 + "_-", 35)
    if kind == "openai":
        return "sk-proj-" + _pick(rng, az09 + "_-", 64)
    if kind == "anthropic":
        return "sk-ant-api03-" + _pick(rng, az09 + "_-", 93) + "AA"
    if kind == "hf":
        return "hf_" + _pick(rng, string.ascii_letters, 34)
    if kind == "telegram":
        return f"{rng.randint(10 ** 8, 10 ** 10 - 1)}:AA" + _pick(rng, az09 + "_-", 33)
    if kind == "npm":
        return "npm_" + _pick(rng, az09, 36)
    if kind == "glpat":
        return "glpat-" + _pick(rng, az09 + "_-", 20)
    if kind == "sendgrid":
        return "SG." + _pick(rng, az09 + "_-", 22) + "." + _pick(rng, az09 + "_-", 43)
    if kind == "jwt":
        head = _b64url(b'{"alg":"HS256","typ":"JWT"}')
        payload = json.dumps({"sub": fill(rng, "%#######"), "role": "member",
                              "iat": rng.randint(1_760_000_000, 1_790_000_000)},
                             separators=(",", ":")).encode()
        return head + "." + _b64url(payload) + "." + _b64url(bytes(rng.randrange(256) for _ in range(32)))
    if kind == "pem":
        body = "MIIEowIBAAKCAQEA" + _pick(rng, az09 + "+/", 64 * 5 + 30)
        lines = [body[i:i + 64] for i in range(0, len(body), 64)]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "do":
        return "dop_v1_" + hexs(rng, 64)
    if kind == "hex32":
        return hexs(rng, 32)
    if kind == "twilio_sid":
        return "AC" + hexs(rng, 32)
    if kind == "azure":
        return base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()
    if kind == "shopify":
        return "shpat_" + hexs(rng, 32)
    if kind == "mailgun":
        return "key-" + hexs(rng, 32)
    if kind == "databricks":
        return "dapi" + hexs(rng, 32)
    raise KeyError(kind)
