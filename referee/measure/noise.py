"""Room noise mixed into clean speech at a given signal-to-noise ratio, deterministically.

The noise is pink (power falling as 1/f above 50 Hz, as the hum and rumble of a room) with a
little mains hum, drawn from numpy's PCG64 generator with a fixed seed, so a sample's noisy variant
is the same on every machine. The SNR compares the speech's power where it is not digital silence
with the noise's power.
"""

from __future__ import annotations

import numpy as np

from referee.speech.pcm import SAMPLE_RATE

HUM_HZ = 50.0
HUM_SHARE = 0.1  # of the noise's amplitude
LOWEST_HZ = 50.0  # below this the pink spectrum is flat


def room_noise(length: int, seed: int) -> np.ndarray:
    """`length` samples of unit-power pink noise with a little hum (float64)."""
    rng = np.random.default_rng(seed)
    spectrum = np.fft.rfft(rng.standard_normal(length))
    freqs = np.fft.rfftfreq(length, 1 / SAMPLE_RATE)
    spectrum /= np.sqrt(np.maximum(freqs, LOWEST_HZ))
    noise = np.fft.irfft(spectrum, length)
    noise /= np.sqrt(np.mean(noise**2))
    hum = np.sqrt(2) * np.sin(2 * np.pi * HUM_HZ * np.arange(length) / SAMPLE_RATE)
    mixed = noise + HUM_SHARE * hum
    return mixed / np.sqrt(np.mean(mixed**2))


def add_noise(audio: np.ndarray, snr_db: float, seed: int) -> np.ndarray:
    """`audio` (int16) with room noise `snr_db` below the speech's power, clipped to int16."""
    speech = audio.astype(np.float64)
    active = speech[speech != 0]
    power = float(np.mean(active**2)) if active.size else 1.0
    noise = room_noise(len(speech), seed) * np.sqrt(power / 10 ** (snr_db / 10))
    return np.clip(np.round(speech + noise), -32768, 32767).astype("<i2")
