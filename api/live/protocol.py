"""The live channel's messages (server → client), built in one place; see `api/PROTOCOL.md`.

Every message is a JSON object with a `type`. Judges and players get different messages: the
player's never hold a word of the hat, the transcript or an alert (`View.PLAYER` builders return
None for those, or the engine's public view).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from api.live.transcript import AlertRecord
from game.events import GameEvent, View
from game.game import Game
from game.schedule import slot
from referee.events import WordEvent

if TYPE_CHECKING:
    from api.live.table import Table

Message = dict[str, Any]


def server_time(table: Table) -> float:
    return table.clock.now()


def hello_message(table: Table, view: View) -> Message:
    return {"type": "hello", "view": view.value, "server_time": server_time(table),
            "recognition": table.listening.status() if view == View.JUDGE else None}


def state_message(table: Table, view: View) -> Message:
    """The full state a screen needs to draw itself (sent on connect and after every change)."""
    game = table.game
    message: Message = {"type": "state", "view": view.value, "server_time": server_time(table),
                        "game": game.snapshot(view) if game else None,
                        "following": following_pair(game) if game else None}
    if view == View.JUDGE:
        transcript = table.current_transcript()
        message["live"] = transcript.to_json() if transcript else None
        message["recognition"] = table.listening.status()
        message["problem"] = table.problem
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
    """`kind` is "alert" (new) or "decision" (the judge decided)."""
    return {"type": kind, "alert": record.to_json(), "sent_at": time.time()}


def fault_message(message: str) -> Message:
    return {"type": "fault", "message": message}


def pong_message(table: Table, client_time: Any) -> Message:
    return {"type": "pong", "t": client_time, "server_time": server_time(table)}


def error_message(message: str) -> Message:
    return {"type": "error", "message": message}


def done_message(request: str) -> Message:
    return {"type": "done", "request": request}
