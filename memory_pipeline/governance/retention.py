"""Retention (SPEC section 8, "nothing grows without a bound"): set-based batched deletes.

- processed outbox events: `OUTBOX_RETENTION_DAYS` after they were processed (default 7);
  pending and dead events are never deleted (a dead event waits for `dead replay` or a human);
- processed outbox events that a later processed event of the same memory, target and kind
  superseded: `OUTBOX_SUPERSEDED_RETENTION_DAYS` after that (default 1). Decay rewrites a
  memory's node every few days, so without this the outbox holds a week of decays per memory;
  with it, about one event per memory and kind (README, scale check);
- stage outputs: once their day partition is committed, after `STAGE_OUTPUT_GRACE_DAYS` (2);
- LLM cache: answers older than `LLM_CACHE_RETENTION_DAYS` (90);
- gate rejections (audit): `GATE_REJECTION_RETENTION_DAYS` (365).

Each table is pruned in batches of `batch_size` rows, one short transaction each, until a batch
comes back short. The report says what each retention removed (counts by target, asset, purpose
or reason code), which the Dagster job records as run metadata.

Why a DELETE and not a time-partitioned outbox: the outbox's dedupe key must stay unique across
all time (a repair of the same version must stay a no-op), and a unique index on a partitioned
table has to include the partition key; dropping partitions would give that guarantee up.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta


from memory_pipeline.db import Connection, one, sql
from memory_pipeline.governance.as_of import resolve_now
from memory_pipeline.governance.batches import require_idle
from memory_pipeline.settings import KNOBS, knob_float

DEFAULT_RETENTION_BATCH_SIZE = 10_000
# Rows past their retention by more than this are "overdue": the table outgrew its bound.
OVERDUE_SLACK = timedelta(days=1)


@dataclass(frozen=True)
class RetentionPolicy:
    outbox_days: float = float(KNOBS["OUTBOX_RETENTION_DAYS"])
    outbox_superseded_days: float = float(KNOBS["OUTBOX_SUPERSEDED_RETENTION_DAYS"])
    stage_output_grace_days: float = float(KNOBS["STAGE_OUTPUT_GRACE_DAYS"])
    llm_cache_days: float = float(KNOBS["LLM_CACHE_RETENTION_DAYS"])
    gate_rejection_days: float = float(KNOBS["GATE_REJECTION_RETENTION_DAYS"])

    @classmethod
    def from_env(cls) -> "RetentionPolicy":
        policy = cls(
            outbox_days=knob_float("OUTBOX_RETENTION_DAYS"),
            outbox_superseded_days=knob_float("OUTBOX_SUPERSEDED_RETENTION_DAYS"),
            stage_output_grace_days=knob_float("STAGE_OUTPUT_GRACE_DAYS"),
            llm_cache_days=knob_float("LLM_CACHE_RETENTION_DAYS"),
            gate_rejection_days=knob_float("GATE_REJECTION_RETENTION_DAYS"),
        )
        for name, days in asdict(policy).items():
            if days < 0:
                raise ValueError(f"retention {name} must be >= 0 days, got {days}")
        return policy

    def cutoffs(self, now: datetime) -> dict[str, datetime]:
        """Per retained table: rows older than this go."""
        return {
            "memory_outbox": now - timedelta(days=self.outbox_days),
            "memory_outbox_superseded": now - timedelta(days=self.outbox_superseded_days),
            "pipeline_stage_outputs": now - timedelta(days=self.stage_output_grace_days),
            "llm_cache": now - timedelta(days=self.llm_cache_days),
            "gate_rejections": now - timedelta(days=self.gate_rejection_days),
        }


RETENTION_STATEMENTS = {
    "memory_outbox": "retention/outbox_batch",
    "pipeline_stage_outputs": "retention/stage_outputs_batch",
    "llm_cache": "retention/llm_cache_batch",
    "gate_rejections": "retention/gate_rejections_batch",
}

# Superseded outbox events are pruned by compact_outbox, beside the outbox's age retention.
SUPERSEDED_EVENTS = "memory_outbox_superseded"
RETENTION_PARTS = (*RETENTION_STATEMENTS, SUPERSEDED_EVENTS)


def prune_table(
    conn: Connection, statement: str, cutoff: datetime, batch_size: int = DEFAULT_RETENTION_BATCH_SIZE
) -> dict:
    """Delete everything the statement selects before `cutoff`, batch by batch."""
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    started = time.perf_counter()
    report = _deletion_report(cutoff)
    while True:
        with conn.transaction():
            row = one(conn.execute(sql(statement), {"cutoff": cutoff, "batch_size": batch_size}))
        _count_batch(report, row)
        if row["deleted"] < batch_size:
            break
    report["seconds"] = round(time.perf_counter() - started, 3)
    return report


def _deletion_report(cutoff: datetime) -> dict:
    return {"cutoff": cutoff.isoformat(), "deleted": 0, "batches": 0, "by_group": {}}


def _count_batch(report: dict, row: dict) -> None:
    """Add one deleting statement's result row (deleted, by_group) to the report."""
    report["batches"] += 1
    report["deleted"] += row["deleted"]
    for group, count in row["by_group"].items():
        report["by_group"][group] = report["by_group"].get(group, 0) + count


def compact_outbox(conn: Connection, cutoff: datetime, batch_size: int = DEFAULT_RETENTION_BATCH_SIZE) -> dict:
    """Delete processed events superseded before `cutoff`, memory id range by range (the range
    keeps each statement's window over a bounded slice of the outbox)."""
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    started = time.perf_counter()
    report = _deletion_report(cutoff)
    span = one(conn.execute(sql("retention/outbox_processed_aggregates")))
    if span["first_id"] is not None:
        for first_id in range(span["first_id"], span["last_id"] + 1, batch_size):
            with conn.transaction():
                params = {"cutoff": cutoff, "first_id": first_id, "end_id": first_id + batch_size}
                _count_batch(report, one(conn.execute(sql("retention/outbox_superseded_batch"), params)))
    report["seconds"] = round(time.perf_counter() - started, 3)
    return report


def apply_retention(
    conn: Connection,
    now: datetime | None = None,
    *,
    policy: RetentionPolicy | None = None,
    batch_size: int = DEFAULT_RETENTION_BATCH_SIZE,
) -> dict:
    """Prune every retained table as of `now`; returns what each removed."""
    require_idle(conn, "retention")
    now = resolve_now(now)
    policy = policy or RetentionPolicy.from_env()
    cutoffs = policy.cutoffs(now)
    report: dict = {"now": now.isoformat(), "policy_days": asdict(policy)}
    for table, statement in RETENTION_STATEMENTS.items():
        report[table] = prune_table(conn, statement, cutoffs[table], batch_size)
    report[SUPERSEDED_EVENTS] = compact_outbox(conn, cutoffs[SUPERSEDED_EVENTS], batch_size)
    report["deleted"] = sum(report[part]["deleted"] for part in RETENTION_PARTS)
    return report


def table_bounds(conn: Connection, now: datetime | None = None, policy: RetentionPolicy | None = None) -> dict:
    """Rows, bytes and overdue rows (past retention plus a day) of every retained table."""
    now = resolve_now(now)
    policy = policy or RetentionPolicy.from_env()
    cutoffs = {f"{table}_cutoff": cutoff - OVERDUE_SLACK for table, cutoff in policy.cutoffs(now).items()}
    params = {
        "outbox_cutoff": cutoffs["memory_outbox_cutoff"],
        "outbox_superseded_cutoff": cutoffs["memory_outbox_superseded_cutoff"],
        "stage_cutoff": cutoffs["pipeline_stage_outputs_cutoff"],
        "llm_cache_cutoff": cutoffs["llm_cache_cutoff"],
        "gate_rejections_cutoff": cutoffs["gate_rejections_cutoff"],
    }
    return {
        row["table_name"]: {k: row[k] for k in ("rows", "bytes", "overdue")}
        for row in conn.execute(sql("retention/table_bounds"), params).fetchall()
    }
