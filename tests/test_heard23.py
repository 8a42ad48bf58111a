"""Session 25 (heard23): pointing, letters and sound hints heard through a recognizer. Words
written «слово:уверенность» (a word without a confidence is typed: 1.0); the secret words and
texts are made up, not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_gendered_demonstrative_with_a_place_after_it_shows_the_thing():
    # «вот этот в бокале»: the thing itself named by «этот», shown where it is right now
    assert rules_of("коктейль", "ну напиток с трубочкой вот этот в бокале холодный",
                    "pointing") == [("вот", "этот", "в", "бокале")]


def test_demonstrative_placed_and_then_told_in_the_past_is_no_pointing():
    # «вот этот в детстве жил»: a verb in the past after the place makes it a story
    assert not rules_of("особняк", "богатый дом вот этот в детстве жил там", "pointing")


def test_neuter_demonstrative_with_a_place_names_no_thing():
    # «вот это в стройке главное»: «это» sums up, it names no thing to be shown
    assert not rules_of("фундамент", "вот это в стройке главное", "pointing")


def test_there_run_into_the_end_of_the_word_before_it_points():
    # «стакан вон на столе» heard as «стаканвон на столе»: a non-word ending in «вон» before a
    # spot preposition
    assert rules_of("коктейль", "ну напиток стаканвон:0.5 на столе стоит", "pointing")


def test_a_dictionary_word_ending_in_there_sounds_is_no_pointing():
    # «звон» is a word of its own, said as heard
    assert not rules_of("коктейль", "ну напиток с трубочкой звон на весь бар", "pointing")


def test_start_syllable_glued_to_its_preposition_as_a_common_word_points_at_letters():
    # «начинается на та» heard «начинается нота»: «на» + the secret word's own first syllable,
    # heard sure as a common word
    assert rules_of("таблица", "ну клетки со строчками начинается нота:0.95", "letters")


def test_common_word_after_begins_that_is_no_start_of_the_secret_word_is_innocent():
    # «мелодия начинается нота за нотой»: «та» is not how «радиус» starts
    assert not rules_of("радиус", "ну мелодия начинается нота за нотой", "letters")


def test_sound_alike_non_word_with_letters_glued_before_it_is_named():
    # «похоже на слово полиция» heard «… выполиция»: two letters glued before the word that
    # sounds like «таблица»
    assert rules_of("таблица", "ну клетки и строчки похожи на слово выполиция:0.5", "soundalike")


def test_non_word_that_sounds_unlike_the_secret_word_without_its_lead_is_no_hint():
    # «выпарус»: neither whole nor without its first letters like «таблица»
    assert not rules_of("таблица", "ну клетки и строчки похожи на слово выпарус:0.5",
                        "soundalike")
