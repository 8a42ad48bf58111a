"""Speech commands: `referee devices | listen | transcribe | model`, and `referee bench speech`."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

from common.errors import UserError

RECORDINGS_DIR = Path("data/recordings")


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    devices = commands.add_parser("devices", help="список устройств записи звука")
    devices.set_defaults(func=run_devices)

    listen = commands.add_parser("listen", help="слушать ход в терминале: слова, нарушения, таймер")
    listen.add_argument("--target", required=True, metavar="СЛОВО", help="загаданное слово")
    listen.add_argument("--model", metavar="ПАПКА", help="папка модели Vosk")
    listen.add_argument("--device", metavar="D", help="микрофон: номер или часть имени")
    listen.add_argument("--device-rate", type=int, metavar="ГЦ",
                        help="частота, с которой открыть микрофон (иначе 16000 или его родная)")
    listen.add_argument("--wav", metavar="ФАЙЛ", help="вместо микрофона: WAV в реальном времени")
    listen.add_argument("--recordings", type=Path, default=RECORDINGS_DIR, metavar="ПАПКА",
                        help=f"куда писать звук и события хода (по умолчанию {RECORDINGS_DIR})")
    listen.add_argument("--seconds", type=float, default=20.0, help="время объяснения, с")
    listen.add_argument("--last-guess", type=float, default=3.0, help="последняя попытка, с")
    listen.set_defaults(func=run_listen)

    transcribe = commands.add_parser("transcribe", help="распознать WAV: JSON на каждое слово")
    transcribe.add_argument("file", type=Path, metavar="ФАЙЛ.wav")
    transcribe.add_argument("--model", metavar="ПАПКА", help="папка модели Vosk")
    transcribe.set_defaults(func=run_transcribe)

    model = commands.add_parser("model", help="модель распознавания речи")
    actions = model.add_subparsers(dest="action", required=True, metavar="ДЕЙСТВИЕ")
    download = actions.add_parser("download", help="скачать модель в models/")
    download.add_argument("size", nargs="?", default="small", choices=("small", "big"))
    download.add_argument("--sha256", metavar="HEX", help="ожидаемая контрольная сумма архива")
    download.add_argument("--dir", type=Path, metavar="ПАПКА", help="куда (по умолчанию models/)")
    download.set_defaults(func=run_model_download)
    check = actions.add_parser("check", help="проверить папку модели")
    check.add_argument("path", type=Path, metavar="ПАПКА")
    check.add_argument("--quick", action="store_true", help="только файлы, без загрузки в Vosk")
    check.set_defaults(func=run_model_check)


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser("speech", help="скорость распознавания (WAV от espeak-ng)")
    bench.add_argument("--model", metavar="ПАПКА", help="папка модели Vosk")
    bench.add_argument("--json", action="store_true", help="вывести JSON")
    bench.add_argument("--voice", default="ru", help="голос espeak-ng (ru, ko, …)")
    bench.add_argument("--text", help="что произнести (по умолчанию русская фраза)")
    bench.add_argument("--wav", type=Path, help="готовый WAV вместо синтеза")
    bench.add_argument("--partial-words", action="store_true",
                       help="частичные слова с выравниванием Vosk (точнее время, больше задержка)")
    bench.set_defaults(func=run_bench)


def run_devices(args: argparse.Namespace) -> int:
    from referee.speech.audio import input_devices

    devices = input_devices()
    if not devices:
        raise UserError("Устройств записи нет. Подключите микрофон.")
    for d in devices:
        mark = "*" if d.is_default else " "
        print(f"{mark} {d.index:3d}  {d.name}  ({d.channels} кан., {d.default_rate} Гц)")
    return 0


def run_transcribe(args: argparse.Namespace) -> int:
    from referee.speech.audio import WavSource
    from referee.speech.models import locate_model
    from referee.speech.recognizer import Recognizer, SpeechModel

    source = WavSource(args.file)
    recognizer = Recognizer(SpeechModel(locate_model(args.model)))
    for chunk in [*source.frames(), b""]:
        for event in recognizer.accept(chunk) if chunk else recognizer.finish():
            if getattr(event, "final", False):
                word = {"word": event.text, "start": event.start, "end": event.end,
                        "conf": event.conf}
                print(json.dumps(word, ensure_ascii=False), flush=True)
    return 0


def run_model_download(args: argparse.Namespace) -> int:
    from referee.speech.model_catalog import CATALOG
    from referee.speech.model_download import download_model
    from referee.speech.models import MODELS_DIR

    spec = CATALOG[args.size]
    if spec.sha256 is None and not args.sha256:
        print(f"Внимание: контрольная сумма {spec.name} не закреплена; проверяются размер, "
              f"целостность архива (CRC) и состав модели.", file=sys.stderr)
    path = download_model(spec, args.dir or MODELS_DIR, progress=ProgressBar(spec.name),
                          sha256=args.sha256)
    print(f"\nМодель готова: {path}")
    return 0


class ProgressBar:
    """`name [#####.....]  42% 19.0/45.0 МБ` on stderr, redrawn in place."""

    def __init__(self, name: str, width: int = 30) -> None:
        self.name = name
        self.width = width

    def __call__(self, got: int, total: int | None) -> None:
        mb = got / 1e6
        if total:
            filled = int(self.width * got / total)
            bar = "#" * filled + "." * (self.width - filled)
            line = f"{self.name} [{bar}] {100 * got / total:3.0f}% {mb:.1f}/{total / 1e6:.1f} МБ"
        else:
            line = f"{self.name} {mb:.1f} МБ"
        sys.stderr.write(f"\r{line}")
        sys.stderr.flush()


def run_model_check(args: argparse.Namespace) -> int:
    from referee.speech.models import DOWNLOAD_HINT, check_model

    report = check_model(args.path, load=not args.quick)
    if not report.ok:
        raise UserError(f"«{args.path}» — непригодная модель: {'; '.join(report.problems)}. "
                        f"{DOWNLOAD_HINT}")
    print(f"Модель в порядке: {args.path}")
    return 0


def run_listen(args: argparse.Namespace) -> int:
    return asyncio.run(_listen(args))


async def _listen(args: argparse.Namespace) -> int:
    from api.cli.listen_view import ListenView
    from referee.replay.turn_log import TurnLog
    from referee.rules.checker import Checker, warm_up
    from referee.speech.audio import MicrophoneSource, WavSource
    from referee.speech.live import LiveTurn
    from referee.speech.models import locate_model
    from referee.speech.recognizer import SpeechModel
    from referee.speech.recorder import repair_recordings

    model_path = locate_model(args.model)
    source = (WavSource(args.wav, realtime=True) if args.wav
              else MicrophoneSource(args.device, device_rate=args.device_rate))
    for fixed in repair_recordings(args.recordings):
        print(f"Восстановлена запись после сбоя: {fixed}", file=sys.stderr)
    print("Загружаю модель и словари…", file=sys.stderr)
    model, _ = await asyncio.gather(asyncio.to_thread(SpeechModel, model_path),
                                    asyncio.to_thread(warm_up))
    turn = LiveTurn(model, source, target=args.target,
                    checker=Checker(args.target, min_confidence=0.5), recordings=args.recordings)
    log = TurnLog.open(Path(args.recordings) / f"{turn.turn_id}.jsonl")
    log.begin(0, f"{turn.turn_id}.wav")
    view = ListenView(explain=args.seconds, last_guess=args.last_guess)
    timer = asyncio.create_task(_clock(view, turn, args.seconds + args.last_guess))
    try:
        async for event in turn.events():
            view.show(event)
            log.take(0, event, target=args.target)
    finally:
        log.close()
    await timer  # the timer runs to the end even when the sound stopped early
    view.finish()
    print(f"Запись хода: {turn.recorder.wav_path if turn.recorder else '—'}")
    return 0


async def _clock(view, turn, total: float) -> None:
    loop = asyncio.get_running_loop()
    began = loop.time()
    while (elapsed := loop.time() - began) < total:
        view.status(elapsed)
        await asyncio.sleep(0.1)
    view.status(total)
    turn.stop()


def run_bench(args: argparse.Namespace) -> int:
    from referee.measure.speech_bench import DEFAULT_TEXT, espeak_wav, run_speech_bench
    from referee.speech.models import locate_model

    model_path = locate_model(args.model)
    with tempfile.TemporaryDirectory() as tmp:
        wav = args.wav or espeak_wav(Path(tmp) / "bench.wav", args.text or DEFAULT_TEXT, args.voice)
        result = run_speech_bench(model_path, wav, partial_words=args.partial_words)
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        for name, value in result.to_json().items():
            print(f"{name:24s} {value}")
    return 0
