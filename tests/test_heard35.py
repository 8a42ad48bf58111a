"""Session 33 (heard35): a non-word heard a sound off the secret word that is a common word with
the next word's first letters written twice, on it and on the next word («танкис сидит» for
«танки сидит»), is that common word, not the secret word misheard; the checker waits for the
next word before calling such a last word the secret word, and calls it so when the turn ends
on it. The words are not taken from any eval or test set."""

from __future__ import annotations

from referee.rules.base import Token
from referee.rules.misheard import echoed_onset, may_echo
from tests.heard_support import rules_of


def test_a_common_word_with_the_next_words_start_echoed_is_no_misheard_secret_word():
    assert not rules_of("танкист", "ну:0.8 в:0.9 поле:0.9 стоят:0.9 танкис:0.5 сзади:0.5",
                        "cognate")


def test_the_same_non_word_without_the_echo_is_the_secret_word_misheard():
    assert rules_of("танкист", "ну:0.8 в:0.9 поле:0.9 стоит:0.9 танкис:0.5 у:0.5 машины:0.9",
                    "cognate")


def test_a_last_word_that_may_echo_is_judged_when_the_turn_ends():
    assert rules_of("танкист", "ну:0.8 в:0.9 танке:0.9 сидит:0.9 танкис:0.5", "cognate")


def test_echoed_onset_needs_a_non_word_and_a_common_head():
    tokens = (Token(0, "танкис", conf=0.5), Token(1, "сзади", conf=0.5))
    assert echoed_onset(tokens, 0)
    assert not echoed_onset((Token(0, "танки", conf=0.5), Token(1, "сзади", conf=0.5)), 0)
    assert not may_echo(Token(0, "зюкис", conf=0.5))  # «зюки» is no common word
