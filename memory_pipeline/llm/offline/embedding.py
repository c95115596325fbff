"""Offline embeddings: signed feature hashing of character n-grams (no model, no network)."""

from __future__ import annotations

import hashlib

import numpy as np

from memory_pipeline.write_path.facts import (
    nfkc_lower,
)
from memory_pipeline.llm.offline.content import BACKEND_NAME, compact_lower, split_content


# Longer n-grams are rarer and more specific; a lower weight for trigrams keeps a one-word
# edit ("咖啡" -> "喝咖啡") a near-duplicate instead of dropping it below the merge band.
_NGRAM_WEIGHTS = {1: 1.0, 2: 1.0, 3: 0.5}


# Squared weight 0.8 of a unit n-gram vector: same key, short different values -> ~0.8.
_KEY_FEATURE_WEIGHT = 0.8**0.5


class HashingEmbedder:
    """Offline deterministic backend for embeddings: signed feature hashing of character
    1/2/3-grams (NFKC, lowercased, whitespace removed), L2-normalised.

    Uses blake2b rather than Python's salted `hash()` so vectors are stable across runs.
    """

    backend_name = BACKEND_NAME

    def __init__(self, dim: int = 256) -> None:
        if dim < 2:
            raise ValueError(f"embedding dimension must be >= 2, got {dim}")
        self.dim = dim

    def embed(self, texts: list[str]) -> list[list[float]]:
        return [self._embed_one(text).tolist() for text in texts]

    def _embed_one(self, text: str) -> np.ndarray:
        compact = "".join(nfkc_lower(text).split())
        vector = np.zeros(self.dim, dtype=np.float64)
        for size, weight in _NGRAM_WEIGHTS.items():
            for start in range(len(compact) - size + 1):
                bucket, sign = self._bucket(compact[start : start + size])
                vector[bucket] += sign * weight
        norm = np.linalg.norm(vector)
        if norm == 0.0:
            # Empty text (or features cancelling out) still needs a valid unit vector.
            vector[0] = 1.0
            return vector
        vector /= norm
        parsed = split_content(text)
        if parsed is not None:
            # A learned model places "city: Hangzhou" and "city: Shanghai" close together
            # (same attribute, ~0.8); character n-grams of short values alone cannot, so the
            # attribute itself contributes one weighted feature.
            bucket, sign = self._bucket("\x00key:" + compact_lower(parsed[0]))
            vector[bucket] += sign * _KEY_FEATURE_WEIGHT
            vector /= np.linalg.norm(vector)
        return vector

    def _bucket(self, gram: str) -> tuple[int, float]:
        digest = int.from_bytes(hashlib.blake2b(gram.encode("utf-8"), digest_size=8).digest(), "big")
        # The residue picks the bucket, the top bit the sign, so collisions cancel on average.
        return digest % self.dim, (1.0 if digest >> 63 else -1.0)
