"""Merge execution (SPEC section 8): consume the merge candidates the write path recorded
(cosine similarity in the merge band: 0.80-0.95 by the SPEC, or the embedding model's calibrated band).

Per pair, in one transaction under the user's advisory lock (the write path's lock):
1. re-check: both memories still active; when either changed since the candidate was recorded
   (a new version), the similarity is recomputed from the current embeddings and the pair is
   merged only if it is still in the merge band; otherwise the candidate becomes `stale`;
2. the merge writer (the fast model, or offline the deterministic rule "same-key-union",
   named as such in the report) writes one merged statement;
3. the newer memory is superseded by the older one (superseded_by = older id, so the graph
   gets `(older)-[:SUPERSEDES]->(newer)`), and the older memory gets a new version with the
   merged content, its fresh embedding and the higher importance of the two.
Every change goes through memory_store.new_version, so versions, content hashes and outbox
events follow in the same transaction.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass
from datetime import datetime

from psycopg import errors

from memory_pipeline.db import Connection, sql
from memory_pipeline.governance.as_of import resolve_now
from memory_pipeline.governance.batches import require_idle
from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.llm.client import LLMCallFailed
from memory_pipeline.embedding.calibration import bands_for
from memory_pipeline.governance.rules import BAND_MERGE, SPEC_BANDS, SimilarityBands, similarity_band
from memory_pipeline.memory_store import lock_user, new_version, supersede

# Pairs per run; the rest wait for the next run (candidates are consumed oldest first).
DEFAULT_LIMIT = 1000
# Pairs listed in the report (and so in Dagster metadata); the counts cover all of them.
REPORTED_PAIRS = 50


@dataclass(frozen=True)
class PairOutcome:
    candidate_id: int
    older_id: int | None
    newer_id: int | None
    status: str  # merged | stale | rejected | pending (retry) | skipped (decided elsewhere)
    note: str
    rechecked: bool = False


@dataclass(frozen=True)
class Recheck:
    mergeable: bool
    note: str
    rechecked: bool


def execute_merges(
    conn: Connection,
    backend: ModelBackend,
    now: datetime | None = None,
    *,
    limit: int | None = None,
) -> dict:
    """Decide up to `limit` (default DEFAULT_LIMIT) pending candidates, one transaction per pair."""
    require_idle(conn, "merge")
    now = resolve_now(now)
    with conn.transaction():
        pending = conn.execute(
            sql("governance/pending_merge_candidates"), {"limit": DEFAULT_LIMIT if limit is None else limit}
        ).fetchall()
    bands = bands_for(conn, backend.settings)  # the embedding model's own merge band
    backend.prefetch_merge_statements(_pairs_to_merge(conn, pending))
    outcomes = []
    for candidate in pending:
        with conn.transaction():
            outcomes.append(merge_pair(conn, backend, candidate["id"], candidate["user_id"], now, bands))
    tally = Counter(outcome.status for outcome in outcomes)
    return {
        "now": now.isoformat(),
        "merge_writer": backend.merge_name,
        "candidates": len(pending),
        **{status: tally[status] for status in ("merged", "stale", "rejected", "pending", "skipped")},
        "rechecked": sum(outcome.rechecked for outcome in outcomes),
        "pairs": [asdict(outcome) for outcome in outcomes[:REPORTED_PAIRS]],
    }


def _pairs_to_merge(conn: Connection, pending: list[dict]) -> list[tuple[str, str, str]]:
    """(user_id, older content, newer content) of each pending candidate as it stands now; each
    merge re-reads its pair under lock, so a pair that changed meanwhile is asked again."""
    rows = conn.execute(
        sql("governance/merge_pair_contents"), {"candidate_ids": [candidate["id"] for candidate in pending]}
    ).fetchall()
    return [(row["user_id"], row["older_content"], row["newer_content"]) for row in rows]


def merge_pair(
    conn: Connection,
    backend: ModelBackend,
    candidate_id: int,
    user_id: str,
    now: datetime,
    bands: SimilarityBands = SPEC_BANDS,
) -> PairOutcome:
    """Re-check and merge one candidate inside the caller's transaction."""
    lock_user(conn, user_id)
    candidate = conn.execute(sql("governance/lock_merge_candidate"), {"id": candidate_id}).fetchone()
    if candidate is None:
        return PairOutcome(candidate_id, None, None, "skipped", "already decided by another run")
    older_id, newer_id = candidate["older_id"], candidate["newer_id"]

    def decide(status: str, note: str, rechecked: bool = False) -> PairOutcome:
        conn.execute(
            sql("governance/decide_merge_candidate"), {"id": candidate_id, "status": status, "note": note, "now": now}
        )
        return PairOutcome(candidate_id, older_id, newer_id, status, note, rechecked)

    members = {
        row["id"]: row
        for row in conn.execute(sql("governance/lock_merge_members"), {"older_id": older_id, "newer_id": newer_id})
    }
    older, newer = members.get(older_id), members.get(newer_id)
    recheck = _recheck(conn, candidate, older, newer, bands)
    if not recheck.mergeable:
        return decide("stale", recheck.note, recheck.rechecked)
    assert older is not None and newer is not None  # _recheck finds a missing member unmergeable

    # A failed or unusable model answer is not a verdict on the pair: the next run asks again.
    merged = backend.merge_statement(user_id, older["content"], newer["content"])
    if merged is None:
        return decide("pending", f"merge writer {backend.merge_name} gave no usable statement", recheck.rechecked)
    content_changed = merged != older["content"]
    try:
        embedding = backend.embed([merged], [user_id])[0] if content_changed else None
    except LLMCallFailed as exc:
        return decide("pending", f"embedding the merged statement failed ({exc.reason})", recheck.rechecked)
    importance = max(older["importance"], newer["importance"])
    try:
        with conn.transaction():  # a savepoint: a refused merge still records its decision
            # Newer first: it leaves the one-active-copy-per-content index before the older
            # memory may take over its exact content.
            supersede(conn, newer_id, newer["version"], older_id)
            new_version(
                conn,
                older_id,
                older["version"],
                content=merged if content_changed else None,
                embedding=embedding,
                importance=importance if importance != older["importance"] else None,
            )
    except errors.UniqueViolation:
        return decide("rejected", "the merged statement equals another active memory of the user", recheck.rechecked)
    return decide("merged", f"merged by {backend.merge_name}; {recheck.note}", recheck.rechecked)


def _recheck(
    conn: Connection,
    candidate: dict,
    older: dict | None,
    newer: dict | None,
    bands: SimilarityBands,
) -> Recheck:
    """Is the pair still what the write path saw, or (if changed) still worth merging?"""
    for role, memory_id, memory in (("older", candidate["older_id"], older), ("newer", candidate["newer_id"], newer)):
        if memory is None:
            return Recheck(False, f"{role} memory {memory_id} no longer exists", False)
        if memory["status"] != "active":
            return Recheck(False, f"{role} memory {memory_id} is {memory['status']}", False)
        if memory["user_id"] != candidate["user_id"]:
            return Recheck(False, f"{role} memory {memory_id} no longer belongs to the candidate's user", False)
    assert older is not None and newer is not None  # the loop above returned for a missing one
    recorded = (candidate["older_version"], candidate["newer_version"])
    if (older["version"], newer["version"]) == recorded:
        return Recheck(True, f"unchanged since recorded (similarity {candidate['similarity']:.3f})", False)
    changes = f"versions v{recorded[0]}/v{recorded[1]} -> v{older['version']}/v{newer['version']}"
    row = conn.execute(
        sql("governance/pair_similarity"), {"older_id": candidate["older_id"], "newer_id": candidate["newer_id"]}
    ).fetchone()
    similarity = row["similarity"] if row else None
    if similarity is None:
        return Recheck(False, f"re-checked ({changes}): an embedding is missing", True)
    band = similarity_band(similarity, bands)
    if band != BAND_MERGE:
        return Recheck(False, f"re-checked ({changes}): similarity {similarity:.3f} is now in the {band} band", True)
    return Recheck(True, f"re-checked ({changes}): similarity {similarity:.3f} still in the merge band", True)
