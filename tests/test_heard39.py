"""Session 36 (heard39): one of the secret word's own forms of six sounds or more heard with one
vowel off, in a non-word heard not sure or over two tokens whose last keeps three letters or
more, is that form heard wrong (`referee.rules.misheard_family._vowels_off`: «шик шуку» for
шакшуку). The words are not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_an_own_form_heard_a_vowel_off_in_one_non_word_is_kin():
    # «вешенки» heard «вешунки»: seven sounds, the unstressed «е» heard «у»
    assert rules_of("вешенка", "ну:0.6 жарили:0.9 вешунки:0.8 с:0.9 луком:0.9", "cognate") == [
        ("вешунки",)]


def test_an_own_form_heard_a_vowel_off_over_two_tokens_is_kin():
    assert rules_of("вешенка", "ну:0.6 купили:0.9 веш:0.6 анку:0.8 на:0.9 рынке:0.9",
                    "cognate") == [("веш", "анку")]


def test_a_short_word_after_the_piece_is_a_word_of_its_own():
    # «вешан ку»: the last token a scrap of two letters, as often a word («на», «не») as a piece
    assert not rules_of("вешенка", "ну:0.6 купили:0.9 вешан:0.6 ку:0.8 на:0.9 рынке:0.9",
                        "cognate")


def test_a_non_word_heard_sure_is_said_as_heard():
    assert not rules_of("вешенка", "ну:0.6 жарили:0.9 вешунки:0.95 с:0.9 луком:0.9", "cognate")


def test_a_common_word_a_letter_off_is_the_likelier_thing_said():
    # «вешанки» is a vowel off «вешенки» and a letter off «вешалки»
    assert not rules_of("вешенка", "ну:0.6 жарили:0.9 вешанки:0.8 с:0.9 луком:0.9", "cognate")


def test_a_form_under_six_sounds_heard_a_vowel_off_is_no_kin():
    # «валуя» has five sounds: too many words are a vowel off so short a form
    assert not rules_of("валуй", "ну:0.6 собрали:0.9 валоя:0.8 в:0.9 лесу:0.9", "cognate")
