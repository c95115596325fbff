"""No projection waits for a person: a drain killed before its claim, and a target down past the
dead threshold, converge to 0 drift with no manual command. The sensors and jobs are driven
directly (build_sensor_context, execute_in_process) in the order the daemon would run them."""

from __future__ import annotations

import time

import dagster as dg

from memory_pipeline import stack
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.projections.sensors import dead_event_revival_sensor, neo4j_outbox_sensor
from memory_pipeline.resources import PostgresResource
from memory_pipeline_tests.faults import harness
from memory_pipeline_tests.projection_fixtures import (  # noqa: F401 - fixtures
    commit,
    dagster_instance,
    many_facts,
    projections,
    restart,
    rows,
)


def _sensor_context(instance: dg.DagsterInstance, settings) -> dg.SensorEvaluationContext:
    return dg.build_sensor_context(
        instance=instance,
        resources={
            "postgres": PostgresResource(database_url=settings.database_url),
            "milvus": settings.milvus,
            "neo4j": settings.neo4j,
        },
    )


def _drain_job_run(instance: dg.DagsterInstance, request: dg.RunRequest) -> dg.ExecuteInProcessResult:
    """What the daemon launches for the sensor's request: the real drain job of the definitions."""
    from memory_pipeline.definitions import defs, resources_from_env

    job = defs.resolve_job_def("drain_neo4j_outbox")
    return job.execute_in_process(
        resources=resources_from_env(), instance=instance, tags=request.tags, raise_on_error=False
    )


def _statuses(database_url: str) -> dict[str, int]:
    found = rows(database_url, "SELECT status, count(*) AS n FROM memory_outbox WHERE target = 'neo4j' GROUP BY status")
    return {row["status"]: row["n"] for row in found}


def test_a_drain_killed_before_its_claim_is_followed_by_a_new_drain(projections, dagster_instance):
    settings = projections.settings()
    commit(settings.database_url, many_facts(4))
    context = _sensor_context(dagster_instance, settings)
    first = neo4j_outbox_sensor(context)
    assert isinstance(first, dg.RunRequest)
    assert harness.finish(harness.start_child("drain", "neo4j", kill_at="drain_claim:1")) == harness.KILLED
    assert _statuses(settings.database_url) == {"pending": 8}  # nothing claimed, nothing lost
    # The requested drain ended without claiming; its run is finished, so the next tick asks again.
    assert _drain_job_run(dagster_instance, first).success
    assert isinstance(neo4j_outbox_sensor(context), dg.SkipReason)  # that drain emptied the backlog
    assert projections.reconcile("neo4j", repair=False).drift == 0


def test_neo4j_down_past_the_dead_threshold_converges_with_no_manual_command(
    projections, dagster_instance, monkeypatch
):
    monkeypatch.setenv("OUTBOX_MAX_ATTEMPTS", "1")  # the dead threshold, small for the test
    settings = projections.settings()
    commit(settings.database_url, many_facts(3))
    assert projections.converge()["neo4j"].drift == 0

    stack.stop_service("neo4j")
    commit(settings.database_url, many_facts(3, start=3), turn_prefix="during-outage")
    context = _sensor_context(dagster_instance, settings)
    request = neo4j_outbox_sensor(context)
    assert not _drain_job_run(dagster_instance, request).success  # the store is down
    assert _statuses(settings.database_url) == {"processed": 6, "dead": 6}
    # While Neo4j is down the probe fails and the dead events wait.
    assert "not healthy" in dead_event_revival_sensor(context).skip_message
    assert _statuses(settings.database_url)["dead"] == 6

    started = time.monotonic()
    settings = restart("neo4j")  # it may come back on another port: fresh settings
    context = _sensor_context(dagster_instance, settings)
    assert "revived 6 of 6" in dead_event_revival_sensor(context).skip_message
    request = neo4j_outbox_sensor(context)
    assert isinstance(request, dg.RunRequest)
    assert _drain_job_run(dagster_instance, request).success
    converged_seconds = time.monotonic() - started
    assert _statuses(settings.database_url) == {"processed": 12}
    assert {target: report.drift for target, report in projections.converge().items()} == {"milvus": 0, "neo4j": 0}
    print(f"neo4j outage: converged {converged_seconds:.1f} s after the restart began (sensor ticks driven directly)")


def test_revival_is_bounded_per_event(projections, dagster_instance, monkeypatch):
    """A poison event (dead again after every revival) stops being revived after DEAD_MAX_REVIVALS."""
    monkeypatch.setenv("DEAD_MAX_REVIVALS", "2")
    settings = projections.settings()
    commit(settings.database_url, many_facts(1))
    context = _sensor_context(dagster_instance, settings)
    for round_ in range(3):
        rows(settings.database_url, "UPDATE memory_outbox SET status = 'dead' WHERE target = 'neo4j' RETURNING id")
        message = dead_event_revival_sensor(context).skip_message
        assert ("revived 2 of 2" in message) == (round_ < 2), message
    assert _statuses(settings.database_url) == {"dead": 2}
