"""Same-root false alerts of issue #13 (roots42): a noun spelled like a noun of the secret word's
MorphyNet family but without its closing soft sign (пыл beside пыль, угол beside уголь, кров beside
кровь) is a namesake, and so is every word MorphyNet makes from it, unless MorphyNet joins the two
nouns or navec puts the word near the secret word. No pair here is from an eval or test pair set
(single words may be)."""

import pytest

from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("связь", "вязовый"),  # вяз, the tree, beside вязь of связать's nest
        ("крепость", "креповый"),  # креп, the fabric, beside крепь of крепить's nest
        ("кровь", "кров"),  # кров, a roof over one's head, is no blood
        ("конь", "коновый"),  # кон, a round of a game, is no horse
        ("уголь", "наугольник"),  # на-угол-ьник is made from угол, a corner, not from coal
    ],
)
def test_noun_without_the_soft_sign_is_a_namesake(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "soft-sign-namesake"
    assert decision.branch in BRANCH_TEXT


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("цепь", "цепочка"),  # MorphyNet makes цепочка from цеп, but navec puts it near цепь
        ("связь", "связной"),  # in the secret word's own family: the rule never looks there
        ("конь", "конский"),  # made from конь itself, not from кон
    ],
)
def test_kin_of_the_soft_noun_stays_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None
