"""Orthogonal arrays and the repeat-free rounds built from them: the algebra is checked by its
defining property, and plans that start from it reach zero repeats where a design exists."""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.tournament.bound import repeat_pairs
from game.tournament.designs import orthogonal_array
from game.tournament.planner import plan
from game.tournament.starts import design_rounds
from game.tournament.tables import split


def _is_orthogonal_array(rows, n):
    k = len(rows[0])
    if len(rows) != n * n or any(len(row) != k or not all(0 <= x < n for x in row) for row in rows):
        return False
    return all(
        len({(row[a], row[b]) for row in rows}) == n * n for a, b in combinations(range(k), 2)
    )


@pytest.mark.parametrize(
    "n,columns",
    [
        (2, 3),
        (3, 4),
        (4, 5),
        (5, 6),
        (6, 3),
        (7, 8),
        (8, 9),
        (9, 10),
        (10, 4),  # two orthogonal Latin squares of order 10 (3u + 1 with u = 3)
        (11, 12),
        (12, 4),
        (13, 14),
        (15, 4),
        (16, 17),
        (20, 5),
    ],
)
def test_orthogonal_array_holds_every_pair_once(n, columns):
    rows = orthogonal_array(n)
    assert _is_orthogonal_array(rows, n)
    assert len(rows[0]) == columns


def _as_tables(table_of, tables):
    seated = [[] for _ in range(tables)]
    for player, table in enumerate(table_of):
        seated[table].append(player)
    return seated


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 13), st.data())
def test_design_rounds_are_repeat_free_with_the_split_sizes(tables, data):
    top = data.draw(st.integers(3, tables))
    players = data.draw(st.integers((top - 1) * tables + 1, top * tables))
    sizes = split(players, 2, top, tables)
    rounds = design_rounds(sizes)
    assert len(rounds) >= 2
    seatings = [_as_tables(table_of, tables) for table_of in rounds]
    for seating in seatings:
        assert [len(t) for t in seating] == list(sizes)
    assert seatings[0] == [list(range(sum(sizes[:t]), sum(sizes[: t + 1]))) for t in range(tables)]
    assert repeat_pairs(seatings) == 0


def test_no_design_when_tables_are_bigger_than_their_number():
    assert design_rounds(split(60)) == []  # six tables of ten: tables bigger than their number


@pytest.mark.parametrize(
    "players,rounds,table_min,table_max",
    [(100, 4, 6, 10), (49, 8, 7, 7), (64, 9, 8, 8), (95, 3, 6, 10)],
)
def test_plans_reach_zero_where_a_design_exists(players, rounds, table_min, table_max):
    result = plan(players, rounds, table_min, table_max, seed=1)
    assert result.repeat_pairs == 0 == result.lower_bound


@pytest.mark.slow
def test_hundred_players_five_rounds_improves_on_plain_annealing():
    result = plan(100, 5, seed=0)
    print(f"100 players x 5 rounds: {result.repeat_pairs} repeat pairs")
    assert result.repeat_pairs <= 42  # plain annealing found 42-44
