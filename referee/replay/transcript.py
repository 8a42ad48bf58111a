"""Timed transcripts on disk (the cards of a turn on its time scale, `CardSpan`, are in
`referee.replay.cards`, imported here too).

A transcript is JSON Lines of `WordEvent`s, one word a line
(`{"index": 0, "text": "так", "start": 0.3, "end": 0.52, "conf": 1.0, "final": true}`): the
samples' ground truth and transcripts given to `referee replay`. It is read as a version 0 turn
log (`referee.replay.turn_log`), so a turn log of one turn is a transcript too.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from referee.events import WordEvent
from referee.replay.cards import CardSpan as CardSpan
from referee.replay.cards import target_of as target_of
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
