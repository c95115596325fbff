"""OpenAI-compatible chat and embedding clients, with answers cached in PostgreSQL.

Any OpenAI-compatible endpoint works (base URL, key and model names are configuration). The
SDK's own retries handle 429 and 5xx; a call that still fails raises `LLMCallFailed`, and is
never cached, so the next materialization tries again.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, TypeVar
from psycopg.types.json import Jsonb

from memory_pipeline.db import sql
from memory_pipeline.llm.throughput import CallGate, estimate_tokens, ordered_map, shared_gate
from memory_pipeline.forgotten import forgotten_user_id

if TYPE_CHECKING:  # the SDK costs ~0.7 s to import; the offline backend never needs it
    import openai

    from memory_pipeline.llm.resources import LLMResource

T = TypeVar("T")


class LLMCallFailed(RuntimeError):
    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


@dataclass
class CallCounters:
    """What a stage asked of the model; safe to update from the threads of concurrent calls."""

    chat_calls: int = 0
    embedding_requests: int = 0
    cache_hits: int = 0
    batch_requests: int = 0  # extraction requests sent through the Batch API
    failures: dict[str, int] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def count_chat_call(self) -> None:
        with self._lock:
            self.chat_calls += 1

    def count_embedding_request(self) -> None:
        with self._lock:
            self.embedding_requests += 1

    def count_batch(self, requests: int) -> None:
        with self._lock:
            self.batch_requests += requests

    def failed(self, reason: str) -> None:
        with self._lock:
            self.failures[reason] = self.failures.get(reason, 0) + 1

    def as_metadata(self) -> dict:
        return {
            "llm_chat_calls": self.chat_calls,
            "embedding_requests": self.embedding_requests,
            "llm_cache_hits": self.cache_hits,
            "llm_batch_requests": self.batch_requests,
            "llm_failures": dict(self.failures),
        }


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class AnswerCache:
    """LLM answers in `llm_cache`, keyed by purpose, prompt version, model, input hash and the
    user whose text it is.

    Scoping by user costs a second call when two users send the same text, and buys erasure:
    every answer made from a user's texts carries that user's id, so `forget` finds them all,
    and no answer is ever shared with (or owned by) another user.
    """

    def __init__(self, conn, counters: CallCounters) -> None:
        self.conn = conn
        self.counters = counters

    @staticmethod
    def key(purpose: str, prompt_version: str, model: str, input_hash: str, user_id: str | None = None) -> str:
        return sha256(f"{purpose}\x1f{prompt_version}\x1f{model}\x1f{input_hash}\x1f{user_id or ''}")

    def lookup(self, purpose: str, prompt_version: str, model: str, text: str, user_id: str | None = None):
        return self.lookup_many(purpose, prompt_version, model, [text], [user_id])[0]

    def lookup_many(
        self,
        purpose: str,
        prompt_version: str,
        model: str,
        texts: list[str],
        user_ids: list[str | None] | None = None,
    ) -> list:
        """Cached answers in input order (None where absent), in one round trip."""
        owners = user_ids or [None] * len(texts)
        keys = [self.key(purpose, prompt_version, model, sha256(text), owner) for text, owner in zip(texts, owners)]
        rows = self.conn.execute(sql("llm/cache_lookup"), {"keys": keys}).fetchall()
        found = {row["cache_key"]: row["response"] for row in rows}
        self.counters.cache_hits += sum(1 for key in keys if key in found)
        return [found.get(key) for key in keys]

    def store(self, purpose: str, prompt_version: str, model: str, text: str, value, user_id: str | None) -> None:
        input_hash = sha256(text)
        row = {
            "cache_key": self.key(purpose, prompt_version, model, input_hash, user_id),
            "purpose": purpose,
            "prompt_version": prompt_version,
            "model": model,
            "input_hash": input_hash,
            "user_id": user_id,
            "response": Jsonb(value),
            "user_hash": forgotten_user_id(user_id or ""),
        }
        with self.conn.transaction():
            if user_id:
                # A forget of this user in progress finishes first; then the tombstone is seen.
                self.conn.execute(sql("memory/lock_user_shared"), {"user_id": user_id})
            self.conn.execute(sql("llm/cache_store"), row)

    def get_or_compute_many(
        self,
        purpose: str,
        prompt_version: str,
        model: str,
        texts: list[str],
        compute: Callable[[str], T],
        *,
        user_ids: list[str | None],
        workers: int,
        lease_seconds: float,
        poll_seconds: float = 0.2,
    ) -> list[T | Exception]:
        """Cached answers in input order; the missing ones computed on up to `workers` threads.

        Single flight: each distinct text is computed once, and only by the process that claims
        its key in `llm_inflight`; another process asking for the same answer meanwhile waits for
        the cache row (or takes the claim over when the owner's lease ran out). A failure is
        returned in its place, never cached. Needs an autocommit connection, so claims are
        visible to the other processes at once."""
        # Answers are scoped by user (see the class): the same text of two users is two entries.
        items = list(zip(texts, user_ids))
        distinct = list(dict.fromkeys(items))
        keys = {item: self.key(purpose, prompt_version, model, sha256(item[0]), item[1]) for item in distinct}
        answers: dict[tuple, T | Exception] = {}

        def look_up(wanted: list[tuple]) -> None:
            found = self.lookup_many(purpose, prompt_version, model, [t for t, _ in wanted], [u for _, u in wanted])
            answers.update({item: answer for item, answer in zip(wanted, found) if answer is not None})

        look_up(distinct)
        waiting = [item for item in distinct if item not in answers]
        while waiting:
            claimed_keys = {
                row["cache_key"]
                for row in self.conn.execute(
                    sql("llm/claim_answers"),
                    {"cache_keys": [keys[i] for i in waiting], "lease_seconds": lease_seconds},
                ).fetchall()
            }
            claimed = [item for item in waiting if keys[item] in claimed_keys]
            try:
                # Another process may have stored an answer and released its claim between our
                # look-up and our claim: look again before asking the model.
                look_up(claimed)
                mine = [item for item in claimed if item not in answers]
                for item, result in zip(mine, ordered_map(compute, [t for t, _ in mine], workers)):
                    answers[item] = result
                    if not isinstance(result, BaseException):
                        self.store(purpose, prompt_version, model, item[0], result, item[1])
            finally:
                if claimed:
                    self.conn.execute(sql("llm/release_answers"), {"cache_keys": [keys[i] for i in claimed]})
            waiting = [item for item in waiting if item not in answers]
            if waiting:  # another process is asking the model for these: wait for its answers
                time.sleep(poll_seconds)
                look_up(waiting)
                waiting = [item for item in waiting if item not in answers]
        return [answers[item] for item in items]

    def get_or_compute(
        self,
        purpose: str,
        prompt_version: str,
        model: str,
        text: str,
        compute: Callable[[], T],
        user_id: str | None = None,
    ) -> T:
        cached = self.lookup(purpose, prompt_version, model, text, user_id)
        if cached is not None:
            return cached
        value = compute()  # raises on failure: nothing is cached then
        self.store(purpose, prompt_version, model, text, value, user_id)
        return value


def call_gate(settings: LLMResource) -> CallGate:
    """The process-wide limit on this endpoint's calls in flight and their rate."""
    return shared_gate(settings.openai_base_url, settings.llm_max_concurrency, settings.llm_rpm, settings.llm_tpm)


def openai_client(settings: LLMResource) -> "openai.OpenAI":
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

    def __init__(self, settings: LLMResource, counters: CallCounters) -> None:
        self.settings = settings
        self.counters = counters
        self.client = openai_client(settings)
        self.gate = call_gate(settings)

    @staticmethod
    def request_body(model: str, system: str, user: str) -> dict:
        """The body of one JSON-mode chat completion: sent directly, or as a Batch API line."""
        return {
            "model": model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "response_format": {"type": "json_object"},
            "temperature": 0,
        }

    def complete_json(self, model: str, system: str, user: str) -> str:
        # The SDK's own retries (429 with Retry-After, 5xx) happen inside the slot, so a
        # retrying call still counts against the calls in flight.
        with self.gate.slot(estimate_tokens(system, user)):
            self.counters.count_chat_call()
            try:
                response = self.client.chat.completions.create(**self.request_body(model, system, user))
            except Exception as exc:
                raise as_call_failure(exc) from exc
        return answer_content(response)


def as_call_failure(exc: Exception) -> Exception:
    """The SDK's errors as `LLMCallFailed` with a reason code; anything else unchanged."""
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return LLMCallFailed("timeout", str(exc))
    if isinstance(exc, openai.RateLimitError):
        return LLMCallFailed("rate_limited", str(exc))
    if isinstance(exc, openai.APIStatusError):
        return LLMCallFailed(f"http_{exc.status_code}", str(exc)[:200])
    if isinstance(exc, openai.APIConnectionError):
        return LLMCallFailed("connection", str(exc))
    return exc


def answer_content(response) -> str:
    content = response.choices[0].message.content if response.choices else None
    if not content:
        raise LLMCallFailed("empty_answer")
    return content


class OpenAIEmbedder:
    """Batched `/embeddings` requests; the dimension must match the deployment's."""

    name = "openai-compatible"

    def __init__(self, settings: LLMResource, counters: CallCounters) -> None:
        self.settings = settings
        self.counters = counters
        self.client = openai_client(settings)
        self.gate = call_gate(settings)

    def embed(self, texts: list[str]) -> list[list[float]]:
        import openai

        if not texts:
            return []
        with self.gate.slot(estimate_tokens(*texts)):
            self.counters.count_embedding_request()
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
