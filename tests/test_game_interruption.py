"""A server outage in the middle of a turn, on a fake clock: the turn is interrupted at the last
sign of life, recorded in the log and the protocol, and the judge replays it or goes on with the
seconds that were left."""

from __future__ import annotations

import pytest
from game_support import WORDS, new_game

from game.export import decisions
from game.game import Game
from game.turn import Phase, TurnError


def cut_turn(tmp_path, alive: float, down: float, guesses: tuple[float, ...] = ()):
    """Start a turn, guess at `guesses` seconds, keep the heartbeat going until `alive` seconds,
    stop the server, and bring it back `down` seconds later."""
    path = tmp_path / "game.sqlite"
    game, clock = new_game(path=path)
    start = clock.now()
    game.start_turn()
    for at in guesses:
        clock.set(start + at)
        game.guessed()
    second = clock.now() - start
    while second < alive:  # the table's clock task wakes about once a second during a turn
        second = min(alive, second + 1.0)
        clock.set(start + second)
        game.advance()
    game.close()  # the process dies: nothing more is written
    clock.advance(down)
    return Game.resume(path, clock=clock), clock, start


def test_a_turn_cut_at_5_s_waits_for_the_judge_with_15_s_left(tmp_path):
    game, clock, start = cut_turn(tmp_path, alive=5, down=16)
    turn = game.current_turn
    assert turn is not None and turn.interrupted
    assert turn.phase == Phase.EXPLAINING  # not «время вышло»
    assert game.next_deadline is None  # the clock stands still
    snap = game.snapshot("player")
    assert snap["turn"]["interrupted"] == {"at": start + 5, "seconds_left": 15.0}
    event = game.event_log[-1]
    assert event.kind == "turn_interrupted" and event.at == start + 5
    assert event.public["noticed_at"] == clock.now()
    clock.advance(100)
    assert game.advance() == []  # no deadline runs while the judge decides
    for action in (game.guessed, game.give_up, game.violation, game.start_turn):
        with pytest.raises(TurnError, match="Ход прерван"):
            action()


def test_continue_gives_the_remaining_seconds_from_now(tmp_path):
    game, clock, _ = cut_turn(tmp_path, alive=5, down=16, guesses=(2.0,))
    game.resume_turn()
    now = clock.now()
    assert game.next_deadline == pytest.approx(now + 15)
    game.guessed()  # play goes on
    clock.advance(15.5)
    assert [e.kind for e in game.advance()] == ["time_up"]
    clock.advance(3)
    assert [e.kind for e in game.advance()][-1] == "turn_over"
    assert game.turns[0].words[0].outcome.value == "guessed"
    assert game.standings()[0].total == 2


def test_replay_puts_every_word_back_and_the_same_pair_plays_again(tmp_path):
    game, clock, _ = cut_turn(tmp_path, alive=8, down=30, guesses=(2.0, 4.0))
    assert game.hat.counts()["guessed"] == 2
    game.replay_turn()
    assert game.turns == [] and game.current_turn is None
    assert game.hat.counts() == {"in_hat": len(WORDS), "drawn": 0, "guessed": 0, "removed": 0}
    assert all(s.total == 0 for s in game.standings())
    assert game.snapshot("judge")["next_turn"]["explainer"] == 0
    game.start_turn()
    assert game.next_deadline == pytest.approx(clock.now() + 20)  # a whole turn
    assert game.current_turn.turn_no == 0


def test_the_choice_survives_another_restart(tmp_path):
    game, clock, start = cut_turn(tmp_path, alive=5, down=16)
    game.close()
    clock.advance(60)
    again = Game.resume(tmp_path / "game.sqlite", clock=clock)
    assert again.current_turn.interrupted
    assert again.snapshot("judge")["turn"]["interrupted"]["seconds_left"] == 15.0
    assert [e.kind for e in again.event_log].count("turn_interrupted") == 1
    again.replay_turn()
    again.close()
    third = Game.resume(tmp_path / "game.sqlite", clock=clock)
    assert third.turns == [] and third.hat.counts()["in_hat"] == len(WORDS)


def test_a_turn_whose_time_ran_out_before_the_outage_simply_ends(tmp_path):
    game, _, start = cut_turn(tmp_path, alive=24, down=10)
    assert game.current_turn is None
    assert game.turns[0].end_reason.value == "time"
    assert "turn_interrupted" not in [e.kind for e in game.event_log]


def test_a_cut_in_the_last_guess_keeps_the_last_guess(tmp_path):
    game, clock, _ = cut_turn(tmp_path, alive=21, down=50)
    assert game.current_turn.phase == Phase.LAST_GUESS
    assert game.snapshot("judge")["turn"]["interrupted"]["seconds_left"] == 2.0
    game.resume_turn()
    game.guessed()
    assert game.turns[0].end_reason.value == "last_guess"


def test_the_protocol_names_the_interruption_and_the_choice(tmp_path):
    game, _, _ = cut_turn(tmp_path, alive=5, down=16)
    game.resume_turn()
    kinds = [row.kind for row in decisions(game)]
    assert kinds == ["ход прерван", "ход продолжен"]
    assert "осталось 15" in decisions(game)[0].detail


def test_choosing_without_an_interruption_is_refused():
    game, _ = new_game()
    game.start_turn()
    for action in (game.resume_turn, game.replay_turn):
        with pytest.raises(TurnError, match="не прерван"):
            action()
