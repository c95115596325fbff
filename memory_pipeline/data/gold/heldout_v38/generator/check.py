#!/usr/bin/env python3
"""Self-check for heldout-v38. Validators here are written separately from nums.py (no imports from it
except to rebuild the files in memory through build.py / turns.py)."""
import collections
import ipaddress
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import turns  # noqa: E402

ERR = []


def err(msg):
    ERR.append(msg)


# ------------------------------------------------------------------ independent validators
def luhn_ok(d):
    s = 0
    for i, ch in enumerate(d[::-1]):
        v = int(ch)
        if i % 2:
            v = v * 2
            v = v - 9 if v > 9 else v
        s += v
    return s % 10 == 0


def cnid_ok(s):
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 < y < 2025 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(c) * wi for c, wi in zip(s[:17], w)) % 11) % 11
    return s[17] == ('X' if r == 10 else str(r))


def mod97(s):
    r = 0
    for ch in s:
        for dch in str(int(ch, 36)):
            r = (r * 10 + int(dch)) % 97
    return r


def iban_ok(s):
    s = s.replace(' ', '')
    lens = {'IT': 27, 'PL': 28, 'SA': 24, 'UA': 29, 'CH': 21, 'GE': 22, 'BR': 29, 'AE': 23, 'EG': 29, 'PT': 25}
    return lens.get(s[:2]) == len(s) and mod97(s[4:] + s[:4]) == 1


def tc_ok(s):
    d = list(map(int, s))
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def rut_ok(s):
    body, dv = s.replace('.', '').split('-')
    tot, f = 0, 2
    for ch in reversed(body):
        tot += int(ch) * f
        f = f + 1 if f < 7 else 2
    r = 11 - tot % 11
    return dv == {10: 'K', 11: '0'}.get(r, str(r))


def cnp_ok(s):
    k = sum(int(a) * int(b) for a, b in zip(s[:12], '279146358279')) % 11
    return len(s) == 13 and s[12] == ('1' if k == 10 else str(k))


def kr_ok(s):
    s = s.replace('-', '')
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(s) == 13 and int(s[12]) == (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10


def no_ok(s):
    d = list(map(int, s))
    k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return len(d) == 11 and d[9] == k1 % 11 and d[10] == k2 % 11




def verhoeff_ok(num):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    base = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    p = [base]
    for _ in range(7):
        p.append([perm[x] for x in p[-1]])
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def ean_ok(s):
    s = s.replace('-', '')
    return (sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s[:-1])) + int(s[-1])) % 10 == 0


def uscc_ok(s):
    al = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    w = [pow(3, i, 31) for i in range(17)]
    t = sum(al.index(c) * wi for c, wi in zip(s[:17], w))
    return len(s) == 18 and al[(31 - t % 31) % 31] == s[17]


def cas_ok(s):
    a, b, c = s.split('-')
    digs = (a + b)[::-1]
    return sum((i + 1) * int(x) for i, x in enumerate(digs)) % 10 == int(c)


def isin_ok(s):
    return re.fullmatch(r'[A-Z]{2}[A-Z0-9]{9}\d', s) and luhn_ok(''.join(str(int(c, 36)) for c in s))


def lei_ok(s):
    return len(s) == 20 and mod97(s) == 1


def awb_ok(s):
    serial = s.split('-')[1]
    return int(serial[:7]) % 7 == int(serial[7])


def imo_ok(s):
    d = s.split()[1]
    return sum(int(x) * w for x, w in zip(d[:6], range(7, 1, -1))) % 10 == int(d[6])


def issn_ok(s):
    d = s.replace('-', '')
    t = sum(int(x) * w for x, w in zip(d[:7], range(8, 1, -1))) + (10 if d[7] == 'X' else int(d[7]))
    return t % 11 == 0


def iso6346_ok(s):
    s = s.replace(' ', '')
    vals = {}
    v = 10
    for ch in 'ABCDEFGHIJKLMNOPQRSTUVWXYZ':
        if v % 11 == 0:
            v += 1
        vals[ch] = v
        v += 1
    nums = [vals[c] for c in s[:4]] + [int(c) for c in s[4:10]]
    return sum(n * (1 << i) for i, n in enumerate(nums)) % 11 % 10 == int(s[10])


def cnpj_ok(s):
    d = [int(c) for c in re.sub(r'\D', '', s)]

    def dv(ds, ws):
        r = sum(a * b for a, b in zip(ds, ws)) % 11
        return 0 if r < 2 else 11 - r
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    return dv(d[:12], w1) == d[12] and dv(d[:13], [6] + w1) == d[13]


def inn10_ok(s):
    return int(s[9]) == sum(int(a) * b for a, b in zip(s, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10


def corpjp_ok(s):
    base = s[1:]
    t = sum(int(c) * (2 if i % 2 else 1) for i, c in enumerate(base[::-1]))
    return int(s[0]) == 9 - t % 9


def krbiz_ok(s):
    d = [int(c) for c in s.replace('-', '')]
    t = sum(a * b for a, b in zip(d, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + d[8] * 5 // 10
    return (10 - t % 10) % 10 == d[9]


def piva_ok(s):
    return len(s) == 11 and luhn_ok(s)


def nip_ok(s):
    d = [int(c) for c in s.replace('-', '')]
    return sum(a * b for a, b in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == d[9]


# ------------------------------------------------------------------ digit normalisation
CN = {}
for table in ['零一二三四五六七八九', '〇幺两三四五六拐八勾', '洞壹贰叁肆伍陆柒捌玖', '零壹貳參肆伍陸柒捌玖']:
    for i, ch in enumerate(table):
        CN.setdefault(ch, i)
CN['洞'] = 0
CN['幺'] = 1
for i, ch in enumerate('공일이삼사오육칠팔구'):
    CN[ch] = i
WORDS_EN = {w: i for i, w in enumerate('oh one two three four five six seven eight nine'.split())}
WORDS_EN['zero'] = 0


def norm_digits(s):
    if re.fullmatch(r'[a-z ]+', s):
        return ''.join(str(WORDS_EN[w]) for w in s.split())
    out = []
    for ch in s:
        dv = unicodedata.decimal(ch, None)
        if dv is not None:
            out.append(str(dv))
        elif ch in CN:
            out.append(str(CN[ch]))
        elif ch in 'O':
            out.append('0')
        elif ch == 'l':
            out.append('1')
        elif ch == 'X':
            out.append('X')
    return ''.join(out)


VALIDATORS = {
    'card': lambda r: 13 <= len(norm_digits(r)) <= 19 and luhn_ok(norm_digits(r)),
    'nonluhn16': lambda r: len(norm_digits(r)) == 16 and not luhn_ok(norm_digits(r)),
    'cnid': lambda r: cnid_ok(norm_digits(r)),
    'iban': iban_ok,
    'tc': tc_ok, 'rut': rut_ok, 'cnp': cnp_ok, 'kr': kr_ok, 'no': no_ok,
    'za': lambda r: len(r) == 13 and luhn_ok(r),
    'il': lambda r: len(r) == 9 and luhn_ok(r),
    'aadhaar': lambda r: r.replace(' ', '')[0] in '23456789' and verhoeff_ok(r.replace(' ', '')),
    'isbn13': ean_ok, 'ean13': ean_ok, 'uscc': uscc_ok, 'cas': cas_ok, 'isin': isin_ok, 'lei': lei_ok,
    'awb': awb_ok, 'imo': imo_ok, 'issn': issn_ok, 'iso6346': iso6346_ok, 'cnpj': cnpj_ok, 'inn10': inn10_ok,
    'corpjp': corpjp_ok, 'krbiz': krbiz_ok, 'piva': piva_ok, 'nip': nip_ok,
    'phone': lambda r: 9 <= len(norm_digits(r)) <= 15,
}


def pin_ok(p):
    d = [int(c) for c in p]
    if any(a == b for a, b in zip(d, d[1:])):
        return False
    return not any(abs(b - a) == 1 and c - b == b - a for a, b, c in zip(d, d[1:], d[2:]))


# ------------------------------------------------------------------ URL / e-mail / IP hygiene
DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24')]


def host_ok(h):
    h = h.lower().rstrip('.')
    if re.fullmatch(r'\d+\.\d+\.\d+\.\d+', h):
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    return any(h == d or h.endswith('.' + d) for d in ('example.com', 'example.net', 'example.org'))


def hygiene(text, where):
    for m in re.finditer(r'[a-z][a-z0-9+.-]*://([^\s/\'"<>)\]】”»]+)', text):
        auth = m.group(1)
        host = auth.rsplit('@', 1)[-1]
        host = re.sub(r':\d*$', '', host)
        host = host.split('?')[0].split('#')[0]
        if host and not host_ok(host):
            err('%s: URL host %r not allowed' % (where, host))
    for m in re.finditer(r'[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})', text):
        if not host_ok(m.group(1)):
            err('%s: e-mail domain %r not allowed' % (where, m.group(1)))
    for m in re.finditer(r'(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])', text):
        if not host_ok(m.group(1)):
            err('%s: IPv4 literal %r not in documentation ranges' % (where, m.group(1)))


import base64 as _b64  # noqa: E402
import html as _html  # noqa: E402
import urllib.parse as _up  # noqa: E402

DECODERS = {
    'base64': lambda s: _b64.b64decode(s).decode('utf-8'),
    'hex': lambda s: bytes.fromhex(s).decode('utf-8'),
    'urlenc': _up.unquote,
    'reverse': lambda s: s[::-1],
    'tags': lambda s: ''.join(chr(ord(ch) - 0xE0000) for ch in s),
    'zwsp': lambda s: s.replace('\u200b', ''),
    'zwj_words': lambda s: s.replace('\u200d', ''),
    'softhyphen': lambda s: s.replace('\u00ad', ''),
    'htmlent': _html.unescape,
    'charlist': lambda s: ''.join(json.loads(s)),
    'fullwidth': lambda s: ''.join(chr(ord(ch) - 0xFEE0) if '\uff01' <= ch <= '\uff5e' else (' ' if ch == '\u3000' else ch)
                                   for ch in s),
    'emoji_sep': lambda s: s.replace('🔹', ''),
    'mathbold': lambda s: unicodedata.normalize('NFKC', s),
    'circled': lambda s: unicodedata.normalize('NFKC', s),
}


# ------------------------------------------------------------------ main checks
def main():
    records, langs, captured = build.build(record_values=True)
    disk = open(os.path.join(ROOT, 'gate_cases.jsonl'), encoding='utf-8').read()
    if disk != build.dump(records):
        err('gate_cases.jsonl differs from a fresh build')
    trecs, tlangs = turns.build()
    tdisk = open(os.path.join(ROOT, 'extraction_turns.jsonl'), encoding='utf-8').read()
    if tdisk != turns.dump(trecs):
        err('extraction_turns.jsonl differs from a fresh build')

    fam_meta = {f: (k, e, h) for f, k, e, h, _ in build.FAMILIES}
    keys = ['id', 'family', 'kind', 'expect', 'hard_lookalike', 'text']
    seen_text, seen_tpl = set(), set()
    for n, line in enumerate(disk.splitlines(), 1):
        r = json.loads(line)
        exp_keys = keys + (['key', 'value'] if r['family'].endswith('_split_kv') else [])
        if list(r) != exp_keys:
            err('%s: keys %s' % (r.get('id'), list(r)))
        if r['id'] != 'v38-%04d' % n:
            err('bad id %s at line %d' % (r['id'], n))
        k, e, h = fam_meta[r['family']]
        if (r['kind'], r['expect'], r['hard_lookalike']) != (k, e, h):
            err('%s: kind/expect/hard mismatch' % r['id'])
        if r['text'] in seen_text:
            err('%s: duplicate text' % r['id'])
        seen_text.add(r['text'])
        if r['family'].endswith('_split_kv'):
            if r['text'].count('\t') != 1 or r['text'] != r['key'] + '\t' + r['value']:
                err('%s: split_kv structure' % r['id'])
            if not r['key'].strip() or not r['value'].strip():
                err('%s: empty key or value' % r['id'])
        elif '\t' in r['text']:
            err('%s: stray TAB' % r['id'])

    for (rid, tpl, vals), r in zip(captured, records):
        if tpl in seen_tpl:
            err('%s: template reused' % rid)
        seen_tpl.add(tpl)
        flat = r['text'].replace('\t', '')
        plain = r['text']
        for typ, raw, rendered in vals:
            if typ.startswith('enc:'):  # check the hand-written sentence, not its encoded form
                plain = plain.replace(rendered, ' ' + raw + ' ')
        hygiene(plain, rid)
        for typ, raw, rendered in vals:
            if typ.startswith('enc:'):
                if rendered not in r['text']:
                    err('%s: encoded payload missing' % rid)
                dec = DECODERS.get(typ[4:])
                if dec is not None and dec(rendered) != raw:
                    err('%s: %s payload does not decode back to its sentence' % (rid, typ))
                continue
            if rendered not in flat:
                err('%s: value %r not in text' % (rid, rendered))
            if typ in VALIDATORS and not VALIDATORS[typ](rendered if typ in ('phone', 'card', 'cnid', 'nonluhn16') else raw):
                err('%s: %s value %r fails validation' % (rid, typ, rendered))
            if typ == 'pin' and not pin_ok(raw):
                err('%s: PIN %r has a repeat or run' % (rid, raw))
        if r['family'] == 'pii_split_kv':
            tab = r['text'].index('\t')
            secret = [v for v in vals if not v[0].startswith('enc:')]
            ok = False
            for typ, raw, rendered in secret:
                start = flat.find(rendered)
                if start != -1 and start < tab < start + len(rendered):
                    ok = True
            if not ok:
                err('%s: secret does not straddle the TAB' % rid)

    # counts
    fams = collections.Counter(r['family'] for r in records)
    for f, k, e, h, _ in build.FAMILIES:
        if fams[f] == 0:
            err('family %s empty' % f)
    # languages
    tags = {}
    for line in open(os.path.join(ROOT, 'lang_tags.tsv'), encoding='utf-8'):
        t, name = line.rstrip('\n').split('\t')
        tags[t] = name
    used = {l for _, l in langs} | {l for _, l in tlangs}
    if used - set(tags):
        err('tags missing from lang_tags.tsv: %s' % sorted(used - set(tags)))
    if set(tags) - used:
        err('unused tags in lang_tags.tsv: %s' % sorted(set(tags) - used))
    if len(used) < 80:
        err('only %d language tags' % len(used))

    # turns
    tkeys = ['id', 'family', 'user', 'assistant', 'payload', 'expected_fact_substrings']
    for n, line in enumerate(tdisk.splitlines(), 1):
        t = json.loads(line)
        if list(t) != tkeys:
            err('%s: turn keys' % t.get('id'))
        if t['id'] != 'v38-x%03d' % n:
            err('bad turn id %s' % t['id'])
        both = t['user'] + '\n' + t['assistant']
        for p in t['payload']:
            if p not in t['user'] and p not in t['assistant']:
                err('%s: payload %r not verbatim' % (t['id'], p))
        for x in t['expected_fact_substrings']:
            if x not in both:
                err('%s: expected %r not in turn' % (t['id'], x))
            for p in t['payload']:
                if x in p or p in x:
                    err('%s: expected %r overlaps payload %r' % (t['id'], x, p))
        if (t['family'] == 'benign') != (t['payload'] == []):
            err('%s: benign/payload rule' % t['id'])
        hygiene(both, t['id'])

    print('gate cases: %d  (block %d, allow %d, hard look-alikes %d)' % (
        len(records), sum(r['expect'] == 'block' for r in records), sum(r['expect'] == 'allow' for r in records),
        sum(r['hard_lookalike'] for r in records)))
    print('turns: %d   language tags used: %d' % (len(trecs), len(used)))
    if ERR:
        print('\n'.join(ERR))
        print('FAILED: %d problem(s)' % len(ERR))
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
