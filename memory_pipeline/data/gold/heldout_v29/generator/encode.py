"""Encoders used to obfuscate hand-written injection sentences (heldout-v29).

Each encoder takes the hand-written sentence and returns the obfuscated form. Deterministic, no randomness.
"""
import base64
import codecs
import urllib.parse


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def b32(s):
    return base64.b32encode(s.encode("utf-8")).decode("ascii")


def rot13(s):
    return codecs.encode(s, "rot13")


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8"}


def leet(s):
    return "".join(LEET.get(c.lower(), c) for c in s)


def zw(s):
    """zero-width space after every character inside words"""
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c != " " and i + 1 < len(s) and s[i + 1] != " ":
            out.append("\u200b")
    return "".join(out)


def zwj_mix(s):
    """alternating zero-width joiner / non-joiner / word joiner between letters"""
    marks = ["\u200d", "\u200c", "\u2060"]
    out = []
    k = 0
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i + 1 < len(s) and s[i + 1].isalpha():
            out.append(marks[k % 3])
            k += 1
    return "".join(out)


HOMO_CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "j": "ј",
            "s": "ѕ", "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р",
            "C": "С", "T": "Т", "X": "Х"}
HOMO_GRK = {"A": "Α", "B": "Β", "E": "Ε", "Z": "Ζ", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν",
            "O": "Ο", "P": "Ρ", "T": "Τ", "Y": "Υ", "X": "Χ", "o": "ο", "v": "ν", "u": "υ", "i": "ι"}


def homo_cyr(s):
    return "".join(HOMO_CYR.get(c, c) for c in s)


def homo_grk(s):
    return "".join(HOMO_GRK.get(c, c) for c in s)


def reverse(s):
    return s[::-1]


def word_reverse(s):
    return " ".join(reversed(s.split(" ")))


def spaced(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def dotted(s):
    return " ".join(".".join(w) for w in s.split(" "))


def hexenc(s):
    return " ".join(f"{b:02x}" for b in s.encode("utf-8"))


def fullwidth(s):
    return "".join("\u3000" if c == " " else (chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c) for c in s)


def urlenc(s):
    return urllib.parse.quote(s, safe="")


def tags(s):
    """invisible Unicode tag characters (ASCII only)"""
    assert all(ord(c) < 0x80 for c in s)
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000E007F"


def caesar3(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 3) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + 3) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def binary(s):
    return " ".join(f"{b:08b}" for b in s.encode("utf-8"))


def b64_rot13(s):
    return b64(rot13(s))


def unicode_escape(s):
    return "".join(f"\\u{ord(c):04x}" if ord(c) > 0x7E or c.isalpha() else c for c in s)


ENC = {
    "b64": b64, "b32": b32, "rot13": rot13, "leet": leet, "zw": zw, "zwj": zwj_mix, "cyr": homo_cyr,
    "grk": homo_grk, "rev": reverse, "wrev": word_reverse, "spaced": spaced, "dotted": dotted, "hex": hexenc,
    "fw": fullwidth, "url": urlenc, "tags": tags, "caesar3": caesar3, "bin": binary, "b64rot": b64_rot13,
    "uesc": unicode_escape,
}
