"""All of memory_pipeline's Dagster definitions, merged from small domain modules.

Each domain module exports `defs` (assets, checks, jobs, sensors, schedules). The resources
are declared once, here, and every domain's definitions use them by key. Each is configured
from the environment (`configured_by_env`): a variable set in the process becomes an `EnvVar`
resolved when a run starts; the running local stack fills the connections otherwise.
"""

import importlib

import dagster as dg

from memory_pipeline.llm.resources import LLMResource
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.resources import PostgresResource
from memory_pipeline.settings import environment, require_production_ready
from memory_pipeline.write_path.io_manager import StageOutputIOManager

# In production a missing variable stops the code location here, named, instead of a run
# failing later (or silently running offline).
require_production_ready("code location")

DOMAINS = (
    "memory_pipeline.write_path.definitions",
    "memory_pipeline.projections.definitions",
    "memory_pipeline.governance.definitions",
    "memory_pipeline.quality.definitions",
    "memory_pipeline.embedding.definitions",
)


def resources_from_env() -> dict:
    """Every resource, configured from the environment as it is now. The code location builds
    them once; an in-process run (the CLI, the demo, a test) builds them when it starts, so it
    runs with the environment it was started in."""
    env = environment()
    postgres = PostgresResource.configured_by_env(env=env)
    return {
        "postgres": postgres,
        "llm": LLMResource.configured_by_env(env=env),
        # The collection's dimension is the embedder's; not a secret, so resolved here.
        "milvus": MilvusResource.configured_by_env(env=env, embedding_dim=LLMResource.from_env(env=env).embedding_dim),
        "neo4j": Neo4jResource.configured_by_env(env=env),
        "stage_io_manager": StageOutputIOManager(database_url=postgres.database_url),
    }


resources = resources_from_env()
_domains = [importlib.import_module(name) for name in DOMAINS]
# One process per run, steps in that process: a run for one turn spends its time on the work,
# not on starting a Python process (and importing the project) per step. Scale-out is one pod
# per run (K8sRunLauncher), see deploy/README.md.
defs = dg.Definitions.merge(
    *(domain.defs for domain in _domains),
    dg.Definitions(resources=resources, executor=dg.in_process_executor),
)
