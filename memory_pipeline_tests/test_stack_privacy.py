"""The embedded stack is private to the OS user who started it (SPEC section 11): another OS
user on the same host cannot log in to PostgreSQL without the password, cannot read the state
file or the Neo4j, Milvus and PostgreSQL folders, and no service keeps the root group.
`stack down` signals only the process it recorded. The deployment has its own audit key."""

from __future__ import annotations

import os
import time
import shutil
import subprocess
from pathlib import Path

import pytest

from memory_pipeline.settings import local_dir, read_stack_state, state_file
from memory_pipeline.stack.process import is_recorded_process, start_time, terminate, write_private

OTHER_USER = "nobody"
as_root_only = pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("runuser"), reason="switching to another OS user needs root and runuser"
)


def _as_other_user(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [shutil.which("runuser"), "-u", OTHER_USER, "--", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", **(env or {})},
    )


def _pg_client(name: str) -> str:
    from pgserver import _commands

    return str(_commands.POSTGRES_BIN_PATH / name)


@as_root_only
def test_another_os_user_cannot_log_in_to_postgresql_without_the_password(stack_env):
    port = str(read_stack_state()["postgres"]["port"])
    probe = [_pg_client("pg_isready"), "-h", "127.0.0.1", "-p", port]
    assert _as_other_user(*probe).returncode == 0, "the other user can run the client and reach the port"

    def connect(*extra: str, env: dict | None = None) -> subprocess.CompletedProcess:
        # pg_dump logs in like any client; -w: never prompt for a password.
        return _as_other_user(
            _pg_client("pg_dump"),
            "-w",
            "-U",
            "postgres",
            "-p",
            port,
            "--schema-only",
            "-t",
            "schema_migrations",
            *extra,
            env=env,
        )

    over_tcp = connect("-h", "127.0.0.1", "-d", "memory")
    assert over_tcp.returncode != 0 and "password" in over_tcp.stderr
    dagster = connect("-h", "127.0.0.1", "-d", "dagster")
    assert dagster.returncode != 0 and "password" in dagster.stderr
    socket_dir = str(local_dir() / "postgres" / "data")
    over_socket = connect("-h", socket_dir, "-d", "memory")
    assert over_socket.returncode != 0
    # Control: with the password the same user gets in, so the refusals above are authentication.
    password = read_stack_state()["postgres"]["password"]
    with_password = connect("-h", "127.0.0.1", "-d", "memory", env={"PGPASSWORD": password})
    assert with_password.returncode == 0, with_password.stderr


@as_root_only
def test_another_os_user_cannot_read_the_stack_files(stack_env):
    root = local_dir()
    assert _as_other_user("ls", str(root.parent)).returncode == 0, "control: the parent folder is readable"
    for path in (
        root / "neo4j" / "data",
        root / "neo4j" / "logs",
        root / "neo4j" / "conf",
        root / "milvus" / "data",
        root / "postgres" / "data",
    ):
        listed = _as_other_user("ls", str(path))
        assert listed.returncode != 0 and "Permission denied" in listed.stderr, path
    found = _as_other_user("find", str(root / "neo4j" / "data"), "-type", "f")
    assert found.returncode != 0
    for secret_file in (state_file(), root / "neo4j" / "conf" / "neo4j.conf"):
        read = _as_other_user("cat", str(secret_file))
        assert read.returncode != 0 and "Permission denied" in read.stderr, secret_file
    assert state_file().stat().st_mode & 0o777 == 0o600
    for folder in ("postgres", "milvus", "neo4j", "neo4j/data", "neo4j/logs", "milvus/data", "postgres/data"):
        assert (root / folder).stat().st_mode & 0o777 == 0o700, folder
    assert root.stat().st_mode & 0o777 in (0o700, 0o711)


def _groups_of(pid: int) -> tuple[int, set[int]]:
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    uid = int(next(line for line in status if line.startswith("Uid:")).split()[1])
    gids = next(line for line in status if line.startswith("Gid:")).split()[1:]
    groups = next(line for line in status if line.startswith("Groups:")).split()[1:]
    return uid, {int(g) for g in [*gids, *groups]}


@as_root_only
def test_no_service_keeps_the_root_group(stack_env):
    state = read_stack_state()
    postmaster = int((local_dir() / "postgres" / "data" / "postmaster.pid").read_text().split()[0])
    for name, pid in (("postgres", postmaster), ("milvus", state["milvus"]["pid"]), ("neo4j", state["neo4j"]["pid"])):
        uid, groups = _groups_of(pid)
        assert 0 not in groups, (name, groups)
        if name != "milvus":  # milvus-lite's interpreter may sit under 0700 /root (README: security)
            assert uid != 0, name


def test_stack_down_signals_only_the_recorded_process():
    import time

    stranger = subprocess.Popen(["sleep", "300"])
    try:
        # /proc/PID/cmdline reads empty until the exec has completed.
        deadline = time.monotonic() + 30
        while b"sleep" not in Path(f"/proc/{stranger.pid}/cmdline").read_bytes():
            assert time.monotonic() < deadline
            time.sleep(0.01)
        started = start_time(stranger.pid)
        # A PID recorded for Milvus but now held by another program: left alone.
        terminate(stranger.pid, recorded_start=started, command_marker="milvus-lite")
        # The right program but another start time (the PID was recycled): left alone.
        terminate(stranger.pid, recorded_start=started + 1, command_marker="sleep")
        assert stranger.poll() is None
        assert not is_recorded_process(stranger.pid, started + 1, "sleep")
        terminate(stranger.pid, recorded_start=started, command_marker="sleep")
        assert stranger.wait(10) is not None
    finally:
        if stranger.poll() is None:
            stranger.kill()


def test_state_files_are_created_private(tmp_path):
    target = tmp_path / "state.json"
    target.write_text("old state")
    target.chmod(0o644)  # an older, wider copy is replaced, not reused
    old_umask = os.umask(0)
    try:
        write_private(target, '{"secret": 1}')
    finally:
        os.umask(old_umask)
    assert target.read_text() == '{"secret": 1}'
    assert target.stat().st_mode & 0o777 == 0o600
    assert [path.name for path in tmp_path.iterdir()] == ["state.json"], "no partial copy is left behind"


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "state.json"
    target.write_text("old state")

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    try:
        write_private(target, '{"secret": 1}')
    except OSError:
        pass
    else:
        raise AssertionError("the failed rename must surface")
    assert target.read_text() == "old state"
    assert [path.name for path in tmp_path.iterdir()] == ["state.json"]


def test_the_stack_generates_its_own_audit_key(stack_env):
    from memory_pipeline.forgotten import uses_builtin_audit_key
    from memory_pipeline.settings import BUILTIN_AUDIT_HMAC_KEY as BUILTIN_AUDIT_KEY
    from memory_pipeline.write_path.screening.fact_gates import subject_hash

    key = read_stack_state()["audit_hmac_key"]
    assert len(key) == 64 and key != BUILTIN_AUDIT_KEY
    assert stack_env["AUDIT_HMAC_KEY"] == key == os.environ["AUDIT_HMAC_KEY"]
    assert not uses_builtin_audit_key()
    with_stack_key = subject_hash("13800138000")
    os.environ["AUDIT_HMAC_KEY"] = BUILTIN_AUDIT_KEY
    try:
        assert uses_builtin_audit_key()
        assert subject_hash("13800138000") != with_stack_key
    finally:
        os.environ["AUDIT_HMAC_KEY"] = key


def test_a_postgresql_made_by_older_code_gets_a_password_on_its_next_start(stack_env):
    """Older stacks ran `initdb --auth=trust`: the next start of the new code keeps their data
    and from then on requires the stack's password, over TCP and the socket."""
    import psycopg

    from memory_pipeline.stack import postgres
    from memory_pipeline.stack.process import free_port, service_account

    root = local_dir() / "legacy-postgres-test"
    shutil.rmtree(root, ignore_errors=True)
    account = service_account()
    run_as = account.run_as() if account else {}
    commands, _ = postgres._binaries()
    (root / "data").mkdir(parents=True)
    if account:
        os.chown(root, account.uid, account.gid)
        os.chown(root / "data", account.uid, account.gid)
    port = free_port()
    try:
        # What older code did: trust every local connection.
        commands.initdb(
            ["--auth=trust", "--encoding=utf8", "--locale=C.UTF-8", "-U", "postgres"], pgdata=root / "data", **run_as
        )
        commands.pg_ctl(
            [
                "-w",
                "-t",
                "60",
                "-l",
                str(root / "data" / "server.log"),
                "-o",
                f"-h 127.0.0.1 -p {port} -k {root / 'data'}",
                "start",
            ],
            pgdata=root / "data",
            timeout=90,
            **run_as,
        )
        with psycopg.connect(f"postgresql://postgres@127.0.0.1:{port}/postgres", autocommit=True) as conn:
            conn.execute("CREATE DATABASE kept")

        postgres.start(root, port, "the-new-password")

        with pytest.raises(psycopg.OperationalError, match="password"):
            psycopg.connect(f"postgresql://postgres@127.0.0.1:{port}/postgres", connect_timeout=10)
        with psycopg.connect(postgres.conninfo(port, "the-new-password", "kept"), autocommit=True) as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,), "the old data is still there"
        assert (root / "data" / "pg_hba.conf").read_text() == postgres.HBA
        assert (root / "data" / "pg_hba.conf").stat().st_mode & 0o777 == 0o600
    finally:
        postgres.stop(root)
        shutil.rmtree(root, ignore_errors=True)


def test_neo4j_gets_its_password_before_its_first_start(stack_env):
    """neo4j-admin writes the stack's password into a new store, so the factory `neo4j/neo4j`
    never works; the password goes through a private argument file that is removed after."""
    from memory_pipeline.stack import neo4j
    from memory_pipeline.stack.process import private_dir, service_account

    home = local_dir() / "neo4j-initial-password-test"
    shutil.rmtree(home, ignore_errors=True)
    account = service_account()
    try:
        private_dir(home, account)
        conf = neo4j._write_config(home, 7999, account)
        neo4j._set_initial_password(shutil.which("java"), neo4j.ensure_runtime(), home, conf, "pw-9f2c-stack", account)
        auth = home / "data" / "dbms" / "auth.ini"
        assert auth.exists()
        assert "pw-9f2c-stack" not in auth.read_text(), "stored as a salted hash"
        assert auth.stat().st_mode & 0o077 == 0, "not readable by group or others"
        assert not (home / "initial-password.args").exists()
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_grpc_fork_support_is_off_for_the_services_we_fork():
    import subprocess
    import sys

    # A fresh interpreter, as the CLI starts: the package's first import turns gRPC's fork
    # support off before pymilvus imports grpc, unless the deployment chose.
    probe = "import memory_pipeline, pymilvus, os; print(os.environ['GRPC_ENABLE_FORK_SUPPORT'])"
    env = {key: value for key, value in os.environ.items() if key != "GRPC_ENABLE_FORK_SUPPORT"}
    assert (
        subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True).stdout.strip() == "false"
    )
    env["GRPC_ENABLE_FORK_SUPPORT"] = "true"
    assert (
        subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True).stdout.strip() == "true"
    )


def test_a_killed_writers_partial_copy_is_removed_later(tmp_path):
    target = tmp_path / "stack.json"
    stale, fresh = tmp_path / ".stack.json.old1", tmp_path / ".stack.json.new1"
    stale.write_text('{"pg_password": "left by a killed writer"}')
    fresh.write_text("another writer's copy, in progress")
    long_ago = time.time() - 3600
    os.utime(stale, (long_ago, long_ago))
    write_private(target, "{}")
    assert not stale.exists(), "a copy holding a secret does not stay behind for good"
    assert fresh.exists(), "a live writer's partial copy is not touched"
    assert target.read_text() == "{}"


def test_a_write_that_cannot_take_its_owner_leaks_no_descriptor(tmp_path, monkeypatch):
    from memory_pipeline.stack.process import Account

    def refused(*args):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "fchown", refused)
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(20):
        try:
            write_private(tmp_path / "state.json", "{}", Account(name="nobody-here", uid=12345, gid=12345))
        except PermissionError:
            pass
    assert len(os.listdir("/proc/self/fd")) == before
    assert [path.name for path in tmp_path.iterdir()] == []
