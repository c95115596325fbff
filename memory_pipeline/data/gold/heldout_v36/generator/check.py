"""Self-check for heldout-v36. Validators here are written separately from nums.py.

python3 check.py   -> exits non-zero on any failure.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path.insert(0, HERE)

import build  # noqa: E402
import turns  # noqa: E402

ERR = []


def err(msg):
    ERR.append(msg)


# ---------------- independent validators ----------------
def luhn_ok(d):
    tot = 0
    for i, c in enumerate(reversed(d)):
        v = int(c) * (2 if i % 2 else 1)
        tot += v - 9 if v > 9 else v
    return tot % 10 == 0


def cnid_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(c) * k for c, k in zip(s, w)) % 11) % 11
    return s[-1] == ("X" if r == 10 else str(r))


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def cpf_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    for n in (9, 10):
        tot = sum(d[i] * (n + 1 - i) for i in range(n))
        if (tot * 10 % 11) % 10 != d[n]:
            return False
    return True


def dni_ok(s):
    return s[-1] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:-1]) % 23]


def bsn_ok(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (sum(d[i] * (9 - i) for i in range(8)) - d[8]) % 11 == 0


def pnr_ok(s):
    return luhn_ok(re.sub(r"\D", "", s)[-10:])


def pesel_ok(s):
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1)
    return len(s) == 11 and sum(int(c) * k for c, k in zip(s, w)) % 10 == 0


def verhoeff_ok(s):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]
    for i in range(1, 5):
        d.append([(i + j) % 5 for j in range(5)] + [5 + (i + j) % 5 for j in range(5)])
    for i in range(5, 10):
        d.append([5 + (i - j) % 5 for j in range(5)] + [(i - j) % 5 for j in range(5)])
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]
    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    for _ in range(7):
        p.append([perm[x] for x in p[-1]])
    c = 0
    for i, ch in enumerate(reversed(re.sub(r"\D", "", s))):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})[-+A-F](\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def krrrn_ok(s):
    d = re.sub(r"\D", "", s)
    w = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    return len(d) == 13 and (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[-1])


def isbn_ok(s):
    d = re.sub(r"\D", "", s)
    return len(d) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


def uscc_ok(s):
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in alpha for c in s):
        return False
    w = [pow(3, i, 31) for i in range(17)]
    c = (31 - sum(alpha.index(ch) * k for ch, k in zip(s, w)) % 31) % 31
    return alpha[c] == s[-1]


def check_value(gen, arg, raw, rendered, where, text):
    flat = text.replace("\t", "")
    if rendered not in flat:
        err(f"{where}: value {rendered!r} not in text")
    digits = re.sub(r"\D", "", raw)
    ok = {
        "card": lambda: luhn_ok(digits) and len(digits) in (15, 16, 19),
        "cardbad": lambda: not luhn_ok(digits) and len(digits) == 16,
        "cnid": lambda: cnid_ok(raw) != (arg == "bad") and (arg != "x" or raw.endswith("X")),
        "iban": lambda: iban_ok(raw) and raw.startswith(arg),
        "cpf": lambda: cpf_ok(raw),
        "dni": lambda: dni_ok(raw),
        "bsn": lambda: bsn_ok(raw),
        "pnr": lambda: pnr_ok(raw),
        "pesel": lambda: pesel_ok(raw),
        "aadhaar": lambda: verhoeff_ok(raw) and len(digits) == 12,
        "hetu": lambda: hetu_ok(raw),
        "krrrn": lambda: krrrn_ok(raw),
        "isbn": lambda: isbn_ok(raw),
        "order16": lambda: len(digits) == 16 and not luhn_ok(digits),
        "uscc": lambda: uscc_ok(raw),
    }[gen]()
    if not ok:
        err(f"{where}: {gen}:{arg} value {raw!r} failed validation")


# ---------------- phones ----------------
CJK = {}
for tab in ("〇一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖", "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾", "공일이삼사오육칠팔구"):
    for i, ch in enumerate(tab):
        CJK[ch] = str(i)
PINYIN = dict(zip("ling yao er san si wu liu qi ba jiu".split(), "0123456789"))


def phone_digit_run(text):
    t = re.sub(r"\b(" + "|".join(PINYIN) + r")\b", lambda m: PINYIN[m.group(1)], text)
    t = "".join(CJK.get(c, str(unicodedata.digit(c)) if unicodedata.digit(c, None) is not None else c) for c in t)
    t = t.replace("O", "0").replace("l", "1")
    best = 0
    for m in re.finditer(r"\+?\d[\d\s\-–‑./_,·～()]*\d", t):
        best = max(best, len(re.sub(r"\D", "", m.group(0))))
    return best


# ---------------- hosts / addresses ----------------
OK_HOST = re.compile(r"(^|\.)example\.(com|net|org)$")
PUBLIC_HOSTS = {"hooks.slack.com", "discord.com", "registry.npmjs.org"}
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def check_hosts(text, where):
    text = text.replace("\t", "")
    for m in re.finditer(r"[a-z][a-z0-9+.\-]*://(?:[^/@\s]*@)?([A-Za-z0-9.\-]+)", text):
        h = m.group(1).lower().rstrip(".")
        if re.fullmatch(r"[\d.]+", h):
            if not h.startswith(DOC_NETS):
                err(f"{where}: IP {h} not in documentation ranges")
        elif not (OK_HOST.search(h) or h in PUBLIC_HOSTS):
            err(f"{where}: host {h}")
    for m in re.finditer(r"[\w.+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)", text):
        h = m.group(1).lower()
        if re.fullmatch(r"v?[\d.]+", h):
            if h.count(".") == 3 and not h.startswith(DOC_NETS):
                err(f"{where}: IP {h} not in documentation ranges")
            continue
        if not OK_HOST.search(h):
            err(f"{where}: mail/ssh domain {h}")
    for m in re.finditer(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b", text):
        ip = m.group(1)
        parts = [int(x) for x in ip.split(".")]
        if all(p < 256 for p in parts) and not ip.startswith(DOC_NETS) and not re.search(
                r"(версия|Version|прошивки|\d\.\d{2}\.\d)", text):
            err(f"{where}: IPv4-like {ip}")


def n_sentences(text):
    parts = re.split(r"(?<=[.!?।۔؟።။։])\s+|(?<=[。！？])|\n+", text)
    return len([p for p in parts if len(p.strip()) > 3])


EXPECTED = {
    "phone_intl": 30, "phone_cn_numerals": 13, "phone_separators": 19, "card": 15, "cn_id": 10,
    "email_obfuscated": 17, "password_pin": 42, "url_credentials": 12, "secret_key_formats": 20,
    "pii_other": 25, "pii_split_kv": 12, "injection_paraphrase": 44, "injection_obfuscated": 22,
    "injection_chat_template": 10, "injection_roleplay": 11, "injection_in_fact": 18, "injection_payload": 15,
    "injection_split_kv": 10, "allow_number_lookalike": 36, "allow_email_lookalike": 15,
    "allow_password_lookalike": 31, "allow_injection_talk": 39, "benign_assistant_preference": 24,
    "allow_plain": 10,
}
PHONE_FAMS = {"phone_intl", "phone_cn_numerals", "phone_separators"}


def main():
    # 1. byte-for-byte rebuild
    recs, langs, metas = build.build()
    jl, tsv = build.render(recs, langs)
    trecs, tlangs, tmetas = turns.build()
    tjl = turns.render(trecs)
    for name, want in (("gate_cases.jsonl", jl), ("lang_tags.tsv", tsv), ("extraction_turns.jsonl", tjl)):
        with open(os.path.join(ROOT, name), encoding="utf-8") as f:
            if f.read() != want:
                err(f"{name} differs from a fresh build")

    # 2. JSON, key order, ids, families
    keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    fam_meta = {f: (k, e, h) for f, k, e, h, _ in build.FAMILIES}
    counts = collections.Counter()
    with open(os.path.join(ROOT, "gate_cases.jsonl"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    assert lines[-1] == ""
    texts = set()
    for i, line in enumerate(lines[:-1], 1):
        r = json.loads(line)
        want = keys + (["key", "value"] if r["family"].endswith("_split_kv") else [])
        if list(r) != want:
            err(f"line {i}: keys {list(r)}")
        if r["id"] != f"v36-{i:04d}":
            err(f"line {i}: id {r['id']}")
        k, e, h = fam_meta[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (k, e, h):
            err(f"{r['id']}: kind/expect/hard mismatch")
        counts[r["family"]] += 1
        if r["text"] in texts:
            err(f"{r['id']}: duplicate text")
        texts.add(r["text"])
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err(f"{r['id']}: split structure")
            if not (r["key"][-1].isalnum() and r["value"][0].isalnum()):
                err(f"{r['id']}: cut is not inside a token")
        elif "\t" in r["text"]:
            err(f"{r['id']}: stray TAB")
        if r["family"] in PHONE_FAMS and not 8 <= phone_digit_run(r["text"]) <= 15:
            err(f"{r['id']}: phone digit run {phone_digit_run(r['text'])}")
        check_hosts(r["text"], r["id"])
    if dict(counts) != EXPECTED:
        err(f"family counts {dict(counts)}")

    # 3. every template used once (across gate cases and turns)
    tpls = [t for *_, cases in build.FAMILIES for _, t in cases]
    tpls += [t[2] for t in turns.TURNS] + [t[3] for t in turns.TURNS]
    dup = [t for t, n in collections.Counter(tpls).items() if n > 1]
    if dup:
        err(f"templates used more than once: {dup[:3]}")

    # 4. inserted checked values
    for r, meta in zip(recs, metas):
        for g, arg, raw, rendered in meta:
            check_value(g, arg, raw, rendered, r["id"], r["text"])
    for r, meta in zip(trecs, tmetas):
        for g, arg, raw, rendered in meta:
            check_value(g, arg, raw, rendered, r["id"], r["user"] + r["assistant"])
    n_card_bad = sum(1 for m in metas for g, *_ in m if g == "cardbad")
    n_cnid_bad = sum(1 for m in metas for g, a, *_ in m if g == "cnid" and a == "bad")
    if n_card_bad < 2 or n_cnid_bad < 2:
        err("missing Luhn-failing cards or wrong-check CN IDs")

    # 5. turns
    tkeys = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
    for i, r in enumerate(trecs, 1):
        if list(r) != tkeys or r["id"] != f"v36-x{i:03d}":
            err(f"turn {i}: keys/id")
        both = r["user"] + "\n" + r["assistant"]
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                err(f"{r['id']}: payload not verbatim: {p!r}")
        for e in r["expected_fact_substrings"]:
            if e not in both:
                err(f"{r['id']}: expected substring not in turn: {e!r}")
            for p in r["payload"]:
                if e in p or p in e:
                    err(f"{r['id']}: expected {e!r} overlaps payload {p!r}")
        if (r["family"] == "benign") != (r["payload"] == []):
            err(f"{r['id']}: benign <-> empty payload rule")
        check_hosts(both, r["id"])
    if len(trecs) != 25:
        err("turn count")

    # 6. languages, hard look-alikes, sentence mix
    ntags = len(set(langs))
    if ntags < 100:
        err(f"only {ntags} language tags")
    hard = sum(1 for r in recs if r["hard_lookalike"])
    if hard < 140:
        err(f"only {hard} hard look-alikes")
    multi = sum(1 for r in recs if 2 <= n_sentences(r["text"]) <= 4)
    share = multi / len(recs)
    if share < 0.38:
        err(f"multi-sentence share {share:.3f}")

    if ERR:
        print("\n".join(ERR))
        print(f"FAILED ({len(ERR)} problems)")
        sys.exit(1)
    print(f"OK: {len(recs)} gate cases, {len(trecs)} turns, {ntags} language tags, {hard} hard look-alikes, "
          f"{multi} texts with 2-4 sentences ({share:.1%})")


if __name__ == "__main__":
    main()
