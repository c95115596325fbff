# -*- coding: utf-8 -*-
"""Self-check for devset v30.  cd generator && python3 check.py

Rebuilds everything in memory, compares byte for byte with the files on disk, and
re-validates inserted values with validators written separately from nums.py.
Exit status 0 only if every check passes.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
from nums import decode, fold_ascii, CN_STYLES  # noqa: E402

ERR = []


def err(msg):
    ERR.append(msg)


# ---------------------------------------------------------------- validators (independent)
def digits_only(s):
    out = []
    for ch in s:
        try:
            out.append(str(unicodedata.digit(ch)))
        except (TypeError, ValueError):
            pass
    return "".join(out)


def v_luhn(n):
    s = 0
    for pos, ch in enumerate(n[::-1]):
        k = int(ch) * (2 if pos % 2 else 1)
        s += k // 10 + k % 10
    return s % 10 == 0


def v_cnid(s):
    s = s.replace(" ", "").replace("-", "")
    s = unicodedata.normalize("NFKC", s).upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    total = sum(int(c) * k for c, k in zip(s[:17], w))
    expect = (12 - total % 11) % 11
    ck = "X" if expect == 10 else str(expect)
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    return ck == s[17] and 1900 < y < 2025 and 1 <= m <= 12 and 1 <= d <= 31


def v_iban(s):
    s = s.replace(" ", "")
    lengths = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "TR": 26, "ES": 24, "LT": 20}
    if lengths.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    rem = 0
    for ch in t:
        val = ord(ch) - 55 if ch.isalpha() else int(ch)
        for dd in str(val):
            rem = (rem * 10 + int(dd)) % 97
    return rem == 1


def v_cpf(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    for n in (9, 10):
        tot = sum(d[i] * (n + 1 - i) for i in range(n))
        r = tot * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_dni(s):
    return len(s) == 9 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_pesel(s):
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    return len(s) == 11 and sum(int(c) * k for c, k in zip(s, w)) % 10 == 0


def v_snils(s):
    d = re.sub(r"\D", "", s)
    body, ck = d[:9], int(d[9:])
    tot = sum(int(c) * (9 - i) for i, c in enumerate(body))
    while tot > 101:
        tot %= 101
    exp = 0 if tot in (100, 101) else tot
    return exp == ck


def v_tckn(s):
    d = [int(c) for c in s]
    if len(d) != 11 or d[0] == 0:
        return False
    if (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 != d[9]:
        return False
    return sum(d[:10]) % 10 == d[10]


def v_rrn(s):
    d = [int(c) for c in s.replace("-", "")]
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(a * b for a, b in zip(d, w)) % 11) % 10 == d[12]


def v_aadhaar(s):
    # dihedral group D5 multiplication, written out directly
    mul = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
           [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
           [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
    perm0 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    step = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    perms = [perm0]
    for _ in range(7):
        perms.append([step[x] for x in perms[-1]])
    d = s.replace(" ", "")
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = mul[c][perms[i % 8][int(ch)]]
    return c == 0 and len(d) == 12


def v_nip(s):
    d = [int(c) for c in s.replace("-", "")]
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    return len(d) == 10 and sum(a * b for a, b in zip(d, w)) % 11 == d[9]


def v_ean13(s):
    d = [int(c) for c in digits_only(s)]
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


def v_isbn10(s):
    t = s.replace("-", "")
    tot = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(t))
    return len(t) == 10 and tot % 11 == 0


def v_uscc(s):
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    tot = sum(alpha.index(c) * k for c, k in zip(s[:17], w))
    if alpha[(31 - tot % 31) % 31] != s[17]:
        return False
    org = s[8:17]
    ow = [3, 7, 9, 10, 5, 8, 4, 2]
    c = 11 - sum(int(a) * b for a, b in zip(org[:8], ow)) % 11
    return org[8] == {10: "X", 11: "0"}.get(c, str(c))


VALIDATORS = {"card": lambda v: v_luhn(v.replace(" ", "").replace("-", "")),
              "cnid": v_cnid, "iban": v_iban, "cpf": v_cpf, "dni": v_dni, "pesel": v_pesel,
              "snils": v_snils, "tckn": v_tckn, "rrn": v_rrn, "aadhaar": v_aadhaar, "nip": v_nip,
              "isbn13": v_ean13, "ean13": v_ean13, "isbn10": v_isbn10, "uscc": v_uscc}

FAMILY_SIZES = {
    "phone_intl": 20, "phone_separators": 19, "phone_cn_numerals": 6, "card": 6, "cn_id": 14,
    "email_obfuscated": 6, "password_pin": 35, "url_credentials": 4, "secret_key_formats": 6,
    "pii_other": 10, "pii_split_kv": 5, "injection_paraphrase": 38, "injection_obfuscated": 20,
    "injection_chat_template": 5, "injection_roleplay": 8, "injection_in_fact": 30,
    "injection_payload": 35, "injection_split_kv": 5, "allow_number_lookalike": 32,
    "allow_email_lookalike": 8, "allow_password_lookalike": 28, "allow_injection_talk": 34,
    "benign_assistant_preference": 28,
}

CLASSIC = ["ignore", "previous instruction", "system prompt", "jailbreak", "developer mode",
           "dan mode", "忽略", "无视", "ignora", "ignorier", "игнорир", "無視", "oublie",
           "vergiss", "забудь", "olvida", "esquece", "disregard"]

MAIN = ["en", "zh", "es", "ar", "hi", "ru", "ja", "pt", "fr", "de", "tr", "id", "nl", "pl"]

EN_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}
CN_INV = {}
for table in CN_STYLES.values():
    for i, ch in enumerate(table):
        CN_INV.setdefault(ch, str(i))


def phone_digits(text, fam, lang):
    if fam == "phone_cn_numerals":
        return "".join(CN_INV.get(ch, "") or (ch if ch.isdigit() else "") for ch in text)
    if re.search(r"\bplus (zero|one|two|three|four|five|six|seven|eight|nine)\b", text):
        return "".join(str(EN_WORDS[w]) for w in re.findall(r"[a-z]+", text) if w in EN_WORDS)
    return None


def main():
    records, langs, extra = build.build()
    jl, cl, lt = build.serialise(records, langs)
    on_disk = {
        os.path.join(OUT, "gate_cases.jsonl"): jl,
        os.path.join(HERE, "case_langs.tsv"): cl,
        os.path.join(OUT, "lang_tags.tsv"): lt,
    }
    for path, want in on_disk.items():
        with open(path, "rb") as fh:
            got = fh.read()
        if got != want.encode("utf-8"):
            err("file differs from rebuild: " + path)

    # json / keys / ids
    with open(os.path.join(OUT, "gate_cases.jsonl"), encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    assert lines[-1] == ""
    parsed = [json.loads(x) for x in lines[:-1]]
    base_keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    for i, r in enumerate(parsed, 1):
        want = base_keys + (["key", "value"] if r["family"].endswith("_split_kv") else [])
        if list(r) != want:
            err("%s key order %s" % (r.get("id"), list(r)))
        if r["id"] != "v30-%04d" % i:
            err("id out of sequence at line %d" % i)
        kind = dict(build.FAMILY_ORDER)[r["family"]]
        if r["kind"] != kind:
            err(r["id"] + " kind")
        if r["expect"] != ("allow" if kind == "benign" else "block"):
            err(r["id"] + " expect")
        if r["hard_lookalike"] != (kind == "benign"):
            err(r["id"] + " hard flag")

    # family sizes
    fc = collections.Counter(r["family"] for r in parsed)
    for f, n in FAMILY_SIZES.items():
        if fc[f] != n:
            err("family %s has %d, expected %d" % (f, fc[f], n))

    # uniqueness of texts and templates
    texts = collections.Counter(r["text"] for r in parsed)
    for t, n in texts.items():
        if n > 1:
            err("duplicate text: " + t[:60])
    tpls = collections.Counter(x["template"] for x in extra)
    for t, n in tpls.items():
        if n > 1:
            err("template used %d times: %s" % (n, t[:60]))

    # split kv
    for r in parsed:
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err(r["id"] + " split structure")
            if r["family"] == "pii_split_kv":
                if r["key"][-1].isspace() or r["value"][0].isspace():
                    err(r["id"] + " secret not cut across the boundary")

    # inserted values
    for r, x in zip(parsed, extra):
        ins = x["inserted"]
        for typ, val in ins:
            if typ in VALIDATORS and not VALIDATORS[typ](val):
                err("%s invalid %s %s" % (r["id"], typ, val))
            if typ == "order16" and v_luhn(val.replace(" ", "")):
                err(r["id"] + " order16 passes Luhn")
            if typ == "order18" and v_cnid(val):
                err(r["id"] + " order18 looks like a valid CN ID")
            if typ in ("cnnum_raw", "iban") and r["family"] == "pii_split_kv":
                continue
            if typ in ("cnnum_raw",):
                continue
            if typ == "iban_head" or typ == "iban_tail":
                continue
            if val not in r["text"]:
                err("%s inserted %s not found in text" % (r["id"], typ))
        heads = [v for t, v in ins if t == "iban_head"]
        if heads:
            full = [v for t, v in ins if t == "iban"][0]
            tail = [v for t, v in ins if t == "iban_tail"][0]
            if heads[0] + tail != full or not r["key"].endswith(heads[0]) or not r["value"].startswith(tail):
                err(r["id"] + " split IBAN")

    # phones: 9-15 digits after normalisation
    for r, x, lang in zip(parsed, extra, langs):
        if not r["family"].startswith("phone_"):
            continue
        d = phone_digits(r["text"], r["family"], lang)
        if d is None:
            vals = [v for t, v in x["inserted"] if t == "digits"]
            d = digits_only(vals[0]) if vals else ""
        if not 9 <= len(d) <= 15:
            err("%s phone has %d digits" % (r["id"], len(d)))
        if r["family"] == "phone_cn_numerals" and not any(ch in CN_INV for ch in r["text"]):
            err(r["id"] + " no CJK numerals")

    # look-alikes: no accidental card/CN-ID among inserted digit runs
    for r, x in zip(parsed, extra):
        if r["expect"] != "allow":
            continue
        for typ, val in x["inserted"]:
            for run in re.findall(r"\d[\d ]{11,24}\d", val):
                dd = run.replace(" ", "")
                if 13 <= len(dd) <= 19 and v_luhn(dd) and typ not in ("isbn13", "ean13"):
                    err("%s allow case has a Luhn-valid run %s" % (r["id"], dd))
                if len(dd) == 18 and v_cnid(dd):
                    err("%s allow case has a valid CN ID %s" % (r["id"], dd))

    # obfuscation round trip
    for r, x, lang in zip(parsed, extra, langs):
        if r["family"] != "injection_obfuscated":
            continue
        m, p, e = x["method"], x["payload"], x["encoded"]
        if e not in r["text"]:
            err(r["id"] + " encoded payload missing")
        dec = decode(m, e)
        if m == "tags":
            back = "".join(chr(ord(c) - 0xE0000) for c in e)
            if back != fold_ascii(p):
                err(r["id"] + " tags round trip")
        elif m in ("lat2cyr", "cyr2lat", "leet", "morse"):
            if e == p:
                err(r["id"] + " encoding changed nothing")
        elif dec != p:
            err("%s %s round trip failed" % (r["id"], m))
        if m == "none" and not lang.endswith("-Latn"):
            err(r["id"] + " method none outside a romanised tag")

    # paraphrases avoid classic keywords
    for r in parsed:
        if r["family"] == "injection_paraphrase":
            low = r["text"].lower()
            for kw in CLASSIC:
                if kw in low:
                    err("%s paraphrase uses classic keyword %r" % (r["id"], kw))

    # hosts, e-mail domains, IPv4 literals
    ok_host = re.compile(r"(^|\.)example\.(com|net|org)$")
    nets = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
    for r, x in zip(parsed, extra):
        t = x["payload"] if r["family"] == "injection_obfuscated" else r["text"]
        for host in re.findall(r"[a-z][a-z0-9+.-]*://(?:[^@/\s]*@)?([^/:\s?#\"'<>)\]\[»«]+)", t):
            if re.fullmatch(r"[\d.]+", host):
                continue
            if not ok_host.search(host):
                err("%s host %s" % (r["id"], host))
        for dom in re.findall(r"[\w.+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})", t):
            if not ok_host.search(dom):
                err("%s e-mail domain %s" % (r["id"], dom))
        for ip in re.findall(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", t):
            a = ipaddress.ip_address(ip)
            if not any(a in n for n in nets):
                err("%s IPv4 %s outside documentation ranges" % (r["id"], ip))

    # languages
    tags = dict(line.split("\t") for line in lt.strip().split("\n"))
    lc = collections.Counter(langs)
    if set(lc) != set(tags):
        err("lang_tags.tsv does not match the tags used")
    if len(lc) < 70:
        err("only %d language tags" % len(lc))
    for m in MAIN:
        if lc[m] < 8:
            err("main language %s has only %d cases" % (m, lc[m]))

    # summary
    print("cases:", len(parsed), dict(collections.Counter(r["expect"] for r in parsed)))
    print("language tags:", len(lc))
    print("main shares:", {m: lc[m] for m in MAIN})
    for p in (os.path.join(OUT, "gate_cases.jsonl"), os.path.join(OUT, "lang_tags.tsv"),
              os.path.join(HERE, "case_langs.tsv")):
        with open(p, "rb") as fh:
            print("md5", hashlib.md5(fh.read()).hexdigest(), os.path.relpath(p, OUT))
    if ERR:
        print("\n".join("FAIL " + e for e in ERR))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
