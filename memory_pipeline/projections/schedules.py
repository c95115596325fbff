"""Hourly reconciliation: a run of the projection checks (the drift check repairs)."""

import dagster as dg

from memory_pipeline.projections.assets import projection_assets

reconcile_projections_job = dg.define_asset_job(
    "reconcile_projections",
    selection=dg.AssetSelection.checks_for_assets(*projection_assets),
    description="Compare PostgreSQL with Milvus and Neo4j, enqueue repairs, remove orphans, and check the outbox.",
)

reconcile_projections_schedule = dg.ScheduleDefinition(
    name="reconcile_projections_hourly",
    job=reconcile_projections_job,
    cron_schedule="0 * * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
