"""The demo's voice: the sample rounds' audio played into the dashboard as a microphone would.

`DemoVoice.source()` is the audio source `api.live.listening.Listening` opens for each turn:
silence,
and the pieces of sample audio the demo's explainer "says" (`say(card)`), paced in real time. With
a speech model it is recognised like a microphone (`Listening(model, source=voice.source)`);
without one, `RecordingEars` only records it while the words come typed from the transcripts, so
the replay page still has every turn's sound.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from api.live.listening import Listening, free_name
from referee.measure.samples import ensure_audio
from referee.measure.synth import write_wav
from referee.speech.audio import CHUNK_SECONDS, SAMPLE_RATE, WavSource, read_wav
from referee.speech.recorder import TurnRecorder

if TYPE_CHECKING:
    from api.demo.game import Card
    from api.live.table import Table

SILENCE = bytes(2 * int(SAMPLE_RATE * CHUNK_SECONDS))


class DemoVoice:
    """The samples' audio as the dashboard's microphone: `source()` is what `Listening` opens for
    each turn; `say(card)` (from the robot's thread) plays the card's piece into it in real time
    and returns whether it was heard to the end (False: the turn ended first)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._turn: _VoiceTurn | None = None

    def source(self) -> _VoiceTurn:
        self._turn = _VoiceTurn()
        return self._turn

    def say(self, card: Card, wait: bool = True) -> bool:
        """Play the card's piece of audio; with `wait`, return once it was played (True) or the
        turn ended first (False); without, return at once (True when it was queued)."""
        turn = self._turn
        if turn is None:
            return False
        return turn.play(self._piece(card), wait)

    def stop(self) -> None:
        if self._turn is not None:
            self._turn.stop()

    def _piece(self, card: Card) -> Path:
        path = self.folder / f"{card.sample.id}-{card.word}.wav"
        if not path.is_file():
            samples, rate = read_wav(ensure_audio(card.sample))
            self.folder.mkdir(parents=True, exist_ok=True)
            write_wav(path, samples[int(card.start * rate):int(card.end * rate)])
        return path


class _VoiceTurn:
    """One turn's audio source: silence, and the pieces asked for, paced in real time."""

    def __init__(self) -> None:
        self._pieces: list[tuple[Path, threading.Event, list[bool]]] = []
        self._lock = threading.Lock()
        self._stopped = False

    def play(self, piece: Path, wait: bool = True) -> bool:
        done, heard = threading.Event(), [False]
        with self._lock:
            if self._stopped:
                return False
            self._pieces.append((piece, done, heard))
        if not wait:
            return True
        done.wait()
        return heard[0]

    async def chunks(self) -> AsyncIterator[bytes]:
        began, sent = time.monotonic(), 0.0
        try:
            while not self._stopped:
                with self._lock:
                    piece = self._pieces.pop(0) if self._pieces else None
                frames = [SILENCE] if piece is None else WavSource(piece[0]).frames()
                for chunk in frames:
                    if self._stopped:
                        break
                    sent += len(chunk) / 2 / SAMPLE_RATE
                    await asyncio.sleep(max(0.0, began + sent - time.monotonic()))
                    yield chunk
                if piece is not None:
                    piece[2][0] = not self._stopped
                    piece[1].set()
        finally:
            self.stop()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            pieces, self._pieces = self._pieces, []
        for _, done, _ in pieces:
            done.set()


class RecordingEars(Listening):
    """Ears for the demo without a speech model: nothing is recognised (the words come typed from
    the transcripts), but each turn's "microphone" — the sample audio being said — is recorded."""

    def __init__(self, voice: DemoVoice) -> None:
        super().__init__(None, "демонстрация по готовым расшифровкам.")
        self.voice = voice
        self._source: _VoiceTurn | None = None

    @property
    def available(self) -> bool:
        return True

    @property
    def hearing(self) -> bool:
        return False  # the typed words are the transcript

    def status(self) -> dict[str, Any]:
        return {"live": False, "demo": True,
                "message": "Демонстрация: слова берутся из готовых расшифровок образцов, звук "
                           "образцов записывается — ходы можно переслушать в «Записях и спорах»."}

    def start(self, table: Table, turn_no: int, folder: Path) -> str | None:
        self.stop()
        name = free_name(folder, f"turn-{turn_no:03d}")
        self._source = self.voice.source()
        recorder = TurnRecorder(folder, name)
        self._task = asyncio.create_task(self._record(self._source, recorder))
        return f"{name}.wav"

    def stop(self) -> None:
        if self._source is not None:
            self._source.stop()
            self._source = None

    @staticmethod
    async def _record(source: _VoiceTurn, recorder: TurnRecorder) -> None:
        try:
            async for chunk in source.chunks():
                recorder.write(chunk)
        finally:
            recorder.close()
