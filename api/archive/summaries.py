"""The replay page's list of games. A stored game is summarised on a worker thread (resumed from
its store, which replays its whole action log) and the summary kept until one of its files
changes: with 200 games on disk each is replayed once, not on every load of /replay, and never on
the event loop that runs the live turn. The game at the table is summarised from the table itself,
on the loop, by the caller.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from api.archive import games, replay_view
from api.archive.rulings import FILE as RULINGS
from api.archive.rulings import RulingBook
from common.errors import UserError
from game.clock import Clock

FILES = ("game.sqlite", "game.sqlite-wal", "live.jsonl", RULINGS)  # what a summary is made of
Stamp = tuple[tuple[int, int] | None, ...]


def stamp(folder: Path) -> Stamp:
    """Modification time and size of each file a summary reads (None: no such file)."""
    found: list[tuple[int, int] | None] = []
    for name in FILES:
        try:
            info = (folder / name).stat()
        except FileNotFoundError:
            found.append(None)
        else:
            found.append((info.st_mtime_ns, info.st_size))
    return tuple(found)


def summary_of(opened: games.OpenGame) -> dict[str, Any]:
    """A game and its turns, with the latest ruling on each."""
    return replay_view.game_summary(opened, RulingBook(opened.folder).latest())


class Summaries:
    """Summaries of stored games, kept while their files stay as they were (thread-safe)."""

    def __init__(self) -> None:
        self._kept: dict[Path, tuple[Stamp, dict[str, Any]]] = {}
        self._lock = threading.Lock()

    def of(self, folder: Path, clock: Clock) -> dict[str, Any]:
        """The summary of the game stored in `folder`, or its id and what is wrong with it.
        Blocking (it may replay the game): call it off the event loop."""
        before = stamp(folder)  # taken first: a change while summarising is seen next time
        with self._lock:
            kept = self._kept.get(folder)
        if kept is not None and kept[0] == before:
            return kept[1]
        try:
            with games.from_disk(folder, clock) as opened:
                summary = summary_of(opened)
        except UserError as err:  # a damaged store: listed with what is wrong
            summary = {"id": folder.name, "error": str(err)}
        with self._lock:
            self._kept[folder] = (before, summary)
        return summary
