"""Asset checks on the projections. The drift check is the reconciliation itself: it repairs
what it finds (through the outbox) and fails while anything was found."""

import dagster as dg

from memory_pipeline.projections.assets import PROJECTIONS, asset_key
from memory_pipeline.projections.outbox import memories_missing_events, target_health
from memory_pipeline.projections.reconcile import reconcile


def _checks_for(target: str) -> list[dg.AssetChecksDefinition]:
    key = asset_key(target)
    store_key = PROJECTIONS[target][1]

    @dg.asset_check(
        asset=key,
        name="projection_drift",
        required_resource_keys={"postgres", store_key},
        description=f"PostgreSQL and {target} agree (missing, stale and orphan all 0); drift is repaired.",
    )
    def projection_drift(context: dg.AssetCheckExecutionContext) -> dg.AssetCheckResult:
        store = getattr(context.resources, store_key)
        with context.resources.postgres.connect(autocommit=True) as conn, store.projector() as projector:
            report = reconcile(conn, projector, repair=True)
        return dg.AssetCheckResult(
            passed=report.drift == 0,
            severity=dg.AssetCheckSeverity.WARN,
            metadata={k: v for k, v in report.as_dict().items() if k != "target"},
        )

    @dg.asset_check(
        asset=key,
        name="no_dead_events",
        required_resource_keys={"postgres"},
        description=f"No {target} outbox event has exhausted its attempts (`memory-pipeline dead list`).",
    )
    def no_dead_events(context: dg.AssetCheckExecutionContext) -> dg.AssetCheckResult:
        with context.resources.postgres.connect(autocommit=True) as conn:
            health = target_health(conn, target)
        return dg.AssetCheckResult(
            passed=health["dead"] == 0, metadata={"dead_events": health["dead"], "pending_events": health["pending"]}
        )

    @dg.asset_check(
        asset=key,
        name="memories_have_events",
        required_resource_keys={"postgres"},
        description=f"Every active memory has its {target} outbox events for its current version.",
    )
    def memories_have_events(context: dg.AssetCheckExecutionContext) -> dg.AssetCheckResult:
        with context.resources.postgres.connect(autocommit=True) as conn:
            found = memories_missing_events(conn, target)
        return dg.AssetCheckResult(
            passed=found["missing"] == 0,
            metadata={"memories_missing_events": found["missing"], "sample_ids": str(found["sample_ids"])},
        )

    return [projection_drift, no_dead_events, memories_have_events]


projection_checks = [check for target in PROJECTIONS for check in _checks_for(target)]
