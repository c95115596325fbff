"""Self-check for devset v33 (Python 3.11, standard library only).

    cd /work/staging_devset_v33/generator && python3 check.py

Rebuilds every output in memory with build.build() and compares it byte for byte with
the files on disk, then checks format, labels, counts, uniqueness, languages, the
split_kv structure, fake domains / IPs and the keyword rule for paraphrases.
Exits non-zero on the first group of failures.
"""

import hashlib
import ipaddress
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

import build

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = build.OUT_DIR

# Stated independently of build.py on purpose.
EXPECTED = {
    # family: (kind, expect, hard_lookalike, count)
    "injection_paraphrase": ("injection", "block", False, 126),
    "injection_chat_template": ("injection", "block", False, 10),
    "injection_roleplay": ("injection", "block", False, 35),
    "injection_in_fact": ("injection", "block", False, 50),
    "injection_payload": ("injection", "block", False, 40),
    "injection_split_kv": ("injection", "block", False, 15),
    "allow_injection_talk": ("benign", "allow", True, 112),
    "benign_assistant_preference": ("benign", "allow", True, 78),
}
KEY_ORDER = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
KV_KEYS = ["key", "value"]
MIN_TAGS = 80
REQUIRED_TAGS = (
    "en zh zh-Hant ja ko es de fr pt ru ar hi id tr vi it pl nl fa th uk "
    "yo zu am lo my si ne mr ta te uz kk mn ps ur so mg qu mi sq sr sk lt lv et hy ka az "
    "cy ga eu ca gl is sw ha ig tl ceb jv ms km bn gu kn pa"
).split()
MIN_TWINS = 70

# Classic injection keywords that paraphrases must avoid (several languages).
CLASSIC = [
    r"\bignor", r"\bprevious\b", r"instruc", r"system\s*prompt", r"jailbreak", r"(?-i:\bDAN\b)",
    r"instrukc", r"anweisung", r"vorherig", r"consigne[s]? précédente", r"précédent",
    r"anterior", r"忽略", r"指令", r"指示", r"提示词", r"系统提示", r"系統提示", r"無視", r"以前の",
    r"시스템 프롬프트", r"지시", r"무시", r"игнор", r"предыдущ", r"інструкц", r"ігнор",
    r"تجاهل", r"تعليمات", r"निर्देश", r"अनदेखा", r"abaikan", r"talimat", r"yok ?say",
    r"bỏ qua", r"hướng dẫn", r"zignoruj", r"negeer", r"نادیده", r"دستورالعمل",
    r"เพิกเฉย", r"คำสั่งก่อนหน้า",
]
CLASSIC_RE = re.compile("|".join(CLASSIC), re.IGNORECASE)

OK_BASES = ("example.com", "example.net", "example.org")
NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://([^/\s?#:'\"<>»”“]+)", re.IGNORECASE)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE_RE = re.compile(
    r"(?<![A-Za-z0-9@-])((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|ai|co|ru|cn|de|uk|info|biz|xyz|app|dev|top|me|us|fr|jp|in|br))(?![A-Za-z0-9-])",
    re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")

FAILS = []


def fail(msg):
    FAILS.append(msg)


def host_ok(h):
    h = h.lower().rstrip(".-")
    return any(h == b or h.endswith("." + b) for b in OK_BASES)


def letters(s):
    return sum(1 for ch in s if unicodedata.category(ch).startswith("L"))


def norm(s):
    s = unicodedata.normalize("NFKC", s).casefold()
    s = re.sub(r"[\W_]+", " ", s)
    return " ".join(s.split())


def main():
    # 1. byte-for-byte rebuild
    rebuilt = build.build()
    for name, data in rebuilt.items():
        path = os.path.join(OUT, name)
        if not os.path.exists(path):
            fail("missing file " + name)
            continue
        with open(path, "rb") as fh:
            disk = fh.read()
        if disk != data:
            fail("rebuild differs from disk: " + name)

    raw = rebuilt["gate_cases.jsonl"]
    md5 = hashlib.md5(raw).hexdigest()

    # 2. records, keys, ids, labels, counts
    recs = []
    for n, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        rec = json.loads(line)
        want = KEY_ORDER + (KV_KEYS if rec.get("family", "").endswith("_split_kv") else [])
        if list(rec.keys()) != want:
            fail("line %d: key order %s" % (n, list(rec.keys())))
        if rec["id"] != "d33-%04d" % n:
            fail("line %d: id %s" % (n, rec["id"]))
        fam = rec["family"]
        if fam not in EXPECTED:
            fail("line %d: unknown family %s" % (n, fam))
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            fail("line %d: labels %s/%s/%s" % (n, rec["kind"], rec["expect"], rec["hard_lookalike"]))
        recs.append(rec)
    counts = Counter(r["family"] for r in recs)
    for fam, (_, _, _, cnt) in EXPECTED.items():
        if counts[fam] != cnt:
            fail("family %s has %d cases, expected %d" % (fam, counts[fam], cnt))
    order = [r["family"] for r in recs]
    grouped = [f for i, f in enumerate(order) if i == 0 or order[i - 1] != f]
    if len(grouped) != len(set(grouped)):
        fail("families are not grouped")

    # 3. texts: unique, NFC, trimmed, no leftovers
    seen, seen_norm = {}, {}
    for r in recs:
        t = r["text"]
        if t in seen:
            fail("duplicate text %s / %s" % (seen[t], r["id"]))
        seen[t] = r["id"]
        k = norm(t)
        if k in seen_norm:
            fail("near-duplicate text %s / %s" % (seen_norm[k], r["id"]))
        seen_norm[k] = r["id"]
        if t != unicodedata.normalize("NFC", t):
            fail(r["id"] + ": text not NFC")
        if t != t.strip():
            fail(r["id"] + ": leading/trailing whitespace")
        if "@@" in t or "\u27e6" in t or "\u27e7" in t:
            fail(r["id"] + ": unfilled placeholder or span marker")
        if not r["family"].endswith("_split_kv") and "\t" in t:
            fail(r["id"] + ": TAB outside split_kv")

    # 4. one template per case, none reused
    templates = list(build.all_templates())
    if len(templates) != len(recs):
        fail("templates %d != cases %d" % (len(templates), len(recs)))
    tcount = Counter(t[2] for t in templates)
    for t, c in tcount.items():
        if c > 1:
            fail("template used %d times: %.60s" % (c, t))

    # 5. languages
    tags = {}
    for line in rebuilt["lang_tags.tsv"].decode("utf-8").split("\n")[:-1]:
        tag, name = line.split("\t")
        tags[tag] = name
    case_lang = {}
    for line in rebuilt["case_langs.tsv"].decode("utf-8").split("\n")[:-1]:
        cid, tag = line.split("\t")
        case_lang[cid] = tag
    if list(case_lang) != [r["id"] for r in recs]:
        fail("case_langs.tsv ids do not match gate_cases.jsonl")
    used = set(case_lang.values())
    if used != set(tags):
        fail("lang_tags.tsv does not list exactly the used tags")
    if len(used) < MIN_TAGS:
        fail("only %d language tags" % len(used))
    for t in REQUIRED_TAGS:
        if t not in used:
            fail("required tag missing: " + t)
    by_tag = defaultdict(set)
    for r in recs:
        by_tag[case_lang[r["id"]]].add(r["expect"])
    for t, ex in sorted(by_tag.items()):
        if ex != {"block", "allow"}:
            fail("tag %s lacks a %s case" % (t, ({"block", "allow"} - ex).pop()))

    # 6. split_kv structure
    for fam, lang, tmpl, _ in templates:
        if not fam.endswith("_split_kv"):
            if "\u27e6" in tmpl or "\u27e7" in tmpl:
                fail("span marker outside split_kv: %.50s" % tmpl)
            continue
        if tmpl.count("\t") != 1 or tmpl.count("\u27e6") != 1 or tmpl.count("\u27e7") != 1:
            fail("split template needs one TAB and one span: %.50s" % tmpl)
            continue
        a, tab, c = tmpl.index("\u27e6"), tmpl.index("\t"), tmpl.index("\u27e7")
        if not a < tab < c:
            fail("TAB not inside the instruction span: %.50s" % tmpl)
        left, right = tmpl[a + 1:tab], tmpl[tab + 1:c]
        if letters(left) < 4 or letters(right) < 4:
            fail("instruction not cut mid-way (too little on one side): %.50s" % tmpl)
    for r in recs:
        if not r["family"].endswith("_split_kv"):
            continue
        t = r["text"]
        if t.count("\t") != 1 or t != r["key"] + "\t" + r["value"]:
            fail(r["id"] + ": text != key + TAB + value")
        if not r["key"] or not r["value"] or r["key"] != r["key"].strip() or r["value"] != r["value"].strip():
            fail(r["id"] + ": empty key/value or whitespace at the boundary")
        if r["key"][-1] in ".!?。！？։।؟" or r["value"][0] in ".!?。！？,，;；":
            fail(r["id"] + ": cut falls on a sentence boundary")

    # 7. fake data only
    n_hosts = n_ips = 0
    for r in recs:
        t = r["text"]
        for h in URL_RE.findall(t) + EMAIL_RE.findall(t) + BARE_RE.findall(t):
            n_hosts += 1
            if not host_ok(h):
                fail(r["id"] + ": non-example host " + h)
        for ip in IP_RE.findall(t):
            n_ips += 1
            try:
                addr = ipaddress.ip_address(ip)
            except ValueError:
                fail(r["id"] + ": malformed IPv4 " + ip)
                continue
            if not any(addr in net for net in NETS):
                fail(r["id"] + ": IPv4 outside documentation ranges " + ip)

    # 8. paraphrases avoid the classic keywords
    kw_hits = Counter()
    for r in recs:
        m = CLASSIC_RE.search(r["text"])
        if m:
            kw_hits[r["family"]] += 1
            if r["family"] == "injection_paraphrase":
                fail(r["id"] + ": classic keyword in paraphrase: " + m.group(0))

    # 9. subtypes
    subs = {}
    for line in rebuilt["case_subtypes.tsv"].decode("utf-8").split("\n")[:-1]:
        cid, st = line.split("\t")
        subs[cid] = st
    for r in recs:
        st = subs.get(r["id"])
        if (r["expect"] == "block") != (st == "attack"):
            fail(r["id"] + ": subtype %s does not fit expect %s" % (st, r["expect"]))
    n_twins = sum(1 for s in subs.values() if s == "twin")
    if n_twins < MIN_TWINS:
        fail("only %d twins" % n_twins)

    # 10. md5 recorded in SOURCE.md (if present)
    src = os.path.join(OUT, "SOURCE.md")
    if os.path.exists(src):
        with open(src, encoding="utf-8") as fh:
            if md5 not in fh.read():
                fail("SOURCE.md does not state md5 " + md5)

    if FAILS:
        for f in FAILS[:60]:
            print("FAIL:", f)
        print("%d failure(s)" % len(FAILS))
        sys.exit(1)
    blocks = sum(1 for r in recs if r["expect"] == "block")
    print("OK: %d cases (%d block / %d allow), %d language tags, %d twins"
          % (len(recs), blocks, len(recs) - blocks, len(used), n_twins))
    for fam in EXPECTED:
        langs = {case_lang[r["id"]] for r in recs if r["family"] == fam}
        print("  %-28s %4d  langs %3d" % (fam, counts[fam], len(langs)))
    print("hosts checked %d, IPv4 checked %d; classic-keyword hits outside paraphrase: %s"
          % (n_hosts, n_ips, dict(kw_hits) or "none"))
    print("gate_cases.jsonl md5", md5)


if __name__ == "__main__":
    main()
