"""Session 25 (heard24): sound hints heard through a recognizer. Words written
«слово:уверенность» (a word without a confidence is typed: 1.0); the secret words and texts are
made up, not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_there_run_into_the_word_before_is_no_rhyme_hint_heard_wrong():
    # «грим вон на столе» heard «гримовон на»: its sounds hold «рифмована» loosely, but it is
    # a word with «вон» run into it before a spot preposition (a pointing, not a sound hint)
    text = "коробочка для гримовон:0.5 на:0.5 столе у сестры"
    assert not rules_of("пудреница", text, "soundalike")
    assert rules_of("пудреница", text, "pointing") == [("гримовон",)]


def test_rhyme_hint_heard_wrong_without_there_is_still_a_hint():
    # «рифмован на» heard unsure, no «вон» in it: still the rhyme hint, the word after it named
    assert rules_of("шкатулка", "ящичек для колец рифмован:0.5 на:0.5 с шатурка", "soundalike")
