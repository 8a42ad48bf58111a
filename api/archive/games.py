"""Games on disk, for the replay page: each game's engine store, live log, recordings and rulings.

A game's folder (see `api.live.table`) is `<data>/games/<id>/` with `game.sqlite`, `live.jsonl`,
`recordings/turn-NNN.wav` and, once the judge ruled on a dispute, `rulings.jsonl`. The game the
table is playing is read from the table itself (its engine, its turn log); any other is resumed
from disk for the time of one request and closed again, its recordings and logs repaired first
if a crash left them half-written (`repair_games` does every game when the dashboard starts).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from api.archive.joined import JoinedTurn
from api.live.table import Table
from common.errors import UserError
from game.clock import Clock
from game.game import Game
from game.turn import Outcome
from referee.replay.turn_log import TurnLog
from referee.replay.turn_record import TurnRecord
from referee.speech.recorder import repair_recordings

GAME_ID = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9]{1,6}$")


@dataclass
class OpenGame:
    """A game opened for reading or correcting; `live` when it is the one at the table."""

    id: str
    folder: Path
    game: Game
    transcripts: dict[int, TurnRecord]
    live: bool
    notes: tuple[str, ...] = ()  # what reading its log left out (a line torn by a crash)

    def recording(self, turn_no: int) -> JoinedTurn:
        """Turn `turn_no`'s recording, its parts laid end to end (`api.archive.joined`)."""
        return JoinedTurn(self.folder / "recordings", self.transcripts.get(turn_no))


def game_ids(table: Table) -> list[str]:
    """Ids of the games in the data folder, newest first."""
    found = (p.parent.name for p in table.settings.games_dir.glob("*/game.sqlite"))
    return sorted((i for i in found if GAME_ID.match(i)), reverse=True)


def folder_of(table: Table, game_id: str) -> Path:
    folder = table.settings.games_dir / game_id
    if not GAME_ID.match(game_id) or not (folder / "game.sqlite").is_file():
        raise LookupError(f"Игры «{game_id}» нет в папке данных.")
    return folder


def opened(table: Table, game_id: str) -> contextlib.AbstractContextManager[OpenGame]:
    """The game `game_id`: the table's own when it is playing it, else resumed from disk
    (LookupError at once when there is no such game)."""
    return _opened(table, game_id, folder_of(table, game_id))


@contextlib.contextmanager
def _opened(table: Table, game_id: str, folder: Path) -> Iterator[OpenGame]:
    if table.game is not None and table.folder == folder:
        yield OpenGame(game_id, folder, table.game, table.transcripts, live=True)
        return
    with from_disk(folder, table.clock) as stored:
        yield stored


@contextlib.contextmanager
def from_disk(folder: Path, clock: Clock) -> Iterator[OpenGame]:
    """The game stored in `folder` (repaired first), resumed for the time of the `with` block
    (UserError when its store is damaged)."""
    repair_game(folder)
    log = read_log(folder)
    game = Game.resume(folder / "game.sqlite", clock=clock)
    try:
        notes = (log.torn,) if log.torn else ()
        yield OpenGame(folder.name, folder, game, log.turns, live=False, notes=notes)
    finally:
        game.close()


def read_log(folder: Path) -> TurnLog:
    """The turn log of the game in `folder` (empty when it has none)."""
    path = folder / "live.jsonl"
    return TurnLog.read(path) if path.is_file() else TurnLog(path)


def repair_game(folder: Path) -> list[Path]:
    """Repair a game's recordings and logs a crash left half-written (not the game being played:
    its files are open); the files fixed."""
    return repair_recordings(folder / "recordings") + repair_recordings(folder)


def repair_games(games_dir: Path) -> list[Path]:
    """`repair_game` on every game in the data folder (at start-up, before any is opened)."""
    return [p for game in sorted(games_dir.glob("*/game.sqlite")) for p in repair_game(game.parent)]


def correct(table: Table, opened_game: OpenGame, turn_no: int, word: str,
            outcome: Outcome) -> None:
    """Change a played word's outcome through the engine (the table's, so live screens follow)."""
    if opened_game.live:
        table.correct(turn_no, word, outcome)
    else:
        opened_game.game.correct(turn_no, word, outcome)


def require_turn(opened_game: OpenGame, turn_no: int) -> None:
    if not 0 <= turn_no < len(opened_game.game.turns):
        raise UserError(f"В этой игре нет хода {turn_no + 1}.")
