"""`memory-pipeline bench`: speed of the write path, the commit, the projections, duplicate search
and governance, each measured in one run against a baseline on the same machine.

Isolation: the benchmark never touches real data.
- PostgreSQL: its own scratch database (`memory_bench`) on the configured server, created and
  migrated on first use, truncated before the write-path and commit phases (the phases after
  them measure what the commit phase left) and at the end.
- Milvus: its own collection (`<MILVUS_COLLECTION>_bench`), dropped at the end.
- Neo4j: a cleaned scope in the shared graph. Bench memory ids start at
  BENCH_FIRST_MEMORY_ID (far above any real id) and bench users are named `bench-user-*`;
  reconciliation only sees that id range (`BenchScopedProjector`), and the scope is deleted
  at the end, also when a phase fails. (A real reconciliation running meanwhile would
  remove bench nodes as orphans: harmless to real data, but it disturbs the bench figures.)

Peak RSS: `psutil` reads this process's resident set size every 10 ms in a background thread;
a phase reports the highest sample (the database and projection servers are other processes
and are not included).
"""

from __future__ import annotations

import dataclasses
import json
import os
import platform
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence, TypeVar

import numpy as np
import psutil
from psycopg import conninfo

from memory_pipeline.embedding.calibration import bands_for
from memory_pipeline.db import Connection, connect, create_scratch_database, one, sql
from memory_pipeline.ingest.transcripts import DEFAULT_BATCH_SIZE as DEFAULT_INGEST_BATCH_SIZE, ingest_file
from memory_pipeline.llm.backends import CLASSIFY_BATCH, JUDGE_PAIRS_PER_CALL, ModelBackend, OfflineBackend, batches
from memory_pipeline.projections.backoff import BATCH_SIZE
from memory_pipeline.memory_store import commit_memories, content_hash
from memory_pipeline.quality.synthetic import (
    BENCH_USER_PREFIX,
    as_new_memory,
    classified,
    synthetic_facts,
    synthetic_turns,
    turn_days,
    write_jsonl,
)
from memory_pipeline.llm.resources import LLMResource
from memory_pipeline.settings import Settings, load_settings
from memory_pipeline.write_path.records import ClassifiedMemory
from memory_pipeline.write_path.stages import (
    NEAREST_LIMIT,
    TurnLedger,
    classify_and_embed,
    extract_facts,
    gate_facts,
    load_turns,
    write_memories,
)

BENCH_DATABASE = "memory_bench"
BENCH_COLLECTION_SUFFIX = "_bench"
BENCH_FIRST_MEMORY_ID = 10**15
RSS_SAMPLE_SECONDS = 0.01
RSS_METHOD = (
    "psutil RSS of the benchmark process, sampled every 10 ms by a background thread; "
    "peak per phase (database and projection servers not included)"
)
# Queries run before timing starts, so connection set-up and cold caches are not measured.
SEARCH_WARMUP_QUERIES = 5


# --------------------------------------------------------------------------- sizes


@dataclass(frozen=True)
class BenchSize:
    name: str
    memories_per_user: int  # N: commit, drain, duplicate search, reconciliation, governance
    users: int
    turns: int  # write-path turns
    search_queries: int
    ingest_lines: int = 10_000  # the bad-input ingest phase: a file with 1 % broken lines
    # The gate scan phase: every dev gate case and message (0), or an evenly spaced sample of this
    # many (tiny, so a smoke run does not grow with the dev data).
    scan_texts: int = 0


NAMED_SIZES = {
    "tiny": BenchSize(
        "tiny", memories_per_user=25, users=2, turns=40, search_queries=20, ingest_lines=1_000, scan_texts=600
    ),
    "small": BenchSize("small", memories_per_user=1000, users=2, turns=400, search_queries=200, ingest_lines=5_000),
    "medium": BenchSize(
        "medium", memories_per_user=5000, users=2, turns=2000, search_queries=400, ingest_lines=100_000
    ),
}


def bench_size(spec: str) -> BenchSize:
    """A named size, or N memories per user with the other quantities scaled from it."""
    if spec in NAMED_SIZES:
        return NAMED_SIZES[spec]
    try:
        per_user = int(spec)
    except ValueError:
        raise ValueError(f"size must be one of {', '.join(NAMED_SIZES)} or a number of memories per user") from None
    if per_user < 1:
        raise ValueError("size must be at least 1 memory per user")
    return BenchSize(
        str(per_user),
        memories_per_user=per_user,
        users=2,
        turns=min(max(per_user // 2, 20), 5000),
        search_queries=min(max(per_user // 5, 20), 500),
        ingest_lines=min(max(per_user * 10, 1_000), 100_000),
    )


# --------------------------------------------------------------------------- measuring


class PeakRss:
    """Peak resident set size of this process while the block runs (see RSS_METHOD)."""

    def __init__(self) -> None:
        self._process = psutil.Process()
        self._stop = threading.Event()
        self.peak = 0

    def _sample(self) -> None:
        self.peak = max(self.peak, self._process.memory_info().rss)

    def _run(self) -> None:
        while not self._stop.wait(RSS_SAMPLE_SECONDS):
            self._sample()

    def __enter__(self) -> "PeakRss":
        self._sample()
        self._thread = threading.Thread(target=self._run, name="bench-rss", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        self._sample()

    @property
    def peak_mb(self) -> float:
        return round(self.peak / 2**20, 1)


def measured_phase(run: Callable[[], dict]) -> dict:
    """Run one phase; its figures plus wall time and peak RSS."""
    with PeakRss() as rss:
        started = time.perf_counter()
        figures = run()
    return {**figures, "phase_seconds": round(time.perf_counter() - started, 3), "peak_rss_mb": rss.peak_mb}


_Result = TypeVar("_Result")


def run_timed(action: Callable[[], _Result]) -> tuple[_Result, float]:
    started = time.perf_counter()
    result = action()
    return result, time.perf_counter() - started


def per_second(count: int, seconds: float) -> float:
    return round(count / seconds, 1) if seconds > 0 else 0.0


def ratio(value: float, baseline: float) -> float:
    return round(value / baseline, 3) if baseline else 0.0


def latency_summary(seconds: Sequence[float]) -> dict:
    millis = np.array(seconds) * 1000
    return {
        "queries": len(millis),
        "p50_ms": round(float(np.percentile(millis, 50)), 3),
        "p95_ms": round(float(np.percentile(millis, 95)), 3),
        "mean_ms": round(float(millis.mean()), 3),
    }


def chunks(items: Sequence, size: int) -> Iterator[Sequence]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


# --------------------------------------------------------------------------- the scratch environment


class RequestCountingBackend(OfflineBackend):
    """The backend, also counting the model requests an online backend would send for the same
    work with an empty cache: one chat call per extraction (a turn gate 0 fully rejected makes
    none), per CLASSIFY_BATCH classifications no rule answers, per JUDGE_PAIRS_PER_CALL conflict
    pairs not judged before, and per merge; one embedding request per batch. Offline, the real
    counters stay at zero."""

    def __init__(self, settings: LLMResource, conn) -> None:
        super().__init__(settings, conn)
        self.online_requests: Counter = Counter()
        self.judged_pairs: set[tuple[str, str, str]] = set()

    def extract_many(self, requests, *args, **kwargs):
        self.online_requests["chat_calls"] += sum(1 for r in requests if r.with_user or r.with_exchange)
        return super().extract_many(requests, *args, **kwargs)

    def classify_many(self, facts):
        found = super().classify_many(facts)
        unmatched = sum(1 for classification in found if not classification.by_rule)
        self.online_requests["chat_calls"] += len(batches([None] * unmatched, CLASSIFY_BATCH))
        return found

    @property
    def judges_ahead(self) -> bool:
        return True  # as an online backend does, so the count follows its batching

    def judge_pairs(self, pairs):
        # Online verdicts are cached per pair: only pairs not judged before cost a call.
        fresh = list(dict.fromkeys(pair for pair in pairs if pair not in self.judged_pairs))
        self.judged_pairs.update(fresh)
        self.online_requests["chat_calls"] += len(batches(fresh, JUDGE_PAIRS_PER_CALL))
        return super().judge_pairs(pairs)

    def merge_statement(self, *args, **kwargs):
        self.online_requests["chat_calls"] += 1
        return super().merge_statement(*args, **kwargs)

    def embed(self, texts, *args, **kwargs):
        if texts:
            self.online_requests["embedding_requests"] += 1
        return super().embed(texts, *args, **kwargs)


def database_name(database_url: str) -> str | None:
    name = conninfo.conninfo_to_dict(database_url).get("dbname")
    return None if name is None else str(name)


@dataclass
class BenchEnvironment:
    """Offline settings pointed at the scratch database and the bench Milvus collection."""

    settings: Settings

    @property
    def database_url(self) -> str:
        return self.settings.database_url

    @classmethod
    def prepare(cls, settings: Settings) -> "BenchEnvironment":
        if database_name(settings.database_url) == BENCH_DATABASE:
            raise RuntimeError(f"DATABASE_URL points at {BENCH_DATABASE}, the benchmark's scratch database")
        url = create_scratch_database(settings.database_url, BENCH_DATABASE, replace=False)
        bench_settings = dataclasses.replace(
            settings,
            database_url=url,
            llm=settings.llm.replaced(openai_base_url="", openai_api_key=""),  # the offline backends
            milvus=settings.milvus.replaced(collection=settings.milvus.collection + BENCH_COLLECTION_SUFFIX),
        )
        return cls(bench_settings)

    def reset_store(self) -> None:
        """Empty the scratch database; new memories get ids in the bench range."""
        # Guard again at the point of truncation: this must never reach the real store.
        assert database_name(self.database_url) == BENCH_DATABASE, self.database_url
        with connect(self.database_url, autocommit=True) as conn:
            conn.execute(sql("quality/truncate_store"))
            conn.execute(sql("quality/start_memory_ids_at"), {"first_id": BENCH_FIRST_MEMORY_ID})

    def vacuum(self) -> None:
        with connect(self.database_url, autocommit=True) as conn:
            conn.execute(sql("quality/vacuum_store"))

    def server_version(self) -> str:
        with connect(self.database_url) as conn:
            return one(conn.execute(sql("quality/server_version")))["server_version"]


# --------------------------------------------------------------------------- phases


def write_path_phase(env: BenchEnvironment, size: BenchSize) -> dict:
    """Synthetic turns ingested, then extraction, gates, classify+embed and the governed commit."""
    env.reset_store()
    turns = synthetic_turns(size.turns, size.users)
    with tempfile.TemporaryDirectory() as folder, connect(env.database_url, autocommit=True) as conn:
        ingest, ingest_seconds = run_timed(lambda: ingest_file(conn, write_jsonl(turns, Path(folder) / "turns.jsonl")))
        backend = RequestCountingBackend(env.settings.llm, conn)
        ledger = TurnLedger(conn)
        # A bundled model loads once per process (a run's step); measured apart from the turns.
        _, embedder_load_seconds = run_timed(lambda: backend.embedder.embed(["warm-up"]))
        started = time.perf_counter()
        loaded = load_turns(conn, *turn_days(turns))
        facts, extraction = extract_facts(ledger, loaded, backend)
        passed, gating = gate_facts(ledger, facts)
        memories, classification = classify_and_embed(passed, backend)
        writing = write_memories(
            conn, memories, backend, prompt_version=backend.prompt_version, bands=bands_for(conn, env.settings.llm)
        )
        seconds = time.perf_counter() - started
    count = len(loaded)
    return {
        "turns": count,
        "embedder": backend.embedder_name,
        "embedder_load_seconds": round(embedder_load_seconds, 3),
        "ms_per_turn": round(1000 * seconds / count, 2) if count else None,
        "facts_extracted": len(facts),
        "facts_after_gates": len(passed),
        "memory_outcomes": {k: v for k, v in writing.counts.items() if k != "conflict_candidates_judged"},
        "seconds": round(seconds, 3),
        "turns_per_second": per_second(count, seconds),
        "stage_seconds": {
            "extract": round(extraction.seconds, 3),
            "gate": round(gating.seconds, 3),
            "classify_embed": round(classification.seconds, 3),
            "write": round(writing.seconds, 3),
        },
        "baseline": "ingest of the same turns into conversation_turns (one INSERT per turn)",
        "baseline_turns_per_second": per_second(ingest.inserted, ingest_seconds),
        "chat_calls_per_turn": round(backend.counters.chat_calls / count, 3),
        "embedding_requests_per_turn": round(backend.counters.embedding_requests / count, 3),
        "online_backend_would_send": {
            "chat_calls_per_turn": round(backend.online_requests["chat_calls"] / count, 3),
            "embedding_requests_per_turn": round(backend.online_requests["embedding_requests"] / count, 3),
        },
    }


# One broken line in BROKEN_LINE_EVERY, cycling through these kinds of damage.
BROKEN_LINE_EVERY = 100
BROKEN_LINE_KINDS = (
    lambda good: good[: len(good) // 2],  # truncated JSON
    lambda good: b"\xff\xfe" + good,  # invalid UTF-8
    lambda good: good.replace(b'"ts": "', b'"ts": "1999-01-01T00:00:00Z", "x": "'),  # before the partitions
    lambda good: good.replace(b'"user_id": "', b'"user_id": "forgotten:'),  # reserved id prefix
)


def broken_transcript(path: Path, lines: int) -> int:
    """A transcript of `lines` lines, 1 % of them broken; returns the number of good lines."""
    ts = (datetime.now(timezone.utc) - timedelta(days=1)).isoformat()
    good_lines = 0
    with open(path, "wb") as handle:
        for number in range(1, lines + 1):
            good = json.dumps(
                {
                    "turn_id": f"{BENCH_USER_PREFIX}ingest-{number}",
                    "user_id": f"{BENCH_USER_PREFIX}{number % 50}",
                    "session_id": f"s-{number // 20}",
                    "ts": ts,
                    "user": f"我住在城市{number}，喜欢喝茶。",
                    "assistant": "好的，记住了。",
                },
                ensure_ascii=False,
            ).encode("utf-8")
            if number % BROKEN_LINE_EVERY == 0:
                handle.write(BROKEN_LINE_KINDS[(number // BROKEN_LINE_EVERY) % len(BROKEN_LINE_KINDS)](good) + b"\n")
            else:
                handle.write(good + b"\n")
                good_lines += 1
    return good_lines


def bad_input_ingest_phase(env: BenchEnvironment, size: BenchSize) -> dict:
    """Ingest of a file with 1 % broken lines: batched INSERTs (replayed line by line only when
    the database refuses a batch), against the baseline of one INSERT per line."""
    with tempfile.TemporaryDirectory() as folder, connect(env.database_url) as conn:
        path = Path(folder) / "broken.jsonl"
        good_lines = broken_transcript(path, size.ingest_lines)
        env.reset_store()
        baseline, baseline_seconds = run_timed(lambda: ingest_file(conn, path, batch_size=1))
        env.reset_store()
        report, seconds = run_timed(lambda: ingest_file(conn, path))
        committed = one(conn.execute(sql("quality/count_turns")))["n"]
    env.reset_store()
    return {
        "lines": report.lines,
        "rejected": len(report.rejected),
        "good_lines": good_lines,
        "every_good_line_committed": committed == good_lines == report.inserted,
        "seconds": round(seconds, 3),
        "lines_per_second": per_second(report.lines, seconds),
        "batch_size": DEFAULT_INGEST_BATCH_SIZE,
        "baseline": "the same file, one INSERT statement per line",
        "baseline_lines_per_second": per_second(baseline.lines, baseline_seconds),
        "baseline_every_good_line_committed": baseline.inserted == good_lines,
    }


def bench_memories(env: BenchEnvironment, size: BenchSize) -> list[ClassifiedMemory]:
    return classified(synthetic_facts(size.users, size.memories_per_user), ModelBackend(env.settings.llm, None))


def commit_phase(env: BenchEnvironment, size: BenchSize) -> dict:
    """One transaction per memory: raw INSERT (baseline) vs the commit with hash update and
    three outbox events. Leaves the committed memories and their events in place."""
    rows = [as_new_memory(m) for m in bench_memories(env, size)]
    with connect(env.database_url) as conn:
        env.reset_store()

        def raw_inserts() -> None:
            for row in rows:
                with conn.transaction():
                    conn.execute(sql("quality/raw_insert_memory"), raw_insert_params(row))

        _, raw_seconds = run_timed(raw_inserts)
        env.reset_store()
        _, outbox_seconds = run_timed(lambda: [commit_memories(conn, [row]) for row in rows])
    return {
        "memories": len(rows),
        "memories_per_user": size.memories_per_user,
        "commits_per_second": per_second(len(rows), outbox_seconds),
        "baseline": "raw INSERT of the same rows into long_term_memory, one transaction each",
        "baseline_inserts_per_second": per_second(len(rows), raw_seconds),
        "ratio_vs_raw": ratio(raw_seconds, outbox_seconds),
    }


def raw_insert_params(row) -> dict:
    params = dataclasses.asdict(row)
    params.update(tags=list(row.tags), embedding=list(row.embedding), content_hash=content_hash(row.content))
    return params


def duplicate_search_phase(env: BenchEnvironment, size: BenchSize) -> dict:
    """`memory/nearest_active` as the write path runs it (HNSW, iterative scan) against an exact
    scan of the same rows, for new contents of each user, at N memories per user."""
    probes = classified(
        synthetic_facts(size.users, max(size.search_queries // size.users, 1), salt="probe-"),
        ModelBackend(env.settings.llm, None),
    )
    env.vacuum()  # the planner sees the freshly loaded table as a long-running store would
    with connect(env.database_url) as conn:
        indexed, indexed_ids = search_latencies(conn, probes, "memory/use_hnsw_search")
        exact, exact_ids = search_latencies(conn, probes, "quality/use_exact_scan")
    agreeing = sum([i for i, _ in a[:1]] == [i for i, _ in b[:1]] for a, b in zip(indexed_ids, exact_ids))
    return {
        "memories_per_user": size.memories_per_user,
        "hnsw": latency_summary(indexed),
        "baseline": "exact scan of the same query (index scans disabled)",
        "exact": latency_summary(exact),
        "p50_ratio_vs_exact": ratio(float(np.percentile(indexed, 50)), float(np.percentile(exact, 50))),
        "top1_agreement_with_exact": round(agreeing / len(probes), 3) if probes else 0.0,
    }


def search_latencies(
    conn: Connection, probes: Sequence[Mapping[str, Any]], scan_mode: str, ef_search: int | None = None
) -> tuple[list[float], list[list[tuple[int, float]]]]:
    """Latency and answers (id, similarity) of each probe's duplicate search; `ef_search`
    overrides pgvector's candidate list size."""
    latencies: list[float] = []
    answers: list[list[tuple[int, float]]] = []
    for index, probe in enumerate([*probes[:SEARCH_WARMUP_QUERIES], *probes]):
        with conn.transaction():
            conn.execute(sql(scan_mode))
            if ef_search is not None:
                conn.execute(sql("quality/set_ef_search"), {"ef_search": str(ef_search)})
            started = time.perf_counter()
            rows = conn.execute(
                sql("memory/nearest_active"),
                {"user_id": probe["user_id"], "embedding": probe["embedding"], "limit": NEAREST_LIMIT},
            ).fetchall()
            elapsed = time.perf_counter() - started
        if index >= min(SEARCH_WARMUP_QUERIES, len(probes)):
            latencies.append(elapsed)
            answers.append([(row["id"], row["similarity"]) for row in rows])
    return latencies, answers


# --------------------------------------------------------------------------- projections

# The graph scope of the benchmark: its memory id range and its users (who are removed only
# once they have no memory left, like the projector's own DELETE does).
DELETE_BENCH_MEMORIES = """
MATCH (m:Memory) WHERE m.id >= $first_id
WITH m LIMIT $limit
DETACH DELETE m
RETURN count(*) AS deleted
"""
DELETE_BENCH_USERS = """
MATCH (u:User) WHERE u.id STARTS WITH $prefix AND NOT EXISTS { (u)-[:HAS_MEMORY]->() }
DELETE u
"""
GRAPH_DELETE_BATCH = 5000


def in_bench_scope(memory_id: int) -> bool:
    return memory_id >= BENCH_FIRST_MEMORY_ID


class BenchScopedProjector:
    """A projector that only sees the benchmark's memory ids.

    The Neo4j graph is shared with real data: unscoped, reconciling the bench database would
    call every real memory node an orphan and delete it. Rows outside the scope are skipped
    while scanning (and counted), and are never removed or reset.
    """

    def __init__(self, inner) -> None:
        self.inner = inner
        self.target = inner.target
        self.skipped_outside_scope = 0

    def apply(self, events):
        return self.inner.apply(events)

    def rows(self, ids: Sequence[int]):
        return self.inner.rows([i for i in ids if in_bench_scope(i)])

    def row_count(self) -> int:
        # The graph also holds real memories, which the lookups never match: reconciliation
        # then scans, and the scan skips them.
        return self.inner.row_count()

    def scan(self, page_size: int):
        for row in self.inner.scan(page_size):
            if in_bench_scope(row.id):
                yield row
            else:
                self.skipped_outside_scope += 1

    def remove(self, ids: Sequence[int]) -> None:
        self.inner.remove([i for i in ids if in_bench_scope(i)])

    def reset(self, ids: Sequence[int]) -> None:
        self.inner.reset([i for i in ids if in_bench_scope(i)])

    def counts(self) -> dict[str, int]:
        return self.inner.counts()

    def close(self) -> None:
        self.inner.close()

    def __enter__(self) -> "BenchScopedProjector":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def open_bench_projector(env: BenchEnvironment, target: str) -> BenchScopedProjector:
    from memory_pipeline.projections.resources import open_projector

    return BenchScopedProjector(open_projector(target, env.settings))


def clear_bench_projection(env: BenchEnvironment, target: str) -> None:
    """Remove everything the benchmark wrote to one projection store."""
    if target == "milvus":
        from memory_pipeline.projections.milvus_projector import connect_milvus

        client = connect_milvus(env.settings.milvus.uri, env.settings.milvus.token)
        try:
            if client.has_collection(env.settings.milvus.collection):
                client.drop_collection(env.settings.milvus.collection)
        finally:
            client.close()
        return
    projector = open_bench_projector(env, target).inner
    try:
        database = env.settings.neo4j.database
        while True:
            records, _, _ = projector.driver.execute_query(
                DELETE_BENCH_MEMORIES,
                first_id=BENCH_FIRST_MEMORY_ID,
                limit=GRAPH_DELETE_BATCH,
                database_=database,
            )
            if records[0]["deleted"] < GRAPH_DELETE_BATCH:
                break
        projector.driver.execute_query(DELETE_BENCH_USERS, prefix=BENCH_USER_PREFIX, database_=database)
    finally:
        projector.close()


def outbox_events(env: BenchEnvironment, target: str) -> list[dict]:
    with connect(env.database_url) as conn:
        return conn.execute(sql("quality/outbox_payloads"), {"target": target}).fetchall()


def raw_milvus_writes(projector, events: list[dict]) -> None:
    """Baseline: the event payloads, shaped as the collection's rows, upserted with the Milvus
    client in batches of the outbox batch size."""
    for batch in chunks(events, BATCH_SIZE):
        projector.client.upsert(projector.collection, [projector._row(event["payload"]) for event in batch])


def raw_neo4j_writes(projector, events: list[dict]) -> None:
    """Baseline: the projector's own node and edge statements run by the driver over the same
    payloads, one transaction per batch, without claim, guard reads or outcome marking."""
    from memory_pipeline.projections.neo4j_projector import UPSERT_EDGES, UPSERT_NODES

    for batch in chunks(events, BATCH_SIZE):
        nodes = [e["payload"] for e in batch if e["event_type"] == "upsert_node"]
        edges = [e["payload"] for e in batch if e["event_type"] == "upsert_edges"]
        with projector.driver.session(database=projector.database) as session:
            with session.begin_transaction() as tx:
                if nodes:
                    tx.run(UPSERT_NODES, rows=nodes).consume()
                if edges:
                    tx.run(UPSERT_EDGES, rows=edges).consume()
                tx.commit()


RAW_WRITERS = {"milvus": raw_milvus_writes, "neo4j": raw_neo4j_writes}


def timed_raw_writes(env: BenchEnvironment, target: str, events: list[dict]) -> float:
    """Seconds the raw client takes to write `events` into an empty bench scope."""
    for writes in (events[:BATCH_SIZE], events):  # one untimed batch first: see drain_phase
        clear_bench_projection(env, target)
        projector = open_bench_projector(env, target)  # creates the collection / schema, untimed
        try:
            _, seconds = run_timed(lambda: RAW_WRITERS[target](projector.inner, writes))
        finally:
            projector.close()
    return seconds


def drain_phase(env: BenchEnvironment, target: str) -> dict:
    """The outbox drain of every event the commit phase left, against the raw client writing
    the same payloads in batches of the same size. Both start from an empty bench scope, after
    one untimed warm-up batch, so neither pays the store's cold start (query planning, JIT)."""
    from memory_pipeline.projections.outbox import drain

    events = outbox_events(env, target)
    raw_seconds = timed_raw_writes(env, target, events)
    clear_bench_projection(env, target)
    open_bench_projector(env, target).close()  # the same untimed set-up as for the raw writes
    report, drain_seconds = run_timed(
        lambda: drain(env.database_url, target, lambda: open_bench_projector(env, target))
    )
    return {
        "events": len(events),
        "events_per_second": per_second(report.processed, drain_seconds),
        "baseline": f"raw {target} client batch writes of the same payloads, {BATCH_SIZE} per batch",
        "baseline_events_per_second": per_second(len(events), raw_seconds),
        "ratio_vs_raw": ratio(raw_seconds, drain_seconds) if report.processed == len(events) else 0.0,
        "drain": {k: v for k, v in report.as_dict().items() if k not in ("target", "worker")},
    }


def reconcile_phase(env: BenchEnvironment, size: BenchSize) -> dict:
    """Reconciliation of both projections at N memories per user (in sync after the drain),
    against reading both sides in full with the same paging and comparing nothing."""
    from memory_pipeline.projections.reconcile import PAGE_SIZE, reconcile, stored_memories

    figures: dict = {"memories_per_user": size.memories_per_user}
    for target in ("milvus", "neo4j"):
        projector = open_bench_projector(env, target)
        try:
            with connect(env.database_url, autocommit=True) as conn:

                def read_both_sides() -> int:
                    return sum(1 for _ in stored_memories(conn, PAGE_SIZE)) + sum(
                        1 for _ in projector.inner.scan(PAGE_SIZE)
                    )

                read_both_sides()  # untimed: neither measurement pays for cold caches
                rows_read, read_seconds = run_timed(read_both_sides)
                report, seconds = run_timed(lambda: reconcile(conn, projector))
        finally:
            projector.close()
        figures[target] = {
            **{k: v for k, v in report.as_dict().items() if k != "target"},
            "seconds": round(seconds, 3),
            "memories_checked_per_second": per_second(report.checked, seconds),
            "baseline": "paged read of both sides without comparing",
            "baseline_seconds": round(read_seconds, 3),
            "baseline_rows_read": rows_read,
            "ratio_vs_read": ratio(read_seconds, seconds),
            "real_rows_skipped_outside_bench_scope": projector.skipped_outside_scope,
        }
    return figures


# --------------------------------------------------------------------------- governance

# Governance runs as of this many days after the memories were written: every memory decays
# past the write threshold and the categories with a ttl under it become evictable.
GOVERNANCE_DAYS_LATER = 400


def timed_rolled_back(env: BenchEnvironment, statement: str, params: dict | None = None) -> tuple[int, float]:
    """Rows changed and seconds of one statement whose effect is rolled back (a baseline)."""
    with connect(env.database_url) as conn:
        started = time.perf_counter()
        changed = conn.execute(sql(statement), params or {}).rowcount
        seconds = time.perf_counter() - started
        conn.rollback()
    env.vacuum()
    return changed, seconds


def governance_phases(env: BenchEnvironment, size: BenchSize) -> dict:
    """Decay, then eviction, of N memories per user, each against one plain UPDATE of the same
    rows (no version, no events) as its baseline."""
    from memory_pipeline.governance.decay import decay
    from memory_pipeline.governance.eviction import evict
    from memory_pipeline.governance.rules import DECAY_BASE

    later = datetime.now(timezone.utc) + timedelta(days=GOVERNANCE_DAYS_LATER)

    def decay_phase() -> dict:
        baseline_rows, baseline_seconds = timed_rolled_back(
            env, "quality/plain_decay_update", {"now": later, "base": DECAY_BASE}
        )
        with connect(env.database_url, autocommit=True) as conn:
            report, seconds = run_timed(lambda: decay(conn, later))
        return governance_figures(size, report, seconds, baseline_rows, baseline_seconds, "decay")

    def eviction_phase() -> dict:
        env.vacuum()
        with connect(env.database_url, autocommit=True) as conn:
            report, seconds = run_timed(lambda: evict(conn, later))
        baseline_rows, baseline_seconds = timed_rolled_back(env, "quality/plain_eviction_update")
        figures = governance_figures(size, report, seconds, baseline_rows, baseline_seconds, "eviction")
        return {**figures, "by_category": report["by_category"]}

    return {"decay": measured_phase(decay_phase), "eviction": measured_phase(eviction_phase)}


def governance_figures(
    size: BenchSize, report: dict, seconds: float, baseline_rows: int, baseline_seconds: float, job: str
) -> dict:
    return {
        "memories_per_user": size.memories_per_user,
        "days_later": GOVERNANCE_DAYS_LATER,
        "changed": report["changed"],
        "events": report["events"],
        "seconds": round(seconds, 3),
        "changed_per_second": per_second(report["changed"], seconds),
        "baseline": f"one plain UPDATE of the same rows as the {job} (no version, no events), rolled back",
        "baseline_rows": baseline_rows,
        "baseline_seconds": round(baseline_seconds, 3),
        "ratio_vs_plain_update": ratio(baseline_seconds, seconds),
    }


# --------------------------------------------------------------------------- the run


# The gate scan must keep at least this many texts per second (issue 9).
SCAN_FLOOR_TEXTS_PER_SECOND = 3000


def evenly_spaced(items: list, count: int) -> list:
    """`count` of `items` spread evenly over them (all of them when `count` is 0 or more)."""
    if count <= 0 or count >= len(items):
        return items
    return [items[i * len(items) // count] for i in range(count)]


def gate_scan_phase(repeats: int = 3, sample: int = 0) -> dict:
    """`scan_text` (gate 0, what `memory-pipeline scan` runs per line) over the dev gate cases and
    the messages of the dev extraction turns (or an evenly spaced `sample` of each, in proportion):
    texts per second, in process, one core; the same over the messages alone; and `scan --workers
    N`'s rate, one worker process per core."""
    from memory_pipeline.write_path.cli import answers, scan_line, scan_workers, worker_ready
    from memory_pipeline.write_path.screening import disclosure_model, instruction_model, learned
    from memory_pipeline.write_path.screening.gates import scan_text
    from memory_pipeline.quality.evaluation import DEV_GATE_FILES, DEV_TURN_FILES, EXTRACTION_GOLD, load_jsonl

    gate_texts = [row.get("text") or row["key"] for path in DEV_GATE_FILES for row in load_jsonl(path)]
    messages = [
        row[side]
        for path in (EXTRACTION_GOLD, *DEV_TURN_FILES)
        for row in load_jsonl(path)
        for side in ("user", "assistant")
    ]
    if sample:
        share = sample / (len(gate_texts) + len(messages))
        gate_texts = evenly_spaced(gate_texts, round(len(gate_texts) * share))
        messages = evenly_spaced(messages, round(len(messages) * share))
    texts = gate_texts + messages
    for text in texts:  # warm the per-character caches, as a long-running scan would be
        scan_text(text)
    blocked = 0
    before = dict(instruction_model.stats)
    disclosure_before = dict(disclosure_model.stats)
    started, started_cpu = time.perf_counter(), time.process_time()
    for _ in range(repeats):
        learned.clear_caches()  # every pass a stream of words the models' tokenizer has not seen
        blocked = sum(scan_text(text).blocked for text in texts)
    seconds, cpu_seconds = time.perf_counter() - started, time.process_time() - started_cpu
    # The conversation messages alone (what a deployment scans), apart from the adversarial
    # gate cases, which are longer and cue-laden and cost most of the rules and the models.
    messages_started = time.perf_counter()
    for _ in range(repeats):
        learned.clear_caches()
        for text in messages:
            scan_text(text)
    messages_seconds = time.perf_counter() - messages_started
    # `scan --workers N`: the same texts shared out to one worker process per core, timed once the
    # workers have started and loaded the models.
    workers = os.cpu_count() or 1
    lines = [json.dumps({"text": text}, ensure_ascii=False) for text in texts] * repeats
    learned.clear_caches()
    with scan_workers(workers) as pool:
        ready: set[int] = set()
        while len(ready) < workers:  # every worker started and holding its models
            ready.update(pool.map(worker_ready, range(workers)))
        parallel_started = time.perf_counter()
        parallel_blocked = sum(answer["blocked"] for answer in answers(scan_line, lines, workers, pool))
        parallel_seconds = time.perf_counter() - parallel_started
    assert parallel_blocked == blocked * repeats, "the parallel scan must give the same verdicts"
    # The learned instruction model's two stages: which share of the texts reached each.
    reached = {
        stage: instruction_model.stats[stage] - before.get(stage, 0)
        for stage in ("first_stage", "second_stage", "encoded")
    }
    # Wall-clock rate, and the rate per CPU second of this process: on a shared machine the
    # second one says what the code costs, the first what the machine gave it just then.
    rate, cpu_rate = per_second(len(texts) * repeats, seconds), per_second(len(texts) * repeats, cpu_seconds)
    return {
        "texts": len(texts) * repeats,
        "sampled": bool(sample),
        "blocked_per_pass": blocked,
        "texts_per_second": rate,
        "texts_per_cpu_second": cpu_rate,
        "load_average_1m": round(os.getloadavg()[0], 2),
        "floor_texts_per_second": SCAN_FLOOR_TEXTS_PER_SECOND,
        "meets_floor": rate >= SCAN_FLOOR_TEXTS_PER_SECOND,
        "messages": len(messages) * repeats,
        "messages_per_second": per_second(len(messages) * repeats, messages_seconds),
        "workers": workers,
        "texts_per_second_with_workers": per_second(len(lines), parallel_seconds),
        "meets_floor_with_workers": per_second(len(lines), parallel_seconds) >= SCAN_FLOOR_TEXTS_PER_SECOND,
        "instruction_model": "on" if instruction_model.model() is not None else "off",
        "instruction_model_first_stage_share": round(reached["first_stage"] / max(len(texts) * repeats, 1), 4),
        "instruction_model_encoder_share": round(reached["second_stage"] / max(len(texts) * repeats, 1), 4),
        # a text and those of its sentences that passed the first stage, encoded in one call
        "instruction_model_readings_encoded_per_text": round(reached["encoded"] / max(len(texts) * repeats, 1), 4),
        "pii_model": "on" if disclosure_model.model() is not None else "off",
        "pii_model_scored_share": round(
            (disclosure_model.stats["scored"] - disclosure_before.get("scored", 0)) / max(len(texts) * repeats, 1), 4
        ),
        "pii_model_encoder_share": round(
            (disclosure_model.stats["second_stage"] - disclosure_before.get("second_stage", 0))
            / max(len(texts) * repeats, 1),
            4,
        ),
    }


def run_benchmark(size: BenchSize, settings: Settings | None = None) -> dict:
    """Every phase in order on the scratch environment; one JSON-able document."""
    started_at = datetime.now(timezone.utc)
    started = time.perf_counter()
    env = BenchEnvironment.prepare(settings or load_settings())
    backend = ModelBackend(env.settings.llm, None)
    phases: dict[str, dict] = {}
    try:
        phases["gate_scan"] = measured_phase(lambda: gate_scan_phase(sample=size.scan_texts))
        from memory_pipeline.quality.run_latency import run_latency_phase

        env.reset_store()
        phases["dagster_runs"] = measured_phase(lambda: run_latency_phase(env.database_url))
        phases["ingest_bad_input"] = measured_phase(lambda: bad_input_ingest_phase(env, size))
        phases["write_path"] = measured_phase(lambda: write_path_phase(env, size))
        # The commit phase leaves N memories per user and their events for the phases after it.
        phases["commit"] = measured_phase(lambda: commit_phase(env, size))
        phases["duplicate_search"] = measured_phase(lambda: duplicate_search_phase(env, size))
        phases["drain_milvus"] = measured_phase(lambda: drain_phase(env, "milvus"))
        phases["drain_neo4j"] = measured_phase(lambda: drain_phase(env, "neo4j"))
        phases["reconcile"] = measured_phase(lambda: reconcile_phase(env, size))
        phases.update(governance_phases(env, size))
    finally:
        for target in ("milvus", "neo4j"):
            clear_bench_projection(env, target)
        env.reset_store()
    return {
        "command": f"memory-pipeline bench --size {size.name}",
        "size": dataclasses.asdict(size),
        "started_at": started_at.isoformat(timespec="seconds"),
        "seconds": round(time.perf_counter() - started, 1),
        "backend": backend.name,
        "prompt_version": backend.prompt_version,
        "machine": {
            "cpus": os.cpu_count(),
            "memory_gb": round(psutil.virtual_memory().total / 2**30, 1),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "postgres": env.server_version(),
        },
        "isolation": {
            "database": BENCH_DATABASE,
            "milvus_collection": env.settings.milvus.collection,
            "neo4j_scope": f"Memory ids >= {BENCH_FIRST_MEMORY_ID}, users {BENCH_USER_PREFIX}*",
        },
        "rss_method": RSS_METHOD,
        "phases": phases,
    }
