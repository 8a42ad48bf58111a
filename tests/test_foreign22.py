"""Foreign words through speech, session 25 (foreign22): «по-французски» heard with its «франц»
blurred, and a leaning function word heard unsure that ends the turn right after a cue (real
pymorphy3, real wordfreq; recognised words with their confidences)."""

import pytest
from heard_support import foreign_alerts_heard as heard

from referee.rules.foreign.cues import blurred_french_cue, word_cue_langs


@pytest.mark.parametrize("word", ["дофансерский", "фонцурских", "прифенчарски", "пафонзитские"])
def test_the_french_cue_heard_with_its_stem_blurred_names_french(word):
    # «франц» loses its «р» and changes its vowel, more letters follow, the cue ending stays
    assert blurred_french_cue(word) == ("fr",)
    assert word_cue_langs(word) == ("fr",)


@pytest.mark.parametrize("word", ["марафонский", "афонских", "симфонический", "фанский"])
def test_a_russian_word_with_such_a_stem_is_no_french_cue(word):
    # a dictionary word, or the stem right before «ск» with nothing between, is no cue
    assert blurred_french_cue(word) is None


def test_the_word_after_the_blurred_french_cue_is_french():
    # chat said after «по французски» heard as «дофансерский»
    assert heard("кошечка", "мурлычет:0.9 дофансерский:0.45 шат:0.8") == [("шат",)]


def test_russian_after_the_blurred_french_cue_is_not_foreign():
    # the cue word read, a Russian clause after it stays Russian
    text = "мурлычет:0.9 на:0.9 диване:0.9 дофансерский:0.45 и:0.9 спит:0.9"
    assert heard("кошечка", text) == []


def test_a_leaning_word_heard_unsure_ending_the_turn_after_a_cue_is_foreign():
    # no Russian clause ends on «до»: heard at 0.35, it is the English word the cue announced
    assert heard("нотка", "первая:0.9 нота:0.9 по:0.9 английски:0.8 до:0.35") == [("до",)]


def test_a_leaning_word_barely_heard_is_not_taken():
    # below 0.25 the recognizer wrote a sound where none may have been said
    assert heard("нотка", "первая:0.9 нота:0.9 по:0.9 английски:0.8 до:0.2") == []


def test_a_word_that_may_close_a_clause_stays_russian_when_heard_unsure():
    # «так» ends a Russian sentence («по английски так»): no foreign word
    assert heard("нотка", "первая:0.9 нота:0.9 по:0.9 английски:0.8 так:0.35") == []
