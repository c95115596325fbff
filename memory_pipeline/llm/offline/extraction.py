"""Offline extraction: user facts by rules, exchange facts anchored on the user's question.

Pure and deterministic: the same turn always yields the same facts, on every machine.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from memory_pipeline.write_path.facts import (
    MAX_FACTS_PER_SOURCE,
    MAX_KEY_CHARS,
    MAX_VALUE_CHARS,
    anchor_exchange_facts,
    nfkc_lower,
    parse_flat_facts,
    topic_terms,
)
from memory_pipeline.llm.offline.content import BACKEND_NAME, EDGE_PUNCTUATION

MAX_EXCHANGE_VALUE_CHARS = 200


@dataclass(frozen=True)
class _UserRule:
    key: str
    pattern: re.Pattern[str]


def _zh(key: str, *patterns: str) -> list[_UserRule]:
    return [_UserRule(key, re.compile(p)) for p in patterns]


def _en(key: str, *patterns: str) -> list[_UserRule]:
    # Case-insensitive except inside explicit (?-i:...) groups (capitalised names).
    return [_UserRule(key, re.compile(p, re.IGNORECASE)) for p in patterns]


_PLACES = (
    "北京|上海|广州|深圳|杭州|成都|南京|武汉|西安|苏州|天津|重庆|长沙|郑州|青岛|厦门|宁波|合肥|"
    "济南|大连|沈阳|哈尔滨|昆明|福州|无锡|东莞|佛山|珠海|香港|澳门|台北|新加坡|东京|纽约|伦敦|"
    "河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|"
    "云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|[\u4e00-\u9fff]{1,6}?[市省县]"
)
_PROFESSIONS = (
    "工程师|程序员|架构师|经理|设计师|老师|教师|教授|医生|护士|学生|研究生|博士生?|律师|会计|"
    "分析师|研究员|科学家|运营|销售|作家|记者|厨师|司机|产品经理|数据科学家"
)
_WORK_FIELDS = "后端|前端|全栈|算法|运维|测试|数据|产品|设计|开发|研发|客户端|移动端|嵌入式|安全|AI|机器学习|深度学习"
_EN_ROLES = (
    "engineer|developer|programmer|designer|manager|teacher|professor|doctor|nurse|student|"
    "scientist|researcher|architect|analyst|lawyer|writer|consultant|accountant|founder"
)
_ADVERBS_ZH = "(?:很|最|特别|非常|比较|超|更|也|还)?"
_NAME_EN = r"[A-Za-z][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2}"

# One fact per clause: the first matching rule wins, so order encodes precedence.
# Constraints come first ("不要叫我小明" is a constraint, not a name), dislikes before likes,
# and the known-place reading of "我在X工作" before the employer reading.
_USER_RULES: tuple[_UserRule, ...] = (
    *_zh("约束", r"(?P<v>回答(?:时|的时候).+)", r"(?P<v>(?:不要|禁止|必须|务必|不许|不准).+)"),
    *_en(
        "constraint",
        r"^(?:please\s+)?(?:you\s+)?(?P<v>(?:don't|do not|never|always|must)\b.+)",
        r"\bplease\s+(?P<v>(?:don't|do not|never|always)\b.+)",
    ),
    *_zh("过敏", r"我对(?P<v>.+?)过敏"),
    *_en("allergy", r"\bi(?:'m| am)\s+allergic\s+to\s+(?P<v>.+)", r"\bi\s+have\s+an?\s+(?P<v>[\w ]+?)\s+allergy"),
    *_zh("不喜欢", rf"我{_ADVERBS_ZH}(?:不太喜欢|不喜欢|不爱吃|不爱喝|讨厌|反感|受不了)(?P<v>.+)"),
    *_en(
        "dislikes",
        r"\bi\s+(?:really\s+)?(?:don't|do not|dont)\s+(?:like|enjoy)\s+(?P<v>.+)",
        r"\bi\s+(?:really\s+)?(?:hate|dislike|can't stand|cannot stand)\s+(?P<v>.+)",
    ),
    *_zh("喜欢", rf"我{_ADVERBS_ZH}(?:喜欢|爱吃|爱喝|爱看|爱听|偏好|偏爱|热爱)(?P<v>.+)"),
    *_en("likes", r"\bi\s+(?:really\s+|also\s+|just\s+)?(?:like|love|prefer|enjoy)\s+(?P<v>.+)"),
    *_zh("名字", r"我叫(?P<v>.+)", r"我的名字(?:是|叫)(?P<v>.+)", r"(?:^|可以|请|就)叫我(?P<v>.+)"),
    *_en("name", rf"\bmy\s+name\s+is\s+(?P<v>{_NAME_EN})", rf"\bcall\s+me\s+(?P<v>{_NAME_EN})"),
    *_zh(
        "职业",
        rf"(?:^|我)是(?:一名|一个|一位|个|名)?(?P<v>[\w+#.-]{{0,12}}?(?:{_PROFESSIONS}))",
        rf"(?:^|我)是?(?:做|搞|从事)(?P<v>(?:{_WORK_FIELDS})[\w+#]{{0,8}}?)(?:的|工作|方向)?$",
    ),
    *_en(
        "role",
        rf"(?:^|\bi'm\s+|\bi\s+am\s+|\bi\s+work\s+as\s+)an?\s+"
        rf"(?P<v>(?:[\w+#-]+\s+){{0,3}}?(?:{_EN_ROLES}))\b",
    ),
    # Capitalised-name reading of "I'm X" only after role and other "I'm a …" readings.
    *_en("name", r"\b(?:i'm|i\s+am)\s+(?P<v>(?-i:[A-Z])[a-zA-Z'-]+(?:\s+(?-i:[A-Z])[a-zA-Z'-]+)?)"),
    *_zh(
        "城市",
        r"我(?:住在|生活在|定居在|居住在)(?P<v>.+)",
        rf"我在(?P<v>{_PLACES})(?:工作|上班|生活|定居|居住)",
        r"我在(?P<v>.+?)(?:生活|定居|居住)",
        rf"我是(?P<v>{_PLACES})人$",
        # Moves are durable even when told with "已经/现在": the new city replaces the old.
        r"我(?:已经|刚|刚刚)?搬(?:到|去)了?(?P<v>[^，。,.!！]+?)了?(?:[。！!.]|$)",
    ),
    *_en("city", r"\bi\s+live\s+in\s+(?P<v>.+)", r"\bi(?:'m| am)\s+based\s+in\s+(?P<v>.+)"),
    *_zh(
        "公司",
        r"我(?:目前)?在(?!家)(?P<v>.+?)(?:工作|上班|实习|任职)",
        r"我(?:刚|刚刚)?(?:入职|加入)了?(?P<v>.+)",
        r"^(?:现在|目前)?在(?!家)(?P<v>[\w]{1,8}?)(?:工作|上班)(?:了)?$",
        r"^(?:(?:你好|嗨)，?)?(?:我)?在(?P<v>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:做|当|搞)",
    ),
    *_en(
        "employer",
        r"\bi\s+(?:currently\s+)?work\s+(?:at|for)\s+(?P<v>.+)",
        r"\bi(?:'ve| have)?\s+(?:just\s+)?joined\s+(?P<v>.+)",
    ),
)

# Capitalised words that follow "I'm" without being a name.
_NOT_NAMES = frozenset(
    "sorry not so just also really very here back fine good ok okay sure glad happy tired busy "
    "going trying looking working still currently always never pretty new done ready".split()
)

# A clause mentioning one of these is about a moment, not a durable fact — unless a
# durable marker says otherwise ("从现在开始", "from now on").
_TIME_WORDS_RE = re.compile(
    r"今天|明天|昨天|后天|前天|今晚|今早|刚才|(?<!出)现在|这会儿|最近|这周|本周|下周|这几天|此刻|"
    r"\b(?:today|tonight|tomorrow|yesterday|now|this\s+(?:week|morning|afternoon|evening)|"
    r"at\s+the\s+moment)\b",
    re.IGNORECASE,
)
_DURABLE_MARKERS_RE = re.compile(
    r"一直|总是|从来|向来|一向|始终|长期|永远|每天|平时|通常|以后|今后|从现在开始|从今以后|"
    r"\b(?:always|usually|every\s+day|generally|from\s+now\s+on|in\s+general)\b",
    re.IGNORECASE,
)

# Sentence ends stay attached (lookbehind) so a clause still shows its "?".
_SENTENCE_SPLIT_RE = re.compile(r"(?<=[。!?;\n])|(?<=\.)(?=\s)")
# Clause boundaries; what follows 但/because is a separate thought (brief: trim it off).
_CLAUSE_SPLIT_RE = re.compile(
    r"[,，:]|但是|但|不过|可是|而且|并且|因为|"
    r"\b(?:but|because|though|although)\b|\band\s+(?=(?:i|my|i'm)\b)",
    re.IGNORECASE,
)
_QUESTION_WORDS_RE = re.compile(
    r"什么|怎么|如何|为什么|是否|吗|解释|区别|请问|\b(?:what|how|why|explain|difference)\b",
    re.IGNORECASE,
)
_QUESTION_END_RE = re.compile(r"(?:[?]|吗|呢)\s*$")
# Questions about the user ("我叫什么？", "what's my name?") are not neutral knowledge.
_SELF_QUESTION_RE = re.compile(r"我(?:叫|是|的)|\b(?:my|am\s+i)\b", re.IGNORECASE)
_VALUE_TAIL_RE = re.compile(
    r"(?:就行|就好|就可以了?|吧|啊|呀|哦|呢|啦|嘛|哈|\s+please"
    r"|\s+(?:as|where|which|who|since|so|when)\s.*)$",
    re.IGNORECASE,
)
_REPLY_SENTENCE_END_RE = re.compile(r"[。!?！？\n]|\.(?=\s|$)")
_MARKDOWN_LEAD_RE = re.compile(r"^(?:[>*\-+]+\s*|\d+[.)]\s+)+")


def _normalise_message(text: str) -> str:
    # NFKC turns full-width ，？！： into ASCII; curly apostrophes would break "I’m".
    return unicodedata.normalize("NFKC", text).replace("\u2019", "'")


def _clauses(message: str) -> list[str]:
    clauses = (
        clause.strip()
        for sentence in _SENTENCE_SPLIT_RE.split(_normalise_message(message))
        for clause in _CLAUSE_SPLIT_RE.split(sentence)
    )
    return [clause for clause in clauses if clause]


def _is_question(text: str) -> bool:
    return bool(_QUESTION_END_RE.search(text) or _QUESTION_WORDS_RE.search(text))


def _is_temporary(clause: str) -> bool:
    return bool(_TIME_WORDS_RE.search(clause)) and not _DURABLE_MARKERS_RE.search(clause)


def _clean_value(raw: str) -> str:
    value = raw.strip(EDGE_PUNCTUATION)
    previous = None
    while previous != value:  # tails can stack: "小明就行吧"
        previous = value
        value = _VALUE_TAIL_RE.sub("", value).strip(EDGE_PUNCTUATION)
    return value[:MAX_VALUE_CHARS]


def _is_plausible(key: str, value: str) -> bool:
    if not value:
        return False
    return key != "name" or value.split()[0].lower() not in _NOT_NAMES


def _match_clause(clause: str) -> tuple[str, str] | None:
    for rule in _USER_RULES:
        match = rule.pattern.search(clause)
        if match:
            value = _clean_value(match.group("v"))
            if _is_plausible(rule.key, value):
                return rule.key, value
    return None


def _add_fact(facts: dict[str, str], key: str, value: str) -> None:
    """Add a fact; a repeated key gets a numeric suffix (约束, 约束2, …), a repeated value is skipped."""
    same_kind = [k for k in facts if k == key or (k.startswith(key) and k[len(key) :].isdigit())]
    if any(facts[k] == value for k in same_kind):
        return
    facts[key if not same_kind else f"{key}{len(same_kind) + 1}"] = value


# A tool failure the user reports is worth remembering even when told as "just now": the
# planner should avoid or retry that tool. One fact per message, the report itself.
_TOOL_FAILURE_RE = re.compile(
    r"(?:工具.{0,12}?(?:报错|失败|异常|超时|错误|连不上|不可用))"
    r"|(?:\btool\b.{0,40}?\b(?:failed|fails|error|errors|timed\s+out|times\s+out|crashed|unavailable)\b)",
    re.IGNORECASE | re.DOTALL,
)
_TOOL_FAILURE_FILLER_RE = re.compile(r"^(?:刚才|刚刚|今天|又|我发现|好像|your|the|my)\s*", re.IGNORECASE)


def _tool_failure(user_message: str) -> tuple[str, str] | None:
    if _is_question(user_message) or not _TOOL_FAILURE_RE.search(user_message):
        return None
    report = _clean_value(_TOOL_FAILURE_FILLER_RE.sub("", user_message.strip()))
    english = user_message.isascii()
    return ("tool_failure" if english else "工具失败"), report[:120]


def _extract_user_facts(user_message: str) -> dict[str, str]:
    facts: dict[str, str] = {}
    tool_failure = _tool_failure(user_message)
    if tool_failure:
        _add_fact(facts, *tool_failure)
        return facts
    for clause in _clauses(user_message):
        # A question states nothing about the user; a time word makes it temporary.
        if _is_question(clause) or _is_temporary(clause):
            continue
        fact = _match_clause(clause)
        if fact and len(facts) < MAX_FACTS_PER_SOURCE:
            _add_fact(facts, *fact)
    return facts


def question_text(user_message: str) -> str | None:
    """The question clauses of a message, without statements around them ("我是…，请问X？")."""
    questions = [clause for clause in _clauses(user_message) if _is_question(clause)]
    if not questions or any(_SELF_QUESTION_RE.search(q) for q in questions):
        return None
    question = " ".join(questions)
    # "Raft, what is it?" puts the topic outside the question clause.
    return question if topic_terms(question) else _normalise_message(user_message)


def _original_span(question: str, term: str) -> str:
    """The question's own spelling of a normalised term, so "CAP定理" keeps its casing."""
    chars: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(question):
        for normalised in nfkc_lower(char):
            chars.append(normalised)
            origin.append(index)
    start = "".join(chars).find(term)
    if start < 0:
        return term
    original = question[origin[start] : origin[start + len(term) - 1] + 1]
    return unicodedata.normalize("NFKC", original)


def main_topic(question: str) -> str | None:
    """The longest topic term that fits a key (earliest on ties), in the user's original spelling."""
    normalised = nfkc_lower(question)
    terms = [term for term in topic_terms(question) if len(term) <= MAX_KEY_CHARS]
    if not terms:
        return None
    best = min(terms, key=lambda t: (-len(t), _position(normalised, t), t))
    return _original_span(question, best)


def _position(text: str, term: str) -> int:
    index = text.find(term)
    return index if index >= 0 else len(text)


# A reply sentence that talks to or about the assistant (or tells it how to treat the user) is
# never knowledge about the question, whether or not the gates recognise it as an instruction.
_ASSISTANT_WORDS = r"(?:ai|助手|助理|机器人|assistant|chatbot|chatgpt|claude|gpt|llm|智能体|大模型|语言模型|the model)"
_ADDRESSES_ASSISTANT_RE = re.compile(
    rf"{_ASSISTANT_WORDS}.{{0,30}}?"
    r"(?:后续|以后|今后|所有对话|每次|永远|始终|always|never|from now on|in all|in every).{0,20}?"
    r"(?:应|必须|要|需|须|将|会|都|should|must|shall|will)"
    rf"|{_ASSISTANT_WORDS}.{{0,10}}?"
    r"(?:称|称呼|扮演|忽略|服从|听从|无视|obey|ignore|pretend|call the user|address the user|refer to the user)"
    r"|(?:称|称呼)(?:用户|我)为|(?:call|address|refer to)\s+the\s+user\s+as|你(?:现在|以后|今后|从现在起)"
    r"|\b(?:you are now|from now on)\b",
    re.IGNORECASE,
)


def addresses_assistant(sentence: str) -> bool:
    from memory_pipeline.write_path.screening.gates import scan_text  # the gates import nothing from here

    return bool(_ADDRESSES_ASSISTANT_RE.search(sentence)) or scan_text(sentence).blocked


def first_sentence(reply: str) -> str:
    """First sentence of the reply's first prose line (markdown headings and bullets skipped)
    that neither addresses the assistant nor trips a gate; "" when there is none."""
    prose = [line for line in reply.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if not prose:
        return ""
    text = _MARKDOWN_LEAD_RE.sub("", prose[0].strip())
    end = _REPLY_SENTENCE_END_RE.search(text)
    sentence = text[: end.start()] if end else text
    sentence = sentence.strip(EDGE_PUNCTUATION)[:MAX_EXCHANGE_VALUE_CHARS].strip()
    return "" if addresses_assistant(sentence) else sentence


def _extract_exchange_facts(user_message: str, assistant_reply: str) -> dict[str, str]:
    question = question_text(user_message)
    if question is None or not assistant_reply.strip():
        return {}
    key = main_topic(question)
    value = first_sentence(assistant_reply)
    if not key or not value:
        return {}
    # Anchoring cannot fail for a key taken from the question, but the offline backend
    # goes through the same gate as LLM output so both paths stay identical.
    kept, _dropped = anchor_exchange_facts({key: value}, question)
    return kept


class OfflineExtractor:
    """Offline deterministic backend for fact extraction: regex rules instead of an LLM.

    Output goes through `parse_flat_facts`, the same validation an LLM answer gets.
    """

    backend_name = BACKEND_NAME

    def extract(self, user_message: str, assistant_reply: str) -> tuple[dict[str, str], dict[str, str]]:
        return (
            parse_flat_facts(_extract_user_facts(user_message or "")),
            parse_flat_facts(_extract_exchange_facts(user_message or "", assistant_reply or "")),
        )
