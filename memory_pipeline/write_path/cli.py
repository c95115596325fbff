"""`memory-pipeline scan` (the gates) and `memory-pipeline extract` (extraction after all gates).

Both read JSON lines on stdin and write one JSON line per input line, in order; a malformed
line gets `{"error": ...}` and the stream goes on. `scan --workers N` shares the lines out to N
processes (one core each).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from functools import partial


def _answer(handle_line: Callable[[dict], dict], line: str) -> dict:
    try:
        obj = json.loads(line)
        if not isinstance(obj, dict):
            raise ValueError("expected a JSON object")
        return handle_line(obj)
    except (ValueError, TypeError) as exc:
        return {"error": str(exc)}


def _stream(handle_line: Callable[[dict], dict], workers: int = 1) -> int:
    lines = (line for line in sys.stdin if line.strip())
    for answer in answers(handle_line, lines, workers):
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


def answers(handle_line: Callable[[dict], dict], lines: Iterable[str], workers: int = 1) -> Iterator[dict]:
    """One answer per line, in order. With several workers the lines are shared out in chunks
    to forked processes, which inherit whatever the parent loaded (the gates' models): one
    process scans on one core."""
    if workers <= 1:
        yield from (_answer(handle_line, line) for line in lines)
        return
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        yield from pool.imap(partial(_answer, handle_line), lines, chunksize=64)


def _string(obj: dict, name: str) -> str:
    value = obj.get(name)
    if not isinstance(value, str):
        raise ValueError(f"field {name!r} must be a string")
    return value


def scan_line(obj: dict) -> dict:
    """`scan`'s answer for one JSON object: a text, or a fact's key and value."""
    from memory_pipeline.write_path.screening.gates import scan_fact, scan_text

    if "text" in obj:
        verdict = scan_text(_string(obj, "text"))
    elif "key" in obj or "value" in obj:
        verdict = scan_fact(_string(obj, "key"), _string(obj, "value"))
    else:
        raise ValueError('expected {"text": ...} or {"key": ..., "value": ...}')
    return {"blocked": verdict.blocked, "reasons": list(verdict.reasons)}


def load_gate_models() -> None:
    """Load the gates' learned detectors now, before any worker is forked, so that every worker
    shares them instead of loading its own."""
    from memory_pipeline.write_path.screening import disclosure_model, instruction_model

    instruction_model.model()
    disclosure_model.model()


def _scan(args) -> int:
    workers = args.workers or os.cpu_count() or 1
    if workers > 1:
        load_gate_models()
    return _stream(scan_line, workers)


def _extract(args) -> int:
    from memory_pipeline.db import connect
    from memory_pipeline.llm.backends import ModelBackend
    from memory_pipeline.settings import load_settings
    from memory_pipeline.write_path.stages import facts_after_gates

    settings = load_settings()
    with connect(settings.database_url, autocommit=True) as conn:
        backend = ModelBackend(settings.llm, conn)
        print(f"extraction backend: {backend.name}", file=sys.stderr)
        return _stream(lambda obj: facts_after_gates(backend, _string(obj, "user"), obj.get("assistant") or ""))


def register(subparsers) -> None:
    scan = subparsers.add_parser("scan", help="run the privacy/injection gates over JSON lines on stdin")
    scan.add_argument(
        "--workers",
        type=int,
        default=1,
        help="processes scanning in parallel, answers still in input order (0: one per core; default 1)",
    )
    scan.set_defaults(handler=_scan)
    extract = subparsers.add_parser("extract", help="extract facts (after all gates) from JSON lines on stdin")
    extract.set_defaults(handler=_extract)
