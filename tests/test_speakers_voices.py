"""Synthetic players: sox effects, heard in real Festival speech."""

from __future__ import annotations

import math

import numpy as np
import pytest

from referee.speakers.voices import RATE, Voice, _effects, speak_all


def test_the_formant_detour_keeps_the_players_pitch_and_tempo() -> None:
    assert _effects(Voice("a", 0, 1.0)) == []
    assert _effects(Voice("b", 300, 1.1)) == ["pitch", "300", "tempo", "-s", "1.1"]
    speed = 1.12
    assert _effects(Voice("c", 300, 1.1, formant=speed)) == [
        "speed", "1.12", "pitch", str(round(300 - 1200 * math.log2(speed))),
        "tempo", "-s", str(round(1.1 / speed, 4))]


def _centroid(samples: np.ndarray) -> float:
    spectrum = np.abs(np.fft.rfft(samples.astype(np.float64)))
    freqs = np.fft.rfftfreq(len(samples), 1 / RATE)
    return float((spectrum * freqs).sum() / spectrum.sum())


@pytest.mark.slow
def test_the_formant_detour_leaves_length_and_spectrum_as_they_were() -> None:
    """sox's `pitch` scales the whole spectrum: `speed` undone by it moves no formant (what
    `Voice.formant` does and does not do)."""
    word = "молоко"
    plain = speak_all([word], Voice("plain", 0, 1.0))[word]
    detour = speak_all([word], Voice("detour", 0, 1.0, formant=1.2))[word]
    assert len(detour) == pytest.approx(len(plain), rel=0.05)
    assert _centroid(detour) == pytest.approx(_centroid(plain), rel=0.05)
