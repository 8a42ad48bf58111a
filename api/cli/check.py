"""`referee check` (rule checker on a text or a batch), `referee eval` (measured on labelled sets),
`referee bench checker` (speed and memory of the streaming checker)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from typing import Any

from api.cli.speakers import register_eval as register_speakers_eval
from api.cli.speech_eval import register as register_speech_eval
from common.arguments import CONFIDENCE
from common.errors import UserError

RUSSIAN_WORD = re.compile(r"[а-яё]+(?:-[а-яё]+)*")  # `explain-root`: one word, maybe hyphenated

def register(commands: argparse._SubParsersAction) -> None:
    check = commands.add_parser(
        "check",
        help="проверить объяснение на нарушения правил",
        description="Проверяет текст объяснения загаданного слова и печатает сигналы в JSON.",
    )
    check.add_argument("text", nargs="?", metavar="ТЕКСТ", help="объяснение (слова через пробел)")
    check.add_argument("--target", metavar="СЛОВО", help="загаданное слово")
    check.add_argument(
        "--batch",
        metavar="ФАЙЛ",
        help='строки JSON {"target", "text"} из файла («-» — стандартный ввод)',
    )
    add_confidence(check)
    check.add_argument(
        "--debug", action="store_true", help="в stderr: какое правило сработало и почему"
    )
    check.set_defaults(func=run_check)

    root = commands.add_parser(
        "explain-root",
        help="однокоренные ли два слова и почему",
        description="Говорит, однокоренные ли два слова, и почему: словарь, чередование, значение.",
    )
    root.add_argument("target", metavar="ЗАГАДАННОЕ", help="загаданное слово")
    root.add_argument("word", metavar="СЛОВО", help="слово из объяснения")
    root.set_defaults(func=run_explain_root)

    evaluate = commands.add_parser(
        "eval", help="точность и полнота проверки на размеченных наборах"
    )
    sets = evaluate.add_subparsers(dest="set", required=True, metavar="НАБОР")
    for name, helptext in (
        ("cognates", "пары слов TSV: target, word, label"),
        ("explanations", "объяснения JSONL: target, text, violations"),
    ):
        one = sets.add_parser(name, help=helptext)
        one.add_argument("file", metavar="ФАЙЛ")
        add_confidence(one)
        one.add_argument("--part", metavar="K/N", help="только каждая N-я строка начиная с K-й")
        one.set_defaults(func=run_eval)
    add_confidence(register_speech_eval(sets))
    register_speakers_eval(sets)


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser(
        "checker", help="скорость потоковой проверки по словам, загрузка, память"
    )
    bench.add_argument("--json", action="store_true", help="одна строка JSON")
    bench.add_argument("--rounds", type=int, default=3, metavar="N", help="повторов набора фраз")
    bench.set_defaults(func=run_bench)


def add_confidence(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--min-confidence",
        type=CONFIDENCE,
        default=0.5,
        metavar="P",
        help="не показывать сигналы с уверенностью ниже P (по умолчанию 0.5)",
    )


def alert_json(alert: Any) -> dict[str, Any]:
    """The alert's wire form without timings (a text has none); words as the text has them."""
    data = alert.to_json()
    for timing in ("start", "end"):
        data.pop(timing, None)
    return data


def result(target: str, text: str, min_confidence: float, debug: bool) -> dict[str, Any]:
    from referee.rules.checker import check_text

    alerts = check_text(target, text, min_confidence, debug=sys.stderr if debug else None)
    return {"target": target, "text": text, "alerts": [alert_json(a) for a in alerts]}


def emit(data: dict[str, Any]) -> None:
    print(json.dumps(data, ensure_ascii=False), flush=True)


def run_check(args: argparse.Namespace) -> int:
    if args.batch is not None:
        if args.target or args.text:
            raise UserError("с --batch не указывайте --target и ТЕКСТ: они берутся из файла")
        for target, text in batch_lines(args.batch):
            emit(result(target, text, args.min_confidence, args.debug))
        return 0
    if not args.target or not args.target.strip():
        raise UserError('укажите загаданное слово: referee check --target СЛОВО "ТЕКСТ"')
    if args.text is None:
        raise UserError("укажите текст объяснения в кавычках после --target СЛОВО")
    emit(result(args.target, args.text, args.min_confidence, args.debug))
    return 0


def batch_lines(source: str) -> Iterable[tuple[str, str]]:
    from referee.measure.evaluation import parse_json_line, read_text

    name = "стандартный ввод" if source == "-" else source
    lines = sys.stdin.read().splitlines() if source == "-" else read_text(source)
    for n, raw in enumerate(lines, start=1):
        if raw.strip():
            data = parse_json_line(raw, n, name)
            yield data["target"], data["text"]


def run_explain_root(args: argparse.Namespace) -> int:
    from common.analyzer import normalize
    from referee.language.kinship.report import explain_root

    words = [normalize(w) for w in (args.target, args.word)]
    for given, word in zip((args.target, args.word), words, strict=True):
        if not RUSSIAN_WORD.fullmatch(word):
            raise UserError(f"«{given}»: нужно одно слово русскими буквами, например рука ручка")
    for line in explain_root(*words):
        print(line)
    return 0


def run_eval(args: argparse.Namespace) -> int:
    from referee.measure import evaluation as ev

    if args.set == "cognates":
        report = ev.evaluate_cognates(
            ev.part(ev.read_cognates(args.file), args.part), args.min_confidence
        )
    else:
        report = ev.evaluate(
            ev.part(ev.read_explanations(args.file), args.part), args.min_confidence
        )
    for line in ev.format_report(report):
        print(line)
    return 0


def run_bench(args: argparse.Namespace) -> int:
    from referee.measure.checker_bench import measure

    figures = measure(rounds=args.rounds)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
    else:
        print(
            f"слов в секунду: {figures['words_per_s']:.0f}; "
            f"на слово p50 {figures['p50_ms']:.3f} мс, "
            f"p99 {figures['p99_ms']:.3f} мс (по времени процессора "
            f"{figures['p99_cpu_ms']:.3f} мс), в долгом ходе (слова 101–200) "
            f"{figures['p99_long_cpu_ms']:.3f} мс; разбор загаданного слова при вытягивании "
            f"{figures['prepare_ms']:.1f} мс; загрузка {figures['load_s']:.2f} с; "
            f"память {figures['rss_mb']:.0f} МБ"
            + ("" if figures["fast_dawg"] else
               " (словари pymorphy3 читаются без расширения на C: установите pymorphy3[fast])")
        )
    return 0
