"""Session 32's changes to who spoke: a one-letter word split off the guesser's answer in noise
(«с ковородка» for сковородка), its letter falling in the explainer's segment across the pause,
does not make the answer the explainer's violation (`referee.speakers.verdicts`); a guess-like
segment given to the explainer below log-odds 2.0 is a lone answer (`attribution.Settings.doubt`),
so close voices leave no plain violation on the guesser's answer."""

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


@pytest.mark.parametrize("round_id, enrolled", [("s64", False), ("s65", True)])
def test_close_voices_leave_no_plain_violation_on_the_guessers_answer(round_id, enrolled) -> None:
    """Close voices (s64 Иван–Тимур, s65 Зоя–Рита: the prints' cosine 0.84 and 0.97) give the
    guesser's answers said alone to the explainer at log-odds 1.0–1.4 (true words, clean: «дуб»
    unenrolled, «пёрышко» enrolled): under `Settings.doubt` (2.0) they are lone answers, asked of
    the judge as the guesser's, marked unsure, not shown as the explainer's violations."""
    from referee.speakers.evaluation import attributed, checked
    from referee.speakers.rounds import all_rounds
    from tests.test_speakers_attribution import encoder, prints_of

    (round_,) = all_rounds(ids=[round_id])
    tagged = attributed(round_.words, round_.audio, encoder(),
                        prints_of(round_) if enrolled else None)
    on_guessers = [a for a in checked(round_, tagged)
                   if all(round_.speakers[i] == "guesser" for i in range(*a.span))]
    assert on_guessers and not [a for a in on_guessers if is_violation(a)]
