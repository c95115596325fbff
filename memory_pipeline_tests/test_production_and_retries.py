"""Production mode fails fast, steps retry only transient errors, model calls share a pool,
runs execute in process, and the write path's PII check scans only its run's days."""

from __future__ import annotations

import os
import subprocess
import sys

import dagster as dg
import psycopg
import pytest

from memory_pipeline.memory_store import NewMemory, commit_memories
from memory_pipeline.retries import is_transient, retry_transient
from memory_pipeline.settings import (
    BUILTIN_AUDIT_HMAC_KEY,
    ProductionConfigError,
    apply_defaults,
    production_problems,
    require_production_ready,
)
from memory_pipeline_tests.write_path_fixtures import DAY, ingest_turns, materialize_day, scalar, turn

PRODUCTION_SECRETS = {
    "OPENAI_API_KEY": "sk-deployment",
    "AUDIT_HMAC_KEY": "a-per-deployment-key",
    "NEO4J_PASSWORD": "x",
    "MILVUS_URI": "http://milvus:19530",
    "NEO4J_URI": "bolt://neo4j:7687",
}


# --- production mode ----------------------------------------------------------------------


def test_development_needs_nothing_and_production_names_every_missing_variable():
    require_production_ready("code location", env={})  # development: no-op, as easy as before
    problems = production_problems({"MEMORY_PIPELINE_ENV": "production", "AUDIT_HMAC_KEY": BUILTIN_AUDIT_HMAC_KEY})
    assert "OPENAI_API_KEY is not set" in problems
    assert "DATABASE_URL is not set" in problems
    assert "AUDIT_HMAC_KEY is the built-in development key" in problems
    with pytest.raises(ProductionConfigError, match="OPENAI_API_KEY is not set"):
        require_production_ready("run", env={"MEMORY_PIPELINE_ENV": "production"})


def test_production_code_location_refuses_to_load_without_the_model_key(stack_env, tmp_path):
    env = {key: value for key, value in os.environ.items() if key not in ("OPENAI_API_KEY", "AUDIT_HMAC_KEY")}
    env.update({**PRODUCTION_SECRETS, "MEMORY_PIPELINE_ENV": "production", "DAGSTER_HOME": str(tmp_path)})
    del env["OPENAI_API_KEY"]
    # The local stack's state file is in reach but must not be used: DATABASE_URL comes only from env.
    env.pop("DATABASE_URL", None)
    loaded = subprocess.run(
        [sys.executable, "-c", "import memory_pipeline.definitions"],
        env=env,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert loaded.returncode != 0
    assert "refuses to start the code location" in loaded.stderr
    assert "OPENAI_API_KEY is not set" in loaded.stderr
    assert "DATABASE_URL is not set" in loaded.stderr


@pytest.mark.parametrize("missing", ["OPENAI_API_KEY", "AUDIT_HMAC_KEY"])
def test_production_run_without_a_secret_fails_before_writing(clean_db, tmp_path, monkeypatch, missing):
    assets, resources = _write_path_assets(), _resources()  # the code location loaded in development
    ingest_turns(clean_db, [turn("t1", "我叫王小明，住在杭州。")], tmp_path)
    monkeypatch.setenv("MEMORY_PIPELINE_ENV", "production")
    for key, value in PRODUCTION_SECRETS.items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv(missing)
    apply_defaults()  # what a run pod does first, when it loads the code location
    with dg.instance_for_test() as instance:
        result = dg.materialize(
            assets,
            partition_key=DAY,
            resources=resources,
            instance=instance,
            raise_on_error=False,
        )
    assert not result.success
    failures = [str(e.event_specific_data) for e in result.all_events if "FAILURE" in e.event_type_value]
    assert any(f"refuses to start the run: {missing} is not set" in failure for failure in failures), failures
    assert scalar(clean_db, "SELECT count(*) FROM long_term_memory") == 0
    assert scalar(clean_db, "SELECT count(*) FROM llm_cache") == 0
    assert scalar(clean_db, "SELECT count(*) FROM conversation_turns WHERE extraction_status = 'pending'") == 1


def _write_path_assets():
    from memory_pipeline.write_path.assets import conversation_turns, write_path_assets

    return [conversation_turns, *write_path_assets]


def _resources():
    from memory_pipeline.definitions import resources_from_env

    return resources_from_env()


# --- retries: transient only --------------------------------------------------------------


def _refused_connection_error() -> psycopg.OperationalError:
    try:
        psycopg.connect("postgresql://nobody@127.0.0.1:1/none", connect_timeout=2)
    except psycopg.OperationalError as exc:
        return exc
    raise AssertionError("port 1 accepted a PostgreSQL connection")


def test_transient_errors_are_told_apart_from_deterministic_ones():
    from memory_pipeline.llm.client import LLMCallFailed

    assert is_transient(_refused_connection_error())
    assert is_transient(LLMCallFailed("rate_limited", "429"))
    assert is_transient(LLMCallFailed("http_503", "unavailable"))
    assert is_transient(LLMCallFailed("timeout"))
    assert not is_transient(LLMCallFailed("http_400", "bad request"))
    assert not is_transient(LLMCallFailed("embedding_dimension"))
    assert not is_transient(FileNotFoundError("queries/missing.sql"))
    assert not is_transient(ValueError("not a JSON object"))
    assert not is_transient(psycopg.errors.UndefinedTable("relation does not exist"))


def _run_step(body, monkeypatch) -> tuple[dg.ExecuteInProcessResult, list[str]]:
    monkeypatch.setenv("STEP_RETRY_DELAY_SECONDS", "0")
    attempts: list[str] = []

    @dg.op
    @retry_transient
    def flaky(context):
        attempts.append(str(context.retry_number))
        body(len(attempts))

    @dg.job
    def one_step():
        flaky()

    result = one_step.execute_in_process(raise_on_error=False)
    return result, attempts


def test_a_deterministic_error_fails_at_once_with_its_message(monkeypatch):
    def body(_attempt):
        open("/nonexistent/memory_pipeline/query.sql")

    result, attempts = _run_step(body, monkeypatch)
    assert not result.success
    assert attempts == ["0"]
    [failure] = [e for e in result.all_events if e.event_type_value == "STEP_FAILURE"]
    assert "FileNotFoundError" in str(failure.event_specific_data.error)
    assert "/nonexistent/memory_pipeline/query.sql" in str(failure.event_specific_data.error)
    assert not [e for e in result.all_events if e.event_type_value == "STEP_UP_FOR_RETRY"]


def test_a_database_outage_is_retried_and_then_succeeds(monkeypatch, database_url):
    def body(attempt):
        # First attempt: a real refused connection; the second reaches the test stack's PostgreSQL.
        url = "postgresql://nobody@127.0.0.1:1/none" if attempt == 1 else database_url
        with psycopg.connect(url, connect_timeout=2) as conn:
            conn.execute("SELECT 1")

    result, attempts = _run_step(body, monkeypatch)
    assert result.success
    assert attempts == ["0", "1"]
    assert len([e for e in result.all_events if e.event_type_value == "STEP_UP_FOR_RETRY"]) == 1


def test_a_lasting_outage_gives_up_after_the_retries(monkeypatch):
    def body(_attempt):
        raise _refused_connection_error()

    result, attempts = _run_step(body, monkeypatch)
    assert not result.success
    assert attempts == ["0", "1", "2"]


# --- executor and pools -------------------------------------------------------------------


def test_jobs_run_in_process_and_model_steps_share_the_llm_pool():
    from memory_pipeline.definitions import defs

    for name in ("write_path_job", "decay_job", "merge_job", "reconcile_projections"):
        assert defs.resolve_job_def(name).executor_def.name == "in_process", name
    graph = defs.resolve_asset_graph()
    for name in ("extracted_facts", "classified_memories", "long_term_memory", "extraction_quality"):
        assert graph.get(dg.AssetKey(name)).pools == {"llm"}, name
    merge = defs.resolve_job_def("merge_job").graph.node_dict["merge_candidate_pairs"]
    assert merge.definition.pool == "llm"


def test_importing_the_code_location_loads_no_model_or_projection_driver(tmp_path):
    probe = (
        "import sys, memory_pipeline.definitions; "
        "print(sorted(m for m in ('openai', 'pymilvus', 'neo4j') if m in sys.modules))"
    )
    env = {**os.environ, "DAGSTER_HOME": str(tmp_path)}
    loaded = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120)
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip().splitlines()[-1] == "[]"


# --- the write path's PII check scans its run's days only ---------------------------------


def _memory(content: str, turn_id: str) -> NewMemory:
    return NewMemory(
        user_id="u1",
        content=content,
        importance=0.7,
        embedding=None,
        category="identity",
        tags=("src:user",),
        slot_hint="profile",
        source="user",
        source_turn_id=turn_id,
        fact_key="联系方式",
    )


def test_pii_check_in_a_partitioned_run_scans_only_that_day(conn, clean_db, tmp_path):
    from memory_pipeline.write_path.checks import no_pii_in_long_term_memory

    ingest_turns(
        clean_db,
        [
            turn("t-today", "hi"),
            turn("t-earlier", "hi", ts="2026-11-20T10:00:00+00:00"),
        ],
        tmp_path,
    )
    commit_memories(conn, [_memory("用户城市: 杭州", "t-today"), _memory("用户电话: 13800138000", "t-earlier")])
    defs = dg.Definitions(
        asset_checks=[no_pii_in_long_term_memory],
        jobs=[dg.define_asset_job("pii_check", selection=dg.AssetSelection.checks(no_pii_in_long_term_memory))],
        resources=_resources(),
    )
    job = defs.resolve_job_def("pii_check")
    scoped = job.execute_in_process(instance=dg.DagsterInstance.ephemeral(), tags={"dagster/partition": DAY})
    [evaluation] = scoped.get_asset_check_evaluations()
    assert evaluation.passed and evaluation.metadata["checked"].value == 1
    assert evaluation.metadata["scope"].value == f"memories of {DAY}..{DAY}"
    full = job.execute_in_process(instance=dg.DagsterInstance.ephemeral())
    [evaluation] = full.get_asset_check_evaluations()
    assert not evaluation.passed and evaluation.metadata["checked"].value == 2


def test_the_full_pii_scan_runs_with_reconciliation():
    from memory_pipeline.definitions import defs

    reconcile = defs.resolve_job_def("reconcile_projections")
    check_keys = {key for key in reconcile.asset_layer.asset_graph.asset_check_keys}
    assert dg.AssetCheckKey(dg.AssetKey("long_term_memory"), "no_pii_in_long_term_memory") in check_keys
    assert reconcile.partitions_def is None


def test_write_path_still_materializes_in_process(clean_db, tmp_path):
    ingest_turns(clean_db, [turn("t1", "我叫王小明，住在杭州。")], tmp_path)
    with dg.instance_for_test() as instance:
        result = materialize_day(instance)
    assert result.success
    assert scalar(clean_db, "SELECT count(*) FROM long_term_memory WHERE status = 'active'") >= 1
