"""How long a real Dagster run of the write path takes, as the bench reports it.

Two runs of `write_path_job`, executed the way a run worker executes them (the job's own
executor, in-process, with every step, the IO manager and the PII check), against the bench
database, on a temporary DagsterInstance whose run and event-log storage is PostgreSQL (a
scratch `dagster_bench` database, dropped afterwards), as in a deployment: with the default
SQLite storage of a test instance, writing the events costs more than the run itself.

- one new turn: the turn is ingested, `new_turns_sensor` is evaluated and the run it requests
  is executed;
- a two-day backfill: three turns on each of two days, one run over the range, as a UI range
  backfill with BackfillPolicy.single_run() launches it.

The figure is RUN_START -> RUN_SUCCESS from the run's event log. It excludes what happens
before a run worker emits RUN_START: the run launcher starting the process (or pod) and the
process importing the code location.
"""

from __future__ import annotations

import json
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator
from urllib.parse import quote

import dagster as dg
from psycopg import conninfo

from memory_pipeline.db import connect, create_scratch_database, drop_scratch_database
from memory_pipeline.ingest.transcripts import ingest_file
from memory_pipeline.quality.synthetic import synthetic_turns
from memory_pipeline.settings import database_url_for_runs

ONE_TURN_DAY = "2026-11-20"
BACKFILL_DAYS = ("2026-11-21", "2026-11-22")
TURNS_PER_BACKFILL_DAY = 3
DAGSTER_BENCH_DATABASE = "dagster_bench"


@contextmanager
def _postgres_instance(database_url: str) -> Iterator[dg.DagsterInstance]:
    """A throwaway DagsterInstance stored in a scratch database of the bench's server."""
    params = conninfo.conninfo_to_dict(database_url)
    create_scratch_database(database_url, DAGSTER_BENCH_DATABASE, replace=True, migrated=False)
    # conninfo values are typed as any libpq parameter; user and password are text (str() is a no-op)
    password = f":{quote(str(params['password']), safe='')}" if params.get("password") else ""
    # dagster-postgres speaks psycopg2 (as DAGSTER_PG_URL does for the local stack).
    url = (
        f"postgresql+psycopg2://{quote(str(params.get('user', 'postgres')), safe='')}{password}"
        f"@{params.get('host', '127.0.0.1')}:{params.get('port', 5432)}/{DAGSTER_BENCH_DATABASE}"
    )
    try:
        with dg.instance_for_test(overrides={"storage": {"postgres": {"postgres_url": url}}}) as instance:
            yield instance
    finally:
        drop_scratch_database(database_url, DAGSTER_BENCH_DATABASE)


def _ingest(database_url: str, turns: list[dict]) -> None:
    with tempfile.TemporaryDirectory() as folder, connect(database_url, autocommit=True) as conn:
        path = Path(folder) / "turns.jsonl"
        path.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in turns))
        ingest_file(conn, path)


def _dated(turns: list[dict], day: str, prefix: str) -> list[dict]:
    return [{**t, "turn_id": f"{prefix}-{i}", "ts": f"{day}T{10 + i:02d}:00:00+00:00"} for i, t in enumerate(turns)]


def run_start_to_success(instance: dg.DagsterInstance, run_id: str) -> float:
    wanted = (dg.DagsterEventType.RUN_START, dg.DagsterEventType.RUN_SUCCESS)
    stamps = {}
    for record in instance.all_logs(run_id, of_type=set(wanted)):
        assert record.dagster_event is not None  # of_type returns only Dagster events
        stamps[record.dagster_event.event_type] = record.timestamp
    if dg.DagsterEventType.RUN_SUCCESS not in stamps:
        raise RuntimeError(f"run {run_id} did not succeed")
    return round(stamps[dg.DagsterEventType.RUN_SUCCESS] - stamps[dg.DagsterEventType.RUN_START], 3)


def run_latency_phase(database_url: str) -> dict:
    from memory_pipeline.definitions import defs, resources_from_env
    from memory_pipeline.write_path.runs import run_write_path
    from memory_pipeline.write_path.sensors import new_turns_sensor

    job = defs.resolve_job_def("write_path_job")
    pool = synthetic_turns(1 + 2 * TURNS_PER_BACKFILL_DAY, users=1)
    with database_url_for_runs(database_url), _postgres_instance(database_url) as instance:
        _ingest(database_url, _dated(pool[:1], ONE_TURN_DAY, "latency-one"))
        requests = new_turns_sensor(dg.build_sensor_context(instance=instance, resources=resources_from_env()))
        if not isinstance(requests, list) or len(requests) != 1:
            raise RuntimeError(f"the sensor should request one run for one new turn, got {requests!r}")
        [request] = requests
        one_turn = job.execute_in_process(
            instance=instance,
            partition_key=request.partition_key,
            tags=request.tags,
            raise_on_error=False,
            resources=resources_from_env(),
        )
        one_turn_seconds = run_start_to_success(instance, one_turn.run_id)

        rest = pool[1:]
        for index, day in enumerate(BACKFILL_DAYS):
            day_turns = rest[index * TURNS_PER_BACKFILL_DAY : (index + 1) * TURNS_PER_BACKFILL_DAY]
            _ingest(database_url, _dated(day_turns, day, f"latency-{day}"))
        backfill = run_write_path(BACKFILL_DAYS[0], BACKFILL_DAYS[-1], instance=instance)
        backfill_seconds = run_start_to_success(instance, backfill.run_id)
    return {
        "measures": "RUN_START -> RUN_SUCCESS of write_path_job from the run's event log (in-process "
        "executor, PostgreSQL run storage); excludes launching the run process and importing the code location",
        "executor": job.executor_def.name,
        "sensor_run_one_turn_seconds": one_turn_seconds,
        "backfill_two_days_seconds": backfill_seconds,
        "backfill_turns": len(BACKFILL_DAYS) * TURNS_PER_BACKFILL_DAY,
    }
