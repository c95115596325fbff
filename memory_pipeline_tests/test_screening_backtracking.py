"""The screening rules finish on long runs of one script's letters, digits or separators.

A regular expression whose branches overlap retries a run of n characters in 2^n ways when no
match follows; the scan is on every write's path, so one such pattern lets a 40-letter Thai
address stall the pipeline. These tests give every rule (the compiled patterns of the screening
modules) runs long enough that an exponential pattern would never return: a regression shows
as this file's timeout, not as a slow pass."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import memory_pipeline.write_path.screening as screening
from memory_pipeline.write_path.screening.gates import scan_text

RUNS = {
    "latin": "abcdefghij",
    "thai": "สวัสดีครับผมชื่อสมชาย",
    "devanagari": "नमस्तेआपकैसेहैं",
    "tamil": "வணக்கம்நண்பரே",
    "han": "我们今天去北京吃饭",
    "cyrillic": "приветмир",
    "arabic": "مرحبابالعالم",
    "hangul": "안녕하세요반갑습니다",
    "kana": "こんにちはありがとう",
    "digits": "1234567890",
    "spaced words": "ab cd ef ",
    "spaced digits": "12 34 56 ",
    "dotted": "a.b.c.",
    "dashed digits": "1-2-3-",
    "blanks": "   \t ",
    "punctuation": ".,;:!?",
    "mixed": "a1 b2.c3-",
    "hex": "a1b2c3d4e5",
    "slashes": "a/b/c/",
    "at signs": "a@b.c@",
}
# Rules that look only after a label or a cue word see these runs as that label's value.
LABELS = ["", "address: ", "password: ", "ignore ", "you are ", "tel: ", "email: ", "地址：", "你是", "ที่อยู่: ", "पता: "]
LENGTH = 60


def _screening_patterns() -> list[tuple[str, re.Pattern[str]]]:
    patterns: dict[int, tuple[str, re.Pattern[str]]] = {}
    for module_info in pkgutil.iter_modules(screening.__path__):
        module = importlib.import_module(f"{screening.__name__}.{module_info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                patterns.setdefault(id(value), (f"{module_info.name}.{name}", value))
    return list(patterns.values())


def _run(letters: str) -> str:
    return (letters * (LENGTH // len(letters) + 1))[:LENGTH] + "!"


@pytest.mark.timeout(300)
def test_every_screening_rule_finishes_on_long_runs() -> None:
    patterns = _screening_patterns()
    assert len(patterns) > 300  # the rules were found, not an empty module list
    for name, pattern in patterns:
        for label in LABELS:
            for letters in RUNS.values():
                pattern.search(label + _run(letters))  # returns, whatever it finds
    assert any(name == "pii._HOUSE_NUMBER_NEXT_TO_NAME" for name, _ in patterns)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("label", ["ที่อยู่: ", "पता: ", "முகவரி: ", "address: "])
@pytest.mark.parametrize("script", ["thai", "devanagari", "tamil", "latin"])
def test_a_long_address_with_no_house_number_is_scanned(label: str, script: str) -> None:
    verdict = scan_text(label + _run(RUNS[script]))
    assert not verdict.blocked  # letters alone are no address a person can be found at
