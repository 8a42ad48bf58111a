"""Persistence: every action is on disk when it returns; a reopened game is the same game."""

from __future__ import annotations

import sqlite3

import pytest
from game_support import PLAYERS, WORDS, comparable, new_game, play_turn

from common.errors import UserError
from game.clock import FakeClock
from game.game import Game


def same_state(a: Game, b: Game) -> None:
    sa, sb = a.snapshot("judge"), b.snapshot("judge")
    sa.pop("now"), sb.pop("now")
    assert sa == sb
    assert a.events() == b.events()


def test_resume_gives_the_same_game_and_play_continues(tmp_path):
    path = tmp_path / "g.sqlite"
    game, clock = new_game(path=path, words=WORDS * 2)
    for end in ["time", "last", "give_up", "violation"]:
        play_turn(game, clock, guesses_at=[2, 5], end=end)
    game.correct(1, game.turns[1].words[0].word, "returned")
    game.start_turn()
    clock.advance(4)
    game.guessed()
    game.close()

    again = Game.resume(path, clock=clock)
    assert again.current_turn.interrupted  # cut mid-turn; no time passed: go on
    again.resume_turn()
    assert comparable(again) == comparable(game)
    clock.advance(30)
    again.advance()
    while not again.finished:
        play_turn(again, clock, guesses_at=[1])
    again.close()
    final = Game.resume(path, clock=clock)
    same_state(again, final)


def test_tables_hold_turns_words_slips_and_actions(tmp_path):
    path = tmp_path / "g.sqlite"
    game, clock = new_game(path=path)
    play_turn(game, clock, guesses_at=[2, 5])
    game.correct(0, game.turns[0].words[0].word, "returned")
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    names = db.execute("SELECT name FROM players ORDER BY seat").fetchall()
    assert names == [(p,) for p in PLAYERS]
    assert db.execute("SELECT kind FROM actions ORDER BY seq").fetchall() == [
        ("start_turn",), ("guessed",), ("guessed",), ("correct",)]
    outcomes = db.execute("SELECT outcome FROM words WHERE turn_no = 0 ORDER BY position")
    assert [o for (o,) in outcomes] == ["returned", "guessed", "returned"]
    states = dict(db.execute("SELECT state, COUNT(*) FROM slips GROUP BY state").fetchall())
    assert states == {"in_hat": len(WORDS) - 1, "guessed": 1}
    assert db.execute("SELECT phase, end_reason FROM turns").fetchall() == [("done", "time")]
    assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == len(game.events())


def test_new_game_refuses_to_overwrite(tmp_path):
    path = tmp_path / "g.sqlite"
    new_game(path=path)
    with pytest.raises(UserError, match="уже занят"):
        new_game(path=path)
    other = tmp_path / "notes.txt"
    other.write_text("заметки судьи\n" * 200, encoding="utf-8")
    with pytest.raises(UserError, match="уже занят"):
        new_game(path=other)
    assert other.read_text(encoding="utf-8").startswith("заметки судьи")


def test_a_creation_killed_before_commit_leaves_a_reusable_file(tmp_path):
    path = tmp_path / "g.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")  # what a creation does before its transaction
    conn.close()
    game, clock = new_game(path=path)
    play_turn(game, clock, guesses_at=[1])
    game.close()
    assert Game.resume(path, clock=clock).standings()[0].total == 1


@pytest.mark.parametrize("content", [None, b"not a database at all, just text" * 100])
def test_resume_of_a_missing_or_foreign_file_is_refused(tmp_path, content):
    path = tmp_path / "g.sqlite"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(UserError, match="файл игры|Файл игры"):
        Game.resume(path, clock=FakeClock())


def test_a_stored_game_can_be_driven_from_other_threads(tmp_path):
    # A web server runs handlers in a thread pool: actions, deadlines and snapshots may come from
    # any thread, concurrently, and must all land in the file.
    from concurrent.futures import ThreadPoolExecutor

    path = tmp_path / "g.sqlite"
    game, clock = new_game(path=path, words=WORDS * 3)
    with ThreadPoolExecutor(max_workers=4) as pool:
        for _ in range(8):
            pool.submit(game.start_turn).result()
            clock.advance(2)
            readers = [pool.submit(game.snapshot, "player") for _ in range(6)]
            pool.submit(game.guessed).result()
            clock.advance(30)
            ticks = [pool.submit(game.advance) for _ in range(4)]
            assert sum(len(t.result()) for t in ticks) == 3  # word_returned… once, not 4 times
            assert all(r.result()["view"] == "player" for r in readers)
    game.close()
    again = Game.resume(path, clock=clock)
    assert again.actions_done == 16 and len(again.turns) == 8
    assert sum(s.total for s in again.standings()) == 16
