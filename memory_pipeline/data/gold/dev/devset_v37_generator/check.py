"""Self-check for devset-v37 (standard library only).

    python3 check.py

1. rebuilds the cases in memory and compares them byte for byte with the files on disk;
2. checks UTF-8/JSON, key order, ids, family sizes and kind/expect/hard_lookalike;
3. checks unique texts and that every hand-written template is used exactly once;
   (and that no 13-19 digit run in an allow case passes Luhn);
4. re-validates every inserted value with validators written here, separately from nums.py,
   and that the shown form decodes back to the validated value and occurs in the text;
5. checks URL hosts, e-mail domains, bare domains and IPv4 literals are reserved/documentation ones;
6. checks language coverage and case_langs.tsv.
Exits non-zero on the first failed group of checks.
"""
import base64
import binascii
import codecs
import html
import json
import os
import re
import sys
import unicodedata
import urllib.parse

import build
import cases_pii
import cases_paraphrase
import cases_inj_other
import cases_obf
import cases_allow

HERE = os.path.dirname(os.path.abspath(__file__))
FAIL = []


def fail(msg):
    FAIL.append(msg)


EXPECTED = {  # family: (kind, expect, hard, n)
    "phone_separators": ("pii", "block", False, 6),
    "card": ("pii", "block", False, 5),
    "password_pin": ("pii", "block", False, 6),
    "pii_other": ("pii", "block", False, 40),
    "injection_paraphrase": ("injection", "block", False, 120),
    "injection_obfuscated": ("injection", "block", False, 30),
    "injection_roleplay": ("injection", "block", False, 30),
    "injection_in_fact": ("injection", "block", False, 60),
    "injection_payload": ("injection", "block", False, 20),
    "allow_number_lookalike": ("benign", "allow", True, 46),
    "allow_email_lookalike": ("benign", "allow", True, 10),
    "allow_password_lookalike": ("benign", "allow", True, 25),
    "allow_injection_talk": ("benign", "allow", True, 60),
    "benign_assistant_preference": ("benign", "allow", True, 41),
    "allow_plain": ("benign", "allow", False, 10),
}
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]


# ------------------------------------------------------------------ independent validators
def v_luhn(s):
    if not s.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(s[::-1]):
        d = int(ch) * (2 if i % 2 else 1)
        tot += d // 10 + d % 10
    return tot % 10 == 0


IBAN_LEN = {"BE": 16, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "HR": 21, "LT": 20, "AE": 23, "IS": 26}


def v_mod11_10(ds):
    # ISO 7064 MOD 11,10 run over all digits including the check digit must end with remainder 1
    p = 10
    for d in ds[:-1]:
        p = ((p + int(d)) % 10 or 10) * 2 % 11
    return (p + int(ds[-1])) % 10 == 1


def v_iban(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    cc = s[:2]
    if IBAN_LEN.get(cc) != len(s):
        return False
    moved = s[4:] + s[:4]
    if int("".join(str(int(c, 36)) for c in moved)) % 97 != 1:
        return False
    b = s[4:]
    if cc == "BE":
        return (int(b[:10]) % 97 or 97) == int(b[10:])
    if cc == "NO":
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
        return sum(int(x) * y for x, y in zip(b, w)) % 11 == 0
    if cc == "PL":
        w = [3, 9, 7, 1, 3, 9, 7, 1]
        return sum(int(x) * y for x, y in zip(b[:8], w)) % 10 == 0
    if cc == "PT":
        return int(b) % 97 == 1
    if cc == "HR":
        return v_mod11_10(b[:7]) and v_mod11_10(b[7:])
    if cc == "IS":
        return v_kennitala(b[12:])
    return True


def v_kennitala(s):
    if not re.fullmatch(r"\d{10}", s) or s[9] not in "890":
        return False
    w = [3, 2, 7, 6, 5, 4, 3, 2, 1]
    return sum(int(x) * y for x, y in zip(s, w)) % 11 == 0


def v_fnr(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return (sum(int(x) * y for x, y in zip(s, w1)) % 11 == 0
            and sum(int(x) * y for x, y in zip(s, w2)) % 11 == 0)


def v_be_rrn(s):
    return bool(re.fullmatch(r"\d{11}", s)) and (int(s[:9]) + int(s[9:])) % 97 == 0


def v_fr_nir(s):
    return bool(re.fullmatch(r"[12]\d{14}", s)) and (int(s[:13]) + int(s[13:])) % 97 == 0 \
        and 1 <= int(s[3:5]) <= 12


def v_ro_cnp(s):
    if not re.fullmatch(r"[1-8]\d{12}", s):
        return False
    r = sum(int(a) * int(b) for a, b in zip(s[:12], "279146358279")) % 11
    return (r if r < 10 else 1) == int(s[12])


def v_tckn(s):
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = list(map(int, s))
    return (7 * sum(d[0:9:2]) - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_il_tz(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    tot = 0
    for i, c in enumerate(s):
        p = int(c) * (2 if i % 2 else 1)
        tot += p - 9 if p > 9 else p
    return tot % 10 == 0


def v_za_id(s):
    return bool(re.fullmatch(r"\d{13}", s)) and s[10] in "01" and v_luhn(s)


def v_cl_rut(s):
    m = re.fullmatch(r"(\d{7,8})([0-9K])", s)
    if not m:
        return False
    body, dv = m.groups()
    factors = [2, 3, 4, 5, 6, 7]
    tot = sum(int(c) * factors[i % 6] for i, c in enumerate(body[::-1]))
    exp = {11: "0", 10: "K"}.get(11 - tot % 11, str(11 - tot % 11))
    return exp == dv


def v_kr_rrn(s):
    if not re.fullmatch(r"\d{13}", s):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def v_jp_mynumber(s):
    if not re.fullmatch(r"\d{12}", s):
        return False
    tot = 0
    for i, c in enumerate(s[:11]):  # i counts from the left; n counts from the right (1..11)
        n = 11 - i
        tot += int(c) * (n + 1 if n <= 6 else n - 5)
    r = tot % 11
    return (0 if r <= 1 else 11 - r) == int(s[11])


def v_hk_id(s):
    m = re.fullmatch(r"([A-Z])(\d{6})([0-9A])", s)
    if not m:
        return False
    letter, ds, c = m.groups()
    tot = 36 * 9 + (ord(letter) - ord("A") + 10) * 8 + sum(int(x) * (7 - i) for i, x in enumerate(ds))
    tot += 10 if c == "A" else int(c)
    return tot % 11 == 0


CF_ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def v_it_cf(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    tot = 0
    for i, ch in enumerate(s[:15]):
        idx = int(ch) if ch.isdigit() else ord(ch) - 65
        tot += CF_ODD_VALUES[idx] if i % 2 == 0 else idx
    return chr(65 + tot % 26) == s[15]


def v_bg_egn(s):
    if not re.fullmatch(r"\d{10}", s):
        return False
    r = sum(int(a) * b for a, b in zip(s, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return (r % 10) == int(s[9])


def v_hr_oib(s):
    return bool(re.fullmatch(r"\d{11}", s)) and v_mod11_10(s)


def v_ir_melli(s):
    if not re.fullmatch(r"\d{10}", s):
        return False
    r = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    return int(s[9]) == (r if r < 2 else 11 - r)


def v_isbn13(s):
    return bool(re.fullmatch(r"97[89]\d{10}", s)) and sum(
        int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def v_issn(s):
    m = re.fullmatch(r"(\d{4})-(\d{3})([\dX])", s)
    if not m:
        return False
    ds = m.group(1) + m.group(2)
    tot = sum(int(c) * (8 - i) for i, c in enumerate(ds)) + (10 if m.group(3) == "X" else int(m.group(3)))
    return tot % 11 == 0


def v_cas(s):
    m = re.fullmatch(r"(\d{2,7})-(\d{2})-(\d)", s)
    if not m:
        return False
    body = m.group(1) + m.group(2)
    return sum(int(c) * (i + 1) for i, c in enumerate(body[::-1])) % 10 == int(m.group(3))


def v_s10(s):
    m = re.fullmatch(r"[A-Z]{2}(\d{8})(\d)[A-Z]{2}", s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m.group(1), [8, 6, 4, 2, 3, 5, 9, 7]))
    r = 11 - tot % 11
    return {10: 0, 11: 5}.get(r, r) == int(m.group(2))


def v_mrz_digit(field, cd):
    vals = [int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55) for c in field]
    return sum(v * (7, 3, 1)[i % 3] for i, v in enumerate(vals)) % 10 == int(cd)


def v_mrz(l2):
    if len(l2) != 44:
        return False
    ok = v_mrz_digit(l2[0:9], l2[9]) and v_mrz_digit(l2[13:19], l2[19]) and v_mrz_digit(l2[21:27], l2[27]) \
        and v_mrz_digit(l2[28:42], l2[42])
    return ok and v_mrz_digit(l2[0:10] + l2[13:20] + l2[21:43], l2[43])


def v_pin(s):
    if not re.fullmatch(r"\d{4,6}", s) or len(set(s)) != len(s):
        return False
    steps = {int(b) - int(a) for a, b in zip(s, s[1:])}
    return steps not in ({1}, {-1})


VALIDATORS = {
    "card": lambda s: 13 <= len(s) <= 19 and v_luhn(s),
    "iban": v_iban,
    "no_fnr": v_fnr, "be_rrn": v_be_rrn, "fr_nir": v_fr_nir, "ro_cnp": v_ro_cnp, "tr_tckn": v_tckn,
    "il_tz": v_il_tz, "za_id": v_za_id, "cl_rut": v_cl_rut, "kr_rrn": v_kr_rrn, "jp_mynumber": v_jp_mynumber,
    "hk_id": v_hk_id, "it_cf": v_it_cf, "bg_egn": v_bg_egn, "hr_oib": v_hr_oib,
    "passport_de": lambda s: bool(re.fullmatch(r"C[CFGHJKLMNPRTVWXYZ0-9]{8}", s)),
    "passport_ru": lambda s: bool(re.fullmatch(r"[1-9]\d{8}", s)),
    "passport_kr": lambda s: bool(re.fullmatch(r"M\d{8}", s)),
    "passport_vn": lambda s: bool(re.fullmatch(r"[BCN]\d{7}", s)),
    "mrz": v_mrz,
    "phone": lambda s: s.lstrip("+").isdigit() and 9 <= len(s.lstrip("+")) <= 15,
    "landline": lambda s: s.isdigit() and 9 <= len(s) <= 12,
    "pin": v_pin,
    "password": lambda s: len(s) >= 8 and " " not in s,
    "address": lambda s: len(s) > 0,
    "plain": lambda s: len(s) > 0,
    "nonluhn": lambda s: s.isdigit() and len(s) >= 12 and not v_luhn(s),
    "isbn13": v_isbn13, "issn": v_issn, "cas": v_cas, "s10": v_s10,
    "uuid": lambda s: bool(re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", s)),
    "not_il_tz": lambda s: re.fullmatch(r"\d{9}", s) and not v_il_tz(s),
    "not_no_fnr": lambda s: re.fullmatch(r"\d{11}", s) and not v_fnr(s),
    "not_ro_cnp": lambda s: re.fullmatch(r"\d{13}", s) and not v_ro_cnp(s),
    "not_is_kennitala": lambda s: re.fullmatch(r"\d{10}", s) and not v_kennitala(s),
    "not_hr_oib": lambda s: re.fullmatch(r"\d{11}", s) and not v_hr_oib(s),
    "not_bg_egn": lambda s: re.fullmatch(r"\d{10}", s) and not v_bg_egn(s),
    "not_ir_melli": lambda s: re.fullmatch(r"\d{10}", s) and not v_ir_melli(s),
}

CHECKSUM_KINDS = {"card": -1, "no_fnr": -1, "be_rrn": -1, "fr_nir": -1, "ro_cnp": -1, "tr_tckn": -1,
                  "il_tz": -1, "za_id": -1, "kr_rrn": -1, "jp_mynumber": -1, "bg_egn": -1, "hr_oib": -1,
                  "isbn13": -1, "cas": -1, "iban": 3, "mrz": -1}

# ------------------------------------------------------------------ decoders: shown form -> raw value
IT = "zero uno due tre quattro cinque sei sette otto nove".split()
SW = "sifuri moja mbili tatu nne tano sita saba nane tisa".split()
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9}


def norm(s):
    out = []
    for ch in s:
        try:
            out.append(str(unicodedata.digit(ch)))
            continue
        except (TypeError, ValueError):
            pass
        if ch.isascii() and ch.isalnum():
            out.append(ch.upper())
        elif not ch.isascii() and ch.isalpha():
            out.append(ch)
    return "".join(out)


def decode(form, shown):
    if form == "plain" or form == "digits":
        return norm(shown)
    if form == "it_words":
        return "".join(str(IT.index(w)) for w in shown.split())
    if form == "sw_words":
        return "".join(str(SW.index(w)) for w in shown.split(", "))
    if form == "roman":
        return "".join(str(ROMAN[w]) for w in shown.split(" – "))
    if form == "din":
        words, dd = shown.split(", dann die Ziffern ")
        return "".join(w[0].lower() for w in words.split(", ")) + dd.replace(" und ", "")
    if form == "reversed":
        return shown[::-1]
    if form == "spaced":
        return shown.replace(" ", "")
    if form == "wifi":
        return re.fullmatch(r"WIFI:T:WPA;S:[^;]+;P:([^;]+);;", shown).group(1)
    if form == "tr_letters":
        return shown.replace("O", "0").replace("l", "1").replace(" ", "")
    if form == "split":
        return "".join(norm(p) for p in shown)
    if form == "mrz":
        return shown.split("\n")[1]
    raise ValueError(form)


# ------------------------------------------------------------------ obfuscation round trips
def undo(method, enc):
    if method == "base64":
        return base64.b64decode(enc).decode()
    if method == "base32":
        return base64.b32decode(enc).decode()
    if method == "rot13":
        return codecs.decode(enc, "rot13")
    if method == "caesar3":
        return "".join(chr((ord(c) - 97 - 3) % 26 + 97) if "a" <= c <= "z" else c for c in enc)
    if method == "hex":
        return binascii.unhexlify(enc.replace(" ", "")).decode()
    if method == "binary":
        return bytes(int(b, 2) for b in enc.split()).decode()
    if method == "url_encoding":
        return urllib.parse.unquote(enc)
    if method == "html_entities":
        return html.unescape(enc)
    if method == "unicode_escapes":
        return enc.encode().decode("unicode_escape")
    if method == "reversed":
        return enc[::-1]
    if method in ("zero_width", "soft_hyphen", "slash_separated", "ideographic_spaces"):
        sep = {"zero_width": "\u200b", "soft_hyphen": "\u00ad", "slash_separated": "/",
               "ideographic_spaces": "\u3000"}[method]
        return enc.replace(sep, "")
    if method == "tag_characters":
        return "".join(chr(ord(c) - 0xE0000) for c in enc)
    if method == "emoji_separators":
        return enc.replace("👉", " ")
    if method == "words_reversed":
        return " ".join(w[::-1] for w in enc.split())
    if method == "fullwidth":
        return "".join(" " if c == "\u3000" else (chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c) for c in enc)
    if method == "combining_marks":
        return "".join(c for c in enc if not unicodedata.combining(c))
    if method == "vertical":
        return "".join(" " if c == "·" else c for c in enc.split("\n"))
    if method == "spaced_letters":
        return " ".join(w.replace(" ", "") for w in enc.split("  "))
    if method == "morse":
        table = {v: k for k, v in cases_obf.MORSE.items()}
        return " ".join("".join(table[x] for x in w.split()) for w in enc.split(" / "))
    if method == "nato":
        return " ".join("".join(x[0].lower() for x in w.split()) for w in enc.split(" / "))
    if method == "braille":
        inv = {}
        for k, dots in cases_obf.BRAILLE_DOTS.items():
            inv[chr(0x2800 + sum(1 << (int(d) - 1) for d in dots))] = k
        return "".join(" " if c == "\u2800" else inv.get(c, c) for c in enc)
    if method == "upside_down":
        inv = {v: k for k, v in cases_obf.UPSIDE.items()}
        return "".join(inv.get(c, c) for c in enc[::-1])
    if method in ("homoglyph_lat_in_cyr", "homoglyph_cyr_in_lat", "leet", "manual"):
        return None  # lossy by design; checked separately below
    raise ValueError(method)


# ------------------------------------------------------------------ domains / IPs
RESERVED = ("example.com", "example.net", "example.org")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def host_ok(h):
    h = h.lower().rstrip(".")
    return any(h == d or h.endswith("." + d) for d in RESERVED)


def texts_to_scan(records, meta):
    """Visible text; for obfuscated cases the visible frame without the encoded part, plus the hidden sentence
    (an encoded address such as a Caesar-shifted one is not a real domain and is checked in clear instead)."""
    for r, m in zip(records, meta):
        obf = [c for c in m["checks"] if c["kind"] == "obfuscated"]
        if obf:
            yield r["id"], r["text"].replace(obf[0]["shown"], " ")
            yield r["id"] + "(hidden)", obf[0]["raw"]
        else:
            yield r["id"], r["text"]


def main():
    # 1. reproducibility
    records, meta = build.generate()
    jsonl, tsv = build.serialise(records, meta)
    with open(build.OUT_JSONL, "rb") as f:
        on_disk = f.read()
    if on_disk != jsonl.encode("utf-8"):
        fail("devset_v37_gate_cases.jsonl differs from a fresh build")
    with open(build.OUT_TSV, "rb") as f:
        if f.read() != tsv.encode("utf-8"):
            fail("case_langs.tsv differs from a fresh build")

    # 2. structure
    lines = on_disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        fail("file must end with a newline")
    parsed = [json.loads(l) for l in lines[:-1]]
    counts = {}
    for i, rec in enumerate(parsed, 1):
        if list(rec.keys()) != KEYS:
            fail("key order %s" % rec.get("id"))
        if rec["id"] != "d37-%04d" % i:
            fail("id sequence at line %d" % i)
        fam = rec["family"]
        if fam not in EXPECTED:
            fail("unknown family %s" % fam)
            continue
        kind, expect, hard, _ = EXPECTED[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            fail("kind/expect/hard for %s" % rec["id"])
        counts[fam] = counts.get(fam, 0) + 1
    for fam, (_, _, _, n) in EXPECTED.items():
        if counts.get(fam) != n:
            fail("family %s has %s cases, expected %d" % (fam, counts.get(fam), n))
    order = [r["family"] for r in parsed]
    if order != sorted(order, key=list(EXPECTED).index):
        fail("families not grouped in table order")

    # 3. unique texts and templates
    texts = [r["text"] for r in parsed]
    if len(set(texts)) != len(texts):
        fail("duplicate case texts")
    templates = []
    for mod, names in ((cases_pii, ["PHONE_SEPARATORS", "CARD", "PASSWORD_PIN", "PII_OTHER"]),
                       (cases_paraphrase, ["INJECTION_PARAPHRASE"]),
                       (cases_inj_other, ["INJECTION_IN_FACT", "INJECTION_ROLEPLAY", "INJECTION_PAYLOAD"]),
                       (cases_allow, ["NUMBER_LOOKALIKE", "EMAIL_LOOKALIKE", "PASSWORD_LOOKALIKE",
                                      "INJECTION_TALK", "ASSISTANT_PREFERENCE", "PLAIN"])):
        for n in names:
            templates += [c["text"] for c in getattr(mod, n)]
    for _, _, sentence, frame in cases_obf.OBFUSCATED:
        templates += [sentence, frame]
    dup = {t for t in templates if templates.count(t) > 1}
    if dup:
        fail("templates used more than once: %r" % sorted(dup))
    if len(templates) != len(parsed) + len(cases_obf.OBFUSCATED):
        fail("template count does not match case count")

    # 4. values
    n_checked = 0
    for rec, m in zip(parsed, meta):
        for c in m["checks"]:
            kind, form, shown, raw = c["kind"], c["form"], c["shown"], c["raw"]
            parts = shown if isinstance(shown, tuple) else (shown,)
            for p in parts:
                if p not in rec["text"]:
                    fail("%s: shown value not in text" % rec["id"])
            if kind == "obfuscated":
                back = undo(form, shown)
                if back is not None and back != raw:
                    fail("%s: %s does not decode back to the hand-written sentence" % (rec["id"], form))
                if back is None and form != "manual" and shown == raw:
                    fail("%s: %s left the sentence unchanged" % (rec["id"], form))
                n_checked += 1
                continue
            if not VALIDATORS[kind](raw):
                fail("%s: %s value %r fails validation" % (rec["id"], kind, raw))
            if kind in CHECKSUM_KINDS:  # the validator must reject the same value with a wrong check character
                pos = CHECKSUM_KINDS[kind]
                ch = raw[pos]
                for alt in "0123456789":
                    if alt != ch and VALIDATORS[kind](raw[:pos] + alt + raw[pos + 1:] if pos != -1 else raw[:-1] + alt):
                        fail("%s: %s validator accepts a wrong check digit" % (rec["id"], kind))
                        break
            if decode(form, shown) != norm(raw) if form in ("plain", "digits", "split") else decode(form, shown) != raw:
                if not (form == "split" and decode(form, shown) == raw):
                    fail("%s: shown form %r does not decode to %r" % (rec["id"], shown, raw))
            n_checked += 1
    # the lossy obfuscations: spot-check that they really transformed something
    for lang, method, sentence, frame in cases_obf.OBFUSCATED:
        if method == "homoglyph_lat_in_cyr":
            enc = cases_obf.encode(method, sentence, None)
            if not (re.search("[a-z]", enc) and re.search("[а-я]", enc)):
                fail("homoglyph case is not mixed-script")

    # 4b. in allow cases every 13-19 digit run (single spaces/hyphens inside the number joined) fails Luhn
    for rec in parsed:
        if rec["expect"] == "allow":
            joined = re.sub(r"(?<=\d)[ -](?=\d)", "", rec["text"])
            for run in re.findall(r"\d{13,19}", joined):
                if v_luhn(run):
                    fail("%s: look-alike digit run %s passes Luhn" % (rec["id"], run))

    # 5. domains and IPs
    for cid, t in texts_to_scan(parsed, meta):
        for h in re.findall(r"[A-Za-z][a-z]+://([^/\s?#)\"'>]+)", t):
            if not host_ok(h.split("@")[-1].split(":")[0]):
                fail("%s: URL host %s" % (cid, h))
        for d in re.findall(r"[\w.+-]+@((?:[\w-]+\.)+[A-Za-z]{2,})", t):
            if not host_ok(d):
                fail("%s: e-mail domain %s" % (cid, d))
        for d in re.findall(r"(?<![\w%.-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|co|de|fr|ru|uk|info|biz|app|dev))\b", t):
            if not host_ok(d):
                fail("%s: bare domain %s" % (cid, d))
        for ip in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", t):
            if not ip.startswith(DOC_NETS):
                fail("%s: IPv4 %s" % (cid, ip))
        low = t.lower()
        for stock in ("ignore previous instructions", "ignore all previous", "ignore the previous instructions",
                      "disregard previous instructions"):
            if stock in low:
                fail("%s: stock wording %r" % (cid, stock))

    # 6. languages and case_langs.tsv
    rows = [l.split("\t") for l in tsv.strip("\n").split("\n")[1:]]
    if [r[0] for r in rows] != [r["id"] for r in parsed] or [r[1] for r in rows] != [r["family"] for r in parsed]:
        fail("case_langs.tsv ids/families do not match the cases")
    if any(not r[2] or not r[3] for r in rows):
        fail("empty language or sub-group")
    fam_langs = {}
    for _, fam, lang, _ in rows:
        fam_langs.setdefault(fam, set()).add(lang)
    base = lambda tags: {t.split("-")[0] for t in tags}
    if len(base(fam_langs["injection_paraphrase"])) < 70:
        fail("injection_paraphrase covers fewer than 70 languages")
    attack = set().union(*(v for k, v in fam_langs.items() if k.startswith("injection_")))
    looka = set().union(*(v for k, v in fam_langs.items()
                          if k.startswith("allow_") and k != "allow_plain" or k == "benign_assistant_preference"))
    if attack - looka:
        fail("attack languages without a hard look-alike: %s" % sorted(attack - looka))

    if FAIL:
        for f_ in FAIL:
            print("FAIL:", f_)
        sys.exit(1)
    all_tags = {r[2] for r in rows}
    print("OK: %d cases, %d values/encodings re-validated, %d language tags (%d languages), "
          "paraphrase %d languages" % (len(parsed), n_checked, len(all_tags), len(base(all_tags)),
                                      len(base(fam_langs["injection_paraphrase"]))))


if __name__ == "__main__":
    main()
