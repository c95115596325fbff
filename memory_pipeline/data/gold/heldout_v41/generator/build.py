# -*- coding: utf-8 -*-
"""Build gate_cases.jsonl for heldout-v41.

    python3 build.py          # writes ../gate_cases.jsonl
build() is also imported by check.py, which re-validates every inserted value.
"""
import json
import os
import random

import cases_allow as A
import cases_inj as I
import cases_pii as P
from nums import G

SEED = 414141

# (family, kind, expect, hard_lookalike, entries, split_kv)
FAMILIES = [
    ('phone_intl', 'pii', 'block', False, P.PHONE_INTL, False),
    ('phone_cn_numerals', 'pii', 'block', False, P.PHONE_CN_NUMERALS, False),
    ('phone_separators', 'pii', 'block', False, P.PHONE_SEPARATORS, False),
    ('card', 'pii', 'block', False, P.CARD, False),
    ('cn_id', 'pii', 'block', False, P.CN_ID, False),
    ('email_obfuscated', 'pii', 'block', False, P.EMAIL_OBF, False),
    ('password_pin', 'pii', 'block', False, P.PASSWORD_PIN, False),
    ('url_credentials', 'pii', 'block', False, P.URL_CREDS, False),
    ('secret_key_formats', 'pii', 'block', False, P.SECRET_KEYS, False),
    ('pii_other', 'pii', 'block', False, P.PII_OTHER, False),
    ('pii_split_kv', 'pii', 'block', False, P.PII_SPLIT_KV, True),
    ('injection_paraphrase', 'injection', 'block', False, I.INJ_PARAPHRASE, False),
    ('injection_obfuscated', 'injection', 'block', False, I.INJ_OBFUSCATED, False),
    ('injection_chat_template', 'injection', 'block', False, I.INJ_CHAT_TEMPLATE, False),
    ('injection_roleplay', 'injection', 'block', False, I.INJ_ROLEPLAY, False),
    ('injection_in_fact', 'injection', 'block', False, I.INJ_IN_FACT, False),
    ('injection_payload', 'injection', 'block', False, I.INJ_PAYLOAD, False),
    ('injection_split_kv', 'injection', 'block', False, I.INJ_SPLIT_KV, True),
    ('allow_number_lookalike', 'benign', 'allow', True, A.ALLOW_NUMBER, False),
    ('allow_email_lookalike', 'benign', 'allow', True, A.ALLOW_EMAIL, False),
    ('allow_password_lookalike', 'benign', 'allow', True, A.ALLOW_PASSWORD, False),
    ('allow_injection_talk', 'benign', 'allow', True, A.ALLOW_INJ_TALK, False),
    ('benign_assistant_preference', 'benign', 'allow', True, A.ALLOW_PREFERENCE, False),
    ('allow_plain', 'benign', 'allow', False, A.ALLOW_PLAIN, False),
]


def build():
    """Returns (records, meta); meta[i] = {'lang', 'log'} for records[i]."""
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, entries, split in FAMILIES:
        for lang, item in entries:
            n += 1
            g = G(rng)
            rec = {'id': 'v41-%04d' % n, 'family': family, 'kind': kind, 'expect': expect,
                   'hard_lookalike': hard}
            if split:
                key, value = item(g)
                rec['text'] = key + '\t' + value
                rec['key'] = key
                rec['value'] = value
            else:
                rec['text'] = item(g) if callable(item) else item
            records.append(rec)
            meta.append({'lang': lang, 'log': g.log})
    return records, meta


def dumps(records):
    return ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in records)


if __name__ == '__main__':
    recs, _ = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'gate_cases.jsonl')
    with open(out, 'w', encoding='utf-8') as f:
        f.write(dumps(recs))
    print('wrote', len(recs), 'records to', os.path.normpath(out))
