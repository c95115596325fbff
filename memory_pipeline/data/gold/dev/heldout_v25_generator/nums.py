"""Fake value generators for heldout-v25 (standard library only).

Every function takes a random.Random instance so that the output is reproducible.
Nothing here is a real person's data: check digits are computed, bodies are random.
"""
import base64
import codecs
import hashlib
import string
import unicodedata
import uuid as _uuid
from urllib.parse import quote

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


# ---------------------------------------------------------------- basics
def dg(r, n, first=None):
    """n random digits; `first` optionally restricts the first digit (string of allowed chars)."""
    if n <= 0:
        return ""
    head = r.choice(first) if first else r.choice(DIGITS)
    return head + "".join(r.choice(DIGITS) for _ in range(n - 1))


def rs(r, n, alphabet=ALNUM):
    return "".join(r.choice(alphabet) for _ in range(n))


def hx(r, n):
    return rs(r, n, HEX)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- Luhn / cards
def luhn_digit(partial):
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(r, prefix, length):
    body = prefix + dg(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def card_bad(r, prefix, length):
    good = card(r, prefix, length)
    last = (int(good[-1]) + r.randint(1, 9)) % 10
    return good[:-1] + str(last)


def non_luhn(r, n, first="123456789"):
    while True:
        s = dg(r, n, first)
        if not luhn_ok(s):
            return s


# ---------------------------------------------------------------- dates
def date(r, y0, y1):
    y = r.randint(y0, y1)
    m = r.randint(1, 12)
    mdays = [31, 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    d = r.randint(1, mdays[m - 1])
    return y, m, d


# ---------------------------------------------------------------- Chinese resident ID (GB 11643-1999)
CN_REGIONS = ["110105", "310115", "440305", "330106", "510107", "420106", "320102", "610113",
              "370202", "500103", "350203", "430104", "120101", "210102", "230103", "410105",
              "530102", "450103", "360102", "340104"]
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(s17):
    return "10X98765432"[sum(int(a) * w for a, w in zip(s17, _CN_W)) % 11]


def cn_id(r, want_x=False, wrong=False):
    while True:
        y, m, d = date(r, 1958, 2006)
        s17 = r.choice(CN_REGIONS) + f"{y:04d}{m:02d}{d:02d}" + dg(r, 3)
        c = cn_check(s17)
        if want_x and c != "X":
            continue
        if not want_x and c == "X" and not wrong:
            continue
        if wrong:
            c = r.choice([x for x in "0123456789X" if x != c])
        return s17 + c


# ---------------------------------------------------------------- IBAN
def _bban(r, pattern):
    out = []
    for ch in pattern:
        if ch == "n":
            out.append(r.choice(DIGITS))
        elif ch == "a":
            out.append(r.choice(UPPER))
        elif ch == "c":
            out.append(r.choice(UPPER + DIGITS))
        else:
            out.append(ch)
    return "".join(out)


def _iban_mod(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


IBAN_PATTERNS = {
    "PL": "n" * 24, "SA": "nn" + "n" * 18, "UA": "n" * 6 + "n" * 19, "IT": "a" + "n" * 10 + "n" * 12,
    "PT": "n" * 21, "HU": "n" * 24, "GR": "n" * 7 + "n" * 16, "CZ": "n" * 20, "RO": "aaaa" + "n" * 16,
    "DE": "n" * 18, "BE": "n" * 12, "AE": "n" * 19, "NO": "n" * 11, "HR": "n" * 17, "BG": "aaaa" + "n" * 6 + "n" * 8,
    "IS": "n" * 22, "LT": "n" * 16, "EE": "n" * 16, "AZ": "aaaa" + "n" * 20, "GE": "aa" + "n" * 16,
}


def iban(r, cc):
    bban = _bban(r, IBAN_PATTERNS[cc])
    chk = 98 - _iban_mod(bban + cc + "00")
    return f"{cc}{chk:02d}{bban}"


def iban_fmt(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- national numbers
_TW_LET = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def tw_id(r):
    letter = r.choice("ABCDEFGHJKLMNPQRSTUVXYWZ")
    body = r.choice("12") + dg(r, 7)
    n = _TW_LET[letter]
    s = (n // 10) + (n % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + body + str((10 - s % 10) % 10)


def kr_rrn(r):
    y, m, d = date(r, 1960, 2005)
    g = ("1" if r.random() < 0.5 else "2") if y < 2000 else ("3" if r.random() < 0.5 else "4")
    s12 = f"{y % 100:02d}{m:02d}{d:02d}" + g + dg(r, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s12, w)) % 11) % 10
    return s12[:6] + "-" + s12[6:] + str(c)


def tr_tckn(r):
    d = [int(dg(r, 1, "123456789"))] + [int(x) for x in dg(r, 8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_tz(r):
    return card(r, "", 9)


def za_id(r):
    y, m, d = date(r, 1965, 2004)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + dg(r, 4) + r.choice("01") + "8"
    return body + luhn_digit(body)


def cl_rut(r):
    n = r.randint(8_000_000, 24_999_999)
    s, f = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * f
        f = 2 if f == 7 else f + 1
    v = 11 - s % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    return f"{n:,}".replace(",", ".") + "-" + dv


def ro_cnp(r):
    y, m, d = date(r, 1960, 2004)
    sex = (r.choice("12") if y < 2000 else r.choice("56"))
    s12 = sex + f"{y % 100:02d}{m:02d}{d:02d}" + f"{r.randint(1, 46):02d}" + dg(r, 3, "123456789")
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(s12, w)) % 11
    return s12 + ("1" if c == 10 else str(c))


def no_fnr(r):
    while True:
        y, m, d = date(r, 1960, 1999)
        ind = dg(r, 3, "01234")
        base = f"{d:02d}{m:02d}{y % 100:02d}" + ind
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(base, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(base, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def th_id(r):
    s12 = dg(r, 1, "12345678") + dg(r, 11)
    c = (11 - sum(int(s12[i]) * (13 - i) for i in range(12)) % 11) % 10
    return s12 + str(c)


def ir_melli(r):
    s9 = dg(r, 9)
    s = sum(int(s9[i]) * (10 - i) for i in range(9)) % 11
    return s9 + str(s if s < 2 else 11 - s)


def jp_mynumber(r):
    s11 = dg(r, 11, "123456789")
    total = 0
    for n in range(1, 12):
        p = int(s11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        total += p * q
    rem = total % 11
    return s11 + str(0 if rem <= 1 else 11 - rem)


def fr_nir(r):
    y, m, d = date(r, 1960, 2004)
    s13 = r.choice("12") + f"{y % 100:02d}{m:02d}" + f"{r.randint(1, 95):02d}" + dg(r, 3) + dg(r, 3)
    key = 97 - int(s13) % 97
    return s13, f"{key:02d}"


def gr_amka(r):
    y, m, d = date(r, 1960, 2004)
    body = f"{d:02d}{m:02d}{y % 100:02d}" + dg(r, 4)
    return body + luhn_digit(body)


def ca_sin(r):
    return card(r, r.choice("12345679"), 9)


def cpf(r):
    n = [int(x) for x in dg(r, 9)]
    s = sum(a * b for a, b in zip(n, range(10, 1, -1))) % 11
    n.append(0 if s < 2 else 11 - s)
    s = sum(a * b for a, b in zip(n, range(11, 1, -1))) % 11
    n.append(0 if s < 2 else 11 - s)
    t = "".join(map(str, n))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def es_dni(r):
    n = r.randint(10_000_000, 79_999_999)
    return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 9, 8, 7, 6]


def aadhaar(r):
    s = dg(r, 11, "23456789")
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return s + str(_VINV[c])


def se_pnr(r):
    y, m, d = date(r, 1955, 2004)
    body = f"{y % 100:02d}{m:02d}{d:02d}" + dg(r, 3)
    return f"{y:04d}{m:02d}{d:02d}-" + body[6:] + luhn_digit(body)


# ---------------------------------------------------------------- barcodes and other public numbers
def ean13(r, prefix):
    body = prefix + dg(r, 12 - len(prefix))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def uuid4(r):
    return str(_uuid.UUID(int=r.getrandbits(128), version=4))


def sha256(r):
    return hashlib.sha256(bytes(r.getrandbits(8) for _ in range(32))).hexdigest()


# ---------------------------------------------------------------- numerals in other scripts
_SCRIPTS = {
    "fullwidth": "０１２３４５６７８９", "arabic": "٠١٢٣٤٥٦٧٨٩", "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९", "bengali": "০১২৩৪৫৬৭৮৯", "thai": "๐๑๒๓๔๕๖๗๘๙",
    "myanmar": "၀၁၂၃၄၅၆၇၈၉", "khmer": "០១២៣៤៥៦៧៨៩", "lao": "໐໑໒໓໔໕໖໗໘໙",
    "mathbold": "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗", "circled": "⓪①②③④⑤⑥⑦⑧⑨", "gujarati": "૦૧૨૩૪૫૬૭૮૯",
    "mongolian": "᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙", "tibetan": "༠༡༢༣༤༥༦༧༨༩", "telugu": "౦౧౨౩౪౫౬౭౮౯",
    "cn": "〇一二三四五六七八九", "cn_ling": "零一二三四五六七八九", "cn_yao": "零幺二三四五六七八九",
    "cn_daxie": "零壹贰叁肆伍陆柒捌玖", "cn_daxie_t": "零壹貳參肆伍陸柒捌玖",
    "ko": ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"],
    "ja_kana": ["ゼロ", "イチ", "ニー", "サン", "ヨン", "ゴー", "ロク", "ナナ", "ハチ", "キュー"],
    "pinyin": ["ling", "yao", "er", "san", "si", "wu", "liu", "qi", "ba", "jiu"],
    "en_words": ["oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "it_words": ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    "keycap": [f"{i}\ufe0f\u20e3" for i in range(10)],
}


def script(s, name, joiner=""):
    table = _SCRIPTS[name]
    out = []
    for ch in s:
        if ch.isdigit():
            out.append(table[int(ch)])
        else:
            out.append(ch)
    return joiner.join(out)


def words(s, name, sep=" "):
    table = _SCRIPTS[name]
    return sep.join(table[int(c)] for c in s if c.isdigit())


def l_and_o(s):
    return s.replace("1", "l").replace("0", "O")


# ---------------------------------------------------------------- passwords
WORDS = ["anchor", "biscuit", "cobalt", "dune", "ember", "fjord", "gravel", "harbor", "ivory", "juniper",
         "kelp", "lantern", "meadow", "nectar", "orchid", "pylon", "quill", "russet", "saffron", "thistle",
         "umber", "velvet", "walrus", "yonder", "zephyr", "marble", "otter", "pepper", "sprocket", "tundra"]


def pin(r, n):
    while True:
        s = dg(r, n)
        if len(set(s)) < n - 1:
            continue
        runs = any(abs(int(s[i + 1]) - int(s[i])) == 1 for i in range(n - 1))
        if not runs:
            return s


def passphrase(r, k, sep="-"):
    return sep.join(r.sample(WORDS, k))


def pw_mix(r, n=14):
    while True:
        s = rs(r, n, ALNUM + "!#%*+-=?@^_")
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s) \
                and any(not c.isalnum() for c in s):
            return s


# ---------------------------------------------------------------- key formats (random, valid shapes)
def b64(data):
    return base64.b64encode(data).decode()


def b64url(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def stripe_live(r):
    return "sk_live_51" + rs(r, 22, DIGITS + UPPER) + rs(r, 76)


def aiza(r):
    return "AIza" + rs(r, 35, URLSAFE)


def hf_token(r):
    return "hf_" + rs(r, 34, string.ascii_letters)


def glpat(r):
    return "glpat-" + rs(r, 20, URLSAFE)


def npm_token(r):
    return "npm_" + rs(r, 36)


def ghp(r):
    return "ghp_" + rs(r, 36)


def github_pat(r):
    return "github_pat_11" + rs(r, 20, UPPER + DIGITS) + "_" + rs(r, 59)


def xoxb(r):
    return f"xoxb-{dg(r, 12, '123456789')}-{dg(r, 13, '123456789')}-{rs(r, 24)}"


def xoxp(r):
    return f"xoxp-{dg(r, 12, '123456789')}-{dg(r, 12, '123456789')}-{dg(r, 13, '123456789')}-{hx(r, 32)}"


def aws_id(r):
    return "AKIA" + rs(r, 16, UPPER + "234567")


def aws_secret(r):
    return rs(r, 40, ALNUM + "+/")


def jwt(r, payload_json):
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(payload_json.encode())
    return f"{head}.{body}.{b64url(rbytes(r, 32))}"


def pem(r, label, prefix_b64, nbytes):
    body = prefix_b64 + b64(rbytes(r, nbytes))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def slack_webhook(r):
    return f"https://hooks.slack.example.com/services/T{rs(r, 8, UPPER + DIGITS)}/B{rs(r, 10, UPPER + DIGITS)}/{rs(r, 24)}"


def discord_webhook(r):
    return f"https://discord.example.com/api/webhooks/{dg(r, 19, '1')}/{rs(r, 68, URLSAFE)}"


def sendgrid(r):
    return "SG." + rs(r, 22, URLSAFE) + "." + rs(r, 43, URLSAFE)


def openai_proj(r):
    return "sk-proj-" + rs(r, 74, URLSAFE) + "T3BlbkFJ" + rs(r, 74, URLSAFE)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, 93, URLSAFE) + "AA"


def telegram_bot(r):
    return f"{dg(r, 10, '5678')}:AA{rs(r, 33, URLSAFE)}"


def twilio(r):
    return "AC" + hx(r, 32), hx(r, 32)


def dop(r):
    return "dop_v1_" + hx(r, 64)


def pypi_token(r):
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(r, 150, URLSAFE)


def ya29(r):
    return "ya29.a0" + rs(r, 140, URLSAFE)


def hvs(r):
    return "hvs.CAESI" + rs(r, 86, URLSAFE)


def shpat(r):
    return "shpat_" + hx(r, 32)


def azure_key(r):
    return b64(rbytes(r, 64))


def mailgun(r):
    return "key-" + hx(r, 32)


def lin_api(r):
    return "lin_api_" + rs(r, 40)


def notion(r):
    return "secret_" + rs(r, 43)


def doppler(r):
    return "dp.st.prd." + rs(r, 43)


def pmak(r):
    return "PMAK-" + hx(r, 24) + "-" + hx(r, 34)


def square(r):
    return "EAAA" + rs(r, 60, URLSAFE)


# ---------------------------------------------------------------- encoders for obfuscated injections
_CYR = str.maketrans({"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
                      "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О",
                      "P": "Р", "T": "Т", "X": "Х", "s": "ѕ", "j": "ј"})
_GRK = str.maketrans({"A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν",
                      "O": "Ο", "P": "Ρ", "T": "Τ", "X": "Χ", "Y": "Υ", "Z": "Ζ", "o": "ο", "v": "ν",
                      "u": "υ", "i": "ι"})
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
                       "I": "1", "O": "0", "S": "5", "T": "7"})
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
         "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
         "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
         "y": "-.--", "z": "--.."}


def enc_b64(s):
    return b64(s.encode())


def enc_b32(s):
    return base64.b32encode(s.encode()).decode()


def enc_rot13(s):
    return codecs.encode(s, "rot13")


def enc_hex(s, sep=" "):
    return sep.join(f"{b:02x}" for b in s.encode())


def enc_reverse(s):
    return s[::-1]


def enc_leet(s):
    return s.translate(_LEET)


def enc_spaced(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def enc_dotted(s):
    return " ".join(".".join(w) for w in s.split(" "))


def enc_cyr(s):
    return s.translate(_CYR)


def enc_greek(s):
    return s.translate(_GRK)


def enc_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def enc_zw(s, ch="\u200b"):
    return "".join(c + ch if c.isalpha() else c for c in s)


def enc_soft(s):
    return " ".join("\u00ad".join(w) for w in s.split(" "))


def enc_url(s):
    return quote(s, safe="")


def enc_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def enc_morse(s):
    return " / ".join(" ".join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split())


def enc_mathbold(s):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        else:
            out.append(c)
    return "".join(out)


def enc_strike(s):
    return "".join(c + "\u0336" if not c.isspace() else c for c in s)


def enc_nfd(s):
    return unicodedata.normalize("NFD", s)


def enc_tatweel(s):
    joining = set("بتثجحخسشصضطظعغفقكلمنهي")
    return "".join(c + "ـ" if c in joining else c for c in s)


def enc_sep(s, sep):
    return sep.join(ch for ch in s if not ch.isspace())
