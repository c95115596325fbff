"""Run the write path over a range of days as ONE Dagster run, exactly as a UI range backfill
with BackfillPolicy.single_run() does. Used by the demo, the benchmark and tests."""

from __future__ import annotations

import dagster as dg

RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"


def run_write_path(
    first_day: str, last_day: str, instance: dg.DagsterInstance | None = None
) -> dg.ExecuteInProcessResult:
    from memory_pipeline.definitions import defs, resources_from_env

    job = defs.resolve_job_def("write_path_job")
    return job.execute_in_process(
        instance=instance,
        tags={RANGE_START_TAG: first_day, RANGE_END_TAG: last_day},
        raise_on_error=False,
        resources=resources_from_env(),
    )


def materialization_metadata(result: dg.ExecuteInProcessResult) -> dict[str, dict]:
    """Each asset's materialization metadata as plain values, for printing. A range run writes
    one materialization per partition: their numbers are summed and the days listed."""
    found: dict[str, dict] = {}
    for event in result.get_asset_materialization_events():
        materialization = event.materialization
        values = {key: value.value for key, value in materialization.metadata.items() if key != "path"}
        name = materialization.asset_key.to_user_string()
        if name not in found:
            found[name] = values
        else:
            found[name] = _summed(found[name], values)
        if materialization.partition:
            found[name].setdefault("partitions", [])
            found[name]["partitions"] = [*found[name]["partitions"], materialization.partition]
    return found


RATIO_MARKERS = ("per_", "rate", "pct", "share")
# Numbers that describe the run's configuration, not what a day did.
PROPERTIES = frozenset({"similarity_bands", "llm_max_concurrency"})


def _summed(total: dict, more: dict) -> dict:
    merged = dict(total)
    for key, value in more.items():
        if key in PROPERTIES:
            continue  # the same for every day of the run: kept as the first day had it
        if any(part in key for part in RATIO_MARKERS):
            merged.pop(key, None)  # a ratio of one day does not add up over days
        elif _is_number(value) and _is_number(total.get(key)):
            merged[key] = round(total[key] + value, 3)
        elif isinstance(value, dict) and isinstance(total.get(key), dict):
            merged[key] = _summed(total[key], value)
        elif key not in merged:
            merged[key] = value
    return merged


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def materialize_rest_of_graph(instance: dg.DagsterInstance) -> dg.ExecuteInProcessResult:
    """The projections (a drain of each target's outbox) with every projection check, and the
    gold-set evaluation with its check, as one run: after the demo every asset in the UI has a
    materialization and every check an evaluation."""
    from memory_pipeline.definitions import resources_from_env
    from memory_pipeline.projections.assets import projection_assets
    from memory_pipeline.projections.checks import projection_checks
    from memory_pipeline.quality.assets import extraction_quality
    from memory_pipeline.quality.checks import gate_recall_above_floor

    return dg.materialize(
        [*projection_assets, *projection_checks, extraction_quality, gate_recall_above_floor],
        resources=resources_from_env(),
        instance=instance,
        raise_on_error=False,
    )


def check_evaluations(result: dg.ExecuteInProcessResult) -> dict[str, dict]:
    """Each check's outcome and metadata as plain values, keyed `asset:check`."""
    found: dict[str, dict] = {}
    for evaluation in result.get_asset_check_evaluations():
        found[f"{evaluation.asset_key.to_user_string()}:{evaluation.check_name}"] = {
            "passed": evaluation.passed,
            **{key: value.value for key, value in evaluation.metadata.items()},
        }
    return found


def report_source_rows(instance: dg.DagsterInstance, rows: int, days: str) -> None:
    """`conversation_turns` is filled outside Dagster: record what an ingest added, so the
    source shows when it last changed."""
    instance.report_runless_asset_event(
        dg.AssetMaterialization(
            "conversation_turns",
            description="turns ingested",
            metadata={"rows_ingested": rows, "days": days},
        )
    )
