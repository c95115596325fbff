"""Governance thresholds and formulas (SPEC §8, seed parameters).

Pure logic: no Dagster, no database, no network.
"""

from __future__ import annotations

from dataclasses import dataclass

# The SPEC's bands, written for a hosted model: the defaults for an embedder nobody calibrated.
DUPLICATE_THRESHOLD = 0.95
MERGE_THRESHOLD = 0.80
CONFLICT_LOW = 0.75
CONFLICT_HIGH = 0.95
MAX_JUDGE_CANDIDATES = 3
# Only these categories can contradict each other; episodic or policy memories coexist.
CONFLICT_CATEGORIES = frozenset({"identity", "preference", "fact"})

# Decay and eviction run in SQL (memory_decayed_importance, governance/*.sql); these are their
# parameters. A decay smaller than DECAY_MIN_DELTA is not written.
DECAY_BASE = 0.995
DECAY_MIN_DELTA = 0.01

BAND_DUPLICATE = "duplicate"
BAND_MERGE = "merge"
BAND_NEW = "new"


@dataclass(frozen=True)
class SimilarityBands:
    """The cosine bands of one embedding model (SPEC §8): each model has its own scale."""

    duplicate: float = DUPLICATE_THRESHOLD
    merge: float = MERGE_THRESHOLD
    conflict_low: float = CONFLICT_LOW
    conflict_high: float = CONFLICT_HIGH
    source: str = "spec-default"  # or "calibrated:<embedder>/<dim>"

    def as_dict(self) -> dict:
        return {
            "duplicate": self.duplicate,
            "merge": self.merge,
            "conflict_low": self.conflict_low,
            "conflict_high": self.conflict_high,
            "source": self.source,
        }


SPEC_BANDS = SimilarityBands()


def similarity_band(similarity: float, bands: SimilarityBands = SPEC_BANDS) -> str:
    """Cosine similarity to the nearest memory -> "duplicate" | "merge" | "new".

    NaN compares false everywhere and therefore lands in "new" (store, never lose).
    """
    if similarity >= bands.duplicate:
        return BAND_DUPLICATE
    if similarity >= bands.merge:
        return BAND_MERGE
    return BAND_NEW


def is_conflict_candidate(category: str, similarity: float, bands: SimilarityBands = SPEC_BANDS) -> bool:
    return category in CONFLICT_CATEGORIES and bands.conflict_low <= similarity < bands.conflict_high


def _attribute(text: str) -> str:
    return "".join(text.split()).casefold()


def is_same_attribute_update(new_key: str, new_content: str, old_key: str | None, old_content: str) -> bool:
    """A new value for an attribute an active memory already holds ("城市: 上海" after "城市: 北京").

    Such a fact is never a duplicate, whatever its cosine: skipping it would lose the update.
    """
    if not old_key:
        return False
    return _attribute(new_key) == _attribute(old_key) and _attribute(new_content) != _attribute(old_content)
