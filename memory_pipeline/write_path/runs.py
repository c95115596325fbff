"""Run the write path over a range of days as ONE Dagster run, exactly as a UI range backfill
with BackfillPolicy.single_run() does. Used by the demo, the benchmark and tests."""

from __future__ import annotations

import dagster as dg

RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"


def run_write_path(first_day: str, last_day: str, instance: dg.DagsterInstance | None = None) -> dg.ExecuteInProcessResult:
    from memory_pipeline.definitions import defs

    job = defs.resolve_job_def("write_path_job")
    return job.execute_in_process(
        instance=instance,
        tags={RANGE_START_TAG: first_day, RANGE_END_TAG: last_day},
        raise_on_error=False,
    )


def materialization_metadata(result: dg.ExecuteInProcessResult) -> dict[str, dict]:
    """Each asset's materialization metadata as plain values, for printing."""
    found: dict[str, dict] = {}
    for event in result.get_asset_materialization_events():
        materialization = event.materialization
        found[materialization.asset_key.to_user_string()] = {
            key: value.value for key, value in materialization.metadata.items() if key != "path"
        }
    return found
