"""`referee eval speech`: the rule checker measured through Festival's voice and a recognizer."""

from __future__ import annotations

import argparse
import json

from common.arguments import number_in
from common.errors import UserError


def register(sets: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add `speech` to the sets of `referee eval`; its parser (the caller adds the options all
    sets share)."""
    one = sets.add_parser(
        "speech", help="объяснения JSONL через речь: Festival говорит, распознаватель слышит")
    one.add_argument("file", metavar="ФАЙЛ", nargs="?",
                     help="объяснения JSONL (target, text, violations); без него — --samples")
    one.add_argument("--samples", action="store_true",
                     help="образцы раундов из samples/: доля найденных ожидаемых сигналов")
    one.add_argument("--noisy", action="store_true", help="с --samples: шумный вариант раундов")
    one.add_argument("--engine", choices=("whisper", "vosk"), default="whisper",
                     help="распознаватель (по умолчанию whisper)")
    one.add_argument("--model", metavar="ПАПКА", help="папка модели распознавателя")
    one.add_argument("--snr", type=number_in(-20, 60, "10"), metavar="ДБ",
                     help="подмешать комнатный шум с этим отношением сигнал/шум, дБ")
    one.add_argument("--part", metavar="K/N", help="только каждая N-я строка начиная с K-й")
    one.add_argument("--json", action="store_true", help="одна строка JSON")
    one.set_defaults(func=run_speech_eval)
    return one


def run_speech_eval(args: argparse.Namespace) -> int:
    from referee.measure.heard import Listener

    if (args.file is None) == (not args.samples):
        raise UserError("Укажите либо файл объяснений JSONL, либо --samples "
                        "(например: referee eval speech --samples).")
    if args.noisy and not args.samples:
        raise UserError("--noisy — только с --samples; для файла объяснений: --snr 10")
    listener = Listener(args.engine, args.model)
    if args.samples:
        return _rounds(args, listener)
    from referee.measure import evaluation as ev
    from referee.measure.speech_eval import evaluate_speech, format_speech, speech_json

    lines = ev.part(ev.read_explanations(args.file), args.part)
    result = evaluate_speech(lines, listener, snr_db=args.snr, min_confidence=args.min_confidence)
    _emit(args, speech_json(result), format_speech(result))
    return 0


def _rounds(args: argparse.Namespace, listener) -> int:
    from referee.measure.samples import all_samples
    from referee.measure.samples_speech import evaluate_rounds, format_rounds, rounds_json

    if args.snr is not None:
        raise UserError("С --samples шум задаётся флагом --noisy (10 дБ, как в образцах).")
    report = evaluate_rounds(all_samples(), listener, noisy=args.noisy,
                             min_confidence=args.min_confidence)
    _emit(args, rounds_json(report), format_rounds(report))
    return 0


def _emit(args: argparse.Namespace, data: dict, lines) -> None:
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        for line in lines:
            print(line)
