"""`memory-pipeline demo`: the main job on the embedded local stack, end to end.

Starts the stack, ingests the bundled sample transcripts, runs the write path over their days
as one Dagster run (recorded in the local Dagster instance when DAGSTER_HOME is set), merges
the near-duplicates it recorded, then materializes the projections and the evaluation with
every check in a second run of the same instance (so the UI shows the whole graph
materialized and every check evaluated), explains one memory and shows a recall.
Prints what each stage did.
"""

from __future__ import annotations

import sys

from memory_pipeline.settings import DATA_DIR

SAMPLES = DATA_DIR / "samples" / "transcripts.jsonl"
BAD_LINES = DATA_DIR / "samples" / "bad_lines.jsonl"
RECALL_EXAMPLE = ("u_zhangwei", "我住在哪个城市？")


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _instance():
    import dagster as dg

    from memory_pipeline.settings import dagster_home

    if dagster_home() is not None:
        return dg.DagsterInstance.get()
    _say("DAGSTER_HOME is not set: this run is not kept in a Dagster instance (make demo sets it)")
    return dg.DagsterInstance.ephemeral()


def run_demo() -> dict:
    from memory_pipeline import stack
    from memory_pipeline.db import connect, one
    from memory_pipeline.governance.history import memory_history
    from memory_pipeline.governance.merge import execute_merges
    from memory_pipeline.ingest.transcripts import ingest_file
    from memory_pipeline.lineage.explain import explain
    from memory_pipeline.lineage.provenance import name_writer
    from memory_pipeline.llm.backends import ModelBackend
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.projections.recall import recall
    from memory_pipeline.projections.resources import open_projector
    from memory_pipeline.settings import apply_defaults, load_settings
    from memory_pipeline.projections.assets import asset_key
    from memory_pipeline.write_path.runs import (
        check_evaluations,
        materialization_metadata,
        materialize_rest_of_graph,
        report_source_rows,
        run_write_path,
    )

    summary: dict = {}
    _say("1/7 local stack: starting PostgreSQL, Milvus and Neo4j (first run downloads Neo4j via Maven)")
    summary["stack"] = {name: svc["uri"] for name, svc in stack.ensure_up()["services"].items()}
    apply_defaults()
    settings = load_settings()

    _say("2/7 ingest: bundled samples, and a file with bad lines to show how they are reported")
    with connect(settings.database_url) as conn:
        samples = ingest_file(conn, SAMPLES).as_dict()
        bad = ingest_file(conn, BAD_LINES).as_dict()
        first_day, last_day = (
            d.isoformat()
            for d in one(conn.execute("SELECT min(day) AS a, max(day) AS b FROM conversation_turns")).values()
        )
    summary["ingest"] = {"samples": samples, "bad_lines_demo": bad}

    _say(f"3/7 write path: one Dagster run over {first_day}..{last_day} (a single-run range backfill)")
    with _instance() as instance:
        report_source_rows(instance, samples["inserted"], f"{first_day}..{last_day}")
        result = run_write_path(first_day, last_day, instance)
    summary["write_path"] = {"run_id": result.run_id, "success": result.success, **materialization_metadata(result)}
    if not result.success:
        return summary

    _say("4/7 governance: merging the near-duplicates the write path recorded")
    with connect(settings.database_url, autocommit=True) as conn:
        backend = ModelBackend(settings.llm, conn)
        name_writer(conn, step="demo:merge", merge_writer=backend.merge_name)
        summary["merge"] = execute_merges(conn, backend)
        superseded = conn.execute(
            "SELECT id FROM long_term_memory WHERE status = 'superseded' ORDER BY id LIMIT 1"
        ).fetchone()
        if superseded:
            summary["history_example"] = memory_history(conn, superseded["id"])

    _say("5/7 projections: one Dagster run drains the outbox into Milvus and Neo4j, then runs every check")
    with _instance() as instance:
        rest = materialize_rest_of_graph(instance)
    materialized = materialization_metadata(rest)
    checks = check_evaluations(rest)
    summary["drain"] = {
        target: materialized.get(asset_key(target).to_user_string(), {}) for target in ("milvus", "neo4j")
    }
    summary["checks"] = {name: outcome["passed"] for name, outcome in checks.items()}

    _say("6/7 reconciliation: the projection_drift checks of that run (PostgreSQL against both projections)")
    summary["reconcile"] = {
        target: {
            k: v
            for k, v in checks.get(f"{asset_key(target).to_user_string()}:projection_drift", {}).items()
            if k in ("checked", "missing", "stale", "orphan", "repair_enqueued", "passed")
        }
        for target in ("milvus", "neo4j")
    }
    with connect(settings.database_url, autocommit=True) as conn:
        if superseded:
            summary["explain_example"] = explain(
                conn,
                superseded["id"],
                caller_user=None,
                operator=True,
                projectors={t: (lambda t=t: open_projector(t, settings)) for t in ("milvus", "neo4j")},
            )
        _say("7/7 recall: " + " / ".join(RECALL_EXAMPLE))
        # open_projector("milvus", settings), typed as the MilvusProjector that recall needs
        milvus = settings.milvus.projector()
        try:
            summary["recall"] = recall(conn, milvus, get_embedder(settings.llm), *RECALL_EXAMPLE, k=3)
        finally:
            milvus.close()
    summary["try_next"] = [
        f'memory-pipeline recall --user {RECALL_EXAMPLE[0]} "{RECALL_EXAMPLE[1]}"',
        "memory-pipeline explain --memory ID --operator",
        "memory-pipeline history --memory ID",
        "memory-pipeline stats",
        "make dev   # the Dagster UI, with this run in its history",
    ]
    return summary


def _demo(args) -> int:
    from memory_pipeline.cli import emit

    summary = run_demo()
    emit(summary)
    ok = (
        summary.get("write_path", {}).get("success")
        and all(summary.get("checks", {}).values())
        and all(
            not any(report.get(k) for k in ("missing", "stale", "orphan"))
            for report in summary.get("reconcile", {}).values()
        )
    )
    return 0 if ok else 1


def register(subparsers) -> None:
    parser = subparsers.add_parser("demo", help="run the whole pipeline on the bundled samples (local stack)")
    parser.set_defaults(handler=_demo)
