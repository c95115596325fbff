"""Walking the memory store in bounded id batches, one transaction each (decay, eviction)."""

from __future__ import annotations

import queue
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Iterator

from psycopg.conninfo import make_conninfo
from psycopg.pq import TransactionStatus

from memory_pipeline.db import Connection, connect, one, sql

# Ids per statement: big enough that 1M memories take 40 statements (decay at 1M: 27 s, against
# 30 s at 10,000 ids per statement, both measured by scale_check), small enough that one batch's
# row locks and outbox rows stay a short transaction (under a second).
DEFAULT_BATCH_SIZE = 25_000
# Connections that run batches at once. One statement keeps one PostgreSQL backend, so one core,
# busy; two match this project's 2-core machines, and a larger database server takes more.
DEFAULT_WORKERS = 2


def require_idle(conn: Connection, job: str) -> None:
    """Jobs that commit batch by batch (or pair by pair) must not run inside a caller's open
    transaction, where every batch would silently become a savepoint of one huge transaction."""
    if conn.info.transaction_status != TransactionStatus.IDLE:
        raise RuntimeError(f"{job} commits in batches: pass a connection without an open transaction")


def run_id_batches(
    conn: Connection,
    statement: str,
    params: dict,
    batch_size: int = DEFAULT_BATCH_SIZE,
    workers: int = DEFAULT_WORKERS,
) -> Iterator[dict]:
    """Run a set-based statement once per id range of the active memories, each range in its
    own transaction, yielding the statement's result row per batch (in no particular order when
    `workers` > 1: each worker is a connection of its own, writing as `conn`'s writer).

    Ranges are fixed-width over [min(id), max(id)] of active memories as of the start; memories
    committed later are younger than this run and wait for the next one.
    """
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    if workers < 1:
        raise ValueError("workers must be at least 1")
    with conn.transaction():
        span = one(conn.execute(sql("governance/active_id_range")))
    if span["first_id"] is None:
        return
    ranges = [
        {"first_id": first_id, "end_id": first_id + batch_size}
        for first_id in range(span["first_id"], span["last_id"] + 1, batch_size)
    ]
    if workers == 1 or len(ranges) == 1:
        for bounds in ranges:
            yield _run_batch(conn, statement, {**params, **bounds})
        return
    yield from _run_in_parallel(conn, statement, params, ranges, min(workers, len(ranges)))


def _run_batch(conn: Connection, statement: str, params: dict) -> dict:
    with conn.transaction():
        return one(conn.execute(sql(statement), params))


def _run_in_parallel(
    conn: Connection, statement: str, params: dict, ranges: list[dict], workers: int
) -> Iterator[dict]:
    # A batch is one backend busy on one core: the id ranges are disjoint, so their statements
    # touch different rows and run side by side without waiting on each other's locks.
    free: queue.SimpleQueue[Connection] = queue.SimpleQueue()
    siblings = []
    try:
        free.put(conn)
        for _ in range(workers - 1):
            siblings.append(sibling_connection(conn))
            free.put(siblings[-1])

        def run(bounds: dict) -> dict:
            worker_conn = free.get()
            try:
                return _run_batch(worker_conn, statement, {**params, **bounds})
            finally:
                free.put(worker_conn)

        with ThreadPoolExecutor(workers, thread_name_prefix="id-batch") as pool:
            futures = [pool.submit(run, bounds) for bounds in ranges]
            try:
                for future in as_completed(futures):
                    yield future.result()
            finally:
                # A failed batch stops the ones not yet started; those already running finish and
                # commit, as a batch of a sequential run would have.
                for future in futures:
                    future.cancel()
    finally:
        for sibling in siblings:
            sibling.close()


def sibling_connection(conn: Connection) -> Connection:
    """Another autocommit connection to `conn`'s database, as its role and its named writer."""
    sibling = connect(make_conninfo(conn.info.dsn, password=conn.info.password), autocommit=True)
    with conn.transaction():
        writer = one(conn.execute(sql("lineage/current_writer")))["writer"]
    if writer:
        sibling.execute(sql("lineage/name_writer"), {"writer": writer})
    return sibling
