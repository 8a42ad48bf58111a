"""Same-root false alerts of issue #13 (roots45): MorphyNet joins a noun to the noun it is named
after (макушка ← мак, маслина ← масло), morpholog reads the suffix into the child's root (макушк-а),
and navec knows neither pair: the nest link is no evidence of kinship when the parent is a noun.
A verb's derivatives keep their root whatever navec knows. No pair here is from an eval or test pair
set (single words may be)."""

import pytest

from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("мак", "макушка"),  # the top of the head, named after the poppy head: макушк-а
        ("масло", "маслина"),  # the olive, named after the oil: маслин-а
        ("дом", "доминирование"),  # MorphyNet climbs through домина, morpholog's домин-
    ],
)
def test_noun_named_after_a_noun_is_no_kin(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch in BRANCH_TEXT


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("мак", "маковый"),  # the adjective keeps the root мак-: no suffix swallowed
        ("масло", "маслёнок"),  # morpholog reads масл-ёнок: the root kept whole
        ("свидание", "видеть"),  # made from a verb (свидеться): the verb's nest stays its family
    ],
)
def test_kin_without_a_swallowed_suffix_stays_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None
