"""Mechanical obfuscation transforms applied to hand-written sentences (heldout-v37).

Each transform is deterministic, except `zw`/`combining`, which take the rng for placement.
"""
import base64
import codecs
import urllib.parse

CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
       "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "X": "Х", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
GREEK = {"A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν", "O": "Ο", "P": "Ρ",
         "T": "Τ", "X": "Χ", "Y": "Υ", "Z": "Ζ", "o": "ο", "v": "ν", "i": "ι"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0",
        "S": "5", "T": "7"}
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
         "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
         "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
         "y": "-.--", "z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
         "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----."}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def b64(s):
    return base64.b64encode(s.encode()).decode()


def b32(s):
    return base64.b32encode(s.encode()).decode()


def hexenc(s):
    return s.encode().hex()


def rot13(s):
    return codecs.encode(s, "rot13")


def atbash(s):
    out = []
    for ch in s:
        if "a" <= ch <= "z":
            out.append(chr(ord("z") - (ord(ch) - ord("a"))))
        elif "A" <= ch <= "Z":
            out.append(chr(ord("Z") - (ord(ch) - ord("A"))))
        else:
            out.append(ch)
    return "".join(out)


def leet(s):
    return "".join(LEET.get(c, c) for c in s)


def zw(s, rng):
    out = []
    for ch in s:
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.6:
            out.append(rng.choice(ZW))
    return "".join(out)


def cyr(s):
    return "".join(CYR.get(c, c) for c in s)


def greek(s):
    return "".join(GREEK.get(c, c) for c in s)


def rev(s):
    return s[::-1]


def rlo(s):
    """Reversed storage wrapped in RIGHT-TO-LEFT OVERRIDE so it displays forwards."""
    return "\u202e" + s[::-1] + "\u202c"


def spaced(s):
    return " ".join(list(s))


def dotted(s):
    return ".".join(list(s.replace(" ", "_")))


def fw(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif ch == " ":
            out.append("\u3000")
        else:
            out.append(ch)
    return "".join(out)


def urlenc(s):
    return "".join("%%%02X" % b for b in s.encode())


def htmlent(s):
    return "".join("&#%d;" % ord(c) for c in s)


def uesc(s):
    return "".join("\\u%04x" % ord(c) for c in s)


def tags(s):
    """Invisible Unicode TAG characters (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) <= 0x7E else c for c in s)


def mathbold(s):
    out = []
    for ch in s:
        if "A" <= ch <= "Z":
            out.append(chr(0x1D400 + ord(ch) - 65))
        elif "a" <= ch <= "z":
            out.append(chr(0x1D41A + ord(ch) - 97))
        else:
            out.append(ch)
    return "".join(out)


def morse(s):
    return " / ".join(" ".join(MORSE[c] for c in w.lower() if c in MORSE) for w in s.split())


def charcodes(s):
    return ",".join(str(ord(c)) for c in s)


def softhyphen(s):
    return "".join(c + ("\u00ad" if c.isalpha() else "") for c in s)


def combining(s, rng):
    marks = ["\u0301", "\u0308", "\u0323", "\u0330", "\u0352", "\u036a"]
    return "".join(c + (rng.choice(marks) if c.isalpha() else "") for c in s)


def symsep(s):
    """Separate every CJK character with a symbol (for Chinese sentences)."""
    return "*".join(list(s))


def binary(s):
    return " ".join(format(b, "08b") for b in s.encode())


def circled(s):
    out = []
    for ch in s:
        if "a" <= ch <= "z":
            out.append(chr(0x24D0 + ord(ch) - 97))
        elif "A" <= ch <= "Z":
            out.append(chr(0x24B6 + ord(ch) - 65))
        else:
            out.append(ch)
    return "".join(out)


RNG_TRANSFORMS = {"zw", "combining"}
TRANSFORMS = {
    "b64": b64, "b32": b32, "hex": hexenc, "rot13": rot13, "atbash": atbash, "leet": leet, "zw": zw,
    "cyr": cyr, "greek": greek, "rev": rev, "rlo": rlo, "spaced": spaced, "dotted": dotted, "fw": fw,
    "urlenc": urlenc, "htmlent": htmlent, "uesc": uesc, "tags": tags, "mathbold": mathbold, "morse": morse,
    "charcodes": charcodes, "softhyphen": softhyphen, "combining": combining, "symsep": symsep,
    "binary": binary, "circled": circled,
}


def apply(name, s, rng):
    f = TRANSFORMS[name]
    return f(s, rng) if name in RNG_TRANSFORMS else f(s)
