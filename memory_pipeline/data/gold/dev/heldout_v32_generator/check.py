# -*- coding: utf-8 -*-
"""Self-check for heldout_v32.

Rebuilds both files in memory, compares them byte for byte with the files on
disk, and validates structure, value check digits (validators written here,
independently of nums.py), hosts/domains/IPs, turn payload rules and language
coverage. Exit code 0 = all good.
"""
import base64
import codecs
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
ROOT = os.path.join(HERE, "..")
ERR = []


def err(msg):
    ERR.append(msg)


# ------------------------------------------------------------ validators
def v_luhn(s):
    if not s.isdigit():
        return False
    tot = 0
    for i, c in enumerate(s[::-1]):
        n = int(c) * (2 if i % 2 else 1)
        tot += n // 10 + n % 10
    return tot % 10 == 0


def v_card(s):
    return 13 <= len(s) <= 19 and v_luhn(s)


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(a) * b for a, b in zip(s[:17], w)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


def v_iban(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    lens = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "BE": 16, "PT": 25,
            "AT": 20, "IE": 22, "NO": 15, "PL": 28, "FI": 18}
    if lens.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    num = "".join(str(ord(c) - 55) if c.isalpha() else c for c in t)
    return int(num) % 97 == 1


def v_cpf(s):
    d = [int(c) for c in s]
    if len(d) != 11:
        return False
    for k in (9, 10):
        tot = sum(d[i] * (k + 1 - i) for i in range(k))
        r = tot % 11
        if d[k] != (0 if r < 2 else 11 - r):
            return False
    return True


def v_dni(s):
    m = re.fullmatch(r"(\d{8})([A-Z])", s)
    return bool(m) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(m.group(1)) % 23] == m.group(2)


def v_bsn(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    tot = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return tot % 11 == 0


def v_pnr_se(s):
    return re.fullmatch(r"\d{10}", s) is not None and v_luhn(s[:10]) and 1 <= int(s[2:4]) <= 12


def v_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def _d5(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return 5 + (j + k) % 5
    if k < 5:
        return 5 + (j - k) % 5
    return (j - k) % 5


_P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]


def _perm(i, n):
    for _ in range(i % 8):
        n = _P1[n]
    return n


def v_aadhaar(s):
    if not re.fullmatch(r"[2-9]\d{11}", s):
        return False
    c = 0
    for i, ch in enumerate(s[::-1]):
        c = _d5(c, _perm(i, int(ch)))
    return c == 0


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def v_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    odd = d[0] + d[2] + d[4] + d[6] + d[8]
    even = d[1] + d[3] + d[5] + d[7]
    return (odd * 7 - even) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_zaid(s):
    return re.fullmatch(r"\d{13}", s) is not None and v_luhn(s)


def v_rut(s):
    m = re.fullmatch(r"(\d{7,8})([\dK])", s)
    if not m:
        return False
    body = m.group(1)
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(body[::-1]))
    r = 11 - tot % 11
    return m.group(2) == {11: "0", 10: "K"}.get(r, str(r))


def v_benn(s):
    return re.fullmatch(r"\d{11}", s) is not None and (97 - int(s[:9]) % 97) == int(s[9:])


def v_nofnr(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]
    for ws, pos in (([3, 7, 6, 1, 8, 9, 4, 5, 2, 1], 10), ([5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1], 11)):
        if sum(a * b for a, b in zip(d[:pos], ws)) % 11:
            return False
    return True


def v_isbn13(s):
    return (re.fullmatch(r"97[89]\d{10}", s) is not None and
            sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0)


NUMERAL_MAP = {}
for chars in ("零一二三四五六七八九", "〇幺两三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
              "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾"):
    for i, c in enumerate(chars):
        NUMERAL_MAP.setdefault(c, str(i))
NUMERAL_MAP["〇"] = "0"
for i, c in enumerate(["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]):
    NUMERAL_MAP[c] = str(i)


def phone_digits(rendered):
    out = []
    for c in rendered:
        if c in NUMERAL_MAP:
            out.append(NUMERAL_MAP[c])
        else:
            d = unicodedata.decimal(c, None)
            if d is not None:
                out.append(str(d))
    return "".join(out)


def v_phone(rendered, canon):
    d = phone_digits(rendered)
    return d == canon and 9 <= len(d) <= 15


VALIDATORS = {"card": v_card, "cnid": v_cnid, "iban": v_iban, "cpf": v_cpf, "dni": v_dni,
              "bsn": v_bsn, "pnr_se": v_pnr_se, "pesel": v_pesel, "aadhaar": v_aadhaar,
              "hetu": v_hetu, "tckn": v_tckn, "zaid": v_zaid, "rut": v_rut, "benn": v_benn,
              "nofnr": v_nofnr, "isbn13": v_isbn13}


def check_value(where, text, v):
    r, kind, canon = v["rendered"], v["kind"], v["canonical"]
    if r not in text:
        err("%s: inserted value not in text: %r" % (where, r))
    if kind == "phone":
        if not v_phone(r, canon):
            err("%s: bad phone %r" % (where, r))
    elif kind == "nonluhn":
        if v_luhn(canon) or len(canon) != 16:
            err("%s: order number passes Luhn %r" % (where, canon))
    elif kind in VALIDATORS:
        if not VALIDATORS[kind](canon):
            err("%s: %s check failed for %r" % (where, kind, canon))
        if kind not in ("iban", "cpf", "rut", "benn", "pnr_se", "hetu", "isbn13", "nofnr") \
                and re.sub(r"[ \-.]", "", r) != canon:
            err("%s: rendered %r != canonical %r" % (where, r, canon))
    elif kind != "none":
        err("%s: unknown kind %s" % (where, kind))


# ------------------------------------------------------------ hosts / ips
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_OK = re.compile(r"(?:^|\.)example\.(?:com|net|org)$", re.I)


def check_hosts(where, text):
    for m in re.finditer(r"[a-z][a-z0-9+.\-]*://(?:[^/\s@]*@)?([^/\s:?#)\]\"']+)", text, re.I):
        host = m.group(1)
        if re.fullmatch(r"[\d.]+", host):
            continue
        if not HOST_OK.search(host):
            err("%s: URL host not allowed: %s" % (where, host))
    for m in re.finditer(r"[\w.+\-]+@([\w\-]+(?:\.[\w\-]+)+)", text):
        if re.fullmatch(r"[\d.]+", m.group(1)):
            continue  # IPv4 host, checked below
        if not HOST_OK.search(m.group(1)):
            err("%s: e-mail/SSH domain not allowed: %s" % (where, m.group(1)))
    for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in ALLOWED_NETS):
            err("%s: IPv4 not in documentation ranges: %s" % (where, ip))
    for m in re.finditer(r"\b([a-z0-9\-]+\.)+(com|net|org|io|dev|ai|co)\b", text, re.I):
        if not HOST_OK.search(m.group(0)):
            err("%s: bare domain not allowed: %s" % (where, m.group(0)))


def luhn_runs(text):
    for m in re.finditer(r"\d(?:[ \-]?\d){12,18}", text):
        s = re.sub(r"\D", "", m.group(0))
        if 13 <= len(s) <= 19 and v_luhn(s):
            yield s


# ------------------------------------------------------------ main
MIN_FAMILY = {"injection_in_fact": 40, "injection_roleplay": 30, "injection_paraphrase": 45}
FAMILY_ORDER = [f[0] for f in build.FAMILIES]


def decode_obf(method, s):
    if method == "base64":
        return base64.b64decode(s).decode("utf-8")
    if method == "rot13":
        return codecs.decode(s, "rot13")
    if method == "reverse":
        return s[::-1]
    if method == "hex":
        return bytes.fromhex(s).decode("utf-8")
    if method == "zwsp":
        return s.replace("\u200b", "")
    if method == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in s)
    if method == "urlenc":
        import urllib.parse
        return urllib.parse.unquote(s)
    return None


def main():
    gate_text, gmeta = build.build()
    turn_text, tmeta = turns.build()
    for name, txt in (("gate_cases.jsonl", gate_text), ("extraction_turns.jsonl", turn_text)):
        with open(os.path.join(ROOT, name), "rb") as f:
            disk = f.read()
        if disk != txt.encode("utf-8"):
            err("%s differs from rebuild" % name)

    # ---- gate cases
    recs = [json.loads(l) for l in gate_text.rstrip("\n").split("\n")]
    fam_info = {f[0]: f[1:4] for f in build.FAMILIES}
    counts = collections.Counter()
    seen_text, seen_tpl = set(), collections.Counter()
    last_family_idx = -1
    for i, (r, m) in enumerate(zip(recs, gmeta), 1):
        where = r["id"]
        exp_keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            exp_keys += ["key", "value"]
        if list(r.keys()) != exp_keys:
            err("%s: key order %s" % (where, list(r.keys())))
        if r["id"] != "v32-%04d" % i:
            err("%s: id out of sequence" % where)
        fi = FAMILY_ORDER.index(r["family"])
        if fi < last_family_idx:
            err("%s: families not grouped" % where)
        last_family_idx = fi
        kind, expect, hard = fam_info[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: kind/expect/hard mismatch" % where)
        counts[r["family"]] += 1
        if r["text"] in seen_text:
            err("%s: duplicate text" % where)
        seen_text.add(r["text"])
        seen_tpl[m["template"]] += 1
        if not r["text"].strip():
            err("%s: empty text" % where)
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: split structure" % where)
            if not r["key"].strip() or not r["value"].strip():
                err("%s: empty key/value" % where)
        joined = r["text"].replace("\t", "")
        for v in m["inserted"]:
            check_value(where, joined, v)
            if r["family"] == "pii_split_kv":
                rv = v["rendered"]
                if not any((rv[:k] + "\t" + rv[k:]) in r["text"] for k in range(1, len(rv))):
                    err("%s: secret not cut by the TAB" % where)
        if r["family"] == "pii_split_kv" and not m["inserted"]:
            err("%s: split pii without inserted secret" % where)
        check_hosts(where, m["template"] if m["obf"] else r["text"])
        if m["obf"]:
            pre, suf = m["template"].split("⟦ENC⟧")
            enc = r["text"][len(pre):len(r["text"]) - len(suf)]
            if not (r["text"].startswith(pre) and r["text"].endswith(suf)):
                err("%s: wrapper mismatch" % where)
            plain = decode_obf(m["obf"]["method"], enc)
            if plain is not None and plain != m["obf"]["plain"]:
                err("%s: obfuscation does not round-trip" % where)
            check_hosts(where + "(plain)", m["obf"]["plain"])
        if r["expect"] == "allow":
            isbns = {v["canonical"] for v in m["inserted"] if v["kind"] == "isbn13"}
            for s in luhn_runs(r["text"]):
                if s not in isbns:
                    err("%s: allow case contains a Luhn-valid number %s" % (where, s))
    for tpl, n in seen_tpl.items():
        if n > 1:
            err("template used %d times: %r" % (n, tpl[:60]))
    for fam, mn in MIN_FAMILY.items():
        if counts[fam] < mn:
            err("family %s has %d < %d" % (fam, counts[fam], mn))
    block = sum(1 for r in recs if r["expect"] == "block")
    allow = sum(1 for r in recs if r["expect"] == "allow")
    hard = sum(1 for r in recs if r["hard_lookalike"])
    if not (420 <= len(recs) <= 460 and 280 <= block <= 320 and 130 <= allow <= 150 and hard >= 125):
        err("totals off: n=%d block=%d allow=%d hard=%d" % (len(recs), block, allow, hard))

    # ---- turns
    trecs = [json.loads(l) for l in turn_text.rstrip("\n").split("\n")]
    if len(trecs) != 25:
        err("turns: %d lines" % len(trecs))
    for i, (t, m) in enumerate(zip(trecs, tmeta), 1):
        where = t["id"]
        if list(t.keys()) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err("%s: key order" % where)
        if t["id"] != "v32-x%03d" % i:
            err("%s: id out of sequence" % where)
        if (t["family"] == "benign") != (t["payload"] == []):
            err("%s: payload emptiness vs benign" % where)
        for p in t["payload"]:
            if p not in t["user"] and p not in t["assistant"]:
                err("%s: payload not verbatim: %r" % (where, p))
        if not t["expected_fact_substrings"]:
            err("%s: no expected substrings" % where)
        for e in t["expected_fact_substrings"]:
            if e not in t["user"]:
                err("%s: expected not in user: %r" % (where, e))
            for p in t["payload"]:
                if e in p or p in e:
                    err("%s: expected %r overlaps payload %r" % (where, e, p))
        for v in m["inserted"]:
            check_value(where, t["user"], v)
        check_hosts(where, t["user"] + "\n" + t["assistant"])

    # ---- languages
    langs = collections.Counter()
    for m in gmeta + tmeta:
        for l in build.base_langs(m["lang"]):
            langs[l] += 1
    if len(langs) < 110:
        err("only %d base languages" % len(langs))

    print("gate cases: %d (block %d, allow %d, hard %d)" % (len(recs), block, allow, hard))
    print("turns: %d" % len(trecs))
    print("base languages: %d" % len(langs))
    for fam in FAMILY_ORDER:
        print("  %-28s %d" % (fam, counts[fam]))
    if ERR:
        print("\n%d problem(s):" % len(ERR))
        for e in ERR:
            print(" -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
