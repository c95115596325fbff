import json, importlib, collections, sys
mods=["p1_pii","p2_inj","p3_allow"]
C=[]
for m in mods:
    try: C+=importlib.import_module(m).C
    except ModuleNotFoundError: pass
with open("/work/heldout-v6/gate_cases.jsonl","w",encoding="utf-8") as f:
    for i,c in enumerate(C,1):
        d={"id":f"v6-{i:04d}"}; d.update(c)
        f.write(json.dumps(d,ensure_ascii=False)+"\n")
print(len(C)); print(collections.Counter(c['family'] for c in C))
