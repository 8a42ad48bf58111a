"""Words that come as text into a turn — typed by the judge, or said by a script (the demo) — put
through the turn's checker one at a time, like recognised speech.

A word given as text has no recognizer's delay: it belongs to the card on the table when it is
entered, so it is put no earlier than that card's start on the turn's time scale (the demo's
explainer keeps its own clock, a few milliseconds behind the turn's); a partial and its final keep
one time, and so one card.

Several of them may run at once (the judge types while the demo's explainer talks, an HTTP and a
WebSocket submission): each word takes its place in the transcript when it is checked, under one
lock, so no word overwrites another and nothing typed is lost.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from referee.events import Alert, WordEvent
from referee.replay.turn_record import TurnRecord
from referee.rules.cards import DrawnCards, TurnChecker


@dataclass(frozen=True)
class HeardAlert:
    """An alert with what the checker knew when it raised it: the epoch time its word entered the
    checker and the secret word it was raised against."""

    alert: Alert
    heard_at: float
    target: str


class WordEntry:
    """One turn's way in for words given as text; `enter` feeds a stream of them."""

    def __init__(self, transcript: TurnRecord, checker: TurnChecker, cards: DrawnCards,
                 worker: ThreadPoolExecutor, lock: asyncio.Lock,
                 sink: Callable[[Any], None]) -> None:
        self.transcript = transcript
        self.checker = checker
        self.cards = cards
        self.worker = worker
        self.lock = lock
        self.sink = sink

    async def enter(self, words: AsyncIterator[WordEvent]) -> int:
        """Check and hand on `words` (their indices count from 0 within the stream: a partial and
        its final word share one); return how many final words went in."""
        places: dict[int, tuple[int, float]] = {}  # stream index → turn index, start
        count = 0
        async for word in words:
            async with self.lock:
                place, start = places.setdefault(
                    word.index, (len(self.transcript.words), max(word.start, self.cards.start)))
                await self._check(replace(word, index=place, start=start,
                                          end=max(word.end, start)))
            count += word.final
        return count

    def finish(self) -> None:
        """The turn is over: hand on the alerts its checker held back for words that never came
        («по английски сок» at the very end; `TurnChecker.finish`)."""
        heard_at = time.time()
        for alert in self.worker.submit(self.checker.finish).result():
            self.sink(HeardAlert(alert, heard_at, self.checker.target_of(alert)))

    async def _check(self, word: WordEvent) -> None:
        heard_at = time.time()
        loop = asyncio.get_running_loop()
        alerts = await loop.run_in_executor(self.worker, self.checker.feed, word)
        self.sink(word)
        for alert in alerts:
            self.sink(HeardAlert(alert, heard_at, self.checker.target_of(alert)))
