"""The UI's path: a partition backfill of the write-path assets launched with the GraphQL
mutation the Dagster UI sends, over two days, processed the way the daemon processes it, and
run by the instance's run launcher in a separate process against the real stack and a local
OpenAI-compatible server."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import dagster as dg
import pytest
from dagster._core.execution.backfill import BulkActionStatus
from dagster._core.storage.dagster_run import DagsterRunStatus, RunsFilter
from dagster._core.storage.tags import BACKFILL_ID_TAG
from dagster._daemon.backfill import execute_backfill_iteration
from dagster_graphql.client.query import LAUNCH_PARTITION_BACKFILL_MUTATION
from dagster_graphql.test.utils import define_out_of_process_workspace, execute_dagster_graphql

from memory_pipeline.db import connect
from memory_pipeline_tests.write_path_fixtures import fake_llm, ingest_turns, turn  # noqa: F401 - fixture

WORKSPACE = str(Path(__file__).resolve().parents[1] / "workspace.yaml")
DAYS = ["2026-11-24", "2026-11-25"]
WRITE_PATH = ["raw_transcripts", "extracted_facts", "gated_facts", "classified_memories", "long_term_memory"]
RUN_TIMEOUT_SECONDS = 300


def launch_backfill(context, days: list[str]) -> str:
    """What the UI sends for "Materialize -> date range" over the selected assets."""
    result = execute_dagster_graphql(
        context,
        LAUNCH_PARTITION_BACKFILL_MUTATION,
        variables={
            "backfillParams": {
                "partitionNames": days,
                "assetSelection": [{"path": [name]} for name in WRITE_PATH],
                "fromFailure": False,
                "tags": [],
            }
        },
    )
    assert result.errors is None, result.errors
    answer = result.data["launchPartitionBackfill"]
    assert answer["__typename"] == "LaunchBackfillSuccess", answer
    return answer["backfillId"]


def run_backfill_to_the_end(process_context, instance: dg.DagsterInstance, backfill_id: str) -> list:
    """The daemon's backfill iterations, until its runs have finished and it is complete."""
    logger = logging.getLogger("backfill-test")
    deadline = time.monotonic() + RUN_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        list(execute_backfill_iteration(process_context, logger))
        runs = instance.get_runs(RunsFilter(tags={BACKFILL_ID_TAG: backfill_id}))
        backfill = instance.get_backfill(backfill_id)
        if backfill.status != BulkActionStatus.REQUESTED and all(r.is_finished for r in runs):
            return runs
        time.sleep(1)
    pytest.fail(
        f"backfill {backfill_id} did not finish within {RUN_TIMEOUT_SECONDS} s: "
        f"{instance.get_backfill(backfill_id).status}, runs {[r.status for r in runs]}"
    )


def memory_rows(database_url: str) -> list[dict]:
    with connect(database_url) as conn:
        return conn.execute(
            "SELECT m.id, m.version, w.written_by FROM long_term_memory m "
            "JOIN memory_provenance p ON p.memory_id = m.id AND p.version = 1 "
            "JOIN memory_writers w ON w.id = p.writer_id ORDER BY m.id"
        ).fetchall()


def test_a_ui_backfill_of_two_days_runs_once_and_a_second_one_changes_nothing(clean_db, tmp_path, fake_llm):  # noqa: F811
    ingest_turns(
        clean_db,
        [
            turn("t-1", "我叫林一，我住在杭州。", user_id="u1", ts=f"{DAYS[0]}T09:00:00+00:00"),
            turn("t-2", "我在网易工作。", user_id="u2", ts=f"{DAYS[1]}T10:00:00+00:00"),
        ],
        tmp_path,
    )
    # Runs start as soon as the backfill submits them, as with a run queue that has room.
    immediate = {"run_coordinator": {"module": "dagster._core.run_coordinator", "class": "DefaultRunCoordinator"}}
    with (
        dg.instance_for_test(overrides=immediate) as instance,
        define_out_of_process_workspace(WORKSPACE, None, instance) as process,
    ):
        first_id = launch_backfill(process.create_request_context(), DAYS)
        [first_run] = run_backfill_to_the_end(process, instance, first_id)
        assert first_run.status == DagsterRunStatus.SUCCESS
        assert first_run.tags["dagster/asset_partition_range_start"] == DAYS[0]
        assert first_run.tags["dagster/asset_partition_range_end"] == DAYS[1]
        memories = memory_rows(clean_db)
        calls_after_first = len(fake_llm.chat_requests) + len(fake_llm.embedding_requests)

        second_id = launch_backfill(process.create_request_context(), DAYS)
        [second_run] = run_backfill_to_the_end(process, instance, second_id)
        assert second_run.status == DagsterRunStatus.SUCCESS

    assert len(memories) == 3 and calls_after_first > 0
    assert {row["written_by"]["run_id"] for row in memories} == {first_run.run_id}
    assert all(row["written_by"]["partitions"] == f"{DAYS[0]}..{DAYS[1]}" for row in memories)
    assert memory_rows(clean_db) == memories, "the second backfill created no memory"
    assert len(fake_llm.chat_requests) + len(fake_llm.embedding_requests) == calls_after_first, "and asked no model"
