"""Shared helpers for the game engine tests: a small table and a scripted game on a fake clock."""

from __future__ import annotations

from game.clock import FakeClock
from game.game import Game
from game.settings import Settings

PLAYERS = ["Аня", "Борис", "Вера", "Глеб"]
WORDS = ["стол", "кошка", "дерево", "ножницы", "молоко", "самолёт", "гора", "зонт", "окно",
         "книга", "лампа", "море", "часы", "кружка", "ракета", "шарф"]


def new_game(words=WORDS, players=PLAYERS, path=None, **settings) -> tuple[Game, FakeClock]:
    clock = FakeClock()
    settings.setdefault("seed", 7)
    return Game(players, words, Settings(**settings), clock=clock, path=path), clock


def play_turn(game: Game, clock: FakeClock, guesses_at: list[float], end: str = "time") -> None:
    """Start a turn, guess at the given seconds from its start, then end it by `end`:
    "time" (run out the clock), "last" (a last guess at 21 s), "give_up", "violation"."""
    start = clock.now()
    game.start_turn()
    for at in guesses_at:
        clock.set(start + at)
        game.guessed()
    if game.current_turn is None:
        return
    if end == "time":
        clock.set(start + game.settings.explain_seconds + game.settings.last_guess_seconds)
        game.advance()
    elif end == "last":
        clock.set(start + game.settings.explain_seconds + 1)
        game.guessed()
    elif end == "give_up":
        game.give_up()
    elif end == "violation":
        game.violation()
    clock.advance(5)


OUTAGE = ("turn_interrupted", "turn_resumed")  # how a restart in the middle of a turn shows


def comparable(game: Game) -> tuple[dict, list]:
    """A game's judge snapshot and events, leaving out how a restart itself shows (a turn cut by
    the restart is interrupted and resumed: tested in test_game_interruption.py)."""
    snap = game.snapshot("judge")
    for key in ("now", "events", "next_deadline"):
        snap.pop(key)
    for turn in [snap["turn"], *snap["history"]]:
        if turn is not None:
            turn.pop("interrupted")
    return snap, script_events(game.events())


def script_events(events: list[dict]) -> list[tuple]:
    """Events without their numbers and without the outage's own."""
    return [(e["at"], e["kind"], e["turn_no"], e["data"]) for e in events
            if e["kind"] not in OUTAGE]
