"""Live Whisper: streaming by local agreement of consecutive hypotheses (as ufal/whisper_streaming's
`OnlineASRProcessor`, LocalAgreement-2).

Audio accumulates in a buffer. Every `interval` seconds of new audio, Whisper hears the whole buffer
again; the words two consecutive hypotheses agree on (their common prefix after the words already
confirmed) become final, the rest are shown as partial words at once (the checker takes partial
words and retracts their alerts if they change) and may be revised by the next pass; only a last
word ending right at the end of the audio heard waits for the next pass (`CUT_OFF`), unless the
audio ends in a pause (`referee.speech.engines.whisper_pause`: then nothing was cut off, and
Whisper's word timestamps often stretch a phrase's last word to the end of the audio: «хорс» said
until 6.35 s, heard until 6.58 s of 6.6). Measured on the 16 sample rounds with passes every second
of audio (the same passes with and without it, latency in audio time): standing-alert latency p50
0.67 → 0.58 s, p95 2.1 s either way, the same 58 of 66 expected alerts standing, 7 retracted and
none unexpected either way, streamed WER 0.259 either way; `referee bench speech --engine whisper
--clock cpu`, 3 runs each on a busy machine, medians: p50 1.34 → 1.21 s, p95 2.69 → 2.65 s, expected
alerts standing 58 → 59 of 66 (every run), none unexpected, 4 retracted either way. A partial word
heard `settle_seconds` before the end of the audio becomes final as last heard, agreed or not:
Whisper can waver between two readings of a word for many passes (measured on the sample rounds: up
to 10 s), and every change retracts the alerts on it and raises them again, so the alert that stands
comes late (16 sample rounds, passes every second of audio: standing-alert latency p95 5.2 → 3.4 s,
unexpected alerts raised 9 → 4 and left standing 2 → 0, streamed WER 0.254 → 0.256). The
buffer is cut at the end of a confirmed segment (sentence) once it is longer than `trim_seconds`,
at the last confirmed word past 1.5 × that; past 2 × that (hypotheses that keep disagreeing,
noise) its last `trim_seconds` are kept and the partial words before the cut become final, so the
buffer stays bounded however the turn goes. The confirmed words before the buffer are given to
Whisper as its prompt.

A pass encodes the buffer's own frames, not Whisper's 30-s window
(`referee.speech.engines.whisper_window`), and decodes at most a number of tokens in proportion to
the buffer (`referee.speech.engines.whisper.max_new_tokens`), so it costs about in proportion to
the buffer. The pass interval follows that cost: `interval = cost_factor × the median duration of
the last COST_PASSES passes`, at least `min_interval`; the median, not the last pass, so that one
slow pass (a decoding loop, a hiccup of the machine) does not hold the next ones back for twice
its time. While the interval is longer than a pass, the audio that queued up during a pass
is taken in before the next one: on a slow (or busy) machine passes get rarer and words later,
but the stream never falls behind the microphone. `cost_factor` 2 keeps Whisper to about half of
the time (real-time factor about 0.5: a slow pass now and then is not paid back). Audio that does
not come in real time (a file heard as fast as it can be, `SpeechEngine.recognizer(realtime=False)`)
has no microphone to keep up with: its passes fall every `min_interval` of audio
(`cost_factor` 0), so a file is heard the same way on any machine, however busy. Measured A/B on
the 16 sample rounds, back to back, with the process's CPU time as the clock (`referee bench
speech --engine whisper --clock cpu`; the token cap and the median together): standing-alert
latency p50 2.1 → 2.0 s, p95 8.5 → 4.4 s, rtf 0.49 → 0.52, streamed WER 0.262 → 0.259, expected
alerts standing 57 → 58 of 66, unexpected standing 1 → 0; the costliest pass 6.8 → 3.5 s.

The events are those of every engine (`referee.speech.engines.interface`): `WordEvent`s
replacing words by index, partial then final, and a `Revision` when the transcript shrinks —
exactly as Vosk's; every pass that changes anything starts with a `Revision` marked `rehear`
(cutting nothing unless the transcript shrank), so that consumers know which words one pass
changed: an alert retracted and raised again on the same audio within it moves instead
(`referee.rules.cards.followed`, where it is measured). Measured and not kept (one run each,
back to back, `--clock cpu`, alert p95 against 3.45 s with it): `trim_seconds` 8 (p95 3.49 s,
p50 2.06 → 1.85 s, streamed WER 0.264 → 0.273, 57 instead of 58 expected alerts standing); a
pass as soon as the audio ends in a pause once 0.6 of the interval has passed, with
`cost_factor` 2.4 (p95 4.03 s, WER 0.275, rtf 0.515). Nor these (one run each, 5 of the start,
`--clock cpu`, busy machine; start: alert p95 2.65-3.01 s, median 2.79, rtf 0.44-0.47): a
"glimpse" pass halfway between full passes over the audio after the last word shown, its words
shown after the shown ones (p95 2.66 s, rtf 0.55, 12 retracted; with words up to the first below
probability 0.5 and at most 3 s of audio: p95 3.47 s, rtf 0.54) or replacing the partial words
(p95 4.08 s, 13 retracted, 1 unexpected standing): the words it hears first are often heard
otherwise by the next full pass; showing a word cut off by the end of the audio when heard with
probability ≥ 0.9 (p95 2.68 s, 2 unexpected standing).
"""

from __future__ import annotations

import statistics
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from referee.events import Revision, WordEvent
from referee.speech.engines.interface import RecognizerEvent
from referee.speech.engines.whisper_pause import Loudness
from referee.speech.pcm import SAMPLE_RATE

PROMPT_CHARS = 200  # confirmed text before the buffer given to Whisper as context
OVERLAP_SLACK = 0.1  # s: a new word starting this much before the last confirmed end is a repeat
MAX_NGRAM = 5  # a hypothesis repeating up to this many confirmed words at its start drops them
# s: a partial word ending this close to the end of the audio heard is held back until a later pass
# (Whisper hears a word cut off by the buffer's end as some other word: measured on the sample
# rounds, 11 % of the partial words ending within 0.1 s of it were the word made final, 52 % at
# 0.1-0.2 s, 78 % at 0.2-0.3 s; the garbled ones raised alerts retracted a pass later)
CUT_OFF = 0.15
COST_PASSES = 3  # the pass interval follows the median duration of this many last passes


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
             prompt: str | None = None, fit: bool = False) -> Hypothesis: ...


class WhisperStream:
    """One turn's Whisper recognizer (see the module docstring)."""

    def __init__(self, engine: Hearer, *, min_interval: float = 1.0,
                 cost_factor: float = 2.0, trim_seconds: float = 12.0,
                 settle_seconds: float | None = 2.5,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.engine = engine
        self.clock = clock  # what a pass's duration is measured with (benchmarks: CPU time)
        self.min_interval = min_interval
        self.cost_factor = cost_factor
        self.trim_seconds = trim_seconds
        self.settle_seconds = settle_seconds
        self.reset()

    def reset(self) -> None:
        """Start a new turn: empty transcript, clock at zero."""
        self._buffer = np.zeros(0, np.int16)
        self._loudness = Loudness()  # the buffer's frame levels (does it end in a pause?)
        self._offset = 0.0  # turn time of the buffer's first sample
        self._pending = 0.0  # seconds of audio since the last pass
        self._interval = self.min_interval
        self._costs: deque[float] = deque(maxlen=COST_PASSES)  # the last passes' durations
        self._committed: list[WordEvent] = []  # final words, in order
        self._tail: list[HeardWord] = []  # the last hypothesis beyond the confirmed words
        self._sent: list[WordEvent] = []  # the transcript as the consumer has it
        self.passes = 0  # how many times Whisper heard the buffer (for benchmarks)

    def accept(self, chunk: bytes) -> list[RecognizerEvent]:
        """Feed 16 kHz mono int16 audio; returns the transcript's changes (after a pass)."""
        samples = np.frombuffer(chunk, np.int16)
        self._buffer = np.concatenate([self._buffer, samples])
        self._loudness.extend(samples)
        self._pending += len(samples) / SAMPLE_RATE
        if self._pending < self._interval:
            return []
        began = self.clock()
        new, segment_ends = self._hear()
        agreed = _common_prefix(self._tail, new)
        self._confirm(new[:agreed])
        self._tail = new[agreed:]
        self._settle()
        self._trim(segment_ends)
        self._costs.append(self.clock() - began)
        self._interval = max(self.min_interval,
                             self.cost_factor * statistics.median(self._costs))
        return self._changes()

    def finish(self) -> list[RecognizerEvent]:
        """End of the stream: the last hypothesis over what is left becomes final."""
        self._confirm(self._hear()[0] if len(self._buffer) else [])
        self._tail = []
        return self._changes()

    @property
    def buffered_seconds(self) -> float:
        """How much audio the next pass will hear."""
        return len(self._buffer) / SAMPLE_RATE

    def partial(self) -> list[WordEvent]:
        """The words not final yet, as last sent."""
        return [w for w in self._sent if not w.final]

    # --- one pass ------------------------------------------------------------------------------

    def _hear(self) -> tuple[list[HeardWord], list[float]]:
        """The buffer's hypothesis in turn time, without the words already confirmed, and the
        turn times where its segments (sentences) end."""
        self._pending = 0.0
        self.passes += 1
        heard = self.engine.hear(self._buffer, prompt=self._prompt(), fit=True)
        words = [replace(w, start=round(w.start + self._offset, 3),
                         end=round(w.end + self._offset, 3)) for w in heard.words]
        return self._unconfirmed(words), [end + self._offset for end in heard.segment_ends]

    def _prompt(self) -> str:
        """The confirmed words said before the buffer (Whisper's context)."""
        before = " ".join(w.text for w in self._committed if w.end <= self._offset + 1e-3)
        return before[-PROMPT_CHARS:]

    def _unconfirmed(self, words: list[HeardWord]) -> list[HeardWord]:
        """`words` after the confirmed ones: drop those before the last confirmed end, and a
        repeat of the last confirmed words at the start (Whisper re-hearing a boundary word). A
        word starting inside the last confirmed one but heard mostly after it is new: Whisper
        stretches a word to the next one at times, and that next word is often the guesser's
        answer at the end of the turn («форму» heard until 17.16 s, «птица» from 17.06 s)."""
        if not self._committed:
            return words
        last_end = self._committed[-1].end
        words = [w for w in words
                 if w.start > last_end - OVERLAP_SLACK or (w.start + w.end) / 2 > last_end]
        if words and abs(words[0].start - last_end) < 1.0:
            done = [w.text for w in self._committed]
            for n in range(min(MAX_NGRAM, len(done), len(words)), 0, -1):
                if done[-n:] == [w.text for w in words[:n]]:
                    return words[n:]
        return words

    def _trim(self, segment_ends: list[float]) -> None:
        """Keep the buffer short (see the module docstring): past `trim_seconds`, cut it at the
        last confirmed segment end; past 1.5 × that, at the last confirmed word; past 2 × that
        (the hypotheses keep disagreeing, or nothing was heard), keep its last `trim_seconds` and
        make final the partial words before the cut."""
        seconds = self.buffered_seconds
        if seconds <= self.trim_seconds:
            return
        confirmed_end = self._committed[-1].end if self._committed else self._offset
        cuts = [end for end in segment_ends if end <= confirmed_end + 1e-3]
        if not cuts and seconds > 1.5 * self.trim_seconds:
            cuts = [confirmed_end]
        if seconds > 2 * self.trim_seconds:
            cuts = [self._force_cut(self._offset + seconds - self.trim_seconds)]
        if cuts and cuts[-1] > self._offset:
            cut = int(round((cuts[-1] - self._offset) * SAMPLE_RATE))
            self._buffer = self._buffer[cut:]
            self._loudness.restart(self._buffer)
            self._offset = round(self._offset + cut / SAMPLE_RATE, 3)

    def _settle(self) -> None:
        """Make final the partial words (from the first) heard `settle_seconds` or more before
        the end of the audio: hypotheses that keep disagreeing on them (Whisper wavering between
        two readings) would otherwise keep them partial, their alerts retracted and raised again
        at every pass."""
        if self.settle_seconds is None:
            return
        until = self._offset + self.buffered_seconds - self.settle_seconds
        done = next((k for k, w in enumerate(self._tail) if w.end > until), len(self._tail))
        self._confirm(self._tail[:done])
        self._tail = self._tail[done:]

    def _force_cut(self, at: float) -> float:
        """Make final the partial words that end by `at` (turn time); the cut: `at`, or the start
        of a partial word that spans it."""
        done = next((k for k, w in enumerate(self._tail) if w.end > at), len(self._tail))
        self._confirm(self._tail[:done])
        self._tail = self._tail[done:]
        return min(at, self._tail[0].start) if self._tail else at

    def _shown_tail(self) -> list[HeardWord]:
        """The partial words the consumer sees: the last hypothesis beyond the confirmed words,
        without a word the end of the audio may have cut off (none if the audio ends in a
        pause)."""
        if self._loudness.ends_in_pause(self._buffer, CUT_OFF):
            return list(self._tail)
        return _held_back(self._tail, self._offset + self.buffered_seconds)

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
                                 for i, w in enumerate(self._shown_tail())]
        words: list[RecognizerEvent] = []
        for i, word in enumerate(now):
            old = self._sent[i] if i < len(self._sent) else None
            if old is None or (old.text, old.final) != (word.text, word.final):
                words.append(word)
        shrunk = len(now) < len(self._sent)
        self._sent, sent = now, len(self._sent)
        if not words and not shrunk:
            return []
        return [Revision(min(len(now), sent), rehear=True), *words]


def _held_back(words: list[HeardWord], heard_until: float) -> list[HeardWord]:
    """`words` without the last ones that end within `CUT_OFF` of `heard_until` (likely cut off
    by the end of the audio: shown once a later pass hears past them)."""
    shown = len(words)
    while shown and words[shown - 1].end > heard_until - CUT_OFF:
        shown -= 1
    return words[:shown]


def _common_prefix(old: list[HeardWord], new: list[HeardWord]) -> int:
    """How many first words two hypotheses agree on (by text)."""
    n = 0
    while n < min(len(old), len(new)) and old[n].text == new[n].text:
        n += 1
    return n
