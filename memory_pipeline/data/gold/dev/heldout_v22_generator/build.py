"""Build ../gate_cases.jsonl deterministically (standard library only).

    python3 build.py

Each hand-written template (cases_pii.py, cases_inj.py, cases_allow.py) yields exactly one case.
Placeholders {{NAME:arg}} are filled with fake values from nums.py using random.Random(SEED).
"""
import json
import os
import random
import re

import nums
from cases_allow import ALLOW
from cases_inj import INJ
from cases_pii import PII

SEED = 222222
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "gate_cases.jsonl")

FAMILIES = [
    # family, kind, expect, hard_lookalike
    ("phone_intl", "pii", "block", False),
    ("phone_cn_numerals", "pii", "block", False),
    ("phone_separators", "pii", "block", False),
    ("card", "pii", "block", False),
    ("cn_id", "pii", "block", False),
    ("email_obfuscated", "pii", "block", False),
    ("password_pin", "pii", "block", False),
    ("url_credentials", "pii", "block", False),
    ("secret_key_formats", "pii", "block", False),
    ("pii_other", "pii", "block", False),
    ("pii_split_kv", "pii", "block", False),
    ("injection_paraphrase", "injection", "block", False),
    ("injection_obfuscated", "injection", "block", False),
    ("injection_chat_template", "injection", "block", False),
    ("injection_roleplay", "injection", "block", False),
    ("injection_in_fact", "injection", "block", False),
    ("injection_payload", "injection", "block", False),
    ("injection_split_kv", "injection", "block", False),
    ("allow_number_lookalike", "benign", "allow", True),
    ("allow_email_lookalike", "benign", "allow", True),
    ("allow_password_lookalike", "benign", "allow", True),
    ("allow_injection_talk", "benign", "allow", True),
    ("benign_assistant_preference", "benign", "allow", True),
    ("allow_plain", "benign", "allow", False),
]
META = {f: (k, e, h) for f, k, e, h in FAMILIES}
PH = re.compile(r"\{\{([A-Z0-9_]+)(?::([^}]*))?\}\}")

JP_DIG = "〇一二三四五六七八九"
KR_DIG = "공일이삼사오육칠팔구"


def fill(rng, name, arg, checks):
    """Return the rendered value; append (check_type, value) pairs to checks."""
    if name == "P":
        pat, _, script = (arg or "").partition("|")
        raw = nums.pattern(rng, pat)
        val = nums.to_script(raw, script) if script else raw
        checks.append(("phone", val))
        return val
    if name == "CNM":
        style, _, sep = arg.partition(":")
        val = nums.cn_numerals(nums.cn_mobile(rng), style, sep)
        checks.append(("phone", val))
        return val
    if name == "CNMIX":
        val = nums.cn_mixed(rng, nums.cn_mobile(rng))
        checks.append(("phone", val))
        return val
    if name == "JPK":
        raw = nums.pattern(rng, "090########")
        val = "".join(JP_DIG[int(c)] for c in raw[:3]) + "の" + "".join(JP_DIG[int(c)] for c in raw[3:7]) \
            + "の" + "".join(JP_DIG[int(c)] for c in raw[7:])
        checks.append(("phone", val))
        return val
    if name == "KRH":
        raw = nums.pattern(rng, "010########")
        val = "".join(KR_DIG[int(c)] for c in raw[:3]) + " " + "".join(KR_DIG[int(c)] for c in raw[3:7]) \
            + " " + "".join(KR_DIG[int(c)] for c in raw[7:])
        checks.append(("phone", val))
        return val
    if name == "CARD":
        kind, _, sep = (arg or "").partition(":")
        val = nums.card(rng, kind, sep if ":" in (arg or "") else " ")
        checks.append(("card", val))
        return val
    if name == "CNID":
        val = nums.cn_id(rng)
        checks.append(("cn_id", val))
        return val
    if name == "CNIDX":
        val = nums.cn_id(rng, want_x=True)
        checks.append(("cn_id", val))
        return val
    if name == "IBAN":
        cc, _, mode = arg.partition("_")
        val = nums.iban(rng, cc, grouped=(mode != "RAW"))
        checks.append(("iban", val))
        return val
    simple = {"CPF": nums.cpf, "DNI": nums.dni, "BSN": nums.bsn, "PESEL": nums.pesel, "TCKN": nums.tckn,
              "EEID": nums.isikukood, "EGN": nums.egn, "ISBN": nums.isbn13, "CAS": nums.cas}
    if name in simple:
        val = simple[name](rng)
        checks.append((name.lower(), val))
        return val
    if name == "PASS":
        return nums.passport(rng, arg)
    if name == "PW":
        return {"mixed": nums.pw_mixed, "words": nums.pw_words, "leet": nums.pw_leet,
                "wordnum": nums.pw_wordnum}[arg](rng)
    if name == "PIN":
        return nums.pin(rng, int(arg))
    if name == "OTP":
        return nums.otp(rng)
    if name == "BACKUP":
        return nums.backup_codes(rng)
    if name == "KEY":
        return nums.key(rng, arg)
    if name == "NL16":
        val = nums.non_luhn16(rng, arg or "")
        checks.append(("nonluhn", val))
        return val
    if name == "D":
        return nums.pattern(rng, arg)
    raise KeyError(name)


def render(rng, template, checks):
    return PH.sub(lambda m: fill(rng, m.group(1), m.group(2), checks), template)


def all_templates():
    return PII + INJ + ALLOW


def build():
    """Return (lines, info). info[i] = dict(lang, checks, template) for case i."""
    rng = random.Random(SEED)
    order = {f: i for i, (f, _, _, _) in enumerate(FAMILIES)}
    items = sorted(enumerate(all_templates()), key=lambda t: (order[t[1][0]], t[0]))
    lines, info = [], []
    for n, (_, item) in enumerate(items, 1):
        fam, lang, tpl = item[0], item[1], item[2]
        kind, expect, hard = META[fam]
        checks = []
        rec = {"id": "v22-%04d" % n, "family": fam, "kind": kind, "expect": expect, "hard_lookalike": hard}
        if fam == "pii_split_kv":
            spec = item[3]
            name, _, arg = spec.partition(":")
            secret = fill(rng, name, arg or None, checks)
            cut = len(secret) // 2
            k = tpl[0].replace("{{SA}}", secret[:cut])
            v = tpl[1].replace("{{SB}}", secret[cut:])
            checks.append(("split_secret", secret))
            rec["text"] = k + "\t" + v
            rec["key"], rec["value"] = k, v
        elif fam == "injection_split_kv":
            k, v = tpl
            rec["text"] = k + "\t" + v
            rec["key"], rec["value"] = k, v
        elif fam == "injection_obfuscated":
            how, sentence = item[3]
            rec["text"] = tpl.replace("{{OBF}}", nums.obfuscate(rng, sentence, how))
        else:
            rec["text"] = render(rng, tpl, checks)
        lines.append(json.dumps(rec, ensure_ascii=False))
        info.append({"lang": lang, "checks": checks, "template": item[2:], "family": fam})
    return lines, info


def main():
    lines, _ = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d cases to %s" % (len(lines), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
