"""`referee` commands of the game group: the pair schedule and the built-in word list."""

from __future__ import annotations

import argparse
import json

from game.schedule import schedule
from referee.errors import UserError


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    sched = commands.add_parser(
        "schedule", help="кто кому объясняет: JSON-список пар [объясняющий, отгадывающий]",
        description="Печатает пары игроков ход за ходом: JSON-список [объясняющий, "
                    "отгадывающий], места с 0 по порядку рассадки. За n−1 кругов каждая "
                    "упорядоченная пара встречается ровно один раз.")
    sched.add_argument("--players", type=int, required=True, metavar="N",
                       help="число игроков за столом (2–30)")
    sched.add_argument("--circles", type=int, default=None, metavar="C",
                       help="число кругов (по умолчанию N−1; дальше цикл повторяется)")
    sched.set_defaults(func=_schedule)


def _schedule(args: argparse.Namespace) -> int:
    if args.circles is not None and args.circles < 1:
        raise UserError("Число кругов должно быть не меньше 1.")
    pairs = schedule(args.players, args.circles)
    print(json.dumps([[p.explainer, p.guesser] for p in pairs]))
    return 0
