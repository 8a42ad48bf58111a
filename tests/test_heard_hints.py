"""Hints heard through a recognizer: words written «слово:уверенность» (see `check_heard`)."""

from __future__ import annotations

from referee.lang.numbers import spelled
from referee.measure.speech_eval import check_heard
from referee.rules.base import Token


def heard_alerts(target: str, text: str, rule: str) -> list[tuple[str, ...]]:
    """The words of the `rule` alerts on `text` as heard (a word without a confidence: 1.0)."""
    tokens = []
    for i, item in enumerate(text.split()):
        word, _, conf = item.partition(":")
        tokens.append(Token(i, word, float(i), i + 0.5, float(conf or 1.0)))
    return [a.words for a in check_heard(target, tokens, 0.5) if a.rule == rule]


def test_rhyme_cue_heard_wrong_names_the_word_after_a_misheard_preposition():
    # «рифмуется с» heard «шарев муец из»: «из» (a preposition; Иза only in a rare parse) is no
    # sound-alike word, the one after it is
    alerts = heard_alerts("розетки", "ну тапочки шарев:0.74 муец:0.57 из:0.17 монетки:0.78",
                          "soundalike")
    assert alerts and all("монетки" in words for words in alerts)


def test_gesture_noun_heard_with_its_ending_off_points():
    assert heard_alerts("часы", "объясняю жестамы:0.6 как тикают", "pointing")


def test_longer_word_starting_like_a_gesture_noun_does_not_point():
    assert not heard_alerts("болт", "шестигранная:0.6 головка:0.9 для ключа", "pointing")


def test_turn_closed_by_vidish_after_a_place_points_over_its_clause():
    # «вон» lost through speech; «видишь» closing the turn after a place still points
    alerts = heard_alerts("сарай", "ну деревянный домик но:0.6 у:0.7 соседа в огороде стоит видишь",
                          "pointing")
    assert alerts and "но" in alerts[-1] and "видишь" in alerts[-1]


def test_vidish_denied_or_without_a_place_does_not_point():
    assert not heard_alerts("фонарь", "ну когда темно ничего не видишь", "pointing")
    assert not heard_alerts("очки", "ну без них плохо видишь", "pointing")


def test_letter_noun_heard_as_a_word_the_count_cannot_take():
    # «два слога» heard «два слуга» with «в слове» garbled: «слуга» has no genitive to follow «два»
    alerts = heard_alerts("самокат", "ну катаются в слой:0.4 два:0.7 слуга:0.78", "letters")
    assert alerts and "слуга" in alerts[-1]
    assert not heard_alerts("цирк", "ну там выступают три слона", "letters")
    assert not heard_alerts("барин", "ну у него был один слуга", "letters")


def test_number_heard_in_digits_sounds_as_it_is_said():
    alerts = heard_alerts("сорока", "ну птица звучит:0.8 как:0.4 число:0.99 40:0.19 только длиннее",
                          "soundalike")
    assert alerts and "40" in alerts[-1]
    assert not heard_alerts("сорока", "ну птица звучит как число 7 только длиннее", "soundalike")


def test_numbers_are_spelled_as_said():
    assert [spelled(t) for t in ("40", "15", "105", "7", "1000", "сорок")] == [
        "сорок", "пятнадцать", "сто пять", "семь", "1000", "сорок"]


def test_glued_so_slovom_after_a_hint_heard_wrong_vouches_for_a_clear_rhyme():
    # «созвучно со словом дочь» heard «с звуточной сословым дочь»
    heard = "ну тёмное время суток с:0.49 звуточной:0.5 сословым:0.7 дочь:0.85"
    assert ("сословым", "дочь") in heard_alerts("ночь", heard, "soundalike")
    # «как у слова кнопка» heard glued («условая»): the letters of a word, no rhyme
    heard = "ну её читают первое букву:0.59 как:0.55 условая:0.43 кнопка"
    assert not heard_alerts("книга", heard, "soundalike")


def test_von_heard_with_a_syllable_echoed_points_before_a_place():
    # «вон» heard «волон»: a vowel echoed after an inserted consonant
    assert heard_alerts("шкаф", "ну большой волон:0.7 там:0.9 в:0.9 коридоре:0.9", "pointing")
    assert heard_alerts("шкаф", "ну большой смотри:0.7 волон:0.5 там:0.9 у:0.9 двери:0.9",
                        "pointing")


def test_an_echoed_non_word_without_a_place_after_it_or_a_real_word_does_not_point():
    assert not heard_alerts("шкаф", "ну большой волон:0.5 деревянный:0.9", "pointing")
    assert not heard_alerts("поезд", "ну длинный вагон:0.6 там:0.9 едет:0.9", "pointing")
