"""What the judge's decision on an alert does to the game: «Угадано» on the word being explained,
«Ошибка» on it, or — when the alert's word is no longer on — a correction of that word's outcome;
and when the guess the judge accepted was said (the next card is explained from then on)."""

from __future__ import annotations

import contextlib

from common.errors import UserError
from game.game import Game
from game.turn import Outcome
from referee.replay.turn_record import AlertRecord, Decision, TurnRecord


def apply_decision(game: Game, record: AlertRecord, decision: Decision) -> None:
    """Apply `decision` on `record` to `game` (the caller records the decision itself)."""
    turn = game.current_turn
    playing = turn is not None and turn.turn_no == record.turn_no
    current = playing and turn.current is not None and turn.current.word == record.target
    if decision == Decision.GUESSED:
        if not current:
            raise UserError("Это слово уже не на кону: отметить его угаданным нельзя.")
        game.guessed()
    elif decision == Decision.CONFIRMED and current:
        game.violation()
    elif decision == Decision.CONFIRMED and not playing:
        correct_to_violation(game, record)


def correct_to_violation(game: Game, record: AlertRecord) -> None:
    """The alert's word becomes a violation in its played turn (scores follow)."""
    turn = game.turns[record.turn_no]
    result = next((w for w in turn.words if w.word == record.target), None)
    if result is not None and result.outcome != Outcome.VIOLATION:
        game.correct(record.turn_no, record.target, Outcome.VIOLATION)


def settle_turn(game: Game, transcript: TurnRecord | None) -> None:
    """At a turn's end: alerts confirmed while another word was on correct their words now."""
    confirmed = [] if transcript is None else [
        a for a in transcript.alerts.values() if a.decision == Decision.CONFIRMED]
    for record in confirmed:
        with contextlib.suppress(UserError):
            correct_to_violation(game, record)


GUESS_REACH = 5.0
"""Seconds: a «Угадано?» prompt heard at most this long before the judge's plain «Угадано» press
is the guess the judge pressed for (an older one was not: the explainer went on explaining)."""


def guess_end(transcript: TurnRecord | None, word: str, now: float | None = None) -> float | None:
    """When the guess of `word` the judge took was over, on the time scale of the turn's words:
    the explainer takes the next card then, not when the judge got to the button. The guess is
    the one the judge accepted («Угадано» on its alert); else, for a plain «Угадано» pressed at
    `now`, the latest undecided «Угадано?» prompt on `word` heard within `GUESS_REACH` s (None:
    neither)."""
    if transcript is None:
        return None
    standing = [a for a in transcript.alerts.values() if a.target == word and a.standing]
    accepted = [a for a in standing if a.decision == Decision.GUESSED]
    if not accepted and now is not None:
        accepted = [a for a in standing if a.decision is None and a.alert.exact_target
                    and _end(a) is not None and now - GUESS_REACH <= _end(a) <= now]
    return max((e for e in map(_end, accepted) if e is not None), default=None)


def _end(record: AlertRecord) -> float | None:
    return record.alert.end if record.alert.end is not None else record.alert.start
