"""Retention in Dagster: the `store_retention` asset (one materialization = one retention pass,
its report as metadata), one asset check per retained table that fails when the table holds rows
past its bound, the `retention_job` and the daily schedule."""

from typing import Optional

import dagster as dg
from pydantic import Field

from memory_pipeline.governance.as_of import parse_now
from memory_pipeline.governance.retention import (
    DEFAULT_RETENTION_BATCH_SIZE,
    RETENTION_PARTS,
    RETENTION_STATEMENTS,
    RetentionPolicy,
    apply_retention,
    table_bounds,
)
from memory_pipeline.governance.jobs import NOW_HELP
from memory_pipeline.resources import PostgresResource

GOVERNANCE_GROUP = "governance"


class RetentionConfig(dg.Config):
    now: Optional[str] = Field(default=None, description=NOW_HELP)
    batch_size: int = Field(default=DEFAULT_RETENTION_BATCH_SIZE, description="Rows deleted per transaction.")


def _metadata(report: dict) -> dict:
    metadata: dict = {"now": report["now"], "deleted": report["deleted"], "policy_days": report["policy_days"]}
    for part in RETENTION_PARTS:
        result = report[part]
        metadata[f"{part}_deleted"] = result["deleted"]
        metadata[f"{part}_deleted_by"] = result["by_group"]
        metadata[f"{part}_seconds"] = result["seconds"]
    return metadata


@dg.asset(
    group_name=GOVERNANCE_GROUP,
    kinds={"postgres"},
    description="Prunes processed outbox events (old or superseded), committed stage outputs, old LLM answers "
    "and old gate rejections (OUTBOX_RETENTION_DAYS, OUTBOX_SUPERSEDED_RETENTION_DAYS, STAGE_OUTPUT_GRACE_DAYS, "
    "LLM_CACHE_RETENTION_DAYS, GATE_REJECTION_RETENTION_DAYS).",
)
def store_retention(context: dg.AssetExecutionContext, config: RetentionConfig, postgres: PostgresResource):
    with postgres.connect(autocommit=True) as conn:
        report = apply_retention(conn, parse_now(config.now), batch_size=config.batch_size)
    context.log.info(f"retention removed {report['deleted']} rows")
    return dg.MaterializeResult(metadata=_metadata(report))


def _bound_check(table: str) -> dg.AssetChecksDefinition:
    @dg.asset_check(
        asset=store_retention,
        name=f"{table}_within_bound",
        description=f"{table} holds no row past its retention (plus one day of slack).",
    )
    def check(postgres: PostgresResource) -> dg.AssetCheckResult:
        with postgres.connect(autocommit=True) as conn:
            bounds = table_bounds(conn, policy=RetentionPolicy.from_env())[table]
        return dg.AssetCheckResult(
            passed=bounds["overdue"] == 0,
            metadata={"rows": bounds["rows"], "bytes": bounds["bytes"], "rows_past_bound": bounds["overdue"]},
        )

    return check


retention_checks = [_bound_check(table) for table in RETENTION_STATEMENTS]

retention_job = dg.define_asset_job(
    "retention_job",
    selection=dg.AssetSelection.assets(store_retention),
    description="Retention of the outbox, stage outputs, LLM cache and gate rejections, then the bound checks.",
    tags={"domain": "governance"},
)


@dg.schedule(
    job=retention_job,
    cron_schedule="0 4 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Prune after decay and eviction (02:00, 03:00) so their events age out on schedule.",
)
def retention_daily(context: dg.ScheduleEvaluationContext):
    now = context.scheduled_execution_time.isoformat()
    return dg.RunRequest(
        run_config={"ops": {"store_retention": {"config": {"now": now}}}}, tags={"governance/now": now}
    )
