"""Self-check for devset v32. Run after build.py:  python3 check.py

Rebuilds everything in memory and compares byte for byte with the files on disk,
then checks format, counts, uniqueness, split_kv structure, fake-data hygiene,
encodings (decoded independently of fill.py where the method is reversible) and
language coverage. Exits non-zero on the first failed group.
"""
import base64
import collections
import ipaddress
import json
import os
import re
import sys
import unicodedata
import urllib.parse

import build

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
BIG10 = ["en", "zh", "es", "ar", "hi", "ru", "ja", "pt", "fr", "de"]
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
FAMILY_SPEC = {
    "injection_payload": ("injection", "block", False),
    "injection_obfuscated": ("injection", "block", False),
    "injection_chat_template": ("injection", "block", False),
    "injection_split_kv": ("injection", "block", False),
    "allow_injection_talk": ("benign", "allow", True),
    "allow_password_lookalike": ("benign", "allow", True),
    "benign_assistant_preference": ("benign", "allow", True),
}
errors = []


def fail(msg):
    errors.append(msg)


# ------------------------------------------------------------------ rebuild
records, meta = build.build()
on_disk = open(os.path.join(OUT, "gate_cases.jsonl"), encoding="utf-8").read()
if build.serialise(records) != on_disk:
    fail("gate_cases.jsonl differs from a fresh build")
if build.lang_table(meta) != open(os.path.join(OUT, "lang_tags.tsv"), encoding="utf-8").read():
    fail("lang_tags.tsv differs from a fresh build")
if build.meta_table(meta) != open(os.path.join(HERE, "case_meta.tsv"), encoding="utf-8").read():
    fail("case_meta.tsv differs from a fresh build")

# ------------------------------------------------------------------ format
lines = on_disk.split("\n")
assert lines[-1] == ""
parsed = [json.loads(l) for l in lines[:-1]]
for i, r in enumerate(parsed, 1):
    want = KEYS + (["key", "value"] if r.get("family") == "injection_split_kv" else [])
    if list(r.keys()) != want:
        fail(f"{r.get('id')}: keys {list(r.keys())}")
    if r["id"] != f"v32-{i:04d}":
        fail(f"id out of order at line {i}: {r['id']}")
    spec = FAMILY_SPEC.get(r["family"])
    if spec is None:
        fail(f"{r['id']}: unknown family {r['family']}")
    elif (r["kind"], r["expect"], r["hard_lookalike"]) != spec:
        fail(f"{r['id']}: kind/expect/hard mismatch")
    if not r["text"].strip():
        fail(f"{r['id']}: empty text")
    if "⟪" in r["text"] or "⟫" in r["text"] or "\x00" in r["text"]:
        fail(f"{r['id']}: unfilled placeholder")
    if r["text"].count("\n") > 15:
        fail(f"{r['id']}: more than 16 lines")

# families grouped in order
seen, last = [], None
for r in parsed:
    if r["family"] != last:
        if r["family"] in seen:
            fail(f"family {r['family']} not contiguous")
        seen.append(r["family"])
        last = r["family"]

# ------------------------------------------------------------------ counts
fam = collections.Counter(r["family"] for r in parsed)
exp = collections.Counter(r["expect"] for r in parsed)
ranges = {
    "injection_payload": (140, 165), "injection_obfuscated": (62, 78),
    "total_ct_kv": (62, 78), "allow": (150, 175), "total": (430, 480),
}
ct_kv = fam["injection_chat_template"] + fam["injection_split_kv"]
for name, val in [("injection_payload", fam["injection_payload"]),
                  ("injection_obfuscated", fam["injection_obfuscated"]),
                  ("total_ct_kv", ct_kv), ("allow", exp["allow"]), ("total", len(parsed))]:
    lo, hi = ranges[name]
    if not lo <= val <= hi:
        fail(f"count {name}={val} outside {lo}-{hi}")

# ------------------------------------------------------------------ uniqueness
texts = collections.Counter(r["text"] for r in parsed)
for t, c in texts.items():
    if c > 1:
        fail(f"duplicate text: {t[:60]!r}")
tpl_strings = collections.Counter()
for m in meta:
    tpl = m["template"]
    for part in tpl[1:]:
        if isinstance(part, str) and len(part) > 12 and part not in build.fill.ENCODERS:
            tpl_strings[part] += 1
for s, c in tpl_strings.items():
    if c > 1:
        fail(f"template string used {c} times: {s[:60]!r}")

# shared long lines between templates (reported, not failed: look-alikes are written as
# minimal pairs and may keep a neutral context line of the attack they mirror)
line_owner = collections.defaultdict(set)
for m in meta:
    for part in m["template"][1:]:
        if isinstance(part, str):
            for ln in part.split("\n"):
                ln = ln.strip()
                if len(ln) >= 25:
                    line_owner[ln].add(m["id"])
shared = {ln: ids for ln, ids in line_owner.items() if len(ids) > 1}
pairs = {tuple(sorted(ids)) for ids in shared.values()}
for ids in pairs:
    fams = {parsed[int(i.split("-")[1]) - 1]["expect"] for i in ids}
    if fams == {"block"} or fams == {"allow"}:
        fail(f"same-label templates share a line: {ids}")

# ------------------------------------------------------------------ split_kv
for r in parsed:
    if r["family"] != "injection_split_kv":
        continue
    t, k, v = r["text"], r["key"], r["value"]
    if t.count("\t") != 1 or t != k + "\t" + v:
        fail(f"{r['id']}: split structure")
    if not k or not v or k[-1].isspace() or v[0].isspace():
        fail(f"{r['id']}: cut is not inside a word")
    if not (unicodedata.category(k[-1])[0] in "LM" and unicodedata.category(v[0])[0] in "LM"):
        fail(f"{r['id']}: cut not between two letters ({k[-1]!r}|{v[0]!r})")
for r in parsed:
    if r["family"] != "injection_split_kv" and "\t" in r["text"]:
        fail(f"{r['id']}: TAB outside split_kv")

# ------------------------------------------------------------------ fake data hygiene
URL_RE = re.compile(r"https?://([^/\s\"'<>)\]?]+)")
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
SAFE = re.compile(r"(^|\.)example\.(com|net|org)$")


def hygiene(cid, s):
    for h in URL_RE.findall(s):
        if not SAFE.search(h.lower()):
            fail(f"{cid}: host {h}")
    for d in MAIL_RE.findall(s):
        if not SAFE.search(d.lower()):
            fail(f"{cid}: mail domain {d}")
    for a in IP_RE.findall(s):
        try:
            ip = ipaddress.ip_address(a)
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            fail(f"{cid}: ip {a}")


for r, m in zip(parsed, meta):
    hygiene(r["id"], r["text"])
    if "clear" in m["extra"]:
        hygiene(r["id"], m["extra"]["clear"])

# ------------------------------------------------------------------ encodings
ZW = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060"))
MORSE = {".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
         "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
         "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
         "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z"}


def rot(s, k):
    out = []
    for c in s:
        if c.isascii() and c.isalpha():
            base = 97 if c.islower() else 65
            out.append(chr((ord(c) - base + k) % 26 + base))
        else:
            out.append(c)
    return "".join(out)


def strip_marks(s):
    return "".join(c for c in s if not unicodedata.category(c).startswith("M"))


def decode(method, e):
    """Independent decoders; return None where only a weaker check is possible."""
    if method == "b64":
        return base64.b64decode(e).decode("utf-8")
    if method == "b64url":
        return base64.urlsafe_b64decode(e + "=" * (-len(e) % 4)).decode("utf-8")
    if method == "b32":
        return base64.b32decode(e).decode("utf-8")
    if method == "hex":
        return bytes.fromhex(e).decode("utf-8")
    if method == "hexspaced":
        return bytes.fromhex(e.replace(" ", "")).decode("utf-8")
    if method == "hexescaped":
        return bytes.fromhex(e.replace("\\x", "")).decode("utf-8")
    if method == "decimal":
        return "".join(chr(int(x)) for x in e.split())
    if method == "binary":
        return bytes(int(x, 2) for x in e.split()).decode("utf-8")
    if method == "rot13":
        return rot(e, 13)
    if method == "caesar3":
        return rot(e, -3)
    if method == "reverse":
        return e[::-1]
    if method == "reverse_words":
        return " ".join(w[::-1] for w in e.split(" "))
    if method == "url":
        return urllib.parse.unquote(e)
    if method == "html":
        return re.sub(r"&#(\d+);", lambda m: chr(int(m.group(1))), e)
    if method == "uescape":
        return re.sub(r"\\u([0-9a-f]{4})", lambda m: chr(int(m.group(1), 16)), e)
    if method == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in e)
    if method in ("zero_width", "zwj_indic"):
        return e.translate(ZW)
    if method == "soft_hyphen":
        return e.replace("\u00ad", "")
    if method in ("fullwidth", "math_bold", "math_sans", "math_mono", "circled"):
        return unicodedata.normalize("NFKC", e).replace("\u3000", " ")
    if method == "spaced_chars":
        return "".join(" " if c == "/" else c for c in e.split(" "))
    if method == "zalgo":
        return strip_marks(e)
    if method == "morse":
        return " ".join("".join(MORSE[x] for x in w.split()) for w in e.split(" / "))
    if method == "homo_cyr" or method == "homo_grk" or method == "homo_lat":
        return None
    return None


for r, m in zip(parsed, meta):
    ex = m["extra"]
    if "encoded" not in ex:
        continue
    method, clear, enc = ex["method"], ex["clear"], ex["encoded"]
    if enc not in r["text"]:
        fail(f"{r['id']}: encoded payload missing from text")
    if enc == clear:
        fail(f"{r['id']}: encoding {method} changed nothing")
    if clear in r["text"] and len(clear) > 8:
        fail(f"{r['id']}: clear payload visible in text")
    dec = decode(method, enc)
    want = clear
    if method == "morse":
        want = " ".join("".join(c for c in w.lower() if c in "abcdefghijklmnopqrstuvwxyz") for w in clear.split())
    if method in ("zero_width", "zwj_indic"):
        want = clear.translate(ZW)
    if dec is not None and dec != want:
        fail(f"{r['id']}: {method} does not decode back ({dec[:40]!r} vs {want[:40]!r})")
    if method in ("homo_cyr", "homo_grk", "homo_lat"):
        scripts = {unicodedata.name(c, "?").split()[0] for c in enc if c.isalpha()}
        if len(scripts) < 2:
            fail(f"{r['id']}: homoglyph case uses a single script")
    if method == "tatweel":
        base = strip_marks(enc.replace("ـ", ""))
        if base != strip_marks(clear):
            fail(f"{r['id']}: tatweel does not strip back")
    if method == "kata" and not any("\u30a0" <= c <= "\u30ff" for c in enc):
        fail(f"{r['id']}: kata produced no katakana")
    if method == "jamo" and any(0xAC00 <= ord(c) <= 0xD7A3 for c in enc):
        fail(f"{r['id']}: jamo left syllables")

# ------------------------------------------------------------------ languages
langs = collections.Counter(m["lang"] for m in meta)
if len(langs) < 60:
    fail(f"only {len(langs)} language tags")
share = sum(langs[b] for b in BIG10) / len(meta)
if not 0.35 <= share <= 0.45:
    fail(f"big-ten share {share:.2f}")
lang_by_label = collections.defaultdict(set)
for r, m in zip(parsed, meta):
    lang_by_label[r["expect"]].add(m["lang"])

# ------------------------------------------------------------------ report
print("families:", dict(fam))
print("labels:", dict(exp), "total", len(parsed))
print(f"language tags: {len(langs)}; big-ten share {share:.3f}; "
      f"tags with block cases {len(lang_by_label['block'])}, with allow cases {len(lang_by_label['allow'])}")
print(f"look-alikes sharing a context line with an attack (minimal pairs): {len(pairs)}")
if errors:
    print("\nFAILED:")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("all checks passed")
