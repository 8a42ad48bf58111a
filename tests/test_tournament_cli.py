"""The `referee tournament` command line as scripts and acceptance checks call it (subprocesses)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.tournament.bound import repeat_pairs

ROOT = Path(__file__).resolve().parent.parent


def referee(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "api.cli", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def check_plan(out: str, players: int, rounds: int, table_min: int, table_max: int) -> dict:
    plan = json.loads(out)
    assert set(plan) == {"rounds", "repeat_pairs", "lower_bound"}
    assert len(plan["rounds"]) == rounds
    for tables in plan["rounds"]:
        assert sorted(p for table in tables for p in table) == list(range(players))
        assert all(table_min <= len(table) <= table_max for table in tables)
    assert plan["repeat_pairs"] == repeat_pairs(plan["rounds"])
    assert 0 <= plan["lower_bound"] <= plan["repeat_pairs"]
    return plan


@pytest.mark.slow
def test_plan_prints_the_json_contract():
    args = ["tournament", "plan", "--players", "23", "--rounds", "3", "--seed", "5"]
    done = referee(*args, "--table-min", "6", "--table-max", "8")
    assert done.returncode == 0, done.stderr
    plan = check_plan(done.stdout, 23, 3, 6, 8)
    assert [len(t) for t in plan["rounds"][0]] == [8, 8, 7]
    assert referee(*args, "--table-min", "6", "--table-max", "8").stdout == done.stdout


@pytest.mark.slow
def test_plan_hundred_players_five_rounds_with_defaults():
    done = referee("tournament", "plan", "--players", "100", "--rounds", "5")
    assert done.returncode == 0, done.stderr
    plan = check_plan(done.stdout, 100, 5, 6, 10)
    assert plan["lower_bound"] == 0
    # Random seating repeats ~340 pairs here; the planner must do far better.
    assert plan["repeat_pairs"] <= 60


@pytest.mark.slow
@pytest.mark.parametrize(
    "args,fragment",
    [
        (["--players", "4", "--rounds", "2"], "Игроков 4, а за стол садятся не меньше 6"),
        (["--players", "11", "--rounds", "2"], "нельзя разбить на столы по 6–10"),
        (["--players", "20", "--rounds", "0"], "не меньше 1"),
        (["--players", "20", "--rounds", "2", "--table-min", "9", "--table-max", "8"], "меньше"),
    ],
)
def test_plan_bad_input_exits_2_with_russian_message(args, fragment):
    done = referee("tournament", "plan", *args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("Ошибка: ") and fragment in done.stderr


@pytest.mark.slow
def test_a_tournament_run_from_the_terminal(tmp_path):
    db = str(tmp_path / "t.sqlite")
    csv = tmp_path / "players.csv"
    csv.write_text("Имя;Клуб\n" + "".join(f"Игрок {i};К\n" for i in range(12)), encoding="utf-8")
    assert referee("tournament", "new", "--db", db, "--name", "Кубок").returncode == 0
    done = referee("tournament", "register", "--db", db, "--csv", str(csv), "Гость")
    assert "Зарегистрировано: 13" in done.stdout, done.stderr
    done = referee("tournament", "start", "--db", db, "--rounds", "1")
    assert "Этап 1" in done.stdout, done.stderr
    shown = json.loads(referee("tournament", "show", "--db", db, "--json").stdout)
    assert [len(t["players"]) for t in shown] == [7, 6]
    for table in shown:
        points = [f"{p['name']}={p['id']}" for p in table["players"]]
        done = referee("tournament", "result", "--db", db, "--round", "1",
                       "--table", str(table["table"]), *points)  # fmt: skip
        assert done.returncode == 0, done.stderr
    assert "столов без итога: 0" in done.stdout
    rows = json.loads(referee("tournament", "standings", "--db", db, "--json").stdout)
    assert [r["points"] for r in rows] == list(range(13, 0, -1))
    done = referee("tournament", "withdraw", "--db", db, "Игрок 0")
    assert "выбыл" in done.stdout, done.stderr
    done = referee("tournament", "advance", "--db", db, "--top", "6", "--rounds", "2")
    assert "Этап 2 «Финал»" in done.stdout, done.stderr
    text = referee("tournament", "show", "--db", db, "--round", "2").stdout
    assert "Этап 2 «Финал», тур 2" in text and "Гость" in text  # id 13: the best
    done = referee("tournament", "result", "--db", db, "--round", "1", "--table", "1", "Аня=3")
    assert done.returncode == 2 and "«Аня» не играет за столом 1" in done.stderr


@pytest.mark.slow
def test_standings_from_a_score_sheet(tmp_path):
    sheet = tmp_path / "results.csv"
    sheet.write_text("тур;стол;игрок;очки\n1;1;Аня;5\n1;1;Боря;7\n2;1;Аня;9\n2;1;Боря;3\n")
    done = referee("tournament", "standings", "--results", str(sheet), "--json")
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [(r["name"], r["points"], r["per_game"]) for r in rows] == [
        ("Аня", 14, 7.0),
        ("Боря", 10, 5.0),
    ]
    sheet.write_text("1;1;Аня;много\n")
    done = referee("tournament", "standings", "--results", str(sheet))
    assert done.returncode == 2 and "строка 1" in done.stderr


@pytest.mark.slow
def test_bench_prints_figures():
    done = referee("bench", "tournament", "--json", "--sizes", "12x3,30x2")
    assert done.returncode == 0, done.stderr
    figures = {(f["players"], f["rounds"]): f for f in json.loads(done.stdout)}
    assert figures[(12, 3)]["tables"] == [6, 6]
    assert figures[(12, 3)]["repeat_pairs"] == figures[(12, 3)]["lower_bound"] == 12
    assert figures[(30, 2)]["lower_bound"] <= figures[(30, 2)]["repeat_pairs"]
    assert all(f["seconds"] >= 0 for f in figures.values())
    done = referee("bench", "tournament", "--sizes", "12")
    assert done.returncode == 2 and "ИГРОКИxТУРЫ" in done.stderr
