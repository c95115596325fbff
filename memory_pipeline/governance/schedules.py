"""When the governance jobs run (UTC). Each tick passes its scheduled time as the jobs' `now`,
so re-executing a tick's run acts as of the same instant."""

import dagster as dg

from memory_pipeline.governance.jobs import decay_job, eviction_job, merge_job


def _as_of_tick(context: dg.ScheduleEvaluationContext, op_name: str) -> dg.RunRequest:
    now = context.scheduled_execution_time.isoformat()
    return dg.RunRequest(run_config={"ops": {op_name: {"config": {"now": now}}}}, tags={"governance/now": now})


@dg.schedule(
    job=decay_job,
    cron_schedule="0 2 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Decay importance every night.",
)
def decay_daily(context: dg.ScheduleEvaluationContext):
    return _as_of_tick(context, "decay_memories")


@dg.schedule(
    job=eviction_job,
    cron_schedule="0 3 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Evict an hour after decay, so eviction judges freshly decayed importance.",
)
def eviction_daily(context: dg.ScheduleEvaluationContext):
    return _as_of_tick(context, "evict_memories")


@dg.schedule(
    job=merge_job,
    cron_schedule="30 */6 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Execute the merge candidates the write path planned, four times a day.",
)
def merge_every_6_hours(context: dg.ScheduleEvaluationContext):
    return _as_of_tick(context, "merge_candidate_pairs")


governance_schedules = [decay_daily, eviction_daily, merge_every_6_hours]
