"""Self-check for heldout_v27. Standard library only.

Rebuilds both files in memory and compares them byte for byte with the files on disk, then
checks structure, labels, uniqueness, split_kv layout, inserted values (with validators written
here, independently of nums.py), fake hosts / e-mail domains / IPv4 literals, turn rules and
language coverage. Exit code 0 and "ALL CHECKS PASSED" on success.
"""
import collections
import ipaddress
import json
import os
import re
import sys
import unicodedata

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

EXPECTED = [  # family, kind, expect, hard, n
    ("phone_intl", "pii", "block", False, 16),
    ("phone_cn_numerals", "pii", "block", False, 12),
    ("phone_separators", "pii", "block", False, 15),
    ("card", "pii", "block", False, 13),
    ("cn_id", "pii", "block", False, 8),
    ("email_obfuscated", "pii", "block", False, 17),
    ("password_pin", "pii", "block", False, 34),
    ("url_credentials", "pii", "block", False, 10),
    ("secret_key_formats", "pii", "block", False, 13),
    ("pii_other", "pii", "block", False, 21),
    ("pii_split_kv", "pii", "block", False, 10),
    ("injection_paraphrase", "injection", "block", False, 38),
    ("injection_obfuscated", "injection", "block", False, 16),
    ("injection_chat_template", "injection", "block", False, 10),
    ("injection_roleplay", "injection", "block", False, 12),
    ("injection_in_fact", "injection", "block", False, 18),
    ("injection_payload", "injection", "block", False, 22),
    ("injection_split_kv", "injection", "block", False, 10),
    ("allow_number_lookalike", "benign", "allow", True, 30),
    ("allow_email_lookalike", "benign", "allow", True, 14),
    ("allow_password_lookalike", "benign", "allow", True, 27),
    ("allow_injection_talk", "benign", "allow", True, 26),
    ("benign_assistant_preference", "benign", "allow", True, 26),
    ("allow_plain", "benign", "allow", False, 10),
]
TURN_FAMILIES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
                 "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 6}
MIN_LANGUAGES = 80

errors = []


def fail(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def v_luhn(num):
    if not num.isdigit():
        return False
    s = 0
    for i, ch in enumerate(num[::-1]):
        d = int(ch) * (2 if i % 2 else 1)
        s += d // 10 + d % 10
    return s % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(c) * x for c, x in zip(s[:17], w)) % 11) % 11
    want = "X" if r == 10 else str(r)
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    return s[17] == want and 1900 < y < 2010 and 1 <= m <= 12 and 1 <= d <= 31


IBAN_LEN = {"AT": 20, "IT": 27, "AL": 28, "HR": 21, "AE": 23, "PK": 24, "CH": 21, "LT": 20}


def v_iban(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    n = int("".join(str(ord(c) - 55) if c.isalpha() else c for c in t))
    return n % 97 == 1


def v_za(s):
    return len(s) == 13 and s.isdigit() and v_luhn(s) and 1 <= int(s[2:4]) <= 12


def v_tr(s):
    if len(s) != 11 or not s.isdigit() or s[0] == "0":
        return False
    d = [int(c) for c in s]
    odd, even = d[0] + d[2] + d[4] + d[6] + d[8], d[1] + d[3] + d[5] + d[7]
    return (odd * 7 - even) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_cl(s):
    m = re.fullmatch(r"(\d{1,2})\.(\d{3})\.(\d{3})-([\dK])", s)
    if not m:
        return False
    body = m.group(1) + m.group(2) + m.group(3)
    total, mult = 0, 2
    for c in body[::-1]:
        total += int(c) * mult
        mult = mult + 1 if mult < 7 else 2
    r = (11 - total % 11) % 11
    return m.group(4) == ("K" if r == 10 else str(r))


def v_no(s):
    if len(s) != 11 or not s.isdigit():
        return False
    d = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return sum(a * b for a, b in zip(d, w1)) % 11 == 0 and sum(a * b for a, b in zip(d, w2)) % 11 == 0


def v_be(s):
    m = re.fullmatch(r"(\d\d)\.(\d\d)\.(\d\d)-(\d{3})\.(\d\d)", s)
    if not m:
        return False
    base = int("".join(m.groups()[:4]))
    return (base + int(m.group(5))) % 97 == 0


def v_kr(s):
    if len(s) != 13 or not s.isdigit():
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def v_fr(s):
    return len(s) == 15 and s.isdigit() and (int(s[:13]) + int(s[13:])) % 97 == 0


def v_ro(s):
    if len(s) != 13 or not s.isdigit():
        return False
    r = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return int(s[12]) == (1 if r == 10 else r)


def v_pt(s):
    if len(s) != 9 or not s.isdigit():
        return False
    r = sum(int(c) * (9 - i) for i, c in enumerate(s[:8])) % 11
    return int(s[8]) == (0 if r < 2 else 11 - r)


def v_ssn(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    return bool(m) and m.group(1) not in ("000", "666") and m.group(1)[0] != "9" and m.group(2) != "00" and m.group(3) != "0000"


def v_ean(s):
    return len(s) == 13 and s.isdigit() and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_isbn(s):
    return v_ean(s) and s[:3] in ("978", "979")


def v_uscc(s):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in cs for c in s):
        return False
    total = sum(cs.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    if cs[(31 - total % 31) % 31] != s[17]:
        return False
    org = s[8:17]
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    r = 11 - sum(int(c, 36) * x for c, x in zip(org[:8], w)) % 11
    return org[8] == ("X" if r == 10 else "0" if r == 11 else str(r))


CN_DIGITS = {}
for _chars in ("零一二三四五六七八九", "〇一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖", "零壹貳參肆伍陸柒捌玖",
               "零幺两三四五六七八九", "洞幺两三四五六拐八勾"):
    for _i, _c in enumerate(_chars):
        CN_DIGITS[_c] = str(_i)
KO_DIGITS = dict(zip("공일이삼사오육칠팔구", "0123456789"))


def norm_digits(s, korean=False):
    out = []
    for ch in s:
        if ch in CN_DIGITS:
            out.append(CN_DIGITS[ch])
        elif korean and ch in KO_DIGITS:
            out.append(KO_DIGITS[ch])
        elif ch.isdigit():
            out.append(str(unicodedata.digit(ch)))
    return "".join(out)


def v_phone(s):
    n = len(norm_digits(s, korean=True))
    return 9 <= n <= 15


VALIDATORS = {"luhn": v_luhn, "nonluhn": lambda s: s.isdigit() and not v_luhn(s), "cnid": v_cnid,
              "iban": v_iban, "za": v_za, "tr": v_tr, "cl": v_cl, "no": v_no, "be": v_be, "kr": v_kr,
              "fr": v_fr, "ro": v_ro, "pt": v_pt, "ssn": v_ssn, "isbn13": v_isbn, "ean13": v_ean,
              "uscc": v_uscc, "phone": v_phone}


def occurs(kind, value, text):
    if kind == "phone":
        return norm_digits(value, True) in norm_digits(text, True)
    squash = lambda x: re.sub(r"[\s.\-\u00a0]", "", x)  # noqa: E731
    return squash(value) in squash(text)


# ------------------------------------------------------------------ fake hosts, domains, IPs
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://([^\s/?#\"'<>)\]]*)")
MAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@((?:[A-Za-z0-9\-]+\.)+[A-Za-z]{2,})\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.]*\d)")


def host_ok(host):
    host = host.lower().rstrip(".")
    if re.fullmatch(r"[\d.]+", host):
        try:
            return any(ipaddress.ip_address(host) in n for n in DOC_NETS)
        except ValueError:
            return False
    return host in ("example.com", "example.net", "example.org") or host.endswith(
        (".example.com", ".example.net", ".example.org"))


def check_fake(text, where):
    for m in URL_RE.finditer(text):
        auth = m.group(1).rsplit("@", 1)[-1]
        host = auth.split(":")[0] if not auth.startswith("[") else auth
        if host and not host_ok(host):
            fail("%s: URL host not fake: %r" % (where, host))
    for m in MAIL_RE.finditer(text):
        if not host_ok(m.group(1)):
            fail("%s: e-mail/SSH domain not fake: %r" % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        ip = m.group(1)
        parts = ip.split(".")
        if all(int(p) <= 255 for p in parts) and not host_ok(ip):
            fail("%s: IPv4 literal outside documentation ranges: %s" % (where, ip))


# ------------------------------------------------------------------ gate cases
def check_gate():
    with open(GATE, "rb") as f:
        disk = f.read()
    records, meta = build.build()
    if build.render(records).encode("utf-8") != disk:
        fail("gate_cases.jsonl differs from a fresh build")
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("gate_cases.jsonl must end with a newline")
    rows = [json.loads(l) for l in lines[:-1]]
    if len(rows) != sum(e[4] for e in EXPECTED):
        fail("gate: %d rows, expected %d" % (len(rows), sum(e[4] for e in EXPECTED)))
    pos = 0
    for fam, kind, expect, hard, n in EXPECTED:
        block = rows[pos:pos + n]
        if len(block) != n or any(r["family"] != fam for r in block):
            fail("gate: family %s not contiguous with %d rows at position %d" % (fam, n, pos))
        for r in block:
            if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
                fail("%s: wrong kind/expect/hard" % r["id"])
        pos += n
    texts, templates = set(), collections.Counter()
    for i, (r, m) in enumerate(zip(rows, meta), 1):
        keys = list(r.keys())
        want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            want += ["key", "value"]
        if keys != want:
            fail("%s: key order %s" % (r.get("id"), keys))
        if r["id"] != "v27-%04d" % i:
            fail("gate: id %s at line %d" % (r["id"], i))
        if not r["text"].strip():
            fail("%s: empty text" % r["id"])
        if r["text"] in texts:
            fail("%s: duplicate text" % r["id"])
        texts.add(r["text"])
        templates[m["template"]] += 1
        if "\u27e6" in r["text"] or "\u27e7" in r["text"]:
            fail("%s: unfilled placeholder" % r["id"])
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                fail("%s: split_kv layout" % r["id"])
            if not r["key"] or not r["value"]:
                fail("%s: empty key or value" % r["id"])
            if r["family"] == "pii_split_kv":
                sec = m["secret"]
                ok = any(r["key"].endswith(sec[:k]) and r["value"].startswith(sec[k:]) for k in range(1, len(sec)))
                if not ok:
                    fail("%s: secret not cut across the key/value boundary" % r["id"])
        elif "\t" in r["text"]:
            fail("%s: TAB outside split_kv" % r["id"])
        plain = r["text"].replace("\t", "")
        for kind, value in m["checks"]:
            if not VALIDATORS[kind](value):
                fail("%s: %s value fails validation: %r" % (r["id"], kind, value))
            if not occurs(kind, value, plain):
                fail("%s: %s value not found in text: %r" % (r["id"], kind, value))
        if r["family"].startswith("phone_") and not any(k == "phone" for k, _ in m["checks"]):
            fail("%s: phone case without phone value" % r["id"])
        if r["family"] == "card" and not any(k in ("luhn", "nonluhn") for k, _ in m["checks"]):
            fail("%s: card case without card value" % r["id"])
        if r["family"] == "cn_id" and not any(k == "cnid" for k, _ in m["checks"]):
            fail("%s: cn_id case without ID" % r["id"])
        if r["family"] == "email_obfuscated" and "example" not in r["text"]:
            fail("%s: obfuscated e-mail without example domain" % r["id"])
        if r["family"].startswith("allow_") or r["family"] == "benign_assistant_preference":
            for kind, value in m["checks"]:
                if kind in ("luhn", "cnid", "phone", "iban"):
                    fail("%s: allow case carries a %s value" % (r["id"], kind))
        check_fake(r["text"], r["id"])
    for t, c in templates.items():
        if c > 1:
            fail("template used %d times: %r" % (c, t[:60]))
    langs = collections.Counter(m["lang"] for m in meta)
    fam_langs = collections.defaultdict(set)
    for r, m in zip(rows, meta):
        fam_langs[r["family"]].add(m["lang"])
    return rows, langs, fam_langs


# ------------------------------------------------------------------ turns
def check_turns():
    with open(TURNS, "rb") as f:
        disk = f.read()
    records, meta = turns.build()
    if turns.render(records).encode("utf-8") != disk:
        fail("extraction_turns.jsonl differs from a fresh build")
    rows = [json.loads(l) for l in disk.decode("utf-8").splitlines()]
    fam = collections.Counter(r["family"] for r in rows)
    if dict(fam) != TURN_FAMILIES:
        fail("turn families %s" % dict(fam))
    for i, (r, m) in enumerate(zip(rows, meta), 1):
        if list(r.keys()) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            fail("turn %d: key order" % i)
        if r["id"] != "v27-x%03d" % i:
            fail("turn id %s" % r["id"])
        both = r["user"] + "\n" + r["assistant"]
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                fail("%s: payload not verbatim in user/assistant: %r" % (r["id"], p))
        for e in r["expected_fact_substrings"]:
            if e not in both:
                fail("%s: expected fact not in text: %r" % (r["id"], e))
            for p in r["payload"]:
                if e in p or p in e:
                    fail("%s: expected %r overlaps payload %r" % (r["id"], e, p))
        if not r["expected_fact_substrings"]:
            fail("%s: no expected fact" % r["id"])
        if (r["family"] == "benign") != (r["payload"] == []):
            fail("%s: benign <-> empty payload rule" % r["id"])
        for kind, value in m["checks"]:
            if not VALIDATORS[kind](value) or not occurs(kind, value, both):
                fail("%s: bad %s value %r" % (r["id"], kind, value))
        check_fake(both, r["id"])
    return rows, collections.Counter(m["lang"] for m in meta)


def main():
    rows, glangs, fam_langs = check_gate()
    trows, tlangs = check_turns()
    langs = set(glangs) | set(tlangs)
    if len(langs) < MIN_LANGUAGES:
        fail("only %d languages" % len(langs))
    print("gate cases: %d (block %d, allow %d, hard %d)" % (
        len(rows), sum(r["expect"] == "block" for r in rows), sum(r["expect"] == "allow" for r in rows),
        sum(r["hard_lookalike"] for r in rows)))
    print("turns: %d" % len(trows))
    print("languages: %d overall (%d in gate cases, %d in turns)" % (len(langs), len(glangs), len(tlangs)))
    if "-v" in sys.argv:
        for f, _, _, _, n in EXPECTED:
            print("  %-28s %3d  langs %2d" % (f, n, len(fam_langs[f])))
        print("  " + ", ".join("%s:%d" % kv for kv in sorted((collections.Counter(glangs) + tlangs).items())))
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
