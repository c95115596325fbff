"""Duplicate search walks the HNSW graph of the user's shard (migration 0021)."""

from __future__ import annotations

import psycopg

from memory_pipeline.db import one, sql
from memory_pipeline_tests.governance_fixtures import DIM, commit, db, memory  # noqa: F401 - fixture


def _plan(conn, user_id: str) -> str:
    with conn.transaction(force_rollback=True):
        conn.execute(sql("memory/use_hnsw_search"))
        # Few rows: the planner would rather sort the user's rows; forbid the sort so that the
        # index plan, and which index it picks, shows.
        conn.execute("SET LOCAL enable_sort = off")
        cursor = psycopg.ClientCursor(conn)
        params = {"user_id": user_id, "embedding": "[" + ",".join(["0.1"] * DIM) + "]", "limit": 5}
        return "\n".join(row["QUERY PLAN"] for row in cursor.execute("EXPLAIN " + sql("memory/nearest_active"), params))


def test_every_shard_has_its_index_and_a_users_search_uses_its_own(db):
    indexes = {
        row["indexname"]
        for row in db.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'long_term_memory'").fetchall()
    }
    shard_indexes = {name for name in indexes if name.startswith("long_term_memory_embedding_hnsw_shard_")}
    assert shard_indexes == {f"long_term_memory_embedding_hnsw_shard_{n}" for n in range(len(shard_indexes))}
    assert len(shard_indexes) >= 16
    assert "long_term_memory_embedding_hnsw_active" not in indexes
    users = [f"user-{n}" for n in range(40)]
    commit(db, *(memory(user, "城市", f"城市{n}") for n, user in enumerate(users)))
    shards = set()
    for user in users:
        shard = one(db.execute("SELECT memory_vector_shard(%s) AS shard", (user,)))["shard"]
        shards.add(shard)
        assert 0 <= shard < len(shard_indexes)
        plan = _plan(db, user)
        assert f"long_term_memory_embedding_hnsw_shard_{shard} " in plan, plan
    assert len(shards) > 8  # the users spread over the shards


def test_the_search_finds_what_an_exact_scan_finds(db):
    ids = commit(db, *(memory("user-a", f"k{n}", f"value {n}") for n in range(30)), memory("user-b", "k0", "value 0"))
    with db.transaction(force_rollback=True):
        db.execute(sql("memory/use_hnsw_search"))
        db.execute("SET LOCAL enable_sort = off")
        stored = one(db.execute("SELECT embedding::text AS e FROM long_term_memory WHERE id = %s", (ids[7],)))["e"]
        found = db.execute(
            sql("memory/nearest_active"), {"user_id": "user-a", "embedding": stored, "limit": 3}
        ).fetchall()
    assert found[0]["id"] == ids[7] and all(row["id"] in ids[:30] for row in found)
