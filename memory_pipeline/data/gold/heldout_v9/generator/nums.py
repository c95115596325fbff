"""Random-value helpers for heldout_v9. Standard library only.

Every helper draws from the Random instance passed to Nums(), so the output is
reproducible. The validators at the bottom are used by check.py.
"""
import random
import string

EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ES = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
DE = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
FR = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
RU = ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"]
PT = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]
KO = ["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
JA = ["ゼロ", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]
ZH = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
ZH_CAP_T = ["零", "壹", "貳", "參", "肆", "伍", "陸", "柒", "捌", "玖"]
NATO = {
    "a": "Alfa", "b": "Bravo", "c": "Charlie", "d": "Delta", "e": "Echo", "f": "Foxtrot",
    "g": "Golf", "h": "Hotel", "i": "India", "j": "Juliett", "k": "Kilo", "l": "Lima",
    "m": "Mike", "n": "November", "o": "Oscar", "p": "Papa", "q": "Quebec", "r": "Romeo",
    "s": "Sierra", "t": "Tango", "u": "Uniform", "v": "Victor", "w": "Whiskey", "x": "X-ray",
    "y": "Yankee", "z": "Zulu",
}
NATO_DIGITS = ["Zero", "One", "Two", "Tree", "Four", "Fife", "Six", "Seven", "Eight", "Niner"]
SYMBOL_NAMES = {
    "!": "exclamation mark", "#": "hash", "$": "dollar sign", "%": "percent", "&": "ampersand",
    "*": "star", "?": "question mark", "@": "at sign", "_": "underscore", "-": "dash", ".": "dot",
    "+": "plus",
}

WORDS = [
    "copper", "lantern", "harbor", "tallow", "creek", "maple", "orbit", "kettle", "sparrow", "granite",
    "meadow", "cobalt", "thistle", "walnut", "pepper", "quarry", "velvet", "saffron", "juniper", "marble",
    "falcon", "biscuit", "hollow", "ember", "lagoon", "tundra", "pickle", "sorrel", "willow", "cinder",
    "bramble", "otter", "pebble", "raven", "fennel", "glacier", "mango", "nettle", "plinth", "rhubarb",
]
SEED_WORDS = [
    "abandon", "cargo", "ladder", "vivid", "orphan", "spice", "tribe", "unfold", "humble", "gravity",
    "moment", "palace", "rescue", "salmon", "timber", "wreck", "absorb", "canal", "dolphin", "fossil",
    "insect", "jungle", "kidney", "lottery", "margin", "noodle", "outdoor", "pistol", "quiz", "rally",
]
SURNAMES = ["Kowalczyk", "Lindqvist", "Okonkwo", "Marchetti", "Harrowgate", "Villanueva", "Brannigan",
            "Szabó", "Nakagawa", "Pellegrin", "Thorsby", "Abernethy"]
PETS = ["Biscuit", "Moustache", "Pudding", "Captain Whiskers", "Noodle", "Zazou", "Pimpa", "Bolinha"]
ZH_NAMES = ["刘秀兰", "陈桂芳", "赵建国", "孙丽娟", "周海燕", "吴志明"]
CARS = ["Volvo 240", "Fiat Panda", "Lada Niva", "Honda Civic", "Opel Kadett", "Peugeot 205"]
CITIES = ["Tromsø", "Ljubljana", "Valparaíso", "Gdańsk", "Bergamo", "Cluj-Napoca", "Ouro Preto"]
PINYIN = ["zhoulin", "wangxiao", "lihua", "chenmo", "xiaoyu", "zhangwei", "liuyang", "sunjie"]


class Nums:
    def __init__(self, rng: random.Random):
        self.r = rng

    # ---------- plain digits ----------
    def digits(self, n, first_nonzero=False):
        s = "".join(self.r.choice(string.digits) for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = self.r.choice("123456789") + s[1:]
        return s

    def pin(self, n=4):
        while True:
            s = self.digits(n)
            if len(set(s)) >= 3 and s not in "01234567890" and s not in "98765432109":
                return s

    def otp(self):
        return self.pin(6)

    def two(self, lo=0, hi=59):
        return "%02d" % self.r.randint(lo, hi)

    def pick(self, seq):
        return self.r.choice(seq)

    # ---------- passwords ----------
    def pw(self):
        style = self.r.randint(0, 5)
        w1, w2 = self.r.sample(WORDS, 2)
        if style == 0:
            return w1.capitalize() + self.r.choice("!#$%&*?") + w2.capitalize() + self.digits(2)
        if style == 1:
            alpha = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
            body = [self.r.choice(alpha) for _ in range(self.r.randint(10, 13))]
            body[self.r.randrange(len(body))] = self.r.choice("!#$%&*")
            body[self.r.randrange(len(body))] = self.r.choice("23456789")
            return "".join(body)
        if style == 2:
            leet = w1.replace("a", "@").replace("o", "0").replace("e", "3").capitalize()
            return leet + "_" + w2.capitalize() + self.digits(2)
        if style == 3:
            return w1 + self.digits(4)
        if style == 4:
            return self.r.choice(PINYIN) + self.digits(4)
        return w1.upper()[:3] + self.digits(3) + w2 + self.r.choice("!?.")

    def passphrase(self, sep=None):
        sep = sep if sep is not None else self.r.choice(["-", " ", "."])
        return sep.join(self.r.sample(WORDS, 4))

    def wifi(self):
        style = self.r.randint(0, 2)
        if style == 0:
            alpha = "abcdefghjkmnpqrstuvwxyz23456789"
            return "".join(self.r.choice(alpha) for _ in range(12))
        if style == 1:
            w1, w2 = self.r.sample(WORDS, 2)
            return w1 + w2 + self.digits(3)
        alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        return "".join(self.r.choice(alpha) for _ in range(10))

    def recovery_code(self):
        alpha = "abcdefghijkmnpqrstuvwxyz0123456789"
        return "".join(self.r.choice(alpha) for _ in range(5)) + "-" + "".join(self.r.choice(alpha) for _ in range(5))

    def bitlocker(self):
        return "-".join(self.digits(6) for _ in range(8))

    def apple_key(self):
        alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        return "-".join("".join(self.r.choice(alpha) for _ in range(4)) for _ in range(7))

    def seed(self, n=12):
        return " ".join(self.r.sample(SEED_WORDS, n))

    def hex(self, n):
        return "".join(self.r.choice("0123456789ABCDEF") for _ in range(n))

    def alnum(self, n, alpha=string.ascii_letters + string.digits):
        return "".join(self.r.choice(alpha) for _ in range(n))

    # ---------- spelled digits ----------
    @staticmethod
    def words(s, table, sep=" "):
        return sep.join(table[int(c)] for c in s)

    @staticmethod
    def spaced(s, sep=" "):
        return sep.join(s)

    @staticmethod
    def nato(s):
        out = []
        for c in s:
            if c.isdigit():
                out.append(NATO_DIGITS[int(c)])
            elif c.lower() in NATO:
                out.append(("capital " if c.isupper() else "") + NATO[c.lower()])
            else:
                out.append(SYMBOL_NAMES.get(c, c))
        return " ".join(out)

    @staticmethod
    def spell_chars(s):
        out = []
        for c in s:
            if c.isdigit():
                out.append(EN[int(c)])
            elif c.isalpha():
                out.append(("capital " + c) if c.isupper() else ("lowercase " + c))
            else:
                out.append(SYMBOL_NAMES.get(c, c))
        return ", ".join(out)

    # ---------- IBAN ----------
    def iban(self, cc):
        d, a = self.digits, lambda n: "".join(self.r.choice(string.ascii_uppercase) for _ in range(n))
        bban = {
            "DE": lambda: d(18),
            "GB": lambda: a(4) + d(14),
            "FR": lambda: d(10) + d(11) + d(2),
            "ES": lambda: d(20),
            "NL": lambda: a(4) + d(10),
            "IT": lambda: a(1) + d(10) + d(12),
            "BE": lambda: d(12),
            "AT": lambda: d(16),
            "CH": lambda: d(5) + d(12),
            "PL": lambda: d(24),
            "PT": lambda: d(21),
            "IE": lambda: a(4) + d(14),
        }[cc]()
        return cc + iban_check(cc, bban) + bban

    @staticmethod
    def group4(s):
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

    # ---------- national numbers ----------
    def us_ssn(self):
        while True:
            area = self.r.randint(1, 899)
            if area != 666:
                break
        return "%03d-%02d-%04d" % (area, self.r.randint(1, 99), self.r.randint(1, 9999))

    def uk_nino(self):
        first = self.r.choice("ABCEGHJKLMNOPRSTWXYZ")
        second = self.r.choice("ABCEGHJKLMNPRSTWXYZ")
        while first + second in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
            second = self.r.choice("ABCEGHJKLMNPRSTWXYZ")
        d = self.digits(6)
        return "%s%s %s %s %s %s" % (first, second, d[:2], d[2:4], d[4:], self.r.choice("ABCD"))

    def es_dni(self):
        n = self.digits(8)
        return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]

    def br_cpf(self):
        base = [int(c) for c in self.digits(9)]
        d1 = _cpf_digit(base)
        d2 = _cpf_digit(base + [d1])
        s = "".join(map(str, base + [d1, d2]))
        return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])

    def ca_sin(self):
        body = self.r.choice("1234567") + self.digits(7)
        s = body + luhn_digit(body)
        return "%s %s %s" % (s[:3], s[3:6], s[6:])

    def nl_bsn(self):
        while True:
            s = self.digits(8, first_nonzero=True)
            total = sum(int(c) * (9 - i) for i, c in enumerate(s))
            last = total % 11
            if last < 10:
                return s + str(last)

    def fr_nir(self):
        body = (self.r.choice("12") + "%02d" % self.r.randint(50, 99) + "%02d" % self.r.randint(1, 12)
                + "%02d" % self.r.randint(1, 95) + self.digits(3) + self.digits(3))
        key = 97 - int(body) % 97
        return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)

    def kr_rrn(self):
        front = "%02d%02d%02d" % (self.r.randint(60, 99), self.r.randint(1, 12), self.r.randint(1, 28))
        back = self.r.choice("12") + self.digits(5)
        return front + "-" + back + kr_check(front + back)

    def se_pnr(self):
        front = "%02d%02d%02d" % (self.r.randint(50, 99), self.r.randint(1, 12), self.r.randint(1, 28))
        mid = self.digits(3)
        return front + "-" + mid + luhn_digit(front + mid)

    def jp_mynumber(self):
        body = self.digits(11)
        s = body + mynumber_check(body)
        return "%s %s %s" % (s[:4], s[4:8], s[8:])

    def cn_id(self):
        body = ("3301" + "%02d" % self.r.randint(2, 9) + str(self.r.randint(1970, 2002))
                + "%02d" % self.r.randint(1, 12) + "%02d" % self.r.randint(1, 28) + self.digits(3))
        return body + cn_id_check(body)

    # ---------- passports ----------
    def passport(self, cc):
        if cc in ("US", "GB"):
            return self.digits(9, first_nonzero=True)
        if cc == "DE":
            alpha = "CFGHJKLMNPRTVWXYZ0123456789"
            return "C" + "".join(self.r.choice(alpha) for _ in range(8))
        if cc == "CN":
            return "E" + self.digits(8, first_nonzero=True)
        if cc == "FR":
            return self.digits(2) + "".join(self.r.choice(string.ascii_uppercase) for _ in range(2)) + self.digits(5)
        if cc == "JP":
            return self.r.choice(["TK", "TR", "MZ", "TS"]) + self.digits(7)
        if cc == "IN":
            return self.r.choice("JKLMNPRSTUVWZ") + self.digits(7, first_nonzero=True)
        if cc == "ES":
            return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + self.digits(6)
        raise KeyError(cc)


# ---------- validators / check-digit helpers ----------
def iban_check(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return "%02d" % (98 - int(num) % 97)


def iban_valid(s):
    s = s.replace(" ", "").upper()
    rearr = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in rearr)
    return int(num) % 97 == 1


def luhn_digit(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        v = int(c)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def luhn_valid(s):
    s = "".join(c for c in s if c.isdigit())
    return luhn_digit(s[:-1]) == s[-1]


def _cpf_digit(nums):
    w = len(nums) + 1
    total = sum(n * (w - i) for i, n in enumerate(nums))
    r = total % 11
    return 0 if r < 2 else 11 - r


def cpf_valid(s):
    d = [int(c) for c in s if c.isdigit()]
    return len(d) == 11 and _cpf_digit(d[:9]) == d[9] and _cpf_digit(d[:10]) == d[10]


def dni_valid(s):
    return len(s) == 9 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def bsn_valid(s):
    if len(s) != 9 or not s.isdigit():
        return False
    total = sum(int(c) * (9 - i) for i, c in enumerate(s[:8])) - int(s[8])
    return total % 11 == 0


def nir_valid(s):
    d = s.replace(" ", "")
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def kr_check(d12):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return str((11 - sum(int(c) * k for c, k in zip(d12, w)) % 11) % 10)


def kr_valid(s):
    d = s.replace("-", "")
    return len(d) == 13 and kr_check(d[:12]) == d[12]


def se_valid(s):
    d = s.replace("-", "")
    return len(d) == 10 and luhn_valid(d)


def mynumber_check(d11):
    total = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        total += p * q
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def mynumber_valid(s):
    d = s.replace(" ", "")
    return len(d) == 12 and mynumber_check(d[:11]) == d[11]


def cn_id_check(d17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * k for c, k in zip(d17, w)) % 11]


def cn_id_valid(s):
    return len(s) == 18 and cn_id_check(s[:17]) == s[17].upper()


def ssn_shape_valid(s):
    a, g, n = s.split("-")
    return (len(a), len(g), len(n)) == (3, 2, 4) and a not in ("000", "666") and int(a) < 900 and g != "00" and n != "0000"


def nino_shape_valid(s):
    d = s.replace(" ", "")
    return (len(d) == 9 and d[:2].isalpha() and d[2:8].isdigit() and d[8] in "ABCD"
            and d[0] not in "DFIQUV" and d[1] not in "DFIQUVO")


VALIDATORS = {
    "iban": iban_valid, "luhn": luhn_valid, "cpf": cpf_valid, "dni": dni_valid, "bsn": bsn_valid,
    "nir": nir_valid, "kr_rrn": kr_valid, "se_pnr": se_valid, "mynumber": mynumber_valid,
    "cn_id": cn_id_valid, "ssn": ssn_shape_valid, "nino": nino_shape_valid,
}
