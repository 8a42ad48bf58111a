"""Who plays on after a stage, and how the next stage's first round is seated.

The judge sets the cut: the top `K` of the stage standings, or everyone with at least `min_points`.
A cut that would split players sharing a place is refused with the names, so the judge can move
the cut or pick the players by hand. Later stages are ordinary stages; with at most `table_max`
players they are single tables (semi-final, final), so the number of games a player plays depends
on how far they get.
"""

from __future__ import annotations

from collections.abc import Sequence

from common.errors import UserError
from game.tournament.standings import Standing

# At most this many tied names are listed in a message.
NAMES_SHOWN = 10


def qualifiers(
    table: Sequence[Standing], top: int | None = None, min_points: int | None = None
) -> list[int]:
    """Player ids who advance, best first."""
    if (top is None) == (min_points is None):
        raise UserError("Укажите одно условие прохода: число лучших (top) или порог очков.")
    if min_points is not None:
        chosen = [row.player for row in table if row.points >= min_points]
        if not chosen:
            best = max((row.points for row in table), default=0)
            raise UserError(
                f"Порог {min_points} очков не прошёл никто (лучший результат {best}): "
                "снизьте порог."
            )
        return chosen
    assert top is not None
    if not 1 <= top <= len(table):
        raise UserError(f"Проходят от 1 до {len(table)} игроков, а задано {top}.")
    if top < len(table) and table[top - 1].place == table[top].place:
        raise UserError(_split_tie_message(table, top))
    return [row.player for row in table[:top]]


def _split_tie_message(table: Sequence[Standing], top: int) -> str:
    place = table[top - 1].place
    level = [i for i, row in enumerate(table) if row.place == place]
    names = ", ".join(f"«{table[i].name}»" for i in level[:NAMES_SHOWN])
    if len(level) > NAMES_SHOWN:
        names += f" и ещё {len(level) - NAMES_SHOWN}"
    above, below = level[0], level[-1] + 1
    options = " или ".join(str(k) for k in (above, below) if k >= 1)
    return (
        f"Граница прохода делит игроков с равным местом {place}: {names} — "
        f"равны по всем дополнительным показателям. Пусть проходят {options}, "
        "или судья выберет игроков сам (перестрелка, жребий)."
    )


def snake(ranked: Sequence[int], sizes: Sequence[int]) -> list[int]:
    """Players reordered so that consecutive blocks of `sizes` are tables of even strength.

    Ranks go out in a snake: table 1 gets the 1st, table 2 the 2nd, ..., the last table the next
    two, then back (1 2 3 3 2 1 1 2 3 ...), skipping tables that are full.
    """
    if len(ranked) != sum(sizes):
        raise ValueError(f"{len(ranked)} players for {sum(sizes)} seats")
    tables: list[list[int]] = [[] for _ in sizes]
    order = list(range(len(sizes)))
    position = 0
    for player in ranked:
        while len(tables[order[position]]) >= sizes[order[position]]:
            position = _next(position, order)
        tables[order[position]].append(player)
        position = _next(position, order)
    return [player for table in tables for player in table]


def _next(position: int, order: list[int]) -> int:
    if position == len(order) - 1:
        order.reverse()
        return 0
    return position + 1
