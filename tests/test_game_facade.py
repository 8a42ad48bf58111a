"""The game facade driven like the dashboard drives it: actions, deadlines, views, corrections."""

from __future__ import annotations

import json

import pytest
from game_support import PLAYERS, WORDS, new_game, play_turn

from common.errors import UserError
from game.game import Game
from game.hat import SlipState
from game.settings import Settings
from game.turn import Phase, TurnError


def kinds(game: Game, since: int = 0) -> list[str]:
    return [e["kind"] for e in game.events(since=since)]


def test_turn_runs_through_all_phases_with_timestamped_events():
    game, clock = new_game()
    t0 = clock.now()
    game.start_turn()
    assert game.phase == Phase.EXPLAINING
    assert game.next_deadline == t0 + 20
    first = game.snapshot("judge")["word"]
    clock.set(t0 + 5)
    game.guessed()
    assert game.snapshot("judge")["word"] != first
    clock.set(t0 + 20)
    assert [e.kind for e in game.advance()] == ["time_up"]
    assert game.phase == Phase.LAST_GUESS and game.next_deadline == t0 + 23
    clock.set(t0 + 23)
    assert [e.kind for e in game.advance()] == ["word_returned", "turn_over"]
    assert kinds(game) == ["turn_started", "word_drawn", "word_guessed", "word_drawn",
                           "time_up", "word_returned", "turn_over"]
    stamps = [e["at"] - t0 for e in game.events()]
    assert stamps == [0, 0, 5, 5, 20, 23, 23]
    assert game.events()[-1]["data"] == {"reason": "time"}


def test_deadline_noticed_late_is_stamped_at_the_deadline():
    game, clock = new_game()
    t0 = clock.now()
    game.start_turn()
    clock.set(t0 + 100)
    game.advance()
    assert [(e["kind"], e["at"] - t0) for e in game.events(since=2)] == [
        ("time_up", 20), ("word_returned", 23), ("turn_over", 23)]


def test_one_last_guess_is_accepted_and_ends_the_turn():
    game, clock = new_game()
    t0 = clock.now()
    game.start_turn()
    clock.set(t0 + 21)
    game.guessed()  # the clock passed «Время!», so this is the last guess
    assert game.current_turn is None
    assert game.turns[0].end_reason.value == "last_guess"
    assert game.standings()[0].total == 1


def test_nothing_is_accepted_after_the_end():
    game, clock = new_game()
    t0 = clock.now()
    game.start_turn()
    clock.set(t0 + 23)
    with pytest.raises(TurnError, match="после «Всё!»"):
        game.guessed()
    assert kinds(game)[-1] == "turn_over"  # the deadline was applied and kept
    assert all(s.total == 0 for s in game.standings())


def test_give_up_returns_the_word_and_ends_the_turn():
    game, clock = new_game()
    game.start_turn()
    word = game.snapshot("judge")["word"]
    game.give_up()
    slip = WORDS.index(word)
    assert game.hat.state(slip) == SlipState.IN_HAT
    assert game.turns[0].end_reason.value == "gave_up"
    with pytest.raises(TurnError):
        game.give_up()


def test_give_up_is_refused_after_time():
    game, clock = new_game()
    t0 = clock.now()
    game.start_turn()
    clock.set(t0 + 20.5)
    with pytest.raises(TurnError, match="Время"):
        game.give_up()


@pytest.mark.parametrize(("removes", "state"), [(True, SlipState.REMOVED),
                                                (False, SlipState.IN_HAT)])
def test_violation_ends_the_turn_without_a_point(removes, state):
    game, clock = new_game(violation_removes_word=removes)
    game.start_turn()
    clock.advance(3)
    game.guessed()
    word = game.snapshot("judge")["word"]
    game.violation()
    assert game.hat.state(WORDS.index(word)) == state
    assert game.turns[0].end_reason.value == "violation"
    assert game.standings()[0].total == 1  # only the first word counted


def test_turns_follow_the_schedule_and_the_game_ends_after_the_circles():
    game, clock = new_game(circles=1)
    pairs = []
    while not game.finished:
        nxt = game.snapshot("player")["next_turn"]
        pairs.append((nxt["explainer"], nxt["guesser"]))
        play_turn(game, clock, guesses_at=[4])
    assert pairs == [(0, 1), (1, 2), (2, 3), (3, 0)]
    assert kinds(game)[-1] == "game_over"
    with pytest.raises(TurnError, match="Игра окончена"):
        game.start_turn()


def test_game_ends_when_the_hat_is_empty():
    game, clock = new_game(words=["стол", "кошка", "дом"])
    play_turn(game, clock, guesses_at=[1, 2, 3])
    assert game.turns[0].end_reason.value == "hat_empty"
    assert game.finished and game.hat.in_hat() == 0


def test_full_simulated_game_from_first_draw_to_standings():
    game, clock = new_game(words=WORDS * 3)  # 48 slips, 4 players, 3 circles = 12 turns
    endings = ["time", "last", "give_up", "violation"]
    for turn_no in range(game.total_turns):
        play_turn(game, clock, guesses_at=[2 + i for i in range(turn_no % 3)],
                  end=endings[turn_no % 4])
    assert game.finished and len(game.turns) == 12
    # Recount by hand from the event log: each guessed word scores for the turn's pair.
    explained = [0] * 4
    guessed = [0] * 4
    for event in game.events():
        if event["kind"] == "word_guessed":
            pair = game.turns[event["turn_no"]].slot.pair
            explained[pair.explainer] += 1
            guessed[pair.guesser] += 1
    table = {s.seat: s for s in game.standings()}
    assert [table[i].explained for i in range(4)] == explained
    assert [table[i].guessed for i in range(4)] == guessed
    totals = [s.total for s in game.standings()]
    assert totals == sorted(totals, reverse=True)
    counts = game.hat.counts()
    assert sum(counts.values()) == 48 and counts["drawn"] == 0
    assert counts["guessed"] == sum(explained)


def test_player_view_never_reveals_a_word():
    game, clock = new_game(words=WORDS * 2)
    secrets = {w for w in WORDS} | {w.replace("ё", "е") for w in WORDS}

    def check():
        blob = json.dumps([game.snapshot("player"), game.events("player")], ensure_ascii=False)
        assert not [w for w in secrets if w in blob], blob
        assert '"slip"' not in blob and '"word"' not in blob and '"seed"' not in blob
        assert game.snapshot("judge")["settings"]["seed"] == 7

    for turn_no in range(6):
        game.start_turn()
        check()
        clock.advance(3)
        game.guessed()
        check()
        if turn_no == 2:
            game.violation()
        else:
            clock.advance(30)
            game.advance()
        check()
        clock.advance(2)
    game.correct(0, game.turns[0].words[0].word, "returned")
    check()


def test_correction_recomputes_scores_and_is_logged():
    game, clock = new_game()
    play_turn(game, clock, guesses_at=[3, 6])
    first, second = game.turns[0].words[0], game.turns[0].words[1]
    assert [s.total for s in game.standings()][:2] == [2, 2]
    game.correct(0, second.word, "returned")
    scores = {s.seat: s.total for s in game.standings()}
    assert scores[0] == 1 and scores[1] == 1
    assert game.hat.state(second.slip_id) == SlipState.IN_HAT
    last = game.events()[-1]
    assert last["kind"] == "corrected"
    assert last["data"] == {"from": "guessed", "to": "returned", "slip": second.slip_id,
                            "word": second.word}
    game.correct(0, first.word, "violation")
    assert game.hat.state(first.slip_id) == SlipState.REMOVED
    assert all(s.total == 0 for s in game.standings())


def test_correction_refused_while_playing_or_after_a_redraw():
    game, clock = new_game(words=["стол", "кошка"])
    game.start_turn()
    with pytest.raises(TurnError, match="ещё не сыгран"):
        game.correct(0, "стол", "guessed")
    clock.advance(1)
    game.give_up()
    returned = game.turns[0].words[0].word
    with pytest.raises(TurnError, match="не было слова"):
        game.correct(0, "пирог", "guessed")
    with pytest.raises(UserError, match="Неизвестный исход"):
        game.correct(0, returned, "maybe")
    # Draw until the returned word comes out again and is guessed in a later turn.
    while returned not in [w.word for t in game.turns[1:] for w in t.words]:
        play_turn(game, clock, guesses_at=[1, 2])
    with pytest.raises(TurnError, match="снова вытягивали"):
        game.correct(0, returned, "guessed")


def test_correction_can_reopen_a_game_ended_by_an_empty_hat():
    game, clock = new_game(words=["стол", "кошка"])
    play_turn(game, clock, guesses_at=[1, 2])
    assert game.finished
    game.correct(0, game.turns[0].words[1].word, "returned")
    assert not game.finished and kinds(game)[-2:] == ["corrected", "game_reopened"]


@pytest.mark.parametrize(("players", "message"), [
    (["Аня"], "от 2 до 30"),
    (["Аня", "Аня"], "повторяются"),
    (["Аня", " "], "имя"),
])
def test_bad_tables_are_refused_in_russian(players, message):
    with pytest.raises(UserError, match=message):
        Game(players, WORDS)


def test_unknown_view_refused():
    game, _ = new_game()
    with pytest.raises(UserError, match="Неизвестный вид"):
        game.snapshot("audience")


def test_empty_hat_refused():
    with pytest.raises(UserError, match="нет ни одного слова"):
        Game(PLAYERS, [])


def test_listeners_get_every_event():
    game, clock = new_game()
    seen = []
    game.subscribe(seen.append)
    play_turn(game, clock, guesses_at=[2])
    assert [e.seq for e in seen] == list(range(len(game.events())))


@pytest.mark.parametrize(("settings", "message"), [
    ({"explain_seconds": 0}, "объяснение"),
    ({"last_guess_seconds": -1}, "последнюю версию"),
    ({"circles": 0}, "кругов"),
])
def test_bad_settings_are_refused_in_russian(settings, message):
    with pytest.raises(UserError, match=message):
        Settings(**settings)


def test_zero_last_guess_seconds_ends_the_turn_at_time():
    game, clock = new_game(last_guess_seconds=0)
    t0 = clock.now()
    game.start_turn()
    clock.set(t0 + 20)
    assert [e.kind for e in game.advance()] == ["time_up", "word_returned", "turn_over"]


def test_more_circles_than_n_minus_1_repeat_the_cycle():
    game, clock = new_game(words=WORDS * 4, circles=5)
    assert game.total_turns == 20
    pairs = []
    while not game.finished:
        turn = game.snapshot("player")["next_turn"]
        pairs.append((turn["explainer"], turn["guesser"]))
        play_turn(game, clock, guesses_at=[1])
    assert len(pairs) == 20 and pairs[12:16] == pairs[:4]
