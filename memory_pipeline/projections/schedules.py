"""Hourly reconciliation: a run of the projection checks (the drift check repairs)."""

import dagster as dg

from memory_pipeline.projections.assets import LONG_TERM_MEMORY, projection_assets

# The checks of the memory store itself run here too: in a write-path run the PII check scans
# only that run's days; here, without a partition, it scans every active memory. Selected by
# asset key, so this domain loads on its own (the check is defined by the write path).
reconcile_projections_job = dg.define_asset_job(
    "reconcile_projections",
    selection=dg.AssetSelection.checks_for_assets(*projection_assets)
    | dg.AssetSelection.checks_for_assets(LONG_TERM_MEMORY),
    description="Compare PostgreSQL with Milvus and Neo4j, enqueue repairs, remove orphans, check the outbox, "
    "and scan every active memory for PII.",
)

reconcile_projections_schedule = dg.ScheduleDefinition(
    name="reconcile_projections_hourly",
    job=reconcile_projections_job,
    cron_schedule="0 * * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
