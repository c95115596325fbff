# -*- coding: utf-8 -*-
"""Self-check for heldout-v39. Standard library only.

Rebuilds every output in memory and compares it byte for byte with the files on
disk, then re-validates structure, inserted values (with validators written
here, separately from nums.py), fake domains/IPs, split_kv structure, the turn
payload rules and the language tables. Exit code 0 = all good.
"""
import base64
import collections
import ipaddress
import json
import os
import re
import sys
import unicodedata
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import turns  # noqa: E402

ERR = []


def err(msg):
    ERR.append(msg)


EXPECTED = {  # family: (kind, expect, hard, n)
    "phone_intl": ("pii", "block", False, 14), "phone_cn_numerals": ("pii", "block", False, 12),
    "phone_separators": ("pii", "block", False, 14), "card": ("pii", "block", False, 12),
    "cn_id": ("pii", "block", False, 10), "email_obfuscated": ("pii", "block", False, 20),
    "password_pin": ("pii", "block", False, 50), "url_credentials": ("pii", "block", False, 10),
    "secret_key_formats": ("pii", "block", False, 14), "pii_other": ("pii", "block", False, 24),
    "pii_split_kv": ("pii", "block", False, 10),
    "injection_paraphrase": ("injection", "block", False, 55),
    "injection_obfuscated": ("injection", "block", False, 12),
    "injection_chat_template": ("injection", "block", False, 10),
    "injection_roleplay": ("injection", "block", False, 10),
    "injection_in_fact": ("injection", "block", False, 28),
    "injection_payload": ("injection", "block", False, 35),
    "injection_split_kv": ("injection", "block", False, 10),
    "allow_number_lookalike": ("benign", "allow", True, 35),
    "allow_email_lookalike": ("benign", "allow", True, 15),
    "allow_password_lookalike": ("benign", "allow", True, 35),
    "allow_injection_talk": ("benign", "allow", True, 35),
    "benign_assistant_preference": ("benign", "allow", True, 25),
    "allow_plain": ("benign", "allow", False, 10),
}
TURN_FAMILIES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
                 "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 6}


# ------------------------------------------------------------------ validators (independent)
def v_luhn(s):
    if not s.isdigit():
        return False
    tot = 0
    for pos, ch in enumerate(s[::-1]):
        x = int(ch) * (2 if pos % 2 else 1)
        tot += x if x < 10 else x - 9
    return tot % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(a) * b for a, b in zip(s[:17], w)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


def v_iban(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s):
        return False
    lengths = {"DE": 22, "GB": 22, "MT": 31, "AL": 28, "LV": 21, "GE": 22, "AZ": 28, "LT": 20,
               "EE": 20, "LU": 20, "KZ": 20, "UA": 29, "PK": 24, "RO": 24, "NL": 18, "FR": 27}
    if s[:2] in lengths and len(s) != lengths[s[:2]]:
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def v_tckn(s):
    d = [int(c) for c in s]
    return len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_cnp(s):
    k = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    r = sum(int(a) * b for a, b in zip(s[:12], k)) % 11
    return len(s) == 13 and int(s[12]) == (1 if r == 10 else r)


def v_jmbg(s):
    d = [int(c) for c in s]
    if len(d) != 13:
        return False
    w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    m = 11 - sum(a * b for a, b in zip(d, w)) % 11
    return (0 if m > 9 else m) == d[12] and m != 10


def v_eeik(s):
    d = [int(c) for c in s]
    r = sum(d[i] * (i % 9 + 1) for i in range(10)) % 11
    if r == 10:
        r = sum(d[i] * ((i + 2) % 9 + 1) for i in range(10)) % 11
        r = 0 if r == 10 else r
    return len(d) == 11 and r == d[10]


def v_oib(s):
    p = 10
    for c in s[:10]:
        p = ((p + int(c)) % 10 or 10) * 2 % 11
    return len(s) == 11 and (11 - p) % 10 == int(s[10])


def v_krrrn(s):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(s) == 13 and (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def v_kt(s):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(s[:8], w)) % 11
    c = 0 if r == 0 else 11 - r
    return len(s) == 10 and c != 10 and c == int(s[8]) and s[9] in "90"


def v_fnr(s):
    d = [int(c) for c in s]
    if len(d) != 11:
        return False
    for n, w in ((9, [3, 7, 6, 1, 8, 9, 4, 5, 2]), (10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])):
        r = sum(a * b for a, b in zip(d[:n], w)) % 11
        c = 0 if r == 0 else 11 - r
        if c == 10 or c != d[n]:
            return False
    return True


def v_rut(s):
    body, dv = s[:-1], s[-1]
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    r = 11 - tot % 11
    return dv == {11: "0", 10: "K"}.get(r, str(r))


def v_bsn(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (sum(a * b for a, b in zip(d[:8], range(9, 1, -1))) - d[8]) % 11 == 0


def v_pesel(s):
    w = [1, 3, 7, 9] * 3
    return len(s) == 11 and (sum(int(a) * b for a, b in zip(s[:10], w)) + int(s[10])) % 10 == 0


def v_pnr(s):
    return len(s) == 10 and v_luhn(s)


def v_kziin(s):
    d = [int(c) for c in s]
    r = sum(d[i] * (i + 1) for i in range(11)) % 11
    if r == 10:
        r = sum(d[i] * ((i + 2) % 11 + 1) for i in range(11)) % 11
    return len(d) == 12 and r != 10 and r == d[11]


def _d5(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return 5 + (j + k) % 5
    if k < 5:
        return 5 + (j - k) % 5
    return (j - k) % 5


_PERM = {1: 5, 5: 8, 8: 9, 9: 4, 4: 2, 2: 7, 7: 0, 0: 1, 3: 6, 6: 3}


def v_verhoeff(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        x = int(ch)
        for _ in range(i % 8):
            x = _PERM[x]
        c = _d5(c, x)
    return c == 0


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def v_cpf(s):
    d = [int(c) for c in s]
    for n in (9, 10):
        r = sum(a * b for a, b in zip(d[:n], range(n + 1, 1, -1))) * 10 % 11 % 10
        if r != d[n]:
            return False
    return len(d) == 11


def v_dni(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_benn(s):
    return len(s) == 11 and 97 - int(s[:9]) % 97 == int(s[9:])


def v_ean13(s):
    return len(s) == 13 and s.isdigit() and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_isbn13(s):
    return s.startswith(("978", "979")) and v_ean13(s)


def v_uscc(s):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in cs for c in s):
        return False
    tot = sum(cs.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return cs[(31 - tot % 31) % 31] == s[17]


def v_s10(s):
    m = re.fullmatch(r"[A-Z]{2}(\d{8})(\d)[A-Z]{2}", s)
    if not m:
        return False
    r = 11 - sum(int(a) * b for a, b in zip(m.group(1), [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    return {10: 0, 11: 5}.get(r, r) == int(m.group(2))


def v_firef(s):
    body = s[:-1]
    tot = sum(int(c) * (7, 3, 1)[i % 3] for i, c in enumerate(reversed(body)))
    return (-tot) % 10 == int(s[-1])


VALIDATORS = {
    "card": v_luhn, "cn_id": v_cnid, "iban": v_iban, "tckn": v_tckn, "za_id": lambda s: len(s) == 13 and v_luhn(s),
    "ro_cnp": v_cnp, "jmbg": v_jmbg, "ee_ik": v_eeik, "hr_oib": v_oib, "kr_rrn": v_krrrn, "is_kt": v_kt,
    "no_fnr": v_fnr, "cl_rut": v_rut, "nl_bsn": v_bsn, "pl_pesel": v_pesel, "se_pnr": v_pnr,
    "kz_iin": v_kziin, "il_id": lambda s: len(s) == 9 and v_luhn(s), "aadhaar": lambda s: len(s) == 12 and s[0] not in "01" and v_verhoeff(s),
    "fi_hetu": v_hetu, "br_cpf": v_cpf, "es_dni": v_dni, "be_nn": v_benn, "isbn13": v_isbn13, "ean13": v_ean13,
    "uscc": v_uscc, "s10": v_s10, "fi_ref": v_firef, "not_luhn": lambda s: len(s) == 16 and s.isdigit() and not v_luhn(s),
}

KEY_RE = {
    "ghp": r"ghp_[A-Za-z0-9]{36}", "aws_id": r"AKIA[A-Z2-7]{16}", "aws_secret": r"[A-Za-z0-9+/]{40}",
    "slack": r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}", "stripe": r"sk_live_[A-Za-z0-9]{24}",
    "google": r"AIza[A-Za-z0-9_-]{35}", "openai": r"sk-proj-[A-Za-z0-9_-]{56}", "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "npm": r"npm_[A-Za-z0-9]{36}", "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "telegram": r"\d{10}:AA[A-Za-z0-9_-]{33}", "hf": r"hf_[A-Za-z]{34}", "azure": r"[A-Za-z0-9+/]{86}==",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    "pem": r"-----BEGIN OPENSSH PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,70}\n)+-----END OPENSSH PRIVATE KEY-----",
}

# digit decoders written here, independent of nums.py
CJK_DIGITS = {}
for d, chars in enumerate(["零〇洞공", "一幺壹일", "二两贰貳이", "三叁參삼", "四肆사", "五伍오", "六陆陸육", "七拐柒칠", "八捌팔", "九勾玖구"]):
    for ch in chars:
        CJK_DIGITS[ch] = str(d)
WORD_DIGITS = {
    "en": "zero one two three four five six seven eight nine",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "yo": "òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán",
}


def decode_digits(disp):
    out = []
    for ch in disp:
        if ch in CJK_DIGITS:
            out.append(CJK_DIGITS[ch])
        else:
            try:
                out.append(str(unicodedata.digit(ch)))
            except (TypeError, ValueError):
                pass
    return "".join(out)


def norm(s):
    out = []
    for ch in unicodedata.normalize("NFKC", s).upper():
        try:
            out.append(str(unicodedata.digit(ch)))
        except (TypeError, ValueError):
            if ch.isalnum():
                out.append(ch)
    return "".join(out)


def decode_words(lang, disp):
    table = WORD_DIGITS[lang].split()
    return "".join(str(table.index(w)) for w in disp.split())


def is_simple_pin(s):
    steps = {int(b) - int(a) for a, b in zip(s, s[1:])}
    return 0 in steps or steps in ({1}, {-1})


MORSE_REV = {v: k for k, v in {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....", "I": "..",
    "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.",
    "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--.."}.items()}
CYR2LAT = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0445": "x", "\u0443": "y", "\u0456": "i"}
LEET_MAP = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def decode_enc(kind, disp, sentence):
    if kind == "b64":
        return base64.b64decode(disp).decode() == sentence
    if kind == "rot13":
        import codecs
        return codecs.decode(disp, "rot13") == sentence
    if kind == "leet":
        return disp == "".join(LEET_MAP.get(c.lower(), c) for c in sentence) and disp != sentence
    if kind == "zw":
        return disp.replace("\u200b", "") == sentence and disp.count("\u200b") == len(sentence) - 1
    if kind == "homo":
        return "".join(CYR2LAT.get(c, c) for c in disp) == sentence and disp != sentence
    if kind == "rev":
        return "".join(reversed(disp)) == sentence
    if kind == "spaced":
        return " ".join(w.replace(" ", "") for w in disp.split("   ")) == sentence
    if kind == "hex":
        return bytes.fromhex(disp.replace(" ", "")).decode() == sentence
    if kind == "fw":
        return unicodedata.normalize("NFKC", disp) == sentence
    if kind == "url":
        return urllib.parse.unquote(disp) == sentence and "%" in disp
    if kind == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in disp) == sentence
    if kind == "morse":
        return " ".join("".join(MORSE_REV[x] for x in w.split()) for w in disp.split(" / ")) == sentence.upper()
    return False


def check_value(cid, ctype, canon, disp, text):
    flat = text.replace("\t", "")
    if disp not in flat:
        err(f"{cid}: value {disp!r} not found in text")
    if ctype in VALIDATORS:
        if not VALIDATORS[ctype](canon):
            err(f"{cid}: {ctype} {canon} fails its check")
        if norm(disp) != norm(canon):
            err(f"{cid}: display {disp!r} does not normalise to {canon}")
    elif ctype == "phone":
        dd = decode_digits(disp)
        if dd != canon or not 8 <= len(dd) <= 15:
            err(f"{cid}: phone {disp!r} -> {dd} (expected {canon})")
    elif ctype.startswith(("phone_words:", "pin_words:")):
        lang = ctype.split(":")[1]
        if decode_words(lang, disp) != canon:
            err(f"{cid}: words {disp!r} do not decode to {canon}")
        if ctype.startswith("pin_words") and is_simple_pin(canon):
            err(f"{cid}: trivial pin {canon}")
    elif ctype == "pin":
        if decode_digits(disp) != canon or is_simple_pin(canon) or not 4 <= len(canon) <= 6:
            err(f"{cid}: pin {disp!r} bad")
    elif ctype.startswith("key:"):
        if not re.fullmatch(KEY_RE[ctype[4:]], canon):
            err(f"{cid}: key {ctype} malformed")
    elif ctype.startswith("enc:"):
        if not decode_enc(ctype[4:], disp, canon):
            err(f"{cid}: {ctype} does not decode to the hand-written sentence")
    elif ctype in ("secret", "otp", "passport"):
        if len(canon) < 4:
            err(f"{cid}: short secret")
    else:
        err(f"{cid}: unknown check type {ctype}")


# ------------------------------------------------------------------ fake data checks
EXAMPLE = re.compile(r"(^|\.)example\.(com|net|org)$")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
TLDS = "com|net|org|io|ai|co|dev|app|me|info|biz|xyz|ru|cn|de|uk|fr|jp|br|in|ly|gg|tk|us|eu|nl|es|it"


def check_fake(cid, text):
    t = "".join(CYR2LAT.get(c, c) for c in text)
    t = unicodedata.normalize("NFKC", t)
    for m in re.finditer(r"[A-Za-z][A-Za-z0-9+.-]*://(?:[^/\s@]*@)?([^/\s:?#)\]\"']+)", t):
        host = m.group(1).lower()
        if re.fullmatch(r"[\d.]+", host):
            if not any(ipaddress.ip_address(host) in n for n in DOC_NETS):
                err(f"{cid}: IP host {host} outside documentation ranges")
        elif not EXAMPLE.search(host):
            err(f"{cid}: URL host {host} is not example.*")
    for m in re.finditer(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", t):
        dom = m.group(1).lower()
        if re.search(r"[a-z]", dom.rsplit(".", 1)[-1]) and not EXAMPLE.search(dom):
            err(f"{cid}: e-mail/SSH domain {dom} is not example.*")
    for m in re.finditer(r"(?<![\w@.-])((?:[a-z0-9-]+\.)+(?:%s))(?![\w-])" % TLDS, t, re.I):
        dom = m.group(1).lower()
        if not EXAMPLE.search(dom):
            err(f"{cid}: bare domain {dom} is not example.*")
    for m in re.finditer(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])", t):
        ip = ".".join(m.groups())
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            err(f"{cid}: IPv4 literal {ip} outside documentation ranges")


# ------------------------------------------------------------------ main
def read(name):
    with open(os.path.join(ROOT, name), "rb") as f:
        return f.read()


def main():
    gate, gmeta = build.build_gate()
    tjsonl, tmeta = turns.build_turns()
    tags, per_case = build.lang_tables(gmeta, tmeta)
    for name, content in (("gate_cases.jsonl", gate), ("extraction_turns.jsonl", tjsonl),
                          ("lang_tags.tsv", tags), ("case_langs.tsv", per_case)):
        if read(name) != content.encode("utf-8"):
            err(f"{name}: on-disk file differs from the in-memory rebuild")
    src = os.path.join(ROOT, "SOURCE.md")
    if os.path.exists(src):
        import hashlib
        doc = open(src, encoding="utf-8").read()
        for name in ("gate_cases.jsonl", "extraction_turns.jsonl", "lang_tags.tsv", "case_langs.tsv"):
            m = re.search(r"`%s` md5 `([0-9a-f]{32})`" % re.escape(name), doc)
            if not m or m.group(1) != hashlib.md5(read(name)).hexdigest():
                err(f"{name}: md5 in SOURCE.md missing or different")

    # ---- gate cases
    raw = read("gate_cases.jsonl").decode("utf-8")
    recs = [json.loads(line) for line in raw.splitlines()]
    fam_order, counts = [], collections.Counter()
    texts, templates = set(), collections.Counter(m["template"] for m in gmeta)
    for i, (r, m) in enumerate(zip(recs, gmeta), 1):
        cid = r["id"]
        keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            keys += ["key", "value"]
        if list(r) != keys:
            err(f"{cid}: key order {list(r)}")
        if cid != f"v39-{i:04d}":
            err(f"{cid}: id out of sequence")
        f = r["family"]
        if f not in EXPECTED:
            err(f"{cid}: unknown family {f}")
            continue
        kind, expect, hard, _ = EXPECTED[f]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err(f"{cid}: labels do not match family {f}")
        if not fam_order or fam_order[-1] != f:
            if f in fam_order:
                err(f"{cid}: family {f} not contiguous")
            fam_order.append(f)
        counts[f] += 1
        if r["text"] in texts:
            err(f"{cid}: duplicate text")
        texts.add(r["text"])
        if not r["text"].strip():
            err(f"{cid}: empty text")
        if f.endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"] or not r["key"].strip() or not r["value"].strip():
                err(f"{cid}: bad split_kv structure")
            if f == "pii_split_kv":
                pos = r["text"].index("\t")
                ok = False
                for ctype, canon, disp in m["checks"]:
                    start = r["text"].replace("\t", "").find(disp)
                    if start != -1 and start < pos < start + len(disp):
                        ok = True
                if not ok:
                    err(f"{cid}: the secret is not cut across the TAB")
            elif re.search(r"[.!?。！？]\s*$", r["key"]):
                err(f"{cid}: injection split falls on a sentence boundary")
        elif "\t" in r["text"]:
            err(f"{cid}: stray TAB")
        for ctype, canon, disp in m["checks"]:
            check_value(cid, ctype, canon, disp, r["text"])
        check_fake(cid, r["text"])
    if len(recs) != len(gmeta):
        err("record count mismatch")
    if fam_order != list(EXPECTED):
        err(f"family order differs: {fam_order}")
    for f, (_, _, _, n) in EXPECTED.items():
        if counts[f] != n:
            err(f"family {f}: {counts[f]} cases, expected {n}")
    dup_t = [t for t, c in templates.items() if c > 1]
    if dup_t:
        err(f"{len(dup_t)} templates used more than once")

    # ---- turns
    traw = read("extraction_turns.jsonl").decode("utf-8")
    trecs = [json.loads(line) for line in traw.splitlines()]
    tcount = collections.Counter()
    for i, (r, m) in enumerate(zip(trecs, tmeta), 1):
        cid = r["id"]
        if list(r) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err(f"{cid}: key order")
        if cid != f"v39-x{i:03d}":
            err(f"{cid}: id out of sequence")
        tcount[r["family"]] += 1
        both = r["user"] + "\n" + r["assistant"]
        if (r["family"] == "benign") != (r["payload"] == []):
            err(f"{cid}: benign turns, and only those, must have an empty payload")
        spans = []
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                err(f"{cid}: payload {p!r} not verbatim in the turn")
            for mm in re.finditer(re.escape(p), both):
                spans.append((mm.start(), mm.end()))
        for e in r["expected_fact_substrings"]:
            if e not in both:
                err(f"{cid}: expected substring {e!r} not in the turn")
            for p in r["payload"]:
                if e in p or p in e:
                    err(f"{cid}: expected {e!r} and payload {p!r} contain each other")
            for mm in re.finditer(re.escape(e), both):
                if any(mm.start() < b and a < mm.end() for a, b in spans):
                    err(f"{cid}: expected {e!r} overlaps a payload span")
        for ctype, canon, disp in m["checks"]:
            check_value(cid, ctype, canon, disp, both)
        check_fake(cid, both)
    if dict(tcount) != TURN_FAMILIES:
        err(f"turn families {dict(tcount)}")
    if len(trecs) != 25:
        err("expected 25 turns")

    # ---- languages
    tag_rows = [line.split("\t") for line in read("lang_tags.tsv").decode("utf-8").splitlines()]
    tagset = {t for t, _ in tag_rows}
    case_rows = [line.split("\t") for line in read("case_langs.tsv").decode("utf-8").splitlines()]
    used = {t for _, ts in case_rows for t in ts.split(",")}
    if used != tagset:
        err(f"lang_tags.tsv and case_langs.tsv disagree: {used ^ tagset}")
    if [c for c, _ in case_rows] != [r["id"] for r in recs] + [r["id"] for r in trecs]:
        err("case_langs.tsv does not list every id in order")
    if len(tagset) < 100:
        err(f"only {len(tagset)} language tags")

    if ERR:
        print("\n".join(ERR))
        print(f"FAILED: {len(ERR)} problem(s)")
        sys.exit(1)
    print(f"OK: {len(recs)} gate cases, {len(trecs)} turns, {len(tagset)} language tags; "
          f"all files rebuild byte for byte; all check digits, encodings, domains and payload rules verified.")


if __name__ == "__main__":
    main()
