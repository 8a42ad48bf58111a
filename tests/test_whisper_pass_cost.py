"""What a live Whisper pass costs, and how the pass schedule follows it (real Whisper base,
Festival's Russian voice).

- A streaming pass decodes at most `max_new_tokens(seconds)` tokens (a decoding loop stops there
  instead of at Whisper's 448): speech 1.7 times as fast as Festival's still fits in it whole.
- The pass interval follows the median of the last passes' cost: one slow pass (a decoding loop, a
  hiccup of the machine) does not hold the next ones back, a machine slow for good does. Pass
  costs are given by a virtual clock that the passes advance (the recognizer is real), so the
  schedule is asserted in audio seconds, whatever the machine's speed.
"""

import subprocess
from collections.abc import Iterator

import numpy as np
import pytest

from referee.speech.engines.whisper import TOKENS_PER_SECOND, max_new_tokens
from referee.speech.engines.whisper_stream import Hypothesis, WhisperStream
from tests.speech_support import read_samples
from tests.whisper_support import festival_speech, whisper_base

pytestmark = pytest.mark.slow

TEXT = ("Это такая вещь, которой режут хлеб на кухне. Она острая и стальная, её держат за ручку "
        "и точат, когда она затупится. Ну короче это самое, на кухне лежит рядом с вилкой.")
CHUNK = 1600  # 100 ms


def fast_speech(tmp_path, tempo: float) -> np.ndarray:
    """TEXT spoken by Festival, then played `tempo` times faster (pitch kept), 16 kHz."""
    fast = tmp_path / "fast.wav"
    subprocess.run(["sox", str(festival_speech(TEXT)), str(fast), "tempo", str(tempo)],
                   check=True)
    samples, rate = read_samples(fast)
    assert rate == 16_000
    return samples


def test_speech_much_faster_than_festival_fits_in_a_passes_token_budget(tmp_path):
    samples = fast_speech(tmp_path, 1.7)
    seconds = len(samples) / 16_000
    said = len(TEXT.split())
    assert said / seconds >= 3.0 and max_new_tokens(seconds) < 448 - 228  # fast; a real bound
    heard = whisper_base().hear(samples, fit=True).words
    assert len(heard) >= 0.7 * said, heard  # heard through to its end, not cut short
    assert heard[-1].end >= seconds - 1.0, heard


class PricedWhisper:
    """Real Whisper base whose passes move a virtual clock on by scripted costs (seconds)."""

    def __init__(self, costs: Iterator[float]) -> None:
        self.costs = costs
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    def hear(self, samples, **options) -> Hypothesis:
        self.now += next(self.costs)
        return whisper_base().hear(samples, **options)


def pass_times(costs: Iterator[float], samples: np.ndarray) -> list[float]:
    """The audio seconds given when each pass ran, passes costing `costs` in turn."""
    whisper = PricedWhisper(costs)
    stream = WhisperStream(whisper, min_interval=1.0, cost_factor=2.0, clock=whisper.clock)
    times = []
    for k in range(0, len(samples), CHUNK):
        before = stream.passes
        stream.accept(samples[k:k + CHUNK].tobytes())
        if stream.passes > before:
            times.append(min(k + CHUNK, len(samples)) / 16_000)
    return times


def gaps(times: list[float]) -> list[float]:
    return [round(b - a, 1) for a, b in zip(times, times[1:], strict=False)]


@pytest.fixture(scope="module")
def speech() -> np.ndarray:
    samples, _ = read_samples(festival_speech(TEXT))
    return samples


def test_one_slow_pass_does_not_hold_the_next_ones_back(speech):
    costs = iter([0.3, 0.3, 6.0] + [0.3] * 100)  # the third pass loops, the others are quick
    times = pass_times(costs, speech)
    assert len(times) >= len(speech) / 16_000 - 2  # a pass about every second of audio
    assert max(gaps(times)) <= 1.0 + CHUNK / 16_000


def test_passes_that_stay_slow_space_out_to_keep_whisper_to_half_the_time(speech):
    times = pass_times(iter([0.3, 0.3] + [2.0] * 100), speech)
    # the first slow pass is taken for a hiccup; from the second on, every 2 × 2 s of audio
    assert all(gap <= 1.1 for gap in gaps(times)[:3])
    assert len(gaps(times)) >= 5 and all(4.0 <= gap <= 4.1 for gap in gaps(times)[3:])


def test_the_token_budget_grows_with_the_audio_up_to_what_the_prompt_leaves():
    assert max_new_tokens(1.0) >= TOKENS_PER_SECOND
    assert max_new_tokens(10.0) >= 10 * TOKENS_PER_SECOND > max_new_tokens(1.0)
    assert max_new_tokens(60.0) + 224 + 4 <= 448
