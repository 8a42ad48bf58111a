"""Who explains to whom: the standard scheme of the Hat.

Players sit in a circle, seats 0..n−1. In circle k (k = 1..n−1) the player in seat i explains to
the player in seat (i + k) mod n, and the hat goes clockwise: seat 0, 1, …, n−1. So each time a
player explains it is to a new partner, and over n−1 circles every ordered pair (explainer,
guesser) occurs exactly once. Past n−1 circles the cycle repeats from k = 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.settings import check_player_count


@dataclass(frozen=True)
class Pair:
    explainer: int
    guesser: int


@dataclass(frozen=True)
class Slot:
    """One scheduled turn: 0-based turn number, 0-based circle, and the pair playing it."""

    turn_no: int
    circle: int
    pair: Pair


def pair_for(turn_no: int, players: int) -> Pair:
    """The pair of the `turn_no`-th turn (0-based) at a table of `players`."""
    check_player_count(players)
    circle, seat = divmod(turn_no, players)
    shift = circle % (players - 1) + 1
    return Pair(explainer=seat, guesser=(seat + shift) % players)


def slot(turn_no: int, players: int) -> Slot:
    return Slot(turn_no=turn_no, circle=turn_no // players, pair=pair_for(turn_no, players))


def schedule(players: int, circles: int | None = None) -> list[Pair]:
    """All pairs of a game, turn by turn (default n − 1 circles)."""
    check_player_count(players)
    total = (players - 1 if circles is None else circles) * players
    return [pair_for(turn_no, players) for turn_no in range(total)]
