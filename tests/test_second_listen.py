"""The second listen to the guesser's answers (`referee.speakers.answers.second_listen`): which
forms it listens for, and Whisper's forced likelihood deciding over real Russian speech
(Festival)."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from referee.events import Alert, WordEvent
from referee.speakers.answers.second_listen import METHOD, candidates, second_listen, word_audio
from referee.speakers.attribution import EXPLAINER, GUESSER
from referee.speakers.verdicts import prompt_of


def test_listens_for_the_secret_word_and_family_forms_near_the_heard_word() -> None:
    assert ("guess", "птица") in candidates("тиса", "птица")
    assert ("form", "ножик") in candidates("нужок", "нож")
    assert ("guess", "мяч") in candidates("яч", "мяч")  # two sounds: Whisper decides


def test_does_not_listen_for_far_or_much_shorter_forms() -> None:
    assert candidates("корабль", "лодка") == []  # a wrong guess is no candidate's
    assert all(form != "снег" for _, form in candidates("снегрик", "снег"))  # shorter by 3
    assert candidates("а", "мяч") == []


def test_a_words_audio_stops_at_its_neighbours() -> None:
    audio = np.arange(16_000 * 3, dtype=np.int16)
    words = [WordEvent(0, "это", 0.0, 1.0), WordEvent(1, "тиса", 1.1, 1.5),
             WordEvent(2, "да", 2.5, 2.8)]
    stretch = word_audio(words, 1, audio)
    assert stretch[0] == 16_000 and stretch[-1] == int(1.8 * 16_000) - 1


def _said(text: str) -> np.ndarray:
    from tests.whisper_support import festival_samples

    return festival_samples(text)


def _heard(text: str, audio: np.ndarray, speaker: str) -> list[WordEvent]:
    return [WordEvent(0, text, 0.0, len(audio) / 16_000, speaker=speaker)]


@pytest.mark.slow
def test_whisper_scores_the_said_word_above_what_was_misheard() -> None:
    from tests.whisper_support import whisper_base

    said, misheard, wrong = whisper_base().likelihoods(_said("птица"),
                                                       ["птица", "тиса", "корабль"])
    assert sum(said) > sum(misheard) > sum(wrong)
    assert min(map(len, (said, misheard, wrong))) >= 2  # per token, and the end of text
    assert whisper_base().likelihoods(np.zeros(100, np.int16), ["птица"]) == [(-math.inf,)]


@pytest.mark.slow
def test_the_guessers_misheard_secret_word_asks_whether_guessed() -> None:
    from tests.whisper_support import whisper_base

    audio = _said("птица")
    words = _heard("тиса", audio, GUESSER)
    [alert] = second_listen(words, [], audio, lambda _: "птица", whisper_base().likelihoods)
    assert prompt_of(alert) == "guess" and alert.exact_target
    assert alert.evidence["method"] == METHOD and alert.evidence["form"] == "птица"
    assert "похоже на «птица»" in alert.explanation and "переслушано" in alert.explanation


@pytest.mark.slow
def test_a_lone_answer_is_listened_to_again_and_marked_unsure() -> None:
    """A word the voices give the explainer on little evidence, said alone after a pause
    (`speaker_doubtful`): a lone answer, listened to as the guesser's, its answer marked unsure."""
    from tests.whisper_support import whisper_base

    audio = _said("птица")
    words = [replace(w, speaker_doubtful=True) for w in _heard("тиса", audio, EXPLAINER)]
    [alert] = second_listen(words, [], audio, lambda _: "птица", whisper_base().likelihoods)
    assert prompt_of(alert) == "guess" and alert.evidence["speaker_unsure"]
    assert "если это объясняющий — нарушение" in alert.explanation


@pytest.mark.slow
def test_never_listens_again_to_the_explainer_or_a_word_already_judged() -> None:
    from tests.whisper_support import whisper_base

    audio = _said("птица")
    likelihoods = whisper_base().likelihoods
    assert second_listen(_heard("тиса", audio, EXPLAINER), [], audio, lambda _: "птица",
                         likelihoods) == []
    raised = Alert("cognate", (0, 1), ("тиса",), 0.5, "уже поднято")
    assert second_listen(_heard("тиса", audio, GUESSER), [raised], audio, lambda _: "птица",
                         likelihoods) == []


@pytest.mark.slow
@pytest.mark.parametrize(("said", "secret"), [("меч", "мяч"), ("люк", "лук"),
                                              ("горка", "корка"), ("кошка", "кашка")])
def test_a_wrong_guess_near_in_sound_stays_no_answer(said: str, secret: str) -> None:
    """Re-decoding with the forms as Whisper's prompt or hotwords turns меч into «мяч», люк into
    «лук», горка (prompt) or кошка (hotwords) into the secret word; the forced likelihood does
    not."""
    from tests.whisper_support import whisper_base

    pause = np.zeros(4800, np.int16)
    audio = np.concatenate([pause, _said(said), pause])
    heard = [replace(w, speaker=GUESSER) for w in whisper_base().transcribe(audio)]
    assert heard and candidates(heard[0].text, secret)  # listened to again, really
    assert second_listen(heard, [], audio, lambda _: secret, whisper_base().likelihoods) == []
