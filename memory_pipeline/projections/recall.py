"""Recall: the user's nearest active memories from Milvus, with their content from PostgreSQL."""

from __future__ import annotations

from typing import TYPE_CHECKING


from memory_pipeline.db import Connection, sql
from memory_pipeline.identifiers import check_identifier

if TYPE_CHECKING:  # pymilvus is imported only by the processes that talk to Milvus
    from memory_pipeline.projections.milvus_projector import MilvusProjector


def recall(conn: Connection, projector: "MilvusProjector", embedder, user_id: str, query: str, k: int = 5) -> dict:
    """Search the query's embedding among the user's active memories; results grouped by slot.

    Content comes from PostgreSQL (the projection holds no text), which also drops a hit whose
    memory stopped being active after the projection was last updated.
    """
    check_identifier("user_id", user_id)
    vector = embedder.embed([query])[0]
    hits = projector.search(user_id, vector, k)
    stored = {
        row["id"]: row
        for row in conn.execute(
            sql("projections/recall_contents"), {"ids": [hit["id"] for hit in hits], "user_id": user_id}
        ).fetchall()
    }
    by_slot: dict[str, list[dict]] = {}
    for hit in hits:  # already best first
        memory = stored.get(hit["id"])
        if memory is None:
            continue
        by_slot.setdefault(memory["slot_hint"], []).append(
            {
                "id": memory["id"],
                "content": memory["content"],
                "category": memory["category"],
                "slot_hint": memory["slot_hint"],
                "importance": round(float(memory["importance"]), 4),
                "score": round(hit["score"], 4),
            }
        )
    return {
        "user": user_id,
        "query": query,
        "embedder": _embedder_name(embedder),
        "hits": sum(len(items) for items in by_slot.values()),
        "slots": by_slot,
    }


def _embedder_name(embedder) -> str:
    # The OpenAI embedder calls it `name`, the offline one `backend_name`.
    return getattr(embedder, "name", None) or getattr(embedder, "backend_name", type(embedder).__name__)
