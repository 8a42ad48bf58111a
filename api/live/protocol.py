"""The live channel's messages (server → client), built in one place; see `api/PROTOCOL.md`.

Every message is a JSON object with a `type`. Judges and players get different messages: the
player's never hold a word of the hat, the transcript or an alert (`View.PLAYER` builders return
None for those, or the engine's public view).
"""

from __future__ import annotations

import time
from typing import Any

from game.events import GameEvent, View
from game.game import Game
from game.schedule import slot
from referee.events import WordEvent
from referee.replay.turn_record import AlertRecord, TurnRecord

Message = dict[str, Any]


def hello_message(view: View, server_time: float, recognition: dict[str, Any]) -> Message:
    return {"type": "hello", "view": view.value, "server_time": server_time,
            "recognition": recognition if view == View.JUDGE else None}


def state_message(view: View, server_time: float, game: Game | None,
                  live: TurnRecord | None, recognition: dict[str, Any],
                  problem: str | None) -> Message:
    """The full state a screen needs to draw itself (sent on connect and after every change);
    `live`, `recognition` and `problem` reach judges only."""
    message: Message = {"type": "state", "view": view.value, "server_time": server_time,
                        "game": game.snapshot(view) if game else None,
                        "following": following_pair(game) if game else None}
    if view == View.JUDGE:
        message["live"] = live.to_json() if live else None
        message["recognition"] = recognition
        message["problem"] = problem
    return message


def following_pair(game: Game) -> dict[str, int] | None:
    """The pair of the next turn to start (after the one being played, if any)."""
    turn_no = len(game.turns)
    if game.finished or turn_no >= game.total_turns:
        return None
    pair = slot(turn_no, len(game.players)).pair
    return {"turn_no": turn_no, "explainer": pair.explainer, "guesser": pair.guesser}


def event_message(event: GameEvent, view: View) -> Message:
    return {"type": "event", "event": event.to_json(view)}


def word_message(turn_no: int, word: WordEvent) -> Message:
    return {"type": "word", "turn_no": turn_no, "word": word.to_json()}


def revision_message(turn_no: int, length: int) -> Message:
    return {"type": "revision", "turn_no": turn_no, "length": length}


def alert_message(record: AlertRecord, kind: str) -> Message:
    """`kind` is "alert" (new), "decision" (the judge decided), "retraction" (its words were
    withdrawn by the recognizer) or "moved" (it stands on other words: its word moved)."""
    return {"type": kind, "alert": record.to_json(), "sent_at": time.time()}


def fault_message(message: str) -> Message:
    return {"type": "fault", "message": message}


def pong_message(client_time: Any, server_time: float) -> Message:
    return {"type": "pong", "t": client_time, "server_time": server_time}


def error_message(message: str) -> Message:
    return {"type": "error", "message": message}


def done_message(request: str) -> Message:
    return {"type": "done", "request": request}
