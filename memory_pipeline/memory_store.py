"""The memory store in PostgreSQL: the transactional commit (SPEC section 6) and event emission.

PostgreSQL is the single source of truth. Every change to a memory goes through
`emit_projection_events` inside the same transaction, so no memory exists without its
outbox events and no event exists without its memory.
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timezone
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from psycopg.types.json import Jsonb

from memory_pipeline.db import Connection, sql

# (target, event_type) of the three events that follow every memory version.
PROJECTION_EVENTS: tuple[tuple[str, str], ...] = (
    ("milvus", "upsert_vector"),
    ("neo4j", "upsert_node"),
    ("neo4j", "upsert_edges"),
)

# Test seam: called with the name of each completed commit step; raising aborts the transaction.
FaultHook = Callable[[str], None]


class OptimisticLockError(RuntimeError):
    """The row changed between INSERT and the content-hash UPDATE (SPEC section 6, step 2)."""


@dataclass(frozen=True)
class NewMemory:
    user_id: str
    content: str
    importance: float
    embedding: Sequence[float] | None
    category: str
    tags: tuple[str, ...]
    slot_hint: str
    source: str
    source_turn_id: str
    fact_key: str
    prompt_version: str | None = None
    ttl_days: int | None = None


@dataclass
class CommitResult:
    inserted_ids: list[int] = field(default_factory=list)
    already_present: int = 0
    events: int = 0


def content_hash(content: str) -> str:
    return hashlib.sha256(content.encode("utf-8")).hexdigest()


def dedupe_key(target: str, aggregate_id: int, version: int, event_type: str, *, repair: bool = False) -> str:
    key = f"{target}:{aggregate_id}:{version}:{event_type}"
    return f"{key}:repair" if repair else key


def projection_states(conn: Connection, memory_ids: list[int]) -> list[dict]:
    """What the projections need about each memory, in id order (absent ids are left out)."""
    return conn.execute(sql("memory/projection_states"), {"ids": memory_ids}).fetchall()


def projection_state(conn: Connection, memory_id: int) -> dict | None:
    states = projection_states(conn, [memory_id])
    return states[0] if states else None


def event_timestamp(moment: datetime) -> str:
    """UTC with microseconds always written: the same text memory_projection_events (SQL) writes."""
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f+00:00")


def event_payload(state: dict, target: str, event_type: str) -> dict:
    """What a projector needs to apply one event without reading PostgreSQL again."""
    base = {
        "id": state["id"],
        "user_id": state["user_id"],
        "version": state["version"],
        "content_hash": state["content_hash"],
        "status": state["status"],
        "category": state["category"],
        "slot_hint": state["slot_hint"],
        "importance": float(state["importance"]),
    }
    if event_type == "upsert_vector":
        embedding = state["embedding"]
        # Only active memories are in the recall index; the event of any other status deletes.
        if embedding is None or state["status"] != "active":
            base["embedding"] = None
        else:
            base["embedding"] = [float(x) for x in embedding]
    elif event_type == "upsert_node":
        base.update(
            content=state["content"],
            tags=list(state["tags"]),
            source=state["source"],
            created_at=event_timestamp(state["created_at"]),
        )
    elif event_type == "upsert_edges":
        base.update(
            follows_id=state["follows_id"],
            superseded_by=state["superseded_by"],
            supersedes_ids=list(state["supersedes_ids"]),
            created_at=event_timestamp(state["created_at"]),
        )
    else:  # pragma: no cover - guarded by the table's CHECK constraint too
        raise ValueError(f"unknown event type {event_type!r} for {target}")
    return base


def emit_projection_events(
    conn: Connection,
    memory_id: int,
    *,
    targets: Iterable[str] = ("milvus", "neo4j"),
    repair: bool = False,
    fault: FaultHook | None = None,
) -> int:
    """Insert the events for the memory's current version; returns how many were new."""
    state = projection_state(conn, memory_id)
    if state is None:
        raise LookupError(f"memory {memory_id} does not exist")
    wanted = set(targets)
    created = 0
    for target, event_type in PROJECTION_EVENTS:
        if target not in wanted:
            continue
        row = conn.execute(
            sql("outbox/insert_event"),
            {
                "target": target,
                "event_type": event_type,
                "aggregate_id": state["id"],
                "aggregate_version": state["version"],
                "payload": Jsonb(event_payload(state, target, event_type)),
                "dedupe_key": dedupe_key(target, state["id"], state["version"], event_type, repair=repair),
            },
        ).fetchone()
        created += row is not None
        if fault:
            fault(f"outbox:{target}/{event_type}")
    # Decay and eviction leave some projected states behind the memory's version (see
    # migration 0014); having emitted them at the current version, expect them there again.
    reset_vector = "milvus" in wanted and state["vector_version"] is not None
    reset_edges = "neo4j" in wanted and state["edges_version"] is not None
    if reset_vector or reset_edges:
        conn.execute(
            sql("memory/projected_at_current_version"), {"id": memory_id, "vector": reset_vector, "edges": reset_edges}
        )
    return created


def insert_memory(conn: Connection, memory: NewMemory, fault: FaultHook | None = None) -> int | None:
    """Steps 1-3 of the commit inside the caller's transaction; None when the source key exists."""
    inserted = _insert_memory(conn, memory, fault)
    return None if inserted is None else inserted[0]


def _insert_memory(conn: Connection, memory: NewMemory, fault: FaultHook | None) -> tuple[int, int] | None:
    """`insert_memory`, also returning how many outbox events were new: (id, events)."""
    row = conn.execute(
        sql("memory/insert"),
        {
            "user_id": memory.user_id,
            "content": memory.content,
            "importance": memory.importance,
            "embedding": None if memory.embedding is None else list(memory.embedding),
            "category": memory.category,
            "tags": list(memory.tags),
            "slot_hint": memory.slot_hint,
            "source": memory.source,
            "source_turn_id": memory.source_turn_id,
            "fact_key": memory.fact_key,
            "prompt_version": memory.prompt_version,
            "ttl_days": memory.ttl_days,
        },
    ).fetchone()
    if row is None:
        return None
    if fault:
        fault("insert")
    updated = conn.execute(
        sql("memory/set_content_hash"),
        {"content_hash": content_hash(memory.content), "id": row["id"], "version": row["version"]},
    ).rowcount
    if updated != 1:
        raise OptimisticLockError(f"memory {row['id']} v{row['version']}: content hash update touched {updated} rows")
    if fault:
        fault("content_hash")
    events = emit_projection_events(conn, row["id"], fault=fault)
    return row["id"], events


def commit_memories(conn: Connection, memories: Iterable[NewMemory], fault: FaultHook | None = None) -> CommitResult:
    """Commit a batch in one transaction: all memories with all their events, or nothing."""
    result = CommitResult()
    with conn.transaction():
        for memory in memories:
            inserted = _insert_memory(conn, memory, fault)
            if inserted is None:
                result.already_present += 1
            else:
                memory_id, events = inserted
                result.inserted_ids.append(memory_id)
                result.events += events
        if fault:
            fault("before_commit")
    return result


def new_version(
    conn: Connection,
    memory_id: int,
    expected_version: int,
    *,
    content: str | None = None,
    embedding: Sequence[float] | None = None,
    importance: float | None = None,
    status: str | None = None,
    superseded_by: int | None = None,
) -> int:
    """Apply a change as a new version and emit its events, in the caller's transaction."""
    row = conn.execute(
        sql("memory/new_version"),
        {
            "id": memory_id,
            "expected_version": expected_version,
            "content": content,
            "content_hash": None if content is None else content_hash(content),
            "embedding": None if embedding is None else list(embedding),
            "importance": importance,
            "status": status,
            "superseded_by": superseded_by,
        },
    ).fetchone()
    if row is None:
        raise OptimisticLockError(f"memory {memory_id} is no longer at version {expected_version}")
    emit_projection_events(conn, memory_id)
    return row["version"]


def lock_user(conn: Connection, user_id: str) -> None:
    """Hold the user's advisory lock until the caller's transaction ends.

    Every writer of one user's memories takes it (the write path's look-up + insert, merge
    execution, forgetting a user), so they serialise across Dagster run processes.
    """
    conn.execute(sql("memory/lock_user"), {"user_id": user_id})


def supersede(conn: Connection, old_id: int, old_version: int, successor_id: int) -> int:
    """Soft delete: the old memory keeps its history and points at its successor."""
    return new_version(conn, old_id, old_version, status="superseded", superseded_by=successor_id)
