"""The governance jobs and schedules in the project's Dagster definitions, and a run of each job."""

from __future__ import annotations

from datetime import datetime, timezone

import dagster as dg
import pytest

from memory_pipeline_tests.governance_fixtures import NOW, age, commit, db, memory  # noqa: F401 - fixture
from memory_pipeline.definitions import resources_from_env

JOB_SCHEDULES = {
    "decay_job": ("decay_daily", "decay_memories"),
    "eviction_job": ("eviction_daily", "evict_memories"),
    "merge_job": ("merge_every_6_hours", "merge_candidate_pairs"),
}


@pytest.fixture(scope="module")
def defs(stack_env):
    from memory_pipeline.definitions import defs, resources_from_env

    return defs


def test_every_governance_job_is_defined_and_scheduled_running(defs):
    for job_name, (schedule_name, op_name) in JOB_SCHEDULES.items():
        schedule = defs.resolve_schedule_def(schedule_name)
        assert schedule.job_name == job_name
        assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING
        tick = datetime(2030, 1, 2, 3, 0, tzinfo=timezone.utc)
        with dg.build_schedule_context(scheduled_execution_time=tick) as context:
            (request,) = schedule.evaluate_tick(context).run_requests
        # The tick's time is the job's "now", so re-executing a tick acts as of the same instant.
        assert request.run_config["ops"][op_name]["config"]["now"] == tick.isoformat()
    assert defs.resolve_job_def("forget_user_job").name == "forget_user_job"


def _output_metadata(result: dg.ExecuteInProcessResult, op_name: str) -> dict:
    (event,) = [e for e in result.all_node_events if e.is_successful_output and e.node_name == op_name]
    return {key: value.value for key, value in event.step_output_data.metadata.items()}


def test_jobs_run_and_report_metadata(defs, db):
    decayed, evicted = commit(
        db,
        memory("u1", "a", "old", importance=0.5),
        memory("u1", "b", "gone", category="episodic", importance=0.1),
    )
    age(db, decayed, created_days_ago=20)
    age(db, evicted, created_days_ago=90)

    def run(job_name: str, op_name: str, config: dict) -> dict:
        result = defs.resolve_job_def(job_name).execute_in_process(
            resources=resources_from_env(), run_config={"ops": {op_name: {"config": config}}}
        )
        assert result.success
        return _output_metadata(result, op_name)

    assert run("decay_job", "decay_memories", {"now": NOW.isoformat()})["changed"] == 2
    evicted_report = run("eviction_job", "evict_memories", {"now": NOW.isoformat()})
    assert evicted_report["changed"] == 1 and evicted_report["by_category"] == {"episodic": 1}
    merged = run("merge_job", "merge_candidate_pairs", {"now": NOW.isoformat()})
    assert merged["merge_writer"] == "offline rule same-key-union"
    forgotten = run("forget_user_job", "forget_user_data", {"user_id": "u1"})
    assert forgotten["memories"] == 2
    assert "u1" not in str(forgotten)  # run metadata carries the keyed hash only
