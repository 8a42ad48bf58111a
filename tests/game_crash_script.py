"""A deterministic game script for the kill -9 test: run as a child process, or replayed in-process.

`python tests/game_crash_script.py PATH` creates the game at PATH (or resumes it when it exists),
then plays the fixed script from where the saved game stopped, printing the number of completed
actions after each one, flushed, so the parent knows what was acknowledged when it kills us.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.clock import FakeClock  # noqa: E402
from game.game import Game  # noqa: E402
from game.settings import Settings  # noqa: E402

T0 = 1_700_000_000.0
PLAYERS = ["Аня", "Борис", "Вера", "Глеб"]
WORDS = [f"слово{i}" for i in range(40)]
SETTINGS = Settings(seed=11, circles=3)
ENDINGS = ["time", "give_up", "violation", "last"]


def plan() -> list[tuple[float, str]]:
    """(absolute time, step) pairs; steps are Game actions plus "advance" and "correct"."""
    steps: list[tuple[float, str]] = []
    t = T0
    for turn_no in range(len(PLAYERS) * SETTINGS.circles):
        steps.append((t, "start_turn"))
        for g in range(turn_no % 4):
            steps.append((t + 2 + 3 * g, "guessed"))
        ending = ENDINGS[turn_no % 4]
        end_at = {"time": t + 30, "give_up": t + 15, "violation": t + 16, "last": t + 21}[ending]
        steps.append((end_at, {"time": "advance", "last": "guessed"}.get(ending, ending)))
        if turn_no % 3 == 2:
            steps.append((end_at + 1, "correct"))
        t = end_at + 5
    return steps


def step(game: Game, name: str) -> None:
    if name == "advance":
        game.advance()
    elif name == "correct":
        turn = game.turns[-1]
        if turn.words:
            game.correct(turn.turn_no, turn.words[0].word, "returned")
    elif name == "start_turn":
        if not game.finished:
            game.start_turn()
    elif game.current_turn is not None:
        getattr(game, name)()


def new_game(path: Path | None = None) -> tuple[Game, FakeClock]:
    clock = FakeClock(T0)
    return Game(PLAYERS, WORDS, SETTINGS, clock=clock, path=path), clock


def action_counts() -> list[int]:
    """Actions completed after each step of the plan, in an uninterrupted in-memory run."""
    game, clock = new_game()
    counts = []
    for at, name in plan():
        clock.set(at)
        step(game, name)
        counts.append(game.actions_done)
    return counts


def script_actions(game: Game) -> int:
    """Actions of the script the game has applied: all but the outage's interruption and the
    «продолжить» this script answers it with."""
    return game.actions_done - sum(e.kind in ("turn_interrupted", "turn_resumed")
                                   for e in game.event_log)


def play(game: Game, clock: FakeClock, after: int = 0, upto: int | None = None,
         report=None, deadlines: bool = False) -> None:
    """Play the plan's steps that come after the `after`-th action, up to action `upto` (with
    `deadlines`, also the deadline steps right after it: they change the game without being an
    action, so a child killed just after one has stored it and not said so)."""
    for (at, name), done in zip(plan(), action_counts(), strict=True):
        if done <= after:
            continue
        if upto is not None and game.actions_done >= upto and not (deadlines
                                                                   and name == "advance"):
            break
        clock.set(max(at, clock.now()))
        step(game, name)
        if report is not None:
            report(script_actions(game))


def main(path: Path) -> None:
    if path.exists():
        clock = FakeClock(T0)
        game = Game.resume(path, clock=clock)
        if game.current_turn is not None and game.current_turn.interrupted:
            game.resume_turn()  # the clock is set back: the turn goes on with its deadlines
    else:
        game, clock = new_game(path)
    play(game, clock, after=script_actions(game), report=lambda n: print(n, flush=True))
    print("done", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
