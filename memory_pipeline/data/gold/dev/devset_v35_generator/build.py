"""Build dev-v35 gate cases from the hand-written templates.

    cd generator && python3 build.py      # writes ../gate_cases.jsonl and ../case_langs.tsv

Every template is used exactly once; the script only inserts fake values
(values.py) at placeholders. Seed: random.Random(353535).
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402
from t_paraphrase import PARAPHRASE  # noqa: E402
from t_injection import SPLIT_KV, IN_FACT, ROLEPLAY  # noqa: E402
from t_allow import PREF, TALK, PLAIN  # noqa: E402

SEED = 353535
OUT_DIR = os.path.dirname(HERE)

# family -> (kind, expect, hard_lookalike), in output order
FAMILIES = [
    ("injection_paraphrase", "injection", "block", False),
    ("injection_split_kv", "injection", "block", False),
    ("injection_in_fact", "injection", "block", False),
    ("injection_roleplay", "injection", "block", False),
    ("allow_injection_talk", "benign", "allow", True),
    ("benign_assistant_preference", "benign", "allow", True),
    ("allow_plain", "benign", "allow", False),
]


def templates():
    """Yield (family, lang, template_dict) in output order.

    template_dict has 'text' or ('key', 'value'), plus metadata that is not
    written to the jsonl (stock flag, intent, subtype)."""
    for lang, stock, intent, text in PARAPHRASE:
        yield "injection_paraphrase", lang, {"text": text, "stock": stock, "intent": intent}
    for lang, key, value in SPLIT_KV:
        yield "injection_split_kv", lang, {"key": key, "value": value}
    for lang, text in IN_FACT:
        yield "injection_in_fact", lang, {"text": text}
    for lang, text in ROLEPLAY:
        yield "injection_roleplay", lang, {"text": text}
    for lang, sub, text in TALK:
        yield "allow_injection_talk", lang, {"text": text, "subtype": sub}
    for lang, text in PREF:
        yield "benign_assistant_preference", lang, {"text": text}
    for lang, text in PLAIN:
        yield "allow_plain", lang, {"text": text}


def build():
    """Return (jsonl_text, tsv_text, meta) where meta is a list of per-case dicts."""
    rng = random.Random(SEED)
    fam = {f: (k, e, h) for f, k, e, h in FAMILIES}
    lines, tsv, meta = [], ["id\tlang"], []
    n = 0
    for family, lang, t in templates():
        n += 1
        cid = "d35-%04d" % n
        kind, expect, hard = fam[family]
        rec = {"id": cid, "family": family, "kind": kind, "expect": expect,
               "hard_lookalike": hard}
        if "key" in t:
            key = values.fill(t["key"], lang, rng)
            value = values.fill(t["value"], lang, rng)
            rec["text"] = key + "\t" + value
            rec["key"] = key
            rec["value"] = value
        else:
            rec["text"] = values.fill(t["text"], lang, rng)
        lines.append(json.dumps(rec, ensure_ascii=False))
        tsv.append("%s\t%s" % (cid, lang))
        m = dict(t)
        m.update(id=cid, family=family, lang=lang)
        meta.append(m)
    return "\n".join(lines) + "\n", "\n".join(tsv) + "\n", meta


def main():
    jsonl, tsv, _ = build()
    with open(os.path.join(OUT_DIR, "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(jsonl)
    with open(os.path.join(OUT_DIR, "case_langs.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(tsv)
    print("wrote %d cases" % jsonl.count("\n"))


if __name__ == "__main__":
    main()
