"""PostgreSQL access: connections, named SQL files and the migration runner."""

from __future__ import annotations

import hashlib
from contextlib import contextmanager
from functools import lru_cache
from typing import Iterator, LiteralString, TypeAlias, TypeVar, cast

import psycopg
from pgvector.psycopg import register_vector
from psycopg.rows import DictRow, dict_row

from memory_pipeline.settings import SQL_DIR, configured_embedding_dim

# Every connection of the project returns rows as dicts.
Connection: TypeAlias = psycopg.Connection[DictRow]

MIGRATIONS_DIR = SQL_DIR / "migrations"
QUERIES_DIR = SQL_DIR / "queries"
# Serialises concurrent migrators (stack up, test setup, a Dagster run) on one database.
MIGRATION_LOCK_ID = 0x6D656D6F


@lru_cache(maxsize=None)
def sql(name: str) -> LiteralString:
    """The text of `sql/queries/<name>.sql`: shipped with the package, never built from input,
    which is what psycopg's LiteralString asks of a query."""
    return cast(LiteralString, (QUERIES_DIR / f"{name}.sql").read_text())


_Row = TypeVar("_Row")


def one(cursor: psycopg.Cursor[_Row]) -> _Row:
    """The row of a query that always returns one (an aggregate, EXISTS, a RETURNING of a write that
    happened): `fetchone()` typed without the None such a query never gives."""
    row = cursor.fetchone()
    if row is None:
        raise RuntimeError("a query that always returns a row returned none")
    return row


def connect(database_url: str, *, autocommit: bool = False) -> Connection:
    # Connection (psycopg.Connection[DictRow]).connect is psycopg.connect, typed with the row type.
    conn = Connection.connect(database_url, autocommit=autocommit, row_factory=dict_row)
    try:
        register_vector(conn)
    except psycopg.ProgrammingError:
        # The vector type does not exist before the first migration creates the extension.
        pass
    return conn


@contextmanager
def transaction(database_url: str) -> Iterator[Connection]:
    with connect(database_url) as conn:
        with conn.transaction():
            yield conn


def embedding_dim() -> int:
    return configured_embedding_dim()


def _render(text: str, dim: int | None = None) -> str:
    return text.replace("{{EMBEDDING_DIM}}", str(embedding_dim() if dim is None else dim))


def column_embedding_dim(conn) -> int | None:
    """The dimension of long_term_memory.embedding as the database has it (None before migrations)."""
    row = conn.execute(
        "SELECT a.atttypmod FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid"
        " WHERE c.relname = 'long_term_memory' AND c.relkind = 'r' AND a.attname = 'embedding'"
        " AND NOT a.attisdropped AND pg_table_is_visible(c.oid)"
    ).fetchone()
    if row is None:
        return None
    return row[0] if isinstance(row, tuple) else row["atttypmod"]


def _checksum(rendered: str) -> str:
    return hashlib.sha256(rendered.encode()).hexdigest()


def _changed_migration_error(name: str, source: str) -> RuntimeError:
    message = (
        f"migration {name} differs from the version applied to this database (checksum mismatch). "
        "Applied migrations are immutable: restore the file and add a new migration for the change."
    )
    if "{{EMBEDDING_DIM}}" in source:
        message += (
            f" It is rendered with EMBEDDING_DIM={embedding_dim()}; if the database was created with "
            "another dimension, use that one."
        )
    return RuntimeError(message)


# Migrations renamed after release (new name: old name). Each number is used once; a database
# that recorded the old name is moved to the new one before anything is compared.
RENAMED_MIGRATIONS = {"0004b_governance_storage.sql": "0004_governance_storage.sql"}


def migrate(database_url: str, *, check_dimension: bool = True) -> list[str]:
    """Apply pending migrations in name order, each in its own transaction; return the applied names.

    An already-applied migration whose rendered text no longer matches its recorded checksum is an
    error: the database was built from another version of that file. A migration templated with
    the embedding dimension is verified at the dimension the column has now (`reembed` changes
    it and re-records those checksums); `check_dimension` then compares that with the
    configuration (off only for `reembed`, which is what reconciles the two).
    """
    migrations = sorted(MIGRATIONS_DIR.glob("*.sql"))
    if not migrations:
        raise RuntimeError(f"no migration files in {MIGRATIONS_DIR}: the package was installed without its SQL")
    applied_now: list[str] = []
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK_ID,))
        try:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
            )
            for new_name, old_name in RENAMED_MIGRATIONS.items():
                conn.execute("UPDATE schema_migrations SET name = %s WHERE name = %s", (new_name, old_name))
            done = dict(conn.execute("SELECT name, checksum FROM schema_migrations").fetchall())
            current_dim = column_embedding_dim(conn)
            for path in migrations:
                source = path.read_text()
                text = _render(source)
                checksum = _checksum(text)
                if path.name in done:
                    if done[path.name] != _checksum(_render(source, current_dim)):
                        raise _changed_migration_error(path.name, source)
                    continue
                with conn.transaction():
                    # The migration files ship with the package, like sql()'s queries.
                    conn.execute(cast(LiteralString, text))
                    conn.execute(
                        "INSERT INTO schema_migrations (name, checksum) VALUES (%s, %s)", (path.name, checksum)
                    )
                applied_now.append(path.name)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK_ID,))
    if check_dimension:
        check_embedding_dim(database_url)
    return applied_now


def record_embedding_dim_change(conn, dim: int) -> None:
    """Inside reembed's column swap: the templated migrations now describe the schema at `dim`,
    so their recorded checksums become those of the rendering at `dim`."""
    for path in sorted(MIGRATIONS_DIR.glob("*.sql")):
        source = path.read_text()
        if "{{EMBEDDING_DIM}}" in source:
            conn.execute(
                "UPDATE schema_migrations SET checksum = %s WHERE name = %s",
                (_checksum(_render(source, dim)), path.name),
            )


def check_embedding_dim(database_url: str, dim: int | None = None) -> None:
    """A deployment's dimension is fixed: refuse to run against a column of another size."""
    dim = embedding_dim() if dim is None else dim
    with psycopg.connect(database_url) as conn:
        column_dim = column_embedding_dim(conn)
    if column_dim is not None and column_dim != dim:
        raise RuntimeError(
            f"the configured embedder produces {dim} dimensions (EMBEDDING_DIM) but "
            f"long_term_memory.embedding is vector({column_dim}); run `memory-pipeline reembed` to move "
            "this database to the configured model, or configure the embedder it was built with."
        )


# --- scratch databases: the benchmark's, the scale check's and the run-latency instance's -------


def scratch_database_url(database_url: str, name: str) -> str:
    """The URL of database `name` on the server of `database_url`; never the configured one."""
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    params = conninfo_to_dict(database_url)
    if params.get("dbname") == name:
        raise RuntimeError(f"refusing to use the configured database {name!r} as a scratch database")
    return make_conninfo(**{**params, "dbname": name})


def drop_scratch_database(database_url: str, name: str) -> None:
    from psycopg import sql as pgsql

    scratch_database_url(database_url, name)  # refuses the configured database
    with psycopg.connect(database_url, autocommit=True) as server:
        server.execute(pgsql.SQL(sql("scratch/drop_database")).format(database=pgsql.Identifier(name)))


def create_scratch_database(database_url: str, name: str, *, replace: bool, migrated: bool = True) -> str:
    """Create database `name` beside the configured one (dropped first when `replace`, else kept
    if it exists), apply the migrations when `migrated`, and return its URL."""
    from psycopg import sql as pgsql

    url = scratch_database_url(database_url, name)
    if replace:
        drop_scratch_database(database_url, name)
    with Connection.connect(database_url, autocommit=True, row_factory=dict_row) as server:
        if not one(server.execute(sql("scratch/database_exists"), {"name": name}))["present"]:
            server.execute(pgsql.SQL(sql("scratch/create_database")).format(database=pgsql.Identifier(name)))
    if migrated:
        migrate(url)
    return url
