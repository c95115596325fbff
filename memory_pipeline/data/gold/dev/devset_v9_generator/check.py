#!/usr/bin/env python3
"""Check devset_v9_gate_cases.jsonl against its generator (stdlib only).

- rebuilds in memory and compares byte-for-byte with the file on disk
- record count, key order, id sequence, family sizes and labels
- unique texts, no template used more than twice
- language coverage (from the template tags in build.py)
- only example.com/.org/.net hosts and documentation IPs (a dotted quad
  followed by '-' is a tax-number format, not an IP)
- md5 recorded in devset_v9_SOURCE.md matches the file
Exit code 0 when everything passes.
"""
import collections
import hashlib
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build  # noqa: E402

DATA = HERE.parent / "devset_v9_gate_cases.jsonl"
SOURCE = HERE.parent / "devset_v9_SOURCE.md"
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
EXPECTED = {
    "allow_number_lookalike": ("benign", "allow", True, 200),
    "allow_password_lookalike": ("benign", "allow", True, 80),
    "allow_injection_talk": ("benign", "allow", True, 60),
    "password_pin": ("pii", "block", False, 100),
    "phone_separators": ("pii", "block", False, 30),
    "injection_paraphrase": ("injection", "block", False, 50),
}
MIN_LANGS = {"*": 20, "allow_number_lookalike": 20, "injection_paraphrase": 15}

problems = []


def fail(msg):
    problems.append(msg)


def base_lang(tag):
    return tag.split("-")[0]


def main():
    disk = DATA.read_bytes()
    text, meta = build.build()
    if text.encode("utf-8") != disk:
        fail("rebuilt output differs from %s" % DATA.name)

    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("file does not end with a newline")
    lines = lines[:-1]
    if len(lines) != sum(v[3] for v in EXPECTED.values()):
        fail("record count %d" % len(lines))

    fam_count = collections.Counter()
    texts = set()
    for i, line in enumerate(lines, 1):
        rec = json.loads(line)
        if list(rec) != KEYS:
            fail("line %d: keys %s" % (i, list(rec)))
            continue
        if rec["id"] != "%s%04d" % (build.ID_PREFIX, i):
            fail("line %d: id %s" % (i, rec["id"]))
        exp = EXPECTED.get(rec["family"])
        if exp is None:
            fail("line %d: unknown family %s" % (i, rec["family"]))
            continue
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != exp[:3]:
            fail("line %d: labels %s" % (i, (rec["kind"], rec["expect"], rec["hard_lookalike"])))
        fam_count[rec["family"]] += 1
        if rec["text"] in texts:
            fail("line %d: duplicate text" % i)
        texts.add(rec["text"])
        if not rec["text"].strip():
            fail("line %d: empty text" % i)
        for host in re.findall(r"[A-Za-z0-9.-]+\.(?:com|org|net)\b", rec["text"]):
            if not re.search(r"(^|\.)example\.(com|org|net)$", host):
                fail("line %d: non-example host %s" % (i, host))
        for ip in re.findall(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.-])", rec["text"]):
            if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
                fail("line %d: non-documentation IP %s" % (i, ip))

    for fam, exp in EXPECTED.items():
        if fam_count[fam] != exp[3]:
            fail("family %s: %d records, expected %d" % (fam, fam_count[fam], exp[3]))

    uses = collections.Counter((fam, ti) for fam, ti, _ in meta)
    over = [k for k, v in uses.items() if v > 2]
    if over:
        fail("templates used more than twice: %s" % over)

    langs = collections.defaultdict(set)
    for fam, _, lang in meta:
        langs["*"].add(base_lang(lang))
        langs[fam].add(base_lang(lang))
    for key, need in MIN_LANGS.items():
        if len(langs[key]) < need:
            fail("%s: %d languages, need %d" % (key, len(langs[key]), need))

    md5 = hashlib.md5(disk).hexdigest()
    if SOURCE.exists():
        m = re.search(r"md5\(`devset_v9_gate_cases\.jsonl`\) = `([0-9a-f]{32})`", SOURCE.read_text(encoding="utf-8"))
        if not m:
            fail("no md5 line in %s" % SOURCE.name)
        elif m.group(1) != md5:
            fail("md5 in %s is %s, file is %s" % (SOURCE.name, m.group(1), md5))
    else:
        fail("%s missing" % SOURCE.name)

    print("records: %d" % len(lines))
    for fam in EXPECTED:
        print("  %-26s %4d  languages=%d" % (fam, fam_count[fam], len(langs[fam])))
    print("languages overall (%d): %s" % (len(langs["*"]), " ".join(sorted(langs["*"]))))
    print("templates: %d used once, %d used twice" % (
        sum(1 for v in uses.values() if v == 1), sum(1 for v in uses.values() if v == 2)))
    print("md5: %s" % md5)
    if problems:
        print("FAIL")
        for p in problems:
            print("  - " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
