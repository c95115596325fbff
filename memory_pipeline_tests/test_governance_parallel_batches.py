"""Decay and eviction on several connections at once: the same result as one connection, every
version still naming the run's writer, and a failing batch reported, not lost."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_pipeline.governance.batches import run_id_batches
from memory_pipeline.governance.decay import decay
from memory_pipeline.governance.eviction import evict
from memory_pipeline.lineage.provenance import name_writer
from memory_pipeline_tests.governance_fixtures import (  # noqa: F401 - fixture
    NOW,
    age,
    commit,
    db,
    memory,
)

STORE_STATE = """
SELECT id, version, status, importance, last_decay_at, vector_version, edges_version
FROM long_term_memory ORDER BY id
"""
# The governance jobs' events (version 1 is the commit, stamped with the wall clock).
OUTBOX_STATE = "SELECT dedupe_key, payload FROM memory_outbox WHERE aggregate_version > 1 ORDER BY dedupe_key"


def _fill(conn) -> list[int]:
    categories = ("episodic", "preference", "fact", "general")
    ids = commit(
        conn,
        *(
            memory(f"u{i % 3}", f"k{i}", f"value {i}", category=categories[i % 4], importance=0.2 + (i % 7) / 10)
            for i in range(40)
        ),
    )
    for position, memory_id in enumerate(ids):
        age(conn, memory_id, created_days_ago=5 + 13 * position)
    return ids


def _governed_state(conn, workers: int) -> tuple[list, list, dict, dict]:
    conn.execute("TRUNCATE long_term_memory, memory_outbox RESTART IDENTITY CASCADE")
    _fill(conn)
    decayed = decay(conn, NOW, batch_size=3, workers=workers)
    evicted = evict(conn, NOW + timedelta(days=1), batch_size=3, workers=workers)
    return conn.execute(STORE_STATE).fetchall(), conn.execute(OUTBOX_STATE).fetchall(), decayed, evicted


def test_several_workers_write_exactly_what_one_writes(db):
    store_one, outbox_one, decayed_one, evicted_one = _governed_state(db, workers=1)
    store_three, outbox_three, decayed_three, evicted_three = _governed_state(db, workers=3)

    assert decayed_one["changed"] > 0 and evicted_one["changed"] > 0 and outbox_one
    assert store_three == store_one
    assert outbox_three == outbox_one
    for one_worker, three_workers in ((decayed_one, decayed_three), (evicted_one, evicted_three)):
        assert three_workers["workers"] == 3 and one_worker["workers"] == 1
        for figure in ("batches", "changed", "events"):
            assert three_workers[figure] == one_worker[figure]
    assert evicted_three["by_category"] == evicted_one["by_category"]


def test_versions_written_by_sibling_connections_name_the_runs_writer(db):
    ids = _fill(db)
    name_writer(db, step="decay", run_id="run-parallel")

    report = decay(db, NOW, batch_size=2, workers=4)

    assert report["batches"] == 20 and report["changed"] > 10
    writers = db.execute(
        "SELECT DISTINCT w.written_by->>'step' AS step, w.written_by->>'run_id' AS run_id "
        "FROM memory_provenance p JOIN memory_writers w ON w.id = p.writer_id "
        "WHERE p.memory_id = ANY(%(ids)s) AND p.version > 1",
        {"ids": ids},
    ).fetchall()
    assert writers == [{"step": "decay", "run_id": "run-parallel"}]


def test_a_failing_batch_raises_and_the_other_batches_stay_committed(db):
    _fill(db)
    # The statement divides by zero in the batch holding id 7 and decays the others.
    statement = "governance/decay_batch"
    params = {"now": NOW, "base": 0.995, "min_delta": 0.01, "event_types": ["upsert_node"]}
    db.execute(
        "CREATE FUNCTION pg_temp.fail_on_seven() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN IF NEW.id = 7 THEN RAISE EXCEPTION 'batch with memory 7 fails'; END IF; RETURN NEW; END $$"
    )
    db.execute(
        "CREATE TRIGGER fail_on_seven BEFORE UPDATE ON long_term_memory "
        "FOR EACH ROW EXECUTE FUNCTION pg_temp.fail_on_seven()"
    )
    try:
        with pytest.raises(Exception, match="batch with memory 7 fails"):
            list(run_id_batches(db, statement, params, batch_size=5, workers=2))
    finally:
        db.execute("DROP TRIGGER fail_on_seven ON long_term_memory")
    untouched = db.execute("SELECT version FROM long_term_memory WHERE id BETWEEN 6 AND 10").fetchall()
    assert {row["version"] for row in untouched} == {1}  # the failed batch rolled back whole
    # A rerun as of the same instant completes the rest and writes nothing twice.
    report = decay(db, NOW, batch_size=5, workers=2)
    assert (
        db.execute("SELECT count(*) AS n FROM memory_outbox GROUP BY dedupe_key HAVING count(*) > 1").fetchall() == []
    )
    assert report["changed"] >= 1
