"""One sensor per projection target. A tick runs one cheap query and, when events are due,
requests a drain run; the projection work happens in the run, never in the sensor."""

import dagster as dg

from memory_pipeline.projections.assets import PROJECTIONS, asset_key
from memory_pipeline.projections.outbox import due_summary
from memory_pipeline.resources import PostgresResource


def drain_job(target: str):
    return dg.define_asset_job(
        f"drain_{target}_outbox",
        # Checks walk the whole projection; they run with reconciliation, not with every drain.
        selection=dg.AssetSelection.assets(asset_key(target)).without_checks(),
        description=f"Project due {target} outbox events (materializes {PROJECTIONS[target][0]}).",
    )


def _outbox_sensor(target: str, job) -> dg.SensorDefinition:
    @dg.sensor(
        name=f"{target}_outbox_sensor",
        job=job,
        minimum_interval_seconds=15,
        default_status=dg.DefaultSensorStatus.RUNNING,
        description=f"Requests a {target} drain when outbox events are due.",
    )
    def _sensor(context: dg.SensorEvaluationContext, postgres: PostgresResource):
        with postgres.connect(autocommit=True) as conn:
            due = due_summary(conn, target)
        if not due.due:
            return dg.SkipReason(f"no {target} events due")
        # The cursor moves with new events, retries coming due and expired leases; while it
        # stands still a requested drain has not claimed the events yet, so asking again
        # would only queue a duplicate run.
        if due.cursor == context.cursor:
            return dg.SkipReason(f"{due.due} {target} events due; a drain for them was already requested")
        context.update_cursor(due.cursor)
        return dg.RunRequest(run_key=f"{target}:{due.cursor}", tags={"outbox/due": str(due.due)})

    return _sensor


drain_milvus_outbox = drain_job("milvus")
drain_neo4j_outbox = drain_job("neo4j")
milvus_outbox_sensor = _outbox_sensor("milvus", drain_milvus_outbox)
neo4j_outbox_sensor = _outbox_sensor("neo4j", drain_neo4j_outbox)
drain_jobs = [drain_milvus_outbox, drain_neo4j_outbox]
outbox_sensors = [milvus_outbox_sensor, neo4j_outbox_sensor]
