"""Live recognition of turns: the speech model (when one is installed) and the turn being heard.

Without a model the dashboard runs every game function and the judge types what was heard;
`status()` says so and how to turn recognition on. With one, each turn is heard through
`referee.speech.live.LiveTurn` (microphone → recorder → recognizer → the table's checker, and a
spotter
listening for the secret word's family when the model allows one), its audio kept as
`recordings/turn-NNN.wav`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from common.errors import UserError
from referee.speech.audio import AudioSource, MicrophoneSource
from referee.speech.engine import DEFAULT_ENGINE, EngineName, SpeechEngine
from referee.speech.engines import load_engine, locate_engine_model
from referee.speech.live import AudioFault, LiveTurn
from referee.speech.models import DOWNLOAD_HINT
from referee.speech.whisper_models import WHISPER_HINT

if TYPE_CHECKING:
    from api.live.table import Table

OFF_HINT = ("Живое распознавание речи выключено: {reason} Чтобы включить, скачайте модель "
            "командой «{download}» и перезапустите «referee serve» "
            "(или укажите папку модели: --model ПАПКА). Пока можно вводить услышанные слова "
            "в поле «Услышано».")
DOWNLOAD_COMMANDS = {"vosk": "referee model download",
                     "whisper": "referee model download whisper-base"}


class Listening:
    def __init__(self, model: SpeechEngine | None = None, reason: str = "модель не загружена.",
                 source: Callable[[], AudioSource] | None = None,
                 engine: EngineName = DEFAULT_ENGINE) -> None:
        self.model = model
        self.download = DOWNLOAD_COMMANDS[engine]
        self.reason = reason
        self.source = source or MicrophoneSource
        self._turn: LiveTurn | None = None
        self._target: str | None = None  # the secret word the turn's spotter was told
        self._task: asyncio.Task | None = None

    @classmethod
    async def load(cls, model: Path | None, device: str | None = None,
                   engine: EngineName = DEFAULT_ENGINE) -> Listening:
        """Find and load the speech model off the event loop; never fails (recognition is off)."""
        def source() -> AudioSource:
            return MicrophoneSource(device)
        try:
            path = locate_engine_model(engine, model)
            loaded = await asyncio.get_running_loop().run_in_executor(
                None, load_engine, engine, path)
        except UserError as err:
            reason = str(err).replace(DOWNLOAD_HINT, "").replace(WHISPER_HINT, "").strip()
            return cls(None, reason, source, engine)
        except Exception as err:  # an engine refuses a broken model in several ways
            return cls(None, f"модель не загрузилась ({err}).", source, engine)
        return cls(loaded, "", source)

    @property
    def available(self) -> bool:
        return self.model is not None

    @property
    def hearing(self) -> bool:
        """Whether a turn's audio is being heard right now."""
        return self._task is not None and not self._task.done()

    def status(self) -> dict[str, Any]:
        if self.model is None:
            message = OFF_HINT.format(reason=self.reason, download=self.download)
            return {"live": False, "message": message}
        name = self.model.path.name
        return {"live": True, "message": f"Распознавание речи включено (модель «{name}»)."}

    def start(self, table: Table, turn_no: int, folder: Path) -> str | None:
        """Start hearing turn `turn_no`; return the recording's file name (None: no microphone)."""
        self.stop()
        name = free_name(folder, f"turn-{turn_no:03d}")
        try:
            source = self.source()
        except UserError as err:
            table.take(turn_no, _fault(str(err)))
            return None
        self._target = table.secret_word()
        self._turn = LiveTurn(self.model, source, target=self._target, checker=table.checker,
                              recordings=folder, turn_id=name)
        self._task = asyncio.create_task(self._run(table, turn_no, self._turn))
        return f"{name}.wav"

    def set_target(self, word: str | None) -> None:
        """A new secret word was drawn: the turn's spotter listens for its family from now on
        (the table's checker asks the table itself)."""
        if self._turn is not None and word is not None and word != self._target:
            self._target = word
            self._turn.set_target(word)

    def stop(self) -> None:
        if self._turn is not None:
            self._turn.stop()
            self._turn = None

    async def _run(self, table: Table, turn_no: int, turn: LiveTurn) -> None:
        try:
            async for event in turn.events():
                table.take(turn_no, event)
        except UserError as err:  # the microphone could not be opened
            table.take(turn_no, _fault(str(err)))


def free_name(folder: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`… when a recording of that name exists (a resumed turn)."""
    name, n = stem, 1
    while (folder / f"{name}.wav").exists():
        n += 1
        name = f"{stem}-{n}"
    return name


def _fault(message: str) -> AudioFault:
    return AudioFault("microphone_lost", message, 0.0)

