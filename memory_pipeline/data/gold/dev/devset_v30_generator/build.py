# -*- coding: utf-8 -*-
"""Build gate_cases.jsonl, lang_tags.tsv and generator/case_langs.tsv for devset v30.

    cd generator && python3 build.py

Standard library only; deterministic (random.Random(303030)).
"""
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from nums import Gen, to_script, encode, CN_STYLES, WORDS, SCRIPT_ZERO  # noqa: E402
from cases_pii import PII  # noqa: E402
from cases_inj import INJ  # noqa: E402
from cases_allow import ALLOW  # noqa: E402

SEED = 303030
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

FAMILY_ORDER = [
    ("phone_intl", "pii"), ("phone_separators", "pii"), ("phone_cn_numerals", "pii"),
    ("card", "pii"), ("cn_id", "pii"), ("email_obfuscated", "pii"), ("password_pin", "pii"),
    ("url_credentials", "pii"), ("secret_key_formats", "pii"), ("pii_other", "pii"),
    ("pii_split_kv", "pii"),
    ("injection_paraphrase", "injection"), ("injection_obfuscated", "injection"),
    ("injection_chat_template", "injection"), ("injection_roleplay", "injection"),
    ("injection_in_fact", "injection"), ("injection_payload", "injection"),
    ("injection_split_kv", "injection"),
    ("allow_number_lookalike", "benign"), ("allow_email_lookalike", "benign"),
    ("allow_password_lookalike", "benign"), ("allow_injection_talk", "benign"),
    ("benign_assistant_preference", "benign"),
]

LANG_NAMES = {
    "af": "Afrikaans", "am": "Amharic", "ar": "Arabic", "ar-Latn": "Arabic (Latin script, Arabizi)",
    "as": "Assamese", "az": "Azerbaijani", "be": "Belarusian", "bn": "Bengali", "bo": "Tibetan",
    "bs": "Bosnian", "ca": "Catalan", "ckb": "Central Kurdish (Sorani)", "cs": "Czech", "cy": "Welsh",
    "da": "Danish", "de": "German", "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish",
    "et": "Estonian", "eu": "Basque", "fa": "Persian", "fi": "Finnish", "fr": "French", "ga": "Irish",
    "gl": "Galician", "gu": "Gujarati", "ha": "Hausa", "he": "Hebrew", "hi": "Hindi",
    "hi-Latn": "Hindi (Latin script)", "hr": "Croatian", "hu": "Hungarian", "hy": "Armenian",
    "id": "Indonesian", "ig": "Igbo", "is": "Icelandic", "it": "Italian", "ja": "Japanese",
    "jv": "Javanese", "ka": "Georgian", "kk": "Kazakh", "km": "Khmer", "kn": "Kannada", "ko": "Korean",
    "ky": "Kyrgyz", "lb": "Luxembourgish", "lo": "Lao", "lt": "Lithuanian", "lv": "Latvian",
    "mi": "Maori", "mk": "Macedonian", "ml": "Malayalam", "mn": "Mongolian", "ms": "Malay",
    "mt": "Maltese", "my": "Burmese", "nb": "Norwegian Bokmal", "ne": "Nepali", "nl": "Dutch",
    "or": "Odia", "pa": "Punjabi (Gurmukhi)", "pl": "Polish", "ps": "Pashto", "pt": "Portuguese",
    "ro": "Romanian", "ru": "Russian", "si": "Sinhala", "sl": "Slovenian", "so": "Somali",
    "sq": "Albanian", "sr": "Serbian (Cyrillic)", "su": "Sundanese", "sv": "Swedish", "sw": "Swahili",
    "ta": "Tamil", "te": "Telugu", "th": "Thai", "tl": "Tagalog", "tr": "Turkish", "ug": "Uyghur",
    "uk": "Ukrainian", "ur": "Urdu", "uz": "Uzbek (Latin)", "vi": "Vietnamese", "xh": "Xhosa",
    "yo": "Yoruba", "yue": "Cantonese (Traditional Chinese script)", "zh": "Chinese (Simplified)",
    "zh-Hant": "Chinese (Traditional)", "zh-Latn": "Chinese (Pinyin, Latin script)", "zu": "Zulu",
}

PH = re.compile(r"⟦([^⟧]+)⟧")


def all_families():
    src = {}
    src.update(PII)
    src.update(INJ)
    src.update(ALLOW)
    return src


class Filler:
    def __init__(self, gen):
        self.g = gen
        self.inserted = []   # (type, value) for check.py
        self.state = {}

    def one(self, spec):
        g = self.g
        script = None
        if "|" in spec:
            spec, script = spec.rsplit("|", 1)
        name, _, arg = spec.partition(":")
        if name == "d":
            v = g.pattern(arg)
            t = "digits"
        elif name == "c":
            raw = g.pattern(arg)
            self.inserted.append(("cnnum_raw", raw))
            table = CN_STYLES[script]
            script = None
            v = "".join(table[int(ch)] if ch.isdigit() else ch for ch in raw)
            t = "cnnum"
        elif name == "w":
            lang, _, pat = arg.partition(":")
            raw = g.pattern(pat)
            v = " ".join(WORDS[lang][int(ch)] for ch in raw)
            t = "words"
        elif name == "cnid":
            v = g.cnid([o for o in arg.split(",") if o])
            t = "cnid"
        elif name == "card":
            kind, _, fmt = arg.partition(":")
            v = g.card(kind, fmt or "sp")
            t = "card"
        elif name == "iban":
            v = g.iban(arg)
            t = "iban"
        elif name == "ibanhead":
            full = g.iban(arg)
            self.inserted.append(("iban", full))
            self.state["ibantail"] = full[11:]
            v = full[:11]
            t = "iban_head"
        elif name == "ibantail":
            v = self.state.pop("ibantail")
            t = "iban_tail"
        elif name == "uscc":
            v = g.uscc(arg or None)
            t = "uscc"
        elif name in ("cpf", "dni", "pesel", "snils", "tckn", "rrn", "aadhaar", "nip",
                      "order18", "isbn10"):
            v = getattr(g, name)()
            t = name
        elif name == "isbn13":
            v = g.isbn13(arg or "dash")
            t = "isbn13"
        elif name == "ean13":
            v = g.ean13(arg)
            t = "ean13"
        elif name == "order16":
            v = g.order16(arg or "plain")
            t = "order16"
        elif name == "pw":
            v = g.pw(arg)
            t = "pw"
        elif name == "pin":
            v = g.pin(int(arg))
            t = "pin"
        elif name == "nato":
            v = g.nato(int(arg))
            t = "nato"
        elif name == "key":
            v = g.key(arg)
            t = "key_" + arg
        elif name == "hex":
            v = g.hexs(int(arg))
            t = "hex"
        elif name == "uuid":
            v = g.uuid()
            t = "uuid"
        else:
            raise ValueError("unknown placeholder " + spec)
        if script:
            assert script in SCRIPT_ZERO, script
            v = to_script(v, script)
        self.inserted.append((t, v))
        return v

    def fill(self, tpl):
        return PH.sub(lambda m: m.group(0) if m.group(1) == "P" else self.one(m.group(1)), tpl)


def build():
    rng = random.Random(SEED)
    gen = Gen(rng)
    fams = all_families()
    assert set(fams) == {f for f, _ in FAMILY_ORDER}, set(fams) ^ {f for f, _ in FAMILY_ORDER}
    records, langs, extra = [], [], []
    n = 0
    for fam, kind in FAMILY_ORDER:
        for entry in fams[fam]:
            n += 1
            f = Filler(gen)
            rec = {"id": "v30-%04d" % n, "family": fam, "kind": kind,
                   "expect": "allow" if kind == "benign" else "block",
                   "hard_lookalike": kind == "benign"}
            info = {"template": None, "inserted": None, "lang": entry[0]}
            if fam.endswith("_split_kv"):
                lang, ktpl, vtpl = entry
                k = f.fill(ktpl)
                v = f.fill(vtpl)
                rec["text"] = k + "\t" + v
                rec["key"] = k
                rec["value"] = v
                info["template"] = ktpl + "\t" + vtpl
            elif fam == "injection_obfuscated":
                lang, frame, payload, method = entry
                filled = f.fill(frame)
                enc = encode(method, payload)
                rec["text"] = filled.replace("⟦P⟧", enc)
                info["template"] = frame + "\u0000" + payload
                info["payload"] = payload
                info["method"] = method
                info["encoded"] = enc
            else:
                lang, tpl = entry
                rec["text"] = f.fill(tpl)
                info["template"] = tpl
            info["inserted"] = f.inserted
            records.append(rec)
            langs.append(lang)
            extra.append(info)
    return records, langs, extra


def serialise(records, langs):
    jl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    cl = "".join("%s\t%s\n" % (r["id"], l) for r, l in zip(records, langs))
    used = sorted(set(langs))
    lt = "".join("%s\t%s\n" % (t, LANG_NAMES[t]) for t in used)
    return jl, cl, lt


def main():
    records, langs, _ = build()
    jl, cl, lt = serialise(records, langs)
    with open(os.path.join(OUT, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(jl)
    with open(os.path.join(HERE, "case_langs.tsv"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(cl)
    with open(os.path.join(OUT, "lang_tags.tsv"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(lt)
    print("wrote %d cases, %d language tags" % (len(records), len(set(langs))))


if __name__ == "__main__":
    main()
