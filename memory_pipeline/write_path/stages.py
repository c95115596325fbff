"""The write path's stages (SPEC sections 2-5 and 8), free of Dagster so the CLI, the assets
and the benchmark run the very same code. Records are plain JSON-able dicts.
"""

from __future__ import annotations

import logging
import time
from datetime import datetime
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from memory_pipeline.db import Connection, one, sql
from memory_pipeline.llm.backends import ExtractionRequest, ModelBackend
from memory_pipeline.llm.client import LLMCallFailed
from memory_pipeline.llm.offline import question_text
from memory_pipeline.write_path.classifier import with_source_tag
from memory_pipeline.write_path.records import (
    ClassifiedFact,
    ClassifiedMemory,
    Fact,
    GatedFact,
    Origin,
    RejectedFact,
    Turn,
    TurnReference,
)
from memory_pipeline.write_path.facts import (
    EXCHANGE_IMPORTANCE,
    USER_IMPORTANCE,
    MalformedOutput,
    anchor_exchange_facts,
    compose_content,
)
from memory_pipeline.write_path.screening.gates import scan_text
from memory_pipeline.write_path.screening.fact_gates import Rejection, screen_fact, subject_hash
from memory_pipeline.governance.rules import (
    CONFLICT_CATEGORIES,
    MAX_JUDGE_CANDIDATES,
    SPEC_BANDS,
    SimilarityBands,
    is_conflict_candidate,
    is_same_attribute_update,
    similarity_band,
)
from memory_pipeline.fault_points import fault_point
from memory_pipeline.memory_store import NewMemory, content_hash, insert_memory, lock_user, supersede

log = logging.getLogger(__name__)
IMPORTANCE = {"user": USER_IMPORTANCE, "exchange": EXCHANGE_IMPORTANCE}
NEAREST_LIMIT = 8


@dataclass
class StageStats:
    """Counters a stage reports as Dagster metadata."""

    counts: Counter = field(default_factory=Counter)
    by_reason: Counter = field(default_factory=Counter)
    seconds: float = 0.0

    @classmethod
    def reporting(cls, *names: str) -> "StageStats":
        """Stats whose named counters always appear, zero included, so UI plots stay continuous."""
        stats = cls()
        stats.counts.update({name: 0 for name in names})
        return stats

    def as_metadata(self) -> dict:
        return {**dict(self.counts), "by_reason": dict(self.by_reason), "seconds": round(self.seconds, 3)}


class recording_seconds:
    """Adds the seconds its block took to `stats.seconds`."""

    def __init__(self, stats: StageStats) -> None:
        self.stats = stats

    def __enter__(self):
        self.start = time.perf_counter()

    def __exit__(self, *exc):
        self.stats.seconds += time.perf_counter() - self.start


# --------------------------------------------------------------------------- audit


class TurnLedger:
    """Where the stages record gate rejections and each turn's extraction outcome."""

    def __init__(self, conn: Connection | None, run_id: str | None = None) -> None:
        self.conn = conn  # None: evaluate without touching the audit table or the turns
        self.run_id = run_id  # the run that extracts, and later commits, these turns

    def rejected(self, turn_id: str, rejection: Rejection) -> None:
        if self.conn is None:
            return
        for reason in rejection.reasons:
            self.conn.execute(
                sql("write_path/record_rejection"),
                {
                    "turn_id": turn_id,
                    "gate": rejection.gate,
                    "source": rejection.source,
                    "reason_code": reason,
                    "subject_hash": rejection.subject_hash,
                },
            )

    def turn_done(self, turn_id: str, status: str, error: str | None) -> None:
        if self.conn is not None:
            self.conn.execute(
                sql("write_path/mark_turn"),
                {
                    "turn_id": turn_id,
                    "status": status,
                    "error": error,
                    "run_id": self.run_id,
                },
            )


# --------------------------------------------------------------------------- stage 1: extraction


@dataclass(frozen=True)
class DueTurns:
    """Which turns an incremental run takes: not yet committed, and due (see turns_due_for_days.sql)."""

    limit: int
    retry_after_seconds: int
    stranded_after_seconds: int


def _due_turn_rows(conn: Connection, first_day: str, last_day: str, due: DueTurns) -> list[dict]:
    return conn.execute(
        sql("write_path/turns_due_for_days"),
        {
            "first_day": first_day,
            "last_day": last_day,
            "limit": due.limit,
            "retry_after_seconds": due.retry_after_seconds,
            "stranded_after_seconds": due.stranded_after_seconds,
        },
    ).fetchall()


def load_turns(conn: Connection, first_day: str, last_day: str, due: DueTurns | None = None) -> list[Turn]:
    """All turns of the days (a backfill), or only the due ones, oldest first (an incremental
    run), with their texts."""
    if due is None:
        rows = conn.execute(sql("write_path/turns_for_days"), {"first_day": first_day, "last_day": last_day}).fetchall()
    else:
        rows = _due_turn_rows(conn, first_day, last_day, due)
    return [_turn_record(r) for r in rows]


def turn_references(
    conn: Connection, first_day: str, last_day: str, due: DueTurns | None = None
) -> list[TurnReference]:
    """What raw_transcripts stores of the days' turns (all, or only the due ones): ids and times,
    never their texts. A text gate 0 rejects is then never persisted outside its source row,
    which `forget` erases."""
    if due is None:
        rows = conn.execute(
            sql("write_path/turn_references_for_days"), {"first_day": first_day, "last_day": last_day}
        ).fetchall()
    else:
        rows = _due_turn_rows(conn, first_day, last_day, due)
    return [
        {
            "turn_id": r["turn_id"],
            "user_id": r["user_id"],
            "session_id": r["session_id"],
            "ts": r["ts"].isoformat(),
            "day": r["day"].isoformat(),
        }
        for r in rows
    ]


def load_turn_texts(conn: Connection, references: list[TurnReference]) -> list[Turn]:
    """The referenced turns with their texts, read fresh: a turn forgotten since is left out."""
    rows = conn.execute(sql("write_path/turns_by_ids"), {"turn_ids": [r["turn_id"] for r in references]}).fetchall()
    return [_turn_record(r) for r in rows]


def _turn_record(row: dict) -> Turn:
    return {
        "turn_id": row["turn_id"],
        "user_id": row["user_id"],
        "session_id": row["session_id"],
        "ts": row["ts"].isoformat(),
        "day": row["day"].isoformat(),
        "user_message": row["user_message"],
        "assistant_reply": row["assistant_reply"],
    }


def extract_facts(
    ledger: TurnLedger,
    turns: list[Turn],
    backend: ModelBackend,
    on_progress=None,
) -> tuple[list[Fact | RejectedFact], StageStats]:
    """Gate 0 on both messages, then one extraction call per turn, then query anchoring.

    The model calls of all turns go out together (concurrently, or through the Batch API for a
    large backfill); everything recorded from their answers is recorded in turn order, so the
    facts do not depend on how many calls were in flight."""
    stats = StageStats.reporting(
        "turns_in",
        "facts_user",
        "facts_exchange",
        "turns_without_facts",
        "turns_extraction_failed",
        "exchange_dropped_unanchored",
        "facts_screened_out",
    )
    facts: list[Fact | RejectedFact] = []
    with recording_seconds(stats):
        requests = []
        for turn in turns:
            stats.counts["turns_in"] += 1
            blocked = {}
            for source, text in (("user_message", turn["user_message"]), ("assistant_reply", turn["assistant_reply"])):
                verdict = scan_text(text)
                blocked[source] = verdict.blocked
                if verdict.blocked:
                    ledger.rejected(turn["turn_id"], Rejection(source, 0, verdict.reasons, subject_hash(text)))
                    stats.by_reason.update(f"gate0:{r}" for r in verdict.reasons)
            with_user = not blocked["user_message"]
            # A hit on the reply rejects the whole exchange path of this turn.
            with_exchange = with_user and not blocked["assistant_reply"] and bool(turn["assistant_reply"].strip())
            requests.append(
                ExtractionRequest(
                    turn["user_id"], turn["user_message"], turn["assistant_reply"], with_user, with_exchange
                )
            )
        extractions = backend.extract_many(requests, on_progress)
        for turn, extraction in zip(turns, extractions):
            if isinstance(extraction, (MalformedOutput, LLMCallFailed)):
                stats.counts["turns_extraction_failed"] += 1
                stats.by_reason[f"extraction_failed:{extraction.reason}"] += 1
                log.warning(
                    "turn %s: extraction failed (%s); it stays due for the next run", turn["turn_id"], extraction.reason
                )
                ledger.turn_done(turn["turn_id"], "extraction_failed", extraction.reason)
                continue
            if isinstance(extraction, BaseException):
                raise extraction  # a bug, not a model failure: fail the step loudly
            # Anchored on the question only: statements around it carry no topic.
            question = question_text(turn["user_message"]) or ""
            exchange_facts, dropped = anchor_exchange_facts(extraction.exchange_facts, question)
            stats.counts["exchange_dropped_unanchored"] += len(dropped)
            origin = Origin(turn_id=turn["turn_id"], user_id=turn["user_id"], ts=turn["ts"], day=turn["day"])
            for source, found in (("user", extraction.user_facts), ("exchange", exchange_facts)):
                for key, value in found.items():
                    facts.append(
                        {**origin, "source": source, "key": key, "value": value, "importance": IMPORTANCE[source]}
                    )
                    stats.counts[f"facts_{source}"] += 1
            # Screened out already: they travel on to gated_facts as text-free audit records.
            facts.extend({**origin, "source": r.source, "rejected": r.as_dict()} for r in extraction.rejected)
            stats.counts["facts_screened_out"] += len(extraction.rejected)
            if not facts or facts[-1]["turn_id"] != turn["turn_id"]:
                stats.counts["turns_without_facts"] += 1
            ledger.turn_done(turn["turn_id"], "extracted", None)
            fault_point("extract_turn")
        stats.counts["facts_out"] = len(facts) - stats.counts["facts_screened_out"]
    return facts, stats


# --------------------------------------------------------------------------- stage 2: gates 1 and 2


def gate_facts(ledger: TurnLedger, facts: Sequence[Fact | RejectedFact]) -> tuple[list[GatedFact], StageStats]:
    """Gate 1 on each key and value, gate 2 on the composed content; rejections are audited.

    Extraction screened its answer with the same gates before storing it, so most rejections
    arrive here as text-free records; screening again costs little and guards any other input.
    """
    stats = StageStats.reporting("facts_in", "facts_rejected")
    passed: list[GatedFact] = []
    with recording_seconds(stats):
        for fact in facts:
            stats.counts["facts_in"] += 1
            rejection: Rejection | None
            if "rejected" in fact:
                rejection = Rejection.from_dict(fact["rejected"])
            else:
                rejection = screen_fact(fact["source"], fact["key"], fact["value"])
            if rejection is not None:
                ledger.rejected(fact["turn_id"], rejection)
                stats.by_reason.update(f"gate{rejection.gate}:{r}" for r in rejection.reasons)
                stats.counts["facts_rejected"] += 1
                continue
            assert "rejected" not in fact  # a rejected fact's rejection was recorded above
            passed.append({**fact, "content": compose_content(fact["source"], fact["key"], fact["value"])})
        stats.counts["facts_out"] = len(passed)
    return passed, stats


# --------------------------------------------------------------------------- stage 3: classify + embed


def classify_and_embed(facts: list[GatedFact], backend: ModelBackend) -> tuple[list[ClassifiedMemory], StageStats]:
    stats = StageStats.reporting("rule_hits", "llm_or_fallback")
    classified: list[ClassifiedFact] = []
    with recording_seconds(stats):
        found = backend.classify_many([(f["user_id"], f["key"], f["value"], f["source"]) for f in facts])
        for fact, classification in zip(facts, found):
            classification = with_source_tag(classification, fact["source"])
            stats.counts["rule_hits" if classification.by_rule else "llm_or_fallback"] += 1
            stats.by_reason[f"category:{classification.category}"] += 1
            stats.by_reason[f"slot:{classification.slot_hint}"] += 1
            classified.append(
                {
                    **fact,
                    "category": classification.category,
                    "tags": list(classification.tags),
                    "slot_hint": classification.slot_hint,
                    "by_rule": classification.by_rule,
                }
            )
        # Embed the composed content, all facts in one batched request.
        vectors = backend.embed([m["content"] for m in classified], [m["user_id"] for m in classified])
        memories: list[ClassifiedMemory] = [
            {**fact, "embedding": [float(x) for x in vector]} for fact, vector in zip(classified, vectors)
        ]
        stats.counts["memories_out"] = len(memories)
        total = len(memories)
        stats.counts["rule_hit_rate_pct"] = round(100 * stats.counts["rule_hits"] / total) if total else 0
    return memories, stats


# --------------------------------------------------------------------------- stage 4: governed commit


def write_memories(
    conn: Connection,
    memories: list[ClassifiedMemory],
    backend: ModelBackend,
    prompt_version: str | None = None,
    bands: SimilarityBands = SPEC_BANDS,
) -> StageStats:
    """Dedup, merge planning and conflict handling against the user's active memories, then commit.

    `bands` are the embedding model's calibrated thresholds (`calibration.bands_for`).

    One transaction per user under that user's advisory lock, so two runs writing the same
    user's memories at once cannot both insert the same memory.
    """
    stats = StageStats.reporting(
        "inserted",
        "already_committed",
        "already_decided",
        "duplicates_skipped",
        "merge_candidates",
        "conflict_candidates_judged",
        "conflicts_superseded",
        "outdated_superseded",
        "skipped_forgotten",
        "updates_kept_from_dedup",
    )
    by_user: dict[str, list[dict]] = defaultdict(list)
    for memory in memories:
        by_user[memory["user_id"]].append(memory)
    for user_id in by_user:
        by_user[user_id].sort(key=lambda m: (m["ts"], m["turn_id"], m["source"], m["key"]))
    with recording_seconds(stats):
        if backend.judges_ahead:
            # The commit below judges one fact at a time under the user's lock; asking for the
            # verdicts it will most likely need in bulk first turns those calls into cache hits.
            backend.judge_pairs(likely_conflict_pairs(conn, by_user, bands))
        for user_id in sorted(by_user):
            ordered = by_user[user_id]
            with conn.transaction():
                # Dagster runs are separate processes: only a database lock makes look-up + insert atomic.
                lock_user(conn, user_id)
                conn.execute(sql("memory/use_hnsw_search"))
                for memory in ordered:
                    stats.counts[_write_one(conn, memory, backend, prompt_version, stats, bands)] += 1
                fault_point("commit_user")
    return stats


def likely_conflict_pairs(
    conn: Connection,
    by_user: dict[str, list[dict]],
    bands: SimilarityBands = SPEC_BANDS,
) -> list[tuple[str, str, str]]:
    """The (user_id, older content, newer content) pairs the commit will probably judge: each
    fact against the user's active memories and the facts committed before it in this batch,
    with the commit's own bands. A guess only: a pair it misses is judged live, one it adds
    costs a share of a batched call."""
    pairs: list[tuple[str, str, str]] = []
    with conn.transaction():
        conn.execute(sql("memory/use_hnsw_search"))
        for user_id, ordered in by_user.items():
            pairs.extend(_likely_pairs_of_user(conn, user_id, ordered, bands))
    return pairs


def _likely_pairs_of_user(
    conn: Connection, user_id: str, ordered: list[dict], bands: SimilarityBands
) -> list[tuple[str, str, str]]:
    pairs: list[tuple[str, str, str]] = []
    earlier: list[dict] = []
    for memory in ordered:
        known = one(
            conn.execute(
                sql("write_path/source_key_exists"),
                {"turn_id": memory["turn_id"], "source": memory["source"], "fact_key": memory["key"]},
            )
        )
        if known["present"] or known["decided"] or known["forgotten"]:
            continue  # a re-run: the commit decides nothing for it
        if memory["category"] not in CONFLICT_CATEGORIES:
            earlier.append(memory)
            continue
        nearest = conn.execute(
            sql("memory/nearest_active"),
            {"user_id": user_id, "embedding": memory["embedding"], "limit": NEAREST_LIMIT},
        ).fetchall()
        scored = [(n["similarity"], n["category"], n["content"]) for n in nearest] + [
            (_cosine(memory["embedding"], e["embedding"]), e["category"], e["content"]) for e in earlier
        ]
        scored.sort(key=lambda item: item[0], reverse=True)
        same_key = conn.execute(
            sql("write_path/same_key_active"),
            {
                "user_id": user_id,
                "fact_key": memory["key"],
                "source": memory["source"],
                "category": memory["category"],
                "limit": MAX_JUDGE_CANDIDATES,
            },
        ).fetchall()
        # As the commit does: same-key memories (stored, or earlier in this batch) come first.
        candidates = list(
            dict.fromkeys(
                [
                    *(row["content"] for row in same_key),
                    *(
                        e["content"]
                        for e in earlier
                        if e["key"] == memory["key"] and e["category"] == memory["category"]
                    ),
                    *(
                        content
                        for similarity, category, content in scored
                        if category == memory["category"] and is_conflict_candidate(category, similarity, bands)
                    ),
                ]
            )
        )
        # Contradictions found while committing retire memories: candidates move up, and a
        # fact that duplicates a memory retired meanwhile is judged after all. So ask ahead
        # for twice the commit's limit, duplicates included.
        pairs.extend((user_id, content, memory["content"]) for content in candidates[: 2 * MAX_JUDGE_CANDIDATES])
        if not scored or similarity_band(scored[0][0], bands) != "duplicate":
            earlier.append(memory)
    return pairs


def _cosine(a: list[float], b: list[float]) -> float:
    va, vb = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    norm = float(np.linalg.norm(va) * np.linalg.norm(vb))
    return float(va @ vb) / norm if norm else 0.0


def mark_run_committed(conn: Connection, run_id: str, first_day: str, last_day: str) -> int:
    """After the commit: the turns this run extracted are decided; returns how many."""
    return conn.execute(
        sql("write_path/mark_run_committed"), {"run_id": run_id, "first_day": first_day, "last_day": last_day}
    ).rowcount


def _record_duplicate(conn, memory: dict, duplicate_of: int) -> str:
    conn.execute(
        sql("write_path/record_decision"),
        {
            "turn_id": memory["turn_id"],
            "source": memory["source"],
            "fact_key": memory["key"],
            "user_id": memory["user_id"],
            "decision": "duplicate",
            "memory_id": duplicate_of,
        },
    )
    return "duplicates_skipped"


def _write_one(
    conn,
    memory: dict,
    backend: ModelBackend,
    prompt_version: str | None,
    stats: StageStats,
    bands: SimilarityBands = SPEC_BANDS,
) -> str:
    known = conn.execute(
        sql("write_path/source_key_exists"),
        {"turn_id": memory["turn_id"], "source": memory["source"], "fact_key": memory["key"]},
    ).fetchone()
    if known["forgotten"]:
        return "skipped_forgotten"
    if known["present"]:
        return "already_committed"
    if known["decided"]:
        # Decided by an earlier pass: deciding again against today's active set could revive a
        # fact that a later turn has superseded since.
        return "already_decided"
    exact = conn.execute(
        sql("write_path/exact_content_match"),
        {
            "user_id": memory["user_id"],
            "content_hash": content_hash(memory["content"]),
            "said_at": datetime.fromisoformat(memory["ts"]),
        },
    ).fetchone()
    if exact is not None:
        return _record_duplicate(conn, memory, exact["id"])
    nearest = conn.execute(
        sql("memory/nearest_active"),
        {"user_id": memory["user_id"], "embedding": memory["embedding"], "limit": NEAREST_LIMIT},
    ).fetchall()
    updates = [
        n for n in nearest if is_same_attribute_update(memory["key"], memory["content"], n["fact_key"], n["content"])
    ]
    update_ids = {n["id"] for n in updates}
    high = [n for n in nearest if similarity_band(n["similarity"], bands) == "duplicate"]
    duplicate_of = next((n for n in high if n["id"] not in update_ids), None)
    if duplicate_of is not None:
        return _record_duplicate(conn, memory, duplicate_of["id"])
    # A new value for a known attribute is never skipped as a duplicate, however alike they look.
    stats.counts["updates_kept_from_dedup"] += bool(high)

    contradicted = []
    if memory["category"] in CONFLICT_CATEGORIES:
        same_key = conn.execute(
            sql("write_path/same_key_active"),
            {
                "user_id": memory["user_id"],
                "fact_key": memory["key"],
                "source": memory["source"],
                "category": memory["category"],
                "limit": MAX_JUDGE_CANDIDATES,
            },
        ).fetchall()
        in_band = [
            n
            for n in nearest
            if n["id"] not in update_ids and is_conflict_candidate(memory["category"], n["similarity"], bands)
        ]
        # Same-key memories first (the order-independent part of the decision), then
        # same-attribute updates, then the conflict band; at most three.
        candidates = list(
            {c["id"]: c for c in [*same_key, *updates, *in_band] if c["category"] == memory["category"]}.values()
        )[:MAX_JUDGE_CANDIDATES]
        stats.counts["conflict_candidates_judged"] += len(candidates)
        verdicts = backend.judge_contradictions(
            memory["user_id"], [n["content"] for n in candidates], memory["content"]
        )
        contradicted = [n for n, contradicts in zip(candidates, verdicts) if contradicts]

    new_id = insert_memory(
        conn,
        NewMemory(
            user_id=memory["user_id"],
            content=memory["content"],
            importance=memory["importance"],
            embedding=memory["embedding"],
            category=memory["category"],
            tags=tuple(memory["tags"]),
            slot_hint=memory["slot_hint"],
            source=memory["source"],
            source_turn_id=memory["turn_id"],
            fact_key=memory["key"],
            prompt_version=prompt_version,
        ),
    )
    if new_id is None:
        return "already_committed"
    said_at = datetime.fromisoformat(memory["ts"])
    said_later = [old for old in contradicted if old["source_ts"] is not None and old["source_ts"] > said_at]
    if said_later:
        # A late turn or an out-of-order backfill: the stored fact was said after this one, so
        # the new memory goes straight into history, superseded by the current one.
        supersede(conn, new_id, 1, said_later[0]["id"])
        stats.counts["outdated_superseded"] += 1
        return "inserted"
    for old in contradicted:
        # Governance jobs (decay) may have bumped the version since the similarity search;
        # they hold no user lock, so re-read it under a row lock instead of failing the batch.
        current = conn.execute(sql("write_path/lock_active_memory"), {"id": old["id"]}).fetchone()
        if current is not None:
            supersede(conn, old["id"], current["version"], new_id)
            stats.counts["conflicts_superseded"] += 1
    contradicted_ids = {old["id"] for old in contradicted}
    for near in nearest:
        if near["id"] not in contradicted_ids and similarity_band(near["similarity"], bands) == "merge":
            conn.execute(
                sql("write_path/record_merge_candidate"),
                {
                    "user_id": memory["user_id"],
                    "older_id": near["id"],
                    "newer_id": new_id,
                    "similarity": float(near["similarity"]),
                    "older_version": near["version"],
                },
            )
            stats.counts["merge_candidates"] += 1
    return "inserted"


def facts_after_gates(backend: ModelBackend, user_message: str, assistant_reply: str) -> dict[str, dict[str, str]]:
    """One turn through gate 0, extraction, anchoring and gates 1-2, with no audit trail:
    what `memory-pipeline extract` prints and what the evaluation scores."""
    turn = Turn(
        turn_id="-",
        user_id="-",
        session_id="-",
        ts="",
        day="",
        user_message=user_message,
        assistant_reply=assistant_reply,
    )
    ledger = TurnLedger(None)
    facts, _ = extract_facts(ledger, [turn], backend)
    passed, _ = gate_facts(ledger, facts)
    result: dict[str, dict[str, str]] = {"user_facts": {}, "exchange_facts": {}}
    for fact in passed:
        result[f"{fact['source']}_facts"][fact["key"]] = fact["value"]
    return result
