"""Self-check for heldout-v25. Rebuilds both files in memory and compares them byte for byte with the files on
disk, then validates structure and every inserted value with validators written separately from nums.py.
Run:  python3 check.py"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys
import unicodedata
import uuid

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ independent validators
def luhn(s):
    tot = 0
    for i, ch in enumerate(s[::-1]):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n // 10 + n % 10
    return tot % 10 == 0


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def cn_id_parts(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return None, None
    w = [2 ** (17 - i) % 11 for i in range(17)]
    total = sum(int(a) * b for a, b in zip(s[:17], w))
    expected = "10X98765432"[total % 11]
    date_ok = valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14])) and s[:2] in {
        "11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37", "41", "42", "43",
        "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64", "65"}
    return date_ok, expected == s[17]


def iban_ok(s):
    s = s.replace(" ", "")
    moved = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def tw_ok(s):
    table = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    n = table.index(s[0]) + 10
    digits = [n // 10, n % 10] + [int(c) for c in s[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(digits, w)) % 10 == 0


def kr_ok(s):
    d = s.replace("-", "")
    tot = sum(int(d[i]) * (i % 8 + 2) for i in range(12))
    return (11 - tot % 11) % 10 == int(d[12])


def tckn_ok(s):
    d = [int(c) for c in s]
    if len(d) != 11 or d[0] == 0:
        return False
    odd, even = sum(d[0:9:2]), sum(d[1:8:2])
    return (odd * 7 - even) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def ro_ok(s):
    k = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    c = sum(int(a) * b for a, b in zip(s, k)) % 11
    return (1 if c == 10 else c) == int(s[12])


def no_ok(s):
    d = [int(c) for c in s]
    k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k1, k2 = k1 % 11, k2 % 11
    return k1 == d[9] and k2 == d[10] and valid_date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def th_ok(s):
    s = s.replace("-", "")
    tot = sum(int(s[i]) * (13 - i) for i in range(12))
    return (11 - tot % 11) % 10 == int(s[12])


def ir_ok(s):
    tot = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    c = int(s[9])
    return (tot < 2 and c == tot) or (tot >= 2 and c == 11 - tot)


def cpf_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    for n in (9, 10):
        tot = sum(d[i] * (n + 1 - i) for i in range(n))
        r = tot * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def verhoeff_ok(s):
    # dihedral group D5 multiplication built from its definition instead of copying the table
    def d5(a, b):
        if a < 5 and b < 5:
            return (a + b) % 5
        if a < 5 <= b:
            return 5 + (a + b - 5) % 5
        if a >= 5 > b:
            return 5 + (a - 5 - b) % 5
        return (a - b) % 5
    perm = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    def p(i, x):
        for _ in range(i % 8):
            x = perm[x]
        return x
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = d5(c, p(i, int(ch)))
    return c == 0


def ean_ok(s):
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


CN_NUM = {"〇": 0, "零": 0, "洞": 0, "一": 1, "幺": 1, "壹": 1, "二": 2, "两": 2, "贰": 2, "貳": 2, "三": 3, "叁": 3,
          "參": 3, "四": 4, "肆": 4, "五": 5, "伍": 5, "六": 6, "陆": 6, "陸": 6, "七": 7, "柒": 7, "八": 8, "捌": 8,
          "九": 9, "玖": 9, "공": 0, "영": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8,
          "구": 9, "l": 1, "O": 0}
WORDS = {"ゼロ": 0, "イチ": 1, "ニー": 2, "サン": 3, "ヨン": 4, "ゴー": 5, "ロク": 6, "ナナ": 7, "ハチ": 8, "キュー": 9,
         "ling": 0, "yao": 1, "er": 2, "san": 3, "si": 4, "wu": 5, "liu": 6, "qi": 7, "ba": 8, "jiu": 9,
         "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "zero": 0, "uno": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7, "otto": 8,
         "nove": 9}


def to_digits(s):
    s2 = s
    for w in sorted(WORDS, key=len, reverse=True):
        if re.fullmatch(r"[a-z]+", w):
            s2 = re.sub(rf"\b{w}\b", str(WORDS[w]), s2)
        else:
            s2 = s2.replace(w, str(WORDS[w]))
    out = []
    for ch in s2:
        if ch in CN_NUM:
            out.append(str(CN_NUM[ch]))
        else:
            try:
                out.append(str(unicodedata.digit(ch)))
            except (TypeError, ValueError):
                pass
    return "".join(out)


def validate(kind, shown, raw):
    digits = re.sub(r"\D", "", raw) if isinstance(raw, str) else ""
    if kind == "phone":
        if not 8 <= len(digits) <= 15:
            return f"phone digits {len(digits)}"
        if to_digits(shown) != digits:
            return f"phone rendering {shown!r} -> {to_digits(shown)} != {digits}"
    elif kind == "luhn":
        if not (15 <= len(digits) <= 19 and luhn(digits)):
            return "luhn"
        if to_digits(shown) != digits:
            return "card rendering"
    elif kind == "card_context_bad_luhn":
        if not (15 <= len(digits) <= 19) or luhn(digits):
            return "bad-luhn card passes luhn"
        if to_digits(shown) != digits:
            return "card rendering"
    elif kind in ("cn_id", "cn_id_badcheck"):
        date_ok, check_ok = cn_id_parts(raw)
        if not date_ok:
            return "cn id region/date"
        if check_ok != (kind == "cn_id"):
            return "cn id check digit"
        if to_digits(shown) != re.sub(r"\D", "", raw) or (raw.endswith("X") and "X" not in shown and "Ｘ" not in shown):
            return "cn id rendering"
    elif kind == "iban":
        if not iban_ok(raw):
            return "iban"
    elif kind == "tw_id":
        return None if tw_ok(raw) else "tw"
    elif kind == "kr_rrn":
        return None if kr_ok(raw) else "kr"
    elif kind in ("il_tz", "za_id"):
        return None if luhn(raw) else kind
    elif kind == "tr_tckn":
        return None if tckn_ok(raw) else "tckn"
    elif kind == "ro_cnp":
        return None if ro_ok(raw) else "cnp"
    elif kind == "no_fnr":
        return None if no_ok(raw) else "fnr"
    elif kind == "th_id":
        return None if th_ok(raw) else "th"
    elif kind == "ir_melli":
        if to_digits(shown) != raw:
            return "melli rendering"
        return None if ir_ok(raw) else "melli"
    elif kind == "cpf":
        return None if cpf_ok(raw) else "cpf"
    elif kind == "aadhaar":
        return None if verhoeff_ok(digits) else "aadhaar"
    elif kind == "non_luhn":
        return None if not luhn(digits) else "order number passes luhn"
    elif kind in ("isbn13", "ean13"):
        return None if len(digits) == 13 and ean_ok(digits) else kind
    elif kind == "sha256":
        return None if re.fullmatch(r"[0-9a-f]{64}", raw) else "sha"
    elif kind == "uuid":
        return None if str(uuid.UUID(raw)) == raw else "uuid"
    elif kind == "pin":
        return None if 4 <= len(digits) <= 6 else "pin"
    return None


# ------------------------------------------------------------------ fake-data rules
OK_DOMAINS = ("example.com", "example.net", "example.org")
IP_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def domain_ok(host):
    host = host.lower().rstrip(".")
    if any(host == d or host.endswith("." + d) for d in OK_DOMAINS):
        return True
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in IP_NETS)
    except ValueError:
        return False


def check_fake(text, where):
    for m in re.finditer(r"[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/\s@]*@)?([^/\s:?#,;)\"'>]+)", text):
        if not domain_ok(m.group(1)):
            err(f"{where}: url host {m.group(1)}")
    for m in re.finditer(r"[\w.+%-]+[@＠]([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text):
        if not domain_ok(m.group(1)):
            err(f"{where}: mail/ssh domain {m.group(1)}")
    for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in IP_NETS):
            err(f"{where}: ip {ip}")
    for m in re.finditer(r"\b(?:example|EXAMPLE)\s*(?:dot|点|點|닷|точка|נקודה|tečka|nokta|punkt|тачка|kropka|punto)\s*(\w+)", text):
        if m.group(1) not in ("com", "net", "org"):
            err(f"{where}: spoken domain {m.group(0)}")


# ------------------------------------------------------------------ gate cases
data = build.build()
expected_bytes = build.dumps([rec for rec, _ in data]).encode("utf-8")
on_disk = open(os.path.join(ROOT, "gate_cases.jsonl"), "rb").read()
if on_disk != expected_bytes:
    err("gate_cases.jsonl differs from a fresh build")

recs = [json.loads(line) for line in on_disk.decode("utf-8").splitlines()]
ids = [x["id"] for x in recs]
if len(set(ids)) != len(ids) or ids != [f"v25-{i:04d}" for i in range(1, len(ids) + 1)]:
    err("gate ids not unique/sequential")
texts = [x["text"] for x in recs]
if len(set(texts)) != len(texts):
    err("duplicate gate texts")
for rec, meta in zip(recs, data):
    keys = list(rec)
    want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    if rec["family"].endswith("_split_kv"):
        want += ["key", "value"]
    if keys != want:
        err(f"{rec['id']}: keys {keys}")
    k, e, h = build.FAMILY_META[rec["family"]]
    if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (k, e, h):
        err(f"{rec['id']}: meta")
    if rec["family"].endswith("_split_kv"):
        if rec["text"].count("\t") != 1 or rec["text"] != rec["key"] + "\t" + rec["value"] or not rec["key"].strip() or not rec["value"].strip():
            err(f"{rec['id']}: split structure")
    elif "\t" in rec["text"]:
        err(f"{rec['id']}: stray tab")
    c = meta[1]
    joined = rec.get("key", "") + rec.get("value", "") if "key" in rec else rec["text"]
    for kind, shown, raw in c["checks"]:
        if shown not in joined:
            err(f"{rec['id']}: value {shown!r} not in text")
        if rec["family"] == "pii_split_kv" and (shown in rec["key"] or shown in rec["value"]):
            err(f"{rec['id']}: split secret not across boundary")
        problem = validate(kind, shown, raw)
        if problem:
            err(f"{rec['id']}: {kind}: {problem}")
    check_fake(joined, rec["id"])
    if rec["family"] == "pii_split_kv" and not c["checks"]:
        err(f"{rec['id']}: split secret not registered")

# ------------------------------------------------------------------ turns
tdata = turns.build()
t_bytes = turns.dumps([rec for rec, _ in tdata]).encode("utf-8")
t_disk = open(os.path.join(ROOT, "extraction_turns.jsonl"), "rb").read()
if t_disk != t_bytes:
    err("extraction_turns.jsonl differs from a fresh build")
trecs = [json.loads(line) for line in t_disk.decode("utf-8").splitlines()]
if [x["id"] for x in trecs] != [f"v25-x{i:03d}" for i in range(1, len(trecs) + 1)]:
    err("turn ids")
for x in trecs:
    if list(x) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
        err(f"{x['id']}: turn keys")
    both = x["user"] + "\n" + x["assistant"]
    for p in x["payload"]:
        if p not in x["user"] and p not in x["assistant"]:
            err(f"{x['id']}: payload not verbatim: {p}")
    for e in x["expected_fact_substrings"]:
        if e not in both:
            err(f"{x['id']}: expected substring missing: {e}")
        for p in x["payload"]:
            if e in p or p in e:
                err(f"{x['id']}: expected/payload overlap {e} / {p}")
    if (x["family"] == "benign") != (x["payload"] == []):
        err(f"{x['id']}: benign <-> empty payload")
    check_fake(both, x["id"])

# ------------------------------------------------------------------ summary
def base_lang(tag):
    if tag in ("mixed", "ar-fr", "es-en", "tl-en", "ko-en"):
        return None
    if tag == "zh-Hant":
        return "zh-Hant"
    return tag.split("-")[0]


gate_langs = collections.Counter(c["lang"] for _, c in data)
turn_langs = collections.Counter(x["lang"] for _, x in tdata)
all_tags = set(gate_langs) | set(turn_langs)
bases = {base_lang(t) for t in all_tags} - {None}
if len(bases) < 60:
    err(f"only {len(bases)} languages")

if "--stats" in sys.argv:
    fam = collections.OrderedDict()
    for rec, c in data:
        fam.setdefault(rec["family"], []).append(c["lang"])
    print("| family | kind | expect | hard | n | languages |")
    print("|---|---|---|---|---|---|")
    for f, k, e, h in build.FAMILIES:
        ls = fam.get(f, [])
        print(f"| {f} | {k} | {e} | {'yes' if h else 'no'} | {len(ls)} | {len(set(ls))} |")
    print(collections.Counter((r["kind"], r["expect"], r["hard_lookalike"]) for r in recs))
    print("turn families", collections.Counter(x["family"] for x in trecs))
    print("tags", len(all_tags), sorted(all_tags))
    print("base languages", len(bases), sorted(bases))
    print("turn langs", sorted(turn_langs))
    import hashlib
    print("md5 gate", hashlib.md5(on_disk).hexdigest(), "turns", hashlib.md5(t_disk).hexdigest())

if errors:
    print("\n".join(errors))
    print(f"FAILED: {len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: {len(recs)} gate cases, {len(trecs)} turns, {len(bases)} languages")
