"""Session 31 (heard31): what survives the recognizer. Words written «слово:уверенность» (a word
without a confidence is typed: 1.0); the secret words and texts are made up, not taken from any
eval or test set."""

from __future__ import annotations

import pytest

from tests.heard_support import rules_of


@pytest.mark.parametrize("text, words", [
    ("ну птица вот такая как на этой коробке", ("вот", "такая", "как", "на", "этой", "коробке")),
    ("ну зверёк вот как на этой открытке сидит", ("вот", "как", "на", "этой", "открытке")),
])
def test_a_thing_likened_to_one_on_a_printed_thing_held_up_is_pointing(text, words):
    # a box, a wrapper or a card held up shows its picture as a picture does
    assert rules_of("снегирь", text, "pointing") == [words]


def test_a_printed_thing_heard_is_pointing():
    text = "ну:0.8 красногрудый:0.6 вот:0.9 как:0.8 на:0.9 этой:0.8 обёртке:0.7 конфеты:0.6"
    assert rules_of("снегирь", text, "pointing") == [("вот", "как", "на", "этой", "обёртке")]


@pytest.mark.parametrize("text", [
    "вот как на этой пачке было написано",  # a verb in the past: a box remembered
    "ну на этой коробке птица нарисована",  # no «вот … как»: nothing likened and shown
])
def test_a_printed_thing_told_of_is_no_pointing(text):
    assert not rules_of("снегирь", text, "pointing")




@pytest.mark.parametrize("target, text, words", [
    ("бурнус", "ну арабская накидка бурну:0.7 сокислый:0.5", ("бурну", "сокислый")),
    ("кумган", "ну кувшин восточный кумга:0.7 ностарый:0.5", ("кумга", "ностарый")),
])
def test_the_secret_word_heard_with_its_last_letters_on_the_next_non_word(target, text, words):
    # «бурнус кислый» heard «бурну сокислый»: the «с» of бурнус written on the next word
    assert rules_of(target, text, "cognate") == [words]


@pytest.mark.parametrize("text", [
    "ну арабская накидка бурну:0.7 кислый:0.5",  # the next word a dictionary word
    "ну арабская накидка бурну:0.7 сокислый:0.95",  # the next word heard sure
])
def test_a_word_before_a_non_word_is_not_pulled_without_its_guards(text):
    assert not rules_of("бурнус", text, "cognate")
