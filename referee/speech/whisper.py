"""Whisper (faster-whisper, CTranslate2) as a speech engine: Russian words with times and
probabilities.

`WhisperEngine` is a loaded model (load it once per process, share it between turns):

- `transcribe(samples)` recognises a whole recording at once (replays, second opinions): final
  `WordEvent`s numbered from 0, with faster-whisper's word timestamps as `start`/`end` and its word
  probability as `conf`.
- `recognizer()` makes a streaming recognizer for live turns (`referee.speech.whisper_stream`).

Words come out as the Vosk engine spells them: lower case, without punctuation. Whisper calls block
for a fraction of a second to seconds: call them from a worker thread, never on an event loop.
"""

from __future__ import annotations

import os
import string
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from referee.events import WordEvent
from referee.speech.engine import EngineName
from referee.speech.pcm import SAMPLE_RATE

if TYPE_CHECKING:
    from referee.speech.whisper_stream import WhisperStream

LANGUAGE = "ru"
# Stripped from both ends of a word (Whisper attaches punctuation to words); a hyphen inside a
# word («по-английски») stays.
PUNCTUATION = string.punctuation + "«»„“”‘’…—–‑‐¿¡"


@dataclass(frozen=True)
class HeardWord:
    """One word of a hypothesis: seconds from the start of the audio given, probability 0..1."""

    text: str
    start: float
    end: float
    conf: float


@dataclass(frozen=True)
class Hypothesis:
    """What Whisper heard in one pass: its words, and where each segment (sentence) ended."""

    words: tuple[HeardWord, ...]
    segment_ends: tuple[float, ...]


def spoken_form(token: str) -> str:
    """A Whisper word as the rest of the referee spells words: no punctuation around it, lower
    case ("" when nothing is left, e.g. a dash)."""
    return token.strip().strip(PUNCTUATION).lower()


def as_float32(samples: np.ndarray | bytes) -> np.ndarray:
    """16 kHz mono int16 PCM (array or bytes) as the float32 -1..1 array Whisper takes."""
    if isinstance(samples, bytes | bytearray | memoryview):
        samples = np.frombuffer(samples, np.int16)
    return np.asarray(samples, np.int16).astype(np.float32) / 32768.0


def default_threads() -> int:
    """CPU threads for CTranslate2: every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


class WhisperEngine:
    """A faster-whisper model loaded from `path` (see `referee.speech.whisper_models` to find one).

    `beam_size` 1 (greedy) is the live default: on 2 cores it is ~2x faster than beam 5 for a
    small loss of accuracy. `compute_type="int8"` quantises the weights on load (faster on CPU).
    """

    engine: EngineName = "whisper"

    def __init__(self, path: Path | str, *, threads: int | None = None, beam_size: int = 1,
                 compute_type: str = "int8") -> None:
        from faster_whisper import WhisperModel

        self.path = Path(path)
        self.threads = threads or default_threads()
        self.beam_size = beam_size
        self.model = WhisperModel(str(self.path), device="cpu", compute_type=compute_type,
                                  cpu_threads=self.threads)

    def recognizer(self, *, hotwords: str | None = None) -> WhisperStream:
        """A fresh streaming recognizer for one turn (the `SpeechEngine` interface)."""
        from referee.speech.whisper_stream import WhisperStream

        return WhisperStream(self, hotwords=hotwords)

    def transcribe(self, samples: np.ndarray | bytes, *, hotwords: str | None = None,
                   prompt: str | None = None) -> list[WordEvent]:
        """The whole recording's words, final, numbered from 0 (times from its start)."""
        heard = self.hear(samples, hotwords=hotwords, prompt=prompt).words
        return [WordEvent(i, w.text, w.start, w.end, w.conf, final=True)
                for i, w in enumerate(heard)]

    def hear(self, samples: np.ndarray | bytes, *, hotwords: str | None = None,
             prompt: str | None = None) -> Hypothesis:
        """One Whisper pass over `samples` (16 kHz mono int16): words and segment ends.

        `prompt` is text said before the audio (the streaming recognizer passes the words already
        confirmed); `hotwords` biases the decoder toward the given words."""
        audio = as_float32(samples)
        if len(audio) < SAMPLE_RATE // 10:
            return Hypothesis((), ())
        segments, _ = self.model.transcribe(
            audio, language=LANGUAGE, beam_size=self.beam_size, word_timestamps=True,
            condition_on_previous_text=False, initial_prompt=prompt or None,
            hotwords=hotwords or None, vad_filter=False)
        words: list[HeardWord] = []
        ends: list[float] = []
        for segment in segments:
            for word in segment.words or []:
                text = spoken_form(word.word)
                if text:
                    words.append(HeardWord(text, round(float(word.start), 3),
                                           round(float(word.end), 3),
                                           round(min(1.0, max(0.0, float(word.probability))), 3)))
            ends.append(round(float(segment.end), 3))
        return Hypothesis(tuple(words), tuple(ends))
