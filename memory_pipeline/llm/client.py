"""OpenAI-compatible chat and embedding clients, with answers cached in PostgreSQL.

Any OpenAI-compatible endpoint works (base URL, key and model names are configuration). The
SDK's own retries handle 429 and 5xx; a call that still fails raises `LLMCallFailed`, and is
never cached, so the next materialization tries again.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, TypeVar
from psycopg.types.json import Jsonb

from memory_pipeline.settings import Settings

if TYPE_CHECKING:  # the SDK costs ~0.7 s to import; the offline backend never needs it
    import openai

T = TypeVar("T")


class LLMCallFailed(RuntimeError):
    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


@dataclass
class CallCounters:
    chat_calls: int = 0
    embedding_requests: int = 0
    cache_hits: int = 0
    failures: dict[str, int] = field(default_factory=dict)

    def failed(self, reason: str) -> None:
        self.failures[reason] = self.failures.get(reason, 0) + 1

    def as_metadata(self) -> dict:
        return {
            "llm_chat_calls": self.chat_calls,
            "embedding_requests": self.embedding_requests,
            "llm_cache_hits": self.cache_hits,
            "llm_failures": dict(self.failures),
        }


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class AnswerCache:
    """LLM answers in `llm_cache`, keyed by purpose, prompt version, model and input hash."""

    def __init__(self, conn, counters: CallCounters) -> None:
        self.conn = conn
        self.counters = counters

    @staticmethod
    def key(purpose: str, prompt_version: str, model: str, input_hash: str) -> str:
        return sha256(f"{purpose}\x1f{prompt_version}\x1f{model}\x1f{input_hash}")

    def lookup(self, purpose: str, prompt_version: str, model: str, text: str):
        return self.lookup_many(purpose, prompt_version, model, [text])[0]

    def lookup_many(self, purpose: str, prompt_version: str, model: str, texts: list[str]) -> list:
        """Cached answers in input order (None where absent), in one round trip."""
        keys = [self.key(purpose, prompt_version, model, sha256(text)) for text in texts]
        rows = self.conn.execute(
            "SELECT cache_key, response FROM llm_cache WHERE cache_key = ANY(%s)", (keys,)
        ).fetchall()
        found = {row["cache_key"]: row["response"] for row in rows}
        self.counters.cache_hits += sum(1 for key in keys if key in found)
        return [found.get(key) for key in keys]

    def store(self, purpose: str, prompt_version: str, model: str, text: str, value, user_id: str | None) -> None:
        input_hash = sha256(text)
        self.conn.execute(
            "INSERT INTO llm_cache (cache_key, purpose, prompt_version, model, input_hash, user_id, response)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT (cache_key) DO NOTHING",
            (self.key(purpose, prompt_version, model, input_hash), purpose, prompt_version, model, input_hash,
             user_id, Jsonb(value)),
        )

    def get_or_compute(
        self, purpose: str, prompt_version: str, model: str, text: str,
        compute: Callable[[], T], user_id: str | None = None,
    ) -> T:
        cached = self.lookup(purpose, prompt_version, model, text)
        if cached is not None:
            return cached
        value = compute()  # raises on failure: nothing is cached then
        self.store(purpose, prompt_version, model, text, value, user_id)
        return value


def openai_client(settings: Settings) -> "openai.OpenAI":
    import openai

    # Local OpenAI-compatible servers often need no key, but the SDK insists on one.
    return openai.OpenAI(
        base_url=settings.openai_base_url or None,
        api_key=settings.openai_api_key or "unused-by-this-endpoint",
        timeout=settings.llm_timeout_seconds,
        max_retries=settings.llm_max_retries,
    )


class OpenAIChat:
    """JSON-mode chat completions against the configured endpoint."""

    def __init__(self, settings: Settings, counters: CallCounters) -> None:
        self.settings = settings
        self.counters = counters
        self.client = openai_client(settings)

    def complete_json(self, model: str, system: str, user: str) -> str:
        import openai

        self.counters.chat_calls += 1
        try:
            response = self.client.chat.completions.create(
                model=model,
                messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
                response_format={"type": "json_object"},
                temperature=0,
            )
        except openai.APITimeoutError as exc:
            raise LLMCallFailed("timeout", str(exc)) from exc
        except openai.RateLimitError as exc:
            raise LLMCallFailed("rate_limited", str(exc)) from exc
        except openai.APIStatusError as exc:
            raise LLMCallFailed(f"http_{exc.status_code}", str(exc)[:200]) from exc
        except openai.APIConnectionError as exc:
            raise LLMCallFailed("connection", str(exc)) from exc
        content = response.choices[0].message.content if response.choices else None
        if not content:
            raise LLMCallFailed("empty_answer")
        return content


class OpenAIEmbedder:
    """Batched `/embeddings` requests; the dimension must match the deployment's."""

    name = "openai-compatible"

    def __init__(self, settings: Settings, counters: CallCounters) -> None:
        self.settings = settings
        self.counters = counters
        self.client = openai_client(settings)

    def embed(self, texts: list[str]) -> list[list[float]]:
        import openai

        if not texts:
            return []
        self.counters.embedding_requests += 1
        try:
            response = self.client.embeddings.create(model=self.settings.embedding_model, input=texts)
        except openai.OpenAIError as exc:
            raise LLMCallFailed("embedding_failed", str(exc)[:200]) from exc
        vectors = [item.embedding for item in sorted(response.data, key=lambda item: item.index)]
        if len(vectors) != len(texts):
            raise LLMCallFailed("embedding_count", f"asked {len(texts)}, got {len(vectors)}")
        if any(len(v) != self.settings.embedding_dim for v in vectors):
            raise LLMCallFailed(
                "embedding_dimension",
                f"model {self.settings.embedding_model} answers {len(vectors[0])} dims, EMBEDDING_DIM is "
                f"{self.settings.embedding_dim}",
            )
        return vectors


def parse_json_object(raw: str) -> dict:
    value = json.loads(raw)
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value
