"""Self-check for heldout_v11. Standard library only.  Run: python3 check.py

Rebuilds both files in memory and compares them byte for byte with the files on
disk, then checks schema, ids, family sizes, check digits, turn rules and that
all hosts / IPs are documentation values. Check-digit validators below are
written independently of nums.py.
"""
import ipaddress
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

ERR = []


def err(msg):
    ERR.append(msg)


# ---------------------------------------------------------------- expected families

FAM = {
    # family: (kind, expect, hard, n)
    "phone_intl": ("pii", "block", False, 25),
    "phone_cn_numerals": ("pii", "block", False, 20),
    "phone_separators": ("pii", "block", False, 20),
    "card": ("pii", "block", False, 22),
    "cn_id": ("pii", "block", False, 18),
    "email_obfuscated": ("pii", "block", False, 30),
    "password_pin": ("pii", "block", False, 100),
    "url_credentials": ("pii", "block", False, 16),
    "secret_key_formats": ("pii", "block", False, 24),
    "pii_other": ("pii", "block", False, 35),
    "pii_split_kv": ("pii", "block", False, 16),
    "injection_paraphrase": ("injection", "block", False, 50),
    "injection_obfuscated": ("injection", "block", False, 20),
    "injection_chat_template": ("injection", "block", False, 14),
    "injection_roleplay": ("injection", "block", False, 16),
    "injection_in_fact": ("injection", "block", False, 20),
    "injection_payload": ("injection", "block", False, 35),
    "injection_split_kv": ("injection", "block", False, 12),
    "allow_number_lookalike": ("benign", "allow", True, 45),
    "allow_email_lookalike": ("benign", "allow", True, 25),
    "allow_password_lookalike": ("benign", "allow", True, 45),
    "allow_injection_talk": ("benign", "allow", True, 45),
    "benign_assistant_preference": ("benign", "allow", True, 25),
    "allow_plain": ("benign", "allow", False, 20),
}
TURN_FAM = {"pii_in_preference": 4, "password_in_fact": 5, "injection_in_fact": 4, "instruction_in_assistant": 4,
            "obfuscated_email": 3, "payload_in_user": 4, "benign": 6}

# ---------------------------------------------------------------- independent validators


def luhn(num):
    s, alt = 0, False
    for ch in reversed(num):
        d = ord(ch) - 48
        if alt:
            d = d * 2 - 9 if d > 4 else d * 2
        s += d
        alt = not alt
    return s % 10 == 0


CN_REG = {"110101", "110105", "310104", "310115", "440305", "440106", "510107", "330106", "420106", "320102",
          "500103", "610113", "120101", "370202", "210102", "350203", "430104", "230103", "530102", "450103",
          "410105", "340104", "360102", "220104", "130102", "140105", "620102"}


def cnid_parts_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s) or s[:6] not in CN_REG:
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    return 1900 < y < 2010 and 1 <= m <= 12 and 1 <= d <= 31


def cnid_valid(s):
    if not cnid_parts_ok(s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(a) * b for a, b in zip(s[:17], w)) % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


def iban_valid(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def dni_valid(s):
    return re.fullmatch(r"\d{8}[A-Z]", s) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def nie_valid(s):
    return re.fullmatch(r"[XYZ]\d{7}[A-Z]", s) and \
        "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(s[0]).__str__() + s[1:8]) % 23] == s[8]


def cpf_valid(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    for k in (9, 10):
        t = sum(d[i] * (k + 1 - i) for i in range(k))
        if (t * 10 % 11) % 10 != d[k]:
            return False
    return True


def bsn_valid(s):
    return len(s) == 9 and s.isdigit() and \
        (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def rrn_valid(s):
    d = re.sub(r"\D", "", s)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(d) == 13 and (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def mynumber_valid(s):
    d = re.sub(r"\D", "", s)
    if len(d) != 12:
        return False
    t = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        t += int(d[11 - n]) * q
    r = t % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


def isbn_valid(s):
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


VALIDATE = {
    "luhn_ok": lambda v: luhn(re.sub(r"\D", "", v)),
    "luhn_bad": lambda v: not luhn(re.sub(r"\D", "", v)),
    "cnid_ok": cnid_valid,
    "cnid_bad": lambda v: cnid_parts_ok(v) and not cnid_valid(v),
    "iban": iban_valid,
    "dni": dni_valid,
    "nie": nie_valid,
    "cpf": cpf_valid,
    "bsn": bsn_valid,
    "sin": lambda v: luhn(re.sub(r"\D", "", v)) and len(re.sub(r"\D", "", v)) == 9,
    "rrn": rrn_valid,
    "mynumber": mynumber_valid,
    "pnr": lambda v: luhn(re.sub(r"\D", "", v)) and len(re.sub(r"\D", "", v)) == 10,
    "aadhaar": lambda v: re.fullmatch(r"[2-9]\d{3} \d{4} \d{4}", v) is not None,
    "ssn": lambda v: re.fullmatch(r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}", v) is not None,
    "nino": lambda v: re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d\d \d\d \d\d [A-D]", v) is not None,
    "isbn": lambda v: isbn_valid(v) and not luhn(v),
}


def squash(s):
    return re.sub(r"[\s\-./·]", "", s)


# ---------------------------------------------------------------- domains and IPs

REAL_HOSTS = {"hooks.slack.com", "discord.com", "registry.npmjs.org", "github.com", "gitlab.com"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_RE = re.compile(r"(?<![\w@.%-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|co|cn|de|fr|jp|uk|ru|app|ai|me|info|biz))\b",
                     re.I)
EMAIL_RE = re.compile(r"[\w.+-]+(?:@|%40)((?:[a-z0-9-]+\.)+[a-z]{2,})", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")


def host_ok(h):
    h = h.lower().rstrip(".")
    if h in REAL_HOSTS:
        return True
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.net", "example.org"))


def check_hosts(where, text):
    for m in EMAIL_RE.finditer(text):
        back = EMAIL_RE.fullmatch(m.group(0)[::-1])  # an address written backwards
        if back and host_ok(back.group(1)):
            continue
        if not host_ok(m.group(1)):
            err(f"{where}: e-mail/ssh domain not fake: {m.group(0)}")
    for m in HOST_RE.finditer(text):
        if not host_ok(m.group(1)):
            err(f"{where}: host not fake: {m.group(1)}")
    for m in IP_RE.finditer(text):
        parts = [int(x) for x in m.groups()]
        if all(p <= 255 for p in parts):
            ip = ipaddress.ip_address(".".join(map(str, parts)))
            if not any(ip in n for n in DOC_NETS):
                err(f"{where}: IPv4 outside documentation ranges: {ip}")


# ---------------------------------------------------------------- gate cases

def check_gate():
    with open(GATE, "rb") as f:
        disk = f.read()
    rows, checks = build.build()
    mem = build.dump(rows).encode("utf-8")
    if disk != mem:
        err("gate_cases.jsonl differs from a fresh rebuild")
    # template uniqueness (no two cases from the same hand-written sentence)
    tpls = [it if isinstance(it, (str, tuple)) else None for fam in build.FAMILIES for it in fam[4]]
    tpls = [t for t in tpls if t is not None]
    if len(tpls) != len(set(tpls)):
        err("duplicate template in build.py")
    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("gate file must end with a newline")
    recs = []
    for i, line in enumerate(lines[:-1], 1):
        try:
            recs.append(json.loads(line))
        except ValueError:
            err(f"gate line {i}: invalid JSON")
    counts = {}
    texts = set()
    for i, (r, chk) in enumerate(zip(recs, checks), 1):
        rid = r.get("id")
        fam = r.get("family")
        split = fam.endswith("_split_kv")
        want = ["id", "family", "kind", "expect", "hard_lookalike", "text"] + (["key", "value"] if split else [])
        if list(r.keys()) != want:
            err(f"{rid}: keys {list(r.keys())} != {want}")
        if rid != "v11-%04d" % i:
            err(f"{rid}: expected id v11-{i:04d}")
        if fam not in FAM:
            err(f"{rid}: unknown family {fam}")
            continue
        kind, expect, hard, _ = FAM[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err(f"{rid}: kind/expect/hard inconsistent with family {fam}")
        counts[fam] = counts.get(fam, 0) + 1
        t = r["text"]
        if not isinstance(t, str) or not t.strip() or t != t.strip(" "):
            err(f"{rid}: empty text or stray outer spaces")
        if "⟦" in t or "⟧" in t:
            err(f"{rid}: unfilled placeholder")
        if t in texts:
            err(f"{rid}: duplicate text")
        texts.add(t)
        if split:
            k, v = r["key"], r["value"]
            if t != k + "\t" + v:
                err(f"{rid}: text != key + TAB + value")
            if not k.strip() or not v.strip() or "\t" in k or "\t" in v:
                err(f"{rid}: bad key/value")
        # check digits
        for kind_, val in chk:
            if not VALIDATE[kind_](val):
                err(f"{rid}: {kind_} value fails its check: {val}")
            if squash(val) not in squash(t):
                err(f"{rid}: checked value not in text: {val}")
            if split and (squash(val) in squash(r["key"]) or squash(val) in squash(r["value"])):
                err(f"{rid}: split value not cut across key/value: {val}")
        if fam == "card" and not any(k in ("luhn_ok", "luhn_bad") for k, _ in chk):
            err(f"{rid}: card case without a card number")
        if fam == "cn_id" and not any(k.startswith("cnid") for k, _ in chk):
            err(f"{rid}: cn_id case without an ID number")
        if fam == "email_obfuscated":
            n = unicodedata.normalize("NFKC", t).lower()
            n = re.sub(r"[\s\u200b\u00ad]", "", n)
            if "example" not in n and "elpmaxe" not in n:
                err(f"{rid}: obfuscated e-mail not on an example domain")
        if fam == "pii_other":
            for m in re.finditer(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b", t):
                if not iban_valid(m.group(0)):
                    err(f"{rid}: IBAN-shaped string fails mod-97: {m.group(0)}")
        if expect == "allow":
            check_allow(rid, t)
        check_hosts(rid, t.replace("\t", "") if split else t)
    for fam, (_, _, _, n) in FAM.items():
        if counts.get(fam, 0) != n:
            err(f"family {fam}: {counts.get(fam, 0)} cases, expected {n}")
    hard = sum(1 for r in recs if r["hard_lookalike"])
    if hard < 180:
        err(f"only {hard} hard look-alikes")
    return recs, counts


def check_allow(rid, t):
    """Allowed cases must not carry a real-looking secret or personal number."""
    for m in re.finditer(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)", t):
        d = re.sub(r"\D", "", m.group(0))
        if luhn(d):
            err(f"{rid}: Luhn-valid {len(d)}-digit run in an allow case: {d}")
    for m in re.finditer(r"\d{17}[\dX]", t):
        if cnid_valid(m.group(0)):
            err(f"{rid}: valid CN ID in an allow case")
    for m in re.finditer(r"(?<!\d)1[3-9]\d{9}(?!\d)", t):
        err(f"{rid}: CN-mobile-shaped run in an allow case: {m.group(0)}")
    for m in re.finditer(r"\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b", t):
        if iban_valid(m.group(0)):
            err(f"{rid}: valid IBAN in an allow case")
    for m in EMAIL_RE.finditer(t):
        if not m.group(0).lower().startswith("git@"):
            err(f"{rid}: e-mail address in an allow case: {m.group(0)}")


# ---------------------------------------------------------------- extraction turns

def check_turns():
    with open(TURNS, "rb") as f:
        disk = f.read()
    rows = turns.build()
    if disk != turns.dump(rows).encode("utf-8"):
        err("extraction_turns.jsonl differs from a fresh rebuild")
    lines = disk.decode("utf-8").split("\n")
    recs = [json.loads(x) for x in lines[:-1]]
    counts = {}
    ids = set()
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if list(r.keys()) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err(f"{rid}: bad key order")
        if rid != "v11-x%03d" % i or rid in ids:
            err(f"{rid}: bad or duplicate id")
        ids.add(rid)
        fam = r["family"]
        if fam not in TURN_FAM:
            err(f"{rid}: unknown family {fam}")
        counts[fam] = counts.get(fam, 0) + 1
        both = r["user"] + "\n" + r["assistant"]
        if "⟦" in both or any("⟦" in p for p in r["payload"]):
            err(f"{rid}: unfilled placeholder")
        if (fam == "benign") != (r["payload"] == []):
            err(f"{rid}: payload must be [] exactly for benign turns")
        for p in r["payload"]:
            if not p or p not in both:
                err(f"{rid}: payload not verbatim in turn: {p!r}")
            if re.fullmatch(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}", p) and not iban_valid(p):
                err(f"{rid}: IBAN payload fails mod-97: {p}")
        if not r["expected_fact_substrings"]:
            err(f"{rid}: no expected substrings")
        for e in r["expected_fact_substrings"]:
            if len(e) > 20:
                err(f"{rid}: expected substring too long: {e!r}")
            if e.lower() not in both.lower():
                err(f"{rid}: expected substring not in turn: {e!r}")
            for p in r["payload"]:
                if p in e:
                    err(f"{rid}: expected substring {e!r} contains payload {p!r}")
        check_hosts(rid, both)
    for fam, n in TURN_FAM.items():
        if counts.get(fam, 0) != n:
            err(f"turn family {fam}: {counts.get(fam, 0)}, expected {n}")
    return recs


def main():
    recs, counts = check_gate()
    trecs = check_turns()
    if ERR:
        for e in ERR:
            print("FAIL", e)
        print(f"{len(ERR)} problem(s)")
        sys.exit(1)
    print(f"OK: {len(recs)} gate cases in {len(counts)} families, {len(trecs)} extraction turns; "
          "byte-identical rebuild, schema, ids, sizes, check digits, turn rules, fake hosts/IPs all pass")


if __name__ == "__main__":
    main()
