"""Events of a game: every phase change, word outcome and judge decision, with its timestamp.

An event's `secret` part (the word, the slip id) goes to the judge's view only; the players' view
gets `public` alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class View(StrEnum):
    JUDGE = "judge"
    PLAYER = "player"


@dataclass(frozen=True)
class GameEvent:
    """`seq` numbers events of a game from 0; `at` is seconds since the epoch.

    Kinds (public data in brackets; the judge's view adds `word` and `slip` to word events):
    turn_started [explainer, guesser, circle, time_at, over_at], word_drawn [number],
    word_guessed, word_returned (back into the hat unseen), word_removed (after «Ошибка»),
    time_up («Время!»), gave_up, violation [removes_word], turn_over («Всё!» or an early end;
    [reason]: time, last_guess, gave_up, violation, hat_empty), corrected [from, to],
    game_over, game_reopened (a correction put words back into an emptied hat),
    turn_interrupted (a server outage stopped the turn's clock; [noticed_at, phase,
    seconds_left]), turn_resumed («Продолжить»; [time_at, over_at, seconds_left]), turn_replayed
    («Переиграть ход»: the turn's words went back into the hat; [guessed], judge: words).
    """

    seq: int
    at: float
    kind: str
    turn_no: int | None
    public: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] = field(default_factory=dict)

    def to_json(self, view: View | str = View.JUDGE) -> dict[str, Any]:
        data = dict(self.public)
        if View(view) == View.JUDGE:
            data.update(self.secret)
        return {"seq": self.seq, "at": self.at, "kind": self.kind, "turn_no": self.turn_no,
                "data": data}
