"""`extraction_quality`: the gold-set evaluation as an asset, so every materialization records
its figures with the backend and prompt version that produced them, and two runs (two prompt
versions, two backends) can be compared in the UI (Plots tab of the asset).

Not partitioned: it measures the pipeline's code and configuration, not a day of data.
"""

import dagster as dg

from memory_pipeline.quality.evaluation import evaluate
from memory_pipeline.resources import PostgresResource
from memory_pipeline.llm.resources import LLMResource

QUALITY_GROUP = "quality"


def headline_metadata(report: dict) -> dict:
    """Flat metadata: scalar figures plot over materializations; the full report rides along."""
    extraction, gates, classification = report["extraction"], report["gates"], report["classification"]
    metadata: dict = {
        "backend": report["backend"],
        "prompt_version": report["prompt_version"],
        "gold_extraction_sha256": report["gold"]["extraction"]["sha256"],
        "gold_gate_cases_sha256": report["gold"]["gate_cases"]["sha256"],
        "gold_turns": extraction["turns"],
        "gold_gate_cases": gates["cases"],
    }
    for scope in ("user", "exchange", "overall"):
        for figure in ("precision", "recall", "f1"):
            metadata[f"{scope}_{figure}"] = extraction[scope][figure]
    for kind, counts in extraction["false_positives_by_provoking_kind"].items():
        metadata[f"false_positive_facts_{kind}"] = counts["false_positive_facts"]
    metadata["gate_recall"] = gates["recall"]
    metadata["gate_false_positive_rate"] = gates["false_positive_rate"]
    for kind, counts in gates["per_kind"].items():
        metadata[f"gate_block_rate_{kind}"] = counts["block_rate"]
    for split, screening in report.get("screening", {}).items():
        if "gates" not in screening:
            continue  # held-out files not present
        metadata[f"screening_{split}_recall"] = screening["gates"]["recall"]
        metadata[f"screening_{split}_min_family_recall"] = screening["gates"]["min_family_recall"]
        metadata[f"screening_{split}_hard_lookalike_fp_rate"] = screening["gates"]["hard_lookalikes"][
            "false_positive_rate"
        ]
        metadata[f"screening_{split}_leaking_turns"] = screening["extraction_turns"]["leaking_turns"]
    metadata["classification_accuracy"] = classification["accuracy"]
    metadata["chat_calls_per_turn"] = report["llm"]["chat_calls_per_turn"]
    metadata["report"] = dg.MetadataValue.json(report)
    return metadata


@dg.asset(group_name=QUALITY_GROUP, kinds={"python"}, pool="llm")
def extraction_quality(
    context: dg.AssetExecutionContext, postgres: PostgresResource, llm: LLMResource
) -> dg.MaterializeResult:
    """Precision/recall/F1 of extraction per source, gate block rates and false positives,
    classification accuracy and chat calls per turn, measured on the bundled gold sets."""
    with postgres.connect(autocommit=True) as conn:
        backend = llm.backend(conn)
        context.log.info(f"evaluating backend {backend.name}, prompt version {backend.prompt_version}")
        report = evaluate(backend)
    return dg.MaterializeResult(metadata=headline_metadata(report))
