import dagster as dg

from memory_pipeline.projections.assets import projection_assets
from memory_pipeline.projections.checks import projection_checks
from memory_pipeline.projections.schedules import reconcile_projections_job, reconcile_projections_schedule
from memory_pipeline.projections.sensors import drain_jobs, outbox_sensors

defs = dg.Definitions(
    assets=projection_assets,
    asset_checks=projection_checks,
    jobs=[*drain_jobs, reconcile_projections_job],
    sensors=outbox_sensors,
    schedules=[reconcile_projections_schedule],
)
