"""The turn's checker across word changes, and words given as text (typed, scripted)."""

from __future__ import annotations

import asyncio

from api.scripted import ScriptedWords, split_words
from api.turn_checker import TurnChecker
from referee.events import WordEvent


def word(index: int, text: str, final: bool = True) -> WordEvent:
    return WordEvent(index, text, float(index), index + 0.5, 1.0, final)


def test_each_word_is_checked_against_the_secret_word_said_at_that_time():
    secret = ["кошка"]
    checker = TurnChecker(lambda: secret[0])
    assert [a.words for a in checker.feed(word(0, "кошачий"))] == [("кошачий",)]
    secret[0] = "книга"  # guessed: the next word is drawn
    assert checker.feed(word(1, "кошачий")) == []  # no longer the secret's family
    alerts = checker.feed(word(2, "книжный"))
    assert [(a.span, checker.target_of(a)) for a in alerts] == [((2, 3), "книга")]
    assert checker.target_of(checker.raised[0].alert) == "кошка"


def test_no_secret_word_means_nothing_is_checked():
    checker = TurnChecker(lambda: None)
    assert checker.feed(word(0, "кошачий")) == []


def test_a_revised_word_is_checked_again_and_a_cut_forgets_words():
    checker = TurnChecker(lambda: "книга")
    assert checker.feed(word(0, "стол", final=False)) == []
    assert [a.words for a in checker.feed(word(0, "книжный"))] == [("книжный",)]
    checker.truncate(0)
    assert checker.feed(word(0, "дом")) == []


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
