"""Foreign words through speech, session 31 (foreign31): a recognised people noun with no
nominative reading («испанцев», «немцам») and no preposition, neither after a noun of speech
(«слово испанцев») nor next to a verb of naming, names the people as the object of a Russian
sentence, not a frame for a word of their language. Left as strict xfails: the turn's last
word heard garbled with no reading in any language (a garbled Russian word looks the same), and
a Russian word after a cue heard in a form of a learning verb no slip reaches. Real pymorphy3,
real wordfreq; recognised words with their confidences (a word without one is typed)."""

import pytest
from heard_support import foreign_alerts_heard as heard
from heard_support import heard_tokens

from referee.rules.base import Token
from referee.rules.foreign.cues import cues


def tokens(text: str) -> tuple[Token, ...]:
    """Recognised tokens at confidence 0.7 («слово:0.9» sets one)."""
    return heard_tokens(text, 0.7)


@pytest.mark.parametrize(
    "text",
    [
        "их любят испанцев в пирогах с рисом",
        "эти мосты нравятся немцам больше всего",
        "дома у нас любят итальянцев за песни",
    ],
)
def test_a_heard_oblique_people_noun_is_no_cue(text):
    assert cues(tokens(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "так говорят испанцев грасиас",  # a verb of naming before it («испанцы» heard so)
        "у испанцев называют его тортилья",  # a verb of naming after it
        "вежливое слово испанцев грасиас",  # a noun of speech it depends on
        "испанцы скажут грасиас",  # nominative
    ],
)
def test_a_people_noun_that_frames_a_word_stays_a_cue(text):
    assert len(cues(tokens(text))) == 1


def test_a_typed_oblique_people_noun_is_read_as_written():
    # typed text keeps its cues: the guard reads what the recognizer heard
    typed = tuple(Token(i, w) for i, w in enumerate("вежливое слово испанцев".split()))
    assert len(cues(typed)) == 1


def test_the_word_after_a_heard_oblique_people_noun_is_not_foreign():
    assert heard("кулич", "их любят испанцев:0.8 файлию:0.4 с:0.9 рисом:0.8") == []


def test_a_word_after_a_people_noun_that_names_it_is_still_foreign():
    assert heard("кулич", "испанцы:0.8 говорят:0.9 тортилья:0.6") == [("тортилья",)]


@pytest.mark.xfail(strict=True, reason="left: the turn's last word heard garbled with its first "
                   "consonant heard as «в» («в услайсте» for Fußleiste) reads in no language; "
                   "taken by confidence and length it would take as many garbled Russian words")
def test_a_garbled_last_word_after_a_heard_preposition_is_foreign():
    assert heard("карниз", "планка вдоль стены внизу в:0.8 услайсте:0.5") == [("услайсте",)]


@pytest.mark.xfail(strict=True, reason="left: a learning verb garbled beyond a slip («рючет» for "
                   "учит) before a bare language adjective ending the turn reads as the word "
                   "the cue names; the shape is shared by «брашпы английский» (brush)")
def test_a_garbled_learning_verb_before_a_last_language_adjective_is_russian():
    assert heard("кулич", "пока дедушка:0.8 рючет:0.5 немецкий:0.8") == []
