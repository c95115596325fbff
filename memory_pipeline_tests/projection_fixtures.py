"""Helpers for projection tests against the real local PostgreSQL, Milvus and Neo4j.

Also a small worker entry point (`python -m memory_pipeline_tests.projection_fixtures`) so
tests can run outbox workers in other processes: one that hangs mid-batch to be SIGKILLed,
and ones that record every event they apply, to prove exactly-once processing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from memory_pipeline.db import connect
from memory_pipeline.llm.offline import HashingEmbedder
from memory_pipeline.memory_store import NewMemory, commit_memories
from memory_pipeline.projections.events import TARGETS
from memory_pipeline.projections.outbox import DrainReport, drain
from memory_pipeline.projections.reconcile import ReconcileReport, reconcile
from memory_pipeline.projections.resources import open_projector
from memory_pipeline.settings import REPO_ROOT, Settings, load_settings, stack_env

DIM = 256
APPLICATIONS_TABLE = "projection_test_applications"
RENDEZVOUS_TIMEOUT_SECONDS = 120


def fresh_settings() -> Settings:
    """Settings from the stack's current state: a restarted service may listen on a new port."""
    os.environ.update(stack_env())
    return load_settings()


def restart(service: str) -> Settings:
    from memory_pipeline import stack

    report = stack.up((service,))
    assert report["services"][service]["healthy"], f"{service} did not come back"
    return fresh_settings()


def new_memory(
    user_id: str, key: str, value: str, turn: str, category: str = "identity", slot_hint: str = "profile"
) -> NewMemory:
    content = f"用户{key}: {value}"
    return NewMemory(
        user_id=user_id,
        content=content,
        importance=0.7,
        embedding=HashingEmbedder(DIM).embed([content])[0],
        category=category,
        tags=("src:user",),
        slot_hint=slot_hint,
        source="user",
        source_turn_id=turn,
        fact_key=key,
    )


def commit(database_url: str, facts: list[tuple[str, str]], user_id: str = "u1", turn_prefix: str = "t") -> list[int]:
    memories = [new_memory(user_id, key, value, f"{turn_prefix}-{i}") for i, (key, value) in enumerate(facts)]
    with connect(database_url) as conn:
        return commit_memories(conn, memories).inserted_ids


def many_facts(n: int, start: int = 0) -> list[tuple[str, str]]:
    return [(f"事实{i}", f"值{i}") for i in range(start, start + n)]


def rows(database_url: str, query: str, *params) -> list[dict]:
    with connect(database_url, autocommit=True) as conn:
        return conn.execute(query, params).fetchall()


def execute(database_url: str, query: str, *params) -> int:
    with connect(database_url, autocommit=True) as conn:
        return conn.execute(query, params).rowcount


def make_due(database_url: str, target: str) -> int:
    """Stand-in for waiting out the retry delay: pull the pending events' available_at to now."""
    return execute(
        database_url,
        "UPDATE memory_outbox SET available_at = now() WHERE target = %s AND status = 'pending'",
        target,
    )


def expire_leases(database_url: str, target: str) -> int:
    """Stand-in for waiting out a 30 s lease."""
    return execute(
        database_url,
        "UPDATE memory_outbox SET lease_expires_at = now() - interval '1 second',"
        " available_at = now() - interval '1 second' WHERE target = %s AND status = 'pending'",
        target,
    )


@dataclass
class Projections:
    """The projection stores, emptied for one test."""

    def settings(self) -> Settings:
        return fresh_settings()

    @property
    def database_url(self) -> str:
        return self.settings().database_url

    def projector(self, target: str):
        return open_projector(target, self.settings())

    def drain(self, target: str, **kwargs) -> DrainReport:
        settings = self.settings()
        return drain(settings.database_url, target, lambda: open_projector(target, settings), **kwargs)

    def reconcile(self, target: str, repair: bool = True) -> ReconcileReport:
        settings = self.settings()
        with connect(settings.database_url, autocommit=True) as conn, open_projector(target, settings) as projector:
            return reconcile(conn, projector, repair=repair)

    def converge(self) -> dict[str, ReconcileReport]:
        """Drain both targets, then reconcile both (which must find nothing)."""
        for target in TARGETS:
            self.drain(target)
        return {target: self.reconcile(target) for target in TARGETS}

    def milvus_rows(self) -> dict[int, dict]:
        with self.projector("milvus") as milvus:
            found = milvus.client.query(
                milvus.collection,
                filter="",
                limit=16384,
                output_fields=["id", "version", "content_hash", "status", "user_id"],
            )
        return {row["id"]: row for row in found}

    def cypher(self, query: str, **params) -> list[dict]:
        with self.projector("neo4j") as neo4j:
            return neo4j._run(query, **params)

    def clear(self) -> None:
        settings = self.settings()
        with open_projector("milvus", settings) as milvus:
            milvus.client.drop_collection(milvus.collection)
        self.cypher("MATCH (n) DETACH DELETE n")


@pytest.fixture
def projections(clean_db) -> Projections:
    from memory_pipeline import stack

    stack.up(("milvus", "neo4j"))  # a previous test may have failed while one was stopped
    store = Projections()
    store.clear()
    return store


@pytest.fixture
def dagster_instance():
    import dagster as dg

    with dg.instance_for_test() as instance:
        yield instance


@pytest.fixture
def applications_table(clean_db) -> str:
    execute(
        clean_db, f"CREATE TABLE IF NOT EXISTS {APPLICATIONS_TABLE} (event_id bigint NOT NULL, worker text NOT NULL)"
    )
    execute(clean_db, f"TRUNCATE {APPLICATIONS_TABLE}")
    yield APPLICATIONS_TABLE
    execute(clean_db, f"DROP TABLE IF EXISTS {APPLICATIONS_TABLE}")


# --- workers in other processes -------------------------------------------------------------


def start_worker(target: str, owner: str, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memory_pipeline_tests.projection_fixtures",
            "--target",
            target,
            "--owner",
            owner,
            *extra,
        ],
        cwd=REPO_ROOT,
        env={**os.environ},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_file(path: Path, process: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + RENDEZVOUS_TIMEOUT_SECONDS
    while not path.exists():
        if process is not None and process.poll() is not None:
            raise AssertionError(f"worker exited early: {process.stderr.read()[-3000:]}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"{path} did not appear")
        time.sleep(0.05)


class _HangAfterApplying:
    """Applies the first `n` events of its first batch for real, then hangs before returning,
    so its worker never marks anything: the state a SIGKILL mid-batch leaves behind."""

    def __init__(self, projector, n: int, marker: Path) -> None:
        self.projector, self.n, self.marker = projector, n, marker
        self.target = projector.target

    def apply(self, events):
        self.projector.apply(events[: self.n])
        self.marker.write_text(",".join(str(e.id) for e in events))
        while True:
            time.sleep(1)

    def close(self) -> None:
        self.projector.close()


class _RecordingProjector:
    """Records every event it is handed in a table, then applies them. Before its first
    batch it waits until the other worker holds a batch too, so both really hold leases at
    the same time."""

    def __init__(self, projector, database_url: str, owner: str, rendezvous: Path | None) -> None:
        self.projector, self.database_url, self.owner, self.rendezvous = projector, database_url, owner, rendezvous
        self.target = projector.target

    def apply(self, events):
        with connect(self.database_url, autocommit=True) as conn:
            with conn.cursor() as cur:
                cur.executemany(
                    f"INSERT INTO {APPLICATIONS_TABLE} (event_id, worker) VALUES (%s, %s)",
                    [(e.id, self.owner) for e in events],
                )
        if self.rendezvous is not None:
            (self.rendezvous / f"holding-{self.owner}").touch()
            deadline = time.monotonic() + RENDEZVOUS_TIMEOUT_SECONDS
            while len(list(self.rendezvous.glob("holding-*"))) < 2 and time.monotonic() < deadline:
                time.sleep(0.05)
            self.rendezvous = None
        return self.projector.apply(events)

    def close(self) -> None:
        self.projector.close()


def _worker_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--target", required=True)
    parser.add_argument("--owner", required=True)
    parser.add_argument("--batch-size", type=int, default=100)
    parser.add_argument("--hang-after", type=int, help="apply this many events of the first batch, then hang")
    parser.add_argument("--marker", type=Path, help="written once the hanging worker holds its batch")
    parser.add_argument("--record", action="store_true", help="record applied events in the test table")
    parser.add_argument("--rendezvous", type=Path, help="folder where two recording workers meet")
    args = parser.parse_args(argv)

    settings = fresh_settings()

    def open_wrapped():
        projector = open_projector(args.target, settings)
        if args.hang_after is not None:
            return _HangAfterApplying(projector, args.hang_after, args.marker)
        if args.record:
            return _RecordingProjector(projector, settings.database_url, args.owner, args.rendezvous)
        return projector

    report = drain(settings.database_url, args.target, open_wrapped, owner=args.owner, batch_size=args.batch_size)
    print(report.as_dict())
    return 0


if __name__ == "__main__":
    sys.exit(_worker_main(sys.argv[1:]))
