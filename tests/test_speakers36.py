"""Session 36's rules by speaker: a guesser's answer heard a sound off a four-sound secret word.

`heard_guess.TARGET_FIRST` went from 5 to 4 sounds: a non-word one sound off a naming form of four
sounds is the guesser's answer heard wrong («карф» for карп, «крлык» for клык). A dictionary word
still has to sound exactly like the form and be rarer («карт» is no «карп»), and a form of three
sounds or fewer is allowed no sound off.
"""

from __future__ import annotations

import pytest

from referee.speakers.answers.heard_guess import TARGET_FIRST, sounds_like
from referee.speakers.verdicts import prompt_of
from tests.test_speakers_rules import alerts_on_last


@pytest.mark.parametrize("heard, secret, found", [
    ("карф", "карп", ("guess", "карп")),  # п heard ф: one sound off four
    ("крлык", "клык", ("guess", "клык")),  # a sound added
    ("гусы", "бусы", ("guess", "бусы")),
    ("перво", "перо", ("guess", "перо")),  # nearer перо than перовая now
    ("карт", "карп", None),  # a dictionary word: said as heard
    ("лапа", "лампа", None),
    ("кыт", "кит", None),  # three sounds: no sound off
])
def test_a_non_word_a_sound_off_a_four_sound_form_is_the_secret_word(heard, secret,
                                                                     found) -> None:
    assert TARGET_FIRST == 4
    assert sounds_like(heard, secret) == found


@pytest.mark.parametrize("spoken, prompt", [
    ("e:рыба e:в e:пруду g:карф", "guess"),  # the guesser's answer heard wrong
    ("e:рыба e:в e:пруду d:карф", "guess"),  # a lone answer the same, marked unsure
])
def test_in_a_turn_the_guessers_answer_heard_a_sound_off_asks_if_guessed(spoken, prompt) -> None:
    alerts = alerts_on_last("карп", spoken)
    assert [prompt_of(a) for a in alerts] == [prompt]
    assert "похоже на «карп»" in alerts[0].explanation


def test_the_explainers_word_heard_so_is_not_judged_by_the_guessers_sound_rule() -> None:
    assert all(prompt_of(a) != "guess" for a in alerts_on_last("карп", "e:рыба e:в e:пруду e:карф"))
