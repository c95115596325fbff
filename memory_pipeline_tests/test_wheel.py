"""The built wheel runs on its own: no source tree, no editable install.

The wheel is built from this checkout, installed (not editable) into a new virtual
environment with its dependencies resolved by pip from the package index (pip's cache makes
this quick), and that environment, started from a folder outside the checkout, migrates a
fresh database in the test stack's PostgreSQL and materializes one day of the write path.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from memory_pipeline.db import create_scratch_database, drop_scratch_database

REPO_ROOT = Path(__file__).resolve().parents[1]
DAY = "2026-11-24"

MATERIALIZE_ONE_DAY = f"""
import json, os, dagster as dg, memory_pipeline
from memory_pipeline.db import connect
from memory_pipeline.write_path.runs import run_write_path
with dg.instance_for_test() as instance:
    result = run_write_path("{DAY}", "{DAY}", instance=instance)
with connect(os.environ["DATABASE_URL"]) as conn:
    memories = conn.execute("SELECT count(*) AS n FROM long_term_memory WHERE status = 'active'").fetchone()["n"]
print(json.dumps({{"success": result.success, "memories": memories, "package": memory_pipeline.__file__}}))
"""


def _run(args: list, *, env: dict, cwd: Path, timeout: int = 600) -> subprocess.CompletedProcess:
    done = subprocess.run([str(a) for a in args], env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{args[:3]} failed:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    return done


@pytest.fixture
def fresh_database(database_url):
    name = f"wheel_{uuid.uuid4().hex[:10]}"
    # Empty, not migrated: the installed wheel must migrate it itself.
    yield create_scratch_database(database_url, name, replace=True, migrated=False)
    drop_scratch_database(database_url, name)


def test_the_installed_wheel_migrates_a_fresh_database_and_materializes_a_day(fresh_database, tmp_path):
    dist, venv, outside = tmp_path / "dist", tmp_path / "venv", tmp_path / "elsewhere"
    outside.mkdir()
    _run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", dist, REPO_ROOT],
        env=dict(os.environ),
        cwd=tmp_path,
    )
    [wheel] = list(dist.glob("memory_pipeline-*.whl"))
    _run([sys.executable, "-m", "venv", venv], env=dict(os.environ), cwd=tmp_path)
    _run(
        [venv / "bin" / "pip", "install", "--quiet", "--disable-pip-version-check", wheel],
        env=dict(os.environ),
        cwd=outside,
    )

    # Only what a deployment would set: nothing points into the checkout.
    env = {
        key: value
        for key, value in os.environ.items()
        if key in ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "PIP_CACHE_DIR")
        or key in ("MILVUS_URI", "NEO4J_URI", "NEO4J_PASSWORD")  # the test stack's, as a ConfigMap would
    }
    env.update(
        {
            "DATABASE_URL": fresh_database,
            "DAGSTER_HOME": str(outside),
            "OPENAI_BASE_URL": "",
            "OPENAI_API_KEY": "",
        }
    )
    migrated = _run([venv / "bin" / "memory-pipeline", "migrate"], env=env, cwd=outside)
    assert "0001_core" in migrated.stdout

    turns = outside / "turns.jsonl"
    turns.write_text(
        json.dumps(
            {
                "turn_id": "w1",
                "user_id": "u1",
                "session_id": "s1",
                "ts": f"{DAY}T10:00:00+00:00",
                "user": "我叫王小明，住在杭州，我对花生过敏。",
                "assistant": "好的，记住了。",
            },
            ensure_ascii=False,
        )
        + "\n"
    )
    _run([venv / "bin" / "memory-pipeline", "ingest", turns], env=env, cwd=outside)

    materialized = _run([venv / "bin" / "python", "-c", MATERIALIZE_ONE_DAY], env=env, cwd=outside)
    report = json.loads(materialized.stdout.strip().splitlines()[-1])
    assert report["success"], materialized.stderr[-4000:]
    assert report["memories"] >= 1
    assert Path(report["package"]).is_relative_to(venv), report["package"]
    # Nothing is written inside the installed environment (the local stack's folder follows the cwd).
    assert not list(venv.glob("lib/python*/site-packages/.local"))
