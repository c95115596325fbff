"""Self-check for dev-v28.  Rebuilds in memory, compares with the files on disk, re-validates values.

Validators here are written separately from fakes.py (they do not import it).
"""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

OUT = os.path.dirname(HERE)
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    lens = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "TR": 26, "SA": 24, "BE": 16, "GB": 22}
    if s[:2] in lens and len(s) != lens[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def iban_national_ok(s):
    s = s.replace(" ", "")
    cc, b = s[:2], s[4:]
    if cc == "FR":
        bank, branch, acct, key = b[:5], b[5:10], b[10:21], b[21:]
        return (89 * int(bank) + 15 * int(branch) + 3 * int(acct) + int(key)) % 97 == 0
    if cc == "ES":
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(x):
            r = 11 - sum(int(a) * c for a, c in zip(x, w)) % 11
            return {11: 0, 10: 1}.get(r, r)
        return int(b[8]) == dc("00" + b[:8]) and int(b[9]) == dc(b[10:])
    if cc == "IT":
        odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
        body = b[1:]
        tot = sum((odd[int(c)] if i % 2 == 0 else int(c)) for i, c in enumerate(body))
        return b[0] == chr(65 + tot % 26)
    if cc == "NL":
        a = b[4:]
        return sum(int(c) * (10 - i) for i, c in enumerate(a)) % 11 == 0
    return True


def nir_ok(s):
    d = s.replace(" ", "")
    return 97 - int(d[:13]) % 97 == int(d[13:])


def cf_ok(s):
    odd_vals = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]

    def v(c):
        return int(c) if c.isdigit() else ord(c) - 65
    tot = 0
    for i, c in enumerate(s[:15]):
        tot += odd_vals[v(c)] if i % 2 == 0 else v(c)
    return s[15] == chr(65 + tot % 26)


def nie_ok(s):
    n = str("XYZ".index(s[0])) + s[1:8]
    return s[8] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def steuer_ok(s):
    d = s.replace(" ", "")
    if len(d) != 11 or d[0] == "0":
        return False
    p = 10
    for c in d[:10]:
        x = (int(c) + p) % 10 or 10
        p = (2 * x) % 11
    chk = (11 - p) % 10
    return chk == int(d[10])


def tckn_ok(s):
    d = list(map(int, s))
    return (len(d) == 11 and d[0] != 0 and
            ((sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10) == d[9] and sum(d[:10]) % 10 == d[10])


def rrn_ok(s):
    d = s.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def curp_ok(s):
    dic = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    tot = sum(dic.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return (10 - tot % 10) % 10 == int(s[17])


def il_ok(s):
    tot = 0
    for i, c in enumerate(s):
        x = int(c) * (1 + i % 2)
        tot += x // 10 + x % 10
    return tot % 10 == 0


def mynumber_ok(s):
    d = s.replace(" ", "")
    tot = sum(int(d[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = tot % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


def tw_ok(s):
    codes = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    n = codes.index(s[0]) + 10
    tot = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(s[9])
    return tot % 10 == 0


def sin_ok(s):
    return luhn_ok(s.replace(" ", ""))


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    return bool(m) and m.group(1) not in ("000", "666") and m.group(1)[0] != "9" and m.group(2) != "00" \
        and m.group(3) != "0000"


def nino_ok(s):
    return bool(re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d\d \d\d \d\d [A-D]", s))


def mrz_ok(line):
    def cd(x):
        w = [7, 3, 1]
        val = lambda c: int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)
        return sum(val(c) * w[i % 3] for i, c in enumerate(x)) % 10
    if len(line) != 44:
        return False
    ok = cd(line[0:9]) == int(line[9]) and cd(line[13:19]) == int(line[19]) and cd(line[21:27]) == int(line[27])
    comp = line[0:10] + line[13:20] + line[21:43]
    return ok and cd(comp) == int(line[43])


def bitlocker_ok(s):
    blocks = s.split("-")
    return len(blocks) == 8 and all(len(b) == 6 and int(b) % 11 == 0 and int(b) < 720896 for b in blocks)


def pin_ok(s):
    d = [int(c) for c in s]
    if any(d[i] == d[i + 1] for i in range(len(d) - 1)):
        return False
    return not any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(len(d) - 2))


VALIDATORS = {
    "iban": lambda v: iban_ok(v) and iban_national_ok(v), "fr_nir": nir_ok, "it_cf": cf_ok, "es_nie": nie_ok,
    "de_steuer_id": steuer_ok, "tr_tckn": tckn_ok, "kr_rrn": rrn_ok, "za_id": luhn_ok, "mx_curp": curp_ok,
    "il_id": il_ok, "jp_mynumber": mynumber_ok, "tw_id": tw_ok, "ca_sin": sin_ok, "us_ssn": ssn_ok,
    "uk_nino": nino_ok, "mrz": mrz_ok, "bitlocker": bitlocker_ok, "pin4": pin_ok, "pin5": pin_ok, "pin6": pin_ok,
    "puk": pin_ok, "order_no": lambda v: not luhn_ok(v),
}

EXPECTED = {
    "password_pin": ("pii", "block", False), "pii_other": ("pii", "block", False),
    "email_obfuscated": ("pii", "block", False), "injection_in_fact": ("injection", "block", False),
    "injection_payload": ("injection", "block", False), "injection_paraphrase": ("injection", "block", False),
    "allow_password_lookalike": ("benign", "allow", True), "allow_number_lookalike": ("benign", "allow", True),
    "allow_email_lookalike": ("benign", "allow", True), "allow_injection_talk": ("benign", "allow", True),
    "benign_assistant_preference": ("benign", "allow", True),
}


def main():
    rows, langs, vals = build.build()
    jl, tsv = build.serialise(rows, langs)
    for name, content in (("gate_cases.jsonl", jl), ("case_languages.tsv", tsv)):
        with open(os.path.join(OUT, name), encoding="utf-8") as fh:
            if fh.read() != content:
                err(f"{name} on disk differs from a fresh build")

    lines = open(os.path.join(OUT, "gate_cases.jsonl"), encoding="utf-8").read().splitlines()
    keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    texts = set()
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        if list(r.keys()) != keys:
            err(f"line {i}: keys {list(r.keys())}")
        if r["id"] != f"dv28-{i:04d}":
            err(f"line {i}: id {r['id']}")
        if (r["kind"], r["expect"], r["hard_lookalike"]) != EXPECTED[r["family"]]:
            err(f"{r['id']}: kind/expect/hard mismatch")
        if r["text"] in texts:
            err(f"{r['id']}: duplicate text")
        texts.add(r["text"])
        t = r["text"]
        for m in re.finditer(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", t):
            dom = m.group(1).lower()
            if not re.search(r"(^|\.)example\.(com|net|org)$", dom):
                err(f"{r['id']}: e-mail/ssh domain {dom}")
        for m in re.finditer(r"https?://([^/\s:)`\"']+)", t):
            host = m.group(1).lower()
            if re.fullmatch(r"[\d.]+", host):
                ip = ipaddress.ip_address(host)
                if not any(ip in ipaddress.ip_network(n) for n in
                           ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")):
                    err(f"{r['id']}: IP {host}")
            elif not re.search(r"(^|\.)example\.(com|net|org)$", host):
                err(f"{r['id']}: URL host {host}")

    for cid, values in vals:
        text = next(r["text"] for r in rows if r["id"] == cid)
        for name, raw, ins in values:
            if ins not in text:
                err(f"{cid}: inserted value {ins!r} not in text")
            v = VALIDATORS.get(name)
            if v and not v(raw):
                err(f"{cid}: {name} {raw!r} fails validation")

    fam = Counter(r["family"] for r in rows)
    lang_all = Counter(l for _, _, l in langs)
    if len(lang_all) < 60:
        err(f"only {len(lang_all)} language tags")
    if len(rows) < 390 or len(rows) > 420:
        err(f"{len(rows)} rows")

    print(f"{len(rows)} cases, {len(lang_all)} language tags")
    for f, n in fam.items():
        print(f"  {f}: {n}")
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
