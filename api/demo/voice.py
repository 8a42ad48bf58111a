"""The demo's voice: the sample rounds' audio, played into the dashboard as a microphone would.

`DemoVoice.source()` is the audio source `api.live.listening.Listening` opens for each turn:
silence, and the pieces of sample audio the explainer says (`say(card)`), paced in real time.
With a speech model it is recognised like a microphone; without one it is only recorded, so the
replay page has every turn's sound either way. Everything runs on the event loop, but for the
synthesis of a sample's missing audio (on a thread).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

from api.demo.cards import Card
from referee.measure.samples import ensure_audio
from referee.measure.synth import write_wav
from referee.speech.audio import CHUNK_SECONDS, SAMPLE_RATE, WavSource, read_wav

SILENCE = bytes(2 * int(SAMPLE_RATE * CHUNK_SECONDS))


class DemoVoice:
    """The samples' audio as the dashboard's microphone; pieces are cut into `folder`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._turn: VoiceTurn | None = None

    def source(self) -> VoiceTurn:
        self._turn = VoiceTurn()
        return self._turn

    async def say(self, card: Card) -> Piece | None:
        """Queue the card's piece of audio into the turn's source (None: no turn, or no audio).
        Cutting the piece may first synthesise its sample's audio (seconds, on a first run): that
        is done off the event loop, so the dashboard's timer and sockets run on meanwhile."""
        turn = self._turn
        if turn is None or card.sample is None:
            return None
        return turn.play(await asyncio.to_thread(self._piece, card))

    def _piece(self, card: Card) -> Path:
        assert card.sample is not None
        path = self.folder / f"{card.sample.id}-{card.word}.wav"
        if not path.is_file():
            samples, rate = read_wav(ensure_audio(card.sample))
            self.folder.mkdir(parents=True, exist_ok=True)
            write_wav(path, samples[int(card.start * rate):int(card.end * rate)])
        return path


@dataclass(eq=False)
class Piece:
    """A piece of audio queued to be said. `began` is set when it starts to play, `at` seconds
    into the turn's audio (or when the turn ended first, `at` None); `done` once it was played to
    its end (`heard`) or the turn ended."""

    path: Path
    began: asyncio.Event = field(default_factory=asyncio.Event)
    at: float | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)
    heard: bool = False

    async def started(self) -> float | None:
        """Wait until the piece starts to play: seconds into the turn's audio (None: never)."""
        await self.began.wait()
        return self.at

    async def said(self) -> bool:
        """Wait until the piece was played; whether to its end."""
        await self.done.wait()
        return self.heard


class VoiceTurn:
    """One turn's audio source: silence, and the pieces asked for, paced in real time."""

    realtime = True

    def __init__(self) -> None:
        self._pieces: list[Piece] = []
        self._playing: Piece | None = None
        self._stopped = False

    def play(self, path: Path) -> Piece:
        piece = Piece(path)
        if self._stopped:
            piece.began.set()
            piece.done.set()
        else:
            self._pieces.append(piece)
        return piece

    async def chunks(self) -> AsyncIterator[bytes]:
        began, sent = time.monotonic(), 0.0
        try:
            while not self._stopped:
                self._playing = self._pieces.pop(0) if self._pieces else None
                frames = [SILENCE]
                if self._playing is not None:
                    frames = WavSource(self._playing.path).frames()
                    self._playing.at = sent
                    self._playing.began.set()
                for chunk in frames:
                    if self._stopped:
                        break
                    sent += len(chunk) / 2 / SAMPLE_RATE
                    await asyncio.sleep(max(0.0, began + sent - time.monotonic()))
                    yield chunk
                if self._playing is not None:
                    self._playing.heard = not self._stopped
                    self._playing.done.set()
        finally:
            self.stop()

    def stop(self) -> None:
        self._stopped = True
        pieces, self._pieces = [*self._pieces, self._playing], []
        for piece in filter(None, pieces):
            piece.began.set()
            piece.done.set()
