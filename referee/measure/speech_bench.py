"""Speed of the live recognizer on a WAV made with espeak-ng: `referee bench speech`.

The file is fed in 100 ms chunks as fast as the machine allows, and every chunk's processing time
is measured. Latency is then computed on the schedule a live microphone would impose: chunk k is
available when its audio has been spoken (at (k+1)·100 ms) and is processed after the previous one,
so an event is out at max(available, previous done) + processing time. A word's latency is the time
from its end in the audio (the final result's timing) to the first event, partial or final, that
showed its text after it began (its position in the transcript may still have shifted then).
Nothing sleeps: the figures depend on processing speed only (which other load on the machine
does affect: run it on a quiet machine).
"""

from __future__ import annotations

import resource
import shutil
import subprocess
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from common.errors import UserError
from referee.events import WordEvent
from referee.speech.audio import CHUNK_SECONDS, WavSource
from referee.speech.recognizer import Recognizer, SpeechModel

DEFAULT_TEXT = ("Это такая вещь, которой режут хлеб на кухне. Она острая и стальная, "
                "её держат за ручку и точат, когда она затупится.")


@dataclass(frozen=True)
class SpeechBenchResult:
    rtf: float
    first_word_latency_ms: float | None
    word_latency_p50_ms: float | None
    word_latency_p95_ms: float | None
    load_s: float
    rss_mb: float
    audio_s: float
    words: int
    final_latency_p50_ms: float | None  # word end → its final (no longer revisable) event
    vosk_latency_p50_ms: float | None  # the word latency on an infinitely fast machine: Vosk's own

    def to_json(self) -> dict[str, float | int | None]:
        return asdict(self)


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


def run_speech_bench(model_path: Path, wav: Path, *,
                     partial_words: bool = False) -> SpeechBenchResult:
    began = time.perf_counter()
    model = SpeechModel(model_path)
    load_s = time.perf_counter() - began
    source = WavSource(wav)
    recognizer = Recognizer(model, partial_words=partial_words)
    shown: list[tuple[float, WordEvent]] = []  # (event time on the live schedule, event)
    ideal: list[tuple[float, WordEvent]] = []  # (event time on an infinitely fast machine, event)
    done = busy = 0.0
    chunks = list(source.frames())
    for k, chunk in enumerate(chunks + [b""]):
        available = min((k + 1) * CHUNK_SECONDS, source.duration)
        t0 = time.perf_counter()
        events = recognizer.accept(chunk) if chunk else recognizer.finish()
        spent = time.perf_counter() - t0
        busy += spent
        done = max(done, available) + spent
        shown += [(done, e) for e in events if isinstance(e, WordEvent)]
        ideal += [(available, e) for e in events if isinstance(e, WordEvent)]
    finals = {e.index: (t, e) for t, e in shown if e.final}
    in_order = [w for _, (_, w) in sorted(finals.items())]
    ms = np.array(_latencies(in_order, shown)) * 1000
    return SpeechBenchResult(
        rtf=round(busy / source.duration, 4),
        first_word_latency_ms=round(float(ms[0]), 1) if len(ms) else None,
        word_latency_p50_ms=round(float(np.percentile(ms, 50)), 1) if len(ms) else None,
        word_latency_p95_ms=round(float(np.percentile(ms, 95)), 1) if len(ms) else None,
        load_s=round(load_s, 3),
        rss_mb=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        audio_s=round(source.duration, 3),
        words=len(finals),
        final_latency_p50_ms=_p50([(t - e.end) * 1000 for t, e in finals.values()]),
        vosk_latency_p50_ms=_p50([x * 1000 for x in _latencies(in_order, ideal)]),
    )


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


def _p50(values: list[float]) -> float | None:
    return round(float(np.percentile(values, 50)), 1) if values else None

