"""A rare parse of the heard word whose lemma is the secret word or in its nest
(`Morphology._readings`, `minor_readings`): pymorphy reads «мою» as the pronoun мой almost always,
but it is also a form of мыть. (A rare parse beside a proper name only is the secret word's form,
sure: «ною» for ныть, Ной's dative being no word the explainer means; tests/test_secret40.py.)

Examples are outside the pair sets: the rule is about a kind of word.
"""

import pytest

from referee.language.kinship.verdict import CONFIDENCE
from referee.language.morphology import MINOR_READING, morphology


def test_a_rare_parse_that_is_the_secret_word_is_its_form_a_little_less_sure():
    decision = morphology().decide("мыть", "мою")
    assert decision.branch == "minor-reading"
    assert decision.match is not None and decision.match.method == "exact"
    assert decision.match.confidence == pytest.approx(CONFIDENCE["family"] - MINOR_READING)


def test_a_rare_parse_in_the_secret_words_nest_is_kin():
    assert morphology().decide("нытьё", "ною").branch == "minor-reading"


def test_a_rare_parse_outside_the_nest_says_nothing():
    assert morphology().same_root("ковчег", "ною") is None


def test_a_dictionary_form_is_not_read_as_a_rare_form_of_the_secret_word():
    # душа is also душ's genitive, but means itself
    assert morphology().same_root("душ", "душа") is None
