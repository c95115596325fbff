"""`memory-pipeline ingest FILE.jsonl`: load conversation turns into the source table.

The file is read as bytes and decoded line by line, so one bad line (bytes, JSON, schema,
values, range) is reported with its number and skipped; every good line is committed.
Reports name the line and the problem, never the content: a line may hold PII.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import psycopg

from memory_pipeline.db import Connection, sql
from memory_pipeline.identifiers import ID_KINDS, identifier_problem
from memory_pipeline.settings import knob

REQUIRED_FIELDS = ("turn_id", "user_id", "session_id", "ts", "user", "assistant")
TEXT_FIELDS = ("user", "assistant")
MAX_FIELD_CHARS = 20_000
# A line longer than this cannot hold a valid turn (six fields of at most MAX_FIELD_CHARS,
# each up to 6 bytes as a JSON \\u escape): it is rejected before JSON parsing.
MAX_LINE_BYTES = 6 * 6 * MAX_FIELD_CHARS + 4096
# Lines per INSERT; a batch that the database refuses is replayed one line per savepoint.
# Measured on 100k lines (README "Bad input"): batches are much faster than one statement a line.
DEFAULT_BATCH_SIZE = 1000
# Turns newer than now + this are clock errors, not conversations.
MAX_FUTURE = timedelta(days=1)
UTF8_BOM = b"\xef\xbb\xbf"


class BadLine(ValueError):
    pass


def partitions_start() -> date:
    """First day of the daily partitions (same variable the write path's partitions read)."""
    return date.fromisoformat(knob("PARTITIONS_START_DATE"))


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

    def fingerprint(self) -> str:
        payload = json.dumps([self.user_id, self.session_id, self.ts.isoformat(), self.user, self.assistant])
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()


@dataclass
class IngestReport:
    file: str
    lines: int = 0
    inserted: int = 0
    already_present: int = 0
    rejected: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {
            "file": self.file,
            "lines": self.lines,
            "inserted": self.inserted,
            "already_present": self.already_present,
            "rejected": self.rejected,
        }


def _text_problem(value: str) -> str | None:
    if "\x00" in value:
        return "holds a NUL character"
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "holds a lone surrogate (not valid Unicode)"
    return None


def parse_turn(line: str, *, earliest: date | None = None, now: datetime | None = None) -> Turn:
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        raise BadLine(f"not JSON: {exc.msg} at column {exc.colno}") from None
    except RecursionError:
        raise BadLine("not JSON: nested too deeply") from None
    if not isinstance(obj, dict):
        raise BadLine(f"expected a JSON object, got {type(obj).__name__}")
    missing = [name for name in REQUIRED_FIELDS if name not in obj]
    if missing:
        raise BadLine(f"missing field(s): {', '.join(missing)}")
    for name in REQUIRED_FIELDS:
        value = obj[name]
        if not isinstance(value, str):
            raise BadLine(f"field {name!r} must be a string")
        if name in ID_KINDS:
            problem = identifier_problem(value)
            if problem:
                raise BadLine(f"field {name!r} {problem}")
            continue
        if len(value) > MAX_FIELD_CHARS:
            raise BadLine(f"field {name!r} is longer than {MAX_FIELD_CHARS} characters")
        problem = _text_problem(value)
        if problem:
            raise BadLine(f"field {name!r} {problem}")
    try:
        ts = datetime.fromisoformat(obj["ts"].replace("Z", "+00:00"))
    except ValueError:
        raise BadLine("field 'ts' is not ISO 8601") from None
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    try:
        day = ts.astimezone(timezone.utc).date()
    except (OverflowError, ValueError):
        raise BadLine("field 'ts' is out of range once converted to UTC") from None
    earliest = earliest or partitions_start()
    now = now or datetime.now(timezone.utc)
    if day < earliest:
        raise BadLine(f"field 'ts' is before the first partition ({earliest.isoformat()}, PARTITIONS_START_DATE)")
    if ts > now + MAX_FUTURE:
        raise BadLine("field 'ts' is in the future")
    return Turn(obj["turn_id"], obj["user_id"], obj["session_id"], ts, obj["user"], obj["assistant"])


def decode_line(raw: bytes, number: int) -> str:
    if len(raw) > MAX_LINE_BYTES:
        raise BadLine(f"line is longer than {MAX_LINE_BYTES} bytes")
    if number == 1 and raw.startswith(UTF8_BOM):
        raw = raw[len(UTF8_BOM) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadLine(f"not UTF-8: invalid byte at offset {exc.start}") from None


def _columns(turns: list[Turn], source_file: str) -> dict:
    return {
        "turn_ids": [t.turn_id for t in turns],
        "user_ids": [t.user_id for t in turns],
        "session_ids": [t.session_id for t in turns],
        "ts": [t.ts for t in turns],
        "days": [t.day for t in turns],
        "users": [t.user for t in turns],
        "assistants": [t.assistant for t in turns],
        "source_file": source_file,
    }


def _insert(conn: Connection, turns: list[Turn], source_file: str) -> int:
    return len(conn.execute(sql("ingest/insert_turns"), _columns(turns, source_file)).fetchall())


def _flush(conn: Connection, pending: list[tuple[int, Turn]], report: IngestReport, source_file: str) -> None:
    """Commit `pending`; if the database refuses the batch, find the lines it refuses one by one."""
    if not pending:
        return
    with conn.transaction():
        try:
            with conn.transaction():
                inserted = _insert(conn, [turn for _, turn in pending], source_file)
            report.inserted += inserted
            report.already_present += len(pending) - inserted
            return
        except psycopg.errors.DataError:
            pass
        except psycopg.errors.IntegrityError:
            pass
        for number, turn in pending:
            try:
                with conn.transaction():
                    inserted = _insert(conn, [turn], source_file)
            except (psycopg.errors.DataError, psycopg.errors.IntegrityError) as exc:
                # The SQLSTATE says what kind of value was refused without quoting it.
                report.rejected.append({"line": number, "error": f"refused by the database (SQLSTATE {exc.sqlstate})"})
                continue
            report.inserted += inserted
            report.already_present += 1 - inserted


def ingest_file(conn: Connection, path: Path, *, batch_size: int = DEFAULT_BATCH_SIZE) -> IngestReport:
    report = IngestReport(file=str(path))
    earliest, now = partitions_start(), datetime.now(timezone.utc)
    # turn_id -> (line, fingerprint): a repeated id must repeat the same turn.
    seen: dict[str, tuple[int, str]] = {}
    pending: list[tuple[int, Turn]] = []
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            report.lines += 1
            try:
                turn = parse_turn(decode_line(raw, number), earliest=earliest, now=now)
                fingerprint = turn.fingerprint()
                first = seen.setdefault(turn.turn_id, (number, fingerprint))
                if first[1] != fingerprint:
                    raise BadLine(f"turn_id repeats line {first[0]} with different content")
            except BadLine as exc:
                report.rejected.append({"line": number, "error": str(exc)})
                continue
            if first[0] != number:
                report.already_present += 1
                continue
            pending.append((number, turn))
            if len(pending) >= batch_size:
                _flush(conn, pending, report, path.name)
                pending = []
        _flush(conn, pending, report, path.name)
    report.rejected.sort(key=lambda r: r["line"])
    return report
