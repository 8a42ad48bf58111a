"""A long word of the secret word's family heard mangled (`referee.rules.misheard_family`): in one
token or split over a few, matched by sound with a budget by length and confidence."""

from __future__ import annotations

import pytest

from referee.events import WordEvent
from referee.rules.base import Token
from referee.rules.checker import Checker
from referee.rules.misheard_family import FIRST_EDIT, SECOND_EDIT, _onset_lost, budget


def heard(target: str, words: list[tuple[str, float]]) -> list:
    """Cognate alerts on words heard one by one with the given confidences."""
    checker = Checker(target)
    for i, (text, conf) in enumerate(words):
        checker.feed(WordEvent(i, text, float(i), i + 0.5, conf))
    return [a for a in checker.alerts if a.rule == "cognate"]


def test_the_budget_grows_with_the_length_of_the_form_and_shrinks_when_heard_sure():
    assert budget(FIRST_EDIT - 1, sure=False) == 0
    assert budget(FIRST_EDIT, sure=False) == 1
    assert budget(SECOND_EDIT, sure=False) == 2
    assert budget(FIRST_EDIT, sure=True) == 0
    assert budget(SECOND_EDIT, sure=True) == 1


def test_a_long_derived_word_heard_as_a_non_word_is_kin():
    alerts = heard("пряник", [("короче", 0.9), ("прионичный", 0.6), ("домик", 0.99)])
    assert [a.span for a in alerts] == [(1, 2)]
    assert alerts[0].evidence["form"] == "пряничный"
    assert alerts[0].confidence >= 0.5


def test_the_same_non_word_heard_sure_is_taken_as_said():
    assert heard("пряник", [("короче", 0.9), ("прионичный", 0.95), ("домик", 0.99)]) == []


def test_a_non_word_heard_fairly_sure_still_gets_the_budget_of_an_unsure_one():
    # a word the dictionary lacks is itself a sign of a slip: below 0.9 it may be a sound off
    alerts = heard("пряник", [("короче", 0.9), ("прионичный", 0.8), ("домик", 0.99)])
    assert [a.span for a in alerts] == [(1, 2)]


def test_a_word_whose_first_letter_went_to_the_word_before_is_kin_over_both():
    # «купили сахарницу» heard «купилис ахарницу»
    alerts = heard("сахар", [("купилис", 0.6), ("ахарницу", 0.7), ("новую", 0.9)])
    assert [a.span for a in alerts] == [(0, 2)]
    assert alerts[0].evidence["form"] == "сахарницу"


@pytest.mark.parametrize("words", [
    [("купилис", 1.0), ("ахарницу", 1.0)],  # typed: spelled as meant
    [("купилис", 0.6), ("ахарницу", 0.95)],  # the non-word heard sure
    [("купилс", 0.6), ("тарелку", 0.7)],  # a dictionary word after: said as heard
])
def test_no_letter_is_moved_onto_a_word_heard_sure_or_a_real_word(words):
    assert heard("сахар", words) == []


def test_two_dictionary_words_heard_unsure_that_spell_a_six_sound_family_form_are_kin():
    alerts = heard("зонт", [("это", 0.9), ("зон", 0.6), ("тик", 0.5)])
    assert [(a.span, a.evidence["form"]) for a in alerts] == [((1, 3), "зонтик")]
    assert heard("зонт", [("это", 0.9), ("зон", 0.95), ("тик", 0.95)]) == []  # said as heard


def test_a_family_form_glued_to_a_scrap_of_the_next_word_is_kin():
    alerts = heard("смех", [("это", 0.9), ("смешнуюпа", 0.6)])
    assert [(a.span, a.evidence["form"]) for a in alerts] == [((1, 2), "смешную")]
    assert heard("смех", [("это", 0.9), ("смешнуюпа", 0.95)]) == []  # heard sure: as said


@pytest.mark.parametrize(("target", "word", "form"), [("кошка", "ошечко", "кошечка"),
                                                     ("лиса", "исичко", "лисичка")])
def test_a_family_form_heard_unsure_with_its_first_consonant_lost_is_kin(target, word, form):
    alerts = heard(target, [("это", 0.9), (word, 0.5)])
    assert [(a.span, a.evidence["form"]) for a in alerts] == [((1, 2), form)]
    assert heard(target, [("это", 0.9), (word, 0.8)]) == []  # heard fairly sure: as said
    # the consonant at the end of the word before is no lost one (`_shifted` judges that)
    words = [Token(0, "это" + form[0], conf=0.6), Token(1, word, conf=0.5)]
    assert _onset_lost(words, 1, target) is None


def test_a_word_heard_split_over_two_tokens_is_one_alert_over_both():
    alerts = heard("шнурок", [("чтобы", 0.9), ("зашну", 0.5), ("ровать", 0.6), ("обувь", 0.9)])
    assert [a.span for a in alerts] == [(1, 3)]
    assert alerts[0].evidence["form"] == "зашнуровать"


def test_an_uncommon_word_heard_unsure_a_vowel_off_a_family_form_is_kin():
    words = [("ночью", 0.9), ("святится", 0.48), ("в", 0.9), ("траве", 0.9)]
    assert [a.span for a in heard("светлячок", words)] == [(1, 2)]
    sure = [(w, 0.95 if w == "святится" else c) for w, c in words]
    assert heard("светлячок", sure) == []


@pytest.mark.parametrize(("target", "words"), [
    ("вода", [("водиле", 0.5)]),  # short family forms get no budget: водице is a sound off
    ("светлячок", [("ночью", 0.9), ("свистит", 0.5)]),  # more than a vowel off светит
    ("пряник", [("очень", 0.9), ("приличный", 0.5)]),  # a common word, heard unsure
])
def test_short_forms_and_other_words_are_not_taken_for_kin(target, words):
    assert heard(target, words) == []


def test_dictionary_words_heard_unsure_that_make_a_family_form_together_are_kin():
    words = [("белый", 0.9), ("с", 0.5), ("нежный", 0.6), ("покров", 0.9)]
    assert [a.span for a in heard("снег", words)] == [(1, 3)]
    assert heard("снег", [(w, 0.95) for w, _ in words]) == []  # heard sure: taken as said


def test_the_secret_word_heard_split_over_two_tokens_is_the_secret_word():
    alerts = heard("велосипед", [("самокат", 0.9), ("ввелось", 0.5), ("серед", 0.5)])
    assert [(a.span, a.exact_target) for a in alerts] == [((1, 3), True)]


def test_the_secret_word_said_in_pieces_and_heard_sure_is_not_taken_for_it_by_sound():
    words = [("по", 1.0), ("слогам", 1.0), ("вело", 1.0), ("сипед", 1.0)]
    assert not [a for a in heard("велосипед", words) if a.evidence.get("method") == "sound"]


def test_the_secret_word_itself_heard_fairly_sure_a_sound_off_as_a_non_word_is_kin():
    # below 0.7 `misheard_target` takes it; from 0.7 to 0.9 the family's budget does
    alerts = heard("карандаш", [("в", 0.9), ("каранедашом", 0.8), ("лежит", 0.95)])
    assert [(a.span, a.evidence["form"]) for a in alerts] == [((1, 2), "карандашам")]
    assert heard("карандаш", [("в", 0.9), ("каранедашом", 0.95), ("лежит", 0.95)]) == []
    assert heard("карандаш", [("в", 0.9), ("каранедашом", 1.0)]) == []  # typed


def test_a_long_family_form_glued_after_more_than_a_scrap_of_the_words_before_is_kin():
    # «достали из кухни сахарницу» heard with the last three words run into one
    alerts = heard("сахар", [("достали", 0.9), ("искухнисахарницу", 0.6), ("новую", 0.9)])
    assert [a.span for a in alerts] == [(1, 2)]
    assert alerts[0].evidence["form"] == "сахарницу"


@pytest.mark.parametrize("words", [
    [("достали", 0.9), ("искухнисахарницу", 0.95)],  # heard sure: said as heard
    [("достали", 0.9), ("искухнисахарок", 0.6)],  # a shorter form in so long a word: a chance
])
def test_a_family_form_held_far_into_a_non_word_needs_length_and_doubt(words):
    assert heard("сахар", words) == []


@pytest.mark.parametrize(("target", "word", "form"), [
    ("тельняшка", "теленик", "тельник"),  # a vowel heard in the cluster
    ("веретено", "виртен", "веретён"),  # an unstressed vowel slurred away
])
def test_a_family_form_heard_with_one_vowel_dropped_or_put_in_is_kin(target, word, form):
    alerts = heard(target, [("ну", 0.8), (word, 0.78), ("маленький", 0.9)])
    assert [a.span for a in alerts] == [(1, 2)]
    assert alerts[0].evidence["form"].replace("ё", "е") == form.replace("ё", "е")


def test_a_vowel_slip_needs_a_non_word_heard_unsure_and_a_long_form():
    assert heard("тельняшка", [("ну", 0.8), ("теленик", 0.95), ("маленький", 0.9)]) == []
    assert heard("тельняшка", [("ну", 0.8), ("теленок", 0.6), ("маленький", 0.9)]) == []
    assert heard("терем", [("ну", 0.8), ("трем", 0.6), ("маленький", 0.9)]) == []  # 4 sounds


def test_a_long_form_with_its_first_letters_on_the_word_before_may_be_a_sound_off():
    words = [("ну", 0.8), ("звенятко", 0.6), ("локольтики", 0.6), ("в", 0.9), ("поле", 0.9)]
    assert [a.span for a in heard("колокол", words)] == [(1, 3)]  # ко|локольчики, ч heard т
    words = [("ну", 0.8), ("звенятко", 0.6), ("локольтики", 0.95), ("в", 0.9), ("поле", 0.9)]
    assert heard("колокол", words) == []  # the rest heard sure
