"""Words that come as text instead of audio: typed by the judge, or a script (tests, demos).

They become the same `WordEvent`s a recognizer emits, numbered from 0 (`api.live.entry.WordEntry`
gives each its place in the turn's transcript) and timed from the turn's start, and go through the
same checker path. With `partials=True` each word
first shows as a partial (grey) and is then confirmed, like live recognition does.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass

from referee.events import WordEvent

WORD = re.compile(r"[а-яёa-z]+(?:-[а-яёa-z]+)*")
WORD_SECONDS = 0.4  # how long a scripted word is taken to last
MAX_WORDS = 200


def split_words(text: str) -> list[str]:
    """Lowercase words of `text`, as a recognizer would write them (no punctuation or digits)."""
    return WORD.findall(text.lower())[:MAX_WORDS]


@dataclass(frozen=True)
class ScriptedWords:
    """`text` as word events, `start` seconds into the turn; `pace` seconds between words (0: all
    at once)."""

    text: str
    start: float
    pace: float = 0.0
    partials: bool = False

    async def events(self) -> AsyncIterator[WordEvent]:
        for n, word in enumerate(split_words(self.text)):
            if n and self.pace:
                await asyncio.sleep(self.pace)
            begin = self.start + n * max(self.pace, WORD_SECONDS)
            event = WordEvent(n, word, round(begin, 3),
                              round(begin + WORD_SECONDS, 3), 1.0, final=True)
            if self.partials:
                yield WordEvent(event.index, word, event.start, event.end, 1.0, final=False)
                await asyncio.sleep(min(self.pace / 2, 0.2))
            yield event
