"""Helpers shared by the case modules: placeholder filling and split key/value records."""
import re

from nums import V

PH = re.compile(r"⟪(\w+)⟫")


def mk(family, lang, tpl, **vals):
    names = PH.findall(tpl)
    assert sorted(set(names)) == sorted(vals), (tpl, names, list(vals))
    text = PH.sub(lambda m: vals[m.group(1)], tpl)
    # the template identity keeps encoded hand-written sentences (plain str) and blanks generated values (V)
    ident = PH.sub(lambda m: "⟪⟫" if isinstance(vals[m.group(1)], V) else vals[m.group(1)], tpl)
    return {"family": family, "lang": lang, "text": text, "vals": [v for v in vals.values() if isinstance(v, V)],
            "tpl": ident}


def kv_secret(family, lang, key_prefix, secret, cut, value_suffix):
    """pii_split_kv: key ends with secret[:cut], value starts with secret[cut:]."""
    assert 0 < cut < len(secret)
    key = key_prefix + secret[:cut]
    value = secret[cut:] + value_suffix
    return {"family": family, "lang": lang, "text": key + "\t" + value, "key": key, "value": value,
            "vals": [secret], "secret": str(secret), "tpl": key_prefix + "|" + value_suffix}


def kv_text(family, lang, key, value):
    """injection_split_kv: the instruction runs from the key into the value."""
    assert "\t" not in key and "\t" not in value
    return {"family": family, "lang": lang, "text": key + "\t" + value, "key": key, "value": value,
            "vals": [], "tpl": key + "|" + value}
