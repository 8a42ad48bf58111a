"""`referee demo`: the judge's panel with a game of the sample rounds played into it in real time,
judged by a robot, or with `--judge` by the person at the screen."""

from __future__ import annotations

import argparse
import shutil
import signal
import tempfile
import threading
import webbrowser
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from api.settings import add_address_arguments
from common.arguments import number_in


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    demo = commands.add_parser(
        "demo", help="показать, как это работает: панель судьи и игра из образцов вживую",
        description="Запускает панель судьи и играет в ней партию из образцов (samples/): ходы, "
                    "таймер, расшифровка, нарушения — как на настоящей игре. Без модели речи "
                    "слова берутся из готовых расшифровок; если установлена русская модель Vosk, "
                    "звук образцов распознаётся ею в реальном времени. С --judge судите сами: "
                    "кнопки панели ваши, объясняющий говорит по образцам.")
    add_address_arguments(demo)
    demo.add_argument("--judge", action="store_true",
                      help="судить самому: ходы начинаете вы, решения по нарушениям — ваши")
    demo.add_argument("--speed", type=number_in(0.25, 10, "2"), default=1.0, metavar="X",
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
    from api.serving import check_port

    check_port(args.host, args.port)
    data = args.data or Path(tempfile.mkdtemp(prefix="hat-demo-"))
    try:
        with _stopping_on_termination():
            _play(args, data)
    except KeyboardInterrupt:
        print("Демонстрация остановлена.", flush=True)
    finally:
        if args.data is None:
            shutil.rmtree(data, ignore_errors=True)
    return 0


@contextmanager
def _stopping_on_termination() -> Iterator[None]:
    """Inside: SIGTERM (`kill`, a test's `terminate()`) and SIGHUP (the terminal closed) stop the
    demo as Ctrl+C does, so its temporary folder is removed; the old handlers come back after."""
    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    ends = (signal.SIGTERM, signal.SIGHUP)
    previous = {end: signal.signal(end, interrupt) for end in ends}
    try:
        yield
    finally:
        for end, handler in previous.items():
            signal.signal(end, handler)


def _play(args: argparse.Namespace, data: Path) -> None:
    """Serve the dashboard with the demo in it; keep serving until Ctrl+C."""
    from api.app import create_app
    from api.cli.dashboard import offer_links
    from api.demo.session import open_demo
    from api.serving import background
    from api.settings import AppSettings

    def say(text: str) -> None:
        print(text, flush=True)

    demo = open_demo(data / "voice", model=args.model, recognise=not args.no_model,
                     speed=args.speed, robot=not args.judge, say=say)
    settings = AppSettings(host=args.host, port=args.port, listen=False, data=data)
    app = create_app(settings, listening=demo.listening, on_ready=demo.ready)
    key = app.state.judge_key
    with background(app, settings.host, settings.port) as url:
        page = url + key.new_link()  # the browser's one-time login, then the judge's table
        mode = (f"звук образцов распознаёт модель «{demo.listening.model.path.name}»"
                if demo.recognised else "слова из готовых расшифровок (без модели речи)")
        seat = ("судите вы: «Начать ход» (пробел), решения по нарушениям"
                if args.judge else "судит робот")
        print(f"Демонстрация: {page}\n  {mode}; {seat}; записи и споры — {url}/replay; "
              f"данные — {data}\nОстановить: Ctrl+C.", flush=True)
        if not args.no_browser:
            webbrowser.open(page)
        offer_links(key, url)  # Enter: a new login link (the first one is used by the browser)
        if demo.judge is not None:
            demo.judge.finished.wait()
            say("Панель работает дальше: посмотрите «Записи и споры». Ctrl+C — выход.")
        threading.Event().wait()
