#!/usr/bin/env python3
"""Build gate_cases.jsonl for heldout-v38.

Every sentence is hand-written in cases_pii.py, cases_inj.py, cases_allow.py and extras.py (one template per case).
This script only fills the ⟦…⟧ placeholders with fake random values (nums.py) and writes the records.
Standard library only. Output is deterministic (seed below).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases_allow as A  # noqa: E402
import cases_inj as I  # noqa: E402
import cases_pii as P  # noqa: E402
from extras import EXTRA  # noqa: E402
from nums import Values, render  # noqa: E402

SEED = 383838
PREFIX = 'v38'

# family, kind, expect, hard_lookalike, hand-written list
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


def family_cases():
    """Yield (family, kind, expect, hard, lang, template) in output order."""
    for fam, kind, expect, hard, items in FAMILIES:
        for lang, tpl in list(items) + list(EXTRA.get(fam, [])):
            yield fam, kind, expect, hard, lang, tpl


def build(record_values=False):
    values = Values(SEED)
    records, langs, captured = [], [], []
    for n, (fam, kind, expect, hard, lang, tpl) in enumerate(family_cases(), 1):
        rec_vals = []
        text = render(tpl, values, record=rec_vals)
        rec = {'id': '%s-%04d' % (PREFIX, n), 'family': fam, 'kind': kind, 'expect': expect,
               'hard_lookalike': hard, 'text': text}
        if fam.endswith('_split_kv'):
            assert text.count('\t') == 1, (fam, text)
            key, value = text.split('\t')
            rec['key'] = key
            rec['value'] = value
        records.append(rec)
        langs.append((rec['id'], lang))
        captured.append((rec['id'], tpl, rec_vals))
    if record_values:
        return records, langs, captured
    return records, langs


def dump(records):
    return ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in records)


def main():
    records, langs = build()
    out_dir = os.path.dirname(HERE)
    with open(os.path.join(out_dir, 'gate_cases.jsonl'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(dump(records))
    with open(os.path.join(HERE, 'case_langs.tsv'), 'w', encoding='utf-8', newline='\n') as f:
        f.write('id\tlang\n')
        f.write(''.join('%s\t%s\n' % x for x in langs))
    print('wrote %d gate cases' % len(records))


if __name__ == '__main__':
    main()
