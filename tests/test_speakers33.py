"""Session 33's changes to who spoke: the second listen takes a one-syllable form of the secret
word at a lower margin (`second_listen.SHORT_MARGIN`): a one-syllable answer heard a sound off
(«сук» for сок, «рук» for рог) scored +1.66 to +1.9 over the heard text, under `MARGIN`."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from referee.events import WordEvent
from referee.speakers.answers.second_listen import (
    MARGIN,
    SHORT_MARGIN,
    margin_for,
    second_listen,
)
from referee.speakers.attribution import GUESSER
from referee.speakers.verdicts import prompt_of


def _scored(margin: float):
    """Fake Whisper likelihoods: the heard text (the first) at -5.0, every form `margin` above."""
    def likelihoods(audio: np.ndarray, texts: Sequence[str]) -> list[tuple[float, ...]]:
        return [(-5.0,)] + [(-5.0 + margin,)] * (len(texts) - 1)
    return likelihoods


def _listened(heard: str, secret: str, margin: float) -> list:
    words = [WordEvent(0, heard, 0.2, 0.6, speaker=GUESSER)]
    audio = np.zeros(16_000, np.int16)
    return second_listen(words, [], audio, lambda _: secret, _scored(margin))


def test_a_one_syllable_form_needs_the_short_margin() -> None:
    assert margin_for("пар") == margin_for("лес") == SHORT_MARGIN < MARGIN
    assert margin_for("каша") == margin_for("парок") == MARGIN


@pytest.mark.parametrize("heard, secret", [("пор", "пар"), ("лис", "лес"), ("дум", "дом")])
def test_a_one_syllable_answer_heard_a_sound_off_asks_whether_guessed(heard, secret) -> None:
    """Between the two margins a one-syllable secret word is the answer..."""
    [alert] = _listened(heard, secret, (SHORT_MARGIN + MARGIN) / 2)
    assert prompt_of(alert) == "guess" and alert.evidence["form"] == secret


@pytest.mark.parametrize("heard, secret", [("куша", "каша"), ("рыка", "рука")])
def test_a_longer_answer_still_needs_the_full_margin(heard, secret) -> None:
    """...a two-syllable one is not (the false «Угадано?» that set `MARGIN`: «кукла» +2.2 over
    «кукука», said куколка)."""
    assert _listened(heard, secret, (SHORT_MARGIN + MARGIN) / 2) == []
    [alert] = _listened(heard, secret, MARGIN + 0.1)
    assert prompt_of(alert) == "guess"


def test_below_the_short_margin_nothing_is_found() -> None:
    assert _listened("пор", "пар", SHORT_MARGIN - 0.1) == []
