"""The ears of the turn being played: one `TurnChecker` for everything heard in it, its cards as
drawn (`DrawnCards`), the way in for typed words (`WordEntry`), and `Listening` (a microphone, or
the demo's explainer) started and stopped with the turn.

One time scale for a turn's words and cards: the seconds of the turn's audio when it is heard
(a card is stamped with all the audio captured when it was drawn, so a word the recognizer gives
late is still checked against the card it was said under), else the turn's clock (`turn_clock`:
seconds since the turn started). Words typed after the microphone was lost take the last second
of audio heard."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from api.live.entry import WordEntry
from api.live.listening import HeardTurn, Listening
from referee.replay.cards import CardSpan
from referee.replay.turn_record import TurnRecord
from referee.rules.cards import DrawnCards, TurnChecker
from referee.speakers.prints import PairPrints


class TurnEars:
    """`checker`, `cards` and `entry` are those of the turn being played (None between turns)."""

    def __init__(self, listening: Listening) -> None:
        self.listening = listening
        self.checker: TurnChecker | None = None
        self.cards: DrawnCards | None = None
        self.entry: WordEntry | None = None
        self._recognised = False  # the turn's audio goes to a recognizer (its LiveTurn finishes it)
        self.turn_clock: Callable[[], float] = lambda: 0.0
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="checker")
        self._entering = asyncio.Lock()

    def begin(self, transcript: TurnRecord, recordings: Path | None,
              sink: Callable[[Any], None], secret_word: Callable[[], str | None],
              turn_clock: Callable[[], float],
              prints: PairPrints | None = None) -> tuple[str | None, CardSpan | None]:
        """Hear the turn of `transcript` (`prints`: its two players' voices, if both enrolled;
        `turn_clock`: seconds since it started); return its recording's file name (None: none)
        and the card on the table, stamped (None: none is)."""
        self.turn_clock = turn_clock
        self.cards = DrawnCards()
        self.checker = TurnChecker.for_drawn(self.cards)
        self.entry = WordEntry(transcript, self.checker, self.cards, self._worker,
                               self._entering, sink)
        name = None
        if recordings is not None:
            name = self.listening.start(HeardTurn(transcript.turn_no, recordings, self.checker,
                                                  sink, self.entry.enter, secret_word, prints))
        self._recognised = name is not None and self.listening.model is not None
        word = secret_word()
        return name, self.cards.draw(word, self.now()) if word is not None else None

    def draw(self, word: str, since: float | None = None) -> CardSpan | None:
        """`word` was drawn: the card on the table from now on — or from `since`, when the card
        before it was over then (its accepted guess), as long as no word said later was checked
        yet (None: it already was on the table, or no turn is heard)."""
        if self.cards is None:
            return None
        heard = self.listening.set_target(word)
        at = self.turn_clock() if heard is None else heard
        return self.cards.draw(word, at if since is None else min(at, since))

    @property
    def card(self) -> str | None:
        """The card on the table, as the checker knows it."""
        return self.cards.cards[-1].word if self.cards and self.cards.cards else None

    def now(self) -> float:
        """Now, on the time scale of the turn's words."""
        heard = self.listening.position()
        return self.turn_clock() if heard is None else heard

    def finish(self) -> None:
        """The turn is over: a turn of typed words only is finished here (a recognised turn's
        checker is finished by its `LiveTurn` as its audio ends)."""
        if self.entry is not None and not self._recognised:
            self.entry.finish()

    def end(self) -> None:
        self.listening.stop()
        self.entry = None

    def forget(self) -> None:
        """The game was closed: nothing of its turn stays."""
        self.end()
        self.checker = self.cards = None

    def close(self) -> None:
        self.forget()
        self._worker.shutdown(wait=False)
