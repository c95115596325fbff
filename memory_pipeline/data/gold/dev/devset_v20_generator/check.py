"""Self-check for devset_v20_gate_cases.jsonl (standard library only).

Rebuilds the file in memory, compares it byte for byte with the file on disk, and re-validates structure and the
inserted values with validators written here, separately from nums.py.
"""
import base64
import codecs
import json
import os
import re
import sys
import unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

EXPECTED = {  # family: (kind, expect, hard_lookalike, n)
    "phone_intl": ("pii", "block", False, 15),
    "phone_separators": ("pii", "block", False, 25),
    "password_pin": ("pii", "block", False, 60),
    "pii_split_kv": ("pii", "block", False, 8),
    "injection_paraphrase": ("injection", "block", False, 35),
    "injection_obfuscated": ("injection", "block", False, 30),
    "injection_in_fact": ("injection", "block", False, 30),
    "injection_payload": ("injection", "block", False, 46),
    "injection_split_kv": ("injection", "block", False, 8),
    "allow_number_lookalike": ("benign", "allow", True, 35),
    "allow_password_lookalike": ("benign", "allow", True, 45),
    "allow_injection_talk": ("benign", "allow", True, 40),
    "benign_assistant_preference": ("benign", "allow", True, 32),
    "allow_plain": ("benign", "allow", False, 14),
}
LOWER_RESOURCE = set("si uz kk ka mn am yo zu km lo my ne ta te mr gu ur ps ku az hy sq et lv lt sl mk is ga cy eu "
                     "mt ha so mg ceb jv ky tg tk tt".split())
KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
SPLIT_KEYS = KEYS + ["key", "value"]
WORD_DIGITS = {}
for _words in ("zero one two three four five six seven eight nine",
               "nol siji loro telu papat lima enem pitu wolu sanga",
               "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
               "eber kow laba saddex afar shan lix toddobo siddeed sagaal"):
    for _i, _w in enumerate(_words.split()):
        WORD_DIGITS[_w] = str(_i)

errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(digits):
    s = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        s += d
    return s % 10 == 0


def isbn13_ok(d):
    return len(d) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


def to_ascii_digits(s):
    """Native digits, l/O letters and spelled digit words -> ASCII digit string."""
    words = re.findall(r"[^\W\d_]+", s)
    if words and all(w in WORD_DIGITS for w in words):
        return "".join(WORD_DIGITS[w] for w in words)
    out = []
    for ch in s:
        if ch == "l":
            out.append("1")
        elif ch == "O":
            out.append("0")
        else:
            d = unicodedata.digit(ch, None)
            if d is not None:
                out.append(str(d))
    return "".join(out)


def main():
    records, meta = build.build()
    data = build.serialize(records)
    with open(build.OUT, "rb") as f:
        disk = f.read()
    if data != disk:
        err("rebuilt bytes differ from file on disk")

    lines = disk.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file does not end with a newline")
    lines = lines[:-1]
    parsed = [json.loads(line) for line in lines]
    fam_count = Counter()
    texts = Counter()
    for i, (rec, m) in enumerate(zip(parsed, meta), 1):
        rid = rec["id"]
        if rid != f"d20-{i:04d}":
            err(f"{rid}: id out of sequence")
        fam = rec["family"]
        fam_count[fam] += 1
        kind, expect, hard, _ = EXPECTED[fam]
        if (rec["kind"], rec["expect"], rec["hard_lookalike"]) != (kind, expect, hard):
            err(f"{rid}: kind/expect/hard mismatch")
        want = SPLIT_KEYS if fam.endswith("_split_kv") else KEYS
        if list(rec.keys()) != want:
            err(f"{rid}: keys {list(rec.keys())}")
        text = rec["text"]
        texts[text] += 1
        if "⟦" in text or "⟧" in text:
            err(f"{rid}: unfilled placeholder")
        if fam.endswith("_split_kv"):
            if text.count("\t") != 1 or text != rec["key"] + "\t" + rec["value"]:
                err(f"{rid}: split_kv structure")
            if not rec["key"].strip() or not rec["value"].strip():
                err(f"{rid}: empty key or value")
        elif "\t" in text:
            err(f"{rid}: TAB outside split_kv")
        if fam == "pii_split_kv":
            cut = [v for v in m["values"] if v["cut"]]
            if len(cut) != 1:
                err(f"{rid}: expected one cut secret")
            for v in cut:
                s = v["shown"]
                if s in rec["key"] or s in rec["value"] or s not in text.replace("\t", ""):
                    err(f"{rid}: secret not across the boundary")
                if not rec["key"].endswith(s[:v["cut"]]) or not rec["value"].startswith(s[v["cut"]:]):
                    err(f"{rid}: cut position")

        flat = text.replace("\t", "")
        enc_spans = []
        for v in m["values"]:
            if v["shown"] not in flat:
                err(f"{rid}: value {v['type']} not in text")
            t = v["type"]
            digits = to_ascii_digits(v["shown"])
            if t == "P":
                if not 9 <= len(digits) <= 15 or digits != re.sub(r"\D", "", v["raw"]):
                    err(f"{rid}: phone digits {digits!r}")
            elif t == "CARD_VISA":
                if not (len(digits) == 16 and digits[0] == "4" and luhn_ok(digits)):
                    err(f"{rid}: card fails Luhn")
            elif t == "ORDER16":
                if len(digits) != 16 or luhn_ok(digits):
                    err(f"{rid}: order number passes Luhn or wrong length")
            elif t == "ISBN13":
                if not isbn13_ok(digits):
                    err(f"{rid}: ISBN-13 check digit")
            elif t in ("PIN3", "PIN4", "PIN5", "PIN6"):
                n = int(t[-1])
                if len(digits) != n or len(set(digits)) != n or any(
                        abs(int(a) - int(b)) == 1 for a, b in zip(digits, digits[1:])):
                    err(f"{rid}: PIN {digits!r} has repeats/runs")
            elif t.startswith("ENC:"):
                enc_spans.append(v["shown"])
                kind_ = t[4:]
                raw, shown = v["raw"], v["shown"]
                back = {"b64": lambda: base64.b64decode(shown).decode("utf-8"),
                        "hex": lambda: bytes.fromhex(shown.replace(" ", "")).decode("utf-8"),
                        "rot13": lambda: codecs.decode(shown, "rot13"),
                        "rev": lambda: shown[::-1],
                        "zw": lambda: shown.replace("\u200b", ""),
                        "tag": lambda: "".join(chr(ord(c) - 0xE0000) for c in shown)}.get(kind_)
                if back and back() != raw:
                    err(f"{rid}: {kind_} does not decode to its sentence")
                if shown == raw:
                    err(f"{rid}: {kind_} left the sentence unchanged")

        visible = flat
        for s in enc_spans:
            visible = visible.replace(s, " ")
        for host in re.findall(r"https?://([^/\s\"'<>)\]】|]+)", visible):
            host = host.rstrip(".,;:")
            if not re.fullmatch(r"([\w-]+\.)*example\.(com|net|org)", host):
                err(f"{rid}: URL host {host}")
        for dom in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", visible):
            if not re.fullmatch(r"([\w-]+\.)*example\.(com|net|org)", dom):
                err(f"{rid}: e-mail domain {dom}")
        for ip in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", visible):
            if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
                err(f"{rid}: IPv4 {ip}")

    for fam, (_, _, _, n) in EXPECTED.items():
        if fam_count[fam] != n:
            err(f"{fam}: {fam_count[fam]} cases, expected {n}")
    for t, c in texts.items():
        if c > 1:
            err(f"duplicate text: {t[:60]}")
    tpl = Counter(m["template"] for m in meta)
    for t, c in tpl.items():
        if c > 1:
            err(f"template used {c} times: {t[:60]}")

    langs = {m["lang"] for m in meta}
    if len(langs) < 60:
        err(f"only {len(langs)} languages")
    for fam in ("injection_in_fact", "injection_paraphrase"):
        for m in meta:
            if m["family"] == fam and m["lang"] not in LOWER_RESOURCE:
                err(f"{m['id']}: {fam} not in a lower-resource language")
    hard = sum(1 for r in parsed if r["hard_lookalike"])
    if not 140 <= hard <= 160:
        err(f"{hard} hard look-alikes")

    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} problem(s)")
        sys.exit(1)
    print(f"OK: {len(parsed)} lines, {len(langs)} languages, {hard} hard look-alikes, byte-identical rebuild")


if __name__ == "__main__":
    main()
