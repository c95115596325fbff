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
