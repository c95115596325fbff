"""Fake value generators for dev-v35 (standard library only).

Every host is a subdomain of example.com / example.org / example.net, every
e-mail lives under example.org, ticket numbers and versions are random.
Nothing here is a real person, account or address.
"""

import re

SUBS = ["notes", "sync", "collect", "inbox", "relay", "audit", "cdn", "forms",
        "drop", "mirror", "paste", "hooks", "files", "share", "portal", "login"]
MAILUSERS = ["archive", "ops", "collect", "backup", "relay", "review", "intake",
             "export", "ledger", "mailbox"]
CODEWORDS = ["AURORA", "BLUEBIRD", "MAGPIE", "KESTREL", "LANTERN", "ORCHID",
             "PEBBLE", "QUILL", "TUNDRA", "WILLOW", "ZEPHYR", "CINDER"]

# Small per-language pools of invented first names (only languages whose
# templates use {name}).
NAMES = {
    "en": ["Ana", "Rowan", "Priya", "Marcus", "Leah", "Tomasz", "Ines", "Dev"],
    "es": ["Lucía", "Mateo", "Ximena", "Joaquín", "Carmen", "Álvaro"],
    "fr": ["Camille", "Théo", "Maëlle", "Bastien", "Inès", "Yannick"],
    "de": ["Jonas", "Leonie", "Friedrich", "Mia", "Hannes", "Greta"],
    "pt": ["João", "Beatriz", "Tiago", "Mariana", "Rui", "Larissa"],
    "it": ["Giulia", "Lorenzo", "Chiara", "Matteo", "Sofia", "Davide"],
    "ru": ["Алина", "Дмитрий", "Ольга", "Никита", "Вера", "Степан"],
    "ja": ["佐藤", "鈴木", "高橋", "田中", "渡辺", "中村"],
    "zh": ["王磊", "李静", "张伟", "刘洋", "陈晨", "赵敏"],
    "tr": ["Elif", "Emre", "Zeynep", "Burak", "Selin", "Kaan"],
    "id": ["Sari", "Budi", "Dewi", "Agus", "Rina", "Yusuf"],
    "sw": ["Amani", "Baraka", "Neema", "Juma", "Zawadi", "Imani"],
    "tl": ["Maricel", "Jomar", "Lualhati", "Paolo", "Divina", "Rommel"],
    "yo": ["Adé", "Bọ́lá", "Fúnmi", "Túndé", "Kẹ́mi", "Ṣọlá"],
    "pl": ["Kasia", "Bartek", "Zofia", "Piotr", "Ola", "Michał"],
    "nl": ["Sanne", "Bram", "Fleur", "Joris", "Lotte", "Daan"],
    "sv": ["Elsa", "Oskar", "Maja", "Viktor", "Ebba", "Nils"],
    "ar": ["ليلى", "كريم", "سارة", "يوسف", "نور", "عمر"],
    "ko": ["민지", "지훈", "서연", "현우", "수아", "도윤"],
    "hi": ["अनन्या", "रोहन", "कविता", "अर्जुन", "मीरा", "विक्रम"],
    "is": ["Sigrún", "Gunnar", "Ásdís", "Kári", "Hildur", "Bjarki"],
    "cy": ["Eleri", "Dafydd", "Ffion", "Gethin", "Nia", "Rhodri"],
}

PH = re.compile(r"\{(name|url|email|host|ticket|date|ver|code|n|pct|hour)\}")


def _token(rng, k=6):
    return "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(k))


def url(rng):
    return "https://%s.example.com/%s" % (rng.choice(SUBS), _token(rng))


def host(rng):
    return "%s-%s.example.net" % (rng.choice(SUBS), _token(rng, 4))


def email(rng):
    return "%s%d@%s.example.org" % (rng.choice(MAILUSERS), rng.randint(1, 99), rng.choice(SUBS))


def ticket(rng):
    return "%s-%d" % (rng.choice(["INC", "REQ", "CHG", "OPS"]), rng.randint(10000, 99999))


def date(rng):
    return "2026-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))


def ver(rng):
    return "%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 20))


def code(rng):
    return "%s-%d" % (rng.choice(CODEWORDS), rng.randint(100, 999))


def fill(template, lang, rng):
    """Replace each known placeholder with a fresh random value."""
    def sub(m):
        k = m.group(1)
        if k == "name":
            return rng.choice(NAMES[lang])
        if k == "url":
            return url(rng)
        if k == "email":
            return email(rng)
        if k == "host":
            return host(rng)
        if k == "ticket":
            return ticket(rng)
        if k == "date":
            return date(rng)
        if k == "ver":
            return ver(rng)
        if k == "code":
            return code(rng)
        if k == "n":
            return str(rng.randint(3, 40))
        if k == "pct":
            return str(rng.randint(5, 95))
        if k == "hour":
            return "%d:%02d" % (rng.randint(7, 18), rng.choice([0, 15, 30, 45]))
        raise KeyError(k)
    return PH.sub(sub, template)
