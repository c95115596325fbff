"""A forget wins every race with a write-path run (SPEC section 8), on the real stack with a
slow model: forget lands while the model extracts the user's turn, while it classifies the
user's fact, and while the commit waits for the user's lock. Afterwards nothing of the user is
recallable or stored: not in PostgreSQL's memories, turns, stage outputs, cache or gate audit,
not in Milvus, not in Neo4j. The other user's memories are committed as usual.

Then a scan of every table of both databases (the memory store and Dagster's) and of both
projections finds neither the forgotten user's id nor its marker text.
"""

from __future__ import annotations

import threading
import time

import dagster as dg
import pytest

from memory_pipeline.db import connect, sql
from memory_pipeline.governance.forget import compact_projections, forget_user
from memory_pipeline.llm.offline import HashingEmbedder
from memory_pipeline.forgotten import forgotten_user_id
from memory_pipeline.projections.recall import recall
from memory_pipeline_tests.fake_openai import extraction_turn
from memory_pipeline_tests.projection_fixtures import projections  # noqa: F401 - fixture
from memory_pipeline_tests.write_path_fixtures import (  # noqa: F401 - fixture
    DAY,
    fake_llm,
    ingest_turns,
    materialize_day,
    metadata_of,
    turn,
)

USER = "race-user-qx7z"
MARKER = "骧州"  # the user's city: only this user ever says it
OTHER = "race-other-k2"
TURNS = [
    turn("race-t1", f"我叫龙骧，我住在{MARKER}。", "好的，龙骧。", user_id=USER),
    turn("race-t2", "我的电话是13800138000", "收到", user_id=USER, ts=f"{DAY}T10:01:00+00:00"),
    turn("race-t3", "我叫小红，我住在杭州。", "你好小红！", user_id=OTHER, ts=f"{DAY}T10:02:00+00:00"),
]


class RunInBackground:
    """A partition run on its own thread, so the test can forget while the run is in flight."""

    def __init__(self, instance, **kwargs) -> None:
        self.result = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(instance,), kwargs=kwargs, daemon=True)
        self.thread.start()

    def _run(self, instance, **kwargs) -> None:
        try:
            self.result = kwargs.pop("materialize", materialize_day)(instance)
        except BaseException as exc:  # surfaced by finish()
            self.error = exc

    def finish(self):
        self.thread.join(300)
        assert not self.thread.is_alive(), "the run did not finish"
        if self.error is not None:
            raise self.error
        return self.result


def _wait_for(condition, what: str, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def _forget(database_url: str) -> dict:
    with connect(database_url, autocommit=True) as conn:
        return forget_user(conn, USER)


def _mentions_user(value) -> bool:
    text = str(value)
    return USER in text or MARKER in text or "龙骧" in text or "13800138000" in text


def _assert_nothing_of_the_user_remains(database_url: str, projections, other_turn: str = "committed") -> None:  # noqa: F811
    projections.converge()
    with connect(database_url, autocommit=True) as conn:
        with projections.projector("milvus") as milvus:
            assert recall(conn, milvus, HashingEmbedder(256), USER, f"我住在{MARKER}", k=10)["hits"] == 0
            assert recall(conn, milvus, HashingEmbedder(256), OTHER, "我住在杭州", k=10)["hits"] >= 1
        memories = conn.execute("SELECT user_id, status, content FROM long_term_memory").fetchall()
        assert not [m for m in memories if _mentions_user(m)], memories
        assert {m["user_id"] for m in memories if m["status"] == "active"} == {OTHER}
        turns = conn.execute(
            "SELECT turn_id, extraction_status FROM conversation_turns WHERE turn_id LIKE 'race-t%' ORDER BY turn_id"
        ).fetchall()
        assert [(t["turn_id"], t["extraction_status"]) for t in turns] == [
            ("race-t1", "forgotten"),
            ("race-t2", "forgotten"),
            ("race-t3", other_turn),
        ]
        stage_records = conn.execute("SELECT records FROM pipeline_stage_outputs").fetchall()
        assert not [r for r in stage_records if _mentions_user(r)]
        assert any("race-t3" in str(r) for r in stage_records), "the other user's records are stored"
        cache = conn.execute("SELECT user_id, response FROM llm_cache").fetchall()
        assert not [c for c in cache if _mentions_user(c)], cache
        assert {c["user_id"] for c in cache} == {OTHER}
        rejections = conn.execute("SELECT turn_id FROM gate_rejections").fetchall()
        assert not [r for r in rejections if r["turn_id"] in ("race-t1", "race-t2")]
    assert not [row for row in projections.milvus_rows().values() if row["user_id"] == USER]
    assert (
        projections.cypher(
            "MATCH (n) WHERE n.user_id = $user OR n.id = $user OR n.content CONTAINS $marker RETURN n",
            user=USER,
            marker=MARKER,
        )
        == []
    )


@pytest.fixture
def slow_model(fake_llm, monkeypatch):
    # A held request must not time out on the client side.
    monkeypatch.setenv("LLM_TIMEOUT_SECONDS", "300")
    return fake_llm


def test_forget_during_extraction_wins(clean_db, tmp_path, slow_model, projections):  # noqa: F811
    ingest_turns(clean_db, TURNS, tmp_path)
    pause = slow_model.pause_when(lambda text: extraction_turn(text) is not None and MARKER in text)
    with dg.instance_for_test() as instance:
        run = RunInBackground(instance)
        _wait_for(pause.reached.is_set, "the model to receive the user's turn")
        report = _forget(clean_db)
        pause.released.set()
        result = run.finish()
    assert result.success
    # The phone-number turn comes later: its gate-0 audit row is written after the forget, or not at all.
    assert report["turns"] == 2 and report["memories"] == 0
    assert metadata_of(result)["long_term_memory"]["inserted"] == 2  # the other user's 名字 and 城市
    _assert_nothing_of_the_user_remains(clean_db, projections)


def test_forget_during_classification_wins(clean_db, tmp_path, slow_model, projections):  # noqa: F811
    ingest_turns(clean_db, TURNS, tmp_path)
    pause = slow_model.pause_when(lambda text: '"facts"' in text and MARKER in text)
    with dg.instance_for_test() as instance:
        run = RunInBackground(instance)
        _wait_for(pause.reached.is_set, "the model to classify the user's fact")
        report = _forget(clean_db)
        pause.released.set()
        result = run.finish()
    assert result.success
    assert report["turns"] == 2 and report["stage_records"] >= 3  # its turn ids and facts upstream
    _assert_nothing_of_the_user_remains(clean_db, projections)


def _waiting_for_a_user_lock(database_url: str) -> bool:
    with connect(database_url, autocommit=True) as conn:
        return (
            conn.execute("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted").fetchone()[
                "n"
            ]
            > 0
        )


def test_forget_just_before_commit_wins(clean_db, tmp_path, slow_model, projections):  # noqa: F811
    """The commit step has read the user's memories and waits for the user's lock; forget gets
    there first. Inside the lock the commit re-checks the turns and writes nothing of the user."""
    from memory_pipeline.definitions import resources_from_env

    resources = resources_from_env()
    from memory_pipeline.write_path.assets import conversation_turns, long_term_memory, write_path_assets

    ingest_turns(clean_db, TURNS, tmp_path)
    with dg.instance_for_test() as instance:
        upstream = [a for a in write_path_assets if a is not long_term_memory]
        assert dg.materialize(
            [conversation_turns, *upstream], partition_key=DAY, resources=resources, instance=instance
        ).success
        with connect(clean_db) as holder:
            holder.execute(sql("memory/lock_user"), {"user_id": USER})  # the commit's turn to wait
            run = RunInBackground(
                instance,
                materialize=lambda inst: dg.materialize(
                    [conversation_turns, *write_path_assets],
                    partition_key=DAY,
                    resources=resources,
                    instance=inst,
                    selection=[long_term_memory],
                ),
            )
            _wait_for(lambda: _waiting_for_a_user_lock(clean_db), "the commit to wait for the user's lock")
            report = forget_user(holder, USER)  # same session: the lock is already ours
            holder.commit()
        result = run.finish()
    assert result.success
    assert report["memories"] == 0 and report["turns"] == 2
    assert metadata_of(result)["long_term_memory"]["skipped_forgotten"] == 2
    # The commit ran as a run of its own: a turn is marked committed only by the run that
    # extracted it, so the other user's turn waits, committed memory and all, for the sensor.
    _assert_nothing_of_the_user_remains(clean_db, projections, other_turn="extracted")


def _tables(conn) -> list[str]:
    return [
        r["name"]
        for r in conn.execute(
            "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables"
            " WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')"
        ).fetchall()
    ]


def _hits_in_database(database_url: str, needles: list[str]) -> list[tuple[str, str]]:
    hits = []
    with connect(database_url, autocommit=True) as conn:
        for table in _tables(conn):
            for needle in needles:
                found = conn.execute(
                    f"SELECT count(*) AS n FROM {table} t WHERE strpos(t::text, %s) > 0", (needle,)
                ).fetchone()["n"]
                if found:
                    hits.append((table, needle))
    return hits


def _sampled_statistics(conn) -> list[str]:
    rows = conn.execute(
        "SELECT concat_ws(' ', most_common_vals::text, histogram_bounds::text) AS v FROM pg_stats"
        " WHERE schemaname = 'public'"
    ).fetchall()
    return [row["v"] for row in rows if row["v"]]


def test_no_table_of_either_database_and_no_projection_holds_a_forgotten_user(
    clean_db,
    tmp_path,
    fake_llm,
    projections,
    stack_env,  # noqa: F811
):
    ingest_turns(clean_db, TURNS, tmp_path)
    # The run is recorded in the stack's own Dagster database, as `dagster dev` records it.
    dagster_storage = {"storage": {"postgres": {"postgres_url": stack_env["DAGSTER_PG_URL"]}}}
    with dg.instance_for_test(overrides=dagster_storage) as instance:
        result = materialize_day(instance)
        assert result.success
        run_id = result.run_id
    projections.converge()
    needles = [USER, MARKER, "龙骧", "13800138000", tmp_path.name]
    assert _hits_in_database(clean_db, needles), "the scan finds the user before the forget"
    # Gate 0 rejected the phone-number turn: its text is in its source row only, never in a
    # stage output (raw_transcripts stores ids) or anywhere else.
    rejected_text = [hit for hit in _hits_in_database(clean_db, ["13800138000"])]
    assert rejected_text == [("public.conversation_turns", "13800138000")]
    with connect(clean_db, autocommit=True) as conn:
        conn.execute("ANALYZE conversation_turns")
        assert [s for s in _sampled_statistics(conn) if MARKER in s], "pg_stats samples the user's message"

    with connect(clean_db, autocommit=True) as conn:
        report = forget_user(conn, USER, compact=True)
    assert report["statistics"] == "vacuumed" and report["memories"] == 2
    assert report["gate_rejections_deleted"] == 1 and report["llm_cache_deleted"] >= 3
    projected = compact_projections(projections.settings())
    assert projected["milvus"]["drain"]["processed"] == 2 and projected["neo4j"]["drain"]["processed"] == 4
    assert all(isinstance(projected[target]["compaction"], str) for target in ("milvus", "neo4j"))
    projections.converge()

    dagster_url = stack_env["DAGSTER_PG_URL"].replace("postgresql+psycopg2://", "postgresql://")
    assert _hits_in_database(clean_db, needles) == []
    with connect(dagster_url, autocommit=True) as conn:
        assert conn.execute("SELECT count(*) AS n FROM event_logs WHERE run_id = %s", (run_id,)).fetchone()["n"] > 0
    assert _hits_in_database(dagster_url, needles) == []
    with connect(clean_db, autocommit=True) as conn:
        # pg_stats: ANALYZE replaced the sampled values of the forgotten rows.
        assert not [s for s in _sampled_statistics(conn) if _mentions_user(s)]
        hashed = forgotten_user_id(USER)
        assert (
            conn.execute("SELECT count(*) AS n FROM forget_tombstones WHERE user_hash = %s", (hashed,)).fetchone()["n"]
            == 1
        )
    assert not [row for row in projections.milvus_rows().values() if _mentions_user(row)]
    graph = projections.cypher(
        "MATCH (n) RETURN properties(n) AS p UNION ALL MATCH ()-[r]->() RETURN properties(r) AS p"
    )
    assert graph, "the other user's graph is there"
    assert not [row for row in graph if _mentions_user(row)]
