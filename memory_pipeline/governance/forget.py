"""Forget a user (SPEC section 8): remove the user's memories everywhere through the outbox.

One transaction under the user's advisory lock (so no write-path commit or merge of that user
interleaves):
- every memory of the user: status forgotten, content '', embedding NULL, tags and fact key
  cleared, user_id replaced by a keyed hash, new version and its outbox events; the projectors
  delete forgotten memories by id (Milvus rows; Neo4j nodes, their edges, and the user node
  once it has no memory left);
- older outbox events of those memories keep their shape but lose content, embedding, content
  hash and user id;
- the user's cached model answers are deleted, their source turns blanked (status forgotten),
  their records removed from the stored stage outputs, their merge candidates closed;
- a tombstone keeps the keyed hash and the counts, for audit.

A second call finds nothing under the user's id, changes nothing and reports zeros.
"""

from __future__ import annotations

from datetime import datetime

import psycopg

from memory_pipeline.db import sql
from memory_pipeline.governance.as_of import resolve_now
from memory_pipeline.memory_store import content_hash, lock_user
from memory_pipeline.logic.screening import subject_hash


def user_hash(user_id: str) -> str:
    """Non-identifying stand-in for a forgotten user id: a keyed hash (AUDIT_HMAC_KEY), so an
    auditor holding the key can confirm that a given user was forgotten, and nobody else can
    dictionary-attack the ids. The purpose prefix keeps it unlinkable to gate-audit hashes."""
    return "forgotten:" + subject_hash(f"forget-user:{user_id}")


def forget_user(conn: psycopg.Connection, user_id: str, now: datetime | None = None) -> dict:
    """Erase the user's data in PostgreSQL and enqueue its removal from the projections.

    The report carries counts and the keyed hash, never the user id (it ends up in run metadata).
    """
    if not user_id:
        raise ValueError("forget needs a user id")
    now = resolve_now(now)
    hashed = user_hash(user_id)
    erased = {"user_id": user_id, "user_hash": hashed, "empty_hash": content_hash("")}
    with conn.transaction():
        lock_user(conn, user_id)
        counts = {**_forget_memories(conn, erased), **_erase_other_traces(conn, erased)}
        tombstone_id = None
        if any(counts.values()):  # a repeated request finds nothing and leaves no second tombstone
            tombstone_id = conn.execute(
                sql("governance/forget_tombstone"),
                {"user_hash": hashed, "memories": counts["memories"], "turns": counts["turns"], "now": now},
            ).fetchone()["id"]
    return {"user_hash": hashed, **counts, "tombstone_id": tombstone_id, "now": now.isoformat()}


def _forget_memories(conn: psycopg.Connection, erased: dict) -> dict:
    forgotten = conn.execute(sql("governance/forget_memories"), erased).fetchall()
    if not forgotten:
        return {"memories": 0, "events": 0, "outbox_payloads_scrubbed": 0}
    ids, versions = [row["id"] for row in forgotten], [row["version"] for row in forgotten]
    return {
        "memories": len(forgotten),
        "events": conn.execute(sql("governance/forget_emit_events"), {"ids": ids}).fetchone()["events"],
        "outbox_payloads_scrubbed": conn.execute(
            sql("governance/forget_scrub_outbox"), {**erased, "ids": ids, "versions": versions}
        ).rowcount,
    }


def _erase_other_traces(conn: psycopg.Connection, erased: dict) -> dict:
    return {
        "llm_cache_deleted": conn.execute(sql("governance/forget_llm_cache"), erased).rowcount,
        "turns": conn.execute(sql("governance/forget_turns"), erased).rowcount,
        "stage_records": conn.execute(sql("governance/forget_stage_outputs"), erased).fetchone()["records"],
        "merge_candidates": conn.execute(sql("governance/forget_merge_candidates"), erased).rowcount,
        "write_decisions": conn.execute(sql("governance/forget_write_decisions"), erased).rowcount,
    }
