"""The GE2E voice encoder (resemblyzer's 3-layer LSTM, 256 units) as a numpy forward pass.

A segment of speech becomes a 256-dimensional, non-negative, unit-length embedding; two segments of
one voice have a high cosine similarity. Segments of one batch are run together, each padded at
the front with silence frames so they end on the same step (the embedding is the last state).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
from threadpoolctl import ThreadpoolController

from referee.speakers.mel import mel_frames
from referee.speakers.weights import encoder_state

LAYERS = 3
HIDDEN = 256
TARGET_DBFS = -30.0  # resemblyzer raises quiet audio to this level before embedding
FLOOR_KEPT = 0.05  # spectral subtraction (`segments`) keeps at least this much of each mel value


State = tuple[np.ndarray, np.ndarray]


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
        self._blas = ThreadpoolController()

    def embed_frames(self, batch: Sequence[np.ndarray]) -> np.ndarray:
        """Mel frame sequences (each (frames, 40)) → embeddings, shape (len(batch), 256)."""
        steps = max(len(m) for m in batch)
        x = np.zeros((len(batch), steps, batch[0].shape[1]), dtype=np.float32)
        for row, mels in enumerate(batch):
            x[row, steps - len(mels):] = mels
        return self.embedding(self.advance(x, self.start(len(batch))))

    @staticmethod
    def start(batch: int = 1) -> State:
        """The LSTM's state before any frame: (h, c), each (LAYERS, batch, HIDDEN)."""
        zeros = np.zeros((LAYERS, batch, HIDDEN), dtype=np.float32)
        return zeros, zeros.copy()

    def advance(self, x: np.ndarray, state: State) -> State:
        """The state after frames `x` (batch, steps, 40) more: a stretch of speech can be
        embedded piece by piece as it is heard, at the cost of the new frames only.

        BLAS runs on one thread here: the LSTM's small matrix products only wait for each other
        on more (5x slower per word on a busy 2-core laptop), and the recognizer needs the cores."""
        hs, cs = [], []
        with self._blas.limit(limits=1, user_api="blas"):
            for layer, (w_ih, w_hh, bias) in enumerate(self.layers):
                x, h, c = _layer(x, w_ih, w_hh, bias, state[0][layer], state[1][layer])
                hs.append(h)
                cs.append(c)
        return np.stack(hs), np.stack(cs)

    def embedding(self, state: State) -> np.ndarray:
        """Unit embeddings (batch, 256) of the speech a state has heard."""
        weight, bias = self.linear
        raw = np.maximum(state[0][-1] @ weight + bias, 0.0)
        return raw / np.maximum(np.linalg.norm(raw, axis=1, keepdims=True), 1e-9)

    def embed(self, segments: Sequence[np.ndarray]) -> np.ndarray:
        """Float waveforms (16 kHz, -1..1) → embeddings, shape (len(segments), 256); each is
        raised to TARGET_DBFS first (`gain_of`), as resemblyzer does."""
        return self.embed_frames([mel_frames(np.asarray(s, dtype=np.float32) * gain_of(s))
                                  for s in segments])


def _layer(x: np.ndarray, w_ih: np.ndarray, w_hh: np.ndarray, bias: np.ndarray, h: np.ndarray,
           c: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One LSTM layer over `x` (batch, steps, inputs) from state (h, c): outputs and last state."""
    inputs = x @ w_ih + bias  # (batch, steps, 4 * HIDDEN), gates i, f, g, o
    out = np.empty((x.shape[0], x.shape[1], HIDDEN), dtype=np.float32)
    for t in range(x.shape[1]):
        gates = inputs[:, t] + h @ w_hh
        sig = _sigmoid(gates)
        cell = np.tanh(gates[:, 2 * HIDDEN:3 * HIDDEN])
        c = sig[:, HIDDEN:2 * HIDDEN] * c + sig[:, :HIDDEN] * cell
        h = sig[:, 3 * HIDDEN:] * np.tanh(c)
        out[:, t] = h
    return out, h, c


def gain_of(wav: np.ndarray) -> float:
    """The gain raising a quiet segment to TARGET_DBFS (never below 1), as resemblyzer does."""
    wav = np.asarray(wav, dtype=np.float32)
    rms = float(np.sqrt(np.mean(wav**2))) if len(wav) else 0.0
    if rms <= 1e-6:
        return 1.0
    return max(1.0, float(10 ** ((TARGET_DBFS - 20 * np.log10(rms)) / 20)))
