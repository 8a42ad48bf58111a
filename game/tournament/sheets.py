"""Score sheets: table results typed into a spreadsheet, read as CSV (one row per player per game).

Columns: round, table, player name, points (comma or semicolon separated, UTF-8). A header row is
optional (recognised when its first cell is not a number). Every wrong line is reported at once.
"""

from __future__ import annotations

import csv
import io

from common.errors import UserError
from game.tournament.registry import (
    clean_name,
    csv_delimiter,
    decode_csv,
    name_key,
    problems_message,
)
from game.tournament.standings import TableResult


def parse_results_csv(data: bytes | str) -> tuple[dict[int, str], list[TableResult]]:
    """Players (numbered in order of first appearance) and the table results of a score sheet."""
    text = decode_csv(data)
    rows = list(csv.reader(io.StringIO(text), delimiter=csv_delimiter(text)))
    ids: dict[str, int] = {}
    names: dict[int, str] = {}
    tables: dict[tuple[int, int], dict[int, int]] = {}
    problems: list[str] = []
    for line, row in enumerate(rows, start=1):
        cells = [cell.strip() for cell in row]
        if not "".join(cells):
            continue
        if line == 1 and not cells[0].isdecimal():
            continue
        if len(cells) != 4 or not all(cells[i].isdecimal() for i in (0, 1, 3)) or not cells[2]:
            got = ";".join(row)
            problems.append(f"строка {line}: нужно «тур;стол;игрок;очки» с числами, а не «{got}»")
            continue
        round_no, table, points = int(cells[0]), int(cells[1]), int(cells[3])
        name = clean_name(cells[2])
        player = ids.setdefault(name_key(name), len(ids) + 1)
        names.setdefault(player, name)
        entry = tables.setdefault((round_no, table), {})
        if player in entry:
            problems.append(f"строка {line}: «{name}» уже записан в туре {round_no}, стол {table}")
            continue
        entry[player] = points
    if problems:
        raise UserError(problems_message("Протокол не прочитан", problems))
    if not tables:
        raise UserError("В протоколе нет результатов: строки «тур;стол;игрок;очки».")
    results = [TableResult(r, t, points) for (r, t), points in sorted(tables.items())]
    return names, results
