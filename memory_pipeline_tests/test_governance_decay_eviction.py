"""Decay and eviction against the real PostgreSQL, with time control through `now`."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from memory_pipeline.governance.decay import DECAY_EVENTS, decay
from memory_pipeline.governance.eviction import EVICTION_EVENTS, evict
from memory_pipeline.governance.policy import POLICY_ENV, effective_policy
from memory_pipeline.memory_store import PROJECTION_EVENTS, supersede
from memory_pipeline_tests.governance_fixtures import (  # noqa: F401 - fixture
    NOW,
    age,
    commit,
    db,
    events_of,
    memory,
    memory_row,
)


def test_decay_writes_only_rows_past_the_threshold(db):
    ids = commit(
        db,
        memory("u1", "a", "10 days old", importance=0.7),  # 0.7 * (1 - 0.995^10) = 0.034
        memory("u1", "b", "2 days old", importance=0.7),  # 0.007: below 0.01, untouched
        memory("u1", "c", "decayed 3 days ago", importance=0.5),  # since last decay: 0.0074
        memory("u1", "d", "decayed 5 days ago", importance=0.5),  # 0.0124
        memory("u1", "e", "superseded long ago", importance=0.7),  # not active: never decayed
    )
    a, b, c, d, e = ids
    age(db, a, created_days_ago=10)
    age(db, b, created_days_ago=2)
    age(db, c, created_days_ago=100, decayed_days_ago=3)
    age(db, d, created_days_ago=100, decayed_days_ago=5)
    age(db, e, created_days_ago=100)
    supersede(db, e, 1, a)
    before = {i: memory_row(db, i) for i in ids}

    report = decay(db, NOW, batch_size=2)

    # Importance changed: only the node event (the recall index holds no importance, the edges
    # cannot have changed).
    assert (report["changed"], report["events"]) == (2, 2)
    assert report["batches"] == 2  # active ids 1..4 (5 is superseded) in ranges of two
    for written, days in ((a, 10), (d, 5)):
        row = memory_row(db, written)
        assert row["importance"] == pytest.approx(before[written]["importance"] * 0.995**days, abs=1e-12)
        assert row["version"] == before[written]["version"] + 1
        assert row["last_decay_at"] == NOW
        events = events_of(db, written, row["version"])
        assert (
            [(ev["target"], ev["event_type"]) for ev in events]
            == [("neo4j", "upsert_node")]
            == [(target, kind) for target, kind in PROJECTION_EVENTS if kind in DECAY_EVENTS]
        )
        assert all(ev["payload"]["importance"] == pytest.approx(row["importance"]) for ev in events)
        # The recall row and the edges stay at the version of their last event.
        assert (row["vector_version"], row["edges_version"]) == (before[written]["version"],) * 2
    for untouched in (b, c, e):
        assert memory_row(db, untouched) == before[untouched]

    # Decay is measured from the last decay: the same `now` again changes nothing.
    assert decay(db, NOW)["changed"] == 0
    # A day later only rows past the threshold again are written (b: now 3 days, 0.0104).
    assert decay(db, NOW + timedelta(days=1))["changed"] == 1
    assert memory_row(db, b)["version"] == before[b]["version"] + 1


@pytest.mark.parametrize(("days", "expected"), [(0, 0.7), (10, 0.7 * 0.995**10), (365, 0.7 * 0.995**365), (-5, 0.7)])
def test_the_decay_formula_in_sql_never_raises_importance(db, days, expected):
    """importance * 0.995^days; a clock running backwards (negative days) leaves it as it is."""
    value = db.execute(
        "SELECT memory_decayed_importance(0.7, %s, %s, 0.995) AS v", (NOW - timedelta(days=days), NOW)
    ).fetchone()
    assert (value["v"] if isinstance(value, dict) else value[0]) == pytest.approx(expected, abs=1e-12)


def test_decay_of_an_empty_store_is_a_noop(db):
    report = decay(db, NOW)
    assert (report["batches"], report["changed"], report["events"]) == (0, 0, 0)


def test_decay_refuses_an_open_transaction(clean_db):
    from memory_pipeline.db import connect

    with connect(clean_db) as conn:
        conn.execute("SELECT 1")
        with pytest.raises(RuntimeError, match="open transaction"):
            decay(conn, NOW)


def test_eviction_needs_age_and_low_importance_together(db):
    old, young = 100, 5
    cases = {
        "old_important": (memory("u1", "k1", "v1", category="episodic", importance=0.9), old),
        "young_unimportant": (memory("u1", "k2", "v2", category="episodic", importance=0.1), young),
        "old_unimportant": (memory("u1", "k3", "v3", category="episodic", importance=0.1), old),
        # identity keeps a 3650-day ttl: 400 days and importance 0.1 is not enough
        "identity_old_unimportant": (memory("u1", "k4", "v4", category="identity", importance=0.04), 400),
        # the memory's own ttl (7 days) wins over preference's 365 days
        "own_ttl_expired": (memory("u1", "k5", "v5", category="preference", importance=0.1, ttl_days=7), 10),
    }
    ids = dict(zip(cases, commit(db, *(m for m, _ in cases.values()))))
    for name, (_, days) in cases.items():
        age(db, ids[name], created_days_ago=days)

    report = evict(db, NOW)

    evicted = {name for name, memory_id in ids.items() if memory_row(db, memory_id)["status"] == "evicted"}
    assert evicted == {"old_unimportant", "own_ttl_expired"}
    assert report["changed"] == 2 and report["events"] == 2 * len(EVICTION_EVENTS)
    assert report["by_category"] == {"episodic": 1, "preference": 1}
    for name in evicted:
        row = memory_row(db, ids[name])
        assert row["version"] == 2 and row["content"]  # a status change: content and history stay
        events = events_of(db, ids[name], 2)
        assert {ev["payload"]["status"] for ev in events} == {"evicted"}
        # The recall index drops it (no embedding to carry); the edges did not change.
        assert [(ev["target"], ev["event_type"]) for ev in events] == [
            ("milvus", "upsert_vector"),
            ("neo4j", "upsert_node"),
        ]
        assert events[0]["payload"]["embedding"] is None
        assert (row["vector_version"], row["edges_version"]) == (None, 1)
    assert evict(db, NOW)["changed"] == 0


def test_eviction_policy_override_per_category(db, monkeypatch):
    (memory_id,) = commit(db, memory("u1", "名字", "小明", category="identity", importance=0.1))
    age(db, memory_id, created_days_ago=200)
    assert evict(db, NOW)["changed"] == 0

    monkeypatch.setenv(POLICY_ENV, json.dumps({"identity": {"ttl_days": 100, "min_importance": 0.2}}))
    report = evict(db, NOW)
    assert report["changed"] == 1
    assert report["policy"]["identity"] == {"ttl_days": 100, "min_importance": 0.2}
    assert report["policy"]["episodic"] == {"ttl_days": 30, "min_importance": 0.4}  # table defaults


@pytest.mark.parametrize(
    "override, message",
    [
        ({"nonsense": {"ttl_days": 1}}, "unknown category"),
        ({"episodic": {"ttl_days": 0}}, "positive integer"),
        ({"episodic": {"min_importance": 2}}, "within"),
    ],
)
def test_invalid_policy_override_is_a_clear_error(db, override, message):
    with pytest.raises(ValueError, match=message):
        effective_policy(db, override)
