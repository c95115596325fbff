"""`memory-pipeline explain`: why the agent believes something about a user, and since when.

One JSON document from a memory id (or a user and key): the turn it came from, the run and
partition that wrote it with the backend, models and prompt version, what the gates stopped
in that turn, how it was classified, the memories it met at write time, every later version
with the run that made it, and whether Milvus and Neo4j hold its current version.
"""

from __future__ import annotations

from typing import Callable


from memory_pipeline.db import Connection, sql
from memory_pipeline.write_path.classifier import classify_by_rules
from memory_pipeline.projections.events import PROJECTED_STATUSES, belongs_in_projection


class NotYours(PermissionError):
    """The memory belongs to another user than the caller named."""


def find_memory(conn: Connection, user_id: str, fact_key: str) -> int | None:
    row = conn.execute(sql("lineage/memory_by_key"), {"user_id": user_id, "fact_key": fact_key}).fetchone()
    return row["id"] if row else None


def explain(
    conn: Connection,
    memory_id: int,
    *,
    caller_user: str | None,
    operator: bool = False,
    show_text: bool = False,
    projectors: dict[str, Callable] | None = None,
) -> dict | None:
    """The lineage document of one memory; None when it does not exist. Refuses (NotYours) a
    memory of another user than `caller_user`, unless `operator`."""
    memory = conn.execute(sql("lineage/memory"), {"id": memory_id}).fetchone()
    if memory is None:
        return None
    if not operator and memory["user_id"] != caller_user:
        raise NotYours(f"memory {memory_id} is not a memory of the given user (pass --operator to audit any user)")
    forgotten = memory["status"] == "forgotten"
    versions = [
        {
            "version": v["version"],
            "status": v["status"],
            "written_at": v["written_at"].isoformat(),
            "written_by": v["written_by"],
        }
        for v in conn.execute(sql("lineage/versions"), {"id": memory_id}).fetchall()
    ]
    first = versions[0]["written_by"] if versions else None
    return {
        "memory": {
            "id": memory["id"],
            "status": memory["status"],
            "version": memory["version"],
            "content": None if forgotten else memory["content"],
            "content_hash": memory["content_hash"],
            "importance": round(memory["importance"], 4),
            "source": memory["source"],
            "key": memory["fact_key"],
            "created_at": memory["created_at"].isoformat(),
            "updated_at": memory["updated_at"].isoformat(),
            "superseded_by": memory["superseded_by"],
        },
        "turn": _turn(memory, show_text=show_text and not forgotten),
        "written_by": {
            **(first or {"step": "unrecorded (written before provenance was kept)"}),
            "partition": memory["turn_day"].isoformat() if memory["turn_day"] else None,
            "prompt_version": memory["prompt_version"],
        },
        "gates": {
            "passed": _passed_gates(memory),
            "stopped_in_this_turn": [
                {"gate": r["gate"], "source": r["source"], "reason": r["reason_code"]}
                for r in conn.execute(sql("lineage/turn_gate_decisions"), {"turn_id": memory["source_turn_id"]})
            ],
        },
        "classification": _classification(memory, first),
        "met_at_write_time_and_later": [
            {
                "relation": r["relation"],
                "memory_id": r["other_id"],
                "status": r["status"],
                "similarity": round(r["similarity"], 4) if r["similarity"] is not None else None,
                "note": r["note"],
                "at": r["at"].isoformat(),
            }
            for r in conn.execute(sql("lineage/related_memories"), {"id": memory_id}).fetchall()
        ],
        "versions": versions,
        "projections": _projection_state(memory, projectors or {}),
        "commands": {
            "history": f"memory-pipeline history --memory {memory_id} --operator",
            "run": "open the run_id of written_by in the Dagster UI: Runs -> search by id",
        },
    }


def _turn(memory: dict, *, show_text: bool) -> dict:
    if memory["turn_ts"] is None:
        return {"turn_id": memory["source_turn_id"], "present": False}
    turn = {
        "turn_id": memory["source_turn_id"],
        "present": True,
        "session_id": memory["session_id"],
        "time": memory["turn_ts"].isoformat(),
        "day": memory["turn_day"].isoformat(),
        "status": memory["turn_status"],
    }
    if show_text:
        turn.update(user_message=memory["user_message"], assistant_reply=memory["assistant_reply"])
    return turn


def _passed_gates(memory: dict) -> list[str]:
    """A stored memory passed every gate on its way: gate 0 on the message it came from (and on
    the reply, for exchange facts), gate 1 on its key and value, gate 2 on its content."""
    if memory["source"] == "merge":
        return ["merge writer output (re-embedded; its parts passed the gates)"]
    zero = "gate 0: user_message" + (" and assistant_reply" if memory["source"] == "exchange" else "")
    return [zero, "gate 1: key and value", "gate 2: composed content"]


def _classification(memory: dict, first_writer: dict | None) -> dict:
    value = memory["content"].split(": ", 1)[-1] if memory["content"] else ""
    by_rule = classify_by_rules(memory["fact_key"], value) if memory["status"] != "forgotten" else None
    return {
        "category": memory["category"],
        "slot_hint": memory["slot_hint"],
        "tags": list(memory["tags"]),
        # Rules are code: a rule that matches the key now is the one that classified it.
        "classified_by": "rule table (SPEC section 4)"
        if by_rule is not None
        else f"model or offline stand-in of {(first_writer or {}).get('backend', 'the backend')}",
    }


def _projection_state(memory: dict, projectors: dict[str, Callable]) -> dict:
    # Changes that leave a target untouched (decay moves only importance, which Milvus does not
    # hold) do not move that target's version: Milvus is in sync at `vector_version`.
    expected_by_target = {
        "milvus": (memory["vector_version"], memory["content_hash"]),
        "neo4j": (memory["version"], memory["content_hash"]),
    }
    state = {}
    for target in PROJECTED_STATUSES:
        expected = expected_by_target[target]
        opener = projectors.get(target)
        if opener is None:
            state[target] = {"checked": False}
            continue
        try:
            with opener() as projector:
                found = projector.projected([memory["id"]]).get(memory["id"])
        except Exception as exc:  # noqa: BLE001 - an unreachable store is reported, not fatal
            state[target] = {"checked": False, "error": f"{type(exc).__name__}: {str(exc)[:200]}"}
            continue
        belongs = belongs_in_projection(target, memory["status"])
        state[target] = {
            "checked": True,
            "should_hold": belongs,
            "holds": {"version": found[0], "content_hash": found[1]} if found else None,
            "in_sync": (tuple(found) == expected) if belongs and found else (not belongs and found is None),
        }
    return state
