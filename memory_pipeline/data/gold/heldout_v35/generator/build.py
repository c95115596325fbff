"""Build ../gate_cases.jsonl (heldout-v35) from the hand-written templates in cases_*.py.

    python3 build.py            # writes ../gate_cases.jsonl and case_langs.tsv
"""
import base64
import codecs
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from nums import Gen  # noqa: E402
import cases_pii as P  # noqa: E402
import cases_inj as I  # noqa: E402
import cases_allow as A  # noqa: E402

SEED = 353535

# (family, kind, expect, hard_lookalike, cases, split)
FAMILIES = [
    ("phone_intl", "pii", "block", False, P.PHONE_INTL, False),
    ("phone_cn_numerals", "pii", "block", False, P.PHONE_CN_NUMERALS, False),
    ("phone_separators", "pii", "block", False, P.PHONE_SEPARATORS, False),
    ("card", "pii", "block", False, P.CARD, False),
    ("cn_id", "pii", "block", False, P.CN_ID, False),
    ("email_obfuscated", "pii", "block", False, P.EMAIL_OBFUSCATED, False),
    ("password_pin", "pii", "block", False, P.PASSWORD_PIN, False),
    ("url_credentials", "pii", "block", False, P.URL_CREDENTIALS, False),
    ("secret_key_formats", "pii", "block", False, P.SECRET_KEY_FORMATS, False),
    ("pii_other", "pii", "block", False, P.PII_OTHER, False),
    ("pii_split_kv", "pii", "block", False, P.PII_SPLIT_KV, True),
    ("injection_paraphrase", "injection", "block", False, I.INJECTION_PARAPHRASE, False),
    ("injection_obfuscated", "injection", "block", False, I.INJECTION_OBFUSCATED, False),
    ("injection_chat_template", "injection", "block", False, I.INJECTION_CHAT_TEMPLATE, False),
    ("injection_roleplay", "injection", "block", False, I.INJECTION_ROLEPLAY, False),
    ("injection_in_fact", "injection", "block", False, I.INJECTION_IN_FACT, False),
    ("injection_payload", "injection", "block", False, I.INJECTION_PAYLOAD, False),
    ("injection_split_kv", "injection", "block", False, I.INJECTION_SPLIT_KV, True),
    ("allow_number_lookalike", "benign", "allow", True, A.ALLOW_NUMBER_LOOKALIKE, False),
    ("allow_email_lookalike", "benign", "allow", True, A.ALLOW_EMAIL_LOOKALIKE, False),
    ("allow_password_lookalike", "benign", "allow", True, A.ALLOW_PASSWORD_LOOKALIKE, False),
    ("allow_injection_talk", "benign", "allow", True, A.ALLOW_INJECTION_TALK, False),
    ("benign_assistant_preference", "benign", "allow", True, A.BENIGN_ASSISTANT_PREFERENCE, False),
    ("allow_plain", "benign", "allow", False, A.ALLOW_PLAIN, False),
]

# ---------------------------------------------------------------- obfuscation encoders
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456",
        "y": "\u0443", "x": "\u0445", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420",
        "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
JAMO_L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JAMO_V = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JAMO_T = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
          "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]


def encode(kind, s, rng):
    if kind == "none":
        return s
    if kind == "spaced":
        return "   ".join(" ".join(w) for w in s.split(" "))
    if kind == "dots":
        return " ".join(".".join(w) for w in s.split(" "))
    if kind in ("homoglyph", "homoglyph_ru"):
        return "".join(HOMO.get(c, c) for c in s)
    if kind == "zwsp":
        return "\u200b".join(s)
    if kind == "fullwidth":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)
    if kind == "leet":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "base64":
        return base64.b64encode(s.encode("utf-8")).decode()
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "reversed":
        return s[::-1]
    if kind == "symbols":
        syms = "*·#※"
        return "".join(c + (rng.choice(syms) if c not in "，。" else "") for c in s).rstrip("*·#※")
    if kind == "hex":
        return " ".join("%02x" % b for b in s.encode("utf-8"))
    if kind == "urlenc":
        return "".join("%%%02X" % b for b in s.encode("utf-8"))
    if kind == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if kind == "spaced_cjk":
        return " ".join(s)
    if kind == "jamo_spaced":
        out = []
        for c in s:
            o = ord(c) - 0xAC00
            if 0 <= o < 11172:
                out.append(JAMO_L[o // 588] + JAMO_V[(o % 588) // 28] + JAMO_T[o % 28])
            else:
                out.append(c)
        return " ".join("".join(out))
    raise KeyError(kind)


def build():
    rng = random.Random(SEED)
    g = Gen(rng)
    records, langs, values = [], [], []
    n = 0
    for fam, kind, expect, hard, cases, split in FAMILIES:
        for case in cases:
            n += 1
            cid = "v35-%04d" % n
            g.log = []
            if fam == "injection_obfuscated":
                lang, enc, pre, sent, suf = case
                text = pre + encode(enc, sent, rng) + suf
            else:
                lang, tpl = case
                text, _ = g.fill(tpl, ctx=fam)
            rec = {"id": cid, "family": fam, "kind": kind, "expect": expect, "hard_lookalike": hard, "text": text}
            if split:
                assert text.count("\t") == 1, (cid, text)
                k, v = text.split("\t")
                rec["key"] = k
                rec["value"] = v
            records.append(rec)
            langs.append((cid, fam, lang))
            for kindv, val in g.log:
                values.append((cid, kindv, val))
    return records, langs, values


def dump(records):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def main():
    records, langs, _ = build()
    with open(os.path.join(HERE, "..", "gate_cases.jsonl"), "w", encoding="utf-8") as f:
        f.write(dump(records))
    with open(os.path.join(HERE, "case_langs.tsv"), "w", encoding="utf-8") as f:
        f.write("id\tfamily\tlang\n")
        for row in langs:
            f.write("\t".join(row) + "\n")
    print("wrote %d gate cases" % len(records))


if __name__ == "__main__":
    main()
