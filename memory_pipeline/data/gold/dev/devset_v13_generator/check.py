"""Self-check for dev set v13. Rebuilds both files in memory and compares them byte for byte with the files on
disk, then checks structure, counts, values (with validators written here, separately from nums.py), domains,
IP ranges, stock phrases and the turn payload rules. Exit code 0 = pass.

Run:  python3 check.py
"""
import hashlib
import ipaddress
import json
import os
import re
import sys
import unicodedata
from collections import Counter

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "devset_v13_gate_cases.jsonl")
TURN = os.path.join(HERE, "..", "devset_v13_extraction_turns.jsonl")
ERR = []


def err(msg):
    ERR.append(msg)


# ---------------------------------------------------------------- independent validators
def digits(s):
    return [int(c) for c in s if c.isdigit()]


def v_luhn(s):
    d = digits(s)[::-1]
    tot = sum(x if i % 2 == 0 else (x * 2 - 9 if x * 2 > 9 else x * 2) for i, x in enumerate(d))
    return tot % 10 == 0


def v_iban(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    r = t[4:] + t[:4]
    num = "".join(str(ord(c) - 55) if c.isalpha() else c for c in r)
    return int(num) % 97 == 1


def v_se(s):
    return re.fullmatch(r"\d{6}-\d{4}", s) is not None and v_luhn(s.replace("-", ""))


def v_no(s):
    d = digits(s)
    if len(d) != 11:
        return False
    a = (11 - sum(x * w for x, w in zip(d[:9], (3, 7, 6, 1, 8, 9, 4, 5, 2))) % 11) % 11
    b = (11 - sum(x * w for x, w in zip(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11) % 11
    return a == d[9] and b == d[10]


def v_baltic(s):
    d = digits(s)
    if len(d) != 11:
        return False
    r = sum(d[i] * (i % 9 + 1) for i in range(10)) % 11
    if r == 10:
        r = sum(d[i] * ((i + 2) % 9 + 1) for i in range(10)) % 11
        if r == 10:
            r = 0
    return r == d[10]


def v_lv(s):
    d = digits(s)
    return len(d) == 11 and (1101 - sum(x * w for x, w in zip(d, (1, 6, 3, 7, 9, 10, 5, 8, 4, 2)))) % 11 == d[10]


def v_oib(s):
    d = digits(s)
    if len(d) != 11:
        return False
    a = 10
    for x in d[:10]:
        a = ((a + x) % 10 or 10) * 2 % 11
    return (11 - a) % 10 == d[10]


def v_egn(s):
    d = digits(s)
    return len(d) == 10 and sum(x * w for x, w in zip(d, (2, 4, 8, 5, 10, 9, 7, 3, 6))) % 11 % 10 == d[9]


def v_jmbg(s):
    d = digits(s)
    if len(d) != 13:
        return False
    m = 11 - sum(x * w for x, w in zip(d, (7, 6, 5, 4, 3, 2) * 2)) % 11
    return (0 if m == 11 else m) == d[12]


VD = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
      (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
      (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
      (9, 8, 7, 6, 5, 4, 3, 2, 1, 0))
VP = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
      (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
      (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8))


def v_aadhaar(s):
    d = digits(s)
    if len(d) != 12 or d[0] < 2:
        return False
    c = 0
    for i, x in enumerate(reversed(d)):
        c = VD[c][VP[i % 8][x]]
    return c == 0


def v_za(s):
    return len(digits(s)) == 13 and v_luhn(s)


def v_ir(s):
    d = digits(s)
    if len(d) != 10:
        return False
    r = sum(d[i] * (10 - i) for i in range(9)) % 11
    return d[9] == (r if r < 2 else 11 - r)


def v_isbn(s):
    d = digits(s)
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


def v_pin(s):
    d = digits(s)
    if not d or d[0] == 0:
        return False
    if len(set(d)) < len(d) - 1:
        return False
    return not any(d[i + 1] - d[i] == d[i + 2] - d[i + 1] and abs(d[i + 1] - d[i]) == 1 for i in range(len(d) - 2))


def v_fw_email(s):
    t = unicodedata.normalize("NFKC", s)
    return re.fullmatch(r"[a-z0-9._]+@example\.org", t) is not None and "@" not in s


VALIDATE = {
    "se_pnr": v_se, "no_fnr": v_no, "baltic": v_baltic, "lv_pk": v_lv, "hr_oib": v_oib, "bg_egn": v_egn,
    "jmbg": v_jmbg, "emso": v_jmbg, "aadhaar": v_aadhaar, "za_id": v_za, "ir_melli": v_ir, "isbn": v_isbn,
    "order16": lambda s: len(s) == 16 and s.isdigit() and not v_luhn(s),
    "order12": lambda s: len(s) == 12 and s.isdigit() and not v_luhn(s),
    "pin4": lambda s: len(s) == 4 and v_pin(s), "pin5": lambda s: len(s) == 5 and v_pin(s),
    "pin6": lambda s: len(s) == 6 and v_pin(s), "pin8": lambda s: len(s) == 8 and v_pin(s),
    "fw": v_fw_email,
    "pk_cnic": lambda s: re.fullmatch(r"\d{5}-\d{7}-\d", s) is not None,
    "dk_cpr": lambda s: re.fullmatch(r"\d{6}-\d{4}", s) is not None,
    "passport": lambda s: re.fullmatch(r"[A-Z]{2}\d{7}", s) is not None,
    "ip": lambda s: any(ipaddress.ip_address(s) in ipaddress.ip_network(n) for n in DOC_NETS),
    "host": lambda s: re.fullmatch(r"[a-z]+\.example\.(com|net|org)", s) is not None,
}
DOC_NETS = ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")

# English stock phrases that injection_paraphrase must avoid (brief)
STOCK = ["ignore previous instructions", "ignore all previous", "ignore the previous", "system prompt",
         "jailbreak", "developer mode", "dan mode", "do anything now"]
STOCK_RE = re.compile(r"\bDAN\b")


def ok_host(h):
    if re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|net|org)", h):
        return True
    try:
        return any(ipaddress.ip_address(h) in ipaddress.ip_network(n) for n in DOC_NETS)
    except ValueError:
        return False


def check_domains(rid, text):
    for h in re.findall(r"https?://([^/\s\"'<>)\]»“„]+)", text):
        h = h.split(":")[0]
        if not ok_host(h):
            err("%s: URL host %r" % (rid, h))
    for dom in re.findall(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", text):
        dom = dom.rstrip(".")
        if not ok_host(dom):
            err("%s: e-mail / ssh host %r" % (rid, dom))
    for ipl in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
        try:
            a = ipaddress.ip_address(ipl)
        except ValueError:
            continue
        if not any(a in ipaddress.ip_network(n) for n in DOC_NETS):
            err("%s: IPv4 %s outside documentation ranges" % (rid, ipl))


def check_gates():
    recs, inserted, langs = build.build()
    want = build.dump(recs).encode("utf-8")
    with open(GATE, "rb") as f:
        have = f.read()
    if have != want:
        err("gate file differs from rebuild")
    lines = have.decode("utf-8").splitlines()
    fams = {f[0]: f for f in build.FAMILIES}
    seen_txt = set()
    tpl_count = Counter(t for f in build.FAMILIES for _, t in f[4])
    for k, v in tpl_count.items():
        if v > 1:
            err("template used %d times: %r" % (v, k[:60]))
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        rid = "d13-%04d" % i
        keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            keys += ["key", "value"]
            if r["text"] != r["key"] + "\t" + r["value"] or r["text"].count("\t") != 1:
                err("%s: split_kv structure" % rid)
        if list(r) != keys:
            err("%s: key order %s" % (rid, list(r)))
        if r["id"] != rid:
            err("id %s != %s" % (r["id"], rid))
        fam, kind, expect, hard, _, n = fams[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: kind/expect/hard" % rid)
        if r["text"] in seen_txt:
            err("%s: duplicate text" % rid)
        seen_txt.add(r["text"])
        if "<<" in r["text"] or ">>" in r["text"]:
            err("%s: unfilled placeholder" % rid)
        check_domains(rid, r["text"])
        for name, val in inserted[i - 1]:
            if val not in r["text"]:
                err("%s: value %r not in text" % (rid, val))
            if name.startswith("iban_"):
                ok = v_iban(val) and val.startswith(name[5:])
            elif name in VALIDATE:
                ok = VALIDATE[name](val)
            else:
                ok = True
            if not ok:
                err("%s: %s value %r fails validation" % (rid, name, val))
        low = r["text"].lower()
        if r["family"] == "injection_paraphrase":
            if any(p in low for p in STOCK) or STOCK_RE.search(r["text"]):
                err("%s: stock phrase in injection_paraphrase" % rid)
        if r["family"] == "email_obfuscated":
            if re.search(r"\w@\w", r["text"]):
                err("%s: plain @ in obfuscated e-mail" % rid)
            if "example" not in unicodedata.normalize("NFKC", r["text"]):
                err("%s: no example domain" % rid)
    cnt = Counter(json.loads(l)["family"] for l in lines)
    for fam, f in fams.items():
        if cnt[fam] != f[5]:
            err("family %s has %d, want %d" % (fam, cnt[fam], f[5]))
    if len(set(langs)) < 28:
        err("only %d languages in gate cases" % len(set(langs)))
    return cnt, Counter(langs), have


def overlaps(text, a, b):
    sa = [(m.start(), m.start() + len(a)) for m in re.finditer(re.escape(a), text)]
    sb = [(m.start(), m.start() + len(b)) for m in re.finditer(re.escape(b), text)]
    return any(x0 < y1 and y0 < x1 for x0, x1 in sa for y0, y1 in sb)


def check_turns():
    recs, langs, _ = turns.build()
    want = turns.dump(recs).encode("utf-8")
    with open(TURN, "rb") as f:
        have = f.read()
    if have != want:
        err("turn file differs from rebuild")
    want_n = {"injection_in_fact": 8, "payload_in_user": 6, "instruction_in_assistant": 6,
              "password_in_fact": 4, "benign": 6}
    cnt = Counter()
    for i, line in enumerate(have.decode("utf-8").splitlines(), 1):
        r = json.loads(line)
        rid = "d13-x%03d" % i
        if list(r) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err("%s: key order" % rid)
        if r["id"] != rid:
            err("%s: id" % rid)
        cnt[r["family"]] += 1
        both = r["user"] + "\n" + r["assistant"]
        check_domains(rid, both)
        if (r["family"] == "benign") != (r["payload"] == []):
            err("%s: benign iff empty payload" % rid)
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                err("%s: payload not verbatim: %r" % (rid, p[:40]))
        if r["family"] == "instruction_in_assistant" and not all(p in r["assistant"] for p in r["payload"]):
            err("%s: instruction_in_assistant payload not in assistant" % rid)
        if r["family"] == "payload_in_user" and not all(p in r["user"] for p in r["payload"]):
            err("%s: payload_in_user payload not in user" % rid)
        if not r["expected_fact_substrings"]:
            err("%s: no expected facts" % rid)
        for e in r["expected_fact_substrings"]:
            if e not in r["user"] and e not in r["assistant"]:
                err("%s: expected substring not in turn: %r" % (rid, e))
            for p in r["payload"]:
                if e in p or p in e:
                    err("%s: expected %r overlaps payload" % (rid, e))
                for t in (r["user"], r["assistant"]):
                    if overlaps(t, e, p):
                        err("%s: expected %r overlaps payload span" % (rid, e))
    for k, v in want_n.items():
        if cnt[k] != v:
            err("turn family %s has %d, want %d" % (k, cnt[k], v))
    if sum(cnt.values()) != 30:
        err("turn count %d" % sum(cnt.values()))
    return cnt, Counter(langs), have


def main():
    gcnt, glang, gbytes = check_gates()
    tcnt, tlang, tbytes = check_turns()
    print("gate cases:", sum(gcnt.values()), dict(gcnt))
    print("gate languages (%d):" % len(glang), dict(sorted(glang.items())))
    print("turns:", sum(tcnt.values()), dict(tcnt))
    print("turn languages (%d):" % len(tlang), dict(sorted(tlang.items())))
    print("md5 devset_v13_gate_cases.jsonl", hashlib.md5(gbytes).hexdigest())
    print("md5 devset_v13_extraction_turns.jsonl", hashlib.md5(tbytes).hexdigest())
    if ERR:
        print("FAIL (%d problems)" % len(ERR))
        for e in ERR[:50]:
            print("  -", e)
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
