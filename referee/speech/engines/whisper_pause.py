"""How loud the audio Whisper hears is: whether a streaming pass's audio ends in a pause
(`referee.speech.engines.whisper_stream` shows the last word at once then: nothing was cut off),
and whether audio is silent throughout (`is_silent`: Whisper is not run on it).

The audio ends in a pause when none of its last seconds (in 10-ms frames) is louder than `QUIET` ×
its speech level (the 90th percentile of its frames' RMS): -20 dB. `Loudness` keeps the frames'
RMS of the stream's growing buffer, each frame's computed once, as its chunk comes in, so that a
pass reads the speech level off the stored levels instead of going through the whole buffer's
samples again.
"""

from __future__ import annotations

import numpy as np

from referee.speech.pcm import SAMPLE_RATE

QUIET = 0.1  # a pause is quieter than this share of the speech level
FRAME = SAMPLE_RATE // 100  # samples in a 10-ms frame
SPEECH_PERCENTILE = 90  # the speech level: this percentile of the frames' RMS
# Audio none of whose 10-ms frames reaches -60 dBFS holds no speech (a laptop microphone's room
# noise sits about there, speech 25-40 dB above it). Whisper makes up words on silence
# («повторяю что вы не понимаете» on 2 s of zeros on one machine, none on another: its no-speech
# guess is too close to its threshold to trust).
SILENT_LEVEL = 32768 * 10 ** (-60 / 20)


def frame_rms(samples: np.ndarray) -> np.ndarray:
    """The RMS of each whole 10-ms frame of `samples` (int16), from their start."""
    frames = len(samples) // FRAME
    x = samples[:frames * FRAME].astype(np.float32).reshape(frames, FRAME)
    return np.sqrt(np.mean(x * x, axis=1))


def is_silent(audio: np.ndarray) -> bool:
    """Whether no 10-ms frame of `audio` (float32 -1..1, as Whisper takes it) reaches
    SILENT_LEVEL."""
    levels = frame_rms(audio * 32768.0)
    return not levels.size or float(levels.max()) < SILENT_LEVEL


class Loudness:
    """The frame levels of a buffer that grows at its end and is cut at its start."""

    def __init__(self) -> None:
        self.restart(np.zeros(0, np.int16))

    def restart(self, buffer: np.ndarray) -> None:
        """Levels of `buffer` from scratch (a new turn, or the buffer was cut at its start)."""
        self._levels = np.zeros(0, np.float32)
        self._rest = np.zeros(0, np.int16)  # samples after the last whole frame
        self.extend(buffer)

    def extend(self, samples: np.ndarray) -> None:
        """Take in `samples` (int16) added at the buffer's end."""
        pending = np.concatenate([self._rest, samples])
        whole = len(pending) // FRAME * FRAME
        self._levels = np.concatenate([self._levels, frame_rms(pending[:whole])])
        self._rest = pending[whole:]

    def ends_in_pause(self, buffer: np.ndarray, seconds: float) -> bool:
        """Whether the last `seconds` of `buffer` (the samples these levels are of) are a pause
        (False without speech, or without audio before those seconds)."""
        last = max(1, round(seconds * SAMPLE_RATE / FRAME))
        if len(buffer) // FRAME <= last or len(self._levels) == 0:
            return False
        speech = float(np.percentile(self._levels, SPEECH_PERCENTILE))
        tail = frame_rms(buffer[len(buffer) - last * FRAME:])
        return speech > 0 and float(tail.max()) < QUIET * speech

