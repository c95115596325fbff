"""The outbox worker against the real stores: outages, a killed worker, concurrent workers, the guard."""

from __future__ import annotations

import copy
import signal

import pytest
from psycopg.types.json import Jsonb

from memory_pipeline import stack
from memory_pipeline.db import connect
from memory_pipeline.projections.backoff import LEASE_SECONDS
from memory_pipeline.projections.guard import GuardDecision
from memory_pipeline.memory_store import emit_projection_events
from memory_pipeline.projections.events import EventResult, OutboxEvent
from memory_pipeline.projections.outbox import drain, mark_processed
from memory_pipeline_tests.projection_fixtures import (  # noqa: F401 - fixtures
    applications_table,
    commit,
    execute,
    expire_leases,
    make_due,
    many_facts,
    projections,
    restart,
    rows,
    start_worker,
    wait_for_file,
)

FACTS = [("名字", "小明"), ("城市", "杭州"), ("爱好", "足球")]
EVENTS_PER_MEMORY = {"milvus": 1, "neo4j": 2}


def outbox(database_url: str, target: str) -> list[dict]:
    return rows(
        database_url,
        "SELECT id, status, attempts, outcome, last_error, lease_owner, processed_at,"
        " extract(epoch FROM available_at - updated_at)::int AS delay_seconds"
        " FROM memory_outbox WHERE target = %s ORDER BY id",
        target,
    )


@pytest.mark.parametrize("target", ["milvus", "neo4j"])
def test_outage_retries_with_growing_delays_then_converges(projections, target):
    database_url = projections.database_url
    commit(database_url, FACTS)
    expected_events = len(FACTS) * EVENTS_PER_MEMORY[target]

    stack.stop_service(target)
    try:
        for attempt, delay in [(1, 2), (2, 4), (3, 8)]:
            report = projections.drain(target)
            assert (report.claimed, report.failed, report.processed) == (expected_events, expected_events, 0)
            events = outbox(database_url, target)
            assert {e["status"] for e in events} == {"pending"}
            assert {e["attempts"] for e in events} == {attempt}
            # available_at was pushed by exactly 1 << attempts seconds (no sleeping anywhere).
            assert {e["delay_seconds"] for e in events} == {delay}
            assert all(e["last_error"] for e in events)
            # Not due yet: a drain right now claims nothing.
            assert projections.drain(target).claimed == 0
            make_due(database_url, target)
    finally:
        restart(target)

    report = projections.drain(target)
    assert (report.processed, report.upserts, report.failed) == (expected_events, expected_events, 0)
    events = outbox(database_url, target)
    assert {(e["status"], e["outcome"], e["attempts"]) for e in events} == {("processed", "upsert", 3)}
    assert all(e["last_error"] is None for e in events)
    for reconciled in projections.converge().values():
        assert reconciled.drift == 0 and reconciled.repair_enqueued == 0 and reconciled.checked == len(FACTS)


def test_failures_go_dead_after_the_last_attempt(projections):
    database_url = projections.database_url
    commit(database_url, FACTS[:1])
    execute(database_url, "UPDATE memory_outbox SET attempts = 9 WHERE target = 'milvus'")

    def unreachable():
        raise ConnectionError("milvus is unreachable")

    report = drain(database_url, "milvus", unreachable)
    assert (report.failed, report.dead) == (0, 1)
    [event] = outbox(database_url, "milvus")
    assert (event["status"], event["attempts"]) == ("dead", 10)
    assert "milvus is unreachable" in event["last_error"]


def test_killed_worker_lease_expires_and_another_worker_finishes(projections, tmp_path):
    database_url = projections.database_url
    ids = commit(database_url, many_facts(6))
    marker = tmp_path / "holding"
    doomed = start_worker("milvus", "doomed-worker", "--hang-after", "3", "--marker", str(marker))
    try:
        wait_for_file(marker, doomed)
    finally:
        doomed.send_signal(signal.SIGKILL)
        doomed.wait()

    # It died holding the whole batch, half of it already written to Milvus.
    events = outbox(database_url, "milvus")
    assert {(e["status"], e["lease_owner"], e["attempts"]) for e in events} == {("pending", "doomed-worker", 0)}
    assert {e["delay_seconds"] for e in events} == {LEASE_SECONDS}
    assert sorted(projections.milvus_rows()) == ids[:3]
    assert projections.drain("milvus").claimed == 0, "a live lease must hide the events"

    expire_leases(database_url, "milvus")
    report = projections.drain("milvus", owner="rescuer")
    assert (report.processed, report.replays, report.upserts) == (6, 3, 3)

    events = outbox(database_url, "milvus")
    assert {(e["status"], e["lease_owner"], e["attempts"]) for e in events} == {("processed", "rescuer", 0)}
    assert sorted(projections.milvus_rows()) == ids
    # Had the doomed worker survived, its late result would not overwrite the rescuer's.
    with connect(database_url, autocommit=True) as conn:
        late = [EventResult(e["id"], outcome=GuardDecision.UPSERT) for e in events]
        assert mark_processed(conn, "doomed-worker", late) == 0
    assert {e["outcome"] for e in outbox(database_url, "milvus")[:3]} == {"replay"}


@pytest.mark.parametrize("target", ["milvus", "neo4j"])
def test_two_concurrent_workers_process_each_event_exactly_once(projections, applications_table, tmp_path, target):
    database_url = projections.database_url
    commit(database_url, many_facts(40))
    expected = 40 * EVENTS_PER_MEMORY[target]
    workers = {
        owner: start_worker(target, owner, "--batch-size", "7", "--record", "--rendezvous", str(tmp_path))
        for owner in ("worker-a", "worker-b")
    }
    for owner, process in workers.items():
        _, stderr = process.communicate(timeout=300)
        assert process.returncode == 0, stderr[-3000:]

    applied = rows(database_url, f"SELECT event_id, worker FROM {applications_table}")
    # Each event was handed to a projector exactly once, by one worker...
    assert len(applied) == len({a["event_id"] for a in applied}) == expected
    # ...both workers held batches at the same time (the rendezvous) and did real work...
    assert {a["worker"] for a in applied} == {"worker-a", "worker-b"}
    # ...and each event was recorded as processed by the worker that applied it.
    events = {e["id"]: e for e in outbox(database_url, target)}
    assert {e["status"] for e in events.values()} == {"processed"}, {e["last_error"] for e in events.values()}
    assert all(events[a["event_id"]]["lease_owner"] == a["worker"] for a in applied)
    assert projections.reconcile(target).drift == 0


def _insert_event(database_url: str, source_event_id: int, dedupe_suffix: str, **payload_changes) -> None:
    """A copy of an existing event (same target, type, memory, version) with payload edits."""
    [source] = rows(database_url, "SELECT * FROM memory_outbox WHERE id = %s", source_event_id)
    payload = copy.deepcopy(source["payload"])
    payload.update(payload_changes)
    execute(
        database_url,
        "INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)"
        " VALUES (%s, %s, %s, %s, %s, %s)",
        source["target"],
        source["event_type"],
        source["aggregate_id"],
        payload["version"],
        Jsonb(payload),
        f"{source['dedupe_key']}:{dedupe_suffix}",
    )


@pytest.mark.parametrize(
    "target,event_type", [("milvus", "upsert_vector"), ("neo4j", "upsert_node"), ("neo4j", "upsert_edges")]
)
def test_guard_replay_stale_and_conflict(projections, target, event_type):
    database_url = projections.database_url
    [memory_id] = commit(database_url, FACTS[:1])
    projections.drain(target)
    # Version 2 of the same memory (a governance change), projected.
    with connect(database_url) as conn:
        with conn.transaction():
            conn.execute("UPDATE long_term_memory SET version = 2, importance = 0.9 WHERE id = %s", (memory_id,))
            emit_projection_events(conn, memory_id)
    assert projections.drain(target).upserts == EVENTS_PER_MEMORY[target]

    [v1, v2] = rows(
        database_url,
        "SELECT id FROM memory_outbox WHERE target = %s AND event_type = %s ORDER BY aggregate_version",
        target,
        event_type,
    )
    real_hash = rows(database_url, "SELECT content_hash FROM long_term_memory WHERE id = %s", memory_id)[0][
        "content_hash"
    ]
    _insert_event(database_url, v2["id"], "replayed")
    _insert_event(database_url, v2["id"], "conflicting", content_hash="f" * 64)
    _insert_event(database_url, v1["id"], "late")
    report = projections.drain(target)
    assert (report.replays, report.conflicts, report.stale, report.upserts) == (1, 1, 1, 0)

    def event(suffix: str) -> dict:
        [found] = rows(
            database_url,
            "SELECT status, outcome, last_error FROM memory_outbox WHERE dedupe_key LIKE %s",
            f"%:{suffix}",
        )
        return found

    replayed, conflicting, late = event("replayed"), event("conflicting"), event("late")
    assert (replayed["status"], replayed["outcome"], replayed["last_error"]) == ("processed", "replay", None)
    assert (conflicting["status"], conflicting["outcome"]) == ("processed", "conflict")
    assert "ProjectionConflict" in conflicting["last_error"]
    assert (late["status"], late["outcome"]) == ("processed", "stale")

    # The projector's own guard, without the outbox's help (e.g. after old events were pruned):
    [old] = rows(database_url, "SELECT * FROM memory_outbox WHERE id = %s", v1["id"])
    older = OutboxEvent(-1, old["event_type"], old["aggregate_id"], old["aggregate_version"], old["payload"])
    with projections.projector(target) as projector:
        assert [r.outcome for r in projector.apply([older])] == [GuardDecision.STALE]

    # Neither the conflict nor the stale event touched the projection.
    if target == "milvus":
        row = projections.milvus_rows()[memory_id]
        assert (row["version"], row["content_hash"]) == (2, real_hash)
    else:
        [node] = projections.cypher(
            "MATCH (m:Memory {id: $id}) RETURN m.version AS v, m.content_hash AS h,"
            " m.edges_version AS ev, m.edges_hash AS eh",
            id=memory_id,
        )
        assert (node["v"], node["h"], node["ev"], node["eh"]) == (2, real_hash, 2, real_hash)


def test_milvus_refuses_a_collection_of_another_dimension(projections):
    from memory_pipeline.projections.milvus_projector import EmbeddingDimensionMismatch, MilvusProjector

    settings = projections.settings()
    projections.projector("milvus").close()  # creates the collection at the configured dimension
    with pytest.raises(EmbeddingDimensionMismatch, match=f"EMBEDDING_DIM={settings.llm.embedding_dim * 2}"):
        MilvusProjector(
            settings.milvus.uri, settings.milvus.token, settings.milvus.collection, settings.llm.embedding_dim * 2
        )
