"""Live Whisper: streaming by local agreement of consecutive hypotheses (as ufal/whisper_streaming's
`OnlineASRProcessor`, LocalAgreement-2).

Audio accumulates in a buffer. Every `interval` seconds of new audio, Whisper hears the whole
buffer again; the words two consecutive hypotheses agree on (their common prefix after the words
already confirmed) become final, the rest are shown as partial words and may be revised by the
next pass. The buffer is cut at the end of a confirmed segment (sentence) once it is longer than
`trim_seconds`, so a pass never hears more than about that much; the confirmed words before the
buffer are given to Whisper as its prompt.

Whisper's encoder always works on a 30-second window, so a pass costs about the same however
short the buffer is (~1 s for Whisper base on 2 cores). The pass interval follows that cost:
`interval = cost_factor × the last pass's duration`, at least `min_interval`. While the interval
is longer than a pass, the audio that queued up during a pass is taken in before the next one:
on a slow (or busy) machine passes get rarer and words later, but the stream never falls behind
the microphone. `cost_factor` 2 keeps Whisper to about half of the CPU time (real-time factor
≈ 0.5).

The events are those of every engine (`referee.speech.engines.interface`): `WordEvent`s replacing
words by
index, partial then final, and a `Revision` when the transcript shrinks — exactly as Vosk's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from referee.events import Revision, WordEvent
from referee.speech.engines.interface import RecognizerEvent
from referee.speech.pcm import SAMPLE_RATE

PROMPT_CHARS = 200  # confirmed text before the buffer given to Whisper as context
OVERLAP_SLACK = 0.1  # s: a new word starting this much before the last confirmed end is a repeat
MAX_NGRAM = 5  # a hypothesis repeating up to this many confirmed words at its start drops them


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


class Hearer(Protocol):
    """What the stream needs of `referee.speech.engines.whisper.WhisperEngine`: one pass."""

    def hear(self, samples: np.ndarray | bytes, *, hotwords: str | None = None,
             prompt: str | None = None) -> Hypothesis: ...


class WhisperStream:
    """One turn's Whisper recognizer (see the module docstring)."""

    def __init__(self, engine: Hearer, *, min_interval: float = 1.0,
                 cost_factor: float = 2.0, trim_seconds: float = 12.0) -> None:
        self.engine = engine
        self.min_interval = min_interval
        self.cost_factor = cost_factor
        self.trim_seconds = trim_seconds
        self.reset()

    def reset(self) -> None:
        """Start a new turn: empty transcript, clock at zero."""
        self._buffer = np.zeros(0, np.int16)
        self._offset = 0.0  # turn time of the buffer's first sample
        self._pending = 0.0  # seconds of audio since the last pass
        self._interval = self.min_interval
        self._committed: list[WordEvent] = []  # final words, in order
        self._tail: list[HeardWord] = []  # the last hypothesis beyond the confirmed words
        self._sent: list[WordEvent] = []  # the transcript as the consumer has it
        self.passes = 0  # how many times Whisper heard the buffer (for benchmarks)

    def accept(self, chunk: bytes) -> list[RecognizerEvent]:
        """Feed 16 kHz mono int16 audio; returns the transcript's changes (after a pass)."""
        samples = np.frombuffer(chunk, np.int16)
        self._buffer = np.concatenate([self._buffer, samples])
        self._pending += len(samples) / SAMPLE_RATE
        if self._pending < self._interval:
            return []
        began = time.perf_counter()
        new = self._hear()
        agreed = _common_prefix(self._tail, new)
        self._confirm(new[:agreed])
        self._tail = new[agreed:]
        self._interval = max(self.min_interval,
                             self.cost_factor * (time.perf_counter() - began))
        return self._changes()

    def finish(self) -> list[RecognizerEvent]:
        """End of the stream: the last hypothesis over what is left becomes final."""
        self._confirm(self._hear() if len(self._buffer) else [])
        self._tail = []
        return self._changes()

    def partial(self) -> list[WordEvent]:
        """The words not final yet, as last sent."""
        return [w for w in self._sent if not w.final]

    # --- one pass ------------------------------------------------------------------------------

    def _hear(self) -> list[HeardWord]:
        """The buffer's hypothesis in turn time, without the words already confirmed; trims the
        buffer at a confirmed segment end when it has grown long."""
        self._pending = 0.0
        self.passes += 1
        heard = self.engine.hear(self._buffer, prompt=self._prompt())
        words = [replace(w, start=round(w.start + self._offset, 3),
                         end=round(w.end + self._offset, 3)) for w in heard.words]
        new = self._unconfirmed(words)
        self._trim(heard)
        return new

    def _prompt(self) -> str:
        """The confirmed words said before the buffer (Whisper's context)."""
        before = " ".join(w.text for w in self._committed if w.end <= self._offset + 1e-3)
        return before[-PROMPT_CHARS:]

    def _unconfirmed(self, words: list[HeardWord]) -> list[HeardWord]:
        """`words` after the confirmed ones: drop those before the last confirmed end, and a
        repeat of the last confirmed words at the start (Whisper re-hearing a boundary word)."""
        if not self._committed:
            return words
        last_end = self._committed[-1].end
        words = [w for w in words if w.start > last_end - OVERLAP_SLACK]
        if words and abs(words[0].start - last_end) < 1.0:
            done = [w.text for w in self._committed]
            for n in range(min(MAX_NGRAM, len(done), len(words)), 0, -1):
                if done[-n:] == [w.text for w in words[:n]]:
                    return words[n:]
        return words

    def _trim(self, heard: Hypothesis) -> None:
        """Once the buffer is longer than `trim_seconds`, drop its audio up to the last segment
        end that is confirmed (all of that segment's words are final); past 1.5 × that with no
        such end (one long sentence), up to the last confirmed word."""
        seconds = len(self._buffer) / SAMPLE_RATE
        if seconds <= self.trim_seconds or not self._committed:
            return
        confirmed_end = self._committed[-1].end - self._offset
        cuts = [end for end in heard.segment_ends if end <= confirmed_end + 1e-3]
        if not cuts and seconds > 1.5 * self.trim_seconds:
            cuts = [confirmed_end]
        if cuts and cuts[-1] > 0:
            cut = int(cuts[-1] * SAMPLE_RATE)
            self._buffer = self._buffer[cut:]
            self._offset = round(self._offset + cut / SAMPLE_RATE, 3)

    def _confirm(self, words: list[HeardWord]) -> None:
        base = len(self._committed)
        self._committed += [WordEvent(base + i, w.text, w.start, w.end, w.conf, final=True)
                            for i, w in enumerate(words)]

    # --- what the consumer sees ----------------------------------------------------------------

    def _changes(self) -> list[RecognizerEvent]:
        """Events turning the transcript as sent into the confirmed words + the partial tail:
        a `Revision` when it shrinks, then every word whose text or finality changed."""
        base = len(self._committed)
        now = self._committed + [WordEvent(base + i, w.text, w.start, w.end, w.conf, final=False)
                                 for i, w in enumerate(self._tail)]
        events: list[RecognizerEvent] = []
        if len(now) < len(self._sent):
            events.append(Revision(len(now)))
        for i, word in enumerate(now):
            old = self._sent[i] if i < len(self._sent) else None
            if old is None or (old.text, old.final) != (word.text, word.final):
                events.append(word)
        self._sent = now
        return events


def _common_prefix(old: list[HeardWord], new: list[HeardWord]) -> int:
    """How many first words two hypotheses agree on (by text)."""
    n = 0
    while n < min(len(old), len(new)) and old[n].text == new[n].text:
        n += 1
    return n
