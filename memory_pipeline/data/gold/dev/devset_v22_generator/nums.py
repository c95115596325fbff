"""Fake value generators for devset_v22. Standard library only. Nothing here is real data."""
import random
import string

R = random.Random(222222)


def digits(n, first=None):
    s = "".join(R.choice("0123456789") for _ in range(n))
    if first is not None:
        s = first + s[1:]
    return s


# ---------------------------------------------------------------- phones
def phone(cc):
    d = digits
    f = {
        "uk": lambda: "+44 7700 900" + d(3),
        "ke": lambda: "+254 7" + d(2) + " " + d(3) + " " + d(3),
        "ng": lambda: "+234 803 " + d(3) + " " + d(4),
        "et": lambda: "+251 91 " + d(3) + " " + d(4),
        "mn": lambda: "+976 99" + d(2) + " " + d(4),
        "np": lambda: "+977 98" + d(2) + "-" + d(6),
        "ge": lambda: "+995 5" + d(2) + " " + d(2) + " " + d(2) + " " + d(2),
        "am": lambda: "+374 9" + d(1) + " " + d(3) + " " + d(3),
        "is": lambda: "+354 6" + d(2) + " " + d(4),
        "ph": lambda: "+63 917 " + d(3) + " " + d(4),
        "ws": lambda: "+685 7" + d(1) + " " + d(5),
        "za": lambda: "+27 8" + d(1) + " " + d(3) + " " + d(4),
        "pe": lambda: "+51 9" + d(2) + " " + d(3) + " " + d(3),
        "kz": lambda: "+7 70" + d(1) + " " + d(3) + " " + d(2) + " " + d(2),
        "mg": lambda: "+261 34 " + d(2) + " " + d(3) + " " + d(2),
        "kh": lambda: "+855 12 " + d(3) + " " + d(3),
        "au": lambda: "+61 491 57" + d(1) + " " + d(3),
        "fr": lambda: "+33 6 39 98 " + d(2) + " " + d(2),
        "ht": lambda: "+509 3" + d(1) + " " + d(2) + " " + d(4),
        "to": lambda: "+676 7" + d(2) + " " + d(4),
    }
    return f[cc]()


NATIVE = {  # code point of digit zero
    "bo": 0x0F20, "beng": 0x09E6, "gu": 0x0AE6, "pa": 0x0A66, "or": 0x0B66,
    "kn": 0x0CE6, "ml": 0x0D66, "te": 0x0C66, "ta": 0x0BE6, "km": 0x17E0,
    "lo": 0x0ED0, "my": 0x1040, "mn": 0x1810, "deva": 0x0966, "fa": 0x06F0,
    "si": 0x0DE6, "fw": 0xFF10,
}


def native(s, script):
    z = NATIVE[script]
    return "".join(chr(z + int(c)) if c.isdigit() else c for c in s)


def phone_native(spec):
    """spec = script,country,separator-name"""
    script, cc, sep = spec.split(",")
    raw = {
        "in": "98" + digits(8),
        "np": "98" + digits(8),
        "bt": "17" + digits(6),
        "kh": "012" + digits(6),
        "la": "020" + digits(8),
        "mm": "09" + digits(9),
        "lk": "07" + digits(8),
        "mn": "99" + digits(6),
        "pk": "03" + digits(9),
        "af": "07" + digits(8),
    }[cc]
    groups = {10: (5, 5), 8: (4, 4), 9: (3, 3, 3), 11: (4, 3, 4)}[len(raw)]
    parts, i = [], 0
    for g in groups:
        parts.append(raw[i:i + g])
        i += g
    sepc = {"nbsp": "\u00a0", "dot": ".", "dash": "-", "endash": "\u2013", "slash": "/",
            "mid": "\u00b7", "space": " ", "nbhy": "\u2011", "under": "_", "bullet": "\u2022",
            "none": ""}[sep]
    s = sepc.join(parts)
    return native(s, script) if script != "latin" else s


# ---------------------------------------------------------------- secrets
WORDS = ["Kalabash", "mango", "Tsetse", "baobab", "Fjord", "kiwi", "Yak", "Momo", "tern", "Lemur",
         "Quinoa", "puffin", "Sisal", "okapi", "Taro", "Jacaranda", "nori", "Wombat", "zebu", "Saffron"]


def pw():
    pool = string.ascii_letters + string.digits + "!#$%&*?@-_"
    while True:
        s = "".join(R.choice(pool) for _ in range(R.randint(10, 14)))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c in "!#$%&*?@-_" for c in s):
            return s


def pw_words():
    a, b = R.sample(WORDS, 2)
    return a.capitalize() + R.choice("!#$%&*-_.") + b.lower() + digits(R.randint(2, 4))


def pw_leet():
    w = R.choice(["Sunflower", "Waterfall", "Mountain", "Butterfly", "Pineapple", "Starlight"])
    t = w.translate(str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}))
    return t + digits(2) + R.choice("!?#")


def pw_phrase():
    return "-".join(R.sample(["river", "copper", "lantern", "violet", "tundra", "pepper", "harbor",
                               "quartz", "meadow", "saddle", "ember", "walnut"], 4))


def pin(n=4):
    while True:
        s = digits(n)
        if len(set(s)) < n - 1:
            continue
        asc = all(int(s[i + 1]) - int(s[i]) == 1 for i in range(n - 1))
        desc = all(int(s[i]) - int(s[i + 1]) == 1 for i in range(n - 1))
        if not asc and not desc:
            return s


def wifi():
    return "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(12))


# ---------------------------------------------------------------- IBAN and national numbers
IBAN_SHAPE = {  # country: list of (kind, length)
    "DE": [("n", 18)], "GE": [("a", 2), ("n", 16)], "EE": [("n", 16)], "LT": [("n", 16)],
    "IS": [("n", 22)], "ME": [("n", 18)], "BA": [("n", 16)], "SI": [("n", 15)],
    "AL": [("n", 8), ("c", 16)], "MT": [("a", 4), ("n", 5), ("c", 18)], "LV": [("a", 4), ("c", 13)],
    "FO": [("n", 14)], "AZ": [("a", 4), ("c", 20)], "KZ": [("n", 3), ("c", 13)],
}


def _mod97(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban(cc):
    bban = ""
    for kind, n in IBAN_SHAPE[cc]:
        pool = {"n": string.digits, "a": string.ascii_uppercase, "c": string.digits + string.ascii_uppercase}[kind]
        bban += "".join(R.choice(pool) for _ in range(n))
    check = 98 - _mod97(bban + cc + "00")
    raw = cc + "%02d" % check + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def dni():
    n = R.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def bsn():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(d[i] * (9 - i) for i in range(8))
        last = s % 11
        if last <= 9:
            return "".join(map(str, d)) + str(last)


def kennitala():
    while True:
        day, mon, yy = R.randint(1, 28), R.randint(1, 12), R.randint(50, 99)
        rr = R.randint(20, 99)
        first8 = "%02d%02d%02d%02d" % (day, mon, yy, rr)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(first8[i]) * w[i] for i in range(8)) % 11
        if r == 10:
            continue
        c = 0 if r == 11 else r
        return first8[:6] + "-" + first8[6:] + str(c) + "9"


def isikukood():
    while True:
        g = R.choice("34")
        body = g + "%02d%02d%02d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + digits(3)
        w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        c = sum(int(body[i]) * w1[i] for i in range(10)) % 11
        if c == 10:
            c = sum(int(body[i]) * w2[i] for i in range(10)) % 11
            if c == 10:
                c = 0
        return body + str(c)


def passport(cc):
    L = string.ascii_uppercase
    return {
        "ge": lambda: digits(2) + R.choice(L) + R.choice(L) + digits(5),
        "ph": lambda: "P" + digits(7) + R.choice(L),
        "ke": lambda: "AK" + digits(7),
        "np": lambda: digits(8),
    }[cc]()


# ---------------------------------------------------------------- look-alike numbers
def luhn_ok(s):
    t = 0
    for i, c in enumerate(reversed(s)):
        v = int(c)
        if i % 2:
            v *= 2
            if v > 9:
                v -= 9
        t += v
    return t % 10 == 0


def order16():
    while True:
        s = digits(16, first=R.choice("3456"))
        if not luhn_ok(s):
            return " ".join(s[i:i + 4] for i in range(0, 16, 4))


def isbn13():
    body = "978" + digits(9)
    c = (10 - sum(int(body[i]) * (1 if i % 2 == 0 else 3) for i in range(12)) % 10) % 10
    return body[:3] + "-" + body[3] + "-" + body[4:8] + "-" + body[8:12] + "-" + str(c)


def track():
    return "1Z" + "".join(R.choice(string.digits + string.ascii_uppercase) for _ in range(16))


def lot():
    return "L" + digits(2) + "-" + digits(4) + R.choice("ABCDEF")


def hexs(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def uuid():
    return "-".join(hexs(k) for k in (8, 4, 4, 4, 12))


def nd(n):
    return digits(n, first=R.choice("123456789"))
