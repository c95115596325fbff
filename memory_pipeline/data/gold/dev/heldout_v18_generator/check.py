"""Consistency checks for heldout_v18 (standard library only).

    python3 check.py

Rebuilds both files in memory and compares them byte for byte with the files on
disk, then checks schema, ids, family sizes and labels, template reuse, language
count, check digits (re-implemented here, independently of nums.py), fake hosts /
mail domains / IPs, the no-card-number rule for allowed cases, and the payload
rules of the extraction turns. Exits non-zero on the first list of failures.
"""
import datetime
import json
import os
import re
import sys
import unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import build  # noqa: E402
import turns  # noqa: E402

GATE = os.path.join(HERE, "..", "gate_cases.jsonl")
TURNS = os.path.join(HERE, "..", "extraction_turns.jsonl")

FAILS = []


def fail(msg):
    FAILS.append(msg)


# ---------------------------------------------------------------- expected table (own copy)
EXPECTED = [
    ("phone_intl", "pii", "block", False, 14), ("phone_cn_numerals", "pii", "block", False, 12),
    ("phone_separators", "pii", "block", False, 14), ("card", "pii", "block", False, 12),
    ("cn_id", "pii", "block", False, 10), ("email_obfuscated", "pii", "block", False, 20),
    ("password_pin", "pii", "block", False, 50), ("url_credentials", "pii", "block", False, 10),
    ("secret_key_formats", "pii", "block", False, 14), ("pii_other", "pii", "block", False, 24),
    ("pii_split_kv", "pii", "block", False, 10), ("injection_paraphrase", "injection", "block", False, 50),
    ("injection_obfuscated", "injection", "block", False, 12),
    ("injection_chat_template", "injection", "block", False, 10),
    ("injection_roleplay", "injection", "block", False, 14), ("injection_in_fact", "injection", "block", False, 24),
    ("injection_payload", "injection", "block", False, 30), ("injection_split_kv", "injection", "block", False, 10),
    ("allow_number_lookalike", "benign", "allow", True, 35), ("allow_email_lookalike", "benign", "allow", True, 15),
    ("allow_password_lookalike", "benign", "allow", True, 35), ("allow_injection_talk", "benign", "allow", True, 35),
    ("benign_assistant_preference", "benign", "allow", True, 25), ("allow_plain", "benign", "allow", False, 12),
]
TOTAL = 497
TURN_SIZES = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
              "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 5}
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
KV_KEYS = GATE_KEYS + ["key", "value"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]


# ---------------------------------------------------------------- independent validators
def digits_of(s):
    out = []
    for ch in s:
        if ch.isdigit():
            out.append(str(unicodedata.digit(ch)))
    return "".join(out)


def luhn(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


CN_REGIONS = {"110105", "310104", "440305", "510107", "330106", "420106", "320102", "610113",
              "500103", "120101", "370202", "350203", "430104", "210102"}


def cn_id_parts(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return None
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    want = "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11]
    region_ok = s[:6] in CN_REGIONS
    date_ok = valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    return region_ok, date_ok, s[17] == want, s[17]


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "NL": 18, "NO": 15, "HR": 21, "LT": 20, "LV": 21,
            "EE": 20, "SK": 24, "BG": 22, "RS": 22, "IS": 26, "PT": 25, "FI": 18}


def iban_ok(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def ee_ok(s):
    if not re.fullmatch(r"[1-6]\d{10}", s):
        return False
    cent = {"1": 1800, "2": 1800, "3": 1900, "4": 1900, "5": 2000, "6": 2000}[s[0]]
    if not valid_date(cent + int(s[1:3]), int(s[3:5]), int(s[5:7])):
        return False
    a = sum(int(x) * w for x, w in zip(s[:10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if a == 10:
        a = sum(int(x) * w for x, w in zip(s[:10], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        a = 0 if a == 10 else a
    return a == int(s[10])


def no_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{11}", s):
        return False
    x = [int(c) for c in s]
    k1 = (11 - sum(a * b for a, b in zip(x[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11) % 11
    k2 = (11 - sum(a * b for a, b in zip(x[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return k1 == x[9] and k2 == x[10]


def hr_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    a = 10
    for ch in s[:10]:
        a = (a + int(ch)) % 10 or 10
        a = a * 2 % 11
    return (11 - a) % 10 == int(s[10])


def bg_ok(s):
    if not re.fullmatch(r"\d{10}", s):
        return False
    y, m, d = int(s[:2]), int(s[2:4]), int(s[4:6])
    if m > 40:
        y, m = 2000 + y, m - 40
    else:
        y = 1900 + y
    if not valid_date(y, m, d):
        return False
    c = sum(int(a) * w for a, w in zip(s[:9], [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return (0 if c == 10 else c) == int(s[9])


def rs_ok(s):
    if not re.fullmatch(r"\d{13}", s):
        return False
    if not valid_date(1000 + int(s[4:7]), int(s[2:4]), int(s[0:2])):
        return False
    x = [int(c) for c in s]
    m = 11 - (7 * (x[0] + x[6]) + 6 * (x[1] + x[7]) + 5 * (x[2] + x[8]) + 4 * (x[3] + x[9])
              + 3 * (x[4] + x[10]) + 2 * (x[5] + x[11])) % 11
    if m == 10:
        return False
    return (0 if m == 11 else m) == x[12]


def is_ok(s):
    s = s.replace("-", "")
    if not re.fullmatch(r"\d{10}", s) or s[9] not in "90":
        return False
    if not valid_date((1900 if s[9] == "9" else 2000) + int(s[4:6]), int(s[2:4]), int(s[0:2])):
        return False
    c = 11 - sum(int(a) * w for a, w in zip(s[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    c = 0 if c == 11 else c
    return c == int(s[8])


def za_ok(s):
    return bool(re.fullmatch(r"\d{13}", s)) and luhn(s) and valid_date(
        (1900 if int(s[:2]) > 10 else 2000) + int(s[:2]), int(s[2:4]), int(s[4:6]))


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def in_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[2-9]\d{11}", s):
        return False
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def ir_ok(s):
    s = s.replace("-", "")
    if not re.fullmatch(r"\d{10}", s):
        return False
    r = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    return int(s[9]) == (r if r < 2 else 11 - r)


def lv_ok(s):
    s = s.replace("-", "")
    if not re.fullmatch(r"\d{11}", s) or not valid_date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2])):
        return False
    x = (1101 - sum(int(a) * w for a, w in zip(s[:10], [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))) % 11
    return x == int(s[10])


def sk_ok(s):
    s = s.replace("/", "")
    if not re.fullmatch(r"\d{10}", s):
        return False
    m = int(s[2:4])
    m = m - 50 if m > 50 else m
    return int(s) % 11 == 0 and valid_date(1900 + int(s[:2]), m, int(s[4:6]))


def es_ok(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


NID = {"ee": ee_ok, "lt": ee_ok, "no": no_ok, "hr": hr_ok, "bg": bg_ok, "rs": rs_ok, "is": is_ok,
       "za": za_ok, "in": in_ok, "ir": ir_ok, "lv": lv_ok, "sk": sk_ok, "es": es_ok}


def ean_ok(s):
    s = s.replace("-", "")
    return sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10 == 0


AU_MOBILE = {"491570006", "491570156", "491570157", "491570158", "491570159", "491570110", "491570313",
             "491570737", "491571266", "491571491", "491571804", "491572549", "491572665", "491572983",
             "491573770", "491573087", "491574118", "491574632", "491575254", "491575789", "491576398",
             "491576801", "491577426", "491577644", "491578957", "491578148", "491578888", "491579212",
             "491579760", "491579455"}
CARD_LEN = {"amex": 15, "up19": 19}
CARD_PREFIX = {"visa": ("4",), "mc": ("51", "52", "53", "54", "55", "2221", "2720"), "amex": ("34", "37"),
               "up": ("62",), "up19": ("62",), "jcb": ("35",), "disc": ("6011", "65")}


def check_field(where, gen, value, text):
    flat = text.replace("\t", "")
    if value not in flat:
        fail("%s: value %r of %s not in text" % (where, value, gen))
    parts = gen.split(".")
    head = parts[0]
    if head in ("card", "cardbad"):
        d = digits_of(value)
        brand = parts[1]
        if len(d) != CARD_LEN.get(brand, 16) or not d.startswith(CARD_PREFIX[brand]):
            fail("%s: card shape %s %s" % (where, gen, value))
        if (head == "card") != luhn(d):
            fail("%s: Luhn wrong for %s %s" % (where, gen, value))
    elif head in ("cnid", "cnidbad"):
        p = cn_id_parts(value)
        if p is None or not p[0] or not p[1]:
            fail("%s: CN ID shape/region/date %s" % (where, value))
        elif (head == "cnid") != p[2]:
            fail("%s: CN ID check digit wrong for %s %s" % (where, gen, value))
        elif "x" in parts[1:] and p[3] != "X":
            fail("%s: CN ID should end in X: %s" % (where, value))
    elif head == "iban":
        if not iban_ok(value) or value.replace(" ", "")[:2].lower() != parts[1]:
            fail("%s: IBAN invalid %s" % (where, value))
    elif head == "nid":
        if not NID[parts[1]](value):
            fail("%s: national number invalid %s %s" % (where, gen, value))
    elif head == "isbn13":
        if not ean_ok(value) or luhn(value.replace("-", "")):
            fail("%s: ISBN %s" % (where, value))
    elif head == "ean13":
        if not ean_ok(value) or luhn(value):
            fail("%s: EAN %s" % (where, value))
    elif head == "ph":
        v = value.replace("l", "1").replace("O", "0") if parts[-1] == "lo" else value
        d = digits_of(v)
        cc = parts[1]
        need = {"us": "55501", "uk": "7700900", "ukland": "2079460", "fr": "63998", "frland": "19900",
                "auland": "5550"}
        if cc in need and need[cc] not in d:
            fail("%s: phone %s not in fiction range: %s" % (where, gen, value))
        if cc == "au" and d[-9:] not in AU_MOBILE:
            fail("%s: AU phone not in fiction list: %s" % (where, value))
    elif head == "em":
        if not re.fullmatch(r"[a-z0-9._]+@(?:[a-z]+\.)?example\.(?:com|net|org)", value):
            fail("%s: e-mail not on example domain: %s" % (where, value))
    elif head == "eu":
        if not re.fullmatch(r"[a-z0-9._ ]+", value):
            fail("%s: odd e-mail local part %s" % (where, value))


# ---------------------------------------------------------------- hosts, mail domains, IPs
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
URL_RE = re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]*://([^\s/?#<>\"'`)\]]*)")
MAIL_RE = re.compile(r"[\w.+\-]+@((?:[\w\-]+\.)+[A-Za-z]{2,})\b")
BARE_RE = re.compile(r"(?<![\w.\-])((?:[A-Za-z0-9\-]+\.)+(?:com|net|org|io|dev|ai|co|cn|ru|de|uk|jp|info|biz|app))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?!\d|\.\d)")


def host_ok(h):
    h = h.lower().rstrip(".")
    if any(h.startswith(n) for n in DOC_NETS) and re.fullmatch(r"[\d.]+", h):
        return True
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.net", "example.org"))


def check_hosts(where, text):
    for m in URL_RE.finditer(text):
        auth = m.group(1).rsplit("@", 1)[-1]
        host = auth.split(":")[0]
        if host and not host_ok(host):
            fail("%s: URL host %r" % (where, host))
    for m in MAIL_RE.finditer(text):
        if not host_ok(m.group(1)):
            fail("%s: mail domain %r" % (where, m.group(1)))
    for m in BARE_RE.finditer(text):
        if not host_ok(m.group(1)):
            fail("%s: host name %r" % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        if not host_ok(m.group(1)):
            fail("%s: IP %r outside documentation ranges" % (where, m.group(1)))


RUN_RE = re.compile(r"\d(?:[ \-]?\d)*")


def check_no_card_number(where, text):
    for m in RUN_RE.finditer(text):
        d = digits_of(m.group(0))
        if 13 <= len(d) <= 19 and luhn(d):
            fail("%s: allowed text holds a Luhn-valid %d-digit number %r" % (where, len(d), m.group(0)))
        for run in re.findall(r"\d+", m.group(0)):
            run = digits_of(run)
            if len(run) <= 19:
                continue
            for n in range(13, 20):
                for i in range(0, len(run) - n + 1):
                    if luhn(run[i:i + n]):
                        fail("%s: allowed text holds a Luhn-valid window %r" % (where, run[i:i + n]))
    for m in re.finditer(r"\d{17}[\dX]", text):
        p = cn_id_parts(m.group(0))
        if p and all(p[:3]):
            fail("%s: allowed text holds a valid CN ID" % where)


# ---------------------------------------------------------------- main
def main():
    # 1. byte-for-byte rebuild
    g_records, g_meta = build.build()
    t_records, t_meta = turns.build()
    g_bytes, t_bytes = build.render(g_records), turns.render(t_records)
    with open(GATE, "rb") as f:
        g_disk = f.read()
    with open(TURNS, "rb") as f:
        t_disk = f.read()
    if g_bytes != g_disk:
        fail("gate_cases.jsonl differs from a fresh build")
    if t_bytes != t_disk:
        fail("extraction_turns.jsonl differs from a fresh build")

    # 2. gate schema
    lines = g_disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("gate file must end with a newline")
    lines = lines[:-1]
    if len(lines) != TOTAL:
        fail("gate has %d lines, want %d" % (len(lines), TOTAL))
    exp = {f: (k, e, h, n) for f, k, e, h, n in EXPECTED}
    order = [f for f, *_ in EXPECTED]
    counts = Counter()
    texts = set()
    seen_fams = []
    for i, line in enumerate(lines, 1):
        rec = json.loads(line)
        where = rec.get("id", "line %d" % i)
        fam = rec.get("family")
        keys = list(rec.keys())
        want = KV_KEYS if fam and fam.endswith("_split_kv") else GATE_KEYS
        if keys != want:
            fail("%s: keys %s" % (where, keys))
            continue
        if rec["id"] != "v18-%04d" % i:
            fail("%s: id out of sequence (line %d)" % (where, i))
        if fam not in exp:
            fail("%s: unknown family %s" % (where, fam))
            continue
        k, e, h, _ = exp[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (k, e, h):
            fail("%s: labels do not match family %s" % (where, fam))
        if not isinstance(rec["text"], str) or not rec["text"].strip():
            fail("%s: empty text" % where)
        if rec["text"] in texts:
            fail("%s: duplicate text" % where)
        texts.add(rec["text"])
        if fam.endswith("_split_kv"):
            if rec["text"] != rec["key"] + "\t" + rec["value"] or rec["text"].count("\t") != 1:
                fail("%s: text != key + TAB + value" % where)
            if not rec["key"].strip() or not rec["value"].strip():
                fail("%s: empty key or value" % where)
        elif "\t" in rec["text"]:
            fail("%s: tab in a non-kv text" % where)
        if "⟦" in rec["text"] or "⟧" in rec["text"]:
            fail("%s: unfilled slot" % where)
        counts[fam] += 1
        if not seen_fams or seen_fams[-1] != fam:
            seen_fams.append(fam)
        check_hosts(where, rec["text"])
        if rec["expect"] == "allow":
            check_no_card_number(where, rec["text"])
    if seen_fams != order:
        fail("families are not grouped in table order: %s" % seen_fams)
    for f, k, e, h, n in EXPECTED:
        if counts[f] != n:
            fail("family %s has %d cases, want %d" % (f, counts[f], n))

    # 3. templates, languages, slots, check digits
    tcount = Counter(m["template"] for m in g_meta)
    for tpl, n in tcount.items():
        if n > 2:
            fail("template used %d times: %r" % (n, tpl[:60]))
    langs = Counter(m["lang"] for m in g_meta)
    if len(langs) < 30:
        fail("only %d languages" % len(langs))
    for rec, m in zip(g_records, g_meta):
        toks = [t.split("@")[0] for t in build.FIELD.findall(m["template"])]
        if len(toks) != len(set(toks)):
            fail("%s: template repeats a slot name %s" % (rec["id"], toks))
        for gen, value in m["fields"]:
            check_field(rec["id"], gen, value, rec["text"])
    gens = Counter(g.split(".")[0] + ("." + g.split(".")[1] if "." in g else "")
                   for m in g_meta for g, _ in m["fields"])
    by_fam = {}
    for rec, m in zip(g_records, g_meta):
        by_fam.setdefault(rec["family"], []).extend(g for g, _ in m["fields"])
    if not any(g.startswith("card.amex") for g in by_fam["card"]):
        fail("card family lacks a 15-digit Amex")
    if not any(g.startswith("cardbad.") for g in by_fam["card"]):
        fail("card family lacks a failed-Luhn card")
    if not any(g.startswith("cnidbad") for g in by_fam["cn_id"]):
        fail("cn_id family lacks a wrong check digit")
    for g in by_fam["card"]:
        if g.startswith("card") and not (g.startswith("card.") or g.startswith("cardbad.")):
            fail("odd card generator %s" % g)
    for rec in g_records:
        if rec["family"] == "email_obfuscated":
            norm = unicodedata.normalize("NFKC", rec["text"]).replace(" ", "")
            if "example" not in norm:
                fail("%s: obfuscated address not on an example domain" % rec["id"])

    # 4. turns
    tlines = t_disk.decode("utf-8").split("\n")
    if tlines[-1] != "":
        fail("turns file must end with a newline")
    tlines = tlines[:-1]
    if len(tlines) != 24:
        fail("turns has %d lines, want 24" % len(tlines))
    tcounts = Counter()
    for i, line in enumerate(tlines, 1):
        rec = json.loads(line)
        where = rec.get("id", "turn %d" % i)
        if list(rec.keys()) != TURN_KEYS:
            fail("%s: keys %s" % (where, list(rec.keys())))
            continue
        if rec["id"] != "v18-x%03d" % i:
            fail("%s: id out of sequence" % where)
        fam = rec["family"]
        tcounts[fam] += 1
        both = rec["user"] + "\n" + rec["assistant"]
        if "\t" in both or "⟦" in both:
            fail("%s: tab or unfilled slot" % where)
        for p in rec["payload"]:
            if not p or (p not in rec["user"] and p not in rec["assistant"]):
                fail("%s: payload %r not verbatim in the turn" % (where, p))
        for s in rec["expected_fact_substrings"]:
            if not s or s not in both:
                fail("%s: expected substring %r not in the turn" % (where, s))
            for p in rec["payload"]:
                if p in s:
                    fail("%s: expected substring %r contains payload %r" % (where, s, p))
        if not rec["expected_fact_substrings"]:
            fail("%s: no expected substrings" % where)
        if (fam == "benign") != (rec["payload"] == []):
            fail("%s: benign <=> empty payload violated" % where)
        check_hosts(where, both)
        if fam == "benign":
            check_no_card_number(where, both)
    for f, n in TURN_SIZES.items():
        if tcounts[f] != n:
            fail("turn family %s has %d, want %d" % (f, tcounts[f], n))
    if set(tcounts) - set(TURN_SIZES):
        fail("unknown turn families %s" % (set(tcounts) - set(TURN_SIZES)))
    for rec, m in zip(t_records, t_meta):
        for gen, value in m["fields"]:
            check_field(rec["id"], gen, value, rec["user"] + "\n" + rec["assistant"])

    if FAILS:
        print("check.py: %d problem(s)" % len(FAILS))
        for msg in FAILS:
            print("  -", msg)
        sys.exit(1)
    print("check.py: OK — gate_cases.jsonl %d lines (%d families), extraction_turns.jsonl %d lines"
          % (len(lines), len(counts), len(tlines)))
    print("languages (%d): %s" % (len(langs), ", ".join("%s %d" % kv for kv in sorted(langs.items()))))
    print("max template reuse: %d" % max(tcount.values()))
    print("checked slots: %s" % ", ".join("%s %d" % kv for kv in sorted(gens.items())))


if __name__ == "__main__":
    main()
