"""Same-root false alerts of issue #13 (roots45). A compound closing with a noun MorphyNet makes
from things (сорок-о-ножка: ножка ← нога) has no kin in another noun spelled as that stem (нож)
nor in its derivatives, outside the closing noun's nest.

MorphyNet also joins a noun to the noun it is named after (макушка ← мак, маслина ← масло) where
morpholog reads the suffix into the child's root (макушк-а), but navec knows neither pair, so
nothing says the nest link is a drift of meaning: the pair stays kin (a known false alert; trusting
morpholog alone here also cuts домина from дом and статейка from статья). Kin with no swallowed
suffix, or made from a verb, must stay kin whatever rule cuts such links. No pair here is from an
eval or test pair set (single words may be)."""

import pytest

from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("сороконожка", "нож"),  # the closing ножка is нога's, the knife is another noun
        ("сороконожка", "ножик"),  # made from нож: the same homonym
        ("плодоножка", "ножевой"),  # плод-о-ножка, a stalk: no knife in it either
    ],
)
def test_noun_spelled_as_the_closing_stem_is_a_namesake(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "off-stem-nest"


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("сороконожка", "нога"),  # the noun the closing ножка is made from
        ("сороконожка", "ноженька"),  # in нога's nest
        ("плодоножка", "плод"),  # the first stem is untouched
    ],
)
def test_kin_of_the_closing_noun_stays_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None


@pytest.mark.xfail(
    reason="navec knows neither word: morpholog's swallowed suffix alone is no evidence (домина)",
    strict=True,
)
@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("мак", "макушка"),  # the top of the head, named after the poppy head: макушк-а
        ("масло", "маслина"),  # the olive, named after the oil: маслин-а
    ],
)
def test_noun_named_after_a_noun_is_no_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is None


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("мак", "маковый"),  # the adjective keeps the root мак-: no suffix swallowed
        ("масло", "маслёнок"),  # morpholog reads масл-ёнок: the root kept whole
        ("свидание", "видеть"),  # made from a verb (свидеться): the verb's nest stays its family
        ("дом", "домина"),  # дом-ин-а: navec does not know it, the nest link is kept
    ],
)
def test_kin_without_a_swallowed_suffix_stays_kin(target: str, word: str) -> None:
    assert morphology().decide(target, word).match is not None
