"""A damaged game store (an unknown action kind, arguments that do not fit, a log the rules
refuse, a record that is not JSON) is refused with a Russian message and never changed: the engine
raises UserError, the server starts anyway and tells the judge, the replay list shows the damaged
game with what is wrong and every other game as usual."""

from __future__ import annotations

import shutil
import sqlite3

import pytest
from dashboard_support import make_client

from common.errors import UserError
from game.clock import FakeClock
from game.game import Game
from game.settings import Settings

WORDS = ["кошка", "книга", "самолёт", "подушка", "окно", "дерево"]
DAMAGES = {
    "unknown kind": "UPDATE actions SET kind = 'explode' WHERE seq = 1",
    "extra argument": """UPDATE actions SET args = '{"how": 1}' WHERE seq = 1""",
    "refused by the rules": "UPDATE actions SET kind = 'guessed' WHERE seq = 0",
    "not JSON": "UPDATE actions SET args = '{' WHERE seq = 1",
    "wrong value": """UPDATE actions SET kind = 'correct',
                      args = '{"turn_no": 0, "word": "кошка", "outcome": "maybe"}'
                      WHERE seq = 2""",
}


def played(folder) -> None:
    """A stored game with a turn played: start, a guess, give up."""
    folder.mkdir(parents=True)
    game = Game(["Аня", "Борис", "Вера"], WORDS, Settings(explain_seconds=60), clock=FakeClock(),
                path=folder / "game.sqlite")
    game.start_turn()
    game.guessed()
    game.give_up()
    game.close()


def damage(path, statement: str) -> bytes:
    with sqlite3.connect(path) as conn:
        conn.execute(statement)
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize("statement", DAMAGES.values(), ids=DAMAGES.keys())
def test_a_damaged_log_is_a_user_error_and_the_file_is_untouched(tmp_path, statement):
    played(tmp_path / "g")
    path = tmp_path / "g" / "game.sqlite"
    before = damage(path, statement)
    with pytest.raises(UserError, match="журнал её действий повреждён"):
        Game.resume(path, clock=FakeClock())
    assert path.read_bytes() == before


def test_the_server_starts_with_a_damaged_newest_game_and_lists_the_others(tmp_path):
    games = tmp_path / "games"
    played(games / "20261130-100000-000001")
    played(games / "20261130-110000-000001")  # the newest: the table would resume it
    broken = games / "20261130-110000-000001" / "game.sqlite"
    before = damage(broken, DAMAGES["unknown kind"])
    shutil.copy(broken, tmp_path / "copy.sqlite")
    with make_client(tmp_path) as client:
        status = client.get("/api/status").json()
        assert status["game"] is False and "не удалось" in status["problem"]
        assert "explode" in status["problem"] and "Начните новую игру" in status["problem"]
        listed = {g["id"]: g for g in client.get("/api/replay/games").json()}
    assert "повреждён" in listed["20261130-110000-000001"]["error"]
    assert len(listed["20261130-100000-000001"]["turns"]) == 1
    assert broken.read_bytes() == before  # nothing recorded is lost or rewritten
