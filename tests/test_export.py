"""Game protocol export: CSV tables and the printable page, from a real game on SQLite."""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest
from game_support import new_game, play_turn

from common.errors import UserError
from game.export import (
    DECISION_HEADER,
    STANDING_HEADER,
    WORD_HEADER,
    Decision,
    StandingRow,
    WordRow,
    export_game,
)
from game.game import Game


def _played(path) -> Game:
    """Three players, one circle: a turn with two guesses and an «Ошибка», a turn given up, a
    turn run out by time; then the judge corrects one guessed word of the first turn."""
    game, clock = new_game(players=["Аня", "Борис", "Вера"], path=path, circles=1)
    play_turn(game, clock, [4.0, 9.5], end="violation")
    play_turn(game, clock, [], end="give_up")
    play_turn(game, clock, [12.0], end="time")
    first = game.turns[0].words[0].word
    game.correct(0, first, "returned")
    return game


def _table(path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


@pytest.mark.parametrize(("header", "row"), [(WORD_HEADER, WordRow), (DECISION_HEADER, Decision),
                                             (STANDING_HEADER, StandingRow)])
def test_headers_name_every_column(header, row):
    assert len(header) == len(fields(row))


def test_protocol_csv_has_every_word_decision_and_the_standings(tmp_path):
    game = _played(tmp_path / "g.sqlite")
    files = export_game(Game.resume(tmp_path / "g.sqlite"), tmp_path / "out", "g")
    assert [f.name for f in files] == ["g.words.csv", "g.decisions.csv", "g.standings.csv",
                                       "g.html"]
    assert files[0].read_bytes().startswith(b"\xef\xbb\xbf")
    words = _table(files[0])
    assert tuple(words[0]) == WORD_HEADER
    drawn = [w.word for t in game.turns for w in t.words]
    assert [r[5] for r in words[1:]] == drawn
    first, second, third = words[1:4]
    assert first[:5] == ["1", "1", "Аня", "Борис", "1"]
    assert (first[6], first[7], first[8]) == ("не угадано, в шляпу", "4.0", "было: угадано")
    assert (second[6], second[7], third[6]) == ("угадано", "9.5", "«Ошибка»")
    assert words[4][2:4] == ["Борис", "Вера"] and words[4][6] == "не угадано, в шляпу"
    assert words[-1][6] == "не угадано, в шляпу"  # the third turn's word left when time ran out
    decisions = _table(files[1])
    assert [(d[1], d[2], d[3]) for d in decisions[1:]] == [
        ("1", "«Ошибка»", third[5]), ("2", "слово возвращено в шляпу", words[4][5]),
        ("1", "исправлен исход", first[5])]
    assert decisions[3][4] == "угадано → не угадано, в шляпу"
    standings = _table(files[2])[1:]
    points = {s.name: s.total for s in game.standings()}
    assert {r[1]: int(r[4]) for r in standings} == points
    assert sum(points.values()) == 4  # two guessed words left, a point to each of two players


def test_protocol_page_is_printable_and_escapes_names(tmp_path):
    game, clock = new_game(players=["<b>Аня</b>", "Борис"], circles=1)
    play_turn(game, clock, [3.0])
    page = export_game(game, tmp_path, "игра")[-1].read_text("utf-8")
    assert "&lt;b&gt;Аня&lt;/b&gt;" in page and "<b>Аня" not in page
    assert not re.search(r"<script|src=|href=", page)
    for text in ("Протокол игры", "Итоговая таблица", "Ходы", "Слова", "Решения судьи",
                 "время вышло", "ходов сыграно: 1 из 2"):
        assert text in page, text


def test_unwritable_folder_is_a_clear_error(tmp_path):
    game, _ = new_game(circles=1)
    blocker = tmp_path / "file"
    blocker.write_text("", "utf-8")
    with pytest.raises(UserError, match="--out"):
        export_game(game, blocker, "g")


@pytest.mark.slow
def test_cli_exports_a_saved_game(tmp_path):
    _played(tmp_path / "final.sqlite").close()
    root = Path(__file__).resolve().parent.parent
    command = [sys.executable, "-m", "api.cli", "export", str(tmp_path / "final.sqlite"),
               "--out", str(tmp_path / "out")]
    done = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "final.html").is_file()
    assert "final.standings.csv" in done.stdout
