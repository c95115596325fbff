"""Projection assets: a materialization is a drain of the target's outbox.

Each asset runs in its own concurrency pool, so drain runs of one target queue instead of
piling up (SKIP LOCKED and leases keep an overlap safe anyway).
"""

import time

import dagster as dg

from memory_pipeline.projections.outbox import DrainReport, drain, target_health

LONG_TERM_MEMORY = dg.AssetKey("long_term_memory")
# target -> (asset name, resource key of its store, concurrency pool)
PROJECTIONS: dict[str, tuple[str, str, str]] = {
    "milvus": ("milvus_memory_vectors", "milvus", "outbox_milvus"),
    "neo4j": ("neo4j_memory_graph", "neo4j", "outbox_neo4j"),
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


def _projection_asset(target: str, description: str) -> dg.AssetsDefinition:
    name, store_key, pool = PROJECTIONS[target]

    @dg.asset(
        name=name,
        deps=[LONG_TERM_MEMORY],
        pool=pool,
        group_name="projections",
        kinds={target},
        required_resource_keys={"postgres", store_key},
        description=description,
    )
    def _drain_asset(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
        postgres = context.resources.postgres
        store = getattr(context.resources, store_key)
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

    return _drain_asset


milvus_memory_vectors = _projection_asset(
    "milvus", "Recall index in Milvus: one vector per active memory, rebuilt from PostgreSQL through the outbox."
)
neo4j_memory_graph = _projection_asset(
    "neo4j",
    "Memory graph in Neo4j: (:User)-[:HAS_MEMORY]->(:Memory), FOLLOWS and SUPERSEDES edges, "
    "rebuilt from PostgreSQL through the outbox.",
)
projection_assets = [milvus_memory_vectors, neo4j_memory_graph]
