"""Self-check for dev-v35 (standard library only).

    cd /work/staging_devset_v35 && python3 check.py

Rebuilds gate_cases.jsonl and case_langs.tsv in memory from generator/ and
compares them byte for byte with the files on disk, then validates structure,
labels, counts, values and language coverage. Exit code 0 = all checks pass.
"""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "generator"))

import build  # noqa: E402

ERRORS = []


def err(msg):
    ERRORS.append(msg)


EXPECTED = {
    # family: (kind, expect, hard_lookalike, n)
    "injection_paraphrase": ("injection", "block", False, 202),
    "injection_split_kv": ("injection", "block", False, 10),
    "injection_in_fact": ("injection", "block", False, 79),
    "injection_roleplay": ("injection", "block", False, 40),
    "allow_injection_talk": ("benign", "allow", True, 102),
    "benign_assistant_preference": ("benign", "allow", True, 50),
    "allow_plain": ("benign", "allow", False, 10),
}
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
KEYS_KV = KEYS + ["key", "value"]

LANGS = set("""en zh zh-Hant yue ja ko es de fr pt it ru nl pl tr ar hi vi id sv th uk cs el he fi da nb ro hu
fa sw bn ms tl am yo ha km lo si ne ka hy kk uz mn mg qu is mt cy eu sq ur ta te mr gu pa kn ml my sk sl hr sr
bg lt lv et ga ca gl af zu ig so az ky tg be mk ps ku ht""".split())

# Stock keywords (ignore and direct translations, jailbreak, DAN) in the
# languages where the author used them; every paraphrase that matches must be
# flagged "S", and at most half of the paraphrases may be flagged.
STOCK_RE = re.compile(
    r"\bignor(e|ing|iere|a|ez)\b|jailbreak|\bDAN\b|忽略|無視|무시|игнорир|تجاهل|yok say|bỏ qua",
    re.IGNORECASE)
# Words the role-play cases must avoid.
ROLEPLAY_BANNED = re.compile(
    r"\bDAN\b|jailbreak|developer mode|\bignor|unfiltered|uncensored|no restrictions|sin restricciones",
    re.IGNORECASE)

HOST_RE = re.compile(r"https?://([^/\s:]+)")
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
PLACEHOLDER_RE = re.compile(r"[{}]")
SENT_RE = re.compile(r"[.!?。！？։።](?=\s|$)")
SPACE_LANGS = LANGS - {"zh", "zh-Hant", "yue", "ja", "th", "lo", "km", "my"}


def allowed_domain(host):
    return re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", host) is not None


def main():
    jsonl_path = os.path.join(HERE, "gate_cases.jsonl")
    tsv_path = os.path.join(HERE, "case_langs.tsv")
    jsonl, tsv, meta = build.build()

    # 1. byte-for-byte reproducibility
    with open(jsonl_path, "rb") as f:
        disk_jsonl = f.read()
    with open(tsv_path, "rb") as f:
        disk_tsv = f.read()
    if disk_jsonl != jsonl.encode("utf-8"):
        err("gate_cases.jsonl differs from a fresh build")
    if disk_tsv != tsv.encode("utf-8"):
        err("case_langs.tsv differs from a fresh build")

    # 2. UTF-8 / JSON / keys / ids / labels
    text_lines = disk_jsonl.decode("utf-8").split("\n")
    if text_lines[-1] != "":
        err("file does not end with a newline")
    recs = []
    for i, line in enumerate(text_lines[:-1], 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: bad JSON (%s)" % (i, e))
            continue
        recs.append(r)
        want_keys = KEYS_KV if r.get("family", "").endswith("_split_kv") else KEYS
        if list(r.keys()) != want_keys:
            err("%s: key order %s" % (r.get("id"), list(r.keys())))
        if r.get("id") != "d35-%04d" % i:
            err("line %d: id %s" % (i, r.get("id")))
        fam = r.get("family")
        if fam not in EXPECTED:
            err("%s: unknown family %s" % (r["id"], fam))
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: labels %s/%s/%s" % (r["id"], r["kind"], r["expect"], r["hard_lookalike"]))
        if not isinstance(r["text"], str) or not r["text"].strip():
            err("%s: empty text" % r["id"])

    counts = collections.Counter(r["family"] for r in recs)
    for fam, (_, _, _, n) in EXPECTED.items():
        if counts[fam] != n:
            err("family %s: %d cases, expected %d" % (fam, counts[fam], n))
    # families must be contiguous and in table order
    order = [r["family"] for r in recs]
    seen = []
    for f in order:
        if not seen or seen[-1] != f:
            seen.append(f)
    if seen != list(EXPECTED):
        err("families not grouped in table order: %s" % seen)

    # 3. uniqueness: texts and templates
    dup = [t for t, c in collections.Counter(r["text"] for r in recs).items() if c > 1]
    if dup:
        err("duplicate texts: %d" % len(dup))
    tmpl = [m.get("text") or (m["key"] + "\t" + m["value"]) for m in meta]
    duptm = [t for t, c in collections.Counter(tmpl).items() if c > 1]
    if duptm:
        err("template used more than once: %d" % len(duptm))

    # 4. split_kv structure
    for r in recs:
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1:
                err("%s: split_kv text must contain exactly one TAB" % r["id"])
            if r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: text != key + TAB + value" % r["id"])
            if not r["key"].strip() or not r["value"].strip():
                err("%s: empty key or value" % r["id"])
            if r["key"] != r["key"].strip() or r["value"] != r["value"].strip():
                err("%s: stray spaces at the boundary" % r["id"])
            if ":" not in r["key"] and "：" not in r["key"]:
                err("%s: key has no field label" % r["id"])
            # the instruction starts in the key (after the label) and continues in the value
            label_cut = re.split(r"[:：]", r["key"], maxsplit=1)
            if len(label_cut) < 2 or len(label_cut[1].strip()) < 8:
                err("%s: instruction does not start in the key" % r["id"])
        elif "\t" in r["text"]:
            err("%s: TAB outside split_kv" % r["id"])

    # 5. values: placeholders, hosts, e-mails, digit runs
    for r in recs:
        t = r["text"]
        if PLACEHOLDER_RE.search(t):
            err("%s: unfilled placeholder or brace" % r["id"])
        for h in HOST_RE.findall(t):
            if not allowed_domain(h):
                err("%s: host %s" % (r["id"], h))
        for d in MAIL_RE.findall(t):
            if not allowed_domain(d):
                err("%s: e-mail domain %s" % (r["id"], d))
        if re.search(r"\d{7,}", t):
            err("%s: digit run of 7+ (possible PII confound)" % r["id"])
        if r["expect"] == "allow" and "@" in t:
            err("%s: e-mail address in an allow case" % r["id"])

    # 6. languages
    lang_of = {}
    tsv_lines = disk_tsv.decode("utf-8").split("\n")
    if tsv_lines[0] != "id\tlang":
        err("case_langs.tsv header")
    for line in tsv_lines[1:-1]:
        cid, lang = line.split("\t")
        lang_of[cid] = lang
        if lang not in LANGS:
            err("%s: unknown language tag %s" % (cid, lang))
    if set(lang_of) != {r["id"] for r in recs}:
        err("case_langs.tsv ids do not match gate_cases.jsonl")
    para_langs = {m["lang"] for m in meta if m["family"] == "injection_paraphrase"}
    if len(para_langs) < 60:
        err("paraphrases use only %d languages" % len(para_langs))
    low = {"am", "yo", "ha", "km", "lo", "si", "ne", "ka", "hy", "kk", "uz", "mn", "tl", "mg",
           "qu", "is", "mt", "cy", "eu", "sq"}
    if not low <= para_langs:
        err("paraphrases miss low-resource languages %s" % sorted(low - para_langs))

    # 7. paraphrase stock words and intents
    para = [m for m in meta if m["family"] == "injection_paraphrase"]
    flagged = sum(1 for m in para if m["stock"] == "S")
    if flagged * 2 > len(para):
        err("more than half of the paraphrases use stock words")
    for m in para:
        if STOCK_RE.search(m["text"]) and m["stock"] != "S":
            err("%s: stock word not flagged" % m["id"])
        if m["stock"] == "S" and m["lang"] in {"en", "de", "fr", "es", "it", "ru", "zh", "ja", "ko", "ar", "tr", "vi"} \
                and not STOCK_RE.search(m["text"]):
            err("%s: flagged S but no stock word found" % m["id"])
    intents = collections.Counter(m["intent"] for m in para)
    for k in "RPNAFXT":
        if intents[k] < 10:
            err("intent %s has only %d paraphrases" % (k, intents[k]))
    for r in recs:
        if r["family"] == "injection_roleplay" and ROLEPLAY_BANNED.search(r["text"]):
            err("%s: classic keyword in a role-play case" % r["id"])

    # 8. length variety (space-separated languages: whitespace tokens)
    short = [r for r in recs if lang_of.get(r["id"]) in SPACE_LANGS and len(r["text"].split()) <= 6]
    longer = [r for r in recs if len(SENT_RE.findall(r["text"])) >= 3]
    if len(short) < 5:
        err("fewer than 5 short cases (<= 6 words)")
    if len(longer) < 3:
        err("fewer than 3 cases with 3 sentences")

    # report
    fam_langs = collections.defaultdict(set)
    for r in recs:
        fam_langs[r["family"]].add(lang_of.get(r["id"]))
    print("cases: %d" % len(recs))
    for fam in EXPECTED:
        print("  %-28s %3d  langs %d" % (fam, counts[fam], len(fam_langs[fam])))
    print("expect: %s" % dict(collections.Counter(r["expect"] for r in recs)))
    print("language tags: %d (paraphrase: %d)" % (len(set(lang_of.values())), len(para_langs)))
    print("paraphrase intents: %s; stock-word flagged: %d" % (dict(sorted(intents.items())), flagged))
    print("short (<=6 words): %d, 3+ sentences: %d" % (len(short), len(longer)))
    if ERRORS:
        print("\nFAILED (%d):" % len(ERRORS))
        for e in ERRORS:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
