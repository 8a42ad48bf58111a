"""`referee bench speakers`: what attribution adds to a word's way to an alert, and its memory.

Each two-speaker round (true words, clean audio, with prints and without) is played as live: its
audio is given to `Attributor.extend` in 0.1 s chunks, as the microphone gives it, and each word is
tagged (`Attributor.tag`) once the audio up to its end has been given. The time of each `tag` call
is the latency attribution adds before the checker sees the word; the encoder's work is done in
`extend`, as the audio arrives, and is reported apart: its time per second of audio (`extend_rtf`)
and per chunk. Memory: the process's peak RSS
before the encoder is loaded and after every round has been attributed. The machine's load average
is printed with the figures: on a shared machine the times grow with it.
"""

from __future__ import annotations

import os
import resource
import time

import numpy as np

from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import PairPrints, voice_print
from referee.speakers.rounds import all_rounds, enrolment_audio
from referee.speech.pcm import SAMPLE_RATE

CHUNK = SAMPLE_RATE // 10  # samples: the microphone's 0.1 s


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench() -> dict[str, float]:
    from referee.speakers.attribution import Attributor

    rounds = all_rounds()
    before = _rss_mb()
    started = time.perf_counter()
    encoder = VoiceEncoder()
    load = time.perf_counter() - started
    prints = {p: voice_print(encoder, enrolment_audio(p))
              for p in {n for r in rounds for n in (r.explainer, r.guesser)}}
    timings, chunks = [], []
    for round_ in rounds:
        for pair in (PairPrints(prints[round_.explainer], prints[round_.guesser]), None):
            attributor = Attributor(encoder, pair)
            words = list(round_.words)
            for start in range(0, len(round_.audio), CHUNK):
                started = time.perf_counter()
                attributor.extend(round_.audio[start:start + CHUNK])
                chunks.append(time.perf_counter() - started)
                while words and words[0].end * SAMPLE_RATE <= start + CHUNK:
                    started = time.perf_counter()
                    attributor.tag(words.pop(0))
                    timings.append(time.perf_counter() - started)
    audio_seconds = 2 * sum(len(r.audio) for r in rounds) / SAMPLE_RATE
    chunk_ms = np.array(chunks) * 1000
    ms = np.array(timings) * 1000
    return {"load_s": round(load, 3), "words": len(timings),
            "p50_ms": round(float(np.percentile(ms, 50)), 2),
            "p95_ms": round(float(np.percentile(ms, 95)), 2),
            "extend_rtf": round(float(chunk_ms.sum() / 1000 / audio_seconds), 4),
            "chunk_p95_ms": round(float(np.percentile(chunk_ms, 95)), 2),
            "rss_mb": round(_rss_mb(), 1), "rss_added_mb": round(_rss_mb() - before, 1),
            "load_average": round(os.getloadavg()[0], 1), "cores": os.cpu_count() or 1}
