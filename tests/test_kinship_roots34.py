"""Same-root misses on the secret noun's own derivatives (roots34): a diminutive or a relative
adjective made of the secret noun that no dictionary lists is kin when its stem is the secret
noun's stem, its suffix -к- turned to -оч-/-еч- behind the fleeting vowel (мешал-к-а:
мешал-оч-к-а, по-и-л-к-а: поил-оч-н-ый) or its last consonant alternated
(`referee.language.kinship.target_base.diminutive_of`, `adjective_of`)."""

import pytest

from referee.language.kinship.target_base import adjective_of, diminutive_of
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("мешалка", "мешалочка"),  # -к- → -оч-к-: the diminutive of a -ка noun
        ("поилка", "поилочка"),  # the same after a vowel-final root
        ("мешалка", "мешалочный"),  # -к- → -оч-н-: the relative adjective
        ("прищепка", "прищепочный"),  # the same after a verb's stem
    ],
)
def test_a_derivative_of_the_secret_noun_is_kin(target, word):
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(
    ("target", "word", "expected"),
    [
        ("мешалка", "мешалочка", True),  # the fleeting vowel put back before -к-
        ("мешалка", "мешалочник", False),  # -ник is no diminutive suffix
        ("салака", "салачка", True),  # к after a vowel: the ordinary alternation
        ("салака", "салаочка", False),  # к after a vowel is no suffix -к-: no fleeting vowel
    ],
)
def test_diminutive_of(target, word, expected):
    assert diminutive_of(target, word) is expected


@pytest.mark.parametrize(
    ("target", "word", "expected"),
    [
        ("поилка", "поилочный", True),  # the fleeting vowel before -н-
        ("мешалка", "мешалочный", True),
        ("поилка", "поилочка", False),  # a noun is no adjective
        ("прищепка", "прищепить", False),  # a verb is no adjective
        ("мука", "мучной", False),  # a stem under five letters: too often a look-alike
    ],
)
def test_adjective_of(target, word, expected):
    assert adjective_of(target, word) is expected


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("паспорт", "паспортизация"),  # morpholog's root of the heard word is паспорт whole
        ("экспресс", "экспрессия"),  # known cost: a loan's namesake on the whole stem counts
    ],
)
def test_a_word_on_the_whole_guessed_stem_is_kin(target, word):
    """A secret word morpholog does not know is guessed as prefix + rest and as its whole stem;
    a word whose own root is the whole stem is no look-alike of the rest far in meaning."""
    decision = morphology().decide(target, word)
    assert decision.match is not None
    assert decision.branch != "guessed-root-far"


def test_the_guessed_rest_alone_stays_apart():
    """A bare word on the rest after the guessed prefix, far in meaning, is still a look-alike
    (лог for залог): only the whole stem is spared."""
    assert morphology().decide("залог", "лог").branch == "guessed-root-far"
