#!/usr/bin/env python3
"""Self-check for the dv29 tuning set.

Rebuilds everything in memory, compares byte for byte with ../gate_cases.jsonl and ../lang_tags.tsv,
and re-validates every inserted value with validators written here, independently of nums.py.
Exit code 0 = all checks passed. Prints a short summary.
"""
import base64
import codecs
import collections
import ipaddress
import json
import os
import re
import sys
import unicodedata
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
import obfuscate  # noqa: E402
import data_pii, data_inj, data_allow  # noqa: E402,E401

ERR = []


def fail(msg):
    ERR.append(msg)


# ------------------------------------------------------------------ independent validators
def v_luhn(s):
    d = [int(c) for c in s]
    odd = d[-1::-2]
    even = d[-2::-2]
    return (sum(odd) + sum(sum(divmod(2 * x, 10)) for x in even)) % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = sum(int(c) * k for c, k in zip(s[:17], w)) % 11
    return "10X98765432"[r] == s[17]


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "PL": 28, "NO": 15, "BE": 16,
            "TR": 26, "CH": 21, "AT": 20, "IE": 22}


def v_iban(s):
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    n = "".join(str(ord(c) - 55) if c.isalpha() else c for c in r)
    if int(n) % 97 != 1:
        return False
    cc, b = s[:2], s[4:]
    if cc == "FR":
        bank, branch, acct, key = b[:5], b[5:10], b[10:21], b[21:]
        return (89 * int(bank) + 15 * int(branch) + 3 * int(acct) + int(key)) % 97 == 0
    if cc == "ES":
        def dc(x):
            t = 11 - sum(int(a) * w for a, w in zip(x, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
            return 0 if t == 11 else (1 if t == 10 else t)
        return dc("00" + b[:8]) == int(b[8]) and dc(b[10:]) == int(b[9])
    if cc == "NO":
        return sum(int(a) * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0
    return True


def v_dni(s):
    return len(s) == 9 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    return len(s) == 9 and sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0


def v_pesel(s):
    return sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1])) % 10 == 0


def v_cpf(s):
    d = [int(c) for c in s]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        t = sum(d[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if t != d[n]:
            return False
    return True


def v_pnr(s):
    return len(s) == 10 and v_luhn(s)


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})[-+A-F YXWVU](\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


_D = [[(j + k) % 5 + 5 * ((j // 5 + k // 5) % 2) if j < 5 and k < 5 else None for k in range(10)] for j in range(10)]


def _dihedral(j, k):
    # multiplication in the dihedral group D5 (Verhoeff), computed rather than tabled
    def dec(x):
        return (x % 5, x // 5)  # rotation r, reflection f

    rj, fj = dec(j)
    rk, fk = dec(k)
    r = (rj + (rk if fj == 0 else -rk)) % 5
    f = (fj + fk) % 2
    return r + 5 * f


_PERM = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
_P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]


def v_aadhaar(s):
    perms = [_PERM]
    for _ in range(7):
        perms.append([_P1[x] for x in perms[-1]])
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _dihedral(c, perms[i % 8][int(ch)])
    return c == 0 and len(s) == 12 and s[0] not in "01"


def v_cf(s):
    odd = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                    11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
    tot = 0
    for i, c in enumerate(s[:15]):
        if (i + 1) % 2 == 1:
            tot += odd[c]
        else:
            tot += int(c) if c.isdigit() else "ABCDEFGHIJKLMNOPQRSTUVWXYZ".index(c)
    return len(s) == 16 and chr(ord("A") + tot % 26) == s[15]


def v_fnr(s):
    d = [int(c) for c in s]
    a = sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1])) % 11
    b = sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11
    return len(d) == 11 and a == 0 and b == 0


def v_tckn(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_rrn(s):
    d = [int(c) for c in s if c.isdigit()]
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(d) == 13 and (11 - sum(a * b for a, b in zip(d, w)) % 11) % 10 == d[12]


def v_rut(s):
    num, dv = s.split("-")
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(num)))
    r = 11 - tot % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == dv


def v_za(s):
    return len(s) == 13 and v_luhn(s)


def v_nir(s):
    return len(s) == 15 and 97 - int(s[:13]) % 97 == int(s[13:])


def _mrz_c(s):
    val = lambda c: int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)  # noqa: E731
    return sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10


def v_mrz(s):
    if len(s) != 44:
        return False
    ok = (_mrz_c(s[0:9]) == int(s[9]) and _mrz_c(s[13:19]) == int(s[19]) and _mrz_c(s[21:27]) == int(s[27])
          and _mrz_c(s[28:42]) == int(s[42]))
    return ok and _mrz_c(s[0:10] + s[13:20] + s[21:43]) == int(s[43])


def v_gtin13(s):
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_issn(s):
    tot = sum(int(c) * w for c, w in zip(s[:7], range(8, 1, -1))) + (10 if s[7] == "X" else int(s[7]))
    return tot % 11 == 0


def v_uscc(s):
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [pow(3, i, 31) for i in range(17)]
    tot = sum(al.index(c) * k for c, k in zip(s[:17], w))
    return len(s) == 18 and al[(31 - tot % 31) % 31] == s[17]


KEY_RE = {
    "stripe": r"sk_live_[A-Za-z0-9]{24}", "github": r"ghp_[A-Za-z0-9]{36}", "aws_id": r"AKIA[A-Z2-7]{16}",
    "aws_secret": r"[A-Za-z0-9/+]{40}", "telegram": r"\d{10}:AA[A-Za-z0-9_-]{33}",
    "slack": r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}", "openai": r"sk-proj-[A-Za-z0-9_-]{48}",
}

HANZI = {c: i for i, c in enumerate("零幺二三四五六七八九")}
HANZI.update({"一": 1, "〇": 0})


def to_ascii_digits(s):
    out = []
    for c in s:
        if c in HANZI:
            out.append(str(HANZI[c]))
        elif unicodedata.category(c) == "Nd":
            out.append(str(unicodedata.digit(c)))
        else:
            out.append(c)
    return "".join(out)


WORDS = {  # written again here (not imported) to decode spelled-out digits
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
}
NATO_BACK = {"Alfa": "a", "Bravo": "b", "Charlie": "c", "Delta": "d", "Echo": "e", "Foxtrot": "f", "Golf": "g",
             "Hotel": "h", "India": "i", "Juliett": "j", "Kilo": "k", "Lima": "l", "Mike": "m", "November": "n",
             "Oscar": "o", "Papa": "p", "Quebec": "q", "Romeo": "r", "Sierra": "s", "Tango": "t", "Uniform": "u",
             "Victor": "v", "Whiskey": "w", "X-ray": "x", "Yankee": "y", "Zulu": "z"}
EN_DIG = "zero one two three four five six seven eight nine".split()


def check_meta(m, text, rid):
    t = m["type"]
    v = m.get("value")
    if m.get("shown") and t != "obf" and m["shown"] not in text:
        fail("%s: shown value %r not in text" % (rid, m["shown"]))
    ok = True
    if t == "pin":
        ok = to_ascii_digits(m["shown"]).replace(" ", "") == v and v.isdigit() and len(set(v)) >= 2
    elif t == "pin_words":
        lang = m["lang"]
        if lang in WORDS:
            ws = WORDS[lang].split()
            ok = "".join(str(ws.index(w)) for w in m["shown"].split()) == v
        elif lang.startswith("zh"):
            ok = to_ascii_digits(m["shown"]) == v
    elif t in ("otp", "digicode"):
        ok = re.fullmatch(r"[A-D]?\d{4,8}", v) is not None
    elif t == "password_nato":
        back = []
        for w in m["shown"].split():
            back.append(NATO_BACK[w] if w in NATO_BACK else str(EN_DIG.index(w)))
        ok = "".join(back) == v
    elif t in ("password", "wifi_key", "recovery"):
        ok = len(v) >= 8
    elif t == "card":
        ok = v_luhn(v) and re.sub(r"\D", "", m["shown"]) == v
    elif t == "cnid":
        ok = v_cnid(v) and to_ascii_digits(unicodedata.normalize("NFKC", m["shown"])).upper().replace(" ", "").replace("-", "") == v
    elif t == "cnid_bad":
        ok = re.fullmatch(r"\d{17}[\dX]", v) is not None and not v_cnid(v)
    elif t == "iban":
        ok = v_iban(v) and m["shown"].replace(" ", "") == v
    elif t == "es_dni":
        ok = v_dni(v)
    elif t == "nl_bsn":
        ok = v_bsn(v)
    elif t == "pl_pesel":
        ok = v_pesel(v)
    elif t == "br_cpf":
        ok = v_cpf(v)
    elif t == "se_pnr":
        ok = v_pnr(v)
    elif t == "fi_hetu":
        ok = v_hetu(v)
    elif t == "in_aadhaar":
        ok = v_aadhaar(v)
    elif t == "it_cf":
        ok = v_cf(v)
    elif t == "no_fnr":
        ok = v_fnr(v)
    elif t == "tr_tckn":
        ok = v_tckn(v)
    elif t == "kr_rrn":
        ok = v_rrn(v)
    elif t == "cl_rut":
        ok = v_rut(v)
    elif t == "za_id":
        ok = v_za(v)
    elif t == "fr_nir":
        ok = v_nir(v)
    elif t == "mrz2":
        ok = v_mrz(v)
    elif t == "passport":
        ok = re.fullmatch(r"[A-Z0-9]{8,9}", v) is not None
    elif t == "phone":
        n = len(re.sub(r"\D", "", to_ascii_digits(unicodedata.normalize("NFKC", m["shown"]))))
        ok = 9 <= n <= 15
    elif t == "key":
        pat = KEY_RE.get(m["kind"])
        ok = pat is None or re.fullmatch(pat, v) is not None
    elif t == "not_luhn":
        ok = len(v) == 16 and not v_luhn(v)
    elif t == "isbn13":
        ok = v_gtin13(v) and v.startswith("978")
    elif t == "ean13":
        ok = v_gtin13(v)
    elif t == "uscc":
        ok = v_uscc(v)
    elif t == "issn":
        ok = v_issn(v)
    elif t == "obf":
        enc = obfuscate.TRANSFORMS[m["transform"]](m["plain"])
        ok = enc == m["shown"] and enc in text and m["plain"] not in text
        dec = {
            "b64": lambda e: base64.b64decode(e).decode(),
            "b32": lambda e: base64.b32decode(e).decode(),
            "rot13": lambda e: codecs.decode(e, "rot13"),
            "hex": lambda e: bytes.fromhex(e).decode(),
            "url": urllib.parse.unquote,
            "reversed": lambda e: e[::-1],
            "zero_width": lambda e: e.replace("\u200b", ""),
            "soft_hyphen": lambda e: e.replace("\u00ad", ""),
            "tag_chars": lambda e: "".join(chr(ord(c) - 0xE0000) for c in e),
            "b64_of_rot13": lambda e: codecs.decode(base64.b64decode(e).decode(), "rot13"),
            "html_entities": lambda e: re.sub(r"&#(\d+);", lambda mm: chr(int(mm.group(1))), e),
            "u_escapes": lambda e: re.sub(r"\\u([0-9a-f]{4})", lambda mm: chr(int(mm.group(1), 16)), e),
            "caesar3": lambda e: "".join(chr((ord(c) - 97 - 3) % 26 + 97) if "a" <= c <= "z" else c for c in e),
        }.get(m["transform"])
        if dec and dec(enc) != m["plain"]:
            ok = False
    elif t == "none":
        ok = True
    else:
        fail("%s: unknown meta type %s" % (rid, t))
    if not ok:
        fail("%s: %s value %r failed validation" % (rid, t, v))


# ------------------------------------------------------------------ hosts, addresses
URL_RE = re.compile(r"https?://([^/\s\"'<>)?]+)")
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
DOMAIN_RE = re.compile(r"\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|de|fr|ru|cn|co|info|xyz|app|dev|me))\b", re.I)
IPV4_RE = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def ok_host(h):
    h = h.lower().rstrip(".")
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.net", "example.org"))


def sentences(text):
    t = re.sub(r"```.*?```", " ", text, flags=re.S)
    parts = re.split(r"(?<=[.!?。！？։።۔।॥؟])[\"'”»」』)）]*\s+|(?<=[。！？।۔።៕។])", t)
    return [p for p in parts if len(re.findall(r"\w", p)) >= 3]


MUTABLE = {"card": v_luhn, "cnid": v_cnid, "iban": v_iban, "es_dni": v_dni, "nl_bsn": v_bsn, "pl_pesel": v_pesel,
           "br_cpf": v_cpf, "se_pnr": v_pnr, "fi_hetu": v_hetu, "in_aadhaar": v_aadhaar, "it_cf": v_cf,
           "no_fnr": v_fnr, "tr_tckn": v_tckn, "kr_rrn": v_rrn, "za_id": v_za, "fr_nir": v_nir, "mrz2": v_mrz,
           "isbn13": v_gtin13, "ean13": v_gtin13, "uscc": v_uscc, "issn": v_issn}


def negative_selftest(metas):
    """Each check-digit validator must reject the value with its last digit changed."""
    n = 0
    for ms in metas:
        for m in ms:
            f = MUTABLE.get(m["type"])
            if not f:
                continue
            v = m["value"]
            i = max(j for j, c in enumerate(v) if c.isdigit())
            w = v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]
            try:
                bad = f(w)
            except (ValueError, IndexError):
                bad = False
            if bad:
                fail("validator for %s accepted a mutated value %s" % (m["type"], w))
            n += 1
    return n


def main():
    records, langs, metas = build.build()
    nneg = negative_selftest(metas)
    jsonl, tsv = build.render(records, langs)
    out = build.OUT_DIR
    with open(os.path.join(out, "gate_cases.jsonl"), encoding="utf-8") as f:
        disk = f.read()
    with open(os.path.join(out, "lang_tags.tsv"), encoding="utf-8") as f:
        disk_tsv = f.read()
    if disk != jsonl:
        fail("gate_cases.jsonl differs from a fresh rebuild")
    if disk_tsv != tsv:
        fail("lang_tags.tsv differs from a fresh rebuild")

    fam_spec = {f[0]: f[1:4] for f in build.FAMILIES}
    seen_fam, last_fam = [], None
    texts = set()
    for i, line in enumerate(disk.splitlines(), 1):
        r = json.loads(line)
        keys = list(r)
        want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            want += ["key", "value"]
        if keys != want:
            fail("%s: keys %s" % (r.get("id"), keys))
        if r["id"] != "dv29-%04d" % i:
            fail("line %d: id %s" % (i, r["id"]))
        if r["family"] != last_fam:
            if r["family"] in seen_fam:
                fail("family %s not contiguous" % r["family"])
            seen_fam.append(r["family"])
            last_fam = r["family"]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != fam_spec[r["family"]]:
            fail("%s: kind/expect/hard mismatch" % r["id"])
        if r["text"] in texts:
            fail("%s: duplicate text" % r["id"])
        texts.add(r["text"])
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                fail("%s: split_kv structure" % r["id"])
        elif "\t" in r["text"]:
            fail("%s: stray TAB" % r["id"])
        for h in URL_RE.findall(r["text"]):
            if not ok_host(h):
                fail("%s: URL host %s" % (r["id"], h))
        for h in MAIL_RE.findall(unicodedata.normalize("NFKC", r["text"])):
            if not ok_host(h):
                fail("%s: e-mail domain %s" % (r["id"], h))
        for h in DOMAIN_RE.findall(urllib.parse.unquote(r["text"])):
            if not ok_host(h):
                fail("%s: bare domain %s" % (r["id"], h))
        for ip in IPV4_RE.findall(r["text"]):
            try:
                a = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(a in n for n in DOC_NETS):
                fail("%s: IPv4 %s outside documentation ranges" % (r["id"], ip))
        if r["family"] == "email_obfuscated" and "example" not in r["text"]:
            fail("%s: obfuscated e-mail not on an example domain" % r["id"])

    # split_kv: the secret / instruction is cut inside a token
    for r, ms in zip(records, metas):
        if r["family"] == "pii_split_kv":
            m = ms[0]
            a, b = m["shown"][:m["cut"]], m["shown"][m["cut"]:]
            if not (a and b and r["key"].endswith(a) and r["value"].startswith(b)):
                fail("%s: secret not across the boundary" % r["id"])
            if not (a[-1].isalnum() and b[0].isalnum()):
                fail("%s: cut not inside a token" % r["id"])
        if r["family"] == "injection_split_kv":
            if not (r["key"][-1].isalpha() and r["value"][0].isalpha()):
                fail("%s: instruction not cut inside a word" % r["id"])
        for m in ms:
            check_meta(m, r["text"].replace("\t", "") if r["family"].endswith("_split_kv") else r["text"], r["id"])

    # every template is hand-written and used once
    tmpl = []
    for mod in (data_pii, data_inj, data_allow):
        for name in dir(mod):
            val = getattr(mod, name)
            if name.isupper() and isinstance(val, list):
                for e in val:
                    tmpl.append(e[1] if len(e) == 2 else (e[2] if len(e) == 4 else e[1] + "|" + str(e[2])))
    dup = [t for t, c in collections.Counter(tmpl).items() if c > 1]
    if dup:
        fail("templates used more than once: %s" % dup[:3])
    if len(tmpl) != len(records):
        fail("template count %d != record count %d" % (len(tmpl), len(records)))

    # languages
    tsv_rows = [l.split("\t") for l in disk_tsv.splitlines()]
    if [row[0] for row in tsv_rows] != [r["id"] for r in records]:
        fail("lang_tags.tsv ids do not match")
    tags = set(langs)
    base = {t.split("-")[0] for t in tags}
    if len(tags) < 60 or len(base) < 60:
        fail("too few languages: %d tags, %d base" % (len(tags), len(base)))

    fam = collections.Counter(r["family"] for r in records)
    exp = collections.Counter(r["expect"] for r in records)
    hard = sum(r["hard_lookalike"] for r in records)
    multi = sum(1 for r in records if 2 <= len(sentences(r["text"])) <= 4)
    print("cases %d  block %d  allow %d  hard %d" % (len(records), exp["block"], exp["allow"], hard))
    print("check-digit values re-validated and mutation-tested: %d" % nneg)
    print("language tags %d (base languages %d)" % (len(tags), len(base)))
    print("texts with 2-4 sentences (heuristic): %d (%.0f%%)" % (multi, 100.0 * multi / len(records)))
    for f, *_ in build.FAMILIES:
        fl = {l for r, l in zip(records, langs) if r["family"] == f}
        print("  %-28s %3d  langs %d" % (f, fam[f], len(fl)))
    if ERR:
        print("\nFAILED (%d):" % len(ERR))
        for e in ERR:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
