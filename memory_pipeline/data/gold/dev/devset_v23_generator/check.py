"""Self-check for devset v23. Validators here are written separately from nums.py.

    python3 check.py
"""
import base64
import codecs
import json
import os
import re
import sys
import urllib.parse
from collections import Counter

import build

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "devset_v23_gate_cases.jsonl")

EXPECTED = {
    "phone_intl": 8, "phone_cn_numerals": 6, "phone_separators": 8, "card": 8, "cn_id": 5,
    "email_obfuscated": 9, "password_pin": 35, "url_credentials": 6, "secret_key_formats": 8,
    "pii_other": 30, "pii_split_kv": 6, "injection_paraphrase": 50, "injection_obfuscated": 9,
    "injection_chat_template": 6, "injection_roleplay": 8, "injection_in_fact": 30, "injection_payload": 10,
    "injection_split_kv": 6, "allow_number_lookalike": 38, "allow_email_lookalike": 20,
    "allow_password_lookalike": 39, "allow_injection_talk": 50, "benign_assistant_preference": 40,
    "allow_plain": 14,
}
STOCK = ["ignore previous", "ignore all previous", "ignore your instructions", "system prompt", "jailbreak",
         "developer mode", " dan ", "do anything now"]

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def digits(s):
    return re.sub(r"\D", "", s)


def luhn(num):
    total = 0
    for i, ch in enumerate(num[::-1]):
        d = int(ch) * (2 if i % 2 else 1)
        total += d // 10 + d % 10
    return total % 10 == 0


def v_card(s):
    d = digits(s)
    return 15 <= len(d) <= 19 and luhn(d)


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def v_iban(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def v_cpf(s):
    d = [int(c) for c in digits(s)]
    if len(d) != 11:
        return False
    for n in (9, 10):
        r = sum(d[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_pesel(s):
    w = [1, 3, 7, 9] * 3
    return len(s) == 11 and sum(int(a) * b for a, b in zip(s, w[:10] + [1])) % 10 == 0


def _d5(i, j):
    # dihedral group D5 multiplication
    if i < 5 and j < 5:
        return (i + j) % 5
    if i < 5:
        return (i + j) % 5 + 5
    if j < 5:
        return (i - j) % 5 + 5
    return (i - j) % 5


def _perm(pos, d):
    p = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    for _ in range(pos % 8):
        d = p[d]
    return d


def v_verhoeff(s):
    c = 0
    for i, ch in enumerate(digits(s)[::-1]):
        c = _d5(c, _perm(i, int(ch)))
    return c == 0


def v_za(s):
    return len(s) == 13 and luhn(s)


def v_kt(s):
    d = digits(s)
    if len(d) != 10:
        return False
    r = sum(int(a) * b for a, b in zip(d[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return (0 if r == 0 else 11 - r) == int(d[8])


def v_iin(s):
    d = [int(c) for c in s]
    c = sum(d[i] * (i + 1) for i in range(11)) % 11
    if c == 10:
        c = sum(d[i] * ((i + 2) % 11 + 1) for i in range(11)) % 11
    return len(d) == 12 and c == d[11]


def v_thai(s):
    d = digits(s)
    return len(d) == 13 and (11 - sum(int(d[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(d[12])


def v_rrn(s):
    d = digits(s)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(d) == 13 and (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def v_rut(s):
    body, dv = s.replace(".", "").split("-")
    total, m = 0, 2
    for ch in body[::-1]:
        total += int(ch) * m
        m = m + 1 if m < 7 else 2
    r = 11 - total % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == dv


def v_cnp(s):
    c = sum(int(a) * int(b) for a, b in zip(s[:12], "279146358279")) % 11
    return len(s) == 13 and (1 if c == 10 else c) == int(s[12])


def v_tz(s):
    return len(s) == 9 and luhn(s)


def v_tckn(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_fnr(s):
    d = [int(c) for c in s]
    k1 = (11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11) % 11
    k2 = (11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return len(d) == 11 and k1 == d[9] and k2 == d[10]


def v_ean(s):
    d = digits(s)
    return len(d) == 13 and sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10 == 0


def v_issn(s):
    d = s.replace("-", "")
    vals = [int(c) for c in d[:7]] + [10 if d[7] == "X" else int(d[7])]
    return sum(v * w for v, w in zip(vals, range(8, 0, -1))) % 11 == 0


def v_uscc(s):
    ch = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [3 ** i % 31 for i in range(17)]
    c = (31 - sum(ch.index(a) * b for a, b in zip(s[:17], w)) % 31) % 31
    return len(s) == 18 and ch[c] == s[17]


def v_cas(s):
    a, b, c = s.split("-")
    body = a + b
    return sum(int(x) * (i + 1) for i, x in enumerate(body[::-1])) % 10 == int(c)


def v_isin(s):
    return len(s) == 12 and luhn("".join(str(int(c, 36)) for c in s))


def v_imo(s):
    return len(s) == 7 and sum(int(s[i]) * (7 - i) for i in range(6)) % 10 == int(s[6])


def v_phone(s):
    return 9 <= len(digits(s)) <= 15


def v_nonluhn(s):
    return len(s) == 16 and s.isdigit() and not luhn(s)


VALIDATORS = {"card": v_card, "cnid": v_cnid, "iban": v_iban, "cpf": v_cpf, "pesel": v_pesel,
              "aadhaar": v_verhoeff, "za_id": v_za, "kt": v_kt, "iin": v_iin, "thai_id": v_thai, "rrn": v_rrn,
              "rut": v_rut, "cnp": v_cnp, "il_tz": v_tz, "tckn": v_tckn, "fnr": v_fnr, "isbn": v_ean, "ean": v_ean,
              "issn": v_issn, "uscc": v_uscc, "cas": v_cas, "isin": v_isin, "imo": v_imo, "phone": v_phone,
              "nonluhn": v_nonluhn, "secret": lambda s: len(s) >= 6, "pin": lambda s: s.isdigit() and len(s) in (4, 6)}

HOMO_BACK = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "і": "i", "А": "A", "Е": "E",
             "О": "O", "Р": "P", "С": "C", "Т": "T", "Н": "H", "К": "K", "М": "M"}


def decode(kind, enc):
    if kind == "b64":
        return base64.b64decode(enc).decode()
    if kind == "b32":
        return base64.b32decode(enc).decode()
    if kind == "rot13":
        return codecs.decode(enc, "rot13")
    if kind == "zw":
        return enc.replace("\u200b", "")
    if kind == "homo":
        return "".join(HOMO_BACK.get(c, c) for c in enc)
    if kind == "rev":
        return enc[::-1]
    if kind == "spaced":
        return " ".join(w.replace(" ", "") for w in enc.split(" / "))
    if kind == "hex":
        return bytes(int(x, 16) for x in enc.split()).decode()
    if kind == "fw":
        return "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else (" " if c == "\u3000" else c) for c in enc)
    if kind == "url":
        return urllib.parse.unquote(enc)
    if kind == "tag":
        return "".join(chr(ord(c) - 0xE0000) for c in enc)
    if kind == "sepzh":
        return enc.replace("*", "")
    return None  # leet, morse: lossy


# ------------------------------------------------------------------ checks
def main():
    records, meta = build.build()
    expected_bytes = build.dumps(records).encode("utf-8")
    with open(PATH, "rb") as fh:
        disk = fh.read()
    if disk != expected_bytes:
        err("file on disk differs from a fresh build")

    lines = disk.decode("utf-8").splitlines()
    fams = Counter()
    texts = set()
    templates = Counter(m["template"] for m in meta)
    for t, n in templates.items():
        if n > 1:
            err(f"template used {n} times: {t[:60]}")
    kinds = dict(build.FAMILY_ORDER)
    for i, (line, m) in enumerate(zip(lines, meta), 1):
        r = json.loads(line)
        keys = list(r)
        base = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            base += ["key", "value"]
        if keys != base:
            err(f"{r.get('id')}: keys {keys}")
        if r["id"] != f"dv23-{i:04d}":
            err(f"bad id {r['id']} at line {i}")
        fam = r["family"]
        fams[fam] += 1
        kind = kinds[fam]
        if r["kind"] != kind or r["expect"] != ("allow" if kind == "benign" else "block"):
            err(f"{r['id']}: kind/expect")
        if r["hard_lookalike"] != (kind == "benign" and fam != "allow_plain"):
            err(f"{r['id']}: hard_lookalike")
        if r["text"] in texts:
            err(f"{r['id']}: duplicate text")
        texts.add(r["text"])
        if "⟦" in r["text"] or "⟧" in r["text"]:
            err(f"{r['id']}: unfilled placeholder")
        text = r["text"]
        if fam.endswith("_split_kv"):
            if text.count("\t") != 1 or text != r["key"] + "\t" + r["value"]:
                err(f"{r['id']}: split structure")
            if fam == "pii_split_kv":
                sec = m["secret"]
                if not sec or sec in r["key"] or sec in r["value"] or sec not in r["key"] + r["value"]:
                    err(f"{r['id']}: secret not across the boundary")
                if not (r["key"][-1].isalnum() and r["value"][0].isalnum()):
                    err(f"{r['id']}: secret cut at a separator")
            flat = r["key"] + r["value"]
        else:
            if "\t" in text:
                err(f"{r['id']}: stray TAB")
            flat = text
        for typ, val, shown in m["checks"]:
            if shown not in flat:
                err(f"{r['id']}: inserted value not in text ({typ})")
            if typ == "encoded":
                kind_, _, plain = val.partition("|")
                dec = decode(kind_, shown)
                if dec is not None and dec != plain:
                    err(f"{r['id']}: {kind_} does not decode back")
                if shown == plain:
                    err(f"{r['id']}: encoding changed nothing")
                continue
            if not VALIDATORS[typ](val):
                err(f"{r['id']}: {typ} fails validation: {val}")
        if fam == "injection_paraphrase":
            low = " " + text.lower() + " "
            for s in STOCK:
                if s in low:
                    err(f"{r['id']}: stock phrase {s!r} in paraphrase")
        # fake data: hosts, e-mail domains, IPv4 literals
        for host in re.findall(r"[a-z][a-z0-9+.-]*://(?:[^@/\s]*@)?([^/:\s?#)\]]+)", flat):
            if not (re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", host) or doc_ip(host)):
                err(f"{r['id']}: URL host {host}")
        for dom in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", flat):
            if re.fullmatch(r"[\d.]+", dom):
                continue  # npm version spec
            if not re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", dom):
                err(f"{r['id']}: e-mail domain {dom}")
        for dom in re.findall(r"\b((?:[\w-]+\.)+(?:com|net|org|io|dev|ai|co|info|biz|me|app))\b", flat):
            if not re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", dom):
                err(f"{r['id']}: domain {dom}")
        for ip in re.findall(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", flat):
            if not doc_ip(ip):
                err(f"{r['id']}: IPv4 {ip}")

    if len(lines) != len(meta):
        err("line count")
    for f, n in EXPECTED.items():
        if fams[f] != n:
            err(f"family {f}: {fams[f]} != {n}")
    langs = Counter(m["lang"] for m in meta)
    if len(langs) < 100:
        err(f"only {len(langs)} languages")
    allow = sum(1 for r in records if r["expect"] == "allow")
    print(f"{len(records)} cases, {allow} allow ({allow / len(records):.1%}), "
          f"{sum(r['hard_lookalike'] for r in records)} hard, {len(langs)} language tags")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK")


def doc_ip(s):
    return bool(re.fullmatch(r"(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}", s))


if __name__ == "__main__":
    main()
