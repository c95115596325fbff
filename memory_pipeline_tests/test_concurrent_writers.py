"""Two processes writing the same user's memories at once (an overlapping backfill and a sensor
run) must not create duplicates: look-up plus insert is atomic per user in PostgreSQL."""

from __future__ import annotations

import multiprocessing

from memory_pipeline.db import connect

FACTS = [("名字", "小明"), ("城市", "杭州"), ("喜欢", "手冲咖啡"), ("过敏", "花生"), ("公司", "字节跳动")]


def _write_same_facts(database_url: str, writer: str, barrier) -> None:
    import os

    os.environ["DATABASE_URL"] = database_url
    from memory_pipeline.llm.backends import ModelBackend
    from memory_pipeline.settings import load_settings
    from memory_pipeline.write_path.stages import classify_and_embed, write_memories

    facts = [
        {
            "turn_id": f"{writer}-{i}",
            "user_id": "u-race",
            "ts": f"2026-11-24T10:0{i}:00+00:00",
            "day": "2026-11-24",
            "source": "user",
            "key": key,
            "value": value,
            "importance": 0.7,
            "content": f"用户{key}: {value}",
        }
        for i, (key, value) in enumerate(FACTS)
    ]
    with connect(database_url, autocommit=True) as conn:
        backend = ModelBackend(load_settings().llm, conn)
        memories, _ = classify_and_embed(facts, backend)
        barrier.wait()  # both writers start the commit together
        write_memories(conn, memories, backend)


def test_two_processes_writing_one_user_create_no_duplicates(clean_db):
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    writers = [context.Process(target=_write_same_facts, args=(clean_db, name, barrier)) for name in ("a", "b")]
    for process in writers:
        process.start()
    for process in writers:
        process.join(120)
        assert process.exitcode == 0
    with connect(clean_db) as conn:
        rows = conn.execute(
            "SELECT content, count(*) AS n FROM long_term_memory WHERE status = 'active' GROUP BY content"
        ).fetchall()
        events = conn.execute("SELECT count(*) AS n FROM memory_outbox").fetchone()["n"]
    assert sorted(r["content"] for r in rows) == sorted(f"用户{k}: {v}" for k, v in FACTS)
    assert all(r["n"] == 1 for r in rows)
    assert events == 3 * len(FACTS)
