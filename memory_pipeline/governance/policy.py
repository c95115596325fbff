"""Eviction thresholds per category: the `memory_category_policy` table, optionally overridden
per deployment by the GOVERNANCE_CATEGORY_POLICY environment variable (JSON), e.g.
`{"episodic": {"ttl_days": 14}, "general": {"min_importance": 0.25}}`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Mapping


from memory_pipeline.db import Connection, sql
from memory_pipeline.settings import knob

POLICY_ENV = "GOVERNANCE_CATEGORY_POLICY"


@dataclass(frozen=True)
class CategoryPolicy:
    category: str
    ttl_days: int
    min_importance: float

    def validated(self) -> "CategoryPolicy":
        if not isinstance(self.ttl_days, int) or isinstance(self.ttl_days, bool) or self.ttl_days < 1:
            raise ValueError(f"{self.category}: ttl_days must be a positive integer, got {self.ttl_days!r}")
        if not isinstance(self.min_importance, (int, float)) or not 0 <= self.min_importance <= 1:
            raise ValueError(f"{self.category}: min_importance must be within [0, 1], got {self.min_importance!r}")
        return self


def parse_override(text: str) -> dict[str, dict]:
    """`{category: {"ttl_days"?: int, "min_importance"?: float}}` from JSON; raises ValueError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{POLICY_ENV} is not valid JSON: {exc}") from exc
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ValueError(f'{POLICY_ENV} must map categories to objects, e.g. {{"episodic": {{"ttl_days": 14}}}}')
    for category, fields in data.items():
        unknown = set(fields) - {"ttl_days", "min_importance"}
        if unknown:
            raise ValueError(f"{POLICY_ENV}: unknown field(s) {sorted(unknown)} for {category}")
    return data


def effective_policy(conn: Connection, override: Mapping[str, Mapping] | None = None) -> dict[str, CategoryPolicy]:
    """The table's policy with the override (argument, else environment) applied field by field."""
    if override is None:
        text = knob(POLICY_ENV)
        override = parse_override(text) if text else {}
    policy = {row["category"]: CategoryPolicy(**row) for row in conn.execute(sql("governance/category_policy"))}
    for category, fields in override.items():
        if category not in policy:
            raise ValueError(f"{POLICY_ENV}: unknown category {category!r}; known: {', '.join(sorted(policy))}")
        policy[category] = replace(policy[category], **fields)
    return {category: rule.validated() for category, rule in policy.items()}
