"""All of memory_pipeline's Dagster definitions, merged from small domain modules.

Each domain module exports `defs` (assets, checks, jobs, sensors, schedules) and may export a
`resources` dict; resources are registered once here so domains can share them.
"""

import importlib

import dagster as dg

from memory_pipeline.settings import apply_defaults, require_production_ready

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


def _load_domains() -> list:
    return [importlib.import_module(name) for name in DOMAINS]


def _shared_resources(domains) -> dict:
    merged: dict = {}
    for domain in domains:
        for key, resource in getattr(domain, "resources", {}).items():
            if key in merged and merged[key] != resource:
                raise ValueError(f"resource {key!r} is defined differently by two domains")
            merged[key] = resource
    return merged


_domains = _load_domains()
resources = _shared_resources(_domains)
# One process per run, steps in that process: a run for one turn spends its time on the work,
# not on starting a Python process (and importing the project) per step. Scale-out is one pod
# per run (K8sRunLauncher), see deploy/README.md.
defs = dg.Definitions.merge(
    *(domain.defs for domain in _domains),
    dg.Definitions(resources=resources, executor=dg.in_process_executor),
)
