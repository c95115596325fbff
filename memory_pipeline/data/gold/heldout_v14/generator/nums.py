"""Random value generators for heldout_v14 (standard library only).

Every generator takes a random.Random instance and returns a string.  The
templates in build.py / turns.py refer to them by name ({{kind}}).  Nothing
here is real: phone numbers use fiction/drama ranges where they exist,
identifiers are random but carry valid check digits, and secrets only have
the right shape.
"""
import base64
import codecs
import json
import string

DIG = string.digits
UPP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UPP + LOW + DIG
HEX = "0123456789abcdef"
B64 = UPP + LOW + DIG + "+/"
B64URL = UPP + LOW + DIG + "-_"
SYM = "!#$%&*+-=?^_~"


def d(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


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


# ---------------------------------------------------------------- checksums
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def luhn_number(r, prefix, length):
    body = prefix + d(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def iban(r, cc, bban):
    rearranged = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearranged)
    check = 98 - int(num) % 97
    return cc + "%02d" % check + bban


def birth(r, y0=1958, y1=2004):
    y = r.randint(y0, y1)
    m = r.randint(1, 12)
    dd = r.randint(1, 28)
    return y, m, dd


# ---------------------------------------------------------------- PINs etc.
def _pin(r, n):
    while True:
        p = d(r, n)
        if any(p[i] == p[i + 1] for i in range(n - 1)):
            continue
        if len(set(p)) < n - 1:
            continue
        steps = {int(p[i + 1]) - int(p[i]) for i in range(n - 1)}
        if steps in ({1}, {-1}):
            continue
        if n == 4 and p[:2] in ("19", "20"):
            continue
        return p


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
    "zh": list("零一二三四五六七八九"),
}
NATO = dict(zip(LOW, (
    "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike "
    "november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu").split()))

CN_LO = "零一二三四五六七八九"
CN_YAO = "零幺二三四五六七八九"
CN_UP = "零壹贰叁肆伍陆柒捌玖"
CN_HANT = "零壹貳參肆伍陸柒捌玖"
CN_CIRC = "〇一二三四五六七八九"
FW = "０１２３４５６７８９"


def words(digits, lang, sep=" "):
    w = DIGIT_WORDS[lang]
    return sep.join(w[int(c)] for c in digits)


def tr_digits(digits, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in digits)


PW_WORDS = ["Marmot", "Quince", "Lantern", "Harbor", "Thistle", "Cobalt", "Juniper", "Falcon",
            "Pebble", "Saffron", "Walnut", "Tundra", "Velvet", "Orchid", "Glacier", "Ember",
            "Willow", "Pepper", "Cinder", "Badger", "Kestrel", "Mango", "Otter", "Sorrel"]
LEET_BASE = ["moonlight", "hamster", "tortoise", "sailboat", "espresso", "lighthouse",
             "snowdrop", "tangerine", "dumpling", "saxophone"]
PINYIN = ["xiao", "mao", "yu", "lan", "feng", "chen", "hua", "ming", "tian", "zhu", "qing",
          "bai", "long", "yun", "xue", "hai", "jing", "wen"]
SEED = ["canyon", "velvet", "orbit", "thunder", "pistol", "maple", "harvest", "lunar", "gravel",
        "whisper", "ladder", "coconut", "fabric", "island", "rocket", "saddle", "tunnel",
        "violin", "walnut", "zebra", "bridge", "copper", "drift", "ember", "fossil", "glove",
        "hollow", "jungle", "kettle", "mosaic", "nectar", "pepper", "quarry", "ribbon"]
DICT_SYM = {"#": "hash", "!": "exclamation mark", "%": "percent", "&": "ampersand", "*": "star"}


def pw_mix(r):
    n = r.randint(11, 15)
    while True:
        s = pick(r, ALNUM + SYM, n)
        if (any(c in UPP for c in s) and any(c in LOW for c in s) and any(c in DIG for c in s)
                and any(c in SYM for c in s) and s[0] not in "-=~"):
            return s


def pw_words(r):
    a, b = r.sample(PW_WORDS, 2)
    return a + r.choice("!#$%&*+=?") + b + d(r, r.randint(2, 4))


def pw_leet(r):
    base = r.choice(LEET_BASE)
    m = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
    out = "".join(m[c] if c in m and r.random() < 0.6 else c for c in base)
    return out[0].upper() + out[1:] + r.choice("!#$%&*?") + d(r, 2)


def pw_pinyin(r):
    return "".join(r.sample(PINYIN, r.randint(2, 3))) + d(r, r.randint(4, 6))


def wifi(r):
    while True:
        s = pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789", 12)
        if any(c in DIG for c in s) and any(c in UPP for c in s):
            return s


def nato_pw(r):
    s = pick(r, LOW + "23456789", 8)
    while not any(c.isdigit() for c in s):
        s = pick(r, LOW + "23456789", 8)
    return " ".join(NATO[c] if c.isalpha() else DIGIT_WORDS["en"][int(c)] for c in s)


def dict_pw(r):
    chars = [r.choice(UPP), r.choice(LOW), r.choice(DIG), r.choice("#!%&*"), r.choice(LOW),
             r.choice(LOW), r.choice(DIG), r.choice(UPP)]
    rest = chars[1:]
    r.shuffle(rest)
    chars = chars[:1] + rest
    spoken = []
    for c in chars:
        if c in UPP:
            spoken.append("capital " + c)
        elif c in DICT_SYM:
            spoken.append(DICT_SYM[c])
        else:
            spoken.append(c)
    return ", ".join(spoken)


def combo(r):
    a, b, c = r.sample(range(0, 40), 3)
    return "%02d-%02d-%02d" % (a, b, c)


def bitlocker(r):
    return "-".join("%06d" % (r.randrange(0, 65536) * 11) for _ in range(8))


def seed12(r):
    return " ".join(r.sample(SEED, 12))


# ---------------------------------------------------------------- phones
US_AREAS = ["206", "303", "312", "404", "415", "512", "617", "702", "720", "971"]
CN_PREFIX = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
             "155", "156", "157", "158", "159", "176", "177", "178", "180", "181", "182", "183",
             "185", "186", "187", "188", "189", "199"]


def cn_mobile(r):
    return r.choice(CN_PREFIX) + d(r, 8)


def cn_mix(r):
    while True:
        s = cn_mobile(r)
        flags = [r.random() < 0.5 for _ in s]
        if 3 <= sum(flags) <= 8:
            return "".join(CN_LO[int(c)] if f else c for c, f in zip(s, flags))


def jp_mobile(r):
    return "0" + r.choice("789") + "0" + d(r, 8)


# ---------------------------------------------------------------- national ids
CN_AREAS = ["110105", "310115", "440106", "330106", "510104", "420111", "320102", "610113",
            "500103", "120104", "370202", "350203"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid(r, want_x=None):
    while True:
        y, m, dd = birth(r)
        body = r.choice(CN_AREAS) + "%04d%02d%02d" % (y, m, dd) + d(r, 3)
        c = "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]
        if want_x is None or (c == "X") == want_x:
            return body + c


def cpf(r):
    while True:
        b = [int(c) for c in d(r, 9)]
        if len(set(b)) == 1:
            continue
        s = sum(v * (10 - i) for i, v in enumerate(b))
        d1 = (s * 10) % 11 % 10
        b.append(d1)
        s = sum(v * (11 - i) for i, v in enumerate(b))
        b.append((s * 10) % 11 % 10)
        t = "".join(map(str, b))
        return "%s.%s.%s-%s" % (t[:3], t[3:6], t[6:9], t[9:])


def dni(r):
    n = r.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def bsn(r):
    while True:
        b = r.choice("123456789") + d(r, 7)
        s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        last = s % 11
        if last < 10:
            return b + str(last)


def pesel(r):
    y, m, dd = birth(r, 2012, 2021)
    mm = m + 20 if y >= 2000 else m
    b = "%02d%02d%02d" % (y % 100, mm, dd) + d(r, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(c) * k for c, k in zip(b, w)) % 10) % 10)


def tckn(r):
    while True:
        v = [int(r.choice("123456789"))] + [int(c) for c in d(r, 8)]
        d10 = ((v[0] + v[2] + v[4] + v[6] + v[8]) * 7 - (v[1] + v[3] + v[5] + v[7])) % 10
        v.append(d10)
        v.append(sum(v) % 10)
        return "".join(map(str, v))


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


def aadhaar(r):
    b = r.choice("23456789") + d(r, 10)
    t = b + verhoeff_digit(b)
    return group(t, [4, 4, 4])


def hetu(r):
    y, m, dd = birth(r, 1960, 2005)
    sign = "-" if y < 2000 else "A"
    n = "%03d" % r.randint(2, 899)
    base = "%02d%02d%02d" % (dd, m, y % 100)
    return base + sign + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + n) % 31]


def nir(r):
    y, m, dd = birth(r)
    body = r.choice("12") + "%02d%02d" % (y % 100, m) + "%02d" % r.randint(1, 95) + "%03d" % r.randint(1, 990) + "%03d" % r.randint(1, 999)
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def rrn(r):
    y, m, dd = birth(r, 1970, 2004)
    g = ("1" if r.random() < 0.5 else "2") if y < 2000 else ("3" if r.random() < 0.5 else "4")
    b = "%02d%02d%02d" % (y % 100, m, dd) + g + d(r, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * k for a, k in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def mynumber(r):
    b = d(r, 11)
    s = 0
    for n, ch in enumerate(reversed(b), start=1):
        q = n + 1 if n <= 6 else n - 5
        s += int(ch) * q
    rem = s % 11
    c = 0 if rem <= 1 else 11 - rem
    t = b + str(c)
    return group(t, [4, 4, 4])


def sin(r):
    t = luhn_number(r, r.choice("1234567"), 9)
    return group(t, [3, 3, 3], "-")


def pnr(r):
    y, m, dd = birth(r, 1960, 2004)
    b = "%02d%02d%02d" % (y % 100, m, dd) + d(r, 3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


# ---------------------------------------------------------------- isbn
def isbn13(r):
    b = r.choice(["978", "979"]) + d(r, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    t = b + str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (t[:3], t[3], t[4:8], t[8:12], t[12])


def isbn10(r):
    b = d(r, 9)
    s = sum(int(c) * (10 - i) for i, c in enumerate(b))
    c = (11 - s % 11) % 11
    t = b + ("X" if c == 10 else str(c))
    return "%s-%s-%s-%s" % (t[0], t[1:4], t[4:9], t[9])


# ---------------------------------------------------------------- e-mail local parts
FIRST = ["lena", "oskar", "mirela", "tobiah", "anouk", "ilse", "rafferty", "selin", "kaito",
         "yuna", "bartek", "ines", "mateo", "freya", "dario", "noor", "vesna", "ciaran", "hedda",
         "linnea", "emeric", "zofia", "aurelio", "priya", "haruka", "minseo", "wenjie", "tamsin"]
LAST = ["quillby", "verhoeks", "dashwell", "marrowind", "ostrander", "kettleby", "lindqvarn",
        "brancoli", "zhelev", "pemberthy", "farquist", "tolliver", "okonkwe", "hasselbrink",
        "duvernay", "rautamo", "szelinski", "calloway", "vantongeren", "morwenna"]


def em(r):
    f, l = r.choice(FIRST), r.choice(LAST)
    form = r.randrange(4)
    if form == 0:
        return f + "." + l
    if form == 1:
        return f + "_" + l
    if form == 2:
        return f + l + d(r, 2)
    return f[0] + "." + l


def em_nodot(r):
    return r.choice(FIRST) + r.choice(LAST) + d(r, 2)


# ---------------------------------------------------------------- secrets
def jwt(r):
    def enc(obj):
        raw = json.dumps(obj, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    head = enc({"alg": "HS256", "typ": "JWT"})
    body = enc({"sub": d(r, 8), "name": r.choice(FIRST).title() + " " + r.choice(LAST).title(),
                "iat": r.randint(1760000000, 1790000000)})
    return head + "." + body + "." + pick(r, B64URL, 43)


def pem_key(r):
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    lines += [pick(r, B64, 70) for _ in range(3)]
    lines.append(pick(r, B64, 24) + "==")
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) +
            "\n-----END OPENSSH PRIVATE KEY-----")


def uuid4(r):
    h = pick(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- registry
GEN = {
    # phones, international formats (fiction ranges where they exist)
    "ph_uk": lambda r: "+44 7700 900" + d(r, 3),
    "ph_uk_c": lambda r: "+447700900" + d(r, 3),
    "ph_fr": lambda r: "+33 6 39 98 " + d(r, 2) + " " + d(r, 2),
    "ph_de": lambda r: "+49 30 23125" + d(r, 3),
    "ph_jp": lambda r: "+81 " + r.choice(["70", "80", "90"]) + "-" + d(r, 4) + "-" + d(r, 4),
    "ph_kr": lambda r: "+82 10-" + d(r, 4) + "-" + d(r, 4),
    "ph_in": lambda r: "+91 " + r.choice("6789") + d(r, 4) + " " + d(r, 5),
    "ph_br": lambda r: "+55 " + r.choice(["11", "21", "31", "41", "51", "61", "71", "81"]) + " 9" + d(r, 4) + "-" + d(r, 4),
    "ph_mx": lambda r: "+52 55 " + d(r, 4) + " " + d(r, 4),
    "ph_us_intl": lambda r: "+1 " + r.choice(US_AREAS) + "-555-01" + d(r, 2),
    "ph_tr": lambda r: "+90 5" + d(r, 2) + " " + d(r, 3) + " " + d(r, 2) + " " + d(r, 2),
    "ph_vn": lambda r: "+84 9" + d(r, 1) + " " + d(r, 3) + " " + d(r, 2) + " " + d(r, 2),
    "ph_it": lambda r: "+39 3" + d(r, 2) + " " + d(r, 3) + " " + d(r, 4),
    "ph_sa": lambda r: "+966 5" + d(r, 1) + " " + d(r, 3) + " " + d(r, 4),
    "ph_id": lambda r: "+62 812-" + d(r, 4) + "-" + d(r, 4),
    # phones with odd separators
    "ph_uk_each": lambda r: " ".join("07700900" + d(r, 3)),
    "ph_us_dots": lambda r: r.choice(US_AREAS) + ".555.01" + d(r, 2),
    "ph_fr_dots": lambda r: "06.39.98." + d(r, 2) + "." + d(r, 2),
    "ph_ru_dash": lambda r: "+7-9" + d(r, 2) + "-" + d(r, 3) + "-" + d(r, 2) + "-" + d(r, 2),
    "ph_de_slash": lambda r: "030/23125-" + d(r, 3),
    "ph_uk_under": lambda r: "+44_7700_900_" + d(r, 3),
    "ph_es_mdot": lambda r: "+34·6" + d(r, 2) + "·" + d(r, 2) + "·" + d(r, 2) + "·" + d(r, 2),
    "ph_nl_paren": lambda r: "(06) " + d(r, 2) + "-" + d(r, 2) + "-" + d(r, 2) + "-" + d(r, 2),
    "ph_pl_dash": lambda r: "5" + d(r, 2) + "-" + d(r, 3) + "-" + d(r, 3),
    "ph_us_endash": lambda r: r.choice(US_AREAS) + "–555–01" + d(r, 2),
    "ph_br_slash": lambda r: "(21) 9" + d(r, 4) + "/" + d(r, 4),
    "ph_au_mixed": lambda r: "+61.3.5550." + d(r, 4),
    # chinese / japanese numerals
    "cnph_raw": cn_mobile,
    "cnph_lo": lambda r: tr_digits(cn_mobile(r), CN_LO),
    "cnph_yao": lambda r: tr_digits(cn_mobile(r), CN_YAO),
    "cnph_up": lambda r: tr_digits(cn_mobile(r), CN_UP),
    "cnph_fw": lambda r: tr_digits(cn_mobile(r), FW),
    "cnph_sp": lambda r: group(tr_digits(cn_mobile(r), CN_LO), [3, 4, 4]),
    "cnph_mix": cn_mix,
    "cnph_hant": lambda r: tr_digits(cn_mobile(r), CN_HANT),
    "cnph_circ": lambda r: tr_digits(cn_mobile(r), CN_CIRC),
    "cnph_fw_sp": lambda r: group(tr_digits(cn_mobile(r), FW), [3, 4, 4], "－"),
    "cnph_lo_dash": lambda r: group(tr_digits(cn_mobile(r), CN_LO), [3, 4, 4], "-"),
    "cnph_yao_sp": lambda r: group(tr_digits(cn_mobile(r), CN_YAO), [3, 4, 4]),
    "jpph_kanji": lambda r: group(tr_digits(jp_mobile(r), CN_CIRC), [3, 4, 4], "-"),
    # payment cards (Luhn-valid, random)
    "card_visa": lambda r: group(luhn_number(r, "4", 16), [4, 4, 4, 4]),
    "card_visa_dash": lambda r: group(luhn_number(r, "4", 16), [4, 4, 4, 4], "-"),
    "card_mc": lambda r: group(luhn_number(r, "5" + r.choice("12345"), 16), [4, 4, 4, 4], "-"),
    "card_mc2": lambda r: group(luhn_number(r, str(r.randint(2221, 2720)), 16), [4, 4, 4, 4]),
    "card_up": lambda r: group(luhn_number(r, "62", 19), [4, 4, 4, 4]),
    "card_amex": lambda r: group(luhn_number(r, r.choice(["34", "37"]), 15), [4, 6, 5]),
    "card_jcb": lambda r: group(luhn_number(r, str(r.randint(3528, 3589)), 16), [4, 4, 4, 4]),
    "card_plain": lambda r: luhn_number(r, r.choice(["4", "51", "53", "55"]), 16),
    "card_discover": lambda r: group(luhn_number(r, "6011", 16), [4, 4, 4, 4]),
    "card_mir": lambda r: group(luhn_number(r, "220" + r.choice("01234"), 16), [4, 4, 4, 4]),
    "card_words": lambda r: ", ".join(words(g, "en") for g in group(luhn_number(r, "4", 16), [4, 4, 4, 4]).split()),
    "cvv": lambda r: d(r, 3),
    # chinese resident id
    "cnid": lambda r: cnid(r, False),
    "cnid_x": lambda r: cnid(r, True),
    "cnid_sp": lambda r: group(cnid(r), [6, 8, 4]),
    "cnid_dash": lambda r: group(cnid(r), [6, 8, 4], "-"),
    "cnid_words": lambda r: tr_digits(cnid(r, False), CN_LO),
    # e-mail local parts
    "em": em,
    "em_sp": lambda r: " ".join(em(r)),
    "em_rev": lambda r: em_nodot(r)[::-1],
    "em_fw": lambda r: "".join(chr(ord(c) + 0xFEE0) for c in em(r)),
    # passwords, pins, codes
    "pw_mix": pw_mix,
    "pw_words": pw_words,
    "pw_leet": pw_leet,
    "pw_pinyin": pw_pinyin,
    "wifi": wifi,
    "pin4": lambda r: _pin(r, 4),
    "pin6": lambda r: _pin(r, 6),
    "pin4_sp": lambda r: " ".join(_pin(r, 4)),
    "door": lambda r: r.choice("ABCDK") + _pin(r, 4),
    "pinw_en": lambda r: words(_pin(r, 4), "en"),
    "pinw_de": lambda r: words(_pin(r, 4), "de"),
    "pinw_pt": lambda r: words(_pin(r, 6), "pt"),
    "pinw_ru": lambda r: words(_pin(r, 4), "ru"),
    "pinw_it": lambda r: words(_pin(r, 5), "it"),
    "pinw_ko": lambda r: words(_pin(r, 6), "ko", ""),
    "pinw_ja": lambda r: words(_pin(r, 4), "ja", "・"),
    "pinw_zh": lambda r: words(_pin(r, 6), "zh", ""),
    "otp6": lambda r: d(r, 6),
    "rec": lambda r: pick(r, HEX, 5) + "-" + pick(r, HEX, 5),
    "seed12": seed12,
    "nato_pw": nato_pw,
    "dict_pw": dict_pw,
    "combo": combo,
    "puk": lambda r: d(r, 8),
    "bitlocker": bitlocker,
    # url credentials
    "url_user": lambda r: r.choice(["svc_reports", "app_rw", "etl_loader", "ci-deploy", "backup_op",
                                    "grafana_ro", "ingest", "scraper", "orders_app", "mq_worker"]) + d(r, 2),
    "url_pw": lambda r: pick(r, ALNUM, r.randint(16, 22)),
    # secret key shapes
    "aws_akid": lambda r: "AKIA" + pick(r, UPP + "234567", 16),
    "aws_secret": lambda r: pick(r, UPP + LOW + DIG + "/+", 40),
    "ghp": lambda r: "ghp_" + pick(r, ALNUM, 36),
    "glpat": lambda r: "glpat-" + pick(r, ALNUM, 20),
    "sk_proj": lambda r: "sk-proj-" + pick(r, ALNUM + "-_", 64),
    "stripe_sk": lambda r: "sk_live_" + pick(r, ALNUM, 24),
    "slack_xoxb": lambda r: "xoxb-" + d(r, 12) + "-" + d(r, 13) + "-" + pick(r, ALNUM, 24),
    "aiza": lambda r: "AIza" + pick(r, ALNUM + "-_", 35),
    "jwt": jwt,
    "pem_key": pem_key,
    "tg_bot": lambda r: r.choice("5678") + d(r, 9) + ":AA" + pick(r, ALNUM + "-_", 33),
    "npm_tok": lambda r: "npm_" + pick(r, ALNUM, 36),
    "sendgrid": lambda r: "SG." + pick(r, ALNUM + "-_", 22) + "." + pick(r, ALNUM + "-_", 43),
    "hf_tok": lambda r: "hf_" + pick(r, UPP + LOW, 34),
    "twilio_sk": lambda r: "SK" + pick(r, HEX, 32),
    "hex32": lambda r: pick(r, HEX, 32),
    "azure_key": lambda r: pick(r, B64, 86) + "==",
    # bank accounts (mod-97 valid)
    "iban_de": lambda r: group(iban(r, "DE", d(r, 18)), [4] * 5),
    "iban_de_c": lambda r: iban(r, "DE", d(r, 18)),
    "iban_fr": lambda r: group(iban(r, "FR", d(r, 10) + pick(r, UPP + DIG, 11) + d(r, 2)), [4] * 6),
    "iban_gb": lambda r: iban(r, "GB", pick(r, UPP, 4) + d(r, 14)),
    "iban_es": lambda r: group(iban(r, "ES", d(r, 20)), [4] * 5),
    "iban_nl": lambda r: iban(r, "NL", pick(r, UPP, 4) + d(r, 10)),
    "iban_it": lambda r: iban(r, "IT", r.choice(UPP) + d(r, 10) + pick(r, UPP + DIG, 12)),
    # passports (shape only)
    "pp_us": lambda r: r.choice("56789") + d(r, 8),
    "pp_cn": lambda r: "E" + d(r, 8),
    "pp_de": lambda r: "C" + pick(r, "CFGHJKLMNPRTVWXYZ0123456789", 8),
    "pp_gb": lambda r: r.choice("123456") + d(r, 8),
    # addresses
    "hn": lambda r: str(r.randint(3, 187)),
    "apt": lambda r: str(r.randint(2, 24)),
    "room3": lambda r: str(r.randint(2, 19)) + "%02d" % r.randint(1, 28),
    "bldg": lambda r: str(r.randint(1, 14)),
    "addr_gb": lambda r: "%d %s, Norwich NR%d %d%s" % (r.randint(3, 187), r.choice(["Wrenfield Gardens", "Pellory Crescent", "Haskett Row", "Lindquist Mews"]), r.randint(1, 9), r.randint(1, 9), pick(r, "ABDEFGHJLNPQRSTUWXYZ", 2)),
    "jp_block": lambda r: "%d-%d-%d" % (r.randint(1, 5), r.randint(1, 30), r.randint(1, 20)),
    # landlines (fiction ranges)
    "ll_uk": lambda r: "020 7946 0" + d(r, 3),
    "ll_au": lambda r: "(03) 5550 " + d(r, 4),
    "ll_fr": lambda r: "01 99 00 " + d(r, 2) + " " + d(r, 2),
    # national numbers (valid check digits)
    "cpf": cpf,
    "dni": dni,
    "bsn": bsn,
    "pesel": pesel,
    "tckn": tckn,
    "aadhaar": aadhaar,
    "hetu": hetu,
    "nir": nir,
    "rrn": rrn,
    "mynumber": mynumber,
    "sin": sin,
    "pnr": pnr,
    "ssn": ssn,
    # non-personal numbers for look-alikes
    "d2": lambda r: d(r, 2),
    "d4": lambda r: d(r, 4),
    "semver": lambda r: "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 20)),
    "order_id": lambda r: "ORD-" + d(r, 8),
    "order_num": lambda r: "#" + r.choice("123456789") + d(r, 6),
    "ups": lambda r: "1Z" + pick(r, UPP + DIG, 6) + "03" + d(r, 8),
    "isbn13": isbn13,
    "isbn10": isbn10,
    "invoice": lambda r: "INV-2026-" + d(r, 5),
    "eur_amount": lambda r: "%d,%02d" % (r.randint(12, 999), r.randint(0, 99)),
    "usd_amount": lambda r: "%d.%02d" % (r.randint(12, 999), r.randint(0, 99)),
    "try_amount": lambda r: "%d.%03d,%02d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 99)),
    "room": lambda r: str(r.randint(1, 12)) + "%02d" % r.randint(1, 40),
    "build": lambda r: "2026%02d%02d.%d" % (r.randint(1, 11), r.randint(1, 28), r.randint(1, 9)),
    "build_num": lambda r: str(r.randint(1200, 98000)),
    "coords": lambda r: "%.5f, %.5f" % (r.uniform(36, 60), r.uniform(-9, 28)),
    "score": lambda r: "%d–%d" % tuple(r.sample(range(0, 6), 2)),
    "date_iso": lambda r: "2026-%02d-%02d" % (r.randint(1, 11), r.randint(1, 28)),
    "flight": lambda r: r.choice(["TP", "LA", "AD", "G3"]) + " " + str(r.randint(1000, 9899)),
    "gate": lambda r: r.choice("ABCDE") + str(r.randint(2, 48)),
    "postnl": lambda r: "3S" + pick(r, UPP, 4) + d(r, 9),
    "sha40": lambda r: pick(r, HEX, 40),
    "sha256": lambda r: pick(r, HEX, 64),
    "uuid": uuid4,
    "kb": lambda r: "KB50" + d(r, 5),
    "ticket": lambda r: "ZG-" + d(r, 6),
    "vn_track": lambda r: "SPXVN0" + d(r, 11),
    "sf_track": lambda r: "SF" + d(r, 13),
    "temp": lambda r: "%.1f" % r.uniform(17, 27),
    "humid": lambda r: str(r.randint(30, 70)),
    "qty": lambda r: str(r.randint(2, 60) * 25),
    "part": lambda r: r.choice(UPP) + r.choice("3456789") + "-" + d(r, 4) + "-" + r.choice(UPP),
}


# ---------------------------------------------------------------- transforms of hand-written sentences
HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "s": "ѕ",
        "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О",
        "P": "Р", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1",
        "O": "0", "S": "5", "T": "7"}


def _fw(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


TRANSFORM = {
    "spaced": lambda s: "   ".join(" ".join(w) for w in s.split(" ")),
    "homo": lambda s: "".join(HOMO.get(c, c) for c in s),
    "leet": lambda s: "".join(LEET.get(c, c) for c in s),
    "zw": lambda s: "\u200b".join(s),
    "b64": lambda s: base64.b64encode(s.encode("utf-8")).decode("ascii"),
    "rot13": lambda s: codecs.encode(s, "rot_13"),
    "hex": lambda s: s.encode("utf-8").hex(),
    "fw": _fw,
    "rev": lambda s: s[::-1],
}
