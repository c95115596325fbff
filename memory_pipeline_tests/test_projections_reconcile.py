"""Reconciliation and the graph's edges against the real stores."""

from __future__ import annotations

from memory_pipeline import stack
from memory_pipeline.db import connect
from memory_pipeline.llm.offline import HashingEmbedder
from memory_pipeline.memory_store import emit_projection_events, supersede
from memory_pipeline.projections.milvus_projector import MilvusProjector
from memory_pipeline.projections.recall import recall
from memory_pipeline_tests.projection_fixtures import (  # noqa: F401 - fixtures
    DIM,
    commit,
    many_facts,
    projections,
    restart,
    rows,
)

STRAY_ID = 999_999


def _counts(report) -> tuple[int, int, int, int, int]:
    return report.checked, report.missing, report.stale, report.orphan, report.repair_enqueued


def test_reconcile_finds_repairs_and_then_enqueues_nothing(projections):
    database_url = projections.database_url
    ids = commit(database_url, many_facts(6))
    projections.converge()
    m1, m2, m3, m4, m5, m6 = ids

    # Behind Milvus' back: a row deleted, one set back a version, one with a forged hash at
    # its current version, a stray row, and a row whose memory PG no longer considers active.
    with projections.projector("milvus") as milvus:
        current = {r["id"]: r for r in milvus.client.get(milvus.collection, ids=[m2, m3], output_fields=["*"])}
        milvus.client.delete(milvus.collection, ids=[m1])
        milvus.client.upsert(
            milvus.collection,
            [
                {**current[m2], "version": 0},
                {**current[m3], "content_hash": "forged"},
                {**current[m3], "id": STRAY_ID},
            ],
        )
    # Behind Neo4j's back: a node deleted (which also takes m2's FOLLOWS edge from it), a
    # version set back, an edge removed, a stray node.
    projections.cypher("MATCH (m:Memory {id: $id}) DETACH DELETE m", id=m1)
    projections.cypher("MATCH (m:Memory {id: $id}) SET m.version = 0", id=m3)
    projections.cypher("MATCH (m:Memory {id: $id})-[f:FOLLOWS]->(:Memory) DELETE f", id=m4)
    projections.cypher("CREATE (:Memory {id: $id, version: 1, content_hash: 'x'})", id=STRAY_ID)
    # And in PG, behind both: m6 evicted without events (it must leave the recall index, and
    # its graph node is now behind PG's version).
    with connect(database_url, autocommit=True) as conn:
        conn.execute("UPDATE long_term_memory SET status = 'evicted', version = 2 WHERE id = %s", (m6,))

    milvus = projections.reconcile("milvus")
    assert _counts(milvus) == (5, 1, 2, 2, 3)  # missing m1; stale m2, m3; orphans stray, m6
    neo4j = projections.reconcile("neo4j")
    # checked: six memories (the evicted one stays in the graph as history);
    # missing m1; stale m2 (edge), m3 (version), m4 (edge), m6 (version); orphan: the stray;
    # two repair events (node + edges) for each of the five.
    assert _counts(neo4j) == (6, 1, 4, 1, 10)
    repair_keys = rows(database_url, "SELECT dedupe_key FROM memory_outbox WHERE dedupe_key LIKE %s", "%:repair")
    assert f"milvus:{m1}:1:upsert_vector:repair" in {r["dedupe_key"] for r in repair_keys}

    # A second run before the repairs are drained enqueues nothing new.
    assert projections.reconcile("milvus").repair_enqueued == 0
    assert projections.reconcile("neo4j").repair_enqueued == 0

    reports = projections.converge()
    assert _counts(reports["milvus"]) == (5, 0, 0, 0, 0)
    assert _counts(reports["neo4j"]) == (6, 0, 0, 0, 0)
    assert sorted(projections.milvus_rows()) == [m1, m2, m3, m4, m5]
    follows = projections.cypher("MATCH (a:Memory)-[:FOLLOWS]->(b:Memory) RETURN a.id AS a, b.id AS b ORDER BY a")
    assert [(f["a"], f["b"]) for f in follows] == list(zip(ids[1:], ids)), "each memory FOLLOWS its predecessor"
    [evicted] = projections.cypher("MATCH (m:Memory {id: $id}) RETURN m.status AS status", id=m6)
    assert evicted["status"] == "evicted"


def _supersede(database_url: str, old_id: int, new_id: int) -> None:
    """What a contradiction verdict does (SPEC section 8): a new version of the old memory,
    soft-deleted and pointing at its successor, with its events."""
    with connect(database_url) as conn:
        with conn.transaction():
            supersede(conn, old_id, 1, new_id)


def test_follows_and_supersedes_edges_survive_a_neo4j_restart(projections):
    database_url = projections.database_url
    first, second, third = commit(database_url, [("城市", "北京"), ("职业", "工程师"), ("城市", "杭州")])
    _supersede(database_url, first, third)
    projections.converge()

    stack.stop_service("neo4j")
    restart("neo4j")

    follows = projections.cypher("MATCH (a:Memory)-[:FOLLOWS]->(b:Memory) RETURN a.id AS a, b.id AS b ORDER BY a")
    assert [(f["a"], f["b"]) for f in follows] == [(second, first), (third, second)]
    supersedes = projections.cypher("MATCH (a:Memory)-[:SUPERSEDES]->(b:Memory) RETURN a.id AS a, b.id AS b")
    assert [(s["a"], s["b"]) for s in supersedes] == [(third, first)]
    has_memory = projections.cypher("MATCH (:User {id: 'u1'})-[:HAS_MEMORY]->(m) RETURN m.id AS id ORDER BY id")
    assert [h["id"] for h in has_memory] == [first, second, third]
    [old] = projections.cypher("MATCH (m:Memory {id: $id}) RETURN m.status AS status, m.version AS v", id=first)
    assert (old["status"], old["v"]) == ("superseded", 2)
    # The superseded memory left the recall index...
    assert sorted(projections.milvus_rows()) == [second, third]
    with connect(database_url, autocommit=True) as conn, projections.projector("milvus") as milvus:
        assert isinstance(milvus, MilvusProjector)
        found = recall(conn, milvus, HashingEmbedder(DIM), "u1", "用户城市", k=5)
    assert [hit["id"] for hit in found["slots"]["profile"]][0] == third
    assert first not in {hit["id"] for hit in found["slots"]["profile"]}
    # ...and after the restart everything is still in sync.
    for target in ("milvus", "neo4j"):
        assert projections.reconcile(target).drift == 0


def test_forgotten_memories_leave_both_projections(projections):
    database_url = projections.database_url
    ids = commit(database_url, many_facts(2), user_id="leaving")
    kept = commit(database_url, many_facts(1), user_id="staying", turn_prefix="s")
    projections.converge()
    with connect(database_url) as conn:
        with conn.transaction():
            conn.execute(
                "UPDATE long_term_memory SET status = 'forgotten', version = version + 1 WHERE user_id = 'leaving'"
            )
            for memory_id in ids:
                emit_projection_events(conn, memory_id)
    reports = projections.converge()
    assert sorted(projections.milvus_rows()) == kept
    assert projections.cypher("MATCH (u:User) RETURN u.id AS id") == [{"id": "staying"}]
    assert [m["id"] for m in projections.cypher("MATCH (m:Memory) RETURN m.id AS id")] == kept
    assert all(report.drift == 0 for report in reports.values())


class _ScanCounting:
    """The real projector, counting full scans (reconciliation's slow path)."""

    def __init__(self, inner) -> None:
        self.inner, self.target, self.scans = inner, inner.target, 0

    def scan(self, page_size: int):
        self.scans += 1
        return self.inner.scan(page_size)

    def __getattr__(self, name: str):
        return getattr(self.inner, name)


def test_reconcile_looks_ids_up_and_scans_only_for_rows_postgres_lacks(projections):
    from memory_pipeline.projections.reconcile import reconcile

    ids = commit(projections.database_url, many_facts(7))
    projections.converge()
    for target in ("milvus", "neo4j"):
        with connect(projections.database_url, autocommit=True) as conn, projections.projector(target) as inner:
            projector = _ScanCounting(inner)
            # Pages of two ids: lookups over four pages, the last one short.
            report = reconcile(conn, projector, page_size=2)  # type: ignore[arg-type]
            assert (_counts(report), projector.scans) == ((7, 0, 0, 0, 0), 0), target
    with projections.projector("milvus") as milvus:
        [row] = milvus.client.get(milvus.collection, ids=[ids[0]], output_fields=["*"])
        milvus.client.upsert(milvus.collection, [{**row, "id": STRAY_ID}])
    projections.cypher("CREATE (:Memory {id: $id, version: 1, content_hash: 'x'})", id=STRAY_ID)
    for target in ("milvus", "neo4j"):
        with connect(projections.database_url, autocommit=True) as conn, projections.projector(target) as inner:
            projector = _ScanCounting(inner)
            report = reconcile(conn, projector, page_size=2)  # type: ignore[arg-type]
            assert (_counts(report), projector.scans) == ((7, 0, 0, 1, 0), 1), target
            assert inner.rows([STRAY_ID]) == [], target
