"""Build devset_v12 (gate cases + extraction turns) from the hand-written templates.

Usage (from the repository root or anywhere):
    python3 memory_pipeline/data/gold/dev/devset_v12_generator/build.py
        writes the two JSONL files next to this folder
    python3 .../build.py --stats
        prints family / language counts (nothing is written)

Python 3.11 stdlib only; seed random.Random(121212); byte-identical output.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import values  # noqa: E402
from gate_templates import GATE_FAMILIES  # noqa: E402
from turn_templates import TURNS  # noqa: E402

SEED = 121212
OUT_DIR = HERE.parent
GATE_FILE = OUT_DIR / "devset_v12_gate_cases.jsonl"
TURN_FILE = OUT_DIR / "devset_v12_extraction_turns.jsonl"

# {{name}} or {{name:arg:arg}} with optional #tag; no spaces (so that
# literal Jinja text such as "{{ vault(...) }}" is left alone).
PLACEHOLDER = re.compile(r"\{\{([A-Za-z][A-Za-z0-9]*(?::[A-Za-z0-9_-]+)*(?:#[A-Za-z0-9]+)?)\}\}")

# digit runs where groups are joined by a single space, dash or dot
DIGIT_RUN = re.compile(r"[0-9]+(?:[ .\-][0-9]+)*")
CNID_RUN = re.compile(r"(?<![0-9])[0-9]{17}[0-9Xx](?![0-9])")


def luhn_hits(text: str) -> list[str]:
    """Digit sequences of 13-19 digits (whole groups, joined over single
    space/dash/dot separators) that pass the Luhn check."""
    hits = []
    for m in DIGIT_RUN.finditer(text):
        groups = re.split(r"[ .\-]", m.group(0))
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) > 19:
                    break
                if 13 <= len(acc) <= 19 and values.luhn_ok(acc):
                    hits.append(acc)
    return hits


def cnid_hits(text: str) -> list[str]:
    hits = [m.group(0) for m in CNID_RUN.finditer(text) if values.cnid_ok(m.group(0))]
    for m in DIGIT_RUN.finditer(text):
        groups = re.split(r"[ .\-]", m.group(0))
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) == 18 and values.cnid_ok(acc):
                    hits.append(acc)
    return sorted(set(hits))


def fill(rng: random.Random, template: str, cache: dict[str, str]) -> str:
    def sub(m: re.Match) -> str:
        key = m.group(1)
        name = key.split("#", 1)[0].split(":", 1)[0]
        if name not in values.GENERATORS:
            raise KeyError(f"unknown placeholder {key!r} in {template!r}")
        if key not in cache:
            cache[key] = values.generate(rng, key)
        return cache[key]

    return PLACEHOLDER.sub(sub, template)


def acceptable(texts: list[str], allow: bool, wants_cnid: bool) -> bool:
    """No accidental card-like (Luhn-valid 13-19 digit) numbers anywhere; a
    valid Chinese resident ID only where the template asks for one (never in
    allowed cases)."""
    for t in texts:
        if luhn_hits(t):
            return False
        if (allow or not wants_cnid) and cnid_hits(t):
            return False
    return True


def build_gate(rng: random.Random) -> list[dict]:
    rows = []
    for family, (kind, expect, hard, _n, templates) in GATE_FAMILIES.items():
        for lang, tpl in templates:
            for _attempt in range(10_000):
                text = fill(rng, tpl, {})
                if acceptable([text], expect == "allow", "{{cnid" in tpl):
                    break
            else:
                raise RuntimeError(f"could not fill {tpl!r}")
            rows.append({"family": family, "kind": kind, "expect": expect,
                         "hard_lookalike": hard, "text": text, "_lang": lang})
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, start=1):
        out.append({"id": f"d12-{i:04d}", "family": r["family"], "kind": r["kind"],
                    "expect": r["expect"], "hard_lookalike": r["hard_lookalike"],
                    "text": r["text"], "_lang": r["_lang"]})
    return out


def build_turns(rng: random.Random) -> list[dict]:
    rows = []
    for t in TURNS:
        for _attempt in range(10_000):
            cache: dict[str, str] = {}
            user = fill(rng, t["user"], cache)
            assistant = fill(rng, t["assistant"], cache)
            payload = [fill(rng, p, cache) for p in t["payload"]]
            facts = [fill(rng, f, cache) for f in t["facts"]]
            if acceptable([user, assistant], t["family"] == "benign",
                          "{{cnid" in t["user"] + t["assistant"]):
                break
        else:
            raise RuntimeError(f"could not fill turn {t['user']!r}")
        rows.append({"family": t["family"], "user": user, "assistant": assistant,
                     "payload": payload, "expected_fact_substrings": facts,
                     "_lang": t["lang"]})
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, start=1):
        out.append({"id": f"d12-x{i:03d}", "family": r["family"], "user": r["user"],
                    "assistant": r["assistant"], "payload": r["payload"],
                    "expected_fact_substrings": r["expected_fact_substrings"],
                    "_lang": r["_lang"]})
    return out


def build() -> tuple[list[dict], list[dict]]:
    rng = random.Random(SEED)
    gate = build_gate(rng)
    turns = build_turns(rng)
    return gate, turns


def to_jsonl(rows: list[dict]) -> bytes:
    lines = []
    for r in rows:
        clean = {k: v for k, v in r.items() if not k.startswith("_")}
        lines.append(json.dumps(clean, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


def stats(gate: list[dict], turns: list[dict]) -> None:
    print("GATE")
    all_langs: Counter = Counter()
    for fam in GATE_FAMILIES:
        rows = [r for r in gate if r["family"] == fam]
        langs = Counter(r["_lang"] for r in rows)
        all_langs.update(langs)
        print(f"  {fam:26s} n={len(rows):3d} langs={len(langs):2d}  {dict(sorted(langs.items()))}")
    print(f"  total={len(gate)} languages={len(all_langs)}")
    print(f"  {dict(all_langs.most_common())}")
    print("TURNS")
    tl: Counter = Counter()
    for fam in sorted({r['family'] for r in turns}):
        rows = [r for r in turns if r["family"] == fam]
        langs = Counter(r["_lang"] for r in rows)
        tl.update(langs)
        print(f"  {fam:26s} n={len(rows):3d} langs={len(langs):2d}  {dict(sorted(langs.items()))}")
    print(f"  total={len(turns)} languages={len(tl)}  {dict(tl.most_common())}")


def main() -> None:
    gate, turns = build()
    if "--stats" in sys.argv:
        stats(gate, turns)
        return
    GATE_FILE.write_bytes(to_jsonl(gate))
    TURN_FILE.write_bytes(to_jsonl(turns))
    print(f"wrote {GATE_FILE.name} ({len(gate)} lines), {TURN_FILE.name} ({len(turns)} lines)")


if __name__ == "__main__":
    main()
