"""The write path as daily-partitioned assets:
conversation_turns -> raw_transcripts -> extracted_facts -> gated_facts -> classified_memories
-> long_term_memory. A range backfill runs as one run (BackfillPolicy.single_run()).
"""

from collections import Counter
from datetime import timedelta
from typing import Any, Mapping, TypeVar, cast

import dagster as dg

from memory_pipeline.db import sql
from memory_pipeline.lineage.provenance import dagster_writer, name_writer, written_memories_metadata
from memory_pipeline.db import check_embedding_dim
from memory_pipeline.embedding.calibration import bands_for
from memory_pipeline.resources import PostgresResource
from memory_pipeline.retries import retry_transient
from memory_pipeline.settings import knob
from memory_pipeline.write_path import stages
from memory_pipeline.llm.resources import LLMResource
from memory_pipeline.write_path.records import ClassifiedMemory, Fact, GatedFact, RejectedFact, TurnReference
from memory_pipeline.write_path.scope import due_turns

daily_partitions = dg.DailyPartitionsDefinition(
    start_date=knob("PARTITIONS_START_DATE"),
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
# (a database restart, a dropped connection, the model's 429) is retried by `retry_transient`;
# a deterministic error fails the step at once.

DAY_TAG_PREFIX = "memory_pipeline/day-"

WRITE_PATH: dict[str, Any] = dict(
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="write_path",
    io_manager_key="stage_io_manager",
)
# Steps that call the model share the `llm` concurrency pool across runs (limit: dagster.yaml).
LLM_POOL = "llm"

# The assets' values are annotated `dict[str, list[dict]]` because Dagster checks them against
# their annotations at run time, where a TypedDict cannot be checked; the stages' records
# (write_path.records) are those dicts, and the casts below name which ones each asset holds.
_Record = TypeVar("_Record", bound=Mapping[str, Any])


def _days(context: dg.AssetExecutionContext) -> tuple[str, str]:
    window = context.partition_time_window
    return window.start.date().isoformat(), (window.end - timedelta(days=1)).date().isoformat()


def _by_partition(context: dg.AssetExecutionContext, records: list[_Record]) -> dict[str, list[_Record]]:
    grouped: dict[str, list[_Record]] = {key: [] for key in context.partition_keys}
    for record in records:
        grouped.setdefault(record["day"], []).append(record)
    return grouped


def _run_id(context: dg.AssetExecutionContext) -> str:
    """The run that owns the turns it extracts: a re-execution from failure continues its root."""
    return context.run.root_run_id or context.run.run_id


@dg.asset(**WRITE_PATH, deps=[conversation_turns], kinds={"postgres"})
@retry_transient
def raw_transcripts(context: dg.AssetExecutionContext, postgres: PostgresResource) -> dict[str, list[dict]]:
    """The turns of the partition's days: all of them, or for a run the new-turns sensor
    requested only those not yet committed (at most the run's cap). Only their ids and times:
    the texts stay in the source table, so a text gate 0 rejects is never copied into a stage
    output."""
    first_day, last_day = _days(context)
    due = due_turns(context.run.tags)
    with postgres.connect() as conn:
        turns = stages.turn_references(conn, first_day, last_day, due)
    by_day = _by_partition(context, turns)
    # One tag per day, so the Runs page finds every run that processed a day, range runs too
    # (their own tags name only the range's ends).
    context.instance.add_run_tags(context.run.run_id, {f"{DAY_TAG_PREFIX}{day}": "processed" for day in by_day})
    scope = "whole partition" if due is None else f"due turns (at most {due.limit})"
    for day, day_turns in by_day.items():
        _record(
            context,
            day,
            {
                "scope": scope,
                "rows_out": len(day_turns),
                "users": len({t["user_id"] for t in day_turns}),
            },
        )
    context.log.info(f"{len(turns)} turns of {len({t['user_id'] for t in turns})} users over {first_day}..{last_day}")
    return cast(dict[str, list[dict]], by_day)


@dg.asset(**WRITE_PATH, kinds={"llm", "postgres"}, pool=LLM_POOL)
@retry_transient
def extracted_facts(
    context: dg.AssetExecutionContext,
    raw_transcripts: dict[str, list[dict]],
    postgres: PostgresResource,
    llm: LLMResource,
) -> dict[str, list[dict]]:
    """Gate 0 on each message and reply, then user and exchange facts from one call per turn."""
    facts_by_day: dict[str, list[Fact | RejectedFact]] = {}
    with postgres.connect(autocommit=True) as conn:
        for day in sorted(raw_transcripts):
            turns = stages.load_turn_texts(conn, cast(list[TurnReference], raw_transcripts[day]))
            backend = llm.backend(conn)  # fresh counters: each day reports its own calls
            facts, stats = stages.extract_facts(
                stages.TurnLedger(conn, _run_id(context)), turns, backend, on_progress=context.log.info
            )
            facts_by_day[day] = facts
            calls = backend.counters.chat_calls
            _record(
                context,
                day,
                {
                    **_backend_metadata(backend),
                    **stats.as_metadata(),
                    **backend.counters.as_metadata(),
                    "chat_calls_per_turn": round(calls / len(turns), 3) if turns else 0.0,
                    "llm_max_concurrency": llm.llm_max_concurrency,
                },
            )
    return cast(dict[str, list[dict]], facts_by_day)


@dg.asset(**WRITE_PATH, kinds={"postgres"})
@retry_transient
def gated_facts(
    context: dg.AssetExecutionContext, extracted_facts: dict[str, list[dict]], postgres: PostgresResource
) -> dict[str, list[dict]]:
    """Facts that passed gate 1 (each key and value) and gate 2 (the composed content)."""
    passed_by_day: dict[str, list[GatedFact]] = {}
    with postgres.connect(autocommit=True) as conn:
        for day in sorted(extracted_facts):
            facts = cast(list[Fact | RejectedFact], extracted_facts[day])
            passed, stats = stages.gate_facts(stages.TurnLedger(conn), facts)
            passed_by_day[day] = passed
            _record(
                context,
                day,
                {
                    **stats.as_metadata(),
                    "facts_per_source": dict(Counter(f["source"] for f in passed)),
                },
            )
    return cast(dict[str, list[dict]], passed_by_day)


@dg.asset(**WRITE_PATH, kinds={"llm", "postgres"}, pool=LLM_POOL)
@retry_transient
def classified_memories(
    context: dg.AssetExecutionContext,
    gated_facts: dict[str, list[dict]],
    postgres: PostgresResource,
    llm: LLMResource,
) -> dict[str, list[dict]]:
    """Category, tags and slot hint (rules first), and the embedding of the composed content."""
    memories_by_day: dict[str, list[ClassifiedMemory]] = {}
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        context.log.info(f"embedder: {backend.embedder_name} ({backend.settings.embedding_dim} dims)")
        # Before any embedding is paid for: the model must fit the store's vector column.
        check_embedding_dim(postgres.database_url, backend.settings.embedding_dim)
        for day in sorted(gated_facts):
            backend = llm.backend(conn)
            memories, stats = stages.classify_and_embed(cast(list[GatedFact], gated_facts[day]), backend)
            memories_by_day[day] = memories
            _record(
                context,
                day,
                {
                    **_backend_metadata(backend),
                    "embedder": backend.embedder_name,
                    **stats.as_metadata(),
                    **backend.counters.as_metadata(),
                },
            )
    return cast(dict[str, list[dict]], memories_by_day)


@dg.asset(
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="write_path",
    kinds={"postgres"},
    pool=LLM_POOL,  # the conflict judge calls the model
)
@retry_transient
def long_term_memory(
    context: dg.AssetExecutionContext,
    classified_memories: dict[str, list[dict]],
    postgres: PostgresResource,
    llm: LLMResource,
) -> dg.MaterializeResult:
    """The memory store: deduplicated, merge-planned and conflict-checked memories committed with
    their outbox events in one transaction per user."""
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        name_writer(
            conn,
            **dagster_writer(context, "write_path"),
            backend=backend.name,
            judge=backend.judge_name,
            prompt_version=backend.prompt_version,
        )
        bands = bands_for(conn, backend.settings)
        context.log.info(f"similarity bands for {backend.embedder_name}: {bands.as_dict()}")
        written_before: set[tuple] = set()
        # Day by day, oldest first: each partition's materialization carries its own figures,
        # and a later day's facts are still committed after an earlier day's.
        for day in sorted(classified_memories):
            memories = cast(list[ClassifiedMemory], classified_memories[day])
            backend = llm.backend(conn)
            stats = stages.write_memories(conn, memories, backend, prompt_version=backend.prompt_version, bands=bands)
            # Only the turns this run extracted: a turn is committed by the commit that decided it.
            turns_committed = stages.mark_run_committed(conn, _run_id(context), day, day)
            written = {
                tuple(row.values())
                for row in conn.execute(sql("lineage/written_by_run"), {"run_id": context.run.run_id}).fetchall()
            }
            _record(
                context,
                day,
                {
                    "rows_in": len(memories),
                    "turns_committed": turns_committed,
                    **stats.as_metadata(),
                    "judge": backend.judge_name,
                    "embedder": backend.embedder_name,
                    "similarity_bands": bands.as_dict(),
                    **backend.counters.as_metadata(),
                    **written_memories_metadata(written - written_before, context.run.run_id),
                },
            )
            written_before |= written
    return dg.MaterializeResult()


def _record(context: dg.AssetExecutionContext, day: str, metadata: dict) -> None:
    """One partition's own figures on that partition's materialization (a range run writes one
    materialization per day), and a line in the run's log."""
    context.add_asset_metadata(metadata, partition_key=day)
    figures = {k: v for k, v in metadata.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    context.log.info(f"{day}: {figures}")


def _backend_metadata(backend) -> dict:
    # The kind says the step needs a model; which one ran is here, offline backend included.
    return {"backend": backend.name, "prompt_version": backend.prompt_version}


write_path_assets = [raw_transcripts, extracted_facts, gated_facts, classified_memories, long_term_memory]

write_path_job = dg.define_asset_job(
    "write_path_job",
    selection=dg.AssetSelection.assets(*write_path_assets),
    description="Turns of the selected days into committed memories and outbox events.",
)
