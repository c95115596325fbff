"""Print the per-family table and the language list used in ../devset_v18_SOURCE.md."""
import collections

import build

recs, meta = build.build()
print("| family | kind | expect | hard | n | language tags |")
print("|---|---|---|---|---|---|")
for fam, kind, expect, hard, templates, _ in build.FAMILIES:
    langs = {m["lang"] for r, m in zip(recs, meta) if r["family"] == fam}
    print("| %s | %s | %s | %s | %d | %d |" % (fam, kind, expect, "yes" if hard else "no", len(templates), len(langs)))
tags = collections.Counter(m["lang"] for m in meta)
print()
print("tags (%d):" % len(tags), ", ".join("%s %d" % kv for kv in sorted(tags.items())))
base = sorted({t.split("-")[0] for t in tags})
print("base languages (%d):" % len(base), ", ".join(base))
print("kind:", dict(collections.Counter(r["kind"] for r in recs)))
print("expect:", dict(collections.Counter(r["expect"] for r in recs)))
print("hard:", dict(collections.Counter(r["hard_lookalike"] for r in recs)))
