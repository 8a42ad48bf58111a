"""Dashboard commands: `referee serve` (the judge's web panel) and `referee bench dashboard`."""

from __future__ import annotations

import argparse
import json
import socket
from pathlib import Path
from typing import TYPE_CHECKING

from referee.speech.engine import DEFAULT_ENGINE, ENGINES

if TYPE_CHECKING:
    from api.live.table import Table


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    serve = commands.add_parser(
        "serve", help="панель судьи в браузере (таймер, расшифровка, нарушения, очки)",
        description="Запускает панель судьи. По умолчанию доступна только с этого компьютера; "
                    "с --host 0.0.0.0 действия судьи требуют ключ, он печатается при запуске.")
    serve.add_argument("--host", default="127.0.0.1", help="адрес (по умолчанию 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="порт (по умолчанию 8000)")
    serve.add_argument("--model", type=Path, metavar="ПАПКА", help="папка модели распознавания")
    serve.add_argument("--engine", choices=ENGINES, default=DEFAULT_ENGINE,
                       help=f"движок распознавания речи (по умолчанию {DEFAULT_ENGINE})")
    serve.add_argument("--data", type=Path, default=Path("data"), metavar="ПАПКА",
                       help="где хранить игры и записи (по умолчанию ./data)")
    serve.add_argument("--device", metavar="D", help="микрофон: номер или часть имени")
    serve.add_argument("--no-listen", action="store_true",
                       help="без распознавания речи: услышанное вводит судья")
    serve.add_argument("--demo", action="store_true",
                       help="демонстрация: объясняющий говорит по сценарию, микрофон не нужен")
    serve.set_defaults(func=run_serve)


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser("dashboard", help="задержка нарушения до экрана судьи (WebSocket)")
    bench.add_argument("--rounds", type=int, default=200, help="сколько нарушений послать")
    bench.add_argument("--json", action="store_true", help="вывести JSON")
    bench.set_defaults(func=run_bench)


def run_serve(args: argparse.Namespace) -> int:
    from api.app import create_app
    from api.serving import check_port, serve
    from api.settings import AppSettings

    settings = AppSettings.for_host(args.host, port=args.port, data=args.data, model=args.model,
                                    engine=args.engine, listen=not args.no_listen,
                                    microphone=args.device)
    check_port(settings.host, settings.port)
    shown = {"127.0.0.1": "localhost", "::1": "localhost", "0.0.0.0": socket.gethostname(),
             "::": socket.gethostname()}.get(settings.host, settings.host)
    url = f"http://{shown}:{settings.port}"
    print(f"Панель судьи: {url}/table   экран игроков: {url}/player   данные: {settings.data}")
    if settings.token:
        print(f"Сервер доступен из сети: действия судьи требуют ключ. Откройте судейский экран "
              f"по ссылке {url}/table?token={settings.token}")
    print("Загружаю словари и модель распознавания…", flush=True)
    if args.demo:
        from api.demo.practice import DemoEars, set_up_game

        def ready(table: Table) -> None:
            resumed = not set_up_game(table)
            _announce(table, resumed)

        app = create_app(settings, listening=DemoEars(), on_ready=ready)
    else:
        app = create_app(settings, on_ready=_announce)
    serve(app, settings.host, settings.port)
    return 0


def _announce(table: Table, resumed: bool = True) -> None:
    print(table.listening.status()["message"])
    if table.problem:
        print(table.problem)
    if table.game is not None and resumed:
        played = table.game.snapshot("player")["turns_played"]
        print(f"Продолжаем игру из «{table.folder}»: сыграно ходов {played} "
              f"из {table.game.total_turns}.")
    print("Готово. Остановить: Ctrl+C.", flush=True)


def run_bench(args: argparse.Namespace) -> int:
    from api.bench import run

    result = run(max(1, args.rounds))
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"Нарушение до экрана судьи ({result['rounds']} раз, 1 судья и "
              f"{result['player_clients']} экранов игроков): медиана "
              f"{result['alert_latency_p50_ms']} мс, 95% — {result['alert_latency_p95_ms']} мс.")
    return 0
