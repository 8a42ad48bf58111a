"""Repeat-free first rounds from an orthogonal array, as a starting plan for the search.

With `g` tables of `base` or `base + 1` players (`base + 1 <= g`), take the rows of an OA(k, g)
(see `designs.py`) whose first symbol is below `base`, plus as many rows with first symbol `base`
as there are bigger tables: these are the players. Every other column is a round: table `x` seats
the players whose row holds `x` there. Each such table gets one player of every first symbol
below `base` (two columns hold every pair of symbols once), plus at most one of the extra rows,
which all differ there: the sizes are exactly those of `tables.split`. When the players fill the
whole array (`g * g` of them), the first column is a round too. That gives `k - 1` (or `k`)
rounds in which nobody meets anyone twice: for 100 players at ten tables of ten, the four rounds
of two orthogonal Latin squares of order 10; for 49 players at seven tables of seven, the eight
parallel classes of the affine plane of order 7.
"""

from __future__ import annotations

from .designs import orthogonal_array


def design_rounds(sizes: tuple[int, ...]) -> list[list[int]]:
    """Table number of every player, round by round, for as many repeat-free rounds as the
    orthogonal array gives (none when tables are bigger than their number). Players are
    numbered so that the first round seats them in consecutive runs, bigger tables first,
    like the planner's fixed first round; table `t` of every round has `sizes[t]` players."""
    tables, players = len(sizes), sum(sizes)
    base, bigger = divmod(players, tables)
    if tables < 2 or base + (bigger > 0) > tables:
        return []
    if tuple(sorted(sizes, reverse=True)) != sizes or max(sizes) - min(sizes) > 1:
        return []
    array = orthogonal_array(tables)
    rows = [row for row in array if row[0] < base]
    rows += [row for row in array if row[0] == base][:bigger]
    columns = range(0 if base == tables else 1, len(array[0]))
    rounds = [_table_numbers(rows, column, tables) for column in columns]
    # Renumber players so that the first round is the runs 0..sizes[0]-1, sizes[0].., and so on.
    order = sorted(range(players), key=lambda p: rounds[0][p])
    return [[table_of[p] for p in order] for table_of in rounds]


def _table_numbers(rows: list[tuple[int, ...]], column: int, tables: int) -> list[int]:
    """Table of every row in the round of `column`: symbols renumbered bigger tables first."""
    counts = [0] * tables
    for row in rows:
        counts[row[column]] += 1
    ranked = sorted(range(tables), key=lambda x: (-counts[x], x))
    number = {symbol: t for t, symbol in enumerate(ranked)}
    return [number[row[column]] for row in rows]
