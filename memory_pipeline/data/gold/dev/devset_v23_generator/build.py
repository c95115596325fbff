"""Build devset_v23_gate_cases.jsonl from the hand-written templates in cases_*.py.

    python3 build.py            # writes ../devset_v23_gate_cases.jsonl

The script only fills placeholders ⟦...⟧ with fake values from nums.py (and encodes the
hand-written sentences of obfuscated injections). Seed: random.Random(232323).
"""
import json
import os
import random
import re

import nums
from cases_allow import CASES as ALLOW
from cases_inj import CASES as INJ
from cases_pii import CASES as PII

SEED = 232323
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "devset_v23_gate_cases.jsonl")

FAMILY_ORDER = [
    ("phone_intl", "pii"), ("phone_cn_numerals", "pii"), ("phone_separators", "pii"), ("card", "pii"),
    ("cn_id", "pii"), ("email_obfuscated", "pii"), ("password_pin", "pii"), ("url_credentials", "pii"),
    ("secret_key_formats", "pii"), ("pii_other", "pii"), ("pii_split_kv", "pii"),
    ("injection_paraphrase", "injection"), ("injection_obfuscated", "injection"),
    ("injection_chat_template", "injection"), ("injection_roleplay", "injection"),
    ("injection_in_fact", "injection"), ("injection_payload", "injection"), ("injection_split_kv", "injection"),
    ("allow_number_lookalike", "benign"), ("allow_email_lookalike", "benign"),
    ("allow_password_lookalike", "benign"), ("allow_injection_talk", "benign"),
    ("benign_assistant_preference", "benign"), ("allow_plain", "benign"),
]
KIND = dict(FAMILY_ORDER)
PH = re.compile(r"⟦([^⟧]+)⟧")


def value(rng, spec):
    """Return (text to insert, list of (check_type, value to validate, inserted text)) for check.py."""
    name, _, arg = spec.partition(":")
    if name == "ph":
        v = nums.phone(rng, arg)
        return v, [("phone", v, v)]
    if name == "phd":
        script, _, pat = arg.partition(":")
        plain = nums.phone(rng, pat)
        shown = nums.to_script(plain, script)
        return shown, [("phone", plain, shown)]
    if name == "cn":
        style, _, pat = arg.partition(":")
        spoken, plain = nums.cn_numerals(rng, style, pat)
        return spoken, [("phone", plain, spoken)]
    if name == "card":
        kind, _, sep = arg.partition(":")
        v = nums.card(rng, kind, sep or " ")
        return v, [("card", v, v)]
    if name == "cnid":
        v = nums.cnid(rng, force_x=(arg == "X"))
        return v, [("cnid", v, v)]
    if name == "iban":
        v = nums.iban(rng, arg)
        return v, [("iban", v, v)]
    simple = {"cpf": nums.cpf, "pesel": nums.pesel, "aadhaar": nums.aadhaar, "za_id": nums.za_id,
              "kt": nums.kennitala, "iin": nums.kz_iin, "thai_id": nums.thai_id, "rrn": nums.kr_rrn,
              "rut": nums.cl_rut, "cnp": nums.ro_cnp, "il_tz": nums.il_tz, "tckn": nums.tckn,
              "fnr": nums.no_fnr, "isbn": nums.isbn13, "ean": nums.ean13, "issn": nums.issn,
              "uscc": nums.uscc, "cas": nums.cas, "imo": nums.imo}
    if name in simple:
        v = simple[name](rng)
        return v, [(name, v, v)]
    if name == "isin":
        v = nums.isin(rng, arg)
        return v, [("isin", v, v)]
    if name == "nonluhn16":
        v = nums.nonluhn(rng, 16)
        return v, [("nonluhn", v, v)]
    if name == "ups":
        return nums.ups(rng), []
    if name == "uuid":
        return nums.uuid4(rng), []
    if name == "sha":
        return "".join(rng.choice(nums.HEXL) for _ in range(int(arg))), []
    if name == "pat":
        return nums.pattern(rng, arg), []
    if name == "pw":
        f = {"rand10": lambda: nums.pw_random(rng, 10), "rand12": lambda: nums.pw_random(rng, 12),
             "rand14": lambda: nums.pw_random(rng, 14), "rand16": lambda: nums.pw_random(rng, 16),
             "rand20": lambda: nums.pw_random(rng, 20), "words": lambda: nums.pw_words(rng),
             "leet": lambda: nums.pw_leet(rng), "word_digits": lambda: nums.pw_word_digits(rng),
             "wifi": lambda: nums.pw_wifi(rng), "pinyin": lambda: nums.pw_pinyin(rng),
             "passphrase": lambda: nums.pw_passphrase(rng),
             "url10": lambda: nums.pw_url(rng, 10), "url12": lambda: nums.pw_url(rng, 12),
             "url16": lambda: nums.pw_url(rng, 16), "url20": lambda: nums.pw_url(rng, 20)}[arg]
        v = f()
        return v, [("secret", v, v)]
    if name in ("pin4", "pin6", "otp6"):
        v = nums.pin(rng, int(name[-1])) if name != "otp6" else nums.pin(rng, 6)
        return v, [("pin", v, v)]
    gens = {"nato": nums.nato, "digits_pt": nums.digits_pt, "backup": nums.backup_codes, "seed12": nums.seed12,
            "combo": nums.combo, "digicode": nums.digicode, "local": nums.local_part, "user": nums.username,
            "spaced_email": nums.spaced_email, "jwt": nums.jwt, "pem": nums.pem}
    if name in gens:
        v = gens[name](rng)
        return v, ([("secret", v, v)] if name in ("jwt", "pem", "backup", "seed12") else [])
    if name == "enc":
        kind, _, text = arg.partition("|")
        enc = nums.encode(kind, text)
        return enc, [("encoded", kind + "|" + text, enc)]
    raise ValueError(spec)


def fill(rng, template):
    checks = []

    def sub(m):
        if m.group(1) in ("A", "B"):  # split markers, filled in build()
            return m.group(0)
        v, c = value(rng, m.group(1))
        checks.extend(c)
        return v

    return PH.sub(sub, template), checks


def split_secret(v):
    """Cut a secret roughly in the middle (never at its very ends)."""
    cut = len(v) // 2
    while not (v[cut - 1].isalnum() and v[cut].isalnum()):
        cut += 1
    return v[:cut], v[cut:]


def build():
    rng = random.Random(SEED)
    cases = PII + INJ + ALLOW
    order = {f: i for i, (f, _) in enumerate(FAMILY_ORDER)}
    cases = sorted(cases, key=lambda c: order[c["family"]])  # stable: keeps hand-written order in a family
    records, meta = [], []
    for i, c in enumerate(cases, 1):
        fam = c["family"]
        kind = KIND[fam]
        rec = {"id": f"dv23-{i:04d}", "family": fam, "kind": kind,
               "expect": "allow" if kind == "benign" else "block",
               "hard_lookalike": kind == "benign" and fam != "allow_plain"}
        if "key" in c:
            key, kc = fill(rng, c["key"])
            val, vc = fill(rng, c["value"])
            checks = kc + vc
            secret = None
            if c["secret"]:
                secret, sc = value(rng, c["secret"])
                a, b = split_secret(secret)
                key = key.replace("⟦A⟧", a)
                val = val.replace("⟦B⟧", b)
                checks += sc
            rec["text"] = key + "\t" + val
            rec["key"] = key
            rec["value"] = val
            tmpl = c["key"] + "\t" + c["value"]
        else:
            rec["text"], checks = fill(rng, c["text"])
            secret = None
            tmpl = c["text"]
        records.append(rec)
        meta.append({"lang": c["lang"], "template": tmpl, "checks": checks, "secret": secret})
    return records, meta


def dumps(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


if __name__ == "__main__":
    recs, _ = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(dumps(recs))
    print(f"wrote {len(recs)} cases to {os.path.normpath(OUT)}")
