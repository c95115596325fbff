"""Tiny helpers shared by the case files.

C(lang, sub, text, **vals): one hand-written case. `text` may hold placeholders written as ⟦NAME⟧;
each NAME maps to V(kind, fn, form): fn(rng) -> (shown, raw). If shown is a tuple, the placeholders
NAME0, NAME1, ... receive its parts (a value split across the sentence).
kind  = which validator check.py applies to raw,
form  = how check.py decodes `shown` back to raw.
"""


def C(lang, sub, text, **vals):
    return {"lang": lang, "sub": sub, "text": text, "vals": vals}


def V(kind, fn, form="plain"):
    return (kind, fn, form)
