"""Fake value generators for dev set v13. Every function takes a random.Random and returns a str.

All values are random; none is real. Hosts are subdomains of example.com/.net/.org, IPv4 literals are in
192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24.
"""
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
SYM = "!#$%&*+-=?@^_~"

WORDS = ["Kalamansi", "Sampaguita", "Mango", "Lilac", "Fjord", "Tundra", "Mosaik", "Linden", "Saule", "Ozols",
         "Kuusk", "Javor", "Breza", "Dunav", "Shqipe", "Ubuntu", "Simba", "Pwani", "Ilish", "Chai", "Anar",
         "Sommar", "Fjell", "Hygge", "Pho", "Lotus", "Soleil", "Tanne", "Kiwi", "Orion", "Cactus", "Sakura",
         "Hanok", "Girasol", "Caju", "Berezka", "Nakhla", "Teff", "Mbali", "Pelikan"]
LOWWORDS = ["copper", "lantern", "mango", "river", "spoon", "violet", "harbor", "pepper", "quartz", "willow",
            "biscuit", "tundra", "saffron", "anchor", "cobalt", "meadow", "walrus", "ember", "juniper", "pixel"]


def _pick(rng, s, n):
    return "".join(rng.choice(s) for _ in range(n))


# ---------------------------------------------------------------- passwords, PINs, codes
def pw_mixed(rng):
    n = rng.randint(10, 14)
    while True:
        p = _pick(rng, UP + LO + DG + SYM, n)
        if any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p) and any(c in SYM for c in p):
            return p


def pw_words(rng):
    a, b = rng.sample(WORDS, 2)
    return a + rng.choice("!#$%&*-_.") + b + _pick(rng, DG, 2)


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}


def pw_leet(rng):
    w = rng.choice(WORDS)
    out = w[0] + "".join(LEET.get(c, c) for c in w[1:])
    return out + _pick(rng, DG, rng.randint(2, 4)) + rng.choice("!?#")


def pw_phrase(rng):
    return "-".join(rng.sample(LOWWORDS, 4))


def pw_wordnum(rng):
    return rng.choice(WORDS).lower() + _pick(rng, DG, 4)


def wifi_key(rng):
    return _pick(rng, UP + LO + DG, 14)


def app_password(rng):
    return " ".join(_pick(rng, LO, 4) for _ in range(4))


def _ok_pin(p):
    if len(set(p)) < len(p) - 1:
        return False
    for i in range(len(p) - 2):
        a, b, c = int(p[i]), int(p[i + 1]), int(p[i + 2])
        if b - a == c - b and abs(b - a) == 1:
            return False
    return True


def _pin(rng, n):
    while True:
        p = _pick(rng, DG, n)
        if p[0] != "0" and _ok_pin(p):
            return p


def pin4(rng):
    return _pin(rng, 4)


def pin5(rng):
    return _pin(rng, 5)


def pin6(rng):
    return _pin(rng, 6)


def pin8(rng):
    return _pin(rng, 8)


def otp6(rng):
    return _pick(rng, DG, 3) + " " + _pick(rng, DG, 3)


def backup_codes(rng):
    return ", ".join(_pick(rng, DG, 4) + "-" + _pick(rng, DG, 4) for _ in range(3))


def combo(rng):
    a = rng.sample(range(1, 40), 3)
    return "-".join("%02d" % x for x in a)


def doorcode(rng):
    return rng.choice(["A", "B", "C"]) + _pin(rng, 4)


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
    "hr": "nula jedan dva tri četiri pet šest sedam osam devet",
    "lt": "nulis vienas du trys keturi penki šeši septyni aštuoni devyni",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ",
}


def pin_words(rng, lang):
    p = _pin(rng, rng.choice([4, 6]))
    w = DIGIT_WORDS[lang].split()
    return " ".join(w[int(c)] for c in p)


NATO = ("Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa "
        "Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu").split()
NATO_D = "Zero One Two Three Four Five Six Seven Eight Nine".split()


def nato(rng):
    out = []
    for _ in range(rng.randint(7, 9)):
        if rng.random() < 0.35:
            out.append(NATO_D[rng.randrange(10)])
        else:
            w = NATO[rng.randrange(26)]
            out.append(("capital " + w) if rng.random() < 0.3 else w)
    return ", ".join(out)


# ---------------------------------------------------------------- e-mail parts
FIRST = ["ana", "tomas", "liisa", "janis", "milica", "ivana", "petar", "nika", "arben", "sipho", "amani", "rahim",
         "priya", "reza", "astrid", "ingrid", "mads", "linh", "claire", "jonas", "kavya", "ayesha", "selam", "mario",
         "rafael", "olga", "layla", "wei", "yuki", "minji"]
LAST = ["reyes", "kazlauskas", "tamm", "berzins", "jovanovic", "horvat", "petrov", "novak", "hoxha", "dlamini",
        "mwangi", "chowdhury", "sharma", "karimi", "lindqvist", "haugen", "nielsen", "nguyen", "dubois", "weber",
        "iyer", "qureshi", "tesfaye", "silva", "santos"]


def em_user(rng):
    f, l = rng.choice(FIRST), rng.choice(LAST)
    k = rng.randrange(4)
    if k == 0:
        return f + "." + l
    if k == 1:
        return f + _pick(rng, DG, 2)
    if k == 2:
        return f + "_" + l
    return f[0] + l + _pick(rng, DG, 2)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def fw_email(rng):
    return fullwidth(em_user(rng) + "@example.org")


# ---------------------------------------------------------------- network
def host(rng):
    sub = rng.choice(["collect", "sync", "cdn", "telemetry", "backup", "api", "hooks", "drop", "relay", "stats"])
    return sub + "." + rng.choice(["example.com", "example.net", "example.org"])


def ip(rng):
    base = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."])
    return base + str(rng.randint(2, 250))


def token(rng):
    return _pick(rng, LO + DG, 12)


# ---------------------------------------------------------------- IBAN
IBAN_SHAPE = {  # country: list of (charset, count)
    "DE": [(DG, 18)], "FR": [(DG, 23)], "LT": [(DG, 16)], "LV": [(UP, 4), (DG, 13)], "EE": [(DG, 16)],
    "HR": [(DG, 17)], "SI": [(DG, 15)], "RS": [(DG, 18)], "BG": [(UP, 4), (DG, 14)], "AL": [(DG, 24)],
    "DK": [(DG, 14)], "NO": [(DG, 11)], "SE": [(DG, 20)], "PK": [(UP, 4), (DG, 16)],
}


def _mod97(s):
    t = "".join(str(int(c, 36)) for c in s)
    return int(t) % 97


def iban(rng, cc):
    bban = "".join(_pick(rng, cs, n) for cs, n in IBAN_SHAPE[cc])
    chk = 98 - _mod97(bban + cc + "00")
    raw = cc + "%02d" % chk + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


# ---------------------------------------------------------------- national numbers
def _date(rng, y0=1955, y1=2004):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def _luhn_digit(body):
    tot = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def se_pnr(rng):
    y, m, d = _date(rng)
    body = "%02d%02d%02d%s" % (y % 100, m, d, _pick(rng, DG, 3))
    return body[:6] + "-" + body[6:] + _luhn_digit(body)


def no_fnr(rng):
    while True:
        y, m, d = _date(rng, 1955, 1999)
        base = "%02d%02d%02d%s" % (d, m, y % 100, _pick(rng, DG, 3))
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(base, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(base, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def baltic_id(rng):  # Estonian isikukood / Lithuanian asmens kodas
    y, m, d = _date(rng)
    g = rng.choice([3, 4]) if y < 2000 else rng.choice([5, 6])
    base = "%d%02d%02d%02d%s" % (g, y % 100, m, d, _pick(rng, DG, 3))
    w = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    r = sum(int(a) * b for a, b in zip(base, w)) % 11
    if r == 10:
        w = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        r = sum(int(a) * b for a, b in zip(base, w)) % 11
        r = 0 if r == 10 else r
    return base + str(r)


def lv_pk(rng):
    while True:
        y, m, d = _date(rng, 1955, 1999)
        base = "%02d%02d%02d1%s" % (d, m, y % 100, _pick(rng, DG, 3))
        w = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        c = (1101 - sum(int(a) * b for a, b in zip(base, w))) % 11
        if c < 10:
            return base[:6] + "-" + base[6:] + str(c)


def hr_oib(rng):
    body = str(rng.randint(1, 9)) + _pick(rng, DG, 9)
    a = 10
    for c in body:
        a = (a + int(c)) % 10
        a = 10 if a == 0 else a
        a = (a * 2) % 11
    k = 11 - a
    return body + str(0 if k == 10 else k)


def bg_egn(rng):
    y, m, d = _date(rng, 1955, 1999)
    base = "%02d%02d%02d%s" % (y % 100, m, d, _pick(rng, DG, 3))
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = sum(int(a) * b for a, b in zip(base, w)) % 11
    return base + str(0 if r == 10 else r)


def jmbg(rng, region):  # Serbian JMBG / Slovenian EMSO; region "71" Belgrade, "50" Slovenia
    while True:
        y, m, d = _date(rng, 1955, 1999)
        base = "%02d%02d%03d%s%s" % (d, m, y % 1000, region, _pick(rng, DG, 3))
        w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k = 11 - sum(int(a) * b for a, b in zip(base, w)) % 11
        if k == 11:
            return base + "0"
        if k <= 9:
            return base + str(k)


def jmbg_rs(rng):
    return jmbg(rng, "71")


def emso_si(rng):
    return jmbg(rng, "50")


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VP.append([_VP[_i - 1][_VP[1][j]] for j in range(10)])
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng):
    body = str(rng.randint(2, 9)) + _pick(rng, DG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    full = body + str(_VINV[c])
    return full[:4] + " " + full[4:8] + " " + full[8:]


def za_id(rng):
    y, m, d = _date(rng, 1955, 1999)
    body = "%02d%02d%02d%s08" % (y % 100, m, d, _pick(rng, DG, 4))
    return body + _luhn_digit(body)


def ir_melli(rng):
    body = _pick(rng, DG, 9)
    s = sum(int(body[i]) * (10 - i) for i in range(9)) % 11
    c = s if s < 2 else 11 - s
    full = body + str(c)
    return full[:3] + "-" + full[3:9] + "-" + full[9]


def pk_cnic(rng):
    return "%s-%s-%d" % (_pick(rng, DG, 5), _pick(rng, DG, 7), rng.randint(1, 9))


def dk_cpr(rng):
    y, m, d = _date(rng)
    return "%02d%02d%02d-%s" % (d, m, y % 100, _pick(rng, DG, 4))


def bd_nid(rng):
    return str(rng.randint(1, 9)) + _pick(rng, DG, 9)


def passport_generic(rng):
    return _pick(rng, UP, 2) + _pick(rng, DG, 7)


def housenum(rng):
    return str(rng.randint(2, 180))


# ---------------------------------------------------------------- look-alike numbers
def luhn_ok(s):
    return _luhn_digit(s[:-1]) == s[-1]


def order16(rng):
    while True:
        s = str(rng.randint(1, 9)) + _pick(rng, DG, 15)
        if not luhn_ok(s):
            return s


def order12(rng):
    while True:
        s = str(rng.randint(1, 9)) + _pick(rng, DG, 11)
        if not luhn_ok(s):
            return s


def isbn13(rng):
    body = rng.choice(["978", "979"]) + _pick(rng, DG, 9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(body)) % 10) % 10
    return body + str(c)


def epoch_ms(rng):
    return str(rng.randint(1700000000000, 1790000000000))


def semver(rng):
    return "%d.%d.%d" % (rng.randint(1, 19), rng.randint(0, 30), rng.randint(0, 40))


def sha40(rng):
    return _pick(rng, "0123456789abcdef", 40)


def sha7(rng):
    return _pick(rng, "0123456789abcdef", 7)


def uuid4(rng):
    h = _pick(rng, "0123456789abcdef", 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ups(rng):
    return "1Z" + _pick(rng, UP + DG, 6) + _pick(rng, DG, 10)


def invoice(rng):
    return "INV-%d-%s" % (rng.randint(2023, 2026), _pick(rng, DG, 5))


def cve(rng):
    return "CVE-%d-%d" % (rng.randint(2019, 2025), rng.randint(10000, 49999))


def d5(rng):
    return str(rng.randint(10000, 99999))


def d6(rng):
    return str(rng.randint(100000, 999999))


def d9(rng):
    return str(rng.randint(100000000, 999999999))


def d10(rng):
    return str(rng.randint(1000000000, 9999999999))


def mask4(rng):
    return _pick(rng, DG, 4)
