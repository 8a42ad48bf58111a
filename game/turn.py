"""One turn of a pair: the state machine READY → EXPLAINING → LAST_GUESS → DONE.

EXPLAINING lasts `explain_seconds` (20 s); at its deadline the judge says «Время!» and the turn
goes to LAST_GUESS, where the guesser has `last_guess_seconds` (3 s) for exactly one last version;
then «Всё!» and DONE. While EXPLAINING, each guessed word leaves the hat and the next is drawn at
once. Giving up (EXPLAINING only) puts the word back and ends the turn; a judge's «Ошибка»
(EXPLAINING or LAST_GUESS) ends the turn with no point for the word. Nothing is accepted in DONE.

Time moves only through `advance(now)`: deadline transitions are stamped with the deadline itself,
not with the moment they were noticed, so replaying the same actions gives the same events.

A turn cut by a server outage is *interrupted*: its clock stops at the last moment the server was
known alive, and nothing but the judge's choice is accepted — `resume` (the seconds left run on
from now) or `annul` (every word goes back into the hat; the game replays the turn).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from common.errors import UserError
from game.hat import Hat, Slip, SlipState
from game.schedule import Slot


class Phase(StrEnum):
    READY = "ready"
    EXPLAINING = "explaining"
    LAST_GUESS = "last_guess"
    DONE = "done"


class Outcome(StrEnum):
    GUESSED = "guessed"
    RETURNED = "returned"  # not guessed in time, or given up: back into the hat unseen
    VIOLATION = "violation"  # a judge's «Ошибка»: no point


class EndReason(StrEnum):
    TIME = "time"  # «Всё!» after the last-guess seconds
    LAST_GUESS = "last_guess"  # the one last version was right
    GAVE_UP = "gave_up"
    VIOLATION = "violation"
    HAT_EMPTY = "hat_empty"


class TurnError(UserError):
    """An action the rules do not allow at this moment (the message is for the judge)."""


INTERRUPTED = ("Ход прерван: сервер не работал. Выберите «Переиграть ход» (слова хода вернутся "
               "в шляпу) или «Продолжить» (оставшиеся секунды).")


@dataclass
class WordResult:
    """What happened to one drawn slip in a turn; `outcome` may be changed by a correction."""

    slip_id: int
    word: str
    drawn_at: float
    outcome: Outcome | None = None
    settled_at: float | None = None


Emit = Callable[..., None]  # emit(kind, at, public=..., secret=...)


class Turn:
    def __init__(self, slot: Slot, hat: Hat, explain_s: float, last_guess_s: float,
                 emit: Emit) -> None:
        self.slot = slot
        self.phase = Phase.READY
        self.words: list[WordResult] = []
        self.started_at: float | None = None
        self.ended_at: float | None = None
        self.end_reason: EndReason | None = None
        self.paused_at: float | None = None  # the clock stopped here (an interruption)
        self.paused_for = 0.0  # seconds the clock stood still in earlier interruptions
        self._hat = hat
        self._explain_s = explain_s
        self._last_guess_s = last_guess_s
        self._emit = emit

    @property
    def turn_no(self) -> int:
        return self.slot.turn_no

    @property
    def time_at(self) -> float | None:
        """When «Время!» is (or was) due."""
        if self.started_at is None:
            return None
        return self.started_at + self._explain_s + self.paused_for

    @property
    def over_at(self) -> float | None:
        """When «Всё!» is (or was) due, unless the turn ends earlier."""
        time_at = self.time_at
        return None if time_at is None else time_at + self._last_guess_s

    @property
    def next_deadline(self) -> float | None:
        if self.interrupted:
            return None
        if self.phase == Phase.EXPLAINING:
            return self.time_at
        if self.phase == Phase.LAST_GUESS:
            return self.over_at
        return None

    @property
    def current(self) -> WordResult | None:
        """The word being explained (the secret), if any."""
        if self.words and self.words[-1].outcome is None:
            return self.words[-1]
        return None

    @property
    def interrupted(self) -> bool:
        """Whether the turn's clock stands still until the judge chooses how to go on."""
        return self.paused_at is not None

    def seconds_left(self, now: float) -> float:
        """Seconds to the phase's deadline at `now` (at the pause when interrupted)."""
        deadline = self.time_at if self.phase == Phase.EXPLAINING else self.over_at
        at = self.paused_at if self.interrupted else now
        return max(0.0, deadline - at) if deadline is not None and at is not None else 0.0

    def start(self, now: float) -> None:
        if self.phase != Phase.READY:
            raise TurnError("Ход уже начат.")
        self.phase = Phase.EXPLAINING
        self.started_at = now
        pair = self.slot.pair
        self._emit("turn_started", now, public={
            "explainer": pair.explainer, "guesser": pair.guesser, "circle": self.slot.circle,
            "time_at": self.time_at, "over_at": self.over_at})
        self._draw(now)

    def advance(self, now: float) -> None:
        """Apply the deadlines that have passed by `now` (none while interrupted)."""
        if self.interrupted:
            return
        if self.phase == Phase.EXPLAINING and now >= self.time_at:
            self.phase = Phase.LAST_GUESS
            self._emit("time_up", self.time_at)
        if self.phase == Phase.LAST_GUESS and now >= self.over_at:
            self._settle(Outcome.RETURNED, self.over_at)
            self._end(EndReason.TIME, self.over_at)

    def guessed(self, now: float) -> None:
        self._require(Phase.EXPLAINING, Phase.LAST_GUESS)
        self._settle(Outcome.GUESSED, now)
        if self.phase == Phase.LAST_GUESS:
            self._end(EndReason.LAST_GUESS, now)
        elif self._hat.in_hat() == 0:
            self._end(EndReason.HAT_EMPTY, now)
        else:
            self._draw(now)

    def give_up(self, now: float) -> None:
        self._require(Phase.EXPLAINING)
        self._emit("gave_up", now)
        self._settle(Outcome.RETURNED, now)
        self._end(EndReason.GAVE_UP, now)

    def violation(self, now: float, removes_word: bool) -> None:
        self._require(Phase.EXPLAINING, Phase.LAST_GUESS)
        self._emit("violation", now, public={"removes_word": removes_word})
        self._settle(Outcome.VIOLATION, now, removes_word=removes_word)
        self._end(EndReason.VIOLATION, now)

    def interrupt(self, at: float, noticed_at: float) -> None:
        """Stop the clock at `at`, the last moment the server was known alive; the server came
        back at `noticed_at`."""
        self._require(Phase.EXPLAINING, Phase.LAST_GUESS)
        self.paused_at = at
        self._emit("turn_interrupted", at, public={
            "noticed_at": noticed_at, "phase": self.phase.value,
            "seconds_left": round(self.seconds_left(at), 1)})

    def resume(self, now: float) -> None:
        """«Продолжить»: the seconds that were left run on from `now`."""
        self._require_interrupted()
        self.paused_for += max(0.0, now - self.paused_at)  # a clock set back adds nothing
        self.paused_at = None
        self._emit("turn_resumed", now, public={
            "time_at": self.time_at, "over_at": self.over_at,
            "seconds_left": round(self.seconds_left(now), 1)})

    def annul(self, now: float) -> None:
        """«Переиграть ход»: every word of the turn goes back into the hat, points included;
        the caller drops the turn so that the same pair plays it again."""
        self._require_interrupted()
        for result in self.words:
            if result.outcome is None:
                self._hat.put_back()
            elif self._hat.state(result.slip_id) != SlipState.IN_HAT:
                self._hat.settle(result.slip_id, SlipState.IN_HAT)
        self._emit("turn_replayed", now, public={
            "guessed": sum(w.outcome == Outcome.GUESSED for w in self.words)},
            secret={"words": [w.word for w in self.words]})

    def to_json(self, with_words: bool) -> dict[str, Any]:
        pair = self.slot.pair
        data: dict[str, Any] = {
            "turn_no": self.turn_no, "circle": self.slot.circle,
            "explainer": pair.explainer, "guesser": pair.guesser, "phase": self.phase.value,
            "started_at": self.started_at, "time_at": self.time_at, "over_at": self.over_at,
            "ended_at": self.ended_at,
            "end_reason": self.end_reason.value if self.end_reason else None,
            "guessed": sum(w.outcome == Outcome.GUESSED for w in self.words),
            "interrupted": None if self.paused_at is None else {
                "at": self.paused_at, "seconds_left": round(self.seconds_left(self.paused_at), 1)},
        }
        if with_words:
            data["words"] = [{"slip": w.slip_id, "word": w.word,
                              "outcome": w.outcome.value if w.outcome else None,
                              "drawn_at": w.drawn_at, "settled_at": w.settled_at}
                             for w in self.words]
        return data

    def _require(self, *phases: Phase) -> None:
        if self.interrupted:
            raise TurnError(INTERRUPTED)
        if self.phase in phases:
            return
        if self.phase == Phase.DONE:
            raise TurnError("Ход окончен: после «Всё!» ответы не принимаются.")
        if self.phase == Phase.READY:
            raise TurnError("Ход ещё не начат.")
        raise TurnError("После «Время!» объяснять уже нельзя: ждём последнюю версию.")

    def _require_interrupted(self) -> None:
        if not self.interrupted:
            raise TurnError("Ход не прерван: выбирать «переиграть» или «продолжить» не нужно.")

    def _draw(self, now: float) -> None:
        slip: Slip = self._hat.draw()
        self.words.append(WordResult(slip.id, slip.word, drawn_at=now))
        self._emit("word_drawn", now, public={"number": len(self.words)},
                   secret={"slip": slip.id, "word": slip.word})

    def _settle(self, outcome: Outcome, now: float, removes_word: bool = True) -> None:
        result = self.current
        if outcome == Outcome.GUESSED:
            self._hat.guessed()
        elif outcome == Outcome.VIOLATION and removes_word:
            self._hat.remove()
        else:
            self._hat.put_back()
        result.outcome, result.settled_at = outcome, now
        kind = "word_guessed" if outcome == Outcome.GUESSED else "word_returned"
        if outcome == Outcome.VIOLATION:
            kind = "word_removed" if removes_word else "word_returned"
        self._emit(kind, now, secret={"slip": result.slip_id, "word": result.word})

    def _end(self, reason: EndReason, now: float) -> None:
        self.phase = Phase.DONE
        self.ended_at = now
        self.end_reason = reason
        self._emit("turn_over", now, public={"reason": reason.value})
