"""Fake value generators for devset-v37 (standard library only).

Every function takes a random.Random instance and returns (shown, raw):
  shown = the exact string inserted into the case text,
  raw   = the canonical value that check.py re-validates with its own validators.
Nothing here is a real person's data: IBAN bank codes, ID serials and phone subscriber
parts are random; only the check digits are computed so the formats validate.
"""
import string

DIG = string.digits
UP = string.ascii_uppercase


def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def translate_digits(s, zero_codepoint):
    return "".join(chr(zero_codepoint + int(c)) if c.isdigit() else c for c in s)


# ---------------------------------------------------------------- Luhn / cards
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


def luhn_valid(s):
    return luhn_digit(s[:-1]) == s[-1]


def card_number(rng, prefix, length):
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + luhn_digit(body)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        if i < len(s):
            out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
def iban_from_bban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return "%s%02d%s" % (cc, 98 - int(num) % 97, bban)


def iso7064_mod11_10(ds):
    p = 10
    for d in ds:
        s = (int(d) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    return str((11 - p) % 10)


def bban(rng, cc):
    if cc == "BE":
        b = digits(rng, 10)
        c = int(b) % 97 or 97
        return b + "%02d" % c
    if cc == "NO":
        while True:
            b = digits(rng, 10, True)
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            r = sum(int(x) * y for x, y in zip(b, w)) % 11
            c = 0 if r == 0 else 11 - r
            if c != 10:
                return b + str(c)
    if cc == "PL":
        bank = digits(rng, 7, True)
        w = [3, 9, 7, 1, 3, 9, 7]
        c = (10 - sum(int(x) * y for x, y in zip(bank, w)) % 10) % 10
        return bank + str(c) + digits(rng, 16)
    if cc == "PT":
        b = digits(rng, 19)
        return b + "%02d" % (98 - int(b + "00") % 97)
    if cc == "RO":
        return "".join(rng.choice(UP) for _ in range(4)) + digits(rng, 16)
    if cc == "HR":
        bank = digits(rng, 6, True)
        acct = digits(rng, 9, True)
        return bank + iso7064_mod11_10(bank) + acct + iso7064_mod11_10(acct)
    if cc == "LT":
        return digits(rng, 16, True)
    if cc == "AE":
        return digits(rng, 19, True)
    if cc == "IS":
        return digits(rng, 4, True) + "26" + digits(rng, 6) + kennitala(rng)[1]
    raise ValueError(cc)


def iban(rng, cc, spaced=True):
    raw = iban_from_bban(cc, bban(rng, cc))
    shown = group(raw, [4] * 10) if spaced else raw
    return shown, raw


# ---------------------------------------------------------------- national numbers
def _date(rng, y0=1955, y1=2002):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def kennitala(rng):  # Iceland
    while True:
        y, m, d = _date(rng, 1950, 1999)
        base = "%02d%02d%02d" % (d, m, y % 100) + digits(rng, 2, True)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        r = sum(int(x) * y_ for x, y_ in zip(base, w)) % 11
        c = 0 if r == 0 else 11 - r
        if c == 10:
            continue
        raw = base + str(c) + "9"
        return raw[:6] + "-" + raw[6:], raw


def fodselsnummer(rng):  # Norway
    while True:
        y, m, d = _date(rng, 1950, 1999)
        base = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % rng.randint(0, 499)
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
        raw = base + str(k2)
        return raw[:6] + " " + raw[6:], raw


def be_rrn(rng):  # Belgium, born 19xx
    y, m, d = _date(rng, 1950, 1999)
    base = "%02d%02d%02d" % (y % 100, m, d) + "%03d" % rng.randint(1, 997)
    c = 97 - int(base) % 97
    raw = base + "%02d" % c
    shown = "%s.%s.%s-%s.%s" % (raw[0:2], raw[2:4], raw[4:6], raw[6:9], raw[9:])
    return shown, raw


def fr_nir(rng):
    y, m, d = _date(rng, 1950, 1999)
    sex = rng.choice("12")
    dept = "%02d" % rng.choice([13, 31, 33, 44, 59, 67, 69, 75, 92])
    base = sex + "%02d%02d" % (y % 100, m) + dept + digits(rng, 3, True) + digits(rng, 3, True)
    key = 97 - int(base) % 97
    raw = base + "%02d" % key
    shown = " ".join([raw[0], raw[1:3], raw[3:5], raw[5:7], raw[7:10], raw[10:13], raw[13:]])
    return shown, raw


def ro_cnp(rng):
    y, m, d = _date(rng, 1950, 1999)
    base = rng.choice("12") + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % rng.randint(1, 40) + digits(rng, 3, True)
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(base, w)) % 11
    c = 1 if c == 10 else c
    raw = base + str(c)
    return raw, raw


def tr_tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    raw = "".join(map(str, d))
    return raw, raw


def il_tz(rng):
    body = digits(rng, 8, True)
    # weights 1,2,1,2,... from the left, digit sums of products
    for c in DIG:
        cand = body + c
        s = 0
        for i, ch in enumerate(cand):
            p = int(ch) * (1 if i % 2 == 0 else 2)
            s += p if p < 10 else p - 9
        if s % 10 == 0:
            return cand, cand
    raise RuntimeError


def za_id(rng):
    y, m, d = _date(rng, 1960, 1999)
    body = "%02d%02d%02d" % (y % 100, m, d) + digits(rng, 4) + "08"
    raw = body + luhn_digit(body)
    return raw, raw


def cl_rut(rng):
    body = str(rng.randint(9000000, 22999999))
    s, w = 0, 2
    for ch in reversed(body):
        s += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else ("K" if r == 10 else str(r))
    b = body
    shown = ("%s.%s.%s" % (b[:-6], b[-6:-3], b[-3:])) + "-" + dv
    return shown, body + dv


def kr_rrn(rng):
    y, m, d = _date(rng, 1960, 1999)
    base = "%02d%02d%02d" % (y % 100, m, d) + rng.choice("12") + digits(rng, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(base, w)) % 11) % 10
    raw = base + str(c)
    return raw[:6] + "-" + raw[6:], raw


def jp_mynumber(rng):
    body = digits(rng, 11, True)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    raw = body + str(c)
    return "%s %s %s" % (raw[:4], raw[4:8], raw[8:]), raw


def hk_id(rng):
    letter = rng.choice("ACDEGHKPRVYZ")
    ds = digits(rng, 6)
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(ds, range(7, 1, -1)))
    r = 11 - s % 11
    c = "0" if r == 11 else ("A" if r == 10 else str(r))
    return "%s%s(%s)" % (letter, ds, c), letter + ds + c


CF_ODD = {**dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
          **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                     [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}


def it_cf(rng, surname_code, name_code, female):
    y, m, d = _date(rng, 1955, 1999)
    dd = d + 40 if female else d
    base = surname_code + name_code + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % dd + rng.choice(["F205", "L219", "A944", "G273"])
    s = 0
    for i, ch in enumerate(base):
        if i % 2 == 0:
            s += CF_ODD[ch]
        else:
            s += int(ch) if ch.isdigit() else ord(ch) - 65
    raw = base + chr(65 + s % 26)
    return raw, raw


def bg_egn(rng):
    y, m, d = _date(rng, 1950, 1999)
    base = "%02d%02d%02d" % (y % 100, m, d) + digits(rng, 3)
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * b for a, b in zip(base, w)) % 11
    c = 0 if c == 10 else c
    raw = base + str(c)
    return raw, raw


def hr_oib(rng):
    b = digits(rng, 10, True)
    raw = b + iso7064_mod11_10(b)
    return raw, raw


# ---------------------------------------------------------------- passports
def passport_de(rng):
    raw = "C" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    return raw, raw


def passport_ru(rng):
    raw = digits(rng, 2, True) + digits(rng, 7)
    return raw[:2] + " " + raw[2:], raw


def passport_kr(rng):
    raw = "M" + digits(rng, 8)
    return raw, raw


def passport_vn(rng):
    raw = rng.choice("BCN") + digits(rng, 7)
    return raw, raw


def mrz_cd(s):
    w = [7, 3, 1]
    tot = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch == "<":
            v = 0
        else:
            v = ord(ch) - 55
        tot += v * w[i % 3]
    return str(tot % 10)


def mrz_td3(rng, surname, given, sex):
    num = rng.choice(UP) + rng.choice(UP) + digits(rng, 7)
    y, m, d = _date(rng, 1960, 1999)
    dob = "%02d%02d%02d" % (y % 100, m, d)
    exp = "%02d%02d%02d" % (rng.randint(29, 35), rng.randint(1, 12), rng.randint(1, 28))
    pers = "<" * 14
    l1 = ("P<UTO" + surname + "<<" + given).ljust(44, "<")
    part = num + mrz_cd(num) + "UTO" + dob + mrz_cd(dob) + sex + exp + mrz_cd(exp) + pers + mrz_cd(pers)
    comp = num + mrz_cd(num) + dob + mrz_cd(dob) + exp + mrz_cd(exp) + pers + mrz_cd(pers)
    l2 = part + mrz_cd(comp)
    assert len(l1) == 44 and len(l2) == 44
    return l1 + "\n" + l2, l2


# ---------------------------------------------------------------- phones / landlines
def phone(rng, fmt):
    """fmt uses 'N' for a random digit and 'P' for a random non-zero digit."""
    out = "".join(rng.choice(DIG) if c == "N" else (rng.choice("123456789") if c == "P" else c) for c in fmt)
    return out, "".join(c for c in out if c.isdigit())


IT_WORDS = ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"]
SW_WORDS = ["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"]
KEYCAP = "\ufe0f\u20e3"
CIRCLED = ["⓪", "①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨"]
ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
DIN5009 = {"a": "Augsburg", "b": "Berlin", "c": "Chemnitz", "d": "Düsseldorf", "e": "Essen", "f": "Frankfurt",
           "g": "Goslar", "h": "Hamburg", "i": "Ingelheim", "j": "Jena", "k": "Köln", "l": "Leipzig",
           "m": "München", "n": "Nürnberg", "o": "Offenbach", "p": "Potsdam", "q": "Quickborn", "r": "Rostock",
           "s": "Salzwedel", "t": "Tübingen", "u": "Unna", "v": "Völklingen", "w": "Wuppertal", "x": "Xanten",
           "y": "Ypsilon", "z": "Zwickau"}


def phone_it_words(rng):
    raw = "3" + rng.choice("2345689") + digits(rng, 8)
    return " ".join(IT_WORDS[int(c)] for c in raw), raw


def phone_keycap(rng):
    raw = "07" + rng.choice("023") + digits(rng, 7)
    return "".join(c + KEYCAP for c in raw), raw


def phone_circled(rng):
    raw = "090" + digits(rng, 8)
    s = "".join(CIRCLED[int(c)] for c in raw)
    return s[:3] + "-" + s[3:7] + "-" + s[7:], raw


def phone_mathbold(rng):
    raw = "+3519" + rng.choice("1236") + digits(rng, 7)
    body = raw[1:]
    s = "".join(chr(0x1D7CE + int(c)) for c in body)
    return "+" + s[:3] + " " + s[3:5] + " " + s[5:8] + " " + s[8:], raw


def phone_khmer(rng):
    raw = "+8551" + rng.choice("0256789") + digits(rng, 7)
    body = raw[1:]
    s = translate_digits(body, 0x17E0)
    return "+" + s[:3] + " " + s[3:5] + " " + s[5:8] + " " + s[8:], raw


def phone_tr_letters(rng):
    raw = "05" + rng.choice("3459") + digits(rng, 8)
    t = raw.replace("0", "O").replace("1", "l")
    return "%s %s %s %s" % (t[:4], t[4:7], t[7:9], t[9:]), raw


# ---------------------------------------------------------------- PINs / passwords
def pin(rng, n, alphabet=DIG):
    while True:
        s = "".join(rng.sample(alphabet, n))
        steps = [int(s[i + 1]) - int(s[i]) for i in range(n - 1)]
        if not all(x == 1 for x in steps) and not all(x == -1 for x in steps):
            return s


def pin_swahili(rng):
    raw = pin(rng, 4)
    return ", ".join(SW_WORDS[int(c)] for c in raw), raw


def pin_roman(rng):
    raw = pin(rng, 4, "123456789")
    return " – ".join(ROMAN[int(c)] for c in raw), raw


def password_din(rng):
    letters = "".join(rng.choice("abcdefghkmnprstuwz") for _ in range(6))
    dd = digits(rng, 2)
    raw = letters + dd
    spelled = ", ".join(DIN5009[c] for c in letters) + ", dann die Ziffern " + " und ".join(dd)
    return spelled, raw


def password_reversed(rng):
    words = ["Girasol", "Tortuga", "Canela", "Farola", "Brujula", "Pimiento"]
    raw = rng.choice(words) + "#" + digits(rng, 3) + rng.choice("!?$%")
    return raw[::-1], raw


def password_spaced(rng):
    alpha = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    raw = "".join(rng.choice(alpha) for _ in range(9)) + rng.choice("@#%&")
    return " ".join(raw), raw


def wifi_password(rng):
    raw = rng.choice(["kopi", "sambal", "melati", "rendang"]) + digits(rng, 4) + rng.choice(["Kuat", "Cepat", "Rumah"])
    return raw, raw


# ---------------------------------------------------------------- look-alike numbers
def non_luhn(rng, n, first_nonzero=True):
    while True:
        s = digits(rng, n, first_nonzero)
        if not luhn_valid(s):
            return s


def isbn13(rng, prefix="978"):
    body = prefix + digits(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(rng):
    b = digits(rng, 7, True)
    s = sum(int(c) * w for c, w in zip(b, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    return b[:4] + "-" + b[4:] + ("X" if c == 10 else str(c))


def cas(rng):
    a = str(rng.randint(50, 99999))
    b = digits(rng, 2)
    body = a + b
    s = sum(int(c) * (i + 1) for i, c in enumerate(reversed(body)))
    return "%s-%s-%d" % (a, b, s % 10)


def upper_alnum(rng, n):
    return "".join(rng.choice(UP + DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UP) for _ in range(n))
