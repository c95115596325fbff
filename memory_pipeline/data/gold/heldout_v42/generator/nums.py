"""Fake value generators for heldout-v42 (standard library only).

Every generator takes a random.Random plus string arguments and returns (display, kind).
`kind` tells check.py which validator (written separately there) applies to the value.
Nothing here is a real person's data: all values are random, only the formats and
check digits follow the public rules.
"""
import base64
import string

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def _pick(rng, chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def fill(rng, pattern):
    """'#' becomes a random digit, everything else is kept."""
    return "".join(str(rng.randrange(10)) if ch == "#" else ch for ch in pattern)


# ---------------------------------------------------------------- check digits
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


def luhn_ok(digits):
    return luhn_digit(digits[:-1]) == digits[-1]


def ean_digit(body):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return str((10 - s % 10) % 10)


# ---------------------------------------------------------------- phones
DIGIT_SCRIPTS = {
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
    "bengali": "০১২৩৪৫৬৭৮৯",
    "fullwidth": "０１２３４５６７８９",
    "myanmar": "၀၁၂၃၄၅၆၇၈၉",
}
CJK = {
    "zh_lower": "零一二三四五六七八九",
    "zh_circle": "〇一二三四五六七八九",
    "zh_yao": "零幺二三四五六七八九",
    "zh_upper": "零壹贰叁肆伍陆柒捌玖",
    "zh_upper_t": "零壹貳參肆伍陸柒捌玖",
    "zh_radio": "洞幺两三四五六拐八勾",
    "yue": "零一二三四五六七八九",
    "ja_kanji": "〇一二三四五六七八九",
}
KANA = ["ゼロ", "イチ", "ニー", "サン", "ヨン", "ゴー", "ロク", "ナナ", "ハチ", "キュー"]
HANGUL = "공일이삼사오육칠팔구"


def transform_digits(rng, s, how):
    if how in DIGIT_SCRIPTS:
        table = DIGIT_SCRIPTS[how]
        return "".join(table[int(c)] if c.isdigit() and c.isascii() else c for c in s)
    if how in CJK:
        table = CJK[how]
        out = "".join(table[int(c)] if c.isdigit() else c for c in s)
        if how == "yue":
            out = out.replace(" ", "、")
        return out
    if how == "zh_mixed":
        table = CJK["zh_lower"]
        return "".join((table[int(c)] if rng.random() < 0.5 else c) if c.isdigit() else c for c in s)
    if how == "zh_spaced":
        table = CJK["zh_lower"]
        return " ".join(table[int(c)] for c in s if c.isdigit())
    if how == "ja_kana":
        return "".join(KANA[int(c)] if c.isdigit() else "、" for c in s)
    if how == "ko_sino":
        return "".join(HANGUL[int(c)] if c.isdigit() else c for c in s)
    if how == "spaced":
        groups = s.split(" ")
        return "   ".join(" ".join(g) for g in groups)
    raise ValueError(how)


def gen_tel(rng, pattern, how=None):
    s = fill(rng, pattern)
    if how:
        s = transform_digits(rng, s, how)
    return s, "phone"


def gen_num(rng, pattern, flag=""):
    """Random digits in a fixed shape. flag "nl": redraw until the digits fail the Luhn test
    (used for long order/tracking numbers in allow cases, so they cannot pass as card numbers)."""
    while True:
        s = fill(rng, pattern)
        d = "".join(c for c in s if c.isdigit())
        if flag != "nl" or not luhn_ok(d):
            return s, ("plain_nl" if flag == "nl" else "plain")


def gen_lit(rng, kind, value):
    return value, kind


# ---------------------------------------------------------------- cards
def _card_prefix(rng, brand):
    if brand == "visa":
        return "4", 16
    if brand == "mc5":
        return "5" + str(rng.randint(1, 5)), 16
    if brand == "mc2":
        return str(rng.randint(2221, 2720)), 16
    if brand == "amex":
        return rng.choice(["34", "37"]), 15
    if brand == "discover":
        return rng.choice(["6011", "65"]), 16
    if brand == "jcb":
        return str(rng.randint(3528, 3589)), 16
    if brand == "mir":
        return "220" + str(rng.randint(0, 4)), 16
    if brand == "unionpay19":
        return "62" + str(rng.randint(10, 99)), 19
    if brand == "diners":
        return "36", 14
    if brand == "rupay":
        return rng.choice(["6521", "6522", "6070"]), 16
    if brand == "troy":
        return "9792", 16
    if brand == "elo":
        return rng.choice(["636368", "504175", "509048"]), 16
    raise ValueError(brand)


def gen_card(rng, brand, style="space"):
    prefix, n = _card_prefix(rng, brand)
    body = prefix + fill(rng, "#" * (n - 1 - len(prefix)))
    num = body + luhn_digit(body)
    if n == 15:
        groups = [num[:4], num[4:10], num[10:]]
    elif n == 14:
        groups = [num[:4], num[4:10], num[10:]]
    elif n == 19:
        groups = [num[:6], num[6:]]
    else:
        groups = [num[i:i + 4] for i in range(0, 16, 4)]
    if style == "compact":
        return num, "card"
    sep = "-" if style == "dash" else " "
    return sep.join(groups), "card"


def gen_cvv(rng):
    return fill(rng, "###"), "plain"


# ---------------------------------------------------------------- Chinese resident ID
CN_AREAS = ["110105", "310115", "440106", "510104", "330106", "420102", "320106", "610113", "370202", "210102",
            "500103", "430104"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(body):
    return "10X98765432"[sum(int(c) * w for c, w in zip(body, CN_W)) % 11]


def gen_cnid(rng, mode=""):
    while True:
        body = "%s%04d%02d%02d%03d" % (rng.choice(CN_AREAS), rng.randint(1958, 2004), rng.randint(1, 12),
                                       rng.randint(1, 28), rng.randint(1, 999))
        c = cn_check(body)
        if mode == "x" and c != "X":
            continue
        if mode != "x" and c == "X":
            continue
        break
    s = body + c
    if mode == "spaced":
        s = "%s %s %s" % (s[:6], s[6:14], s[14:])
    return s, "cnid"


# ---------------------------------------------------------------- IBAN
def iban_digits(cc, bban):
    s = bban + cc + "00"
    num = int("".join(str(int(ch, 36)) for ch in s))
    return "%02d" % (98 - num % 97)


def _es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(c) * x for c, x in zip(digits10, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def gen_iban(rng, cc):
    if cc == "IT":
        bban = rng.choice(string.ascii_uppercase) + fill(rng, "#" * 22)
    elif cc == "BE":
        while True:
            first = fill(rng, "#" * 10)
            chk = int(first) % 97 or 97
            bban = first + "%02d" % chk
            break
    elif cc == "PL":
        bban = fill(rng, "#" * 24)
    elif cc == "CH":
        bban = fill(rng, "#" * 17)
    elif cc == "NO":
        while True:
            body = fill(rng, "#" * 10)
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            r = 11 - sum(int(c) * x for c, x in zip(body, w)) % 11
            if r == 10:
                continue
            bban = body + str(0 if r == 11 else r)
            break
    elif cc == "ES":
        bank, branch, acct = fill(rng, "####"), fill(rng, "####"), fill(rng, "#" * 10)
        bban = bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
    elif cc == "AT":
        bban = fill(rng, "#" * 16)
    else:
        raise ValueError(cc)
    iban = cc + iban_digits(cc, bban) + bban
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)), "iban"


# ---------------------------------------------------------------- national numbers
def gen_tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randrange(10) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d)), "tckn"


CF_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[str(_i)] = _v
for _ch, _v in zip(string.ascii_uppercase, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                                              16, 10, 22, 25, 24, 23]):
    CF_ODD[_ch] = _v


def _cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def _cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vow) + "XXX")[:3]


def gen_cf(rng, surname, name, sex):
    y, m, d = rng.randint(1975, 2015), rng.randint(1, 12), rng.randint(1, 28)
    if sex == "F":
        d += 40
    code = _cf_part(surname, False) + _cf_part(name, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % d
    code += rng.choice(["H501", "F205", "F839", "L219", "G273", "A944", "D612"])
    s = sum(CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(code))
    return code + chr(65 + s % 26), "cf"


def gen_rrn(rng):
    y = rng.randint(1950, 2009)
    s = (1 if y < 2000 else 3) + rng.randint(0, 1)
    body = "%02d%02d%02d%d" % (y % 100, rng.randint(1, 12), rng.randint(1, 28), s) + fill(rng, "#####")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    full = body + str(c)
    return full[:6] + "-" + full[6:], "rrn"


def gen_cnp(rng):
    y = rng.randint(1955, 2006)
    s = (1 if y < 2000 else 5) + rng.randint(0, 1)
    body = "%d%02d%02d%02d%02d%03d" % (s, y % 100, rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 46),
                                       rng.randint(1, 999))
    c = sum(int(a) * int(b) for a, b in zip(body, "279146358279")) % 11
    return body + str(1 if c == 10 else c), "cnp"


def gen_fnr(rng):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        body = "%02d%02d%02d%03d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(0, 99), rng.randint(0, 499))
        k1 = 11 - sum(int(a) * b for a, b in zip(body, w1)) % 11
        if k1 == 10:
            continue
        k1 = 0 if k1 == 11 else k1
        b2 = body + str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(b2, w2)) % 11
        if k2 == 10:
            continue
        k2 = 0 if k2 == 11 else k2
        full = b2 + str(k2)
        return full[:6] + " " + full[6:], "fnr"


def gen_rut(rng):
    body = str(rng.randint(10_000_000, 24_999_999))
    s, f = 0, 2
    for c in reversed(body):
        s += int(c) * f
        f = 2 if f == 7 else f + 1
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    return "%s.%s.%s-%s" % (body[:-6], body[-6:-3], body[-3:], dv), "rut"


def gen_tz(rng):
    body = fill(rng, "#" * 8)
    s = 0
    for i, c in enumerate(body):
        x = int(c) * (1 if i % 2 == 0 else 2)
        s += x - 9 if x > 9 else x
    return body + str((10 - s % 10) % 10), "tz"


def gen_cpf(rng):
    d = [rng.randrange(10) for _ in range(9)]
    for n in (10, 11):
        r = sum(x * w for x, w in zip(d, range(n, 1, -1))) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]), "cpf"


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def gen_aadhaar(rng):
    body = str(rng.randint(2, 9)) + fill(rng, "#" * 10)
    s = body + verhoeff_digit(body)
    return "%s %s %s" % (s[:4], s[4:8], s[8:]), "aadhaar"


def gen_passport(rng, shape):
    if shape == "fr":
        return fill(rng, "##") + _pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + fill(rng, "#####"), "passport"
    if shape == "kr":
        return "M" + fill(rng, "###") + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + fill(rng, "####"), "passport"
    if shape == "uk":
        return str(rng.randint(1, 9)) + fill(rng, "########"), "passport"
    raise ValueError(shape)


MRZ_VAL = {c: i for i, c in enumerate(string.digits)}
MRZ_VAL.update({c: 10 + i for i, c in enumerate(string.ascii_uppercase)})
MRZ_VAL["<"] = 0


def mrz_digit(s):
    return str(sum(MRZ_VAL[c] * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def gen_mrz2(rng, nat):
    number = rng.choice("CFGHJK") + _pick(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    birth = "%02d%02d%02d" % (rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28))
    expiry = "%02d%02d%02d" % (rng.randint(28, 35), rng.randint(1, 12), rng.randint(1, 28))
    sex = rng.choice("MF")
    nat = (nat + "<<<")[:3]
    optional = "<" * 14
    opt_chk = "<"  # optional data empty: check digit may be '<' (ICAO 9303) -- treated as 0
    part1 = number + mrz_digit(number)
    part2 = birth + mrz_digit(birth)
    part3 = expiry + mrz_digit(expiry)
    composite = part1 + part2 + part3 + optional + opt_chk
    line = part1 + nat + part2 + sex + part3 + optional + opt_chk + mrz_digit(composite)
    assert len(line) == 44
    return line, "mrz2"


# ---------------------------------------------------------------- look-alike numbers
def gen_order16(rng):
    while True:
        s = str(rng.randint(1, 9)) + fill(rng, "#" * 15)
        if not luhn_ok(s):
            return s, "order16"


def gen_isbn(rng):
    body = "978" + fill(rng, "#" * 9)
    s = body + ean_digit(body)
    return "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12]), "isbn"


def gen_ean13(rng, prefix):
    body = prefix + fill(rng, "#" * (12 - len(prefix)))
    return body + ean_digit(body), "ean13"


def gen_issn(rng):
    body = fill(rng, "#######")
    r = (11 - sum(int(c) * w for c, w in zip(body, range(8, 1, -1))) % 11) % 11
    return "%s-%s%s" % (body[:4], body[4:], "X" if r == 10 else str(r)), "issn"


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def gen_uscc(rng):
    body = "91" + rng.choice(["110105", "310115", "440300", "330100"]) + _pick(rng, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    r = 31 - sum(USCC_CH.index(c) * w for c, w in zip(body, USCC_W)) % 31
    return body + USCC_CH[0 if r == 31 else r], "uscc"


def gen_container(rng, owner):
    vals = {}
    v = 10
    for ch in string.ascii_uppercase:
        if v % 11 == 0:
            v += 1
        vals[ch] = v
        v += 1
    body = owner + "U" + fill(rng, "######")
    s = sum((vals[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(body))
    return "%s %s %s" % (body[:4], body[4:], s % 11 % 10), "container"


def gen_s10(rng, service, country):
    body = fill(rng, "########")
    r = 11 - sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    c = {10: 0, 11: 5}.get(r, r)
    return "%s%s%d%s" % (service, body, c, country), "s10"


def gen_siret(rng):
    siren = fill(rng, "########")
    siren += luhn_digit(siren)
    nic = fill(rng, "####")
    full = siren + nic + luhn_digit(siren + nic)
    return "%s %s %s %s" % (full[:3], full[3:6], full[6:9], full[9:]), "siret"


def gen_inn10(rng):
    body = str(rng.randint(1, 9)) + fill(rng, "########")
    c = sum(int(a) * b for a, b in zip(body, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return body + str(c), "inn10"


def gen_nip(rng):
    while True:
        body = str(rng.randint(1, 9)) + fill(rng, "########")
        c = sum(int(a) * b for a, b in zip(body, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c == 10:
            continue
        s = body + str(c)
        return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:]), "nip"


def gen_fi_ref(rng):
    body = str(rng.randint(1, 9)) + fill(rng, "#" * rng.randint(6, 12))
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(body)))
    full = body + str((10 - s % 10) % 10)
    groups = []
    while full:
        groups.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(groups), "fi_ref"


def gen_hex(rng, n):
    return _pick(rng, HEX, int(n)), "plain"


def gen_uuid(rng):
    h = _pick(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:]), "plain"


def gen_b64(rng, n):
    return _pick(rng, ALNUM + "+/", int(n)), "plain"


# ---------------------------------------------------------------- passwords, PINs, codes
WORDS = ["Tiger", "Mango", "Kompass", "Lantern", "Orbit", "Pepper", "Harbor", "Falke", "Nuvem", "Sakura",
         "Cactus", "Kiwi", "Ziggurat", "Marlin", "Quokka", "Paprika", "Velvet", "Granit", "Saffron", "Nimbus",
         "Pingo", "Bambus", "Koala", "Fjord", "Tundra", "Lotus", "Zebra", "Cobalt", "Papaya", "Ember"]
SYMS = "!#$%&*+-=?@^_"
SEED = ["absorb", "canyon", "drift", "elbow", "fossil", "gesture", "harvest", "island", "jungle", "kettle",
        "lizard", "meadow", "napkin", "oyster", "pencil", "quarter", "rhythm", "saddle", "thunder", "uncle",
        "velvet", "walnut", "yellow", "zebra", "anchor", "blossom", "cruise", "dolphin", "eagle", "frost",
        "glimpse", "hollow", "ivory", "jacket", "kingdom", "lemon", "marble", "noodle", "orbit", "puzzle"]
NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
}


def gen_pw(rng, style, n="12"):
    n = int(n)
    if style == "rand":
        while True:
            s = _pick(rng, ALNUM + SYMS, n)
            if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                    and any(c in SYMS for c in s)):
                return s, "password"
    if style == "url":
        while True:
            s = _pick(rng, ALNUM, n)
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s, "password"
    if style == "words":
        a, b = rng.sample(WORDS, 2)
        return a + rng.choice(SYMS) + b.lower() + fill(rng, "#" * rng.randint(2, 4)), "password"
    if style == "wordsdigits":
        return rng.choice(WORDS).lower() + str(rng.randint(1970, 2019)), "password"
    if style == "leet":
        w = rng.choice(WORDS) + rng.choice(WORDS)
        w = w.translate(str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"}))
        return w + rng.choice("!?#") + fill(rng, "##"), "password"
    raise ValueError(style)


def _pin_ok(s):
    if len(set(s)) == 1:
        return False
    for i in range(len(s) - 1):
        if s[i] == s[i + 1]:
            return False
    for i in range(len(s) - 2):
        a, b, c = int(s[i]), int(s[i + 1]), int(s[i + 2])
        if b - a == c - b and abs(b - a) == 1:
            return False
    return True


def gen_pin(rng, n="4"):
    while True:
        s = fill(rng, "#" * int(n))
        if _pin_ok(s):
            return s, "pin"


def gen_otp(rng):
    return fill(rng, "######"), "otp"


def gen_backup(rng):
    return "  ".join(fill(rng, "####-####") for _ in range(5)), "backup"


def gen_seed(rng):
    return " ".join(rng.sample(SEED, 12)), "seed"


def gen_wifi(rng):
    while True:
        s = _pick(rng, ALNUM, rng.randint(14, 20))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s, "password"


def gen_digicode(rng):
    pin, _ = gen_pin(rng, "4")
    return (rng.choice("AB") + pin) if rng.random() < 0.5 else (pin + rng.choice("AB")), "pin"


def gen_nato(rng):
    chars = _pick(rng, string.ascii_lowercase, 3) + fill(rng, "##") + rng.choice(string.ascii_uppercase)
    chars = "".join(rng.sample(chars, len(chars)))
    out = []
    for c in chars:
        if c.isdigit():
            out.append(DIGIT_WORDS["en"][int(c)])
        elif c.isupper():
            out.append("capital " + NATO[c.lower()].capitalize())
        else:
            out.append(NATO[c])
    return " - ".join(out), "password"


def gen_dw(rng, lang, n="4"):
    pin, _ = gen_pin(rng, n)
    return " ".join(DIGIT_WORDS[lang][int(c)] for c in pin), "pin"


# ---------------------------------------------------------------- API key shapes (random, none real)
def gen_key(rng, kind):
    b32u = string.ascii_uppercase + "234567"
    urlsafe = ALNUM + "_-"
    if kind == "aws_id":
        return "AKIA" + _pick(rng, b32u, 16), "key"
    if kind == "aws_secret":
        return _pick(rng, ALNUM + "/+", 40), "key"
    if kind == "gh_pat":
        return "github_pat_" + _pick(rng, ALNUM, 22) + "_" + _pick(rng, ALNUM, 59), "key"
    if kind == "slack_xoxp":
        return "xoxp-%s-%s-%s-%s" % (fill(rng, "#" * 11), fill(rng, "#" * 12), fill(rng, "#" * 13),
                                     _pick(rng, HEX, 32)), "key"
    if kind == "stripe_rk":
        return "rk_live_" + _pick(rng, ALNUM, 34), "key"
    if kind == "anthropic":
        return "sk-ant-api03-" + _pick(rng, urlsafe, 93) + "AA", "key"
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + _pick(rng, urlsafe, 60), "key"
    if kind == "twilio_sid":
        return "AC" + _pick(rng, HEX, 32), "key"
    if kind == "hex32":
        return _pick(rng, HEX, 32), "key"
    if kind == "discord":
        ident = str(rng.randint(10 ** 17, 10 ** 18 - 1)).encode()
        return (base64.b64encode(ident).decode().rstrip("=") + "." + _pick(rng, urlsafe, 6) + "."
                + _pick(rng, urlsafe, 27)), "key"
    if kind == "shopify":
        return "shpat_" + _pick(rng, HEX, 32), "key"
    if kind == "do":
        return "dop_v1_" + _pick(rng, HEX, 64), "key"
    if kind == "vault":
        return "hvs." + _pick(rng, ALNUM, 24), "key"
    if kind == "linear":
        return "lin_api_" + _pick(rng, ALNUM, 40), "key"
    if kind == "pem":
        return "\\n".join(_pick(rng, ALNUM + "+/", 64) for _ in range(3)), "key"
    if kind == "openssh":
        return "\n".join(_pick(rng, ALNUM + "+/", 70) for _ in range(4)), "key"
    raise ValueError(kind)


# ---------------------------------------------------------------- encoders for obfuscated injections
HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
                      "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "z": "2"})


def encode(rng, how, plain):
    if how == "b64":
        return base64.b64encode(plain.encode()).decode(), "enc"
    if how == "b32":
        return base64.b32encode(plain.encode()).decode(), "enc"
    if how == "rot13":
        import codecs
        return codecs.encode(plain, "rot13"), "enc"
    if how == "hex":
        return plain.encode().hex(), "enc"
    if how == "url":
        safe = string.ascii_letters + string.digits + "-._~"
        return "".join(c if c in safe else "".join("%%%02X" % b for b in c.encode()) for c in plain), "enc"
    if how == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in plain), "enc"
    if how == "zw":
        return "\u200b".join(plain), "enc"
    if how == "homo":
        return plain.translate(HOMO), "enc"
    if how == "rev":
        return plain[::-1], "enc"
    if how == "fw":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in plain), "enc"
    if how == "mathbold":
        out = []
        for c in plain:
            if "A" <= c <= "Z":
                out.append(chr(0x1D400 + ord(c) - 65))
            elif "a" <= c <= "z":
                out.append(chr(0x1D41A + ord(c) - 97))
            else:
                out.append(c)
        return "".join(out), "enc"
    if how == "leet":
        return plain.translate(LEET), "enc"
    raise ValueError(how)


GEN = {
    "tel": gen_tel, "num": gen_num, "lit": gen_lit, "card": gen_card, "cvv": gen_cvv, "cnid": gen_cnid,
    "iban": gen_iban, "tckn": gen_tckn, "cf": gen_cf, "rrn": gen_rrn, "cnp": gen_cnp, "fnr": gen_fnr,
    "rut": gen_rut, "tz": gen_tz, "cpf": gen_cpf, "aadhaar": gen_aadhaar, "passport": gen_passport,
    "mrz2": gen_mrz2, "order16": gen_order16, "isbn": gen_isbn, "ean13": gen_ean13, "issn": gen_issn,
    "uscc": gen_uscc, "container": gen_container, "s10": gen_s10, "siret": gen_siret, "inn10": gen_inn10,
    "nip": gen_nip, "fi_ref": gen_fi_ref, "hex": gen_hex, "uuid": gen_uuid, "b64": gen_b64, "pw": gen_pw,
    "pin": gen_pin, "otp": gen_otp, "backup": gen_backup, "seed": gen_seed, "wifi": gen_wifi,
    "digicode": gen_digicode, "nato": gen_nato, "dw": gen_dw, "key": gen_key, "enc": encode,
}
