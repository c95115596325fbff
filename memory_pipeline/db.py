"""PostgreSQL access: connections, named SQL files and the migration runner."""

from __future__ import annotations

import hashlib
import os
from contextlib import contextmanager
from functools import lru_cache
from typing import Iterator

import psycopg
from pgvector.psycopg import register_vector
from psycopg.rows import dict_row

from memory_pipeline.settings import SQL_DIR

MIGRATIONS_DIR = SQL_DIR / "migrations"
QUERIES_DIR = SQL_DIR / "queries"
# Serialises concurrent migrators (stack up, test setup, a Dagster run) on one database.
MIGRATION_LOCK_ID = 0x6D656D6F


@lru_cache(maxsize=None)
def sql(name: str) -> str:
    """The text of `sql/queries/<name>.sql`."""
    return (QUERIES_DIR / f"{name}.sql").read_text()


def connect(database_url: str, *, autocommit: bool = False) -> psycopg.Connection:
    conn = psycopg.connect(database_url, autocommit=autocommit, row_factory=dict_row)
    try:
        register_vector(conn)
    except psycopg.ProgrammingError:
        # The vector type does not exist before the first migration creates the extension.
        pass
    return conn


@contextmanager
def transaction(database_url: str) -> Iterator[psycopg.Connection]:
    with connect(database_url) as conn:
        with conn.transaction():
            yield conn


def embedding_dim() -> int:
    return int(os.environ.get("EMBEDDING_DIM", "256"))


def _render(text: str) -> str:
    return text.replace("{{EMBEDDING_DIM}}", str(embedding_dim()))


def migrate(database_url: str) -> list[str]:
    """Apply pending migrations in name order, each in its own transaction; return the applied names."""
    applied_now: list[str] = []
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK_ID,))
        try:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
            )
            done = {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}
            for path in sorted(MIGRATIONS_DIR.glob("*.sql")):
                if path.name in done:
                    continue
                text = _render(path.read_text())
                with conn.transaction():
                    conn.execute(text)
                    conn.execute(
                        "INSERT INTO schema_migrations (name, checksum) VALUES (%s, %s)",
                        (path.name, hashlib.sha256(text.encode()).hexdigest()),
                    )
                applied_now.append(path.name)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK_ID,))
    check_embedding_dim(database_url)
    return applied_now


def check_embedding_dim(database_url: str) -> None:
    """A deployment's dimension is fixed: refuse to run against a column of another size."""
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT atttypmod FROM pg_attribute"
            " WHERE attrelid = 'long_term_memory'::regclass AND attname = 'embedding'"
        ).fetchone()
    if row and row[0] != embedding_dim():
        raise RuntimeError(
            f"EMBEDDING_DIM={embedding_dim()} but long_term_memory.embedding is vector({row[0]}); "
            "use the dimension this database was created with, or a fresh database."
        )
