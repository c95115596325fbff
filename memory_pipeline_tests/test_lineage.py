"""Lineage you can audit: provenance on every memory version, `explain`, and each partition of
a range run carrying its own figures, against the real PostgreSQL, Milvus and Neo4j."""

from __future__ import annotations

import json
import subprocess
import sys

import dagster as dg
import pytest

from memory_pipeline.db import connect
from memory_pipeline.lineage.explain import NotYours, explain
from memory_pipeline.write_path.runs import run_write_path
from memory_pipeline_tests.projection_fixtures import projections  # noqa: F401 - fixture
from memory_pipeline_tests.write_path_fixtures import ingest_turns, turn

DAY_1, DAY_2 = "2026-11-24", "2026-11-25"
TWO_DAYS = [
    turn("t-1", "我叫林一，我住在杭州。", user_id="u1", ts=f"{DAY_1}T09:00:00+00:00"),
    turn("t-2", "我在网易工作。", user_id="u2", ts=f"{DAY_1}T10:00:00+00:00"),
    turn("t-3", "我喜欢爬山。", user_id="u3", ts=f"{DAY_1}T11:00:00+00:00"),
    turn("t-4", "我已经搬到上海了。", user_id="u1", ts=f"{DAY_2}T09:00:00+00:00"),
]


def latest_metadata(instance: dg.DagsterInstance, asset: str, day: str) -> dict:
    records = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=dg.AssetKey(asset), asset_partitions=[day]), limit=1
    ).records
    assert records, f"{asset} has no materialization for {day}"
    return {key: value.value for key, value in records[0].asset_materialization.metadata.items()}


def memory_id(database_url: str, content: str) -> int:
    with connect(database_url) as conn:
        return conn.execute("SELECT id FROM long_term_memory WHERE content = %s", (content,)).fetchone()["id"]


@pytest.fixture
def two_day_run(clean_db, tmp_path):
    ingest_turns(clean_db, TWO_DAYS, tmp_path)
    with dg.instance_for_test() as instance:
        result = run_write_path(DAY_1, DAY_2, instance)
        assert result.success
        yield instance, result


def test_each_partition_of_a_range_run_carries_its_own_figures(two_day_run):
    instance, _ = two_day_run
    raw = [latest_metadata(instance, "raw_transcripts", day) for day in (DAY_1, DAY_2)]
    assert [m["rows_out"] for m in raw] == [3, 1] and [m["users"] for m in raw] == [3, 1]
    extracted = [latest_metadata(instance, "extracted_facts", day) for day in (DAY_1, DAY_2)]
    assert [m["facts_user"] for m in extracted] == [4, 1]
    assert all(m["backend"] == "offline-deterministic" for m in extracted)
    stored = [latest_metadata(instance, "long_term_memory", day) for day in (DAY_1, DAY_2)]
    assert [m["inserted"] for m in stored] == [4, 1]
    assert [m["memories_superseded"] for m in stored] == [0, 1], "day 2's move supersedes day 1's city"
    assert sum(m["memories_inserted"] for m in stored) == 5
    assert "memory-pipeline explain --memory" in stored[0]["sample"]


def test_every_version_records_the_run_and_explain_follows_it_to_the_turn(two_day_run, projections):  # noqa: F811
    instance, result = two_day_run
    projections.converge()
    db = projections.database_url
    old, new = memory_id(db, "用户城市: 杭州"), memory_id(db, "用户城市: 上海")
    openers = {target: (lambda t=target: projections.projector(t)) for target in ("milvus", "neo4j")}
    with connect(db, autocommit=True) as conn:
        document = explain(conn, old, caller_user="u1", projectors=openers)
        newer = explain(conn, new, caller_user="u1", projectors=openers)
        with pytest.raises(NotYours):
            explain(conn, old, caller_user="u2")
        audited = explain(conn, old, caller_user=None, operator=True, show_text=True)

    written = document["written_by"]
    assert written["run_id"] == result.run_id and written["step"] == "write_path"
    assert written["partitions"] == f"{DAY_1}..{DAY_2}" and written["partition"] == DAY_1
    assert written["backend"] == "offline-deterministic" and written["prompt_version"]
    assert document["turn"]["turn_id"] == "t-1" and "user_message" not in document["turn"]
    assert audited["turn"]["user_message"] == "我叫林一，我住在杭州。"
    assert [(v["version"], v["status"]) for v in document["versions"]] == [(1, "active"), (2, "superseded")]
    assert all(v["written_by"]["run_id"] == result.run_id for v in document["versions"])
    assert document["memory"]["superseded_by"] == new
    assert {"relation": "superseded", "memory_id": old}.items() <= newer["met_at_write_time_and_later"][0].items()
    assert document["gates"]["passed"][0] == "gate 0: user_message"
    assert document["classification"]["category"] == "fact"  # no rule names 城市: the offline stand-in classified it
    assert document["classification"]["classified_by"].startswith("model or offline stand-in")
    # Milvus holds active memories only; Neo4j keeps the superseded one as history.
    assert document["projections"]["milvus"] == {"checked": True, "should_hold": False, "holds": None, "in_sync": True}
    assert (
        document["projections"]["neo4j"]["in_sync"] is True
        and document["projections"]["neo4j"]["holds"]["version"] == 2
    )
    assert newer["projections"]["milvus"]["in_sync"] is True


def test_governance_versions_record_their_run_and_merge_writer(clean_db, tmp_path):
    from memory_pipeline.definitions import defs, resources_from_env

    ingest_turns(
        clean_db,
        [
            turn("t-a", "我喜欢咖啡。", ts=f"{DAY_1}T09:00:00+00:00"),
            turn("t-b", "我喜欢喝咖啡。", ts=f"{DAY_1}T10:00:00+00:00"),
        ],
        tmp_path,
    )
    with dg.instance_for_test() as instance:
        assert run_write_path(DAY_1, DAY_1, instance).success
        merged = defs.resolve_job_def("merge_job").execute_in_process(resources=resources_from_env(), instance=instance)
    assert merged.success
    with connect(clean_db, autocommit=True) as conn:
        kept = conn.execute("SELECT id FROM long_term_memory WHERE status = 'active'").fetchone()["id"]
        document = explain(conn, kept, caller_user="u1")
    latest = document["versions"][-1]
    assert latest["version"] == 2 and latest["written_by"]["step"] == "merge"
    assert latest["written_by"]["run_id"] == merged.run_id
    assert latest["written_by"]["merge_writer"].startswith("offline rule")


def test_writes_without_a_named_writer_are_still_recorded(clean_db):
    from memory_pipeline_tests.projection_fixtures import commit

    [memory] = commit(clean_db, [("城市", "杭州")])
    with connect(clean_db) as conn:
        row = conn.execute(
            "SELECT w.written_by FROM memory_provenance p JOIN memory_writers w ON w.id = p.writer_id "
            "WHERE p.memory_id = %s",
            (memory,),
        ).fetchone()
    assert row["written_by"]["step"] == "unattributed"


def test_explain_cli_by_user_and_key(two_day_run):
    def cli(*args):
        done = subprocess.run(
            [sys.executable, "-m", "memory_pipeline.cli", "explain", *args], capture_output=True, text=True, timeout=120
        )
        return done.returncode, json.loads(done.stdout) if done.stdout.strip() else None

    code, document = cli("--user", "u1", "--key", "城市")
    assert code == 0 and document["memory"]["content"] == "用户城市: 上海"
    assert document["projections"]["milvus"]["checked"] is True
    code, refused = cli("--memory", str(document["memory"]["id"]), "--user", "u2")
    assert code == 2 and "not a memory of the given user" in refused["error"]
    code, _ = cli("--memory", "999999", "--operator")
    assert code == 1
