"""A server stopped in the middle of a turn: after the restart the table shows the turn as
interrupted (no clock running, no action but the judge's choice), and the judge replays it or
goes on with the seconds that were left; the live log forgets a replayed turn's words."""

from __future__ import annotations

import sqlite3
import time

import pytest
from dashboard_support import COGNATES, make_client, new_game
from fastapi.testclient import TestClient

from game.clock import FakeClock


def client_at(data, clock: FakeClock) -> TestClient:
    return make_client(data, clock=clock)


def wait_for_heartbeat(data, at: float) -> None:
    """Until the table's clock task (about once a second) has noted the server alive at `at`."""
    store = next((data / "games").iterdir()) / "game.sqlite"
    for _ in range(50):
        with sqlite3.connect(store) as db:
            row = db.execute("SELECT at FROM alive").fetchone()
        if row is not None and row[0] >= at:
            return
        time.sleep(0.1)
    raise AssertionError(f"no heartbeat at {at} in 5 s: {row}")


def cut_turn(tmp_path) -> tuple[FakeClock, dict]:
    """A turn started, a word guessed and one heard at 5 s; the server stops; 16 s pass."""
    clock = FakeClock()
    with client_at(tmp_path, clock) as client:
        new_game(client)
        client.post("/api/turn/start_turn")
        clock.advance(2)
        client.post("/api/turn/guessed")
        clock.advance(3)
        client.post("/api/turn/words/heard", json={"text": "пушистое животное"})
        before = client.get("/api/game?view=judge").json()
        wait_for_heartbeat(tmp_path, clock.now())
    clock.advance(16)
    return clock, before


def test_the_restarted_table_waits_for_the_judges_choice(tmp_path):
    clock, before = cut_turn(tmp_path)
    with client_at(tmp_path, clock) as client:
        state = client.get("/api/game?view=player").json()["game"]
        assert state["turn"]["interrupted"]["seconds_left"] == pytest.approx(15, abs=0.1)
        assert state["next_deadline"] is None and state["phase"] == "explaining"
        refused = client.post("/api/turn/guessed")
        assert refused.status_code == 409 and "Ход прерван" in refused.json()["detail"]
        assert client.post("/api/turn/words/heard", json={"text": "кот"}).status_code == 409

        assert client.post("/api/turn/resume_turn").status_code == 200
        after = client.get("/api/game?view=judge").json()
        assert after["game"]["next_deadline"] == pytest.approx(clock.now() + 15, abs=0.1)
        assert after["game"]["word"] == before["game"]["word"]
        assert after["live"]["words"] == before["live"]["words"]
        assert client.post("/api/turn/words/heard", json={"text": "мяу"}).json() == {"words": 1}


def test_replay_starts_the_same_pair_again_with_a_clean_transcript(tmp_path):
    clock, _ = cut_turn(tmp_path)
    with client_at(tmp_path, clock) as client:
        assert client.post("/api/turn/replay_turn").status_code == 200
        game = client.get("/api/game?view=judge").json()["game"]
        assert game["hat"]["in_hat"] == len(COGNATES) and game["turn"] is None
        assert game["next_turn"]["explainer"] == 0 and game["history"] == []
        assert {s["total"] for s in game["standings"]} == {0}
        client.post("/api/turn/start_turn")
        assert client.get("/api/game?view=judge").json()["live"]["words"] == []
    with make_client(tmp_path) as client:  # the replayed turn's old words stay forgotten
        live = client.get("/api/game?view=judge").json()["live"]
        assert live["words"] == []
