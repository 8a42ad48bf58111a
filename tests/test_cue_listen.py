"""Listening again to a garbled language cue (`referee.speech.cue_listen`): which heard stretches
are listened to, how a re-heard cue reaches the checker and the judge, and Whisper's forced
likelihood deciding over Festival's speech."""

from __future__ import annotations

import numpy as np
import pytest

from referee.events import Alert, WordEvent
from referee.measure.speech_eval import check_heard, heard_tokens
from referee.speech.cue_listen import (
    Reheard,
    chosen,
    cue_texts,
    listen_turn,
    marked,
    reheard,
    stretches,
)


def heard(text: str, conf: float = 0.8) -> list[WordEvent]:
    return [WordEvent(i, word, i * 0.5, i * 0.5 + 0.4, conf) for i, word in enumerate(text.split())]


def all_stretches(words: list[WordEvent]) -> list[tuple[int, int]]:
    return [s for at in range(len(words)) for s in stretches(words, at)]


def test_a_stretch_loosely_near_a_cue_is_listened_to() -> None:
    assert (0, 1) in stretches(heard("тальянсон называют её феста"), 0)  # said итальянцы
    assert (3, 5) in stretches(heard("летает и поёт пахван сфистки узо"), 3)  # по французски
    # «пафан сфистки» joined has «франц» blurred (`cues.blurred_french_cue`): read as a cue
    assert stretches(heard("летает и поёт пафан сфистки узо"), 3) == []
    # «сфюстки» is a French cue heard blurred (`cues.blurred_french_cue`): nothing to listen to
    assert stretches(heard("летает и поёт пафан сфюстки узо"), 3) == [(3, 4)]


def test_two_words_only_when_each_adds_to_the_cue() -> None:
    """«профамсоверский лиор»: the second word is the foreign one, not a piece of the cue; a
    one-letter word is a word of its own («штангой с»). («профансоверский» itself is now a cue
    to the text side: `cues.blurred_french_cue`.)"""
    assert stretches(heard("профамсоверский лиор"), 0) == [(0, 1)]
    assert (0, 2) not in stretches(heard("настранцей с"), 0)


@pytest.mark.parametrize("text", ["любит испанские блюда", "живёт в испании", "едет по франции",
                                  "по французски фромаж"])
def test_a_cue_word_is_never_listened_to_again(text: str) -> None:
    """A Russian word that is a cue (or a place a cue names) is read by the foreign rule as it is:
    nothing to re-hear, whatever the audio."""
    assert all_stretches(heard(text)) == []


def test_typed_text_and_short_words_are_not_listened_to() -> None:
    assert all_stretches(heard("тальянсон называют", conf=1.0)) == []
    assert all_stretches(heard("фанц")) == []


def test_two_words_are_scored_for_two_word_cues_only() -> None:
    assert cue_texts("пафан сфюстки", 2) and all(
        len(cue.split()) == 2 for cue in cue_texts("пафан сфюстки", 2))
    assert "итальянцы" in cue_texts("тальянсон", 1)
    assert "по немецки" not in cue_texts("тальянсон", 1)  # far in sound: not scored


def test_the_likeliest_of_overlapping_stretches_is_kept() -> None:
    two = Reheard(3, 5, "пафан сфюстки", "по французски", 11.9)
    one = Reheard(3, 4, "пафан", "французы", 7.8)
    later = Reheard(6, 7, "тальянсон", "итальянцы", 9.2)
    assert chosen([one, later, two]) == [two, later]


def test_the_checker_judges_the_word_after_a_reheard_cue_as_cued() -> None:
    """Heard «пахван сфистки фромаж», said «по французски фромаж»: the checker, handed the words
    re-heard, flags фромаж, and its explanation says the cue was re-heard. (Mid-turn: the
    turn's last word heard fairly surely is foreign with no cue, `Foreign._unsure_last`.)"""
    words = heard("пахван сфистки фромаж жёлтый с дырками")
    assert check_heard("сыр", words, 0.5) == []
    found = [Reheard(0, 2, "пахван сфистки", "по французски", 11.0)]
    assert [w.text for w in reheard(words, found)][:3] == ["по", "французски", "фромаж"]
    [alert] = check_heard("сыр", reheard(words, found), 0.5)
    alert = marked(alert, found)
    assert alert.rule == "foreign" and alert.words == ("фромаж",)
    assert "переслушивания" in alert.explanation and "«пахван сфистки»" in alert.explanation


def test_only_foreign_alerts_near_a_reheard_cue_are_marked() -> None:
    found = [Reheard(3, 4, "тальянсон", "итальянцы", 9.0)]
    far = Alert("foreign", (20, 21), ("гуд",), 0.9, "«гуд» — иностранное слово")
    other = Alert("cognate", (4, 5), ("сырный",), 0.9, "однокоренное")
    assert marked(far, found) == far and marked(other, found).explanation == "однокоренное"
    assert "переслушивания" in marked(
        Alert("foreign", (4, 5), ("феста",), 0.9, "«феста»"), found).explanation


def said_and_heard(text: str) -> tuple[np.ndarray, list[WordEvent]]:
    from tests.whisper_support import festival_samples, whisper_base

    audio = festival_samples(text)
    return audio, heard_tokens(whisper_base().transcribe(audio))


@pytest.mark.slow
def test_a_garbled_french_cue_is_reheard_and_the_word_after_it_flagged() -> None:
    """Festival's «… перед сном по французски ливр» is heard with the cue mangled («…
    профансоверский лиор», «профансоверскеле ор» on this workplace's machines). Since foreign22
    the text side reads such a word as the French cue («франц» blurred:
    `cues.blurred_french_cue`), so nothing is left to listen to again and the foreign word after
    it (or run into it) is flagged as cued."""
    from tests.whisper_support import whisper_base

    audio, words = said_and_heard("её читают перед сном по французски ливр")
    found = listen_turn(words, audio, whisper_base().likelihoods)
    assert chosen(found) == []
    alerts = [marked(a, found) for a in check_heard("книга", reheard(words, found), 0.5)]
    assert [a.rule for a in alerts] == ["foreign"]


@pytest.mark.slow
def test_a_russian_word_near_a_cue_stays_as_heard() -> None:
    """A Russian word loosely near a cue in letters («полоски») is listened to, and its audio
    says it."""
    from tests.whisper_support import whisper_base

    audio, words = said_and_heard("на полке стоят полоски бумаги")
    assert all_stretches(words)  # listened to
    assert listen_turn(words, audio, whisper_base().likelihoods) == []
