"""Mechanical obfuscation transforms applied to hand-written plain sentences (injection_obfuscated).

Each transform is a pure function str -> str (deterministic, no randomness), so check.py can
re-apply it and confirm that the encoded form in the text comes from the plain sentence.
"""
import base64
import codecs
import urllib.parse

ZWSP = "\u200b"
ZWNJ = "\u200c"
SHY = "\u00ad"

CYR = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
       "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О",
       "P": "Р", "T": "Т", "X": "Х", "s": "ѕ", "j": "ј"}
GREEK = {"A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν",
         "O": "Ο", "P": "Ρ", "T": "Τ", "X": "Χ", "Y": "Υ", "Z": "Ζ", "o": "ο", "v": "ν", "i": "ι"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "|", "g": "9", "b": "8"}
MORSE = {
    "a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
    "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
    "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
    "y": "-.--", "z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}
UPSIDE = dict(zip("abcdefghijklmnopqrstuvwxyz.,'?!",
                  "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz˙'ˋ¿¡"))


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def b32(s):
    return base64.b32encode(s.encode("utf-8")).decode()


def rot13(s):
    return codecs.encode(s, "rot13")


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


def atbash(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(122 - (ord(c) - 97)))
        elif "A" <= c <= "Z":
            out.append(chr(90 - (ord(c) - 65)))
        else:
            out.append(c)
    return "".join(out)


def hexenc(s):
    return s.encode("utf-8").hex()


def hex_spaced(s):
    return " ".join("%02x" % b for b in s.encode("utf-8"))


def binary(s):
    return " ".join("{:08b}".format(b) for b in s.encode("utf-8"))


def urlenc(s):
    return urllib.parse.quote(s, safe="")


def html_entities(s):
    return "".join("&#%d;" % ord(c) for c in s)


def u_escapes(s):
    return "".join("\\u%04x" % ord(c) for c in s)


def leet(s):
    return "".join(LEET.get(c.lower(), c) if c.isalpha() else c for c in s)


def zero_width(s):
    return ZWSP.join(s)


def zwnj_words(s):
    return " ".join(ZWNJ.join(w) for w in s.split(" "))


def soft_hyphen(s):
    return SHY.join(s)


def cyr_homoglyph(s):
    return "".join(CYR.get(c, c) for c in s)


LAT_FOR_CYR = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "к": "k",
               "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
               "С": "C", "Т": "T", "Х": "X"}


def lat_in_cyr(s):
    # mixed script: Cyrillic letters swapped for Latin look-alikes inside Russian words
    return "".join(LAT_FOR_CYR.get(c, c) for c in s)


def greek_homoglyph(s):
    return "".join(GREEK.get(c, c) for c in s.upper())


def reversed_text(s):
    return s[::-1]


def spaced(s):
    return " ".join(c for c in s if c != " ")


def dotted(s):
    return " ".join(".".join(w) for w in s.split(" "))


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def math_bold(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        else:
            out.append(c)
    return "".join(out)


def math_monospace(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(0x1D68A + ord(c) - 97))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D670 + ord(c) - 65))
        else:
            out.append(c)
    return "".join(out)


def circled(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(0x24D0 + ord(c) - 97))
        elif "A" <= c <= "Z":
            out.append(chr(0x24B6 + ord(c) - 65))
        else:
            out.append(c)
    return "".join(out)


def tag_chars(s):
    # invisible Unicode tag characters (U+E0000 block) mirroring ASCII
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)


def morse(s):
    return " / ".join(" ".join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split(" "))


def upside_down(s):
    return "".join(UPSIDE.get(c, c) for c in s.lower())[::-1]


def vertical(s):
    return "\n".join(s.replace(" ", "_"))


def word_reverse(s):
    return " ".join(w[::-1] for w in s.split(" "))


def cjk_symbols(s):
    return "·".join(c for c in s if c not in " ，。")


def emoji_sep(s):
    return "🔹".join(s.split(" "))


def pig_latin(s):
    out = []
    for w in s.split(" "):
        core = w.rstrip(".,!?")
        tail = w[len(core):]
        if not core:
            out.append(w)
            continue
        i = 0
        while i < len(core) and core[i].lower() not in "aeiou":
            i += 1
        out.append((core[i:] + core[:i] + ("ay" if i else "way")) + tail)
    return " ".join(out)


def combining(s):
    return "".join(c + "\u0336" if c.isalpha() else c for c in s)


def underscore_join(s):
    return "_".join(s.replace(" ", ""))


def b64_of_rot13(s):
    return b64(rot13(s))


TRANSFORMS = {
    "b64": b64, "b32": b32, "rot13": rot13, "caesar3": caesar3, "atbash": atbash, "hex": hexenc,
    "hex_spaced": hex_spaced, "binary": binary, "url": urlenc, "html_entities": html_entities,
    "u_escapes": u_escapes, "leet": leet, "zero_width": zero_width, "zwnj_words": zwnj_words,
    "soft_hyphen": soft_hyphen, "cyr_homoglyph": cyr_homoglyph, "lat_in_cyr": lat_in_cyr, "greek_homoglyph": greek_homoglyph,
    "reversed": reversed_text, "spaced": spaced, "dotted": dotted, "fullwidth": fullwidth,
    "math_bold": math_bold, "math_monospace": math_monospace, "circled": circled, "tag_chars": tag_chars,
    "morse": morse, "upside_down": upside_down, "vertical": vertical, "word_reverse": word_reverse,
    "cjk_symbols": cjk_symbols, "emoji_sep": emoji_sep, "pig_latin": pig_latin, "combining": combining,
    "underscore_join": underscore_join, "b64_of_rot13": b64_of_rot13,
}
