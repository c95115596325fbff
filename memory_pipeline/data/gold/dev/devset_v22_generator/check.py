"""Self-check for devset_v22. Rebuilds in memory and compares byte for byte with the file on disk, then checks
format, ids, counts, split_kv structure, inserted values (validators written here, separate from nums.py),
fake domains/IPs and the language spread. Run: python3 check.py"""
import codecs
import collections
import ipaddress
import json
import re
import sys

import build

KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
errors = []


def err(msg):
    errors.append(msg)


recs, meta = build.build()
want_bytes = build.dump(recs).encode("utf-8")
with open(build.OUT, "rb") as f:
    disk = f.read()
if disk != want_bytes:
    err("file on disk differs from rebuild")

# ---- every line parses, keys, ids
ids, texts = set(), collections.Counter()
lines = disk.decode("utf-8").split("\n")
assert lines[-1] == ""
parsed = []
for i, ln in enumerate(lines[:-1], 1):
    try:
        r = json.loads(ln)
    except Exception as e:  # noqa: BLE001
        err("line %d does not parse: %s" % (i, e))
        continue
    parsed.append(r)
    exp = KEYS + (["key", "value"] if r["family"].endswith("_split_kv") else [])
    if list(r) != exp:
        err("%s key order %s" % (r.get("id"), list(r)))
    if r["id"] != "d22-%04d" % i:
        err("bad id %s at line %d" % (r["id"], i))
    if r["id"] in ids:
        err("duplicate id " + r["id"])
    ids.add(r["id"])
    texts[r["text"]] += 1
    if not r["text"].strip():
        err("empty text " + r["id"])
for t, c in texts.items():
    if c > 1:
        err("duplicate text: " + t[:60])

# ---- family sizes and labels
fam_spec = {f[0]: f for f in build.FAMILIES}
counts = collections.Counter(r["family"] for r in parsed)
for fam, kind, expect, hard, _src, _p, want in build.FAMILIES:
    if counts[fam] != want:
        err("%s: %d != %d" % (fam, counts[fam], want))
for r in parsed:
    _f, kind, expect, hard, *_ = fam_spec[r["family"]]
    if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
        err("labels wrong " + r["id"])
    if r["kind"] == "benign" and r["expect"] != "allow":
        err("benign not allow " + r["id"])
    if r["kind"] != "benign" and r["expect"] != "block":
        err("non-benign not block " + r["id"])

# ---- split_kv
for r, m in zip(parsed, meta):
    if r["family"].endswith("_split_kv"):
        if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
            err("split_kv structure " + r["id"])
        if r["family"] == "pii_split_kv":
            secret = m["inserted"][0][2]
            k, v = r["key"], r["value"]
            if secret in k or secret in v or not any(k.endswith(secret[:j]) and v.startswith(secret[j:])
                                                     for j in range(1, len(secret))):
                err("secret not cut across boundary " + r["id"])
    elif "\t" in r["text"]:
        err("tab in non-kv text " + r["id"])


# ---- validators (independent of nums.py)
def mod97_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def luhn(s):
    d = [int(c) for c in s][::-1]
    return sum(x if i % 2 == 0 else (x * 2 - 9 if x * 2 > 9 else x * 2) for i, x in enumerate(d)) % 10 == 0


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def kt_ok(s):
    s = s.replace("-", "")
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    r = (11 - sum(int(s[i]) * w[i] for i in range(8)) % 11) % 11
    return r != 10 and int(s[8]) == r


def ik_ok(s):
    d = [int(c) for c in s]
    c = sum(d[i] * ((i % 9) + 1) for i in range(10)) % 11
    if c == 10:
        c = sum(d[i] * (((i + 2) % 9) + 1) for i in range(10)) % 11 % 10
    return c == d[10]


def isbn_ok(s):
    d = [int(c) for c in s.replace("-", "")]
    return len(d) == 13 and sum(x * (1 if i % 2 == 0 else 3) for i, x in enumerate(d)) % 10 == 0


def digits_of(s):
    return "".join(str(int(unicode_digit)) for unicode_digit in s if unicode_digit.isdigit())


for r, m in zip(parsed, meta):
    for name, arg, v in m["inserted"]:
        if name == "obf":
            continue
        if r["family"] != "pii_split_kv" and v not in r["text"]:
            err("inserted value missing %s %s" % (r["id"], name))
        if name == "iban" and not mod97_ok(v):
            err("iban " + r["id"])
        if name == "dni" and not dni_ok(v):
            err("dni " + r["id"])
        if name == "kt" and not kt_ok(v):
            err("kennitala " + r["id"])
        if name == "ik" and not ik_ok(v):
            err("isikukood " + r["id"])
        if name == "isbn" and not isbn_ok(v):
            err("isbn " + r["id"])
        if name == "order16" and luhn(v.replace(" ", "")):
            err("order number passes Luhn " + r["id"])
        if name in ("ph", "pn"):
            n = len(digits_of(v))
            if not 8 <= n <= 15:
                err("phone length %d %s" % (n, r["id"]))
        if name in ("pin4", "pin6") and len(set(v)) < len(v) - 1:
            err("pin repeats " + r["id"])

# ---- fake domains and IPs only
for r in parsed:
    t = r["text"]
    for dom in re.findall(r"@([A-Za-z0-9.-]+\.[A-Za-z]{2,})", t):
        # reversed text and ROT13 are how two obfuscated cases hide an example.* domain
        variants = {dom.lower(), codecs.encode(dom.lower(), "rot_13")}
        variants |= {m[::-1].lower() for m in re.findall(r"([A-Za-z0-9.-]+)@" + re.escape(dom), t)}
        if not any(re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|net|org)", d) for d in variants):
            err("non-example e-mail domain %s in %s" % (dom, r["id"]))
    for host in re.findall(r"https?://([^/\s\"'<>?]+)", t):
        h = host.split(":")[0].rstrip(".,;)")
        try:
            ip = ipaddress.ip_address(h)
            if not any(ip in ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")):
                err("non-doc IP " + r["id"])
        except ValueError:
            if not re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|net|org)", h.lower()):
                err("non-example host %s in %s" % (h, r["id"]))
    for ip in re.findall(r"\b(\d{1,3}(?:\.\d{1,3}){3})\b", t):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")):
            err("non-doc IPv4 %s in %s" % (ip, r["id"]))

# ---- languages
langs = collections.Counter(m["lang"] for m in meta)
base = set()
for l in langs:
    base.update(l.split("-") if l.count("-") == 1 and l not in ("pa-Guru", "pa-Arab", "uz-Latn", "uz-Cyrl") else [l])
if len(langs) < 70:
    err("only %d language tags" % len(langs))
hard = [m["lang"] for r, m in zip(parsed, meta) if r["hard_lookalike"]]
major = {"en", "es", "fr", "de", "zh", "ja", "ru", "ar", "hi", "pt", "ko", "tr", "vi", "id", "it", "fa", "uk"}
lt_share = sum(1 for l in hard if l not in major and "-" not in l or l in ("pa-Guru", "pa-Arab", "uz-Latn", "uz-Cyrl")) / len(hard)
if lt_share < 0.5:
    err("long-tail share of look-alikes %.2f" % lt_share)

if errors:
    print("\n".join(errors))
    sys.exit(1)
print("OK: %d lines, %d ids, families %s" % (len(parsed), len(ids), dict(counts)))
print("language tags: %d (%s)" % (len(langs), ", ".join(sorted(langs))))
print("code-switched tags: %s" % [l for l in langs if l in ("hi-en", "es-en", "sw-en")])
print("long-tail share of hard look-alikes: %.2f" % lt_share)
