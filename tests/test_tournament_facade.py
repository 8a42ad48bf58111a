"""A whole simulated tournament through the facade on a real SQLite file: players with seeded skill,
a qualifying stage, a semi-final and a final; plus the judge's mistakes the facade must refuse."""

import random
import re
import sqlite3
from statistics import mean

import pytest

from common.errors import UserError
from game.tournament.bound import repeat_pairs
from game.tournament.tournament import Tournament

PLAYERS = 47  # five tables: 10, 10, 9, 9, 9


def simulate(t: Tournament, stage: int, skill: dict[int, float], rng: random.Random, played):
    """Enter every table of the stage; three input forms, as the dashboard may send them."""
    for round_no in range(1, t.stage(stage).rounds + 1):
        for plan in t.round_plan(stage, round_no):
            table = plan.players
            points = {p.id: max(0, round(10 * skill[p.id] + rng.gauss(0, 2))) for p in table}
            for player, value in points.items():
                played.setdefault(stage, {}).setdefault(player, []).append(value)
            names = {p.id: p.name for p in table}
            if plan.table == 1:  # a finished game's standings (snapshot form)
                form = [{"name": names[p], "total": v, "explained": 0} for p, v in points.items()]
            elif plan.table == 2:  # by name, as typed
                form = {names[p]: v for p, v in points.items()}
            else:  # by player id
                form = points
            t.enter_result(stage, round_no, plan.table, form, game=f"g{stage}-{round_no}")


@pytest.fixture
def tournament(tmp_path):
    t = Tournament.create(tmp_path / "hat.sqlite", "Кубок Шляпы")
    t.import_csv("\n".join(f"Игрок {i:02}" for i in range(PLAYERS)))
    yield t
    t.close()


def test_simulated_tournament(tournament):
    t = tournament
    rng = random.Random(2026)
    skill = {p.id: rng.random() for p in t.players()}
    played: dict[int, dict[int, list[int]]] = {}

    stage1 = t.start(3, seed=4, effort=0.3)
    seating = [[[p.id for p in tb.players] for tb in t.round_plan(1, r)] for r in (1, 2, 3)]
    assert [len(tb) for tb in seating[0]] == [10, 10, 9, 9, 9]
    assert stage1.repeat_pairs == repeat_pairs(seating) >= stage1.lower_bound
    simulate(t, 1, skill, rng, played)
    first = t.standings(1)
    for row in first:
        assert row.points == sum(played[1][row.player]) and row.games == 3
    keys = [(row.points, row.per_game) for row in first]
    assert keys == sorted(keys, reverse=True)

    semi = t.advance(2, top=20, effort=0.3)
    assert semi.name == "Полуфинал"
    semi_tables = t.round_plan(2, 1)
    assert {p.id for tb in semi_tables for p in tb.players} == {r.player for r in first[:20]}
    top_two = {first[0].player, first[1].player}
    assert all(len(top_two & {p.id for p in tb.players}) == 1 for tb in semi_tables)
    simulate(t, 2, skill, rng, played)

    final = t.advance(1, top=10)
    assert final.name == "Финал" and len(t.round_plan(3, 1)) == 1
    simulate(t, 3, skill, rng, played)

    ranking = t.overall()
    finalists = {r.player for r in t.standings(3)}
    semifinalists = {r.player for r in t.standings(2)}
    assert {r.player for r in ranking[:10]} == finalists
    assert {r.player for r in ranking[10:20]} == semifinalists - finalists
    assert [r.place for r in ranking] == sorted(r.place for r in ranking)
    games = {p: sum(len(played[s].get(p, [])) for s in played) for p in skill}
    assert {games[p] for p in finalists} == {6}
    assert {games[p] for p in semifinalists - finalists} == {5}
    assert {games[p] for p in set(skill) - semifinalists} == {3}
    # Points follow skill, so the final gathers the strong.
    assert mean(skill[p] for p in finalists) > mean(skill.values()) + 0.2
    assert len(t.log()) == 1 + 1 + 3 + (3 * 5 + 2 * 2 + 1)


def test_reopened_file_sees_the_same_tournament(tournament):
    tournament.start(2, seed=1, effort=0.1)
    tournament.enter_result(1, 1, 3, {p.id: 4 for p in tournament.round_plan(1, 1)[2].players})
    again = Tournament.open(tournament.store.path)
    assert again.id == tournament.id
    assert again.round_plan(1, 1) == tournament.round_plan(1, 1)
    assert again.missing() == [(1, 1), (1, 2), (1, 4), (1, 5)] + [(2, t) for t in range(1, 6)]
    again.close()


def test_correction_replaces_the_result_and_keeps_the_old_one_logged(tournament):
    tournament.start(1, effort=0.1)
    players = tournament.round_plan(1, 1)[0].players
    tournament.enter_result(1, 1, 1, {p.id: 5 for p in players})
    tournament.enter_result(1, 1, 1, {p.id: 6 for p in players})
    assert {r.points for r in tournament.standings() if r.player in {p.id for p in players}} == {6}
    results = [e for e in tournament.log() if e["kind"] == "result"]
    assert [set(e["args"]["points"].values()) for e in results] == [{5}, {6}]


@pytest.mark.parametrize(
    "points,fragment",
    [
        ({"Незнакомец": 3}, "не играет за столом 1 (тур 1)"),
        ({}, "Нет очков за столом 1 (тур 1) у:"),
        ("negative", "целое число от 0 до 1000"),
        ("bool", "целое число"),
        ("text", "целое число"),
    ],
)
def test_bad_results_are_refused(tournament, points, fragment):
    tournament.start(1, effort=0.1)
    seated = tournament.round_plan(1, 1)[0].players
    if isinstance(points, str):
        bad = {"negative": -1, "bool": True, "text": "много"}[points]
        points = {p.id: 3 for p in seated} | {seated[0].id: bad}
    with pytest.raises(UserError, match=re.escape(fragment)):
        tournament.enter_result(1, 1, 1, points)
    assert tournament.missing() == [(1, t) for t in range(1, 6)]


def test_wrong_numbers_and_order_of_actions_are_refused(tournament):
    t = tournament
    with pytest.raises(UserError, match="Этапов ещё нет"):
        t.standings()
    t.start(1, effort=0.1)
    with pytest.raises(UserError, match="регистрация закрыта"):
        t.register("Опоздавший")
    with pytest.raises(UserError, match="уже создан"):
        t.start(1)
    with pytest.raises(UserError, match="туры с 1 по 1"):
        t.round_plan(1, 2)
    with pytest.raises(UserError, match="Этапа 2 нет"):
        t.enter_result(2, 1, 1, {})
    with pytest.raises(UserError, match="столы с 1 по 5"):
        t.enter_result(1, 1, 6, {})
    with pytest.raises(UserError, match="не доигран, нет результатов: тур 1, стол 1"):
        t.advance(top=10)
    for table in t.round_plan(1, 1):
        t.enter_result(1, 1, table.table, {p.id: p.id for p in table.players})
    t.advance(top=10)
    with pytest.raises(UserError, match="Этап 1 закрыт"):
        t.enter_result(1, 1, 1, {p.id: 1 for p in t.round_plan(1, 1)[0].players})


def test_judge_may_pick_who_advances_and_shrink_the_final_table(tournament):
    t = tournament
    t.start(1, effort=0.1)
    for table in t.round_plan(1, 1):
        t.enter_result(1, 1, table.table, {p.id: 1 for p in table.players})
    with pytest.raises(UserError, match="равным местом"):
        t.advance(top=4)
    with pytest.raises(UserError, match="не меньше 6"):
        t.advance(players=[1, 2, 3, 4])
    final = t.advance(players=[4, 3, 2, 1], table_min=4)
    assert final.table_min == 4
    assert sorted(p.id for p in t.round_plan(2, 1)[0].players) == [1, 2, 3, 4]


def test_withdrawn_player_is_reseated_out_and_cannot_advance(tournament):
    t = tournament
    t.start(3, seed=2, effort=0.2)
    round1 = t.round_plan(1, 1)
    best = PLAYERS  # ids count from 1
    for table in round1:
        t.enter_result(1, 1, table.table, {p.id: 500 if p.id == best else 1 for p in table.players})
    stage = t.withdraw(f"Игрок {best - 1:02}", effort=0.2)  # by name
    assert [p.id for p in t.withdrawn()] == [best]
    for round_no in (2, 3):
        tables = t.round_plan(1, round_no)
        seated = [p.id for table in tables for p in table.players]
        assert sorted(seated) == sorted(set(range(1, PLAYERS + 1)) - {best})
        assert [len(table.players) for table in tables] == [10, 9, 9, 9, 9]
    rounds = [[[p.id for p in tb.players] for tb in t.round_plan(1, r)] for r in (1, 2, 3)]
    assert stage.repeat_pairs == repeat_pairs(rounds) >= stage.lower_bound
    assert t.stage(1) == stage
    with pytest.raises(UserError, match="не играет в текущем этапе"):
        t.withdraw(best)
    with pytest.raises(UserError, match="нет в турнире"):
        t.withdraw("Никто")
    for round_no in (2, 3):
        for table in t.round_plan(1, round_no):
            t.enter_result(1, round_no, table.table, {p.id: p.id for p in table.players})
    assert t.standings(1)[0].player == best  # keeps the points earned
    t.advance(top=10)
    assert best not in {p.id for p in t.round_plan(2, 1)[0].players}
    assert [p.id for p in t.withdrawn()] == [best]


def test_empty_tournament_cannot_start(tmp_path):
    with Tournament.create(tmp_path / "t.sqlite", "Пусто") as t:
        with pytest.raises(UserError, match="Никто не зарегистрирован"):
            t.start(1)
    with pytest.raises(UserError, match="Пустое название"):
        Tournament.create(tmp_path / "t.sqlite", "  ")
    with pytest.raises(UserError, match="нет турниров"):
        Tournament.open(tmp_path / "other.sqlite")


def test_shares_a_database_file_with_other_tables(tmp_path):
    path = tmp_path / "referee.sqlite"
    with sqlite3.connect(path) as other:  # a game's own tables, as the engine keeps them
        other.execute("CREATE TABLE players (seat INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        other.execute("INSERT INTO players VALUES (0, 'Аня')")
    with Tournament.create(path, "Кубок") as t:
        t.register("Аня")
    with sqlite3.connect(path) as other:
        assert other.execute("SELECT * FROM players").fetchall() == [(0, "Аня")]
        names = {
            row[0] for row in other.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        assert {n for n in names if n != "players"} <= {
            n for n in names if n.startswith("tournament_")
        }
        assert other.execute("PRAGMA journal_mode").fetchone() == ("wal",)
