"""Starting plans from orthogonal arrays: rounds in which units of players never meet twice.

Units. With `g` tables of `S` or `S - 1` players, a table holds one unit from each of `c <= g`
*layers*; unit sizes are as even as possible (`S` split into `c` parts). The units are the rows of
an OA(k, g) (see `designs.py`) whose first symbol is a layer number; the units of layer 0 at the
smaller tables have one player fewer. Every other column is a round: table `x` seats the units
whose row holds `x` there. Each table then gets one unit of every layer (two columns hold every
pair of symbols once), so its size is `S` or `S - 1`, exactly as `tables.split` wants, and two
units share a table in at most one round. When the units fill the whole array and are all alike,
the first column is a round too. That gives `k - 1` (or `k`) rounds in which only players of the
same unit meet again:
- single players when tables are no bigger than their number: for 100 players at ten tables of
  ten, the four rounds of two orthogonal Latin squares of order 10; for 49 players at seven tables
  of seven, the eight parallel classes of the affine plane of order 7;
- pairs or bigger groups otherwise (64 players at seven tables: 29 pairs and 6 single players
  over seven rounds of the affine plane of order 7).
When a table holds two equal units, the circle method (a round robin of `2g` units) may give more
rounds than the array: 30 players at three tables of ten meet as six groups of five in five rounds.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tournament.designs import orthogonal_array


@dataclass(frozen=True)
class Design:
    """Start rounds: `rounds[r][p]` is the table of player `p` in round `r`; `repeats` counts the
    pairs that meet twice or more within them (players of one unit)."""

    rounds: tuple[tuple[int, ...], ...]
    repeats: int


def designs(sizes: tuple[int, ...], rounds: int) -> list[Design]:
    """Candidate starts for a plan of `rounds` rounds, fewest repeats first, each cut to at most
    `rounds` rounds; a start is dropped when one with fewer repeats already covers every round.
    Players are numbered so that the first round seats them in consecutive runs, bigger tables
    first, like the planner's fixed first round; table `t` of every round has `sizes[t]` players."""
    tables = len(sizes)
    if tables < 2 or tuple(sorted(sizes, reverse=True)) != sizes or sizes[0] - sizes[-1] > 1:
        return []
    found: dict[tuple[int, ...], Design] = {}
    for per_unit in range(-(-sizes[0] // tables), sizes[0] + 1):
        layers = _layer_sizes(sizes[0], tables, per_unit)
        if layers not in found:
            weight, unit_rounds = _array_units(sizes, layers)
            if len(layers) == 2:
                weight, unit_rounds = _round_robin_units(sizes, weight, unit_rounds)
            found[layers] = _expand(weight, [r[:] for r in unit_rounds[:rounds]])
    kept: list[Design] = []
    for design in sorted(found.values(), key=lambda d: d.repeats):
        if design.rounds and not any(len(k.rounds) == rounds for k in kept):
            kept.append(design)
    return kept


def _layer_sizes(biggest: int, tables: int, per_unit: int) -> tuple[int, ...]:
    """Players per unit in each layer: at most `per_unit`, as even as possible, one unit of
    every layer at a table of `biggest` players (so no more layers than tables)."""
    count = -(-biggest // per_unit)
    share, rest = divmod(biggest, count)
    return (share + 1,) * rest + (share,) * (count - rest) if count <= tables else ()


def _array_units(
    sizes: tuple[int, ...], layers: tuple[int, ...]
) -> tuple[list[int], list[list[int]]]:
    """Units (rows of an orthogonal array, first symbol below the number of layers), their
    numbers of players, and their tables round by round (one round per usable column)."""
    tables = len(sizes)
    if not layers:
        return [], []
    bigger = sizes.count(sizes[0]) if sizes[0] > sizes[-1] else 0
    array = orthogonal_array(tables)
    units = [row for row in array if row[0] < len(layers)]
    # Units of layer 0 seat `layers[0]` players at the bigger tables' units, one fewer elsewhere.
    weight = [layers[row[0]] - (row[0] == 0 and bigger > 0 and row[1] >= bigger) for row in units]
    whole = len(layers) == tables and not bigger and len(set(layers)) == 1
    columns = range(0 if whole else 1, len(array[0]))
    return weight, [_table_numbers(units, weight, column, tables) for column in columns]


def _round_robin_units(
    sizes: tuple[int, ...], weight: list[int], unit_rounds: list[list[int]]
) -> tuple[list[int], list[list[int]]]:
    """Two equal units a table: the circle method pairs `2g` units in `2g - 1` rounds (when the
    tables are all the same size and it beats the array's rounds)."""
    tables = len(sizes)
    if len(set(weight)) > 1 or 2 * tables - 1 <= len(unit_rounds):
        return weight, unit_rounds
    units, last = 2 * tables, 2 * tables - 1
    rounds = []
    for r in range(last):
        table_of = [0] * units
        table_of[r] = table_of[last] = 0
        for i in range(1, tables):
            table_of[(r + i) % last] = table_of[(r - i) % last] = i
        rounds.append(table_of)
    return [weight[0]] * units, rounds


def _expand(weight: list[int], unit_rounds: list[list[int]]) -> Design:
    """Players from units (unit by unit), renumbered so that the first round is consecutive."""
    if not unit_rounds:
        return Design((), 0)
    owner = [unit for unit, count in enumerate(weight) for _ in range(count)]
    order = sorted(range(len(owner)), key=lambda p: unit_rounds[0][owner[p]])
    rounds = tuple(tuple(table_of[owner[p]] for p in order) for table_of in unit_rounds)
    repeats = sum(count * (count - 1) // 2 for count in weight) if len(rounds) > 1 else 0
    return Design(rounds, repeats)


def _table_numbers(
    units: list[tuple[int, ...]], weight: list[int], column: int, tables: int
) -> list[int]:
    """Table of every unit in the round of `column`: symbols renumbered bigger tables first."""
    load = [0] * tables
    for row, count in zip(units, weight, strict=True):
        load[row[column]] += count
    ranked = sorted(range(tables), key=lambda x: (-load[x], x))
    number = {symbol: t for t, symbol in enumerate(ranked)}
    return [number[row[column]] for row in units]
