import re, collections, importlib, sys
sys.path.insert(0,'.')
import cases_pii as P, cases_inj as I, cases_allow as A
fams = {}
for mod in (P,I,A):
    for k,v in vars(mod).items():
        if k.isupper() and isinstance(v,list): fams[k]=v
langs=collections.Counter()
def nsent(t):
    t=re.sub(r'⟦[^⟧]*⟧','X',t); t=re.sub(r'⟪[^⟫]*⟫','X',t)
    parts=[p for p in re.split(r'(?<=[.!?।۔؟።။։])\s+|(?<=[。！？])|\n+',t) if len(p.strip())>3]
    return len(parts)
tot=0;multi=0
for k,v in fams.items():
    m=sum(1 for l,t in v if nsent(t)>=2)
    print(k,len(v),'multi',m)
    tot+=len(v);multi+=m
    for l,t in v: langs[l]+=1
print(tot,multi,round(multi/tot,3),'langs',len(langs))
print(sorted(langs.items(), key=lambda x:-x[1]))
if len(sys.argv)>1:
    for k,v in fams.items():
        for l,t in v:
            if nsent(t)<2 and k==sys.argv[1]: print(repr(t[:90]))
