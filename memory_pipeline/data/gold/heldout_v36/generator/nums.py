"""Fake value generators and text transforms for heldout-v36.

Every value produced here is random (seeded) and fake. Nothing here writes sentences:
the sentences are hand-written in cases_*.py / turns.py; this module only fills
placeholders and applies mechanical transforms to hand-written text.

Placeholder syntax used by the case files
  ⟦gen:arg|t1|t2⟧      generate a value, then apply digit/format transforms t1, t2 ...
  ⟦name=gen:arg|t⟧     same, and remember the (transformed) result under `name`
  ⟦!name=gen:arg|t⟧    same, but do not print it (define only)
  ⟦=name⟧ / ⟦=name[a:b]⟧  print a remembered value (optionally a slice)
  ⟪t1,t2:hand-written text⟫  apply text transforms (after all ⟦⟧ are filled)
"""
import base64
import codecs
import json
import re
import string
import urllib.parse

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"

WORDS_EN = ["tiger", "mango", "lantern", "pebble", "harbor", "violet", "cactus", "falcon", "maple", "ember",
            "walnut", "comet", "saddle", "oyster", "velvet", "garlic", "canyon", "kitten", "ladder", "magnet",
            "napkin", "pepper", "rabbit", "tennis", "yellow", "zebra", "badge", "arrow", "cereal", "dolphin",
            "elbow", "fabric", "hazard", "island", "jacket", "quarter", "umbrella", "orbit", "puzzle", "rocket",
            "silver", "timber", "wagon", "anchor", "bridge", "candle", "desert", "engine", "forest", "glove"]
WORDS_ES = ["girasol", "tortuga", "ventana", "cuchara", "montaña", "lluvia", "naranja", "pájaro", "espejo",
            "azúcar", "relámpago", "bosque", "camino", "ladrillo", "almendra", "farol"]
PINYIN_NAMES = ["zhangwei", "liuyang", "wangfang", "chenjing", "lihua", "zhaolei", "huangmin", "xuli",
                "sunhao", "zhoujie", "wuxia", "linfeng"]
CN_AREAS = ["110101", "110105", "310104", "310115", "440103", "440305", "330106", "320102", "510107",
            "420106", "610113", "500103", "370102", "350203", "210102", "430104", "230103", "120101",
            "410105", "360102"]

# IBAN BBAN shapes: n = digit, a = upper letter, c = upper alnum
IBAN_SPEC = {
    "DE": "18n", "GB": "4a14n", "FR": "10n11c2n", "NL": "4a10n", "ES": "20n", "IT": "1a10n12c",
    "PL": "24n", "TR": "5n1n16c", "SA": "2n18c", "BE": "12n", "AT": "16n", "CH": "5n12c", "PT": "21n",
    "NO": "11n", "FI": "14n", "DK": "14n", "SE": "20n", "IE": "4a14n", "GR": "7n16c", "RO": "4a16c",
    "HU": "24n", "CZ": "20n", "UA": "6n19c", "AE": "3n16n", "EG": "25n", "HR": "17n", "BG": "4a6n8c",
}


class Gen:
    def __init__(self, rng):
        self.r = rng

    # ---------- basic shapes ----------
    def choice(self, s):
        return self.r.choice(s)

    def num(self, pat):
        """'#' -> digit, 'D' -> 1-9, everything else literal."""
        out = []
        for ch in pat:
            if ch == "#":
                out.append(self.r.choice(DIG))
            elif ch == "D":
                out.append(self.r.choice("123456789"))
            else:
                out.append(ch)
        return "".join(out)

    def pat(self, p):
        """Character classes with optional {n}: # digit, A upper, a lower, X upper+digit,
        x lower+digit, M mixed alnum, H lower hex, B base64 char, U base64url char.
        Any other character is literal."""
        classes = {"#": DIG, "A": UP, "a": LO, "X": UP + DIG, "x": LO + DIG, "M": ALNUM,
                   "H": HEXL, "B": B64, "U": B64URL}
        out = []
        i = 0
        while i < len(p):
            ch = p[i]
            n = 1
            if i + 1 < len(p) and p[i + 1] == "{":
                j = p.index("}", i)
                n = int(p[i + 2:j])
                i = j
            if ch in classes:
                out.extend(self.r.choice(classes[ch]) for _ in range(n))
            else:
                out.append(ch * n)
            i += 1
        return "".join(out)

    # ---------- secrets ----------
    def pin(self, n):
        while True:
            s = "".join(self.r.choice(DIG) for _ in range(int(n)))
            if len(set(s)) < max(2, int(n) - 1):
                continue
            if any(s[k] == s[k + 1] for k in range(len(s) - 1)):
                continue
            diffs = {int(s[k + 1]) - int(s[k]) for k in range(len(s) - 1)}
            if diffs in ({1}, {-1}):
                continue
            return s

    def pw(self, n="12"):
        n = int(n)
        sym = "!#$%&*?-_+="
        while True:
            s = "".join(self.r.choice(ALNUM + sym) for _ in range(n))
            if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                    and any(c in sym for c in s)):
                return s

    def pwurl(self, n="14"):
        n = int(n)
        while True:
            s = "".join(self.r.choice(ALNUM + "-_.~") for _ in range(n))
            if any(c in DIG for c in s) and any(c in UP for c in s) and s[0] not in "-_.~":
                return s

    def pwword(self, _=None):
        a, b = self.r.sample(WORDS_EN, 2)
        return a.capitalize() + self.r.choice("!#$%&*?-_.") + b.capitalize() + self.num("#" * self.r.randint(2, 4))

    def leetpw(self, _=None):
        w = self.r.choice(WORDS_EN) + self.r.choice(WORDS_EN)
        tab = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
        w = "".join(tab.get(c, c) if self.r.random() < 0.7 else c.upper() for c in w)
        return w + self.r.choice("!?#")

    def pinyinpw(self, _=None):
        return self.r.choice(PINYIN_NAMES) + str(self.r.randint(1970, 2005)) + self.r.choice(["", "@", "."]) + self.num("##")

    def phrase(self, sep="-"):
        return sep.join(self.r.sample(WORDS_EN, 4))

    def phrase_es(self, _=None):
        return " ".join(self.r.sample(WORDS_ES, 5))

    def seed(self, n="12"):
        return " ".join(self.r.sample(WORDS_EN, int(n)))

    def wifi(self, n="14"):
        return "".join(self.r.choice(ALNUM) for _ in range(int(n)))

    def b64key(self, nbytes="32"):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(int(nbytes)))).decode()

    def jwt(self, _=None):
        hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        body = json.dumps({"sub": self.num("D#######"), "role": "user", "iat": int(self.num("17########"))},
                          separators=(",", ":")).encode()
        pl = base64.urlsafe_b64encode(body).decode().rstrip("=")
        sig = "".join(self.r.choice(B64URL) for _ in range(43))
        return f"{hdr}.{pl}.{sig}"

    def _b64lines(self, nlines, prefix=""):
        body = prefix + "".join(self.r.choice(B64) for _ in range(64 * nlines - len(prefix)))
        return "\n".join(body[i:i + 64] for i in range(0, len(body), 64))

    def pem(self, kind="RSA"):
        if kind == "RSA":
            return ("-----BEGIN RSA PRIVATE KEY-----\n" + self._b64lines(7, "MIIEpAIBAAKCAQEA")
                    + "\n-----END RSA PRIVATE KEY-----")
        if kind == "PKCS8":
            return ("-----BEGIN PRIVATE KEY-----\n" + self._b64lines(6, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC")
                    + "\n-----END PRIVATE KEY-----")
        if kind == "SSH":
            return ("-----BEGIN OPENSSH PRIVATE KEY-----\n"
                    + self._b64lines(5, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
                    + "\n-----END OPENSSH PRIVATE KEY-----")
        if kind == "PGP":
            chk = "".join(self.r.choice(B64) for _ in range(4))
            return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + self._b64lines(6, "lQOYBG")
                    + "\n=" + chk + "\n-----END PGP PRIVATE KEY BLOCK-----")
        raise ValueError(kind)

    # ---------- cards ----------
    @staticmethod
    def luhn_digit(partial):
        s = 0
        for i, ch in enumerate(reversed(partial)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
        return str((10 - s % 10) % 10)

    def card(self, kind):
        r = self.r
        if kind == "visa":
            pre, n = "4", 16
        elif kind == "mc":
            pre, n = "5" + r.choice("12345"), 16
        elif kind == "mc2":
            pre, n = str(r.randint(2221, 2720)), 16
        elif kind == "amex":
            pre, n = r.choice(["34", "37"]), 15
        elif kind == "disc":
            pre, n = "6011", 16
        elif kind == "jcb":
            pre, n = str(r.randint(3528, 3589)), 16
        elif kind == "mir":
            pre, n = "220" + r.choice("01234"), 16
        elif kind == "unionpay":
            pre, n = "62" + r.choice("1258"), 19
        else:
            raise ValueError(kind)
        body = pre + "".join(r.choice(DIG) for _ in range(n - 1 - len(pre)))
        return body + self.luhn_digit(body)

    def cardbad(self, kind):
        c = self.card(kind)
        wrong = str((int(c[-1]) + self.r.randint(1, 9)) % 10)
        return c[:-1] + wrong

    # ---------- identity numbers ----------
    def _cnid17(self):
        y = self.r.randint(1955, 2005)
        m = self.r.randint(1, 12)
        d = self.r.randint(1, 28)
        return self.r.choice(CN_AREAS) + f"{y:04d}{m:02d}{d:02d}" + self.num("###")

    @staticmethod
    def cnid_check(s17):
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return "10X98765432"[sum(int(a) * b for a, b in zip(s17, w)) % 11]

    def cnid(self, mode=""):
        while True:
            s = self._cnid17()
            c = self.cnid_check(s)
            if mode == "x" and c != "X":
                continue
            if mode == "bad":
                return s + self.r.choice([ch for ch in "0123456789X" if ch != c])
            return s + c

    def iban(self, cc):
        spec = IBAN_SPEC[cc]
        bban = []
        for n, t in re.findall(r"(\d+)([nac])", spec):
            pool = {"n": DIG, "a": UP, "c": UP + DIG}[t]
            bban.append("".join(self.r.choice(pool) for _ in range(int(n))))
        bban = "".join(bban)
        if cc == "TR":
            bban = bban[:5] + "0" + bban[6:]
        conv = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
        chk = 98 - int(conv) % 97
        return f"{cc}{chk:02d}{bban}"

    def cpf(self, _=None):
        d = [self.r.randint(0, 9) for _ in range(9)]
        for ln in (9, 10):
            s = sum(v * w for v, w in zip(d, range(ln + 1, 1, -1)))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def dni(self, _=None):
        n = self.r.randint(10000000, 99999999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def bsn(self, _=None):
        while True:
            d = [self.r.randint(0, 9) for _ in range(8)]
            if d[0] == 0:
                continue
            s = sum(v * w for v, w in zip(d, range(9, 1, -1)))
            last = s % 11
            if last < 10:
                return "".join(map(str, d)) + str(last)

    def pnr(self, age=None):
        y = self.r.randint(5, 20) if age == "young" else self.r.randint(50, 99)
        m = self.r.randint(1, 12)
        dd = self.r.randint(1, 28)
        nine = f"{y:02d}{m:02d}{dd:02d}" + self.num("###")
        return f"{nine[:6]}-{nine[6:]}{self.luhn_digit(nine)}"

    def pesel(self, _=None):
        y = self.r.randint(1960, 2008)
        m = self.r.randint(1, 12) + (20 if y >= 2000 else 0)
        dd = self.r.randint(1, 28)
        ten = f"{y % 100:02d}{m:02d}{dd:02d}" + self.num("####")
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return ten + str((10 - sum(int(a) * b for a, b in zip(ten, w)) % 10) % 10)

    _VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
           [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
           [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
           [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    _VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
           [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
           [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    _VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

    def aadhaar(self, _=None):
        base = self.r.choice("23456789") + self.num("#" * 10)
        c = 0
        for i, ch in enumerate(reversed(base)):
            c = self._VD[c][self._VP[(i + 1) % 8][int(ch)]]
        return base + str(self._VINV[c])

    def hetu(self, _=None):
        y = self.r.randint(1950, 2008)
        m = self.r.randint(1, 12)
        dd = self.r.randint(1, 28)
        ind = self.r.randint(2, 899)
        nine = f"{dd:02d}{m:02d}{y % 100:02d}{ind:03d}"
        sign = "-" if y < 2000 else "A"
        return f"{nine[:6]}{sign}{nine[6:]}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[int(nine) % 31]}"

    def ssn(self, _=None):
        while True:
            a = self.r.randint(1, 899)
            if a != 666:
                break
        return f"{a:03d}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}"

    def krrrn(self, _=None):
        y = self.r.randint(1960, 2005)
        m = self.r.randint(1, 12)
        dd = self.r.randint(1, 28)
        g = self.r.choice("12") if y < 2000 else self.r.choice("34")
        twelve = f"{y % 100:02d}{m:02d}{dd:02d}{g}" + self.num("#####")
        w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        c = (11 - sum(int(a) * b for a, b in zip(twelve, w)) % 11) % 10
        return f"{twelve[:6]}-{twelve[6:]}{c}"

    # ---------- look-alike numbers ----------
    def isbn(self, group=None):
        b = "978" + (group or self.r.choice("0123")) + self.num("########")
        s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(b))
        return f"{b[:3]}-{b[3]}-{b[4:8]}-{b[8:12]}-{(10 - s % 10) % 10}"

    def order16(self, _=None):
        while True:
            s = self.num("D" + "#" * 15)
            if self.luhn_digit(s[:-1]) != s[-1]:
                return s

    def uscc(self, _=None):
        cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        body = "91" + self.r.choice(CN_AREAS) + "".join(self.r.choice(cs[:10] + "ABCDEFGHJKLMNPQRTUWXY") for _ in range(9))
        c = 31 - sum(cs.index(ch) * wt for ch, wt in zip(body, w)) % 31
        return body + cs[0 if c == 31 else c]


# ---------- value format / digit transforms (⟦...|t⟧) ----------
def _digitmap(zero):
    return {str(i): chr(ord(zero) + i) for i in range(10)}


SCRIPT_DIGITS = {
    "arab": "\u0660", "fa": "\u06f0", "deva": "\u0966", "beng": "\u09e6", "guru": "\u0a66", "guj": "\u0ae6",
    "orya": "\u0b66", "tamil": "\u0be6", "telu": "\u0c66", "knda": "\u0ce6", "mlym": "\u0d66",
    "thai": "\u0e50", "laoo": "\u0ed0", "tibt": "\u0f20", "mymr": "\u1040", "khmr": "\u17e0",
    "mong": "\u1810", "fw": "\uff10",
}
CHAR_DIGITS = {
    "zhO": "〇一二三四五六七八九",
    "zhL": "零一二三四五六七八九",
    "zhcap": "零壹贰叁肆伍陆柒捌玖",
    "zhcapT": "零壹貳參肆伍陸柒捌玖",
    "yao": "零幺二三四五六七八九",
    "radio": "洞幺两三四五六拐八勾",
    "ja_kanji": "〇一二三四五六七八九",
    "ko_sino": "공일이삼사오육칠팔구",
}
WORD_DIGITS = {
    "pinyin": "ling yao er san si wu liu qi ba jiu".split(),
    "words_en": "zero one two three four five six seven eight nine".split(),
    "words_pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "words_de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
}
NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}


def vtransform(v, t):
    if t in SCRIPT_DIGITS:
        m = _digitmap(SCRIPT_DIGITS[t])
        return "".join(m.get(c, c) for c in v)
    if t in CHAR_DIGITS:
        tab = CHAR_DIGITS[t]
        return "".join(tab[int(c)] if c in DIG else c for c in v)
    if t in WORD_DIGITS:
        w = WORD_DIGITS[t]
        return " ".join(w[int(c)] for c in v if c in DIG)
    if t == "lo":
        return v.replace("0", "O").replace("1", "l")
    if t == "spacech":
        return " ".join(c for c in v if c != " ")
    if t == "nosp":
        return v.replace(" ", "")
    if t in ("sp4", "dash4"):
        s = v.replace(" ", "")
        sep = " " if t == "sp4" else "-"
        return sep.join(s[i:i + 4] for i in range(0, len(s), 4))
    if t == "amex":
        s = v.replace(" ", "")
        return f"{s[:4]} {s[4:10]} {s[10:]}"
    if t == "sp684":
        return f"{v[:6]} {v[6:14]} {v[14:]}"
    if t == "nato":
        return " ".join(NATO[c.upper()] if c.isalpha() else WORD_DIGITS["words_en"][int(c)] if c in DIG else c
                        for c in v)
    if t == "upper":
        return v.upper()
    raise ValueError(t)


# ---------- text transforms (⟪t:...⟫) ----------
CYR = dict(zip("aceopxyiABEKMHOPCTXsjS", "асеорхуіАВЕКМНОРСТХѕјЅ"))
GRK = dict(zip("ABEZHIKMNOPTYXovu", "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧονυ"))
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0",
        "S": "5", "T": "7"}
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
         "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
         "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
         "y": "-.--", "z": "--.."}
AR_NONJOIN = set("اأإآدذرزوؤةىء ")


def _fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def _mbold(s):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def _circled(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(0x24D0 + ord(c) - 97))
        elif "A" <= c <= "Z":
            out.append(chr(0x24B6 + ord(c) - 65))
        else:
            out.append(c)
    return "".join(out)


JAMO_L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JAMO_V = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JAMO_T = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
          "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]


def _jamo(s):
    out = []
    for c in s:
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            out.append(JAMO_L[o // 588] + JAMO_V[(o % 588) // 28] + JAMO_T[o % 28])
        else:
            out.append(c)
    return "".join(out)


def _tatweel(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        nxt = s[i + 1] if i + 1 < len(s) else " "
        if "\u0620" <= c <= "\u064a" and c not in AR_NONJOIN and "\u0620" <= nxt <= "\u064a":
            out.append("\u0640")
    return "".join(out)


def ttransform(s, t):
    if t == "b64":
        return base64.b64encode(s.encode()).decode()
    if t == "hex":
        return s.encode().hex()
    if t == "hexsp":
        return " ".join(f"{b:02x}" for b in s.encode())
    if t == "rot13":
        return codecs.encode(s, "rot13")
    if t == "rev":
        return s[::-1]
    if t == "leet":
        return "".join(LEET.get(c, c) for c in s)
    if t == "spaced":
        return "   ".join(" ".join(w) for w in s.split(" "))
    if t == "dotted":
        return ".".join(c for c in s if c != " ")
    if t == "sepstar":
        return "*".join(s)
    if t == "sepslash":
        return "/".join(s)
    if t == "cyr":
        return "".join(CYR.get(c, c) for c in s)
    if t == "greek":
        return "".join(GRK.get(c, c) for c in s)
    if t == "fw":
        return _fullwidth(s)
    if t == "zw":
        return "\u200b".join(s)
    if t == "mbold":
        return _mbold(s)
    if t == "circled":
        return _circled(s)
    if t == "url":
        return urllib.parse.quote(s, safe="")
    if t == "tag":
        return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)
    if t == "morse":
        return " / ".join(" ".join(MORSE[c] for c in w if c in MORSE) for w in s.lower().split())
    if t == "jamo":
        return _jamo(s)
    if t == "tatweel":
        return _tatweel(s)
    if t == "upper":
        return s.upper()
    raise ValueError(t)


# ---------- template filling ----------
PH = re.compile(r"⟦([^⟧]*)⟧")
TX = re.compile(r"⟪([a-z0-9,]+):([^⟪⟫]*)⟫")
CHECKED = {"card", "cardbad", "cnid", "iban", "cpf", "dni", "bsn", "pnr", "pesel", "aadhaar", "hetu", "krrrn",
           "isbn", "order16", "uscc"}


def fill(template, gen, env, meta):
    """Fill one hand-written template. env carries named values across the fields of one record."""

    def ph(m):
        body = m.group(1)
        silent = body.startswith("!")
        if silent:
            body = body[1:]
        if body.startswith("="):
            ref = body[1:]
            mm = re.fullmatch(r"(\w+)(?:\[(-?\d*):(-?\d*)\])?", ref)
            val = env[mm.group(1)]
            if mm.group(2) is not None or mm.group(3) is not None:
                a = int(mm.group(2)) if mm.group(2) else None
                b = int(mm.group(3)) if mm.group(3) else None
                val = val[a:b]
            return "" if silent else val
        name = None
        if "=" in body.split(":", 1)[0]:
            name, body = body.split("=", 1)
        parts = body.split("|")
        head, trans = parts[0], parts[1:]
        g, _, arg = head.partition(":")
        fn = getattr(gen, g)
        raw = fn(arg) if arg else fn()
        val = raw
        for t in trans:
            val = vtransform(val, t)
        if g in CHECKED:
            meta.append((g, arg, raw, val))
        if name:
            env[name] = val
        return "" if silent else val

    out = PH.sub(ph, template)
    # text transforms, innermost first
    while True:
        m = TX.search(out)
        if not m:
            break
        s = m.group(2)
        for t in m.group(1).split(","):
            s = ttransform(s, t)
        out = out[:m.start()] + s + out[m.end():]
    return out
