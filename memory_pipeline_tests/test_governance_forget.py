"""Forgetting a user: nothing recallable and nothing orphaned in PostgreSQL, Milvus or Neo4j."""

from __future__ import annotations

from datetime import date, datetime, timezone

import pytest
from psycopg.types.json import Jsonb

from memory_pipeline.governance.forget import forget_user, user_hash
from memory_pipeline.llm.offline import HashingEmbedder
from memory_pipeline.projections.recall import recall
from memory_pipeline_tests.governance_fixtures import (  # noqa: F401 - fixture
    DIM,
    NOW,
    axis,
    commit,
    db,
    direction,
    memory,
    record_merge_candidate,
)
from memory_pipeline_tests.projection_fixtures import projections  # noqa: F401 - fixture

STAGE_ASSET = "governance_test_stage"
SECRETS = ("小明", "杭州", "拿铁", "hello from u1")


@pytest.fixture
def stage_outputs(db):
    db.execute("DELETE FROM pipeline_stage_outputs WHERE asset_key = %s", (STAGE_ASSET,))
    yield STAGE_ASSET
    db.execute("DELETE FROM pipeline_stage_outputs WHERE asset_key = %s", (STAGE_ASSET,))


def _seed(db, stage_asset: str) -> dict[str, list[int]]:
    """Two users with memories, turns, cached answers, stage records and a merge candidate."""
    u1 = commit(
        db,
        memory("u1", "名字", "小明", category="identity", embedding=axis(0)),
        memory("u1", "城市", "杭州", category="identity", embedding=axis(3)),
        memory("u1", "喜欢", "拿铁", embedding=direction(0.9)),
    )
    u2 = commit(db, memory("u2", "名字", "小红", category="identity", embedding=axis(0)))
    record_merge_candidate(db, "u1", u1[0], u1[2], 0.9)
    for user, text in (("u1", "hello from u1"), ("u2", "hello from u2")):
        db.execute(
            "INSERT INTO conversation_turns (turn_id, user_id, session_id, ts, day, user_message, assistant_reply)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s)",
            (
                f"turn-{user}",
                user,
                f"s-{user}",
                datetime(2030, 5, 1, tzinfo=timezone.utc),
                date(2030, 5, 1),
                text,
                "ok",
            ),
        )
        db.execute(
            "INSERT INTO llm_cache (cache_key, purpose, prompt_version, model, input_hash, user_id, response)"
            " VALUES (%s, 'extract', 'v', 'm', %s, %s, %s)",
            (f"key-{user}", f"hash-{user}", user, Jsonb({"user_facts": {"名字": text}})),
        )
    db.execute(
        "INSERT INTO pipeline_stage_outputs (asset_key, partition_key, records) VALUES (%s, '2030-05-01', %s)",
        (
            stage_asset,
            Jsonb(
                [
                    {"user_id": "u1", "user": "hello from u1"},
                    {"user_id": "u2", "user": "hello from u2"},
                    {"user_id": "u1", "user": "小明 again"},
                ]
            ),
        ),
    )
    return {"u1": u1, "u2": u2}


def _count(db, query: str, *params) -> int:
    return db.execute(f"SELECT count(*) AS n FROM ({query}) q", params).fetchone()["n"]


def _recall_hits(db, projections, user_id: str) -> int:
    with projections.projector("milvus") as milvus:
        return recall(db, milvus, HashingEmbedder(DIM), user_id, "名字", k=10)["hits"]


def test_forget_leaves_nothing_recallable_or_orphaned_and_is_idempotent(db, projections, stage_outputs):
    ids = _seed(db, stage_outputs)
    projections.converge()
    assert set(projections.milvus_rows()) == set(ids["u1"] + ids["u2"])

    report = forget_user(db, "u1", NOW)

    hashed = user_hash("u1")
    assert report["user_hash"] == hashed and "u1" not in hashed
    assert {
        k: report[k] for k in ("memories", "events", "llm_cache_deleted", "turns", "stage_records", "merge_candidates")
    } == {
        "memories": 3,
        "events": 9,
        "llm_cache_deleted": 1,
        "turns": 1,
        "stage_records": 2,
        "merge_candidates": 1,
    }
    assert report["outbox_payloads_scrubbed"] == 9  # the three version-1 events of each memory

    # PostgreSQL: no trace of the id or the texts outside the tombstone's keyed hash.
    for table in ("long_term_memory", "conversation_turns", "llm_cache", "merge_candidates"):
        assert _count(db, f"SELECT 1 FROM {table} WHERE user_id = 'u1'") == 0, table
    forgotten = db.execute(
        "SELECT status, content, embedding, tags, user_id FROM long_term_memory WHERE id = ANY(%s)", (ids["u1"],)
    ).fetchall()
    for row in forgotten:
        assert (row["status"], row["content"], row["embedding"], row["tags"], row["user_id"]) == (
            "forgotten",
            "",
            None,
            [],
            hashed,
        )
    for secret in SECRETS:
        for table, column in (
            ("memory_outbox", "payload"),
            ("pipeline_stage_outputs", "records"),
            ("conversation_turns", "user_message"),
            ("long_term_memory", "content"),
            ("llm_cache", "response"),
        ):
            leaks = _count(db, f"SELECT 1 FROM {table} WHERE {column}::text LIKE %s", f"%{secret}%")
            assert leaks == 0, (table, secret)
    assert _count(db, "SELECT 1 FROM memory_outbox WHERE payload->>'user_id' = 'u1'") == 0
    records = db.execute("SELECT records FROM pipeline_stage_outputs WHERE asset_key = %s", (stage_outputs,)).fetchone()
    assert records["records"] == [{"user_id": "u2", "user": "hello from u2"}]
    tombstone = db.execute("SELECT * FROM forget_tombstones").fetchall()
    assert [(t["user_hash"], t["memories"], t["turns"]) for t in tombstone] == [(hashed, 3, 1)]
    # u2 is untouched.
    assert _count(db, "SELECT 1 FROM long_term_memory WHERE user_id = 'u2' AND status = 'active'") == 1
    assert _count(db, "SELECT 1 FROM llm_cache WHERE user_id = 'u2'") == 1

    # The projections follow through the outbox; reconciliation finds no drift.
    drift = projections.converge()
    assert {target: r.missing + r.stale + r.orphan for target, r in drift.items()} == {"milvus": 0, "neo4j": 0}
    assert set(projections.milvus_rows()) == set(ids["u2"])
    assert (
        projections.cypher("MATCH (n) WHERE n.user_id = 'u1' OR n.id = 'u1' OR n.id IN $ids RETURN n", ids=ids["u1"])
        == []
    )
    assert projections.cypher("MATCH (u:User) RETURN u.id AS id") == [{"id": "u2"}]
    assert _recall_hits(db, projections, "u1") == 0
    assert _recall_hits(db, projections, "u2") == 1

    # Idempotent: a second request finds nothing under the id and changes nothing.
    outbox_before = _count(db, "SELECT 1 FROM memory_outbox")
    again = forget_user(db, "u1", NOW)
    assert again["tombstone_id"] is None
    assert all(
        again[k] == 0
        for k in (
            "memories",
            "events",
            "outbox_payloads_scrubbed",
            "llm_cache_deleted",
            "turns",
            "stage_records",
            "merge_candidates",
        )
    )
    assert _count(db, "SELECT 1 FROM memory_outbox") == outbox_before
    assert _count(db, "SELECT 1 FROM forget_tombstones") == 1
    drift = projections.converge()
    assert all(r.missing + r.stale + r.orphan == 0 for r in drift.values())


def test_forgetting_an_unknown_user_changes_nothing(db):
    report = forget_user(db, "nobody", NOW)
    assert report["memories"] == 0 and report["tombstone_id"] is None


def test_forgotten_namespace_cannot_be_addressed_by_a_live_id(db, tmp_path):
    """A live id can never equal a forgotten row's id: ingest, forget and the schema refuse
    the reserved prefix, so nobody can rehash or revive a tombstoned row."""
    import json

    import psycopg

    from memory_pipeline.ingest.transcripts import ingest_file

    commit(db, memory("u1", "名字", "小明", category="identity", embedding=axis(0)))
    forget_user(db, "u1", NOW)
    hashed = user_hash("u1")
    with pytest.raises(ValueError, match="forgotten"):
        forget_user(db, hashed, NOW)
    assert _count(db, "SELECT 1 FROM long_term_memory WHERE user_id = %s AND status = 'forgotten'", hashed) == 1

    lines = [
        {
            "turn_id": "ok-1",
            "user_id": "u3",
            "session_id": "s",
            "ts": "2026-11-24T10:00:00Z",
            "user": "hi",
            "assistant": "",
        },
        {
            "turn_id": "bad-1",
            "user_id": hashed,
            "session_id": "s",
            "ts": "2026-11-24T10:00:00Z",
            "user": "hi",
            "assistant": "",
        },
        {
            "turn_id": "forgotten:x",
            "user_id": "u3",
            "session_id": "s",
            "ts": "2026-11-24T10:00:00Z",
            "user": "hi",
            "assistant": "",
        },
    ]
    path = tmp_path / "reserved.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    report = ingest_file(db, path).as_dict()
    assert report["inserted"] == 1
    assert [r["line"] for r in report["rejected"]] == [2, 3]
    assert all("reserved prefix" in r["error"] for r in report["rejected"])
    assert hashed not in json.dumps(report["rejected"]), "the report never echoes the id"

    with pytest.raises(psycopg.errors.CheckViolation):
        db.execute(
            "INSERT INTO conversation_turns (turn_id, user_id, session_id, ts, day, user_message, assistant_reply)"
            " VALUES ('direct', %s, 's', now(), current_date, 'hi', '')",
            (hashed,),
        )
    with pytest.raises(psycopg.errors.CheckViolation):
        db.execute("UPDATE long_term_memory SET status = 'active' WHERE user_id = %s", (hashed,))


def test_history_refuses_another_users_memory_unless_operator(db):
    import json
    import subprocess
    import sys

    [mine] = commit(db, memory("u1", "名字", "小明", category="identity", embedding=axis(0)))

    def history(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "memory_pipeline.cli", "history", "--memory", str(mine), *args],
            capture_output=True,
            text=True,
            timeout=120,
        )

    own = history("--user", "u1")
    assert own.returncode == 0 and json.loads(own.stdout)["chain"][0]["content"] == "用户名字: 小明"
    foreign = history("--user", "u2")
    assert foreign.returncode == 2 and "小明" not in foreign.stdout
    assert json.loads(foreign.stdout)["error"] == f"memory {mine} is not a memory of this user"
    missing = subprocess.run(
        [sys.executable, "-m", "memory_pipeline.cli", "history", "--memory", "999999", "--user", "u2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert json.loads(missing.stdout)["error"] == "memory 999999 is not a memory of this user", "no existence oracle"
    assert history().returncode == 2, "one of --user or --operator is required"
    operator = history("--operator")
    assert operator.returncode == 0 and json.loads(operator.stdout)["chain"][0]["content"] == "用户名字: 小明"
