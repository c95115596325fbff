"""The fault harness: run the real write path and the real drains in child processes, SIGKILL
them at chosen points (`memory_pipeline.fault_points`), and compare what is committed with one
clean run.

Used by the tests in this folder and runnable by hand:

    python -m memory_pipeline_tests.faults.harness run 2026-06-01 [--incremental] [--max-turns N]
    python -m memory_pipeline_tests.faults.harness drain neo4j

with MEMORY_PIPELINE_KILL_AT=<point>:<n> in the environment to kill the child at the n-th pass
through <point> (extract_turn, commit_user, drain_claim).
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from memory_pipeline.db import connect
from memory_pipeline.fault_points import KILL_AT_ENV
from memory_pipeline.ingest.transcripts import ingest_file
from memory_pipeline.quality.synthetic import synthetic_turns, turn_days, write_jsonl
from memory_pipeline.settings import REPO_ROOT

KILLED = -signal.SIGKILL
CHILD_TIMEOUT_SECONDS = 600


def workload(count: int, users: int) -> list[dict]:
    """Synthetic turns of one day (the bench's seeded generator)."""
    turns = synthetic_turns(count, users)
    first, last = turn_days(turns)
    assert first == last, "the harness works on one day"
    return turns


def ingest(database_url: str, turns: list[dict], folder: Path) -> None:
    path = write_jsonl(turns, folder / f"turns-{time.monotonic_ns()}.jsonl")
    with connect(database_url) as conn:
        ingest_file(conn, path)


def committed(database_url: str) -> Counter:
    """The committed memories by user, key, value (the composed content) and status."""
    with connect(database_url) as conn:
        rows = conn.execute(
            "SELECT user_id, fact_key, content, status FROM long_term_memory WHERE source <> 'merge'"
        ).fetchall()
    return Counter((r["user_id"], r["fact_key"], r["content"], r["status"]) for r in rows)


def uncommitted_turns(database_url: str) -> int:
    with connect(database_url) as conn:
        return conn.execute(
            "SELECT count(*) AS n FROM conversation_turns WHERE extraction_status NOT IN ('committed', 'forgotten')"
        ).fetchone()["n"]


def start_child(*args: str, kill_at: str | None = None, env: dict | None = None) -> subprocess.Popen:
    child_env = {**os.environ, **(env or {})}
    child_env.pop(KILL_AT_ENV, None)
    if kill_at:
        child_env[KILL_AT_ENV] = kill_at
    return subprocess.Popen(
        [sys.executable, "-m", "memory_pipeline_tests.faults.harness", *args],
        cwd=REPO_ROOT,
        env=child_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(child: subprocess.Popen) -> int:
    _, stderr = child.communicate(timeout=CHILD_TIMEOUT_SECONDS)
    if child.returncode not in (0, KILLED):
        raise AssertionError(f"child failed without being killed (exit {child.returncode}):\n{stderr[-3000:]}")
    return child.returncode


def run_day(day: str, *, incremental: bool = False, kill_at: str | None = None, max_turns: int | None = None) -> int:
    """One write-path run of the day in a child process; its exit code (KILLED when killed)."""
    args = ["run", day, *(["--incremental"] if incremental else [])]
    if max_turns:
        args += ["--max-turns", str(max_turns)]
    return finish(start_child(*args, kill_at=kill_at))


def run_in_process(day: str, *, incremental: bool = False, max_turns: int | None = None, instance=None) -> bool:
    """The same run in this process (no kill point can fire here)."""
    from memory_pipeline.definitions import defs, resources_from_env
    from memory_pipeline.write_path.scope import incremental_tags

    tags = incremental_tags(max_turns) if incremental else {}
    job = defs.resolve_job_def("write_path_job")
    return job.execute_in_process(
        resources=resources_from_env(), partition_key=day, tags=tags, instance=instance, raise_on_error=False
    ).success


def settle(day: str, *, max_runs: int = 20) -> int:
    """What the new-turns sensor does after any fault: incremental runs of the day until no turn
    is left uncommitted (the caller sets the retry delays to 0). Returns how many runs it took."""
    from memory_pipeline.settings import load_settings

    database_url = load_settings().database_url
    for runs in range(1, max_runs + 1):
        assert run_in_process(day, incremental=True)
        if uncommitted_turns(database_url) == 0:
            return runs
    raise AssertionError(f"turns still uncommitted after {max_runs} incremental runs")


def _main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="faults-harness")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run")
    run.add_argument("day")
    run.add_argument("--incremental", action="store_true")
    run.add_argument("--max-turns", type=int)
    drain = commands.add_parser("drain")
    drain.add_argument("target")
    args = parser.parse_args(argv)
    if args.command == "run":
        return 0 if run_in_process(args.day, incremental=args.incremental, max_turns=args.max_turns) else 1
    from memory_pipeline.projections.outbox import drain as drain_target
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    drain_target(settings.database_url, args.target, lambda: open_projector(args.target, settings))
    return 0


if __name__ == "__main__":
    from memory_pipeline.settings import apply_defaults

    apply_defaults()
    sys.exit(_main(sys.argv[1:]))
