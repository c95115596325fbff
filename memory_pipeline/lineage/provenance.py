"""Naming the writer of memory versions (migration 0013 records it for every version).

A step names itself once on its connection before it writes; triggers in PostgreSQL then tie
every memory version that connection inserts or updates to that writer, whichever code path
wrote it. The hot path pays one `set_config` per step and one small row per version.
"""

from __future__ import annotations

import json


from memory_pipeline.db import Connection, sql


def name_writer(conn: Connection, *, step: str, **details: object) -> dict:
    """Name the writer of this connection's memory writes; None-valued details are left out.
    Never put a user id or any text of a turn here: writers outlive a forget."""
    writer = {"step": step, **{key: value for key, value in details.items() if value is not None}}
    conn.execute(sql("lineage/name_writer"), {"writer": json.dumps(writer, sort_keys=True, ensure_ascii=False)})
    return writer


def dagster_writer(context, step: str) -> dict:
    """The run, partition range and step of an asset or op execution, as writer details."""
    details: dict[str, object] = {"run_id": context.run.run_id, "step": step}
    if getattr(context, "has_partition_key_range", False) or getattr(context, "has_partition_key", False):
        keys = context.partition_keys
        details["partitions"] = keys[0] if len(keys) == 1 else f"{keys[0]}..{keys[-1]}"
    return details


# Ids listed in a materialization's metadata; past this the metadata gives a count and a query.
LISTED_IDS = 20
SAMPLE_ROWS = 5


def written_memories_metadata(written: set[tuple[int, int, str]], run_id: str) -> dict:
    """What a step wrote, for its materialization: the ids it inserted and superseded (a count and
    a query past LISTED_IDS) and a Markdown sample with the command that explains each."""
    from dagster import MetadataValue  # only a Dagster step asks for this

    inserted = sorted(memory_id for memory_id, version, _ in written if version == 1)
    superseded = sorted({memory_id for memory_id, _, status in written if status == "superseded"})
    sample = sorted(written)[:SAMPLE_ROWS]
    table = "\n".join(
        ["| memory | version | status | explain |", "|---|---|---|---|"]
        + [f"| {m} | {v} | {st} | `memory-pipeline explain --memory {m} --operator` |" for m, v, st in sample]
    )
    return {
        "memories_inserted": len(inserted),
        "inserted_ids": _listed(inserted),
        "memories_superseded": len(superseded),
        "superseded_ids": _listed(superseded),
        "written_by_this_run": (
            "SELECT p.* FROM memory_provenance p JOIN memory_writers w ON w.id = p.writer_id "
            f"WHERE w.written_by->>'run_id' = '{run_id}'"
        ),
        "sample": MetadataValue.md(table) if sample else "nothing written",
    }


def _listed(ids: list[int]) -> str:
    shown = ", ".join(map(str, ids[:LISTED_IDS]))
    return (
        shown + (f" … and {len(ids) - LISTED_IDS} more (see written_by_this_run)" if len(ids) > LISTED_IDS else "")
        or "none"
    )
