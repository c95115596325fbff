"""All of memory_pipeline's Dagster definitions, merged from small domain modules."""

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
)


def _domain_defs() -> list[dg.Definitions]:
    found = []
    for name in DOMAINS:
        try:
            found.append(importlib.import_module(name).defs)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    return found


defs = dg.Definitions.merge(*_domain_defs())
