"""Words given as text (typed, scripted) become timed word events."""

from __future__ import annotations

import asyncio

from api.live.scripted import ScriptedWords, split_words
from referee.events import WordEvent


def test_text_becomes_numbered_timed_word_events():
    assert split_words("Это — КОШАЧИЙ, 2 раза; тёмно-синий!") == [
        "это", "кошачий", "раза", "тёмно-синий"]

    async def collect(script: ScriptedWords) -> list[WordEvent]:
        return [e async for e in script.events()]

    events = asyncio.run(collect(ScriptedWords("раз два", first_index=3, start=5.0)))
    assert [(e.index, e.text, e.start, e.final) for e in events] == [
        (3, "раз", 5.0, True), (4, "два", 5.4, True)]
    events = asyncio.run(collect(ScriptedWords("раз два", 0, 0.0, pace=0.01, partials=True)))
    assert [(e.index, e.final) for e in events] == [(0, False), (0, True), (1, False), (1, True)]
