"""Neo4j 5 Community, resolved once from Maven Central and run with the machine's Java 17."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import Any

from .process import (
    Account,
    cache_dir,
    port_accepts,
    private_dir,
    require_tool,
    service_account,
    spawn_detached,
    wait_for_port,
    write_private,
)

NEO4J_VERSION = "5.26.0"
POM = Path(__file__).with_name("neo4j-runtime.pom.xml")
ENTRY_POINT = "org.neo4j.server.CommunityEntryPoint"
ADMIN_TOOL = "org.neo4j.cli.AdminTool"
INITIAL_PASSWORD = "neo4j"  # Neo4j's factory credential, replaced on first start


def _require(tool: str, install_hint: str) -> str:
    return require_tool(
        tool, "The embedded Neo4j", install_hint, "point NEO4J_URI / NEO4J_USER / NEO4J_PASSWORD at a running Neo4j 5"
    )


def ensure_runtime() -> Path:
    """Download Neo4j's jars once into the cache; later calls are a directory check."""
    lib = cache_dir() / f"neo4j-{NEO4J_VERSION}" / "lib"
    marker = lib / ".complete"
    if marker.exists():
        return lib
    _require("java", "a Java 17 runtime, e.g. apt-get install openjdk-17-jre-headless")
    mvn = _require("mvn", "Apache Maven, e.g. apt-get install maven")
    lib.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        [
            mvn,
            "-q",
            "-B",
            "-f",
            str(POM),
            f"-Dneo4j.version={NEO4J_VERSION}",
            "dependency:copy-dependencies",
            f"-DoutputDirectory={lib}",
        ],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        raise RuntimeError(
            f"Maven could not fetch Neo4j {NEO4J_VERSION}:\n{result.stdout[-2000:]}{result.stderr[-2000:]}"
        )
    marker.touch()
    return lib


def _write_config(home: Path, port: int, account: Account | None) -> Path:
    conf = private_dir(home / "conf", account)
    write_private(
        conf / "neo4j.conf",
        "\n".join(
            [
                "server.default_listen_address=127.0.0.1",
                "server.default_advertised_address=127.0.0.1",
                f"server.bolt.listen_address=127.0.0.1:{port}",
                "server.bolt.tls_level=DISABLED",
                "server.http.enabled=false",
                "server.https.enabled=false",
                f"server.directories.data={home / 'data'}",
                f"server.directories.logs={home / 'logs'}",
                f"server.directories.run={home / 'run'}",
                "dbms.security.auth_enabled=true",
                "dbms.usage_report.enabled=false",
                "server.memory.heap.initial_size=256m",
                "server.memory.heap.max_size=768m",
                "server.memory.pagecache.size=256m",
                # Erasure: keep only the transaction logs recovery needs, in small files, so a
                # forgotten user's deleted facts leave the logs at the next rotation and checkpoint.
                "db.tx_log.rotation.retention_policy=false",
                "db.tx_log.rotation.size=1M",
                "db.checkpoint.interval.time=1m",
                "",
            ]
        ),
        account,
    )
    return conf


def _set_initial_password(java: str, lib: Path, home: Path, conf: Path, password: str, account: Account | None) -> None:
    """Before the very first start: the store is created with the stack's password, so there is
    never a moment when Neo4j accepts the factory `neo4j/neo4j`. The password travels in a
    private argument file (picocli's @file), never on a command line others can read."""
    argfile = home / "initial-password.args"
    write_private(argfile, f"dbms\nset-initial-password\n{password}\n", account)
    try:
        # subprocess keyword arguments (user, group, umask...) of differing types
        identity: dict[str, Any] = account.run_as() if account is not None else {"umask": 0o077}
        result = subprocess.run(
            [java, "-cp", f"{lib}/*", ADMIN_TOOL, f"@{argfile}"],
            env={**os.environ, "NEO4J_HOME": str(home), "NEO4J_CONF": str(conf)},
            capture_output=True,
            text=True,
            timeout=180,
            cwd=home,
            **identity,
        )
    finally:
        argfile.unlink(missing_ok=True)
    if result.returncode != 0:
        raise RuntimeError(
            f"neo4j-admin could not set the initial password: {result.stdout[-500:]}{result.stderr[-500:]}"
        )


def start(home: Path, port: int, password: str) -> int:
    lib = ensure_runtime()
    java = _require("java", "a Java 17 runtime, e.g. apt-get install openjdk-17-jre-headless")
    account = service_account()
    private_dir(home, account)
    for folder in ("data", "logs", "run"):
        private_dir(home / folder, account)
    conf = _write_config(home, port, account)
    if not (home / "data" / "dbms").exists():
        _set_initial_password(java, lib, home, conf, password, account)
    process = spawn_detached(
        [
            java,
            "-Xms256m",
            "-Xmx768m",
            "-XX:+UseG1GC",
            "-Dfile.encoding=UTF-8",
            "-cp",
            f"{lib}/*",
            ENTRY_POINT,
            f"--home-dir={home}",
            f"--config-dir={conf}",
        ],
        home / "console.log",
        cwd=home,
        account=account,
    )
    wait_for_port(port, 180, process, "Neo4j")
    _settle_password(port, password)
    return process.pid


def _settle_password(port: int, password: str) -> None:
    """Replace the factory password on first start; afterwards just prove we can log in."""
    from neo4j import GraphDatabase
    from neo4j.exceptions import AuthError, ServiceUnavailable

    uri = f"bolt://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        try:
            with GraphDatabase.driver(uri, auth=("neo4j", password)) as driver:
                driver.verify_connectivity()
                return
        except AuthError as exc:
            last_error = exc
            try:
                with GraphDatabase.driver(uri, auth=("neo4j", INITIAL_PASSWORD)) as driver:
                    driver.execute_query(
                        "ALTER CURRENT USER SET PASSWORD FROM $old TO $new",
                        old=INITIAL_PASSWORD,
                        new=password,
                        database_="system",
                    )
            except AuthError as inner:
                raise RuntimeError(
                    "Neo4j rejects both the stack password and the factory one; "
                    f"delete {uri}'s data folder or set NEO4J_PASSWORD."
                ) from inner
        except (ServiceUnavailable, OSError) as exc:
            last_error = exc
            time.sleep(0.5)
    raise TimeoutError(f"Neo4j on {uri} did not accept logins: {last_error}")


def healthy(port: int) -> bool:
    return port_accepts(port)
