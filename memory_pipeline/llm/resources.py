"""The model endpoint: the write path's extraction, governance's judge and merge writer, the
quality evaluation and reembed all use this one resource.

It is also the one declaration of the model settings: each field is read from the environment
variable of the same name in capitals (`llm_timeout_seconds` from LLM_TIMEOUT_SECONDS), its
default is the field's default, and the CLI (`LLMResource.from_env()`), the Dagster
definitions (`LLMResource.configured_by_env()`) and the tests (`LLMResource(openai_base_url=…)`)
build the same class. A new setting is one field here and one line in the README.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dagster import ConfigurableResource

from memory_pipeline.resources import EnvConfigured
from memory_pipeline.settings import (
    DEFAULT_LOCAL_EMBEDDING_MODEL,
    LOCAL_EMBEDDING_DIMS,
    check_embedding_config,
    embedding_defaults,
    environment,
)

if TYPE_CHECKING:
    from memory_pipeline.llm.backends import ModelBackend


class LLMResource(EnvConfigured, ConfigurableResource):
    """OpenAI-compatible endpoint; empty base URL and key select the offline deterministic backend.
    EMBEDDING_BACKEND picks the embedder (local bundled model, openai, hashing) independently."""

    openai_base_url: str = ""
    openai_api_key: str = ""
    llm_model: str = "gpt-4o-mini"
    llm_fast_model: str = "gpt-4o-mini"
    embedding_model: str = "text-embedding-3-small"
    # local: the bundled model (the offline default); openai: the endpoint's /embeddings (the
    # default when an endpoint is configured); hashing: character n-grams (fast, no semantics).
    embedding_backend: str = "local"
    local_embedding_model: str = DEFAULT_LOCAL_EMBEDDING_MODEL
    # Follows the model for the bundled embedders; the hosted model and hashing take it as set.
    embedding_dim: int = LOCAL_EMBEDDING_DIMS[DEFAULT_LOCAL_EMBEDDING_MODEL]
    llm_timeout_seconds: float = 30.0
    llm_max_retries: int = 2
    extraction_prompt_version: str = "extract-v2"
    llm_max_concurrency: int = 16
    llm_rpm: int = 0  # 0: no client-side limit
    llm_tpm: int = 0
    llm_batch_mode: str = "off"  # off | auto | always
    llm_batch_min_turns: int = 500
    llm_batch_poll_seconds: int = 30

    @property
    def offline(self) -> bool:
        return not self.openai_base_url and not self.openai_api_key

    @property
    def embedder_id(self) -> str:
        """The embedding model's name in metadata, logs and the calibration table."""
        if self.embedding_backend == "local":
            return f"local:{self.local_embedding_model}"
        if self.embedding_backend == "hashing":
            return "hashing:char-ngram-v1"
        return f"openai:{self.embedding_model}"

    def backend(self, conn) -> ModelBackend:
        from memory_pipeline.llm.backends import ModelBackend

        check_embedding_config(self.embedding_backend, self.local_embedding_model, self.embedding_dim)
        return ModelBackend(self, conn)

    def replaced(self, **changes) -> LLMResource:
        """A copy with some settings changed; the dimension follows a changed embedder unless it
        is given too."""
        if {"embedding_backend", "local_embedding_model"} & changes.keys() and "embedding_dim" not in changes:
            embedder = {
                "embedding_backend": changes.get("embedding_backend", self.embedding_backend),
                "local_embedding_model": changes.get("local_embedding_model", self.local_embedding_model),
            }
            changes["embedding_dim"] = _implied_dim(embedder)
        return super().replaced(**changes)

    @classmethod
    def from_env(cls, *, as_env_vars: bool = False, env: dict[str, str] | None = None, **given) -> LLMResource:
        """The environment's settings; the embedder and its dimension, when unset, follow what
        is configured (the hosted embedder with an endpoint, the bundled model without)."""
        env = environment() if env is None else env
        implied = embedding_defaults(env)
        derived: dict[str, str | int] = {"embedding_backend": implied["EMBEDDING_BACKEND"]}
        if not env.get("EMBEDDING_DIM", "").strip():
            derived["embedding_dim"] = int(implied["EMBEDDING_DIM"])
        return super().from_env(as_env_vars=as_env_vars, env=env, **{**derived, **given})


def _implied_dim(values: dict) -> int:
    """The dimension the embedder produces when EMBEDDING_DIM is not set."""
    implied = embedding_defaults(
        {"EMBEDDING_BACKEND": values["embedding_backend"], "LOCAL_EMBEDDING_MODEL": values["local_embedding_model"]}
    )
    return int(implied["EMBEDDING_DIM"])
