"""Dagster resources for the two projection stores. Each hands out a projector the caller closes."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from dagster import ConfigurableResource

from memory_pipeline.projections.events import check_target
from memory_pipeline.resources import EnvConfigured

if TYPE_CHECKING:
    from memory_pipeline.projections.milvus_projector import MilvusProjector
    from memory_pipeline.projections.neo4j_projector import Neo4jProjector
    from memory_pipeline.settings import Settings


class MilvusResource(EnvConfigured, ConfigurableResource):
    """The recall index: one collection on a Milvus server (never a Milvus Lite file)."""

    ENV_PREFIX: ClassVar[str] = "MILVUS_"
    # The collection's dimension is the embedder's (LLMResource).
    ENV_NAMES: ClassVar[dict[str, str]] = {"embedding_dim": "EMBEDDING_DIM"}

    uri: str = ""  # empty: the projector says to start the stack or set MILVUS_URI
    token: str = ""
    collection: str = "long_term_memory"
    embedding_dim: int = 256

    def projector(self, *, recreate: bool = False) -> MilvusProjector:
        """recreate=True drops the collection first (reembed to a new dimension)."""
        # pymilvus costs ~0.6 s to import: only a process that really drains or reconciles pays it.
        from memory_pipeline.projections.milvus_projector import MilvusProjector

        return MilvusProjector(self.uri, self.token, self.collection, self.embedding_dim, drop_existing=recreate)


class Neo4jResource(EnvConfigured, ConfigurableResource):
    """The memory graph on a Neo4j 5 server."""

    ENV_PREFIX: ClassVar[str] = "NEO4J_"

    uri: str = ""  # empty: the projector says to start the stack or set NEO4J_URI
    user: str = "neo4j"
    password: str = ""
    database: str = "neo4j"

    def projector(self) -> Neo4jProjector:
        from memory_pipeline.projections.neo4j_projector import Neo4jProjector

        return Neo4jProjector(self.uri, self.user, self.password, self.database)


def open_projector(target: str, settings: Settings) -> MilvusProjector | Neo4jProjector:
    """A projector for `target` configured from settings (the CLI's path)."""
    resource = {"milvus": settings.milvus, "neo4j": settings.neo4j}[check_target(target)]
    return resource.projector()
