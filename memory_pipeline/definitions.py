"""All of memory_pipeline's Dagster definitions, merged from small domain modules.

Each domain module exports `defs` (assets, checks, jobs, sensors, schedules). The resources
are declared once, here, and every domain's definitions use them by key.
"""

import importlib

import dagster as dg

from memory_pipeline.llm.resources import llm_from_env
from memory_pipeline.projections.resources import milvus_from_env, neo4j_from_env
from memory_pipeline.resources import postgres_from_env
from memory_pipeline.settings import apply_defaults, require_production_ready
from memory_pipeline.write_path.io_manager import StageOutputIOManager

# Code servers and run workers resolve connections from the running local stack unless the
# environment says otherwise. In production a missing variable stops the code location here,
# named, instead of a run failing later (or silently running offline).
apply_defaults()
require_production_ready("code location")

DOMAINS = (
    "memory_pipeline.write_path.definitions",
    "memory_pipeline.projections.definitions",
    "memory_pipeline.governance.definitions",
    "memory_pipeline.quality.definitions",
    "memory_pipeline.embedding.definitions",
)


resources = {
    "postgres": postgres_from_env(),
    "llm": llm_from_env(),
    "milvus": milvus_from_env(),
    "neo4j": neo4j_from_env(),
    "stage_io_manager": StageOutputIOManager(database_url=dg.EnvVar("DATABASE_URL")),
}
_domains = [importlib.import_module(name) for name in DOMAINS]
# One process per run, steps in that process: a run for one turn spends its time on the work,
# not on starting a Python process (and importing the project) per step. Scale-out is one pod
# per run (K8sRunLauncher), see deploy/README.md.
defs = dg.Definitions.merge(
    *(domain.defs for domain in _domains),
    dg.Definitions(resources=resources, executor=dg.in_process_executor),
)
