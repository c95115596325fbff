"""Encoders for injection_obfuscated: applied by the script to hand-written sentences."""
import base64
import codecs
import unicodedata
import urllib.parse


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def rot13(s):
    return codecs.encode(s, "rot_13")


def rev(s):
    """Reverse by character, keeping combining marks (e.g. Yoruba tone marks) on their base letter."""
    clusters = []
    for c in unicodedata.normalize("NFD", s):
        if clusters and unicodedata.combining(c):
            clusters[-1] += c
        else:
            clusters.append(c)
    return unicodedata.normalize("NFC", "".join(reversed(clusters)))


def spaced(s):
    return " ".join(s)


def zwsp(s):
    return "\u200b".join(s)


HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"})


def homoglyph(s):
    return s.translate(HOMO)


def hexenc(s):
    return s.encode("utf-8").hex()


def urlenc(s):
    return urllib.parse.quote(s)


LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def leet(s):
    return s.translate(LEET)


def tags(s):
    return "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


def dotted(s):
    return ".".join(s)


ENC = {"b64": b64, "rot13": rot13, "rev": rev, "spaced": spaced, "zwsp": zwsp, "homo": homoglyph,
       "hex": hexenc, "url": urlenc, "leet": leet, "tags": tags, "fw": fullwidth, "dotted": dotted}
