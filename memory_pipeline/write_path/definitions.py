import dagster as dg

from memory_pipeline.write_path.assets import conversation_turns, write_path_assets, write_path_job
from memory_pipeline.write_path.checks import no_pii_in_long_term_memory, no_stranded_turns
from memory_pipeline.write_path.sensors import new_turns_sensor

defs = dg.Definitions(
    assets=[conversation_turns, *write_path_assets],
    asset_checks=[no_pii_in_long_term_memory, no_stranded_turns],
    jobs=[write_path_job],
    sensors=[new_turns_sensor],
)
