"""Fake value generators for devset v19 (standard library only).

Every value is random and fake. Phone numbers for PII cases use fiction/drama ranges where
they exist (UK 07700 900xxx, AU 0491 570 xxx, FR 06 39 98 xx xx, US 555-01xx); others are
random digits in the right shape. Check-digit values (ISBN-13, IBAN, card, CPF, DNI, BSN,
CN resident ID, SE personnummer) are computed here and re-validated independently in check.py.
"""
import string

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + DIG


def luhn_ok(s):
    ds = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def _iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def _group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.log = []  # (placeholder name, value) in insertion order

    # ---- helpers -------------------------------------------------------
    def d(self, n):
        return "".join(self.r.choice(DIG) for _ in range(n))

    def nz(self, n):
        return self.r.choice("123456789") + self.d(n - 1)

    def up(self, n):
        return "".join(self.r.choice(UP) for _ in range(n))

    def alnum_up(self, n):
        return "".join(self.r.choice(UP + DIG) for _ in range(n))

    def fill(self, name):
        fn = getattr(self, "v_" + name, None)
        if fn is None:
            raise KeyError("unknown placeholder " + name)
        val = fn()
        self.log.append((name, val))
        return val

    # ---- look-alike numbers (allow) ------------------------------------
    def v_d3(self):
        return self.nz(3)

    def v_d4(self):
        return self.d(4)

    def v_d5(self):
        return self.nz(5)

    def v_year(self):
        return str(self.r.choice([2024, 2025, 2026]))

    def v_order16(self):
        while True:
            s = self.nz(16)
            if not luhn_ok(s):
                return s

    def v_ups(self):
        return "1Z" + self.alnum_up(6) + "03" + self.d(8)

    def v_eur(self):
        return "%d,%02d" % (self.r.randint(120, 2400), self.r.randint(0, 99))

    def v_case(self):
        return "SIN-%s-%s" % (self.r.choice(["2025", "2026"]), self.d(6))

    def v_ticket(self):
        return self.nz(6)

    def v_isbn(self):
        body = "978" + self.d(9)
        tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        return body + str((10 - tot % 10) % 10)

    def v_ver(self):
        return "%d.%d.%d" % (self.r.randint(2, 17), self.r.randint(0, 24), self.r.randint(0, 9))

    def v_ver2(self):
        return "%d.%d.%d" % (self.r.randint(1, 9), self.r.randint(0, 9), self.r.randint(0, 9))

    def v_unix(self):
        return str(self.r.randint(1760000000, 1799999999))

    def v_sf(self):
        return "SF" + self.nz(13)

    def v_tw_invoice(self):
        return self.up(2) + "-" + self.d(8)

    def v_ru_postal(self):
        return "1" + self.r.choice(["01", "05", "09", "15", "17", "19", "23", "27"]) + self.d(3)

    def v_flight(self):
        return self.r.choice(["PS", "TK", "LH", "W6", "FR", "U2", "IR", "QR"]) + self.nz(self.r.choice([3, 4]))

    def v_flight_ir(self):
        return self.r.choice(["TK", "IR", "W5", "PC"]) + " " + self.nz(self.r.choice([3, 4]))

    def v_pln(self):
        return "%d %03d,%02d" % (self.r.randint(1, 9), self.r.randint(0, 999), self.r.randint(0, 99))

    def v_inv(self):
        return "FV/%s/%02d/%s" % (self.r.choice(["2025", "2026"]), self.r.randint(1, 12), self.d(4))

    def v_nl_postal(self):
        while True:
            letters = self.up(2)
            if letters not in ("SA", "SD", "SS"):
                return self.nz(4) + " " + letters

    def v_model(self):
        return "RF" + self.d(2) + self.up(1) + self.d(4) + self.up(2)

    def v_order_alnum(self):
        return "#" + self.alnum_up(4) + "-" + self.alnum_up(4) + "-" + self.alnum_up(2)

    def v_pnr(self):
        return self.r.choice("2345") + self.d(9)

    def v_vn_track(self):
        return "SPXVN0" + self.d(11)

    def v_jt(self):
        return "JP" + self.nz(10)

    def v_huf(self):
        return "%d %03d" % (self.r.randint(12, 240), self.r.randint(0, 999))

    def v_mpesa_tx(self):
        return self.r.choice("QRST") + self.alnum_up(9)

    def v_iban_charity(self):
        bban = "RABO" + self.nz(10)
        iban = "NL" + _iban_check("NL", bban) + bban
        return _group4(iban)

    def v_sha(self):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(40))

    def v_jp_postal(self):
        return "%03d-%s" % (self.r.randint(100, 199), self.d(4))

    def v_kr_order(self):
        return "2026%02d%02d-%s" % (self.r.randint(1, 12), self.r.randint(1, 28), self.d(7))

    def v_br_cep(self):
        return "0%d%s-%s" % (self.r.randint(1, 5), self.d(3), self.d(3))

    def v_cve(self):
        return "CVE-%s-%s" % (self.r.choice(["2025", "2026"]), self.nz(5))

    def v_iso_ts(self):
        return "2026-%02d-%02dT%02d:%02d:%02dZ" % (
            self.r.randint(1, 12), self.r.randint(1, 28), self.r.randint(0, 23),
            self.r.randint(0, 59), self.r.randint(0, 59))

    def v_uuid(self):
        h = "".join(self.r.choice("0123456789abcdef") for _ in range(32))
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    def v_es900(self):
        return "900 %s %s" % (self.d(3), self.d(3))

    # ---- PII phones (block) --------------------------------------------
    def v_uk_mobile(self):
        return "07700 900" + self.d(3)

    def v_au_mobile(self):
        return "0491 570 " + self.d(3)

    def v_fr_mobile(self):
        return "06 39 98 %s %s" % (self.d(2), self.d(2))

    def v_us_555(self):
        return "(%s) 555-01%s" % (self.r.choice(["206", "312", "415", "512", "617", "702"]), self.d(2))

    def v_es_mobile(self):
        return "+34 6%s %s %s %s" % (self.d(2), self.d(2), self.d(2), self.d(2))

    def v_cn_mobile(self):
        return "1" + self.r.choice(["38", "39", "58", "59", "86", "87"]) + " " + self.d(4) + " " + self.d(4)

    def v_jp_mobile(self):
        return self.r.choice(["090", "080", "070"]) + "-" + self.d(4) + "-" + self.d(4)

    def v_br_mobile(self):
        return "(11) 9%s-%s" % (self.d(4), self.d(4))

    def v_ae_mobile(self):
        return "+971 5%s %s %s" % (self.r.choice("0256"), self.d(3), self.d(4))

    def v_in_mobile(self):
        return "+91 9%s %s" % (self.d(4), self.d(5))

    def v_de_mobile(self):
        return "0151 %s %s" % (self.d(4), self.d(4))

    # ---- PII passwords / keys (block) ----------------------------------
    def v_pw_wifi(self):
        a = self.r.choice(["Pinecone", "Driftwood", "Moosetrack", "Lakeview", "Birchbark"])
        b = self.r.choice(["Otter", "Canoe", "Ember", "Loon", "Maple"])
        return a + self.r.choice("!#%&") + b + self.d(2)

    def v_pw_mixed(self):
        pool = ALNUM + "!#$%&*?"
        while True:
            s = "".join(self.r.choice(pool) for _ in range(12))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c in "!#$%&*?" for c in s):
                return s

    def v_pw_mixed2(self):
        return self.v_pw_mixed()

    def v_pw_word(self):
        return self.r.choice(["Sardine", "Cassoulet", "Brioche", "Tartiflette"]) + self.r.choice("#!$") + self.nz(4)

    def v_pw_word2(self):
        return self.r.choice(["jabuticaba", "caipirinha", "moqueca"]) + self.nz(3) + self.r.choice("@!")

    def v_pw_pinyin(self):
        return self.r.choice(["xiaomao", "huanghe", "dabaicai", "qingtian"]) + self.nz(4)

    def v_pw_leet(self):
        w = self.r.choice(["sakura", "momiji", "hotaru", "tanuki"])
        w = w.replace("a", "4").replace("o", "0").replace("i", "1")
        return w[0].upper() + w[1:] + "_" + self.d(3) + self.r.choice("!?")

    def v_pw_fi(self):
        return self.r.choice(["Revontuli", "Saunailta", "Mustikka"]) + self.d(3) + self.r.choice("!#")

    def v_pin4(self):
        while True:
            s = self.d(4)
            if len(set(s)) < 4:
                continue
            steps = {int(s[i + 1]) - int(s[i]) for i in range(3)}
            if steps in ({1}, {-1}):
                continue
            return s

    def v_ghp(self):
        return "ghp_" + "".join(self.r.choice(ALNUM) for _ in range(36))

    def v_aws_id(self):
        return "AKIA" + "".join(self.r.choice(UP + "234567") for _ in range(16))

    def v_aws_secret(self):
        return "".join(self.r.choice(ALNUM + "/+") for _ in range(40))

    # ---- other PII (block) ---------------------------------------------
    def v_iban_de(self):
        bban = self.nz(8) + self.d(10)
        return _group4("DE" + _iban_check("DE", bban) + bban)

    def v_visa(self):
        body = "4" + self.d(14)
        for c in DIG:
            if luhn_ok(body + c):
                return _group4(body + c)

    def v_dni(self):
        n = self.nz(8)
        return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]

    def v_cpf(self):
        while True:
            ds = [int(c) for c in self.d(9)]
            if len(set(ds)) > 1:
                break
        s = sum(d * (10 - i) for i, d in enumerate(ds))
        d1 = (s * 10) % 11 % 10
        ds.append(d1)
        s = sum(d * (11 - i) for i, d in enumerate(ds))
        d2 = (s * 10) % 11 % 10
        ds.append(d2)
        x = "".join(map(str, ds))
        return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])

    def v_cn_id(self):
        region = self.r.choice(["110105", "310104", "440106", "510107", "330106"])
        birth = "%d%02d%02d" % (self.r.randint(1970, 2004), self.r.randint(1, 12), self.r.randint(1, 28))
        body = region + birth + self.d(3)
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return body + "10X98765432"[sum(int(c) * k for c, k in zip(body, w)) % 11]

    def v_bsn(self):
        while True:
            ds = [int(c) for c in self.nz(8)]
            s = sum(d * (9 - i) for i, d in enumerate(ds))
            last = s % 11
            if last < 10:
                return "".join(map(str, ds)) + str(last)

    def v_pnr_se(self):
        base = "%02d%02d%02d" % (self.r.randint(60, 99), self.r.randint(1, 12), self.r.randint(1, 28)) + self.d(3)
        for c in DIG:
            if luhn_ok(base + c):
                return base[:6] + "-" + base[6:] + c

    def v_house(self):
        return str(self.r.randint(3, 88))
