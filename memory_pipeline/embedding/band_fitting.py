"""Similarity bands from labelled pairs (SPEC §8: every embedder has its own cosine scale).

Pure logic: scored pairs in, thresholds and precision/recall out. No I/O.

Kinds of pair: "duplicate" (the same fact reworded or translated), "update" (the same attribute
with a new value), "related" (a neighbouring attribute), "unrelated".

- duplicate threshold: the lowest cosine above which at least DUPLICATE_PRECISION_TARGET of the
  pairs the write path would skip are true duplicates. The write path never skips a same-key
  update (`is_same_attribute_update`), so those pairs are not counted as skipped.
- merge threshold: below the duplicate threshold, the cut that best separates the remaining
  duplicates (F1): merge planning should see reworded facts, not neighbours.
- conflict band: [conflict_low, duplicate). conflict_low maximises F2 for updates (recall
  weighs more: the judge filters false candidates, a missed update leaves a stale fact active).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from memory_pipeline.governance.rules import SimilarityBands

DUPLICATE_PRECISION_TARGET = 0.95
CONFLICT_BETA = 2.0
KINDS = ("duplicate", "update", "related", "unrelated")


@dataclass(frozen=True)
class ScoredPair:
    kind: str
    lang: str
    cosine: float
    same_key_update: bool  # the write path's key rule applies (same key, different value)


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 4) if denominator else None


def _f_beta(tp: int, fp: int, fn: int, beta: float) -> float:
    if tp == 0:
        return 0.0
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    return (1 + beta**2) * precision * recall / (beta**2 * precision + recall)


def _skipped(pair: ScoredPair, threshold: float) -> bool:
    return pair.cosine >= threshold and not pair.same_key_update


def duplicate_threshold(pairs: list[ScoredPair], target: float = DUPLICATE_PRECISION_TARGET) -> float:
    """Lowest cut whose skipped pairs are at least `target` true duplicates (1.0: none qualifies)."""
    best = 1.0
    for cut in sorted({p.cosine for p in pairs}, reverse=True):
        skipped = [p for p in pairs if _skipped(p, cut)]
        if skipped and sum(p.kind == "duplicate" for p in skipped) / len(skipped) >= target:
            best = cut
    return round(best, 4)


def merge_threshold(pairs: list[ScoredPair], duplicate: float) -> float:
    below = [p for p in pairs if p.cosine < duplicate]
    positives = sum(p.kind == "duplicate" for p in below)
    best, best_score = duplicate, 0.0
    for cut in sorted({p.cosine for p in below}, reverse=True):
        tp = sum(p.kind == "duplicate" and p.cosine >= cut for p in below)
        fp = sum(p.kind != "duplicate" and p.cosine >= cut for p in below)
        score = _f_beta(tp, fp, positives - tp, 1.0)
        if score > best_score:
            best, best_score = cut, score
    return round(best, 4)


def conflict_low(pairs: list[ScoredPair], high: float) -> float:
    below = [p for p in pairs if p.cosine < high]
    positives = sum(p.kind == "update" for p in below)
    best, best_score = high, 0.0
    for cut in sorted({p.cosine for p in below}, reverse=True):
        tp = sum(p.kind == "update" and p.cosine >= cut for p in below)
        fp = sum(p.kind != "update" and p.cosine >= cut for p in below)
        score = _f_beta(tp, fp, positives - tp, CONFLICT_BETA)
        if score > best_score:
            best, best_score = cut, score
    return round(best, 4)


def calibrate_bands(pairs: list[ScoredPair], source: str) -> SimilarityBands:
    duplicate = duplicate_threshold(pairs)
    return SimilarityBands(
        duplicate=duplicate,
        merge=merge_threshold(pairs, duplicate),
        conflict_low=conflict_low(pairs, duplicate),
        conflict_high=duplicate,
        source=source,
    )


def band_metrics(pairs: list[ScoredPair], bands: SimilarityBands) -> dict:
    """Precision and recall of each band as the write path would apply it to these pairs."""
    skipped = [p for p in pairs if _skipped(p, bands.duplicate)]
    merged = [p for p in pairs if bands.merge <= p.cosine < bands.duplicate]
    judged = [p for p in pairs if p.same_key_update or bands.conflict_low <= p.cosine < bands.conflict_high]
    kinds = Counter(p.kind for p in pairs)
    dup_found = sum(p.kind == "duplicate" for p in skipped)
    upd_judged = sum(p.kind == "update" for p in judged)
    return {
        "pairs": len(pairs),
        "by_kind": dict(kinds),
        "duplicate_band": {
            "precision": _ratio(dup_found, len(skipped)),
            "recall": _ratio(dup_found, kinds["duplicate"]),
            "updates_marked_duplicate": sum(p.kind == "update" for p in skipped),
            "same_key_updates_marked_duplicate": sum(p.kind == "update" and p.same_key_update for p in skipped),
        },
        "merge_band": {
            "precision": _ratio(sum(p.kind == "duplicate" for p in merged), len(merged)),
            "recall_of_duplicates_not_skipped": _ratio(
                sum(p.kind == "duplicate" for p in merged), kinds["duplicate"] - dup_found
            ),
        },
        "conflict_band": {
            "precision": _ratio(upd_judged, len(judged)),
            "recall": _ratio(upd_judged, kinds["update"]),
        },
        "mean_cosine": {
            kind: round(sum(p.cosine for p in pairs if p.kind == kind) / kinds[kind], 4)
            for kind in KINDS
            if kinds[kind]
        },
    }
