"""Who said a word, through the dashboard: words heard with their speakers reach the judge's
socket and the turn log; on the replay the judge corrects a word's speaker, the correction is kept
on disk (across a restart, a line torn by a crash aside) and the turn's alerts are checked again
with it. Real engine, real checker (pymorphy3), real SQLite; no recognizer (the words come as
`LiveTurn` hands them to the table)."""

from __future__ import annotations

from dashboard_support import COGNATES, hear_said, make_client, new_game, receive_until

from referee.speakers.verdicts import FORM_HINT


def test_speakers_reach_the_judge_the_log_and_the_replay_where_the_judge_corrects_them(tmp_path):
    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=120)
        secret = client.post("/api/turn/start_turn").json()["game"]["word"]
        table = client.app.state.table
        said = [("это", "explainer"), (COGNATES[secret], "explainer"), (secret, "guesser"),
                ("ну", "uncertain")]
        with client.websocket_connect("/ws?view=judge") as ws:
            receive_until(ws, lambda m: m["type"] == "state")
            client.portal.call(hear_said, table, said)
            seen = receive_until(ws, lambda m: m["type"] == "word" and m["word"]["index"] == 3)
        words = [m["word"] for m in seen if m["type"] == "word"]
        assert [w["speaker"] for w in words] == [s for _, s in said]
        alerts = {m["alert"]["words"][0]: m["alert"] for m in seen if m["type"] == "alert"}
        assert alerts[COGNATES[secret]]["evidence"]["speaker"] == "explainer"
        assert not alerts[COGNATES[secret]]["exact_target"]  # a violation
        guess = alerts[secret]
        assert guess["exact_target"] and guess["evidence"]["prompt"] == "guess"
        client.post("/api/turn/give_up")
        game_id = client.get("/api/replay/games").json()[0]["id"]

    turn = f"/api/replay/games/{game_id}/turns/0"
    with make_client(tmp_path) as client:  # a restart: the turn log is read back
        shown = client.get(turn).json()
        assert [w["speaker"] for w in shown["transcript"]] == [s for _, s in said]

        fixed = client.post(f"{turn}/speaker", json={"index": 1, "speaker": "guesser"})
        assert fixed.status_code == 200, fixed.text
        data = fixed.json()
        word = data["turn"]["transcript"][1]
        assert word["speaker"] == "guesser" and word["speaker_was"] == "explainer"
        changed = data["recheck"]["changed"]
        assert [a["words"] for a in changed] == [[COGNATES[secret]]]
        assert changed[0]["evidence"]["prompt"] == "form" and FORM_HINT in changed[0]["explanation"]
        assert data["recheck"]["kept"] and not data["recheck"]["new"]

        blurted = client.post(f"{turn}/speaker", json={"index": 2, "speaker": "explainer"}).json()
        now = {a["words"][0]: a for a in blurted["recheck"]["changed"]}
        assert set(now) == {COGNATES[secret], secret}  # both still differ from the live turn
        assert not now[secret]["exact_target"] and now[secret]["evidence"]["speaker"] == "explainer"

        for body, what in (({"index": 9, "speaker": "guesser"}, "нет слова"),
                           ({"index": 0, "speaker": "judge"}, "неизвестен")):
            refused = client.post(f"{turn}/speaker", json=body)
            assert refused.status_code == 400 and what in refused.json()["detail"], refused.text

    book = tmp_path / "games" / game_id / "speakers.jsonl"
    with book.open("a", encoding="utf-8") as out:
        out.write('{"turn_no": 0, "index": 3, "spea')  # a crash cut the last line
    with make_client(tmp_path) as client:
        shown = client.get(turn).json()
        assert [w["speaker"] for w in shown["transcript"]] == [
            "explainer", "guesser", "explainer", "uncertain"]
        again = client.post(f"{turn}/recheck").json()
        assert {a["words"][0] for a in again["changed"]} == {COGNATES[secret], secret}
