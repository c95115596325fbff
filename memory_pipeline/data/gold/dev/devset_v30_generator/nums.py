"""Fake value generators and text encoders for devset v30.

Every value is random and fake. Formats that carry a check digit get a valid one
(cards: Luhn; CN resident ID: GB 11643; IBAN: mod 97; CPF; DNI; PESEL; BSN; Aadhaar:
Verhoeff; SNILS; TC kimlik; KR RRN; PL NIP; ISBN-10/13; EAN-13; USCC: GB 32100).
Look-alike numbers (order16, order18) are built to FAIL the check they resemble.
Standard library only.
"""
import base64
import string
import unicodedata
import urllib.parse

# ----------------------------------------------------------------- digit scripts
SCRIPT_ZERO = {
    "arab": 0x0660, "fa": 0x06F0, "deva": 0x0966, "beng": 0x09E6, "guru": 0x0A66,
    "gujr": 0x0AE6, "orya": 0x0B66, "thai": 0x0E50, "laoo": 0x0ED0, "tibt": 0x0F20,
    "mymr": 0x1040, "khmr": 0x17E0, "fw": 0xFF10,
}


def to_script(s, script):
    if not script:
        return s
    z = SCRIPT_ZERO[script]
    out = []
    for ch in s:
        if ch.isascii() and ch.isdigit():
            out.append(chr(z + int(ch)))
        elif script == "fw" and ch == "+":
            out.append("\uff0b")
        elif script == "fw" and ch == "-":
            out.append("\uff0d")
        else:
            out.append(ch)
    return "".join(out)


CN_STYLES = {
    "plain": "零一二三四五六七八九",
    "yao": "零幺二三四五六七八九",
    "radio": "洞幺两三四五六拐八勾",
    "daxie": "零壹贰叁肆伍陆柒捌玖",
    "daxie_t": "零壹貳參肆伍陸柒捌玖",
    "ja": "〇一二三四五六七八九",
    "ko": "공일이삼사오육칠팔구",
}

WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
}

NATO = {
    "A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot",
    "G": "Golf", "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima",
    "M": "Mike", "N": "November", "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo",
    "S": "Sierra", "T": "Tango", "U": "Uniform", "V": "Victor", "W": "Whiskey",
    "X": "X-ray", "Y": "Yankee", "Z": "Zulu",
}


class Gen:
    def __init__(self, rng):
        self.r = rng

    # ------------------------------------------------------------- basics
    def dig(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def pattern(self, pat):
        return "".join(self.r.choice(string.digits) if c == "#" else c for c in pat)

    # ------------------------------------------------------------- PINs
    def pin(self, n):
        while True:
            d = [self.r.randrange(10) for _ in range(n)]
            if any(d[i] == d[i + 1] for i in range(n - 1)):
                continue
            steps = {d[i + 1] - d[i] for i in range(n - 1)}
            if steps in ({1}, {-1}):
                continue
            if len(set(d)) < max(2, n - 2):
                continue
            return "".join(map(str, d))

    # ------------------------------------------------------------- passwords
    WORDLIST = ["Maple", "Falcon", "Harbor", "Cobalt", "Juniper", "Walrus", "Quartz", "Saffron",
                "Pebble", "Orbit", "Lantern", "Thistle", "Marble", "Cactus", "Nimbus", "Tundra",
                "Velvet", "Puffin", "Basalt", "Meadow", "Rocket", "Mango", "Kestrel", "Ember"]
    PINYIN = ["zhang", "wang", "li", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou",
              "xiao", "ming", "hua", "jun", "lei", "fang", "ying", "tao", "qiang", "mei"]

    def pw(self, kind):
        r = self.r
        if kind == "mix":
            pool = string.ascii_letters + string.digits + "!#$%&*+-=?@^_"
            while True:
                s = "".join(r.choice(pool) for _ in range(r.randint(11, 14)))
                if (any(c.islower() for c in s) and any(c.isupper() for c in s)
                        and any(c.isdigit() for c in s) and any(not c.isalnum() for c in s)):
                    return s
        if kind == "words":
            a, b = r.sample(self.WORDLIST, 2)
            return a + r.choice("!#$%&*-_.+") + b + self.dig(r.randint(2, 4))
        if kind == "leet":
            w = r.choice(self.WORDLIST).lower()
            tr = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"})
            w = w.translate(tr)
            return w[0].upper() + w[1:] + r.choice("!?#") + self.dig(4)
        if kind == "pinyin":
            return "".join(r.sample(self.PINYIN, 2)) + self.dig(r.choice([4, 6]))
        if kind == "wifi":
            pool = string.ascii_lowercase + string.digits
            return "".join(r.choice(pool) for _ in range(r.choice([10, 12])))
        raise ValueError(kind)

    def nato(self, n):
        pool = string.ascii_uppercase + string.digits
        out = []
        for _ in range(n):
            c = self.r.choice(pool)
            out.append(NATO[c] if c.isalpha() else WORDS["en"][int(c)].capitalize())
        return " ".join(out)

    # ------------------------------------------------------------- keys
    def key(self, kind):
        r = self.r
        A = string.ascii_letters + string.digits
        U = string.ascii_uppercase + string.digits
        def rs(pool, n):
            return "".join(r.choice(pool) for _ in range(n))
        if kind == "aws_id":
            return "AKIA" + rs(U, 16)
        if kind == "aws_secret":
            return rs(A + "/+", 40)
        if kind == "ghp":
            return "ghp_" + rs(A, 36)
        if kind == "sk_live":
            return "sk_live_" + rs(A, 24)
        if kind == "xoxb":
            return "xoxb-" + self.dig(12) + "-" + self.dig(13) + "-" + rs(A, 24)
        if kind == "openai":
            return "sk-proj-" + rs(A + "-_", 48)
        if kind == "tg":
            return str(r.randint(5000000000, 7999999999)) + ":AA" + rs(A + "-_", 33)
        if kind == "google":
            return "AIza" + rs(A + "-_", 35)
        if kind == "hf":
            return "hf_" + rs(A, 34)
        if kind == "glpat":
            return "glpat-" + rs(A + "-_", 20)
        if kind == "jwt":
            def b64(raw):
                return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
            head = b64('{"alg":"HS256","typ":"JWT"}')
            body = b64('{"sub":"%s","iat":%d}' % (self.dig(8), r.randint(1700000000, 1790000000)))
            return head + "." + body + "." + rs(A + "-_", 43)
        raise ValueError(kind)

    def hexs(self, n):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def uuid(self):
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return "-".join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]])

    # ------------------------------------------------------------- Luhn / cards
    @staticmethod
    def luhn_ok(num):
        total = 0
        for i, ch in enumerate(reversed(num)):
            d = int(ch)
            if i % 2 == 1:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        return total % 10 == 0

    def luhn_complete(self, prefix, length):
        body = prefix + self.dig(length - len(prefix) - 1)
        for c in "0123456789":
            if self.luhn_ok(body + c):
                return body + c

    def card(self, kind, fmt="sp"):
        r = self.r
        if kind == "visa":
            n = self.luhn_complete("4", 16)
        elif kind == "mc":
            n = self.luhn_complete(str(r.randint(51, 55)), 16)
        elif kind == "mc2":
            n = self.luhn_complete(str(r.randint(2221, 2720)), 16)
        elif kind == "amex":
            n = self.luhn_complete(r.choice(["34", "37"]), 15)
        elif kind == "discover":
            n = self.luhn_complete("6011", 16)
        elif kind == "jcb":
            n = self.luhn_complete(str(r.randint(3528, 3589)), 16)
        elif kind == "unionpay":
            n = self.luhn_complete("62" + str(r.randint(10, 99)), 19)
        elif kind == "mir":
            n = self.luhn_complete("220" + str(r.randint(0, 4)), 16)
        else:
            raise ValueError(kind)
        if fmt == "plain":
            return n
        sep = "-" if fmt == "dash" else " "
        if len(n) == 15:
            parts = [n[:4], n[4:10], n[10:]]
        else:
            parts = [n[i:i + 4] for i in range(0, len(n), 4)]
        return sep.join(parts)

    def order16(self, fmt="plain"):
        while True:
            n = str(self.r.randint(1, 9)) + self.dig(15)
            if not self.luhn_ok(n):
                break
        if fmt == "sp":
            return " ".join(n[i:i + 4] for i in range(0, 16, 4))
        return n

    # ------------------------------------------------------------- CN resident ID
    CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    CN_C = "10X98765432"
    REGIONS = ["110105", "110108", "310104", "310115", "440305", "440106", "510107", "330106",
               "320102", "420106", "500103", "610113", "370202", "210102", "350203", "430104",
               "120104", "130102", "410105", "340104", "450103", "530102", "230103", "360102"]

    @classmethod
    def cn_check(cls, body17):
        return cls.CN_C[sum(int(a) * b for a, b in zip(body17, cls.CN_W)) % 11]

    def cnid(self, opts):
        region = None
        want_x = None
        for o in opts:
            if o.isdigit() and len(o) == 6:
                region = o
            if o in ("X", "x"):
                want_x = o
        old = "old" in opts
        r = self.r
        for _ in range(100000):
            reg = region or r.choice(self.REGIONS)
            y = r.randint(1946, 1968) if old else r.randint(1952, 2006)
            m = r.randint(1, 12)
            d = r.randint(1, 28)
            body = "%s%04d%02d%02d%s" % (reg, y, m, d, self.dig(3))
            c = self.cn_check(body)
            if want_x and c != "X":
                continue
            if not want_x and c == "X":
                continue
            s = body + (c.lower() if want_x == "x" else c)
            break
        if "sp" in opts:
            return s[:6] + " " + s[6:14] + " " + s[14:]
        if "dash" in opts:
            return s[:6] + "-" + s[6:14] + "-" + s[14:]
        if "fw" in opts:
            return to_script(s, "fw").replace("X", "Ｘ")
        return s

    def order18(self):
        """18 digits that fail the GB 11643 check and have no valid birth month."""
        while True:
            s = str(self.r.randint(1, 9)) + self.dig(17)
            month = int(s[10:12])
            if 1 <= month <= 12:
                continue
            if self.cn_check(s[:17]) == s[17]:
                continue
            return s

    # ------------------------------------------------------------- IBAN
    IBAN_SHAPE = {"DE": 18, "GB": None, "FR": 23, "NL": None, "TR": None, "ES": 20, "LT": 16}

    @staticmethod
    def iban_ok(iban):
        s = iban.replace(" ", "")
        s = s[4:] + s[:4]
        num = "".join(str(int(c, 36)) for c in s)
        return int(num) % 97 == 1

    def iban(self, cc):
        r = self.r
        if cc == "GB":
            bban = "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + self.dig(14)
        elif cc == "NL":
            bban = "".join(r.choice(string.ascii_uppercase) for _ in range(4)) + self.dig(10)
        elif cc == "TR":
            bban = self.dig(5) + "0" + self.dig(16)
        else:
            bban = self.dig(self.IBAN_SHAPE[cc])
        rearr = bban + cc + "00"
        num = "".join(str(int(c, 36)) for c in rearr)
        ck = 98 - int(num) % 97
        s = cc + "%02d" % ck + bban
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

    # ------------------------------------------------------------- national numbers
    def cpf(self):
        while True:
            d = [self.r.randrange(10) for _ in range(9)]
            if len(set(d)) > 1:
                break
        for n in (10, 11):
            s = sum(a * b for a, b in zip(d, range(n, 1, -1)))
            c = (s * 10) % 11
            d.append(0 if c == 10 else c)
        x = "".join(map(str, d))
        return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])

    def dni(self):
        n = self.r.randint(10000000, 99999999)
        return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])

    def pesel(self):
        r = self.r
        y = r.randint(1950, 2015)
        m = r.randint(1, 12) + (20 if y >= 2000 else 0)
        d = r.randint(1, 28)
        body = "%02d%02d%02d%s" % (y % 100, m, d, self.dig(4))
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
        return body + str(c)

    def bsn(self):
        while True:
            d = [self.r.randint(1, 9)] + [self.r.randrange(10) for _ in range(7)]
            s = sum(a * b for a, b in zip(d, range(9, 1, -1)))
            c = s % 11
            if c < 10:
                return "".join(map(str, d + [c]))

    VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
          [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
          [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
    VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
          [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
    VINV = [0,4,3,2,1,5,6,7,8,9]

    def aadhaar(self):
        body = str(self.r.randint(2, 9)) + self.dig(10)
        c = 0
        for i, ch in enumerate(reversed(body)):
            c = self.VD[c][self.VP[(i + 1) % 8][int(ch)]]
        s = body + str(self.VINV[c])
        return "%s %s %s" % (s[:4], s[4:8], s[8:])

    def snils(self):
        while True:
            body = self.dig(9)
            if int(body) <= 1001998:
                continue
            s = sum(int(a) * b for a, b in zip(body, range(9, 0, -1)))
            if s < 100:
                c = s
            elif s in (100, 101):
                c = 0
            else:
                c = s % 101
                if c == 100:
                    c = 0
            return "%s-%s-%s %02d" % (body[:3], body[3:6], body[6:], c)

    def tckn(self):
        d = [self.r.randint(1, 9)] + [self.r.randrange(10) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d.append(d10)
        d.append(sum(d) % 10)
        return "".join(map(str, d))

    def rrn(self):
        r = self.r
        y = r.randint(1960, 1999)
        body = "%02d%02d%02d" % (y % 100, r.randint(1, 12), r.randint(1, 28))
        body += str(r.choice([1, 2])) + self.dig(5)
        w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
        s = body + str(c)
        return s[:6] + "-" + s[6:]

    def nip(self):
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        while True:
            body = str(self.r.randint(1, 9)) + self.dig(8)
            c = sum(int(a) * b for a, b in zip(body, w)) % 11
            if c != 10:
                s = body + str(c)
                return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])

    # ------------------------------------------------------------- ISBN / EAN / USCC
    @staticmethod
    def ean_check(body12):
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
        return str((10 - s % 10) % 10)

    def isbn13(self, fmt="dash"):
        body = "978" + self.dig(9)
        s = body + self.ean_check(body)
        if fmt == "plain":
            return s
        sep = " " if fmt == "sp" else "-"
        return sep.join([s[:3], s[3], s[4:7], s[7:12], s[12]])

    def isbn10(self):
        body = self.dig(9)
        c = (11 - sum(int(a) * b for a, b in zip(body, range(10, 1, -1))) % 11) % 11
        s = body + ("X" if c == 10 else str(c))
        return "-".join([s[0], s[1:4], s[4:9], s[9]])

    def ean13(self, prefix):
        body = prefix + self.dig(12 - len(prefix))
        return body + self.ean_check(body)

    USCC_A = "0123456789ABCDEFGHJKLMNPQRTUWXY"

    def uscc(self, region=None):
        # registration dept/type "91" (enterprise), region, 9-char org code (GB 11714), check
        region = region or self.r.choice(["310115", "440300", "110108", "330106", "320500"])
        body8 = self.dig(8)
        w = [3, 7, 9, 10, 5, 8, 4, 2]
        c = 11 - sum(int(a) * b for a, b in zip(body8, w)) % 11
        org = body8 + ("X" if c == 10 else "0" if c == 11 else str(c))
        s17 = "91" + region + org
        total = sum(self.USCC_A.index(ch) * pow(3, i, 31) for i, ch in enumerate(s17))
        ck = (31 - total % 31) % 31
        return s17 + self.USCC_A[ck]


# ----------------------------------------------------------------- encoders
LAT2CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
           "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "H": "Н", "K": "К", "T": "Т", "M": "М"}
CYR2LAT = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "к": "k",
           "А": "A", "Е": "E", "О": "O", "Р": "P", "С": "C", "Н": "H", "К": "K", "Т": "T", "М": "M"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
        "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.",
         "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.",
         "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-",
         "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..",
         "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....",
         "6": "-....", "7": "--...", "8": "---..", "9": "----."}


def fold_ascii(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def rot(s, n):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + n) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + n) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def encode(method, s):
    if method == "base64":
        return base64.b64encode(s.encode("utf-8")).decode()
    if method == "rot13":
        return rot(s, 13)
    if method == "caesar3":
        return rot(s, 3)
    if method == "leet":
        return "".join(LEET.get(c, c) for c in s)
    if method == "zwsp":
        return "\u200b".join(s)
    if method == "lat2cyr":
        return "".join(LAT2CYR.get(c, c) for c in s)
    if method == "cyr2lat":
        return "".join(CYR2LAT.get(c, c) for c in s)
    if method == "reverse":
        return s[::-1]
    if method == "wordrev":
        return " ".join(w[::-1] for w in s.split(" "))
    if method == "spaced":
        return "   ".join(" ".join(w) for w in s.split(" "))
    if method == "dotted":
        return " ".join(".".join(w) for w in s.split(" "))
    if method == "hex":
        return " ".join("%02x" % b for b in s.encode("utf-8"))
    if method == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c)
                       for c in s)
    if method == "urlenc":
        return urllib.parse.quote(s, safe="")
    if method == "tags":
        a = fold_ascii(s)
        assert a.isascii()
        return "".join(chr(0xE0000 + ord(c)) for c in a)
    if method == "slash":
        return "/".join(s)
    if method == "morse":
        a = fold_ascii(s).lower()
        return " / ".join(" ".join(MORSE[c] for c in w if c in MORSE) for w in a.split(" "))
    if method == "tatweel":
        out = []
        for i, c in enumerate(s):
            out.append(c)
            if i + 1 < len(s) and "\u0621" <= c <= "\u064a" and "\u0621" <= s[i + 1] <= "\u064a":
                out.append("\u0640")
        return "".join(out)
    if method == "none":
        return s
    raise ValueError(method)


def decode(method, s):
    """Inverse of encode for the reversible methods (used by check.py)."""
    if method == "base64":
        return base64.b64decode(s).decode("utf-8")
    if method == "rot13":
        return rot(s, 13)
    if method == "caesar3":
        return rot(s, -3)
    if method == "zwsp":
        return s.replace("\u200b", "")
    if method == "reverse":
        return s[::-1]
    if method == "wordrev":
        return " ".join(w[::-1] for w in s.split(" "))
    if method == "spaced":
        return " ".join(w.replace(" ", "") for w in s.split("   "))
    if method == "dotted":
        return " ".join(w.replace(".", "") for w in s.split(" "))
    if method == "hex":
        return bytes.fromhex(s.replace(" ", "")).decode("utf-8")
    if method == "fullwidth":
        return "".join(chr(ord(c) - 0xFEE0) if "\uff01" <= c <= "\uff5e" else (" " if c == "\u3000" else c)
                       for c in s)
    if method == "urlenc":
        return urllib.parse.unquote(s)
    if method == "slash":
        return s.replace("/", "")
    if method == "tatweel":
        return s.replace("\u0640", "")
    if method == "none":
        return s
    return None
