"""`memory-pipeline decay | evict | merge | forget | history`: the governance jobs by hand.

Each prints one JSON document; the same functions run in the scheduled Dagster jobs.
"""

from __future__ import annotations


def _connect():
    from memory_pipeline.db import connect
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    return settings, connect(settings.database_url, autocommit=True)


def _decay(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.decay import decay

    _, conn = _connect()
    with conn:
        emit(decay(conn, parse_now(args.now), batch_size=args.batch_size))
    return 0


def _evict(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.eviction import evict

    _, conn = _connect()
    with conn:
        emit(evict(conn, parse_now(args.now), batch_size=args.batch_size))
    return 0


def _merge(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.as_of import parse_now
    from memory_pipeline.governance.merge import execute_merges
    from memory_pipeline.llm.backends import ModelBackend

    settings, conn = _connect()
    with conn:
        emit(execute_merges(conn, ModelBackend(settings, conn), parse_now(args.now), limit=args.limit))
    return 0


def _forget(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.forget import forget_user

    _, conn = _connect()
    with conn:
        emit(forget_user(conn, args.user))
    return 0


def _history(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.governance.history import memory_history

    _, conn = _connect()
    with conn:
        chain = memory_history(conn, args.memory)
    emit({"memory": args.memory, "chain": chain})
    return 0 if chain else 1


def register(subparsers) -> None:
    # Only light imports here: every `memory-pipeline` command builds the whole parser.
    from memory_pipeline.cli import identifier, iso_datetime, positive_int
    from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE

    now_help = "act as of this ISO 8601 instant (default: now; naive means UTC)"
    decay = subparsers.add_parser("decay", help="decay memory importance (importance * 0.995^days)")
    decay.add_argument("--now", type=iso_datetime, help=now_help)
    decay.add_argument("--batch-size", type=positive_int, default=DEFAULT_BATCH_SIZE, help="memory ids per statement")
    decay.set_defaults(handler=_decay)

    evict = subparsers.add_parser("evict", help="evict memories that are both too old and too unimportant")
    evict.add_argument("--now", type=iso_datetime, help=now_help)
    evict.add_argument("--batch-size", type=positive_int, default=DEFAULT_BATCH_SIZE, help="memory ids per statement")
    evict.set_defaults(handler=_evict)

    merge = subparsers.add_parser("merge", help="execute the pending merge candidates")
    merge.add_argument("--now", type=iso_datetime, help=now_help)
    merge.add_argument("--limit", type=positive_int, help="candidates decided in this run (default: merge.DEFAULT_LIMIT)")
    merge.set_defaults(handler=_merge)

    forget = subparsers.add_parser(
        "forget", help="forget a user everywhere (PostgreSQL now, the projections through the outbox)"
    )
    forget.add_argument("--user", type=identifier("user_id"), required=True, help="the user id to forget")
    forget.set_defaults(handler=_forget)

    history = subparsers.add_parser("history", help="print a memory's supersede chain")
    history.add_argument("--memory", type=positive_int, required=True, help="memory id")
    history.set_defaults(handler=_history)
