#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Self-check for heldout-v42. Standard library only.

Rebuilds both files (and case_langs.tsv) in memory and compares them byte for byte with the files on disk,
then checks the record format, family table, uniqueness, split_kv structure, every inserted value with
validators written here independently of nums.py, hosts / e-mail domains / IPv4 literals, turn payload rules
and language coverage. Exit code 0 = all good.
"""
import collections
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

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ------------------------------------------------------------------ expected table (copied from SOURCE.md)
TABLE = [
    ("phone_intl", "pii", "block", False, 14),
    ("phone_cn_numerals", "pii", "block", False, 12),
    ("phone_separators", "pii", "block", False, 14),
    ("card", "pii", "block", False, 12),
    ("cn_id", "pii", "block", False, 10),
    ("email_obfuscated", "pii", "block", False, 20),
    ("password_pin", "pii", "block", False, 50),
    ("url_credentials", "pii", "block", False, 10),
    ("secret_key_formats", "pii", "block", False, 14),
    ("pii_other", "pii", "block", False, 24),
    ("pii_split_kv", "pii", "block", False, 10),
    ("injection_paraphrase", "injection", "block", False, 50),
    ("injection_obfuscated", "injection", "block", False, 12),
    ("injection_chat_template", "injection", "block", False, 10),
    ("injection_roleplay", "injection", "block", False, 14),
    ("injection_in_fact", "injection", "block", False, 24),
    ("injection_payload", "injection", "block", False, 30),
    ("injection_split_kv", "injection", "block", False, 10),
    ("allow_number_lookalike", "benign", "allow", True, 36),
    ("allow_email_lookalike", "benign", "allow", True, 15),
    ("allow_password_lookalike", "benign", "allow", True, 36),
    ("allow_injection_talk", "benign", "allow", True, 36),
    ("benign_assistant_preference", "benign", "allow", True, 25),
    ("allow_plain", "benign", "allow", False, 10),
]
TURN_TABLE = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4, "instruction_in_assistant": 3,
              "obfuscated_email": 2, "payload_in_user": 4, "benign": 6}
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
SPLIT_KEYS = GATE_KEYS + ["key", "value"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
MIN_LANGS = 60


# ------------------------------------------------------------------ independent validators
def digits(s):
    return "".join(c for c in s if c.isdigit())


def v_luhn(s):
    d = [int(c) for c in digits(s)]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x = x * 2 - 9 if x * 2 > 9 else x * 2
        tot += x
    return tot % 10 == 0


def v_card(s):
    return 14 <= len(digits(s)) <= 19 and v_luhn(s)


def v_cnid(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


IBAN_LEN = {"IT": 27, "BE": 16, "PL": 28, "CH": 21, "NO": 15, "ES": 24, "AT": 20}


def v_iban(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def v_tckn(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_cf(s):
    odd_vals = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    if not re.fullmatch(r"[A-Z]{6}\d\d[ABCDEHLMPRST]\d\d[A-Z]\d{3}[A-Z]", s):
        return False
    tot = 0
    for i, c in enumerate(s[:15]):
        idx = int(c) if c.isdigit() else ord(c) - 65
        tot += odd_vals[idx] if i % 2 == 0 else idx
    return chr(65 + tot % 26) == s[15]


def v_rrn(s):
    s = s.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(s) == 13 and (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def v_cnp(s):
    r = sum(int(a) * int(b) for a, b in zip(s[:12], "279146358279")) % 11
    return len(s) == 13 and (1 if r == 10 else r) == int(s[12])


def v_fnr(s):
    s = s.replace(" ", "")
    if len(s) != 11:
        return False
    for n, w in ((9, [3, 7, 6, 1, 8, 9, 4, 5, 2]), (10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])):
        r = 11 - sum(int(a) * b for a, b in zip(s[:n], w)) % 11
        r = 0 if r == 11 else r
        if r == 10 or r != int(s[n]):
            return False
    return True


def v_rut(s):
    m = re.fullmatch(r"(\d{1,2})\.(\d{3})\.(\d{3})-([\dK])", s)
    if not m:
        return False
    body = m.group(1) + m.group(2) + m.group(3)
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    r = 11 - tot % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == m.group(4)


def v_tz(s):
    tot = 0
    for i, c in enumerate(s):
        x = int(c) * (2 if i % 2 else 1)
        tot += x // 10 + x % 10
    return len(s) == 9 and tot % 10 == 0


def v_cpf(s):
    d = [int(c) for c in digits(s)]
    if len(d) != 11:
        return False
    for n in (9, 10):
        r = sum(x * (n + 1 - i) for i, x in enumerate(d[:n])) * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_verhoeff(s):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]
    base = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    for _ in range(7):  # p[i] = p[i-1] composed with base permutation
        p.append([base[x] for x in p[-1]])
    c = 0
    for i, ch in enumerate(reversed(digits(s))):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0 and len(digits(s)) == 12 and digits(s)[0] not in "01"


def _mrz_cd(s):
    val = lambda c: int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)
    return sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10


def v_mrz2(s):
    if len(s) != 44:
        return False
    chk = lambda c: 0 if c == "<" else int(c)
    ok = (_mrz_cd(s[0:9]) == chk(s[9]) and _mrz_cd(s[13:19]) == chk(s[19]) and _mrz_cd(s[21:27]) == chk(s[27])
          and _mrz_cd(s[28:42]) == chk(s[42]))
    return ok and _mrz_cd(s[0:10] + s[13:20] + s[21:43]) == chk(s[43])


def v_ean(s):
    d = [int(c) for c in digits(s)]
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


def v_isbn(s):
    return v_ean(s) and digits(s)[:3] in ("978", "979")


def v_issn(s):
    c = s.replace("-", "")
    tot = sum(int(x) * (8 - i) for i, x in enumerate(c[:7])) + (10 if c[7] == "X" else int(c[7]))
    return len(c) == 8 and tot % 11 == 0


def v_uscc(s):
    chars = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in chars for c in s):
        return False
    tot = sum(chars.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return chars[(31 - tot % 31) % 31] == s[17]


def v_container(s):
    s = s.replace(" ", "")
    letters = {}
    v = 10
    for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if v in (11, 22, 33):
            v += 1
        letters[c] = v
        v += 1
    if not re.fullmatch(r"[A-Z]{3}[UJZ]\d{7}", s):
        return False
    tot = sum((letters[c] if c.isalpha() else int(c)) << i for i, c in enumerate(s[:10]))
    return tot % 11 % 10 == int(s[10])


def v_s10(s):
    m = re.fullmatch(r"[A-Z]{2}(\d{8})(\d)[A-Z]{2}", s)
    if not m:
        return False
    r = 11 - sum(int(a) * b for a, b in zip(m.group(1), [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    return {10: 0, 11: 5}.get(r, r) == int(m.group(2))


def v_siret(s):
    d = digits(s)
    return len(d) == 14 and v_luhn(d) and v_luhn(d[:9])


def v_inn10(s):
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return len(s) == 10 and sum(int(a) * b for a, b in zip(s, w)) % 11 % 10 == int(s[9])


def v_nip(s):
    d = digits(s)
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    return len(d) == 10 and sum(int(a) * b for a, b in zip(d, w)) % 11 == int(d[9])


def v_fi_ref(s):
    d = digits(s)
    w = [7, 3, 1]
    tot = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(d[:-1])))
    return 4 <= len(d) <= 20 and (10 - tot % 10) % 10 == int(d[-1])


def v_cas(s):
    m = re.fullmatch(r"(\d{2,7})-(\d\d)-(\d)", s)
    if not m:
        return False
    body = m.group(1) + m.group(2)
    return sum(int(c) * (i + 1) for i, c in enumerate(reversed(body))) % 10 == int(m.group(3))


def v_order16(s):
    return len(s) == 16 and s.isdigit() and not v_luhn(s)


PHONE_MAP = {}
for _chars, _d in (("零〇洞", 0), ("一幺壹", 1), ("二两贰貳", 2), ("三叁參", 3), ("四肆", 4), ("五伍", 5),
                   ("六陆陸", 6), ("七拐柒", 7), ("八捌", 8), ("九勾玖", 9)):
    for _c in _chars:
        PHONE_MAP[_c] = str(_d)
for _i, _c in enumerate("공일이삼사오육칠팔구"):
    PHONE_MAP[_c] = str(_i)
KANA_READ = {"ゼロ": "0", "イチ": "1", "ニー": "2", "サン": "3", "ヨン": "4", "ゴー": "5", "ロク": "6", "ナナ": "7",
             "ハチ": "8", "キュー": "9"}


def phone_digits(s):
    for k, v in KANA_READ.items():
        s = s.replace(k, v)
    out = []
    for c in s:
        if c in PHONE_MAP:
            out.append(PHONE_MAP[c])
        elif unicodedata.category(c) == "Nd":
            out.append(str(unicodedata.digit(c)))
    return "".join(out)


def v_phone(s):
    return 9 <= len(phone_digits(s)) <= 15


VALIDATORS = {"card": v_card, "cnid": v_cnid, "iban": v_iban, "tckn": v_tckn, "cf": v_cf, "rrn": v_rrn,
              "cnp": v_cnp, "fnr": v_fnr, "rut": v_rut, "tz": v_tz, "cpf": v_cpf, "aadhaar": v_verhoeff,
              "mrz2": v_mrz2, "isbn": v_isbn, "ean13": v_ean, "issn": v_issn, "uscc": v_uscc,
              "container": v_container, "s10": v_s10, "siret": v_siret, "inn10": v_inn10, "nip": v_nip,
              "fi_ref": v_fi_ref, "cas": v_cas, "order16": v_order16, "phone": v_phone}
# families in which every case must carry at least one value of the given kind
REQUIRED_KIND = {"phone_intl": "phone", "phone_cn_numerals": "phone", "phone_separators": "phone", "card": "card",
                 "cn_id": "cnid"}

# ------------------------------------------------------------------ hosts, e-mails, IPv4
URL_RE = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://([A-Za-z0-9._~%!$&*+;=:@-]*)")
MAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
WWW_RE = re.compile(r"\bwww\.[A-Za-z0-9.-]+")
OK_HOST = re.compile(r"(?:^|.*\.)example\.(?:com|net|org)$", re.I)
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def check_hosts(where, text):
    for m in URL_RE.finditer(text):
        auth = m.group(1).rsplit("@", 1)[-1]
        host = re.sub(r":\d*$", "", auth)
        if host and not OK_HOST.match(host) and not IP_RE.fullmatch(host):
            err("%s: URL host %r" % (where, host))
        if IP_RE.fullmatch(host or "") and not host.startswith(DOC_NETS):
            err("%s: URL IP %r" % (where, host))
    for m in MAIL_RE.finditer(text):
        if not OK_HOST.match(m.group(1)):
            err("%s: e-mail/SSH domain %r" % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        if not m.group(1).startswith(DOC_NETS):
            err("%s: IPv4 %r outside documentation ranges" % (where, m.group(1)))
    for m in WWW_RE.finditer(text):
        if not OK_HOST.match(m.group(0)):
            err("%s: bare host %r" % (where, m.group(0)))


def read(path):
    with open(path, "rb") as f:
        return f.read()


def main():
    records, meta = build.build_cases()
    gate_bytes = build.dumps_lines(records).encode("utf-8")
    turn_recs, turn_langs, turn_values = turns.build_turns()
    turn_bytes = "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in turn_recs).encode("utf-8")
    langs_bytes = build.langs_tsv(records, meta).encode("utf-8")
    for name, want in (("gate_cases.jsonl", gate_bytes), ("extraction_turns.jsonl", turn_bytes)):
        if read(os.path.join(ROOT, name)) != want:
            err("%s differs from the rebuild" % name)
    if read(os.path.join(HERE, "case_langs.tsv")) != langs_bytes:
        err("case_langs.tsv differs from the rebuild")

    # ---- gate format
    lines = read(os.path.join(ROOT, "gate_cases.jsonl")).decode("utf-8").splitlines()
    recs = []
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        recs.append(r)
        keys = SPLIT_KEYS if r["family"].endswith("_split_kv") else GATE_KEYS
        if list(r.keys()) != keys:
            err("line %d: keys %s" % (i, list(r.keys())))
        if r["id"] != "v42-%04d" % i:
            err("line %d: id %s" % (i, r["id"]))
    # family table, grouping and order
    order = []
    for r in recs:
        if not order or order[-1] != r["family"]:
            order.append(r["family"])
    if order != [t[0] for t in TABLE]:
        err("families not grouped in table order")
    counts = collections.Counter(r["family"] for r in recs)
    for fam, kind, expect, hard, n in TABLE:
        if counts[fam] != n:
            err("%s: %d cases, expected %d" % (fam, counts[fam], n))
        for r in recs:
            if r["family"] == fam and (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
                err("%s: wrong kind/expect/hard" % r["id"])
    # uniqueness of texts and templates
    for what, items in (("text", [r["text"] for r in recs]), ("template", [m["template"] for m in meta])):
        dup = [k for k, v in collections.Counter(items).items() if v > 1]
        if dup:
            err("duplicate %s: %r" % (what, dup[:3]))
    # split_kv structure
    for r, m in zip(recs, meta):
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: split structure" % r["id"])
            if not r["key"].strip() or not r["value"].strip():
                err("%s: empty side" % r["id"])
            if r["family"] == "pii_split_kv":
                cuts = [(d, k) for kind, d, k in m["values"] if k is not None]
                if len(cuts) != 1:
                    err("%s: expected one cut secret" % r["id"])
                    continue
                d, k = cuts[0]
                if not (0 < k < len(d)) or not r["key"].endswith(d[:k]) or not r["value"].startswith(d[k:]):
                    err("%s: secret does not straddle the TAB" % r["id"])
                if d in r["key"] or d in r["value"]:
                    err("%s: secret whole on one side" % r["id"])
            else:
                if r["key"].rstrip()[-1:] in ".!?。！？":
                    err("%s: injection not cut mid-sentence" % r["id"])
        elif "\t" in r["text"]:
            err("%s: TAB outside split_kv" % r["id"])
    # values
    checked = collections.Counter()
    for r, m in zip(recs, meta):
        kinds = set()
        for kind, d, k in m["values"]:
            shown = d if k is None else d[:k] + "\t" + d[k:]
            if shown not in r["text"]:
                err("%s: value %r not in text" % (r["id"], d))
            if kind in VALIDATORS:
                checked[kind] += 1
                if not VALIDATORS[kind](d):
                    err("%s: invalid %s %r" % (r["id"], kind, d))
            kinds.add(kind)
        need = REQUIRED_KIND.get(r["family"])
        if need and need not in kinds:
            err("%s: no %s value" % (r["id"], need))
        check_hosts(r["id"], r["text"])
        for kind, d, k in m["values"]:
            if kind == "plain_nl" and v_luhn(d):
                err("%s: long number %r passes Luhn" % (r["id"], d))
        if r["expect"] == "allow":
            for kind, d, k in m["values"]:
                if kind in ("card", "cnid", "iban", "phone", "password", "pin", "key"):
                    err("%s: PII value in an allow case" % r["id"])
        for c in r["text"]:
            if unicodedata.category(c) == "Cs":
                err("%s: lone surrogate" % r["id"])

    # ---- turns
    tlines = read(os.path.join(ROOT, "extraction_turns.jsonl")).decode("utf-8").splitlines()
    tcount = collections.Counter()
    for i, line in enumerate(tlines, 1):
        t = json.loads(line)
        tcount[t["family"]] += 1
        if list(t.keys()) != TURN_KEYS:
            err("turn %d: keys" % i)
        if t["id"] != "v42-x%03d" % i:
            err("turn %d: id %s" % (i, t["id"]))
        both = t["user"] + "\n" + t["assistant"]
        for p in t["payload"]:
            if not p or (p not in t["user"] and p not in t["assistant"]):
                err("%s: payload %r not verbatim" % (t["id"], p))
            for e in t["expected_fact_substrings"]:
                if e in p or p in e:
                    err("%s: expected %r overlaps payload %r" % (t["id"], e, p))
        for e in t["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected fact %r not in turn" % (t["id"], e))
        for kind, d, k in turn_values[i - 1]:
            if d not in both:
                err("%s: value %r not in turn" % (t["id"], d))
            if kind in VALIDATORS:
                checked[kind] += 1
                if not VALIDATORS[kind](d):
                    err("%s: invalid %s %r" % (t["id"], kind, d))
            if kind == "plain_nl" and v_luhn(d):
                err("%s: long number passes Luhn" % t["id"])
        if (t["family"] == "benign") != (t["payload"] == []):
            err("%s: payload/benign rule" % t["id"])
        for part in ("user", "assistant"):
            check_hosts(t["id"] + "." + part, t[part])
    if dict(tcount) != TURN_TABLE:
        err("turn families %s" % dict(tcount))

    # ---- languages
    rows = read(os.path.join(HERE, "case_langs.tsv")).decode("utf-8").splitlines()
    lang_of = dict(row.split("\t") for row in rows[1:])
    ids = [r["id"] for r in recs] + [json.loads(l)["id"] for l in tlines]
    if sorted(lang_of) != sorted(ids):
        err("case_langs.tsv does not cover exactly the ids")
    all_langs = set(lang_of.values())
    gate_langs = {lang_of[r["id"]] for r in recs}
    if len(gate_langs) < MIN_LANGS:
        err("only %d languages in gate cases" % len(gate_langs))

    # ---- report
    print("families:")
    for fam, kind, expect, hard, n in TABLE:
        fl = {lang_of[r["id"]] for r in recs if r["family"] == fam}
        print("  %-28s %-9s %-5s hard=%-5s n=%-3d langs=%d" % (fam, kind, expect, hard, counts[fam], len(fl)))
    print("block %d / allow %d / hard %d" % (sum(r["expect"] == "block" for r in recs),
                                           sum(r["expect"] == "allow" for r in recs),
                                           sum(r["hard_lookalike"] for r in recs)))
    print("languages: %d in gate cases, %d overall" % (len(gate_langs), len(all_langs)))
    print("validated values:", dict(sorted(checked.items())))
    print("turn families:", dict(tcount))
    if ERRORS:
        print("\nFAILED (%d):" % len(ERRORS))
        for e in ERRORS:
            print("  -", e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
