"""Conflict and merge history: a superseded memory keeps pointing at its successor
(`superseded_by`), so the chain through any memory can be read back both ways."""

from __future__ import annotations

import psycopg

from memory_pipeline.db import sql

# Guards the recursive walk against a cycle that a hand-edited row could create.
MAX_CHAIN_DEPTH = 1000


def memory_history(conn: psycopg.Connection, memory_id: int) -> list[dict]:
    """[{id, version, status, content, superseded_by, updated_at}] from the oldest replaced memory
    to the newest successor; empty when the memory does not exist."""
    rows = conn.execute(sql("governance/memory_history"), {"id": memory_id, "max_depth": MAX_CHAIN_DEPTH}).fetchall()
    return [
        {
            "id": row["id"], "version": row["version"], "status": row["status"], "content": row["content"],
            "superseded_by": row["superseded_by"], "updated_at": row["updated_at"].isoformat(),
        }
        for row in rows
    ]
