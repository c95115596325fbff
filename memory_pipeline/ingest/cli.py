"""`memory-pipeline ingest FILE.jsonl [FILE ...]`."""

from __future__ import annotations

from pathlib import Path


def _ingest(args) -> int:
    from memory_pipeline.cli import UsageError, emit
    from memory_pipeline.db import connect
    from memory_pipeline.ingest.transcripts import ingest_file
    from memory_pipeline.settings import load_settings

    unreadable = [path for path in args.files if not Path(path).is_file()]
    if unreadable:
        raise UsageError(f"no such file: {', '.join(unreadable)}")
    reports = []
    with connect(load_settings().database_url) as conn:
        for path in args.files:
            reports.append(ingest_file(conn, Path(path)).as_dict())
    emit(reports[0] if len(reports) == 1 else reports)
    return 1 if any(r["rejected"] for r in reports) else 0


def register(subparsers) -> None:
    parser = subparsers.add_parser("ingest", help="load conversation turns from JSON lines files")
    parser.add_argument("files", nargs="+", help="JSONL: turn_id, user_id, session_id, ts, user, assistant")
    parser.set_defaults(handler=_ingest)
