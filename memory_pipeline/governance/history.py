"""Conflict and merge history: a superseded memory keeps pointing at its successor
(`superseded_by`), so the chain through any memory can be read back both ways."""

from __future__ import annotations


from memory_pipeline.db import Connection, sql

# Guards the recursive walk against a cycle that a hand-edited row could create.
MAX_CHAIN_DEPTH = 1000


def memory_history(conn: Connection, memory_id: int) -> list[dict]:
    """[{id, version, status, content, superseded_by, updated_at}] from the oldest replaced memory
    to the newest successor; empty when the memory does not exist."""
    rows = conn.execute(sql("governance/memory_history"), {"id": memory_id, "max_depth": MAX_CHAIN_DEPTH}).fetchall()
    return [
        {
            "id": row["id"],
            "version": row["version"],
            "status": row["status"],
            "content": row["content"],
            "superseded_by": row["superseded_by"],
            "updated_at": row["updated_at"].isoformat(),
        }
        for row in rows
    ]


class NotTheUsersMemory(LookupError):
    """The memory does not exist or belongs to another user (one answer for both, so the
    refusal does not tell whether another user's memory exists)."""


def user_memory_history(conn: Connection, memory_id: int, user_id: str | None, operator: bool = False) -> list[dict]:
    """The history of one of `user_id`'s memories. Reading another user's memory takes an
    explicit `operator=True` (the CLI's --operator), never a default."""
    if not operator:
        if not user_id:
            raise ValueError("name the user whose memory this is (--user), or act as an operator (--operator)")
        owner = conn.execute(sql("governance/memory_owner"), {"id": memory_id}).fetchone()
        if owner is None or owner["user_id"] != user_id:
            raise NotTheUsersMemory(f"memory {memory_id} is not a memory of this user")
    return memory_history(conn, memory_id)
