"""Session 32's changes to the rules by speaker (`referee.speakers.verdicts`): a one-letter word
split off the guesser's answer in noise («с ковородка» for сковородка), its letter falling in the
explainer's segment across the pause, does not make the answer the explainer's violation."""

from __future__ import annotations

import pytest

from referee.speakers.verdicts import is_violation, prompt_of
from tests.test_speakers_rules import alerts_on_last


@pytest.mark.parametrize("target, spoken", [
    ("сковорода", "e:жарят e:на e:ней e:с g:ковородка"),
    ("скворец", "e:птица e:весной e:с g:кворечник"),
    ("кувшин", "e:наливают e:молоко e:к g:увшинчик"),
])
def test_a_letter_split_off_the_guessers_word_leaves_it_the_guessers(target, spoken) -> None:
    """The misheard-word rule glues the letter back («с ковородка» sounds like сковородка); the
    letter holds no root, so the speaker of the word that does decides: the form hint."""
    (alert,) = alerts_on_last(target, spoken)
    assert len(alert.words) == 2 and len(alert.words[0]) == 1
    assert prompt_of(alert) == "form" and not is_violation(alert)
    assert alert.evidence["speaker"] == "guesser"


@pytest.mark.parametrize("target, spoken", [
    ("сковорода", "e:жарят e:на e:ней e:с e:ковородка"),
    ("сковорода", "e:жарят e:на e:ней g:с e:ковородка"),  # the root word: the explainer's
])
def test_the_explainers_word_with_a_letter_stays_a_violation(target, spoken) -> None:
    (alert,) = alerts_on_last(target, spoken)
    assert is_violation(alert) and alert.evidence["speaker"] == "explainer"


def test_a_letter_before_a_word_of_unsure_speaker_asks_who_said_it() -> None:
    """The root's word of uncertain speaker after the explainer's letter: «кто сказал?», as for
    that word alone, not the explainer's violation."""
    (alert,) = alerts_on_last("сковорода", "e:жарят e:на e:ней e:с u:ковородка")
    assert prompt_of(alert) == "who" and not is_violation(alert)
