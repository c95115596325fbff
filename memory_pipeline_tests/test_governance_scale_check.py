"""The README's scale command, at 1,000 rows: it runs against the real PostgreSQL with the
active-only HNSW index, and cleans up after itself."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import psycopg
import pytest

from memory_pipeline.governance import scale_check
from memory_pipeline_tests.projection_fixtures import Projections, projections  # noqa: F401

SCRATCH = "memory_scale_smoke"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "memory_pipeline.governance.scale_check", *args],
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_scale_check_runs_at_1000_rows(stack_env, database_url):
    done = _run("--rows", "1000", "--days", "2", "--database", SCRATCH)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)

    assert report["rows"] == 1000 and report["hnsw_index"] is True
    assert report["index_build_seconds"] >= 0 and report["sizes_before_mb"]["vector_index"] > 0
    assert report["duplicate_search"]["user_active_memories"] == 100  # the heavy user: 10%
    searches = report["duplicate_search"]
    # Every timed setting saw every probe once, untimed, before any figure was taken.
    settings = 1 + len(scale_check.EF_SEARCH_SWEEP)
    assert searches["warm_up"]["queries"] == settings * (scale_check.SEARCH_QUERIES + 100)
    assert searches["new_fact"]["hnsw"]["queries"] == scale_check.SEARCH_QUERIES
    assert searches["restated_fact"]["hnsw"]["queries"] == 100  # one per stored memory of the user
    # A restated fact (a stored memory plus noise) is found by the index as the exact scan finds it.
    assert report["duplicate_search"]["restated_fact"]["hnsw"]["found_best"] >= 0.9
    assert report["reconcile_postgres_walk"]["memories"] == 1000
    decay, eviction = report["decay"], report["eviction"]
    assert decay["changed"] > 0 and decay["events"] == decay["changed"]  # the node event only
    assert eviction["changed"] > 0 and eviction["events"] == 2 * eviction["changed"]  # no edge event
    baselines = report["batch_baselines"]["decay"]
    assert baselines["all_three_events"]["events"] == 3 * baselines["all_three_events"]["changed"]
    assert baselines["no_events"]["events"] == 0
    assert [day["day"] for day in report["days"]] == [1, 2]
    assert report["days"][0]["drained"] >= decay["events"] + eviction["events"]
    assert report["days_summary"]["worker_peak_rss_mb"] > 0
    assert all(day["outbox_superseded_deleted"] >= 0 for day in report["days"])
    summary = report["days_summary"]
    assert summary["outbox_rows_peak"] >= summary["outbox_rows_at_end"] > 0
    # The scratch database is gone afterwards.
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (SCRATCH,)).fetchone() is None


def _variance_dimensions(vectors: np.ndarray, share: float) -> int:
    """How many principal directions hold `share` of the vectors' variance."""
    values = np.sort(np.linalg.eigvalsh(np.cov(vectors, rowvar=False)))[::-1]
    return int(np.searchsorted(np.cumsum(values) / values.sum(), share)) + 1


def test_text_like_vectors_follow_the_bundled_encoders_spectrum():
    from memory_pipeline.llm.local_embedder import LocalEmbedder
    from memory_pipeline.settings import DEFAULT_LOCAL_EMBEDDING_MODEL

    text_like = scale_check.VectorModel("text-like", 512)
    drawn = text_like.draw(np.random.default_rng(3), 4000)
    assert drawn.shape == (4000, 512) and drawn.dtype == np.float32
    assert np.allclose(np.linalg.norm(drawn, axis=1), 1.0, atol=1e-5)
    assert np.array_equal(drawn, text_like.draw(np.random.default_rng(3), 4000))  # a seed fixes the data
    real = np.asarray(LocalEmbedder(DEFAULT_LOCAL_EMBEDDING_MODEL).embed(scale_check.sample_texts()[:1000]))
    random_directions = scale_check.VectorModel("random", 512).draw(np.random.default_rng(3), 4000)
    # Real embeddings hold 90% of their variance in far fewer directions than random ones do;
    # the text-like vectors follow the real ones, not the random ones.
    real_dims, drawn_dims = _variance_dimensions(real, 0.9), _variance_dimensions(drawn, 0.9)
    assert abs(drawn_dims - real_dims) < 0.25 * real_dims
    assert _variance_dimensions(random_directions, 0.9) > 2 * real_dims
    # ... and share their common direction.
    assert np.dot(drawn.mean(axis=0), real.mean(axis=0)) > 0.5 * np.linalg.norm(real.mean(axis=0)) ** 2
    with pytest.raises(ValueError, match="dimensions"):
        scale_check.VectorModel("text-like", 256)
    with pytest.raises(ValueError, match="vectors must be one of"):
        scale_check.VectorModel("clustered", 512)


def test_scale_check_rejects_bad_arguments(stack_env):
    done = _run("--rows", "0")
    assert done.returncode == 2 and "--rows must be at least 1" in done.stderr


def test_scale_check_refuses_the_configured_database(stack_env, database_url):
    configured = psycopg.conninfo.conninfo_to_dict(database_url)["dbname"]
    from memory_pipeline.db import create_scratch_database

    with pytest.raises(RuntimeError, match="refusing"):
        create_scratch_database(database_url, configured, replace=True)


def test_scale_check_times_reconciliation_of_both_filled_targets(projections: Projections, database_url):  # noqa: F811
    done = _run("--rows", "1000", "--without-hnsw", "--with-projections", "--database", SCRATCH)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)

    assert report["fill_projections"]["memories"] == 1000
    active = report["sizes_before_mb"]["active_memories"]
    for target in ("milvus", "neo4j"):
        reconciled = report["reconcile"][target]
        # Filled through the projectors' own apply, so reconciliation finds them in sync.
        assert reconciled["checked"] == active
        assert (reconciled["missing"], reconciled["stale"], reconciled["orphan"]) == (0, 0, 0)
        assert reconciled["seconds"] >= 0
    # The synthetic memories leave both projections afterwards.
    assert projections.cypher("MATCH (n) RETURN count(n) AS n") == [{"n": 0}]
    with projections.projector("milvus") as milvus:
        assert not milvus.client.has_collection(SCRATCH)


def test_scale_check_refuses_a_graph_that_holds_memories(projections: Projections):  # noqa: F811
    projections.cypher("CREATE (:Memory {id: 1})")
    done = _run("--rows", "10", "--without-hnsw", "--with-projections", "--database", SCRATCH)
    assert done.returncode != 0
    assert "already holds 1 memories" in done.stderr and "empty Neo4j" in done.stderr
    assert projections.cypher("MATCH (m:Memory) RETURN m.id AS id") == [{"id": 1}]
