"""Test setup: the project's own local stack (real PostgreSQL, Milvus and Neo4j), isolated
from the demo stack in its own folder, and a clean store for every test that asks for one.

A helper or CI can point MEMORY_PIPELINE_LOCAL_DIR at another folder to run a second suite
beside this one.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pytest

# First, before any test module imports pymilvus: the package turns gRPC's fork support off.
import memory_pipeline  # noqa: F401

REPO_ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("MEMORY_PIPELINE_LOCAL_DIR", str(REPO_ROOT / ".local" / "test-stack"))
# Tests never reach the internet: without these the offline deterministic backend is used.
for _name in ("OPENAI_BASE_URL", "OPENAI_API_KEY"):
    os.environ[_name] = ""
# Most tests keep the fast hashing embedder; the embedder, calibration, demo and reembed tests
# select the bundled model themselves (memory_pipeline_tests/embedding_fixtures.py).
os.environ.setdefault("EMBEDDING_BACKEND", "hashing")
warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

MEMORY_TABLES = (
    "memory_outbox",
    "merge_candidates",
    "gate_rejections",
    "llm_cache",
    "forget_tombstones",
    "long_term_memory",
    "conversation_turns",
    "pipeline_stage_outputs",
    "llm_inflight",
    "llm_batches",
    "memory_provenance",
    "memory_writers",
)


@pytest.fixture(scope="session")
def stack_env():
    """Start (or reuse) the test stack with the project's script and export its variables.

    At the end the run stops the services it started itself and leaves running the ones it
    found running: start the test stack beforehand (README "Tests") to keep it warm.
    """
    from memory_pipeline import stack
    from memory_pipeline.settings import stack_env as current_stack_env

    found_running = {name for name, svc in stack.status()["services"].items() if svc["healthy"]}
    report = stack.up()
    unhealthy = [name for name, svc in report["services"].items() if not svc["healthy"]]
    assert not unhealthy, f"local stack services not healthy: {unhealthy}"
    env = current_stack_env()
    os.environ.update(env)
    yield env
    started_here = tuple(name for name in stack.SERVICES if name not in found_running)
    if started_here:
        stack.down(started_here)


@pytest.fixture(scope="session")
def settings(stack_env):
    from memory_pipeline.settings import load_settings

    return load_settings()


@pytest.fixture(scope="session")
def database_url(settings) -> str:
    return settings.database_url


def truncate_memory_tables(database_url: str) -> None:
    from memory_pipeline.db import connect

    with connect(database_url, autocommit=True) as conn:
        conn.execute(f"TRUNCATE {', '.join(MEMORY_TABLES)} RESTART IDENTITY CASCADE")


@pytest.fixture
def clean_db(database_url) -> str:
    truncate_memory_tables(database_url)
    return database_url


@pytest.fixture
def conn(clean_db):
    from memory_pipeline.db import connect

    with connect(clean_db) as connection:
        yield connection
