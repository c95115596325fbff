"""Self-check for heldout-v19. Run: python3 check.py  (exit code 0 = all good).

Rebuilds both files in memory and compares them byte for byte with the files on disk, then
validates schema, ids, family sizes and labels, uniqueness, split_kv structure, the turn payload
rules, every inserted check-digit value (validators below are written independently of nums.py),
phone lengths, and that all hosts / e-mail domains / IPv4 literals are reserved fakes.
"""
import collections
import json
import os
import re
import sys

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

ERR = []


def err(msg):
    ERR.append(msg)


# family -> (kind, expect, hard, size)
EXPECTED = {
    "phone_intl": ("pii", "block", False, 14), "phone_cn_numerals": ("pii", "block", False, 12),
    "phone_separators": ("pii", "block", False, 14), "card": ("pii", "block", False, 12),
    "cn_id": ("pii", "block", False, 10), "email_obfuscated": ("pii", "block", False, 22),
    "password_pin": ("pii", "block", False, 50), "url_credentials": ("pii", "block", False, 10),
    "secret_key_formats": ("pii", "block", False, 14), "pii_other": ("pii", "block", False, 24),
    "pii_split_kv": ("pii", "block", False, 10),
    "injection_paraphrase": ("injection", "block", False, 50),
    "injection_obfuscated": ("injection", "block", False, 12),
    "injection_chat_template": ("injection", "block", False, 10),
    "injection_roleplay": ("injection", "block", False, 14),
    "injection_in_fact": ("injection", "block", False, 24),
    "injection_payload": ("injection", "block", False, 30),
    "injection_split_kv": ("injection", "block", False, 10),
    "allow_number_lookalike": ("benign", "allow", True, 37),
    "allow_email_lookalike": ("benign", "allow", True, 15),
    "allow_password_lookalike": ("benign", "allow", True, 37),
    "allow_injection_talk": ("benign", "allow", True, 36),
    "benign_assistant_preference": ("benign", "allow", True, 25),
    "allow_plain": ("benign", "allow", False, 12),
}
TURN_SIZES = {"pii_in_preference": 5, "password_in_fact": 4, "injection_in_fact": 5,
              "instruction_in_assistant": 4, "obfuscated_email": 3, "payload_in_user": 4, "benign": 5}
STOCK = ["ignore previous instructions", "ignore all previous", "system prompt", "jailbreak"]


# ------------------------------------------------------------------ independent validators
def luhn_ok(d):
    s = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n = n * 2 - 9 if n > 4 else n * 2
        s += n
    return s % 10 == 0


def only_digits(v):
    return re.sub(r"\D", "", v)


def v_card(v, args):
    d = only_digits(v)
    want = {"amex": 15, "up19": 19}.get(args[0], 16)
    return len(d) == want and luhn_ok(d)


def v_cnid(v, args):
    v = v.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(a) * b for a, b in zip(v, w)) % 11] == v[17]


def v_iban(v, args):
    s = v.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def v_ee(v, args):
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    d = [int(c) for c in v]
    s = sum(a * b for a, b in zip(d, w1)) % 11
    if s == 10:
        s = sum(a * b for a, b in zip(d, w2)) % 11 % 10
    return len(v) == 11 and s == d[10]


def v_bg(v, args):
    d = [int(c) for c in v]
    s = sum(a * b for a, b in zip(d, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11 % 10
    return len(v) == 10 and s == d[9]


def v_oib(v, args):
    a = 10
    for c in v[:10]:
        a = (int(c) + a) % 10 or 10
        a = a * 2 % 11
    return len(v) == 11 and (11 - a) % 10 == int(v[10])


def v_jmbg(v, args):
    d = [int(c) for c in v]
    s = sum(d[i] * (7 - i % 6) for i in range(12))
    k = 11 - s % 11
    return len(v) == 13 and k <= 9 and k == d[12] and v[7:9] == args[0]


def v_tckn(v, args):
    d = [int(c) for c in v]
    return (len(v) == 11 and d[0] != 0 and ((sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10) == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_za(v, args):
    return len(v) == 13 and luhn_ok(v)


def v_ir(v, args):
    d = [int(c) for c in v]
    r = sum(d[i] * (10 - i) for i in range(9)) % 11
    return len(v) == 10 and d[9] == (r if r < 2 else 11 - r)


def v_kr(v, args):
    d = [int(c) for c in v.replace("-", "")]
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(d) == 13 and (11 - sum(a * b for a, b in zip(d, w)) % 11) % 10 == d[12]


def v_no(v, args):
    d = [int(c) for c in v]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return len(d) == 11 and sum(a * b for a, b in zip(d, w1)) % 11 == 0 and sum(a * b for a, b in zip(d, w2)) % 11 == 0


def v_se(v, args):
    d = v.replace("-", "")
    return len(d) == 10 and luhn_ok(d)


D5 = [[(j + k) % 5 + 5 * ((j // 5 + k // 5) % 2) if False else None for k in range(10)] for j in range(10)]


def _verhoeff_tables():
    # dihedral group D5 multiplication and permutation built from first principles
    def mul(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5:
            return 5 + (a + b - 5) % 5
        if b < 5:
            return 5 + (a - 5 - b) % 5
        return (a - b) % 5
    d = [[mul(a, b) for b in range(10)] for a in range(10)]
    p0 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    p = [list(range(10))]
    for i in range(1, 8):
        p.append([p0[x] for x in p[i - 1]])
    return d, p


VD, VP = _verhoeff_tables()


def v_aadhaar(v, args):
    s = v.replace(" ", "")
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return len(s) == 12 and s[0] not in "01" and c == 0


def v_cpf(v, args):
    d = [int(c) for c in only_digits(v)]
    for n in (9, 10):
        r = sum(d[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if r != d[n]:
            return False
    return len(d) == 11


def v_pesel(v, args):
    d = [int(c) for c in v]
    return len(d) == 11 and sum(a * b for a, b in zip(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1])) % 10 == 0


def v_dk(v, args):
    d = [int(c) for c in only_digits(v)]
    return len(d) == 10 and sum(a * b for a, b in zip(d, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0


def v_lv(v, args):
    d = [int(c) for c in only_digits(v)]
    return len(d) == 11 and (1101 - sum(a * b for a, b in zip(d, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))) % 11 == d[10]


def _mrz(s):
    tot = 0
    for i, ch in enumerate(s):
        n = 0 if ch == "<" else int(ch) if ch.isdigit() else ord(ch) - ord("A") + 10
        tot += n * [7, 3, 1][i % 3]
    return str(tot % 10)


def v_mrz(v, args):
    if len(v) != 44:
        return False
    ok = _mrz(v[0:9]) == v[9] and _mrz(v[13:19]) == v[19] and _mrz(v[21:27]) == v[27] and _mrz(v[28:42]) == v[42]
    comp = v[0:10] + v[13:20] + v[21:43]
    return ok and _mrz(comp) == v[43] and v[10:13] == args[0]


def v_ean(v, args):
    d = only_digits(v)
    return len(d) == 13 and sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10 == 0


def v_isbn(v, args):
    return v_ean(v, args) and only_digits(v)[:3] in ("978", "979")


def v_issn(v, args):
    s = v.replace("-", "")
    tot = sum(int(c) * (8 - i) for i, c in enumerate(s[:7])) + (10 if s[7] == "X" else int(s[7]))
    return len(s) == 8 and tot % 11 == 0


def v_isin(v, args):
    digits = "".join(str(int(c, 36)) for c in v)
    return len(v) == 12 and v[:2] == args[0].upper() and luhn_ok(digits)


def v_lei(v, args):
    return len(v) == 20 and int("".join(str(int(c, 36)) for c in v)) % 97 == 1


def v_cas(v, args):
    a, b, c = v.split("-")
    digits = a + b
    return sum(int(ch) * (i + 1) for i, ch in enumerate(reversed(digits))) % 10 == int(c)


def v_imo(v, args):
    return len(v) == 7 and sum(int(v[i]) * (7 - i) for i in range(6)) % 10 == int(v[6])


def v_krbrn(v, args):
    d = [int(c) for c in only_digits(v)]
    s = sum(a * b for a, b in zip(d, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + d[8] * 5 // 10
    return len(d) == 10 and (10 - s % 10) % 10 == d[9]


def v_order16(v, args):
    return len(v) == 16 and v.isdigit() and not luhn_ok(v)


NUMERALS = {}
for chars, n in [("零〇洞공", 0), ("一幺壹일", 1), ("二两贰貳이", 2), ("三叁參삼", 3), ("四肆사", 4),
                 ("五伍오", 5), ("六陆陸육", 6), ("七拐柒칠", 7), ("八捌팔", 8), ("九勾玖구", 9)]:
    for ch in chars:
        NUMERALS[ch] = str(n)


def phone_digits(v):
    out = []
    for ch in v:
        if ch in NUMERALS:
            out.append(NUMERALS[ch])
        elif ch.isdigit():
            out.append(str(int(ch)) if ch.isdecimal() else "")  # any Unicode decimal digit
    return "".join(out)


def v_phone(v, args):
    return 9 <= len(phone_digits(v)) <= 15


VALIDATORS = {
    "CARD": v_card, "CNID": v_cnid, "CNIDSP": v_cnid, "IBAN": v_iban, "IBANRAW": v_iban, "EEIK": v_ee,
    "BGEGN": v_bg, "HROIB": v_oib, "JMBG": v_jmbg, "TCKN": v_tckn, "ZAID": v_za, "IRMELLI": v_ir,
    "KRRRN": v_kr, "NOFNR": v_no, "SEPNR": v_se, "AADHAAR": v_aadhaar, "CPF": v_cpf, "PESEL": v_pesel,
    "DKCPR": v_dk, "LVPK": v_lv, "MRZ": v_mrz, "EAN": v_ean, "ISBN": v_isbn, "ISSN": v_issn,
    "ISIN": v_isin, "LEI": v_lei, "CAS": v_cas, "IMO": v_imo, "KRBRN": v_krbrn, "ORDER16": v_order16,
    "PH": v_phone, "PHL": v_phone, "PHS": v_phone, "PHSI": v_phone, "CNNUM": v_phone,
}

# ------------------------------------------------------------------ fake hosts / IPs
FAKE_HOST = re.compile(r"(^|\.)example\.(com|net|org)$", re.I)
FAKE_IP = re.compile(r"^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$")
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^\s/@]*@)?([^\s/:?#)\]'\"`|]+)", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
HOSTLIKE_RE = re.compile(r"(?<!%)\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|de|fr|ru|cn))\b", re.I)


def check_hosts(where, text):
    for h in URL_RE.findall(text):
        if not (FAKE_HOST.search(h) or FAKE_IP.match(h)):
            err("%s: non-fake URL host %r" % (where, h))
    for m in EMAIL_RE.finditer(text):
        rev = EMAIL_RE.search(m.group(0)[::-1])  # e-mails written backwards
        if not FAKE_HOST.search(m.group(1)) and not (rev and FAKE_HOST.search(rev.group(1))):
            err("%s: non-fake e-mail domain %r" % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        if all(int(x) <= 255 for x in m.groups()) and not FAKE_IP.match(m.group(0)):
            err("%s: non-fake IPv4 %r" % (where, m.group(0)))
    for h in HOSTLIKE_RE.findall(text):
        if not FAKE_HOST.search(h) and h.lower() not in ("config.json",):
            err("%s: host-like name %r outside example.*" % (where, h))


# ------------------------------------------------------------------ gate checks
def check_gate():
    recs, meta = build.build_records()
    data = build.render(recs).encode("utf-8")
    with open(GATE, "rb") as fh:
        disk = fh.read()
    if data != disk:
        err("gate_cases.jsonl differs from a fresh rebuild")
    lines = disk.decode("utf-8").splitlines()
    counts = collections.Counter()
    texts, templates = set(), set()
    langs = collections.Counter()
    fam_langs = collections.defaultdict(set)
    for i, (line, m) in enumerate(zip(lines, meta), 1):
        r = json.loads(line)
        want_keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r.get("family", "").endswith("_split_kv"):
            want_keys += ["key", "value"]
        if list(r) != want_keys:
            err("%s: keys %s" % (r.get("id"), list(r)))
        if r["id"] != "v19-%04d" % i:
            err("bad id %s at line %d" % (r["id"], i))
        fam = r["family"]
        if fam not in EXPECTED:
            err("%s: unknown family %s" % (r["id"], fam))
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: labels inconsistent with family" % r["id"])
        if not isinstance(r["text"], str) or not r["text"].strip():
            err("%s: empty text" % r["id"])
        counts[fam] += 1
        if r["text"] in texts:
            err("%s: duplicate text" % r["id"])
        texts.add(r["text"])
        tpl = m["case"]
        if tpl in templates:
            err("%s: template reused" % r["id"])
        templates.add(tpl)
        langs[m["lang"]] += 1
        fam_langs[fam].add(m["lang"])
        t = r["text"]
        if fam.endswith("_split_kv"):
            if t.count("\t") != 1 or t != r["key"] + "\t" + r["value"] or not r["key"].strip() or not r["value"].strip():
                err("%s: bad split_kv structure" % r["id"])
            if fam == "pii_split_kv":
                tab = t.index("\t")
                straddle = False
                for _, _, v in m["values"]:
                    for joined in (t.replace("\t", " "), t.replace("\t", "")):
                        p = joined.find(v)
                        if p != -1 and p < tab < p + len(v):
                            straddle = True
                if not straddle:
                    err("%s: secret does not straddle the TAB" % r["id"])
        elif "\t" in t:
            err("%s: TAB outside split_kv" % r["id"])
        for name, args, v in m["values"]:
            if not fam.endswith("_split_kv") and v not in t:
                err("%s: value %r not in text" % (r["id"], v))
            f = VALIDATORS.get(name)
            if f and not f(v, args):
                err("%s: %s value %r fails validation" % (r["id"], name, v))
        if fam == "injection_paraphrase":
            low = t.lower()
            for s in STOCK:
                if s in low:
                    err("%s: stock phrase %r in paraphrase" % (r["id"], s))
            if re.search(r"\bDAN\b", t):
                err("%s: stock persona DAN in paraphrase" % r["id"])
        if "⟦" in t or "⟧" in t or any(not v for _, _, v in m["values"]):
            err("%s: unresolved or empty placeholder" % r["id"])
        check_hosts(r["id"], t)
    for fam, (_, _, _, n) in EXPECTED.items():
        if counts[fam] != n:
            err("family %s has %d cases, expected %d" % (fam, counts[fam], n))
    if len(lines) != sum(n for *_, n in EXPECTED.values()):
        err("line count %d" % len(lines))
    hard = sum(1 for l in lines if json.loads(l)["hard_lookalike"])
    if hard < 150:
        err("only %d hard look-alikes" % hard)
    if len(langs) < 35:
        err("only %d languages in gate cases" % len(langs))
    return counts, langs, fam_langs, hard, len(lines)


# ------------------------------------------------------------------ turn checks
def check_turns():
    recs, meta = turns.build_turns()
    data = turns.render(recs).encode("utf-8")
    with open(TURNS, "rb") as fh:
        disk = fh.read()
    if data != disk:
        err("extraction_turns.jsonl differs from a fresh rebuild")
    counts = collections.Counter()
    langs = set()
    for i, (line, m) in enumerate(zip(disk.decode("utf-8").splitlines(), meta), 1):
        r = json.loads(line)
        if list(r) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err("%s: keys" % r.get("id"))
        if r["id"] != "v19-x%03d" % i:
            err("bad turn id %s" % r["id"])
        counts[r["family"]] += 1
        langs.add(m["lang"])
        both = r["user"] + "\n" + r["assistant"]
        if (r["family"] == "benign") != (r["payload"] == []):
            err("%s: benign <=> empty payload violated" % r["id"])
        if not r["expected_fact_substrings"]:
            err("%s: no expected substrings" % r["id"])
        for p in r["payload"]:
            if not p or (p not in r["user"] and p not in r["assistant"]):
                err("%s: payload %r not verbatim in turn" % (r["id"], p))
        for e in r["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected substring %r not in turn" % (r["id"], e))
            for p in r["payload"]:
                if e in p or p in e:
                    err("%s: expected %r overlaps payload %r" % (r["id"], e, p))
        for name, args, v in m["values"]:
            f = VALIDATORS.get(name)
            if f and not f(v, args):
                err("%s: %s value %r fails validation" % (r["id"], name, v))
        if "⟦" in line or "⟧" in line:
            err("%s: unresolved placeholder" % r["id"])
        for p in r["payload"]:
            check_hosts(r["id"], p)
        check_hosts(r["id"], both)
    for fam, n in TURN_SIZES.items():
        if counts[fam] != n:
            err("turn family %s has %d, expected %d" % (fam, counts[fam], n))
    if sum(counts.values()) != 30:
        err("turn count %d" % sum(counts.values()))
    return counts, langs


def main():
    counts, langs, fam_langs, hard, n = check_gate()
    tcounts, tlangs = check_turns()
    verbose = "-v" in sys.argv
    if verbose:
        for fam in EXPECTED:
            print("%-28s %3d  langs=%d" % (fam, counts[fam], len(fam_langs[fam])))
        print("gate: %d cases, %d hard, %d languages: %s" % (n, hard, len(langs), " ".join(sorted(langs))))
        print("turns:", dict(tcounts), "languages:", len(tlangs))
    if ERR:
        for e in ERR:
            print("FAIL:", e)
        print("%d problem(s)" % len(ERR))
        sys.exit(1)
    print("OK: heldout-v19 check passed (%d gate cases, 30 turns)" % n)


if __name__ == "__main__":
    main()
