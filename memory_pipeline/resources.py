"""Resources shared by every domain. Domain-specific clients live with their domain.

Every resource is configured the same way: `Resource.from_env()` (the CLI: values now) or
`Resource.configured_by_env()` (the Dagster definitions: `EnvVar`s resolved when a run
starts), each field read from its variable (see `settings.env_name`), the field's default
when the variable is unset.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from dagster import ConfigurableResource

from memory_pipeline.db import Connection, connect
from memory_pipeline.settings import environment, fields_from_env, require_production_ready


class EnvConfigured:
    """Builds a ConfigurableResource from the environment."""

    ENV_PREFIX: ClassVar[str] = ""
    ENV_NAMES: ClassVar[dict[str, str]] = {}
    if TYPE_CHECKING:  # pydantic's, from the ConfigurableResource every subclass also is
        model_fields: ClassVar[dict[str, Any]]

    @classmethod
    def from_env(cls, *, as_env_vars: bool = False, env: dict[str, str] | None = None, **given):
        """`given` fields (derived from another resource) win over the environment; `env` is
        `settings.environment()` when the caller has already read it."""
        env = environment() if env is None else env
        return cls(**{**fields_from_env(cls, env, as_env_vars=as_env_vars), **given})

    @classmethod
    def configured_by_env(cls, *, env: dict[str, str] | None = None, **given):
        return cls.from_env(as_env_vars=True, env=env, **given)

    def replaced(self, **changes):
        """A copy with some fields changed."""
        return type(self)(**{**{name: getattr(self, name) for name in type(self).model_fields}, **changes})


class PostgresResource(EnvConfigured, ConfigurableResource):
    """The memory store: PostgreSQL with pgvector, the single source of truth."""

    database_url: str

    def setup_for_execution(self, context) -> None:
        # Every job uses this resource, and Dagster sets it up before the first step body: a
        # run pod that misses a Secret stops here, before it writes anything.
        require_production_ready("run")

    def connect(self, *, autocommit: bool = False) -> Connection:
        return connect(self.database_url, autocommit=autocommit)
