"""All of memory_pipeline's Dagster definitions, merged from small domain modules.

Each domain module exports `defs` (assets, checks, jobs, sensors, schedules) and may export a
`resources` dict; resources are registered once here so domains can share them.
"""

import importlib

import dagster as dg

from memory_pipeline.settings import apply_defaults

# Code servers and run workers resolve connections from the running local stack unless the
# environment says otherwise.
apply_defaults()

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
defs = dg.Definitions.merge(*(domain.defs for domain in _domains), dg.Definitions(resources=resources))
