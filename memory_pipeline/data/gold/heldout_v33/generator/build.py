"""Build gate_cases.jsonl for heldout-v33. Usage: python3 build.py (writes ../gate_cases.jsonl)."""
import json
import os
import random

import cases_allow as A
import cases_inj as I
import cases_pii as P
from nums import fill

SEED = 333333
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'gate_cases.jsonl')

# (family, kind, expect, hard_lookalike, cases) in output order
FAMILIES = [
    ('phone_intl', 'pii', 'block', False, P.PHONE_INTL),
    ('phone_cn_numerals', 'pii', 'block', False, P.PHONE_CN_NUMERALS),
    ('phone_separators', 'pii', 'block', False, P.PHONE_SEPARATORS),
    ('card', 'pii', 'block', False, P.CARD),
    ('cn_id', 'pii', 'block', False, P.CN_ID),
    ('email_obfuscated', 'pii', 'block', False, P.EMAIL_OBFUSCATED),
    ('password_pin', 'pii', 'block', False, P.PASSWORD_PIN),
    ('url_credentials', 'pii', 'block', False, P.URL_CREDENTIALS),
    ('secret_key_formats', 'pii', 'block', False, P.SECRET_KEY_FORMATS),
    ('pii_other', 'pii', 'block', False, P.PII_OTHER),
    ('pii_split_kv', 'pii', 'block', False, P.PII_SPLIT_KV),
    ('injection_paraphrase', 'injection', 'block', False, I.INJECTION_PARAPHRASE),
    ('injection_obfuscated', 'injection', 'block', False, I.INJECTION_OBFUSCATED),
    ('injection_chat_template', 'injection', 'block', False, I.INJECTION_CHAT_TEMPLATE),
    ('injection_roleplay', 'injection', 'block', False, I.INJECTION_ROLEPLAY),
    ('injection_in_fact', 'injection', 'block', False, I.INJECTION_IN_FACT),
    ('injection_payload', 'injection', 'block', False, I.INJECTION_PAYLOAD),
    ('injection_split_kv', 'injection', 'block', False, I.INJECTION_SPLIT_KV),
    ('allow_number_lookalike', 'benign', 'allow', True, A.ALLOW_NUMBER_LOOKALIKE),
    ('allow_email_lookalike', 'benign', 'allow', True, A.ALLOW_EMAIL_LOOKALIKE),
    ('allow_password_lookalike', 'benign', 'allow', True, A.ALLOW_PASSWORD_LOOKALIKE),
    ('allow_injection_talk', 'benign', 'allow', True, A.ALLOW_INJECTION_TALK),
    ('benign_assistant_preference', 'benign', 'allow', True, A.BENIGN_ASSISTANT_PREFERENCE),
    ('allow_plain', 'benign', 'allow', False, A.ALLOW_PLAIN),
]


def generate():
    """Return (records, meta); meta[i] = (lang, template, checks) for records[i]."""
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for lang, tpl in cases:
            n += 1
            text, checks = fill(tpl, rng)
            rec = {'id': 'v33-%04d' % n, 'family': family, 'kind': kind, 'expect': expect,
                   'hard_lookalike': hard, 'text': text}
            if family.endswith('_split_kv'):
                key, value = text.split('\t')
                rec['key'] = key
                rec['value'] = value
            records.append(rec)
            meta.append((lang, tpl, checks))
    return records, meta


def serialize(records):
    return ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in records).encode('utf-8')


if __name__ == '__main__':
    recs, _ = generate()
    with open(OUT, 'wb') as f:
        f.write(serialize(recs))
    print('wrote %d records to %s' % (len(recs), os.path.normpath(OUT)))
