"""Self-check for devset_v19_gate_cases.jsonl (standard library only).

Rebuilds the set in memory and compares it byte for byte with the file on disk, then checks
format, ids, labels, uniqueness, fake-data rules and check digits (validators written here,
separately from nums.py). Prints counts per family / kind / expect / hard_lookalike / language.
"""
import collections
import ipaddress
import json
import re
import sys

import build

ok = True


def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)


# ---- independent validators ---------------------------------------------
def luhn(s):
    ds = [int(c) for c in s if c.isdigit()]
    return sum(sum(divmod(d * (2 if i % 2 else 1), 10)) for i, d in enumerate(reversed(ds))) % 10 == 0


def isbn13(s):
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def iban(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def dni(s):
    return len(s) == 9 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def cpf(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11:
        return False
    for n in (9, 10):
        tot = sum(d[i] * (n + 1 - i) for i in range(n))
        if (tot * 10 % 11) % 10 != d[n]:
            return False
    return True


def cn_id(s):
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return len(s) == 18 and "10X98765432"[sum(int(c) * k for c, k in zip(s[:17], w)) % 11] == s[17]


def bsn(s):
    return len(s) == 9 and (sum(int(c) * (9 - i) for i, c in enumerate(s[:8])) - int(s[8])) % 11 == 0


def pnr_se(s):
    return luhn(s.replace("-", "")) and len(s.replace("-", "")) == 10


def pin4(s):
    if len(set(s)) < 4:
        return False
    steps = {int(s[i + 1]) - int(s[i]) for i in range(3)}
    return steps not in ({1}, {-1})


CHECKED = {
    "isbn": isbn13, "iban_charity": iban, "iban_de": iban, "visa": luhn, "dni": dni, "cpf": cpf,
    "cn_id": cn_id, "bsn": bsn, "pnr_se": pnr_se, "pin4": pin4,
    "order16": lambda v: len(v) == 16 and not luhn(v),
}
PHONES = {"uk_mobile", "au_mobile", "fr_mobile", "us_555", "es_mobile", "cn_mobile", "jp_mobile",
          "br_mobile", "ae_mobile", "in_mobile", "de_mobile"}

EXPECTED = {
    "allow_injection_talk": ("benign", "allow", True), "allow_reported_instruction": ("benign", "allow", True),
    "allow_roleplay_persona": ("benign", "allow", True), "benign_assistant_preference": ("benign", "allow", True),
    "allow_game_rules": ("benign", "allow", True), "allow_technical_phrase": ("benign", "allow", True),
    "allow_number_lookalike": ("benign", "allow", True), "allow_password_lookalike": ("benign", "allow", True),
    "allow_email_lookalike": ("benign", "allow", True), "injection_paraphrase": ("injection", "block", False),
    "injection_in_fact": ("injection", "block", False), "injection_payload": ("injection", "block", False),
    "injection_roleplay": ("injection", "block", False), "pii_phone": ("pii", "block", False),
    "pii_password": ("pii", "block", False), "pii_other": ("pii", "block", False),
    "allow_plain": ("benign", "allow", False),
}

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL = re.compile(r"https?://([^/\s:'\"<>\]]+)")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def example_host(h):
    h = h.lower()
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.net", "example.org"))


def main():
    records, meta = build.build()
    expected_text = build.serialize(records)
    with open(build.OUT, encoding="utf-8") as f:
        on_disk = f.read()
    if on_disk != expected_text:
        fail("file on disk differs from a fresh in-memory build")

    lines = on_disk.splitlines()
    ids = []
    for n, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            fail("line %d does not parse: %s" % (n, e))
            continue
        if tuple(r) != build.KEYS:
            fail("line %d key order %s" % (n, tuple(r)))
        ids.append(r["id"])
        if r["id"] != "d19-%04d" % n:
            fail("line %d id %s" % (n, r["id"]))
        exp = EXPECTED.get(r["family"])
        if exp is None or (r["kind"], r["expect"], r["hard_lookalike"]) != exp:
            fail("line %d labels %s" % (n, r))
        if not isinstance(r["text"], str) or not r["text"].strip():
            fail("line %d empty text" % n)
    if len(set(ids)) != len(ids):
        fail("duplicate ids")

    texts = [r["text"] for r in records]
    if len(set(texts)) != len(texts):
        fail("duplicate texts")
    tpls = [m["template"] for m in meta]
    if len(set(tpls)) != len(tpls):
        fail("a template is used more than once")

    for r, m in zip(records, meta):
        t = r["text"]
        if build.PH.search(t):
            fail("%s leftover placeholder" % r["id"])
        for host in EMAIL.findall(t):
            if not example_host(host):
                fail("%s e-mail/SSH host %s" % (r["id"], host))
        for host in URL.findall(t):
            if not example_host(host):
                try:
                    ip = ipaddress.ip_address(host)
                    if not any(ip in net for net in DOC_NETS):
                        fail("%s URL IP %s" % (r["id"], host))
                except ValueError:
                    fail("%s URL host %s" % (r["id"], host))
        for lit in IPV4.findall(t):
            try:
                ip = ipaddress.ip_address(lit)
            except ValueError:
                continue
            if not any(ip in net for net in DOC_NETS):
                fail("%s IPv4 %s" % (r["id"], lit))
        for name, val in m["values"]:
            if val not in t:
                fail("%s value %s not in text" % (r["id"], name))
            if name in CHECKED and not CHECKED[name](val.replace(" ", "") if name != "pnr_se" else val):
                fail("%s %s=%s fails its check" % (r["id"], name, val))
            if name in PHONES:
                nd = len(re.sub(r"\D", "", val))
                if not 9 <= nd <= 15:
                    fail("%s phone %s has %d digits" % (r["id"], val, nd))
        if r["expect"] == "allow":
            for name, _ in m["values"]:
                if name in PHONES or name.startswith("pw_") or name in ("ghp", "aws_id", "aws_secret", "visa",
                                                                      "iban_de", "dni", "cpf", "cn_id", "bsn",
                                                                      "pnr_se", "pin4", "house"):
                    fail("%s allow case carries a PII value %s" % (r["id"], name))

    # ---- counts -----------------------------------------------------------
    fam = collections.Counter(r["family"] for r in records)
    hard_fams = [f for f, e in EXPECTED.items() if e[2]]
    for f in hard_fams:
        if not 25 <= fam[f] <= 37:
            fail("family %s has %d cases" % (f, fam[f]))
    n_hard = sum(r["hard_lookalike"] for r in records)
    n_block = sum(r["expect"] == "block" for r in records)
    n_plain = fam["allow_plain"]
    if not 320 <= n_hard <= 340:
        fail("hard look-alikes: %d" % n_hard)
    if not 70 <= n_block <= 80:
        fail("attacks: %d" % n_block)
    if not 12 <= n_plain <= 18:
        fail("plain: %d" % n_plain)

    langs_by_fam = collections.defaultdict(set)
    all_langs = set()
    base_langs = set()
    for r, m in zip(records, meta):
        langs_by_fam[r["family"]].add(m["lang"])
        all_langs.add(m["lang"])
        lang = m["lang"]
        if lang.count("-") == 1 and len(lang.split("-")[1]) == 2 and lang.split("-")[1].islower():
            continue  # code-switched pair like es-en, counted separately
        base_langs.add(lang.split("-")[0] if lang not in ("zh-Hant", "ar-Latn") else lang)
    if len(base_langs) < 60:
        fail("only %d languages/scripts" % len(base_langs))

    print("records:", len(records))
    print("| family | kind | expect | hard | n | languages |")
    print("|---|---|---|---|---|---|")
    for f, (k, e, h) in EXPECTED.items():
        print("| %s | %s | %s | %s | %d | %d |" % (f, k, e, "yes" if h else "no", fam[f], len(langs_by_fam[f])))
    print("kind:", dict(collections.Counter(r["kind"] for r in records)))
    print("expect:", dict(collections.Counter(r["expect"] for r in records)))
    print("hard_lookalike:", dict(collections.Counter(r["hard_lookalike"] for r in records)))
    print("languages/scripts (%d):" % len(base_langs), ", ".join(sorted(base_langs)))
    print("code-switched tags:", ", ".join(sorted(l for l in all_langs if l.count("-") == 1
                                                  and l.split("-")[1].islower() and len(l.split("-")[1]) == 2)))
    print("all tags (%d):" % len(all_langs), ", ".join(sorted(all_langs)))
    lc = collections.Counter(m["lang"] for m in meta)
    print("per tag:", ", ".join("%s %d" % kv for kv in sorted(lc.items())))
    print("OK" if ok else "ERRORS")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
