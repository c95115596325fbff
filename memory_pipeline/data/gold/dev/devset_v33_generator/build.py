"""Build devset v33 reproducibly (Python 3.11, standard library only).

    cd /work/staging_devset_v33/generator && python3 build.py && python3 check.py

Writes, one directory up:
    gate_cases.jsonl    the cases (keys id, family, kind, expect, hard_lookalike, text [+ key, value])
    lang_tags.tsv       tag <TAB> language name, one line per tag used
    case_langs.tsv      case id <TAB> tag
    case_subtypes.tsv   case id <TAB> attack | talk | twin | pref
"""

import json
import os
import random
import unicodedata

import cases_allow
import cases_block
import fake
from langs import LANGS

SEED = 330733
ID_PREFIX = "d33-"
OUT_DIR = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# (family, kind, expect, hard_lookalike, entries) in output order
FAMILIES = [
    ("injection_paraphrase", "injection", "block", False, cases_block.PARAPHRASE),
    ("injection_chat_template", "injection", "block", False, cases_block.CHAT_TEMPLATE),
    ("injection_roleplay", "injection", "block", False, cases_block.ROLEPLAY),
    ("injection_in_fact", "injection", "block", False, cases_block.IN_FACT),
    ("injection_payload", "injection", "block", False, cases_block.PAYLOAD),
    ("injection_split_kv", "injection", "block", False, cases_block.SPLIT_KV),
    ("allow_injection_talk", "benign", "allow", True, cases_allow.TALK),
    ("benign_assistant_preference", "benign", "allow", True, cases_allow.PREFERENCE),
]

SPAN_OPEN, SPAN_CLOSE = "\u27e6", "\u27e7"  # ⟦ ⟧ mark the instruction span in split_kv templates


def all_templates():
    """Yield (family, lang, template, subtype) in authored order."""
    for family, kind, _expect, _hard, entries in FAMILIES:
        for entry in entries:
            lang, template = entry[0], entry[1]
            subtype = entry[2] if len(entry) > 2 else "attack"
            yield family, lang, template, subtype


def build():
    rng = random.Random(SEED)
    records, langs_of, subtype_of = [], [], []
    for family, kind, expect, hard, entries in FAMILIES:
        rows = []
        for entry in entries:
            lang, template = entry[0], entry[1]
            subtype = entry[2] if len(entry) > 2 else "attack"
            if lang not in LANGS:
                raise ValueError("unknown language tag: " + lang)
            t = unicodedata.normalize("NFC", template)
            if family.endswith("_split_kv"):
                t = t.replace(SPAN_OPEN, "").replace(SPAN_CLOSE, "")
            text = fake.fill(t, rng)
            rec = {"family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard, "text": text}
            if family.endswith("_split_kv"):
                key, value = text.split("\t")
                rec["key"], rec["value"] = key, value
            rows.append((rec, lang, subtype))
        rng.shuffle(rows)  # mix languages inside each family, reproducibly
        for rec, lang, subtype in rows:
            records.append(rec)
            langs_of.append(lang)
            subtype_of.append(subtype)

    lines, lang_lines, sub_lines = [], [], []
    for i, rec in enumerate(records, 1):
        cid = "%s%04d" % (ID_PREFIX, i)
        ordered = {"id": cid}
        for k in ("family", "kind", "expect", "hard_lookalike", "text", "key", "value"):
            if k in rec:
                ordered[k] = rec[k]
        lines.append(json.dumps(ordered, ensure_ascii=False))
        lang_lines.append(cid + "\t" + langs_of[i - 1])
        sub_lines.append(cid + "\t" + subtype_of[i - 1])

    used = sorted(set(langs_of))
    tag_lines = [t + "\t" + LANGS[t] for t in used]

    def blob(ls):
        return ("\n".join(ls) + "\n").encode("utf-8")

    return {
        "gate_cases.jsonl": blob(lines),
        "lang_tags.tsv": blob(tag_lines),
        "case_langs.tsv": blob(lang_lines),
        "case_subtypes.tsv": blob(sub_lines),
    }


def main():
    out = build()
    for name, data in out.items():
        with open(os.path.join(OUT_DIR, name), "wb") as fh:
            fh.write(data)
    n = out["gate_cases.jsonl"].count(b"\n")
    print("wrote %d cases to %s" % (n, OUT_DIR))


if __name__ == "__main__":
    main()
