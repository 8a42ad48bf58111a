"""The ears of the turn being played: one `TurnChecker` for everything heard in it, the way in for
typed words (`WordEntry`), and `Listening` (a microphone, or the demo's explainer) started and
stopped with the turn."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from api.live.entry import WordEntry
from api.live.listening import HeardTurn, Listening
from referee.replay.turn_record import TurnRecord
from referee.rules.cards import TurnChecker
from referee.speakers.prints import PairPrints


class TurnEars:
    """`checker` and `entry` are those of the turn being played (None between turns)."""

    def __init__(self, listening: Listening) -> None:
        self.listening = listening
        self.checker: TurnChecker | None = None
        self.entry: WordEntry | None = None
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="checker")
        self._entering = asyncio.Lock()

    def begin(self, transcript: TurnRecord, recordings: Path | None,
              sink: Callable[[Any], None], secret_word: Callable[[], str | None],
              prints: PairPrints | None = None) -> str | None:
        """Hear the turn of `transcript` (`prints`: its two players' voices, if both enrolled);
        return its recording's file name (None: none)."""
        self.checker = TurnChecker(lambda word: secret_word())
        self.entry = WordEntry(transcript, self.checker, self._worker, self._entering, sink)
        if recordings is None:
            return None
        return self.listening.start(HeardTurn(transcript.turn_no, recordings, self.checker, sink,
                                              self.entry.enter, secret_word, prints))

    def end(self) -> None:
        self.listening.stop()
        self.entry = None

    def forget(self) -> None:
        """The game was closed: nothing of its turn stays."""
        self.end()
        self.checker = None

    def close(self) -> None:
        self.forget()
        self._worker.shutdown(wait=False)
