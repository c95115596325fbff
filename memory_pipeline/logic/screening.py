"""Gates 1 and 2 applied to extracted facts, with the keyed hash the audit keeps.

Facts are screened as soon as the model answers, before the answer is cached or handed to
the next asset, so a rejected key or value is never stored anywhere: only where it was
stopped, why, and a hash.
"""

from __future__ import annotations

from dataclasses import dataclass

from memory_pipeline.logic.facts import compose_content
from memory_pipeline.logic.forgotten import keyed_hash
from memory_pipeline.logic.gates import scan_text


def subject_hash(text: str) -> str:
    """Keyed hash: lets an auditor correlate repeats without a dictionary attack on phone numbers."""
    return keyed_hash(text)


@dataclass(frozen=True)
class Rejection:
    source: str
    gate: int
    reasons: tuple[str, ...]
    subject_hash: str

    def as_dict(self) -> dict:
        return {"source": self.source, "gate": self.gate, "reasons": list(self.reasons), "subject_hash": self.subject_hash}

    @classmethod
    def from_dict(cls, data: dict) -> "Rejection":
        return cls(data["source"], int(data["gate"]), tuple(data["reasons"]), data["subject_hash"])


def screen_fact(source: str, key: str, value: str) -> Rejection | None:
    """Gate 1 on the key and on the value, gate 2 on the composed content; the first hit wins."""
    for gate, text in ((1, key), (1, value), (2, compose_content(source, key, value))):
        verdict = scan_text(text)
        if verdict.blocked:
            return Rejection(source, gate, verdict.reasons, subject_hash(text))
    return None


def screen_facts(source: str, facts: dict[str, str]) -> tuple[dict[str, str], list[Rejection]]:
    clean: dict[str, str] = {}
    rejected: list[Rejection] = []
    for key, value in facts.items():
        rejection = screen_fact(source, key, value)
        if rejection is None:
            clean[key] = value
        else:
            rejected.append(rejection)
    return clean, rejected
