# -*- coding: utf-8 -*-
"""Self-check for heldout-v34.

    python3 check.py            rebuild in memory, compare byte for byte, validate everything
    python3 check.py --stats    also print the family / language tables used in SOURCE.md

The validators below are written independently of nums.py (they do not import it).
"""
import base64
import codecs
import ipaddress
import json
import os
import re
import sys
import unicodedata
import urllib.parse
from collections import Counter, defaultdict

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GATE = os.path.join(ROOT, "gate_cases.jsonl")
TURNS = os.path.join(ROOT, "extraction_turns.jsonl")

EXPECTED = {  # family: (kind, expect, hard, n)
    "phone_intl": ("pii", "block", False, 12),
    "phone_cn_numerals": ("pii", "block", False, 8),
    "phone_separators": ("pii", "block", False, 12),
    "card": ("pii", "block", False, 11),
    "cn_id": ("pii", "block", False, 8),
    "email_obfuscated": ("pii", "block", False, 14),
    "password_pin": ("pii", "block", False, 25),
    "url_credentials": ("pii", "block", False, 8),
    "secret_key_formats": ("pii", "block", False, 12),
    "pii_other": ("pii", "block", False, 20),
    "pii_split_kv": ("pii", "block", False, 9),
    "injection_paraphrase": ("injection", "block", False, 45),
    "injection_obfuscated": ("injection", "block", False, 10),
    "injection_chat_template": ("injection", "block", False, 8),
    "injection_roleplay": ("injection", "block", False, 35),
    "injection_in_fact": ("injection", "block", False, 45),
    "injection_payload": ("injection", "block", False, 16),
    "injection_split_kv": ("injection", "block", False, 9),
    "allow_number_lookalike": ("benign", "allow", True, 23),
    "allow_email_lookalike": ("benign", "allow", True, 21),
    "allow_password_lookalike": ("benign", "allow", True, 24),
    "allow_injection_talk": ("benign", "allow", True, 40),
    "benign_assistant_preference": ("benign", "allow", True, 28),
    "allow_plain": ("benign", "allow", False, 12),
}
TURN_FAMILIES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
                 "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4,
                 "benign": 6}
MIN_LANGS_GATE = 110
MIN_LANGS_TURNS = 15

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def only_digits(s):
    return "".join(ch for ch in s if ch.isdigit() and ch.isascii())


def luhn_valid(num):
    ds = [int(c) for c in num][::-1]
    tot = 0
    for i, x in enumerate(ds):
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def v_card(v):
    d = only_digits(v)
    return 14 <= len(d) <= 19 and luhn_valid(d)


def v_cnid(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(s[i]) * w[i] for i in range(17)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


IBAN_LEN = {"MT": 31, "IS": 26, "AL": 28, "GE": 22, "AZ": 28, "KZ": 20, "IE": 22, "LT": 20,
            "LV": 21, "EE": 20, "BA": 20, "MK": 19, "SI": 19, "PT": 25, "UA": 29, "NL": 18,
            "RO": 24, "FO": 18}


def v_iban(v):
    s = v.replace(" ", "")
    if len(s) != IBAN_LEN.get(s[:2], -1):
        return False
    t = s[4:] + s[:4]
    n = int("".join(str(ord(c) - 55) if c.isalpha() else c for c in t))
    return n % 97 == 1


def v_za(v):
    return bool(re.fullmatch(r"\d{13}", v)) and v[10] in "01" and luhn_valid(v)


def v_tckn(v):
    if not re.fullmatch(r"[1-9]\d{10}", v):
        return False
    d = list(map(int, v))
    odd, even = sum(d[0:9:2]), sum(d[1:8:2])
    return d[9] == (odd * 7 - even) % 10 and d[10] == sum(d[:10]) % 10


def v_kennitala(v):
    s = v.replace("-", "")
    if not re.fullmatch(r"\d{10}", s) or s[9] not in "90":
        return False
    r = sum(int(a) * b for a, b in zip(s[:8], (3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return int(s[8]) == (0 if r == 0 else 11 - r)


def v_baltic(v):
    if not re.fullmatch(r"[3-6]\d{10}", v):
        return False
    d = list(map(int, v))
    r = sum(d[i] * (i % 9 + 1) for i in range(10)) % 11
    if r == 10:
        r = sum(d[i] * ((i + 2) % 9 + 1) for i in range(10)) % 11
        r = 0 if r == 10 else r
    return d[10] == r


def v_rut(v):
    m = re.fullmatch(r"(\d{1,2}(?:\.\d{3}){2})-([\dK])", v)
    if not m:
        return False
    body = m.group(1).replace(".", "")
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    r = 11 - total % 11
    return m.group(2) == {11: "0", 10: "K"}.get(r, str(r))


def v_fnr(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    d = list(map(int, v))
    k1 = (11 - sum(a * b for a, b in zip(d, (3, 7, 6, 1, 8, 9, 4, 5, 2))) % 11) % 11
    k2 = (11 - sum(a * b for a, b in zip(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11) % 11
    return k1 == d[9] and k2 == d[10]


# Verhoeff via the dihedral group D5 (computed, not a copied table)
def _d5(a, b):
    if a < 5 and b < 5:
        return (a + b) % 5
    if a < 5:
        return 5 + (b - 5 + a) % 5
    if b < 5:
        return 5 + (a - 5 - b) % 5
    return (a - b) % 5


_PERM = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]


def _perm(i, x):
    for _ in range(i % 8):
        x = _PERM[x]
    return x


def verhoeff_valid(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _d5(c, _perm(i, int(ch)))
    return c == 0


def v_aadhaar(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_valid(s)


def _mrz(s):
    vals = [int(c) if c.isdigit() else (ord(c) - ord("A") + 10 if c.isalpha() else 0) for c in s]
    return str(sum(x * (7, 3, 1)[i % 3] for i, x in enumerate(vals)) % 10)


def v_mrz(v):
    l1, l2 = v.split("\n")
    if len(l1) != 44 or len(l2) != 44 or not l1.startswith("P<"):
        return False
    return (l2[9] == _mrz(l2[0:9]) and l2[19] == _mrz(l2[13:19]) and l2[27] == _mrz(l2[21:27])
            and l2[42] in "0<" and l2[43] == _mrz(l2[0:10] + l2[13:20] + l2[21:43]))


def v_gtin13(v):
    s = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", s):
        return False
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_imo(v):
    return (bool(re.fullmatch(r"\d{7}", v))
            and sum(int(v[i]) * (7 - i) for i in range(6)) % 10 == int(v[6]))


def v_issn(v):
    s = v.replace("-", "")
    tot = sum(int(s[i]) * (8 - i) for i in range(7)) + (10 if s[7] == "X" else int(s[7]))
    return tot % 11 == 0


def v_uscc(v):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(v) != 18 or any(c not in cs for c in v):
        return False
    tot = sum(cs.index(v[i]) * pow(3, i, 31) for i in range(17))
    if cs[(31 - tot % 31) % 31] != v[17]:
        return False
    org = v[8:17]
    t = sum(int(org[i]) * (3, 7, 9, 10, 5, 8, 4, 2)[i] for i in range(8))
    c9 = 11 - t % 11
    return org[8] == {10: "X", 11: "0"}.get(c9, str(c9))


def v_s10(v):
    m = re.fullmatch(r"[A-Z]{2}(\d{8})(\d)[A-Z]{2}", v)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(1), (8, 6, 4, 2, 3, 5, 9, 7)))
    r = 11 - t % 11
    return int(m.group(2)) == {10: 0, 11: 5}.get(r, r)


CN_DIGITS = {}
for _tbl in ("零一二三四五六七八九", "〇一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
             "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾", "공일이삼사오육칠팔구"):
    for _i, _c in enumerate(_tbl):
        CN_DIGITS[_c] = str(_i)
WORD_DIGITS = {}
for _tbl in ("sifuri moja mbili tatu nne tano sita saba nane tisa",
             "nol siji loro telu papat lima enem pitu wolu sanga"):
    for _i, _w in enumerate(_tbl.split()):
        WORD_DIGITS[_w] = str(_i)


def phone_digits(v):
    words = v.split()
    if words and all(w in WORD_DIGITS for w in words):
        return "".join(WORD_DIGITS[w] for w in words)
    out = []
    for ch in v:
        if ch in CN_DIGITS:
            out.append(CN_DIGITS[ch])
        else:
            try:
                out.append(str(unicodedata.digit(ch)))
            except (TypeError, ValueError):
                pass
    return "".join(out)


def v_phone(v):
    return 9 <= len(phone_digits(v)) <= 15


def v_email_span(v):
    return "example" in v or "elpmaxe" in v


VALIDATORS = {
    "card": v_card, "cnid": v_cnid, "iban": v_iban, "za_id": v_za, "tckn": v_tckn,
    "kennitala": v_kennitala, "ee_id": v_baltic, "lt_id": v_baltic, "cl_rut": v_rut,
    "no_fnr": v_fnr, "aadhaar": v_aadhaar, "mrz": v_mrz, "isbn13": v_gtin13,
    "ean13": v_gtin13, "imo": v_imo, "issn": v_issn, "uscc": v_uscc, "s10": v_s10,
    "nonluhn": lambda v: not luhn_valid(only_digits(v)),
    "nonverhoeff": lambda v: not verhoeff_valid(v),
    "phone": v_phone, "email": v_email_span,
    "secret": lambda v: len(v) >= 4, "pw": lambda v: len(v) >= 6,
    "passport": lambda v: bool(re.fullmatch(r"[A-Z]{0,2}\d{7,8}[A-Z]?", v)),
    "addr": lambda v: any(ch.isdigit() for ch in v),
    "instr": lambda v: "\t" in v and v.split("\t")[0].strip() and v.split("\t")[1].strip(),
}


# ------------------------------------------------------------------ decoders for obfuscation
MORSE_REV = {".-": "A", "-...": "B", "-.-.": "C", "-..": "D", ".": "E", "..-.": "F", "--.": "G",
             "....": "H", "..": "I", ".---": "J", "-.-": "K", ".-..": "L", "--": "M", "-.": "N",
             "---": "O", ".--.": "P", "--.-": "Q", ".-.": "R", "...": "S", "-": "T", "..-": "U",
             "...-": "V", ".--": "W", "-..-": "X", "-.--": "Y", "--..": "Z"}
UNHOMO = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "і": "i", "у": "y", "х": "x",
          "ѕ": "s", "І": "I"}
UNLEET = {"4": "a", "3": "e", "1": "i", "0": "o", "5": "s", "7": "t", "9": "g"}


def decode(method, text, wrapper):
    pre, post = wrapper.split("<<ENC>>")
    if not (text.startswith(pre) and text.endswith(post)):
        return None
    enc = text[len(pre):len(text) - len(post)]
    if method == "b64":
        return base64.b64decode(enc).decode("utf-8")
    if method == "rot13":
        return codecs.decode(enc, "rot13")
    if method == "leet":
        return "".join(UNLEET.get(c, c) for c in enc)
    if method == "zwsp":
        return enc.replace("\u200b", "")
    if method == "homoglyph":
        return "".join(UNHOMO.get(c, c) for c in enc)
    if method == "reverse":
        return enc[::-1]
    if method == "spaced":
        return enc[::2]
    if method == "hex":
        return bytes.fromhex(enc).decode("utf-8")
    if method == "url":
        return urllib.parse.unquote(enc)
    if method == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in enc)
    if method == "morse":
        return " ".join("".join(MORSE_REV[x] for x in w.split()) for w in enc.split(" / "))
    return None


# ------------------------------------------------------------------ domains and IPs
FAKE = re.compile(r"(^|\.)example\.(com|net|org)$")
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"<>)\]]+")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})")
DOMAIN_RE = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|ai|co|info|biz))\b", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
NOT_MAIL_TLD = {"png", "jpg", "svg", "gif", "webp", "js", "ts", "css", "md", "json", "py"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h):
    if not h:
        return True
    try:
        ip = ipaddress.ip_address(h)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        return bool(FAKE.search(h.lower())) or h == "localhost"


def check_hosts(where, text):
    for u in URL_RE.findall(text):
        try:
            h = urllib.parse.urlsplit(u).hostname
        except ValueError as e:
            err(f"{where}: unparsable URL {u!r}: {e}")
            continue
        if not host_ok(h):
            err(f"{where}: URL host not fake: {u!r}")
    for m in EMAIL_RE.finditer(text):
        dom = m.group(1)
        if dom.rsplit(".", 1)[-1].lower() in NOT_MAIL_TLD:
            continue
        if not FAKE.search(dom.lower()):
            rev = m.group(0)[::-1]
            m2 = EMAIL_RE.fullmatch(rev)
            if not (m2 and FAKE.search(m2.group(1).lower())):
                err(f"{where}: e-mail domain not fake: {m.group(0)!r}")
    for d in DOMAIN_RE.findall(text):
        if not FAKE.search(d.lower()):
            err(f"{where}: domain not fake: {d!r}")
    for ip in IP_RE.findall(text):
        if not host_ok(ip):
            err(f"{where}: IPv4 outside documentation ranges: {ip}")


# ------------------------------------------------------------------ main checks
def load(path, keys_allowed):
    raw = open(path, "rb").read()
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        err(f"{path}: not UTF-8: {e}")
        return raw, []
    recs = []
    for i, line in enumerate(txt.split("\n")[:-1], 1):
        r = json.loads(line)
        if list(r.keys()) not in keys_allowed:
            err(f"{path}:{i}: key order {list(r.keys())}")
        recs.append(r)
    if not txt.endswith("\n"):
        err(f"{path}: missing final newline")
    return raw, recs


def check_gate(stats):
    base = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    raw, recs = load(GATE, [base, base + ["key", "value"]])
    records, meta = build.build()
    if build.render(records) != raw:
        err("gate_cases.jsonl differs from a fresh rebuild")
    fams = Counter(r["family"] for r in recs)
    for f, (kind, expect, hard, n) in EXPECTED.items():
        if fams[f] != n:
            err(f"family {f}: {fams[f]} cases, expected {n}")
    if set(fams) - set(EXPECTED):
        err(f"unknown families {set(fams) - set(EXPECTED)}")
    order = list(EXPECTED)
    last = -1
    for i, r in enumerate(recs, 1):
        if r["id"] != f"v34-{i:04d}":
            err(f"id {r['id']} at line {i}")
        kind, expect, hard, _ = EXPECTED[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err(f"{r['id']}: kind/expect/hard mismatch")
        pos = order.index(r["family"])
        if pos < last:
            err(f"{r['id']}: families not grouped in table order")
        last = pos
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err(f"{r['id']}: split_kv structure")
            if not r["key"].strip() or not r["value"].strip():
                err(f"{r['id']}: empty key or value")
        elif "key" in r or "value" in r:
            err(f"{r['id']}: key/value outside split_kv")
        elif "\t" in r["text"]:
            err(f"{r['id']}: TAB outside split_kv")
    texts = Counter(r["text"] for r in recs)
    for t, c in texts.items():
        if c > 1:
            err(f"duplicate text: {t[:60]!r}")
    # values, hosts
    for r, m in zip(recs, meta):
        text = r["text"]
        flat = text.replace("\t", "")
        split_seen = False
        for c in m["checks"]:
            tag, v = c["tag"], c["value"]
            if tag == "obf":
                fam_case = [x for x in build.INJ_OBF if x[3] == v][0]
                if decode(c["method"], text, fam_case[1]) != v:
                    err(f"{r['id']}: {c['method']} does not decode back to the sentence")
                continue
            if tag not in VALIDATORS:
                err(f"{r['id']}: no validator for tag {tag}")
            elif not VALIDATORS[tag](v):
                err(f"{r['id']}: {tag} value fails validation: {v!r}")
            if tag == "instr":
                if v not in text:
                    err(f"{r['id']}: instruction span not in text")
                if r["family"] == "injection_split_kv":
                    split_seen = True
                continue
            hay = flat if r["family"].endswith("_split_kv") else text
            if v not in hay:
                err(f"{r['id']}: {tag} value not found in text: {v!r}")
            if c.get("split"):
                split_seen = True
                norm = lambda s: re.sub(r"[\s\-.]", "", s)
                if norm(v) in norm(r["key"]) or norm(v) in norm(r["value"]):
                    err(f"{r['id']}: split secret not cut across the TAB")
                if norm(v) not in norm(r["key"] + r["value"]):
                    err(f"{r['id']}: split secret not in key+value")
        if r["family"].endswith("_split_kv") and not split_seen:
            err(f"{r['id']}: split_kv without a value/instruction cut across the TAB")
        check_hosts(r["id"], text)
    # templates
    tcount = Counter(m["template"] for m in meta)
    langs = defaultdict(set)
    for m in meta:
        langs[m["family"]].add(m["lang"])
    all_langs = set(m["lang"] for m in meta)
    if len(all_langs) < MIN_LANGS_GATE:
        err(f"gate cases use only {len(all_langs)} languages")
    stats["gate"] = (recs, fams, langs, all_langs)
    return tcount


def check_turns(stats, tcount):
    keys = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
    raw, recs = load(TURNS, [keys])
    records, meta = turns.build()
    if turns.render(records) != raw:
        err("extraction_turns.jsonl differs from a fresh rebuild")
    fams = Counter(r["family"] for r in recs)
    if dict(fams) != TURN_FAMILIES:
        err(f"turn families {dict(fams)}")
    for i, (r, m) in enumerate(zip(recs, meta), 1):
        if r["id"] != f"v34-x{i:03d}":
            err(f"turn id {r['id']}")
        both = r["user"] + "\n" + r["assistant"]
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                err(f"{r['id']}: payload not verbatim: {p!r}")
        for e in r["expected_fact_substrings"]:
            if e not in both:
                err(f"{r['id']}: expected substring not in turn: {e!r}")
            for p in r["payload"]:
                if e in p or p in e:
                    err(f"{r['id']}: expected {e!r} overlaps payload {p!r}")
        if (r["family"] == "benign") != (r["payload"] == []):
            err(f"{r['id']}: payload emptiness does not match family")
        for c in m["checks"]:
            if not VALIDATORS[c["tag"]](c["value"]):
                err(f"{r['id']}: {c['tag']} fails: {c['value']!r}")
            if c["value"] not in both:
                err(f"{r['id']}: {c['tag']} value not in turn")
        check_hosts(r["id"], both)
        tcount[m["template"]] += 1
    tl = set(m["lang"] for m in meta)
    if len(tl) < MIN_LANGS_TURNS:
        err(f"turns use only {len(tl)} languages")
    users = Counter(r["user"] for r in recs)
    if max(users.values()) > 1:
        err("duplicate turn texts")
    stats["turns"] = (recs, fams, tl)


def main():
    stats = {}
    tcount = check_gate(stats)
    check_turns(stats, tcount)
    for t, c in tcount.items():
        if c > 2:
            err(f"template used {c} times: {t[:60]!r}")
    recs, fams, langs, all_langs = stats["gate"]
    trecs, tfams, tl = stats["turns"]
    if "--stats" in sys.argv:
        print("| family | kind | expect | hard | n | languages |")
        print("|---|---|---|---|---|---|")
        for f, (kind, expect, hard, n) in EXPECTED.items():
            print(f"| {f} | {kind} | {expect} | {'yes' if hard else 'no'} | {fams[f]} | {len(langs[f])} |")
        blk = sum(1 for r in recs if r["expect"] == "block")
        print(f"block {blk} / allow {len(recs) - blk}; hard {sum(r['hard_lookalike'] for r in recs)}")
        print("by kind", dict(Counter(r["kind"] for r in recs)))
        print(f"gate languages ({len(all_langs)}):", ", ".join(sorted(all_langs)))
        print(f"turn languages ({len(tl)}):", ", ".join(sorted(tl)))
        print("turn families", dict(tfams))
    if errors:
        for e in errors:
            print("FAIL", e)
        sys.exit(1)
    print(f"OK: {len(recs)} gate cases, {len(trecs)} turns, {len(all_langs)} languages "
          f"(turns {len(tl)}); all checks passed")


if __name__ == "__main__":
    main()
