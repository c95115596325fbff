"""Changing embedders as an operation (`memory-pipeline reembed`, the `reembed` Dagster job).

Moves a store to the configured embedder in four phases; the phase and a cursor live in
`embedding_reembed_runs`, so a killed run resumes where it stopped:

1. embedding: every memory holding a vector is embedded again, in batches by id, into a
   side column `embedding_next` of the new dimension (the live column keeps serving);
2. swapped: one transaction turns `embedding` into `vector(new dim)` filled from the side
   column (functions whose bodies use the column are re-created around it);
3. projected: the Milvus collection is dropped and created with the new dimension, and one
   `upsert_vector` event per active memory is enqueued (dedupe key names the run);
4. done. The milvus sensor (or `memory-pipeline drain`) then fills the collection, and
   `reconcile` shows 0 drift.

Writers must be paused while it runs (stop the sensors and schedules): a memory written or
merged with the old embedder during phase 1 would keep an old-model vector.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

import psycopg

from memory_pipeline.db import Connection, column_embedding_dim, one, record_embedding_dim_change, sql
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memory_pipeline.llm.resources import LLMResource

log = logging.getLogger(__name__)
DEFAULT_BATCH_SIZE = 128

Progress = Callable[[str], None]


class ReembedRefused(RuntimeError):
    """A precondition of reembed does not hold; nothing was changed."""


def _vector_text(vector) -> str:
    return "[" + ",".join(repr(float(x)) for x in vector) + "]"


def _advance(conn, run: dict, *, last_id: int, embedded: int = 0, events: int = 0, phase: str | None = None) -> None:
    run["phase"] = phase or run["phase"]
    run["last_id"] = last_id
    run["embedded"] += embedded
    run["events"] += events
    conn.execute(
        sql("embedding/advance_reembed_run"),
        {
            "id": run["id"],
            "last_id": last_id,
            "embedded": embedded,
            "events": events,
            "phase": run["phase"],
        },
    )


def _open_run(conn: Connection, settings: LLMResource) -> dict | None:
    """The unfinished run to resume, a new one, or None when the store already uses this model."""
    run = conn.execute(sql("embedding/open_reembed_run")).fetchone()
    if run is not None:
        if (run["embedder"], run["dimension"]) != (settings.embedder_id, settings.embedding_dim):
            raise ReembedRefused(
                f"an unfinished reembed to {run['embedder']} ({run['dimension']} dims) exists: finish it with "
                f"that embedder configured before moving to {settings.embedder_id}"
            )
        return dict(run)
    last = conn.execute(sql("embedding/last_finished_reembed")).fetchone()
    if (
        last
        and (last["embedder"], last["dimension"]) == (settings.embedder_id, settings.embedding_dim)
        and column_embedding_dim(conn) == settings.embedding_dim
    ):
        return None
    pending = one(conn.execute(sql("embedding/pending_milvus_events")))["pending"]
    if pending:
        raise ReembedRefused(
            f"{pending} milvus outbox events are pending: drain them first (`memory-pipeline drain --target "
            "milvus`), their vectors belong to the old embedder"
        )
    return dict(
        one(
            conn.execute(
                sql("embedding/start_reembed_run"),
                {"embedder": settings.embedder_id, "dimension": settings.embedding_dim},
            )
        )
    )


def _embed_phase(
    conn, run: dict, embedder, batch_size: int, progress: Progress, stop_after_batches: int | None
) -> bool:
    conn.execute(sql("embedding/add_next_column").format(dimension=int(run["dimension"])))
    batches = 0
    while True:
        page = conn.execute(sql("embedding/reembed_page"), {"after_id": run["last_id"], "limit": batch_size}).fetchall()
        if not page:
            return True
        if stop_after_batches is not None and batches >= stop_after_batches:
            return False
        started = time.perf_counter()
        vectors = embedder.embed([row["content"] for row in page])
        with conn.transaction():
            conn.execute(
                sql("embedding/store_next_embeddings"),
                {
                    "ids": [row["id"] for row in page],
                    "embeddings": [_vector_text(v) for v in vectors],
                },
            )
            _advance(conn, run, last_id=page[-1]["id"], embedded=len(page))
        batches += 1
        progress(
            f"reembed run {run['id']}: embedded {run['embedded']}/{run['total']} memories "
            f"({len(page)} in {time.perf_counter() - started:.2f}s)"
        )


def _swap_phase(conn, run: dict, progress: Progress) -> None:
    with conn.transaction():
        conn.execute("LOCK TABLE long_term_memory IN ACCESS EXCLUSIVE MODE")
        dependants = conn.execute(sql("embedding/functions_on_embedding")).fetchall()
        if dependants:
            # One statement: some of these functions call others (PostgreSQL then drops them together).
            conn.execute(f"DROP FUNCTION {', '.join(function['signature'] for function in dependants)}")
        conn.execute(sql("embedding/swap_embedding_column").format(dimension=int(run["dimension"])))
        _recreate_functions(conn, dependants)
        record_embedding_dim_change(conn, int(run["dimension"]))
        _advance(conn, run, last_id=0, phase="swapped")
    progress(f"reembed run {run['id']}: long_term_memory.embedding is now vector({run['dimension']})")


def _recreate_functions(conn, functions: list[dict]) -> None:
    """Re-create dropped functions, callees before callers: a function whose body calls one not
    yet re-created is tried again after the others."""
    pending = list(functions)
    while pending:
        waiting = []
        for function in pending:
            try:
                with conn.transaction():
                    conn.execute(function["definition"])
            except psycopg.errors.UndefinedFunction:
                waiting.append(function)
        if len(waiting) == len(pending):
            raise RuntimeError(f"cannot re-create {[f['signature'] for f in waiting]} after the column swap")
        pending = waiting


MILVUS_ATTEMPTS = 4


def _recreate_collection(open_milvus, progress: Progress) -> None:
    """Drop and re-create the collection; a refused connection (Milvus restarting, or gRPC's
    "too many pings" after an idle channel) is retried with backoff, the phase is not lost."""
    from pymilvus.exceptions import MilvusException

    for attempt in range(MILVUS_ATTEMPTS):
        try:
            open_milvus(recreate=True).close()
            return
        except MilvusException as exc:
            if attempt == MILVUS_ATTEMPTS - 1:
                raise
            progress(f"Milvus unavailable ({exc.message}); retrying in {2**attempt} s")
            time.sleep(2**attempt)


def _project_phase(conn, run: dict, open_milvus, batch_size: int, progress: Progress) -> None:
    if run["last_id"] == 0:
        # Rebuilt from the start of this phase each time it starts over: the collection holds
        # nothing this run has not enqueued yet.
        _recreate_collection(open_milvus, progress)
        progress(f"reembed run {run['id']}: Milvus collection recreated with dimension {run['dimension']}")
    while True:
        with conn.transaction():
            page = conn.execute(
                sql("embedding/reembed_event_page"),
                {
                    "after_id": run["last_id"],
                    "limit": batch_size,
                    "run_id": str(run["id"]),
                },
            ).fetchone()
            if not page["memories"]:
                break
            _advance(conn, run, last_id=page["last_id"], events=page["events"])
        progress(f"reembed run {run['id']}: {run['events']} upsert_vector events enqueued")
    _advance(conn, run, last_id=run["last_id"], phase="done")


def reembed(
    conn: Connection,
    settings: LLMResource,
    embedder,
    open_milvus: Callable[..., object],
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    progress: Progress = log.info,
    stop_after_batches: int | None = None,
) -> dict:
    """Run (or resume) the move to `settings`' embedder. `conn` is autocommit.

    `open_milvus(recreate=True)` returns a projector after dropping and re-creating the
    collection with the configured dimension. `stop_after_batches` stops phase 1 early, the
    way a killed process would (the resume path).
    """
    if batch_size < 1:
        raise ValueError(f"batch size must be >= 1, got {batch_size}")
    run = _open_run(conn, settings)
    if run is None:
        return {"status": "nothing to do", "embedder": settings.embedder_id, "dimension": settings.embedding_dim}
    resumed = run["embedded"] > 0 or run["phase"] != "embedding"
    progress(
        f"reembed run {run['id']} to {run['embedder']} ({run['dimension']} dims), phase {run['phase']}"
        + (", resuming" if resumed else "")
    )
    if run["phase"] == "embedding":
        if not _embed_phase(conn, run, embedder, batch_size, progress, stop_after_batches):
            return {
                "status": "stopped",
                "run": run["id"],
                "phase": run["phase"],
                "embedded": run["embedded"],
                "total": run["total"],
            }
        _swap_phase(conn, run, progress)
    if run["phase"] == "swapped":
        _project_phase(conn, run, open_milvus, batch_size, progress)
    return {
        "status": "done",
        "run": run["id"],
        "resumed": resumed,
        "embedder": run["embedder"],
        "dimension": run["dimension"],
        "embedded": run["embedded"],
        "events": run["events"],
    }
