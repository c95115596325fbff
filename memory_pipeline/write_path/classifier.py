"""Memory classification: the seed's zero-cost rule table first, an LLM answer otherwise (SPEC §4).

Pure logic: no Dagster, no database, no network.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from memory_pipeline.write_path.facts import SOURCES, MalformedOutput, decode_json_answer, nfkc_lower

CATEGORIES = ("identity", "preference", "fact", "episodic", "tool_failure", "policy", "general")
SLOTS = ("profile", "constraints", "tool_state", "planner", "task_memory", "recall_memory")

DEFAULT_SLOT_BY_CATEGORY = {
    "identity": "profile",
    "preference": "profile",
    "policy": "constraints",
    "tool_failure": "tool_state",
    "fact": "recall_memory",
    "episodic": "task_memory",
    "general": "recall_memory",
}

SOURCE_TAG_PREFIX = "src:"
MAX_LLM_TAGS = 8
MAX_TAG_CHARS = 32


@dataclass(frozen=True)
class Classification:
    category: str
    tags: tuple[str, ...]
    slot_hint: str
    by_rule: bool


FALLBACK = Classification("general", (), "recall_memory", by_rule=False)


@dataclass(frozen=True)
class _Rule:
    category: str
    tags: tuple[str, ...]
    slot_hint: str
    pattern: re.Pattern[str]


def _keyword_pattern(cjk_keywords: tuple[str, ...], english_keywords: tuple[str, ...]) -> re.Pattern[str]:
    # CJK has no word boundaries, so CJK keywords match as substrings. English keywords
    # match whole words ("toolbar" is not "tool"), allowing a plural/3rd-person "s".
    cjk = [re.escape(word) for word in cjk_keywords]
    english = [r"\b" + r"\s+".join(map(re.escape, word.split())) + r"s?\b" for word in english_keywords]
    return re.compile("|".join(cjk + english))


def _rule(
    category: str,
    tags: tuple[str, ...],
    slot: str,
    cjk: tuple[str, ...],
    english: tuple[str, ...],
) -> _Rule:
    return _Rule(category, tags, slot, _keyword_pattern(cjk, english))


# Table order is significant: the first matching row wins (seed §4). 不喜欢 sits in the
# preference row, which precedes policy, so "不喜欢…" never becomes a constraint.
_RULES = (
    _rule("identity", ("name",), "profile", ("叫", "名字", "姓名", "是我", "我是"), ("name", "i am", "i'm")),
    _rule(
        "preference",
        ("preference",),
        "profile",
        ("喜欢", "偏好", "习惯", "爱好", "讨厌", "不喜欢"),
        ("like", "dislike", "prefer", "hate", "favorite", "favourite"),
    ),
    _rule(
        "tool_failure",
        ("tool", "error"),
        "tool_state",
        ("工具", "失败", "错误", "报错", "异常"),
        ("error", "failed", "exception", "tool"),
    ),
    _rule(
        "policy",
        ("constraint",),
        "constraints",
        ("禁止", "不要", "不能", "必须", "强制"),
        ("must", "never", "do not", "don't"),
    ),
)


def _rule_text(key: str, value: str) -> str:
    # Curly apostrophes would otherwise hide "I’m" / "don’t" from the English keywords.
    return nfkc_lower(f"{key} {value}").replace("\u2019", "'")


def classify_by_rules(key: str, value: str) -> Classification | None:
    """The seed's rule table over key + value; None when no row matches (ask the LLM)."""
    text = _rule_text(key, value)
    for rule in _RULES:
        if rule.pattern.search(text):
            return Classification(rule.category, rule.tags, rule.slot_hint, by_rule=True)
    return None


def parse_classification_answer(raw: str) -> Classification:
    """Parse {"category": .., "tags": [..], "slot_hint": ..}; never raises.

    A bad answer must not stop the run, so anything invalid falls back to `general`.
    A missing slot_hint takes the category's default slot; an invalid one is a bad answer.
    """
    try:
        answer = decode_json_answer(raw)
    except MalformedOutput:
        return FALLBACK
    if not isinstance(answer, dict):
        return FALLBACK
    category = _clean_label(answer.get("category"))
    if category not in CATEGORIES:
        return FALLBACK
    slot = _clean_label(answer.get("slot_hint", DEFAULT_SLOT_BY_CATEGORY[category]))
    if slot not in SLOTS:
        return FALLBACK
    return Classification(category, _clean_tags(answer.get("tags")), slot, by_rule=False)


def _clean_label(value: Any) -> str | None:
    return value.strip().lower() if isinstance(value, str) else None


def _clean_tags(raw_tags: Any) -> tuple[str, ...]:
    if not isinstance(raw_tags, list):
        return ()
    tags: list[str] = []
    for raw in raw_tags:
        if not isinstance(raw, str):
            continue
        tag = raw.strip()
        # Provenance tags are ours to set (with_source_tag); a model must not forge them.
        if not tag or len(tag) > MAX_TAG_CHARS or tag.startswith(SOURCE_TAG_PREFIX):
            continue
        if tag not in tags:
            tags.append(tag)
    return tuple(tags[:MAX_LLM_TAGS])


def with_source_tag(c: Classification, source: str) -> Classification:
    """Append the provenance tag src:user / src:exchange exactly once."""
    if source not in SOURCES:
        raise ValueError(f"unknown fact source {source!r}; expected one of {SOURCES}")
    tag = SOURCE_TAG_PREFIX + source
    if tag in c.tags:
        return c
    return dataclasses.replace(c, tags=(*c.tags, tag))
