"""Small process helpers shared by the embedded services."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_pipeline.settings import LOCAL_ROOT

# Started as root, every service runs as this unprivileged account (PostgreSQL refuses root;
# pgserver creates the account), with its own group only: never uid 0, gid 0 or root's groups.
SERVICE_ACCOUNT = "pgserver"
PRIVATE_DIR = 0o700
# Root's stack folder must let the service account reach its own folders below it: traverse
# (x) only, no listing; the state file in it stays 0600 and the service folders 0700.
TRAVERSE_ONLY_DIR = 0o711


def cache_dir() -> Path:
    """Where downloaded runtimes (Neo4j's jars, pgvector's source) are kept between stacks."""
    return Path(os.environ.get("MEMORY_PIPELINE_CACHE", LOCAL_ROOT / ".local" / "cache")).resolve()


def require_tool(tool: str, needed_by: str, install_hint: str, instead: str) -> str:
    """The path of `tool`, or an error that says who needs it, how to install it and what a
    deployment can configure instead of the embedded service."""
    found = shutil.which(tool)
    if not found:
        raise RuntimeError(f"{needed_by} needs `{tool}` ({install_hint}). Install it, or {instead}.")
    return found


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        # As the servers themselves bind: a just-stopped service's TIME_WAIT sockets must not
        # push it onto a new port and strand every client holding the old URI.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def port_accepts(port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


def wait_for_port(port: int, timeout: float, process: subprocess.Popen | None = None, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if port_accepts(port):
            return
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"{what} exited with code {process.returncode} before listening on {port}")
        time.sleep(0.2)
    raise TimeoutError(f"{what} did not listen on 127.0.0.1:{port} within {timeout:.0f}s")


def pid_alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie still answers kill(0); treat it as dead.
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except OSError:
        return True


@dataclass(frozen=True)
class Account:
    name: str
    uid: int
    gid: int

    def run_as(self) -> dict[str, Any]:
        """subprocess keyword arguments: this account's uid and gid, no supplementary groups
        (`user=` alone would keep root's gid 0), and a umask that keeps new files private."""
        return {"user": self.uid, "group": self.gid, "extra_groups": [], "umask": 0o077}


def reachable_by_others(path: Path) -> bool:
    """Can an unprivileged account run this file: every folder above it traversable by others
    and the file itself executable by others?"""
    import stat

    target = Path(os.path.realpath(path))
    folders_ok = all(folder.stat().st_mode & stat.S_IXOTH for folder in target.parents)
    return folders_ok and bool(target.stat().st_mode & stat.S_IXOTH)


def root_without_root_group(account: Account) -> dict:
    """For a program the service account cannot reach (an interpreter under 0700 /root): it
    keeps uid 0 but runs with the service account's group only and a private umask."""
    return {"group": account.gid, "extra_groups": [], "umask": 0o077}


def service_account() -> Account | None:
    """The account services run as: None (the caller's own) unless started as root."""
    if os.geteuid() != 0:
        return None
    import pwd

    from pgserver import utils

    utils.ensure_user_exists(SERVICE_ACCOUNT)
    entry = pwd.getpwnam(SERVICE_ACCOUNT)
    return Account(SERVICE_ACCOUNT, entry.pw_uid, entry.pw_gid)


def private_dir(path: Path, account: Account | None = None) -> Path:
    """A folder only its owner can open: 0700, owned by the service account when there is one
    (an existing folder made by older code is taken over, contents included)."""
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
    path.chmod(PRIVATE_DIR)
    if account is not None and path.stat().st_uid != account.uid:
        for folder, dirs, files in os.walk(path):
            for name in [folder, *(os.path.join(folder, d) for d in dirs), *(os.path.join(folder, f) for f in files)]:
                os.chown(name, account.uid, account.gid, follow_symlinks=False)
    return path


def stack_root_dir(path: Path, account: Account | None) -> Path:
    """The stack folder: 0700, or traverse-only for the service account when started as root."""
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
    path.chmod(PRIVATE_DIR if account is None else TRAVERSE_ONLY_DIR)
    return path


# A partial copy older than this was left by a writer that was killed: no live write takes so long.
STALE_PARTIAL_SECONDS = 600


def replace_file(path: Path, body: bytes, mode: int = 0o600, account: Account | None = None) -> None:
    """Write `path` under a name of its own (created 0600 with O_EXCL, so never readable by
    others while partial), flush it to disk, then rename it over: a reader sees the old file or
    the new one, never half of one, two writers never share a half-written file, and a power
    loss does not leave an empty one. Partial copies a killed writer left are removed."""
    _remove_stale_partials(path)
    fd, partial = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as file:
            if account is not None:
                os.fchown(file.fileno(), account.uid, account.gid)
            file.write(body)
            file.flush()
            os.fchmod(file.fileno(), mode)
            os.fsync(file.fileno())
        os.replace(partial, path)
    except BaseException:
        Path(partial).unlink(missing_ok=True)
        raise
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)  # the rename itself
    finally:
        os.close(directory)


def _remove_stale_partials(path: Path) -> None:
    now = time.time()
    for partial in path.parent.glob(f".{path.name}.*"):
        try:
            if now - partial.stat().st_mtime > STALE_PARTIAL_SECONDS:
                partial.unlink()
        except FileNotFoundError:
            pass  # another writer finished or cleaned it


def write_private(path: Path, text: str, account: Account | None = None) -> None:
    """Replace `path` with `text`, readable by its owner (or `account`) only."""
    replace_file(path, text.encode(), 0o600, account)


def spawn_detached(
    args: list[str],
    log_path: Path,
    cwd: Path | None = None,
    env: dict | None = None,
    account: Account | None = None,
    identity: dict | None = None,
) -> subprocess.Popen:
    """Start a service that outlives this process (its own session, output to a private log),
    as `account` (or with the explicit `identity` keyword arguments)."""
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    if account is not None:
        os.fchown(fd, account.uid, account.gid)
    if identity is None:
        identity = account.run_as() if account is not None else {"umask": 0o077}
    with os.fdopen(fd, "ab") as log:
        return subprocess.Popen(
            args,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            cwd=cwd,
            env=env,
            start_new_session=True,
            **identity,
        )


def start_time(pid: int | None) -> int | None:
    """The process's start time in clock ticks since boot (/proc/PID/stat field 22): with the
    PID, it names one process; a recycled PID has another start time."""
    if not pid:
        return None
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return int(stat.read().rsplit(") ", 1)[1].split()[19])
    except (OSError, IndexError, ValueError):
        return None


def is_recorded_process(pid: int | None, recorded_start: int | None, command_marker: str) -> bool:
    """Is PID still the service the state file recorded: same start time, and a command line
    that names the service? Anything else is left alone."""
    if not pid_alive(pid):
        return False
    if recorded_start is not None and start_time(pid) != recorded_start:
        return False
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return command_marker.encode() in cmdline.read()
    except OSError:
        return False


def terminate(
    pid: int | None, timeout: float = 20.0, recorded_start: int | None = None, command_marker: str = ""
) -> None:
    if pid is None or not is_recorded_process(pid, recorded_start, command_marker):
        return
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not pid_alive(pid):
            return
        time.sleep(0.2)
    os.kill(pid, signal.SIGKILL)


def _command_line(pid: int) -> list[str]:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return [arg.decode("utf-8", "replace") for arg in handle.read().split(b"\0") if arg]
    except OSError:
        return []


def runs_from(pid: int | None, folder: Path) -> bool:
    """Whether `pid` is a service of `folder`: its command line names that folder. A recorded
    pid is checked before it is signalled, since the system may have given it to another process."""
    if not pid or not pid_alive(pid):
        return False
    root = str(folder.resolve())
    return any(arg == root or arg.endswith("=" + root) or root + "/" in arg for arg in _command_line(pid))


def pids_running_from(folder: Path) -> list[int]:
    """Live processes of this user whose command line names `folder`: finds a stack whose
    state file lost its pids (an orphan) as well as a recorded one."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if entry.stat().st_uid != os.getuid():
                continue
        except OSError:
            continue
        if runs_from(int(entry.name), folder):
            found.append(int(entry.name))
    return sorted(found)
