"""Session 28 (heard28): the secret word's family heard two sounds off through a recognizer.
Words written «слово:уверенность» (a word without a confidence is typed: 1.0); the secret word
and texts are made up, not taken from any eval or test set."""

from __future__ import annotations

from referee.rules.misheard_family import budget
from tests.heard_support import rules_of


def test_one_non_word_heard_unsure_may_be_two_sounds_off_a_nine_sound_form():
    # a recognizer mangles a long derived word it is unsure of by two sounds («…чикам»)
    assert budget(9, sure=False, faint=True) == 2


def test_a_stretch_not_faint_keeps_one_sound_off_a_nine_sound_form():
    # dictionary words run together, or a non-word heard fairly sure: one sound off
    assert budget(9, sure=False) == 1


def test_a_faint_non_word_stays_one_sound_off_an_eight_sound_form():
    # short forms are many: two sounds off one of 8 sounds matches innocent words
    assert budget(8, sure=False, faint=True) == 1


def test_a_long_word_heard_as_one_unsure_non_word_two_sounds_off_is_the_word():
    # «каракатица» heard «киракатиса» at 0.5: two sounds off, a made-up word
    text = "в море живет киракатиса:0.5 с чернилами"
    assert rules_of("каракатица", text, "cognate") == [("киракатиса",)]


def test_a_dictionary_word_run_into_a_non_word_is_taken_as_said():
    # «кира катиса», both unsure: a real word («кира») heard is likelier said than a piece
    text = "в море живет кира:0.5 катиса:0.4 с чернилами"
    assert not rules_of("каракатица", text, "cognate")


def test_a_non_word_three_sounds_off_is_no_kin():
    # «керокетиса» is three sounds off «каракатица»: beyond the two a faint non-word may be off
    text = "в море живет керокетиса:0.5 с чернилами"
    assert not rules_of("каракатица", text, "cognate")
