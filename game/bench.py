"""Benchmarks of the engine: how long a stored action and a resume take, how long the built-in
word list takes to build. Figures are printed, not asserted (`referee bench game|words`)."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from game.clock import FakeClock
from game.game import Game
from game.settings import Settings


def bench_game(players: int = 10, words: int = 400) -> dict[str, float]:
    """Play a full stored game (n−1 circles, fake clock) and time every action and a resume."""
    clock = FakeClock()
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite"
        game = Game([f"Игрок {i}" for i in range(players)], [f"слово{i}" for i in range(words)],
                    Settings(seed=1), clock=clock, path=path)

        def timed(action) -> None:
            start = time.perf_counter()
            action()
            latencies.append(time.perf_counter() - start)

        while not game.finished:
            timed(game.start_turn)
            for _ in range(3):
                clock.advance(5)
                if game.current_turn is not None:
                    timed(game.guessed)
            clock.advance(10)
            game.advance()
        game.close()
        start = time.perf_counter()
        Game.resume(path, clock=clock).close()
        resume_s = time.perf_counter() - start
        size = path.stat().st_size
    ordered = sorted(latencies)
    return {
        "actions": len(latencies),
        "action_median_ms": 1000 * statistics.median(ordered),
        "action_p95_ms": 1000 * ordered[int(0.95 * (len(ordered) - 1))],
        "resume_ms": 1000 * resume_s,
        "file_kb": size / 1024,
    }


def bench_words(count: int = 200) -> dict[str, float]:
    from game.builtin_words import builtin_words

    start = time.perf_counter()
    builtin_words(count, seed=1)
    return {"words": count, "seconds": time.perf_counter() - start}
