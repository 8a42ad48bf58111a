"""The hat: slips of paper with words, drawn at random (seeded), one at a time.

Each slip has an id (its position in the word list), so two slips with the same word stay two.
A slip is in exactly one state at any time; no operation creates or loses a slip:

    IN_HAT --draw--> DRAWN --guessed--> GUESSED
                        |---put_back--> IN_HAT     (time ran out, or the explainer gave up)
                        '---remove----> REMOVED    (a judge's «Ошибка»)

A drawn slip cannot be swapped for another: the next draw is refused until the drawn slip is
settled. Judges' corrections move settled slips between IN_HAT, GUESSED and REMOVED (`settle`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum


class SlipState(StrEnum):
    IN_HAT = "in_hat"
    DRAWN = "drawn"
    GUESSED = "guessed"
    REMOVED = "removed"


@dataclass(frozen=True)
class Slip:
    id: int
    word: str


class HatError(RuntimeError):
    """An operation the rules do not allow (a programming error in the caller)."""


class Hat:
    def __init__(self, words: Sequence[str], seed: int) -> None:
        self.slips: tuple[Slip, ...] = tuple(Slip(i, w) for i, w in enumerate(words))
        self.seed = seed
        self.draws = 0
        self._state = {slip.id: SlipState.IN_HAT for slip in self.slips}
        self.drawn: Slip | None = None

    def state(self, slip_id: int) -> SlipState:
        return self._state[slip_id]

    def ids(self, state: SlipState) -> list[int]:
        return [i for i, s in self._state.items() if s == state]

    def in_hat(self) -> int:
        """How many slips are in the hat (not counting a drawn one)."""
        return len(self.ids(SlipState.IN_HAT))

    def draw(self) -> Slip:
        """Take a random slip out of the hat; the n-th draw of a seed is always the same."""
        if self.drawn is not None:
            raise HatError("a drawn word cannot be replaced; settle it first")
        candidates = self.ids(SlipState.IN_HAT)
        if not candidates:
            raise HatError("the hat is empty")
        rng = random.Random(f"{self.seed}/{self.draws}")
        self.draws += 1
        slip = self.slips[rng.choice(candidates)]
        self._state[slip.id] = SlipState.DRAWN
        self.drawn = slip
        return slip

    def guessed(self) -> Slip:
        return self._settle_drawn(SlipState.GUESSED)

    def put_back(self) -> Slip:
        return self._settle_drawn(SlipState.IN_HAT)

    def remove(self) -> Slip:
        return self._settle_drawn(SlipState.REMOVED)

    def settle(self, slip_id: int, state: SlipState) -> None:
        """Move a settled slip to another settled state (a judge's correction)."""
        if state == SlipState.DRAWN or self._state[slip_id] == SlipState.DRAWN:
            raise HatError("a drawn slip is settled by the turn, not by a correction")
        self._state[slip_id] = state

    def counts(self) -> dict[str, int]:
        return {state.value: len(self.ids(state)) for state in SlipState}

    def states(self) -> Iterable[tuple[int, SlipState]]:
        return self._state.items()

    def _settle_drawn(self, state: SlipState) -> Slip:
        if self.drawn is None:
            raise HatError("no word is drawn")
        slip, self.drawn = self.drawn, None
        self._state[slip.id] = state
        return slip
