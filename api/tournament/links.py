"""Which dashboard game was played for which tournament table, kept in the tournament's SQLite
file (table `tournament_table_games`) next to the tournament itself.

A link is written when the judge starts a table's game from the plan; the game's folder name
under `<data>/games/` identifies it. `problem` holds why its result could not enter the
tournament (e.g. the stage was closed meanwhile), for the plan page to show.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS tournament_table_games (
    game TEXT PRIMARY KEY, tournament INTEGER NOT NULL, stage INTEGER NOT NULL,
    round INTEGER NOT NULL, table_no INTEGER NOT NULL, created_at REAL NOT NULL, problem TEXT);
"""


@dataclass(frozen=True)
class TableGame:
    """The game `game` (a folder name in the games folder) plays table `table` of a round."""

    game: str
    tournament: int
    stage: int
    round: int
    table: int
    problem: str | None = None

    def plays(self, tournament: int, stage: int, round_no: int, table: int) -> bool:
        return (self.tournament, self.stage, self.round, self.table) == (
            tournament, stage, round_no, table)

    def to_json(self) -> dict:
        return {"game": self.game, "problem": self.problem}


class GameLinks:
    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(SCHEMA)
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def add(self, link: TableGame) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO tournament_table_games VALUES (?, ?, ?, ?, ?, ?, ?)",
                (link.game, link.tournament, link.stage, link.round, link.table, time.time(),
                 link.problem))

    def note(self, game: str, problem: str | None) -> None:
        with self._lock:
            self._db.execute("UPDATE tournament_table_games SET problem = ? WHERE game = ?",
                             (problem, game))

    def get(self, game: str) -> TableGame | None:
        rows = self._select("WHERE game = ?", game)
        return rows[0] if rows else None

    def of_round(self, tournament: int, stage: int, round_no: int) -> dict[int, TableGame]:
        """The latest game of each table of the round, by table number."""
        rows = self._select("WHERE tournament = ? AND stage = ? AND round = ? ORDER BY created_at",
                            tournament, stage, round_no)
        return {link.table: link for link in rows}

    def _select(self, where: str, *params: object) -> list[TableGame]:
        with self._lock:
            rows = self._db.execute(
                "SELECT game, tournament, stage, round, table_no, problem "
                f"FROM tournament_table_games {where}", params).fetchall()
        return [TableGame(*row) for row in rows]
