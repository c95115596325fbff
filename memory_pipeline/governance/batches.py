"""Walking the memory store in bounded id batches, one transaction each (decay, eviction)."""

from __future__ import annotations

from typing import Iterator

from psycopg.pq import TransactionStatus

from memory_pipeline.db import Connection, one, sql

# Ids per statement: big enough that 1M memories take 40 statements (decay at 1M: 27 s, against
# 30 s at 10,000 ids per statement, both measured by scale_check), small enough that one batch's
# row locks and outbox rows stay a short transaction (under a second).
DEFAULT_BATCH_SIZE = 25_000


def require_idle(conn: Connection, job: str) -> None:
    """Jobs that commit batch by batch (or pair by pair) must not run inside a caller's open
    transaction, where every batch would silently become a savepoint of one huge transaction."""
    if conn.info.transaction_status != TransactionStatus.IDLE:
        raise RuntimeError(f"{job} commits in batches: pass a connection without an open transaction")


def run_id_batches(
    conn: Connection, statement: str, params: dict, batch_size: int = DEFAULT_BATCH_SIZE
) -> Iterator[dict]:
    """Run a set-based statement once per id range of the active memories, each range in its
    own transaction, yielding the statement's result row per batch.

    Ranges are fixed-width over [min(id), max(id)] of active memories as of the start; memories
    committed later are younger than this run and wait for the next one.
    """
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    with conn.transaction():
        span = one(conn.execute(sql("governance/active_id_range")))
    if span["first_id"] is None:
        return
    for first_id in range(span["first_id"], span["last_id"] + 1, batch_size):
        with conn.transaction():
            bounds = {"first_id": first_id, "end_id": first_id + batch_size}
            row = one(conn.execute(sql(statement), {**params, **bounds}))
        yield row
