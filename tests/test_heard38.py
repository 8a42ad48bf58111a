"""Session 35 (heard38): one of the secret word's own forms cut across a word boundary by the
recognizer, scraps of its neighbours glued on («эхина цели» for «эхинацеи от», «ценел обилия» for
«синяя лобелия»), is that form heard wrong (`referee.rules.misheard_family._spanned`). The words
are not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_an_own_form_cut_in_two_with_a_scrap_glued_after_is_kin():
    # «ромашка росла» heard «рома шкарос»: the form begins the first word and ends in the second
    assert rules_of("ромашка", "ну:0.6 рома:0.6 шкарос:0.5 в:0.9 поле:0.9", "cognate") == [
        ("рома", "шкарос")]


def test_an_own_form_cut_in_two_with_a_scrap_glued_before_is_kin():
    # «ровные складки» heard «ровс кладки»: its first sound glued to the word before, the rest
    # a dictionary word of its own
    assert rules_of("складка", "ну:0.6 ровс:0.5 кладки:0.5 на:0.9 брюках:0.9", "cognate") == [
        ("ровс", "кладки")]


def test_words_heard_sure_are_said_as_heard():
    assert not rules_of("ромашка", "ну:0.95 рома:0.95 шкали:0.95 в:0.95 поле:0.95", "cognate")


def test_common_words_alone_are_said_as_heard():
    # «рама школа»: both common dictionary words, heard unsure, hold «ромашка» across the boundary
    assert not rules_of("ромашка", "ну:0.6 рама:0.6 школа:0.6 стоит:0.9", "cognate")


def test_a_form_heard_whole_keeps_its_own_word():
    # the main path takes «ромашки» itself; the scrap of the next word joins no alert
    assert rules_of("ромашка", "ну:0.6 ромашки:0.6 тли:0.5 едят:0.9", "cognate") == [
        ("ромашки",)]
