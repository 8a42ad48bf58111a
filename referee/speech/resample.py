"""Streaming sample-rate conversion to the recognizer's 16 kHz, in numpy.

Laptop microphones often offer only 44.1 or 48 kHz. `Resampler` low-passes the input with a
windowed-sinc FIR (cut-off just under the output Nyquist frequency, so no aliasing folds into the
speech band) and then interpolates linearly at the output instants. It keeps its state between
chunks, so a stream cut into any chunk sizes gives the same samples as the whole signal at once;
output positions are computed with integers, so a long turn never drifts.
"""

from __future__ import annotations

import numpy as np

TAPS = 63  # odd: a symmetric filter with a whole-sample delay of TAPS // 2


def lowpass_kernel(cutoff: float, taps: int = TAPS) -> np.ndarray:
    """FIR low-pass with `cutoff` as a fraction of the input sample rate (0..0.5), unit DC gain."""
    n = np.arange(taps) - (taps - 1) / 2
    kernel = 2 * cutoff * np.sinc(2 * cutoff * n) * np.blackman(taps)
    return kernel / kernel.sum()


class Resampler:
    """Converts a stream of int16 mono chunks from `in_rate` to `out_rate` Hz."""

    def __init__(self, in_rate: int, out_rate: int = 16_000) -> None:
        if in_rate <= 0 or out_rate <= 0:
            raise ValueError(f"sample rates must be positive, got {in_rate} → {out_rate}")
        self.in_rate = in_rate
        self.out_rate = out_rate
        cutoff = 0.45 * min(in_rate, out_rate) / in_rate
        self._kernel = lowpass_kernel(cutoff) if in_rate > out_rate else None
        delay = TAPS // 2 if self._kernel is not None else 0
        # Filtered input not yet consumed, and the input index its first sample stands for: the
        # filter's delay is compensated by labelling the first filtered sample as index -delay.
        self._history = np.zeros(TAPS - 1 if self._kernel is not None else 0, dtype=np.float64)
        self._filtered = np.zeros(0, dtype=np.float64)
        self._first = -delay
        self._produced = 0

    def process(self, chunk: np.ndarray) -> np.ndarray:
        """Resample the next chunk; returns the int16 output samples that are ready."""
        if self.in_rate == self.out_rate:
            return np.asarray(chunk, dtype=np.int16)
        x = np.asarray(chunk, dtype=np.float64).reshape(-1)
        if len(x) == 0:  # np.convolve would swap its arguments and invent a sample
            return np.zeros(0, dtype=np.int16)
        if self._kernel is not None:
            padded = np.concatenate([self._history, x])
            filtered = np.convolve(padded, self._kernel, mode="valid")
            self._history = padded[len(padded) - (TAPS - 1):]
        else:
            filtered = x
        self._filtered = np.concatenate([self._filtered, filtered])
        return self._emit()

    def _emit(self) -> np.ndarray:
        """Interpolate every output sample whose two neighbours are already filtered."""
        available_end = self._first + len(self._filtered)  # absolute index past the last sample
        # Output k sits at input position k * in / out; it needs the samples at floor(pos) and +1.
        last = ((available_end - 1) * self.out_rate - 1) // self.in_rate
        k = np.arange(self._produced, max(self._produced, last + 1), dtype=np.int64)
        if len(k) == 0:
            return np.zeros(0, dtype=np.int16)
        whole = (k * self.in_rate) // self.out_rate
        frac = ((k * self.in_rate) % self.out_rate) / self.out_rate
        left = self._filtered[whole - self._first]
        right = self._filtered[whole - self._first + 1]
        y = left + (right - left) * frac
        self._produced = int(k[-1]) + 1
        next_whole = (self._produced * self.in_rate) // self.out_rate
        keep_from = min(next_whole - self._first, len(self._filtered))
        if keep_from > 0:
            self._filtered = self._filtered[keep_from:]
            self._first += keep_from
        return np.clip(np.round(y), -32768, 32767).astype(np.int16)


def resample(samples: np.ndarray, in_rate: int, out_rate: int = 16_000) -> np.ndarray:
    """Resample a whole int16 mono signal (the tail shorter than one output sample is dropped)."""
    return Resampler(in_rate, out_rate).process(samples)
