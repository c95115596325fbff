"""The contract between the outbox worker, the projectors and reconciliation.

The worker hands a projector claimed `OutboxEvent`s and gets one `EventResult` per event back.
Both projectors judge events with `guard_batch`, the single place where the SPEC section 7
version/hash guard is applied to a batch. Reconciliation reads a projection as id-ordered
`ProjectedRow`s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator, Mapping, Protocol, Self, Sequence

from memory_pipeline.projections.guard import GuardDecision, decide

TARGETS = ("milvus", "neo4j")

# Which memory statuses each projection holds. The recall index only serves active memories;
# the graph keeps history (superseded and evicted memories stay as nodes so SUPERSEDES edges
# have both ends) and only drops what a user asked to forget.
PROJECTED_STATUSES: Mapping[str, frozenset[str]] = {
    "milvus": frozenset({"active"}),
    "neo4j": frozenset({"active", "superseded", "evicted"}),
}


# The guards each projector reports per memory in `ProjectedRow.guards`, in that order: the
# Milvus row; the Neo4j node and the node's edges. Each follows its own kind of event.
GUARDS: Mapping[str, tuple[str, ...]] = {
    "milvus": ("vector",),
    "neo4j": ("node", "edges"),
}


def belongs_in_projection(target: str, status: str) -> bool:
    return status in PROJECTED_STATUSES[target]


def check_target(target: str) -> str:
    if target not in TARGETS:
        raise ValueError(f"unknown projection target {target!r}; expected one of {', '.join(TARGETS)}")
    return target


@dataclass(frozen=True)
class OutboxEvent:
    id: int
    event_type: str
    aggregate_id: int
    aggregate_version: int
    payload: dict
    attempts: int = 0

    @property
    def content_hash(self) -> str:
        return self.payload["content_hash"]

    @property
    def status(self) -> str:
        return self.payload["status"]


@dataclass(frozen=True)
class EventResult:
    """Exactly one of `outcome` (applied or deliberately skipped) and `error` (retry later)."""

    event_id: int
    outcome: GuardDecision | None = None
    error: str | None = None
    # A conflict is processed, not retried; this explains it on the event row.
    detail: str | None = None


@dataclass(frozen=True)
class GuardState:
    """What a projection holds for one memory under one guard (a row, a node, a node's edges)."""

    version: int | None
    content_hash: str | None
    # False when the state claims something that is not really there (e.g. an edge removed
    # behind the projector's back): the version alone would call it in sync.
    intact: bool = True


@dataclass(frozen=True)
class ProjectedRow:
    id: int
    guards: tuple[GuardState, ...]


class Projector(Protocol):
    target: str

    def apply(self, events: Sequence[OutboxEvent]) -> list[EventResult]:
        """Apply a batch; raise when the projection cannot be reached (the whole batch retries)."""
        ...

    def rows(self, ids: Sequence[int]) -> list[ProjectedRow]:
        """What the projection holds for these memories, in any order (absent ids: no row)."""
        ...

    def row_count(self) -> int:
        """How many memories the projection holds."""
        ...

    def scan(self, page_size: int) -> Iterator[ProjectedRow]:
        """Every projected memory in ascending id order, read page by page."""
        ...

    def remove(self, ids: Sequence[int]) -> None:
        """Delete memories from the projection (orphans)."""

    def reset(self, ids: Sequence[int]) -> None:
        """Forget the guard state of memories so that a repair event at the same version wins."""

    def counts(self) -> dict[str, int]:
        """Sizes for `stats`."""
        ...

    def close(self) -> None: ...

    def __enter__(self) -> Self: ...

    def __exit__(self, *exc) -> None: ...


def conflict_detail(event: OutboxEvent, projected_hash: str | None) -> str:
    return (
        f"ProjectionConflict: memory {event.aggregate_id} v{event.aggregate_version} has content_hash "
        f"{event.content_hash[:12]} but the projection holds {str(projected_hash)[:12]} for that version"
    )


@dataclass
class GuardedBatch:
    results: list[EventResult]
    # The event to write per memory: the last upsert decided in this batch.
    winners: list[OutboxEvent]


def guard_batch(events: Iterable[OutboxEvent], current: Mapping[int, tuple[int | None, str | None]]) -> GuardedBatch:
    """Decide every event in id order against the projection's (version, content_hash).

    Each upsert updates a local copy of the state, so two events for one memory in the same
    batch are judged against each other exactly as if they had arrived in separate batches.
    """
    state = dict(current)
    results: list[EventResult] = []
    winners: dict[int, OutboxEvent] = {}
    for event in sorted(events, key=lambda e: e.id):
        version, projected_hash = state.get(event.aggregate_id, (None, None))
        decision = decide(event.aggregate_version, event.content_hash, version, projected_hash)
        detail = conflict_detail(event, projected_hash) if decision is GuardDecision.CONFLICT else None
        results.append(EventResult(event.id, outcome=decision, detail=detail))
        if decision is GuardDecision.UPSERT:
            state[event.aggregate_id] = (event.aggregate_version, event.content_hash)
            winners[event.aggregate_id] = event
    return GuardedBatch(results, list(winners.values()))
