import dagster as dg

from memory_pipeline.quality.assets import extraction_quality
from memory_pipeline.quality.checks import gate_recall_above_floor

# Resources (`postgres`, `llm`) are registered once at the top level (memory_pipeline.definitions).
defs = dg.Definitions(assets=[extraction_quality], asset_checks=[gate_recall_above_floor])
