"""The `reembed_job`: the CLI's `reembed` as a Dagster job, progress in the run's logs."""

import dagster as dg

from memory_pipeline.db import migrate
from memory_pipeline.embedding.reembed import DEFAULT_BATCH_SIZE, reembed
from memory_pipeline.llm.embeddings import get_embedder
from memory_pipeline.projections.resources import MilvusResource
from memory_pipeline.resources import PostgresResource
from memory_pipeline.llm.resources import LLMResource


class ReembedConfig(dg.Config):
    batch_size: int = DEFAULT_BATCH_SIZE


@dg.op(
    description="Re-embed every memory with the configured embedder, migrate the vector column and "
    "the Milvus collection, enqueue the projection events; resumes an interrupted run."
)
def reembed_memories(
    context: dg.OpExecutionContext,
    config: ReembedConfig,
    postgres: PostgresResource,
    llm: LLMResource,
    milvus: MilvusResource,
) -> dict:
    migrate(postgres.database_url, check_dimension=False)
    with postgres.connect(autocommit=True) as conn:
        report = reembed(
            conn,
            llm,
            get_embedder(llm),
            milvus.projector,
            batch_size=config.batch_size,
            progress=context.log.info,
        )
    context.add_output_metadata({k: v for k, v in report.items() if isinstance(v, (int, str, bool))})
    return report


@dg.job(description="Move the store to the configured embedding model (EMBEDDING_BACKEND).")
def reembed_job():
    reembed_memories()


defs = dg.Definitions(jobs=[reembed_job])
