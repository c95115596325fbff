"""`memory-pipeline bench --model-latency`: the write path against a model that takes time.

With a hosted model the write path waits on the provider. This phase runs it against the
local OpenAI-compatible server of the test suite (`memory_pipeline_tests/fake_openai.py`, so it
needs a checkout, not only the wheel) with a fixed latency per call, at several concurrencies,
in the benchmark's scratch database. For each it reports extraction turns per second next to
the ideal C/L, the peak calls in flight the server saw, and the chat calls per turn of the
whole write path with an empty cache and again on replay.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
import time
from pathlib import Path

from memory_pipeline.db import connect, one
from memory_pipeline.ingest.transcripts import ingest_file
from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.quality.bench import BenchEnvironment, per_second, write_jsonl
from memory_pipeline.quality.synthetic import synthetic_turns
from memory_pipeline.llm.resources import LLMResource
from memory_pipeline.write_path import stages

# Sequential runs at long latencies take minutes per hundred turns; they are measured on fewer.
SEQUENTIAL_TURNS = 20


def unique_turns(count: int, users: int) -> list[dict]:
    """Synthetic turns whose messages are all distinct, so no answer comes from the cache."""
    turns = synthetic_turns(count, users)
    seen: set[str] = set()
    for i, turn in enumerate(turns):
        if turn["user"] in seen:
            turn["user"] = f"{turn['user']}（第{i}次提到）"
        seen.add(turn["user"])
    return turns


def model_latency_phase(
    env: BenchEnvironment,
    latencies_ms: list[int],
    concurrencies: list[int],
    turns: int,
    users: int = 20,
    mem0_python: str | None = None,
) -> dict:
    from memory_pipeline_tests.fake_openai import RemoteFakeOpenAI  # a checkout's test server

    workload = unique_turns(turns, users)
    runs = []
    for latency_ms in latencies_ms:
        for concurrency in concurrencies:
            count = turns if concurrency > 1 else min(turns, SEQUENTIAL_TURNS)
            env.reset_store()
            with tempfile.TemporaryDirectory() as folder, connect(env.database_url, autocommit=True) as conn:
                ingest_file(conn, write_jsonl(workload[:count], Path(folder) / "turns.jsonl"))
            with RemoteFakeOpenAI(latency_ms / 1000, min(latency_ms, 50) / 1000) as server:
                settings = env.settings.llm.replaced(
                    openai_base_url=server.base_url,
                    openai_api_key="bench",
                    llm_max_concurrency=concurrency,
                    llm_timeout_seconds=max(30.0, latency_ms / 100),
                )
                runs.append(_measure(env, settings, server, latency_ms, concurrency, count))
    peers = []
    if mem0_python:
        for latency_ms in latencies_ms:
            peers.append(_mem0_peer(mem0_python, workload, latency_ms, threads=8))
    return {
        "server": "memory_pipeline_tests.fake_openai in its own process "
        "(fixed latency per chat call; embeddings min(latency, 50 ms))",
        "peers": peers,
        "turns": turns,
        "unique_turns": True,
        "runs": runs,
    }


def _measure(
    env: BenchEnvironment, settings: LLMResource, server, latency_ms: int, concurrency: int, count: int
) -> dict:
    with connect(env.database_url, autocommit=True) as conn:
        backend = ModelBackend(settings, conn)
        ledger = stages.TurnLedger(conn)
        days = one(conn.execute("SELECT min(ts)::date AS first, max(ts)::date AS last FROM conversation_turns"))
        loaded = stages.load_turns(conn, days["first"].isoformat(), days["last"].isoformat())
        started = time.perf_counter()
        facts, _ = stages.extract_facts(ledger, loaded, backend)
        extraction_seconds = time.perf_counter() - started
        passed, _ = stages.gate_facts(ledger, facts)
        memories, _ = stages.classify_and_embed(passed, backend)
        stages.write_memories(conn, memories, backend, prompt_version=backend.prompt_version)
        total_seconds = time.perf_counter() - started
        first_pass_calls = backend.counters.chat_calls
        replay = ModelBackend(settings, conn)
        again, _ = stages.extract_facts(stages.TurnLedger(None), loaded, replay)
        replay_memories, _ = stages.classify_and_embed(stages.gate_facts(stages.TurnLedger(None), again)[0], replay)
        stages.write_memories(conn, replay_memories, replay, prompt_version=replay.prompt_version)
    ideal = concurrency / (latency_ms / 1000)
    reached = per_second(count, extraction_seconds)
    return {
        "latency_ms": latency_ms,
        "concurrency": concurrency,
        "turns": count,
        "extraction_seconds": round(extraction_seconds, 3),
        "extraction_turns_per_second": reached,
        "ideal_turns_per_second": round(ideal, 1),
        "share_of_ideal": round(reached / ideal, 2),
        "write_path_seconds": round(total_seconds, 3),
        "chat_calls_per_turn": round(first_pass_calls / count, 3),
        "chat_calls_per_turn_on_replay": round(replay.counters.chat_calls / count, 3),
        "peak_calls_in_flight": server.stats()["peak_in_flight"],
    }


def _mem0_peer(python: str, workload: list[dict], latency_ms: int, threads: int) -> dict:
    """mem0 (installed for `python`, not for this project) on the same turns and server."""
    from memory_pipeline_tests.fake_openai import RemoteFakeOpenAI

    script = Path(__file__).resolve().parents[2] / "scripts" / "mem0_peer.py"
    with (
        tempfile.TemporaryDirectory() as folder,
        RemoteFakeOpenAI(latency_ms / 1000, min(latency_ms, 50) / 1000) as server,
    ):
        turns_file = write_jsonl(workload, Path(folder) / "turns.jsonl")
        done = subprocess.run(
            [
                python,
                str(script),
                "--base-url",
                server.base_url,
                "--turns",
                str(turns_file),
                "--threads",
                str(threads),
                "--workdir",
                folder,
            ],
            capture_output=True,
            text=True,
            timeout=3600,
        )
        if done.returncode != 0:
            return {"system": "mem0", "latency_ms": latency_ms, "error": done.stderr.strip()[-500:]}
        result = json.loads(done.stdout.strip().splitlines()[-1])
        stats = server.stats()
        return {
            **result,
            "latency_ms": latency_ms,
            "chat_calls_per_turn": round(stats["chat_requests"] / len(workload), 3),
            "peak_calls_in_flight": stats["peak_in_flight"],
        }
