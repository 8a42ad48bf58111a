"""Session 31 (heard32): a secret word the analyzer has no parse for (UNKN) is declined by the
paradigm its ending implies, so its forms said are caught; an indeclinable one keeps its one
form. The words are not taken from any eval or test set."""

from __future__ import annotations

import pytest

from referee.language.words import paradigm_by_ending, unanalysed
from tests.heard_support import rules_of


def test_an_unparsed_noun_in_a_consonant_is_declined_as_the_second_declension():
    assert unanalysed("хаш")
    assert {"хаша", "хашу", "хаши", "хашей", "хашах"} <= paradigm_by_ending("хаш")


@pytest.mark.parametrize("word", ["пхо", "гхи", "цзы", "пдф"])  # пдф: letters read out
def test_an_unparsed_word_in_a_vowel_or_of_letters_stays_indeclinable(word):
    assert unanalysed(word)
    assert paradigm_by_ending(word) == frozenset()


@pytest.mark.parametrize("word", ["стол", "кофе", "пальто"])
def test_a_word_the_analyzer_parses_gets_no_made_up_forms(word):
    assert paradigm_by_ending(word) == frozenset()


@pytest.mark.parametrize("text", ["ну армянский суп хаша тарелку", "армянский суп с хашем"])
def test_a_form_of_an_unparsed_secret_word_said_is_the_secret_word(text):
    assert rules_of("хаш", text, "cognate")


def test_a_form_of_an_unparsed_secret_word_heard_is_the_secret_word():
    assert rules_of("хаш", "ну:0.9 суп:0.8 хашу:0.7 варят:0.8", "cognate") == [("хашу",)]


def test_other_words_are_no_forms_of_an_unparsed_secret_word():
    assert not rules_of("хаш", "ну армянский суп из говядины едят зимой утром", "cognate")


@pytest.mark.xfail(strict=True, reason="left: the model noun of a declension has no fleeting "
                   "vowel, so a noun in consonant + -ка gets the genitive plural without it "
                   "(a form nobody says, never a false alert)")
def test_an_unparsed_noun_in_ka_gets_its_fleeting_vowel_in_the_genitive_plural():
    assert unanalysed("самочка")
    assert "самочек" in paradigm_by_ending("самочка")
