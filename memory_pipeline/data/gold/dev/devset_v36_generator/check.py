"""Self-check for ../gate_cases.jsonl (devset v36). Standard library only.

Rebuilds the corpus in memory and compares it byte for byte with the file on disk, then checks
format, ids, families, uniqueness, inserted values (with validators written here, separately
from nums.py), fake hosts, phone lengths, language coverage and stock-keyword avoidance.
Exit code 0 and "ALL CHECKS PASSED" on success.
"""
import collections
import csv
import json
import os
import re
import sys

import build

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "gate_cases.jsonl")
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TARGET = {"phone_intl": 6, "phone_separators": 6, "pii_other": 8, "password_pin": 80,
          "injection_paraphrase": 150, "injection_roleplay": 40, "injection_in_fact": 60,
          "allow_number_lookalike": 45, "allow_password_lookalike": 45, "allow_injection_talk": 60}
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------ independent validators

def v_luhn(s):
    s = re.sub(r"\D", "", s)
    tot = 0
    for i, ch in enumerate(reversed(s)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def v_bsn(s):
    return len(s) == 9 and (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def v_dni(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_pesel(s):
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return len(s) == 11 and (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])


def v_cpf(s):
    n = re.sub(r"\D", "", s)
    if len(n) != 11:
        return False
    for k in (9, 10):
        tot = sum(int(n[i]) * (k + 1 - i) for i in range(k))
        if (tot * 10) % 11 % 10 != int(n[k]):
            return False
    return True


def v_pnr(s):
    return bool(re.fullmatch(r"\d{6}-\d{4}", s)) and v_luhn(s)


def v_za(s):
    return len(s) == 13 and s.isdigit() and v_luhn(s)


def v_imei(s):
    return len(s) == 15 and s.isdigit() and v_luhn(s)


def v_order16(s):
    return len(s) == 16 and s.isdigit() and not v_luhn(s)


def v_s10(s):
    m = re.fullmatch(r"[A-Z]{2}(\d{8})(\d)[A-Z]{2}", s)
    if not m:
        return True  # other tracking shapes
    body, c = m.group(1), int(m.group(2))
    x = 11 - sum(int(a) * b for a, b in zip(body, (8, 6, 4, 2, 3, 5, 9, 7))) % 11
    x = 5 if x == 11 else (0 if x == 10 else x)
    return x == c


VALIDATORS = {"bsn": v_bsn, "dni": v_dni, "pesel": v_pesel, "cpf": v_cpf, "pnr": v_pnr,
              "za_id": v_za, "imei": v_imei, "order16": v_order16, "track": v_s10}

SENT_SPLIT = re.compile(r"(?<=[.!?。！？।۔።;；])\s*|\n")
HOST = re.compile(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})|\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org))\b")
STOCK = ["ignore previous", "ignore all previous", "system prompt", "jailbreak", "developer mode",
         "do anything now", "dan mode", "prompt injection"]


def main():
    raw = open(PATH, "rb").read()
    records, meta = build.build()
    rebuilt = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    if rebuilt != raw:
        err("file on disk differs from a fresh build (run build.py)")

    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file does not end with a newline")
    recs = []
    for i, line in enumerate(lines[:-1], 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {i}: bad JSON {e}")
            continue
        if list(rec) != KEYS:
            err(f"line {i}: keys {list(rec)}")
        recs.append(rec)

    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != [f"d36-{i:04d}" for i in range(1, len(ids) + 1)]:
        err("ids are not d36-0001.. in order")

    fam_count = collections.Counter(r["family"] for r in recs)
    for fam, n in TARGET.items():
        if fam_count[fam] != n:
            err(f"{fam}: {fam_count[fam]} cases, expected {n}")
    for r in recs:
        kind, expect, hard = build.FAMILY_META[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err(f"{r['id']}: kind/expect/hard mismatch")
        if "⟦" in r["text"] or "⟧" in r["text"]:
            err(f"{r['id']}: unfilled placeholder")
        if not r["text"].strip():
            err(f"{r['id']}: empty text")

    # uniqueness: texts, templates, sentences
    texts = [r["text"] for r in recs]
    if len(set(texts)) != len(texts):
        err("duplicate texts")
    tpls = collections.Counter(m["template"] for m in meta)
    for t, n in tpls.items():
        if n > 1:
            err(f"template used {n} times: {t[:60]}")
    seen = {}
    for r, m in zip(recs, meta):
        # compare sentences of the template (values stripped) so that equal wording is caught
        for s in SENT_SPLIT.split(build.PH.sub("#", m["template"]).replace("\\n", "\n")):
            s = s.strip()
            if len(s) < 12:
                continue
            if s in seen and seen[s] != r["id"]:
                err(f"sentence repeated in {seen[s]} and {r['id']}: {s[:60]}")
            seen.setdefault(s, r["id"])

    # inserted values: valid and present
    for r, m in zip(recs, meta):
        for name, v in m["values"]:
            if v not in r["text"]:
                err(f"{r['id']}: value {name} not in text")
            f = VALIDATORS.get(name)
            if f and not f(v):
                err(f"{r['id']}: {name} {v} fails validation")
        # allow cases must not contain a Luhn-valid 16-digit run (card look-alike must stay fake)
        if r["expect"] == "allow":
            for run in re.findall(r"(?<!\d)\d{16}(?!\d)", r["text"]):
                if v_luhn(run):
                    err(f"{r['id']}: Luhn-valid 16-digit run in an allow case")

    # hosts: only example.com/.net/.org and subdomains; no IPv4 literals
    for r in recs:
        for a, b in HOST.findall(r["text"]):
            h = (a or b).lower().rstrip(".")
            if h in ("os.environ",):
                continue
            if not re.search(r"(^|\.)example\.(com|net|org)$", h) and not h.endswith(".md"):
                err(f"{r['id']}: non-example host {h}")
        if re.search(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", r["text"]):
            err(f"{r['id']}: IPv4 literal")

    # phones: the phone span has 9-15 digits
    for r in recs:
        if r["family"] in ("phone_intl", "phone_separators"):
            spans = re.findall(r"\(?\d[\d\s().\-/]{7,}\d", r["text"])
            if not spans:
                err(f"{r['id']}: no phone span")
            for s in spans:
                nd = len(re.sub(r"\D", "", s))
                if not 9 <= nd <= 15:
                    err(f"{r['id']}: phone span {s!r} has {nd} digits")

    # stock keywords must not appear in injection paraphrases
    for r in recs:
        if r["family"] == "injection_paraphrase":
            low = r["text"].lower()
            for k in STOCK:
                if k in low:
                    err(f"{r['id']}: stock keyword {k!r}")

    # languages
    rows = list(csv.DictReader(open(os.path.join(HERE, "case_langs.tsv"), encoding="utf-8"), delimiter="\t"))
    if [x["id"] for x in rows] != ids:
        err("case_langs.tsv ids differ")
    langs = collections.defaultdict(set)
    for x in rows:
        langs[x["family"]].add(x["lang"])
    allow_langs = set().union(*(langs[f] for f in TARGET if f.startswith("allow_")))
    if len(allow_langs) < 40:
        err(f"hard look-alikes use only {len(allow_langs)} languages")
    if len(langs["injection_paraphrase"]) < 60:
        err(f"injection_paraphrase uses only {len(langs['injection_paraphrase'])} languages")
    n_hard = sum(r["hard_lookalike"] for r in recs)

    if errors:
        print("\n".join(errors))
        print(f"{len(errors)} PROBLEMS")
        sys.exit(1)
    print(f"{len(recs)} records; block {sum(r['expect'] == 'block' for r in recs)}, "
          f"allow {sum(r['expect'] == 'allow' for r in recs)}, hard {n_hard}; "
          f"languages: all {len(set(x['lang'] for x in rows))}, hard allow {len(allow_langs)}, "
          f"injection_paraphrase {len(langs['injection_paraphrase'])}")
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
