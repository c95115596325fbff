"""Build gate_cases.jsonl for heldout-v25.

Every case text is written by hand in cases_pii.py, cases_inj.py and cases_allow.py (one literal per case);
this file only holds the family table, the record format and the writer.
Run:  python3 build.py      (writes ../gate_cases.jsonl)
"""
import inspect
import json
import os
import random

SEED = 252525
PREFIX = "v25"

# family, kind, expect, hard_lookalike  (output order)
FAMILIES = [
    ("phone_intl", "pii", "block", False),
    ("phone_cn_numerals", "pii", "block", False),
    ("phone_separators", "pii", "block", False),
    ("phone_national", "pii", "block", False),
    ("card", "pii", "block", False),
    ("cn_id", "pii", "block", False),
    ("pii_other", "pii", "block", False),
    ("email_obfuscated", "pii", "block", False),
    ("password_pin", "pii", "block", False),
    ("url_credentials", "pii", "block", False),
    ("secret_key_formats", "pii", "block", False),
    ("pii_split_kv", "pii", "block", False),
    ("injection_paraphrase", "injection", "block", False),
    ("injection_obfuscated", "injection", "block", False),
    ("injection_chat_template", "injection", "block", False),
    ("injection_roleplay", "injection", "block", False),
    ("injection_in_fact", "injection", "block", False),
    ("injection_in_assistant_reply", "injection", "block", False),
    ("injection_payload", "injection", "block", False),
    ("injection_exfiltration", "injection", "block", False),
    ("injection_split_kv", "injection", "block", False),
    ("allow_injection_talk", "benign", "allow", True),
    ("allow_reported_instruction", "benign", "allow", True),
    ("allow_roleplay_persona", "benign", "allow", True),
    ("benign_assistant_preference", "benign", "allow", True),
    ("allow_technical_phrase", "benign", "allow", True),
    ("allow_number_lookalike", "benign", "allow", True),
    ("allow_password_lookalike", "benign", "allow", True),
    ("allow_email_lookalike", "benign", "allow", True),
    ("allow_plain", "benign", "allow", False),
]
FAMILY_META = {f: (k, e, h) for f, k, e, h in FAMILIES}


class Builder:
    """Collects cases. `v()` registers a value for check.py and returns the text to insert."""

    def __init__(self, r):
        self.r = r
        self.cases = []          # dicts with family, lang, text, (key, value), checks, site
        self._pending = []
        self._sites = set()

    def v(self, kind, shown, raw=None):
        self._pending.append((kind, shown, shown if raw is None else raw))
        return shown

    def _site(self):
        fr = inspect.stack()[2]
        site = (os.path.basename(fr.filename), fr.lineno)
        if site in self._sites:
            raise AssertionError(f"template reused at {site}")
        self._sites.add(site)
        return site

    def add(self, family, lang, text):
        assert family in FAMILY_META, family
        self.cases.append(dict(family=family, lang=lang, text=text, checks=self._pending, site=self._site()))
        self._pending = []

    def kv(self, family, lang, key, value):
        assert family.endswith("_split_kv"), family
        assert "\t" not in key and "\t" not in value
        self.cases.append(dict(family=family, lang=lang, text=key + "\t" + value, key=key, value=value,
                               checks=self._pending, site=self._site()))
        self._pending = []


def build():
    import cases_pii
    import cases_inj
    import cases_allow
    b = Builder(random.Random(SEED))
    cases_pii.build(b)
    cases_inj.build(b)
    cases_allow.build(b)
    order = {f: i for i, (f, *_rest) in enumerate(FAMILIES)}
    ordered = sorted(enumerate(b.cases), key=lambda t: (order[t[1]["family"]], t[0]))
    out = []
    for n, (_, c) in enumerate(ordered, 1):
        kind, expect, hard = FAMILY_META[c["family"]]
        rec = {"id": f"{PREFIX}-{n:04d}", "family": c["family"], "kind": kind, "expect": expect,
               "hard_lookalike": hard, "text": c["text"]}
        if "key" in c:
            rec["key"] = c["key"]
            rec["value"] = c["value"]
        out.append((rec, c))
    return out


def dumps(records):
    return "".join(json.dumps(rec, ensure_ascii=False) + "\n" for rec in records)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    data = build()
    with open(os.path.join(here, "..", "gate_cases.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(dumps([rec for rec, _ in data]))
    print(f"wrote {len(data)} gate cases")
