"""`referee replay` (a turn checked offline, with a report), `referee export` (game protocol)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from common.arguments import CONFIDENCE
from referee.speech.engines.interface import ENGINES

DEFAULT_OUT = Path("data/reports")
DEFAULT_EXPORTS = Path("data/exports")


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    replay = commands.add_parser(
        "replay",
        help="проверить записанный ход, образец, WAV или расшифровку и написать отчёт",
        description=(
            "Прогоняет ход через ту же проверку, что и вживую, и пишет отчёт: JSON и одну "
            "HTML-страницу (аудио, расшифровка, сигналы с пояснениями) для судьи и игроков. "
            "ПУТЬ — папка образца (samples/04-letters), запись хода (.wav с .jsonl рядом), "
            "расшифровка (.jsonl со словами и временем) или .wav (тогда нужна --model)."
        ),
    )
    replay.add_argument("path", metavar="ПУТЬ", type=Path, help="что проверить")
    replay.add_argument("--model", metavar="ПАПКА", type=Path,
                        help="модель распознавания: распознать аудио заново (иначе — по "
                             "расшифровке)")
    replay.add_argument("--engine", choices=ENGINES,
                        help="распознать аудио заново этим движком: vosk или whisper (второе "
                             "мнение); модель — из --model или найденная как обычно")
    replay.add_argument("--target", metavar="СЛОВО[@С]", action="append", default=[],
                        help="секретное слово; для нескольких карточек повторите, указав "
                             "секунду начала: --target рука --target окно@7.5")
    replay.add_argument("--out", metavar="ПАПКА", type=Path, default=DEFAULT_OUT,
                        help=f"куда писать отчёт (по умолчанию {DEFAULT_OUT})")
    replay.add_argument("--min-confidence", metavar="P", type=CONFIDENCE, default=0.5,
                        help="не показывать сигналы увереннее ниже P (0..1, по умолчанию 0.5)")
    replay.set_defaults(func=run_replay)

    export = commands.add_parser(
        "export",
        help="протокол игры: CSV-таблицы и страница для печати",
        description="Пишет протокол игры из её файла: слова и исходы, решения судьи, итоговую "
                    "таблицу — в CSV (слова, решения, места) и одну HTML-страницу для печати.",
    )
    export.add_argument("game", metavar="ФАЙЛ_ИГРЫ", type=Path, help="файл игры (.sqlite)")
    export.add_argument("--out", metavar="ПАПКА", type=Path, default=DEFAULT_EXPORTS,
                        help=f"куда писать (по умолчанию {DEFAULT_EXPORTS})")
    export.set_defaults(func=run_export)


def run_replay(args: argparse.Namespace) -> int:
    from referee.replay.offline import open_turn, parse_target, replay
    from referee.replay.report import write_report
    from referee.replay.report_html import RULE_TITLES, clock

    source = open_turn(args.path, [parse_target(t) for t in args.target])
    result = replay(source, model=args.model, engine=args.engine,
                    min_confidence=args.min_confidence)
    files = write_report(result, args.out)
    for note in result.notes:
        print(f"Внимание: {note}", file=sys.stderr)
    print(f"{source.title}: слов {len(result.words)}, сигналов {len(result.standing)}")
    for raised in result.alerts:
        alert = raised.alert
        gone = "" if raised.retracted is None else " (отозван: слово исправлено распознавателем)"
        print(f"  {clock(alert.start)}  {RULE_TITLES[alert.rule]}: {alert.explanation}{gone}")
    print(f"Отчёт: {files.html}\n       {files.json}")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from game.export import export_game
    from game.game import Game

    game = Game.resume(args.game)
    try:
        files = export_game(game, args.out, args.game.stem)
    finally:
        game.close()
    print("Протокол игры:\n" + "\n".join(f"  {f}" for f in files))
    return 0


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser("replay", help="скорость проверки образцов и размер отчётов")
    bench.add_argument("--repeat", type=int, default=3, help="сколько раз прогнать все образцы")
    bench.set_defaults(func=run_bench)


def run_bench(args: argparse.Namespace) -> int:
    import tempfile
    import time

    from referee.measure.samples import all_samples
    from referee.replay.offline import open_turn, replay
    from referee.replay.report import write_report

    samples = all_samples()
    began = time.perf_counter()
    replay(open_turn(samples[0].folder))  # loads dictionaries and lexicons
    print(f"первый прогон (с загрузкой словарей): {time.perf_counter() - began:.2f} с")
    words = 0
    began = time.perf_counter()
    for _ in range(args.repeat):
        for sample in samples:
            words += len(replay(open_turn(sample.folder)).words)
    spent = time.perf_counter() - began
    print(f"проверка: {words} слов за {spent:.2f} с — {1000 * spent / words:.2f} мс на слово")
    with tempfile.TemporaryDirectory() as out:
        began = time.perf_counter()
        sizes = [write_report(replay(open_turn(s.folder)), Path(out)).html.stat().st_size
                 for s in samples]
        spent = time.perf_counter() - began
    print(f"отчёты: {len(samples)} за {spent:.2f} с; HTML от {min(sizes) // 1024} до "
          f"{max(sizes) // 1024} КБ")
    _bench_turn_log()
    return 0


def _bench_turn_log(turns: int = 60, words: int = 150) -> None:
    """Write and read back the turn log of a long game: every word partial, then final; an alert
    every ten words."""
    import tempfile
    import time

    from referee.events import Alert, WordEvent
    from referee.replay.turn_log import TurnLog

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "live.jsonl"
        began, records = time.perf_counter(), 0
        log = TurnLog.open(path)
        for turn in range(turns):
            log.begin(turn, None)
            for i in range(words):
                for final in (False, True):
                    log.take(turn, WordEvent(i, "слово", i / 5, i / 5 + 0.15, 0.9, final))
                if i % 10 == 0:
                    log.take(turn, Alert("cognate", (i, i + 1), ("слово",), 0.8, "…"))
                records += 3 if i % 10 == 0 else 2
        log.close()
        written = time.perf_counter() - began
        began = time.perf_counter()
        TurnLog.read(path)
        read = time.perf_counter() - began
        size = path.stat().st_size / 1e6
    print(f"журнал игры ({turns} ходов, {records} записей, {size:.1f} МБ): запись "
          f"{1e6 * written / records:.0f} мкс, чтение {1e6 * read / records:.0f} мкс на запись")
