#!/usr/bin/env python3
"""Verify devset_v16_gate_cases.jsonl against its generator. Standard library only.

Checks: byte-for-byte rebuild (twice) of the JSONL and the language TSV; UTF-8
and JSON round trip; key order; sequential unique ids; unique texts; family ->
kind/expect/hard_lookalike; family sizes and grouping; split_kv structure; no
leftover placeholder; check digits of every generated identifier; e-mail/URL/
domain hosts are example.com/.net/.org and IPv4 literals are documentation
addresses; language coverage; no English stock phrase in injection_paraphrase;
no "ignore"/"instructions"/"system prompt" in injection_in_fact; no 13-19 digit
run in an allow case passes Luhn.
"""
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict

import build
import nums

EXPECTED_COUNTS = {
    "injection_in_fact": 60,
    "injection_paraphrase": 70,
    "injection_roleplay": 30,
    "injection_payload": 40,
    "phone_intl": 16,
    "pii_other": 25,
    "pii_split_kv": 10,
    "allow_reported_instruction": 35,
    "benign_assistant_preference": 45,
    "allow_roleplay_request": 15,
    "allow_number_lookalike": 23,
    "allow_password_lookalike": 13,
    "allow_email_lookalike": 10,
    "allow_injection_talk": 30,
    "allow_plain": 10,
}
EXPECTED_TOTAL = 432
EXPECTED_HARD = 171
BASE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
KV_KEYS = BASE_KEYS + ["label", "secret"]
MIN_LANGS = 45
REQUIRED_LANGS = set(
    "ta te mr ur am ka hy kk uz az sr bg lt lv et is ga cy zu yo ha km lo my ne "
    "si mn fa he ar hi bn th vi id ms tl sw en zh ja ko es de fr pt it ru tr pl "
    "nl uk el".split())
STOCK_PHRASES = [
    "ignore previous", "ignore all previous", "ignore the above",
    "ignore your instructions", "disregard previous", "disregard all previous",
    "previous instructions", "prior instructions", "system prompt",
    "developer mode", "do anything now", "jailbreak", "dan mode",
    "you are now dan", "no restrictions", "without restrictions",
    "forget your rules", "forget all your rules", "unrestricted ai",
]
IN_FACT_WORDS = ["ignore", "instructions", "system prompt"]
IN_FACT_MAX = 3
ALLOWED_HOST = re.compile(r"(^|\.)example\.(com|net|org)$")
EMAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://([^/\s\"'<>:]+)", re.I)
BARE_RE = re.compile(
    r"(?<![\w.@/-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|ai|co|de|fr|ru|uk|jp|cn"
    r"|info|biz|edu|gov|me|app|dev|xyz))(?![\w-])", re.I)
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
DIGIT_RUN = re.compile(r"\d(?:[ \-]?\d)+")

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(build.OUT_JSONL, "rb") as fh:
        disk = fh.read()
    with open(build.OUT_TSV, "rb") as fh:
        disk_tsv = fh.read()

    # 1. reproducibility
    recs, langs, fills = build.build()
    recs2, langs2, _ = build.build()
    mem = build.render_jsonl(recs).encode("utf-8")
    mem_tsv = build.render_tsv(langs).encode("utf-8")
    if mem != build.render_jsonl(recs2).encode("utf-8") or langs != langs2:
        err("two in-memory builds differ")
    if mem != disk:
        err("JSONL on disk differs from a fresh build")
    if mem_tsv != disk_tsv:
        err("language TSV on disk differs from a fresh build")

    # 2. UTF-8 / JSON round trip, keys, ids
    text = disk.decode("utf-8")
    lines = text.split("\n")
    if lines[-1] != "":
        err("file does not end with a newline")
    lines = lines[:-1]
    parsed = []
    for i, line in enumerate(lines, 1):
        obj = json.loads(line)
        if json.dumps(obj, ensure_ascii=False) != line:
            err("line %d does not round-trip" % i)
        want = KV_KEYS if obj.get("family") == "pii_split_kv" else BASE_KEYS
        if list(obj) != want:
            err("line %d: keys %s" % (i, list(obj)))
        if obj["id"] != build.ID_FMT % i:
            err("line %d: id %s" % (i, obj["id"]))
        parsed.append(obj)
    if len(parsed) != EXPECTED_TOTAL:
        err("total %d != %d" % (len(parsed), EXPECTED_TOTAL))
    if len({o["id"] for o in parsed}) != len(parsed):
        err("duplicate ids")

    # 3. unique texts (exact and whitespace/case-normalised)
    norm = Counter(re.sub(r"\s+", " ", o["text"]).strip().casefold() for o in parsed)
    dups = [t for t, n in norm.items() if n > 1]
    if dups:
        err("duplicate texts: %r" % dups[:3])

    # 4. family meta, counts, grouping
    counts = Counter(o["family"] for o in parsed)
    if dict(counts) != EXPECTED_COUNTS:
        err("family counts %s" % dict(counts))
    order = [f for f, _, _, _ in build.FAMILIES]
    fam_seq = [o["family"] for o in parsed]
    ranks = [order.index(f) for f in fam_seq]
    if ranks != sorted(ranks):
        err("families are not grouped in FAMILIES order")
    for o in parsed:
        k, e, h = build.FAMILY_META[o["family"]]
        if (o["kind"], o["expect"], o["hard_lookalike"]) != (k, e, h):
            err("%s: kind/expect/hard mismatch" % o["id"])
        if not isinstance(o["hard_lookalike"], bool):
            err("%s: hard_lookalike not bool" % o["id"])
    hard = sum(o["hard_lookalike"] for o in parsed)
    if hard != EXPECTED_HARD:
        err("hard look-alikes %d != %d" % (hard, EXPECTED_HARD))

    # 5. placeholders
    for o in parsed:
        if build.PLACEHOLDER.search(o["text"]) or "<<1>>" in o.get("secret", ""):
            err("%s: leftover placeholder" % o["id"])

    # 6. split_kv structure
    for o in parsed:
        if o["family"] != "pii_split_kv":
            continue
        k, v, t = o["label"], o["secret"], o["text"]
        if not (isinstance(k, str) and isinstance(v, str) and k.strip() and v.strip()):
            err("%s: empty key/value" % o["id"])
            continue
        if t.count(k) != 1 or t.count(v) != 1:
            err("%s: key/value must each occur exactly once" % o["id"])
            continue
        ki, vi = t.index(k), t.index(v)
        if not ki + len(k) + 10 <= vi:
            err("%s: value must follow key with >= 10 characters between" % o["id"])
        if v in k or k in v:
            err("%s: key and value overlap" % o["id"])

    # 7. generated identifiers: check digits and presence
    n_fill = Counter()
    for o, got in zip(recs, fills):
        for kind, arg, val in got:
            n_fill[kind] += 1
            if val not in o["text"]:
                err("%s: generated %s not in text" % (o["id"], kind))
            if not nums.VALIDATE[kind](val):
                err("%s: %s %r fails validation" % (o["id"], kind, val))
            if kind == "iban" and not val.replace(" ", "").startswith(arg):
                err("%s: IBAN country" % o["id"])
    for o in parsed:  # MRZ line 1 must be 44 characters as well
        for ln in o["text"].split("\n"):
            if ln.startswith("P<") and len(ln) != 44:
                err("%s: MRZ line 1 length %d" % (o["id"], len(ln)))

    # 8. hosts and IPs
    n_hosts = 0
    for o in parsed:
        t = o["text"]
        hosts = EMAIL_RE.findall(t) + URL_RE.findall(t) + BARE_RE.findall(t)
        for h in hosts:
            n_hosts += 1
            if not ALLOWED_HOST.search(h.lower().rstrip(".")):
                err("%s: host %s" % (o["id"], h))
        for ip in IPV4_RE.findall(t):
            if not ip.startswith(DOC_NETS):
                err("%s: non-documentation IPv4 %s" % (o["id"], ip))

    # 9. languages
    lang = dict(langs)
    per = defaultdict(lambda: [0, 0])
    for o in parsed:
        per[lang[o["id"]]][o["expect"] == "allow"] += 1
    if len(per) < MIN_LANGS:
        err("only %d languages" % len(per))
    missing = REQUIRED_LANGS - set(per)
    if missing:
        err("required languages missing: %s" % sorted(missing))
    thin = [l for l, (b, a) in per.items() if b < 2 or a < 2]
    if thin:
        err("languages with < 2 block or < 2 allow cases: %s" % thin)

    # 10. wording constraints
    for o in parsed:
        low = o["text"].lower()
        if o["family"] == "injection_paraphrase":
            for p in STOCK_PHRASES:
                if p in low:
                    err("%s: stock phrase %r" % (o["id"], p))
    in_fact_hits = sum(o["text"].lower().count(w) for o in parsed
                       if o["family"] == "injection_in_fact" for w in IN_FACT_WORDS)
    if in_fact_hits > IN_FACT_MAX:
        err("injection_in_fact uses trap words %d times" % in_fact_hits)

    # 11. Luhn on allow-side digit runs
    for o in parsed:
        if o["expect"] != "allow":
            continue
        for run in DIGIT_RUN.findall(o["text"]):
            d = re.sub(r"\D", "", run)
            if 13 <= len(d) <= 19 and nums.luhn_ok(d):
                err("%s: digit run %s passes Luhn" % (o["id"], run))

    md5 = hashlib.md5(disk).hexdigest()
    block = sum(o["expect"] == "block" for o in parsed)
    print("cases %d (block %d / allow %d), hard look-alikes %d" %
          (len(parsed), block, len(parsed) - block, hard))
    print("languages %d; generated values checked: %s" % (len(per), dict(sorted(n_fill.items()))))
    print("hosts checked %d; injection_in_fact trap words %d" % (n_hosts, in_fact_hits))
    print("md5 %s" % md5)
    if errors:
        print("FAILED (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
