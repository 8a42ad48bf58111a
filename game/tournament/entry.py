"""Checking one table's result as the judge or a finished game gives it.

Accepted forms: {player id or name: points} (names compared loosely, ids also as digit strings,
points also as digit strings, as HTML forms send them), or a finished game's standings: rows with
`name` and `total` (or `points`), as dicts (a game snapshot's "standings") or objects
(`game.scoring.Standing`). Every player at the table must get points, nobody else.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from common.errors import UserError
from game.tournament.registry import Player, name_key

# Most points one player can take in one game (sanity check on typed results).
POINTS_MAX = 1000

GameStandings = Mapping[int | str, Any] | Iterable[Any]


def table_points(points: GameStandings, seated: Sequence[Player], where: str) -> dict[int, int]:
    """Points by player id for the players `seated` at the table `where` (for messages)."""
    return _resolve(_as_mapping(points), seated, where)


def _as_mapping(points: GameStandings) -> dict[int | str, Any]:
    if isinstance(points, Mapping):
        return dict(points)
    mapping: dict[int | str, Any] = {}
    for row in points:
        get = row.get if isinstance(row, Mapping) else lambda key, r=row: getattr(r, key, None)
        name, total = get("name"), get("total")
        total = get("points") if total is None else total
        if name is None or total is None:
            raise UserError("Итоги игры без имени или очков игрока: нужны поля name и total.")
        mapping[name] = total
    return mapping


def _resolve(points: dict[int | str, Any], seated: Sequence[Player], where: str) -> dict[int, int]:
    """Points by player id, checked against the players seated at the table."""
    by_id = {p.id: p for p in seated}
    by_key = {name_key(p.name): p for p in seated}
    result: dict[int, int] = {}
    for key, value in points.items():
        player = by_key.get(name_key(str(key)))
        if player is None and (isinstance(key, int) or str(key).isdecimal()):
            player = by_id.get(int(key))
        if player is None:
            roster = ", ".join(p.name for p in seated)
            raise UserError(f"«{key}» не играет {where}; за ним: {roster}.")
        if isinstance(value, str) and value.strip().isdecimal():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= POINTS_MAX:
            raise UserError(
                f"Очки игрока «{player.name}» — «{value}»: нужно целое число от 0 до {POINTS_MAX}."
            )
        result[player.id] = value
    absent = [p.name for p in seated if p.id not in result]
    if absent:
        raise UserError(f"Нет очков {where} у: {', '.join(absent)}. Впишите очки всех игроков.")
    return result
