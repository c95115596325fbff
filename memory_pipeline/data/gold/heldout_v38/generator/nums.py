"""Fake value generators for heldout-v38.

Nothing here writes sentences: every sentence is hand-written in cases_*.py / turns.py.
This module only fills placeholders of the form  ⟦spec⟧  with fake random values.

Placeholder syntax
  ⟦gen:arg|mod|mod⟧        generate a value with generator `gen` (arg optional), then apply digit/format mods
  ⟦name=gen:arg|mod⟧       same, and remember the rendered value under `name`
  ⟦=name⟧                  repeat a remembered value
  ⟦enc:method::TEXT⟧       encode a hand-written sentence TEXT with `method` (obfuscated injections)
  mod  split=K             insert a TAB after K characters of the rendered value (pii_split_kv)

Pattern characters for ph:/digits:   #  any digit,  N  digit 2-9,  M  digit 1-9;  everything else is literal.
All values are random and fake. Phones use fiction/drama ranges where they are commonly listed
(UK 07700 900xxx, 020 7946 0xxx; AU 0491 57x xxx, (02) 5550 xxxx; FR 06 39 98 xx xx; US 555-01xx);
other countries are random digits in the right shape.
"""
import base64
import random
import re
import string
import uuid as _uuid

# --------------------------------------------------------------------------------------------
# digit scripts and numeral systems
DIGIT_BLOCKS = {
    'arab': 0x0660, 'fa': 0x06F0, 'deva': 0x0966, 'beng': 0x09E6, 'guru': 0x0A66, 'gujr': 0x0AE6,
    'orya': 0x0B66, 'taml': 0x0BE6, 'telu': 0x0C66, 'knda': 0x0CE6, 'mlym': 0x0D66, 'thai': 0x0E50,
    'laoo': 0x0ED0, 'tibt': 0x0F20, 'mymr': 0x1040, 'khmr': 0x17E0, 'mong': 0x1810, 'fw': 0xFF10,
    'mbold': 0x1D7CE,
}
NUMERAL_TABLES = {
    'cn_lower': '零一二三四五六七八九',
    'cn_o': '〇一二三四五六七八九',
    'cn_yao': '零幺二三四五六七八九',
    'cn_daxie': '零壹贰叁肆伍陆柒捌玖',
    'cn_daxie_t': '零壹貳參肆伍陸柒捌玖',
    'cn_radio': '洞幺两三四五六拐八勾',
    'ja_kanji': '〇一二三四五六七八九',
    'ko_sino': '공일이삼사오육칠팔구',
}
CIRCLED = '⓪①②③④⑤⑥⑦⑧⑨'
WORDS = {
    'en': 'zero one two three four five six seven eight nine'.split(),
    'en_oh': 'oh one two three four five six seven eight nine'.split(),
    'es': 'cero uno dos tres cuatro cinco seis siete ocho nueve'.split(),
    'fr': 'zéro un deux trois quatre cinq six sept huit neuf'.split(),
    'de': 'null eins zwei drei vier fünf sechs sieben acht neun'.split(),
    'pt': 'zero um dois três quatro cinco seis sete oito nove'.split(),
    'it': 'zero uno due tre quattro cinque sei sette otto nove'.split(),
    'ru': 'ноль один два три четыре пять шесть семь восемь девять'.split(),
    'sw': 'sifuri moja mbili tatu nne tano sita saba nane tisa'.split(),
    'tr': 'sıfır bir iki üç dört beş altı yedi sekiz dokuz'.split(),
    'id': 'nol satu dua tiga empat lima enam tujuh delapan sembilan'.split(),
    'hi': 'शून्य एक दो तीन चार पाँच छह सात आठ नौ'.split(),
    'ar': 'صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة'.split(),
    'ja': 'ゼロ いち に さん よん ご ろく なな はち きゅう'.split(),
    'tl': 'sero isa dalawa tatlo apat lima anim pito walo siyam'.split(),
    'pl': 'zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć'.split(),
    'nl': 'nul een twee drie vier vijf zes zeven acht negen'.split(),
}
NATO = {c: w for c, w in zip(string.ascii_uppercase, (
    'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa '
    'Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu').split())}
NATO.update({d: w for d, w in zip(string.digits, 'Zero One Two Three Four Five Six Seven Eight Niner'.split())})


def map_digits(s, mode, r):
    if mode in DIGIT_BLOCKS:
        base = DIGIT_BLOCKS[mode]
        return ''.join(chr(base + int(c)) if c.isascii() and c.isdigit() else c for c in s)
    if mode in NUMERAL_TABLES:
        t = NUMERAL_TABLES[mode]
        return ''.join(t[int(c)] if c.isascii() and c.isdigit() else c for c in s)
    if mode == 'cn_mixed':
        t = NUMERAL_TABLES['cn_lower']
        out = []
        for i, c in enumerate(s):
            if c.isascii() and c.isdigit():
                out.append(t[int(c)] if (i % 3 == 1 or r.random() < 0.35) else c)
            else:
                out.append(c)
        return ''.join(out)
    if mode == 'circled':
        return ''.join(CIRCLED[int(c)] if c.isascii() and c.isdigit() else c for c in s)
    if mode == 'keycap':
        return ''.join(c + '\uFE0F\u20E3' if c.isascii() and c.isdigit() else c for c in s)
    if mode == 'oletter':
        return s.replace('0', 'O').replace('1', 'l')
    if mode.startswith('words_'):
        words = WORDS[mode[6:]]
        toks = []
        for c in s:
            if c.isascii() and c.isdigit():
                toks.append(words[int(c)])
            elif c == ' ':
                continue
            else:
                toks.append(c)
        return ' '.join(toks)
    raise ValueError('unknown digit mode ' + mode)


# --------------------------------------------------------------------------------------------
# check-digit helpers
def luhn_check_digit(body):
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def gb11643_check(body17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return '10X98765432'[sum(int(a) * b for a, b in zip(body17, w)) % 11]


def iban_check(cc, bban):
    s = bban + cc + '00'
    num = ''.join(str(int(ch, 36)) for ch in s)
    return '%02d' % (98 - int(num) % 97)


_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(_VERHOEFF_INV[c])


USCC_ALPHA = '0123456789ABCDEFGHJKLMNPQRTUWXY'

CN_REGIONS = ['110105', '110108', '310104', '310115', '440305', '440106', '510107', '330106', '420106',
              '320102', '370202', '610113', '500103', '120101', '350203', '430104', '210102', '410105',
              '530102', '230103', '450103', '520102', '360102', '620102', '650102', '540102', '150102']

PET_NAMES = ['Biscuit', 'Pepper', 'Noodle', 'Ziggy', 'Marmite', 'Pistache', 'Kiwi', 'Olive', 'Tofu', 'Bruno',
             'Luna', 'Simba', 'Nala', 'Mochi', 'Churro', 'Paprika']
EN_WORDS = ['harbor', 'velvet', 'copper', 'lantern', 'meadow', 'thistle', 'orbit', 'juniper', 'falcon', 'ember',
            'canyon', 'pebble', 'saffron', 'glacier', 'willow', 'marble', 'tundra', 'cobalt', 'hazel', 'quarry',
            'rhubarb', 'sparrow', 'tinsel', 'walrus', 'zephyr', 'bramble', 'cactus', 'drizzle', 'fjord', 'gravel']
DE_WORDS = ['Apfel', 'Wolke', 'Schraube', 'Igel', 'Birke', 'Kompass', 'Laterne', 'Zwiebel', 'Teppich', 'Gurke',
            'Nebel', 'Kastanie', 'Anker', 'Rabe', 'Sessel', 'Hafen']
ES_WORDS = ['girasol', 'tortuga', 'almendra', 'pantano', 'cometa', 'limonero', 'ballena', 'tejado', 'granizo',
            'canela', 'lechuza', 'farol']
PINYIN = ['xiao', 'yu', 'ming', 'hua', 'lan', 'feng', 'chen', 'li', 'jing', 'wei', 'hai', 'yun', 'zhi', 'tao',
          'mei', 'qing', 'long', 'xin', 'bo', 'ran']
SEED_WORDS = ['abandon', 'bicycle', 'canal', 'dolphin', 'eager', 'fabric', 'garlic', 'hollow', 'island', 'jungle',
              'kitten', 'ladder', 'magnet', 'napkin', 'oyster', 'pencil', 'quantum', 'rabbit', 'saddle', 'tenant',
              'umbrella', 'valley', 'wagon', 'yellow', 'zebra', 'anchor', 'blossom', 'cradle', 'dune', 'elbow',
              'frost', 'glimpse', 'harvest', 'inch', 'jelly', 'kernel', 'lobster', 'mosquito', 'nest', 'orchard']
LEET = str.maketrans({'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7'})
ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
HEX = '0123456789abcdef'
B64 = string.ascii_letters + string.digits + '+/'
B64URL = string.ascii_letters + string.digits + '-_'
SYMBOLS = '!#$%&*+-=?@^_~.'


class Values:
    """All generators. `log` collects (type, value) for every generated value (used by check.py)."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.log = []

    # ---------------------------------------------------------------- basics
    def _pick(self, s, n):
        return ''.join(self.r.choice(s) for _ in range(n))

    def pattern(self, pat):
        out = []
        for ch in pat:
            if ch == '#':
                out.append(str(self.r.randint(0, 9)))
            elif ch == 'N':
                out.append(str(self.r.randint(2, 9)))
            elif ch == 'M':
                out.append(str(self.r.randint(1, 9)))
            else:
                out.append(ch)
        return ''.join(out)

    def _digits(self, n, first_nonzero=False):
        s = ''.join(str(self.r.randint(0, 9)) for _ in range(n))
        if first_nonzero and s[0] == '0':
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def _date(self, y0, y1):
        y = self.r.randint(y0, y1)
        m = self.r.randint(1, 12)
        d = self.r.randint(1, 28)
        return y, m, d

    # ---------------------------------------------------------------- phones / plain digit shapes
    def gen_ph(self, arg):
        return 'phone', self.pattern(arg)

    def gen_digits(self, arg):
        return 'digits', self.pattern(arg)

    def gen_n(self, arg):
        a, b = arg.split('-')
        return 'int', str(self.r.randint(int(a), int(b)))

    def gen_alnum(self, arg):
        return 'alnum', self._pick(UPPER_DIGITS, int(arg))

    def gen_hex(self, arg):
        return 'hex', self._pick(HEX, int(arg))

    # ---------------------------------------------------------------- cards
    CARD_PREFIX = {
        'visa': (['4'], 16), 'mc': (['51', '52', '53', '54', '55'], 16), 'mc2': (['2221', '2400', '2620', '2720'], 16),
        'amex': (['34', '37'], 15), 'discover': (['6011', '644', '65'], 16), 'jcb': (['3528', '3560', '3589'], 16),
        'mir': (['2200', '2202', '2204'], 16), 'up19': (['62'], 19), 'elo': (['636368', '504175', '650031'], 16),
        'rupay': (['6521', '6522', '6070', '5085'], 16), 'troy': (['9792'], 16), 'diners': (['36'], 14),
        'maestro': (['6759', '5018'], 16),
    }

    def gen_card(self, arg):
        parts = arg.split(',')
        brand = parts[0]
        sep = parts[1] if len(parts) > 1 else 'sp'
        prefixes, length = self.CARD_PREFIX[brand]
        body = self.r.choice(prefixes)
        body += self._digits(length - 1 - len(body))
        num = body + luhn_check_digit(body)
        if length == 15:
            groups = [num[:4], num[4:10], num[10:]]
        elif length == 14:
            groups = [num[:4], num[4:10], num[10:]]
        elif length == 19:
            groups = [num[:4], num[4:8], num[8:12], num[12:16], num[16:]]
        else:
            groups = [num[i:i + 4] for i in range(0, 16, 4)]
        j = {'sp': ' ', 'dash': '-', 'none': '', 'dot': '.', 'nbsp': '\u00a0'}[sep]
        return 'card', j.join(groups)

    def gen_nonluhn16(self, arg):
        sep = arg or 'sp'
        body = self._digits(15, first_nonzero=True)
        good = luhn_check_digit(body)
        last = str((int(good) + self.r.randint(1, 9)) % 10)
        num = body + last
        j = {'sp': ' ', 'dash': '-', 'none': ''}[sep]
        return 'nonluhn16', j.join(num[i:i + 4] for i in range(0, 16, 4))

    # ---------------------------------------------------------------- Chinese resident ID
    def gen_cnid(self, arg):
        opts = dict((o.split('=') + [''])[:2] for o in arg.split(',') if o) if arg else {}
        y0, y1 = 1958, 2004
        if opts.get('y'):
            y0, y1 = map(int, opts['y'].split('-'))
        region = opts.get('region') or self.r.choice(CN_REGIONS)
        want_x = 'X' in opts
        for _ in range(10000):
            y, m, d = self._date(y0, y1)
            body = '%s%04d%02d%02d%03d' % (region, y, m, d, self.r.randint(1, 999))
            chk = gb11643_check(body)
            if want_x == (chk == 'X'):
                break
        num = body + chk
        if 'sp' in opts:
            num = '%s %s %s' % (num[:6], num[6:14], num[14:])
        elif 'dash' in opts:
            num = '%s-%s-%s' % (num[:6], num[6:14], num[14:])
        return 'cnid', num

    # ---------------------------------------------------------------- IBAN
    IBAN_BBAN = {'IT': 'a' + 'n' * 22, 'PL': 'n' * 24, 'SA': 'n' * 20, 'UA': 'n' * 25, 'CH': 'n' * 17,
                 'BR': 'n' * 23 + 'ac', 'GE': 'aa' + 'n' * 16, 'AE': 'n' * 19, 'EG': 'n' * 25, 'PT': 'n' * 21}

    def gen_iban(self, arg):
        parts = arg.split(',')
        cc = parts[0]
        bban = ''
        for ch in self.IBAN_BBAN[cc]:
            if ch == 'n':
                bban += str(self.r.randint(0, 9))
            elif ch == 'a':
                bban += self.r.choice(string.ascii_uppercase)
            else:
                bban += self.r.choice(UPPER_DIGITS)
        if cc == 'GE':
            bban = self.r.choice(['TB', 'BG']) + bban[2:]
        iban = cc + iban_check(cc, bban) + bban
        if 'plain' not in parts:
            iban = ' '.join(iban[i:i + 4] for i in range(0, len(iban), 4))
        return 'iban', iban

    # ---------------------------------------------------------------- national numbers / passports
    def gen_natid(self, arg):
        r = self.r
        if arg == 'tc':
            d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
            d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
            d.append(d10)
            d.append(sum(d) % 10)
            return 'tc', ''.join(map(str, d))
        if arg == 'rut':
            body = str(r.randint(9000000, 26999999))
            s, m = 0, 2
            for c in reversed(body):
                s += int(c) * m
                m = 2 if m == 7 else m + 1
            v = 11 - s % 11
            dv = {11: '0', 10: 'K'}.get(v, str(v))
            b = body[::-1]
            grp = '.'.join(b[i:i + 3] for i in range(0, len(b), 3))[::-1]
            return 'rut', grp + '-' + dv
        if arg == 'cnp':
            y, m, dd = self._date(1955, 1999)
            body = '%d%02d%02d%02d%02d%03d' % (r.choice([1, 2]), y % 100, m, dd, r.randint(1, 46), r.randint(1, 999))
            w = '279146358279'
            c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
            return 'cnp', body + ('1' if c == 10 else str(c))
        if arg == 'za':
            y, m, dd = self._date(1960, 2003)
            body = '%02d%02d%02d%04d%d8' % (y % 100, m, dd, r.randint(0, 9999), 0)
            return 'za', body + luhn_check_digit(body)
        if arg == 'il':
            body = '%08d' % r.randint(1000000, 39999999)
            return 'il', body + luhn_check_digit(body)
        if arg == 'kr':
            y, m, dd = self._date(1960, 1999)
            body = '%02d%02d%02d%d%05d' % (y % 100, m, dd, r.choice([1, 2]), r.randint(0, 99999))
            w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
            c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
            full = body + str(c)
            return 'kr', full[:6] + '-' + full[6:]
        if arg == 'no':
            while True:
                y, m, dd = self._date(1950, 1999)
                body = '%02d%02d%02d%03d' % (dd, m, y % 100, r.randint(0, 499))
                w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
                k1 = 11 - sum(int(a) * b for a, b in zip(body, w1)) % 11
                if k1 == 10:
                    continue
                k1 = 0 if k1 == 11 else k1
                body += str(k1)
                w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
                k2 = 11 - sum(int(a) * b for a, b in zip(body, w2)) % 11
                if k2 == 10:
                    continue
                k2 = 0 if k2 == 11 else k2
                return 'no', body + str(k2)
        if arg == 'aadhaar':
            body = str(r.randint(2, 9)) + self._digits(10)
            full = body + verhoeff_check(body)
            return 'aadhaar', ' '.join(full[i:i + 4] for i in range(0, 12, 4))
        if arg == 'ssn':
            area = r.choice([x for x in range(1, 900) if x != 666])
            return 'ssn', '%03d-%02d-%04d' % (area, r.randint(1, 99), r.randint(1, 9999))
        if arg == 'cpr':
            y, m, dd = self._date(1950, 1999)
            return 'cpr', '%02d%02d%02d-%04d' % (dd, m, y % 100, r.randint(0, 9999))
        raise ValueError(arg)

    def gen_passport(self, arg):
        r = self.r
        if arg == 'de':
            return 'passport', 'C' + self._pick('CFGHJKLMNPRTVWXYZ0123456789', 8)
        if arg == 'fr':
            return 'passport', self._digits(2) + self._pick(string.ascii_uppercase, 2) + self._digits(5)
        if arg == 'gb':
            return 'passport', self._digits(9, first_nonzero=True)
        if arg == 'ru':
            return 'passport', '%s %s' % (self._digits(2, True), self._digits(7))
        if arg == 'mx':
            return 'passport', self.r.choice('GN') + self._digits(8)
        if arg == 'in':
            return 'passport', self.r.choice('JKLMNPRSTUVWZ') + self._digits(7, True)
        raise ValueError(arg)

    # ---------------------------------------------------------------- secrets in words
    def _pin_digits(self, n):
        while True:
            d = [self.r.randint(0, 9) for _ in range(n)]
            if any(d[i] == d[i + 1] for i in range(n - 1)):
                continue
            if any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(n - 2)):
                continue
            return ''.join(map(str, d))

    def gen_pin(self, arg):
        return 'pin', self._pin_digits(int(arg))

    def gen_pinwords(self, arg):
        lang, n = arg.split(',')
        digits = self._pin_digits(int(n))
        joiner = '' if lang in ('zh',) else ' '
        if lang == 'zh':
            return 'pinwords', ''.join(NUMERAL_TABLES['cn_lower'][int(c)] for c in digits)
        return 'pinwords', joiner.join(WORDS[lang][int(c)] for c in digits)

    def gen_otp(self, arg):
        return 'otp', self._digits(int(arg))

    def gen_digicode(self, arg):
        return 'digicode', self.r.choice('ABC') + self._pin_digits(4)

    def gen_combo(self, arg):
        a, b, c = self.r.sample(range(1, 40), 3)
        return 'combo', '%d-%d-%d' % (a, b, c)

    def gen_backup(self, arg):
        return 'backup', self._pick('abcdefghjkmnpqrstuvwxyz23456789', 4) + '-' + \
            self._pick('abcdefghjkmnpqrstuvwxyz23456789', 4)

    def gen_seed(self, arg):
        return 'seed', ' '.join(self.r.sample(SEED_WORDS, int(arg)))

    def gen_nato(self, arg):
        s = self._pick(string.ascii_uppercase + string.digits, int(arg))
        return 'nato', ' '.join(NATO[c] for c in s)

    def gen_pw(self, arg):
        r = self.r
        if arg.startswith('mixed'):
            n = int(arg[5:])
            while True:
                s = ''.join(r.choice(ALNUM + SYMBOLS) for _ in range(n))
                if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                        and any(c in SYMBOLS for c in s)):
                    return 'password', s
        if arg.startswith('urlsafe'):
            n = int(arg[7:])
            while True:
                s = ''.join(r.choice(ALNUM + '-_.~!*') for _ in range(n))
                if any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s):
                    return 'password', s
        if arg == 'wifi':
            a, b = r.sample(EN_WORDS, 2)
            return 'password', '%s-%s-%02d' % (a.capitalize(), b.capitalize(), r.randint(10, 99))
        if arg == 'pinyin':
            return 'password', ''.join(r.sample(PINYIN, 2)) + str(r.randint(1975, 2012)) + r.choice(['', '@', '.'])
        if arg == 'petyear':
            return 'password', r.choice(PET_NAMES) + str(r.randint(2009, 2024)) + r.choice('!?.#')
        if arg == 'word_digits':
            return 'password', r.choice(EN_WORDS) + self._digits(4)
        if arg == 'wordsym':
            a, b = r.sample(EN_WORDS, 2)
            return 'password', a.capitalize() + r.choice('!#$%&*') + b + str(r.randint(10, 99))
        if arg == 'wordsym_es':
            a, b = r.sample(ES_WORDS, 2)
            return 'password', a.capitalize() + r.choice('!#$%&*') + b + str(r.randint(10, 99))
        if arg == 'leet':
            a, b = r.sample(EN_WORDS, 2)
            return 'password', (a.capitalize() + b).translate(LEET) + r.choice('!&$') + str(r.randint(1, 9))
        if arg == 'passphrase_de':
            return 'password', '-'.join(r.sample(DE_WORDS, 4))
        if arg == 'passphrase_en':
            return 'password', ' '.join(r.sample(EN_WORDS, 4))
        raise ValueError(arg)

    # ---------------------------------------------------------------- key formats (random, none real)
    def gen_key(self, arg):
        p = self._pick
        k = {
            'ghp': lambda: 'ghp_' + p(ALNUM, 36),
            'github_pat': lambda: 'github_pat_11' + p(UPPER_DIGITS, 20) + '_' + p(ALNUM, 59),
            'glpat': lambda: 'glpat-' + p(ALNUM + '-_', 20),
            'sk_ant': lambda: 'sk-ant-api03-' + p(B64URL, 93) + 'AA',
            'rk_live': lambda: 'rk_live_51' + p(ALNUM, 97),
            'twilio_sid': lambda: 'AC' + p(HEX, 32),
            'hex32': lambda: p(HEX, 32),
            'discord': lambda: p(string.ascii_letters[26:] + string.digits, 1) + p(ALNUM, 25) + '.' + p(B64URL, 6)
            + '.' + p(B64URL, 38),
            'dop': lambda: 'dop_v1_' + p(HEX, 64),
            'shpat': lambda: 'shpat_' + p(HEX, 32),
            'mailgun': lambda: 'key-' + p(HEX, 32),
            'hex40': lambda: p(HEX, 40),
            'asia': lambda: 'ASIA' + p(string.ascii_uppercase + '234567', 16),
            'akia': lambda: 'AKIA' + p(string.ascii_uppercase + '234567', 16),
            'aws_secret': lambda: p(ALNUM + '/+', 40),
            'aws_session': lambda: 'IQoJb3JpZ2luX2VjE' + p(B64, 120),
            'atlassian': lambda: 'ATATT3xFfGF0' + p(B64URL, 170) + '=' + p(HEX.upper(), 8),
            'pypi': lambda: 'pypi-AgEIcHlwaS5vcmcCJ' + p(B64URL, 60),
            'hf': lambda: 'hf_' + p(ALNUM, 34),
            'xoxp': lambda: 'xoxp-' + self._digits(12, True) + '-' + self._digits(12, True) + '-'
            + self._digits(13, True) + '-' + p(HEX, 32),
            'pem_body': lambda: '\n'.join(p(B64, 64) for _ in range(3)),
            'pem_body_esc': lambda: '\\n'.join(p(B64, 64) for _ in range(3)),
            'ssh_body': lambda: 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n'
            + '\n'.join(p(B64, 70) for _ in range(3)),
            'sk_proj': lambda: 'sk-proj-' + p(B64URL, 74) + 'T3BlbkFJ' + p(B64URL, 74),
            'sq0': lambda: 'EAAA' + p(B64URL, 60),
        }[arg]()
        return 'key', k

    # ---------------------------------------------------------------- look-alike public numbers
    def gen_isbn13(self, arg):
        body = '978' + str(self.r.randint(0, 1)) + self._digits(8)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        full = body + str((10 - s % 10) % 10)
        return 'isbn13', '%s-%s-%s-%s-%s' % (full[:3], full[3], full[4:8], full[8:12], full[12])

    def gen_ean13(self, arg):
        body = (arg or '40') + self._digits(12 - len(arg or '40'))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        return 'ean13', body + str((10 - s % 10) % 10)

    def gen_uscc(self, arg):
        r = self.r
        org = self._pick(string.digits + 'ABCDEFGHJKLMNPQRTUWXY', 8)
        vals = [int(c) if c.isdigit() else ord(c) - 55 for c in org]
        c9 = 11 - sum(v * w for v, w in zip(vals, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
        org += {10: 'X', 11: '0'}.get(c9, str(c9))
        body = '91' + r.choice(CN_REGIONS) + org
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(USCC_ALPHA.index(c) * wi for c, wi in zip(body, w))
        return 'uscc', body + USCC_ALPHA[(31 - s % 31) % 31]

    def gen_cas(self, arg):
        a = str(self.r.randint(50, 999999))
        b = self._digits(2)
        digits = a + b
        c = sum(int(d) * (i + 1) for i, d in enumerate(reversed(digits))) % 10
        return 'cas', '%s-%s-%d' % (a, b, c)

    def gen_isin(self, arg):
        body = arg + '000' + self._digits(6)
        conv = ''.join(str(int(c, 36)) for c in body)
        return 'isin', body + luhn_check_digit(conv)

    def gen_lei(self, arg):
        body = self._pick(UPPER_DIGITS, 4) + '00' + self._pick(UPPER_DIGITS, 12)
        num = int(''.join(str(int(c, 36)) for c in body + '00'))
        return 'lei', body + '%02d' % (98 - num % 97)

    def gen_awb(self, arg):
        serial = self._digits(7)
        return 'awb', '%s-%s%d' % (arg, serial, int(serial) % 7)

    def gen_imo(self, arg):
        d = self._digits(6, True)
        c = sum(int(x) * (7 - i) for i, x in enumerate(d)) % 10
        return 'imo', 'IMO ' + d + str(c)

    def gen_issn(self, arg):
        d = self._digits(7)
        c = (11 - sum(int(x) * (8 - i) for i, x in enumerate(d)) % 11) % 11
        return 'issn', '%s-%s%s' % (d[:4], d[4:], 'X' if c == 10 else str(c))

    ISO6346 = dict(zip(string.ascii_uppercase, [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27,
                                                28, 29, 30, 31, 32, 34, 35, 36, 37, 38]))

    def gen_iso6346(self, arg):
        owner = (arg or self._pick(string.ascii_uppercase, 3)) + 'U'
        serial = self._digits(6)
        vals = [self.ISO6346[c] for c in owner] + [int(c) for c in serial]
        c = sum(v * 2 ** i for i, v in enumerate(vals)) % 11 % 10
        return 'iso6346', '%s %s %d' % (owner, serial, c)

    def gen_cnpj(self, arg):
        base = self._digits(8) + '0001'
        w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        s = sum(int(a) * b for a, b in zip(base, w1)) % 11
        d1 = 0 if s < 2 else 11 - s
        base += str(d1)
        w2 = [6] + w1
        s = sum(int(a) * b for a, b in zip(base, w2)) % 11
        d2 = 0 if s < 2 else 11 - s
        n = base + str(d2)
        return 'cnpj', '%s.%s.%s/%s-%s' % (n[:2], n[2:5], n[5:8], n[8:12], n[12:])

    def gen_inn10(self, arg):
        body = self._digits(9, True)
        w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
        return 'inn10', body + str(sum(int(a) * b for a, b in zip(body, w)) % 11 % 10)

    def gen_corpjp(self, arg):
        base = self._digits(12, True)
        s = sum(int(d) * (1 if i % 2 == 0 else 2) for i, d in enumerate(reversed(base)))
        return 'corpjp', str(9 - s % 9) + base

    def gen_krbiz(self, arg):
        body = self._digits(9, True)
        w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
        s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
        n = body + str((10 - s % 10) % 10)
        return 'krbiz', '%s-%s-%s' % (n[:3], n[3:5], n[5:])

    def gen_piva(self, arg):
        body = self._digits(10, True)
        s = 0
        for i, c in enumerate(body):
            d = int(c)
            if i % 2 == 1:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
        return 'piva', body + str((10 - s % 10) % 10)

    def gen_nip(self, arg):
        while True:
            body = self._digits(9, True)
            c = sum(int(a) * b for a, b in zip(body, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
            if c != 10:
                n = body + str(c)
                return 'nip', '%s-%s-%s-%s' % (n[:3], n[3:6], n[6:8], n[8:])

    def gen_uuid(self, arg):
        return 'uuid', str(_uuid.UUID(int=self.r.getrandbits(128), version=4))

    def gen_sha256(self, arg):
        return 'sha256', self._pick(HEX, 64)

    def gen_gitsha(self, arg):
        return 'gitsha', self._pick(HEX, int(arg or 40))

    def gen_ts(self, arg):
        return 'ts', str(self.r.randint(1650000000, 1790000000))

    def gen_lotto(self, arg):
        reds = sorted(self.r.sample(range(1, 34), 6))
        return 'lotto', ' '.join('%02d' % x for x in reds) + ' + %02d' % self.r.randint(1, 16)

    def gen_promo(self, arg):
        return 'promo', (arg or self.r.choice(['SPRING', 'HELLO', 'AUTUMN', 'WELCOME'])) + str(self.r.randint(10, 40))

    def gen_ups(self, arg):
        return 'ups', '1Z' + self._pick(UPPER_DIGITS, 6) + self._digits(10)

    def gen_inpin(self, arg):
        return 'inpin', str(self.r.randint(11, 85)) + self._digits(4)

    # ---------------------------------------------------------------- obfuscation encoders
    HOMO = str.maketrans({'a': 'а', 'e': 'е', 'o': 'о', 'p': 'р', 'c': 'с', 'x': 'х', 'y': 'у', 'i': 'і',
                          'A': 'А', 'E': 'Е', 'O': 'О', 'P': 'Р', 'C': 'С', 'T': 'Т', 'H': 'Н', 'K': 'К'})
    MORSE = {'a': '.-', 'b': '-...', 'c': '-.-.', 'd': '-..', 'e': '.', 'f': '..-.', 'g': '--.', 'h': '....',
             'i': '..', 'j': '.---', 'k': '-.-', 'l': '.-..', 'm': '--', 'n': '-.', 'o': '---', 'p': '.--.',
             'q': '--.-', 'r': '.-.', 's': '...', 't': '-', 'u': '..-', 'v': '...-', 'w': '.--', 'x': '-..-',
             'y': '-.--', 'z': '--..'}

    def encode(self, method, text):
        r = self.r
        if method == 'base64':
            return base64.b64encode(text.encode('utf-8')).decode()
        if method == 'base32':
            return base64.b32encode(text.encode('utf-8')).decode()
        if method == 'rot13':
            return text.translate(str.maketrans(
                string.ascii_lowercase + string.ascii_uppercase,
                string.ascii_lowercase[13:] + string.ascii_lowercase[:13]
                + string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))
        if method == 'caesar3':
            return text.translate(str.maketrans(
                string.ascii_lowercase + string.ascii_uppercase,
                string.ascii_lowercase[3:] + string.ascii_lowercase[:3]
                + string.ascii_uppercase[3:] + string.ascii_uppercase[:3]))
        if method == 'atbash':
            return text.translate(str.maketrans(
                string.ascii_lowercase + string.ascii_uppercase,
                string.ascii_lowercase[::-1] + string.ascii_uppercase[::-1]))
        if method == 'leet':
            return text.translate(str.maketrans({'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '$', 't': '7',
                                                 'A': '4', 'E': '3', 'I': '1', 'O': '0', 'S': '$', 'T': '7'}))
        if method == 'zwsp':
            return '\u200b'.join(text)
        if method == 'zwj_words':
            return ' '.join('\u200d'.join(w) for w in text.split(' '))
        if method == 'softhyphen':
            return ''.join(c + ('\u00ad' if c.isalpha() and r.random() < 0.6 else '') for c in text)
        if method == 'homoglyph':
            return text.translate(self.HOMO)
        if method == 'reverse':
            return text[::-1]
        if method == 'spaced':
            return ' '.join(text)
        if method == 'hex':
            return text.encode('utf-8').hex()
        if method == 'fullwidth':
            return ''.join(chr(ord(c) + 0xFEE0) if '!' <= c <= '~' else ('\u3000' if c == ' ' else c) for c in text)
        if method == 'urlenc':
            return ''.join('%%%02X' % b for b in text.encode('utf-8'))
        if method == 'tags':
            return ''.join(chr(0xE0000 + ord(c)) for c in text if ord(c) < 128)
        if method == 'morse':
            return ' / '.join(' '.join(self.MORSE[c] for c in w if c in self.MORSE) for w in text.lower().split())
        if method == 'binary':
            return ' '.join(format(b, '08b') for b in text.encode('utf-8'))
        if method == 'mathbold':
            out = []
            for c in text:
                if 'a' <= c <= 'z':
                    out.append(chr(0x1D41A + ord(c) - 97))
                elif 'A' <= c <= 'Z':
                    out.append(chr(0x1D400 + ord(c) - 65))
                else:
                    out.append(c)
            return ''.join(out)
        if method == 'circled':
            out = []
            for c in text:
                if 'a' <= c <= 'z':
                    out.append(chr(0x24D0 + ord(c) - 97))
                elif 'A' <= c <= 'Z':
                    out.append(chr(0x24B6 + ord(c) - 65))
                else:
                    out.append(c)
            return ''.join(out)
        if method == 'htmlent':
            return ''.join('&#%d;' % ord(c) for c in text)
        if method == 'charlist':
            import json
            return json.dumps(list(text), ensure_ascii=False)
        if method == 'dotsep':
            return '·'.join(text)
        if method == 'emoji_sep':
            return ''.join(c + ('🔹' if c != ' ' else '') for c in text)
        if method == 'vertical':
            return '\n'.join(text)
        raise ValueError(method)

    # ---------------------------------------------------------------- dispatcher
    def generate(self, gen, arg):
        fn = getattr(self, 'gen_' + gen)
        typ, val = fn(arg)
        return typ, val


SPEC = re.compile(r'⟦([^⟧]*)⟧')


def render(template, values, named=None, record=None):
    """Fill every ⟦…⟧ in `template`. `record` (list) receives (type, raw, rendered) for every value."""
    named = {} if named is None else named

    def sub(m):
        spec = m.group(1)
        if spec.startswith('='):
            return named[spec[1:]]
        name = None
        if re.match(r'^[a-z][a-z0-9_]*=', spec):
            name, spec = spec.split('=', 1)
        if spec.startswith('enc:'):
            method, text = spec[4:].split('::', 1)
            out = values.encode(method, text)
            if record is not None:
                record.append(('enc:' + method, text, out))
            if name:
                named[name] = out
            return out
        parts = spec.split('|')
        head, mods = parts[0], parts[1:]
        gen, _, arg = head.partition(':')
        typ, raw = values.generate(gen, arg)
        out = raw
        split_at = None
        for mod in mods:
            if mod.startswith('split='):
                split_at = int(mod[6:])
            else:
                out = map_digits(out, mod, values.r)
        if record is not None:
            record.append((typ, raw, out))
        if split_at is not None:
            out = out[:split_at] + '\t' + out[split_at:]
        if name:
            named[name] = out
        return out

    return SPEC.sub(sub, template)
