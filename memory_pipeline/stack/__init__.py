"""The embedded local stack: `memory-pipeline stack up|down|status`.

Ports are picked free once and kept in the state file, so two checkouts on one machine do
not collide and data survives `down`/`up`.
"""

from __future__ import annotations

import json
import os
import secrets

from memory_pipeline.settings import local_dir, read_stack_state, stack_env, state_file

from . import milvus, neo4j, postgres
from .process import pid_alive, pids_running_from, port_is_free, free_port, runs_from, terminate

SERVICES = ("postgres", "milvus", "neo4j")


def _save_state(state: dict) -> None:
    path = state_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(state, indent=2))
    tmp.chmod(0o600)
    tmp.replace(path)


def _port_for(entry: dict, running: bool) -> int:
    port = entry.get("port")
    if port and (running or port_is_free(port)):
        return port
    return free_port()


def _service_running(name: str, entry: dict) -> bool:
    if not entry.get("port"):
        return False
    if name == "postgres":
        return postgres.is_running(local_dir() / "postgres" / "data", entry["port"])
    return pid_alive(entry.get("pid")) and (milvus.healthy if name == "milvus" else neo4j.healthy)(entry["port"])


def up(services: tuple[str, ...] = SERVICES) -> dict:
    """Start what is not running, migrate the schema, and return the status. Idempotent."""
    root = local_dir()
    state = read_stack_state()
    for name in services:
        entry = state.setdefault(name, {})
        running = _service_running(name, entry)
        entry["port"] = _port_for(entry, running)
        if running:
            continue
        _save_state(state)  # record the port before a slow start, so a parallel `status` sees it
        if name == "postgres":
            postgres.start(root / "postgres", entry["port"])
        elif name == "milvus":
            entry["pid"] = milvus.start(root / "milvus", entry["port"])
        else:
            entry.setdefault("password", secrets.token_urlsafe(18))
            entry["pid"] = neo4j.start(root / "neo4j", entry["port"], entry["password"])
        _save_state(state)
    if "postgres" in services:
        from memory_pipeline.db import migrate

        os.environ.setdefault("DATABASE_URL", stack_env(state)["DATABASE_URL"])
        migrate(stack_env(state)["DATABASE_URL"])
    return status()


def stop_service(name: str) -> None:
    state = read_stack_state()
    entry = state.get(name, {})
    if name == "postgres":
        postgres.stop(local_dir() / "postgres")
    else:
        folder = local_dir() / name
        # The recorded pid only if it still is our service, plus any orphan of this folder.
        recorded = [entry["pid"]] if runs_from(entry.get("pid"), folder) else []
        for pid in sorted(set(recorded) | set(pids_running_from(folder))):
            terminate(pid)
        if entry.pop("pid", None) is not None or state:
            _save_state(state)


def down(services: tuple[str, ...] = SERVICES) -> dict:
    for name in services:
        stop_service(name)
    return status()


def status() -> dict:
    state = read_stack_state()
    env = stack_env(state)
    uri_key = {"postgres": "DATABASE_URL", "milvus": "MILVUS_URI", "neo4j": "NEO4J_URI"}
    report = {"local_dir": str(local_dir()), "services": {}}
    for name in SERVICES:
        entry = state.get(name, {})
        report["services"][name] = {
            "uri": env.get(uri_key[name]),
            "healthy": _service_running(name, entry),
            "pid": entry.get("pid"),
        }
    report["env"] = {k: v for k, v in env.items() if k != "NEO4J_PASSWORD"}
    return report


def ensure_up() -> dict:
    """Start the stack only for variables the user did not point elsewhere."""
    wanted = tuple(
        name for name, var in (("postgres", "DATABASE_URL"), ("milvus", "MILVUS_URI"), ("neo4j", "NEO4J_URI"))
        if not os.environ.get(var) or os.environ.get(var) == stack_env().get(var)
    )
    return up(wanted) if wanted else status()
