"""Scale check of decay and eviction: `python -m memory_pipeline.governance.scale_check --rows 1000000`.

Never touches real data: it (re)creates a scratch database (`memory_scale` by default) on the
configured PostgreSQL server, migrates it, bulk-loads N synthetic memories with COPY, then
1. EXPLAIN (ANALYZE, BUFFERS) one decay batch and one eviction batch, each in a transaction
   that is rolled back (so the timed runs start from the loaded state),
2. times a full decay run and then a full eviction run as of the same `now`,
and prints one JSON document: load time, per-run time, rows changed, outbox events written,
batch count, HOT-update share, table and outbox sizes, and both plans. The scratch database is
dropped afterwards unless `--keep` is given.

The synthetic store looks like a year of daily decay: 50,000 users at 1M rows, the seven
categories in a fixed mix, ages up to 400 days, last decay 0-10 days ago (10% never decayed),
importance 0.05-0.9, and real 256-dimension embeddings (so event payloads have their real size).

By default the HNSW index is dropped in the scratch database before loading: building it over a
million synthetic vectors takes longer on a small machine than the whole check, and neither
statement reads it. Updates that are not HOT do pay for it (one HNSW insert per row); the
report's `hot_updates` says how many avoided that. `--with-hnsw` keeps it (slow).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
import time
from datetime import datetime, timedelta, timezone
from typing import Iterator

import psycopg
from psycopg import sql as pgsql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from memory_pipeline.db import connect, migrate, sql
from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE
from memory_pipeline.governance.decay import DECAY_STATEMENT, decay, decay_params
from memory_pipeline.governance.eviction import EVICTION_STATEMENT, evict, eviction_params
from memory_pipeline.governance.policy import effective_policy
from memory_pipeline.settings import load_settings

SCRATCH_DATABASE = "memory_scale"
# Share of memories per category (percent), roughly what the write path produces.
CATEGORY_MIX = (
    ("identity", 10), ("preference", 25), ("fact", 20), ("episodic", 25),
    ("tool_failure", 5), ("policy", 5), ("general", 10),
)
MEMORIES_PER_USER = 20
MAX_AGE_DAYS = 400
MAX_DAYS_SINCE_DECAY = 10
NEVER_DECAYED_SHARE = 0.10
# Distinct embeddings, reused round-robin: enough variety for realistic payloads, cheap to format.
VECTOR_POOL = 2048
COPY_CHUNK_ROWS = 5_000
COPY_COLUMNS = (
    "user_id", "content", "content_hash", "importance", "embedding", "category", "tags", "slot_hint",
    "source", "source_turn_id", "fact_key", "created_at", "updated_at", "last_decay_at",
)


def scratch_url(database_url: str, database: str) -> str:
    params = conninfo_to_dict(database_url)
    if params.get("dbname") == database:
        raise SystemExit(f"refusing to use the configured database {database!r} as the scratch database")
    return make_conninfo(**{**params, "dbname": database})


def drop_database(database_url: str, database: str) -> None:
    scratch_url(database_url, database)  # refuses the configured database
    with psycopg.connect(database_url, autocommit=True) as admin:
        admin.execute(pgsql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(pgsql.Identifier(database)))


def recreate_database(database_url: str, database: str) -> str:
    """Drop and create the scratch database, migrate it, and return its URL."""
    drop_database(database_url, database)
    with psycopg.connect(database_url, autocommit=True) as admin:
        admin.execute(pgsql.SQL("CREATE DATABASE {}").format(pgsql.Identifier(database)))
    url = scratch_url(database_url, database)
    migrate(url)
    return url


def _vector_pool(dim: int, rng: random.Random) -> list[str]:
    pool = []
    for _ in range(VECTOR_POOL):
        values = [rng.gauss(0.0, 1.0) for _ in range(dim)]
        norm = sum(v * v for v in values) ** 0.5
        pool.append("[" + ",".join(f"{v / norm:.5f}" for v in values) + "]")
    return pool


def synthetic_lines(rows: int, now: datetime, dim: int, seed: int) -> Iterator[str]:
    """COPY text lines of `rows` synthetic memories, deterministic for a seed."""
    rng = random.Random(seed)
    vectors = _vector_pool(dim, rng)
    categories = [name for name, share in CATEGORY_MIX for _ in range(share)]
    for i in range(rows):
        category = categories[i % len(categories)]
        content = f"用户事实{i}: 值{rng.randrange(10**6)}"
        created = now - timedelta(days=rng.uniform(0, MAX_AGE_DAYS))
        since_decay = rng.uniform(0, MAX_DAYS_SINCE_DECAY)
        last_decay = (
            r"\N" if rng.random() < NEVER_DECAYED_SHARE
            else max(created, now - timedelta(days=since_decay)).isoformat()
        )
        yield "\t".join((
            f"user-{i // MEMORIES_PER_USER}", content, hashlib.sha256(content.encode()).hexdigest(),
            f"{rng.uniform(0.05, 0.9):.4f}", vectors[i % VECTOR_POOL], category, "{src:user}", "profile",
            "user", f"turn-{i}", f"fact-{i}", created.isoformat(), created.isoformat(), last_decay,
        )) + "\n"


def bulk_load(conn: psycopg.Connection, rows: int, now: datetime, dim: int, seed: int) -> float:
    started = time.perf_counter()
    statement = f"COPY long_term_memory ({', '.join(COPY_COLUMNS)}) FROM STDIN"
    with conn.cursor() as cursor, cursor.copy(statement) as copy:
        chunk: list[str] = []
        for line in synthetic_lines(rows, now, dim, seed):
            chunk.append(line)
            if len(chunk) == COPY_CHUNK_ROWS:
                copy.write("".join(chunk))
                chunk.clear()
        if chunk:
            copy.write("".join(chunk))
    return time.perf_counter() - started


def explain_one_batch(conn: psycopg.Connection, statement: str, params: dict, batch_size: int) -> dict:
    """EXPLAIN (ANALYZE, BUFFERS) the statement on the first id batch, then roll it back."""
    first_id = conn.execute(sql("governance/active_id_range")).fetchone()["first_id"]
    bound = {**params, "first_id": first_id, "end_id": first_id + batch_size}
    with conn.transaction(force_rollback=True):
        # Literal parameters, so the plan is the one a first execution of the batch gets.
        cursor = psycopg.ClientCursor(conn)
        plan = [row["QUERY PLAN"] for row in cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql(statement)}", bound)]
    return {"id_range": [first_id, first_id + batch_size], "plan": plan}


def table_stats(conn: psycopg.Connection) -> dict:
    conn.execute("SELECT pg_stat_force_next_flush()")
    conn.execute("SELECT pg_stat_clear_snapshot()")
    updates = conn.execute(
        "SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot_updates FROM pg_stat_user_tables"
        " WHERE relname = 'long_term_memory'"
    ).fetchone()
    sizes = conn.execute(
        "SELECT pg_size_pretty(pg_total_relation_size('long_term_memory')) AS memory_table,"
        " pg_size_pretty(pg_total_relation_size('memory_outbox')) AS outbox_table,"
        " (SELECT count(*) FROM memory_outbox) AS outbox_events"
    ).fetchone()
    return {**updates, **sizes}


def server_settings(conn: psycopg.Connection) -> dict:
    """The knobs that bound these numbers, so a reader can compare machines."""
    names = ("server_version", "shared_buffers", "work_mem", "max_wal_size", "synchronous_commit")
    found = {row["name"]: row["setting"] for row in conn.execute(
        "SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY(%s)", (list(names),)
    )}
    reloptions = conn.execute("SELECT reloptions FROM pg_class WHERE relname = 'long_term_memory'").fetchone()
    return {**found, "cpus": os.cpu_count(), "long_term_memory_reloptions": reloptions["reloptions"]}


def run(rows: int, batch_size: int, database: str, with_hnsw: bool, seed: int, keep: bool = False) -> dict:
    settings = load_settings()
    url = recreate_database(settings.database_url, database)
    try:
        return {"database": database, **_measure(url, rows, batch_size, with_hnsw, seed, settings.embedding_dim)}
    finally:
        if not keep:  # gigabytes of synthetic rows are no use once measured
            drop_database(settings.database_url, database)


def _measure(url: str, rows: int, batch_size: int, with_hnsw: bool, seed: int, dim: int) -> dict:
    now = datetime.now(timezone.utc).replace(microsecond=0)
    report: dict = {"rows": rows, "batch_size": batch_size, "now": now.isoformat(), "hnsw_index": with_hnsw}
    with connect(url, autocommit=True) as conn:
        report["server"] = server_settings(conn)
        if not with_hnsw:
            conn.execute("DROP INDEX long_term_memory_embedding_hnsw")
        report["load_seconds"] = round(bulk_load(conn, rows, now, dim, seed), 1)
        started = time.perf_counter()
        conn.execute("VACUUM ANALYZE long_term_memory")
        report["vacuum_analyze_seconds"] = round(time.perf_counter() - started, 1)
        report["before"] = table_stats(conn)

        report["decay_explain"] = explain_one_batch(conn, DECAY_STATEMENT, decay_params(now), batch_size)
        report["decay"] = decay(conn, now, batch_size=batch_size)
        report["after_decay"] = table_stats(conn)

        policy = effective_policy(conn)
        report["eviction_explain"] = explain_one_batch(
            conn, EVICTION_STATEMENT, eviction_params(now, policy), batch_size
        )
        report["eviction"] = evict(conn, now, batch_size=batch_size)
        report["after_eviction"] = table_stats(conn)
    for job in ("decay", "eviction"):
        result = report[job]
        result["rows_changed_per_second"] = round(result["changed"] / result["seconds"]) if result["seconds"] else None
        result["seconds_per_batch"] = round(result["seconds"] / result["batches"], 3) if result["batches"] else None
    # Updates that did not touch any index (the EXPLAIN's rolled-back batch counts too).
    updates = report["after_decay"]["updates"] - report["before"]["updates"]
    hot = report["after_decay"]["hot_updates"] - report["before"]["hot_updates"]
    report["decay"]["hot_update_share"] = round(hot / updates, 3) if updates else None
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m memory_pipeline.governance.scale_check", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--rows", type=int, default=1_000_000, help="synthetic memories to load")
    parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE, help="memory ids per statement")
    parser.add_argument("--database", default=SCRATCH_DATABASE, help="scratch database, dropped and recreated")
    parser.add_argument("--with-hnsw", action="store_true", help="keep the HNSW index (slow to maintain at 1M rows)")
    parser.add_argument("--seed", type=int, default=8, help="seed of the synthetic data")
    parser.add_argument("--keep", action="store_true", help="keep the scratch database afterwards (default: drop it)")
    args = parser.parse_args(argv)
    from memory_pipeline.cli import emit

    emit(run(args.rows, args.batch_size, args.database, args.with_hnsw, args.seed, args.keep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
