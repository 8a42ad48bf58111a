"""Foreign words through speech, session 34 (foreign36): a lone language adjective heard in the
plural and followed by a Russian noun that agrees with it, its ending heard off or not
(«итальянские сыры», «итальянские профессоры»), names a thing of that country; the noun is no
foreign word even when spelt as one (сыр as Italian sir). Heard in the singular («английский»)
the adjective stays a cue: the recognizer writes «по-английски» so. Real pymorphy3, real
wordfreq; words from no eval set."""

import pytest
from heard_support import foreign_alerts_heard as heard


@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("стол", "на:0.9 рынке:0.9 продают:0.9 итальянские:0.87 сыры:0.85"),
        ("стол", "в:0.9 зале:0.9 итальянские:0.87 профессоры:0.9 спорили:0.9"),
    ],
)
def test_a_plural_language_adjective_describes_the_noun_after_it(target, text):
    """The noun after «итальянские» agrees with it: a thing of Italy, not an Italian word."""
    assert heard(target, text) == []


@pytest.mark.parametrize(
    ("target", "text", "word"),
    [
        ("стол", "ребёнок:0.9 английский:0.8 бой:0.9", "бой"),  # «по-английски» heard so
        ("стол", "ребёнок:0.9 английские:0.8 бой:0.9", "бой"),  # no agreement: still a cue
        ("стол", "ребёнок:0.9 по:0.9 английски:0.9 бой:0.9", "бой"),
    ],
)
def test_a_cue_that_describes_nothing_still_announces_the_word(target, text, word):
    assert heard(target, text) == [(word,)]


@pytest.mark.xfail(strict=True, reason=(
    "left: a singular language adjective heard («английский») is what the recognizer writes for "
    "«по-английски», so a Russian noun after it spelt as an English word is still read as one "
    "(taking it loses 6 found words on the 58 sets: «английский мост» for mast)"))
def test_a_singular_language_adjective_before_a_russian_noun():
    assert heard("стол", "ему:0.9 снился:0.9 английский:0.87 сон:0.9") == []


@pytest.mark.xfail(strict=True, reason=(
    "left: a language adjective heard garbled («францускае», «немецкех») is no dictionary word, "
    "so the noun agreeing with it is not read as a thing of that country"))
@pytest.mark.parametrize(
    ("target", "text"),
    [
        ("стол", "вечером:0.9 пили:0.9 францускае:0.7 вино:0.95"),
        ("стол", "у:0.9 немецкех:0.8 туристов:0.8"),
    ],
)
def test_a_garbled_language_adjective_before_a_russian_noun(target, text):
    assert heard(target, text) == []
