"""The projections' Dagster side: sensors, drain assets with metadata, checks, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys

import dagster as dg

from memory_pipeline.projections.assets import projection_assets
from memory_pipeline.projections.checks import projection_checks
from memory_pipeline.projections.outbox import drain
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.projections.sensors import (
    dead_event_revival_sensor,
    drain_milvus_outbox,
    milvus_outbox_sensor,
    neo4j_outbox_sensor,
)
from memory_pipeline.resources import PostgresResource
from memory_pipeline.settings import REPO_ROOT
from memory_pipeline_tests.projection_fixtures import (  # noqa: F401 - fixtures
    commit,
    dagster_instance,
    make_due,
    many_facts,
    projections,
    rows,
)
from memory_pipeline.definitions import resources_from_env


def _resources(settings, **overrides) -> dict:
    return {
        "postgres": PostgresResource(database_url=settings.database_url),
        "milvus": settings.milvus,
        "neo4j": settings.neo4j,
        **overrides,
    }


def _check_evaluations(result: dg.ExecuteInProcessResult) -> dict:
    return {(e.asset_key.to_user_string(), e.check_name): e for e in result.get_asset_check_evaluations()}


def _evaluate(sensor, context):
    result = sensor(context)
    return result[0] if isinstance(result, list) else result


def test_sensor_requests_a_drain_only_when_events_are_due(projections, dagster_instance):
    database_url = projections.database_url
    instance = dagster_instance
    postgres = PostgresResource(database_url=database_url)
    context = dg.build_sensor_context(instance=instance, resources={"postgres": postgres})

    assert isinstance(_evaluate(milvus_outbox_sensor, context), dg.SkipReason)

    commit(database_url, many_facts(2))
    first = _evaluate(milvus_outbox_sensor, context)
    assert isinstance(first, dg.RunRequest)
    # Nothing changed and no run exists yet: the same run key, which the daemon launches once.
    assert _evaluate(milvus_outbox_sensor, context).run_key == first.run_key

    commit(database_url, many_facts(1, start=2), turn_prefix="later")
    second = _evaluate(milvus_outbox_sensor, context)
    assert isinstance(second, dg.RunRequest) and second.run_key != first.run_key

    # A failed drain pushes the events into the future: nothing due, nothing requested...
    def unreachable():
        raise ConnectionError("milvus is unreachable")

    assert drain(database_url, "milvus", unreachable).failed == 3
    assert isinstance(_evaluate(milvus_outbox_sensor, context), dg.SkipReason)
    # ...until the retry comes due, which is a new run key.
    make_due(database_url, "milvus")
    retry = _evaluate(milvus_outbox_sensor, context)
    assert isinstance(retry, dg.RunRequest) and retry.run_key not in {first.run_key, second.run_key}

    # The neo4j sensor sees its own events.
    neo4j_context = dg.build_sensor_context(instance=instance, resources={"postgres": postgres})
    assert isinstance(_evaluate(neo4j_outbox_sensor, neo4j_context), dg.RunRequest)
    projections.drain("neo4j")
    assert isinstance(_evaluate(neo4j_outbox_sensor, neo4j_context), dg.SkipReason)


def _add_drain_run(instance: dg.DagsterInstance, status: dg.DagsterRunStatus) -> dg.DagsterRun:
    from dagster._core.utils import make_new_run_id

    run = dg.DagsterRun(job_name=drain_milvus_outbox.name, run_id=make_new_run_id(), status=status)
    instance.add_run(run)
    return run


def test_a_drain_that_ended_without_claiming_gets_a_successor(projections, dagster_instance, monkeypatch):
    """Finding 5: the requested drain died before its claim, the due events did not change; the
    next tick asks again instead of waiting for unrelated events."""
    database_url = projections.database_url
    context = dg.build_sensor_context(
        instance=dagster_instance, resources={"postgres": PostgresResource(database_url=database_url)}
    )
    commit(database_url, many_facts(2))
    first = _evaluate(milvus_outbox_sensor, context)
    queued = _add_drain_run(dagster_instance, dg.DagsterRunStatus.STARTING)
    assert "covers them" in _evaluate(milvus_outbox_sensor, context).skip_message
    dagster_instance.report_run_failed(queued, "killed before it claimed anything")
    successor = _evaluate(milvus_outbox_sensor, context)
    assert isinstance(successor, dg.RunRequest) and successor.run_key != first.run_key

    # A worker SIGKILLed mid-drain leaves its run STARTED; silent past the stall limit, it is
    # reported failed (freeing the pool) and a new drain is requested.
    started = _add_drain_run(dagster_instance, dg.DagsterRunStatus.STARTED)
    assert "covers them" in _evaluate(milvus_outbox_sensor, context).skip_message
    monkeypatch.setenv("DRAIN_STALL_SECONDS", "0")
    again = _evaluate(milvus_outbox_sensor, context)
    assert isinstance(again, dg.RunRequest) and again.run_key not in {first.run_key, successor.run_key}
    assert dagster_instance.get_run_by_id(started.run_id).status == dg.DagsterRunStatus.FAILURE


def test_materializing_the_projections_drains_and_reports(projections, dagster_instance):
    settings = projections.settings()
    commit(settings.database_url, many_facts(3))
    result = dg.materialize(
        [*projection_assets, *projection_checks],
        resources=_resources(settings),
        instance=dagster_instance,
    )
    assert result.success
    metadata = {
        event.asset_key.to_user_string(): {k: v.value for k, v in event.materialization.metadata.items()}
        for event in result.get_asset_materialization_events()
    }
    vectors, graph = metadata["milvus_memory_vectors"], metadata["neo4j_memory_graph"]
    assert (vectors["events_processed"], vectors["upserts"], vectors["stale_skipped"]) == (3, 3, 0)
    assert (graph["events_processed"], graph["upserts"], graph["replays"]) == (6, 6, 0)
    for values in (vectors, graph):
        assert (values["conflicts"], values["dead_events"], values["pending_events"]) == (0, 0, 0)
        assert values["lag_seconds"] == 0
    checks = _check_evaluations(result)
    assert len(checks) == 6 and all(check.passed for check in checks.values())
    drift = checks["milvus_memory_vectors", "projection_drift"].metadata
    assert drift["checked"].value == 3 and drift["missing"].value == 0


def test_a_drain_against_an_unreachable_store_fails_the_run_and_keeps_the_events(projections, dagster_instance):
    settings = projections.settings()
    commit(settings.database_url, many_facts(2))
    unreachable = MilvusResource(
        uri="http://127.0.0.1:1", collection=settings.milvus.collection, embedding_dim=settings.llm.embedding_dim
    )
    result = dg.materialize(
        projection_assets[:1],
        resources=_resources(settings, milvus=unreachable),
        instance=dagster_instance,
        raise_on_error=False,
    )
    assert not result.success
    events = rows(settings.database_url, "SELECT status, attempts FROM memory_outbox WHERE target = 'milvus'")
    assert {(e["status"], e["attempts"]) for e in events} == {("pending", 1)}


def test_reconcile_job_from_the_definitions_runs_the_checks(projections, dagster_instance):
    from memory_pipeline import definitions as top_level
    from memory_pipeline.projections import definitions

    # This domain's definitions with the resources declared once for every domain.
    defs = dg.Definitions.merge(definitions.defs, dg.Definitions(resources=top_level.resources))
    commit(projections.database_url, many_facts(2))
    projections.drain("milvus")  # neo4j left behind: its drift check must say so, and repair
    result = defs.resolve_job_def("reconcile_projections").execute_in_process(
        resources=resources_from_env(),
        instance=dagster_instance,
        raise_on_error=False,
    )
    passed = {key: check.passed for key, check in _check_evaluations(result).items()}
    assert len(passed) == 6  # this domain alone: the write path's PII check is not defined here
    assert passed["milvus_memory_vectors", "projection_drift"] is True
    assert passed["neo4j_memory_graph", "projection_drift"] is False
    assert passed["neo4j_memory_graph", "memories_have_events"] is True
    assert passed["neo4j_memory_graph", "no_dead_events"] is True
    reports = projections.converge()
    assert reports["neo4j"].drift == 0


def _cli(*args: str) -> dict:
    completed = subprocess.run(
        [sys.executable, "-m", "memory_pipeline.cli", *args],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    return json.loads(completed.stdout)


def test_cli_drain_reconcile_recall_stats_dead(projections):
    commit(projections.database_url, [("名字", "小明"), ("城市", "杭州")])
    drained = _cli("drain")
    assert (drained["milvus"]["upserts"], drained["neo4j"]["upserts"]) == (2, 4)
    reconciled = _cli("reconcile")
    assert reconciled == {
        target: {"checked": 2, "missing": 0, "stale": 0, "orphan": 0, "repair_enqueued": 0}
        for target in ("milvus", "neo4j")
    }
    found = _cli("recall", "--user", "u1", "用户城市", "--k", "1")
    [hit] = found["slots"]["profile"]
    assert hit["content"] == "用户城市: 杭州" and set(hit) == {
        "id",
        "content",
        "category",
        "slot_hint",
        "importance",
        "score",
    }
    stats = _cli("stats")
    assert stats["memories_by_status"] == {"active": 2}
    assert stats["outbox"] == {"milvus": {"processed": 2}, "neo4j": {"processed": 4}}
    assert stats["projections"]["milvus"]["vectors"] == 2 and stats["projections"]["neo4j"]["follows"] == 1
    assert _cli("dead", "list") == {"dead": 0, "listed": 0, "events": []}
    assert _cli("dead", "replay", "--target", "milvus") == {"replayed": 0, "ids": []}
