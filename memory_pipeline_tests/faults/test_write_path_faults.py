"""Faults never change the result (issue 20): whatever kills, repeats or overlaps runs of a day,
the committed memories (user, key, value, status) end equal to those of one clean run.

Runs are real write-path runs (offline backend) on the real stack; kills are SIGKILLs of a child
process at a named point (memory_pipeline.fault_points). Retry delays are set to 0 where the
test stands in for the sensor's next tick.
"""

from __future__ import annotations

import os
import random

import dagster as dg
import pytest

from memory_pipeline_tests.conftest import truncate_memory_tables
from memory_pipeline_tests.faults import harness
from memory_pipeline_tests.write_path_fixtures import DAY, ingest_turns, metadata_of, scalar, turn

TURNS = 200
USERS = 10
# CI runs a few seeds; `FAULT_SEEDS=50 pytest memory_pipeline_tests/faults` runs the long version.
SEEDS = range(int(os.environ.get("FAULT_SEEDS") or 2))


@pytest.fixture(scope="module")
def workload() -> list[dict]:
    return harness.workload(TURNS, USERS)


@pytest.fixture(scope="module")
def day(workload) -> str:
    return workload[0]["ts"][:10]


@pytest.fixture(scope="module")
def clean_result(database_url, workload, day, tmp_path_factory):
    """What one clean run of the day commits."""
    truncate_memory_tables(database_url)
    harness.ingest(database_url, workload, tmp_path_factory.mktemp("clean"))
    assert harness.run_in_process(day)
    result = harness.committed(database_url)
    assert sum(result.values()) > 100 and harness.uncommitted_turns(database_url) == 0
    return result


@pytest.fixture
def retry_now(monkeypatch):
    """Stand-in for waiting out the retry delays between the sensor's ticks."""
    monkeypatch.setenv("STRANDED_TURN_RETRY_SECONDS", "0")
    monkeypatch.setenv("EXTRACTION_RETRY_AFTER_SECONDS", "0")


@pytest.fixture
def fresh_day(clean_db, workload, tmp_path, clean_result):
    harness.ingest(clean_db, workload, tmp_path)
    return clean_db


def test_a_second_and_third_pass_add_nothing_after_a_later_turn_superseded_a_duplicate(clean_db, tmp_path):
    """Finding 1's minimal case: 杭州 twice, then 成都. The skipped duplicate is never re-decided."""
    ingest_turns(
        clean_db,
        [
            turn("t-1", "我住在杭州。"),
            turn("t-2", "我住在杭州。", ts=f"{DAY}T11:00:00+00:00"),
            turn("t-3", "我住在成都。", ts=f"{DAY}T12:00:00+00:00"),
        ],
        tmp_path,
    )
    with dg.instance_for_test() as instance:
        for _ in range(3):
            assert harness.run_in_process(DAY, instance=instance)
            rows = scalar(clean_db, "SELECT array_agg(content || ':' || status ORDER BY id) FROM long_term_memory")
            assert rows == ["用户城市: 杭州:superseded", "用户城市: 成都:active"]
    assert scalar(clean_db, "SELECT count(*) FROM memory_outbox") == 9  # 2 inserts + 1 supersede, 3 events each
    assert scalar(clean_db, "SELECT count(*) FROM write_decisions") == 1
    # The recorded decisions (turn ids, fact keys) go with the user when the user is forgotten.
    from memory_pipeline.db import connect
    from memory_pipeline.governance.forget import forget_user

    with connect(clean_db, autocommit=True) as conn:
        assert forget_user(conn, "u1")["write_decisions"] == 1
    assert scalar(clean_db, "SELECT count(*) FROM write_decisions") == 0


def test_an_exact_copy_is_a_duplicate_even_when_the_vector_search_cannot_find_it(clean_db, tmp_path):
    """Finding 2: the approximate search can miss an exact copy; the content hash never does. The
    stored copy here has an embedding far from the new fact's, as a miss of the HNSW index would."""
    from memory_pipeline.db import connect
    from memory_pipeline.memory_store import NewMemory, commit_memories

    far_away = [1.0] + [0.0] * 255
    with connect(clean_db) as conn:
        commit_memories(
            conn,
            [
                NewMemory(
                    user_id="u1",
                    content="用户城市: 杭州",
                    importance=0.7,
                    embedding=far_away,
                    category="fact",
                    tags=("src:user",),
                    slot_hint="profile",
                    source="user",
                    source_turn_id="earlier",
                    fact_key="城市",
                )
            ],
        )
    ingest_turns(clean_db, [turn("t-1", "我住在杭州。")], tmp_path)
    with dg.instance_for_test() as instance:
        from memory_pipeline.definitions import defs, resources_from_env

        result = defs.resolve_job_def("write_path_job").execute_in_process(
            resources=resources_from_env(), instance=instance, partition_key=DAY
        )
    meta = metadata_of(result)["long_term_memory"]
    assert (meta["duplicates_skipped"], meta["inserted"]) == (1, 0)
    assert scalar(clean_db, "SELECT count(*) FROM long_term_memory") == 1


@pytest.mark.parametrize("kill_at", [f"extract_turn:{TURNS // 2}", "commit_user:4", f"commit_user:{USERS}"])
def test_sigkill_during_a_run_then_the_retry_equals_one_clean_run(fresh_day, day, clean_result, retry_now, kill_at):
    """Killed in extraction, between two users' commits, and after the last commit but before the
    turns were marked: the sensor's next incremental run finishes the day."""
    assert harness.run_day(day, kill_at=kill_at) == harness.KILLED
    assert harness.uncommitted_turns(fresh_day) > 0
    assert harness.settle(day) == 1
    assert harness.committed(fresh_day) == clean_result
    assert harness.run_in_process(day)  # a backfill afterwards changes nothing either
    assert harness.committed(fresh_day) == clean_result


def test_two_runs_of_a_day_at_once_equal_one_clean_run(fresh_day, day, clean_result):
    first, second = harness.start_child("run", day), harness.start_child("run", day)
    assert (harness.finish(first), harness.finish(second)) == (0, 0)
    assert harness.committed(fresh_day) == clean_result
    assert harness.uncommitted_turns(fresh_day) == 0


def test_late_turns_are_processed_alone_and_end_equal(clean_db, workload, day, clean_result, tmp_path):
    late = workload[1::10]  # every tenth turn, spread over the day, arrives after the day was processed
    on_time = [t for t in workload if t not in late]
    harness.ingest(clean_db, on_time, tmp_path)
    assert harness.run_in_process(day)
    harness.ingest(clean_db, late, tmp_path)
    from memory_pipeline.definitions import defs, resources_from_env
    from memory_pipeline.write_path.scope import incremental_tags

    result = defs.resolve_job_def("write_path_job").execute_in_process(
        resources=resources_from_env(), partition_key=day, tags=incremental_tags()
    )
    assert metadata_of(result)["raw_transcripts"]["rows_out"] == len(late)
    assert harness.committed(clean_db) == clean_result


def test_a_burst_becomes_several_bounded_runs(fresh_day, day, clean_result):
    from memory_pipeline.definitions import defs, resources_from_env
    from memory_pipeline.write_path.scope import incremental_tags

    job = defs.resolve_job_def("write_path_job")
    loaded = []
    while harness.uncommitted_turns(fresh_day):
        result = job.execute_in_process(resources=resources_from_env(), partition_key=day, tags=incremental_tags(80))
        loaded.append(metadata_of(result)["raw_transcripts"]["rows_out"])
    assert loaded == [80, 80, TURNS - 160]
    assert harness.committed(fresh_day) == clean_result


@pytest.mark.parametrize("seed", SEEDS)
def test_random_kills_repeats_overlaps_and_late_turns_equal_one_clean_run(
    clean_db, workload, day, clean_result, tmp_path, retry_now, seed
):
    rng = random.Random(seed)
    late = rng.sample(workload, len(workload) // 6)
    held_back = [t for t in workload if t in late]
    harness.ingest(clean_db, [t for t in workload if t not in late], tmp_path)

    def kill_point() -> str:
        return rng.choice([f"extract_turn:{rng.randint(1, TURNS)}", f"commit_user:{rng.randint(1, USERS)}"])

    for _ in range(rng.randint(3, 6)):
        action = rng.choice(["killed", "killed_incremental", "concurrent", "late", "run", "incremental"])
        if action == "killed":
            harness.run_day(day, kill_at=kill_point())
        elif action == "killed_incremental":
            harness.run_day(day, incremental=True, kill_at=kill_point(), max_turns=rng.choice([50, 500]))
        elif action == "concurrent":
            children = [harness.start_child("run", day, kill_at=rng.choice([None, kill_point()])) for _ in range(2)]
            for child in children:
                harness.finish(child)
        elif action == "late" and held_back:
            arriving, held_back = held_back[: len(held_back) // 2 + 1], held_back[len(held_back) // 2 + 1 :]
            harness.ingest(clean_db, arriving, tmp_path)
        elif action == "run":
            assert harness.run_in_process(day)
        else:
            assert harness.run_in_process(day, incremental=True, max_turns=rng.choice([40, 1000]))
    if held_back:
        harness.ingest(clean_db, held_back, tmp_path)
    harness.settle(day)
    assert harness.committed(clean_db) == clean_result, f"seed {seed}"
