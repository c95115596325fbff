"""Governance jobs and schedules. Resources (`postgres`, `llm`) are registered once at the top level."""

import dagster as dg

from memory_pipeline.governance.jobs import governance_jobs
from memory_pipeline.governance.retention_assets import (
    retention_checks,
    retention_daily,
    retention_job,
    store_retention,
)
from memory_pipeline.governance.schedules import governance_schedules

defs = dg.Definitions(
    assets=[store_retention],
    asset_checks=retention_checks,
    jobs=[*governance_jobs, retention_job],
    schedules=[*governance_schedules, retention_daily],
)
