"""Notice turns not yet committed and request incremental runs of their days.

A day is requested again while it has due turns and no live run of it is under way. A run that
died (SIGKILL of its worker, a lost node) is recognised by its status, or by no sign of life for
WRITE_PATH_RUN_STALL_SECONDS, and its day is requested again with a new run key: a dead run's
key never makes the retry look "already completed".
"""

from __future__ import annotations

import time

import dagster as dg

from memory_pipeline.db import sql
from memory_pipeline.resources import PostgresResource
from memory_pipeline.settings import knob_int
from memory_pipeline.write_path.assets import daily_partitions, write_path_job
from memory_pipeline.write_path.scope import incremental_tags, retry_after_seconds, stranded_after_seconds

PARTITION_TAG = "dagster/partition"
COMMIT_TAG = "memory_pipeline/commit"
RECENT_RUNS = 50


def run_stall_seconds() -> int:
    return knob_int("WRITE_PATH_RUN_STALL_SECONDS")


def _last_sign_of_life(instance: dg.DagsterInstance, record, conn) -> float:
    """Latest of: the run's creation/start, its last event, the last turn it extracted."""
    moments = [record.create_timestamp.timestamp()]
    if record.start_time:
        moments.append(record.start_time)
    events = instance.get_records_for_run(record.dagster_run.run_id, ascending=False, limit=1).records
    if events:
        moments.append(events[0].event_log_entry.timestamp)
    progress = conn.execute(sql("write_path/turns_committed_by_run"), {"run_id": _owner(record.dagster_run)}).fetchone()
    if progress["last_progress_at"] is not None:
        moments.append(progress["last_progress_at"].timestamp())
    return max(moments)


def _owner(run: dg.DagsterRun) -> str:
    return run.root_run_id or run.run_id


def _report_failed_runs(context: dg.SensorEvaluationContext, conn, records) -> None:
    """Honest status: a run shown FAILED whose commit finished (its worker died after the commit)
    gets a tag and a tick-log line saying so; one whose commit did not finish says its turns are
    retried. Each failed run is reported once."""
    for record in records:
        run = record.dagster_run
        if run.status != dg.DagsterRunStatus.FAILURE or COMMIT_TAG in run.tags:
            continue
        found = conn.execute(sql("write_path/turns_committed_by_run"), {"run_id": _owner(run)}).fetchone()
        if found["committed"] or found["decided"]:
            verdict = "finished"
            context.log.info(
                f"run {run.run_id} shows FAILURE, but its commit ran: {found['decided']} of its turns have their "
                f"memories in the store, {found['committed']} marked committed; {found['extracted']} are re-requested "
                "and re-use the recorded decisions (nothing is written twice)"
            )
        else:
            verdict = "not finished"
            context.log.info(f"run {run.run_id} failed before its commit; its turns are requested again")
        context.instance.add_run_tags(run.run_id, {COMMIT_TAG: verdict})


@dg.sensor(
    job=write_path_job,
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Requests an incremental write-path run (only turns not yet committed, at most "
    "WRITE_PATH_MAX_TURNS_PER_RUN) for every day with due turns and no live run; re-requests days "
    "whose run died; reports failed runs whose commit nevertheless finished.",
)
def new_turns_sensor(context: dg.SensorEvaluationContext, postgres: PostgresResource):
    instance = context.instance
    records = instance.get_run_records(
        dg.RunsFilter(job_name=write_path_job.name),
        limit=RECENT_RUNS,
        order_by="create_timestamp",
        ascending=False,
    )
    known = set(daily_partitions.get_partition_keys(dynamic_partitions_store=instance))
    requests = []
    skipped: list[str] = []
    with postgres.connect() as conn:
        _report_failed_runs(context, conn, records)
        days = conn.execute(
            sql("write_path/days_with_pending_turns"),
            {
                "retry_after_seconds": retry_after_seconds(),
                "stranded_after_seconds": stranded_after_seconds(),
            },
        ).fetchall()
        now = time.time()
        for row in days:
            partition_key = row["day"].isoformat()
            if partition_key not in known:
                context.log.warning(f"turns dated {partition_key} fall outside the partitions; not requested")
                continue
            of_day = [r for r in records if r.dagster_run.tags.get(PARTITION_TAG) == partition_key]
            live = [
                r
                for r in of_day
                if not r.dagster_run.is_finished
                and (
                    r.dagster_run.status != dg.DagsterRunStatus.STARTED
                    or now - _last_sign_of_life(instance, r, conn) < run_stall_seconds()
                )
            ]
            if live:
                skipped.append(f"{partition_key} ({row['due']} due, run {live[0].dagster_run.run_id} under way)")
                continue
            for stalled in (r.dagster_run for r in of_day if not r.dagster_run.is_finished):
                # The default run launcher cannot see a lost worker: fail the run so it frees its
                # slot and shows what happened, then ask for the day again.
                message = f"run {stalled.run_id} of {partition_key} showed no sign of life for {run_stall_seconds()} s"
                context.log.warning(f"{message}; reporting it failed and requesting the day again")
                instance.report_run_failed(stalled, message)
            # The last run of the day is part of the key: after a dead run the key is new.
            previous = of_day[0].dagster_run.run_id if of_day else "none"
            requests.append(
                dg.RunRequest(
                    run_key=f"{partition_key}:{row['changed_at'].isoformat()}:{previous}",
                    partition_key=partition_key,
                    tags=incremental_tags(),
                )
            )
    if skipped:
        context.log.info(f"not requested, a live run covers them: {'; '.join(skipped)}")
    if not requests:
        return dg.SkipReason("no unprocessed turns" if not skipped else f"runs under way for {', '.join(skipped)}")
    return requests
