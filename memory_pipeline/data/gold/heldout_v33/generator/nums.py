"""Fake value generators for heldout-v33 (Python 3.11 standard library only).

Templates carry placeholders written as %%spec%%. A spec is "name[:arg[:arg]]", optionally followed by
"~tag" so that two placeholders with the same spec get different values; an identical spec (including tag)
inside one template reuses the same value. fill() returns the text and a list of check tuples that
check.py re-validates with its own validators.
"""
import base64
import json
import re
import string

DIG = '0123456789'
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEX = '0123456789abcdef'
B64 = AN + '+/'
B64URL = AN + '-_'


def rd(rng, n, alphabet=DIG):
    return ''.join(rng.choice(alphabet) for _ in range(n))


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


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(body17):
    return '10X98765432'[sum(int(c) * w for c, w in zip(body17, CN_W)) % 11]


def iban_digits(cc, bban):
    s = bban + cc + '00'
    num = ''.join(str(int(ch, 36)) for ch in s)
    return '%02d' % (98 - int(num) % 97)


VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


# ---------------------------------------------------------------- digit scripts
SCRIPT_ZERO = {
    'arab': 0x0660, 'fa': 0x06F0, 'deva': 0x0966, 'beng': 0x09E6, 'gujr': 0x0AE6, 'thai': 0x0E50,
    'laoo': 0x0ED0, 'mymr': 0x1040, 'khmr': 0x17E0, 'fw': 0xFF10, 'mong': 0x1810, 'tibt': 0x0F20,
}


def to_script(s, script):
    z = SCRIPT_ZERO[script]
    return ''.join(chr(z + int(c)) if c in DIG else c for c in s)


def pattern(rng, pat):
    return ''.join(rng.choice(DIG) if c == '#' else c for c in pat)


# ---------------------------------------------------------------- Chinese/Japanese/Korean numerals
CN_LOW = '零一二三四五六七八九'
CN_UP = '零壹贰叁肆伍陆柒捌玖'
CN_UPT = '零壹貳參肆伍陸柒捌玖'
RADIO = '洞幺两三四五六拐八勾'
KO = ['공', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구']


def cn_mobile(rng, style):
    if style == 'tw':
        digits = '09' + rd(rng, 8)
    elif style == 'yue':
        digits = '852' + rng.choice('569') + rd(rng, 7)
    elif style == 'ja':
        digits = rng.choice(['090', '080', '070']) + rd(rng, 8)
    elif style == 'ko':
        digits = '010' + rd(rng, 8)
    else:
        digits = '1' + rng.choice('3456789') + rd(rng, 9)
    d = [int(c) for c in digits]
    if style == 'low':
        out = ''.join(CN_LOW[x] for x in d)
    elif style == 'ling0':
        out = ''.join('〇' if x == 0 else CN_LOW[x] for x in d)
    elif style == 'yao':
        out = ''.join('幺' if x == 1 else CN_LOW[x] for x in d)
    elif style == 'up':
        out = ''.join(CN_UP[x] for x in d)
    elif style == 'upt':
        out = ''.join(CN_UPT[x] for x in d)
    elif style == 'radio':
        out = ''.join(RADIO[x] for x in d)
    elif style == 'mix':
        out = ''.join(CN_LOW[x] if rng.random() < 0.5 else str(x) for x in d)
    elif style == 'sp':
        s = ''.join(CN_LOW[x] for x in d)
        out = s[:3] + ' ' + s[3:7] + ' ' + s[7:]
    elif style == 'tw':
        s = ''.join('〇' if x == 0 else CN_LOW[x] for x in d)
        out = s[:4] + '-' + s[4:7] + '-' + s[7:]
    elif style == 'yue':
        s = ''.join(CN_LOW[x] for x in d)
        out = s[:3] + ' ' + s[3:7] + ' ' + s[7:]
    elif style == 'ja':
        s = ''.join('〇' if x == 0 else CN_LOW[x] for x in d)
        out = s[:3] + 'の' + s[3:7] + 'の' + s[7:]
    elif style == 'ko':
        s = [KO[x] for x in d]
        out = ''.join(s[:3]) + '-' + ''.join(s[3:7]) + '-' + ''.join(s[7:])
    else:
        raise ValueError(style)
    return out, digits


# ---------------------------------------------------------------- cards
def card(rng, brand, sep=' '):
    if brand == 'visa':
        pre, n = '4', 16
    elif brand == 'mc':
        pre, n = rng.choice(['51', '52', '53', '54', '55']), 16
    elif brand == 'mc2':
        pre, n = str(rng.randint(2221, 2720)), 16
    elif brand == 'amex':
        pre, n = rng.choice(['34', '37']), 15
    elif brand == 'disc':
        pre, n = '6011', 16
    elif brand == 'jcb':
        pre, n = str(rng.randint(3528, 3589)), 16
    elif brand == 'mir':
        pre, n = '220' + str(rng.randint(0, 4)), 16
    elif brand == 'up':
        pre, n = '62' + rng.choice(['12', '22', '28', '58']), 19
    elif brand == 'rupay':
        pre, n = rng.choice(['60', '65', '81', '82']), 16
    elif brand == 'troy':
        pre, n = '9792', 16
    elif brand == 'verve':
        pre, n = str(rng.randint(506099, 506198)), 19
    elif brand == 'diners':
        pre, n = '36', 14
    else:
        raise ValueError(brand)
    body = pre + rd(rng, n - 1 - len(pre))
    num = body + luhn_digit(body)
    if n == 15:
        groups = [4, 6, 5]
    elif n == 14:
        groups = [4, 6, 4]
    elif n == 19:
        groups = [4, 4, 4, 4, 3]
    else:
        groups = [4, 4, 4, 4]
    parts, i = [], 0
    for g in groups:
        parts.append(num[i:i + g])
        i += g
    return sep.join(parts)


def nonluhn16(rng, sep=''):
    while True:
        n = rng.choice('123456789') + rd(rng, 15)
        if not luhn_ok(n):
            return sep.join([n[0:4], n[4:8], n[8:12], n[12:16]]) if sep else n


# ---------------------------------------------------------------- national ids
CN_REGIONS = ['110105', '310115', '440305', '510107', '330106', '420111', '320106', '370202', '500103',
              '610113', '350203', '430104', '210102', '230103', '530102', '650102', '150102']


def cnid(rng, arg=''):
    while True:
        y, m, d = rng.randint(1958, 2006), rng.randint(1, 12), rng.randint(1, 28)
        body = rng.choice(CN_REGIONS) + '%04d%02d%02d' % (y, m, d) + rd(rng, 3)
        c = cn_check(body)
        if arg == 'X' and c != 'X':
            continue
        if arg != 'X' and c == 'X' and rng.random() < 0.7:
            continue
        v = body + c
        if arg == 'sp':
            v = v[:6] + ' ' + v[6:14] + ' ' + v[14:]
        return v


IBAN_FMT = {'DE': 'n18', 'GB': 'a4n14', 'NL': 'a4n10', 'PL': 'n24', 'IE': 'a4n14', 'LT': 'n16',
            'HR': 'n17', 'SI': 'n15', 'LU': 'n3n13', 'NO': 'n11', 'MT': 'a4n5n18', 'IS': 'n22',
            'EE': 'n16', 'FI': 'n14', 'AT': 'n16', 'BE': 'n12', 'AL': 'n8n16', 'GE': 'a2n16',
            'AZ': 'a4n20', 'KZ': 'n3n13', 'FO': 'n14', 'GL': 'n14'}


def iban(rng, cc, fmt='sp'):
    spec = IBAN_FMT[cc]
    bban = ''
    for kind, cnt in re.findall(r'([an])(\d+)', spec):
        bban += rd(rng, int(cnt), UP if kind == 'a' else DIG)
    if cc == 'BE':
        first = bban[:10]
        chk = int(first) % 97 or 97
        bban = first + '%02d' % chk
    v = cc + iban_digits(cc, bban) + bban
    if fmt == 'c':
        return v
    return ' '.join(v[i:i + 4] for i in range(0, len(v), 4))


def cpf(rng):
    while True:
        b = [rng.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1:
            break
    d1 = sum(x * w for x, w in zip(b, range(10, 1, -1))) * 10 % 11 % 10
    b.append(d1)
    d2 = sum(x * w for x, w in zip(b, range(11, 1, -1))) * 10 % 11 % 10
    b.append(d2)
    s = ''.join(map(str, b))
    return '%s.%s.%s-%s' % (s[:3], s[3:6], s[6:9], s[9:])


def dni(rng):
    n = rng.randint(10000000, 99999999)
    return '%08d%s' % (n, 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23])


def bsn(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            return ''.join(map(str, d)) + str(last)


def pnr(rng):
    y, m, dd = rng.randint(40, 99), rng.randint(1, 12), rng.randint(1, 28)
    body = '%02d%02d%02d%03d' % (y, m, dd, rng.randint(0, 999))
    return body[:6] + '-' + body[6:] + luhn_digit(body)


def pesel(rng):
    y, m, d = rng.randint(1950, 2009), rng.randint(1, 12), rng.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d%04d' % (y % 100, mm, d, rng.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
    return body + str(c)


def aadhaar(rng):
    body = rng.choice('23456789') + rd(rng, 10)
    v = body + verhoeff_digit(body)
    return v[:4] + ' ' + v[4:8] + ' ' + v[8:]


def hetu(rng):
    y, m, d = rng.randint(1950, 2005), rng.randint(1, 12), rng.randint(1, 28)
    n = rng.randint(2, 899)
    ddmmyy = '%02d%02d%02d' % (d, m, y % 100)
    c = '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(ddmmyy + '%03d' % n) % 31]
    return ddmmyy + ('A' if y >= 2000 else '-') + '%03d' % n + c


def isikukood(rng):
    while True:
        y, m, d = rng.randint(1950, 2005), rng.randint(1, 12), rng.randint(1, 28)
        g = rng.choice('34') if y < 2000 else rng.choice('56')
        body = g + '%02d%02d%02d' % (y % 100, m, d) + rd(rng, 3)
        w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        r = sum(int(a) * b for a, b in zip(body, w1)) % 11
        if r == 10:
            r = sum(int(a) * b for a, b in zip(body, w2)) % 11
            if r == 10:
                r = 0
        return body + str(r)


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def zaid(rng):
    y, m, d = rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)
    body = '%02d%02d%02d%04d%d8' % (y, m, d, rng.randint(0, 9999), rng.randint(0, 1))
    return body + luhn_digit(body)


def rut(rng):
    n = rng.randint(6000000, 24999999)
    s, f = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * f
        f = 2 if f == 7 else f + 1
    r = 11 - s % 11
    dv = '0' if r == 11 else ('K' if r == 10 else str(r))
    t = '{:,}'.format(n).replace(',', '.')
    return t + '-' + dv


def fnr(rng):
    while True:
        y, m, d = rng.randint(1950, 1999), rng.randint(1, 12), rng.randint(1, 28)
        body = '%02d%02d%02d%03d' % (d, m, y % 100, rng.randint(0, 499))
        k1 = 11 - sum(int(a) * b for a, b in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = body + str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def passport(rng, cc):
    if cc == 'US':
        return rd(rng, 9)
    if cc == 'IN':
        return rng.choice('JKLMNPRSTUVWZ') + rd(rng, 7)
    if cc == 'CN':
        return 'E' + rd(rng, 8)
    if cc == 'BR':
        return rd(rng, 2, UP) + rd(rng, 6)
    if cc == 'JP':
        return rng.choice(['TK', 'TR', 'TZ', 'MU']) + rd(rng, 7)
    if cc == 'NG':
        return 'A' + rd(rng, 8)
    if cc == 'PH':
        return 'P' + rd(rng, 7) + rd(rng, 1, 'ABC')
    if cc == 'KE':
        return 'AK' + rd(rng, 7)
    if cc == 'MX':
        return 'G' + rd(rng, 8)
    raise ValueError(cc)


# ---------------------------------------------------------------- passwords and codes
WORDS = {
    'en': ['Harbor', 'Pickle', 'Velvet', 'Tundra', 'Copper', 'Mango', 'Thistle', 'Rocket', 'Walnut', 'Ember'],
    'id': ['Kancil', 'Rambutan', 'Senja', 'Gelombang', 'Merapi', 'Kopi', 'Layang', 'Bintang', 'Sawah'],
    'tl': ['Bahaghari', 'Kalabaw', 'Sampaguita', 'Bulaklak', 'Tahong', 'Bituin', 'Halohalo', 'Dalampasigan'],
    'es': ['Pelusa', 'Naranjo', 'Tormenta', 'Cebolla', 'Girasol', 'Alcaucil', 'Lechuza', 'Rioseco'],
    'is': ['Lundi', 'Hraun', 'Jokull', 'Kleina', 'Fossinn', 'Skyr', 'Heidlo', 'Bragi'],
    'cy': ['Draig', 'Cennin', 'Mynydd', 'Afon', 'Teisen', 'Eryri', 'Cwtch', 'Hiraeth'],
    'sw': ['Simba', 'Embe', 'Kilima', 'Pwani', 'Twiga', 'Nyota', 'Kahawa', 'Ndizi'],
    'tr': ['Simit', 'Lodos', 'Karpuz', 'Martı', 'Kestane', 'Yosun', 'Fener', 'Bulut'],
    'hu': ['Pogacsa', 'Tulipan', 'Balaton', 'Kifli', 'Paprika', 'Szellő', 'Tarhonya', 'Gomba'],
    'sv': ['kanelbulle', 'fjallripa', 'blabarsris', 'vitsippa', 'sjobod', 'hjortron', 'lingon', 'granskog'],
    'fi': ['Mustikka', 'Revontuli', 'Sauna', 'Kuusikko', 'Lumikko', 'Pulla', 'Hilla', 'Tunturi'],
    'mi': ['Pohutukawa', 'Kereru', 'Tuatara', 'Moana', 'Kumara', 'Ruru', 'Tui', 'Maunga'],
    'pt': ['Jabuticaba', 'Saudade', 'Cajueiro', 'Farofa', 'Tucano', 'Sabia', 'Goiaba', 'Ipanema'],
    'de': ['Brezel', 'Eichhorn', 'Nebelhorn', 'Zwetschge', 'Kauz', 'Holunder', 'Brombeer', 'Igel'],
    'et': ['Kama', 'Rukkilill', 'Sookurg', 'Hapukurk', 'Kadakas', 'Piparkook', 'Siil', 'Meri'],
}
SEED_WORDS = ['orbit', 'canvas', 'lizard', 'frown', 'melody', 'pepper', 'harsh', 'sunny', 'glove', 'random',
              'tiny', 'vessel', 'ladder', 'amber', 'cruise', 'wheat', 'pulse', 'jungle', 'silk', 'torch',
              'bundle', 'casual', 'debris', 'enroll', 'fiber', 'gossip', 'hobby', 'invite', 'jazz', 'kite',
              'lounge', 'mammal', 'noble', 'oyster', 'parade', 'quiz', 'rhythm', 'salad', 'tenant', 'unveil']
PINYIN = ['wo', 'ai', 'ni', 'xiao', 'ming', 'hua', 'long', 'yue', 'tian', 'mei', 'jia', 'bao', 'lin', 'qing']
DIGIT_WORDS = {
    'en': 'zero one two three four five six seven eight nine'.split(),
    'pt': 'zero um dois três quatro cinco seis sete oito nove'.split(),
    'sw': 'sifuri moja mbili tatu nne tano sita saba nane tisa'.split(),
    'id': 'nol satu dua tiga empat lima enam tujuh delapan sembilan'.split(),
    'tr': 'sıfır bir iki üç dört beş altı yedi sekiz dokuz'.split(),
    'yo': 'òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán'.split(),
}
NATO = {'A': 'Alfa', 'B': 'Bravo', 'C': 'Charlie', 'D': 'Delta', 'E': 'Echo', 'F': 'Foxtrot', 'G': 'Golf',
        'H': 'Hotel', 'J': 'Juliett', 'K': 'Kilo', 'M': 'Mike', 'N': 'November', 'P': 'Papa', 'Q': 'Quebec',
        'R': 'Romeo', 'S': 'Sierra', 'T': 'Tango', 'U': 'Uniform', 'V': 'Victor', 'W': 'Whiskey', 'X': 'X-ray',
        'Y': 'Yankee', 'Z': 'Zulu', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven',
        '8': 'Eight', '9': 'Nine'}
SYM = '!#$*+-=?^_'


def pin(rng, n):
    while True:
        d = [rng.randint(0, 9) for _ in range(n)]
        if any(d[i] == d[i + 1] for i in range(n - 1)):
            continue
        if any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(n - 2)):
            continue
        return ''.join(map(str, d))


def leet(w):
    return w.translate(str.maketrans({'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 'A': '@', 'E': '3'}))


def password(rng, style, lang='en'):
    if style == 'mix':
        while True:
            p = rd(rng, 13, AN + SYM)
            if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DIG for c in p)
                    and any(c in SYM for c in p)):
                return p
    if style == 'url':
        while True:
            p = rd(rng, 16, AN + '-_.~')
            if any(c in DIG for c in p) and any(c in UP for c in p):
                return p
    if style == 'wifi':
        return rd(rng, 16, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789')
    if style == 'words':
        a, b = rng.sample(WORDS[lang], 2)
        return a + rng.choice(SYM) + b.lower() + rd(rng, rng.randint(2, 4))
    if style == 'leet':
        return leet(rng.choice(WORDS[lang]).lower()) + rng.choice(SYM) + rd(rng, 3)
    if style == 'py':
        return ''.join(rng.sample(PINYIN, 3)) + rd(rng, 6)
    if style == 'phrase':
        return '-'.join(w.lower() for w in rng.sample(WORDS[lang], 4))
    raise ValueError(style)


# ---------------------------------------------------------------- keys and tokens
def b64bytes(rng, n):
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(n))).decode()


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def key(rng, kind):
    if kind == 'aws_id':
        return 'AKIA' + rd(rng, 16, UP + '234567')
    if kind == 'aws_secret':
        return rd(rng, 40, B64)
    if kind == 'ghp':
        return 'ghp_' + rd(rng, 36, AN)
    if kind == 'ghpat':
        return 'github_pat_' + rd(rng, 22, AN) + '_' + rd(rng, 59, AN)
    if kind == 'slack':
        return 'xoxb-' + rd(rng, 11) + '-' + rd(rng, 13) + '-' + rd(rng, 24, AN)
    if kind == 'stripe':
        return 'sk_live_' + rd(rng, 24, AN)
    if kind == 'google':
        return 'AIza' + rd(rng, 35, B64URL)
    if kind == 'openai':
        return 'sk-proj-' + rd(rng, 48, B64URL)
    if kind == 'gitlab':
        return 'glpat-' + rd(rng, 20, B64URL)
    if kind == 'npm':
        return 'npm_' + rd(rng, 36, AN)
    if kind == 'sendgrid':
        return 'SG.' + rd(rng, 22, B64URL) + '.' + rd(rng, 43, B64URL)
    if kind == 'hf':
        return 'hf_' + rd(rng, 34, UP + LO)
    if kind == 'telegram':
        return rd(rng, 10) + ':AA' + rd(rng, 33, B64URL)
    if kind == 'twilio':
        return 'SK' + rd(rng, 32, HEX)
    if kind == 'shopify':
        return 'shpat_' + rd(rng, 32, HEX)
    if kind == 'dop':
        return 'dop_v1_' + rd(rng, 64, HEX)
    if kind == 'age':
        return 'AGE-SECRET-KEY-1' + rd(rng, 58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'.upper())
    if kind == 'anthropic':
        return 'sk-ant-api03-' + rd(rng, 93, B64URL) + 'AA'
    if kind == 'jwt':
        h = b64url_nopad(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
        body = {'sub': 'u' + rd(rng, 7), 'role': 'member', 'iat': rng.randint(1760000000, 1790000000)}
        p = b64url_nopad(json.dumps(body, separators=(',', ':')).encode())
        return h + '.' + p + '.' + rd(rng, 43, B64URL)
    if kind == 'pem':
        raw = b64bytes(rng, 240)
        lines = [raw[i:i + 64] for i in range(0, len(raw), 64)]
        return '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END RSA PRIVATE KEY-----'
    if kind == 'openssh':
        raw = 'b3BlbnNzaC1rZXktdjEAAAAA' + b64bytes(rng, 150)
        lines = [raw[i:i + 70] for i in range(0, len(raw), 70)]
        return ('-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines)
                + '\n-----END OPENSSH PRIVATE KEY-----')
    raise ValueError(kind)


# ---------------------------------------------------------------- look-alike numbers
def isbn13(rng):
    body = '978' + rd(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    return '%s-%s-%s-%s-%s' % (v[:3], v[3], v[4:8], v[8:12], v[12])


def ean13(rng):
    body = rng.choice(['40', '50', '69', '87', '93']) + rd(rng, 10)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def uscc(rng):
    body = '91' + rng.choice(CN_REGIONS) + rd(rng, 9, USCC_CHARS[:10] + 'ABCDEFGHJKLMN')
    s = sum(USCC_CHARS.index(c) * w for c, w in zip(body, USCC_W))
    return body + USCC_CHARS[(31 - s % 31) % 31]


def ups(rng):
    return '1Z' + rd(rng, 6, UP + DIG) + rd(rng, 10)


def uuid4(rng):
    h = rd(rng, 32, HEX)
    h = h[:12] + '4' + h[13:16] + rng.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- obfuscation encoders (used on hand-written text)
HOMO = {'a': 'а', 'c': 'с', 'e': 'е', 'o': 'о', 'p': 'р', 'x': 'х', 'y': 'у', 'i': 'і', 'A': 'А', 'B': 'В',
        'E': 'Е', 'K': 'К', 'M': 'М', 'H': 'Н', 'O': 'О', 'P': 'Р', 'T': 'Т', 'X': 'Х'}


def enc(kind, s):
    if kind == 'b64':
        return base64.b64encode(s.encode()).decode()
    if kind == 'rot13':
        import codecs
        return codecs.encode(s, 'rot13')
    if kind == 'leet':
        return leet(s)
    if kind == 'zw':
        return '\u200b'.join(s)
    if kind == 'homo':
        return ''.join(HOMO.get(c, c) for c in s)
    if kind == 'rev':
        return s[::-1]
    if kind == 'spaced':
        return ' '.join(s.replace(' ', '/'))
    if kind == 'hex':
        return s.encode().hex()
    if kind == 'fw':
        return ''.join(chr(ord(c) + 0xFEE0) if '!' <= c <= '~' else ('\u3000' if c == ' ' else c) for c in s)
    if kind == 'url':
        from urllib.parse import quote
        return quote(s, safe='')
    if kind == 'tags':
        return ''.join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)
    if kind == 'dots':
        return '·'.join(s)
    raise ValueError(kind)


# ---------------------------------------------------------------- placeholder filling
PH = re.compile(r'%%([^%]+)%%')
CARD_SEP = {'sp': ' ', 'dash': '-', 'none': '', 'dot': '.', 'nb': '\u00a0'}


def render(spec, rng):
    """Return (value, checks) for one placeholder spec."""
    parts = spec.split(':')
    name = parts[0]
    if name == 'ph':
        v = pattern(rng, spec[3:])
        return v, [('phone', v)]
    if name == 'phx':
        _, script, pat = spec.split(':', 2)
        v = to_script(pattern(rng, pat), script)
        return v, [('phone', v)]
    if name == 'cnmob':
        v, digits = cn_mobile(rng, parts[1])
        return v, [('cnnum', v, digits)]
    if name == 'card':
        v = card(rng, parts[1], CARD_SEP[parts[2]] if len(parts) > 2 else ' ')
        return v, [('luhn', v)]
    if name == 'cnid':
        v = cnid(rng, parts[1] if len(parts) > 1 else '')
        return v, [('cnid', v)]
    if name == 'iban':
        v = iban(rng, parts[1], parts[2] if len(parts) > 2 else 'sp')
        return v, [('iban', v)]
    simple = {'cpf': cpf, 'dni': dni, 'bsn': bsn, 'pnr': pnr, 'pesel': pesel, 'aadhaar': aadhaar,
              'hetu': hetu, 'isik': isikukood, 'tckn': tckn, 'zaid': zaid, 'rut': rut, 'fnr': fnr,
              'isbn': isbn13, 'uscc': uscc, 'ean': ean13}
    if name in simple:
        v = simple[name](rng)
        return v, [(name, v)]
    if name == 'passport':
        v = passport(rng, parts[1])
        return v, [('present', v)]
    if name == 'pw':
        v = password(rng, parts[1], parts[2] if len(parts) > 2 else 'en')
        return v, [('present', v)]
    if name == 'pin':
        v = pin(rng, int(parts[1]))
        return v, [('pin', v)]
    if name == 'otp':
        v = rd(rng, 6)
        return v, [('present', v)]
    if name == 'backup':
        v = ', '.join(rd(rng, 4) + '-' + rd(rng, 4) for _ in range(int(parts[1])))
        return v, [('present', v)]
    if name == 'seed':
        v = ' '.join(rng.sample(SEED_WORDS, 12))
        return v, [('present', v)]
    if name == 'pinw':
        p = pin(rng, int(parts[2]) if len(parts) > 2 else 4)
        v = ' '.join(DIGIT_WORDS[parts[1]][int(c)] for c in p)
        return v, [('present', v)]
    if name == 'nato':
        p = rd(rng, 7, 'ABCDEFGHJKMNPQRSTUVWXYZ23456789')
        v = ' '.join(NATO[c] for c in p)
        return v, [('present', v)]
    if name == 'spin':
        v = ' - '.join(pin(rng, int(parts[1])))
        return v, [('present', v)]
    if name == 'digicode':
        v = rd(rng, 2) + rng.choice('ABC') + rd(rng, 2)
        return v, [('present', v)]
    if name == 'key':
        v = key(rng, parts[1])
        return v, [('key', parts[1], v)]
    if name == 'nonluhn':
        v = nonluhn16(rng, ' ' if len(parts) > 1 else '')
        return v, [('notluhn', v)]
    if name == 'ups':
        v = ups(rng)
        return v, [('present', v)]
    if name == 'uuid':
        v = uuid4(rng)
        return v, [('present', v)]
    if name == 'hex':
        v = rd(rng, int(parts[1]), HEX)
        return v, [('present', v)]
    if name == 'digits':
        v = rd(rng, int(parts[1]))
        return v, [('present', v)]
    if name == 'alnum':
        v = rd(rng, int(parts[1]), UP + DIG)
        return v, [('present', v)]
    if name == 'num':
        v = str(rng.randint(int(parts[1]), int(parts[2])))
        return v, [('present', v)]
    if name == 'octet':
        v = str(rng.randint(2, 254))
        return v, []
    if name == 'draw':
        v = ' '.join(str(x) for x in sorted(rng.sample(range(1, 50), 6)))
        return v, [('present', v)]
    if name == 'ts':
        v = str(rng.randint(1760000000, 1799999999))
        return v, [('present', v)]
    if name == 'cut':
        _, n, inner = spec.split(':', 2)
        v, checks = render(inner, rng)
        n = int(n)
        return v[:n] + '\t' + v[n:], checks + [('cut', v, n)]
    raise ValueError(spec)


def fill(tpl, rng):
    checks = []
    cache = {}

    def rep(m):
        spec = m.group(1)
        if spec not in cache:
            v, ch = render(spec.split('~')[0], rng)
            cache[spec] = v
            checks.extend(ch)
        return cache[spec]

    return PH.sub(rep, tpl), checks
