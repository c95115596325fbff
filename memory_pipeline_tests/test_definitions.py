"""The whole Dagster code location loads, with the shape users rely on."""

import dagster as dg

from memory_pipeline.definitions import defs


def test_definitions_load_and_validate():
    dg.Definitions.validate_loadable(defs)
    repo = defs.get_repository_def()
    assert repo.get_job("write_path_job")


def test_write_path_assets_are_partitioned_single_run_backfills():
    graph = defs.resolve_asset_graph()
    for name in ("raw_transcripts", "extracted_facts", "gated_facts", "classified_memories", "long_term_memory"):
        node = graph.get(dg.AssetKey(name))
        assert isinstance(node.partitions_def, dg.DailyPartitionsDefinition), name
        assert node.backfill_policy == dg.BackfillPolicy.single_run(), name
    lineage = [graph.get(dg.AssetKey(n)).parent_keys for n in ("raw_transcripts", "long_term_memory")]
    assert lineage == [{dg.AssetKey("conversation_turns")}, {dg.AssetKey("classified_memories")}]


def test_sensors_and_schedules_users_rely_on_default_to_running():
    for sensor in defs.sensors or []:
        assert sensor.default_status == dg.DefaultSensorStatus.RUNNING, sensor.name
    for schedule in defs.schedules or []:
        assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING, schedule.name


def test_every_schedule_runs_in_utc():
    schedules = list(defs.schedules or [])
    assert any(schedule.name == "reconcile_projections_hourly" for schedule in schedules)
    for schedule in schedules:
        assert schedule.execution_timezone == "UTC", schedule.name


# The pure logic of each domain: importable and testable with no Dagster, database or client.
PURE_MODULES = (
    "write_path.screening.gates",
    "write_path.screening.fact_gates",
    "write_path.facts",
    "write_path.classifier",
    "projections.guard",
    "projections.backoff",
    "governance.rules",
    "embedding.band_fitting",
    "identifiers",
    "forgotten",
)


def test_each_domains_pure_logic_imports_no_framework_or_client():
    import subprocess
    import sys

    probe = (
        "import importlib, sys\n"
        f"for name in {PURE_MODULES!r}: importlib.import_module('memory_pipeline.' + name)\n"
        "print(sorted(m for m in ('dagster', 'psycopg', 'pymilvus', 'neo4j', 'openai') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
