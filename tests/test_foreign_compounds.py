"""Foreign compounds said whole, rarer long words of other languages said bare, and a Russian
preposition run into its word (real pymorphy3, real wordfreq)."""

import pytest
from checker_cases import flags, rows
from heard_support import foreign_alerts_heard as heard

from referee.language.russianlike import diminutive_of_known, glued_preposition
from referee.rules.foreign.compounds import foreign_compound
from referee.rules.foreign.evidence import (
    bare_candidate,
    compound_evidence,
    other_language_evidence,
)

# target | typed text | the compound or long word said bare
BARE = """
перчатка | надевают на руку зимой хандшух          | хандшух
двор     | за домом играют дети бэкъярд            | бэкъярд
ноготь   | на пальце растёт фингернейл             | фингернейл
плащ     | надевают в дождь рейнкоут               | рейнкоут
камин    | греются у огня фаерплейс                | фаерплейс
ужин     | вечером едят немцы абендброт            | абендброт
белка    | прыгает по веткам с орехами скоятоло    | скоятоло
мышь     | летучая висит вниз головой мурсьелаго   | мурсьелаго
"""

# loanwords in Russian use, built of English pieces: Russian text writes them
IN_USE = """
площадка | катаемся в скейтпарке
обед     | перекусили в фастфуде
работа   | на тимбилдинге играли в мяч
спорт    | он сноубордист со стажем
"""


@pytest.mark.parametrize("target,text,word", rows(BARE))
def test_a_compound_or_long_word_said_bare_is_foreign(target, text, word):
    assert flags("foreign", target, text, word)


@pytest.mark.parametrize("target,text", rows(IN_USE))
def test_a_loanword_compound_in_use_passes(target, text):
    assert not flags("foreign", target, text)


def test_compound_pieces_are_english_words_as_they_sound():
    pieces = foreign_compound("бэкъярд")
    assert pieces is not None and [p.word for p in pieces] == ["back", "yard"]


def test_a_russian_piece_keeps_a_compound_russian():
    assert compound_evidence("сапдоска") is None  # сап is a Russian word
    assert foreign_compound("сапборд") is None


def test_a_long_word_of_another_language_counts_from_a_lower_frequency():
    found = other_language_evidence("скоятоло")  # scoiattolo, Zipf about 3.2
    assert found is not None and found.lang == "it"


# word | a preposition run into the word it governs
GLUED = """
напятерку | yes
изпечи    | yes
вдоме     | yes
ковылет   | no
кросс     | no
уотер     | no
соборде   | no
"""


@pytest.mark.parametrize("word,glued", rows(GLUED))
def test_a_preposition_run_into_its_word(word, glued):
    assert glued_preposition(word) == (glued == "yes")


def test_a_preposition_run_into_its_word_is_russian_heard():
    # after a language adjective, ending the turn: no foreign word the cue announced
    assert heard("оценка", "дочь:0.37 сдала:0.9 немецкий:0.80 напятерку:0.63") == []
    # bare, the turn's last word heard fairly surely
    assert heard("рыба", "индейцев:0.86 с:0.29 озвучной:0.73 схрам:0.81") == []


@pytest.mark.parametrize("word", ["тромбончики", "тромбончиком", "пиццочку"])
def test_a_diminutive_of_a_dictionary_noun_is_russian(word: str) -> None:
    """A diminutive no dictionary lists, of a noun it does list (тромбон-чик-и), is Russian
    however its letters split into foreign words: never a bare foreign candidate."""
    assert diminutive_of_known(word)
    assert not bare_candidate(word)


@pytest.mark.parametrize("word", ["пайнкоун", "бафроуб", "хандшух", "креслик", "зеркалик"])
def test_a_foreign_compound_is_no_diminutive(word: str) -> None:
    """Foreign compounds are none, nor a masculine -ик on a neuter noun (кресл-о): a diminutive
    keeps its base's gender."""
    assert not diminutive_of_known(word)
