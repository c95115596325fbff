"""The set-based event builder in SQL (used by decay, eviction, forget) against the Python one."""

from __future__ import annotations

import numpy as np

from memory_pipeline.memory_store import PROJECTION_EVENTS, dedupe_key, event_payload, projection_state, supersede
from memory_pipeline_tests.governance_fixtures import commit, db, memory  # noqa: F401 - fixture


def _normalised(payload: dict) -> dict:
    """Embeddings are float32 in PostgreSQL: compare them at that precision."""
    if payload.get("embedding") is not None:
        payload = {**payload, "embedding": np.float32(payload["embedding"]).tolist()}
    return payload


def test_sql_events_equal_python_events(db):
    first, second, third = commit(
        db,
        memory("u1", "名字", "小明"),
        memory("u1", "城市", "杭州"),
        memory("u1", "城市", "上海", turn="t-3"),
    )
    supersede(db, second, 1, third)  # gives `third` supersedes_ids and `second` superseded_by
    db.execute("UPDATE long_term_memory SET embedding = NULL WHERE id = %s", (first,))
    for memory_id in (first, second, third):
        state = projection_state(db, memory_id)
        built = db.execute(
            "SELECT e.* FROM long_term_memory m CROSS JOIN LATERAL memory_projection_events(m) e WHERE m.id = %s",
            (memory_id,),
        ).fetchall()
        assert [(e["target"], e["event_type"]) for e in built] == list(PROJECTION_EVENTS)
        for event in built:
            assert (event["aggregate_id"], event["aggregate_version"]) == (memory_id, state["version"])
            assert event["dedupe_key"] == dedupe_key(event["target"], memory_id, state["version"], event["event_type"])
            assert _normalised(event["payload"]) == _normalised(
                event_payload(state, event["target"], event["event_type"])
            )


def test_sql_events_of_chosen_kinds_equal_python_events(db):
    """Decay and eviction ask for the kinds whose state changed; an inactive memory's vector
    event carries no embedding, in SQL as in Python."""
    (memory_id,) = commit(db, memory("u1", "名字", "小明"))
    db.execute("UPDATE long_term_memory SET status = 'evicted' WHERE id = %s", (memory_id,))
    state = projection_state(db, memory_id)
    for kinds in (["upsert_node"], ["upsert_vector", "upsert_node"], []):
        built = db.execute(
            "SELECT e.* FROM long_term_memory m CROSS JOIN LATERAL memory_projection_events(m, %s::text[]) e"
            " WHERE m.id = %s",
            (kinds, memory_id),
        ).fetchall()
        assert [e["event_type"] for e in built] == kinds
        for event in built:
            assert event["payload"] == event_payload(state, event["target"], event["event_type"])
    vector = event_payload(state, "milvus", "upsert_vector")
    assert vector["embedding"] is None and vector["status"] == "evicted"
