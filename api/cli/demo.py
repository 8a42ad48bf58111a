"""`referee demo`: the judge's panel with a sample game played into it in real time."""

from __future__ import annotations

import argparse
import shutil
import tempfile
import threading
import webbrowser
from pathlib import Path
from typing import TYPE_CHECKING

from common.errors import UserError

if TYPE_CHECKING:
    from api.demo.voice import DemoVoice
    from api.live.listening import Listening

MIN_SPEED, MAX_SPEED = 0.25, 10.0


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    demo = commands.add_parser(
        "demo", help="показать, как это работает: панель судьи и игра из образцов вживую",
        description="Запускает панель судьи и играет в ней партию из образцов (samples/): ходы, "
                    "таймер, расшифровка, нарушения — как на настоящей игре. Без модели речи "
                    "слова берутся из готовых расшифровок; если установлена русская модель Vosk, "
                    "звук образцов распознаётся ею в реальном времени.")
    demo.add_argument("--host", default="127.0.0.1", help="адрес (по умолчанию 127.0.0.1)")
    demo.add_argument("--port", type=int, default=8000, help="порт (по умолчанию 8000)")
    demo.add_argument("--speed", type=float, default=1.0, metavar="X",
                      help="во сколько раз быстрее жизни (по умолчанию 1; только без модели)")
    demo.add_argument("--model", type=Path, metavar="ПАПКА",
                      help="модель Vosk (по умолчанию — найденная в models/, если есть)")
    demo.add_argument("--no-model", action="store_true",
                      help="не распознавать звук, даже если модель есть: готовые расшифровки")
    demo.add_argument("--data", type=Path, metavar="ПАПКА",
                      help="где хранить игру и записи (по умолчанию — временная папка, "
                           "удаляется при выходе)")
    demo.add_argument("--no-browser", action="store_true", help="не открывать браузер")
    demo.set_defaults(func=run_demo)


def run_demo(args: argparse.Namespace) -> int:
    from api.demo.voice import DemoVoice
    from api.serving import check_port

    if not MIN_SPEED <= args.speed <= MAX_SPEED:
        raise UserError(f"--speed должна быть от {MIN_SPEED:g} до {MAX_SPEED:g}, например 2.")
    check_port(args.host, args.port)
    data = args.data or Path(tempfile.mkdtemp(prefix="hat-demo-"))
    try:
        voice = DemoVoice(data / "voice")
        listening = _listening(args.model, args.no_model, voice, args.speed)
        recognised = listening.model is not None
        if recognised and args.speed != 1.0:
            print("С моделью речи звук идёт в своём темпе: --speed не действует.")
        speed = 1.0 if recognised else args.speed
        _play(args, data, listening, voice if listening.available else None, recognised, speed)
    except KeyboardInterrupt:
        print("Демонстрация остановлена.", flush=True)
    finally:
        if args.data is None:
            shutil.rmtree(data, ignore_errors=True)
    return 0


def _play(args: argparse.Namespace, data: Path, listening: Listening, voice: DemoVoice | None,
          recognised: bool, speed: float) -> None:
    """Serve the dashboard, play the game into it, then keep serving until Ctrl+C."""
    from api.app import create_app
    from api.cli.dashboard import offer_links
    from api.demo.game import robot, sample_cards
    from api.serving import background
    from api.settings import AppSettings
    from referee.measure.samples import all_samples

    cards = sample_cards(all_samples())
    settings = AppSettings(host=args.host, port=args.port, listen=False, data=data)
    app = create_app(settings, listening=listening)
    key = app.state.judge_key
    with background(app, settings.host, settings.port) as url:
        page = url + key.new_link()  # the browser's one-time login, then the judge's table
        mode = (f"звук образцов распознаёт модель «{listening.model.path.name}»" if recognised
                else "слова из готовых расшифровок (без модели речи)")
        print(f"Демонстрация: {page}\n  {mode}; записи и споры — {url}/replay; "
              f"данные — {data}\nОстановить: Ctrl+C.", flush=True)
        if not args.no_browser:
            webbrowser.open(page)
        offer_links(key, url)  # Enter: a new login link (the first one is used by the browser)
        with robot(url, cards, speed=speed, token=key.key, voice=voice,
                   recognised=recognised, say=lambda text: print(text, flush=True)) as playing:
            playing.join()
            print("Панель работает дальше: посмотрите «Записи и споры». Ctrl+C — выход.",
                  flush=True)
            threading.Event().wait()


def _listening(model: Path | None, no_model: bool, voice: DemoVoice, speed: float) -> Listening:
    """The demo's ears: a Russian model hearing the voice when one is found (and not refused),
    else no recognition — the voice only recorded, when the demo runs at the speed of life."""
    from api.demo.voice import RecordingEars
    from api.live.listening import Listening
    from referee.speech.models import locate_model
    from referee.speech.recognizer import SpeechModel

    try:
        path = None if no_model else locate_model(model)
    except UserError:
        if model is not None:
            raise
        path = None
    if path is None:
        return RecordingEars(voice) if speed == 1.0 else Listening(
            None, "демонстрация по готовым расшифровкам.")
    print(f"Загружаю модель речи «{path.name}»…", flush=True)
    return Listening(SpeechModel(path), "", source=voice.source)
