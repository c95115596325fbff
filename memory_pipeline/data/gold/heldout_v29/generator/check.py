"""Self-check for heldout-v29. Validators here are written separately from nums.py.

Run: python3 check.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def only_digits(s):
    return "".join(c for c in s if c.isdigit() and c.isascii())


def v_luhn(s):
    d = [int(c) for c in only_digits(s)]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x = x * 2
            x = x - 9 if x > 9 else x
        tot += x
    return tot % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(c) * x for c, x in zip(s[:17], w)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


def v_iban(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    n = 0
    for c in r:
        n = (n * (100 if c.isalpha() else 10) + (ord(c) - 55 if c.isalpha() else int(c))) % 97
    return n == 1


def v_cpf(s):
    d = [int(c) for c in only_digits(s)]
    for n in (9, 10):
        t = sum(d[i] * (n + 1 - i) for i in range(n))
        c = 11 - t % 11
        if (0 if c >= 10 else c) != d[n]:
            return False
    return True


def v_dni(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    d = [int(c) for c in s]
    return (sum(d[i] * (9 - i) for i in range(8)) - d[8]) % 11 == 0


def v_pesel(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(c) * x for c, x in zip(s, w)) % 10 == 0


def _d5(j, k):
    # dihedral group D5 multiplication, computed from the definition (rotations 0-4, reflections 5-9)
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5 and k >= 5:
        return 5 + (j + k - 5) % 5
    if j >= 5 and k < 5:
        return 5 + (j - 5 - k) % 5
    return (j - k) % 5


def v_verhoeff(s):
    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]

    def p(i, x):
        for _ in range(i % 8):
            x = perm[x]
        return x
    c = 0
    for i, ch in enumerate(reversed(only_digits(s))):
        c = _d5(c, p(i, int(ch)))
    return c == 0


def v_tckn(s):
    d = [int(c) for c in s]
    return (d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_cnp(s):
    r = sum(int(a) * int(b) for a, b in zip(s[:12], "279146358279")) % 11
    return s[12] == ("1" if r == 10 else str(r))


def v_ee(s):
    d = [int(c) for c in s]
    r = sum(d[i] * (i % 9 + 1) for i in range(10)) % 11
    if r == 10:
        r = sum(d[i] * ((i + 2) % 9 + 1) for i in range(10)) % 11 % 10
    return r == d[10]


def v_kennitala(s):
    d = [int(c) for c in only_digits(s)]
    r = (11 - sum(a * b for a, b in zip(d[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return r == d[8]


def v_fnr(s):
    d = [int(c) for c in only_digits(s)]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return sum(a * b for a, b in zip(d, w1)) % 11 == 0 and sum(a * b for a, b in zip(d, w2)) % 11 == 0


def v_egn(s):
    r = sum(int(a) * b for a, b in zip(s, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11 % 10
    return r == int(s[9])


def v_jmbg(s):
    d = [int(c) for c in s]
    w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    m = 11 - sum(a * b for a, b in zip(d, w)) % 11
    return (0 if m > 9 else m) == d[12]


def v_melli(s):
    t = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    return int(s[9]) == (t if t < 2 else 11 - t)


def v_thai(s):
    d = only_digits(s)
    return (11 - sum(int(d[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(d[12])


def v_oib(s):
    a = 10
    for c in s[:10]:
        a = ((a + int(c)) % 10 or 10) * 2 % 11
    return (11 - a) % 10 == int(s[10])


def v_rnokpp(s):
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 % 10 == int(s[9])


def v_iin(s):
    d = [int(c) for c in s]
    r = sum(d[i] * (i + 1) for i in range(11)) % 11
    if r == 10:
        r = sum(d[i] * ((i + 2) % 11 + 1) for i in range(11)) % 11
    return r == d[11]


def v_rrn(s):
    d = only_digits(s)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def v_taj(s):
    d = only_digits(s)
    return sum(int(d[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10 == int(d[8])


def v_pps(s):
    r = sum(int(s[i]) * (8 - i) for i in range(7)) % 23
    return s[7] == "WABCDEFGHIJKLMNOPQRSTUV"[r]


def v_hetu(s):
    n = int(s[:6] + s[7:10])
    return s[10] == "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def v_rc(s):
    return int(only_digits(s)) % 11 == 0


def v_isbn(s):
    d = only_digits(s)
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


def v_issn(s):
    d = s.replace("-", "")
    t = sum(int(d[i]) * (8 - i) for i in range(7)) + (10 if d[7] == "X" else int(d[7]))
    return t % 11 == 0


def v_imo(s):
    d = only_digits(s)
    return sum(int(d[i]) * (7 - i) for i in range(6)) % 10 == int(d[6])


VALIDATORS = {
    "CARD": v_luhn, "CNID": v_cnid, "IBAN": v_iban, "CPF": v_cpf, "DNI": v_dni, "BSN": v_bsn,
    "PESEL": v_pesel, "AADHAAR": v_verhoeff, "TCKN": v_tckn, "CNP": v_cnp, "ISIKUKOOD": v_ee,
    "KENNITALA": v_kennitala, "FNR": v_fnr, "EGN": v_egn, "JMBG": v_jmbg, "MELLI": v_melli,
    "THAIID": v_thai, "OIB": v_oib, "RNOKPP": v_rnokpp, "IIN": v_iin, "ZAID": v_luhn, "ILID": v_luhn,
    "RRN": v_rrn, "TAJ": v_taj, "AMKA": v_luhn, "PPS": v_pps, "HETU": v_hetu, "RC": v_rc,
    "ISBN": v_isbn, "EAN": v_isbn, "ISSN": v_issn, "IMO": v_imo,
}

# digit normalisation for phone checks (native scripts, Chinese/Korean numerals)
NORM = {}
for zero in (0x966, 0x9E6, 0xE50, 0x1040, 0xF20, 0x660, 0x6F0, 0xAE6, 0x17E0, 0xB66, 0xED0, 0xFF10, 0xCE6,
             0xD66, 0xA66, 0x1810, 0xC66, 0xBE6):
    for i in range(10):
        NORM[chr(zero + i)] = str(i)
for i, chars in enumerate(["零〇洞공", "一幺壹일", "二两貳贰이", "三參叁삼", "四肆사", "五伍오", "六陸陆육", "七拐柒칠", "八捌팔", "九勾玖구"]):
    for c in chars:
        NORM[c] = str(i)


def phone_digits(s):
    return "".join(NORM.get(c, c) for c in s if c in NORM or (c.isascii() and c.isdigit()))


URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://[^\s\"'<>)\]]+", re.I)
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
OK_HOST = re.compile(r"(^|\.)example\.(com|net|org)$")


def check_hosts(where, text):
    for u in URL_RE.findall(text):
        rest = u.split("://", 1)[1]
        hostport = rest.split("/", 1)[0].split("?", 1)[0]
        host = hostport.rsplit("@", 1)[-1].split(":", 1)[0]
        if IP_RE.fullmatch(host):
            continue
        if not OK_HOST.search(host.lower()):
            err(f"{where}: URL host {host!r}")
    for d in MAIL_RE.findall(text):
        if IP_RE.fullmatch(d):
            continue
        if not OK_HOST.search(d.lower()):
            err(f"{where}: mail domain {d!r}")
    for ip in IP_RE.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            err(f"{where}: IPv4 {ip}")


def main():
    # 1. byte-for-byte reproducibility
    gate_txt = build.render_cases()
    turns_txt = turns.render_turns()
    with open(os.path.join(ROOT, "gate_cases.jsonl"), encoding="utf-8") as f:
        if f.read() != gate_txt:
            err("gate_cases.jsonl differs from a fresh build")
    with open(os.path.join(ROOT, "extraction_turns.jsonl"), encoding="utf-8") as f:
        if f.read() != turns_txt:
            err("extraction_turns.jsonl differs from a fresh build")

    rows, meta = build.build_cases()
    trows, tmeta = turns.build_turns()

    # 2. structure
    fams = collections.Counter()
    spec = {f: (k, e, h, n) for f, k, e, h, n in build.ORDER}
    texts = set()
    for i, (r, m) in enumerate(zip(rows, meta), 1):
        keys = list(r)
        want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            want += ["key", "value"]
        if keys != want:
            err(f"{r['id']}: keys {keys}")
        if r["id"] != f"v29-{i:04d}":
            err(f"bad id {r['id']}")
        k, e, h, _ = spec[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (k, e, h):
            err(f"{r['id']}: kind/expect/hard")
        fams[r["family"]] += 1
        if r["text"] in texts:
            err(f"{r['id']}: duplicate text")
        texts.add(r["text"])
        if "\t" in r["text"] and not r["family"].endswith("_split_kv"):
            err(f"{r['id']}: stray TAB")
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"] or not r["key"] or not r["value"]:
                err(f"{r['id']}: split structure")
        plain = r["text"]
        for name, arg, val, src in m["record"]:
            if name == "ENC":
                plain = plain.replace(val, src)
        check_hosts(r["id"], plain)
        # values
        for name, arg, val, src in m["record"]:
            if name == "ENC":
                if val not in r["text"]:
                    err(f"{r['id']}: encoded text missing")
                continue
            flat = r["text"].replace("\t", "")
            if val not in flat:
                err(f"{r['id']}: value {val!r} not in text")
            if name in VALIDATORS and not VALIDATORS[name](val.replace("-", "") if name in ("CNID",) else val):
                err(f"{r['id']}: {name} {val!r} fails its check")
            if name in ("ORDER16", "ORDERN") and v_luhn(val):
                err(f"{r['id']}: order number passes Luhn")
            if name in ("PH", "PHX", "CNPH"):
                n = len(phone_digits(val))
                if not 8 <= n <= 15:
                    err(f"{r['id']}: phone {val!r} has {n} digits")
        if r["family"] == "pii_split_kv":
            vals = [v for nm, a, v, s in m["record"] if nm != "ENC"]
            ok = any(r["key"].endswith(v[:j]) and r["value"].startswith(v[j:])
                     for v in vals for j in range(1, len(v)) if v[:j] and v[j:])
            if not ok:
                err(f"{r['id']}: secret not cut across the boundary")
    for f, k, e, h, n in build.ORDER:
        if fams[f] != n:
            err(f"family {f}: {fams[f]} != {n}")

    # 3. templates used once
    tcount = collections.Counter(m["template"] for m in meta)
    tcount.update(t[2] for t in turns.TURNS)
    for t, c in tcount.items():
        if c > 1:
            err(f"template used {c}x: {t[:60]!r}")

    # 4. turns
    for r, m in zip(trows, tmeta):
        if list(r) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err(f"{r['id']}: turn keys")
        both = r["user"] + "\n" + r["assistant"]
        check_hosts(r["id"], both)
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                err(f"{r['id']}: payload not verbatim: {p[:40]!r}")
        for x in r["expected_fact_substrings"]:
            if x not in both:
                err(f"{r['id']}: expected substring missing {x!r}")
            for p in r["payload"]:
                if x in p or p in x:
                    err(f"{r['id']}: expected {x!r} overlaps payload")
        if (r["family"] == "benign") != (r["payload"] == []):
            err(f"{r['id']}: benign/payload rule")
        for name, arg, val, src in m["record"]:
            if name in VALIDATORS and not VALIDATORS[name](val):
                err(f"{r['id']}: {name} {val!r} fails")

    # 5. languages
    langs = collections.Counter(m["lang"] for m in meta)
    langs.update(m["lang"] for m in tmeta)
    if len(langs) < 100:
        err(f"only {len(langs)} languages")

    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print(f"OK: {len(rows)} gate cases, {len(trows)} turns, {len(langs)} languages")


if __name__ == "__main__":
    main()
