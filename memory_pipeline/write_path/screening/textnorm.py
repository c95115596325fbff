"""One normalisation pass per text for the gates, with a map back to the original offsets.

The detectors never see raw text: they see `FoldedText.text`, where

- every character went through Unicode NFKC (full-width forms, ligatures, mathematical letters);
- invisible characters (format controls, variation selectors, tag characters, soft hyphens)
  and combining marks stacked on Latin letters are gone;
- letters of other scripts that look like Latin letters (UTS #39 confusables: Cyrillic "а",
  Greek "ο", …) read as the Latin letter, data from `confusable-homoglyphs`;
- traditional Chinese characters read as simplified ones, OpenCC's TSCharacters table
  (`opencc-python-reimplemented` ships it);
- decimal digits of every script read as ASCII digits;
- dashes and quotes are unified, and everything is lower-cased.

Each character of the folded text remembers the index of the original character it came
from (`origin`), so a detector's match can be reported as a span of the original text.

Views derived from the folded text for specific detectors (`digits_view`, `compact_view`,
`spaced_letters_view`) keep the same origin map.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

# --------------------------------------------------------------------------------------------
# Character tables, built once at import from the libraries' data files
# --------------------------------------------------------------------------------------------

_INVISIBLE_EXTRA = "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u3164\uffa0"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d\u30fc"
_SINGLE_QUOTES = "\u2018\u2019\u201a\u201b\u2032\u00b4\u0060"
_DOUBLE_QUOTES = "\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb"

# Scripts whose letters are used as Latin look-alikes; CJK is deliberately absent (〇 is a
# numeral, not an "o").
_CONFUSABLE_SOURCE_RANGES = (
    (0x00C0, 0x024F),
    (0x0250, 0x02AF),
    (0x0370, 0x03FF),
    (0x0400, 0x052F),
    (0x0530, 0x058F),
    (0x13A0, 0x13FF),
    (0x1D00, 0x1DBF),
    (0x1E00, 0x1EFF),
    (0x1F00, 0x1FFF),
    (0x2C80, 0x2CFF),
    (0xA4D0, 0xA4FF),
    (0xAB70, 0xABBF),
)


def _in_confusable_ranges(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _CONFUSABLE_SOURCE_RANGES)


def _confusable_table() -> dict[str, str]:
    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8"))
    table: dict[str, str] = {}
    for char, homoglyphs in data.items():
        if len(char) != 1 or char.isascii() or not _in_confusable_ranges(char):
            continue
        ascii_targets = [h["c"] for h in homoglyphs if len(h["c"]) == 1 and h["c"].isascii() and h["c"].isalnum()]
        # Same case first: Cyrillic "І" reads "I" (so "Іgnore" is "ignore"), not its other look-alike "l".
        letters = sorted((t for t in ascii_targets if t.isalpha()), key=lambda t: t.isupper() != char.isupper())
        if letters or ascii_targets:
            table[char] = (letters or ascii_targets)[0].lower()
    # Letters in squares and circles that NFKC leaves alone ("🅸🅶🅽🅾🆁🅴", "🅘🅖🅝"), and the regional
    # indicator letters that flags are made of ("🇮🇬🇳🇴🇷🇪").
    for first in (0x1F130, 0x1F150, 0x1F170, 0x1F1E6):
        for offset in range(26):
            table.setdefault(chr(first + offset), chr(ord("a") + offset))
    # Accented Latin letters read as their base letter ("ïgnörë"): NFKD's first character.
    for code in range(0x00C0, 0x0250):
        char = chr(code)
        base = unicodedata.normalize("NFKD", char)[:1]
        if char not in table and base.isascii() and base.isalpha():
            table[char] = base.lower()
    return table


# Lower-case Greek and Cyrillic letters that pass for Latin ones in running text ("ιgηοrε τhε
# ιηsτrυcτιοηs") but that UTS #39 does not list as confusable, because they are told apart
# in careful print; and the Cyrillic capital "І", which UTS #39 reads as "l" but which stands for
# an "I" in words ("Іgnore"). Only the detectors' view reads them as Latin.
_LOOKALIKE_LETTERS = {
    # small capitals ("ɪɢɴᴏʀᴇ ʏᴏᴜʀ ʀᴜʟᴇs"), most of which UTS #39 maps to other look-alikes or not at all
    **dict(zip("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ", "abcdefghijklmnopqrstuvwyz", strict=True)),
    "І": "i",
    "Ι": "i",
    "Ӏ": "i",
    "η": "n",
    "ε": "e",
    "τ": "t",
    "κ": "k",
    "χ": "x",
    "ω": "w",
    "β": "b",
    "μ": "u",
    "ϲ": "c",
    "ϳ": "j",
    "п": "n",
    "т": "t",
    "и": "u",
    "к": "k",
    "м": "m",
    "в": "b",
    "н": "h",
    "ь": "b",
    "ш": "w",
    "л": "n",
}


def _traditional_to_simplified() -> dict[str, str]:
    text = resources.files("opencc").joinpath("dictionary/TSCharacters.txt").read_text("utf-8")
    table = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) == 2 and len(parts[0]) == 1:
            first = parts[1].split(" ")[0]
            if len(first) == 1 and first != parts[0]:
                table[parts[0]] = first
    return table


def _traditional_phrases() -> dict[str, str]:
    """Traditional phrases as simplified Chinese writes them, where the characters alone do not
    say it (OpenCC's TSPhrases: 回覆 → 回复; and TWPhrasesRev, Taiwan's words: 連結 → 链接, 訊息 →
    消息), both sides folded by character first; only pairs of equal length, so every character
    keeps its place and its origin."""
    table: dict[str, str] = {}
    for name in ("TSPhrases", "TWPhrasesRev"):
        for line in resources.files("opencc").joinpath(f"dictionary/{name}.txt").read_text("utf-8").splitlines():
            parts = line.split("\t")
            # A Taiwan word written in characters the mainland shares (序列) means something
            # else there: of Taiwan's words, only those with a traditional character are read anew.
            if len(parts) != 2 or (name == "TWPhrasesRev" and parts[0].translate(_TRADITIONAL) == parts[0]):
                continue
            source = parts[0].translate(_TRADITIONAL)
            target = parts[1].split(" ")[0].translate(_TRADITIONAL)
            if len(source) == len(target) and source != target and source.isalpha():
                table.setdefault(source, target)
    return table


def _other_script_digits() -> dict[str, str]:
    table = {}
    for code in range(0x80, 0x20000):
        char = chr(code)
        if unicodedata.category(char) == "Nd":
            table[char] = str(unicodedata.decimal(char))
    return table


def _is_invisible(char: str) -> bool:
    if char in _INVISIBLE_EXTRA:
        return True
    category = unicodedata.category(char)
    code = ord(char)
    return (
        category == "Cf"
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF  # variation selectors
        or category == "Me"  # enclosing marks: the keycap of "7️⃣" leaves the digit
        or (category == "Cc" and char not in "\t\n\r")
    )


_TRADITIONAL = str.maketrans(_traditional_to_simplified())
_TABLE: dict[str, str] = {
    **_confusable_table(),
    **_LOOKALIKE_LETTERS,
    **_traditional_to_simplified(),
    **_other_script_digits(),
    **dict.fromkeys(_DASHES, "-"),
    **dict.fromkeys(_SINGLE_QUOTES, "'"),
    **dict.fromkeys(_DOUBLE_QUOTES, '"'),
    **dict.fromkeys("\u2027\u2022\u2219\u22c5\u30fb\u00b7\uff65", "·"),  # middle dots of every script
    "\u3002": "。",
    "\uff61": "。",  # ideographic full stops stay one character
}


_TRADITIONAL_PHRASES = _traditional_phrases()
_TRADITIONAL_PHRASE = re.compile("|".join(map(re.escape, sorted(_TRADITIONAL_PHRASES, key=len, reverse=True))))
_TRADITIONAL_CHAR = re.compile("[" + "".join(sorted(_traditional_to_simplified())) + "]")


@lru_cache(maxsize=65536)
def _fold_char(char: str) -> tuple[str, str]:
    """What one original character becomes, (lower-cased, cased): '' for invisibles, else NFKC
    + tables. Both forms have the same length."""
    if _is_invisible(char):
        return "", ""
    lower, cased = [], []
    for piece in unicodedata.normalize("NFKC", char):
        if _is_invisible(piece):
            continue
        piece = _TABLE.get(piece, piece)
        low = piece.lower()
        low = _TABLE.get(low, low) if len(low) == 1 else piece
        lower.append(low)
        cased.append(piece)
    return "".join(lower), "".join(cased)


# --------------------------------------------------------------------------------------------
# The folded text and its views
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FoldedText:
    original: str
    text: str
    origin: tuple[int, ...]  # origin[i] = index in `original` of folded character i
    cased: str = ""  # `text` before lower-casing (same length): vendor key formats are case-sensitive

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original [start, end) of folded [start, end)."""
        if not self.origin or start >= len(self.origin):
            return (len(self.original), len(self.original))
        last = self.origin[min(end, len(self.origin)) - 1] if end > start else self.origin[start]
        return (self.origin[start], last + 1)

    def derived(self, text: str, origin: list[int]) -> "FoldedText":
        return FoldedText(self.original, text, tuple(origin), text)


# Characters already classified: those that fold to exactly one character (looked up with
# str.translate, at C speed) and the irregular ones (dropped, expanded, or combining marks
# whose fate depends on the letter before them), which need the per-character pass.
_ONE_TO_ONE_LOWER: dict[int, str] = {}
_ONE_TO_ONE_CASED: dict[int, str] = {}
_IRREGULAR: set[str] = set()


def _classify(chars: set[str]) -> None:
    for char in chars:
        lower, cased = _fold_char(char)
        if len(lower) == 1 and unicodedata.category(char) != "Mn":
            _ONE_TO_ONE_LOWER[ord(char)] = lower
            _ONE_TO_ONE_CASED[ord(char)] = cased
        else:
            _IRREGULAR.add(char)


def fold(text: str) -> FoldedText:
    if text.isascii():
        return FoldedText(text, text.lower(), tuple(range(len(text))), text)
    distinct = set(text)
    unseen = {char for char in distinct if ord(char) not in _ONE_TO_ONE_LOWER and char not in _IRREGULAR}
    if unseen:
        _classify(unseen)
    if _IRREGULAR.isdisjoint(distinct):
        return _mainland(
            FoldedText(
                text, text.translate(_ONE_TO_ONE_LOWER), tuple(range(len(text))), text.translate(_ONE_TO_ONE_CASED)
            )
        )
    chars: list[str] = []
    cased: list[str] = []
    origin: list[int] = []
    previous_latin = False
    for index, char in enumerate(text):
        # Combining marks piled on Latin letters ("i̇gnore", Zalgo) only hide the letter.
        if previous_latin and unicodedata.category(char) == "Mn":
            continue
        folded, folded_cased = _fold_char(char)
        chars.append(folded)
        cased.append(folded_cased)
        origin.extend([index] * len(folded))
        if folded:
            previous_latin = folded[-1].isascii() and folded[-1].isalpha()
    return _mainland(FoldedText(text, "".join(chars), tuple(origin), "".join(cased)))


def window_start(text: str, position: int, window: int) -> int:
    """Where a look-back window of `window` characters before `position` starts, moved back to
    the start of a word it would cut ("Telefonnummeret", "travel restrictions"), by at most 16."""
    low = max(0, position - window)
    while 0 < low and text[low - 1].isalpha() and low > position - window - 16:
        low -= 1
    return low


def folded_words(*words: str) -> str:
    """An alternation of words as the detectors see them (folded: Cyrillic "пароль" reads
    "naponb"), longest first."""
    return "|".join(sorted({re.escape(fold(word).text) for word in words}, key=len, reverse=True))


def _mainland(folded: FoldedText) -> FoldedText:
    """A text written in traditional characters read with simplified Chinese's words; same
    lengths, so the origin map stays as it is. Only such a text: in a simplified one these
    phrases mean other things (序列 is a sequence there, not Taiwan's word for "serial")."""
    if _TRADITIONAL_CHAR.search(folded.original) is None or not _TRADITIONAL_PHRASE.search(folded.text):
        return folded
    replace = lambda match: _TRADITIONAL_PHRASES[match.group()]  # noqa: E731
    return FoldedText(
        folded.original,
        _TRADITIONAL_PHRASE.sub(replace, folded.text),
        folded.origin,
        _TRADITIONAL_PHRASE.sub(replace, folded.cased or folded.text),
    )


# A word of letters that UTS #39 may read as Latin ones (accented Latin, Greek, Cyrillic …).
_LOOKALIKE_SCRIPT_WORD = re.compile(
    "[^\\W\\d_]*[" + "".join(f"{chr(low)}-{chr(high)}" for low, high in _CONFUSABLE_SOURCE_RANGES) + "][^\\W\\d_]*"
)


def _script(char: str) -> str:
    return "latin" if char.isascii() or 0x00C0 <= ord(char) <= 0x024F or 0x1E00 <= ord(char) <= 0x1EFF else "other"


def reading_view(folded: FoldedText) -> str:
    """`folded.cased` with every word written in one script given back its own letters: the
    learned detectors read meaning, and the rules' Latin reading of a Russian word ("работаю"
    as "pa6otaю") or of a Vietnamese one ("phiên bản" as "phien ban") has none, and even shows
    digits that are not there. A word that mixes Latin letters with Greek or Cyrillic ones
    ("іgnоrе") is a disguise and keeps its Latin reading. Same length as the folded text, so
    spans found in it map back through `origin`."""
    cased = folded.cased or folded.text
    if folded.original.isascii():
        return cased
    restore: set[int] = set()
    for match in _LOOKALIKE_SCRIPT_WORD.finditer(folded.original):
        if len({_script(char) for char in match.group()}) == 1:
            restore.update(range(match.start(), match.end()))
    if not restore:
        return cased
    chars = list(cased)
    origin = folded.origin
    for index, source in enumerate(origin[: len(chars)]):
        if source not in restore:
            continue
        # Only a letter that folded to exactly one character can be given back in its place.
        alone = (index == 0 or origin[index - 1] != source) and (
            index + 1 == len(origin) or origin[index + 1] != source
        )
        own = unicodedata.normalize("NFKC", folded.original[source])
        if alone and len(own) == 1:
            chars[index] = own
    return "".join(chars)


def rewrite(folded: FoldedText, pattern: re.Pattern[str], replace) -> FoldedText:
    """Apply `pattern` with `replace(match) -> str` to the folded text, keeping the origin map:
    replacement characters point at the start of what they replace."""
    parts: list[str] = []
    origin: list[int] = []
    position = 0
    text = folded.text
    changed = False
    for match in pattern.finditer(text):
        replacement = replace(match)
        if replacement == match.group():
            continue
        changed = True
        parts.append(text[position : match.start()])
        origin.extend(folded.origin[position : match.start()])
        parts.append(replacement)
        anchor = folded.origin[match.start()] if match.start() < len(folded.origin) else len(folded.original)
        if replacement == match.group()[: len(replacement)]:
            origin.extend(folded.origin[match.start() : match.start() + len(replacement)])
        else:
            origin.extend([anchor] * len(replacement))
        position = match.end()
    if not changed:
        return folded
    parts.append(text[position:])
    origin.extend(folded.origin[position:])
    return folded.derived("".join(parts), origin)


# Han characters and a separator an attacker slips between them ("忽 略", "忽.略", "忽_略").
_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_FILLER_BETWEEN = re.compile(
    rf"(?<=[{_HAN}a-z0-9])[\s\-_*·•~^|.\\/+]+(?=[{_HAN}])|(?<=[{_HAN}])[\s\-_*·•~^|.\\/+]+(?=[a-z0-9])"
)
# "i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e": >= 3 single letters joined by one separator kind.
_SPACED_LETTERS = re.compile(
    r"(?<![a-z0-9\u0400-\u04ff])[a-z\u0400-\u04ff](?P<sep>[ .\-_*·|/]{1,3})[a-z\u0400-\u04ff]"
    r"(?:(?P=sep)[a-z\u0400-\u04ff])+(?![a-z0-9\u0400-\u04ff])"
)
# Runs of digits, Chinese numerals and the letters people use for 0/1 ("l38OO"): a number view.
_CHINESE_DIGITS = {
    "〇": "0",
    "零": "0",
    "洞": "0",
    "一": "1",
    "幺": "1",
    "壹": "1",
    "二": "2",
    "两": "2",
    "贰": "2",
    "三": "3",
    "叁": "3",
    "四": "4",
    "肆": "4",
    "五": "5",
    "伍": "5",
    "六": "6",
    "陆": "6",
    "七": "7",
    "柒": "7",
    "拐": "7",
    "八": "8",
    "捌": "8",
    "九": "9",
    "玖": "9",
    "勾": "9",  # radio numerals: 幺 两 拐 勾 洞
    # "參" (the traditional 叁) folds to "参"
    "参": "3",
    # Sino-Korean digits (공/영 0 … 구 9): 일삼팔 공공일삼 팔공공공.
    "공": "0",
    "영": "0",
    "일": "1",
    "이": "2",
    "삼": "3",
    "사": "4",
    "오": "5",
    "육": "6",
    "륙": "6",
    "칠": "7",
    "팔": "8",
    "구": "9",
    "o": "0",
    "l": "1",
    "i": "1",
}
# "|" separates groups ("179|732|378|73") far more often than it stands for a 1.
_NUMERAL_CHARS = "0-9〇零洞一幺壹二两贰三叁参四肆五伍六陆七柒拐八捌九玖勾공영일이삼사오육륙칠팔구oli"
# Japanese joins a phone number's groups with "の" ("〇九〇の一二三四の五六七八"). A lone "x"
# after the run is an ID's check character ("…四七幺零X"), not a word the run is part of.
_NUMERAL_RUN = re.compile(
    rf"(?<![a-z])[{_NUMERAL_CHARS}](?:[\s.\-_/,·~()|、，；の]{{0,3}}[{_NUMERAL_CHARS}]){{6,}}(?:(?=x(?![a-z]))|(?![a-z]))"
)


def compact_view(folded: FoldedText) -> FoldedText:
    """Separators between Han characters removed: "忽 略 之 前" reads "忽略之前"."""
    return rewrite(folded, _FILLER_BETWEEN, lambda match: "")


def spaced_letters_view(folded: FoldedText) -> FoldedText:
    """Letter-spaced words joined, padded with spaces: "i g n o r e" reads " ignore "."""
    return rewrite(folded, _SPACED_LETTERS, lambda match: re.sub(r"[^a-z\u0400-\u04ff]", "", match.group()))


# Words run together once their separators are gone ("f.o.r.g.e.t.y.o.u.r.r.u.l.e.s" reads
# "forgetyourrules"): split back into words by English unigram frequency (wordninja), so the
# detectors' word boundaries hold. Only long all-letter runs: ordinary words are left alone.
_RUN_TOGETHER = re.compile(r"(?<![a-z0-9])[a-z]{12,}(?![a-z0-9])")


def _split_words(match: re.Match[str]) -> str:
    import wordninja

    words = wordninja.split(match.group())
    # A real long word ("internationalization") or a token that splits into crumbs stays whole.
    if len(words) < 3 or sum(len(word) <= 2 for word in words) * 2 > len(words):
        return match.group()
    return " ".join(words)


def segmented_view(folded: FoldedText) -> FoldedText:
    """Long runs of joined words split back into words: "ignorepreviousinstructions" reads
    "ignore previous instructions"."""
    return rewrite(folded, _RUN_TOGETHER, _split_words)


_RUN_SEPARATOR_CHARS = " \t\n.-_/,·~()|、，；"
_LAST_GROUP = re.compile(r"[\s.\-_/,·~()|、，；]*[^\s.\-_/,·~()|、，；]+$")


def _numeral_run(match: re.Match[str]) -> str:
    run, kept = match.group(), ""
    after = match.string[match.end() : match.end() + 1]
    if after and "\u3400" <= after <= "\u9fff" and after not in _CHINESE_DIGITS:
        # Numerals that begin the next word are that word's ("…1167（二代身份证）", "…3503 二等座").
        last = _LAST_GROUP.search(run)
        if last and all(
            char in _CHINESE_DIGITS and not char.isascii() for char in last.group().lstrip(_RUN_SEPARATOR_CHARS)
        ):
            run, kept = run[: last.start()], last.group()
    return _numeral_run_digits(run) + kept


def _numeral_run_digits(run: str) -> str:
    digits = sum(char.isdigit() for char in run)
    numerals = sum(char in _CHINESE_DIGITS and not char.isascii() for char in run)
    letters = sum(char in "oli" for char in run)
    # A run counts as a number when most of it is digits or numerals; the o/l/i letters only
    # count when real digits surround them ("l38OO138OOO"), never in words.
    groups = re.split(r"[\s.\-_/,·~()|、，；]+", run)
    edge_groups = [group for group in (groups[0], groups[-1]) if group]
    if any(all(char in "oli" for char in group) for group in edge_groups) and letters:
        return run  # a word at the edge of the run ("1234567 oil"), not a disguised digit
    if digits + numerals + letters < 7 or digits + numerals < 4 or (letters and digits < 3):
        return run
    if numerals and numerals < 5 and not digits:
        return run
    return "".join(_CHINESE_DIGITS.get(char, char) for char in run).replace("の", "-")


_DIGIT_WORDS = {
    "zero": "0",
    "oh": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
}
# Pinyin, as people type a number they do not want found: "yao san ba ling ling …".
_DIGIT_WORDS.update(
    {"ling": "0", "dong": "0", "yi": "1", "yao": "1", "er": "2", "liang": "2", "san": "3", "si": "4", "wu": "5"}
    | {"liu": "6", "qi": "7", "guai": "7", "ba": "8", "jiu": "9", "gou": "9"}
)
_DIGIT_WORD = "(?:" + "|".join(sorted(_DIGIT_WORDS, key=len, reverse=True)) + ")"
# "one three eight zero …": seven or more digit words in a row are a number spelled out.
_DIGIT_WORD_RUN = re.compile(rf"(?<![a-z]){_DIGIT_WORD}(?:[\s,\-]+{_DIGIT_WORD}){{6,}}(?![a-z])")


# Digits read out one by one, as a PIN or a code is said aloud: "seis uno ocho nueve", "sieben
# vier vier eins", "ゼロ よん ろく なな", "일 공 칠 삼", "anim dalawa anim pito". Single digits only, a closed list per
# language (multi-digit number words are no one's way of dictating a code), matched in their
# folded form (Cyrillic folds to Latin look-alikes), four or more words in a row.
_SPOKEN_DIGITS_BY_LANGUAGE = {  # 0 to 9; "/" separates other words for the same digit
    "en": "zero/oh one two three four five six seven eight nine",
    "es": "cero uno/una dos tres cuatro cinco seis siete ocho nueve",
    "pt": "zero um/uma dois/duas três quatro cinco seis/meia sete oito nove",  # meia: Brazil's 6
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "fr": "zéro un/une deux trois quatre cinq six sept huit neuf",
    "de": "null eins zwei/zwo drei vier fünf sechs sieben acht neun",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "ru": "ноль/нуль один/одна два/две три четыре пять шесть семь восемь девять",
    "ja": "ゼロ/れい/まる いち に さん よん/し ご ろく なな/しち はち きゅう/く",
    "ja-katakana": "ゼロ/レイ/マル イチ ニ サン ヨン/シ ゴ ロク ナナ/シチ ハチ キュウ/ク",
    "ko": "공/영 일 이 삼 사 오 육 칠 팔 구",
    # Swedish without "en" (1); Danish and Norwegian left out: their "en", "et", "to" and "fire"
    # are English, French and Spanish words
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "hi": "शून्य एक दो तीन चार पांच/पाँच छह/छः सात आठ नौ",
    "hi-latn": "shunya ek do teen chaar/char paanch/panch chhe/chah saat aath nau",
    "uk": "нуль один/одна два/дві три чотири п'ять шість сім вісім дев'ять",
    "cs": "nula jedna dva tři čtyři pět šest sedm osm devět",
    "hu": "nulla egy kettő/kettö három négy öt hat hét nyolc kilenc",
    "ro": "zero unu/una doi/două trei patru cinci șase/şase șapte/şapte opt nouă",
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά/εφτά οκτώ/οχτώ εννέα/εννιά",
    "id": "nol/kosong satu dua tiga empat lima enam tujuh delapan/lapan sembilan",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
    "ar": "صفر واحد اثنان/اثنين ثلاثة أربعة/اربعة خمسة ستة سبعة ثمانية تسعة",
    "tl": "sero/wala isa dalawa tatlo apat lima anim pito walo siyam",
    "bn": "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয়",
    "ta": "பூஜ்யம்/பூஜ்ஜியம்/சுழியம் ஒன்று/ஒன்னு இரண்டு/ரெண்டு மூன்று/மூணு நான்கு/நாலு ஐந்து/அஞ்சு ஆறு ஏழு எட்டு ஒன்பது",
    "te": "సున్నా ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది",
    "kn": "ಸೊನ್ನೆ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು",
    "ml": "പൂജ്യം ഒന്ന് രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ് ഏഴ് എട്ട് ഒമ്പത്",
    "mr": "शून्य एक दोन तीन चार पाच सहा सात आठ नऊ",
    "gu": "શૂન્ય એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ",
    "pa": "ਸਿਫ਼ਰ/ਜ਼ੀਰੋ ਇੱਕ ਦੋ ਤਿੰਨ ਚਾਰ ਪੰਜ ਛੇ ਸੱਤ ਅੱਠ ਨੌਂ",
    "fa": "صفر یک دو سه چهار پنج شش هفت هشت نه",
    "ur": "صفر ایک دو تین چار پانچ چھ/چھے سات آٹھ نو",
    "he": "אפס אחת/אחד שתיים/שתים/שניים שלוש/שלש ארבע חמש שש שבע שמונה תשע",
    "am": "ዜሮ አንድ ሁለት ሶስት/ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ",
    "yo": "òdo/odo ọ̀kan/okan/ookan èjì/eji/eeji ẹ̀ta/eta/eeta ẹ̀rin/erin/eerin àrún/arun/aarun ẹ̀fà/efa/eefa "
    "èje/eje/eeje ẹ̀jọ/ejo/eejo ẹ̀sán/esan/eesan",
    "ha": "sifili daya biyu uku hudu biyar shida bakwai takwas tara",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "zu": "iqanda/uziro kunye kubili/mbili kuthathu/ntathu kune kuhlanu/nhlanu isithupha isikhombisa "
    "isishiyagalombili isishiyagalolunye",
    "af": "nul een twee drie vier vyf ses sewe agt nege",
    "sk": "nula jeden/jedna dva/dve tri štyri päť šesť sedem osem deväť",
    "sl": "nič ena dva tri štiri pet šest sedem osem devet",
    "hr": "nula jedan/jedna dva/dvije tri četiri pet šest sedam osam devet",
    "sr-cyrl": "нула један/једна два три четири пет шест седам осам девет",
    "bg": "нула едно/един/една две/два три четири пет шест седем осем девет",
    "lv": "nulle viens divi trīs četri pieci seši septiņi astoņi deviņi",
    "lt": "nulis vienas du trys keturi penki šeši septyni aštuoni devyni",
    "et": "null üks kaks kolm neli viis kuus seitse kaheksa üheksa",
    "is": "núll einn/ein/eitt tveir/tvær/tvö þrír/þrjár/þrjú fjórir/fjórar/fjögur fimm sex sjö átta níu",
    "sq": "zero një dy tre katër pesë gjashtë shtatë tetë nëntë",
    "ca": "zero un/una dos/dues tres quatre cinc sis set vuit nou",
    "eu": "zero bat bi hiru lau bost sei zazpi zortzi bederatzi",
    "az": "sıfır bir iki üç dörd beş altı yeddi səkkiz doqquz",
    "ka": "ნული ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა",
    "th": "ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า",
    # more languages, and scripts written with spaces between the digit words
    "fo": "null ein/eitt tveir/tvey trý/tríggir fýra fimm seks sjey átta níggju",
    "gl": "cero un/unha dous tres catro cinco seis sete oito nove",
    "cy": "dim un dau tri pedwar pump chwech saith wyth naw",
    "ga": "náid aon dó trí ceathair cúig sé seacht ocht naoi",
    "mt": "żero wieħed tnejn tlieta erbgħa ħamsa sitta sebgħa tmienja disgħa",
    "jv": "nol siji loro telu papat lima enem pitu wolu sanga",
    "su": "nol hiji dua tilu opat lima genep tujuh dalapan salapan",
    "mi": "kore tahi rua toru whā rima ono whitu waru iwa",
    "mg": "aotra iray roa telo efatra dimy enina fito valo sivy",
    "so": "eber kow laba saddex afar shan lix toddoba siddeed sagaal",
    "om": "zeeroo tokko lama sadii afur shan jaha torba saddeet sagal",
    "rw": "zeru rimwe kabiri gatatu kane gatanu gatandatu karindwi umunani icyenda",
    "ln": "libungutulu moko mibale misato minei mitano motoba sambo mwambe libwa",
    "sn": "zero poshi piri tatu ina shanu tanhatu nomwe sere pfumbamwe",
    "xh": "iqanda inye zimbini zintathu zine zintlanu zintandathu zisixhenxe zisibhozo zilithoba",
    "ig": "efu otu abụọ atọ anọ ise isii asaa asatọ itoolu",
    "qu": "ch'usaq huk iskay kimsa tawa pichqa suqta qanchis pusaq isqun",
    "uz": "nol bir ikki uch to'rt besh olti yetti sakkiz to'qqiz",
    "kk": "нөл бір екі үш төрт бес алты жеті сегіз тоғыз",
    "tt": "нуль/ноль бер ике өч дүрт биш алты җиде сигез тугыз",
    "tg": "сифр/нол як ду се чор панҷ шаш ҳафт ҳашт нӯҳ",
    "mn": "тэг нэг хоёр гурав дөрөв тав зургаа долоо найм ес",
    "be": "нуль адзін два тры чатыры пяць шэсць сем восем дзевяць",
    "mk": "нула еден два три четири пет шест седум осум девет",
    "hy": "զրո մեկ երկու երեք չորս հինգ վեց յոթ ութ ինը",
    "ne": "शून्य एक दुई तीन चार पाँच छ सात आठ नौ",
    "or": "ଶୂନ ଏକ ଦୁଇ ତିନି ଚାରି ପାଞ୍ଚ ଛଅ ସାତ ଆଠ ନଅ",
    "si": "බිංදුව එක දෙක තුන හතර පහ හය හත අට නවය",
    "ps": "صفر یو دوه درې څلور پنځه شپږ اووه اته نهه",
    "ckb": "سفر یەک دوو سێ چوار پێنج شەش حەوت هەشت نۆ",
    "ug": "نۆل بىر ئىككى ئۈچ تۆت بەش ئالتە يەتتە سەككىز توققۇز",
    "ti": "ዜሮ ሓደ ክልተ ሰለስተ ኣርባዕተ ሓሙሽተ ሽዱሽተ ሸውዓተ ሸሞንተ ትሽዓተ",
    "km": "សូន្យ មួយ ពីរ បី បួន ប្រាំ ប្រាំមួយ ប្រាំពីរ ប្រាំបី ប្រាំបួន",
    "lo": "ສູນ ໜຶ່ງ ສອງ ສາມ ສີ່ ຫ້າ ຫົກ ເຈັດ ແປດ ເກົ້າ",
    "my": "သုည တစ် နှစ် သုံး လေး ငါး ခြောက် ခုနစ် ရှစ် ကိုး",
    # Tibetan ends each syllable with a tsheg ("་"), kept on the word
    "bo": "ཀླད་ཀོར་ གཅིག་ གཉིས་ གསུམ་ བཞི་ ལྔ་ དྲུག་ བདུན་ བརྒྱད་ དགུ་",
}


def _spoken_digits() -> dict[str, str]:
    table: dict[str, str] = {}
    for digits in _SPOKEN_DIGITS_BY_LANGUAGE.values():
        for digit, words in enumerate(digits.split()):
            for word in words.split("/"):
                table.setdefault(fold(word).text, str(digit))
    return table


SPOKEN_DIGITS = _spoken_digits()
_SPOKEN_DIGIT = "(?:" + "|".join(sorted(map(re.escape, SPOKEN_DIGITS), key=len, reverse=True)) + ")"
SPOKEN_DIGIT_RUN = re.compile(rf"(?<!\w){_SPOKEN_DIGIT}(?:[\s,、，\-]+{_SPOKEN_DIGIT}){{3,}}(?!\w)")
# An apostrophe inside a word is the word's ("п'ять", "to'rt", "ch'usaq").
_WORD_GAPS = re.compile(r"(?:[\s,、，\-.;:!?()\"«»“”।॥။၊។፤።]|(?<!\w)'|'(?!\w))+")


def may_read_out_digits(text: str) -> bool:
    """Whether four words of the text are digit words: a set lookup per word, where the run's
    alternation of 400 words would be tried at every position."""
    return sum(word in SPOKEN_DIGITS for word in _WORD_GAPS.split(text)) >= 4


_SPOKEN_WORD = re.compile(_SPOKEN_DIGIT)

# A digit said twice or thrice: 双零, 三个零, 两个8, "double eight", "triple zero".
_REPEATED_DIGIT = re.compile(
    rf"(?P<times_zh>双|俩|两个|三个)\s*(?P<digit_zh>[0-9{_NUMERAL_CHARS[3:-3]}])"
    rf"|(?<![a-z])(?P<times_en>double|triple)\s+(?P<digit_en>[0-9]|{_DIGIT_WORD})(?![a-z])"
)
_TIMES = {"双": 2, "俩": 2, "两个": 2, "三个": 3, "double": 2, "triple": 3}


def _repeated_digit(match: re.Match[str]) -> str:
    times = _TIMES[match.group("times_zh") or match.group("times_en")]
    digit = match.group("digit_zh") or match.group("digit_en")
    return (_CHINESE_DIGITS.get(digit) or _DIGIT_WORDS.get(digit) or digit) * times


# "解鎖係 一 八 五 二 五 二": four to six numerals each set apart, a code read out (Chinese never
# spaces the characters of a word). Shorter than a phone number, so _NUMERAL_RUN leaves it.
_LONE_NUMERALS = "".join(char for char in _CHINESE_DIGITS if not char.isascii())
_SPACED_NUMERALS = re.compile(rf"(?<!\S)[{_LONE_NUMERALS}](?:[ \u3000]+[{_LONE_NUMERALS}]){{3,5}}(?!\S)")
# "密码我记这儿：五九七三六二，": four to six Chinese numerals given after a colon or 是, up to a
# punctuation mark, with a word for a code or a number before them: a code written out. (Not
# Korean's: "장소: 사이사이" is a place.)
_HAN_NUMERALS = "".join(char for char in _LONE_NUMERALS if "\u3400" <= char <= "\u9fff")
_GIVEN_NUMERALS = re.compile(
    rf"(?:码|碼|密|号|號|pin|code|番号)[^，,。！？!?\n]{{0,12}}[:：是]\s*(?P<numerals>[{_HAN_NUMERALS}]{{4,6}})(?=[,，。.!！;；、\s]|$)"
)


def _numerals_as_digits(match: re.Match[str]) -> str:
    """The numerals of the match as digits, what comes before them (a label) as it is."""
    numerals = match.groupdict().get("numerals")
    start = match.start("numerals") - match.start() if numerals else 0
    whole = match.group()
    return whole[:start] + "".join(_CHINESE_DIGITS[char] if char in _CHINESE_DIGITS else char for char in whole[start:])


def digits_view(folded: FoldedText) -> FoldedText:
    """Chinese and Korean numerals (一三八, 壹, 〇, 零, 幺, 일삼팔), spelled-out digits in English or
    pinyin, digits read out one by one in 91 languages, repeated digits (双零, "double
    eight") and l/O inside digit runs read as digits."""
    text = folded.text
    maybe_repeated = "双" in text or "俩" in text or "个" in text or "double" in text or "triple" in text
    repeated = rewrite(folded, _REPEATED_DIGIT, _repeated_digit) if maybe_repeated else folded
    spelled = rewrite(
        repeated, _DIGIT_WORD_RUN, lambda match: "".join(_DIGIT_WORDS[w] for w in re.findall(r"[a-z]+", match.group()))
    )
    spoken = (
        rewrite(
            spelled,
            SPOKEN_DIGIT_RUN,
            lambda match: "".join(SPOKEN_DIGITS[word] for word in _SPOKEN_WORD.findall(match.group())),
        )
        if may_read_out_digits(spelled.text)
        else spelled
    )
    for numerals in (_SPACED_NUMERALS, _GIVEN_NUMERALS):
        if numerals.search(spoken.text):
            spoken = rewrite(spoken, numerals, _numerals_as_digits)
    return rewrite(spoken, _NUMERAL_RUN, _numeral_run)


def normalize(text: str) -> str:
    """The folded text with whitespace collapsed and dropped between Han characters (what the
    seed's detectors matched on; kept for callers and tests that compare forms)."""
    folded = fold(text).text
    folded = re.sub(r"\s+", " ", folded).strip()
    return re.sub(rf"(?<=[{_HAN}]) (?=[{_HAN}])", "", folded)


_SPACED_RUNS = {
    sep: re.compile(
        rf"(?<!\S)\S(?:{re.escape(sep)}\S)+(?!\S)" if sep == " " else rf"[^\s{re.escape(sep)}](?:{re.escape(sep)}\S)+"
    )
    for sep in (" ", ".", "-", "_", "·", "/", "|", "*")
}
_WORD_GAP = re.compile(r"\s{2,}")
# Cheap test first: three (space) or four single characters in a row joined by one separator.
_MAYBE_SPACED = re.compile(r"(?<!\S)\S \S \S(?!\S)|\S([._\-·/|*])\S\1\S\1\S")


def despaced(folded: FoldedText) -> FoldedText | None:
    """The whole text read without its letter-spacing ("c h e n   a t   q q" -> "chen at qq",
    "h.t.t.p.s.:././" -> "https://"), or None when the text is not letter-spaced: at least
    60 % of its non-space characters sit in runs of single characters joined by one separator.
    Keeps every second character of such a run, so a separator that is itself part of the text
    ("e_._c_o") survives."""
    text = folded.text
    if not _MAYBE_SPACED.search(text):
        return None
    visible = len(text) - sum(char.isspace() for char in text)
    for sep, pattern in _SPACED_RUNS.items():
        runs = [match for match in pattern.finditer(text) if len(match.group()) >= 5]
        covered = sum((len(match.group()) + 1) // 2 for match in runs)
        if (
            covered >= 0.6 * visible
            if sep == " "
            else covered >= 0.6 * (visible - sum(len(m.group()) // 2 for m in runs))
        ):
            joined = rewrite(
                folded, pattern, lambda match: match.group()[::2] if len(match.group()) >= 3 else match.group()
            )
            return rewrite(joined, _WORD_GAP, lambda match: " ")
    return None
