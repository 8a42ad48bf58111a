"""Timed transcripts on disk, and the cards (secret words) of a turn on its time scale.

A transcript is JSON Lines of `WordEvent`s, one word a line
(`{"index": 0, "text": "так", "start": 0.3, "end": 0.52, "conf": 1.0, "final": true}`): the
samples' ground truth and transcripts given to `referee replay`. It is read as a version 0 turn
log (`referee.replay.turn_log`), so a turn log of one turn is a transcript too.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from referee.events import WordEvent
from referee.replay.turn_log import TurnLog

_FIELDS = ("index", "text", "start", "end", "conf", "final")


def read_words(path: Path) -> list[WordEvent]:
    """The words of a transcript (or a one-turn log) as they finally stand."""
    return TurnLog.read(path).only_turn().words


def write_words(path: Path, words: Iterable[WordEvent]) -> None:
    """Write bare word lines (fields in `WordEvent` order), UTF-8, one per line."""
    with Path(path).open("w", encoding="utf-8") as out:
        for word in words:
            data = word.to_json()
            out.write(json.dumps({k: data[k] for k in _FIELDS}, ensure_ascii=False) + "\n")


@dataclass(frozen=True)
class CardSpan:
    """A secret word of the turn and when it was being explained (seconds from the turn's start).

    A turn has several when the explainer moves on after a guess; `outcome` is `guessed`, `time`
    (the turn ended), `returned` (given back to the hat early) or `unknown`.
    """

    word: str
    start: float = 0.0
    end: float | None = None
    outcome: str = "unknown"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def target_of(targets: Sequence[CardSpan], time: float) -> int:
    """Index of the target being explained at `time`: the last one that started at or before it."""
    chosen = 0
    for number, target in enumerate(targets):
        if target.start <= time:
            chosen = number
    return chosen
