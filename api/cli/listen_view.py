"""What `referee listen` prints: live words, alerts and the turn's 20 + 3 s timer, in colour.

Final words are printed plainly, partial ones dim; alerts and audio faults in red on their own
lines; a status line shows the timer (green while explaining, yellow during the last guess).
Colours follow the usual conventions: on only for a terminal, off with NO_COLOR set.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from referee.events import Alert, AudioFault, Retraction, Transcript, TurnEvent, WordEvent

EXPLAIN_SECONDS = 20.0
LAST_GUESS_SECONDS = 3.0


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

    def _paint(self, text: str, code: str) -> str:
        return f"\033[{code}m{text}\033[0m" if self.colour else text

    def show(self, event: TurnEvent) -> None:
        if isinstance(event, Alert):
            self._line(self._paint(f"⚠ {event.explanation}", "1;31"))
        elif isinstance(event, Retraction):
            self._line(self._paint(f"↺ отозвано (слово исправлено): {event.alert.explanation}",
                                   "2"))
        elif isinstance(event, AudioFault):
            self._line(self._paint(f"✖ {event.message}", "1;31"))
        else:
            self.transcript.apply(event)

    @property
    def words(self) -> list[WordEvent]:
        return self.transcript.words

    def _flush_finals(self) -> None:
        done = 0
        while done < len(self.words) and self.words[done].final:
            done += 1
        if done > self._printed_final:
            text = " ".join(w.text for w in self.words[self._printed_final:done])
            self._line(text)
            self._printed_final = done

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
        pending = " ".join(w.text for w in self.words[self._printed_final:])
        if pending:
            self._line(pending)
        self._line(f"Ход окончен. Слов распознано: {len(self.words)}.")
