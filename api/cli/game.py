"""`referee` commands of the game group: the pair schedule and the words for the hat."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from common.errors import UserError
from game.schedule import Pair, schedule

# The hand-labelled candidates for the hat (a checkout's test data, not installed).
LABELLED = Path(__file__).resolve().parents[2] / "tests" / "data" / "hat_words_labelled.tsv"


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    _register_schedule(commands)
    _register_words(commands)


def _register_schedule(commands: argparse._SubParsersAction) -> None:
    cmd = commands.add_parser(
        "schedule", help="кто кому объясняет: JSON-список пар [объясняющий, отгадывающий]",
        description="Печатает пары игроков ход за ходом: JSON-список [объясняющий, "
                    "отгадывающий], места с 0 по порядку рассадки. За n−1 кругов каждая "
                    "упорядоченная пара встречается ровно один раз.")
    cmd.add_argument("--players", type=int, required=True, metavar="N",
                     help="число игроков за столом (2–30)")
    cmd.add_argument("--circles", type=int, default=None, metavar="C",
                     help="число кругов (по умолчанию N−1; дальше цикл повторяется)")
    cmd.add_argument("--sheet", action="store_true",
                     help="вместо JSON напечатать лист для записи очков")
    cmd.add_argument("--names", default=None, metavar="ИМЕНА",
                     help="с --sheet: имена по порядку рассадки через запятую")
    cmd.set_defaults(func=_schedule)


def _register_words(commands: argparse._SubParsersAction) -> None:
    cmd = commands.add_parser(
        "words", help="слова для шляпы: встроенный список или проверка своего",
        description="Без --check печатает N частотных существительных для шляпы, по слову "
                    "в строке. С --check проверяет свой список (UTF-8, слово в строке, # — "
                    "комментарий): отчёт о словах под вопросом — в stderr, годные слова — "
                    "в stdout.")
    cmd.add_argument("--count", type=int, metavar="N", help="сколько слов выдать")
    cmd.add_argument("--seed", type=int, default=None, metavar="S",
                     help="зерно случайного выбора: одно зерно — одни и те же слова")
    cmd.add_argument("--check", metavar="ФАЙЛ", help="проверить свой список слов")
    cmd.add_argument("--keep", default="", metavar="СТРОКИ",
                     help="с --check: номера строк под вопросом, которые оставить (3,7,12)")
    cmd.add_argument("--fix", default="", metavar="СТРОКИ",
                     help="с --check: номера строк, где взять предложенную форму (столы → стол)")
    cmd.set_defaults(func=_words)


def register_bench(benches: argparse._SubParsersAction) -> None:
    """`referee bench game` and `referee bench words`."""
    cmd = benches.add_parser("game", help="скорость записи действий судьи и восстановления игры")
    cmd.add_argument("--players", type=int, default=10, metavar="N")
    cmd.add_argument("--words", type=int, default=400, metavar="W")
    cmd.set_defaults(func=_bench_game)
    cmd = benches.add_parser("words", help="время сборки встроенного списка слов и точность "
                             "проверки слов на размеченном списке")
    cmd.add_argument("--count", type=int, default=200, metavar="N")
    cmd.add_argument("--labelled", type=Path, default=LABELLED, metavar="ФАЙЛ",
                     help="размеченный список: слово<TAB>ok|not<TAB>причина "
                          "(по умолчанию tests/data/hat_words_labelled.tsv)")
    cmd.add_argument("--json", action="store_true", help="одна строка JSON")
    cmd.set_defaults(func=_bench_words)


def _bench_game(args: argparse.Namespace) -> int:
    from game.bench import bench_game

    r = bench_game(args.players, args.words)
    print(f"Игра: {args.players} игроков, {args.words} слов, {r['actions']} действий судьи.")
    print(f"Действие с записью в SQLite: медиана {r['action_median_ms']:.2f} мс, "
          f"95% {r['action_p95_ms']:.2f} мс.")
    print(f"Восстановление игры из файла: {r['resume_ms']:.0f} мс; файл {r['file_kb']:.0f} КБ.")
    return 0


def _bench_words(args: argparse.Namespace) -> int:
    from game.bench import bench_words
    from game.word_accuracy import measure

    r = bench_words(args.count)
    checks = measure(args.labelled)
    if args.json:
        print(json.dumps({**r, **{name: a.to_json() for name, a in checks.items()}},
                         ensure_ascii=False))
        return 0
    print(f"Встроенные слова: {r['words']} слов за {r['seconds']:.2f} с "
          "(загрузка словарей pymorphy3 и wordfreq включена).")
    titles = {"check": "Проверка списка судьи", "generator": "Фильтр встроенных слов"}
    for name, a in checks.items():
        print(f"{titles[name]} на размеченном списке ({a.total} слов): совпадает с разметкой "
              f"{a.accuracy:.1%}; пропущено плохих {len(a.passed_bad)}"
              f"{_examples(a.passed_bad)}, лишних флажков {len(a.flagged_good)}"
              f"{_examples(a.flagged_good)}.")
    return 0


def _examples(words: tuple[str, ...]) -> str:
    return f" ({', '.join(words[:8])}{'…' if len(words) > 8 else ''})" if words else ""


def _schedule(args: argparse.Namespace) -> int:
    if args.circles is not None and args.circles < 1:
        raise UserError("Число кругов должно быть не меньше 1.")
    pairs = schedule(args.players, args.circles)
    if args.sheet:
        print(_sheet(pairs, args.players, _names(args.names, args.players)))
    else:
        print(json.dumps([[p.explainer, p.guesser] for p in pairs]))
    return 0


def _names(text: str | None, players: int) -> list[str]:
    if text is None:
        return [f"Игрок {seat + 1}" for seat in range(players)]
    names = [name.strip() for name in text.split(",")]
    if len(names) != players or not all(names):
        raise UserError(f"--names: нужно {players} непустых имён через запятую, а дано "
                        f"{len(names)}.")
    return names


def _sheet(pairs: list[Pair], players: int, names: list[str]) -> str:
    """A score sheet to fill in by hand: one row per turn, a blank for the words guessed."""
    header = "Объясняет → Отгадывает"
    who = [f"{names[p.explainer]} → {names[p.guesser]}" for p in pairs]
    width = max(len(header), *map(len, who))
    lines = [f"Лист игры: игроков {players}, кругов {len(pairs) // players}, "
             f"ходов {len(pairs)}.",
             f"{'Ход':>4} {'Круг':>4}  {header:<{width}}  Угадано"]
    for turn_no, text in enumerate(who):
        lines.append(f"{turn_no + 1:>4} {turn_no // players + 1:>4}  {text:<{width}}  ____")
    return "\n".join(lines)


def _words(args: argparse.Namespace) -> int:
    # Imported here: wordfreq and pymorphy3 cost ~0.1 s to import, which other commands skip.
    if args.check:
        from game.wordlist import load_words

        check = load_words(args.check)
        print(check.report(), file=sys.stderr)
        words = check.words(keep=_line_numbers(args.keep), fix=_line_numbers(args.fix))
    elif args.count is None:
        raise UserError("Укажите --count N (сколько слов нужно) или --check ФАЙЛ.")
    else:
        from game.builtin_words import builtin_words

        words = builtin_words(args.count, args.seed)
    print("\n".join(words))
    return 0


def _line_numbers(text: str) -> list[int]:
    try:
        return [int(part) for part in text.replace(" ", "").split(",") if part]
    except ValueError:
        raise UserError(f"--keep и --fix ждут номера строк через запятую (например 3,7,12), "
                        f"а не «{text}».") from None
