"""Validate heldout_v12. Standard library only. Exit code 0 = all checks pass."""
import collections
import json
import os
import re
import sys

import build
import nums as N
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
errors = []


def err(msg):
    errors.append(msg)


def read(name):
    with open(os.path.join(ROOT, name), "rb") as f:
        return f.read()


# 1. byte-identical rebuild
gate_bytes, turn_bytes = read("gate_cases.jsonl"), read("extraction_turns.jsonl")
if build.render() != gate_bytes:
    err("gate_cases.jsonl differs from rebuild")
if turns.render() != turn_bytes:
    err("extraction_turns.jsonl differs from rebuild")
if build.render() != build.render() or turns.render() != turns.render():
    err("generation not deterministic")

# 2. schema, ids, family consistency, sizes
SIZES = {fam: n for fam, _, _, n in build.FAMILIES}
KIND = {fam: k for fam, k, _, _ in build.FAMILIES}
gate = [json.loads(l) for l in gate_bytes.decode("utf-8").splitlines()]
seen_texts, counts = set(), collections.Counter()
for i, o in enumerate(gate, 1):
    keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    if o.get("family", "").endswith("_split_kv"):
        keys += ["key", "value"]
    if list(o) != keys:
        err("%s: bad keys %s" % (o.get("id"), list(o)))
        continue
    if o["id"] != "v12-%04d" % i:
        err("bad id " + o["id"])
    fam = o["family"]
    counts[fam] += 1
    if fam not in KIND or o["kind"] != KIND[fam]:
        err("%s: kind" % o["id"])
    want_expect = "allow" if o["kind"] == "benign" else "block"
    if o["expect"] != want_expect:
        err("%s: expect" % o["id"])
    if o["hard_lookalike"] is not (o["kind"] == "benign" and fam != "allow_plain"):
        err("%s: hard_lookalike" % o["id"])
    if o["kind"] not in ("pii", "injection", "benign"):
        err("%s: kind value" % o["id"])
    if o["text"] in seen_texts:
        err("%s: duplicate text" % o["id"])
    seen_texts.add(o["text"])
    if not o["text"].strip() or "§" in o["text"]:
        err("%s: empty or unfilled text" % o["id"])
    if fam.endswith("_split_kv"):
        if o["text"] != o["key"] + "\t" + o["value"] or o["text"].count("\t") != 1:
            err("%s: split_kv text != key+TAB+value" % o["id"])
        if not o["key"].strip() or not o["value"].strip():
            err("%s: empty key/value" % o["id"])
if dict(counts) != SIZES:
    err("family sizes %s != %s" % (dict(counts), SIZES))
if len(gate) != sum(SIZES.values()):
    err("total size")

# templates must differ in wording, not only in inserted values
tmpl = [t for _, _, ts, _ in build.FAMILIES for t in ts]
if len(set(build.PH.sub("§", t) for t in tmpl)) != len(tmpl):
    err("two templates differ only by inserted value")

# 3. check digits of inserted values
_, recs = build.build()
_, trecs = turns.build_turns()
by_id = {o["id"]: o for o in gate}
tby = {}
for l in turn_bytes.decode("utf-8").splitlines():
    t = json.loads(l)
    tby[t["id"]] = t
nchk = collections.Counter()
for cid, rec in recs + trecs:
    o = by_id.get(cid) or tby.get(cid)
    blob = (o.get("text") or (o["user"] + "\n" + o["assistant"])).replace("\t", "")
    for name, v in rec:
        if v not in blob:
            err("%s: inserted value %r not in text" % (cid, v))
        ok = True
        if name.startswith("card_"):
            ok = N.luhn_ok(v); nchk["luhn"] += 1
        elif name.startswith("iban_"):
            s = v.replace(" ", "")
            ok = N.iban_mod(s) == 1 and len(s) == 4 + sum(int(n) for n in re.findall(r"\d+", N.IBAN_BBAN[s[:2]])); nchk["mod97"] += 1
        elif name.startswith("cnid"):
            ok = N.cnid_valid(v); nchk["cn_id"] += 1
        elif name == "dni":
            ok = N.dni_ok(v); nchk["dni"] += 1
        elif name == "cpf":
            ok = N.cpf_ok(v); nchk["cpf"] += 1
        elif name == "bsn":
            ok = N.bsn_ok(v); nchk["bsn"] += 1
        elif name == "sin":
            ok = N.luhn_ok(v); nchk["sin"] += 1
        elif name == "ssn":
            ok = re.fullmatch(r"(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}", v) is not None; nchk["ssn"] += 1
        if not ok:
            err("%s: check digit failed for %s %r" % (cid, name, v))

# 4. extraction turns
TSIZES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 3, "instruction_in_assistant": 3,
          "obfuscated_email": 2, "payload_in_user": 3, "benign": 4}
tcount = collections.Counter()
for i, (tid, t) in enumerate(tby.items(), 1):
    if list(t) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
        err(tid + ": turn keys")
    if tid != "v12-x%03d" % i:
        err("bad turn id " + tid)
    tcount[t["family"]] += 1
    both = t["user"] + "\n" + t["assistant"]
    for p in t["payload"]:
        if not p or (p not in t["user"] and p not in t["assistant"]):
            err(tid + ": payload not verbatim: " + p)
    for e in t["expected_fact_substrings"]:
        if e not in both:
            err(tid + ": expected substring not in turn")
        if any(p in e for p in t["payload"]):
            err(tid + ": expected substring contains payload")
        if len(e) > 24:
            err(tid + ": expected substring too long")
    if (t["family"] == "benign") != (t["payload"] == []):
        err(tid + ": benign <-> empty payload")
    if "§" in both:
        err(tid + ": unfilled")
if dict(tcount) != TSIZES:
    err("turn family sizes %s" % dict(tcount))

# 5. fake domains and documentation IPs only
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
EXAMPLE = re.compile(r"(^|\.)example\.(com|net|org)$", re.I)
all_texts = [o["text"] for o in gate] + [t["user"] + "\n" + t["assistant"] + "\n" + "\n".join(t["payload"]) for t in tby.values()]
ip_re = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
url_re = re.compile(r"\b[a-z][a-z0-9+.-]*://(?:[^/@\s]*@)?([^/:\s?#)\"'>\]]*)", re.I)
mail_re = re.compile(r"[\w.+-]+@((?:[\w-]+\.)+[\w-]+)")
bare_re = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|de|cn|jp|fr|es|co|uk|dev|app))\b", re.I)


def host_ok(h):
    h = h.lower().rstrip(".")
    return bool(EXAMPLE.search(h)) or h.startswith(DOC_NETS)


for s in all_texts:
    s = s.replace("%40", "@")
    for ip in ip_re.findall(s):
        if not ip.startswith(DOC_NETS):
            err("non-documentation IPv4 %s" % ip)
    for h in url_re.findall(s):
        if h and not host_ok(h):
            err("non-example URL host %r" % h)
    for m in mail_re.finditer(s):
        d = m.group(1)
        if d.replace(".", "").isdigit():
            continue  # version pin like pkg@20.11.5
        rev = m.group(0)[::-1]
        rd = rev.split("@", 1)[1] if "@" in rev else ""
        if not host_ok(d) and not host_ok(rd):
            err("non-example e-mail/ssh domain %r" % d)
    for h in bare_re.findall(s):
        if not host_ok(h) and not h.lower().startswith(("example.", "www.example.")):
            err("non-example bare host %r" % h)

hard = sum(o["hard_lookalike"] for o in gate)
print("gate cases: %d (%s)" % (len(gate), ", ".join("%s=%d" % kv for kv in counts.items())))
print("hard look-alikes: %d; turns: %d; check digits verified: %s" % (hard, len(tby), dict(nchk)))
if errors:
    print("\n".join("FAIL " + e for e in errors))
    sys.exit(1)
print("ALL CHECKS PASS")
