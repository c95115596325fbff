"""Placeholder filler for heldout-v37.

A hand-written template contains placeholders of the form  ⟪name:arg:arg…⟫ .
The engine only (a) inserts a fake random value from nums.py, or (b) applies a mechanical
transform from transforms.py to a hand-written inner sentence. Nothing else is generated.

Special markers:
  ⟪!⟫        start of the hand-written payload (PII value or injected order); removed from output
  ⟪|⟫        the TAB of a *_split_kv line (hand-written split inside a token)
  …@N⟫       suffix on a value placeholder: insert the TAB after N characters of the inserted value
Every inserted value is recorded in `meta` as (type, canonical, shown) for check.py.
"""
import re

import nums as N
import transforms as T

PH = re.compile(r"⟪(.*?)⟫", re.S)

SEPS = {"dot": ".", "hy": "-", "nbhy": "\u2011", "endash": "\u2013", "nbsp": "\u00a0", "slash": "/",
        "us": "_", "bullet": "\u2022", "space": " ", "none": "", "mdot": "\u00b7", "thin": "\u2009"}


def fmt_phone(digits, groups, sep, script):
    sizes = [int(x) for x in groups.split("-")]
    if sep == "spaced":
        s = " ".join(digits)
    else:
        s = N.group(digits, sizes, SEPS[sep])
    return s if script == "ascii" else N.native(s, script)


def digits_of_phone(shape):
    return "".join(c for c in shape if c.isdigit())


ZH_TABLES = {"plain": N.ZH_LOWER, "ling_o": N.ZH_LOWER_O, "daxie": N.ZH_DAXIE_S, "daxie_t": N.ZH_DAXIE_T,
             "radio": N.ZH_RADIO}


def zh_phone(rng, style):
    d = N.cn_mobile(rng)
    if style in ZH_TABLES:
        return d, N.zh_num(d, ZH_TABLES[style])
    if style == "yao":           # 幺 for 1, otherwise lower-case numerals, grouped 3-4-4
        t = "零幺二三四五六七八九"
        return d, N.group(N.zh_num(d, t), [3, 4, 4], " ")
    if style == "mixed":         # first block Arabic, middle Chinese, last Arabic
        return d, d[:3] + N.zh_num(d[3:7], N.ZH_LOWER) + d[7:]
    if style == "ling_spaced":
        return d, " ".join(N.zh_num(d, N.ZH_LOWER_O))
    raise KeyError(style)


def fill(template, rng):
    meta = []          # list of dicts: type, canonical, shown
    split_at = [None]  # position (in output) of the TAB
    payload_pos = [None]
    out = []
    pos = 0

    def emit(s):
        out.append(s)

    cursor = 0
    for m in PH.finditer(template):
        emit(template[cursor:m.start()])
        cursor = m.end()
        body = m.group(1)
        cur_len = sum(len(x) for x in out)
        if body == "!":
            if payload_pos[0] is None:
                payload_pos[0] = cur_len
            continue
        if body == "|":
            split_at[0] = cur_len
            continue
        cut = None
        if body.startswith("t:"):
            _, tname, inner = body.split(":", 2)
            shown = T.apply(tname, inner, rng)
            meta.append({"type": "transform:" + tname, "canonical": inner, "shown": shown})
        else:
            mm = re.match(r"^(.*)@(\d+)$", body)
            if mm:
                body, cut = mm.group(1), int(mm.group(2))
            typ, canon, shown = value(body, rng)
            meta.append({"type": typ, "canonical": canon, "shown": shown})
        if payload_pos[0] is None:
            payload_pos[0] = cur_len
        if cut is not None:
            split_at[0] = cur_len + cut
        emit(shown)
    emit(template[cursor:])
    text = "".join(out)
    return text, meta, split_at[0], payload_pos[0]


def years(opt):
    lo, hi = opt[1:].split("-")
    return int(lo), int(hi)


def value(body, rng):
    a = body.split(":")
    k = a[0]
    if k == "ph":                       # ⟪ph:KIND⟫  phone in its usual written shape
        s = N.phone(rng, a[1])
        return "phone", digits_of_phone(s), s
    if k == "phsep":                    # ⟪phsep:KIND:GROUPS:SEP:SCRIPT⟫
        d = digits_of_phone(N.phone(rng, a[1]))
        return "phone", d, fmt_phone(d, a[2], a[3], a[4])
    if k == "cnph":                     # ⟪cnph:STYLE⟫  Chinese mobile in Chinese numerals
        d, s = zh_phone(rng, a[1])
        return "phone", d, s
    if k == "hkph":                     # HK mobile, 8 digits, Chinese numerals grouped 4-4
        d = N.hk_mobile(rng)
        return "phone", d, N.group(N.zh_num(d, N.ZH_LOWER), [4, 4], " ")
    if k == "jpph_kanji":               # 〇九〇の一二三四の五六七八
        d = digits_of_phone(N.phone(rng, "jp_mobile"))
        return "phone", d, N.group(N.zh_num(d, N.JA_KANJI), [3, 4, 4], "の")
    if k == "krph_hangul":
        d = digits_of_phone(N.phone(rng, "kr_mobile"))
        return "phone", d, N.group(N.zh_num(d, N.KO_SINO), [3, 4, 4], " ")
    if k == "card":                     # ⟪card:KIND:FMT⟫
        c = N.card(rng, a[1])
        return "card", c, N.fmt_card(c, a[2])
    if k == "card_bad":
        c = N.card_bad(rng)
        return "card_bad", c, N.fmt_card(c, a[1])
    if k == "cvv":
        s = N.cvv(rng, int(a[1]) if len(a) > 1 else 3)
        return "cvv", s, s
    if k == "cnid":                     # ⟪cnid:STYLE[:x][:bad][:RRRRRR][:yA-B][:M|F]⟫
        style = a[1]
        kw = {}
        typ = "cnid"
        for opt in a[2:]:
            if opt == "bad":
                kw["bad"] = True
                typ = "cnid_bad"
            elif opt == "x":
                kw["want_x"] = True
            elif opt.startswith("y"):
                kw["yr"] = years(opt)
            elif opt in ("M", "F"):
                kw["sex"] = opt
            elif opt.isdigit():
                kw["region"] = opt
        s = N.cn_id(rng, **kw)
        return typ, s, N.fmt_cnid(s, style)
    if k == "iban":
        s = N.iban(rng, a[1])
        return "iban", s, N.fmt_iban(s, a[2] if len(a) > 2 else "4")
    if k == "nat":                      # ⟪nat:KIND[:yA-B][:M|F]⟫ or ⟪nat:cf:SUR:NAME[:M|F]⟫
        kind = a[1]
        if kind == "cf":
            s = N.codice_fiscale(rng, a[2], a[3], sex=a[4] if len(a) > 4 else None)
        elif len(a) > 2:
            kw = {}
            for opt in a[2:]:
                if opt.startswith("y"):
                    kw["yr"] = years(opt)
                elif opt in ("M", "F"):
                    kw["sex"] = opt
            s = {"pnr": N.personnummer, "pesel": N.pesel, "hetu": N.hetu, "rrn": N.kr_rrn,
                 "za": N.za_id}[kind](rng, **kw)
        else:
            s = {"cpf": N.cpf, "dni": N.dni, "nie": N.nie, "bsn": N.bsn, "pnr": N.personnummer,
                 "pesel": N.pesel, "aadhaar": N.aadhaar, "hetu": N.hetu, "nir": N.nir, "benn": N.be_nn,
                 "tckn": N.tc_kimlik, "za": N.za_id, "il": N.il_id, "rut": N.cl_rut, "fnr": N.no_fnr,
                 "rrn": N.kr_rrn, "sin": N.ca_sin, "ssn": N.ssn_like}[kind](rng)
        return "nat:" + kind, s, s
    if k == "pass":
        s = N.passport(rng, a[1])
        return "passport:" + a[1], s, s
    if k == "mrz":
        s = N.mrz_td3(rng, a[1], a[2], a[3], a[4])
        return "mrz", s, s
    if k == "pin":
        s = N.pin(rng, int(a[1]))
        shown = N.native(s, a[2]) if len(a) > 2 else s
        return "pin", s, shown
    if k == "pinw":                     # ⟪pinw:N:LANG[:SEP]⟫ spelled-out digits
        s = N.pin(rng, int(a[1]))
        sep = {"": " ", "hy": "-", "comma": ", ", "dot": "・", "none": "", "slash": " / "}[a[3] if len(a) > 3 else ""]
        return "pin_words", s, N.digit_words(s, a[2], sep)
    if k == "nato":                     # password spelled with NATO alphabet
        raw = N.pw(rng, "wifi")[:8]
        parts = []
        for ch in raw:
            if ch.isdigit():
                parts.append(N.NATO_DIGITS[int(ch)])
            else:
                w = [x for x in N.NATO if x[0] == ch.upper()][0]
                parts.append(("capital " if ch.isupper() else "") + w)
        return "password", raw, ", ".join(parts)
    if k == "pw":
        s = N.pw(rng, a[1], a[2] if len(a) > 2 else "en")
        return "password", s, s
    if k == "digicode":
        s = N.digicode(rng)
        return "pin", s, s
    if k == "combo3":
        s = N.combo3(rng)
        return "pin", s, s
    if k == "otp":
        s = N.otp(rng)
        return "pin", s, s
    if k == "backup":
        s = N.backup_codes(rng)
        return "password", s, s
    if k == "seed12":
        s = N.seed12(rng)
        return "password", s, s
    if k == "key":
        s = N.key(rng, a[1])
        return "key:" + a[1], s, s
    if k == "d":                        # plain random digits (house numbers, postcodes, flat numbers)
        s = N.rdig(rng, int(a[1]), True)
        return "digits", s, s
    # ---- look-alikes (allow)
    if k == "isbn":
        s = N.isbn13(rng)
        return "isbn", s, s
    if k == "ean13":
        s = N.ean13(rng)
        return "ean13", s, s
    if k == "nonluhn16":
        s = N.non_luhn16(rng)
        shown = N.group(s, [4, 4, 4, 4], a[1] if len(a) > 1 and a[1] else "")
        if len(a) > 1 and a[1] == "sp":
            shown = N.group(s, [4, 4, 4, 4], " ")
        return "nonluhn16", s, shown
    if k == "ups":
        s = N.ups(rng)
        return "ups", s, s
    if k == "uscc":
        s = N.uscc(rng)
        return "uscc", s, s
    if k == "masked":
        s = N.masked_card(rng)
        return "masked", s, s
    if k == "order":
        s = N.order_no(rng, a[1])
        return "order", s, s
    if k == "sha":
        s = N.git_sha(rng, int(a[1]) if len(a) > 1 else 40)
        return "sha", s, s
    if k == "uuid":
        s = N.uuid4(rng)
        return "uuid", s, s
    raise KeyError(body)
