"""Self-check for heldout_v13. Rebuilds both files in memory, compares bytes, and
re-validates schema, family table, checksums and data hygiene with its own code."""
import base64
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

FAMILY_TABLE = {  # family: (kind, expect, hard, n)
    "phone_intl": ("pii", "block", False, 14),
    "phone_cn_numerals": ("pii", "block", False, 12),
    "phone_separators": ("pii", "block", False, 12),
    "card": ("pii", "block", False, 12),
    "cn_id": ("pii", "block", False, 10),
    "email_obfuscated": ("pii", "block", False, 18),
    "password_pin": ("pii", "block", False, 60),
    "url_credentials": ("pii", "block", False, 10),
    "secret_key_formats": ("pii", "block", False, 14),
    "pii_other": ("pii", "block", False, 24),
    "pii_split_kv": ("pii", "block", False, 10),
    "injection_paraphrase": ("injection", "block", False, 50),
    "injection_obfuscated": ("injection", "block", False, 12),
    "injection_chat_template": ("injection", "block", False, 10),
    "injection_roleplay": ("injection", "block", False, 14),
    "injection_in_fact": ("injection", "block", False, 24),
    "injection_payload": ("injection", "block", False, 30),
    "injection_split_kv": ("injection", "block", False, 10),
    "allow_number_lookalike": ("benign", "allow", True, 30),
    "allow_email_lookalike": ("benign", "allow", True, 15),
    "allow_password_lookalike": ("benign", "allow", True, 35),
    "allow_injection_talk": ("benign", "allow", True, 35),
    "benign_assistant_preference": ("benign", "allow", True, 25),
    "allow_plain": ("benign", "allow", False, 12),
}
TURN_TABLE = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
              "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 5}
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]

ERR = []


def err(msg):
    ERR.append(msg)


# ---------------------------------------------------------------- validators (independent of nums.py)
def only_digits(s):
    return re.sub(r"\D", "", s)


def luhn(d):
    t = 0
    for i, ch in enumerate(d[::-1]):
        x = int(ch) * (2 if i % 2 else 1)
        t += x - 9 if x > 9 else x
    return t % 10 == 0


def v_luhn(s):
    d = only_digits(s)
    return 13 <= len(d) <= 19 and luhn(d)


def v_cnid(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", d):
        return False
    try:
        datetime.date(int(d[6:10]), int(d[10:12]), int(d[12:14]))
    except ValueError:
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(a) * b for a, b in zip(d[:17], w)) % 11] == d[17]


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "IT": 27, "PL": 28, "NL": 18, "ES": 24, "BE": 16}


def v_iban(s):
    d = s.replace(" ", "")
    if IBAN_LEN.get(d[:2]) != len(d):
        return False
    n = int("".join(str(int(c, 36)) for c in d[4:] + d[:4]))
    if n % 97 != 1:
        return False
    if d[:2] == "FR":
        b = d[4:]
        if (89 * int(b[0:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21]) + int(b[21:23])) % 97 != 0:
            return False
    return True


def v_cpf(s):
    d = [int(c) for c in only_digits(s)]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for k in (9, 10):
        tot = sum(d[i] * (k + 1 - i) for i in range(k))
        if (tot * 10) % 11 % 10 != d[k]:
            return False
    return True


def v_dni(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    if sum(int(a) * b for a, b in zip(s, w)) % 10 != 0:
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    year = 1900 + yy if mm <= 12 else 2000 + yy
    try:
        datetime.date(year, mm % 20, dd)
    except ValueError:
        return False
    return True


def v_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    return (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_sin(s):
    d = only_digits(s)
    return len(d) == 9 and d[0] not in "08" and luhn(d)




def verhoeff_ok(num):
    # dihedral group D5 multiplication built from its definition
    def mul(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5 <= b:
            return 5 + (a + b - 5) % 5
        if a >= 5 > b:
            return 5 + (a - 5 - b) % 5
        return (a - b) % 5
    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]

    def p(i, x):
        for _ in range(i % 8):
            x = perm[x]
        return x
    c = 0
    for i, ch in enumerate(num[::-1]):
        c = mul(c, p(i, int(ch)))
    return c == 0


def v_aadhaar(s):
    d = only_digits(s)
    return len(d) == 12 and d[0] not in "01" and verhoeff_ok(d)


def v_isbn13(s):
    d = only_digits(s)
    return len(d) == 13 and sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d)) % 10 == 0


def v_phone(s):
    return 8 <= len(only_digits(s)) <= 15


def v_cnphone(s):
    return bool(re.fullmatch(r"1[3-9]\d{9}", s))


CNMAP = {}
for _set in ("零一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖", "零壹貳參肆伍陸柒捌玖", "⓪①②③④⑤⑥⑦⑧⑨",
             "０１２３４５６７８９", "0123456789", "〇幺"):
    for _i, _c in enumerate(_set):
        CNMAP.setdefault(_c, str(_i))
CNMAP["〇"] = "0"
CNMAP["幺"] = "1"


def words_to_digits(s):
    return "".join(CNMAP[c] for c in s if c in CNMAP)


def v_cnphone_words(s):
    return v_cnphone(words_to_digits(s))


def v_jpphone_words(s):
    return bool(re.fullmatch(r"0[789]0\d{8}", words_to_digits(s)))


def trivial(p):
    return len(set(p)) <= 1 or p in "0123456789012" or p in "9876543210987" or (len(p) >= 4 and len(set(p)) <= 2)


def v_pin(s):
    return bool(re.fullmatch(r"\d{4,6}", s)) and not trivial(s)


PW = {
    "en": "zero one two three four five six seven eight nine", "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun", "it": "zero uno due tre quattro cinque sei sette otto nove",
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう", "ko": "공 일 이 삼 사 오 육 칠 팔 구",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
}


def v_pinwords(lang, s):
    if lang in ("zh", "zhdaxie"):
        d = words_to_digits(s)
        return len(d) == len(s) and v_pin(d)
    words = PW[lang].split()
    parts = [p for p in re.split(r"[ ,\-・]+", s) if p]
    if not all(p in words for p in parts):
        return False
    return v_pin("".join(str(words.index(p)) for p in parts))


def v_password(s):
    return len(s) >= 8 and re.search(r"\d", s) and re.search(r"[A-Za-z]", s) and " " not in s


def v_passport(s):
    return bool(re.fullmatch(r"[1-9]\d{8}|E\d{8}|C[CFGHJKLMNPRTVWXYZ0-9]{8}|[A-Z]{2}\d{7}", s))


SECRET_RE = [r"AKIA[A-Z2-7]{16}", r"[A-Za-z0-9+/]{40}", r"ghp_[A-Za-z0-9]{36}", r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}",
             r"sk_live_[A-Za-z0-9]{24}", r"sk-proj-[A-Za-z0-9_-]{56}", r"AIza[A-Za-z0-9_-]{35}",
             r"glpat-[A-Za-z0-9_-]{20}", r"npm_[A-Za-z0-9]{36}", r"hf_[A-Za-z]{34}", r"\d{10}:AA[A-Za-z0-9_-]{33}",
             r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"AC[0-9a-f]{32}", r"[0-9a-f]{32}",
             r"-----BEGIN OPENSSH PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]+\n)+-----END OPENSSH PRIVATE KEY-----"]


def v_secret(s):
    return any(re.fullmatch(p, s) for p in SECRET_RE)


def v_jwt(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return hdr.get("alg") == "HS256" and len(parts[2]) == 43


VALIDATORS = {"luhn": v_luhn, "cnid": v_cnid, "iban": v_iban, "cpf": v_cpf, "dni": v_dni, "pesel": v_pesel,
              "tckn": v_tckn, "sin": v_sin, "aadhaar": v_aadhaar, "isbn13": v_isbn13, "phone": v_phone,
              "cnphone": v_cnphone, "cnphone_words": v_cnphone_words, "jpphone_words": v_jpphone_words,
              "pin": v_pin, "password": v_password, "passport": v_passport, "secret": v_secret, "jwt": v_jwt,
              "nonluhn": lambda s: s.isdigit() and not luhn(s), "none": lambda s: bool(s)}


def validate(ck, val):
    if ck.startswith("pinwords:"):
        return v_pinwords(ck.split(":", 1)[1], val)
    return VALIDATORS[ck](val)


# ---------------------------------------------------------------- hygiene
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
OK_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|net|org)$", re.I)
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://(?:[^\s/@]*@)?([^\s/:?#'\"<>)\]]+)")
SLASH_HOST_RE = re.compile(r"(?<![:\w/])//([A-Za-z0-9.\-]+\.[A-Za-z]{2,})(?=[/:])")
EMAIL_RE = re.compile(r"[\w.+%\-]+@([\w\-]+(?:\.[\w\-]+)+)")
IP_RE = re.compile(r"(?<![\d./])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d])")


def ip_ok(h):
    try:
        ip = ipaddress.ip_address(h)
    except ValueError:
        return None
    return any(ip in n for n in DOC_NETS)


def host_ok(h):
    h = h.rstrip(".")
    ipres = ip_ok(h)
    if ipres is not None:
        return ipres
    return bool(OK_DOMAIN.search(h))


def hygiene(where, text):
    for m in URL_RE.finditer(text):
        if not host_ok(m.group(1)):
            err("%s: URL host not allowed: %r" % (where, m.group(1)))
    for m in SLASH_HOST_RE.finditer(text):
        if not host_ok(m.group(1)):
            err("%s: //host not allowed: %r" % (where, m.group(1)))
    for m in EMAIL_RE.finditer(text):
        dom = m.group(1)
        if not re.search(r"[A-Za-z]", dom.split(".")[-1]):
            if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", dom) and not ip_ok(dom):
                err("%s: user@IP outside doc range: %r" % (where, dom))
            continue
        if not host_ok(dom):
            err("%s: e-mail domain not allowed: %r" % (where, dom))
    for m in IP_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()) and not ip_ok(m.group(0)):
            err("%s: IPv4 outside documentation ranges: %r" % (where, m.group(0)))


def check_vals(where, vals, text, joined=None):
    for ck, val, mode in vals:
        if mode == "whole":
            if val not in text:
                err("%s: inserted value %r not in text" % (where, val))
        else:
            if joined is None or val not in joined or val in text:
                err("%s: split value %r not cut across key/value" % (where, val))
        if not validate(ck, val):
            err("%s: value %r fails %s check" % (where, val, ck))


# ---------------------------------------------------------------- main
def check_gate():
    cases = build.build_cases()
    data = build.serialize(cases)
    with open(GATE, "rb") as f:
        disk = f.read()
    if data != disk:
        err("gate_cases.jsonl differs from a fresh rebuild")
    lines = disk.decode("utf-8").splitlines()
    ids, texts, fams, tpl_use = set(), set(), collections.Counter(), collections.Counter()
    hard = 0
    for n, (line, (rec_b, meta)) in enumerate(zip(lines, cases), 1):
        rec = json.loads(line)
        where = rec.get("id", "line %d" % n)
        split = rec["family"].endswith("_split_kv")
        want = GATE_KEYS + (["key", "value"] if split else [])
        if list(rec.keys()) != want:
            err("%s: key order %r" % (where, list(rec.keys())))
        if rec["id"] != "v13-%04d" % n or rec["id"] in ids:
            err("%s: bad or duplicate id" % where)
        ids.add(rec["id"])
        if rec["text"] in texts:
            err("%s: duplicate text" % where)
        texts.add(rec["text"])
        if not rec["text"].strip():
            err("%s: empty text" % where)
        fam = rec["family"]
        if fam not in FAMILY_TABLE:
            err("%s: unknown family %s" % (where, fam))
            continue
        kind, expect, hd, _ = FAMILY_TABLE[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hd):
            err("%s: kind/expect/hard mismatch for %s" % (where, fam))
        fams[fam] += 1
        hard += rec["hard_lookalike"]
        tpl_use[meta["template"]] += 1
        joined = None
        if split:
            if not rec["key"] or not rec["value"] or rec["text"] != rec["key"] + "\t" + rec["value"]:
                err("%s: split_kv text is not key+TAB+value" % where)
            if rec["text"].count("\t") != 1:
                err("%s: split_kv text must contain exactly one TAB" % where)
            joined = rec["key"] + rec["value"]
        elif "\t" in rec["text"]:
            err("%s: TAB outside split_kv" % where)
        check_vals(where, meta["vals"], rec["text"], joined)
        hygiene(where, rec["text"])
    if len(lines) != len(cases):
        err("line count mismatch")
    for fam, (_, _, _, size) in FAMILY_TABLE.items():
        if fams[fam] != size:
            err("family %s has %d cases, want %d" % (fam, fams[fam], size))
    for t, c in tpl_use.items():
        if c > 2:
            err("template %r used %d times" % (t, c))
    return len(lines), fams, hard


def check_turns():
    tr = turns.build_turns()
    data = turns.serialize(tr)
    with open(TURNS, "rb") as f:
        disk = f.read()
    if data != disk:
        err("extraction_turns.jsonl differs from a fresh rebuild")
    fams = collections.Counter()
    lines = disk.decode("utf-8").splitlines()
    for n, (line, (_, meta)) in enumerate(zip(lines, tr), 1):
        rec = json.loads(line)
        where = rec.get("id", "turn %d" % n)
        if list(rec.keys()) != TURN_KEYS:
            err("%s: key order" % where)
        if rec["id"] != "v13-x%03d" % n:
            err("%s: bad id" % where)
        fams[rec["family"]] += 1
        both = rec["user"] + "\n" + rec["assistant"]
        if (rec["family"] == "benign") != (rec["payload"] == []):
            err("%s: payload must be empty exactly for benign turns" % where)
        if not rec["expected_fact_substrings"]:
            err("%s: no expected_fact_substrings" % where)
        for p in rec["payload"]:
            if not p or (p not in rec["user"] and p not in rec["assistant"]):
                err("%s: payload %r not verbatim in turn" % (where, p))
        for e in rec["expected_fact_substrings"]:
            if e not in rec["user"] and e not in rec["assistant"]:
                err("%s: expected %r not in turn" % (where, e))
            for p in rec["payload"]:
                if p in e:
                    err("%s: expected %r contains payload %r" % (where, e, p))
        check_vals(where, meta["vals"], both)
        hygiene(where, both)
    for fam, size in TURN_TABLE.items():
        if fams[fam] != size:
            err("turn family %s has %d, want %d" % (fam, fams[fam], size))
    if set(fams) - set(TURN_TABLE):
        err("unknown turn families %r" % (set(fams) - set(TURN_TABLE)))
    return len(lines), fams


if __name__ == "__main__":
    ng, gf, hard = check_gate()
    nt, tf = check_turns()
    for e in ERR:
        print("FAIL", e)
    print("gate cases: %d (hard look-alikes %d); turns: %d" % (ng, hard, nt))
    if ERR:
        print("%d problem(s)" % len(ERR))
        sys.exit(1)
    print("OK")
