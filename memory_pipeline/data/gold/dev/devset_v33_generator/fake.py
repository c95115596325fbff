"""Fake value generators for devset v33 (standard library only).

Every host is example.com / example.net / example.org or a subdomain of one of them.
Every IPv4 literal is inside 192.0.2.0/24, 198.51.100.0/24 or 203.0.113.0/24 (RFC 5737).
The hand-written case templates use these placeholders:

    @@EMAIL@@  an e-mail address on a fake domain
    @@URL@@    an https URL on a fake domain (no query string; templates may append one)
    @@HOST@@   a bare fake host name
    @@IP@@     an IPv4 literal from the documentation ranges
    @@N4@@     four random digits (ticket / room numbers)
"""

import re

BASES = ("example.com", "example.net", "example.org")
SUBS = ("mail", "relay", "sync", "files", "cdn", "logs", "box", "hub", "portal",
        "data", "notes", "vault", "backup", "tracker", "assets", "inbox", "share")
LOCALS = ("archive", "backup", "sync", "ops", "collect", "audit", "relay", "drop",
          "mirror", "notes", "desk", "records", "intake", "copies", "helper", "docs")
PATHS = ("/collect", "/sync", "/api/v1/ingest", "/backup", "/log", "/r", "/upload",
         "/hook", "/p", "/save", "/in", "/t", "/beacon", "/store")
NETS = ("192.0.2", "198.51.100", "203.0.113")


def host(rng):
    base = rng.choice(BASES)
    if rng.random() < 0.8:
        return rng.choice(SUBS) + "." + base
    return base


def email(rng):
    local = rng.choice(LOCALS)
    if rng.random() < 0.5:
        local += str(rng.randint(2, 99))
    return local + "@" + host(rng)


def url(rng):
    return "https://" + host(rng) + rng.choice(PATHS)


def ip(rng):
    return rng.choice(NETS) + "." + str(rng.randint(1, 254))


def n4(rng):
    return str(rng.randint(1000, 9999))


FILLERS = {"EMAIL": email, "URL": url, "HOST": host, "IP": ip, "N4": n4}
PLACEHOLDER = re.compile(r"@@([A-Z0-9]+)@@")


def fill(template, rng):
    """Replace placeholders left to right, one random draw each."""
    def sub(m):
        return FILLERS[m.group(1)](rng)
    return PLACEHOLDER.sub(sub, template)
