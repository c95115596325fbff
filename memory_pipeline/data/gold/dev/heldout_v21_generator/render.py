"""Placeholder rendering shared by build.py and turns.py.

{name} or {name|transform} or {name@N} (split the generated value with a TAB after N characters, for
*_split_kv). [[enc:plain text]] encodes a hand-written sentence (obfuscated injections).
The same placeholder token inside one case resolves to the same value (so payloads match texts).
"""
import base64
import re
import urllib.parse

import nums as N

NUMW_EN = "zero one two three four five six seven eight nine".split()
NUMW_PT = "zero um dois três quatro cinco seis sete oito nove".split()
NATO = {"a": "Alfa", "b": "Bravo", "c": "Charlie", "d": "Delta", "e": "Echo", "f": "Foxtrot", "g": "Golf",
        "h": "Hotel", "i": "India", "j": "Juliett", "k": "Kilo", "l": "Lima", "m": "Mike", "n": "November",
        "o": "Oscar", "p": "Papa", "q": "Quebec", "r": "Romeo", "s": "Sierra", "t": "Tango", "u": "Uniform",
        "v": "Victor", "w": "Whiskey", "x": "X-ray", "y": "Yankee", "z": "Zulu"}


def _gen(name, r):
    if name.startswith("ph_"):
        return N.PHONES[name[3:]](r)
    if name.startswith("card_"):
        return N.CARDS[name[5:]](r)
    if name.startswith("key_"):
        return N.KEYS[name[4:]](r)
    if name.startswith("iban_"):
        return N.iban(r, name[5:])
    if name.startswith("dig"):
        return N.dig(r, int(name[3:]))
    if name.startswith("order"):
        return N.non_luhn(r, int(name[5:]))
    if name.startswith("sha"):
        return N.sha(r, int(name[3:]))
    if name.startswith("pin"):
        return N.pin(r, int(name[3:]))
    simple = {
        "cn_id": N.cn_id, "cpf": N.cpf, "dni": N.dni, "bsn": N.bsn, "pesel": N.pesel, "aadhaar": N.aadhaar,
        "tc": N.tc_kimlik, "rrn": N.kr_rrn, "kennitala": N.kennitala, "za_id": N.za_id, "il_id": N.il_id,
        "ssn": N.us_ssn, "nhs": N.nhs, "kz_iin": N.kz_iin, "mynum": N.jp_mynumber,
        "pw_random": N.pw_random, "pw_words": N.pw_words, "pw_leet": N.pw_leet,
        "pw_url": lambda r: N.pick(r, N.AN, 10) + r.choice("-_.~") + N.pick(r, N.AN, 5),
        "pw_alnum": lambda r: N.pick(r, N.LO + N.D, 8),
        "passphrase": N.passphrase, "otp": N.otp, "isbn": N.isbn13, "ups": N.ups, "uuid": N.uuid,
        "ip": N.ip_doc, "cvc": lambda r: N.dig(r, 3), "cvc4": lambda r: N.dig(r, 4),
        "seed12": lambda r: " ".join(r.sample(SEED_WORDS, 12)),
        "backup": lambda r: "  ".join(N.dig(r, 4) + "-" + N.dig(r, 4) for _ in range(4)),
        "epoch_ms": lambda r: str(r.randint(1700000000000, 1790000000000)),
        "passport_us": lambda r: N.dig(r, 9),
        "passport_in": lambda r: r.choice("JKLMNPRSTUVWZ") + N.dig(r, 7),
        "passport_cn": lambda r: "E" + N.dig(r, 8),
        "passport_br": lambda r: N.pick(r, N.UP, 2) + N.dig(r, 6),
        "alnum8": lambda r: N.pick(r, N.UP + N.D, 8),
    }
    return simple[name](r)


SEED_WORDS = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
              "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
              "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
              "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone").split()


def _mix_cn(s, r):
    return "".join(N.CN_SMALL[int(c)] if c in N.D and r.random() < 0.5 else c for c in s)


def _tf(v, t, r):
    if t in N.SCRIPTS:
        return N.script(v, t)
    if t == "cn":
        return N.cn_digits(v)
    if t == "cnbig":
        return N.cn_digits(v, N.CN_BIG)
    if t == "cnyao":
        return N.cn_digits(v, yao=True)
    if t == "cnmix":
        return _mix_cn(v, r)
    if t == "dots":
        return re.sub(r"[ \-]", ".", v)
    if t == "nbhy":
        return re.sub(r"[ \-]", "\u2011", v)
    if t == "endash":
        return re.sub(r"[ \-]", "\u2013", v)
    if t == "nbsp":
        return v.replace(" ", "\u00a0")
    if t == "slash":
        return re.sub(r"[ \-]", "/", v)
    if t == "bullets":
        return re.sub(r"[ \-]", "•", v)
    if t == "spaced":
        return " ".join(c for c in v if c not in " -")
    if t == "nospace":
        return v.replace(" ", "")
    if t == "words_en":
        return " ".join(NUMW_EN[int(c)] if c in N.D else "plus" for c in v if c not in " -()")
    if t == "words_pt":
        return " ".join(NUMW_PT[int(c)] for c in v if c in N.D)
    if t == "nato":
        return " ".join(NATO[c] if c in NATO else NUMW_EN[int(c)] for c in v)
    if t == "group4":
        return " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    if t == "cnid_spaced":
        return f"{v[:6]} {v[6:14]} {v[14:]}"
    raise KeyError(t)


HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "y": "у", "x": "х", "i": "і"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def encode(kind, s):
    if kind == "b64":
        return base64.b64encode(s.encode()).decode()
    if kind == "rot13":
        import codecs
        return codecs.encode(s, "rot13")
    if kind == "leet":
        return s.translate(LEET)
    if kind == "zw":
        return "\u200b".join(s)
    if kind == "homo":
        return s.translate(HOMO)
    if kind == "rev":
        return s[::-1]
    if kind == "hex":
        return s.encode().hex()
    if kind == "url":
        return urllib.parse.quote(s)
    if kind == "spaced":
        return " ".join(s)
    if kind == "full":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
    if kind == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s)
    if kind == "dotsep":
        return "·".join(s)
    raise KeyError(kind)


PH = re.compile(r"\{([a-zA-Z_]+[0-9]*(?:_[A-Za-z0-9]+)*)(?:\|([a-z0-9_]+))?(?:@(\d+))?(?:#(\d+))?\}")
ENC = re.compile(r"\[\[([a-z0-9]+):(.*?)\]\]", re.S)


class Renderer:
    def __init__(self, rng):
        self.r = rng

    def render(self, template, cache=None, record=None):
        cache = {} if cache is None else cache

        def sub(m):
            tok = m.group(0)
            name, tf, split, _ = m.groups()
            if name[0].isupper():  # ${ENV_VAR} style references are literal text
                return tok
            rawkey = (name, m.group(4))
            if rawkey not in cache:
                cache[rawkey] = _gen(name, self.r)
            raw = cache[rawkey]
            if record is not None:
                record.append((name, raw))
            tkey = tok
            if tkey not in cache:
                cache[tkey] = _tf(raw, tf, self.r) if tf else raw
            v = cache[tkey]
            if split:
                k = int(split)
                v = v[:k] + "\t" + v[k:]
            return v

        out = PH.sub(sub, template)
        out = ENC.sub(lambda m: encode(m.group(1), m.group(2)), out)
        return out
