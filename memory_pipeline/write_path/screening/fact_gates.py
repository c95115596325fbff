"""Gates 1 and 2 applied to extracted facts, with the keyed hash the audit keeps.

Facts are screened as soon as the model answers, before the answer is cached or handed to
the next asset, so a rejected key or value is never stored anywhere: only where it was
stopped, why, and a hash.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_pipeline.write_path.facts import compose_content
from memory_pipeline.forgotten import keyed_hash
from memory_pipeline.write_path.screening.gates import scan_text

# Reasons of a block the extraction model itself raised (flags in its answer, online only).
MODEL_FLAG_REASONS = {
    "user_instruction": "injection.model_flag",
    "reply_instruction": "injection.model_flag",
    "pii": "pii.model_flag",
}


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
        return {
            "source": self.source,
            "gate": self.gate,
            "reasons": list(self.reasons),
            "subject_hash": self.subject_hash,
        }

    @classmethod
    def from_dict(cls, data: dict) -> "Rejection":
        return cls(data["source"], int(data["gate"]), tuple(data["reasons"]), data["subject_hash"])


# A remote script piped into a shell. In a question or a chat message it may stay ("curl … | sh
# installs rust"); kept from a reply as a fact, it would be handed back later as advice to run
# code from wherever the reply pointed.
_REMOTE_SCRIPT = re.compile(
    r"(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\s[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:-\w+\s+)*(?:ba|z|da|k)?sh(?![a-z])"
    r"|iex\s*\(?\s*(?:\(?new-object|iwr|irm|invoke-webrequest|invoke-restmethod)",
    re.IGNORECASE,
)
REMOTE_SCRIPT_REASON = "injection.rule_override"


def screen_fact(source: str, key: str, value: str) -> Rejection | None:
    """Gate 1 on the key and on the value, gate 2 on the key and value joined with no separator
    (a number or trigger cut across the boundary) and on the composed content; first hit wins.
    An exchange fact holding a remote script piped into a shell is rejected at gate 2 too."""
    for gate, text in ((1, key), (1, value), (2, f"{key}{value}"), (2, compose_content(source, key, value))):
        verdict = scan_text(text)
        if verdict.blocked:
            return Rejection(source, gate, verdict.reasons, subject_hash(text))
    if source == "exchange" and _REMOTE_SCRIPT.search(value):
        return Rejection(source, 2, (REMOTE_SCRIPT_REASON,), subject_hash(compose_content(source, key, value)))
    return None


def flagged_sources(flags: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """Which sources the model's flags block, and why: an instruction or PII in the user
    message blocks the whole turn, an instruction in the reply blocks the exchange facts."""
    blocked: dict[str, set[str]] = {"user": set(), "exchange": set()}
    for flag in flags:
        sources = ("exchange",) if flag == "reply_instruction" else ("user", "exchange")
        for source in sources:
            blocked[source].add(MODEL_FLAG_REASONS[flag])
    return {source: tuple(sorted(reasons)) for source, reasons in blocked.items() if reasons}


def screen_facts(
    source: str, facts: dict[str, str], model_flags: tuple[str, ...] = ()
) -> tuple[dict[str, str], list[Rejection]]:
    """Gates 1 and 2 on each fact; `model_flags` (reasons the model raised) reject every fact
    of the source on top of that, at gate 1."""
    clean: dict[str, str] = {}
    rejected: list[Rejection] = []
    for key, value in facts.items():
        rejection = screen_fact(source, key, value)
        if rejection is None and model_flags:
            rejection = Rejection(source, 1, tuple(model_flags), subject_hash(compose_content(source, key, value)))
        if rejection is None:
            clean[key] = value
        else:
            rejected.append(rejection)
    return clean, rejected
