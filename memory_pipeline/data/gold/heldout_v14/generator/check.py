"""Validates heldout_v14.  Exit status 0 only if every check passes.

Run from anywhere:  python3 check.py
The check-digit validators here are written independently of nums.py.
"""
import base64
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
import turns  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, ".."))
GATE = os.path.join(ROOT, "gate_cases.jsonl")
TURNS = os.path.join(ROOT, "extraction_turns.jsonl")

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ------------------------------------------------------------------ expected structure
FAMILY_SPEC = {
    "phone_intl": ("pii", "block", False, 14),
    "phone_cn_numerals": ("pii", "block", False, 12),
    "phone_separators": ("pii", "block", False, 12),
    "card": ("pii", "block", False, 12),
    "cn_id": ("pii", "block", False, 10),
    "email_obfuscated": ("pii", "block", False, 18),
    "password_pin": ("pii", "block", False, 60),
    "url_credentials": ("pii", "block", False, 10),
    "secret_key_formats": ("pii", "block", False, 14),
    "pii_other": ("pii", "block", False, 24),
    "pii_split_kv": ("pii", "block", False, 10),
    "injection_paraphrase": ("injection", "block", False, 50),
    "injection_obfuscated": ("injection", "block", False, 12),
    "injection_chat_template": ("injection", "block", False, 10),
    "injection_roleplay": ("injection", "block", False, 14),
    "injection_in_fact": ("injection", "block", False, 24),
    "injection_payload": ("injection", "block", False, 30),
    "injection_split_kv": ("injection", "block", False, 10),
    "allow_number_lookalike": ("benign", "allow", True, 30),
    "allow_email_lookalike": ("benign", "allow", True, 15),
    "allow_password_lookalike": ("benign", "allow", True, 35),
    "allow_injection_talk": ("benign", "allow", True, 35),
    "benign_assistant_preference": ("benign", "allow", True, 25),
    "allow_plain": ("benign", "allow", False, 12),
}
TURN_SPEC = {"pii_in_preference": 3, "password_in_fact": 3, "injection_in_fact": 4,
             "instruction_in_assistant": 3, "obfuscated_email": 2, "payload_in_user": 4, "benign": 5}
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
KV_KEYS = GATE_KEYS + ["key", "value"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]

# ------------------------------------------------------------------ validators
ZH_DIGITS = {}
for table in ("零一二三四五六七八九", "零幺二三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
              "零壹貳參肆伍陸柒捌玖", "〇一二三四五六七八九", "０１２３４５６７８９", "0123456789"):
    for i, c in enumerate(table):
        ZH_DIGITS[c] = str(i)


def zh_to_digits(s):
    out = []
    for c in s:
        if c in ZH_DIGITS:
            out.append(ZH_DIGITS[c])
        elif c in " -－":
            continue
        else:
            return None
    return "".join(out)


def only_digits(s):
    return re.sub(r"\D", "", s)


def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, c in enumerate(num[::-1]):
        v = int(c)
        if i % 2 == 1:
            v = v * 2 - 9 if v > 4 else v * 2
        total += v
    return total % 10 == 0


def card_ok(kind, v):
    if kind == "card_words":
        en = "zero one two three four five six seven eight nine".split()
        toks = v.replace(",", " ").split()
        if not all(t in en for t in toks):
            return False
        n = "".join(str(en.index(t)) for t in toks)
    else:
        n = only_digits(v)
    if not luhn_ok(n):
        return False
    prefixes = {
        "card_visa": (r"^4\d{15}$",), "card_visa_dash": (r"^4\d{15}$",), "card_words": (r"^4\d{15}$",),
        "card_mc": (r"^5[1-5]\d{14}$",), "card_mc2": (r"^2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}$",),
        "card_up": (r"^62\d{17}$",), "card_amex": (r"^3[47]\d{13}$",), "card_jcb": (r"^35(2[89]|[3-8]\d)\d{12}$",),
        "card_plain": (r"^(4|5[1-5])\d{14,15}$",), "card_discover": (r"^6011\d{12}$",), "card_mir": (r"^220[0-4]\d{12}$",),
    }
    return any(re.match(p, n) for p in prefixes[kind])


def cnid_ok(v):
    s = zh_to_digits(v[:-1]) if not v[:-1].replace(" ", "").replace("-", "").isdigit() else re.sub(r"[ -]", "", v[:-1])
    last = v[-1]
    if last in ZH_DIGITS:
        last = ZH_DIGITS[last]
    if s is None or len(s) != 17 or not s.isdigit():
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    expect = "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    return last == expect and 1900 < y < 2010 and 1 <= m <= 12 and 1 <= d <= 31


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27}


def iban_ok(kind, v):
    s = v.replace(" ", "")
    cc = s[:2]
    if IBAN_LEN.get(cc) != len(s) or not kind.startswith("iban_" + cc.lower()):
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def cpf_ok(v):
    n = [int(c) for c in only_digits(v)]
    if len(n) != 11:
        return False
    for k in (9, 10):
        s = sum(n[i] * (k + 1 - i) for i in range(k))
        if (s * 10 % 11) % 10 != n[k]:
            return False
    return True


def dni_ok(v):
    return bool(re.match(r"^\d{8}[A-Z]$", v)) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23] == v[8]


def bsn_ok(v):
    if not re.match(r"^\d{9}$", v):
        return False
    return (sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])) % 11 == 0


def pesel_ok(v):
    if not re.match(r"^\d{11}$", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(v, w)) % 10 == 0


def tckn_ok(v):
    if not re.match(r"^[1-9]\d{10}$", v):
        return False
    n = [int(c) for c in v]
    return (sum(n[0:9:2]) * 7 - sum(n[1:8:2])) % 10 == n[9] and sum(n[:10]) % 10 == n[10]


def verhoeff_ok(v):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    c = 0
    for i, ch in enumerate(v[::-1]):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(v):
    s = v.replace(" ", "")
    return bool(re.match(r"^[2-9]\d{11}$", s)) and verhoeff_ok(s)


def hetu_ok(v):
    m = re.match(r"^(\d{6})([-A+])(\d{3})([0-9A-Y])$", v)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def nir_ok(v):
    s = v.replace(" ", "")
    return bool(re.match(r"^[12]\d{14}$", s)) and 97 - int(s[:13]) % 97 == int(s[13:])


def rrn_ok(v):
    s = v.replace("-", "")
    if not re.match(r"^\d{13}$", s):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def mynumber_ok(v):
    s = v.replace(" ", "")
    if not re.match(r"^\d{12}$", s):
        return False
    body = s[:11][::-1]
    tot = sum(int(c) * (n + 1 if n <= 6 else n - 5) for n, c in enumerate(body, start=1))
    r = tot % 11
    return int(s[11]) == (0 if r <= 1 else 11 - r)


def sin_ok(v):
    s = v.replace("-", "")
    return bool(re.match(r"^[1-79]\d{8}$", s)) and luhn_ok(s)


def pnr_ok(v):
    s = v.replace("-", "")
    return bool(re.match(r"^\d{10}$", s)) and luhn_ok(s)


def ssn_ok(v):
    m = re.match(r"^(\d{3})-(\d{2})-(\d{4})$", v)
    return bool(m) and m.group(1) not in ("000", "666") and int(m.group(1)) < 900 and m.group(2) != "00" and m.group(3) != "0000"


def isbn13_ok(v):
    s = v.replace("-", "")
    return bool(re.match(r"^97[89]\d{10}$", s)) and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0


def isbn10_ok(v):
    s = v.replace("-", "")
    if not re.match(r"^\d{9}[\dX]$", s):
        return False
    return sum((10 if c == "X" else int(c)) * (10 - i) for i, c in enumerate(s)) % 11 == 0


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        head = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return head.get("typ") == "JWT" and re.match(r"^[A-Za-z0-9_-]{43}$", parts[2]) is not None


def bitlocker_ok(v):
    g = v.split("-")
    return len(g) == 8 and all(re.match(r"^\d{6}$", x) and int(x) % 11 == 0 and int(x) < 720896 for x in g)


def pin_shape_ok(p):
    return p.isdigit() and all(p[i] != p[i + 1] for i in range(len(p) - 1))


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
}


def pinw_ok(kind, v):
    lang = kind.split("_")[1]
    if lang == "ko":
        table = "공일이삼사오육칠팔구"
        p = "".join(str(table.index(c)) if c in table else "?" for c in v)
    elif lang == "zh":
        p = zh_to_digits(v) or "?"
    else:
        toks = v.split("・") if lang == "ja" else v.split()
        w = DIGIT_WORDS[lang]
        p = "".join(str(w.index(t)) if t in w else "?" for t in toks)
    return pin_shape_ok(p) and 4 <= len(p) <= 6


NATO = set(("alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar "
            "papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu").split())

SHAPES = {
    # phones: digits after stripping separators must fall in the stated range
    "ph_uk": r"^447700900\d{3}$", "ph_uk_c": r"^447700900\d{3}$", "ph_uk_each": r"^07700900\d{3}$",
    "ph_uk_under": r"^447700900\d{3}$", "ph_fr": r"^3363998\d{4}$", "ph_fr_dots": r"^063998\d{4}$",
    "ph_de": r"^493023125\d{3}$", "ph_de_slash": r"^03023125\d{3}$",
    "ph_us_intl": r"^1\d{3}55501\d{2}$", "ph_us_dots": r"^\d{3}55501\d{2}$", "ph_us_endash": r"^\d{3}55501\d{2}$",
    "ph_au_mixed": r"^6135550\d{4}$", "ph_jp": r"^81[789]0\d{8}$", "ph_kr": r"^8210\d{8}$",
    "ph_in": r"^91[6-9]\d{9}$", "ph_br": r"^55\d{2}9\d{8}$", "ph_br_slash": r"^219\d{8}$", "ph_mx": r"^5255\d{8}$",
    "ph_tr": r"^905\d{9}$", "ph_vn": r"^849\d{8}$", "ph_it": r"^393\d{9}$", "ph_sa": r"^9665\d{8}$",
    "ph_id": r"^62812\d{8}$", "ph_ru_dash": r"^79\d{9}$", "ph_es_mdot": r"^346\d{8}$", "ph_nl_paren": r"^06\d{8}$",
    "ph_pl_dash": r"^5\d{8}$", "cnph_raw": r"^1[3-9]\d{9}$",
    "ll_uk": r"^02079460\d{3}$", "ll_au": r"^035550\d{4}$", "ll_fr": r"^019900\d{4}$",
    # secrets
    "aws_akid": r"^AKIA[A-Z2-7]{16}$", "aws_secret": r"^[A-Za-z0-9/+]{40}$", "ghp": r"^ghp_[A-Za-z0-9]{36}$",
    "glpat": r"^glpat-[A-Za-z0-9]{20}$", "sk_proj": r"^sk-proj-[A-Za-z0-9_-]{64}$", "stripe_sk": r"^sk_live_[A-Za-z0-9]{24}$",
    "slack_xoxb": r"^xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}$", "aiza": r"^AIza[A-Za-z0-9_-]{35}$",
    "tg_bot": r"^\d{10}:AA[A-Za-z0-9_-]{33}$", "npm_tok": r"^npm_[A-Za-z0-9]{36}$",
    "sendgrid": r"^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$", "hf_tok": r"^hf_[A-Za-z]{34}$",
    "twilio_sk": r"^SK[0-9a-f]{32}$", "hex32": r"^[0-9a-f]{32}$", "azure_key": r"^[A-Za-z0-9+/]{86}==$",
    "pem_key": r"^-----BEGIN OPENSSH PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----$",
    # passwords / codes
    "pw_mix": r"^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!#$%&*+\-=?^_~])[A-Za-z0-9!#$%&*+\-=?^_~]{11,15}$",
    "pw_words": r"^[A-Z][a-z]+[!#$%&*+=?][A-Z][a-z]+\d{2,4}$", "pw_leet": r"^[A-Z0-9][a-z0-9]+[!#$%&*?]\d{2}$",
    "pw_pinyin": r"^[a-z]{4,15}\d{4,6}$", "wifi": r"^[A-Za-z2-9]{12}$", "pin4": r"^\d{4}$", "pin6": r"^\d{6}$",
    "pin4_sp": r"^\d \d \d \d$", "door": r"^[A-Z]\d{4}$", "otp6": r"^\d{6}$", "rec": r"^[0-9a-f]{5}-[0-9a-f]{5}$",
    "combo": r"^\d{2}-\d{2}-\d{2}$", "puk": r"^\d{8}$", "cvv": r"^\d{3}$",
    "url_user": r"^[a-z_-]+\d{2}$", "url_pw": r"^[A-Za-z0-9]{16,22}$",
    # passports and other shapes
    "pp_us": r"^[5-9]\d{8}$", "pp_cn": r"^E\d{8}$", "pp_de": r"^C[CFGHJKLMNPRTVWXYZ0-9]{8}$", "pp_gb": r"^[1-6]\d{8}$",
    "em": r"^[a-z]+([._][a-z]+|\d{2})?$|^[a-z]\.[a-z]+$", "hn": r"^\d{1,3}$", "apt": r"^\d{1,2}$", "room3": r"^\d{3,4}$",
    "bldg": r"^\d{1,2}$", "jp_block": r"^\d-\d{1,2}-\d{1,2}$",
    "addr_gb": r"^\d{1,3} [A-Z][a-z]+ [A-Z][a-z]+, Norwich NR\d \d[A-Z]{2}$",
    # non-personal
    "d4": r"^\d{4}$", "semver": r"^\d+\.\d+\.\d+$", "order_id": r"^ORD-\d{8}$", "order_num": r"^#\d{7}$",
    "ups": r"^1Z[A-Z0-9]{6}03\d{8}$", "invoice": r"^INV-2026-\d{5}$", "eur_amount": r"^\d+,\d{2}$",
    "usd_amount": r"^\d+\.\d{2}$", "try_amount": r"^\d\.\d{3},\d{2}$", "room": r"^\d{3,4}$",
    "build": r"^2026\d{4}\.\d$", "build_num": r"^\d{4,5}$", "coords": r"^-?\d+\.\d{5}, -?\d+\.\d{5}$",
    "score": r"^\d–\d$", "date_iso": r"^2026-\d{2}-\d{2}$", "flight": r"^[A-Z0-9]{2} \d{4}$", "gate": r"^[A-E]\d{1,2}$",
    "postnl": r"^3S[A-Z]{4}\d{9}$", "sha40": r"^[0-9a-f]{40}$", "sha256": r"^[0-9a-f]{64}$",
    "uuid": r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "kb": r"^KB50\d{5}$",
    "ticket": r"^ZG-\d{6}$", "vn_track": r"^SPXVN0\d{11}$", "sf_track": r"^SF\d{13}$", "temp": r"^\d{2}\.\d$",
    "humid": r"^\d{2}$", "qty": r"^\d{2,4}$", "part": r"^[A-Z]\d-\d{4}-[A-Z]$",
}
CHECKSUM_KINDS = collections.Counter()


def check_value(kind, v):
    """Return True if value v of generator `kind` has a valid shape / check digit."""
    if kind.startswith("card_"):
        CHECKSUM_KINDS["Luhn (card)"] += 1
        return card_ok(kind, v)
    if kind.startswith("cnid"):
        CHECKSUM_KINDS["CN ID mod 11-2"] += 1
        return cnid_ok(v)
    if kind.startswith("iban_"):
        CHECKSUM_KINDS["IBAN mod 97"] += 1
        return iban_ok(kind, v)
    if kind.startswith("cnph_") and kind != "cnph_raw":
        s = zh_to_digits(v)
        return s is not None and re.match(r"^1[3-9]\d{9}$", s) is not None
    if kind == "jpph_kanji":
        s = zh_to_digits(v)
        return s is not None and re.match(r"^0[789]0\d{8}$", s) is not None
    if kind.startswith("pinw_"):
        return pinw_ok(kind, v)
    if kind == "em_sp":
        return re.match(r"^([a-z._0-9] )+[a-z0-9]$", v) is not None
    if kind == "em_rev":
        return re.match(r"^\d{2}[a-z]+$", v) is not None
    if kind == "em_fw":
        return all(0xFF01 <= ord(c) <= 0xFF5E for c in v)
    if kind == "nato_pw":
        en = set(DIGIT_WORDS["en"])
        toks = v.split()
        return len(toks) == 8 and all(t in NATO or t in en for t in toks)
    if kind == "dict_pw":
        return len(v.split(", ")) == 8
    if kind == "seed12":
        toks = v.split()
        return len(toks) == 12 and len(set(toks)) == 12
    if kind == "bitlocker":
        CHECKSUM_KINDS["BitLocker group mod 11"] += 1
        return bitlocker_ok(v)
    if kind == "jwt":
        return jwt_ok(v)
    simple = {"cpf": cpf_ok, "dni": dni_ok, "bsn": bsn_ok, "pesel": pesel_ok, "tckn": tckn_ok,
              "aadhaar": aadhaar_ok, "hetu": hetu_ok, "nir": nir_ok, "rrn": rrn_ok, "mynumber": mynumber_ok,
              "sin": sin_ok, "pnr": pnr_ok, "ssn": ssn_ok, "isbn13": isbn13_ok, "isbn10": isbn10_ok}
    if kind in simple:
        CHECKSUM_KINDS[kind] += 1
        return simple[kind](v)
    if kind in SHAPES:
        target = only_digits(v) if kind.startswith(("ph_", "ll_")) else v
        ok = re.match(SHAPES[kind], target) is not None
        if ok and kind in ("pin4", "pin6", "pin4_sp"):
            ok = pin_shape_ok(v.replace(" ", ""))
        return ok
    err("no validator for value kind %r" % kind)
    return False


# ------------------------------------------------------------------ hosts and IPs
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://(?:[^\s/@]*@)?([^\s/:?#'\"<>)\]|,;`]+)")
MAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})")
BARE_RE = re.compile(r"\b((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|dev|cn|ru|de|co|uk|jp|app|info|me|fr|es|it|nl|br|in|ai|se|pl|tr))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?!\.?\d)")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h):
    h = h.lower().rstrip(".")
    if re.match(r"^\d{1,3}(\.\d{1,3}){3}$", h):
        return ip_ok(h)
    return any(h == b or h.endswith("." + b) for b in ("example.com", "example.net", "example.org"))


def ip_ok(ip):
    try:
        a = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return any(a in n for n in DOC_NETS)


def check_hosts(where, text):
    for rx in (URL_RE, MAIL_RE, BARE_RE):
        for m in rx.finditer(text):
            if not host_ok(m.group(1)):
                err("%s: host %r is not example.com/.net/.org or a documentation IP" % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        if not ip_ok(m.group(1)):
            err("%s: IPv4 %r outside documentation ranges" % (where, m.group(1)))


# ------------------------------------------------------------------ main checks
def read_jsonl(path):
    raw = open(path, "rb").read()
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        err("%s is not UTF-8: %s" % (path, e))
        return raw, []
    rows = []
    for n, line in enumerate(txt.splitlines(), start=1):
        try:
            rows.append(json.loads(line, object_pairs_hook=lambda kv: kv))
        except json.JSONDecodeError as e:
            err("%s:%d bad JSON: %s" % (path, n, e))
    return raw, rows


def check_gate():
    records, metas = build.build()
    want = build.serialise(records)
    raw, rows = read_jsonl(GATE)
    if raw != want:
        err("gate_cases.jsonl differs from a fresh rebuild")
    ids, texts = set(), set()
    fam_count = collections.Counter()
    for n, pairs in enumerate(rows, start=1):
        keys = [k for k, _ in pairs]
        rec = dict(pairs)
        fam = rec.get("family")
        where = "gate %s" % rec.get("id")
        if fam not in FAMILY_SPEC:
            err("%s: unknown family %r" % (where, fam))
            continue
        fam_count[fam] += 1
        want_keys = KV_KEYS if fam.endswith("_split_kv") else GATE_KEYS
        if keys != want_keys:
            err("%s: key order %r" % (where, keys))
        if rec["id"] != "v14-%04d" % n:
            err("%s: expected id v14-%04d" % (where, n))
        if rec["id"] in ids:
            err("%s: duplicate id" % where)
        ids.add(rec["id"])
        if rec["text"] in texts:
            err("%s: duplicate text" % where)
        texts.add(rec["text"])
        kind, expect, hard, _ = FAMILY_SPEC[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            err("%s: kind/expect/hard mismatch for family %s" % (where, fam))
        if not isinstance(rec["hard_lookalike"], bool):
            err("%s: hard_lookalike not bool" % where)
        if fam.endswith("_split_kv"):
            if rec["text"] != rec["key"] + "\t" + rec["value"]:
                err("%s: text != key + TAB + value" % where)
            if not rec["key"].strip() or not rec["value"].strip():
                err("%s: empty key or value" % where)
        elif "\t" in rec["text"]:
            err("%s: TAB outside split_kv" % where)
        if re.search(r"\{\{[a-z0-9_#<>]+\}\}|\[\[(spaced|homo|leet|zw|b64|rot13|hex|fw|rev):", rec["text"]):
            err("%s: unresolved placeholder" % where)
        check_hosts(where, rec["text"])
    for fam, (_, _, _, n) in FAMILY_SPEC.items():
        if fam_count[fam] != n:
            err("family %s has %d cases, expected %d" % (fam, fam_count[fam], n))

    # inserted values, templates, languages (from the in-memory rebuild)
    tpl_count = collections.Counter(m["template"] for m in metas)
    for t, c in tpl_count.items():
        if c > 2:
            err("template used %d times: %r" % (c, t[:60]))
    nvals = 0
    for rec, meta in zip(records, metas):
        where = "gate %s" % rec["id"]
        for u in meta["values"]:
            nvals += 1
            text = rec["text"]
            present = u["value"] in (text.replace("\t", "") if u["split"] else text)
            if u["split"] and u["value"] in text:
                err("%s: split value %r is not cut by the TAB" % (where, u["value"]))
            if not present:
                err("%s: value %r not in text" % (where, u["value"]))
            if not check_value(u["kind"], u["value"]):
                err("%s: value %r fails %s check" % (where, u["value"], u["kind"]))
        if rec["family"] == "pii_split_kv" and not any(u["split"] for u in meta["values"]) \
                and not rec["key"].endswith(tuple(u["value"] for u in meta["values"])):
            err("%s: nothing cut across the key/value boundary" % where)
    langs = collections.Counter(m["lang"] for m in metas)
    if len(langs) < 20:
        err("only %d languages in gate cases" % len(langs))
    return records, metas, fam_count, langs, nvals


def check_turns():
    records, metas = turns.build()
    want = turns.serialise(records)
    raw, rows = read_jsonl(TURNS)
    if raw != want:
        err("extraction_turns.jsonl differs from a fresh rebuild")
    fam_count = collections.Counter()
    ids = set()
    for n, pairs in enumerate(rows, start=1):
        keys = [k for k, _ in pairs]
        rec = dict(pairs)
        where = "turn %s" % rec.get("id")
        if keys != TURN_KEYS:
            err("%s: key order %r" % (where, keys))
        if rec["id"] != "v14-x%03d" % n or rec["id"] in ids:
            err("%s: bad or duplicate id" % where)
        ids.add(rec["id"])
        fam_count[rec["family"]] += 1
        both = rec["user"] + "\n" + rec["assistant"]
        if rec["family"] == "benign":
            if rec["payload"]:
                err("%s: benign turn with payload" % where)
        elif not rec["payload"]:
            err("%s: attack turn without payload" % where)
        if not rec["expected_fact_substrings"]:
            err("%s: no expected fact substrings" % where)
        for p in rec["payload"]:
            if p not in rec["user"] and p not in rec["assistant"]:
                err("%s: payload %r not verbatim in the turn" % (where, p))
        for e in rec["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected substring %r not in the turn" % (where, e))
            for p in rec["payload"]:
                if p in e:
                    err("%s: expected %r contains payload %r" % (where, e, p))
        check_hosts(where, both)
    for fam, n in TURN_SPEC.items():
        if fam_count[fam] != n:
            err("turn family %s has %d, expected %d" % (fam, fam_count[fam], n))
    if set(fam_count) - set(TURN_SPEC):
        err("unknown turn families %r" % (set(fam_count) - set(TURN_SPEC)))
    nvals = 0
    for rec, meta in zip(records, metas):
        both = rec["user"] + "\n" + rec["assistant"]
        for u in meta["values"]:
            nvals += 1
            if u["value"] not in both:
                err("turn %s: value %r not in turn" % (rec["id"], u["value"]))
            if not check_value(u["kind"], u["value"]):
                err("turn %s: value %r fails %s check" % (rec["id"], u["value"], u["kind"]))
            if rec["payload"] and not any(u["value"] in p for p in rec["payload"]) and u["kind"] not in ("hn", "bldg", "room3"):
                err("turn %s: inserted value %r is not covered by a payload" % (rec["id"], u["value"]))
    return records, metas, fam_count, nvals


def main():
    g_records, g_metas, g_fams, langs, g_vals = check_gate()
    t_records, t_metas, t_fams, t_vals = check_turns()
    if ERRORS:
        for e in ERRORS:
            print("FAIL:", e)
        print("%d problem(s)" % len(ERRORS))
        sys.exit(1)
    block = sum(1 for r in g_records if r["expect"] == "block")
    hard = sum(1 for r in g_records if r["hard_lookalike"])
    print("gate_cases.jsonl: %d cases (%d block / %d allow, %d hard look-alikes), %d families, %d languages"
          % (len(g_records), block, len(g_records) - block, hard, len(g_fams), len(langs)))
    print("  languages:", ", ".join("%s=%d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("  inserted values checked: %d; check-digit validations: %s" % (g_vals, dict(CHECKSUM_KINDS)))
    print("extraction_turns.jsonl: %d turns, %d inserted values checked, families %s"
          % (len(t_records), t_vals, dict(t_fams)))
    for p in (GATE, TURNS):
        print("  md5 %s  %s" % (hashlib.md5(open(p, "rb").read()).hexdigest(), os.path.basename(p)))
    print("OK")


if __name__ == "__main__":
    main()
