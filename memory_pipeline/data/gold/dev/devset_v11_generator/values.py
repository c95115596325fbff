"""Fake value generators for devset_v11 (stdlib only).

Placeholders in the hand-written templates look like {{d4}}, {{d4_b}},
{{ibanDE}}, {{pw}}.  The kind is the leading letters, the optional number is a
length, the optional _suffix only makes a second independent value of the same
kind.  Within one template the same placeholder always gets the same value.
Nothing here writes sentences; it only makes random fake values.
"""
import re

TOKEN_RE = re.compile(r"\{\{([A-Za-z]+)(\d*)(_[a-z0-9]+)?\}\}")

DIGIT_SETS = {
    "ar": "٠١٢٣٤٥٦٧٨٩",   # Arabic-Indic
    "fa": "۰۱۲۳۴۵۶۷۸۹",   # Extended Arabic-Indic (Persian)
    "dev": "०१२३४५६७८९",  # Devanagari
    "th": "๐๑๒๓๔๕๖๗๘๙",   # Thai
    "fw": "０１２３４５６７８９",  # full-width
    "zh": "〇一二三四五六七八九",  # Chinese numerals, read digit by digit
}

# Australian fictional mobile numbers (ACMA drama range 0491 570 xxx).
AU_TAILS = ["006", "156", "157", "158", "159", "110", "313", "737", "808"]

PW_WORDS = ["Cobalt", "Juniper", "Saffron", "Walrus", "Nimbus", "Quartz",
            "Orchid", "Tango", "Falcon", "Meadow", "Pebble", "Lantern",
            "Harbor", "Kestrel", "Mango", "Velvet"]
PW_SYMS = "!#%&*?-_.+="
SEED_WORDS = ["abandon", "velvet", "orbit", "candle", "timber", "glimpse",
              "harvest", "lunar", "pepper", "ribbon", "socket", "tundra",
              "unfold", "walnut", "yellow", "zebra", "anchor", "biscuit",
              "copper", "drift", "empire", "fossil", "gravel", "hollow",
              "island", "jungle", "kettle", "ladder", "marble", "napkin",
              "oyster", "puzzle", "quarry", "rocket", "saddle", "tumble"]
ALNUM_UP = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
ALNUM_LO = "abcdefghjkmnpqrstuvwxyz23456789"
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice("0123456789") for _ in range(n))
    if first_nonzero and n:
        s = rng.choice("123456789") + s[1:]
    return s


def _iban(rng, cc, bban):
    num = ""
    for ch in bban + cc + "00":
        num += ch if ch.isdigit() else str(ord(ch) - 55)
    check = 98 - int(num) % 97
    raw = cc + "%02d" % check + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _bban(rng, cc):
    if cc == "DE":
        return _digits(rng, 18)
    if cc == "FR":
        return _digits(rng, 23)
    if cc == "ES":
        return _digits(rng, 20)
    if cc == "IT":
        return rng.choice(LETTERS) + _digits(rng, 22)
    if cc == "NL":
        return "".join(rng.choice(LETTERS) for _ in range(4)) + _digits(rng, 10)
    if cc == "PL":
        return _digits(rng, 24)
    raise ValueError(cc)


def _dni(rng):
    n = _digits(rng, 8, True)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def _cpf(rng):
    d = [int(c) for c in _digits(rng, 9, True)]
    for length in (9, 10):
        s = sum(v * (length + 1 - i) for i, v in enumerate(d[:length]))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def _cnid(rng):
    region = rng.choice("123456") + _digits(rng, 5)
    birth = "%04d%02d%02d" % (rng.randint(1970, 2000), rng.randint(1, 12),
                              rng.randint(1, 28))
    body = region + birth + _digits(rng, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * k for c, k in zip(body, w)) % 11]


def _isbn(rng):
    body = "978" + _digits(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    c = (10 - s % 10) % 10
    return "%s-%s-%s-%s-%d" % (body[:3], body[3], body[4:8], body[8:], c)


def _pw(rng):
    style = rng.randint(0, 2)
    if style == 0:
        return (rng.choice(PW_WORDS) + rng.choice(PW_SYMS) +
                rng.choice(PW_WORDS) + _digits(rng, rng.randint(2, 4)))
    if style == 1:
        pool = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789" + PW_SYMS
        return "".join(rng.choice(pool) for _ in range(rng.randint(11, 14)))
    return (rng.choice(PW_WORDS).lower() + _digits(rng, 4) +
            rng.choice(PW_SYMS) + rng.choice(PW_WORDS)[:3].upper())


def make_value(rng, kind, n):
    n = int(n) if n else 0
    if kind == "d":
        return _digits(rng, n)
    if kind == "D":
        return _digits(rng, n, True)
    if kind == "n":
        return str(rng.randint(1, 10 ** n - 1))
    if kind == "A":
        return "".join(rng.choice(LETTERS) for _ in range(n))
    if kind == "X":
        return "".join(rng.choice(ALNUM_UP) for _ in range(n))
    if kind in DIGIT_SETS:
        return "".join(rng.choice(DIGIT_SETS[kind]) for _ in range(n))
    if kind == "au":
        return rng.choice(AU_TAILS)
    if kind == "sv":
        return "%02d" % rng.randint(5, 99)
    if kind.startswith("iban"):
        cc = kind[4:]
        return _iban(rng, cc, _bban(rng, cc))
    if kind == "dni":
        return _dni(rng)
    if kind == "cpf":
        return _cpf(rng)
    if kind == "cnid":
        return _cnid(rng)
    if kind == "isbn":
        return _isbn(rng)
    if kind == "sha":
        return "".join(rng.choice("0123456789abcdef") for _ in range(40))
    if kind == "ip":
        return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(1, 254))
    if kind == "pw":
        return _pw(rng)
    if kind == "seed":
        return " ".join(rng.sample(SEED_WORDS, 12))
    if kind == "rc":
        return ("".join(rng.choice(ALNUM_LO) for _ in range(4)) + "-" +
                "".join(rng.choice(ALNUM_LO) for _ in range(4)))
    raise ValueError("unknown placeholder kind: %r" % kind)


def fill(rng, fields):
    """Fill placeholders in a list of strings with shared per-template values."""
    values = {}

    def sub(m):
        key = m.group(0)
        if key not in values:
            values[key] = make_value(rng, m.group(1), m.group(2))
        return values[key]

    return [TOKEN_RE.sub(sub, f) for f in fields]
