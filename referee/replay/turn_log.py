"""The turn log: every word heard, alert raised or retracted, judge's decision and audio fault of
the turns of a game (or of one listened turn), as JSON Lines. The one event-log format.

Written once, by the one consumer of a turn's event stream (the dashboard's `api.live.table.Table`
for a game's `live.jsonl`, `referee listen` for `<turn>.jsonl` beside the turn's WAV), appended
and flushed as things happen; read back by `TurnLog.read` for the replay page, `referee replay`
and a resumed game. Each record is applied to the in-memory `TurnRecord`s by the same code when
it is written and when it is read, so what is on disk is what was on screen. Records::

    {"type": "log", "format": "hat-referee-turn-log", "version": 1}        first line
    {"type": "turn", "turn_no": 3, "recording": "turn-003.wav" | null}      a turn begins
    {"type": "word", "turn_no": 3, "index", "text", "start", "end", "conf", "final"}
    {"type": "revision", "turn_no": 3, "length": 5}       words from `length` on withdrawn
                                              ("rehear": true: a recognizer pass begins)
    {"type": "alert", "turn_no": 3, "id": "3-1", "target", "heard_at", ...Alert fields}
    {"type": "retraction", "turn_no": 3, "id": "3-1", "length": 5, "at"}   the alert is void: its
                                              words cut off (or "replaced": 4, that word heard
                                              again as another word, instead of "length")
    {"type": "moved", "turn_no": 3, "id": "3-1", ...Alert fields}   the alert stands, now on
                                              these words (its word moved within one pass of
                                              the recognizer, `referee.events.Moved`)
    {"type": "decision", "turn_no": 3, "id": "3-1", "decision": "confirmed", "at"}
    {"type": "fault", "turn_no": 3, "kind": "microphone_lost", "message", "at"}
    {"type": "card", "turn_no": 3, "word": "нож", "start": 7.2}   a card drawn live, `start` on
                                              the time scale of the turn's words
    {"type": "turn_replayed", "turn_no": 3}   an interrupted turn is played again: what was
                                              logged of it before is no longer that turn's

`start`/`end` are seconds from the turn's start; `heard_at` and `at` epoch seconds, except a
fault's `at` (seconds of audio). A file without the header line is version 0 (logs written before
the header existed; transcripts of bare word lines): `type` defaults to `word`, `turn_no` to 0,
an alert's `id`, `target` and `heard_at` may be missing. A newer version is refused with a
message. `TurnLog.open` on a version 0 file first copies it to `<stem>.v0.jsonl` and puts the
header in front. A torn last line is handled as `referee.replay.jsonl` says.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common.errors import UserError
from referee.events import (
    Alert,
    AudioFault,
    Moved,
    Retraction,
    Revision,
    TurnEvent,
    WordEvent,
)
from referee.replay.cards import CardSpan
from referee.replay.jsonl import JsonLinesWriter, Line, encode_line, read_jsonl, repair_jsonl
from referee.replay.turn_record import AlertRecord, Decision, TurnRecord

FORMAT = "hat-referee-turn-log"
VERSION = 1
HEADER = {"type": "log", "format": FORMAT, "version": VERSION}


class TurnLog:
    """The turns of one log file, in memory (`turns`), and appended to when opened for writing."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.turns: dict[int, TurnRecord] = {}
        self.version = VERSION
        self.torn: str | None = None  # a torn last line left out, for the reader to report
        self._writer: JsonLinesWriter | None = None

    @classmethod
    def read(cls, path: Path | str) -> TurnLog:
        """The log at `path` (UserError when it cannot be read)."""
        log = cls(path)
        content = read_jsonl(log.path)
        log.torn = content.torn
        log._load(content.lines)
        return log

    @classmethod
    def open(cls, path: Path | str) -> TurnLog:
        """The log at `path` for appending (created with its header when new)."""
        path = Path(path)
        fresh = not path.is_file() or path.stat().st_size == 0
        log = cls(path) if fresh else cls.read(path)
        if not fresh and log.version < VERSION:
            repair_jsonl(path)
            _migrate(path)
        log._writer = JsonLinesWriter(path)
        if fresh:
            log._writer.write(HEADER)
        log.version = VERSION
        return log

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    # ---- what a turn's consumer calls ----------------------------------------------------

    def turn(self, turn_no: int) -> TurnRecord:
        """Turn `turn_no` as it stands (an empty one when nothing was logged of it yet)."""
        return self.turns.setdefault(turn_no, TurnRecord(turn_no))

    def begin(self, turn_no: int, recording: str | None) -> TurnRecord:
        self._add({"type": "turn", "turn_no": turn_no, "recording": recording})
        return self.turns[turn_no]

    def card(self, turn_no: int, card: CardSpan) -> None:
        """A card drawn in turn `turn_no`, from `card.start` on the time scale of its words."""
        self._add({"type": "card", "turn_no": turn_no, "word": card.word, "start": card.start})

    def take(self, turn_no: int, event: TurnEvent, *, target: str = "",
             at: float | None = None) -> AlertRecord | None:
        """Log one event of turn `turn_no`; an alert's record is returned when it was raised,
        retracted or moved (None for a retraction or move of nothing standing). `target` is an
        alert's secret word, `at` the epoch time its word entered the checker (or of the
        retraction; now by default)."""
        stamp = time.time() if at is None else at
        turn = self.turn(turn_no)
        if isinstance(event, Alert):
            record = AlertRecord(turn.next_alert_id(), turn_no, target, event, stamp)
            self._add({"type": "alert", **record.to_json()})
            return turn.alerts[record.id]
        if isinstance(event, Retraction):
            standing = turn.standing_alert(event.alert)
            if standing is not None:
                self._add({"type": "retraction", "turn_no": turn_no, "id": standing.id,
                           **event.cause(), "at": stamp})
            return standing
        if isinstance(event, Moved):
            standing = turn.standing_alert(event.old)
            if standing is not None:
                self._add({"type": "moved", "turn_no": turn_no, "id": standing.id,
                           **event.alert.to_json()})
            return standing
        self._add({"type": _KINDS[type(event)], "turn_no": turn_no, **event.to_json()})
        return None

    def decide(self, record: AlertRecord, decision: Decision, at: float) -> None:
        """Record the judge's decision on an alert (synced to disk before it returns)."""
        self._add({"type": "decision", "turn_no": record.turn_no, "id": record.id,
                   "decision": Decision(decision).value, "at": at})
        if self._writer is not None:
            self._writer.sync()

    def replayed(self, turn_no: int) -> None:
        """Turn `turn_no` is played again from the start: forget what was logged of it."""
        self._add({"type": "turn_replayed", "turn_no": turn_no})
        if self._writer is not None:
            self._writer.sync()

    def only_turn(self) -> TurnRecord:
        """The one turn of a one-turn log (`referee listen`'s, a transcript's)."""
        if len(self.turns) != 1:
            found = "ни одного хода" if not self.turns else f"ходов: {len(self.turns)}"
            raise UserError(f"В «{self.path}» {found}, а нужен ровно один. Ход игры с панели "
                            "судьи откройте на странице «Повтор».")
        return next(iter(self.turns.values()))

    def find_alert(self, alert_id: str) -> AlertRecord | None:
        return next((t.alerts[alert_id] for t in self.turns.values() if alert_id in t.alerts),
                    None)

    # ---- records -------------------------------------------------------------------------

    def _add(self, record: dict[str, Any]) -> None:
        self._apply(record, f"«{self.path}», новая запись")
        if self._writer is not None:
            self._writer.write(record)

    def _load(self, lines: tuple[Line, ...]) -> None:
        self.version = 0
        for number, line in enumerate(lines):
            if line.data.get("type") == "log" and number == 0:
                self.version = self._check_header(line)
            else:
                self._apply(line.data, line.where)

    def _check_header(self, line: Line) -> int:
        version = line.data.get("version")
        if line.data.get("format") != FORMAT or not isinstance(version, int) or version < 1:
            raise UserError(f"{line.where}: это не журнал хода hat-referee (заголовок "
                            f"{line.data}).")
        if version > VERSION:
            raise UserError(f"«{self.path}» записан более новой версией hat-referee (формат "
                            f"журнала {version}, эта программа читает до {VERSION}). Обновите "
                            "программу, чтобы открыть его.")
        return version

    def _apply(self, data: dict[str, Any], where: str) -> None:
        kind = data.get("type", "word")
        apply = _APPLY.get(kind)
        if apply is None:
            raise UserError(f"{where}: неизвестный вид записи «{kind}» (бывают: "
                            f"{', '.join(_APPLY)}).")
        try:
            turn = None if kind == "decision" else self.turn(int(data.get("turn_no", 0)))
            apply(self, turn, data)
        except (KeyError, TypeError, ValueError, IndexError) as err:
            raise UserError(f"{where}: запись «{kind}» неполна или испорчена ({err!r}).") from err

    def _alert(self, turn: TurnRecord, data: dict[str, Any]) -> None:
        decision = data.get("decision")
        record = AlertRecord(
            str(data.get("id") or turn.next_alert_id()), turn.turn_no, str(data.get("target", "")),
            Alert.from_json(data), float(data.get("heard_at", data.get("at", 0.0))),
            Decision(decision) if decision else None, data.get("decided_at"),
            data.get("retracted"))
        turn.alerts[record.id] = record

    def _retraction(self, turn: TurnRecord, data: dict[str, Any]) -> None:
        record = turn.alerts[str(data["id"])]
        record.retracted = float(data["at"])

    def _moved(self, turn: TurnRecord, data: dict[str, Any]) -> None:
        turn.alerts[str(data["id"])].alert = Alert.from_json(data)

    def _decision(self, turn: None, data: dict[str, Any]) -> None:
        record = self.find_alert(str(data["id"]))  # ids are unique in a log
        if record is None:
            raise KeyError(f"сигнала {data['id']} нет")
        record.decision = Decision(data["decision"])
        record.decided_at = data.get("at")


_KINDS = {WordEvent: "word", Revision: "revision", AudioFault: "fault"}
_APPLY: dict[str, Callable[[TurnLog, Any, dict[str, Any]], None]] = {
    "turn": lambda log, turn, data: turn.begin(data.get("recording")),
    "card": lambda log, turn, data: turn.drawn(CardSpan(str(data["word"]), float(data["start"]))),
    "word": lambda log, turn, data: turn.hear(WordEvent.from_json(data)),
    "revision": lambda log, turn, data: turn.hear(Revision.from_json(data)),
    "alert": TurnLog._alert,
    "retraction": TurnLog._retraction,
    "moved": TurnLog._moved,
    "decision": TurnLog._decision,
    "turn_replayed": lambda log, turn, data: log.turns.pop(turn.turn_no, None),
    "fault": lambda log, turn, data: turn.faults.append(
        AudioFault(str(data["kind"]), str(data["message"]), float(data["at"]))),
}


def _migrate(path: Path) -> None:
    """Put the header in front of a version 0 log; the original stays as `<stem>.v0.jsonl`."""
    backup = path.with_name(f"{path.stem}.v0.jsonl")
    number = 1
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.stem}.v0-{number}.jsonl")
    shutil.copy2(path, backup)
    fresh = path.with_name(path.name + ".new")
    with fresh.open("wb") as out:
        out.write(encode_line(HEADER))
        out.write(path.read_bytes())
        out.flush()
        os.fsync(out.fileno())
    os.replace(fresh, path)

