"""Same-root false alerts through a base (roots27): a word whose suffix morpholog reads into its
root is no derivative of the base MorphyNet makes it from."""

import pytest

from referee.language.kinship.homonyms import suffix_in_root
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("столица", "стол"),  # столиц-а: -иц- read into the root
        ("картина", "карта"),  # картин-а
        ("судьба", "суд"),  # судьб-а
    ],
)
def test_a_suffix_read_into_the_root_is_swallowed(word, base):
    assert suffix_in_root(morphology().lex, word, base)


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("лавочник", "лавка"),  # лавоч-ник: a fleeting о before a consonant kept with the root
        ("столик", "стол"),  # стол-ик: the base's very root
        ("лодочник", "лодка"),  # лодоч-ник: as лавочник
        ("работник", "работа"),  # работ-ник ← раб-от-а: the base's whole stem, cut finer
        ("шлифовка", "шлифовать"),  # шлифов-к-а ← шлиф-ова-ть
        ("долинный", "долина"),  # an adjective is left alone (долин-н-ый ← дол-ин-а)
    ],
)
def test_the_base_s_root_stem_or_fleeting_vowel_is_no_swallowed_suffix(word, base):
    assert not suffix_in_root(morphology().lex, word, base)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("столовая", "столица"),  # ← стол, but столиц-а is a word of its own
        ("картёжник", "картина"),  # ← карта
        ("судья", "судьба"),  # ← суд
        ("кладоискатель", "кладбище"),  # ← клад, a stem of the compound: кладбищ-е
    ],
)
def test_a_word_through_a_base_whose_suffix_is_in_its_root_is_no_kin(target, word):
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "suffix-in-root"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("столовая", "стол"),  # the base itself stays kin
        ("картёжник", "карта"),
        ("судья", "суд"),
        ("кладоискатель", "клад"),
        ("картёжник", "карточный"),  # карточ-н-ый: a fleeting о, not a swallowed suffix
    ],
)
def test_the_base_and_its_regular_derivatives_stay_kin(target, word):
    assert morphology().same_root(target, word) is not None
