"""Model calls at full speed (SPEC section 10): bounded concurrency, rate limits, single flight
on the answer cache, batched judging and Batch API backfills, against the real PostgreSQL and a
local OpenAI-compatible server driven through the real `openai` client."""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from memory_pipeline.db import connect
from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.llm.throughput import CallGate, SlidingWindow
from memory_pipeline.quality.synthetic import synthetic_turns
from memory_pipeline.settings import load_settings
from memory_pipeline.write_path import stages
from memory_pipeline_tests.fake_openai import FakeOpenAI, is_extraction_request
from memory_pipeline_tests.write_path_fixtures import DAY, ingest_turns, turn

# --------------------------------------------------------------------------- pure: the limits


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def test_sliding_window_never_admits_more_than_the_limit_in_any_minute():
    clock = FakeClock()
    window = SlidingWindow(50, clock=clock)
    starts = []
    while len(starts) < 400:
        wait = window.delay_for(1)
        if wait == 0.0:
            starts.append(clock.now)
            clock.sleep(0.1)  # callers arrive faster than the limit allows
        else:
            clock.sleep(wait)
    for i, started in enumerate(starts):
        in_window = sum(1 for other in starts[i:] if other < started + 60.0)
        assert in_window <= 50
    # ...and the limit is used, not merely respected: 400 calls in about 7 minutes.
    assert starts[-1] < 8 * 60


def test_token_window_counts_tokens_and_an_oversized_request_still_goes_out_alone():
    clock = FakeClock()
    window = SlidingWindow(1000, clock=clock)
    assert window.delay_for(600) == 0.0
    assert window.delay_for(600) == pytest.approx(60.5)  # the window plus the margin for jitter
    clock.sleep(60.5)
    assert window.delay_for(5000) == 0.0  # larger than a minute's budget: waits for an empty window


def test_call_gate_bounds_calls_in_flight():
    gate = CallGate(3)
    release = threading.Event()
    entered = threading.Semaphore(0)

    def call():
        with gate.slot():
            entered.release()
            release.wait(5)

    threads = [threading.Thread(target=call) for _ in range(8)]
    for thread in threads:
        thread.start()
    for _ in range(3):
        assert entered.acquire(timeout=5)
    assert not entered.acquire(timeout=0.3), "a fourth call started while three were in flight"
    release.set()
    for thread in threads:
        thread.join(5)
    assert gate.peak_in_flight == 3 and gate.in_flight == 0


def test_call_gate_refuses_a_concurrency_below_one():
    with pytest.raises(ValueError, match="LLM_MAX_CONCURRENCY"):
        CallGate(0)


# --------------------------------------------------------------------------- against the real stack


def online_settings(server: FakeOpenAI, **overrides):
    return load_settings().llm.replaced(
        openai_base_url=server.base_url,
        openai_api_key="test-key",
        llm_timeout_seconds=10,
        llm_max_retries=1,
        **overrides,
    )


def unique_turns(count: int, users: int = 5) -> list[dict]:
    cities = ["杭州", "成都", "上海", "北京", "深圳", "南京", "西安", "武汉"]
    return [
        turn(
            f"t-{i:03d}",
            f"我叫用户{i}号，我住在{cities[i % len(cities)]}。",
            "好的。",
            user_id=f"u{i % users}",
            ts=f"{DAY}T10:{i // 60:02d}:{i % 60:02d}+00:00",
        )
        for i in range(count)
    ]


def run_extraction(database_url: str, settings) -> tuple[list[dict], ModelBackend]:
    with connect(database_url, autocommit=True) as conn:
        backend = ModelBackend(settings, conn)
        loaded = stages.load_turns(conn, DAY, DAY)
        facts, _ = stages.extract_facts(stages.TurnLedger(conn), loaded, backend)
    return facts, backend


def test_extraction_calls_run_concurrently_within_the_limit_and_give_the_sequential_facts(clean_db, tmp_path):
    ingest_turns(clean_db, unique_turns(24), tmp_path)
    with FakeOpenAI(chat_latency=0.2) as server:
        sequential, _ = run_extraction(clean_db, online_settings(server, llm_max_concurrency=1))
        assert server.peak_in_flight == 1
        with connect(clean_db, autocommit=True) as conn:  # forget the answers, keep the turns
            conn.execute("TRUNCATE llm_cache")
        server.peak_in_flight = 0
        concurrent, backend = run_extraction(clean_db, online_settings(server, llm_max_concurrency=6))
    assert 2 <= server.peak_in_flight <= 6
    assert backend.counters.chat_calls == 24
    assert concurrent == sequential, "the same turns give the same facts in the same order"


def test_identical_requests_in_flight_make_one_call_across_processes(clean_db, tmp_path):
    """Single flight: two backends on separate connections (as two runs would be) ask for the
    same uncached answer at once; the provider sees one call, both get the answer."""
    ingest_turns(clean_db, [turn("t-1", "我叫林一，我住在杭州。", "你好林一！")], tmp_path)
    with FakeOpenAI(chat_latency=0.8) as server:
        settings = online_settings(server)
        results: dict[str, list[dict]] = {}

        def run(name: str) -> None:
            results[name] = run_extraction(clean_db, settings)[0]

        threads = [threading.Thread(target=run, args=(name,)) for name in ("a", "b")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        extraction_calls = [r for r in server.chat_requests if is_extraction_request(r)]
    assert len(extraction_calls) == 1
    assert results["a"] == results["b"] and {f["value"] for f in results["a"]} == {"林一", "杭州"}
    with connect(clean_db) as conn:
        assert conn.execute("SELECT count(*) AS n FROM llm_inflight").fetchone()["n"] == 0, "claims released"


def test_a_claim_whose_owner_died_is_taken_over_after_its_lease(clean_db, tmp_path):
    ingest_turns(clean_db, [turn("t-1", "我叫林二。")], tmp_path)
    with FakeOpenAI() as server:
        settings = online_settings(server)
        with connect(clean_db, autocommit=True) as conn:
            backend = ModelBackend(settings, conn)
            request = stages.ExtractionRequest("u1", "我叫林二。", "", True, False)
            from memory_pipeline.llm.backends import _extraction_prompt
            from memory_pipeline.llm.client import sha256

            key = backend.cache.key(
                "extract", backend.prompt_version, settings.llm_model, sha256(_extraction_prompt(request))
            )
            # A dead owner's claim that expires in a moment.
            conn.execute("INSERT INTO llm_inflight VALUES (%s, now() + interval '1 second')", (key,))
            [extraction] = backend.extract_many([request])
    assert extraction.user_facts == {"名字": "林二"}
    assert len(server.chat_requests) == 1


def test_one_judge_call_answers_every_candidate_of_a_fact_and_verdicts_are_cached_per_pair(clean_db):
    candidates = ["用户城市: 杭州", "用户城市: 北京", "用户城市: 成都"]
    with FakeOpenAI() as server:
        with connect(clean_db, autocommit=True) as conn:
            backend = ModelBackend(online_settings(server), conn)
            server.script.append({"content": json.dumps({"contradictory": [False, True, False]})})
            verdicts = backend.judge_contradictions("u1", candidates, "用户城市: 上海")
            server.script.append({"content": json.dumps({"contradictory": [True]})})  # wrong length
            unclear = backend.judge_contradictions("u1", ["用户城市: 苏州", "用户城市: 南京"], "用户城市: 上海")
            again = backend.judge_contradictions("u1", candidates[1:], "用户城市: 上海")
    assert verdicts == [False, True, False] and again == [True, False], "the second ask is answered by the cache"
    assert unclear == [False, False], "a malformed verdict keeps both memories"
    judge_calls = [r for r in server.chat_requests if "contradict" in r["messages"][0]["content"]]
    assert len(judge_calls) == 2
    assert json.loads(judge_calls[0]["messages"][1]["content"])["pairs"] == [
        {"old": old, "new": "用户城市: 上海"} for old in candidates
    ]
    assert backend.counters.failures == {"judge:malformed": 1}


def test_the_commit_judges_a_runs_likely_conflicts_in_bulk_and_supersedes_as_before(clean_db, tmp_path):
    """Five users each restating their city: one batched judge call answers all the pairs the
    commit then checks, and each old city is superseded."""
    turns = [
        turn(f"t-{u}-{i}", f"我住在{city}。", user_id=f"u{u}", ts=f"{DAY}T1{i}:00:00+00:00")
        for u in range(5)
        for i, city in enumerate(("杭州", "上海"))
    ]
    ingest_turns(clean_db, turns, tmp_path)
    with FakeOpenAI() as server:
        settings = online_settings(server)
        with connect(clean_db, autocommit=True) as conn:
            backend = ModelBackend(settings, conn)
            ledger = stages.TurnLedger(conn)
            facts, _ = stages.extract_facts(ledger, stages.load_turns(conn, DAY, DAY), backend)
            memories, _ = stages.classify_and_embed(stages.gate_facts(ledger, facts)[0], backend)
            server.chat_requests.clear()
            stats = stages.write_memories(conn, memories, backend, prompt_version=backend.prompt_version)
            statuses = conn.execute("SELECT content, status FROM long_term_memory ORDER BY id").fetchall()
    judge_calls = [r for r in server.chat_requests if "contradict" in r["messages"][0]["content"]]
    assert len(judge_calls) == 1 and len(json.loads(judge_calls[0]["messages"][1]["content"])["pairs"]) == 5
    assert stats.counts["conflicts_superseded"] == 5
    assert [(r["content"], r["status"]) for r in statuses] == [
        ("用户城市: 杭州", "superseded"),
        ("用户城市: 上海", "active"),
    ] * 5


def test_write_path_commits_the_same_memories_at_any_concurrency(clean_db, tmp_path):
    turns = synthetic_turns(60, 6)
    outcomes = []
    with FakeOpenAI() as server:
        for concurrency in (1, 16):
            with connect(clean_db, autocommit=True) as conn:
                conn.execute(
                    "TRUNCATE long_term_memory, memory_outbox, merge_candidates, conversation_turns, "
                    "llm_cache, gate_rejections RESTART IDENTITY CASCADE"
                )
            ingest_turns(clean_db, turns, tmp_path)
            settings = online_settings(server, llm_max_concurrency=concurrency)
            with connect(clean_db, autocommit=True) as conn:
                backend = ModelBackend(settings, conn)
                ledger = stages.TurnLedger(conn)
                days = sorted({t["ts"][:10] for t in turns})
                facts, _ = stages.extract_facts(ledger, stages.load_turns(conn, days[0], days[-1]), backend)
                passed, _ = stages.gate_facts(ledger, facts)
                memories, _ = stages.classify_and_embed(passed, backend)
                stages.write_memories(conn, memories, backend, prompt_version=backend.prompt_version)
                outcomes.append(
                    conn.execute(
                        "SELECT id, user_id, content, status, version FROM long_term_memory ORDER BY id"
                    ).fetchall()
                )
    assert outcomes[0] and outcomes[0] == outcomes[1]


# --------------------------------------------------------------------------- the Batch API


def test_batch_mode_sends_a_backfill_as_one_batch_and_falls_back_for_failed_lines(clean_db, tmp_path):
    ingest_turns(clean_db, unique_turns(12), tmp_path)
    with FakeOpenAI() as server:
        direct, _ = run_extraction(clean_db, online_settings(server))
        with connect(clean_db, autocommit=True) as conn:
            conn.execute("TRUNCATE llm_cache")
        server.chat_requests.clear()
        # The fake fails two lines of the batch: they must come back through direct calls.
        bodies = {}
        original = server._complete_batch

        def failing_two(batch):
            lines = [json.loads(line) for line in server.files[batch["input_file_id"]].decode().splitlines()]
            bodies.update({line["custom_id"]: line for line in lines})
            server.batch_failing_custom_ids.update(line["custom_id"] for line in lines[:2])
            original(batch)

        server._complete_batch = failing_two
        batched, backend = run_extraction(
            clean_db, online_settings(server, llm_batch_mode="always", llm_batch_poll_seconds=0)
        )
    assert server.batches_created == 1 and len(bodies) == 12
    assert backend.counters.batch_requests == 12
    assert len(server.chat_requests) == 2, "only the two failed lines were asked directly"
    assert batched == direct
    with connect(clean_db) as conn:
        job = conn.execute("SELECT status, request_count, completed, failed FROM llm_batches").fetchone()
    assert job == {"status": "completed", "request_count": 12, "completed": 10, "failed": 2}


def test_auto_batch_mode_only_above_the_threshold(clean_db, tmp_path):
    ingest_turns(clean_db, unique_turns(4), tmp_path)
    with FakeOpenAI() as server:
        run_extraction(clean_db, online_settings(server, llm_batch_mode="auto", llm_batch_min_turns=5))
        assert server.batches_created == 0 and len(server.chat_requests) == 4


KILLABLE_EXTRACTION = """
import sys
from memory_pipeline.db import connect
from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.settings import load_settings
from memory_pipeline.write_path import stages
settings = load_settings()
llm = settings.llm.replaced(openai_base_url=sys.argv[1], openai_api_key="k", llm_batch_mode="always",
                            llm_batch_poll_seconds=0)
with connect(settings.database_url, autocommit=True) as conn:
    stages.extract_facts(stages.TurnLedger(conn), stages.load_turns(conn, sys.argv[2], sys.argv[2]),
                         ModelBackend(llm, conn))
"""


def test_a_killed_batch_backfill_resumes_the_same_batch_without_resubmitting(clean_db, tmp_path):
    ingest_turns(clean_db, unique_turns(6), tmp_path)
    with FakeOpenAI() as server:
        server.batch_polls_until_done = 10**9  # the provider keeps working on it
        worker = subprocess.Popen(
            [sys.executable, "-c", KILLABLE_EXTRACTION, server.base_url, DAY],
            env={**os.environ},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                with connect(clean_db) as conn:
                    job = conn.execute("SELECT batch_id FROM llm_batches").fetchone()
                if job is not None and server.batches[job["batch_id"]]["polls"] >= 2:
                    break
                assert worker.poll() is None, worker.stderr.read().decode()
                time.sleep(0.1)
            else:
                pytest.fail("the worker never submitted its batch")
        finally:
            worker.send_signal(signal.SIGKILL)
            worker.wait(10)
        server.batch_polls_until_done = 0  # the provider finishes while no run is watching
        facts, backend = run_extraction(
            clean_db, online_settings(server, llm_batch_mode="always", llm_batch_poll_seconds=0)
        )
    assert server.batches_created == 1 and len(server.files) == 2, "one input file, one output file"
    assert backend.counters.batch_requests == 0, "the retry submitted nothing"
    assert server.chat_requests == [] and len({f["turn_id"] for f in facts}) == 6


def test_a_configured_rpm_is_never_exceeded_in_any_window_the_server_sees(clean_db, tmp_path, monkeypatch):
    """The provider's own count: with LLM_RPM=4 (on a 2-second window, so the test is short),
    ten turns at concurrency 16 never start more than 4 calls in any window."""
    monkeypatch.setattr(SlidingWindow, "WINDOW_SECONDS", 2.0)
    ingest_turns(clean_db, unique_turns(10), tmp_path)
    with FakeOpenAI(chat_latency=0.05) as server:
        facts, backend = run_extraction(clean_db, online_settings(server, llm_max_concurrency=16, llm_rpm=4))
    assert backend.counters.chat_calls == 10 and len({f["turn_id"] for f in facts}) == 10
    assert server.max_calls_in_any_window(2.0) <= 4
