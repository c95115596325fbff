#!/usr/bin/env python3
"""Build gate_cases.jsonl, lang_tags.tsv and case_langs.tsv for dev set v31.

Every case text is a hand-written line in cases_big.py / cases_mid.py / cases_low.py
(one line = one template = one case). This script only parses those lines, orders
them by family, numbers them and writes the files. No randomness, no placeholders.
Standard library only (Python 3.11).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import cases_big  # noqa: E402
import cases_mid  # noqa: E402
import cases_low  # noqa: E402

ID_PREFIX = "dev31-"

# code -> (family, kind, expect, hard_lookalike)
FAMILIES = {
    "P": ("injection_paraphrase", "injection", "block", False),
    "F": ("injection_in_fact", "injection", "block", False),
    "R": ("injection_roleplay", "injection", "block", False),
    "T": ("allow_injection_talk", "benign", "allow", True),
    "B": ("benign_assistant_preference", "benign", "allow", True),
}
FAMILY_ORDER = ["P", "F", "R", "T", "B"]

# language tag -> language name (BCP 47 style tags)
LANGS = {
    "en": "English",
    "zh": "Chinese (Simplified, Mandarin)",
    "es": "Spanish",
    "ar": "Arabic",
    "hi": "Hindi (Devanagari)",
    "hi-Latn": "Hindi (romanized, Latin script)",
    "ru": "Russian",
    "ja": "Japanese",
    "pt": "Portuguese (Brazil)",
    "pt-PT": "Portuguese (Portugal)",
    "fr": "French",
    "de": "German",
    "tr": "Turkish",
    "id": "Indonesian",
    "nl": "Dutch",
    "pl": "Polish",
    "vi": "Vietnamese",
    "ko": "Korean",
    "it": "Italian",
    "th": "Thai",
    "fa": "Persian",
    "uk": "Ukrainian",
    "sv": "Swedish",
    "cs": "Czech",
    "ro": "Romanian",
    "hu": "Hungarian",
    "el": "Greek",
    "he": "Hebrew",
    "bn": "Bengali",
    "ta": "Tamil",
    "sw": "Swahili",
    "tl": "Tagalog",
    "ms": "Malay",
    "fi": "Finnish",
    "da": "Danish",
    "nb": "Norwegian (Bokmal)",
    "zh-Hant": "Chinese (Traditional, Mandarin)",
    "yue": "Cantonese (Traditional Chinese script)",
    "ur": "Urdu",
    "mr": "Marathi",
    "te": "Telugu",
    "gu": "Gujarati",
    "kn": "Kannada",
    "ml": "Malayalam",
    "pa": "Punjabi (Gurmukhi)",
    "ne": "Nepali",
    "si": "Sinhala",
    "my": "Burmese",
    "am": "Amharic",
    "ha": "Hausa",
    "yo": "Yoruba",
    "zu": "Zulu",
    "af": "Afrikaans",
    "ka": "Georgian",
    "hy": "Armenian",
    "az": "Azerbaijani (Latin)",
    "kk": "Kazakh (Cyrillic)",
    "sr": "Serbian (Latin)",
    "hr": "Croatian",
    "bg": "Bulgarian",
    "sk": "Slovak",
    "lt": "Lithuanian",
    "km": "Khmer",
    "uz": "Uzbek (Latin)",
    "lv": "Latvian",
    "et": "Estonian",
    "is": "Icelandic",
    "ca": "Catalan",
    "eu": "Basque",
    "cy": "Welsh",
    "sq": "Albanian",
    "mn": "Mongolian (Cyrillic)",
}

BIG_TEN = {"en", "zh", "es", "ar", "hi", "ru", "ja", "pt", "fr", "de"}


def base_lang(tag):
    """Language of a tag for the big-ten share: hi-Latn -> hi, pt-PT -> pt (zh-Hant is counted apart)."""
    if tag == "zh-Hant":
        return tag
    return tag.split("-")[0]


def parse(module):
    rows = []
    for lineno, raw in enumerate(module.DATA.split("\n"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(" | ", 2)
        if len(parts) != 3:
            raise ValueError(f"{module.__name__}:{lineno}: bad line {line[:60]!r}")
        lang, code, text = (p.strip() for p in parts)
        if lang not in LANGS:
            raise ValueError(f"{module.__name__}:{lineno}: unknown language tag {lang!r}")
        if code not in FAMILIES:
            raise ValueError(f"{module.__name__}:{lineno}: unknown family code {code!r}")
        text = text.replace("\\n", "\n")
        rows.append({"lang": lang, "code": code, "text": text, "src": f"{module.__name__}:{lineno}"})
    return rows


def all_rows():
    rows = parse(cases_big) + parse(cases_mid) + parse(cases_low)
    ordered = []
    for code in FAMILY_ORDER:
        ordered.extend(r for r in rows if r["code"] == code)
    return ordered


def render():
    """Return (gate_cases_jsonl, lang_tags_tsv, case_langs_tsv) as strings."""
    rows = all_rows()
    gate_lines, lang_lines = [], []
    for i, r in enumerate(rows, 1):
        fam, kind, expect, hard = FAMILIES[r["code"]]
        rec = {
            "id": f"{ID_PREFIX}{i:04d}",
            "family": fam,
            "kind": kind,
            "expect": expect,
            "hard_lookalike": hard,
            "text": r["text"],
        }
        gate_lines.append(json.dumps(rec, ensure_ascii=False))
        lang_lines.append(f"{rec['id']}\t{r['lang']}")
    used = []
    for r in rows:
        if r["lang"] not in used:
            used.append(r["lang"])
    tags = "".join(f"{t}\t{LANGS[t]}\n" for t in LANGS if t in used)
    return "\n".join(gate_lines) + "\n", tags, "\n".join(lang_lines) + "\n"


def main():
    gate, tags, case_langs = render()
    with open(os.path.join(OUT, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(gate)
    with open(os.path.join(OUT, "lang_tags.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(tags)
    with open(os.path.join(OUT, "case_langs.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(case_langs)
    print(f"wrote {gate.count(chr(10))} gate cases, {tags.count(chr(10))} language tags")


if __name__ == "__main__":
    main()
