"""heldout_v23: generators for fake values inserted at placeholders.

Standard library only. Every function takes a random.Random instance and returns a string.
Nothing here is a real person's data: phone numbers use drama/fiction ranges where they are
commonly listed (UK 07700 900xxx, US 555-01xx, FR 06 39 98 xx xx) and random digits in the
right shape elsewhere; identity numbers are random with correct check digits; keys are random.
"""
import re

DIGITS = '0123456789'
UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
LOWER = 'abcdefghijklmnopqrstuvwxyz'
ALNUM = UPPER + LOWER + DIGITS
HEX = '0123456789abcdef'


def rdig(rng, n):
    return ''.join(rng.choice(DIGITS) for _ in range(n))


def rnz(rng, n):
    """n digits, first one non-zero."""
    return rng.choice('123456789') + rdig(rng, n - 1)


def rchars(rng, alphabet, n):
    return ''.join(rng.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def to_script(s, zero):
    """Map ASCII digits to another decimal script starting at code point `zero`."""
    return ''.join(chr(zero + int(c)) if c in DIGITS else c for c in s)


# ---------------------------------------------------------------- Luhn cards
def _luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _luhn_number(rng, prefix, length):
    body = prefix + rdig(rng, length - len(prefix) - 1)
    return body + _luhn_digit(body)


def _luhn_ok(s):
    return _luhn_digit(s[:-1]) == s[-1]


def card_visa(rng):
    return group(_luhn_number(rng, '4', 16), [4, 4, 4, 4])


def card_visa_dash(rng):
    return group(_luhn_number(rng, '4', 16), [4, 4, 4, 4], '-')


def card_mc5(rng):
    return group(_luhn_number(rng, '5' + rng.choice('12345'), 16), [4, 4, 4, 4])


def card_mc2(rng):
    return group(_luhn_number(rng, str(rng.randint(2221, 2720)), 16), [4, 4, 4, 4])


def card_amex(rng):
    return group(_luhn_number(rng, '3' + rng.choice('47'), 15), [4, 6, 5])


def card_unionpay(rng):
    return group(_luhn_number(rng, '62', 19), [4, 4, 4, 4, 3])


def card_verve(rng):
    return group(_luhn_number(rng, '5061' + '%02d' % rng.randint(0, 98), 19), [4, 4, 4, 4, 3])


def order16(rng):
    s = rnz(rng, 16)
    if _luhn_ok(s):
        s = s[:-1] + str((int(s[-1]) + 1) % 10)
    return s


def order16_grp(rng):
    return group(order16(rng), [4, 4, 4, 4])


# ---------------------------------------------------------------- phones
def ph_us(rng):
    return '+1 (%s) 555-01%s' % (rng.choice(['202', '312', '415', '617', '503', '720']), rdig(rng, 2))


def ph_uk(rng):
    return '+44 7700 900%s' % rdig(rng, 3)


def ph_in(rng):
    return '+91 %s%s %s' % (rng.choice('6789'), rdig(rng, 4), rdig(rng, 5))


def ph_ge(rng):
    return '+995 5%s %s %s %s' % (rdig(rng, 2), rdig(rng, 2), rdig(rng, 2), rdig(rng, 2))


def ph_am(rng):
    return '+374 (%s) %s-%s' % (rng.choice(['91', '93', '94', '77', '99', '55']), rdig(rng, 3), rdig(rng, 3))


def ph_kz(rng):
    return '+7 (7%s) %s %s %s' % (rng.choice(['01', '02', '05', '07', '47', '71', '75', '77']),
                                  rdig(rng, 3), rdig(rng, 2), rdig(rng, 2))


def ph_uz(rng):
    return '+998 9%s %s-%s-%s' % (rng.choice('013457'), rdig(rng, 3), rdig(rng, 2), rdig(rng, 2))


def ph_ng(rng):
    return '+234 %s %s %s' % (rng.choice(['803', '806', '813', '816', '703', '706', '905']),
                              rdig(rng, 3), rdig(rng, 4))


def ph_lk(rng):
    return '+94 7%s %s %s' % (rng.choice('124678'), rdig(rng, 3), rdig(rng, 4))


def ph_mn(rng):
    return '+976 %s%s-%s' % (rng.choice('89'), rdig(rng, 3), rdig(rng, 4))


def ph_ie(rng):
    return '+353 (0)8%s %s %s' % (rng.choice('35679'), rdig(rng, 3), rdig(rng, 4))


def ph_fr_dots(rng):
    return '06.39.98.%s.%s' % (rdig(rng, 2), rdig(rng, 2))


def ph_et(rng):
    return '+251 9%s %s %s' % (rdig(rng, 1), rdig(rng, 3), rdig(rng, 4))


def ph_az(rng):
    return '+994 %s %s %s %s' % (rng.choice(['50', '51', '55', '70', '77']), rdig(rng, 3), rdig(rng, 2), rdig(rng, 2))


def ph_dk(rng):
    return '+45 3%s %s %s %s' % (rdig(rng, 1), rdig(rng, 2), rdig(rng, 2), rdig(rng, 2))


def ph_ro(rng):
    return '+40 7%s%s %s %s' % (rng.choice('2345678'), rdig(rng, 1), rdig(rng, 3), rdig(rng, 3))


def ph_th(rng):
    return '+66 8%s %s %s' % (rdig(rng, 1), rdig(rng, 3), rdig(rng, 4))


# other digit scripts and separators
def ph_pk_ur(rng):  # Extended Arabic-Indic digits (Urdu)
    return to_script('03%s-%s' % (rng.choice(['00', '01', '12', '21', '33', '45']), rdig(rng, 7)), 0x06F0)


def ph_np_deva(rng):  # Devanagari digits (Nepali)
    return to_script('98%s-%s' % (rng.choice('0124'), rdig(rng, 7)), 0x0966)


def ph_kh_khmer(rng):  # Khmer digits
    return to_script('0%s %s %s' % (rng.choice(['97', '96', '89', '77', '17']), rdig(rng, 3), rdig(rng, 4)), 0x17E0)


def ph_la_lao(rng):  # Lao digits
    return to_script('020 %s%s %s' % (rng.choice('2579'), rdig(rng, 3), rdig(rng, 4)), 0x0ED0)


def ph_mm_my(rng):  # Myanmar digits
    return to_script('09 %s %s %s' % (rdig(rng, 3), rdig(rng, 3), rdig(rng, 3)), 0x1040)


def ph_in_telugu(rng):  # Telugu digits
    return to_script('+91 %s%s %s' % (rng.choice('6789'), rdig(rng, 4), rdig(rng, 5)), 0x0C66)


def ph_sk_slash(rng):  # slash and no-break space
    return '09%s/%s\u00a0%s' % (rng.choice(['01', '02', '03', '04', '05', '10', '11', '15', '44', '48']),
                                rdig(rng, 3), rdig(rng, 3))


def ph_hr_endash(rng):  # spaced en dashes
    return '09%s \u2013 %s \u2013 %s' % (rng.choice('12578'), rdig(rng, 3), rdig(rng, 4))


# Chinese / Japanese / Korean numerals
def _cn_mobile(rng):
    return '1' + rng.choice('3456789') + rdig(rng, 9)


def cn_yao(rng):
    m = dict(zip(DIGITS, '零幺二三四五六七八九'))
    d = _cn_mobile(rng)
    return group(''.join(m[c] for c in d), [3, 4, 4])


def cn_daxie_t(rng):
    m = dict(zip(DIGITS, '零壹貳參肆伍陸柒捌玖'))
    return ''.join(m[c] for c in _cn_mobile(rng))


def cn_mixed(rng):
    m = dict(zip(DIGITS, '〇一二三四五六七八九'))
    d = _cn_mobile(rng)
    while True:
        flags = [rng.random() < 0.5 for _ in d]
        if 3 <= sum(flags) <= 8:
            break
    s = ''.join(m[c] if f else c for c, f in zip(d, flags))
    return group(s, [3, 4, 4], '-')


def jp_kanji(rng):
    m = dict(zip(DIGITS, '〇一二三四五六七八九'))
    d = '0' + rng.choice('789') + '0' + rdig(rng, 8)
    return group(''.join(m[c] for c in d), [3, 4, 4], '－')


def ko_sino(rng):
    m = dict(zip(DIGITS, '공일이삼사오육칠팔구'))
    d = '010' + rdig(rng, 8)
    return group(''.join(m[c] for c in d), [3, 4, 4], '-')


def hk_cn(rng):
    m = dict(zip(DIGITS, '零一二三四五六七八九'))
    d = '852' + rng.choice('569') + rdig(rng, 7)
    return group(''.join(m[c] for c in d), [3, 4, 4])


# ---------------------------------------------------------------- identity numbers
_CN_AREAS = ['110105', '310115', '440106', '510104', '330102', '420106', '320102', '210102']
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _cn_id(rng, want_x):
    while True:
        body = (rng.choice(_CN_AREAS) + '%04d%02d%02d' % (rng.randint(1962, 2004), rng.randint(1, 12),
                                                         rng.randint(1, 28)) + '%03d' % rng.randint(1, 999))
        c = '10X98765432'[sum(int(a) * w for a, w in zip(body, _CN_W)) % 11]
        if want_x is None or (c == 'X') == want_x:
            return body + c


def cnid(rng):
    return _cn_id(rng, False)


def cnid_x(rng):
    return _cn_id(rng, True)


def cnid_spaced(rng):
    return group(_cn_id(rng, None), [6, 8, 4])


_IBAN_SPEC = {'HR': '17n', 'BG': '4a6n8n', 'IT': '1a22n', 'IE': '4a14n', 'SK': '20n'}


def _iban(rng, cc):
    bban = ''
    for num, kind in re.findall(r'(\d+)([an])', _IBAN_SPEC[cc]):
        bban += rchars(rng, UPPER if kind == 'a' else DIGITS, int(num))
    conv = ''.join(str(int(ch, 36)) for ch in bban + cc + '00')
    cd = '%02d' % (98 - int(conv) % 97)
    s = cc + cd + bban
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_hr(rng):
    return _iban(rng, 'HR')


def iban_bg(rng):
    return _iban(rng, 'BG')


def iban_it(rng):
    return _iban(rng, 'IT')


def iban_ie(rng):
    return _iban(rng, 'IE')


def iban_sk(rng):
    return _iban(rng, 'SK')


def tckn(rng):
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def ee_id(rng):
    year = rng.randint(1955, 2003)
    g = (3 if year < 2000 else 5) + rng.randint(0, 1)
    body = '%d%02d%02d%02d%03d' % (g, year % 100, rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 999))
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    c = sum(int(a) * w for a, w in zip(body, w1)) % 11
    if c == 10:
        c = sum(int(a) * w for a, w in zip(body, w2)) % 11
        if c == 10:
            c = 0
    return body + str(c)


def pesel(rng):  # a child born 2019-2022
    body = '%02d%02d%02d%03d%d' % (rng.randint(19, 22), rng.randint(1, 12) + 20, rng.randint(1, 28),
                                   rng.randint(0, 999), rng.choice([0, 2, 4, 6, 8]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * k for a, k in zip(body, w)) % 10) % 10)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng):
    body = rng.choice('23456789') + rdig(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return group(body + str(_VINV[c]), [4, 4, 4])


def ph_passport(rng):
    return 'P' + rdig(rng, 7) + rng.choice(UPPER)


def eg_passport(rng):
    return 'A' + rnz(rng, 8)


def house(rng):
    return str(rng.randint(2, 148))


def pc_tail(rng):
    return rdig(rng, 1) + rchars(rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)


def d2(rng):
    return '%02d' % rng.randint(10, 99)


def d4(rng):
    return rnz(rng, 4)


def d8(rng):
    return rnz(rng, 8)


def hex8(rng):
    return rchars(rng, HEX, 8)


def ip_doc(rng):
    return '%s.%d' % (rng.choice(['192.0.2', '198.51.100', '203.0.113']), rng.randint(1, 254))


# ---------------------------------------------------------------- passwords, PINs, codes
_SYMS = '!#$%&*+-=?^_~'


def _has_classes(s):
    return (any(c in UPPER for c in s) and any(c in LOWER for c in s) and any(c in DIGITS for c in s))


def pw_mixed(rng):
    while True:
        s = rchars(rng, ALNUM + _SYMS, rng.randint(12, 15))
        if _has_classes(s) and any(c in _SYMS for c in s):
            return s


def pw_url(rng):
    while True:
        s = rchars(rng, ALNUM + '-_', rng.randint(14, 18))
        if _has_classes(s) and s[0] not in '-_':
            return s


_WORDS = ['Mango', 'Tiger', 'Falke', 'Lampu', 'Kiwi', 'Rakete', 'Nube', 'Zebra', 'Orkan', 'Pirat',
          'Sokol', 'Ventus', 'Komet', 'Banyan']


def pw_word(rng):
    a, b = rng.sample(_WORDS, 2)
    return a + rng.choice('!#%&*') + b + rnz(rng, rng.randint(2, 4))


def pw_leet(rng):
    w = rng.choice(['goldenfish', 'sunflower', 'mountain', 'blackbird', 'lighthouse', 'snowstorm'])
    m = {'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5'}
    s = ''.join(m.get(c, c) if rng.random() < 0.7 else c for c in w)
    return s[0].upper() + s[1:] + rng.choice('!#$') + rnz(rng, 2)


def pw_pinyin(rng):
    return rng.choice(['xiaomao', 'dahai', 'chunfeng', 'lanmei', 'baicai', 'tianxing']) + rnz(rng, rng.randint(4, 6))


def pw_phrase_ga(rng):
    return '-'.join(rng.sample(['madra', 'crann', 'farraige', 'solas', 'cloch', 'abhainn', 'gealach', 'bróg',
                                'scamall', 'fuinneog', 'capall', 'leabhar'], 4))


def wifi(rng):
    while True:
        s = rchars(rng, ALNUM, rng.randint(12, 16))
        if _has_classes(s):
            return s


def _pin_ok(s):
    if any(a == b for a, b in zip(s, s[1:])):
        return False
    for a, b, c in zip(s, s[1:], s[2:]):
        if int(b) - int(a) == int(c) - int(b) and abs(int(b) - int(a)) == 1:
            return False
    return True


def _pin(rng, n):
    while True:
        s = rdig(rng, n)
        if _pin_ok(s):
            return s


def pin4(rng):
    return _pin(rng, 4)


def pin6(rng):
    return _pin(rng, 6)


def digicode(rng):
    return _pin(rng, 4) + rng.choice('AB')


def otp6(rng):
    return _pin(rng, 6)


def backup(rng):
    return ', '.join(rdig(rng, 4) + '-' + rdig(rng, 4) for _ in range(4))


def pin_sw(rng):
    words = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa']
    return ' '.join(words[int(c)] for c in _pin(rng, 4))


_NATO = ['alfa', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliett', 'kilo',
         'lima', 'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', 'uniform',
         'victor', 'whiskey', 'xray', 'yankee', 'zulu']
_EN_DIG = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']


def pw_nato(rng):
    while True:
        s = rchars(rng, ALNUM, 8)
        if _has_classes(s):
            break
    out = []
    for c in s:
        if c in DIGITS:
            out.append(_EN_DIG[int(c)])
        elif c in UPPER:
            out.append(_NATO[ord(c) - 65].upper())
        else:
            out.append(_NATO[ord(c) - 97])
    return ' '.join(out)


def combo_spaced(rng):
    s = _pin(rng, 6)
    return ' \u2013 '.join(' '.join(s[i:i + 2]) for i in range(0, 6, 2))


# ---------------------------------------------------------------- key formats (random, none real)
def aws_id(rng):
    return 'AKIA' + rchars(rng, UPPER + '234567', 16)


def aws_secret(rng):
    return rchars(rng, ALNUM + '/+', 40)


def gh_pat(rng):
    return 'github_pat_' + rchars(rng, ALNUM, 22) + '_' + rchars(rng, ALNUM, 59)


def shopify(rng):
    return 'shpat_' + rchars(rng, HEX, 32)


def do_token(rng):
    return 'dop_v1_' + rchars(rng, HEX, 64)


def pypi(rng):
    return 'pypi-AgEIcHlwaS5vcmc' + rchars(rng, ALNUM + '-_', 70)


def stripe_rk(rng):
    return 'rk_live_' + rchars(rng, ALNUM, 34)


def hf(rng):
    return 'hf_' + rchars(rng, UPPER + LOWER, 34)


def openssh(rng):
    b64 = ALNUM + '+/'
    lines = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW']
    lines += [rchars(rng, b64, 70) for _ in range(3)]
    lines.append(rchars(rng, b64, 38) + '==')
    return '\n'.join(lines)


# ---------------------------------------------------------------- look-alike numbers (allow)
def _ean_digit(body12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
    return str((10 - s % 10) % 10)


def isbn13(rng):
    body = '978' + rng.choice('0123') + rdig(rng, 8)
    s = body + _ean_digit(body)
    return '-'.join([s[:3], s[3], s[4:8], s[8:12], s[12]])


def ean13_fr(rng):
    body = '3' + rng.choice('01234567') + rdig(rng, 10)
    return body + _ean_digit(body)


def ean13_de(rng):
    body = '4' + rng.choice('0123') + rdig(rng, 10)
    return body + _ean_digit(body)


def issn(rng):
    body = rnz(rng, 7)
    c = (11 - sum(int(a) * w for a, w in zip(body, [8, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return body[:4] + '-' + body[4:] + ('X' if c == 10 else str(c))


def cas(rng):
    a = rnz(rng, rng.randint(3, 6))
    b = rdig(rng, 2)
    ds = a + b
    c = sum(int(x) * (i + 1) for i, x in enumerate(reversed(ds))) % 10
    return '%s-%s-%d' % (a, b, c)


def imo(rng):
    six = '9' + rdig(rng, 5)
    return six + str(sum(int(a) * w for a, w in zip(six, [7, 6, 5, 4, 3, 2])) % 10)


_USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
_USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng):
    org = rdig(rng, 8)
    oc = 11 - sum(int(a) * w for a, w in zip(org, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    org += {10: 'X', 11: '0'}.get(oc, str(oc))
    body = '91' + rng.choice(['110108', '310115', '440300', '330106', '510107']) + org
    c = 31 - sum(_USCC_CHARS.index(a) * w for a, w in zip(body, _USCC_W)) % 31
    return body + _USCC_CHARS[0 if c == 31 else c]


def ups(rng):
    return '1Z' + rchars(rng, UPPER + DIGITS, 6) + rdig(rng, 2) + rdig(rng, 8)


def epoch(rng):
    return str(rng.randint(1700000000, 1800000000))


def lotto(rng):
    return ' - '.join(str(n) for n in sorted(rng.sample(range(1, 91), 5)))


def pop(rng):
    return '{:,}'.format(rng.randint(1050000, 1950000)).replace(',', ' ')


def price_fa(rng):
    n = rng.randint(18, 95) * 1000000 + rng.randint(1, 9) * 100000
    return to_script('{:,}'.format(n).replace(',', '\u066c'), 0x06F0)


def part(rng):
    return '1%s %s %s/%s' % (rdig(rng, 2), rdig(rng, 3), rdig(rng, 3), rdig(rng, 2))


def crore(rng):
    s = str(rng.randint(100000, 399999))
    return s[0] + ',' + s[1:3] + ',' + s[3:]


def sha256(rng):
    return rchars(rng, HEX, 64)


def uuid4(rng):
    h = rchars(rng, HEX, 32)
    h = h[:12] + '4' + h[13:16] + rng.choice('89ab') + h[17:]
    return '-'.join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]])


# ---------------------------------------------------------------- registry
# placeholder name -> (function, what check.py validates)
GEN = {
    'visa': (card_visa, 'card'), 'visa_dash': (card_visa_dash, 'card'), 'mc5': (card_mc5, 'card'),
    'mc2': (card_mc2, 'card'), 'amex': (card_amex, 'card'), 'unionpay': (card_unionpay, 'card'),
    'verve': (card_verve, 'card'),
    'order16': (order16, 'nonluhn'), 'order16_grp': (order16_grp, 'nonluhn'),
    'ph_us': (ph_us, 'phone'), 'ph_uk': (ph_uk, 'phone'), 'ph_in': (ph_in, 'phone'), 'ph_ge': (ph_ge, 'phone'),
    'ph_am': (ph_am, 'phone'), 'ph_kz': (ph_kz, 'phone'), 'ph_uz': (ph_uz, 'phone'), 'ph_ng': (ph_ng, 'phone'),
    'ph_lk': (ph_lk, 'phone'), 'ph_mn': (ph_mn, 'phone'), 'ph_ie': (ph_ie, 'phone'),
    'ph_fr_dots': (ph_fr_dots, 'phone'), 'ph_et': (ph_et, 'phone'), 'ph_az': (ph_az, 'phone'),
    'ph_dk': (ph_dk, 'phone'), 'ph_ro': (ph_ro, 'phone'), 'ph_th': (ph_th, 'phone'),
    'ph_pk_ur': (ph_pk_ur, 'phone'), 'ph_np_deva': (ph_np_deva, 'phone'), 'ph_kh_khmer': (ph_kh_khmer, 'phone'),
    'ph_la_lao': (ph_la_lao, 'phone'), 'ph_mm_my': (ph_mm_my, 'phone'), 'ph_in_telugu': (ph_in_telugu, 'phone'),
    'ph_sk_slash': (ph_sk_slash, 'phone'), 'ph_hr_endash': (ph_hr_endash, 'phone'),
    'cn_yao': (cn_yao, 'phone_cjk'), 'cn_daxie_t': (cn_daxie_t, 'phone_cjk'), 'cn_mixed': (cn_mixed, 'phone_cjk'),
    'jp_kanji': (jp_kanji, 'phone_cjk'), 'ko_sino': (ko_sino, 'phone_cjk'), 'hk_cn': (hk_cn, 'phone_cjk'),
    'cnid': (cnid, 'cnid'), 'cnid_x': (cnid_x, 'cnid'), 'cnid_spaced': (cnid_spaced, 'cnid'),
    'iban_hr': (iban_hr, 'iban'), 'iban_bg': (iban_bg, 'iban'), 'iban_it': (iban_it, 'iban'),
    'iban_ie': (iban_ie, 'iban'), 'iban_sk': (iban_sk, 'iban'),
    'tckn': (tckn, 'tckn'), 'ee_id': (ee_id, 'ee_id'), 'pesel': (pesel, 'pesel'), 'aadhaar': (aadhaar, 'aadhaar'),
    'ph_passport': (ph_passport, 'passport'), 'eg_passport': (eg_passport, 'passport'),
    'house': (house, 'none'), 'pc_tail': (pc_tail, 'none'), 'd2': (d2, 'none'), 'd4': (d4, 'none'),
    'd8': (d8, 'none'), 'hex8': (hex8, 'none'), 'ip_doc': (ip_doc, 'ip'),
    'pw_mixed': (pw_mixed, 'secret'), 'pw_url': (pw_url, 'secret'), 'pw_word': (pw_word, 'secret'),
    'pw_leet': (pw_leet, 'secret'), 'pw_pinyin': (pw_pinyin, 'secret'), 'pw_phrase_ga': (pw_phrase_ga, 'secret'),
    'wifi': (wifi, 'secret'), 'pin4': (pin4, 'pin'), 'pin6': (pin6, 'pin'), 'digicode': (digicode, 'secret'),
    'otp6': (otp6, 'pin'), 'backup': (backup, 'secret'), 'pin_sw': (pin_sw, 'secret'),
    'pw_nato': (pw_nato, 'secret'), 'combo_spaced': (combo_spaced, 'secret'),
    'aws_id': (aws_id, 'secret'), 'aws_secret': (aws_secret, 'secret'), 'gh_pat': (gh_pat, 'secret'),
    'shopify': (shopify, 'secret'), 'do_token': (do_token, 'secret'), 'pypi': (pypi, 'secret'),
    'stripe_rk': (stripe_rk, 'secret'), 'hf': (hf, 'secret'), 'openssh': (openssh, 'secret'),
    'isbn13': (isbn13, 'isbn13'), 'ean13_fr': (ean13_fr, 'ean13'), 'ean13_de': (ean13_de, 'ean13'),
    'issn': (issn, 'issn'), 'cas': (cas, 'cas'), 'imo': (imo, 'imo'), 'uscc': (uscc, 'uscc'),
    'ups': (ups, 'none'), 'epoch': (epoch, 'none'), 'lotto': (lotto, 'none'), 'pop': (pop, 'none'),
    'price_fa': (price_fa, 'none'), 'part': (part, 'none'), 'crore': (crore, 'none'),
    'sha256': (sha256, 'none'), 'uuid4': (uuid4, 'none'),
}

PLACEHOLDER = re.compile('\u27ea([a-z0-9_]+)(?:#[0-9]+)?\u27eb')


def fill(template, rng, values, checks):
    """Replace every ⟪name⟫ (or ⟪name#2⟫) in template; same key -> same value within one case."""
    def sub(m):
        key = m.group(0)[1:-1]
        if key not in values:
            fn, kind = GEN[m.group(1)]
            values[key] = fn(rng)
            checks.append((kind, values[key]))
        return values[key]
    return PLACEHOLDER.sub(sub, template)
