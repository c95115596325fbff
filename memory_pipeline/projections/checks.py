"""Asset checks on the projections. The drift check is the reconciliation itself: it repairs
what it finds (through the outbox) and fails while anything was found."""

import dagster as dg

from memory_pipeline.projections.assets import PROJECTIONS, asset_key
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.projections.outbox import memories_missing_events, target_health
from memory_pipeline.projections.reconcile import reconcile
from memory_pipeline.resources import PostgresResource


def _drift_result(postgres: PostgresResource, store) -> dg.AssetCheckResult:
    with postgres.connect(autocommit=True) as conn, store.projector() as projector:
        report = reconcile(conn, projector, repair=True)
    return dg.AssetCheckResult(
        passed=report.drift == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={k: v for k, v in report.as_dict().items() if k != "target"},
    )


def _drift_description(target: str) -> str:
    return f"PostgreSQL and {target} agree (missing, stale and orphan all 0); drift is repaired."


@dg.asset_check(asset=asset_key("milvus"), name="projection_drift", description=_drift_description("milvus"))
def milvus_projection_drift(postgres: PostgresResource, milvus: MilvusResource) -> dg.AssetCheckResult:
    return _drift_result(postgres, milvus)


@dg.asset_check(asset=asset_key("neo4j"), name="projection_drift", description=_drift_description("neo4j"))
def neo4j_projection_drift(postgres: PostgresResource, neo4j: Neo4jResource) -> dg.AssetCheckResult:
    return _drift_result(postgres, neo4j)


def _outbox_checks_for(target: str) -> list[dg.AssetChecksDefinition]:
    key = asset_key(target)

    @dg.asset_check(
        asset=key,
        name="no_dead_events",
        description=f"No {target} outbox event has exhausted its attempts (`memory-pipeline dead list`).",
    )
    def no_dead_events(postgres: PostgresResource) -> dg.AssetCheckResult:
        with postgres.connect(autocommit=True) as conn:
            health = target_health(conn, target)
        return dg.AssetCheckResult(
            passed=health["dead"] == 0, metadata={"dead_events": health["dead"], "pending_events": health["pending"]}
        )

    @dg.asset_check(
        asset=key,
        name="memories_have_events",
        description=f"Every active memory has its {target} outbox events for its current version.",
    )
    def memories_have_events(postgres: PostgresResource) -> dg.AssetCheckResult:
        with postgres.connect(autocommit=True) as conn:
            found = memories_missing_events(conn, target)
        return dg.AssetCheckResult(
            passed=found["missing"] == 0,
            metadata={"memories_missing_events": found["missing"], "sample_ids": str(found["sample_ids"])},
        )

    return [no_dead_events, memories_have_events]


projection_checks = [
    milvus_projection_drift,
    neo4j_projection_drift,
    *(check for target in PROJECTIONS for check in _outbox_checks_for(target)),
]
