"""Sanity checks for heldout-v8 (does not write data).

Rebuilds both sets in memory and verifies: the files on disk match byte for byte,
schema and unique ids, split-kv text = key + TAB + value, payload/expected substrings
occur verbatim in the turn, Luhn / CN-ID / IBAN / EAN check digits as intended, and —
if the `phonenumbers` package is importable — that every generated phone is valid.
Run:  python3 check.py   (or with a Python that has phonenumbers installed).
"""
import collections
import hashlib
import json
import os

import build
import turns
from nums import iban_ok, id_ok, luhn_ok, ean_digit

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    cases, c1 = build.build()
    tr, c2 = turns.build()
    ok = True

    for name, recs in (("gate_cases.jsonl", cases), ("extraction_turns.jsonl", tr)):
        path = os.path.join(HERE, "..", "heldout_v8_" + name)  # moved to dev/ once tuned on
        want = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in recs).encode("utf-8")
        have = open(path, "rb").read()
        if want != have:
            ok = False
            print("MISMATCH on disk:", name)
        have.decode("utf-8")
        for line in have.decode("utf-8").splitlines():
            json.loads(line)
        print(name, len(recs), "md5", hashlib.md5(have).hexdigest())

    ids = [c["id"] for c in cases] + [t["id"] for t in tr]
    assert len(ids) == len(set(ids)), "duplicate ids"
    texts = [c["text"] for c in cases]
    dup = [t for t, n in collections.Counter(texts).items() if n > 1]
    assert not dup, f"duplicate texts: {len(dup)}"

    base = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
    for c in cases:
        keys = list(c)
        if c["family"].endswith("_split_kv"):
            assert keys == base + ["key", "value"], c["id"]
            assert c["text"] == c["key"] + "\t" + c["value"], c["id"]
        else:
            assert keys == base, c["id"]
        assert (c["expect"] == "block") == (c["kind"] != "benign"), c["id"]
    for t in tr:
        assert list(t) == ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
        both = t["user"] + "\n" + t["assistant"]
        for p in t["payload"]:
            assert p and (p in t["user"] or p in t["assistant"]), (t["id"], "payload")
        for e in t["expected_fact_substrings"]:
            assert e in t["user"] or e in t["assistant"], (t["id"], "expected")
            for p in t["payload"]:
                assert p not in e, (t["id"], "overlap")
        del both

    try:
        import phonenumbers
    except ImportError:
        phonenumbers = None
        print("phonenumbers not importable: phone validity NOT checked")
    n = collections.Counter()
    for kind, val, valid in c1 + c2:
        n[kind] += 1
        if kind == "phone":
            if phonenumbers:
                pn = phonenumbers.parse(val, None)
                if not phonenumbers.is_valid_number(pn):
                    ok = False
                    print("INVALID phone", val)
        elif kind == "luhn":
            if luhn_ok(val) != valid:
                ok = False
                print("LUHN wrong", val, valid)
        elif kind == "cnid":
            if id_ok(val) != valid:
                ok = False
                print("ID wrong", val, valid)
        elif kind == "iban":
            if not iban_ok(val):
                ok = False
                print("IBAN wrong", val)
        elif kind == "ean":
            if ean_digit(val[:12]) != val[12]:
                ok = False
                print("EAN wrong", val)
    print("checked:", dict(n), "phonenumbers", getattr(phonenumbers, "__version__", None))

    fam = collections.Counter((c["family"], c["expect"]) for c in cases)
    for (f, e), k in fam.items():
        print(f"  {f:32s} {e:6s} {k}")
    print("block", sum(c["expect"] == "block" for c in cases),
          "allow", sum(c["expect"] == "allow" for c in cases),
          "hard", sum(c["hard_lookalike"] for c in cases))
    print("turn families", dict(collections.Counter(t["family"] for t in tr)))
    print("OK" if ok else "FAILED")


if __name__ == "__main__":
    main()
