"""Governance thresholds and formulas (SPEC §8, seed parameters).

Pure logic: no Dagster, no database, no network.
"""

from __future__ import annotations

DUPLICATE_THRESHOLD = 0.95
MERGE_THRESHOLD = 0.80
CONFLICT_LOW = 0.75
CONFLICT_HIGH = 0.95
MAX_JUDGE_CANDIDATES = 3
# Only these categories can contradict each other; episodic or policy memories coexist.
CONFLICT_CATEGORIES = frozenset({"identity", "preference", "fact"})

DECAY_BASE = 0.995
DECAY_MIN_DELTA = 0.01

BAND_DUPLICATE = "duplicate"
BAND_MERGE = "merge"
BAND_NEW = "new"


def similarity_band(similarity: float) -> str:
    """Cosine similarity to the nearest memory -> "duplicate" | "merge" | "new".

    NaN compares false everywhere and therefore lands in "new" (store, never lose).
    """
    if similarity >= DUPLICATE_THRESHOLD:
        return BAND_DUPLICATE
    if similarity >= MERGE_THRESHOLD:
        return BAND_MERGE
    return BAND_NEW


def is_conflict_candidate(category: str, similarity: float) -> bool:
    return category in CONFLICT_CATEGORIES and CONFLICT_LOW <= similarity < CONFLICT_HIGH


def decayed_importance(importance: float, days: float) -> float:
    """importance * 0.995^days; negative elapsed time (clock skew) never raises importance."""
    return importance * DECAY_BASE ** max(days, 0.0)


def should_write_decay(old: float, new: float) -> bool:
    """Skip tiny changes: each write bumps the version and emits outbox events."""
    return abs(old - new) > DECAY_MIN_DELTA


def should_evict(age_days: float, importance: float, ttl_days: float, min_importance: float) -> bool:
    """Old AND unimportant; age alone never evicts (seed §8)."""
    return age_days > ttl_days and importance < min_importance
