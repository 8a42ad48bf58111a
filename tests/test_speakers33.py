"""Session 33's change to who spoke: the speaker shown for a doubtful word (a lone answer's place,
the voices unsure) is read with the turn's taking of turns (`attribution.Settings.switch_reply`):
after a description the explainer gives way to the guesser's reply more often than after a short
reply, so close voices no longer show the guesser's short answers as the explainer's."""

from __future__ import annotations

import pytest

from tests.speakers_support import spoken_turn


@pytest.mark.slow
def test_a_doubtful_answer_after_a_description_is_shown_as_the_guessers() -> None:
    """Two players the prints cannot tell apart (one voice: every score 0): the short word said
    alone after the explainer's description is the guesser's reply by the turn's taking of turns
    (`Settings.switch_reply`), the explainer's «нет» after it the explainer's; both stay doubtful
    (lone answers), so the rules judge them by their place as before."""
    from referee.speakers.evaluation import attributed
    from referee.speakers.prints import PairPrints, voice_print
    from referee.speakers.rounds import enrolment_audio
    from referee.speakers.verdicts import LONE, rule_speaker
    from tests.speakers_support import encoder

    audio, words, truth = spoken_turn([
        ("explainer", ["большой", "бурый", "зверь", "живёт", "в", "лесу", "спит", "зимой"]),
        ("guesser", ["медведь"]),
        ("explainer", ["нет"]),
    ])
    same = voice_print(encoder(), enrolment_audio("Борис"))
    tagged = attributed(words, audio, encoder(), PairPrints(same, same))
    assert [w.speaker for w in tagged[-2:]] == truth[-2:] == ["guesser", "explainer"]
    assert all(w.speaker_doubtful and rule_speaker(w) == LONE for w in tagged[-2:])
    assert all(w.speaker == "explainer" for w in tagged[:3])
