"""What one write-path run covers: the whole partition (a backfill, a new prompt version) or
only the turns not yet committed (a run the new-turns sensor requested).

The sensor tags its runs with `SCOPE_TAG=due`; every other run (UI backfill, CLI, tests) walks
the whole partition. Both are idempotent; an incremental run's cost grows with the new turns,
not with the day.
"""

from __future__ import annotations

from typing import Mapping

from memory_pipeline.settings import knob_int
from memory_pipeline.write_path.stages import DueTurns

SCOPE_TAG = "memory_pipeline/scope"
DUE_SCOPE = "due"
MAX_TURNS_TAG = "memory_pipeline/max_turns"

# Knobs (defaults in settings.KNOBS): WRITE_PATH_MAX_TURNS_PER_RUN bounds one run, so a burst of
# new turns becomes several runs; STRANDED_TURN_RETRY_SECONDS makes a turn a dead run extracted
# but never committed due again; EXTRACTION_RETRY_AFTER_SECONDS retries a failed extraction.


def max_turns_per_run() -> int:
    return max(1, knob_int("WRITE_PATH_MAX_TURNS_PER_RUN"))


def retry_after_seconds() -> int:
    return knob_int("EXTRACTION_RETRY_AFTER_SECONDS")


def stranded_after_seconds() -> int:
    return knob_int("STRANDED_TURN_RETRY_SECONDS")


def due_turns(tags: Mapping[str, str]) -> DueTurns | None:
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
