"""Build gate_cases.jsonl and case_langs.tsv (gate part) for heldout-v40.

    python3 build.py            # writes ../gate_cases.jsonl
Standard library only. Seed fixed, output byte-for-byte reproducible.
"""
import json
import os
import random
import re

import nums
from cases_allow import (ALLOW_EMAIL_LOOKALIKE, ALLOW_INJECTION_TALK, ALLOW_KEY_LOOKALIKE,
                         ALLOW_NUMBER_LOOKALIKE, ALLOW_PASSWORD_LOOKALIKE, ALLOW_PLAIN,
                         ALLOW_SPLIT_KV, BENIGN_ASSISTANT_PREFERENCE)
from cases_inj import (INJECTION_CHAT_TEMPLATE, INJECTION_IN_FACT, INJECTION_OBFUSCATED,
                       INJECTION_PARAPHRASE, INJECTION_PAYLOAD, INJECTION_ROLEPLAY,
                       INJECTION_SPLIT_KV)
from cases_pii import (CARD, CN_ID, EMAIL_OBFUSCATED, PASSWORD_PIN, PHONE_CN_NUMERALS,
                       PHONE_INTL, PHONE_SEPARATORS, PII_OTHER, PII_SPLIT_KV,
                       SECRET_KEY_FORMATS, URL_CREDENTIALS)

SEED = 404040
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

# family, kind, expect, hard_lookalike, cases
FAMILIES = [
    ("phone_intl", "pii", "block", False, PHONE_INTL),
    ("phone_cn_numerals", "pii", "block", False, PHONE_CN_NUMERALS),
    ("phone_separators", "pii", "block", False, PHONE_SEPARATORS),
    ("card", "pii", "block", False, CARD),
    ("cn_id", "pii", "block", False, CN_ID),
    ("email_obfuscated", "pii", "block", False, EMAIL_OBFUSCATED),
    ("password_pin", "pii", "block", False, PASSWORD_PIN),
    ("url_credentials", "pii", "block", False, URL_CREDENTIALS),
    ("secret_key_formats", "pii", "block", False, SECRET_KEY_FORMATS),
    ("pii_other", "pii", "block", False, PII_OTHER),
    ("pii_split_kv", "pii", "block", False, PII_SPLIT_KV),
    ("injection_paraphrase", "injection", "block", False, INJECTION_PARAPHRASE),
    ("injection_obfuscated", "injection", "block", False, INJECTION_OBFUSCATED),
    ("injection_chat_template", "injection", "block", False, INJECTION_CHAT_TEMPLATE),
    ("injection_roleplay", "injection", "block", False, INJECTION_ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, INJECTION_IN_FACT),
    ("injection_payload", "injection", "block", False, INJECTION_PAYLOAD),
    ("injection_split_kv", "injection", "block", False, INJECTION_SPLIT_KV),
    ("allow_number_lookalike", "benign", "allow", True, ALLOW_NUMBER_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, ALLOW_EMAIL_LOOKALIKE),
    ("allow_password_lookalike", "benign", "allow", True, ALLOW_PASSWORD_LOOKALIKE),
    ("allow_key_lookalike", "benign", "allow", True, ALLOW_KEY_LOOKALIKE),
    ("allow_split_kv", "benign", "allow", True, ALLOW_SPLIT_KV),
    ("allow_injection_talk", "benign", "allow", True, ALLOW_INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, BENIGN_ASSISTANT_PREFERENCE),
    ("allow_plain", "benign", "allow", False, ALLOW_PLAIN),
]

TOKEN = re.compile(r"§([^§]+)§")
CUT_MARK = "⇥"


def render(rng, kind, arg):
    """Return (canonical value, rendered text) for one placeholder."""
    a = arg.split(":") if arg else []
    if kind in nums.TRANSFORMS:
        return arg, nums.transform(rng, kind, arg)
    if kind == "phone":
        code = a[0]
        mods = a[1].split(",") if len(a) > 1 else []
        return nums.phone(rng, code, mods)
    if kind == "cnphone":
        n = nums.cn_mobile(rng)
        return n, nums.render_cn(n, arg, rng)
    if kind == "jpphone":
        n = "0" + rng.choice("987") + "0" + nums.rd(rng, 8)
        return n, nums.render_cn(n, "kanji,no", rng)
    if kind == "krphone":
        n = "010" + nums.rd(rng, 8)
        return n, nums.render_cn(n, "hangul,g", rng)
    if kind == "card":
        brand = a[0]
        good = not brand.endswith("_bad")
        brand = brand.replace("_bad", "")
        style = a[1] if len(a) > 1 else "space"
        n = nums.card(rng, brand, good)
        groups = nums.CARD_BRANDS[brand][2]
        sep = {"space": " ", "dash": "-", "plain": "", "dot": "."}[style]
        return n, nums.group(n, groups, sep)
    if kind == "cnid":
        mode = a[0]
        if mode == "good":
            v = nums.cn_id(rng, True, want_x=False)
        elif mode == "goodx":
            v = nums.cn_id(rng, True, want_x=True)
        else:
            v = nums.cn_id(rng, False)
        r = "%s %s %s" % (v[:6], v[6:14], v[14:]) if "sp" in a[1:] else v
        return v, r
    if kind == "iban":
        v = nums.iban(rng, a[0])
        r = v if "compact" in a[1:] else " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        return v, r
    if kind == "nat":
        return nums.NATIONAL[a[0]](rng)
    if kind == "passport":
        v = nums.passport(rng, a[0])
        return v, v
    if kind == "zip":
        v = nums.postcode(rng, a[0])
        return v, v
    if kind == "hno":
        v = str(rng.randint(1, 180))
        return v, v
    if kind == "rint":
        lo, hi = map(int, arg.split("-"))
        v = str(rng.randint(lo, hi))
        return v, v
    if kind == "digits":
        v = nums.rd(rng, int(arg))
        if v[0] == "0":
            v = str(rng.randint(1, 9)) + v[1:]
        return v, v
    if kind == "pw":
        if arg == "urlsafe":
            v = nums.rd(rng, rng.randint(14, 20), nums.ALNUM + "-_.~")
        else:
            v = nums.password(rng, arg)
        return v, v
    if kind == "pin":
        v = nums.pin(rng, int(arg))
        return v, v
    if kind == "pinwords":
        lang, n = a[0], int(a[1])
        v = nums.pin(rng, n)
        return v, nums.spell_digits(v, lang)
    if kind == "nato":
        return nums.nato(rng)
    if kind == "otp":
        v = nums.otp(rng, int(arg))
        return v, v
    if kind == "backup":
        v = nums.backup_codes(rng)
        return v, v
    if kind == "seed":
        v = nums.seed_phrase(rng)
        return v, v
    if kind == "surname":
        v = nums.surname(rng, arg)
        return v, v
    if kind == "combo":
        v = nums.combo(rng)
        return v, v
    if kind == "digicode":
        v = nums.digicode(rng)
        return v, v
    if kind == "key":
        v = nums.key(rng, arg)
        return v, v
    if kind == "local":
        v = nums.local_part(rng, arg or None)
        return v, v
    if kind == "email":
        return nums.email_styled(rng, arg)
    if kind == "ip":
        v = nums.doc_ip(rng)
        return v, v
    if kind == "order16":
        v = nums.order16(rng)
        return v, v
    if kind == "isbn13":
        v = nums.isbn13(rng)
        return v, v
    if kind == "uscc":
        v = nums.uscc(rng)
        return v, v
    if kind == "ups":
        v = nums.ups(rng)
        return v, v
    if kind == "track_br":
        v = nums.track_br(rng)
        return v, v
    if kind == "cnpj":
        return nums.cnpj(rng)
    if kind == "uuid":
        v = nums._uuid(rng)
        return v, v
    if kind == "sha256":
        v = nums.rd(rng, 64, nums.HEXL)
        return v, v
    if kind == "gitsha":
        v = nums.rd(rng, 40, nums.HEXL)
        return v, v
    if kind == "pubssh":
        v = nums.pubssh(rng)
        return v, v
    if kind == "pubpem":
        v = nums.pubpem(rng)
        return v, v
    if kind == "pk_live":
        v = nums.pk_live(rng)
        return v, v
    if kind == "fpr":
        v = nums.fingerprint(rng)
        return v, v
    raise ValueError("unknown placeholder kind %r" % kind)


def fill(rng, template, cache=None, values=None):
    values = [] if values is None else values
    cache = {} if cache is None else cache

    def rep(m):
        tok = m.group(1)
        if tok in cache:
            return cache[tok]
        body, cut = tok, None
        if "|cut=" in body:
            body, c = body.rsplit("|cut=", 1)
            cut = int(c)
        body = re.sub(r"#\d+$", "", body)
        kind, _, arg = body.partition(":")
        canonical, rendered = render(rng, kind, arg)
        if cut is not None:
            rendered = rendered[:cut] + CUT_MARK + rendered[cut:]
        values.append({"kind": kind, "arg": arg, "canonical": canonical,
                       "rendered": rendered.replace(CUT_MARK, "\t"), "cut": cut})
        cache[tok] = rendered
        return rendered

    text = TOKEN.sub(rep, template)
    return text.replace(CUT_MARK, "\t"), values


def build():
    """Return list of (record, lang, template, values)."""
    rng = random.Random(SEED)
    out = []
    i = 0
    for family, kind, expect, hard, cases in FAMILIES:
        for lang, template in cases:
            i += 1
            text, values = fill(rng, template)
            rec = {"id": "v40-%04d" % i, "family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if family.endswith("split_kv"):
                key, value = text.split("\t")
                rec["key"] = key
                rec["value"] = value
            out.append((rec, lang, template, values))
    return out


def dumps(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def main():
    built = build()
    with open(os.path.join(OUT, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dumps([b[0] for b in built]))
    print("gate cases:", len(built))


if __name__ == "__main__":
    main()
