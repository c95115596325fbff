"""The OFFLINE DETERMINISTIC BACKEND: extraction, embedding, conflict judge and merge without
any network or model, so the whole pipeline runs (and is testable) offline (SPEC §5), one
module per step.

Every function here is a pure, documented rule: the same input always yields the same
output, across processes and machines (no Python `hash()`, no randomness).
"""

from memory_pipeline.llm.offline.content import BACKEND_NAME, split_content
from memory_pipeline.llm.offline.embedding import HashingEmbedder
from memory_pipeline.llm.offline.extraction import (
    OfflineExtractor,
    addresses_assistant,
    first_sentence,
    main_topic,
    question_text,
)
from memory_pipeline.llm.offline.judgment import (
    FACT_KEYS,
    MULTI_VALUED_KEYS,
    OFFLINE_JUDGE_RULE,
    OFFLINE_MERGE_RULE,
    offline_classify,
    offline_judge,
    offline_merge,
)

__all__ = [
    "BACKEND_NAME",
    "FACT_KEYS",
    "MULTI_VALUED_KEYS",
    "OFFLINE_JUDGE_RULE",
    "OFFLINE_MERGE_RULE",
    "HashingEmbedder",
    "OfflineExtractor",
    "addresses_assistant",
    "first_sentence",
    "main_topic",
    "offline_classify",
    "offline_judge",
    "offline_merge",
    "question_text",
    "split_content",
]
