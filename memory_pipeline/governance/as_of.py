"""The instant a governance run acts as: tests, backfills and schedule ticks pass their own
`now`, so every job is reproducible; without one it is the wall clock (UTC)."""

from __future__ import annotations

from datetime import datetime, timezone


def resolve_now(now: datetime | None) -> datetime:
    """`now` itself (it must be timezone-aware), or the current time."""
    if now is None:
        return datetime.now(timezone.utc)
    if now.tzinfo is None:
        raise ValueError(f"now must be timezone-aware, got {now.isoformat()}")
    return now


def parse_now(text: str | None) -> datetime | None:
    """An ISO 8601 instant from a CLI flag or run config; a naive one is taken as UTC."""
    if not text:
        return None
    parsed = datetime.fromisoformat(text)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
