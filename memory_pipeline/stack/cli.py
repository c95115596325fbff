"""`memory-pipeline stack up|down|status|env` and `memory-pipeline migrate`."""

from __future__ import annotations

import shlex


def _stack(args) -> int:
    from memory_pipeline import stack
    from memory_pipeline.cli import emit

    if args.action == "env":
        from memory_pipeline.settings import stack_env

        for key, value in stack_env().items():
            print(f"export {key}={shlex.quote(value)}")
        return 0
    report = {"up": stack.up, "down": stack.down, "status": stack.status}[args.action]()
    emit(report)
    if args.action == "up":
        return 0 if all(s["healthy"] for s in report["services"].values()) else 1
    return 0


def _migrate(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import migrate
    from memory_pipeline.settings import load_settings

    emit({"applied": migrate(load_settings().database_url)})
    return 0


def register(subparsers) -> None:
    stack = subparsers.add_parser("stack", help="start, stop or inspect the embedded local stack")
    stack.add_argument("action", choices=["up", "down", "status", "env"])
    stack.set_defaults(handler=_stack)
    migrate = subparsers.add_parser("migrate", help="apply pending SQL migrations")
    migrate.set_defaults(handler=_migrate)
