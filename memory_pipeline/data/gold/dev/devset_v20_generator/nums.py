"""Fake value generators and text transforms for devset_v20 (standard library only).

Every value is random and fake. Placeholders in the hand-written templates look like
    ⟦NAME⟧ ⟦NAME/transform⟧ ⟦NAME#2⟧ ⟦NAME@5⟧ ⟦P:+44 7700 900DDD⟧ ⟦P/thai:08D-DDD-DDDD⟧ ⟦ENC/b64|sentence⟧
  NAME        a generator below (PIN4, WIFI, CARD_VISA, ...), or P (phone) / N (other digits) with a pattern
              after ':' in which D is a random digit and X a random non-zero digit;
  /transform  a digit script (ar, fa, deva, beng, gujr, thai, lao, khmr, mymr, fw), lO (1->l, 0->O) or
              words-en / words-jv / words-tr / words-so (digits spelled as words);
  #k          a second, independent value of the same generator (equal tokens give equal values);
  @n          put a TAB after the n-th character of the shown value (split key/value cases);
  ENC/kind|s  the hand-written sentence s encoded by the script (see ENCODERS).
"""
import base64
import codecs
import re
import urllib.parse

PW_WORDS = [
    "Tulip", "Harbor", "Maple", "Falcon", "Copper", "Willow", "Cobalt", "Meadow", "Saffron", "Granite",
    "Orchid", "Lantern", "Pepper", "Thistle", "Quartz", "Juniper", "Marble", "Cedar", "Hazel", "Bramble",
    "Ember", "Pebble", "Sparrow", "Walnut", "Cinder", "Velvet", "Poppy", "Birch", "Clover", "Fennel",
    "Indigo", "Kestrel", "Lilac", "Mango", "Nutmeg", "Otter", "Plum", "Raven", "Sable", "Tundra",
]
SEED_WORDS = [
    "acorn", "badge", "cabin", "dizzy", "eagle", "fabric", "gadget", "harvest", "island", "jacket",
    "kettle", "ladder", "magnet", "napkin", "oyster", "paddle", "quiver", "rabbit", "saddle", "tablet",
    "umbrella", "velvet", "walnut", "yellow", "zebra", "anchor", "bamboo", "canvas", "donkey", "engine",
    "forest", "garlic", "hammer", "insect", "jungle", "kitten", "lemon", "mirror", "needle", "orbit",
    "pepper", "rocket", "silver", "tunnel", "useful", "violin", "window", "youth", "zipper", "bridge",
    "candle", "desert", "echo", "flame", "glove", "honey", "ivory", "jelly", "koala", "lunar",
]
PINYIN = ["xiaomao", "dabao", "tiantian", "lele", "huahua", "mingming", "xiaoyu", "laowang", "zhuzhu", "beibei"]
PW_SYMBOLS = "!#$%&*?+=-_"

DIGIT_ZERO = {
    "ar": 0x0660, "fa": 0x06F0, "deva": 0x0966, "beng": 0x09E6, "gujr": 0x0AE6, "thai": 0x0E50,
    "lao": 0x0ED0, "khmr": 0x17E0, "mymr": 0x1040, "fw": 0xFF10,
}
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "jv": "nol siji loro telu papat lima enem pitu wolu sanga".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "so": "eber kow laba saddex afar shan lix toddobo siddeed sagaal".split(),
}


# ---------------------------------------------------------------- generators
def _pin(rng, n):
    while True:
        ds = rng.sample(range(10), n)
        if all(abs(ds[i] - ds[i + 1]) != 1 for i in range(n - 1)):
            return "".join(map(str, ds))


def _otp(rng):
    while True:
        s = "".join(str(rng.randrange(10)) for _ in range(6))
        if len(set(s)) > 2:
            return s


def _pw_mix(rng):
    lower, upper, digits = "abcdefghjkmnpqrstuvwxyz", "ABCDEFGHJKLMNPQRSTUVWXYZ", "23456789"
    while True:
        chars = [rng.choice(lower + upper + digits + PW_SYMBOLS) for _ in range(12)]
        s = "".join(chars)
        if (any(c in lower for c in s) and any(c in upper for c in s) and any(c in digits for c in s)
                and any(c in PW_SYMBOLS for c in s)):
            return s


def _pw_words(rng):
    a, b = rng.sample(PW_WORDS, 2)
    return f"{a}{rng.choice('!#$%&*?')}{b}{rng.randrange(10, 100)}"


LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
                      "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"})


def _pw_leet(rng):
    w = rng.choice(PW_WORDS)
    return w[0] + w[1:].translate(LEET) + rng.choice("!#$%&*?") + str(rng.randrange(100, 1000))


def _pw_pinyin(rng):
    return rng.choice(PINYIN) + str(rng.randrange(1960, 2011)) + rng.choice(["", "!", ".", "#"])


def _wifi(rng):
    form = rng.randrange(3)
    if form == 0:
        a, b = rng.sample(PW_WORDS, 2)
        return f"{a}{b}-{rng.randrange(1000, 10000)}"
    if form == 1:
        alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        return "".join(rng.choice(alphabet) for _ in range(16))
    a, b, c = rng.sample(SEED_WORDS, 3)
    return f"{a}.{b}.{c}{rng.randrange(10, 100)}"


def _passphrase(rng):
    return "-".join(rng.sample(SEED_WORDS, 4))


def _seed12(rng):
    return " ".join(rng.sample(SEED_WORDS, 12))


def _backup(rng):
    return "".join(str(rng.randrange(10)) for _ in range(4)) + " " + "".join(str(rng.randrange(10)) for _ in range(4))


def _combo(rng):
    a, b, c = rng.sample(range(1, 40), 3)
    return f"{a:02d}-{b:02d}-{c:02d}"


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


def _card_visa(rng):
    body = "4" + "".join(str(rng.randrange(10)) for _ in range(14))
    num = body + luhn_digit(body)
    return " ".join(num[i:i + 4] for i in range(0, 16, 4))


def _order16(rng):
    body = str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(14))
    good = luhn_digit(body)
    last = str((int(good) + rng.randrange(1, 10)) % 10)
    return body + last


def _isbn13(rng):
    body = "978" + "".join(str(rng.randrange(10)) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _hex8(rng):
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(8))


GENERATORS = {
    "PIN3": lambda r: _pin(r, 3), "PIN4": lambda r: _pin(r, 4), "PIN5": lambda r: _pin(r, 5),
    "PIN6": lambda r: _pin(r, 6), "OTP6": _otp, "PW_MIX": _pw_mix, "PW_WORDS": _pw_words,
    "PW_LEET": _pw_leet, "PW_PINYIN": _pw_pinyin, "WIFI": _wifi, "PASSPHRASE": _passphrase,
    "SEED12": _seed12, "BACKUP": _backup, "COMBO": _combo, "CARD_VISA": _card_visa,
    "ORDER16": _order16, "ISBN13": _isbn13, "HEX8": _hex8,
}


def fill_pattern(rng, pattern):
    out = []
    for ch in pattern:
        if ch == "D":
            out.append(str(rng.randrange(10)))
        elif ch == "X":
            out.append(str(rng.randrange(1, 10)))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- digit transforms
def digit_transform(s, tr):
    if tr is None:
        return s
    if tr in DIGIT_ZERO:
        z = DIGIT_ZERO[tr]
        return "".join(chr(z + int(c)) if c in "0123456789" else c for c in s)
    if tr == "lO":
        return s.replace("1", "l").replace("0", "O")
    if tr.startswith("words-"):
        words = DIGIT_WORDS[tr[6:]]
        groups = [g for g in re.split(r"[^0-9]+", s) if g]
        return ", ".join(" ".join(words[int(c)] for c in g) for g in groups)
    raise ValueError(tr)


# ---------------------------------------------------------------- encoders for obfuscated sentences
HOMO_CYR = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "j": "ј", "s": "ѕ",
            "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "I": "І", "K": "К", "M": "М", "O": "О",
            "P": "Р", "T": "Т", "X": "Х", "Y": "У"}
HOMO_GRK = {"A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν", "O": "Ο",
            "P": "Ρ", "T": "Τ", "X": "Χ", "Y": "Υ", "Z": "Ζ", "o": "ο", "v": "ν", "u": "υ", "k": "κ",
            "i": "ι", "a": "α"}
UPSIDE = {"a": "ɐ", "b": "q", "c": "ɔ", "d": "p", "e": "ǝ", "f": "ɟ", "g": "ƃ", "h": "ɥ", "i": "ᴉ",
          "j": "ɾ", "k": "ʞ", "l": "l", "m": "ɯ", "n": "u", "o": "o", "p": "d", "q": "b", "r": "ɹ",
          "s": "s", "t": "ʇ", "u": "n", "v": "ʌ", "w": "ʍ", "x": "x", "y": "ʎ", "z": "z", ".": "˙",
          ",": "'", "'": ",", "!": "¡", "?": "¿"}


def _mixed(s):
    out, n = [], 0
    for ch in s:
        first, second = (HOMO_CYR, HOMO_GRK) if n % 2 == 0 else (HOMO_GRK, HOMO_CYR)
        if ch in first:
            out.append(first[ch])
            n += 1
        elif ch in second:
            out.append(second[ch])
            n += 1
        else:
            out.append(ch)
    return "".join(out)


def _letters(s, upper_base, lower_base=None, digit_base=None):
    out = []
    for ch in s:
        if "A" <= ch <= "Z":
            out.append(chr(upper_base + ord(ch) - 65))
        elif "a" <= ch <= "z":
            out.append(chr(lower_base + ord(ch) - 97) if lower_base else chr(upper_base + ord(ch) - 97))
        elif digit_base and "0" <= ch <= "9":
            out.append(chr(digit_base + ord(ch) - 48))
        else:
            out.append(ch)
    return "".join(out)


ENCODERS = {
    "b64": lambda s: base64.b64encode(s.encode("utf-8")).decode("ascii"),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "hex": lambda s: " ".join(f"{b:02x}" for b in s.encode("utf-8")),
    "leet": lambda s: s.translate(LEET),
    "zw": lambda s: "\u200b".join(s),
    "fw": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s),
    "rev": lambda s: s[::-1],
    "spaced": lambda s: "   ".join(" ".join(w) for w in s.split(" ")),
    "dotted": lambda s: " ".join(".".join(w) for w in s.split(" ")),
    "homo": lambda s: "".join(HOMO_CYR.get(c, c) for c in s),
    "mixed": _mixed,
    "sq": lambda s: _letters(s.upper(), 0x1F170),
    "circ": lambda s: _letters(s, 0x24B6, 0x24D0),
    "bold": lambda s: _letters(s, 0x1D400, 0x1D41A, 0x1D7CE),
    "ud": lambda s: "".join(UPSIDE.get(c, c) for c in s.lower())[::-1],
    "url": lambda s: urllib.parse.quote(s, safe=""),
    "tag": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
}

TOKEN = re.compile(r"⟦([^⟧]*)⟧")
HEAD = re.compile(r"^([A-Z0-9_]+)(?:/([A-Za-z-]+))?(?:#(\d+))?(?:@(\d+))?$")


def render(template, rng):
    """Fill a template; return (text, values). values: dicts with type, raw, shown, cut."""
    cache = {}
    values = []

    def sub(m):
        body = m.group(1)
        if body.startswith("ENC/"):
            kind, sentence = body[4:].split("|", 1)
            shown = ENCODERS[kind](sentence)
            values.append({"type": "ENC:" + kind, "raw": sentence, "shown": shown, "cut": None})
            return shown
        head, _, pattern = body.partition(":")
        hm = HEAD.match(head)
        if not hm:
            raise ValueError("bad token " + body)
        name, tr, k, cut = hm.groups()
        key = (name, tr, k, pattern)
        if key in cache and cut is None:
            return cache[key]
        if name in ("P", "N"):
            raw = fill_pattern(rng, pattern)
        else:
            raw = GENERATORS[name](rng)
        shown = digit_transform(raw, tr)
        cache[key] = shown
        values.append({"type": name, "raw": raw, "shown": shown, "cut": int(cut) if cut else None})
        if cut:
            n = int(cut)
            if not 0 < n < len(shown):
                raise ValueError("cut outside value " + body)
            return shown[:n] + "\t" + shown[n:]
        return shown

    text = TOKEN.sub(sub, template)
    return text, values
