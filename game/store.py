"""SQLite persistence of a game (WAL journal, one transaction per judge action).

Tables: `game` (settings), `players`, `slips` (every word and its hat state), `turns`, `words`
(every drawn word of every turn with its outcome and timestamps), `actions` (every judge action —
start, guessed, give up, «Ошибка», correction — with its time: the log a game is resumed from) and
`events` (every phase change and outcome, as shown on the dashboard); `alive` holds the server's
heartbeat during a turn (the start of an outage, should one cut the turn).

`actions` is the source of truth: `Game.resume` replays it; the other tables are the readable
state, rewritten in the same transaction, for score sheets and post-mortems. Each `commit` is
durable when it returns (synchronous=FULL), so a `kill -9` loses at most the action in flight.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common.errors import UserError
from game.events import GameEvent
from game.hat import Hat, SlipState
from game.settings import Settings
from game.turn import Turn

FORMAT = 1

ALIVE = "CREATE TABLE IF NOT EXISTS alive (id INTEGER PRIMARY KEY CHECK (id = 1), at REAL NOT NULL)"

SCHEMA = """
CREATE TABLE IF NOT EXISTS game (
    id INTEGER PRIMARY KEY CHECK (id = 1), format INTEGER NOT NULL,
    created_at REAL NOT NULL, settings TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS players (seat INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS slips (id INTEGER PRIMARY KEY, word TEXT NOT NULL, state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS actions (
    seq INTEGER PRIMARY KEY, at REAL NOT NULL, kind TEXT NOT NULL, args TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY, at REAL NOT NULL, kind TEXT NOT NULL, turn_no INTEGER,
    public TEXT NOT NULL, secret TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS turns (
    turn_no INTEGER PRIMARY KEY, circle INTEGER NOT NULL, explainer INTEGER NOT NULL,
    guesser INTEGER NOT NULL, phase TEXT NOT NULL, started_at REAL, ended_at REAL,
    end_reason TEXT);
CREATE TABLE IF NOT EXISTS words (
    turn_no INTEGER NOT NULL, position INTEGER NOT NULL, slip_id INTEGER NOT NULL,
    word TEXT NOT NULL, outcome TEXT, drawn_at REAL NOT NULL, settled_at REAL,
    PRIMARY KEY (turn_no, position));
"""


@dataclass(frozen=True)
class Action:
    """One judge action: `kind` is a Game method name, `args` its keyword arguments."""

    seq: int
    at: float
    kind: str
    args: dict[str, Any]


@dataclass(frozen=True)
class SavedGame:
    players: tuple[str, ...]
    words: tuple[str, ...]
    settings: Settings
    actions: tuple[Action, ...]


def _connect(path: Path) -> sqlite3.Connection:
    # The Game's lock serialises access, so the connection may move between a server's threads.
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    return conn


def _connect_empty(path: Path) -> sqlite3.Connection:
    """Connect to a new game file: absent, empty, or an empty database left by a creation that
    was killed before its transaction committed. Anything else is refused."""
    taken = UserError(f"Файл {path} уже занят (там игра или другие данные): продолжите ту игру "
                      "или выберите другое имя файла.")
    if path.is_dir():
        raise taken
    try:
        conn = _connect(path)
        tables = conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
    except sqlite3.DatabaseError:
        raise taken from None
    if tables:
        conn.close()
        raise taken
    return conn


class Store:
    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._events_written = conn.execute("SELECT COUNT(*) FROM events").fetchone()[0]
        self._slip_states: dict[int, str] = dict(conn.execute("SELECT id, state FROM slips"))

    @classmethod
    def create(cls, path: str | Path, players: Sequence[str], words: Sequence[str],
               settings: Settings, created_at: float) -> Store:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = _connect_empty(path)
        with conn:
            conn.execute("BEGIN")
            for statement in [*SCHEMA.split(";"), ALIVE]:
                if statement.strip():
                    conn.execute(statement)
            conn.execute("INSERT INTO game VALUES (1, ?, ?, ?)",
                         (FORMAT, created_at, json.dumps(settings.to_json())))
            conn.executemany("INSERT INTO players VALUES (?, ?)", enumerate(players))
            conn.executemany("INSERT INTO slips VALUES (?, ?, ?)",
                             [(i, w, SlipState.IN_HAT.value) for i, w in enumerate(words)])
        return cls(conn, path)

    @classmethod
    def open(cls, path: str | Path) -> Store:
        path = Path(path)
        if not path.is_file():
            raise UserError(f"Файл игры {path} не найден: проверьте путь.")
        try:
            conn = _connect(path)
            row = conn.execute("SELECT format FROM game").fetchone()
        except sqlite3.DatabaseError as err:
            raise UserError(f"{path} — не файл игры ({err}).") from err
        if row is None or row[0] != FORMAT:
            raise UserError(f"{path} — не файл игры этой версии программы.")
        conn.execute(ALIVE)  # files written before the heartbeat existed
        return cls(conn, path)

    def load(self) -> SavedGame:
        conn = self._conn
        settings = Settings.from_json(json.loads(conn.execute("SELECT settings FROM game")
                                                 .fetchone()[0]))
        players = tuple(n for (n,) in conn.execute("SELECT name FROM players ORDER BY seat"))
        words = tuple(w for (w,) in conn.execute("SELECT word FROM slips ORDER BY id"))
        actions = tuple(Action(seq, at, kind, json.loads(args)) for seq, at, kind, args
                        in conn.execute("SELECT seq, at, kind, args FROM actions ORDER BY seq"))
        return SavedGame(players, words, settings, actions)

    def alive_at(self) -> float | None:
        """The last moment the server is known to have run: its heartbeat or its newest event
        (None for a game with neither)."""
        row = self._conn.execute("SELECT MAX(at) FROM (SELECT at FROM alive UNION ALL "
                                 "SELECT MAX(at) FROM events)").fetchone()
        return row[0]

    def touch(self, at: float) -> None:
        """Record that the server was alive at `at`."""
        with self._conn:
            self._conn.execute("INSERT OR REPLACE INTO alive VALUES (1, ?)", (at,))

    def commit(self, action: Action | None, events: Sequence[GameEvent], turns: Iterable[Turn],
               hat: Hat, turn_count: int) -> None:
        """Write one action and everything it changed, atomically; turns numbered from
        `turn_count` on (a replayed turn) are dropped."""
        conn = self._conn
        with conn:
            conn.execute("BEGIN IMMEDIATE")
            if action is not None:
                conn.execute("INSERT INTO actions VALUES (?, ?, ?, ?)",
                             (action.seq, action.at, action.kind,
                              json.dumps(action.args, ensure_ascii=False)))
            conn.executemany(
                "INSERT OR IGNORE INTO events VALUES (?, ?, ?, ?, ?, ?)",
                [(e.seq, e.at, e.kind, e.turn_no, json.dumps(e.public, ensure_ascii=False),
                  json.dumps(e.secret, ensure_ascii=False))
                 for e in events[self._events_written:]])
            conn.execute("DELETE FROM turns WHERE turn_no >= ?", (turn_count,))
            conn.execute("DELETE FROM words WHERE turn_no >= ?", (turn_count,))
            for turn in turns:
                self._write_turn(turn)
            changed = [(s.value, i) for i, s in hat.states() if self._slip_states.get(i) != s]
            conn.executemany("UPDATE slips SET state = ? WHERE id = ?", changed)
        self._events_written = max(self._events_written, len(events))
        self._slip_states.update((i, s) for s, i in changed)

    def close(self) -> None:
        self._conn.close()

    def _write_turn(self, turn: Turn) -> None:
        pair = turn.slot.pair
        self._conn.execute(
            "INSERT OR REPLACE INTO turns VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (turn.turn_no, turn.slot.circle, pair.explainer, pair.guesser, turn.phase.value,
             turn.started_at, turn.ended_at, turn.end_reason and turn.end_reason.value))
        self._conn.executemany(
            "INSERT OR REPLACE INTO words VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(turn.turn_no, pos, w.slip_id, w.word, w.outcome and w.outcome.value, w.drawn_at,
              w.settled_at) for pos, w in enumerate(turn.words)])
