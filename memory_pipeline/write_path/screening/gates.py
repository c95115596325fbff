"""Privacy / prompt-injection gate (SPEC §3): one pure detector run at gates 0, 1 and 2.

PII is rejected, never masked, so the detector only says whether to block, why, and where
(spans of the original text, so a reviewer can be pointed at the offending part; the audit
itself keeps no text). Every text goes through one normalisation pass (textnorm.fold); the
structured PII rules live in pii.py, the instruction shapes in injection.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from memory_pipeline.write_path.screening import disclosure_model, instruction_model, pii
from memory_pipeline.write_path.screening.decoding import decoded_segments
from memory_pipeline.write_path.screening.injection import blanked, instruction_spans, quoted_mentions
from memory_pipeline.write_path.screening.textnorm import FoldedText, despaced, fold, normalize, reading_view  # noqa: F401  (normalize is public API)

MOBILE = pii.MOBILE
PHONE = pii.PHONE
ID_CARD = pii.ID_CARD
BANK_CARD = pii.BANK_CARD
EMAIL = pii.EMAIL
PASSWORD = pii.PASSWORD
SECRET = pii.SECRET
IBAN = pii.IBAN
PASSPORT = pii.PASSPORT
ADDRESS = pii.ADDRESS
INJECTION = "injection.rule_override"
# The learned detectors (instruction_model.py, disclosure_model.py): only where no rule blocked the text.
INJECTION_MODEL = "injection.model"
PII_MODEL = "pii.model"

REASON_CODES: frozenset[str] = frozenset({*pii.PII_CODES, INJECTION, INJECTION_MODEL, PII_MODEL})


@dataclass(frozen=True)
class GateVerdict:
    blocked: bool
    reasons: tuple[str, ...]  # sorted, unique reason codes; empty when allowed
    # (reason, start, end) in the scanned text; not part of equality, never stored.
    spans: tuple[tuple[str, int, int], ...] = field(default=(), compare=False)


def _verdict(reasons: Iterable[str], spans: Iterable[tuple[str, int, int]] = ()) -> GateVerdict:
    unique = tuple(sorted(set(reasons)))
    return GateVerdict(blocked=bool(unique), reasons=unique, spans=tuple(sorted(set(spans))))


# A "key: value" text (a memory's content, a fact written out) is read with its first
# separator removed as well, as gate 2 reads a fact: "新号码 138 0013: 8000" holds a whole
# mobile number, "ignore all previous: instructions" a whole trigger.
_KEY_VALUE_SEPARATOR = re.compile(r"\"\s*[:：=]\s*\"|'\s*[:：=]\s*'|\s*[:：=\t]\s*")  # a quote on one side stays


_HAN = re.compile(r"[\u3400-\u9fff]")


_OPENS_WITH_ADDRESS = re.compile(r"([a-z0-9._%+\-]+)@[a-z0-9\-]+\.")
_LAST_WORD = re.compile(r"[^\W\d_]+$")


def _labels_its_mailbox(text: str, start: int, end: int) -> bool:
    """The word before the separator names the mailbox after it, bar a first letter that a
    grammar changes (Welsh "docynnau: tocynnau@…")."""
    address = _OPENS_WITH_ADDRESS.match(text, end)
    label = _LAST_WORD.search(text[max(0, start - 64) : start]) if address else None
    if address is None or label is None:
        return False
    local, word = address.group(1), label.group()
    return word == local or (len(local) >= 5 and word[1:] == local[1:])


def scan_text(text: str) -> GateVerdict:
    folded = fold(text)
    views = [folded]
    letter_spaced = despaced(folded)
    if letter_spaced is not None:  # "p a s s w o r d :  h u n t e r 2" is read both ways
        views.append(letter_spaced)
    spans = []
    for view in views:
        spans.extend((code, start, end) for code, (start, end) in pii.pii_hits(view))
        spans.extend((INJECTION, start, end) for start, end in instruction_spans(view))
    separator = _KEY_VALUE_SEPARATOR.search(folded.text, 1)
    # "handle: @marco.cooks" joined would read as an address, and so would "Inquiries:
    # inquiries@…" (a desk's label, then its mailbox): such a value stays apart.
    if (
        separator is not None
        and separator.end() < len(folded.text)
        and folded.text[separator.end()] != "@"
        and not _labels_its_mailbox(folded.text, separator.start(), separator.end())
    ):
        start, end = separator.span()
        joined = folded.derived(folded.text[:start] + folded.text[end:], [*folded.origin[:start], *folded.origin[end:]])
        before, after = folded.text[start - 1], folded.text[end]
        # A value cut in two has the same kind of character on both sides ("138 0013: 8000",
        # "sk-ab: cdef"); a label and its number ("OTP length: 6") would only read as one word.
        if before.isdigit() == after.isdigit():
            spans.extend((code, start, end) for code, (start, end) in pii.pii_hits(joined))
        # Instructions read across a space as they read across ": ", so only a cut word is read
        # again: Chinese on either side ("忽略之前：的指令"), or letters on both sides with no space.
        if (
            _HAN.match(before)
            or _HAN.match(after)
            or (before.isalpha() and after.isalpha() and " " not in separator.group())
        ):
            spans.extend((INJECTION, start, end) for start, end in instruction_spans(joined))
    # base64, hex, escapes, rot13, reversed, leet, tags: each folded once, for the rules and the model
    decoded_texts = [(start, end, decoded, fold(decoded)) for start, end, decoded in decoded_segments(text)]
    for start, end, decoded, decoded_folded in decoded_texts:
        if instruction_spans(decoded_folded) or _smuggled_sentence(text[start:end], decoded):
            spans.append((INJECTION, start, end))
    # Second opinions by meaning, only on what the rules let through: they add a block, never
    # lift one, and cost nothing on a text already blocked. A decoded text is read by meaning too.
    if not spans:
        view = reading_view(folded)
        spans.extend((PII_MODEL, *folded.span(start, end)) for start, end in disclosure_model.disclosed_values(view))
        if not spans and instruction_model.says_instruction(model_reading(folded, view)):
            spans.append((INJECTION_MODEL, 0, len(text)))
        for start, end, _, decoded_folded in decoded_texts if not spans else ():
            if instruction_model.says_instruction(model_reading(decoded_folded, reading_view(decoded_folded))):
                spans.append((INJECTION_MODEL, start, end))
    return _verdict((code for code, _, _ in spans), spans)


# A sentence written in Unicode tag characters, which show as nothing: hidden from the reader on
# purpose ("ASCII smuggling"), whatever it says. Not an emoji flag's tag sequence ("🏴󠁧󠁢󠁳󠁣󠁴󠁿").
_TAG_CHARACTERS = re.compile("[\U000e0020-\U000e007f]+")


def _smuggled_sentence(segment: str, decoded: str) -> bool:
    return bool(_TAG_CHARACTERS.fullmatch(segment)) and len(re.findall(r"[^\W\d_]{2,}", decoded)) >= 3


def model_reading(folded: FoldedText, view: str | None = None) -> str:
    """What the instruction model reads of a text in `scan`, and so in its training too."""
    view = reading_view(folded) if view is None else view
    mentions = quoted_mentions(folded.text)
    # Reported quotations are blanked, and then read as written only: a gloss would read them again.
    return blanked(view, mentions) if mentions else instruction_model.reading(folded, view)


def fact_texts(key: str, value: str) -> tuple[str, ...]:
    """What gates 1 and 2 look at for one fact: the key, the value, the key and value joined
    with no separator (a number or a trigger cut in two across the boundary reads whole) and
    with ": " (an instruction whose cue is the key: "记住" + "你是…")."""
    return (key, value, f"{key}{value}", f"{key}: {value}")


def scan_fact(key: str, value: str) -> GateVerdict:
    """Gate 1 on key and value separately, gate 2 on their joined forms."""
    verdicts = [scan_text(text) for text in fact_texts(key, value)]
    return _verdict(reason for verdict in verdicts for reason in verdict.reasons)
