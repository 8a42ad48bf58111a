"""Foreign words, session 35 (foreign37).

«на английском», «в немецком»: the language adjective in the prepositional after «на» or «в» is a
cue when it is said of the language («на английском это хаус»), but a Russian noun right after it
that agrees with it in its likeliest reading, by a declined form of its own, names a thing of that
country («на итальянском комоде», «на английском корабле»), not a word said in that language: of
6,600 such phrases over wordfreq's commonest nouns, 784 raised a foreign alert mid-turn and 1,057
at the turn's end before, 55 and 65 after. Indeclinable nouns agree with any case and stay words
said abroad («на французском шале»), and so does a noun whose likeliest reading does not agree
(«на английском бане» heard for bunny: баня, not бан).

Left, as strict xfails: a foreign word said bare at the turn's end and heard garbled or unsure
(the audio signals probed this session, Whisper's language probabilities on the word's clip and a
free decode under each language token, did not part those from garbled Russian endings), and a
noun after such a cue heard with a sound lost from its stem («на английском пруснике»).
Real pymorphy3, real wordfreq; words from no eval set."""

import pytest
from heard_support import foreign_alerts_heard as heard


@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("ваза", "на итальянском комоде стоят вазы"),  # typed
        ("шкаф", "в немецком шкафу висят рубашки"),
        ("якорь", "на английском корабле"),  # ending the turn
        ("якорь", "на:0.9 английском:0.9 корабле:0.9"),  # heard
        ("письмо", "на:0.9 немецком:0.8 заводе:0.7 работает:0.9 брат:0.9"),
    ],
)
def test_a_noun_agreeing_with_a_language_adjective_after_na_is_a_thing_of_that_country(
    target, text
):
    assert heard(target, text) == []


@pytest.mark.parametrize(
    ("target", "text", "word"),
    [
        ("дом", "на английском хаус", "хаус"),  # no Russian noun
        ("дом", "на французском шале", "шале"),  # indeclinable: agrees with any case
        ("кот", "на:0.9 английском:0.9 кэт:0.7", "кэт"),
        ("заяц", "ушастый:0.9 зверек:0.9 на:0.9 английском:0.9 бане:0.7", "бане"),
    ],
)
def test_a_foreign_word_after_na_and_a_language_adjective_stays_foreign(target, text, word):
    assert heard(target, text) == [(word,)]


@pytest.mark.xfail(strict=True, reason=(
    "left: a noun after «на английском» heard with a sound lost from its stem («пруснике» for "
    "«паруснике») parses as no Russian noun, so it is read as the word said in English "
    "(foreign_blind32's one false alert through speech)"))
def test_a_garbled_noun_after_na_and_a_language_adjective_is_russian():
    assert heard("рында", "на:0.9 английском:0.9 пруснике:0.6 в:0.9 нее:0.9 звонили:0.9") == []


@pytest.mark.xfail(strict=True, reason=(
    "left: a foreign word said bare at the turn's end, heard garbled («шублаты» for Schublade) "
    "or unsure and unknown («альмоада» 0.55 for almohada), reaches no frequent foreign word by "
    "spelling; Whisper's language probabilities on the word's clip and its free decode under "
    "each language token part them from garbled Russian endings no better (foreign37's probe)"))
@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("ящик", "его:0.9 выдвигают:0.9 из:0.9 комода:0.9 шублаты:0.6"),
        ("подушка", "на:0.9 неё:0.9 кладут:0.9 голову:0.9 когда:0.9 спят:0.9 альмоада:0.55"),
    ],
)
def test_a_foreign_word_heard_garbled_at_the_turns_end_is_foreign(target, text):
    assert heard(target, text) == [(text.split()[-1].split(":")[0],)]


@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("кастрюля", "на:0.9 плите:0.9 в:0.9 ней:0.9 варится:0.9 борш:0.7"),
        ("ширма", "за:0.9 ней:0.9 переодеваются:0.9 в:0.9 спальне:0.9 живку:0.84"),
    ],
)
def test_a_russian_word_heard_garbled_at_the_turns_end_is_not_foreign(target, text):
    assert heard(target, text) == []
