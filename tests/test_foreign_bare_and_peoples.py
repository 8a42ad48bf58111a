"""Rule G on words of French, German, Italian and Spanish said with no cue, and on peoples named
in passing («у испанцев сиеста»), which are no language cue (real pymorphy3, real wordfreq)."""

import pytest
from test_foreign_speech_guards import finished

from referee.rules.base import Token
from referee.rules.foreign.cues import cues
from referee.rules.foreign.evidence import one_letter_off, other_language_evidence


@pytest.mark.parametrize(
    "word,lang", [("эскуэла", "es"), ("вундербар", "de"), ("арривидерчи", "it"), ("эрмано", "es")]
)
def test_a_frequent_word_of_another_language_said_bare_is_foreign(word, lang):
    found = other_language_evidence(word)
    assert found is not None and found.lang == lang


@pytest.mark.parametrize(
    "word",
    [
        "франсиско",  # a name Russian text writes
        "долорес",
        "интерет",  # интернет with a letter lost
        "машиса",  # машина with a letter changed
        "сиеста",  # a Russian word
        "грасиас",  # wordfreq has it in Russian text
        "мучас",  # too short to be told from chance
    ],
)
def test_names_russian_words_and_their_slips_are_not_read_as_other_languages(word):
    assert other_language_evidence(word) is None


def test_one_letter_off_a_common_russian_word():
    assert one_letter_off("чемион")  # чемпион
    assert one_letter_off("скорше")  # скорее
    assert not one_letter_off("эскуэла")


def test_a_bare_word_of_another_language_is_found_in_an_explanation():
    assert finished("училище", "учатся там дети эскуэла", 1.0) == [("эскуэла",)]


def test_a_recognised_word_is_not_read_as_another_language_said_bare():
    """A recognizer writes garbled Russian («фламенька», «вертицы») as such words far more often
    than a foreign word: only typed text is read so."""
    assert finished("училище", "учатся там дети эскуэла", 0.95) == []


def test_the_secret_word_played_on_is_not_foreign():
    """«лобус» for глобус: one letter off the secret word, the sound-alike rule's business."""
    text = "шар на подставке похоже по звучанию на лобус"
    assert finished("глобус", text, 1.0) == []


def words(text: str) -> list[Token]:
    return [Token(i, w) for i, w in enumerate(text.split())]


@pytest.mark.parametrize(
    "text", ["в жару после обеда у испанцев сиеста", "у девочки коса а у итальянца усы"]
)
def test_a_people_named_after_a_preposition_is_no_cue(text):
    assert cues(words(text)) == []
    assert finished("дрёма", text, 1.0) == []


@pytest.mark.parametrize(
    "text,lang",
    [
        ("у немцев это называют хунд", "de"),  # a verb of naming follows
        ("вежливое слово испанцев пор фавор", "es"),  # no preposition before
        ("испанцы говорят ола", "es"),  # the nominative
        ("горит в походе по немец фойер", "de"),  # «по» is the cue's own preposition
    ],
)
def test_a_people_that_names_a_word_is_a_cue(text, lang):
    assert [c.langs for c in cues(words(text))] == [(lang,)]


def test_a_people_word_ending_the_turn_is_not_the_word_a_cue_announced():
    text = "говорит по русски как француз не так как мы"
    assert finished("выговор", text, 1.0) == []
