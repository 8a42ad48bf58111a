"""SQLite persistence of tournaments, in tables prefixed `tournament_` so one database file can hold
games and tournaments side by side.

Every change is one transaction (`BEGIN IMMEDIATE` … `COMMIT`) in WAL mode with
`synchronous=FULL`: when a method returns, its change survives a crash or a power cut. Every change
also appends a row to `tournament_log` (what, when, with which arguments), so a corrected result
keeps its earlier value on record. The tables are the state; the facade (`tournament.py`) reads them
back on every query.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

from common.errors import UserError
from game.tournament.registry import Player, name_key
from game.tournament.standings import TableResult

SCHEMA = """
CREATE TABLE IF NOT EXISTS tournament_tournaments (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, table_min INTEGER NOT NULL,
    table_max INTEGER NOT NULL, created_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS tournament_players (
    tournament INTEGER NOT NULL REFERENCES tournament_tournaments(id), id INTEGER NOT NULL,
    name TEXT NOT NULL, key TEXT NOT NULL,
    PRIMARY KEY (tournament, id), UNIQUE (tournament, key));
CREATE TABLE IF NOT EXISTS tournament_stages (
    tournament INTEGER NOT NULL REFERENCES tournament_tournaments(id), number INTEGER NOT NULL,
    name TEXT NOT NULL, rounds INTEGER NOT NULL, table_min INTEGER NOT NULL,
    table_max INTEGER NOT NULL, seed INTEGER NOT NULL, repeat_pairs INTEGER NOT NULL,
    lower_bound INTEGER NOT NULL, created_at REAL NOT NULL,
    PRIMARY KEY (tournament, number));
CREATE TABLE IF NOT EXISTS tournament_seats (
    tournament INTEGER NOT NULL, stage INTEGER NOT NULL, round INTEGER NOT NULL,
    table_no INTEGER NOT NULL, seat INTEGER NOT NULL, player INTEGER NOT NULL,
    PRIMARY KEY (tournament, stage, round, table_no, seat),
    FOREIGN KEY (tournament, stage) REFERENCES tournament_stages(tournament, number),
    FOREIGN KEY (tournament, player) REFERENCES tournament_players(tournament, id));
CREATE TABLE IF NOT EXISTS tournament_results (
    tournament INTEGER NOT NULL, stage INTEGER NOT NULL, round INTEGER NOT NULL,
    table_no INTEGER NOT NULL, player INTEGER NOT NULL, points INTEGER NOT NULL,
    game TEXT, entered_at REAL NOT NULL,
    PRIMARY KEY (tournament, stage, round, table_no, player),
    FOREIGN KEY (tournament, stage) REFERENCES tournament_stages(tournament, number));
CREATE TABLE IF NOT EXISTS tournament_withdrawals (
    tournament INTEGER NOT NULL, player INTEGER NOT NULL, stage INTEGER NOT NULL,
    from_round INTEGER NOT NULL, PRIMARY KEY (tournament, player),
    FOREIGN KEY (tournament, player) REFERENCES tournament_players(tournament, id));
CREATE TABLE IF NOT EXISTS tournament_log (
    seq INTEGER PRIMARY KEY, tournament INTEGER NOT NULL, at REAL NOT NULL,
    kind TEXT NOT NULL, args TEXT NOT NULL);
"""

# Seating of a stage: rounds → tables → player ids in seating order (all numbered from 0 here).
Seating = Sequence[Sequence[Sequence[int]]]


@dataclass(frozen=True)
class TournamentInfo:
    id: int
    name: str
    table_min: int
    table_max: int
    created_at: float

    def to_json(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class StageInfo:
    """A stage as planned; `number` counts from 1. `repeat_pairs`/`lower_bound`: see bound.py."""

    number: int
    name: str
    rounds: int
    table_min: int
    table_max: int
    seed: int
    repeat_pairs: int
    lower_bound: int

    def to_json(self) -> dict:
        return asdict(self)


class TournamentStore:
    """One SQLite file; safe to share between threads of one process (calls are serialised)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as err:
            raise UserError(
                f"Не удалось открыть базу турнира {self.path}: {err}. "
                "Проверьте путь и права на запись."
            ) from None
        self._lock = threading.RLock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> TournamentStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _change(self) -> Iterator[sqlite3.Connection]:
        """One durable transaction; the caller logs the change inside it (`_log`)."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def _log(self, tournament: int, kind: str, args: dict) -> None:
        self._db.execute(
            "INSERT INTO tournament_log (tournament, at, kind, args) VALUES (?, ?, ?, ?)",
            (tournament, time.time(), kind, json.dumps(args, ensure_ascii=False)),
        )

    def _rows(self, sql: str, *params: object) -> list[tuple]:
        with self._lock:
            return self._db.execute(sql, params).fetchall()

    # Tournaments

    def create_tournament(self, name: str, table_min: int, table_max: int) -> int:
        args = {"name": name, "table_min": table_min, "table_max": table_max}
        with self._change() as db:
            cursor = db.execute(
                "INSERT INTO tournament_tournaments (name, table_min, table_max, created_at) "
                "VALUES (?, ?, ?, ?)",
                (name, table_min, table_max, time.time()),
            )
            tournament = int(cursor.lastrowid or 0)
            self._log(tournament, "create", args)
        return tournament

    def tournaments(self) -> list[TournamentInfo]:
        rows = self._rows(
            "SELECT id, name, table_min, table_max, created_at FROM tournament_tournaments "
            "ORDER BY id"
        )
        return [TournamentInfo(*row) for row in rows]

    def tournament(self, tournament: int) -> TournamentInfo:
        for info in self.tournaments():
            if info.id == tournament:
                return info
        raise UserError(f"Турнира №{tournament} нет в базе {self.path}.")

    # Players

    def add_players(self, tournament: int, names: Sequence[str]) -> list[Player]:
        with self._change() as db:
            self._log(tournament, "register", {"names": list(names)})
            (last,) = db.execute(
                "SELECT COALESCE(MAX(id), 0) FROM tournament_players WHERE tournament = ?",
                (tournament,),
            ).fetchone()
            players = [Player(last + i, name) for i, name in enumerate(names, start=1)]
            db.executemany(
                "INSERT INTO tournament_players (tournament, id, name, key) VALUES (?, ?, ?, ?)",
                [(tournament, p.id, p.name, name_key(p.name)) for p in players],
            )
        return players

    def players(self, tournament: int) -> list[Player]:
        rows = self._rows(
            "SELECT id, name FROM tournament_players WHERE tournament = ? ORDER BY id", tournament
        )
        return [Player(*row) for row in rows]

    # Stages and seating

    def add_stage(self, tournament: int, stage: StageInfo, seating: Seating) -> None:
        args = {**stage.to_json(), "seating": [[list(t) for t in r] for r in seating]}
        with self._change() as db:
            self._log(tournament, "stage", args)
            db.execute(
                "INSERT INTO tournament_stages VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (tournament, *asdict(stage).values(), time.time()),
            )
            self._insert_seats(tournament, stage.number, seating, first_round=1)

    def withdraw(
        self,
        tournament: int,
        player: int,
        stage: StageInfo,
        from_round: int,
        seating: Seating,
    ) -> None:
        """Record that `player` left, and re-seat rounds `from_round`.. of `stage` (its new
        `repeat_pairs`/`lower_bound` given) as `seating` — all in one transaction."""
        args = {"player": player, "stage": stage.number, "from_round": from_round}
        args["seating"] = [[list(t) for t in r] for r in seating]
        with self._change() as db:
            self._log(tournament, "withdraw", args)
            db.execute(
                "INSERT INTO tournament_withdrawals VALUES (?, ?, ?, ?)",
                (tournament, player, stage.number, from_round),
            )
            db.execute(
                "DELETE FROM tournament_seats WHERE tournament = ? AND stage = ? AND round >= ?",
                (tournament, stage.number, from_round),
            )
            self._insert_seats(tournament, stage.number, seating, first_round=from_round)
            db.execute(
                "UPDATE tournament_stages SET repeat_pairs = ?, lower_bound = ? "
                "WHERE tournament = ? AND number = ?",
                (stage.repeat_pairs, stage.lower_bound, tournament, stage.number),
            )

    def withdrawn(self, tournament: int) -> dict[int, tuple[int, int]]:
        """Players who left: id → (stage, first round they miss)."""
        rows = self._rows(
            "SELECT player, stage, from_round FROM tournament_withdrawals WHERE tournament = ?",
            tournament,
        )
        return {player: (stage, from_round) for player, stage, from_round in rows}

    def _insert_seats(
        self, tournament: int, stage: int, seating: Seating, first_round: int
    ) -> None:
        self._db.executemany(
            "INSERT INTO tournament_seats VALUES (?, ?, ?, ?, ?, ?)",
            [
                (tournament, stage, r, t, seat, player)
                for r, tables in enumerate(seating, start=first_round)
                for t, table in enumerate(tables, start=1)
                for seat, player in enumerate(table, start=1)
            ],
        )

    def stages(self, tournament: int) -> list[StageInfo]:
        rows = self._rows(
            "SELECT number, name, rounds, table_min, table_max, seed, repeat_pairs, lower_bound "
            "FROM tournament_stages WHERE tournament = ? ORDER BY number",
            tournament,
        )
        return [StageInfo(*row) for row in rows]

    def seating(self, tournament: int, stage: int) -> list[list[list[int]]]:
        """Rounds → tables → player ids in seating order (lists index from 0: round 1 is [0])."""
        rounds: list[list[list[int]]] = []
        for r, t, player in self._rows(
            "SELECT round, table_no, player FROM tournament_seats "
            "WHERE tournament = ? AND stage = ? ORDER BY round, table_no, seat",
            tournament,
            stage,
        ):
            while len(rounds) < r:
                rounds.append([])
            while len(rounds[r - 1]) < t:
                rounds[r - 1].append([])
            rounds[r - 1][t - 1].append(player)
        return rounds

    # Results

    def save_result(
        self,
        tournament: int,
        stage: int,
        round_no: int,
        table: int,
        points: Mapping[int, int],
        game: str | None,
    ) -> None:
        """Store (or replace) the points of every player at one table."""
        args = {"stage": stage, "round": round_no, "table": table, "game": game}
        args["points"] = {str(player): value for player, value in points.items()}
        where = (tournament, stage, round_no, table)
        with self._change() as db:
            self._log(tournament, "result", args)
            db.execute(
                "DELETE FROM tournament_results "
                "WHERE tournament = ? AND stage = ? AND round = ? AND table_no = ?",
                where,
            )
            db.executemany(
                "INSERT INTO tournament_results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(*where, p, value, game, time.time()) for p, value in points.items()],
            )

    def results(self, tournament: int, stage: int) -> list[TableResult]:
        tables: dict[tuple[int, int], dict[int, int]] = {}
        for r, t, player, points in self._rows(
            "SELECT round, table_no, player, points FROM tournament_results "
            "WHERE tournament = ? AND stage = ? ORDER BY round, table_no, player",
            tournament,
            stage,
        ):
            tables.setdefault((r, t), {})[player] = points
        return [TableResult(r, t, points) for (r, t), points in tables.items()]

    def log(self, tournament: int) -> list[dict]:
        """Every change of the tournament, oldest first."""
        rows = self._rows(
            "SELECT seq, at, kind, args FROM tournament_log WHERE tournament = ? ORDER BY seq",
            tournament,
        )
        return [
            {"seq": seq, "at": at, "kind": kind, "args": json.loads(args)}
            for seq, at, kind, args in rows
        ]
