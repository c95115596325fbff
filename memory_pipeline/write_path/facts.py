"""Validation of LLM fact-extraction answers and query anchoring of exchange facts (SPEC §2).

Pure logic: no Dagster, no database, no network.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

USER_IMPORTANCE = 0.7
EXCHANGE_IMPORTANCE = 0.5

MAX_KEY_CHARS = 64
MAX_VALUE_CHARS = 500
MAX_FACTS_PER_SOURCE = 20

USER_SOURCE = "user"
EXCHANGE_SOURCE = "exchange"
SOURCES = (USER_SOURCE, EXCHANGE_SOURCE)
USER_CONTENT_PREFIX = "用户"
# Keys of the single JSON object the extraction prompt asks for, one per source.
ANSWER_KEYS = {USER_SOURCE: "user_facts", EXCHANGE_SOURCE: "exchange_facts"}


class MalformedOutput(ValueError):
    """An LLM answer that is not what the prompt asked for.

    `reason` is a short machine code so runs can count rejections by reason
    without ever logging the (possibly sensitive) answer text itself.
    """

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


# --------------------------------------------------------------------------- decoding

_FENCED_BLOCK_RE = re.compile(r"```[ \t]*(?:json)?[ \t]*\n?(.*?)```", re.DOTALL | re.IGNORECASE)


def decode_json_answer(raw: Any) -> Any:
    """Decode an LLM answer as JSON, tolerating a ```json fenced block around it.

    Raises MalformedOutput("empty") or MalformedOutput("not_json").
    """
    if not isinstance(raw, str):
        raise MalformedOutput("not_json", f"answer is {type(raw).__name__}, not str")
    text = raw.strip()
    fenced = _FENCED_BLOCK_RE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    if not text:
        raise MalformedOutput("empty")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        # ValueError also covers int-digit limits; RecursionError covers absurd nesting.
        raise MalformedOutput("not_json", type(exc).__name__) from None


# --------------------------------------------------------------------------- flat facts


def parse_flat_facts(obj: Any) -> dict[str, str]:
    """Validate an already-decoded JSON value as a flat {str: str} object.

    Keys and values are stripped; an empty value means "no fact" and is dropped.
    Raises MalformedOutput for anything else.
    """
    if not isinstance(obj, dict):
        raise MalformedOutput("not_object", type(obj).__name__)
    facts: dict[str, str] = {}
    for raw_key, raw_value in obj.items():
        _check_types(raw_key, raw_value)
        value = raw_value.strip()
        if not value:
            continue
        key = raw_key.strip()
        _check_sizes(key, value)
        facts[key] = value
        if len(facts) > MAX_FACTS_PER_SOURCE:
            raise MalformedOutput("too_many_facts", f"more than {MAX_FACTS_PER_SOURCE}")
    return facts


def _check_types(key: Any, value: Any) -> None:
    if not isinstance(key, str):
        raise MalformedOutput("non_string_key", type(key).__name__)
    if isinstance(value, (dict, list, tuple)):
        raise MalformedOutput("nested_value", type(value).__name__)
    if not isinstance(value, str):
        # Numbers, booleans and null are rejected rather than coerced: the prompt asks
        # for strings, so anything else means the model did not follow it.
        raise MalformedOutput("non_string_value", type(value).__name__)


def _check_sizes(key: str, value: str) -> None:
    if not key:
        raise MalformedOutput("empty_key")
    if len(key) > MAX_KEY_CHARS:
        raise MalformedOutput("oversized_key", f"{len(key)} > {MAX_KEY_CHARS}")
    if len(value) > MAX_VALUE_CHARS:
        raise MalformedOutput("oversized_value", f"{len(value)} > {MAX_VALUE_CHARS}")


EXTRACTION_FLAGS = ("user_instruction", "reply_instruction", "pii")


def parse_extraction_answer(raw: str) -> tuple[dict[str, str], dict[str, str]]:
    """Parse the extraction answer {"user_facts": {...}, "exchange_facts": {...}}.

    Returns (user_facts, exchange_facts). Extra top-level keys are ignored; a missing
    source key is MalformedOutput("missing_sources") because the prompt demands both.
    """
    user_facts, exchange_facts, _flags = parse_extraction_answer_with_flags(raw)
    return user_facts, exchange_facts


def parse_extraction_answer_with_flags(raw: str) -> tuple[dict[str, str], dict[str, str], frozenset[str]]:
    """(user_facts, exchange_facts, raised flags). Only a flag answered with JSON `true` is
    raised: a missing, malformed or false flag raises nothing, because a flag can only add a
    block, never lift one."""
    answer = decode_json_answer(raw)
    if isinstance(answer, dict):
        flags_obj = answer.get("flags")
        flags = frozenset(
            name for name in EXTRACTION_FLAGS if isinstance(flags_obj, dict) and flags_obj.get(name) is True
        )
    else:
        flags = frozenset()
    return (*_parse_sources(answer), flags)


def _parse_sources(answer: Any) -> tuple[dict[str, str], dict[str, str]]:
    if not isinstance(answer, dict):
        raise MalformedOutput("not_object", type(answer).__name__)
    missing = [name for name in ANSWER_KEYS.values() if name not in answer]
    if missing:
        raise MalformedOutput("missing_sources", ",".join(missing))
    return (
        parse_flat_facts(answer[ANSWER_KEYS[USER_SOURCE]]),
        parse_flat_facts(answer[ANSWER_KEYS[EXCHANGE_SOURCE]]),
    )


def compose_content(source: str, key: str, value: str) -> str:
    """The text that is stored and embedded; exchange facts stay neutral (never "用户…")."""
    if source == USER_SOURCE:
        return f"{USER_CONTENT_PREFIX}{key}: {value}"
    if source == EXCHANGE_SOURCE:
        return f"{key}: {value}"
    raise ValueError(f"unknown fact source {source!r}; expected one of {SOURCES}")


# --------------------------------------------------------------------------- topic terms

_CJK_CHARS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RUN_RE = re.compile(f"[{_CJK_CHARS}]+")
_MIXED_SEGMENT_RE = re.compile(f"[a-z0-9{_CJK_CHARS}]+")
_NON_PHRASE_RE = re.compile(r"[^a-z0-9\s]+")
_MIN_TERM_CHARS = 2

_ENGLISH_STOPWORDS = frozenset(
    """
    a about after all also am an and any are as at be been before being between both brief
    briefly but by can compare compared could define definition describe detail details did
    difference differences do does doing done each example examples explain for from get give
    had has have how i if in into is it its just let like me mean meaning means more most my
    of on or other our overview please purpose quick quickly role should simple simply so some
    tell than that the their them then there these they this those to too use used using
    versus vs was way we were what whats when where which while who whom why will with work
    works would you your yours
    """.split()
)

# Chinese function and question words; a topic never contains them, so they split runs.
# Deliberately absent: single characters that are common inside content words
# (能 in 性能, 在 in 存在, 有 in 有效, 中 in 中国, 要 in 重要, 会 in 会议).
_CJK_FUNCTION_WORDS = (
    "是什么",
    "什么是",
    "是啥",
    "什么",
    "啥",
    "怎么样",
    "怎么",
    "怎样",
    "如何",
    "为什么",
    "为啥",
    "为何",
    "是否",
    "是不是",
    "有没有",
    "能不能",
    "能否",
    "可不可以",
    "可以",
    "吗",
    "呢",
    "吧",
    "啊",
    "呀",
    "么",
    "的",
    "了",
    "请问",
    "一下",
    "介绍",
    "解释",
    "说明",
    "讲讲",
    "讲一讲",
    "讲解",
    "告诉我",
    "我想知道",
    "想知道",
    "知道",
    "和",
    "与",
    "跟",
    "以及",
    "还是",
    "或者",
    "有什么",
    "有哪些",
    "哪些",
    "哪个",
    "哪里",
    "区别",
    "不同",
    "之间",
    "简单",
    "详细",
    "具体",
    "中的",
    "里的",
    "我们",
    "你们",
    "是",
    "我",
    "你",
    "他",
    "她",
    "它",
    "这个",
    "那个",
    "一个",
)
_CJK_FUNCTION_WORDS_RE = re.compile("|".join(map(re.escape, sorted(_CJK_FUNCTION_WORDS, key=len, reverse=True))))


def nfkc_lower(text: str) -> str:
    """NFKC + lowercase: full-width letters, case and compatibility forms compare equal."""
    return unicodedata.normalize("NFKC", text).lower()


def topic_terms(question: str, bigrams: bool = True) -> set[str]:
    """Topic terms of a question: content words/phrases in English, CJK runs (and, unless
    `bigrams` is off, their character bigrams)."""
    text = nfkc_lower(question)
    return _english_terms(text) | _cjk_terms(text, bigrams)


def _is_english_content_word(word: str) -> bool:
    return len(word) >= _MIN_TERM_CHARS and not word.isdigit() and word not in _ENGLISH_STOPWORDS


def _english_terms(text: str) -> set[str]:
    """Content words plus runs of adjacent content words ("raft consensus").

    Splitting on everything that is not ASCII alphanumeric or space also separates words
    glued to CJK text, so "cap定理" contributes "cap".
    """
    terms: set[str] = set()
    for phrase in _NON_PHRASE_RE.split(text):
        run: list[str] = []
        for word in [*phrase.split(), ""]:  # "" flushes the last run
            if word and _is_english_content_word(word):
                run.append(word)
                terms.add(word)
                continue
            if len(run) >= 2:
                terms.add(" ".join(run))
            run = []
    return terms


def _cjk_terms(text: str, bigrams: bool = True) -> set[str]:
    terms: set[str] = set()
    for chunk in _CJK_FUNCTION_WORDS_RE.split(text):
        for segment in _MIXED_SEGMENT_RE.findall(chunk):
            runs = _CJK_RUN_RE.findall(segment)
            if not runs:
                continue
            long_runs = [run for run in runs if len(run) >= _MIN_TERM_CHARS]
            for run in long_runs:
                terms.add(run)
                if bigrams:
                    terms.update(run[i : i + 2] for i in range(len(run) - 1))
            # A mixed term like "cap定理" is kept only when it has no stray single
            # CJK characters ("用python写" is not a topic).
            if segment not in runs and len(long_runs) == len(runs):
                terms.add(segment)
    return terms


# --------------------------------------------------------------------------- anchoring


def _compact(text: str) -> str:
    return "".join(nfkc_lower(text).split())


def _is_anchored_in(key: str, terms: set[str]) -> bool:
    compact_key = _compact(key)
    if not compact_key:
        return False
    for term in terms:
        compact_term = _compact(term)
        if compact_term in compact_key:
            return True
        if len(compact_key) >= _MIN_TERM_CHARS and compact_key in compact_term:
            return True
    return False


def is_anchored(key: str, question: str) -> bool:
    """True iff the key contains a whole topic term of the question (or is part of one)."""
    return _is_anchored_in(key, topic_terms(question, bigrams=False))


def anchor_exchange_facts(facts: dict[str, str], question: str) -> tuple[dict[str, str], list[str]]:
    """Keep exchange facts whose key is anchored in the question; return (kept, dropped_keys).

    Enforced in code because a prompt instruction alone does not stop the model from
    storing unrelated "knowledge" (or injected secrets) from the reply. `question` is the
    question part of the user message only (statements around it carry no topic), and terms are
    whole words/runs: a character bigram shared by chance anchors nothing.
    """
    terms = topic_terms(question, bigrams=False)
    kept: dict[str, str] = {}
    dropped: list[str] = []
    for key, value in facts.items():
        if _is_anchored_in(key, terms):
            kept[key] = value
        else:
            dropped.append(key)
    return kept, dropped
