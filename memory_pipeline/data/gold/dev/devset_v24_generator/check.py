"""Self-check for devset_v24_gate_cases.jsonl (DEVELOPMENT set).

    python3 check.py

Rebuilds the file in memory and compares it byte for byte with the file on disk, then checks
structure, ids, family sizes, kind/expect/hard_lookalike, unique texts and templates, split_kv
structure, re-validates every inserted value with validators written independently of nums.py,
checks hosts / e-mail domains / IPv4 literals, decodes every obfuscated injection, checks that no
stock attack phrase is used and that at least 110 distinct base language codes occur.
Standard library only.
"""
import hashlib
import ipaddress
import json
import re
import sys
import unicodedata
from collections import Counter, OrderedDict
from pathlib import Path

import build

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "devset_v24_gate_cases.jsonl"

# family -> (kind, expect, hard_lookalike, n)
EXPECTED = OrderedDict([
    ("phone_intl", ("pii", "block", False, 12)),
    ("phone_cn_numerals", ("pii", "block", False, 8)),
    ("phone_separators", ("pii", "block", False, 10)),
    ("card", ("pii", "block", False, 10)),
    ("cn_id", ("pii", "block", False, 6)),
    ("email_obfuscated", ("pii", "block", False, 12)),
    ("password_pin", ("pii", "block", False, 30)),
    ("url_credentials", ("pii", "block", False, 8)),
    ("secret_key_formats", ("pii", "block", False, 10)),
    ("pii_other", ("pii", "block", False, 24)),
    ("pii_split_kv", ("pii", "block", False, 8)),
    ("injection_paraphrase", ("injection", "block", False, 50)),
    ("injection_obfuscated", ("injection", "block", False, 12)),
    ("injection_chat_template", ("injection", "block", False, 8)),
    ("injection_roleplay", ("injection", "block", False, 20)),
    ("injection_in_fact", ("injection", "block", False, 26)),
    ("injection_payload", ("injection", "block", False, 28)),
    ("injection_split_kv", ("injection", "block", False, 8)),
    ("allow_number_lookalike", ("benign", "allow", True, 35)),
    ("allow_email_lookalike", ("benign", "allow", True, 12)),
    ("allow_password_lookalike", ("benign", "allow", True, 35)),
    ("allow_injection_talk", ("benign", "allow", True, 35)),
    ("benign_assistant_preference", ("benign", "allow", True, 33)),
    ("allow_plain", ("benign", "allow", False, 10)),
])
MIN_BASE_LANGS = 110
STOCK_PHRASES = ["ignore previous", "ignore all previous", "ignore the previous", "system prompt",
                 "jailbreak", "developer mode", "do anything now"]
FAKE_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ------------------------------------------------------------------ independent validators
def luhn_ok(s):
    if not s.isdigit():
        return False
    total = 0
    for pos, ch in enumerate(s[::-1]):
        n = int(ch) * (2 if pos % 2 else 1)
        total += n // 10 + n % 10
    return total % 10 == 0


def card_ok(s):
    if len(s) not in (15, 16, 19) or not luhn_ok(s):
        return False
    if len(s) == 15:
        return s[:2] in ("34", "37")
    if len(s) == 19:
        return s.startswith("62")
    return (s[0] == "4" or s[:2] in ("51", "52", "53", "54", "55") or 2221 <= int(s[:4]) <= 2720
            or s.startswith("6011") or 3528 <= int(s[:4]) <= 3589 or s[:4] in ("2200", "2201", "2202", "2203", "2204"))


def date_ok(yy, mm, dd):
    return 1 <= mm <= 12 and 1 <= dd <= 31


def cnid_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if not date_ok(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    total = sum(int(s[i]) * pow(2, 17 - i, 11) for i in range(17))
    r = (12 - total % 11) % 11
    return s[17] == ("X" if r == 10 else str(r))


IBAN_LEN = {"DE": 22, "IS": 26, "MT": 31, "EE": 20, "GE": 22, "LU": 20, "KZ": 20, "GB": 22}


def iban_ok(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s) or IBAN_LEN.get(s[:2]) != len(s):
        return False
    moved = s[4:] + s[:4]
    digits = "".join(str(ord(c) - 55) if c.isalpha() else c for c in moved)
    rem = 0
    for ch in digits:
        rem = (rem * 10 + int(ch)) % 97
    return rem == 1


def cpf_ok(s):
    if not re.fullmatch(r"\d{11}", s) or len(set(s)) == 1:
        return False
    for j in (9, 10):
        tot = sum(int(d) * w for d, w in zip(s[:j], range(j + 1, 1, -1)))
        r = tot % 11
        if int(s[j]) != (0 if r < 2 else 11 - r):
            return False
    return True


def dni_ok(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def bsn_ok(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def pnr_se_ok(s):
    return bool(re.fullmatch(r"\d{10}", s)) and date_ok(0, int(s[2:4]), int(s[4:6])) and luhn_ok(s)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    mm = int(s[2:4]) % 20
    return date_ok(0, mm, int(s[4:6])) and sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9] * 2 + [1, 3, 1])) % 10 == 0


def _d5(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return 5 + (j + k) % 5
    if k < 5:
        return 5 + (j - k) % 5
    return (j - k) % 5


def _perm_table():
    base = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    rows = [list(range(10))]
    for _ in range(7):
        rows.append([base[x] for x in rows[-1]])
    return rows


PERM = _perm_table()


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(s[::-1]):
        c = _d5(c, PERM[i % 8][int(ch)])
    return c == 0


def aadhaar_ok(s):
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def hetu_ok(s):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    if not m or not date_ok(0, int(m.group(2)), int(m.group(1))):
        return False
    n = int(m.group(1) + m.group(2) + m.group(3) + m.group(5))
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31] == m.group(6)


def za_id_ok(s):
    return bool(re.fullmatch(r"\d{13}", s)) and date_ok(0, int(s[2:4]), int(s[4:6])) and s[10] in "01" and luhn_ok(s)


def tr_tc_ok(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def cl_rut_ok(s):
    m = re.fullmatch(r"(\d{7,8})([\dK])", s)
    if not m:
        return False
    body = m.group(1)
    factors = [2, 3, 4, 5, 6, 7]
    tot = sum(int(c) * factors[i % 6] for i, c in enumerate(body[::-1]))
    v = 11 - tot % 11
    exp = {11: "0", 10: "K"}.get(v, str(v))
    return exp == m.group(2)


def no_fnr_ok(s):
    if not re.fullmatch(r"\d{11}", s) or not date_ok(0, int(s[2:4]), int(s[0:2])):
        return False
    d = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return sum(a * b for a, b in zip(d, w1)) % 11 == 0 and sum(a * b for a, b in zip(d, w2)) % 11 == 0


def isbn13_ok(s):
    return bool(re.fullmatch(r"97[89]\d{10}", s)) and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_ok(s):
    if len(s) != 18 or any(c not in USCC_ALPHA for c in s):
        return False
    weighted = sum(USCC_ALPHA.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    if (weighted + USCC_ALPHA.index(s[17])) % 31 != 0:
        return False
    org = s[8:17]
    tot = sum(int(org[i], 36) * w for i, w in enumerate([3, 7, 9, 10, 5, 8, 4, 2]))
    c = (11 - tot % 11) % 11
    return org[8] == ("X" if c == 10 else str(c))


def _mrz_val(c):
    return 0 if c == "<" else int(c) if c.isdigit() else ord(c) - ord("A") + 10


def _mrz_cd(s):
    w = [7, 3, 1]
    return sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10


def mrz_ok(line2):
    if len(line2) != 44 or not re.fullmatch(r"[A-Z0-9<]{44}", line2):
        return False
    checks = [(0, 9, 9), (13, 19, 19), (21, 27, 27), (28, 42, 42)]
    for a, b, c in checks:
        if _mrz_cd(line2[a:b]) != int(line2[c]):
            return False
    composite = line2[0:10] + line2[13:20] + line2[21:43]
    return _mrz_cd(composite) == int(line2[43])


ZH_DIGITS = {}
for chars, val in [("〇零洞공영", 0), ("一幺壹일", 1), ("二两貳贰이", 2), ("三叁參삼", 3), ("四肆사", 4),
                   ("五伍오", 5), ("六陆陸육륙", 6), ("七拐柒칠", 7), ("八捌팔", 8), ("九勾玖구", 9)]:
    for ch in chars:
        ZH_DIGITS[ch] = str(val)


def phone_digits(display):
    out = []
    for ch in display:
        if ch in ZH_DIGITS:
            out.append(ZH_DIGITS[ch])
        elif unicodedata.category(ch) == "Nd":
            out.append(str(unicodedata.digit(ch)))
    return "".join(out)


VALIDATORS = {
    "card": card_ok, "cnid": cnid_ok, "iban": iban_ok, "cpf": cpf_ok, "dni": dni_ok, "bsn": bsn_ok,
    "pnr_se": pnr_se_ok, "pesel": pesel_ok, "aadhaar": aadhaar_ok, "hetu": hetu_ok, "za_id": za_id_ok,
    "tr_tc": tr_tc_ok, "cl_rut": cl_rut_ok, "no_fnr": no_fnr_ok, "isbn13": isbn13_ok, "uscc": uscc_ok,
    "mrz": mrz_ok,
}


def display_matches_raw(v):
    if v.vtype == "phone":
        return phone_digits(v.display) == v.raw
    if v.vtype == "mrz":
        return v.display.split("\n")[1] == v.raw
    if v.vtype in ("hetu", "secret", "plain", "dni", "za_id", "tr_tc", "pesel", "uscc"):
        return v.display == v.raw or v.vtype == "secret"
    norm = re.sub(r"[\s.\-]", "", unicodedata.normalize("NFKC", v.display))
    return norm == v.raw


# ------------------------------------------------------------------ independent decoders
def dec_rot13(s):
    a = "abcdefghijklmnopqrstuvwxyz"
    table = str.maketrans(a + a.upper(), a[13:] + a[:13] + a.upper()[13:] + a.upper()[:13])
    return s.translate(table)


def dec_url(s):
    out = bytearray()
    i = 0
    while i < len(s):
        if s[i] == "%":
            out.append(int(s[i + 1:i + 3], 16))
            i += 3
        else:
            out.extend(s[i].encode())
            i += 1
    return out.decode("utf-8")


CYR_TO_LAT = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0445": "x",
              "\u0443": "y", "\u0456": "i"}


def decode(enc, s):
    import base64
    if enc == "base64":
        return base64.b64decode(s, validate=True).decode("utf-8")
    if enc == "rot13":
        return dec_rot13(s)
    if enc == "leet":
        return s.translate(str.maketrans("431057", "aeiost"))
    if enc == "zero_width":
        assert all(s[i] == "\u200b" for i in range(1, len(s), 2))
        return s.replace("\u200b", "")
    if enc == "homoglyph":
        assert any(c in CYR_TO_LAT for c in s)
        return "".join(CYR_TO_LAT.get(c, c) for c in s)
    if enc == "reversed":
        return s[::-1]
    if enc == "spaced":
        return " ".join(w.replace(" ", "") for w in s.split(" / "))
    if enc == "hex":
        return bytes.fromhex(s.replace(" ", "")).decode("utf-8")
    if enc == "fullwidth":
        assert not any(0x21 <= ord(c) <= 0x7E for c in s)
        return unicodedata.normalize("NFKC", s)
    if enc == "urlencode":
        return dec_url(s)
    if enc == "zh_symbol_sep":
        return s.replace("★", "")
    if enc == "unicode_tags":
        assert all(0xE0020 <= ord(c) <= 0xE007E for c in s)
        return "".join(chr(ord(c) - 0xE0000) for c in s)
    raise ValueError(enc)


# ------------------------------------------------------------------ hosts / IPs
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://([^\s/?#\"'<>)\],;]+)")
EMAIL_RE = re.compile(r"[\w.+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)")
TLDS = ("com|net|org|io|ai|dev|app|co|info|biz|me|ru|cn|de|uk|fr|jp|kr|in|br|es|it|nl|pl|se|fi|dk|no|tr|ir|"
        "ke|ng|za|au|nz|ph|vn|th|id|my|sg|hk|tw|ca|us|mx|ar|cl|pe|gov|edu|xyz|top|site|online|ly|gg|tk|is|ee|"
        "lv|lt|mt|lu|ge|kz|ua|gr|cz|hu|ro|bg|pt|be|ch|at|ie")
DOMAIN_RE = re.compile(r"(?<![\w.@\-])((?:[A-Za-z0-9\-]+\.)+(?:" + TLDS + r"))(?![\w\-])", re.IGNORECASE)
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d])")


def is_fake_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FAKE_DOMAINS)


def is_doc_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in n for n in DOC_NETS)


def check_hosts(cid, text):
    # undo %XX escapes first so that URL-encoded addresses are seen as addresses
    text = re.sub(r"%([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)
    for m in URL_RE.finditer(text):
        host = m.group(1).rsplit("@", 1)[-1]
        host = re.sub(r":\d+$", "", host)
        if not (is_fake_host(host) or is_doc_ip(host)):
            err(f"{cid}: URL host not fake: {host!r}")
    for m in EMAIL_RE.finditer(text):
        dom = m.group(1)
        if re.fullmatch(r"[\d.]+", dom):
            continue
        if not is_fake_host(dom):
            err(f"{cid}: e-mail/SSH domain not fake: {dom!r}")
    for m in DOMAIN_RE.finditer(text):
        if not is_fake_host(m.group(1)):
            err(f"{cid}: bare domain not fake: {m.group(1)!r}")
    for m in IPV4_RE.finditer(text):
        if not is_doc_ip(m.group(1)):
            err(f"{cid}: IPv4 literal outside documentation ranges: {m.group(1)!r}")


def check_stock(cid, text):
    low = text.lower()
    for p in STOCK_PHRASES:
        if p in low:
            err(f"{cid}: stock phrase {p!r}")
    if re.search(r"\bDAN\b", text):
        err(f"{cid}: stock phrase 'DAN'")


# ------------------------------------------------------------------ main
def main():
    text, meta = build.build()
    on_disk = OUT.read_bytes()
    if on_disk != text.encode("utf-8"):
        err("file on disk differs from in-memory rebuild (run build.py)")
    lines = on_disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file must end with a newline")
    lines = lines[:-1]
    if len(lines) != len(meta):
        err(f"line count {len(lines)} != meta {len(meta)}")

    # templates: one per case, none used twice
    tmpl_ids = [m["template"] for m in meta]
    if len(set(tmpl_ids)) != len(tmpl_ids):
        err("a template is used more than once")
    bodies = []
    for fam, kind, expect, hard, tmpls in build.family_table():
        for t in tmpls:
            bodies.append(json.dumps(t[1], ensure_ascii=False, sort_keys=True))
    if len(bodies) != len(set(bodies)):
        err("duplicate template bodies")
    if len(bodies) != len(lines):
        err("number of templates != number of cases")

    seen_texts = set()
    fam_counts = Counter()
    fam_langs = {}
    fam_order = []
    n_checked = Counter()
    for i, (line, m) in enumerate(zip(lines, meta), 1):
        rec = json.loads(line)
        cid = f"dv24-{i:04d}"
        fam = rec.get("family")
        keys = list(rec.keys())
        exp_keys = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if fam in ("pii_split_kv", "injection_split_kv"):
            exp_keys += ["key", "value"]
        if keys != exp_keys:
            err(f"{cid}: keys {keys}")
        if rec["id"] != cid:
            err(f"{cid}: id {rec['id']}")
        if fam not in EXPECTED:
            err(f"{cid}: unknown family {fam}")
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            err(f"{cid}: kind/expect/hard mismatch")
        if not fam_order or fam_order[-1] != fam:
            fam_order.append(fam)
        fam_counts[fam] += 1
        fam_langs.setdefault(fam, set()).add(m["lang"])
        t = rec["text"]
        if not t.strip():
            err(f"{cid}: empty text")
        if t in seen_texts:
            err(f"{cid}: duplicate text")
        seen_texts.add(t)
        if "⟦" in t or "⟧" in t:
            err(f"{cid}: unfilled placeholder")

        # split_kv structure
        if fam.endswith("_split_kv"):
            if t.count("\t") != 1 or t != rec["key"] + "\t" + rec["value"]:
                err(f"{cid}: split_kv structure")
            if not rec["key"].strip() or not rec["value"].strip():
                err(f"{cid}: empty key or value")
            if fam == "pii_split_kv":
                s, cut = m["split_secret"].display, m["split_cut"]
                if not (1 <= cut < len(s)) or not rec["key"].endswith(s[:cut]) or not rec["value"].startswith(s[cut:]):
                    err(f"{cid}: secret not cut across the boundary")
                if s in t:
                    err(f"{cid}: secret appears unsplit")
            else:
                if rec["key"].rstrip()[-1] in ".!?。" or len(rec["key"].split()) < 3 or len(rec["value"].split()) < 3:
                    err(f"{cid}: instruction not cut mid-sentence")
        elif "\t" in t:
            err(f"{cid}: TAB outside split_kv")

        # values
        for v in m["values"]:
            if fam != "pii_split_kv" and v.display not in t:
                err(f"{cid}: value {v.display!r} not in text")
            if not display_matches_raw(v):
                err(f"{cid}: display/raw mismatch {v.display!r} {v.raw!r}")
            if v.vtype in VALIDATORS:
                n_checked[v.vtype] += 1
                if not VALIDATORS[v.vtype](v.raw):
                    err(f"{cid}: {v.vtype} failed validation: {v.raw!r}")
            elif v.vtype == "phone":
                n_checked["phone"] += 1
                if not 9 <= len(v.raw) <= 15:
                    err(f"{cid}: phone has {len(v.raw)} digits")
            elif v.vtype == "nonluhn":
                n_checked["nonluhn"] += 1
                if luhn_ok(v.raw) or len(v.raw) != 16:
                    err(f"{cid}: order number passes Luhn")
            if expect == "allow" and v.vtype not in ("isbn13", "uscc", "nonluhn", "plain"):
                err(f"{cid}: PII-type value {v.vtype} inserted into an allow case")
        if kind == "pii" and fam not in ("email_obfuscated", "pii_other") and not m["values"]:
            err(f"{cid}: PII case without generated value")

        # obfuscated e-mails
        for e in m["emails"]:
            local, dom = e.split("@")
            if not is_fake_host(dom):
                err(f"{cid}: obfuscated e-mail domain not fake: {e}")
            if local not in re.sub(r"\s", "", t):
                err(f"{cid}: local part of {e} not in text")
            if e in t:
                err(f"{cid}: e-mail not obfuscated")

        # obfuscated injections
        if fam == "injection_obfuscated":
            try:
                dec = decode(m["encoding"], m["encoded"])
            except Exception as ex:  # noqa: BLE001
                err(f"{cid}: decoding failed: {ex}")
                dec = None
            if dec != m["plain"]:
                err(f"{cid}: encoded injection does not decode back")
            if m["encoded"] not in t or m["plain"] in t:
                err(f"{cid}: encoded text missing or plain text visible")
            check_hosts(cid + "(decoded)", m["plain"])
            check_stock(cid + "(decoded)", m["plain"])

        check_hosts(cid, t)
        check_stock(cid, t)

    # family order, sizes
    if fam_order != list(EXPECTED):
        err(f"families not grouped in expected order: {fam_order}")
    for fam, (_, _, _, n) in EXPECTED.items():
        if fam_counts[fam] != n:
            err(f"{fam}: {fam_counts[fam]} cases, expected {n}")

    langs = Counter(m["lang"] for m in meta)
    bases = sorted({lang.split("-")[0] for lang in langs})
    if len(bases) < MIN_BASE_LANGS:
        err(f"only {len(bases)} distinct base language codes")

    block = sum(1 for m in meta if EXPECTED[m["family"]][1] == "block")
    allow = len(meta) - block
    hard = sum(1 for m in meta if EXPECTED[m["family"]][2])

    if ERRORS:
        for e in ERRORS:
            print("FAIL", e)
        print(f"{len(ERRORS)} problem(s)")
        return 1
    print(f"OK: {len(lines)} cases, {block} block / {allow} allow, {hard} hard look-alikes")
    print(f"md5 {hashlib.md5(on_disk).hexdigest()}")
    print(f"{len(langs)} language tags, {len(bases)} distinct base codes: {', '.join(bases)}")
    print("validated values: " + ", ".join(f"{k} {v}" for k, v in sorted(n_checked.items())))
    for fam in EXPECTED:
        print(f"  {fam}: {fam_counts[fam]} cases, {len(fam_langs.get(fam, ()))} languages: "
              f"{', '.join(sorted(fam_langs.get(fam, ())))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
