"""Fake value generators for heldout-v35 (standard library only).

Every value here is random and fake.  The templates in cases_*.py / turns.py contain
placeholders of the form  ⟦func|arg|arg⟧  which fill() replaces with a generated value.

Placeholder syntax
  ⟦func|a|b⟧        generate and insert
  ⟦name=func|a|b⟧   generate, insert and remember as `name`
  ⟦!name=func|a|b⟧  generate and remember as `name`, insert nothing
  ⟦@name⟧ / ⟦@name[i:j]⟧   insert a remembered value (or a slice of it)

Pattern characters for d / sd:  # digit, ^ digit 1-9, $ upper-case letter,
% lower-case letter, & mixed alnum, ? lower-case hex.  Anything else is literal.
"""
import base64
import json
import re
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.log = []  # (kind, value) of checked values, for check.py

    # ------------------------------------------------------------------ basics
    def rs(self, alphabet, n):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pattern(self, pat):
        out = []
        for ch in pat:
            if ch == "#":
                out.append(self.rng.choice(DIG))
            elif ch == "^":
                out.append(self.rng.choice("123456789"))
            elif ch == "$":
                out.append(self.rng.choice(UP))
            elif ch == "%":
                out.append(self.rng.choice(LO))
            elif ch == "&":
                out.append(self.rng.choice(ALNUM))
            elif ch == "?":
                out.append(self.rng.choice("0123456789abcdef"))
            else:
                out.append(ch)
        return "".join(out)

    def d(self, pat):
        v = self.pattern(pat)
        if "phone" in getattr(self, "_ctx", ""):
            self.log.append(("phone", v))
        return v

    # digit scripts
    SCRIPTS = {
        "arab": 0x0660, "fa": 0x06F0, "deva": 0x0966, "beng": 0x09E6, "guru": 0x0A66,
        "guj": 0x0AE6, "odia": 0x0B66, "tamil": 0x0BE6, "telu": 0x0C66, "knda": 0x0CE6,
        "mlym": 0x0D66, "thai": 0x0E50, "lao": 0x0ED0, "tibt": 0x0F20, "mymr": 0x1040,
        "khmr": 0x17E0, "mong": 0x1810, "full": 0xFF10,
    }

    def to_script(self, s, script):
        base = self.SCRIPTS[script]
        return "".join(chr(base + int(c)) if c in DIG else c for c in s)

    def sd(self, script, pat):
        v = self.pattern(pat)
        if getattr(self, "_ctx", "").startswith("phone"):
            self.log.append(("phone", v))
        return self.to_script(v, script)

    # Chinese / Japanese / Korean numerals
    CN = {
        "lower": "零一二三四五六七八九",
        "circle": "〇一二三四五六七八九",
        "yao": "零幺二三四五六七八九",
        "daxie": "零壹贰叁肆伍陆柒捌玖",
        "tdaxie": "零壹貳參肆伍陸柒捌玖",
        "radio": "洞幺两三四五六拐八勾",
        "ja": "〇一二三四五六七八九",
        "ko": "공일이삼사오육칠팔구",
    }

    def cn(self, style, pat, grouping="", sep=""):
        digits = self.pattern(pat)
        self.log.append(("phone", digits))
        if style == "mixed":
            conv = [c if self.rng.random() < 0.5 else self.CN["lower"][int(c)] for c in digits]
            # make sure both kinds occur
            conv[1] = digits[1]
            conv[-2] = self.CN["lower"][int(digits[-2])]
        else:
            table = self.CN[style]
            conv = [table[int(c)] for c in digits]
        if grouping == "each":
            return sep.join(conv)
        if grouping:
            out, i = [], 0
            for g in grouping.split("-"):
                g = int(g)
                out.append("".join(conv[i:i + g]))
                i += g
            if i < len(conv):
                out.append("".join(conv[i:]))
            return sep.join(out)
        return "".join(conv)

    # ------------------------------------------------------------------ cards
    @staticmethod
    def luhn_ok(num):
        s, alt = 0, False
        for c in reversed(num):
            d = int(c)
            if alt:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
            alt = not alt
        return s % 10 == 0

    @staticmethod
    def luhn_digit(partial):
        for d in range(10):
            if Gen.luhn_ok(partial + str(d)):
                return str(d)
        raise AssertionError

    CARD = {
        "visa": (["4"], 16), "mc": (["51", "52", "53", "54", "55"], 16),
        "mc2": (["2221", "2300", "2480", "2615", "2720"], 16), "amex": (["34", "37"], 15),
        "amexplain": (["34", "37"], 15), "discover": (["6011", "65"], 16),
        "jcb": (["3528", "3540", "3566", "3589"], 16), "mir": (["2200", "2202", "2204"], 16),
        "unionpay": (["622848", "621700", "625807"], 16), "unionpay19": (["621226", "622202", "621483"], 19),
        "rupay": (["6521", "6522", "6080"], 16), "elo": (["636368", "504175"], 16),
        "diners": (["36", "38"], 14),
    }

    def card_number(self, kind):
        prefixes, n = self.CARD[kind]
        p = self.rng.choice(prefixes)
        body = p + self.rs(DIG, n - len(p) - 1)
        return body + self.luhn_digit(body)

    @staticmethod
    def group_card(num, sep):
        n = len(num)
        if n == 15:
            gs = [4, 6, 5]
        elif n == 14:
            gs = [4, 6, 4]
        elif n == 19:
            gs = [6, 13]
        else:
            gs = [4] * (n // 4)
        if n == 19:
            gs = [4, 4, 4, 4, 3]
        if sep == "":
            return num
        out, i = [], 0
        for g in gs:
            out.append(num[i:i + g])
            i += g
        return sep.join(out)

    def card(self, kind, sep=" "):
        num = self.card_number(kind)
        self.log.append(("card", num))
        if kind == "amexplain":
            sep = ""
        return self.group_card(num, sep)

    def cardbad(self, kind, sep=" "):
        num = self.card_number(kind)
        bad = num[:-1] + str((int(num[-1]) + self.rng.randint(1, 9)) % 10)
        assert not self.luhn_ok(bad)
        self.log.append(("card_badluhn", bad))
        return self.group_card(bad, sep)

    def nonluhn(self, n, sep=""):
        while True:
            v = self.rng.choice("123456789") + self.rs(DIG, int(n) - 1)
            if not self.luhn_ok(v):
                break
        self.log.append(("nonluhn", v))
        if sep:
            return sep.join(v[i:i + 4] for i in range(0, len(v), 4))
        return v

    # ------------------------------------------------------------------ CN ID
    W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    AREAS = ["110105", "310104", "440305", "510107", "330106", "420106", "320102", "370202",
             "610113", "210102", "350203", "430104", "500103", "120101", "650102"]

    @classmethod
    def cnid_check(cls, body17):
        return "10X98765432"[sum(int(a) * b for a, b in zip(body17, cls.W)) % 11]

    def cnid_body(self):
        y = self.rng.randint(1952, 2008)
        m = self.rng.randint(1, 12)
        d = self.rng.randint(1, 28)
        return "%s%04d%02d%02d%s" % (self.rng.choice(self.AREAS), y, m, d, self.rs(DIG, 3))

    def cnid(self, mode="ok", fmt="plain"):
        while True:
            b = self.cnid_body()
            c = self.cnid_check(b)
            if mode in ("X", "x") and c != "X":
                continue
            if mode == "ok" and c == "X":
                continue
            break
        if mode == "bad":
            wrong = [x for x in "0123456789" if x != c]
            c = self.rng.choice(wrong)
            self.log.append(("cnid_bad", b + c))
        else:
            self.log.append(("cnid", b + "X" if c == "X" else b + c))
            if mode == "x":
                c = "x"
        v = b + c
        if fmt == "grp":
            return v[:6] + " " + v[6:14] + " " + v[14:]
        if fmt == "dash":
            return v[:6] + "-" + v[6:14] + "-" + v[14:]
        if fmt == "fw":
            return "".join(chr(0xFF10 + int(ch)) if ch in DIG else chr(0xFF38) for ch in v)
        return v

    # ------------------------------------------------------------------ IBAN
    BBAN = {
        "DE": "##################", "GB": "$$$$##############", "FR": "#######################",
        "NL": "$$$$##########", "ES": "####################", "SA": "##$$$$$$##########",
        "IT": "$######################", "BE": "############", "PL": "########################",
        "CH": "#################", "NO": "###########", "TR": "#####0################",
    }

    @staticmethod
    def iban_ok(iban):
        s = iban.replace(" ", "")
        r = s[4:] + s[:4]
        n = "".join(str(int(c, 36)) for c in r)
        return int(n) % 97 == 1

    def iban(self, cc, sep=" "):
        if cc == "SA":
            bban = self.pattern("##") + self.rs(DIG, 18)
        else:
            bban = self.pattern(self.BBAN[cc])
        r = bban + cc + "00"
        n = "".join(str(int(c, 36)) for c in r)
        check = 98 - int(n) % 97
        v = "%s%02d%s" % (cc, check, bban)
        assert self.iban_ok(v)
        self.log.append(("iban", v))
        if sep:
            return sep.join(v[i:i + 4] for i in range(0, len(v), 4))
        return v

    # ------------------------------------------------------------------ national numbers
    def cpf(self):
        while True:
            d = [self.rng.randint(0, 9) for _ in range(9)]
            if len(set(d)) > 1:
                break
        d1 = sum(x * (10 - i) for i, x in enumerate(d)) * 10 % 11 % 10
        d2 = sum(x * (11 - i) for i, x in enumerate(d + [d1])) * 10 % 11 % 10
        s = "".join(map(str, d + [d1, d2]))
        self.log.append(("cpf", s))
        return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])

    def pnr(self):
        y = self.rng.randint(1950, 2015)
        body = "%02d%02d%02d%03d" % (y % 100, self.rng.randint(1, 12), self.rng.randint(1, 28),
                                     self.rng.randint(0, 999))
        c = self.luhn_digit(body)
        self.log.append(("pnr", body + c))
        return body[:6] + "-" + body[6:] + c

    def dni(self):
        n = self.rng.randint(10000000, 79999999)
        v = "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
        self.log.append(("dni", v))
        return v

    def bsn(self):
        while True:
            d = [self.rng.randint(0, 9) for _ in range(8)]
            if d[0] == 0:
                continue
            s = sum(x * (9 - i) for i, x in enumerate(d))
            last = s % 11
            if last < 10:
                v = "".join(map(str, d)) + str(last)
                self.log.append(("bsn", v))
                return v

    def pesel(self):
        y = self.rng.randint(1950, 2012)
        m = self.rng.randint(1, 12) + (20 if y >= 2000 else 0)
        body = "%02d%02d%02d%04d" % (y % 100, m, self.rng.randint(1, 28), self.rng.randint(0, 9999))
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        q = (10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10
        v = body + str(q)
        self.log.append(("pesel", v))
        return v

    def hetu(self):
        y = self.rng.randint(1950, 2010)
        dd, mm = self.rng.randint(1, 28), self.rng.randint(1, 12)
        nnn = self.rng.randint(2, 899)
        base = "%02d%02d%02d" % (dd, mm, y % 100)
        c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + "%03d" % nnn) % 31]
        v = base + ("-" if y < 2000 else "A") + "%03d" % nnn + c
        self.log.append(("hetu", v))
        return v

    # ------------------------------------------------------------------ public codes (look-alikes)
    def isbn(self):
        body = self.rng.choice(["978", "979"]) + self.rs(DIG, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        v = body + str((10 - s % 10) % 10)
        self.log.append(("isbn", v))
        return "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:8], v[8:12], v[12])

    USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"

    def uscc(self):
        area = self.rng.choice(self.AREAS)
        org8 = self.rs(DIG + "ABCDEFGHJKLMNPQRTUWXY", 8)
        ow = [3, 7, 9, 10, 5, 8, 4, 2]
        val = lambda ch: int(ch) if ch.isdigit() else ord(ch) - 55
        c9 = 11 - sum(val(a) * b for a, b in zip(org8, ow)) % 11
        c9 = "X" if c9 == 10 else ("0" if c9 == 11 else str(c9))
        body = "91" + area + org8 + c9
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(self.USCC_CH.index(a) * b for a, b in zip(body, w))
        c = 31 - s % 31
        v = body + self.USCC_CH[0 if c == 31 else c]
        self.log.append(("uscc", v))
        return v

    # ------------------------------------------------------------------ secret formats
    def b64url(self, obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

    def key(self, kind):
        r = self.rs
        if kind == "stripe":
            v = "sk_live_" + r(ALNUM, 24 + self.rng.randint(0, 20))
        elif kind == "stripe_rk":
            v = "rk_live_" + r(ALNUM, 32)
        elif kind == "google":
            v = "AIza" + r(URLSAFE, 35)
        elif kind == "hf":
            v = "hf_" + r(UP + LO, 34)
        elif kind == "gitlab":
            v = "glpat-" + r(URLSAFE, 20)
        elif kind == "npm":
            v = "npm_" + r(ALNUM, 36)
        elif kind == "ghp":
            v = "ghp_" + r(ALNUM, 36)
        elif kind == "github_pat":
            v = "github_pat_11" + r(UP + DIG, 20) + "_" + r(ALNUM, 59)
        elif kind == "xoxb":
            v = "xoxb-%s-%s-%s" % (r(DIG, 12), r(DIG, 13), r(ALNUM, 24))
        elif kind == "xoxp":
            v = "xoxp-%s-%s-%s-%s" % (r(DIG, 12), r(DIG, 12), r(DIG, 13), r("0123456789abcdef", 32))
        elif kind == "aws_id":
            v = "AKIA" + r(UP + "234567", 16)
        elif kind == "aws_secret":
            v = r(B64, 40)
        elif kind == "jwt":
            h = self.b64url({"alg": "HS256", "typ": "JWT"})
            p = self.b64url({"sub": r(DIG, 7), "name": "test user", "iat": 1760000000 + self.rng.randint(0, 9999999)})
            v = "%s.%s.%s" % (h, p, r(URLSAFE, 43))
        elif kind == "pem_rsa":
            body = "MIIEpAIBAAKCAQEA" + r(B64, 64 * 7 - 16)
            lines = [body[i:i + 64] for i in range(0, len(body), 64)]
            v = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
        elif kind == "pem_openssh":
            body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + r(B64, 70 * 4 - 70)
            lines = [body[i:i + 70] for i in range(0, len(body), 70)]
            v = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        elif kind == "slack_webhook":
            v = "https://hooks.slack.com/services/T%s/B%s/%s" % (r(UP + DIG, 8), r(UP + DIG, 10), r(ALNUM, 24))
        elif kind == "discord_webhook":
            v = "https://discord.com/api/webhooks/%s/%s" % ("1" + r(DIG, 18), r(URLSAFE, 68))
        elif kind == "telegram":
            v = "%s:AA%s" % ("6" + r(DIG, 9), r(URLSAFE, 33))
        elif kind == "sendgrid":
            v = "SG.%s.%s" % (r(URLSAFE, 22), r(URLSAFE, 43))
        elif kind == "openai":
            v = "sk-proj-" + r(URLSAFE, 56) + "T3BlbkFJ" + r(URLSAFE, 40)
        elif kind == "twilio_sid":
            v = "AC" + r("0123456789abcdef", 32)
        elif kind == "twilio_token":
            v = r("0123456789abcdef", 32)
        elif kind == "azure":
            v = ("DefaultEndpointsProtocol=https;AccountName=famfotos%s;AccountKey=%s==;EndpointSuffix=core.windows.net"
                 % (r(DIG, 3), r(B64, 86)))
        elif kind == "shopify":
            v = "shpat_" + r("0123456789abcdef", 32)
        elif kind == "do":
            v = "dop_v1_" + r("0123456789abcdef", 64)
        elif kind == "anthropic":
            v = "sk-ant-api03-" + r(URLSAFE, 93) + "AA"
        elif kind == "mailgun":
            v = "key-" + r("0123456789abcdef", 32)
        elif kind == "pypi":
            v = "pypi-AgEIcHlwaS5vcmcCJ" + r(URLSAFE, 120)
        elif kind == "gcp_sa":
            body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + r(B64, 64 * 3 - 32)
            v = ('{"type": "service_account", "project_id": "shop-demo-%s", "private_key_id": "%s", '
                 '"private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n", '
                 '"client_email": "ci-bot@shop-demo-%s.iam.example.com"}'
                 % (r(DIG, 4), r("0123456789abcdef", 40), "\\n".join(body[i:i + 64] for i in range(0, len(body), 64)), r(DIG, 4)))
        else:
            raise KeyError(kind)
        self.log.append(("key_" + kind, v))
        return v

    def hexs(self, n):
        return self.rs("0123456789abcdef", int(n))

    # ------------------------------------------------------------------ template filling
    PH = re.compile(r"⟦(.*?)⟧", re.S)
    SL = re.compile(r"^@(\w+)(?:\[(-?\d*):(-?\d*)\])?$")

    def fill(self, template, ctx="", env=None):
        self._ctx = ctx
        env = {} if env is None else env

        def rep(m):
            spec = m.group(1)
            sm = self.SL.match(spec)
            if sm:
                v = env[sm.group(1)]
                if sm.group(2) is not None or sm.group(3) is not None:
                    a = int(sm.group(2)) if sm.group(2) else None
                    b = int(sm.group(3)) if sm.group(3) else None
                    v = v[a:b]
                return v
            silent = spec.startswith("!")
            if silent:
                spec = spec[1:]
            name = None
            mm = re.match(r"^(\w+)=(.*)$", spec, re.S)
            if mm:
                name, spec = mm.group(1), mm.group(2)
            parts = spec.split("|")
            func = getattr(self, parts[0])
            v = func(*parts[1:])
            if name:
                env[name] = v
            return "" if silent else v

        out = self.PH.sub(rep, template)
        self._ctx = ""
        return out, env
