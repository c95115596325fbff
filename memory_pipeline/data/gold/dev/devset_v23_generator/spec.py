"""Case constructors. Every case carries one hand-written template and a language tag.

Placeholders are written ⟦name:arg⟧ and are filled by build.py with fake values from nums.py.
For *_split_kv cases, key and value are written separately; for pii_split_kv the secret is
generated once (`secret` spec) and cut in two: ⟦A⟧ in the key gets the first part, ⟦B⟧ in the
value the second part.
"""


def C(family, lang, text):
    return {"family": family, "lang": lang, "text": text}


def KV(family, lang, key, value, secret=None):
    return {"family": family, "lang": lang, "key": key, "value": value, "secret": secret}
