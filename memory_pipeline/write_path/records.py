"""The records passed between the write path's stages (and stored between its assets by the
stage-output IO manager). Turn fields are named after their columns."""

from __future__ import annotations

from typing import TypedDict


class TurnReference(TypedDict):
    """What `raw_transcripts` hands on: ids and times, never texts (a turn forgotten meanwhile
    is then not read)."""

    turn_id: str
    user_id: str
    session_id: str
    ts: str
    day: str


class Turn(TurnReference):
    user_message: str
    assistant_reply: str


class Origin(TypedDict):
    """Where a fact came from: its turn."""

    turn_id: str
    user_id: str
    ts: str
    day: str


class Fact(Origin):
    source: str  # "user" or "exchange"
    key: str
    value: str
    importance: float


class RejectedFact(Origin):
    """A fact extraction screened out: only where and why (Rejection.as_dict), never its text."""

    source: str
    rejected: dict


class GatedFact(Fact):
    content: str  # the composed memory text: "<prefix><key>: <value>"


class ClassifiedFact(GatedFact):
    """A gated fact with its classification, before its content is embedded."""

    category: str
    tags: list[str]
    slot_hint: str
    by_rule: bool


class ClassifiedMemory(ClassifiedFact):
    embedding: list[float]
