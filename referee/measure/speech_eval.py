"""`referee eval speech`: the checker measured through speech (protocol: shared/eval/README.md).

Each explanation is spoken by Festival's Russian voice, recognised by a speech engine
(`referee.measure.heard`, cached), and the words heard are checked as a live turn would check
them (times and confidences included). Recognised words are normalised (lower case, ё → е,
punctuation stripped, a hyphenated word split), the said words are aligned onto them
(`referee.measure.alignment`) and each gold violation is carried to the heard word paired with it;
a dropped one stays a miss. Reported: word error rate, per-rule P/R, false alerts per clean line,
and the share of violation words heard intact (the ceiling of a checker reading only the text).
With the Whisper engine, a language cue heard garbled is listened to again as a live turn does
(`referee.speech.cue_listen`): the checker is handed the words with it re-heard as the cue, and
the report counts the scorings and their CPU time.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from referee.events import RULES, WordEvent
from referee.measure.alignment import align, pieces
from referee.measure.evaluation import Report, Sample, judge
from referee.measure.heard import Listener
from referee.measure.noise import add_noise
from referee.measure.synth import EXPLAINER, PADDING, RATE, speak_lines
from referee.rules.checker import Checker
from referee.speakers.answers.second_listen import Likelihoods
from referee.speech.cue_listen import TimedScorer, chosen, listen_turn, marked, reheard

_PUNCT = re.compile(r"[^\w]+")


def normalise(word: str) -> list[str]:
    """A word as the protocol compares it: lower case, ё → е, no punctuation; «по-английски» and
    «по английски» give the same two tokens."""
    return [w for w in _PUNCT.sub(" ", word.lower().replace("ё", "е")).split() if w]


def heard_tokens(words: Sequence[WordEvent]) -> list[WordEvent]:
    """The recognised words normalised, renumbered from 0 (a split word shares its times)."""
    out: list[WordEvent] = []
    for word in words:
        for text in normalise(word.text):
            out.append(WordEvent(len(out), text, word.start, word.end, word.conf))
    return out


@dataclass(frozen=True)
class HeardLine:
    """One explanation through speech: what was said, what was heard, where its violations went."""

    sample: Sample
    heard: tuple[WordEvent, ...]
    positions: tuple[int | tuple[int, ...], ...]  # each gold violation's heard tokens (its
    # letters went there: `alignment.pieces`), else the word paired with it, -1 when dropped
    intact: tuple[bool, ...]  # each gold violation heard as said
    edits: int
    said: int  # words said


@dataclass
class SpeechReport:
    engine: str
    snr_db: float | None
    report: Report = field(default_factory=Report)
    lines: list[HeardLine] = field(default_factory=list)
    clean_alerts: int = 0
    cues_reheard: int = 0  # stretches re-heard as a language cue (`cue_listen.chosen`)
    cue_scoring_ms: list[float] = field(default_factory=list)  # CPU time of each scoring

    @property
    def wer(self) -> float:
        said = sum(line.said for line in self.lines)
        return sum(line.edits for line in self.lines) / said if said else 0.0

    @property
    def clean_lines(self) -> int:
        return sum(not line.sample.gold for line in self.lines)

    @property
    def false_per_clean(self) -> float:
        return self.clean_alerts / self.clean_lines if self.clean_lines else 0.0

    @property
    def intact_share(self) -> float:
        flags = [f for line in self.lines for f in line.intact]
        return sum(flags) / len(flags) if flags else 1.0


def spoken(samples: Sequence[Sample], snr_db: float | None) -> list[np.ndarray]:
    """Each explanation said by Festival (one process for all), padded with silence; with room
    noise at `snr_db` when given (seeded by the text, so deterministic)."""
    said = speak_lines([(EXPLAINER, s.text.split()) for s in samples])
    pad = np.zeros(round(PADDING * RATE), "<i2")
    audio = [np.concatenate([pad, line.audio, pad]) for line in said]
    if snr_db is None:
        return audio
    return [add_noise(a, snr_db, zlib.crc32(s.text.encode())) for a, s in zip(audio, samples,
                                                                                strict=True)]


def hear_line(sample: Sample, words: Sequence[WordEvent]) -> HeardLine:
    """Align what `sample` said with the words heard and carry its violations over."""
    said = [t for w in sample.text.split() for t in normalise(w)]
    heard = heard_tokens(words)
    alignment = align(said, [w.text for w in heard])
    split = pieces(said, [w.text for w in heard])
    positions, intact = [], []
    for _, word in sample.gold:
        first = normalise(word)[0]
        k = said.index(first) if first in said else None
        at = None if k is None else alignment.pairs[k]
        positions.append(-1 if k is None else split[k] or (-1 if at is None else at))
        intact.append(at is not None and heard[at].text == first)
    return HeardLine(sample, tuple(heard), tuple(positions), tuple(intact), alignment.edits,
                     len(said))


def check_heard(target: str, words: Sequence[WordEvent], min_confidence: float) -> list:
    """The alerts a live checker raises on the heard words, fed one by one."""
    checker = Checker(target, min_confidence=min_confidence)
    for word in words:
        checker.feed(word)
    checker.finish()
    return list(checker.alerts)


class CueScorer:
    """The cue listen's scoring for an eval by `listener`: Whisper's forced likelihood, its model
    loaded when first needed (`likelihoods`: None with another engine, as in a live turn)."""

    def __init__(self, listener: Listener) -> None:
        self.listener = listener
        self._scorer: TimedScorer | None = None

    @property
    def likelihoods(self) -> Likelihoods | None:
        if self.listener.engine != "whisper":
            return None
        if self._scorer is None:
            from referee.speech.engines.whisper import WhisperEngine

            self._scorer = TimedScorer(WhisperEngine(self.listener.model).likelihoods)
        return self._scorer

    @property
    def cpu_ms(self) -> list[float]:
        return self._scorer.cpu_ms if self._scorer is not None else []


def evaluate_speech(samples: Sequence[Sample], listener: Listener, *,
                    snr_db: float | None = None, min_confidence: float = 0.5) -> SpeechReport:
    result = SpeechReport(listener.name, snr_db)
    for rule in RULES:
        result.report.score(rule)
    scorer = CueScorer(listener)
    for sample, audio in zip(samples, spoken(samples, snr_db), strict=True):
        line = hear_line(sample, listener.hear(audio))
        likelihoods = scorer.likelihoods
        found = listen_turn(line.heard, audio, likelihoods) if likelihoods is not None else []
        result.cues_reheard += len(chosen(found))
        alerts = [marked(alert, found) for alert in
                  check_heard(sample.target, reheard(line.heard, found), min_confidence)]
        heard_sample = Sample(sample.line, sample.target, " ".join(w.text for w in line.heard),
                              sample.gold)
        judge(heard_sample, alerts, result.report, line.positions)
        result.lines.append(line)
        if not sample.gold:
            result.clean_alerts += len(alerts)
    result.cue_scoring_ms = scorer.cpu_ms
    return result


def format_speech(result: SpeechReport) -> Iterator[str]:
    from referee.measure.evaluation import format_report

    noise = f", шум {result.snr_db:g} дБ SNR" if result.snr_db is not None else ""
    yield (f"распознавание: {result.engine}{noise}; строк {len(result.lines)}, "
           f"WER {result.wer:.3f}")
    yield from format_report(result.report)
    yield (f"ложных сигналов на чистую строку: {result.false_per_clean:.3f} "
           f"({result.clean_alerts} на {result.clean_lines})")
    yield (f"нарушений услышано без искажений: {result.intact_share:.3f} "
           "(потолок проверки только по тексту)")
    if result.cue_scoring_ms:
        ms = result.cue_scoring_ms
        yield (f"языковых подсказок переслушано: {result.cues_reheard}; оценок {len(ms)} "
               f"({len(ms) / len(result.lines):.2f} на строку), {sum(ms) / len(ms):.0f} мс "
               f"процессора каждая")
    said = {line.sample.line: line.sample.text for line in result.lines}
    yield "сказано / услышано в строках с ошибками:"
    for number in sorted({e.line for e in result.report.errors}):
        heard = next(line for line in result.lines if line.sample.line == number)
        yield f"  строка {number}: {said[number]}"
        yield f"  {' ' * len(str(number))}         {' '.join(w.text for w in heard.heard)}"


def speech_json(result: SpeechReport) -> dict[str, Any]:
    def score(s) -> dict[str, Any]:
        return {"p": round(s.precision, 4), "r": round(s.recall, 4), "f1": round(s.f1, 4),
                "correct": s.correct, "alerts": s.alerts, "found": s.found, "gold": s.gold}

    return {
        "engine": result.engine, "snr_db": result.snr_db, "lines": len(result.lines),
        "wer": round(result.wer, 4),
        "rules": {rule: score(s) for rule, s in result.report.scores.items()},
        "overall": score(result.report.overall),
        "false_alerts_per_clean_line": round(result.false_per_clean, 4),
        "intact_share": round(result.intact_share, 4),
        "cues_reheard": result.cues_reheard,
        "cue_scorings": len(result.cue_scoring_ms),
        "cue_scoring_ms": round(sum(result.cue_scoring_ms) / len(result.cue_scoring_ms), 1)
        if result.cue_scoring_ms else None,
        "errors": [{"line": e.line, "kind": e.kind, "rule": e.rule, "target": e.target,
                    "words": e.words, "heard": e.text} for e in result.report.errors],
    }
