"""`memory-pipeline scan` (the gates) and `memory-pipeline extract` (extraction after all gates).

Both read JSON lines on stdin and write one JSON line per input line, in order; a malformed
line gets `{"error": ...}` and the stream goes on.
"""

from __future__ import annotations

import json
import sys
from typing import Callable


def _stream(handle_line: Callable[[dict], dict]) -> int:
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            if not isinstance(obj, dict):
                raise ValueError("expected a JSON object")
            answer = handle_line(obj)
        except (ValueError, TypeError) as exc:
            answer = {"error": str(exc)}
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


def _string(obj: dict, name: str) -> str:
    value = obj.get(name)
    if not isinstance(value, str):
        raise ValueError(f"field {name!r} must be a string")
    return value


def _scan(args) -> int:
    from memory_pipeline.write_path.screening.gates import scan_fact, scan_text

    def handle(obj: dict) -> dict:
        if "text" in obj:
            verdict = scan_text(_string(obj, "text"))
        elif "key" in obj or "value" in obj:
            verdict = scan_fact(_string(obj, "key"), _string(obj, "value"))
        else:
            raise ValueError('expected {"text": ...} or {"key": ..., "value": ...}')
        return {"blocked": verdict.blocked, "reasons": list(verdict.reasons)}

    return _stream(handle)


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
    scan.set_defaults(handler=_scan)
    extract = subparsers.add_parser("extract", help="extract facts (after all gates) from JSON lines on stdin")
    extract.set_defaults(handler=_extract)
