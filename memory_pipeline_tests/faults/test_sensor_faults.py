"""No turn is ever stranded, and a failed run says what its commit did: the new-turns sensor
against dead, stalled and half-finished runs, and the stranded-turn check."""

from __future__ import annotations

import dagster as dg

from memory_pipeline.write_path import stages
from memory_pipeline.write_path.scope import SCOPE_TAG, incremental_tags
from memory_pipeline.write_path.sensors import COMMIT_TAG, new_turns_sensor
from memory_pipeline_tests.write_path_fixtures import DAY, ingest_turns, scalar, turn
from memory_pipeline.definitions import resources_from_env

TURNS = [turn("t-1", "我叫小明。"), turn("t-2", "我住在杭州。", ts=f"{DAY}T11:00:00+00:00")]


def _job():
    from memory_pipeline.definitions import defs

    return defs.resolve_job_def("write_path_job")


def _tick(instance: dg.DagsterInstance):
    return new_turns_sensor(dg.build_sensor_context(instance=instance, resources=resources_from_env()))


def _fail(*args, **kwargs):
    raise dg.Failure("the worker died", allow_retries=False)


def test_a_run_that_died_before_marking_any_turn_gets_a_new_run_key(clean_db, tmp_path, monkeypatch):
    """Finding 3: the day's due turns did not change, but the dead run is part of the key."""
    ingest_turns(clean_db, TURNS, tmp_path)
    with dg.instance_for_test() as instance:
        [before] = _tick(instance)
        assert before.tags[SCOPE_TAG] == "due"
        monkeypatch.setattr(stages, "extract_facts", _fail)
        assert (
            not _job()
            .execute_in_process(
                resources=resources_from_env(),
                instance=instance,
                partition_key=DAY,
                tags=before.tags,
                raise_on_error=False,
            )
            .success
        )
        monkeypatch.undo()
        assert scalar(clean_db, "SELECT count(*) FROM conversation_turns WHERE extraction_status = 'pending'") == 2
        [after] = _tick(instance)
        assert after.partition_key == DAY and after.run_key != before.run_key
        assert (
            _job()
            .execute_in_process(resources=resources_from_env(), instance=instance, partition_key=DAY, tags=after.tags)
            .success
        )
        assert isinstance(_tick(instance), dg.SkipReason)
    assert scalar(clean_db, "SELECT count(*) FROM long_term_memory") == 2


def test_a_live_run_is_left_alone_and_a_silent_one_is_replaced(clean_db, tmp_path, monkeypatch):
    from dagster._core.utils import make_new_run_id

    ingest_turns(clean_db, TURNS, tmp_path)
    with dg.instance_for_test() as instance:
        silent = instance.add_run(
            dg.DagsterRun(
                job_name="write_path_job",
                run_id=make_new_run_id(),
                status=dg.DagsterRunStatus.STARTED,
                tags={"dagster/partition": DAY, **incremental_tags()},
            )
        )
        assert "under way" in _tick(instance).skip_message
        # A SIGKILLed worker leaves its run STARTED forever; silence past the limit means dead.
        monkeypatch.setenv("WRITE_PATH_RUN_STALL_SECONDS", "0")
        [request] = _tick(instance)
        assert request.partition_key == DAY
        assert instance.get_run_by_id(silent.run_id).status == dg.DagsterRunStatus.FAILURE


def test_a_run_failed_after_its_commit_is_reported_and_the_retry_writes_nothing_new(clean_db, tmp_path, monkeypatch):
    """Honest status: the worker died between the commit and the marking of the turns."""
    monkeypatch.setenv("STRANDED_TURN_RETRY_SECONDS", "0")
    ingest_turns(clean_db, TURNS, tmp_path)
    with dg.instance_for_test() as instance:
        monkeypatch.setattr(stages, "mark_run_committed", _fail)
        failed = _job().execute_in_process(
            resources=resources_from_env(), instance=instance, partition_key=DAY, raise_on_error=False
        )
        monkeypatch.undo()
        monkeypatch.setenv("STRANDED_TURN_RETRY_SECONDS", "0")
        assert not failed.success
        memories = scalar(clean_db, "SELECT count(*) FROM long_term_memory")
        [retry] = _tick(instance)
        assert instance.get_run_by_id(failed.run_id).tags[COMMIT_TAG] == "finished"
        assert (
            _job()
            .execute_in_process(resources=resources_from_env(), instance=instance, partition_key=DAY, tags=retry.tags)
            .success
        )
        assert isinstance(_tick(instance), dg.SkipReason)
        assert instance.get_run_by_id(failed.run_id).tags[COMMIT_TAG] == "finished"  # reported once
    assert scalar(clean_db, "SELECT count(*) FROM long_term_memory") == memories == 2
    assert scalar(clean_db, "SELECT count(*) FROM conversation_turns WHERE extraction_status = 'committed'") == 2


def test_turns_left_uncommitted_fail_the_stranded_turn_check(clean_db, tmp_path, monkeypatch):
    monkeypatch.setenv("STRANDED_TURN_ALERT_MINUTES", "0")
    ingest_turns(clean_db, TURNS, tmp_path)
    with dg.instance_for_test() as instance:
        capped = _job().execute_in_process(
            resources=resources_from_env(), instance=instance, partition_key=DAY, tags=incremental_tags(1)
        )
        [check] = [e for e in capped.get_asset_check_evaluations() if e.check_name == "no_stranded_turns"]
        assert not check.passed and check.metadata["pending"].value == 1
        rest = _job().execute_in_process(
            resources=resources_from_env(), instance=instance, partition_key=DAY, tags=incremental_tags(1)
        )
        [check] = [e for e in rest.get_asset_check_evaluations() if e.check_name == "no_stranded_turns"]
        assert check.passed
