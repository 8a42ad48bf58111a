"""Signals that a word is Russian, not a foreign word said directly: Russian text inflects it
(`referee.language.russian_use`), a recognised word is a loanword heard in pieces, a cue mangled
beyond one slip is still a cue, and both words of a cued phrase are reported. Real pymorphy3 and
wordfreq."""

import pytest

from referee.events import WordEvent
from referee.language.russian_use import in_russian_use, russian_forms
from referee.language.russianlike import russian_text_spelling
from referee.rules.base import Token
from referee.rules.checker import Checker, check_text
from referee.rules.foreign.cues import loose_cue
from referee.rules.foreign.rule import heard_russian_text


def foreign_words(target: str, text: str, conf: float = 1.0) -> list[tuple[str, ...]]:
    """The words of the foreign alerts on `text` fed word by word with confidence `conf`."""
    checker = Checker(target)
    for i, word in enumerate(text.split()):
        checker.feed(WordEvent(i, word, float(i), i + 0.5, conf))
    return [a.words for a in checker.alerts if a.rule == "foreign"]


@pytest.mark.parametrize("word", ["пранк", "пранкер", "наггетс"])
def test_a_word_russian_text_inflects_is_in_use(word):
    assert in_russian_use(word)


@pytest.mark.parametrize("word", ["брейн", "нейбор", "гарбидж", "уорлд"])
def test_a_foreign_word_russian_text_does_not_inflect_is_not_in_use(word):
    assert not in_russian_use(word)


def test_a_loanword_in_use_said_bare_passes_and_a_foreign_word_does_not():
    assert foreign_words("шутка", "вчера был пранк") == []
    assert foreign_words("сосед", "живёт рядом нейбор") == [("нейбор",)]


def test_plural_endings_follow_russian_spelling():
    assert "пранки" in russian_forms("пранк")  # «и» after к
    assert "брейны" in russian_forms("брейн")
    assert "бранчей" in russian_forms("бранч")  # «-ей» after a sibilant


@pytest.mark.parametrize("word", ["пен", "кап", "смузи"])
def test_short_and_vowel_final_words_have_no_forms_to_look_up(word):
    assert russian_forms(word) == []


def test_both_words_of_a_cued_phrase_are_reported():
    assert foreign_words("дети", "по немецки алле киндер") == [("алле",), ("киндер",)]
    assert foreign_words("еда", "по французски бон апети") == [("бон",), ("апети",)]


def test_a_recognised_loanword_heard_in_two_pieces_is_not_foreign():
    words = "делает скейт бординг".split()
    tokens = [Token(i, w, float(i), i + 0.5, 0.8) for i, w in enumerate(words)]
    assert heard_russian_text(tokens, 2)
    assert foreign_words("спорт", "он делает скейт бординг", 0.8) == []


def test_a_typed_word_is_taken_as_spelt():
    tokens = [Token(i, w, float(i), i + 0.5) for i, w in enumerate("делает скейт бординг".split())]
    assert not heard_russian_text(tokens, 2)


def test_a_spelling_with_other_vowels_is_found_in_russian_text():
    assert russian_text_spelling("тинэйджер") == "тинейджер"
    assert russian_text_spelling("нейбор") is None


@pytest.mark.parametrize(
    "word,lang",
    [("пафранцвеский", "fr"), ("фанцузкий", "fr"), ("франсуский", "fr"), ("понимецкие", "de")],
)
def test_a_cue_mangled_beyond_one_slip_is_heard(word, lang):
    assert loose_cue(word) == (lang,)


@pytest.mark.parametrize("word", ["фанатский", "францисканский", "полоски", "английскими"])
def test_a_russian_or_unlike_word_is_no_loose_cue(word):
    assert loose_cue(word) is None


def test_the_word_after_a_mangled_cue_is_foreign():
    assert foreign_words("машина", "на ней ездят пафранцвеский вуатюр", 0.8) == [("вуатюр",)]


def test_typed_text_keeps_its_alerts_on_a_phrase_after_a_cue():
    alerts = check_text("вечер", "по немецки хойте абенд")
    assert [a.words for a in alerts if a.rule == "foreign"] == [("хойте",), ("абенд",)]
