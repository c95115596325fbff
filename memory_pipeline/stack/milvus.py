"""One `milvus-lite server` process owns the Milvus data dir; everything else speaks gRPC to it.

Milvus Lite has no inter-process lock, so opening its `.db` from two processes corrupts it.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from .process import port_accepts, spawn_detached, wait_for_port


def _executable() -> str:
    beside_python = Path(sys.executable).with_name("milvus-lite")
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("milvus-lite")
    if not found:
        raise RuntimeError("milvus-lite is not installed (pip install milvus-lite), or set MILVUS_URI.")
    return found


def start(root: Path, port: int) -> int:
    data = root / "data"
    data.mkdir(parents=True, exist_ok=True)
    process = spawn_detached(
        [_executable(), "server", "--data-dir", str(data), "--host", "127.0.0.1", "--port", str(port)],
        root / "server.log",
    )
    wait_for_port(port, 60, process, "milvus-lite server")
    return process.pid


def healthy(port: int) -> bool:
    return port_accepts(port)
