#!/usr/bin/env python3
"""Check devset_v11: byte-for-byte rebuild, schema, ids, texts, payload rules.

    python3 memory_pipeline/data/gold/dev/devset_v11_generator/check.py

Exits non-zero with a list of problems if anything is off.
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
import gate_templates  # noqa: E402
import turn_templates  # noqa: E402
from values import TOKEN_RE  # noqa: E402

SOURCE_MD = os.path.join(build.DEV_DIR, "devset_v11_SOURCE.md")
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
GATE_KV_KEYS = GATE_KEYS + ["key", "value"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
KNOWN_LANGS = {"en", "es", "fr", "de", "it", "pt", "nl", "pl", "ru", "uk", "tr",
               "ar", "fa", "he", "hi", "zh-Hans", "zh-Hant", "ja", "ko", "vi",
               "id", "th", "sv", "el", "cs", "ro", "hu", "fi", "da", "no"}
EXAMPLE_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
EMAIL_RE = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL_RE = re.compile(r"(?:https?://|www\.)([^/\s,;)]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")

problems = []


def bad(msg):
    problems.append(msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def scan_text(rid, text):
    if TOKEN_RE.search(text):
        bad("%s: unfilled placeholder in %r" % (rid, text))
    for m in EMAIL_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad("%s: non-example e-mail domain %r" % (rid, m.group(1)))
    for m in URL_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad("%s: non-example host %r" % (rid, m.group(1)))
    for m in IP_RE.finditer(text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            bad("%s: non-documentation IP %s" % (rid, ip))


def langs_of(tag):
    out = tag.split("+")
    for t in out:
        if t not in KNOWN_LANGS:
            bad("unknown language tag %r" % t)
    return out


def read_md5s():
    try:
        text = open(SOURCE_MD, encoding="utf-8").read()
    except OSError:
        bad("missing %s" % SOURCE_MD)
        return {}
    found = {}
    for name in ("devset_v11_gate_cases.jsonl", "devset_v11_extraction_turns.jsonl"):
        m = re.search(re.escape(name) + r"[^\n]*?`?([0-9a-f]{32})`?", text)
        if m:
            found[name] = m.group(1)
        else:
            bad("SOURCE.md lists no md5 for %s" % name)
    return found


def main():
    gate, turns, meta = build.build()
    gate_bytes, turn_bytes = build.to_bytes(gate), build.to_bytes(turns)

    # 1. byte-for-byte rebuild + md5 in SOURCE.md
    md5s = read_md5s()
    for path, data in ((build.GATE_PATH, gate_bytes), (build.TURN_PATH, turn_bytes)):
        name = os.path.basename(path)
        try:
            on_disk = open(path, "rb").read()
        except OSError:
            bad("missing %s" % path)
            continue
        if on_disk != data:
            bad("%s differs from a fresh rebuild" % name)
        digest = hashlib.md5(on_disk).hexdigest()
        if name in md5s and md5s[name] != digest:
            bad("%s md5 %s != SOURCE.md %s" % (name, digest, md5s[name]))
        # every line parses back to the same record, one object per line
        for n, line in enumerate(on_disk.decode("utf-8").split("\n")[:-1], 1):
            try:
                json.loads(line)
            except ValueError as e:
                bad("%s line %d: bad JSON (%s)" % (name, n, e))

    # 2. template use (each template at most twice, every family complete)
    use = collections.Counter(t for (_, _, t) in meta.values())
    for tkey, c in use.items():
        if c > 2:
            bad("template %s used %d times" % (tkey, c))

    # 3. gate cases
    if len(gate) != 300:
        bad("gate: %d records, want 300" % len(gate))
    fam_count = collections.Counter(r["family"] for r in gate)
    if dict(fam_count) != gate_templates.SIZES:
        bad("gate family sizes %s != %s" % (dict(fam_count), gate_templates.SIZES))
    seen_ids, seen_texts = set(), set()
    gate_langs = set()
    for i, r in enumerate(gate, 1):
        rid = r.get("id")
        want_keys = GATE_KV_KEYS if r["family"].endswith("_split_kv") else GATE_KEYS
        if list(r.keys()) != want_keys:
            bad("%s: keys %s" % (rid, list(r.keys())))
        if rid != "d11-%04d" % i:
            bad("gate id %s out of sequence at %d" % (rid, i))
        if rid in seen_ids:
            bad("duplicate id %s" % rid)
        seen_ids.add(rid)
        kind, expect, hard = gate_templates.LABELS[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            bad("%s: labels %s/%s/%s" % (rid, r["kind"], r["expect"], r["hard_lookalike"]))
        if r["family"].startswith("allow_") != (r["expect"] == "allow"):
            bad("%s: allow_* family must be expect=allow and only those" % rid)
        if r["hard_lookalike"] is not (r["expect"] == "allow"):
            bad("%s: hard_lookalike must be true exactly for allow_*" % rid)
        if not isinstance(r["text"], str) or not r["text"].strip():
            bad("%s: empty text" % rid)
        if r["family"].endswith("_split_kv") and r["text"] != r["key"] + "\t" + r["value"]:
            bad("%s: split_kv text != key+TAB+value" % rid)
        if r["text"] in seen_texts:
            bad("%s: duplicate text" % rid)
        seen_texts.add(r["text"])
        scan_text(rid, r["text"])
        gate_langs.update(langs_of(meta[rid][1]))
    if len(gate_langs) < 20:
        bad("gate: only %d languages" % len(gate_langs))

    # 4. extraction turns
    if len(turns) != 120:
        bad("turns: %d records, want 120" % len(turns))
    tfam = collections.Counter(r["family"] for r in turns)
    if dict(tfam) != turn_templates.SIZES:
        bad("turn family sizes %s != %s" % (dict(tfam), turn_templates.SIZES))
    seen_users, seen_pairs = set(), set()
    turn_langs = set()
    for i, r in enumerate(turns, 1):
        rid = r.get("id")
        if list(r.keys()) != TURN_KEYS:
            bad("%s: keys %s" % (rid, list(r.keys())))
        if rid != "d11-x%03d" % i:
            bad("turn id %s out of sequence at %d" % (rid, i))
        if rid in seen_ids:
            bad("duplicate id %s" % rid)
        seen_ids.add(rid)
        u, a, p, e = r["user"], r["assistant"], r["payload"], r["expected_fact_substrings"]
        if not (isinstance(u, str) and u.strip() and isinstance(a, str) and a.strip()):
            bad("%s: empty user/assistant" % rid)
        if u in seen_users:
            bad("%s: duplicate user text" % rid)
        seen_users.add(u)
        if (u, a) in seen_pairs:
            bad("%s: duplicate turn" % rid)
        seen_pairs.add((u, a))
        if not (isinstance(p, list) and all(isinstance(x, str) and x for x in p)):
            bad("%s: payload must be a list of non-empty strings" % rid)
        if not (isinstance(e, list) and e and all(isinstance(x, str) and x for x in e)):
            bad("%s: expected_fact_substrings must be a non-empty list of strings" % rid)
        if (r["family"] == "benign") != (p == []):
            bad("%s: payload must be empty exactly for benign turns" % rid)
        for x in p:
            if x not in u and x not in a:
                bad("%s: payload %r not verbatim in user/assistant" % (rid, x))
        for x in e:
            if x not in u and x not in a:
                bad("%s: expected %r not in user/assistant" % (rid, x))
            for y in p:
                if y in x or y.lower() in x.lower():
                    bad("%s: expected %r contains payload %r" % (rid, x, y))
        scan_text(rid, u)
        scan_text(rid, a)
        turn_langs.update(langs_of(meta[rid][1]))
    if len(turn_langs) < 20:
        bad("turns: only %d languages" % len(turn_langs))

    if problems:
        print("check.py FAILED (%d problems):" % len(problems))
        for m in problems:
            print("  -", m)
        sys.exit(1)
    print("check.py passed: %d gate cases (%d languages), %d turns (%d languages); "
          "rebuild byte-identical; md5 gate %s, turns %s"
          % (len(gate), len(gate_langs), len(turns), len(turn_langs),
             hashlib.md5(gate_bytes).hexdigest(), hashlib.md5(turn_bytes).hexdigest()))


if __name__ == "__main__":
    main()
