"""Self-check for devset v18. Validators here are written separately from nums.py.

    python3 check.py    # exits non-zero on any problem; prints counts
"""
import collections
import ipaddress
import json
import os
import re
import sys

import build

PATH = os.path.normpath(build.OUT)
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
SPLIT = {"injection_split_kv", "pii_split_kv"}
problems = []


def bad(msg):
    problems.append(msg)


# ------------------------------------------------------------------ independent validators

def v_luhn(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    tot = 0
    for k, x in enumerate(d[::-1]):
        if k % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def v_iban(s):
    s = s.replace(" ", "")
    lens = {"DE": 22, "FR": 27, "ES": 24, "NL": 18, "TR": 26, "PT": 25, "BE": 16, "AT": 20, "CH": 21,
            "LU": 20, "SA": 24, "PL": 28}
    if lens.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in r)) % 97 == 1


def v_dni(s):
    return len(s) == 9 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    if len(s) != 9:
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def v_pnr(s):
    d = re.sub(r"\D", "", s)
    return len(d) == 10 and v_luhn(d)


def v_pesel(s):
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    return len(s) == 11 and sum(int(c) * x for c, x in zip(s, w)) % 10 == 0


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})[-+A](\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def v_cpf(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    for n in (9, 10):
        r = sum(d[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_rrn(s):
    d = re.sub(r"\D", "", s)
    w = "234567892345"
    t = sum(int(a) * int(b) for a, b in zip(d[:12], w))
    return len(d) == 13 and (11 - t % 11) % 10 == int(d[12])


def v_za_id(s):
    return len(s) == 13 and s.isdigit() and v_luhn(s)


def _verhoeff_ok(num):
    # dihedral group D5 multiplication built explicitly
    def mul(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5:
            return 5 + (a + b - 5) % 5
        if b < 5:
            return 5 + (a - 5 - b) % 5
        return (a - b) % 5
    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]

    def p(k, x):
        for _ in range(k % 8):
            x = perm[x]
        return x
    c = 0
    for k, ch in enumerate(reversed(num)):
        c = mul(c, p(k, int(ch)))
    return c == 0


def v_aadhaar(s):
    d = s.replace(" ", "")
    return len(d) == 12 and d[0] not in "01" and _verhoeff_ok(d)


def v_cnp(s):
    w = "279146358279"
    t = sum(int(a) * int(b) for a, b in zip(s[:12], w)) % 11
    return len(s) == 13 and (1 if t == 10 else t) == int(s[12])


def v_rut(s):
    body, dv = s.replace(".", "").split("-")
    t, m = 0, 2
    for ch in body[::-1]:
        t += int(ch) * m
        m = m + 1 if m < 7 else 2
    exp = 11 - t % 11
    return dv == ("0" if exp == 11 else "K" if exp == 10 else str(exp))


def v_il_id(s):
    t = 0
    for i, ch in enumerate(s):
        x = int(ch) * (2 if i % 2 else 1)
        t += x // 10 + x % 10
    return len(s) == 9 and t % 10 == 0


def v_oib(s):
    r = 10
    for ch in s[:10]:
        r = (r + int(ch)) % 10 or 10
        r = r * 2 % 11
    return len(s) == 11 and (11 - r) % 10 == int(s[10])


def v_tckn(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_cn_id(s):
    w = [2 ** (17 - i) % 11 for i in range(17)]
    t = sum(int(a) * b for a, b in zip(s[:17], w))
    return len(s) == 18 and "10X98765432"[t % 11] == s[17]


def v_th_id(s):
    d = s.replace("-", "")
    t = sum(int(d[i]) * (13 - i) for i in range(12))
    return len(d) == 13 and (11 - t % 11) % 10 == int(d[12])


def v_tw_id(s):
    letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    v = letters.index(s[0]) + 10
    t = v // 10 + v % 10 * 9 + sum(int(s[1 + i]) * (8 - i) for i in range(8)) + int(s[9])
    return len(s) == 10 and t % 10 == 0


def v_nric(s):
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(s[1 + i]) * w[i] for i in range(7)) + (4 if s[0] in "TG" else 0)
    return len(s) == 9 and "JZIHGFEDCBA"[t % 11] == s[8]


def v_nir(s):
    d = s.replace(" ", "")
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def v_fnr(s):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    d = [int(c) for c in s]
    return len(d) == 11 and sum(a * b for a, b in zip(d, w1)) % 11 == 0 and sum(a * b for a, b in zip(d, w2)) % 11 == 0


def v_sin(s):
    d = s.replace(" ", "")
    return len(d) == 9 and d[0] not in "08" and v_luhn(d)


def v_mynumber(s):
    d = s.replace(" ", "")
    if len(d) != 12:
        return False
    t = 0
    for i in range(11):
        n = 11 - i  # position counted from the right, 1..11
        t += int(d[i]) * (n + 1 if n <= 6 else n - 5)
    r = t % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


def v_phone(s):
    d = re.sub(r"\D", "", s)
    return ((d.startswith("07700900") and len(d) == 11) or (d.startswith("063998") and len(d) == 10)
            or (d.startswith("049157") and len(d) == 10))


def v_email(s):
    return bool(re.fullmatch(r"[a-z.]+\d*@example\.(com|net|org)", s))


def v_pin(s):
    d = re.sub(r"[\s#*A-D]", "", s)
    return d.isdigit() and 4 <= len(d) <= 6 and all(d[i] != d[i + 1] for i in range(len(d) - 1))


def v_password(s):
    return len(s) >= 8 and not s.isspace()


def v_non_luhn(s):
    return s.isdigit() and not v_luhn(s)


VALIDATORS = {"luhn": v_luhn, "iban": v_iban, "dni": v_dni, "bsn": v_bsn, "pnr": v_pnr, "pesel": v_pesel,
              "hetu": v_hetu, "cpf": v_cpf, "rrn": v_rrn, "za_id": v_za_id, "aadhaar": v_aadhaar, "cnp": v_cnp,
              "rut": v_rut, "il_id": v_il_id, "oib": v_oib, "tckn": v_tckn, "cn_id": v_cn_id, "th_id": v_th_id,
              "tw_id": v_tw_id, "nric": v_nric, "nir": v_nir, "fnr": v_fnr, "sin": v_sin,
              "mynumber": v_mynumber, "phone": v_phone, "email": v_email, "pin": v_pin,
              "password": v_password, "non_luhn": v_non_luhn}

# ------------------------------------------------------------------ fake-data rules

DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(host):
    host = host.split(":")[0].lower()
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        return bool(re.search(r"(^|\.)example\.(com|net|org)$", host))


def main():
    with open(PATH, "rb") as fh:
        raw = fh.read()
    records, meta = build.build()
    if build.dumps(records).encode("utf-8") != raw:
        bad("file on disk differs from a fresh build")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        bad("file does not end with a newline")
    parsed = []
    for k, line in enumerate(lines[:-1], 1):
        try:
            parsed.append(json.loads(line))
        except ValueError as e:
            bad("line %d: not JSON (%s)" % (k, e))
    ids = [r["id"] for r in parsed]
    if len(set(ids)) != len(ids):
        bad("duplicate ids")
    if ids != ["d18-%04d" % i for i in range(1, len(ids) + 1)]:
        bad("ids are not d18-0001.. in order")
    texts = [r["text"] for r in parsed]
    if len(set(texts)) != len(texts):
        bad("duplicate texts")
    spec = {f[0]: f for f in build.FAMILIES}
    all_templates = [t for f in build.FAMILIES for t in f[4]]
    if len(all_templates) != len(parsed) or len(set(map(tuple, all_templates))) != len(all_templates):
        bad("a template is used more than once or not at all")
    for r, m in zip(parsed, meta):
        fam = spec.get(r["family"])
        if not fam:
            bad("%s: unknown family" % r["id"])
            continue
        want = KEYS + (["key", "value"] if r["family"] in SPLIT else [])
        if list(r) != want:
            bad("%s: keys %s" % (r["id"], list(r)))
        if (r["kind"], r["expect"], r["hard_lookalike"]) != fam[1:4]:
            bad("%s: kind/expect/hard mismatch" % r["id"])
        if r["family"] in SPLIT:
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                bad("%s: split structure" % r["id"])
            if not r["key"].strip() or not r["value"].strip():
                bad("%s: empty split side" % r["id"])
        elif "\t" in r["text"]:
            bad("%s: stray TAB" % r["id"])
        joined = r["text"].replace("\t", "")
        for gen, ckind, value in m["checked"]:
            if value not in joined:
                bad("%s: value %r not in text" % (r["id"], value))
            if r["family"] == "pii_split_kv":
                if value in r["key"] or value in r["value"]:
                    bad("%s: secret not cut across the boundary" % r["id"])
                if not any(value.startswith(r["key"][i:]) for i in range(len(r["key"]))):
                    bad("%s: key does not end with the first part of the secret" % r["id"])
            if ckind and not VALIDATORS[ckind](value):
                bad("%s: %s value %r fails %s" % (r["id"], gen, value, ckind))
        for h in re.findall(r"https?://([^/\s\"'<>)]+)", r["text"]):
            if not host_ok(h):
                bad("%s: URL host %s" % (r["id"], h))
        for dom in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", r["text"]):
            if not host_ok(dom):
                bad("%s: e-mail domain %s" % (r["id"], dom))
        for ip in re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", r["text"]):
            try:
                if not any(ipaddress.ip_address(ip) in n for n in DOC_NETS):
                    bad("%s: IPv4 %s" % (r["id"], ip))
            except ValueError:
                pass
    langs = collections.Counter(m["lang"] for m in meta)
    if len(langs) < 55:
        bad("only %d language tags" % len(langs))
    fam_counts = collections.Counter(r["family"] for r in parsed)
    print("records:", len(parsed), " language tags:", len(langs))
    for f in build.FAMILIES:
        print("  %-28s %-9s %-5s hard=%-5s %3d" % (f[0], f[1], f[2], f[3], fam_counts[f[0]]))
    print("expect:", dict(collections.Counter(r["expect"] for r in parsed)),
          "hard:", dict(collections.Counter(r["hard_lookalike"] for r in parsed)))
    if problems:
        print("\n".join("PROBLEM: " + p for p in problems))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
