"""For the tests of live card timing: a turn's audio with the judge's press at a known second of
it (`PressAt`), or waiting there for the judge (`HoldAt`), and Festival explaining two cards in a
row (`two_cards`)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import numpy as np

from referee.speech.audio import SAMPLE_RATE, WavSource
from tests.speech_support import write_wav
from tests.whisper_support import festival_samples

CAT = "это домашнее животное которое ловит мышей и ест кошачий корм"  # card «кошка»
BOOK = "а это читают в библиотеке там продают книжные новинки"  # card «книга»
WORDS = ["кошка", "книга", "самолёт", "карандаш", "подушка"]


class _WavAt:
    """A WAV as a turn's audio, handed over as fast as it is heard, with `_reached()` awaited
    before each chunk once `at` seconds of it were handed over (and the recognizer has processed
    them: the turn takes a chunk only after the last one)."""

    realtime = False

    def __init__(self, wav: Path, at: float) -> None:
        self.wav, self.at = WavSource(wav), at
        self._stopped = False

    async def chunks(self) -> AsyncIterator[bytes]:
        given = 0.0
        async for chunk in self.wav.chunks():
            if given >= self.at:
                await self._reached()
            yield chunk
            given += len(chunk) / 2 / SAMPLE_RATE

    async def _reached(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        self._stopped = True
        self.wav.stop()


class PressAt(_WavAt):
    """The judge's `press()` called once, `at` seconds into the turn's audio."""

    def __init__(self, wav: Path, at: float, press: Callable[[], None]) -> None:
        super().__init__(wav, at)
        self.press, self._pressed = press, False

    async def _reached(self) -> None:
        if not self._pressed:
            self.press()
            self._pressed = True


class HoldAt(_WavAt):
    """The audio waits `at` seconds in until `go()` is true: the judge answers there, on the same
    audio whatever the machine's speed (a test at the speed of speech depends on how fast the
    recognizer is)."""

    def __init__(self, wav: Path, at: float, go: Callable[[], bool]) -> None:
        super().__init__(wav, at)
        self.go = go

    async def _reached(self) -> None:
        while not self.go() and not self._stopped:
            await asyncio.sleep(0.05)


def wait_for(found: Callable[[], object], timeout: float = 180.0) -> object:
    deadline = time.monotonic() + timeout
    while not (value := found()):
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)
    return value


def two_cards(folder: Path) -> tuple[Path, float]:
    """Festival explaining «кошка», then «книга», as a WAV in `folder`; the second at which the
    first part ends."""
    cat, book = festival_samples(CAT), festival_samples(BOOK)
    wav = folder / "two-cards.wav"
    write_wav(wav, np.concatenate([cat, book]))
    return wav, round(len(cat) / SAMPLE_RATE, 2)
