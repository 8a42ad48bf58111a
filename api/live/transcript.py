"""What was heard in each turn: transcript as it stands, alerts, the judge's decisions.

`TurnTranscript` is rebuilt from the same records it is saved as (see `api.live.log`), so a
restarted server shows the judge exactly what was on screen before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from referee.events import Alert, WordEvent


class Decision(StrEnum):
    CONFIRMED = "confirmed"  # the judge agrees: a violation («Ошибка»)
    DISMISSED = "dismissed"  # a false alarm
    GUESSED = "guessed"  # the secret word was heard from the guesser: a point


@dataclass
class AlertRecord:
    """An alert of turn `turn_no` raised against the secret word `target` (judge's eyes only)."""

    id: str
    turn_no: int
    target: str
    alert: Alert
    heard_at: float  # epoch seconds when its word entered the checker
    decision: Decision | None = None
    decided_at: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "turn_no": self.turn_no, "target": self.target,
                "heard_at": self.heard_at, **self.alert.to_json(),
                "decision": self.decision.value if self.decision else None,
                "decided_at": self.decided_at}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> AlertRecord:
        alert = Alert(rule=data["rule"], span=tuple(data["span"]), words=tuple(data["words"]),
                      confidence=data["confidence"], explanation=data["explanation"],
                      evidence=data.get("evidence", {}), start=data.get("start"),
                      end=data.get("end"), exact_target=data.get("exact_target", False))
        decision = data.get("decision")
        return cls(data["id"], data["turn_no"], data["target"], alert, data["heard_at"],
                   Decision(decision) if decision else None, data.get("decided_at"))


@dataclass
class TurnTranscript:
    turn_no: int
    words: list[WordEvent] = field(default_factory=list)
    alerts: dict[str, AlertRecord] = field(default_factory=dict)
    recording: str | None = None  # file name of the turn's audio in the game's recordings folder

    def place(self, word: WordEvent) -> None:
        if word.index < len(self.words):
            self.words[word.index] = word
        else:
            self.words.append(word)

    def cut(self, length: int) -> None:
        del self.words[length:]

    def next_alert_id(self) -> str:
        return f"{self.turn_no}-{len(self.alerts) + 1}"

    def to_json(self) -> dict[str, Any]:
        return {"turn_no": self.turn_no, "words": [w.to_json() for w in self.words],
                "alerts": [a.to_json() for a in self.alerts.values()],
                "recording": self.recording}
