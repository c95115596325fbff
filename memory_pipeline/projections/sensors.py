"""Sensors of the projections. A tick runs cheap queries and requests runs; the projection work
happens in the runs.

- `<target>_outbox_sensor`: requests a drain whenever events are due and no live drain of the
  target is under way. A drain that ended without claiming (killed before its claim, failed at
  start) no longer counts, so the next tick asks again. A drain whose worker was SIGKILLed stays
  STARTED for Dagster (the default run launcher cannot check workers); once it has shown no sign
  of life for DRAIN_STALL_SECONDS the sensor reports it failed, which frees the target's pool.
- `dead_event_revival_sensor`: probes each target with dead events; once the target answers,
  it revives them (bounded per tick and per event), and the outbox sensor drains them.
"""

from __future__ import annotations

import time

import dagster as dg

from memory_pipeline.projections.assets import PROJECTIONS, asset_key
from memory_pipeline.projections.outbox import due_summary, revive_dead, target_health
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.resources import PostgresResource
from memory_pipeline.settings import knob_int

NOT_FINISHED = [
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
    dg.DagsterRunStatus.CANCELING,
]


def drain_job(target: str):
    return dg.define_asset_job(
        f"drain_{target}_outbox",
        # Checks walk the whole projection; they run with reconciliation, not with every drain.
        selection=dg.AssetSelection.assets(asset_key(target)).without_checks(),
        description=f"Project due {target} outbox events (materializes {PROJECTIONS[target][0]}).",
    )


def _last_event_at(instance: dg.DagsterInstance, record) -> float:
    moments = [record.create_timestamp.timestamp()]
    if record.start_time:
        moments.append(record.start_time)
    events = instance.get_records_for_run(record.dagster_run.run_id, ascending=False, limit=1).records
    if events:
        moments.append(events[0].event_log_entry.timestamp)
    return max(moments)


def live_drains(context: dg.SensorEvaluationContext, job_name: str) -> list:
    """Drains of the job not finished; STARTED ones silent for too long are reported failed."""
    instance = context.instance
    stall = knob_int("DRAIN_STALL_SECONDS")
    live = []
    for record in instance.get_run_records(dg.RunsFilter(job_name=job_name, statuses=NOT_FINISHED)):
        run = record.dagster_run
        if run.status == dg.DagsterRunStatus.STARTED and time.time() - _last_event_at(instance, record) > stall:
            message = f"drain {run.run_id} showed no sign of life for {stall} s; its worker is gone"
            context.log.warning(f"{message}; reporting it failed to free its pool")
            instance.report_run_failed(run, message)
            continue
        live.append(run)
    return live


def _outbox_sensor(target: str, job) -> dg.SensorDefinition:
    @dg.sensor(
        name=f"{target}_outbox_sensor",
        job=job,
        minimum_interval_seconds=15,
        default_status=dg.DefaultSensorStatus.RUNNING,
        description=f"Requests a {target} drain when outbox events are due and no live drain is under way.",
    )
    def _sensor(context: dg.SensorEvaluationContext, postgres: PostgresResource):
        with postgres.connect(autocommit=True) as conn:
            due = due_summary(conn, target)
        if not due.due:
            return dg.SkipReason(f"no {target} events due")
        live = live_drains(context, job.name)
        if live:
            return dg.SkipReason(
                f"{due.due} {target} events due; drain {live[0].run_id} ({live[0].status.value}) covers them"
            )
        previous = context.instance.get_run_records(dg.RunsFilter(job_name=job.name), limit=1)
        # The previous drain is part of the key: one that ended without claiming gets a successor.
        last = previous[0].dagster_run.run_id if previous else "none"
        return dg.RunRequest(run_key=f"{target}:{due.cursor}:{last}", tags={"outbox/due": str(due.due)})

    return _sensor


def probe(store) -> str | None:
    """None when the target answers a cheap query, else why not."""
    try:
        with store.projector() as projector:
            projector.counts()
    except Exception as exc:  # any failure to reach the store means "not healthy yet"
        return f"{type(exc).__name__}: {str(exc)[:200]}"
    return None


@dg.sensor(
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Revives dead outbox events once their target is healthy again (at most "
    "DEAD_REVIVAL_BATCH per tick, DEAD_MAX_REVIVALS times per event); the outbox sensors drain them.",
)
def dead_event_revival_sensor(
    context: dg.SensorEvaluationContext,
    postgres: PostgresResource,
    milvus: MilvusResource,
    neo4j: Neo4jResource,
):
    stores = {"milvus": milvus, "neo4j": neo4j}
    said = []
    with postgres.connect(autocommit=True) as conn:
        for target in PROJECTIONS:
            dead = target_health(conn, target)["dead"]
            if not dead:
                continue
            problem = probe(stores[target])
            if problem is not None:
                said.append(f"{target}: {dead} dead events wait, target not healthy ({problem})")
                continue
            revived = revive_dead(
                conn,
                target,
                limit=knob_int("DEAD_REVIVAL_BATCH"),
                max_revivals=knob_int("DEAD_MAX_REVIVALS"),
            )
            said.append(f"{target}: healthy, revived {revived} of {dead} dead events")
    for line in said:
        context.log.info(line)
    return dg.SkipReason("; ".join(said) or "no dead events")


drain_milvus_outbox = drain_job("milvus")
drain_neo4j_outbox = drain_job("neo4j")
milvus_outbox_sensor = _outbox_sensor("milvus", drain_milvus_outbox)
neo4j_outbox_sensor = _outbox_sensor("neo4j", drain_neo4j_outbox)
drain_jobs = [drain_milvus_outbox, drain_neo4j_outbox]
outbox_sensors = [milvus_outbox_sensor, neo4j_outbox_sensor, dead_event_revival_sensor]
