#!/usr/bin/env python3
"""Check devset_v10_gate_cases.jsonl: rebuild byte-for-byte, family sizes,
record format, unique ids/texts, language coverage. Standard library only."""
import hashlib
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("devset_v10_build", os.path.join(HERE, "build.py"))
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)

KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]


def main():
    errors = []
    with open(build.OUT, "rb") as f:
        on_disk = f.read()
    rebuilt, langs_by_family = build.build()
    if rebuilt != on_disk:
        errors.append("rebuild differs from file on disk")
    again, _ = build.build()
    if again != rebuilt:
        errors.append("build is not deterministic")

    recs = [json.loads(l) for l in on_disk.decode("utf-8").splitlines()]
    spec_by_family = {f: (k, e, h, n) for f, k, e, h, n in build.FAMILIES}
    counts = {}
    for i, r in enumerate(recs, 1):
        if list(r.keys()) != KEYS:
            errors.append("bad keys in %r" % r.get("id"))
        if r["id"] != "dv10-%04d" % i:
            errors.append("bad id %r at line %d" % (r["id"], i))
        fam = r["family"]
        if fam not in spec_by_family:
            errors.append("unknown family %r" % fam)
            continue
        k, e, h, _ = spec_by_family[fam]
        if (r["kind"], r["expect"], r["hard_lookalike"]) != (k, e, h):
            errors.append("bad labels in %s" % r["id"])
        if not isinstance(r["hard_lookalike"], bool):
            errors.append("hard_lookalike not bool in %s" % r["id"])
        counts[fam] = counts.get(fam, 0) + 1
    for f, (_, _, _, n) in spec_by_family.items():
        if counts.get(f, 0) != n:
            errors.append("family %s has %d, want %d" % (f, counts.get(f, 0), n))
    texts = [r["text"] for r in recs]
    if len(set(texts)) != len(texts):
        errors.append("duplicate texts")
    if "{" in "".join(texts):
        errors.append("unfilled placeholder")

    all_langs = set()
    for v in langs_by_family.values():
        all_langs |= set(v)
    if len(all_langs) < 25:
        errors.append("only %d languages overall" % len(all_langs))
    if len(langs_by_family["password_pin"]) < 30:
        errors.append("password_pin has only %d languages" % len(langs_by_family["password_pin"]))
    if len(langs_by_family["injection_in_fact"]) < 15:
        errors.append("injection_in_fact has only %d languages" % len(langs_by_family["injection_in_fact"]))

    print("records:", len(recs))
    for f in spec_by_family:
        print("  %-26s %3d  langs=%d" % (f, counts.get(f, 0), len(langs_by_family[f])))
    print("languages overall:", len(all_langs), " ".join(sorted(all_langs)))
    print("md5:", hashlib.md5(on_disk).hexdigest())
    if errors:
        print("FAIL")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
