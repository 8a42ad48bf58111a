"""The rule checker of a whole turn, whose secret word changes after every guessed word.

`referee.checker.Checker` checks a stream of words against one target. In a turn the engine draws
a new word each time one is guessed, so `TurnChecker` starts a fresh `Checker` at that point of the
transcript and shifts indexes in and out: the words said before the new word was drawn are not
checked against it. It has the `feed`/`truncate` interface `referee.live.LiveTurn` expects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from referee.checker import Checker
from referee.events import Alert, WordEvent


@dataclass(frozen=True)
class CheckedAlert:
    """An alert with the secret word it was raised against."""

    alert: Alert
    target: str


class TurnChecker:
    """`target()` tells the secret word now (None between words: nothing is checked)."""

    def __init__(self, target: Callable[[], str | None], min_confidence: float = 0.5) -> None:
        self._target = target
        self.min_confidence = min_confidence
        self._checker: Checker | None = None
        self._word: str | None = None
        self._offset = 0  # transcript index where the current checker's word 0 is
        self._length = 0  # words in the transcript
        self.raised: list[CheckedAlert] = []

    def feed(self, event: WordEvent) -> list[Alert]:
        """Add or revise a word of the turn's transcript; return the new alerts."""
        self._length = max(self._length, event.index + 1)
        checker = self._checker_for(event.index)
        if checker is None or event.index < self._offset:
            return []
        local = replace(event, index=event.index - self._offset)
        alerts = [_shift(a, self._offset) for a in checker.feed(local)]
        self.raised.extend(CheckedAlert(a, self._word or "") for a in alerts)
        return alerts

    def truncate(self, length: int) -> None:
        self._length = min(self._length, length)
        if self._checker is not None:
            self._checker.truncate(length - self._offset)
            if length < self._offset:
                self._offset = length

    def target_of(self, alert: Alert) -> str:
        """The secret word `alert` was raised against ("" if this checker did not raise it)."""
        return next((c.target for c in self.raised if c.alert is alert), "")

    def _checker_for(self, index: int) -> Checker | None:
        word = self._target()
        if word != self._word:
            self._word = word
            self._offset = index
            self._checker = Checker(word, min_confidence=self.min_confidence) if word else None
        return self._checker


def _shift(alert: Alert, offset: int) -> Alert:
    return replace(alert, span=(alert.span[0] + offset, alert.span[1] + offset))
