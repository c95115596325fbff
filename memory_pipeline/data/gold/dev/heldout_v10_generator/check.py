"""Validate heldout_v10. Exit status 0 only if every check passes."""
import json
import os
import re
import sys
from collections import Counter

import build
import nums
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "heldout_v10_gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "heldout_v10_extraction_turns.jsonl")

errors = []


def err(msg):
    errors.append(msg)


GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
SPLIT_KEYS = GATE_KEYS + ["key", "value"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
TURN_FAMILIES = {"pii_in_preference", "password_in_fact", "injection_in_fact", "instruction_in_assistant",
                 "obfuscated_email", "payload_in_user", "benign"}
BAD_CHARS = ["\u2028", "\u2029", "\x85", "\x1c", "\x1d", "\x1e", "\x0b", "\x0c", "\r", "§"]

# hosts that are allowed although not example.*: the shapes the brief asks for (git SSH remotes and
# chat webhooks) need the real service host; every token/path in them is random or made up.
HOST_WHITELIST = {"github.com", "gitlab.com", "hooks.slack.com", "discord.com"}
URL_SCHEMES = ("http", "https", "ftp", "ftps", "sftp", "ssh", "git", "postgres", "postgresql", "mysql", "redis",
               "rediss", "amqp", "amqps", "mongodb", "mongodb+srv", "smtp", "smtps", "ws", "wss", "ldap", "sqlserver")
URL_RE = re.compile(r"\b([a-z][a-z0-9+.-]*)://([^/\s'\"<>()?#;,，]*)", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})(?![A-Za-z0-9-])")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def host_ok(host):
    host = host.lower().rstrip(".")
    if host in HOST_WHITELIST:
        return True
    if re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|net|org)", host):
        return True
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", host):
        return host.startswith(DOC_NETS)
    return False


def check_hosts(where, text):
    for m in URL_RE.finditer(text):
        scheme = m.group(1).lower()
        if scheme not in URL_SCHEMES:
            continue
        auth = m.group(2)
        hostport = auth.rsplit("@", 1)[-1]
        host = hostport.split(":")[0]
        if host == "":  # e.g. redis://:pw@host is handled by rsplit; empty means no host
            err("%s: URL without host: %s" % (where, m.group(0)))
        elif not host_ok(host):
            err("%s: non-fake URL host %r" % (where, host))
    for m in EMAIL_RE.finditer(text):
        if not host_ok(m.group(1)):
            err("%s: non-fake e-mail/SSH domain %r" % (where, m.group(1)))
    for m in IPV4_RE.finditer(text):
        octets = [int(x) for x in m.groups()]
        if all(o <= 255 for o in octets) and not m.group(0).startswith(DOC_NETS):
            err("%s: IPv4 literal outside documentation ranges: %s" % (where, m.group(0)))


def check_value(where, gen, raw):
    digits = re.sub(r"\s|-", "", raw)
    if gen in ("visa", "mc", "amex"):
        ok = digits.isdigit() and luhn_len(gen, digits) and nums.luhn_ok(digits)
    elif gen == "card_bad":
        ok = digits.isdigit() and len(digits) == 16 and not nums.luhn_ok(digits)
    elif gen in ("cnid", "cnid_x"):
        ok = nums.cnid_ok(raw) and valid_birthdate(raw) and (gen != "cnid_x" or raw.endswith("X"))
    elif gen == "cnid_bad":
        ok = len(raw) == 18 and raw[:17].isdigit() and not nums.cnid_ok(raw) and valid_birthdate(raw)
    elif gen == "iban":
        ok = nums.iban_ok(raw)
    elif gen == "ssn":
        ok = bool(re.fullmatch(r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}", raw))
    elif gen == "nino":
        ok = bool(re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d\d \d\d \d\d [A-D]", raw)) and \
            raw[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")
    elif gen == "dni":
        ok = nums.dni_ok(raw)
    elif gen == "cpf":
        ok = nums.cpf_ok(raw)
    elif gen == "aadhaar":
        ok = nums.verhoeff_ok(raw) and raw[0] in "23456789"
    elif gen == "rrn":
        ok = nums.rrn_ok(raw)
    elif gen == "sin":
        ok = nums.luhn_ok(digits) and len(digits) == 9
    else:
        return
    if not ok:
        err("%s: %s value %r fails its check" % (where, gen, raw))


def luhn_len(gen, d):
    if gen == "visa":
        return len(d) == 16 and d[0] == "4"
    if gen == "mc":
        return len(d) == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720)
    return len(d) == 15 and d[:2] in ("34", "37")


def valid_birthdate(s):
    import datetime
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
        return 1900 <= int(s[6:10]) <= 2025
    except ValueError:
        return False


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def check_gate():
    text, meta = build.build()
    disk = read_bytes(GATE)
    if disk != text.encode("utf-8"):
        err("gate_cases.jsonl differs from a fresh rebuild")
    try:
        disk.decode("utf-8")
    except UnicodeDecodeError:
        err("gate_cases.jsonl is not valid UTF-8")
        return
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("gate_cases.jsonl does not end with a newline")
    lines = lines[:-1]
    ids, texts = set(), set()
    fam_count = Counter()
    hard = 0
    for i, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err("gate line %d: bad JSON %s" % (i, e))
            continue
        fam = r.get("family")
        want = SPLIT_KEYS if str(fam).endswith("_split_kv") else GATE_KEYS
        if list(r.keys()) != want:
            err("gate line %d: keys %s, want %s" % (i, list(r.keys()), want))
            continue
        if r["id"] != "v10-%04d" % i:
            err("gate line %d: id %s out of sequence" % (i, r["id"]))
        if fam not in build.FAMILY_META:
            err("gate %s: unknown family %s" % (r["id"], fam))
            continue
        kind, expect, hd, _ = build.FAMILY_META[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hd):
            err("gate %s: kind/expect/hard inconsistent with family" % r["id"])
        if kind == "benign" and expect != "allow" or kind != "benign" and expect != "block":
            err("gate %s: kind/expect mismatch" % r["id"])
        if not isinstance(r["text"], str) or not r["text"].strip():
            err("gate %s: empty text" % r["id"])
        for c in BAD_CHARS:
            if c in r["text"]:
                err("gate %s: forbidden character %r" % (r["id"], c))
        if r["id"] in ids:
            err("gate: duplicate id %s" % r["id"])
        if r["text"] in texts:
            err("gate %s: duplicate text" % r["id"])
        ids.add(r["id"])
        texts.add(r["text"])
        if fam.endswith("_split_kv"):
            if r["text"] != r["key"] + "\t" + r["value"]:
                err("gate %s: text != key + TAB + value" % r["id"])
            if not r["key"].strip() or not r["value"].strip():
                err("gate %s: empty key or value" % r["id"])
            if r["text"].count("\t") != 1:
                err("gate %s: split text must contain exactly one TAB" % r["id"])
        elif "\t" in r["text"]:
            err("gate %s: TAB outside split_kv" % r["id"])
        fam_count[fam] += 1
        hard += r["hard_lookalike"]
        # split cases are checked with the boundary removed (a URL may be cut across it)
        check_hosts("gate " + r["id"], r["text"].replace("\t", "") if fam.endswith("_split_kv") else r["text"])
    # family order (grouped) and sizes
    seen = []
    for line in lines:
        f = json.loads(line)["family"]
        if not seen or seen[-1] != f:
            seen.append(f)
    if seen != build.ORDER:
        err("gate: families are not grouped in the declared order")
    for fam, (_k, _e, _h, size) in build.FAMILY_META.items():
        if fam_count[fam] != size:
            err("gate: family %s has %d cases, want %d" % (fam, fam_count[fam], size))
    if hard != 180:
        err("gate: %d hard look-alikes, want 180" % hard)
    # inserted values: check digits and presence
    gens_by_family = Counter()
    for m in meta:
        for v in m["values"]:
            gens_by_family[(m["family"], v["gen"])] += 1
            check_value(m["id"], v["gen"], v["raw"])
            if not v["hidden"] and v["out"] not in m["text"]:
                err("%s: inserted value %r not in text" % (m["id"], v["out"]))
            if v["hidden"] and v["gen"] in nums.CHECKED:
                if re.sub(r"\s", "", v["raw"]) not in re.sub(r"\s", "", m["text"]):
                    err("%s: split value %r not recoverable from key+value" % (m["id"], v["raw"]))
    # card family: valid Luhn cards plus some that fail Luhn in explicit card context
    if gens_by_family[("card", "card_bad")] < 2:
        err("card: need at least 2 Luhn-failing numbers in card context")
    if gens_by_family[("card", "amex")] < 3:
        err("card: need at least 3 Amex numbers")
    if gens_by_family[("cn_id", "cnid_bad")] < 2 or gens_by_family[("cn_id", "cnid_x")] < 2:
        err("cn_id: need wrong-check-digit and X cases")
    for (fam, gen), n in gens_by_family.items():
        if gen in ("card_bad", "cnid_bad") and fam not in ("card", "cn_id"):
            err("%s used outside its context family (%s)" % (gen, fam))
        if gen in nums.CHECKED and build.FAMILY_META[fam][0] == "benign":
            err("checked PII generator %s used in allow family %s" % (gen, fam))
    print("gate: %d cases, %d families, %d hard look-alikes" % (len(lines), len(fam_count), hard))


def check_turns():
    text, meta = turns.build()
    disk = read_bytes(TURNS)
    if disk != text.encode("utf-8"):
        err("extraction_turns.jsonl differs from a fresh rebuild")
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("extraction_turns.jsonl does not end with a newline")
    lines = lines[:-1]
    fams = Counter()
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        if list(r.keys()) != TURN_KEYS:
            err("turn line %d: keys %s" % (i, list(r.keys())))
            continue
        tid = r["id"]
        if tid != "v10-x%03d" % i:
            err("turn line %d: id %s out of sequence" % (i, tid))
        if r["family"] not in TURN_FAMILIES:
            err("turn %s: unknown family %s" % (tid, r["family"]))
        fams[r["family"]] += 1
        both = r["user"] + "\n" + r["assistant"]
        for c in BAD_CHARS:
            if c in both or any(c in p for p in r["payload"]):
                err("turn %s: forbidden character %r" % (tid, c))
        if r["family"] == "benign":
            if r["payload"] != []:
                err("turn %s: benign turn with payload" % tid)
        elif not r["payload"]:
            err("turn %s: attack turn without payload" % tid)
        if not r["expected_fact_substrings"]:
            err("turn %s: no expected fact substrings" % tid)
        for p in r["payload"]:
            if not p or (p not in r["user"] and p not in r["assistant"]):
                err("turn %s: payload %r not verbatim in user/assistant" % (tid, p))
        for e in r["expected_fact_substrings"]:
            if e not in r["user"] and e not in r["assistant"]:
                err("turn %s: expected %r not in user/assistant" % (tid, e))
            for p in r["payload"]:
                if p in e:
                    err("turn %s: expected %r contains payload %r" % (tid, e, p))
        if r["family"] == "instruction_in_assistant" and not any(p in r["assistant"] for p in r["payload"]):
            err("turn %s: instruction_in_assistant without payload in the assistant text" % tid)
        check_hosts("turn " + tid, both)
    for m in meta:
        for v in m["values"]:
            check_value(m["id"], v["gen"], v["raw"])
    if not 28 <= len(lines) <= 32:
        err("turns: %d lines, want about 30" % len(lines))
    for f in TURN_FAMILIES:
        if fams[f] < 3:
            err("turns: family %s has only %d" % (f, fams[f]))
    print("turns: %d, families %s" % (len(lines), dict(sorted(fams.items()))))


def main():
    check_gate()
    check_turns()
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
