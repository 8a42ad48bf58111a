"""A process entering results is killed with SIGKILL at random moments: every result it reported
as saved is in the database afterwards, and no table is left half-written."""

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from game.tournament.tournament import Tournament

ROOT = Path(__file__).resolve().parent.parent

# Enters every table's result again and again (points = pass number), printing after each commit.
WRITER = """
import sys
from game.tournament.tournament import Tournament
t = Tournament.open(sys.argv[1])
stage = t.stage()
tables = [(r, tp.table, [p.id for p in tp.players])
          for r in range(1, stage.rounds + 1) for tp in t.round_plan(stage.number, r)]
step = int(sys.argv[2])
while True:
    for r, table, players in tables:
        t.enter_result(stage.number, r, table, {p: step for p in players})
        print(r, table, step, flush=True)
        step += 1
"""


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [1, 9, 23, 40])
def test_sigkill_loses_no_committed_result(tmp_path, kill_after):
    db = tmp_path / "crash.sqlite"
    with Tournament.create(db, "Краш") as t:
        t.import_csv("\n".join(f"Игрок {i}" for i in range(30)))
        t.start(3, effort=0.05)
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(db), "1"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    lines = [child.stdout.readline() for _ in range(kill_after)]
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    lines += child.stdout.readlines()  # reported before the kill, read only now
    child.stdout.close()
    saved: dict[tuple[int, int], int] = {}
    for line in lines:
        r, table, step = map(int, line.split())
        saved[(r, table)] = step
    last = max(saved.values())

    with Tournament.open(db) as t:
        stage = t.stage()
        in_db = {}
        for r in range(1, stage.rounds + 1):
            for plan in t.round_plan(stage.number, r):
                if plan.points is not None:
                    assert set(plan.points) == {p.id for p in plan.players}  # all or nothing
                    assert len(set(plan.points.values())) == 1
                    in_db[(r, plan.table)] = next(iter(plan.points.values()))
    # Every reported result is there; at most the one in flight when killed is newer.
    newer = {key: step for key, step in in_db.items() if step != saved.get(key)}
    assert set(saved) <= set(in_db)
    assert newer in ({}, {key: last + 1 for key in newer}) and len(newer) <= 1
    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
