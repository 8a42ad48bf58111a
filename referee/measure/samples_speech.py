"""`referee eval speech --samples`: the sample rounds through a speech engine.

Each round's audio (clean, or its noisy variant) is recognised (`referee.measure.heard`, cached),
the words heard go through the turn's checker as they would live (cards by time), and the alerts
are compared with the round's expected ones by time (`referee.measure.samples.compare`): the share
of expected alerts found through speech, and every unexpected alert.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from referee.events import WordEvent
from referee.measure.alignment import align
from referee.measure.heard import Listener
from referee.measure.samples import Comparison, Sample, compare, ensure_audio, ensure_noisy_audio
from referee.measure.speech_eval import heard_tokens, normalise
from referee.replay.transcript import read_words
from referee.rules.cards import TurnChecker
from referee.speech.audio import read_wav


@dataclass(frozen=True)
class HeardRound:
    sample: Sample
    heard: tuple[WordEvent, ...]
    comparison: Comparison
    edits: int
    said: int


def hear_round(sample: Sample, listener: Listener, *, noisy: bool = False,
               min_confidence: float = 0.5) -> HeardRound:
    audio, _ = read_wav(ensure_noisy_audio(sample) if noisy else ensure_audio(sample))
    heard = heard_tokens(listener.hear(audio))
    checker = TurnChecker.for_targets(sample.targets, min_confidence=min_confidence)
    for word in heard:
        checker.feed(word)
    checker.finish()
    said = [t for w in read_words(sample.words) for t in normalise(w.text)]
    edits = align(said, [w.text for w in heard]).edits
    return HeardRound(sample, tuple(heard), compare(sample, [c.alert for c in checker.raised]),
                      edits, len(said))


@dataclass(frozen=True)
class RoundsReport:
    engine: str
    noisy: bool
    rounds: tuple[HeardRound, ...]

    @property
    def expected(self) -> int:
        return sum(len(r.sample.expected) for r in self.rounds)

    @property
    def found(self) -> int:
        return sum(len(r.comparison.found) for r in self.rounds)

    @property
    def unexpected(self) -> int:
        return sum(len(r.comparison.unexpected) for r in self.rounds)

    @property
    def wer(self) -> float:
        said = sum(r.said for r in self.rounds)
        return sum(r.edits for r in self.rounds) / said if said else 0.0


def evaluate_rounds(samples: Sequence[Sample], listener: Listener, *, noisy: bool = False,
                    min_confidence: float = 0.5) -> RoundsReport:
    return RoundsReport(listener.name, noisy, tuple(
        hear_round(s, listener, noisy=noisy, min_confidence=min_confidence) for s in samples))


def format_rounds(report: RoundsReport) -> Iterator[str]:
    noise = ", с шумом" if report.noisy else ""
    share = report.found / report.expected if report.expected else 1.0
    yield (f"образцы через речь ({report.engine}{noise}): раундов {len(report.rounds)}, "
           f"WER {report.wer:.3f}")
    yield (f"найдено ожидаемых сигналов: {report.found}/{report.expected} ({share:.3f}); "
           f"неожиданных: {report.unexpected}")
    for heard in report.rounds:
        c = heard.comparison
        yield (f"  {heard.sample.id}: найдено {len(c.found)}/{len(heard.sample.expected)}, "
               f"неожиданных {len(c.unexpected)}, WER {heard.edits / max(heard.said, 1):.2f}")
        for missed in c.missed:
            yield f"    пропуск [{missed.rule}] «{missed.word}» ({missed.target})"
        for alert in c.unexpected:
            yield f"    лишнее [{alert.rule}] «{' '.join(alert.words)}»"
        if c.missed or c.unexpected:
            yield f"    услышано: {' '.join(w.text for w in heard.heard)}"


def rounds_json(report: RoundsReport) -> dict[str, Any]:
    return {
        "engine": report.engine, "noisy": report.noisy, "rounds": len(report.rounds),
        "wer": round(report.wer, 4), "expected": report.expected, "found": report.found,
        "found_share": round(report.found / report.expected, 4) if report.expected else 1.0,
        "unexpected": report.unexpected,
        "errors": [
            {"round": h.sample.id, "kind": kind, "rule": rule, "words": words}
            for h in report.rounds
            for kind, rule, words in (
                [("пропуск", m.rule, m.word) for m in h.comparison.missed]
                + [("лишнее", a.rule, " ".join(a.words)) for a in h.comparison.unexpected])
        ],
    }
