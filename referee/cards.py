"""Checking a turn of several cards: the explainer moves to the next secret word after a guess.

`CardsChecker` is a streaming checker (`feed`/`truncate`, like `referee.checker.Checker`) for a
whole turn. Each card has its own `Checker`; a new word goes to the card being explained when it
was heard (by its start time, see `Target.start`), a revised word to the card it was first given
to. Alerts come out with spans in the turn's indexing, so they line up with the turn's transcript.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from referee.checker import Checker
from referee.events import Alert, WordEvent
from referee.rules.base import Rule
from referee.transcript import Target, target_of


@dataclass
class _Card:
    number: int  # position in the turn's targets
    offset: int  # turn index of the card's first word
    checker: Checker


class CardsChecker:
    """Streaming checker of a turn whose secret words are `targets` (in the order drawn)."""

    def __init__(self, targets: Sequence[Target], *, min_confidence: float = 0.5,
                 rules: Sequence[Rule] | None = None) -> None:
        if not targets:
            raise ValueError("a turn needs at least one secret word")
        self.targets = tuple(targets)
        self.min_confidence = min_confidence
        self.rules = rules  # None: the checker's default rules
        self._cards = [self._card(0, 0)]
        self._length = 0  # words in the turn's transcript

    def _card(self, number: int, offset: int) -> _Card:
        checker = Checker(self.targets[number].word, rules=self.rules,
                          min_confidence=self.min_confidence)
        return _Card(number, offset, checker)

    def feed(self, event: WordEvent) -> list[Alert]:
        """Add or revise the word at `event.index` (turn indexing); the alerts raised for the first
        time, with turn-indexed spans."""
        if event.index == self._length:
            number = target_of(self.targets, event.start)
            if number > self._cards[-1].number:
                self._cards.append(self._card(number, event.index))
            self._length += 1
        card = self._card_of(event.index)
        local = replace(event, index=event.index - card.offset)
        return [_shifted(a, card.offset) for a in card.checker.feed(local)]

    def truncate(self, length: int) -> None:
        """Withdraw the words from turn position `length` on (a partial hypothesis shrank)."""
        length = max(0, min(length, self._length))
        while len(self._cards) > 1 and self._cards[-1].offset >= length:
            self._cards.pop()
        for card in self._cards:
            card.checker.truncate(max(0, length - card.offset))
        self._length = length

    def target_at(self, index: int) -> Target:
        """The secret word being explained when the word at turn position `index` was said."""
        return self.targets[self._card_of(index).number]

    def _card_of(self, index: int) -> _Card:
        return next(c for c in reversed(self._cards) if c.offset <= index)


def _shifted(alert: Alert, offset: int) -> Alert:
    if offset == 0:
        return alert
    return replace(alert, span=(alert.span[0] + offset, alert.span[1] + offset))
