"""Helpers for write-path tests: turns in, one partition materialized, counts out."""

from __future__ import annotations

import json
from pathlib import Path

import dagster as dg
import pytest

from memory_pipeline.db import connect
from memory_pipeline.ingest.transcripts import ingest_file
from memory_pipeline_tests.fake_openai import FakeOpenAI

DAY = "2026-11-24"


def turn(turn_id: str, user: str, assistant: str = "", user_id: str = "u1", ts: str = f"{DAY}T10:00:00+00:00") -> dict:
    return {"turn_id": turn_id, "user_id": user_id, "session_id": "s1", "ts": ts, "user": user, "assistant": assistant}


def ingest_turns(database_url: str, turns: list[dict], tmp_path: Path) -> dict:
    path = tmp_path / f"turns-{len(list(tmp_path.iterdir()))}.jsonl"
    path.write_text("\n".join(json.dumps(t, ensure_ascii=False) for t in turns) + "\n")
    with connect(database_url) as conn:
        return ingest_file(conn, path).as_dict()


def materialize_day(instance: dg.DagsterInstance, partition_key: str = DAY) -> dg.ExecuteInProcessResult:
    from memory_pipeline.write_path.assets import conversation_turns, write_path_assets
    from memory_pipeline.definitions import resources_from_env

    resources = resources_from_env()

    return dg.materialize(
        [conversation_turns, *write_path_assets],
        partition_key=partition_key,
        resources=resources,
        instance=instance,
    )


def metadata_of(result: dg.ExecuteInProcessResult) -> dict[str, dict]:
    from memory_pipeline.write_path.runs import materialization_metadata

    return materialization_metadata(result)


def scalar(database_url: str, query: str, *params):
    with connect(database_url) as conn:
        row = conn.execute(query, params).fetchone()
    return next(iter(row.values()))


@pytest.fixture
def fake_llm(monkeypatch, stack_env):
    """Point the pipeline at a local OpenAI-compatible server for the duration of a test."""
    with FakeOpenAI() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("EMBEDDING_BACKEND", "openai")
        monkeypatch.setenv("LLM_TIMEOUT_SECONDS", "1")
        monkeypatch.setenv("LLM_MAX_RETRIES", "2")
        yield server
