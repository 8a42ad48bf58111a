"""kill -9 at any moment, start again: the game resumes at the last completed action, nothing lost.

A child process plays a fixed script against a game file and prints each acknowledged action;
we SIGKILL it at random points (often in the middle of a write), resume, check the state against
an uninterrupted in-memory run, restart the child from there, and finally let it finish.
"""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import game_crash_script as script
import pytest
from game_support import comparable, script_events

from game.clock import FakeClock
from game.game import Game

CHILD = Path(script.__file__)


def reference(actions: int, deadlines: bool = False) -> Game:
    game, clock = script.new_game()
    script.play(game, clock, upto=actions, deadlines=deadlines)
    return game


def run_child(path: Path, kill_after: int | None) -> int:
    """Run the child; SIGKILL it once it acknowledged `kill_after` actions. Returns the last
    action it acknowledged."""
    child = subprocess.Popen([sys.executable, str(CHILD), str(path)], stdout=subprocess.PIPE,
                             text=True)
    acked = -1
    for line in child.stdout:
        if line.strip() == "done":
            break
        acked = int(line)
        if kill_after is not None and acked >= kill_after:
            child.send_signal(signal.SIGKILL)
            # Whatever it printed before dying was acknowledged too (a loaded machine may let
            # it run a few more actions before the signal lands).
            acked = max([acked, *(int(x) for x in child.stdout.read().split() if x.isdigit())])
            break
    child.stdout.close()
    child.wait(timeout=60)
    return acked


@pytest.mark.slow
def test_kill_9_at_random_moments_then_resume(tmp_path):
    path = tmp_path / "game.sqlite"
    total = script.action_counts()[-1]
    rng = random.Random(2026)
    kill_points = sorted(rng.sample(range(1, total - 1), 5))
    acked_before = 0
    for kill_after in kill_points:
        if kill_after <= acked_before:
            continue
        acked = run_child(path, kill_after)
        game = Game.resume(path, clock=FakeClock(script.T0))
        done = script.script_actions(game)
        assert acked <= done <= acked + 1, (acked, done)
        # the child may have been killed just after storing a deadline (a turn's time up) that
        # followed its last action: stored, so resumed, though no action acknowledged it
        assert comparable(game) in (comparable(reference(done)),
                                    comparable(reference(done, deadlines=True)))
        game.close()
        acked_before = done
    assert run_child(path, None) == total
    final = Game.resume(path, clock=FakeClock(script.T0))
    full = reference(total)
    assert final.finished and comparable(final) == comparable(full)
    db = sqlite3.connect(path)
    stored = [{"seq": seq, "at": at, "kind": kind, "turn_no": turn_no,
               "data": json.loads(public) | json.loads(secret)} for seq, at, kind, turn_no, public,
              secret in db.execute("SELECT seq, at, kind, turn_no, public, secret FROM events "
                                   "ORDER BY seq")]
    assert [e["seq"] for e in stored] == list(range(len(stored)))
    assert script_events(stored) == script_events(full.events())
    assert [s.to_json() for s in final.standings()] == [s.to_json() for s in full.standings()]
