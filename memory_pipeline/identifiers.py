"""The one contract for user, session and turn identifiers, checked at every door.

An id that passes here fits every store: PostgreSQL TEXT, Neo4j strings and the Milvus
`user_id` VARCHAR, whose max_length Milvus counts in UTF-8 bytes, not characters.
"""

from __future__ import annotations

import unicodedata

from memory_pipeline.forgotten import FORGOTTEN_PREFIX

MAX_ID_CHARS = 256
# 256 characters may take up to 1,024 UTF-8 bytes; the Milvus field holds 512 bytes, so bytes
# are bounded separately. The Milvus schema is checked against this bound at start-up.
MAX_ID_BYTES = 512
# Forgotten rows live in their own namespace (forgotten.py): no live id may enter it.
RESERVED_PREFIXES = (FORGOTTEN_PREFIX,)
ID_KINDS = ("user_id", "session_id", "turn_id")


class InvalidIdentifier(ValueError):
    pass


def identifier_problem(value: object) -> str | None:
    """Why `value` is not a valid identifier (never quoting it: ids may be PII), or None."""
    if not isinstance(value, str):
        return "must be a string"
    if not value:
        return "is empty"
    if value != value.strip():
        return "has leading or trailing whitespace"
    if len(value) > MAX_ID_CHARS:
        return f"is longer than {MAX_ID_CHARS} characters"
    try:
        encoded = value.encode("utf-8")
    except UnicodeEncodeError:
        return "holds a lone surrogate (not valid Unicode)"
    if len(encoded) > MAX_ID_BYTES:
        return f"is longer than {MAX_ID_BYTES} bytes in UTF-8"
    if any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in value):
        return "holds a control character"
    lowered = value.lower()
    if any(lowered.startswith(prefix) for prefix in RESERVED_PREFIXES):
        return f"starts with a reserved prefix ({', '.join(RESERVED_PREFIXES)})"
    return None


def check_identifier(kind: str, value: object) -> str:
    """`value` if it satisfies the contract; otherwise InvalidIdentifier naming `kind`."""
    problem = identifier_problem(value)
    if problem:
        raise InvalidIdentifier(f"{kind} {problem}")
    return value  # type: ignore[return-value]
