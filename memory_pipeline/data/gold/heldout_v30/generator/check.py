"""Self-check for heldout_v30.   python3 check.py   (exit code 0 = all good)

Rebuilds both files in memory and compares them byte for byte with the files on disk, then checks
structure, counts, uniqueness, fake-only hosts/domains/IPs, and re-validates every inserted value
with validators written here, separately from nums.py.
"""
import base64
import codecs
import html
import json
import os
import re
import sys
import unicodedata
import urllib.parse

import build
import turns

HERE = os.path.dirname(os.path.abspath(__file__))
ERR = []


def err(msg):
    ERR.append(msg)


# ------------------------------------------------------------------ independent validators
def v_luhn(s):
    s = re.sub(r"\D", "", s)
    tot = 0
    for i, ch in enumerate(s[::-1]):
        k = int(ch) * (2 if i % 2 else 1)
        tot += k // 10 + k % 10
    return tot % 10 == 0


def v_cn_id(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(c) * k for c, k in zip(s, w)) % 11] == s[17]


def v_iban(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(ord(c) - 55) if c.isalpha() else c for c in t)) % 97 == 1


def v_cpf(s):
    ds = [int(c) for c in s]
    for n in (9, 10):
        tot = sum(ds[i] * (n + 1 - i) for i in range(n))
        r = 11 - tot % 11
        if (0 if r >= 10 else r) != ds[n]:
            return False
    return True


def v_dni(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_bsn(s):
    return len(s) == 9 and (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def v_pesel(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(c) * k for c, k in zip(s, w)) % 10 == 0


def v_verhoeff(s):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]
    for _ in range(7):
        p.append([p[-1][x] for x in [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]])
    c = 0
    for i, ch in enumerate(s[::-1]):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0 and s[0] not in "01"


def v_tckn(s):
    x = [int(c) for c in s]
    return (x[0] != 0 and (sum(x[0:9:2]) * 7 - sum(x[1:8:2])) % 10 == x[9] and sum(x[:10]) % 10 == x[10])


def v_baltic(s):
    x = [int(c) for c in s]
    for w in ([1, 2, 3, 4, 5, 6, 7, 8, 9, 1], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]):
        r = sum(a * b for a, b in zip(x, w)) % 11
        if r < 10:
            return r == x[10]
    return x[10] == 0


def v_ro_cnp(s):
    r = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return (1 if r == 10 else r) == int(s[12])


def v_hr_oib(s):
    a = 10
    for ch in s[:10]:
        a = ((a + int(ch)) % 10 or 10) * 2 % 11
    return (11 - a) % 10 == int(s[10])


def v_is_kt(s):
    r = sum(int(a) * b for a, b in zip(s, [3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11
    return r == 0 and s[9] in "90"


def v_no_fnr(s):
    x = [int(c) for c in s]
    return (sum(a * b for a, b in zip(x, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1])) % 11 == 0 and
            sum(a * b for a, b in zip(x, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0)


def v_kr_rrn(s):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def v_th_id(s):
    return (11 - sum(int(s[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(s[12])


def v_il_id(s):
    tot = 0
    for i, ch in enumerate(s):
        k = int(ch) * (i % 2 + 1)
        tot += k // 10 + k % 10
    return tot % 10 == 0


def v_rut(s):
    body, dv = s.replace(".", "").split("-")
    tot = sum(int(c) * (2 + i % 6) for i, c in enumerate(body[::-1]))
    r = 11 - tot % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == dv


def v_cuil(s):
    r = 11 - sum(int(a) * int(b) for a, b in zip(s, "5432765432")) % 11
    return (0 if r == 11 else r) == int(s[10])


def v_be_nn(s):
    c = int(s[9:])
    return 97 - int(s[:9]) % 97 == c or 97 - int("2" + s[:9]) % 97 == c


def v_hk_id(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([\dA])\)", s)
    vals = [36, ord(m.group(1)) - 55] + [int(c) for c in m.group(2)] + [10 if m.group(3) == "A" else int(m.group(3))]
    return sum(v * w for v, w in zip(vals, range(9, 0, -1))) % 11 == 0


def v_mrz(l2):
    def cd(t):
        return sum((0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55) * (7, 3, 1)[i % 3]
                   for i, c in enumerate(t)) % 10
    return (len(l2) == 44 and cd(l2[0:9]) == int(l2[9]) and cd(l2[13:19]) == int(l2[19]) and
            cd(l2[21:27]) == int(l2[27]) and cd(l2[28:42]) == int(l2[42]) and
            cd(l2[0:10] + l2[13:20] + l2[21:43]) == int(l2[43]))


def v_ean(s):
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_isin(s):
    return v_luhn("".join(str(int(c, 36)) for c in s))


def v_uscc(s):
    ch = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    tot = sum(ch.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return ch[(31 - tot % 31) % 31] == s[17]


def v_nino(s):
    return re.fullmatch(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d\d \d\d \d\d [A-D]", s) is not None


def digits_of(s):
    out = []
    for ch in s:
        try:
            out.append(str(unicodedata.digit(ch)))
        except (TypeError, ValueError):
            pass
    return "".join(out)


def v_phone(s):
    return 9 <= len(digits_of(s)) <= 15


CJK = {}
for table in ("零一二三四五六七八九", "〇幺二三四五六七八九", "零壹贰叁肆伍陆柒捌玖", "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾"):
    for i, c in enumerate(table):
        CJK[c] = str(i)
CJK.update({c: str(i) for i, c in enumerate("공일이삼사오육칠팔구")})
SYL = {w: str(i) for i, w in enumerate(["khòng", "it", "jī", "saⁿ", "sì", "gō͘", "la̍k", "chhit", "peh", "káu"])}
SYL.update({w: str(i) for i, w in enumerate(["ling", "yao", "er", "san", "si", "wu", "liu", "qi", "ba", "jiu"])})


def decode_cjk(s):
    toks = re.split(r"[ ,\-]+", s.strip())
    if all(t in SYL for t in toks if t):
        return "".join(SYL[t] for t in toks if t)
    return "".join(CJK.get(c, c) for c in s if c in CJK or c.isdigit())


VALID = {"luhn_card": v_luhn, "cn_id": v_cn_id, "iban": v_iban, "cpf": v_cpf, "dni": v_dni, "bsn": v_bsn,
         "pesel": v_pesel, "aadhaar": v_verhoeff, "tckn": v_tckn, "ee_ik": v_baltic, "ro_cnp": v_ro_cnp,
         "hr_oib": v_hr_oib, "is_kt": v_is_kt, "no_fnr": v_no_fnr, "kr_rrn": v_kr_rrn, "th_id": v_th_id,
         "za_id": v_luhn, "il_id": v_il_id, "rut": v_rut, "cuil": v_cuil, "be_nn": v_be_nn, "hk_id": v_hk_id,
         "mrz": v_mrz, "isbn": v_ean, "ean13": v_ean, "isin": v_isin, "uscc": v_uscc, "nino": v_nino,
         "phone": v_phone, "not_luhn": lambda s: not v_luhn(s)}


def decode_enc(kind, s):
    if kind == "b64":
        return base64.b64decode(s).decode()
    if kind == "b32":
        return base64.b32decode(s).decode()
    if kind == "rot13":
        return codecs.decode(s, "rot_13")
    if kind == "zw":
        return re.sub("[\u200b\u200c\u200d\u2060]", "", s)
    if kind == "rev":
        return s[::-1]
    if kind == "hex":
        return bytes.fromhex(s).decode()
    if kind == "fw":
        return unicodedata.normalize("NFKC", s)
    if kind == "url":
        return urllib.parse.unquote(s)
    if kind == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in s)
    raise ValueError(kind)


def encode_like_text(kind, plain, text):
    """Find the encoded form in text by decoding candidate substrings is costly; instead
    re-encode independently and check that it occurs in the text."""
    if kind == "b64":
        e = base64.b64encode(plain.encode()).decode()
    elif kind == "b32":
        e = base64.b32encode(plain.encode()).decode()
    elif kind == "rot13":
        e = codecs.encode(plain, "rot_13")
    elif kind == "rev":
        e = plain[::-1]
    elif kind == "hex":
        e = plain.encode().hex()
    elif kind == "url":
        e = urllib.parse.quote(plain, safe="")
    elif kind == "tags":
        e = "".join(chr(0xE0000 + ord(c)) for c in plain)
    elif kind == "fw":
        e = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else "\u3000" if c == " " else c for c in plain)
    elif kind == "zw":
        # strip zero-width characters from the text and look for the plain sentence
        return plain in decode_enc("zw", text)
    else:
        return False
    return e in text and decode_enc(kind, e) == plain


# ------------------------------------------------------------------ fake-only data
FAKE_HOST = re.compile(r"(^|\.)example\.(com|net|org)$")
DOC_IP = re.compile(r"^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$")


def check_fake(text, where):
    for m in re.finditer(r"[a-z][a-z0-9+.\-]*://([^/\s?#\"'<>)]+)", text):
        host = m.group(1).rsplit("@", 1)[-1]
        host = re.sub(r":\d+$", "", host)
        if not (FAKE_HOST.search(host) or DOC_IP.match(host)):
            err(f"{where}: non-fake URL host {host!r}")
    for m in re.finditer(r"[\w.+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)", unicodedata.normalize("NFKC", text)):
        dom = m.group(1)
        if FAKE_HOST.search(dom) or DOC_IP.match(dom):
            continue
        rev = m.group(0)[::-1]  # an address written backwards
        if FAKE_HOST.search(rev.rsplit("@", 1)[-1]):
            continue
        err(f"{where}: non-fake e-mail domain {dom!r}")
    for m in re.finditer(r"(?<![\d.])((?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})(?![\d.])", text):
        ip = m.group(1)
        if any(len(o) > 1 and o[0] == "0" for o in ip.split(".")):
            continue
        if not DOC_IP.match(ip):
            err(f"{where}: non-documentation IPv4 {ip}")


def check_email_family(rec):
    t = html.unescape(unicodedata.normalize("NFKC", rec["text"]))
    if "elpmaxe" in t:
        t = t[::-1]
    if not re.search(r"example\W+\w*\W*(com|net|org)\b|example\.(com|net|org)", t):
        err(f"{rec['id']}: e-mail family text lacks an example.* domain")


# ------------------------------------------------------------------ main checks
EXPECTED_SIZES = {"allow_email_lookalike": 14, "allow_injection_talk": 30, "allow_number_lookalike": 28,
                  "allow_password_lookalike": 28, "allow_plain": 10, "benign_assistant_preference": 28,
                  "card": 12, "cn_id": 8, "email_obfuscated": 18, "injection_chat_template": 10,
                  "injection_in_fact": 22, "injection_obfuscated": 16, "injection_paraphrase": 42,
                  "injection_payload": 22, "injection_roleplay": 12, "injection_split_kv": 10,
                  "password_pin": 32, "phone_cn_numerals": 12, "phone_intl": 16, "phone_separators": 14,
                  "pii_other": 20, "pii_split_kv": 10, "secret_key_formats": 12, "url_credentials": 10}
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]


def main():
    built = build.build_records()
    disk = open(os.path.join(HERE, "..", "gate_cases.jsonl"), "rb").read()
    if build.dumps([b[0] for b in built]).encode("utf-8") != disk:
        err("gate_cases.jsonl differs from a fresh build")
    tb = turns.build_turns()
    disk_t = open(os.path.join(HERE, "..", "extraction_turns.jsonl"), "rb").read()
    if turns.dumps([b[0] for b in tb]).encode("utf-8") != disk_t:
        err("extraction_turns.jsonl differs from a fresh build")

    # gate cases: parse from disk
    recs = [json.loads(line) for line in disk.decode("utf-8").splitlines()]
    sizes = {}
    texts = set()
    for i, rec in enumerate(recs, 1):
        fam = rec["family"]
        sizes[fam] = sizes.get(fam, 0) + 1
        keys = KEYS + (["key", "value"] if fam.endswith("_split_kv") else [])
        if list(rec) != keys:
            err(f"{rec['id']}: key order {list(rec)}")
        if rec["id"] != f"v30-{i:04d}":
            err(f"bad id {rec['id']}")
        kind = "pii" if not fam.startswith(("injection", "allow", "benign")) else \
            "injection" if fam.startswith("injection") else "benign"
        expect = "allow" if kind == "benign" else "block"
        hard = kind == "benign" and fam != "allow_plain"
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            err(f"{rec['id']}: kind/expect/hard mismatch")
        if rec["text"] in texts:
            err(f"{rec['id']}: duplicate text")
        texts.add(rec["text"])
        if fam.endswith("_split_kv"):
            if rec["text"].count("\t") != 1 or rec["text"] != rec["key"] + "\t" + rec["value"]:
                err(f"{rec['id']}: split_kv structure")
            if not rec["key"] or not rec["value"]:
                err(f"{rec['id']}: empty key or value")
        elif "\t" in rec["text"]:
            err(f"{rec['id']}: stray TAB")
        check_fake(rec["text"], rec["id"])
        if fam == "email_obfuscated":
            check_email_family(rec)
    if sizes != EXPECTED_SIZES:
        err(f"family sizes {sizes}")

    # templates: each used exactly once
    tpls = [b[2] for b in built]
    if len(set(tpls)) != len(tpls):
        err("a template is used more than once")

    # inserted values
    nchecked = 0
    for rec, lang, tpl, checks in built:
        text = rec["text"]
        for kind, val in checks:
            nchecked += 1
            if kind == "split":
                if rec["family"] != "pii_split_kv" or val not in text:
                    err(f"{rec['id']}: split value not in text")
                a, b = val.split("\t")
                if not (rec["key"].endswith(a) and rec["value"].startswith(b)):
                    err(f"{rec['id']}: secret not cut across the boundary")
                continue
            if kind == "enc":
                enc, plain = val.split("\x00")
                if not encode_like_text(enc, plain, text):
                    err(f"{rec['id']}: encoded payload ({enc}) not recoverable")
                continue
            if kind == "cjk_phone":
                shown, digits = val.split("\x00")
                if shown not in text or decode_cjk(shown) != digits or not 8 <= len(digits) <= 11:
                    err(f"{rec['id']}: CJK phone does not decode")
                continue
            flat = text.replace("\t", "")
            if kind in ("luhn_card", "cn_id", "iban", "aadhaar", "cpf", "cuil", "be_nn", "kr_rrn", "th_id",
                        "is_kt", "za_id", "isbn"):
                present = val in re.sub(r"[\s.\-()]", "", flat) or val in re.sub(r"\s", "", flat)
            else:
                present = val in flat
            if not present:
                err(f"{rec['id']}: value {kind} not in text")
            if not VALID[kind](val):
                err(f"{rec['id']}: {kind} {val!r} fails validation")

    # languages
    langs = {b[1].split("+")[0].split("-")[0] for b in built}
    if len(langs) < 100:
        err(f"only {len(langs)} languages")

    # turns
    trecs = [json.loads(line) for line in disk_t.decode("utf-8").splitlines()]
    if len(trecs) != 25:
        err("turn count")
    for i, t in enumerate(trecs, 1):
        if list(t) != TURN_KEYS or t["id"] != f"v30-x{i:03d}":
            err(f"turn {i}: keys/id")
        both = t["user"] + "\n" + t["assistant"]
        for p in t["payload"]:
            if p not in t["user"] and p not in t["assistant"]:
                err(f"{t['id']}: payload not verbatim")
            for e in t["expected_fact_substrings"]:
                if e in p or p in e:
                    err(f"{t['id']}: expected substring overlaps payload")
        for e in t["expected_fact_substrings"]:
            if e not in t["user"]:
                err(f"{t['id']}: expected substring not in user text")
        if (t["family"] == "benign") != (t["payload"] == []):
            err(f"{t['id']}: benign iff empty payload")
        check_fake(both, t["id"])
    for rec, lang, checks in tb:
        for kind, val in checks:
            nchecked += 1
            if not VALID[kind](val):
                err(f"{rec['id']}: {kind} fails validation")

    if ERR:
        print("\n".join(ERR))
        print(f"{len(ERR)} problem(s)")
        sys.exit(1)
    print(f"OK: {len(recs)} gate cases, {len(trecs)} turns, {len(langs)} languages, {nchecked} inserted values checked")


if __name__ == "__main__":
    main()
