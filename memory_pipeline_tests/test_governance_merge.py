"""Merge execution and the supersede history, through the outbox into Milvus and Neo4j."""

from __future__ import annotations

import pytest

from memory_pipeline.governance.decay import decay
from memory_pipeline.governance.history import memory_history
from memory_pipeline.governance.merge import execute_merges
from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.memory_store import content_hash, new_version, supersede
from memory_pipeline_tests.governance_fixtures import (  # noqa: F401 - fixture
    NOW,
    age,
    axis,
    commit,
    db,
    direction,
    events_of,
    memory,
    memory_row,
    record_merge_candidate,
)
from memory_pipeline_tests.projection_fixtures import projections  # noqa: F401 - fixture


@pytest.fixture
def backend(db, settings) -> ModelBackend:
    assert settings.llm.offline, "the tests run the offline deterministic backend"
    return ModelBackend(settings.llm, db)


def _pair(db, similarity: float = 0.9) -> tuple[int, int, int]:
    older, newer = commit(
        db,
        memory("u1", "喜欢", "咖啡", embedding=axis(0), importance=0.5),
        memory("u1", "喜欢", "拿铁咖啡", turn="t-2", embedding=direction(similarity), importance=0.7),
    )
    return older, newer, record_merge_candidate(db, "u1", older, newer, similarity)


def _candidate(db, candidate_id: int) -> dict:
    return db.execute("SELECT * FROM merge_candidates WHERE id = %s", (candidate_id,)).fetchone()


def test_merge_leaves_one_active_memory_and_a_superseded_one_with_the_edge(db, backend, projections):
    older, newer, candidate = _pair(db)
    projections.converge()

    report = execute_merges(db, backend, NOW)

    assert (report["candidates"], report["merged"]) == (1, 1)
    assert report["merge_writer"] == "offline rule same-key-union"
    kept, replaced = memory_row(db, older), memory_row(db, newer)
    assert (kept["status"], kept["version"]) == ("active", 2)
    assert kept["content"] == "用户喜欢: 拿铁咖啡"  # the union rule keeps the value containing the other
    assert kept["content_hash"] == content_hash(kept["content"])
    assert kept["embedding"].to_list() == pytest.approx(backend.embed([kept["content"]])[0], abs=1e-6)
    assert kept["importance"] == 0.7  # the higher of the two
    assert (replaced["status"], replaced["superseded_by"], replaced["version"]) == ("superseded", older, 2)
    assert len(events_of(db, older, 2)) == 3 and len(events_of(db, newer, 2)) == 3
    decided = _candidate(db, candidate)
    assert decided["status"] == "merged" and decided["decided_at"] == NOW
    assert "offline rule same-key-union" in decided["note"]

    drift = projections.converge()
    assert all(r.missing + r.stale + r.orphan == 0 for r in drift.values())
    edges = projections.cypher(
        "MATCH (a:Memory {id: $older})-[:SUPERSEDES]->(b:Memory {id: $newer}) RETURN a.status AS a, b.status AS b",
        older=older,
        newer=newer,
    )
    assert edges == [{"a": "active", "b": "superseded"}]
    assert set(projections.milvus_rows()) == {older}  # recall only sees the merged memory

    assert execute_merges(db, backend, NOW)["candidates"] == 0  # consumed


def test_changed_member_is_rechecked_not_merged_blindly(db, backend):
    older, newer, candidate = _pair(db)
    # The newer memory was rewritten since the pair was recorded: now unrelated to the older.
    new_version(db, newer, 1, content="用户喜欢: 登山", embedding=axis(7))

    report = execute_merges(db, backend, NOW)

    assert (report["merged"], report["stale"], report["rechecked"]) == (0, 1, 1)
    decided = _candidate(db, candidate)
    assert decided["status"] == "stale" and "re-checked" in decided["note"] and "new band" in decided["note"]
    assert memory_row(db, older)["version"] == 1 and memory_row(db, newer)["status"] == "active"


def test_version_bump_without_semantic_change_still_merges_after_recheck(db, backend):
    older, newer, candidate = _pair(db)
    for memory_id in (older, newer):
        age(db, memory_id, created_days_ago=30)
    assert decay(db, NOW)["changed"] == 2  # both members moved to version 2

    report = execute_merges(db, backend, NOW)

    assert (report["merged"], report["rechecked"]) == (1, 1)
    assert "still in the merge band" in _candidate(db, candidate)["note"]


def test_inactive_member_makes_the_candidate_stale(db, backend):
    older, newer, candidate = _pair(db)
    (third,) = commit(db, memory("u1", "喜欢", "茶", turn="t-3", embedding=axis(9)))
    supersede(db, older, 1, third)

    assert execute_merges(db, backend, NOW)["stale"] == 1
    assert _candidate(db, candidate)["note"] == f"older memory {older} is superseded"
    assert memory_row(db, newer)["status"] == "active"


def test_history_follows_the_chain_both_ways(db, backend):
    older, newer, _ = _pair(db)
    execute_merges(db, backend, NOW)
    (successor,) = commit(db, memory("u1", "喜欢", "茶", turn="t-9", embedding=axis(9)))
    supersede(db, older, 2, successor)  # a later contradiction replaces the merged memory

    for start in (newer, older, successor):
        chain = memory_history(db, start)
        assert [(m["id"], m["status"], m["superseded_by"]) for m in chain] == [
            (newer, "superseded", older),
            (older, "superseded", successor),
            (successor, "active", None),
        ]
    assert set(chain[0]) == {"id", "version", "status", "content", "superseded_by", "updated_at"}
    assert memory_history(db, 999_999) == []


def test_no_usable_statement_leaves_the_candidate_pending_for_the_next_run(db, backend, monkeypatch):
    older, newer, candidate = _pair(db)
    monkeypatch.setattr(backend, "merge_statement", lambda *args: None)

    assert execute_merges(db, backend, NOW)["pending"] == 1
    assert _candidate(db, candidate)["status"] == "pending"
    assert (memory_row(db, older)["version"], memory_row(db, newer)["status"]) == (1, "active")


def test_merge_into_an_existing_active_content_is_rejected_and_changes_nothing(db, backend):
    older, newer = commit(
        db,
        memory("u1", "喜欢", "咖啡", embedding=axis(0)),
        memory("u1", "喜欢", "茶", turn="t-2", embedding=direction(0.85)),
    )
    # The union rule would write "用户喜欢: 咖啡；茶", which the user already has as a memory.
    commit(db, memory("u1", "喜欢", "咖啡；茶", turn="t-3", embedding=axis(5)))
    candidate = record_merge_candidate(db, "u1", older, newer, 0.85)

    assert execute_merges(db, backend, NOW)["rejected"] == 1
    assert "equals another active memory" in _candidate(db, candidate)["note"]
    assert [memory_row(db, i)["version"] for i in (older, newer)] == [1, 1]


def test_the_merge_writer_is_asked_for_every_pending_pair_at_once(db, settings):
    """Online, merge statements are fetched concurrently before the pairs are merged one
    transaction each: those transactions find their statements in the cache."""
    import dataclasses

    from memory_pipeline_tests.fake_openai import FakeOpenAI

    pairs = []
    for i in range(4):
        older, newer = commit(
            db,
            memory(f"u{i}", "喜欢", "咖啡", embedding=axis(0), turn=f"t-{i}-1"),
            memory(f"u{i}", "喜欢", "拿铁咖啡", turn=f"t-{i}-2", embedding=direction(0.9)),
        )
        pairs.append(record_merge_candidate(db, f"u{i}", older, newer, 0.9))
    db.commit()
    with FakeOpenAI(chat_latency=0.3) as server:
        online = settings.llm.replaced(openai_base_url=server.base_url, openai_api_key="k")
        report = execute_merges(db, ModelBackend(online, db), NOW)
        merge_calls = [r for r in server.chat_requests if "Merge" in r["messages"][0]["content"]]
    assert report["merged"] == 4
    assert len(merge_calls) == 4, "each pair asked once: the merges themselves hit the cache"
    assert server.peak_in_flight >= 2
