"""The governance jobs (SPEC section 8): decay, eviction, merge execution and forgetting a user.

Each job is one op around the plain function the CLI calls too, and reports that function's
result as the op's output metadata (visible on the run in the Dagster UI). Decay, eviction
and merge take `now` as run config (schedules pass their tick time, so a re-executed tick
acts as of the same instant); forget takes the user id.
"""

from typing import Optional

import dagster as dg
from pydantic import Field

from memory_pipeline.governance.as_of import parse_now
from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE, DEFAULT_WORKERS
from memory_pipeline.governance.decay import decay
from memory_pipeline.governance.eviction import evict
from memory_pipeline.governance.forget import forget_user
from memory_pipeline.governance.merge import DEFAULT_LIMIT, execute_merges
from memory_pipeline.lineage.provenance import dagster_writer, name_writer
from memory_pipeline.identifiers import identifier_problem
from memory_pipeline.resources import PostgresResource
from memory_pipeline.llm.resources import LLMResource

NOW_HELP = "ISO 8601 instant the job acts as (naive means UTC); empty: the moment the op runs."


class AsOfConfig(dg.Config):
    now: Optional[str] = Field(default=None, description=NOW_HELP)
    batch_size: int = Field(default=DEFAULT_BATCH_SIZE, description="Memory ids per set-based statement.")
    workers: int = Field(
        default=DEFAULT_WORKERS, description="Connections running batches at once (about one per database core)."
    )


class MergeConfig(dg.Config):
    now: Optional[str] = Field(default=None, description=NOW_HELP)
    limit: int = Field(default=DEFAULT_LIMIT, description="Pending candidates decided per run.")


class ForgetConfig(dg.Config):
    user_id: str = Field(description="The user to forget. Only its keyed hash appears in run metadata.")
    compact: bool = Field(default=False, description="Also VACUUM the tables the forget touched.")


def _reported(report: dict) -> dg.Output:
    # Nothing to hand downstream: the report is the op's result, kept as run metadata.
    return dg.Output(None, metadata=report)


@dg.op(out=dg.Out(dg.Nothing), description="importance * 0.995^days, written only where it changes by > 0.01.")
def decay_memories(context: dg.OpExecutionContext, config: AsOfConfig, postgres: PostgresResource):
    with postgres.connect(autocommit=True) as conn:
        name_writer(conn, **dagster_writer(context, "decay"))
        report = decay(conn, parse_now(config.now), batch_size=config.batch_size, workers=config.workers)
    context.log.info(f"decay: {report['changed']} memories in {report['batches']} batches, {report['events']} events")
    return _reported(report)


@dg.op(
    out=dg.Out(dg.Nothing),
    description="Evict memories older than their ttl AND below their category's min importance.",
)
def evict_memories(context: dg.OpExecutionContext, config: AsOfConfig, postgres: PostgresResource):
    with postgres.connect(autocommit=True) as conn:
        name_writer(conn, **dagster_writer(context, "eviction"))
        report = evict(conn, parse_now(config.now), batch_size=config.batch_size, workers=config.workers)
    context.log.info(f"eviction: {report['changed']} memories evicted, by category {report['by_category']}")
    return _reported(report)


@dg.op(
    out=dg.Out(dg.Nothing),
    description="Merge the pending candidate pairs (re-checked first); the newer memory is superseded by the older.",
    pool="llm",  # the merge writer calls the model: shares the write path's pool
)
def merge_candidate_pairs(
    context: dg.OpExecutionContext, config: MergeConfig, postgres: PostgresResource, llm: LLMResource
):
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        name_writer(conn, **dagster_writer(context, "merge"), merge_writer=backend.merge_name)
        report = execute_merges(conn, backend, parse_now(config.now), limit=config.limit)
        report.update(backend.counters.as_metadata())
    context.log.info(
        f"merge ({report['merge_writer']}): {report['merged']} merged, {report['stale']} stale, "
        f"{report['rejected']} rejected, {report['pending']} left pending"
    )
    return _reported(report)


@dg.op(
    out=dg.Out(dg.Nothing),
    description="Erase one user's memories, cached answers, turns and stage records; the projections follow.",
)
def forget_user_data(context: dg.OpExecutionContext, config: ForgetConfig, postgres: PostgresResource):
    problem = identifier_problem(config.user_id)
    if problem:
        raise dg.Failure(description=f"user_id {problem}", allow_retries=False)
    with postgres.connect(autocommit=True) as conn:
        name_writer(conn, **dagster_writer(context, "forget"))
        report = forget_user(conn, config.user_id, compact=config.compact)
    context.log.info(f"forget {report['user_hash']}: {report['memories']} memories, {report['turns']} turns")
    return _reported(report)


@dg.job(description="Daily decay of memory importance (SPEC section 8).", tags={"domain": "governance"})
def decay_job():
    decay_memories()


@dg.job(
    description="Daily eviction: age > ttl_days AND importance < min_importance, per category.",
    tags={"domain": "governance"},
)
def eviction_job():
    evict_memories()


@dg.job(
    description="Execute merge candidates recorded by the write path (0.80-0.95 similarity).",
    tags={"domain": "governance"},
)
def merge_job():
    merge_candidate_pairs()


@dg.job(
    description="Forget a user everywhere: PostgreSQL now, Milvus and Neo4j through the outbox.",
    tags={"domain": "governance"},
)
def forget_user_job():
    forget_user_data()


governance_jobs = [decay_job, eviction_job, merge_job, forget_user_job]
