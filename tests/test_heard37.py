"""Session 34 (heard37): a rare word of the secret word's root heard unsure is kin though a likelier
common word sounds like it, when another common word it sounds like is of the secret word's root
plainly (dictionary family or root, not a vowel grade): in a turn about the secret word, that
reading is the likelier. The words are not taken from any eval or test set."""

from __future__ import annotations

from tests.heard_support import rules_of


def test_a_rare_kin_word_with_a_common_kin_sound_alike_is_kin():
    # «ошибалось» (rare) sounds like «ожидалось» but also like «ошиблась»
    assert rules_of("ошибка", "ну:0.8 когда:0.9 ошибалось:0.6 всё:0.9", "cognate")


def test_a_sound_alike_of_the_root_only_by_a_vowel_grade_does_not_vouch():
    # «успейте» is matched to «попить» only loosely; its kin sound-alike «успеете» is a grade
    assert not rules_of("попить", "ну:0.8 вы:0.9 успейте:0.6 домой:0.9", "cognate")
