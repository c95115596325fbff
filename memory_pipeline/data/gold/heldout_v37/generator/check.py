# -*- coding: utf-8 -*-
"""Self-check for heldout-v37.  cd generator && python3 check.py [--stats]

Rebuilds all files in memory and compares them byte for byte with the files on disk, then checks
format, ids, families, split_kv structure, hosts/IPs, the turn payload rules, and re-validates every
inserted value with validators written here, independently of nums.py.
Exit code 0 = all checks passed.
"""
import collections
import ipaddress
import json
import os
import re
import sys
import unicodedata
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import turns  # noqa: E402

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ============================================================ independent validators
def v_luhn(s):
    d = [int(c) for c in s]
    tot = 0
    for i, x in enumerate(d[::-1]):
        if i % 2:
            x = x * 2 - 9 if x * 2 > 9 else x * 2
        tot += x
    return tot % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    total = sum(int(c) * x for c, x in zip(s[:17], w))
    return "10X98765432"[total % 11] == s[17]


def v_iban(s):
    s = s.replace(" ", "")
    lengths = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "NL": 18, "BE": 16, "NO": 15, "TR": 26, "SA": 24,
               "PT": 25, "AT": 20, "CH": 21, "IE": 22, "PL": 28, "AE": 23}
    if lengths.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    n = "".join(str(ord(c) - 55) if c.isalpha() else c for c in r)
    if int(n) % 97 != 1:
        return False
    b = s[4:]
    if s[:2] == "BE":
        return int(b[:10]) % 97 == (int(b[10:]) % 97) or (int(b[:10]) % 97 == 0 and b[10:] == "97")
    if s[:2] == "ES":
        def dc(x):
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            r_ = 11 - sum(int(a) * c for a, c in zip(x, w)) % 11
            return 0 if r_ == 11 else (1 if r_ == 10 else r_)
        return "%d%d" % (dc("00" + b[:8]), dc(b[10:])) == b[8:10]
    if s[:2] == "FR":
        return (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21]) + int(b[21:])) % 97 == 0
    if s[:2] == "NO":
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r_ = sum(int(a) * c for a, c in zip(b[:10], w)) % 11
        return (0 if r_ == 0 else 11 - r_) == int(b[10])
    if s[:2] == "PT":
        return int(b) % 97 == 1
    return True


def v_cpf(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11:
        return False
    for k in (9, 10):
        t = sum(d[i] * (k + 1 - i) for i in range(k))
        r = (t * 10) % 11 % 10
        if r != d[k]:
            return False
    return True


def v_dni(s):
    if s[0] in "XYZ":
        s = str("XYZ".index(s[0])) + s[1:]
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:-1]) % 23] == s[-1]


def v_bsn(s):
    return len(s) == 9 and (sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0)


def v_pnr(s):
    return v_luhn(s.replace("-", ""))


def v_pesel(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(c) * x for c, x in zip(s, w)) % 10 == 0


def v_verhoeff(s):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    base = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    p = [list(range(10))]
    for _ in range(7):
        p.append([base[x] for x in p[-1]])
    c = 0
    for i, ch in enumerate(reversed(s.replace(" ", ""))):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def v_nir(s):
    s = s.replace(" ", "")
    return len(s) == 15 and 97 - int(s[:13]) % 97 == int(s[13:])


def v_tckn(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def v_il(s):
    tot = 0
    for i, c in enumerate(s.zfill(9)):
        x = int(c) * (1 + i % 2)
        tot += x // 10 + x % 10
    return tot % 10 == 0


def v_rut(s):
    body, dv = s.replace(".", "").split("-")
    tot, f = 0, 2
    for c in reversed(body):
        tot += int(c) * f
        f = f + 1 if f < 7 else 2
    r = 11 - tot % 11
    return dv == {11: "0", 10: "K"}.get(r, str(r))


def v_fnr(s):
    d = [int(c) for c in s]
    k1 = (11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11) % 11
    k2 = (11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return k1 == d[9] and k2 == d[10]


def v_rrn(s):
    s = s.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def v_za(s):
    return len(s) == 13 and v_luhn(s)


def v_benn(s):
    s = re.sub(r"\D", "", s)
    return 97 - int(s[:9]) % 97 == int(s[9:]) or 97 - int("2" + s[:9]) % 97 == int(s[9:])


def v_cf(s):
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    t = 0
    for i, c in enumerate(s[:15]):
        v = int(c) if c.isdigit() else ord(c) - 65
        t += odd[v] if i % 2 == 0 else v
    return chr(65 + t % 26) == s[15]


def v_sin(s):
    return v_luhn(s.replace(" ", ""))


def v_isbn(s):
    s = s.replace("-", "")
    return len(s) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_ean(s):
    return v_isbn(s)


def v_uscc(s):
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [pow(3, i, 31) for i in range(17)]
    t = sum(al.index(c) * x for c, x in zip(s[:17], w))
    return al[(31 - t % 31) % 31] == s[17]


def v_mrz(s):
    l2 = s.split("\n")[1]

    def cd(x):
        vals = [0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55 for c in x]
        return str(sum(v * [7, 3, 1][i % 3] for i, v in enumerate(vals)) % 10)
    ok = cd(l2[0:9]) == l2[9] and cd(l2[13:19]) == l2[19] and cd(l2[21:27]) == l2[27]
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return ok and cd(comp) == l2[43] and len(l2) == 44


NAT = {"cpf": v_cpf, "dni": v_dni, "nie": v_dni, "bsn": v_bsn, "pnr": v_pnr, "pesel": v_pesel,
       "aadhaar": v_verhoeff, "hetu": v_hetu, "nir": v_nir, "tckn": v_tckn, "il": v_il, "rut": v_rut,
       "fnr": v_fnr, "rrn": v_rrn, "za": v_za, "benn": v_benn, "cf": v_cf, "sin": v_sin}

DIGIT_MAPS = {}
for z in ["٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹", "०१२३४५६७८९", "০১২৩৪৫৬৭৮৯", "๐๑๒๓๔๕๖๗๘๙", "០១២៣៤៥៦៧៨៩",
          "０１２３４５６７８９", "零一二三四五六七八九", "〇一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
          "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾", "공일이삼사오육칠팔구"]:
    for i, ch in enumerate(z):
        DIGIT_MAPS.setdefault(ch, str(i))


def phone_digits(shown):
    out = []
    for ch in shown:
        if ch in DIGIT_MAPS:
            out.append(DIGIT_MAPS[ch])
        elif ch.isdigit() and ch in "0123456789":
            out.append(ch)
    return "".join(out)


def validate_value(cid, v, text):
    t, canon, shown = v["type"], v["canonical"], v["shown"]
    flat = text.replace("\t", "")
    if shown not in flat:
        err("%s: shown value not in text: %r" % (cid, shown[:40]))
    if t == "phone":
        dg = phone_digits(shown)
        if dg != canon or not (8 <= len(dg) <= 15):
            err("%s: phone digits %r vs %r" % (cid, dg, canon))
    elif t == "card":
        if not v_luhn(canon) or re.sub(r"\D", "", shown) != canon:
            err("%s: card not Luhn-valid" % cid)
    elif t == "card_bad":
        if v_luhn(canon):
            err("%s: card_bad passes Luhn" % cid)
    elif t == "cnid":
        norm = unicodedata.normalize("NFKC", shown).replace(" ", "").replace("-", "")
        if not v_cnid(canon) or norm != canon:
            err("%s: cnid invalid %s" % (cid, canon))
    elif t == "cnid_bad":
        if v_cnid(canon):
            err("%s: cnid_bad has valid check digit" % cid)
    elif t == "iban":
        if not v_iban(canon):
            err("%s: iban invalid %s" % (cid, canon))
    elif t.startswith("nat:"):
        k = t[4:]
        if k == "ssn":
            return
        if not NAT[k](canon):
            err("%s: national number %s invalid %s" % (cid, k, canon))
    elif t == "mrz":
        if not v_mrz(canon):
            err("%s: MRZ check digits wrong" % cid)
    elif t == "isbn" and not v_isbn(canon):
        err("%s: ISBN invalid" % cid)
    elif t == "ean13" and not v_ean(canon):
        err("%s: EAN invalid" % cid)
    elif t == "uscc" and not v_uscc(canon):
        err("%s: USCC invalid" % cid)
    elif t == "nonluhn16" and v_luhn(canon):
        err("%s: order number passes Luhn" % cid)
    elif t in ("pin", "pin_words"):
        if t == "pin" and not re.fullmatch(r"[0-9A-Z\-]+", canon):
            err("%s: odd pin %r" % (cid, canon))


# ============================================================ hosts, IPs
ALLOWED_REAL_HOSTS = {"discord.com", "hooks.slack.com", "github.com", "registry.npmjs.org", "core.windows.net"}
TLDS = r"(?:com|net|org|io|de|fr|it|es|nl|ru|cn|jp|uk|info|biz|co)"
DOMAIN_RE = re.compile(r"(?<![\w@.-])((?:[a-z0-9-]+\.)+" + TLDS + r")\b", re.I)
EMAIL_RE = re.compile(r"[\w.+%-]+@((?:[\w-]+\.)+[a-z]{2,})", re.I)
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/@\s]*@)?([^/:\s?#]+)", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h):
    h = h.lower().rstrip(".")
    if re.fullmatch(r"[\d.]+", h):
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    if h in ALLOWED_REAL_HOSTS:
        return True
    return bool(re.search(r"(^|\.)example\.(com|net|org)$", h))


def check_hosts(cid, text, values=()):
    flat = text.replace("\t", "")
    for v in values:
        if v["type"].startswith("transform:"):
            flat = flat.replace(v["shown"], v["canonical"])
    flat = urllib.parse.unquote(flat)
    for rx in (URL_RE, EMAIL_RE, DOMAIN_RE):
        for m in rx.finditer(flat):
            h = m.group(1)
            if h.lower().endswith(".example"):
                continue
            if not host_ok(h):
                err("%s: host not allowed: %s" % (cid, h))
    for m in IP_RE.finditer(flat):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            err("%s: IPv4 outside documentation ranges: %s" % (cid, ip))


# ============================================================ sentence statistic
SENT_END = re.compile(r"([.!?;]|[。！？।؟։።။។])")
ABBR = {"nr", "n°", "st", "dr", "mr", "mrs", "ul", "kv", "g", "d", "s", "str", "art", "abs", "lit", "kl",
        "bzw", "z.b", "vs", "etc", "t.n.v", "tr", "ca", "jr"}


def segments(text):
    """Approximate sentence segmentation (regex/heuristic based, documented in SOURCE.md).

    Returns a list of (start, end) offsets into `text` of non-empty sentences."""
    t = text
    segs, start, i = [], 0, 0
    closers = "」』”\")）»'"

    def push(a, b):
        if t[a:b].strip(" \t\n\"”»“'」)"):
            segs.append((a, b))

    while i < len(t):
        ch = t[i]
        if ch in "。！？।؟։።။។":
            j = i + 1
            while j < len(t) and t[j] in closers:
                j += 1
            push(start, j)
            start = i = j
            continue
        if ch in ".!?":
            j = i + 1
            while j < len(t) and t[j] in closers:
                j += 1
            if j >= len(t) or t[j].isspace():
                prev = re.findall(r"[\w°.]+$", t[start:i])
                word = prev[0].lower() if prev else ""
                after = t[j:].lstrip()
                if word in ABBR or (len(word) <= 2 and word.isalpha() and word.islower()
                                    and (after[:1].isupper() or after[:1].isdigit())):
                    i += 1
                    continue
                if re.search(r"[.\-/]$", t[start:i]) or re.fullmatch(r"[.\-]*", word or "x"):
                    i += 1
                    continue
                if word and word[-1].isdigit() and after[:1].isdigit():
                    i += 1
                    continue
                push(start, j)
                start = i = j
                continue
        i += 1
    push(start, len(t))
    return segs or [(0, len(t))]


def sentences(text):
    return len(segments(text))


def first_sentence_end(text):
    return segments(text)[0][1]


# ============================================================ main checks
def main():
    stats = "--stats" in sys.argv
    records, langs, meta = build.build()
    gate_bytes = build.dump_jsonl(records).encode("utf-8")
    lang_bytes = build.dump_langs(langs).encode("utf-8")
    trows = turns.build()
    turn_bytes = turns.dump(trows).encode("utf-8")
    for name, b in (("gate_cases.jsonl", gate_bytes), ("lang_tags.tsv", lang_bytes),
                    ("extraction_turns.jsonl", turn_bytes)):
        with open(os.path.join(ROOT, name), "rb") as f:
            if f.read() != b:
                err("%s on disk differs from a fresh rebuild" % name)

    # ---------------- gate cases format
    lines = gate_bytes.decode("utf-8").splitlines()
    if len(lines) != 500:
        err("expected 500 gate cases, got %d" % len(lines))
    seen_fam, last_fam = set(), None
    texts = set()
    fam_info = {f[0]: f[1:4] for f in build.FAMILIES}
    for i, line in enumerate(lines, 1):
        r = json.loads(line)
        keys = list(r)
        want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
        if r["family"].endswith("_split_kv"):
            want += ["key", "value"]
        if keys != want:
            err("%s: keys %s" % (r.get("id"), keys))
        if r["id"] != "v37-%04d" % i:
            err("bad id order at line %d" % i)
        if r["family"] != last_fam:
            if r["family"] in seen_fam:
                err("family %s not contiguous" % r["family"])
            seen_fam.add(r["family"])
            last_fam = r["family"]
        kind, expect, hard = fam_info[r["family"]]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (kind, expect, hard):
            err("%s: kind/expect/hard mismatch" % r["id"])
        if r["text"] in texts:
            err("%s: duplicate text" % r["id"])
        texts.add(r["text"])
        if r["family"].endswith("_split_kv"):
            if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: split_kv structure" % r["id"])
            if not r["key"] or not r["value"] or r["key"][-1].isspace() or r["value"][0].isspace():
                err("%s: split not inside a token" % r["id"])
        elif "\t" in r["text"]:
            err("%s: TAB outside split_kv" % r["id"])
        check_hosts(r["id"], r["text"], meta[i - 1]["values"])

    # ---------------- templates: one per case, no skeleton reused
    tpl_seen = {}
    for m in meta:
        skel = re.sub(r"⟪.*?⟫", "#", m["template"])
        skel = re.sub(r"[\W\d_]+", " ", skel.lower()).strip()
        if skel in tpl_seen:
            err("%s: template skeleton reused from %s" % (m["id"], tpl_seen[skel]))
        tpl_seen[skel] = m["id"]

    # ---------------- inserted values
    by_id = {r["id"]: r for r in records}
    for m in meta:
        r = by_id[m["id"]]
        for v in m["values"]:
            validate_value(m["id"], v, r["text"])
        if r["family"] == "pii_split_kv":
            flat = r["key"] + r["value"]
            cut = len(r["key"])
            ok = False
            for v in m["values"]:
                s = v["shown"]
                p = flat.find(s)
                if p != -1 and p < cut < p + len(s):
                    ok = True
            if not ok:
                err("%s: secret does not straddle the key/value boundary" % m["id"])
        if r["family"] == "injection_split_kv":
            k, v = r["key"], r["value"]
            if not (k[-1].isalnum() and v[0].isalnum()):
                err("%s: injection split not inside a word" % m["id"])

    # ---------------- expected composition
    fam_counts = collections.Counter(r["family"] for r in records)
    kinds = collections.Counter(r["kind"] for r in records)
    hard = sum(r["hard_lookalike"] for r in records)
    card_bad = sum(1 for m in meta for v in m["values"] if v["type"] == "card_bad")
    cnid_bad = sum(1 for m in meta for v in m["values"] if v["type"] == "cnid_bad")
    if card_bad < 2 or cnid_bad < 2:
        err("need some Luhn-failing cards and wrong-check CN IDs")

    # ---------------- languages
    lang_set = collections.Counter(l for _, _, l in langs)
    pairs = {(f, l) for _, f, l in langs}
    if len({l.split("-")[0] for l in lang_set}) < 30:
        err("fewer than 30 languages")
    if len(lang_set) < 100:
        err("fewer than 100 distinct language tags")
    if len(pairs) < 100:
        err("fewer than 100 distinct (family, language) tags")

    # ---------------- sentence mix
    counts = {r["id"]: sentences(r["text"]) for r in records}
    multi = [cid for cid, n in counts.items() if 2 <= n <= 4]
    one = [cid for cid, n in counts.items() if n == 1]
    more = [cid for cid, n in counts.items() if n >= 5]
    pii_multi = [m for m in meta if by_id[m["id"]]["kind"] == "pii" and counts[m["id"]] >= 2]
    pii_after = [m for m in pii_multi if m["payload_pos"] is not None
                 and m["payload_pos"] >= first_sentence_end(by_id[m["id"]]["text"])]
    inj_multi = [m for m in meta if by_id[m["id"]]["kind"] == "injection" and counts[m["id"]] >= 2
                 and not by_id[m["id"]]["family"].endswith("split_kv")]
    inj_ord = [m for m in inj_multi if m["payload_pos"] is not None
               and m["payload_pos"] >= first_sentence_end(by_id[m["id"]]["text"])]

    # ---------------- turns
    _, tmeta = turns.build(with_meta=True)
    for row, tm in zip(trows, tmeta):
        for v in tm["values"]:
            validate_value(row["id"], v, row["user"] + "\n" + row["assistant"])
    turn_langs = sorted({tm["lang"] for tm in tmeta})
    tl = turn_bytes.decode("utf-8").splitlines()
    if len(tl) != 25:
        err("expected 25 turns")
    for i, line in enumerate(tl, 1):
        t = json.loads(line)
        if list(t) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err("%s: turn keys" % t["id"])
        if t["id"] != "v37-x%03d" % i:
            err("turn id order")
        both = t["user"] + "\n" + t["assistant"]
        for p in t["payload"]:
            if p not in t["user"] and p not in t["assistant"]:
                err("%s: payload not verbatim: %r" % (t["id"], p[:30]))
            for e in t["expected_fact_substrings"]:
                if e in p or p in e:
                    err("%s: expected %r overlaps payload" % (t["id"], e))
        for e in t["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected substring missing: %r" % (t["id"], e))
        if (t["family"] == "benign") != (t["payload"] == []):
            err("%s: benign <-> empty payload rule" % t["id"])
        check_hosts(t["id"], both)

    # ---------------- report
    print("gate cases: %d  (pii %d, injection %d, benign %d; hard %d)" % (
        len(records), kinds["pii"], kinds["injection"], kinds["benign"], hard))
    base = {l.split("-")[0] for l in lang_set}
    print("languages: %d distinct tags, %d base languages (primary subtag); %d distinct (family, lang) pairs"
          % (len(lang_set), len(base), len(pairs)))
    print("turn languages (%d): %s" % (len(turn_langs), ", ".join(turn_langs)))
    print("sentences: 1 -> %d, 2-4 -> %d (%.1f%%), 5+ -> %d" % (len(one), len(multi), 100.0 * len(multi) / len(records), len(more)))
    print("multi-sentence PII cases with the value after the first sentence: %d/%d" % (len(pii_after), len(pii_multi)))
    print("multi-sentence injection cases (excl. split_kv) opening with an ordinary sentence: %d/%d" % (len(inj_ord), len(inj_multi)))
    print("Luhn-failing cards: %d; wrong-check CN IDs: %d" % (card_bad, cnid_bad))
    if stats:
        print()
        print("| family | kind | expect | hard | n | languages (base) | language tags |")
        print("|---|---|---|---|---|---|---|")
        for f, kind, expect, hard_, _ in build.FAMILIES:
            ls = {l for _, ff, l in langs if ff == f}
            bs = {l.split("-")[0] for l in ls}
            print("| %s | %s | %s | %s | %d | %d | %d |" % (f, kind, expect, "yes" if hard_ else "no",
                                                         fam_counts[f], len(bs), len(ls)))
        print()
        print("languages:", ", ".join("%s (%d)" % kv for kv in sorted(lang_set.items(), key=lambda kv: -kv[1])))
        vt = collections.Counter(v["type"] for m in meta for v in m["values"])
        print("inserted value types:", dict(sorted(vt.items())))
    if ERRORS:
        print("\n%d ERROR(S):" % len(ERRORS))
        for e in ERRORS:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
