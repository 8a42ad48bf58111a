"""faster-whisper as the engine runs it: no decoding of silent audio, and an encoder window fitted
to the audio for the streaming passes.

Whisper makes up words on silence, so `FittedWhisperModel.transcribe` gives no segments for audio
that `is_silent` (`referee.speech.engines.whisper_pause`). The model's first pass is slow, so a
pass over a second of zeros is made at load, past that check (not in a turn).

faster-whisper pads every window's log-Mel features with zeros to 30 s (3000 frames,
`pad_or_trim`), so an encoder pass costs the same for 2 s of speech as for 30 s (about a second for
Whisper base on 2 cores), and a live pass over a short buffer is mostly spent on padding.
CTranslate2's Whisper encoder takes shorter inputs (its cost falls about linearly with the
frames). `FittedWhisperModel.encode` keeps the frames that carry audio plus `MARGIN_FRAMES` of the
padding (Whisper hears where the speech stops), when the calling thread asked for it with
`fitted()`; otherwise it encodes the whole 30-s window as faster-whisper does (the offline path,
whose recognitions `referee eval speech` caches, is unchanged).

Importing this module imports faster-whisper (a second or so): import it where a model is loaded.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import ctranslate2
import numpy as np
from faster_whisper import WhisperModel
from faster_whisper.transcribe import Segment, TranscriptionInfo

from referee.speech.engines.whisper_pause import is_silent

MARGIN_FRAMES = 200  # 2 s of padding after the audio (frames of 10 ms)
WARM_UP_SAMPLES = 16_000  # a second of audio at 16 kHz


class FittedWhisperModel(WhisperModel):
    """A faster-whisper model whose encoder can skip the padding (see the module docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._local = threading.local()
        segments, _ = super().transcribe(np.zeros(WARM_UP_SAMPLES, np.float32), language="ru",
                                         beam_size=1, temperature=0.0)
        list(segments)  # decoded here: the first pass is slow

    def transcribe(self, audio, *args, **kwargs,
                   ) -> tuple[Iterator[Segment], TranscriptionInfo | None]:
        """faster-whisper's `transcribe`, but no segments for audio (an array) that
        `is_silent`."""
        if isinstance(audio, np.ndarray) and is_silent(audio):
            return iter(()), None
        return super().transcribe(audio, *args, **kwargs)

    @contextmanager
    def fitted(self) -> Iterator[None]:
        """Within this block, this thread's passes encode the audio's frames only."""
        self._local.fitted = True
        try:
            yield
        finally:
            self._local.fitted = False

    def encode(self, features: np.ndarray) -> ctranslate2.StorageView:
        if getattr(self._local, "fitted", False):
            features = features[..., :fitted_frames(features)]
        return super().encode(features)


def fitted_frames(features: np.ndarray) -> int:
    """How many frames of `features` (…, mels, frames) to encode: up to the last one that is not
    zero padding, plus `MARGIN_FRAMES`, rounded up to an even count (the encoder halves it)."""
    voiced = np.flatnonzero(np.any(features != 0, axis=tuple(range(features.ndim - 1))))
    content = int(voiced[-1]) + 1 if len(voiced) else 0
    keep = content + MARGIN_FRAMES
    return min(features.shape[-1], keep + keep % 2)
