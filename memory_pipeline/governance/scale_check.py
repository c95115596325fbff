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
importance 0.05-0.9, and one unit embedding per row in the configured dimension, a random
direction or, with `--vectors text-like`, drawn like the bundled encoder's embeddings (see
VectorModel), so event payloads have their real size.

The active-only HNSW indexes (one per user shard, migration 0021) are dropped for the COPY and rebuilt from their own
definition afterwards, timed (`index_build_seconds`), so decay and eviction pay its insert cost
on updates that are not HOT, and duplicate search uses it. The first 10% of the rows (at most
100,000) belong to one user, whose duplicate search (`memory/nearest_active` as the write path
runs it) is timed against an exact scan. Baselines from the same run: one batch of decay and
eviction is also run (rolled back) writing all three events per row, as before issue 14, and as a
plain UPDATE without any event. `--without-hnsw` skips the index.

`--days N` then simulates N days of daily decay, eviction, a drain (events marked processed at
the simulated time) and retention, and reports per day the events written, the outbox rows, the
table and index sizes, and the peak RSS of this process (the worker).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import resource
import sys
import time
from datetime import datetime, timedelta, timezone
from typing import Iterator, LiteralString, cast

import numpy as np
import psycopg
from psycopg import sql as pgsql

from memory_pipeline.db import Connection, connect, create_scratch_database, drop_scratch_database, one, sql
from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE, DEFAULT_WORKERS
from memory_pipeline.governance.decay import DECAY_STATEMENT, decay, decay_params
from memory_pipeline.governance.eviction import EVICTION_STATEMENT, evict, eviction_params
from memory_pipeline.governance.policy import effective_policy
from memory_pipeline.governance.retention import SUPERSEDED_EVENTS, RetentionPolicy, apply_retention
from memory_pipeline.memory_store import PROJECTION_EVENTS, event_payload, projection_states
from memory_pipeline.projections.events import OutboxEvent, Projector
from memory_pipeline.projections.reconcile import reconcile, stored_memories
from memory_pipeline.projections.resources import MilvusResource
from memory_pipeline.settings import DATA_DIR, Settings, load_settings

SCRATCH_DATABASE = "memory_scale"
# Share of memories per category (percent), roughly what the write path produces.
CATEGORY_MIX = (
    ("identity", 10),
    ("preference", 25),
    ("fact", 20),
    ("episodic", 25),
    ("tool_failure", 5),
    ("policy", 5),
    ("general", 10),
)
MEMORIES_PER_USER = 20
# One heavy user: the duplicate-search goal is about 100k memories for one user.
HEAVY_USER = "user-heavy"
HEAVY_USER_MAX_ROWS = 100_000
HEAVY_USER_SHARE = 10
SEARCH_QUERIES = 200
EXACT_SEARCH_QUERIES = 50
# Candidate-list sizes timed beside the production setting (20, memory/use_hnsw_search):
# pgvector's default and a smaller one.
EF_SEARCH_SWEEP = (40, 10)
# Norm of the noise added to a stored memory to make a restated fact (cosine about 0.95).
NEAR_DUPLICATE_NOISE = 0.33
# The HNSW indexes of active memories, one per user shard (migration 0021).
VECTOR_INDEX_PREFIX = "long_term_memory_embedding_hnsw_"
ALL_EVENTS = tuple(event_type for _, event_type in PROJECTION_EVENTS)
MAX_AGE_DAYS = 400
MAX_DAYS_SINCE_DECAY = 10
NEVER_DECAYED_SHARE = 0.10
COPY_CHUNK_ROWS = 5_000
COPY_COLUMNS = (
    "user_id",
    "content",
    "content_hash",
    "importance",
    "embedding",
    "category",
    "tags",
    "slot_hint",
    "source",
    "source_turn_id",
    "fact_key",
    "created_at",
    "updated_at",
    "last_decay_at",
)
COPY_TYPES = (
    "text",
    "text",
    "text",
    "float8",
    "vector",
    "text",
    "text[]",
    "text",
    "text",
    "text",
    "text",
    "timestamptz",
    "timestamptz",
    "timestamptz",
)


VECTOR_KINDS = ("random", "text-like")


class VectorModel:
    """Where the synthetic embeddings come from.

    - random: every embedding its own uniformly random direction, the hardest data for an HNSW
      graph (all distances alike, so the greedy walk has nothing to follow; 90% of the variance
      needs about 450 of 512 dimensions).
    - text-like: a Gaussian with the mean and covariance of the bundled encoder's embeddings of
      this project's own sample texts (calibration pairs, gold facts, sample turns), so the
      vectors share real embeddings' uneven spectrum (90% of the variance in about 170-185
      dimensions) and their common direction. It has no topic clusters, which real text has.

    An earlier generator reused 16,384 directions (about 61 near-identical copies each at 1M
    rows), which broke the graph into islands instead.
    """

    def __init__(self, kind: str, dim: int) -> None:
        if kind not in VECTOR_KINDS:
            raise ValueError(f"vectors must be one of {VECTOR_KINDS}, not {kind!r}")
        self.kind, self.dim = kind, dim
        self.mean = np.zeros(dim, dtype=np.float32)
        self.factor: np.ndarray | None = None
        if kind == "text-like":
            self.mean, self.factor = _embedding_moments(dim)

    def draw(self, generator: np.random.Generator, count: int) -> np.ndarray:
        """`count` unit vectors, float32."""
        block = generator.standard_normal((count, self.dim), dtype=np.float32)
        if self.factor is not None:
            block = self.mean + block @ self.factor
        block /= np.linalg.norm(block, axis=1, keepdims=True)
        return block


def sample_texts() -> list[str]:
    """Memory-like texts shipped with the project: calibration pairs, gold facts and turns."""
    texts: list[str] = []
    for line in (DATA_DIR / "calibration" / "pairs.jsonl").read_text(encoding="utf-8").splitlines():
        pair = json.loads(line)
        texts += [f"{pair[side]['key']}: {pair[side]['value']}" for side in ("a", "b")]
    for line in (DATA_DIR / "gold" / "extraction_gold.jsonl").read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        facts = {**case.get("expected_user_facts", {}), **case.get("expected_exchange_facts", {})}
        texts += [case["user"], *(f"{key}: {value}" for key, value in facts.items())]
    for line in (DATA_DIR / "samples" / "transcripts.jsonl").read_text(encoding="utf-8").splitlines():
        turn = json.loads(line)
        texts += [turn["user"], turn["assistant"]]
    return sorted({text for text in texts if text.strip()})


def _embedding_moments(dim: int) -> tuple[np.ndarray, np.ndarray]:
    from memory_pipeline.llm.local_embedder import LocalEmbedder
    from memory_pipeline.settings import DEFAULT_LOCAL_EMBEDDING_MODEL, LOCAL_EMBEDDING_DIMS

    if LOCAL_EMBEDDING_DIMS[DEFAULT_LOCAL_EMBEDDING_MODEL] != dim:
        raise ValueError(
            f"text-like vectors follow {DEFAULT_LOCAL_EMBEDDING_MODEL}, which has "
            f"{LOCAL_EMBEDDING_DIMS[DEFAULT_LOCAL_EMBEDDING_MODEL]} dimensions; EMBEDDING_DIM is {dim}"
        )
    embeddings = np.asarray(LocalEmbedder(DEFAULT_LOCAL_EMBEDDING_MODEL).embed(sample_texts()), dtype=np.float64)
    mean = embeddings.mean(axis=0)
    values, vectors = np.linalg.eigh(np.cov(embeddings - mean, rowvar=False))
    # z @ factor has the sampled covariance: factor = sqrt(eigenvalues) * eigenvectors^T.
    factor = (vectors * np.sqrt(np.clip(values, 0.0, None))).T
    return mean.astype(np.float32), factor.astype(np.float32)


def _vector_pool(model: VectorModel, seed: int, size: int) -> list[str]:
    """`size` new unit vectors as pgvector text (the duplicate search's new-fact probes)."""
    return [
        "[" + ",".join(f"{v:.5f}" for v in vector) + "]" for vector in model.draw(np.random.default_rng(seed), size)
    ]


def heavy_user_rows(rows: int) -> int:
    return min(HEAVY_USER_MAX_ROWS, rows // HEAVY_USER_SHARE)


def synthetic_rows(rows: int, now: datetime, model: VectorModel, seed: int) -> Iterator[tuple]:
    """`rows` synthetic memories as COPY rows, deterministic for a seed; embeddings from `model`."""
    rng = random.Random(seed)
    vectors = np.random.default_rng(seed)
    categories = [name for name, share in CATEGORY_MIX for _ in range(share)]
    heavy = heavy_user_rows(rows)
    for start in range(0, rows, COPY_CHUNK_ROWS):
        block = model.draw(vectors, min(COPY_CHUNK_ROWS, rows - start))
        for offset, embedding in enumerate(block):
            i = start + offset
            content = f"用户事实{i}: 值{rng.randrange(10**6)}"
            created = now - timedelta(days=rng.uniform(0, MAX_AGE_DAYS))
            since_decay = rng.uniform(0, MAX_DAYS_SINCE_DECAY)
            never_decayed = rng.random() < NEVER_DECAYED_SHARE
            yield (
                HEAVY_USER if i < heavy else f"user-{i // MEMORIES_PER_USER}",
                content,
                hashlib.sha256(content.encode()).hexdigest(),
                rng.uniform(0.05, 0.9),
                embedding,
                categories[i % len(categories)],
                ["src:user"],
                "profile",
                "user",
                f"turn-{i}",
                f"fact-{i}",
                created,
                created,
                None if never_decayed else max(created, now - timedelta(days=since_decay)),
            )


def bulk_load(conn: Connection, rows: int, now: datetime, model: VectorModel, seed: int) -> float:
    """Binary COPY: a million 512-dimension vectors would cost minutes to format as text."""
    started = time.perf_counter()
    statement = f"COPY long_term_memory ({', '.join(COPY_COLUMNS)}) FROM STDIN (FORMAT BINARY)"
    with conn.cursor() as cursor, cursor.copy(statement) as copy:
        copy.set_types(COPY_TYPES)
        for row in synthetic_rows(rows, now, model, seed):
            copy.write_row(row)
    return time.perf_counter() - started


def explain_one_batch(conn: Connection, statement: str, params: dict, batch_size: int) -> dict:
    """EXPLAIN (ANALYZE, BUFFERS) the statement on the first id batch, then roll it back."""
    first_id = one(conn.execute(sql("governance/active_id_range")))["first_id"]
    bound = {**params, "first_id": first_id, "end_id": first_id + batch_size}
    with conn.transaction(force_rollback=True):
        # Literal parameters, so the plan is the one a first execution of the batch gets.
        cursor = psycopg.ClientCursor(conn)
        plan = [row["QUERY PLAN"] for row in cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql(statement)}", bound)]
    return {"id_range": [first_id, first_id + batch_size], "plan": plan}


def time_one_batch(conn: Connection, statement: str, params: dict, batch_size: int) -> dict:
    """Run the statement on the first id batch, timed, and roll it back."""
    first_id = one(conn.execute(sql("governance/active_id_range")))["first_id"]
    bound = {**params, "first_id": first_id, "end_id": first_id + batch_size}
    with conn.transaction(force_rollback=True):
        started = time.perf_counter()
        row = one(conn.execute(sql(statement), bound))
        seconds = time.perf_counter() - started
    return {"seconds": round(seconds, 3), "changed": row.get("changed"), "events": row.get("events")}


def batch_baselines(conn: Connection, now: datetime, batch_size: int) -> dict:
    """One batch of decay and of eviction three ways, in the same state: the events that changed
    (what the jobs run), all three events per row (before issue 14), no event at all."""
    policy = effective_policy(conn)
    return {
        "decay": {
            "changed_events": time_one_batch(conn, DECAY_STATEMENT, decay_params(now), batch_size),
            "all_three_events": time_one_batch(conn, DECAY_STATEMENT, decay_params(now, ALL_EVENTS), batch_size),
            "no_events": time_one_batch(conn, DECAY_STATEMENT, decay_params(now, ()), batch_size),
        },
        "eviction": {
            "changed_events": time_one_batch(conn, EVICTION_STATEMENT, eviction_params(now, policy), batch_size),
            "all_three_events": time_one_batch(
                conn, EVICTION_STATEMENT, eviction_params(now, policy, ALL_EVENTS), batch_size
            ),
            "no_events": time_one_batch(conn, EVICTION_STATEMENT, eviction_params(now, policy, ()), batch_size),
        },
    }


def vector_index_definitions(conn: Connection) -> dict[str, str]:
    """Name and the server's own definition of every HNSW index of the memory table."""
    rows = conn.execute(
        "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'long_term_memory' AND indexname LIKE %s",
        (VECTOR_INDEX_PREFIX + "%",),
    ).fetchall()
    return {row["indexname"]: row["indexdef"] for row in rows}


def rebuild_vector_indexes(conn: Connection, definitions: dict[str, str], maintenance_work_mem: str) -> float:
    # A graph must fit in maintenance_work_mem, or pgvector finishes the build tuple by tuple
    # on disk, many times slower (the server default is 64 MB).
    conn.execute(pgsql.SQL("SET maintenance_work_mem = {}").format(pgsql.Literal(maintenance_work_mem)))
    started = time.perf_counter()
    for definition in definitions.values():
        conn.execute(cast(LiteralString, definition))
    seconds = time.perf_counter() - started
    conn.execute("RESET maintenance_work_mem")
    return seconds


def progress(phase: str, result) -> None:
    """One line per finished phase on stderr, so a long run can be followed (stdout is the report)."""
    print(
        json.dumps(
            {"phase": phase, "at": datetime.now(timezone.utc).isoformat(timespec="seconds"), "result": result},
            default=str,
        ),
        file=sys.stderr,
        flush=True,
    )


def near_duplicate_probes(conn: Connection, count: int, seed: int) -> list[str]:
    """Stored memories of the heavy user, each moved by noise to about 0.95 cosine similarity:
    what a restated fact looks like to the duplicate search."""
    rng = random.Random(seed + 2)
    stored = conn.execute(sql("scale/heavy_user_embeddings"), {"user_id": HEAVY_USER, "limit": count}).fetchall()
    probes = []
    for row in stored:
        vector = [float(x) for x in row["embedding"]]
        # Noise of norm ~0.33 against a unit vector: cosine about 0.95.
        sigma = NEAR_DUPLICATE_NOISE / len(vector) ** 0.5
        moved = [x + rng.gauss(0.0, sigma) for x in vector]
        probes.append("[" + ",".join(f"{x:.6f}" for x in moved) + "]")
    return probes


def warm_up_search(conn: Connection, kinds: dict[str, list[str]]) -> dict:
    """One untimed pass of every probe at every timed setting, so that no setting's figure pays
    for reading the user's shard index from disk: right after the index build, whichever setting
    was timed first had the longest tail (runs D and E in the README)."""
    from memory_pipeline.quality.bench import search_latencies

    started = time.perf_counter()
    queries = 0
    for vectors in kinds.values():
        probes = [{"user_id": HEAVY_USER, "embedding": vector} for vector in vectors]
        for ef_search in (None, *EF_SEARCH_SWEEP):
            search_latencies(conn, probes, "memory/use_hnsw_search", ef_search)
            queries += len(probes)
    return {"queries": queries, "seconds": round(time.perf_counter() - started, 1)}


def duplicate_search(conn: Connection, model: VectorModel, seed: int) -> dict:
    """The heavy user's duplicate search as the write path runs it (HNSW, iterative scan) and,
    as its baseline, an exact scan of the same queries.

    Two kinds of probe: a new fact (a new vector from the same model, nothing near it: the
    most work for the index) and a restated fact (a stored memory plus noise). For restated facts, `found_best`
    is the share where the index returned a memory as similar as the exact scan's best (within
    0.005): whether the duplicate is caught. Smaller HNSW candidate lists are timed too."""
    from memory_pipeline.quality.bench import latency_summary, search_latencies

    kinds = {
        "new_fact": _vector_pool(model, seed + 1, SEARCH_QUERIES),
        "restated_fact": near_duplicate_probes(conn, SEARCH_QUERIES, seed),
    }
    memories = one(
        conn.execute(
            "SELECT count(*) AS n FROM long_term_memory WHERE user_id = %s AND status = 'active'", (HEAVY_USER,)
        )
    )["n"]
    report: dict = {"user_active_memories": memories, "warm_up": warm_up_search(conn, kinds)}
    for kind, vectors in kinds.items():
        probes = [{"user_id": HEAVY_USER, "embedding": vector} for vector in vectors]
        exact, exact_answers = search_latencies(conn, probes[:EXACT_SEARCH_QUERIES], "quality/use_exact_scan")
        best = [answer[0][1] if answer else None for answer in exact_answers]
        results: dict = {"baseline_exact_scan": latency_summary(exact)}
        for ef_search in (None, *EF_SEARCH_SWEEP):
            latencies, answers = search_latencies(conn, probes, "memory/use_hnsw_search", ef_search)
            summary = latency_summary(latencies)
            if kind == "restated_fact":
                found = sum(
                    bool(answer) and want is not None and answer[0][1] >= want - 0.005
                    for answer, want in zip(answers, best)
                )
                summary["found_best"] = round(found / len(best), 3)
                summary["exact_best_similarity_min"] = round(min(b for b in best if b is not None), 3)
            results["hnsw" if ef_search is None else f"hnsw_ef_search_{ef_search}"] = summary
        report[kind] = results
    return report


def reconcile_walk(conn: Connection) -> dict:
    """The PostgreSQL half of reconciliation: every memory in id-ordered pages."""
    started = time.perf_counter()
    walked = sum(1 for _ in stored_memories(conn))
    return {"memories": walked, "seconds": round(time.perf_counter() - started, 1)}


# Memories per projector call while filling the projections: what one outbox claim applies.
FILL_PAGE = 1000
FILL_RETRY_PAUSES = (1.0, 5.0, 15.0)


# Auto-committed in batches: one transaction deleting a million nodes would not fit the heap.
EMPTY_GRAPH = """
MATCH (n) WHERE n:Memory OR n:User
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS
"""


class ScratchProjectionNotEmpty(RuntimeError):
    pass


def open_scratch_projectors(settings: Settings, collection: str) -> dict[str, Projector]:
    """Milvus in its own collection; Neo4j Community has one user database, so the configured
    one is used and must hold no memories (a second local stack is the usual scratch graph)."""
    milvus = MilvusResource(
        uri=settings.milvus.uri,
        token=settings.milvus.token,
        collection=collection,
        embedding_dim=settings.llm.embedding_dim,
    )
    projectors: dict[str, Projector] = {"milvus": milvus.projector(recreate=True)}
    try:
        projectors["neo4j"] = settings.neo4j.projector()
        held = projectors["neo4j"].counts()
        if held["memories"] or held["users"]:
            raise ScratchProjectionNotEmpty(
                f"Neo4j at {settings.neo4j.uri} already holds {held['memories']} memories and "
                f"{held['users']} users; --with-projections writes synthetic ones, so point NEO4J_URI at "
                "an empty Neo4j (a second stack: MEMORY_PIPELINE_LOCAL_DIR=/tmp/scale memory-pipeline stack up)"
            )
    except BaseException:
        for projector in projectors.values():
            projector.close()
        raise
    return projectors


def fill_projections(conn: Connection, projectors: dict[str, Projector]) -> dict:
    """Write every memory into each projection with the projector's own `apply`, as a drain of
    the outbox does, from events built in memory (the outbox table is not the subject here)."""
    seconds = dict.fromkeys(projectors, 0.0)
    errors: list[str] = []
    event_ids = 0
    filled = 0
    after_id = 0
    started = time.perf_counter()
    while True:
        page = conn.execute(sql("projections/memory_page"), {"after_id": after_id, "limit": FILL_PAGE}).fetchall()
        if not page:
            break
        states = projection_states(conn, [row["id"] for row in page])
        for target, projector in projectors.items():
            events = []
            for state in states:
                for event_target, event_type in PROJECTION_EVENTS:
                    if event_target == target:
                        event_ids += 1
                        payload = event_payload(state, target, event_type)
                        events.append(OutboxEvent(event_ids, event_type, state["id"], state["version"], payload))
            applied = time.perf_counter()
            errors += [result.error for result in _apply_retrying(projector, events) if result.error]
            seconds[target] += time.perf_counter() - applied
        filled += len(page)
        after_id = page[-1]["id"]
    if errors:
        raise RuntimeError(f"filling the projections failed for {len(errors)} events, first: {errors[0]}")
    return {
        "memories": filled,
        "seconds": round(time.perf_counter() - started, 1),
        "apply_seconds": {target: round(value, 1) for target, value in seconds.items()},
    }


def _apply_retrying(projector: Projector, events: list[OutboxEvent]) -> list:
    """apply, tried again after a timeout as the outbox would (the guards make it idempotent)."""
    for pause in (*FILL_RETRY_PAUSES, None):
        try:
            return projector.apply(events)
        except Exception as exc:  # noqa: BLE001 - a store's timeout type differs per client
            if pause is None:
                raise
            progress("fill_retry", f"{projector.target}: {type(exc).__name__}")
            time.sleep(pause)
    raise AssertionError("unreachable")


def reconcile_targets(conn: Connection, projectors: dict[str, Projector]) -> dict:
    """A full reconciliation of each target (compare and repair), timed."""
    report = {}
    for target, projector in projectors.items():
        started = time.perf_counter()
        result = reconcile(conn, projector, repair=True)
        report[target] = {**result.as_dict(), "seconds": round(time.perf_counter() - started, 1)}
        progress(f"reconcile {target}", report[target])
    return report


def empty_scratch_projections(projectors: dict[str, Projector]) -> None:
    from memory_pipeline.projections.milvus_projector import MilvusProjector
    from memory_pipeline.projections.neo4j_projector import Neo4jProjector

    milvus, neo4j = projectors["milvus"], projectors["neo4j"]
    assert isinstance(milvus, MilvusProjector) and isinstance(neo4j, Neo4jProjector)
    milvus.client.drop_collection(milvus.collection)
    with neo4j.driver.session(database=neo4j.database) as session:
        session.run(EMPTY_GRAPH).consume()


def peak_rss_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def relation_sizes(conn: Connection) -> dict:
    row = one(
        conn.execute(
            "SELECT pg_relation_size('long_term_memory') AS memory_heap,"
            " pg_indexes_size('long_term_memory') AS memory_indexes,"
            " (SELECT coalesce(sum(pg_relation_size(indexrelid)), 0)::bigint FROM pg_index"
            "  WHERE indrelid = 'long_term_memory'::regclass"
            "  AND indexrelid::regclass::text LIKE %s) AS vector_index,"
            " pg_total_relation_size('memory_outbox') AS outbox_total,"
            " (SELECT count(*) FROM memory_outbox) AS outbox_rows,"
            " (SELECT count(*) FROM long_term_memory WHERE status = 'active') AS active_memories",
            (VECTOR_INDEX_PREFIX + "%",),
        )
    )
    return {
        key: (round(value / 2**20, 1) if key not in ("outbox_rows", "active_memories") else value)
        for key, value in row.items()
    }


def compare_outbox_retention(conn: Connection, start: datetime, events_per_day: int, days: int = 8) -> dict:
    """Retention of the oldest of `days` days of processed events: DELETE from a plain table
    (what `retention/outbox_batch` does, batch by batch) against DROP of a day partition."""
    conn.execute(sql("scale/outbox_copies"))
    try:
        for day in range(days):
            low = start + timedelta(days=day)
            partition = pgsql.Identifier(f"outbox_by_day_{day}")
            conn.execute(
                pgsql.SQL("CREATE TABLE {} PARTITION OF outbox_by_day FOR VALUES FROM ({}) TO ({})").format(
                    partition, pgsql.Literal(low), pgsql.Literal(low + timedelta(days=1))
                )
            )
            for table in ("outbox_plain", "outbox_by_day"):
                conn.execute(
                    sql("scale/fill_outbox_copy_day").replace("{table}", table),
                    {"day": day + 1, "events": events_per_day, "at": low + timedelta(hours=2)},
                )
        conn.execute("VACUUM ANALYZE outbox_plain")
        conn.execute("VACUUM ANALYZE outbox_by_day")
        cutoff = start + timedelta(days=1)
        statement = sql("retention/outbox_batch").replace("memory_outbox", "outbox_plain")
        started = time.perf_counter()
        deleted = 0
        while True:
            row = one(conn.execute(statement, {"cutoff": cutoff, "batch_size": DEFAULT_BATCH_SIZE}))
            deleted += row["deleted"]
            if row["deleted"] < DEFAULT_BATCH_SIZE:
                break
        delete_seconds = time.perf_counter() - started
        started = time.perf_counter()
        conn.execute("VACUUM outbox_plain")
        vacuum_seconds = time.perf_counter() - started
        started = time.perf_counter()
        conn.execute("DROP TABLE outbox_by_day_0")
        drop_seconds = time.perf_counter() - started
        return {
            "events_per_day": events_per_day,
            "days": days,
            "deleted": deleted,
            "delete_seconds": round(delete_seconds, 2),
            "vacuum_after_delete_seconds": round(vacuum_seconds, 2),
            "partition_drop_seconds": round(drop_seconds, 3),
        }
    finally:
        conn.execute("DROP TABLE IF EXISTS outbox_plain")
        conn.execute("DROP TABLE IF EXISTS outbox_by_day")


def simulate_days(
    conn: Connection, start: datetime, days: int, batch_size: int, workers: int = DEFAULT_WORKERS
) -> list[dict]:
    """Daily decay, eviction, drain and retention for `days` days after `start`."""
    policy = RetentionPolicy.from_env()
    report = []
    for day in range(1, days + 1):
        now = start + timedelta(days=day)
        decayed = decay(conn, now, batch_size=batch_size, workers=workers)
        evicted = evict(conn, now, batch_size=batch_size, workers=workers)
        # What the projectors would do that day; marked at the simulated time so retention ages them.
        drained = conn.execute(
            "UPDATE memory_outbox SET status = 'processed', processed_at = %s, updated_at = %s"
            " WHERE status = 'pending'",
            (now, now),
        ).rowcount
        retained = apply_retention(conn, now, policy=policy, batch_size=batch_size)
        # The outbox's freed space is reused once vacuumed; long_term_memory is left to autovacuum.
        conn.execute("VACUUM memory_outbox")
        report.append(
            {
                "day": day,
                "decay": {k: decayed[k] for k in ("changed", "events", "seconds")},
                "eviction": {k: evicted[k] for k in ("changed", "events", "seconds")},
                "events_written": decayed["events"] + evicted["events"],
                "drained": drained,
                "outbox_deleted": retained["memory_outbox"]["deleted"],
                "outbox_superseded_deleted": retained[SUPERSEDED_EVENTS]["deleted"],
                "outbox_superseded_seconds": retained[SUPERSEDED_EVENTS]["seconds"],
                "retention_seconds": retained["memory_outbox"]["seconds"],
                "sizes_mb": relation_sizes(conn),
                "worker_peak_rss_mb": peak_rss_mb(),
            }
        )
        progress(f"day {day}", report[-1])
    return report


def table_stats(conn: Connection) -> dict:
    conn.execute("SELECT pg_stat_force_next_flush()")
    conn.execute("SELECT pg_stat_clear_snapshot()")
    updates = one(
        conn.execute(
            "SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot_updates FROM pg_stat_user_tables"
            " WHERE relname = 'long_term_memory'"
        )
    )
    sizes = one(
        conn.execute(
            "SELECT pg_size_pretty(pg_total_relation_size('long_term_memory')) AS memory_table,"
            " pg_size_pretty(pg_total_relation_size('memory_outbox')) AS outbox_table,"
            " (SELECT count(*) FROM memory_outbox) AS outbox_events"
        )
    )
    return {**updates, **sizes}


def server_settings(conn: Connection) -> dict:
    """The knobs that bound these numbers, so a reader can compare machines."""
    names = ("server_version", "shared_buffers", "work_mem", "max_wal_size", "synchronous_commit")
    found = {
        row["name"]: row["setting"]
        for row in conn.execute(
            "SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY(%s)", (list(names),)
        )
    }
    reloptions = one(conn.execute("SELECT reloptions FROM pg_class WHERE relname = 'long_term_memory'"))
    return {**found, "cpus": os.cpu_count(), "long_term_memory_reloptions": reloptions["reloptions"]}


def run(
    rows: int,
    batch_size: int,
    database: str,
    with_hnsw: bool,
    seed: int,
    keep: bool = False,
    days: int = 0,
    compare_partitioning: bool = False,
    maintenance_work_mem: str = "2GB",
    with_projections: bool = False,
    workers: int = DEFAULT_WORKERS,
    vectors: str = "random",
) -> dict:
    settings = load_settings()
    projectors = open_scratch_projectors(settings, database) if with_projections else {}
    url = create_scratch_database(settings.database_url, database, replace=True)
    try:
        return {
            "database": database,
            **_measure(
                url,
                rows,
                batch_size,
                with_hnsw,
                seed,
                settings.llm.embedding_dim,
                days,
                compare_partitioning,
                maintenance_work_mem,
                projectors,
                workers,
                vectors,
            ),
        }
    finally:
        if not keep:  # gigabytes of synthetic rows are no use once measured
            drop_scratch_database(settings.database_url, database)
            if projectors:
                empty_scratch_projections(projectors)
        for projector in projectors.values():
            projector.close()


def _measure(
    url: str,
    rows: int,
    batch_size: int,
    with_hnsw: bool,
    seed: int,
    dim: int,
    days: int = 0,
    compare_partitioning: bool = False,
    maintenance_work_mem: str = "2GB",
    projectors: dict[str, Projector] | None = None,
    workers: int = DEFAULT_WORKERS,
    vectors: str = "random",
) -> dict:
    now = datetime.now(timezone.utc).replace(microsecond=0)
    report: dict = {
        "rows": rows,
        "batch_size": batch_size,
        "workers": workers,
        "now": now.isoformat(),
        "hnsw_index": with_hnsw,
    }
    with connect(url, autocommit=True) as conn:
        report["server"] = server_settings(conn)
        definitions = vector_index_definitions(conn)
        if not definitions:
            raise RuntimeError(
                f"the migrations no longer create {VECTOR_INDEX_PREFIX}* indexes: update the scale check"
            )
        # Loading first and indexing after is how one builds an index over existing rows.
        for name in definitions:
            conn.execute(pgsql.SQL("DROP INDEX {}").format(pgsql.Identifier(name)))
        model = VectorModel(vectors, dim)
        report["vectors"] = vectors
        report["load_seconds"] = round(bulk_load(conn, rows, now, model, seed), 1)
        progress("load", report["load_seconds"])
        if with_hnsw:
            report["maintenance_work_mem"] = maintenance_work_mem
            report["index_build_seconds"] = round(rebuild_vector_indexes(conn, definitions, maintenance_work_mem), 1)
            progress("index_build", report["index_build_seconds"])
        started = time.perf_counter()
        conn.execute("VACUUM ANALYZE long_term_memory")
        report["vacuum_analyze_seconds"] = round(time.perf_counter() - started, 1)
        report["before"] = table_stats(conn)
        report["sizes_before_mb"] = relation_sizes(conn)

        progress("sizes_before_mb", report["sizes_before_mb"])
        if with_hnsw:  # without the index the "indexed" search is the exact scan again
            report["duplicate_search"] = duplicate_search(conn, model, seed)
            progress("duplicate_search", report["duplicate_search"])
        report["reconcile_postgres_walk"] = reconcile_walk(conn)
        progress("reconcile_postgres_walk", report["reconcile_postgres_walk"])
        if projectors:
            report["fill_projections"] = fill_projections(conn, projectors)
            progress("fill_projections", report["fill_projections"])
            report["reconcile"] = reconcile_targets(conn, projectors)
        report["batch_baselines"] = batch_baselines(conn, now, batch_size)
        progress("batch_baselines", report["batch_baselines"])
        report["decay_explain"] = explain_one_batch(conn, DECAY_STATEMENT, decay_params(now), batch_size)
        report["decay"] = decay(conn, now, batch_size=batch_size, workers=workers)
        progress("decay", report["decay"])
        report["after_decay"] = table_stats(conn)

        policy = effective_policy(conn)
        report["eviction_explain"] = explain_one_batch(
            conn, EVICTION_STATEMENT, eviction_params(now, policy), batch_size
        )
        report["eviction"] = evict(conn, now, batch_size=batch_size, workers=workers)
        progress("eviction", {k: v for k, v in report["eviction"].items() if k != "policy"})
        report["after_eviction"] = table_stats(conn)
        report["worker_peak_rss_mb"] = peak_rss_mb()
        if compare_partitioning:
            report["outbox_retention_comparison"] = compare_outbox_retention(
                conn, now - timedelta(days=10), max(report["decay"]["events"] // 4, 1000)
            )
            progress("outbox_retention_comparison", report["outbox_retention_comparison"])
        if days:
            report["days"] = simulate_days(conn, now, days, batch_size, workers)
            events = [day["events_written"] for day in report["days"]]
            report["days_summary"] = {
                "first_day_events": report["decay"]["events"] + report["eviction"]["events"],
                "max_daily_events_simulated": max(events),
                "outbox_rows_at_end": report["days"][-1]["sizes_mb"]["outbox_rows"],
                "outbox_rows_peak": max(day["sizes_mb"]["outbox_rows"] for day in report["days"]),
                "mean_daily_events_simulated": round(sum(events) / len(events)),
                "worker_peak_rss_mb": peak_rss_mb(),
            }
    for job in ("decay", "eviction"):
        result = report[job]
        result["rows_changed_per_second"] = round(result["changed"] / result["seconds"]) if result["seconds"] else None
        result["seconds_per_batch"] = round(result["seconds"] / result["batches"], 3) if result["batches"] else None
    # Updates that did not touch any index (the rolled-back batches count too).
    updates = report["after_decay"]["updates"] - report["before"]["updates"]
    hot = report["after_decay"]["hot_updates"] - report["before"]["hot_updates"]
    report["decay"]["hot_update_share"] = round(hot / updates, 3) if updates else None
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m memory_pipeline.governance.scale_check", description=(__doc__ or "").splitlines()[0]
    )
    parser.add_argument("--rows", type=int, default=1_000_000, help="synthetic memories to load")
    parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE, help="memory ids per statement")
    parser.add_argument("--database", default=SCRATCH_DATABASE, help="scratch database, dropped and recreated")
    parser.add_argument("--without-hnsw", action="store_true", help="do not build the active-only HNSW index")
    parser.add_argument("--days", type=int, default=0, help="then simulate this many days of governance and retention")
    parser.add_argument(
        "--compare-outbox-partitioning",
        action="store_true",
        help="time outbox retention as DELETE against a day-partition DROP",
    )
    parser.add_argument("--maintenance-work-mem", default="2GB", help="for the HNSW build (the graph must fit)")
    parser.add_argument(
        "--with-projections",
        action="store_true",
        help="fill Milvus (its own collection) and an empty Neo4j, then time reconciliation of both",
    )
    parser.add_argument(
        "--workers", type=int, default=DEFAULT_WORKERS, help="connections running decay and eviction batches at once"
    )
    parser.add_argument(
        "--vectors",
        choices=VECTOR_KINDS,
        default="random",
        help="synthetic embeddings: uniformly random directions (the hardest case for the index) or "
        "drawn with the mean and covariance of the bundled encoder's embeddings of sample texts",
    )
    parser.add_argument("--seed", type=int, default=8, help="seed of the synthetic data")
    parser.add_argument("--keep", action="store_true", help="keep the scratch database afterwards (default: drop it)")
    args = parser.parse_args(argv)
    from memory_pipeline.cli import emit

    if args.rows < 1 or args.days < 0:
        parser.error("--rows must be at least 1 and --days at least 0")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    emit(
        run(
            args.rows,
            args.batch_size,
            args.database,
            not args.without_hnsw,
            args.seed,
            args.keep,
            args.days,
            args.compare_outbox_partitioning,
            args.maintenance_work_mem,
            args.with_projections,
            args.workers,
            args.vectors,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
