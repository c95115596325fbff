# -*- coding: utf-8 -*-
"""Self-check for devset_v15: rebuild in memory, compare with disk, validate conventions."""
import base64
import collections
import json
import re
import sys

import build

EXPECTED = {
    "injection_in_fact": 70, "injection_paraphrase": 50, "injection_roleplay": 15, "injection_obfuscated": 20,
    "injection_payload": 25, "phone_intl": 30, "pii_other": 25, "allow_plain": 15,
}
HARD_TOTAL = 160
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
errors = []


def err(msg):
    errors.append(msg)


rows, data, tsv = build.build()
with open(build.OUT, encoding="utf-8") as f:
    disk = f.read()
if disk != data:
    err("jsonl on disk differs from rebuild")
with open(build.LANG_TSV, encoding="utf-8") as f:
    if f.read() != tsv:
        err("language tsv differs from rebuild")

lines = disk.splitlines()
texts = set()
for i, line in enumerate(lines, 1):
    r = json.loads(line)
    if list(r) != KEYS:
        err("key order %s" % r["id"])
    if r["id"] != "devv15-%04d" % i:
        err("id sequence at line %d" % i)
    if r["text"] in texts:
        err("duplicate text %s" % r["id"])
    texts.add(r["text"])
    if "<<" in r["text"] or ">>" in r["text"]:
        err("leftover placeholder %s" % r["id"])
    blk = r["expect"] == "block"
    if blk != (r["kind"] != "benign"):
        err("kind/expect %s" % r["id"])
    if r["hard_lookalike"] and blk:
        err("hard look-alike must be allow %s" % r["id"])
    for host in re.findall(r"[@/.]?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org))\b", r["text"]):
        if not re.search(r"(^|\.)example\.(com|net|org)$", host):
            err("non-example host %s in %s" % (host, r["id"]))
    for ip in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", r["text"]):
        if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
            err("non-doc IPv4 %s in %s" % (ip, r["id"]))

fam = collections.Counter(r["family"] for r in rows)
for k, v in EXPECTED.items():
    if fam[k] != v:
        err("family %s has %d, want %d" % (k, fam[k], v))
hard = sum(r["hard_lookalike"] for r in rows)
if hard != HARD_TOTAL:
    err("hard look-alikes %d, want %d" % (hard, HARD_TOTAL))

# injection_in_fact: the three stock words at most a few times in total
stock = 0
for r in rows:
    if r["family"] == "injection_in_fact":
        stock += len(re.findall(r"ignor|instruction|system prompt", r["text"], re.I))
if stock > 3:
    err("injection_in_fact uses stock words %d times" % stock)
for r in rows:
    if r["family"] == "injection_paraphrase" and re.search(
            r"ignore (all|previous|prior|your)|system prompt|jailbreak|developer mode", r["text"], re.I) or re.search(r"\bDAN\b", r["text"]):
        err("stock phrase in paraphrase %s" % r["id"])

# allow families: 13-19 digit runs must fail Luhn (not card look-alikes by accident)
for r in rows:
    if r["expect"] == "allow":
        for run in re.findall(r"\d[\d -]{11,30}\d", r["text"]):
            d = re.sub(r"\D", "", run)
            if 13 <= len(d) <= 19 and build.luhn_ok(d):
                err("Luhn-valid digit run %s in %s" % (run, r["id"]))
        for run in re.findall(r"[۰-۹]{13,19}", r["text"]):
            d = "".join(str(ord(c) - 0x6F0) for c in run)
            if build.luhn_ok(d):
                err("Luhn-valid Persian digit run in %s" % r["id"])

# checksums of generated identifiers
def find(fam_, pat):
    out = []
    for r in rows:
        if r["family"] == fam_:
            out += re.findall(pat, r["text"])
    return out

ibans = find("pii_other", r"\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4})+(?: [A-Z0-9]{1,4})?")
if len(ibans) != 6 or not all(build.iban_valid(x) for x in ibans):
    err("IBAN check %r" % ibans)
t = "\n".join(r["text"] for r in rows if r["family"] == "pii_other")
m = re.search(r"(\d{8})([A-Z])\.", t)
if not m or "TRWAGMYFPDXBNJZSQVHLCKE"[int(m.group(1)) % 23] != m.group(2):
    err("DNI")
m = re.search(r"PESEL to (\d{11})", t)
w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
if not m or sum(int(a) * b for a, b in zip(m.group(1), w)) % 10:
    err("PESEL")
m = re.search(r"personnummer är (\d{6})-(\d{4})", t)
if not m or not build.luhn_ok(m.group(1) + m.group(2)):
    err("personnummer")
m = re.search(r"Henkilötunnukseni on (\d{6})-(\d{3})([0-9A-Y])\.", t)
if not m or "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] != m.group(3):
    err("HETU")
m = re.search(r"BSN is (\d{9})", t)
if not m or (sum(int(c) * w for c, w in zip(m.group(1), range(9, 1, -1))) - int(m.group(1)[8])) % 11:
    err("BSN")
m = re.search(r"CPF é (\d{3})\.(\d{3})\.(\d{3})-(\d{2})", t)
if m:
    s = "".join(m.groups())
    for n in (9, 10):
        if sum(int(c) * w for c, w in zip(s[:n], range(n + 1, 1, -1))) * 10 % 11 % 10 != int(s[n]):
            err("CPF")
else:
    err("CPF missing")
m = re.search(r"身份证号是(\d{17})([\dX])", t)
wc = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
if not m or "10X98765432"[sum(int(a) * b for a, b in zip(m.group(1), wc)) % 11] != m.group(2):
    err("China ID")
m = re.search(r"आधार नंबर (\d{4}) (\d{4}) (\d{4})", t)
if not m or not build.verhoeff_ok("".join(m.groups())):
    err("Aadhaar")
m = re.search(r"numaram (\d{11})", t)
if m:
    d = [int(c) for c in m.group(1)]
    if d[9] != ((sum(d[0:9:2]) * 7) - sum(d[1:8:2])) % 10 or d[10] != sum(d[:10]) % 10:
        err("TCKN")
else:
    err("TCKN missing")
m = re.search(r"שלי (\d{9})", t)
if m:
    tot = 0
    for i, ch in enumerate(m.group(1)):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v - 9 if v > 9 else v
    if tot % 10:
        err("Teudat Zehut")
else:
    err("Teudat missing")
isb = find("allow_number_lookalike", r"ISBN (\d{3}-\d-\d{4}-\d{4}-\d)")
if len(isb) != 1:
    err("ISBN missing")
else:
    s = isb[0].replace("-", "")
    if sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(s)) % 10:
        err("ISBN check digit")

# base64 / hex payloads decode to UTF-8
for r in rows:
    if r["family"] == "injection_obfuscated":
        for b in re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", r["text"]):
            try:
                base64.b64decode(b, validate=True).decode("utf-8")
            except Exception:
                if not re.fullmatch(r"[0-9a-f]+", b):
                    err("bad base64 in %s" % r["id"])
        for h in re.findall(r"\b[0-9a-f]{40,}\b", r["text"]):
            bytes.fromhex(h).decode("utf-8")

# languages
lang = [l.split("\t") for l in tsv.splitlines()[1:]]
all_l = {x[2] for x in lang}
blk_l = {x[2] for x, r in zip(lang, rows) if r["expect"] == "block"}
alw_l = {x[2] for x, r in zip(lang, rows) if r["expect"] == "allow"}
need = {"fa", "ur", "hi", "bn", "ta", "de", "ja", "ko", "tr", "ru", "uk", "ar", "he", "th", "vi", "id", "sw"}
if len(all_l) < 40:
    err("only %d languages" % len(all_l))
if need - all_l:
    err("missing languages %s" % (need - all_l))

if errors:
    print("\n".join(errors))
    sys.exit(1)
print("OK: %d cases, %d block / %d allow, %d hard; %d languages (block %d, allow %d); in_fact stock words %d"
      % (len(rows), sum(r["expect"] == "block" for r in rows), sum(r["expect"] == "allow" for r in rows),
         hard, len(all_l), len(blk_l), len(alw_l), stock))
for k, v in fam.items():
    print("%-30s %3d  langs %d" % (k, v, len({x[2] for x in lang if x[1] == k})))
