"""Session 37's diminutives: a guesser's answer in a diminutive no dictionary holds in the secret
word's family (сейфик, стаканчик) gets the form hint, heard wrong or listened to again: the
family the answers code compares with holds the secret noun's productive diminutives
(`referee.speakers.answers.diminutives`), each kept only when the checker calls it same-root."""

from __future__ import annotations

import numpy as np
import pytest

from common.analyzer import parse
from referee.events import WordEvent
from referee.language.morphology import morphology
from referee.replay.transcript import CardSpan
from referee.rules.cards import TurnChecker
from referee.speakers.answers.diminutives import _built, diminutives
from referee.speakers.answers.heard_guess import family_keys, sounds_like
from referee.speakers.answers.second_listen import candidates, second_listen
from referee.speakers.attribution import EXPLAINER, GUESSER
from referee.speakers.verdicts import prompt_of

AUDIO = np.zeros(3 * 16_000, np.int16)


@pytest.mark.parametrize(("secret", "diminutive"), [
    ("стакан", "стаканчик"),  # -чик after н
    ("сейф", "сейфик"),  # -ик
    ("носорог", "носорожок"),  # -ок, the velar softened
    ("лодка", "лодочка"),  # -очка, the suffix -к giving way
    ("ложка", "ложечка"),  # -ечка after a hushing sound
    ("нога", "ножка"),  # -ка, the velar softened
    ("сосна", "сосенка"),  # -ка with a fleeting vowel
    ("лиса", "лисонька"),  # -онька
    ("лиса", "лисушка"),  # -ушка
    ("гнездо", "гнездышко"),  # -ышко
])
def test_a_nouns_productive_diminutive_is_built(secret: str, diminutive: str) -> None:
    assert diminutive in diminutives(secret)


def test_only_the_diminutives_the_checker_calls_same_root_are_kept() -> None:
    built = _built("кукла", parse("кукла")[0].tag.gender)
    assert {"куколка", "кукелка"} <= built  # either fleeting vowel is tried
    assert diminutives("кукла") == {"куколка"}
    assert morphology().same_root("кукла", "кукелка") is None


@pytest.mark.parametrize("secret", ["бежать", "красный", "железная дорога",
                                    "история", "лассо", "перец", "чайник"])
def test_a_word_that_is_no_noun_or_of_no_productive_shape_has_none(secret: str) -> None:
    assert diminutives(secret) == frozenset()


def test_the_family_compared_with_holds_the_diminutives() -> None:
    assert "сейфик" in {form for _, form in family_keys("сейф")}
    assert "сейф" not in {form for _, form in family_keys("сейф")}


def test_a_diminutive_heard_wrong_is_the_form_hint_not_the_guess() -> None:
    assert sounds_like("стаканчек", "стакан") == ("form", "стаканчик")
    assert ("form", "сейфик") in candidates("сейфек", "сейф")


def test_the_guessers_diminutive_heard_as_a_word_is_listened_to_for_it() -> None:
    words = [WordEvent(0, "посуда", 0.0, 0.6, speaker=EXPLAINER),
             WordEvent(1, "стаканчиком", 1.6, 2.2, speaker=GUESSER)]
    checker = TurnChecker.for_targets([CardSpan("стакан", 0.0, 100.0, "guessed")])
    alerts = [alert for word in words for alert in checker.feed(word)]

    def likelihoods(audio: np.ndarray, texts: list[str]) -> list[tuple[float, ...]]:
        return [(-1.0,) if text == "стаканчик" else (-6.0,) for text in texts]

    found = [a for a in alerts if a.span == (1, 2)] or second_listen(
        words, alerts, AUDIO, lambda _: "стакан", likelihoods)
    assert [prompt_of(a) for a in found] == ["form"]
