"""Random-value generators and the tiny template filler for heldout_v13.

Standard library only. Every generator takes a random.Random and returns
(display_string, check_type). check.py re-validates each value by its
check_type with its own code.
"""
import re

DIG = "0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = UP.lower()
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
SYM = "!#$%&*?-_+="


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def digits(r, n):
    return rs(r, DIG, n)


def nz(r, n):
    return r.choice("123456789") + digits(r, n - 1)


def trivial_pin(s):
    if len(set(s)) <= 1:
        return True
    if s in "01234567890123" or s in "98765432109876":
        return True
    if len(s) >= 4 and len(set(s)) <= 2:
        return True
    return False


def _pin(r, n):
    while True:
        s = digits(r, n)
        if not trivial_pin(s):
            return s


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- checksums
def luhn_ok(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_fill(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_char(body17):
    return "10X98765432"[sum(int(a) * w for a, w in zip(body17, CNID_W)) % 11]


def iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


# ---------------------------------------------------------------- phones
def ph(r, cc):
    if cc == "uk":
        return "+44 7700 900" + digits(r, 3)
    if cc == "fr":
        return "+33 6 39 98 " + digits(r, 2) + " " + digits(r, 2)
    if cc == "de":
        return "+49 15" + r.choice("127") + " " + digits(r, 4) + " " + digits(r, 4)
    if cc == "es":
        return "+34 6" + digits(r, 2) + " " + digits(r, 3) + " " + digits(r, 3)
    if cc == "jp":
        return "+81 90-" + nz(r, 4) + "-" + digits(r, 4)
    if cc == "kr":
        return "+82 10-" + nz(r, 4) + "-" + digits(r, 4)
    if cc == "br":
        return "+55 11 9" + nz(r, 4) + "-" + digits(r, 4)
    if cc == "it":
        return "+39 3" + r.choice("234579") + digits(r, 1) + " " + digits(r, 3) + " " + digits(r, 4)
    if cc == "ru":
        return "+7 9" + digits(r, 2) + " " + digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 2)
    if cc == "us":
        return "+1" + r.choice(["206", "312", "415", "503", "617", "702", "919"]) + "55501" + digits(r, 2)
    if cc == "ae":
        return "+971 50 " + digits(r, 3) + " " + digits(r, 4)
    if cc == "nl":
        return "+31 6 " + nz(r, 4) + " " + digits(r, 4)
    if cc == "tr":
        return "+90 5" + r.choice("0345") + digits(r, 1) + " " + digits(r, 3) + " " + digits(r, 2) + " " + digits(r, 2)
    if cc == "vn":
        return "+84 9" + r.choice("013468") + " " + digits(r, 3) + " " + digits(r, 2) + " " + digits(r, 2)
    raise KeyError(cc)


def g_ph(r, cc):
    return ph(r, cc), "phone"


def g_sep(r, fmt):
    t3 = digits(r, 3)
    if fmt == "us_dots":
        s = r.choice(["415", "206", "617"]) + ".555.01" + digits(r, 2)
    elif fmt == "de_slash":
        s = "030 / " + nz(r, 4) + " " + digits(r, 4)
    elif fmt == "uk_each":
        s = " ".join("07700900" + t3)
    elif fmt == "uk_underscore":
        s = "+44_7700_900_" + t3
    elif fmt == "us_mixed":
        s = "+1-312.555 01" + digits(r, 2)
    elif fmt == "gb_landline":
        s = "+44 (0)20 7946 0" + t3
    elif fmt == "fr_slashdot":
        s = "06/39.98." + digits(r, 2) + "." + digits(r, 2)
    elif fmt == "au_newline":
        s = "0491\n57" + digits(r, 1) + "\n" + t3
    elif fmt == "es_endash":
        s = "+34\u20136" + digits(r, 2) + "\u2013" + digits(r, 3) + "\u2013" + digits(r, 3)
    elif fmt == "uk_pipe":
        s = "07700|900|" + t3
    elif fmt == "fr_dashpairs":
        s = "+33-6-39-98-" + digits(r, 2) + "-" + digits(r, 2)
    elif fmt == "kr_dots":
        s = "010." + nz(r, 4) + "." + digits(r, 4)
    else:
        raise KeyError(fmt)
    return s, "phone"


CN_PREFIX = ["138", "139", "186", "135", "137", "150", "158", "187", "133", "177", "189", "199"]
SMALL = "零一二三四五六七八九"
DAXIE = "零壹贰叁肆伍陆柒捌玖"
DAXIE_T = "零壹貳參肆伍陸柒捌玖"
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"


def cn_mobile(r):
    return r.choice(CN_PREFIX) + digits(r, 8)


def g_cnmob(r):
    return cn_mobile(r), "cnphone"


def g_cnm(r, style):
    n = cn_mobile(r)
    if style == "small":
        s = "".join(SMALL[int(c)] for c in n)
    elif style == "yao":
        s = "".join("幺" if c == "1" else SMALL[int(c)] for c in n)
    elif style == "ling0":
        s = "".join("〇" if c == "0" else SMALL[int(c)] for c in n)
    elif style == "daxie":
        s = "".join(DAXIE[int(c)] for c in n)
    elif style == "daxie_t":
        s = "".join(DAXIE_T[int(c)] for c in n)
    elif style == "mixed":
        s = n[:3] + " " + "".join(SMALL[int(c)] for c in n[3:7]) + " " + n[7:]
    elif style == "fullwidth":
        s = "".join(chr(ord(c) + 0xFEE0) for c in n)
    elif style == "spaced":
        s = " ".join(SMALL[int(c)] for c in n)
    elif style == "circled":
        s = "".join(CIRCLED[int(c)] for c in n)
    elif style == "dash":
        w = "".join(SMALL[int(c)] for c in n)
        s = w[:3] + "-" + w[3:7] + "-" + w[7:]
    else:
        raise KeyError(style)
    return s, "cnphone_words"


def g_jpm(r, style):
    n = "0" + r.choice("789") + "0" + nz(r, 4) + digits(r, 4)
    k = "〇一二三四五六七八九"
    w = "".join(k[int(c)] for c in n)
    return w[:3] + "の" + w[3:7] + "の" + w[7:], "jpphone_words"


def g_ll(r, where):
    if where == "london":
        return "020 7946 0" + digits(r, 3), "phone"
    if where == "paris":
        return "01 99 00 " + digits(r, 2) + " " + digits(r, 2), "phone"
    if where == "au":
        return "(02) 5550 " + digits(r, 4), "phone"
    if where == "us":
        return "(" + r.choice(["503", "919", "614"]) + ") 555-01" + digits(r, 2), "phone"
    raise KeyError(where)


# ---------------------------------------------------------------- cards, ids
def g_card(r, brand, fmt):
    if brand == "visa":
        body = "4" + digits(r, 14)
    elif brand == "mc":
        body = r.choice(["51", "52", "53", "54", "55"]) + digits(r, 13)
    elif brand == "amex":
        body = r.choice(["34", "37"]) + digits(r, 12)
    elif brand == "unionpay":
        body = "62" + digits(r, 13)
    elif brand == "unionpay19":
        body = "62" + digits(r, 16)
    elif brand == "jcb":
        body = "35" + str(r.randint(28, 89)) + digits(r, 11)
    elif brand == "discover":
        body = "6011" + digits(r, 11)
    else:
        raise KeyError(brand)
    num = luhn_fill(body)
    sizes = [4, 6, 5] if len(num) == 15 else [4, 4, 4, 4, 3]
    if fmt == "plain":
        s = num
    elif fmt == "each":
        s = " ".join(num)
    else:
        s = group(num, sizes, {"space": " ", "dash": "-", "dot": "."}[fmt])
    return s, "luhn"


CN_REGIONS = ["110105", "310104", "440305", "510107", "330106", "420111", "320102", "610113", "370202", "500103"]


def g_cnid(r, fmt="plain"):
    y = r.randint(1955, 2004)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    body = r.choice(CN_REGIONS) + "%04d%02d%02d" % (y, m, d) + digits(r, 3)
    full = body + cnid_char(body)
    if fmt == "space":
        return full[:6] + " " + full[6:14] + " " + full[14:], "cnid"
    return full, "cnid"


def g_iban(r, cc, fmt="space"):
    if cc == "DE":
        bban = digits(r, 18)
    elif cc == "GB":
        bban = rs(r, UP, 4) + digits(r, 14)
    elif cc == "FR":
        bank, branch, acct = nz(r, 5), digits(r, 5), digits(r, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        bban = bank + branch + acct + "%02d" % key
    elif cc == "IT":
        bban = r.choice(UP) + digits(r, 10) + digits(r, 12)
    elif cc == "PL":
        bban = digits(r, 24)
    elif cc == "NL":
        bban = rs(r, UP, 4) + digits(r, 10)
    elif cc == "ES":
        bban = digits(r, 20)
    elif cc == "BE":
        d10 = nz(r, 10)
        bban = d10 + "%02d" % (int(d10) % 97 or 97)
    else:
        raise KeyError(cc)
    check = 98 - iban_num(bban + cc + "00") % 97
    full = cc + "%02d" % check + bban
    if fmt == "plain":
        return full, "iban"
    return group(full, [4] * 9, " "), "iban"


def g_passport(r, cc):
    if cc == "US":
        return nz(r, 9), "passport"
    if cc == "CN":
        return "E" + digits(r, 8), "passport"
    if cc == "DE":
        return "C" + rs(r, "CFGHJKLMNPRTVWXYZ0123456789", 8), "passport"
    if cc == "JP":
        return r.choice(["TK", "TR", "MZ", "TH"]) + digits(r, 7), "passport"
    raise KeyError(cc)


def g_dni(r):
    n = nz(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23], "dni"


def g_cpf(r):
    while True:
        b = digits(r, 9)
        if len(set(b)) > 1:
            break
    d1 = (sum(int(b[i]) * (10 - i) for i in range(9)) * 10) % 11 % 10
    b10 = b + str(d1)
    d2 = (sum(int(b10[i]) * (11 - i) for i in range(10)) * 10) % 11 % 10
    n = b10 + str(d2)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:]), "cpf"


def g_pesel(r):
    y = r.randint(1950, 2005)
    m = r.randint(1, 12) + (20 if y >= 2000 else 0)
    d = r.randint(1, 28)
    body = "%02d%02d%02d" % (y % 100, m, d) + digits(r, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c), "pesel"


def g_tckn(r):
    d = [int(c) for c in nz(r, 9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d)), "tckn"


def g_sin(r):
    n = luhn_fill(r.choice("1234567") + digits(r, 7))
    return n[:3] + " " + n[3:6] + " " + n[6:], "sin"


def g_aadhaar(r):
    b = r.choice("23456789") + digits(r, 10)
    n = b + verhoeff_digit(b)
    return n[:4] + " " + n[4:8] + " " + n[8:], "aadhaar"


# ---------------------------------------------------------------- addresses
def g_num(r, lo, hi):
    return str(r.randint(int(lo), int(hi))), "none"


def g_gbpc(r, area):
    return area + str(r.randint(1, 16)) + " " + str(r.randint(1, 9)) + rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2), "none"


def g_plz(r):
    return "041" + digits(r, 2), "none"


def g_frpc(r, dep):
    return dep + "00" + r.choice("123456789"), "none"


def g_zip(r, pre):
    return pre + digits(r, 5 - len(pre)), "none"


# ---------------------------------------------------------------- secrets
WORDS = ["Lantern", "Pebble", "Marmot", "Cobalt", "Thistle", "Harbor", "Juniper", "Falcon", "Quill",
         "Saffron", "Tundra", "Velvet", "Walnut", "Ember", "Gravel", "Orchid", "Pylon", "Sorrel",
         "Larch", "Mango", "Nimbus", "Oyster", "Puffin", "Raven", "Sable", "Tinsel", "Umber",
         "Vortex", "Wicket", "Yarrow", "Zephyr", "Bramble", "Cinder", "Drizzle", "Fennel", "Garnet",
         "Hazel", "Inkwell", "Jasper", "Kettle"]
PINYIN = ["xiaoyu", "mingzhu", "haitang", "qingshan", "lanlan", "yunfei", "chenxi", "zixuan", "wenjing", "haoran"]
NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu",
        "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine"}


def g_pw(r, kind):
    if kind == "mixed":
        while True:
            s = rs(r, ALNUM + SYM, r.randint(10, 14))
            if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                    and any(c in SYM for c in s) and s[0] not in "-_"):
                return s, "password"
    if kind == "wordsym":
        a, b = r.sample(WORDS, 2)
        return a + r.choice("!#$%&*?+=") + b + digits(r, r.randint(2, 4)), "password"
    if kind == "wordnum":
        a, b = r.sample(WORDS, 2)
        return a.lower() + b.lower() + digits(r, r.randint(3, 4)), "password"
    if kind == "pinyin":
        return r.choice(PINYIN) + digits(r, r.randint(4, 6)), "password"
    if kind == "url":
        while True:
            s = rs(r, ALNUM + "-_.~", r.randint(14, 20))
            if any(c in DIG for c in s) and any(c in UP for c in s) and s[0] in ALNUM:
                return s, "password"
    raise KeyError(kind)


def g_pin(r, n):
    return _pin(r, int(n)), "pin"


def g_combo(r):
    a, b, c = r.sample(range(0, 40), 3)
    return "%02d-%02d-%02d" % (a, b, c), "none"


def g_nonluhn(r, n):
    """Digit string for order/tracking numbers that is deliberately NOT Luhn-valid."""
    while True:
        s = nz(r, int(n))
        if not luhn_ok(s):
            return s, "nonluhn"


def g_digits(r, n):
    return digits(r, int(n)), "none"


def g_nato(r):
    chars = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 7)
    return " ".join(NATO[c] for c in chars), "none"


PINWORDS = {
    "en": ("zero one two three four five six seven eight nine".split(), " "),
    "es": ("cero uno dos tres cuatro cinco seis siete ocho nueve".split(), ", "),
    "de": ("null eins zwei drei vier fünf sechs sieben acht neun".split(), "-"),
    "it": ("zero uno due tre quattro cinque sei sette otto nove".split(), " "),
    "fr": ("zéro un deux trois quatre cinq six sept huit neuf".split(), " "),
    "pt": ("zero um dois três quatro cinco seis sete oito nove".split(), " "),
    "ja": ("ゼロ いち に さん よん ご ろく なな はち きゅう".split(), "・"),
    "ko": ("공 일 이 삼 사 오 육 칠 팔 구".split(), " "),
    "zh": (list(SMALL), ""),
    "zhdaxie": (list(DAXIE), ""),
    "ru": ("ноль один два три четыре пять шесть семь восемь девять".split(), " "),
}


def g_pinwords(r, lang, n):
    words, sep = PINWORDS[lang]
    p = _pin(r, int(n))
    return sep.join(words[int(c)] for c in p), "pinwords:" + lang


def g_secret(r, kind):
    if kind == "akia":
        return "AKIA" + rs(r, UP + "234567", 16), "secret"
    if kind == "awssecret":
        return rs(r, B64, 40), "secret"
    if kind == "ghp":
        return "ghp_" + rs(r, ALNUM, 36), "secret"
    if kind == "xoxb":
        return "xoxb-" + nz(r, 12) + "-" + nz(r, 13) + "-" + rs(r, ALNUM, 24), "secret"
    if kind == "sklive":
        return "sk_live_" + rs(r, ALNUM, 24), "secret"
    if kind == "skproj":
        return "sk-proj-" + rs(r, B64URL, 56), "secret"
    if kind == "aiza":
        return "AIza" + rs(r, B64URL, 35), "secret"
    if kind == "glpat":
        return "glpat-" + rs(r, B64URL, 20), "secret"
    if kind == "npm":
        return "npm_" + rs(r, ALNUM, 36), "secret"
    if kind == "hf":
        return "hf_" + rs(r, UP + LO, 34), "secret"
    if kind == "tgbot":
        return nz(r, 10) + ":AA" + rs(r, B64URL, 33), "secret"
    if kind == "sendgrid":
        return "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43), "secret"
    if kind == "twilio":
        return "AC" + rs(r, HEX, 32), "secret"
    if kind == "hex32":
        return rs(r, HEX, 32), "secret"
    if kind == "jwt":
        import base64
        import json
        hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
        body = json.dumps({"sub": "u" + digits(r, 7), "name": "Petra Lindqvist", "role": "admin",
                           "iat": 1790000000 + r.randint(0, 9999999)}, separators=(",", ":"))
        pl = base64.urlsafe_b64encode(body.encode()).rstrip(b"=").decode()
        return hdr + "." + pl + "." + rs(r, B64URL, 43), "jwt"
    if kind == "pem":
        lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
        lines += [rs(r, B64, 70) for _ in range(4)]
        lines.append(rs(r, B64, 36) + "==")
        return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines)
                + "\n-----END OPENSSH PRIVATE KEY-----"), "secret"
    raise KeyError(kind)


# ---------------------------------------------------------------- benign values
def g_hex(r, n):
    return rs(r, HEX, int(n)), "none"


def g_uuid(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:]), "none"


def g_ver(r):
    return "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 20)), "none"


def g_isbn(r):
    b = "978" + digits(r, 9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
    n = b + str(c)
    return n[:3] + "-" + n[3] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12], "isbn13"


def g_coord(r, lo, hi):
    return "%.4f" % r.uniform(float(lo), float(hi)), "none"


def g_alnum(r, n):
    return rs(r, UP + DIG, int(n)), "none"


def g_money(r, lo, hi):
    return "{:,}".format(r.randint(int(lo), int(hi))) + "." + digits(r, 2), "none"


GEN = {
    "ph": g_ph, "sep": g_sep, "cnm": g_cnm, "cnmob": g_cnmob, "jpm": g_jpm, "ll": g_ll,
    "card": g_card, "cnid": g_cnid, "iban": g_iban, "passport": g_passport,
    "dni": g_dni, "cpf": g_cpf, "pesel": g_pesel, "tckn": g_tckn, "sin": g_sin, "aadhaar": g_aadhaar,
    "num": g_num, "gbpc": g_gbpc, "plz": g_plz, "frpc": g_frpc, "zip": g_zip,
    "pw": g_pw, "pin": g_pin, "nonluhn": g_nonluhn, "combo": g_combo, "digits": g_digits, "nato": g_nato,
    "pinwords": g_pinwords, "secret": g_secret,
    "hex": g_hex, "uuid": g_uuid, "ver": g_ver, "isbn": g_isbn, "coord": g_coord,
    "alnum": g_alnum, "money": g_money,
}

TOKEN = re.compile(r"⟦([^⟦⟧]*)⟧")


def split_at(s):
    k = len(s) // 2
    while k < len(s) - 1 and (s[k] in " -\n" or s[k - 1] in " -\n"):
        k += 1
    return k


def render(tpl, r, env, vals):
    """Fill ⟦gen:arg#tag@part⟧ tokens. ⟦#tag⟧ reuses a value, @1/@2 emit its halves."""
    def sub(m):
        spec, part, tag = m.group(1), None, None
        if "@" in spec:
            spec, part = spec.rsplit("@", 1)
        if "#" in spec:
            spec, tag = spec.split("#", 1)
        if spec:
            name, *args = spec.split(":")
            disp, ck = GEN[name](r, *args)
            if tag:
                env[tag] = disp
            vals.append([ck, disp, "split" if part else "whole"])
        else:
            disp = env[tag]
        if part:
            k = split_at(disp)
            return disp[:k] if part == "1" else disp[k:]
        return disp
    return TOKEN.sub(sub, tpl)
