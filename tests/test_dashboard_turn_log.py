"""The dashboard's turn log end to end (real engine, real checker, real SQLite, TestClient): an
alert raised on a partial word the recognizer withdraws is retracted on the judge's socket, in the
log and on the replay page; old games' logs (version 0) still open; crash damage is repaired when
the dashboard starts."""

from __future__ import annotations

import json

from dashboard_support import COGNATES, hear_and_withdraw, make_client, new_game, receive_until
from replay_support import GAME_ID, recorded_game

from referee.replay.turn_log import HEADER
from referee.speech.recorder import wav_header

TURN = f"/api/replay/games/{GAME_ID}/turns/0"


def _retracted_on_the_judge_socket(client, *instead: str) -> list[dict]:
    """A turn started, a cognate of its secret word heard as a partial word and then withdrawn
    (or heard `instead` as another word): the judge's messages up to the retraction."""
    new_game(client, explain_seconds=120)
    secret = client.post("/api/turn/start_turn").json()["game"]["word"]
    table = client.app.state.table
    with client.websocket_connect("/ws?view=judge") as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        client.portal.call(hear_and_withdraw, table, COGNATES[secret], *instead)
        return receive_until(ws, lambda m: m["type"] == "retraction")


def test_an_alert_on_a_withdrawn_partial_word_is_retracted_for_the_judge(tmp_path):
    with make_client(tmp_path) as client:
        seen = _retracted_on_the_judge_socket(client)
        assert [m["type"] for m in seen if m["type"] != "state"] == [
            "word", "alert", "revision", "retraction"]
        raised, retracted = seen[-3]["alert"], seen[-1]["alert"]
        assert retracted["id"] == raised["id"] and raised["retracted"] is None
        assert isinstance(retracted["retracted"], float) and retracted["decision"] is None
        live = client.get("/api/game?view=judge").json()["live"]
        assert live["words"] == [] and live["alerts"][0]["retracted"] == retracted["retracted"]
        refused = client.post(f"/api/alerts/{raised['id']}/decision",
                              json={"decision": "confirmed"})
        assert refused.status_code == 400 and "отозван" in refused.json()["detail"]
        client.post("/api/turn/give_up")
    folder = next((tmp_path / "games").iterdir())
    records = [json.loads(x) for x in (folder / "live.jsonl").read_text().splitlines()]
    assert records[0] == HEADER
    assert [{k: r[k] for k in ("turn_no", "id", "length", "at")} for r in records
            if r["type"] == "retraction"] == [
        {"turn_no": 0, "id": raised["id"], "length": 0, "at": retracted["retracted"]}]
    with make_client(tmp_path) as client:  # after a restart, on the replay page too
        turn = client.get(f"/api/replay/games/{folder.name}/turns/0").json()
        assert [(a["id"], a["retracted"]) for a in turn["alerts"]] == [
            (raised["id"], retracted["retracted"])]
        assert client.get("/api/replay/games").json()[0]["turns"][0]["alerts"] == 0


def test_an_alert_on_a_partial_word_heard_again_as_another_word_is_retracted(tmp_path):
    with make_client(tmp_path) as client:
        seen = _retracted_on_the_judge_socket(client, "ладно")
        assert [m["type"] for m in seen if m["type"] != "state"] == [
            "word", "alert", "word", "retraction"]
        raised, retracted = seen[-3]["alert"], seen[-1]["alert"]
        assert retracted["id"] == raised["id"] and isinstance(retracted["retracted"], float)
        live = client.get("/api/game?view=judge").json()["live"]
        assert [w["text"] for w in live["words"]] == ["ладно"]
        assert [(a["id"], a["retracted"]) for a in live["alerts"]] == [
            (raised["id"], retracted["retracted"])]
        client.post("/api/turn/give_up")
    folder = next((tmp_path / "games").iterdir())
    records = [json.loads(x) for x in (folder / "live.jsonl").read_text().splitlines()]
    assert [{k: v for k, v in r.items() if k != "at"} for r in records
            if r["type"] == "retraction"] == [
        {"type": "retraction", "turn_no": 0, "id": raised["id"], "replaced": 0}]


def _as_version_0(log) -> bytes:
    """The game's log as the dashboard wrote it before the log had a header."""
    old = []
    for line in log.read_text("utf-8").splitlines()[1:]:
        record = json.loads(line)
        record.pop("retracted", None)
        old.append(json.dumps(record, ensure_ascii=False) + "\n")
    log.write_text("".join(old), "utf-8")
    return log.read_bytes()


def test_an_old_game_log_opens_on_the_replay_page_unchanged(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path) as client:
        new_game(client)  # the table plays a newer game: the old one is only read from now on
    log = tmp_path / "games" / GAME_ID / "live.jsonl"
    original = _as_version_0(log)
    with make_client(tmp_path) as client:
        turn = client.get(TURN).json()
        assert len(turn["transcript"]) > 20 and turn["alerts"]
        assert {a["rule"] for a in turn["alerts"]} == {"pointing", "cognate"}
    assert log.read_bytes() == original


def test_an_old_game_resumed_at_the_table_is_migrated_keeping_the_original(tmp_path):
    recorded_game(tmp_path)
    log = tmp_path / "games" / GAME_ID / "live.jsonl"
    original = _as_version_0(log)
    with make_client(tmp_path) as client:
        before = client.get(TURN).json()
    assert (log.parent / "live.v0.jsonl").read_bytes() == original
    assert json.loads(log.read_text().splitlines()[0]) == HEADER
    with make_client(tmp_path) as client:
        assert client.get(TURN).json()["alerts"] == before["alerts"]


def test_the_dashboard_repairs_recordings_and_logs_a_crash_left_at_start(tmp_path):
    recorded_game(tmp_path)
    folder = tmp_path / "games" / GAME_ID
    wav = folder / "recordings" / "turn-000.wav"
    audio = wav.read_bytes()[44:]
    wav.write_bytes(wav_header(0) + audio)  # the header of a recording cut by a crash
    with (folder / "rulings.jsonl").open("a", encoding="utf-8") as f:
        f.write('{"turn_no": 0, "verd')
    with make_client(tmp_path) as client:
        assert client.get(f"{TURN}/audio").status_code == 200
        assert client.get(TURN).json()["rulings"] == []
    assert wav.read_bytes() == wav_header(len(audio)) + audio
    assert (folder / "rulings.jsonl").read_text() == ""
    assert (folder / "rulings.jsonl.torn").read_text() == '{"turn_no": 0, "verd\n'


def test_a_game_whose_log_is_broken_in_the_middle_is_not_resumed_and_says_where(tmp_path):
    recorded_game(tmp_path)
    log = tmp_path / "games" / GAME_ID / "live.jsonl"
    lines = log.read_text("utf-8").splitlines(keepends=True)
    log.write_text("".join([*lines[:3], '{"type": "wo\n', *lines[3:]]), "utf-8")
    with make_client(tmp_path) as client:
        problem = client.get("/api/status").json()["problem"]
        assert "не удалось открыть" in problem and "live.jsonl», строка 4" in problem
        listed = client.get("/api/replay/games").json()
        assert listed[0]["id"] == GAME_ID and "строка 4" in listed[0]["error"]
        new_game(client)  # the judge can go on with a new game
    assert log.read_text("utf-8").count("\n") == len(lines) + 1  # the broken file is left as is


def test_the_replay_page_repairs_an_older_games_recording_before_it_is_replayed(tmp_path):
    recorded_game(tmp_path)
    wav = tmp_path / "games" / GAME_ID / "recordings" / "turn-000.wav"
    audio = wav.read_bytes()[44:]
    with make_client(tmp_path) as client:
        new_game(client)  # the recorded game is now an older one
        wav.write_bytes(wav_header(0) + audio)  # e.g. copied in from a laptop that crashed
        assert client.get(TURN).json()["audio"] is True
        assert client.get(f"{TURN}/audio").content == wav_header(len(audio)) + audio
