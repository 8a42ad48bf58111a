"""The tournament API through FastAPI's TestClient (real facade, real SQLite in a temporary data
folder): registration and CSV errors, planning, results, standings, progression."""

from __future__ import annotations

from itertools import combinations

import pytest
from tournament_support import NAMES, enter, ok, refused, round_url, seating, tournament


def names(summary: dict) -> list[str]:
    return [p["name"] for p in summary["players"]]


@pytest.mark.parametrize("body, code, says", [
    ({}, 422, "название или имя — не заполнено"),
    ({"name": 5}, 422, "нужен текст"),
    ({"name": "Кубок", "table_min": 1}, 422, "наименьший стол — должно быть не меньше 2"),
    ({"name": "Кубок", "table_max": 31}, 422, "не больше 30"),
    ({"name": "Кубок", "extra": 1}, 422, "лишнее поле"),
    ({"name": "   "}, 400, "Пустое название"),
    ({"name": "Кубок", "table_min": 8, "table_max": 6}, 400, "меньше наименьшего"),
])
def test_bad_tournaments_are_refused_in_russian(client, body, code, says):
    assert says in refused(client.post("/api/tournament", json=body), code)
    assert ok(client.get("/api/tournaments"))["tournaments"] == []


def test_unknown_tournament_and_bad_numbers(client):
    assert "Турнира №7 нет" in refused(client.get("/api/tournaments/7"), 404)
    assert "номер турнира — нужно целое число" in refused(client.get("/api/tournaments/x"), 422)
    tid = tournament(client)
    assert "этап — должно быть не меньше 1" in refused(
        client.get(round_url(tid, stage=0)), 422)
    assert "Этапов ещё нет" in refused(client.get(f"/api/tournaments/{tid}/standings"))


def test_typed_registration_checks_names(client):
    tid = ok(client.post("/api/tournament", json={"name": "Кубок"}), 201)["tournament"]["id"]
    url = f"/api/tournaments/{tid}/players"
    ok(client.post(url, json={"name": "  Пётр   Иванов "}), 201)
    assert "уже зарегистрирован" in refused(client.post(url, json={"name": "петр иванов"}))
    assert "Пустое имя" in refused(client.post(url, json={"name": "   "}))
    assert "длиннее 60" in refused(client.post(url, json={"name": "Я" * 61}))
    assert names(ok(client.get(f"/api/tournaments/{tid}"))) == ["Пётр Иванов"]


def upload(client, tid, data: bytes):
    return client.post(f"/api/tournaments/{tid}/players/csv",
                       files={"file": ("players.csv", data, "text/csv")})


@pytest.mark.parametrize("data, says", [
    ("Аня\nБорис\nаня\n".encode(), "строка 3: «аня» уже есть в строке 1"),
    ("Аня\n\nВера\n".encode() + "Я".encode() * 61, "строка 4: Имя «ЯЯЯ"),
    ("Игорь\nВера".encode(), "строка 2: Игрок «Вера» уже зарегистрирован"),
    ("Аня;1\nБорис;2".encode("cp1251"), "не в кодировке UTF-8"),
    (b"\n ; \n", "нет ни одного имени"),
    (b"x" * 1_000_001, "больше 1 МБ"),
])
def test_a_wrong_csv_registers_nobody_and_names_the_lines(client, data, says):
    tid = tournament(client, ["Вера"])
    message = refused(upload(client, tid, data))
    assert says in message
    assert ".." not in message and ".;" not in message  # one sentence per problem
    assert names(ok(client.get(f"/api/tournaments/{tid}"))) == ["Вера"]


def test_csv_with_header_semicolons_and_bom(client):
    tid = tournament(client, ["Вера"])
    data = "\ufeffИмя;Команда\nАня;Синие\n Борис ; Красные\n\n".encode()
    summary = ok(upload(client, tid, data), 201)
    assert summary["added"] == 2 and names(summary) == ["Вера", "Аня", "Борис"]
    assert "файл — не заполнено" in refused(
        client.post(f"/api/tournaments/{tid}/players/csv"), 422)


def test_a_planned_round_seats_everyone_once_with_few_repeats(client):
    tid = tournament(client)
    summary = ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 3, "seed": 4}),
                 201)
    (stage,) = summary["stages"]
    assert stage["tables"] == [6, 6] and stage["missing"] == 6
    assert summary["registration_open"] is False
    met: dict[frozenset, int] = {}
    for round_no in (1, 2, 3):
        tables = seating(client, tid, 1, round_no)
        assert sorted(p["name"] for t in tables for p in t) == sorted(NAMES)
        for table in tables:
            for a, b in combinations([p["id"] for p in table], 2):
                met[frozenset((a, b))] = met.get(frozenset((a, b)), 0) + 1
    assert stage["repeat_pairs"] == sum(count > 1 for count in met.values())
    assert stage["repeat_pairs"] >= stage["lower_bound"]
    # 12 players at two tables of 6: three rounds force repeats; the plan reaches the bound
    assert stage["repeat_pairs"] == stage["lower_bound"] > 0

    assert "регистрация закрыта" in refused(
        client.post(f"/api/tournaments/{tid}/players", json={"name": "Опоздавший"}))
    assert "уже создан" in refused(client.post(f"/api/tournaments/{tid}/start",
                                               json={"rounds": 1}))


@pytest.mark.parametrize("body, code, says", [
    ({"rounds": 0}, 422, "число туров — должно быть не меньше 1"),
    ({"rounds": 21}, 422, "не больше 20"),
    ({"rounds": 1, "tables": 3}, 400, "нельзя рассадить за 3"),
])
def test_bad_plans_are_refused(client, body, code, says):
    tid = tournament(client)
    assert says in refused(client.post(f"/api/tournaments/{tid}/start", json=body), code)
    assert ok(client.get(f"/api/tournaments/{tid}"))["registration_open"] is True


def test_too_few_players_to_seat(client):
    tid = tournament(client, NAMES[:4])
    assert "не меньше 6" in refused(client.post(f"/api/tournaments/{tid}/start",
                                                json={"rounds": 1}))


def table_url(tid, table):
    return f"{round_url(tid)}/tables/{table}/result"


def test_results_entry_is_checked_and_can_be_corrected(client):
    tid = tournament(client)
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 1}), 201)
    first, second = seating(client, tid)
    body = {"points": [{"player": p["id"], "points": 3} for p in first]}
    stranger = {"points": [*body["points"][:5], {"player": second[0]["id"], "points": 3}]}
    assert "не играет за столом 1" in refused(client.put(table_url(tid, 1), json=stranger))
    assert "Нет очков за столом 1" in refused(
        client.put(table_url(tid, 1), json={"points": body["points"][:5]}))
    assert "указан дважды" in refused(client.put(table_url(tid, 1), json={
        "points": [*body["points"], body["points"][0]]}))
    assert "очки (№1) — должно быть не больше 1000" in refused(client.put(table_url(tid, 1), json={
        "points": [{"player": first[0]["id"], "points": 1001}]}), 422)
    assert "столы с 1 по 2" in refused(client.put(table_url(tid, 3), json=body))
    assert ok(client.get(round_url(tid)))["tables"][0]["points"] is None

    table = ok(client.put(table_url(tid, 1), json=body))["tables"][0]
    assert set(table["points"].values()) == {3}
    body["points"][0]["points"] = 9
    table = ok(client.put(table_url(tid, 1), json=body))["tables"][0]
    assert table["points"][str(first[0]["id"])] == 9


def points_of(name: str) -> int:
    return 2 * NAMES.index(name)


def test_standings_by_points_then_tie_break(client):
    tid = tournament(client)
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 2}), 201)
    enter(client, tid, points_of, round_no=1)
    partial = ok(client.get(f"/api/tournaments/{tid}/standings"))
    assert partial["complete"] is False
    assert "очки за игру" in partial["tie_break"]
    enter(client, tid, lambda name: 10 if name in ("Аня", "Борис") else points_of(name),
          round_no=2)
    rows = ok(client.get(f"/api/tournaments/{tid}/standings?stage=1"))["rows"]
    totals = {r["name"]: r["points"] for r in rows}
    assert totals["Марк"] == 44 and totals["Аня"] == 10 and totals["Борис"] == 12
    assert [r["points"] for r in rows] == sorted(totals.values(), reverse=True)
    assert {r["games"] for r in rows} == {2}
    assert rows[0]["name"] == "Марк" and rows[0]["place"] == 1 and rows[0]["per_game"] == 22


def test_progression_top_k_into_a_final(client):
    tid = tournament(client)
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 1}), 201)
    assert "не доигран" in refused(client.post(f"/api/tournaments/{tid}/advance",
                                               json={"top": 6}))
    enter(client, tid, points_of)
    assert "одно условие" in refused(client.post(f"/api/tournaments/{tid}/advance",
                                                 json={"top": 6, "min_points": 3}))
    stages = ok(client.post(f"/api/tournaments/{tid}/advance", json={"top": 6}), 201)["stages"]
    assert [s["name"] for s in stages] == ["Отборочный этап", "Финал"]
    assert stages[1]["tables"] == [6]
    (final,) = seating(client, tid, stage=2)
    assert sorted(p["name"] for p in final) == sorted(NAMES[6:])
    assert "Этап 1 закрыт" in refused(client.put(table_url(tid, 1), json={"points": [
        {"player": p["id"], "points": 1} for p in seating(client, tid)[0]]}))
    assert ok(client.get(round_url(tid)))["open"] is False

    enter(client, tid, lambda name: 30 - NAMES.index(name), stage=2)
    overall = ok(client.get(f"/api/tournaments/{tid}/standings"))["overall"]
    assert [r["name"] for r in overall[:6]] == NAMES[6:]  # the final decides the top places
    assert [r["place"] for r in overall] == list(range(1, 13))


def test_progression_by_score_and_a_cut_through_a_tie(client):
    tid = tournament(client)
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 1}), 201)
    enter(client, tid, lambda name: 5 if name in ("Аня", "Борис") else 10)
    assert "равным местом" in refused(client.post(f"/api/tournaments/{tid}/advance",
                                                  json={"top": 6}))
    stages = ok(client.post(f"/api/tournaments/{tid}/advance",
                            json={"min_points": 10, "rounds": 2, "name": "  Полуфинал А "}),
                201)["stages"]
    assert stages[1]["name"] == "Полуфинал А" and stages[1]["tables"] == [10]
    assert sorted(p["name"] for p in seating(client, tid, stage=2)[0]) == sorted(NAMES[2:])


def test_the_judge_picks_who_advances_when_the_cut_splits_a_tie(client):
    tid = tournament(client)
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 1}), 201)
    enter(client, tid, lambda name: 5 if name in NAMES[:8] else 10)  # 4 clear, 8 level
    url = f"/api/tournaments/{tid}/advance"
    assert "равным местом" in refused(client.post(url, json={"top": 6}))
    ids = {p["name"]: p["id"] for t in seating(client, tid) for p in t}
    assert "Отметьте игроков" in refused(client.post(url, json={"players": []}))
    assert "не играли" in refused(client.post(url, json={"players": [99]}))
    chosen = [ids[n] for n in (*NAMES[8:], "Аня", "Вера")]  # after a shoot-out, say
    ok(client.post(url, json={"players": chosen}), 201)
    assert sorted(p["id"] for p in seating(client, tid, stage=2)[0]) == sorted(chosen)


def test_a_withdrawn_player_is_seated_out_of_later_rounds_and_cannot_advance(client):
    tid = tournament(client, [*NAMES, "Нина"])
    ok(client.post(f"/api/tournaments/{tid}/start", json={"rounds": 2}), 201)
    enter(client, tid, lambda name: 20 if name == "Нина" else 1, round_no=1)
    gone = next(p["id"] for t in seating(client, tid) for p in t if p["name"] == "Нина")
    url = f"/api/tournaments/{tid}/withdrawals"
    assert "игрок — нужно целое число" in refused(client.post(url, json={"player": "Нина"}), 422)
    summary = ok(client.post(url, json={"player": gone}), 201)
    assert summary["withdrawn"] == [gone] and summary["stages"][0]["tables"] == [7, 6]
    assert summary["stages"][0]["missing"] == 2  # round 2 re-seated: two tables of six
    round_two = seating(client, tid, round_no=2)
    assert [len(t) for t in round_two] == [6, 6]
    assert "Нина" not in {p["name"] for t in round_two for p in t}
    assert "не играет" in refused(client.post(url, json={"player": gone}))
    enter(client, tid, lambda name: NAMES.index(name), round_no=2)
    rows = ok(client.get(f"/api/tournaments/{tid}/standings"))["rows"]
    assert rows[0]["name"] == "Нина" and rows[0]["games"] == 1  # her round 1 still counts
    ok(client.post(f"/api/tournaments/{tid}/advance", json={"top": 6}), 201)
    assert sorted(p["name"] for p in seating(client, tid, stage=2)[0]) == sorted(NAMES[6:])
