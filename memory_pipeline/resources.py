"""Resources shared by every domain. Domain-specific clients live with their domain."""

from __future__ import annotations

import psycopg
from dagster import ConfigurableResource, EnvVar

from memory_pipeline.db import connect


class PostgresResource(ConfigurableResource):
    """The memory store: PostgreSQL with pgvector, the single source of truth."""

    database_url: str

    def connect(self, *, autocommit: bool = False) -> psycopg.Connection:
        return connect(self.database_url, autocommit=autocommit)


def postgres_from_env() -> PostgresResource:
    return PostgresResource(database_url=EnvVar("DATABASE_URL"))
