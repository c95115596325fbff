# -*- coding: utf-8 -*-
"""Self-check for heldout_v31.

    cd generator && python3 build.py && python3 turns.py && python3 check.py

Rebuilds both files in memory and compares them byte for byte with the files on disk, then checks
structure, families, split_kv layout, every inserted checksum (validators below are written
independently of nums.py), fake hosts / IPv4 ranges, encoded injections, turn payload rules and
language coverage. Exits non-zero on the first list of failures."""
import sys
sys.dont_write_bytecode = True
import base64
import codecs
import json
import os
import re
import sys
import unicodedata
import urllib.parse

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
ERR = []


def fail(msg):
    ERR.append(msg)


EXPECTED = {  # family: (kind, expect, hard, n)
    "phone_intl": ("pii", "block", False, 11),
    "phone_cn_numerals": ("pii", "block", False, 10),
    "phone_separators": ("pii", "block", False, 13),
    "card": ("pii", "block", False, 12),
    "cn_id": ("pii", "block", False, 8),
    "email_obfuscated": ("pii", "block", False, 14),
    "password_pin": ("pii", "block", False, 36),
    "url_credentials": ("pii", "block", False, 10),
    "secret_key_formats": ("pii", "block", False, 12),
    "pii_other": ("pii", "block", False, 22),
    "pii_split_kv": ("pii", "block", False, 10),
    "injection_paraphrase": ("injection", "block", False, 46),
    "injection_obfuscated": ("injection", "block", False, 12),
    "injection_chat_template": ("injection", "block", False, 10),
    "injection_roleplay": ("injection", "block", False, 16),
    "injection_in_fact": ("injection", "block", False, 24),
    "injection_payload": ("injection", "block", False, 22),
    "injection_split_kv": ("injection", "block", False, 10),
    "allow_number_lookalike": ("benign", "allow", True, 30),
    "allow_email_lookalike": ("benign", "allow", True, 12),
    "allow_password_lookalike": ("benign", "allow", True, 28),
    "allow_injection_talk": ("benign", "allow", True, 32),
    "benign_assistant_preference": ("benign", "allow", True, 26),
    "allow_plain": ("benign", "allow", False, 10),
}
TURN_FAMILIES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
                 "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 6}
MIN_LANGS = 110


# ------------------------------------------------------------------ independent validators
def only_digits(s):
    return [int(c) for c in s if c.isdigit()]


def luhn_ok(s):
    ds = only_digits(s)
    total = 0
    for pos, d in enumerate(ds[::-1], start=1):
        if pos % 2 == 0:
            d = d * 2 - (9 if d >= 5 else 0)
        total += d
    return len(ds) >= 2 and total % 10 == 0


def cnid_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [pow(2, 17 - i, 11) for i in range(17)]
    tot = sum(int(c) * wi for c, wi in zip(s[:17], w))
    return (12 - tot % 11) % 11 == (10 if s[17] == "X" else int(s[17]))


def iban_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    r = s[4:] + s[:4]
    acc = 0
    for ch in r:
        v = ord(ch) - 55 if ch.isalpha() else int(ch)
        acc = (acc * (100 if v > 9 else 10) + v) % 97
    return acc == 1


def cpf_ok(s):
    d = only_digits(s)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for k in (9, 10):
        t = sum(d[i] * (k + 1 - i) for i in range(k)) * 10 % 11
        if t % 10 != d[k]:
            return False
    return True


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})([A-Z])", s)
    return bool(m) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(m.group(1)) % 23] == m.group(2)


def bsn_ok(s):
    d = only_digits(s)
    return len(d) == 9 and (sum(d[i] * (9 - i) for i in range(8)) - d[8]) % 11 == 0


def pnr_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def pesel_ok(s):
    d = only_digits(s)
    if len(d) != 11:
        return False
    w = [1, 3, 7, 9] * 3
    return (sum(a * b for a, b in zip(d[:10], w)) + d[10]) % 10 == 0


def _dihedral(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return (j + k) % 5 + 5
    if k < 5:
        return (j - k) % 5 + 5
    return (j - k) % 5


def aadhaar_ok(s):
    d = only_digits(s)
    if len(d) != 12 or d[0] < 2:
        return False
    base = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    perms = [list(range(10))]
    for _ in range(7):
        perms.append([base[x] for x in perms[-1]])
    c = 0
    for i, x in enumerate(reversed(d)):
        c = _dihedral(c, perms[i % 8][x])
    return c == 0


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def ean_ok(s):
    d = only_digits(s)
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


def uscc_ok(s):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in cs for c in s):
        return False
    tot = sum(cs.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return cs[(31 - tot % 31) % 31] == s[17]


def rut_ok(s):
    m = re.fullmatch(r"([\d.]+)-([\dK])", s)
    if not m:
        return False
    body = m.group(1).replace(".", "")
    tot, f = 0, 2
    for c in reversed(body):
        tot += int(c) * f
        f = 2 if f == 7 else f + 1
    v = 11 - tot % 11
    return {11: "0", 10: "K"}.get(v, str(v)) == m.group(2)


def tckn_ok(s):
    d = only_digits(s)
    if len(d) != 11 or d[0] == 0:
        return False
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def zaid_ok(s):
    return len(only_digits(s)) == 13 and luhn_ok(s)


def mod11_digit(ds, ws):
    r = 11 - sum(a * b for a, b in zip(ds, ws)) % 11
    return 0 if r == 11 else r


def nofnr_ok(s):
    d = only_digits(s)
    if len(d) != 11:
        return False
    return (mod11_digit(d[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2]) == d[9]
            and mod11_digit(d[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == d[10])


def jmbg_ok(s):
    d = only_digits(s)
    return len(d) == 13 and mod11_digit(d[:12], [7, 6, 5, 4, 3, 2] * 2) == d[12]


def nonluhn_ok(s):
    return len(only_digits(s)) == 16 and not luhn_ok(s)


def phone_digits(s):
    return sum(1 for c in s if unicodedata.decimal(c, None) is not None)


CJK_DIGITS = {}
for _chars, _v in [("零〇洞공", 0), ("一幺壹일", 1), ("二两兩贰貳이", 2), ("三叁參삼", 3), ("四肆사", 4),
                   ("五伍오", 5), ("六陆陸육", 6), ("七拐柒칠", 7), ("八捌팔", 8), ("九勾玖구", 9)]:
    for _c in _chars:
        CJK_DIGITS[_c] = _v


def phone_cjk_digits(s):
    n = 0
    for c in s:
        if c in CJK_DIGITS or c.isdigit():
            n += 1
        elif c not in " -の":
            return -1
    return n


VALIDATORS = {
    "card": luhn_ok, "cnid": cnid_ok, "iban": iban_ok, "cpf": cpf_ok, "dni": dni_ok, "bsn": bsn_ok,
    "pnr": pnr_ok, "pesel": pesel_ok, "aadhaar": aadhaar_ok, "hetu": hetu_ok, "isbn": ean_ok, "ean": ean_ok,
    "uscc": uscc_ok, "rut": rut_ok, "tckn": tckn_ok, "zaid": zaid_ok, "nofnr": nofnr_ok, "jmbg": jmbg_ok,
    "nonluhn": nonluhn_ok,
    "phone": lambda s: 9 <= phone_digits(s) <= 15,
    "phone_cjk": lambda s: 9 <= phone_cjk_digits(s) <= 15,
}


# ------------------------------------------------------------------ independent decoders
def decode(method, s):
    if method == "base64":
        return base64.b64decode(s).decode("utf-8")
    if method == "base32":
        return base64.b32decode(s).decode("utf-8")
    if method == "rot13":
        return codecs.decode(s, "rot_13")
    if method == "leet":
        return s.translate({ord("4"): "a", ord("3"): "e", ord("1"): "i", ord("0"): "o", ord("5"): "s",
                            ord("7"): "t"})
    if method == "zwsp":
        return s.replace("\u200b", "")
    if method == "homoglyph":
        return "".join({"а": "a", "с": "c", "е": "e", "о": "o", "р": "p", "х": "x", "у": "y"}.get(c, c) for c in s)
    if method == "reversed":
        return "".join(reversed(s))
    if method == "spaced":
        return " ".join(w.replace(" ", "") for w in s.split(" / "))
    if method == "hex":
        return bytes.fromhex(s.replace(" ", "")).decode("utf-8")
    if method == "fullwidth":
        return unicodedata.normalize("NFKC", s)
    if method == "urlenc":
        return urllib.parse.unquote(s)
    if method == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in s)
    raise ValueError(method)


# ------------------------------------------------------------------ fake hosts / IPs
FAKE_HOST = re.compile(r"(?:[a-z0-9-]+\.)*example\.(?:com|net|org)", re.I)
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://([^\s/?#\"'<>)\]»]+)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)")
DOMAIN_RE = re.compile(r"(?<![\w.@-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|co|ru|cn|de|fr|uk|jp|br|in|"
                       r"info|biz|me|ai|xyz|ly|gg|tv|edu|gov|us|eu|es|it|nl|pl|se|tr|kr))(?![\w-])", re.I)
IPV4_RE = re.compile(r"(?<![0-9])(?<![0-9]\.)([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})(?![0-9])(?!\.[0-9])")
TEST_NETS = [(192, 0, 2), (198, 51, 100), (203, 0, 113)]


def host_ok(h):
    h = h.lower().rstrip(".")
    if re.fullmatch(r"[0-9.]+", h):
        p = tuple(int(x) for x in h.split("."))
        return len(p) == 4 and p[:3] in TEST_NETS and p[3] <= 255
    return bool(FAKE_HOST.fullmatch(h))


def check_hosts(where, s):
    for m in URL_RE.finditer(s):
        auth = m.group(1).rsplit("@", 1)[-1]
        host = re.sub(r":\d*$", "", auth)
        if host and not host_ok(host):
            fail(f"{where}: URL host not fake: {host}")
    for m in EMAIL_RE.finditer(s):
        if not host_ok(m.group(1)):
            fail(f"{where}: e-mail domain not fake: {m.group(1)}")
    for m in DOMAIN_RE.finditer(re.sub(r"%[0-9A-Fa-f]{2}", " ", s)):
        if not host_ok(m.group(1)):
            fail(f"{where}: domain not fake: {m.group(1)}")
    for m in IPV4_RE.finditer(s):
        p = tuple(int(x) for x in m.groups())
        if p[:3] not in TEST_NETS or p[3] > 255:
            fail(f"{where}: IPv4 outside documentation ranges: {m.group(0)}")


# ------------------------------------------------------------------ checks
def check_meta(where, text, meta, family):
    for item in meta:
        if item[0] == "split":
            _, full, a, b = item
            if not a or not b:
                fail(f"{where}: empty split half")
            if full not in (a + " " + b, a + b):
                fail(f"{where}: split halves do not rebuild the value")
            continue
        if item[0] in ("span", "enc"):
            continue
        kind, value = item
        if family != "pii_split_kv" and value not in text:
            fail(f"{where}: inserted value not in text: {value!r}")
        v = VALIDATORS.get(kind)
        if v and not v(value):
            fail(f"{where}: {kind} fails validation: {value!r}")


def check_gate(disk):
    text, records, metas, langs = build.build()
    if text.encode("utf-8") != disk:
        fail("gate_cases.jsonl differs from the in-memory rebuild")
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("gate_cases.jsonl must end with a newline")
    lines = lines[:-1]
    temps = build.all_templates()
    if len(set(temps)) != len(temps):
        fail("a template is used more than once")
    if len(lines) != len(temps):
        fail("line count != template count")
    seen_texts, order, counts = set(), [], {}
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r.get("family", "").endswith("_split_kv"):
            want += ["key", "value"]
        if list(r) != want:
            fail(f"line {i}: keys {list(r)}")
        if r["id"] != f"v31-{i:04d}":
            fail(f"line {i}: id {r['id']}")
        fam = r["family"]
        if fam not in EXPECTED:
            fail(f"line {i}: unknown family {fam}")
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            fail(f"line {i}: kind/expect/hard mismatch")
        if not order or order[-1] != fam:
            if fam in order:
                fail(f"line {i}: family {fam} not contiguous")
            order.append(fam)
        counts[fam] = counts.get(fam, 0) + 1
        if r["text"] in seen_texts:
            fail(f"line {i}: duplicate text")
        seen_texts.add(r["text"])
        if "⟦" in r["text"] or "«" in r["text"] and fam == "injection_split_kv":
            fail(f"line {i}: leftover marker")
        where = r["id"]
        meta = metas[i - 1]
        check_meta(where, r["text"], meta, fam)
        check_hosts(where, r["text"])
        if fam.endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                fail(f"{where}: split_kv structure")
            if not r["key"].strip() or not r["value"].strip():
                fail(f"{where}: empty key or value")
            if fam == "pii_split_kv":
                splits = [m for m in meta if m[0] == "split"]
                if len(splits) != 1:
                    fail(f"{where}: expected one split secret")
                for _, full, a, b in splits:
                    if not (r["key"].endswith(a) and r["value"].startswith(b)):
                        fail(f"{where}: secret not cut across the boundary")
                    if full in r["key"] or full in r["value"]:
                        fail(f"{where}: whole secret on one side")
            else:
                spans = [m[1] for m in meta if m[0] == "span"]
                if len(spans) != 1:
                    fail(f"{where}: expected one instruction span")
                for sp in spans:
                    k = sp.index("\t") if "\t" in sp else -1
                    if not (0 < k < len(sp) - 1) or sp not in r["text"]:
                        fail(f"{where}: instruction not cut across the boundary")
                    elif not (r["key"].endswith(sp[:k]) and r["value"].startswith(sp[k + 1:])):
                        fail(f"{where}: span halves misplaced")
        if fam == "injection_obfuscated":
            encs = [m for m in meta if m[0] == "enc"]
            if len(encs) != 1:
                fail(f"{where}: expected one encoded instruction")
            for _, method, encoded, plain in encs:
                if encoded not in r["text"]:
                    fail(f"{where}: encoded text missing")
                try:
                    back = decode(method, encoded)
                except Exception as e:  # noqa: BLE001
                    fail(f"{where}: {method} does not decode: {e}")
                    continue
                if back != plain:
                    fail(f"{where}: {method} decodes to {back!r}, not the source sentence")
                if plain in r["text"]:
                    fail(f"{where}: plain instruction visible")
                check_hosts(where + " (decoded)", plain)
    if order != list(EXPECTED):
        fail(f"family order {order}")
    for fam, (_, _, _, n) in EXPECTED.items():
        if counts.get(fam) != n:
            fail(f"family {fam}: {counts.get(fam)} cases, expected {n}")
    block = sum(1 for line in lines if json.loads(line)["expect"] == "block")
    hard = sum(1 for line in lines if json.loads(line)["hard_lookalike"])
    if (block, len(lines) - block, hard) != (298, 138, 128):
        fail(f"totals block/allow/hard = {block}/{len(lines) - block}/{hard}")
    return langs


def check_turns(disk):
    text, records, metas, langs = turns.build()
    if text.encode("utf-8") != disk:
        fail("extraction_turns.jsonl differs from the in-memory rebuild")
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("extraction_turns.jsonl must end with a newline")
    lines = lines[:-1]
    if len(lines) != 25:
        fail(f"turns: {len(lines)} lines")
    counts, users = {}, set()
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        where = r.get("id", f"turn {i}")
        if list(r) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            fail(f"{where}: keys {list(r)}")
        if r["id"] != f"v31-x{i:03d}":
            fail(f"{where}: bad id")
        counts[r["family"]] = counts.get(r["family"], 0) + 1
        if r["user"] in users:
            fail(f"{where}: duplicate user text")
        users.add(r["user"])
        if (r["family"] == "benign") != (r["payload"] == []):
            fail(f"{where}: benign iff payload == []")
        for p in r["payload"]:
            if not p or (p not in r["user"] and p not in r["assistant"]):
                fail(f"{where}: payload not verbatim in user/assistant: {p!r}")
        if not r["expected_fact_substrings"]:
            fail(f"{where}: no expected substring")
        for e in r["expected_fact_substrings"]:
            if e not in r["user"]:
                fail(f"{where}: expected substring not in user text: {e!r}")
            for p in r["payload"]:
                if e in p or p in e:
                    fail(f"{where}: expected {e!r} overlaps payload {p!r}")
        joined = r["user"] + "\n" + r["assistant"]
        check_meta(where, joined, metas[i - 1], "turn")
        check_hosts(where, joined)
    if counts != TURN_FAMILIES:
        fail(f"turn families {counts}")
    return langs


def main():
    with open(os.path.join(ROOT, "gate_cases.jsonl"), "rb") as f:
        gate = f.read()
    with open(os.path.join(ROOT, "extraction_turns.jsonl"), "rb") as f:
        trn = f.read()
    gate_langs = check_gate(gate)
    turn_langs = check_turns(trn)
    bases = {t.split("-")[0] for t in gate_langs + turn_langs}
    if len(bases) < MIN_LANGS:
        fail(f"only {len(bases)} languages (base codes), need >= {MIN_LANGS}")
    if ERR:
        print("\n".join(ERR))
        print(f"FAILED: {len(ERR)} problem(s)")
        sys.exit(1)
    print(f"OK: {len(gate.splitlines())} gate cases, {len(trn.splitlines())} turns, "
          f"{len(bases)} languages (base codes); byte-identical rebuild")


if __name__ == "__main__":
    main()
