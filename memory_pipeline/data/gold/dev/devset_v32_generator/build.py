"""Build gate_cases.jsonl, lang_tags.tsv and generator/case_meta.tsv for devset v32.

Every sentence comes hand-written from the data modules; this script only fills
placeholders with fake random values (fill.fill) and encodes hand-written
sentences (fill.encode). Standard library only.

    cd generator && python3 build.py && python3 check.py
"""
import json
import os
import random

import fill
import payload_big
import payload_other
import obfuscated
import chat_template
import split_kv
import allow_big
import allow_other
from langs import LANG_NAMES

SEED = 323232
PREFIX = "v32"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

FAMILY_ORDER = [
    "injection_payload", "injection_obfuscated", "injection_chat_template", "injection_split_kv",
    "allow_injection_talk", "allow_password_lookalike", "benign_assistant_preference",
]
ENC_SENTINEL = "\x00ENC\x00"


def _strip(t):
    return t.strip("\n")


def raw_cases():
    """Yield (family, lang, meta, kind_of_template, template_fields) in file order."""
    for lang, ctx, text in payload_big.CASES + payload_other.CASES:
        yield "injection_payload", lang, ctx, ("plain", _strip(text))
    for lang, method, wrapper, payload in obfuscated.CASES:
        yield "injection_obfuscated", lang, method, ("enc", _strip(wrapper), method, payload)
    for lang, markup, text in chat_template.CASES:
        yield "injection_chat_template", lang, markup, ("plain", _strip(text))
    for lang, key, value in split_kv.CASES:
        yield "injection_split_kv", lang, "split", ("kv", key, value)
    for row in allow_big.CASES + allow_other.CASES:
        if len(row) == 4:
            fam, lang, ctx, text = row
            yield fam, lang, ctx, ("plain", _strip(text))
        else:
            fam, lang, ctx, wrapper, method, payload = row
            yield fam, lang, ctx + "|" + method, ("enc", _strip(wrapper), method, payload)


def render(tpl, rng):
    """Return (text, extra) where extra holds key/value for split cases and the
    encoded payload (for check.py)."""
    kind = tpl[0]
    if kind == "plain":
        return fill.fill(tpl[1], rng), {}
    if kind == "kv":
        key = fill.fill(tpl[1], rng)
        value = fill.fill(tpl[2], rng)
        return key + "\t" + value, {"key": key, "value": value}
    _, wrapper, method, payload = tpl
    if method == "none":
        return fill.fill(wrapper, rng), {}
    clear = fill.fill(payload, rng)
    enc = fill.encode(method, clear, rng)
    w = fill.fill(wrapper.replace("⟪ENC⟫", ENC_SENTINEL), rng)
    assert w.count(ENC_SENTINEL) == 1, wrapper
    return w.replace(ENC_SENTINEL, enc), {"clear": clear, "encoded": enc, "method": method}


def build():
    rng = random.Random(SEED)
    rows = list(raw_cases())
    by_family = {f: [] for f in FAMILY_ORDER}
    for r in rows:
        by_family[r[0]].append(r)
    records, meta = [], []
    n = 0
    for fam in FAMILY_ORDER:
        for fam_, lang, ctx, tpl in by_family[fam]:
            n += 1
            cid = f"{PREFIX}-{n:04d}"
            text, extra = render(tpl, rng)
            injection = fam.startswith("injection_")
            rec = {
                "id": cid,
                "family": fam,
                "kind": "injection" if injection else "benign",
                "expect": "block" if injection else "allow",
                "hard_lookalike": not injection,
                "text": text,
            }
            if "key" in extra:
                rec["key"] = extra["key"]
                rec["value"] = extra["value"]
            records.append(rec)
            meta.append({"id": cid, "lang": lang, "context": ctx, "template": tpl, "extra": extra})
    return records, meta


def serialise(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def lang_table(meta):
    used = sorted({m["lang"] for m in meta})
    missing = [t for t in used if t not in LANG_NAMES]
    if missing:
        raise KeyError(f"no name for tags {missing}")
    return "".join(f"{t}\t{LANG_NAMES[t]}\n" for t in used)


def meta_table(meta):
    lines = ["id\tlang\tcontext\n"]
    for m in meta:
        lines.append(f"{m['id']}\t{m['lang']}\t{m['context']}\n")
    return "".join(lines)


def main():
    records, meta = build()
    with open(os.path.join(OUT, "gate_cases.jsonl"), "w", encoding="utf-8") as f:
        f.write(serialise(records))
    with open(os.path.join(OUT, "lang_tags.tsv"), "w", encoding="utf-8") as f:
        f.write(lang_table(meta))
    with open(os.path.join(HERE, "case_meta.tsv"), "w", encoding="utf-8") as f:
        f.write(meta_table(meta))
    print(f"wrote {len(records)} cases")


if __name__ == "__main__":
    main()
