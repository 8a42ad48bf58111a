"""The dashboard's log of a game: every word heard, alert raised and judge decision, as JSON Lines.

One file per game (`live.jsonl` next to the engine's `game.sqlite`), appended and flushed as things
happen; the engine's store keeps the game itself (turns, words, scores). Records::

    {"type": "turn", "turn_no": 3, "recording": "turn-003.wav" | null}
    {"type": "word", "turn_no": 3, ...WordEvent fields}
    {"type": "revision", "turn_no": 3, "length": 5}
    {"type": "alert", ...AlertRecord fields}
    {"type": "decision", "id": "3-1", "decision": "confirmed", "at": 1764500000.5}
    {"type": "turn_replayed", "turn_no": 3}   (an interrupted turn is played again: what was
                                               heard before is no longer that turn's)

A line cut by a crash is skipped when the log is read back.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from api.live.transcript import AlertRecord, Decision, TurnTranscript
from referee.events import WordEvent


class LiveLog:
    def __init__(self, path: Path) -> None:
        self.path = path
        cut = _cut_short(path)
        self._file = path.open("a", encoding="utf-8")
        if cut:  # a crash cut the last line: start the next record on a line of its own
            self._file.write("\n")

    def write(self, record: dict[str, Any]) -> None:
        self._file.write(json.dumps(record, ensure_ascii=False) + "\n")
        self._file.flush()

    def sync(self) -> None:
        """Push the log to the disk (a decision is not lost to a power cut)."""
        os.fsync(self._file.fileno())

    def close(self) -> None:
        self._file.close()

    def load(self) -> dict[int, TurnTranscript]:
        """Rebuild every turn's transcript, alerts and decisions from the log."""
        turns: dict[int, TurnTranscript] = {}
        alerts: dict[str, AlertRecord] = {}
        for record in read_records(self.path):
            kind = record.pop("type", None)
            if kind == "decision":
                found = alerts.get(record.get("id", ""))
                if found is not None:
                    found.decision = Decision(record["decision"])
                    found.decided_at = record.get("at")
                continue
            if kind == "turn_replayed":
                turns.pop(record["turn_no"], None)
                continue
            turn = turns.setdefault(record["turn_no"], TurnTranscript(record["turn_no"]))
            if kind == "turn":
                turn.recording = record.get("recording")
            elif kind == "word":
                del record["turn_no"]
                turn.place(WordEvent(**record))
            elif kind == "revision":
                turn.cut(record["length"])
            elif kind == "alert":
                alert = AlertRecord.from_json(record)
                turn.alerts[alert.id] = alerts[alert.id] = alert
        return turns


def _cut_short(path: Path) -> bool:
    """Whether the file's last line has no newline (a crash interrupted the write)."""
    if not path.is_file() or path.stat().st_size == 0:
        return False
    with path.open("rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1) != b"\n"


def read_records(path: Path) -> list[dict[str, Any]]:
    """The JSON records of a log written by `LiveLog`, skipping a line a crash cut short."""
    if not path.is_file():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            continue  # the last line of a crash
    return records
