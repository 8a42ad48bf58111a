"""`referee bench speech --engine whisper` on a sample round (real Whisper base, Festival's Russian
voice): one JSON line with the speed figures, and the streamed transcript's quality beside them
(stream_wer against the round's true words, its expected alerts found live), timed by the wall
clock or by the process's CPU time (`--clock cpu`, for A/B runs on a busy machine)."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from referee.measure.samples import SAMPLES_DIR, ensure_audio, load_sample
from tests.whisper_support import whisper_base_path

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
ROUND = "05-soundalike"  # short (15 s) with expected alerts


@pytest.mark.parametrize("clock", ["wall", "cpu"])
def test_bench_on_a_sample_round_reports_speed_and_the_streamed_quality(tmp_path, clock):
    ensure_audio(load_sample(SAMPLES_DIR / ROUND))  # the WAV and its stamp, copied below
    shutil.copytree(SAMPLES_DIR / ROUND, tmp_path / ROUND)
    expected = len(load_sample(tmp_path / ROUND).expected)
    done = subprocess.run(
        [sys.executable, "-m", "api.cli", "bench", "speech", "--engine", "whisper", "--model",
         str(whisper_base_path()), "--samples", str(tmp_path), "--clock", clock, "--json"],
        cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert {"engine", "rtf", "word_latency_p50_ms", "word_latency_p95_ms", "alert_latency_p50_ms",
            "alert_latency_p95_ms", "load_s", "rss_mb", "alerts_retracted"} <= set(figures)
    assert figures["files"] == 1 and figures["alerts_expected"] == expected >= 1
    assert figures["stream_wer"] is not None and 0 <= figures["stream_wer"] <= 0.4
    assert figures["alerts_found"] >= expected - 1 and figures["alerts_unexpected"] <= 1
    assert figures["alert_latency_p50_ms"] is not None and figures["alert_latency_p50_ms"] > 0
    assert figures["passes"] >= figures["audio_s"] / 4  # passes while the turn goes on
