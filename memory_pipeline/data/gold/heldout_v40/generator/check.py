"""Self-check for heldout-v40. Run from anywhere:  python3 generator/check.py

1. rebuilds gate_cases.jsonl, extraction_turns.jsonl, case_langs.tsv and lang_tags.tsv in
   memory and compares them byte for byte with the files on disk;
2. checks format (UTF-8, JSON, key order, ids, family table, unique texts and templates,
   split key/value structure);
3. re-validates every inserted value with validators written here, separately from nums.py
   (Luhn, GB 11643, ISO 13616 mod 97, CPF, DNI, BSN, personnummer, PESEL, Verhoeff built
   from the dihedral group, HETU, NIR, TCKN, TW ID, ZA ID, NO fnr, isikukood, ISBN-13,
   USCC, CNPJ, phone normalisation, key formats) and that each value occurs in its text;
4. checks that hosts, e-mail domains and IPv4 literals are reserved/fake;
5. checks the turn payload rules and the language counts.
Exit status 0 only if everything passes.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import langs  # noqa: E402
import turns  # noqa: E402

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ----------------------------------------------------------------------------- validators
def v_luhn(s):
    total = 0
    for i, ch in enumerate(s[::-1]):
        d = ord(ch) - 48
        if i & 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


def v_cnid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    r = (12 - sum(int(c) * k for c, k in zip(s, w)) % 11) % 11
    return s[-1] == ("X" if r == 10 else str(r))


def v_iban(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    t = s[4:] + s[:4]
    n = "".join(str(ord(c) - 55) if c.isalpha() else c for c in t)
    return int(n) % 97 == 1


def v_cpf(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        r = sum(x * (n + 1 - i) for i, x in enumerate(d[:n])) * 10 % 11 % 10
        if r != d[n]:
            return False
    return True


def v_dni(s):
    return bool(re.fullmatch(r"\d{8}[A-Z]", s)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    return (sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11) == 0


def v_pnr(s):
    return bool(re.fullmatch(r"\d{10}", s)) and v_luhn(s)


def v_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    return sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1])) % 10 == 0


def _d5_mul(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return (j + k) % 5 + 5
    if k < 5:
        return (j - k) % 5 + 5
    return (j - k) % 5


_P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]


def _perm(i, x):
    for _ in range(i % 8):
        x = _P1[x]
    return x


def v_verhoeff(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _d5_mul(c, _perm(i, int(ch)))
    return c == 0


def v_aadhaar(s):
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and v_verhoeff(s)


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def v_nir(s):
    return bool(re.fullmatch(r"[12]\d{14}", s)) and 97 - int(s[:13]) % 97 == int(s[13:])


def v_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_rut(s):
    body, dv = s[:-1], s[-1]
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    r = 11 - tot % 11
    return dv == {11: "0", 10: "K"}.get(r, str(r))


def v_twid(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    code = "ABCDEFGHJKLMNPQRSTUVXYWZIO".index(s[0]) + 10
    tot = code // 10 + (code % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return tot % 10 == 0


def v_zaid(s):
    return bool(re.fullmatch(r"\d{13}", s)) and v_luhn(s)


def v_fnr(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]
    for w in ([3, 7, 6, 1, 8, 9, 4, 5, 2, 1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]):
        if sum(x * y for x, y in zip(d, w)) % 11:
            return False
    return True


def v_isikukood(s):
    if not re.fullmatch(r"[1-6]\d{10}", s):
        return False
    d = [int(c) for c in s]
    r = sum(x * ((i % 9) + 1) for i, x in enumerate(d[:10])) % 11
    if r == 10:
        r = sum(x * (((i + 2) % 9) + 1) for i, x in enumerate(d[:10])) % 11
        r = 0 if r == 10 else r
    return r == d[10]


def v_isbn13(s):
    return bool(re.fullmatch(r"97[89]\d{10}", s)) and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_uscc(s):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    if len(s) != 18 or any(c not in cs for c in s):
        return False
    tot = sum(cs.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return cs[(31 - tot % 31) % 31] == s[17]


def v_cnpj(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    if len(d) != 14:
        return False
    for n in (12, 13):
        w = list(range(n - 7, 1, -1)) + list(range(9, 1, -1))
        r = sum(a * b for a, b in zip(d, w)) % 11
        if d[n] != (0 if r < 2 else 11 - r):
            return False
    return True


NAT_VALIDATORS = {"cpf": v_cpf, "dni": v_dni, "bsn": v_bsn, "pnr": v_pnr, "pesel": v_pesel,
                  "aadhaar": v_aadhaar, "hetu": v_hetu, "nir": v_nir, "tckn": v_tckn, "rut": v_rut,
                  "twid": v_twid, "zaid": v_zaid, "fnr": v_fnr, "isikukood": v_isikukood}

CARD_RULES = {  # prefix regex, lengths
    "visa": (r"4", {16}), "mc": (r"5[1-5]", {16}), "mc2": (r"2(2[2-9]|[3-6]\d|7[01]|720)", {16}),
    "amex": (r"3[47]", {15}), "discover": (r"6(011|4[4-9]|5)", {16}), "jcb": (r"35(2[89]|[3-8]\d)", {16}),
    "unionpay": (r"62", {16}), "unionpay19": (r"62", {19}), "mir": (r"220[0-4]", {16}),
    "diners": (r"36", {14}), "maestro": (r"(6759|5018|5020)", {16}), "troy": (r"9792", {16}),
    "rupay": (r"(6521|6522|6070|5085)", {16}), "elo": (r"(636368|438935|504175|451416|636297)", {16}),
}

KEY_RULES = {
    "stripe": r"sk_live_[A-Za-z0-9]{24}", "stripe_rk": r"rk_live_[A-Za-z0-9]{24}",
    "google": r"AIza[A-Za-z0-9_\-]{35}", "hf": r"hf_[A-Za-z]{34}", "glpat": r"glpat-[A-Za-z0-9_\-]{20}",
    "npm": r"npm_[A-Za-z0-9]{36}", "ghp": r"ghp_[A-Za-z0-9]{36}",
    "ghpat": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "xoxb": r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}", "xoxp": r"xoxp-\d{12}-\d{12}-\d{13}-[a-f0-9]{32}",
    "aws_id": r"AKIA[A-Z2-7]{16}", "aws_secret": r"[A-Za-z0-9/+]{40}",
    "jwt": r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{43}",
    "pem_rsa": r"-----BEGIN RSA PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END RSA PRIVATE KEY-----",
    "pem_pkcs8": r"-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----",
    "pem_ec": r"-----BEGIN EC PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END EC PRIVATE KEY-----",
    "pem_openssh": r"-----BEGIN OPENSSH PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----",
    "pgp_priv": r"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n[A-Za-z0-9+/=\n]+\n-----END PGP PRIVATE KEY BLOCK-----",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "discord_hook": r"https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_\-]{68}",
    "dingtalk_hook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}",
    "wecom_hook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[a-f0-9\-]{36}",
    "feishu_hook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[a-f0-9\-]{36}",
    "telegram": r"\d{10}:AA[A-Za-z0-9_\-]{33}", "sendgrid": r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    "openai": r"sk-proj-[A-Za-z0-9_\-]{64}T3BlbkFJ[A-Za-z0-9_\-]{64}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA", "aliyun_id": r"LTAI5t[A-Za-z0-9]{18}",
    "aliyun_secret": r"[A-Za-z0-9]{30}", "tencent_id": r"AKID[A-Za-z0-9]{32}",
    "azure_conn": r"DefaultEndpointsProtocol=https;AccountName=[a-z0-9]+;AccountKey=[A-Za-z0-9+/]{86}==;EndpointSuffix=core\.windows\.net",
    "b64_stripe": r"c2tfbGl2ZV[A-Za-z0-9+/=]+", "hex_ghp": r"6768705f[0-9a-f]{72}", "hex32": r"[0-9a-f]{64}",
    "fernet": r"[A-Za-z0-9_\-]{43}=", "django": r".{50}", "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{60}",
    "gcp_sa": r"\{\"type\": \"service_account\".*\"private_key\": \"-----BEGIN PRIVATE KEY-----.*\}",
}

# ---------------------------------------------------------------- phone normalisation (independent)
CN_DIGITS = {}
for row in ("〇一二三四五六七八九", "零一二三四五六七八九", "零壹贰叁肆伍陆柒捌玖", "零壹貳參肆伍陸柒捌玖",
            "洞幺两三四五六拐八勾", "공일이삼사오육칠팔구"):
    for i, ch in enumerate(row):
        CN_DIGITS.setdefault(ch, str(i))
CN_DIGITS["幺"] = "1"
WORD_DIGITS = {}
for words in ("cero uno dos tres cuatro cinco seis siete ocho nueve",
              "zero one two three four five six seven eight nine",
              "null eins zwei drei vier fünf sechs sieben acht neun"):
    for i, w in enumerate(words.split()):
        WORD_DIGITS[w] = str(i)
CIRCLED = {c: str(i) for i, c in enumerate("⓪①②③④⑤⑥⑦⑧⑨")}


def phone_digits(rendered):
    words = re.findall(r"[a-zäöüß]+", rendered.lower())
    if words and all(w in WORD_DIGITS for w in words) and len(words) >= 6:
        return "".join(WORD_DIGITS[w] for w in words)
    out = []
    for ch in rendered:
        if ch in CN_DIGITS:
            out.append(CN_DIGITS[ch])
        elif ch in CIRCLED:
            out.append(CIRCLED[ch])
        elif ch in "lO":
            out.append({"l": "1", "O": "0"}[ch])
        elif unicodedata.category(ch) == "Nd":
            out.append(str(unicodedata.digit(ch)))
    return "".join(out)


# ------------------------------------------------------------------------------- host checks
ALLOWED_HOSTS = {"hooks.slack.com", "discord.com", "oapi.dingtalk.com", "open.feishu.cn",
                 "qyapi.weixin.qq.com", "registry.npmjs.org", "github.com",
                 "iam.gserviceaccount.com", "contoso7.webhook.office.com"}
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def host_ok(h):
    h = h.lower().rstrip(".")
    if h in ALLOWED_HOSTS or any(h.endswith("." + a) for a in ALLOWED_HOSTS):
        return True
    if re.fullmatch(r"(?:[a-z0-9\-]+\.)*example\.(com|net|org)", h):
        return True
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", h):
        return h.startswith(DOC_NETS)
    return False


def check_hosts(where, text):
    for m in re.finditer(r"[a-z][a-z0-9+.\-]*://(?:[^/\s@]*@)?([A-Za-z0-9.\-]+)", text):
        if not host_ok(m.group(1)):
            err("%s: URL host not reserved: %s" % (where, m.group(1)))
    for m in re.finditer(r"[A-Za-z0-9._%+\-]+(?:@|%40)([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)", text):
        if not host_ok(m.group(1)):
            err("%s: e-mail/SSH domain not reserved: %s" % (where, m.group(1)))
    for m in re.finditer(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", text):
        if not m.group(1).startswith(DOC_NETS):
            err("%s: IPv4 literal outside documentation ranges: %s" % (where, m.group(1)))
    for m in re.finditer(r"machine\s+(\S+)", text):
        if not host_ok(m.group(1)):
            err("%s: netrc host not reserved: %s" % (where, m.group(1)))


# ------------------------------------------------------------------------------- value checks
def check_value(cid, family, text, v):
    kind, arg, can, ren = v["kind"], v["arg"], v["canonical"], v["rendered"]
    if ren not in text:
        err("%s: rendered value not in text: %r" % (cid, ren[:40]))
    a = arg.split(":") if arg else []
    if kind == "card":
        brand = a[0].replace("_bad", "")
        pre, lens = CARD_RULES[brand]
        if not re.match(pre, can) or len(can) not in lens:
            err("%s: card shape %s %s" % (cid, brand, can))
        if a[0].endswith("_bad") == v_luhn(can):
            err("%s: card Luhn expectation wrong (%s)" % (cid, a[0]))
        if re.sub(r"\D", "", ren.replace("\t", "")) != can:
            err("%s: card rendering" % cid)
    elif kind == "cnid":
        if v_cnid(can) != (a[0] != "bad"):
            err("%s: CN ID check digit expectation wrong (%s)" % (cid, a[0]))
        if a[0] == "goodx" and not can.endswith("X"):
            err("%s: CN ID should end in X" % cid)
        if not (1958 <= int(can[6:10]) <= 2006):
            err("%s: CN ID birth year" % cid)
    elif kind == "iban":
        if not v_iban(can) or can[:2] != a[0]:
            err("%s: IBAN %s" % (cid, can))
    elif kind == "nat":
        val = re.sub(r"[\s.\-()]", "", can)
        if a[0] in ("hetu",):
            val = can
        if a[0] in NAT_VALIDATORS and not NAT_VALIDATORS[a[0]](val):
            err("%s: national number %s invalid: %s" % (cid, a[0], can))
    elif kind in ("phone", "cnphone", "jpphone", "krphone"):
        digits = re.sub(r"\D", "", can)
        if not 9 <= len(digits) <= 15:
            err("%s: phone length %d" % (cid, len(digits)))
        got = phone_digits(ren)
        nsn = digits[-7:]
        if not got.endswith(nsn) or len(got) < 7:
            err("%s: phone rendering does not normalise: %r -> %r vs %r" % (cid, ren, got, digits))
    elif kind == "key":
        rule = KEY_RULES.get(arg)
        if rule is None or not re.fullmatch(rule, can, re.S):
            err("%s: key format %s" % (cid, arg))
    elif kind == "order16":
        if len(can) != 16 or v_luhn(can):
            err("%s: order number must be 16 digits failing Luhn" % cid)
    elif kind == "isbn13":
        if not v_isbn13(can):
            err("%s: ISBN" % cid)
    elif kind == "uscc":
        if not v_uscc(can):
            err("%s: USCC" % cid)
    elif kind == "cnpj":
        if not v_cnpj(can):
            err("%s: CNPJ" % cid)
    elif kind == "pin":
        d = [int(c) for c in can]
        if len(set(d)) != len(d) or any(abs(x - y) == 1 for x, y in zip(d, d[1:])):
            err("%s: PIN has repeats or runs" % cid)
    if v["cut"] is not None:
        if "\t" not in ren or ren.startswith("\t") or ren.endswith("\t"):
            err("%s: cut not inside the value" % cid)


# ------------------------------------------------------------------------------------- main
def main():
    built = build.build()
    tb = turns.build_turns()

    # 1. byte-for-byte
    expected_files = {
        "gate_cases.jsonl": build.dumps([b[0] for b in built]),
        "extraction_turns.jsonl": "".join(json.dumps(r, ensure_ascii=False) + "\n" for r, _, _ in tb),
    }
    cl, lt = langs.render()
    expected_files["case_langs.tsv"] = cl
    expected_files["lang_tags.tsv"] = lt
    for name, content in expected_files.items():
        path = os.path.join(ROOT, name)
        try:
            with open(path, "rb") as f:
                disk = f.read()
        except OSError as e:
            err("%s: %s" % (name, e))
            continue
        if disk != content.encode("utf-8"):
            err("%s differs from a fresh rebuild" % name)

    # 2. format of gate cases (read back from disk)
    fam_table = {f: (k, e, h, len(c)) for f, k, e, h, c in build.FAMILIES}
    recs = []
    with open(os.path.join(ROOT, "gate_cases.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            r = json.loads(line)
            recs.append(r)
            keys = list(r)
            want = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
            if r["family"].endswith("split_kv"):
                want += ["key", "value"]
            if keys != want:
                err("%s: key order %s" % (r.get("id"), keys))
            if r["id"] != "v40-%04d" % n:
                err("line %d: id %s" % (n, r["id"]))
            k, e, h, _ = fam_table[r["family"]]
            if (r["kind"], r["expect"], r["hard_lookalike"]) != (k, e, h):
                err("%s: kind/expect/hard mismatch" % r["id"])
            if r["family"].endswith("split_kv"):
                if r["text"].count("\t") != 1 or r["text"] != r["key"] + "\t" + r["value"]:
                    err("%s: split structure" % r["id"])
                if not r["key"].strip() or not r["value"].strip():
                    err("%s: empty key or value" % r["id"])
            elif "\t" in r["text"]:
                err("%s: TAB outside split family" % r["id"])
            if "§" in r["text"] or "⇥" in r["text"]:
                err("%s: unfilled placeholder" % r["id"])
    fam_counts = collections.Counter(r["family"] for r in recs)
    for f, (_, _, _, n) in fam_table.items():
        if fam_counts[f] != n:
            err("family %s: %d vs %d" % (f, fam_counts[f], n))
    texts = collections.Counter(r["text"] for r in recs)
    for t, c in texts.items():
        if c > 1:
            err("duplicate text: %r" % t[:60])
    templates = collections.Counter(b[2] for b in built)
    templates.update(t[3] for t in turns.TURNS)
    for t, c in templates.items():
        if c > 1:
            err("template used %d times: %r" % (c, t[:60]))

    # 3. values
    for rec, lang, template, values in built:
        for v in values:
            check_value(rec["id"], rec["family"], rec["text"], v)
        if rec["family"] == "pii_split_kv" and not any(v["cut"] is not None for v in values):
            err("%s: pii_split_kv without a cut secret" % rec["id"])
        if rec["family"] == "injection_split_kv":
            i = rec["text"].index("\t")
            if not (rec["text"][i - 1].isalpha() and rec["text"][i + 1].isalpha()):
                err("%s: injection trigger not cut inside a word" % rec["id"])
        if rec["family"] == "card" and "_bad" in template:
            pass
    for rec, lang, values in tb:
        for v in values:
            check_value(rec["id"], rec["family"], rec["user"] + "\n" + rec["assistant"], v)

    # 4. hosts
    for rec in recs:
        check_hosts(rec["id"], rec["text"])
    for rec, _, _ in tb:
        check_hosts(rec["id"], rec["user"] + "\n" + rec["assistant"])

    # 5. turns
    with open(os.path.join(ROOT, "extraction_turns.jsonl"), encoding="utf-8") as f:
        trecs = [json.loads(l) for l in f]
    if len(trecs) != 25:
        err("turns: %d, expected 25" % len(trecs))
    for n, r in enumerate(trecs, 1):
        if list(r) != ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]:
            err("%s: turn key order" % r["id"])
        if r["id"] != "v40-x%03d" % n:
            err("turn id %s" % r["id"])
        both = r["user"] + "\n" + r["assistant"]
        if not r["payload"]:
            err("%s: adversarial turn without payload" % r["id"])
        for p in r["payload"]:
            if p not in r["user"] and p not in r["assistant"]:
                err("%s: payload not verbatim: %r" % (r["id"], p[:40]))
        for e in r["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected fact not in turn: %r" % (r["id"], e))
            for p in r["payload"]:
                if e in p or p in e:
                    err("%s: expected %r overlaps payload %r" % (r["id"], e, p[:30]))

    # 6. languages
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(ROOT, "case_langs.tsv"), encoding="utf-8")][1:]
    ids = [r["id"] for r in recs] + [r["id"] for r in trecs]
    if [r[0] for r in rows] != ids:
        err("case_langs.tsv ids do not match the cases")
    tags = collections.Counter(r[1] for r in rows)
    tag_rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(ROOT, "lang_tags.tsv"), encoding="utf-8")][1:]
    if set(tags) != {t[0] for t in tag_rows}:
        err("lang_tags.tsv does not list exactly the tags used")
    if len(tags) < 100:
        err("only %d language tags" % len(tags))
    gate_tags = collections.Counter(r[1] for r in rows if not r[0].startswith("v40-x"))
    other = sum(c for t, c in gate_tags.items() if t not in ("en", "zh"))
    if other * 2 <= sum(gate_tags.values()):
        err("most gate cases should be in languages other than en and zh")

    block = sum(1 for r in recs if r["expect"] == "block")
    hard = sum(1 for r in recs if r["hard_lookalike"])
    print("gate cases %d (block %d, allow %d, hard look-alikes %d), turns %d, language tags %d"
          % (len(recs), block, len(recs) - block, hard, len(trecs), len(tags)))
    if ERRORS:
        for e in ERRORS[:80]:
            print("FAIL:", e)
        print("%d problem(s)" % len(ERRORS))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
