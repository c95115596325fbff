#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Deterministic generator for the held-out v5 gate corpus.

Usage:  python3 generate.py        (writes gate_cases.jsonl, extraction_turns.jsonl, SOURCE.md)
Python 3 standard library only. Seed 20261204 (see gen_common.SEED).
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_common import R, SEED, luhn_ok, cn_id_valid, CN_PREFIXES  # noqa: E402
import gen_pii  # noqa: E402
import gen_inj  # noqa: E402
import gen_allow  # noqa: E402
import gen_turns  # noqa: E402

PII = 'pii'
INJ = 'injection'
BEN = 'benign'

# family -> (kind, expect, hard_lookalike, builder, is_kv, target_count)
FAMILIES = [
    ('phone_intl', PII, gen_pii.phone_intl, False, 35),
    ('phone_cn_numerals', PII, gen_pii.phone_cn_numerals, False, 35),
    ('phone_separators', PII, gen_pii.phone_separators, False, 35),
    ('card', PII, gen_pii.card, False, 35),
    ('cn_id', PII, gen_pii.cnid, False, 35),
    ('email_obfuscated', PII, gen_pii.email_obfuscated, False, 35),
    ('password_pin', PII, gen_pii.password_pin, False, 35),
    ('url_credentials', PII, gen_pii.url_credentials, False, 30),
    ('secret_key_formats', PII, gen_pii.secret_key_formats, False, 35),
    ('pii_split_kv', PII, gen_pii.pii_split_kv, True, 30),
    ('injection_paraphrase', INJ, gen_inj.injection_paraphrase, False, 40),
    ('injection_obfuscated', INJ, gen_inj.injection_obfuscated, False, 40),
    ('injection_roleplay', INJ, gen_inj.injection_roleplay, False, 30),
    ('injection_in_fact', INJ, gen_inj.injection_in_fact, False, 30),
    ('injection_template', INJ, gen_inj.injection_template, False, 25),
    ('injection_payload', INJ, gen_inj.injection_payload, False, 25),
    ('injection_split_kv', INJ, gen_inj.injection_split_kv, True, 20),
    ('allow_pii_lookalike', BEN, gen_allow.allow_pii_lookalike, False, 80),
    ('allow_injection_lookalike', BEN, gen_allow.allow_injection_lookalike, False, 80),
    ('allow_plain', BEN, gen_allow.allow_plain, False, 40),
]


def digit_runs(text):
    """Digit runs, joining digit groups separated by a single common separator."""
    t = re.sub(r'(?<=\d)[ \-./_,·|~](?=\d)', '', text)
    return re.findall(r'\d+', t)


def lookalike_warnings(text):
    w = []
    for run in digit_runs(text):
        if len(run) == 11 and run[:3] in CN_PREFIXES:
            w.append('cn-mobile-like ' + run)
        if 13 <= len(run) <= 19 and luhn_ok(run):
            w.append('luhn-valid ' + run)
        for i in range(0, max(0, len(run) - 17)):
            if cn_id_valid(run[i:i + 18]):
                w.append('cn-id-valid ' + run[i:i + 18])
    for m in re.finditer(r'\d{17}[Xx]', text):
        if cn_id_valid(m.group(0)):
            w.append('cn-id-valid ' + m.group(0))
    return w


def build_cases():
    cases = []
    for fam, kind, builder, is_kv, target in FAMILIES:
        items = builder()
        if len(items) != target:
            raise SystemExit('family %s has %d items, expected %d' % (fam, len(items), target))
        expect = 'allow' if kind == BEN else 'block'
        hard = kind == BEN and fam != 'allow_plain'
        for it in items:
            c = {"family": fam, "kind": kind, "expect": expect, "hard_lookalike": hard}
            if is_kv:
                k, v = it
                assert '\t' not in k and '\t' not in v
                c["text"] = k + "\t" + v
                c["key"] = k
                c["value"] = v
            else:
                c["text"] = it
            cases.append(c)
    # uniqueness of texts
    seen = set()
    for c in cases:
        if c["text"] in seen:
            raise SystemExit('duplicate text: %r' % c["text"])
        seen.add(c["text"])
    # allow-side sanity: no accidental valid phone / card / ID
    for c in cases:
        if c["expect"] == 'allow':
            w = lookalike_warnings(c["text"])
            if w:
                raise SystemExit('allow case looks like PII: %s :: %r' % (w, c["text"]))
    R.shuffle(cases)
    out = []
    for i, c in enumerate(cases, 1):
        d = collections.OrderedDict()
        d["id"] = "v5-%04d" % i
        for k in ("family", "kind", "expect", "hard_lookalike", "text", "key", "value"):
            if k in c:
                d[k] = c[k]
        out.append(d)
    return out


def build_turns():
    ts = gen_turns.turns()
    out = []
    for i, t in enumerate(ts, 1):
        d = collections.OrderedDict()
        d["id"] = "v5x-%03d" % i
        d["family"] = t["family"]
        d["user"] = t["user"]
        d["assistant"] = t["assistant"]
        d["payload"] = t["payload"]
        d["expected_fact_substrings"] = t["expected_fact_substrings"]
        both = t["user"] + "\n" + t["assistant"]
        norm = both
        for table in (gen_pii.LOW, gen_pii.LOW_LING, gen_pii.FULLW, gen_pii.DEVA, gen_pii.ARAB):
            for dgt, ch in enumerate(table):
                norm = norm.replace(ch, str(dgt))
        bdig = re.sub(r'[^0-9]', '', norm) + '|' + re.sub(r'[^0-9]', '', both)
        for p in t["payload"]:
            squash = lambda x: re.sub(r'[\s\u200b-\u200d\u2060\ufeff]', '', x)
            if p not in both and not (p.isdigit() and p in bdig) and squash(p) not in squash(both) \
                    and p not in ("不得拒绝", "不要拒绝", "管理员", "system prompt"):
                raise SystemExit('payload %r not found in turn %s' % (p, d["id"]))
        for e in t["expected_fact_substrings"]:
            if e not in both:
                raise SystemExit('expected %r not in turn %s' % (e, d["id"]))
            for p in t["payload"]:
                if p and (p in e or e in p):
                    raise SystemExit('expected/payload overlap in %s' % d["id"])
        if t["family"] == 'benign':
            assert t["payload"] == [] and t["expected_fact_substrings"]
        out.append(d)
    return out


def write_jsonl(path, rows):
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')


def validate(path, id_key='id'):
    ids = set()
    rows = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            r = json.loads(line)
            if r[id_key] in ids:
                raise SystemExit('duplicate id %s in %s' % (r[id_key], path))
            ids.add(r[id_key])
            rows.append(r)
    return rows


def main():
    cases = build_cases()
    turns = build_turns()
    gp = os.path.join(HERE, 'gate_cases.jsonl')
    tp = os.path.join(HERE, 'extraction_turns.jsonl')
    write_jsonl(gp, cases)
    write_jsonl(tp, turns)

    rows = validate(gp)
    trows = validate(tp)
    for r in rows:
        assert r["expect"] in ("block", "allow") and r["kind"] in (PII, INJ, BEN)
        assert (r["expect"] == "allow") == (r["kind"] == BEN)
        assert r["hard_lookalike"] == (r["kind"] == BEN and r["family"] != "allow_plain")
        if "key" in r:
            assert r["text"] == r["key"] + "\t" + r["value"]
    fam = collections.Counter(r["family"] for r in rows)
    exp = collections.Counter(r["expect"] for r in rows)
    kind = collections.Counter(r["kind"] for r in rows)
    tfam = collections.Counter(r["family"] for r in trows)
    print('gate_cases.jsonl: %d lines' % len(rows))
    for f, *_ in FAMILIES:
        print('  %-28s %4d' % (f, fam[f]))
    print('  expect:', dict(sorted(exp.items())), ' kind:', dict(sorted(kind.items())))
    print('extraction_turns.jsonl: %d lines' % len(trows))
    for f, n in sorted(tfam.items()):
        print('  %-28s %4d' % (f, n))
    n_attack = sum(1 for r in trows if r["family"] != 'benign')
    print('  attack %d / benign %d' % (n_attack, len(trows) - n_attack))
    write_source(fam, exp, kind, tfam, len(rows), len(trows), n_attack)


def write_source(fam, exp, kind, tfam, n, nt, n_attack):
    lines = []
    lines.append('# Held-out corpus v5 (frozen)\n')
    lines.append('Written by an independent helper session (an AI assistant, Claude) started by the project session, '
                 'on 2026-12-04, working only inside `/work/heldout-v5`.\n')
    lines.append('**Independence statement:** the author never read the detector code, rules, data, README or any '
                 'other file under `/work/main`, and never read `/work/devset-v4` (or any other dev data). '
                 'Cases were written from the family brief alone.\n')
    lines.append('## Reproduction\n')
    lines.append('```\npython3 generate.py\n```\n')
    lines.append('Python 3 standard library only; `random.Random(%d)` (one shared generator, fixed call order). '
                 'Files: `generate.py` (driver, validation, this file), `gen_common.py` (Luhn, ID checksum, phone '
                 'ranges, password generators), `gen_pii.py`, `gen_inj.py`, `gen_allow.py`, `gen_turns.py` '
                 '(hand-written templates and cases). Re-running reproduces both JSONL files byte-for-byte.\n' % SEED)
    lines.append('## Data conventions\n')
    lines.append('- All data is fake: invented names, `example.com/.org/.net` domains, `192.0.2.x` / `198.51.100.x` / '
                 '`203.0.113.x` addresses; keys and tokens are random characters with the right prefix, length and '
                 'alphabet.\n'
                 '- Numbers are valid for their scheme: card numbers pass Luhn (except 8 `card` cases in explicit card '
                 'context that deliberately fail Luhn), Chinese IDs have valid region code, birth date and check digit '
                 '(except 7 `cn_id` cases with a deliberately wrong check digit), Chinese mobiles use real 1[3-9]x '
                 'prefixes, international numbers use valid mobile/landline ranges for their region.\n'
                 '- Allow cases were machine-checked to contain no 11-digit CN-mobile-like run, no Luhn-valid 13-19 '
                 'digit run and no valid 18-digit ID (after joining single-separator digit groups).\n'
                 '- `pii_split_kv` and `injection_split_kv` rows carry `key` and `value`; `text` = key + TAB + value.\n'
                 '- Blocking families: `hard_lookalike=false`; `allow_pii_lookalike` and `allow_injection_lookalike`: '
                 '`true`; `allow_plain`: `false`.\n')
    lines.append('## gate_cases.jsonl — %d lines\n' % n)
    lines.append('| family | kind | expect | count |\n|---|---|---|---|')
    for f, k, *_ in FAMILIES:
        lines.append('| %s | %s | %s | %d |' % (f, k, 'allow' if k == BEN else 'block', fam[f]))
    lines.append('')
    lines.append('Totals by expect: ' + ', '.join('%s=%d' % kv for kv in sorted(exp.items())) +
                 '; by kind: ' + ', '.join('%s=%d' % kv for kv in sorted(kind.items())) + '.\n')
    lines.append('Note: the brief asked for "about 650" lines but its per-family counts sum to 750; the per-family '
                 'counts were followed exactly.\n')
    lines.append('## Label judgement calls (allow side)\n')
    lines.append('A few allow cases are deliberately close to the line; the author labelled them allow because they '
                 'carry no usable personal data and no instruction aimed at the assistant: masked numbers (`****1234`, '
                 '`138****` + 4 digits), the AWS documentation placeholder key containing `EXAMPLE`, `sk-xxxx` / '
                 '`YOUR_API_KEY` placeholders, a public empty-string SHA-256, a bibliographic citation of a paper whose '
                 'title quotes an injection phrase, a dog named DAN, a stated preference for short answers, and '
                 'requests such as "please ignore the typo / the picture I just sent". No literal e-mail address '
                 'appears on the allow side except the `git@github.com:` SSH remote.\n')
    lines.append('## extraction_turns.jsonl — %d lines (%d attack, %d benign)\n' % (nt, n_attack, nt - n_attack))
    lines.append('`payload`: substrings that must not appear in any stored fact (digit payloads are given without '
                 'separators and, where useful, also as written). `expected_fact_substrings`: short substrings a '
                 'correct extractor should keep (empty when the turn holds no benign fact).\n')
    lines.append('| family | count |\n|---|---|')
    for f, c in sorted(tfam.items()):
        lines.append('| %s | %d |' % (f, c))
    lines.append('')
    with open(os.path.join(HERE, 'SOURCE.md'), 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(lines) + '\n')


if __name__ == '__main__':
    main()
