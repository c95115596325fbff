"""`gate_recall_above_floor`: the gates must keep blocking what the gold set says they block."""

from typing import cast

import dagster as dg

from memory_pipeline.quality.assets import extraction_quality
from memory_pipeline.settings import knob_float, KNOBS

GATE_RECALL_FLOOR_ENV = "GATE_RECALL_FLOOR"
DEFAULT_GATE_RECALL_FLOOR = float(KNOBS[GATE_RECALL_FLOOR_ENV])


def gate_recall_floor() -> float:
    floor = knob_float(GATE_RECALL_FLOOR_ENV)
    if not 0 <= floor <= 1:
        raise ValueError(f"{GATE_RECALL_FLOOR_ENV} must be within [0, 1], got {floor}")
    return floor


@dg.asset_check(
    asset=extraction_quality,
    description=f"Overall gate recall on the gold gate cases is at least {GATE_RECALL_FLOOR_ENV} "
    f"(default {DEFAULT_GATE_RECALL_FLOOR}).",
)
def gate_recall_above_floor(context: dg.AssetCheckExecutionContext) -> dg.AssetCheckResult:
    # The figure of the latest materialization: the check judges what the asset recorded.
    event = context.instance.get_latest_materialization_event(extraction_quality.key)
    floor = gate_recall_floor()
    if event is None or event.asset_materialization is None:
        return dg.AssetCheckResult(
            passed=False,
            metadata={"floor": floor},
            description="extraction_quality has not been materialized yet",
        )
    recorded = event.asset_materialization.metadata
    # Metadata values come back as the union of every kind; these are what the asset recorded
    # (a float, a JSON report and a text).
    recall = float(cast(float, recorded["gate_recall"].value))
    missed: list[str] = cast(dict, recorded["report"].value)["gates"]["missed"] if "report" in recorded else []
    prompt_version = cast(str, recorded["prompt_version"].value)
    return dg.AssetCheckResult(
        passed=recall >= floor,
        metadata={
            "gate_recall": recall,
            "floor": floor,
            "prompt_version": prompt_version,
            "missed_case_ids": ", ".join(missed) or "none",
        },
    )
