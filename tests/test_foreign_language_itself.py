"""Rule G on a language named as such, not as a cue for a word of it: learnt or known («выучил
немецкий язык»), translated from («переводит с немецкого»), or a thing of that country after «на»
(«играет на испанской гитаре»). Heard, the noun after it is often garbled and read as the foreign
word (real pymorphy3, real wordfreq)."""

import pytest
from test_foreign_speech_guards import finished

from referee.rules.base import Token
from referee.rules.foreign.cues import cues


def heard(text: str, conf: float = 0.9) -> list[Token]:
    return [Token(i, w, float(i), i + 0.5, conf) for i, w in enumerate(text.split())]


@pytest.mark.parametrize(
    "text",
    [
        "выучил немецкие язы",  # a verb of learning: the language itself
        "знает английский",
        "учит французский и немецкий",
        "переводит книги с немецкого озв ка",  # the language translated from
        "переводит тексты с английского",
        "играет на испанской гитаре",  # a thing of that country after «на»
        "фотографирует на итальянской площади",
    ],
)
def test_a_language_named_as_such_is_no_cue(text):
    assert cues(heard(text)) == []
    assert cues(heard(text, 1.0)) == []


@pytest.mark.parametrize(
    "text",
    [
        "на английском хэнд",  # «на английском» names the language a word is said in
        "на английском языке хэнд",
        "по английски хэнд",
        "говорят по английски кэт",  # a verb of naming keeps its cue
        "англичане говорят кэт",
    ],
)
def test_a_language_a_word_is_said_in_stays_a_cue(text):
    assert cues(heard(text)) != []


def test_a_garbled_noun_after_a_language_learnt_is_not_foreign():
    """Heard, «выучил немецкий язык» came as «выучил немецкие язы»: «язы» is no German word said."""
    assert finished("толмач", "уехал в германию и выучил немецкие язы", 0.9) == []
    assert finished("толмач", "переводит книги с немецкого озв ка", 0.9) == []
    assert finished("бард", "играет на испанской гитаре", 0.9) == []


def test_a_word_said_in_a_language_is_still_foreign():
    assert finished("рука", "на английском хэнд", 0.9) == [("хэнд",)]
    assert finished("кошка", "говорят по немецки катце", 1.0) == [("катце",)]


def test_a_noun_heard_after_na_angliyskom_is_still_the_word_said():
    """«на английском» names the language whatever Russian noun the foreign word is heard as
    («бане» for bunny agrees with it as the locative of бан)."""
    assert cues(heard("маленький ушастый зверек на английском бане")) != []


def test_the_last_word_after_a_cue_heard_unsure_is_the_word_announced():
    """Whatever Russian word the recognizer wrote it as: unsure of it, it met a word it does not
    know («по английски сердце» for sword, 0.21; «французы называют поле» for poulet, 0.39)."""
    assert finished("меч", "оружие рыцаря по английски сердце", 0.3) == [("сердце",)]
    assert finished("курица", "маленькая курочка французы называют поле", 0.39) == [("поле",)]
    assert finished("трава", "по немецки идешь", 0.45) == [("идешь",)]


def test_the_last_word_after_a_cue_heard_surely_or_leading_on_stays_russian():
    assert finished("трава", "по немецки идешь", 0.85) == []  # sure enough: a Russian verb
    # (below 0.8 a verb there is the foreign word misheard: `heard_last_verb`)
    assert finished("курица", "маленькая курочка французы называют поле", 0.6) == []
    # a function word after it may be the foreign word itself
    assert finished("корова", "мычит на лугу французски свистки ваш", 0.33) == []
    # a thing of the country a lone language adjective describes
    assert finished("турист", "фотографирует итальянские площади", 0.4) == []
