"""What `referee listen` prints: live words, alerts and the turn's 20 + 3 s timer, in colour.

Final words are printed plainly, partial ones dim; alerts and audio faults in red on their own
lines, the judge's prompts by speaker («Угадано?», the form hint) in yellow; a status line shows the
timer (green while explaining, yellow during the last guess). When words carry their speaker
(`referee listen --speakers`), a line of words starts with who said them whenever that changes,
the guesser's words in cyan.
Colours follow the usual conventions: on only for a terminal, off with NO_COLOR set.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from referee.events import (
    Alert,
    AudioFault,
    Moved,
    Retraction,
    Transcript,
    TurnEvent,
    WordEvent,
)
from referee.speakers.verdicts import prompt_of

EXPLAIN_SECONDS = 20.0
LAST_GUESS_SECONDS = 3.0
WHO = {"explainer": "объясняющий", "guesser": "отгадывающий", "uncertain": "кто — не ясно"}
WORD_COLOUR = {"guesser": "36", "uncertain": "33"}


def use_colour(stream: TextIO) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ


class ListenView:
    """Keeps the turn's transcript and prints it as it changes."""

    def __init__(self, stream: TextIO = sys.stdout, colour: bool | None = None,
                 explain: float = EXPLAIN_SECONDS, last_guess: float = LAST_GUESS_SECONDS) -> None:
        self.stream = stream
        self.colour = use_colour(stream) if colour is None else colour
        self.explain = explain
        self.last_guess = last_guess
        self.transcript = Transcript()
        self._printed_final = 0  # final words already printed on their own line
        self._phase = ""
        self._speaker: str | None = None  # who said the last word printed

    def _paint(self, text: str, code: str) -> str:
        return f"\033[{code}m{text}\033[0m" if self.colour else text

    def show(self, event: TurnEvent) -> None:
        if isinstance(event, Alert):
            prompt = prompt_of(event)
            if prompt == "guess":
                self._line(self._paint(f"❓ Угадано? {event.explanation}", "1;33"))
            else:
                self._line(self._paint(f"{'ℹ' if prompt else '⚠'} {event.explanation}",
                                       "1;33" if prompt else "1;31"))
        elif isinstance(event, Retraction):
            self._line(self._paint(f"↺ отозвано (слово исправлено): {event.alert.explanation}",
                                   "2"))
        elif isinstance(event, AudioFault):
            self._line(self._paint(f"✖ {event.message}", "1;31"))
        elif not isinstance(event, Moved):  # a moved alert stands as printed
            self.transcript.apply(event)

    @property
    def words(self) -> list[WordEvent]:
        return self.transcript.words

    def _flush_finals(self) -> None:
        done = 0
        while done < len(self.words) and self.words[done].final:
            done += 1
        if done > self._printed_final:
            self._line(self._said(self.words[self._printed_final:done]))
            self._printed_final = done

    def _said(self, words: list[WordEvent]) -> str:
        """Words as a line: who said them wherever the speaker changes (when known)."""
        parts = []
        for word in words:
            if word.speaker is not None and word.speaker != self._speaker:
                parts.append(self._paint(f"[{WHO.get(word.speaker, word.speaker)}]", "1"))
                self._speaker = word.speaker
            parts.append(self._paint(word.text, WORD_COLOUR[word.speaker])
                         if word.speaker in WORD_COLOUR else word.text)
        return " ".join(parts)

    def status(self, elapsed: float) -> None:
        """Print the words that became final, then redraw the status line: the timer's phase and
        the words not final yet (called about ten times a second)."""
        self._flush_finals()
        if elapsed < self.explain:
            phase, timer = "explain", self._paint(f"⏱ {self.explain - elapsed:4.1f} с", "1;32")
        elif elapsed < self.explain + self.last_guess:
            left = self.explain + self.last_guess - elapsed
            phase, timer = "last", self._paint(f"⏱ последняя попытка {left:3.1f} с", "1;33")
        else:
            phase, timer = "over", self._paint("⏱ время вышло", "1;31")
        if phase != self._phase and not self.colour:
            self._line(timer)  # without a terminal: one line per phase
        self._phase = phase
        pending = " ".join(w.text for w in self.words[self._printed_final:])
        if self.colour:
            self.stream.write(f"\r\033[K{timer}  {self._paint(pending, '2')}")
            self.stream.flush()

    def _line(self, text: str) -> None:
        prefix = "\r\033[K" if self.colour else ""
        self.stream.write(f"{prefix}{text}\n")
        self.stream.flush()

    def finish(self) -> None:
        """After the turn: print what is left and a closing line."""
        self._flush_finals()
        if len(self.words) > self._printed_final:
            self._line(self._said(self.words[self._printed_final:]))
        self._line(f"Ход окончен. Слов распознано: {len(self.words)}.")
