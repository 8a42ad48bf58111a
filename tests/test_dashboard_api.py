"""The dashboard's HTTP API and live channel, through FastAPI's TestClient (real engine, real
checker, real SQLite in a temporary folder)."""

from __future__ import annotations

import pytest
from dashboard_support import (
    COGNATES,
    PLAYERS,
    is_event,
    is_state,
    new_game,
    receive_until,
)


def test_without_a_model_says_how_to_turn_recognition_on(client):
    status = client.get("/api/status").json()
    assert status["recognition"]["live"] is False
    assert "referee model download" in status["recognition"]["message"]
    assert status["judge"] is True and status["game"] is False


@pytest.mark.parametrize("body, code", [
    ({"players": ["Аня"], "words": "кошка"}, 422),  # one player
    ({"players": ["Аня", "Аня"], "words": "кошка"}, 400),  # same names
    ({"players": ["Аня", "  "], "words": "кошка"}, 400),  # empty name
    ({"players": PLAYERS, "words": "\n\n"}, 400),  # no words
    ({"players": PLAYERS, "words": "кошки"}, 400),  # only a flagged word, not kept
    ({"players": PLAYERS, "words": "кошка", "explain_seconds": 0}, 422),
    ({"players": PLAYERS, "words": "кошка", "keep": [5]}, 400),  # no such flagged line
])
def test_bad_setups_are_refused_with_a_message(client, body, code):
    response = client.post("/api/games", json=body)
    assert response.status_code == code
    assert response.json()["detail"]
    assert client.get("/api/status").json()["game"] is False


def test_flagged_words_are_kept_only_when_the_judge_says_so(client):
    report = client.post("/api/words/check", json={"text": "кошка\nкошки\nbook"}).json()
    assert [a["word"] for a in report["accepted"]] == ["кошка"]
    assert {i["line"]: i["kind"] for i in report["issues"]} == {2: "plural", 3: "not_cyrillic"}
    state = new_game(client, words="кошка\nкошки", keep=[2])
    assert state["game"]["hat"]["in_hat"] == 2


def test_generated_words_fit_the_hat(client):
    words = client.post("/api/words/generate", json={"count": 5, "seed": 3}).json()["words"]
    assert len(set(words)) == 5
    report = client.post("/api/words/check", json={"text": "\n".join(words)}).json()
    assert report["issues"] == []


def test_actions_follow_the_rules_of_the_turn(client):
    assert client.post("/api/turn/start_turn").status_code == 400  # no game yet
    new_game(client)
    assert client.post("/api/turn/guessed").status_code == 409  # turn not started
    started = client.post("/api/turn/start_turn")
    assert started.status_code == 200
    assert started.json()["following"] == {"turn_no": 1, "explainer": 1, "guesser": 2}
    assert client.post("/api/turn/start_turn").status_code == 409  # already running
    assert client.post("/api/turn/dance").status_code == 422
    state = client.post("/api/turn/guessed").json()["game"]
    assert [s["total"] for s in state["standings"][:2]] == [1, 1]
    assert state["word"] in COGNATES
    state = client.post("/api/turn/give_up").json()["game"]
    assert state["phase"] == "ready" and state["history"][0]["end_reason"] == "gave_up"
    assert state["next_turn"] == {"turn_no": 1, "circle": 0, "explainer": 1, "guesser": 2}


def test_heard_words_raise_alerts_and_a_confirmed_one_ends_the_turn(client):
    new_game(client)
    with client.websocket_connect("/ws?view=judge") as ws:
        assert [m["type"] for m in receive_until(ws, lambda m: m["type"] == "state")] == [
            "hello", "state"]
        client.post("/api/turn/start_turn")
        client.post("/api/turn/guessed")
        state = receive_until(ws, is_state(lambda g: g["hat"]["guessed"] == 1))[-1]
        secret = state["game"]["word"]
        heard = client.post("/api/turn/words/heard", json={"text": f"Это {COGNATES[secret]}!"})
        assert heard.json() == {"words": 2}
        seen = receive_until(ws, lambda m: m["type"] == "alert")
        assert [m["word"]["text"] for m in seen if m["type"] == "word"] == [
            "это", COGNATES[secret]]
        alert = seen[-1]["alert"]
        assert alert["rule"] == "cognate" and alert["target"] == secret
        assert alert["span"] == [1, 2] and alert["explanation"] and alert["decision"] is None
        decided = client.post(f"/api/alerts/{alert['id']}/decision", json={"decision": "confirmed"})
        assert decided.json()["decision"] == "confirmed"
        seen = receive_until(ws, is_event("turn_over"))
        assert seen[-1]["event"]["data"] == {"reason": "violation"}
        final = receive_until(ws, lambda m: m["type"] == "state")[-1]["game"]
    assert final["phase"] == "ready"
    assert [w["outcome"] for w in final["history"][0]["words"]] == ["guessed", "violation"]
    assert [s["total"] for s in final["standings"]] == [1, 1, 0]


def test_exact_word_heard_can_be_taken_as_guessed(client):
    new_game(client)
    secret = client.post("/api/turn/start_turn").json()["game"]["word"]
    with client.websocket_connect("/ws?view=judge") as ws:
        client.post("/api/turn/words/heard", json={"text": secret})
        alert = receive_until(ws, lambda m: m["type"] == "alert")[-1]["alert"]
        assert alert["exact_target"] is True
        response = client.post(f"/api/alerts/{alert['id']}/decision", json={"decision": "guessed"})
        assert response.status_code == 200
    game = client.get("/api/game?view=judge").json()["game"]
    assert game["history"][0]["words"][0] == {**game["history"][0]["words"][0],
                                              "word": secret, "outcome": "guessed"}
    again = client.post(f"/api/alerts/{alert['id']}/decision", json={"decision": "guessed"})
    assert again.status_code == 400  # that word is no longer on


def test_confirming_an_earlier_word_corrects_it_when_the_turn_ends(client):
    new_game(client, explain_seconds=60)
    first = client.post("/api/turn/start_turn").json()["game"]["word"]
    client.post("/api/turn/words/heard", json={"text": COGNATES[first]})
    client.post("/api/turn/guessed")
    alert = client.get("/api/game?view=judge").json()["live"]["alerts"][0]
    client.post(f"/api/alerts/{alert['id']}/decision", json={"decision": "confirmed"})
    assert client.get("/api/game?view=judge").json()["game"]["standings"][0]["total"] == 1
    game = client.post("/api/turn/give_up").json()["game"]
    assert game["history"][0]["words"][0]["outcome"] == "violation"
    assert all(s["total"] == 0 for s in game["standings"])


def test_words_are_refused_outside_a_turn(client):
    new_game(client)
    response = client.post("/api/turn/words/heard", json={"text": "кошачий"})
    assert response.status_code == 400 and "Ход не идёт" in response.json()["detail"]
    dismissed = {"decision": "dismissed"}
    assert client.post("/api/alerts/0-1/decision", json=dismissed).status_code == 400
    assert client.post("/api/alerts/x/decision", json=dismissed).status_code == 422


def test_deadlines_are_pushed_by_the_server(client):
    new_game(client, explain_seconds=0.3, last_guess_seconds=0.2)
    with client.websocket_connect("/ws?view=player") as ws:
        client.post("/api/turn/start_turn")
        seen = receive_until(ws, is_event("turn_over"))
    kinds = [m["event"]["kind"] for m in seen if m["type"] == "event"]
    assert kinds[-3:] == ["time_up", "word_returned", "turn_over"]
    phases = [m["game"]["phase"] for m in seen if m["type"] == "state"]
    assert "last_guess" in phases  # «Время!» pushed at its own deadline, before «Всё!»
    started = next(m["event"] for m in seen if m["type"] == "event"
                   and m["event"]["kind"] == "turn_started")
    over = seen[-1]["event"]
    assert over["data"] == {"reason": "time"}
    assert over["at"] == pytest.approx(started["at"] + 0.5)


def test_a_reconnecting_judge_gets_the_turn_so_far(client):
    new_game(client, explain_seconds=60)
    secret = client.post("/api/turn/start_turn").json()["game"]["word"]
    client.post("/api/turn/words/heard", json={"text": f"ну {COGNATES[secret]}"})
    with client.websocket_connect("/ws?view=judge") as ws:
        hello, state = ws.receive_json(), ws.receive_json()
    assert hello["type"] == "hello" and hello["recognition"]["live"] is False
    assert state["game"]["phase"] == "explaining" and state["game"]["word"] == secret
    assert state["game"]["next_deadline"] == state["game"]["turn"]["time_at"]
    assert [w["text"] for w in state["live"]["words"]] == ["ну", COGNATES[secret]]
    assert [a["words"] for a in state["live"]["alerts"]] == [[COGNATES[secret]]]


def test_websocket_answers_bad_messages_with_errors(client):
    new_game(client)
    with client.websocket_connect("/ws?view=judge") as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        for bad in ["not json", "[1]", '{"type": "dance"}', '{"type": "action", "action": "x"}',
                    '{"type": "decide", "id": "9-9", "decision": "confirmed"}']:
            ws.send_text(bad)
            assert ws.receive_json()["type"] == "error"
        ws.send_bytes(b"\x00\xff")
        assert ws.receive_json()["type"] == "error"
        ws.send_json({"type": "ping", "t": 12.5})
        pong = ws.receive_json()
        assert pong["type"] == "pong" and pong["t"] == 12.5 and pong["server_time"] > 0
        ws.send_json({"type": "action", "action": "start_turn"})
        assert receive_until(ws, lambda m: m["type"] == "done")[-1]["request"] == "action"
    with client.websocket_connect("/ws?view=player") as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        ws.send_json({"type": "action", "action": "guessed"})
        assert ws.receive_json()["type"] == "error"
    assert client.get("/api/game?view=judge").json()["game"]["hat"]["guessed"] == 0


def test_unknown_pages_and_recordings_are_404(client):
    assert client.get("/nope").status_code == 404
    assert client.get("/api/turns/0/audio").status_code == 404
    for page in ("/setup", "/table", "/scores", "/player"):
        response = client.get(page)
        assert response.status_code == 200 and "layout.js" in response.text
