# -*- coding: utf-8 -*-
"""Validate dev set v14: rebuilds both files in memory and compares with disk, then checks
format, ids, labels, fake values and turn payload rules.  Usage: python3 check.py"""
import base64
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
import turns  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(d):
    return build.luhn_ok(d)


# ---------- gate cases ----------
rows, langs = build.build()
disk = open(build.GATE_OUT, encoding="utf-8").read()
if disk != build.serialise(rows):
    err("gate file on disk differs from rebuild")
if open(build.LANG_OUT, encoding="utf-8").read() != build.lang_table(rows, langs):
    err("gate language table differs from rebuild")

KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
parsed = [json.loads(l) for l in disk.splitlines()]
ids, texts = set(), set()
for i, r in enumerate(parsed, 1):
    if list(r) != KEYS:
        err(f"key order {r.get('id')}")
    if r["id"] != f"d14-{i:04d}":
        err(f"id sequence at {i}: {r['id']}")
    if r["id"] in ids:
        err(f"dup id {r['id']}")
    ids.add(r["id"])
    if r["text"] in texts:
        err(f"dup text {r['id']}")
    texts.add(r["text"])
    if "<<" in r["text"] or ">>" in r["text"]:
        err(f"placeholder left {r['id']}")
    if r["expect"] == "allow":
        if not (r["kind"] == "benign" and r["hard_lookalike"] is True):
            err(f"allow label mismatch {r['id']}")
    else:
        if r["expect"] != "block" or r["hard_lookalike"] is not False or r["kind"] not in ("pii", "injection"):
            err(f"block label mismatch {r['id']}")
        if r["family"].startswith("injection_") != (r["kind"] == "injection"):
            err(f"kind/family mismatch {r['id']}")

    t = unicodedata.normalize("NFKC", r["text"]).replace("\u200b", "")
    # hosts: e-mail, URL, ssh
    for m in re.finditer(r"[\w.+-]+@((?:[\w-]+\.)+[A-Za-z]{2,})\b", t):
        host = m.group(1).lower()
        if not re.search(r"(^|\.)example\.(com|net|org)$", host):
            err(f"non-example e-mail host {host} in {r['id']}")
    for m in re.finditer(r"https?://([^/\s)'\"<]+)", t):
        if not re.search(r"(^|\.)example\.(com|net|org)$", m.group(1).lower()):
            err(f"non-example URL host {m.group(1)} in {r['id']}")
    for m in re.finditer(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b", t):
        ip = m.group(0)
        if not re.match(r"^(192\.0\.2|198\.51\.100|203\.0\.113)\.", ip):
            err(f"non-documentation IPv4 {ip} in {r['id']}")
    for m in re.finditer(r"\b(?:registry|git)\.[\w.-]+", t):
        if "example." not in m.group(0):
            err(f"non-example host {m.group(0)} in {r['id']}")

    if r["family"] == "allow_number_lookalike":
        for m in re.finditer(r"\d(?:[ -]?\d){12,18}", t):
            d = re.sub(r"\D", "", m.group(0))
            if 13 <= len(d) <= 19 and luhn_ok(d):
                err(f"look-alike number passes Luhn: {d} in {r['id']}")
        for m in re.finditer(r"ISBN ([\d-]+)", t):
            d = m.group(1).replace("-", "")
            s = sum(int(c) * (1 if k % 2 == 0 else 3) for k, c in enumerate(d))
            if len(d) != 13 or s % 10:
                err(f"bad ISBN {d} in {r['id']}")
    if r["family"] == "pii_other":
        m = re.search(r"\d(?:[\s-]*\d){15}", t)
        if not m or not luhn_ok(re.sub(r"\D", "", m.group(0))):
            err(f"card missing or fails Luhn in {r['id']}")
    if r["family"] == "injection_obfuscated":
        for m in re.finditer(r"[A-Za-z0-9+/]{24,}={0,2}", t):
            if re.fullmatch(r"[0-9a-f]+", m.group(0)):
                continue
            try:
                base64.b64decode(m.group(0), validate=True).decode("utf-8")
            except Exception:
                err(f"bad base64 in {r['id']}")
        for m in re.finditer(r"\b[0-9a-f]{40,}\b", t):
            bytes.fromhex(m.group(0)).decode("utf-8")
    if r["family"] == "injection_paraphrase":
        low = r["text"].lower()
        for stock in ("ignore previous", "ignore all previous", "previous instructions", "system prompt",
                      "jailbreak", "developer mode", "do anything now"):
            if stock in low or re.search(r"\bDAN\b", r["text"]):
                err(f"stock phrase '{stock}' in {r['id']}")

fam = collections.Counter((r["family"], r["kind"], r["expect"]) for r in parsed)
allow_langs = {l for r, l in zip(parsed, langs) if r["expect"] == "allow"}
block_langs = {l for r, l in zip(parsed, langs) if r["expect"] == "block"}
if len(allow_langs) < 30:
    err(f"allow languages only {len(allow_langs)}")
if len(block_langs) < 30:
    err(f"block languages only {len(block_langs)}")
n_allow = sum(r["expect"] == "allow" for r in parsed)

# ---------- turns ----------
trows, tlangs = turns.build()
tdisk = open(turns.OUT, encoding="utf-8").read()
if tdisk != turns.serialise(trows):
    err("turn file on disk differs from rebuild")
TKEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
tids = set()
for i, r in enumerate((json.loads(l) for l in tdisk.splitlines()), 1):
    if list(r) != TKEYS:
        err(f"turn key order {r['id']}")
    if r["id"] != f"d14-x{i:03d}" or r["id"] in tids:
        err(f"turn id {r['id']}")
    tids.add(r["id"])
    if (r["family"] == "benign") != (r["payload"] == []):
        err(f"benign/payload mismatch {r['id']}")
    where = r["assistant"] if r["family"] == "instruction_in_assistant" else r["user"]
    spans = []
    for p in r["payload"]:
        k = where.find(p)
        if k < 0:
            err(f"payload not verbatim in {r['id']}: {p[:30]}")
        spans.append((k, k + len(p)))
    for f in r["expected_fact_substrings"]:
        k = r["user"].find(f)
        if k < 0:
            err(f"fact not in user text {r['id']}: {f}")
        for p in r["payload"]:
            if f in p or p in f:
                err(f"fact/payload containment {r['id']}: {f}")
        if r["family"] != "instruction_in_assistant":
            for a, b in spans:
                if k < b and a < k + len(f):
                    err(f"fact/payload overlap {r['id']}: {f}")
    for t in (r["user"], r["assistant"]):
        for m in re.finditer(r"[\w.+-]+@((?:[\w-]+\.)+[A-Za-z]{2,})\b", t):
            if not re.search(r"(^|\.)example\.(com|net|org)$", m.group(1).lower()):
                err(f"non-example e-mail host in {r['id']}")
        for m in re.finditer(r"https?://([^/\s)'\"<]+)", t):
            if not re.search(r"(^|\.)example\.(com|net|org)$", m.group(1).lower()):
                err(f"non-example URL host in {r['id']}")

if errors:
    print("\n".join(errors))
    sys.exit(1)
print(f"OK: {len(parsed)} gate cases ({n_allow} allow / {len(parsed) - n_allow} block), "
      f"{len(allow_langs)} allow languages, {len(block_langs)} block languages, "
      f"{len(set(langs))} languages overall; {len(trows)} turns in {len(set(tlangs))} languages")
for (f, k, e), n in fam.items():
    print(f"  {f}\t{k}\t{e}\t{n}")
