"""The voice encoder's input: a 40-channel mel power spectrogram, 25 ms windows every 10 ms.

Equal to what resemblyzer computes with `librosa.feature.melspectrogram` (Slaney mel scale and
area normalisation, periodic Hann window, centred frames padded with zeros), in numpy alone.
"""

from __future__ import annotations

from functools import cache

import numpy as np

RATE = 16_000
N_FFT = 400  # 25 ms
HOP = 160  # 10 ms
N_MELS = 40


def _hz_to_mel(hz: np.ndarray) -> np.ndarray:
    """Slaney's scale: linear below 1 kHz, logarithmic above."""
    mel = hz / (200.0 / 3)
    log = hz >= 1000.0
    mel[log] = 15.0 + np.log(hz[log] / 1000.0) / (np.log(6.4) / 27.0)
    return mel


def _mel_to_hz(mel: np.ndarray) -> np.ndarray:
    hz = mel * (200.0 / 3)
    log = mel >= 15.0
    hz[log] = 1000.0 * np.exp((np.log(6.4) / 27.0) * (mel[log] - 15.0))
    return hz


@cache
def filterbank() -> np.ndarray:
    """Triangular mel filters, shape (N_MELS, N_FFT // 2 + 1)."""
    edges = _mel_to_hz(np.linspace(*_hz_to_mel(np.array([0.0, RATE / 2])), N_MELS + 2))
    bins = np.linspace(0, RATE / 2, N_FFT // 2 + 1)
    ramps = edges[:, None] - bins[None, :]
    widths = np.diff(edges)
    lower = -ramps[:-2] / widths[:-1, None]
    upper = ramps[2:] / widths[1:, None]
    weights = np.maximum(0.0, np.minimum(lower, upper))
    weights *= (2.0 / (edges[2:] - edges[:-2]))[:, None]
    return weights.astype(np.float32)


@cache
def _window() -> np.ndarray:
    return (0.5 - 0.5 * np.cos(2 * np.pi * np.arange(N_FFT) / N_FFT)).astype(np.float32)


def mel_frames(wav: np.ndarray) -> np.ndarray:
    """Float waveform in -1..1 at 16 kHz → mel power frames, shape (frames, N_MELS)."""
    return framed_mels(np.pad(np.asarray(wav, dtype=np.float32), N_FFT // 2))


def framed_mels(padded: np.ndarray) -> np.ndarray:
    """Mel power frames of a waveform already padded: frame `n` is samples
    `[n * HOP, n * HOP + N_FFT)` of `padded` (whole frames only), so a stream can be framed piece
    by piece."""
    padded = np.asarray(padded, dtype=np.float32)
    count = 1 + (len(padded) - N_FFT) // HOP
    if count <= 0:
        return np.zeros((0, N_MELS), dtype=np.float32)
    frames = np.lib.stride_tricks.as_strided(
        padded, shape=(count, N_FFT), strides=(padded.strides[0] * HOP, padded.strides[0]))
    power = np.abs(np.fft.rfft(frames * _window(), axis=1)) ** 2
    return (power.astype(np.float32) @ filterbank().T).astype(np.float32)
