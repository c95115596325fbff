"""Fake value generators for heldout_v24 (standard library only, Python 3.11).

Every function takes a random.Random instance and returns a string.  Nothing here is a
real person's number, card, key or password: all values are random, and the few fixed
prefixes are fiction/drama ranges or public format prefixes.
"""

import string

D = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + D
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def digits(r, n, nonzero_first=False):
    s = "".join(r.choice(D) for _ in range(n))
    if nonzero_first and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def pick(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- digit scripts
SCRIPT_ZERO = {
    "bengali": 0x09E6, "myanmar": 0x1040, "khmer": 0x17E0, "gujarati": 0x0AE6,
    "telugu": 0x0C66, "devanagari": 0x0966, "fullwidth": 0xFF10, "lao": 0x0ED0,
    "malayalam": 0x0D66, "kannada": 0x0CE6, "gurmukhi": 0x0A66, "arabic": 0x0660,
    "persian": 0x06F0, "thai": 0x0E50, "tibetan": 0x0F20, "mongolian": 0x1810,
}


def to_script(s, script):
    base = SCRIPT_ZERO[script]
    return "".join(chr(base + int(c)) if c in D else c for c in s)


CN_STD = "零一二三四五六七八九"
CN_O = "〇一二三四五六七八九"
CN_YAO = "零幺二三四五六七八九"
CN_DAXIE_S = "零壹贰叁肆伍陆柒捌玖"
CN_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
CN_RADIO = "洞幺两三四五六拐八勾"
KO_SINO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def to_table(s, table):
    return "".join(table[int(c)] if c in D else c for c in s)


# ---------------------------------------------------------------- phones
def cn_mobile(r):
    return "1" + r.choice("3589") + digits(r, 9)


def uk_fiction_mobile(r):
    return "7700900" + digits(r, 3)


def au_fiction_mobile(r):
    return "049157" + digits(r, 4)


def us_fiction(r):
    # NXX area code + 555-01xx (reserved for fiction)
    return r.choice("23456789") + digits(r, 2) + "55501" + digits(r, 2)


def fr_fiction_mobile(r):
    return "063998" + digits(r, 4)


# ---------------------------------------------------------------- Luhn cards
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


def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]


def card(r, prefix, length):
    body = prefix + digits(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def non_luhn(r, n, prefix=""):
    while True:
        s = prefix + digits(r, n - len(prefix), nonzero_first=not prefix)
        if not luhn_ok(s):
            return s


# ---------------------------------------------------------------- CN resident ID (GB 11643)
CN_REGIONS = ["110108", "310115", "440106", "510104", "330102", "420102", "320106",
              "610112", "430104", "350203", "210102", "370212", "120103", "500103"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id(r, want_x=None):
    while True:
        y = r.randint(1958, 2006)
        m = r.randint(1, 12)
        d = r.randint(1, 28)
        body = r.choice(CN_REGIONS) + "%04d%02d%02d" % (y, m, d) + digits(r, 3)
        c = "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]
        if want_x is None or (c == "X") == want_x:
            return body + c


# ---------------------------------------------------------------- IBAN (ISO 13616, mod 97)
def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban(r, cc, bban):
    check = 98 - _iban_num(bban + cc + "00") % 97
    return cc + "%02d" % check + bban


def iban_at(r):
    return iban(r, "AT", digits(r, 16))


def iban_ch(r):
    return iban(r, "CH", digits(r, 17))


def iban_pt(r):
    return iban(r, "PT", "0035" + digits(r, 17))


def iban_ie(r):
    return iban(r, "IE", pick(r, UP, 4) + digits(r, 14))


def iban_be(r):
    n = digits(r, 10)
    c = int(n) % 97 or 97
    return iban(r, "BE", n + "%02d" % c)


# ---------------------------------------------------------------- national numbers
def tc_kimlik(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def cl_rut(r):
    body = str(r.randint(8000000, 24999999))
    s, w = 0, 2
    for c in reversed(body):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    v = 11 - s % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    b = body
    fmt = (b[:-6] + "." + b[-6:-3] + "." + b[-3:])
    return fmt + "-" + dv


def no_fnr(r):
    while True:
        dd, mm, yy = r.randint(1, 28), r.randint(1, 12), r.randint(50, 99)
        ind = "%03d" % r.randint(0, 499)
        base = [int(c) for c in "%02d%02d%02d" % (dd, mm, yy) + ind]
        k1 = 11 - sum(a * b for a, b in zip(base, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        base.append(k2)
        return "".join(map(str, base))


def za_id(r):
    body = "%02d%02d%02d" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28))
    body += digits(r, 4) + "08"
    return body + luhn_digit(body)


def kr_rrn(r):
    body = "%02d%02d%02d" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28))
    body += r.choice("12") + digits(r, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def be_nn(r):
    yymmdd = "%02d%02d%02d" % (r.randint(55, 99), r.randint(1, 12), r.randint(1, 28))
    seq = "%03d" % r.randint(1, 997)
    c = 97 - int(yymmdd + seq) % 97
    return "%s.%s.%s-%s.%02d" % (yymmdd[:2], yymmdd[2:4], yymmdd[4:], seq, c)


def il_tz(r):
    body = digits(r, 8, nonzero_first=True)
    for c in D:
        s = body + c
        tot = 0
        for i, ch in enumerate(s):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            tot += v - 9 if v > 9 else v
        if tot % 10 == 0:
            return s


def passport_de(r):
    return "C" + pick(r, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def passport_uk(r):
    return digits(r, 9, nonzero_first=True)


def passport_pk(r):
    return pick(r, UP, 2) + digits(r, 7)


# ---------------------------------------------------------------- public-style codes (look-alikes)
def isbn13(r):
    body = "978" + r.choice("0123456789") + digits(r, 8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ean13(r, prefix):
    body = prefix + digits(r, 12 - len(prefix))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(r):
    body = digits(r, 7, nonzero_first=True)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


def cas(r):
    body = str(r.randint(50, 99999)) + digits(r, 2)
    s = sum(int(c) * (i + 1) for i, c in enumerate(reversed(body)))
    return body[:-2] + "-" + body[-2:] + "-" + str(s % 10)


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(r):
    org = pick(r, "0123456789ABCDEFGHJKLMNPQRTUWXY", 8)
    s = sum(int(c, 36) * w for c, w in zip(org, [3, 7, 9, 10, 5, 8, 4, 2]))
    oc = 11 - s % 11
    org += "X" if oc == 10 else "0" if oc == 11 else str(oc)
    body = "91" + r.choice(CN_REGIONS) + org
    s = sum(USCC_ALPHA.index(c) * w for c, w in zip(body, USCC_W))
    c = (31 - s % 31) % 31
    return body + USCC_ALPHA[c]


# ---------------------------------------------------------------- passwords / pins
WORDS_EN = ["Otter", "Maple", "Cobalt", "Lantern", "Pepper", "Harbor", "Falcon", "Tulip",
            "Walrus", "Quartz", "Meadow", "Cactus", "Saffron", "Pebble", "Comet"]
SYMS = "!#$%&*?@+=~^"


def pw_random(r, n=14):
    while True:
        s = pick(r, ALNUM + "!#$%&*?=+", n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in D for c in s)
                and any(c in "!#$%&*?=+" for c in s)):
            return s


def pw_words(r, words):
    a, b = r.sample(words, 2)
    return a + r.choice(SYMS) + b + digits(r, 2)


def pin(r, n):
    """PIN without adjacent repeats, without 3-digit runs (123, 987) and with at most one
    digit used twice."""
    while True:
        s = digits(r, n)
        if len(set(s)) < n - (1 if n >= 6 else 0):
            continue
        if any(s[i] == s[i + 1] for i in range(n - 1)):
            continue
        if any(int(s[i + 1]) - int(s[i]) == int(s[i + 2]) - int(s[i + 1]) in (1, -1)
               for i in range(n - 2)):
            continue
        return s


def leet(s):
    return s.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}))


def otp(r, n=6):
    return digits(r, n)


# ---------------------------------------------------------------- key formats (all random)
def aws_pair(r):
    return "AKIA" + pick(r, UP + "234567", 16), pick(r, ALNUM + "+/", 40)


def anthropic_key(r):
    return "sk-ant-api03-" + pick(r, B64URL, 93) + "AA"


def shopify_token(r):
    return "shpat_" + pick(r, HEX, 32)


def do_token(r):
    return "dop_v1_" + pick(r, HEX, 64)


def pypi_token(r):
    return "pypi-AgEIcHlwaS5vcmc" + pick(r, B64URL, 60)


def vault_token(r):
    return "hvs." + pick(r, ALNUM, 24)


def slack_user(r):
    return "xoxp-%s-%s-%s-%s" % (digits(r, 11, True), digits(r, 11, True), digits(r, 13, True), pick(r, HEX, 32))


def gitlab_pat(r):
    return "glpat-" + pick(r, ALNUM + "-_", 20)


def twilio_pair(r):
    return "SK" + pick(r, HEX, 32), pick(r, ALNUM, 32)


def openssh_key(r):
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    lines = [body + pick(r, ALNUM + "+/", 70 - len(body))]
    for _ in range(3):
        lines.append(pick(r, ALNUM + "+/", 70))
    lines.append(pick(r, ALNUM + "+/", 24) + "=")
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) +
            "\n-----END OPENSSH PRIVATE KEY-----")


def sha256_hex(r):
    return pick(r, HEX, 64)


def uuid4(r):
    h = pick(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def git_sha(r, n=40):
    return pick(r, HEX, n)


# ---------------------------------------------------------------- obfuscation encoders
import base64 as _b64
import urllib.parse as _up


def enc_b64(s):
    return _b64.b64encode(s.encode("utf-8")).decode("ascii")


def enc_rot13(s):
    return s.translate(str.maketrans(LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13]))


def enc_atbash(s):
    return s.translate(str.maketrans(LO + UP, LO[::-1] + UP[::-1]))


def enc_hex(s):
    return s.encode("utf-8").hex()


def enc_url(s):
    return _up.quote(s, safe="")


def enc_reverse(s):
    return s[::-1]


def enc_zwj(s):
    return "\u200d".join(s)


def enc_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def enc_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def enc_morse(s):
    table = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.",
             "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.",
             "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-",
             "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--.."}
    return " / ".join(" ".join(table[c] for c in w if c in table) for w in s.lower().split())


def enc_greek_homoglyph(s):
    return s.translate(str.maketrans({"A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ",
                                      "M": "Μ", "N": "Ν", "O": "Ο", "P": "Ρ", "T": "Τ", "X": "Χ",
                                      "o": "ο", "v": "ν", "i": "ι"}))


def enc_dots(s):
    return ".".join(s.replace(" ", "_"))


def enc_caesar3(s):
    return s.translate(str.maketrans(LO + UP, LO[3:] + LO[:3] + UP[3:] + UP[:3]))


def enc_binary(s):
    return " ".join(format(b, "08b") for b in s.encode("utf-8"))
