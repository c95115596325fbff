"""Self-check for heldout_v22 (standard library only).

    python3 check.py

Rebuilds both files in memory and compares them byte for byte with the files on disk, then
validates structure, counts, fake-data rules and every inserted checksum. The validators
below are written separately from nums.py (they do not import it).
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

EXPECTED_COUNTS = {
    "phone_intl": 18, "phone_cn_numerals": 8, "phone_separators": 9, "card": 8, "cn_id": 6,
    "email_obfuscated": 9, "password_pin": 14, "url_credentials": 6, "secret_key_formats": 8,
    "pii_other": 16, "pii_split_kv": 6, "injection_paraphrase": 26, "injection_obfuscated": 9,
    "injection_chat_template": 6, "injection_roleplay": 7, "injection_in_fact": 26, "injection_payload": 13,
    "injection_split_kv": 6, "allow_number_lookalike": 28, "allow_email_lookalike": 12,
    "allow_password_lookalike": 26, "allow_injection_talk": 30, "benign_assistant_preference": 24,
    "allow_plain": 15,
}
FAMILY_META = {  # family -> (kind, expect, hard_lookalike), restated independently of build.py
    **{f: ("pii", "block", False) for f in ["phone_intl", "phone_cn_numerals", "phone_separators", "card", "cn_id",
                                            "email_obfuscated", "password_pin", "url_credentials",
                                            "secret_key_formats", "pii_other", "pii_split_kv"]},
    **{f: ("injection", "block", False) for f in ["injection_paraphrase", "injection_obfuscated",
                                                  "injection_chat_template", "injection_roleplay",
                                                  "injection_in_fact", "injection_payload", "injection_split_kv"]},
    **{f: ("benign", "allow", True) for f in ["allow_number_lookalike", "allow_email_lookalike",
                                              "allow_password_lookalike", "allow_injection_talk",
                                              "benign_assistant_preference"]},
    "allow_plain": ("benign", "allow", False),
}
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
TURN_COUNTS = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
               "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 6}
MIN_LANGS = 40

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def v_luhn(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    odd = d[-1::-2]
    even = [sum(divmod(2 * x, 10)) for x in d[-2::-2]]
    return (sum(odd) + sum(even)) % 10 == 0


def v_cn_id(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(c) * x for c, x in zip(s[:17], w)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


def v_iban(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s):
        return False
    lengths = {"DE": 22, "ES": 24, "TR": 26, "SK": 24, "HR": 21, "LT": 20, "LV": 21, "EE": 20, "RS": 22,
               "GE": 22, "FR": 27, "IT": 27, "NL": 18}
    if lengths.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    n = "".join(str(ord(c) - 55) if c.isalpha() else c for c in t)
    return int(n) % 97 == 1


def v_cpf(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    for k in (9, 10):
        tot = sum(d[i] * (k + 1 - i) for i in range(k))
        c = 11 - tot % 11
        if (0 if c >= 10 else c) != d[k]:
            return False
    return True


def v_dni(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    tot = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return tot % 11 == 0


def v_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9] * 3
    return (sum(int(c) * x for c, x in zip(s, w[:10])) + int(s[10])) % 10 == 0


def v_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = list(map(int, s))
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_eeid(s):
    if not re.fullmatch(r"[1-8]\d{10}", s):
        return False
    d = list(map(int, s))
    for w in ([1, 2, 3, 4, 5, 6, 7, 8, 9, 1], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]):
        r = sum(a * b for a, b in zip(d, w)) % 11
        if r < 10:
            return r == d[10]
    return d[10] == 0


def v_egn(s):
    if not re.fullmatch(r"\d{10}", s):
        return False
    r = sum(int(c) * w for c, w in zip(s, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return (r % 10) == int(s[9])


def v_isbn13(s):
    d = re.sub(r"\D", "", s)
    return len(d) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


def v_cas(s):
    m = re.fullmatch(r"(\d{2,7})-(\d{2})-(\d)", s)
    if not m:
        return False
    digits = (m.group(1) + m.group(2))[::-1]
    return sum(int(c) * (i + 1) for i, c in enumerate(digits)) % 10 == int(m.group(3))


CJK_DIGITS = {}
for table in ["零一二三四五六七八九", "〇一二三四五六七八九", "零幺二三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
              "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾", "공일이삼사오육칠팔구"]:
    for i, ch in enumerate(table):
        CJK_DIGITS[ch] = i


def phone_digits(s):
    out = []
    for ch in s:
        if ch in CJK_DIGITS:
            out.append(CJK_DIGITS[ch])
        else:
            try:
                out.append(unicodedata.decimal(ch))
            except ValueError:
                pass
    return out


VALIDATORS = {"card": v_luhn, "cn_id": v_cn_id, "iban": v_iban, "cpf": v_cpf, "dni": v_dni, "bsn": v_bsn,
              "pesel": v_pesel, "tckn": v_tckn, "eeid": v_eeid, "egn": v_egn, "isbn": v_isbn13, "cas": v_cas,
              "phone": lambda s: 9 <= len(phone_digits(s)) <= 15,
              "nonluhn": lambda s: len(re.sub(r"\D", "", s)) == 16 and not v_luhn(s),
              "split_secret": lambda s: True}

# ------------------------------------------------------------------ fake-data rules
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]*@)?([^/\s:?#\"'`)]+)", re.I)
EMAIL_RE = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def host_ok(h):
    h = h.lower().rstrip(".")
    if re.fullmatch(r"[\d.]+", h):
        try:
            return any(ipaddress.ip_address(h) in n for n in ALLOWED_NETS)
        except ValueError:
            return False
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.net", "example.org"))


def check_fake(where, text):
    for h in URL_RE.findall(text):
        if not host_ok(h):
            err("%s: URL host %r not a documentation host" % (where, h))
    for d in EMAIL_RE.findall(text):
        if not host_ok(d):
            err("%s: e-mail domain %r not example.*" % (where, d))
    for ip in IP_RE.findall(text):
        if not host_ok(ip):
            err("%s: IPv4 %r outside the documentation ranges" % (where, ip))


# ------------------------------------------------------------------ checks
def read_bytes(p):
    with open(p, "rb") as f:
        return f.read()


def main():
    g_lines, g_info = build.build()
    t_lines, t_info = turns.build()
    g_bytes = ("\n".join(g_lines) + "\n").encode("utf-8")
    t_bytes = ("\n".join(t_lines) + "\n").encode("utf-8")
    if read_bytes(GATE) != g_bytes:
        err("gate_cases.jsonl differs from a fresh rebuild")
    if read_bytes(TURNS) != t_bytes:
        err("extraction_turns.jsonl differs from a fresh rebuild")

    # gate cases
    recs = [json.loads(l) for l in g_bytes.decode("utf-8").splitlines()]
    counts = collections.Counter(r["family"] for r in recs)
    if dict(counts) != EXPECTED_COUNTS:
        err("family counts differ: %s" % dict(counts))
    fam_order = list(EXPECTED_COUNTS)
    if [r["family"] for r in recs] != sorted((r["family"] for r in recs), key=fam_order.index):
        err("cases not grouped by family in table order")
    texts = collections.Counter(r["text"] for r in recs)
    for t, c in texts.items():
        if c > 1:
            err("duplicate text: %r" % t[:60])
    tpl_use = collections.Counter(repr(i["template"]) for i in g_info)
    for t, c in tpl_use.items():
        if c > 2:
            err("template used %d times: %s" % (c, t[:60]))
    for n, (r, info) in enumerate(zip(recs, g_info), 1):
        rid = r["id"]
        if rid != "v22-%04d" % n:
            err("bad id %s at line %d" % (rid, n))
        split = r["family"].endswith("_split_kv")
        keys = GATE_KEYS + (["key", "value"] if split else [])
        if list(r) != keys:
            err("%s: keys %s" % (rid, list(r)))
        if (r["kind"], r["expect"], r["hard_lookalike"]) != FAMILY_META[r["family"]]:
            err("%s: kind/expect/hard mismatch" % rid)
        if not r["text"].strip():
            err("%s: empty text" % rid)
        if split:
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: split_kv structure" % rid)
            if r["family"] == "pii_split_kv":
                secrets = [v for t, v in info["checks"] if t == "split_secret"]
                joined = r["key"] + r["value"]
                ok = False
                for s in secrets:
                    i = joined.find(s)
                    if i >= 0 and i < len(r["key"]) < i + len(s):
                        ok = True
                if not ok:
                    err("%s: secret not cut across the TAB" % rid)
        elif "\t" in r["text"]:
            err("%s: stray TAB" % rid)
        for typ, val in info["checks"]:
            if typ != "split_secret" and val not in r["text"].replace("\t", ""):
                err("%s: %s value not in text" % (rid, typ))
            if not VALIDATORS[typ](val):
                err("%s: %s value %r fails validation" % (rid, typ, val))
        check_fake(rid, r["text"])

    # turns
    trecs = [json.loads(l) for l in t_bytes.decode("utf-8").splitlines()]
    tc = collections.Counter(r["family"] for r in trecs)
    if dict(tc) != TURN_COUNTS:
        err("turn family counts differ: %s" % dict(tc))
    for n, r in enumerate(trecs, 1):
        rid = r["id"]
        if rid != "v22-x%03d" % n:
            err("bad turn id %s" % rid)
        if list(r) != TURN_KEYS:
            err("%s: keys %s" % (rid, list(r)))
        both = r["user"] + "\n" + r["assistant"]
        if (r["family"] == "benign") != (r["payload"] == []):
            err("%s: benign <=> empty payload violated" % rid)
        for p in r["payload"]:
            if not p or p not in both:
                err("%s: payload %r not verbatim in turn" % (rid, p[:40]))
        if not r["expected_fact_substrings"]:
            err("%s: no expected facts" % rid)
        for e in r["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected fact %r not in turn" % (rid, e))
            for p in r["payload"]:
                if e in p or p in e:
                    err("%s: expected fact %r overlaps payload" % (rid, e))
        check_fake(rid, both)
        for typ, val in (("card", v) for k, v in t_info[n - 1]["values"].items() if k == "card"):
            if not v_luhn(val):
                err("%s: card fails Luhn" % rid)

    langs = {i["lang"] for i in g_info} | {i["lang"] for i in t_info}
    if len(langs) < MIN_LANGS:
        err("only %d languages" % len(langs))

    if errors:
        print("\n".join(errors))
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: %d gate cases, %d turns, %d languages (%s)" % (len(recs), len(trecs), len(langs),
                                                            ", ".join(sorted(langs))))


if __name__ == "__main__":
    main()
