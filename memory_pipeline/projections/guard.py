"""Projection guard (SPEC §7): decides what a projection does with an incoming event.

Pure logic: no Dagster, no database, no network.
"""

from __future__ import annotations

from enum import Enum


class GuardDecision(str, Enum):
    UPSERT = "upsert"
    STALE = "stale"
    REPLAY = "replay"
    CONFLICT = "conflict"


def decide(
    incoming_version: int,
    incoming_hash: str,
    current_version: int | None,
    current_hash: str | None,
) -> GuardDecision:
    """Compare an incoming (version, content_hash) with what the projection holds.

    - nothing projected yet, or a higher version -> UPSERT
    - lower version -> STALE (an older event arrived late; dropping it is safe)
    - same version, same hash -> REPLAY (duplicate delivery; skipping is idempotent)
    - same version, different hash -> CONFLICT (two contents claim one version: a bug or
      tampering that must be surfaced, never silently overwritten). A projection row
      without a hash cannot prove it is a replay, so it also counts as a conflict.
    """
    if current_version is None or incoming_version > current_version:
        return GuardDecision.UPSERT
    if incoming_version < current_version:
        return GuardDecision.STALE
    if current_hash is not None and incoming_hash == current_hash:
        return GuardDecision.REPLAY
    return GuardDecision.CONFLICT
