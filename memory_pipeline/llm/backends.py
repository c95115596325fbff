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
from memory_pipeline.llm.throughput import ordered_map
from memory_pipeline.llm.client import (
    AnswerCache,
    CallCounters,
    LLMCallFailed,
    OpenAIChat,
    OpenAIEmbedder,
    parse_json_object,
)
from memory_pipeline.write_path.classifier import (
    Classification,
    classify_by_rules,
    parse_classification_answer,
)
from memory_pipeline.write_path.facts import parse_extraction_answer_with_flags
from memory_pipeline.write_path.screening.fact_gates import Rejection, flagged_sources, screen_facts
from typing import TYPE_CHECKING, Self, cast

if TYPE_CHECKING:
    from memory_pipeline.llm.resources import LLMResource

# Offline backends never change their answers, so their cache keys carry this fixed version.
OFFLINE_VERSION = "offline-v1"
# Facts classified by one fast-model call: few calls per turn, answers still short.
CLASSIFY_BATCH = 20
# Conflict pairs judged per fast-model call: the write path asks for a run's likely pairs ahead.
JUDGE_PAIRS_PER_CALL = 20
# Texts per /embeddings request: large inputs go out as several concurrent requests.
EMBED_BATCH = 256


def batches(items: list, size: int) -> list[list]:
    """`items` in consecutive groups of `size`: how the online backend groups its calls (and how
    the benchmark counts them)."""
    return [items[start : start + size] for start in range(0, len(items), size)]


@dataclass(frozen=True)
class Extraction:
    user_facts: dict[str, str]
    exchange_facts: dict[str, str]
    rejected: list[Rejection]  # facts stopped by gate 1 or 2: no text, only gate, reasons, hash


def _screened(user_facts: dict[str, str], exchange_facts: dict[str, str], flags: frozenset[str] = frozenset()) -> dict:
    blocked_by_model = flagged_sources(flags)
    user_clean, user_rejected = screen_facts("user", user_facts, blocked_by_model.get("user", ()))
    exchange_clean, exchange_rejected = screen_facts("exchange", exchange_facts, blocked_by_model.get("exchange", ()))
    return {
        "user_facts": user_clean,
        "exchange_facts": exchange_clean,
        "rejected": [r.as_dict() for r in user_rejected + exchange_rejected],
    }


@dataclass(frozen=True)
class ExtractionRequest:
    user_id: str
    user_message: str
    assistant_reply: str
    with_user: bool
    with_exchange: bool


def _extraction_prompt(request: ExtractionRequest) -> str:
    parts = " and ".join(
        p for p, on in (("user_facts", request.with_user), ("exchange_facts", request.with_exchange)) if on
    )
    # The reply is withheld when gate 0 rejected it, so it never reaches the model.
    return prompts.extraction_request(
        parts, request.user_message, request.assistant_reply if request.with_exchange else ""
    )


def _wanted(answer: dict, request: ExtractionRequest) -> Extraction:
    wanted = {"user": request.with_user, "exchange": request.with_exchange}
    return Extraction(
        answer["user_facts"] if request.with_user else {},
        answer["exchange_facts"] if request.with_exchange else {},
        [Rejection.from_dict(r) for r in answer.get("rejected", []) if wanted[r["source"]]],
    )


def get_embedder(settings: LLMResource, counters: CallCounters | None = None):
    """The configured embedder (EMBEDDING_BACKEND): `.embed(texts) -> vectors`, named by `.name` or `.backend_name`."""
    if settings.embedding_backend == "local":
        return LocalEmbedder(settings.local_embedding_model)
    if settings.embedding_backend == "hashing":
        return offline.HashingEmbedder(settings.embedding_dim)
    return OpenAIEmbedder(settings, counters or CallCounters())


class ModelBackend:
    """Extraction, classification fallback, conflict judge, merge writer and embeddings.

    One interface, two implementations chosen once from the settings: `ModelBackend(settings,
    conn)` returns an `OfflineBackend` when no endpoint and key are configured, an
    `OnlineBackend` (any OpenAI-compatible endpoint) otherwise. What both do the same way (the
    rules-first classification, gates 1 and 2 on every extraction, the embedding cache) lives
    here; each step's model-facing half lives in the implementation."""

    offline: bool = False

    def __new__(cls, settings: LLMResource, conn=None, counters: CallCounters | None = None) -> Self:
        if cls is ModelBackend:
            # ModelBackend(...) is one of its implementations, each a ModelBackend.
            # (super().__new__ is object.__new__: ModelBackend's only base is object.)
            return cast(Self, object.__new__(OfflineBackend if settings.offline else OnlineBackend))
        return super().__new__(cls)

    def __init__(self, settings: LLMResource, conn, counters: CallCounters | None = None) -> None:
        self.settings = settings
        self.counters = counters or CallCounters()
        self.cache = AnswerCache(conn, self.counters)
        self.embedder = get_embedder(settings, self.counters)

    # ------------------------------------------------------------------ names and versions
    @property
    def name(self) -> str:
        raise NotImplementedError

    @property
    def judge_name(self) -> str:
        raise NotImplementedError

    @property
    def merge_name(self) -> str:
        raise NotImplementedError

    @property
    def embedder_name(self) -> str:
        return self.settings.embedder_id

    def step_version(self, purpose: str) -> str:
        raise NotImplementedError

    @property
    def prompt_version(self) -> str:
        """What a memory records it was extracted with (lineage, backfills after a prompt change)."""
        return self.step_version("extract")

    # ------------------------------------------------------------------ extraction
    def extract(
        self, user_id: str, user_message: str, assistant_reply: str, *, with_user: bool, with_exchange: bool
    ) -> Extraction:
        """Facts of both sources from one chat call, screened by gates 1 and 2 before anything
        keeps them (the answer cache included). Raises MalformedOutput or LLMCallFailed."""
        result = self.extract_many(
            [ExtractionRequest(user_id, user_message, assistant_reply, with_user, with_exchange)]
        )[0]
        if isinstance(result, BaseException):
            raise result
        return result

    def extract_many(self, requests: list["ExtractionRequest"], on_progress=None) -> list[Extraction | Exception]:
        """`extract` for many turns: results (or the MalformedOutput / LLMCallFailed of each turn)
        in input order."""
        answers: list[dict | Exception | None] = [None] * len(requests)
        pending: list[int] = []
        for i, request in enumerate(requests):
            if request.with_user or request.with_exchange:
                pending.append(i)
            else:
                answers[i] = {"user_facts": {}, "exchange_facts": {}, "rejected": []}
        if pending:
            for i, answer in zip(pending, self._screened_answers([requests[i] for i in pending], on_progress)):
                answers[i] = answer
        return [
            answer if isinstance(answer, Exception) else _wanted(answer, request)  # type: ignore[arg-type]
            for answer, request in zip(answers, requests)
        ]

    def _screened_answers(self, requests: list["ExtractionRequest"], on_progress) -> list[dict | Exception]:
        """Each request's facts, already through gates 1 and 2, or its exception."""
        raise NotImplementedError

    # ------------------------------------------------------------------ classification
    def classify(self, user_id: str, key: str, value: str, source: str = "user") -> Classification:
        return self.classify_many([(user_id, key, value, source)])[0]

    def classify_many(self, facts: list[tuple[str, str, str, str]]) -> list[Classification]:
        """(user_id, key, value, source) each: rules first (zero cost), the model for the rest."""
        results: list[Classification | None] = [classify_by_rules(key, value) for _, key, value, _ in facts]
        unmatched = [i for i, found in enumerate(results) if found is None]
        for i, found in zip(unmatched, self._classify_without_rule([facts[i] for i in unmatched])):
            results[i] = found
        return results  # type: ignore[return-value]

    def _classify_without_rule(self, facts: list[tuple[str, str, str, str]]) -> list[Classification]:
        raise NotImplementedError

    # ------------------------------------------------------------------ conflicts and merges
    def judge_contradictions(self, user_id: str, old_contents: list[str], new_content: str) -> list[bool]:
        """One verdict per candidate (at most MAX_JUDGE_CANDIDATES). The default verdict is "not
        contradictory": a failed or unclear judge keeps both memories."""
        pairs = [(user_id, old, new_content) for old in old_contents]
        return self.judge_pairs(pairs) if pairs else []

    def judge_pairs(self, pairs: list[tuple[str, str, str]]) -> list[bool]:
        """Verdicts for (user_id, older content, newer content) pairs."""
        raise NotImplementedError

    @property
    def judges_ahead(self) -> bool:
        """Whether the write path should ask for its likely conflict verdicts in bulk first."""
        return False

    def prefetch_merge_statements(self, pairs: list[tuple[str, str, str]]) -> None:
        """Ask for many (user_id, older, newer) merges at once, so the merges that follow find
        their statements ready."""

    def merge_statement(self, user_id: str, older: str, newer: str) -> str | None:
        """One merged statement, or None when the model gave nothing usable."""
        raise NotImplementedError

    # ------------------------------------------------------------------ embeddings
    def embed(self, texts: list[str], user_ids: list[str | None] | None = None) -> list[list[float]]:
        """Embed in batched requests (EMBED_BATCH texts each, concurrently); a hosted model's
        cached texts are not sent again."""
        if self.settings.embedding_backend != "openai":
            return self.embedder.embed(texts)
        model, version = self.settings.embedding_model, f"dim{self.settings.embedding_dim}"
        owners: list[str | None] = user_ids or [None] * len(texts)
        vectors = self.cache.lookup_many("embed", version, model, texts, owners)
        missing = [i for i, vector in enumerate(vectors) if vector is None]
        chunks = batches(missing, EMBED_BATCH)
        fresh = ordered_map(
            lambda chunk: self.embedder.embed([texts[i] for i in chunk]), chunks, self.settings.llm_max_concurrency
        )
        for chunk, chunk_vectors in zip(chunks, fresh):
            if isinstance(chunk_vectors, BaseException):
                raise chunk_vectors
            for i, vector in zip(chunk, chunk_vectors):
                vectors[i] = vector
                self.cache.store("embed", version, model, texts[i], vector, owners[i])
        return vectors  # type: ignore[return-value]


class OfflineBackend(ModelBackend):
    """The offline deterministic backend (llm/offline): rules, no network, no key."""

    offline = True

    def __init__(self, settings: LLMResource, conn, counters: CallCounters | None = None) -> None:
        super().__init__(settings, conn, counters)
        self.extractor = offline.OfflineExtractor()

    @property
    def name(self) -> str:
        return offline.BACKEND_NAME

    @property
    def judge_name(self) -> str:
        return f"offline rule {offline.OFFLINE_JUDGE_RULE}"

    @property
    def merge_name(self) -> str:
        return f"offline rule {offline.OFFLINE_MERGE_RULE}"

    def step_version(self, purpose: str) -> str:
        return OFFLINE_VERSION

    def _screened_answers(self, requests: list["ExtractionRequest"], on_progress) -> list[dict | Exception]:
        return [
            _screened(
                *self.extractor.extract(request.user_message, request.assistant_reply if request.with_exchange else "")
            )
            for request in requests
        ]

    def _classify_without_rule(self, facts: list[tuple[str, str, str, str]]) -> list[Classification]:
        found = []
        for _, key, _, source in facts:
            category, slot_hint = offline.offline_classify(key, source)
            found.append(Classification(category, (), slot_hint, by_rule=False))
        return found

    def judge_pairs(self, pairs: list[tuple[str, str, str]]) -> list[bool]:
        return [offline.offline_judge(old, new) for _, old, new in pairs]

    def merge_statement(self, user_id: str, older: str, newer: str) -> str | None:
        return offline.offline_merge(older, newer)


class OnlineBackend(ModelBackend):
    """Any OpenAI-compatible endpoint: answers cached in PostgreSQL, failures not; uncached calls
    go out concurrently (LLM_MAX_CONCURRENCY) or, for a large backfill, through the Batch API."""

    def __init__(self, settings: LLMResource, conn, counters: CallCounters | None = None) -> None:
        super().__init__(settings, conn, counters)
        self.chat = OpenAIChat(settings, self.counters)

    @property
    def name(self) -> str:
        return f"openai-compatible:{self.settings.llm_model}/{self.settings.llm_fast_model}"

    @property
    def judge_name(self) -> str:
        return f"llm:{self.settings.llm_fast_model}"

    @property
    def merge_name(self) -> str:
        return f"llm:{self.settings.llm_fast_model}"

    def step_version(self, purpose: str) -> str:
        """The cache version of one step: EXTRACTION_PROMPT_VERSION (the manual override) and a
        hash of that step's own prompt, so an edited prompt re-asks only its step."""
        return f"{self.settings.extraction_prompt_version}+{prompts.prompt_fingerprint(purpose)}"

    # ------------------------------------------------------------------ extraction
    def _screened_answers(self, requests: list["ExtractionRequest"], on_progress) -> list[dict | Exception]:
        texts = [_extraction_prompt(request) for request in requests]
        owners: list[str | None] = [request.user_id for request in requests]
        if self._use_batch_api(texts, owners):
            from memory_pipeline.llm.batch import BatchRunner  # only large backfills need it

            BatchRunner(self, on_progress).answer_extractions(texts, owners)
        return self.cache.get_or_compute_many(
            "extract",
            self.step_version("extract"),
            self.settings.llm_model,
            texts,
            self._extract_call,
            user_ids=owners,
            workers=self.settings.llm_max_concurrency,
            lease_seconds=self._lease_seconds,
        )

    def _extract_call(self, request: str) -> dict:
        raw = self.chat.complete_json(self.settings.llm_model, prompts.EXTRACTION_SYSTEM, request)
        return self.screened_extraction(raw)

    @staticmethod
    def screened_extraction(raw: str) -> dict:
        """A raw extraction answer validated and screened by gates 1 and 2 before anything keeps it."""
        # The model's own instruction / PII flags can only add blocks.
        return _screened(*parse_extraction_answer_with_flags(raw))

    def _use_batch_api(self, texts: list[str], owners: list[str | None]) -> bool:
        mode = self.settings.llm_batch_mode
        if mode == "off":
            return False
        if mode not in ("auto", "always"):
            raise ValueError(f"LLM_BATCH_MODE must be off, auto or always, not {mode!r}")
        if mode == "always":
            return True
        cached = self.cache.lookup_many("extract", self.step_version("extract"), self.settings.llm_model, texts, owners)
        return sum(1 for answer in cached if answer is None) >= self.settings.llm_batch_min_turns

    @property
    def _lease_seconds(self) -> float:
        """How long a claimed call may take before another process may take it over."""
        return self.settings.llm_timeout_seconds * (self.settings.llm_max_retries + 1) + 30

    # ------------------------------------------------------------------ classification
    def _classify_without_rule(self, facts: list[tuple[str, str, str, str]]) -> list[Classification]:
        """The facts no rule matches go to the fast model together, CLASSIFY_BATCH facts per
        call, each answer cached alone."""
        model = self.settings.llm_fast_model
        requests = [
            json.dumps({"key": key, "value": value, "source": source}, ensure_ascii=False)
            for _, key, value, source in facts
        ]
        results: list[Classification | None] = [None] * len(facts)
        cached_answers = self.cache.lookup_many(
            "classify", self.step_version("classify"), model, requests, [fact[0] for fact in facts]
        )
        uncached = []
        for i, cached in enumerate(cached_answers):
            if cached is None:
                uncached.append(i)
            else:
                results[i] = parse_classification_answer(cached)
        groups = batches(uncached, CLASSIFY_BATCH)
        answered = ordered_map(
            lambda batch: self._classify_batch([requests[i] for i in batch]), groups, self.settings.llm_max_concurrency
        )
        for batch, answers in zip(groups, answered):
            if isinstance(answers, BaseException):
                raise answers
            for i, answer in zip(batch, answers):
                results[i] = parse_classification_answer(answer or "")
                if answer is not None:
                    self.cache.store("classify", self.step_version("classify"), model, requests[i], answer, facts[i][0])
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
        if (
            not isinstance(answers, list)
            or len(answers) != len(requests)
            or not all(isinstance(a, dict) for a in answers)
        ):
            self.counters.failed("classify:malformed")
            return [None] * len(requests)
        return [json.dumps(answer, ensure_ascii=False) for answer in answers]

    # ------------------------------------------------------------------ conflicts and merges
    def judge_pairs(self, pairs: list[tuple[str, str, str]]) -> list[bool]:
        """Cached verdicts from the cache, the others JUDGE_PAIRS_PER_CALL per fast-model call,
        the calls concurrent."""
        model = self.settings.llm_fast_model
        requests = [json.dumps({"old": old, "new": new}, ensure_ascii=False) for _, old, new in pairs]
        verdicts: list = self.cache.lookup_many(
            "judge", self.step_version("judge"), model, requests, [p[0] for p in pairs]
        )
        missing = [i for i, verdict in enumerate(verdicts) if verdict is None]
        groups = batches(missing, JUDGE_PAIRS_PER_CALL)
        answered = ordered_map(
            lambda batch: self._judge_batch([pairs[i] for i in batch]), groups, self.settings.llm_max_concurrency
        )
        for batch, answers in zip(groups, answered):
            if isinstance(answers, BaseException):
                raise answers
            for i, answer in zip(batch, answers):
                verdicts[i] = answer is True
                if answer is not None:  # an unusable answer is not cached: the next run asks again
                    self.cache.store("judge", self.step_version("judge"), model, requests[i], answer, pairs[i][0])
        return [verdict is True for verdict in verdicts]

    def _judge_batch(self, pairs: list[tuple[str, str, str]]) -> list[bool | None]:
        payload = json.dumps({"pairs": [{"old": old, "new": new} for _, old, new in pairs]}, ensure_ascii=False)
        try:
            raw = self.chat.complete_json(self.settings.llm_fast_model, prompts.JUDGE_SYSTEM, payload)
            answers = parse_json_object(raw).get("contradictory")
        except LLMCallFailed as exc:
            self.counters.failed(f"judge:{exc.reason}")
            return [None] * len(pairs)
        except ValueError:
            answers = None
        if not isinstance(answers, list) or len(answers) != len(pairs) or not all(isinstance(a, bool) for a in answers):
            self.counters.failed("judge:malformed")
            return [None] * len(pairs)
        return answers

    @property
    def judges_ahead(self) -> bool:
        return True

    def prefetch_merge_statements(self, pairs: list[tuple[str, str, str]]) -> None:
        if pairs:
            ordered_map(lambda pair: self.merge_statement(*pair), pairs, self.settings.llm_max_concurrency)

    def merge_statement(self, user_id: str, older: str, newer: str) -> str | None:
        merged = self._fast_json_object("merge", prompts.MERGE_SYSTEM, user_id, first=older, second=newer).get("merged")
        return merged.strip() if isinstance(merged, str) and merged.strip() else None

    def _ask_fast_model(self, purpose: str, system: str, user_id: str, **fields) -> str | None:
        """One cached fast-model call; None (counted) when it fails, so callers fall back."""
        request = json.dumps(fields, ensure_ascii=False)
        model = self.settings.llm_fast_model
        try:
            return self.cache.get_or_compute(
                purpose,
                self.step_version(purpose),
                model,
                request,
                lambda: self.chat.complete_json(model, system, request),
                user_id=user_id,
            )
        except LLMCallFailed as exc:
            self.counters.failed(f"{purpose}:{exc.reason}")
            return None

    def _fast_json_object(self, purpose: str, system: str, user_id: str, **fields) -> dict:
        """The fast model's answer as a JSON object; {} when it failed or is malformed."""
        raw = self._ask_fast_model(purpose, system, user_id, **fields)
        try:
            return parse_json_object(raw) if raw is not None else {}
        except ValueError:
            self.counters.failed(f"{purpose}:malformed")
            return {}
