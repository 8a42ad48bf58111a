"""How often players must meet again: counting repeats in a plan and a lower bound for them.

Definitions. A *round* seats every player of a stage at exactly one table; two players *meet* in a
round when they sit at the same table. Over a stage of `R` rounds a pair of players meets `m` times,
`0 <= m <= R`. `repeat_pairs` is the number of unordered pairs with `m >= 2` (a pair that met three
times counts once).

Lower bound. Let `N` players sit each round at tables of sizes `s_1..s_k` (the same every round, see
`tables.split`), `P = C(N, 2)` pairs, `S = R * sum_t C(s_t, 2)` meetings in the stage and `X` the
number of repeat pairs. Three facts hold for *every* plan; the bound is the largest of them:

1. Pigeonhole over pairs. A pair with `m <= 1` carries at most one meeting, a repeat pair at most
   `R`, so `S <= (P - X) + R * X`, hence `X >= ceil((S - P) / (R - 1))`.
2. Pigeonhole per player. Player `i` meets `d_i = sum_r (size of i's table in round r - 1)`
   opponents counted with multiplicity, out of `N - 1` possible, so at least
   `r_i = ceil((d_i - (N - 1)) / (R - 1))` of them are met twice or more. Each repeat pair is
   counted by both its players: `X >= ceil(sum_i r_i / 2)`. When table sizes differ, `d_i` depends
   on how often `i` sits at a bigger table; a small dynamic programme takes the least `sum_i r_i`
   over every way to share the seats at bigger tables (each round has the same number of them).
   This refines fact 1 when the divisions do not come out whole.
3. Two rounds overlap. Take any two rounds; the players of table `t` of the first are spread over
   the `k` tables of the second, and every two of them who land at the same table meet twice. Spread
   as evenly as possible, `s_t` players over `k` tables put at least
   `rem * C(q + 1, 2) + (k - rem) * C(q, 2)` pairs together (`q, rem = divmod(s_t, k)`); summed over
   `t` this is a count of pairs that meet in both rounds, so it bounds `X` from below. It is the one
   that bites when tables are larger than their number (12 players at two tables of 6, two rounds:
   12 repeat pairs, while facts 1 and 2 give 0).

None of the three is above the true optimum (tests compare them with exhaustive search on tiny
stages). For 100 players at ten tables of ten, five rounds, the bound is 0: reaching it would take
five mutually orthogonal partitions, i.e. three mutually orthogonal Latin squares of order 10, whose
existence is a famous open question, so nobody knows the true optimum there.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb

Round = Sequence[Sequence[int]]


def meetings(rounds: Sequence[Round]) -> dict[tuple[int, int], int]:
    """How many times each pair `(low, high)` that met at all sat at the same table."""
    counts: dict[tuple[int, int], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                counts[pair] = counts.get(pair, 0) + 1
    return counts


def repeat_pairs(rounds: Sequence[Round]) -> int:
    """Number of unordered pairs of players that met two times or more."""
    return sum(1 for times in meetings(rounds).values() if times >= 2)


def lower_bound(sizes: Sequence[int], rounds: int) -> int:
    """The least number of repeat pairs any plan of `rounds` rounds at tables `sizes` can have."""
    if rounds < 2:
        return 0
    return max(
        _pair_pigeonhole(sizes, rounds),
        player_pigeonhole(sizes, rounds),
        _two_round_overlap(sizes),
    )


def _ceil_div(num: int, den: int) -> int:
    return -(-num // den)


def _pair_pigeonhole(sizes: Sequence[int], rounds: int) -> int:
    players = sum(sizes)
    slots = rounds * sum(comb(size, 2) for size in sizes)
    return max(0, _ceil_div(slots - comb(players, 2), rounds - 1))


def player_pigeonhole(sizes: Sequence[int], rounds: int) -> int:
    """Fact 2 alone: positive when every player meets more opponents than there are."""
    if rounds < 2:
        return 0
    players = sum(sizes)
    small, big = min(sizes), max(sizes)
    seats_at_big = rounds * sum(size for size in sizes if size == big) if big > small else 0

    def forced(times_at_big: int) -> int:
        met = rounds * (small - 1) + times_at_big * (big - small)
        return max(0, _ceil_div(met - (players - 1), rounds - 1))

    # least[c]: least sum of forced repeats over the players so far, using c seats at big tables.
    infinity = players * players
    least = [0] + [infinity] * seats_at_big
    for _ in range(players):
        least = [
            min(
                (least[c - j] + forced(j) for j in range(min(rounds, c) + 1)),
                default=infinity,
            )
            for c in range(seats_at_big + 1)
        ]
    return _ceil_div(least[seats_at_big], 2)


def _two_round_overlap(sizes: Sequence[int]) -> int:
    tables = len(sizes)
    total = 0
    for size in sizes:
        per_table, rem = divmod(size, tables)
        total += rem * comb(per_table + 1, 2) + (tables - rem) * comb(per_table, 2)
    return total
