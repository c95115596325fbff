#!/usr/bin/env python3
"""Self-check for devset_v26_gate_cases.jsonl. Standard library only (Python 3.11).

Rebuilds the file in memory with build.py and compares it byte for byte with the file on disk, then checks the
structure and re-validates every inserted value with validators written here, independently of build.py.

    python3 check.py            # exit code 0 = all checks passed
    python3 check.py --summary  # also print the per-family table used in devset_v26_SOURCE.md
"""
import collections
import hashlib
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the generator folder free of __pycache__
import build  # noqa: E402

EXPECTED = {
    # family: (kind, expect, hard_lookalike, count)
    "phone_intl": ("pii", "block", False, 8),
    "phone_cn_numerals": ("pii", "block", False, 7),
    "phone_separators": ("pii", "block", False, 8),
    "card": ("pii", "block", False, 8),
    "cn_id": ("pii", "block", False, 6),
    "email_obfuscated": ("pii", "block", False, 10),
    "password_pin": ("pii", "block", False, 25),
    "url_credentials": ("pii", "block", False, 7),
    "secret_key_formats": ("pii", "block", False, 10),
    "pii_other": ("pii", "block", False, 25),
    "pii_split_kv": ("pii", "block", False, 8),
    "injection_paraphrase": ("injection", "block", False, 60),
    "injection_obfuscated": ("injection", "block", False, 9),
    "injection_chat_template": ("injection", "block", False, 8),
    "injection_roleplay": ("injection", "block", False, 40),
    "injection_in_fact": ("injection", "block", False, 60),
    "injection_payload": ("injection", "block", False, 11),
    "injection_split_kv": ("injection", "block", False, 9),
    "allow_number_lookalike": ("benign", "allow", True, 20),
    "allow_email_lookalike": ("benign", "allow", True, 20),
    "allow_password_lookalike": ("benign", "allow", True, 20),
    "allow_injection_talk": ("benign", "allow", True, 50),
    "benign_assistant_preference": ("benign", "allow", True, 35),
    "allow_plain": ("benign", "allow", False, 10),
}
MIN_LANGUAGES = 120
MIN_HARD = 140
BASE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
SPLIT_FAMILIES = {"pii_split_kv", "injection_split_kv"}

FAILS = []


def fail(msg):
    FAILS.append(msg)


# ----------------------------------------------------------------------------- independent validators

def v_luhn(s):
    digits = [int(c) for c in s]
    odd = digits[-1::-2]
    even = [sum(divmod(2 * d, 10)) for d in digits[-2::-2]]
    return (sum(odd) + sum(even)) % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    total = sum(int(c) * (2 ** (17 - i) % 11) for i, c in enumerate(s[:17]))
    return "10X98765432"[total % 11] == s[17]


IBAN_LEN = {"GE": 22, "LT": 20, "AL": 28, "KZ": 20, "AZ": 28, "MK": 19, "MT": 31, "IE": 22, "DE": 22,
            "EE": 20, "BA": 20, "IS": 26}


def v_iban(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    moved = s[4:] + s[:4]
    n = 0
    for ch in moved:
        n = (n * (100 if ch.isalpha() else 10) + (ord(ch) - 55 if ch.isalpha() else int(ch))) % 97
    return n == 1


def v_tckn(s):
    d = list(map(int, s))
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_cnp(s):
    d = list(map(int, s))
    r = sum(a * b for a, b in zip(d, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return len(d) == 13 and (1 if r == 10 else r) == d[12] and 1 <= int(s[3:5]) <= 12


def v_isikukood(s):
    d = list(map(int, s))
    w1 = [(i % 9) + 1 for i in range(10)]
    w2 = [((i + 2) % 9) + 1 for i in range(10)]
    r = sum(a * b for a, b in zip(d, w1)) % 11
    if r == 10:
        r = sum(a * b for a, b in zip(d, w2)) % 11
        r = 0 if r == 10 else r
    return len(d) == 11 and r == d[10] and d[0] in (1, 2, 3, 4, 5, 6)


def v_za_id(s):
    return len(s) == 13 and s.isdigit() and v_luhn(s) and 1 <= int(s[2:4]) <= 12


def v_rut(s):
    body, dv = s.replace(".", "").split("-")
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    exp = {11: "0", 10: "K"}.get(11 - total % 11, str(11 - total % 11))
    return exp == dv


def v_il_id(s):
    total = 0
    for i, c in enumerate(s):
        p = int(c) * (2 if i % 2 else 1)
        total += p // 10 + p % 10
    return len(s) == 9 and total % 10 == 0


def v_fnr(s):
    d = list(map(int, s))
    a = sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1])) % 11 == 0
    b = sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0
    return len(d) == 11 and a and b


def v_be_nrn(s):
    m = re.fullmatch(r"(\d\d)\.(\d\d)\.(\d\d)-(\d{3})\.(\d\d)", s)
    if not m:
        return False
    first = "".join(m.groups()[:4])
    cc = int(m.group(5))
    return cc in (97 - int(first) % 97, 97 - int("2" + first) % 97)


def _verhoeff_valid(num):
    # dihedral group D5 multiplication and permutation built from their definitions, not copied tables
    def mul(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5:
            return 5 + (a + b - 5) % 5
        if b < 5:
            return 5 + (a - 5 - b) % 5
        return (a - b) % 5
    perm1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]

    def perm(i, x):
        for _ in range(i % 8):
            x = perm1[x]
        return x
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = mul(c, perm(i, int(ch)))
    return c == 0


def v_aadhaar(s):
    s = s.replace(" ", "")
    return len(s) == 12 and s[0] not in "01" and _verhoeff_valid(s)


def v_cpf(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    for n in (9, 10):
        r = sum(x * (n + 1 - i) for i, x in enumerate(d[:n])) * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def v_dni(s):
    return re.fullmatch(r"\d{8}[A-Z]", s) is not None and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def _mrz_digit(field):
    vals = {str(i): i for i in range(10)}
    vals.update({chr(65 + i): 10 + i for i in range(26)})
    vals["<"] = 0
    w = (7, 3, 1)
    return str(sum(vals[c] * w[i % 3] for i, c in enumerate(field)) % 10)


def v_mrz(line2):
    if len(line2) != 44:
        return False
    ok = (_mrz_digit(line2[0:9]) == line2[9] and _mrz_digit(line2[13:19]) == line2[19]
          and _mrz_digit(line2[21:27]) == line2[27] and _mrz_digit(line2[28:42]) == line2[42])
    comp = line2[0:10] + line2[13:20] + line2[21:43]
    return ok and _mrz_digit(comp) == line2[43]


def v_gs1_13(s):
    s = s.replace("-", "")
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_uscc(s):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in cs for c in s):
        return False
    total = sum(cs.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return cs[(31 - total % 31) % 31] == s[17]


def v_s10(s):
    m = re.fullmatch(r"[A-Z]{2}(\d{8})(\d)[A-Z]{2}", s)
    if not m:
        return False
    r = 11 - sum(int(c) * w for c, w in zip(m.group(1), (8, 6, 4, 2, 3, 5, 9, 7))) % 11
    return int(m.group(2)) == {10: 0, 11: 5}.get(r, r)


def v_cas(s):
    digits = s.replace("-", "")
    body, chk = digits[:-1], int(digits[-1])
    return sum(int(c) * (i + 1) for i, c in enumerate(reversed(body))) % 10 == chk


def v_pin(s):
    if any(a == b for a, b in zip(s, s[1:])):
        return False
    for a, b, c in zip(s, s[1:], s[2:]):
        if int(b) - int(a) == int(c) - int(b) and abs(int(b) - int(a)) == 1:
            return False
    return len(s) != 4 or len(set(s)) == 4


def digits_of(s):
    out = []
    for ch in s:
        d = unicodedata.digit(ch, None)
        if d is not None:
            out.append(str(d))
    return "".join(out)


CN_CHARS = {}
for table in ["零一二三四五六七八九", "〇一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖", "零壹貳參肆伍陸柒捌玖"]:
    for i, ch in enumerate(table):
        CN_CHARS[ch] = str(i)
CN_CHARS.update({"洞": "0", "幺": "1", "两": "2", "拐": "7", "勾": "9"})
CN_CHARS.update({h: str(i) for i, h in enumerate(["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"])})


def cn_to_digits(s):
    return "".join(CN_CHARS.get(ch, ch if ch.isdigit() else "") for ch in s)


VALIDATORS = {
    "luhn": lambda raw, shown: v_luhn(raw) and re.sub(r"\D", "", shown) == raw,
    "not_luhn": lambda raw, shown: len(raw) == 16 and not v_luhn(raw) and re.sub(r"\D", "", shown) == raw,
    "cnid": lambda raw, shown: v_cnid(raw) and shown.replace(" ", "") == raw,
    "iban": lambda raw, shown: v_iban(raw) and shown.replace(" ", "") == raw,
    "tckn": lambda raw, shown: v_tckn(raw),
    "cnp": lambda raw, shown: v_cnp(raw),
    "isikukood": lambda raw, shown: v_isikukood(raw),
    "za_id": lambda raw, shown: v_za_id(raw),
    "rut": lambda raw, shown: v_rut(raw),
    "il_id": lambda raw, shown: v_il_id(raw),
    "fnr": lambda raw, shown: v_fnr(raw),
    "be_nrn": lambda raw, shown: v_be_nrn(raw),
    "aadhaar": lambda raw, shown: v_aadhaar(raw),
    "cpf": lambda raw, shown: v_cpf(raw),
    "hetu": lambda raw, shown: v_hetu(raw),
    "dni": lambda raw, shown: v_dni(raw),
    "mrz": lambda raw, shown: v_mrz(raw),
    "isbn13": lambda raw, shown: v_gs1_13(raw) and raw.startswith(("978", "979")),
    "ean13": lambda raw, shown: v_gs1_13(raw),
    "uscc": lambda raw, shown: v_uscc(raw),
    "s10": lambda raw, shown: v_s10(raw),
    "pin": lambda raw, shown: raw.isdigit() and v_pin(raw),
    "phone": lambda raw, shown: 9 <= len(digits_of(shown)) <= 15,
    "cnphone": lambda raw, shown: cn_to_digits(shown) == raw and len(raw) in (8, 11),
    "passport": lambda raw, shown: re.fullmatch(r"A\d{8}|P\d{7}[A-Z]|[A-Z]\d{7}|AK\d{7}", raw) is not None,
    "password": lambda raw, shown: len(raw) >= 4,
    "secret": lambda raw, shown: len(raw) >= 20,
    "split": lambda raw, shown: True,
}

# ----------------------------------------------------------------------------- fake-data checks

URL_RE = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/\s@]*@)?([^/\s:?#'\"<>)\]|`]+)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
OK_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|net|org)$")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def check_fake_data(rec):
    t = rec["text"]
    for m in URL_RE.finditer(t):
        host = m.group(1).lower().rstrip(".,;")
        if not OK_DOMAIN.search(host):
            fail("%s: URL host not an example domain: %r" % (rec["id"], host))
    for m in EMAIL_RE.finditer(t):
        if not OK_DOMAIN.search(m.group(1).lower()):
            fail("%s: e-mail domain not an example domain: %r" % (rec["id"], m.group(0)))
    for m in IPV4_RE.finditer(t):
        parts = [int(x) for x in m.groups()]
        if all(p <= 255 for p in parts) and not m.group(0).startswith(DOC_NETS):
            fail("%s: IPv4 literal outside documentation ranges: %s" % (rec["id"], m.group(0)))


# ----------------------------------------------------------------------------- main

def main():
    summary = "--summary" in sys.argv
    text, records, metas, langs = build.build()
    with open(build.OUT_PATH, "rb") as f:
        disk = f.read()
    if disk != text.encode("utf-8"):
        fail("file on disk differs from a fresh build (run build.py)")

    # JSON, key order, ids
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("file must end with a newline")
    parsed = [json.loads(l) for l in lines[:-1]]
    if parsed != records:
        fail("parsed file != built records")
    for i, rec in enumerate(parsed, 1):
        keys = list(rec)
        want = BASE_KEYS + (["key", "value"] if rec["family"] in SPLIT_FAMILIES else [])
        if keys != want:
            fail("%s: keys %r != %r" % (rec.get("id"), keys, want))
        if rec["id"] != "d26-%04d" % i:
            fail("id %r at line %d" % (rec["id"], i))

    # templates used once
    tpls = [t for fam in build.CASES.values() for _, t in fam]
    tpls += [(p, s, x) for _, p, s, x in build.SPLIT_PII] + [(k, v) for _, k, v, _ in build.SPLIT_INJ]
    dup_t = [t for t, c in collections.Counter(tpls).items() if c > 1]
    if dup_t:
        fail("templates used more than once: %r" % dup_t[:3])

    # families, order, counts, labels
    fam_order = [f for f, *_ in build.FAMILY_SPEC]
    if fam_order != list(EXPECTED):
        fail("family order/names differ from EXPECTED")
    seen_order = []
    for rec in parsed:
        if not seen_order or seen_order[-1] != rec["family"]:
            seen_order.append(rec["family"])
    if seen_order != fam_order:
        fail("records are not grouped by family in table order")
    counts = collections.Counter(r["family"] for r in parsed)
    for fam, (kind, expect, hard, n) in EXPECTED.items():
        if counts[fam] != n:
            fail("%s: %d cases, expected %d" % (fam, counts[fam], n))
    for rec in parsed:
        kind, expect, hard, _ = EXPECTED[rec["family"]]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            fail("%s: labels %r" % (rec["id"], (rec["kind"], rec["expect"], rec["hard_lookalike"])))
    n_hard = sum(r["hard_lookalike"] for r in parsed)
    if n_hard < MIN_HARD:
        fail("only %d hard look-alikes" % n_hard)

    # unique texts, no leftover placeholders, tabs only in split families
    dup = [t for t, c in collections.Counter(r["text"] for r in parsed).items() if c > 1]
    if dup:
        fail("duplicate texts: %r" % dup[:3])
    for rec in parsed:
        if "⟦" in rec["text"] or "⟧" in rec["text"]:
            fail("%s: unrendered placeholder" % rec["id"])
        if rec["family"] not in SPLIT_FAMILIES and "\t" in rec["text"]:
            fail("%s: TAB outside split_kv" % rec["id"])
        if rec["family"] == "email_obfuscated" and "example" not in rec["text"]:
            fail("%s: obfuscated e-mail without example domain" % rec["id"])
        check_fake_data(rec)

    # split_kv structure
    for rec, meta in zip(parsed, metas):
        if rec["family"] not in SPLIT_FAMILIES:
            continue
        t, k, v = rec["text"], rec["key"], rec["value"]
        if t.count("\t") != 1 or t != k + "\t" + v or "\t" in k or "\t" in v or not k or not v:
            fail("%s: bad split_kv structure" % rec["id"])
            continue
        spans = [raw for typ, raw, _ in meta if typ == "split"]
        if len(spans) != 1:
            fail("%s: expected one split span" % rec["id"])
            continue
        joined, span = k + v, spans[0]
        starts = [m.start() for m in re.finditer(re.escape(span), joined)]
        if not any(s < len(k) < s + len(span) for s in starts):
            fail("%s: secret/instruction does not cross the key/value boundary" % rec["id"])

    # inserted values re-validated
    n_checked = collections.Counter()
    for rec, meta in zip(parsed, metas):
        flat = rec["key"] + rec["value"] if rec["family"] in SPLIT_FAMILIES else rec["text"]
        for typ, raw, shown in meta:
            if typ != "split" and shown not in flat:
                fail("%s: value %r not in text" % (rec["id"], shown))
            if not VALIDATORS[typ](raw, shown):
                fail("%s: %s value %r fails validation" % (rec["id"], typ, raw))
            n_checked[typ] += 1
        if rec["family"] in ("allow_number_lookalike",):
            for cas in re.findall(r"CAS (\d{2,7}-\d\d-\d)", rec["text"]):
                if not v_cas(cas):
                    fail("%s: CAS %s invalid" % (rec["id"], cas))
                n_checked["cas"] += 1
    # PII families must carry at least one validated value (except hand-written addresses / obfuscated e-mails)
    for rec, meta in zip(parsed, metas):
        if rec["family"] in ("phone_intl", "phone_cn_numerals", "phone_separators", "card", "cn_id",
                             "password_pin", "url_credentials", "secret_key_formats", "pii_split_kv"):
            if not [m for m in meta if m[0] != "split"]:
                fail("%s: no generated value" % rec["id"])

    # languages
    unknown = sorted(set(langs) - set(build.LANG_NAMES))
    if unknown:
        fail("language tags without a name: %r" % unknown)
    unused = sorted(set(build.LANG_NAMES) - set(langs))
    if unused:
        fail("named but unused language tags: %r" % unused)
    if len(set(langs)) < MIN_LANGUAGES:
        fail("only %d languages" % len(set(langs)))

    md5 = hashlib.md5(disk).hexdigest()
    if summary:
        fam_langs = collections.defaultdict(set)
        for rec, lang in zip(parsed, langs):
            fam_langs[rec["family"]].add(lang)
        print("| family | kind | expect | hard | n | languages |")
        print("|---|---|---|---|---|---|")
        for fam, (kind, expect, hard, n) in EXPECTED.items():
            print("| %s | %s | %s | %s | %d | %d |" % (fam, kind, expect, "yes" if hard else "no", counts[fam],
                                                     len(fam_langs[fam])))
        by_kind = collections.Counter(r["kind"] for r in parsed)
        print("totals:", dict(by_kind), "block", sum(r["expect"] == "block" for r in parsed),
              "allow", sum(r["expect"] == "allow" for r in parsed), "hard", n_hard)
        lc = collections.Counter(langs)
        print("languages (%d):" % len(lc), ", ".join("%s %d" % (k, v) for k, v in sorted(lc.items())))
        print("validated values:", dict(sorted(n_checked.items())))
    print("lines %d, languages %d, hard look-alikes %d, md5 %s" % (len(parsed), len(set(langs)), n_hard, md5))
    if FAILS:
        for f in FAILS:
            print("FAIL:", f)
        print("%d check(s) failed" % len(FAILS))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
