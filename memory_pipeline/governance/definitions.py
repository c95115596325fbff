"""Governance jobs and schedules. Resources (`postgres`, `llm`) are registered once at the top level."""

import dagster as dg

from memory_pipeline.governance.jobs import governance_jobs
from memory_pipeline.governance.schedules import governance_schedules

defs = dg.Definitions(jobs=governance_jobs, schedules=governance_schedules)
