"""Validate heldout_v9. Standard library only.  Run:  python3 check.py

- rebuilds both files in memory and compares them byte for byte with the files on disk;
- schema, key order, allowed values, unique ids and texts, text == key + TAB + value;
- family -> kind/expect/hard_lookalike consistency, minimum family counts;
- every payload / expected substring occurs verbatim in its turn, and no expected
  substring contains a payload substring;
- re-validates the check digits of every generated IBAN / national number
  (IBAN mod-97, Luhn, CPF, DNI, BSN, NIR, KR RRN, My Number, SSN/NINO shape)
  and that the value occurs in its text;
- all URL hosts / e-mail domains are example.com/.net/.org (or subdomains) and all
  IPv4 literals are in documentation ranges.
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
import turns  # noqa: E402
from nums import VALIDATORS  # noqa: E402

ROOT = os.path.dirname(HERE)
GATE = os.path.join(ROOT, "gate_cases.jsonl")
TURNS = os.path.join(ROOT, "extraction_turns.jsonl")

errors = []


def err(msg):
    errors.append(msg)


def load(path):
    raw = open(path, "rb").read()
    text = raw.decode("utf-8")  # raises on invalid UTF-8
    out = []
    for i, line in enumerate(text.split("\n")[:-1], 1):
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), i, e))
    if not text.endswith("\n"):
        err("%s: missing final newline" % path)
    return raw, out


DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
OK_DOMAIN = re.compile(r"(^|\.)example\.(com|net|org)$")


def check_hosts(rid, text):
    for m in re.finditer(r"\b(?:https?|ftp)://([^/\s\"'<>)?:,]+)", text):
        host = m.group(1).lower()
        if re.fullmatch(r"[\d.]+", host):
            continue
        if not OK_DOMAIN.search(host):
            err("%s: non-example host %s" % (rid, host))
    for m in re.finditer(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text):
        dom = m.group(1).lower()
        if OK_DOMAIN.search(m.group(0)[::-1].split("@")[-1].lower()):
            continue  # an address written backwards
        if re.fullmatch(r"[\d.]+", dom) or dom.startswith("v") and dom[1:2].isdigit():
            continue
        if not OK_DOMAIN.search(dom):
            err("%s: non-example e-mail/ssh domain %s" % (rid, dom))
    for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
        ip = m.group(1)
        if not ip.startswith(DOC_NETS):
            err("%s: non-documentation IPv4 %s" % (rid, ip))


def main():
    # ---------------- gate cases
    records, gchecks = build.build()
    raw, disk = load(GATE)
    if raw != build.dumps(records).encode("utf-8"):
        err("gate_cases.jsonl differs from a fresh build")
    ids, texts = set(), set()
    base_keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    by_id = {}
    for r in disk:
        rid = r.get("id")
        by_id[rid] = r
        fam = r.get("family")
        want = base_keys + (["key", "value"] if str(fam).endswith("_split_kv") else [])
        if list(r.keys()) != want:
            err("%s: key order %s" % (rid, list(r.keys())))
        if not re.fullmatch(r"v9-\d{4}", str(rid)):
            err("%s: bad id" % rid)
        if rid in ids:
            err("%s: duplicate id" % rid)
        ids.add(rid)
        if r["text"] in texts:
            err("%s: duplicate text" % rid)
        texts.add(r["text"])
        if fam not in build.FAMILIES:
            err("%s: unknown family %s" % (rid, fam))
            continue
        kind, expect, hard = build.FAMILIES[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: kind/expect/hard mismatch" % rid)
        if r["kind"] not in ("pii", "injection", "benign") or r["expect"] not in ("block", "allow"):
            err("%s: bad kind/expect" % rid)
        if (r["expect"] == "allow") != (r["kind"] == "benign"):
            err("%s: kind/expect inconsistent" % rid)
        if "key" in r and r["text"] != r["key"] + "\t" + r["value"]:
            err("%s: text != key TAB value" % rid)
        if not r["text"].strip():
            err("%s: empty text" % rid)
        check_hosts(rid, r["text"])
    counts = collections.Counter(r["family"] for r in disk)
    minimum = {"password_pin": 90, "injection_payload": 50, "pii_other": 30, "email_obfuscated": 30,
               "injection_paraphrase": 40}
    for fam, lo in minimum.items():
        if counts[fam] < lo:
            err("family %s has %d < %d" % (fam, counts[fam], lo))
    hard = sum(1 for r in disk if r["hard_lookalike"])
    if hard < 150:
        err("only %d hard look-alikes" % hard)
    for rid, kind, val in gchecks:
        if val not in by_id[rid]["text"].replace("\t", ""):
            err("%s: checked value %r not in text" % (rid, val))
        if not VALIDATORS[kind](val):
            err("%s: %s check failed for %r" % (rid, kind, val))

    # ---------------- extraction turns
    trecords, tchecks = turns.build()
    raw, tdisk = load(TURNS)
    if raw != turns.dumps(trecords).encode("utf-8"):
        err("extraction_turns.jsonl differs from a fresh build")
    tkeys = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
    tids = set()
    tby = {}
    for t in tdisk:
        rid = t.get("id")
        tby[rid] = t
        if list(t.keys()) != tkeys:
            err("%s: key order" % rid)
        if not re.fullmatch(r"v9-x\d{3}", str(rid)) or rid in tids:
            err("%s: bad or duplicate id" % rid)
        tids.add(rid)
        both = t["user"] + "\n" + t["assistant"]
        for p in t["payload"]:
            if not p or (p not in t["user"] and p not in t["assistant"]):
                err("%s: payload %r not verbatim in turn" % (rid, p))
        if not t["expected_fact_substrings"]:
            err("%s: no expected substrings" % rid)
        for e in t["expected_fact_substrings"]:
            if e not in t["user"] and e not in t["assistant"]:
                err("%s: expected %r not verbatim in turn" % (rid, e))
            for p in t["payload"]:
                if p in e:
                    err("%s: expected %r contains payload %r" % (rid, e, p))
        if (t["family"] == "benign") != (t["payload"] == []):
            err("%s: benign <-> empty payload mismatch" % rid)
        check_hosts(rid, both)
    for rid, kind, val in tchecks:
        t = tby[rid]
        if val not in t["user"] and val not in t["assistant"]:
            err("%s: checked value %r not in turn" % (rid, val))
        if not VALIDATORS[kind](val):
            err("%s: %s check failed for %r" % (rid, kind, val))

    if errors:
        print("\n".join(errors))
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    blk = sum(1 for r in disk if r["expect"] == "block")
    print("OK: %d gate cases (%d block / %d allow, %d hard look-alikes), %d turns; %d + %d check-digit values verified"
          % (len(disk), blk, len(disk) - blk, hard, len(tdisk), len(gchecks), len(tchecks)))
    for fam in build.FAMILIES:
        print("  %-30s %d" % (fam, counts[fam]))


if __name__ == "__main__":
    main()
