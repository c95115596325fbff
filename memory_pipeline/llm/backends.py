"""The model-facing steps of the pipeline, each with an online and an offline implementation.

With no OPENAI_BASE_URL and no OPENAI_API_KEY, the offline deterministic backend is used: a
rule-based extractor and rule-based judge and merge. Embeddings follow EMBEDDING_BACKEND (the
bundled local model offline, the hosted model online, the hashing embedder on request). Both
are named in logs and metadata. Online answers are cached in PostgreSQL; failures are not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from memory_pipeline.llm import offline, prompts
from memory_pipeline.llm.local_embedder import LocalEmbedder
from memory_pipeline.llm.client import (
    AnswerCache, CallCounters, LLMCallFailed, OpenAIChat, OpenAIEmbedder, parse_json_object,
)
from memory_pipeline.logic.classifier import (
    Classification, classify_by_rules, parse_classification_answer,
)
from memory_pipeline.logic.facts import parse_extraction_answer
from memory_pipeline.logic.screening import Rejection, screen_facts
from memory_pipeline.settings import Settings

# Offline backends never change their answers, so their cache keys carry this fixed version.
OFFLINE_VERSION = "offline-v1"
# Facts classified by one fast-model call: few calls per turn, answers still short.
CLASSIFY_BATCH = 20


@dataclass(frozen=True)
class Extraction:
    user_facts: dict[str, str]
    exchange_facts: dict[str, str]
    rejected: list[Rejection]  # facts stopped by gate 1 or 2: no text, only gate, reasons, hash


def _screened(user_facts: dict[str, str], exchange_facts: dict[str, str]) -> dict:
    user_clean, user_rejected = screen_facts("user", user_facts)
    exchange_clean, exchange_rejected = screen_facts("exchange", exchange_facts)
    return {
        "user_facts": user_clean,
        "exchange_facts": exchange_clean,
        "rejected": [r.as_dict() for r in user_rejected + exchange_rejected],
    }


def get_embedder(settings: Settings, counters: CallCounters | None = None):
    """The configured embedder (EMBEDDING_BACKEND): `.embed(texts) -> vectors`, named by `.name` or `.backend_name`."""
    if settings.embedding_backend == "local":
        return LocalEmbedder(settings.local_embedding_model)
    if settings.embedding_backend == "hashing":
        return offline.HashingEmbedder(settings.embedding_dim)
    return OpenAIEmbedder(settings, counters or CallCounters())


class ModelBackend:
    """Extraction, classification fallback, conflict judge, merge writer and embeddings."""

    def __init__(self, settings: Settings, conn, counters: CallCounters | None = None) -> None:
        self.settings = settings
        self.counters = counters or CallCounters()
        self.cache = AnswerCache(conn, self.counters)
        self.offline = settings.offline
        if self.offline:
            self.extractor = offline.OfflineExtractor()
        else:
            self.chat = OpenAIChat(settings, self.counters)
        self.embedder = get_embedder(settings, self.counters)

    @property
    def name(self) -> str:
        if self.offline:
            return offline.BACKEND_NAME
        return f"openai-compatible:{self.settings.llm_model}/{self.settings.llm_fast_model}"

    @property
    def embedder_name(self) -> str:
        return self.settings.embedder_id

    @property
    def prompt_version(self) -> str:
        return OFFLINE_VERSION if self.offline else self.settings.extraction_prompt_version

    # ------------------------------------------------------------------ extraction
    def extract(
        self, user_id: str, user_message: str, assistant_reply: str, *, with_user: bool, with_exchange: bool
    ) -> Extraction:
        """Facts of both sources from one chat call, screened by gates 1 and 2 before anything
        keeps them (the answer cache included). Raises MalformedOutput or LLMCallFailed."""
        if not (with_user or with_exchange):
            return Extraction({}, {}, [])
        if self.offline:
            answer = _screened(*self.extractor.extract(user_message, assistant_reply if with_exchange else ""))
        else:
            parts = " and ".join(p for p, on in (("user_facts", with_user), ("exchange_facts", with_exchange)) if on)
            # The reply is withheld when gate 0 rejected it, so it never reaches the model.
            request = prompts.EXTRACTION_USER.format(
                parts=parts, user_message=user_message, assistant_reply=assistant_reply if with_exchange else "",
            )

            def call() -> dict:
                raw = self.chat.complete_json(self.settings.llm_model, prompts.EXTRACTION_SYSTEM, request)
                return _screened(*parse_extraction_answer(raw))  # validated and screened before caching

            answer = self.cache.get_or_compute(
                "extract", self.prompt_version, self.settings.llm_model, request, call, user_id=user_id
            )
        wanted = {"user": with_user, "exchange": with_exchange}
        return Extraction(
            answer["user_facts"] if with_user else {},
            answer["exchange_facts"] if with_exchange else {},
            [Rejection.from_dict(r) for r in answer.get("rejected", []) if wanted[r["source"]]],
        )

    # ------------------------------------------------------------------ classification
    def classify(self, user_id: str, key: str, value: str, source: str = "user") -> Classification:
        return self.classify_many([(user_id, key, value, source)])[0]

    def classify_many(self, facts: list[tuple[str, str, str, str]]) -> list[Classification]:
        """(user_id, key, value, source) each: rules first (zero cost); the facts no rule matches
        go to the fast model together, CLASSIFY_BATCH facts per call, each answer cached alone."""
        results: list[Classification | None] = [classify_by_rules(key, value) for _, key, value, _ in facts]
        unmatched = [i for i, found in enumerate(results) if found is None]
        if self.offline:
            for i in unmatched:
                category, slot_hint = offline.offline_classify(facts[i][1], facts[i][3])
                results[i] = Classification(category, (), slot_hint, by_rule=False)
            return results  # type: ignore[return-value]
        model = self.settings.llm_fast_model
        requests = {i: json.dumps({"key": facts[i][1], "value": facts[i][2], "source": facts[i][3]},
                                  ensure_ascii=False) for i in unmatched}
        uncached = []
        cached_answers = self.cache.lookup_many("classify", self.prompt_version, model, [requests[i] for i in unmatched])
        for i, cached in zip(unmatched, cached_answers):
            if cached is None:
                uncached.append(i)
            else:
                results[i] = parse_classification_answer(cached)
        for start in range(0, len(uncached), CLASSIFY_BATCH):
            batch = uncached[start:start + CLASSIFY_BATCH]
            for i, answer in zip(batch, self._classify_batch([requests[i] for i in batch])):
                results[i] = parse_classification_answer(answer or "")
                if answer is not None:
                    self.cache.store("classify", self.prompt_version, model, requests[i], answer, facts[i][0])
        return results  # type: ignore[return-value]

    def _classify_batch(self, requests: list[str]) -> list[str | None]:
        """One fast-model call for several facts; None for each when the answer is unusable."""
        payload = json.dumps({"facts": [json.loads(r) for r in requests]}, ensure_ascii=False)
        try:
            raw = self.chat.complete_json(self.settings.llm_fast_model, prompts.CLASSIFY_SYSTEM, payload)
            answers = parse_json_object(raw).get("classifications")
        except LLMCallFailed as exc:
            self.counters.failed(f"classify:{exc.reason}")
            return [None] * len(requests)
        except ValueError:
            answers = None
        if not isinstance(answers, list) or len(answers) != len(requests) or not all(isinstance(a, dict) for a in answers):
            self.counters.failed("classify:malformed")
            return [None] * len(requests)
        return [json.dumps(answer, ensure_ascii=False) for answer in answers]

    # ------------------------------------------------------------------ conflicts and merges
    def judge_contradiction(self, user_id: str, old_content: str, new_content: str) -> bool:
        """Default verdict is "not contradictory": a failed or unclear judge keeps both memories."""
        if self.offline:
            return offline.offline_judge(old_content, new_content)
        answer = self._fast_json_object("judge", prompts.JUDGE_SYSTEM, user_id, old=old_content, new=new_content)
        return answer.get("contradictory") is True

    def merge_statement(self, user_id: str, older: str, newer: str) -> str | None:
        """One merged statement, or None when the model gave nothing usable."""
        if self.offline:
            return offline.offline_merge(older, newer)
        merged = self._fast_json_object("merge", prompts.MERGE_SYSTEM, user_id, first=older, second=newer).get("merged")
        return merged.strip() if isinstance(merged, str) and merged.strip() else None

    def _ask_fast_model(self, purpose: str, system: str, user_id: str, **fields: str) -> str | None:
        """One cached fast-model call; None (counted) when it fails, so callers fall back."""
        request = json.dumps(fields, ensure_ascii=False)
        model = self.settings.llm_fast_model
        try:
            return self.cache.get_or_compute(
                purpose, self.prompt_version, model, request,
                lambda: self.chat.complete_json(model, system, request), user_id=user_id,
            )
        except LLMCallFailed as exc:
            self.counters.failed(f"{purpose}:{exc.reason}")
            return None

    def _fast_json_object(self, purpose: str, system: str, user_id: str, **fields: str) -> dict:
        """The fast model's answer as a JSON object; {} when it failed or is malformed."""
        raw = self._ask_fast_model(purpose, system, user_id, **fields)
        try:
            return parse_json_object(raw) if raw is not None else {}
        except ValueError:
            self.counters.failed(f"{purpose}:malformed")
            return {}

    @property
    def judge_name(self) -> str:
        return f"offline rule {offline.OFFLINE_JUDGE_RULE}" if self.offline else f"llm:{self.settings.llm_fast_model}"

    @property
    def merge_name(self) -> str:
        return f"offline rule {offline.OFFLINE_MERGE_RULE}" if self.offline else f"llm:{self.settings.llm_fast_model}"

    # ------------------------------------------------------------------ embeddings
    def embed(self, texts: list[str], user_ids: list[str | None] | None = None) -> list[list[float]]:
        """Embed in one batched request; a hosted model's cached texts are not sent again."""
        if self.settings.embedding_backend != "openai":
            return self.embedder.embed(texts)
        model, version = self.settings.embedding_model, f"dim{self.settings.embedding_dim}"
        owners = user_ids or [None] * len(texts)
        vectors = self.cache.lookup_many("embed", version, model, texts)
        missing = [i for i, vector in enumerate(vectors) if vector is None]
        if missing:
            fresh = self.embedder.embed([texts[i] for i in missing])
            for i, vector in zip(missing, fresh):
                vectors[i] = vector
                self.cache.store("embed", version, model, texts[i], vector, owners[i])
        return vectors  # type: ignore[return-value]
