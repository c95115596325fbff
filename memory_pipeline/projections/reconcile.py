"""Reconciliation (SPEC section 7, seed 7.5): compare PostgreSQL with one projection and repair it.

PostgreSQL is read in id-ordered pages (keyset pagination), and each page's ids are looked up
in the projection, so memory stays bounded by the page size however large the tables are.
Looking ids up costs the projection the same per row at any size, where paging through all of
it did not (Milvus Lite spent 3.6 s per 10,000-row page at a million memories against 0.5 s at
100,000). A projection row whose id PostgreSQL does not hold at all is not found by lookups:
when the projection holds more rows than the lookups matched, a full id-ordered scan, merge-joined
with PostgreSQL, finds those orphans.

- missing: PG says the memory belongs in the projection, the projection lacks it;
- stale: the projection holds another version/hash, or claims edges that are not there;
- orphan: the projection holds a memory that PG does not have or that must not be there.

Missing and stale memories are repaired through the outbox with repair events
(`target:id:version:type:repair`, ON CONFLICT DO NOTHING, so a second run enqueues nothing
new). Where the projection's guard would refuse the repair (it already claims the same or a
newer version), its guard state is cleared first. Orphans are removed directly: there is no
event to send for a memory that does not exist.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Iterator


from memory_pipeline.db import Connection, sql
from memory_pipeline.memory_store import emit_projection_events
from memory_pipeline.projections.events import GUARDS, ProjectedRow, Projector, belongs_in_projection

# PostgreSQL rows per page, and ids per projection lookup: one round trip per page, so a
# larger page is cheaper per row (a Milvus Lite lookup of 10,000 ids took about 0.45 s, of
# 1,000 about 65 ms), while a page's rows and its repairs stay small in memory.
PAGE_SIZE = 10_000


@dataclass
class ReconcileReport:
    target: str
    checked: int = 0
    missing: int = 0
    stale: int = 0
    orphan: int = 0
    repair_enqueued: int = 0

    @property
    def drift(self) -> int:
        return self.missing + self.stale + self.orphan

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class StoredMemory:
    id: int
    version: int
    content_hash: str
    status: str
    # Where decay and eviction, which write only the events whose state changed, left the
    # recall row and the edges (None: at `version`).
    vector_version: int | None = None
    edges_version: int | None = None

    def projected_version(self, guard: str) -> int:
        """The version a projection's guard must hold for this memory to be in sync."""
        behind = {"vector": self.vector_version, "edges": self.edges_version}.get(guard)
        return self.version if behind is None else behind


def stored_pages(conn: Connection, page_size: int = PAGE_SIZE) -> Iterator[list[StoredMemory]]:
    """Every memory in PostgreSQL in ascending id order, in pages."""
    after_id = 0
    while True:
        rows = conn.execute(sql("projections/memory_page"), {"after_id": after_id, "limit": page_size}).fetchall()
        if rows:
            yield [StoredMemory(**row) for row in rows]
        if len(rows) < page_size:
            return
        after_id = rows[-1]["id"]


def stored_memories(conn: Connection, page_size: int = PAGE_SIZE) -> Iterator[StoredMemory]:
    """Every memory in PostgreSQL in ascending id order, one page at a time."""
    for page in stored_pages(conn, page_size):
        yield from page


def merge_by_id(
    stored: Iterator[StoredMemory], projected: Iterator[ProjectedRow]
) -> Iterator[tuple[int, StoredMemory | None, ProjectedRow | None]]:
    """Full outer merge-join of two id-ordered streams."""
    s, p = next(stored, None), next(projected, None)
    while s is not None or p is not None:
        if p is None or (s is not None and s.id < p.id):
            assert s is not None  # p is None here, so the loop's condition holds for s
            yield s.id, s, None
            s = next(stored, None)
        elif s is None or p.id < s.id:
            yield p.id, None, p
            p = next(projected, None)
        else:
            yield s.id, s, p
            s, p = next(stored, None), next(projected, None)


def _repair_needs_reset(memory: StoredMemory, row: ProjectedRow) -> bool:
    """True when a repair event at the memory's version would be refused by the guard."""
    return any(
        guard.version is not None
        and guard.version >= memory.version
        and (guard.version, guard.content_hash, guard.intact) != (memory.version, memory.content_hash, True)
        for guard in row.guards
    )


def _in_sync(memory: StoredMemory, row: ProjectedRow, target: str) -> bool:
    return all(
        (guard.version, guard.content_hash, guard.intact) == (memory.projected_version(name), memory.content_hash, True)
        for name, guard in zip(GUARDS[target], row.guards, strict=True)
    )


class _Repairs:
    """Actions of one page, flushed together so memory stays bounded."""

    def __init__(self, conn: Connection, projector: Projector, report: ReconcileReport, repair: bool):
        self.conn, self.projector, self.report, self.repair = conn, projector, report, repair
        self.enqueue: list[tuple[int, bool]] = []  # (memory id, guard must be cleared)
        self.orphans: list[int] = []

    def pending(self) -> int:
        return len(self.enqueue) + len(self.orphans)

    def flush(self) -> None:
        if self.repair:
            to_reset: list[int] = []
            with self.conn.transaction():
                for memory_id, needs_reset in self.enqueue:
                    created = emit_projection_events(self.conn, memory_id, targets=[self.projector.target], repair=True)
                    self.report.repair_enqueued += created
                    # Clear the guard only when a repair is really on its way: otherwise the
                    # projection would lose a row that nothing is going to restore.
                    if needs_reset and created:
                        to_reset.append(memory_id)
            self.projector.reset(to_reset)
            self.projector.remove(self.orphans)
        self.enqueue, self.orphans = [], []


def reconcile(
    conn: Connection,
    projector: Projector,
    *,
    repair: bool = True,
    page_size: int = PAGE_SIZE,
) -> ReconcileReport:
    """Compare PostgreSQL with the projection; with `repair`, enqueue repairs and remove orphans.

    `conn` should be in autocommit mode (each page's repair events commit on their own).
    """
    target = projector.target
    report = ReconcileReport(target)
    repairs = _Repairs(conn, projector, report, repair)

    def judge(memory: StoredMemory | None, row: ProjectedRow | None) -> None:
        if memory is not None and belongs_in_projection(target, memory.status):
            report.checked += 1
            if row is None or all(guard.version is None for guard in row.guards):
                report.missing += 1
                repairs.enqueue.append((memory.id, False))
            elif not _in_sync(memory, row, target):
                report.stale += 1
                repairs.enqueue.append((memory.id, _repair_needs_reset(memory, row)))
        elif row is not None:
            report.orphan += 1
            repairs.orphans.append(row.id)
        if repairs.pending() >= page_size:
            repairs.flush()

    matched = 0
    for page in stored_pages(conn, page_size):
        found = {row.id: row for row in projector.rows([memory.id for memory in page])}
        matched += len(found)
        for memory in page:
            judge(memory, found.get(memory.id))
    # Only rows of memories PostgreSQL does not hold at all escaped the lookups. A row written or
    # removed while this ran can make the counts differ too: the scan then simply finds nothing.
    # A removal that masks such an orphan leaves it to the next run.
    if projector.row_count() != matched:
        for _, memory, row in merge_by_id(stored_memories(conn, page_size), projector.scan(page_size)):
            if memory is None:
                judge(None, row)
    repairs.flush()
    return report
