"""Eviction (SPEC section 8): `age > ttl_days AND importance < min_importance`, both, never age
alone. Thresholds per category (policy.py); a memory's own ttl_days wins over its category's.

Eviction is a status change with a new version and outbox events, set-based per id batch like
decay: PostgreSQL keeps the row and its history, the projections drop the memory.
"""

from __future__ import annotations

import time
from collections import Counter
from datetime import datetime
from typing import Mapping


from memory_pipeline.db import Connection

from memory_pipeline.governance.as_of import resolve_now
from memory_pipeline.governance.batches import DEFAULT_BATCH_SIZE, DEFAULT_WORKERS, require_idle, run_id_batches
from memory_pipeline.governance.policy import CategoryPolicy, effective_policy

EVICTION_STATEMENT = "governance/evict_batch"
# Eviction changes the status only: the recall index drops the memory, the node takes the new
# status, the edges stay as they were.
EVICTION_EVENTS = ("upsert_vector", "upsert_node")


def eviction_params(
    now: datetime, policy: Mapping[str, CategoryPolicy], event_types: tuple[str, ...] = EVICTION_EVENTS
) -> dict:
    """Parameters of EVICTION_STATEMENT except the batch's id range: the policy as parallel arrays."""
    rules = sorted(policy.values(), key=lambda rule: rule.category)
    return {
        "now": now,
        "event_types": list(event_types),
        "categories": [rule.category for rule in rules],
        "ttl_days": [rule.ttl_days for rule in rules],
        "min_importance": [rule.min_importance for rule in rules],
    }


def evict(
    conn: Connection,
    now: datetime | None = None,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    workers: int = DEFAULT_WORKERS,
    policy_override: Mapping[str, Mapping] | None = None,
) -> dict:
    """Evict every active memory that is both too old and too unimportant as of `now`."""
    require_idle(conn, "eviction")
    now = resolve_now(now)
    started = time.perf_counter()
    with conn.transaction():
        policy = effective_policy(conn, policy_override)
    report = {"now": now.isoformat(), "batches": 0, "workers": workers, "changed": 0, "events": 0}
    by_category: Counter = Counter()
    for batch in run_id_batches(conn, EVICTION_STATEMENT, eviction_params(now, policy), batch_size, workers):
        report["batches"] += 1
        report["changed"] += batch["changed"]
        report["events"] += batch["events"]
        by_category.update(batch["by_category"])
    report["by_category"] = dict(sorted(by_category.items()))
    report["policy"] = {
        category: {"ttl_days": rule.ttl_days, "min_importance": rule.min_importance}
        for category, rule in sorted(policy.items())
    }
    report["seconds"] = round(time.perf_counter() - started, 3)
    return report
