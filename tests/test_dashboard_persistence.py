"""A restarted server resumes the current game mid-turn, with what was heard, the alerts and the
judge's decisions (engine SQLite store + the dashboard's live.jsonl)."""

from __future__ import annotations

import json

from dashboard_support import COGNATES, make_client, new_game


def test_restart_resumes_the_game_with_transcript_alerts_and_decisions(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=120)
        client.post("/api/turn/start_turn")
        client.post("/api/turn/guessed")
        secret = client.get("/api/game?view=judge").json()["game"]["word"]
        client.post("/api/turn/words/heard", json={"text": f"{COGNATES[secret]} {secret}"})
        before = client.get("/api/game?view=judge").json()
        alert_id = before["live"]["alerts"][0]["id"]
        client.post(f"/api/alerts/{alert_id}/decision", json={"decision": "dismissed"})

    with make_client(tmp_path) as client:
        assert client.get("/api/game").json()["game"]["turn"]["interrupted"] is not None
        client.post("/api/turn/resume_turn")  # the judge goes on with the seconds left
        after = client.get("/api/game?view=judge").json()
        assert after["game"]["phase"] == "explaining" and after["game"]["word"] == secret
        assert after["game"]["next_deadline"] >= before["game"]["next_deadline"]
        assert after["game"]["standings"] == before["game"]["standings"]
        assert after["live"]["words"] == before["live"]["words"]
        assert [(a["id"], a["decision"]) for a in after["live"]["alerts"]] == [
            (alert_id, "dismissed"), *((a["id"], None) for a in before["live"]["alerts"][1:])]
        client.post("/api/turn/words/heard", json={"text": "ещё"})  # checking goes on
        assert after["live"]["words"][-1]["index"] + 1 == \
            client.get("/api/game?view=judge").json()["live"]["words"][-1]["index"]

    games = list((tmp_path / "games").iterdir())
    assert len(games) == 1
    log = [json.loads(line) for line in (games[0] / "live.jsonl").read_text().splitlines()]
    assert {"type": "decision", "id": alert_id, "decision": "dismissed"}.items() <= \
        next(r for r in log if r["type"] == "decision").items()


def test_a_line_cut_by_a_crash_is_kept_aside_and_the_rest_read(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=120)
        client.post("/api/turn/start_turn")
        client.post("/api/turn/words/heard", json={"text": "раз два"})
    log = next((tmp_path / "games").iterdir()) / "live.jsonl"
    with log.open("a", encoding="utf-8") as f:
        f.write('{"type": "word", "turn_no": 0, "ind')
    with make_client(tmp_path) as client:
        words = client.get("/api/game?view=judge").json()["live"]["words"]
        assert [w["text"] for w in words] == ["раз", "два"]
        client.post("/api/turn/resume_turn")
        client.post("/api/turn/words/heard", json={"text": "три"})
    with make_client(tmp_path) as client:
        words = client.get("/api/game?view=judge").json()["live"]["words"]
    assert [w["text"] for w in words] == ["раз", "два", "три"]
    assert (log.parent / "live.jsonl.torn").read_text() == '{"type": "word", "turn_no": 0, "ind\n'


def test_a_broken_game_file_does_not_stop_the_server(tmp_path):
    broken = tmp_path / "games" / "20990101-000000-000000"
    broken.mkdir(parents=True)
    (broken / "game.sqlite").write_bytes(b"not a database at all" * 100)
    with make_client(tmp_path) as client:
        status = client.get("/api/status").json()
        assert status["game"] is False and "не удалось открыть" in status["problem"]
        new_game(client)
        assert client.get("/api/status").json()["problem"] is None
    assert (broken / "game.sqlite").read_bytes().startswith(b"not a database")
