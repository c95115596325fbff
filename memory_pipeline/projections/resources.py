"""Dagster resources for the two projection stores. Each hands out a projector the caller closes."""

from __future__ import annotations

from dagster import ConfigurableResource, EnvVar

from memory_pipeline.projections.events import Projector, check_target
from memory_pipeline.settings import Settings


class MilvusResource(ConfigurableResource):
    """The recall index: one collection on a Milvus server (never a Milvus Lite file)."""

    uri: str
    token: str = ""
    collection: str = "long_term_memory"
    embedding_dim: int = 256

    def projector(self, *, recreate: bool = False) -> Projector:
        """recreate=True drops the collection first (reembed to a new dimension)."""
        # pymilvus costs ~0.6 s to import: only a process that really drains or reconciles pays it.
        from memory_pipeline.projections.milvus_projector import MilvusProjector

        return MilvusProjector(self.uri, self.token, self.collection, self.embedding_dim, drop_existing=recreate)

    @classmethod
    def from_settings(cls, settings: Settings) -> "MilvusResource":
        return cls(
            uri=settings.milvus_uri,
            token=settings.milvus_token,
            collection=settings.milvus_collection,
            embedding_dim=settings.embedding_dim,
        )


class Neo4jResource(ConfigurableResource):
    """The memory graph on a Neo4j 5 server."""

    uri: str
    user: str = "neo4j"
    password: str
    database: str = "neo4j"

    def projector(self) -> Projector:
        from memory_pipeline.projections.neo4j_projector import Neo4jProjector

        return Neo4jProjector(self.uri, self.user, self.password, self.database)

    @classmethod
    def from_settings(cls, settings: Settings) -> "Neo4jResource":
        return cls(
            uri=settings.neo4j_uri,
            user=settings.neo4j_user,
            password=settings.neo4j_password,
            database=settings.neo4j_database,
        )


def milvus_from_env() -> MilvusResource:
    return MilvusResource(
        uri=EnvVar("MILVUS_URI"),
        token=EnvVar("MILVUS_TOKEN"),
        collection=EnvVar("MILVUS_COLLECTION"),
        embedding_dim=EnvVar.int("EMBEDDING_DIM"),
    )


def neo4j_from_env() -> Neo4jResource:
    return Neo4jResource(
        uri=EnvVar("NEO4J_URI"),
        user=EnvVar("NEO4J_USER"),
        password=EnvVar("NEO4J_PASSWORD"),
        database=EnvVar("NEO4J_DATABASE"),
    )


def open_projector(target: str, settings: Settings) -> Projector:
    """A projector for `target` configured from settings (the CLI's path)."""
    resource = {"milvus": MilvusResource, "neo4j": Neo4jResource}[check_target(target)].from_settings(settings)
    return resource.projector()
