"""Fake value generators for devset v36. Standard library only.

Every generator takes a random.Random instance and returns a string. Nothing here is a real
credential, phone line or identity: values are random, phones stay in drama/fiction ranges
where such ranges are commonly listed, IDs only have the right shape and check digit.
"""
import string

# ---------------------------------------------------------------- helpers

def luhn_ok(digits: str) -> bool:
    total, alt = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if alt:
            d *= 2
            if d > 9:
                d -= 9
        total += d
        alt = not alt
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError


def digits(r, n, first_nonzero=False):
    s = "".join(r.choice("0123456789") for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def _no_run(s):
    """True if the digit string has no repeated neighbours and no +1/-1 run of 3."""
    for a, b in zip(s, s[1:]):
        if a == b:
            return False
    for a, b, c in zip(s, s[1:], s[2:]):
        x, y, z = int(a), int(b), int(c)
        if y - x == z - y and abs(y - x) == 1:
            return False
    return True


def pin(r, n):
    while True:
        s = digits(r, n)
        if _no_run(s) and not s.startswith(("19", "20")):
            return s


# ---------------------------------------------------------------- PINs in other scripts / words

DIGIT_SETS = {
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "fullwidth": "０１２３４５６７８９",
    "bengali": "০১২৩৪৫৬৭৮৯",
}

DIGIT_WORDS = {
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
}


def pin_script(r, n, script):
    return "".join(DIGIT_SETS[script][int(c)] for c in pin(r, n))


def pin_words(r, n, lang):
    return " ".join(DIGIT_WORDS[lang][int(c)] for c in pin(r, n))


# ---------------------------------------------------------------- passwords

LOWER, UPPER, DIG = string.ascii_lowercase, string.ascii_uppercase, string.digits
SYM = "!#$%&*+-=?@^_~"

WORDS = ["Tulpe", "Mango", "Falke", "Kiwi", "Nebel", "Lagoa", "Soleil", "Cactus", "Bizon", "Orkaan",
         "Kestrel", "Paprika", "Zebra", "Mirtillo", "Grafit", "Lumi", "Tomate", "Kanal", "Olivo",
         "Biscuit", "Pelikan", "Raposa", "Marmot", "Quokka", "Harbor", "Nimbus", "Otter", "Fjord"]

PINYIN = ["xiao", "ming", "hua", "long", "tian", "yun", "jing", "bao", "lan", "feng", "mei", "qing"]

PHRASE = ["copper", "lantern", "velvet", "orbit", "meadow", "pickle", "glacier", "saddle", "walnut",
          "thunder", "violet", "marble", "cobalt", "harvest", "pebble", "tundra", "ember", "quiver"]

NATO = {c: w for c, w in zip(LOWER, "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike "
                                   "november oscar papa quebec romeo sierra tango uniform victor whiskey xray "
                                   "yankee zulu".split())}
NUM_EN = "zero one two three four five six seven eight nine".split()


def pw_mixed(r, n=None):
    n = n or r.randint(11, 15)
    while True:
        s = "".join(r.choice(LOWER + UPPER + DIG + SYM) for _ in range(n))
        if (any(c in LOWER for c in s) and any(c in UPPER for c in s)
                and any(c in DIG for c in s) and any(c in SYM for c in s)):
            return s


def pw_words(r):
    a, b = r.sample(WORDS, 2)
    return a + r.choice(SYM) + b.lower() + digits(r, r.randint(2, 4))


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def pw_leet(r):
    w = r.choice(WORDS).lower()
    out = "".join(LEET.get(c, c) if r.random() < 0.7 else c for c in w)
    out = out[0].upper() + out[1:]
    return out + r.choice(SYM) + digits(r, 3)


def pw_pinyin(r):
    return "".join(r.sample(PINYIN, 2)) + digits(r, 4) + r.choice("!@#.")


def pw_short(r):
    return pw_mixed(r, 8)


def wifi(r):
    return r.choice(WORDS) + "-" + r.choice(PHRASE).capitalize() + "-" + digits(r, 4, True)


def passphrase(r):
    return "-".join(r.sample(PHRASE, 4))


def seed(r):
    return " ".join(r.sample(PHRASE, 12))


def nato(r):
    core = "".join(r.choice(LOWER) for _ in range(3)) + digits(r, 2) + r.choice(UPPER) + r.choice(LOWER)
    words = []
    for c in core:
        if c.isdigit():
            words.append(NUM_EN[int(c)])
        elif c.isupper():
            words.append("capital " + NATO[c.lower()].capitalize())
        else:
            words.append(NATO[c])
    return ", ".join(words)


def spaced_pw(r):
    return " ".join(pw_mixed(r, 9))


def otp(r):
    return digits(r, 6)


def backup_codes(r):
    return "  ".join(digits(r, 4, True) + "-" + digits(r, 4) for _ in range(5))


def puk(r):
    return pin(r, 8)


def combo3(r):
    return "-".join(pin(r, 3))


def combo4(r):
    return " ".join(pin(r, 4))


def combo_safe(r):
    return "-".join(str(r.randint(10, 99)) for _ in range(3))


def digicode(r):
    return r.choice("ABC") + pin(r, 4)


# ---------------------------------------------------------------- look-alike numbers (allow)

def imei(r):
    # TAC-like start; IMEIs carry a Luhn check digit, like real ones do
    return luhn_complete(r.choice(["35", "86", "01", "99"]) + digits(r, 12))


def order16(r):
    while True:
        s = digits(r, 16, True)
        if not luhn_ok(s):
            return s


def order_amz(r):
    return f"{digits(r, 3, True)}-{digits(r, 7)}-{digits(r, 7)}"


def s10(r):
    """UPU S10 item number with its mod-11 check digit."""
    body = digits(r, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(d) * k for d, k in zip(body, w)) % 11
    c = 5 if c == 11 else (0 if c == 10 else c)
    return r.choice(["RR", "LX", "CP", "EE"]) + body + str(c) + r.choice(["CN", "DE", "GB", "FR", "JP"])


def track(r):
    kind = r.randrange(4)
    if kind == 0:
        return "1Z" + "".join(r.choice(UPPER + DIG) for _ in range(6)) + digits(r, 10)
    if kind == 1:
        return "JJD" + digits(r, 18)
    if kind == 2:
        return "SF" + digits(r, 13, True)
    return s10(r)


def serial(r):
    kind = r.randrange(3)
    al = UPPER + DIG
    if kind == 0:
        return "".join(r.choice(al) for _ in range(12))
    if kind == 1:
        return "SN-" + "-".join("".join(r.choice(al) for _ in range(4)) for _ in range(3))
    return r.choice(["W", "K", "R"]) + digits(r, 2) + "".join(r.choice(UPPER) for _ in range(2)) + digits(r, 7)


def warranty(r):
    return f"GW-2026-{digits(r, 5, True)}"


def case_no(r):
    return f"CS-2026-{digits(r, 7, True)}"


def police_en(r):
    return f"CR/2026/{digits(r, 6, True)}"


def police_es(r):
    return f"{digits(r, 5, True)}/2026"


def police_it(r):
    return f"{r.randint(100, 9999)}/2026"


def police_br(r):
    return f"2026-{digits(r, 6, True)}"


def police_nl(r):
    return "2026" + digits(r, 6)


def police_fi(r):
    return f"{r.choice(['5500', '4400', '7700'])}/R/{digits(r, 5, True)}/26"


def police_se(r):
    return f"{r.choice(['5000', '1500', '4000'])}-K{digits(r, 6, True)}-26"


def police_id(r):
    return f"LP/B/{r.randint(100, 2999)}/{r.choice(['III', 'VI', 'IX', 'XI'])}/2026/SPKT"


def police_de(r):
    return f"{r.randint(100, 999)} Js {r.randint(1000, 9999)}/26"


def ticket(r):
    return f"INC{digits(r, 7, True)}"


def asset(r):
    return f"IT-{r.choice(['LAP', 'MON', 'PHN'])}-{digits(r, 5, True)}"


def invoice(r):
    return f"RE-2026-{digits(r, 6, True)}"


# ---------------------------------------------------------------- phones (block)

def d(r, n):
    return digits(r, n)


def uk_fiction_tail(r):          # 07700 900000-900999
    return digits(r, 3)


# ---------------------------------------------------------------- national numbers (block)

def bsn(r):
    while True:
        s = digits(r, 9, True)
        tot = sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])
        if tot % 11 == 0:
            return s


def dni(r):
    n = r.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def pesel(r):
    yy, mm, dd = r.randint(0, 19), r.randint(1, 12), r.randint(1, 28)
    body = f"{yy:02d}{mm + 20:02d}{dd:02d}" + digits(r, 4)   # born 2000-2019
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c)


def cpf(r):
    while True:
        b = digits(r, 9)
        if len(set(b)) > 1:
            break
    d1 = (sum(int(c) * w for c, w in zip(b, range(10, 1, -1))) * 10) % 11 % 10
    d2 = (sum(int(c) * w for c, w in zip(b + str(d1), range(11, 1, -1))) * 10) % 11 % 10
    s = b + str(d1) + str(d2)
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def pnr(r):
    yy, mm, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    body = f"{yy:02d}{mm:02d}{dd:02d}" + digits(r, 3)
    tot = 0
    for i, c in enumerate(body):
        x = int(c) * (2 if i % 2 == 0 else 1)
        tot += x - 9 if x > 9 else x
    c = (10 - tot % 10) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def za_id(r):
    yy, mm, dd = r.randint(70, 99), r.randint(1, 12), r.randint(1, 28)
    body = f"{yy:02d}{mm:02d}{dd:02d}" + digits(r, 4) + "08"
    return luhn_complete(body)


def ssn(r):
    area = r.randint(100, 665)
    return f"{area:03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"


# name -> generator
GEN = {
    "pin4": lambda r: pin(r, 4), "pin5": lambda r: pin(r, 5), "pin6": lambda r: pin(r, 6),
    "pin4_spaced": lambda r: " ".join(pin(r, 4)),
    "pin4_arabic": lambda r: pin_script(r, 4, "arabic"),
    "pin4_persian": lambda r: pin_script(r, 4, "persian"),
    "pin6_devanagari": lambda r: pin_script(r, 6, "devanagari"),
    "pin4_thai": lambda r: pin_script(r, 4, "thai"),
    "pin6_fullwidth": lambda r: pin_script(r, 6, "fullwidth"),
    "pin4_bengali": lambda r: pin_script(r, 4, "bengali"),
    "pin4_words_fr": lambda r: pin_words(r, 4, "fr"),
    "pin4_words_ru": lambda r: pin_words(r, 4, "ru"),
    "pin4_words_pt": lambda r: pin_words(r, 4, "pt"),
    "pin4_words_de": lambda r: pin_words(r, 4, "de"),
    "pin4_words_sw": lambda r: pin_words(r, 4, "sw"),
    "pin6_words_ko": lambda r: pin_words(r, 6, "ko").replace(" ", ""),
    "pw_mixed": pw_mixed, "pw_words": pw_words, "pw_leet": pw_leet, "pw_pinyin": pw_pinyin,
    "pw_short": pw_short, "wifi": wifi, "passphrase": passphrase, "seed": seed, "nato": nato,
    "spaced_pw": spaced_pw, "otp": otp, "backup_codes": backup_codes, "puk": puk,
    "combo3": combo3, "combo4": combo4, "combo_safe": combo_safe, "digicode": digicode,
    "imei": imei, "order16": order16, "order_amz": order_amz, "track": track, "serial": serial,
    "warranty": warranty, "case": case_no, "ticket": ticket, "asset": asset, "invoice": invoice,
    "police_en": police_en, "police_es": police_es, "police_it": police_it, "police_br": police_br,
    "police_nl": police_nl, "police_fi": police_fi, "police_se": police_se, "police_id": police_id,
    "police_de": police_de,
    "d1": lambda r: d(r, 1), "d2": lambda r: d(r, 2), "d3": lambda r: d(r, 3), "d4": lambda r: d(r, 4),
    "d5": lambda r: d(r, 5),
    "bsn": bsn, "dni": dni, "pesel": pesel, "cpf": cpf, "pnr": pnr, "za_id": za_id, "ssn": ssn,
}
