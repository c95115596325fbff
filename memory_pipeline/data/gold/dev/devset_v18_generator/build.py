"""Build devset_v18_gate_cases.jsonl from the hand-written templates (standard library only).

    python3 build.py            # writes ../devset_v18_gate_cases.jsonl
"""
import json
import os
import random
import re

import nums
import t_allow
import t_injection
import t_pii

SEED = 181818
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "devset_v18_gate_cases.jsonl")
PH = re.compile(r"⟦([a-z0-9_A-Z]+)⟧")

# (family, kind, expect, hard_lookalike, templates, mode)
FAMILIES = [
    ("injection_paraphrase", "injection", "block", False, t_injection.INJECTION_PARAPHRASE, "text"),
    ("injection_payload", "injection", "block", False, t_injection.INJECTION_PAYLOAD, "text"),
    ("injection_in_fact", "injection", "block", False, t_injection.INJECTION_IN_FACT, "text"),
    ("injection_split_kv", "injection", "block", False, t_injection.INJECTION_SPLIT_KV, "inj_split"),
    ("pii_password", "pii", "block", False, t_pii.PII_PASSWORD, "text"),
    ("pii_other", "pii", "block", False, t_pii.PII_OTHER, "text"),
    ("pii_split_kv", "pii", "block", False, t_pii.PII_SPLIT_KV, "pii_split"),
    ("allow_injection_talk", "benign", "allow", True, t_allow.ALLOW_INJECTION_TALK, "text"),
    ("allow_reported_instruction", "benign", "allow", True, t_allow.ALLOW_REPORTED_INSTRUCTION, "text"),
    ("allow_persona_roleplay", "benign", "allow", True, t_allow.ALLOW_PERSONA_ROLEPLAY, "text"),
    ("benign_assistant_preference", "benign", "allow", True, t_allow.BENIGN_ASSISTANT_PREFERENCE, "text"),
    ("allow_game_rules", "benign", "allow", True, t_allow.ALLOW_GAME_RULES, "text"),
    ("allow_technical_phrase", "benign", "allow", True, t_allow.ALLOW_TECHNICAL_PHRASE, "text"),
    ("allow_password_lookalike", "benign", "allow", True, t_allow.ALLOW_PASSWORD_LOOKALIKE, "text"),
    ("allow_number_lookalike", "benign", "allow", True, t_allow.ALLOW_NUMBER_LOOKALIKE, "text"),
    ("allow_plain", "benign", "allow", False, t_allow.ALLOW_PLAIN, "text"),
]


def _fill(rng, template, checked):
    def sub(m):
        value, kind = nums.GEN[m.group(1)](rng)
        checked.append((m.group(1), kind, value))
        return value
    return PH.sub(sub, template)


def _cut(rng, value):
    """Pick a cut inside the value: both sides keep >= 2 letters/digits, no cut next to a space."""
    ok = []
    for i in range(1, len(value)):
        left, right = value[:i], value[i:]
        if sum(c.isalnum() for c in left) < 2 or sum(c.isalnum() for c in right) < 2:
            continue
        if value[i - 1] == " " or value[i] == " ":
            continue
        ok.append(i)
    i = rng.choice(ok)
    return value[:i], value[i:]


def build():
    """Return (records, meta). meta[i] = {"lang", "checked": [(generator, check_kind, value)]}."""
    rng = random.Random(SEED)
    records, meta = [], []
    n = 0
    for family, kind, expect, hard, templates, mode in FAMILIES:
        for entry in templates:
            n += 1
            checked = []
            rec = {"id": "d18-%04d" % n, "family": family, "kind": kind, "expect": expect,
                   "hard_lookalike": hard}
            lang = entry[0]
            if mode == "text":
                rec["text"] = _fill(rng, entry[1], checked)
            elif mode == "inj_split":
                key, value = entry[1], entry[2]
                rec["text"] = key + "\t" + value
                rec["key"], rec["value"] = key, value
            else:  # pii_split
                prefix, gen, suffix = entry[1], entry[2], entry[3]
                secret, ckind = nums.GEN[gen](rng)
                checked.append((gen, ckind, secret))
                a, b = _cut(rng, secret)
                key, value = prefix + a, b + suffix
                rec["text"] = key + "\t" + value
                rec["key"], rec["value"] = key, value
            records.append(rec)
            meta.append({"lang": lang, "checked": checked})
    return records, meta


def dumps(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


if __name__ == "__main__":
    recs, _ = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(dumps(recs))
    print("wrote %d records to %s" % (len(recs), os.path.normpath(OUT)))
