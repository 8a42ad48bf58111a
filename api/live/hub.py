"""WebSocket clients of the live channel and the fan-out of messages to them.

Each client has its own queue and sender task, so a slow screen never holds up the others or the
game. A message is published as a pair: what judges get and what players get (None: nothing).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from game.events import View

Message = dict[str, Any]
QUEUE_LIMIT = 1000  # a client this far behind is disconnected (it resynchronises on reconnect)


@dataclass(eq=False)
class Client:
    socket: WebSocket
    view: View
    queue: asyncio.Queue[Message | None] = field(
        default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))

    def put(self, message: Message | None) -> bool:
        try:
            self.queue.put_nowait(message)
            return True
        except asyncio.QueueFull:
            return False


OFF_LOOP = ("table code ran off the event loop's thread: call it from an `async def` route, or "
            "hand it to the loop")


class Hub:
    """Made on the event loop's thread, which alone may publish (a debug assertion checks it:
    every change of the table publishes, so table code run from a worker thread fails here)."""

    def __init__(self) -> None:
        self.clients: set[Client] = set()
        self.watchers: list[Callable[[Message], None]] = []
        self._loop_thread = threading.get_ident()

    def watch(self, judge: Callable[[Message], None]) -> None:
        """Hand every judge message to `judge` too (an in-process judge, the demo's robot); it is
        called while the table publishes, so it must only note what it saw, never act."""
        self.watchers.append(judge)

    def publish(self, judge: Message | None, player: Message | None = None) -> None:
        """Queue `judge` for judge clients and `player` for player clients (event loop thread)."""
        assert threading.get_ident() == self._loop_thread, OFF_LOOP
        for watcher in self.watchers if judge is not None else ():
            watcher(judge)
        for client in list(self.clients):
            message = judge if client.view == View.JUDGE else player
            if message is not None and not client.put(message):
                self.clients.discard(client)  # too far behind: drop it, it will reconnect
                asyncio.get_running_loop().create_task(client.socket.close(code=1013))

    def publish_each(self, build: Callable[[View], Message | None]) -> None:
        """Publish a message built once per view."""
        self.publish(build(View.JUDGE), build(View.PLAYER))

    async def serve(self, client: Client, first: list[Message],
                    on_message: Callable[[Client, str | None], Awaitable[Message | None]]) -> None:
        """Run one connection: send `first`, then the queue; hand each text received to
        `on_message`, whose reply (if any) goes back to this client only."""
        for message in first:
            client.put(message)
        self.clients.add(client)
        sender = asyncio.create_task(self._send_loop(client))
        try:
            while True:
                message = await client.socket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                reply = await on_message(client, message.get("text"))  # None: a binary frame
                if reply is not None:
                    client.put(reply)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            self.clients.discard(client)
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender

    async def _send_loop(self, client: Client) -> None:
        while True:
            message = await client.queue.get()
            if message is None:
                await client.socket.close()
                return
            await client.socket.send_json(message)
