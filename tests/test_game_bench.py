"""The engine benchmark plays a real stored game and reports sane figures."""

from __future__ import annotations

from game.bench import bench_game


def test_bench_game_reports_figures():
    r = bench_game(players=3, words=30)
    assert r["actions"] > 6  # 6 turns, each a start and at least one guess
    assert 0 < r["action_median_ms"] <= r["action_p95_ms"]
    assert r["resume_ms"] > 0 and r["file_kb"] > 0
