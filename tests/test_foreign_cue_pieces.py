"""Language cues as a recognizer splits them: a cue word heard in two pieces («из панцы»), a
foreign word run into the cue word («испанскитию»), and how far after a cue its foreign phrase
reaches (real pymorphy3, real wordfreq)."""

import pytest
from heard_support import foreign_alerts_heard as heard_words
from test_foreign_speech_guards import finished as heard

from referee.rules.base import Token
from referee.rules.checker import check_text
from referee.rules.foreign.cues import cues, glued_cue_word


def tokens(text: str, conf: float) -> list[Token]:
    return [Token(i, word, conf=conf) for i, word in enumerate(text.split())]


@pytest.mark.parametrize("text,lang", [("из панцы говорят", "es"), ("англича не называют", "en")])
def test_a_cue_word_heard_in_two_pieces_is_a_cue(text, lang):
    (cue,) = cues(tokens(text, 0.7))
    assert (cue.begin, cue.end, cue.langs) == (0, 2, (lang,))


def test_two_russian_words_that_spell_a_cue_stay_apart():
    assert cues(tokens("затягивают ремнём и талию", 0.7)) == []  # not «Италию»


def test_typed_words_are_never_joined_into_a_cue():
    assert cues(tokens("из панцы говорят", 1.0)) == []


def test_the_word_after_a_cue_heard_in_two_pieces_is_foreign():
    assert heard("ботиночки", "обувают их на ноги из панские сапатос", 0.7) == [("сапатос",)]


@pytest.mark.parametrize(
    "word,langs,tail",
    [("испанскитию", ("es",), "тию"), ("английскиент", ("en",), "ент"),
     ("английскетус", ("en",), "тус")],
)
def test_a_foreign_word_run_into_the_cue_word(word, langs, tail):
    assert glued_cue_word(word) == (langs, tail)


@pytest.mark.parametrize("word", ["английскую", "испанскому", "немецкого", "английски"])
def test_a_cue_word_or_russian_word_has_nothing_run_into_it(word):
    assert glued_cue_word(word) is None


def test_the_token_with_a_foreign_word_run_into_its_cue_is_foreign():
    assert heard("дядька", "брат отца по испанскитию", 0.6) == [("испанскитию",)]
    assert heard("дядька", "брат отца по испанскитию", 1.0) == []  # typed: no such word run


def test_a_filler_run_into_the_cue_word_leaves_a_cue():
    (cue,) = cues(tokens("небо по толянскину", 0.6))
    assert not cue.glued and cue.langs == ("it",)
    assert heard("облачность", "закрыли небо по толянскину", 0.6) == []


def test_the_second_foreign_word_follows_the_first_with_no_russian_word_between():
    alerts = check_text("путешественница", "по английски говорит хорошо и едет в лондон")
    assert [a for a in alerts if a.rule == "foreign"] == []
    alerts = check_text("ночь", "немцы говорят гуте нахт")
    assert [a.words for a in alerts if a.rule == "foreign"] == [("гуте",), ("нахт",)]


def test_a_cue_word_in_two_pieces_with_the_foreign_word_run_in_is_a_glued_cue():
    (cue,) = cues(tokens("растёт на лугу из панскиерба", 0.6))
    assert (cue.begin, cue.end, cue.langs, cue.glued) == (3, 5, ("es",), True)
    assert heard("травка", "растёт на лугу из панскиерба", 0.6) == [("панскиерба",)]
    assert heard("травка", "растёт на лугу из панскиерба", 1.0) == []  # typed: no such word run


def test_two_pieces_run_into_a_russian_word_or_a_garbled_russian_cue_are_no_cue():
    # the second piece a word of Russian text: the cue is an adjective before it
    assert cues(tokens("дочка смотрела врансуський мультфильм", 0.6)) == []
    # «по-русски» garbled names no language, and such pieces are Russian words misheard
    assert cues(tokens("брусь киптас помидорами", 0.7)) == []


def test_a_word_after_two_pieces_that_run_a_cue_in_is_the_foreign_word():
    # the pieces' tail is the cue's garble: the word after them is what the cue announced
    assert heard("варежица", "на руку без пальцев понимет скевтый стулинг", 0.6) == [("стулинг",)]


def test_the_cues_po_run_into_the_word_before_it_is_cut_off_that_word():
    """«фиш по-английски» heard «фишпы английки»: the word before the bare cue word, with «по»
    run into its end, is read without it, heard unsure as a word right after a cue may be."""
    assert heard_words("рыба", "живёт:0.61 в:0.66 воде:0.7 фишпы:0.85 английки:0.57") == [
        ("фишпы",)
    ]
    assert heard_words("щётка", "чистят:0.5 зубы:0.74 брашпы:0.50 английский:0.70") == [
        ("брашпы",)
    ]
    assert heard_words("гавань", "стоят:0.5 корабли:0.88 херберпа:0.48 английский:0.45") == [
        ("херберпа",)
    ]
    # barely heard, or a Russian word before the «по» (what gets translated): no foreign word
    assert heard_words("рыба", "живёт:0.61 в:0.66 воде:0.7 фишпы:0.2 английки:0.57") == []
    assert heard_words("полка", "ставят:0.7 книги:0.8 на:0.9 стенепа:0.6 английский:0.7") == []
    # a word of Russian text ending so keeps its «по»; typed text runs no words together
    assert heard_words("мяч", "играют:0.8 в:0.9 футбол:0.9 тупо:0.7 английски:0.8") == []
    assert heard("рыба", "живёт в воде фишпы английски", 1.0) == []
    # with «по» heard apart it was found before and still is
    assert heard_words("рыба", "живёт:0.61 в:0.66 воде:0.7 фиш:0.85 по:0.8 английски:0.6") == [
        ("фиш",)
    ]
