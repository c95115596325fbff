"""Hourly reconciliation: a run of the projection checks (the drift check repairs)."""

import dagster as dg

from memory_pipeline.projections.assets import projection_assets
from memory_pipeline.write_path.checks import no_pii_in_long_term_memory

# The write path's PII check scans only its run's days; the full scan of every active memory
# runs here, hourly, with the projection checks.
reconcile_projections_job = dg.define_asset_job(
    "reconcile_projections",
    selection=dg.AssetSelection.checks_for_assets(*projection_assets)
    | dg.AssetSelection.checks(no_pii_in_long_term_memory),
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
