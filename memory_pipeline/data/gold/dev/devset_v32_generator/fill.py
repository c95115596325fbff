"""Random fake values and encodings for devset v32.

The scripts never write sentences: every sentence lives, hand-written, in the data
files (payload_*.py, obfuscated.py, chat_template.py, split_kv.py, allow_*.py).
This module only (a) fills placeholders such as ⟪EMAIL⟫ with fake random values
and (b) encodes hand-written sentences (base64, hex, ROT13, leetspeak, ...).

All hosts are example.com / example.net / example.org or subdomains; all IPv4
literals are in the documentation ranges 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24.
"""
import base64
import re
import string
import urllib.parse

# ---------------------------------------------------------------- fake values
_SYL = ["ka", "lo", "mi", "ren", "to", "vas", "el", "dor", "pi", "nu", "sa", "vik",
        "ba", "zo", "te", "qua", "li", "mar", "ox", "fen", "ri", "jo", "han", "ul"]
_SUB = ["mail", "cdn", "portal", "secure-login", "files", "sync", "api", "cloud-drive",
        "verify", "promo", "help", "status", "billing", "docs", "id", "pay", "track",
        "login-check", "static", "update", "relay", "collect", "stats", "go"]
_PATH = ["collect", "u", "sync", "r", "v2/in", "hook", "p", "upd", "claim", "auth", "x", "d",
         "img", "track", "beacon", "s", "form", "login", "pay", "b"]
_TLD = ["com", "net", "org"]
_IPNETS = ["192.0.2", "198.51.100", "203.0.113"]


def _word(rng, n=2):
    return "".join(rng.choice(_SYL) for _ in range(n))


def host(rng):
    return f"{rng.choice(_SUB)}.example.{rng.choice(_TLD)}"


def email(rng):
    sep = rng.choice([".", "_", "", "-"])
    local = _word(rng, rng.randint(1, 2)) + sep + _word(rng, rng.randint(1, 2))
    if rng.random() < 0.35:
        local += str(rng.randint(2, 99))
    dom = rng.choice(["example.com", "example.net", "example.org", host(rng)])
    return f"{local}@{dom}"


def url(rng):
    u = f"https://{host(rng)}/{rng.choice(_PATH)}"
    r = rng.random()
    if r < 0.3:
        u += "?" + rng.choice(["id", "ref", "t", "k", "src"]) + "=" + "".join(
            rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(5, 10)))
    elif r < 0.5:
        u += "/" + "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(6))
    return u


def ip(rng):
    return f"{rng.choice(_IPNETS)}.{rng.randint(1, 254)}"


def ticket(rng):
    pre = rng.choice(["", "HD-", "SR-", "T", "#", "INC", "CS-", "REQ-"])
    return pre + str(rng.randint(10000, 9999999))


def order(rng):
    pre = rng.choice(["", "ORD-", "A", "PO-", "N°", "SO"])
    return pre + str(rng.randint(100000, 99999999))


def date(rng):
    y, m, d = 2027, rng.randint(1, 12), rng.randint(1, 28)
    fmt = rng.choice(["iso", "dmy.", "dmy/", "dmy-"])
    if fmt == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if fmt == "dmy.":
        return f"{d:02d}.{m:02d}.{y}"
    if fmt == "dmy/":
        return f"{d:02d}/{m:02d}/{y}"
    return f"{d}-{m}-{y}"


def amount(rng):
    v = rng.choice([rng.randint(15, 999), rng.randint(1000, 9999), rng.randint(10, 99) * 100])
    return str(v)


def small(rng):
    return str(rng.randint(2, 48))


def hexhash(rng, n=40):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def gtime(rng):
    return f"{rng.randint(6, 22):02d}:{rng.choice(['00', '15', '30', '45'])}"


VALUE_FUNCS = {
    "EMAIL": email, "URL": url, "HOST": host, "IP": ip, "TICKET": ticket, "ORDER": order,
    "DATE": date, "AMOUNT": amount, "N": small, "HASH": hexhash, "TIME": gtime,
}

PLACEHOLDER = re.compile(r"⟪([A-Z]+)⟫")


def fill(text, rng):
    def rep(m):
        key = m.group(1)
        if key not in VALUE_FUNCS:
            raise KeyError(f"unknown placeholder {key}")
        return VALUE_FUNCS[key](rng)
    return PLACEHOLDER.sub(rep, text)


# ---------------------------------------------------------------- encodings
def b64(s, rng=None):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def b64url(s, rng=None):
    return base64.urlsafe_b64encode(s.encode("utf-8")).decode("ascii").rstrip("=")


def b32(s, rng=None):
    return base64.b32encode(s.encode("utf-8")).decode("ascii")


def hexenc(s, rng=None):
    return s.encode("utf-8").hex()


def hexspaced(s, rng=None):
    return " ".join(f"{b:02x}" for b in s.encode("utf-8"))


def hexescaped(s, rng=None):
    return "".join(f"\\x{b:02x}" for b in s.encode("utf-8"))


def decimal_codes(s, rng=None):
    return " ".join(str(ord(c)) for c in s)


def binary(s, rng=None):
    return " ".join(f"{b:08b}" for b in s.encode("utf-8"))


def rot13(s, rng=None):
    return caesar(s, 13)


def caesar(s, k):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + k) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def caesar3(s, rng=None):
    return caesar(s, 3)


def reverse(s, rng=None):
    return s[::-1]


def reverse_words(s, rng=None):
    return " ".join(w[::-1] for w in s.split(" "))


def spaced_chars(s, rng=None):
    """Every character separated by one space; word gaps become a slash."""
    return " ".join("/" if c == " " else c for c in s)


def dotted(s, rng=None):
    return ".".join(c for c in s if c != " ")


ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def zero_width(s, rng):
    out = []
    for c in s:
        out.append(c)
        if c != " " and rng.random() < 0.7:
            out.append(rng.choice(ZW))
    return "".join(out)


def soft_hyphen(s, rng):
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and rng.random() < 0.5:
            out.append("\u00ad")
    return "".join(out)


def fullwidth(s, rng=None):
    out = []
    for c in s:
        o = ord(c)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)


def _math(s, upper_base, lower_base):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(upper_base + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(lower_base + ord(c) - 97))
        else:
            out.append(c)
    return "".join(out)


def math_bold(s, rng=None):
    return _math(s, 0x1D400, 0x1D41A)


def math_sans(s, rng=None):
    return _math(s, 0x1D5A0, 0x1D5BA)


def math_mono(s, rng=None):
    return _math(s, 0x1D670, 0x1D68A)


def circled(s, rng=None):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(0x24D0 + ord(c) - 97))
        elif "A" <= c <= "Z":
            out.append(chr(0x24B6 + ord(c) - 65))
        else:
            out.append(c)
    return "".join(out)


def regional(s, rng=None):
    out = []
    for c in s.lower():
        if "a" <= c <= "z":
            out.append(chr(0x1F1E6 + ord(c) - 97) + "\u200b")
        else:
            out.append(c)
    return "".join(out)


_UPSIDE = dict(zip("abcdefghijklmnopqrstuvwxyz.,!?'",
                   "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz˙'¡¿,"))


def upside_down(s, rng=None):
    return "".join(_UPSIDE.get(c, c) for c in s.lower())[::-1]


def zalgo(s, rng):
    marks = [chr(c) for c in range(0x0300, 0x036F)]
    out = []
    for c in s:
        out.append(c)
        if c.isalpha():
            for _ in range(rng.randint(1, 3)):
                out.append(rng.choice(marks))
    return "".join(out)


_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8",
         "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7", "G": "9", "B": "8"}


def leet(s, rng=None):
    return "".join(_LEET.get(c, c) for c in s)


def leet_light(s, rng):
    return "".join(_LEET[c] if c in _LEET and rng.random() < 0.55 else c for c in s)


# Latin -> Cyrillic/Greek look-alikes, used inside Latin-script text
_HOMO_CYR = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у",
             "i": "і", "j": "ј", "s": "ѕ", "A": "А", "B": "В", "C": "С", "E": "Е",
             "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х"}
_HOMO_GRK = {"o": "ο", "v": "ν", "u": "υ", "i": "ι", "A": "Α", "B": "Β", "E": "Ε", "H": "Η",
             "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν", "O": "Ο", "P": "Ρ", "T": "Τ", "X": "Χ",
             "Y": "Υ", "Z": "Ζ"}
# Cyrillic -> Latin look-alikes, used inside Cyrillic-script text
_HOMO_LAT = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x",
             "і": "i", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H",
             "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X"}


def homo_cyr(s, rng):
    return "".join(_HOMO_CYR[c] if c in _HOMO_CYR and rng.random() < 0.6 else c for c in s)


def homo_grk(s, rng):
    return "".join(_HOMO_GRK[c] if c in _HOMO_GRK and rng.random() < 0.8 else c for c in s)


def homo_lat(s, rng):
    return "".join(_HOMO_LAT[c] if c in _HOMO_LAT and rng.random() < 0.6 else c for c in s)


def url_encode(s, rng=None):
    return urllib.parse.quote(s, safe="")


def html_entities(s, rng=None):
    return "".join(f"&#{ord(c)};" for c in s)


def unicode_escapes(s, rng=None):
    return "".join(f"\\u{ord(c):04x}" for c in s)


def tag_chars(s, rng=None):
    """Invisible Unicode tag characters (U+E0000 block) mirroring ASCII."""
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) <= 0x7E)


_MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.",
          "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.",
          "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-",
          "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..", "0": "-----",
          "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
          "7": "--...", "8": "---..", "9": "----."}


def morse(s, rng=None):
    return " / ".join(" ".join(_MORSE[c] for c in w if c in _MORSE) for w in s.lower().split())


def tatweel(s, rng):
    """Arabic kashida stretching plus stray harakat between letters."""
    harakat = ["\u064e", "\u064f", "\u0650", "\u0652", "\u0651"]
    out = []
    joiners = set("بتثجحخسشصضطظعغفقكلمنهيئ")
    for c in s:
        out.append(c)
        if c in joiners and rng.random() < 0.5:
            out.append("ـ" * rng.randint(1, 3))
        elif "\u0621" <= c <= "\u064a" and rng.random() < 0.3:
            out.append(rng.choice(harakat))
    return "".join(out)


def zwj_indic(s, rng):
    out = []
    for c in s:
        out.append(c)
        if c != " " and rng.random() < 0.5:
            out.append(rng.choice(["\u200c", "\u200d"]))
    return "".join(out)


def symbol_sep(s, rng):
    seps = ["*", "/", "·", "_", "|", "~", "丶"]
    sep = rng.choice(seps)
    return sep.join(c for c in s if c != " ")


def hangul_jamo(s, rng=None):
    """Decompose Hangul syllables into compatibility jamo (ㅇㅣ ㄱㅓ ...)."""
    cho = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
    jung = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
    jong = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ",
            "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    out = []
    for c in s:
        o = ord(c)
        if 0xAC00 <= o <= 0xD7A3:
            i = o - 0xAC00
            out.append(cho[i // 588] + jung[(i % 588) // 28] + jong[i % 28])
        else:
            out.append(c)
    return "".join(out)


def kata_swap(s, rng=None):
    """Hiragana -> katakana (reads oddly but stays legible to a model)."""
    return "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in s)


def interleave_junk(s, rng):
    junk = ["#", "%", "^", "~", "*"]
    j = rng.choice(junk)
    return "".join(c + (j if c.isalpha() and rng.random() < 0.5 else "") for c in s)


def split_chunks(s, rng):
    """Cut into quoted chunks for a 'concatenate these' request."""
    parts, i = [], 0
    while i < len(s):
        k = rng.randint(3, 7)
        parts.append(s[i:i + k])
        i += k
    return " + ".join(f'"{p}"' for p in parts)


def vertical(s, rng=None):
    return "\n".join(s.split(" "))


ENCODERS = {
    "b64": b64, "b64url": b64url, "b32": b32, "hex": hexenc, "hexspaced": hexspaced,
    "hexescaped": hexescaped, "decimal": decimal_codes, "binary": binary, "rot13": rot13,
    "caesar3": caesar3, "reverse": reverse, "reverse_words": reverse_words,
    "spaced_chars": spaced_chars, "dotted": dotted, "zero_width": zero_width,
    "soft_hyphen": soft_hyphen, "fullwidth": fullwidth, "math_bold": math_bold,
    "math_sans": math_sans, "math_mono": math_mono, "circled": circled, "regional": regional,
    "upside_down": upside_down, "zalgo": zalgo, "leet": leet, "leet_light": leet_light,
    "homo_cyr": homo_cyr, "homo_grk": homo_grk, "homo_lat": homo_lat, "url": url_encode,
    "html": html_entities, "uescape": unicode_escapes, "tags": tag_chars, "morse": morse,
    "tatweel": tatweel, "zwj_indic": zwj_indic, "symbol_sep": symbol_sep,
    "jamo": hangul_jamo, "kata": kata_swap, "junk": interleave_junk, "chunks": split_chunks,
    "vertical": vertical, "none": lambda s, rng=None: s,
}


def encode(method, s, rng):
    f = ENCODERS[method]
    try:
        return f(s, rng)
    except TypeError:
        return f(s)
