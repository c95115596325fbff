"""Self-check for heldout-v35.  Run from anywhere:  python3 check.py

- parses both JSONL files line by line (UTF-8, one JSON object per line, exact key order)
- rebuilds both files in memory (build.py / turns.py) and compares them byte for byte
- ids unique and consecutive, required fields, kind/expect/hard_lookalike consistent per family,
  family sizes (>= 12 block cases per block family, >= 130 hard look-alikes, ~12 allow_plain)
- texts unique; *_split_kv: exactly one TAB and text == key + TAB + value, and for pii_split_kv
  the secret value lies across the TAB
- re-validates every generated card / CN ID / IBAN / CPF / personnummer / DNI / BSN / PESEL / HETU /
  ISBN / USCC with validators written here (independent of nums.py), failed-Luhn and non-Luhn
  values fail Luhn, wrong-check CN IDs fail the check, phones have 8-15 digits, and each checked
  value occurs in its text
- e-mail / URL hosts are example.com/.net/.org (or subdomains) or a listed service host, IPv4
  literals are in documentation ranges
- turns: payload substrings occur verbatim in user or assistant text, expected substrings occur too,
  no expected substring contains / is contained in a payload, benign turns (and only those) have
  payload == []
- at least 100 language tags
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import turns  # noqa: E402

ERR = []


def err(msg):
    ERR.append(msg)


# ------------------------------------------------------------------ independent validators
def luhn(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


def cnid_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    s = sum(int(v[i]) * w[i] for i in range(17))
    return "10X98765432"[s % 11] == v[17]


def iban_ok(v):
    r = v[4:] + v[:4]
    digits = ""
    for c in r:
        digits += c if c.isdigit() else str(ord(c) - 55)
    return int(digits) % 97 == 1


def cpf_ok(v):
    d = [int(c) for c in v]
    s1 = sum(d[i] * (10 - i) for i in range(9))
    c1 = (s1 * 10) % 11 % 10
    s2 = sum(d[i] * (11 - i) for i in range(10))
    c2 = (s2 * 10) % 11 % 10
    return len(d) == 11 and c1 == d[9] and c2 == d[10]


def dni_ok(v):
    return v[-1] == "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23]


def bsn_ok(v):
    return len(v) == 9 and (sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])) % 11 == 0


def pesel_ok(v):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(v[i]) * w[i] for i in range(10)) % 10) % 10 == int(v[10])


def hetu_ok(v):
    n = int(v[:6] + v[7:10])
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31] == v[10]


def isbn_ok(v):
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(v)) % 10 == 0


def uscc_ok(v):
    ch = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [pow(3, i, 31) for i in range(17)]
    s = sum(ch.index(v[i]) * w[i] for i in range(17))
    return ch[(31 - s % 31) % 31] == v[17]


CNMAP = {}
for tbl in ["零一二三四五六七八九", "〇一二三四五六七八九", "零幺二三四五六七八九", "零壹贰叁肆伍陆柒捌玖",
            "零壹貳參肆伍陸柒捌玖", "洞幺两三四五六拐八勾", "공일이삼사오육칠팔구"]:
    for i, c in enumerate(tbl):
        CNMAP[c] = str(i)


def digits_only(text):
    out = []
    for c in text:
        if c in CNMAP:
            out.append(CNMAP[c])
            continue
        try:
            out.append(str(unicodedata.decimal(c)))
        except (TypeError, ValueError):
            pass
    return "".join(out)


VALIDATORS = {
    "card": lambda v: luhn(v), "card_badluhn": lambda v: not luhn(v), "nonluhn": lambda v: not luhn(v),
    "cnid": cnid_ok, "cnid_bad": lambda v: not cnid_ok(v) and re.fullmatch(r"\d{18}", v) is not None,
    "iban": iban_ok, "cpf": cpf_ok, "pnr": lambda v: luhn(v), "dni": dni_ok, "bsn": bsn_ok, "pesel": pesel_ok,
    "hetu": hetu_ok, "isbn": isbn_ok, "uscc": uscc_ok,
    "phone": lambda v: 8 <= len(re.sub(r"\D", "", v)) <= 15,
}

SERVICE_HOSTS = {"hooks.slack.com", "discord.com", "registry.npmjs.org"}


def host_ok(h, _rot=False):
    h = h.lower().rstrip(".")
    if not _rot and h.startswith("rknzcyr."):  # ROT13 of example.* inside an encoded injection
        import codecs
        return host_ok(codecs.decode(h, "rot13"), _rot=True)
    if h in SERVICE_HOSTS:
        return True
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", h):
        return ip_ok(h)
    return bool(re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|net|org)", h))


def ip_ok(ip):
    return ip.startswith(("192.0.2.", "198.51.100.", "203.0.113."))


def check_hosts(where, text):
    for m in re.finditer(r"[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/\s@]*@)?([^/\s:?#)\]'\"]+)", text):
        if not host_ok(m.group(1)):
            err("%s: URL host not allowed: %s" % (where, m.group(1)))
    for m in re.finditer(r"[\w.+%-]+@((?:[\w-]+\.)+[A-Za-z]{2,})\b", text):
        if not host_ok(m.group(1)):
            err("%s: e-mail/SSH domain not allowed: %s" % (where, m.group(1)))
    for m in re.finditer(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", text):
        if not ip_ok(m.group(1)):
            err("%s: IPv4 literal outside documentation ranges: %s" % (where, m.group(1)))


# ------------------------------------------------------------------ gate cases
GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]


def load(path, keys_ok):
    rows = []
    with open(path, "rb") as f:
        for i, raw in enumerate(f, 1):
            try:
                line = raw.decode("utf-8")
                obj = json.loads(line)
            except Exception as e:  # noqa: BLE001
                err("%s line %d does not parse: %s" % (os.path.basename(path), i, e))
                continue
            if not isinstance(obj, dict):
                err("%s line %d is not an object" % (os.path.basename(path), i))
                continue
            if not keys_ok(list(obj.keys())):
                err("%s line %d: unexpected keys %s" % (os.path.basename(path), i, list(obj.keys())))
            rows.append(obj)
    return rows


def main():
    gpath = os.path.join(ROOT, "gate_cases.jsonl")
    tpath = os.path.join(ROOT, "extraction_turns.jsonl")

    gate = load(gpath, lambda k: k == GATE_KEYS or k == GATE_KEYS + ["key", "value"])
    trows = load(tpath, lambda k: k == TURN_KEYS)

    # byte-for-byte rebuild
    recs, langs, values = build.build()
    if build.dump(recs).encode("utf-8") != open(gpath, "rb").read():
        err("gate_cases.jsonl differs from a fresh build")
    trebuilt, tlangs = turns.build()
    if turns.dump(trebuilt).encode("utf-8") != open(tpath, "rb").read():
        err("extraction_turns.jsonl differs from a fresh build")

    famspec = {f: (k, e, h, split) for f, k, e, h, _c, split in build.FAMILIES}

    # ids
    ids = [r.get("id") for r in gate]
    if len(set(ids)) != len(ids):
        err("duplicate gate ids")
    for i, cid in enumerate(ids, 1):
        if cid != "v35-%04d" % i:
            err("gate id out of sequence at line %d: %s" % (i, cid))
            break

    texts = collections.Counter(r.get("text") for r in gate)
    for t, n in texts.items():
        if n > 1:
            err("duplicate text: %r" % t[:60])

    counts = collections.Counter()
    for r in gate:
        fam = r.get("family")
        if fam not in famspec:
            err("%s: unknown family %s" % (r.get("id"), fam))
            continue
        kind, expect, hard, split = famspec[fam]
        if r.get("kind") != kind or r.get("expect") != expect or r.get("hard_lookalike") is not hard:
            err("%s: kind/expect/hard_lookalike inconsistent with family" % r["id"])
        if r.get("expect") not in ("block", "allow"):
            err("%s: bad expect" % r["id"])
        if not isinstance(r.get("text"), str) or not r["text"].strip():
            err("%s: empty text" % r["id"])
            continue
        counts[(fam, expect)] += 1
        if split:
            if r["text"].count("\t") != 1 or r.get("key") is None or r.get("value") is None:
                err("%s: split case needs exactly one TAB and key/value" % r["id"])
            elif r["text"] != r["key"] + "\t" + r["value"]:
                err("%s: text != key + TAB + value" % r["id"])
        else:
            if "key" in r or "value" in r:
                err("%s: key/value on a non-split family" % r["id"])
        check_hosts(r["id"], r["text"])

    # value checks
    by_id = {r["id"]: r for r in gate}
    nval = collections.Counter()
    for cid, kind, val in values:
        nval[kind] += 1
        v = VALIDATORS.get(kind)
        if v is not None and not v(val):
            err("%s: %s value fails validation: %s" % (cid, kind, val))
        r = by_id[cid]
        joined = r["text"].replace("\t", "")
        if kind.startswith("key_"):
            if val not in r["text"] and val not in joined:
                err("%s: key value not found in text" % cid)
        elif kind == "iban":
            if val not in re.sub(r"\s", "", joined):
                err("%s: IBAN not in text" % cid)
        else:
            if re.sub(r"\D", "", val) not in digits_only(joined):
                err("%s: %s value not in text (digits)" % (cid, kind))
        if r["family"] == "pii_split_kv":
            d = re.sub(r"[^0-9A-Za-z]", "", val)
            k = re.sub(r"[^0-9A-Za-z]", "", r["key"])
            vv = re.sub(r"[^0-9A-Za-z]", "", r["value"])
            if not any(d[:i] and k.endswith(d[:i]) and vv.startswith(d[i:]) for i in range(1, len(d))):
                if not kind.startswith("key_aws_secret"):
                    err("%s: secret does not straddle the TAB" % cid)

    # family sizes
    block_fams = [f for f, s in famspec.items() if s[1] == "block"]
    for f in block_fams:
        if counts[(f, "block")] < 12:
            err("family %s has fewer than 12 block cases" % f)
    hard_n = sum(1 for r in gate if r.get("hard_lookalike") is True)
    if hard_n < 130:
        err("only %d hard look-alikes" % hard_n)

    # turns
    tids = [t["id"] for t in trows]
    if tids != ["v35-x%03d" % i for i in range(1, len(trows) + 1)]:
        err("turn ids not consecutive")
    for t in trows:
        both = t["user"] + "\n" + t["assistant"]
        if not isinstance(t["payload"], list) or not isinstance(t["expected_fact_substrings"], list):
            err("%s: payload/expected must be lists" % t["id"])
            continue
        for p in t["payload"]:
            if p not in t["user"] and p not in t["assistant"]:
                err("%s: payload not verbatim in turn: %r" % (t["id"], p[:40]))
        for e in t["expected_fact_substrings"]:
            if e not in both:
                err("%s: expected substring not in turn: %r" % (t["id"], e))
            for p in t["payload"]:
                if e.lower() in p.lower() or p.lower() in e.lower():
                    err("%s: expected %r overlaps payload %r" % (t["id"], e, p[:30]))
        if (t["family"] == "benign") != (t["payload"] == []):
            err("%s: benign <=> empty payload violated" % t["id"])
        check_hosts(t["id"], both)

    # languages
    lang_gate = collections.Counter(l for _i, _f, l in langs)
    lang_turn = collections.Counter(l for _i, _f, l in tlangs)
    all_langs = set(lang_gate) | set(lang_turn)
    if len(all_langs) < 100:
        err("only %d language tags" % len(all_langs))

    # ---------------------------------------------------------------- report
    print("gate_cases.jsonl: %d lines, extraction_turns.jsonl: %d lines" % (len(gate), len(trows)))
    print("%-30s %-10s %-6s %-5s %4s %6s" % ("family", "kind", "expect", "hard", "n", "langs"))
    fam_langs = collections.defaultdict(set)
    for _i, f, l in langs:
        fam_langs[f].add(l)
    tot = collections.Counter()
    for f, (k, e, h, _s) in famspec.items():
        n = counts[(f, e)]
        tot[e] += n
        print("%-30s %-10s %-6s %-5s %4d %6d" % (f, k, e, "yes" if h else "no", n, len(fam_langs[f])))
    print("block %d / allow %d / hard look-alikes %d" % (tot["block"], tot["allow"], hard_n))
    kinds = collections.Counter(r["kind"] for r in gate)
    print("kinds:", dict(kinds))
    print("turn families:", dict(collections.Counter(t["family"] for t in trows)))
    print("checked values:", dict(sorted(nval.items())))
    print("language tags: gate %d, turns %d, union %d" % (len(lang_gate), len(lang_turn), len(all_langs)))
    print("tags:", " ".join(sorted(all_langs)))
    if ERR:
        print("\n%d PROBLEM(S):" % len(ERR))
        for e in ERR:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
