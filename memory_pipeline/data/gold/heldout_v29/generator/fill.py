"""Placeholder filling for heldout-v29 templates.

Syntax inside a hand-written template:
  ⟦NAME⟧ / ⟦NAME:arg⟧          a fresh fake value from nums.GEN[NAME]
  ⟦NAME#t:arg⟧                  same value every time tag t is used within one record
  ⟦CUT:k|NAME|arg⟧              value with a TAB inserted after k characters (split key/value cases)
  ⟦ENC:method|sentence⟧         the hand-written sentence, encoded by encode.ENC[method]
"""
import re

from encode import ENC
from nums import GEN

PAT = re.compile(r"⟦([A-Z0-9_]+)(?:#(\w+))?(?::([^⟧]*))?⟧")


def fill(template, rng, memo=None, record=None):
    memo = {} if memo is None else memo
    record = [] if record is None else record

    def rep(m):
        name, tag, arg = m.group(1), m.group(2), m.group(3) or ""
        if name == "ENC":
            method, _, txt = arg.partition("|")
            v = ENC[method](txt)
            record.append(("ENC", method, v, txt))
            return v
        if name == "CUT":
            k, gname, garg = arg.split("|")
            v = GEN[gname](rng, garg)
            record.append((gname, garg, v, None))
            k = int(k)
            return v[:k] + "\t" + v[k:]
        key = (name, tag, arg)
        if tag and key in memo:
            return memo[key]
        v = GEN[name](rng, arg)
        if tag:
            memo[key] = v
        record.append((name, arg, v, None))
        return v

    out = PAT.sub(rep, template)
    assert "⟦" not in out and "⟧" not in out, template
    return out
