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

`bench_second_listen` (`referee bench speakers --second-listen`) plays each round as a live turn
through Whisper base (the live recognizer, attribution with the players' prints, the turn checker,
on the simulated live schedule of `referee.measure.speech_bench`), twice, back to back: without the
second listen and with it (`referee.speakers.answers.live_listen`, inline: each scoring is paid
on the turn's own worker, the worst case; live it has a worker of its own). It gives the CPU time
of one second listen (`second_listen_p50_ms` / `_p95_ms`: each scoring of a word that has forms
near in sound to score), what attribution as a whole adds to a chunk with words without the
second listen and with it (`added_p95_ms_without` / `_with`, limit `ADDED_P95_LIMIT_MS`), the
answers it raised that stand and how long after their word's end (`answer_latency_p50_ms` /
`_p95_ms`), and the latency from an alert's word's end to the alert for every other standing
alert, without and with it (`alert_p95_ms_without` / `_with`): the word → alert path.
"""

from __future__ import annotations

import os
import resource
import tempfile
import time
from pathlib import Path

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


def _some_ms(values: list[float], q: float) -> float | None:
    return _ms(values, q) if values else None


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


def bench_second_listen(rounds: list[SpeakerRound] | None = None, model: Path | None = None,
                        clock: str = "cpu") -> dict[str, float | int | None]:
    """The second listen's cost in a live turn (see the module docstring); `clock` "cpu" or
    "wall" (`referee.measure.speech_bench.CLOCKS`)."""
    from referee.measure.speech_bench import CLOCKS, _simulate, _standing
    from referee.measure.synth import write_wav
    from referee.rules.cards import TurnChecker
    from referee.speakers.answers.live_listen import LiveListen
    from referee.speakers.answers.second_listen import found_again
    from referee.speakers.attribution import Attributor
    from referee.speech.engines.registry import load_engine, locate_engine_model
    from referee.speech.live import SpeakerTags

    rounds = rounds if rounds is not None else all_rounds()
    speech = load_engine("whisper", locate_engine_model("whisper", model))
    encoder = VoiceEncoder()
    latency: dict[str, list[float]] = {"without": [], "with": []}
    added: dict[str, list[float]] = {"without": [], "with": []}
    answers: list[float] = []
    listened: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for round_ in rounds:
            wav = Path(folder) / f"{round_.id}.wav"
            write_wav(wav, round_.audio)
            prints = PairPrints(voice_print(encoder, enrolment_audio(round_.explainer)),
                                voice_print(encoder, enrolment_audio(round_.guesser)))
            for run in ("without", "with"):
                second = LiveListen(speech.likelihoods, inline=True) if run == "with" else None
                timeline = _simulate(speech, wav, TurnChecker.for_targets(round_.targets),
                                     SpeakerTags(Attributor(encoder, prints)), CLOCKS[clock],
                                     second)
                for out, alert in _standing(timeline):
                    late = out - (alert.end if alert.end is not None else 0.0)
                    (answers if found_again(alert) else latency[run]).append(late)
                added[run] += [a + b for a, b in zip(timeline.attributing, timeline.listening,
                                                     strict=True)]
                if second is not None:
                    listened += [ms / 1000 for ms in second.cpu_ms]
    return {"rounds": len(rounds), "clock": clock, "second_listens": len(listened),
            "second_listen_p50_ms": _some_ms(listened, 50),
            "second_listen_p95_ms": _some_ms(listened, 95),
            "added_p95_ms_without": _some_ms(added["without"], 95),
            "added_p95_ms_with": _some_ms(added["with"], 95),
            "answers": len(answers),
            "answer_latency_p50_ms": _some_ms(answers, 50),
            "answer_latency_p95_ms": _some_ms(answers, 95),
            "alerts": len(latency["with"]),
            "alert_p50_ms_without": _some_ms(latency["without"], 50),
            "alert_p95_ms_without": _some_ms(latency["without"], 95),
            "alert_p50_ms_with": _some_ms(latency["with"], 50),
            "alert_p95_ms_with": _some_ms(latency["with"], 95),
            "load_average": round(os.getloadavg()[0], 1), "cores": os.cpu_count() or 1}
