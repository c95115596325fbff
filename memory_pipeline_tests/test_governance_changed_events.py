"""Decay and eviction write only the events whose projection state changed, and reconciliation
stays exact: the per-guard projected versions still say "in sync" against the real stores."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from memory_pipeline.db import connect
from memory_pipeline.governance.decay import decay
from memory_pipeline.governance.eviction import evict
from memory_pipeline.governance.retention import RetentionPolicy, apply_retention, table_bounds
from memory_pipeline.projections.outbox import memories_missing_events
from memory_pipeline_tests.projection_fixtures import (  # noqa: F401 - fixtures
    commit,
    execute,
    many_facts,
    projections,
    rows,
)


def _counts(report) -> tuple[int, int, int, int, int]:
    return report.checked, report.missing, report.stale, report.orphan, report.repair_enqueued


def _graph(projections, memory_id: int) -> dict:
    [node] = projections.cypher(
        "MATCH (m:Memory {id: $id}) RETURN m.version AS version, m.edges_version AS edges_version,"
        " m.importance AS importance, m.status AS status",
        id=memory_id,
    )
    return node


def test_decay_and_eviction_keep_reconciliation_exact(projections):
    database_url = projections.database_url
    now = datetime.now(timezone.utc)
    first, second, third = commit(database_url, many_facts(3))
    projections.converge()
    # 40 days old: decay writes all three (0.7 -> 0.573); `third`, episodic, is evicted once a
    # later decay takes it below 0.4.
    execute(database_url, "UPDATE long_term_memory SET created_at = %s", now - timedelta(days=40))
    execute(database_url, "UPDATE long_term_memory SET category = 'episodic' WHERE id = %s", third)

    with connect(database_url, autocommit=True) as conn:
        assert decay(conn, now)["events"] == 3  # one node event each, nothing for Milvus or edges
    drained = {target: projections.drain(target).processed for target in ("milvus", "neo4j")}
    assert drained == {"milvus": 0, "neo4j": 3}
    reports = {target: projections.reconcile(target) for target in ("milvus", "neo4j")}
    assert _counts(reports["milvus"]) == (3, 0, 0, 0, 0)
    assert _counts(reports["neo4j"]) == (3, 0, 0, 0, 0)
    # Milvus still holds version 1; the graph's node is at 2 with the new importance, its edges at 1.
    assert {i: r["version"] for i, r in projections.milvus_rows().items()} == {first: 1, second: 1, third: 1}
    stored = rows(database_url, "SELECT importance FROM long_term_memory WHERE id = %s", first)[0]
    node = _graph(projections, first)
    assert (node["version"], node["edges_version"]) == (2, 1)
    assert abs(node["importance"] - stored["importance"]) < 1e-9

    # 80 days later: 0.573 * 0.995^80 = 0.384 < episodic's 0.4, and older than its 30 days.
    later = now + timedelta(days=80)
    with connect(database_url, autocommit=True) as conn:
        decay(conn, later)
        evicted = evict(conn, later)
    assert (evicted["changed"], evicted["events"]) == (1, 2)  # the recall index and the node only
    reports = projections.converge()
    assert _counts(reports["milvus"]) == (2, 0, 0, 0, 0)
    assert _counts(reports["neo4j"]) == (3, 0, 0, 0, 0)
    assert sorted(projections.milvus_rows()) == [first, second]
    node = _graph(projections, third)
    assert (node["status"], node["version"], node["edges_version"]) == ("evicted", 4, 1)
    # Every event the store expects at the memories' current versions exists.
    with connect(database_url, autocommit=True) as conn:
        for target in ("milvus", "neo4j"):
            assert memories_missing_events(conn, target)["missing"] == 0


def test_a_repair_after_decay_moves_the_expected_version(projections):
    database_url = projections.database_url
    now = datetime.now(timezone.utc)
    (memory_id,) = commit(database_url, many_facts(1))
    projections.converge()
    execute(database_url, "UPDATE long_term_memory SET created_at = %s", now - timedelta(days=40))
    with connect(database_url, autocommit=True) as conn:
        decay(conn, now)
    projections.converge()
    # Behind Neo4j's back, the edges' guard claims a version PG never projected there.
    projections.cypher("MATCH (m:Memory {id: $id}) SET m.edges_version = 2", id=memory_id)

    report = projections.reconcile("neo4j")
    assert (report.stale, report.repair_enqueued) == (1, 2)
    [state] = rows(
        database_url, "SELECT version, vector_version, edges_version FROM long_term_memory WHERE id = %s", memory_id
    )
    # The repair carries version 2 for both neo4j guards; Milvus still expects version 1.
    assert (state["version"], state["vector_version"], state["edges_version"]) == (2, 1, None)
    reports = projections.converge()
    assert _counts(reports["neo4j"]) == (1, 0, 0, 0, 0)
    assert _counts(reports["milvus"]) == (1, 0, 0, 0, 0)
    assert _graph(projections, memory_id)["edges_version"] == 2


def test_retention_keeps_the_events_checks_need(projections):
    """Processed events of memories changed long ago are pruned; the events check judges only
    memories changed within the outbox retention, so it still passes."""
    database_url = projections.database_url
    commit(database_url, many_facts(2))
    projections.converge()
    now = datetime.now(timezone.utc)
    execute(database_url, "UPDATE memory_outbox SET processed_at = %s", now - timedelta(days=10))
    execute(database_url, "UPDATE long_term_memory SET updated_at = %s", now - timedelta(days=10))
    with connect(database_url, autocommit=True) as conn:
        report = apply_retention(conn, now, policy=RetentionPolicy(outbox_days=7))
        assert report["memory_outbox"]["deleted"] == 6
        assert report["memory_outbox"]["by_group"] == {"milvus": 2, "neo4j": 4}
        for target in ("milvus", "neo4j"):
            assert memories_missing_events(conn, target)["missing"] == 0
    reports = {target: projections.reconcile(target) for target in ("milvus", "neo4j")}
    assert all(r.drift == 0 for r in reports.values())


def test_superseded_events_are_compacted_and_projections_stay_exact(projections):
    """Each decay rewrites a memory's node: the older processed node events are superseded. Once
    superseded for OUTBOX_SUPERSEDED_RETENTION_DAYS they go, the latest processed event of each
    kind stays until OUTBOX_RETENTION_DAYS, and a pending event supersedes nothing."""
    database_url = projections.database_url
    now = datetime.now(timezone.utc)
    first, second = commit(database_url, many_facts(2))
    projections.converge()
    execute(database_url, "UPDATE long_term_memory SET created_at = %s", now - timedelta(days=40))
    with connect(database_url, autocommit=True) as conn:
        assert decay(conn, now)["events"] == 2  # node events at version 2
        projections.converge()
        assert decay(conn, now + timedelta(days=10))["events"] == 2  # version 3
        projections.converge()
        assert decay(conn, now + timedelta(days=20))["events"] == 2  # version 4, left pending

    def outbox() -> list[tuple]:
        return [
            (r["aggregate_id"], r["target"], r["event_type"], r["aggregate_version"], r["status"])
            for r in rows(
                database_url,
                "SELECT aggregate_id, target, event_type, aggregate_version, status FROM memory_outbox"
                " ORDER BY aggregate_id, id",
            )
        ]

    assert len(outbox()) == 2 * (3 + 3)
    policy = RetentionPolicy(outbox_days=7, outbox_superseded_days=1)
    with connect(database_url, autocommit=True) as conn:
        # Superseded for less than a day: kept.
        report = apply_retention(conn, now + timedelta(hours=12), policy=policy)
        assert report["memory_outbox_superseded"]["deleted"] == 0
        assert table_bounds(conn, now + timedelta(days=2), policy)["memory_outbox"]["overdue"] == 0
        assert table_bounds(conn, now + timedelta(days=3), policy)["memory_outbox"]["overdue"] == 2 * 2

        report = apply_retention(conn, now + timedelta(days=2), policy=policy, batch_size=1)
        assert report["memory_outbox_superseded"]["deleted"] == 2 * 2  # node events of versions 1 and 2
        assert report["memory_outbox_superseded"]["by_group"] == {"neo4j": 4}
        assert report["memory_outbox"]["deleted"] == 0
        assert report["deleted"] == 4
        assert table_bounds(conn, now + timedelta(days=3), policy)["memory_outbox"]["overdue"] == 0
        assert apply_retention(conn, now + timedelta(days=2), policy=policy)["deleted"] == 0

    for memory_id in (first, second):
        assert [event[1:] for event in outbox() if event[0] == memory_id] == [
            ("milvus", "upsert_vector", 1, "processed"),
            ("neo4j", "upsert_edges", 1, "processed"),
            ("neo4j", "upsert_node", 3, "processed"),
            ("neo4j", "upsert_node", 4, "pending"),
        ]
    reports = projections.converge()
    assert all(_counts(r) == (2, 0, 0, 0, 0) for r in reports.values())
    with connect(database_url, autocommit=True) as conn:
        for target in ("milvus", "neo4j"):
            assert memories_missing_events(conn, target)["missing"] == 0
