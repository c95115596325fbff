import dagster as dg

from memory_pipeline.resources import postgres_from_env
from memory_pipeline.write_path.assets import conversation_turns, write_path_assets, write_path_job
from memory_pipeline.write_path.checks import no_pii_in_long_term_memory, no_stranded_turns
from memory_pipeline.write_path.io_manager import StageOutputIOManager
from memory_pipeline.write_path.resources import llm_from_env
from memory_pipeline.write_path.sensors import new_turns_sensor

defs = dg.Definitions(
    assets=[conversation_turns, *write_path_assets],
    asset_checks=[no_pii_in_long_term_memory, no_stranded_turns],
    jobs=[write_path_job],
    sensors=[new_turns_sensor],
)

# Registered once at the top level (memory_pipeline.definitions), shared by every domain.
resources = {
    "postgres": postgres_from_env(),
    "llm": llm_from_env(),
    "stage_io_manager": StageOutputIOManager(database_url=dg.EnvVar("DATABASE_URL")),
}
