"""`referee tournament …`: seating plans, and running a tournament from the terminal.

`plan` is pure (no database) and prints JSON for scripts and acceptance checks. The other commands
work on a tournament database (`--db`, by default `data/tournament.sqlite`), one committed change
per command, through the facade the dashboard drives (`game.tournament.tournament.Tournament`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from common.arguments import number_in
from common.errors import UserError
from game.tournament.planner import plan
from game.tournament.sheets import parse_results_csv
from game.tournament.standings import TIE_BREAK, Standing, standings
from game.tournament.store import StageInfo
from game.tournament.tables import TABLE_MAX, TABLE_MIN
from game.tournament.tournament import Tournament

DEFAULT_DB = Path("data/tournament.sqlite")
# Sizes measured by `referee bench tournament`: (players, rounds).
BENCH_SIZES = ((100, 5), (100, 4), (60, 5), (40, 3), (30, 5), (20, 4), (12, 3))


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `tournament` group to `commands`."""
    group = commands.add_parser(
        "tournament", help="турнир: рассадка по столам, итоги, выход дальше"
    )
    sub = group.add_subparsers(dest="action", required=True, metavar="ДЕЙСТВИЕ")

    cmd = sub.add_parser(
        "plan",
        help="рассадка по столам на несколько туров (JSON)",
        description="Печатает JSON {rounds, repeat_pairs, lower_bound}: rounds[тур][стол] — "
        "номера игроков (с 0) в порядке рассадки; repeat_pairs — сколько пар игроков встретились "
        "за одним столом больше одного раза; lower_bound — меньше этого не бывает.",
    )
    cmd.add_argument("--players", type=int, required=True, metavar="N", help="число игроков")
    cmd.add_argument("--rounds", type=int, required=True, metavar="R", help="число туров")
    _table_options(cmd)
    cmd.add_argument("--seed", type=int, default=0, help="зерно случайного поиска (0)")
    cmd.add_argument("--effort", type=number_in(0.01, 100, "1"), default=1.0,
                     help="множитель длины поиска (1.0)")
    cmd.set_defaults(func=_plan)

    cmd = _db_command(sub, "new", "создать турнир")
    cmd.add_argument("--name", required=True, help="название турнира")
    cmd.add_argument("--table-min", type=int, default=TABLE_MIN, help=f"({TABLE_MIN})")
    cmd.add_argument("--table-max", type=int, default=TABLE_MAX, help=f"({TABLE_MAX})")
    cmd.set_defaults(func=_new)

    cmd = _db_command(sub, "register", "зарегистрировать игроков (имена или CSV)")
    cmd.add_argument("names", nargs="*", metavar="ИМЯ")
    cmd.add_argument("--csv", type=Path, help="файл CSV: имя в первом столбце, UTF-8")
    cmd.set_defaults(func=_register)

    cmd = _db_command(sub, "start", "начать первый этап: все игроки, рассадка на R туров")
    cmd.add_argument("--rounds", type=int, required=True, metavar="R")
    cmd.add_argument("--tables", type=int, metavar="K", help="число столов (наименьшее возможное)")
    cmd.add_argument("--seed", type=int, default=0)
    cmd.set_defaults(func=_start)

    cmd = _db_command(sub, "show", "рассадка тура (для печати)")
    cmd.add_argument("--stage", type=int, help="этап (текущий)")
    cmd.add_argument("--round", type=int, default=1, help="тур (1)")
    cmd.add_argument("--json", action="store_true", help="вывести JSON")
    cmd.set_defaults(func=_show)

    cmd = _db_command(sub, "result", "внести итог стола: ИМЯ=ОЧКИ для каждого игрока")
    cmd.add_argument("--stage", type=int, help="этап (текущий)")
    cmd.add_argument("--round", type=int, required=True)
    cmd.add_argument("--table", type=int, required=True)
    cmd.add_argument("points", nargs="+", metavar="ИМЯ=ОЧКИ")
    cmd.set_defaults(func=_result)

    cmd = _db_command(sub, "withdraw", "игрок выбывает: ещё не начатые туры пересаживаются")
    cmd.add_argument("player", metavar="ИМЯ", help="имя игрока (или его номер)")
    cmd.set_defaults(func=_withdraw)

    cmd = _db_command(sub, "standings", "таблица этапа или всего турнира")
    cmd.add_argument(
        "--results", type=Path, help="без базы: протокол CSV «тур;стол;игрок;очки» (UTF-8)"
    )
    cmd.add_argument("--stage", type=int, help="этап (текущий)")
    cmd.add_argument("--overall", action="store_true", help="итог турнира: дальше прошедшие выше")
    cmd.add_argument("--json", action="store_true", help="вывести JSON")
    cmd.set_defaults(func=_standings)

    cmd = _db_command(sub, "advance", "следующий этап из лучших игроков текущего")
    cut = cmd.add_mutually_exclusive_group(required=True)
    cut.add_argument("--top", type=int, metavar="K", help="проходят K лучших")
    cut.add_argument("--min-points", type=int, metavar="X", help="проходят все, у кого ≥ X очков")
    cmd.add_argument("--rounds", type=int, default=1, metavar="R", help="туров в этапе (1)")
    cmd.add_argument("--tables", type=int, metavar="K", help="число столов")
    cmd.add_argument("--table-min", type=int, help="наименьший стол для этого этапа")
    cmd.add_argument("--seed", type=int, default=0)
    cmd.set_defaults(func=_advance)


def register_bench(benches: argparse._SubParsersAction) -> None:
    """`referee bench tournament`: planning time and repeat pairs against the lower bound."""
    cmd = benches.add_parser("tournament", help="рассадка турнира: время и повторные встречи")
    cmd.add_argument("--json", action="store_true", help="вывести JSON")
    cmd.add_argument("--seed", type=int, default=0)
    cmd.add_argument(
        "--sizes",
        type=_sizes,
        default=BENCH_SIZES,
        metavar="NxR,...",
        help="какие турниры мерить: игроки x туры через запятую (100x5,100x4,60x5,…)",
    )
    cmd.set_defaults(func=_bench)


def _sizes(text: str) -> tuple[tuple[int, int], ...]:
    try:
        pairs = [item.lower().split("x") for item in text.split(",")]
        return tuple((int(players), int(rounds)) for players, rounds in pairs)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"«{text}»: пишите ИГРОКИxТУРЫ через запятую, например 100x5,60x3"
        ) from None


def _table_options(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument(
        "--table-min", type=int, default=TABLE_MIN, help=f"меньше всего за столом ({TABLE_MIN})"
    )
    cmd.add_argument(
        "--table-max", type=int, default=TABLE_MAX, help=f"больше всего за столом ({TABLE_MAX})"
    )
    cmd.add_argument("--tables", type=int, metavar="K", help="число столов (наименьшее возможное)")


def _db_command(sub: argparse._SubParsersAction, name: str, help_: str) -> argparse.ArgumentParser:
    cmd = sub.add_parser(name, help=help_, description=help_)
    cmd.add_argument("--db", type=Path, default=DEFAULT_DB, help=f"база турнира ({DEFAULT_DB})")
    return cmd


def _plan(args: argparse.Namespace) -> int:
    result = plan(
        args.players,
        args.rounds,
        args.table_min,
        args.table_max,
        args.seed,
        args.tables,
        args.effort,
    )
    print(json.dumps(result.to_json()))
    return 0


def _new(args: argparse.Namespace) -> int:
    with Tournament.create(args.db, args.name, args.table_min, args.table_max) as t:
        print(f"Турнир №{t.id} «{t.info.name}» создан в {args.db}.")
    return 0


def _register(args: argparse.Namespace) -> int:
    if not args.names and args.csv is None:
        raise UserError("Укажите имена игроков или файл: --csv игроки.csv")
    with Tournament.open(args.db) as t:
        added = []
        if args.csv is not None:
            added += t.import_csv(_read(args.csv))
        added += [t.register(name) for name in args.names]
        print(f"Зарегистрировано: {len(added)}, всего игроков: {len(t.players())}.")
    return 0


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as err:
        raise UserError(f"Не удалось прочитать {path}: {err.strerror}.") from None


def _start(args: argparse.Namespace) -> int:
    with Tournament.open(args.db) as t:
        _print_stage(t.start(args.rounds, tables=args.tables, seed=args.seed))
    return 0


def _advance(args: argparse.Namespace) -> int:
    with Tournament.open(args.db) as t:
        stage = t.advance(
            args.rounds,
            top=args.top,
            min_points=args.min_points,
            table_min=args.table_min,
            tables=args.tables,
            seed=args.seed,
        )
        _print_stage(stage)
    return 0


def _withdraw(args: argparse.Namespace) -> int:
    player: int | str = int(args.player) if args.player.isdecimal() else args.player
    with Tournament.open(args.db) as t:
        stage = t.withdraw(player)
        print(f"Игрок «{args.player}» выбыл. ", end="")
        _print_stage(stage)
    return 0


def _print_stage(stage: StageInfo) -> None:
    print(
        f"Этап {stage.number} «{stage.name}»: туров {stage.rounds}; "
        f"пар, встретившихся повторно: {stage.repeat_pairs} (меньше нельзя: {stage.lower_bound})."
    )


def _show(args: argparse.Namespace) -> int:
    with Tournament.open(args.db) as t:
        stage = t.stage(args.stage)
        tables = t.round_plan(stage.number, args.round)
    if args.json:
        print(json.dumps([table.to_json() for table in tables], ensure_ascii=False))
        return 0
    print(f"Этап {stage.number} «{stage.name}», тур {args.round}")
    for table in tables:
        print(f"\nСтол {table.table}" + ("" if table.points is None else " (итог внесён)"))
        for seat, player in enumerate(table.players, start=1):
            points = "" if table.points is None else f"  {table.points[player.id]}"
            print(f"  {seat:2}. {player.name}{points}")
    return 0


def _result(args: argparse.Namespace) -> int:
    points: dict[int | str, str] = {}
    for item in args.points:
        name, sep, value = item.rpartition("=")
        if not sep or not name.strip():
            raise UserError(f"«{item}»: пишите ИМЯ=ОЧКИ, например «Аня=12».")
        points[name.strip()] = value.strip()
    with Tournament.open(args.db) as t:
        stage = args.stage or t.stage().number
        t.enter_result(stage, args.round, args.table, points)
        left = len(t.missing(stage))
    print(f"Итог стола {args.table} (тур {args.round}) сохранён; столов без итога: {left}.")
    return 0


def _standings(args: argparse.Namespace) -> int:
    if args.results is not None:
        rows = standings(*parse_results_csv(_read(args.results)))
    else:
        with Tournament.open(args.db) as t:
            rows = t.overall() if args.overall else t.standings(args.stage)
    if args.json:
        print(json.dumps([row.to_json() for row in rows], ensure_ascii=False))
    else:
        _print_standings(rows)
    return 0


def _print_standings(rows: list[Standing]) -> None:
    print("Место  Игрок                          Очки  Игр  За игру  Личн.  Лучшая")
    for row in rows:
        place = f"{row.place}{'=' if row.tied else ''}"
        print(
            f"{place:>5}  {row.name[:30]:30} {row.points:5} {row.games:4} "
            f"{float(row.per_game):8.2f} {row.head_to_head:6} {row.best_game:7}"
        )
    print(f"\nПорядок: {TIE_BREAK}.", file=sys.stderr)


def _bench(args: argparse.Namespace) -> int:
    figures = []
    for players, rounds in args.sizes:
        started = time.perf_counter()
        result = plan(players, rounds, seed=args.seed)
        seconds = time.perf_counter() - started
        figures.append(
            {
                "players": players,
                "rounds": rounds,
                "tables": [len(t) for t in result.rounds[0]],
                "seconds": round(seconds, 4),
                "repeat_pairs": result.repeat_pairs,
                "lower_bound": result.lower_bound,
            }
        )
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
        return 0
    print("Игроков  Туров  Столы                 Секунд  Повторных пар  Нижняя граница")
    for f in figures:
        sizes = "×".join(str(s) for s in f["tables"])
        print(
            f"{f['players']:7}  {f['rounds']:5}  {sizes[:20]:20}  {f['seconds']:6.2f}  "
            f"{f['repeat_pairs']:13}  {f['lower_bound']:14}"
        )
    return 0
