"""Tournament tables played as dashboard games, restarts, and judge-only actions: a table's game
starts with its players in seating order and its standings enter the tournament when it is over
(real engine, real SQLite files in a temporary data folder, the server restarted for real)."""

from __future__ import annotations

import pytest
from dashboard_support import make_client
from tournament_support import NAMES, enter, ok, refused, round_url, seating, tournament

WORDS = "кошка\nсамолёт\nкарандаш"  # three words: one turn empties the hat
TOKEN = "s3cret-token"


def play(client, tid: int, table: int = 1, **fields) -> dict:
    body = {"words": WORDS, "explain_seconds": 120, "seed": 1, **fields}
    return client.post(f"{round_url(tid)}/tables/{table}/game", json=body)


def finish_game(client) -> dict:
    """Play one turn that guesses every word: the hat is empty, the game is over."""
    ok(client.post("/api/turn/start_turn"))
    for _ in range(3):
        state = ok(client.post("/api/turn/guessed"))
    assert state["game"]["finished"] is True
    return state["game"]


def started(client) -> int:
    tid = tournament(client)
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 1}), 201)
    return tid


def test_a_table_played_in_the_app_enters_its_standings(tmp_path):
    with make_client(tmp_path) as client:
        tid = started(client)
        table = seating(client, tid)[1]
        ok(play(client, tid, table=2), 201)
        game = ok(client.get("/api/game?view=judge"))["game"]
        assert [p["name"] for p in game["players"]] == [p["name"] for p in table]
        view = ok(client.get(round_url(tid)))["tables"][1]
        assert view["playing"] is True and view["points"] is None
        assert "уже идёт игра" in refused(play(client, tid, table=2))

        game = finish_game(client)
        totals = {s["name"]: s["total"] for s in game["standings"]}
        assert sorted(totals.values()) == [0, 0, 0, 0, 3, 3]
        view = ok(client.get(round_url(tid)))["tables"][1]
        assert view["playing"] is False and view["game"]["problem"] is None
        assert {p["name"]: view["points"][str(p["id"])] for p in table} == totals
        assert "уже внесён" in refused(play(client, tid, table=2))


def test_a_game_finished_after_a_restart_still_enters(tmp_path):
    with make_client(tmp_path) as client:
        tid = started(client)
        ok(play(client, tid, table=1), 201)
    with make_client(tmp_path) as client:  # nobody follows the resumed game yet
        finish_game(client)
        points = ok(client.get(round_url(tid)))["tables"][0]["points"]
        assert sorted(points.values()) == [0, 0, 0, 0, 3, 3]


def test_a_result_that_cannot_enter_is_noted_and_the_game_goes_on(tmp_path):
    with make_client(tmp_path) as client:
        tid = started(client)
        ok(play(client, tid, table=1), 201)
        enter(client, tid, lambda name: 1)  # the judge typed the results meanwhile
        ok(client.post(f"/api/tournaments/{tid}/advance", json={"top": 12, "rounds": 1}), 201)
        game = finish_game(client)  # the engine is not troubled by the closed stage
        assert game["finished"]
        view = ok(client.get(round_url(tid)))["tables"][0]
        assert "Этап 1 закрыт" in view["game"]["problem"]
        assert set(view["points"].values()) == {1}


@pytest.mark.parametrize("fields, code, says", [
    ({"words": "\n"}, 400, "нет ни одного слова"),
    ({"players": ["А", "Б"]}, 422, "лишнее поле"),
    ({"explain_seconds": 0}, 422, "время на объяснение — должно быть больше 0"),
])
def test_bad_table_games_are_refused(tmp_path, fields, code, says):
    with make_client(tmp_path) as client:
        tid = started(client)
        assert says in refused(play(client, tid, **fields), code)
        assert says in refused(play(client, tid, **fields), code)
        assert ok(client.get("/api/status"))["game"] is False
        assert "столы с 1 по 2" in refused(play(client, tid, table=3))


def test_a_restarted_server_shows_the_tournament_as_it_was(tmp_path):
    with make_client(tmp_path) as client:
        tid = started(client)
        enter(client, tid, lambda name: NAMES.index(name))
        ok(client.post(f"/api/tournaments/{tid}/advance", json={"top": 6}), 201)
        before = [ok(client.get(url)) for url in (
            f"/api/tournaments/{tid}", round_url(tid), round_url(tid, 2),
            f"/api/tournaments/{tid}/standings?stage=1")]
    with make_client(tmp_path) as client:
        after = [ok(client.get(url)) for url in (
            f"/api/tournaments/{tid}", round_url(tid), round_url(tid, 2),
            f"/api/tournaments/{tid}/standings?stage=1")]
        assert after == before
        assert (tmp_path / "tournament.sqlite").is_file()


def test_tournament_changes_need_the_judge_session(tmp_path):
    with make_client(tmp_path, judge=False, token=TOKEN) as client:
        judge = {"X-Judge-Token": TOKEN}
        body = {"name": "Кубок"}
        assert "вход судьи" in refused(client.post("/api/tournament", json=body), 401)
        tid = ok(client.post("/api/tournament", json=body, headers=judge), 201)
        tid = tid["tournament"]["id"]
        url = f"/api/tournaments/{tid}"
        for path, payload in ((f"{url}/players", {"name": "Аня"}),
                              (f"{url}/start", {"rounds": 1}),
                              (f"{url}/advance", {"top": 1})):
            refused(client.post(path, json=payload), 401)
            refused(client.post(path, json=payload, headers={"X-Judge-Token": "wrong"}), 401)
        refused(client.post(f"{url}/players/csv", files={"file": ("p.csv", b"A")}), 401)
        refused(client.put(f"{round_url(tid)}/tables/1/result", json={"points": []}), 401)
        refused(play(client, tid), 401)
        refused(client.post(f"{url}/players?token={TOKEN}", json={"name": "Аня"}), 401)
        ok(client.post(f"{url}/players", json={"name": "Аня"}, headers=judge), 201)
        assert [p["name"] for p in ok(client.get(url))["players"]] == ["Аня"]  # reads are open


def test_a_correction_after_the_end_updates_the_result_when_the_game_ends_again(tmp_path):
    with make_client(tmp_path) as client:
        tid = started(client)
        ok(play(client, tid), 201)
        game = finish_game(client)
        word = game["history"][0]["words"][0]["word"]
        state = ok(client.post("/api/game/corrections",
                               json={"turn_no": 0, "word": word, "outcome": "returned"}))
        assert state["game"]["finished"] is False  # the word is back in the hat
        ok(client.post("/api/turn/start_turn"))
        final = ok(client.post("/api/turn/guessed"))["game"]
        assert final["finished"] is True
        totals = {s["name"]: s["total"] for s in final["standings"]}
        assert sum(totals.values()) == 6  # two words in turn 0, one in turn 1, two points each
        view = ok(client.get(round_url(tid)))["tables"][0]
        assert {p["name"]: view["points"][str(p["id"])] for p in view["players"]} == totals
