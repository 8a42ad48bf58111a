"""Seating plans: every round seats everyone once at tables within bounds, repeats are counted
right, the lower bound never exceeds what is achievable, and tiny stages are planned optimally
(checked against exhaustive search over every possible plan)."""

from itertools import combinations, combinations_with_replacement, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from common.errors import UserError
from game.tournament.bound import lower_bound, meetings, repeat_pairs
from game.tournament.planner import plan
from game.tournament.tables import split, table_count_range


@st.composite
def stages(draw):
    table_min = draw(st.integers(2, 6))
    table_max = draw(st.integers(table_min, 10))
    tables = draw(st.integers(1, 5))
    players = draw(st.integers(table_min * tables, table_max * tables))
    rounds = draw(st.integers(1, 4))
    return players, rounds, table_min, table_max


@settings(max_examples=40, deadline=None)
@given(stages(), st.integers(0, 2**16))
def test_plan_seats_everyone_once_within_bounds(stage, seed):
    players, rounds, table_min, table_max = stage
    result = plan(players, rounds, table_min, table_max, seed=seed, effort=0.02)
    assert len(result.rounds) == rounds
    for tables in result.rounds:
        seated = [p for table in tables for p in table]
        assert sorted(seated) == list(range(players))
        assert all(table_min <= len(table) <= table_max for table in tables)
        assert max(map(len, tables)) - min(map(len, tables)) <= 1
    assert result.repeat_pairs == _naive_repeats(result.rounds)
    assert result.lower_bound <= result.repeat_pairs


@settings(max_examples=25, deadline=None)
@given(stages(), st.integers(0, 2**16), st.integers(1, 3))
def test_plan_after_played_rounds_counts_them_too(stage, seed, played):
    players, rounds, table_min, table_max = stage
    history = plan(players, played, table_min, table_max, seed=seed + 1, effort=0.02).rounds
    result = plan(players, rounds, table_min, table_max, seed, effort=0.02, history=history)
    for tables in result.rounds:
        assert sorted(p for table in tables for p in table) == list(range(players))
    assert result.repeat_pairs == _naive_repeats(history + result.rounds)
    assert result.lower_bound <= result.repeat_pairs


def test_plan_after_played_rounds_avoids_their_pairs():
    # After a round at [0..5] [6..11], the best next round mixes halves 3 + 3: 12 repeats.
    played = [[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]]
    result = plan(12, 1, history=played)
    assert result.repeat_pairs == result.lower_bound == 12
    # A player left (11 remain, numbered 0..10): the bound still knows the played round.
    left = [[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]]
    assert plan(11, 1, 5, 6, history=left).repeat_pairs == 10


def _naive_repeats(rounds):
    """Repeat pairs counted the slow, obvious way: pair by pair, round by round."""
    players = {p for tables in rounds for table in tables for p in table}
    count = 0
    for a, b in combinations(sorted(players), 2):
        together = sum(1 for tables in rounds for table in tables if a in table and b in table)
        count += together >= 2
    return count


def test_meetings_counts_each_round_a_pair_shares():
    rounds = [[[0, 1, 2], [3, 4, 5]], [[0, 1, 3], [2, 4, 5]], [[0, 1, 4], [2, 3, 5]]]
    assert meetings(rounds)[(0, 1)] == 3
    assert meetings(rounds)[(4, 5)] == 2
    assert repeat_pairs(rounds) == 4  # (0,1), (4,5), (2,5), (3,5)


def _partitions(players, sizes):
    """Every way to seat `players` at tables of `sizes` (tables unordered)."""
    seen = set()
    result = []

    def place(rest, todo, chosen):
        if not todo:
            key = frozenset(chosen)
            if key not in seen:
                seen.add(key)
                result.append(list(chosen))
            return
        first, *others = sorted(rest)
        for mates in combinations(others, todo[0] - 1):
            table = frozenset((first, *mates))
            place(rest - table, todo[1:], chosen + [table])

    for order in set(permutations(sizes)):
        place(frozenset(range(players)), order, [])
    return result


def _exhaustive_optimum(players, sizes, rounds):
    """Least repeat pairs over all plans; the first round is fixed (renaming players)."""
    pair_bit = {pair: 1 << i for i, pair in enumerate(combinations(range(players), 2))}

    def mask(partition):
        bits = 0
        for table in partition:
            for pair in combinations(sorted(table), 2):
                bits |= pair_bit[pair]
        return bits

    masks = [mask(p) for p in _partitions(players, sizes)]
    first = masks[0]
    best = None
    for rest in combinations_with_replacement(masks, rounds - 1):
        chosen = (first, *rest)
        twice = 0
        for a, b in combinations(chosen, 2):
            twice |= a & b
        count = twice.bit_count()
        best = count if best is None else min(best, count)
    return best


TINY = [
    # players, table_min, table_max, rounds
    (6, 3, 3, 2),
    (6, 3, 3, 3),
    (6, 3, 3, 4),
    (6, 2, 2, 4),
    (7, 3, 4, 3),
    (7, 3, 4, 4),
    (8, 4, 4, 3),
    (8, 4, 4, 4),
    (8, 2, 3, 3),
    (9, 3, 3, 3),
    (10, 5, 5, 3),
    (10, 3, 4, 2),
    (12, 6, 6, 3),
]


@pytest.mark.slow
@pytest.mark.parametrize("players,table_min,table_max,rounds", TINY)
def test_tiny_plans_are_optimal_and_bound_is_valid(players, table_min, table_max, rounds):
    sizes = split(players, table_min, table_max)
    optimum = _exhaustive_optimum(players, sizes, rounds)
    assert lower_bound(sizes, rounds) <= optimum
    assert plan(players, rounds, table_min, table_max, seed=7).repeat_pairs == optimum


def test_affine_plane_stage_reaches_zero_repeats():
    # 9 players at three tables of 3 can play 4 rounds meeting everyone exactly once.
    result = plan(9, 4, 3, 3, seed=3)
    assert result.lower_bound == 0
    assert result.repeat_pairs == 0


@pytest.mark.parametrize(
    "sizes,rounds,bound",
    [
        ((6, 6), 2, 12),  # two rounds overlap: 3+3 per table at best
        ((7,), 3, 21),  # one table: everyone meets everyone every round
        ((10,) * 10, 5, 0),  # 100 players: counting allows zero repeats
        ((10, 10), 4, 60),  # per player: 36 meetings among 19 opponents
        ((5, 5, 5), 1, 0),
    ],
)
def test_lower_bound_figures(sizes, rounds, bound):
    assert lower_bound(sizes, rounds) == bound


def test_table_split_is_even_and_uses_fewest_tables():
    assert split(100) == (10,) * 10
    assert split(23) == (8, 8, 7)
    assert split(61) == (9, 9, 9, 9, 9, 8, 8)
    assert split(23, tables=3) == (8, 8, 7)
    assert list(table_count_range(23, 6, 10)) == [3]


@pytest.mark.parametrize(
    "players,table_min,table_max,tables,fragment",
    [
        (4, 6, 10, None, "Игроков 4"),
        (11, 6, 10, None, "нельзя разбить"),
        (20, 6, 10, 4, "от 2 до 3"),
        (20, 1, 10, None, "хотя бы 2"),
        (20, 8, 6, None, "меньше наименьшего"),
    ],
)
def test_impossible_splits_say_what_to_do(players, table_min, table_max, tables, fragment):
    with pytest.raises(UserError, match=fragment):
        split(players, table_min, table_max, tables)


def test_plan_rejects_zero_rounds():
    with pytest.raises(UserError, match="туров"):
        plan(12, 0)


def test_plan_depends_only_on_seed():
    assert plan(30, 3, seed=5, effort=0.1) == plan(30, 3, seed=5, effort=0.1)
