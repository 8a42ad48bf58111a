"""The interface every rule implements.

A rule sees the turn's tokens so far and the secret word, and returns alerts with evidence. The
streaming `Checker` calls it each time the transcript changes, with `start` = the index of the first
token that is new or revised; a rule returns the alerts completed by a token at or after `start`
(the span may begin earlier: «вот …» becomes pointing only when «у меня» arrives), and may look
back at earlier tokens for context. Per-target analysis (the secret word's
lemmas, roots, family) is computed once per target and cached inside the rule or the morphology;
a rule with such analysis also has `prepare(target)`, which does it ahead (when the card is drawn,
not on the first word said about it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from referee.events import Alert


@dataclass(frozen=True)
class Token:
    """A word of the turn as the rules see it: `text` normalised (lowercase, ё → е); `conf` the
    recognizer's confidence in it (1.0 for typed text); `alternatives` the recognizer's other
    readings of the same stretch (normalised like `text`; Vosk's n-best); `speaker` who said it
    (`referee.speakers.attribution`; None: not attributed)."""

    index: int
    text: str
    start: float | None = None
    end: float | None = None
    conf: float = 1.0  # the recognizer's confidence in the word (typed text: 1.0)
    alternatives: tuple[str, ...] = ()
    speaker: str | None = None


class Rule(Protocol):
    name: str

    def check(self, tokens: Sequence[Token], target: str, start: int = 0) -> list[Alert]:
        """Alerts on `tokens` for secret word `target` whose span reaches index `start` or later."""
        ...
