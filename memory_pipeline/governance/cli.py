"""`memory-pipeline decay | evict | retention | merge | forget | history`: the governance jobs by hand.

Each prints one JSON document; the same functions run in the scheduled Dagster jobs.
"""

from __future__ import annotations


def _connect(command: str):
    """Settings and an autocommit connection whose memory writes are attributed to `command`."""
    from memory_pipeline.db import connect
    from memory_pipeline.lineage.provenance import name_writer
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    conn = connect(settings.database_url, autocommit=True)
    name_writer(conn, step=f"cli:{command}")
    return settings, conn


def _decay(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.decay import decay

    _, conn = _connect("decay")
    with conn:
        emit(decay(conn, parse_now(args.now), batch_size=args.batch_size, workers=args.workers))
    return 0


def _evict(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.eviction import evict

    _, conn = _connect("evict")
    with conn:
        emit(evict(conn, parse_now(args.now), batch_size=args.batch_size, workers=args.workers))
    return 0


def _retention(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.retention import apply_retention

    _, conn = _connect("retention")
    with conn:
        emit(apply_retention(conn, parse_now(args.now), batch_size=args.batch_size))
    return 0


def _merge(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.merge import execute_merges
    from memory_pipeline.llm.backends import ModelBackend

    settings, conn = _connect("merge")
    with conn:
        emit(execute_merges(conn, ModelBackend(settings.llm, conn), parse_now(args.now), limit=args.limit))
    return 0


def _forget(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.forget import compact_projections, forget_user

    settings, conn = _connect("forget")
    with conn:
        report = forget_user(conn, args.user, compact=args.compact)
    if args.compact:
        report["projections"] = compact_projections(settings)
    emit(report)
    return 0


def _history(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.history import NotTheUsersMemory, user_memory_history

    _, conn = _connect("read")
    with conn:
        try:
            chain = user_memory_history(conn, args.memory, args.user, operator=args.operator)
        except NotTheUsersMemory as refused:
            emit({"memory": args.memory, "error": str(refused)})
            return 2
    emit({"memory": args.memory, "chain": chain})
    return 0 if chain else 1


def register(subparsers) -> None:
    # Only light imports here: every `memory-pipeline` command builds the whole parser.
    from memory_pipeline.cli import identifier, iso_datetime, positive_int
    from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE, DEFAULT_WORKERS
    from memory_pipeline.governance.retention import DEFAULT_RETENTION_BATCH_SIZE

    now_help = "act as of this ISO 8601 instant (default: now; naive means UTC)"
    decay = subparsers.add_parser("decay", help="decay memory importance (importance * 0.995^days)")
    decay.add_argument("--now", type=iso_datetime, help=now_help)
    decay.add_argument("--batch-size", type=positive_int, default=DEFAULT_BATCH_SIZE, help="memory ids per statement")
    decay.add_argument(
        "--workers", type=positive_int, default=DEFAULT_WORKERS, help="connections running batches at once"
    )
    decay.set_defaults(handler=_decay)

    evict = subparsers.add_parser("evict", help="evict memories that are both too old and too unimportant")
    evict.add_argument("--now", type=iso_datetime, help=now_help)
    evict.add_argument("--batch-size", type=positive_int, default=DEFAULT_BATCH_SIZE, help="memory ids per statement")
    evict.add_argument(
        "--workers", type=positive_int, default=DEFAULT_WORKERS, help="connections running batches at once"
    )
    evict.set_defaults(handler=_evict)

    retention = subparsers.add_parser(
        "retention", help="prune processed outbox events, committed stage outputs, old LLM answers and audit rows"
    )
    retention.add_argument("--now", help=now_help)
    retention.add_argument(
        "--batch-size",
        type=positive_int,
        default=DEFAULT_RETENTION_BATCH_SIZE,
        help="rows deleted per transaction (memory ids per statement for superseded events)",
    )
    retention.set_defaults(handler=_retention)

    merge = subparsers.add_parser("merge", help="execute the pending merge candidates")
    merge.add_argument("--now", type=iso_datetime, help=now_help)
    merge.add_argument(
        "--limit", type=positive_int, help="candidates decided in this run (default: merge.DEFAULT_LIMIT)"
    )
    merge.set_defaults(handler=_merge)

    forget = subparsers.add_parser(
        "forget", help="forget a user everywhere (PostgreSQL now, the projections through the outbox)"
    )
    forget.add_argument("--user", type=identifier("user_id"), required=True, help="the user id to forget")
    forget.add_argument(
        "--compact",
        action="store_true",
        help="also VACUUM the touched tables, drain the projections and ask Neo4j and Milvus to compact",
    )
    forget.set_defaults(handler=_forget)

    history = subparsers.add_parser("history", help="print a memory's supersede chain")
    history.add_argument("--memory", type=positive_int, required=True, help="memory id")
    whose = history.add_mutually_exclusive_group(required=True)
    whose.add_argument("--user", help="the user the memory belongs to; another user's memory is refused")
    whose.add_argument(
        "--operator", action="store_true", help="read any user's memory (an operator's deliberate choice)"
    )
    history.set_defaults(handler=_history)
