"""Fake value generators for heldout-v37 (standard library only).

Every function takes a random.Random instance first. Nothing here is real data:
numbers are random and only made to pass the public check-digit rules of their format.
"""
import base64
import json
import string

DIGITS = "0123456789"


# ---------------------------------------------------------------- helpers
def rdig(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DIGITS) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


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


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


# ---------------------------------------------------------------- native digits
NATIVE = {
    "arabic_indic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "deva": "०१२३४५६७८९",
    "beng": "০১২৩৪৫৬৭৮৯",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "khmer": "០១២៣៤៥៦៧៨៩",
    "lao": "໐໑໒໓໔໕໖໗໘໙",
    "myanmar": "၀၁၂၃၄၅၆၇၈၉",
    "tamil": "௦௧௨௩௪௫௬௭௮௯",
    "gujarati": "૦૧૨૩૪૫૬૭૮૯",
    "fullwidth": "０１２３４５６７８９",
}


def native(s, script):
    table = NATIVE[script]
    return "".join(table[int(c)] if c in DIGITS else c for c in s)


# ---------------------------------------------------------------- PINs and digit words
def pin(rng, n=4):
    """PIN without repeated digits and without ascending/descending runs of 3."""
    while True:
        s = rdig(rng, n)
        if len(set(s)) < n - (1 if n > 4 else 0):
            continue
        bad = False
        for i in range(n - 2):
            a, b, c = int(s[i]), int(s[i + 1]), int(s[i + 2])
            if (b - a == 1 and c - b == 1) or (a - b == 1 and b - c == 1) or a == b == c:
                bad = True
        if s in ("1234", "0000", "1111", "2580", "1212", "6969", "4321"):
            bad = True
        if not bad:
            return s


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう",
    "ko": "공 일 이 삼 사 오 육 칠 팔 구",
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ",
    "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
    "th": "ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า",
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα",
    "he": "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע",
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять",
    "hu": "nulla egy kettő három négy öt hat hét nyolc kilenc",
    "cy": "dim un dau tri pedwar pump chwech saith wyth naw",
    "eu": "zero bat bi hiru lau bost sei zazpi zortzi bederatzi",
    "ka": "ნული ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა",
    "mn": "тэг нэг хоёр гурав дөрөв тав зургаа долоо найм ес",
    "zh": "零 一 二 三 四 五 六 七 八 九",
}

NATO = ["Zulu" if False else w for w in
        "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November "
        "Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu".split()]
NATO_DIGITS = "Zero One Two Three Four Five Six Seven Eight Niner".split()


def digit_words(s, lang, sep=" "):
    words = DIGIT_WORDS[lang].split(" ")
    return sep.join(words[int(c)] for c in s)


# ---------------------------------------------------------------- Chinese numerals
ZH_LOWER = "零一二三四五六七八九"
ZH_LOWER_O = "〇一二三四五六七八九"
ZH_DAXIE_S = "零壹贰叁肆伍陆柒捌玖"
ZH_DAXIE_T = "零壹貳參肆伍陸柒捌玖"
ZH_RADIO = "洞幺两三四五六拐八勾"
KO_SINO = "공일이삼사오육칠팔구"
JA_KANJI = "〇一二三四五六七八九"


def zh_num(s, table):
    return "".join(table[int(c)] if c in DIGITS else c for c in s)


def cn_mobile(rng):
    return "1" + rng.choice("3456789") + rdig(rng, 9)


def hk_mobile(rng):
    return rng.choice("569") + rdig(rng, 7)


# ---------------------------------------------------------------- phones (shape strings)
def phone(rng, kind):
    r = lambda n: rdig(rng, n)
    if kind == "uk_mobile_intl":          # Ofcom drama range 07700 900000-900999
        return "+44 7700 900" + r(3)
    if kind == "uk_london":               # Ofcom drama range 020 7946 0000-0999
        return "020 7946 0" + r(3)
    if kind == "us_555":                  # 555-0100..0199 reserved for fiction
        return rng.choice(["202", "312", "415", "617"]) + "555" + "01" + r(2)
    if kind == "au_mobile":               # ACMA fiction range 0491 570..579
        return "04915" + "7" + r(1) + r(3)
    if kind == "au_land":
        return "(02) 5550 " + r(4)
    if kind == "fr_mobile":               # ARCEP fiction range 06 39 98 xx xx
        return "06 39 98 " + r(2) + " " + r(2)
    if kind == "fr_land":
        return "01 99 00 " + r(2) + " " + r(2)
    if kind == "de_mobile":
        return "+49 1" + rng.choice(["51", "52", "57", "60", "62", "70", "71", "72", "76", "78"]) + " " + r(8)
    if kind == "de_mobile_digits":
        return "01" + rng.choice(["51", "60", "71", "76"]) + r(7)
    if kind == "mx_mobile":
        return "+52 55 " + r(4) + " " + r(4)
    if kind == "it_mobile":
        return "3" + rng.choice(["28", "33", "39", "40", "47", "49"]) + " " + r(3) + " " + r(4)
    if kind == "br_mobile":
        return "(" + rng.choice(["11", "21", "31", "71"]) + ") 9" + r(4) + "-" + r(4)
    if kind == "jp_mobile":
        return rng.choice(["090", "080", "070"]) + "-" + r(4) + "-" + r(4)
    if kind == "kr_mobile":
        return "010-" + r(4) + "-" + r(4)
    if kind == "ru_mobile":
        return "+7 9" + r(2) + " " + r(3) + "-" + r(2) + "-" + r(2)
    if kind == "ae_mobile":
        return "+971 5" + rng.choice("0245") + " " + r(3) + " " + r(4)
    if kind == "in_mobile":
        return "+91 " + rng.choice("6789") + r(4) + " " + r(5)
    if kind == "in_mobile_digits":
        return rng.choice("6789") + r(9)
    if kind == "tr_mobile":
        return "0 5" + rng.choice(["32", "33", "42", "05", "55"]) + " " + r(3) + " " + r(2) + " " + r(2)
    if kind == "ke_mobile":
        return "+254 7" + r(2) + " " + r(3) + " " + r(3)
    if kind == "nl_mobile":
        return "06-" + r(8)
    if kind == "vn_mobile":
        return "09" + r(1) + " " + r(3) + " " + r(4)
    if kind == "pl_mobile":
        return rng.choice("5678") + r(2) + r(3) + r(3)
    if kind == "es_mobile":
        return "6" + r(8)
    if kind == "eg_mobile":
        return "01" + rng.choice("0125") + r(8)
    if kind == "ir_mobile":
        return "09" + rng.choice(["12", "13", "35", "36"]) + r(7)
    if kind == "th_mobile":
        return "0" + rng.choice("689") + r(8)
    if kind == "bd_mobile":
        return "01" + rng.choice("3789") + r(8)
    if kind == "so_mobile":
        return "+252 61 " + r(3) + " " + r(4)
    if kind == "kh_mobile":
        return "0" + rng.choice(["12", "17", "92", "96"]) + r(6)
    if kind == "ua_mobile":
        return "0" + rng.choice(["50", "67", "63", "93"]) + r(7)
    if kind == "id_mobile":
        return "08" + rng.choice(["12", "13", "21", "57"]) + r(7)
    if kind == "ng_mobile":
        return "0" + rng.choice(["803", "806", "813", "903"]) + r(7)
    if kind == "ph_mobile":
        return "09" + rng.choice(["17", "18", "27", "95"]) + r(7)
    if kind == "gr_mobile":
        return "69" + rng.choice("3479") + r(7)
    if kind == "ar_mobile":
        return "+54 9 11 " + r(4) + "-" + r(4)
    raise KeyError(kind)


# ---------------------------------------------------------------- cards
CARD_PREFIX = {
    "visa": (["4"], 16),
    "mc": (["51", "52", "53", "54", "55"], 16),
    "mc2": (["2221", "2300", "2445", "2599", "2720"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011"], 16),
    "jcb": (["3528", "3540", "3566", "3589"], 16),
    "unionpay19": (["6212", "6228", "6259"], 19),
    "mir": (["2200", "2202", "2204"], 16),
    "troy": (["9792"], 16),
    "rupay": (["6521", "6522", "6082"], 16),
    "elo": (["636368", "504175"], 16),
    "maestro": (["6759", "5018"], 16),
}


def card(rng, kind):
    prefixes, n = CARD_PREFIX[kind]
    p = rng.choice(prefixes)
    body = p + rdig(rng, n - len(p) - 1)
    return body + luhn_digit(body)


def card_bad(rng):
    """16-digit Visa/MC-shaped number that FAILS Luhn (used only in explicit card context)."""
    p = rng.choice(["4", "53"])
    body = p + rdig(rng, 15 - len(p))
    good = luhn_digit(body)
    wrong = str((int(good) + rng.randint(1, 9)) % 10)
    return body + wrong


def cvv(rng, n=3):
    return rdig(rng, n)


def fmt_card(num, style):
    if style == "plain":
        return num
    if len(num) == 15:
        return group(num, [4, 6, 5], "-" if style == "dash" else " ")
    if len(num) == 19 and style == "6-13":
        return group(num, [6, 13], " ")
    sep = {"4": " ", "dash": "-", "dot": ".", "nbsp": "\u00a0"}[style]
    return group(num, [4, 4, 4, 4, 4], sep)


# ---------------------------------------------------------------- Chinese resident ID (GB 11643-1999)
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"
CN_REGIONS = ["110105", "310115", "440106", "440305", "510104", "330106", "420106", "320102",
              "610113", "500103", "370202", "430104", "210102", "350203", "530102", "120101",
              "230103", "410105", "450103", "620102"]


def cn_check(body17):
    return CN_MAP[sum(int(a) * w for a, w in zip(body17, CN_W)) % 11]


def _sexdigit(rng, sex):
    """Random digit whose parity encodes sex (odd = male, even = female); any digit if sex is None."""
    if sex == "M":
        return rng.choice("13579")
    if sex == "F":
        return rng.choice("02468")
    return rng.choice(DIGITS)


def cn_id(rng, region=None, want_x=False, bad=False, yr=(1952, 2009), sex=None):
    while True:
        reg = region or rng.choice(CN_REGIONS)
        y = rng.randint(*yr)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        body = "%s%04d%02d%02d%s" % (reg, y, m, d, rdig(rng, 2) + _sexdigit(rng, sex))
        c = cn_check(body)
        if want_x and c != "X":
            continue
        if not want_x and c == "X" and not bad:
            continue
        if bad:
            choices = [x for x in "0123456789" if x != c]
            return body + rng.choice(choices)
        return body + c


def fmt_cnid(s, style):
    if style == "plain":
        return s
    if style == "spaced":
        return group(s, [6, 8, 4], " ")
    if style == "dashed":
        return group(s, [6, 8, 4], "-")
    if style == "sp4":
        return group(s, [4, 4, 4, 4, 2], " ")
    if style == "fullwidth":
        return native(s, "fullwidth").replace("X", "Ｘ")
    raise KeyError(style)


# ---------------------------------------------------------------- IBAN (ISO 13616, mod 97)
def _alnum_to_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_check(country, bban):
    return "%02d" % (98 - _alnum_to_int(bban + country + "00") % 97)


def _es_dc(bank, branch, account):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    def one(s):
        v = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        return {10: 1, 11: 0}.get(v, v)
    return "%d%d" % (one("00" + bank + branch), one(account))


def _fr_key(bank, branch, account):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def _no_check(ten):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return None if r == 10 else str(0 if r == 11 else r)


def iban(rng, cc):
    r = lambda n: rdig(rng, n)
    L = lambda n: "".join(rng.choice(string.ascii_uppercase) for _ in range(n))
    if cc == "DE":
        bban = r(8) + r(10)
    elif cc == "GB":
        bban = rng.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + r(6) + r(8)
    elif cc == "FR":
        bank, branch, acc = r(5), r(5), r(11)
        bban = bank + branch + acc + _fr_key(bank, branch, acc)
    elif cc == "ES":
        bank, branch, acc = r(4), r(4), r(10)
        bban = bank + branch + _es_dc(bank, branch, acc) + acc
    elif cc == "NL":
        bban = rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + r(10)
    elif cc == "BE":
        ten = r(10)
        chk = int(ten) % 97 or 97
        bban = ten + "%02d" % chk
    elif cc == "NO":
        while True:
            ten = r(10)
            c = _no_check(ten)
            if c is not None:
                bban = ten + c
                break
    elif cc == "TR":
        bban = r(5) + "0" + r(16)
    elif cc == "SA":
        bban = r(2) + r(18)
    elif cc == "PT":
        nib19 = r(19)
        bban = nib19 + "%02d" % (98 - (int(nib19) * 100) % 97)
    elif cc == "AT":
        bban = r(5) + r(11)
    elif cc == "CH":
        bban = r(5) + r(12)
    elif cc == "IE":
        bban = rng.choice(["AIBK", "BOFI"]) + r(6) + r(8)
    elif cc == "PL":
        bban = r(24)
    elif cc == "AE":
        bban = r(3) + r(16)
    else:
        raise KeyError(cc)
    return cc + iban_check(cc, bban) + bban


def fmt_iban(s, style="4"):
    if style == "plain":
        return s
    return group(s, [4] * 9, " ")


# ---------------------------------------------------------------- national numbers
def cpf(rng):
    while True:
        b = rdig(rng, 9)
        if len(set(b)) > 1:
            break
    def dv(s):
        n = len(s) + 1
        t = sum(int(c) * (n - i) for i, c in enumerate(s)) % 11
        return "0" if t < 2 else str(11 - t)
    d1 = dv(b)
    d2 = dv(b + d1)
    s = b + d1 + d2
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni(rng):
    n = rdig(rng, 8, True)
    return n + DNI_LETTERS[int(n) % 23]


def nie(rng):
    p = rng.choice("XYZ")
    n = rdig(rng, 7)
    return p + n + DNI_LETTERS[int("XYZ".index(p).__str__() + n) % 23]


def bsn(rng):
    while True:
        s = rdig(rng, 8, True)
        t = sum(int(c) * w for c, w in zip(s, range(9, 1, -1)))
        d = t % 11
        if d < 10:
            return s + str(d)


def personnummer(rng, yr=(1940, 1999), sex=None):
    y, m, d = rng.randint(*yr) % 100, rng.randint(1, 12), rng.randint(1, 28)
    body = "%02d%02d%02d%s" % (y, m, d, rdig(rng, 2) + _sexdigit(rng, sex))
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def pesel(rng, yr=(1950, 2008), sex=None):
    y, m, d = rng.randint(*yr), rng.randint(1, 12), rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%s" % (y % 100, mm, d, rdig(rng, 3) + _sexdigit(rng, sex))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar(rng):
    body = rng.choice("23456789") + rdig(rng, 10)
    s = body + verhoeff_digit(body)
    return group(s, [4, 4, 4], " ")


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu(rng, yr=(1950, 2006), sex=None):
    y = rng.randint(*yr)
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    while True:
        n = rng.randint(2, 899)
        if sex is None or (n % 2 == 1) == (sex == "M"):
            break
    base = "%02d%02d%02d" % (d, m, y % 100)
    c = HETU_CHARS[int(base + "%03d" % n) % 31]
    return base + ("-" if y < 2000 else "A") + "%03d" % n + c


def nir(rng):
    sex = rng.choice("12")
    yy, mm = rdig(rng, 2), "%02d" % rng.randint(1, 12)
    dep = "%02d" % rng.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93])
    com, order = "%03d" % rng.randint(1, 300), "%03d" % rng.randint(1, 999)
    body = sex + yy + mm + dep + com + order
    key = "%02d" % (97 - int(body) % 97)
    return "%s %s %s %s %s %s %s" % (sex, yy, mm, dep, com, order, key)


def be_nn(rng):
    y, m, d = rng.randint(1950, 2005), rng.randint(1, 12), rng.randint(1, 28)
    body = "%02d%02d%02d%03d" % (y % 100, m, d, rng.randint(1, 997))
    num = int(("2" if y >= 2000 else "") + body)
    chk = 97 - num % 97
    return "%s.%s.%s-%s.%02d" % (body[0:2], body[2:4], body[4:6], body[6:9], chk)


def tc_kimlik(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def za_id(rng, yr=(1950, 1999), sex=None):
    y, m, d = rng.randint(*yr) % 100, rng.randint(1, 12), rng.randint(1, 28)
    lo, hi = {"F": (0, 4999), "M": (5000, 9999)}.get(sex, (0, 9999))
    body = "%02d%02d%02d%04d08" % (y, m, d, rng.randint(lo, hi))
    return body + luhn_digit(body)


def il_id(rng):
    body = rdig(rng, 8, True)
    return body + luhn_digit(body)


def cl_rut(rng):
    n = rng.randint(8_000_000, 24_999_999)
    s, mul = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * mul
        mul = 2 if mul == 7 else mul + 1
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    return "{:,}".format(n).replace(",", ".") + "-" + dv


def no_fnr(rng):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)
        body = "%02d%02d%02d%03d" % (d, m, y, rng.randint(0, 499))
        k1 = 11 - sum(int(a) * b for a, b in zip(body, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = body + str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(b2, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def kr_rrn(rng, yr=(1960, 1999), sex=None):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    y, m, d = rng.randint(*yr) % 100, rng.randint(1, 12), rng.randint(1, 28)
    g = {"M": "1", "F": "2"}.get(sex) or rng.choice("12")
    body = "%02d%02d%02d%s%s" % (y, m, d, g, rdig(rng, 5))
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def ca_sin(rng):
    body = rng.choice("123456") + rdig(rng, 7)
    s = body + luhn_digit(body)
    return group(s, [3, 3, 3], " ")


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                    11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += _CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def codice_fiscale(rng, surname_code, name_code, sex=None):
    months = "ABCDEHLMPRST"
    y = rng.randint(50, 99)
    day = rng.randint(1, 28) + {"M": 0, "F": 40}.get(sex, rng.choice([0, 40]))
    town = rng.choice(["H501", "F205", "L219", "A944", "G273"])
    s15 = "%s%s%02d%s%02d%s" % (surname_code, name_code, y, rng.choice(months), day, town)
    return s15 + cf_check(s15)


def ssn_like(rng):
    while True:
        a = rng.randint(100, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


# ---------------------------------------------------------------- passports + MRZ
def passport(rng, kind):
    if kind == "US":
        return rdig(rng, 9, True)
    if kind == "IN":
        return rng.choice("JKLMNPRSTUVWZ") + rdig(rng, 7, True)
    if kind == "CN":
        return "E" + rng.choice("ABCDEFGH") + rdig(rng, 7)
    if kind == "JP":
        return rng.choice(["TK", "TR", "MZ", "TZ"]) + rdig(rng, 7)
    if kind == "DE":
        al = "CFGHJKLMNPRTVWXYZ0123456789"
        return rng.choice("CFGHJK") + "".join(rng.choice(al) for _ in range(8))
    if kind == "FR":
        return rdig(rng, 2) + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + rdig(rng, 5)
    if kind == "RU":
        return rdig(rng, 2, True) + " " + rdig(rng, 7)
    if kind == "KR":
        return "M" + rdig(rng, 8)
    if kind == "BR":
        return "".join(rng.choice(string.ascii_uppercase) for _ in range(2)) + rdig(rng, 6)
    if kind == "GB":
        return rdig(rng, 9, True)
    raise KeyError(kind)


def mrz_check(s):
    w = [7, 3, 1]
    t = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch == "<":
            v = 0
        else:
            v = ord(ch) - 55
        t += v * w[i % 3]
    return str(t % 10)


def mrz_td3(rng, country, surname, given, sex):
    doc = rdig(rng, 9)
    y, m, d = rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28)
    dob = "%02d%02d%02d" % (y, m, d)
    exp = "%02d%02d%02d" % (rng.randint(28, 34), rng.randint(1, 12), rng.randint(1, 28))
    personal = "<" * 14
    line1 = ("P<" + country + surname + "<<" + given).ljust(44, "<")
    part = doc + mrz_check(doc) + country + dob + mrz_check(dob) + sex + exp + mrz_check(exp) + personal + mrz_check(personal)
    comp = doc + mrz_check(doc) + dob + mrz_check(dob) + exp + mrz_check(exp) + personal + mrz_check(personal)
    line2 = part + mrz_check(comp)
    return line1 + "\n" + line2


# ---------------------------------------------------------------- passwords
WORDS = {
    "en": ["Harbor", "Pickle", "Lantern", "Copper", "Walrus", "Meadow", "Biscuit", "Thunder"],
    "de": ["Sonne", "Kuchen", "Ziegel", "Frosch", "Wolke", "Haken", "Spiegel", "Nebel"],
    "fr": ["Soleil", "Grenier", "Cerise", "Marteau", "Nuage", "Loutre", "Fenouil"],
    "es": ["Tortuga", "Girasol", "Ventana", "Naranja", "Pimienta", "Caracol"],
    "pt": ["Cajueiro", "Sabiá", "Pipoca", "Jangada", "Coruja"],
    "it": ["Limone", "Farfalla", "Cipresso", "Tartufo"],
    "nl": ["Molen", "Tulp", "Fiets", "Haring", "Kaaskop"],
    "pl": ["Pierogi", "Bocian", "Jezioro", "Kasztan"],
    "sw": ["Simba", "Tembo", "Pwani", "Nyota"],
    "tr": ["Lale", "Simit", "Martı", "Kestane"],
    "id": ["Kancil", "Pelangi", "Nanas", "Rambutan"],
}
PINYIN = ["woaini", "xiaomao", "tiantian", "haoyun", "huanghe", "changjiang", "meimei", "dabao", "xingfu"]
SYMS = "!#$%&*?@+-_"


def pw(rng, style, lang="en"):
    if style == "random12":
        al = string.ascii_letters + string.digits + "!#$%&*?+-"
        while True:
            s = "".join(rng.choice(al) for _ in range(12))
            if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                    and any(not c.isalnum() for c in s)):
                return s
    if style == "urlsafe":
        al = string.ascii_letters + string.digits
        return "".join(rng.choice(al) for _ in range(16))
    if style == "word_sym":
        w = WORDS.get(lang, WORDS["en"])
        a, b = rng.sample(w, 2)
        return a + rng.choice(SYMS) + b.lower() + rdig(rng, 2)
    if style == "word_digits":
        w = WORDS.get(lang, WORDS["en"])
        return rng.choice(w) + rdig(rng, 4)
    if style == "leet":
        w = rng.choice(["Sunflower", "Dragonfly", "Porcupine", "Marmalade", "Seahorse"])
        t = str.maketrans({"o": "0", "e": "3", "a": "@", "i": "1", "s": "$"})
        return w[0] + w[1:].translate(t) + rdig(rng, 2) + rng.choice("!?#")
    if style == "pinyin":
        return rng.choice(PINYIN) + rdig(rng, 4)
    if style == "passphrase":
        words = ["kettle", "orbit", "mustard", "fjord", "velvet", "pylon", "gravel", "tundra", "quiver", "saffron"]
        return "-".join(rng.sample(words, 4))
    if style == "wifi":
        al = string.ascii_letters + string.digits
        return "".join(rng.choice(al) for _ in range(14))
    if style == "hexkey":
        return "".join(rng.choice("0123456789ABCDEF") for _ in range(26))
    raise KeyError(style)


def digicode(rng):
    return rng.choice("ABC") + pin(rng, 4) if rng.random() < 0.5 else pin(rng, 4)[:2] + rng.choice("AB") + pin(rng, 4)[:2]


def combo3(rng):
    a = rng.sample(range(1, 40), 3)
    return "%02d-%02d-%02d" % tuple(a)


def otp(rng):
    return pin(rng, 6)


def backup_codes(rng, n=4):
    al = "abcdefghjkmnpqrstuvwxyz23456789"
    return ", ".join("".join(rng.choice(al) for _ in range(4)) + "-" + "".join(rng.choice(al) for _ in range(4))
                     for _ in range(n))


SEED_WORDS = ["orbit", "canyon", "velvet", "hollow", "pencil", "ribbon", "timber", "wagon", "anchor", "dolphin",
              "fabric", "galaxy", "harbor", "jungle", "kitten", "lemon", "marble", "napkin", "planet", "rocket",
              "saddle", "tunnel", "umbrella", "violin", "walnut", "clinic", "furnace", "quarter", "shadow", "tomato"]


def seed12(rng):
    return " ".join(rng.sample(SEED_WORDS, 12))


# ---------------------------------------------------------------- secret-key formats (random, none real)
A_UP = string.ascii_uppercase
A_AN = string.ascii_letters + string.digits
B64 = A_AN + "+/"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def key(rng, kind):
    if kind == "aws_id":
        return "AKIA" + rs(rng, A_UP + "234567", 16)
    if kind == "aws_secret":
        return rs(rng, B64, 40)
    if kind == "ghp":
        return "ghp_" + rs(rng, A_AN, 36)
    if kind == "github_pat":
        return "github_pat_11" + rs(rng, A_UP + string.digits, 20) + "_" + rs(rng, A_AN, 59)
    if kind == "slack_bot":
        return "xoxb-" + rdig(rng, 11, True) + "-" + rdig(rng, 13, True) + "-" + rs(rng, A_AN, 24)
    if kind == "slack_hook":
        return ("https://hooks.slack.com/services/T" + rs(rng, A_UP + string.digits, 10) + "/B" +
                rs(rng, A_UP + string.digits, 10) + "/" + rs(rng, A_AN, 24))
    if kind == "stripe_live":
        return "sk_live_" + rs(rng, A_AN, 48)
    if kind == "google":
        return "AIza" + rs(rng, A_AN + "-_", 35)
    if kind == "openai":
        return "sk-proj-" + rs(rng, A_AN + "-_", 64)
    if kind == "anthropic":
        return "sk-ant-api03-" + rs(rng, A_AN + "-_", 93) + "AA"
    if kind == "glpat":
        return "glpat-" + rs(rng, A_AN + "-_", 20)
    if kind == "npm":
        return "npm_" + rs(rng, A_AN, 36)
    if kind == "sendgrid":
        return "SG." + rs(rng, A_AN + "-_", 22) + "." + rs(rng, A_AN + "-_", 43)
    if kind == "telegram":
        return rdig(rng, 10, True) + ":AA" + rs(rng, A_AN + "-_", 33)
    if kind == "hf":
        return "hf_" + rs(rng, string.ascii_letters, 34)
    if kind == "twilio_sid":
        return "AC" + rs(rng, "0123456789abcdef", 32)
    if kind == "twilio_token":
        return rs(rng, "0123456789abcdef", 32)
    if kind == "do":
        return "dop_v1_" + rs(rng, "0123456789abcdef", 64)
    if kind == "shopify":
        return "shpat_" + rs(rng, "0123456789abcdef", 32)
    if kind == "discord_hook":
        return "https://discord.com/api/webhooks/" + rdig(rng, 18, True) + "/" + rs(rng, A_AN + "-_", 68)
    if kind == "azure_key":
        return rs(rng, B64, 86) + "=="
    if kind == "jwt":
        b64u = lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")
        head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        body = b64u(json.dumps({"sub": rdig(rng, 7), "name": "Test Person", "role": "admin",
                                "iat": 1764000000 + rng.randint(0, 9_999_999)}, separators=(",", ":")).encode())
        sig = b64u(bytes(rng.randrange(256) for _ in range(32)))
        return head + "." + body + "." + sig
    if kind == "pem":
        raw = bytes(rng.randrange(256) for _ in range(180))
        b = base64.b64encode(b"openssh-key-v1\x00" + raw).decode()
        lines = [b[i:i + 70] for i in range(0, len(b), 70)]
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    raise KeyError(kind)


# ---------------------------------------------------------------- look-alike numbers (allow)
def isbn13(rng):
    body = rng.choice(["978", "979"]) + rdig(rng, 9)
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    s = body + str((10 - t % 10) % 10)
    return "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12])


def ean13(rng):
    body = rng.choice(["400", "590", "760", "871", "690"]) + rdig(rng, 9)
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - t % 10) % 10)


def non_luhn16(rng):
    while True:
        s = rdig(rng, 16, True)
        if not luhn_ok(s):
            return s


def ups(rng):
    return "1Z" + rs(rng, A_UP + string.digits, 6) + rdig(rng, 10)


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    body = "91" + rng.choice(CN_REGIONS) + rs(rng, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    t = sum(USCC_CHARS.index(c) * w for c, w in zip(body, USCC_W))
    return body + USCC_CHARS[(31 - t % 31) % 31]


def masked_card(rng):
    return "**** **** **** " + rdig(rng, 4)


def order_no(rng, prefix):
    return prefix + rdig(rng, 8, True)


def git_sha(rng, n=40):
    return rs(rng, "0123456789abcdef", n)


def uuid4(rng):
    h = rs(rng, "0123456789abcdef", 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
