"""`memory-pipeline explain`: a memory's lineage as one JSON document."""

from __future__ import annotations

import sys


def _explain(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect
    from memory_pipeline.lineage.explain import NotYours, explain, find_memory
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import load_settings

    if args.memory is None and not (args.user and args.key):
        print("memory-pipeline explain: give --memory ID, or --user U --key K", file=sys.stderr)
        return 2
    settings = load_settings()
    with connect(settings.database_url, autocommit=True) as conn:
        memory_id = args.memory if args.memory is not None else find_memory(conn, args.user, args.key)
        if memory_id is None:
            emit({"error": "no such memory"})
            return 1
        projectors = {target: (lambda t=target: open_projector(t, settings)) for target in ("milvus", "neo4j")}
        try:
            document = explain(
                conn,
                memory_id,
                caller_user=args.user,
                operator=args.operator,
                show_text=args.show_text,
                projectors=projectors,
            )
        except NotYours as exc:
            emit({"error": str(exc)})
            return 2
    if document is None:
        emit({"error": f"no memory {memory_id}"})
        return 1
    emit(document)
    return 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "explain", help="a memory's lineage: turn, run, partition, model, gates, later versions, projections"
    )
    parser.add_argument("--memory", type=int, help="memory id")
    parser.add_argument("--user", help="the memory's user (required unless --operator)")
    parser.add_argument("--key", help="with --user: the fact key, e.g. 城市 (the active memory, else the newest)")
    parser.add_argument("--operator", action="store_true", help="audit a memory of any user")
    parser.add_argument(
        "--show-text", action="store_true", help="include the turn's message and reply (never after a forget)"
    )
    parser.set_defaults(handler=_explain)
