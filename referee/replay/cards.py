"""The cards (secret words) of a turn on the time scale of its words: each from the second it
was drawn. Known after the fact (samples, the game's draw times) or stamped as they are drawn in a
live turn (`referee.rules.cards.DrawnCards`, logged as `card` records by the turn log)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class CardSpan:
    """A secret word of the turn and when it was being explained (seconds from the turn's start).

    A turn has several when the explainer moves on after a guess; `outcome` is `guessed`, `time`
    (the turn ended), `returned` (given back to the hat early) or `unknown`.
    """

    word: str
    start: float = 0.0
    end: float | None = None
    outcome: str = "unknown"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def target_of(targets: Sequence[CardSpan], time: float) -> int:
    """Index of the target being explained at `time`: the last one that started at or before it."""
    chosen = 0
    for number, target in enumerate(targets):
        if target.start <= time:
            chosen = number
    return chosen
