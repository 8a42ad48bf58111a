"""Timed transcripts on disk: JSON Lines of `WordEvent`s, one word a line.

The same format serves the samples' ground truth, stored transcripts given to `referee replay`, and
the words of a recorded turn. A line is either a bare word
(`{"index": 0, "text": "так", "start": 0.3, "end": 0.52, "conf": 1.0, "final": true}`) or the same
fields under a `type` of `word`; lines of other types (alerts, judge actions, timer phases in a
turn log) are skipped here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from common.errors import UserError
from referee.events import WordEvent

_FIELDS = ("index", "text", "start", "end", "conf", "final")


def parse_word(data: dict, where: str) -> WordEvent | None:
    """The word in one decoded JSONL line, None when the line is another kind of event."""
    if data.get("type", "word") != "word":
        return None
    try:
        return WordEvent(
            index=int(data["index"]),
            text=str(data["text"]),
            start=float(data["start"]),
            end=float(data["end"]),
            conf=float(data.get("conf", 1.0)),
            final=bool(data.get("final", True)),
        )
    except (KeyError, TypeError, ValueError) as err:
        raise UserError(
            f"{where}: строка не похожа на слово с временем ({err}). Нужны поля "
            "index, text, start, end (и по желанию conf, final)."
        ) from err


def read_lines(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each non-empty line of a JSON Lines file, decoded, with where it is (for error messages)."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"Не удалось прочитать «{path}»: {err}. Нужен текстовый файл JSON Lines.")\
            from err
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"{path}, строка {number}"
        try:
            data = json.loads(line)
        except json.JSONDecodeError as err:
            raise UserError(f"{where}: это не JSON ({err.msg}). Ожидается JSON Lines.") from err
        if not isinstance(data, dict):
            raise UserError(f"{where}: ожидается объект JSON со словом.")
        yield where, data


def read_words(path: Path) -> list[WordEvent]:
    """All word events of a JSONL file, in file order (lines of other types skipped)."""
    return [word for where, data in read_lines(path) if (word := parse_word(data, where))]


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
