"""The demo explainer (`referee serve --demo`) speaks through the same checker path as typed
words: its slips raise alerts on the judge's screen, and it stops with the turn."""

from __future__ import annotations

import time

from dashboard_support import make_client, new_game, receive_until

from api.demo.practice import DemoEars, set_up_game


def test_demo_script_has_a_filler_and_one_slip():
    ears = DemoEars(seed=1)
    scripts = {ears.script("кошка", frozenset({"кошачий", "кошка"})) for _ in range(30)}
    assert any(s.endswith("кошачий понимаешь") for s in scripts)
    assert any(s.endswith("на букву к") for s in scripts)
    assert any(s.endswith(" кошка") for s in scripts)
    assert all(ears.script("кошка", frozenset({"кошка"})).split()[-1] != "понимаешь"
               for _ in range(10))  # no same-root slip without a same-root word


def test_demo_turn_raises_alerts_and_stops_with_the_turn(tmp_path):
    ears = DemoEars(pace=0.01, seed=2)
    with make_client(tmp_path, listening=ears) as client:
        assert client.get("/api/status").json()["recognition"]["demo"] is True
        new_game(client, explain_seconds=60)
        with client.websocket_connect("/ws?view=judge") as ws:
            client.post("/api/turn/start_turn")
            alert = receive_until(ws, lambda m: m["type"] == "alert")[-1]["alert"]
        assert alert["rule"] in {"cognate", "letters"}
        assert ears.hearing
        client.post("/api/turn/give_up")
        assert not ears.hearing
        words = len(client.get("/api/game?view=judge").json()["live"]["words"])
        time.sleep(0.3)
        assert len(client.get("/api/game?view=judge").json()["live"]["words"]) == words


def test_demo_game_is_set_up_only_when_there_is_none(tmp_path):
    with make_client(tmp_path) as client:
        table = client.app.state.table
        client.portal.call(set_up_game, table, 5)  # on the app's event loop, as at start-up
        game = table.game
        assert len(game.players) == 4 and game.hat.counts()["in_hat"] == 40
        client.portal.call(set_up_game, table, 6)
        assert table.game is game
