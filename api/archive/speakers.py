"""The judge's corrections of who said a word, made on the replay page: the one place they are kept.

Attribution can be wrong; the judge, listening again, says a word was the explainer's or the
guesser's. Corrections go to `speakers.jsonl` in the game's folder, appended and synced to disk
before the call returns (like rulings, `api.archive.rulings`); a later correction of the same word
supersedes the earlier one, both stay in the file. The turn log is never rewritten: the replay
shows the words with the corrections applied, and «Проверить заново» checks them so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from common.errors import UserError
from referee.events import WordEvent
from referee.replay.jsonl import JsonLinesWriter, read_records
from referee.speakers.attribution import EXPLAINER, GUESSER

FILE = "speakers.jsonl"
CHOICES = (EXPLAINER, GUESSER)


@dataclass(frozen=True)
class SpeakerFix:
    turn_no: int
    index: int  # the word's position in the turn's transcript
    speaker: str  # EXPLAINER or GUESSER
    was: str | None  # the speaker the word had before (attributed, or an earlier correction)
    at: float  # epoch seconds

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class SpeakerBook:
    """The speaker corrections of one game, stored in `<folder>/speakers.jsonl`."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / FILE

    def add(self, fix: SpeakerFix) -> SpeakerFix:
        if fix.speaker not in CHOICES:
            raise UserError(f"Говорящий «{fix.speaker}» неизвестен: укажите ведущего "
                            f"({EXPLAINER}) или отгадывающего ({GUESSER}).")
        log = JsonLinesWriter(self.path)  # appends, a line a crash cut short moved aside
        try:
            log.write(fix.to_json())
        finally:
            log.close()  # synced to disk
        return fix

    def of_turn(self, turn_no: int) -> dict[int, SpeakerFix]:
        """The standing correction of each corrected word of the turn, by index."""
        return {fix.index: fix for fix in self._read() if fix.turn_no == turn_no}

    def _read(self) -> list[SpeakerFix]:
        return read_records(self.path, lambda data: SpeakerFix(
            int(data["turn_no"]), int(data["index"]), str(data["speaker"]), data.get("was"),
            float(data["at"])), "исправление говорящего")


def with_fixes(words: Sequence[WordEvent], fixes: dict[int, SpeakerFix]) -> list[WordEvent]:
    """The turn's words with the judge's speaker corrections applied."""
    return [replace(w, speaker=fixes[w.index].speaker, speaker_doubtful=False)
            if w.index in fixes else w for w in words]


def fix_of(words: Sequence[WordEvent], fixes: dict[int, SpeakerFix], turn_no: int, index: int,
           speaker: str, at: float) -> SpeakerFix:
    """A correction of word `index` (UserError when the turn has no such word)."""
    now = with_fixes(words, fixes)
    if not 0 <= index < len(now):
        raise UserError(f"В ходе {turn_no + 1} нет слова № {index + 1}: в расшифровке "
                        f"{len(now)} слов.")
    return SpeakerFix(turn_no, index, speaker, now[index].speaker, at)
