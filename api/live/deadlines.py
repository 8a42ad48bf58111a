"""The table's deadline clock: a task that sleeps until the game's next deadline («Время!»,
«Всё!») or a change, then lets the engine apply it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

from game.clock import Clock

log = logging.getLogger(__name__)
HEARTBEAT_SECONDS = 1.0  # during a turn, tick at least this often: the engine notes it is alive


class DeadlineClock:
    """`next_deadline()` gives the moment to wake at (None: no deadline); `tick()` applies it.
    `wake()` after anything that may move the deadline."""

    def __init__(self, clock: Clock, next_deadline: Callable[[], float | None],
                 tick: Callable[[], None]) -> None:
        self.clock = clock
        self.next_deadline = next_deadline
        self.tick = tick
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    def wake(self) -> None:
        self._wake.set()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        while True:
            deadline = self.next_deadline()
            timeout = None if deadline is None else \
                min(HEARTBEAT_SECONDS, max(0.0, deadline - self.clock.now()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
            self._wake.clear()
            try:
                self.tick()
            except Exception:  # the clock must keep going whatever one tick hit
                log.exception("deadline tick failed")
