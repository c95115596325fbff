"""The transactional commit (SPEC section 6) against the real local PostgreSQL."""

from __future__ import annotations

import pytest

from memory_pipeline.memory_store import (
    NewMemory,
    OptimisticLockError,
    PROJECTION_EVENTS,
    commit_memories,
    content_hash,
    insert_memory,
)

DIM = 256


def _memory(fact_key: str = "名字", value: str = "小明", turn: str = "t-1") -> NewMemory:
    content = f"用户{fact_key}: {value}"
    vector = [0.0] * DIM
    vector[hash(content) % DIM] = 1.0
    return NewMemory(
        user_id="u1",
        content=content,
        importance=0.7,
        embedding=vector,
        category="identity",
        tags=("name", "src:user"),
        slot_hint="profile",
        source="user",
        source_turn_id=turn,
        fact_key=fact_key,
    )


def _counts(conn) -> tuple[int, int]:
    memories = conn.execute("SELECT count(*) AS n FROM long_term_memory").fetchone()["n"]
    events = conn.execute("SELECT count(*) AS n FROM memory_outbox").fetchone()["n"]
    return memories, events


def test_commit_writes_memory_hash_and_three_events(conn):
    result = commit_memories(conn, [_memory(), _memory("城市", "杭州")])
    assert len(result.inserted_ids) == 2 and result.events == 6
    rows = conn.execute("SELECT id, content, content_hash, version FROM long_term_memory ORDER BY id").fetchall()
    assert all(row["content_hash"] == content_hash(row["content"]) for row in rows)
    for row in rows:
        events = conn.execute(
            "SELECT target, event_type, aggregate_version, status, dedupe_key FROM memory_outbox"
            " WHERE aggregate_id = %s ORDER BY id",
            (row["id"],),
        ).fetchall()
        assert [(e["target"], e["event_type"]) for e in events] == list(PROJECTION_EVENTS)
        assert all(e["status"] == "pending" and e["aggregate_version"] == row["version"] for e in events)
        assert events[0]["dedupe_key"] == f"milvus:{row['id']}:1:upsert_vector"


FAULT_STEPS = [
    "insert",
    "content_hash",
    "outbox:milvus/upsert_vector",
    "outbox:neo4j/upsert_node",
    "outbox:neo4j/upsert_edges",
    "before_commit",
]


@pytest.mark.parametrize("step", FAULT_STEPS)
def test_failure_between_any_two_steps_leaves_nothing(conn, step):
    class Injected(RuntimeError):
        pass

    def fault(name: str) -> None:
        if name == step:
            raise Injected(name)

    with pytest.raises(Injected):
        commit_memories(conn, [_memory("城市", "北京", "t-0"), _memory()], fault=fault)
    assert _counts(conn) == (0, 0)


def test_version_mismatch_rolls_back(conn):
    """Another writer bumps the version between INSERT and the hash UPDATE: the batch rolls back."""

    def concurrent_bump(name: str) -> None:
        if name == "insert":
            conn.execute("UPDATE long_term_memory SET version = version + 1")

    with pytest.raises(OptimisticLockError):
        commit_memories(conn, [_memory()], fault=concurrent_bump)
    assert _counts(conn) == (0, 0)


def test_recommit_is_idempotent_on_source_key(conn):
    first = commit_memories(conn, [_memory()])
    second = commit_memories(conn, [_memory()])
    assert len(first.inserted_ids) == 1
    assert second.inserted_ids == [] and second.already_present == 1
    assert _counts(conn) == (1, 3)


def test_insert_memory_needs_callers_transaction_scope(conn):
    with conn.transaction():
        memory_id = insert_memory(conn, _memory())
    assert memory_id is not None
    assert _counts(conn) == (1, 3)


def test_events_count_only_new_outbox_rows(conn):
    """An event whose dedupe key already exists is not emitted again, so it is not counted."""
    # The store is truncated with RESTART IDENTITY: the next memory is id 1, version 1.
    conn.execute(
        "INSERT INTO memory_outbox (target, event_type, aggregate_id, aggregate_version, payload, dedupe_key)"
        " VALUES ('milvus', 'upsert_vector', 1, 1, '{}', 'milvus:1:1:upsert_vector')"
    )
    conn.commit()
    result = commit_memories(conn, [_memory()])
    assert result.inserted_ids == [1]
    assert result.events == len(PROJECTION_EVENTS) - 1
    assert _counts(conn) == (1, 3)
