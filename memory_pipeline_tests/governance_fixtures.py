"""Helpers for the governance tests: memories with chosen age, importance and embedding."""

from __future__ import annotations

import math
from datetime import datetime, timedelta, timezone

import pytest

from memory_pipeline.db import connect
from memory_pipeline.llm.offline import HashingEmbedder
from memory_pipeline.memory_store import NewMemory, commit_memories

DIM = 256
# A fixed "now" for the jobs, far from the wall clock so no test depends on when it runs.
NOW = datetime(2030, 6, 1, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def db(clean_db):
    """An autocommit connection on a clean store: the jobs commit batch by batch themselves."""
    with connect(clean_db, autocommit=True) as connection:
        yield connection


def direction(similarity_to_first_axis: float) -> list[float]:
    """A unit vector whose cosine similarity with axis 0 is the given value."""
    vector = [0.0] * DIM
    vector[0] = similarity_to_first_axis
    vector[1] = math.sqrt(max(0.0, 1.0 - similarity_to_first_axis**2))
    return vector


def axis(index: int) -> list[float]:
    vector = [0.0] * DIM
    vector[index] = 1.0
    return vector


def memory(
    user_id: str,
    key: str,
    value: str,
    *,
    turn: str | None = None,
    category: str = "preference",
    importance: float = 0.7,
    embedding: list[float] | None = None,
    ttl_days: int | None = None,
) -> NewMemory:
    content = f"用户{key}: {value}"
    return NewMemory(
        user_id=user_id,
        content=content,
        importance=importance,
        embedding=embedding if embedding is not None else HashingEmbedder(DIM).embed([content])[0],
        category=category,
        tags=("src:user",),
        slot_hint="profile",
        source="user",
        source_turn_id=turn or f"turn-{user_id}-{key}",
        fact_key=key,
        ttl_days=ttl_days,
    )


def commit(conn, *memories: NewMemory) -> list[int]:
    return commit_memories(conn, memories).inserted_ids


def age(
    conn, memory_id: int, *, created_days_ago: float, decayed_days_ago: float | None = None, now: datetime = NOW
) -> None:
    """Backdate a memory relative to `now` (and optionally its last decay)."""
    conn.execute(
        "UPDATE long_term_memory SET created_at = %s, last_decay_at = %s WHERE id = %s",
        (
            now - timedelta(days=created_days_ago),
            None if decayed_days_ago is None else now - timedelta(days=decayed_days_ago),
            memory_id,
        ),
    )


def memory_row(conn, memory_id: int) -> dict:
    return conn.execute("SELECT * FROM long_term_memory WHERE id = %s", (memory_id,)).fetchone()


def events_of(conn, memory_id: int, version: int | None = None) -> list[dict]:
    return conn.execute(
        "SELECT target, event_type, aggregate_version, payload, dedupe_key FROM memory_outbox"
        " WHERE aggregate_id = %s AND (%s::int IS NULL OR aggregate_version = %s) ORDER BY id",
        (memory_id, version, version),
    ).fetchall()


def record_merge_candidate(conn, user_id: str, older_id: int, newer_id: int, similarity: float) -> int:
    """What the write path records for a pair in the merge band, at the members' current versions."""
    return conn.execute(
        "INSERT INTO merge_candidates (user_id, older_id, newer_id, similarity, older_version, newer_version)"
        " SELECT %s, o.id, n.id, %s, o.version, n.version FROM long_term_memory o, long_term_memory n"
        " WHERE o.id = %s AND n.id = %s RETURNING id",
        (user_id, similarity, older_id, newer_id),
    ).fetchone()["id"]
