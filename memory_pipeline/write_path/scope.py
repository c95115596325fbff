"""What one write-path run covers: the whole partition (a backfill, a new prompt version) or
only the turns not yet committed (a run the new-turns sensor requested).

The sensor tags its runs with `SCOPE_TAG=due`; every other run (UI backfill, CLI, tests) walks
the whole partition. Both are idempotent; an incremental run's cost grows with the new turns,
not with the day.
"""

from __future__ import annotations

import os

from memory_pipeline.write_path.stages import DueTurns

SCOPE_TAG = "memory_pipeline/scope"
DUE_SCOPE = "due"
MAX_TURNS_TAG = "memory_pipeline/max_turns"

# A burst of new turns becomes several bounded runs, each at most this many turns.
DEFAULT_MAX_TURNS_PER_RUN = 2000
# A turn a run extracted but never committed (the run died) is due again after this long.
DEFAULT_STRANDED_AFTER_SECONDS = 60
# A turn whose extraction failed (model outage, malformed answer) is retried after this long.
DEFAULT_RETRY_AFTER_SECONDS = 900


def _env_int(name: str, default: int) -> int:
    return int(os.environ.get(name) or default)


def max_turns_per_run() -> int:
    return max(1, _env_int("WRITE_PATH_MAX_TURNS_PER_RUN", DEFAULT_MAX_TURNS_PER_RUN))


def retry_after_seconds() -> int:
    return _env_int("EXTRACTION_RETRY_AFTER_SECONDS", DEFAULT_RETRY_AFTER_SECONDS)


def stranded_after_seconds() -> int:
    return _env_int("STRANDED_TURN_RETRY_SECONDS", DEFAULT_STRANDED_AFTER_SECONDS)


def due_turns(tags: dict[str, str]) -> DueTurns | None:
    """The incremental selection a run's tags ask for; None: the whole partition."""
    if tags.get(SCOPE_TAG) != DUE_SCOPE:
        return None
    return DueTurns(
        limit=int(tags.get(MAX_TURNS_TAG) or max_turns_per_run()),
        retry_after_seconds=retry_after_seconds(),
        stranded_after_seconds=stranded_after_seconds(),
    )


def incremental_tags(limit: int | None = None) -> dict[str, str]:
    return {SCOPE_TAG: DUE_SCOPE, MAX_TURNS_TAG: str(limit or max_turns_per_run())}
