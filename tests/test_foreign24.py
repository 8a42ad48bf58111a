"""Foreign words through speech, session 26 (foreign24): a Russian word heard with a vowel lost
(«тонл» for тонул) and a syllable named after «начинается на» are no foreign words. Real
pymorphy3, real wordfreq; recognised words with their confidences (a word without one is
typed)."""

import pytest
from heard_support import foreign_alerts_heard as heard

from referee.language.russianlike import vowel_restored


@pytest.mark.parametrize(("heard_word", "said"), [
    ("блит", "болит"),  # the unstressed vowel between two consonants lost
    ("варт", "варят"),
    ("палт", "палат"),
])
def test_a_vowel_put_back_between_consonants_gives_the_russian_word(heard_word, said):
    assert vowel_restored(heard_word) == said


@pytest.mark.parametrize("word", [
    "стрим",  # no vowel put anywhere makes a Russian word
    "болит",  # no two consonants in a row to put one between
])
def test_no_word_is_restored_where_none_fits(word):
    assert vowel_restored(word) is None


def test_a_russian_verb_heard_without_its_vowel_ending_the_turn_is_not_foreign():
    # «тонул» heard «тонл» unsure: its English reading (tunnel) needs sounds changed too
    assert heard("шлюпка", "в:0.9 шторм:0.9 лодка:0.9 тонл:0.4") == []


def test_a_russian_verb_heard_without_its_vowel_mid_turn_is_not_foreign():
    # heard fairly surely with no cue, mid-turn: Russian misheard all the same
    # «сопит» heard «сопт» (capt)
    assert heard("подушка", "кот:0.9 сопт:0.8 на:0.9 ней:0.9 всю:0.9 ночь:0.9") == []


def test_a_word_written_just_as_an_english_word_sounds_stays_foreign():
    # «грит» is «горит» with a vowel lost, but also grit written exactly as it sounds: kept
    assert heard("наждак", "бумага:0.9 такая:0.9 по:0.9 английски:0.9 грит:0.5") == [("грит",)]


def test_the_syllable_after_начинается_на_is_no_foreign_word():
    # «стаф» named after «начинается на» is the letters a word starts with (the letters rule's),
    # not English staff
    assert heard("посох", "палка такая слово начинается на стаф") == []


def test_a_syllable_heard_after_кончается_на_is_no_foreign_word():
    # heard fairly surely mid-turn after «заканчивается на»: the syllable named
    text = "слово:0.9 заканчивается:0.9 на:0.9 стаф:0.8 это:0.9 палка:0.9"
    assert heard("посох", text) == []


def test_the_same_word_without_a_letters_phrase_is_still_foreign():
    # the innocent counterpart: said bare, «стаф» reads as English staff
    assert heard("посох", "у старика в руке стаф") == [("стаф",)]
