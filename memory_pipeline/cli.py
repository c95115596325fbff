"""`memory-pipeline`: the ops CLI. Each domain registers its own subcommands.

Commands that report print one JSON document on stdout; diagnostics go to stderr.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import warnings

# Domains that contribute subcommands through a `register(subparsers)` function.
COMMAND_MODULES = (
    "memory_pipeline.stack.cli",
    "memory_pipeline.ingest.cli",
    "memory_pipeline.write_path.cli",
    "memory_pipeline.demo",
    "memory_pipeline.projections.cli",
    "memory_pipeline.governance.cli",
    "memory_pipeline.lineage.cli",
    "memory_pipeline.quality.cli",
    "memory_pipeline.embedding.cli",
)


def emit(document) -> None:
    json.dump(document, sys.stdout, ensure_ascii=False, indent=2, default=str)
    sys.stdout.write("\n")
    sys.stdout.flush()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="memory-pipeline", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True)
    for module in COMMAND_MODULES:
        importlib.import_module(module).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    # pgserver's platformdirs import warns about XDG_RUNTIME_DIR on every call; it is harmless here.
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    # BackfillPolicy is marked beta by Dagster; users of the CLI cannot act on that notice.
    warnings.filterwarnings("ignore", category=Warning, module="dagster._core.decorator_utils")
    from memory_pipeline.settings import apply_defaults

    apply_defaults()
    args = build_parser().parse_args(argv)
    try:
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        return 130
    except (RuntimeError, TimeoutError, ConnectionError) as exc:
        print(f"memory-pipeline {args.command}: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
