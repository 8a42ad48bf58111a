"""JSON Lines on disk: the one reader, the one appending writer, and the one rule for a torn line.

A crash (or a power cut) can leave a file's last line half-written: no newline at its end. Every
JSON Lines file of the project (turn logs, transcripts, rulings) is read by `read_jsonl`, which
keeps everything before such a line and reports it (`JsonLines.torn`, a Russian sentence); a line
that does not decode anywhere else is an error naming the file and the line. `repair_jsonl` (run
by `referee.speech.recorder.repair_recordings`, and by `JsonLinesWriter` before it appends) moves a
torn last line into `<file>.torn` beside it, so the next record starts on a line of its own and
nothing written is lost.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from common.errors import UserError

_T = TypeVar("_T")


@dataclass(frozen=True)
class Line:
    """One decoded line and where it is (`«file», строка N`, for error messages)."""

    where: str
    data: dict[str, Any]


@dataclass(frozen=True)
class JsonLines:
    lines: tuple[Line, ...]
    torn: str | None = None  # what was left out: a last line a crash cut short


def read_jsonl(path: Path | str) -> JsonLines:
    """Every non-empty line of `path` as a JSON object (UserError for a file that is not JSON
    Lines); a torn last line is left out and reported."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise UserError(f"Не удалось прочитать «{path}»: {err.strerror}.") from err
    body, torn = _split_torn(raw)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as err:
        raise UserError(f"«{path}» — не текст UTF-8: нужен файл JSON Lines.") from err
    lines = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            lines.append(Line(f"«{path}», строка {number}", _decode(path, number, line)))
    report = None
    if torn:
        report = (f"«{path}»: последняя строка ({len(torn)} байт) оборвана сбоем и пропущена; "
                  "всё, что записано до неё, прочитано.")
    return JsonLines(tuple(lines), report)


def read_records(path: Path, parse: Callable[[dict[str, Any]], _T], what: str) -> list[_T]:
    """Every line of the JSON Lines file `path` made into a record by `parse` ([] when there is
    no file yet); a line `parse` cannot take is a UserError naming it as not `what`."""
    if not path.is_file():
        return []
    records = []
    for line in read_jsonl(path).lines:
        try:
            records.append(parse(line.data))
        except (ValueError, KeyError, TypeError) as err:
            raise UserError(f"{line.where}: это не {what} ({err!r}).") from err
    return records


def _split_torn(raw: bytes) -> tuple[bytes, bytes]:
    """The file's whole lines and its torn last line (b"" when the file ends with a newline).

    A last line without a newline is torn unless it decodes as a whole JSON object (a file
    written by hand may simply lack the final newline)."""
    if not raw or raw.endswith(b"\n"):
        return raw, b""
    cut = raw.rfind(b"\n") + 1
    tail = raw[cut:]
    try:
        if isinstance(json.loads(tail.decode("utf-8")), dict):
            return raw, b""
    except (UnicodeDecodeError, json.JSONDecodeError):
        pass
    return raw[:cut], tail


def _decode(path: Path, number: int, line: str) -> dict[str, Any]:
    where = f"«{path}», строка {number}"

    def non_finite(constant: str) -> float:
        raise UserError(f"{where}: в строке число «{constant}» — не конечное число. Так файл не "
                        "пишется: исправьте эту строку (время или уверенность — число).")

    try:
        data = json.loads(line, parse_constant=non_finite)
    except json.JSONDecodeError as err:
        raise UserError(f"{where}: строка испорчена, это не JSON ({err.msg}). Файл повреждён не "
                        "в конце, а в середине: восстановите его из копии или исправьте эту "
                        "строку.") from err
    if not isinstance(data, dict):
        raise UserError(f"{where}: ожидается объект JSON {{…}}, а не {type(data).__name__}.")
    return data


def repair_jsonl(path: Path | str) -> bool:
    """Move a torn last line into `<path>.torn` (appended there); True when something moved."""
    path = Path(path)
    if not path.is_file() or path.stat().st_size == 0 or _ends_with_newline(path):
        return False
    body, torn = _split_torn(path.read_bytes())
    if not torn:
        return False
    with path.with_name(path.name + ".torn").open("ab") as aside:
        aside.write(torn + b"\n")
        aside.flush()
        os.fsync(aside.fileno())
    with path.open("r+b") as f:
        f.truncate(len(body))
    return True


def encode_line(record: dict[str, Any]) -> bytes:
    """One record as a line of the file (UTF-8, Cyrillic kept readable); a numpy number or truth
    value in it is written as the plain one (a turn's log must not stop on one)."""
    return (json.dumps(record, ensure_ascii=False, default=_plain) + "\n").encode("utf-8")


def _plain(value: Any) -> Any:
    """`value` as plain JSON data, for a numpy scalar (its `item()`); anything else is refused."""
    if type(value).__module__ == "numpy" and hasattr(value, "item"):
        return value.item()
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _ends_with_newline(path: Path) -> bool:
    with path.open("rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1) == b"\n"


class JsonLinesWriter:
    """Appends JSON objects to `path`, one a line, flushed at once (`sync()` to reach the disk);
    a torn last line left by a crash is moved aside first (`repair_jsonl`)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.repaired = repair_jsonl(self.path)
        self._file = self.path.open("ab")
        if self._file.tell() and not _ends_with_newline(self.path):
            self._file.write(b"\n")  # a whole last line written by hand without its newline

    def write(self, record: dict[str, Any]) -> None:
        self._file.write(encode_line(record))
        self._file.flush()

    def sync(self) -> None:
        os.fsync(self._file.fileno())

    def close(self) -> None:
        if not self._file.closed:
            self.sync()
            self._file.close()
