"""Session 37's close voices without prints: while a turn sounds like one voice (voices closer
than the clustering can split them, as s84's, s89's and s91's pairs 100 cents apart), a doubtful
word (a short stretch said alone after a pause) is shown by the turn's taking of turns alone: the
reply to a description is the guesser's, the reply to a short answer the explainer's."""

from __future__ import annotations

import pytest

from tests.speakers_support import spoken_turn

_LINES = [  # one voice throughout: the clustering finds no second voice
    ("explainer", ["старый", "дом", "где", "хранят", "книги", "и", "читают", "их"]),
    ("guesser", ["школа"]),
    ("explainer", ["нет", "там", "тихо", "и", "берут", "книги", "домой"]),
]


@pytest.mark.slow
def test_one_voice_the_reply_to_a_description_is_shown_as_the_guessers() -> None:
    from referee.speakers.attribution import EXPLAINER, GUESSER
    from referee.speakers.evaluation import attributed
    from tests.speakers_support import encoder

    audio, words, truth = spoken_turn(_LINES)
    tagged = attributed(words, audio, encoder(), None)
    guess, reply = tagged[8], tagged[9]
    assert (guess.text, guess.speaker, guess.speaker_doubtful) == ("школа", GUESSER, True)
    # the explainer's «нет» after the short answer: short so far and alone after a pause, so
    # doubtful too, but a reply to a short answer is the explainer's
    assert (reply.text, reply.speaker) == ("нет", EXPLAINER)
    assert [w.speaker for w in tagged[:8]] == truth[:8]
    assert not any(w.speaker_doubtful for w in tagged[:8])

