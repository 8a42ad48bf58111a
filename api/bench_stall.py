"""`referee bench dashboard --stored-games N`: does a live turn keep its cadence while the replay
page lists N stored games?

N copies of one played game (6 players, every turn played) lie in the data folder; a real server
(background thread) plays a live turn of 1.5 s + 1 s. A judge socket pings every 20 ms; meanwhile
/api/replay/games is loaded twice — cold (every stored game resumed from its action log) and warm
(cached). Figures: both load times, ping round trips during the loads (the event loop's stalls),
and how late the «Время!» and «Всё!» events reached the judge after their deadlines.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import statistics
import tempfile
import time
import urllib.request
from itertools import pairwise
from pathlib import Path
from typing import Any

import websockets

from api.access.judge import HEADER
from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings
from game.clock import FakeClock
from game.game import Game
from game.settings import Settings

PLAYERS = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Егор"]
WORDS = ["стол", "кошка", "самолёт", "книга", "дерево", "окно", "лампа", "река", "гора", "сад",
         "мост", "поезд", "чашка", "ключ", "дверь", "облако", "трава", "ветер", "снег", "море"]
PING_EVERY = 0.02


def run(stored: int = 200) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as data:
        _store_games(Path(data) / "games", stored)
        app = create_app(AppSettings(data=Path(data), listen=False),
                         listening=Listening(None, "замер без распознавания."))
        judge = {HEADER: app.state.judge_key.key}
        with background(app) as url:
            _call("POST", f"{url}/api/games", judge, {
                "players": PLAYERS[:3], "words": "\n".join(WORDS), "explain_seconds": 1.5,
                "last_guess_seconds": 1.0, "seed": 1})
            figures = asyncio.run(_measure(url, judge))
    return {"stored_games": stored, **figures}


def _store_games(folder: Path, count: int) -> None:
    """`count` copies of one game played to the end, named as the dashboard names games."""
    first = folder / "20200101-000000-000000"
    first.mkdir(parents=True)
    clock = FakeClock()
    game = Game(PLAYERS, WORDS, Settings(explain_seconds=20), clock=clock,
                path=first / "game.sqlite")
    while not game.finished:
        game.start_turn()
        game.guessed()
        clock.advance(25)
        game.advance()
    game.close()
    for n in range(1, count):
        shutil.copytree(first, folder / f"20200101-000000-{n:06d}")


def _call(method: str, url: str, headers: dict[str, str], body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, method=method,
                                     headers={"Content-Type": "application/json", **headers})
    with urllib.request.urlopen(request, timeout=600) as response:
        return json.load(response)


async def _measure(url: str, judge: dict[str, str]) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    seen: dict[str, float] = {}
    pongs: list[tuple[float, float]] = []  # (received at, round trip)
    async with websockets.connect(f"{url.replace('http', 'ws')}/ws?view=judge",
                                  additional_headers=judge) as ws:
        reader = asyncio.create_task(_read(ws, pongs, seen))
        pinger = asyncio.create_task(_ping(ws))
        state = await loop.run_in_executor(None, _call, "POST", f"{url}/api/turn/start_turn",
                                           judge, {})
        time_up = state["game"]["next_deadline"]
        over = time_up + state["game"]["settings"]["last_guess_seconds"]
        began = time.time()
        cold = await loop.run_in_executor(None, _timed, f"{url}/api/replay/games", judge)
        window = (began, time.time())
        warm = await loop.run_in_executor(None, _timed, f"{url}/api/replay/games", judge)
        while "turn_over" not in seen:
            await asyncio.sleep(0.05)
        pinger.cancel()
        reader.cancel()
    during = [(at, rtt) for at, rtt in pongs if window[0] <= at <= window[1]]
    ms = sorted(rtt * 1000 for _, rtt in during)
    marks = [window[0], *(at for at, _ in during), window[1]]
    return {"replay_list_cold_s": round(cold, 2), "replay_list_warm_s": round(warm, 3),
            "pongs_during_load": len(during),
            "ping_rtt_p50_ms": round(statistics.median(ms), 1) if ms else None,
            "ping_rtt_max_ms": round(ms[-1], 1) if ms else None,
            "loop_silence_max_ms": round(max(b - a for a, b in pairwise(marks)) * 1000, 1),
            "time_up_late_ms": round((seen["time_up"] - time_up) * 1000, 1),
            "turn_over_late_ms": round((seen["turn_over"] - over) * 1000, 1)}


def _timed(url: str, headers: dict[str, str]) -> float:
    began = time.perf_counter()
    _call("GET", url, headers)
    return time.perf_counter() - began


async def _ping(ws: Any) -> None:
    while True:
        await ws.send(json.dumps({"type": "ping", "t": time.time()}))
        await asyncio.sleep(PING_EVERY)


async def _read(ws: Any, pongs: list[tuple[float, float]], seen: dict[str, float]) -> None:
    async for text in ws:
        message, now = json.loads(text), time.time()
        if message["type"] == "pong":
            pongs.append((now, now - message["t"]))
        elif message["type"] == "event":
            seen.setdefault(message["event"]["kind"], now)
