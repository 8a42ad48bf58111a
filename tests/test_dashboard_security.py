"""Judge actions need the start-up token when the server is reachable from the network; the
players' screen does not. Local-only servers need none."""

from __future__ import annotations

import pytest
from dashboard_support import make_client, new_game
from starlette.websockets import WebSocketDisconnect

from api.settings import AppSettings, is_loopback

TOKEN = "s3cret-token"


@pytest.mark.parametrize("host, local", [("127.0.0.1", True), ("::1", True),
                                         ("localhost", True), ("0.0.0.0", False),
                                         ("192.168.1.5", False)])
def test_token_is_made_only_for_network_hosts(host, local):
    assert is_loopback(host) is local
    assert (AppSettings.for_host(host).token is None) is local


def test_judge_actions_need_the_token(tmp_path):
    with make_client(tmp_path, host="0.0.0.0", token=TOKEN) as client:
        assert client.post("/api/games", json={"players": ["А", "Б"], "words": "кошка"}
                           ).status_code == 401
        judge = {"X-Judge-Token": TOKEN}
        new_game(client, headers=judge)
        for path in ("/api/turn/start_turn", "/api/alerts/0-1/decision"):
            assert client.post(path, json={"decision": "dismissed"}).status_code == 401
            assert client.post(path, json={"decision": "dismissed"},
                               headers={"X-Judge-Token": "wrong"}).status_code == 401
        assert client.post("/api/turn/start_turn", headers=judge).status_code == 200
        assert client.post(f"/api/turn/guessed?token={TOKEN}").status_code == 200
        assert client.get("/api/game?view=judge").status_code == 401
        assert client.get("/api/turns/0/audio").status_code == 401
        assert "word" in client.get("/api/game?view=judge", headers=judge).json()["game"]
        assert "word" not in client.get("/api/game").json()["game"]
        assert client.get("/api/status").json()["token_required"] is True

        with pytest.raises(WebSocketDisconnect) as closed, \
             client.websocket_connect("/ws?view=judge") as ws:
            ws.receive_json()
        assert closed.value.code == 1008
        with client.websocket_connect(f"/ws?view=judge&token={TOKEN}") as ws:
            assert ws.receive_json()["view"] == "judge"
        with client.websocket_connect("/ws?view=player") as ws:
            assert ws.receive_json()["view"] == "player"
