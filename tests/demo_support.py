"""Helpers for the demo tests: the demo's app in-process, and the judge's messages as a queue to
wait on (event tests: a generous timeout and a message saying what did not come)."""

from __future__ import annotations

import queue
import re
import subprocess
import threading
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


# ---- the demo as a process: its output, line by line ---------------------------------------

def output_of(process: subprocess.Popen) -> queue.Queue:
    lines: queue.Queue = queue.Queue()

    def read() -> None:
        for line in process.stdout:
            lines.put(line)
        lines.put(None)  # the demo has exited
    threading.Thread(target=read, daemon=True).start()
    return lines


def first_match(lines: queue.Queue, pattern: str, seconds: float, seen: list[str]) -> re.Match:
    """The first line of the demo's output matching `pattern`; fails with the output seen so far
    when the demo exits or nothing matches within `seconds`."""
    try:
        while True:
            line = lines.get(timeout=seconds)
            if line is None:
                raise AssertionError(f"the demo exited before «{pattern}»: {''.join(seen)}")
            seen.append(line)
            if match := re.search(pattern, line):
                return match
    except queue.Empty:
        raise AssertionError(f"no «{pattern}» within {seconds} s; the demo said: "
                             f"{''.join(seen)}") from None
