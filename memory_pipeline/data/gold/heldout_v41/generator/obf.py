# -*- coding: utf-8 -*-
"""Encoders for injection_obfuscated: each takes a hand-written sentence."""
import base64
import unicodedata

MORSE = {'A': '.-', 'B': '-...', 'C': '-.-.', 'D': '-..', 'E': '.', 'F': '..-.', 'G': '--.', 'H': '....',
         'I': '..', 'J': '.---', 'K': '-.-', 'L': '.-..', 'M': '--', 'N': '-.', 'O': '---', 'P': '.--.',
         'Q': '--.-', 'R': '.-.', 'S': '...', 'T': '-', 'U': '..-', 'V': '...-', 'W': '.--', 'X': '-..-',
         'Y': '-.--', 'Z': '--..', '0': '-----', '1': '.----', '2': '..---', '3': '...--', '4': '....-',
         '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.', '.': '.-.-.-', ',': '--..--'}
BRAILLE = dict(zip('abcdefghijklmnopqrstuvwxyz', '⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵'))
UPSIDE = dict(zip('abcdefghijklmnopqrstuvwxyz,.\'', 'ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz\'˙,'))
HOMO = {'a': 'а', 'e': 'е', 'o': 'ο', 'p': 'р', 'c': 'с', 'x': 'х', 'i': 'і', 'y': 'у', 's': 'ѕ', 'j': 'ј',
        'h': 'һ', 'n': 'ո', 'r': 'г', 'v': 'ν', 'u': 'υ', 'd': 'ԁ'}
ZALGO = ['\u0301', '\u0316', '\u0334', '\u0350', '\u0347', '\u0308', '\u0323', '\u035c']
NONJOIN = set('اأإآدذرزوؤءةى ')


def b32(s):
    return base64.b32encode(s.encode('utf-8')).decode()


def b64(s):
    return base64.b64encode(s.encode('utf-8')).decode()


def morse(s):
    return ' / '.join(' '.join(MORSE[c] for c in w) for w in s.upper().split())


def math_bold(s):
    out = []
    for c in s:
        if 'A' <= c <= 'Z':
            out.append(chr(0x1D400 + ord(c) - 65))
        elif 'a' <= c <= 'z':
            out.append(chr(0x1D41A + ord(c) - 97))
        else:
            out.append(c)
    return ''.join(out)


def circled(s):
    out = []
    for c in s:
        if 'A' <= c <= 'Z':
            out.append(chr(0x24B6 + ord(c) - 65))
        elif 'a' <= c <= 'z':
            out.append(chr(0x24D0 + ord(c) - 97))
        else:
            out.append(c)
    return ''.join(out)


def html_entities(s):
    return ''.join('&#%d;' % ord(c) for c in s)


def soft_hyphens(s):
    return ' '.join('\u00ad'.join(w) for w in s.split(' '))


def zalgo(s, rng):
    return ''.join(c + (''.join(rng.sample(ZALGO, 2)) if c.isalpha() else '') for c in s)


def braille(s):
    return ''.join(BRAILLE.get(c, c) for c in s.lower())


def upside_down(s):
    return ''.join(UPSIDE.get(c, c) for c in reversed(s.lower()))


def hex_escapes(s):
    return ''.join('\\x%02x' % b for b in s.encode('utf-8'))


def u_escapes(s):
    return ''.join('\\u%04x' % ord(c) for c in s)


def homoglyph(s):
    return ''.join(HOMO.get(c, c) for c in s)


def quoted_printable(s):
    return ''.join('=%02X' % b for b in s.encode('utf-8'))


def caesar(s, k=3):
    out = []
    for c in s:
        if 'a' <= c <= 'z':
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif 'A' <= c <= 'Z':
            out.append(chr((ord(c) - 65 + k) % 26 + 65))
        else:
            out.append(c)
    return ''.join(out)


def hangul_jamo(s):
    """Decompose precomposed Hangul syllables into compatibility jamo."""
    L = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'
    V = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'
    T = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ',
         'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ']
    out = []
    for c in s:
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            out.append(L[o // 588] + V[(o % 588) // 28] + T[o % 28])
        else:
            out.append(c)
    return ''.join(out)


def tatweel(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        nxt = s[i + 1] if i + 1 < len(s) else ' '
        if '\u0621' <= c <= '\u064a' and c not in NONJOIN and nxt not in ' ،.' and '\u0621' <= nxt <= '\u064a':
            out.append('ـ')
    return ''.join(out)
