"""One turn, live: audio source → recorder → recognizer (+ spotter) → checker, as an event stream.

An asyncio application (the dashboard, `referee listen`) runs a turn like this::

    model = SpeechModel(locate_model(None))            # once, at start-up (takes seconds)
    turn = LiveTurn(model, MicrophoneSource(), target="рука",
                    checker=Checker("рука", min_confidence=0.5), recordings=Path("data/recordings"))
    async for event in turn.events():  # WordEvent | Revision | Alert | Retraction | Moved |
        ...                            # AudioFault: push to browsers, write to the turn log
    # elsewhere: after a guess at = turn.set_target("нож") (stamp the card at `at` for the
    # checker, `referee.rules.cards.DrawnCards`); at the end turn.stop()

All blocking work (Vosk, the checker, disk writes) runs on one worker thread per turn, so the event
loop stays free; events come out in the order they happened. Call `referee.rules.checker.warm_up()`
once
at start-up too: the first secret word's family (for the spotter) otherwise takes ~3 s to build,
and the turn's recognition waits for it. The turn's audio goes to `<recordings>/<turn_id>.wav` as
it comes; the events are the caller's to log (`referee.replay.turn_log.TurnLog`). When a revision
withdraws words the checker had raised an alert on, a `Retraction` of that alert follows the
`Revision`; an alert retracted and raised again on the same audio within one pass of the
recognizer comes as one `Moved` instead (`referee.rules.cards.followed`). If the microphone
vanishes, an `AudioFault` is yielded, the recognizer's last words
are flushed, and the recording so far is kept; the turn's timer is the caller's and keeps running.

Given an `Attributor` (`referee.speakers.attribution`: the prints of the turn's explainer and
guesser, or none for two voices found in the turn), the turn also tells who said each word: every
chunk of audio goes to it, and every word is tagged with its `speaker` before the checker sees it
(the checker judges by speaker: the guesser's secret word is a guess, not a violation; a spotted
word is judged by the speakers of the words it covers). Attribution costs the encoder's time on
the worker, nothing else; should it fail mid-turn, the turn goes on without speakers (an
`AudioFault` of kind "speakers_off" tells the judge once) and no word is lost.

Given also `likelihoods` (`WhisperEngine.likelihoods`) and a `TurnChecker`, the guesser's words
left without an alert are listened to again (`referee.speakers.answers.live_listen.LiveListen`,
on a worker of its own, off the word → alert path): an answer found comes out as an alert at the
next chunk (or at the turn's end, which waits for the words being listened to), raised in the
turn checker like every other. Should a scoring fail, the second listen is off for the rest of
the turn (an `AudioFault` of kind "second_listen_off" says so once); no word is lost.

With the Whisper engine, `likelihoods` and a `TurnChecker` (speakers or not), a language cue heard
garbled is listened to again too (`referee.speech.cue_listen_live.LiveCueListen`, on a worker of
its own): at the next chunk the checker is handed the words re-heard as the cue, and the foreign
alerts this raises say so; should a scoring fail, an `AudioFault` of kind "cue_listen_off" says
so once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from referee.events import Alert, AudioFault, Retraction, Transcript, TurnEvent, WordEvent
from referee.rules.cards import StreamingChecker, TurnChecker, checked, followed, passes
from referee.rules.checker import prepare
from referee.speakers.answers.live_listen import LiveListen
from referee.speakers.answers.second_listen import Likelihoods
from referee.speakers.attribution import Attributor
from referee.speakers.verdicts import by_speaker, rule_speaker
from referee.speech.audio import SAMPLE_RATE, AudioLost, AudioSource
from referee.speech.cue_listen_live import LiveCueListen
from referee.speech.engines.interface import RecognizerEvent, SpeechEngine
from referee.speech.engines.spotting import SpotHit, Spotter, hit_alert
from referee.speech.recorder import TurnRecorder

log = logging.getLogger(__name__)
_R = TypeVar("_R")
_S = TypeVar("_S")
SPEAKERS_OFF = ("Кто говорит, больше не определяется в этом ходе ({reason}): слова идут без "
                "пометки говорящего и проверяются как слова ведущего.")
SECOND_LISTEN_OFF = ("Повторное прослушивание ответов отгадывающего выключено до конца хода "
                     "({reason}): остальные проверки идут как обычно.")
CUE_LISTEN_OFF = ("Повторное прослушивание искажённых указаний языка («по-французски») "
                  "выключено до конца хода ({reason}): остальные проверки идут как обычно.")


def new_turn_id() -> str:
    """A sortable, unique-enough name for a turn's files: UTC date and time to the millisecond."""
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")[:-3]


class SpeakerTags:
    """Who said each word of a live turn, by `attributor`: `hear` every chunk, then pass each of
    the recognizer's events through `said` (words tagged, revisions noted). A failure turns it
    off for the rest of the turn: words then go untagged, and `failure` says why (once, then
    None).

    The attributor is given the words in order (a word again: it and all after it again). A word
    given again over the same stretch of audio (a partial confirmed, a reading changed) keeps its
    speaker; a word heard over other audio — also one replaced in place while later words stand,
    as when Whisper's local agreement merges or splits an earlier word and the indices shift — is
    attributed afresh by the audio it spans, never by the word that held its index before."""

    def __init__(self, attributor: Attributor) -> None:
        self.attributor: Attributor | None = attributor
        self._said: list[WordEvent] = []  # the words as tagged, by index
        self._failure: str | None = None

    def hear(self, chunk: bytes) -> None:
        if self.attributor is not None:
            self._guarded(self.attributor.extend, np.frombuffer(chunk, dtype=np.int16))

    def tag(self, event: WordEvent) -> WordEvent:
        if self.attributor is None:
            return event
        said = self._said
        before = said[event.index] if event.index < len(said) else None
        if before is not None and (before.start, before.end) == (event.start, event.end):
            # the same audio: a text revised
            tagged = replace(event, speaker=before.speaker,
                             speaker_doubtful=before.speaker_doubtful)
        else:
            tagged = self._guarded(self.attributor.tag, event) or event
        said[event.index:event.index + 1] = [tagged]
        return tagged

    def said(self, event: RecognizerEvent) -> RecognizerEvent:
        """A word with its speaker; a revision (the words from its `length` on withdrawn) as is."""
        if isinstance(event, WordEvent):
            return self.tag(event)
        del self._said[event.length:]
        return event

    def failure(self) -> str | None:
        """Why attribution stopped, the first time it is asked (None: it did not, or was told)."""
        failure, self._failure = self._failure, None
        return failure

    def _guarded(self, call: Callable[[Any], _R], arg: Any) -> _R | None:
        try:
            return call(arg)
        except Exception as err:  # the encoder's numpy work; the turn must go on
            log.exception("speaker attribution failed; the turn goes on without it")
            self.attributor, self._failure = None, f"{type(err).__name__}: {err}"
            return None


class LiveTurn:
    """Runs one turn over `source`; iterate `events()` once, call `stop()` to end it early."""

    def __init__(self, model: SpeechEngine, source: AudioSource, *, target: str | None = None,
                 checker: StreamingChecker | None = None, recordings: Path | str | None = None,
                 turn_id: str | None = None, spotting: bool = True,
                 min_spot_confidence: float = 0.6, attributor: Attributor | None = None,
                 likelihoods: Likelihoods | None = None) -> None:
        self.source = source
        self.target = target
        self.checker = checker
        self.turn_id = turn_id or new_turn_id()
        self.model = model
        self.recognizer = model.recognizer(realtime=source.realtime)
        self.spotting = spotting and model.engine == "vosk"  # the spotter is a Vosk grammar
        self.spotter: Spotter | None = None  # built on the worker when the turn starts
        self._next_target: str | None = target  # set by `set_target`, taken up by the worker
        self.min_spot_confidence = min_spot_confidence
        self.recorder = TurnRecorder(recordings, self.turn_id) if recordings is not None else None
        self.speakers = SpeakerTags(attributor) if attributor is not None else None
        self.second = (LiveListen(likelihoods) if likelihoods is not None and attributor is not None
                       and isinstance(checker, TurnChecker) else None)
        self.cue = (LiveCueListen(likelihoods) if likelihoods is not None
                    and model.engine == "whisper" and isinstance(checker, TurnChecker) else None)
        self.audio_seconds = 0.0
        self._transcript = Transcript()
        self._cognate_spans: list[tuple[int, int]] = []  # where `cognate` alerts were raised
        self._spotted: set[tuple[str, float]] = set()

    @property
    def transcript(self) -> list[WordEvent]:
        """The turn's words as they stand now (partials included)."""
        return list(self._transcript.words)

    def stop(self) -> None:
        """End the turn: the source stops, the last words are flushed, the files closed."""
        self.source.stop()

    def set_target(self, target: str) -> float:
        """The explainer moved on to the next secret word (after a guess): from the next chunk on,
        the spotter listens for its family. Returns the second of the turn's audio it came out at,
        for the caller's checker (`referee.rules.cards.DrawnCards`): all the audio captured so far
        — also what still waits for the recognizer (a microphone's `captured_seconds`)."""
        self._next_target = target
        captured = getattr(self.source, "captured_seconds", 0.0)  # only a live source queues
        return max(self.audio_seconds, captured)

    async def events(self) -> AsyncIterator[TurnEvent]:
        loop = asyncio.get_running_loop()
        worker = ThreadPoolExecutor(1, thread_name_prefix=f"turn-{self.turn_id}")
        try:
            await loop.run_in_executor(worker, self._retarget)
            try:
                async for chunk in self.source.chunks():
                    for event in await loop.run_in_executor(worker, self._process, chunk):
                        yield event
            except AudioLost as err:
                yield await loop.run_in_executor(worker, self._fault, str(err))
            for event in await loop.run_in_executor(worker, self._finish):
                yield event
        finally:
            # Closed on the worker, after any chunk still being processed; the files are complete
            # when the iteration ends (a cancelled caller does not wait, the close still happens).
            closing = loop.run_in_executor(worker, self._close)
            worker.shutdown(wait=False)
            await asyncio.shield(closing)

    # --- the worker thread -------------------------------------------------------------------

    def _retarget(self) -> list[TurnEvent]:
        """Take up a new secret word: the old spotter's last hits, then a spotter for the new
        word's family (building it reads the morphology: it may take a moment)."""
        target, self._next_target = self._next_target, None
        if target is None:
            return []
        out = self._route([], self.spotter.finish()) if self.spotter else []
        self.target = target
        prepare(target)  # the checker's analysis of the word, before its first word is heard
        self.spotter = (Spotter.for_target(self.model, target, offset=self.audio_seconds)
                        if self.spotting else None)
        return out

    def _process(self, chunk: bytes) -> list[TurnEvent]:
        out = self._retarget() + self._answers() + self._reheard()
        if self.recorder is not None:
            self.recorder.write(chunk)
        if self.cue is not None:
            self.cue.hear(chunk)
        if self.speakers is not None:
            self.speakers.hear(chunk)
        if self.second is not None:
            self.second.hear(chunk)
        self.audio_seconds += len(chunk) / 2 / SAMPLE_RATE
        hits = self.spotter.accept(chunk) if self.spotter else []
        return out + self._route(self.recognizer.accept(chunk), hits)

    def _finish(self) -> list[TurnEvent]:
        hits = self.spotter.finish() if self.spotter else []
        out = self._route(self.recognizer.finish(), hits)
        if self.second is not None:
            self.second.finish()
        out += self._answers()
        if self.cue is not None:
            self.cue.finish(self._transcript.words)
            out += self._reheard()
        ended = self.checker.finish() if self.checker is not None else []
        return out + [self._marked(alert) for alert in ended]

    def _close(self) -> None:
        if self.recorder is not None:
            self.recorder.close()
        if self.second is not None:
            self.second.close()
        if self.cue is not None:
            self.cue.close()

    def _answers(self) -> list[TurnEvent]:
        """The guesser's answers the second listen found since the last chunk, raised in the
        checker (if their words still stand without an alert); its failure, said once."""
        if self.second is None or not isinstance(self.checker, TurnChecker):
            return []
        out: list[TurnEvent] = list(self.second.raised(self.checker))
        self._cognate_spans += [a.span for a in out if isinstance(a, Alert)]
        failure = self.second.failure()
        if failure is not None:
            out.append(AudioFault("second_listen_off", SECOND_LISTEN_OFF.format(reason=failure),
                                  round(self.audio_seconds, 3)))
        return out

    def _reheard(self) -> list[TurnEvent]:
        """The checker handed the words the cue listen re-heard (or gave back) since the last
        chunk: what it says of them, foreign alerts marked; the cue listen's failure, said once."""
        if self.cue is None or self.checker is None:
            return []
        out: list[TurnEvent] = [self._marked(said) for word in
                                self.cue.changes(self._transcript.words)
                                for said in checked(self.checker, word)]
        failure = self.cue.failure()
        if failure is not None:
            out.append(AudioFault("cue_listen_off", CUE_LISTEN_OFF.format(reason=failure),
                                  round(self.audio_seconds, 3)))
        return out

    def _marked(self, said: _S) -> _S:
        """An alert raised near a cue the cue listen re-heard, saying so (`cue_listen.marked`)."""
        return self.cue.marked(said) if self.cue is not None and isinstance(said, Alert) else said

    def _fault(self, reason: str) -> AudioFault:
        fault = AudioFault(
            "microphone_lost",
            f"Микрофон пропал на {self.audio_seconds:.1f} с хода ({reason}). Записанное "
            f"сохранено, таймер идёт; проверьте подключение микрофона.",
            round(self.audio_seconds, 3),
        )
        return fault

    def _route(self, recognized: list[RecognizerEvent], hits: list[SpotHit]) -> list[TurnEvent]:
        out: list[TurnEvent] = []
        for piece in passes(recognized):
            heard: list[TurnEvent] = []
            for event in piece:
                if self.speakers is not None:
                    event = self.speakers.said(event)
                    heard.extend(self._speakers_off())
                heard.append(event)
                self._transcript.apply(event)
                if self.checker is None:
                    continue
                said = [self._marked(s) for s in checked(
                    self.checker, self.cue.as_checked(event) if self.cue else event)]
                gone = {r.alert.span for r in said if isinstance(r, Retraction)}
                self._cognate_spans = [s for s in self._cognate_spans if s not in gone]
                self._cognate_spans += [a.span for a in said
                                        if isinstance(a, Alert) and a.rule == "cognate"]
                heard.extend(said)
            out.extend(followed(heard))
        out.extend(self._spotted_alerts(hits))
        if self.second is not None and isinstance(self.checker, TurnChecker):
            self.second.consider(self._transcript.words, self.checker)
        if self.cue is not None:
            self.cue.consider(self._transcript.words)
        return out

    def _speakers_off(self) -> list[AudioFault]:
        failure = self.speakers.failure() if self.speakers is not None else None
        if failure is None:
            return []
        return [AudioFault("speakers_off", SPEAKERS_OFF.format(reason=failure),
                           round(self.audio_seconds, 3))]

    def _spotted_alerts(self, hits: list[SpotHit]) -> list[Alert]:
        """Alerts for confident spotted words, unless a `cognate` alert already covers those words
        of the main transcript (the checker's, or an earlier hit's)."""
        alerts = []
        for hit in hits:
            seen = (hit.word, round(hit.start, 1))
            if hit.conf < self.min_spot_confidence or seen in self._spotted:
                continue
            self._spotted.add(seen)
            span = self._span_at(hit.start, hit.end)
            if any(a < span[1] and span[0] < b for a, b in self._cognate_spans):
                continue  # the checker (or the spotter) already flagged these words
            if span[0] < span[1]:
                self._cognate_spans.append(span)
            speakers = [rule_speaker(w) for w in self._transcript.words[span[0]:span[1]]]
            alert = by_speaker(hit_alert(hit, self.target or "", span), speakers)
            if alert is not None:
                alerts.append(alert)
        return alerts

    def _span_at(self, start: float, end: float) -> tuple[int, int]:
        """The main transcript's words heard between `start` and `end` (empty span at its end)."""
        overlap = [w.index for w in self._transcript.words if w.start < end and w.end > start]
        n = len(self._transcript)
        return (min(overlap), max(overlap) + 1) if overlap else (n, n)
