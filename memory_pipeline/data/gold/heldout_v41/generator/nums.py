"""Fake value generators for heldout-v41 (standard library only).

Every value is random. Phones use fiction ranges where they are commonly listed
(UK 07700 900xxx / 020 7946 0xxx, US 555-01xx, AU 0491 57x xxx / (0x) 5550 xxxx /
(03) 7010 xxxx, FR 06 39 98 xx xx / 01 99 00 xx xx); other countries are random
digits in the right shape. IDs get valid check digits so that a checksum-aware
detector has something real to bite on. Nothing here is a real credential.
"""
import base64
import json
import random
import string

# ----------------------------------------------------------------- digit systems
SCRIPTS = {
    'ascii': '0123456789',
    'arab': '٠١٢٣٤٥٦٧٨٩',
    'fa': '۰۱۲۳۴۵۶۷۸۹',
    'deva': '०१२३४५६७८९',
    'beng': '০১২৩৪৫৬৭৮৯',
    'guj': '૦૧૨૩૪૫૬૭૮૯',
    'thai': '๐๑๒๓๔๕๖๗๘๙',
    'khmer': '០១២៣៤៥៦៧៨៩',
    'lao': '໐໑໒໓໔໕໖໗໘໙',
    'mymr': '၀၁၂၃၄၅၆၇၈၉',
    'fw': '０１２３４５６７８９',
    'math': '𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗',
    'circ': '⓪①②③④⑤⑥⑦⑧⑨',
    'zh': '〇一二三四五六七八九',
    'zh0': '零一二三四五六七八九',
    'zhyao': '零幺二三四五六七八九',
    'zhcap': '零壹贰叁肆伍陆柒捌玖',
    'zhcapt': '零壹貳參肆伍陸柒捌玖',
    'radio': '洞幺两三四五六拐八勾',
    'ko': '공일이삼사오육칠팔구',
    'letterO': 'O123456789',   # letter O instead of zero
}


def conv(s, script, rng=None):
    """Replace ASCII digits in s by another digit system. 'mixzh' / 'mixcap'
    choose per digit between ASCII and Chinese (needs rng)."""
    if script == 'ascii':
        return s
    if script in ('mixzh', 'mixcap'):
        table = SCRIPTS['zh0'] if script == 'mixzh' else SCRIPTS['zhcap']
        out = []
        for ch in s:
            if ch.isdigit() and rng.random() < 0.5:
                out.append(table[int(ch)])
            else:
                out.append(ch)
        # make sure at least two digits really are Chinese and two ASCII
        return ''.join(out)
    table = SCRIPTS[script]
    return ''.join(table[int(c)] if c in '0123456789' else c for c in s)


# ----------------------------------------------------------------- checksums
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


def luhn_complete(partial):
    for c in '0123456789':
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def iban_check(country, bban):
    s = bban + country + '00'
    n = ''.join(str(int(c, 36)) for c in s)
    return '%02d' % (98 - int(n) % 97)


# ----------------------------------------------------------------- generator
CARD_PREFIX = {
    'visa': (['4'], 16), 'mc': (['51', '52', '53', '54', '55'], 16),
    'mc2': (['2221', '2300', '2452', '2613', '2720'], 16),
    'amex': (['34', '37'], 15), 'discover': (['6011', '644', '65'], 16),
    'jcb': (['3528', '3541', '3566', '3589'], 16), 'mir': (['2200', '2202', '2204'], 16),
    'unionpay19': (['62'], 19), 'unionpay16': (['62'], 16), 'diners': (['36'], 14),
    'rupay': (['6521', '6522', '508'], 16), 'troy': (['9792'], 16),
    'elo': (['636368', '504175'], 16), 'maestro': (['6759', '5018'], 19),
}

WORDS = ['harbor', 'violet', 'copper', 'mango', 'falcon', 'tundra', 'pepper', 'walnut', 'cobalt',
         'meadow', 'ginger', 'zebra', 'lantern', 'orbit', 'saffron', 'pickle', 'glacier', 'ember',
         'quartz', 'biscuit', 'thistle', 'canyon', 'marble', 'otter', 'juniper', 'rocket', 'velvet',
         'willow', 'nectar', 'puffin', 'ribbon', 'cactus', 'dynamo', 'fjord', 'hazel', 'igloo']
PINYIN = ['xiao', 'mao', 'long', 'yue', 'hua', 'feng', 'ming', 'jing', 'tian', 'xue', 'bao',
          'lan', 'qing', 'yun', 'hai', 'zhu', 'mei', 'lei', 'xin', 'an']
SEED_WORDS = ['abandon', 'ability', 'absorb', 'actress', 'afford', 'agent', 'alley', 'anchor',
              'arctic', 'armor', 'audit', 'badge', 'bamboo', 'bridge', 'cabin', 'canal', 'cheese',
              'clinic', 'coral', 'crater', 'dentist', 'donkey', 'eager', 'embark', 'fabric',
              'ferry', 'galaxy', 'garlic', 'hockey', 'hungry', 'island', 'jacket', 'kitten',
              'ladder', 'lemon', 'magnet', 'monkey', 'napkin', 'noodle', 'oyster', 'pencil',
              'pilot', 'rabbit', 'recipe', 'salmon', 'shadow', 'spider', 'tiger', 'tomato',
              'unveil', 'velvet', 'walnut', 'yellow', 'zebra']

B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
HEX = '0123456789abcdef'
B64URL = ALNUM + '-_'
B64 = ALNUM + '+/'
BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'
USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'


class G:
    """Value factory; every inserted value is logged as (kind, raw, shown)
    so that check.py can re-validate it independently."""

    def __init__(self, rng):
        self.rng = rng
        self.log = []

    # -- helpers
    def rec(self, kind, raw, shown):
        self.log.append((kind, raw, shown))
        return shown

    def fill(self, pat):
        r = self.rng
        out = []
        for ch in pat:
            if ch == '#':
                out.append(r.choice('0123456789'))
            elif ch == '%':
                out.append(r.choice('123456789'))
            else:
                out.append(ch)
        return ''.join(out)

    def chars(self, alphabet, n):
        return ''.join(self.rng.choice(alphabet) for _ in range(n))

    # -- phones
    def phone(self, pat, script='ascii'):
        raw = self.fill(pat)
        shown = conv(raw, script, self.rng)
        if script in ('mixzh', 'mixcap'):
            # force a real mix: first digit ASCII, last digit Chinese
            table = SCRIPTS['zh0'] if script == 'mixzh' else SCRIPTS['zhcap']
            chars = list(shown)
            idx = [i for i, c in enumerate(raw) if c.isdigit()]
            chars[idx[0]] = raw[idx[0]]
            chars[idx[-1]] = table[int(raw[idx[-1]])]
            chars[idx[len(idx) // 2]] = table[int(raw[idx[len(idx) // 2]])]
            shown = ''.join(chars)
        return self.rec('phone', raw, shown)

    def phone_parts(self, pats, script='ascii'):
        """one phone number shown in several pieces (list of strings)."""
        raws = [self.fill(p) for p in pats]
        shown = [conv(x, script, self.rng) for x in raws]
        self.rec('phone', ''.join(raws), shown)
        return shown

    # -- generic random digits that are NOT meant to be PII (look-alikes)
    def num(self, pat, script='ascii'):
        raw = self.fill(pat)
        return self.rec('other', raw, conv(raw, script))

    # -- cards
    def card_raw(self, brand):
        prefixes, length = CARD_PREFIX[brand]
        p = self.rng.choice(prefixes)
        body = p + self.chars('0123456789', length - len(p) - 1)
        return luhn_complete(body)

    def card(self, brand, groups=None, sep=' ', script='ascii'):
        raw = self.card_raw(brand)
        if groups is None:
            groups = {15: [4, 6, 5], 14: [4, 6, 4], 19: [4, 4, 4, 4, 3]}.get(len(raw), [4] * (len(raw) // 4))
        parts, i = [], 0
        for gsz in groups:
            parts.append(raw[i:i + gsz])
            i += gsz
        if i < len(raw):
            parts.append(raw[i:])
        shown = conv(sep.join(parts), script)
        return self.rec('card', raw, shown)

    def card_parts(self, brand, cut):
        raw = self.card_raw(brand)
        shown = [raw[:cut], raw[cut:]]
        self.rec('card', raw, shown)
        return shown

    def card_words(self, brand, words, joiner=' '):
        raw = self.card_raw(brand)
        shown = joiner.join(words[int(c)] for c in raw)
        return self.rec('card', raw, shown)

    def nonluhn(self, n, pat=None):
        while True:
            raw = ('%' + '#' * (n - 1)) if pat is None else pat
            raw = self.fill(raw)
            digits = ''.join(c for c in raw if c.isdigit())
            if not luhn_ok(digits):
                return self.rec('nonluhn', digits, raw)

    # -- Chinese resident ID (GB 11643)
    def cnid(self, region, want_x=False, sep=None, script='ascii'):
        r = self.rng
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        while True:
            y = r.randint(1958, 2004)
            m = r.randint(1, 12)
            d = r.randint(1, 28)
            body = '%s%04d%02d%02d%03d' % (region, y, m, d, r.randint(1, 999))
            s = sum(int(a) * b for a, b in zip(body, w)) % 11
            c = '10X98765432'[s]
            if want_x == (c == 'X'):
                break
        raw = body + c
        shown = raw
        if sep is not None:
            shown = sep.join([raw[:6], raw[6:14], raw[14:]])
        shown = conv(shown, script)
        return self.rec('cnid', raw, shown)

    # -- IBAN
    def iban(self, country, sep=' '):
        f = {
            'IT': lambda: self.chars(string.ascii_uppercase, 1) + self.fill('##########') + self.chars(UPALNUM, 12),
            'BE': lambda: (lambda n: n + '%02d' % (int(n) % 97 or 97))(self.fill('##########')),
            'PL': lambda: self.fill('########################'),
            'CH': lambda: self.fill('#####') + self.chars(UPALNUM, 12),
            'SA': lambda: self.fill('##') + self.fill('##################'),
            'AT': lambda: self.fill('################'),
            'PT': lambda: self.fill('#####################'),
            'NO': lambda: self.fill('###########'),
            'IE': lambda: self.chars(string.ascii_uppercase, 4) + self.fill('##############'),
        }[country]
        bban = f()
        raw = country + iban_check(country, bban) + bban
        shown = sep.join(raw[i:i + 4] for i in range(0, len(raw), 4)) if sep else raw
        return self.rec('iban', raw, shown)

    # -- national numbers (all with valid check digits where a scheme exists)
    def kr_rrn(self):
        r = self.rng
        while True:
            y = r.randint(55, 99)
            body = '%02d%02d%02d%d%05d' % (y, r.randint(1, 12), r.randint(1, 28), r.choice([1, 2]), r.randint(0, 99999))
            w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
            c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
            raw = body + str(c)
            return self.rec('kr_rrn', raw, raw[:6] + '-' + raw[6:])

    def tr_tckn(self):
        r = self.rng
        d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d11 = (sum(d) + d10) % 10
        raw = ''.join(map(str, d + [d10, d11]))
        return self.rec('tr_tckn', raw, raw)

    def za_id(self):
        r = self.rng
        body = '%02d%02d%02d%04d%d8' % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28), r.randint(0, 9999), r.choice([0, 0, 1]))
        raw = luhn_complete(body)
        return self.rec('za_id', raw, raw)

    def cl_rut(self):
        n = self.rng.randint(8000000, 24999999)
        s, m = 0, 2
        for ch in reversed(str(n)):
            s += int(ch) * m
            m = 2 if m == 7 else m + 1
        v = 11 - s % 11
        dv = '0' if v == 11 else 'K' if v == 10 else str(v)
        shown = '{:,}'.format(n).replace(',', '.') + '-' + dv
        return self.rec('cl_rut', str(n) + dv, shown)

    def no_fnr(self):
        r = self.rng
        while True:
            dd, mm, yy = r.randint(1, 28), r.randint(1, 12), r.randint(50, 99)
            ind = r.randint(0, 499)
            d = [int(c) for c in '%02d%02d%02d%03d' % (dd, mm, yy, ind)]
            k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
            k1 = 0 if k1 == 11 else k1
            if k1 == 10:
                continue
            k2 = 11 - sum(a * b for a, b in zip(d + [k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            k2 = 0 if k2 == 11 else k2
            if k2 == 10:
                continue
            raw = ''.join(map(str, d + [k1, k2]))
            return self.rec('no_fnr', raw, raw[:6] + ' ' + raw[6:])

    def sg_nric(self):
        digits = self.fill('#######')
        s = sum(int(a) * b for a, b in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
        letter = 'JZIHGFEDCBA'[s % 11]
        raw = 'S' + digits + letter
        return self.rec('sg_nric', raw, raw)

    def jp_mynumber(self):
        body = self.fill('%##########')
        s = 0
        for n in range(1, 12):
            p = int(body[11 - n])
            q = n + 1 if n <= 6 else n - 5
            s += p * q
        rem = s % 11
        c = 0 if rem <= 1 else 11 - rem
        raw = body + str(c)
        return self.rec('jp_mynumber', raw, raw[:4] + ' ' + raw[4:8] + ' ' + raw[8:])

    def it_cf(self):
        r = self.rng
        L = string.ascii_uppercase
        cons = 'BCDFGHJKLMNPQRSTVWXYZ'
        s = ''.join(r.choice(cons) for _ in range(3)) + ''.join(r.choice(cons) for _ in range(3))
        s += '%02d' % r.randint(50, 99) + r.choice('ABCDEHLMPRST')
        day = r.randint(1, 28) + r.choice([0, 40])
        s += '%02d' % day + r.choice('ADFHLMG') + '%03d' % r.randint(100, 999)
        odd = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
               'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
               'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
               'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}
        tot = 0
        for i, ch in enumerate(s):
            if i % 2 == 0:
                tot += odd[ch]
            else:
                tot += int(ch) if ch.isdigit() else L.index(ch)
        raw = s + L[tot % 26]
        return self.rec('it_cf', raw, raw)

    def fr_nir(self):
        r = self.rng
        body = '%d%02d%02d%02d%03d%03d' % (r.choice([1, 2]), r.randint(50, 99), r.randint(1, 12),
                                           r.randint(1, 95), r.randint(1, 990), r.randint(1, 999))
        if body[5:7] == '20':
            body = body[:5] + '21' + body[7:]
        key = 97 - int(body) % 97
        raw = body + '%02d' % key
        shown = ' '.join([raw[0], raw[1:3], raw[3:5], raw[5:7], raw[7:10], raw[10:13], raw[13:]])
        return self.rec('fr_nir', raw, shown)

    def us_ssn(self, sep='-'):
        r = self.rng
        area = r.choice([a for a in range(1, 900) if a != 666])
        raw = '%03d%02d%04d' % (area, r.randint(1, 99), r.randint(1, 9999))
        return self.rec('us_ssn', raw, raw[:3] + sep + raw[3:5] + sep + raw[5:])

    def pt_nif(self):
        body = self.rng.choice('123') + self.fill('#######')
        s = sum(int(a) * b for a, b in zip(body, range(9, 1, -1)))
        c = 11 - s % 11
        c = 0 if c >= 10 else c
        raw = body + str(c)
        return self.rec('pt_nif', raw, raw)

    def ca_sin(self):
        raw = luhn_complete(self.rng.choice('1234567') + self.fill('#######'))
        return self.rec('ca_sin', raw, raw[:3] + ' ' + raw[3:6] + ' ' + raw[6:])

    def il_tz(self):
        body = self.fill('########')
        s = 0
        for i, ch in enumerate(body):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            s += v - 9 if v > 9 else v
        raw = body + str((10 - s % 10) % 10)
        return self.rec('il_tz', raw, raw)

    def es_nie(self):
        p = self.rng.choice('XYZ')
        n = self.fill('#######')
        letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[int('XYZ'.index(p).__str__() + n) % 23]
        raw = p + n + letter
        return self.rec('es_nie', raw, raw)

    def au_tfn(self):
        w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
        while True:
            d = self.fill('%########')
            if sum(int(a) * b for a, b in zip(d, w)) % 11 == 0:
                return self.rec('au_tfn', d, d[:3] + ' ' + d[3:6] + ' ' + d[6:])

    def uk_nino(self):
        r = self.rng
        first = 'ABCEGHJKLMNPRSTWXYZ'
        second = 'ABCEGHJKLMNPRSTWXYZ'
        while True:
            pre = r.choice(first) + r.choice(second)
            if pre not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
                break
        raw = pre + self.fill('######') + r.choice('ABCD')
        return self.rec('uk_nino', raw, ' '.join([raw[:2], raw[2:4], raw[4:6], raw[6:8], raw[8]]))

    def br_cpf(self):
        d = [int(c) for c in self.fill('#########')]
        for k in (10, 11):
            s = sum(a * b for a, b in zip(d, range(k, 1, -1)))
            v = s * 10 % 11
            d.append(0 if v == 10 else v)
        raw = ''.join(map(str, d))
        return self.rec('br_cpf', raw, '%s.%s.%s-%s' % (raw[:3], raw[3:6], raw[6:9], raw[9:]))

    # -- passports
    def mrz(self, surname, given, sex='F'):
        r = self.rng

        def cd(s):
            vals = []
            for ch in s:
                if ch.isdigit():
                    vals.append(int(ch))
                elif ch == '<':
                    vals.append(0)
                else:
                    vals.append(ord(ch) - 55)
            return str(sum(v * [7, 3, 1][i % 3] for i, v in enumerate(vals)) % 10)
        line1 = ('P<UTO' + surname + '<<' + given.replace(' ', '<')).ljust(44, '<')
        num = self.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + self.fill('########')
        dob = '%02d%02d%02d' % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28))
        exp = '%02d%02d%02d' % (r.randint(28, 34), r.randint(1, 12), r.randint(1, 28))
        personal = '<' * 14
        part = num + cd(num) + 'UTO' + dob + cd(dob) + sex + exp + cd(exp) + personal + cd(personal)
        composite = num + cd(num) + dob + cd(dob) + exp + cd(exp) + personal + cd(personal)
        line2 = part + cd(composite)
        assert len(line1) == 44 and len(line2) == 44, (line1, line2)
        self.rec('mrz', line2, line2)
        return line1 + '\n' + line2

    def passport(self, shape):
        pats = {'de': None, 'in': None, 'us': '%########', 'uk': '%########', 'fr': '##'}
        if shape == 'de':
            raw = 'C' + self.chars('CFGHJKLMNPRTVWXYZ0123456789', 8)
        elif shape == 'in':
            raw = self.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + self.fill('%######')
        elif shape == 'fr':
            raw = self.fill('##') + self.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + self.fill('#####')
        else:
            raw = self.fill(pats[shape])
        return self.rec('passport', raw, raw)

    # -- secrets
    def password(self, style, urlsafe=False):
        r = self.rng
        if style == 'random':
            while True:
                s = self.chars(ALNUM + '!#$%&*?@^', r.randint(11, 16))
                if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(not c.isalnum() for c in s):
                    break
        elif style == 'words':
            s = r.choice(WORDS).capitalize() + r.choice('!-_.#*') + r.choice(WORDS) + self.fill('##')
        elif style == 'leet':
            w = r.choice(WORDS) + r.choice(WORDS)
            s = w.translate(str.maketrans({'a': '4', 'e': '3', 'o': '0', 'i': '1', 's': '$'}))
            s = s[0].upper() + s[1:] + r.choice('!?#')
        elif style == 'worddigits':
            s = r.choice(WORDS) + self.fill('####')
        elif style == 'pinyin':
            s = r.choice(PINYIN) + r.choice(PINYIN) + self.fill('###')
        elif style == 'phrase':
            s = '-'.join(r.sample(WORDS, 4))
        elif style == 'wifi':
            s = self.chars(HEX, 16)
        elif style == 'unicode':
            s = r.choice(['Bücher', 'Ñandú', 'Kaffeebär', 'Mäusle', 'Crème', 'Sjöbod']) + self.fill('##') + r.choice('!§$%')
        else:
            raise ValueError(style)
        if urlsafe:
            # characters that would need percent-encoding in a URL userinfo/query
            s = s.translate(str.maketrans({'@': '-', '#': '_', '?': '.', '%': '~', '&': '*', '/': '-', ':': '.', '^': '!', '$': '!'}))
        return self.rec('password', s, s)

    def pin(self, n, script='ascii'):
        r = self.rng
        while True:
            d = [r.randint(0, 9) for _ in range(n)]
            if any(d[i] == d[i + 1] for i in range(n - 1)):
                continue
            if any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(n - 2)):
                continue
            raw = ''.join(map(str, d))
            return self.rec('pin', raw, conv(raw, script))

    def pin_words(self, n, words, joiner):
        raw = self.pin(n)
        self.log.pop()
        shown = joiner.join(words[int(c)] for c in raw)
        return self.rec('pin', raw, shown)

    def otp(self, n=6, sep=''):
        raw = self.fill('#' * n)
        shown = raw if not sep else raw[:n // 2] + sep + raw[n // 2:]
        return self.rec('otp', raw, shown)

    def backup_codes(self, k=5):
        codes = [self.fill('####') + ' ' + self.fill('####') for _ in range(k)]
        return self.rec('backup_codes', ','.join(codes), codes)

    def seed(self, n=12):
        words = self.rng.sample(SEED_WORDS, n)
        return self.rec('seed', ' '.join(words), ' '.join(words))

    def combo(self):
        r = self.rng
        nums = r.sample(range(1, 40), 3)
        return self.rec('combo', '-'.join(map(str, nums)), nums)

    def nato(self, k=8):
        nato = {'A': 'Alfa', 'B': 'Bravo', 'C': 'Charlie', 'D': 'Delta', 'E': 'Echo', 'F': 'Foxtrot',
                'G': 'Golf', 'H': 'Hotel', 'K': 'Kilo', 'L': 'Lima', 'M': 'Mike', 'P': 'Papa',
                'R': 'Romeo', 'T': 'Tango', 'W': 'Whiskey', 'Z': 'Zulu'}
        raw = ''
        parts = []
        for i in range(k):
            if i in (2, 5):
                d = self.rng.choice('23456789')
                raw += d
                parts.append(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][int(d) - 2])
            else:
                c = self.rng.choice(sorted(nato))
                lower = self.rng.random() < 0.5
                raw += c.lower() if lower else c
                parts.append(('small ' if lower else 'capital ') + nato[c])
        return self.rec('password', raw, ', '.join(parts))

    def key(self, kind):
        c = self.chars
        if kind == 'aws_id':
            s = 'AKIA' + c('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
        elif kind == 'aws_secret':
            s = c(ALNUM + '/+', 40)
        elif kind == 'github_pat':
            s = 'github_pat_11' + c(UPALNUM, 20) + '_' + c(ALNUM, 59)
        elif kind == 'slack_user':
            s = 'xoxp-' + self.fill('%##########') + '-' + self.fill('%##########') + '-' + self.fill('%############') + '-' + c(HEX, 32)
        elif kind == 'stripe_rk':
            s = 'rk_live_51' + c(ALNUM, 97)
        elif kind == 'anthropic':
            s = 'sk-ant-api03-' + c(B64URL, 93) + 'AA'
        elif kind == 'twilio_sid':
            s = 'AC' + c(HEX, 32)
        elif kind == 'twilio_token':
            s = c(HEX, 32)
        elif kind == 'shopify':
            s = 'shpat_' + c(HEX, 32)
        elif kind == 'digitalocean':
            s = 'dop_v1_' + c(HEX, 64)
        elif kind == 'pypi':
            s = 'pypi-AgEIcHlwaS5vcmc' + c(B64URL, 140)
        elif kind == 'vault':
            s = 'hvs.CAESI' + c(B64URL, 82)
        elif kind == 'age':
            s = 'AGE-SECRET-KEY-1' + c(BECH32, 58)
        elif kind == 'mailchimp':
            s = c(HEX, 32) + '-us' + str(self.rng.randint(2, 21))
        elif kind == 'discord':
            ident = str(self.rng.randint(10 ** 17, 10 ** 18))
            s = base64.b64encode(ident.encode()).decode().rstrip('=') + '.' + c(B64URL, 6) + '.' + c(B64URL, 38)
        elif kind == 'databricks':
            s = 'dapi' + c(HEX, 32)
        elif kind == 'postman':
            s = 'PMAK-' + c(HEX, 24) + '-' + c(HEX, 34)
        elif kind == 'npm':
            s = 'npm_' + c(ALNUM, 36)
        elif kind == 'hf':
            s = 'hf_' + c(string.ascii_letters, 34)
        elif kind == 'sendgrid':
            s = 'SG.' + c(B64URL, 22) + '.' + c(B64URL, 43)
        elif kind == 'google':
            s = 'AIza' + c(B64URL, 35)
        elif kind == 'openai':
            s = 'sk-proj-' + c(B64URL, 64) + 'T3BlbkFJ' + c(B64URL, 64)
        elif kind == 'slack_webhook':
            s = 'T0' + c(UPALNUM, 8) + '/B0' + c(UPALNUM, 8) + '/' + c(ALNUM, 24)
        elif kind == 'telegram':
            s = self.fill('%#########') + ':AA' + c(B64URL, 33)
        elif kind == 'linear':
            s = 'lin_api_' + c(ALNUM, 40)
        elif kind == 'sas_sig':
            s = c(B64, 43).replace('+', '%2B').replace('/', '%2F') + '%3D'
        elif kind == 'amz_sig':
            s = c(HEX, 64)
        elif kind == 'api_query':
            s = c(ALNUM, 32)
        else:
            raise ValueError(kind)
        return self.rec('key:' + kind, s, s)

    def pem(self, label, nlines=6, json_escaped=False):
        body = [self.chars(B64, 64) for _ in range(nlines)] + [self.chars(B64, 28) + '==']
        if label == 'OPENSSH PRIVATE KEY':
            body[0] = 'b3BlbnNzaC1rZXktdjEAAAAA' + body[0][24:]
        s = '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(body), label)
        shown = s.replace('\n', '\\n') if json_escaped else s
        return self.rec('key:pem', s, shown)

    def fingerprint(self):
        h = self.chars(HEX, 40).upper()
        shown = ' '.join(h[i:i + 4] for i in range(0, 40, 4))
        shown = shown[:24] + ' ' + shown[24:]   # GnuPG prints a double space in the middle
        return self.rec('hex', h, shown)

    def jwt(self, payload):
        enc = lambda b: base64.urlsafe_b64encode(b).decode().rstrip('=')
        h = enc(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
        p = enc(json.dumps(payload, separators=(',', ':')).encode())
        s = h + '.' + p + '.' + self.chars(B64URL, 43)
        return self.rec('key:jwt', s, s)

    # -- look-alike numbers with their own valid checksums (not PII)
    def isbn13(self, sep='-', script='ascii'):
        body = '978' + self.fill('#########')
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        raw = body + str((10 - s % 10) % 10)
        shown = sep.join([raw[:3], raw[3], raw[4:8], raw[8:12], raw[12]]) if sep else raw
        return self.rec('isbn13', raw, conv(shown, script))

    def ean13(self, prefix):
        body = prefix + self.fill('#' * (12 - len(prefix)))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        raw = body + str((10 - s % 10) % 10)
        return self.rec('isbn13', raw, raw)   # same checksum as ISBN-13

    def uscc(self):
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        body = '91' + self.fill('######') + self.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 9)
        s = sum(USCC_CHARS.index(c) * k for c, k in zip(body, w))
        c = (31 - s % 31) % 31
        raw = body + USCC_CHARS[c]
        return self.rec('uscc', raw, raw)

    def kr_brn(self):
        d = [int(c) for c in self.fill('%########')]
        w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
        s = sum(a * b for a, b in zip(d, w)) + (d[8] * 5) // 10
        c = (10 - s % 10) % 10
        raw = ''.join(map(str, d)) + str(c)
        return self.rec('kr_brn', raw, raw[:3] + '-' + raw[3:5] + '-' + raw[5:])

    def siren(self):
        raw = luhn_complete(self.fill('%#######'))
        return self.rec('siren', raw, raw[:3] + ' ' + raw[3:6] + ' ' + raw[6:])

    def ru_inn10(self):
        while True:
            body = self.fill('77########')[:9]
            c = sum(int(a) * b for a, b in zip(body, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
            raw = body + str(c)
            return self.rec('ru_inn10', raw, raw)

    def imo(self):
        body = self.fill('9######')[:6]
        c = sum(int(a) * b for a, b in zip(body, [7, 6, 5, 4, 3, 2])) % 10
        raw = body + str(c)
        return self.rec('imo', raw, 'IMO ' + raw)

    def pl_nip(self):
        while True:
            body = self.fill('%########')
            c = sum(int(a) * b for a, b in zip(body, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
            if c == 10:
                continue
            raw = body + str(c)
            return self.rec('pl_nip', raw, '%s-%s-%s-%s' % (raw[:3], raw[3:6], raw[6:8], raw[8:]))

    def jp_corp(self):
        body = self.fill('%###########')
        s = 0
        for n in range(1, 13):
            p = int(body[12 - n])
            s += p * (1 if n % 2 == 1 else 2)
        c = 9 - s % 9
        raw = str(c) + body
        return self.rec('jp_corp', raw, raw)

    def hexs(self, n):
        s = self.chars(HEX, n)
        return self.rec('hex', s, s)

    def uuid4(self):
        h = self.chars(HEX, 32)
        h = h[:12] + '4' + h[13:16] + self.rng.choice('89ab') + h[17:]
        s = '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
        return self.rec('hex', s, s)

    def ssh_pub(self, comment):
        s = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + self.chars(B64, 43) + ' ' + comment
        return self.rec('pubkey', s, s)
