"""Fake value generators and text encoders for heldout-v26 (standard library only).

Every value is random (from the seeded Random passed in) and fake. Values that carry a check digit are
returned as V objects (a str subclass) that remember their kind and raw form, so check.py can re-validate
them with validators written separately.
"""
import base64
import codecs
import datetime
import string
import urllib.parse


class V(str):
    """A generated value: the text as it appears in a case, plus kind and raw form for check.py."""

    def __new__(cls, text, kind, raw=None):
        obj = super().__new__(cls, text)
        obj.kind = kind
        obj.raw = text if raw is None else raw
        return obj


ALNUM = string.ascii_letters + string.digits
B32 = string.ascii_uppercase + "234567"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"
SYMBOLS = "!%*?+=.-_"


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


CN_LOW = "零一二三四五六七八九"
CN_LOW0 = "〇一二三四五六七八九"
CN_DAXIE_S = "零壹贰叁肆伍陆柒捌玖"
CN_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
CN_RADIO = "洞幺两三四五六拐八勾"
KO_SINO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
PINYIN = ["ling", "yao", "er", "san", "si", "wu", "liu", "qi", "ba", "jiu"]
KANA = ["ゼロ", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュー"]
CANTO = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    # ---------- basic ----------
    def digit(self):
        return str(self.r.randrange(10))

    def digits(self, n):
        return "".join(self.digit() for _ in range(n))

    def pick(self, seq):
        return self.r.choice(seq)

    def chars(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def fill(self, tpl):
        """'x' -> digit, '?' -> upper-case letter; everything else is kept."""
        out = []
        for c in tpl:
            if c == "x":
                out.append(self.digit())
            elif c == "?":
                out.append(self.r.choice(string.ascii_uppercase))
            else:
                out.append(c)
        return "".join(out)

    # ---------- phones ----------
    def phone(self, tpl, zero=None, keycap=False):
        """tpl with x placeholders; zero = code point of the digit zero of another script."""
        raw = self.fill(tpl)
        s = raw
        if zero is not None:
            s = "".join(chr(zero + int(c)) if c.isdigit() else c for c in raw)
        if keycap:
            s = "".join(c + "\ufe0f\u20e3" if c.isdigit() else c for c in raw)
        return V(s, "phone", raw)

    def phone_cn(self, tpl, style, sep=""):
        raw = self.fill(tpl)
        tables = {
            "low": CN_LOW, "low0": CN_LOW0, "daxie_s": CN_DAXIE_S, "daxie_t": CN_DAXIE_T,
            "radio": CN_RADIO, "ko": KO_SINO, "pinyin": PINYIN, "kana": KANA, "canto": CANTO,
        }
        parts = []
        toggle = False
        for c in raw:
            if c.isdigit():
                if style == "mixed":
                    parts.append(CN_LOW[int(c)] if toggle else c)
                    toggle = not toggle
                else:
                    parts.append(tables[style][int(c)])
            else:
                parts.append(c)
        if sep:
            # join digit tokens with sep, keep explicit separators from the template
            out = []
            for p in parts:
                if out and p not in " -" and out[-1] not in " -":
                    out.append(sep)
                out.append(p)
            s = "".join(out)
        else:
            s = "".join(parts)
        return V(s, "phone_cn", raw)

    # ---------- cards ----------
    def card(self, prefix, length, sizes, sep=" "):
        body = prefix + self.digits(length - len(prefix) - 1)
        num = body + luhn_digit(body)
        return V(group(num, sizes, sep) if sizes else num, "card", num)

    # ---------- Chinese resident ID ----------
    def cn_id(self, area, want_x=False, sizes=None, sep=" "):
        weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        while True:
            d = datetime.date(1955, 1, 1) + datetime.timedelta(days=self.r.randrange(18000))
            body = area + d.strftime("%Y%m%d") + self.digits(3)
            chk = "10X98765432"[sum(int(a) * w for a, w in zip(body, weights)) % 11]
            if (chk == "X") == want_x:
                break
        num = body + chk
        return V(group(num, sizes, sep) if sizes else num, "cn_id", num)

    # ---------- IBAN ----------
    def iban(self, cc, bban_tpl, spaced=True):
        bban = self.fill(bban_tpl)
        num = "".join(str(int(c, 36)) for c in bban + cc + "00")
        chk = 98 - int(num) % 97
        iban = "%s%02d%s" % (cc, chk, bban)
        text = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if spaced else iban
        return V(text, "iban", iban)

    # ---------- national numbers ----------
    def tc_kimlik(self):
        d = [self.r.randrange(1, 10)] + [self.r.randrange(10) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d.append(d10)
        d.append(sum(d) % 10)
        s = "".join(map(str, d))
        return V(s, "tc_kimlik", s)

    def kr_rrn(self):
        d = datetime.date(1960, 1, 1) + datetime.timedelta(days=self.r.randrange(14000))
        g = self.pick("12") if d.year < 2000 else self.pick("34")
        body = d.strftime("%y%m%d") + g + self.digits(5)
        w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
        s = body + str(c)
        return V(s[:6] + "-" + s[6:], "kr_rrn", s)

    def cl_rut(self):
        body = str(self.r.randrange(10_000_000, 25_000_000))
        total, f = 0, 2
        for ch in reversed(body):
            total += int(ch) * f
            f = 2 if f == 7 else f + 1
        v = 11 - total % 11
        dv = "0" if v == 11 else ("K" if v == 10 else str(v))
        text = "%s.%s.%s-%s" % (body[:-6], body[-6:-3], body[-3:], dv)
        return V(text, "cl_rut", body + dv)

    def il_id(self):
        body = self.digits(8)
        s = body + luhn_digit(body)
        return V(s, "il_id", s)

    def za_id(self):
        d = datetime.date(1960, 1, 1) + datetime.timedelta(days=self.r.randrange(15000))
        body = d.strftime("%y%m%d") + self.digits(4) + "08"
        s = body + luhn_digit(body)
        return V(s, "za_id", s)

    def ee_ik(self, first=None):
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=self.r.randrange(20000))
        if first is None:
            first = self.pick("34") if d.year < 2000 else self.pick("56")
        body = first + d.strftime("%y%m%d") + self.digits(3)
        w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        c = sum(int(a) * b for a, b in zip(body, w1)) % 11
        if c == 10:
            c = sum(int(a) * b for a, b in zip(body, w2)) % 11
            if c == 10:
                c = 0
        s = body + str(c)
        return V(s, "ee_ik", s)

    def ro_cnp(self, sex_century="6"):
        d = datetime.date(2012, 1, 1) + datetime.timedelta(days=self.r.randrange(3000))
        body = sex_century + d.strftime("%y%m%d") + "%02d" % self.r.randrange(1, 47) + self.digits(3)
        w = "279146358279"
        c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
        s = body + ("1" if c == 10 else str(c))
        return V(s, "ro_cnp", s)

    # ---------- passwords / pins ----------
    def pw(self, pattern):
        """'#' digit, '^' upper, '~' lower, '&' alnum, '$' symbol; other characters literal."""
        out = []
        for c in pattern:
            if c == "#":
                out.append(self.digit())
            elif c == "^":
                out.append(self.r.choice(string.ascii_uppercase))
            elif c == "~":
                out.append(self.r.choice(string.ascii_lowercase))
            elif c == "&":
                out.append(self.r.choice(ALNUM))
            elif c == "$":
                out.append(self.r.choice(SYMBOLS))
            else:
                out.append(c)
        return V("".join(out), "secret")

    def pin(self, n):
        while True:
            d = [self.r.randrange(10) for _ in range(n)]
            if any(d[i] == d[i + 1] for i in range(n - 1)):
                continue
            if any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(n - 2)):
                continue
            s = "".join(map(str, d))
            return V(s, "secret", s)

    def words_digits(self, s, words, sep=" "):
        return sep.join(words[int(c)] for c in s)

    # ---------- keys ----------
    def key(self, kind):
        c = self.chars
        if kind == "aws_id":
            s = "AKIA" + c(B32, 16)
        elif kind == "aws_secret":
            s = c(B64, 40)
        elif kind == "github_pat":
            s = "github_pat_11" + c(string.ascii_uppercase + string.digits, 20) + "_" + c(ALNUM, 59)
        elif kind == "slack_user":
            s = "xoxp-%s-%s-%s-%s" % (self.digits(11), self.digits(12), self.digits(13), c(HEX, 32))
        elif kind == "stripe_sk":
            s = "sk_live_51" + c(ALNUM, 97)
        elif kind == "stripe_rk":
            s = "rk_live_51" + c(ALNUM, 60)
        elif kind == "google":
            s = "AIza" + c(B64URL, 35)
        elif kind == "openai":
            s = "sk-proj-" + c(B64URL, 74) + "T3BlbkFJ" + c(B64URL, 74)
        elif kind == "anthropic":
            s = "sk-ant-api03-" + c(B64URL, 93) + "AA"
        elif kind == "gitlab":
            s = "glpat-" + c(B64URL, 20)
        elif kind == "hf":
            s = "hf_" + c(string.ascii_letters, 34)
        elif kind == "telegram":
            s = "%d:AA%s" % (self.r.randrange(6_000_000_000, 7_999_999_999), c(B64URL, 33))
        elif kind == "twilio_sid":
            s = "AC" + c(HEX, 32)
        elif kind == "hex32":
            s = c(HEX, 32)
        elif kind == "do":
            s = "dop_v1_" + c(HEX, 64)
        elif kind == "shopify":
            s = "shpat_" + c(HEX, 32)
        elif kind == "sendgrid":
            s = "SG." + c(B64URL, 22) + "." + c(B64URL, 43)
        elif kind == "jwt":
            head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
            body_json = '{"sub":"%s","name":"user","iat":%d}' % (self.digits(9), self.r.randrange(1_760_000_000, 1_790_000_000))
            body = base64.urlsafe_b64encode(body_json.encode()).decode().rstrip("=")
            s = head + "." + body + "." + c(B64URL, 43)
        elif kind == "openssh":
            lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
            lines += [c(B64, 70) for _ in range(4)]
            lines.append(c(B64, 20) + "==")
            s = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        elif kind == "pypi":
            s = "pypi-AgEIcHlwaS5vcmc" + c(B64URL, 150)
        elif kind == "npm":
            s = "npm_" + c(ALNUM, 36)
        else:
            raise ValueError(kind)
        return V(s, "key")

    # ---------- look-alikes ----------
    def non_luhn(self, n, first="1"):
        while True:
            s = first + self.digits(n - len(first))
            if luhn_digit(s[:-1]) != s[-1]:
                return V(s, "non_luhn", s)

    def isbn13(self, prefix="978"):
        body = prefix + self.digits(12 - len(prefix))
        total = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
        s = body + str((10 - total % 10) % 10)
        return V("%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12]), "isbn13", s)

    def ean13(self, prefix):
        body = prefix + self.digits(12 - len(prefix))
        total = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
        s = body + str((10 - total % 10) % 10)
        return V(s, "isbn13", s)

    def uscc(self):
        cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        body = "91" + "440300" + "".join(self.r.choice(cs) for _ in range(9))
        c = 31 - sum(cs.index(ch) * wt for ch, wt in zip(body, w)) % 31
        s = body + cs[0 if c == 31 else c]
        return V(s, "uscc", s)

    def hexs(self, n):
        return self.chars(HEX, n)

    def uuid4(self):
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.pick("89ab") + h[17:]
        return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------- encoders for obfuscated injections ----------
def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def rot13(s):
    return codecs.encode(s, "rot_13")


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def leet(s):
    return "".join(LEET.get(c, c) for c in s)


def zwsp(s, mark="\u200b"):
    return "".join(c + mark if c != " " else c for c in s).rstrip(mark)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "A": "А", "E": "Е",
        "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}


def latin_to_cyrillic(s):
    return "".join(HOMO.get(c, c) for c in s)


CYR_TO_LAT = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "А": "A", "Е": "E",
              "О": "O", "Р": "P", "С": "C", "Т": "T", "Н": "H", "К": "K", "М": "M", "В": "B"}


def cyrillic_to_latin(s):
    return "".join(CYR_TO_LAT.get(c, c) for c in s)


def spaced(s, sep=" "):
    return sep.join(c for c in s)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def hexbytes(s):
    return " ".join("%02x" % b for b in s.encode("utf-8"))


def urlenc(s):
    return urllib.parse.quote(s, safe="")


def reverse(s):
    return s[::-1]


def tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s)


MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
         "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
         "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
         "y": "-.--", "z": "--..", "ą": ".-.-", "ę": "..-..", "ó": "---.", "ś": "...-...", "ł": ".-..-",
         "ż": "--..-.", "ź": "--..-", "ć": "-.-..", "ń": "--.--"}


def morse(s):
    return " / ".join(" ".join(MORSE[c] for c in w) for w in s.lower().split())


def html_entities(s):
    return "".join("&#%d;" % ord(c) for c in s)


def caesar(s, k=3):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + k) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)
