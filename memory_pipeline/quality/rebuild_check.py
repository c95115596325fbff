"""How long rebuilding Milvus and Neo4j from PostgreSQL takes: `python -m
memory_pipeline.quality.rebuild_check --memories-per-user 10000` (2 users).

Uses the benchmark's isolation (the `memory_bench` database, its Milvus collection, its Neo4j
id scope, all cleared afterwards). Memories are inserted without outbox events, so each
projection starts empty, as after losing a Milvus or Neo4j volume. The rebuild is what an
operator runs: `reconcile` (finds every memory missing and enqueues its repair events) and
then the drain of those events. Prints one JSON document.
"""

from __future__ import annotations

import argparse
import json
import sys

from memory_pipeline.db import connect, sql
from memory_pipeline.quality.bench import (
    BenchEnvironment,
    bench_memories,
    bench_size,
    clear_bench_projection,
    open_bench_projector,
    raw_insert_params,
    run_timed,
)
from memory_pipeline.settings import load_settings
from memory_pipeline.quality.synthetic import as_new_memory


def rebuild(memories_per_user: int) -> dict:
    from memory_pipeline.projections.outbox import drain
    from memory_pipeline.projections.reconcile import reconcile

    env = BenchEnvironment.prepare(load_settings())
    size = bench_size(str(memories_per_user))
    rows = [as_new_memory(m) for m in bench_memories(env, size)]
    figures: dict = {"memories": len(rows)}
    try:
        env.reset_store()
        with connect(env.database_url) as conn:
            for row in rows:
                with conn.transaction():
                    conn.execute(sql("quality/raw_insert_memory"), raw_insert_params(row))
        env.vacuum()
        for target in ("milvus", "neo4j"):
            clear_bench_projection(env, target)
            projector = open_bench_projector(env, target)
            try:
                with connect(env.database_url, autocommit=True) as conn:
                    found, reconcile_seconds = run_timed(lambda: reconcile(conn, projector))
            finally:
                projector.close()
            drained, drain_seconds = run_timed(
                lambda: drain(env.database_url, target, lambda: open_bench_projector(env, target))
            )
            total = reconcile_seconds + drain_seconds
            figures[target] = {
                "missing_found": found.missing,
                "events_projected": drained.processed,
                "reconcile_seconds": round(reconcile_seconds, 2),
                "drain_seconds": round(drain_seconds, 2),
                "rebuild_seconds": round(total, 2),
                "extrapolated_minutes_per_million_memories": round(total / len(rows) * 1_000_000 / 60, 1),
            }
    finally:
        for target in ("milvus", "neo4j"):
            clear_bench_projection(env, target)
        env.reset_store()
    return figures


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None  # the module docstring is the parser's description
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories-per-user", type=int, default=10000)
    args = parser.parse_args(argv)
    print(json.dumps(rebuild(args.memories_per_user), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
