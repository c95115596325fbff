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
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from itertools import islice


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


# Lines per task, and tasks in flight per worker: the answers stream out as the input comes in.
_CHUNK_LINES = 64
_CHUNKS_IN_FLIGHT_PER_WORKER = 4


@contextmanager
def scan_workers(workers: int) -> Iterator[ProcessPoolExecutor]:
    """`workers` processes, each with the gates' models loaded, started by a fork server (a clean
    process with no threads). A process forked from one with threads running (the BLAS pool, the
    runtime's) can inherit a lock some thread held, and hang on it: a CI run saw `scan --workers
    2` stop halfway. A worker that dies raises BrokenProcessPool instead of hanging the stream."""
    context = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(workers, mp_context=context, initializer=load_gate_models) as pool:
        yield pool


def answers(
    handle_line: Callable[[dict], dict], lines: Iterable[str], workers: int = 1, pool: ProcessPoolExecutor | None = None
) -> Iterator[dict]:
    """One answer per line, in order. With several workers the lines are shared out in chunks to
    `pool` (or to a new `scan_workers(workers)`): one process scans on one core."""
    if workers <= 1 and pool is None:
        yield from (_answer(handle_line, line) for line in lines)
        return
    if pool is None:
        with scan_workers(workers) as started:
            yield from answers(handle_line, lines, workers, started)
        return
    in_flight: deque[Future[list[dict]]] = deque()
    lines = iter(lines)
    while chunk := list(islice(lines, _CHUNK_LINES)):
        in_flight.append(pool.submit(_answer_chunk, handle_line, chunk))
        if len(in_flight) >= _CHUNKS_IN_FLIGHT_PER_WORKER * max(workers, 1):
            yield from in_flight.popleft().result()
    while in_flight:
        yield from in_flight.popleft().result()


def _answer_chunk(handle_line: Callable[[dict], dict], chunk: list[str]) -> list[dict]:
    return [_answer(handle_line, line) for line in chunk]


def worker_ready(_: int) -> int:
    """A task the bench hands every worker before it times them: a moment's work, then the pid."""
    import time

    time.sleep(0.2)
    return os.getpid()


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
    """Load the gates' learned detectors now: in each scan worker as it starts, not per line."""
    from memory_pipeline.write_path.screening import disclosure_model, instruction_model

    instruction_model.model()
    disclosure_model.model()


def _scan(args) -> int:
    return _stream(scan_line, args.workers or os.cpu_count() or 1)


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
