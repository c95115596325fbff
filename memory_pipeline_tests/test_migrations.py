"""The migration runner refuses a database built from another version of an applied migration.

Runs against a scratch database on the test server, never the shared test database's
`schema_migrations` rows.
"""

import shutil

import psycopg
import pytest
from psycopg import conninfo
from psycopg import sql as pgsql

import memory_pipeline.db as db

SCRATCH_DATABASE = "memory_mig_test"


def _drop(server: psycopg.Connection) -> None:
    server.execute(pgsql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(pgsql.Identifier(SCRATCH_DATABASE)))


@pytest.fixture
def scratch_url(database_url):
    with psycopg.connect(database_url, autocommit=True) as server:
        _drop(server)
        server.execute(pgsql.SQL("CREATE DATABASE {}").format(pgsql.Identifier(SCRATCH_DATABASE)))
    yield conninfo.make_conninfo(database_url, dbname=SCRATCH_DATABASE)
    with psycopg.connect(database_url, autocommit=True) as server:
        _drop(server)


@pytest.fixture
def migrations_dir(tmp_path, monkeypatch):
    copy = tmp_path / "migrations"
    shutil.copytree(db.MIGRATIONS_DIR, copy)
    monkeypatch.setattr(db, "MIGRATIONS_DIR", copy)
    return copy


def test_new_migrations_apply_and_unchanged_ones_are_skipped(scratch_url, migrations_dir):
    applied = db.migrate(scratch_url)
    assert applied == sorted(p.name for p in migrations_dir.glob("*.sql"))
    (migrations_dir / "9999_extra.sql").write_text("CREATE TABLE mig_test_extra (id int);\n")
    assert db.migrate(scratch_url) == ["9999_extra.sql"]
    assert db.migrate(scratch_url) == []


def test_changed_applied_migration_is_refused(scratch_url, migrations_dir):
    db.migrate(scratch_url)
    changed = sorted(migrations_dir.glob("*.sql"))[-1]
    changed.write_text(changed.read_text() + "\n-- edited after it was applied\n")
    with pytest.raises(RuntimeError, match=rf"migration {changed.name} differs .* add a new migration"):
        db.migrate(scratch_url)


def test_every_migration_number_is_used_once():
    import re

    numbers = [re.match(r"\d{4}[a-z]?", path.name).group() for path in sorted(db.MIGRATIONS_DIR.glob("*.sql"))]
    assert len(numbers) == len(set(numbers)), sorted(n for n in numbers if numbers.count(n) > 1)


def test_a_database_that_recorded_a_renamed_migration_is_moved_to_its_new_name(scratch_url, migrations_dir):
    db.migrate(scratch_url)
    with psycopg.connect(scratch_url, autocommit=True) as conn:
        for new_name, old_name in db.RENAMED_MIGRATIONS.items():
            conn.execute("UPDATE schema_migrations SET name = %s WHERE name = %s", (old_name, new_name))
    assert db.migrate(scratch_url) == []  # nothing re-applied under the new name
    with psycopg.connect(scratch_url, autocommit=True) as conn:
        names = {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}
    assert set(db.RENAMED_MIGRATIONS) <= names and not set(db.RENAMED_MIGRATIONS.values()) & names
