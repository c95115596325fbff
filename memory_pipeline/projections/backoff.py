"""Outbox retry policy (SPEC §7, seed parameters).

Pure logic: no Dagster, no database, no network.
"""

from __future__ import annotations

BATCH_SIZE = 100
LEASE_SECONDS = 30
# The exponent is capped so the delay never exceeds 1024 s however often an event failed.
MAX_BACKOFF_EXPONENT = 10

PENDING = "pending"
DEAD = "dead"


def retry_delay_seconds(attempts: int) -> int:
    """Seconds to push `available_at` forward: 1 << min(attempts, 10)."""
    if attempts < 0:
        raise ValueError(f"attempts must be >= 0, got {attempts}")
    return 1 << min(attempts, MAX_BACKOFF_EXPONENT)


def next_state_after_failure(attempts_after_increment: int, max_attempts: int) -> str:
    """State of an event that just failed: "dead" once `max_attempts` (OUTBOX_MAX_ATTEMPTS, seed:
    10) are exhausted, else "pending"."""
    return DEAD if attempts_after_increment >= max_attempts else PENDING
