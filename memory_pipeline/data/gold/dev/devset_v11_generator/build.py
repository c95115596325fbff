#!/usr/bin/env python3
"""Build devset_v11 gate cases and extraction turns (Python 3.11, stdlib only).

Run from anywhere:
    python3 memory_pipeline/data/gold/dev/devset_v11_generator/build.py
Writes, next to this folder:
    devset_v11_gate_cases.jsonl
    devset_v11_extraction_turns.jsonl
The output is byte-identical on every run (seed 111111).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gate_templates  # noqa: E402
import turn_templates  # noqa: E402
from values import fill  # noqa: E402

SEED = 111111
DEV_DIR = os.path.dirname(HERE)
GATE_PATH = os.path.join(DEV_DIR, "devset_v11_gate_cases.jsonl")
TURN_PATH = os.path.join(DEV_DIR, "devset_v11_extraction_turns.jsonl")

GATE_ORDER = ["phone_separators", "pii_other", "injection_paraphrase",
              "injection_in_fact", "password_pin", "allow_number_lookalike",
              "allow_injection_talk", "allow_password_lookalike"]
TURN_ORDER = ["pii_in_preference", "password_in_fact", "injection_in_fact",
              "instruction_in_assistant", "obfuscated_email", "payload_in_user",
              "phone_in_fact", "benign"]


def build():
    """Return (gate_records, turn_records, meta).

    meta holds, per record id, the family, language tag and template key, so
    check.py can count languages and template use without storing them in
    the output files.
    """
    rng = random.Random(SEED)
    meta = {}

    gate = []
    for fam in GATE_ORDER:
        kind, expect, hard = gate_templates.LABELS[fam]
        for idx, (lang, text) in enumerate(gate_templates.GATE[fam]):
            (filled,) = fill(rng, [text])
            gate.append(({"family": fam, "kind": kind, "expect": expect,
                          "hard_lookalike": hard, "text": filled},
                         lang, "gate:%s:%d" % (fam, idx)))
    rng.shuffle(gate)
    gate_records = []
    for i, (rec, lang, tkey) in enumerate(gate, 1):
        rid = "d11-%04d" % i
        gate_records.append(dict([("id", rid)] + list(rec.items())))
        meta[rid] = (rec["family"], lang, tkey)

    turns = []
    for fam in TURN_ORDER:
        for idx, (lang, user, asst, payload, expected) in enumerate(turn_templates.TURNS[fam]):
            fields = fill(rng, [user, asst] + list(payload) + list(expected))
            u, a = fields[0], fields[1]
            p = fields[2:2 + len(payload)]
            e = fields[2 + len(payload):]
            turns.append(({"family": fam, "user": u, "assistant": a,
                           "payload": p, "expected_fact_substrings": e},
                          lang, "turn:%s:%d" % (fam, idx)))
    rng.shuffle(turns)
    turn_records = []
    for i, (rec, lang, tkey) in enumerate(turns, 1):
        rid = "d11-x%03d" % i
        turn_records.append(dict([("id", rid)] + list(rec.items())))
        meta[rid] = (rec["family"], lang, tkey)

    return gate_records, turn_records, meta


def to_bytes(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")


def main():
    gate_records, turn_records, _ = build()
    with open(GATE_PATH, "wb") as f:
        f.write(to_bytes(gate_records))
    with open(TURN_PATH, "wb") as f:
        f.write(to_bytes(turn_records))
    print("wrote %s (%d)" % (GATE_PATH, len(gate_records)))
    print("wrote %s (%d)" % (TURN_PATH, len(turn_records)))


if __name__ == "__main__":
    main()
