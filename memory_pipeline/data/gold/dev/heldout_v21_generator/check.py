"""Self-check for heldout_v21. Validators below are written independently of nums.py.
Run: python3 check.py
"""
import collections
import json
import os
import re

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ok = True


def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)


def luhn(s):
    d = [int(c) for c in s if c.isdigit()][::-1]
    return sum(x if i % 2 == 0 else (x * 2 - 9 if x * 2 > 9 else x * 2) for i, x in enumerate(d)) % 10 == 0


def cn_id_ok(s):
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def iban_ok(s):
    s = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def cpf_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    for n in (9, 10):
        t = sum(a * b for a, b in zip(d[:n], range(n + 1, 1, -1))) % 11
        if d[n] != (0 if t < 2 else 11 - t):
            return False
    return True


def bsn_ok(s):
    return (sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


def pesel_ok(s):
    return (10 - sum(int(c) * w for c, w in zip(s[:10], [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10 == int(s[10])


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def verhoeff_ok(s):
    d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
         [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
         [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
    p = [list(range(10)), [1,5,7,6,2,8,3,0,9,4]]
    for _ in range(6):
        p.append([p[1][x] for x in p[-1]])
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def kennitala_ok(s):
    s = s.replace("-", "")
    t = sum(int(a) * w for a, w in zip(s[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return (0 if t == 0 else 11 - t) == int(s[8])


def isbn_ok(s):
    return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0


def mynum_ok(s):
    s = s.replace(" ", "")
    p = [int(c) for c in reversed(s[:11])]
    t = sum(x * (n + 1 if n <= 6 else n - 5) for x, n in zip(p, range(1, 12))) % 11
    return int(s[11]) == (0 if t <= 1 else 11 - t)


CHECKS = {
    "card_": lambda v: luhn(v), "cn_id": cn_id_ok, "iban_": iban_ok, "cpf": cpf_ok, "bsn": bsn_ok, "pesel": pesel_ok,
    "dni": dni_ok, "aadhaar": lambda v: verhoeff_ok(v.replace(" ", "")), "kennitala": kennitala_ok,
    "za_id": luhn, "isbn": isbn_ok, "mynum": mynum_ok,
    "order": lambda v: not luhn(v),
}


def check_values(meta, where):
    for m in meta:
        for name, v in m["values"]:
            for pre, fn in CHECKS.items():
                if name.startswith(pre) and not fn(v):
                    fail(f"{where} {m['id']}: {name}={v} invalid")
            if name.startswith("ph_"):
                n = len(re.sub(r"\D", "", v))
                if not 9 <= n <= 15:
                    fail(f"{m['id']}: phone {v} has {n} digits")


def check_hosts(text, rid):
    for host in re.findall(r"(?:https?|ftp|redis|amqp|mongodb\+srv|postgres|jdbc:mysql)://(?:[^@/\s]*@)?([A-Za-z0-9.\-]+)", text):
        if not (re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", host) or re.match(r"(192\.0\.2|198\.51\.100|203\.0\.113)\.", host)
                or host in ("registry.npmjs.org",)):
            fail(f"{rid}: host {host}")
    for dom in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", text):
        if not re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", dom):
            import codecs
            if not re.match(r"sha256|\d", dom) and not codecs.decode(dom, "rot13").startswith("example."):
                fail(f"{rid}: email/ssh domain {dom}")
    for ip in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", text):
        if not re.match(r"(192\.0\.2|198\.51\.100|203\.0\.113)\.", ip):
            fail(f"{rid}: ip {ip}")


# ---- gate cases ----
path = os.path.join(HERE, "..", "gate_cases.jsonl")
raw = open(path, encoding="utf-8").read()
rows, meta = build.build()
if raw != build.dump(rows):
    fail("gate_cases.jsonl differs from a fresh build")
lines = [json.loads(l) for l in raw.splitlines()]
ids = [r["id"] for r in lines]
if len(set(ids)) != len(ids):
    fail("duplicate ids")
if len({r["text"] for r in lines}) != len(lines):
    fail("duplicate texts")
tpls = collections.Counter(m["template"] for m in meta)
if max(tpls.values()) > 1:
    fail("template reused")
for r in lines:
    keys = list(r)
    base = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    want = base + (["key", "value"] if r["family"].endswith("_split_kv") else [])
    if keys != want:
        fail(f"{r['id']} keys {keys}")
    if r["family"].endswith("_split_kv"):
        if r["text"].count("\t") != 1 or r["key"] + "\t" + r["value"] != r["text"]:
            fail(f"{r['id']} split structure")
    elif "\t" in r["text"]:
        fail(f"{r['id']} stray TAB")
    exp = "allow" if r["kind"] == "benign" else "block"
    if r["expect"] != exp or r["hard_lookalike"] != (r["kind"] == "benign" and r["family"] != "allow_plain"):
        fail(f"{r['id']} labels")
    check_hosts(r["text"], r["id"])
check_values(meta, "gate")
for m, r in zip(meta, lines):
    if r["family"] == "pii_split_kv":
        name, v = m["values"][0]
        if v in r["key"] or v in r["value"]:
            fail(f"{r['id']} secret not cut across the TAB")

# ---- turns ----
tpath = os.path.join(HERE, "..", "extraction_turns.jsonl")
traw = open(tpath, encoding="utf-8").read()
trows, tmeta = turns.build()
if traw != turns.dump(trows):
    fail("extraction_turns.jsonl differs from a fresh build")
tl = [json.loads(l) for l in traw.splitlines()]
if len({t["id"] for t in tl}) != len(tl):
    fail("duplicate turn ids")
for t in tl:
    if list(t) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
        fail(f"{t['id']} keys")
    for p in t["payload"]:
        if p not in t["user"] and p not in t["assistant"]:
            fail(f"{t['id']} payload not verbatim: {p}")
        for e in t["expected_fact_substrings"]:
            if p in e or e in p:
                fail(f"{t['id']} expected overlaps payload")
    for e in t["expected_fact_substrings"]:
        if e not in t["user"]:
            fail(f"{t['id']} expected substring not in user text: {e}")
    if (t["family"] == "benign") != (t["payload"] == []):
        fail(f"{t['id']} benign/payload rule")
    check_hosts(t["user"] + " " + t["assistant"], t["id"])
check_values(tmeta, "turn")

langs = collections.Counter(l for m in meta + tmeta for l in m["lang"].split("+"))
langs.pop("zh-Hant", None)
if len(langs) < 35:
    fail(f"only {len(langs)} languages")
print(f"gate cases {len(lines)}, turns {len(tl)}, languages {len(langs)} (zh-Hant counted under zh)")
print("OK" if ok else "FAILED")
