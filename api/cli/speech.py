"""Speech commands: `referee devices | listen | transcribe | model`, and `referee bench speech`."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

from api.cli.speakers import add_listen_options, listen_attributor
from common.arguments import number_in
from common.errors import UserError
from referee.speech.engines.interface import DEFAULT_ENGINE, ENGINES

RECORDINGS_DIR = Path("data/recordings")
VOSK_SIZES = ("small", "big")
WHISPER_SIZES = ("whisper-base", "whisper-small")


def add_engine(parser: argparse.ArgumentParser, default: str | None = DEFAULT_ENGINE) -> None:
    parser.add_argument("--engine", choices=ENGINES, default=default,
                        help=f"движок распознавания речи (по умолчанию {DEFAULT_ENGINE})")
    parser.add_argument("--model", metavar="ПАПКА", help="папка модели выбранного движка")


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    devices = commands.add_parser("devices", help="список устройств записи звука")
    devices.set_defaults(func=run_devices)

    listen = commands.add_parser("listen", help="слушать ход в терминале: слова, нарушения, таймер")
    listen.add_argument("--target", required=True, metavar="СЛОВО", help="загаданное слово")
    add_engine(listen)
    listen.add_argument("--device", metavar="D", help="микрофон: номер или часть имени")
    listen.add_argument("--device-rate", type=int, metavar="ГЦ",
                        help="частота, с которой открыть микрофон (иначе 16000 или его родная)")
    listen.add_argument("--wav", metavar="ФАЙЛ", help="вместо микрофона: WAV в реальном времени")
    listen.add_argument("--recordings", type=Path, default=RECORDINGS_DIR, metavar="ПАПКА",
                        help=f"куда писать звук и события хода (по умолчанию {RECORDINGS_DIR})")
    listen.add_argument("--seconds", type=number_in(1, 600, "20"), default=20.0,
                        help="время объяснения, с")
    listen.add_argument("--last-guess", type=number_in(0, 60, "3"), default=3.0,
                        help="последняя попытка, с")
    add_listen_options(listen)
    listen.set_defaults(func=run_listen)

    transcribe = commands.add_parser("transcribe", help="распознать WAV: JSON на каждое слово")
    transcribe.add_argument("file", type=Path, metavar="ФАЙЛ.wav")
    add_engine(transcribe)
    transcribe.set_defaults(func=run_transcribe)

    model = commands.add_parser("model", help="модель распознавания речи")
    actions = model.add_subparsers(dest="action", required=True, metavar="ДЕЙСТВИЕ")
    download = actions.add_parser("download", help="скачать модель в models/")
    download.add_argument("size", nargs="?", default="small", choices=VOSK_SIZES + WHISPER_SIZES,
                          help="small, big (Vosk) или whisper-base, whisper-small (Whisper)")
    download.add_argument("--sha256", metavar="HEX", help="ожидаемая контрольная сумма архива")
    download.add_argument("--dir", type=Path, metavar="ПАПКА", help="куда (по умолчанию models/)")
    download.add_argument("--mirror", metavar="URL",
                          help="для Whisper: зеркало Hugging Face (по умолчанию huggingface.co)")
    download.set_defaults(func=run_model_download)
    check = actions.add_parser("check", help="проверить папку модели")
    check.add_argument("path", type=Path, metavar="ПАПКА")
    check.add_argument("--quick", action="store_true",
                       help="только файлы, без пробной загрузки модели")
    check.set_defaults(func=run_model_check)


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser(
        "speech", help="скорость распознавания и задержка сигналов (образцы или WAV)",
        description="Без --text и --wav — на образцах samples/: задержка слов и сигналов о "
                    "нарушениях; с ними — на одной фразе (только слова).")
    add_engine(bench)
    bench.add_argument("--json", action="store_true", help="вывести одну строку JSON")
    bench.add_argument("--samples", type=Path, metavar="ПАПКА",
                       help="папка образцов (по умолчанию samples/)")
    bench.add_argument("--voice", default="ru", help="голос espeak-ng для --text (ru, ko, …)")
    bench.add_argument("--text", help="произнести эту фразу (espeak-ng) вместо образцов")
    bench.add_argument("--wav", type=Path, help="готовый WAV вместо образцов")
    bench.add_argument("--speakers", action="store_true",
                       help="с определением говорящего (ведущий или отгадывающий), как в "
                            "живом ходе")
    bench.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                       help="чем мерить время обработки: wall — часами (по умолчанию), cpu — "
                            "процессорным временем процесса (сравнение вариантов на занятой "
                            "машине)")
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
    from referee.speech.engines.registry import open_engine
    from referee.speech.engines.whisper import WhisperEngine

    source = WavSource(args.file)
    engine = open_engine(args.engine, args.model)
    if isinstance(engine, WhisperEngine):  # the whole file at once: Whisper's best transcript
        words = engine.transcribe(b"".join(source.frames()))
    else:
        recognizer = engine.recognizer()
        events = [e for chunk in source.frames() for e in recognizer.accept(chunk)]
        words = [e for e in events + recognizer.finish() if getattr(e, "final", False)]
    for w in words:
        word = {"word": w.text, "start": w.start, "end": w.end, "conf": w.conf}
        print(json.dumps(word, ensure_ascii=False), flush=True)
    return 0


def run_model_download(args: argparse.Namespace) -> int:
    from referee.speech.models.download import download_model
    from referee.speech.models.find import MODELS_DIR
    from referee.speech.models.vosk_catalog import CATALOG

    if args.size in WHISPER_SIZES:
        return _download_whisper(args)
    if args.mirror:
        raise UserError("--mirror относится только к моделям Whisper (whisper-base, "
                        "whisper-small); модели Vosk скачиваются с alphacephei.com.")
    spec = CATALOG[args.size]
    if spec.sha256 is None and not args.sha256:
        print(f"Внимание: контрольная сумма {spec.name} не закреплена; проверяются размер, "
              f"целостность архива (CRC) и состав модели.", file=sys.stderr)
    path = download_model(spec, args.dir or MODELS_DIR, progress=ProgressBar(spec.name),
                          sha256=args.sha256)
    print(f"\nМодель готова: {path}")
    return 0


def _download_whisper(args: argparse.Namespace) -> int:
    from referee.speech.models.find import MODELS_DIR
    from referee.speech.models.whisper_catalog import HUB, WHISPER_CATALOG
    from referee.speech.models.whisper_files import download_whisper_model

    if args.sha256:
        raise UserError("--sha256 относится к архивам Vosk; у моделей Whisper размеры и "
                        "контрольные суммы файлов закреплены в программе. Уберите --sha256.")
    name = WHISPER_CATALOG[args.size].name
    path = download_whisper_model(args.size, args.dir or MODELS_DIR, hub=args.mirror or HUB,
                                  progress=ProgressBar(name))
    print(f"\nМодель готова: {path}\nЗапуск: referee serve --engine whisper")
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
    from referee.speech.models.find import DOWNLOAD_HINT, check_model
    from referee.speech.models.whisper_files import (
        WHISPER_HINT,
        check_whisper_model,
        is_whisper_folder,
    )

    if is_whisper_folder(args.path):
        report, hint = check_whisper_model(args.path, load=not args.quick), WHISPER_HINT
    else:
        report, hint = check_model(args.path, load=not args.quick), DOWNLOAD_HINT
    if not report.ok:
        raise UserError(f"«{args.path}» — непригодная модель: {'; '.join(report.problems)}. "
                        f"{hint}")
    print(f"Модель в порядке: {args.path}")
    return 0


def run_listen(args: argparse.Namespace) -> int:
    return asyncio.run(_listen(args))


async def _listen(args: argparse.Namespace) -> int:
    from api.cli.listen_view import ListenView
    from api.live.listening import second_listen_scorer
    from referee.replay.turn_log import TurnLog
    from referee.rules.cards import TurnChecker
    from referee.rules.checker import warm_up
    from referee.speech.audio import MicrophoneSource, WavSource
    from referee.speech.engines.registry import load_engine, locate_engine_model
    from referee.speech.live import LiveTurn
    from referee.speech.recorder import repair_recordings

    attributor, speakers = listen_attributor(args)
    if speakers:
        print(speakers, file=sys.stderr)
    model_path = locate_engine_model(args.engine, args.model)
    source = (WavSource(args.wav, realtime=True) if args.wav
              else MicrophoneSource(args.device, device_rate=args.device_rate))
    for fixed in repair_recordings(args.recordings):
        print(f"Восстановлена запись после сбоя: {fixed}", file=sys.stderr)
    print("Загружаю модель и словари…", file=sys.stderr)
    model, _ = await asyncio.gather(asyncio.to_thread(load_engine, args.engine, model_path),
                                    asyncio.to_thread(warm_up))
    likelihoods = None  # the guesser's answers listened to again: only when speakers are told
    if attributor is not None:
        likelihoods, off = await asyncio.to_thread(second_listen_scorer, model)
        if off:
            print(off, file=sys.stderr)
    checker = TurnChecker(lambda word: args.target, min_confidence=0.5)  # judges by speaker too
    turn = LiveTurn(model, source, target=args.target, checker=checker,
                    recordings=args.recordings, attributor=attributor, likelihoods=likelihoods)
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
    from referee.measure.samples import SAMPLES_DIR, all_samples
    from referee.measure.speech_bench import espeak_wav, run_speech_bench
    from referee.speech.engines.registry import locate_engine_model

    model_path = locate_engine_model(args.engine, args.model)
    with tempfile.TemporaryDirectory() as tmp:
        wav = args.wav or (espeak_wav(Path(tmp) / "bench.wav", args.text, args.voice)
                           if args.text else None)
        samples = [] if wav else all_samples(args.samples or SAMPLES_DIR)
        if not wav and not samples:
            raise UserError(f"В «{args.samples or SAMPLES_DIR}» нет образцов. Укажите папку "
                            f"образцов (--samples ПАПКА) или файл (--wav ФАЙЛ).")
        result = run_speech_bench(args.engine, model_path, wav=wav, samples=samples,
                                  speakers=args.speakers, clock=args.clock)
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        for name, value in result.to_json().items():
            print(f"{name:24s} {value}")
    return 0
