"""Helpers for the demo tests: the demo's app in-process, and the judge's messages as a queue to
wait on (event tests: a generous timeout and a message saying what did not come)."""

from __future__ import annotations

import queue
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dashboard_support import BASE, Client, login
from fastapi.testclient import TestClient

from api.app import create_app
from api.demo.session import Demo, open_demo
from api.live.table import Table
from api.settings import AppSettings


@dataclass
class Running:
    client: TestClient
    demo: Demo
    table: Table
    messages: queue.Queue

    def wait_for(self, done: Callable[[dict], bool], seconds: float, what: str) -> dict:
        """The first judge message `done` accepts; fail saying `what` did not come."""
        seen: list[str] = []
        try:
            while True:
                message = self.messages.get(timeout=seconds)
                seen.append(message["type"])
                if done(message):
                    return message
        except queue.Empty:
            raise AssertionError(f"no {what} within {seconds} s; judge messages: "
                                 f"{seen[-30:]}") from None


@contextmanager
def running_demo(data: Path, **options: Any) -> Iterator[Running]:
    """The demo (`open_demo(**options)`) served in-process on `data`, started and ready."""
    demo = open_demo(data / "voice", say=lambda _: None, **options)
    messages: queue.Queue = queue.Queue()
    tables: list[Table] = []

    def ready(table: Table) -> None:
        table.hub.watch(messages.put)
        tables.append(table)
        demo.ready(table)

    app = create_app(AppSettings(data=data, listen=False), listening=demo.listening,
                     on_ready=ready)
    with Client(app, base_url=BASE) as client:
        login(client)
        yield Running(client, demo, tables[0], messages)


def is_event(kind: str) -> Callable[[dict], bool]:
    return lambda m: m["type"] == "event" and m["event"]["kind"] == kind


def is_final_word(m: dict) -> bool:
    return m["type"] == "word" and m["word"]["final"]
