"""Self-check for heldout-v26 (standard library only).

    python3 check.py            # checks, exits non-zero on the first list of problems
    python3 check.py --stats    # also prints family counts, languages and md5s

The validators below are written separately from nums.py on purpose.
"""
import collections
import hashlib
import json
import os
import re
import sys
import unicodedata

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
TURN_FAMILIES = {"pii_in_preference", "password_in_fact", "injection_in_fact", "instruction_in_assistant",
                 "obfuscated_email", "payload_in_user", "benign"}

problems = []


def bad(msg):
    problems.append(msg)


# ---------------------------------------------------------------- independent validators
def luhn_ok(s):
    digits = [int(c) for c in s]
    odd = digits[-1::-2]
    even = digits[-2::-2]
    return (sum(odd) + sum(sum(divmod(2 * d, 10)) for d in even)) % 10 == 0


def cn_id_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(a) * b for a, b in zip(s[:17], w)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


def iban_ok(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    lengths = {"IT": 27, "PL": 28, "HR": 21, "GE": 22, "SA": 24, "TR": 26, "ES": 24}
    if lengths.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def tc_ok(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and d[9] == (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10
            and d[10] == sum(d[:10]) % 10)


def rrn_ok(s):
    s = s.replace("-", "")
    total = sum(int(s[i]) * (i % 8 + 2) for i in range(12))
    return len(s) == 13 and (11 - total % 11) % 10 == int(s[12])


def rut_ok(s):
    body, dv = s[:-1], s[-1]
    m, total = 2, 0
    for c in body[::-1]:
        total += int(c) * m
        m = m + 1 if m < 7 else 2
    r = 11 - total % 11
    return dv == {11: "0", 10: "K"}.get(r, str(r))


def il_ok(s):
    total = 0
    for i, c in enumerate(s):
        p = int(c) * (1 + i % 2)
        total += p - 9 if p > 9 else p
    return len(s) == 9 and total % 10 == 0


def za_ok(s):
    return len(s) == 13 and luhn_ok(s)


def ee_ok(s):
    def step(weights):
        return sum(int(a) * b for a, b in zip(s[:10], weights)) % 11
    c = step([1, 2, 3, 4, 5, 6, 7, 8, 9, 1])
    if c == 10:
        c = step([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 10
    return len(s) == 11 and s[0] in "3456" and c == int(s[10])


def cnp_ok(s):
    k = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    r = sum(int(a) * b for a, b in zip(s[:12], k)) % 11
    return len(s) == 13 and int(s[12]) == (1 if r == 10 else r)


def ean_ok(s):
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def uscc_ok(s):
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [pow(3, i, 31) for i in range(17)]
    r = (31 - sum(alphabet.index(c) * x for c, x in zip(s[:17], w)) % 31) % 31
    return len(s) == 18 and s[17] == alphabet[r]


CN_DIGIT = {}
for d, chars in enumerate(["零〇洞", "一幺壹", "二两贰貳", "三叁參", "四肆", "五伍", "六陆陸", "七拐柒", "八捌",
                           "九勾玖"]):
    for ch in chars:
        CN_DIGIT[ch] = d
for d, ch in enumerate("공일이삼사오육칠팔구"):
    CN_DIGIT[ch] = d
for d, tok in enumerate(["ling", "yao", "er", "san", "si", "wu", "liu", "qi", "ba", "jiu"]):
    CN_DIGIT[tok] = d
for d, tok in enumerate(["ゼロ", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュー"]):
    CN_DIGIT[tok] = d
for d in range(10):
    CN_DIGIT[str(d)] = d


def cn_numerals_to_digits(s):
    out, i = [], 0
    toks = sorted(CN_DIGIT, key=len, reverse=True)
    while i < len(s):
        for t in toks:
            if s.startswith(t, i):
                out.append(str(CN_DIGIT[t]))
                i += len(t)
                break
        else:
            i += 1
    return "".join(out)


def phone_digits(s):
    out = []
    for ch in s:
        d = unicodedata.digit(ch, None)
        if d is not None and unicodedata.category(ch) == "Nd":
            out.append(str(d))
    return "".join(out)


VALIDATORS = {"card": luhn_ok, "cn_id": cn_id_ok, "iban": iban_ok, "tc_kimlik": tc_ok, "kr_rrn": rrn_ok,
              "cl_rut": rut_ok, "il_id": il_ok, "za_id": za_ok, "ee_ik": ee_ok, "ro_cnp": cnp_ok,
              "isbn13": ean_ok, "uscc": uscc_ok}

# ---------------------------------------------------------------- fake-data checks
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://([^/\s?#\"'<>)]+)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})")
DOMAIN_RE = re.compile(r"(?<![\w@.-])((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|de|jp|cn|ru|uk|kz|it|fr|es))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
TEST_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def host_ok(h):
    h = h.lower()
    return bool(re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|net|org)", h)) or h.startswith(TEST_NETS)


def check_fake(where, text):
    for m in URL_RE.finditer(text):
        host = m.group(1).rsplit("@", 1)[-1]
        host = re.sub(r":\d*$", "", host)
        if not host_ok(host):
            bad("%s: URL host %r" % (where, host))
    for m in EMAIL_RE.finditer(text):
        if not host_ok(m.group(1)) and not any(host_ok(x.group(1)) for x in EMAIL_RE.finditer(m.group(0)[::-1])):
            bad("%s: e-mail domain %r" % (where, m.group(1)))
    for m in DOMAIN_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad("%s: domain %r" % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        if not m.group(1).startswith(TEST_NETS):
            bad("%s: IPv4 %r" % (where, m.group(1)))


# ---------------------------------------------------------------- gate cases
def check_gate():
    expect_kind = dict(build.FAMILIES)
    with open(GATE, "rb") as fh:
        data = fh.read()
    if data.decode("utf-8") != build.render():
        bad("gate_cases.jsonl differs from a fresh build")
    recs = build.records()
    lines = data.decode("utf-8").splitlines()
    if len(lines) != len(recs):
        bad("gate line count")
    seen_text, seen_tpl = set(), collections.Counter()
    for n, line in enumerate(lines, 1):
        obj = json.loads(line)
        fam = obj["family"]
        keys = GATE_KEYS + (["key", "value"] if fam.endswith("_split_kv") else [])
        if list(obj) != keys:
            bad("line %d: keys %s" % (n, list(obj)))
        if obj["id"] != "v26-%04d" % n:
            bad("line %d: id %s" % (n, obj["id"]))
        kind = expect_kind.get(fam)
        if kind is None or obj["kind"] != kind:
            bad("line %d: family/kind" % n)
        if obj["expect"] != ("allow" if kind == "benign" else "block"):
            bad("line %d: expect" % n)
        if obj["hard_lookalike"] != (kind == "benign" and fam != "allow_plain"):
            bad("line %d: hard_lookalike" % n)
        text = obj["text"]
        if not text.strip() or "⟪" in text or "⟫" in text:
            bad("line %d: empty or unfilled text" % n)
        if text in seen_text:
            bad("line %d: duplicate text" % n)
        seen_text.add(text)
        check_fake("line %d" % n, text)
        if fam.endswith("_split_kv"):
            if text.count("\t") != 1 or text != obj["key"] + "\t" + obj["value"] or not obj["key"].strip() \
                    or not obj["value"].strip():
                bad("line %d: split_kv structure" % n)
        elif "\t" in text:
            bad("line %d: stray TAB" % n)
    for i, (rec, meta) in enumerate(recs, 1):
        seen_tpl[meta["tpl"]] += 1
        fam, text = rec["family"], rec["text"]
        if fam == "pii_split_kv":
            s = meta["secret"]
            if not any(rec["key"].endswith(s[:k]) and rec["value"].startswith(s[k:]) for k in range(1, len(s))):
                bad("line %d: secret not across the boundary" % i)
            if s in text:
                bad("line %d: secret not cut" % i)
        for v in meta["vals"]:
            if fam != "pii_split_kv" and v not in text:
                bad("line %d: value missing from text" % i)
            raw = v.raw.replace(" ", "").replace("-", "").replace(".", "")
            if v.kind in VALIDATORS:
                if not VALIDATORS[v.kind](raw if v.kind != "kr_rrn" else v.raw):
                    bad("line %d: %s fails validation: %s" % (i, v.kind, v.raw))
            elif v.kind == "non_luhn":
                if luhn_ok(v.raw):
                    bad("line %d: look-alike number passes Luhn" % i)
            elif v.kind == "phone":
                d = phone_digits(str(v))
                if not 9 <= len(d) <= 15 or d != re.sub(r"\D", "", v.raw):
                    bad("line %d: phone digits %r" % (i, d))
            elif v.kind == "phone_cn":
                d = cn_numerals_to_digits(str(v))
                if d != re.sub(r"\D", "", v.raw) or not 9 <= len(d) <= 15:
                    bad("line %d: Chinese-numeral phone %r vs %r" % (i, d, v.raw))
        if fam == "email_obfuscated" and "example" not in text and "elpmaxe" not in text \
                and "ｅｘａｍｐｌｅ" not in text and "&#46;" not in text:
            bad("line %d: obfuscated e-mail without example domain" % i)
        if fam == "pii_split_kv" and meta["vals"][0].kind in VALIDATORS:
            v = meta["vals"][0]
            raw = v.raw.replace(" ", "").replace("-", "")
            if not VALIDATORS[v.kind](raw):
                bad("line %d: split secret fails validation" % i)
    for tpl, c in seen_tpl.items():
        if c > 1:
            bad("template used %d times: %r" % (c, tpl[:60]))
    return recs


# ---------------------------------------------------------------- turns
def check_turns():
    with open(TURNS, "rb") as fh:
        data = fh.read()
    if data.decode("utf-8") != turns.render():
        bad("extraction_turns.jsonl differs from a fresh build")
    recs = turns.records()
    for n, line in enumerate(data.decode("utf-8").splitlines(), 1):
        obj = json.loads(line)
        if list(obj) != TURN_KEYS:
            bad("turn %d: keys" % n)
        if obj["id"] != "v26-x%03d" % n:
            bad("turn %d: id" % n)
        if obj["family"] not in TURN_FAMILIES:
            bad("turn %d: family" % n)
        both = obj["user"] + "\n" + obj["assistant"]
        for p in obj["payload"]:
            if not p or (p not in obj["user"] and p not in obj["assistant"]):
                bad("turn %d: payload %r not verbatim" % (n, p))
        for e in obj["expected_fact_substrings"]:
            if e not in both:
                bad("turn %d: expected %r missing" % (n, e))
            for p in obj["payload"]:
                if e in p or p in e:
                    bad("turn %d: expected %r overlaps payload" % (n, e))
        if (obj["family"] == "benign") != (obj["payload"] == []):
            bad("turn %d: benign <-> empty payload" % n)
        check_fake("turn %d" % n, both)
    for i, (rec, meta) in enumerate(recs, 1):
        for v in meta["vals"]:
            if v.kind in VALIDATORS and not VALIDATORS[v.kind](v.raw.replace(" ", "").replace("-", "")):
                bad("turn %d: %s fails validation" % (i, v.kind))
            if v.kind == "card" and v.raw.replace(" ", "") != v.raw:
                bad("turn %d: card raw" % i)
    return recs


def md5(path):
    with open(path, "rb") as fh:
        return hashlib.md5(fh.read()).hexdigest()


def main():
    gate = check_gate()
    trn = check_turns()
    langs = collections.Counter(m["lang"] for _, m in gate) + collections.Counter(m["lang"] for _, m in trn)
    if len(langs) < 70:
        bad("only %d languages" % len(langs))
    if problems:
        print("\n".join(problems))
        print("FAILED: %d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: %d gate cases, %d turns, %d languages" % (len(gate), len(trn), len(langs)))
    if "--stats" in sys.argv:
        fam_n = collections.Counter(r["family"] for r, _ in gate)
        fam_l = collections.defaultdict(set)
        for r, m in gate:
            fam_l[r["family"]].add(m["lang"])
        for f, kind in build.FAMILIES:
            print("%-28s %-9s n=%3d langs=%2d  %s" % (f, kind, fam_n[f], len(fam_l[f]), ", ".join(sorted(fam_l[f]))))
        print("expect:", collections.Counter(r["expect"] for r, _ in gate),
              "hard:", sum(r["hard_lookalike"] for r, _ in gate))
        print("turn families:", collections.Counter(r["family"] for r, _ in trn))
        print("turn languages:", sorted({m["lang"] for _, m in trn}))
        print("languages (%d):" % len(langs), ", ".join(sorted(langs)))
        print("md5 gate_cases.jsonl", md5(GATE))
        print("md5 extraction_turns.jsonl", md5(TURNS))


if __name__ == "__main__":
    main()
