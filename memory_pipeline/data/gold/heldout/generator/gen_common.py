# -*- coding: utf-8 -*-
"""Shared helpers for the held-out v5 generator (Python 3 stdlib only)."""
import base64
import random
import string

SEED = 20261204
R = random.Random(SEED)

DIG = '0123456789'
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
B64URL = ALNUM + '-_'
B64 = ALNUM + '+/'
HEX = '0123456789abcdef'


def digits(n, first=None):
    s = ''.join(R.choice(DIG) for _ in range(n))
    if first is not None and n > 0:
        s = R.choice(first) + s[1:]
    return s


def rstr(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode('ascii')


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode('ascii').rstrip('=')


def pick(seq):
    return seq[R.randrange(len(seq))]


def fill(t, **kw):
    for k, v in kw.items():
        t = t.replace('{' + k + '}', v)
    return t


# ---------------------------------------------------------------- Luhn
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
    num = ''.join(c for c in num if c.isdigit())
    if len(num) < 2:
        return False
    return luhn_digit(num[:-1]) == num[-1]


def luhn_complete(prefix, length):
    body = prefix + digits(length - len(prefix) - 1)
    return body + luhn_digit(body)


def luhn_break(num):
    last = int(num[-1])
    bad = str((last + R.randint(1, 9)) % 10)
    out = num[:-1] + bad
    assert not luhn_ok(out)
    return out


# ---------------------------------------------------------------- CN ID
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_MAP = '10X98765432'
REGIONS = [
    ('110101', '北京东城'), ('110108', '北京海淀'), ('310104', '上海徐汇'),
    ('310115', '上海浦东'), ('440305', '深圳南山'), ('440106', '广州天河'),
    ('330106', '杭州西湖'), ('510107', '成都武侯'), ('420106', '武汉武昌'),
    ('320102', '南京玄武'), ('370202', '青岛市南'), ('500103', '重庆渝中'),
    ('610113', '西安雁塔'), ('350203', '厦门思明'), ('120101', '天津和平'),
    ('430104', '长沙岳麓'), ('210102', '沈阳和平'), ('230103', '哈尔滨南岗'),
    ('530102', '昆明五华'), ('450103', '南宁青秀'), ('320583', '昆山'),
    ('410105', '郑州金水'), ('340104', '合肥蜀山'), ('360103', '南昌西湖'),
    ('130102', '石家庄长安'), ('140105', '太原小店'), ('220104', '长春朝阳'),
    ('370102', '济南历下'), ('330203', '宁波海曙'), ('350102', '福州鼓楼'),
]
MDAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def id_check(s17):
    return ID_MAP[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def rand_birth(y0=1955, y1=2006):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    md = MDAYS[m - 1] + (1 if m == 2 and (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 0)
    d = R.randint(1, md)
    return '%04d%02d%02d' % (y, m, d)


def cn_id(want_x=False, region=None):
    reg = region or pick(REGIONS)[0]
    birth = rand_birth()
    while True:
        s17 = reg + birth + digits(3)
        c = id_check(s17)
        if want_x == (c == 'X'):
            return s17 + c


def cn_id_valid(s):
    s = s.upper()
    return len(s) == 18 and s[:17].isdigit() and id_check(s[:17]) == s[17]


# ---------------------------------------------------------------- phones
CN_PREFIXES = ['130', '131', '132', '133', '134', '135', '136', '137', '138', '139',
               '147', '150', '151', '152', '153', '155', '156', '157', '158', '159',
               '166', '173', '175', '176', '177', '178', '180', '181', '182', '183',
               '185', '186', '187', '188', '189', '191', '195', '198', '199']


def cn_mobile(need=''):
    while True:
        n = pick(CN_PREFIXES) + digits(8)
        if all(ch in n[1:] for ch in need):
            return n


def g344(n, sep=' '):
    return n[:3] + sep + n[3:7] + sep + n[7:]


def ph_us():
    area = pick(['212', '415', '646', '312', '617', '206', '512', '303', '408', '213', '718', '202', '305', '404', '713'])
    while True:
        ex = str(R.randint(2, 9)) + digits(2)
        if ex[1:] != '11' and ex != '555':
            break
    ln = digits(4)
    return pick([f"+1 ({area}) {ex}-{ln}", f"+1-{area}-{ex}-{ln}", f"+1 {area} {ex} {ln}",
                 f"001 {area} {ex} {ln}", f"+1{area}{ex}{ln}", f"+1.{area}.{ex}.{ln}"])


def ph_uk():
    pref = pick(['7911', '7946', '7825', '7788', '7723', '7456', '7534', '7401', '7981', '7853'])
    r = digits(6)
    return pick([f"+44 {pref} {r}", f"+44 (0){pref} {r[:3]} {r[3:]}", f"0044 {pref} {r}",
                 f"+44-{pref}-{r}", f"+44{pref}{r}"])


def ph_uk_land():
    n = '20' + pick('378') + digits(7)
    return pick([f"+44 20 {n[2:6]} {n[6:]}", f"+44 (0)20 {n[2:6]} {n[6:]}"])


def ph_jp():
    p = pick(['90', '80', '70'])
    a, b = digits(4, '123456789'), digits(4)
    return pick([f"+81 {p}-{a}-{b}", f"+81 {p} {a} {b}", f"+81-{p}-{a}-{b}",
                 f"+81 (0){p}-{a}-{b}", f"+81{p}{a}{b}"])


def ph_jp_land():
    return f"+81 3-{digits(4, '3456')}-{digits(4)}"


def ph_hk():
    first = pick(['9', '6', '5'])
    second = {'9': '012345678', '6': '0123456789', '5': '1234679'}[first]
    n = first + pick(second) + digits(6)
    return pick([f"+852 {n[:4]} {n[4:]}", f"+852-{n[:4]}-{n[4:]}", f"(852) {n[:4]} {n[4:]}", f"+852 {n}"])


def ph_hk_land():
    n = '2' + pick('13578') + digits(6)
    return f"+852 {n[:4]} {n[4:]}"


def ph_sg():
    n = pick(['9' + pick('012345678'), '8' + pick('12345678')]) + digits(6)
    return pick([f"+65 {n[:4]} {n[4:]}", f"+65-{n[:4]}-{n[4:]}", f"(+65) {n}"])


def ph_sg_land():
    n = '6' + pick('123456789') + digits(6)
    return f"+65 {n[:4]} {n[4:]}"


def ph_de():
    p = pick(['151', '152', '157', '159', '170', '171', '172', '176', '177', '178', '179'])
    r = digits(8)
    return pick([f"+49 {p} {r}", f"+49 (0){p} {r}", f"0049 {p}{r[0]} {r[1:]}",
                 f"+49-{p}-{r[:4]}-{r[4:]}", f"+49 {p} {r[:4]} {r[4:]}"])


def ph_fr():
    n = pick(['6' + digits(8), '7' + pick('3456789') + digits(7)])
    sp = ' '.join(n[i:i + 2] for i in range(1, 9, 2))
    return pick([f"+33 {n[0]} {sp}", f"+33 (0){n[0]} {sp}", f"0033 {n}", f"+33{n}"])


def ph_fr_land():
    n = '1' + digits(8, '456')
    sp = ' '.join(n[i:i + 2] for i in range(1, 9, 2))
    return f"+33 1 {sp}"


def ph_au():
    n = '4' + pick('0123') + digits(7)
    return pick([f"+61 {n[:3]} {n[3:6]} {n[6:]}", f"+61 (0){n[:3]} {n[3:6]} {n[6:]}",
                 f"+61-{n[:3]}-{n[3:6]}-{n[6:]}", f"0061 {n[:3]} {n[3:6]} {n[6:]}"])


def ph_cn():
    n = cn_mobile()
    return pick([f"+86 {g344(n)}", f"+86-{g344(n, '-')}", f"0086 {n}", f"(+86) {g344(n)}", f"+86{n}"])


def ph_cn_land():
    n = pick(['10' + pick('568') + digits(7), '21' + pick('56') + digits(7)])
    return f"+86 {n[:2]} {n[2:6]} {n[6:]}"


def ph_ru():
    c = '9' + pick(['16', '26', '03', '05', '15', '85', '99', '77', '25'])
    r = digits(7)
    return pick([f"+7 ({c}) {r[:3]}-{r[3:5]}-{r[5:]}", f"+7 {c} {r[:3]} {r[3:5]} {r[5:]}",
                 f"+7-{c}-{r[:3]}-{r[3:5]}-{r[5:]}", f"+7{c}{r}"])


def ph_kr():
    a, b = digits(4, '23456789'), digits(4)
    return pick([f"+82 10-{a}-{b}", f"+82 10 {a} {b}", f"+82-10-{a}-{b}", f"+82 (0)10 {a} {b}"])


def ph_es():
    n = '6' + digits(8)
    return pick([f"+34 {n[:3]} {n[3:6]} {n[6:]}", f"+34 {n[:3]} {n[3:5]} {n[5:7]} {n[7:]}"])


def ph_it():
    n = '3' + pick(['20', '28', '33', '35', '38', '39', '40', '47', '49']) + digits(7)
    return pick([f"+39 {n[:3]} {n[3:6]} {n[6:]}", f"+39 {n}"])


def ph_in():
    n = pick('9876') + digits(9)
    return pick([f"+91 {n[:5]} {n[5:]}", f"+91-{n[:5]}-{n[5:]}"])


def ph_tw():
    n = '9' + digits(8)
    return pick([f"+886 {n[:3]} {n[3:6]} {n[6:]}", f"+886-{n[:3]}-{n[3:6]}-{n[6:]}",
                 f"+886 (0){n[:3]} {n[3:6]} {n[6:]}"])


def ph_br():
    n = '9' + pick('6789') + digits(7)
    return pick([f"+55 11 {n[:5]}-{n[5:]}", f"+55 (11) {n[:5]}-{n[5:]}"])


def ph_nl():
    n = '6' + pick('12345') + digits(7)
    return pick([f"+31 6 {n[1:5]} {n[5:]}", f"+31 (0)6 {n[1:]}"])


def ph_ch():
    n = '7' + pick('6789') + digits(7)
    return f"+41 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}"


def ph_ae():
    n = '5' + pick('02568') + digits(7)
    return f"+971 {n[:2]} {n[2:5]} {n[5:]}"


PHONE = {
    'us': ph_us, 'uk': ph_uk, 'uk_land': ph_uk_land, 'jp': ph_jp, 'jp_land': ph_jp_land,
    'hk': ph_hk, 'hk_land': ph_hk_land, 'sg': ph_sg, 'sg_land': ph_sg_land, 'de': ph_de,
    'fr': ph_fr, 'fr_land': ph_fr_land, 'au': ph_au, 'cn': ph_cn, 'cn_land': ph_cn_land,
    'ru': ph_ru, 'kr': ph_kr, 'es': ph_es, 'it': ph_it, 'in': ph_in, 'tw': ph_tw,
    'br': ph_br, 'nl': ph_nl, 'ch': ph_ch, 'ae': ph_ae,
}

# ---------------------------------------------------------------- secrets
PW_WORDS = ['Maple', 'Orbit', 'Tiger', 'Lotus', 'Falcon', 'Cedar', 'Nova', 'Panda', 'River',
            'Comet', 'Jade', 'Amber', 'Willow', 'Quartz', 'Bamboo', 'Harbor', 'Ember', 'Pebble']
PINYIN = ['Tianyi', 'Xiaoyu', 'Haoran', 'Meiling', 'Zhiwei', 'Ruoxi', 'Junjie', 'Yutong', 'Kexin']
LOWER_WORDS = ['sunflower', 'bluebird', 'dragonfly', 'snowman', 'pineapple', 'kiwifruit',
               'moonlight', 'starfish', 'goldfish', 'rainbow']
PHRASE_WORDS = ['maple', 'orbit', 'lantern', 'quiet', 'copper', 'violet', 'harbor', 'thistle',
                'gravel', 'saffron', 'meadow', 'tundra', 'puzzle', 'velvet', 'cobalt', 'ripple',
                'glacier', 'walnut', 'ember', 'falcon', 'cactus', 'nimbus', 'pepper', 'juniper']
SYMS = '!@#$%&*?'
BIP39 = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract',
         'absurd', 'abuse', 'access', 'accident', 'account', 'accuse', 'achieve', 'acid',
         'acoustic', 'acquire', 'across', 'action', 'actor', 'actual', 'adapt', 'addict',
         'address', 'adjust', 'admit', 'adult', 'advance', 'advice', 'aerobic', 'affair',
         'afford', 'afraid', 'again', 'agent', 'agree', 'ahead', 'airport', 'aisle', 'alarm',
         'album', 'alcohol', 'alert', 'alien', 'alley', 'almost', 'alone', 'alpha', 'already',
         'alter', 'amateur', 'amazing', 'among', 'amount', 'amused', 'analyst', 'anchor',
         'ancient', 'anger', 'angle', 'animal', 'ankle', 'announce', 'annual', 'antenna']


def gen_pw(style=None):
    s = R.randrange(5) if style is None else style
    if s == 0:
        return pick(PW_WORDS) + pick(SYMS) + digits(R.randint(2, 4))
    if s == 1:
        while True:
            p = rstr(ALNUM + '!#$%&*', R.randint(10, 14))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c in '!#$%&*' for c in p):
                return p
    if s == 2:
        return pick(LOWER_WORDS) + str(R.randint(1975, 2005))
    if s == 3:
        return pick(PINYIN) + '@' + str(R.randint(2015, 2026))
    return pick(PW_WORDS).lower() + pick(SYMS) + pick(PW_WORDS) + digits(2)


def gen_wifi():
    return pick([pick(PW_WORDS) + digits(4) + rstr(string.ascii_lowercase, 3),
                 rstr(LOWER_ALNUM, 10), 'home' + digits(8), pick(LOWER_WORDS) + '_' + digits(3) + pick(SYMS)])


def gen_phrase(n=4, sep='-'):
    ws = []
    while len(ws) < n:
        w = pick(PHRASE_WORDS)
        if w not in ws:
            ws.append(w)
    return sep.join(ws)


def gen_seed12():
    ws = []
    while len(ws) < 12:
        w = pick(BIP39)
        if w not in ws:
            ws.append(w)
    return ' '.join(ws)


def pin(n=4):
    while True:
        p = digits(n)
        if len(set(p)) >= 3 and p not in '0123456789' and p not in '9876543210':
            return p


FIRST = ['lin.xiaoyu', 'chen_hao88', 'mia.hoffmann', 'k.tanaka', 'sofia.ramirez', 'dmitri.volkov',
         'jiwoo.park', 'amelie.roux', 'wangfang1990', 'zhao.lei', 'oliver.brandt', 'priya.nair',
         'tomasz.k', 'hana.sato', 'lucas.moreau', 'elena.petrova', 'minjun.kim', 'isabel.gomez',
         'liu_yang_sz', 'noah.fischer', 'grace.wong', 'haruto.ito', 'camille.dubois', 'ivan.sokolov',
         'seoyeon.lee', 'mateo.ruiz', 'yuki.mori', 'felix.wagner', 'zhou.min', 'chloe.bernard',
         'sun.jiahui', 'aiko.n', 'diego.santos', 'anna.keller', 'huang.wenjie', 'lena.schulz',
         'tang.xin', 'ryo.kobayashi', 'olga.ivanova', 'sebastian.meier']
DOMAINS = [('example', 'com'), ('example', 'org'), ('example', 'net'), ('mail.example', 'com'),
           ('corp.example', 'org'), ('inbox.example', 'net'), ('mail.example', 'org')]
NAMES_EN = ['Daniel Reyes', 'Mia Hoffmann', 'Oliver Brandt', 'Priya Nair', 'Grace Wong', 'Lucas Moreau']
