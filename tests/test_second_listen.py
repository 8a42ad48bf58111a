"""The second listen to the guesser's answers (`referee.speakers.answers.second_listen`): which
forms it listens for, and Whisper's forced likelihood deciding over real Russian speech
(Festival)."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from referee.events import Alert, WordEvent
from referee.replay.transcript import CardSpan
from referee.rules.cards import TurnChecker
from referee.speakers.answers.second_listen import (
    METHOD,
    candidates,
    repeated_forms,
    second_listen,
    word_audio,
)
from referee.speakers.attribution import EXPLAINER, GUESSER
from referee.speakers.verdicts import prompt_of


def test_listens_for_the_secret_word_and_family_forms_near_the_heard_word() -> None:
    assert ("guess", "птица") in candidates("тиса", "птица")
    assert ("form", "ножик") in candidates("нужок", "нож")
    assert ("guess", "мяч") in candidates("яч", "мяч")  # two sounds: Whisper decides


def test_listens_for_a_one_syllable_answer_heard_a_sound_off() -> None:
    """Two sounds one off are half alike: at the old bar (0.55) no one-syllable answer heard a
    sound off («юж» for ёж) was ever listened to again; two sounds off stay out."""
    assert ("guess", "еж") in candidates("юж", "ёж")  # forms are spelt with е
    assert candidates("да", "ёж") == [] and candidates("ум", "ёж") == []
    assert ("guess", "зонт") in candidates("жон", "зонт")  # four sounds, two off


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


def _form_hints(secret: str, words: list[WordEvent]) -> list[Alert]:
    """The turn checker's alerts on `words` said under `secret`."""
    checker = TurnChecker.for_targets([CardSpan(secret, 0.0)])
    return [alert for word in words for alert in checker.feed(word)]


def test_a_family_form_heard_again_after_its_form_hint_is_listened_to_for_the_secret_word() -> None:
    """Told to name the word itself, a guesser does not say «фонарик» again: the recognizer,
    reading the turn as context, heard the next answer as the last one."""
    words = [WordEvent(0, "фонарик", 1.0, 1.5, speaker=GUESSER),
             WordEvent(1, "большой", 2.0, 2.5, speaker=EXPLAINER),
             WordEvent(2, "фонарик", 3.0, 3.5, speaker=GUESSER)]
    alerts = _form_hints("фонарь", words)
    assert [prompt_of(a) for a in alerts] == ["form", "form"]
    assert repeated_forms(words, alerts) == [2]
    assert repeated_forms(words, alerts[1:]) == []  # the first form hint is not a repeat


def test_another_form_another_card_or_the_explainer_is_no_form_heard_again() -> None:
    first = WordEvent(0, "фонарик", 1.0, 1.5, speaker=GUESSER)
    other = WordEvent(1, "фонари", 3.0, 3.5, speaker=GUESSER)
    assert repeated_forms([first, other], _form_hints("фонарь", [first, other])) == []
    again = WordEvent(1, "фонарик", 3.0, 3.5, speaker=GUESSER)
    one, two = _form_hints("фонарь", [first, again])
    another_card = replace(two, evidence={**two.evidence, "target_lemma": "фонарщик"})
    assert repeated_forms([first, again], [one, another_card]) == []
    told = WordEvent(1, "фонарик", 3.0, 3.5, speaker=EXPLAINER)  # a violation, no form hint
    assert repeated_forms([first, told], _form_hints("фонарь", [first, told])) == []


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
def test_a_diminutive_heard_half_alike_gives_the_form_hint() -> None:
    """«зержик» (said ёжик, s57 in noise) is only half alike ёж's family by sound («сиршик» and
    «ишики»): listened to again since `NEAR` is 0.5, a family form the likelier by the margin."""
    from tests.whisper_support import whisper_base

    audio = _said("ёжик")
    [alert] = second_listen(_heard("зержик", audio, GUESSER), [], audio, lambda _: "ёж",
                            whisper_base().likelihoods)
    assert prompt_of(alert) == "form" and alert.evidence["form"] in {"ежики", "ежиха", "ежихи"}


@pytest.mark.slow
def test_a_wrong_guess_heard_right_half_alike_stays_no_answer() -> None:
    """торт said under зонт, heard right: half alike («тарт», «сант»), so listened to again since
    `NEAR` is 0.5, and «торт» stays the likelier."""
    from tests.whisper_support import whisper_base

    audio = _said("торт")
    assert candidates("торт", "зонт")
    assert second_listen(_heard("торт", audio, GUESSER), [], audio, lambda _: "зонт",
                         whisper_base().likelihoods) == []


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


def _twice(first: str, then: str, heard: str, secret: str) -> tuple[list[WordEvent], np.ndarray]:
    """The guesser's `first` and `then` said a second apart, both heard `heard`."""
    pause = np.zeros(16_000, np.int16)
    one, two = _said(first), _said(then)
    audio = np.concatenate([one, pause, two])
    second = (len(one) + len(pause)) / 16_000
    return [WordEvent(0, heard, 0.0, len(one) / 16_000, speaker=GUESSER),
            WordEvent(1, heard, second, second + len(two) / 16_000, speaker=GUESSER)], audio


@pytest.mark.slow
def test_the_secret_word_heard_as_the_form_before_it_asks_whether_guessed() -> None:
    """фонарик, then фонарь, both heard «фонарик»: the second asks «Угадано?» (фонарь scores
    ≈6 above «фонарик» on its audio)."""
    from tests.whisper_support import whisper_base

    words, audio = _twice("фонарик", "фонарь", "фонарик", "фонарь")
    alerts = _form_hints("фонарь", words)
    [found] = second_listen(words, alerts, audio, lambda _: "фонарь", whisper_base().likelihoods)
    assert prompt_of(found) == "guess" and found.span == (1, 2)
    assert found.evidence["method"] == METHOD and found.evidence["form"] == "фонарь"
    assert "снова та же форма после подсказки" in found.explanation


@pytest.mark.slow
def test_a_family_form_said_twice_stays_the_form_hint() -> None:
    """фонарик said twice: фонарь scores ≈7 below «фонарик» on the second. (Whisper favours
    shorter texts: on ножик said twice нож scores +3.0, on самолётик самолёт +5.2, above the
    margin: a guesser who really says the same form again is asked «Угадано?»; the judge
    decides.)"""
    from tests.whisper_support import whisper_base

    words, audio = _twice("фонарик", "фонарик", "фонарик", "фонарь")
    alerts = _form_hints("фонарь", words)
    assert second_listen(words, alerts, audio, lambda _: "фонарь",
                         whisper_base().likelihoods) == []
