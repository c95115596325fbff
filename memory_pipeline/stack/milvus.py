"""One `milvus-lite server` process owns the Milvus data dir; everything else speaks gRPC to it.

Milvus Lite has no inter-process lock, so opening its `.db` from two processes corrupts it.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from .process import (
    port_accepts,
    private_dir,
    reachable_by_others,
    root_without_root_group,
    service_account,
    spawn_detached,
    wait_for_port,
)


def _executable() -> str:
    beside_python = Path(sys.executable).with_name("milvus-lite")
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("milvus-lite")
    if not found:
        raise RuntimeError("milvus-lite is not installed (pip install milvus-lite), or set MILVUS_URI.")
    return found


def start(root: Path, port: int) -> int:
    # Milvus Lite has no authentication: its port is open to every local user (see the README's
    # security section), but its files are not.
    account = service_account()
    identity = None
    if account is not None and not reachable_by_others(Path(sys.executable)):
        # milvus-lite is Python: an interpreter the service account cannot reach (pyenv under
        # /root) keeps uid 0, but loses the root group; its folders stay root's, 0700.
        account, identity = None, root_without_root_group(account)
    private_dir(root, account)
    data = private_dir(root / "data", account)
    process = spawn_detached(
        [_executable(), "server", "--data-dir", str(data), "--host", "127.0.0.1", "--port", str(port)],
        root / "server.log",
        account=account,
        identity=identity,
    )
    wait_for_port(port, 60, process, "milvus-lite server")
    return process.pid


def healthy(port: int) -> bool:
    return port_accepts(port)
