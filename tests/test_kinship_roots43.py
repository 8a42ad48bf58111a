"""Same-root false alerts of issue #13 (roots43): a compound whose last stem is a verb's
(карт-о-граф ← графить, мин-о-нос-ец ← носить) already rejects the noun spelled on that stem
(граф, нос) as a namesake; a word MorphyNet makes from such nouns alone (граф-ств-о, нос-ик) is
that noun's word and a namesake too. No pair here is from an eval or test pair set (single words
may be)."""

import pytest

from referee.language.kinship.verdict import BRANCH_TEXT
from referee.language.morphology import morphology


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("картограф", "графство"),  # a count's domain, from граф the nobleman, not from -граф
        ("топограф", "графиня"),  # the count's wife
        ("миноносец", "носик"),  # a little nose: нос, not the -нос- of носить
        ("пищевод", "водный"),  # made from вода, while -вод is водить's
        ("душегуб", "губастый"),  # thick-lipped: губа, while -губ is губить's
    ],
)
def test_word_made_from_a_verb_stem_namesake_is_no_kin(target: str, word: str) -> None:
    decision = morphology().decide(target, word)
    assert decision.match is None
    assert decision.branch == "compound-verb-stem"
    assert decision.branch in BRANCH_TEXT


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("миноносец", "носильщик"),  # made from носить itself: the stem's own verb nest
        ("душегуб", "губить"),  # the verb of the last stem
        ("пищевод", "пища"),  # the first stem, a noun, untouched by the rule
        ("картограф", "карта"),  # likewise
    ],
)
def test_kin_of_the_compound_stems_stays_kin(target: str, word: str) -> None:
    """Words of the verb's nest and of the first stem must keep matching."""
    assert morphology().decide(target, word).match is not None
