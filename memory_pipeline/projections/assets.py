"""Projection assets: a materialization is a drain of the target's outbox.

Each asset runs in its own concurrency pool, so drain runs of one target queue instead of
piling up (SKIP LOCKED and leases keep an overlap safe anyway).
"""

import time

import dagster as dg

from memory_pipeline.projections.outbox import DrainReport, drain, target_health
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.resources import PostgresResource

LONG_TERM_MEMORY = dg.AssetKey("long_term_memory")
# target -> (asset name, concurrency pool); the store is the resource named like the target.
PROJECTIONS: dict[str, tuple[str, str]] = {
    "milvus": ("milvus_memory_vectors", "outbox_milvus"),
    "neo4j": ("neo4j_memory_graph", "outbox_neo4j"),
}


def asset_key(target: str) -> dg.AssetKey:
    return dg.AssetKey(PROJECTIONS[target][0])


def drain_metadata(report: DrainReport, health: dict) -> dict:
    return {
        "events_processed": report.processed,
        "upserts": report.upserts,
        "stale_skipped": report.stale,
        "replays": report.replays,
        "conflicts": report.conflicts,
        "retries_scheduled": report.failed,
        "died_in_this_run": report.dead,
        "dead_events": health["dead"],
        "pending_events": health["pending"],
        "lag_seconds": round(health["lag_seconds"], 3),
        "batches": report.batches,
        "worker": report.worker,
    }


# A drain logs its progress at most this often: the sensor tells a live drain from a dead one
# (a SIGKILLed worker leaves its run STARTED) by the age of the run's last event.
HEARTBEAT_SECONDS = 20


def _heartbeat(context: dg.AssetExecutionContext):
    last = [time.monotonic()]

    def beat(total: DrainReport) -> None:
        if time.monotonic() - last[0] >= HEARTBEAT_SECONDS:
            last[0] = time.monotonic()
            context.log.info(f"{total.processed} events processed in {total.batches} batches so far")

    return beat


def drain_and_report(
    context: dg.AssetExecutionContext, target: str, postgres: PostgresResource, store
) -> dg.MaterializeResult:
    """One materialization of a projection: drain its outbox, report the batch figures."""
    report = drain(postgres.database_url, target, store.projector, on_batch=_heartbeat(context))
    with postgres.connect(autocommit=True) as conn:
        health = target_health(conn, target)
    metadata = drain_metadata(report, health)
    if report.failed or report.dead:
        # The events are safe in the outbox with a later available_at; failing the run
        # makes the outage visible, and the sensor requests a new drain when they come due.
        raise dg.Failure(
            description=f"{report.failed + report.dead} {target} events failed: {'; '.join(report.errors)[:500]}",
            metadata=metadata,
        )
    return dg.MaterializeResult(metadata=metadata)


def _asset_args(target: str, description: str) -> dict:
    name, pool = PROJECTIONS[target]
    return {
        "name": name,
        "deps": [LONG_TERM_MEMORY],
        "pool": pool,
        "group_name": "projections",
        "kinds": {target},
        "description": description,
    }


@dg.asset(
    **_asset_args(
        "milvus", "Recall index in Milvus: one vector per active memory, rebuilt from PostgreSQL through the outbox."
    )
)
def milvus_memory_vectors(
    context: dg.AssetExecutionContext, postgres: PostgresResource, milvus: MilvusResource
) -> dg.MaterializeResult:
    return drain_and_report(context, "milvus", postgres, milvus)


@dg.asset(
    **_asset_args(
        "neo4j",
        "Memory graph in Neo4j: (:User)-[:HAS_MEMORY]->(:Memory), FOLLOWS and SUPERSEDES edges, "
        "rebuilt from PostgreSQL through the outbox.",
    )
)
def neo4j_memory_graph(
    context: dg.AssetExecutionContext, postgres: PostgresResource, neo4j: Neo4jResource
) -> dg.MaterializeResult:
    return drain_and_report(context, "neo4j", postgres, neo4j)


projection_assets = [milvus_memory_vectors, neo4j_memory_graph]
