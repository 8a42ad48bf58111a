"""The demo's robot judge (`referee demo`): plays the game at the table in-process, on the event
loop, through the same `Table` methods the judge's buttons call.

It starts each turn after a pause, and when the explainer has said a card it does what the
sample round did: accepts the guess when the guesser named the word (the «Угадано?» alert, or
«Угадано» when the recognizer missed the word), gives the word up, or leaves it to the timer.
It follows the game through the judge's messages on the live channel (`Hub.watch`).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Sequence
from typing import Any

from api.demo.cards import Card, lively_card, opening_seed
from api.live.table import Table
from common.errors import UserError
from game.events import View
from game.settings import Settings
from referee.replay.turn_record import AlertRecord, Decision

PLAYERS = ("Аня", "Борис", "Вера")
EXPLAIN_SECONDS = 20.0
LAST_GUESS_SECONDS = 3.0
PAUSE_SECONDS = 3.0  # between turns
GUESS_SECONDS = 2.0  # how long the judge waits for the guess to be heard before pressing it


def set_up_game(table: Table, cards: dict[str, Card], speed: float = 1.0,
                players: Sequence[str] = PLAYERS, seed: int | None = None) -> bool:
    """A game whose hat holds the cards' words, opening with the liveliest card, unless a game
    is already there; whether one was set up."""
    if table.game is not None:
        return False
    words = list(cards)
    seed = opening_seed(words, lively_card(cards)) if seed is None else seed
    table.new_game(players, words, Settings(
        explain_seconds=EXPLAIN_SECONDS / speed, last_guess_seconds=LAST_GUESS_SECONDS / speed,
        circles=1, seed=seed))
    return True


class RobotJudge:
    """Judges the game at `table`; `finished` is set when the game is over."""

    def __init__(self, table: Table, speed: float = 1.0,
                 say: Callable[[str], None] = print) -> None:
        self.table = table
        self.speed = speed
        self.say = say
        self.finished = threading.Event()
        self._guess: tuple[str, asyncio.Future[AlertRecord]] | None = None

    def begin(self) -> None:
        """Take the judge's seat (on the event loop): follow the game, start the next turn."""
        self.table.hub.watch(self._seen)
        game = self.table.require_game()
        if game.finished:
            self._game_over()
        elif game.current_turn is None:
            self._start_later()

    async def on_card(self, card: Card) -> None:
        """The explainer has said `card`: do what its sample round did."""
        with contextlib.suppress(UserError):  # the turn ended meanwhile
            if card.outcome == "guessed":
                await self._accept(card.word)
            elif card.outcome == "returned":
                self.table.act("give_up")

    # ---- what the judge sees ------------------------------------------------------------

    def _seen(self, message: dict[str, Any]) -> None:
        """A judge's message: only notes what happened (acting here would re-enter the table)."""
        if message["type"] == "alert":
            self._maybe_guess(message["alert"]["id"])
        elif message["type"] == "event":
            kind, data = message["event"]["kind"], message["event"]["data"]
            if kind == "turn_started":
                names = self.table.require_game().players
                self.say(f"Ход {message['event']['turn_no'] + 1}: {names[data['explainer']]} → "
                         f"{names[data['guesser']]}")
            elif kind == "turn_over":
                self._start_later()
            elif kind == "game_over":
                self._game_over()

    def _maybe_guess(self, alert_id: str) -> None:
        if self._guess is None:
            return
        word, found = self._guess
        record = self._guess_alert(word)
        if record is not None and record.id == alert_id and not found.done():
            found.set_result(record)

    def _guess_alert(self, word: str) -> AlertRecord | None:
        transcript = self.table.current_transcript()
        alerts = transcript.alerts.values() if transcript else ()
        return next((a for a in alerts if a.alert.exact_target and a.decision is None
                     and a.target == word), None)

    # ---- what the judge does ------------------------------------------------------------

    async def _accept(self, word: str) -> None:
        record = self._guess_alert(word)
        if record is None:  # not heard yet (a recognizer lags behind the voice)
            found = asyncio.get_running_loop().create_future()
            self._guess = (word, found)
            try:
                record = await asyncio.wait_for(found, GUESS_SECONDS)
            except TimeoutError:
                record = None
            finally:
                self._guess = None
        if record is not None:
            self.table.decide(record.id, Decision.GUESSED)
        else:
            self.table.act("guessed")

    def _start_later(self) -> None:
        asyncio.get_running_loop().call_later(PAUSE_SECONDS / self.speed, self._start)

    def _start(self) -> None:
        game = self.table.game
        if game is not None and not game.finished and game.current_turn is None:
            self.table.act("start_turn")

    def _game_over(self) -> None:
        if self.finished.is_set():
            return
        standings = self.table.require_game().snapshot(View.JUDGE)["standings"]
        self.say("Игра окончена: " + ", ".join(f"{s['name']} {s['total']}" for s in standings)
                 + ".")
        self.finished.set()
