"""The pair schedule: a new partner every time, every ordered pair once per n−1 circles."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from common.errors import UserError
from game.schedule import pair_for, schedule, slot

ROOT = Path(__file__).resolve().parent.parent
players = st.integers(min_value=2, max_value=30)


@given(players)
def test_every_ordered_pair_exactly_once_over_n_minus_1_circles(n):
    pairs = [(p.explainer, p.guesser) for p in schedule(n)]
    assert len(pairs) == n * (n - 1)
    assert set(pairs) == {(a, b) for a in range(n) for b in range(n) if a != b}


@given(players)
def test_nobody_explains_to_the_same_partner_twice(n):
    partners: dict[int, list[int]] = {}
    for p in schedule(n):
        partners.setdefault(p.explainer, []).append(p.guesser)
    for seat, guessers in partners.items():
        assert len(guessers) == len(set(guessers)) == n - 1
        assert seat not in guessers


@given(players)
def test_the_hat_goes_clockwise_one_seat_per_turn(n):
    explainers = [p.explainer for p in schedule(n)]
    assert explainers == [t % n for t in range(n * (n - 1))]


@given(players, st.integers(min_value=1, max_value=70))
def test_past_n_minus_1_circles_the_cycle_repeats(n, circles):
    full = schedule(n)
    longer = schedule(n, circles)
    assert len(longer) == circles * n
    assert longer == [full[i % len(full)] for i in range(len(longer))]


@given(players, st.integers(min_value=0, max_value=2000))
def test_slot_agrees_with_the_schedule(n, turn_no):
    s = slot(turn_no, n)
    assert s.circle == turn_no // n and s.pair == pair_for(turn_no, n)


def test_first_circle_of_four_is_neighbour_to_the_left():
    assert [(p.explainer, p.guesser) for p in schedule(4, 1)] == [(0, 1), (1, 2), (2, 3), (3, 0)]


@pytest.mark.parametrize("n", [0, 1, 31])
def test_unsupported_tables_are_refused(n):
    with pytest.raises(UserError, match="от 2 до 30"):
        schedule(n)


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "api.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_cli_prints_the_schedule_as_json():
    result = run_cli("schedule", "--players", "3", "--circles", "3")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [[0, 1], [1, 2], [2, 0], [0, 2], [1, 0], [2, 1],
                                         [0, 1], [1, 2], [2, 0]]


@pytest.mark.parametrize(("args", "message"), [
    (["--players", "1"], "от 2 до 30"),
    (["--players", "5", "--circles", "0"], "не меньше 1"),
])
def test_cli_bad_arguments_exit_2_with_a_russian_message(args, message):
    result = run_cli("schedule", *args)
    assert result.returncode == 2 and message in result.stderr and not result.stdout


def test_cli_prints_a_score_sheet_with_names():
    result = run_cli("schedule", "--players", "3", "--sheet", "--names", "Аня, Борис, Вера")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Лист игры: игроков 3, кругов 2, ходов 6."
    rows = [line.split() for line in lines[2:]]
    assert [(r[0], r[1], r[2], r[4]) for r in rows] == [
        ("1", "1", "Аня", "Борис"), ("2", "1", "Борис", "Вера"), ("3", "1", "Вера", "Аня"),
        ("4", "2", "Аня", "Вера"), ("5", "2", "Борис", "Аня"), ("6", "2", "Вера", "Борис")]


def test_cli_sheet_needs_one_name_per_seat():
    result = run_cli("schedule", "--players", "3", "--sheet", "--names", "Аня,Борис")
    assert result.returncode == 2 and "нужно 3 непустых имён" in result.stderr
