import dagster as dg

from memory_pipeline.projections.assets import projection_assets
from memory_pipeline.projections.checks import projection_checks
from memory_pipeline.projections.resources import milvus_from_env, neo4j_from_env
from memory_pipeline.projections.schedules import reconcile_projections_job, reconcile_projections_schedule
from memory_pipeline.projections.sensors import drain_jobs, outbox_sensors
from memory_pipeline.resources import postgres_from_env

defs = dg.Definitions(
    assets=projection_assets,
    asset_checks=projection_checks,
    jobs=[*drain_jobs, reconcile_projections_job],
    sensors=outbox_sensors,
    schedules=[reconcile_projections_schedule],
)

# Registered once at the top level (memory_pipeline.definitions), shared by every domain.
resources = {"postgres": postgres_from_env(), "milvus": milvus_from_env(), "neo4j": neo4j_from_env()}
