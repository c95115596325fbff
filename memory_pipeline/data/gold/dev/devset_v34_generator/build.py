"""Build devset v34 (DEV/TRAINING corpus for the memory screening gate).

Hand-written sentences live in cases_*.txt (one template per case). This script
only fills the placeholders with fake values from nums.py and writes:
  ../gate_cases.jsonl, ../case_langs.tsv, ../lang_tags.tsv

Placeholder syntax: ⟦generator:arg:arg|transform|transform⟧
Case file syntax:   a line "@@ <family> <lang-tag>" starts a case; the lines
                    after it (up to the next "@@") are its text; lines starting
                    with "%%" are comments; \\u{XXXX} is an escaped character.

Usage: python3 build.py          (writes the files)
"""
import json
import os
import random
import re

import nums
from langs import LANGS

SEED = 343434
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
CASE_FILES = ["cases_phone.txt", "cases_pii.txt", "cases_injection.txt", "cases_allow.txt"]

# family -> (kind, expect, hard_lookalike); the order is the order in the output file
FAMILIES = [
    ("phone_intl", "pii", "block", False),
    ("phone_cn_numerals", "pii", "block", False),
    ("phone_separators", "pii", "block", False),
    ("card", "pii", "block", False),
    ("cn_id", "pii", "block", False),
    ("email_obfuscated", "pii", "block", False),
    ("password_pin", "pii", "block", False),
    ("url_credentials", "pii", "block", False),
    ("secret_key_formats", "pii", "block", False),
    ("pii_other", "pii", "block", False),
    ("pii_split_kv", "pii", "block", False),
    ("injection_payload", "injection", "block", False),
    ("allow_number_lookalike", "benign", "allow", True),
    ("allow_email_lookalike", "benign", "allow", True),
    ("allow_password_lookalike", "benign", "allow", True),
    ("allow_injection_talk", "benign", "allow", True),
]

PH = re.compile(r"⟦([^⟧]+)⟧")
ESC = re.compile(r"\\u\{([0-9A-Fa-f]{4,6})\}")

# ------------------------------------------------------------------ transforms
SCRIPT_ZERO = {"deva": 0x966, "beng": 0x9E6, "arab": 0x660, "fa": 0x6F0, "thai": 0xE50,
               "lao": 0xED0, "mya": 0x1040, "khmer": 0x17E0, "guj": 0xAE6, "knda": 0xCE6,
               "tel": 0xC66, "taml": 0xBE6, "guru": 0xA66, "mlym": 0xD66, "orya": 0xB66,
               "mong": 0x1810, "tibt": 0xF20, "fw": 0xFF10}

# digit words 0..9 and the word said for "+"; '|' separates entries
WORDS = {
    "en": ("plus", "zero|one|two|three|four|five|six|seven|eight|nine"),
    "es": ("más", "cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve"),
    "sw": ("jumlisha", "sifuri|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa"),
    "yo": ("àfikún", "òdo|ọ̀kan|èjì|ẹ̀ta|ẹ̀rin|àrún|ẹ̀fà|èje|ẹ̀jọ|ẹ̀sán"),
    "cy": ("plws", "dim|un|dau|tri|pedwar|pump|chwech|saith|wyth|naw"),
    "mi": ("tāpiri", "kore|tahi|rua|toru|whā|rima|ono|whitu|waru|iwa"),
    "fr": ("plus", "zéro|un|deux|trois|quatre|cinq|six|sept|huit|neuf"),
    "ga": ("móide", "náid|a haon|a dó|a trí|a ceathair|a cúig|a sé|a seacht|a hocht|a naoi"),
}

CN_DIGITS = {
    "cn": "零一二三四五六七八九",
    "cn_circle": "〇一二三四五六七八九",
    "cn_yao": "零幺二三四五六七八九",
    "daxie": "零壹贰叁肆伍陆柒捌玖",
    "daxie_t": "零壹貳參肆伍陸柒捌玖",
    "radio": "洞幺两三四五六拐八勾",
    "kanji_no": "〇一二三四五六七八九",
    "hangul": "공일이삼사오육칠팔구",
}
CN_DASH = {"kanji_no": "の", "hangul": "에"}

NATO = dict(zip("abcdefghijklmnopqrstuvwxyz0123456789",
                ("alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike "
                 "november oscar papa quebec romeo sierra tango uniform victor whiskey x-ray "
                 "yankee zulu zero one two three four five six seven eight niner").split()))


def to_native(s, script):
    z = SCRIPT_ZERO[script]
    out = []
    for ch in s:
        if ch in "0123456789":
            out.append(chr(z + int(ch)))
        elif script == "fw" and ch in "+-()/":
            out.append(chr(ord(ch) + 0xFEE0))
        else:
            out.append(ch)
    return "".join(out)


def to_words(s, lang):
    plus, table = WORDS[lang]
    table = table.split("|")
    groups, pending_plus = [], False
    for tok in re.findall(r"\+|\d+", s):
        if tok == "+":
            pending_plus = True
            continue
        g = " ".join(table[int(c)] for c in tok)
        groups.append((plus + " " + g) if pending_plus else g)
        pending_plus = False
    return ", ".join(groups)


def to_cn(s, mode, rng):
    if mode == "mixed":
        table = CN_DIGITS["cn"]
        return "".join(table[int(c)] if c.isdigit() and rng.random() < 0.5 else c for c in s)
    table = CN_DIGITS[mode]
    out = []
    for ch in s:
        if ch in "0123456789":
            out.append(table[int(ch)])
        elif ch == "-" and mode in CN_DASH:
            out.append(CN_DASH[mode])
        else:
            out.append(ch)
    return "".join(out)


def apply_transform(s, t, rng):
    name, _, arg = t.partition(":")
    if name in SCRIPT_ZERO:
        return s
    if name.startswith("words_"):
        return to_words(s, name[6:])
    if name in CN_DIGITS or name == "mixed":
        return to_cn(s, name, rng)
    if name == "spaced":
        return " ".join(ch for ch in s if ch != " ")
    if name == "nato":
        return " ".join(NATO[c] for c in s)
    raise KeyError(t)


# ------------------------------------------------------------------ generators
def generate(rng, gen, args):
    """Return (kind, raw_value, shown_ascii)."""
    if gen == "ph":
        v = nums.fill(rng, args[0])
        return "phone", v, v
    if gen == "d":
        v = nums.fill(rng, args[0])
        return "digits", v, v
    if gen == "nl":
        v = nums.non_luhn(rng, args[0])
        return "nonluhn", v, v
    if gen == "pin":
        v = nums.pin(rng, int(args[0]))
        return "pin", v, v
    if gen == "card":
        v = nums.card(rng, args[0])
        return "card", v, nums.group_card(v, args[1])
    if gen == "cnid":
        region = next((a for a in args if a.isdigit()), None)
        v = nums.cnid(rng, region=region, force_x="x" in args)
        shown = f"{v[:6]} {v[6:14]} {v[14:]}" if "sp" in args else v
        return "cnid", v, shown
    if gen == "iban":
        v = nums.iban(rng, args[0])
        return "iban", v, nums.group4(v) if args[1] == "sp" else v
    if gen == "nid":
        v = nums.NATIONAL[args[0]](rng, *args[1:])
        return "nid:" + args[0], v, v
    if gen == "pp":
        v = nums.passport(rng, args[0])
        return "passport", v, v
    if gen == "pw":
        v = nums.password(rng, args[0], args[1] if len(args) > 1 else None)
        return "password", v, v
    if gen == "key":
        v = nums.key(rng, args[0])
        return "key:" + args[0], v, v
    if gen == "isbn":
        v = nums.isbn13(rng)
        shown = f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}" if args and args[0] == "dash" else v
        return "isbn", v, shown
    if gen == "ean":
        v = nums.ean13(rng, args[0])
        return "ean", v, v
    if gen == "uscc":
        v = nums.uscc(rng)
        return "uscc", v, v
    if gen == "ups":
        v = nums.ups(rng)
        return "code", v, v
    if gen == "lotto":
        v = nums.lotto(rng, int(args[0]), int(args[1]), *(args[2:3]))
        return "code", v, v
    if gen == "up":
        v = nums.upper(rng, int(args[0]))
        return "code", v, v
    if gen == "an":
        v = nums.alnum_upper(rng, int(args[0]))
        return "code", v, v
    if gen == "hex":
        v = nums.hexs(rng, int(args[0]))
        return "hex", v, v
    if gen == "uuid":
        v = nums.uuid4(rng)
        return "uuid", v, v
    if gen == "b64":
        import base64
        v = base64.b64encode(args[0].encode("utf-8")).decode()
        return "b64:" + args[0], v, v
    raise KeyError(gen)


def render(template, rng):
    values = []

    def sub(m):
        head, *transforms = m.group(1).split("|")
        gen, *args = head.split(":")
        kind, raw, shown = generate(rng, gen, args)
        cut = None
        for t in transforms:
            if t.startswith("cut:"):
                cut = int(t[4:])
            elif t in SCRIPT_ZERO:
                shown = to_native(shown, t)
            else:
                shown = apply_transform(shown, t, rng)
        values.append({"kind": kind, "raw": raw, "shown": shown, "cut": cut,
                       "transforms": transforms})
        if cut is not None:
            return shown[:cut] + "\t" + shown[cut:]
        return shown

    text = PH.sub(sub, template)
    return text, values


# ------------------------------------------------------------------ case files
def parse_cases(path):
    cases, cur = [], None
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.startswith("%%"):
                continue
            if line.startswith("@@ "):
                _, fam, lang = line.split()
                cur = {"family": fam, "lang": lang, "lines": []}
                cases.append(cur)
                continue
            if cur is None:
                if line.strip():
                    raise ValueError(f"text outside a case in {path}: {line!r}")
                continue
            cur["lines"].append(line)
    for c in cases:
        lines = c.pop("lines")
        while lines and not lines[-1].strip():
            lines.pop()
        while lines and not lines[0].strip():
            lines.pop(0)
        c["template"] = ESC.sub(lambda m: chr(int(m.group(1), 16)), "\n".join(lines))
    return cases


def load_all():
    cases = []
    for name in CASE_FILES:
        cases.extend(parse_cases(os.path.join(HERE, name)))
    order = {f[0]: i for i, f in enumerate(FAMILIES)}
    for c in cases:
        if c["family"] not in order:
            raise ValueError("unknown family " + c["family"])
        if c["lang"] not in LANGS:
            raise ValueError("unknown language tag " + c["lang"])
    # stable sort by family order, file order inside a family
    return sorted(cases, key=lambda c: order[c["family"]])


def build():
    """Return ({filename: bytes}, [per-case meta])."""
    rng = random.Random(SEED)
    fam_info = {f[0]: f[1:] for f in FAMILIES}
    lines, langs_lines, meta = [], [], []
    for i, c in enumerate(load_all(), 1):
        cid = f"d34-{i:04d}"
        text, values = render(c["template"], rng)
        kind, expect, hard = fam_info[c["family"]]
        rec = {"id": cid, "family": c["family"], "kind": kind, "expect": expect,
               "hard_lookalike": hard, "text": text}
        if c["family"].endswith("_split_kv"):
            k, v = text.split("\t")
            rec["key"], rec["value"] = k, v
        lines.append(json.dumps(rec, ensure_ascii=False))
        langs_lines.append(f"{cid}\t{c['lang']}")
        meta.append({"id": cid, "family": c["family"], "lang": c["lang"],
                     "template": c["template"], "values": values})
    used = sorted({m["lang"] for m in meta})
    tag_lines = [f"{t}\t{LANGS[t]}" for t in used]
    files = {
        "gate_cases.jsonl": ("\n".join(lines) + "\n").encode("utf-8"),
        "case_langs.tsv": ("\n".join(langs_lines) + "\n").encode("utf-8"),
        "lang_tags.tsv": ("\n".join(tag_lines) + "\n").encode("utf-8"),
    }
    return files, meta


def main():
    files, meta = build()
    for name, data in files.items():
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
    print(f"wrote {len(meta)} cases to {OUT}")


if __name__ == "__main__":
    main()
