"""Players of a tournament: name checks and the CSV import (all problems reported at once).

CSV format: one player a line, the name in the first column (comma or semicolon separated; other
columns are ignored, so a spreadsheet export with extra columns works). An optional header row whose
first cell is one of `HEADER_NAMES` is skipped. UTF-8, with or without BOM.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass

from common.errors import UserError

HEADER_NAMES = {"имя", "игрок", "фио", "участник", "name", "player"}
NAME_MAX = 60
# At most this many problems are listed in one error message.
ERRORS_SHOWN = 10


@dataclass(frozen=True)
class Player:
    """A registered player; `id` is unique within the tournament, in registration order."""

    id: int
    name: str

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name}


def clean_name(raw: str) -> str:
    """The name as stored: outer spaces dropped, inner runs of spaces collapsed."""
    return " ".join(raw.split())


def name_key(name: str) -> str:
    """Two names with the same key are the same player (case and spacing ignored, ё = е)."""
    return clean_name(name).casefold().replace("ё", "е")


def check_name(raw: str, taken: Iterable[str] = ()) -> str:
    """A clean, new, sensible name, or `UserError` saying what is wrong with it."""
    problem = _name_problem(clean_name(raw), {name_key(t) for t in taken})
    if problem:
        raise UserError(problem)
    return clean_name(raw)


def _name_problem(name: str, taken_keys: set[str]) -> str | None:
    if not name:
        return "Пустое имя игрока: впишите имя."
    if len(name) > NAME_MAX:
        return f"Имя «{name[:20]}…» длиннее {NAME_MAX} символов: сократите его."
    if name_key(name) in taken_keys:
        return f"Игрок «{name}» уже зарегистрирован: добавьте фамилию или инициал, чтобы различать."
    return None


def parse_csv(data: bytes | str, taken: Iterable[str] = ()) -> list[str]:
    """Player names from a CSV file's content; `taken` are names registered already."""
    text = decode_csv(data)
    rows = list(csv.reader(io.StringIO(text), delimiter=csv_delimiter(text)))
    taken_keys = {name_key(t) for t in taken}
    names: list[str] = []
    problems: list[str] = []
    first_line: dict[str, int] = {}
    for line, row in enumerate(rows, start=1):
        if not row or not "".join(row).strip():
            continue
        name = clean_name(row[0])
        if not names and not problems and name.casefold() in HEADER_NAMES:
            continue
        problem = _name_problem(name, taken_keys)
        if problem is None and name_key(name) in first_line:
            problem = f"«{name}» уже есть в строке {first_line[name_key(name)]}."
        if problem:
            problems.append(f"строка {line}: {problem.rstrip('.')}")
            continue
        first_line[name_key(name)] = line
        names.append(name)
    if problems:
        raise UserError(problems_message("Список игроков не загружен", problems))
    if not names:
        raise UserError(
            "В файле нет ни одного имени: одна строка — один игрок, имя в первом столбце."
        )
    return names


def decode_csv(data: bytes | str) -> str:
    if isinstance(data, str):
        return data.lstrip("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise UserError(
            f"Файл не в кодировке UTF-8 (байт {err.start + 1}): сохраните его как «CSV UTF-8»."
        ) from None


def csv_delimiter(text: str) -> str:
    """Semicolon (spreadsheets in Russian locales) if it is the commoner of the two, else comma."""
    return ";" if text.count(";") > text.count(",") else ","


def problems_message(what: str, problems: list[str]) -> str:
    """`what` failed, with the first `ERRORS_SHOWN` of `problems` (one per line of the file)."""
    shown = "; ".join(problems[:ERRORS_SHOWN])
    more = len(problems) - ERRORS_SHOWN
    tail = f" и ещё {more}" if more > 0 else ""
    return f"{what}, исправьте файл. Ошибок: {len(problems)}. {shown}{tail}."
