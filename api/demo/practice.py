"""`referee serve --demo`: the dashboard without a microphone or a player, for a first look.

A demo game is set up if there is none, and in every turn a scripted explainer talks about the
secret word — fillers, then a slip the checker should flag (a same-root word, a letter hint, or the
word itself, which brings up «Угадано?») — through the same path as typed words
(`Table.feed_text` → `ScriptedWords` → `TurnChecker`). The judge plays as in a real game.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from api.demo.phrases import FILLERS, SLIPS
from api.live.listening import Listening
from common.analyzer import normalize, parse
from game.builtin_words import builtin_words
from game.settings import Settings
from referee.speech.spotting import default_family

if TYPE_CHECKING:
    from api.live.table import Table

PLAYERS = ("Аня", "Борис", "Вера", "Глеб")
WORDS = 40
PAUSE = 2.0  # seconds between two scripts of the explainer


class DemoEars(Listening):
    """Stands in for live recognition: each turn is "heard" from a script at `pace` s a word."""

    def __init__(self, pace: float = 0.5, seed: int | None = None) -> None:
        super().__init__(None, "демонстрация.")
        self.pace = pace
        self.rng = random.Random(seed)
        self._script: asyncio.Task | None = None

    @property
    def available(self) -> bool:
        return True

    @property
    def hearing(self) -> bool:
        return self._script is not None and not self._script.done()

    def status(self) -> dict[str, Any]:
        return {"live": False, "demo": True,
                "message": "Демонстрация: объясняющий говорит по сценарию, микрофон не нужен. "
                           "Для настоящей игры запустите «referee serve» без --demo."}

    def start(self, table: Table, turn_no: int, folder: Path) -> str | None:
        self.stop()
        self._script = asyncio.create_task(self._explain(table, turn_no))
        return None

    def stop(self) -> None:
        if self._script is not None:
            self._script.cancel()
            self._script = None

    async def _explain(self, table: Table, turn_no: int) -> None:
        loop = asyncio.get_running_loop()
        while table.playing(turn_no):
            word = table.secret_word()
            if word is not None:
                family = await loop.run_in_executor(None, default_family, word)
                await table.feed_text(turn_no, self.script(word, family), self.pace, True)
            await asyncio.sleep(PAUSE)

    def script(self, word: str, family: frozenset[str]) -> str:
        """One breath of the explainer: a filler, then one slip."""
        roots = sorted(f for f in family if normalize(parse(f)[0].normal_form) != normalize(word))
        slips = [s for s in SLIPS if roots or "{root}" not in s]
        slip = self.rng.choice(slips).format(root=self.rng.choice(roots) if roots else "",
                                             letter=word[0], word=word)
        return f"{self.rng.choice(FILLERS)} {slip}"


def set_up_game(table: Table, seed: int | None = None) -> bool:
    """A demo game of four players and built-in words, unless a game is already there; whether
    one was set up."""
    if table.game is not None:
        return False
    table.new_game(PLAYERS, builtin_words(WORDS, seed), Settings(seed=seed))
    return True
