# -*- coding: utf-8 -*-
"""Build devset_v14_gate_cases.jsonl from the hand-written cases in cases_block.py / cases_allow.py.

Only fills <<kind:arg>> placeholders with deterministic fake values / encodings.
Python 3.11 standard library only.  Usage:  python3 build.py
"""
import base64
import codecs
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
GATE_OUT = os.path.join(OUT_DIR, "devset_v14_gate_cases.jsonl")
LANG_OUT = os.path.join(HERE, "gate_case_languages.tsv")
SEED = 141414

sys.path.insert(0, HERE)
import cases_allow  # noqa: E402
import cases_block  # noqa: E402

CYR2LAT = str.maketrans({"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y",
                         "А": "A", "Е": "E", "О": "O", "Р": "P", "С": "C", "Т": "T", "К": "K", "М": "M", "Н": "H"})
LAT2CYR = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
                         "P": "Р", "T": "Т"})


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def make_card(rng: random.Random) -> str:
    while True:
        body = "4" + "".join(str(rng.randrange(10)) for _ in range(14))
        for last in "0123456789":
            if luhn_ok(body + last):
                return body + last


def isbn13(first12: str) -> str:
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(first12))
    return first12 + str((10 - s % 10) % 10)


def fullwidth(s: str) -> str:
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def fill(text: str, rng: random.Random) -> str:
    def repl(m):
        kind, _, arg = m.group(1).partition(":")
        if kind == "b64":
            return base64.b64encode(arg.encode("utf-8")).decode("ascii")
        if kind == "rev":
            return arg[::-1]
        if kind == "rot13":
            return codecs.encode(arg, "rot13")
        if kind == "spaced":
            return "   ".join(" ".join(w) for w in arg.split(" "))
        if kind == "zw":
            return "\u200b".join(arg)
        if kind == "hglat":
            return arg.translate(CYR2LAT)
        if kind == "hgcyr":
            return arg.translate(LAT2CYR)
        if kind == "fw":
            return fullwidth(arg)
        if kind == "hex":
            return arg.encode("utf-8").hex()
        if kind == "card":
            num = make_card(rng)
            groups = [num[i:i + 4] for i in range(0, 16, 4)]
            if arg == "spaced":
                return " - ".join(" ".join(g) for g in groups)
            if arg == "fw":
                return fullwidth(" ".join(groups))
            raise ValueError(arg)
        if kind == "isbn":
            n = isbn13(arg)
            return f"{n[:3]}-{n[3]}-{n[4:7]}-{n[7:12]}-{n[12]}"
        if kind == "bcrypt":
            alpha = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
            return "$2b$12$" + "".join(rng.choice(alpha) for _ in range(53))
        if kind == "sha256":
            return "".join(rng.choice("0123456789abcdef") for _ in range(64))
        raise ValueError(kind)
    return re.sub(r"<<([^<>]+?)>>", repl, text)


def build():
    rng = random.Random(SEED)
    rows, langs = [], []
    n = 0
    for family, kind, cases in cases_block.FAMILIES:
        for lang, text in cases:
            n += 1
            rows.append({"id": f"d14-{n:04d}", "family": family, "kind": kind, "expect": "block",
                         "hard_lookalike": False, "text": fill(text, rng)})
            langs.append(lang)
    for family, cases in cases_allow.FAMILIES:
        for lang, text in cases:
            n += 1
            rows.append({"id": f"d14-{n:04d}", "family": family, "kind": "benign", "expect": "allow",
                         "hard_lookalike": True, "text": fill(text, rng)})
            langs.append(lang)
    return rows, langs


def serialise(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def lang_table(rows, langs):
    return "id\tfamily\tlang\n" + "".join(f"{r['id']}\t{r['family']}\t{l}\n" for r, l in zip(rows, langs))


if __name__ == "__main__":
    rows, langs = build()
    with open(GATE_OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(serialise(rows))
    with open(LANG_OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(lang_table(rows, langs))
    print(f"wrote {len(rows)} gate cases to {GATE_OUT}")
