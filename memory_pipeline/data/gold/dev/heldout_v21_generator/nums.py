"""Fake value generators for heldout_v21. Every value is random and fictional.

Phones use fiction/drama ranges where they are commonly listed (UK 07700 900xxx, US 555-01xx,
AU 0491 570xxx, FR 06 39 98 xx xx); other countries are random digits in the right shape.
Domains are example.com/.net/.org; IPv4 literals are in documentation ranges.
"""
import base64
import string

D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
HEX = "0123456789abcdef"


def dig(r, n):
    return "".join(r.choice(D) for _ in range(n))


def pick(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    return sep.join(out)


# ---------- digit scripts ----------
SCRIPTS = {
    "deva": "०१२३४५६७८९", "arab": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "thai": "๐๑๒๓๔๕๖๗๘๙",
    "beng": "০১২৩৪৫৬৭৮৯", "guj": "૦૧૨૩૪૫૬૭૮૯", "guru": "੦੧੨੩੪੫੬੭੮੯", "telu": "౦౧౨౩౪౫౬౭౮౯",
    "knda": "೦೧೨೩೪೫೬೭೮೯", "mlym": "൦൧൨൩൪൫൬൭൮൯", "khmr": "០១២៣៤៥៦៧៨៩", "laoo": "໐໑໒໓໔໕໖໗໘໙",
    "mymr": "၀၁၂၃၄၅၆၇၈၉", "full": "０１２３４５６７８９", "sinh": "෦෧෨෩෪෫෬෭෮෯",
}


def script(s, name):
    t = SCRIPTS[name]
    return "".join(t[int(c)] if c in D else c for c in s)


CN_SMALL = "零一二三四五六七八九"
CN_BIG = "零壹贰叁肆伍陆柒捌玖"


def cn_digits(s, table=CN_SMALL, yao=False):
    out = []
    for c in s:
        if c in D:
            out.append("幺" if (yao and c == "1") else table[int(c)])
        else:
            out.append(c)
    return "".join(out)


# ---------- phones ----------
def cn_mobile(r):
    return r.choice(["138", "139", "150", "186", "177", "199", "135", "158"]) + dig(r, 8)


PHONES = {
    "uk": lambda r: "+44 7700 900" + dig(r, 3),
    "uk_local": lambda r: "07700 900" + dig(r, 3),
    "us": lambda r: "+1 (" + r.choice(["212", "415", "617", "312", "503", "206"]) + ") 555-01" + dig(r, 2),
    "au": lambda r: "+61 491 570 " + dig(r, 3),
    "fr": lambda r: "06 39 98 " + dig(r, 2) + " " + dig(r, 2),
    "de": lambda r: "+49 15" + r.choice("1279") + " " + dig(r, 4) + " " + dig(r, 4),
    "in": lambda r: "+91 9" + dig(r, 4) + " " + dig(r, 5),
    "br": lambda r: "+55 11 9" + dig(r, 4) + "-" + dig(r, 4),
    "ng": lambda r: "+234 80" + r.choice("36") + " " + dig(r, 3) + " " + dig(r, 4),
    "ke": lambda r: "+254 7" + dig(r, 2) + " " + dig(r, 3) + " " + dig(r, 3),
    "ph": lambda r: "0917 " + dig(r, 3) + " " + dig(r, 4),
    "kz": lambda r: "+7 701 " + dig(r, 3) + " " + dig(r, 2) + " " + dig(r, 2),
    "uz": lambda r: "+998 90 " + dig(r, 3) + " " + dig(r, 2) + " " + dig(r, 2),
    "ge": lambda r: "+995 5" + dig(r, 2) + " " + dig(r, 2) + " " + dig(r, 2) + " " + dig(r, 2),
    "am": lambda r: "+374 9" + dig(r, 1) + " " + dig(r, 3) + " " + dig(r, 3),
    "kh": lambda r: "012 " + dig(r, 3) + " " + dig(r, 3),
    "la": lambda r: "020 " + dig(r, 4) + " " + dig(r, 4),
    "mm": lambda r: "09 " + dig(r, 3) + " " + dig(r, 3) + " " + dig(r, 3),
    "lk": lambda r: "077 " + dig(r, 3) + " " + dig(r, 4),
    "np": lambda r: "98" + dig(r, 1) + "-" + dig(r, 7),
    "is": lambda r: "+354 8" + dig(r, 2) + " " + dig(r, 4),
    "ie": lambda r: "087 " + dig(r, 3) + " " + dig(r, 4),
    "mt": lambda r: "+356 79" + dig(r, 2) + " " + dig(r, 4),
    "za": lambda r: "082 " + dig(r, 3) + " " + dig(r, 4),
    "so": lambda r: "+252 61 " + dig(r, 3) + " " + dig(r, 4),
    "jp": lambda r: "090-" + dig(r, 4) + "-" + dig(r, 4),
    "kr": lambda r: "010-" + dig(r, 4) + "-" + dig(r, 4),
    "ru": lambda r: "+7 9" + dig(r, 2) + " " + dig(r, 3) + "-" + dig(r, 2) + "-" + dig(r, 2),
    "tr": lambda r: "0 (5" + dig(r, 2) + ") " + dig(r, 3) + " " + dig(r, 2) + " " + dig(r, 2),
    "ir": lambda r: "0912" + dig(r, 7),
    "il": lambda r: "05" + dig(r, 1) + "-" + dig(r, 3) + "-" + dig(r, 4),
    "eg": lambda r: "010" + dig(r, 8),
    "sa": lambda r: "05" + dig(r, 1) + " " + dig(r, 3) + " " + dig(r, 4),
    "vn": lambda r: "09" + dig(r, 2) + " " + dig(r, 3) + " " + dig(r, 3),
    "id": lambda r: "0812-" + dig(r, 4) + "-" + dig(r, 4),
    "pl": lambda r: "+48 5" + dig(r, 2) + " " + dig(r, 3) + " " + dig(r, 3),
    "ua": lambda r: "+380 67 " + dig(r, 3) + " " + dig(r, 2) + " " + dig(r, 2),
    "it": lambda r: "+39 3" + dig(r, 2) + " " + dig(r, 3) + " " + dig(r, 4),
    "nl": lambda r: "06-" + dig(r, 8),
    "es": lambda r: "6" + dig(r, 2) + " " + dig(r, 2) + " " + dig(r, 2) + " " + dig(r, 2),
    "pt": lambda r: "+351 91" + dig(r, 1) + " " + dig(r, 3) + " " + dig(r, 3),
    "cn": lambda r: group(cn_mobile(r), [3, 4, 4]),
    "hk": lambda r: "+852 9" + dig(r, 3) + " " + dig(r, 4),
    "tw": lambda r: "09" + dig(r, 2) + "-" + dig(r, 3) + "-" + dig(r, 3),
    "in_raw": lambda r: "9" + dig(r, 9),
    "pk": lambda r: "0300 " + dig(r, 7),
}


# ---------- cards ----------
def luhn_ok(s):
    s = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(s)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix, length, r):
    body = prefix + dig(r, length - len(prefix) - 1)
    for c in D:
        if luhn_ok(body + c):
            return body + c


def non_luhn(r, length, first=None):
    while True:
        s = (first or r.choice("123456789")) + dig(r, length - 1)
        if not luhn_ok(s):
            return s


CARDS = {
    "visa": lambda r: group(luhn_complete("4" + dig(r, 1), 16, r), [4, 4, 4, 4]),
    "visa_raw": lambda r: luhn_complete("4", 16, r),
    "mc": lambda r: group(luhn_complete("5" + r.choice("12345"), 16, r), [4, 4, 4, 4]),
    "mc2": lambda r: group(luhn_complete("22" + r.choice("3456789"), 16, r), [4, 4, 4, 4], "-"),
    "amex": lambda r: group(luhn_complete("3" + r.choice("47"), 15, r), [4, 6, 5]),
    "jcb": lambda r: group(luhn_complete("35" + r.choice("3456"), 16, r), [4, 4, 4, 4]),
    "unionpay": lambda r: luhn_complete("62", 19, r),
    "mir": lambda r: group(luhn_complete("220" + r.choice("01234"), 16, r), [4, 4, 4, 4]),
    "rupay": lambda r: group(luhn_complete("60", 16, r), [4, 4, 4, 4]),
    "troy": lambda r: group(luhn_complete("9792", 16, r), [4, 4, 4, 4]),
}


# ---------- national ids ----------
def cn_id(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420111", "610113"])
    y = r.randint(1960, 2004)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    body = f"{area}{y:04d}{m:02d}{d:02d}{dig(r, 3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + "10X98765432"[s]


def cpf(r):
    n = [int(c) for c in dig(r, 9)]
    for k in (10, 11):
        s = sum(a * b for a, b in zip(n, range(k, 1, -1))) % 11
        n.append(0 if s < 2 else 11 - s)
    s = "".join(map(str, n))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def dni(r):
    n = r.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def bsn(r):
    while True:
        s = dig(r, 9)
        if s[0] == "0":
            continue
        t = sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])
        if t % 11 == 0:
            return s


def pesel(r):
    y = r.randint(60, 99)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    b = f"{y:02d}{m:02d}{d:02d}{dig(r, 4)}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(c) * x for c, x in zip(b, w)) % 10) % 10)


VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_check(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(r):
    b = r.choice("23456789") + dig(r, 10)
    return group(b + verhoeff_check(b), [4, 4, 4])


def tc_kimlik(r):
    d = [r.randint(1, 9)] + [int(c) for c in dig(r, 8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def kr_rrn(r):
    y, m, dd = r.randint(70, 99), r.randint(1, 12), r.randint(1, 28)
    b = f"{y:02d}{m:02d}{dd:02d}" + r.choice("12") + dig(r, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kennitala(r):
    while True:
        dd, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(60, 99)
        b = f"{dd:02d}{m:02d}{y:02d}{r.randint(20, 99)}"
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        return f"{b[:6]}-{b[6:]}{c}9"


def za_id(r):
    y, m, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    b = f"{y:02d}{m:02d}{dd:02d}{dig(r, 4)}08"
    for c in D:
        if luhn_ok(b + c):
            return b + c


def il_id(r):
    b = dig(r, 8)
    for c in D:
        s = b + c
        t = 0
        for i, ch in enumerate(s):
            v = int(ch) * (1 + i % 2)
            t += v - 9 if v > 9 else v
        if t % 10 == 0:
            return s


def us_ssn(r):
    return f"{r.randint(101, 665):03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"


def nhs(r):
    while True:
        b = dig(r, 9)
        c = 11 - sum(int(a) * w for a, w in zip(b, range(10, 1, -1))) % 11
        if c == 11:
            c = 0
        if c != 10:
            s = b + str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def kz_iin(r):
    while True:
        y, m, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
        b = f"{y:02d}{m:02d}{dd:02d}" + r.choice("34") + dig(r, 4)
        c = sum(int(a) * w for a, w in zip(b, range(1, 12))) % 11
        if c == 10:
            c = sum(int(a) * w for a, w in zip(b, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2])) % 11
        if c < 10:
            return b + str(c)


def jp_mynumber(r):
    b = dig(r, 11)
    p = [int(c) for c in reversed(b)]
    q = [n + 1 if n <= 6 else n - 5 for n in range(1, 12)]
    s = sum(a * w for a, w in zip(p, q)) % 11
    c = 0 if s <= 1 else 11 - s
    s = b + str(c)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


# ---------- IBAN ----------
def iban_check(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return f"{98 - int(num) % 97:02d}"


def iban_valid(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


BBAN = {
    "DE": lambda r: dig(r, 18),
    "GB": lambda r: pick(r, UP, 4) + dig(r, 14),
    "FR": lambda r: dig(r, 23),
    "ES": lambda r: dig(r, 20),
    "NL": lambda r: pick(r, UP, 4) + dig(r, 10),
    "IT": lambda r: pick(r, UP, 1) + dig(r, 10) + dig(r, 12),
    "PL": lambda r: dig(r, 24),
    "TR": lambda r: dig(r, 5) + "0" + dig(r, 16),
    "IE": lambda r: pick(r, UP, 4) + dig(r, 14),
    "MT": lambda r: pick(r, UP, 4) + dig(r, 5) + dig(r, 18),
    "GE": lambda r: pick(r, UP, 2) + dig(r, 16),
    "KZ": lambda r: dig(r, 3) + dig(r, 13),
    "IS": lambda r: dig(r, 22),
    "PT": lambda r: dig(r, 21),
    "SA": lambda r: dig(r, 2) + dig(r, 18),
    "UA": lambda r: dig(r, 6) + dig(r, 19),
    "BE": lambda r: dig(r, 12),
}


def iban(r, cc, spaced=True):
    b = BBAN[cc](r)
    s = cc + iban_check(cc, b) + b
    if spaced:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------- secrets ----------
WORDS = ["maple", "otter", "granite", "lantern", "pepper", "harbor", "violet", "cobalt", "saffron", "tundra",
         "pickle", "meadow", "ember", "quartz", "walrus", "juniper", "falcon", "biscuit", "nimbus", "paprika"]


def pw_random(r, n=14):
    al = AN + "!@#$%&*?-_+="
    while True:
        s = pick(r, al, n)
        if any(c in D for c in s) and any(c in "!@#$%&*?-_+=" for c in s) and any(c in UP for c in s):
            return s


def pw_words(r):
    return r.choice(WORDS).capitalize() + r.choice("!#$%&*") + r.choice(WORDS) + dig(r, 2)


def pw_leet(r):
    w = r.choice(WORDS)
    t = w.translate(str.maketrans("aeios", "4310$"))
    return t.capitalize() + dig(r, 3) + r.choice("!?#")


def passphrase(r, n=4, sep="-"):
    return sep.join(r.sample(WORDS, n))


def pin(r, n=4):
    while True:
        s = dig(r, n)
        if len(set(s)) == n and s not in "0123456789" and s not in "9876543210":
            return s


def otp(r):
    return dig(r, 6)


def aws_key(r):
    return "AKIA" + pick(r, UP + "234567", 16)


def aws_secret(r):
    return pick(r, AN + "/+", 40)


def jwt(r):
    def b64(s):
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")
    h = b64('{"alg":"HS256","typ":"JWT"}')
    p = b64('{"sub":"%s","name":"Test User","iat":%d}' % (dig(r, 8), r.randint(1700000000, 1790000000)))
    return f"{h}.{p}.{pick(r, AN + '-_', 43)}"


KEYS = {
    "aws_key": aws_key,
    "aws_secret": aws_secret,
    "github": lambda r: "ghp_" + pick(r, AN, 36),
    "github_pat": lambda r: "github_pat_" + pick(r, UP + D, 22) + "_" + pick(r, AN, 59),
    "slack": lambda r: f"xoxb-{dig(r, 12)}-{dig(r, 13)}-{pick(r, AN, 24)}",
    "stripe": lambda r: "sk_live_" + pick(r, AN, 24),
    "google": lambda r: "AIza" + pick(r, AN + "-_", 35),
    "openai": lambda r: "sk-proj-" + pick(r, AN + "-_", 48),
    "anthropic": lambda r: "sk-ant-api03-" + pick(r, AN + "-_", 86) + "AA",
    "gitlab": lambda r: "glpat-" + pick(r, AN + "-_", 20),
    "npm": lambda r: "npm_" + pick(r, AN, 36),
    "sendgrid": lambda r: "SG." + pick(r, AN + "-_", 22) + "." + pick(r, AN + "-_", 43),
    "twilio_sid": lambda r: "AC" + pick(r, HEX, 32),
    "twilio_tok": lambda r: pick(r, HEX, 32),
    "hf": lambda r: "hf_" + pick(r, AN, 34),
    "do": lambda r: "dop_v1_" + pick(r, HEX, 64),
    "telegram": lambda r: f"{r.randint(1000000000, 7999999999)}:AA" + pick(r, AN + "-_", 33),
    "jwt": jwt,
    "azure": lambda r: ("DefaultEndpointsProtocol=https;AccountName=stfake" + pick(r, LO + D, 8)
                        + ";AccountKey=" + pick(r, AN + "+/", 86) + "==;EndpointSuffix=core.windows.net"),
    "mailgun": lambda r: "key-" + pick(r, HEX, 32),
    "discord": lambda r: pick(r, AN, 24) + "." + pick(r, AN + "-_", 6) + "." + pick(r, AN + "-_", 38),
    "pem_body": lambda r: pick(r, AN + "+/", 64),
}


def isbn13(r):
    b = "978" + dig(r, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def ups(r):
    return "1Z" + pick(r, UP + D, 6) + dig(r, 10)


def uuid(r):
    h = pick(r, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha(r, n=40):
    return pick(r, HEX, n)


def ip_doc(r):
    return r.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(r.randint(1, 254))
