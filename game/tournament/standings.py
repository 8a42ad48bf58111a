"""Standings of a stage from its table results, and the overall ranking of a tournament.

Order (`TIE_BREAK`): more points in total; then more points per game played (a player who missed a
game is not punished twice); then head-to-head among the players still level: every time two of them
sat at the same table, the one with more points in that game wins the meeting, and wins minus losses
count; then the best single game. Players level on all of that share the place (`tied`), listed in
registration order, and the judge decides if it matters (see `progression.qualifiers`).

The overall ranking puts players by the last stage they reached (finalists first), then by their
place in that stage.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations

TIE_BREAK = (
    "сумма очков; затем очки за игру; затем личные встречи (кто набрал больше за общим столом); "
    "затем лучшая игра; при полном равенстве — общее место, решает судья"
)


@dataclass(frozen=True)
class TableResult:
    """Points of every player at one table of one round (`points`: player id → points)."""

    round: int
    table: int
    points: Mapping[int, int] = field(hash=False)


@dataclass(frozen=True)
class Standing:
    place: int
    player: int
    name: str
    points: int
    games: int
    per_game: Fraction
    head_to_head: int
    best_game: int
    tied: bool

    def to_json(self) -> dict:
        return {
            "place": self.place,
            "player": self.player,
            "name": self.name,
            "points": self.points,
            "games": self.games,
            "per_game": round(float(self.per_game), 2),
            "head_to_head": self.head_to_head,
            "best_game": self.best_game,
            "tied": self.tied,
        }


def standings(names: Mapping[int, str], results: Iterable[TableResult]) -> list[Standing]:
    """Rank the players `names` (id → name, every player of the stage) by `TIE_BREAK`."""
    results = list(results)
    scores: dict[int, list[int]] = {player: [] for player in names}
    for result in results:
        for player, points in result.points.items():
            scores[player].append(points)

    def level(player: int) -> tuple[int, Fraction]:
        games = scores[player]
        return sum(games), Fraction(sum(games), len(games)) if games else Fraction(0)

    ranked = sorted(names, key=lambda p: (_neg(level(p)), p))
    rows: list[Standing] = []
    for group in _runs(ranked, level):
        duels = _head_to_head(group, results)

        def rest(player: int, duels: dict[int, int] = duels) -> tuple[int, int]:
            return duels[player], max(scores[player], default=0)

        ordered = sorted(group, key=lambda p: (_neg(rest(p)), p))
        for run in _runs(ordered, rest):
            place = len(rows) + 1
            for player in run:
                points, per_game = level(player)
                rows.append(
                    Standing(
                        place=place,
                        player=player,
                        name=names[player],
                        points=points,
                        games=len(scores[player]),
                        per_game=per_game,
                        head_to_head=duels[player],
                        best_game=rest(player)[1],
                        tied=len(run) > 1,
                    )
                )
    return rows


def _neg(key: tuple) -> tuple:
    return tuple(-part for part in key)


def _runs(ranked: list[int], key: Callable[[int], tuple]) -> list[list[int]]:
    """Consecutive players with equal `key`."""
    runs: list[list[int]] = []
    for player in ranked:
        if runs and key(runs[-1][0]) == key(player):
            runs[-1].append(player)
        else:
            runs.append([player])
    return runs


def _head_to_head(group: list[int], results: list[TableResult]) -> dict[int, int]:
    """Wins minus losses of each player in `group` against the others, game by game."""
    duels = dict.fromkeys(group, 0)
    if len(group) < 2:
        return duels
    members = set(group)
    for result in results:
        present = sorted(members & result.points.keys())
        for a, b in combinations(present, 2):
            diff = result.points[a] - result.points[b]
            sign = (diff > 0) - (diff < 0)
            duels[a] += sign
            duels[b] -= sign
    return duels


def overall(stages: Sequence[Sequence[Standing]]) -> list[Standing]:
    """Tournament ranking: players of later stages first, each stage's own order inside.

    `stages` are the standings of every stage in playing order. Places are renumbered through the
    whole list; a shared place within a stage stays shared.
    """
    placed: set[int] = set()
    rows: list[Standing] = []
    for table in reversed(stages):
        offset = len(rows)
        for row in table:
            if row.player in placed:
                continue
            placed.add(row.player)
            rows.append(row)
        _renumber(rows, offset)
    return rows


def _renumber(rows: list[Standing], start: int) -> None:
    """Places of rows[start:] from start + 1 on, shared places kept shared."""
    previous: Standing | None = None
    for index in range(start, len(rows)):
        row = rows[index]
        same = previous is not None and previous.tied and row.tied and previous.place == row.place
        place = rows[index - 1].place if same else index + 1
        previous = row
        rows[index] = Standing(**{**row.__dict__, "place": place})
