"""The judge's dispute rulings on played turns: the one place they are kept.

A ruling settles a dispute about a turn after listening to it again: a verdict and a note
(«по записи слышно „ручкой“ — нарушение»). They go to `rulings.jsonl` in the game's folder,
appended and synced to disk before the call returns; a later ruling on the same turn supersedes the
earlier one, and both stay in the file (the history of the dispute). The file is JSON Lines
(`referee.replay.jsonl`: a line cut by a crash is left out and kept aside).

    book = RulingBook(game_folder)
    book.add(3, Verdict.VIOLATION, "по записи слышно «ручкой»", at=time.time())
    book.latest()  # {3: Ruling(...)}
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from referee.replay.jsonl import JsonLinesWriter, read_records

FILE = "rulings.jsonl"
MAX_NOTE = 2000


class Verdict(StrEnum):
    VIOLATION = "violation"  # the rules were broken
    NO_VIOLATION = "no_violation"  # the turn was clean
    OTHER = "other"  # see the note


VERDICTS = {Verdict.VIOLATION: "нарушение было", Verdict.NO_VIOLATION: "нарушения не было",
            Verdict.OTHER: "другое решение (см. заметку)"}


@dataclass(frozen=True)
class Ruling:
    turn_no: int
    verdict: Verdict
    note: str
    at: float  # epoch seconds

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "verdict": self.verdict.value, "title": VERDICTS[self.verdict]}


class RulingBook:
    """The rulings of one game, stored in `<folder>/rulings.jsonl`."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / FILE

    def add(self, turn_no: int, verdict: Verdict, note: str, at: float) -> Ruling:
        ruling = Ruling(turn_no, Verdict(verdict), note.strip()[:MAX_NOTE], at)
        record = {k: v for k, v in ruling.to_json().items() if k != "title"}
        log = JsonLinesWriter(self.path)  # appends, a line a crash cut short moved aside
        try:
            log.write(record)
        finally:
            log.close()  # synced to disk
        return ruling

    def history(self) -> dict[int, list[Ruling]]:
        """Every ruling by turn, oldest first."""
        found: dict[int, list[Ruling]] = {}
        for ruling in self._read():
            found.setdefault(ruling.turn_no, []).append(ruling)
        return found

    def latest(self) -> dict[int, Ruling]:
        return {turn_no: rulings[-1] for turn_no, rulings in self.history().items()}

    def _read(self) -> list[Ruling]:
        return read_records(self.path, lambda data: Ruling(
            int(data["turn_no"]), Verdict(data["verdict"]), str(data["note"]), float(data["at"])),
            "решение судьи")
