"""Resources shared by every domain. Domain-specific clients live with their domain."""

from __future__ import annotations

import psycopg
from dagster import ConfigurableResource, EnvVar

from memory_pipeline.db import connect
from memory_pipeline.settings import require_production_ready


class PostgresResource(ConfigurableResource):
    """The memory store: PostgreSQL with pgvector, the single source of truth."""

    database_url: str

    def setup_for_execution(self, context) -> None:
        # Every job uses this resource, and Dagster sets it up before the first step body: a
        # run pod that misses a Secret stops here, before it writes anything.
        require_production_ready("run")

    def connect(self, *, autocommit: bool = False) -> psycopg.Connection:
        return connect(self.database_url, autocommit=autocommit)


def postgres_from_env() -> PostgresResource:
    return PostgresResource(database_url=EnvVar("DATABASE_URL"))
