"""`referee bench dashboard`: how soon an alert reaches the judge's screen.

A real server on 127.0.0.1 (background thread), a game whose turn outlasts the run, one judge (with
the judge's key in its header, as programs send it) and five player WebSocket clients. Each round
the judge sends the secret word as heard text; the alert's `heard_at` (server's wall clock when
the word entered the checker, same machine) is subtracted from the moment the judge client
receives it.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import websockets

from api.access.judge import HEADER
from api.app import create_app
from api.live.listening import Listening
from api.serving import background
from api.settings import AppSettings

PLAYERS = 5
WORDS = ["стол", "кошка", "самолёт", "книга", "дерево", "окно"]


def run(rounds: int = 200) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as data:
        settings = AppSettings(data=Path(data), listen=False)
        app = create_app(settings, listening=Listening(None, "замер без распознавания."))
        judge = {HEADER: app.state.judge_key.key}
        with background(app) as url:
            _call(f"{url}/api/games", judge, {"players": ["А", "Б", "В"], "seed": 1,
                                              "words": "\n".join(WORDS), "explain_seconds": 600})
            word = _call(f"{url}/api/turn/start_turn", judge, {})["game"]["word"]
            latencies = asyncio.run(_rounds(url.replace("http", "ws"), judge, word, rounds))
    ms = sorted(x * 1000 for x in latencies)
    return {"rounds": len(ms), "player_clients": PLAYERS, "judge_clients": 1,
            "alert_latency_p50_ms": round(statistics.median(ms), 2),
            "alert_latency_p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2),
            "alert_latency_max_ms": round(ms[-1], 2)}


def _call(url: str, headers: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", **headers})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)


async def _rounds(base: str, judge_headers: dict[str, str], word: str,
                  rounds: int) -> list[float]:
    players = [await websockets.connect(f"{base}/ws?view=player") for _ in range(PLAYERS)]
    drains = [asyncio.create_task(_drain(p)) for p in players]
    latencies: list[float] = []
    async with websockets.connect(f"{base}/ws?view=judge",
                                  additional_headers=judge_headers) as judge:
        for _ in range(rounds):
            await judge.send(json.dumps({"type": "hear", "text": f"это {word}"}))
            latencies.append(await asyncio.wait_for(_next_alert(judge), 10))
    for task in drains:
        task.cancel()
    for player in players:
        await player.close()
    return latencies


async def _next_alert(judge: Any) -> float:
    while True:
        message = json.loads(await judge.recv())
        if message["type"] == "alert":
            return time.time() - message["alert"]["heard_at"]


async def _drain(player: Any) -> None:
    async for _ in player:
        pass
