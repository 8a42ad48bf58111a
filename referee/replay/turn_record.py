"""What was heard in one turn, as the judge saw it: the words, the alerts and what became of them.

`TurnRecord` is the state `referee.replay.turn_log.TurnLog` rebuilds from the log's records (the
same records it is saved as, so a restarted server shows exactly what was on screen before).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from referee.events import Alert, AudioFault, Revision, Transcript, WordEvent
from referee.replay.cards import CardSpan, target_of


class Decision(StrEnum):
    CONFIRMED = "confirmed"  # the judge agrees: a violation («Ошибка»)
    DISMISSED = "dismissed"  # a false alarm
    GUESSED = "guessed"  # the secret word was heard from the guesser: a point


@dataclass
class AlertRecord:
    """An alert of turn `turn_no` raised against the secret word `target` (judge's eyes only).

    `retracted` is when (epoch seconds) the recognizer withdrew a word the alert was raised on:
    the alert no longer stands and is not the judge's to decide."""

    id: str
    turn_no: int
    target: str
    alert: Alert
    heard_at: float  # epoch seconds when its word entered the checker
    decision: Decision | None = None
    decided_at: float | None = None
    retracted: float | None = None

    @property
    def standing(self) -> bool:
        return self.retracted is None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "turn_no": self.turn_no, "target": self.target,
                "heard_at": self.heard_at, **self.alert.to_json(),
                "decision": self.decision.value if self.decision else None,
                "decided_at": self.decided_at, "retracted": self.retracted}


@dataclass
class TurnPart:
    """A stretch of a turn heard in one piece, from word `first_word` on, with the cards drawn in
    it on its own time scale and its recording's file name (a turn resumed after a crash is heard
    into a new recording, whose seconds start again)."""

    first_word: int
    cards: list[CardSpan] = field(default_factory=list)
    recording: str | None = None


def secret_in(parts: Sequence[TurnPart], word: WordEvent) -> str:
    """The card `word` was said under: in the part it was heard in, the last drawn by its start."""
    part = next((p for p in reversed(parts) if p.first_word <= word.index), parts[0])
    return part.cards[target_of(part.cards, word.start)].word


@dataclass
class TurnRecord:
    """One turn: its transcript as it stands, every event of it in order (`heard`: words and
    revisions, for a replay), its alerts by id, its audio faults, its recording's file name, and
    the parts it was heard in, each with its cards as they were drawn live, on the time scale of
    its words."""

    turn_no: int
    transcript: Transcript = field(default_factory=Transcript)
    heard: list[WordEvent | Revision] = field(default_factory=list)
    alerts: dict[str, AlertRecord] = field(default_factory=dict)
    faults: list[AudioFault] = field(default_factory=list)
    recording: str | None = None  # file name of the turn's audio beside the log
    parts: list[TurnPart] = field(default_factory=list)

    def begin(self, recording: str | None) -> None:
        self.recording = recording
        self.parts.append(TurnPart(len(self.transcript.words), recording=recording))

    def drawn(self, card: CardSpan) -> None:
        """`card` was drawn in the part being heard."""
        if not self.parts:  # a log that did not mark the turn's beginning
            self.parts.append(TurnPart(0))
        self.parts[-1].cards.append(card)

    @property
    def cards(self) -> list[CardSpan]:
        """Every card drawn live, in order (each on the time scale of its part)."""
        return [card for part in self.parts for card in part.cards]

    @property
    def words(self) -> list[WordEvent]:
        return self.transcript.words

    def hear(self, event: WordEvent | Revision) -> None:
        self.transcript.apply(event)
        self.heard.append(event)

    def next_alert_id(self) -> str:
        return f"{self.turn_no}-{len(self.alerts) + 1}"

    def standing_alert(self, alert: Alert) -> AlertRecord | None:
        """The latest alert still standing with `alert`'s rule and span."""
        return next((r for r in reversed(self.alerts.values())
                     if r.standing and r.alert.key == alert.key), None)

    def to_json(self) -> dict[str, Any]:
        return {"turn_no": self.turn_no, "words": [w.to_json() for w in self.words],
                "alerts": [a.to_json() for a in self.alerts.values()],
                "recording": self.recording}
