"""Live hearing of turns: the speech model (when one is installed), the audio, and who speaks.

Without a model the dashboard runs every game function and the judge types what was heard;
`status()` says so and how to turn recognition on. With one, each turn is heard through
`referee.speech.live.LiveTurn` (audio source → recorder → recognizer → the turn's checker, and a
spotter listening for the secret word's family when the model allows one), its audio kept as
`recordings/turn-NNN.wav`. With a voice encoder loaded, each turn also tells who said each word
(`referee.speakers.attribution.Attributor`, with the turn's `HeardTurn.prints` or without); if the
encoder does not load, turns go on without speakers and `status()` says so. With speakers, the
guesser's words left without an alert are listened to again (`LiveTurn`'s `likelihoods`): by the
Whisper engine itself, or, under Vosk, by a Whisper model loaded once for that
(`second_listen_scorer`); without one the second listen is off and `status()` says so.

`Listening` knows nothing of the table: a turn is handed to it as a `HeardTurn` — where to put
what was heard (`sink`), how to enter words given as text (`enter`), and who the secret word is
(`secret_word`). A `Speaker` (the demo's explainer, `api.demo.explainer`) plugs in beside the
audio source: it speaks in every turn, into the audio source (recognised when a model is loaded,
else only recorded) and, when nothing recognises it, as words entered like typed ones.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from common.errors import UserError
from referee.events import WordEvent
from referee.speakers.answers.second_listen import Likelihoods
from referee.speakers.attribution import Attributor
from referee.speakers.encoder import VoiceEncoder
from referee.speakers.prints import PairPrints
from referee.speech.audio import AudioSource, MicrophoneSource
from referee.speech.engines.interface import DEFAULT_ENGINE, EngineName, SpeechEngine
from referee.speech.engines.registry import load_engine, locate_engine_model
from referee.speech.live import AudioFault, LiveTurn, StreamingChecker
from referee.speech.models.find import DOWNLOAD_HINT
from referee.speech.models.whisper_files import WHISPER_HINT
from referee.speech.recorder import TurnRecorder

OFF_HINT = ("Живое распознавание речи выключено: {reason} Чтобы включить, скачайте модель "
            "командой «{download}» и перезапустите «referee serve» "
            "(или укажите папку модели: --model ПАПКА). Пока можно вводить услышанные слова "
            "в поле «Услышано».")
SPEAKERS_OFF = ("Кто говорит (ведущий или отгадывающий), не определяется: модель голоса не "
                "загрузилась ({error}). Слова проверяются как слова ведущего.")
SECOND_LISTEN_OFF = ("Повторное прослушивание ответов отгадывающего выключено: {reason} Ответ, "
                     "услышанный неверно, узнаётся только по звучанию. Чтобы включить, скачайте "
                     "модель командой «referee model download whisper-base» или укажите её папку "
                     "в HAT_REFEREE_WHISPER_MODEL и перезапустите «referee serve».")
log = logging.getLogger(__name__)
DOWNLOAD_COMMANDS = {"vosk": "referee model download",
                     "whisper": "referee model download whisper-base"}


@dataclass(frozen=True)
class HeardTurn:
    """A turn as its ears see it. `sink` takes what was heard, in order (words, revisions,
    alerts, audio faults); `enter` puts words given as text through the checker like typed ones
    (returns how many final words went in); `secret_word` is the word being explained now;
    `prints` are the voice prints of the turn's explainer and guesser (None: not both enrolled)."""

    turn_no: int
    recordings: Path
    checker: StreamingChecker
    sink: Callable[[Any], None]
    enter: Callable[[AsyncIterator[WordEvent]], Awaitable[int]]
    secret_word: Callable[[], str | None]
    prints: PairPrints | None = None


class Speaker(Protocol):
    """Someone who talks in every turn instead of a player at a microphone (the demo)."""

    def note(self, recognised: bool) -> str:
        """What the judge's screen says about this speaker (`recognised`: a model hears it)."""
        ...

    def begin(self, turn: HeardTurn, typed: bool) -> None:
        """Start talking in `turn`; `typed`: nothing recognises the audio, enter the words."""
        ...

    def retarget(self, word: str) -> None:
        """A new secret word was drawn."""
        ...

    def stop(self) -> None: ...


class Listening:
    """A turn's ears. `source` opens the turn's audio (default: the microphone); `speaker`, if
    any, talks into it. Audio is recognised when `model` (a speech engine) is loaded; without a
    model it is only recorded, and only when a speaker talks into an explicitly given source.
    `encoder` tells who speaks in recognised turns (None: nobody does; `speakers_off` says why)."""

    def __init__(self, model: SpeechEngine | None = None, reason: str = "модель не загружена.",
                 source: Callable[[], AudioSource] | None = None, *,
                 speaker: Speaker | None = None, engine: EngineName = DEFAULT_ENGINE,
                 encoder: VoiceEncoder | None = None, speakers_off: str | None = None,
                 likelihoods: Likelihoods | None = None,
                 second_listen_off: str | None = None) -> None:
        self.model = model
        self.encoder = encoder
        self.speakers_off = speakers_off
        self.likelihoods = likelihoods  # the second listen's scoring (None: it is off)
        self.second_listen_off = second_listen_off
        self.download = DOWNLOAD_COMMANDS[engine]
        self.reason = reason
        self.speaker = speaker
        self.source = source or MicrophoneSource
        self._records_voice = speaker is not None and source is not None
        self._turn: LiveTurn | None = None
        self._audio: AudioSource | None = None
        self._target: str | None = None  # the secret word the turn's spotter was told
        self._task: asyncio.Task | None = None

    @classmethod
    async def load(cls, model: Path | None, device: str | None = None,
                   engine: EngineName = DEFAULT_ENGINE) -> Listening:
        """Find and load the speech model off the event loop; never fails (recognition is off)."""
        def source() -> AudioSource:
            return MicrophoneSource(device)
        loop = asyncio.get_running_loop()
        try:
            path = locate_engine_model(engine, model)
            loaded = await loop.run_in_executor(None, load_engine, engine, path)
        except UserError as err:
            reason = str(err).replace(DOWNLOAD_HINT, "").replace(WHISPER_HINT, "").strip()
            return cls(None, reason, source, engine=engine)
        except Exception as err:  # an engine refuses a broken model in several ways
            return cls(None, f"модель не загрузилась ({err}).", source, engine=engine)
        try:
            encoder = await loop.run_in_executor(None, VoiceEncoder)
        except Exception as err:  # missing or damaged weights: turns go on without speakers
            return cls(loaded, "", source, speakers_off=SPEAKERS_OFF.format(error=err))
        likelihoods, off = await loop.run_in_executor(None, second_listen_scorer, loaded)
        return cls(loaded, "", source, encoder=encoder, likelihoods=likelihoods,
                   second_listen_off=off)

    @property
    def available(self) -> bool:
        """Whether turns are heard at all (a model, or a speaker)."""
        return self.model is not None or self.speaker is not None

    @property
    def hearing(self) -> bool:
        """Whether a recognizer is hearing a turn's audio right now (typed words would clash)."""
        return self._turn is not None and self._task is not None and not self._task.done()

    def status(self) -> dict[str, Any]:
        if self.speaker is not None:
            return {"live": self.model is not None, "demo": True,
                    "message": self.speaker.note(self.model is not None)}
        if self.model is None:
            message = OFF_HINT.format(reason=self.reason, download=self.download)
            return {"live": False, "message": message}
        name = self.model.path.name
        return {"live": True, "message": f"Распознавание речи включено (модель «{name}»).",
                "speakers": self.encoder is not None, "speakers_off": self.speakers_off,
                "second_listen": self.likelihoods is not None,
                "second_listen_off": self.second_listen_off}

    def start(self, turn: HeardTurn) -> str | None:
        """Start hearing `turn`; return the recording's file name (None: nothing recorded)."""
        self.stop()
        if not self.available:
            return None
        name = None
        self._target = turn.secret_word()
        if self.model is not None or self._records_voice:
            name = self._open_audio(turn)
        if self.speaker is not None:
            self.speaker.begin(turn, typed=self.model is None)
        return name

    def set_target(self, word: str) -> float | None:
        """A new secret word was drawn: the turn's spotter listens for its family from now on,
        the speaker explains it. Returns the second of the turn's audio it came out at (None: no
        audio is heard, the words are typed)."""
        if word == self._target:
            return self.position()
        self._target = word
        if self.speaker is not None:
            self.speaker.retarget(word)
        return self._turn.set_target(word) if self._turn is not None else None

    def position(self) -> float | None:
        """Seconds of the turn's audio heard so far (None: no audio is heard, the words are
        typed): the time scale of the turn's words, also of those typed after the microphone was
        lost."""
        return self._turn.audio_seconds if self._turn is not None else None

    def stop(self) -> None:
        if self.speaker is not None:
            self.speaker.stop()
        if self._turn is not None:
            self._turn.stop()
            self._turn = None
        if self._audio is not None:
            self._audio.stop()
            self._audio = None

    # ---- audio --------------------------------------------------------------------------

    def _open_audio(self, turn: HeardTurn) -> str | None:
        name = free_name(turn.recordings, f"turn-{turn.turn_no:03d}")
        try:
            source = self.source()
        except UserError as err:
            turn.sink(_fault(str(err)))
            return None
        if self.model is None:  # nothing recognises it: the speaker's voice is only recorded
            self._audio = source
            recorder = TurnRecorder(turn.recordings, name)
            self._task = asyncio.create_task(_record(source, recorder))
        else:
            attributor = (Attributor(self.encoder, turn.prints)
                          if self.encoder is not None else None)
            self._turn = LiveTurn(self.model, source, target=self._target, checker=turn.checker,
                                  recordings=turn.recordings, turn_id=name, attributor=attributor,
                                  likelihoods=self.likelihoods)
            self._task = asyncio.create_task(_hear(self._turn, turn.sink))
        return f"{name}.wav"


def second_listen_scorer(engine: SpeechEngine) -> tuple[Likelihoods | None, str | None]:
    """The second listen's scoring (Whisper's forced likelihood): the Whisper engine's own, else
    a Whisper model's (`HAT_REFEREE_WHISPER_MODEL`, or the models folder) loaded once for it
    (seconds: call it off the event loop); without one None, and the note that says so."""
    own = getattr(engine, "likelihoods", None)
    if own is not None:
        return own, None
    try:
        return load_engine("whisper", locate_engine_model("whisper")).likelihoods, None
    except UserError as err:
        reason = str(err).replace(WHISPER_HINT, "").strip()
    except Exception as err:  # a broken model fails to load in several ways
        reason = f"модель Whisper не загрузилась ({err})."
    note = SECOND_LISTEN_OFF.format(reason=reason)
    log.warning("%s", note)
    return None, note


async def _hear(live: LiveTurn, sink: Callable[[Any], None]) -> None:
    try:
        async for event in live.events():
            sink(event)
    except UserError as err:  # the microphone could not be opened
        sink(_fault(str(err)))


async def _record(source: AudioSource, recorder: TurnRecorder) -> None:
    try:
        async for chunk in source.chunks():
            recorder.write(chunk)
    finally:
        recorder.close()


def free_name(folder: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`… when a recording of that name exists (a resumed turn)."""
    name, n = stem, 1
    while (folder / f"{name}.wav").exists():
        n += 1
        name = f"{stem}-{n}"
    return name


def _fault(message: str) -> AudioFault:
    return AudioFault("microphone_lost", message, 0.0)
