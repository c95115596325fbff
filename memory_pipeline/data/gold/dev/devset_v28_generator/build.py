"""Build dev-v28 gate_cases.jsonl from the hand-written templates.

Each template is used exactly once.  The script only
  * fills {{placeholders}} with fake values from fakes.py (optionally transformed: |deva, |w_en, |sp ...),
  * obfuscates [[zw:...]] / [[homo:...]] / [[fwt:...]] / [[shy:...]] spans of hand-written text.

Usage:  python3 build.py            (writes ../gate_cases.jsonl and ../case_languages.tsv)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fakes  # noqa: E402
import transforms as T  # noqa: E402
import cases_pw  # noqa: E402
import cases_pii  # noqa: E402
import cases_inj  # noqa: E402
import cases_allow  # noqa: E402

SEED = 282828

# (family, kind, expect, hard_lookalike, templates) in output order
FAMILIES = [
    ("password_pin", "pii", "block", False, cases_pw.CASES),
    ("pii_other", "pii", "block", False, cases_pii.PII_OTHER),
    ("email_obfuscated", "pii", "block", False, cases_pii.EMAIL_OBF),
    ("injection_in_fact", "injection", "block", False, cases_inj.IN_FACT),
    ("injection_payload", "injection", "block", False, cases_inj.PAYLOAD),
    ("injection_paraphrase", "injection", "block", False, cases_inj.PARAPHRASE),
    ("allow_password_lookalike", "benign", "allow", True, cases_allow.PASSWORD_LOOKALIKE),
    ("allow_number_lookalike", "benign", "allow", True, cases_allow.NUMBER_LOOKALIKE),
    ("allow_email_lookalike", "benign", "allow", True, cases_allow.EMAIL_LOOKALIKE),
    ("allow_injection_talk", "benign", "allow", True, cases_allow.INJECTION_TALK),
    ("benign_assistant_preference", "benign", "allow", True, cases_allow.PREFERENCE),
]

PH = re.compile(r"\{\{([^}|]+)((?:\|[^}|]+)*)\}\}")
SPAN = re.compile(r"\[\[(zw|homo|fwt|shy):(.*?)\]\]", re.S)


def _mrz(kind):
    assert kind == "de"
    doc = fakes.pp_de()
    return fakes.mrz_line2(doc, "D<<", fakes.mrz_date(), fakes.R.choice("MF"),
                           f"3{fakes.R.randint(0, 4)}{fakes.R.randint(1, 12):02d}{fakes.R.randint(1, 28):02d}")


def _email_fw(local):
    return T.fullwidth_text(local + "@example") + "。" + T.fullwidth_text("com")


def gen(name, args):
    f = fakes
    simple = {
        "pin4": f.pin4, "pin5": f.pin5, "pin6": f.pin6, "pin8": f.pin8, "bike3": f.bike3, "bike4": f.bike4,
        "puk": f.puk, "safe_dial": f.safe_dial, "digicode": f.digicode, "unlock_pattern": f.unlock_pattern,
        "backup_codes": f.backup_codes, "bitlocker": f.bitlocker, "wifi_key": f.wifi_key, "wifi_hex": f.wifi_hex,
        "pw_mixed": f.pw_mixed, "pw_leet": f.pw_leet, "pw_pinyin": f.pw_pinyin, "passphrase": f.passphrase,
        "us_ssn": f.us_ssn, "uk_nino": f.uk_nino, "ca_sin": f.ca_sin, "fr_nir": f.fr_nir, "es_nie": f.es_nie,
        "de_steuer_id": f.de_steuer_id, "tr_tckn": f.tr_tckn, "kr_rrn": f.kr_rrn, "za_id": f.za_id,
        "il_id": f.il_id, "jp_mynumber": f.jp_mynumber, "tw_id": f.tw_id, "pp_us": f.pp_us, "pp_in": f.pp_in,
        "pp_jp": f.pp_jp, "pp_fr": f.pp_fr, "us_zip": f.us_zip, "plz_de": f.plz_de, "jp_zip": f.jp_zip,
        "cep": f.cep, "ru_zip": f.ru_zip, "uk_landline": f.uk_landline, "fr_landline": f.fr_landline,
        "au_landline": f.au_landline, "de_plate": f.de_plate, "fr_plate": f.fr_plate, "in_plate": f.in_plate,
        "order_no": f.order_no, "ups": f.ups, "pnr": f.pnr, "invoice": f.invoice, "ticket": f.ticket,
        "ru_track": f.ru_track, "bank_acct_id": f.bank_acct_id,
    }
    if name in simple:
        assert not args, name
        return simple[name]()
    if name == "pw_word":
        return f.pw_word(*args)
    if name == "iban":
        return f.iban(args[0])
    if name == "it_cf":
        return f.it_cf(args[0], args[1], female=(args[2] == "f"))
    if name == "mx_curp":
        return f.mx_curp(args[0], args[1], args[2], female=(args[3] == "f"))
    if name == "id_nik":
        return f.id_nik(female=(args and args[0] == "f"))
    if name == "mrz":
        return _mrz(args[0])
    if name == "num":
        return f.num(args[0], args[1])
    if name == "digits":
        return f.digits(args[0])
    if name == "hex":
        return f.hex_n(args[0])
    if name == "dob":
        return f.dob(args[0])
    if name == "email_fw":
        return _email_fw(args[0])
    raise KeyError(name)


def render(template):
    """Return (text, values) where values = [(generator, raw, as_inserted)]."""
    values = []

    def sub(m):
        parts = m.group(1).split(":")
        name, args = parts[0], parts[1:]
        raw = gen(name, args)
        out = raw
        for t in [x for x in m.group(2).split("|") if x]:
            out = T.apply(out, t)
        values.append((name, raw, out))
        return out

    text = PH.sub(sub, template)
    text = SPAN.sub(lambda m: T.TEXT_TRANSFORMS[m.group(1)](m.group(2)), text)
    assert "{{" not in text and "[[" not in text, text
    return text, values


def build():
    fakes.seed(SEED)
    rows, langs, vals = [], [], []
    n = 0
    seen_templates = set()
    for fam, kind, expect, hard, templates in FAMILIES:
        for lang, tpl in templates:
            assert tpl not in seen_templates, tpl
            seen_templates.add(tpl)
            n += 1
            cid = f"dv28-{n:04d}"
            text, values = render(tpl)
            rows.append({"id": cid, "family": fam, "kind": kind, "expect": expect,
                         "hard_lookalike": hard, "text": text})
            langs.append((cid, fam, lang))
            vals.append((cid, values))
    return rows, langs, vals


def serialise(rows, langs):
    jl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    tsv = "id\tfamily\tlang\n" + "".join(f"{a}\t{b}\t{c}\n" for a, b, c in langs)
    return jl, tsv


def main():
    rows, langs, _ = build()
    jl, tsv = serialise(rows, langs)
    out = os.path.dirname(HERE)
    with open(os.path.join(out, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(jl)
    with open(os.path.join(out, "case_languages.tsv"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(tsv)
    print(f"wrote {len(rows)} cases")


if __name__ == "__main__":
    main()
