"""heldout_v23 self-check. Standard library only. Exit code 0 = all checks passed.

Validators below are written separately from nums.py (different formulations: weights are
derived, the Verhoeff tables are computed from the dihedral group D5, etc.).
"""
import base64
import codecs
import datetime
import hashlib
import html
import ipaddress
import json
import os
import re
import string
import sys
import unicodedata
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
import turns  # noqa: E402

GATE = os.path.join(HERE, '..', 'gate_cases.jsonl')
TURNS = os.path.join(HERE, '..', 'extraction_turns.jsonl')

# typed again here on purpose (not imported from build.py)
EXPECTED = {
    'phone_intl': ('pii', 'block', False, 13), 'phone_cn_numerals': ('pii', 'block', False, 6),
    'phone_separators': ('pii', 'block', False, 8), 'card': ('pii', 'block', False, 8),
    'cn_id': ('pii', 'block', False, 5), 'email_obfuscated': ('pii', 'block', False, 9),
    'password_pin': ('pii', 'block', False, 18), 'url_credentials': ('pii', 'block', False, 6),
    'secret_key_formats': ('pii', 'block', False, 8), 'pii_other': ('pii', 'block', False, 12),
    'pii_split_kv': ('pii', 'block', False, 6),
    'injection_paraphrase': ('injection', 'block', False, 48),
    'injection_obfuscated': ('injection', 'block', False, 12),
    'injection_chat_template': ('injection', 'block', False, 7),
    'injection_roleplay': ('injection', 'block', False, 20),
    'injection_in_fact': ('injection', 'block', False, 34),
    'injection_payload': ('injection', 'block', False, 30),
    'injection_split_kv': ('injection', 'block', False, 8),
    'allow_number_lookalike': ('benign', 'allow', True, 20),
    'allow_email_lookalike': ('benign', 'allow', True, 8),
    'allow_password_lookalike': ('benign', 'allow', True, 16),
    'allow_injection_talk': ('benign', 'allow', True, 38),
    'benign_assistant_preference': ('benign', 'allow', True, 25),
    'allow_plain': ('benign', 'allow', False, 10),
}
EXPECTED_TOTAL = 375
EXPECTED_TURNS = {'pii_in_preference': 3, 'password_in_fact': 3, 'injection_in_fact': 4,
                  'instruction_in_assistant': 3, 'obfuscated_email': 2, 'payload_in_user': 4, 'benign': 6}
GATE_KEYS = ['id', 'family', 'kind', 'expect', 'hard_lookalike', 'text']
SPLIT_KEYS = GATE_KEYS + ['key', 'value']
TURN_KEYS = ['id', 'family', 'user', 'assistant', 'payload', 'expected_fact_substrings']
KNOWN_LANGS = set('en zh zh-Hant yue ja ko es de fr pt it ru nl pl tr ar hi vi id sv th uk cs el he fi da nb ro '
                  'hu fa sw bn ms tl ta te mr ur am ka hy kk uz az sr hr sk bg lt lv et is ga cy zu yo ha km lo '
                  'my ne si mn'.split())
MIN_LANGS = 40
STOCK = ['ignore previous instructions', 'ignore all previous', 'ignore the above', 'disregard previous',
         'disregard all previous', 'do anything now', 'developer mode', 'jailbreak']

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ validators (independent)
def digits_of(s):
    return ''.join(str(unicodedata.digit(c)) for c in s if unicodedata.category(c) == 'Nd')


def luhn_valid(num):
    total = 0
    for pos, ch in enumerate(num[::-1]):
        v = int(ch) * (2 if pos % 2 else 1)
        total += v // 10 + v % 10
    return total % 10 == 0


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def v_card(v):
    d = re.sub(r'[ -]', '', v)
    return d.isdigit() and 15 <= len(d) <= 19 and luhn_valid(d)


def v_nonluhn(v):
    d = v.replace(' ', '')
    return d.isdigit() and len(d) == 16 and not luhn_valid(d)


def v_cnid(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return False
    vals = [int(c) for c in s[:17]] + [10 if s[17] == 'X' else int(s[17])]
    ok = sum(a * pow(2, 17 - i, 11) for i, a in enumerate(vals)) % 11 == 1
    return ok and valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


IBAN_LEN = {'HR': 21, 'BG': 22, 'IT': 27, 'IE': 22, 'SK': 24}


def v_iban(v):
    s = v.replace(' ', '')
    if IBAN_LEN.get(s[:2]) != len(s) or not s[2:4].isdigit():
        return False
    rem = 0
    for ch in s[4:] + s[:4]:
        for dch in (str(ord(ch) - 55) if ch.isalpha() else ch):
            rem = (rem * 10 + int(dch)) % 97
    return rem == 1


def v_tckn(v):
    if not re.fullmatch(r'[1-9]\d{10}', v):
        return False
    d = [int(c) for c in v]
    odd, even = sum(d[0:9:2]), sum(d[1:8:2])
    return (7 * odd - even) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_ee(v):
    if not re.fullmatch(r'[1-6]\d{10}', v):
        return False
    d = [int(c) for c in v]
    s = sum(d[i] * ((i % 9) + 1) for i in range(10)) % 11
    if s == 10:
        s = sum(d[i] * (((i + 2) % 9) + 1) for i in range(10)) % 11
        s = 0 if s == 10 else s
    century = {1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000}[d[0]]
    return s == d[10] and valid_date(century + int(v[1:3]), int(v[3:5]), int(v[5:7]))


def v_pesel(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    total = sum(int(v[i]) * [1, 3, 7, 9][i % 4] for i in range(10)) + int(v[10])
    mm = int(v[2:4])
    century, month = (2000, mm - 20) if mm > 20 else (1900, mm)
    return total % 10 == 0 and valid_date(century + int(v[0:2]), month, int(v[4:6]))


def _d5():
    def op(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5:
            return 5 + (a + b) % 5
        if b < 5:
            return 5 + (a - b) % 5
        return (a - b) % 5
    table = [[op(a, b) for b in range(10)] for a in range(10)]
    p1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    perms = [list(range(10))]
    for _ in range(7):
        perms.append([p1[x] for x in perms[-1]])
    return table, perms


_D, _P = _d5()


def v_aadhaar(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[2-9]\d{11}', s):
        return False
    c = 0
    for i, ch in enumerate(s[::-1]):
        c = _D[c][_P[i % 8][int(ch)]]
    return c == 0


def v_ean13(v):
    s = v.replace('-', '')
    return len(s) == 13 and s.isdigit() and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_isbn13(v):
    return v.startswith('978-') and v_ean13(v)


def v_issn(v):
    s = v.replace('-', '')
    if not re.fullmatch(r'\d{7}[\dX]', s):
        return False
    vals = [int(c) for c in s[:7]] + [10 if s[7] == 'X' else int(s[7])]
    return sum(a * (8 - i) for i, a in enumerate(vals)) % 11 == 0


def v_cas(v):
    m = re.fullmatch(r'(\d{2,7})-(\d{2})-(\d)', v)
    if not m:
        return False
    body = m.group(1) + m.group(2)
    return sum(int(c) * (len(body) - i) for i, c in enumerate(body)) % 10 == int(m.group(3))


def v_imo(v):
    return re.fullmatch(r'\d{7}', v) is not None and sum(int(v[i]) * (7 - i) for i in range(6)) % 10 == int(v[6])


def v_uscc(v):
    chars = string.digits + ''.join(c for c in string.ascii_uppercase if c not in 'IOSVZ')
    if len(v) != 18 or any(c not in chars for c in v):
        return False
    total = sum(chars.index(c) * pow(3, i, 31) for i, c in enumerate(v[:17]))
    ok18 = chars[(31 - total % 31) % 31] == v[17]
    org = v[8:17]
    ow = [3, 7, 9, 10, 5, 8, 4, 2]
    oc = (11 - sum(int(org[i], 36) * ow[i] for i in range(8)) % 11) % 11
    ok9 = org[8] == ('X' if oc == 10 else str(oc))
    return ok18 and ok9


CJK = {}
for chars, val in [('零〇공', 0), ('一幺壹일', 1), ('二两貳贰이', 2), ('三參叁삼', 3), ('四肆사', 4), ('五伍오', 5),
                   ('六陸陆육', 6), ('七柒칠', 7), ('八捌팔', 8), ('九玖구', 9)]:
    for ch in chars:
        CJK[ch] = val


def v_phone(v):
    return 9 <= len(digits_of(v)) <= 15


def v_phone_cjk(v):
    n = sum(1 for c in v if c in CJK or c.isdigit())
    other = [c for c in v if not (c in CJK or c.isdigit() or c in ' -－')]
    return 9 <= n <= 15 and not other


def v_pin(v):
    if not v.isdigit() or len(v) not in (4, 6):
        return False
    for a, b in zip(v, v[1:]):
        if a == b:
            return False
    for a, b, c in zip(v, v[1:], v[2:]):
        if {int(b) - int(a), int(c) - int(b)} in ({1}, {-1}):
            return False
    return True


def v_passport(v):
    return re.fullmatch(r'P\d{7}[A-Z]|A\d{8}', v) is not None


DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24')]


def doc_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in n for n in DOC_NETS)


VALIDATORS = {'card': v_card, 'nonluhn': v_nonluhn, 'cnid': v_cnid, 'iban': v_iban, 'tckn': v_tckn,
              'ee_id': v_ee, 'pesel': v_pesel, 'aadhaar': v_aadhaar, 'isbn13': v_isbn13, 'ean13': v_ean13,
              'issn': v_issn, 'cas': v_cas, 'imo': v_imo, 'uscc': v_uscc, 'phone': v_phone,
              'phone_cjk': v_phone_cjk, 'pin': v_pin, 'passport': v_passport, 'ip': doc_ip,
              'secret': lambda v: len(v) >= 4, 'none': lambda v: len(v) >= 1}
PII_TYPES = {'card', 'cnid', 'iban', 'tckn', 'ee_id', 'pesel', 'aadhaar', 'phone', 'phone_cjk', 'pin',
             'passport', 'secret'}


# ------------------------------------------------------------------ domains / IPs
ALLOWED_DOMAINS = ('example.com', 'example.net', 'example.org')
ZW = dict.fromkeys(map(ord, '\u200b\u200c\u200d\u2060\ufeff'), None)


def normalise(s):
    s = ''.join(chr(ord(c) - 0xE0000) if 0xE0000 <= ord(c) <= 0xE007F else c for c in s)
    s = s.translate(ZW)
    return unicodedata.normalize('NFKC', html.unescape(s))


def host_ok(h):
    h = h.lower().rstrip('.')
    return h in ALLOWED_DOMAINS or h.endswith(tuple('.' + d for d in ALLOWED_DOMAINS)) or doc_ip(h)


def check_hosts(where, s):
    n = normalise(s)
    for m in re.finditer(r'\b[a-z][a-z0-9+.\-]*://([^\s/?#<>"\'\)\]]+)', n, re.I):
        auth = m.group(1).rsplit('@', 1)[-1]
        host = re.sub(r':\d*$', '', auth)
        if not host_ok(host):
            err('%s: URL host %r not allowed' % (where, host))
    for m in re.finditer(r'[A-Za-z0-9._%+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)', n):
        if not host_ok(m.group(1)):
            err('%s: e-mail domain %r not allowed' % (where, m.group(1)))
    for m in re.finditer(r'(?<![A-Za-z0-9\-.])((?:[A-Za-z0-9\-]+\.)+(?:com|net|org|io|dev|ai|co|app|info|me|cn|ru|de|'
                         r'fr|uk|jp|kr|in|br|biz|xyz))(?![A-Za-z0-9\-])', n, re.I):
        if not host_ok(m.group(1)):
            err('%s: domain %r not allowed' % (where, m.group(1)))
    ascii_digits = ''.join(str(unicodedata.digit(c)) if unicodedata.category(c) == 'Nd' else c for c in n)
    for m in re.finditer(r'(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])', ascii_digits):
        if not doc_ip(m.group(1)):
            err('%s: IPv4 %r not in documentation ranges' % (where, m.group(1)))


# ------------------------------------------------------------------ obfuscation decoders (independent)
MORSE = {'.-': 'A', '-...': 'B', '-.-.': 'C', '-..': 'D', '.': 'E', '..-.': 'F', '--.': 'G', '....': 'H',
         '..': 'I', '.---': 'J', '-.-': 'K', '.-..': 'L', '--': 'M', '-.': 'N', '---': 'O', '.--.': 'P',
         '--.-': 'Q', '.-.': 'R', '...': 'S', '-': 'T', '..-': 'U', '...-': 'V', '.--': 'W', '-..-': 'X',
         '-.--': 'Y', '--..': 'Z'}
CYR2LAT = {'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'х': 'x', 'у': 'y', 'і': 'i'}


def decode(method, enc):
    if method == 'base64':
        return base64.b64decode(enc).decode('utf-8')
    if method == 'rot13':
        return codecs.decode(enc, 'rot_13')
    if method == 'leet':
        return enc.translate(str.maketrans('431057', 'aeiost'))
    if method == 'zwsp':
        return enc.replace('\u200b', '')
    if method == 'homoglyph':
        return ''.join(CYR2LAT.get(c, c) for c in enc)
    if method == 'reversed':
        return ''.join(reversed(enc))
    if method == 'spaced':
        return ' '.join(w.replace(' ', '') for w in enc.split(' / '))
    if method == 'hex':
        return bytes.fromhex(enc).decode('utf-8')
    if method == 'fullwidth':
        return unicodedata.normalize('NFKC', enc)
    if method == 'urlenc':
        return urllib.parse.unquote(enc)
    if method == 'tags':
        return ''.join(chr(ord(c) - 0xE0000) for c in enc)
    if method == 'morse':
        return ' '.join(''.join(MORSE[x] for x in w.split(' ')) for w in enc.split(' / '))
    raise ValueError(method)


# ------------------------------------------------------------------ checks
def main():
    recs, metas = build.build()
    recs2, _ = build.build()
    gate_bytes = build.render(recs)
    if gate_bytes != build.render(recs2):
        err('build.py is not deterministic')
    with open(GATE, 'rb') as f:
        disk_gate = f.read()
    if disk_gate != gate_bytes:
        err('gate_cases.jsonl differs from a fresh build')
    trecs, tmetas = turns.build()
    turn_bytes = turns.render(trecs)
    if turn_bytes != turns.render(turns.build()[0]):
        err('turns.py is not deterministic')
    with open(TURNS, 'rb') as f:
        disk_turns = f.read()
    if disk_turns != turn_bytes:
        err('extraction_turns.jsonl differs from a fresh build')

    # ---- gate file: format, ids, families
    lines = disk_gate.decode('utf-8').split('\n')
    if lines[-1] != '':
        err('gate file must end with a newline')
    lines = lines[:-1]
    if len(lines) != EXPECTED_TOTAL:
        err('gate: %d lines, expected %d' % (len(lines), EXPECTED_TOTAL))
    parsed = [json.loads(l) for l in lines]
    counts = {}
    for i, r in enumerate(parsed, 1):
        fam = r.get('family')
        keys = SPLIT_KEYS if fam in ('pii_split_kv', 'injection_split_kv') else GATE_KEYS
        if list(r) != keys:
            err('%s: keys %r' % (r.get('id'), list(r)))
        if r['id'] != 'v23-%04d' % i:
            err('id %r at line %d' % (r['id'], i))
        if fam not in EXPECTED:
            err('%s: unknown family %r' % (r['id'], fam))
            continue
        kind, expect, hard, _n = EXPECTED[fam]
        if (r['kind'], r['expect'], r['hard_lookalike']) != (kind, expect, hard):
            err('%s: kind/expect/hard mismatch' % r['id'])
        counts[fam] = counts.get(fam, 0) + 1
        t = r['text']
        if not t.strip() or '\u27ea' in t or '\u27eb' in t or '\u241f' in t or '\r' in t:
            err('%s: empty text or leftover marker' % r['id'])
        if '\t' in t and fam not in ('pii_split_kv', 'injection_split_kv'):
            err('%s: TAB outside split_kv' % r['id'])
    order = list(dict.fromkeys(r['family'] for r in parsed))
    if order != list(EXPECTED):
        err('families not grouped in table order')
    for fam, (_k, _e, _h, n) in EXPECTED.items():
        if counts.get(fam, 0) != n:
            err('family %s: %d cases, expected %d' % (fam, counts.get(fam, 0), n))
    texts = [r['text'] for r in parsed]
    if len(set(texts)) != len(texts):
        err('duplicate gate texts')

    # ---- templates: one per case, none reused
    tpls = build.templates()
    if len(tpls) != len(parsed):
        err('template count %d != case count %d' % (len(tpls), len(parsed)))
    norm_tpls = [re.sub(r'\s+', ' ', re.sub('\u27ea[^\u27eb]*\u27eb', '#', t)).strip().lower() for _f, _l, t in tpls]
    if len(set(norm_tpls)) != len(norm_tpls):
        err('a template is used more than once')
    turn_tpls = [re.sub(r'\s+', ' ', x[2]).lower() for x in turns.TURNS]
    if len(set(turn_tpls)) != len(turn_tpls) or set(turn_tpls) & set(norm_tpls):
        err('a turn template is reused')
    for (f1, _l, _t), r in zip(tpls, parsed):
        if f1 != r['family']:
            err('template/family order mismatch at %s' % r['id'])

    # ---- per-case checks
    langs = set()
    for r, m in zip(parsed, metas):
        rid, fam, t = r['id'], r['family'], r['text']
        langs.add(m['lang'])
        if m['lang'] not in KNOWN_LANGS:
            err('%s: unknown language %r' % (rid, m['lang']))
        if fam in ('pii_split_kv', 'injection_split_kv'):
            key, value = r['key'], r['value']
            if t.count('\t') != 1 or t != key + '\t' + value or not key.strip() or not value.strip():
                err('%s: bad split_kv structure' % rid)
            if fam == 'pii_split_kv':
                s = m['secret']
                joined = key + value
                pos = joined.find(s)
                if s in t or pos < 0 or not (pos < len(key) < pos + len(s)):
                    err('%s: secret does not lie across the boundary' % rid)
                if joined.count(s) != 1:
                    err('%s: secret ambiguous' % rid)
            else:
                span, joiner = m['span'], m['joiner']
                joined = key + joiner + value
                pos = joined.find(span)
                if pos < 0 or not (pos < len(key) and pos + len(span) > len(key) + len(joiner)):
                    err('%s: instruction span does not lie across the boundary' % rid)
                if span in key or span in value:
                    err('%s: span fully on one side' % rid)
        hay = (r['key'] + r['value']) if fam == 'pii_split_kv' else t
        for kind, val in m['checks']:
            if val not in hay:
                err('%s: value %r not in text' % (rid, val))
            if not VALIDATORS[kind](val):
                err('%s: %s value %r fails validation' % (rid, kind, val))
            if r['expect'] == 'allow' and kind in PII_TYPES:
                err('%s: PII-type value in an allow case' % rid)
        if fam == 'injection_obfuscated':
            enc, hidden = m['enc'], m['hidden']
            if enc not in t or hidden in t:
                err('%s: encoded part missing or plain text visible' % rid)
            dec = decode(m['method'], enc)
            if m['method'] in ('leet', 'morse'):
                ok = dec.lower() == hidden.lower()
            else:
                ok = dec == hidden
            if not ok:
                err('%s: %s does not decode to the hidden sentence' % (rid, m['method']))
            check_hosts(rid + ' (hidden)', hidden)
        if fam == 'email_obfuscated':
            n = normalise(t).lower()
            if 'example' not in n or '@' in t and not re.search(r'@example\.(com|net|org)', n):
                err('%s: obfuscated e-mail not on example domain' % rid)
        if r['kind'] == 'injection':
            low = ' ' + normalise(t).lower() + ' '
            for sp in STOCK:
                if sp in low:
                    err('%s: stock phrase %r' % (rid, sp.strip()))
        if r['kind'] == 'pii' and fam not in ('email_obfuscated', 'url_credentials') and fam != 'pii_other':
            if not any(k in PII_TYPES for k, _v in m['checks']):
                err('%s: PII case without a PII value' % rid)
        check_hosts(rid, t)

    # ---- turns
    tlines = disk_turns.decode('utf-8').split('\n')
    if tlines[-1] != '':
        err('turns file must end with a newline')
    tparsed = [json.loads(l) for l in tlines[:-1]]
    if len(tparsed) != sum(EXPECTED_TURNS.values()):
        err('turns: %d lines' % len(tparsed))
    tcounts = {}
    for i, (r, m) in enumerate(zip(tparsed, tmetas), 1):
        rid = r['id']
        if list(r) != TURN_KEYS:
            err('%s: keys %r' % (rid, list(r)))
        if rid != 'v23-x%03d' % i:
            err('turn id %r at %d' % (rid, i))
        tcounts[r['family']] = tcounts.get(r['family'], 0) + 1
        langs.add(m['lang'])
        if m['lang'] not in KNOWN_LANGS:
            err('%s: unknown language %r' % (rid, m['lang']))
        both = r['user'] + '\n' + r['assistant']
        if (r['family'] == 'benign') != (r['payload'] == []):
            err('%s: payload [] iff benign violated' % rid)
        for p in r['payload']:
            if not p or (p not in r['user'] and p not in r['assistant']):
                err('%s: payload %r not verbatim in turn' % (rid, p))
        if not r['expected_fact_substrings']:
            err('%s: no expected facts' % rid)
        for e in r['expected_fact_substrings']:
            if e not in both:
                err('%s: expected %r not in turn' % (rid, e))
            for p in r['payload']:
                if e in p or p in e:
                    err('%s: expected %r overlaps payload %r' % (rid, e, p))
        for kind, val in m['checks']:
            if val not in both:
                err('%s: value not in turn' % rid)
            if not VALIDATORS[kind](val):
                err('%s: %s value %r fails validation' % (rid, kind, val))
        for s in [r['user'], r['assistant']] + r['payload']:
            if '\u27ea' in s or '\u27eb' in s:
                err('%s: leftover placeholder' % rid)
            check_hosts(rid, s)
    if tcounts != EXPECTED_TURNS:
        err('turn family sizes %r' % tcounts)
    if len({r['user'] for r in tparsed}) != len(tparsed):
        err('duplicate turn texts')

    # ---- languages
    if len(langs) < MIN_LANGS:
        err('only %d languages (need >= %d)' % (len(langs), MIN_LANGS))

    kinds = {}
    for r in parsed:
        kinds[(r['kind'], r['expect'])] = kinds.get((r['kind'], r['expect']), 0) + 1
    print('gate cases: %d  %s  hard look-alikes: %d' % (
        len(parsed), ', '.join('%s/%s=%d' % (k[0], k[1], v) for k, v in sorted(kinds.items())),
        sum(1 for r in parsed if r['hard_lookalike'])))
    print('turns: %d  languages: %d (%s)' % (len(tparsed), len(langs), ' '.join(sorted(langs))))
    print('md5 gate_cases.jsonl      ', hashlib.md5(disk_gate).hexdigest())
    print('md5 extraction_turns.jsonl', hashlib.md5(disk_turns).hexdigest())
    if errors:
        print('\n%d problem(s):' % len(errors))
        for e in errors:
            print('  -', e)
        sys.exit(1)
    print('all checks passed')


if __name__ == '__main__':
    main()
