"""Letter nouns heard run together with the preposition before them («по слогам» → «послога»)."""

from __future__ import annotations

import pytest

from referee.events import WordEvent
from referee.rules.base import Token
from referee.rules.checker import Checker, check_text
from referee.rules.letters import preposition_glued_noun


@pytest.mark.parametrize(("word", "preposition"), [("послога", "по"), ("набукву", "на"),
                                                    ("побуквам", "по")])
def test_a_preposition_run_into_a_letter_noun_is_found(word, preposition):
    assert preposition_glued_noun(Token(0, word, conf=0.7)) == preposition


@pytest.mark.parametrize("word", ["наслово", "посуду", "набок", "слога"])
def test_words_and_near_misses_are_no_glued_letter_noun(word):
    assert preposition_glued_noun(Token(0, word, conf=0.7)) is None


def test_a_glued_letter_noun_is_a_letters_alert():
    alerts = check_text("малахит", "зелёный камень уральский послога малыхит")
    assert [a.words for a in alerts if a.rule == "letters"] == [("послога",)]


def letter_alerts(target: str, words: list[tuple[str, float]]) -> list[tuple[str, ...]]:
    """Letters alerts on words heard one by one with the given confidences, the turn then over."""
    checker = Checker(target)
    for i, (text, conf) in enumerate(words):
        checker.feed(WordEvent(i, text, float(i), i + 0.5, conf))
    checker.finish()
    return [a.words for a in checker.alerts if a.rule == "letters"]


@pytest.mark.parametrize("last", [("значит", 0.33), ("ссп", 0.67)])
def test_a_turn_ending_on_nachinaetsya_and_one_garbled_word_refers_to_the_start(last):
    words = [("летит", 0.9), ("в", 0.9), ("космос", 0.9), ("начинается", 0.8), last]
    assert letter_alerts("ракета", words) == [("начинается", last[0])]


def test_a_turn_ending_on_nachinaetsya_and_a_word_heard_sure_is_said_as_heard():
    words = [("с", 0.9), ("неё", 0.9), ("всё", 0.9), ("начинается", 0.9), ("значит", 0.95)]
    assert letter_alerts("ракета", words) == []
    assert letter_alerts("ракета", [("с", 0.9), ("неё", 0.9), ("всё", 0.9),
                                    ("начинается", 0.9)]) == []
