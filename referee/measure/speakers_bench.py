"""`referee bench speakers`: what attribution adds to a word's way to an alert, and its memory.

Each two-speaker round is played as live, three times: clean audio with the players' prints,
clean without, and with noise at 10 dB without (the unenrolled turn's two-voice search is the
dearer one, and noise cuts the audio into more segments). Its audio is given to
`Attributor.extend` in 0.1 s chunks, as the microphone gives it, and each word (the true words)
is tagged (`Attributor.tag`) once the audio up to its end has been given — the order of a live
turn (`referee.speech.live.SpeakerTags`: a chunk is heard, then its words are tagged, then
checked).

- `added_p50_ms` / `added_p95_ms`: over the chunks that carry words, the attribution's time on
  that chunk (its `extend` and the `tag` of each of its words): how much later those words, and
  any alert on them, reach the checker. The limit is `ADDED_P95_LIMIT_MS` (issue 14: ≤ 50 ms p95).
- `tag_p50_ms` / `tag_p95_ms`: one `tag` call; `chunk_p95_ms`: one `extend` of 0.1 s;
  `extend_rtf`: the encoder's time per second of audio.
- `rss_added_mb`: the process's peak RSS after every round, minus before the encoder was loaded
  (limit `MEMORY_LIMIT_MB`, 200 MB).

The machine's load average is printed with the figures: on a shared machine the times grow with
it.
"""

from __future__ import annotations

import os
import resource
import time

import numpy as np

from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import PairPrints, voice_print
from referee.speakers.rounds import SpeakerRound, all_rounds, enrolment_audio
from referee.speech.pcm import SAMPLE_RATE

CHUNK = SAMPLE_RATE // 10  # samples: the microphone's 0.1 s
ADDED_P95_LIMIT_MS = 50.0
MEMORY_LIMIT_MB = 200.0


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _ms(values: list[float], q: float) -> float:
    return round(float(np.percentile(np.array(values) * 1000, q)), 2)


def bench(rounds: list[SpeakerRound] | None = None) -> dict[str, float | int | bool]:
    from referee.speakers.attribution import Attributor

    rounds = rounds if rounds is not None else all_rounds()
    before = _rss_mb()
    started = time.perf_counter()
    encoder = VoiceEncoder()
    load = time.perf_counter() - started
    prints = {p: voice_print(encoder, enrolment_audio(p))
              for p in {n for r in rounds for n in (r.explainer, r.guesser)}}
    tags: list[float] = []
    chunks: list[float] = []
    added: list[float] = []
    audio_seconds = 0.0
    for round_ in rounds:
        enrolled = PairPrints(prints[round_.explainer], prints[round_.guesser])
        for audio, pair in ((round_.audio, enrolled), (round_.audio, None),
                            (round_.noisy(), None)):
            attributor = Attributor(encoder, pair)
            words = list(round_.words)
            audio_seconds += len(audio) / SAMPLE_RATE
            for start in range(0, len(audio), CHUNK):
                began = time.perf_counter()
                attributor.extend(audio[start:start + CHUNK])
                chunks.append(time.perf_counter() - began)
                spent = chunks[-1]
                carried = False
                while words and words[0].end * SAMPLE_RATE <= start + CHUNK:
                    began = time.perf_counter()
                    attributor.tag(words.pop(0))
                    tags.append(time.perf_counter() - began)
                    spent += tags[-1]
                    carried = True
                if carried:
                    added.append(spent)
    rss_added = round(_rss_mb() - before, 1)
    p95 = _ms(added, 95)
    return {"load_s": round(load, 3), "rounds": len(rounds), "words": len(tags),
            "added_p50_ms": _ms(added, 50), "added_p95_ms": p95,
            "tag_p50_ms": _ms(tags, 50), "tag_p95_ms": _ms(tags, 95),
            "chunk_p95_ms": _ms(chunks, 95),
            "extend_rtf": round(float(sum(chunks) / audio_seconds), 4),
            "rss_mb": round(_rss_mb(), 1), "rss_added_mb": rss_added,
            "within_limits": p95 <= ADDED_P95_LIMIT_MS and rss_added <= MEMORY_LIMIT_MB,
            "load_average": round(os.getloadavg()[0], 1), "cores": os.cpu_count() or 1}
