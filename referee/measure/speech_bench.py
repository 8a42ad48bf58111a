"""Speed of a live recognizer (any engine) and of the alerts behind it: `referee bench speech`.

Input: the sample rounds (`samples/`, their audio and secret words; alerts are measured against
their expected alerts), or one WAV (word figures only). Each file is fed in 100 ms chunks as fast
as the machine allows, and every chunk's processing time (recognizer + checker) is measured.
Latency is then computed on the schedule a live microphone would impose: chunk k is available
when its audio has been spoken (at (k+1)·100 ms) and is processed after the previous one, so an
event is out at max(available, previous done) + processing time.

- Word latency: from a word's end in the audio (the recognizer's final timing) to the first event,
  partial or final, that showed its text after it began.
- Alert latency: from the end of a sample's violating word (its ground-truth timing) to the first
  alert of the expected rule heard at that time (`referee.measure.samples.compare`) that stands:
  an alert later retracted (raised on a partial word the stream then heard otherwise) was not a
  find, however early it came; the alert that replaced it, if any, is. alerts_found and
  alerts_unexpected count the standing alerts (what the judge is left with, as the offline path
  counts); alerts_retracted counts the ones raised and withdrawn again (a flash on the judge's
  screen). An alert that moved with its word within one pass (`referee.rules.cards.followed`)
  stands from when it was first raised, as on the judge's screen.
- rtf: recognizer time / audio time.
- stream_wer: word error rate of the streamed final transcript against the samples' true words
  (the live path's quality; `referee eval speech --samples` measures the offline path), with
  alerts_found / alerts_expected / alerts_unexpected of the alerts raised live.
- passes: how many times the recognizer heard its buffer (Whisper; None for Vosk).
- With `speakers`, each chunk also goes to the live turn's speaker attribution
  (`referee.speech.live.SpeakerTags`, no prints: two voices found in the turn) and each word is
  tagged before the checker, as in a live turn; its time counts in the processing time, so the
  latencies include it (run with and without, back to back, for its cost). `speakers_p50_ms` /
  `speakers_p95_ms` are its own time per chunk that carried words: what it adds to the chunk's
  words and alerts when the recognizer keeps up (rtf < 1), whatever else loads the machine.

Nothing sleeps: the figures depend on processing speed only (which other load on the machine does
affect: run it on a quiet machine). With `clock="cpu"`, processing time is the process's CPU time
instead of the wall clock, for the stream's pass schedule too (Whisper's interval follows its
passes' cost): other processes on a shared machine then barely change the figures, so two variants
can be compared back to back while the machine is busy. On a quiet machine the two clocks give
close figures (Whisper base on 2 cores: a pass takes about as much CPU time as wall time); the
headline figures are the wall clock's.
"""

from __future__ import annotations

import resource
import shutil
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from common.errors import UserError
from referee.events import Alert, Moved, Retraction, Transcript, WordEvent
from referee.measure.alignment import align
from referee.measure.samples import Sample, compare, ensure_audio
from referee.measure.speech_eval import heard_tokens, normalise
from referee.replay.transcript import read_words
from referee.rules.cards import TurnChecker, checked, followed, passes
from referee.speakers.answers.live_listen import LiveListen
from referee.speakers.attribution import Attributor
from referee.speakers.encoder import VoiceEncoder
from referee.speech.audio import CHUNK_SECONDS, WavSource
from referee.speech.engines.interface import EngineName, SpeechEngine
from referee.speech.engines.registry import load_engine
from referee.speech.engines.whisper_stream import WhisperStream
from referee.speech.live import SpeakerTags

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


@dataclass(frozen=True)
class SpeechBenchResult:
    engine: str
    rtf: float
    word_latency_p50_ms: float | None
    word_latency_p95_ms: float | None
    alert_latency_p50_ms: float | None
    alert_latency_p95_ms: float | None
    load_s: float
    rss_mb: float
    first_word_latency_ms: float | None  # of the first file
    final_latency_p50_ms: float | None  # word end → its final (no longer revisable) event
    audio_s: float
    files: int
    words: int
    alerts_found: int  # expected alerts of the samples raised through speech
    alerts_expected: int
    alerts_unexpected: int  # standing alerts the samples do not expect
    alerts_retracted: int  # alerts raised, then retracted (the stream heard their words otherwise)
    stream_wer: float | None  # the streamed finals against the samples' true words
    passes: int | None  # recognizer passes over the audio (Whisper), None for Vosk
    speakers: bool = False  # words attributed to the explainer or the guesser on the way
    speakers_p50_ms: float | None = None  # attribution time of a chunk with words
    speakers_p95_ms: float | None = None

    def to_json(self) -> dict[str, float | int | str | None]:
        return asdict(self)


@dataclass
class _Timeline:
    """What one file gave on the live schedule: (time out, event) pairs, and recognizer time."""

    words: list[tuple[float, WordEvent]] = field(default_factory=list)
    alerts: list[tuple[float, Alert]] = field(default_factory=list)
    retracted: list[Retraction] = field(default_factory=list)  # in the order they came
    attributing: list[float] = field(default_factory=list)  # seconds, chunks with words
    listening: list[float] = field(default_factory=list)  # seconds, second listen, same chunks
    busy: float = 0.0
    duration: float = 0.0
    passes: int | None = None

    def take(self, done: float, item: object) -> None:
        """What the checker said, out at `done`: an alert raised, retracted, or moved with its
        word (then it stands as raised, when it was first raised)."""
        if isinstance(item, Alert):
            self.alerts.append((done, item))
        elif isinstance(item, Retraction):
            self.retracted.append(item)
        elif isinstance(item, Moved):
            self.alerts = [(t, item.alert if a is item.old else a) for t, a in self.alerts]


def espeak_wav(path: Path, text: str, voice: str = "ru", trailing_silence: float = 1.0) -> Path:
    """Synthesize `text` with espeak-ng to a WAV (its native rate), then a second of silence."""
    if shutil.which("espeak-ng") is None:
        raise UserError("Нужен espeak-ng: sudo apt-get install espeak-ng.")
    subprocess.run(["espeak-ng", "-v", voice, "-w", str(path), text], check=True,
                   capture_output=True)
    if trailing_silence > 0 and shutil.which("sox"):
        padded = path.with_suffix(".padded.wav")
        subprocess.run(["sox", str(path), str(padded), "pad", "0", str(trailing_silence)],
                       check=True, capture_output=True)
        padded.replace(path)
    return path


def run_speech_bench(engine: EngineName, model_path: Path, *, wav: Path | None = None,
                     samples: Sequence[Sample] = (), speakers: bool = False,
                     clock: str = "wall") -> SpeechBenchResult:
    """Load `engine` from `model_path`, then run `wav` or the `samples` through it (`speakers`:
    with the live turn's speaker attribution; `clock`: "wall" or "cpu", see the module
    docstring)."""
    began = time.perf_counter()
    speech = load_engine(engine, model_path)
    encoder = VoiceEncoder() if speakers else None
    load_s = time.perf_counter() - began
    word_ms: list[float] = []
    final_ms: list[float] = []
    alert_ms: list[float] = []
    found = expected = unexpected = retracted = edits = said = 0
    timelines: list[_Timeline] = []
    for path, sample in [(wav, None)] if wav else [(ensure_audio(s), s) for s in samples]:
        checker = TurnChecker.for_targets(sample.targets) if sample else None
        tags = SpeakerTags(Attributor(encoder)) if encoder is not None else None
        timeline = _simulate(speech, path, checker, tags, CLOCKS[clock])
        timelines.append(timeline)
        finals = _finals(timeline.words)
        word_ms += [x * 1000 for x in _latencies(finals, timeline.words)]
        final_ms += [(t - e.end) * 1000 for t, e in timeline.words if e.final]
        if sample:
            standing = _standing(timeline)
            retracted += len(timeline.alerts) - len(standing)
            latencies = _alert_latencies(sample, standing)
            alert_ms += [x * 1000 for x in latencies]
            found, expected = found + len(latencies), expected + len(sample.expected)
            unexpected += len(compare(sample, [a for _, a in standing]).unexpected)
            truth = [t for w in read_words(sample.words) for t in normalise(w.text)]
            edits += align(truth, [w.text for w in heard_tokens(finals)]).edits
            said += len(truth)
    audio = sum(t.duration for t in timelines)
    attributing = [x * 1000 for t in timelines for x in t.attributing]
    first = _latencies(_finals(timelines[0].words), timelines[0].words) if timelines else []
    return SpeechBenchResult(
        engine=engine,
        rtf=round(sum(t.busy for t in timelines) / audio, 4) if audio else 0.0,
        word_latency_p50_ms=_percentile(word_ms, 50),
        word_latency_p95_ms=_percentile(word_ms, 95),
        alert_latency_p50_ms=_percentile(alert_ms, 50),
        alert_latency_p95_ms=_percentile(alert_ms, 95),
        load_s=round(load_s, 3),
        rss_mb=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        first_word_latency_ms=round(first[0] * 1000, 1) if first else None,
        final_latency_p50_ms=_percentile(final_ms, 50),
        audio_s=round(audio, 3),
        files=len(timelines),
        words=len(word_ms),
        alerts_found=found,
        alerts_expected=expected,
        alerts_unexpected=unexpected,
        alerts_retracted=retracted,
        stream_wer=round(edits / said, 4) if said else None,
        passes=_total_passes(timelines),
        speakers=speakers,
        speakers_p50_ms=_percentile(attributing, 50) if speakers else None,
        speakers_p95_ms=_percentile(attributing, 95) if speakers else None,
    )


def _simulate(speech: SpeechEngine, wav: Path, checker: TurnChecker | None,
              tags: SpeakerTags | None = None,
              clock: Callable[[], float] = time.perf_counter,
              second: LiveListen | None = None) -> _Timeline:
    """Feed `wav` chunk by chunk, timing each on the live schedule (see the module docstring)
    by `clock`. With `second` (inline, and a `checker`), the words are listened to again as in a
    live turn, its time counted in the chunk's (as if the turn's worker paid it; `listening`, by
    the chunks of `attributing`) and the answers raised at the next chunk."""
    source = WavSource(wav)
    recognizer = speech.recognizer()
    if isinstance(recognizer, WhisperStream):
        recognizer.clock = clock
    timeline = _Timeline(duration=source.duration)
    transcript = Transcript()
    done = 0.0
    chunks = list(source.frames())
    for k, chunk in enumerate([*chunks, b""]):
        available = min((k + 1) * CHUNK_SECONDS, source.duration)
        t0 = clock()
        answers = second.raised(checker) if second is not None and checker else []
        events = recognizer.accept(chunk) if chunk else recognizer.finish()
        t1 = clock()
        if tags is not None:
            tags.hear(chunk)
            events = [tags.said(e) for e in events]
        attributed = clock() - t1
        said = [item for piece in passes(events)
                for item in followed([x for e in piece
                                      for x in [e, *(checked(checker, e) if checker else [])]])]
        t2 = clock()
        if second is not None and checker is not None:
            second.hear(chunk)
            for event in events:
                transcript.apply(event)
            second.consider(transcript.words, checker)
        if tags is not None and any(isinstance(e, WordEvent) for e in events):
            timeline.attributing.append(attributed)
            timeline.listening.append(clock() - t2)
        done = max(done, available) + clock() - t0
        timeline.busy += t1 - t0
        timeline.words += [(done, e) for e in events if isinstance(e, WordEvent)]
        for item in [*answers, *said]:
            timeline.take(done, item)
    for answer in second.raised(checker) if second is not None and checker else []:
        timeline.take(done, answer)  # found on the turn's last words
    timeline.passes = getattr(recognizer, "passes", None)
    return timeline


def _standing(timeline: _Timeline) -> list[tuple[float, Alert]]:
    """The alerts of `timeline` never retracted (a retraction withdraws the alert it carries, as
    raised: the same object)."""
    gone = {id(r.alert) for r in timeline.retracted}
    return [(t, a) for t, a in timeline.alerts if id(a) not in gone]


def _finals(shown: list[tuple[float, WordEvent]]) -> list[WordEvent]:
    """The final words in transcript order (a later final at an index replaces an earlier one)."""
    finals = {e.index: e for _, e in shown if e.final}
    return [finals[i] for i in sorted(finals)]


def _latencies(finals: list[WordEvent], shown: list[tuple[float, WordEvent]]) -> list[float]:
    """For each final word in order, the earliest unused event with its text sent after the word
    began (partial times may be estimates, so times are not compared), minus the word's end."""
    used: set[int] = set()
    out = []
    for word in finals:
        k = next(k for k, (t, e) in enumerate(shown)
                 if k not in used and e.text == word.text and t >= word.start)
        used.add(k)
        out.append(shown[k][0] - word.end)
    return out


def _alert_latencies(sample: Sample, alerts: list[tuple[float, Alert]]) -> list[float]:
    """For each expected alert of `sample` that was raised: raised at − its word's true end."""
    truth = {w.index: w for w in read_words(sample.words)}
    raised_at = {id(alert): t for t, alert in alerts}
    found = compare(sample, [a for _, a in alerts]).found
    return [raised_at[id(alert)] - truth[exp.index].end for exp, alert in found]


def _total_passes(timelines: list[_Timeline]) -> int | None:
    """The recognizer passes of all files, for engines that count them (Whisper)."""
    counted = [t.passes for t in timelines if t.passes is not None]
    return sum(counted) if counted else None


def _percentile(values: list[float], q: float) -> float | None:
    return round(float(np.percentile(values, q)), 1) if values else None
