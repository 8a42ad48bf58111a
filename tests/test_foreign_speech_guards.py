"""The foreign rule on recognised speech: misheard Russian is never foreign, a cue is heard even
when garbled, and the word after it even when misheard (real pymorphy3, real wordfreq)."""

import pytest
from checker_cases import rows

from referee.events import WordEvent
from referee.language.russianlike import (
    near_russian,
    one_edit,
    russian_compound,
    without_tail_consonant,
)
from referee.language.translit import latin_word, nearest_foreign
from referee.rules.base import Token
from referee.rules.checker import Checker
from referee.rules.foreign.cues import heard_cue
from referee.rules.foreign.rule import Foreign


def heard(target: str, text: str, conf: float) -> list[tuple[str, ...]]:
    """The foreign alerts on `text` recognised word by word with confidence `conf`."""
    checker = Checker(target)
    for i, word in enumerate(text.split()):
        checker.feed(WordEvent(i, word, float(i), i + 0.5, conf))
    return [a.words for a in checker.alerts if a.rule == "foreign"]


# word heard | the common Russian word it is one sound slip from
MISHEARD = """
суб   | суп
ухеет | ухает
возь  | воз
дри   | три
"""


@pytest.mark.parametrize("word,meant", rows(MISHEARD))
def test_a_slip_from_a_common_russian_word_is_found(word, meant):
    assert meant in set(one_edit(word))
    assert near_russian(word) is not None


@pytest.mark.parametrize("word", ["хаммер", "хоспитал", "шовел", "нахбар", "диманш", "фидбек"])
def test_a_transcription_is_not_near_russian(word):
    assert near_russian(word) is None


@pytest.mark.parametrize("word,meant", [("водут", "воду"), ("кашат", "каша"), ("мамук", "маму")])
def test_a_consonant_run_into_a_common_word_form_is_near_russian(word, meant):
    assert near_russian(word) == meant


@pytest.mark.parametrize("word", ["плант", "хорс", "стронг", "рыбы"])
def test_a_cluster_of_its_own_is_not_a_run_in_consonant(word):
    assert without_tail_consonant(word) is None


def test_misheard_russian_without_a_cue_is_not_foreign_when_recognised_unsure():
    text = "ей едят суб и кашу"
    assert heard("ложка", text, 0.75) == []
    assert heard("ложка", "птица ночная ухеет глаза большие", 0.7) == []


def test_a_low_confidence_word_without_a_cue_is_not_foreign():
    assert heard("праздник", "все кричат виктори", 0.5) == []


def test_an_unsure_dictionary_word_without_a_cue_is_not_foreign():
    assert heard("кошелёк", "ну парт монет туда кладу деньги", 0.8) == []


def test_a_typed_transcription_stays_foreign():
    assert heard("холодильник", "стоит на кухне в нём хранят фуд", 1.0) == [("фуд",)]


# heard cue word | language
GARBLED_CUES = """
английскии  | en
англиски    | en
английки    | en
панемецкие  | de
руфски      | en
"""


@pytest.mark.parametrize("word,lang", rows(GARBLED_CUES))
def test_a_garbled_cue_is_heard_by_sound(word, lang):
    assert lang in heard_cue(word)


@pytest.mark.parametrize("word", ["английский", "немецкий", "русские", "рисовать", "глянцевый"])
def test_a_russian_word_is_no_garbled_cue(word):
    assert heard_cue(word) is None


def test_the_word_after_a_garbled_cue_is_foreign():
    assert heard("рыба", "живёт в воде по англиски фиш", 0.8) == [("фиш",)]


def test_fillers_after_a_cue_are_skipped():
    assert heard("снег", "падает зимой по английски и сноу", 0.8) == [("сноу",)]
    assert heard("сапог", "обувь по английски ну это самое бутс", 0.8) == [("бутс",)]


def test_a_transcription_misheard_in_its_vowels_after_a_cue():
    assert nearest_foreign("франд", ("en",)).word == "friend"
    assert heard("друг", "близкий человек по английски франд", 0.7) == [("франд",)]


def test_russian_after_a_cue_is_not_foreign():
    assert heard("турист", "говорит по английски плохо", 0.9) == []
    assert heard("акцент", "говоришь по немецки а звучит как будто иностранец", 0.9) == []


def test_a_word_written_in_latin_letters():
    assert latin_word("hospital", ("en",)).word == "hospital"
    assert heard("больница", "там лечат по английски hospital", 0.8) == [("hospital",)]


def test_a_loanword_in_russian_use_is_allowed_even_misspelt():
    for text in ("выступает в шапито", "на входе стоит секьюрити", "деньги кладут в портмоне",
                 "в кузове рефрижератор", "в кузове рифрижератор"):
        assert heard("клоун", text, 1.0) == [], text
        assert heard("клоун", text, 0.8) == [], text


def test_tokens_carry_confidence_to_the_rule():
    tokens = [Token(0, "все"), Token(1, "кричат"), Token(2, "виктори", conf=0.3)]
    assert Foreign().check(tokens, "победа") == []


def test_a_non_russian_word_after_a_cue_is_foreign_even_unread():
    alerts = [a for a in Foreign().check([Token(0, "по"), Token(1, "английски"),
                                          Token(2, "бридмыш", conf=0.8)], "мост")]
    assert [a.words for a in alerts] == [("бридмыш",)]
    assert alerts[0].evidence["foreign_word"] == ""


def test_an_unsure_unread_word_right_after_a_cue_is_the_foreign_word_misheard():
    """Decoding Russian, the recognizer is unsure of the foreign word it cannot spell."""
    assert heard("мост", "по английски бридмыш", 0.4) == [("бридмыш",)]
    assert heard("вежливость", "просят по немецки битвия спасибо", 0.44) == [("битвия",)]


def test_a_barely_heard_word_after_a_cue_or_one_further_on_is_not_foreign():
    assert heard("мост", "по английски бридмыш", 0.2) == []
    assert heard("мост", "по английски ну мост бридмыш", 0.4) == []  # second after the cue


@pytest.mark.parametrize("word", ["ногомяч", "мокроступы", "пароход"])
def test_a_russian_compound_is_russian(word):
    assert russian_compound(word)
    assert heard("футбол", f"по английски {word}", 1.0) == []


@pytest.mark.parametrize("word", ["хаммер", "хоспитал", "нахбар", "хеджхог"])
def test_a_transcription_is_no_russian_compound(word):
    assert not russian_compound(word)


@pytest.mark.parametrize(
    "text",
    ["итальянская заплеканка из листов теста", "итальянские десерции с маскарпоне"],
)
def test_a_misheard_noun_after_a_language_adjective_is_not_foreign(text):
    assert heard("лазанья", text, 0.9) == []


def test_a_foreign_word_after_a_heard_adjective_cue_is_still_found():
    assert heard("рука", "английский хэнд", 0.9) == [("хэнд",)]


def test_an_english_function_word_heard_alone_in_latin_letters_is_not_foreign():
    # «светофор» heard as «свет о for»: a Russian syllable written as an English word
    assert heard("перекрёсток", "там горит свет о for", 0.9) == []
    assert heard("дом", "это мой house", 0.9) == [("house",)]


def finished(target: str, text: str, conf: float) -> list[tuple[str, ...]]:
    """The foreign alerts on `text` recognised with confidence `conf`, once the turn ended."""
    checker = Checker(target)
    for i, word in enumerate(text.split()):
        checker.feed(WordEvent(i, word, float(i), i + 0.5, conf))
    checker.finish()
    return [a.words for a in checker.alerts if a.rule == "foreign"]


def test_a_heard_russian_noun_ending_the_turn_after_a_cue_is_the_word_it_announced():
    """Heard fairly surely, the dictionary word after the cue is no reason to doubt it: the
    cue announced a foreign word and no other came («по английски сок» = sock)."""
    assert finished("носок", "надевают на ногу по английски сок", 0.8) == [("сок",)]
    # heard unsure, it is the word announced whatever it reads as (`heard_unsure_last`)
    assert finished("носок", "надевают на ногу по английски сок", 0.4) == [("сок",)]
    assert finished("носок", "по английски сок так и запомни", 0.8) == []  # the turn went on


def test_a_heard_noun_ending_the_turn_right_after_a_cue_is_the_foreign_word_misheard():
    """A recognizer writes a foreign word it does not know as the nearest Russian noun: right
    after the cue and ending the turn, that noun is the word announced, even unread. Typed, or
    after a preposition («по английски с детства»), it is Russian."""
    assert finished("олень", "пятнистый в лесу по английски дому", 0.8) == [("дому",)]
    typed = Checker("олень")
    for i, word in enumerate("пятнистый в лесу по английски дому".split()):
        typed.feed(WordEvent(i, word, float(i), i + 0.5))
    assert typed.finish() == []
    assert finished("англичанка", "говорит по английски с детства", 0.8) == []
