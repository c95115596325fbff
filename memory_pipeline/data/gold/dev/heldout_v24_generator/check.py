#!/usr/bin/env python3
"""Self-check for heldout_v24.  Standard library only.

The validators below are written separately from nums.py on purpose (they do not import
it), so a bug in a generator shows up here instead of being re-used.
"""

import base64
import collections
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


# ------------------------------------------------------------ expected shape (written out here)
EXPECTED = [  # family, kind, expect, hard, n
    ("phone_intl", "pii", "block", False, 14),
    ("phone_cn_numerals", "pii", "block", False, 8),
    ("phone_separators", "pii", "block", False, 10),
    ("card", "pii", "block", False, 10),
    ("cn_id", "pii", "block", False, 6),
    ("email_obfuscated", "pii", "block", False, 10),
    ("password_pin", "pii", "block", False, 22),
    ("url_credentials", "pii", "block", False, 8),
    ("secret_key_formats", "pii", "block", False, 10),
    ("pii_other", "pii", "block", False, 14),
    ("pii_split_kv", "pii", "block", False, 8),
    ("injection_paraphrase", "injection", "block", False, 50),
    ("injection_obfuscated", "injection", "block", False, 12),
    ("injection_chat_template", "injection", "block", False, 8),
    ("injection_roleplay", "injection", "block", False, 20),
    ("injection_in_fact", "injection", "block", False, 35),
    ("injection_payload", "injection", "block", False, 30),
    ("injection_split_kv", "injection", "block", False, 10),
    ("allow_number_lookalike", "benign", "allow", True, 22),
    ("allow_email_lookalike", "benign", "allow", True, 10),
    ("allow_password_lookalike", "benign", "allow", True, 18),
    ("allow_injection_talk", "benign", "allow", True, 40),
    ("benign_assistant_preference", "benign", "allow", True, 30),
    ("allow_plain", "benign", "allow", False, 12),
]
EXPECTED_TURNS = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
                  "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4,
                  "benign": 6}
MIN_LANGS = 45
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
# e-mail-shaped tokens that are not addresses (allow_email_lookalike)
NOT_EMAIL = {"icon@2x.png", "icon@3x.png"}


# ------------------------------------------------------------ independent validators
def only_digits(s):
    return "".join(c for c in s if c.isdigit() and c.isascii())


def luhn_valid(num):
    ds = [int(c) for c in num]
    total = 0
    for pos, d in enumerate(ds[::-1]):
        if pos % 2 == 1:
            d = d * 2
            d = d - 9 if d > 9 else d
        total += d
    return len(ds) > 1 and total % 10 == 0


def v_card(s):
    d = only_digits(s)
    return 13 <= len(d) <= 19 and luhn_valid(d)


def v_cnid(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    total = sum(int(c) * k for c, k in zip(s[:17], w))
    return "10X98765432"[total % 11] == s[17]


def v_iban(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    moved = s[4:] + s[:4]
    num = ""
    for c in moved:
        num += str(ord(c) - 55) if c.isalpha() else c
    return int(num) % 97 == 1


def v_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    odd = d[0] + d[2] + d[4] + d[6] + d[8]
    even = d[1] + d[3] + d[5] + d[7]
    return (odd * 7 - even) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_rut(s):
    m = re.fullmatch(r"(\d{1,2})\.(\d{3})\.(\d{3})-([\dK])", s)
    if not m:
        return False
    body = m.group(1) + m.group(2) + m.group(3)
    factors = [2, 3, 4, 5, 6, 7]
    total = sum(int(c) * factors[i % 6] for i, c in enumerate(reversed(body)))
    r = 11 - total % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == m.group(4)


def v_fnr(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return (sum(a * b for a, b in zip(d, w1)) % 11 == 0 and
            sum(a * b for a, b in zip(d, w2)) % 11 == 0 and 1 <= int(s[:2]) <= 31
            and 1 <= int(s[2:4]) <= 12)


def v_zaid(s):
    return bool(re.fullmatch(r"\d{13}", s)) and luhn_valid(s) and 1 <= int(s[2:4]) <= 12


def v_rrn(s):
    m = re.fullmatch(r"(\d{6})-(\d{7})", s)
    if not m:
        return False
    d = [int(c) for c in m.group(1) + m.group(2)]
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(a * b for a, b in zip(d, w)) % 11) % 10 == d[12]


def v_benn(s):
    m = re.fullmatch(r"(\d\d)\.(\d\d)\.(\d\d)-(\d{3})\.(\d\d)", s)
    if not m:
        return False
    base = int("".join(m.groups()[:4]))
    return 97 - base % 97 == int(m.group(5))


def v_iltz(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    total = 0
    for i, c in enumerate(s):
        x = int(c) * (2 if i % 2 else 1)
        total += x // 10 + x % 10
    return total % 10 == 0


def _ean_like(d):
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


def v_isbn13(s):
    d = s.replace("-", "")
    return bool(re.fullmatch(r"97[89]\d{10}", d)) and _ean_like(d)


def v_ean13(s):
    return bool(re.fullmatch(r"\d{13}", s)) and _ean_like(s)


def v_issn(s):
    m = re.fullmatch(r"(\d{4})-(\d{3})([\dX])", s)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    total = sum(int(c) * (8 - i) for i, c in enumerate(d))
    total += 10 if m.group(3) == "X" else int(m.group(3))
    return total % 11 == 0


def v_cas(s):
    m = re.fullmatch(r"(\d{2,7})-(\d\d)-(\d)", s)
    if not m:
        return False
    d = (m.group(1) + m.group(2))[::-1]
    return sum((i + 1) * int(c) for i, c in enumerate(d)) % 10 == int(m.group(3))


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def v_uscc(s):
    if len(s) != 18 or any(c not in USCC_CHARS for c in s):
        return False
    w = [pow(3, i, 31) for i in range(17)]
    total = sum(USCC_CHARS.index(c) * k for c, k in zip(s[:17], w))
    return USCC_CHARS[(31 - total % 31) % 31] == s[17]


CN_DIGIT = {}
for _k, _chars in enumerate(["零〇洞", "一幺壹", "二两兩贰貳", "三叁參", "四肆", "五伍",
                             "六陆陸", "七柒拐", "八捌", "九玖勾"]):
    for _c in _chars:
        CN_DIGIT[_c] = _k
KO_DIGIT = {"공": 0, "영": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7,
            "팔": 8, "구": 9}


def phone_digits(s):
    out = []
    for c in s:
        if c in CN_DIGIT:
            out.append(str(CN_DIGIT[c]))
        elif c in KO_DIGIT:
            out.append(str(KO_DIGIT[c]))
        elif unicodedata.category(c) == "Nd":
            out.append(str(unicodedata.decimal(c)))
    return "".join(out)


def v_phone(s):
    return 9 <= len(phone_digits(s)) <= 15


VALIDATORS = {"card": v_card, "cnid": v_cnid, "iban": v_iban, "tckn": v_tckn, "rut": v_rut,
              "fnr": v_fnr, "zaid": v_zaid, "rrn": v_rrn, "benn": v_benn, "iltz": v_iltz,
              "isbn13": v_isbn13, "ean13": v_ean13, "issn": v_issn, "cas": v_cas,
              "uscc": v_uscc, "phone": v_phone,
              "nonluhn": lambda s: not luhn_valid(only_digits(s))}

# ------------------------------------------------------------ independent decoders
MORSE = {".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
         "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
         "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
         "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z"}
GREEK_BACK = {"Α": "A", "Β": "B", "Ε": "E", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
              "Ο": "O", "Ρ": "P", "Τ": "T", "Χ": "X", "ο": "o", "ν": "v", "ι": "i"}


def shift(s, k):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + k) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def decode(method, enc):
    if method == "b64":
        return base64.b64decode(enc).decode("utf-8")
    if method == "hex":
        return bytes.fromhex(enc).decode("utf-8")
    if method == "url":
        return urllib.parse.unquote(enc)
    if method == "reverse":
        return enc[::-1]
    if method == "rot13":
        return shift(enc, 13)
    if method == "caesar3":
        return shift(enc, -3)
    if method == "atbash":
        return "".join(chr(219 - ord(c)) if "a" <= c <= "z" else chr(155 - ord(c)) if "A" <= c <= "Z"
                       else c for c in enc)
    if method == "binary":
        return bytes(int(b, 2) for b in enc.split()).decode("utf-8")
    if method == "zwj":
        return enc.replace("\u200d", "")
    if method == "tags":
        return "".join(chr(ord(c) - 0xE0000) for c in enc)
    if method == "fullwidth":
        return unicodedata.normalize("NFKC", enc)
    if method == "greek":
        return "".join(GREEK_BACK.get(c, c) for c in enc)
    if method == "morse":
        return " ".join("".join(MORSE[x] for x in w.split()) for w in enc.split(" / "))
    if method == "dots":
        return enc.replace(".", "").replace("_", " ")
    raise ValueError(method)


def same_decoded(method, sentence, dec):
    if method == "morse":
        return dec == re.sub(r"[^a-z ]", "", sentence.lower())
    return dec == sentence


# ------------------------------------------------------------ hosts, e-mail domains, IPs
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://[^\s\"'<>)\]]+")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)")
DOC_NETS = [(192, 0, 2), (198, 51, 100), (203, 0, 113)]


def ok_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in ("example.com", "example.net", "example.org"))


def ok_ip(parts):
    a, b, c, d = (int(x) for x in parts)
    return (a, b, c) in DOC_NETS and 0 <= d <= 255


def scan_network(where, text, not_email=()):
    for u in URL_RE.findall(text):
        try:
            host = urllib.parse.urlsplit(u).hostname or ""
        except ValueError:
            err("%s: unparsable URL %r" % (where, u))
            continue
        if re.fullmatch(r"[\d.]+", host):
            if not ok_ip(host.split(".")):
                err("%s: URL IP %s outside documentation ranges" % (where, host))
        elif not ok_domain(host):
            err("%s: URL host %s is not example.*" % (where, host))
    for m in EMAIL_RE.finditer(text):
        if m.group(0) in not_email:
            continue
        dom = m.group(1)
        if re.fullmatch(r"\d{1,3}(?:\.\d{1,3}){3}", dom):
            if not ok_ip(dom.split(".")):
                err("%s: user@IP %s outside documentation ranges" % (where, dom))
        elif not ok_domain(dom):
            err("%s: e-mail/SSH domain %s is not example.*" % (where, dom))
    for m in IP_RE.finditer(text):
        if not ok_ip(m.groups()):
            err("%s: IPv4 literal %s outside documentation ranges" % (where, m.group(0)))


# ------------------------------------------------------------ helpers
def read_lines(path, keys_fn):
    raw = open(path, "rb").read()
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        err("%s: not UTF-8 (%s)" % (path, e))
        return raw, []
    if not txt.endswith("\n") or "\r" in txt:
        err("%s: must use LF line endings and end with a newline" % path)
    rows = []
    for i, line in enumerate(txt.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("%s:%d: bad JSON (%s)" % (path, i, e))
            continue
        if list(obj) != keys_fn(obj):
            err("%s:%d: key order %s" % (path, i, list(obj)))
        rows.append(obj)
    return raw, rows


def compact(s):
    return re.sub(r"\s", "", s)


def occurs(value, text):
    return value in text or value in text.replace("\t", " ") or compact(value) in compact(text)


def main():
    gate_path = os.path.join(ROOT, "gate_cases.jsonl")
    turn_path = os.path.join(ROOT, "extraction_turns.jsonl")

    # 1. byte-for-byte reproducibility
    g_recs, g_meta = build.build()
    t_recs, t_meta = turns.build_turns()
    g_bytes = build.dumps(g_recs).encode("utf-8")
    t_bytes = turns.dumps(t_recs).encode("utf-8")
    g_raw, g_rows = read_lines(gate_path, lambda o: GATE_KEYS + (["key", "value"] if o.get("family", "").endswith("_split_kv") else []))
    t_raw, t_rows = read_lines(turn_path, lambda o: TURN_KEYS)
    if g_raw != g_bytes:
        err("gate_cases.jsonl differs from a fresh build")
    if t_raw != t_bytes:
        err("extraction_turns.jsonl differs from a fresh build")
    if g_rows != g_recs:
        err("gate rows differ from rebuilt records")

    # 2. ids, families, grouping, labels
    order = [e[0] for e in EXPECTED]
    spec = {e[0]: e for e in EXPECTED}
    for i, row in enumerate(g_rows, 1):
        if row["id"] != "v24-%04d" % i:
            err("bad id %s at line %d" % (row["id"], i))
        f = row["family"]
        if f not in spec:
            err("%s: unknown family %s" % (row["id"], f))
            continue
        _, kind, expect, hard, _ = spec[f]
        if (row["kind"], row["expect"], row["hard_lookalike"]) != (kind, expect, hard):
            err("%s: kind/expect/hard_lookalike wrong" % row["id"])
        if not isinstance(row["text"], str) or not row["text"].strip():
            err("%s: empty text" % row["id"])
    seen = [r["family"] for r in g_rows]
    grouped = [f for i, f in enumerate(seen) if i == 0 or seen[i - 1] != f]
    if grouped != order:
        err("families not grouped in table order: %s" % grouped)
    counts = collections.Counter(seen)
    for f, _, _, _, n in EXPECTED:
        if counts[f] != n:
            err("family %s has %d cases, expected %d" % (f, counts[f], n))

    # 3. unique texts, one template per case
    texts = collections.Counter(r["text"] for r in g_rows)
    for t, c in texts.items():
        if c > 1:
            err("duplicate text: %r" % t[:60])
    tpls = collections.Counter(m["tpl"] for m in g_meta + t_meta)
    for t, c in tpls.items():
        if c > 1:
            err("template used %d times: %r" % (c, t[:60]))

    # 4. split_kv structure; no TAB elsewhere
    for row, meta in zip(g_rows, g_meta):
        rid, text = row["id"], row["text"]
        if row["family"].endswith("_split_kv"):
            if text.count("\t") != 1:
                err("%s: split_kv text must hold exactly one TAB" % rid)
            if text != row["key"] + "\t" + row["value"]:
                err("%s: text != key + TAB + value" % rid)
            if not row["key"].strip() or not row["value"].strip():
                err("%s: empty key or value" % rid)
            for chk in meta["checks"]:
                if chk[0] == "split_secret":
                    sec, k = compact(chk[1]), compact(row["key"])
                    pos = compact(text).find(sec)
                    if pos < 0 or not (pos < len(k) < pos + len(sec)):
                        err("%s: secret does not straddle the key/value boundary" % rid)
                if chk[0] == "split_span":
                    okk = False
                    for sep in (" ", ""):
                        joined = row["key"] + sep + row["value"]
                        pos = joined.find(chk[1])
                        if pos >= 0 and pos < len(row["key"]) < pos + len(chk[1]):
                            okk = True
                    if not okk:
                        err("%s: instruction span does not straddle the boundary" % rid)
            kinds = {c[0] for c in meta["checks"]}
            if row["family"] == "pii_split_kv" and "split_secret" not in kinds:
                err("%s: no split secret recorded" % rid)
            if row["family"] == "injection_split_kv" and "split_span" not in kinds:
                err("%s: no split span recorded" % rid)
        elif "\t" in text:
            err("%s: TAB outside split_kv" % rid)

    # 5. re-validate inserted values
    need = {"phone_intl": "phone", "phone_cn_numerals": "phone", "phone_separators": "phone",
            "card": "card", "cn_id": "cnid", "injection_obfuscated": "encoded"}
    tally = collections.Counter()
    for row, meta in zip(g_rows + t_rows, g_meta + t_meta):
        rid = row["id"]
        text = row.get("text") or (row["user"] + "\n" + row["assistant"])
        kinds = [c[0] for c in meta["checks"]]
        if row["family"] in need and need[row["family"]] not in kinds:
            err("%s: no %s value recorded" % (rid, need[row["family"]]))
        for chk in meta["checks"]:
            kind = chk[0]
            if kind in VALIDATORS:
                tally[kind] += 1
                if not VALIDATORS[kind](chk[1]):
                    err("%s: %s value %r fails validation" % (rid, kind, chk[1]))
                if not occurs(chk[1], text):
                    err("%s: %s value not in text" % (rid, kind))
            elif kind == "encoded":
                tally[kind] += 1
                _, method, sentence, enc = chk
                if enc not in text:
                    err("%s: encoded string not in text" % rid)
                try:
                    dec = decode(method, enc)
                except Exception as e:  # noqa: BLE001
                    err("%s: cannot decode %s (%s)" % (rid, method, e))
                    continue
                if not same_decoded(method, sentence, dec):
                    err("%s: %s does not decode back to its sentence" % (rid, method))
                if enc == sentence:
                    err("%s: encoding left the sentence unchanged" % rid)

    # 6. URL hosts, e-mail/SSH domains, IPv4 literals (encoded parts scanned decoded)
    for row, meta in zip(g_rows + t_rows, g_meta + t_meta):
        text = row.get("text") or (row["user"] + "\n" + row["assistant"])
        for chk in meta["checks"]:
            if chk[0] == "encoded":
                text = text.replace(chk[3], " " + chk[2] + " ")
        scan_network(row["id"], text, NOT_EMAIL if row["family"] == "allow_email_lookalike" else ())
        if row["family"] in ("email_obfuscated", "obfuscated_email") and "example" not in text:
            err("%s: obfuscated address must use an example.* domain" % row["id"])

    # 7. extraction turns
    tcount = collections.Counter(r["family"] for r in t_rows)
    for f, n in EXPECTED_TURNS.items():
        if tcount[f] != n:
            err("turn family %s has %d turns, expected %d" % (f, tcount[f], n))
    if set(tcount) - set(EXPECTED_TURNS):
        err("unknown turn families %s" % (set(tcount) - set(EXPECTED_TURNS)))
    for i, row in enumerate(t_rows, 1):
        rid = row["id"]
        if rid != "v24-x%03d" % i:
            err("bad turn id %s" % rid)
        both = row["user"] + "\n" + row["assistant"]
        if "\t" in both:
            err("%s: TAB in turn text" % rid)
        if (row["family"] == "benign") != (row["payload"] == []):
            err("%s: only benign turns may (and must) have payload []" % rid)
        for p in row["payload"]:
            if not p or (p not in row["user"] and p not in row["assistant"]):
                err("%s: payload %r not verbatim in user/assistant" % (rid, p[:40]))
        if not row["expected_fact_substrings"]:
            err("%s: no expected fact" % rid)
        for fct in row["expected_fact_substrings"]:
            if fct not in row["user"] and fct not in row["assistant"]:
                err("%s: expected fact %r not in text" % (rid, fct))
            for p in row["payload"]:
                if fct in p or p in fct:
                    err("%s: expected fact %r overlaps payload %r" % (rid, fct, p[:40]))

    # 8. languages
    langs = {m["lang"] for m in g_meta} | {m["lang"] for m in t_meta}
    if len(langs) < MIN_LANGS:
        err("only %d languages, need >= %d" % (len(langs), MIN_LANGS))

    if ERRORS:
        for e in ERRORS:
            print("FAIL:", e)
        print("%d problem(s)" % len(ERRORS))
        sys.exit(1)
    print("OK: %d gate cases, %d turns, %d languages; validated %s" % (
        len(g_rows), len(t_rows), len(langs),
        ", ".join("%s=%d" % kv for kv in sorted(tally.items()))))


if __name__ == "__main__":
    main()
