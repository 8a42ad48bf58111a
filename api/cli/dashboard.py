"""Dashboard commands: `referee serve` (the judge's web panel) and `referee bench dashboard`."""

from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from api.settings import add_address_arguments
from referee.speech.engines.interface import DEFAULT_ENGINE, ENGINES

if TYPE_CHECKING:
    from api.access.judge import JudgeKey
    from api.live.table import Table


def register(commands: argparse._SubParsersAction) -> None:
    """Add this group's subcommands to `commands`."""
    serve = commands.add_parser(
        "serve", help="панель судьи в браузере (таймер, расшифровка, нарушения, очки)",
        description="Запускает панель судьи. По умолчанию доступна только с этого компьютера. "
                    "Судья входит по одноразовой ссылке, которую команда печатает при запуске "
                    "(Enter в окне сервера печатает новую); экран игроков открыт всем.")
    add_address_arguments(serve)
    serve.add_argument("--allow-host", action="append", default=[], metavar="ИМЯ",
                       help="ещё одно имя, по которому открывают панель (например, "
                            "hat.local); можно повторять")
    serve.add_argument("--model", type=Path, metavar="ПАПКА", help="папка модели распознавания")
    serve.add_argument("--engine", choices=ENGINES, default=DEFAULT_ENGINE,
                       help=f"движок распознавания речи (по умолчанию {DEFAULT_ENGINE})")
    serve.add_argument("--data", type=Path, default=Path("data"), metavar="ПАПКА",
                       help="где хранить игры и записи (по умолчанию ./data)")
    serve.add_argument("--device", metavar="D", help="микрофон: номер или часть имени")
    serve.add_argument("--no-listen", action="store_true",
                       help="без распознавания речи: услышанное вводит судья")
    serve.add_argument("--demo", action="store_true",
                       help="демонстрация (как «referee demo --judge»): объясняющий говорит по "
                            "образцам, судите вы, микрофон не нужен")
    serve.set_defaults(func=run_serve)


def register_bench(benches: argparse._SubParsersAction) -> None:
    bench = benches.add_parser("dashboard", help="задержка нарушения до экрана судьи (WebSocket)")
    bench.add_argument("--rounds", type=int, default=200, help="сколько нарушений послать")
    bench.add_argument("--stored-games", type=int, metavar="N",
                       help="вместо этого: держит ли ход свой ритм, пока страница «Записи» "
                            "открывает N сохранённых игр")
    bench.add_argument("--json", action="store_true", help="вывести JSON")
    bench.set_defaults(func=run_bench)


def run_serve(args: argparse.Namespace) -> int:
    from api.app import create_app
    from api.serving import check_port, serve
    from api.settings import AppSettings

    shown = {"127.0.0.1": "localhost", "::1": "localhost", "0.0.0.0": socket.gethostname(),
             "::": socket.gethostname()}.get(args.host, args.host)
    settings = AppSettings(host=args.host, port=args.port, data=args.data, model=args.model,
                           engine=args.engine, listen=not args.no_listen, microphone=args.device,
                           allow_hosts=(*args.allow_host, shown))  # the name the links print
    check_port(settings.host, settings.port)
    url = f"http://{shown}:{settings.port}"
    print(f"Экран игроков: {url}/player   данные: {settings.data}")
    if args.demo:  # the same demo as `referee demo --judge`, in this server's data folder
        from api.demo.session import open_demo

        demo = open_demo(settings.data / "voice", model=args.model, recognise=not args.no_listen,
                         robot=False, say=lambda text: print(text, flush=True))

        def ready(table: Table) -> None:
            _announce(table, resumed=not demo.ready(table))

        app = create_app(settings, listening=demo.listening, on_ready=ready)
    else:
        app = create_app(settings, on_ready=_announce)
    print_login(app.state.judge_key, url)
    offer_links(app.state.judge_key, url)
    print("Загружаю словари и модель распознавания…", flush=True)
    serve(app, settings.host, settings.port)
    return 0


def print_login(key: JudgeKey, url: str) -> None:
    """Print a fresh one-time login link for the judge's browser."""
    print(f"Вход судьи (ссылка действует один раз): {url}{key.new_link()}", flush=True)


def offer_links(key: JudgeKey, url: str) -> None:
    """From now on each Enter in the server's terminal prints a new login link (another browser,
    a lost session); nothing when the terminal is not interactive."""
    if sys.stdin.isatty():
        threading.Thread(target=_links_on_enter, args=(key, url), name="login-links",
                         daemon=True).start()


def _links_on_enter(key: JudgeKey, url: str) -> None:
    for _ in sys.stdin:
        print_login(key, url)


def _announce(table: Table, resumed: bool = True) -> None:
    print(table.listening.status()["message"])
    if table.problem:
        print(table.problem)
    if table.game is not None and resumed:
        played = table.game.snapshot("player")["turns_played"]
        print(f"Продолжаем игру из «{table.folder}»: сыграно ходов {played} "
              f"из {table.game.total_turns}.")
    print("Готово. Новая ссылка для входа судьи: Enter. Остановить: Ctrl+C.", flush=True)


def run_bench(args: argparse.Namespace) -> int:
    if args.stored_games is not None:
        return _bench_stall(max(1, args.stored_games), args.json)
    from api.bench import run

    result = run(max(1, args.rounds))
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"Нарушение до экрана судьи ({result['rounds']} раз, 1 судья и "
              f"{result['player_clients']} экранов игроков): медиана "
              f"{result['alert_latency_p50_ms']} мс, 95% — {result['alert_latency_p95_ms']} мс.")
    return 0


def _bench_stall(stored: int, as_json: bool) -> int:
    from api.bench_stall import run

    r = run(stored)
    if as_json:
        print(json.dumps(r, ensure_ascii=False))
        return 0
    print(f"Список «Записи» из {r['stored_games']} игр: первый раз {r['replay_list_cold_s']} с, "
          f"повторно {r['replay_list_warm_s']} с.\nПока список грузится: ответов на пинг "
          f"{r['pongs_during_load']}, медиана {r['ping_rtt_p50_ms']} мс, худший "
          f"{r['ping_rtt_max_ms']} мс; самая долгая тишина сервера {r['loop_silence_max_ms']} мс."
          f"\n«Время!» пришло на {r['time_up_late_ms']} мс позже срока, "
          f"«Всё!» — на {r['turn_over_late_ms']} мс.")
    return 0
