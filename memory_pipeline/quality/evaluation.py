"""Extraction, gate and classification quality measured against the bundled gold sets.

The seed cannot tell whether a prompt change made extraction better or worse (its section
10 ②). `evaluate` answers that with figures that two runs (two prompt versions, two
backends) can be compared on; `memory-pipeline eval` prints them and the `extraction_quality`
asset records them.

Matching rule (how a predicted fact is judged against the gold set)
-------------------------------------------------------------------
- Text normalisation, for keys and values alike: Unicode NFKC, lowercase, and every
  whitespace, punctuation and symbol character removed ("HTTP 429" -> "http429",
  "tool_failure" -> "toolfailure", "不要用 Markdown 表格。" -> "不要用markdown表格").
- Keys naming the same slot in English or Chinese are synonyms: a small table maps e.g.
  名字/姓名/name, 公司/employer/company, 职业/role/job, 城市/city, 喜欢/likes,
  不喜欢/dislikes, 过敏/allergy, 约束/constraint, 工具失败/tool_failure to one slot (a numeric
  suffix such as 约束2, which repeated keys get, is ignored for the lookup). Two keys that both
  name a known slot match only when it is the same slot (so "likes" never matches
  "dislikes"); otherwise keys match when one normalised key contains the other.
- Values match when one normalised value contains the other, or when the Jaccard similarity
  of their character-bigram sets is at least 0.5. Empty values never match.
- A predicted fact matches an expected one when key AND value match and both come from the
  same source (user or exchange). Each expected fact is matched by at most one prediction
  and each prediction matches at most one expected fact (a maximum one-to-one matching), so a
  prediction can never be counted twice.
- precision = matched / predicted, recall = matched / expected, F1 their harmonic mean; with
  nothing predicted precision is 1.0, with nothing expected recall is 1.0. Figures are given
  per source and overall (micro-averaged over all facts).

Gates are scored on `gate_cases.jsonl`: a case is blocked when `scan_text(text)` (or
`scan_fact(key, value)` for split cases) blocks it. Block rate per kind; recall = blocked
share of the cases labelled block; false positive rate = blocked share of the cases labelled
allow (benign and look-alike). Classification accuracy: every key of `expected_categories`
is classified with its expected value and source by the backend (rules first, model
otherwise) and its category compared.

Reports carry case ids, never the case texts: the gold set holds (fake) PII.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable, Mapping

from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.write_path.facts import compose_content
from memory_pipeline.write_path.screening.gates import GateVerdict, scan_fact, scan_text
from memory_pipeline.settings import DATA_DIR
from memory_pipeline.write_path.stages import facts_after_gates

GOLD_DIR = DATA_DIR / "gold"
EXTRACTION_GOLD = GOLD_DIR / "extraction_gold.jsonl"
GATE_CASES = GOLD_DIR / "gate_cases.jsonl"
# Screening (issue 9). Dev data was written by whoever tuned the detectors; the held-out data
# is written by someone else, frozen, and scored separately (never merged into dev figures).
DEV_GATE_FILES = (
    GATE_CASES,
    GOLD_DIR / "dev" / "gate_cases_generated.jsonl",
    GOLD_DIR / "dev" / "gate_cases_handwritten.jsonl",
    GOLD_DIR / "dev" / "heldout_v1_gate_cases.jsonl",
    GOLD_DIR / "dev" / "heldout_v8_gate_cases.jsonl",
    GOLD_DIR / "dev" / "heldout_v10_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v4_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v5_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v6_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v7_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v8_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v9_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v11_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v12_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v13_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v14_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v15_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v16_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v17_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v18_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v19_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v20_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v21_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v22_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v23_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v24_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v25_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v26_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v27_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v28_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v29_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v30_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v31_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v32_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v33_gate_cases.jsonl",
    GOLD_DIR / "dev" / "devset_v34_gate_cases.jsonl",
    # held-out sets read and tuned on after their one scoring: dev data since
    GOLD_DIR / "dev" / "heldout_v16_gate_cases.jsonl",
    GOLD_DIR / "dev" / "heldout_v17_gate_cases.jsonl",
    GOLD_DIR / "dev" / "heldout_v18_gate_cases.jsonl",
    GOLD_DIR / "dev" / "heldout_v20_gate_cases.jsonl",
    # seen before its scoring (a lint run printed part of its generator), so dev data from the start
    GOLD_DIR / "dev" / "heldout_v32_gate_cases.jsonl",
    # eight older held-out sets, each scored unread in aggregate over many sessions, moved to
    # training in session 48 (v29-v31 and v33-v35 stay held out, beside the newer v36-v39)
    *(GOLD_DIR / "dev" / f"heldout_v{number}_gate_cases.jsonl" for number in range(21, 29)),
)
DEV_TURN_FILES = (
    GOLD_DIR / "dev" / "extraction_turns.jsonl",
    GOLD_DIR / "dev" / "extraction_turns_handwritten.jsonl",
    GOLD_DIR / "dev" / "heldout_v1_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "heldout_v8_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "heldout_v10_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "devset_v11_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "devset_v12_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "devset_v13_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "devset_v14_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "heldout_v16_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "heldout_v17_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "heldout_v18_extraction_turns.jsonl",
    GOLD_DIR / "dev" / "heldout_v32_extraction_turns.jsonl",
)
HELDOUT_DIR = GOLD_DIR / "heldout"
HELDOUT_GATE_NAME = "gate_cases.jsonl"
HELDOUT_TURN_NAME = "extraction_turns.jsonl"

SOURCES = ("user", "exchange")
VALUE_SIMILARITY_THRESHOLD = 0.5
# The classification calls made while scoring carry this owner in the LLM cache.
EVALUATION_USER_ID = "quality-eval"

# Gold kinds built to provoke the false positives the seed worries about: temporary chatter,
# PII, and injected payloads in the user message or the reply ("injection_*"). Their
# unmatched predictions are reported on their own. (An injected reply kills only the
# exchange path: the user's own facts in such a turn are still expected.)
FALSE_POSITIVE_KINDS = ("temporary", "pii")
FALSE_POSITIVE_KIND_PREFIX = "injection_"


def is_false_positive_kind(kind: str) -> bool:
    return kind in FALSE_POSITIVE_KINDS or kind.startswith(FALSE_POSITIVE_KIND_PREFIX)


# Slot -> the keys that name it, as people write them (normalised when the table is built).
_SLOT_SYNONYMS: dict[str, tuple[str, ...]] = {
    "name": ("名字", "姓名", "名称", "全名", "name", "full name"),
    "employer": ("公司", "单位", "工作单位", "雇主", "employer", "company", "workplace"),
    "role": ("职业", "职位", "岗位", "工作", "role", "job", "occupation", "profession", "job title"),
    "city": ("城市", "所在城市", "居住城市", "居住地", "所在地", "city", "location", "home city"),
    "likes": ("喜欢", "爱好", "偏好", "兴趣", "likes", "like", "hobby", "hobbies", "preference"),
    "dislikes": ("不喜欢", "讨厌", "不爱", "dislikes", "dislike", "hates"),
    "allergy": ("过敏", "过敏原", "过敏源", "allergy", "allergies", "allergic to"),
    "constraint": ("约束", "要求", "规则", "限制", "constraint", "constraints", "rule", "requirement"),
    "tool_failure": ("工具失败", "工具错误", "工具报错", "tool failure", "tool error"),
}


# --------------------------------------------------------------------------- matching rule


def letters_and_digits(text: str) -> str:
    """NFKC, lowercase, and no whitespace, punctuation or symbol characters."""
    folded = unicodedata.normalize("NFKC", text).lower()
    return "".join(ch for ch in folded if unicodedata.category(ch)[0] not in "PZSC")


_KEY_SLOTS: dict[str, str] = {
    letters_and_digits(variant): slot for slot, variants in _SLOT_SYNONYMS.items() for variant in variants
}
_NUMERIC_SUFFIX = re.compile(r"\d+$")


def key_slot(key: str) -> str | None:
    """The slot a key names (名字 and name are both "name"), or None for a free-form key."""
    normalised = letters_and_digits(key)
    return _KEY_SLOTS.get(normalised) or _KEY_SLOTS.get(_NUMERIC_SUFFIX.sub("", normalised))


def keys_match(predicted_key: str, expected_key: str) -> bool:
    predicted_slot, expected_slot = key_slot(predicted_key), key_slot(expected_key)
    if predicted_slot and expected_slot:
        return predicted_slot == expected_slot
    return _contains_either_way(letters_and_digits(predicted_key), letters_and_digits(expected_key))


def bigram_jaccard(a: str, b: str) -> float:
    """Jaccard similarity of the character-bigram sets (a one-character text is its own gram)."""
    grams_a, grams_b = _bigrams(a), _bigrams(b)
    if not grams_a or not grams_b:
        return 0.0
    return len(grams_a & grams_b) / len(grams_a | grams_b)


def _bigrams(text: str) -> set[str]:
    return {text} if len(text) == 1 else {text[i : i + 2] for i in range(len(text) - 1)}


def values_match(predicted_value: str, expected_value: str) -> bool:
    predicted, expected = letters_and_digits(predicted_value), letters_and_digits(expected_value)
    return (
        _contains_either_way(predicted, expected) or bigram_jaccard(predicted, expected) >= VALUE_SIMILARITY_THRESHOLD
    )


def _contains_either_way(a: str, b: str) -> bool:
    return bool(a) and bool(b) and (a in b or b in a)


def facts_match(predicted_key: str, predicted_value: str, expected_key: str, expected_value: str) -> bool:
    return keys_match(predicted_key, expected_key) and values_match(predicted_value, expected_value)


def match_facts(predicted: Mapping[str, str], expected: Mapping[str, str]) -> list[tuple[str, str]]:
    """(predicted key, expected key) pairs of a maximum one-to-one matching.

    Augmenting paths (Kuhn's algorithm) rather than first-come greedy pairing, so a loose
    prediction taking an expected fact cannot cost a stricter one its only match.
    """
    candidates = {
        expected_key: [
            predicted_key
            for predicted_key, predicted_value in predicted.items()
            if facts_match(predicted_key, predicted_value, expected_key, expected_value)
        ]
        for expected_key, expected_value in expected.items()
    }
    matched_to: dict[str, str] = {}  # predicted key -> expected key

    def assign(expected_key: str, visited: set[str]) -> bool:
        for predicted_key in candidates[expected_key]:
            if predicted_key in visited:
                continue
            visited.add(predicted_key)
            if predicted_key not in matched_to or assign(matched_to[predicted_key], visited):
                matched_to[predicted_key] = expected_key
                return True
        return False

    for expected_key in expected:
        assign(expected_key, set())
    return sorted(matched_to.items(), key=lambda pair: list(expected).index(pair[1]))


# --------------------------------------------------------------------------- counting


@dataclass
class MatchCounts:
    matched: int = 0
    predicted: int = 0
    expected: int = 0

    def add(self, matched: int, predicted: int, expected: int) -> None:
        self.matched += matched
        self.predicted += predicted
        self.expected += expected

    @property
    def false_positives(self) -> int:
        return self.predicted - self.matched

    @property
    def false_negatives(self) -> int:
        return self.expected - self.matched

    @property
    def precision(self) -> float:
        return self.matched / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.expected if self.expected else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        return {
            "precision": round(self.precision, 4),
            "recall": round(self.recall, 4),
            "f1": round(self.f1, 4),
            "matched": self.matched,
            "predicted": self.predicted,
            "expected": self.expected,
            "false_positives": self.false_positives,
            "false_negatives": self.false_negatives,
        }


def rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


# --------------------------------------------------------------------------- gold files


def load_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def file_sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def gold_fingerprint(path: Path, rows: list[dict]) -> dict:
    return {"path": str(path), "sha256": file_sha256(path), "rows": len(rows)}


# --------------------------------------------------------------------------- scoring

Predictor = Callable[[dict], Mapping[str, Mapping[str, str]]]


def score_extraction(cases: Iterable[dict], predict: Predictor) -> dict:
    """Precision/recall/F1 per source and overall, per-kind counts, and the false positives of
    the temporary, PII and injection kinds. `predict(case)` returns
    {"user_facts": {...}, "exchange_facts": {...}}."""
    by_source = {source: MatchCounts() for source in SOURCES}
    by_kind: dict[str, MatchCounts] = defaultdict(MatchCounts)
    turns_per_kind: Counter = Counter()
    provoked: dict[str, Counter] = defaultdict(Counter)
    turns_with_errors: list[str] = []
    for case in cases:
        prediction = predict(case)
        kind = case["kind"]
        turns_per_kind[kind] += 1
        turn = MatchCounts()
        for source in SOURCES:
            predicted = dict(prediction.get(f"{source}_facts") or {})
            expected = dict(case.get(f"expected_{source}_facts") or {})
            matched = len(match_facts(predicted, expected))
            by_source[source].add(matched, len(predicted), len(expected))
            turn.add(matched, len(predicted), len(expected))
        by_kind[kind].add(turn.matched, turn.predicted, turn.expected)
        if turn.false_positives or turn.false_negatives:
            turns_with_errors.append(case["id"])
        if is_false_positive_kind(kind):
            provoked[kind].update(
                turns=1,
                turns_with_false_positives=int(turn.false_positives > 0),
                false_positive_facts=turn.false_positives,
            )
    overall = MatchCounts()
    for counts in by_source.values():
        overall.add(counts.matched, counts.predicted, counts.expected)
    return {
        "turns": sum(turns_per_kind.values()),
        **{source: by_source[source].as_dict() for source in SOURCES},
        "overall": overall.as_dict(),
        "per_kind": {
            kind: {"turns": turns_per_kind[kind], **by_kind[kind].as_dict()} for kind in sorted(turns_per_kind)
        },
        "false_positives_by_provoking_kind": {
            kind: {name: counts[name] for name in ("turns", "turns_with_false_positives", "false_positive_facts")}
            for kind, counts in sorted(provoked.items())
        },
        "turns_with_errors": turns_with_errors,
    }


def gate_verdict(case: dict) -> GateVerdict:
    """The gate's verdict on one case: a key/value pair split across both (gates 1 and 2, as a
    fact), or a whole text (gate 0)."""
    if "key" in case and "value" in case:
        return scan_fact(case["key"], case["value"])
    return scan_text(case["text"])


def score_gates(cases: Iterable[dict], verdict: Callable[[dict], GateVerdict] = gate_verdict) -> dict:
    """Block rate per kind, overall recall on block cases, false positive rate on allow cases."""
    per_kind: dict[str, Counter] = defaultdict(Counter)
    expected_by_kind: dict[str, set[str]] = defaultdict(set)
    missed: list[str] = []
    false_positives: list[str] = []
    totals: Counter = Counter()
    for case in cases:
        blocked = verdict(case).blocked
        expect = case["expect"]
        per_kind[case["kind"]].update(cases=1, blocked=int(blocked))
        expected_by_kind[case["kind"]].add(expect)
        totals.update({f"{expect}_cases": 1, f"{expect}_blocked": int(blocked)})
        if expect == "block" and not blocked:
            missed.append(case["id"])
        elif expect == "allow" and blocked:
            false_positives.append(case["id"])
    kinds = {}
    for kind, counts in sorted(per_kind.items()):
        kinds[kind] = {
            "expect": "/".join(sorted(expected_by_kind[kind])),
            "cases": counts["cases"],
            "blocked": counts["blocked"],
            "block_rate": rate(counts["blocked"], counts["cases"]),
        }
    return {
        "cases": totals["block_cases"] + totals["allow_cases"],
        "recall": rate(totals["block_blocked"], totals["block_cases"]),
        "false_positive_rate": rate(totals["allow_blocked"], totals["allow_cases"]),
        "block_cases": totals["block_cases"],
        "allow_cases": totals["allow_cases"],
        "per_kind": kinds,
        "missed": missed,
        "false_positives": false_positives,
    }


def score_classification(cases: Iterable[dict], backend: ModelBackend) -> dict:
    """Accuracy of the category the backend gives each gold key with its expected value and source."""
    correct = total = by_rule = 0
    per_category: dict[str, Counter] = defaultdict(Counter)
    confusions: Counter = Counter()
    for case in cases:
        sources = {
            key: (source, value)
            for source in SOURCES
            for key, value in (case.get(f"expected_{source}_facts") or {}).items()
        }
        for key, expected_category in (case.get("expected_categories") or {}).items():
            source, value = sources.get(key, ("user", ""))
            classification = backend.classify(EVALUATION_USER_ID, key, value, source=source)
            hit = classification.category == expected_category
            total += 1
            correct += hit
            by_rule += classification.by_rule
            per_category[expected_category].update(total=1, correct=int(hit))
            if not hit:
                confusions[f"{expected_category}->{classification.category}"] += 1
    return {
        "accuracy": rate(correct, total),
        "correct": correct,
        "total": total,
        "rule_hit_rate": rate(by_rule, total),
        "per_category": {
            category: {"accuracy": rate(c["correct"], c["total"]), "total": c["total"]}
            for category, c in sorted(per_category.items())
        },
        "confusions": dict(confusions.most_common()),
    }


# --------------------------------------------------------------------------- screening (issue 9)


def case_family(case: dict) -> str:
    return case.get("family") or case["kind"]


def score_gate_families(cases: Iterable[dict], verdict: Callable[[dict], GateVerdict] = gate_verdict) -> dict:
    """Block recall per family, false-positive rate per family and on hard look-alikes."""
    families: dict[str, Counter] = defaultdict(Counter)
    totals: Counter = Counter()
    missed: list[str] = []
    false_positives: list[str] = []
    for case in cases:
        blocked = verdict(case).blocked
        family, expect = case_family(case), case["expect"]
        hard = bool(case.get("hard_lookalike")) or (expect == "allow" and case.get("kind") == "lookalike")
        families[family].update({f"{expect}_cases": 1, f"{expect}_blocked": int(blocked)})
        totals.update({f"{expect}_cases": 1, f"{expect}_blocked": int(blocked)})
        if expect == "allow" and hard:
            totals.update(hard_cases=1, hard_blocked=int(blocked))
        if expect == "block" and not blocked:
            missed.append(case["id"])
        elif expect == "allow" and blocked:
            false_positives.append(case["id"])
    per_family = {}
    for family, counts in sorted(families.items()):
        entry: dict = {}
        if counts["block_cases"]:
            entry.update(
                block_cases=counts["block_cases"],
                blocked=counts["block_blocked"],
                recall=rate(counts["block_blocked"], counts["block_cases"]),
            )
        if counts["allow_cases"]:
            entry.update(
                allow_cases=counts["allow_cases"],
                false_positives=counts["allow_blocked"],
                false_positive_rate=rate(counts["allow_blocked"], counts["allow_cases"]),
            )
        per_family[family] = entry
    recalls = [entry["recall"] for entry in per_family.values() if "recall" in entry]
    return {
        "cases": totals["block_cases"] + totals["allow_cases"],
        "recall": rate(totals["block_blocked"], totals["block_cases"]),
        "min_family_recall": min(recalls) if recalls else None,
        "false_positive_rate": rate(totals["allow_blocked"], totals["allow_cases"]),
        "hard_lookalikes": {
            "cases": totals["hard_cases"],
            "false_positives": totals["hard_blocked"],
            "false_positive_rate": rate(totals["hard_blocked"], totals["hard_cases"]),
        },
        "per_family": per_family,
        "missed": missed,
        "false_positives": false_positives,
    }


def _compact_fold(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def score_adversarial_turns(cases: Iterable[dict], predict: Predictor) -> dict:
    """Turns whose payload (a substring that must never be stored) shows up in any extracted
    fact key or value, per family; and benign recall: the share of expected substrings found."""
    families: dict[str, Counter] = defaultdict(Counter)
    leaking: list[str] = []
    missed: list[str] = []
    for case in cases:
        prediction = predict(case)
        stored = [
            _compact_fold(f"{key}\x00{value}")
            for source in SOURCES
            for key, value in (prediction.get(f"{source}_facts") or {}).items()
        ]
        family = case_family(case)
        leaked = any(
            _compact_fold(p) and _compact_fold(p) in text for p in case.get("payload") or () for text in stored
        )
        expected = list(case.get("expected_fact_substrings") or ())
        found = sum(any(_compact_fold(e) in text for text in stored) for e in expected)
        families[family].update(turns=1, leaking_turns=int(leaked), expected=len(expected), found=found)
        if leaked:
            leaking.append(case["id"])
        if found < len(expected):
            missed.append(case["id"])
    totals: Counter = Counter()
    for counts in families.values():
        totals.update(counts)
    return {
        "turns": totals["turns"],
        "leaking_turns": totals["leaking_turns"],
        "benign_recall": rate(totals["found"], totals["expected"]) if totals["expected"] else None,
        "per_family": {
            family: {
                "turns": c["turns"],
                "leaking_turns": c["leaking_turns"],
                **({"benign_recall": rate(c["found"], c["expected"])} if c["expected"] else {}),
            }
            for family, c in sorted(families.items())
        },
        "leaking": leaking,
        "benign_missed": missed,
    }


def _screening_split(gate_files: Iterable[Path], turn_files: Iterable[Path], predict: Predictor) -> dict:
    gate_files, turn_files = [Path(p) for p in gate_files], [Path(p) for p in turn_files]
    gate_rows = [row for path in gate_files for row in load_jsonl(path)]
    turn_rows = [row for path in turn_files for row in load_jsonl(path)]
    return {
        "files": [file_sha256_entry(path) for path in (*gate_files, *turn_files)],
        "gates": score_gate_families(gate_rows),
        "extraction_turns": score_adversarial_turns(turn_rows, predict),
    }


def file_sha256_entry(path: Path) -> dict:
    return {"path": str(path), "sha256": file_sha256(path)}


def screening_report(predict: Predictor, heldout_dir: Path = HELDOUT_DIR) -> dict:
    """Dev and held-out screening figures, never mixed. Absent held-out files are reported as
    such, not silently skipped."""
    report = {"dev": _screening_split(DEV_GATE_FILES, DEV_TURN_FILES, predict)}
    heldout_gates, heldout_turns = Path(heldout_dir) / HELDOUT_GATE_NAME, Path(heldout_dir) / HELDOUT_TURN_NAME
    present = [path for path in (heldout_gates, heldout_turns) if path.exists()]
    if not present:
        report["heldout"] = {"available": False, "reason": f"no held-out files in {heldout_dir}"}
    else:
        report["heldout"] = {
            "available": True,
            **_screening_split(
                [p for p in (heldout_gates,) if p.exists()], [p for p in (heldout_turns,) if p.exists()], predict
            ),
        }
        missing = [str(path) for path in (heldout_gates, heldout_turns) if not path.exists()]
        if missing:
            report["heldout"]["missing_files"] = missing
    return report


# --------------------------------------------------------------------------- the runner


def evaluate(
    backend: ModelBackend,
    extraction_gold: Path = EXTRACTION_GOLD,
    gate_cases: Path = GATE_CASES,
    heldout_dir: Path = HELDOUT_DIR,
) -> dict:
    """Score extraction (after all gates), the gates and classification with one backend."""
    started = time.perf_counter()
    extraction_cases = load_jsonl(extraction_gold)
    gate_rows = load_jsonl(gate_cases)
    counters = backend.counters

    chat_calls_before, embeddings_before, hits_before = (
        counters.chat_calls,
        counters.embedding_requests,
        counters.cache_hits,
    )
    extraction = score_extraction(
        extraction_cases, lambda case: facts_after_gates(backend, case["user"], case["assistant"])
    )
    extraction_chat_calls = counters.chat_calls - chat_calls_before
    extraction_cache_hits = counters.cache_hits - hits_before

    classify_calls_before = counters.chat_calls
    classification = score_classification(extraction_cases, backend)
    # Same path as `memory-pipeline extract`: gate 0, extraction, anchoring, gates 1 and 2.
    screening = screening_report(lambda case: facts_after_gates(backend, case["user"], case["assistant"]), heldout_dir)
    turns = len(extraction_cases)
    return {
        "backend": backend.name,
        "prompt_version": backend.prompt_version,
        "evaluated_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "gold": {
            "extraction": gold_fingerprint(extraction_gold, extraction_cases),
            "gate_cases": gold_fingerprint(gate_cases, gate_rows),
        },
        "extraction": extraction,
        "gates": score_gates(gate_rows),
        "screening": screening,
        "classification": classification,
        "llm": {
            "turns": turns,
            "extraction_chat_calls": extraction_chat_calls,
            # Cache hits are answers an earlier run paid for: a re-run costs nothing new.
            "extraction_cache_hits": extraction_cache_hits,
            "chat_calls_per_turn": rate(extraction_chat_calls + extraction_cache_hits, turns),
            "billed_chat_calls_per_turn": rate(extraction_chat_calls, turns),
            "classification_chat_calls": counters.chat_calls - classify_calls_before,
            "embedding_requests": counters.embedding_requests - embeddings_before,
        },
        "seconds": round(time.perf_counter() - started, 3),
    }


# --------------------------------------------------------------------------- embeddings

RECALL_QUERIES = Path(__file__).resolve().parents[1] / "data" / "gold" / "recall_queries.jsonl"
RECALL_K = 5


def gold_memories(extraction_gold: Path = EXTRACTION_GOLD) -> list[str]:
    """Every expected fact of the extraction gold set, composed as the write path stores it."""
    contents: list[str] = []
    for case in load_jsonl(extraction_gold):
        for source in ("user", "exchange"):
            for key, value in case[f"expected_{source}_facts"].items():
                content = compose_content(source, key, value)
                if content not in contents:
                    contents.append(content)
    return contents


def recall_at_k(embedder, queries: list[dict], memories: list[str], k: int = RECALL_K) -> dict:
    """Share of queries whose expected gold memory is among the k nearest by cosine."""
    import numpy as np

    corpus = np.asarray(embedder.embed(memories), dtype=np.float64)
    asked = np.asarray(embedder.embed([q["query"] for q in queries]), dtype=np.float64)
    corpus /= np.linalg.norm(corpus, axis=1, keepdims=True)
    asked /= np.linalg.norm(asked, axis=1, keepdims=True)
    ranked = np.argsort(-(asked @ corpus.T), axis=1)[:, :k]
    hits = sum(memories.index(q["expected"]) in row for q, row in zip(queries, ranked))
    return {"queries": len(queries), "memories": len(memories), "k": k, f"recall@{k}": rate(hits, len(queries))}


def evaluate_embedder(embedder, embedder_id: str, bands) -> dict:
    """Dedup and conflict precision/recall on the held-out pairs (with the bands the write path
    would use for this embedder) and recall@5 on the query set over the gold memories."""
    from memory_pipeline.embedding.calibration import HELDOUT_SET, load_pairs, score_pairs
    from memory_pipeline.embedding.band_fitting import band_metrics

    metrics = band_metrics(score_pairs(embedder, load_pairs(HELDOUT_SET)), bands)
    return {
        "embedder": embedder_id,
        "bands": bands.as_dict(),
        "heldout_pairs": metrics["pairs"],
        "dedup": metrics["duplicate_band"],
        "conflict": metrics["conflict_band"],
        "recall": recall_at_k(embedder, load_jsonl(RECALL_QUERIES), gold_memories()),
    }
