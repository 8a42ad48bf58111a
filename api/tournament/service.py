"""The tournaments of the dashboard's data folder, and tournament tables played as dashboard games.

Everything lives in `<data>/tournament.sqlite` (the core's `tournament_` tables plus the game
links of `tournament_links.py`), next to the dashboard's `<data>/games/`. `Tournaments` is opened
on the first tournament request and kept in `app.state`; judge changes run one at a time
(`lock`), so two clicks cannot race the facade's checks.

A table played in the app: `play()` starts the dashboard game with the table's players in seating
order and links it to the table. When that game is over — also again after a correction that
reopens and ends it — its standings enter the tournament at the engine's `game_over` event; after
a restart, the next tournament request (`sync`) enters a finished game whose table has no result.
A result that cannot enter (the stage was closed meanwhile) is noted on the link, never raised
into the game.
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path

from api.live.table import Table
from api.tournament.links import GameLinks, TableGame
from common.errors import UserError
from game.events import GameEvent
from game.game import Game
from game.settings import Settings
from game.tournament.store import TournamentInfo, TournamentStore
from game.tournament.tournament import TablePlan, Tournament

FILE_NAME = "tournament.sqlite"


class Tournaments:
    def __init__(self, data: Path) -> None:
        self.path = data / FILE_NAME
        self.store = TournamentStore(self.path)
        self.links = GameLinks(self.path)
        self.lock = threading.RLock()
        self._watched: weakref.WeakSet[Game] = weakref.WeakSet()

    def close(self) -> None:
        self.links.close()
        self.store.close()

    def all(self) -> list[TournamentInfo]:
        return self.store.tournaments()

    def exists(self, tournament_id: int) -> bool:
        return any(info.id == tournament_id for info in self.all())

    def get(self, tournament_id: int) -> Tournament:
        return Tournament(self.store, tournament_id)

    def create(self, name: str, table_min: int, table_max: int) -> Tournament:
        with self.lock:
            created = Tournament.create(self.path, name, table_min, table_max)
            created.close()
        return self.get(created.id)

    # ---- tables played in the app -------------------------------------------------------

    def play(self, table: Table, tournament: Tournament, stage: int, round_no: int,
             table_no: int, words: Sequence[str], settings: Settings) -> TableGame:
        """Start the dashboard game of one table (its players in seating order) and link it."""
        with self.lock:
            seated = self._table(tournament, stage, round_no, table_no)
            if stage != tournament.stage().number:
                raise UserError(f"Этап {stage} закрыт: по его итогам уже начат следующий этап.")
            running = self._running(table)
            if running is not None and running.plays(tournament.id, stage, round_no, table_no):
                raise UserError(f"За столом {table_no} уже идёт игра: доиграйте её на странице "
                                "«Стол судьи».")
            if seated.points is not None:
                raise UserError(f"Результат стола {table_no} уже внесён: если он неверен, "
                                "исправьте очки на странице тура.")
            table.new_game([p.name for p in seated.players], words, settings)
            assert table.game is not None and table.folder is not None
            link = TableGame(table.folder.name, tournament.id, stage, round_no, table_no)
            self.links.add(link)
            self._watch(table.game, link)
        return link

    def sync(self, table: Table) -> None:
        """Follow the dashboard's current game if it plays a tournament table (after a restart
        nobody listens to it yet) and enter its result if it ended unrecorded."""
        game, folder = table.game, table.folder
        if game is None or folder is None or game in self._watched:
            return
        with self.lock:
            if game in self._watched:
                return
            self._watched.add(game)
            link = self.links.get(folder.name)
            if link is None:
                return
            self._watch(game, link)
            if game.finished and not self._entered(link):
                self._enter(game, link)

    def playing(self, table: Table) -> str | None:
        """The folder name of the dashboard's game while it is unfinished."""
        if table.game is None or table.folder is None or table.game.finished:
            return None
        return table.folder.name

    def _running(self, table: Table) -> TableGame | None:
        """The link of the dashboard's unfinished game, if it plays a tournament table."""
        game = self.playing(table)
        return None if game is None else self.links.get(game)

    def _watch(self, game: Game, link: TableGame) -> None:
        self._watched.add(game)

        def on_event(event: GameEvent) -> None:
            if event.kind == "game_over":
                self._enter(game, link)

        game.subscribe(on_event)

    def _enter(self, game: Game, link: TableGame) -> None:
        """The game's standings as the table's result. Runs inside the engine's action, maybe on
        the event loop (a deadline ended the game), so it does not wait for `lock`, which a long
        planning may hold: one result is one store transaction, safe on its own."""
        problem = None
        try:
            self.get(link.tournament).enter_result(link.stage, link.round, link.table,
                                                   game.standings(), game=link.game)
        except (UserError, sqlite3.Error) as err:
            problem = f"Итог игры не внесён в турнир: {err}"
        with suppress(sqlite3.Error):
            self.links.note(link.game, problem)

    def _entered(self, link: TableGame) -> bool:
        try:
            seated = self._table(self.get(link.tournament), link.stage, link.round, link.table)
        except UserError:
            return False
        return seated.points is not None

    @staticmethod
    def _table(tournament: Tournament, stage: int, round_no: int, table_no: int) -> TablePlan:
        tables = tournament.round_plan(stage, round_no)
        if not 1 <= table_no <= len(tables):
            raise UserError(f"В туре {round_no} столы с 1 по {len(tables)}, а не {table_no}.")
        return tables[table_no - 1]
