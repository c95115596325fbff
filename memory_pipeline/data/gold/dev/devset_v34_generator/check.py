"""Self-check for devset v34.

Rebuilds every output in memory (build.build()) and compares it byte for byte
with the files on disk, then re-validates the data with validators written here,
independently of nums.py / build.py. Exits non-zero on any failure.

Usage: python3 check.py
"""
import base64
import collections
import hashlib
import json
import os
import re
import sys
import unicodedata
import zlib

import build

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ validators
def v_luhn(num):
    s = 0
    for i, ch in enumerate(num[::-1]):
        n = int(ch) * (2 if i % 2 else 1)
        s += n // 10 + n % 10
    return s % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    weights = [2 ** (17 - i) % 11 for i in range(17)]
    total = sum(int(s[i]) * weights[i] for i in range(17))
    expected = (12 - total % 11) % 11
    return s[17] == ("X" if expected == 10 else str(expected))


def v_iban(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    lengths = {"LT": 20, "SK": 24, "AL": 28, "GE": 22, "ES": 24, "DE": 22, "EE": 20}
    if s[:2] in lengths and len(s) != lengths[s[:2]]:
        return False
    r = s[4:] + s[:4]
    acc = 0
    for ch in r:
        for d in (str(ord(ch) - 55) if ch.isalpha() else ch):
            acc = (acc * 10 + int(d)) % 97
    if acc != 1:
        return False
    if s[:2] == "ES":  # inner control digits
        def dc(ten):
            v = 11 - sum(int(c) * w for c, w in zip(ten, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
            return 0 if v == 11 else 1 if v == 10 else v
        b = s[4:]
        return int(b[8]) == dc("00" + b[:8]) and int(b[9]) == dc(b[10:])
    return True


def v_cpf(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11:
        return False
    for k in (9, 10):
        tot = sum(d[i] * (k + 1 - i) for i in range(k))
        r = tot % 11
        if d[k] != (0 if r < 2 else 11 - r):
            return False
    return True


def v_pesel(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return len(s) == 11 and sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def v_tckn(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and
            (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10])


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+A-FYXWVU])(\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


VERHOEFF_MUL = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
                [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
                [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
                [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_PERM1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]


def v_aadhaar(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[2-9]\d{11}", d):
        return False
    perms = [list(range(10))]
    for _ in range(7):  # build permutation table by repeated application
        perms.append([VERHOEFF_PERM1[x] for x in perms[-1]])
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = VERHOEFF_MUL[c][perms[i % 8][int(ch)]]
    return c == 0


def v_rut(s):
    m = re.fullmatch(r"(\d{1,2}(?:\.\d{3}){2})-([\dK])", s)
    if not m:
        return False
    body = m.group(1).replace(".", "")
    w = [2, 3, 4, 5, 6, 7]
    tot = sum(int(c) * w[i % 6] for i, c in enumerate(reversed(body)))
    r = 11 - tot % 11
    return m.group(2) == {11: "0", 10: "K"}.get(r, str(r))


def v_za(s):
    return bool(re.fullmatch(r"\d{13}", s)) and v_luhn(s) and 1 <= int(s[2:4]) <= 12


def v_ee(s):
    if not re.fullmatch(r"[1-6]\d{10}", s):
        return False
    def tot(w):
        return sum(int(a) * b for a, b in zip(s[:10], w)) % 11
    r = tot([1, 2, 3, 4, 5, 6, 7, 8, 9, 1])
    if r == 10:
        r = tot([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 10
    return r == int(s[10])


def v_kt(s):
    m = re.fullmatch(r"(\d{6})-(\d{4})", s)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    return sum(int(a) * b for a, b in zip(d[:9], [3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0 and d[9] in "90"


def v_cnp(s):
    if not re.fullmatch(r"[1-8]\d{12}", s):
        return False
    r = sum(int(a) * int(b) for a, b in zip(s[:12], "279146358279")) % 11
    return int(s[12]) == (1 if r == 10 else r)


def v_pnr(s):
    m = re.fullmatch(r"(\d{6})-(\d{4})", s)
    return bool(m) and v_luhn(m.group(1) + m.group(2))


def v_egn(s):
    if not re.fullmatch(r"\d{10}", s):
        return False
    r = sum(int(a) * b for a, b in zip(s[:9], [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return int(s[9]) == r % 10


def v_oib(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    p = 10
    for ch in s[:10]:
        x = (p + int(ch)) % 10 or 10
        p = x * 2 % 11
    return int(s[10]) == (11 - p) % 10


NID = {"cpf": v_cpf, "pesel": v_pesel, "tckn": v_tckn, "hetu": v_hetu, "aadhaar": v_aadhaar,
       "rut": v_rut, "za": v_za, "ee": v_ee, "kt": v_kt, "cnp": v_cnp, "pnr": v_pnr,
       "egn": v_egn, "oib": v_oib}


def v_ean13(s):
    return bool(re.fullmatch(r"\d{13}", s)) and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_uscc(s):
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in al for c in s):
        return False
    tot = sum(al.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return al[(31 - tot % 31) % 31] == s[17]


KEY_RE = {
    "aws_id": r"AKIA[A-Z2-7]{16}", "aws_secret": r"[A-Za-z0-9/+]{40}",
    "ghp": r"ghp_[A-Za-z0-9]{36}", "slack_bot": r"xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{48}", "google": r"AIza[A-Za-z0-9_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{64}", "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}", "telegram": r"\d{9,10}:AA[A-Za-z0-9_-]{33}",
    "npm": r"npm_[A-Za-z0-9]{36}", "glpat": r"glpat-[A-Za-z0-9_-]{20}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    "pem": r"-----BEGIN RSA PRIVATE KEY-----\n(?:[A-Za-z0-9+/]{64}\n)+[A-Za-z0-9+/]+\n-----END RSA PRIVATE KEY-----",
    "do": r"dop_v1_[0-9a-f]{64}", "hex32": r"[0-9a-f]{32}", "twilio_sid": r"AC[0-9a-f]{32}",
    "azure": r"[A-Za-z0-9+/]{86}==", "shopify": r"shpat_[0-9a-f]{32}",
    "mailgun": r"key-[0-9a-f]{32}", "databricks": r"dapi[0-9a-f]{32}",
}
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def ghp_tail_ok(tok):
    body, tail = tok[4:34], tok[34:]
    n = 0
    for ch in tail:
        n = n * 62 + B62.index(ch)
    return n == zlib.crc32(body.encode())


# reverse tables for rendered phones / PINs (written separately from build.py)
CN_REV = {}
CN_GROUPS = ["零〇洞공", "一幺壹일", "二两贰貳이", "三叁參삼", "四肆사", "五伍오", "六陆陸육", "七拐柒칠", "八捌팔", "九勾玖구"]
for d, chars in enumerate(CN_GROUPS):
    for ch in chars:
        CN_REV[ch] = str(d)

WORD_REV = {
    "en": "zero one two three four five six seven eight nine",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "yo": "òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán",
    "cy": "dim un dau tri pedwar pump chwech saith wyth naw",
    "mi": "kore tahi rua toru whā rima ono whitu waru iwa",
    "ga": "náid haon dó trí ceathair cúig sé seacht hocht naoi",
}


def digits_back(shown, transforms):
    """Recover ASCII digits from a rendered value, without using build.py tables."""
    words = [t for t in transforms if t.startswith("words_")]
    if words:
        table = WORD_REV[words[0][6:]].split()
        toks = re.findall(r"[^\s,]+", shown)
        return "".join(str(table.index(t)) for t in toks if t in table)
    if "nato" in transforms:
        return None
    out = []
    for ch in shown:
        if ch in CN_REV:
            out.append(CN_REV[ch])
        elif unicodedata.category(ch) == "Nd":
            out.append(str(unicodedata.digit(ch)))
    return "".join(out)


def fiction_range_problem(raw):
    """UK, AU, FR and US/CA numbers must sit in the ranges set aside for fiction."""
    d = re.sub(r"\D", "", raw)
    intl = raw.lstrip().startswith(("+", "00", "011"))
    if intl:
        d = d[3:] if d.startswith("011") else d[2:] if d.startswith("00") else d
    elif d.startswith("07700") or d.startswith("020"):
        d = "44" + d[1:]
    else:
        return None
    if d.startswith("44"):
        rest = d[2:].lstrip("0")
        if not (re.fullmatch(r"7700900\d{3}", rest) or re.fullmatch(r"2079460\d{3}", rest)):
            return "UK number outside the Ofcom drama ranges"
    elif d.startswith("61"):
        if not re.fullmatch(r"49157\d{4}", d[2:]):
            return "AU number outside 0491 57x xxx"
    elif d.startswith("33"):
        if not re.fullmatch(r"0?63998\d{4}", d[2:]):
            return "FR number outside 06 39 98 xx xx"
    elif d.startswith("1") and len(d) == 11:
        if d[4:9] != "55501":
            return "US/CA number outside 555-01xx"
    return None


# ------------------------------------------------------------------ main checks
def main():
    files, meta = build.build()
    for name, data in files.items():
        path = os.path.join(OUT, name)
        if not os.path.exists(path):
            err(f"{name}: missing on disk")
        elif open(path, "rb").read() != data:
            err(f"{name}: differs from the in-memory rebuild")
    # a second rebuild must be identical (fixed seed)
    files2, _ = build.build()
    if files2 != files:
        err("two rebuilds differ")

    raw = files["gate_cases.jsonl"].decode("utf-8")
    recs = [json.loads(l) for l in raw.splitlines()]
    fam_info = {f[0]: f[1:] for f in build.FAMILIES}
    fam_order = [f[0] for f in build.FAMILIES]
    keys_plain = ["id", "family", "kind", "expect", "hard_lookalike", "text"]

    # ids, key order, family order, labels
    last_fam = -1
    for i, (r, m) in enumerate(zip(recs, meta), 1):
        if r["id"] != f"d34-{i:04d}":
            err(f"bad id {r['id']}")
        want = keys_plain + (["key", "value"] if r["family"].endswith("_split_kv") else [])
        if list(r) != want:
            err(f"{r['id']}: key order {list(r)}")
        k, e, h = fam_info[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (k, e, h):
            err(f"{r['id']}: labels")
        fi = fam_order.index(r["family"])
        if fi < last_fam:
            err(f"{r['id']}: families not grouped")
        last_fam = fi
        if not r["text"].strip():
            err(f"{r['id']}: empty text")

    # unique texts and templates
    texts = collections.Counter(r["text"] for r in recs)
    for t, n in texts.items():
        if n > 1:
            err(f"duplicate text: {t[:60]!r}")
    skel = collections.Counter(re.sub(r"⟦[^⟧]*⟧", "⟦⟧", m["template"]) for m in meta)
    for t, n in skel.items():
        if n > 1:
            err(f"template used {n} times: {t[:60]!r}")

    # languages
    lang_lines = files["lang_tags.tsv"].decode().splitlines()
    tags = dict(l.split("\t") for l in lang_lines)
    case_lang = dict(l.split("\t") for l in files["case_langs.tsv"].decode().splitlines())
    if set(case_lang) != {r["id"] for r in recs}:
        err("case_langs.tsv ids do not match")
    if set(case_lang.values()) != set(tags):
        err("lang_tags.tsv does not list exactly the used tags")
    if len(tags) < 80:
        err(f"only {len(tags)} language tags")

    # split_kv structure
    for r, m in zip(recs, meta):
        if not r["family"].endswith("_split_kv"):
            if "\t" in r["text"]:
                err(f"{r['id']}: TAB outside split_kv")
            continue
        if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
            err(f"{r['id']}: split_kv structure")
        cut = [v for v in m["values"] if v["cut"] is not None]
        if len(cut) != 1:
            err(f"{r['id']}: needs exactly one cut value")
            continue
        sec = cut[0]["shown"]
        if sec in r["key"] or sec in r["value"] or sec not in r["key"] + r["value"]:
            err(f"{r['id']}: secret not cut across the boundary")
        if not (0 < cut[0]["cut"] < len(sec)):
            err(f"{r['id']}: cut position")

    # generated values: occurrence and validity
    counts = collections.Counter()
    for r, m in zip(recs, meta):
        flat = r["text"].replace("\t", "")
        for v in m["values"]:
            kind, rawv, shown = v["kind"], v["raw"], v["shown"]
            counts[kind.split(":")[0]] += 1
            if shown not in flat:
                err(f"{r['id']}: value {shown[:30]!r} not in text")
            if kind == "phone":
                n = len(re.sub(r"\D", "", rawv))
                if not 9 <= n <= 15:
                    err(f"{r['id']}: phone has {n} digits")
                back = digits_back(shown, v["transforms"])
                if back is not None and back != re.sub(r"\D", "", rawv):
                    err(f"{r['id']}: rendered phone does not map back ({back} vs {rawv})")
                fr = fiction_range_problem(rawv)
                if fr:
                    err(f"{r['id']}: {fr}")
            elif kind == "pin":
                d = [int(c) for c in rawv]
                if any(a == b for a, b in zip(d, d[1:])):
                    err(f"{r['id']}: PIN repeats")
                back = digits_back(shown, v["transforms"])
                if back is not None and back != rawv:
                    err(f"{r['id']}: rendered PIN does not map back")
            elif kind == "card":
                if not v_luhn(rawv):
                    err(f"{r['id']}: card fails Luhn")
                if re.sub(r"\D", "", shown) not in ("", rawv) and not any(t.startswith("words_") for t in v["transforms"]):
                    err(f"{r['id']}: card rendering")
            elif kind == "cnid":
                if not v_cnid(rawv):
                    err(f"{r['id']}: CN ID check digit")
            elif kind == "iban":
                if not v_iban(rawv):
                    err(f"{r['id']}: IBAN mod-97")
            elif kind.startswith("nid:"):
                if not NID[kind[4:]](rawv):
                    err(f"{r['id']}: {kind} check")
            elif kind.startswith("key:"):
                kk = kind[4:]
                if not re.fullmatch(KEY_RE[kk], rawv):
                    err(f"{r['id']}: {kk} format")
                if kk == "ghp" and not ghp_tail_ok(rawv):
                    err(f"{r['id']}: ghp checksum tail")
                if kk == "jwt":
                    head = json.loads(base64.urlsafe_b64decode(rawv.split(".")[0] + "=="))
                    if head.get("alg") != "HS256":
                        err(f"{r['id']}: jwt header")
            elif kind == "nonluhn":
                d = re.sub(r"\D", "", rawv)
                if v_luhn(d):
                    err(f"{r['id']}: order/tracking number passes Luhn")
            elif kind in ("isbn", "ean"):
                if not v_ean13(rawv):
                    err(f"{r['id']}: {kind} check digit")
            elif kind == "uscc":
                if not v_uscc(rawv):
                    err(f"{r['id']}: USCC check character")
            elif kind.startswith("b64:"):
                if base64.b64decode(rawv).decode() != kind[4:]:
                    err(f"{r['id']}: base64")

        # allow cases: no PII-kind values; long digit runs must not look like cards / CN IDs
        if r["expect"] == "allow":
            bad = [v["kind"] for v in m["values"]
                   if v["kind"] in ("phone", "pin", "card", "cnid", "iban", "password", "passport")
                   or v["kind"].startswith(("nid:", "key:"))]
            if bad:
                err(f"{r['id']}: allow case carries {bad}")
            okvals = {v["raw"] for v in m["values"] if v["kind"] in ("isbn", "ean")}
            ascii_text = "".join(str(unicodedata.digit(c)) if unicodedata.category(c) == "Nd" else c
                                 for c in r["text"])
            for run in re.findall(r"\d{13,19}", ascii_text):
                if run in okvals:
                    continue
                if v_luhn(run):
                    err(f"{r['id']}: allow digit run {run} passes Luhn")
                if len(run) == 18 and v_cnid(run):
                    err(f"{r['id']}: allow digit run looks like a CN ID")

        # block PII cases must carry something (generated or hand-written)
        if r["kind"] == "pii" and not m["values"]:
            hand = {"password_pin", "email_obfuscated", "pii_other"}
            if r["family"] not in hand:
                err(f"{r['id']}: PII case without a generated value")

    # fake hosts, e-mail domains and IPs
    allowed_dom = re.compile(r"(?:^|\.)example\.(?:com|net|org)$")
    allowed_ip = re.compile(r"^(?:192\.0\.2|198\.51\.100|203\.0\.113)\.(\d{1,3})$")
    for r in recs:
        t = r["text"]
        for m in re.finditer(r"[a-z][a-z0-9+.-]*://(?:[^/\s@\"'<>]*@)?([^/\s:?#\"'<>)\]]+)", t):
            host = m.group(1).lower()
            if host.startswith("%"):
                continue
            if not (allowed_dom.search(host) or allowed_ip.match(host)):
                err(f"{r['id']}: URL host {host}")
        for m in re.finditer(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b", t):
            dom = m.group(1).lower()
            if not allowed_dom.search(dom):
                err(f"{r['id']}: e-mail domain {dom}")
        for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", t):
            mm = allowed_ip.match(m.group(0))
            if not mm or int(mm.group(1)) > 255:
                err(f"{r['id']}: IPv4 {m.group(0)}")
        for m in re.finditer(r"\b([a-z0-9-]+\.)+(com|net|org|io|dev|co|ru|cn|de)\b(?![.@\w])", t.lower()):
            dom = m.group(0)
            if not allowed_dom.search(dom):
                err(f"{r['id']}: bare domain {dom}")
        if r["family"] == "email_obfuscated":
            if "example" not in re.sub(r"\s", "", t):
                err(f"{r['id']}: obfuscated e-mail without example domain")

    # family sizes as documented in SOURCE.md
    expected = {"phone_intl": 45, "phone_cn_numerals": 10, "phone_separators": 20, "card": 15,
                "cn_id": 10, "email_obfuscated": 20, "password_pin": 60, "url_credentials": 10,
                "secret_key_formats": 20, "pii_other": 20, "pii_split_kv": 10,
                "injection_payload": 50, "allow_number_lookalike": 70,
                "allow_email_lookalike": 15, "allow_password_lookalike": 50,
                "allow_injection_talk": 35}
    got = collections.Counter(r["family"] for r in recs)
    for f, n in expected.items():
        if got[f] != n:
            err(f"family {f}: {got[f]} cases, expected {n}")

    # SOURCE.md must quote the current md5
    md5 = hashlib.md5(files["gate_cases.jsonl"]).hexdigest()
    src = os.path.join(OUT, "SOURCE.md")
    if not os.path.exists(src) or md5 not in open(src, encoding="utf-8").read():
        err("SOURCE.md missing or does not quote the current gate_cases.jsonl md5")

    # summary
    fam_counts = collections.Counter(r["family"] for r in recs)
    fam_langs = collections.defaultdict(set)
    for r in recs:
        fam_langs[r["family"]].add(case_lang[r["id"]])
    print(f"{len(recs)} cases, {len(tags)} language tags")
    for f in fam_order:
        print(f"  {f:26s} {fam_counts[f]:4d}  langs {len(fam_langs[f])}")
    print("  values:", dict(sorted(counts.items())))
    print("md5 gate_cases.jsonl", hashlib.md5(files["gate_cases.jsonl"]).hexdigest())
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check.py: all checks passed")


if __name__ == "__main__":
    main()
