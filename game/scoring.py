"""Points and standings, always recomputed from the turns' word outcomes (never kept as counters),
so a judge's correction changes the scores simply by changing an outcome.

A guessed word gives one point to the explainer and one to the guesser.
Tie-break of the standings: more points; then more words explained (explaining is the harder half
of the game); players equal on both share the place and are listed in seating order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from game.turn import Outcome, Turn

TIE_BREAK = "очки, затем число объяснённых слов; при равенстве — общее место"


@dataclass(frozen=True)
class Score:
    seat: int
    name: str
    explained: int
    guessed: int

    @property
    def total(self) -> int:
        return self.explained + self.guessed


@dataclass(frozen=True)
class Standing:
    place: int
    seat: int
    name: str
    explained: int
    guessed: int
    total: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def scores(players: Sequence[str], turns: Iterable[Turn]) -> list[Score]:
    """Per-player explained/guessed counts, in seating order."""
    explained = [0] * len(players)
    guessed = [0] * len(players)
    for turn in turns:
        points = sum(w.outcome == Outcome.GUESSED for w in turn.words)
        explained[turn.slot.pair.explainer] += points
        guessed[turn.slot.pair.guesser] += points
    return [Score(seat, name, explained[seat], guessed[seat]) for seat, name in enumerate(players)]


def standings(players: Sequence[str], turns: Iterable[Turn]) -> list[Standing]:
    """Players ranked by the tie-break stated in TIE_BREAK (places shared on a full tie)."""
    ranked = sorted(scores(players, turns), key=lambda s: (-s.total, -s.explained, s.seat))
    table: list[Standing] = []
    for index, s in enumerate(ranked):
        tied = table and (table[-1].total, table[-1].explained) == (s.total, s.explained)
        place = table[-1].place if tied else index + 1
        table.append(Standing(place, s.seat, s.name, s.explained, s.guessed, s.total))
    return table
