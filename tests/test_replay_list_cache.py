"""The replay list keeps each stored game's summary until one of its files changes: loading it
again reuses the summary, and an outcome change or a ruling on a stored game shows at once."""

from __future__ import annotations

from dashboard_support import make_client, new_game
from replay_support import GAME_ID, recorded_game

from api.archive.summaries import Summaries
from game.clock import FakeClock

TURN = f"/api/replay/games/{GAME_ID}/turns/0"


def stored(client) -> dict:
    return next(g for g in client.get("/api/replay/games").json() if g["id"] == GAME_ID)


def test_a_stored_games_summary_is_kept_until_its_files_change(tmp_path):
    recorded_game(tmp_path)
    folder = tmp_path / "games" / GAME_ID
    summaries = Summaries()
    first = summaries.of(folder, FakeClock())
    assert summaries.of(folder, FakeClock()) is first  # not replayed again
    with open(folder / "rulings.jsonl", "a", encoding="utf-8") as out:
        out.write('{"turn_no": 0, "verdict": "other", "note": "", "at": 1.0}\n')
    again = summaries.of(folder, FakeClock())
    assert again is not first and again["turns"][0]["ruling"] == "other"


def test_changes_to_a_stored_game_show_in_the_list_at_once(tmp_path):
    recorded_game(tmp_path)
    with make_client(tmp_path) as client:
        new_game(client)  # the recorded game is now stored, not at the table
        before = stored(client)
        assert before["turns"][0]["guessed"] == 2 and before["turns"][0]["ruling"] is None
        assert client.post(f"{TURN}/outcome", json={"word": "лампа", "outcome": "returned"}
                           ).status_code == 200
        assert stored(client)["turns"][0]["guessed"] == 1
        client.post(f"{TURN}/ruling", json={"verdict": "violation", "note": "слышно «вон»"})
        assert stored(client)["turns"][0]["ruling"] == "violation"
        live = client.get("/api/replay/games").json()[0]
        assert live["live"] is True and live["id"] != GAME_ID
