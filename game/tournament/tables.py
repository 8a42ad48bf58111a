"""Splitting a stage's players into tables of `table_min..table_max` players.

The split uses the fewest tables that fit (bigger games, fewer judges and hats) and makes the sizes
as even as possible: they differ by at most one, bigger tables first. With `tables` given, that many
tables are used instead (the judge may have more judges than the minimum needs).
"""

from __future__ import annotations

from common.errors import UserError

# The rules: «Игроки садятся вокруг стола (обычно — 6-10 человек)».
TABLE_MIN = 6
TABLE_MAX = 10
# The smallest table the game itself allows: one explainer and one guesser.
SMALLEST_GAME = 2


def check_bounds(table_min: int, table_max: int) -> None:
    """Reject table bounds no tournament can use."""
    if table_min < SMALLEST_GAME:
        raise UserError(
            f"За столом должно быть хотя бы {SMALLEST_GAME} игрока, "
            f"а задано --table-min {table_min}."
        )
    if table_max < table_min:
        raise UserError(
            f"Наибольший размер стола ({table_max}) меньше наименьшего ({table_min}): "
            "проверьте --table-min и --table-max."
        )


def table_count_range(players: int, table_min: int, table_max: int) -> range:
    """All numbers of tables that can seat `players` within the bounds (maybe empty)."""
    fewest = -(-players // table_max)
    most = players // table_min
    return range(max(fewest, 1), most + 1)


def split(
    players: int, table_min: int = TABLE_MIN, table_max: int = TABLE_MAX, tables: int | None = None
) -> tuple[int, ...]:
    """Table sizes for `players`, biggest first, each within `table_min..table_max`.

    >>> split(100)
    (10, 10, 10, 10, 10, 10, 10, 10, 10, 10)
    >>> split(23)
    (8, 8, 7)
    >>> split(23, tables=3) == split(23)
    True
    """
    check_bounds(table_min, table_max)
    counts = table_count_range(players, table_min, table_max)
    if not counts:
        raise UserError(_no_split_message(players, table_min, table_max))
    if tables is None:
        tables = counts.start
    elif tables not in counts:
        raise UserError(
            f"{players} игроков нельзя рассадить за {tables} стол(а/ов) по {table_min}–{table_max} "
            f"человек; возможно от {counts.start} до {counts.stop - 1} столов."
        )
    base, bigger = divmod(players, tables)
    return tuple([base + 1] * bigger + [base] * (tables - bigger))


def _no_split_message(players: int, table_min: int, table_max: int) -> str:
    if players < table_min:
        return (
            f"Игроков {players}, а за стол садятся не меньше {table_min}: нужно больше игроков "
            "или меньший наименьший размер стола (--table-min)."
        )
    return (
        f"{players} игроков нельзя разбить на столы по {table_min}–{table_max} человек: "
        "измените число игроков или границы размера стола."
    )
