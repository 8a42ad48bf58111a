"""The streaming resampler: same output whatever the chunking, speech band kept, no aliasing."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.speech.resample import Resampler, resample


def tone(freq: float, rate: int, seconds: float = 1.0, amplitude: float = 8000) -> np.ndarray:
    t = np.arange(int(rate * seconds)) / rate
    return (amplitude * np.sin(2 * np.pi * freq * t)).astype(np.int16)


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(x.astype(np.float64) ** 2)))


@settings(max_examples=25, deadline=None)
@given(rate=st.sampled_from([44_100, 48_000, 22_050, 8_000]),
       cuts=st.lists(st.integers(1, 5000), min_size=1, max_size=30))
def test_chunking_does_not_change_the_output(rate, cuts):
    x = tone(440, rate, 0.5)
    whole = resample(x, rate)
    resampler, parts, start = Resampler(rate), [], 0
    for size in cuts + [len(x)]:
        parts.append(resampler.process(x[start:start + size]))
        start += size
    assert np.array_equal(np.concatenate(parts), whole)


@pytest.mark.parametrize("rate", [44_100, 48_000])
def test_length_follows_the_rate_ratio(rate):
    out = resample(tone(440, rate, 2.0), rate)
    assert abs(len(out) - 32_000) <= 32  # the filter's delay keeps back a few samples


@pytest.mark.parametrize("rate", [44_100, 48_000])
def test_speech_band_tone_passes_unchanged(rate):
    out = resample(tone(1000, rate, 1.0), rate)
    expected = tone(1000, 16_000, len(out) / 16_000)
    middle = slice(100, -100)
    assert np.abs(out[middle].astype(int) - expected[middle]).max() < 0.02 * 8000


@pytest.mark.parametrize("rate", [44_100, 48_000])
def test_tone_above_8k_does_not_fold_into_speech_band(rate):
    out = resample(tone(12_000, rate, 1.0), rate)
    assert rms(out[100:]) < 0.01 * rms(tone(12_000, rate, 1.0))


def test_same_rate_is_passed_through():
    x = tone(440, 16_000, 0.3)
    assert np.array_equal(Resampler(16_000).process(x), x)


def test_rejects_nonsense_rates():
    with pytest.raises(ValueError):
        Resampler(0)
