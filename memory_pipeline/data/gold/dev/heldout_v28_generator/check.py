"""Self-check for heldout_v28. Rebuilds both files in memory and compares them with the files on disk."""
import collections
import json
import os
import re
import sys

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ERR = []


def err(*a):
    ERR.append(" ".join(map(str, a)))


# ---- validators written independently of nums.py ----
def luhn(s):
    d = [int(c) for c in s][::-1]
    return sum(x if i % 2 == 0 else (x * 2 - 9 if x * 2 > 9 else x * 2) for i, x in enumerate(d)) % 10 == 0


def cnid_ok(s):
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(c) * k for c, k in zip(s[:17], w)) % 11] == s[17]


def iban_ok(s):
    s = s.replace(" ", "")
    n = "".join(c if c.isdigit() else str(ord(c) - 55) for c in s[4:] + s[:4])
    return int(n) % 97 == 1


def cpf_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    for k in (9, 10):
        if (sum(d[i] * (k + 1 - i) for i in range(k)) * 10 % 11) % 10 != d[k]:
            return False
    return True


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def bsn_ok(s):
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def pesel_ok(s):
    return (sum(int(a) * b for a, b in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]))) % 10 == 0


def pnr_ok(s):
    return luhn(s.replace("-", ""))


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


def kt_ok(s):
    s = s.replace("-", "")
    c = 11 - sum(int(a) * b for a, b in zip(s[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return (0 if c == 11 else c) == int(s[8])


def isbn_ok(s):
    s = s.replace("-", "")
    return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0


def uscc_ok(s):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [pow(3, i, 31) for i in range(17)]
    return cs[(31 - sum(cs.index(c) * k for c, k in zip(s, w)) % 31) % 31] == s[17]


HOST_OK = re.compile(r"(^|\.)example\.(com|net|org)$")
IP_OK = ("192.0.2.", "198.51.100.", "203.0.113.")
ALLOWED_REAL_HOSTS = {"registry.npmjs.org"}  # registry host in an .npmrc line; the token is fake


def check_hosts(cid, text):
    for m in re.finditer(r"[a-z][a-z0-9+]*://(?:[^@/\s]*@)?([^/:\s?#)\"'>]+)", text):
        h = m.group(1).lower()
        if h in ALLOWED_REAL_HOSTS:
            continue
        if not (HOST_OK.search(h) or h.startswith(IP_OK)):
            err(cid, "bad host", h)
    for m in re.finditer(r"[\w.+%-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text):
        h = m.group(1).lower()
        if h.startswith(IP_OK) or HOST_OK.search(h):
            continue
        rev = m.group(0)[::-1]  # the reversed-text case: the address is written backwards
        if "@" in rev and HOST_OK.search(rev.split("@")[1].lower()):
            continue
        err(cid, "bad mail domain", h)
    for m in re.finditer(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b", text):
        if not m.group(1).startswith(IP_OK):
            err(cid, "bad ip", m.group(1))


def main():
    recs, meta = build.build()
    out = build.dumps(recs)
    disk = open(os.path.join(HERE, "..", "gate_cases.jsonl"), encoding="utf-8").read()
    if out != disk:
        err("gate_cases.jsonl differs from a fresh build")
    ids = set()
    texts = set()
    fams = collections.Counter()
    keys_std = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    spec = {f[0]: f for f in build.FAMILIES}
    tpls = collections.Counter(t for _, t in meta)
    for t, n in tpls.items():
        if n > 1:
            err("template used twice", t[:60])
    for i, line in enumerate(disk.splitlines()):
        d = json.loads(line)
        cid = d["id"]
        want = keys_std + (["key", "value"] if d["family"].endswith("_split_kv") else [])
        if list(d) != want:
            err(cid, "keys", list(d))
        if cid != "v28-%04d" % (i + 1) or cid in ids:
            err(cid, "id")
        ids.add(cid)
        if d["text"] in texts:
            err(cid, "duplicate text")
        texts.add(d["text"])
        f = spec[d["family"]]
        fams[d["family"]] += 1
        if (d["kind"], d["expect"], d["hard_lookalike"]) != (f[1], f[2], f[3]):
            err(cid, "kind/expect/hard")
        text = d["text"]
        if d["family"].endswith("_split_kv"):
            if text.count("\t") != 1 or text != d["key"] + "\t" + d["value"] or not d["key"].strip() or not d["value"].strip():
                err(cid, "split_kv structure")
            if d["family"] == "pii_split_kv" and "⟪cut:" not in meta[i][1]:
                err(cid, "pii_split_kv secret not cut")
        if "⟪" in text or "⟫" in text:
            err(cid, "unfilled placeholder")
        check_hosts(cid, text)
        fam = d["family"]
        if fam == "card":
            nums_ = [re.sub(r"[ -]", "", m) for m in re.findall(r"\d[\d -]{12,22}\d", text)]
            if not nums_ or not all(luhn(n) for n in nums_ if len(n) >= 13):
                err(cid, "card luhn", nums_)
        if fam == "cn_id":
            m = re.search(r"\d{6} ?\d{8} ?\d{3}[\dX]", text)
            if not m or not cnid_ok(m.group(0).replace(" ", "")):
                err(cid, "cn id")
        if fam == "pii_other":
            tpl = meta[i][1]
            checks = [("iban", r"[A-Z]{2}\d{2}(?: [A-Z0-9]{1,4})+", iban_ok), ("cpf", r"\d{3}\.\d{3}\.\d{3}-\d{2}", cpf_ok),
                      ("dni", r"\d{8}[A-Z]", dni_ok), ("bsn", r"\b\d{9}\b", bsn_ok), ("pesel", r"\b\d{11}\b", pesel_ok),
                      ("pnr", r"\d{6}-\d{4}", pnr_ok), ("aadhaar", r"\d{4} \d{4} \d{4}", lambda s: verhoeff_ok(s.replace(" ", ""))),
                      ("kennitala", r"\d{6}-\d{4}", kt_ok)]
            for name, rx, fn in checks:
                if "⟪" + name in tpl:
                    m = re.search(rx, text)
                    if not m or not fn(m.group(0)):
                        err(cid, name, "invalid")
        if fam == "allow_number_lookalike":
            for m in re.finditer(r"(?<![\d-])\d{4} ?\d{4} ?\d{4} ?\d{4}(?![\d-])", text):
                if luhn(m.group(0).replace(" ", "")):
                    err(cid, "look-alike passes luhn")
            for m in re.finditer(r"978-\d-\d{4}-\d{4}-\d", text):
                if not isbn_ok(m.group(0)):
                    err(cid, "isbn")
            m = re.search(r"91\d{6}[0-9A-Z]{10}", text)
            if "⟪uscc" in meta[i][1] and (not m or not uscc_ok(m.group(0))):
                err(cid, "uscc")
    for name, _, _, _, _, n in build.FAMILIES:
        if fams[name] != n:
            err("count", name, fams[name], n)

    # ---- turns ----
    trecs, tlangs = turns.build()
    tdisk = open(os.path.join(HERE, "..", "extraction_turns.jsonl"), encoding="utf-8").read()
    if turns.dumps(trecs) != tdisk:
        err("extraction_turns.jsonl differs from a fresh build")
    tids = set()
    for i, line in enumerate(tdisk.splitlines()):
        d = json.loads(line)
        if list(d) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err(d["id"], "turn keys")
        if d["id"] != "v28-x%03d" % (i + 1) or d["id"] in tids:
            err(d["id"], "turn id")
        tids.add(d["id"])
        both = d["user"] + "\n" + d["assistant"]
        for p in d["payload"]:
            if p not in both:
                err(d["id"], "payload not verbatim", p[:40])
        for e in d["expected_fact_substrings"]:
            if e not in both:
                err(d["id"], "fact not in text", e)
            for p in d["payload"]:
                if e in p or p in e:
                    err(d["id"], "fact overlaps payload", e)
        if (d["family"] == "benign") != (d["payload"] == []):
            err(d["id"], "benign/payload rule")
        check_hosts(d["id"], both)

    langs = {l for l, _ in meta} | set(tlangs)
    mixed = {l for l in langs if re.fullmatch(r"[a-z]{2,3}-[a-z]{2}", l)}
    base = {l.split("-")[0] for l in langs if l not in mixed}
    print("gate cases:", len(recs), dict(fams))
    print("turns:", len(trecs))
    print("language tags:", len(langs), "| base languages:", len(base), "| code-switched tags:", sorted(mixed))
    if len(base) < 100:
        err("fewer than 100 languages")
    if ERR:
        print("\n".join(ERR))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
