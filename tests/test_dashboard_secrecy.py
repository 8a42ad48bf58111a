"""The players' screen never learns a word of the hat: the exact WebSocket frames a player client
receives during a whole turn (words heard, alerts, decisions, guesses, «Время!», «Всё!», a
correction afterwards) hold no form of any hat word, no transcript and no alert."""

from __future__ import annotations

import json

from dashboard_support import COGNATES, is_event, make_client, new_game

from common.analyzer import parse

PLAYER_TYPES = {"hello", "state", "event", "pong"}


def forms(word: str) -> set[str]:
    """Every inflected form of `word` (and its е-spelling), lowercase."""
    found = {f.word for p in parse(word) for f in p.lexeme} | {word}
    return found | {f.replace("ё", "е") for f in found}


def frames_until(ws, done) -> list[str]:
    frames = []
    for _ in range(300):
        frames.append(ws.receive_text())
        if done(json.loads(frames[-1])):
            return frames
    raise AssertionError("the turn did not end")


def test_player_stream_never_holds_a_word_transcript_or_alert(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=1.5, last_guess_seconds=0.5)
        with client.websocket_connect("/ws?view=player") as player, \
             client.websocket_connect("/ws?view=judge") as judge:
            first = client.post("/api/turn/start_turn").json()["game"]["word"]
            client.post("/api/turn/words/heard",
                        json={"text": f"это {COGNATES[first]} и {first}", "partials": True})
            alerts = client.get("/api/game?view=judge").json()["live"]["alerts"]
            client.post(f"/api/alerts/{alerts[0]['id']}/decision", json={"decision": "dismissed"})
            client.post("/api/turn/guessed")
            second = client.get("/api/game?view=judge").json()["game"]["word"]
            client.post("/api/turn/words/heard", json={"text": f"{COGNATES[second]} {second}"})
            player_frames = frames_until(player, is_event("turn_over"))
            client.post("/api/game/corrections",
                        json={"turn_no": 0, "word": first, "outcome": "returned"})
            player.send_json({"type": "ping", "t": 1})
            player_frames += frames_until(player, lambda m: m["type"] == "pong")
            judge_frames = frames_until(judge, is_event("corrected"))

    messages = [json.loads(f) for f in player_frames]
    assert {m["type"] for m in messages} <= PLAYER_TYPES
    kinds = [m["event"]["kind"] for m in messages if m["type"] == "event"]
    assert {"turn_started", "word_drawn", "word_guessed", "time_up", "turn_over",
            "corrected"} <= set(kinds)
    states = [m["game"] for m in messages if m["type"] == "state" and m["game"]]
    assert states and all("word" not in game for game in states)
    # the players see the turns played (pairs, points) but never a turn's words
    assert all("words" not in turn for game in states for turn in game["history"])
    assert all("seed" not in m["game"]["settings"] for m in messages if m["type"] == "state")
    secret_forms = set().union(*(forms(w) for w in COGNATES), set(COGNATES.values()))
    for frame in player_frames:
        text = frame.lower() + json.dumps(json.loads(frame), ensure_ascii=False).lower()
        leaked = sorted(f for f in secret_forms if f in text)
        assert not leaked, f"{leaked} in {frame}"
    judge_text = " ".join(json.dumps(json.loads(f), ensure_ascii=False) for f in judge_frames)
    assert first in judge_text and COGNATES[second] in judge_text  # the judge does get them
