"""Privacy / prompt-injection gate (SPEC §3): one pure detector run at gates 0, 1 and 2.

PII is rejected, never masked, so the detector only says whether to block and why.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date

MOBILE = "pii.mobile"
ID_CARD = "pii.id_card"
BANK_CARD = "pii.bank_card"
EMAIL = "pii.email"
PASSWORD = "pii.password"
SECRET = "pii.secret"
INJECTION = "injection.rule_override"

REASON_CODES: frozenset[str] = frozenset({MOBILE, ID_CARD, BANK_CARD, EMAIL, PASSWORD, SECRET, INJECTION})


@dataclass(frozen=True)
class GateVerdict:
    blocked: bool
    reasons: tuple[str, ...]  # sorted, unique reason codes; empty when allowed


def _verdict(reasons: Iterable[str]) -> GateVerdict:
    unique = tuple(sorted(set(reasons)))
    return GateVerdict(blocked=bool(unique), reasons=unique)


# --------------------------------------------------------------------------------------------
# Normalisation
# --------------------------------------------------------------------------------------------

# Characters that render as nothing: an attacker sprinkles them inside keywords and digits.
_INVISIBLE = "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u200b\u200c\u200d\u200e\u200f" \
             "\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\ufeff"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63"
# Traditional -> simplified for the characters the keyword lists (and their usual context) use;
# a full conversion table would be an external dependency for no gain in recall.
_TRADITIONAL_PAIRS = (
    "從从 現现 開开 後后 請请 記记 設设 無无 視视 統统 為为 個个 機机 碼码 鑰钥 祕秘 規规 則则 麼么 說说 "
    "對对 話话 將将 號号 帳账 賬账 銀银 郵邮 電电 證证 時时 間间 僅仅 隻只 須须 應应 該该 這这 樣样 種种 "
    "發发 獄狱 棄弃 稱称 換换 啟启 進进 當当 讓让 聽听 們们 徹彻 復复 輸输 條条 約约 製制 歷历 學学 鎖锁 "
    "訊讯 顯显 錢钱 價价 單单 訂订 數数 語语 詞词 罵骂 髒脏 務务 頭头 員员 類类 級级 權权 態态 兒儿 嗎吗 "
    "沒没 與与 並并 來来 會会 點点 門门 實实 際际 過过 還还 給给 聯联 絡络 寫写 準准 許许 憑凭 據据 護护 "
    "驗验 認认 識识 戶户 狀状 遺遗 憶忆 著着 閱阅 讀读 斷断 絕绝 強强 執执 違违 傳传 遞递 環环 變变 拋抛 "
    "丟丢 別别 繞绕 遠远 爲为"
)
_TRANSLATION = str.maketrans(
    {
        **dict.fromkeys(map(ord, _INVISIBLE), None),
        **dict.fromkeys(map(ord, _DASHES), "-"),
        **dict.fromkeys(map(ord, "\u2018\u2019"), "'"),
        **dict.fromkeys(map(ord, "\u201c\u201d"), '"'),
        **{ord(pair[0]): pair[1] for pair in _TRADITIONAL_PAIRS.split()},
    }
)
_WHITESPACE = re.compile(r"\s+")
# A space between two Han characters carries no meaning in Chinese, only evasion value.
_SPACE_BETWEEN_HAN = re.compile(r"(?<=[\u3400-\u9fff]) (?=[\u3400-\u9fff])")
# Separators an attacker can insert inside a keyword without changing how a reader reads it.
_KEYWORD_FILLER = re.compile(r"[\s\-_*·•~^|]+")
# "i g n o r e" -> "ignore": runs of >= 3 single letters separated by single spaces.
_SPACED_LETTERS = re.compile(r"(?<![a-z])[a-z](?: [a-z](?![a-z])){2,}")


def normalize(text: str) -> str:
    """NFKC (full-width -> ASCII), drop invisibles, unify dashes/quotes, traditional -> simplified,
    casefold, collapse whitespace and drop it between Han characters. PII matching runs on this
    form, so the separators inside digit groups and between English words survive."""
    text = unicodedata.normalize("NFKC", text).translate(_TRANSLATION).casefold()
    return _SPACE_BETWEEN_HAN.sub("", _WHITESPACE.sub(" ", text).strip())


def _compact(normalized: str) -> str:
    """Form for Chinese keywords: no spaces or filler, so "忽 略 之 前" reads as "忽略之前"."""
    return _KEYWORD_FILLER.sub("", normalized)


def _words(normalized: str) -> str:
    """Form for English keywords: word boundaries kept, letter-by-letter spacing undone."""
    return _SPACED_LETTERS.sub(lambda match: match.group().replace(" ", ""), normalized)


# --------------------------------------------------------------------------------------------
# Numbers with a structure: mobile, resident ID, bank card
# --------------------------------------------------------------------------------------------

# A run of digit groups joined by single separators ("138 0013 8000", "+86-138-..."), with the
# optional trailing X of an ID number.
_NUMBER_RUN = re.compile(r"[0-9]+(?:[ .\-][0-9]+)*(?:[ \-]?x(?![a-z]))?")
_GROUP_SEPARATOR = re.compile(r"[ .\-]")
_MOBILE_LAYOUT = (3, 4, 4)  # how people write "138 0013 8000"
_MOBILE = re.compile(r"(?:0086|86)?1[3-9][0-9]{9}")
_RESIDENT_ID = re.compile(r"[1-9][0-9]{16}[0-9x]")
_BANK_CARD = re.compile(r"[0-9]{16,19}")
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARS = "10x98765432"  # GB 11643 MOD 11-2: index = weighted sum % 11


def _number_candidates(groups: list[str]) -> set[str]:
    """The whole run and each unbroken group. Never a slice of a group, so an 11-digit window of
    a longer order number is no phone; never an arbitrary window of groups either, or the
    "1300 0000 004" tail of a grouped 19-digit number would be one."""
    return {"".join(groups), *groups}


def _mobile_windows(groups: list[str]) -> Iterator[str]:
    """Three groups in the 3-4-4 layout, so "电话 138 0013 8000 3 点" is found inside a longer run."""
    for start in range(len(groups) - len(_MOBILE_LAYOUT) + 1):
        window = groups[start:start + len(_MOBILE_LAYOUT)]
        if tuple(map(len, window)) == _MOBILE_LAYOUT:
            yield "".join(window)


def _is_plausible_birth_date(yyyymmdd: str) -> bool:
    try:
        born = date(int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:]))
    except ValueError:
        return False
    return date(1900, 1, 1) <= born <= date.today()


def _is_resident_id(candidate: str) -> bool:
    if not _RESIDENT_ID.fullmatch(candidate) or not _is_plausible_birth_date(candidate[6:14]):
        return False
    weighted = sum(int(digit) * weight for digit, weight in zip(candidate, _ID_WEIGHTS))
    return _ID_CHECK_CHARS[weighted % 11] == candidate[17]


def _passes_luhn(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char)
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def _structured_number_reasons(normalized: str) -> set[str]:
    reasons = set()
    for run in _NUMBER_RUN.finditer(normalized):
        groups = _GROUP_SEPARATOR.split(run.group())
        candidates = _number_candidates(groups)
        if any(_MOBILE.fullmatch(c) for c in (*candidates, *_mobile_windows(groups))):
            reasons.add(MOBILE)
        for candidate in candidates:
            if _is_resident_id(candidate):
                reasons.add(ID_CARD)
            # An ID number passes Luhn one time in ten; it is already reported as what it is.
            elif _BANK_CARD.fullmatch(candidate) and _passes_luhn(candidate):
                reasons.add(BANK_CARD)
    return reasons


# --------------------------------------------------------------------------------------------
# Fixed-shape PII: e-mail, key formats
# --------------------------------------------------------------------------------------------

_SHAPED_PII: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (code, re.compile(pattern))
    for code, pattern in (
        (EMAIL, r"[a-z0-9._%+\-]+ ?@ ?[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?(?:\.[a-z0-9\-]+)*\.[a-z]{2,24}"),
        # Vendor key prefixes; the digit look-ahead keeps "sk-learn-is-a-library" prose out.
        (SECRET, r"(?<![a-z0-9])(?:sk|rk)-(?:proj-|live-|test-)?(?=[a-z0-9_\-]*[0-9])[a-z0-9_\-]{20,}"),
        (SECRET, r"(?<![a-z0-9])(?:gh[pousr]_[a-z0-9]{20,}|github_pat_[a-z0-9_]{20,})"),
        (SECRET, r"(?<![a-z0-9])akia[0-9a-z]{16}(?![a-z0-9])"),
        (SECRET, r"(?<![a-z0-9])xox[abprs]-[a-z0-9\-]{10,}"),
        (SECRET, r"eyj[a-z0-9_\-]{5,}\.eyj[a-z0-9_\-]{5,}\.[a-z0-9_\-]*"),
        (SECRET, r"-----begin [a-z ]*private key-----"),
        (SECRET, r"\bbearer (?=[a-z0-9._~+/\-]*[0-9])[a-z0-9._~+/\-]{16,}"),
    )
)


# --------------------------------------------------------------------------------------------
# Credentials given as "label <assignment> value"
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _CredentialLabel:
    code: str
    pattern: re.Pattern[str]
    min_length: int
    needs_random_value: bool  # the label word is common in prose ("token", "secret")


_ASSIGNMENT = (
    r"(?:(?P<zh> ?(?:[:=]|是|为|设为|设成|设置为|设置成|改为|改成|换成)了? ?)|(?P<en> (?:is|was):? ))"
    r"[\"'`「『]?(?P<value>[!-~]+)"
)


# English label words must start a word ("db_password" yes, "mypassword" no); Chinese ones
# may follow anything ("wifi密码").
_WORD_START = r"(?<![a-z])"


def _label(code: str, words: str, min_length: int, needs_random_value: bool = False) -> _CredentialLabel:
    pattern = re.compile(rf"(?:{words}){_ASSIGNMENT}")
    return _CredentialLabel(code, pattern, min_length, needs_random_value)


_CREDENTIAL_LABELS = (
    _label(PASSWORD, rf"密码|口令|{_WORD_START}(?:pass(?:word|wd|code)|pwd)", min_length=3),
    _label(
        SECRET,
        rf"私钥|密钥|秘钥|令牌|{_WORD_START}(?:api ?key|apikey|(?:api|access|secret|private)[_\-]key(?:[_\-]?id)?"
        r"|(?:client|app)[_\-]?secret|(?:access|auth|refresh)[_\-]?token)",
        min_length=6,
    ),
    _label(SECRET, rf"{_WORD_START}(?:token|secret)", min_length=8, needs_random_value=True),
)
_TRAILING_PUNCTUATION = ".,;:!?)]}"


def _looks_random(value: str) -> bool:
    has_letter = any(char.isalpha() for char in value)
    has_digit = any(char.isdigit() for char in value)
    return (has_letter and has_digit) or len(value) >= 20


def _credential_reasons(normalized: str) -> set[str]:
    reasons = set()
    for label in _CREDENTIAL_LABELS:
        for match in label.pattern.finditer(normalized):
            value = match.group("value").rstrip(_TRAILING_PUNCTUATION)
            if len(value) < label.min_length:
                continue
            # "password is weak": after English "is" only a value with a digit/symbol is a secret.
            if match.group("en") and value.isalpha():
                continue
            if label.needs_random_value and not _looks_random(value):
                continue
            reasons.add(label.code)
    return reasons


# --------------------------------------------------------------------------------------------
# Injection: attempts to change the assistant's rules
# --------------------------------------------------------------------------------------------

# Punctuation allowed between a cue and "你" — also bridges the ": " scan_fact puts between
# a key and its value, so key "记住" + value "你是…" reads as one instruction.
_ZH_GAP = r"[:,;!.、。…]*"
_ZH_CLAUSE_START = r"(?:^|(?<=[:,;!?.、。…\"'()\[\]「」『』])|(?<=记住|记得|听好|注意)|(?<=请))"
_ZH_EARLIER_RULES = (
    r"(?:忽略|无视|忽视|忘记|忘掉|抛弃|丢弃|不要理会|别理会|不要遵守|不再遵守|绕过|跳过)(?:掉|了)?"
    r"[^。!?]{0,6}?(?:之前|以前|先前|上面|前面|上述|此前|以上|原来|原有|原先|所有|全部|一切|任何|系统)"
    r"[^。!?]{0,6}?(?:指令|指示|设定|规则|提示|约束|限制|人设|命令|安全策略|prompt|instruction)"
)
_ZH_INJECTION = re.compile(
    "|".join(
        (
            # "以后你…" at the start of a clause is addressed to the assistant; mid-sentence
            # ("毕业以后你可以…") it is usually advice, so there a directive verb must follow.
            rf"{_ZH_CLAUSE_START}(?:以后|今后|往后){_ZH_GAP}你(?!们)",
            rf"(?:以后|今后|往后|从今以后|从今往后|从此以后|从此){_ZH_GAP}你(?:就是|就叫|是|叫|必须|只能|只准|不准"
            r"|不许|不得|不要|一律|每次|永远|都要|都得|要|扮演|当|作为|称呼|称自己)",
            rf"从(?:现在|今天|此刻|这一刻)(?:开始|起){_ZH_GAP}你(?!们)",
            rf"记住{_ZH_GAP}你(?:是|就是|叫|现在是|的身份|的名字|的角色|只能|必须)",
            _ZH_EARLIER_RULES,
            r"你的新(?:身份|角色|名字|人设|设定|任务|规则|指令)",
            # Role assignment; the look-ahead lets the question "你现在是一个什么样的模型？" through.
            r"你现在(?:是|就是|变成了?|成为了?|扮演|化身为?)(?:一个|一只|一名|一位|一款|个|只|名|位)(?!什么|怎样|怎么|哪)",
            r"系统提示词",
            r"(?:越狱|dan)模式",
            r"(?:进入|切换到|切换成|启用|激活)开发者模式",
        )
    )
)

# Gap between English words; ":" and "," tolerated for the same key/value reason as _ZH_GAP.
_EN_GAP = r"[\s:,;]+"
_EN_INJECTION = re.compile(
    "|".join(
        (
            rf"\b(?:ignore|disregard|forget|override|bypass)(?:{_EN_GAP}(?:all|any|of|the|your|my|these|every))*"
            rf"{_EN_GAP}(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing)"
            rf"(?:{_EN_GAP}(?:system|safety|developer))?"
            rf"{_EN_GAP}(?:instructions?|rules|prompts?|directions|guidelines|directives|commands|constraints)\b",
            rf"\bdisregard{_EN_GAP}(?:(?:all|everything){_EN_GAP})?(?:the{_EN_GAP})?(?:above|previous|prior)\b",
            r"\bsystem[\s:,;]*prompts?\b",
            rf"\bfrom{_EN_GAP}now{_EN_GAP}on{_EN_GAP}you(?:'ll|'re|{_EN_GAP}(?:are|will|must|shall|should|can|need"
            r"|have|only))\b",
            rf"\byou(?:{_EN_GAP}are|'re){_EN_GAP}now{_EN_GAP}(?:a|an|the|my|called|named|known|free|unrestricted"
            r"|no|dan|acting|going|jailbroken)\b",
            rf"\byour{_EN_GAP}new{_EN_GAP}(?:role|identity|name|persona|instructions?|rules?|task|purpose"
            rf"|personality)(?:{_EN_GAP}(?:is|are|will)\b| ?:)",
            rf"\bact{_EN_GAP}as\b[^.!?\n]{{1,80}}?\band{_EN_GAP}ignore\b",
            r"\bjailbr(?:eak|oken)",
            rf"\bdan{_EN_GAP}mode\b",
            rf"\bdeveloper{_EN_GAP}mode\b",
            rf"\bdo{_EN_GAP}anything{_EN_GAP}now\b",
        )
    )
)


def _is_injection(normalized: str) -> bool:
    return bool(_ZH_INJECTION.search(_compact(normalized)) or _EN_INJECTION.search(_words(normalized)))


# --------------------------------------------------------------------------------------------
# Public entry points
# --------------------------------------------------------------------------------------------

def scan_text(text: str) -> GateVerdict:
    normalized = normalize(text)
    reasons = _structured_number_reasons(normalized) | _credential_reasons(normalized)
    reasons.update(code for code, pattern in _SHAPED_PII if pattern.search(normalized))
    if _is_injection(normalized):
        reasons.add(INJECTION)
    return _verdict(reasons)


def scan_fact(key: str, value: str) -> GateVerdict:
    """Gate 1 on key and value separately, gate 2 on the composed content: an instruction split
    across key and value is only visible once they are joined."""
    verdicts = (scan_text(key), scan_text(value), scan_text(f"{key}: {value}"))
    return _verdict(reason for verdict in verdicts for reason in verdict.reasons)
