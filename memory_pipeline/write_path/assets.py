"""The write path as daily-partitioned assets:
conversation_turns -> raw_transcripts -> extracted_facts -> gated_facts -> classified_memories
-> long_term_memory. A range backfill runs as one run (BackfillPolicy.single_run()).
"""


import os
from collections import Counter
from datetime import timedelta

import dagster as dg

from memory_pipeline.db import check_embedding_dim
from memory_pipeline.embedding.calibration import bands_for
from memory_pipeline.resources import PostgresResource
from memory_pipeline.write_path import stages
from memory_pipeline.write_path.resources import LLMResource

daily_partitions = dg.DailyPartitionsDefinition(
    start_date=os.environ.get("PARTITIONS_START_DATE", "2026-01-01"),
    end_offset=1,  # today's partition exists, so turns ingested today can be processed today
)

conversation_turns = dg.AssetSpec(
    "conversation_turns",
    group_name="sources",
    description="Source table filled by the agent app or `memory-pipeline ingest`: one row per user "
    "message and assistant reply.",
    kinds={"postgres"},
)

# Every step is idempotent (caches, unique source keys, dedupe keys), so a transient failure
# (a database restart, a dropped connection) is simply retried.
TRANSIENT_RETRY = dg.RetryPolicy(max_retries=2, delay=10, backoff=dg.Backoff.EXPONENTIAL)

WRITE_PATH = dict(
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="write_path",
    io_manager_key="stage_io_manager",
    retry_policy=TRANSIENT_RETRY,
)


def _days(context: dg.AssetExecutionContext) -> tuple[str, str]:
    window = context.partition_time_window
    return window.start.date().isoformat(), (window.end - timedelta(days=1)).date().isoformat()


def _by_partition(context: dg.AssetExecutionContext, records: list[dict]) -> dict[str, list[dict]]:
    grouped: dict[str, list[dict]] = {key: [] for key in context.partition_keys}
    for record in records:
        grouped.setdefault(record["day"], []).append(record)
    return grouped


def _flatten(upstream: dict[str, list[dict]]) -> list[dict]:
    return [record for key in sorted(upstream) for record in upstream[key]]


@dg.asset(**WRITE_PATH, deps=[conversation_turns], kinds={"postgres"})
def raw_transcripts(context: dg.AssetExecutionContext, postgres: PostgresResource) -> dict[str, list[dict]]:
    """The turns of the partition's days, read from the source table."""
    first_day, last_day = _days(context)
    with postgres.connect() as conn:
        turns = stages.load_turns(conn, first_day, last_day)
    context.add_output_metadata({
        "rows_out": len(turns),
        "users": len({t["user_id"] for t in turns}),
        "days": f"{first_day}..{last_day}",
    })
    return _by_partition(context, turns)


@dg.asset(**WRITE_PATH, kinds={"openai"})
def extracted_facts(
    context: dg.AssetExecutionContext, raw_transcripts: dict[str, list[dict]],
    postgres: PostgresResource, llm: LLMResource,
) -> dict[str, list[dict]]:
    """Gate 0 on each message and reply, then user and exchange facts from one call per turn."""
    turns = _flatten(raw_transcripts)
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        context.log.info(f"extraction backend: {backend.name}, prompt version {backend.prompt_version}")
        facts, stats = stages.extract_facts(stages.TurnLedger(conn), turns, backend)
    calls = backend.counters.chat_calls
    context.add_output_metadata({
        "backend": backend.name,
        "prompt_version": backend.prompt_version,
        **stats.as_metadata(),
        **backend.counters.as_metadata(),
        "chat_calls_per_turn": round(calls / len(turns), 3) if turns else 0.0,
    })
    return _by_partition(context, facts)


@dg.asset(**WRITE_PATH)
def gated_facts(
    context: dg.AssetExecutionContext, extracted_facts: dict[str, list[dict]], postgres: PostgresResource
) -> dict[str, list[dict]]:
    """Facts that passed gate 1 (each key and value) and gate 2 (the composed content)."""
    facts = _flatten(extracted_facts)
    with postgres.connect(autocommit=True) as conn:
        passed, stats = stages.gate_facts(stages.TurnLedger(conn), facts)
    context.add_output_metadata({
        **stats.as_metadata(),
        "facts_per_source": dict(Counter(f["source"] for f in passed)),
    })
    return _by_partition(context, passed)


@dg.asset(**WRITE_PATH, kinds={"openai"})
def classified_memories(
    context: dg.AssetExecutionContext, gated_facts: dict[str, list[dict]],
    postgres: PostgresResource, llm: LLMResource,
) -> dict[str, list[dict]]:
    """Category, tags and slot hint (rules first), and the embedding of the composed content."""
    facts = _flatten(gated_facts)
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        context.log.info(f"embedder: {backend.embedder_name} ({backend.settings.embedding_dim} dims)")
        # Before any embedding is paid for: the model must fit the store's vector column.
        check_embedding_dim(postgres.database_url, backend.settings.embedding_dim)
        memories, stats = stages.classify_and_embed(facts, backend)
    context.add_output_metadata({
        "backend": backend.name, "embedder": backend.embedder_name,
        **stats.as_metadata(), **backend.counters.as_metadata(),
    })
    return _by_partition(context, memories)


@dg.asset(
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="write_path",
    retry_policy=TRANSIENT_RETRY,
    kinds={"postgres"},
)
def long_term_memory(
    context: dg.AssetExecutionContext, classified_memories: dict[str, list[dict]],
    postgres: PostgresResource, llm: LLMResource,
) -> dg.MaterializeResult:
    """The memory store: deduplicated, merge-planned and conflict-checked memories committed with
    their outbox events in one transaction per user."""
    memories = _flatten(classified_memories)
    first_day, last_day = _days(context)
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        bands = bands_for(conn, backend.settings)
        context.log.info(f"similarity bands for {backend.embedder_name}: {bands.as_dict()}")
        stats = stages.write_memories(conn, memories, backend, prompt_version=backend.prompt_version, bands=bands)
        stages.mark_days_committed(conn, first_day, last_day)
    return dg.MaterializeResult(metadata={
        "rows_in": len(memories),
        **stats.as_metadata(),
        "judge": backend.judge_name,
        "embedder": backend.embedder_name,
        "similarity_bands": bands.as_dict(),
        **backend.counters.as_metadata(),
    })


write_path_assets = [raw_transcripts, extracted_facts, gated_facts, classified_memories, long_term_memory]

write_path_job = dg.define_asset_job(
    "write_path_job",
    selection=dg.AssetSelection.assets(*write_path_assets),
    description="Turns of the selected days into committed memories and outbox events.",
)
