"""The foreign rule on recognised words with their confidences: the turn's last word heard fairly
surely and spelt as a word of some foreign language, and «по-французски» heard blurred (real
pymorphy3, real wordfreq)."""

import pytest
from heard_support import foreign_alerts_heard as heard

from referee.rules.foreign.cues import blurred_french_cue, word_cue_langs
from referee.rules.foreign.evidence import heard_last_evidence


@pytest.mark.parametrize(
    "word,meant", [("швальбе", "schwalbe"), ("бамбина", "bambina"), ("сурис", "souris")]
)
def test_a_word_spelt_as_a_frequent_foreign_word_is_read_so(word, meant):
    found = heard_last_evidence(word)
    assert found is not None and found.word == meant


@pytest.mark.parametrize("word", ["ласточка", "бургер", "киш", "пентакль"])
def test_a_russian_word_a_loanword_or_a_short_word_has_no_such_reading(word):
    assert heard_last_evidence(word) is None


def test_the_last_word_heard_fairly_surely_and_spelt_as_a_foreign_word_is_foreign():
    text = "летает:0.64 низко:0.83 перед:0.99 дождем:0.95 швальбе:0.73"
    assert heard("касаточка", text) == [("швальбе",)]


def test_the_same_word_mid_turn_or_heard_very_surely_is_not_taken():
    # mid-turn a word no Russian form is garbled Russian far more often
    assert heard("касаточка", "летает:0.64 швальбе:0.73 перед:0.99 дождем:0.95") == []
    # heard at 0.9 or more, a word no Russian form is a rare Russian word the recognizer knows
    assert heard("касаточка", "летает:0.64 низко:0.83 перед:0.99 дождем:0.95 швальбе:0.94") == []


def test_a_play_on_the_secret_word_ending_the_turn_is_not_foreign():
    assert heard("глобус", "крутят:0.9 на:0.9 уроке:0.9 лобус:0.8") == []


@pytest.mark.parametrize(
    "word", ["ансюстский", "ансвюстский", "фюстки", "фанцвюстский", "анфюсски", "пафанфюстки"]
)
def test_the_french_cue_heard_blurred_names_french(word):
    assert blurred_french_cue(word) == ("fr",)
    assert word_cue_langs(word) == ("fr",)


@pytest.mark.parametrize("word", ["русский", "вильнюсский", "моллюски", "малютки", "юстки"])
def test_a_russian_word_or_a_short_one_is_no_blurred_french_cue(word):
    assert blurred_french_cue(word) is None


def test_the_word_after_a_blurred_french_cue_is_french():
    text = "пищит:0.58 боится:0.43 кота:0.9 в:0.26 ансюстский:0.54 сурис:0.60"
    assert heard("мышка", text) == [("сурис",)]


def test_russian_after_a_blurred_french_cue_is_not_foreign():
    text = "говорит:0.9 по:0.8 фанцвюстский:0.56 и:0.9 живёт:0.9 в:0.9 париже:0.9"
    assert heard("француз", text) == []


def test_a_verb_heard_unsure_ending_the_turn_after_a_cue_is_the_foreign_word():
    text = "за:0.56 ним:0.95 едят:0.3 работают:0.78 по:0.32 немецки:0.65 идешь:0.72"
    assert heard("столик", text) == [("идешь",)]
    assert heard("хлебушек", "её:0.9 пекут:0.9 по:0.9 немецки:0.9 брать:0.77") == [("брать",)]


def test_a_verb_after_a_cue_heard_surely_mid_turn_or_typed_is_russian():
    assert heard("столик", "за:0.9 ним:0.9 по:0.9 немецки:0.9 идешь:0.92") == []
    assert heard("столик", "за:0.9 ним:0.9 по:0.9 немецки:0.9 идешь:0.72 домой:0.9") == []
    assert heard("сосед", "он по английски понимает") == []
    # a noun or adverb there is another rule's business, not taken as a verb
    assert heard("сосед", "живёт:0.9 в:0.9 англии:0.9 по:0.9 английски:0.9 плохо:0.6") == []


def test_a_last_word_one_slip_from_russian_but_spelt_exactly_as_english_is_foreign():
    # «уинтер» is one sound from «унтер», yet it is the exact transcription of winter
    assert heard("зима", "самое:0.9 холодное:0.8 время:0.9 года:0.7 уинтер:0.7") == [("уинтер",)]
    assert heard("облако", "белое:0.9 плывет:0.8 по:0.9 небу:0.7 клауд:0.45") == [("клауд",)]


def test_a_slip_from_russian_with_no_exact_english_reading_or_mid_turn_is_not_taken():
    assert heard("телега", "тянет:0.9 лошадь:0.8 возь:0.7") == []
    assert heard("зима", "время:0.9 года:0.7 уинтер:0.7 холодное:0.9 самое:0.9") == []


def test_a_short_last_word_heard_unsure_is_not_taken_for_english():
    # «ует» reads as wet, but heard at 0.28 it is the end of a Russian word (клюёт)
    assert heard("свиристель", "зимой:0.79 рябину:0.49 ует:0.28") == []
    assert heard("черепаха", "ползёт:0.9 медленно:0.9 тертл:0.46") == [("тертл",)]


def test_the_last_word_after_a_transitive_verb_is_its_russian_object():
    """«Решает сквад» (сканворд misheard): the object of a Russian verb the recognizer heard well
    enough; after a verb of naming, or one barely heard, the word may still be foreign."""
    assert heard("газета", "дед:0.3 каждый:0.28 вечер:0.99 решает:0.91 сквад:0.38") == []
    assert heard("газета", "дед:0.3 каждый:0.28 вечер:0.99 решает:0.41 сквад:0.38") == [("сквад",)]
