"""Any sequence of judge actions and clock moves keeps the game consistent.

Hypothesis drives the facade with random actions (allowed or not) and time jumps; after every
step: no slip is lost, a word is drawn exactly while a turn is being played, the points equal
twice the guessed slips, the players' view shows no word, and refused actions change nothing.
At the end a game saved to disk and resumed is the same game.
"""

from __future__ import annotations

import json

from game_support import comparable
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.clock import FakeClock
from game.game import Game
from game.hat import SlipState
from game.settings import Settings
from game.turn import Outcome, Phase, TurnError

PLAYERS = ["Аня", "Борис", "Вера"]
WORDS = ["стол", "кошка", "дерево", "ножницы", "молоко", "гора", "зонт", "окно", "лампа"]

DEADLINE_EVENTS = {"time_up", "word_returned", "turn_over", "game_over"}

step = st.one_of(
    st.sampled_from(["start_turn", "guessed", "give_up", "violation"]),
    st.tuples(st.just("wait"), st.floats(min_value=0, max_value=30)),
    st.tuples(st.just("correct"), st.integers(0, 10), st.integers(0, 5),
              st.sampled_from(list(Outcome))),
)


def apply(game: Game, clock: FakeClock, op) -> None:
    if isinstance(op, str):
        getattr(game, op)()
    elif op[0] == "wait":
        clock.advance(op[1])
        game.advance()
    else:
        _, turn_no, index, outcome = op
        words = game.turns[turn_no].words if turn_no < len(game.turns) else []
        word = words[index % len(words)].word if words else "нет"
        game.correct(turn_no, word, outcome)


def check(game: Game) -> None:
    counts = game.hat.counts()
    assert sum(counts.values()) == len(WORDS)
    playing = game.current_turn is not None
    assert counts["drawn"] == int(playing)
    if playing:
        assert game.hat.state(game.current_turn.current.slip_id) == SlipState.DRAWN
    assert sum(s.total for s in game.standings()) == 2 * counts["guessed"]
    blob = json.dumps([game.snapshot("player"), game.events("player")], ensure_ascii=False)
    assert not any(w in blob for w in WORDS)
    assert (game.phase in (Phase.EXPLAINING, Phase.LAST_GUESS)) == playing


def state(game: Game) -> tuple:
    snap = game.snapshot("judge")
    snap.pop("now")
    return snap, game.events()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(step, max_size=40), st.integers(0, 1000), st.booleans())
def test_random_play_stays_consistent(ops, seed, removes):
    clock = FakeClock()
    game = Game(PLAYERS, WORDS, Settings(seed=seed, violation_removes_word=removes,
                                         circles=3), clock=clock)
    for op in ops:
        actions, events = game.actions_done, len(game.events())
        try:
            apply(game, clock, op)
        except TurnError:
            # A refused action is not logged; it may only have applied the passed deadlines.
            assert game.actions_done == actions
            assert {e["kind"] for e in game.events(since=events)} <= DEADLINE_EVENTS
        check(game)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture])
@given(st.lists(step, max_size=30), st.integers(0, 1000))
def test_random_play_resumes_identically(tmp_path_factory, ops, seed):
    path = tmp_path_factory.mktemp("g") / "game.sqlite"
    clock = FakeClock()
    game = Game(PLAYERS, WORDS, Settings(seed=seed), clock=clock, path=path)
    for op in ops:
        try:
            apply(game, clock, op)
        except TurnError:
            pass
    game.advance()  # the server's last sign of life: now
    game.close()
    again = Game.resume(path, clock=clock)
    if again.current_turn is not None:  # cut mid-turn: go on with the seconds left
        again.resume_turn()
    assert comparable(again) == comparable(game)
    again.close()
