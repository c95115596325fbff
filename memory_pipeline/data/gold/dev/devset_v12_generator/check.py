"""Check devset_v12: rebuild in memory, compare byte for byte, validate.

    python3 memory_pipeline/data/gold/dev/devset_v12_generator/check.py

Exits non-zero (AssertionError) on the first failed group of checks and
prints a short summary when everything passes.
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build  # noqa: E402
import values  # noqa: E402
from gate_templates import GATE_FAMILIES  # noqa: E402
from turn_templates import TURNS, TURN_FAMILY_SIZES  # noqa: E402

GATE_KEYS = ["id", "family", "kind", "expect", "hard_lookalike", "text"]
TURN_KEYS = ["id", "family", "user", "assistant", "payload", "expected_fact_substrings"]
SOURCE_MD = HERE.parent / "devset_v12_SOURCE.md"

ALLOWED_DOMAINS = ("example.com", "example.net", "example.org")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://(?:[^/\s@\"']*@)?([^/\s:?#\"'<>)\]|@]+)")
BARE = re.compile(r"\b((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|de|fr|jp|cn|ru|co|uk|info|biz|xyz|"
                  r"app|dev|me|ly|gg|es|it|nl|pl|br|in|kr|tw|au|ch|se|no|fi|dk|tr|vn|id|th))\b",
                  re.IGNORECASE)
IPV4 = re.compile(r"(?<![0-9.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![0-9]|\.[0-9])")

PARAPHRASE_BANNED = ["ignore", "system prompt", "jailbreak", "ignor", "忽略", "无视", "無視",
                     "越狱", "越獄", "系统提示", "系統提示", "игнор", "무시", "탈옥"]


def host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        pass
    return any(host == d or host.endswith("." + d) for d in ALLOWED_DOMAINS)


def check_hosts_and_ips(text: str, where: str) -> None:
    for m in EMAIL.finditer(text):
        assert host_ok(m.group(1)), f"{where}: mail domain {m.group(1)!r}"
    for m in URL.finditer(text):
        assert host_ok(m.group(1)), f"{where}: URL host {m.group(1)!r}"
    for m in BARE.finditer(text):
        assert host_ok(m.group(1)), f"{where}: host name {m.group(1)!r}"
    for m in IPV4.finditer(text):
        octets = [int(x) for x in m.groups()]
        if all(o <= 255 for o in octets):
            ip = ".".join(map(str, octets))
            assert host_ok(ip), f"{where}: IP {ip} is not in a documentation range"


def self_test_checksums() -> None:
    """Known-good published examples for each checksum routine."""
    assert values.cnid_ok("11010519491231002X")
    assert values.cpf_digits("111444777") == "35"
    assert values.DNI_LETTERS[12345678 % 23] == "Z"
    for iban in ("DE89370400440532013000", "GB82WEST12345698765432",
                 "FR1420041010050500013M02606", "BE68539007547034", "NL91ABNA0417164300"):
        assert values.iban_ok(iban), iban
    assert values.steuerid_check("8609574271") == "9"
    assert values.bsn_ok("111222333")
    assert values.pesel_check("4405140135") == "9"
    assert values.verhoeff_ok("2363") and values.verhoeff_digit("236") == "3"
    assert values.mynumber_check("12345678901") == "8"
    assert values.tckn_digits("100000001") == "46"
    assert values.cf_check("RSSMRA85T10A562") == "S"
    assert values.luhn_ok("8112289874")


def validate_generators() -> None:
    """Draw each checksum-bearing generator many times and re-validate."""
    rng = random.Random(7)
    for _ in range(300):
        for cc in ("DE", "FR", "ES", "NL", "BE", "AT", "CH", "PL", "PT", "GB", "NO", "TR", "IE", "FI", "DK"):
            assert values.iban_ok(values.generate(rng, f"iban:{cc}"))
            assert values.iban_ok(values.generate(rng, f"ibang:{cc}"))
        assert values.cnid_ok(values.generate(rng, "cnid"))
        d = values.generate(rng, "dni")
        assert values.DNI_LETTERS[int(d[:8]) % 23] == d[8]
        c = values.generate(rng, "cpf").replace(".", "").replace("-", "")
        assert values.cpf_digits(c[:9]) == c[9:]
        n = values.generate(rng, "nir").replace(" ", "")
        assert 97 - int(n[:13]) % 97 == int(n[13:])
        s = values.generate(rng, "steuerid")
        assert values.steuerid_check(s[:10]) == s[10]
        assert values.bsn_ok(values.generate(rng, "bsn"))
        p = values.generate(rng, "pesel")
        assert values.pesel_check(p[:10]) == p[10]
        assert values.luhn_ok(values.generate(rng, "pnr").replace("-", ""))
        h = values.generate(rng, "hetu")
        assert values.HETU_C[int(h[:6] + h[7:10]) % 31] == h[10]
        assert values.verhoeff_ok(values.generate(rng, "aadhaar").replace(" ", ""))
        r = values.generate(rng, "rrn").replace("-", "")
        assert values.rrn_check(r[:12]) == r[12]
        m = values.generate(rng, "mynum").replace(" ", "")
        assert values.mynumber_check(m[:11]) == m[11]
        t = values.generate(rng, "tckn")
        assert values.tckn_digits(t[:9]) == t[9:]
        assert values.luhn_ok(values.generate(rng, "sin").replace(" ", ""))
        cf = values.generate(rng, "cf")
        assert values.cf_check(cf[:15]) == cf[15]
        tfn = values.generate(rng, "tfn").replace(" ", "")
        assert sum(int(a) * b for a, b in zip(tfn, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0
        assert values.luhn_ok(values.generate(rng, "siren"))


def main() -> None:
    self_test_checksums()
    validate_generators()

    # ---- rebuild and compare byte for byte --------------------------------
    gate, turns = build.build()
    gate_bytes, turn_bytes = build.to_jsonl(gate), build.to_jsonl(turns)
    assert build.GATE_FILE.read_bytes() == gate_bytes, "gate file differs from rebuild"
    assert build.TURN_FILE.read_bytes() == turn_bytes, "turn file differs from rebuild"
    gate2, turns2 = build.build()
    assert build.to_jsonl(gate2) == gate_bytes and build.to_jsonl(turns2) == turn_bytes, "build not deterministic"

    # ---- gate schema, ids, families --------------------------------------
    rows = [json.loads(line) for line in gate_bytes.decode("utf-8").splitlines()]
    assert len(rows) == 400, len(rows)
    for i, r in enumerate(rows, start=1):
        assert list(r) == GATE_KEYS, r
        assert r["id"] == f"d12-{i:04d}", r["id"]
        kind, expect, hard, _n, _t = GATE_FAMILIES[r["family"]]
        assert (r["kind"], r["expect"], r["hard_lookalike"]) == (kind, expect, hard), r
        assert isinstance(r["text"], str) and r["text"].strip()
    texts = [r["text"] for r in rows]
    assert len(set(texts)) == len(texts), "duplicate gate texts"
    fam_counts = Counter(r["family"] for r in rows)
    for fam, (_k, _e, _h, n, templates) in GATE_FAMILIES.items():
        assert fam_counts[fam] == n, (fam, fam_counts[fam], n)
        assert len(templates) == n, (fam, len(templates))  # each template used exactly once
    assert len({t for _f, (_k, _e, _h, _n, ts) in GATE_FAMILIES.items() for _l, t in ts}) == 400
    assert sum(1 for r in rows if r["hard_lookalike"]) == 120

    # ---- languages ----------------------------------------------------------
    gate_langs = Counter(r["_lang"] for r in gate)
    assert len(gate_langs) >= 25, len(gate_langs)
    fam_langs = {fam: {r["_lang"] for r in gate if r["family"] == fam} for fam in GATE_FAMILIES}
    assert len(fam_langs["password_pin"]) >= 20
    assert len(fam_langs["injection_paraphrase"]) >= 25

    # ---- placeholders filled, hosts, IPs, numbers ---------------------------
    def leftover(text: str) -> bool:
        return any(m.group(1).split("#")[0].split(":")[0] in values.GENERATORS
                   for m in build.PLACEHOLDER.finditer(text))

    n_filled = 0
    for r in gate:
        assert not leftover(r["text"]), r["id"]
        check_hosts_and_ips(r["text"], r["id"])
        assert not build.luhn_hits(r["text"]), (r["id"], build.luhn_hits(r["text"]))
        if r["expect"] == "allow":
            assert not build.cnid_hits(r["text"]), r["id"]
        if build.cnid_hits(r["text"]):
            assert r["family"] == "pii_other", r["id"]
    for fam, (_k, _e, _h, _n, templates) in GATE_FAMILIES.items():
        n_filled += sum(1 for _l, t in templates if build.PLACEHOLDER.search(t))
    # every IBAN-looking token in block cases passes mod-97
    iban_tok = re.compile(r"\b[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){11,30}")
    n_iban = 0
    for r in gate:
        if r["expect"] != "block":
            continue
        for m in iban_tok.finditer(r["text"]):
            s = m.group(0).replace(" ", "")
            assert any(values.iban_ok(s[:k]) for k in range(15, len(s) + 1)), (r["id"], s)
            n_iban += 1
    n_cnid = sum(len(build.cnid_hits(r["text"])) for r in gate if r["family"] == "pii_other")
    assert n_iban >= 12 and n_cnid == 2, (n_iban, n_cnid)

    # injection_paraphrase avoids the usual keywords
    for r in gate:
        if r["family"] == "injection_paraphrase":
            low = r["text"].lower()
            for w in PARAPHRASE_BANNED:
                assert w not in low, (r["id"], w)

    # ---- turns ------------------------------------------------------------
    trows = [json.loads(line) for line in turn_bytes.decode("utf-8").splitlines()]
    assert len(trows) == 60
    assert len(TURNS) == 60
    for i, r in enumerate(trows, start=1):
        assert list(r) == TURN_KEYS, r
        assert r["id"] == f"d12-x{i:03d}", r["id"]
    tf = Counter(r["family"] for r in trows)
    assert dict(tf) == TURN_FAMILY_SIZES, tf
    assert sum(n for f, n in tf.items() if f != "benign") == 45 and tf["benign"] == 15
    assert len({(r["user"], r["assistant"]) for r in trows}) == 60, "duplicate turns"
    attack_with_fact = 0
    for r, meta in zip(trows, turns):
        both = r["user"] + "\n" + r["assistant"]
        assert not leftover(both), r["id"]
        check_hosts_and_ips(both, r["id"])
        assert not build.luhn_hits(both), r["id"]
        if r["family"] == "benign":
            assert r["payload"] == [], r["id"]
            assert not build.cnid_hits(both), r["id"]
        else:
            assert r["payload"], r["id"]
            if r["expected_fact_substrings"]:
                attack_with_fact += 1
        for p in r["payload"]:
            assert p and (p in r["user"] or p in r["assistant"]), (r["id"], p)
        assert r["expected_fact_substrings"], r["id"]
        for f in r["expected_fact_substrings"]:
            assert f in both, (r["id"], f)
            for p in r["payload"]:
                assert p not in f, (r["id"], f, p)
    assert attack_with_fact >= 40
    turn_langs = Counter(m["_lang"] for m in turns)

    # ---- md5s recorded in SOURCE.md ----------------------------------------
    md5_g = hashlib.md5(gate_bytes).hexdigest()
    md5_t = hashlib.md5(turn_bytes).hexdigest()
    if SOURCE_MD.exists():
        src = SOURCE_MD.read_text(encoding="utf-8")
        assert md5_g in src and md5_t in src, "md5 in devset_v12_SOURCE.md is out of date"

    zh = sum(v for k, v in gate_langs.items() if k.startswith("zh"))
    print("devset_v12 OK")
    print(f"  gate: {len(rows)} cases, {len(gate_langs)} languages (en {gate_langs['en']}, zh {zh}); "
          f"{n_filled} templates with placeholders, {n_iban} IBANs, {n_cnid} CN IDs validated")
    for fam in GATE_FAMILIES:
        print(f"    {fam:26s} {fam_counts[fam]:3d}  languages={len(fam_langs[fam])}")
    print(f"  turns: {len(trows)} ({sum(n for f, n in tf.items() if f != 'benign')} attack, "
          f"{tf['benign']} benign), {len(turn_langs)} language tags")
    print(f"  md5 gate  {md5_g}")
    print(f"  md5 turns {md5_t}")


if __name__ == "__main__":
    main()
