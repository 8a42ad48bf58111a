"""Data that flows from the recognizer through the checker to the dashboard.

Shared contract between `referee` (producers) and `api`/`game` (consumers). Frozen dataclasses with
named fields; `to_json()` gives the wire form used in JSON Lines logs and WebSocket messages.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

RULES = ("cognate", "letters", "soundalike", "pointing", "foreign")


@dataclass(frozen=True)
class WordEvent:
    """One recognised word of a turn.

    `index` is the word's position in the turn's running transcript (0-based). A later event with
    the same index replaces the earlier one: a partial word revised, or confirmed by a final result.
    `start`/`end` are seconds from the turn's start; `conf` is the recognizer's confidence 0..1
    (partial words carry the confidence of the hypothesis so far, 1.0 when unknown).
    `speaker` is who said it when known (`referee.speakers.attribution`: "explainer", "guesser" or
    "uncertain"); None: not attributed (left out of the wire form, so old logs read the same).
    """

    index: int
    text: str
    start: float
    end: float
    conf: float = 1.0
    final: bool = True
    speaker: str | None = None

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        if self.speaker is None:
            del data["speaker"]
        return data


@dataclass(frozen=True)
class Alert:
    """A proposed violation, for the judge to confirm or dismiss.

    `span` indexes the turn's tokens, 0-based, end exclusive. `evidence` is machine-readable (which
    lemma, root, pattern matched); `explanation` is one line of Russian for the judge.
    `exact_target` is True when the secret word itself was heard (the dashboard asks «Угадано?»).
    """

    rule: str
    span: tuple[int, int]
    words: tuple[str, ...]
    confidence: float
    explanation: str
    evidence: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    start: float | None = None
    end: float | None = None
    exact_target: bool = False

    def __post_init__(self) -> None:
        if self.rule not in RULES:
            raise ValueError(f"unknown rule {self.rule!r}; expected one of {RULES}")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence must be within 0..1, got {self.confidence}")

    @property
    def key(self) -> tuple[str, int, int]:
        """Identity of an alert within a turn: the same rule on the same span is raised once."""
        return (self.rule, self.span[0], self.span[1])

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["span"] = list(self.span)
        data["words"] = list(self.words)
        return data
