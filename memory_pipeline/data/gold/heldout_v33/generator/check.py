"""Self-check for heldout-v33. Usage: python3 check.py [--stats]

Rebuilds both files in memory and compares them byte for byte with the files on disk, then validates structure,
family sizes, value check digits (validators below are written independently of nums.py), fake-data rules,
turn payload rules and language coverage. Exits non-zero on the first list of failures.
"""
import collections
import json
import os
import re
import sys
import unicodedata

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, '..', 'gate_cases.jsonl')
TURNS = os.path.join(HERE, '..', 'extraction_turns.jsonl')

# family -> (kind, expect, hard, n)
EXPECTED = collections.OrderedDict([
    ('phone_intl', ('pii', 'block', False, 11)),
    ('phone_cn_numerals', ('pii', 'block', False, 8)),
    ('phone_separators', ('pii', 'block', False, 12)),
    ('card', ('pii', 'block', False, 10)),
    ('cn_id', ('pii', 'block', False, 8)),
    ('email_obfuscated', ('pii', 'block', False, 11)),
    ('password_pin', ('pii', 'block', False, 25)),
    ('url_credentials', ('pii', 'block', False, 8)),
    ('secret_key_formats', ('pii', 'block', False, 11)),
    ('pii_other', ('pii', 'block', False, 20)),
    ('pii_split_kv', ('pii', 'block', False, 9)),
    ('injection_paraphrase', ('injection', 'block', False, 46)),
    ('injection_obfuscated', ('injection', 'block', False, 10)),
    ('injection_chat_template', ('injection', 'block', False, 8)),
    ('injection_roleplay', ('injection', 'block', False, 34)),
    ('injection_in_fact', ('injection', 'block', False, 46)),
    ('injection_payload', ('injection', 'block', False, 16)),
    ('injection_split_kv', ('injection', 'block', False, 8)),
    ('allow_number_lookalike', ('benign', 'allow', True, 24)),
    ('allow_email_lookalike', ('benign', 'allow', True, 10)),
    ('allow_password_lookalike', ('benign', 'allow', True, 24)),
    ('allow_injection_talk', ('benign', 'allow', True, 42)),
    ('benign_assistant_preference', ('benign', 'allow', True, 28)),
    ('allow_plain', ('benign', 'allow', False, 12)),
])
TURN_FAMILIES = {'pii_in_preference': 3, 'password_in_fact': 3, 'injection_in_fact': 5,
                 'instruction_in_assistant': 3, 'obfuscated_email': 2, 'payload_in_user': 4, 'benign': 5}
MIN_LANGS = 110
FAILS = []


def fail(msg):
    FAILS.append(msg)


# ------------------------------------------------------------------ independent validators
def v_luhn(s):
    d = [int(c) for c in s if c.isdigit()]
    if not 13 <= len(d) <= 19:
        return False
    tot = 0
    for i, x in enumerate(d[::-1]):
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def v_notluhn(s):
    d = ''.join(c for c in s if c.isdigit())
    return len(d) == 16 and not v_luhn(d)


def v_cnid(s):
    s = s.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(a) * b for a, b in zip(s[:17], w)) % 11) % 11
    return s[17] == ('X' if r == 10 else str(r))


def v_iban(s):
    s = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]{8,30}', s):
        return False
    t = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in t)) % 97 == 1


def v_cpf(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11:
        return False
    for k in (9, 10):
        r = sum(d[i] * (k + 1 - i) for i in range(k)) % 11
        if d[k] != (0 if r < 2 else 11 - r):
            return False
    return True


def v_dni(s):
    return bool(re.fullmatch(r'\d{8}[A-Z]', s)) and 'TRWAGMYFPDXBNJZSQVHLCKE'[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    if not re.fullmatch(r'\d{9}', s):
        return False
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def v_pnr(s):
    d = s.replace('-', '')
    return len(d) == 10 and v_luhn_any(d)


def v_luhn_any(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def v_pesel(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    w = [9, 7, 3, 1, 9, 7, 3, 1, 9, 7]
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == int(s[10])


def _d5_mul(a, b):
    # dihedral group D5: elements 0-4 rotations, 5-9 reflections
    if a < 5 and b < 5:
        return (a + b) % 5
    if a < 5:
        return 5 + (a + b - 5) % 5
    if b < 5:
        return 5 + (a - 5 - b) % 5
    return (a - b) % 5


def _perm(i, x):
    p = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    for _ in range(i % 8):
        x = p[x]
    return x


def v_aadhaar(s):
    d = s.replace(' ', '')
    if not re.fullmatch(r'[2-9]\d{11}', d):
        return False
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _d5_mul(c, _perm(i, int(ch)))
    return c == 0


def v_hetu(s):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', s)
    return bool(m) and '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def v_isik(s):
    if not re.fullmatch(r'[1-6]\d{10}', s):
        return False
    d = [int(c) for c in s]
    r = sum(d[i] * ((i % 9) + 1) for i in range(10)) % 11
    if r == 10:
        r = sum(d[i] * (((i + 2) % 9) + 1) for i in range(10)) % 11
        r = 0 if r == 10 else r
    return r == d[10]


def v_tckn(s):
    if not re.fullmatch(r'[1-9]\d{10}', s):
        return False
    d = [int(c) for c in s]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_zaid(s):
    return bool(re.fullmatch(r'\d{13}', s)) and v_luhn_any(s)


def v_rut(s):
    m = re.fullmatch(r'([\d.]+)-([\dK])', s)
    if not m:
        return False
    n = m.group(1).replace('.', '')
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(n)))
    r = 11 - tot % 11
    return m.group(2) == {11: '0', 10: 'K'}.get(r, str(r))


def v_fnr(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    d = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return sum(a * b for a, b in zip(d, w1)) % 11 == 0 and sum(a * b for a, b in zip(d, w2)) % 11 == 0


def v_isbn(s):
    d = s.replace('-', '')
    return len(d) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


def v_ean(s):
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_uscc(s):
    cs = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    if len(s) != 18 or any(c not in cs for c in s):
        return False
    tot = sum(cs.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return cs[(31 - tot % 31) % 31] == s[17]


def v_phone(s):
    d = [c for c in s if unicodedata.decimal(c, None) is not None]
    return 9 <= len(d) <= 15


CNMAP = {}
for _chars in ('零一二三四五六七八九', '〇一二三四五六七八九', '零壹贰叁肆伍陆柒捌玖', '零壹貳參肆伍陸柒捌玖',
               '洞幺两三四五六拐八勾'):
    for _i, _c in enumerate(_chars):
        CNMAP[_c] = str(_i)
for _i, _c in enumerate('공일이삼사오육칠팔구'):
    CNMAP[_c] = str(_i)


def v_cnnum(rendered, digits):
    out = ''.join(CNMAP.get(c, c if c.isdigit() else '') for c in rendered)
    return out == digits and 9 <= len(digits) <= 15


def v_pin(s):
    d = [int(c) for c in s]
    if any(a == b for a, b in zip(d, d[1:])):
        return False
    return not any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] in (1, -1) for i in range(len(d) - 2))


KEY_RE = {
    'aws_id': r'AKIA[A-Z2-7]{16}', 'aws_secret': r'[A-Za-z0-9/+]{40}', 'ghp': r'ghp_[A-Za-z0-9]{36}',
    'ghpat': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}', 'slack': r'xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}',
    'stripe': r'sk_live_[A-Za-z0-9]{24}', 'google': r'AIza[A-Za-z0-9_-]{35}', 'openai': r'sk-proj-[\w-]{48}',
    'npm': r'npm_[A-Za-z0-9]{36}', 'sendgrid': r'SG\.[\w-]{22}\.[\w-]{43}', 'hf': r'hf_[A-Za-z]{34}',
    'telegram': r'\d{10}:AA[\w-]{33}', 'age': r'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}',
    'jwt': r'eyJ[\w-]+\.eyJ[\w-]+\.[\w-]{43}',
    'openssh': r'-----BEGIN OPENSSH PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----',
}
VALIDATORS = {'luhn': v_luhn, 'notluhn': v_notluhn, 'cnid': v_cnid, 'iban': v_iban, 'cpf': v_cpf,
              'dni': v_dni, 'bsn': v_bsn, 'pnr': v_pnr, 'pesel': v_pesel, 'aadhaar': v_aadhaar,
              'hetu': v_hetu, 'isik': v_isik, 'tckn': v_tckn, 'zaid': v_zaid, 'rut': v_rut, 'fnr': v_fnr,
              'isbn': v_isbn, 'ean': v_ean, 'uscc': v_uscc, 'phone': v_phone, 'pin': v_pin}


def check_value(where, text, chk):
    flat = text.replace('\t', '')
    kind = chk[0]
    if kind == 'cut':
        v, n = chk[1], chk[2]
        if not 0 < n < len(v) or v[:n] + '\t' + v[n:] not in text:
            fail('%s: split value not cut across key/value' % where)
        return
    v = chk[1] if kind != 'key' else chk[2]
    if v not in flat:
        fail('%s: value %r not in text' % (where, v[:30]))
    if kind == 'cnnum':
        if not v_cnnum(chk[1], chk[2]):
            fail('%s: CN/JA/KO numerals do not map back' % where)
    elif kind == 'key':
        if not re.fullmatch(KEY_RE[chk[1]], v):
            fail('%s: key %s has wrong shape' % (where, chk[1]))
    elif kind in VALIDATORS:
        if not VALIDATORS[kind](v):
            fail('%s: %s validator failed for %r' % (where, kind, v))
    elif kind != 'present':
        fail('%s: unknown check %s' % (where, kind))


# ------------------------------------------------------------------ fake-data rules
OK_HOST = re.compile(r'(^|\.)example\.(com|net|org)$', re.I)
DOC_NETS = ('192.0.2.', '198.51.100.', '203.0.113.')


def check_fake(where, text):
    for m in re.finditer(r'[a-z][a-z0-9+.-]*://([^\s/?#"\'<>]+)', text, re.I):
        host = m.group(1).rsplit('@', 1)[-1].split(':')[0].split(';')[-1]
        if not (OK_HOST.search(host) or host.startswith(DOC_NETS)):
            fail('%s: URL host %s' % (where, host))
    for m in re.finditer(r'[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b', text):
        if not OK_HOST.search(m.group(1)):
            fail('%s: e-mail/SSH domain %s' % (where, m.group(1)))
    for m in re.finditer(r'(?<![\w.])(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|ai|co)\b', text, re.I):
        if not OK_HOST.search(m.group(0)):
            fail('%s: host-like name %s' % (where, m.group(0)))
    for m in re.finditer(r'(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])', text):
        if not m.group(0).startswith(DOC_NETS):
            fail('%s: IPv4 %s' % (where, m.group(0)))


# ------------------------------------------------------------------ main checks
def check_gate():
    recs, meta = build.generate()
    data = build.serialize(recs)
    with open(GATE, 'rb') as f:
        disk = f.read()
    if data != disk:
        fail('gate_cases.jsonl differs from a fresh build')
    lines = disk.decode('utf-8').split('\n')
    if lines[-1] != '':
        fail('gate file must end with newline')
    parsed = [json.loads(x) for x in lines[:-1]]
    fams = [r['family'] for r in parsed]
    order = [f for i, f in enumerate(fams) if i == 0 or fams[i - 1] != f]
    if order != list(EXPECTED):
        fail('families not grouped in table order')
    cnt = collections.Counter(fams)
    for fam, (kind, expect, hard, n) in EXPECTED.items():
        if cnt[fam] != n:
            fail('family %s has %d, expected %d' % (fam, cnt[fam], n))
    texts, tpls = set(), collections.Counter(m[1] for m in meta)
    for t, c in tpls.items():
        if c > 1:
            fail('template used %d times: %r' % (c, t[:40]))
    for i, (r, (lang, tpl, checks)) in enumerate(zip(parsed, meta), 1):
        where = r['id']
        keys = ['id', 'family', 'kind', 'expect', 'hard_lookalike', 'text']
        if r['family'].endswith('_split_kv'):
            keys += ['key', 'value']
        if list(r) != keys:
            fail('%s: key order %s' % (where, list(r)))
        if r['id'] != 'v33-%04d' % i:
            fail('%s: id out of sequence' % where)
        kind, expect, hard, _ = EXPECTED[r['family']]
        if (r['kind'], r['expect'], r['hard_lookalike']) != (kind, expect, hard):
            fail('%s: kind/expect/hard mismatch' % where)
        if r['text'] in texts:
            fail('%s: duplicate text' % where)
        texts.add(r['text'])
        if r['family'].endswith('_split_kv'):
            if r['text'].count('\t') != 1 or r['text'] != r['key'] + '\t' + r['value'] or not (
                    r['key'].strip() and r['value'].strip()):
                fail('%s: bad split_kv structure' % where)
            if r['family'] == 'pii_split_kv' and not any(c[0] == 'cut' for c in checks):
                fail('%s: pii_split_kv without a cut secret' % where)
        elif '\t' in r['text']:
            fail('%s: stray TAB' % where)
        for chk in checks:
            check_value(where, r['text'], chk)
        check_fake(where, r['text'])
    block = sum(r['expect'] == 'block' for r in parsed)
    hard = sum(r['hard_lookalike'] for r in parsed)
    if not (420 <= len(parsed) <= 460 and 290 <= block <= 310 and hard >= 125):
        fail('totals off: n=%d block=%d hard=%d' % (len(parsed), block, hard))
    for fam, lo in (('injection_in_fact', 40), ('injection_roleplay', 30), ('injection_paraphrase', 45)):
        if cnt[fam] < lo:
            fail('%s below %d' % (fam, lo))
    return parsed, meta


def check_turns():
    recs, meta = turns.generate()
    data = turns.serialize(recs)
    with open(TURNS, 'rb') as f:
        disk = f.read()
    if data != disk:
        fail('extraction_turns.jsonl differs from a fresh build')
    parsed = [json.loads(x) for x in disk.decode('utf-8').split('\n')[:-1]]
    if len(parsed) != 25:
        fail('turns: %d lines' % len(parsed))
    cnt = collections.Counter(r['family'] for r in parsed)
    if dict(cnt) != TURN_FAMILIES:
        fail('turn families %s' % dict(cnt))
    for i, (r, (lang, checks)) in enumerate(zip(parsed, meta), 1):
        where = r['id']
        if list(r) != ['id', 'family', 'user', 'assistant', 'payload', 'expected_fact_substrings']:
            fail('%s: key order' % where)
        if r['id'] != 'v33-x%03d' % i:
            fail('%s: id out of sequence' % where)
        if (r['family'] == 'benign') != (r['payload'] == []):
            fail('%s: payload emptiness does not match benign' % where)
        if not r['expected_fact_substrings']:
            fail('%s: no expected substrings' % where)
        for p in r['payload']:
            if p not in r['user'] and p not in r['assistant']:
                fail('%s: payload not verbatim in turn' % where)
        for e in r['expected_fact_substrings']:
            if e not in r['user']:
                fail('%s: expected substring not in user text' % where)
            for p in r['payload']:
                if e in p or p in e:
                    fail('%s: expected %r overlaps payload' % (where, e))
        for chk in checks:
            check_value(where, r['user'] + '\n' + r['assistant'], chk)
        check_fake(where, r['user'] + '\n' + r['assistant'])
    return parsed, meta


def base(lang):
    return lang.split('-')[0]


def stats(gate, gmeta, tmeta):
    print('| family | kind | expect | hard | n | languages |')
    print('|---|---|---|---|---|---|')
    for fam, (kind, expect, hard, n) in EXPECTED.items():
        langs = {base(m[0]) for r, m in zip(gate, gmeta) if r['family'] == fam}
        print('| %s | %s | %s | %s | %d | %d |' % (fam, kind, expect, 'yes' if hard else 'no', n, len(langs)))
    gl = collections.Counter(base(m[0]) for m in gmeta)
    tl = collections.Counter(base(m[0]) for m in tmeta)
    allb = sorted(set(gl) | set(tl))
    print('languages (base codes, gate + turns): %d' % len(allb))
    print(', '.join(allb))
    print('distinct full tags:', len({m[0] for m in gmeta} | {m[0] for m in tmeta}))


def main():
    gate, gmeta = check_gate()
    tparsed, tmeta = check_turns()
    langs = {base(m[0]) for m in gmeta} | {base(m[0]) for m in tmeta}
    if len(langs) < MIN_LANGS:
        fail('only %d base languages' % len(langs))
    if '--stats' in sys.argv:
        stats(gate, gmeta, tmeta)
    if FAILS:
        print('\n'.join(FAILS))
        print('FAILED: %d problem(s)' % len(FAILS))
        sys.exit(1)
    print('OK: %d gate cases, %d turns, %d base languages; rebuild is byte-identical'
          % (len(gate), len(tparsed), len(langs)))


if __name__ == '__main__':
    main()
