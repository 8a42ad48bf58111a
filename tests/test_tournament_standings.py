"""Standings tie-break and progression cut, as small readable tables."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from common.errors import UserError
from game.tournament.progression import qualifiers, snake
from game.tournament.standings import TableResult, overall, standings

NAMES = {1: "Аня", 2: "Борис", 3: "Вера", 4: "Глеб"}


def order(results, names=NAMES):
    return [(row.place, row.name) for row in standings(names, results)]


def test_more_points_ranks_higher():
    results = [TableResult(1, 1, {1: 3, 2: 9, 3: 5, 4: 7})]
    assert order(results) == [(1, "Борис"), (2, "Глеб"), (3, "Вера"), (4, "Аня")]


def test_points_per_game_breaks_equal_totals():
    # Аня missed round 2 (withdrawn from that table) but has the same total.
    results = [
        TableResult(1, 1, {1: 10, 2: 5, 3: 1, 4: 1}),
        TableResult(2, 1, {2: 5, 3: 1, 4: 1}),
    ]
    rows = standings(NAMES, results)
    assert [(r.name, r.points, r.games) for r in rows[:2]] == [("Аня", 10, 1), ("Борис", 10, 2)]
    assert rows[0].per_game == Fraction(10) and rows[1].per_game == Fraction(5)


def test_head_to_head_breaks_equal_points_and_per_game():
    # Вера and Глеб both 12 in two games; Глеб beat Вера at their one shared table.
    results = [
        TableResult(1, 1, {3: 5, 4: 6, 1: 0}),
        TableResult(1, 2, {2: 1}),
        TableResult(2, 1, {3: 7, 1: 2}),
        TableResult(2, 2, {4: 6, 2: 1}),
    ]
    rows = standings(NAMES, results)
    assert [(r.name, r.head_to_head) for r in rows[:2]] == [("Глеб", 1), ("Вера", -1)]


def test_best_game_breaks_what_head_to_head_leaves():
    # Аня and Борис never met: 8+2 against 5+5.
    results = [
        TableResult(1, 1, {1: 8, 3: 0}),
        TableResult(1, 2, {2: 5, 4: 0}),
        TableResult(2, 1, {1: 2, 4: 0}),
        TableResult(2, 2, {2: 5, 3: 0}),
    ]
    assert order(results)[:2] == [(1, "Аня"), (2, "Борис")]


def test_full_tie_shares_the_place_and_skips_the_next():
    results = [TableResult(1, 1, {1: 4, 2: 4, 3: 4, 4: 1})]
    rows = standings(NAMES, results)
    assert [(r.place, r.tied) for r in rows] == [(1, True), (1, True), (1, True), (4, False)]


def test_players_without_results_stand_last_with_zero():
    rows = standings(NAMES, [TableResult(1, 1, {1: 2, 2: 1})])
    assert [(r.name, r.points, r.games) for r in rows[2:]] == [("Вера", 0, 0), ("Глеб", 0, 0)]


TABLE = standings(NAMES, [TableResult(1, 1, {1: 9, 2: 7, 3: 7, 4: 1})])


@pytest.mark.parametrize(
    "cut,advancing",
    [
        ({"top": 1}, [1]),
        ({"top": 3}, [1, 2, 3]),
        ({"top": 4}, [1, 2, 3, 4]),
        ({"min_points": 7}, [1, 2, 3]),
        ({"min_points": 8}, [1]),
    ],
)
def test_qualifiers(cut, advancing):
    assert qualifiers(TABLE, **cut) == advancing


@pytest.mark.parametrize(
    "cut,fragment",
    [
        ({"top": 2}, "Пусть проходят 1 или 3"),
        ({"top": 0}, "от 1 до 4"),
        ({"top": 5}, "от 1 до 4"),
        ({"min_points": 10}, "не прошёл никто"),
        ({}, "одно условие"),
        ({"top": 1, "min_points": 1}, "одно условие"),
    ],
)
def test_bad_cuts_are_refused(cut, fragment):
    with pytest.raises(UserError, match=fragment):
        qualifiers(TABLE, **cut)


def test_tied_cut_names_the_players():
    with pytest.raises(UserError, match="«Борис», «Вера»"):
        qualifiers(TABLE, top=2)


@given(st.lists(st.integers(2, 10), min_size=1, max_size=6))
def test_snake_deals_the_best_to_different_tables(sizes):
    ranked = list(range(100, 100 + sum(sizes)))
    order_ = snake(ranked, sizes)
    assert sorted(order_) == ranked
    starts = [sum(sizes[:t]) for t in range(len(sizes))]
    tables = [set(order_[s : s + n]) for s, n in zip(starts, sizes, strict=True)]
    top = ranked[: len(sizes)]
    assert all(len(table & set(top)) == 1 for table in tables)


def test_snake_balances_equal_tables():
    order_ = snake(list(range(20)), (10, 10))
    assert sum(order_[:10]) == sum(order_[10:])


def test_overall_puts_later_stages_first():
    stage1 = standings(NAMES, [TableResult(1, 1, {1: 9, 2: 8, 3: 7, 4: 6})])
    final = standings({3: "Вера", 4: "Глеб"}, [TableResult(1, 1, {3: 5, 4: 5})])
    rows = overall([stage1, final])
    assert [(r.place, r.name) for r in rows] == [(1, "Вера"), (1, "Глеб"), (3, "Аня"), (4, "Борис")]
