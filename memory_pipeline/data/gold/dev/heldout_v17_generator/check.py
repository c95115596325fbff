"""Checks heldout_v17: byte-for-byte rebuild, schema, family sizes, uniqueness, payload rules, checksums, hosts."""
import json
import os
import re
import sys
import unicodedata
from collections import Counter

import build
import nums
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

SIZES = {"phone_intl": 14, "phone_cn_numerals": 12, "phone_separators": 14, "card": 12, "cn_id": 10,
         "email_obfuscated": 20, "password_pin": 50, "url_credentials": 10, "secret_key_formats": 14, "pii_other": 24,
         "pii_split_kv": 10, "injection_paraphrase": 50, "injection_obfuscated": 12, "injection_chat_template": 10,
         "injection_roleplay": 14, "injection_in_fact": 24, "injection_payload": 30, "injection_split_kv": 10,
         "allow_number_lookalike": 35, "allow_email_lookalike": 15, "allow_password_lookalike": 35,
         "allow_injection_talk": 35, "benign_assistant_preference": 25, "allow_plain": 12}
TSIZES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4, "instruction_in_assistant": 3,
          "obfuscated_email": 2, "payload_in_user": 4, "benign": 5}

errors = []


def err(msg):
    errors.append(msg)


def cls(fam):
    if fam == "allow_plain":
        return ("benign", "allow", False)
    if fam.startswith("allow_") or fam == "benign_assistant_preference":
        return ("benign", "allow", True)
    if fam.startswith("injection_"):
        return ("injection", "block", False)
    return ("pii", "block", False)


def check_hosts(text, where):
    for host in re.findall(r"(?:https?|ftp|rtsp|amqp|redis|postgres|mongodb\+srv)://(?:[^/@\s]*@)?([A-Za-z0-9.-]+)", text):
        if not re.search(r"(^|\.)example\.(com|net|org)$", host) and not re.match(r"\d+\.\d+\.\d+\.\d+$", host):
            err("%s: non-example host %s" % (where, host))
    for dom in re.findall(r"[A-Za-z0-9._-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})", text.replace("moc.elpmaxe@ztrawhcs.olaf", "")):
        if not re.search(r"(^|\.)example\.(com|net|org)$", dom) and dom not in ("20.11.5",):
            err("%s: non-example mail/ssh domain %s" % (where, dom))
    for ip in re.findall(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", text):
        if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
            err("%s: non-documentation IP %s" % (where, ip))


def main():
    # 1. byte-for-byte rebuild
    for path, fn in ((GATE, build.build), (TURNS, turns.build)):
        with open(path, "rb") as f:
            disk = f.read()
        if disk != fn().encode("utf-8"):
            err("%s differs from a fresh rebuild" % os.path.basename(path))

    # 2. templates are hand-written once each; languages
    tmpl, langs = Counter(), set()
    for fam in build.ORDER:
        for item in build.F[fam][1]:
            tmpl["\t".join(item[1:])] += 1
            langs.add(item[0])
    if any(v > 2 for v in tmpl.values()):
        err("a template is used more than twice")
    langs.discard("code")
    if len(langs) < 25:
        err("only %d languages" % len(langs))

    # 3. gate cases
    recs = [json.loads(l) for l in open(GATE, encoding="utf-8")]
    fams = Counter(r["family"] for r in recs)
    if dict(fams) != SIZES:
        err("family sizes %s" % dict(fams))
    texts, ids = Counter(r["text"] for r in recs), [r["id"] for r in recs]
    if any(v > 1 for v in texts.values()):
        err("duplicate texts")
    if ids != ["v17-%04d" % i for i in range(1, len(recs) + 1)]:
        err("ids not sequential")
    for r in recs:
        keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            keys += ["key", "value"]
            if r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: text != key\\tvalue" % r["id"])
        if list(r) != keys:
            err("%s: key order %s" % (r["id"], list(r)))
        if (r["kind"], r["expect"], r["hard_lookalike"]) != cls(r["family"]):
            err("%s: kind/expect/hard mismatch" % r["id"])
        if re.search(r"\{[a-z0-9_]+\}", r["text"]) and not r["family"].startswith("injection_"):
            err("%s: unfilled placeholder?" % r["id"])
        check_hosts(r["text"], r["id"])
        t = r["text"]
        if r["family"] == "card":
            for m in re.findall(r"(?<!\d)(?:\d[ -]?){14,18}\d(?!\d)", t):
                if not nums.luhn_ok(m):
                    err("%s: Luhn fails %s" % (r["id"], m))
        if r["family"] == "cn_id":
            m = re.search(r"\d{17}[\dX]", unicodedata.normalize("NFKC", t).replace(" ", ""))
            if m and not nums.cn_id_ok(m.group()):
                err("%s: cn id check digit" % r["id"])
        for m in re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b", t):
            if r["family"] in ("pii_other", "injection_payload") and not nums.iban_ok(m):
                err("%s: IBAN check %s" % (r["id"], m))
        for m in re.findall(r"\b\d{3}\.\d{3}\.\d{3}-\d{2}\b", t):
            if not nums.cpf_ok(m):
                err("%s: CPF check" % r["id"])
        if "BSN" in t and not nums.bsn_ok(re.search(r"\b\d{9}\b", t).group()):
            err("%s: BSN check" % r["id"])
        if "DNI del" in t and not nums.dni_ok(re.search(r"\b\d{8}[A-Z]\b", t).group()):
            err("%s: DNI check" % r["id"])
    if sum(r["hard_lookalike"] for r in recs) != 145:
        err("hard look-alike count is not 145")
    # allow-side look-alike digit runs that look like cards must not pass Luhn
    for r in recs:
        if r["expect"] == "allow":
            for m in re.findall(r"(?<![\d.])(?:\d[ -]?){15,18}\d(?![\d.])", r["text"]):
                d = re.sub(r"\D", "", m)
                if len(d) in (15, 16, 19) and nums.luhn_ok(d):
                    err("%s: allow case holds a Luhn-valid card-length number" % r["id"])

    # 4. turns
    trs = [json.loads(l) for l in open(TURNS, encoding="utf-8")]
    if dict(Counter(t["family"] for t in trs)) != TSIZES:
        err("turn family sizes")
    if [t["id"] for t in trs] != ["v17-x%03d" % i for i in range(1, len(trs) + 1)]:
        err("turn ids")
    for t in trs:
        if list(t) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err("%s: key order" % t["id"])
        both = t["user"] + "\n" + t["assistant"]
        if (t["family"] == "benign") != (t["payload"] == []):
            err("%s: payload emptiness" % t["id"])
        for p in t["payload"]:
            if p not in t["user"] and p not in t["assistant"]:
                err("%s: payload not verbatim: %s" % (t["id"], p))
        for e in t["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected substring not in turn" % t["id"])
            if any(p in e for p in t["payload"]):
                err("%s: expected substring contains payload" % t["id"])
        check_hosts(both, t["id"])

    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK: %d gate cases (%d families), %d turns, %d languages" % (len(recs), len(fams), len(trs), len(langs)))


if __name__ == "__main__":
    main()
