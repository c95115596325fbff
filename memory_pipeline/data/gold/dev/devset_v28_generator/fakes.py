"""Fake value generators for dev-v28 (standard library only).

Every value is random: digits in the shape of real national numbers (with the
real check digits where a public algorithm exists), Luhn-valid cards, random
key strings.  Nothing here is a real person's data.  Hosts are example.* and
IPv4 literals are in the documentation ranges.
"""
import random
import string

R = random.Random(282828)


def seed(n):
    R.seed(n)


# ---------------------------------------------------------------- digits / PINs
def _has_run(s):
    for i in range(len(s) - 2):
        a, b, c = int(s[i]), int(s[i + 1]), int(s[i + 2])
        if b - a == c - b and abs(b - a) == 1:
            return True
    return False


def pin(n=4):
    """n digits, no digit twice in a row, no 3-long ascending/descending run."""
    while True:
        s = "".join(R.choice(string.digits) for _ in range(n))
        if any(s[i] == s[i + 1] for i in range(n - 1)):
            continue
        if _has_run(s) or s.startswith("19") or s.startswith("20"):
            continue
        return s


def pin4():
    return pin(4)


def pin5():
    return pin(5)


def pin6():
    return pin(6)


def pin8():
    return pin(8)


def bike3():
    return "".join(R.choice(string.digits) for _ in range(3))


def bike4():
    return "".join(R.choice(string.digits) for _ in range(4))


def puk():
    return pin(8)


def safe_dial():
    a, b, c = R.sample(range(2, 40), 3)
    return f"{a:02d}-{b:02d}-{c:02d}"


def digicode():
    """French digicode: letter + 4 digits or 4 digits + letter."""
    p = pin(4)
    L = R.choice("ABC")
    return L + p if R.random() < 0.5 else p + L


def unlock_pattern():
    """Path on a 3x3 grid (1..9, row-major), 5-7 points, only neighbour moves."""
    pos = {d: ((d - 1) // 3, (d - 1) % 3) for d in range(1, 10)}
    while True:
        n = R.randint(5, 7)
        path = [R.randint(1, 9)]
        ok = True
        while len(path) < n:
            r, c = pos[path[-1]]
            nb = [d for d, (rr, cc) in pos.items()
                  if d not in path and max(abs(rr - r), abs(cc - c)) == 1]
            if not nb:
                ok = False
                break
            path.append(R.choice(nb))
        if ok:
            return "-".join(str(d) for d in path)


def otp6():
    return "".join(R.choice(string.digits) for _ in range(6))


def backup_codes(k=4):
    """Google-style 8-digit backup codes printed as '1234 5678'."""
    out = []
    for _ in range(k):
        s = "".join(R.choice(string.digits) for _ in range(8))
        out.append(s[:4] + " " + s[4:])
    return ", ".join(out)


def gh_recovery(k=3):
    alph = "0123456789abcdef"
    return "  ".join("".join(R.choice(alph) for _ in range(5)) + "-" +
                     "".join(R.choice(alph) for _ in range(5)) for _ in range(k))


def bitlocker():
    """48-digit BitLocker recovery key: 8 blocks, each a multiple of 11 below 720896."""
    blocks = []
    for _ in range(8):
        v = R.randrange(0, 720896 // 11) * 11
        blocks.append(f"{v:06d}")
    return "-".join(blocks)


def apple_recovery():
    alph = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "-".join("".join(R.choice(alph) for _ in range(4)) for _ in range(7))


# ---------------------------------------------------------------- passwords
WORDS = {
    "en": ["lantern", "pickle", "harbor", "velvet", "copper", "meadow", "falcon", "biscuit", "thunder",
           "maple", "orbit", "pepper", "willow", "saffron", "rocket", "marble", "badger", "juniper"],
    "es": ["girasol", "tortuga", "mandarina", "azulejo", "pimienta", "golondrina", "canela", "barquito"],
    "pt": ["jabuticaba", "saudade", "pipoca", "goiaba", "cachoeira", "passarinho", "brigadeiro"],
    "fr": ["coquelicot", "marmotte", "framboise", "tournesol", "papillon", "chouette", "madeleine"],
    "de": ["Sonnenblume", "Kuckuck", "Zitrone", "Schneeflocke", "Igel", "Wolke", "Rotkehlchen"],
    "it": ["girasole", "lucciola", "tartaruga", "pistacchio", "gabbiano", "farfalla"],
    "nl": ["stroopwafel", "tulp", "konijn", "pannenkoek", "windmolen", "egel"],
    "vi": ["hoamai", "conmeo", "bienxanh", "traicay", "hoasen", "muaxuan"],
    "ms": ["kucingoren", "nasilemak", "pisangemas", "rambutan", "kopiais"],
    "id": ["kucingmanis", "rendang", "melati", "kopisusu", "jeruknipis"],
    "tr": ["karpuz", "lale", "simit", "papatya", "kaplumbaga", "ayicik"],
    "pl": ["biedronka", "pierogi", "wiewiorka", "jezyk", "slonecznik"],
    "sw": ["simba", "twiga", "ndizi", "kifaru", "chui"],
    "tl": ["sampaguita", "adobo", "kalabaw", "mangga", "bahaykubo"],
    "ru": ["solnyshko", "romashka", "cheburashka", "lastochka", "kotenok"],
    "hi": ["sapna", "chandni", "titli", "mithai", "jugnu"],
}
SYMS = "!#$%&*?@+="


def pw_word(lang="en"):
    w = WORDS.get(lang, WORDS["en"])
    a, b = R.sample(w, 2)
    style = R.randint(0, 3)
    d2 = R.randint(10, 99)
    if style == 0:
        return f"{a.capitalize()}{R.choice(SYMS)}{b.capitalize()}{d2}"
    if style == 1:
        return f"{a}{d2}{R.choice(SYMS)}"
    if style == 2:
        return f"{a.capitalize()}_{b}{R.randint(1, 9)}{R.randint(0, 9)}{R.randint(0, 9)}"
    return f"{a}{R.choice(SYMS)}{R.randint(1970, 2009)}"


def pw_mixed(n=None):
    n = n or R.randint(11, 15)
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, "!#$%&*?+-=@^"]
    while True:
        s = "".join(R.choice("".join(pools)) for _ in range(n))
        if all(any(ch in p for ch in s) for p in pools):
            return s


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def pw_leet():
    a, b = R.sample(WORDS["en"], 2)
    w = "".join(LEET.get(ch, ch) if R.random() < 0.7 else ch for ch in a + b)
    return w[0].upper() + w[1:] + R.choice(SYMS)


PINYIN = ["xiaomao", "wangfang", "lili", "zhangwei", "chenjing", "haitang", "baobei", "liuyang", "tiantian"]


def pw_pinyin():
    return R.choice(PINYIN) + str(R.randint(1975, 2008)) + R.choice(["", "", ".", "@"])


def passphrase(k=4, sep="-"):
    return sep.join(R.sample(WORDS["en"], k))


def wifi_key():
    style = R.randint(0, 2)
    if style == 0:
        alph = string.ascii_letters + string.digits
        return "".join(R.choice(alph) for _ in range(R.randint(16, 20)))
    if style == 1:
        return "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10))
    a, b, c = R.sample(WORDS["en"], 3)
    return f"{a.capitalize()}{b.capitalize()}{c.capitalize()}{R.randint(100, 999)}"


def wifi_hex():
    return "".join(R.choice("0123456789abcdef") for _ in range(R.choice([10, 26])))


def router_admin():
    return "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(8))


def security_answer():
    return R.choice(["Ferdinand", "Rosinante", "Biscotto", "Muffin the Third", "Kapitan Kurk", "Pumpernickel"])


# ---------------------------------------------------------------- Luhn / check digits
def luhn_check_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _rand_digits(n, first_nonzero=False):
    s = "".join(R.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


# ---------------------------------------------------------------- IBAN
def _iban_check(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    return f"{98 - int(num) % 97:02d}"


def _es_dc(bank, branch, acct):
    def d(digs, w):
        s = sum(int(a) * b for a, b in zip(digs, w))
        r = 11 - s % 11
        return 0 if r == 11 else (1 if r == 10 else r)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    return f"{d('00' + bank + branch, w[:]) }{d(acct, w)}"


def _fr_rib_key(bank, branch, acct):
    return f"{97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97:02d}"


def _it_cin(abi, cab, acct):
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    s = abi + cab + acct
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        tot += odd[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def _nl_acct():
    while True:
        a = _rand_digits(10)
        if a[0] == "0" and a[1] == "0":
            continue
        if sum(int(ch) * (10 - i) for i, ch in enumerate(a)) % 11 == 0:
            return a


def iban(cc):
    if cc == "DE":
        bban = _rand_digits(8, True) + _rand_digits(10)
    elif cc == "FR":
        bank, branch, acct = _rand_digits(5, True), _rand_digits(5), _rand_digits(11)
        bban = bank + branch + acct + _fr_rib_key(bank, branch, acct)
    elif cc == "ES":
        bank, branch, acct = _rand_digits(4, True), _rand_digits(4), _rand_digits(10)
        bban = bank + branch + _es_dc(bank, branch, acct) + acct
    elif cc == "IT":
        abi, cab, acct = _rand_digits(5), _rand_digits(5), _rand_digits(12)
        bban = _it_cin(abi, cab, acct) + abi + cab + acct
    elif cc == "NL":
        bban = R.choice(["INGB", "ABNA", "RABO", "SNSB", "TRIO"]) + _nl_acct()
    elif cc == "BE":
        first = _rand_digits(10, True)
        k = int(first) % 97 or 97
        bban = first + f"{k:02d}"
    elif cc == "GB":
        bban = R.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + _rand_digits(6) + _rand_digits(8)
    elif cc == "IE":
        bban = R.choice(["AIBK", "BOFI"]) + _rand_digits(6) + _rand_digits(8)
    elif cc == "TR":
        bban = _rand_digits(5) + "0" + _rand_digits(16)
    elif cc == "SA":
        bban = _rand_digits(2, True) + _rand_digits(18)
    elif cc == "AE":
        bban = _rand_digits(3, True) + _rand_digits(16)
    elif cc == "CH":
        bban = _rand_digits(5) + _rand_digits(12)
    elif cc == "PL":
        bban = _rand_digits(8, True) + _rand_digits(16)
    elif cc == "PT":
        bban = _rand_digits(4) + _rand_digits(4) + _rand_digits(11) + _rand_digits(2)
    elif cc == "RO":
        bban = R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + _rand_digits(16)
    elif cc == "AT":
        bban = _rand_digits(5, True) + _rand_digits(11)
    elif cc == "NO":
        while True:
            b = _rand_digits(10, True)
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            r = 11 - sum(int(x) * y for x, y in zip(b, w)) % 11
            if r == 10:
                continue
            bban = b + str(0 if r == 11 else r)
            break
    else:
        raise ValueError(cc)
    return cc + _iban_check(cc, bban) + bban


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- national numbers
def _rand_date(y0=1958, y1=2004):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = _rand_digits(6)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def ca_sin():
    body = str(R.choice([1, 2, 3, 4, 5, 6, 7])) + _rand_digits(7)
    s = body + luhn_check_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def fr_nir():
    sex = R.choice("12")
    y, m, d = _rand_date()
    dept = f"{R.randint(1, 95):02d}"
    if dept == "20":
        dept = "21"
    commune = f"{R.randint(1, 600):03d}"
    order = f"{R.randint(1, 999):03d}"
    n = sex + f"{y % 100:02d}{m:02d}" + dept + commune + order
    key = 97 - int(n) % 97
    return f"{n[0]} {n[1:3]} {n[3:5]} {n[5:7]} {n[7:10]} {n[10:13]} {key:02d}"


_CF_ODD = {**{str(i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
           **{chr(65 + i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                                                        12, 14, 16, 10, 22, 25, 24, 23])}}


def _cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def _cf_part(name, is_first):
    cons = [c for c in name.upper() if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in name.upper() if c in "AEIOU"]
    if is_first and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    s = "".join(cons + vows + ["X", "X", "X"])[:3]
    return s


def it_cf(surname, first, female=False, place="H501"):
    y, m, d = _rand_date()
    months = "ABCDEHLMPRST"
    dd = d + 40 if female else d
    s = _cf_part(surname, False) + _cf_part(first, True) + f"{y % 100:02d}" + months[m - 1] + f"{dd:02d}" + place
    tot = sum(_CF_ODD[ch] if i % 2 == 0 else _cf_even(ch) for i, ch in enumerate(s))
    return s + chr(65 + tot % 26)


def es_nie():
    p = R.choice("XYZ")
    num = _rand_digits(7)
    letters = "TRWAGMYFPDXBNJZSQVHLCKE"
    return f"{p}{num}{letters[int(str('XYZ'.index(p)) + num) % 23]}"


def es_dni():
    num = _rand_digits(8, True)
    return num + "TRWAGMYFPDXBNJZSQVHLCKE"[int(num) % 23]


def de_steuer_id():
    while True:
        ten = _rand_digits(10, True)
        counts = sorted([ten.count(c) for c in set(ten)], reverse=True)
        if counts[0] not in (2, 3) or counts.count(counts[0]) != 1:
            continue
        if counts[0] == 3 and any(ten[i] == ten[i + 1] == ten[i + 2] for i in range(8)):
            continue
        product = 10
        for ch in ten:
            s = (int(ch) + product) % 10
            if s == 0:
                s = 10
            product = (s * 2) % 11
        chk = 11 - product
        if chk == 10:
            chk = 0
        s = ten + str(chk)
        return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def kr_rrn():
    y, m, d = _rand_date(1960, 1999)
    sex = R.choice("12")
    body = f"{y % 100:02d}{m:02d}{d:02d}" + sex + _rand_digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def za_id():
    y, m, d = _rand_date(1960, 2003)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + f"{R.randint(0, 9999):04d}" + "0" + "8"
    return body + luhn_check_digit(body)


def cl_rut():
    n = R.randint(8_000_000, 24_999_999)
    s = str(n)
    tot, w = 0, 2
    for ch in reversed(s):
        tot += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - tot % 11
    dv = "0" if r == 11 else ("K" if r == 10 else str(r))
    return f"{n:,}".replace(",", ".") + "-" + dv


def il_id():
    body = _rand_digits(8)
    tot = 0
    for i, ch in enumerate(body):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v if v < 10 else v - 9
    return body + str((10 - tot % 10) % 10)


def jp_mynumber():
    body = _rand_digits(11)
    tot = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    r = tot % 11
    c = 0 if r <= 1 else 11 - r
    s = body + str(c)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def sg_nric():
    p = R.choice("ST")
    d = _rand_digits(7)
    w = [2, 7, 6, 5, 4, 3, 2]
    tot = sum(int(a) * b for a, b in zip(d, w)) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[tot % 11]


_TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35, P=23,
           Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id():
    L = R.choice("ABDEFHK")
    body = R.choice("12") + _rand_digits(7)
    code = _TW[L]
    tot = code // 10 + (code % 10) * 9
    for i, ch in enumerate(body):
        tot += int(ch) * (8 - i)
    c = (10 - tot % 10) % 10
    return L + body + str(c)


def pk_cnic():
    return f"{R.choice('34')}{_rand_digits(4)}-{_rand_digits(7)}-{R.randint(1, 9)}"


def id_nik(female=False):
    y, m, d = _rand_date(1965, 2003)
    prov = R.choice(["31", "32", "33", "35", "36", "51", "73"])
    dd = d + 40 if female else d
    return prov + f"{R.randint(1, 20):02d}{R.randint(1, 30):02d}" + f"{dd:02d}{m:02d}{y % 100:02d}" + \
        f"{R.randint(1, 999):04d}"


def ro_cnp():
    y, m, d = _rand_date(1960, 1999)
    body = R.choice("12") + f"{y % 100:02d}{m:02d}{d:02d}" + f"{R.randint(1, 46):02d}" + f"{R.randint(1, 999):03d}"
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
    return body + ("1" if c == 10 else str(c))


def pt_nif():
    body = R.choice("12") + _rand_digits(7)
    tot = sum(int(ch) * (9 - i) for i, ch in enumerate(body))
    r = 11 - tot % 11
    return body + ("0" if r >= 10 else str(r))


def be_nn():
    y, m, d = _rand_date(1960, 1999)
    body = f"{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 997):03d}"
    k = 97 - int(body) % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:]}.{k:02d}"


def no_fnr():
    while True:
        y, m, d = _rand_date(1960, 1999)
        ind = f"{R.randint(0, 499):03d}"
        s = f"{d:02d}{m:02d}{y % 100:02d}" + ind
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(s, w1)) % 11
        if k1 == 10:
            continue
        k1 = 0 if k1 == 11 else k1
        s += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(s, w2)) % 11
        if k2 == 10:
            continue
        k2 = 0 if k2 == 11 else k2
        return s + str(k2)


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        s = _rand_digits(9, True)
        if sum(int(a) * b for a, b in zip(s, w)) % 11 == 0:
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def in_pan(surname_initial="S"):
    return "".join(R.choice(string.ascii_uppercase) for _ in range(3)) + "P" + surname_initial + \
        _rand_digits(4) + R.choice(string.ascii_uppercase)


def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(a * b for a, b in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def dk_cpr():
    y, m, d = _rand_date(1960, 1999)
    return f"{d:02d}{m:02d}{y % 100:02d}-{_rand_digits(4)}"


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def in_aadhaar():
    body = str(R.randint(2, 9)) + _rand_digits(10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    s = body + str(_VINV[c])
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def mx_curp(pat, mat, name, female, state="DF"):
    y, m, d = _rand_date(1965, 1999)
    vow = next(c for c in pat[1:].upper() if c in "AEIOU")
    cons = lambda w: next(c for c in w[1:].upper() if c.isalpha() and c not in "AEIOU")
    s = (pat[0].upper() + vow + mat[0].upper() + name[0].upper() + f"{y % 100:02d}{m:02d}{d:02d}" +
         ("M" if female else "H") + state + cons(pat) + cons(mat) + cons(name) + str(R.randint(0, 9)))
    dic = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    tot = sum(dic.index(ch) * (18 - i) for i, ch in enumerate(s))
    return s + str((10 - tot % 10) % 10)


# ---------------------------------------------------------------- passports
def pp_us():
    return R.choice("AB") + _rand_digits(8)


def pp_in():
    return R.choice("JKLMNPRSTUVWZ") + _rand_digits(7)


def pp_de():
    alph = "CFGHJKLMNPRTVWXYZ0123456789"
    return "C" + "".join(R.choice(alph) for _ in range(8))


def pp_jp():
    return R.choice(["TK", "TR", "TZ", "MU"]) + _rand_digits(7)


def pp_fr():
    return _rand_digits(2) + "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + _rand_digits(5)


def mrz_check(s):
    w = [7, 3, 1]
    val = lambda ch: int(ch) if ch.isdigit() else (0 if ch == "<" else ord(ch) - 55)
    return str(sum(val(ch) * w[i % 3] for i, ch in enumerate(s)) % 10)


def mrz_line2(docno, nat, dob, sex, expiry):
    doc = (docno + "<" * 9)[:9]
    part = doc + mrz_check(doc) + nat + dob + mrz_check(dob) + sex + expiry + mrz_check(expiry)
    opt = "<" * 14
    part += opt + mrz_check(opt).replace("0", "<")
    composite = doc + mrz_check(doc) + dob + mrz_check(dob) + expiry + mrz_check(expiry) + opt + part[42]
    return part + mrz_check(composite)


# ---------------------------------------------------------------- phones, plates
def uk_landline():
    return f"020 7946 0{R.randint(0, 999):03d}"


def fr_landline():
    return f"01 99 00 {R.randint(0, 99):02d} {R.randint(0, 99):02d}"


def au_landline():
    return f"(02) 5550 {R.randint(0, 9999):04d}"


def us_landline():
    return f"({R.choice(['312', '503', '617', '415'])}) 555-01{R.randint(0, 99):02d}"


def de_plate():
    return f"{R.choice(['B', 'M', 'HH', 'K', 'S', 'F'])}-{''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2))} {R.randint(10, 9999)}"


def uk_plate():
    L = "ABCDEFGHJKLMNOPRSTUVWXY"
    return f"{R.choice(L)}{R.choice(L)}{R.choice(['19', '69', '21', '71', '23', '73'])} {''.join(R.choice(L) for _ in range(3))}"


def fr_plate():
    L = "ABCDEFGHJKLMNPQRSTVWXYZ"
    return f"{R.choice(L)}{R.choice(L)}-{R.randint(100, 999)}-{R.choice(L)}{R.choice(L)}"


def in_plate():
    return f"{R.choice(['MH 12', 'KA 05', 'DL 8C', 'TN 09'])} {''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(2))} {R.randint(1000, 9999)}"


# ---------------------------------------------------------------- misc look-alike numbers (not secrets)
def order_no():
    """16 digits that fail Luhn (so they cannot be mistaken for a valid card)."""
    while True:
        body = _rand_digits(15, True)
        c = luhn_check_digit(body)
        bad = str((int(c) + R.randint(1, 9)) % 10)
        return body + bad


def rand_upper(n):
    return "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))


def pnr():
    return "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))


def ups():
    return "1Z" + "".join(R.choice("0123456789ABCDEFGHJKLMNPRSTVWXY") for _ in range(6)) + _rand_digits(10)


def invoice():
    return f"{R.randint(2023, 2026)}-{R.randint(1, 9999):04d}"


def ticket():
    return str(R.randint(100000, 999999))


# ---------------------------------------------------------------- small helpers for templates
def num(a, b):
    return str(R.randint(int(a), int(b)))


def digits(n):
    return _rand_digits(int(n), True)


def dob(fmt="dmy/"):
    y, m, d = _rand_date(1950, 2004)
    if fmt == "dmy/":
        return f"{d:02d}/{m:02d}/{y}"
    if fmt == "dmy.":
        return f"{d:02d}.{m:02d}.{y}"
    if fmt == "ymd-":
        return f"{y}-{m:02d}-{d:02d}"
    if fmt == "mdy/":
        return f"{m:02d}/{d:02d}/{y}"
    if fmt == "ja":
        return f"{y}年{m}月{d}日"
    raise ValueError(fmt)


def mrz_date():
    y, m, d = _rand_date(1960, 2000)
    return f"{y % 100:02d}{m:02d}{d:02d}"


def plz_de():
    """Leipzig-shaped postcode (04103-04357)."""
    return f"04{R.randint(103, 357)}"


def jp_zip():
    """Suginami-shaped postcode (166-00xx)."""
    return f"166-00{R.randint(1, 16):02d}"


def cep():
    return f"0{R.randint(1000, 5999)}-{R.randint(0, 999):03d}"


def us_zip():
    """Madison, WI-shaped ZIP (537xx)."""
    return f"537{R.randint(3, 26):02d}"


def ru_zip():
    return f"6200{R.randint(10, 99)}"


def in_pin():
    return f"4110{R.randint(10, 62)}"


def hex_n(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(int(n)))


def ru_track():
    return f"R{R.choice('ABCRL')}{_rand_digits(9)}RU"


def bank_acct_id():
    return f"{_rand_digits(4, True)}-{_rand_digits(4)}-{_rand_digits(2)}"
