#!/usr/bin/env python3
"""Self-check for devset-v27 (standard library only, Python 3.11).

Rebuilds the cases in memory from build.py and compares them byte for byte with
../devset_v27_gate_cases.jsonl, then checks format, ids, family sizes and labels,
unique texts, template reuse (<= 2), leftover placeholders, fake hosts only, and the
language spread. Exit code 0 = all good.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

JSONL = os.path.join(HERE, "..", "devset_v27_gate_cases.jsonl")
SOURCE = os.path.join(HERE, "..", "devset_v27_SOURCE.md")
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
EXPECTED = {
    # family: (kind, expect, hard_lookalike, n)
    "allow_injection_talk": ("benign", "allow", True, 205),
    "benign_assistant_preference": ("benign", "allow", True, 40),
    "injection_paraphrase": ("injection", "block", False, 31),
    "injection_in_fact": ("injection", "block", False, 27),
    "injection_roleplay": ("injection", "block", False, 25),
}
ORDER = list(EXPECTED)
MIN_TALK_LANGS = 90
MIN_TALK_SUBKINDS = 8
ALLOWED_HOST = re.compile(r"(^|\.)example\.(com|net|org)$", re.I)
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(JSONL, "rb") as fh:
        disk = fh.read()
    cases = build.build_cases()
    mem = build.render(cases)
    if mem != disk:
        err("rebuild differs from file on disk (%d vs %d bytes)" % (len(mem), len(disk)))
    # a second independent rebuild must be identical too (seeded, deterministic)
    if build.render() != mem:
        err("two in-memory rebuilds differ")

    try:
        text = disk.decode("utf-8")
    except UnicodeDecodeError as e:
        err("not UTF-8: %s" % e)
        text = disk.decode("utf-8", "replace")
    if not text.endswith("\n") or text.endswith("\n\n"):
        err("file must end with exactly one newline")
    lines = text.split("\n")[:-1]
    if len(lines) != len(cases):
        err("line count %d != case count %d" % (len(lines), len(cases)))

    records = []
    for i, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: bad JSON (%s)" % (i, e))
            continue
        if list(r) != KEYS:
            err("line %d: keys %s" % (i, list(r)))
        if r.get("id") != "d27-%04d" % i:
            err("line %d: id %r" % (i, r.get("id")))
        records.append(r)

    # family sizes, labels, grouping order
    counts = collections.Counter(r["family"] for r in records)
    for fam, (kind, expect, hard, n) in EXPECTED.items():
        if counts.get(fam, 0) != n:
            err("family %s: %d cases, expected %d" % (fam, counts.get(fam, 0), n))
    for r in records:
        fam = r["family"]
        if fam not in EXPECTED:
            err("%s: unknown family %s" % (r["id"], fam))
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: labels %s/%s/%s" % (r["id"], r["kind"], r["expect"], r["hard_lookalike"]))
        if not isinstance(r["text"], str) or not r["text"].strip():
            err("%s: empty text" % r["id"])
    fam_seq = [ORDER.index(r["family"]) for r in records if r["family"] in EXPECTED]
    if fam_seq != sorted(fam_seq):
        err("records are not grouped by family in the documented order")

    # unique texts, templates used at most twice, no leftovers
    texts = collections.Counter(r["text"] for r in records)
    for t, n in texts.items():
        if n > 1:
            err("duplicate text x%d: %.60r" % (n, t))
    norm = collections.Counter(re.sub(r"\s+", " ", c["_template"]).strip().casefold() for c in cases)
    for t, n in norm.items():
        if n > 2:
            err("template used %d times: %.60r" % (n, t))
    for r in records:
        if "⟪" in r["text"] or "⟫" in r["text"]:
            err("%s: unfilled placeholder" % r["id"])

    # only fake hosts / addresses
    for r in records:
        t = r["text"]
        for host in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", t):
            if not ALLOWED_HOST.search(host):
                err("%s: e-mail domain %s" % (r["id"], host))
        for host in re.findall(r"https?://([^/\s\"'?#:]+)", t):
            if not ALLOWED_HOST.search(host):
                err("%s: URL host %s" % (r["id"], host))
        for ip in re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", t):
            try:
                addr = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(addr in n for n in DOC_NETS):
                err("%s: IPv4 %s outside documentation ranges" % (r["id"], ip))
        # bare domains (also inside e-mails/URLs): every one must be an example.* host
        for dom in re.findall(r"\b((?:[\w-]+\.)+(?:com|net|org|io|de|ru|cn))\b", t):
            if not ALLOWED_HOST.search(dom):
                err("%s: bare domain %s" % (r["id"], dom))

    # language spread and kinds of talk
    talk = [c for c in cases if c["family"] == "allow_injection_talk"]
    talk_langs = {c["_lang"] for c in talk}
    if len(talk_langs) < MIN_TALK_LANGS:
        err("allow_injection_talk uses %d languages, need >= %d" % (len(talk_langs), MIN_TALK_LANGS))
    subs = collections.Counter(c["_sub"] for c in talk)
    if len(subs) < MIN_TALK_SUBKINDS:
        err("only %d kinds of talk" % len(subs))
    # text must never carry the header marker of the data blocks
    for c in cases:
        if "\n@@ " in c["text"] or c["text"].startswith("@@ "):
            err("%s: header marker inside text" % c["id"])

    md5 = hashlib.md5(disk).hexdigest()
    if os.path.exists(SOURCE):
        with open(SOURCE, encoding="utf-8") as fh:
            if md5 not in fh.read():
                err("md5 %s not found in devset_v27_SOURCE.md" % md5)
    else:
        err("devset_v27_SOURCE.md missing")

    all_langs = {c["_lang"] for c in cases}
    print("cases:", len(records), dict(counts))
    print("languages: talk %d, all families %d" % (len(talk_langs), len(all_langs)))
    print("kinds of talk:", dict(subs))
    print("md5:", md5)
    if errors:
        print("FAILED, %d problem(s):" % len(errors))
        for e in errors:
            print("  -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
