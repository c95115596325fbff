"""The namespace of forgotten rows, and the audit key that hashes into it.

A forgotten user's rows keep `forgotten:<keyed hash>` as their user id. Live data can never
use that prefix (ingest and `forget` refuse it, and CHECK constraints in PostgreSQL back them
up), so no live id can ever address, rehash or revive a forgotten row.
"""

from __future__ import annotations

import hashlib
import hmac

from memory_pipeline.settings import BUILTIN_AUDIT_HMAC_KEY, knob

FORGOTTEN_PREFIX = "forgotten:"


def audit_key() -> bytes:
    """AUDIT_HMAC_KEY; without one (and no local stack that generated one) the public
    development key, which production mode refuses."""
    return knob("AUDIT_HMAC_KEY").encode()


def uses_builtin_audit_key() -> bool:
    return knob("AUDIT_HMAC_KEY") == BUILTIN_AUDIT_HMAC_KEY


def keyed_hash(text: str) -> str:
    return hmac.new(audit_key(), text.encode("utf-8"), hashlib.sha256).hexdigest()


def is_reserved_id(value: str) -> bool:
    """Ids in the forgotten namespace belong to tombstoned rows; no live user, session or turn
    may carry one. The identifier contract at the door calls this."""
    return value.startswith(FORGOTTEN_PREFIX)


def forgotten_user_id(user_id: str) -> str:
    """Non-identifying stand-in for a forgotten user id: a keyed hash, so an auditor holding
    the key can confirm that a given user was forgotten, and nobody else can dictionary-attack
    the ids. The purpose prefix keeps it unlinkable to gate-audit hashes."""
    return FORGOTTEN_PREFIX + keyed_hash(f"forget-user:{user_id}")
