"""`memory-pipeline ingest FILE.jsonl`: load conversation turns into the source table.

Bad lines are reported with their line numbers and skipped; every good line is committed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import psycopg

from memory_pipeline.db import sql
from memory_pipeline.logic.forgotten import FORGOTTEN_PREFIX, is_reserved_id

REQUIRED_FIELDS = ("turn_id", "user_id", "session_id", "ts", "user", "assistant")
MAX_FIELD_CHARS = 20_000


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Turn:
    turn_id: str
    user_id: str
    session_id: str
    ts: datetime
    user: str
    assistant: str

    @property
    def day(self):
        """The daily partition this turn belongs to (UTC, as the partitions are)."""
        return self.ts.astimezone(timezone.utc).date()


@dataclass
class IngestReport:
    file: str
    lines: int = 0
    inserted: int = 0
    already_present: int = 0
    rejected: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {
            "file": self.file, "lines": self.lines, "inserted": self.inserted,
            "already_present": self.already_present, "rejected": self.rejected,
        }


def parse_turn(line: str) -> Turn:
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        raise BadLine(f"not JSON: {exc.msg} at column {exc.colno}") from None
    if not isinstance(obj, dict):
        raise BadLine(f"expected a JSON object, got {type(obj).__name__}")
    missing = [name for name in REQUIRED_FIELDS if name not in obj]
    if missing:
        raise BadLine(f"missing field(s): {', '.join(missing)}")
    for name in REQUIRED_FIELDS:
        value = obj[name]
        if not isinstance(value, str):
            raise BadLine(f"field {name!r} must be a string")
        if len(value) > MAX_FIELD_CHARS:
            raise BadLine(f"field {name!r} is longer than {MAX_FIELD_CHARS} characters")
        if name not in ("user", "assistant") and not value.strip():
            raise BadLine(f"field {name!r} is empty")
        if name in ("turn_id", "user_id", "session_id") and is_reserved_id(value):
            raise BadLine(f"field {name!r} uses the reserved prefix {FORGOTTEN_PREFIX!r} (forgotten rows)")
    try:
        ts = datetime.fromisoformat(obj["ts"].replace("Z", "+00:00"))
    except ValueError:
        raise BadLine("field 'ts' is not ISO 8601") from None
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return Turn(obj["turn_id"], obj["user_id"], obj["session_id"], ts, obj["user"], obj["assistant"])


def ingest_file(conn: psycopg.Connection, path: Path) -> IngestReport:
    report = IngestReport(file=str(path))
    with open(path, encoding="utf-8") as handle, conn.transaction():
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            report.lines += 1
            try:
                turn = parse_turn(line)
            except BadLine as exc:
                report.rejected.append({"line": number, "error": str(exc)})
                continue
            inserted = conn.execute(
                sql("ingest/insert_turn"),
                {
                    "turn_id": turn.turn_id, "user_id": turn.user_id, "session_id": turn.session_id,
                    "ts": turn.ts, "day": turn.day, "user": turn.user, "assistant": turn.assistant,
                    "source_file": path.name,
                },
            ).rowcount
            if inserted:
                report.inserted += 1
            else:
                report.already_present += 1
    return report
