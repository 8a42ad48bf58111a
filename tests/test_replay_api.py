"""The replay page's API over real games on disk: rulings survive a restart, outcome changes move
the scores (the game at the table and an older one), «Проверить заново» after a rule change,
exports, judge-only access."""

from __future__ import annotations

import csv
import io

from dashboard_support import COGNATES, make_client, new_game
from replay_support import GAME_ID, recorded_game

from api.routes.replay import recheck_rules
from referee.rules.cognate import Cognate
from referee.rules.pointing import Pointing

TURN = f"/api/replay/games/{GAME_ID}/turns/0"


def scores(standings: list[dict]) -> dict[str, int]:
    return {s["name"]: s["total"] for s in standings}


def test_a_dispute_ruling_persists_across_a_restart(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path) as client:
        first = client.post(f"{TURN}/ruling", json={"verdict": "violation", "note": "слышно «вон»"})
        assert first.status_code == 200, first.text
        second = client.post(f"{TURN}/ruling",
                             json={"verdict": "no_violation", "note": "  пересмотрели  "})
        assert [r["verdict"] for r in second.json()["rulings"]] == ["violation", "no_violation"]
    with open(tmp_path / "games" / GAME_ID / "rulings.jsonl", "a", encoding="utf-8") as f:
        f.write('{"turn_no": 0, "verd')  # a crash in the middle of a write
    with make_client(tmp_path) as client:
        turn = client.get(TURN).json()
        assert [(r["verdict"], r["note"]) for r in turn["rulings"]] == [
            ("violation", "слышно «вон»"), ("no_violation", "пересмотрели")]
        assert turn["ruling"] == "no_violation"
        assert client.get("/api/replay/games").json()[0]["turns"][0]["ruling"] == "no_violation"
        client.post(f"{TURN}/ruling", json={"verdict": "other", "note": "переиграть"})
        assert client.get(TURN).json()["rulings"][-1]["note"] == "переиграть"


def test_changing_an_outcome_of_the_game_at_the_table_changes_the_scores(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path) as client:
        assert scores(client.get(TURN).json()["standings"]) == {"Аня": 2, "Борис": 2, "Вера": 0}
        with client.websocket_connect("/ws?view=judge") as ws:
            ws.receive_json(), ws.receive_json()  # hello, state
            changed = client.post(f"{TURN}/outcome", json={"word": "лампа", "outcome": "returned"})
            assert changed.status_code == 200, changed.text
            pushed = next(m for m in iter(ws.receive_json, None) if m["type"] == "state")
        assert scores(pushed["game"]["standings"]) == {"Аня": 1, "Борис": 1, "Вера": 0}
        card = next(c for c in changed.json()["cards"] if c["word"] == "лампа")
        assert (card["outcome"], card["corrected_from"]) == ("returned", "угадано")
        again = client.post(f"{TURN}/outcome", json={"word": "лампа", "outcome": "violation"})
        card = next(c for c in again.json()["cards"] if c["word"] == "лампа")
        assert (card["outcome"], card["corrected_from"]) == ("violation", "угадано")
        words = list(csv.reader(io.StringIO(
            client.get(f"/api/replay/games/{GAME_ID}/words.csv").content.decode("utf-8-sig"))))
        assert ["1", "1", "Аня", "Борис", "2", "лампа", "«Ошибка»"] == words[2][:7]


def test_changing_an_outcome_of_an_older_game_is_saved_in_its_store(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path) as client:
        new_game(client)  # the table moves on to a new game; the recorded one is on disk only
        games = client.get("/api/replay/games").json()
        assert [g["live"] for g in games] == [True, False] and games[1]["id"] == GAME_ID
        refused = client.post(f"{TURN}/outcome", json={"word": "стол", "outcome": "guessed"})
        assert refused.status_code == 409 and "не было слова «стол»" in refused.json()["detail"]
        client.post(f"{TURN}/outcome", json={"word": "дверь", "outcome": "violation"})
    with make_client(tmp_path) as client:
        assert scores(client.get(TURN).json()["standings"]) == {"Аня": 1, "Борис": 1, "Вера": 0}
        protocol = client.get(f"/api/replay/games/{GAME_ID}/protocol").text
        assert "исправлен исход" in protocol and "угадано → «Ошибка»" in protocol


def test_recheck_after_a_rule_change_shows_new_and_gone_alerts(tmp_path):
    recorded_game(tmp_path, rules=(Cognate(),))  # the turn was played before pointing was checked
    with make_client(tmp_path) as client:
        today = client.post(f"{TURN}/recheck").json()
        assert [a["words"] for a in today["new"]] == [["вон", "та"], ["посмотри", "наверх"]]
        assert {a["target"] for a in today["new"]} == {"дверь", "лампа"}
        assert today["gone"] == [] and [a["words"][0] for a in today["kept"]] == [
            "дверь", "лампочку", "лампа"]

        client.app.dependency_overrides[recheck_rules] = lambda: (Pointing(),)
        narrower = client.post(f"{TURN}/recheck").json()
        assert [a["words"][0] for a in narrower["gone"]] == ["дверь", "лампочку", "лампа"]
        assert len(narrower["new"]) == 2 and narrower["kept"] == []


def test_a_typed_turn_without_audio_replays_its_transcript(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=120)
        client.post("/api/turn/start_turn")
        secret = client.get("/api/game?view=judge").json()["game"]["word"]
        client.post("/api/turn/words/heard", json={"text": f"это {COGNATES[secret]}"})
        client.post("/api/turn/give_up")
        game_id = client.get("/api/replay/games").json()[0]["id"]
        turn = client.get(f"/api/replay/games/{game_id}/turns/0").json()
        assert [w["text"] for w in turn["transcript"]] == ["это", COGNATES[secret]]
        assert turn["audio"] is False and turn["alerts"][0]["words"] == [COGNATES[secret]]
        assert client.get(f"/api/replay/games/{game_id}/turns/0/audio").status_code == 404
        assert client.post(f"/api/replay/games/{game_id}/turns/0/recheck").json()["new"] == []


def test_unknown_games_and_turns_get_clear_answers(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path) as client:
        assert client.get("/api/replay/games/20990101-000000-1/turns/0").status_code == 404
        missing = client.get(f"/api/replay/games/{GAME_ID}/turns/5")
        assert missing.status_code == 400 and "нет хода 6" in missing.json()["detail"]
        assert client.get(f"/api/replay/games/{GAME_ID}/scores.csv").status_code == 404
        assert client.get("/api/replay/games/..%2F..%2Fetc/turns/0").status_code in (404, 422)
        bad = client.post(f"{TURN}/ruling", json={"verdict": "maybe", "note": ""})
        assert bad.status_code == 422


def test_replay_is_judge_only(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path, judge=False, token="секрет-судьи".encode().hex()) as client:
        token = "секрет-судьи".encode().hex()
        for path in ("/api/replay/games", TURN, f"{TURN}/audio",
                     f"/api/replay/games/{GAME_ID}/words.csv"):
            assert client.get(path).status_code == 401, path
            assert client.get(path, params={"token": token}).status_code == 401, path
            assert client.get(path, headers={"X-Judge-Token": token}).status_code == 200, path
        assert client.post(f"{TURN}/ruling", json={"verdict": "other"}).status_code == 401
        assert client.post(f"{TURN}/ruling", json={"verdict": "other"},
                           headers={"X-Judge-Token": token}).status_code == 200


def test_a_damaged_game_is_listed_with_what_is_wrong_and_the_others_still_show(tmp_path):
    recorded_game(tmp_path)
    broken = tmp_path / "games" / "20261130-110000-000001"  # older: the table resumes the newest
    broken.mkdir()
    (broken / "game.sqlite").write_bytes(b"not a database at all" * 100)
    with make_client(tmp_path) as client:
        games = client.get("/api/replay/games").json()
        assert [g["id"] for g in games] == [GAME_ID, broken.name]
        assert "не файл игры" in games[1]["error"] and "turns" in games[0]
        assert client.get(f"/api/replay/games/{broken.name}/turns/0").status_code == 400
