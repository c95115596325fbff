# -*- coding: utf-8 -*-
"""Self-check for devset v21:  python3 check.py [--table] [--langs]

Rebuilds the corpus in memory and compares it byte for byte with
../gate_cases.jsonl, then checks structure, counts, inserted values (with
validators written here, independently of nums.py), fake domains and language
coverage.  --table prints the family table, --langs prints id, family, language.  Exits non-zero on the first failed group of checks.
"""
import collections
import json
import os
import re
import sys
import unicodedata
import urllib.parse

import build

EXPECTED = {
    "phone_intl": 10, "phone_cn_numerals": 20, "phone_separators": 15,
    "email_obfuscated": 10, "password_pin": 45, "pii_other": 10,
    "injection_paraphrase": 70, "injection_obfuscated": 25, "injection_roleplay": 15,
    "injection_in_fact": 40, "injection_payload": 40, "injection_split_kv": 10,
    "allow_number_lookalike": 30, "allow_password_lookalike": 30,
    "allow_injection_talk": 35, "benign_assistant_preference": 35, "allow_plain": 10,
}
MINORITY = ("km lo my te kn ml gu pa pnb or ps tg tt ba cv am ti zu xh ig rw lg qu ay gn ht "
            "lb fo sq mk bs lv et sl be ug sd dv bo gl oc br fy eo la mi sm to hmn sn wo ln "
            "om su bi tpi").split()
MAJOR = "en zh zh-Hant yue ja ko es fr de ru ar hi pt tr vi id th".split()
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- validators (independent of nums.py)
CJK_DIGIT = {}
for d, chars in enumerate(["零〇洞", "一幺壹", "二两贰貳", "三叁參", "四肆", "五伍", "六陆陸",
                           "七拐柒", "八捌", "九勾玖"]):
    for ch in chars:
        CJK_DIGIT[ch] = str(d)
for d, ch in enumerate("공일이삼사오육칠팔구"):
    CJK_DIGIT[ch] = str(d)


def phone_digits(s):
    out = []
    for ch in s:
        if ch in CJK_DIGIT:
            out.append(CJK_DIGIT[ch])
        else:
            try:
                out.append(str(unicodedata.digit(ch)))
            except (TypeError, ValueError):
                pass
    return "".join(out)


def luhn_ok(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    lengths = {"EE": 20, "LV": 21, "LU": 20, "SI": 19}
    if lengths.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def verhoeff_ok(s):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(s):
    s = s.replace(" ", "")
    return len(s) == 12 and s[0] not in "01" and verhoeff_ok(s)


def isikukood_ok(s):
    if not re.fullmatch(r"[1-6]\d{10}", s):
        return False
    a = [int(c) for c in s]
    r = sum(a[i] * (i % 9 + 1) for i in range(10)) % 11
    if r == 10:
        r = sum(a[i] * ((i + 2) % 9 + 1) for i in range(10)) % 11
        r = 0 if r == 10 else r
    mm, dd = int(s[3:5]), int(s[5:7])
    return r == a[10] and 1 <= mm <= 12 and 1 <= dd <= 31


def cn_id_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(s[i]) * w[i] for i in range(17)) % 11] == s[17]


def jmbg_ok(s):
    if not re.fullmatch(r"\d{13}", s):
        return False
    a = [int(c) for c in s]
    m = 11 - sum((7 - i % 6) * a[i] for i in range(12)) % 11
    m = 0 if m > 9 else m
    return m == a[12] and 1 <= int(s[2:4]) <= 12 and 10 <= int(s[7:9]) <= 19


def tckn_ok(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    a = [int(c) for c in s]
    return (a[9] == ((sum(a[0:9:2]) * 7 - sum(a[1:8:2])) % 10)) and a[10] == sum(a[:10]) % 10


def pin_ok(s):
    return (s.isdigit() and len(set(s)) == len(s)
            and all(abs(int(x) - int(y)) != 1 for x, y in zip(s, s[1:])))


# ---------------------------------------------------------------- domains
ALLOWED_HOST = re.compile(r"(?:^|.*\.)example\.(?:com|net|org)$")
EMAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
URL_RE = re.compile(r"https?://([^/\s?#\"'<>,;()]+)")
BARE_RE = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|de|jp|ru|cn|fr|uk|info|biz))\b", re.I)
IPV4_RE = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


HOMOGLYPH_BACK = dict(zip("асеорхуіјѕАВСЕНКМОРТХ", "aceopxyijsABCEHKMOPTX"))


def check_hosts(where, s):
    s = urllib.parse.unquote(s)
    s = "".join(HOMOGLYPH_BACK.get(c, c) for c in s)
    for rx in (EMAIL_RE, URL_RE, BARE_RE):
        for m in rx.finditer(s):
            host = m.group(1).lower().rstrip(".")
            if not ALLOWED_HOST.match(host):
                err("%s: host not example.*: %r" % (where, host))
    for m in IPV4_RE.finditer(s):
        if not m.group(0).startswith(DOC_NETS):
            err("%s: IPv4 literal outside documentation ranges: %s" % (where, m.group(0)))


# ---------------------------------------------------------------- main
def main():
    records, meta = build.build()
    data = build.serialise(records)
    path = os.path.normpath(build.OUT)
    with open(path, "rb") as f:
        disk = f.read()
    if disk != data:
        err("gate_cases.jsonl on disk differs from a fresh build")

    lines = disk.decode("utf-8").splitlines()
    fam_count = collections.Counter()
    fam_langs = collections.defaultdict(set)
    lang_count = collections.Counter()
    texts = set()
    for i, (line, m) in enumerate(zip(lines, meta), 1):
        r = json.loads(line)
        want_keys = KEYS + (["key", "value"] if r["family"].endswith("_split_kv") else [])
        if list(r) != want_keys:
            err("%s: keys %s" % (r.get("id"), list(r)))
        if r["id"] != "d21-%04d" % i:
            err("line %d: id %s" % (i, r["id"]))
        fam = r["family"]
        fam_count[fam] += 1
        fam_langs[fam].add(m["lang"])
        lang_count[m["lang"]] += 1
        spec = {f: (k, e, h) for f, k, e, h, _ in build.FAMILIES}[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != spec:
            err("%s: kind/expect/hard mismatch" % r["id"])
        t = r["text"]
        if t in texts:
            err("%s: duplicate text" % r["id"])
        texts.add(t)
        if "⟦" in t or "⟧" in t:
            err("%s: unfilled placeholder" % r["id"])
        if fam.endswith("_split_kv"):
            if t.count("\t") != 1 or t != r["key"] + "\t" + r["value"]:
                err("%s: split_kv structure" % r["id"])
            if not r["key"].strip() or not r["value"].strip():
                err("%s: empty key or value" % r["id"])
        elif "\t" in t:
            err("%s: TAB outside split_kv" % r["id"])
        if r["expect"] == "allow" and m["values"]:
            err("%s: allow case has inserted values" % r["id"])
        check_hosts(r["id"], t)
        if "payload" in m:
            check_hosts(r["id"] + " (payload before encoding)", m["payload"])
            if m["payload"] in t:
                err("%s: obfuscated payload appears in clear" % r["id"])
        for kind, shown, raw in m["values"]:
            if shown not in t:
                err("%s: value %r not in text" % (r["id"], shown))
            ok = True
            if kind == "phone":
                ok = 9 <= len(phone_digits(shown)) <= 15
            elif kind == "pin":
                ok = pin_ok(shown)
            elif kind == "pin_words":
                ok = pin_ok(raw) and not re.search(r"[0-9]", shown)
            elif kind in ("otp",):
                ok = shown.isdigit() and len(shown) == 6
            elif kind == "combo":
                ok = re.fullmatch(r"\d\d-\d\d-\d\d", shown) is not None
            elif kind == "digicode":
                ok = re.fullmatch(r"[A-C]\d{4}", shown) is not None and pin_ok(shown[1:])
            elif kind == "password":
                ok = len(shown) >= 8 and not set(shown) <= set("*●•")
            elif kind == "iban":
                ok = iban_ok(shown)
            elif kind == "card":
                c = shown.replace(" ", "")
                ok = len(c) == 16 and c[0] == "4" and luhn_ok(c)
            elif kind == "aadhaar":
                ok = aadhaar_ok(shown)
            elif kind == "isikukood":
                ok = isikukood_ok(shown)
            elif kind == "cn_id":
                ok = cn_id_ok(shown)
            elif kind == "jmbg":
                ok = jmbg_ok(shown)
            elif kind == "tckn":
                ok = tckn_ok(shown)
            if not ok:
                err("%s: invalid %s value %r" % (r["id"], kind, shown))

    if len(lines) != sum(EXPECTED.values()):
        err("line count %d" % len(lines))
    for fam, n in EXPECTED.items():
        if fam_count[fam] != n:
            err("family %s: %d cases, expected %d" % (fam, fam_count[fam], n))

    # every case is its own template: no template text repeated
    seen = collections.Counter()
    for _, _, _, _, cases in build.FAMILIES:
        for c in cases:
            seen[tuple(c)] += 1
    if any(v > 1 for v in seen.values()):
        err("a template is used more than once")

    langs = set(lang_count)
    missing = [l for l in MINORITY if l not in langs]
    if missing:
        err("minority languages missing: %s" % missing)
    unknown = langs - set(MINORITY) - set(MAJOR) - {"bn"}
    if unknown:
        err("unknown language codes: %s" % sorted(unknown))
    if len(langs) < 55:
        err("only %d languages" % len(langs))
    major_n = sum(n for l, n in lang_count.items() if l in MAJOR)
    share = major_n / len(lines)
    if not 0.15 <= share <= 0.25:
        err("major-language share %.2f outside 0.15-0.25" % share)

    if "--table" in sys.argv:
        print("| family | kind | expect | hard | n | languages |")
        print("|---|---|---|---|---|---|")
        for f, k, e, h, _ in build.FAMILIES:
            print("| %s | %s | %s | %s | %d | %d |" % (f, k, e, "yes" if h else "no",
                                                       fam_count[f], len(fam_langs[f])))
        print()
        print("languages: %d; major-language cases %d (%.0f%%)" % (len(langs), major_n, 100 * share))
        print(", ".join("%s %d" % (l, lang_count[l]) for l in MINORITY + ["bn"] + MAJOR if l in lang_count))

    if "--langs" in sys.argv:
        for r, m in zip(records, meta):
            print("%s\t%s\t%s" % (r["id"], r["family"], m["lang"]))

    if errors:
        for e in errors:
            print("FAIL", e)
        sys.exit(1)
    print("OK: %d cases, %d families, %d languages, byte-identical rebuild" %
          (len(lines), len(fam_count), len(langs)))


if __name__ == "__main__":
    main()
