"""Session 34's change to who spoke: an utterance that goes on past a guess's length leans to the
explainer (`attribution.Settings.lean_long`): a guesser answers briefly, an explainer describes at
length, so close voices whose prints lean a little the wrong way no longer give the middle of the
explainer's description to the guesser."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.speakers_support import spoken_turn

_LINES = [
    ("explainer", ["старый", "дом", "где", "хранят", "книги", "и", "читают", "их"]),
    ("guesser", ["школа"]),
    ("explainer", ["нет", "там", "тихо", "и", "берут", "книги", "домой", "на", "неделю",
                   "бесплатно"]),
]


def _leaning_prints():  # noqa: ANN202 - a PairPrints
    """Prints of one voice, the guesser's a little longer: every segment of that voice scores a
    little toward the guesser (about -0.03, as the close pairs' explainers' segments did)."""
    from referee.speakers.prints import PairPrints, voice_print
    from referee.speakers.rounds import enrolment_audio
    from tests.speakers_support import encoder

    same = voice_print(encoder(), enrolment_audio("Борис"))
    return PairPrints(same, same * 1.035)


@pytest.mark.slow
def test_a_long_description_after_a_guess_stays_the_explainers() -> None:
    """The explainer's descriptions, in a voice the prints lean to the guesser's side, are the
    explainer's once they go on past a guess's length (before, from the fourth word on, all went
    to the guesser or uncertain); the guess itself (short, after a pause) stays the guesser's."""
    from referee.speakers.evaluation import attributed
    from tests.speakers_support import encoder

    audio, words, truth = spoken_turn(_LINES)
    tagged = attributed(words, audio, encoder(), _leaning_prints())
    assert [w.speaker for w in tagged] == truth
    assert tagged[8].text == "школа" and tagged[8].speaker == "guesser"


@pytest.mark.slow
def test_without_the_lean_the_leaning_prints_give_the_reply_away() -> None:
    """The same turn with `lean_long` 0 (the attribution before session 34): the explainer's
    long reply ends on the guesser's side — what the lean is there for."""
    from referee.speakers.attribution import Settings
    from referee.speakers.evaluation import attributed
    from tests.speakers_support import encoder

    audio, words, truth = spoken_turn(_LINES)
    tagged = attributed(words, audio, encoder(), _leaning_prints(),
                        replace(Settings(), lean_long=0.0))
    assert any(w.speaker != "explainer" for w, who in zip(tagged[9:], truth[9:], strict=True)
               if who == "explainer")


def test_the_lean_grows_only_past_a_guess_length() -> None:
    """`_past`: nothing up to `guess_seconds`, then the seconds beyond it."""
    from referee.speakers.attribution import Settings, _past

    limit = Settings().guess_seconds
    assert _past(limit * 0.5, limit) == _past(limit, limit) == 0.0
    assert _past(limit + 0.7, limit) == pytest.approx(0.7)
