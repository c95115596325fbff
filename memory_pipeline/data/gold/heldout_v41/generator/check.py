# -*- coding: utf-8 -*-
"""Self-check for heldout-v41. Validators here are written independently of nums.py.

    python3 check.py            # checks, exits non-zero on any failure
    python3 check.py --stats    # also prints counts per family / language tables
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys
import unicodedata

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..'))
ERR = []


def fail(msg):
    ERR.append(msg)


# ------------------------------------------------------------------ validators
def luhn(s):
    s = [int(c) for c in s]
    tot = 0
    for i, d in enumerate(s[::-1]):
        if i & 1:
            d = d * 2
            d = d - 9 if d > 9 else d
        tot += d
    return tot % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    c = (12 - sum(int(a) * b for a, b in zip(s[:17], w)) % 11) % 11
    return s[17] == ('X' if c == 10 else str(c))


def v_iban(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    r = s[4:] + s[:4]
    if int(''.join(str(int(ch, 36)) for ch in r)) % 97 != 1:
        return False
    lens = {'IT': 27, 'BE': 16, 'PL': 28, 'CH': 21, 'SA': 24}
    if s[:2] in lens and len(s) != lens[s[:2]]:
        return False
    if s[:2] == 'BE':
        n = int(s[4:14])
        return int(s[14:16]) == (n % 97 or 97)
    return True


def v_kr_rrn(s):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(s) == 13 and (11 - sum(int(s[i]) * w[i] for i in range(12)) % 11) % 10 == int(s[12])


def v_tr(s):
    d = list(map(int, s))
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_cl(s):
    body, dv = s[:-1], s[-1]
    tot, f = 0, 2
    for ch in body[::-1]:
        tot += int(ch) * f
        f = f + 1 if f < 7 else 2
    r = 11 - tot % 11
    return dv == {11: '0', 10: 'K'}.get(r, str(r))


def v_no(s):
    d = list(map(int, s))

    def k(ws, digits):
        r = 11 - sum(a * b for a, b in zip(ws, digits)) % 11
        return 0 if r == 11 else r
    k1 = k([3, 7, 6, 1, 8, 9, 4, 5, 2], d[:9])
    k2 = k([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], d[:10])
    return len(d) == 11 and k1 == d[9] and k2 == d[10]


def v_sg(s):
    if not re.fullmatch(r'S\d{7}[A-Z]', s):
        return False
    t = sum(int(a) * b for a, b in zip(s[1:8], (2, 7, 6, 5, 4, 3, 2)))
    return s[8] == 'JZIHGFEDCBA'[t % 11]


def v_jp_my(s):
    p = [int(c) for c in s[:11]][::-1]
    t = sum(p[n - 1] * ((n + 1) if n <= 6 else (n - 5)) for n in range(1, 12))
    r = t % 11
    return int(s[11]) == (0 if r <= 1 else 11 - r)


ODD_CF = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3,
                   6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def v_cf(s):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s):
        return False
    t = 0
    for i, ch in enumerate(s[:15]):
        if i % 2 == 0:
            t += ODD_CF[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return s[15] == chr(65 + t % 26)


def v_nir(s):
    return len(s) == 15 and 97 - int(s[:13]) % 97 == int(s[13:])


def v_ssn(s):
    return len(s) == 9 and s[:3] not in ('000', '666') and s[0] != '9' and s[3:5] != '00' and s[5:] != '0000'


def v_nif(s):
    t = sum(int(s[i]) * (9 - i) for i in range(8))
    c = 11 - t % 11
    return int(s[8]) == (0 if c >= 10 else c)


def v_il(s):
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) * (2 if i % 2 else 1)
        t += v // 10 + v % 10
    return len(s) == 9 and t % 10 == 0


def v_nie(s):
    n = int('XYZ'.index(s[0]).__str__() + s[1:8])
    return s[8] == 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]


def v_tfn(s):
    return sum(int(a) * b for a, b in zip(s, (1, 4, 3, 7, 5, 8, 6, 9, 10))) % 11 == 0


def v_nino(s):
    return (re.fullmatch(r'[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]', s) is not None and s[1] != 'O'
            and s[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'))


def v_cpf(s):
    d = list(map(int, s))
    for n in (9, 10):
        r = sum(d[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_mrz(line2):
    def cd(x):
        vals = [int(c) if c.isdigit() else 0 if c == '<' else ord(c) - 55 for c in x]
        return str(sum(v * (7, 3, 1)[i % 3] for i, v in enumerate(vals)) % 10)
    ok = cd(line2[0:9]) == line2[9] and cd(line2[13:19]) == line2[19] and cd(line2[21:27]) == line2[27]
    ok = ok and cd(line2[28:42]) == line2[42]
    comp = line2[0:10] + line2[13:20] + line2[21:43]
    return ok and cd(comp) == line2[43] and len(line2) == 44


def v_ean(s):
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY'


def v_uscc(s):
    w = [pow(3, i, 31) for i in range(17)]
    t = sum(USCC.index(c) * k for c, k in zip(s[:17], w))
    return USCC[(31 - t % 31) % 31] == s[17]


def v_kr_brn(s):
    d = list(map(int, s))
    t = sum(a * b for a, b in zip(d, (1, 3, 7, 1, 3, 7, 1, 3, 5))) + d[8] * 5 // 10
    return (10 - t % 10) % 10 == d[9]


def v_inn10(s):
    return sum(int(a) * b for a, b in zip(s, (2, 4, 10, 3, 5, 9, 4, 6, 8))) % 11 % 10 == int(s[9])


def v_imo(s):
    return sum(int(a) * b for a, b in zip(s, range(7, 1, -1))) % 10 == int(s[6])


def v_nip(s):
    return sum(int(a) * b for a, b in zip(s, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11 == int(s[9])


def v_jp_corp(s):
    body = s[1:]
    t = sum(int(body[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return int(s[0]) == 9 - t % 9


ZH = {'〇': 0, '零': 0, '洞': 0, '一': 1, '幺': 1, '壹': 1, '二': 2, '两': 2, '贰': 2, '貳': 2, '三': 3,
      '叁': 3, '參': 3, '四': 4, '肆': 4, '五': 5, '伍': 5, '六': 6, '陆': 6, '陸': 6, '七': 7, '拐': 7,
      '柒': 7, '八': 8, '捌': 8, '九': 9, '勾': 9, '玖': 9, '공': 0, '일': 1, '이': 2, '삼': 3, '사': 4,
      '오': 5, '육': 6, '칠': 7, '팔': 8, '구': 9, 'O': 0}


def digits_of(shown):
    out = []
    for ch in shown:
        if ch in ZH:
            out.append(str(ZH[ch]))
            continue
        try:
            out.append(str(unicodedata.digit(ch)))
        except (TypeError, ValueError):
            pass
    return ''.join(out)


VALIDATORS = {
    'card': lambda r: luhn(r) and 13 <= len(r) <= 19, 'cnid': v_cnid, 'iban': v_iban, 'kr_rrn': v_kr_rrn,
    'tr_tckn': v_tr, 'za_id': lambda r: luhn(r) and len(r) == 13, 'cl_rut': v_cl, 'no_fnr': v_no, 'sg_nric': v_sg,
    'jp_mynumber': v_jp_my, 'it_cf': v_cf, 'fr_nir': v_nir, 'us_ssn': v_ssn, 'pt_nif': v_nif,
    'ca_sin': lambda r: luhn(r) and len(r) == 9, 'il_tz': v_il, 'es_nie': v_nie, 'au_tfn': v_tfn,
    'uk_nino': v_nino, 'br_cpf': v_cpf, 'mrz': v_mrz, 'isbn13': v_ean, 'uscc': v_uscc, 'kr_brn': v_kr_brn,
    'siren': lambda r: luhn(r) and len(r) == 9, 'ru_inn10': v_inn10, 'imo': v_imo, 'pl_nip': v_nip,
    'jp_corp': v_jp_corp, 'nonluhn': lambda r: not luhn(r) and len(r) >= 12,
    'phone': lambda r: 8 <= len(re.sub(r'\D', '', r)) <= 15,
    'pin': lambda r: r.isdigit() and all(r[i] != r[i + 1] for i in range(len(r) - 1)),
}

URL_RE = re.compile(r'[a-z][a-z0-9+.\-]*://[^\s"\'<>)\]，、。]+', re.I)
EMAIL_RE = re.compile(r'[\w.+\-]+@((?:[\w\-]+\.)+[A-Za-z]{2,})')
IP_RE = re.compile(r'(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])')
DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24')]


def host_ok(host):
    host = host.lower().rstrip('.')
    if re.fullmatch(r'[\d.]+', host):
        try:
            return any(ipaddress.ip_address(host) in n for n in DOC_NETS)
        except ValueError:
            return False
    return re.search(r'(^|\.)example\.(com|net|org)$', host) is not None


def check_hosts(where, text):
    for u in URL_RE.findall(text):
        u = u.rstrip('.,;:!?')
        rest = u.split('://', 1)[1]
        auth = re.split(r'[/?#]', rest, 1)[0]
        host = auth.rsplit('@', 1)[-1]
        host = re.sub(r':\d+$', '', host)
        if host and not host_ok(host):
            fail('%s: URL host not allowed: %r' % (where, u))
    for d in EMAIL_RE.findall(text):
        if not host_ok(d):
            fail('%s: e-mail domain not allowed: %r' % (where, d))
    for ip in IP_RE.findall(text):
        try:
            ok = any(ipaddress.ip_address(ip) in n for n in DOC_NETS)
        except ValueError:
            continue
        if not ok:
            fail('%s: IPv4 literal outside documentation ranges: %s' % (where, ip))


def skeleton(t):
    t = unicodedata.normalize('NFKC', t).lower()
    t = re.sub(r'\d+', '#', t)
    return re.sub(r'\s+', ' ', t)


KEYS = ['id', 'family', 'kind', 'expect', 'hard_lookalike', 'text']
FAM_RULES = {f: (k, e, h) for f, k, e, h, _, _ in build.FAMILIES}
LOW_RES = ['sw', 'yo', 'am', 'tl', 'km', 'lo', 'my', 'si', 'ne', 'uz', 'kk', 'ka', 'hy', 'eu', 'cy', 'is', 'mt']


def main():
    stats = '--stats' in sys.argv
    recs, meta = build.build()
    disk = open(os.path.join(ROOT, 'gate_cases.jsonl'), encoding='utf-8').read()
    if disk != build.dumps(recs):
        fail('gate_cases.jsonl differs from a fresh build')
    trecs, tlangs, tlog = turns.build()
    tdisk = open(os.path.join(ROOT, 'extraction_turns.jsonl'), encoding='utf-8').read()
    if tdisk != turns.dumps(trecs):
        fail('extraction_turns.jsonl differs from a fresh build')

    # JSON parse + key order + ids
    parsed = [json.loads(l) for l in disk.splitlines()]
    ids = [r['id'] for r in parsed]
    if len(set(ids)) != len(ids):
        fail('duplicate ids')
    if ids != ['v41-%04d' % i for i in range(1, len(ids) + 1)]:
        fail('ids not consecutive')
    texts = collections.Counter(r['text'] for r in parsed)
    for t, n in texts.items():
        if n > 1:
            fail('duplicate text: %r' % t[:80])
    sk = collections.Counter(skeleton(r['text']) for r in parsed)
    for t, n in sk.items():
        if n > 1:
            fail('same skeleton used %d times: %r' % (n, t[:80]))

    for r, m in zip(parsed, meta):
        where = r['id']
        split = r['family'].endswith('_split_kv')
        want = KEYS + (['key', 'value'] if split else [])
        if list(r) != want:
            fail('%s: keys %s' % (where, list(r)))
        k, e, h = FAM_RULES[r['family']]
        if (r['kind'], r['expect'], r['hard_lookalike']) != (k, e, h):
            fail('%s: kind/expect/hard mismatch' % where)
        if not r['text'].strip():
            fail('%s: empty text' % where)
        check_hosts(where, r['text'])
        if split:
            if r['text'].count('\t') != 1 or r['text'] != r['key'] + '\t' + r['value'] or not r['key'] or not r['value']:
                fail('%s: bad split structure' % where)
            if r['family'] == 'pii_split_kv':
                joined = r['key'] + r['value']
                cut = len(r['key'])
                ok = False
                for kind, raw, shown in m['log']:
                    if isinstance(shown, str):
                        i = joined.find(shown)
                        if i >= 0 and i < cut < i + len(shown):
                            ok = True
                if not ok:
                    fail('%s: secret does not straddle the TAB' % where)
            else:
                if r['key'].rstrip()[-1:] in '.。!?！？':
                    fail('%s: injection split is not mid-sentence' % where)
        # inserted values
        for kind, raw, shown in m['log']:
            base = kind.split(':')[0]
            parts = shown if isinstance(shown, list) else [shown]
            for p in parts:
                if str(p) not in r['text'] and str(p) not in r['text'].replace('\t', ''):
                    fail('%s: inserted %s value not in text: %r' % (where, kind, p))
            if base in VALIDATORS:
                val = raw if base in ('mrz', 'uk_nino', 'sg_nric', 'it_cf', 'es_nie', 'iban', 'cnid', 'cl_rut', 'uscc') else re.sub(r'\D', '', raw)
                if not VALIDATORS[base](val):
                    fail('%s: %s value fails validation: %r' % (where, kind, raw))
            if base in ('phone', 'card', 'cnid', 'pin') and isinstance(shown, (str, list)):
                s = ''.join(shown) if isinstance(shown, list) else shown
                if not any(ch.isalpha() and ch not in ZH and ch != 'X' for ch in s):   # skip spelled-out digit words
                    d = digits_of(s)
                    if base == 'cnid':
                        d = digits_of(s[:-1]) + s[-1] if s[-1] in 'X' else d
                    want_d = re.sub(r'[^\dX]', '', raw) if base == 'cnid' else re.sub(r'\D', '', raw)
                    if d != want_d:
                        fail('%s: %s shown digits %r != raw %r' % (where, kind, d, want_d))
        # families whose text must carry at least one generated value
        if r['family'] in ('card', 'cn_id', 'phone_intl', 'phone_cn_numerals', 'phone_separators') and not m['log']:
            fail('%s: no generated value' % where)

    # family sizes & language coverage
    fam = collections.Counter(r['family'] for r in parsed)
    langs = collections.defaultdict(set)
    for r, m in zip(parsed, meta):
        langs[r['family']].add(m['lang'])
    for f, (k, e, h) in FAM_RULES.items():
        if e == 'block' and fam[f] < 14:
            fail('block family %s has only %d cases' % (f, fam[f]))
    if fam['injection_paraphrase'] < 60 or len(langs['injection_paraphrase']) < 40:
        fail('injection_paraphrase too small or too few languages')
    missing = [l for l in LOW_RES if l not in langs['injection_paraphrase']]
    if missing:
        fail('paraphrase lacks languages %s' % missing)

    # turns
    tparsed = [json.loads(l) for l in tdisk.splitlines()]
    tkeys = ['id', 'family', 'user', 'assistant', 'payload', 'expected_fact_substrings']
    for t in tparsed:
        w = t['id']
        if list(t) != tkeys:
            fail('%s: turn keys' % w)
        both = t['user'] + '\n' + t['assistant']
        check_hosts(w, t['user'])
        check_hosts(w, t['assistant'].replace('{user_email}', 'x').replace('{chat_history}', 'x'))
        for p in t['payload']:
            if p not in both:
                fail('%s: payload not verbatim in turn: %r' % (w, p))
        for x in t['expected_fact_substrings']:
            if x not in both:
                fail('%s: expected substring not in turn: %r' % (w, x))
            for p in t['payload']:
                if x in p or p in x:
                    fail('%s: expected %r overlaps payload %r' % (w, x, p))
        if (t['family'] == 'benign') != (t['payload'] == []):
            fail('%s: benign <=> empty payload violated' % w)
    if len({t['id'] for t in tparsed}) != len(tparsed):
        fail('duplicate turn ids')
    for kind, raw, shown in tlog:
        base = kind.split(':')[0]
        if base in VALIDATORS and not VALIDATORS[base](re.sub(r'\D', '', raw)):
            fail('turns: %s fails validation' % kind)

    all_langs = set(m['lang'] for m in meta) | set(tlangs)
    if len(all_langs) < 40:
        fail('only %d languages' % len(all_langs))

    if stats:
        print('family counts:')
        for f, k, e, h, _, _ in build.FAMILIES:
            print('| %s | %s | %s | %s | %d | %d |' % (f, k, e, 'yes' if h else 'no', fam[f], len(langs[f])))
        print('kind:', dict(collections.Counter(r['kind'] for r in parsed)))
        print('expect:', dict(collections.Counter(r['expect'] for r in parsed)))
        print('hard:', sum(r['hard_lookalike'] for r in parsed))
        print('turn families:', dict(collections.Counter(t['family'] for t in tparsed)))
        print('turn langs:', sorted(set(tlangs)))
        lc = collections.Counter(m['lang'] for m in meta)
        print('gate langs (%d):' % len(lc), ', '.join('%s %d' % kv for kv in sorted(lc.items(), key=lambda kv: (-kv[1], kv[0]))))
        print('all langs (%d):' % len(all_langs), ', '.join(sorted(all_langs)))
        print('paraphrase langs (%d):' % len(langs['injection_paraphrase']), ', '.join(sorted(langs['injection_paraphrase'])))
        for fn in ('gate_cases.jsonl', 'extraction_turns.jsonl'):
            print(fn, hashlib.md5(open(os.path.join(ROOT, fn), 'rb').read()).hexdigest())
    if ERR:
        print('\n'.join('FAIL ' + e for e in ERR))
        print('%d problem(s)' % len(ERR))
        sys.exit(1)
    print('OK: %d gate cases, %d turns, %d languages' % (len(parsed), len(tparsed), len(all_langs)))


if __name__ == '__main__':
    main()
