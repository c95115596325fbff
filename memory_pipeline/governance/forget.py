"""Forget a user (SPEC section 8): remove the user's memories everywhere through the outbox.

One transaction under the user's advisory lock (so no write-path commit or merge of that user
interleaves):
- every memory of the user: status forgotten, content '', embedding NULL, tags and fact key
  cleared, user_id replaced by a keyed hash, new version and its outbox events; the projectors
  delete forgotten memories by id (Milvus rows; Neo4j nodes, their edges, and the user node
  once it has no memory left);
- older outbox events of those memories keep their shape but lose content, embedding, content
  hash and user id;
- the user's source turns are blanked first (status forgotten, no text, no owner, no file
  name): every write-path step guards on that status, so a run that read the turns before the
  forget can neither revive a turn nor store anything made from it afterwards;
- then the user's cached model answers, gate audit rows and stage-output records are deleted,
  their merge candidates closed;
- a tombstone keeps the keyed hash and the counts, for audit (and blocks cache writes for
  that user from runs still in flight);
- after the commit, ANALYZE refreshes the touched tables' statistics (pg_stats keeps sampled
  values), and `compact=True` also VACUUMs them.

A second call finds nothing under the user's id, changes nothing and reports zeros.
"""

from __future__ import annotations

from datetime import datetime


from memory_pipeline.db import Connection, one, sql
from memory_pipeline.governance.as_of import resolve_now
from memory_pipeline.memory_store import content_hash, lock_user
from memory_pipeline.forgotten import forgotten_user_id as user_hash, is_reserved_id

TOUCHED_TABLES = (
    "conversation_turns",
    "long_term_memory",
    "memory_outbox",
    "llm_cache",
    "gate_rejections",
    "merge_candidates",
    "pipeline_stage_outputs",
)


def forget_user(conn: Connection, user_id: str, now: datetime | None = None, compact: bool = False) -> dict:
    """Erase the user's data in PostgreSQL and enqueue its removal from the projections.

    The report carries counts and the keyed hash, never the user id (it ends up in run metadata).
    """
    if not user_id:
        raise ValueError("forget needs a user id")
    if is_reserved_id(user_id):
        # Addressing tombstoned rows by their hash would rehash them out of their tombstone.
        raise ValueError("forget takes a live user id; ids starting with 'forgotten:' name forgotten rows")
    now = resolve_now(now)
    hashed = user_hash(user_id)
    erased = {"user_id": user_id, "user_hash": hashed, "empty_hash": content_hash("")}
    with conn.transaction():
        lock_user(conn, user_id)
        counts = {**_forget_memories(conn, erased), **_erase_other_traces(conn, erased)}
        tombstone_id = None
        if any(counts.values()):  # a repeated request finds nothing and leaves no second tombstone
            tombstone_id = one(
                conn.execute(
                    sql("governance/forget_tombstone"),
                    {"user_hash": hashed, "memories": counts["memories"], "turns": counts["turns"], "now": now},
                )
            )["id"]
    statistics = refresh_statistics(conn, compact) if tombstone_id is not None or compact else "unchanged"
    return {
        "user_hash": hashed,
        **counts,
        "tombstone_id": tombstone_id,
        "now": now.isoformat(),
        "statistics": statistics,
        "tables": list(TOUCHED_TABLES),
    }


def refresh_statistics(conn: Connection, compact: bool) -> str:
    """ANALYZE (or VACUUM (ANALYZE) when compacting) the tables a forget touches. VACUUM cannot
    run inside a transaction block, so it needs an autocommit connection."""
    if not compact:
        conn.execute(sql("governance/forget_analyze"))
        return "analyzed"
    if not conn.autocommit:
        raise ValueError("forget --compact needs an autocommit connection (VACUUM runs outside transactions)")
    conn.execute(sql("governance/forget_vacuum"))
    return "vacuumed"


def _forget_memories(conn: Connection, erased: dict) -> dict:
    forgotten = conn.execute(sql("governance/forget_memories"), erased).fetchall()
    if not forgotten:
        return {"memories": 0, "events": 0, "outbox_payloads_scrubbed": 0}
    ids, versions = [row["id"] for row in forgotten], [row["version"] for row in forgotten]
    return {
        "memories": len(forgotten),
        "events": one(conn.execute(sql("governance/forget_emit_events"), {"ids": ids}))["events"],
        "outbox_payloads_scrubbed": conn.execute(
            sql("governance/forget_scrub_outbox"), {**erased, "ids": ids, "versions": versions}
        ).rowcount,
    }


def _erase_other_traces(conn: Connection, erased: dict) -> dict:
    # Turns first: their row locks order this forget against write-path steps in flight.
    turn_ids = [row["turn_id"] for row in conn.execute(sql("governance/forget_turns"), erased).fetchall()]
    erased = {**erased, "turn_ids": turn_ids}
    return {
        "turns": len(turn_ids),
        "gate_rejections_deleted": conn.execute(sql("governance/forget_gate_rejections"), erased).rowcount,
        "llm_cache_deleted": conn.execute(sql("governance/forget_llm_cache"), erased).rowcount,
        "stage_records": one(conn.execute(sql("governance/forget_stage_outputs"), erased))["records"],
        "merge_candidates": conn.execute(sql("governance/forget_merge_candidates"), erased).rowcount,
        "write_decisions": conn.execute(sql("governance/forget_write_decisions"), erased).rowcount,
    }


def compact_projections(settings) -> dict:
    """Apply the forget's outbox events now, then ask each projection store to drop what it
    can of the deleted data (Milvus segment compaction, a Neo4j checkpoint that prunes old
    transaction logs). What neither can drop is listed in the README's erasure section."""
    from memory_pipeline.projections.outbox import drain
    from memory_pipeline.projections.resources import open_projector

    report = {}
    for target in ("milvus", "neo4j"):
        drained = drain(settings.database_url, target, lambda target=target: open_projector(target, settings))
        with open_projector(target, settings) as projector:
            report[target] = {"drain": drained.as_dict(), "compaction": projector.compact()}
    return report
