"""Decay (SPEC section 8): importance * 0.995^days since the last decay, or since creation.

Set-based in PostgreSQL: one UPDATE ... RETURNING feeding the outbox INSERT per id batch, so a
million memories are ~100 statements and never travel to Python. Only rows whose importance
falls by more than 0.01 are written; every written row gets a new version and its events.
"""

from __future__ import annotations

import time
from datetime import datetime


from memory_pipeline.db import Connection

from memory_pipeline.governance.as_of import resolve_now
from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE, DEFAULT_WORKERS, require_idle, run_id_batches
from memory_pipeline.governance.rules import DECAY_BASE, DECAY_MIN_DELTA

DECAY_STATEMENT = "governance/decay_batch"
# Decay changes importance only: the graph's node holds it; the recall index does not and the
# edges cannot change (migration 0014 records where those projections stay).
DECAY_EVENTS = ("upsert_node",)


def decay_params(now: datetime, event_types: tuple[str, ...] = DECAY_EVENTS) -> dict:
    """Parameters of DECAY_STATEMENT except the batch's id range."""
    return {"now": now, "base": DECAY_BASE, "min_delta": DECAY_MIN_DELTA, "event_types": list(event_types)}


def decay(
    conn: Connection,
    now: datetime | None = None,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    workers: int = DEFAULT_WORKERS,
) -> dict:
    """Decay every active memory as of `now`; returns what changed."""
    require_idle(conn, "decay")
    now = resolve_now(now)
    started = time.perf_counter()
    report = {
        "now": now.isoformat(),
        "base": DECAY_BASE,
        "min_delta": DECAY_MIN_DELTA,
        "batches": 0,
        "workers": workers,
        "changed": 0,
        "events": 0,
    }
    for batch in run_id_batches(conn, DECAY_STATEMENT, decay_params(now), batch_size, workers):
        report["batches"] += 1
        report["changed"] += batch["changed"]
        report["events"] += batch["events"]
    report["seconds"] = round(time.perf_counter() - started, 3)
    return report
