"""`memory-pipeline drain | reconcile | recall | stats | dead`: operate the projections."""

from __future__ import annotations

import logging

from memory_pipeline.projections.events import TARGETS


def _targets(args) -> tuple[str, ...]:
    return (args.target,) if args.target else TARGETS


def _quiet_store_clients() -> None:
    # pymilvus logs every failed RPC with a traceback; the JSON report carries the error.
    logging.getLogger("pymilvus").setLevel(logging.CRITICAL)


def _drain(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.projections.outbox import drain
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import load_settings

    _quiet_store_clients()
    settings = load_settings()
    reports = {
        target: drain(settings.database_url, target, lambda target=target: open_projector(target, settings)).as_dict()
        for target in _targets(args)
    }
    emit(reports)
    return 1 if any(r["failed"] or r["dead"] for r in reports.values()) else 0


def _reconcile(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect
    from memory_pipeline.projections.reconcile import reconcile
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import load_settings

    _quiet_store_clients()
    settings = load_settings()
    reports = {}
    with connect(settings.database_url, autocommit=True) as conn:
        for target in _targets(args):
            with open_projector(target, settings) as projector:
                report = reconcile(conn, projector, repair=not args.dry_run).as_dict()
            report.pop("target")
            reports[target] = report
    emit(reports)
    return 0


def _recall(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.projections.recall import recall
    from memory_pipeline.settings import load_settings

    _quiet_store_clients()
    settings = load_settings()
    milvus = settings.milvus
    with connect(settings.database_url, autocommit=True) as conn, milvus.projector() as projector:
        emit(recall(conn, projector, get_embedder(settings.llm), args.user, args.query, args.k))
    return 0


def _stats(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect, one, sql
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import load_settings

    _quiet_store_clients()
    settings = load_settings()
    with connect(settings.database_url, autocommit=True) as conn:
        stats = one(conn.execute(sql("projections/stats")))["stats"]
    projections = {}
    for target in TARGETS:
        try:
            with open_projector(target, settings) as projector:
                projections[target] = projector.counts()
        except Exception as exc:  # an unreachable store is a fact worth reporting, not a crash
            projections[target] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
    emit({**stats, "projections": projections})
    return 0


def _dead(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect
    from memory_pipeline.projections.outbox import count_dead, list_dead, replay_dead
    from memory_pipeline.settings import load_settings

    with connect(load_settings().database_url, autocommit=True) as conn:
        if args.action == "list":
            events = list_dead(conn, args.target, args.limit)
            emit({"dead": count_dead(conn, args.target), "listed": len(events), "events": events})
        else:
            replayed = replay_dead(conn, args.target, args.ids or None)
            emit({"replayed": len(replayed), "ids": [row["id"] for row in replayed]})
    return 0


def register(subparsers) -> None:
    from memory_pipeline.cli import identifier, positive_int

    def target_option(parser) -> None:
        parser.add_argument("--target", choices=TARGETS, help="one projection (default: both)")

    drain = subparsers.add_parser("drain", help="project due outbox events until none is due")
    target_option(drain)
    drain.set_defaults(handler=_drain)

    reconcile = subparsers.add_parser("reconcile", help="compare PostgreSQL with the projections and repair them")
    target_option(reconcile)
    reconcile.add_argument("--dry-run", action="store_true", help="report only: enqueue nothing, remove nothing")
    reconcile.set_defaults(handler=_reconcile)

    recall = subparsers.add_parser("recall", help="search a user's active memories in Milvus")
    recall.add_argument("--user", type=identifier("user_id"), required=True)
    recall.add_argument("query")
    recall.add_argument("--k", type=positive_int, default=5, help="number of memories (default 5)")
    recall.set_defaults(handler=_recall)

    stats = subparsers.add_parser("stats", help="turns, memories, outbox and projection counts")
    stats.set_defaults(handler=_stats)

    dead = subparsers.add_parser("dead", help="list or replay dead outbox events")
    dead.add_argument("action", choices=("list", "replay"))
    target_option(dead)
    dead.add_argument(
        "--id", dest="ids", type=positive_int, action="append", help="replay only this event (repeatable)"
    )
    dead.add_argument("--limit", type=positive_int, default=100, help="list at most this many (default 100)")
    dead.set_defaults(handler=_dead)
