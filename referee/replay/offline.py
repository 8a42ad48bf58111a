"""Replay a turn offline through the same pipeline as a live one, event by event.

What can be replayed (`open_turn`):
- a sample folder (`samples/<id>/`, or its `turn.wav`/`turn.jsonl`): its ground-truth words, its
  secret words with their times, its expected alerts;
- a recorded turn (`<turn>.wav` with its turn log `<turn>.jsonl` beside it, as `referee listen`
  writes them; the folder holding exactly one such pair will do): the words and revisions logged
  during the turn; both files are repaired first if a crash left them half-written
  (`referee.speech.recorder.repair_recordings`);
- a transcript (JSON Lines of timed words, `referee.replay.transcript`), with `--target`;
- a WAV file, with `--target` and a Vosk model.

With a model (`replay(..., model=...)`) the audio is recognised again by
`referee.speech.live.LiveTurn` (recognizer, forbidden-word spotter), as fast as the machine
allows; without one the stored words are fed to the checker in the order they were logged. Either
way the words go one by one through `referee.rules.cards.TurnChecker`, exactly as they would live,
and an alert raised on a word a revision withdraws is retracted, as live (or moves with its
word, as live, within one pass of the recognizer: `referee.rules.cards.followed`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from common.errors import UserError
from referee.events import Alert, Moved, Retraction, Revision, Transcript, WordEvent
from referee.measure.samples import AUDIO, WORDS, Sample, ensure_audio, is_sample, load_sample
from referee.replay.transcript import CardSpan
from referee.replay.turn_log import TurnLog
from referee.rules.cards import TurnChecker, checked, followed, passes
from referee.speech.engines.interface import DEFAULT_ENGINE, EngineName, SpeechEngine
from referee.speech.engines.registry import open_engine
from referee.speech.recorder import repair_recordings

StreamEvent = WordEvent | Revision


@dataclass(frozen=True)
class TurnSource:
    """What `referee replay` was given, resolved: `kind` is sample, recorded, transcript or wav."""

    path: Path
    kind: str
    audio: Path | None
    log: Path | None  # words (and revisions) as JSON Lines
    targets: tuple[CardSpan, ...]
    sample: Sample | None = None

    @property
    def title(self) -> str:
        return self.sample.title if self.sample else self.path.name


@dataclass(frozen=True)
class RaisedAlert:
    """An alert of the replay, with the secret word it was checked against and when it was raised
    (the end of the last word heard by then, seconds from the turn's start); `retracted` is when
    a revision withdrew a word of it (None: it stands)."""

    alert: Alert
    target: str
    at: float
    retracted: float | None = None


@dataclass(frozen=True)
class Replay:
    source: TurnSource
    words: tuple[WordEvent, ...]  # the final transcript
    alerts: tuple[RaisedAlert, ...]
    recognizer: str  # "transcript" or the model's folder
    min_confidence: float
    notes: tuple[str, ...] = ()  # what the reader left out (a line torn by a crash), in Russian

    @property
    def standing(self) -> tuple[RaisedAlert, ...]:
        """The alerts not retracted."""
        return tuple(r for r in self.alerts if r.retracted is None)


def parse_target(spec: str) -> CardSpan:
    """`WORD` or `WORD@SECONDS` (a card taken at that time of the turn)."""
    word, _, at = spec.partition("@")
    try:
        start = float(at) if at else 0.0
    except ValueError as err:
        raise UserError(f"Не понял «{spec}»: пишите СЛОВО или СЛОВО@СЕКУНДЫ (окно@7.5).") from err
    if not word.strip():
        raise UserError(f"В «{spec}» нет слова. Пример: --target рука")
    return CardSpan(word.strip().lower(), start)


def open_turn(path: Path, targets: Sequence[CardSpan] = ()) -> TurnSource:
    """Resolve PATH into a turn to replay; `targets` (from `--target`) override a sample's."""
    path = Path(path)
    if not path.exists():
        raise UserError(f"«{path}» не найден. Укажите образец, запись хода, WAV или JSONL.")
    if path.is_file() and is_sample(path.parent) and path.name in (AUDIO, WORDS):
        path = path.parent
    if path.is_dir():
        if is_sample(path):
            sample = load_sample(path)
            return TurnSource(path, "sample", sample.audio, sample.words,
                              tuple(targets) or sample.targets, sample)
        path = _single_recording(path)
    wav, log = path.with_suffix(".wav"), path.with_suffix(".jsonl")
    if path.suffix.lower() not in (".wav", ".jsonl"):
        raise UserError(f"«{path.name}»: ожидается .wav, .jsonl или папка образца/записи.")
    if not targets:
        raise UserError("Укажите секретное слово: --target СЛОВО (для нескольких карточек — "
                        "несколько --target, со временем начала: --target окно@7.5).")
    kind = "recorded" if wav.is_file() and log.is_file() else (
        "wav" if path.suffix.lower() == ".wav" else "transcript")
    if kind != "transcript":  # a recording a crash left half-written is repaired first
        repair_recordings(path.parent, path.stem)
    return TurnSource(path, kind, wav if wav.is_file() else None,
                      log if log.is_file() else None, tuple(targets))


def _single_recording(folder: Path) -> Path:
    pairs = [w for w in sorted(folder.glob("*.wav")) if w.with_suffix(".jsonl").is_file()]
    if len(pairs) != 1:
        found = "ни одной записи" if not pairs else f"записей: {len(pairs)}"
        raise UserError(f"В папке «{folder}» {found} (пара .wav + .jsonl). Укажите файл явно.")
    return pairs[0]


def read_stream(path: Path) -> tuple[list[StreamEvent], tuple[str, ...]]:
    """Words and revisions of a transcript or one-turn log, in the order they were logged, and
    what the reader left out."""
    log = TurnLog.read(path)
    events = list(log.only_turn().heard)
    if not any(isinstance(e, WordEvent) for e in events):
        raise UserError(f"В «{path}» нет ни одного слова: нечего проверять.")
    return events, (log.torn,) if log.torn else ()


def replay(source: TurnSource, *, model: Path | None = None, engine: EngineName | None = None,
           min_confidence: float = 0.5) -> Replay:
    """Run the turn through the checker (and through a recognizer first when `model` or `engine`
    is given: `engine`, Vosk by default, with its model found as usual)."""
    checker = TurnChecker.for_targets(source.targets, min_confidence=min_confidence)
    if model is not None or engine is not None:
        if source.audio is None:
            raise UserError(f"У «{source.path.name}» нет аудио: распознавать нечего. "
                            "Уберите --model, чтобы проверить расшифровку.")
        audio = ensure_audio(source.sample) if source.sample else source.audio
        speech = open_engine(engine or DEFAULT_ENGINE, model)
        stream, spotted = _recognise(audio, speech, source.targets[0].word)
        recognizer, notes = str(speech.path), ()
    else:
        if source.log is None:
            raise UserError(f"«{source.path.name}» — только аудио: укажите модель Vosk "
                            "(--model ПАПКА) или расшифровку .jsonl.")
        (stream, notes), spotted = read_stream(source.log), []
        recognizer = "transcript"
    words, alerts = _check(stream, checker, spotted)
    return Replay(source, tuple(words), tuple(alerts), recognizer, min_confidence, notes)


def _check(stream: Iterable[StreamEvent], checker: TurnChecker,
           spotted: Sequence[tuple[int, Alert]]) -> tuple[list[WordEvent], list[RaisedAlert]]:
    """Feed the stream to the checker as live; `spotted` are extra alerts by stream position."""
    transcript = Transcript()
    alerts: list[RaisedAlert] = []
    clock = 0.0
    extra = dict(spotted)
    position = 0
    for piece in passes(stream):
        heard: list[StreamEvent | Alert | Retraction] = []
        for event in piece:
            transcript.apply(event)
            if isinstance(event, WordEvent):
                clock = max(clock, event.end)
            heard += [event, *checked(checker, event),
                      *([extra[position]] if position in extra else [])]
            position += 1
        for item in followed(heard):
            if isinstance(item, Retraction):
                _retract(alerts, item.alert, clock)
            elif isinstance(item, Moved):
                _move(alerts, item)
            elif isinstance(item, Alert):
                alerts.append(RaisedAlert(item, checker.target_of(item), clock))
    return transcript.words, alerts


def _retract(alerts: list[RaisedAlert], alert: Alert, clock: float) -> None:
    """Mark the standing alert with `alert`'s rule and span as retracted at `clock`."""
    for number, raised in enumerate(alerts):
        if raised.retracted is None and raised.alert.key == alert.key:
            alerts[number] = replace(raised, retracted=clock)


def _move(alerts: list[RaisedAlert], moved: Moved) -> None:
    """The standing alert `moved.old` is now `moved.alert` (raised when it was)."""
    for number, raised in enumerate(alerts):
        if raised.retracted is None and raised.alert.key == moved.old.key:
            alerts[number] = replace(raised, alert=moved.alert)


def _recognise(audio: Path, speech: SpeechEngine, target: str
               ) -> tuple[list[StreamEvent], list[tuple[int, Alert]]]:
    """Recognise `audio` with `LiveTurn` (no pacing, no recording, no checker of its own): its
    words and revisions in order, and the forbidden-word spotter's alerts (raised outside the
    checker; the spotter listens for the first card's family) by their position in the stream."""
    from referee.speech.audio import WavSource
    from referee.speech.live import LiveTurn

    turn = LiveTurn(speech, WavSource(audio), target=target)

    async def collect() -> list:
        return [event async for event in turn.events()]

    stream: list[StreamEvent] = []
    spotted: list[tuple[int, Alert]] = []
    for event in asyncio.run(collect()):
        if isinstance(event, WordEvent | Revision):
            stream.append(event)
        elif isinstance(event, Alert) and event.evidence.get("source") == "spotting":
            spotted.append((max(0, len(stream) - 1), event))
    return stream, spotted
