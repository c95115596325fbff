"""Self-check for heldout_v15 (Python 3.11 standard library only). Run:  python3 check.py

- rebuilds both files in memory and compares them byte for byte with the files on disk;
- checks UTF-8 / JSON, key order, ids, family sizes and kind/expect/hard_lookalike, unique texts and
  templates, split_kv structure;
- re-validates every checked value with validators written independently of nums.py (Luhn, GB 11643,
  IBAN mod-97, CPF, DNI, BSN, Swedish personnummer, PESEL, Aadhaar Verhoeff, Finnish HETU, ISBN-13,
  USCC) and that the value occurs in its text; order numbers must FAIL Luhn;
- checks URL hosts, e-mail domains and IPv4 literals (example.com/.net/.org, documentation ranges);
- checks the extraction-turn payload rules.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
import turns  # noqa: E402

GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

SIZES = {
    "phone_intl": 14, "phone_cn_numerals": 12, "phone_separators": 14, "card": 12, "cn_id": 10,
    "email_obfuscated": 20, "password_pin": 50, "url_credentials": 10, "secret_key_formats": 14,
    "pii_other": 24, "pii_split_kv": 10, "injection_paraphrase": 50, "injection_obfuscated": 12,
    "injection_chat_template": 10, "injection_roleplay": 14, "injection_in_fact": 24,
    "injection_payload": 30, "injection_split_kv": 10, "allow_number_lookalike": 35,
    "allow_email_lookalike": 15, "allow_password_lookalike": 35, "allow_injection_talk": 35,
    "benign_assistant_preference": 25, "allow_plain": 12,
}
TURN_SIZES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
              "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 5}

errors = []


def err(msg):
    errors.append(msg)


def family_meta(fam):
    if fam.startswith("injection_"):
        return "injection", "block", False
    if fam.startswith("allow_") or fam.startswith("benign_"):
        return "benign", "allow", fam != "allow_plain"
    return "pii", "block", False


# ----------------------------------------------------------------------------- independent validators
def v_luhn(s):
    x = [int(c) for c in s if c.isdigit()][::-1]
    return sum(v if i % 2 == 0 else (v * 2 if v < 5 else v * 2 - 9) for i, v in enumerate(x)) % 10 == 0


def v_cn_id(s):
    x = re.sub(r"[\s-]", "", s)
    if not re.fullmatch(r"\d{17}[\dX]", x):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(c) * k for c, k in zip(x, w)) % 11] == x[17]


def v_iban(s):
    x = s.replace(" ", "")
    y = x[4:] + x[:4]
    return int("".join(str(ord(c) - 55) if c.isalpha() else c for c in y)) % 97 == 1


def v_cpf(s):
    x = [int(c) for c in s if c.isdigit()]
    if len(x) != 11:
        return False
    for k in (9, 10):
        t = sum(x[i] * (k + 1 - i) for i in range(k)) % 11
        if x[k] != (0 if t < 2 else 11 - t):
            return False
    return True


def v_dni(s):
    return re.fullmatch(r"\d{8}[A-Z]", s) is not None and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    return len(s) == 9 and s.isdigit() and sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0


def v_pnr(s):
    x = s.replace("-", "")
    return len(x) == 10 and v_luhn(x)


def v_pesel(s):
    return len(s) == 11 and s.isdigit() and sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1])) % 10 == 0


def v_aadhaar(s):
    # Verhoeff via the dihedral group D5 (permutations built from scratch, not copied from nums.py)
    x = s.replace(" ", "")
    if not re.fullmatch(r"[2-9]\d{11}", x):
        return False

    def mul(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5:
            return 5 + (b - 5 + a) % 5
        if b < 5:
            return 5 + (a - 5 - b) % 5
        return (a - b) % 5

    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]

    def p(i, d):
        for _ in range(i % 8):
            d = perm[d]
        return d

    c = 0
    for i, ch in enumerate(reversed(x)):
        c = mul(c, p(i, int(ch)))
    return c == 0


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})[-+A](\d{3})([0-9A-Y])", s)
    return m is not None and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def v_isbn(s):
    x = s.replace("-", "")
    return len(x) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(x)) % 10 == 0


def v_uscc(s):
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in alpha for c in s):
        return False
    w = [pow(3, i, 31) for i in range(17)]
    return alpha[(31 - sum(alpha.index(c) * k for c, k in zip(s, w)) % 31) % 31] == s[17]


NUMERALS = {}
for table in ["零一二三四五六七八九", "〇一二三四五六七八九", "零幺二三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
              "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾", "0123456789", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹",
              "०१२३४५६७८९", "๐๑๒๓๔๕๖๗๘๙", "０１２３４５６７８９"]:
    for i, ch in enumerate(table):
        NUMERALS[ch] = str(i)
for i, ch in enumerate(["공", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]):
    NUMERALS[ch] = str(i)


def v_phone(s):
    x = "".join(NUMERALS.get(c, "") for c in s)
    return 9 <= len(x) <= 15


VALIDATORS = {"luhn": v_luhn, "cn_id": v_cn_id, "iban": v_iban, "cpf": v_cpf, "dni": v_dni, "bsn": v_bsn,
              "pnr": v_pnr, "pesel": v_pesel, "aadhaar": v_aadhaar, "hetu": v_hetu, "isbn": v_isbn,
              "uscc": v_uscc, "phone": v_phone, "nonluhn": lambda s: not v_luhn(s), "cut": lambda s: True}

# ----------------------------------------------------------------------------- hosts / IPs
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
OK_HOST = re.compile(r"(?i)^(?:[a-z0-9-]+\.)*example\.(?:com|net|org)$")
URL_RE = re.compile(r"(?i)\b[a-z][a-z0-9+.-]*://(?:[^@\s/]*@)?([^/\s:?#,;)\]\"'<>」，]+)")
MAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})")
BARE_RE = re.compile(r"(?i)(?<![\w.@/%-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|co|cn|ru|de|fr|jp|uk|me|ai|br|es|it))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def check_hosts(where, text):
    t = text.replace("\t", "")
    t = t + "\n" + urllib.parse.unquote(t)
    for h in URL_RE.findall(t):
        h = h.rstrip(".")
        if h.lower() == "localhost" or "." not in h:
            continue
        if IP_RE.fullmatch(h):
            continue
        if not OK_HOST.match(h):
            err(f"{where}: URL host {h!r} is not example.*")
    for m in MAIL_RE.finditer(t):
        dom = m.group(1)
        rev = MAIL_RE.fullmatch(m.group(0)[::-1])  # "written backwards" obfuscation
        if not OK_HOST.match(dom) and not (rev and OK_HOST.match(rev.group(1))):
            err(f"{where}: e-mail/SSH domain {dom!r} is not example.*")
    for dom in BARE_RE.findall(t):
        if not OK_HOST.match(dom):
            err(f"{where}: bare domain {dom!r} is not example.*")
    for ip in IP_RE.findall(t):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            err(f"{where}: IPv4 {ip} is not in a documentation range")


# ----------------------------------------------------------------------------- gate cases
def check_gate():
    rows = build.build_gate()
    fresh = build.render(rows)
    disk = open(GATE, "rb").read()
    if fresh != disk:
        err("gate_cases.jsonl differs from a fresh rebuild")
    lines = disk.decode("utf-8").splitlines()
    fam_count = collections.Counter()
    texts = set()
    langs = collections.defaultdict(set)
    for i, line in enumerate(lines, 1):
        rec = json.loads(line)
        fam = rec["family"]
        keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if fam.endswith("_split_kv"):
            keys += ["key", "value"]
        if list(rec) != keys:
            err(f"line {i}: keys {list(rec)}")
        if rec["id"] != f"v15-{i:04d}":
            err(f"line {i}: id {rec['id']}")
        if fam not in SIZES:
            err(f"line {i}: unknown family {fam}")
        kind, expect, hard = family_meta(fam)
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            err(f"line {i}: kind/expect/hard mismatch for {fam}")
        if rec["text"] in texts:
            err(f"line {i}: duplicate text")
        texts.add(rec["text"])
        if "⟦" in rec["text"] or "⟧" in rec["text"]:
            err(f"line {i}: unfilled placeholder")
        if fam.endswith("_split_kv"):
            if rec["text"].count("\t") != 1 or rec["text"] != rec["key"] + "\t" + rec["value"]:
                err(f"line {i}: split_kv text != key + TAB + value")
            if not rec["key"].strip() or not rec["value"].strip():
                err(f"line {i}: empty key or value")
        elif "\t" in rec["text"]:
            err(f"line {i}: stray TAB")
        fam_count[fam] += 1
        check_hosts(rec["id"], rec["text"])
    seen_tmpl = collections.Counter()
    n_checked = collections.Counter()
    for rec, lang, checks, tmpl in rows:
        langs[rec["family"]].add(lang)
        seen_tmpl[tmpl] += 1
        flat = rec["text"].replace("\t", "")
        for typ, disp in checks:
            n_checked[typ] += 1
            if disp not in flat:
                err(f"{rec['id']}: checked value {typ} not found in text")
            if not VALIDATORS[typ](disp):
                err(f"{rec['id']}: {typ} value fails validation")
        if rec["family"] == "pii_split_kv":
            spans = [d for _, d in checks]
            if not any(d not in rec["key"] and d not in rec["value"] and d in flat for d in spans):
                err(f"{rec['id']}: no secret is cut across the key/value boundary")
    for tmpl, k in seen_tmpl.items():
        if k > 2:
            err(f"template used {k} times: {tmpl[:60]!r}")
    for fam, want in SIZES.items():
        if fam_count[fam] != want:
            err(f"family {fam}: {fam_count[fam]} cases, expected {want}")
    return lines, fam_count, langs, n_checked


# ----------------------------------------------------------------------------- extraction turns
def check_turns():
    rows = turns.build_turns()
    fresh = turns.render(rows)
    disk = open(TURNS, "rb").read()
    if fresh != disk:
        err("extraction_turns.jsonl differs from a fresh rebuild")
    lines = disk.decode("utf-8").splitlines()
    fam_count = collections.Counter()
    langs = set()
    for i, line in enumerate(lines, 1):
        rec = json.loads(line)
        if list(rec) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err(f"turn {i}: keys {list(rec)}")
        if rec["id"] != f"v15-x{i:03d}":
            err(f"turn {i}: id {rec['id']}")
        fam_count[rec["family"]] += 1
        both = rec["user"] + "\n" + rec["assistant"]
        for p in rec["payload"]:
            if p not in rec["user"] and p not in rec["assistant"]:
                err(f"{rec['id']}: payload not verbatim in the turn: {p[:40]!r}")
        for e in rec["expected_fact_substrings"]:
            if e not in both:
                err(f"{rec['id']}: expected substring not in the turn: {e!r}")
            for p in rec["payload"]:
                if p in e or e in p:
                    err(f"{rec['id']}: expected substring {e!r} overlaps a payload")
        if not rec["expected_fact_substrings"]:
            err(f"{rec['id']}: no expected fact substring")
        if (rec["family"] == "benign") != (rec["payload"] == []):
            err(f"{rec['id']}: benign turns (and only those) must have payload []")
        check_hosts(rec["id"], both)
    for _, lang in rows:
        langs.add(lang)
    for fam, want in TURN_SIZES.items():
        if fam_count[fam] != want:
            err(f"turn family {fam}: {fam_count[fam]}, expected {want}")
    if sum(fam_count.values()) != sum(TURN_SIZES.values()):
        err("unexpected turn families")
    return lines, fam_count, langs


def main():
    lines, fam_count, langs, n_checked = check_gate()
    tlines, tfam, tlangs = check_turns()
    all_langs = set().union(*langs.values()) | tlangs
    if len(all_langs) < 25:
        err(f"only {len(all_langs)} languages")
    hard = sum(1 for l in lines if json.loads(l)["hard_lookalike"])
    print(f"gate_cases.jsonl: {len(lines)} lines, md5 {hashlib.md5(open(GATE, 'rb').read()).hexdigest()}")
    for fam in SIZES:
        print(f"  {fam:28s} {fam_count[fam]:3d}  langs={len(langs[fam])}")
    kinds = collections.Counter(json.loads(l)["kind"] for l in lines)
    print(f"  kinds: {dict(kinds)}; hard look-alikes: {hard}")
    print(f"  checked values: {dict(sorted(n_checked.items()))}")
    print(f"extraction_turns.jsonl: {len(tlines)} lines, md5 {hashlib.md5(open(TURNS, 'rb').read()).hexdigest()}")
    print(f"  {dict(tfam)}")
    print(f"languages ({len(all_langs)}): {', '.join(sorted(all_langs))}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
