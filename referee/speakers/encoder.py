"""The GE2E voice encoder (resemblyzer's 3-layer LSTM, 256 units) as a numpy forward pass.

A segment of speech becomes a 256-dimensional, non-negative, unit-length embedding; two segments of
one voice have a high cosine similarity. Segments of one batch are run together, each padded at
the front with silence frames so they end on the same step (the embedding is the last state).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from referee.speakers.mel import mel_frames
from referee.speakers.weights import encoder_state

LAYERS = 3
HIDDEN = 256
TARGET_DBFS = -30.0  # resemblyzer raises quiet audio to this level before embedding
NOISE_PERCENTILE = 20  # of a turn's frames, per mel channel: the background noise
FLOOR_KEPT = 0.05  # spectral subtraction keeps at least this much of each mel value


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * x))


class VoiceEncoder:
    """Embeds 16 kHz speech; load once (about 0.1 s, 6 MB of weights), use from one thread."""

    def __init__(self, weights: str | Path | None = None) -> None:
        state = encoder_state(weights)
        self.layers = [
            (state[f"lstm.weight_ih_l{n}"].T.copy(), state[f"lstm.weight_hh_l{n}"].T.copy(),
             state[f"lstm.bias_ih_l{n}"] + state[f"lstm.bias_hh_l{n}"])
            for n in range(LAYERS)
        ]
        self.linear = (state["linear.weight"].T.copy(), state["linear.bias"])

    def embed_frames(self, batch: Sequence[np.ndarray]) -> np.ndarray:
        """Mel frame sequences (each (frames, 40)) → embeddings, shape (len(batch), 256)."""
        steps = max(len(m) for m in batch)
        x = np.zeros((len(batch), steps, batch[0].shape[1]), dtype=np.float32)
        for row, mels in enumerate(batch):
            x[row, steps - len(mels):] = mels
        for w_ih, w_hh, bias in self.layers:
            x = self._layer(x, w_ih, w_hh, bias)
        weight, bias = self.linear
        raw = np.maximum(x[:, -1] @ weight + bias, 0.0)
        norm = np.linalg.norm(raw, axis=1, keepdims=True)
        return raw / np.maximum(norm, 1e-9)

    @staticmethod
    def _layer(x: np.ndarray, w_ih: np.ndarray, w_hh: np.ndarray, bias: np.ndarray) -> np.ndarray:
        inputs = x @ w_ih + bias  # (batch, steps, 4 * HIDDEN), gates i, f, g, o
        h = np.zeros((x.shape[0], HIDDEN), dtype=np.float32)
        c = np.zeros_like(h)
        out = np.empty((x.shape[0], x.shape[1], HIDDEN), dtype=np.float32)
        for t in range(x.shape[1]):
            gates = inputs[:, t] + h @ w_hh
            i, f, g, o = np.split(gates, 4, axis=1)
            c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
            h = _sigmoid(o) * np.tanh(c)
            out[:, t] = h
        return out

    def embed(self, segments: Sequence[np.ndarray], noise: np.ndarray | None = None
              ) -> np.ndarray:
        """Float waveforms (16 kHz, -1..1) → embeddings, shape (len(segments), 256).

        `noise` (mel power per channel, see `noise_floor`) is subtracted from every frame first,
        keeping at least FLOOR_KEPT of each value (spectral subtraction: steady background noise
        moves the embeddings of short words far more than it moves a voice)."""
        return self.embed_frames([_denoised(s, noise) for s in segments])


def _denoised(wav: np.ndarray, noise: np.ndarray | None) -> np.ndarray:
    gain = gain_of(wav)
    mels = mel_frames(np.asarray(wav, dtype=np.float32) * gain)
    if noise is None:
        return mels
    return np.maximum(mels - noise * gain**2, mels * FLOOR_KEPT).astype(np.float32)


def gain_of(wav: np.ndarray) -> float:
    """The gain raising a quiet segment to TARGET_DBFS (never below 1), as resemblyzer does."""
    wav = np.asarray(wav, dtype=np.float32)
    rms = float(np.sqrt(np.mean(wav**2))) if len(wav) else 0.0
    if rms <= 1e-6:
        return 1.0
    return max(1.0, float(10 ** ((TARGET_DBFS - 20 * np.log10(rms)) / 20)))


def noise_floor(wav: np.ndarray) -> np.ndarray:
    """The background's mel power per channel: a low percentile over the frames of `wav`."""
    mels = mel_frames(wav)
    if len(mels) == 0:
        return np.zeros(mels.shape[1], dtype=np.float32)
    return np.percentile(mels, NOISE_PERCENTILE, axis=0).astype(np.float32)
