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

    events = asyncio.run(collect(ScriptedWords("раз два", start=5.0)))
    assert [(e.index, e.text, e.start, e.final) for e in events] == [
        (0, "раз", 5.0, True), (1, "два", 5.4, True)]
    events = asyncio.run(collect(ScriptedWords("раз два", 0.0, pace=0.01, partials=True)))
    assert [(e.index, e.final) for e in events] == [(0, False), (0, True), (1, False), (1, True)]


def test_words_typed_at_once_from_two_places_all_keep_their_place(tmp_path):
    """Two submissions at once (an HTTP one and a WebSocket one, or the judge and the demo's
    explainer) interleave word by word: every word is kept, each in its own place, in order."""
    from dashboard_support import make_client, new_game

    with make_client(tmp_path) as client:
        new_game(client, explain_seconds=60)
        client.post("/api/turn/start_turn")
        table = client.app.state.table

        async def both() -> list[int]:
            return list(await asyncio.gather(
                table.hear("раз два три четыре", pace=0.02, partials=True),
                table.hear("один две три", pace=0.03)))
        assert client.portal.call(both) == [4, 3]
        words = client.get("/api/game?view=judge").json()["live"]["words"]
    texts = [w["text"] for w in words]
    assert sorted(texts) == sorted("раз два три четыре один две три".split())
    assert [t for t in texts if t in ("раз", "два", "четыре")] == ["раз", "два", "четыре"]
    assert [w["index"] for w in words] == list(range(7)) and all(w["final"] for w in words)
