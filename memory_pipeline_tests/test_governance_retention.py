"""Retention of the outbox, stage outputs, LLM cache and gate rejections, as plain functions
and as the Dagster asset with its bound checks and schedule."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import dagster as dg
import pytest

from memory_pipeline.governance.retention import RetentionPolicy, apply_retention, table_bounds
from memory_pipeline_tests.governance_fixtures import NOW, commit, db, memory  # noqa: F401 - fixture

POLICY = RetentionPolicy(outbox_days=7, stage_output_grace_days=2, llm_cache_days=10, gate_rejection_days=20)


def _fill(db, now=NOW) -> dict[str, int]:
    """Rows on both sides of every retention, in states retention must and must not touch."""
    old, recent = now - timedelta(days=30), now - timedelta(hours=1)
    first, second = commit(db, memory("u1", "a", "1"), memory("u1", "b", "2"))
    # first's three events: processed long ago (go); second's: one dead, one pending, one
    # processed recently (all stay).
    db.execute("UPDATE memory_outbox SET status = 'processed', processed_at = %s WHERE aggregate_id = %s", (old, first))
    second_events = [
        r["id"]
        for r in db.execute("SELECT id FROM memory_outbox WHERE aggregate_id = %s ORDER BY id", (second,)).fetchall()
    ]
    db.execute("UPDATE memory_outbox SET status = 'dead', processed_at = NULL WHERE id = %s", (second_events[0],))
    db.execute("UPDATE memory_outbox SET status = 'pending' WHERE id = %s", (second_events[1],))
    db.execute(
        "UPDATE memory_outbox SET status = 'processed', processed_at = %s WHERE id = %s", (recent, second_events[2])
    )
    # An old dead event stays too.
    db.execute("UPDATE memory_outbox SET created_at = %s WHERE id = %s", (old, second_events[0]))

    committed, open_day = date(2030, 5, 1), date(2030, 5, 2)
    for turn, day, status in (("t1", committed, "committed"), ("t2", open_day, "extraction_failed")):
        db.execute(
            "INSERT INTO conversation_turns (turn_id, user_id, session_id, ts, day, user_message, assistant_reply,"
            " extraction_status) VALUES (%s, 'u1', 's', %s, %s, 'x', 'y', %s)",
            (turn, old, day, status),
        )
    for asset in ("raw_transcripts", "extracted_facts"):
        for day in (committed, open_day):
            db.execute(
                "INSERT INTO pipeline_stage_outputs (asset_key, partition_key, records, updated_at)"
                " VALUES (%s, %s, '[]', %s)",
                (asset, day.isoformat(), old),
            )
    # A committed day rewritten an hour ago is still within its grace period.
    db.execute(
        "INSERT INTO pipeline_stage_outputs (asset_key, partition_key, records, updated_at)"
        " VALUES ('gated_facts', %s, '[]', %s)",
        (committed.isoformat(), recent),
    )

    for key, created in (("old-extract", old), ("new-extract", recent)):
        db.execute(
            "INSERT INTO llm_cache (cache_key, purpose, prompt_version, model, input_hash, response,"
            " created_at) VALUES (%s, 'extract', 'v1', 'm', %s, '{}', %s)",
            (key, key, created),
        )
    for turn, created in (("t-old", old), ("t-new", recent)):
        db.execute(
            "INSERT INTO gate_rejections (turn_id, gate, source, reason_code, subject_hash, created_at)"
            " VALUES (%s, 1, 'user', 'pii_phone', 'h', %s)",
            (turn, created),
        )
    return {"first": first, "second": second}


def test_retention_removes_only_what_is_past_its_bound(db):
    ids = _fill(db)
    assert {t: b["overdue"] for t, b in table_bounds(db, NOW, POLICY).items()} == {
        "memory_outbox": 3,
        "pipeline_stage_outputs": 2,
        "llm_cache": 1,
        "gate_rejections": 1,
    }

    report = apply_retention(db, NOW, policy=POLICY, batch_size=2)  # several batches per table

    assert report["memory_outbox"]["deleted"] == 3
    assert report["memory_outbox"]["by_group"] == {"milvus": 1, "neo4j": 2}
    assert report["memory_outbox"]["batches"] == 2
    left = db.execute("SELECT aggregate_id, status FROM memory_outbox ORDER BY id").fetchall()
    assert [(r["aggregate_id"], r["status"]) for r in left] == [
        (ids["second"], "dead"),
        (ids["second"], "pending"),
        (ids["second"], "processed"),
    ]
    assert report["pipeline_stage_outputs"]["by_group"] == {"raw_transcripts": 1, "extracted_facts": 1}
    kept = db.execute("SELECT asset_key, partition_key FROM pipeline_stage_outputs ORDER BY 1, 2").fetchall()
    assert [(r["asset_key"], r["partition_key"]) for r in kept] == [
        ("extracted_facts", "2030-05-02"),
        ("gated_facts", "2030-05-01"),
        ("raw_transcripts", "2030-05-02"),
    ]
    assert report["llm_cache"]["deleted"] == 1
    assert [r["cache_key"] for r in db.execute("SELECT cache_key FROM llm_cache").fetchall()] == ["new-extract"]
    assert report["gate_rejections"]["by_group"] == {"pii_phone": 1}
    assert report["deleted"] == 3 + 2 + 1 + 1
    assert all(b["overdue"] == 0 for b in table_bounds(db, NOW, POLICY).values())
    # Nothing is left to remove: a second pass is a no-op.
    assert apply_retention(db, NOW, policy=POLICY)["deleted"] == 0


def test_retention_policy_from_the_environment(monkeypatch):
    monkeypatch.setenv("OUTBOX_RETENTION_DAYS", "3")
    monkeypatch.setenv("LLM_CACHE_RETENTION_DAYS", "0.5")
    policy = RetentionPolicy.from_env()
    assert (policy.outbox_days, policy.llm_cache_days, policy.gate_rejection_days) == (3, 0.5, 365)
    monkeypatch.setenv("GATE_REJECTION_RETENTION_DAYS", "-1")
    with pytest.raises(ValueError, match="gate_rejection_days"):
        RetentionPolicy.from_env()
    monkeypatch.setenv("GATE_REJECTION_RETENTION_DAYS", "a year")
    with pytest.raises(ValueError):
        RetentionPolicy.from_env()


def test_retention_refuses_an_open_transaction(clean_db):
    from memory_pipeline.db import connect

    with connect(clean_db) as conn:
        conn.execute("SELECT 1")
        with pytest.raises(RuntimeError, match="open transaction"):
            apply_retention(conn, NOW, policy=POLICY)


@pytest.fixture(scope="module")
def defs(stack_env):
    from memory_pipeline.definitions import defs

    return defs


def test_retention_schedule_passes_its_tick(defs):
    schedule = defs.resolve_schedule_def("retention_daily")
    assert schedule.job_name == "retention_job"
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING
    with dg.build_schedule_context(scheduled_execution_time=NOW) as context:
        (request,) = schedule.evaluate_tick(context).run_requests
    assert request.run_config["ops"]["store_retention"]["config"]["now"] == NOW.isoformat()


def test_retention_asset_reports_metadata_and_checks_bounds(defs, db, database_url, monkeypatch):
    from memory_pipeline.governance.retention_assets import retention_checks, store_retention
    from memory_pipeline.resources import PostgresResource

    # The checks judge against the wall clock, so the rows are placed relative to it.
    now = datetime.now(timezone.utc)
    _fill(db, now)
    postgres = PostgresResource(database_url=database_url)
    for name, value in (
        ("OUTBOX_RETENTION_DAYS", 7),
        ("STAGE_OUTPUT_GRACE_DAYS", 2),
        ("LLM_CACHE_RETENTION_DAYS", 10),
        ("GATE_REJECTION_RETENTION_DAYS", 20),
    ):
        monkeypatch.setenv(name, str(value))

    def run_checks_only() -> dict[str, bool]:
        result = dg.materialize(
            [store_retention, *retention_checks],
            resources={"postgres": postgres},
            selection=dg.AssetSelection.checks(*retention_checks),
        )
        return {e.check_name: e.passed for e in result.get_asset_check_evaluations()}

    checks_before = run_checks_only()
    assert checks_before == {
        "memory_outbox_within_bound": False,
        "pipeline_stage_outputs_within_bound": False,
        "llm_cache_within_bound": False,
        "gate_rejections_within_bound": False,
    }

    result = dg.materialize(
        [store_retention, *retention_checks],
        resources={"postgres": postgres},
        run_config={"ops": {"store_retention": {"config": {"now": now.isoformat()}}}},
    )
    assert result.success
    [materialization] = result.asset_materializations_for_node("store_retention")
    metadata = {key: value.value for key, value in materialization.metadata.items()}
    assert metadata["memory_outbox_deleted"] == 3
    assert metadata["memory_outbox_deleted_by"] == {"milvus": 1, "neo4j": 2}
    assert metadata["deleted"] == 7
    assert all(e.passed for e in result.get_asset_check_evaluations())
