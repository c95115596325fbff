"""Offline conflict judge, classifier fallback and merge writer: documented rules on the
"key: value" form of a memory's content."""

from __future__ import annotations

import re

from memory_pipeline.llm.offline.content import compact_lower, parse_content, split_content

OFFLINE_JUDGE_RULE = "same-key-different-value"
OFFLINE_MERGE_RULE = "same-key-union"
MERGE_SEPARATOR = "；"


def offline_judge(old_content: str, new_content: str) -> bool:
    """Offline deterministic conflict judge (rule "same-key-different-value").

    Contradiction iff both contents are "<prefix><key>: <value>" with the same key and
    different normalised values. Anything unparseable is "not contradictory", the
    SPEC's default verdict.
    """
    old, new = split_content(old_content), split_content(new_content)
    if old is None or new is None:
        return False
    (old_key, old_value), (new_key, new_value) = old, new
    if compact_lower(old_key) in MULTI_VALUED_KEYS:
        return False  # liking tea does not contradict liking coffee
    return compact_lower(old_key) == compact_lower(new_key) and compact_lower(old_value) != compact_lower(new_value)


# Keys that hold one of many values: a second value adds to the first instead of replacing it.
MULTI_VALUED_KEYS = frozenset(
    {
        "喜欢",
        "不喜欢",
        "约束",
        "过敏",
        "工具失败",
        "likes",
        "dislikes",
        "constraint",
        "allergy",
        "tool_failure",
    }
)

# Keys the offline extractor produces for durable facts that no keyword rule classifies.
FACT_KEYS = frozenset({"公司", "职业", "城市", "过敏", "employer", "role", "city", "allergy"})


def offline_classify(key: str, source: str) -> tuple[str, str]:
    """Offline stand-in for the fast model's classification: (category, slot_hint).

    Exchange knowledge and the extractor's own fact keys are facts; anything else is general.
    """
    bare = compact_lower(re.sub(r"\d+$", "", key))
    if source == "exchange" or bare in FACT_KEYS:
        return "fact", "recall_memory" if source == "exchange" else "profile"
    return "general", "recall_memory"


def offline_merge(older_content: str, newer_content: str) -> str:
    """Offline deterministic merge (rule "same-key-union").

    Same key: "key: v_old；v_new", or just the longer value when one contains the other.
    Different keys (or unparseable): older + "；" + newer.
    """
    older, newer = parse_content(older_content), parse_content(newer_content)
    if older is None or newer is None or compact_lower(older[1]) != compact_lower(newer[1]):
        return f"{older_content}{MERGE_SEPARATOR}{newer_content}"
    prefix, key, old_value = older
    return f"{prefix}{key}: {_union_values(old_value, newer[2])}"


def _union_values(old_value: str, new_value: str) -> str:
    old_norm, new_norm = compact_lower(old_value), compact_lower(new_value)
    if old_norm in new_norm:
        return new_value
    if new_norm in old_norm:
        return old_value
    return f"{old_value}{MERGE_SEPARATOR}{new_value}"
