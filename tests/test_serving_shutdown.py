"""Stopping a background dashboard server (the demo's Ctrl+C, the benchmarks) is prompt even when
a live socket's handler is still waiting: uvicorn's graceful shutdown is bounded."""

from __future__ import annotations

import asyncio
import time

from fastapi import FastAPI, WebSocket
from websockets.sync.client import connect

from api.serving import SHUTDOWN_GRACE_S, background


def test_a_socket_whose_handler_never_ends_does_not_hold_the_server_open():
    app = FastAPI()

    @app.websocket("/ws")
    async def waits_forever(websocket: WebSocket) -> None:
        await websocket.accept()
        await asyncio.Event().wait()  # never reads, never ends: like a handler awaiting events

    with background(app, timeout=30) as url, connect(url.replace("http", "ws", 1) + "/ws"):
        stopping = time.monotonic()
    # Without the bound the join waits out its whole 30 s timeout.
    assert time.monotonic() - stopping < SHUTDOWN_GRACE_S + 10
