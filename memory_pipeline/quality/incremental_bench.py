"""`memory-pipeline bench --incremental 500,2000,5000`: how a live run's cost grows with its day.

For each day size N, in the benchmark's scratch database: N synthetic turns of one day go
through the write path (the first run), then one more turn arrives. The phase times the stages
of the run the new-turns sensor would start for it (only the due turns: the new one) next to a
full re-walk of the day (what every run cost before runs became incremental). Offline
backends: the figures are the pipeline's own cost, not a model's.
"""

from __future__ import annotations

import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from memory_pipeline.db import connect
from memory_pipeline.ingest.transcripts import ingest_file
from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.quality.bench import BenchEnvironment, write_jsonl
from memory_pipeline.quality.synthetic import synthetic_turns
from memory_pipeline.write_path import stages
from memory_pipeline.write_path.scope import due_turns, incremental_tags


def _one_day(turns: list[dict]) -> list[dict]:
    """The turns moved onto the first turn's day, a second apart, keeping their order."""
    first = datetime.fromisoformat(turns[0]["ts"])
    return [{**turn, "ts": (first + timedelta(seconds=i)).isoformat()} for i, turn in enumerate(turns)]


def _run(conn, env: BenchEnvironment, day: str, run_id: str, due) -> tuple[float, int]:
    """The write path's stages for one day, as a run of `run_id`; (seconds, turns loaded)."""
    started = time.perf_counter()
    backend = ModelBackend(env.settings.llm, conn)
    ledger = stages.TurnLedger(conn, run_id)
    references = stages.turn_references(conn, day, day, due)
    turns = stages.load_turn_texts(conn, references)
    facts, _ = stages.extract_facts(ledger, turns, backend)
    passed, _ = stages.gate_facts(ledger, facts)
    memories, _ = stages.classify_and_embed(passed, backend)
    stages.write_memories(conn, memories, backend, prompt_version=backend.prompt_version)
    stages.mark_run_committed(conn, run_id, day, day)
    return time.perf_counter() - started, len(turns)


def incremental_phase(env: BenchEnvironment, day_sizes: list[int]) -> dict:
    runs = []
    for size in day_sizes:
        env.reset_store()
        turns = _one_day(synthetic_turns(size + 1, max(size // 250, 2)))
        day = turns[0]["ts"][:10]
        with tempfile.TemporaryDirectory() as folder, connect(env.database_url, autocommit=True) as conn:
            ingest_file(conn, write_jsonl(turns[:size], Path(folder) / "day.jsonl"))
            first_seconds, _ = _run(conn, env, day, "bench-first", None)
            ingest_file(conn, write_jsonl(turns[size:], Path(folder) / "late.jsonl"))
            due = due_turns(incremental_tags())
            incremental_seconds, incremental_turns = _run(conn, env, day, "bench-incremental", due)
            rewalk_seconds, rewalk_turns = _run(conn, env, day, "bench-rewalk", None)
        runs.append(
            {
                "turns_in_day": size,
                "first_run_seconds": round(first_seconds, 3),
                "one_new_turn": {"turns_loaded": incremental_turns, "stage_seconds": round(incremental_seconds, 3)},
                "full_rewalk": {"turns_loaded": rewalk_turns, "stage_seconds": round(rewalk_seconds, 3)},
            }
        )
    env.reset_store()
    return {"backend": "offline (the pipeline's own cost)", "runs": runs}
