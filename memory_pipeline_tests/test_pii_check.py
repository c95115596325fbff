"""The `no_pii_in_long_term_memory` asset check, run as Dagster runs it, against real PostgreSQL."""

import dagster as dg

from memory_pipeline.memory_store import NewMemory, commit_memories
from memory_pipeline.write_path.checks import no_pii_in_long_term_memory

PHONE = "13800138000"
CHECK_KEY = dg.AssetCheckKey(dg.AssetKey("long_term_memory"), "no_pii_in_long_term_memory")


def _memory(content: str, turn: str) -> NewMemory:
    return NewMemory(
        user_id="u1",
        content=content,
        importance=0.7,
        embedding=None,
        category="identity",
        tags=("src:user",),
        slot_hint="profile",
        source="user",
        source_turn_id=turn,
        fact_key="联系方式",
    )


def _run_check() -> dg.AssetCheckEvaluation:
    from memory_pipeline.definitions import resources_from_env

    resources = resources_from_env()

    defs = dg.Definitions(
        asset_checks=[no_pii_in_long_term_memory],
        jobs=[dg.define_asset_job("pii_check", selection=dg.AssetSelection.checks(no_pii_in_long_term_memory))],
        resources=resources,
    )
    result = defs.resolve_job_def("pii_check").execute_in_process(
        resources=resources_from_env(), instance=dg.DagsterInstance.ephemeral()
    )
    assert result.success
    [evaluation] = result.get_asset_check_evaluations()
    return evaluation


def test_check_is_registered_on_long_term_memory():
    from memory_pipeline.definitions import defs, resources_from_env

    assert CHECK_KEY in defs.resolve_asset_graph().asset_check_keys


def test_clean_memories_pass(conn):
    commit_memories(conn, [_memory("用户城市: 杭州", "t-clean")])
    evaluation = _run_check()
    assert evaluation.passed
    assert evaluation.metadata["checked"].value == 1
    assert evaluation.metadata["offending_ids"].value == "none"


def test_memory_with_a_phone_number_fails_without_echoing_it(conn):
    clean = commit_memories(conn, [_memory("用户城市: 杭州", "t-clean")]).inserted_ids
    leaked = commit_memories(conn, [_memory(f"用户电话: {PHONE}", "t-leak")]).inserted_ids
    evaluation = _run_check()
    assert not evaluation.passed
    assert evaluation.metadata["checked"].value == len(clean) + len(leaked) == 2
    assert evaluation.metadata["offending_ids"].value == str(leaked[0])
    assert "pii.mobile" in evaluation.metadata["reason_codes"].value
    assert all(PHONE not in str(value.value) for value in evaluation.metadata.values())
    assert PHONE not in str(evaluation.description or "")


def test_only_active_memories_are_scanned(conn):
    [leaked] = commit_memories(conn, [_memory(f"用户电话: {PHONE}", "t-leak")]).inserted_ids
    conn.execute("UPDATE long_term_memory SET status = 'evicted' WHERE id = %s", (leaked,))
    conn.commit()
    evaluation = _run_check()
    assert evaluation.passed and evaluation.metadata["checked"].value == 0
