"""The outbox worker (SPEC section 7): claim due events under a lease, project them, record results.

Three short steps per batch, none holding a PostgreSQL transaction open while the projection
is written:

1. claim: `FOR UPDATE SKIP LOCKED` picks due events of one target in id order and leases
   them (lease_owner, lease_expires_at, available_at = lease expiry). Concurrent workers get
   disjoint batches; an event whose holder died becomes due again when the lease runs out.
2. apply: events that a newer version of the same memory has overtaken in the outbox are
   stale without touching the projection (the projection cannot tell: once the newer event
   deleted a memory, an older one would bring it back). The projector applies the rest,
   guarded by version/hash, so a re-delivery after a lost lease is a harmless replay.
3. mark: processed with the guard's outcome, or a failed attempt that pushes available_at by
   the retry delay (or goes dead). Only rows still leased to this worker are touched.
"""

from __future__ import annotations

import contextlib
import os
import socket
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import Callable


from memory_pipeline.db import Connection, connect, one, sql
from memory_pipeline.fault_points import fault_point
from memory_pipeline.projections.backoff import (
    BATCH_SIZE,
    LEASE_SECONDS,
    next_state_after_failure,
    retry_delay_seconds,
)
from memory_pipeline.projections.guard import GuardDecision
from memory_pipeline.governance.retention import RetentionPolicy
from memory_pipeline.projections.events import EventResult, OutboxEvent, Projector, check_target
from memory_pipeline.settings import knob_int

ProjectorFactory = Callable[[], Projector]
# Keeps one stored error readable; the full traceback belongs in the worker's log.
MAX_ERROR_CHARS = 2000
# DrainReport counter for each guard outcome.
OUTCOME_FIELDS = {
    GuardDecision.UPSERT: "upserts",
    GuardDecision.STALE: "stale",
    GuardDecision.REPLAY: "replays",
    GuardDecision.CONFLICT: "conflicts",
}


def new_worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


@dataclass
class DrainReport:
    target: str
    worker: str
    batches: int = 0
    claimed: int = 0
    processed: int = 0
    upserts: int = 0
    stale: int = 0
    replays: int = 0
    conflicts: int = 0
    failed: int = 0  # attempts that failed and were rescheduled
    dead: int = 0  # attempts that failed for the last time
    lease_lost: int = 0  # results dropped because another worker took the lease over
    errors: list[str] = field(default_factory=list)

    def add(self, other: "DrainReport") -> None:
        for name, value in asdict(other).items():
            if isinstance(value, int):
                setattr(self, name, getattr(self, name) + value)
        self.errors.extend(e for e in other.errors if e not in self.errors)

    def as_dict(self) -> dict:
        return asdict(self)


def claim(conn: Connection, target: str, owner: str, limit: int = BATCH_SIZE) -> list[OutboxEvent]:
    rows = conn.execute(
        sql("outbox/claim"),
        {"target": target, "owner": owner, "limit": limit, "lease_seconds": LEASE_SECONDS},
    ).fetchall()
    return sorted((OutboxEvent(**row) for row in rows), key=lambda e: e.id)


def superseded_in_outbox(conn: Connection, events: list[OutboxEvent]) -> set[int]:
    rows = conn.execute(sql("outbox/superseded_in_outbox"), {"ids": [e.id for e in events]}).fetchall()
    return {row["id"] for row in rows}


def mark_processed(conn: Connection, owner: str, results: list[EventResult]) -> int:
    if not results:
        return 0
    outcomes: list[str] = []
    for r in results:
        if r.outcome is None:
            raise ValueError(f"event {r.event_id} has no outcome: mark_processed takes applied results only")
        outcomes.append(r.outcome.value)
    rows = conn.execute(
        sql("outbox/mark_processed"),
        {
            "owner": owner,
            "ids": [r.event_id for r in results],
            "outcomes": outcomes,
            "errors": [r.detail for r in results],
        },
    ).fetchall()
    return len(rows)


def max_attempts() -> int:
    """OUTBOX_MAX_ATTEMPTS, the dead threshold (seed: 10; the fault tests set it small)."""
    return max(1, knob_int("OUTBOX_MAX_ATTEMPTS"))


def mark_failed(conn: Connection, owner: str, failures: list[tuple[OutboxEvent, str]]) -> dict[str, int]:
    """Count one more attempt per event; returns how many went back to pending and how many died."""
    if not failures:
        return {}
    attempts = [event.attempts + 1 for event, _ in failures]
    limit = max_attempts()
    rows = conn.execute(
        sql("outbox/mark_failed"),
        {
            "owner": owner,
            "ids": [event.id for event, _ in failures],
            "attempts": attempts,
            "delays": [retry_delay_seconds(n) for n in attempts],
            "statuses": [next_state_after_failure(n, limit) for n in attempts],
            "errors": [error[:MAX_ERROR_CHARS] for _, error in failures],
        },
    ).fetchall()
    marked: dict[str, int] = {}
    for row in rows:
        marked[row["status"]] = marked.get(row["status"], 0) + 1
    return marked


def describe_error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


# Exception class names (anywhere in the MRO) that mean the store cannot be reached rather than
# that it refused these events; matched by name so this module stays free of the store drivers.
UNREACHABLE_ERROR_NAMES = frozenset(
    {
        "ConnectionError",
        "TimeoutError",
        "ServiceUnavailable",
        "SessionExpired",
        "MilvusUnavailableException",
    }
)
UNREACHABLE_MESSAGE_HINTS = ("unavailable", "deadline exceeded", "connection refused", "unreachable", "fail connecting")


def is_unreachable(exc: BaseException) -> bool:
    if any(cls.__name__ in UNREACHABLE_ERROR_NAMES for cls in type(exc).__mro__):
        return True
    return _unreachable_error(describe_error(exc))


def _unreachable_error(error: str | None) -> bool:
    text = (error or "").lower()
    return text.split(":", 1)[0].strip() in {n.lower() for n in UNREACHABLE_ERROR_NAMES} or any(
        hint in text for hint in UNREACHABLE_MESSAGE_HINTS
    )


class OutboxWorker:
    """Drains one target. Opens its projector lazily and reopens it after a failed batch,
    so an outage of the projection store costs one fast failure per batch, not a crash."""

    def __init__(
        self,
        database_url: str,
        target: str,
        open_projector: ProjectorFactory,
        *,
        owner: str | None = None,
        batch_size: int = BATCH_SIZE,
    ) -> None:
        self.database_url = database_url
        self.target = check_target(target)
        self.open_projector = open_projector
        self.owner = owner or new_worker_id()
        self.batch_size = batch_size
        self._projector: Projector | None = None

    def _project(self, events: list[OutboxEvent]) -> list[EventResult]:
        if self._projector is None:
            self._projector = self.open_projector()
        return self._projector.apply(events)

    def _project_isolating(self, events: list[OutboxEvent]) -> list[EventResult]:
        """Apply `events`; when the store refuses the batch, bisect it so only the events that
        really fail are retried (and eventually go dead), while every other event lands.

        An unreachable store fails every event at once: bisecting would only multiply timeouts.
        """
        try:
            return self._project(events)
        except Exception as exc:
            error = describe_error(exc)
            if len(events) == 1 or is_unreachable(exc):
                self._drop_projector()
                return [EventResult(e.id, error=error) for e in events]
        middle = len(events) // 2
        first = self._project_isolating(events[:middle])
        if first and all(r.outcome is None and _unreachable_error(r.error) for r in first):
            return first + [EventResult(e.id, error=first[0].error) for e in events[middle:]]
        return first + self._project_isolating(events[middle:])

    def _drop_projector(self) -> None:
        if self._projector is not None:
            # Closing a client whose server just went away may fail too; that is no news.
            with contextlib.suppress(Exception):
                self._projector.close()
            self._projector = None

    def run_batch(self, conn: Connection) -> DrainReport | None:
        """Claim, apply and mark one batch; None when nothing is due."""
        fault_point("drain_claim")
        events = claim(conn, self.target, self.owner, self.batch_size)
        if not events:
            return None
        report = DrainReport(self.target, self.owner, batches=1, claimed=len(events))
        overtaken = superseded_in_outbox(conn, events)
        results = [EventResult(e.id, outcome=GuardDecision.STALE) for e in events if e.id in overtaken]
        to_apply = [e for e in events if e.id not in overtaken]
        results += self._project_isolating(to_apply) if to_apply else []

        by_id = {e.id: e for e in events}
        applied = [r for r in results if r.outcome is not None]
        failures = [(by_id[r.event_id], r.error or "unknown error") for r in results if r.outcome is None]
        marked = mark_processed(conn, self.owner, applied)
        failed = mark_failed(conn, self.owner, failures)

        report.processed = marked
        for result in applied:
            assert result.outcome is not None  # applied: the results with an outcome
            field_name = OUTCOME_FIELDS[result.outcome]
            setattr(report, field_name, getattr(report, field_name) + 1)
        report.failed = failed.get("pending", 0)
        report.dead = failed.get("dead", 0)
        report.lease_lost = len(events) - marked - report.failed - report.dead
        report.errors = sorted({error for _, error in failures})
        return report

    def drain(
        self, max_batches: int | None = None, on_batch: Callable[[DrainReport], None] | None = None
    ) -> DrainReport:
        """Run batches until no event of the target is due (failed ones are due later).
        `on_batch` sees the running total after every batch (the drain run's heartbeat)."""
        total = DrainReport(self.target, self.owner)
        try:
            with connect(self.database_url, autocommit=True) as conn:
                while max_batches is None or total.batches < max_batches:
                    report = self.run_batch(conn)
                    if report is None:
                        break
                    total.add(report)
                    if on_batch is not None:
                        on_batch(total)
        finally:
            self._drop_projector()
        return total


def drain(
    database_url: str,
    target: str,
    open_projector: ProjectorFactory,
    *,
    owner: str | None = None,
    batch_size: int = BATCH_SIZE,
    max_batches: int | None = None,
    on_batch: Callable[[DrainReport], None] | None = None,
) -> DrainReport:
    return OutboxWorker(database_url, target, open_projector, owner=owner, batch_size=batch_size).drain(
        max_batches, on_batch
    )


# --- backlog, dead events -------------------------------------------------------------------


@dataclass(frozen=True)
class DueSummary:
    due: int
    max_id: int | None
    max_available_at: datetime | None

    @property
    def cursor(self) -> str | None:
        """Changes whenever new events arrive, a retry comes due or a lease expires."""
        if not self.due:
            return None
        assert self.max_available_at is not None  # set whenever an event is due
        return f"{self.max_id}@{self.max_available_at.timestamp():.6f}"


def due_summary(conn: Connection, target: str) -> DueSummary:
    return DueSummary(**one(conn.execute(sql("outbox/due_summary"), {"target": check_target(target)})))


def target_health(conn: Connection, target: str) -> dict:
    """pending, dead and lag_seconds (age of the oldest pending event) of one target."""
    return dict(one(conn.execute(sql("outbox/target_health"), {"target": check_target(target)})))


def list_dead(conn: Connection, target: str | None = None, limit: int = 1000) -> list[dict]:
    target = check_target(target) if target else None
    return conn.execute(sql("outbox/dead_list"), {"target": target, "limit": limit}).fetchall()


def count_dead(conn: Connection, target: str | None = None) -> int:
    target = check_target(target) if target else None
    return one(conn.execute(sql("outbox/dead_count"), {"target": target}))["n"]


def replay_dead(conn: Connection, target: str | None = None, ids: list[int] | None = None) -> list[dict]:
    """Make dead events pending again with a fresh set of attempts; returns the replayed events."""
    target = check_target(target) if target else None
    with conn.transaction():
        return conn.execute(sql("outbox/dead_replay"), {"target": target, "ids": ids}).fetchall()


def revive_dead(conn: Connection, target: str, *, limit: int, max_revivals: int) -> int:
    """Dead events of a healthy target back to pending (bounded); returns how many."""
    with conn.transaction():
        rows = conn.execute(
            sql("outbox/revive_dead"), {"target": check_target(target), "limit": limit, "max_revivals": max_revivals}
        ).fetchall()
    return len(rows)


def memories_missing_events(conn: Connection, target: str, since: datetime | None = None) -> dict:
    """Active memories changed since `since` (default: within OUTBOX_RETENTION_DAYS) without the
    target's events for their current version."""
    check_target(target)
    if since is None:
        since = RetentionPolicy.from_env().cutoffs(datetime.now(timezone.utc))["memory_outbox"]
    return dict(one(conn.execute(sql("outbox/memories_missing_events"), {"target": target, "since": since})))
