"""Session 32 (heard33): what the speech blind set spoken_blind23 showed. A thing likened to one
standing now at someone's place («вот как у мамы на подоконнике стоит») is pointing, as «вот у
мамы на подоконнике стоит» is; «заканчивается на …» heard with «-ся на» run into one word after
the verb («заканчивая сына …») is a letters cue when the secret word's own start or end follows.
The words are not taken from any eval or test set."""

from __future__ import annotations

import pytest

from tests.heard_support import rules_of


@pytest.mark.parametrize(
    "text",
    [
        "ну для цветов вот как у мамы на подоконнике стоит",
        "ну время показывают вот как у папы на стене висят",
        "ну светит вот такая как у него на столе стоит",
        "ну в раме вот как у вас в коридоре висит",
    ],
)
def test_a_thing_likened_to_one_at_someones_place_now_is_pointing(text):
    assert rules_of("ваза", text, "pointing")


@pytest.mark.parametrize(
    "text",
    [
        "ну кипятит воду вот как у бабушки на кухне стоял",  # past: a story
        "ну вот как у нас в семье принято",  # no place where a thing stands
        "ну вот как у тебя в школе говорят",
        "ну вот как у рыбаков в ведре лежала",
    ],
)
def test_a_likening_told_or_without_a_thing_placed_is_no_pointing(text):
    assert not rules_of("ваза", text, "pointing")


def test_a_likened_thing_heard_with_its_place_run_into_the_preposition_is_pointing():
    assert rules_of("ваза", "ну:0.9 вот:0.9 как:0.9 у:0.9 мамы:0.9 вкарзинке:0.5 стоит:0.9",
                    "pointing")


@pytest.mark.xfail(strict=True, reason="a person named by an adjective or a pronoun other "
                   "than a personal one («у богатых», «у всех») is not read as someone whose "
                   "place it is")
def test_a_thing_likened_to_one_at_everyones_place_is_pointing():
    assert rules_of("пальто", "ну вот как у всех в шкафу висит", "pointing")


@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("лимонад", "ну:0.8 напиток:0.9 заканчивая:0.85 сына:0.5 над:0.6"),
        ("лимонад", "ну:0.8 напиток:0.9 заканчивые:0.6 сэнонад:0.5"),
        ("лимонад", "ну:0.8 напиток:0.9 начиная:0.85 сана:0.5 лимо:0.6"),
    ],
)
def test_a_start_or_end_cue_heard_with_its_reflexive_run_into_na_is_letters(target, text):
    assert rules_of(target, text, "letters")


@pytest.mark.parametrize(
    "text",
    [
        "ну напиток заканчивая сына над",  # heard sure: said as heard
        "ну:0.8 напиток:0.9 заканчивая:0.85 сына:0.5 на:0.6",  # a function word, no piece
        "ну:0.8 напиток:0.9 заканчивая:0.85 сына:0.5 вода:0.6",  # no piece of the secret word
    ],
)
def test_a_start_or_end_verb_before_other_words_is_no_letters_cue(text):
    assert not rules_of("лимонад", text, "letters")
