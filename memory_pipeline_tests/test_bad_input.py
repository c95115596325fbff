"""Bad input never costs good data: broken transcript files, the identifier contract, a poison
outbox event, and CLI answers to bad arguments or a store that is down, against the real stack."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from memory_pipeline.cli import EXIT_STORE_DOWN, EXIT_USAGE
from memory_pipeline.db import connect
from memory_pipeline.identifiers import MAX_ID_BYTES, InvalidIdentifier, check_identifier, identifier_problem
from memory_pipeline.projections.milvus_projector import _filter_literal
from memory_pipeline_tests.projection_fixtures import (  # noqa: F401 - fixtures
    commit,
    execute,
    make_due,
    many_facts,
    projections,
    rows,
)

SECRET = "秘密-PII-4111111111111111"


def turn(
    turn_id: str,
    *,
    user_id: str = "u-bad",
    ts: str = "2026-11-27T10:00:00+08:00",
    user: str = "你好",
    assistant: str = "好的",
    **extra,
) -> dict:
    return {
        "turn_id": turn_id,
        "user_id": user_id,
        "session_id": "s1",
        "ts": ts,
        "user": user,
        "assistant": assistant,
        **extra,
    }


def line(obj: dict) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


def raw_json_line(obj: dict, field: str, raw_value: str) -> bytes:
    """A JSON line whose `field` holds `raw_value` verbatim (e.g. the escape \\ud800)."""
    obj = {**obj, field: "@@RAW@@"}
    return line(obj).replace(b'"@@RAW@@"', b'"' + raw_value.encode("ascii") + b'"')


def _cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    import os

    return subprocess.run(
        [sys.executable, "-m", "memory_pipeline.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **(env or {})},
    )


def _one_json_error(result: subprocess.CompletedProcess) -> dict:
    assert "Traceback" not in result.stderr, result.stderr
    documents = [json.loads(text) for text in result.stderr.strip().splitlines() if text.strip().startswith("{")]
    assert len(documents) == 1, result.stderr
    return documents[0]["error"]


# --- the identifier contract (pure logic) ---------------------------------------------------


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("", "empty"),
        (" u1", "whitespace"),
        ("u1\n", "whitespace"),
        ("u\n1", "control"),
        ("u\x001", "control"),
        ("u\ud8001", "surrogate"),
        ("x" * 257, "256 characters"),
        ("测" * 200, f"{MAX_ID_BYTES} bytes"),
        ("forgotten:abc", "reserved"),
        ("FORGOTTEN:abc", "reserved"),
        (17, "string"),
    ],
)
def test_identifier_contract_rejects(bad, reason):
    problem = identifier_problem(bad)
    assert problem and reason in problem
    with pytest.raises(InvalidIdentifier, match="user_id"):
        check_identifier("user_id", bad)


def test_identifier_contract_accepts_ordinary_ids():
    for good in ("u_tangyu", "用户-7", "a" * 256, "x:y", "测" * 170):
        assert check_identifier("user_id", good) == good


# --- ingest: a corpus of broken files ---------------------------------------------------------


def _ingest(path: Path) -> tuple[int, dict]:
    result = _cli("ingest", str(path))
    assert "Traceback" not in result.stderr, result.stderr
    return result.returncode, json.loads(result.stdout)


def test_every_broken_line_is_reported_and_every_good_line_committed(clean_db, tmp_path):
    good = [turn(f"good-{i}") for i in range(4)]
    lines = [
        b"\xef\xbb\xbf" + line(good[0]),  # 1 BOM on line 1: fine
        line(good[1]) + b"\r",  # 2 CRLF: fine
        b'{"turn_id": "t-bin", "user": "\xff\xfe' + SECRET.encode() + b'"}',  # 3 invalid UTF-8
        raw_json_line(turn("t-nul"), "user", "a\\u0000" + "b"),  # 4 NUL
        raw_json_line(turn("t-sur"), "assistant", "\\ud800"),  # 5 lone surrogate
        line(turn("t-y1", ts="0001-01-01T00:00:00+08:00")),  # 6 year 1, positive offset
        line(turn("t-1999", ts="1999-05-01T00:00:00+00:00")),  # 7 before the partitions
        line(turn("t-future", ts="2999-01-01T00:00:00+00:00")),  # 8 far future
        line(turn("t-long-id", user_id="测" * 200)),  # 9 600 UTF-8 bytes: too long for Milvus
        line(turn("t-nl-id", user_id="u\nx")),  # 10 control char in id
        line(turn("t-reserved", user_id="forgotten:" + "0" * 64)),  # 11 reserved prefix
        line(turn("t-big", user="x" * 5_000_000)),  # 12 a 5 MB line
        b"\x00\x01\x02\x03binary\x00" * 10,  # 13 binary
        line(good[2]),  # 14 fine
        line({**good[2], "user": SECRET}),  # 15 same turn id, other content
        line(good[2]),  # 16 an exact repeat: harmless
        b"[1, 2, 3]",  # 17 not an object
        line(good[3])[:-15],  # 18 truncated last line
    ]
    path = tmp_path / "broken.jsonl"
    path.write_bytes(b"\n".join(lines))
    code, report = _ingest(path)
    assert code == 1, "any rejected line makes the exit code non-zero"
    errors = {r["line"]: r["error"] for r in report["rejected"]}
    assert sorted(errors) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17, 18]
    assert "not UTF-8" in errors[3] and "NUL" in errors[4] and "surrogate" in errors[5]
    assert "out of range" in errors[6] and "before the first partition" in errors[7] and "future" in errors[8]
    assert "bytes" in errors[9] and "control" in errors[10] and "reserved" in errors[11]
    assert "longer than" in errors[12] and "not JSON" in errors[13]
    assert "repeats line 14" in errors[15] and "not JSON" in errors[18] and "JSON object" in errors[17]
    assert (report["inserted"], report["already_present"]) == (3, 1)
    assert SECRET not in json.dumps(report, ensure_ascii=False), "a report never echoes a line's content"
    with connect(clean_db) as conn:
        stored = {r["turn_id"]: r for r in conn.execute("SELECT turn_id, user_message FROM conversation_turns")}
    assert sorted(stored) == ["good-0", "good-1", "good-2"]
    assert stored["good-2"]["user_message"] == "你好", "the first version of a repeated turn id is kept"
    assert all(r["turn_id"] == r["turn_id"].strip() for r in stored.values())


def test_an_empty_file_is_an_empty_clean_report(clean_db, tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_bytes(b"")
    assert _ingest(path) == (0, {"file": str(path), "lines": 0, "inserted": 0, "already_present": 0, "rejected": []})


def test_a_batch_the_database_refuses_is_replayed_line_by_line(clean_db, tmp_path):
    """A value only the database refuses (an existing turn_id under another user is fine, so use a
    day the source table's constraint refuses) costs that line only, not its batch."""
    from memory_pipeline.ingest.transcripts import ingest_file

    with connect(clean_db) as conn:
        conn.execute("ALTER TABLE conversation_turns ADD CONSTRAINT test_no_bad_user CHECK (user_message <> 'refused')")
        conn.commit()
    try:
        path = tmp_path / "refused.jsonl"
        path.write_bytes(b"\n".join(line(turn(f"r-{i}", user="refused" if i == 3 else "ok")) for i in range(7)))
        with connect(clean_db) as conn:
            report = ingest_file(conn, path, batch_size=4).as_dict()
            conn.commit()
        assert report["rejected"] == [{"line": 4, "error": "refused by the database (SQLSTATE 23514)"}]
        assert report["inserted"] == 6
    finally:
        with connect(clean_db) as conn:
            conn.execute("ALTER TABLE conversation_turns DROP CONSTRAINT test_no_bad_user")
            conn.commit()


# --- a poison event in the outbox ---------------------------------------------------------


def test_a_poison_event_dies_alone_and_every_other_event_lands(projections):
    database_url = projections.database_url
    commit(database_url, many_facts(6), user_id="u-a")
    commit(database_url, many_facts(5, start=10), user_id="u-b", turn_prefix="tb")
    [poison] = rows(database_url, "SELECT id FROM memory_outbox WHERE target = 'milvus' ORDER BY id LIMIT 1 OFFSET 3")
    # Written straight into the outbox, past the door: an id the Milvus field cannot hold.
    execute(
        database_url,
        "UPDATE memory_outbox SET payload = jsonb_set(payload, '{user_id}', to_jsonb(%s::text)) WHERE id = %s",
        "p" * (MAX_ID_BYTES + 88),
        poison["id"],
    )
    report = projections.drain("milvus")
    assert (report.upserts, report.failed, report.dead) == (10, 1, 0)
    assert len(projections.milvus_rows()) == 10
    execute(database_url, "UPDATE memory_outbox SET attempts = 9 WHERE id = %s", poison["id"])
    make_due(database_url, "milvus")
    report = projections.drain("milvus")
    assert (report.upserts, report.dead) == (0, 1)
    statuses = rows(database_url, "SELECT id, status FROM memory_outbox WHERE target = 'milvus'")
    assert {r["id"] for r in statuses if r["status"] == "dead"} == {poison["id"]}
    assert sum(r["status"] == "processed" for r in statuses) == 10
    dead = _cli("dead", "list", "--target", "milvus", "--limit", "1")
    assert json.loads(dead.stdout)["dead"] == 1


def test_a_user_id_with_a_newline_is_recallable_in_milvus(projections):
    """Escaping holds even for ids the contract would refuse (older rows, direct writes)."""
    projector = projections.projector("milvus")
    user_id = 'u\n"x\\y\t'
    row = {
        "id": 990001,
        "embedding": [0.1] * projector.embedding_dim,
        "user_id": user_id,
        "version": 1,
        "content_hash": "h",
        "category": "identity",
        "slot_hint": "profile",
        "status": "active",
    }
    projector.client.upsert(projector.collection, [row])
    found = projector.client.query(
        projector.collection, filter=f"user_id == {_filter_literal(user_id)}", output_fields=["id"]
    )
    assert [r["id"] for r in found] == [990001]


# --- the CLI answers user errors with one JSON error ----------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("recall", "--user", "u1", "--k", "0", "q"),
        ("recall", "--user", "u1", "--k", "-1", "q"),
        ("recall", "--user", "u\n1", "q"),
        ("forget", "--user", ""),
        ("forget", "--user", "forgotten:abc"),
        ("dead", "list", "--limit", "-1"),
        ("decay", "--now", "garbage"),
        ("evict", "--now", "garbage"),
        ("merge", "--limit", "0"),
        ("history", "--memory", "x"),
        ("ingest", "/no/such/file.jsonl"),
        ("no-such-command",),
    ],
)
def test_bad_arguments_are_one_json_error_and_exit_2(stack_env, args):
    result = _cli(*args)
    assert result.returncode == EXIT_USAGE, (result.stdout, result.stderr)
    error = _one_json_error(result)
    assert error["kind"] == "usage" and error["message"]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("args", [("stats",), ("dead", "list"), ("forget", "--user", "u1"), ("decay",), ("drain",)])
def test_postgres_down_is_one_json_error_not_a_traceback(stack_env, args, tmp_path):
    url = f"postgresql://nobody@127.0.0.1:{_closed_port()}/nothing?connect_timeout=3"
    result = _cli(*args, env={"DATABASE_URL": url})
    assert result.returncode == EXIT_STORE_DOWN, (result.stdout, result.stderr)
    assert _one_json_error(result)["kind"] == "store_unreachable"


def test_ingest_with_postgres_down_is_one_json_error(stack_env, tmp_path):
    path = tmp_path / "one.jsonl"
    path.write_bytes(line(turn("t-1")))
    url = f"postgresql://nobody@127.0.0.1:{_closed_port()}/nothing?connect_timeout=3"
    result = _cli("ingest", str(path), env={"DATABASE_URL": url})
    assert result.returncode == EXIT_STORE_DOWN
    assert _one_json_error(result)["kind"] == "store_unreachable"


def test_stats_shows_turns_by_status(clean_db, tmp_path):
    path = tmp_path / "two.jsonl"
    path.write_bytes(line(turn("s-1")) + b"\n" + line(turn("s-2")))
    assert _ingest(path)[0] == 0
    stats = json.loads(_cli("stats").stdout)
    assert stats["turns_by_status"] == {"pending": 2}


def test_the_forget_job_refuses_a_bad_user_id_before_touching_data(clean_db):
    import dagster as dg

    from memory_pipeline.definitions import defs, resources_from_env

    commit(clean_db, many_facts(1), user_id="u-keep")
    result = defs.resolve_job_def("forget_user_job").execute_in_process(
        resources=resources_from_env(),
        run_config={"ops": {"forget_user_data": {"config": {"user_id": "forgotten:" + "0" * 64}}}},
        raise_on_error=False,
    )
    assert not result.success
    [failure] = [e for e in result.all_node_events if e.event_type == dg.DagsterEventType.STEP_FAILURE]
    assert "reserved prefix" in failure.step_failure_data.error.message
    assert rows(clean_db, "SELECT count(*) AS n FROM long_term_memory WHERE user_id = 'u-keep'")[0]["n"] == 1


# --- the local stack's processes ----------------------------------------------------------


def test_stack_down_stops_an_orphan_of_its_folder_and_nothing_else(tmp_path):
    """A stack whose state file lost its pids (an orphan) is still found through its folder; a
    recorded pid that now belongs to another program is left alone."""
    import os

    local = tmp_path / "stack"
    (local / "milvus" / "data").mkdir(parents=True)
    sleeper = "import time; time.sleep(120)"
    orphan = subprocess.Popen([sys.executable, "-c", sleeper, "--data-dir", str(local / "milvus" / "data")])
    stranger = subprocess.Popen([sys.executable, "-c", sleeper, "--data-dir", str(tmp_path / "elsewhere")])
    try:
        (local / "stack.json").write_text(json.dumps({"neo4j": {"port": 1, "pid": stranger.pid, "password": "unused"}}))
        result = _cli("stack", "down", env={"MEMORY_PIPELINE_LOCAL_DIR": str(local)})
        assert result.returncode == 0, result.stderr
        assert orphan.wait(timeout=30) is not None, "the orphan of this folder is stopped"
        assert stranger.poll() is None, "a pid reused by another program is never signalled"
    finally:
        for process in (orphan, stranger):
            if process.poll() is None:
                process.kill()
                process.wait()
        assert os.environ.get("MEMORY_PIPELINE_LOCAL_DIR") != str(local)


def test_recall_with_milvus_down_is_one_json_error(stack_env):
    result = _cli("recall", "--user", "u1", "咖啡", env={"MILVUS_URI": f"http://127.0.0.1:{_closed_port()}"})
    assert result.returncode == EXIT_STORE_DOWN, (result.stdout, result.stderr)
    assert _one_json_error(result)["kind"] == "store_unreachable"


def test_a_poison_event_in_neo4j_fails_alone(projections):
    database_url = projections.database_url
    commit(database_url, many_facts(5), user_id="u-n")
    [poison] = rows(
        database_url,
        "SELECT id FROM memory_outbox WHERE target = 'neo4j' AND event_type = 'upsert_node'"
        " ORDER BY id LIMIT 1 OFFSET 2",
    )
    # A timestamp Neo4j's datetime() refuses, written straight into the outbox.
    execute(
        database_url,
        "UPDATE memory_outbox SET payload = jsonb_set(payload, '{created_at}', '\"garbage\"') WHERE id = %s",
        poison["id"],
    )
    report = projections.drain("neo4j")
    assert (report.upserts, report.failed) == (9, 1)
    [failed] = rows(database_url, "SELECT id FROM memory_outbox WHERE target = 'neo4j' AND status = 'pending'")
    assert failed["id"] == poison["id"]
