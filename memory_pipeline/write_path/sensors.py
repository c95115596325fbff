"""Notice turns for days not yet processed and request those partitions."""


import os

import dagster as dg

from memory_pipeline.db import sql
from memory_pipeline.resources import PostgresResource
from memory_pipeline.write_path.assets import daily_partitions, write_path_job


@dg.sensor(
    job=write_path_job,
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Requests the write path for every day with turns not yet processed, and retries days "
    "whose turns failed extraction (after EXTRACTION_RETRY_AFTER_SECONDS).",
)
def new_turns_sensor(context: dg.SensorEvaluationContext, postgres: PostgresResource):
    retry_after = int(os.environ.get("EXTRACTION_RETRY_AFTER_SECONDS", "900"))
    with postgres.connect() as conn:
        days = conn.execute(sql("write_path/days_with_pending_turns"), {"retry_after_seconds": retry_after}).fetchall()
    known = set(daily_partitions.get_partition_keys(dynamic_partitions_store=context.instance))
    requests = []
    for row in days:
        partition_key = row["day"].isoformat()
        if partition_key not in known:
            context.log.warning(f"turns dated {partition_key} fall outside the partitions; not requested")
            continue
        # A later ingest, or a failed turn's next retry, is a new run key for the same day.
        run_key = f"{partition_key}:{row['changed_at'].isoformat()}"
        requests.append(dg.RunRequest(run_key=run_key, partition_key=partition_key))
    if not requests:
        return dg.SkipReason("no unprocessed turns")
    return requests
