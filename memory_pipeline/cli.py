"""`memory-pipeline`: the ops CLI. Each domain registers its own subcommands.

Commands that report print one JSON document on stdout; diagnostics go to stderr.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import warnings

from memory_pipeline.usage import UsageError

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


# Exit codes: a user error (bad argument, bad id, missing file) and a store that cannot be reached.
EXIT_USAGE = 2
EXIT_STORE_DOWN = 3


class JsonErrorParser(argparse.ArgumentParser):
    """argparse, but a bad argument is one JSON error on stderr (exit 2), not usage text."""

    def error(self, message: str):
        raise UsageError(message)


def emit_error(command: str | None, kind: str, message: str) -> None:
    json.dump({"error": {"command": command, "kind": kind, "message": message}}, sys.stderr, ensure_ascii=False)
    sys.stderr.write("\n")
    sys.stderr.flush()


def _store_down_errors() -> tuple[type[BaseException], ...]:
    """Exceptions that mean a store cannot be reached (imported lazily: they are heavy)."""
    import psycopg
    from pymilvus import MilvusException
    from neo4j.exceptions import ServiceUnavailable, SessionExpired

    return (
        psycopg.OperationalError,
        MilvusException,
        ServiceUnavailable,
        SessionExpired,
        ConnectionError,
        TimeoutError,
    )


def _int_at_least(minimum: int, words: str):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {words}, got {value}")
        return value

    return parse


positive_int = _int_at_least(1, "at least 1")
non_negative_int = _int_at_least(0, "0 or more")


def iso_datetime(text: str) -> str:
    """An ISO 8601 instant, checked here and passed on as given."""
    from datetime import datetime

    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise argparse.ArgumentTypeError("expected an ISO 8601 timestamp such as 2026-11-30T00:00:00Z") from None
    return text


def identifier(kind: str):
    """An argparse type checking the identifier contract for `kind` (user_id, ...)."""

    def parse(text: str) -> str:
        from memory_pipeline.identifiers import identifier_problem

        problem = identifier_problem(text)
        if problem:
            raise argparse.ArgumentTypeError(f"{kind} {problem}")
        return text

    parse.__name__ = kind
    return parse


def build_parser() -> argparse.ArgumentParser:
    assert __doc__ is not None  # the module docstring is the parser's description
    parser = JsonErrorParser(prog="memory-pipeline", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=JsonErrorParser)
    for module in COMMAND_MODULES:
        importlib.import_module(module).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    # pgserver's platformdirs import warns about XDG_RUNTIME_DIR on every call; it is harmless here.
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    # BackfillPolicy is marked beta by Dagster; users of the CLI cannot act on that notice.
    warnings.filterwarnings("ignore", category=Warning, module="dagster._core.decorator_utils")
    from memory_pipeline.settings import apply_defaults

    from memory_pipeline.identifiers import InvalidIdentifier

    apply_defaults()
    try:
        args = build_parser().parse_args(argv)
    except UsageError as exc:
        emit_error(None, "usage", str(exc))
        return EXIT_USAGE
    try:
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        return 130
    except (UsageError, InvalidIdentifier, FileNotFoundError, IsADirectoryError, PermissionError) as exc:
        message = f"cannot read {exc.filename}: {exc.strerror}" if isinstance(exc, OSError) else str(exc)
        emit_error(args.command, "usage", message)
        return EXIT_USAGE
    except _store_down_errors() as exc:
        # The driver's message names the host and port, never data.
        emit_error(
            args.command,
            "store_unreachable",
            f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}",
        )
        return EXIT_STORE_DOWN
    except RuntimeError as exc:
        emit_error(args.command, "error", str(exc))
        return 1


if __name__ == "__main__":
    sys.exit(main())
