"""The model endpoint: the write path's extraction, governance's judge and merge writer, the
quality evaluation and reembed all use this one resource."""

from __future__ import annotations

import dataclasses

from dagster import ConfigurableResource, EnvVar

from memory_pipeline.llm.backends import ModelBackend
from memory_pipeline.settings import load_settings


class LLMResource(ConfigurableResource):
    """OpenAI-compatible endpoint; empty base URL and key select the offline deterministic backend.
    EMBEDDING_BACKEND picks the embedder (local bundled model, openai, hashing) independently."""

    base_url: str
    api_key: str
    model: str
    fast_model: str
    embedding_model: str
    embedding_dim: int
    embedding_backend: str
    local_embedding_model: str
    timeout_seconds: int
    max_retries: int
    prompt_version: str
    max_concurrency: int = 16
    requests_per_minute: int = 0
    tokens_per_minute: int = 0
    batch_mode: str = "off"
    batch_min_turns: int = 500
    batch_poll_seconds: int = 30

    def backend(self, conn) -> ModelBackend:
        settings = dataclasses.replace(
            load_settings(),
            openai_base_url=self.base_url,
            openai_api_key=self.api_key,
            llm_model=self.model,
            llm_fast_model=self.fast_model,
            embedding_model=self.embedding_model,
            embedding_dim=self.embedding_dim,
            embedding_backend=self.embedding_backend,
            local_embedding_model=self.local_embedding_model,
            llm_timeout_seconds=self.timeout_seconds,
            llm_max_retries=self.max_retries,
            extraction_prompt_version=self.prompt_version,
            llm_max_concurrency=self.max_concurrency,
            llm_rpm=self.requests_per_minute,
            llm_tpm=self.tokens_per_minute,
            llm_batch_mode=self.batch_mode,
            llm_batch_min_turns=self.batch_min_turns,
            llm_batch_poll_seconds=self.batch_poll_seconds,
        )
        return ModelBackend(settings, conn)


def llm_from_env() -> LLMResource:
    return LLMResource(
        base_url=EnvVar("OPENAI_BASE_URL"),
        api_key=EnvVar("OPENAI_API_KEY"),
        model=EnvVar("LLM_MODEL"),
        fast_model=EnvVar("LLM_FAST_MODEL"),
        embedding_model=EnvVar("EMBEDDING_MODEL"),
        embedding_dim=EnvVar.int("EMBEDDING_DIM"),
        embedding_backend=EnvVar("EMBEDDING_BACKEND"),
        local_embedding_model=EnvVar("LOCAL_EMBEDDING_MODEL"),
        timeout_seconds=EnvVar.int("LLM_TIMEOUT_SECONDS"),
        max_retries=EnvVar.int("LLM_MAX_RETRIES"),
        prompt_version=EnvVar("EXTRACTION_PROMPT_VERSION"),
        max_concurrency=EnvVar.int("LLM_MAX_CONCURRENCY"),
        requests_per_minute=EnvVar.int("LLM_RPM"),
        tokens_per_minute=EnvVar.int("LLM_TPM"),
        batch_mode=EnvVar("LLM_BATCH_MODE"),
        batch_min_turns=EnvVar.int("LLM_BATCH_MIN_TURNS"),
        batch_poll_seconds=EnvVar.int("LLM_BATCH_POLL_SECONDS"),
    )
