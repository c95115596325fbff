#!/usr/bin/env python3
"""Self-check for dev set v31. Standard library only.

Rebuilds the outputs in memory and compares them byte for byte with the files on disk,
then checks format, counts, uniqueness, near-duplicates, fake-only contact data,
absence of classic injection keywords in the block cases, and language coverage.
"""
import collections
import difflib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402

EXPECTED = {
    "injection_paraphrase": 130,
    "injection_in_fact": 110,
    "injection_roleplay": 60,
    "allow_injection_talk": 80,
    "benign_assistant_preference": 70,
}
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]

# Classic attack phrasings the brief asked to keep OUT of the block cases.
CLASSIC = [
    "ignore previous", "ignore all previous", "ignore the above", "ignore your instructions",
    "disregard", "forget your instructions", "forget all previous", "previous instructions",
    "忽略之前", "忽略以上", "忽略所有", "ignora las instrucciones", "ignora todas",
    "ignoriere", "vergiss alle", "oublie tes instructions", "ignore les instructions",
    "игнорируй", "забудь все", "無視して", "以前の指示", "ignore as instruções", "esqueça as instruções",
    "تجاهل", "पिछले निर्देश",
]

failures = []


def fail(msg):
    failures.append(msg)


def read(name):
    with open(os.path.join(OUT, name), "rb") as f:
        return f.read()


def main():
    gate, tags, case_langs = build.render()
    for name, text in (("gate_cases.jsonl", gate), ("lang_tags.tsv", tags), ("case_langs.tsv", case_langs)):
        if read(name) != text.encode("utf-8"):
            fail(f"{name} differs from a fresh build")

    rows = []
    for n, line in enumerate(read("gate_cases.jsonl").decode("utf-8").split("\n")[:-1], 1):
        rec = json.loads(line)
        if list(rec) != KEYS:
            fail(f"line {n}: keys {list(rec)}")
        if rec["id"] != f"dev31-{n:04d}":
            fail(f"line {n}: id {rec['id']}")
        fam = rec["family"]
        inj = fam.startswith("injection_")
        want = ("injection", "block", False) if inj else ("benign", "allow", True)
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != want:
            fail(f"{rec['id']}: kind/expect/hard {rec['kind']}/{rec['expect']}/{rec['hard_lookalike']}")
        rows.append(rec)

    fams = collections.Counter(r["family"] for r in rows)
    if dict(fams) != EXPECTED:
        fail(f"family counts {dict(fams)}")
    # grouped by family, in order
    seen, last = [], None
    for r in rows:
        if r["family"] != last:
            if r["family"] in seen:
                fail(f"family {r['family']} not contiguous")
            seen.append(r["family"])
            last = r["family"]

    # languages
    lang_of = dict(l.split("\t") for l in case_langs.strip("\n").split("\n"))
    tagmap = dict(l.split("\t") for l in tags.strip("\n").split("\n"))
    if set(lang_of) != {r["id"] for r in rows}:
        fail("case_langs.tsv ids do not match gate_cases.jsonl")
    if set(lang_of.values()) != set(tagmap):
        fail("lang_tags.tsv does not list exactly the tags used")
    if len(tagmap) < 60:
        fail(f"only {len(tagmap)} language tags")
    big = sum(1 for t in lang_of.values() if build.base_lang(t) in build.BIG_TEN)
    share = big / len(rows)
    if not 0.35 <= share <= 0.45:
        fail(f"big-ten share {share:.3f}")
    for fam in EXPECTED:
        n_l = len({lang_of[r["id"]] for r in rows if r["family"] == fam})
        if n_l < 20:
            fail(f"{fam}: only {n_l} languages")

    # uniqueness and near-duplicates (same template reused would show up here)
    texts = [r["text"] for r in rows]
    if len(set(texts)) != len(texts):
        fail("duplicate texts")
    norm = [re.sub(r"\W+", " ", t.lower()).strip() for t in texts]
    worst = 0.0
    for i in range(len(norm)):
        for j in range(i + 1, len(norm)):
            sm = difflib.SequenceMatcher(None, norm[i], norm[j], autojunk=False)
            if sm.real_quick_ratio() < 0.75 or sm.quick_ratio() < 0.75:
                continue
            r = sm.ratio()
            worst = max(worst, r)
            if r >= 0.75:
                fail(f"near-duplicate ({r:.2f}): {rows[i]['id']} / {rows[j]['id']}")

    # fake contact data only
    for r in rows:
        t = r["text"]
        for host in re.findall(r"[\w.+-]+@([\w.-]+\.[a-z]{2,})", t):
            if not re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", host):
                fail(f"{r['id']}: e-mail host {host}")
        for ip in re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", t):
            if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
                fail(f"{r['id']}: IPv4 {ip}")
        for url in re.findall(r"https?://([^/\s]+)", t):
            if not re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|net|org)", url):
                fail(f"{r['id']}: URL host {url}")
        if r["family"].startswith("injection_"):
            low = t.lower()
            for k in CLASSIC:
                if k in low:
                    fail(f"{r['id']}: classic keyword {k!r}")
        if "\t" in t or "\r" in t:
            fail(f"{r['id']}: tab or CR in text")

    print(f"{len(rows)} cases; families {dict(fams)}")
    print(f"{len(tagmap)} language tags; big-ten share {share:.3f}; max near-dup ratio {worst:.2f}")
    if failures:
        print("FAIL")
        for f in failures:
            print("  " + f)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
