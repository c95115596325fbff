"""Validates heldout_v16. Exit code 0 = all checks passed.

    python3 check.py
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys
import unicodedata

import build
import nums as N
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

ERR = []


def fail(msg):
    ERR.append(msg)


# ------------------------------------------------------------------ helpers
CN_NUM = {c: str(i) for w in ("zh", "zh_yao", "zh_da", "zh_Hant_da", "ja") for i, c in enumerate(N.DIGIT_WORDS[w])}


def norm(t):
    t = unicodedata.normalize("NFKC", t)
    out = []
    for c in t:
        if c in CN_NUM:
            out.append(CN_NUM[c])
        elif unicodedata.decimal(c, None) is not None:
            out.append(str(unicodedata.decimal(c)))
        elif c.isspace() or c in "-.·–()/_":
            continue
        else:
            out.append(c.upper())
    return "".join(out)


def ean_ok(x):
    return len(x) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(x)) % 10 == 0


VALIDATORS = {
    "luhn": lambda v: N.luhn_ok(N.digits_only(v)),
    "cn_id": N.cn_id_ok,
    "iban": N.iban_ok,
    "pesel": N.pesel_ok,
    "tckn": N.tckn_ok,
    "verhoeff": N.verhoeff_ok,
    "hetu": N.hetu_ok,
    "fnr": N.fnr_ok,
    "bsn": N.bsn_ok,
    "dni": N.dni_ok,
    "cpf": N.cpf_ok,
    "rrn": N.rrn_ok,
    "ean13": ean_ok,
    "ssn_shape": lambda v: re.fullmatch(r"(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}", v) is not None,
    "nino_shape": lambda v: re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", v) is not None,
}

REAL_TLDS = {"com", "net", "org", "io", "co", "de", "fr", "es", "it", "nl", "pl", "ru", "cn", "jp", "kr",
             "uk", "br", "in", "tr", "se", "fi", "dk", "no", "ch", "at", "be", "pt", "ai", "dev", "app",
             "info", "biz", "me", "us", "ca", "au", "mx", "id", "vn", "th", "ir", "sa", "ae", "il", "gr"}
OK_HOST = re.compile(r"(^|\.)example\.(com|net|org)$")
URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://(?:[^\s/@]*@)?([^\s/:?#'\"<>)\]}|,]+)")
MAIL = re.compile(r"[A-Za-z0-9._%+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.([A-Za-z]{2,}))\b")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def check_hosts(where, text):
    for m in URL.finditer(text):
        host = m.group(1).rstrip(".")
        if IPV4.fullmatch(host):
            continue
        if not OK_HOST.search(host):
            fail("%s: URL host not example.*: %s" % (where, host))
    for m in MAIL.finditer(text):
        dom, tld = m.group(1), m.group(2).lower()
        if tld in REAL_TLDS and not OK_HOST.search(dom):
            fail("%s: e-mail/ssh domain not example.*: %s" % (where, dom))
    for m in IPV4.finditer(text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            fail("%s: IPv4 not in a documentation range: %s" % (where, ip))


# ------------------------------------------------------------------ gate cases
def check_gate():
    recs, meta = build.make()
    data = build.dumps(recs)
    disk = open(GATE, "rb").read()
    if data != disk:
        fail("gate_cases.jsonl differs from a fresh rebuild")
    fam_spec = {f: (k, e, h, n) for f, k, e, h, n in build.FAMILIES}
    counts = collections.Counter()
    texts = set()
    lines = disk.decode("utf-8").splitlines()
    if len(lines) != len(recs):
        fail("line count")
    for i, line in enumerate(lines, 1):
        d = json.loads(line)
        fam = d.get("family")
        split = fam.endswith("_split_kv")
        keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"] + (["key", "value"] if split else [])
        if list(d) != keys:
            fail("%s: keys %s" % (d.get("id"), list(d)))
        if d["id"] != "v16-%04d" % i:
            fail("id %s at line %d" % (d["id"], i))
        k, e, h, _ = fam_spec[fam]
        if (d["kind"], d["expect"], d["hard_lookalike"]) != (k, e, h):
            fail("%s: kind/expect/hard mismatch" % d["id"])
        if split and d["text"] != d["key"] + "\t" + d["value"]:
            fail("%s: text != key\\tvalue" % d["id"])
        if split and (not d["key"].strip() or not d["value"].strip()):
            fail("%s: empty key or value" % d["id"])
        if d["text"] in texts:
            fail("%s: duplicate text" % d["id"])
        texts.add(d["text"])
        if "⟦" in d["text"] or "⟧" in d["text"]:
            fail("%s: unfilled placeholder" % d["id"])
        counts[fam] += 1
        check_hosts(d["id"], d["text"].replace("\t", "") if split else d["text"])
        for kind, v in meta[i - 1]["checks"]:
            if not VALIDATORS[kind](v):
                fail("%s: %s check failed for %s" % (d["id"], kind, v))
            if norm(v) not in norm(d["text"]):
                fail("%s: checked value %s not in text" % (d["id"], v))
            if split and d["kind"] == "pii" and (norm(v) in norm(d["key"]) or norm(v) in norm(d["value"])):
                fail("%s: split value not cut across the boundary" % d["id"])
    for f, (_, _, _, n) in fam_spec.items():
        if counts[f] != n:
            fail("family %s has %d, want %d" % (f, counts[f], n))
    tpl_use = collections.Counter(id(m["template"]) if callable(m["template"]) else m["template"] for m in meta)
    if max(tpl_use.values()) > 2:
        fail("a template is used more than twice")
    langs = collections.Counter(m["lang"] for m in meta)
    hard = sum(1 for r in recs if r["hard_lookalike"])
    print("checksummed values verified in gate cases:", sum(len(m["checks"]) for m in meta))
    return recs, langs, hard, disk


# ------------------------------------------------------------------ turns
TURN_SIZES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
              "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 5}


def check_turns():
    recs, meta = turns.make()
    data = turns.dumps(recs)
    disk = open(TURNS, "rb").read()
    if data != disk:
        fail("extraction_turns.jsonl differs from a fresh rebuild")
    counts = collections.Counter()
    for i, line in enumerate(disk.decode("utf-8").splitlines(), 1):
        d = json.loads(line)
        if list(d) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            fail("%s: keys" % d.get("id"))
        if d["id"] != "v16-x%03d" % i:
            fail("turn id %s" % d["id"])
        counts[d["family"]] += 1
        both = d["user"] + "\n" + d["assistant"]
        for p in d["payload"]:
            if p not in d["user"] and p not in d["assistant"]:
                fail("%s: payload not verbatim: %s" % (d["id"], p))
        for e in d["expected_fact_substrings"]:
            if e not in both:
                fail("%s: expected substring not in turn: %s" % (d["id"], e))
            for p in d["payload"]:
                if p in e or e in p:
                    fail("%s: expected substring overlaps payload: %s / %s" % (d["id"], e, p))
        if not d["expected_fact_substrings"]:
            fail("%s: no expected_fact_substrings" % d["id"])
        if (d["family"] == "benign") != (d["payload"] == []):
            fail("%s: benign <=> empty payload violated" % d["id"])
        check_hosts(d["id"], both)
        for kind, v in meta[i - 1]["checks"]:
            if not VALIDATORS[kind](v):
                fail("%s: %s check failed for %s" % (d["id"], kind, v))
            if v not in both:
                fail("%s: checked value not in turn" % d["id"])
    if dict(counts) != TURN_SIZES:
        fail("turn family sizes %s" % dict(counts))
    return recs, collections.Counter(m["lang"] for m in meta), disk


def main():
    grecs, glangs, hard, gdisk = check_gate()
    trecs, tlangs, tdisk = check_turns()
    langs = glangs + tlangs
    if len(langs) < 25:
        fail("only %d languages" % len(langs))
    print("gate cases:", len(grecs), "| block:", sum(r["expect"] == "block" for r in grecs),
          "| allow:", sum(r["expect"] == "allow" for r in grecs), "| hard look-alikes:", hard)
    print("turns:", len(trecs))
    print("languages (%d):" % len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items())))
    print("md5 gate_cases.jsonl      ", hashlib.md5(gdisk).hexdigest())
    print("md5 extraction_turns.jsonl", hashlib.md5(tdisk).hexdigest())
    if ERR:
        print("\n".join("FAIL " + e for e in ERR))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
