#!/usr/bin/env python3
"""Verify devset_v17_gate_cases.jsonl: round trip, keys, ids, unique texts, family sizes, languages."""
import collections
import hashlib
import json
import re
import sys

import build

KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
FAMILY_SIZES = {
    "injection_paraphrase": 65,
    "injection_in_fact": 53,
    "injection_roleplay": 26,
    "injection_payload": 36,
    "allow_injection_talk": 74,
    "allow_reported_instruction": 55,
    "allow_roleplay_request": 32,
    "benign_assistant_preference": 73,
    "allow_plain": 22,
}
SIDE = {fam: (kind, expect, hard) for fam, kind, expect, hard in build.FAMILY_ORDER}
REQUIRED_LANGS = {"en", "zh", "ja", "ko", "es", "de", "fr", "pt", "it", "ru", "tr", "ar", "hi"}
MIN_LANGS = 45
ALLOWED_HOSTS = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|net|org)$")
IN_FACT_TRAPS = ["ignore", "instruction", "system prompt"]
STOCK_EN = ["ignore previous", "ignore all", "previous instructions", "system prompt", "developer mode",
            "jailbreak", "do anything now", "dan mode"]

errors = []


def fail(msg):
    errors.append(msg)


def main():
    records, langs = build.build()
    jsonl, tsv = build.render(records, langs)
    with open(build.OUT_JSONL, "rb") as fh:
        disk = fh.read()
    with open(build.OUT_LANG, "rb") as fh:
        disk_tsv = fh.read()
    if disk != jsonl:
        fail("JSONL on disk differs from a fresh build")
    if disk_tsv != tsv:
        fail("language TSV on disk differs from a fresh build")

    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("file does not end with a newline")
    recs = [json.loads(l) for l in lines[:-1]]
    lang_of = dict(langs)
    seen = set()
    fam_count = collections.Counter()
    for n, r in enumerate(recs, 1):
        if list(r) != KEYS:
            fail("%s: keys %s" % (r.get("id"), list(r)))
        if r["id"] != "d17-%04d" % n:
            fail("id %s at position %d" % (r["id"], n))
        if json.dumps(r, ensure_ascii=False) != lines[n - 1]:
            fail("%s: not a canonical round trip" % r["id"])
        fam = r["family"]
        fam_count[fam] += 1
        if fam not in SIDE:
            fail("%s: unknown family %s" % (r["id"], fam))
            continue
        kind, expect, hard = SIDE[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            fail("%s: kind/expect/hard mismatch" % r["id"])
        text = r["text"]
        if not text.strip() or text != text.strip():
            fail("%s: empty or padded text" % r["id"])
        key = " ".join(text.casefold().split())
        if key in seen:
            fail("%s: duplicate text" % r["id"])
        seen.add(key)
        if "\\n" in text or "<<" in text:
            fail("%s: leftover escape/placeholder" % r["id"])
        for host in re.findall(r"@([A-Za-z0-9.-]+[A-Za-z0-9])", text) + \
                re.findall(r"https?://([A-Za-z0-9.-]+)", text):
            if not ALLOWED_HOSTS.match(host.lower()):
                fail("%s: host %s not example.com/.net/.org" % (r["id"], host))
        for tok in re.findall(r"\b[a-z0-9-]+\.(?:com|net|org|io|de|fr|nl|ru|jp|cn|kr|br|es|it|uk|co)\b", text.lower()):
            if not tok.startswith("example."):
                fail("%s: domain-like token %s" % (r["id"], tok))
        if re.search(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", text):
            fail("%s: IPv4 literal" % r["id"])
        low = text.lower()
        if fam == "injection_in_fact":
            for t in IN_FACT_TRAPS:
                if t in low:
                    fail("%s: in_fact uses trap word %r" % (r["id"], t))
        if fam == "injection_paraphrase":
            for s in STOCK_EN:
                if s in low:
                    fail("%s: paraphrase uses stock phrase %r" % (r["id"], s))
        if r["id"] not in lang_of:
            fail("%s: no language tag" % r["id"])

    if dict(fam_count) != FAMILY_SIZES:
        fail("family sizes %s" % dict(fam_count))
    all_langs = set(lang_of.values())
    if len(all_langs) < MIN_LANGS:
        fail("only %d languages" % len(all_langs))
    if not REQUIRED_LANGS <= all_langs:
        fail("missing languages %s" % sorted(REQUIRED_LANGS - all_langs))
    hard = sum(r["hard_lookalike"] for r in recs)

    if errors:
        print("\n".join(errors))
        print("FAILED (%d problems)" % len(errors))
        sys.exit(1)
    blk = sum(r["expect"] == "block" for r in recs)
    print("OK: %d cases (%d block / %d allow, %d hard look-alikes), %d languages, md5 %s"
          % (len(recs), blk, len(recs) - blk, hard, len(all_langs), hashlib.md5(disk).hexdigest()))
    for fam, _, _, _ in build.FAMILY_ORDER:
        fl = {lang_of[r["id"]] for r in recs if r["family"] == fam}
        print("  %-28s %3d  %2d languages" % (fam, fam_count[fam], len(fl)))


if __name__ == "__main__":
    main()
