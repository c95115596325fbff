"""The embedded local stack: `memory-pipeline stack up|down|status`.

Ports are picked free once and kept in the state file, so two checkouts on one machine do
not collide and data survives `down`/`up`. The state file also keeps the stack's secrets,
generated on the first `up`: the PostgreSQL and Neo4j passwords and the deployment's audit
HMAC key. It is created 0600; the stack's folders are 0700 (see the README's security section).
"""

from __future__ import annotations

import json
import os
import secrets

from memory_pipeline.settings import local_dir, read_stack_state, stack_env, state_file

from . import milvus, neo4j, postgres
from .process import (
    free_port,
    is_recorded_process,
    pids_running_from,
    port_is_free,
    service_account,
    stack_root_dir,
    start_time,
    terminate,
    write_private,
)

SERVICES = ("postgres", "milvus", "neo4j")
# What a recorded PID's command line must contain for `down` to signal it.
COMMAND_MARKERS = {"milvus": "milvus-lite", "neo4j": neo4j.ENTRY_POINT}
SECRET_ENV = ("NEO4J_PASSWORD", "AUDIT_HMAC_KEY")


def _save_state(state: dict) -> None:
    write_private(state_file(), json.dumps(state, indent=2))


def _with_secrets(state: dict) -> dict:
    """Secrets the stack generates once and keeps: a stack made by older code gets its
    PostgreSQL password (applied on its next start) and its own audit key here."""
    state.setdefault("audit_hmac_key", secrets.token_hex(32))
    state.setdefault("postgres", {}).setdefault("password", secrets.token_urlsafe(24))
    # A letter first: neo4j-admin reads a password that starts with "-" (1 in 64 tokens) as an option.
    state.setdefault("neo4j", {}).setdefault("password", "n" + secrets.token_urlsafe(18))
    return state


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
    return is_recorded_process(entry.get("pid"), entry.get("started"), COMMAND_MARKERS[name]) and (
        milvus.healthy if name == "milvus" else neo4j.healthy
    )(entry["port"])


def up(services: tuple[str, ...] = SERVICES) -> dict:
    """Start what is not running, migrate the schema, and return the status. Idempotent."""
    root = stack_root_dir(local_dir(), service_account())
    state = _with_secrets(read_stack_state())
    _save_state(state)
    for name in services:
        entry = state.setdefault(name, {})
        running = _service_running(name, entry)
        entry["port"] = _port_for(entry, running)
        if running:
            if name == "postgres":
                # A server left running by older code still trusts local connections: from
                # now on it requires the password (a no-op once it does).
                postgres.start(root / "postgres", entry["port"], entry["password"])
            continue
        _save_state(state)  # record the port before a slow start, so a parallel `status` sees it
        if name == "postgres":
            postgres.start(root / "postgres", entry["port"], entry["password"])
        else:
            if name == "milvus":
                entry["pid"] = milvus.start(root / "milvus", entry["port"])
            else:
                entry["pid"] = neo4j.start(root / "neo4j", entry["port"], entry["password"])
            entry["started"] = start_time(entry["pid"])
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
        # Only the process the state recorded (same start time, the service's command line):
        # a recycled PID belongs to someone else and is never signalled.
        terminate(entry.get("pid"), recorded_start=entry.get("started"), command_marker=COMMAND_MARKERS[name])
        # ...and any orphan of this folder whose state was lost (its command line names the folder).
        folder = local_dir() / name
        for pid in pids_running_from(folder):
            terminate(pid, command_marker=str(folder.resolve()))
        entry.pop("pid", None)
        entry.pop("started", None)
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
            "uri": redact_password(env.get(uri_key[name]) or "") or None,
            "healthy": _service_running(name, entry),
            "pid": entry.get("pid"),
        }
    report["env"] = {k: redact_password(v) for k, v in env.items() if k not in SECRET_ENV}
    return report


def redact_password(value: str) -> str:
    """A connection URL as status prints it: the password replaced by `***`."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(value)
    if not parts.password:
        return value
    return urlunsplit(parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@")))


def ensure_up() -> dict:
    """Start the stack only for variables the user did not point elsewhere."""
    wanted = tuple(
        name
        for name, var in (("postgres", "DATABASE_URL"), ("milvus", "MILVUS_URI"), ("neo4j", "NEO4J_URI"))
        if not os.environ.get(var) or os.environ.get(var) == stack_env().get(var)
    )
    return up(wanted) if wanted else status()
