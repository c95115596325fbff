"""Print the count tables used in SOURCE.md (family x expect, sub-groups, languages)."""
import collections, csv, json, os
HERE = os.path.dirname(os.path.abspath(__file__))
recs = [json.loads(l) for l in open(os.path.join(HERE, "..", "gate_cases.jsonl"), encoding="utf-8")]
rows = list(csv.DictReader(open(os.path.join(HERE, "case_langs.tsv"), encoding="utf-8"), delimiter="\t"))
fam_order = list(dict.fromkeys(r["family"] for r in recs))
print("| family | kind | expect | hard | n | languages |\n|---|---|---|---|---|---|")
for f in fam_order:
    rs = [r for r in recs if r["family"] == f]
    ls = {x["lang"] for x in rows if x["family"] == f}
    print(f"| {f} | {rs[0]['kind']} | {rs[0]['expect']} | {'yes' if rs[0]['hard_lookalike'] else 'no'} | {len(rs)} | {len(ls)} |")
print()
print("| family | sub-group | n |\n|---|---|---|")
for (f, s), n in collections.Counter((x["family"], x["sub"]) for x in rows).items():
    print(f"| {f} | {s} | {n} |")
print()
c = collections.Counter(x["lang"] for x in rows)
print(f"languages: {len(c)}")
print(", ".join(f"{k} {v}" for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))))
for grp, pred in [("hard look-alikes (allow)", lambda x: x["family"].startswith("allow_")),
                  ("injection_paraphrase", lambda x: x["family"] == "injection_paraphrase"),
                  ("password_pin", lambda x: x["family"] == "password_pin"),
                  ("injection_in_fact", lambda x: x["family"] == "injection_in_fact"),
                  ("injection_roleplay", lambda x: x["family"] == "injection_roleplay")]:
    cc = collections.Counter(x["lang"] for x in rows if pred(x))
    print(f"\n{grp}: {len(cc)} languages: " + ", ".join(f"{k} {v}" for k, v in sorted(cc.items(), key=lambda kv: (-kv[1], kv[0]))))
print()
print("expect:", dict(collections.Counter(r["expect"] for r in recs)), "kind:", dict(collections.Counter(r["kind"] for r in recs)))
