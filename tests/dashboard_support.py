"""Helpers for the dashboard tests: an app on a temporary data folder, reading the live channel."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from fastapi.testclient import TestClient

from api.app import create_app
from api.live.listening import Listening
from api.settings import AppSettings
from game.clock import Clock
from referee.events import Revision, WordEvent
from referee.rules.cards import checked

# Hat words and a same-root word for each (the test's own table, not an eval set).
COGNATES = {"кошка": "кошачий", "самолёт": "самолётный", "карандаш": "карандашный",
            "подушка": "подушечка", "книга": "книжный"}
PLAYERS = ["Аня", "Борис", "Вера"]


BASE = "http://127.0.0.1:8000"  # a name the server answers (the gate refuses "testserver")


class Client(TestClient):
    """TestClient whose sockets go to `BASE` too (TestClient's own go to ws://testserver)."""

    def websocket_connect(self, url: str, *args: Any, **kwargs: Any) -> Any:
        return super().websocket_connect(urljoin(BASE.replace("http", "ws", 1), url), *args,
                                         **kwargs)


def make_client(data: Path, listening: Listening | None = None, judge: bool = True,
                clock: Clock | None = None, **settings: Any) -> TestClient:
    """A client of a fresh app; `judge`: signed in through a one-time login link first."""
    app = create_app(AppSettings(data=data, listen=False, **settings),
                     listening=listening or Listening(None, "тест без модели."), clock=clock)
    client = Client(app, base_url=BASE)
    if judge:
        login(client)
    return client


def login(client: TestClient) -> None:
    """Sign `client` in as the judge, as a browser does: the one-time link sets the cookie."""
    answer = client.get(client.app.state.judge_key.new_link(), follow_redirects=False)
    assert answer.status_code == 303 and "hat_judge" in client.cookies, answer.text


def new_game(client: TestClient, headers: dict[str, str] | None = None, **fields: Any) -> dict:
    body = {"players": PLAYERS, "words": "\n".join(COGNATES), "seed": 7, **fields}
    response = client.post("/api/games", json=body, headers=headers or {})
    assert response.status_code == 201, response.text
    return response.json()


def receive_until(ws: Any, done: Callable[[dict], bool], limit: int = 200) -> list[dict]:
    """Messages from `ws` up to and including the first one `done` accepts."""
    seen = []
    for _ in range(limit):
        message = ws.receive_json()
        seen.append(message)
        if done(message):
            return seen
    raise AssertionError(f"no expected message in {limit}: {[m['type'] for m in seen]}")


def is_event(kind: str) -> Callable[[dict], bool]:
    return lambda m: m["type"] == "event" and m["event"]["kind"] == kind


def is_state(predicate: Callable[[dict], bool]) -> Callable[[dict], bool]:
    return lambda m: m["type"] == "state" and m["game"] is not None and predicate(m["game"])


def hear_and_withdraw(table: Any, word: str, instead: str | None = None) -> None:
    """What `LiveTurn` hands the table when the recognizer hears `word` as a partial word and then
    withdraws it (or, with `instead`, hears it again as that word at the same index, final): each
    event and what the table's real checker says about it (call it on the server's event loop)."""
    turn_no = table.game.current_turn.turn_no
    index = len(table.transcripts[turn_no].words)
    then = Revision(index) if instead is None else WordEvent(index, instead, 0.5, 0.9, 0.9)
    for event in (WordEvent(index, word, 0.5, 0.9, 0.6, final=False), then):
        table.take(turn_no, event)
        for said in checked(table.ears.checker, event):
            table.take(turn_no, said)


def judge_page(browser: Any, app: Any, url: str, **options: Any) -> Any:
    """A new browser page signed in as the judge: it opens a one-time login link, as the judge
    does from the terminal, and lands on the judge's table."""
    page = browser.new_page(**options)
    page.goto(url + app.state.judge_key.new_link())
    return page


def judge_headers(app: Any) -> dict[str, str]:
    """What a program (not a page) sends to act as the judge."""
    return {"X-Judge-Token": app.state.judge_key.key}


def hear_said(table: Any, said: list[tuple[str, str | None]]) -> None:
    """What `LiveTurn` hands the table when it hears `said` (words with who said them, as its
    attributor tags them): each word and what the table's real checker says about it (call it on
    the server's event loop)."""
    turn = table.game.current_turn
    heard = table.clock.now() - turn.started_at  # the words end now, in the turn's time
    for n, (text, speaker) in enumerate(said):
        index = len(table.transcripts[turn.turn_no].words)
        start = max(0.0, heard - 0.3 * (len(said) - n))
        word = WordEvent(index, text, start, start + 0.25, speaker=speaker)
        table.take(turn.turn_no, word)
        for alert in checked(table.ears.checker, word):
            table.take(turn.turn_no, alert)
