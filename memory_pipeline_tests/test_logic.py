"""Tests of the pure logic modules and the offline deterministic backend."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_pipeline.llm.offline import (
    BACKEND_NAME,
    OFFLINE_JUDGE_RULE,
    OFFLINE_MERGE_RULE,
    HashingEmbedder,
    OfflineExtractor,
    offline_judge,
    offline_merge,
    split_content,
)
from memory_pipeline.projections import backoff
from memory_pipeline.governance import rules as gov
from memory_pipeline.settings import KNOBS
from memory_pipeline.write_path.classifier import (
    CATEGORIES,
    DEFAULT_SLOT_BY_CATEGORY,
    SLOTS,
    Classification,
    classify_by_rules,
    parse_classification_answer,
    with_source_tag,
)
from memory_pipeline.write_path.facts import (
    MAX_FACTS_PER_SOURCE,
    MAX_KEY_CHARS,
    MAX_VALUE_CHARS,
    MalformedOutput,
    anchor_exchange_facts,
    compose_content,
    is_anchored,
    parse_extraction_answer,
    parse_flat_facts,
    topic_terms,
)
from memory_pipeline.projections.guard import GuardDecision, decide

FAST = settings(derandomize=True, max_examples=150, deadline=None, database=None)


def answer(user: object = None, exchange: object = None) -> str:
    return json.dumps({"user_facts": user or {}, "exchange_facts": exchange or {}}, ensure_ascii=False)


# =========================================================================== facts: parsing


def test_parse_extraction_answer_accepts_good_answer_and_strips():
    raw = answer({" 名字 ": " 小明 ", "城市": ""}, {"CAP定理": "一致性、可用性、分区容错性最多满足两个"})
    assert parse_extraction_answer(raw) == (
        {"名字": "小明"},
        {"CAP定理": "一致性、可用性、分区容错性最多满足两个"},
    )


def test_parse_extraction_answer_tolerates_fenced_block():
    raw = "```json\n" + answer({"name": "Alex"}) + "\n```"
    assert parse_extraction_answer(raw) == ({"name": "Alex"}, {})


def test_parse_extraction_answer_ignores_extra_top_level_keys():
    raw = json.dumps({"user_facts": {}, "exchange_facts": {}, "reasoning": "none"})
    assert parse_extraction_answer(raw) == ({}, {})


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("not json at all", "not_json"),
        ("{'user_facts': {}}", "not_json"),
        ("", "empty"),
        ("```json\n```", "empty"),
        ("[1, 2]", "not_object"),
        ('"just a string"', "not_object"),
        ('{"user_facts": {}}', "missing_sources"),
        ('{"exchange_facts": {}}', "missing_sources"),
        (answer({"a": {"b": "c"}}), "nested_value"),
        (answer({"a": ["b"]}), "nested_value"),
        (answer({"a": 1}), "non_string_value"),
        (answer({"a": 1.5}), "non_string_value"),
        (answer({"a": True}), "non_string_value"),
        ('{"user_facts": {"a": null}, "exchange_facts": {}}', "non_string_value"),
        ('{"user_facts": [], "exchange_facts": {}}', "not_object"),
        (answer({"k": "v" * (MAX_VALUE_CHARS + 1)}), "oversized_value"),
        (answer({"k" * (MAX_KEY_CHARS + 1): "v"}), "oversized_key"),
        (answer({"   ": "v"}), "empty_key"),
        (answer(exchange={f"k{i}": "v" for i in range(MAX_FACTS_PER_SOURCE + 1)}), "too_many_facts"),
    ],
)
def test_parse_extraction_answer_rejects_with_reason(raw, reason):
    with pytest.raises(MalformedOutput) as excinfo:
        parse_extraction_answer(raw)
    assert excinfo.value.reason == reason


def test_parse_flat_facts_rejects_non_string_key():
    # JSON object keys are always strings, so this can only come from a decoded Python value.
    with pytest.raises(MalformedOutput) as excinfo:
        parse_flat_facts({1: "one"})
    assert excinfo.value.reason == "non_string_key"


def test_parse_flat_facts_limits_are_inclusive():
    facts = {f"k{i}": "v" * MAX_VALUE_CHARS for i in range(MAX_FACTS_PER_SOURCE)}
    facts["k0"] = "v"
    assert len(parse_flat_facts(facts)) == MAX_FACTS_PER_SOURCE
    assert parse_flat_facts({"k" * MAX_KEY_CHARS: "v"}) == {"k" * MAX_KEY_CHARS: "v"}


def test_malformed_output_is_a_value_error():
    assert issubclass(MalformedOutput, ValueError)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=20,
)
flat_string_objects = st.dictionaries(st.text(max_size=70), st.text(max_size=30) | json_values, max_size=25)
answer_like = st.fixed_dictionaries({"user_facts": flat_string_objects, "exchange_facts": flat_string_objects})


def _assert_valid_facts(facts: dict[str, str]) -> None:
    assert len(facts) <= MAX_FACTS_PER_SOURCE
    for key, value in facts.items():
        assert isinstance(key, str) and isinstance(value, str)
        assert 0 < len(key) <= MAX_KEY_CHARS and 0 < len(value) <= MAX_VALUE_CHARS
        assert key == key.strip() and value == value.strip()


@FAST
@given(json_values | answer_like)
def test_parse_extraction_answer_on_arbitrary_json(value):
    try:
        facts = parse_extraction_answer(json.dumps(value))
    except MalformedOutput as exc:
        assert exc.reason
        return
    for source_facts in facts:
        _assert_valid_facts(source_facts)


@FAST
@given(st.text(max_size=200))
def test_parse_extraction_answer_on_arbitrary_text(raw):
    try:
        parse_extraction_answer(raw)
    except MalformedOutput:
        pass


def test_compose_content():
    assert compose_content("user", "名字", "小明") == "用户名字: 小明"
    assert compose_content("exchange", "CAP定理", "三选二") == "CAP定理: 三选二"
    with pytest.raises(ValueError):
        compose_content("bot", "k", "v")


# =========================================================================== facts: anchoring


def test_topic_terms_of_chinese_question():
    assert {"cap", "定理", "cap定理"} <= topic_terms("CAP定理是什么？")
    assert not {"是什么", "什么", "是"} & topic_terms("CAP定理是什么？")


def test_topic_terms_of_english_question():
    terms = topic_terms("What is Raft consensus?")
    assert {"raft", "consensus", "raft consensus"} <= terms
    assert not {"what", "is"} & terms


def test_topic_terms_split_on_function_words_and_keep_bigrams():
    terms = topic_terms("请问分布式系统和Paxos有什么区别？")
    assert {"分布式系统", "分布", "系统", "paxos"} <= terms
    assert "区别" not in terms


def test_topic_terms_normalise_full_width():
    assert "k8s" in topic_terms("什么是Ｋ８ｓ？")


@pytest.mark.parametrize(
    ("question", "key", "anchored"),
    [
        ("CAP定理是什么？", "CAP定理", True),
        ("CAP定理是什么？", "cap 定理", True),
        ("CAP定理是什么？", "定理", True),
        ("CAP定理是什么？", "管理员密钥", False),
        ("What is Raft consensus?", "raft", True),
        ("What is Raft consensus?", "Raft leader election", True),
        ("What is Raft consensus?", "admin password", False),
        ("What is Raft consensus?", "", False),
        ("What is it?", "anything", False),
    ],
)
def test_is_anchored(question, key, anchored):
    assert is_anchored(key, question) is anchored


def test_anchor_exchange_facts_drops_unanchored_keys():
    kept, dropped = anchor_exchange_facts({"CAP定理": "三选二", "管理员密钥": "sk-123"}, "CAP定理是什么？")
    assert kept == {"CAP定理": "三选二"}
    assert dropped == ["管理员密钥"]


# =========================================================================== classifier


@pytest.mark.parametrize(
    ("key", "value", "category", "tags", "slot"),
    [
        ("名字", "小明", "identity", ("name",), "profile"),
        ("介绍", "我是小明", "identity", ("name",), "profile"),
        ("name", "Alex", "identity", ("name",), "profile"),
        ("喜欢", "咖啡", "preference", ("preference",), "profile"),
        ("不喜欢", "香菜", "preference", ("preference",), "profile"),
        ("dislikes", "cilantro", "preference", ("preference",), "profile"),
        ("favorite", "jazz", "preference", ("preference",), "profile"),
        ("工具", "搜索接口超时", "tool_failure", ("tool", "error"), "tool_state"),
        ("search", "request failed", "tool_failure", ("tool", "error"), "tool_state"),
        ("约束", "不要推荐咖啡", "policy", ("constraint",), "constraints"),
        ("constraint", "never use emojis", "policy", ("constraint",), "constraints"),
        ("constraint", "don\u2019t use emojis", "policy", ("constraint",), "constraints"),
    ],
)
def test_classify_by_rules_table(key, value, category, tags, slot):
    assert classify_by_rules(key, value) == Classification(category, tags, slot, by_rule=True)


def test_classify_by_rules_first_row_wins():
    # 不喜欢 is a preference even though "不" looks like a policy word.
    assert classify_by_rules("约束", "不喜欢被打断").category == "preference"
    # identity precedes policy.
    assert classify_by_rules("约束", "不要叫我小名").category == "identity"


@pytest.mark.parametrize(("key", "value"), [("toolbar", "blue"), ("公司", "字节跳动"), ("mustard", "yellow")])
def test_classify_by_rules_no_match(key, value):
    assert classify_by_rules(key, value) is None


def test_parse_classification_answer_valid():
    raw = '```json\n{"category": "fact", "tags": ["db", "db", "src:user", 3, ""], "slot_hint": "recall_memory"}\n```'
    assert parse_classification_answer(raw) == Classification("fact", ("db",), "recall_memory", by_rule=False)


def test_parse_classification_answer_defaults_missing_slot():
    assert parse_classification_answer('{"category": "episodic"}').slot_hint == "task_memory"


@pytest.mark.parametrize(
    "raw",
    [
        "garbage",
        "",
        "[]",
        '{"category": "weather", "tags": [], "slot_hint": "profile"}',
        '{"category": "fact", "tags": [], "slot_hint": "attic"}',
        '{"category": 3}',
        '{"tags": ["x"]}',
        None,
    ],
)
def test_parse_classification_answer_falls_back(raw):
    assert parse_classification_answer(raw) == Classification("general", (), "recall_memory", by_rule=False)


@FAST
@given(st.text(max_size=100) | json_values.map(json.dumps))
def test_parse_classification_answer_never_raises(raw):
    result = parse_classification_answer(raw)
    assert result.category in CATEGORIES and result.slot_hint in SLOTS


def test_with_source_tag_appends_once():
    c = with_source_tag(Classification("identity", ("name",), "profile", True), "user")
    assert c.tags == ("name", "src:user")
    assert with_source_tag(c, "user") == c
    assert with_source_tag(c, "exchange").tags == ("name", "src:user", "src:exchange")
    with pytest.raises(ValueError):
        with_source_tag(c, "bot")


def test_default_slots_cover_every_category():
    assert set(DEFAULT_SLOT_BY_CATEGORY) == set(CATEGORIES)
    assert set(DEFAULT_SLOT_BY_CATEGORY.values()) <= set(SLOTS)


# =========================================================================== guard, backoff, governance


@pytest.mark.parametrize(
    ("incoming", "current", "decision"),
    [
        ((1, "h1"), (None, None), GuardDecision.UPSERT),
        ((3, "h3"), (2, "h2"), GuardDecision.UPSERT),
        ((1, "h1"), (2, "h2"), GuardDecision.STALE),
        ((2, "h2"), (2, "h2"), GuardDecision.REPLAY),
        ((2, "hX"), (2, "h2"), GuardDecision.CONFLICT),
        ((2, "h2"), (2, None), GuardDecision.CONFLICT),
    ],
)
def test_guard(incoming, current, decision):
    assert decide(*incoming, *current) is decision


def test_guard_decision_values():
    assert [d.value for d in GuardDecision] == ["upsert", "stale", "replay", "conflict"]


@pytest.mark.parametrize(
    ("attempts", "delay"),
    [
        (0, 1),
        (1, 2),
        (2, 4),
        (3, 8),
        (4, 16),
        (5, 32),
        (6, 64),
        (7, 128),
        (8, 256),
        (9, 512),
        (10, 1024),
        (11, 1024),
        (12, 1024),
    ],
)
def test_retry_delay(attempts, delay):
    assert backoff.retry_delay_seconds(attempts) == delay


def test_retry_delay_rejects_negative():
    with pytest.raises(ValueError):
        backoff.retry_delay_seconds(-1)


def test_next_state_after_failure():
    assert [backoff.next_state_after_failure(n, 10) for n in (1, 9, 10, 11)] == ["pending", "pending", "dead", "dead"]
    assert backoff.next_state_after_failure(3, max_attempts=3) == "dead"
    assert (backoff.BATCH_SIZE, int(KNOBS["OUTBOX_MAX_ATTEMPTS"]), backoff.LEASE_SECONDS) == (100, 10, 30)


@pytest.mark.parametrize(
    ("similarity", "band"),
    [
        (1.0, "duplicate"),
        (0.95, "duplicate"),
        (0.9499, "merge"),
        (0.80, "merge"),
        (0.7999, "new"),
        (0.0, "new"),
        (-1.0, "new"),
        (math.nan, "new"),
    ],
)
def test_similarity_band(similarity, band):
    assert gov.similarity_band(similarity) == band


@pytest.mark.parametrize(
    ("category", "similarity", "candidate"),
    [
        ("identity", 0.75, True),
        ("preference", 0.9499, True),
        ("fact", 0.8, True),
        ("fact", 0.95, False),
        ("fact", 0.7499, False),
        ("policy", 0.85, False),
        ("general", 0.85, False),
    ],
)
def test_is_conflict_candidate(category, similarity, candidate):
    assert gov.is_conflict_candidate(category, similarity) is candidate


# =========================================================================== offline extractor

NO_REPLY = ""

EXTRACTION_CASES = [
    # identity
    ("我叫小明", NO_REPLY, {"名字": "小明"}, {}),
    ("我的名字是王小二。", NO_REPLY, {"名字": "王小二"}, {}),
    ("叫我阿强就行", NO_REPLY, {"名字": "阿强"}, {}),
    ("My name is Alex Chen.", NO_REPLY, {"name": "Alex Chen"}, {}),
    ("Call me Bob please", NO_REPLY, {"name": "Bob"}, {}),
    ("I'm Alex, a backend engineer", NO_REPLY, {"name": "Alex", "role": "backend engineer"}, {}),
    ("I'm Alex and I live in Berlin", NO_REPLY, {"name": "Alex", "city": "Berlin"}, {}),
    ("I'm Sorry", NO_REPLY, {}, {}),
    # work
    ("我在字节跳动工作", NO_REPLY, {"公司": "字节跳动"}, {}),
    ("我刚入职腾讯", NO_REPLY, {"公司": "腾讯"}, {}),
    ("I work at Google as a senior engineer", NO_REPLY, {"employer": "Google"}, {}),
    ("我叫小明，是一名后端工程师", NO_REPLY, {"名字": "小明", "职业": "后端工程师"}, {}),
    ("我是做后端的", NO_REPLY, {"职业": "后端"}, {}),
    ("I'm a senior backend engineer", NO_REPLY, {"role": "senior backend engineer"}, {}),
    # place
    ("我在北京工作", NO_REPLY, {"城市": "北京"}, {}),
    ("我住在上海", NO_REPLY, {"城市": "上海"}, {}),
    ("我是湖南人", NO_REPLY, {"城市": "湖南"}, {}),
    ("I live in Berlin, Germany", NO_REPLY, {"city": "Berlin"}, {}),
    ("I'm based in Tokyo", NO_REPLY, {"city": "Tokyo"}, {}),
    # health and taste
    ("我对花生过敏", NO_REPLY, {"过敏": "花生"}, {}),
    ("I\u2019m allergic to peanuts!", NO_REPLY, {"allergy": "peanuts"}, {}),
    ("我喜欢喝咖啡，但不喜欢茶", NO_REPLY, {"喜欢": "喝咖啡"}, {}),
    ("我很喜欢猫。我也喜欢狗", NO_REPLY, {"喜欢": "猫", "喜欢2": "狗"}, {}),
    ("我不喜欢香菜", NO_REPLY, {"不喜欢": "香菜"}, {}),
    ("我讨厌下雨天", NO_REPLY, {"不喜欢": "下雨天"}, {}),
    ("I like jazz because it relaxes me", NO_REPLY, {"likes": "jazz"}, {}),
    ("I don't like cilantro", NO_REPLY, {"dislikes": "cilantro"}, {}),
    # constraints
    ("请不要给我推荐咖啡", NO_REPLY, {"约束": "不要给我推荐咖啡"}, {}),
    ("回答时请用中文。禁止使用表情符号", NO_REPLY, {"约束": "回答时请用中文", "约束2": "禁止使用表情符号"}, {}),
    ("从现在开始，回答时必须用中文", NO_REPLY, {"约束": "回答时必须用中文"}, {}),
    (
        "Please don't use emojis. Never call me Bob",
        NO_REPLY,
        {"constraint": "don't use emojis", "constraint2": "Never call me Bob"},
        {},
    ),
    # temporary states are not facts
    ("我今天有点累", NO_REPLY, {}, {}),
    ("明天去北京", NO_REPLY, {}, {}),
    ("我明天要去北京出差", NO_REPLY, {}, {}),
    ("我刚才在开会", NO_REPLY, {}, {}),
    ("我最近有点忙", NO_REPLY, {}, {}),
    ("我现在在腾讯工作", NO_REPLY, {}, {}),
    ("I'm tired today", NO_REPLY, {}, {}),
    ("Tomorrow I'm going to Paris", NO_REPLY, {}, {}),
    ("我叫小明，今天有点累", NO_REPLY, {"名字": "小明"}, {}),
    # tool failures are remembered even when told as "just now": the planner should avoid the tool
    ("刚才调用天气工具报错了：超时", NO_REPLY, {"工具失败": "调用天气工具报错了：超时"}, {}),
    ("The weather tool timed out again.", NO_REPLY, {"tool_failure": "weather tool timed out again"}, {}),
    ("这个工具怎么用？", NO_REPLY, {}, {}),
    ("我搬到杭州了，住在余杭", NO_REPLY, {"城市": "杭州"}, {}),
    ("我已经搬到上海了。", NO_REPLY, {"城市": "上海"}, {}),
    # questions: exchange facts only, anchored on the question's topic
    (
        "CAP定理是什么？",
        "CAP定理指分布式系统无法同时满足一致性、可用性和分区容错性。其余略。",
        {},
        {"CAP定理": "CAP定理指分布式系统无法同时满足一致性、可用性和分区容错性"},
    ),
    (
        "What is Raft consensus?",
        "Raft is a consensus algorithm designed to be understandable. It elects a leader.",
        {},
        {"Raft consensus": "Raft is a consensus algorithm designed to be understandable"},
    ),
    (
        "解释一下Kubernetes的Pod",
        "## Pod\nPod 是 Kubernetes 中最小的调度单位。",
        {},
        {"Kubernetes": "Pod 是 Kubernetes 中最小的调度单位"},
    ),
    (
        "我是后端工程师，请问Raft和Paxos有什么区别？",
        "两者都是共识算法。",
        {"职业": "后端工程师"},
        {"Paxos": "两者都是共识算法"},
    ),
    ("CAP定理是什么？", NO_REPLY, {}, {}),
    ("我叫什么名字？", "你叫小明。", {}, {}),
    ("你好", "你好！有什么可以帮你？", {}, {}),
]


@pytest.mark.parametrize(("user_message", "reply", "user_facts", "exchange_facts"), EXTRACTION_CASES)
def test_offline_extractor(user_message, reply, user_facts, exchange_facts):
    assert OfflineExtractor().extract(user_message, reply) == (user_facts, exchange_facts)


# Fragments that trigger the extraction rules, so generated messages exercise them.
_FRAGMENTS = [
    "我叫",
    "我是",
    "我在",
    "工作",
    "我喜欢",
    "我不喜欢",
    "不要",
    "回答时",
    "过敏",
    "人",
    "今天",
    "从现在开始",
    "什么",
    "吗",
    "？",
    "，",
    "。",
    "CAP定理",
    "I'm ",
    "my name is ",
    "I like ",
    "I live in ",
    "never ",
    "what is ",
    "Raft",
    "?",
    ", ",
    ". ",
    " and I ",
    "北京",
    "工程师",
]
messages = st.text(max_size=300) | st.lists(st.sampled_from(_FRAGMENTS) | st.text(max_size=8), max_size=40).map("".join)


@FAST
@given(messages, messages)
def test_offline_extractor_output_is_always_valid(user_message, reply):
    user_facts, exchange_facts = OfflineExtractor().extract(user_message, reply)
    _assert_valid_facts(user_facts)
    _assert_valid_facts(exchange_facts)
    for key in exchange_facts:
        assert is_anchored(key, user_message)


# =========================================================================== offline embedder


def _cosine(a: list[float], b: list[float]) -> float:
    return float(np.dot(a, b))


def test_embedder_is_deterministic_unit_norm_and_sized():
    texts = ["用户喜欢: 咖啡", "CAP定理: 三选二", "", "   "]
    first, second = HashingEmbedder().embed(texts), HashingEmbedder().embed(texts)
    assert first == second
    for vector in first:
        assert len(vector) == 256
        assert np.linalg.norm(vector) == pytest.approx(1.0)
    assert len(HashingEmbedder(dim=64).embed(["x"])[0]) == 64


def test_embedder_known_vector_is_stable_across_processes():
    # blake2b, not Python's salted hash(): these numbers must never change between runs,
    # or every stored vector would silently stop matching new ones.
    third = 3**-0.5
    expected = [-third, 0.0, 0.0, 0.0, 0.0, third, 0.0, -third]
    assert HashingEmbedder(dim=8).embed(["ab"])[0] == pytest.approx(expected)
    assert HashingEmbedder(dim=8).embed([" A B "]) == HashingEmbedder(dim=8).embed(["ab"])


def test_embedder_empty_text_is_e0():
    assert HashingEmbedder(dim=4).embed([""]) == [[1.0, 0.0, 0.0, 0.0]]


def test_embedder_rejects_bad_dim():
    with pytest.raises(ValueError):
        HashingEmbedder(dim=1)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("用户喜欢: 咖啡", "用户喜欢: 喝咖啡"),
        ("user likes: coffee", "user likes: black coffee"),
        ("用户名字: 小明", "用户 名字：小明"),
    ],
)
def test_embedder_near_duplicates_reach_merge_band(a, b):
    assert _cosine(*HashingEmbedder().embed([a, b])) >= 0.80


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("用户喜欢: 咖啡", "用户名字: 小明"),
        ("CAP定理: 分布式系统无法同时满足三者", "Raft: 一种共识算法"),
        ("likes: coffee", "city: Berlin"),
    ],
)
def test_embedder_unrelated_texts_are_far(a, b):
    assert _cosine(*HashingEmbedder().embed([a, b])) < 0.5


def test_embedder_identical_texts():
    a, b = HashingEmbedder().embed(["CAP定理: 三选二", "CAP定理: 三选二"])
    assert _cosine(a, b) == pytest.approx(1.0)


# =========================================================================== offline judge & merge


def test_split_content():
    assert split_content("用户名字: 小明") == ("名字", "小明")
    assert split_content("CAP定理: 三选二") == ("CAP定理", "三选二")
    assert split_content("no separator") is None
    assert split_content(": value") is None


@pytest.mark.parametrize(
    ("old", "new", "contradiction"),
    [
        ("用户城市: 北京", "用户城市: 上海", True),
        ("用户城市: 北京", "用户城市：北京。", False),
        ("用户城市: 北京", "用户公司: 北京", False),
        ("free text", "用户城市: 上海", False),
    ],
)
def test_offline_judge(old, new, contradiction):
    assert offline_judge(old, new) is contradiction


@pytest.mark.parametrize(
    ("older", "newer", "merged"),
    [
        ("用户喜欢: 咖啡", "用户喜欢: 喝咖啡", "用户喜欢: 喝咖啡"),
        ("用户喜欢: 喝咖啡", "用户喜欢: 咖啡", "用户喜欢: 喝咖啡"),
        ("用户喜欢: 咖啡", "用户喜欢: 茶", "用户喜欢: 咖啡；茶"),
        ("用户喜欢: 咖啡", "用户名字: 小明", "用户喜欢: 咖啡；用户名字: 小明"),
        ("Raft: 共识算法", "Raft: 共识算法", "Raft: 共识算法"),
    ],
)
def test_offline_merge(older, newer, merged):
    assert offline_merge(older, newer) == merged


def test_offline_rule_names():
    assert (BACKEND_NAME, OFFLINE_JUDGE_RULE, OFFLINE_MERGE_RULE) == (
        "offline-deterministic",
        "same-key-different-value",
        "same-key-union",
    )
