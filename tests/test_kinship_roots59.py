"""Session 31, roots59: a compound opening with a numeral's stem (пят-и-дневка, сем-и-струнка,
сто-летие) is no kin of a namesake spelled on that stem whose MorphyNet nest is another word's
(пятка ← пята, семя, семья, стать); the numeral's own words keep kin. Words of no eval set."""

import pytest

from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("семиструнка", "семя"),
        ("семиструнка", "семья"),
        ("пятиэтажка", "пята"),
        ("стометровка", "стать"),
        ("семидневный", "семейный"),
    ],
)
def test_namesake_of_a_numeral_first_stem_is_no_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("семиструнка", "семь"),
        ("пятиборье", "пять"),
        ("пятиборье", "пятёрка"),
        ("пятиборье", "пятый"),
        ("сорокалетие", "сороковой"),
        ("двухэтажный", "два"),
        ("трёхколёсный", "три"),
    ],
)
def test_the_numeral_and_its_own_words_keep_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


@pytest.mark.parametrize(
    ("target", "word"), [("маловероятный", "мало"), ("многоборье", "многий")]
)
def test_quantity_words_are_no_numerals_of_their_own(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


@pytest.mark.xfail(
    reason="left: a namesake that is also a numeral's case form (сорока: сорок's genitive) "
    "keeps the numeral's reading",
    strict=True,
)
def test_namesake_that_is_a_numeral_form_is_no_kin() -> None:
    assert morphology().decide("сороконожка", "сорока").match is None
