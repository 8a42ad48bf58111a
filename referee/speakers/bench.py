"""`referee bench speakers`: what attribution adds to a word's way to an alert, and its memory.

Each word of the two-speaker rounds (true words, clean audio, with prints and without) is tagged as
live: the turn's audio up to the word's end, then `Attributor.tag`. The time of each `tag` call is
the latency attribution adds before the checker sees the word. Memory: the process's peak RSS
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
    timings = []
    for round_ in rounds:
        for pair in (PairPrints(prints[round_.explainer], prints[round_.guesser]), None):
            attributor = Attributor(encoder, pair)
            given = 0
            for word in round_.words:
                until = int(np.ceil(word.end * 16_000)) + 1
                attributor.extend(round_.audio[given:until])
                given = max(given, until)
                started = time.perf_counter()
                attributor.tag(word)
                timings.append(time.perf_counter() - started)
    ms = np.array(timings) * 1000
    return {"load_s": round(load, 3), "words": len(timings),
            "p50_ms": round(float(np.percentile(ms, 50)), 2),
            "p95_ms": round(float(np.percentile(ms, 95)), 2),
            "rss_mb": round(_rss_mb(), 1), "rss_added_mb": round(_rss_mb() - before, 1),
            "load_average": round(os.getloadavg()[0], 1), "cores": os.cpu_count() or 1}
