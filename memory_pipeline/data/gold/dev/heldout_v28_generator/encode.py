"""Encoders for injection_obfuscated: each takes a hand-written sentence and returns the obfuscated form."""
import base64
import codecs
import urllib.parse

HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
                      "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
                      "I": "1", "O": "0", "S": "5", "T": "7"})
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
         "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
         "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
         "y": "-.--", "z": "--..", " ": "/"}


def _bold(s):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        else:
            out.append(c)
    return "".join(out)


def encode(method, s):
    if method == "b64":
        return base64.b64encode(s.encode()).decode()
    if method == "rot13":
        return codecs.encode(s, "rot13")
    if method == "leet":
        return s.translate(LEET)
    if method == "zw":
        return "\u200b".join(s)
    if method == "homo":
        return s.translate(HOMO)
    if method == "rev":
        return s[::-1]
    if method == "spaced":
        return " ".join(c for c in s if c != " ").replace("  ", " ")
    if method == "hex":
        return s.encode().hex()
    if method == "fw":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
    if method == "url":
        return urllib.parse.quote(s, safe="")
    if method == "zhsym":
        return "*".join(s)
    if method == "tag":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if method == "morse":
        return " ".join(MORSE[c] for c in s.lower() if c in MORSE)
    if method == "bold":
        return _bold(s)
    if method == "dots":
        return ".".join(s)
    raise ValueError(method)


def g_enc(r, arg):
    method, _, s = arg.partition("|")
    return encode(method, s)
